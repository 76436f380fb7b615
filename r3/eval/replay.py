"""Replay a dataset's gold queries on the embedded engine and compare with the gold results.

Why: ``gold_result`` holds what NebulaGraph itself returned for each gold query, so running
the same query on r3's embedded engine and comparing the rows *as values* measures how
faithful the engine is (and therefore how far execution accuracy measured on it can be
trusted). ``r3 replay`` and ``tests/conformance/test_replay_conformance.py`` run this module.

Decisions, and why:

- Each space is loaded once (``DIR/<space>/`` through :func:`r3.engine.load_graph`) into an
  in-memory store and shared by every row of that space. By default (``writes="prepared"``)
  the dataset's own write queries are applied to it first: NebulaGraph recorded the gold
  results on a database where they had run (see :class:`Replayer`).
- A row whose query writes (INSERT, UPDATE, DDL …, found on its AST) runs on a *fresh copy*
  of its space, loaded anew and thrown away afterwards; every other row runs read-only, so an
  unnoticed write cannot leak into a later row — the engine refuses it instead. The test
  graphs load in a fraction of a second, so copying by reloading is cheaper than any
  snapshot machinery.
- Rows compare as a multiset unless the query ends by ordering (``… | ORDER BY … [| LIMIT]``,
  ``RETURN … ORDER BY …``): then row by row, except that rows tied on the sort key (when the
  key is a result column) may come in any order, as they may in NebulaGraph. Column names are
  not compared: ``gold_result`` has none.
- A query that fails where the gold result is empty is *not* reproduced (NebulaGraph answered
  with no rows, not an error); it is reported apart as ``error-vs-empty``.

One query runs under a guard (:func:`r3.engine.runner.run_query`), the TCK runner's way too.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.runner import GraphPool, run_query
from r3.errors import QuerySyntaxError, R3Error, UserInputError, one_line
from r3.inputs import read_dataset
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.writes import write_statements
from r3.values import Value, ValueParseError, parse_gold_result, rows_equal
from r3.values.harness_compare import values_equal
from r3.values.json import JsonObject

#: Row statuses; only ``reproduced`` counts as a success.
REPRODUCED = "reproduced"
DIFFERS = "differs"
ERROR = "error"
ERROR_VS_EMPTY = "error-vs-empty"
CRASH = "crash"
BAD_ROW = "bad-row"


# --------------------------------------------------------------------------- running one query


def locate_shared(explicit: str | Path | None = None) -> Path:
    """The reference-data folder: ``explicit``, else ``$R3_SHARED``, else ``../shared`` of the checkout."""
    if explicit is not None:
        return Path(explicit)
    env = os.environ.get("R3_SHARED")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / "shared"


# --------------------------------------------------------------------------- ordering


def final_order_keys(script: A.Script) -> list[A.Expr] | None:
    """The ORDER BY items the query's result ends sorted by, or None when its order is arbitrary.

    Only an ordering at the end counts: ``… | ORDER BY … [| LIMIT …] [| YIELD …]`` or a final
    ``RETURN … ORDER BY …``. An ORDER BY followed by a GROUP BY, a DISTINCT or another query
    part no longer decides the order.
    """
    if not script.statements:
        return None
    stmt: A.Statement = script.statements[-1]
    while isinstance(stmt, (A.Explain, A.Assignment)):
        if isinstance(stmt, A.Explain):
            if not stmt.body.statements:
                return None
            stmt = stmt.body.statements[-1]
        else:
            stmt = stmt.statement
    parts = stmt.parts if isinstance(stmt, A.Pipe) else [stmt]
    for part in reversed(parts):
        if isinstance(part, A.OrderBy):
            return [item.expr for item in part.items]
        if isinstance(part, A.Limit) or (isinstance(part, A.Yield) and not part.yield_.distinct):
            continue
        if isinstance(part, A.CypherQuery) and part.clauses:
            last = part.clauses[-1]
            if isinstance(last, A.ReturnClause) and last.projection.order_by:
                return [item.expr for item in last.projection.order_by]
        return None
    return None


def sort_key_columns(keys: Sequence[A.Expr], columns: Sequence[str], script_text: str) -> list[int] | None:
    """Result columns the sort keys name (``$-.age``, an alias, a column's own text), if all do."""
    out: list[int] = []
    for key in keys:
        name: str | None = None
        if (isinstance(key, A.Property) and isinstance(key.obj, A.InputRef)) or isinstance(key, A.Variable):
            name = key.name
        elif key.span is not None:
            name = script_text[key.span.start : key.span.end]
        if name is None or name not in columns:
            return None
        out.append(columns.index(name))
    return out


def ordered_rows_equal(
    actual: Sequence[Sequence[Value]],
    expected: Sequence[Sequence[Value]],
    key_columns: list[int] | None,
    *,
    cross_backend: bool = False,
) -> bool:
    """Row-by-row equality where runs of expected rows tied on ``key_columns`` may be permuted
    (``cross_backend``: the rows come from two backends — numbers as values and bare elements
    by identity, see :mod:`r3.values.harness_compare`)."""
    n = cross_backend
    if key_columns is None:
        return bool(
            rows_equal(actual, expected, ordered=True, numbers_as_values=n, bare_elements_by_identity=n)
        )
    if len(actual) != len(expected):
        return False
    start = 0
    while start < len(expected):
        end = start + 1
        while end < len(expected) and _same_key(expected[end], expected[start], key_columns):
            end += 1
        if not rows_equal(
            actual[start:end], expected[start:end], numbers_as_values=n, bare_elements_by_identity=n
        ):
            return False
        start = end
    return True


def _same_key(a: Sequence[Value], b: Sequence[Value], key_columns: list[int]) -> bool:
    return all(i < len(a) and i < len(b) and values_equal(a[i], b[i]) for i in key_columns)


# --------------------------------------------------------------------------- replay


@dataclass
class ReplayResult:
    """The outcome of one dataset row."""

    id: str
    space: str
    query: str
    status: str
    reason: str = ""
    ordered: bool = False
    wrote: bool = False
    actual_rows: int | None = None
    expected_rows: int | None = None
    elapsed_s: float = 0.0

    @property
    def reproduced(self) -> bool:
        return self.status == REPRODUCED

    def line(self) -> str:
        """``id: status: reason`` — what ``r3 replay`` prints for a row that failed."""
        return f"{self.id}: {self.status}: {self.reason}" if self.reason else f"{self.id}: {self.status}"


@dataclass
class ReplayReport:
    results: list[ReplayResult] = field(default_factory=list)
    writes: str = "prepared"
    #: Write queries of the dataset applied to every space copy first (``writes="prepared"``).
    setup_queries: int = 0
    #: Setup queries that failed, with their error line.
    setup_errors: dict[str, str] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def reproduced(self) -> int:
        return sum(r.reproduced for r in self.results)

    @property
    def rate(self) -> float:
        return self.reproduced / self.total if self.total else 0.0

    def failures(self) -> list[ReplayResult]:
        return [r for r in self.results if not r.reproduced]

    def status_counts(self) -> Counter[str]:
        return Counter(r.status for r in self.results)

    def summary_line(self) -> str:
        """The last line ``r3 replay`` prints: ``reproduced R/N``."""
        return f"reproduced {self.reproduced}/{self.total}"

    def write_json(self, path: str | Path) -> None:
        data = {
            "reproduced": self.reproduced,
            "total": self.total,
            "writes": self.writes,
            "setup_queries": self.setup_queries,
            "setup_errors": self.setup_errors,
            "statuses": dict(self.status_counts()),
            "rows": [asdict(r) for r in self.results],
        }
        try:
            Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        except OSError as e:
            raise UserInputError(f"cannot write {path}: {e}") from e


def select_ids(
    rows: list[JsonObject], ids: Iterable[str], *, source: str = "the dataset"
) -> list[JsonObject]:
    """The rows whose id is in ``ids`` (file order); every id must exist."""
    wanted = {str(i) for i in ids}
    picked = [r for r in rows if str(r.get("id")) in wanted]
    missing = wanted - {str(r.get("id")) for r in picked}
    if missing:
        raise UserInputError(f"ids not in {source}: {', '.join(sorted(missing))}")
    return picked


WRITE_MODES = ("prepared", "isolated")


class Replayer:
    """Runs dataset rows on the embedded engine, one :class:`ReplayResult` per row.

    ``writes`` says which graph state rows run on:

    - ``"prepared"`` (default): every space is loaded and then the dataset's own write queries
      (``dataset_rows`` whose query writes, in file order) are applied to it, once, before any
      row runs. Why: NebulaGraph recorded ``gold_result`` on a database where those writes had
      been executed — in nl2gql/dev.jsonl rows that come before the INSERT row in the file
      already see the edges it inserts — so this is the state the gold results describe. The
      state is the same for every row whatever order or subset (``--ids``) is replayed.
    - ``"isolated"``: the graph folder as it is; the dataset's writes are not applied.

    In both modes a row that writes runs on a fresh copy of that state, thrown away afterwards,
    and every other row runs read-only on the shared copy.
    """

    def __init__(
        self,
        graphs_dir: str | Path,
        *,
        field: str = "gold",
        limits: Limits | None = None,
        writes: str = "prepared",
        dataset_rows: Iterable[JsonObject] = (),
    ) -> None:
        if writes not in WRITE_MODES:
            raise UserInputError(f"writes must be one of {', '.join(WRITE_MODES)}, got {writes!r}")
        self.field = field
        self.writes = writes
        setup: dict[str, list[str]] = {}
        if writes == "prepared":
            for row in dataset_rows:
                query, space = row.get(field), row.get("space")
                if isinstance(query, str) and isinstance(space, str) and _analyse(query)[1]:
                    setup.setdefault(space, []).append(query)
        self.pool = GraphPool(graphs_dir, setup)
        self.limits = limits if limits is not None else Limits(timeout_s=20.0)
        # The hard guard only fires when the engine's own deadline was not checked in time.
        self.hard_limit_s = self.limits.timeout_s * 2 + 1

    @property
    def setup_queries(self) -> int:
        """How many write queries are applied to each fresh copy (``writes="prepared"``)."""
        return sum(len(v) for v in self.pool.setup.values())

    def run_row(self, row: JsonObject) -> ReplayResult:
        rid = str(row.get("id", "?"))
        space = row.get("space")
        query = row.get(self.field)
        res = ReplayResult(rid, str(space or ""), query if isinstance(query, str) else "", BAD_ROW)
        if not isinstance(query, str) or not query.strip():
            res.reason = f"no query in field {self.field!r}"
            return res
        if not isinstance(space, str) or not space:
            res.reason = "row names no space"
            return res
        try:
            expected = parse_gold_result(row.get("gold_result", []))
        except (ValueParseError, UserInputError) as e:
            res.reason = f"gold_result unreadable: {one_line(str(e), 120)}"
            return res
        res.expected_rows = len(expected)
        keys, res.wrote = _analyse(query)
        res.ordered = keys is not None
        try:
            store = self.pool.fresh(space) if res.wrote else self.pool.shared(space)
        except R3Error as e:
            res.reason = one_line(str(e))
            return res
        engine = Engine(store, space=space, limits=self.limits)
        out = run_query(engine, query, allow_writes=res.wrote, hard_limit_s=self.hard_limit_s)
        res.elapsed_s = out.elapsed_s
        if out.result is None:
            res.status = ERROR_VS_EMPTY if not expected else (CRASH if out.crash else ERROR)
            res.reason = out.error_line()
            return res
        actual = out.result.rows
        res.actual_rows = len(actual)
        if keys is not None:
            equal = ordered_rows_equal(actual, expected, sort_key_columns(keys, out.result.columns, query))
        else:
            equal = bool(rows_equal(actual, expected))
        if equal:
            res.status = REPRODUCED
            return res
        res.status = DIFFERS
        comparison = rows_equal(actual, expected, ordered=keys is not None)
        res.reason = _diff_line(comparison.diff(limit=2))
        return res

    def run(
        self, rows: Iterable[JsonObject], *, on_result: Callable[[ReplayResult], None] | None = None
    ) -> ReplayReport:
        report = ReplayReport(writes=self.writes, setup_queries=self.setup_queries)
        for row in rows:
            result = self.run_row(row)
            report.results.append(result)
            if on_result is not None:
                on_result(result)
        report.setup_errors = dict(self.pool.setup_errors)
        return report


def _analyse(query: str) -> tuple[list[A.Expr] | None, bool]:
    """(final sort keys, writes?) of a query; a query that does not parse neither sorts nor writes."""

    try:
        script = parse(query, "ngql")
    except QuerySyntaxError:
        return None, False
    return final_order_keys(script), bool(write_statements(script))


def _diff_line(diff: str) -> str:
    """The first lines of a rows diff joined into one line (``rows differ: …; missing …``)."""
    lines = [line.strip() for line in diff.splitlines() if line.strip()]
    return one_line("; ".join(lines[:5]), 400)


def replay_file(
    dataset: str | Path,
    graphs_dir: str | Path,
    *,
    ids: Iterable[str] | None = None,
    limits: Limits | None = None,
    writes: str = "prepared",
    on_result: Callable[[ReplayResult], None] | None = None,
) -> ReplayReport:
    """Replay every row of a JSONL dataset (or only ``ids``) against ``graphs_dir``.

    The prepared state is built from the whole file's writes, also when only ``ids`` run.
    """
    all_rows = read_dataset(dataset)
    rows = select_ids(all_rows, ids, source=str(dataset)) if ids is not None else all_rows
    replayer = Replayer(graphs_dir, limits=limits, writes=writes, dataset_rows=all_rows)
    return replayer.run(rows, on_result=on_result)


__all__ = [
    "BAD_ROW",
    "CRASH",
    "DIFFERS",
    "ERROR",
    "ERROR_VS_EMPTY",
    "REPRODUCED",
    "ReplayReport",
    "ReplayResult",
    "Replayer",
    "final_order_keys",
    "locate_shared",
    "ordered_rows_equal",
    "WRITE_MODES",
    "read_dataset",
    "replay_file",
    "select_ids",
    "sort_key_columns",
]
