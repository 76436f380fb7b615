"""How many false-schema Cypher queries does ``r3 lint --strict`` let through? Mutation testing.

    python eval/bench_cypher_mutations.py [--shared ../shared] [--json OUT] [--seed 0]

The clean corpus is Cypher over the shared nba and harrypotter graphs: every dev gold nGQL
MATCH query restated in Cypher by one mechanical AST step (``v.tag.prop`` → ``v.prop``; no
transpiler), plus the hand-written Cypher 5 queries in :data:`HAND_WRITTEN`. The schema is
the graph's DDL plus the edge endpoint pairs seen in its data (what ``r3 load-dump`` and the
Neo4j/LadybugDB adapters know). Each clean query is then mutated, one site at a time:

- ``unknown-label`` / ``unknown-type``: a label or relationship type misspelt or pluralised;
- ``misspelt-property``: a property name misspelt (``n.nmae``, ``{aeg: …}``, ``n {.nmae}``);
- ``tag-edge-swap``: a label where a relationship type is needed, or the reverse;
- ``wrong-direction``: a directed relationship reversed where the endpoints allow one way only;
- ``other-label-property``: ``m.prop`` replaced by a property only *other* labels have, on a
  node whose labels are written or follow from its relationships (``(p:player)-[:serve]->(t)
  RETURN t.age``). A node can carry several labels: a property of a co-tag (the tags the
  data puts on the same vertices: some players are bachelors) is not such a mutant.

``r3 lint --strict`` fails a query on any issue, so a mutant *passes* when the validator
reports nothing at all; a clean query is *flagged* when it reports anything. The site finder
and the misspelling rules are :mod:`eval.bench_validator_mutations`'s. A second clean corpus
is every distinct dev gold as ``r3.lang.transpile`` writes it in Cypher (flagged = reported).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
for p in (REPO_ROOT, REPO_ROOT / "eval"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from _bench_common import bench_parser, load_dev_rows  # noqa: E402
from bench_validator_mutations import SiteFinder, _setter  # noqa: E402

from r3.contracts.schema import SpaceSchema  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.lang import ast  # noqa: E402
from r3.lang.ddl import load_space_schema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.printer import to_text  # noqa: E402
from r3.lang.transpile import transpile  # noqa: E402
from r3.lang.validator import validate  # noqa: E402

#: Clean Cypher written for the shared graphs (beyond what nGQL MATCH can say).
HAND_WRITTEN: dict[str, list[str]] = {
    "nba": [
        "MATCH (p:player)-[:serve]->(t:team) RETURN p.name, t.name",
        "MATCH (p:player)-[s:serve]->(t:team) WHERE s.start_year > 2000 RETURN p.name, s.end_year",
        "MATCH (p:player {name: 'Tim Duncan'})-[:like]->(q:player) RETURN q.name, q.age",
        "MATCH (p:player) WHERE p.age > 30 RETURN p {.name, .age} ORDER BY p.age DESC LIMIT 5",
        "MATCH (p:player) RETURN p.name, COUNT { (p)-[:like]->(:player) } AS likes",
        "MATCH (p:player) WHERE EXISTS { (p)-[:serve]->(t:team) WHERE t.name = 'Spurs' } RETURN p.name",
        "MATCH (p:player) CALL { WITH p MATCH (p)-[:serve]->(t:team) RETURN count(t) AS teams } "
        "RETURN p.name, teams",
        "MATCH (a:player)-[l:like]->(b:player) WHERE l.likeness >= 90 RETURN a.name, b.name, l.likeness",
        "MATCH (a:player)-[:teammate]->(b:player) RETURN a.name, collect(b.name) AS mates",
        "MATCH (t:team)<-[:serve]-(p:player) RETURN t.name, count(p) AS players ORDER BY players DESC",
        "MATCH (p:player) RETURN p.name, [(p)-[:like]->(q:player) | q.name] AS liked",
        "MATCH (p:player)-[:like]->{1,2}(q:player) RETURN DISTINCT q.name",
        "MATCH (b:bachelor) RETURN b.name, b.speciality",
        "MATCH (p:player WHERE p.age < 25) RETURN p.name",
        "MATCH (p:player)-[r:serve|teammate]->(x) RETURN p.name, type(r)",
        "MATCH (p:player) WITH p.age AS age, count(*) AS n WHERE n > 1 RETURN age, n",
        "UNWIND ['Spurs', 'Lakers'] AS name MATCH (t:team {name: name}) RETURN t.name",
        "MATCH (p:player) RETURN p.name || ' (' || toString(p.age) || ')' AS label",
    ],
    "harrypotter": [
        "MATCH (c:character)-[:belong_to]->(g:group) RETURN c.name, g.name",
        "MATCH (c:character)-[k:kindred]->(d:character) RETURN c.name, k.rel_type, d.name",
        # learn_from ends at colleges only (its data): `(d:character)` here matched nothing
        "MATCH (c:character)-[:learn_from]->(x:college) WHERE c.species = 'human' RETURN c.name, x.name",
        "MATCH (c:character) WHERE c.hair IS NULL OR c.blood = 'pure' RETURN c.name, c.blood",
        "MATCH (c:character) RETURN c {.name, .gender, .eye} LIMIT 10",
        "MATCH (c:character) WHERE EXISTS { (c)-[:belong_to]->(:college) } RETURN c.name",
        "MATCH (c:character)-[:belong_to]->(x:college) RETURN x.name, count(c) AS members",
        "MATCH (c:character {hair: 'red'}) RETURN c.name, c.born",
    ],
}

KINDS = (
    "unknown-label",
    "unknown-type",
    "misspelt-property",
    "tag-edge-swap",
    "wrong-direction",
    "other-label-property",
)


def endpoints_from_data(graphs: Path, space: SpaceSchema) -> SpaceSchema:
    """``space`` with each edge type's ``(src tag, dst tag)`` pairs as its data has them, and
    each tag's co-tags (the other tags its vertices carry: some players are bachelors)."""
    from r3.engine.engine import Engine

    engine = Engine.open_graph(graphs / space.name, space.name)
    tags: dict[Any, list[str]] = {v.vid: list(v.tags) for v in engine.scan_vertices(space.name)}
    out = copy.deepcopy(space)
    for names in tags.values():
        for name in names:
            item = out.tags.get(name)
            if item is not None:
                item.co_tags = sorted({*item.co_tags, *names} - {name})
    for e in engine.scan_edges(space.name):
        item = out.edges.get(e.type)
        if item is None:
            continue
        for s in tags.get(e.src, []):
            for d in tags.get(e.dst, []):
                if (s, d) not in item.endpoints:
                    item.endpoints.append((s, d))
    return out


def cypher_restatement(ngql: str, space: SpaceSchema) -> str | None:
    """A dev gold nGQL MATCH query in Cypher (``v.tag.prop`` → ``v.prop``), or None."""
    try:
        tree = parse(ngql, "ngql")
    except R3Error:
        return None
    if not all(isinstance(s, ast.CypherQuery) for s in tree.statements):
        return None
    for node in tree.walk():
        for name in ("obj", "operand", "left", "right"):
            child = getattr(node, name, None)
            if (
                isinstance(child, ast.Property)
                and isinstance(child.obj, ast.Property)
                and isinstance(child.obj.obj, ast.Variable)
                and child.obj.name in space.tags
            ):
                child.obj = child.obj.obj
        if isinstance(node, ast.Property) and isinstance(node.obj, ast.Property):
            inner = node.obj
            if isinstance(inner.obj, ast.Variable) and inner.name in space.tags:
                node.obj = inner.obj
    try:
        text = to_text(tree, "cypher")
        parse(text, "cypher")  # nGQL-only operators (`==`, `&&`) print but are not Cypher
    except R3Error:
        return None
    return text


class CypherSiteFinder(SiteFinder):
    """The nGQL bench's sites plus misspelt labels/types and reversed relationships."""

    def node(self, node: ast.Node) -> None:
        super().node(node)
        if isinstance(node, ast.NodePattern):
            for j, label in enumerate(node.labels):
                if label in self.space.tags:
                    set_ = _setter(node.labels, j)
                    self.add(
                        "unknown-label",
                        f"label {label}",
                        lambda rng, n=label, s=set_: s(self.misspell(n, rng)),
                    )
        elif isinstance(node, ast.PathPattern):
            for i in range(1, len(node.elements) - 1, 2):
                left, rel, right = node.elements[i - 1 : i + 2]
                if self.reversal_is_wrong(left, rel, right):
                    flip = "in" if rel.direction == "out" else "out"
                    self.add(
                        "wrong-direction",
                        f"reverse {rel.types}",
                        lambda rng, r=rel, d=flip: setattr(r, "direction", d),
                    )

    def property(self, node: ast.Property, in_match: bool) -> None:
        super().property(node, in_match)
        if in_match and isinstance(node.obj, ast.Variable) and node.name in self.props:
            self.add(
                "other-label-property",
                f"{node.obj.name}.{node.name} -> another label's property",
                lambda rng, n=node: setattr(n, "name", self.other_label_property(n, rng)),
            )

    def other_label_property(self, node: ast.Property, rng: random.Random) -> str:
        """A property some tag has but no tag having ``node.name`` has (else the name unchanged)."""
        mine = {t.name for t in self.space.tags.values() if t.prop(node.name) is not None}
        mine |= {c for t in mine for c in self.space.tags[t].co_tags}  # nodes may carry those too
        mine_props = {p.name for t in mine for p in self.space.tags[t].properties}
        others = sorted(
            {p.name for t in self.space.tags.values() if t.name not in mine for p in t.properties}
            - mine_props
        )
        return rng.choice(others) if others else node.name

    def reversal_is_wrong(self, left: Any, rel: Any, right: Any) -> bool:
        """A directed, typed relationship between labelled nodes that the data has one way only."""
        if not isinstance(rel, ast.RelPattern) or rel.direction == "both" or not rel.types:
            return False
        if not (left.labels and right.labels):
            return False
        src, dst = (right, left) if rel.direction == "out" else (left, right)  # after reversal
        for t in rel.types:
            item = self.space.edges.get(t)
            if item is None or not item.endpoints:
                return False
            if any(s in src.labels and d in dst.labels for s, d in item.endpoints):
                return False
        return True

    def edge_name(self, name: str, set_: Any, where: str) -> None:
        if name not in self.space.edges:
            return
        self.add("unknown-type", f"{where} {name}", lambda rng: set_(self.wrong_edge(name, rng)))
        if self.tags:
            self.add("tag-edge-swap", f"{where} {name} -> tag", lambda rng: set_(rng.choice(self.tags)))


@dataclass
class KindResult:
    kind: str
    mutants: int = 0
    passed: int = 0  # no issue at all: `r3 lint --strict` calls it valid
    examples: list[str] = field(default_factory=list)

    @property
    def pass_rate(self) -> float:
        return self.passed / self.mutants if self.mutants else 0.0


@dataclass
class MutationReport:
    clean_queries: int = 0
    flagged_clean: list[str] = field(default_factory=list)
    kinds: dict[str, KindResult] = field(default_factory=dict)
    #: The distinct dev golds as r3's transpiler writes them in Cypher (a second clean corpus).
    transpiled: int = 0
    flagged_transpiled: list[str] = field(default_factory=list)

    @property
    def mutants(self) -> int:
        return sum(k.mutants for k in self.kinds.values())

    @property
    def passed(self) -> int:
        return sum(k.passed for k in self.kinds.values())


def corpus(shared: Path, spaces: dict[str, SpaceSchema]) -> list[tuple[str, str]]:
    rows = load_dev_rows(shared)
    seen: dict[tuple[str, str], None] = {}
    for row in rows:
        space = spaces.get(row["space"])
        if space is None:
            continue
        text = cypher_restatement(row["gold"], space)
        if text is not None:
            seen[(row["space"], text)] = None
    for name, queries in HAND_WRITTEN.items():
        for q in queries:
            try:
                seen[(name, to_text(parse(q, "cypher"), "cypher"))] = None
            except R3Error as e:  # an older parser (a baseline run) may not read Cypher 5
                print(f"skipped, does not parse: {q!r}: {e}", file=sys.stderr)
    return list(seen)


def run(shared: Path, *, seed: int = 0) -> MutationReport:
    graphs = shared / "datasets" / "nl2gql" / "graphs"
    spaces = {name: endpoints_from_data(graphs, load_space_schema(graphs, name)) for name in HAND_WRITTEN}
    report = MutationReport(kinds={k: KindResult(k) for k in KINDS})
    for space_name, text in corpus(shared, spaces):
        space = spaces[space_name]
        tree = parse(text, "cypher")
        found = validate(tree, space, dialect="cypher")
        if found:
            report.flagged_clean.append(f"[{space_name}] {text} -> {[str(i) for i in found]}")
            continue
        report.clean_queries += 1
        sites = CypherSiteFinder(space).find(tree)
        for index, site in enumerate(sites):
            if site.kind not in report.kinds:
                continue
            mutant = copy.deepcopy(tree)
            CypherSiteFinder(space).find(mutant)[index].apply(random.Random(f"{seed}:{text}:{index}"))
            result = report.kinds[site.kind]
            if mutant == tree:
                continue  # no other label has a property to swap in
            try:
                checked = parse(to_text(mutant, "cypher"), "cypher")
            except R3Error:
                continue
            result.mutants += 1
            if not validate(checked, space, dialect="cypher"):
                result.passed += 1
                if len(result.examples) < 5:
                    result.examples.append(f"[{space_name}] {to_text(checked, 'cypher')}")
    transpiled_corpus(shared, spaces, report)
    return report


def transpiled_corpus(shared: Path, spaces: dict[str, SpaceSchema], report: MutationReport) -> None:
    """Validate every distinct dev gold transpiled to Cypher: queries meant to be valid."""
    seen: set[tuple[str, str]] = set()
    for row in load_dev_rows(shared):
        space = spaces.get(row["space"])
        key = (row["space"], row["gold"])
        if space is None or key in seen:
            continue
        seen.add(key)
        try:
            text = transpile(row["gold"], "ngql", "cypher", schema=space)
            found = validate(text, space, dialect="cypher")
        except R3Error:
            continue
        report.transpiled += 1
        if found:
            report.flagged_transpiled.append(f"[{row['space']}] {text} -> {[str(i) for i in found]}")


def format_report(report: MutationReport) -> str:
    lines = [
        f"clean Cypher queries: {report.clean_queries}; clean queries flagged: {len(report.flagged_clean)} "
        f"({len(report.flagged_clean) / max(1, report.clean_queries + len(report.flagged_clean)):.1%})",
        f"false-schema mutants passing `r3 lint --strict`: {report.passed} / {report.mutants} "
        f"({report.passed / max(1, report.mutants):.1%})",
        f"dev golds transpiled to Cypher: {report.transpiled}; flagged: {len(report.flagged_transpiled)}",
        "",
        f"{'kind':<20} {'mutants':>8} {'pass':>6} {'rate':>8}",
    ]
    for k in report.kinds.values():
        lines.append(f"{k.kind:<20} {k.mutants:>8} {k.passed:>6} {k.pass_rate:>8.1%}")
    for k in report.kinds.values():
        lines.extend(f"  passes ({k.kind}): {e}" for e in k.examples)
    lines.extend(f"  flagged clean: {e}" for e in report.flagged_clean[:10])
    lines.extend(f"  flagged transpiled: {e}" for e in report.flagged_transpiled[:10])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = bench_parser(__doc__)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    report = run(args.shared.resolve(), seed=args.seed)
    print(format_report(report))
    if args.json:
        data = asdict(report)
        args.json.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
