"""Re-link a string literal to the spelling the graph stores: letter case, accents, a partial name.

Why: a model writes ``"ada lind"``, ``"Jose"`` or ``"Lind"`` where the graph stores
``"Ada Lind"``, ``"José"``, ``"Ada Lind"``; the query is well-formed and finds nothing. The
stored values of the property the literal is compared with (``v.player.name == "…"``,
``{name: "…"}``, ``LOOKUP … WHERE player.name == "…"``; vertex ids after ``GO FROM`` and
``FETCH``) come from the graph through the runner, with one query per property. A literal
the graph stores as written is never touched; otherwise it is replaced only when exactly one
stored value is the same text up to case and accents or, failing that, exactly one stored
value holds all of its words (its characters, for CJK text). A typo is not re-linked: which
name was meant is the question's to say, not r3's.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any, Protocol

from r3.contracts.schema import SpaceSchema
from r3.errors import QueryError
from r3.lang import ast
from r3.lang.transpile import transpile
from r3.pipeline.repair.fix import Fix
from r3.pipeline.repair.tree import LiteralUse
from r3.retrieval.linker import LinkedItem
from r3.text import compact, is_cjk, spaced

#: At most this many distinct stored values are read per property (a bound on the cost).
MAX_VALUES = 50_000


class Runner(Protocol):
    """What the re-linker needs of :class:`r3.pipeline.checks.QueryRunner`."""

    def run(self, query: str, *, allow_writes: bool = False) -> Any: ...


def _plain(text: str) -> str:
    """Case, accents and punctuation gone: ``José-Luis`` and ``jose luis`` share it."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(spaced(bare).split())


def relink(literal: str, stored: Iterable[str]) -> str | None:
    """The one stored spelling ``literal`` stands for, or None (stored as is, none, several)."""
    values = [v for v in dict.fromkeys(stored) if isinstance(v, str)]
    if literal in values or not literal.strip():
        return None
    key = _plain(literal)
    same = [v for v in values if _plain(v) == key]
    if same:
        return same[0] if len(same) == 1 else None
    if any(is_cjk(ch) for ch in literal):
        short = compact(key)
        holding = [v for v in values if len(short) >= 2 and short in compact(_plain(v))]
    else:
        mine = key.split()
        holding = [
            v for v in values if mine and sum(map(len, mine)) >= 3 and set(mine) <= set(_plain(v).split())
        ]
    return holding[0] if len(holding) == 1 else None


class GraphValues:
    """The distinct stored values of one property (and the vertex ids), read through a runner.

    Where the graph cannot be read that way (a server that needs an index for the scan), the
    rewriter's linked items (``links``: :class:`r3.retrieval.linker.LinkedItem`) stand in:
    the stored strings it linked to the question, where they occur as that property.
    """

    def __init__(
        self,
        runner: Runner | None,
        space: SpaceSchema,
        dialect: str,
        *,
        vid_key: str = "vid",
        links: Iterable[Any] = (),
    ) -> None:
        self.runner = runner
        self.space = space
        self.dialect = dialect
        self.vid_key = vid_key
        self.links = [item for item in links or () if isinstance(item, LinkedItem)]
        self._cache: dict[tuple[str, str, bool], list[str] | None] = {}

    def values(self, use: LiteralUse) -> list[str] | None:
        key = (use.schema, use.prop, use.edge)
        if key not in self._cache:
            read = self._read(use) if self.runner is not None else None
            self._cache[key] = read if read is not None else self._linked(use)
        return self._cache[key]

    def _linked(self, use: LiteralUse) -> list[str] | None:
        found = [
            item.text
            for item in self.links
            if any(
                (o.kind == "vid") if not use.schema else (o.schema == use.schema and o.prop == use.prop)
                for o in item.occurrences
            )
        ]
        return found or None

    def _read(self, use: LiteralUse) -> list[str] | None:
        value: ast.Expr
        if not use.schema:  # a vertex id
            pattern = ast.PathPattern([ast.NodePattern("v")])
            value = ast.FunctionCall("id", [ast.Variable("v")])
        elif use.edge:
            pattern = ast.PathPattern(
                [ast.NodePattern(), ast.RelPattern("out", "e", [use.schema]), ast.NodePattern()]
            )
            value = ast.Property(ast.Variable("e"), use.prop)
        else:
            pattern = ast.PathPattern([ast.NodePattern("v", [use.schema])])
            value = ast.Property(ast.Property(ast.Variable("v"), use.schema), use.prop)
        query = ast.CypherQuery(
            [
                ast.MatchClause([pattern]),
                ast.ReturnClause(
                    ast.Projection(
                        [ast.YieldItem(value, "value")], distinct=True, limit=ast.Literal(MAX_VALUES)
                    )
                ),
            ]
        )
        assert self.runner is not None
        try:
            text = transpile(
                ast.Script([query]), "ngql", self.dialect, schema=self.space, vid_key=self.vid_key
            )
            rows = self.runner.run(text).rows
        except QueryError:
            return None
        return [row[0] for row in rows if row and isinstance(row[0], str)]


def relink_literals(uses: Iterable[LiteralUse], values: GraphValues) -> list[Fix]:
    """Re-link each literal of ``uses`` in place (see the module doc); the fixes made."""
    fixes: list[Fix] = []
    for use in uses:
        text = use.literal.value
        if not isinstance(text, str):
            continue
        stored = values.values(use)
        found = relink(text, stored) if stored else None
        if found is not None:
            use.literal.value = found
            fixes.append(Fix("value", f'"{text}"', f'"{found}"'))
    return fixes


__all__ = ["MAX_VALUES", "GraphValues", "relink", "relink_literals"]
