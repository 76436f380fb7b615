"""How often an answerer is right about the demo space's free text (``data/restaurants``).

Why: the free-text benchmark (``bench_freetext.py``) shows that the executor returns the same
rows with fewer calls *for a given answerer*; whether those rows are right depends on the
answerer. The demo space's truth is known (the generator's hidden facts), so this measures:

- judgements: yes/no ``answer(reviews, "Is it quiet?")`` on a seeded sample of
  (restaurant, aspect) pairs, against the facts (praised → Yes; criticised or unmentioned → No);
- questions: the demo questions of ``questions.jsonl`` run as written (both the list questions,
  whose rows must equal the expected ones exactly, and the yes/no ones).

    python eval/bench_freetext_model.py                                # offline lexical answerer
    python eval/bench_freetext_model.py --answerer local:smollm2-135m   # a real small model

Prints one line per answerer: judgements right, questions right, model calls, seconds.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from r3.freetext import Budget, FreeTextExecutor, FreeTextRequest, make_answerer  # noqa: E402
from r3.graph.embedded import EmbeddedBackend  # noqa: E402

SPACE = ROOT / "data" / "restaurants"


def _aspects() -> dict[str, tuple[str, list[str], list[str]]]:
    spec = importlib.util.spec_from_file_location("restaurants_generate", SPACE / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ASPECTS


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--answerer", action="append", help="offline or a model spec (repeatable; default: offline)"
    )
    p.add_argument("--judgements", type=int, default=80, help="(restaurant, aspect) pairs to judge")
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args(argv)
    aspects = _aspects()
    reviews = {
        row["vid"]: row["reviews"]
        for row in csv.DictReader((SPACE / "restaurants.csv").open(encoding="utf-8"))
    }
    facts = list(csv.DictReader((SPACE / "facts.csv").open(encoding="utf-8")))
    sample = random.Random(args.seed).sample(facts, min(args.judgements, len(facts)))
    questions = [json.loads(line) for line in (SPACE / "questions.jsonl").open(encoding="utf-8")]
    graded = [q for q in questions if q["expected"] is not None]
    backend = EmbeddedBackend.open(SPACE)
    for spec in args.answerer or ["offline"]:
        answerer = make_answerer(spec)
        started = time.perf_counter()
        got = answerer.run(
            [FreeTextRequest("answer", reviews[f["vid"]], aspects[f["aspect"]][0]) for f in sample]
        )
        right = sum((g == "Yes") == (f["polarity"] == "yes") for f, g in zip(sample, got, strict=True))
        yes_truth = sum(f["polarity"] == "yes" for f in sample)
        executor = FreeTextExecutor(answerer, budget=Budget(max_calls=None, max_seconds=None))
        q_right, calls = 0, len(sample)
        for q in graded:
            out = executor.execute(backend, q["ngql"])
            calls += out.stats.calls
            q_right += [list(r) for r in out.result.rows] == q["expected"]
        seconds = time.perf_counter() - started
        print(
            f"{answerer.name}: judgements {right}/{len(sample)} right ({right / len(sample):.0%}; "
            f"{yes_truth} truly yes, said yes {sum(g == 'Yes' for g in got)}); demo questions {q_right}/{len(graded)} "
            f"right; {calls} model calls, {seconds:.0f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
