"""MATCH patterns and WHERE conditions compiled into plain specs the matcher walks.

Why a separate compile pass: NebulaGraph validates a MATCH statement before it reads any
data — unknown tags and edge types, property maps without a tag, undefined aliases and bad
``shortestPath`` patterns are SemanticErrors even when no row would ever reach them — and
the matcher wants flat, pre-resolved facts (which node a WHERE conjunct constrains, which
variables it needs) instead of re-deriving them per row.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Literal as Lit

from r3.contracts.schema import SpaceSchema
from r3.errors import QueryExecutionError, QuerySemanticError, R3Error
from r3.lang import ast as A
from r3.lang.column_names import column_name

#: Generated names of anonymous pattern parts start with this (never a user identifier).
ANON = "#"

Direction = Lit["out", "in", "both"]


def is_user_name(name: str) -> bool:
    """False for the generated names of anonymous nodes and relationships."""
    return not name.startswith(ANON)


def expr_text(e: A.Expr) -> str:
    """NebulaGraph's text of an expression (as in its error messages)."""
    try:
        return column_name(e)
    except R3Error:  # a node the namer cannot express: the message still needs some text
        return repr(e)


# --------------------------------------------------------------------------- specs


@dataclass
class NodeSpec:
    """One node of a path pattern: its (possibly generated) name, tags and tag-property filters."""

    name: str
    labels: list[str]
    props: list[tuple[str, str, A.Expr]] = field(default_factory=list)  # (tag, prop, value)

    @property
    def user(self) -> bool:
        return is_user_name(self.name)


@dataclass
class RelSpec:
    """One relationship: edge types (None: all), direction, property filters and hop range."""

    name: str
    types: list[str] | None
    direction: Direction
    props: list[tuple[str, A.Expr]] = field(default_factory=list)
    min_hops: int = 1
    max_hops: int | None = 1
    var_length: bool = False

    @property
    def user(self) -> bool:
        return is_user_name(self.name)


@dataclass
class PatternSpec:
    """A comma-separated part of a MATCH: nodes and relationships alternate, left to right."""

    nodes: list[NodeSpec]
    rels: list[RelSpec]
    path_var: str | None = None
    shortest: str | None = None  # "shortestPath" / "allShortestPaths"

    def names(self) -> list[str]:
        """Every name the pattern binds (generated ones included), in text order."""
        out: list[str] = []
        if self.path_var:
            out.append(self.path_var)
        for i, node in enumerate(self.nodes):
            out.append(node.name)
            if i < len(self.rels):
                out.append(self.rels[i].name)
        return list(dict.fromkeys(out))


class Namer:
    """Hands out the generated names of anonymous pattern parts (unique in one query)."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, kind: str) -> str:
        self.n += 1
        return f"{ANON}{kind}{self.n}"


# --------------------------------------------------------------------------- patterns


def compile_pattern(pattern: A.PathPattern, schema: SpaceSchema | None, namer: Namer) -> PatternSpec:
    """Check a path pattern against the space schema and flatten it."""
    nodes: list[NodeSpec] = []
    rels: list[RelSpec] = []
    for el in pattern.elements:
        if isinstance(el, A.NodePattern):
            nodes.append(_node_spec(el, schema, namer))
        else:
            rels.append(_rel_spec(el, schema, namer))
    spec = PatternSpec(nodes, rels, pattern.variable, pattern.function)
    if spec.shortest:
        _check_shortest(spec)
    return spec


def _map_items(props: A.Expr | None, where: str) -> list[tuple[str, A.Expr]]:
    if props is None:
        return []
    if isinstance(props, A.MapLiteral):
        return list(props.items)
    raise QuerySemanticError(f"`{expr_text(props)}': the property map of {where} must be a map literal")


def _node_spec(node: A.NodePattern, schema: SpaceSchema | None, namer: Namer) -> NodeSpec:
    labels = list(node.labels)
    if schema is not None:
        for label in labels:
            if label not in schema.tags:
                raise QuerySemanticError(f"`{label}': Unknown tag")
    items = _map_items(node.properties, "a node")
    props: list[tuple[str, str, A.Expr]] = []
    for key, value in items:
        if not labels:
            raise QuerySemanticError(f"`{key}:{expr_text(value)}': No tag found for property.")
        tag = labels[0]
        if schema is not None:
            # A property map written after several labels belongs to the first that has it.
            for label in labels:
                item = schema.tags.get(label)
                if item is not None and item.prop(key) is not None:
                    tag = label
                    break
        props.append((tag, key, value))
    return NodeSpec(node.variable or namer("n"), labels, props)


def _rel_spec(rel: A.RelPattern, schema: SpaceSchema | None, namer: Namer) -> RelSpec:
    types = list(dict.fromkeys(rel.types)) or None
    if schema is not None and types:
        for t in types:
            if t not in schema.edges:
                raise QuerySemanticError(f"`{t}': Unknown edge type")
    props = _map_items(rel.properties, "a relationship")
    hi: int | None
    if rel.length is None:
        lo, hi, var = 1, 1, False
    else:
        lo = 1 if rel.length.min is None else rel.length.min
        hi = rel.length.max
        var = True
        if lo < 0 or (hi is not None and hi < lo):
            raise QuerySemanticError(
                f"Max hop must be greater equal than min hop: *{lo}..{'' if hi is None else hi}"
            )
    return RelSpec(rel.variable or namer("e"), types, rel.direction, props, lo, hi, var)


def _check_shortest(spec: PatternSpec) -> None:
    if len(spec.rels) != 1:
        raise QuerySemanticError("`shortestPath(...)' only support pattern like (start)-[edge*..hop]-(end)")
    rel = spec.rels[0]
    if rel.min_hops not in (0, 1):
        raise QuerySemanticError("The minimal number of steps for shortestPath() must be either 0 or 1.")
    if spec.nodes[0].name == spec.nodes[1].name:
        raise QuerySemanticError(
            "The shortest path algorithm does not work when the start and end nodes are the same"
        )


# --------------------------------------------------------------------------- expressions


def free_vars(e: A.Node, bound: frozenset[str] = frozenset()) -> set[str]:
    """Names an expression reads from its row (locals of comprehensions excluded).

    Pattern expressions read the variables their nodes and relationships name.
    """
    out: set[str] = set()
    _visit(e, bound, out)
    return out


def _visit(n: A.Node, bound: frozenset[str], out: set[str], *, patterns: bool = True) -> None:
    """Add the names ``n`` reads (not in ``bound``) to ``out``; ``patterns=False`` skips
    pattern expressions and comprehensions (see :func:`undefined_aliases`)."""
    if isinstance(n, (A.PatternExpr, A.PatternComprehension)) and not patterns:
        return
    if isinstance(n, A.Variable):
        if n.name not in bound:
            out.add(n.name)
        return
    if isinstance(n, A.ListComprehension):
        _visit(n.source, bound, out, patterns=patterns)
        inner = bound | {n.variable}
        for part in (n.where, n.projection):
            if part is not None:
                _visit(part, inner, out, patterns=patterns)
        return
    if isinstance(n, A.ListPredicate):
        _visit(n.source, bound, out, patterns=patterns)
        if n.where is not None:
            _visit(n.where, bound | {n.variable}, out, patterns=patterns)
        return
    if isinstance(n, A.Reduce):
        _visit(n.initial, bound, out, patterns=patterns)
        _visit(n.source, bound, out, patterns=patterns)
        _visit(n.expr, bound | {n.accumulator, n.variable}, out, patterns=patterns)
        return
    if isinstance(n, A.PatternExpr):
        _visit_pattern(n.pattern, bound, out)
        return
    if isinstance(n, A.PatternComprehension):
        inner = bound | set(_pattern_names(n.pattern))
        _visit_pattern(n.pattern, inner, out)
        for part in (n.where, n.projection):
            if part is not None:
                _visit(part, inner, out)
        return
    for child in n.children():
        _visit(child, bound, out, patterns=patterns)


def _pattern_names(p: A.PathPattern) -> Iterator[str]:
    if p.variable:
        yield p.variable
    for el in p.elements:
        if el.variable:
            yield el.variable


def _visit_pattern(p: A.PathPattern, bound: frozenset[str], out: set[str]) -> None:
    for name in _pattern_names(p):
        if name not in bound:
            out.add(name)
    for el in p.elements:
        if el.properties is not None:
            _visit(el.properties, bound, out)


def undefined_aliases(e: A.Node, scope: Iterable[str]) -> list[str]:
    """Variables ``e`` reads that ``scope`` does not define (pattern-expression parts excluded)."""
    known = set(scope)
    found: set[str] = set()
    # names inside pattern expressions are not reported: a pattern predicate may name parts
    # that are matched on the fly; only plain expression references must be defined aliases
    _visit(e, frozenset(), found, patterns=False)
    return sorted(found - known)


def check_defined(e: A.Node | None, scope: Iterable[str]) -> None:
    """NebulaGraph's "Alias used but not defined" for the first unknown variable of ``e``."""
    if e is None:
        return
    missing = undefined_aliases(e, scope)
    if missing:
        raise QuerySemanticError(f"Alias used but not defined: `{missing[0]}'")


def conjuncts(e: A.Expr | None) -> list[A.Expr]:
    """The top-level AND parts of a condition (``a AND (b AND c)`` → ``[a, b, c]``)."""
    if e is None:
        return []
    if isinstance(e, A.BinaryOp) and e.op.upper() in ("AND", "&&"):
        return conjuncts(e.left) + conjuncts(e.right)
    return [e]


def check_operand_types(e: A.Node) -> None:
    """NebulaGraph's static type check of arithmetic on ``v.tag.prop`` in MATCH statements.

    The validator types a tag property as ``__EMPTY__`` (unknown); EMPTY combined with a
    string by ``-``, ``*``, ``/`` or ``%`` is a SemanticError before anything runs
    (``v.player.name - "n"``), while ``+`` (concatenation) and numbers pass.
    """
    for n in e.walk():
        if not isinstance(n, A.BinaryOp) or n.op not in ("-", "*", "/", "%"):
            continue
        types = [_static_type(n.left), _static_type(n.right)]
        if "__EMPTY__" in types and "STRING" in types:
            raise QuerySemanticError(
                f"`{expr_text(n)}' is not a valid expression, can not apply `{n.op}' to "
                f"`{types[0]}' and `{types[1]}'."
            )


def _static_type(e: A.Expr) -> str | None:
    if _tag_prop_of(e) is not None:
        return "__EMPTY__"
    if isinstance(e, A.Literal) and isinstance(e.value, str):
        return "STRING"
    return None


# --------------------------------------------------------------------------- seek hints


@dataclass
class SeekHint:
    """A WHERE conjunct that pins a node: ``id(v) == e``, ``id(v) IN e`` or ``v.tag.prop == e``."""

    var: str
    kind: Lit["id_eq", "id_in", "prop_eq"]
    value: A.Expr
    needs: set[str]
    tag: str | None = None
    prop: str | None = None
    index: int = -1  # position of the conjunct in the WHERE


def _id_of(e: A.Expr) -> str | None:
    if (
        isinstance(e, A.FunctionCall)
        and e.name.lower() == "id"
        and len(e.args) == 1
        and isinstance(e.args[0], A.Variable)
    ):
        return e.args[0].name
    return None


def _tag_prop_of(e: A.Expr) -> tuple[str, str, str] | None:
    if isinstance(e, A.Property) and isinstance(e.obj, A.Property) and isinstance(e.obj.obj, A.Variable):
        return e.obj.obj.name, e.obj.name, e.name
    return None


def seek_hints(conds: list[A.Expr], pattern_vars: set[str]) -> list[SeekHint]:
    """Seekable conjuncts whose value side does not read this clause's own pattern variables."""
    hints: list[SeekHint] = []
    for i, c in enumerate(conds):
        if not isinstance(c, A.BinaryOp):
            continue
        op = c.op.upper()
        sides = [(c.left, c.right)]
        if op in ("==", "="):
            sides.append((c.right, c.left))
        for key, value in sides:
            needs = free_vars(value)
            if needs & pattern_vars:
                continue
            var = _id_of(key)
            if var is not None and op in ("==", "="):
                hints.append(SeekHint(var, "id_eq", value, needs, index=i))
                break
            if var is not None and op == "IN":
                hints.append(SeekHint(var, "id_in", value, needs, index=i))
                break
            tp = _tag_prop_of(key)
            if tp is not None and op in ("==", "="):
                hints.append(SeekHint(tp[0], "prop_eq", value, needs, tp[1], tp[2], i))
                break
    return hints


# --------------------------------------------------------------------------- start check


def consumed_by_seek(
    patterns: list[PatternSpec], conds: list[A.Expr], hints: list[SeekHint], bound: set[str]
) -> set[int]:
    """The WHERE conjuncts NebulaGraph's start seek takes out of the filter (by position).

    For each path that starts on no bound node, NebulaGraph starts at the first node with an
    ``id(v) == const`` / ``id(v) IN [consts]`` conjunct (which is then not evaluated again),
    else at the first node with one label and a property map or ``v.label.prop`` compared
    with constants (those comparisons go into the index scan). Which conjuncts remain in the
    filter decides whether a bad sibling conjunct (``id(v) IN 'not a list'``) fails the query.
    """
    seen = set(bound)
    out: set[int] = set()
    for p in patterns:
        names = [n.name for n in p.nodes]
        if not p.shortest and not set(names) & seen:
            ids = [h for name in names for h in hints if h.var == name and _constant_ids(h)]
            if ids:
                out.add(ids[0].index)
            else:
                for node in p.nodes:
                    used = _prop_filters(node, conds) if len(node.labels) == 1 else []
                    if node.props or used:
                        out.update(used)
                        break
        seen |= set(p.names())
    return out


def _constant_ids(h: SeekHint) -> bool:
    """An id seek NebulaGraph plans statically: ``id(v) == literal`` or ``id(v) IN [literals]``."""
    if h.kind == "id_eq":
        return isinstance(h.value, A.Literal)
    if h.kind == "id_in":
        return isinstance(h.value, A.ListLiteral) and all(isinstance(i, A.Literal) for i in h.value.items)
    return False


_RELATIONAL = ("==", "=", "<", "<=", ">", ">=")


def _prop_filters(node: NodeSpec, conds: list[A.Expr]) -> list[int]:
    """The WHERE conjuncts comparing ``node.<its label>.prop`` with a constant."""
    label = node.labels[0]
    found: list[int] = []
    for i, c in enumerate(conds):
        if not isinstance(c, A.BinaryOp) or c.op not in _RELATIONAL:
            continue
        for key, value in ((c.left, c.right), (c.right, c.left)):
            tp = _tag_prop_of(key)
            if tp is None or tp[0] != node.name or tp[1] != label or free_vars(value):
                continue
            if not any(isinstance(n, (A.PatternExpr, A.PatternComprehension)) for n in value.walk()):
                found.append(i)
                break
    return found


def planned_starts(
    patterns: list[PatternSpec], conds: list[A.Expr], bound: set[str], schema: SpaceSchema | None
) -> list[str]:
    """How each path is planned to start, for EXPLAIN (NebulaGraph's seek order; the matcher
    may still start elsewhere when that is cheaper for the data at hand)."""
    seen = set(bound)
    hints = seek_hints(conds, set())
    out: list[str] = []
    for p in patterns:
        names = [n.name for n in p.nodes]
        shown = {n.name: (n.name if n.user else "anonymous node") for n in p.nodes}
        text = ""
        if p.shortest:
            text = f"{p.shortest} search"
        elif set(names) & seen:
            text = f"argument {shown[next(n for n in names if n in seen)]}"
        else:
            ids = [h for n in names for h in hints if h.var == n and h.kind != "prop_eq"]
            if ids:
                text = f"id seek {shown[ids[0].var]}: {expr_text(conds[ids[0].index])}"
            for node in p.nodes if not text else []:
                if len(node.labels) == 1 and (node.props or _prop_filters(node, conds)):
                    ixs = schema.indexes_on("tag", node.labels[0]) if schema is not None else []
                    where = f"index {ixs[0].name}" if ixs else "no index"
                    text = f"property seek {shown[node.name]}:{node.labels[0]} ({where})"
                    break
            for node in p.nodes if not text else []:
                if node.labels:
                    text = f"label scan {shown[node.name]}:{node.labels[0]}"
                    break
            text = text or "full scan"
        out.append(text)
        seen |= set(p.names())
    return out


def check_start(
    patterns: list[PatternSpec], conds: list[A.Expr], bound: set[str], schema: SpaceSchema | None
) -> None:
    """Refuse what NebulaGraph cannot start: a property seek on a tag that has no index.

    NebulaGraph picks the start of each path by trying, in order: an id seek (``id(v) ==``
    / ``IN`` in WHERE) or an already bound node, then a property-index seek on the first
    node with one label and a property map or a WHERE comparison of ``v.label.prop`` with a
    constant, then label-index and scan seeks. A property seek on a tag without any index
    fails the statement ("IndexNotFound: No valid index found"), even though another node
    could have started the walk.
    """
    if schema is None:
        return
    seen = set(bound)
    ids = {h.var for h in seek_hints(conds, set()) if _constant_ids(h)}
    for p in patterns:
        names = {n.name for n in p.nodes}
        if p.shortest or names & seen or names & ids:
            seen |= set(p.names())
            continue
        for node in p.nodes:
            if len(node.labels) == 1 and (node.props or _prop_filters(node, conds)):
                if not schema.indexes_on("tag", node.labels[0]):
                    raise QueryExecutionError("IndexNotFound: No valid index found")
                break
        seen |= set(p.names())


__all__ = [
    "ANON",
    "planned_starts",
    "check_operand_types",
    "consumed_by_seek",
    "check_start",
    "Namer",
    "NodeSpec",
    "PatternSpec",
    "RelSpec",
    "SeekHint",
    "check_defined",
    "compile_pattern",
    "conjuncts",
    "expr_text",
    "free_vars",
    "is_user_name",
    "seek_hints",
    "undefined_aliases",
]
