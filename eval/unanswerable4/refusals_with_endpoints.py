"""Refusals as the pipeline decides them on an embedded graph (the schema with the edge
endpoints the engine reads from the data), over every ``eval/devshapes*`` question and the rows
of ``eval/unanswerable2``, ``3`` and ``4`` (graphs of the devshapes folders only) — and, for
every unanswerable row left unrefused, *why* in one of a few kinds read off the verdict (no
question text is needed to count them).

Usage::

    python eval/unanswerable4/refusals_with_endpoints.py [--list]
"""

from __future__ import annotations

import argparse
import collections
import importlib
import json
from pathlib import Path
from typing import Any

from r3.pipeline.confidence import answerability
from r3.pipeline.confidence.words import held_spans, inside, relation_word
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline

EVAL = Path(__file__).resolve().parent.parent
SUITES = ("devshapes", "unanswerable2", "unanswerable3", "unanswerable4")
#: The module (the package's ``answerability`` name is the function).
rules = importlib.import_module("r3.pipeline.confidence.answerability")


def _lines(path: Path) -> list[str]:
    return [line for line in path.read_text("utf-8").splitlines() if line.strip()]


def _rows(folders: dict[str, Path]) -> list[dict]:
    rows = []
    for folder in sorted(EVAL.glob("devshapes*")):
        if (folder / "questions.jsonl").is_file():
            rows += [
                dict(json.loads(line), _suite="devshapes") for line in _lines(folder / "questions.jsonl")
            ]
    for name in SUITES[1:]:
        rows += [dict(json.loads(line), _suite=name) for line in _lines(EVAL / name / "questions.jsonl")]
    return [r for r in rows if r.get("space") in folders]


def why_kept(question: str, links: Any, verdict: Any) -> str:
    """One kind of reason an unanswerable question was answered (read off the verdict)."""
    asked = rules.asked_words(question, links)
    held = held_spans(question, links)
    if asked and all(inside(w.start, w.start + len(w.text), held) for w in asked):
        return "a stored value in the asked position"
    if verdict.unjudged:
        return "a Chinese word the dictionary does not hold (unjudged)"
    heads = rules._heads(asked)
    if heads:
        if any(relation_word(h) for h in heads):
            return "the asked word is a query-language relation word"
        return "the asked word is related to a schema item (lexical neighbour)"
    if not verdict.words:
        return "no content word left (cut by stop words)"
    if any(verdict.matched.get(w.text) for w in verdict.words):
        return "no asked position; a word names a schema item elsewhere"
    return "no asked position; a verb or word out of it names nothing"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print each unrefused row with its kind")
    args = parser.parse_args(argv)
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
    kept: collections.Counter = collections.Counter()
    listed: list[tuple[str, str, str, str]] = []
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
            if unanswerable and verdict.answerable:
                why = why_kept(row["question"], links, verdict)
                kept[(row["_suite"], why)] += 1
                listed.append((row["_suite"], row.get("kind", ""), why, row["question"]))
    print("| suite | unanswerable refused | answerable refused |\n|---|---:|---:|")
    for suite in SUITES:
        un = (counts[(suite, True, True)], counts[(suite, True, True)] + counts[(suite, True, False)])
        ok = (counts[(suite, False, True)], counts[(suite, False, True)] + counts[(suite, False, False)])
        print(f"| {suite} | {un[0]} / {un[1]} | {ok[0]} / {ok[1]} |")
    print("\n| why an unanswerable row stays answered | " + " | ".join(SUITES) + " | all |")
    print("|---|" + "---:|" * (len(SUITES) + 1))
    for why in sorted({w for _s, w in kept}, key=lambda w: -sum(kept[(s, w)] for s in SUITES)):
        cells = [kept[(s, why)] for s in SUITES]
        print(f"| {why} | " + " | ".join(str(c) for c in cells) + f" | {sum(cells)} |")
    if args.list:
        for suite, kind, why, question in listed:
            print(f"  [{suite}] [{kind or '-'}] {why}: {question}")


if __name__ == "__main__":
    main()
