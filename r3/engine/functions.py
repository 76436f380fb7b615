"""The registry of NebulaGraph's scalar built-in functions (lower-cased name → Function).

Why a registry of records: the evaluator resolves a call once per AST node and then only
invokes; the validator and the skeleton library can list what exists; arity is checked the
same way everywhere. Families live in ``functions_math``, ``functions_string``,
``functions_graph``, ``functions_time`` and ``functions_geo``; aggregates are not here but in
:mod:`r3.engine.aggregates`. ``answer()``/``summary()`` (SUQL's free-text predicates) are
registered too: they call the free-text executor the evaluator was given, and fail with a
clear error when there is none.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from r3.engine import functions_geo, functions_graph, functions_math, functions_string, functions_time
from r3.engine.functions_core import CallEnv, Function, fn
from r3.errors import QuerySemanticError
from r3.values import Value


@fn("answer", 2, propagate_null=False, pure=False)
def _answer(args: Sequence[Value], env: CallEnv) -> Value:
    return env.free_text("answer", args)


@fn("summary", 1, propagate_null=False, pure=False)
def _summary(args: Sequence[Value], env: CallEnv) -> Value:
    return env.free_text("summary", args)


@fn("uuid", 0, pure=False)
def _uuid(args: Sequence[Value], env: CallEnv) -> Value:
    # NebulaGraph 3.x removed uuid() but still parses it; its validator rejects the call.
    raise QuerySemanticError("Not supported expression `uuid()' for props deduction.")


@cache
def registry() -> dict[str, Function]:
    """Every scalar built-in by lower-cased name (built once, on first use)."""
    table: dict[str, Function] = {}
    for family in (
        functions_math.FUNCTIONS,
        functions_string.FUNCTIONS,
        functions_graph.FUNCTIONS,
        functions_time.FUNCTIONS,
        functions_geo.FUNCTIONS,
        [_answer, _summary, _uuid],
    ):
        for f in family:
            table[f.name.lower()] = f
    return table


def lookup(name: str) -> Function:
    """The function called ``name`` (any case); NebulaGraph's SemanticError if there is none."""
    f = registry().get(name.lower())
    if f is None:
        raise QuerySemanticError(f"Function `{name}' not defined")
    return f


def check_arity(f: Function, n: int, call_text: str) -> None:
    """Raise NebulaGraph's SemanticError when ``n`` arguments do not fit ``f``."""
    if n < f.min_args or (f.max_args is not None and n > f.max_args):
        if f.max_args is None:
            expected = f"at least {f.min_args}"
        elif f.min_args == f.max_args:
            expected = str(f.min_args)
        else:
            expected = f"{f.min_args} to {f.max_args}"
        raise QuerySemanticError(
            f"`{call_text}' is not a valid expression : Arity not match for function `{f.name}': "
            f"provided {n} but {expected} expected."
        )


def is_function(name: str) -> bool:
    return name.lower() in registry()


__all__ = [
    "check_arity",
    "is_function",
    "lookup",
    "registry",
]
