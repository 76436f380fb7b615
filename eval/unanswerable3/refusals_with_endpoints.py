"""Refusals as the pipeline decides them on an embedded graph: the schema with the edge
endpoints the engine reads from the data (``bench_confidence.py --refusals-only`` reads schemas
without them, where the rule for another kind's relation cannot fire).

Runs linking + :func:`~r3.pipeline.confidence.answerability` over every ``eval/devshapes*``
question and the rows of ``eval/unanswerable2`` and ``eval/unanswerable3`` (graphs of the
devshapes folders only), and prints refusals per suite and set, and every refusal of another
kind's relation.

Usage::

    python eval/unanswerable3/refusals_with_endpoints.py
"""

from __future__ import annotations

import collections
import json
from pathlib import Path

from r3.pipeline.confidence import answerability
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline

EVAL = Path(__file__).resolve().parent.parent


def _lines(path: Path) -> list[str]:
    return [line for line in path.read_text("utf-8").splitlines() if line.strip()]


def _rows(folders: dict[str, Path]) -> list[dict]:
    rows = []
    for folder in sorted(EVAL.glob("devshapes*")):
        rows += [dict(json.loads(line), _suite="devshapes") for line in _lines(folder / "questions.jsonl")]
    for name in ("unanswerable2", "unanswerable3"):
        rows += [dict(json.loads(line), _suite=name) for line in _lines(EVAL / name / "questions.jsonl")]
    return [r for r in rows if r.get("space") in folders]


def main() -> None:
    folders = {
        graph.name: graph
        for folder in EVAL.glob("devshapes*")
        if (folder / "graphs").is_dir()
        for graph in (folder / "graphs").iterdir()
        if graph.is_dir()
    }
    config = build_config(
        {"name": "t", "reranker": {"kind": "none"}, "rewriter": {"kind": "none"}, "synth_demos": False}
    )
    counts: collections.Counter = collections.Counter()
    other: list[tuple[str, bool, str, str]] = []
    with Pipeline(config) as pipeline:
        schemas = {}
        for row in _rows(folders):
            space, graph = row["space"], str(folders[row["space"]])
            if space not in schemas:
                schemas[space] = pipeline.schema(space, graph=graph)
            links = pipeline.link(row["question"], space=space, graph=graph, k=config.rewriter.k)
            verdict = answerability(row["question"], schemas[space], links)
            unanswerable = bool(row.get("unanswerable"))
            counts[(row["_suite"], unanswerable, not verdict.answerable)] += 1
            if not verdict.answerable and "other kinds of things" in verdict.reason:
                other.append((row["_suite"], unanswerable, space, row["question"]))
    print("| suite | unanswerable refused | answerable refused |\n|---|---:|---:|")
    for suite in ("devshapes", "unanswerable2", "unanswerable3"):
        un = (counts[(suite, True, True)], counts[(suite, True, True)] + counts[(suite, True, False)])
        ok = (counts[(suite, False, True)], counts[(suite, False, True)] + counts[(suite, False, False)])
        print(f"| {suite} | {un[0]} / {un[1]} | {ok[0]} / {ok[1]} |")
    print("\nrefused as another kind's relation:")
    for suite, unanswerable, space, question in other:
        print(f"  [{suite}, {'unanswerable' if unanswerable else 'ANSWERABLE'}] [{space}] {question}")


if __name__ == "__main__":
    main()
