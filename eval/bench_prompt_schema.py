"""Schema recall of the refiner's prompt: does ``[schema]`` hold every name the right query uses?

    python eval/bench_prompt_schema.py [--shared ../shared] [--sets unseen,holdout,dev,large]
        [--limit N] [--budgets 500,1000] [--json OUT]

For every question of ``eval/unseen``, ``eval/holdout`` and ``nl2gql/dev.jsonl`` (each with its
graphs), the ``r3-checked`` pipeline runs its own offline reranker and rewriter (with the
question's row left out of the demonstrations, as ``r3 eval`` does); a bench-only refiner kind
(``prompt-capture``, registered through :data:`r3.pipeline.types.REFINERS`) receives the
:class:`~r3.pipeline.types.RefineRequest` a model refiner would get, and the prompt is built by
:func:`r3.pipeline.refiner.refiner_prompt` under two refiner configs, in the same process:

- ``closure`` — r3-checked's refiner config as shipped (``schema_closure: true``, the whole
  schema whenever it fits ``schema_tokens``, else the closed partial schema);
- ``old`` — the same with ``schema_closure: false``: exactly the reranker's classes (the rule
  before issue 24).

The gold query is parsed and analysed by :func:`r3.lang.analysis.analyze` (its tags, edge types
and ``(owner, property)`` reads); **schema recall** is the share of questions whose ``[schema]``
section holds every one (a property: in its owner's class, or any class when the owner is not
known), overall and per kind. Prompt and schema-section tokens (``r3.models.fake.count_tokens``,
the unit of ``schema_tokens``) are reported as median / p90.

``large``: a generated schema (300 tags in 30 domains, 480 edge types, six hub tags, a few
vertices each, deterministic) with template questions naming a few items (one and two hops with
the tags named or only the verbs, out of a hub, a property, a filter) and their gold queries — the case where the schema is far over any budget and pruning
has to keep what the query needs. ``medium``: the same generator with 4 domains (40 tags, 64
edge types), a schema of about the paper's size.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _bench_common import ENGLISH_FIRST_NAMES, add_shared_arg, require  # noqa: E402

from r3.engine.runner import GraphPool  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.lang.analysis import analyze  # noqa: E402
from r3.models.fake import count_tokens  # noqa: E402
from r3.pipeline.config import PipelineConfig, RefinerConfig, load_config  # noqa: E402
from r3.pipeline.pipeline import Pipeline  # noqa: E402
from r3.pipeline.refiner import refiner_prompt  # noqa: E402
from r3.pipeline.trace import StageTrace  # noqa: E402
from r3.pipeline.types import REFINERS, RefineOutput, RefineRequest, StageFactory  # noqa: E402

EVAL = Path(__file__).resolve().parent
CAPTURE_KIND = "prompt-capture"


# --------------------------------------------------------------------------- the capture refiner


class CaptureRefiner:
    """A refiner that writes nothing and keeps the request it was handed (the bench reads it)."""

    kind = CAPTURE_KIND

    def __init__(self) -> None:
        self.requests: list[RefineRequest] = []

    def refine(self, request: RefineRequest, trace: StageTrace) -> RefineOutput:
        self.requests.append(request)
        return RefineOutput("", "", ["prompt captured"], exhausted=True)


_CAPTURE = CaptureRefiner()


def _register() -> None:
    if CAPTURE_KIND not in REFINERS:
        REFINERS.register(
            CAPTURE_KIND,
            StageFactory(lambda build: _CAPTURE),
            description="bench only: keep the refiner's request, write no query",
        )


# --------------------------------------------------------------------------- measuring one prompt

_CLASS = re.compile(r"^class\s+(\S+?)\((\w+)\)\s*:", re.M)
_PROP = re.compile(r"self\.(\w+)\s*=")


def schema_section(prompt: str) -> str:
    """The ``[schema]:`` section of a refiner prompt."""
    start = prompt.index("[schema]:") + len("[schema]:")
    end = min(
        (
            i
            for i in (
                prompt.find(f"\n[{t}]:", start) for t in ("skeleton", "related_item", "note", "output_format")
            )
            if i > 0
        ),
        default=len(prompt),
    )
    return prompt[start:end]


def classes_in(schema_text: str) -> dict[str, set[str]]:
    """Class name → the properties its block declares (base classes have no base: left out)."""
    out: dict[str, set[str]] = {}
    matches = list(_CLASS.finditer(schema_text))
    for m, nxt in zip(matches, [*matches[1:], None], strict=True):
        block = schema_text[m.end() : nxt.start() if nxt else len(schema_text)]
        out[m.group(1)] = set(_PROP.findall(block))
    return out


@dataclass
class Needs:
    """The schema names a gold query uses."""

    tags: list[str]
    edges: list[str]
    props: list[tuple[str | None, str]]
    absent: int = 0


def gold_needs(gold: str, space: Any) -> Needs | None:
    """What ``gold`` reads and walks (None: r3 cannot parse it). Names the schema does not have
    (a few dev golds read ``like.grade``, which no ``like`` edge holds) are left out: no prompt
    can show them; :attr:`Needs.absent` counts them."""
    try:
        a = analyze(gold, "ngql", schema=space)
    except R3Error:
        return None
    props, absent = [], 0
    every = space.all_property_names
    for owner, prop in a.properties:
        item = space.item(owner) if owner is not None else None
        if (item is not None and prop in item.property_names) or (owner is None and prop in every):
            props.append((owner, prop))
        else:
            absent += 1
    tags = [t for t in a.tags if t in space.tags]
    edges = [e for e in a.edge_types if e in space.edges]
    absent += len(a.tags) - len(tags) + len(a.edge_types) - len(edges)
    return Needs(tags, edges, props, absent)


def recall(needs: Needs, shown: dict[str, set[str]]) -> dict[str, bool]:
    """Whether the shown classes hold every tag, edge type and property of ``needs``."""
    everything = set().union(*shown.values()) if shown else set()
    props = all((p in shown.get(o, set())) if o is not None else (p in everything) for o, p in needs.props)
    out = {"tags": all(t in shown for t in needs.tags), "edges": all(e in shown for e in needs.edges)}
    out["props"] = props
    out["all"] = all(out.values())
    return out


# --------------------------------------------------------------------------- running a set


@dataclass
class SetResult:
    name: str
    rows: int = 0
    skipped: int = 0
    #: Questions whose gold names something the schema lacks (left out of the needs).
    absent: int = 0
    modes: list[str] = field(default_factory=list)
    hits: dict[str, dict[str, int]] = field(default_factory=dict)
    prompt_tokens: dict[str, list[int]] = field(default_factory=dict)
    schema_tokens: dict[str, list[int]] = field(default_factory=dict)
    misses: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for mode in self.modes:
            self.hits[mode], self.prompt_tokens[mode], self.schema_tokens[mode] = {}, [], []
            self.misses[mode] = []

    seconds: float = 0.0


def pipeline_config(overrides: dict[str, Any] | None = None) -> PipelineConfig:
    """r3-checked with the capture refiner, no retries and no grammar (neither changes the prompt)."""
    _register()
    return load_config(
        "r3-checked",
        overrides={
            "refiner.kind": CAPTURE_KIND,
            "repair.retries": 0,
            "refiner.grammar": False,
            **(overrides or {}),
        },
    )


def modes_of(refiner: RefinerConfig, budgets: Sequence[int] = ()) -> dict[str, RefinerConfig]:
    """``old`` (schema_closure: false), ``closure`` (as configured) and ``closure@N`` per budget."""
    out = {
        "old": replace(refiner, schema_closure=False),
        "closure": replace(refiner, schema_closure=True),
    }
    out.update({f"closure@{b}": replace(refiner, schema_closure=True, schema_tokens=b) for b in budgets})
    return out


def run_set(
    name: str, rows: Sequence[dict[str, Any]], graphs: Path, configs: dict[str, RefinerConfig]
) -> SetResult:
    """Build the refiner prompt of every row (in every mode) and score its schema section."""
    result = SetResult(name, modes=list(configs))
    started = time.perf_counter()
    pool = GraphPool(graphs)
    with Pipeline(pipeline_config(), graph_pool=pool) as pipeline:
        for row in rows:
            _CAPTURE.requests.clear()
            try:
                pipeline.generate(row["question"], space=row["space"], row_id=row.get("id"))
            except R3Error as e:
                print(f"  {row.get('id')}: {e}", file=sys.stderr)
            if not _CAPTURE.requests:
                result.skipped += 1
                continue
            request = _CAPTURE.requests[0]
            needs = gold_needs(str(row["gold"]), request.input.space)
            if needs is None:
                result.skipped += 1
                continue
            result.rows += 1
            result.absent += int(needs.absent > 0)
            for mode, config in configs.items():
                prompt = refiner_prompt(request, config)
                section = schema_section(prompt)
                got = recall(needs, classes_in(section))
                for kind, ok in got.items():
                    result.hits[mode][kind] = result.hits[mode].get(kind, 0) + int(ok)
                result.prompt_tokens[mode].append(count_tokens(prompt))
                result.schema_tokens[mode].append(count_tokens(section))
                if not got["all"]:
                    shown = classes_in(section)
                    result.misses[mode].append(
                        {
                            "id": row.get("id"),
                            "missing": [
                                *(t for t in needs.tags if t not in shown),
                                *(e for e in needs.edges if e not in shown),
                                *(
                                    f"{o}.{p}"
                                    for o, p in needs.props
                                    if o is not None and p not in shown.get(o, set())
                                ),
                            ],
                        }
                    )
    result.seconds = time.perf_counter() - started
    return result


# --------------------------------------------------------------------------- the large generated schema

_DOMAINS = [
    "retail", "clinic", "school", "airline", "bank", "farm", "museum", "hotel", "factory", "library",
    "theater", "studio", "garage", "harbor", "kitchen", "lab", "league", "market", "mine", "office",
    "park", "press", "radio", "ranch", "resort", "shipyard", "stadium", "telecom", "vineyard", "zoo",
]  # fmt: skip
_NOUNS = [
    "customer", "order", "product", "supplier", "invoice", "store", "employee", "ticket", "route",
    "vehicle", "device", "account", "branch", "contract", "project", "report", "sensor", "member",
    "event", "venue", "artist", "album", "patient", "doctor", "course", "teacher", "room", "guest",
    "batch", "machine", "shelf", "crate", "recipe", "sample", "team", "player", "exhibit", "donor",
    "plot", "crop",
]  # fmt: skip
_VERBS = [
    "owns", "places", "supplies", "manages", "visits", "serves", "holds", "uses", "funds", "hosts",
    "repairs", "reviews", "ships", "books", "trains", "audits", "signs", "stores", "tracks", "leads",
]  # fmt: skip
_PROPS = [("age", "int"), ("price", "double"), ("rating", "int"), ("level", "int"), ("year", "int"),
          ("city", "string"), ("status", "string"), ("code", "string"), ("weight", "double")]  # fmt: skip
_SURNAMES = [
    "Smith", "Jones", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Thomas", "Roberts", "Walker",
    "Wright", "Hall", "Green", "Wood", "Hughes", "Clarke", "Turner", "Hill", "Moore", "Cooper",
]  # fmt: skip


@dataclass
class LargeGraph:
    script: str
    rows: list[dict[str, Any]]
    tags: int
    edges: int


def make_large(
    seed: int = 7, *, domains: int = 30, per_domain: int = 10, questions: int = 84, space: str = "big"
) -> LargeGraph:
    """A deterministic graph of ``domains`` × ``per_domain`` tags and 16 edge types per domain
    (default: 300 tags, 480 edge types; one hub tag per five domains with many edge types out of
    it) and template questions with gold queries: one and two hops with the target tags named,
    the same with only the verb named ("What does X fund?"), out of a hub, a property, a filter."""
    rng = random.Random(seed)
    picked = _DOMAINS[:domains]
    tags: dict[str, list[tuple[str, str]]] = {}
    noun_of: dict[str, str] = {}
    for domain in picked:
        for noun in rng.sample(_NOUNS, per_domain):
            name = f"{domain}_{noun}"
            tags[name] = [("name", "string"), *rng.sample(_PROPS, rng.randint(2, 4))]
            noun_of[name] = noun
    tag_names = list(tags)
    edges: dict[str, tuple[str, str, str]] = {}  # name → (src, dst, verb)
    for d, domain in enumerate(picked):
        own = tag_names[d * per_domain : (d + 1) * per_domain]
        pairs = [(own[i], own[i + 1]) for i in range(len(own) - 1)]
        pairs += [tuple(rng.sample(own, 2)) for _ in range(4)]  # type: ignore[misc]
        for src, dst in pairs:
            verb = rng.choice(_VERBS)
            name = f"{domain}_{verb}_{noun_of[dst]}"
            if name not in edges:
                edges[name] = (src, dst, verb)
    hubs = rng.sample(tag_names, max(1, domains // 5))  # tags many edge types start from (users …)
    while len(edges) < 16 * domains:  # cross-domain edge types, two thirds of them out of a hub
        src, dst = rng.sample(tag_names, 2)
        if rng.random() < 2 / 3:
            src = rng.choice([h for h in hubs if h != dst])
        verb = rng.choice(_VERBS)
        name = f"{src.split('_')[0]}_{verb}_{dst.split('_')[0]}_{noun_of[dst]}"
        edges.setdefault(name, (src, dst, verb))
    names = iter(
        f"{first} {last} {i}"
        for i in range(10)
        for first, last in rng.sample(
            [(f, s) for f in ENGLISH_FIRST_NAMES for s in _SURNAMES],
            len(ENGLISH_FIRST_NAMES) * len(_SURNAMES),
        )
    )
    lines = [f"CREATE SPACE {space} (vid_type = FIXED_STRING(64));", f"USE {space};"]
    for tag, props in tags.items():
        lines.append(f"CREATE TAG {tag}({', '.join(f'{p} {t}' for p, t in props)});")
    for edge in edges:
        lines.append(f"CREATE EDGE {edge}(since int);")
    vertices: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for tag, props in tags.items():
        for i in range(3):
            values: dict[str, Any] = {"name": next(names)}
            for p, t in props[1:]:
                values[p] = (
                    rng.randint(1, 99)
                    if t == "int"
                    else (round(rng.uniform(1, 500), 1) if t == "double" else f"{p}{rng.randint(1, 9)}")
                )
            vertices.setdefault(tag, []).append((f"{tag}_{i}", values["name"], values))
            cols = ", ".join(p for p, _ in props)
            vals = ", ".join(json.dumps(values[p]) for p, _ in props)
            lines.append(f'INSERT VERTEX {tag}({cols}) VALUES "{tag}_{i}":({vals});')
    for edge, (src, dst, _verb) in edges.items():
        for i in range(3):
            lines.append(
                f'INSERT EDGE {edge}(since) VALUES "{src}_{i}"->"{dst}_{rng.randrange(3)}":({2000 + i});'
            )
    by_src: dict[str, list[str]] = {}
    for edge, (src, _dst, _verb) in edges.items():
        by_src.setdefault(src, []).append(edge)
    rows: list[dict[str, Any]] = []
    kinds = ["one-hop", "one-hop-bare", "two-hop", "two-hop-bare", "hub-bare", "property", "filter"]
    while len(rows) < questions:
        kind = kinds[len(rows) % len(kinds)]
        if kind.endswith("-hop") or kind.endswith("-bare"):
            # hub-bare: a question out of a hub tag that names only the verb
            pool = (
                [e for e, (src, _d, _v) in edges.items() if src in hubs]
                if kind == "hub-bare"
                else list(edges)
            )
            edge = rng.choice(pool)
            src, dst, verb = edges[edge]
            _vid, who, _ = rng.choice(vertices[src])
            d_noun = noun_of[dst].replace("_", " ")
            dom = dst.split("_")[0]
            if kind == "one-hop":
                question = f"Which {dom} {d_noun}s does {who} {verb.rstrip('s')}?"
            elif kind in ("one-hop-bare", "hub-bare"):
                question = f"What does {who} {verb.rstrip('s')}?"
            if kind in ("one-hop", "one-hop-bare", "hub-bare"):
                gold = f'MATCH (a:{src}{{name: "{who}"}})-[:{edge}]->(b:{dst}) RETURN b.{dst}.name AS name'
            else:
                nxt = by_src.get(dst)
                if not nxt:
                    continue
                edge2 = rng.choice(nxt)
                _s2, dst2, verb2 = edges[edge2]
                if kind == "two-hop":
                    question = (
                        f"Which {dst2.split('_')[0]} {noun_of[dst2]}s does each {dom} {d_noun} that {who} "
                        f"{verb.rstrip('s')}s {verb2.rstrip('s')}?"
                    )
                else:  # only the last step's target named
                    question = (
                        f"Which {dst2.split('_')[0]} {noun_of[dst2]}s are two steps away from {who} "
                        f"({verb}, then {verb2})?"
                    )
                gold = (
                    f'MATCH (a:{src}{{name: "{who}"}})-[:{edge}]->(b:{dst})-[:{edge2}]->(c:{dst2}) '
                    f"RETURN DISTINCT c.{dst2}.name AS name"
                )
        elif kind == "property":
            tag = rng.choice(tag_names)
            prop, _t = rng.choice(tags[tag][1:])
            _vid, who, _ = rng.choice(vertices[tag])
            question = f"What is the {prop} of the {tag.split('_')[0]} {noun_of[tag]} {who}?"
            gold = f'MATCH (v:{tag}{{name: "{who}"}}) RETURN v.{tag}.{prop} AS {prop}'
        else:
            tag = rng.choice(tag_names)
            numeric = [(p, t) for p, t in tags[tag][1:] if t != "string"]
            if not numeric:
                continue
            prop, _t = rng.choice(numeric)
            question = f"Which {tag.split('_')[0]} {noun_of[tag]}s have a {prop} above 50?"
            gold = f"MATCH (v:{tag}) WHERE v.{tag}.{prop} > 50 RETURN v.{tag}.name AS name"
        rows.append(
            {
                "id": f"{space}-{len(rows):03d}",
                "space": space,
                "question": question,
                "gold": gold,
                "shape": kind,
            }
        )
    return LargeGraph("\n".join(lines) + "\n", rows, len(tags), len(edges))


# --------------------------------------------------------------------------- report


def _read(path: Path) -> list[dict[str, Any]]:
    with open(require(path), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _stats(values: list[int]) -> tuple[float, int]:
    if not values:
        return 0.0, 0
    ordered = sorted(values)
    return statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))]


def summary(result: SetResult) -> dict[str, Any]:
    n = max(result.rows, 1)
    out: dict[str, Any] = {
        "modes": result.modes,
        "set": result.name,
        "rows": result.rows,
        "skipped": result.skipped,
        "gold_names_absent": result.absent,
        "seconds": round(result.seconds, 1),
    }
    for mode in result.modes:
        hits = result.hits[mode]
        out[mode] = {
            "recall": {k: round(100 * hits.get(k, 0) / n, 1) for k in ("all", "tags", "edges", "props")},
            "prompt_tokens": _stats(result.prompt_tokens[mode]),
            "schema_tokens": _stats(result.schema_tokens[mode]),
            "misses": result.misses[mode][:20],
        }
    return out


def print_table(summaries: Iterable[dict[str, Any]]) -> None:
    header = "| set | rows | mode | recall all | tags | edges | props | prompt tokens p50 / p90 | schema tokens p50 / p90 |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for s in summaries:
        for mode in s["modes"]:
            m = s[mode]
            r = m["recall"]
            print(
                f"| {s['set']} | {s['rows']} | {mode} | {r['all']} | {r['tags']} | {r['edges']} | {r['props']} | "
                f"{m['prompt_tokens'][0]:.0f} / {m['prompt_tokens'][1]} | {m['schema_tokens'][0]:.0f} / {m['schema_tokens'][1]} |"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_shared_arg(parser)
    parser.add_argument(
        "--sets",
        default="unseen,holdout,dev,medium,large",
        help="comma-separated: unseen, holdout, dev, medium, large",
    )
    parser.add_argument("--limit", type=int, default=None, help="at most N questions per set (a quick look)")
    parser.add_argument("--json", type=Path, help="also write the summaries (and the first misses) here")
    parser.add_argument(
        "--budgets", default="", help="also measure closure at these schema_tokens, e.g. 500,1000"
    )
    parser.add_argument("--show", type=int, default=5, help="misses to print per set and mode")
    args = parser.parse_args(argv)
    refiner = pipeline_config().refiner
    modes = modes_of(refiner, [int(b) for b in args.budgets.split(",") if b.strip()])
    wanted = [s.strip() for s in args.sets.split(",") if s.strip()]
    summaries = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in wanted:
            if name == "unseen":
                rows, graphs = _read(EVAL / "unseen" / "questions.jsonl"), EVAL / "unseen" / "graphs"
            elif name == "holdout":
                rows, graphs = _read(EVAL / "holdout" / "questions.jsonl"), EVAL / "holdout" / "graphs"
            elif name == "dev":
                root = args.shared / "datasets" / "nl2gql"
                rows, graphs = _read(root / "dev.jsonl"), root / "graphs"
            elif name in ("large", "medium"):
                # medium: 4 domains (40 tags, 64 edge types), about the paper's 4-6k-token schemas
                large = make_large(space=name, domains=30 if name == "large" else 4)
                folder = Path(tmp) / name
                folder.mkdir()
                (folder / f"{name}.ngql").write_text(large.script, encoding="utf-8")
                rows, graphs = large.rows, Path(tmp)
                print(
                    f"{name}: {large.tags} tags, {large.edges} edge types, {len(rows)} questions",
                    file=sys.stderr,
                )
            else:
                raise SystemExit(f"error: unknown set {name!r} (known: unseen, holdout, dev, medium, large)")
            if args.limit:
                rows = rows[: args.limit]
            result = run_set(name, rows, graphs, modes)
            summaries.append(summary(result))
            print(f"{name}: {result.rows} rows in {result.seconds:.1f} s", file=sys.stderr)
            for mode in result.modes:
                for miss in result.misses[mode][: args.show]:
                    print(f"  {mode} miss {miss['id']}: {', '.join(miss['missing'])}", file=sys.stderr)
    print(f"refiner.schema_tokens = {refiner.schema_tokens} (closure); old = schema_closure: false\n")
    print_table(summaries)
    print(
        "\nnot scored (the pipeline stopped before the refiner, or r3 cannot parse the gold): "
        + ", ".join(f"{s['set']} {s['skipped']}" for s in summaries)
        + "; golds naming something their schema lacks (left out of the needs): "
        + ", ".join(f"{s['set']} {s['gold_names_absent']}" for s in summaries)
    )
    if args.json is not None:
        args.json.write_text(json.dumps(summaries, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
