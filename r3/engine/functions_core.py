"""The pieces every built-in function module shares: the Function record, argument checks.

Why a separate module: the function families (math, string, graph, time, …) live in their
own modules and register here; :mod:`r3.engine.functions` assembles them into one registry.
An implementation receives already-evaluated arguments and an environment (the evaluator),
and signals a wrong argument type by raising :class:`ArgTypeError`; the evaluator turns that
into NebulaGraph's SemanticError with the call's text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from r3.values import BAD_TYPE, NULL, Empty, Null, Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext

PARAM_TYPE_ERROR = "`{expr}' is not a valid expression : Parameter's type error"
TYPE_ERROR = "Type error `{expr}'"


class ArgTypeError(Exception):
    """An argument of the wrong type. ``template`` gets ``{expr}`` (the call's text) filled in.

    Internal: never escapes the evaluator, which re-raises it as a QuerySemanticError.
    """

    def __init__(self, template: str = PARAM_TYPE_ERROR) -> None:
        super().__init__(template)
        self.template = template


class CallEnv(Protocol):
    """What a function may use besides its arguments (the evaluator implements it)."""

    ctx: ExecContext | None

    def free_text(self, name: str, args: Sequence[Value]) -> Value: ...


Impl = Callable[[Sequence[Value], CallEnv], Value]


@dataclass(frozen=True)
class Function:
    """A scalar built-in.

    ``propagate_null``: a NULL argument gives NULL (an EMPTY one ``BAD_TYPE``) without
    calling ``impl`` — what most NebulaGraph functions do. ``pure`` is False for functions
    whose result changes between calls (``rand``, ``now``), which NebulaGraph forbids inside
    aggregates.
    """

    name: str
    impl: Impl
    min_args: int
    max_args: int | None
    propagate_null: bool = True
    pure: bool = True

    def invoke(self, args: Sequence[Value], env: CallEnv) -> Value:
        if self.propagate_null:
            for a in args:
                t = type(a)
                if t is Null:
                    return NULL
                if t is Empty:
                    return BAD_TYPE
        return self.impl(args, env)


def fn(
    name: str,
    min_args: int,
    max_args: int | None = -1,
    *,
    propagate_null: bool = True,
    pure: bool = True,
) -> Callable[[Impl], Function]:
    """Decorator building a :class:`Function`; ``max_args=-1`` means "same as min_args"."""

    def wrap(impl: Impl) -> Function:
        hi = min_args if max_args == -1 else max_args
        return Function(name, impl, min_args, hi, propagate_null, pure)

    return wrap


def simple(
    name: str,
    body: Callable[..., Value],
    n: int = 1,
    *,
    max_args: int | None = -1,
    propagate_null: bool = True,
    pure: bool = True,
) -> Function:
    """A function whose body takes the arguments positionally and ignores the environment."""
    return fn(name, n, max_args, propagate_null=propagate_null, pure=pure)(lambda args, env: body(*args))


# --------------------------------------------------------------------------- argument checks


def is_int(v: Value) -> bool:
    return type(v) is int


def need_int(v: Value) -> int:
    if type(v) is not int:
        raise ArgTypeError()
    return v


def need_num(v: Value) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ArgTypeError()
    return v


def need_str(v: Value) -> str:
    if type(v) is not str:
        raise ArgTypeError()
    return v


def alias(f: Function, name: str) -> Function:
    """The same function under another name (``toLower`` for ``lower``)."""
    return Function(name, f.impl, f.min_args, f.max_args, f.propagate_null, f.pure)


__all__ = [
    "PARAM_TYPE_ERROR",
    "TYPE_ERROR",
    "ArgTypeError",
    "CallEnv",
    "Function",
    "alias",
    "fn",
    "is_int",
    "need_int",
    "need_num",
    "need_str",
    "simple",
]
