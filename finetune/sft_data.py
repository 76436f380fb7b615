"""SFT rows for ``r3 train``: any ``(question, gold, space)`` JSONL plus the demonstrations r3
synthesizes for a graph, split **by graph**, with prompts cut to a token budget.

Why split by graph: a small model that saw a graph's schema and entities in training reads a
validation question of the same graph as a near copy. The claim r3 makes for its adapters is
"works on a graph it never saw", so the held-out graphs (``holdout``) give the validation rows
and never a training row — neither their dataset questions nor demonstrations synthesized for
them.

Why a token budget: the paper's reranker prompt holds the full code schema and the full
skeleton (about 5,000 SmolLM2 tokens, nearly all of it skeleton). Training a CPU model on that
costs minutes per step. :func:`budget_reranker_prompt` (in :mod:`r3.pipeline.reranker_budget`,
shared with serving: the pipeline's model reranker applies the same cut) keeps every name the reranker may answer
with (every schema class and every skeleton function's ``def`` line) and spends the rest of the
budget on the detail most relevant to the question: schema classes first, then one-line
descriptions of the skeleton functions, then their full syntax and examples, each in order of
relevance. What did not fit is recorded on the row (``cut``), never dropped silently; a prompt
whose minimal form is over the budget is refused (the row is skipped and counted).

Labels come from r3's analysis of the gold query (:func:`finetune.prepare_data.reranker_row`), so
the targets agree with what the evaluator and the offline reranker derive.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from r3.errors import R3Error, UserInputError
from r3.pipeline.reranker_budget import (  # re-exported: training and serving cut alike
    Budgeted,
    budget_reranker_prompt,
    token_counter,
)

#: The tasks ``r3 train`` knows; ``multitask`` is reranker + rewriter rows in one adapter.
SFT_TASKS = ("reranker", "rewriter", "refiner", "multitask")
#: The line put in front of each prompt of a multi-task adapter (UnifiedSKG-style task prefix).
TASK_PREFIX = "[adapter_task]:{task}\n"


def chat_overhead(tokenizer: Any, mode: str = "auto") -> int:
    """Tokens the chat wrapping adds around a prompt (system line, role markers)."""
    from finetune.helpers import chat_prompt

    return token_counter(tokenizer)(chat_prompt(tokenizer, "x", mode)) - 1


# --------------------------------------------------------------------------- sources and split


@dataclass
class Sources:
    """Where rows come from: dataset files, graph folders (one sub-folder per space), graphs to
    synthesize demonstrations for, and the held-out spaces."""

    data: list[Path] = field(default_factory=list)
    graphs: list[Path] = field(default_factory=list)
    synth_graphs: list[str] = field(default_factory=list)
    holdout: list[str] = field(default_factory=list)
    synth_langs: tuple[str, ...] = ("en", "zh")
    synth_per_shape: int = 20


def space_folders(graphs: Iterable[Path]) -> dict[str, Path]:
    """space name → the graphs folder holding it (the first folder wins)."""
    out: dict[str, Path] = {}
    for folder in graphs:
        if not folder.is_dir():
            raise UserInputError(f"--graphs {folder} is not a folder (one sub-folder per space)")
        for sub in sorted(folder.iterdir()):
            if sub.is_dir():
                out.setdefault(sub.name, folder)
    return out


def synth_rows(
    url: str, *, langs: Sequence[str], per_shape: int, progress: bool = False
) -> list[dict[str, Any]]:
    """Demonstrations r3 synthesizes for the graph at ``url`` (cached per graph version)."""
    from r3.graph.connect import open_backend
    from r3.pipeline.offline.synth import SynthOptions, cached_synthesize, graph_aliases
    from r3.pipeline.offline.synth.synthesize import resolve_space

    if "://" not in url:
        path = Path(url).expanduser()
        if not path.exists():
            raise UserInputError(f"--synth-graph {url}: no such graph (a graph folder or a URL)")
        url = f"embedded://{path.resolve()}"
    backend = open_backend(url)
    try:
        name = resolve_space(backend, None)
        opts = SynthOptions(per_shape=per_shape, langs=tuple(langs))
        result = cached_synthesize(
            backend, name, opts, aliases=graph_aliases(backend, name), progress=progress
        )
    finally:
        close = getattr(backend, "close", None)
        if callable(close):
            close()
    return [{**row, "source": "synth"} for row in result.rows]


def collect_rows(sources: Sources, *, progress: bool = False) -> list[dict[str, Any]]:
    """Every ``(question, gold, space)`` row of the sources, each with ``split`` set by graph."""
    from finetune.helpers import read_jsonl

    holdout = set(sources.holdout)
    rows: list[dict[str, Any]] = []
    for path in sources.data:
        for n, row in enumerate(read_jsonl(path), start=1):
            if not all(isinstance(row.get(k), str) and row.get(k) for k in ("question", "gold", "space")):
                raise UserInputError(f"{path} row {n} lacks question, gold or space")
            rows.append({**row, "id": f"{path.stem}:{row.get('id', n)}", "source": row.get("source", "data")})
    for url in sources.synth_graphs:
        made = synth_rows(
            url, langs=sources.synth_langs, per_shape=sources.synth_per_shape, progress=progress
        )
        spaces = {str(r["space"]) for r in made}
        if spaces & holdout:
            raise UserInputError(
                f"--synth-graph {url} is a held-out graph ({', '.join(sorted(spaces & holdout))}): "
                "held-out graphs never give training rows"
            )
        rows.extend({**r, "id": f"synth:{r.get('id')}"} for r in made)
    for row in rows:
        row["split"] = split_of(str(row["space"]), holdout)
    return rows


def split_of(space: str, holdout: set[str] | Sequence[str]) -> str:
    """``validation`` for a held-out graph, else ``train`` (the split is by graph)."""
    return "validation" if space in holdout else "train"


# --------------------------------------------------------------------------- rows per task


@dataclass
class BuildReport:
    """Counts of what :func:`build_rows` wrote and skipped, and the token cuts it made."""

    written: dict[str, int] = field(default_factory=dict)
    skipped: Counter[str] = field(default_factory=Counter)
    cut_counts: dict[str, Counter[str]] = field(default_factory=dict)
    prompt_tokens: dict[str, list[int]] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        def stats(values: list[int]) -> dict[str, float]:
            return {
                "n": len(values),
                "max": max(values, default=0),
                "mean": sum(values) / max(len(values), 1),
            }

        return {
            "written": self.written,
            "skipped": dict(self.skipped),
            "cut_counts": {k: dict(v.most_common()) for k, v in self.cut_counts.items()},
            "prompt_tokens": {k: stats(v) for k, v in self.prompt_tokens.items()},
        }


def build_rows(
    task: str,
    rows: Sequence[dict[str, Any]],
    spaces: dict[str, Path],
    *,
    tokenizer: Any = None,
    prompt_tokens: int | None = None,
    chat_template: str = "auto",
    dialect: str = "ngql",
    k: int = 10,
    progress: bool = False,
) -> tuple[list[dict[str, Any]], BuildReport]:
    """Training rows (``input``/``output`` + labels + ``split``) of ``task`` for ``rows``.

    The reranker prompt is cut to ``prompt_tokens`` (needs ``tokenizer``); ``multitask`` makes
    reranker and rewriter rows with :data:`TASK_PREFIX` in front of each prompt.
    """
    from finetune.prepare_data import Linkers, QuestionRefused, reranker_row, rewriter_row
    from r3.errors import QueryError
    from r3.lang.ddl import load_space_schema

    if task not in SFT_TASKS:
        raise UserInputError(f"unknown task {task!r}; use one of: {', '.join(SFT_TASKS)}")
    tasks = ["reranker", "rewriter"] if task == "multitask" else [task]
    report = BuildReport()
    count = token_counter(tokenizer) if tokenizer is not None else None
    overhead = chat_overhead(tokenizer, chat_template) if tokenizer is not None else 0
    schemas: dict[str, Any] = {}
    linkers: dict[Path, Linkers] = {}
    out: list[dict[str, Any]] = []
    items: Iterable[dict[str, Any]] = rows
    if progress:
        from tqdm import tqdm

        items = tqdm(rows, desc=f"{task} rows", unit="row")
    try:
        for row in items:
            space_name = str(row["space"])
            folder = spaces.get(space_name)
            if folder is None:
                report.skipped[f"no graph folder for space {space_name}"] += 1
                continue
            if space_name not in schemas:
                try:
                    schemas[space_name] = load_space_schema(folder, space_name)
                except R3Error as e:
                    raise UserInputError(f"cannot read the schema of {space_name}: {e}") from e
            space = schemas[space_name]
            for one in tasks:
                try:
                    if one == "reranker":
                        made = reranker_row(row, space, dialect=dialect)
                        if prompt_tokens is not None and count is not None:
                            from r3.pipeline.reranker import reranker_context

                            schema_text, skeleton_text = reranker_context(
                                space, dialect, paper=True, question=str(row["question"])
                            )
                            fitted = budget_reranker_prompt(
                                made["prompt"],
                                schema_text,
                                skeleton_text,
                                count,
                                prompt_tokens,
                                overhead=overhead
                                + (count(TASK_PREFIX.format(task=one)) if task == "multitask" else 0),
                            )
                            made["input"], made["cut"] = fitted.prompt, fitted.cut
                            report.prompt_tokens.setdefault(one, []).append(fitted.tokens)
                            for key, names in fitted.cut.items():
                                report.cut_counts.setdefault(key, Counter()).update(names)
                    elif one == "rewriter":
                        if folder not in linkers:
                            linkers[folder] = Linkers(folder)
                        made = rewriter_row(row, linkers[folder](space_name), k=k, dialect=dialect)
                        if not made["complete"]:
                            report.skipped["rewriter: gold entity not among the retrieved items"] += 1
                            continue
                    else:
                        made = refiner_row(row, space, dialect=dialect)
                except QueryError:
                    report.skipped[f"{one}: gold query does not parse"] += 1
                    continue
                except QuestionRefused:
                    report.skipped[f"{one}: question refused by the linker"] += 1
                    continue
                except UserInputError as e:
                    if "budget" not in str(e):
                        raise
                    report.skipped[f"{one}: prompt over the token budget"] += 1
                    continue
                if task == "multitask":
                    made["input"] = TASK_PREFIX.format(task=one) + made["input"]
                made["split"] = row["split"]
                made["source"] = row.get("source", "data")
                out.append(made)
                key = f"{one}/{row['split']}"
                report.written[key] = report.written.get(key, 0) + 1
    finally:
        for linker in linkers.values():
            linker.__exit__(None, None, None)
    return out, report


def refiner_row(row: dict[str, Any], space: Any, *, dialect: str = "ngql") -> dict[str, Any]:
    """A refiner SFT row: the serving refiner prompt with the gold reranker labels' partial schema
    and skeleton (what a perfect reranker would hand it), and the gold query as target."""
    from r3.lang.analysis import analyze
    from r3.lang.parser import parse
    from r3.lang.printer import to_text
    from r3.pipeline.config import RefinerConfig
    from r3.pipeline.refiner import refiner_prompt
    from r3.pipeline.reranker import resolve_rerank, skeleton_for
    from r3.pipeline.types import RefineRequest, RewriteOutput, StageInput

    gold = str(row["gold"])
    analysis = analyze(gold, dialect, schema=space)
    skeleton = skeleton_for(dialect)
    functions = skeleton.names_for(gold)
    rerank = resolve_rerank(
        space,
        skeleton,
        crud=[n for n in functions if skeleton.functions[n].kind == "crud"],
        clauses=[n for n in functions if skeleton.functions[n].kind == "clause"],
        classes=[*analysis.tags, *analysis.edge_types],
        on_unknown="drop",
    )
    question = str(row["question"])
    request = RefineRequest(
        input=StageInput(question=question, space=space, dialect=dialect),
        rerank=rerank,
        rewrite=RewriteOutput(question),
    )
    prompt = refiner_prompt(request, RefinerConfig())
    return {
        "id": row.get("id"),
        "space": row.get("space"),
        "task": "refiner",
        "dialect": dialect,
        "question": question,
        "content": gold,
        "input": prompt,
        "output": to_text(parse(gold, dialect=dialect), dialect),
    }


__all__ = [
    "BuildReport",
    "Budgeted",
    "SFT_TASKS",
    "Sources",
    "TASK_PREFIX",
    "budget_reranker_prompt",
    "build_rows",
    "chat_overhead",
    "collect_rows",
    "refiner_row",
    "space_folders",
    "split_of",
    "token_counter",
]
