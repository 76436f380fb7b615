"""Free-text queries: SUQL's optimised executor against naive evaluation, same answerer, same rows.

Why: ``answer()`` costs a model call per row it meets, so what matters is how few rows meet
it — and that the optimisations change nothing about the result. This generates the
``restaurants`` space at benchmark size (``data/restaurants/generate.py``, seeded: 100k
restaurants with reviews by default), writes ≥ 50 queries from templates that mix structural
and free-text predicates (ANDs, ORs, NOT, LIMIT with and without ORDER BY, summary() in
RETURN, answer() in ORDER BY, no LIMIT), runs each on the embedded engine

- naive: every candidate row of the pattern × every free-text call site, no cache;
- optimised: structural conjuncts pushed, free-text conjuncts cheapest first, dense
  prefilter + lazy LIMIT, summary() for returned rows, batched calls, an on-disk cache
  (fresh for the run, so the numbers are cold), then once more warm;

and checks that both return exactly the same rows (order included). The answerer is the
offline lexical one unless ``--answerer`` names a model; ``--call-ms`` adds a simulated model
latency per request (to see what batching and concurrency buy).

    python eval/bench_freetext.py                      # 100k restaurants, 60 queries
    python eval/bench_freetext.py --restaurants 20000 --queries 50

Last line: ``model calls OPT vs NAIVE naive; identical K/N``.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from r3.freetext import Budget, FreeTextCache, FreeTextExecutor, FreeTextRequest, make_answerer  # noqa: E402
from r3.graph.embedded import EmbeddedBackend  # noqa: E402


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location(
        "restaurants_generate", ROOT / "data/restaurants/generate.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class SlowAnswerer:
    """Another answerer with a fixed latency per request (a stand-in for a model's)."""

    def __init__(self, inner: Any, call_ms: float) -> None:
        self.inner = inner
        self.delay = call_ms / 1000.0
        self.name = f"{inner.name} + {call_ms:g} ms/call"

    def identity(self) -> str:
        return self.inner.identity()

    def run(self, requests: Sequence[FreeTextRequest]) -> list[str]:
        time.sleep(self.delay * len(requests))
        return self.inner.run(requests)


def make_queries(gen: Any, cities: list[str], n: int, seed: int) -> list[tuple[str, str]]:
    """(kind, nGQL query) pairs from templates over the generated vocabulary."""
    rng = random.Random(seed)
    aspects = list(gen.ASPECTS)
    cuisines = list(gen.CUISINES)

    # kind -> (weight, template over {match} {a} {b} {cu} {k}: two aspects' questions, a cuisine, a limit)
    templates = {
        "and+order+limit": (3,
            '{match} r.restaurant.price <= 2 AND answer(r.restaurant.reviews, "{a}") == "Yes" '
            "RETURN r.restaurant.name AS name, r.restaurant.rating AS rating ORDER BY rating DESC, name LIMIT {k}"),
        "and+limit (relevance)": (3,
            '{match} r.restaurant.rating >= 3.5 AND answer(r.restaurant.reviews, "{a}") == "Yes" '
            "RETURN r.restaurant.name AS name LIMIT {k}"),
        "two free-text conjuncts": (2,
            '{match} answer(r.restaurant.reviews, "{a}") == "Yes" '
            'AND answer(r.restaurant.reviews, "{b}") == "Yes" AND r.restaurant.rating >= 3.0 '
            "RETURN r.restaurant.name AS name ORDER BY name LIMIT {k}"),
        "or of conjunctions": (2,
            '{match} answer(r.restaurant.reviews, "{a}") == "Yes" '
            'OR r.restaurant.cuisine == "{cu}" AND answer(r.restaurant.reviews, "{b}") == "Yes" '
            "RETURN r.restaurant.name AS name ORDER BY name LIMIT {k}"),
        "not + summary": (1,
            '{match} r.restaurant.price == 1 AND NOT answer(r.restaurant.reviews, "{a}") == "Yes" '
            "RETURN r.restaurant.name AS name, summary(r.restaurant.reviews) AS gist ORDER BY name LIMIT {k}"),
        "cuisine, no limit": (1,
            '{match} r.restaurant.cuisine == "{cu}" '
            'AND answer(r.restaurant.reviews, "{a}") == "Yes" RETURN r.restaurant.name AS name ORDER BY name'),
        "answer() in RETURN": (1,
            "{match} r.restaurant.price == 2 "
            'RETURN r.restaurant.name AS name, answer(r.restaurant.reviews, "{a}") AS verdict ORDER BY name LIMIT {k}'),
        "answer() in ORDER BY": (1,
            '{match} r.restaurant.cuisine == "{cu}" '
            'RETURN r.restaurant.name AS name ORDER BY answer(r.restaurant.reviews, "{a}") DESC, name LIMIT {k}'),
    }  # fmt: skip
    pool = [kind for kind, (weight, _) in templates.items() for _ in range(weight)]
    out = []
    for i in range(n):
        kind = pool[i % len(pool)]
        a, b = rng.sample(aspects, 2)
        city, cu, k = rng.choice(cities), rng.choice(cuisines), rng.choice([3, 5, 10])
        match = f'MATCH (c:city {{name: "{city}"}})<-[:located_in]-(r:restaurant) WHERE'
        query = templates[kind][1].format(match=match, a=gen.ASPECTS[a][0], b=gen.ASPECTS[b][0], cu=cu, k=k)
        out.append((kind, query))
    return out


def _ratio(a: int, b: int) -> str:
    return f"{a / b:.1f}x" if b else "-"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--restaurants", type=int, default=100_000)
    p.add_argument("--cities", type=int, default=400)
    p.add_argument("--queries", type=int, default=60)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--answerer", default="offline", help="offline (lexical, no model) or a model spec")
    p.add_argument("--call-ms", type=float, default=0.0, help="simulated latency per model request")
    p.add_argument(
        "--graph-dir", type=Path, help="where to write/reuse the generated graph (default: a temp dir)"
    )
    args = p.parse_args(argv)

    gen = _generator()
    with tempfile.TemporaryDirectory(prefix="r3-freetext-") as tmp:
        folder = args.graph_dir or Path(tmp) / "restaurants"
        started = time.perf_counter()
        if not (folder / "config.yaml").is_file():
            gen.write_space(folder, args.restaurants, args.cities, gen.SEED)
        backend = EmbeddedBackend.open(folder)
        n_vertices = backend.execute("MATCH (v:restaurant) RETURN count(v) AS n").rows[0][0]
        print(f"graph: {n_vertices} restaurants with reviews + {args.cities} cities, "
              f"made and loaded in {time.perf_counter() - started:.1f} s")  # fmt: skip
        answerer = make_answerer(args.answerer)
        if args.call_ms:
            answerer = SlowAnswerer(answerer, args.call_ms)
        cities = [row[0] for row in backend.execute("MATCH (c:city) RETURN c.city.name AS n ORDER BY n").rows]
        queries = make_queries(gen, cities, args.queries, args.seed)
        unlimited = Budget(max_calls=None, max_seconds=None)
        cache = FreeTextCache(Path(tmp) / "answers.sqlite")
        runs = {
            "naive": FreeTextExecutor(answerer, mode="naive", budget=unlimited),
            "udf": FreeTextExecutor(answerer, mode="udf", budget=unlimited),
            "opt": FreeTextExecutor(answerer, cache=cache, budget=unlimited),
        }
        calls: dict[str, dict[str, int]] = {m: defaultdict(int) for m in runs}
        seconds: dict[str, float] = defaultdict(float)
        count: dict[str, int] = defaultdict(int)
        same: dict[str, int] = defaultdict(int)
        identical = identical_udf = 0
        print(f"answerer: {answerer.name}; {len(queries)} queries")
        for kind, query in queries:
            results = {m: ex.execute(backend, query) for m, ex in runs.items()}
            naive_rows, opt_rows = results["naive"].result, results["opt"].result
            ok = naive_rows.columns == opt_rows.columns and naive_rows.rows == opt_rows.rows
            identical += ok
            identical_udf += results["udf"].result.rows == opt_rows.rows
            if not ok:
                print(f"DIFFERENT ROWS: {query}\n  naive {naive_rows.rows}\n  opt   {opt_rows.rows}")
            count[kind] += 1
            same[kind] += ok
            for m, r in results.items():
                calls[m][kind] += r.stats.calls
                seconds[m] += r.elapsed_s
        warm_calls = warm_hits = 0
        warm_s = 0.0
        for _, query in queries:  # warm: the same queries again, answers from the on-disk cache
            r = runs["opt"].execute(backend, query)
            warm_calls += r.stats.calls
            warm_hits += r.stats.cache_hits
            warm_s += r.elapsed_s
        print()
        print(
            f"{'query kind':<24} {'n':>3} {'naive':>8} {'udf':>7} {'opt':>6} {'naive/opt':>10} {'udf/opt':>8} {'same':>6}"
        )
        for kind in count:
            n, c_naive, c_udf, c_opt = (
                count[kind],
                calls["naive"][kind],
                calls["udf"][kind],
                calls["opt"][kind],
            )
            print(f"{kind:<24} {n:>3} {c_naive:>8} {c_udf:>7} {c_opt:>6} {_ratio(c_naive, c_opt):>10} "
                  f"{_ratio(c_udf, c_opt):>8} {same[kind]:>3}/{n}")  # fmt: skip
        nq = len(queries)
        total = {m: sum(calls[m].values()) for m in runs}
        print()
        for m, label in (("naive", "naive (every candidate row x every predicate)"),
                         ("udf", "UDF baseline (structural conjuncts first, free text as written)"),
                         ("opt", "optimised, cold cache")):  # fmt: skip
            print(
                f"{label}: {total[m]} model calls, {seconds[m]:.1f} s ({1000 * seconds[m] / nq:.0f} ms/query)"
            )
        print(f"optimised, warm cache: {warm_calls} model calls, {warm_hits} cache hits, {warm_s:.1f} s "
              f"({1000 * warm_s / nq:.0f} ms/query)")  # fmt: skip
        print(f"fewer calls: {_ratio(total['naive'], total['opt'])} vs naive, {_ratio(total['udf'], total['opt'])} vs UDF; "
              f"the UDF baseline gives the same rows for {identical_udf}/{nq}")  # fmt: skip
        print(f"model calls {total['opt']} vs {total['naive']} naive; identical {identical}/{nq}")
        cache.close()
    return 0 if identical == len(queries) else 1


if __name__ == "__main__":
    sys.exit(main())
