"""What LadybugDB must never run, in any mode: host files, connection settings, known crashes, huge literals.

Why a gate of its own besides :mod:`r3.graph.readonly` (which decides read vs write): these
refusals hold with writes allowed too, and each is a *class* of statement, read from r3's
own view of the text:

- **host files and code**: ``LOAD FROM``, ``COPY … TO/FROM``, ``EXPORT``/``IMPORT DATABASE``,
  ``ATTACH``, ``INSTALL``/``UNINSTALL``/``LOAD EXTENSION`` and LadybugDB's file readers (every
  ``READ_*`` table function: ``READ_CSV``, ``READ_CSV_PARALLEL``, ``READ_PARQUET``,
  ``READ_NPY`` …, and ``FILE_INFO``). The words are found outside strings, back-quoted names
  and *Cypher's* comments (``//`` and ``/* */``; ``--`` is a relationship, never a comment, and
  ``#`` is no comment either), after the character check of the read-only gate (no
  fullwidth, zero-width or other non-ASCII character outside quotes), so a keyword cannot
  hide in a comment LadybugDB does not have or in a look-alike character. A name spelled
  like one of these words must be back-quoted;
- **connection settings** (``CALL timeout = 0``, ``CALL threads = …``): they would outlive the
  query on a pooled connection and lift the limits r3 sets;
- **shapes that crash LadybugDB** (a segfault, measured on 0.15): inside a list predicate
  (``any``/``all``/``none``/``single``), a list comprehension or ``reduce``, the item compared
  whole (``=``, ``<>``) with a node, relationship or path from outside it — a pattern
  variable (or its ``WITH`` alias), the item of an enclosing list predicate, or an element
  picked from one (``l[1]``, ``head(l)``, ``relationships(p)[1]``): ``any(n IN nodes(p) WHERE
  all(m IN nodes(p) WHERE m = n))``, ``any(x IN l WHERE x = a)``, ``any(r IN relationships(p)
  WHERE r = relationships(p)[0])``. Comparing ids (``id(m) = id(n)``) or
  properties runs fine and is what the message suggests. The one such shape r3 writes
  itself, "no vertex twice on p", is rewritten to ``is_acyclic(p)`` by
  :mod:`r3.graph.ladybug_cypher` and passes;
- **a sorted page far down** (a segfault, measured on 0.15): one ``WITH``/``RETURN`` with
  ``ORDER BY``, ``SKIP`` and ``LIMIT`` whose skip is large — the crash point falls with the
  row's width (about 55,000 rows of one string, 15,000 of twenty), so any skip that is not a
  constant under :data:`MAX_SORTED_SKIP` is refused, and the message says how to write it (the
  ``SKIP`` in a ``WITH`` of its own, the ``LIMIT`` after it, runs fine);
- **sizes over the embedded engine's caps** (:mod:`r3.engine.limits`) written as constants:
  ``range(1, 400000000)``, ``lpad('a', 1000000000, 'b')``: refused before LadybugDB allocates.
  Sizes computed at run time are bounded by the worker's memory cap instead
  (:mod:`r3.graph.worker_pool`).

Text r3's grammar cannot parse skips the last two checks (the read-only gate refuses it
anyway; with writes allowed LadybugDB's own DDL must pass), never the first two.
"""

from __future__ import annotations

import re

from r3.engine.limits import MAX_LIST_LENGTH, MAX_STRING_LENGTH
from r3.errors import QueryError, QuerySemanticError
from r3.graph.ladybug_cypher import no_repeat_path
from r3.graph.readonly import character_problem, code_text, code_words
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.printer import to_text

#: Words that start a statement reaching the host's files or loading code.
FILE_WORDS = frozenset({"LOAD", "COPY", "EXPORT", "IMPORT", "ATTACH", "INSTALL", "UNINSTALL", "FILE_INFO"})
#: LadybugDB's file readers are all spelled ``READ_…`` (``READ_CSV``, ``READ_PARQUET``, ``READ_NPY`` …).
FILE_READER = re.compile(r"READ_\w+\Z", re.IGNORECASE)
_SETTING = re.compile(r"\bCALL\s+\w+\s*=", re.IGNORECASE)

#: Functions whose size argument is capped: name → (argument index, cap, what it builds).
SIZED_FUNCTIONS: dict[str, tuple[int, int, str]] = {
    "lpad": (1, MAX_STRING_LENGTH, "a string"),
    "rpad": (1, MAX_STRING_LENGTH, "a string"),
    "repeat": (1, MAX_STRING_LENGTH, "a string"),
}

#: The largest constant SKIP allowed beside ORDER BY and LIMIT in one projection (see the module doc).
MAX_SORTED_SKIP = 1000

_LIST_CONSTRUCTS = (A.ListPredicate, A.ListComprehension, A.Reduce)


class GateRefused(QuerySemanticError):
    """A query LadybugDB must not run in any mode."""


def refuse_file_access(query: str) -> None:
    """Refuse host-file statements and connection settings (see the module doc), in every mode."""
    problem = character_problem(query, "cypher")
    if problem:
        raise GateRefused(f"LadybugDB: refused: {problem}")
    words = [w.upper() for w in code_words(query, "cypher")]
    found = list(dict.fromkeys(w for w in words if w in FILE_WORDS or FILE_READER.match(w)))
    if found:
        raise GateRefused(
            f"LadybugDB: refused: {', '.join(found)} (statements that reach the host's files are not allowed "
            "in queries; load data with r3 load-dump, and back-quote a name spelled like one of these words)"
        )
    if _SETTING.search(code_text(query, "cypher")):
        raise GateRefused("LadybugDB: CALL name = value changes the connection's settings and is not allowed")


def refuse_hazards(query: str) -> None:
    """Refuse the shapes that crash LadybugDB and constant sizes over the engine's caps."""
    try:
        script = parse(query, "cypher")
    except (QueryError, RecursionError):
        return  # the read-only gate refuses it; with writes allowed LadybugDB judges its own DDL
    problem = crash_shape(script) or sorted_page_too_deep(script) or oversized(script)
    if problem:
        raise GateRefused(f"LadybugDB: refused: {problem}")


def crash_shape(script: A.Node) -> str | None:
    """Why ``script`` holds a shape that crashes LadybugDB (see the module doc), or None."""
    graph_vars = {
        n.variable
        for n in script.walk()
        if isinstance(n, (A.NodePattern, A.RelPattern, A.PathPattern)) and n.variable
    }
    renames = [
        (n.expr.name, n.alias)
        for n in script.walk()
        if isinstance(n, A.YieldItem) and n.alias and isinstance(n.expr, A.Variable)
    ]
    grown = True
    while grown:  # ``WITH a AS z``: z is the same node (scopes are not tracked: a name is a name)
        before = len(graph_vars)
        graph_vars |= {alias for name, alias in renames if name in graph_vars}
        grown = len(graph_vars) > before
    return _crash_in(script, graph_vars, frozenset(), frozenset())


def _crash_in(node: A.Node, graph_vars: set[str], items: frozenset[str], inner: frozenset[str]) -> str | None:
    """Walk ``node``; ``items``: variables of enclosing list constructs; ``inner``: the innermost one's."""
    if no_repeat_path(node) is not None:
        return None  # rewritten to is_acyclic(p) before it reaches LadybugDB
    if isinstance(node, _LIST_CONSTRUCTS):
        own = {node.variable} | ({node.accumulator} if isinstance(node, A.Reduce) else set())
        problem = _crash_in(node.source, graph_vars, items, inner)
        if problem:
            return problem
        body: list[A.Expr]
        if isinstance(node, A.Reduce):
            body = [node.initial, node.expr]
        elif isinstance(node, A.ListComprehension):
            body = [b for b in (node.where, node.projection) if b is not None]
        else:
            body = [node.where] if node.where is not None else []
        for part in body:
            problem = _crash_in(part, graph_vars, items | own, frozenset(own))
            if problem:
                return problem
        return None
    if inner and isinstance(node, A.BinaryOp) and node.op in ("=", "<>", "!="):
        outer = (graph_vars | items) - inner
        for mine, other in ((node.left, node.right), (node.right, node.left)):
            if isinstance(mine, A.Variable) and mine.name in inner and _graph_valued(other, outer):
                shown = to_text(other, "cypher")
                return (
                    f"`{mine.name} {node.op} {shown}' compares a list item whole with a node or relationship "
                    f"from outside the list expression, which crashes LadybugDB; compare ids instead "
                    f"(id({mine.name}) {node.op} id({shown}))"
                )
    for child in node.children():
        problem = _crash_in(child, graph_vars, items, inner)
        if problem:
            return problem
    return None


#: Functions that give one element of a list or path (a node or relationship when the list holds them).
_ELEMENT_FUNCTIONS = frozenset({"head", "last", "startnode", "endnode"})
#: Functions that give the elements of a path.
_PATH_LISTS = frozenset({"nodes", "relationships", "rels"})


def _graph_valued(expr: A.Node, outer: set[str]) -> bool:
    """Whether ``expr`` is (as far as the text shows) a node/relationship/path from ``outer``:
    the variable itself, ``l[i]``, ``head(l)``/``last(l)``, ``nodes(p)[i]``, ``startNode(r)`` …"""
    if isinstance(expr, A.Variable):
        return expr.name in outer
    if isinstance(expr, A.Subscript):
        return _graph_list(expr.obj, outer)
    if isinstance(expr, A.FunctionCall) and expr.name.lower() in _ELEMENT_FUNCTIONS and len(expr.args) == 1:
        return _graph_list(expr.args[0], outer) or _graph_valued(expr.args[0], outer)
    return False


def _graph_list(expr: A.Node, outer: set[str]) -> bool:
    if isinstance(expr, A.FunctionCall) and expr.name.lower() in _PATH_LISTS and len(expr.args) == 1:
        return _graph_valued(expr.args[0], outer)
    return isinstance(expr, A.Variable) and expr.name in outer


def sorted_page_too_deep(script: A.Node) -> str | None:
    """Why a projection's ``ORDER BY … SKIP s LIMIT l`` would crash LadybugDB, or None."""
    for node in script.walk():
        if not isinstance(node, A.Projection) or not node.order_by or node.skip is None or node.limit is None:
            continue
        skip = _constant_int(node.skip)
        if skip is None or skip > MAX_SORTED_SKIP:
            shown = to_text(node.skip, "cypher")
            return (
                f"ORDER BY with SKIP {shown} and LIMIT in one clause crashes LadybugDB past "
                f"SKIP {MAX_SORTED_SKIP}; sort and skip in a WITH of its own, then LIMIT "
                "(… ORDER BY k SKIP s WITH * LIMIT l …)"
            )
    return None


def oversized(script: A.Node) -> str | None:
    """A ``range``/``lpad``/``rpad``/``repeat`` call whose constant size passes the engine's caps."""
    for node in script.walk():
        if not isinstance(node, A.FunctionCall):
            continue
        name = node.name.lower()
        if name == "range" and len(node.args) in (2, 3):
            bounds = [_constant_int(a) for a in node.args]
            if all(b is not None for b in bounds):
                start, end, step = bounds[0], bounds[1], bounds[2] if len(bounds) == 3 else 1
                assert start is not None and end is not None and step is not None
                count = max(0, (end - start) // step + 1) if step else 0
                if count > MAX_LIST_LENGTH:
                    return f"range() of {count} items exceeds the limit of {MAX_LIST_LENGTH} items"
        sized = SIZED_FUNCTIONS.get(name)
        if sized and len(node.args) > sized[0]:
            size = _constant_int(node.args[sized[0]])
            if size is not None and size > sized[1]:
                return f"{node.name}() builds {sized[2]} of {size} characters, over the limit of {sized[1]}"
    return None


def _constant_int(expr: A.Node, depth: int = 0) -> int | None:
    """The value of an integer constant expression (literals, + - * and unary minus), else None."""
    if depth > 32:
        return None
    if isinstance(expr, A.Literal) and type(expr.value) is int:
        return expr.value
    if isinstance(expr, A.UnaryOp) and expr.op in ("-", "+"):
        value = _constant_int(expr.operand, depth + 1)
        return None if value is None else (-value if expr.op == "-" else value)
    if isinstance(expr, A.BinaryOp) and expr.op in ("+", "-", "*"):
        left, right = _constant_int(expr.left, depth + 1), _constant_int(expr.right, depth + 1)
        if left is None or right is None:
            return None
        if abs(left) > 1 << 62 or abs(right) > 1 << 62:
            return None
        return left + right if expr.op == "+" else left - right if expr.op == "-" else left * right
    return None


__all__ = [
    "FILE_READER",
    "FILE_WORDS",
    "SIZED_FUNCTIONS",
    "GateRefused",
    "crash_shape",
    "MAX_SORTED_SKIP",
    "oversized",
    "refuse_file_access",
    "sorted_page_too_deep",
    "refuse_hazards",
]
