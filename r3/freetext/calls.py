"""Model calls for one query: batched, in parallel up to a bound, cached, and on a budget.

Why one place: every optimisation of the executor ends in "these requests need answers
now". Whether an answer comes from the cache or the model, how many requests share one
batch, how many batches run at once and when the query's budget of calls and seconds is
spent are decided here, and counted here (the numbers the benchmark reports).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from r3.freetext.answer_cache import FreeTextCache, request_key
from r3.freetext.answerers import Answerer, FreeTextRequest

__all__ = ["Budget", "BudgetSpent", "CallRunner", "CallStats"]


@dataclass(frozen=True)
class Budget:
    """Per-query limits: model calls and wall seconds (None: unlimited)."""

    max_calls: int | None = 1000
    max_seconds: float | None = 300.0


class BudgetSpent(Exception):
    """Internal signal: the query's budget ran out (the executor turns it into a marked result)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        #: Row index → verdict for the rows decided before the budget ran out (lazy filters).
        self.decided: Mapping[int, object] = {}


@dataclass
class CallStats:
    """What one query (or a run of queries) cost."""

    calls: int = 0
    cache_hits: int = 0
    batches: int = 0

    def add(self, other: CallStats) -> None:
        self.calls += other.calls
        self.cache_hits += other.cache_hits
        self.batches += other.batches


class CallRunner:
    """Resolves requests for one query. ``memo`` holds this query's answers (so a request is
    never sent twice in one query); ``cache`` (optional) shares them across queries and runs."""

    def __init__(
        self,
        answerer: Answerer,
        *,
        cache: FreeTextCache | None = None,
        budget: Budget | None = None,
        concurrency: int = 4,
        batch_size: int = 8,
    ) -> None:
        self.answerer = answerer
        self.cache = cache
        self.budget = budget or Budget()
        limit = answerer.max_concurrency
        self.concurrency = max(1, min(concurrency, limit) if limit is not None else concurrency)
        self.batch_size = max(1, batch_size)
        self.stats = CallStats()
        self.memo: dict[FreeTextRequest, str] = {}
        self._identity = answerer.identity()
        self._started = time.monotonic()

    def check_time(self) -> None:
        """Raise :class:`BudgetSpent` once the query's seconds are used up."""
        limit = self.budget.max_seconds
        if limit is not None and time.monotonic() - self._started > limit:
            raise BudgetSpent(f"time budget of {limit:g} s spent")

    def resolve(self, requests: Sequence[FreeTextRequest], *, use_memo: bool = True) -> None:
        """Answer every request not known yet (into ``memo``). ``use_memo=False`` sends each
        request, duplicates too (the naive baseline: one call per row and predicate)."""
        self.check_time()
        todo = list(dict.fromkeys(r for r in requests if r not in self.memo)) if use_memo else list(requests)
        if not todo:
            return
        if self.cache is not None:
            keys = {r: request_key(self._identity, r) for r in todo}
            hits = self.cache.get_many(list(keys.values()))
            fresh: list[FreeTextRequest] = []
            for r in todo:
                value = hits.get(keys[r])
                if value is None:
                    fresh.append(r)
                else:
                    self.memo[r] = value
                    self.stats.cache_hits += 1
            todo = fresh
        if not todo:
            return
        limit = self.budget.max_calls
        spent = False
        if limit is not None and self.stats.calls + len(todo) > limit:
            todo = todo[: max(0, limit - self.stats.calls)]
            spent = True
        answers = self._call(todo)
        self.stats.calls += len(todo)
        for r, a in zip(todo, answers, strict=True):
            self.memo[r] = a
        if self.cache is not None:
            self.cache.put_many(
                {request_key(self._identity, r): a for r, a in zip(todo, answers, strict=True)}
            )
        if spent:
            raise BudgetSpent(f"call budget of {limit} model calls spent")

    def _call(self, todo: list[FreeTextRequest]) -> list[str]:
        if not todo:
            return []
        batches = [todo[i : i + self.batch_size] for i in range(0, len(todo), self.batch_size)]
        self.stats.batches += len(batches)
        if len(batches) == 1 or self.concurrency == 1:
            return [a for b in batches for a in self.answerer.run(b)]
        with ThreadPoolExecutor(max_workers=min(self.concurrency, len(batches))) as pool:
            return [a for answers in pool.map(self.answerer.run, batches) for a in answers]
