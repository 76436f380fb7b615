"""Training rows for the LoRA reranker and rewriter, from a dataset (``id, space, question, gold``)
and its graphs folder.

    python finetune/prepare_data.py --dataset ../shared/datasets/nl2gql/dev.jsonl \\
        --graphs ../shared/datasets/nl2gql/graphs --out runs/ft-data

writes ``OUT/reranker/{train,validation}.jsonl``, ``OUT/rewriter/{train,validation}.jsonl`` and
``OUT/manifest.json`` (counts, skipped rows and why, the options, the dataset's checksum).

Why labels come from the gold query: a dataset row has no reranker or rewriter annotation, but
its gold query names everything the two small models must find — the statements and clauses
(CRUD functions and clauses of the paper's skeleton), the tags and edge types (schema classes),
and, as string literals, the stored entities. :func:`r3.lang.analysis.analyze` reads them off the
one AST, so the labels agree with what the evaluator and the offline reranker derive.

Why the split is by gold query: a benchmark asks the same query in several phrasings and both
languages (688 dev questions hold 238 distinct gold queries). Splitting by row would put
paraphrases of a validation query into training and report memorisation as accuracy. Every row
whose gold query prints the same canonical text lands in the same split, and both tasks share
the assignment.

Reranker rows keep the paper's training format — ``prompt`` (question), ``content`` (gold
query), ``reason`` (three lines), ``schema`` (the code schema the model reads) — plus ``input``
(the exact serving prompt, from :func:`r3.pipeline.reranker.reranker_prompt`), ``output`` (the
target) and ``labels`` (r3's richer analysis). Rewriter rows hold ``items`` (the retrieved
``[related_item]`` lines the serving stage would offer), the gold ``entities`` (string literals
of the gold query stored in the graph), the target ``rewritten`` question (mentions replaced by
the stored names the linker tied them to) and ``relevant_items``, with ``input``/``output``
built by the serving builders. A rewriter row whose gold entities are not all among the
retrieved items cannot teach the task (the question names another entity, or retrieval missed
it); such rows are left out unless ``--keep-incomplete``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script from a checkout: make r3 and finetune importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse  # noqa: E402
import contextlib  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import tempfile  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Callable, Iterable, Sequence  # noqa: E402
from dataclasses import asdict, dataclass, field  # noqa: E402
from typing import Any  # noqa: E402

from finetune.helpers import TASKS, reranker_input, rewriter_input, rewriter_target, write_jsonl  # noqa: E402
from r3.contracts.schema import SpaceSchema  # noqa: E402
from r3.errors import QueryError, R3Error, UserInputError  # noqa: E402

SPLITS = ("train", "validation")
STYLES = ("paper", "rich")


class QuestionRefused(UserInputError):
    """The entity linker refuses the question (empty, too long): the row is skipped, not fatal."""


@dataclass
class Options:
    """How the rows are made (the command-line options of :func:`main`)."""

    dialect: str = "ngql"
    validation_ratio: float = 0.1
    seed: int = 0
    tasks: tuple[str, ...] = TASKS
    reranker_style: str = "paper"
    k: int = 10
    index: str | None = None
    embedder: str | None = None
    signal: str = "both"
    keep_incomplete: bool = False
    progress: bool = False


@dataclass
class Summary:
    """What :func:`prepare` wrote and left out."""

    rows: int = 0
    groups: dict[str, int] = field(default_factory=dict)
    split_rows: dict[str, int] = field(default_factory=dict)
    written: dict[str, dict[str, int]] = field(default_factory=dict)
    skipped: dict[str, dict[str, int]] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)

    def lines(self) -> list[str]:
        out = [
            f"{self.rows} rows, {sum(self.groups.values())} distinct gold queries "
            f"(train {self.groups.get('train', 0)}, validation {self.groups.get('validation', 0)})"
        ]
        for task, counts in self.written.items():
            skipped = self.skipped.get(task, {})
            why = ", ".join(f"{n} {reason}" for reason, n in sorted(skipped.items(), key=lambda kv: -kv[1]))
            out.append(
                f"{task}: train {counts.get('train', 0)}, validation {counts.get('validation', 0)}"
                + (f"; skipped {sum(skipped.values())} ({why})" if skipped else "")
            )
        return out


# --------------------------------------------------------------------------- split


def gold_key(gold: str, dialect: str = "ngql") -> str:
    """The canonical text of a gold query (keywords, spacing, quotes normalised by the printer);
    the whitespace-collapsed text when it does not parse."""
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    try:
        return to_text(parse(gold, dialect=dialect), dialect)
    except R3Error:
        return " ".join(gold.split()).rstrip(";").strip()


def split_rows(
    rows: Sequence[dict[str, Any]], *, ratio: float, seed: int = 0, dialect: str = "ngql"
) -> tuple[list[str], dict[str, int]]:
    """``train``/``validation`` per row, grouped by gold query (see the module doc), and the
    number of gold queries in each split. A seeded shuffle of the sorted distinct queries picks
    ``round(ratio · n)`` of them (at least one, and never all) for validation."""
    if not 0.0 <= ratio < 1.0:
        raise UserInputError(f"--validation-ratio must be in [0, 1), got {ratio}")
    keys = [gold_key(str(row["gold"]), dialect) for row in rows]
    distinct = sorted(set(keys))
    random.Random(seed).shuffle(distinct)
    n_val = round(ratio * len(distinct))
    if ratio > 0 and len(distinct) > 1:
        n_val = min(max(n_val, 1), len(distinct) - 1)
    validation = set(distinct[:n_val])
    splits = ["validation" if key in validation else "train" for key in keys]
    return splits, {"train": len(distinct) - n_val, "validation": n_val}


# --------------------------------------------------------------------------- reranker rows


def reranker_row(
    row: dict[str, Any], space: SpaceSchema, *, dialect: str = "ngql", style: str = "paper"
) -> dict[str, Any]:
    """One reranker training row (see the module doc); QueryError when the gold does not parse.

    Schema classes the schema does not know (a gold query with a typo) are left out of the
    target and listed in ``labels.unknown_classes``: taught to name them, the model would make
    the serving stage fall back to the full schema.
    """
    from r3.lang.analysis import PaperLabels, analyze, render_reason
    from r3.pipeline.reranker import skeleton_for
    from r3.represent.schema_subset import resolve_class_names

    if style not in STYLES:
        raise UserInputError(f"unknown reranker style {style!r}; use one of: {', '.join(STYLES)}")
    question, gold = str(row["question"]), str(row["gold"])
    analysis = analyze(gold, dialect, schema=space)
    skeleton = skeleton_for(dialect)
    paper = analysis.paper_labels()
    classes: list[str] = []
    unknown: list[str] = []
    for name in paper.classes:  # one by one: keep the query's order, take the schema's spelling
        items, missing = resolve_class_names(space, [name])
        unknown.extend(missing)
        classes.extend(item.name for item in items if item.name not in classes)
    reason = render_reason(PaperLabels(crud=paper.crud, clauses=paper.clauses, classes=classes))
    functions = skeleton.names_for(gold)
    crud_fns = [n for n in functions if skeleton.functions[n].kind == "crud"]
    clause_fns = [n for n in functions if skeleton.functions[n].kind == "clause"]
    output = (
        reason
        if style == "paper"
        else render_reason(PaperLabels(crud=crud_fns, clauses=clause_fns, classes=classes))
    )
    prompt, schema_text, _ = reranker_input(question, space, dialect=dialect, paper=style == "paper")
    return {
        "id": row.get("id"),
        "space": row.get("space"),
        "lang": row.get("lang"),
        "task": "reranker",
        "style": style,
        "dialect": dialect,
        # the paper's training format
        "prompt": question,
        "content": gold,
        "reason": reason,
        "schema": schema_text,
        # what the trainer reads: the serving prompt and the target
        "input": prompt,
        "output": output,
        # r3's richer labels (for analysis, filtering and other targets)
        "labels": {
            "paper": {"crud": paper.crud, "clauses": paper.clauses, "classes": classes},
            "crud": analysis.crud,
            "clauses": analysis.clauses,
            "statements": analysis.statements,
            "skeleton_functions": functions,
            "tags": analysis.tags,
            "edge_types": analysis.edge_types,
            "properties": [list(p) for p in analysis.properties],
            "string_literals": analysis.string_literals,
            "number_literals": analysis.number_literals,
            "hops": analysis.hops,
            "is_write": analysis.is_write,
            "unknown_classes": unknown,
        },
    }


# --------------------------------------------------------------------------- rewriter rows


def related_item_lines(links: Sequence[Any]) -> list[str]:
    """The ``[related_item]`` lines the serving rewriter offers its model for ``links``."""
    from r3.pipeline.rewriter import default_format, item_lines

    return item_lines(default_format(links)) if links else []


def rewrite_with_entities(
    question: str, links: Sequence[Any], entities: Iterable[str]
) -> tuple[str, list[dict[str, Any]]]:
    """The question with each mention the linker tied to a gold entity replaced by the stored name.

    Only entities the question does not already spell exactly are replaced, each once, at the
    span the linker matched (its best-scoring link); spans never overlap (better links first).
    Returns the rewritten question and the replacements made.
    """
    wanted = {e for e in entities if e and e not in question}
    candidates = [
        link
        for link in links
        if link.text in wanted
        and link.span is not None
        and question[link.span[0] : link.span[1]] != link.text
    ]
    candidates.sort(key=lambda link: (-link.char_score, link.span[0] - link.span[1], link.span[0]))
    taken: list[tuple[int, int]] = []
    done: set[str] = set()
    chosen: list[tuple[tuple[int, int], str]] = []
    for link in candidates:
        start, end = link.span
        if link.text in done or any(a < end and start < b for a, b in taken):
            continue
        taken.append((start, end))
        done.add(link.text)
        chosen.append(((start, end), link.text))
    text = question
    for (start, end), name in sorted(chosen, key=lambda c: -c[0][0]):
        text = text[:start] + name + text[end:]
    replacements = [
        {"mention": question[s:e], "entity": name, "span": [s, e]}
        for (s, e), name in sorted(chosen, key=lambda c: c[0][0])
    ]
    return text, replacements


def rewriter_row(row: dict[str, Any], linker: Any, *, k: int = 10, dialect: str = "ngql") -> dict[str, Any]:
    """One rewriter training row (see the module doc); QueryError when the gold does not parse
    (its entities would be unknown, not absent), QuestionRefused for a question the linker refuses."""
    from r3.lang.parser import parse
    from r3.retrieval.evaluate import gold_entities
    from r3.retrieval.linker import item_line

    question, gold = str(row["question"]), str(row["gold"])
    parse(gold, dialect=dialect)
    try:
        links = linker.link(question, k)
    except UserInputError as e:
        raise QuestionRefused(str(e)) from e
    items = related_item_lines(links)
    text_of = {item_line(link): link.text for link in links}
    entities = gold_entities(gold, linker.index, dialect=dialect)
    relevant = [line for line in items if text_of.get(line) in entities]
    found = {text_of[line] for line in relevant}
    missing = [e for e in entities if e not in found]
    rewritten, replacements = rewrite_with_entities(question, links, entities)
    return {
        "id": row.get("id"),
        "space": row.get("space"),
        "lang": row.get("lang"),
        "task": "rewriter",
        "dialect": dialect,
        "question": question,
        "content": gold,
        "items": items,
        "entities": entities,
        "missing_entities": missing,
        "complete": not missing,
        "rewritten": " ".join(rewritten.split()),
        "replacements": replacements,
        "relevant_items": relevant,
        "input": rewriter_input(question, items),
        "output": rewriter_target(rewritten, relevant),
    }


class Linkers(contextlib.AbstractContextManager["Linkers"]):
    """One entity linker per space, from a persisted index or a character-only index built in a
    temporary folder (as the pipeline does without ``retrieval.index``)."""

    def __init__(
        self, graphs: Path, *, index: str | None = None, embedder: str | None = None, signal: str = "both"
    ) -> None:
        self.graphs = graphs
        self.index = index
        self.embedder_spec = embedder
        self.signal = signal
        self._linkers: dict[str, Any] = {}
        self._tmp: tempfile.TemporaryDirectory[str] | None = None

    def __call__(self, space: str) -> Any:
        if space not in self._linkers:
            self._linkers[space] = self._make(space)
        return self._linkers[space]

    def _make(self, space: str) -> Any:
        from r3.embedders import get_embedder
        from r3.retrieval.index import RetrievalIndex, build_index
        from r3.retrieval.linker import Linker
        from r3.retrieval.source import open_source

        if self.index:
            index = RetrievalIndex.open(self.index.replace("{space}", space))
            spec = self.embedder_spec or index.embedder_spec
        else:
            if self._tmp is None:
                self._tmp = tempfile.TemporaryDirectory(prefix="r3-ft-index-")
            folder = Path(self._tmp.name) / space
            embedder = get_embedder(self.embedder_spec) if self.embedder_spec else None
            build_index(open_source(graphs=self.graphs, space=space), folder, embedder=embedder)
            index = RetrievalIndex.open(folder)
            spec = self.embedder_spec
        embedder = get_embedder(spec) if spec else None
        return Linker(index, embedder, signal=self.signal if embedder is not None else "char")

    def __exit__(self, *exc: object) -> None:
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None


# --------------------------------------------------------------------------- the run


def read_dataset(path: str | Path) -> list[dict[str, Any]]:
    """Dataset rows (``id, space, question, gold``), checked (:func:`r3.retrieval.evaluate.read_dataset`)."""
    from r3.retrieval.evaluate import read_dataset as _read

    return _read(path)


def prepare(
    dataset: str | Path, graphs: str | Path, out: str | Path, options: Options | None = None
) -> Summary:
    """Write the training rows of ``dataset`` into ``out`` (see the module doc)."""
    from r3.lang.ddl import load_space_schema

    options = options or Options()
    unknown_tasks = [t for t in options.tasks if t not in TASKS]
    if unknown_tasks or not options.tasks:
        raise UserInputError(
            f"unknown task(s) {', '.join(unknown_tasks) or '(none)'}; use: {', '.join(TASKS)}"
        )
    if options.k < 1:
        raise UserInputError(f"--k must be at least 1, got {options.k}")
    graphs_dir = Path(graphs)
    if not graphs_dir.is_dir():
        raise UserInputError(f"--graphs {graphs_dir} is not a folder (one sub-folder per space)")
    out_dir = Path(out)
    if out_dir.exists() and not out_dir.is_dir():
        raise UserInputError(f"--out {out_dir} is a file; give a folder")
    rows = read_dataset(dataset)
    if not rows:
        raise UserInputError(f"the dataset {dataset} has no rows")
    splits, groups = split_rows(
        rows, ratio=options.validation_ratio, seed=options.seed, dialect=options.dialect
    )
    summary = Summary(rows=len(rows), groups=groups, split_rows=dict(Counter(splits)))
    schemas: dict[str, SpaceSchema | str] = {}

    def schema_of(space: str) -> SpaceSchema | str:
        if space not in schemas:
            try:
                schemas[space] = load_space_schema(graphs_dir, space)
            except R3Error as e:
                schemas[space] = f"no schema for space {space!r} ({e})"
        return schemas[space]

    outputs: dict[str, dict[str, list[dict[str, Any]]]] = {t: {s: [] for s in SPLITS} for t in options.tasks}
    skipped: dict[str, Counter[str]] = {t: Counter() for t in options.tasks}
    with Linkers(
        graphs_dir, index=options.index, embedder=options.embedder, signal=options.signal
    ) as linkers:
        for row, split in _progress(list(zip(rows, splits, strict=True)), options.progress):
            space = schema_of(str(row["space"]))
            for task in options.tasks:
                if isinstance(space, str):
                    skipped[task][f"unknown space {row['space']}"] += 1
                    continue
                made = _make_row(task, row, space, linkers, options, skipped[task])
                if made is not None:
                    made["split"] = split
                    outputs[task][split].append(made)
    for task, by_split in outputs.items():
        summary.written[task] = {}
        for split, task_rows in by_split.items():
            path = out_dir / task / f"{split}.jsonl"
            summary.written[task][split] = write_jsonl(path, task_rows)
            summary.files[f"{task}/{split}"] = str(path)
        summary.skipped[task] = dict(skipped[task])
    _write_manifest(out_dir, dataset, graphs_dir, options, summary)
    return summary


def _make_row(
    task: str,
    row: dict[str, Any],
    space: SpaceSchema,
    linkers: Callable[[str], Any],
    options: Options,
    skipped: Counter[str],
) -> dict[str, Any] | None:
    try:
        if task == "reranker":
            return reranker_row(row, space, dialect=options.dialect, style=options.reranker_style)
        made = rewriter_row(row, linkers(str(row["space"])), k=options.k, dialect=options.dialect)
    except QueryError:
        skipped["gold query does not parse"] += 1
        return None
    except QuestionRefused:
        skipped["question refused by the linker"] += 1
        return None
    if not made["complete"] and not options.keep_incomplete:
        skipped["gold entity not among the retrieved items"] += 1
        return None
    return made


def _progress(items: list[Any], enabled: bool) -> Iterable[Any]:
    if not enabled:
        return items
    from tqdm import tqdm

    return tqdm(items, desc="rows", unit="row")


def _write_manifest(
    out_dir: Path, dataset: str | Path, graphs: Path, options: Options, summary: Summary
) -> None:
    digest = hashlib.sha256(Path(dataset).read_bytes()).hexdigest()
    manifest = {
        "dataset": str(dataset),
        "dataset_sha256": digest,
        "graphs": str(graphs),
        "options": {**asdict(options), "tasks": list(options.tasks)},
        "summary": asdict(summary),
        "formats": {
            "reranker": "id, space, lang, task, style, dialect, prompt (question), content (gold), reason "
            "(three lines), schema, input (serving prompt), output (target), labels, split",
            "rewriter": "id, space, lang, task, dialect, question, content (gold), items (retrieved lines), "
            "entities, missing_entities, complete, rewritten, replacements, relevant_items, input, output, split",
        },
    }
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="prepare_data.py",
        description="Write paper-format training rows for the LoRA reranker and rewriter.",
    )
    p.add_argument("--dataset", required=True, help="JSONL rows with id, space, question, gold")
    p.add_argument(
        "--graphs", required=True, help="graphs folder: one sub-folder per space (config.yaml/CSVs or .ngql)"
    )
    p.add_argument("--out", required=True, help="output folder")
    p.add_argument(
        "--tasks", default=",".join(TASKS), help="comma-separated: reranker,rewriter (default both)"
    )
    p.add_argument("--dialect", default="ngql", choices=["ngql", "cypher"])
    p.add_argument(
        "--validation-ratio", type=float, default=0.1, help="share of distinct gold queries held out"
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the split")
    p.add_argument(
        "--reranker-style",
        default="paper",
        choices=list(STYLES),
        help="paper: the paper's schema/skeleton text and labels (reranker.paper: true); rich: r3's",
    )
    p.add_argument(
        "--k", type=int, default=10, help="retrieved items per question (rewriter.k of the pipeline)"
    )
    p.add_argument("--index", help="a persisted retrieval index (r3 index), {space} replaced by the space")
    p.add_argument(
        "--embedder", help="embedder spec for the dense signal (e.g. bge:BAAI/bge-m3); default: none"
    )
    p.add_argument(
        "--signal", default="both", choices=["both", "char", "dense"], help="linker signal with an embedder"
    )
    p.add_argument(
        "--keep-incomplete",
        action="store_true",
        help="keep rewriter rows whose gold entities were not retrieved",
    )
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    options = Options(
        dialect=args.dialect,
        validation_ratio=args.validation_ratio,
        seed=args.seed,
        tasks=tuple(t.strip() for t in args.tasks.split(",") if t.strip()),
        reranker_style=args.reranker_style,
        k=args.k,
        index=args.index,
        embedder=args.embedder,
        signal=args.signal,
        keep_incomplete=args.keep_incomplete,
        progress=not args.quiet,
    )
    try:
        summary = prepare(args.dataset, args.graphs, args.out, options)
    except R3Error as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for line in summary.lines():
        print(line)
    print(f"wrote {Path(args.out) / 'manifest.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
