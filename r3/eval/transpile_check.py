"""Does a transpiled query return what the original returns? nGQL on the engine vs Cypher on LadybugDB.

Why a module (not only a benchmark script): ``eval/bench_transpile.py`` reports it and a
conformance test holds a floor, so both must run the same comparison. For each dataset row:

1. the gold nGQL runs on the embedded engine, in the dataset's prepared state
   (:class:`~r3.eval.replay.Replayer`);
2. it is transpiled to Cypher (:func:`r3.lang.transpile.transpile`, the space's schema);
3. the Cypher runs on a LadybugDB database built from that same state
   (:class:`~r3.graph.ladybug_spaces.LadybugSpaces`);
4. the rows are compared as values the way EX compares them (:func:`~r3.eval.metrics.exact.exact_match`:
   as a multiset, or in order when the query ends by ordering) — strictly first, then with
   cross-backend EX's rule (numbers as values: LadybugDB's ``sum()`` of ints is a double; gold
   vertices/edges without properties by identity), the row recording which it needed (``relaxed``).

A row whose nGQL fails on the engine or writes is reported apart (``engine error`` /
``write``) and not counted. A row whose nGQL result holds a value Cypher has no form for
(:func:`cypher_can_return`: EMPTY, BAD_TYPE, vertices and edges without their properties)
counts, and is also marked, so a report can give the rate over the rows Cypher can express. Each failure is filed under the construct it shows (the
statement kind, plus the transpiler's or LadybugDB's complaint), so a report says what to
fix next.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from r3.contracts.schema import SpaceSchema
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.runner import run_query
from r3.errors import QueryError, QuerySyntaxError, R3Error, UserInputError
from r3.eval.falkordb_backend import FalkorSpaces
from r3.eval.metrics.exact import exact_match, order_key_columns
from r3.eval.replay import Replayer, final_order_keys
from r3.graph.falkordb_server import LocalFalkorDB
from r3.graph.ladybug_spaces import LadybugSpaces
from r3.lang import ast as A
from r3.lang.ddl import load_space_schema
from r3.lang.parser import parse
from r3.lang.transpile import transpile
from r3.lang.writes import write_statements
from r3.values import NULL, Edge, Empty, List, Map, Null, Set, Step, Value, Vertex
from r3.values import Path as GraphPath
from r3.values.json import JsonObject

#: Where :func:`check_rows` can run the Cypher.
BACKENDS = ("ladybug", "falkordb")
OUTCOMES = ("same", "differs", "transpile", "cypher error", "engine error", "write")
#: The relaxation that is cross-backend EX's own rule (``r3 eval --backend ladybug`` scores so):
#: numbers as values, gold elements without properties by identity.
CROSS_BACKEND = "cross-backend EX"


@dataclass
class RowCheck:
    id: str
    space: str
    construct: str
    outcome: str
    ngql: str
    cypher: str = ""
    detail: str = ""
    #: The nGQL result holds a value Cypher has no form for (see :func:`cypher_can_return`).
    inexpressible: bool = False
    #: The comparisons relaxed to find the rows the same (see :func:`relaxed_rows`), "" if none.
    relaxed: str = ""


@dataclass
class TranspileReport:
    rows: list[RowCheck] = field(default_factory=list)

    @property
    def counted(self) -> list[RowCheck]:
        return [r for r in self.rows if r.outcome not in ("engine error", "write")]

    @property
    def same(self) -> int:
        return sum(1 for r in self.counted if r.outcome == "same")

    @property
    def strict(self) -> int:
        """Rows the same under EX's strict comparison (no relaxation at all)."""
        return sum(1 for r in self.counted if r.outcome == "same" and not r.relaxed)

    @property
    def cross_backend(self) -> int:
        """Rows the same under cross-backend EX: strict, or with its rule (:data:`CROSS_BACKEND`)."""
        return sum(1 for r in self.counted if r.outcome == "same" and r.relaxed in ("", CROSS_BACKEND))

    @property
    def rate(self) -> float:
        return self.same / len(self.counted) if self.counted else 0.0

    @property
    def expressible(self) -> list[RowCheck]:
        return [r for r in self.counted if not r.inexpressible]

    @property
    def expressible_rate(self) -> float:
        rows = self.expressible
        return sum(1 for r in rows if r.outcome == "same") / len(rows) if rows else 0.0

    def by_construct(self) -> dict[str, Counter[str]]:
        out: dict[str, Counter[str]] = {}
        for r in self.rows:
            out.setdefault(r.construct, Counter())[r.outcome] += 1
        return dict(sorted(out.items(), key=lambda kv: -sum(kv[1].values())))

    def failures(self) -> Counter[str]:
        """``construct: reason`` of every counted failure."""
        return Counter(
            f"{r.construct} — {r.outcome}: {r.detail[:90]}" for r in self.counted if r.outcome != "same"
        )


def cypher_can_return(value: Value, schema: SpaceSchema | None) -> bool:
    """Whether a Cypher query could return ``value`` at all.

    NebulaGraph has values Cypher lacks: ``EMPTY`` (a property of another tag or edge type),
    ``BAD_TYPE`` (a property read off a list), and vertices/edges *without* their properties
    (``FIND PATH`` and ``GET SUBGRAPH`` without ``WITH PROP``: ``("a" :player{})``,
    ``[:like "a"->"b" @0 {}]``); a Cypher node or relationship always carries its properties.
    """
    return not _holds(value, lambda leaf: _inexpressible(leaf, schema))


def _inexpressible(value: Value, schema: SpaceSchema | None) -> bool:
    """One value (not looked inside) that no Cypher query returns; see :func:`cypher_can_return`."""
    if isinstance(value, Empty) or (isinstance(value, Null) and value.kind == "BAD_TYPE"):
        return True
    if isinstance(value, Vertex):
        return not value.tags or any(
            not props and schema is not None and tag in schema.tags and schema.tags[tag].properties
            for tag, props in value.tags.items()
        )
    if isinstance(value, Edge):
        item = schema.edges.get(value.type) if schema is not None else None
        return not value.props and item is not None and bool(item.properties)
    return False


def _holds(value: Value, wanted: Callable[[Value], bool]) -> bool:
    """Whether ``value`` or anything inside it (list, set, map, path) is ``wanted``."""
    if wanted(value):
        return True
    if isinstance(value, GraphPath):
        return _holds(value.start, wanted) or any(
            _holds(s.edge, wanted) or _holds(s.vertex, wanted) for s in value.steps
        )
    if isinstance(value, (List, Set)):
        return any(_holds(v, wanted) for v in value)
    if isinstance(value, Map):
        return any(_holds(v, wanted) for v in value.values())
    return False


def _rebuilt(value: Value, leaf: Callable[[Value], Value]) -> Value:
    """``value`` with ``leaf`` applied to everything that is not a list, set, map or path."""
    if isinstance(value, GraphPath):
        steps = tuple(
            Step(_element(s.edge, leaf, Edge), _element(s.vertex, leaf, Vertex)) for s in value.steps
        )
        return GraphPath(_element(value.start, leaf, Vertex), steps)
    if isinstance(value, List):
        return List(_rebuilt(v, leaf) for v in value)
    if isinstance(value, Set):
        return Set(_rebuilt(v, leaf) for v in value)
    if isinstance(value, Map):
        return Map({k: _rebuilt(v, leaf) for k, v in value.items()})
    return leaf(value)


_E = TypeVar("_E", Vertex, Edge)


def _element(value: _E, leaf: Callable[[Value], Value], kind: type[_E]) -> _E:
    """``leaf`` of a path's vertex or edge, which must stay one (a path is made of them)."""
    out = leaf(value)
    if not isinstance(out, kind):
        raise TypeError(f"a path's {kind.__name__.lower()} became a {type(out).__name__}")
    return out


def _empty_as_null(value: Value) -> Value:
    return NULL if isinstance(value, Empty) else value


def _identity(value: Value) -> Value:
    """A vertex as its id, an edge as (src, type, rank, dst): what NebulaGraph's ``==`` compares."""
    if isinstance(value, Vertex):
        return Vertex(value.vid)
    if isinstance(value, Edge):
        return Edge(value.src, value.dst, value.type, value.rank, Map(), value.reversed)
    return value


def relaxed_rows(
    got: list[tuple[Value, ...]], expected: list[tuple[Value, ...]], schema: SpaceSchema | None
) -> tuple[list[tuple[Value, ...]], list[tuple[Value, ...]], list[str]]:
    """Both sides with nGQL's values that Cypher has no form for put in Cypher's clothing.

    Two relaxations, each the same fact written two ways, applied only where the nGQL
    result needs it:

    - ``EMPTY`` (a property of another tag or edge type, ``like._dst`` of a ``serve`` edge) is
      compared as ``NULL``: Cypher reads a missing property as NULL and has no EMPTY;
    - when the nGQL result holds vertices or edges *without* their properties (``FIND PATH``,
      ``GET SUBGRAPH`` without ``WITH PROP``), graph elements on both sides are compared by
      identity (a vertex by its id, an edge by src, dst, type and rank — NebulaGraph's own
      ``==`` on vertices and edges): a Cypher node always carries its properties.

    ``BAD_TYPE`` is not relaxed (an error value, not a missing one). Returns the rows and the
    names of the relaxations applied.
    """
    applied: list[str] = []
    if any(_holds(v, lambda x: isinstance(x, Empty)) for r in expected for v in r):
        expected = [tuple(_rebuilt(v, _empty_as_null) for v in r) for r in expected]
        applied.append("EMPTY as NULL")
    bare = lambda x: isinstance(x, (Vertex, Edge)) and _inexpressible(x, schema)  # noqa: E731
    if any(_holds(v, bare) for r in expected for v in r):
        expected = [tuple(_rebuilt(v, _identity) for v in r) for r in expected]
        got = [tuple(_rebuilt(v, _identity) for v in r) for r in got]
        applied.append("elements by identity")
    return got, expected, applied


def construct_of(script: A.Script | None) -> str:
    """The statement kind a row exercises (its first statement's, looking through $x = and pipes)."""
    if script is None or not script.statements:
        return "(unparsed)"
    st = script.statements[0]
    while isinstance(st, (A.Assignment, A.Pipe)):
        st = st.statement if isinstance(st, A.Assignment) else st.parts[0]
    names = {
        "Go": "GO", "FetchVertices": "FETCH vertices", "FetchEdges": "FETCH edges", "Lookup": "LOOKUP",
        "CypherQuery": "MATCH", "FindPath": "FIND PATH", "GetSubgraph": "GET SUBGRAPH", "Yield": "YIELD",
    }  # fmt: skip
    kind = names.get(type(st).__name__, type(st).__name__)
    if len(script.statements) > 1 or isinstance(script.statements[0], A.Pipe):
        kind += " (piped)"
    return kind


def check_rows(
    rows: Iterable[JsonObject],
    graphs_dir: Path,
    *,
    dataset_rows: Iterable[JsonObject] = (),
    cache_dir: Path | None = None,
    use_cache: bool = True,
    timeout_s: float = 20.0,
    backend: str = "ladybug",
) -> TranspileReport:
    """Compare every row (see the module doc); ``dataset_rows`` give the prepared state's writes.

    ``backend``: where the Cypher runs — ``ladybug`` (in process) or ``falkordb`` (a local
    FalkorDB server started for the run, :class:`~r3.eval.falkordb_backend.FalkorSpaces`).
    """

    if backend not in BACKENDS:
        raise UserInputError(f"unknown backend {backend!r} (one of: {', '.join(BACKENDS)})")
    replayer = Replayer(graphs_dir, dataset_rows=dataset_rows, limits=Limits(timeout_s=timeout_s))
    server: LocalFalkorDB | None = None
    spaces: LadybugSpaces | FalkorSpaces
    if backend == "falkordb":
        server = LocalFalkorDB().start()
        spaces = FalkorSpaces(replayer.pool, server, timeout_s=timeout_s)
    else:
        spaces = LadybugSpaces(replayer.pool, cache_dir=cache_dir, use_cache=use_cache, timeout_s=timeout_s)
    schemas: dict[str, SpaceSchema] = {}
    report = TranspileReport()
    try:
        for row in rows:
            rid, space, query = str(row.get("id")), str(row.get("space")), str(row.get("gold") or "")
            try:
                script: A.Script | None = parse(query, "ngql")
            except (QuerySyntaxError, RecursionError):
                script = None
            check = RowCheck(rid, space, construct_of(script), "same", query)
            report.rows.append(check)
            if script is not None and write_statements(script):
                check.outcome = "write"
                continue
            engine = Engine(replayer.pool.shared(space), space=space, limits=replayer.limits)
            out = run_query(engine, query, allow_writes=False, hard_limit_s=replayer.hard_limit_s)
            if out.result is None:
                check.outcome, check.detail = "engine error", out.error_line()
                continue
            if space not in schemas:
                schemas[space] = load_space_schema(graphs_dir, space)
            check.inexpressible = not all(
                cypher_can_return(v, schemas[space]) for r in out.result.rows for v in r
            )
            try:
                check.cypher = transpile(query, "ngql", "cypher", schema=schemas[space])
            except R3Error as e:
                check.outcome, check.detail = "transpile", str(e)
                continue
            try:
                got = spaces.backend(space).execute(check.cypher)
            except QueryError as e:
                check.outcome, check.detail = "cypher error", str(e).splitlines()[0]
                continue
            keys = final_order_keys(script) if script is not None else None
            key_columns = order_key_columns(keys, list(out.result.columns), query)
            ordered = keys is not None
            match = exact_match(got.rows, list(out.result.rows), ordered=ordered, key_columns=key_columns)
            if match.equal:
                continue
            # Cross-backend EX (r3.eval.metrics.exact): a LadybugDB double for an nGQL int, a
            # node with its properties for a bare FIND PATH vertex.
            if exact_match(
                got.rows, list(out.result.rows), ordered=ordered, key_columns=key_columns, cross_backend=True
            ).equal:
                check.relaxed = CROSS_BACKEND
                continue
            actual, expected, relaxed = relaxed_rows(
                [tuple(r) for r in got.rows], [tuple(r) for r in out.result.rows], schemas[space]
            )
            if relaxed:
                for cross in (False, True):
                    second = exact_match(
                        actual, expected, ordered=ordered, key_columns=key_columns, cross_backend=cross
                    )
                    if second.equal:
                        check.relaxed = ", ".join([*relaxed, *([CROSS_BACKEND] if cross else [])])
                        break
                if check.relaxed:
                    continue
            check.outcome, check.detail = "differs", match.diff
    finally:
        spaces.close()
        if server is not None:
            server.stop()
    return report


__all__ = [
    "BACKENDS",
    "CROSS_BACKEND",
    "OUTCOMES",
    "RowCheck",
    "TranspileReport",
    "check_rows",
    "construct_of",
    "cypher_can_return",
    "relaxed_rows",
]
