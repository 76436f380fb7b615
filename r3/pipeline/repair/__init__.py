"""r3's own repairs of a candidate query, made before the refiner is asked again.

Why: a model that writes the right query with an ordinary slip — typographic quotes, ``=``
for ``==``, ``v.name`` for ``v.player.name``, ``publishd_by``, ``Serves``, a reversed arrow,
``"ada lind"`` for ``"Ada Lind"`` — is told of the slip and, often, repeats it. Where the
checks already know the one fix, r3 makes it itself: no model call, no chance of the model
changing something else. Each repair says what it changed (:class:`Fix`), and the repaired
query is checked again like any other candidate; a query r3 could not make valid is never
run. A repair fixes spelling and syntax, never meaning: every step takes a fix only when
exactly one reading exists (:mod:`.name_match`, :mod:`.tree`, :mod:`.literals`).

In order: the text (:mod:`.query_text`: quotes, operators the parser rejects), the tree (names,
tag qualifiers, properties, directions), then — when a graph is at hand — string literals
re-linked to the stored spelling; the tree is printed back in the dialect only when it
changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from r3.contracts.schema import SpaceSchema
from r3.errors import QuerySyntaxError
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.pipeline.repair.ends import Ends
from r3.pipeline.repair.fix import Fix
from r3.pipeline.repair.literals import GraphValues, relink_literals
from r3.pipeline.repair.query_text import fix_operators, straighten_quotes
from r3.pipeline.repair.tree import TreeRepair

if TYPE_CHECKING:  # the checks build repairs: for annotations only
    from r3.pipeline.checks import QueryRunner

#: What may be repaired in a query that passed its checks (:meth:`Repairer.repair`).
PASSED_KINDS = frozenset({"direction", "value"})


@dataclass
class Repair:
    """The repaired query and every fix made (``fixes`` empty: nothing r3 could repair)."""

    query: str
    fixes: list[Fix] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.fixes)

    def summary(self) -> str:
        """``publishd_by → published_by, a.name → a.author.name`` for the trace."""
        return ", ".join(str(f) for f in self.fixes)


class Repairer:
    """Repairs candidates for one question's space and dialect.

    ``runner`` (optional) reads the stored values literals are re-linked to, ``links`` (the
    rewriter's linked items) stand in where it cannot; with neither, literals stay as written.
    """

    def __init__(
        self,
        space: SpaceSchema | None,
        dialect: str,
        *,
        runner: QueryRunner | None = None,
        vid_key: str = "vid",
        links: Iterable[Any] = (),
    ) -> None:
        self.space = space
        self.dialect = dialect
        self.values = (
            GraphValues(runner, space, dialect, vid_key=vid_key, links=links) if space is not None else None
        )
        self.ends = Ends(space, dialect, runner) if space is not None else None

    def repair(self, query: str, *, literals: bool = True, passed: bool = False) -> Repair:
        """``query`` with every certain fix applied (see the module doc).

        ``passed``: the query passed its checks (and may have found nothing) — only what can
        make a valid query find nothing is repaired: literals the graph does not store, arrows
        the endpoint tags rule out. Anything else the tree would change leaves it as it is.
        """
        text, fixes = (query, []) if passed else straighten_quotes(query)
        if not passed:
            text, more = fix_operators(text, self.dialect)
            fixes += more
        if self.space is None:
            return Repair(text, fixes)
        try:
            script = parse(text, self.dialect)
        except (QuerySyntaxError, RecursionError):
            return Repair(text, fixes)
        tree = TreeRepair(self.space, self.dialect, ends=self.ends, infer_ends=not passed)
        tree.script(script)
        if passed and any(f.kind not in PASSED_KINDS for f in tree.fixes):
            return Repair(query)  # a passing query is not rewritten on the tree's say-so
        changed = list(tree.fixes)
        if literals and self.values is not None:
            changed += relink_literals(tree.literals, self.values)
        if changed:
            text = to_text(script, self.dialect)
        return Repair(text, list(dict.fromkeys(fixes + changed)))


__all__ = ["PASSED_KINDS", "Fix", "Repair", "Repairer"]
