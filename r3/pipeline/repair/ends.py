"""Which tags stand at each end of an edge type: declared in the schema, else read from the graph.

Why: a tag qualifier for an unlabelled node (``(a:player)-[:like]->(b) … b.name``) and a
reversed arrow (``(b:book)-[:wrote]->(a:author)``) are only certain when the repair knows
which tags each end of the edge type carries. NebulaGraph's DDL does not declare it, so
without declared endpoint pairs the graph is asked once per edge type (through the runner,
in the dialect) which tag sets its edges join. ``common`` is what every vertex at an end
has: a vertex tagged both ``player`` and ``coach`` still makes ``player`` the tag all of them
share.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from r3.contracts.schema import SpaceSchema
from r3.errors import QueryError
from r3.lang import ast
from r3.lang.transpile import transpile

if TYPE_CHECKING:  # the checks build repairs: for annotations only
    from r3.pipeline.checks import QueryRunner

#: At most this many distinct (source tags, destination tags) combinations are read.
MAX_COMBINATIONS = 1000


@dataclass(frozen=True)
class EdgeEnds:
    """The tag pairs an edge type joins, and the tags every source / destination vertex has."""

    pairs: frozenset[tuple[str, str]]
    src_common: frozenset[str]
    dst_common: frozenset[str]

    @classmethod
    def of(cls, combos: Iterable[tuple[frozenset[str], frozenset[str]]]) -> EdgeEnds | None:
        found = list(combos)
        if not found:
            return None
        pairs = frozenset((s, d) for src, dst in found for s in src for d in dst)
        return cls(
            pairs,
            frozenset.intersection(*(src for src, _ in found)),
            frozenset.intersection(*(dst for _, dst in found)),
        )

    def allows(self, src: set[str], dst: set[str]) -> bool:
        """Whether an edge may run from a vertex with tags ``src`` to one with tags ``dst``."""
        return any((not src or s in src) and (not dst or d in dst) for s, d in self.pairs)

    def common(self, end: str) -> frozenset[str]:
        return self.src_common if end == "src" else self.dst_common


class Ends:
    """Edge type → :class:`EdgeEnds`, from the schema's endpoint pairs or (lazily) the graph."""

    def __init__(self, space: SpaceSchema, dialect: str, runner: QueryRunner | None = None) -> None:
        self.space = space
        self.dialect = dialect
        self.runner = runner
        self._cache: dict[str, EdgeEnds | None] = {}

    def __call__(self, edge: str) -> EdgeEnds | None:
        if edge not in self._cache:
            self._cache[edge] = self._find(edge)
        return self._cache[edge]

    def _find(self, edge: str) -> EdgeEnds | None:
        item = self.space.edges.get(edge)
        if item is None:
            return None
        if item.endpoints:
            return EdgeEnds.of((frozenset({s}), frozenset({d})) for s, d in item.endpoints)
        if self.runner is None:
            return None
        return EdgeEnds.of(self._read(edge, self.runner))

    def _read(self, edge: str, runner: QueryRunner) -> list[tuple[frozenset[str], frozenset[str]]]:
        pattern = ast.PathPattern(
            [ast.NodePattern("a"), ast.RelPattern("out", "e", [edge]), ast.NodePattern("b")]
        )
        items = [
            ast.YieldItem(ast.FunctionCall("tags", [ast.Variable("a")]), "s"),
            ast.YieldItem(ast.FunctionCall("tags", [ast.Variable("b")]), "d"),
        ]
        query = ast.CypherQuery(
            [
                ast.MatchClause([pattern]),
                ast.ReturnClause(ast.Projection(items, distinct=True, limit=ast.Literal(MAX_COMBINATIONS))),
            ]
        )
        try:
            text = transpile(ast.Script([query]), "ngql", self.dialect, schema=self.space)
            rows = runner.run(text).rows
        except QueryError:
            return []
        return [(_tags(row[0]), _tags(row[1])) for row in rows if len(row) == 2]


def _tags(value: Any) -> frozenset[str]:
    """A ``tags()``/``labels()`` cell as a set of names (a list, or one label as a string)."""
    if isinstance(value, str):
        return frozenset({value})
    try:
        return frozenset(str(v) for v in value if isinstance(v, str))
    except TypeError:
        return frozenset()


__all__ = ["MAX_COMBINATIONS", "EdgeEnds", "Ends"]
