"""Which parts of an expression need a model, and WHERE as an OR of ANDs (SUQL's DNF).

Why DNF: a conjunct without ``answer()``/``summary()`` can run in the database and shrink the
rows before any model sees them; in ``(A AND ft1) OR (B AND ft2)`` the structural parts of
each disjunct still can (the database keeps ``A OR B`` and says which of A and B held). AND
and OR distribute and De Morgan holds in three-valued logic too, so the rewrite keeps which
rows are *true* — the only thing WHERE asks.
"""

from __future__ import annotations

from collections.abc import Sequence

from r3.lang import ast as A

__all__ = [
    "FREE_TEXT_FUNCTIONS",
    "conjunction",
    "disjunction",
    "free_text_calls",
    "has_free_text",
    "is_free_text_call",
    "to_dnf",
]

#: SUQL's free-text functions (lower case).
FREE_TEXT_FUNCTIONS = frozenset({"answer", "summary"})
_AND = frozenset({"AND", "&&"})
_OR = frozenset({"OR", "||"})
_NOT = frozenset({"NOT", "!"})


def is_free_text_call(node: A.Node) -> bool:
    return isinstance(node, A.FunctionCall) and node.name.lower() in FREE_TEXT_FUNCTIONS


def free_text_calls(node: A.Node) -> list[A.FunctionCall]:
    """Every ``answer()``/``summary()`` call below ``node``, outermost first."""
    return [n for n in node.walk() if isinstance(n, A.FunctionCall) and is_free_text_call(n)]


def has_free_text(node: A.Node | None) -> bool:
    return node is not None and any(is_free_text_call(n) for n in node.walk())


def to_dnf(expr: A.Expr, max_terms: int = 32) -> list[list[A.Expr]] | None:
    """``expr`` as disjuncts of conjuncts; None when that would take more than ``max_terms``
    disjuncts (the caller then keeps the condition whole)."""
    try:
        return _dnf(expr, False, max_terms)
    except _TooBig:
        return None


class _TooBig(Exception):
    pass


def _dnf(e: A.Expr, negate: bool, cap: int) -> list[list[A.Expr]]:
    if isinstance(e, A.UnaryOp) and e.op.upper() in _NOT:
        return _dnf(e.operand, not negate, cap)
    if isinstance(e, A.BinaryOp) and e.op.upper() in _AND | _OR:
        is_and = (e.op.upper() in _AND) != negate
        left, right = _dnf(e.left, negate, cap), _dnf(e.right, negate, cap)
        out = [a + b for a in left for b in right] if is_and else left + right
        if len(out) > cap:
            raise _TooBig
        return out
    return [[A.UnaryOp("NOT", e) if negate else e]]


def conjunction(parts: Sequence[A.Expr]) -> A.Expr | None:
    """``p1 AND p2 AND …`` (left-nested, so evaluation goes left to right); None for no parts."""
    out: A.Expr | None = None
    for p in parts:
        out = p if out is None else A.BinaryOp("AND", out, p)
    return out


def disjunction(parts: Sequence[A.Expr]) -> A.Expr | None:
    out: A.Expr | None = None
    for p in parts:
        out = p if out is None else A.BinaryOp("OR", out, p)
    return out
