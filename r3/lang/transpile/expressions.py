"""nGQL expressions → Cypher expressions, inside a :class:`~.layout.Scope`.

What changes (everything else is copied as it is):

- ``v.player.name`` / ``$^.player.name`` / ``$$.team.name`` / ``player.age`` (LOOKUP, FETCH) →
  ``v.name`` on the node variable (also on any vertex value: ``nodes(p)[1].player.name``,
  ``[n IN nodes(p) | n.player.name]``); when the node's label is unknown and several tags own the
  property, ``CASE WHEN "team" IN labels(v) THEN v.name END`` (nGQL reads the named tag only);
  the same CASE for a node matched as another tag (a vertex may carry both);
- ``id(v)`` → ``v.vid`` (the layout's key property; also of a vertex nGQL names otherwise,
  ``[n IN nodes(p) | id(n)]``); ``src(e)``/``dst(e)``/``e._src``/``e._dst``
  → the key of the edge's stored endpoint; ``rank(e)``/``e._rank`` → ``e.rank``;
  ``e._type`` → ``type(e)``; ``properties(v).p`` → ``v.p``; ``properties(v)`` → a map of the
  tag's (or edge type's) properties; ``tags(v)`` → ``labels(v)``;
- ``edge``, edge-type names (``like.likeness``), ``vertex``, ``$^``, ``$$`` → the variables
  of the pattern written for the statement; ``$-.c`` / ``$var.c`` → the column ``c`` carried
  by ``WITH``;
- ``length(s)`` of a string → ``size(s)`` (Cypher's ``length`` takes a path); ``substr`` →
  ``substring`` (both count from 0); ``last(l)`` → ``l[-1]``; ``properties(x).p`` of any other
  value (``[n IN nodes(p) | properties(n).name]``) → ``x.p``;
- ``collect(x)`` → ``coalesce(collect(x), [])`` (LadybugDB's collect of no values is NULL, not
  ``[]``); ``length(p)`` of a path carried in from a FIND PATH → ``size(relationships(p))``;
- operators: ``==`` → ``=``, ``!=`` → ``<>``, ``&&``/``||``/``!`` → ``AND``/``OR``/``NOT``;
  ``c ? a : b`` → ``CASE``; ``(int)x`` → ``toInteger(x)``; sets → lists; ``IS [NOT] EMPTY`` →
  ``IS [NOT] NULL`` (Cypher has no EMPTY: a missing property reads as NULL there).
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from r3.lang import ast as A
from r3.lang.transpile.layout import EdgeVar, Scope, TranspileError, prop, var

_OPERATORS = {"==": "=", "!=": "<>", "&&": "AND", "||": "OR"}
_CASTS = {"int": "toInteger", "int64": "toInteger", "float": "toFloat", "double": "toFloat",
          "string": "toString", "bool": "toBoolean"}  # fmt: skip
#: Schema types of integers (nGQL's ``sum()`` of them is an integer).
_INT_TYPES = frozenset({"int", "int64", "int32", "int16", "int8"})
#: nGQL's temporal constructors that return their argument when it already is of that type.
_TEMPORAL_CASTS = frozenset({"date", "datetime", "time"})
_FUNCTIONS = {"lower": "toLower", "upper": "toUpper", "tolower": "toLower", "toupper": "toUpper",
              "tags": "labels", "strlen": "size", "edges": "relationships", "substr": "substring"}  # fmt: skip
#: Functions whose value is a path: ``length()`` of one counts its edges, of anything else its characters.
_PATH_FUNCTIONS = frozenset({"shortestpath", "allshortestpaths"})
_EDGE_FIELDS = ("_src", "_dst", "_rank", "_type")


def _is_path_var(e: A.Expr, scope: Scope) -> bool:
    return isinstance(e, A.Variable) and e.name in scope.paths


def _may_be_path(e: A.Expr) -> bool:
    """Whether ``e`` can hold a path: a variable, a parameter, a list element, or a path function."""
    if isinstance(e, A.FunctionCall):
        return e.name.lower() in _PATH_FUNCTIONS
    return isinstance(e, (A.Variable, A.Parameter, A.Subscript))


def _is_edge_list(e: A.Expr, scope: Scope) -> bool:
    """``e`` of ``-[e*1..3]->`` (LadybugDB's adapter reads ``last(e)`` as ``last(rels(e))``)."""
    return isinstance(e, A.Variable) and e.name in scope.edge_lists


class ExprTranslator:
    """Translates the expressions of one statement (see the module doc)."""

    def __init__(self, scope: Scope) -> None:
        self.scope = scope
        self.layout = scope.layout

    # ------------------------------------------------------------------ entry
    def __call__(self, e: A.Expr) -> A.Expr:
        return self.expr(e)

    def expr(self, e: A.Expr) -> A.Expr:
        method = getattr(self, f"x_{type(e).__name__}", None)
        if method is not None:
            out: A.Expr = method(e)
            return out
        return self.generic(e)

    def generic(self, node: Any) -> Any:
        """Copy ``node`` with every sub-expression translated."""
        changes: dict[str, object] = {}
        for f in fields(node):
            value = getattr(node, f.name)
            new = self._value(value)
            if new is not value:
                changes[f.name] = new
        return replace(node, **changes) if changes else node

    def _value(self, value: object) -> object:
        if isinstance(value, A.Expr):
            return self.expr(value)
        if isinstance(value, A.PathPattern):
            return self.pattern(value)
        if isinstance(value, A.Node):
            return self.generic(value)
        if isinstance(value, list):
            return [self._value(v) for v in value]
        if isinstance(value, tuple):
            return tuple(self._value(v) for v in value)
        return value

    def pattern(self, p: A.PathPattern) -> A.PathPattern:
        """A pattern with its property maps translated (variables and labels stay)."""
        return self.generic(p)

    # ------------------------------------------------------------------ names
    def node_name(self, e: A.Expr) -> str | None:
        """The Cypher node variable ``e`` stands for (``v``, ``$^``, ``$$``, ``vertex``), if any."""
        if isinstance(e, A.SrcRef):
            return self._needed(self.scope.start, "$^")
        if isinstance(e, A.DstRef):
            return self._needed(self.scope.end, "$$")
        if isinstance(e, A.Variable):
            if e.name.lower() == "vertex" and self.scope.start is not None and e.name not in self.scope.nodes:
                return self.scope.start
            if e.name in self.scope.nodes:
                return e.name
        return None

    def edge_of(self, e: A.Expr) -> EdgeVar | None:
        """The relationship ``e`` stands for: ``edge``, an edge variable, or an edge-type name."""
        if not isinstance(e, A.Variable):
            return None
        if e.name in self.scope.edges:
            return self.scope.edges[e.name]
        if self.scope.edge is not None:
            current = self.scope.edges[self.scope.edge]
            if e.name.lower() == "edge" or (e.name in current.types and len(current.types) == 1):
                return current
            if self.layout.is_edge(e.name) or e.name in current.types:
                # one type of several (``OVER *``, ``OVER like, serve``): only that type's edges have it
                return EdgeVar(current.name, current.src, current.dst, [e.name])
        return None

    @staticmethod
    def _needed(name: str | None, what: str) -> str:
        if name is None:
            raise TranspileError(what, "it means nothing outside GO")
        return name

    def key(self, node: str) -> A.Expr:
        found = self.scope.nodes.get(node)
        return prop(node, self.layout.key_of(found.label if found else None))

    def tag_prop(self, node: str, tag: str, name: str) -> A.Expr:
        label = self.scope.nodes[node].label if node in self.scope.nodes else None
        schema = self.layout.schema
        if self.layout.lacks("tag", tag, name):
            return A.Literal(None)  # a property the tag does not have reads as NULL
        if node in self.scope.nodes and tag in self.scope.nodes[node].labels:
            return prop(node, name)  # the pattern says the vertex has the tag (``(v:a:b)``)
        if label is not None and label != tag and schema is not None and label in schema.tags:
            # The vertex matched as another tag: it may carry ``tag`` too (a vertex of several
            # tags, ``MATCH (v:instructor) RETURN v.artist.name``); nGQL reads the property only
            # there. Where the schema says which tags share vertices (``co_tags``) and ``tag`` is
            # none of them, nothing is read.
            co_tags = schema.tags[label].co_tags
            if co_tags and tag not in co_tags:
                return A.Literal(None)
            is_tag = A.BinaryOp("IN", A.Literal(tag), A.FunctionCall("labels", [var(node)]))
            return A.Case(None, [(is_tag, prop(node, name))], None)
        owners = self.layout.owners(name)
        if label == tag or len(owners) <= 1 or (label is None and owners == [tag]):
            return prop(node, name)
        is_tag = A.BinaryOp("IN", A.Literal(tag), A.FunctionCall("labels", [var(node)]))
        return A.Case(None, [(is_tag, prop(node, name))], None)

    def _is_tag_prop(self, tag: str, name: str) -> bool:
        schema = self.layout.schema
        return schema is not None and tag in schema.tags and not self.layout.lacks("tag", tag, name)

    def value_tag_prop(self, value: A.Expr, tag: str, name: str) -> A.Expr:
        """``x.tag.prop`` of a vertex that is no pattern variable (a list element, a comprehension's):
        ``x.prop``, read only where the vertex has the tag when other tags own ``prop`` too; of a
        list element ``l[i]``, ``[x IN l | x.prop][i]`` (LadybugDB reads no property off ``l[i]``)."""
        if isinstance(value, A.Subscript):
            each = self.value_tag_prop(var("_x"), tag, name)
            return A.Subscript(A.ListComprehension("_x", value.obj, None, each), value.index)
        if self.layout.owners(name) == [tag]:
            return A.Property(value, name)
        is_tag = A.BinaryOp("IN", A.Literal(tag), A.FunctionCall("labels", [value]))
        return A.Case(None, [(is_tag, A.Property(value, name))], None)

    def edge_field(self, edge: EdgeVar, name: str) -> A.Expr:
        if name in ("_src", "_dst") and edge.undirected:
            # Either end may be stored first: ``startNode(e) = a`` says which (nGQL's src/dst are
            # the stored ends, also walking BIDIRECT).
            stored = A.BinaryOp("=", A.FunctionCall("startNode", [var(edge.name)]), var(edge.src))
            first, second = (edge.src, edge.dst) if name == "_src" else (edge.dst, edge.src)
            return A.Case(None, [(stored, self.key(first))], self.key(second))
        if name == "_src":
            return self.key(edge.src)
        if name == "_dst":
            return self.key(edge.dst)
        if name == "_rank":
            return prop(edge.name, "rank")
        return A.FunctionCall("type", [var(edge.name)])

    def edge_prop(self, edge: EdgeVar, name: str) -> A.Expr:
        walked = edge.name == self.scope.edge and self.scope.start and self.scope.end
        if name in ("_src", "_dst") and walked:
            # GO's ``like._dst`` is the vertex reached (also walking REVERSELY), not the stored end.
            value: A.Expr = self.key(str(self.scope.start if name == "_src" else self.scope.end))
        elif name in _EDGE_FIELDS:
            value = self.edge_field(edge, name)
        elif len(edge.types) == 1 and self.layout.lacks("edge", edge.types[0], name):
            return A.Literal(None)  # a property the edge type does not have reads as NULL
        else:
            value = prop(edge.name, name)
        current = self.scope.edges.get(edge.name)
        if current is not None and edge.types and len(current.types) != 1 and edge.types != current.types:
            # ``like.likeness`` / ``like._dst`` over several types: only a ``like`` edge has it
            # (nGQL reads EMPTY off the others, Cypher NULL).
            is_type = A.BinaryOp("=", A.FunctionCall("type", [var(edge.name)]), A.Literal(edge.types[0]))
            return A.Case(None, [(is_type, value)], None)
        return value

    # ------------------------------------------------------------------ nodes
    def x_Variable(self, e: A.Variable) -> A.Expr:
        node = self.node_name(e)
        if node is not None:
            return var(node)
        edge = self.edge_of(e)
        if edge is not None:
            return var(edge.name)
        return e

    def x_SrcRef(self, e: A.SrcRef) -> A.Expr:
        return var(self._needed(self.scope.start, "$^"))

    def x_DstRef(self, e: A.DstRef) -> A.Expr:
        return var(self._needed(self.scope.end, "$$"))

    def x_InputRef(self, e: A.InputRef) -> A.Expr:
        raise TranspileError("$- on its own", "name a column: $-.name")

    def x_Property(self, e: A.Property) -> A.Expr:
        obj = e.obj
        if isinstance(obj, (A.InputRef, A.Parameter)):
            return self.input_column(obj, e.name)
        if isinstance(obj, A.Property):
            node = self.node_name(obj.obj)
            if node is not None:  # v.tag.prop / $$.tag.prop
                return self.tag_prop(node, obj.name, e.name)
            if self._is_tag_prop(obj.name, e.name) and not isinstance(obj.obj, (A.InputRef, A.Parameter)):
                # ``nodes(p)[1].player.name``, ``[n IN nodes(p) | n.player.name]``: any vertex value
                return self.value_tag_prop(self.expr(obj.obj), obj.name, e.name)
        if isinstance(obj, A.FunctionCall) and obj.name.lower() == "properties" and len(obj.args) == 1:
            inner = obj.args[0]
            node = self.node_name(inner)
            if node is not None:
                return prop(node, e.name)
            edge = self.edge_of(inner)
            if edge is not None:
                return self.edge_prop(edge, e.name)
            # ``[n IN nodes(p) | properties(n).name]``: a property of any vertex, edge or map is
            # read with a dot in Cypher (LadybugDB has no properties() of a list element).
            return A.Property(self.expr(inner), e.name)
        if isinstance(obj, A.Variable):
            if obj.name in self.scope.nodes:
                return prop(obj.name, e.name)
            if obj.name in self.scope.edge_lists:  # ``e.p`` of ``-[e*1..3]->``: each edge's p
                return A.ListComprehension("r", obj, None, prop("r", e.name))
            edge = self.edge_of(obj)
            if edge is not None:
                return self.edge_prop(edge, e.name)
            if (
                self.scope.start is not None
                and self.layout.schema is not None
                and obj.name in self.layout.schema.tags
            ):
                return self.tag_prop(self.scope.start, obj.name, e.name)  # LOOKUP/FETCH: player.age
        return A.Property(self.expr(obj), e.name)

    def input_column(self, source: A.Expr, name: str) -> A.Expr:
        wanted = source.name if isinstance(source, A.Parameter) else None
        label = f"${wanted}.{name}" if wanted else f"$-.{name}"
        if name == "*":
            raise TranspileError(label, "name the columns one by one")
        if wanted is not None and name in self.scope.var_inputs.get(wanted, {}):
            return var(self.scope.var_inputs[wanted][name])
        if wanted != self.scope.input_var or name not in self.scope.inputs:
            raise TranspileError(label, "it is not a column of the statement's input")
        return var(self.scope.inputs[name])

    # ------------------------------------------------------------------ functions
    def x_FunctionCall(self, e: A.FunctionCall) -> A.Expr:
        name = e.name.lower()
        if len(e.args) == 1 and not e.star:
            arg = e.args[0]
            node = self.node_name(arg) if not isinstance(arg, A.Property) else None
            edge = self.edge_of(arg)
            if name == "id" and node is not None:
                return self.key(node)
            if name == "id" and not isinstance(arg, A.Property):
                # nGQL's id() takes only a vertex: ``[n IN nodes(p) | id(n)]`` reads its vid
                # (Cypher's id() is an internal number).
                return prop(self.expr(arg), self.layout.key_of(None))
            if name in ("src", "dst", "rank", "type") and edge is not None:
                return self.edge_field(edge, "_" + name)
            if name == "properties" and node is not None:
                return self.node_properties(node)
            if name == "properties" and edge is not None:
                return self.edge_properties(edge)
            if name in _TEMPORAL_CASTS and self.stored_type(arg) == name:
                # ``date(d)`` of a stored date is ``d`` (nGQL and openCypher); FalkorDB refuses
                # ``date()`` of a date ("expected Map, String, or Null but was Date").
                return self(arg)
        renamed = _FUNCTIONS.get(name)
        call = self.generic(e)
        if name == "sum" and len(e.args) == 1 and not e.star and self.stored_type(e.args[0]) in _INT_TYPES:
            # nGQL sums integers to an integer; LadybugDB's sum() of INT64 is an INT128 (read as
            # a decimal), FalkorDB's a double: ``toInteger(sum(x))`` gives the integer back.
            return A.FunctionCall("toInteger", [call])
        if name == "collect" and not e.star:
            # An aggregate over no values is ``[]`` (nGQL and openCypher); LadybugDB gives NULL
            # (an OPTIONAL MATCH that matched nothing), and ``NOT true IN NULL`` drops the row.
            return A.FunctionCall("coalesce", [call, A.ListLiteral([])])
        if name == "length" and len(call.args) == 1 and _is_path_var(call.args[0], self.scope):
            # A path carried by WITH: LadybugDB evaluates ``length(p)`` only where ``p`` is matched.
            return A.FunctionCall("size", [A.FunctionCall("relationships", call.args)])
        if name == "length" and len(call.args) == 1 and not _may_be_path(call.args[0]):
            # nGQL's length() of a string counts its characters; Cypher's length() takes a path only.
            return A.FunctionCall("size", call.args)
        if name == "last" and len(call.args) == 1 and not _is_edge_list(e.args[0], self.scope):
            # ``l[-1]``: openCypher and LadybugDB both read it (LadybugDB has no last()).
            return A.Subscript(call.args[0], A.Literal(-1))
        return replace(call, name=renamed) if renamed else call

    def stored_type(self, e: A.Expr) -> str | None:
        """The schema type (lower-case, ``date``, ``int64`` …) of a stored property ``e`` reads —
        ``v.tag.p``, ``$$.tag.p``, ``like.p``, ``e.p`` of an edge of known types — when every
        owner gives it one type; None otherwise."""
        schema = self.layout.schema
        if schema is None or not isinstance(e, A.Property):
            return None
        if isinstance(e.obj, A.InputRef) or (
            isinstance(e.obj, A.Parameter) and e.obj.name == self.scope.input_var
        ):
            return self.scope.input_types.get(e.name)
        owners: list = []
        if isinstance(e.obj, A.Property) and e.obj.name in schema.tags:
            owners = [schema.tags[e.obj.name]]
        else:
            edge = self.edge_of(e.obj)
            types = edge.types if edge is not None else None
            if types is None and isinstance(e.obj, A.Variable) and e.obj.name in self.scope.edge_types:
                types = self.scope.edge_types[e.obj.name]
            if types is not None:
                owners = [schema.edges[t] for t in (types or list(schema.edges)) if t in schema.edges]
        kinds = {str(p.type).lower() for o in owners if (p := o.prop(e.name)) is not None}
        return kinds.pop() if len(kinds) == 1 and all(o.prop(e.name) is not None for o in owners) else None

    def node_properties(self, node: str) -> A.Expr:
        """``properties(v)``: a map of the tag's properties; of a vertex of no known tag,
        ``CASE WHEN "t" IN labels(v) THEN {…} … END``, each tag its own map (one tag per vertex:
        nGQL merges the properties of a vertex with several tags, this CASE gives the first's)."""
        label = self.scope.nodes[node].label if node in self.scope.nodes else None
        if label is not None:
            return A.MapLiteral([(p, prop(node, p)) for p in self.layout.tag_props(label)])
        schema = self.layout.schema
        if schema is None or not schema.tags:
            raise TranspileError(
                "properties() of a vertex of unknown tag", "give the vertex a tag in the pattern"
            )
        whens: list[tuple[A.Expr, A.Expr]] = []
        for tag in schema.tags:
            is_tag = A.BinaryOp("IN", A.Literal(tag), A.FunctionCall("labels", [var(node)]))
            whens.append((is_tag, A.MapLiteral([(p, prop(node, p)) for p in self.layout.tag_props(tag)])))
        return whens[0][1] if len(whens) == 1 else A.Case(None, whens, None)

    def edge_properties(self, edge: EdgeVar) -> A.Expr:
        """``properties(e)``: a map of the edge type's properties (not r3's stored ``rank``); of
        an edge of several types (``OVER a, b``, ``-[e]->``), ``CASE type(e) WHEN "a" THEN {…}
        … END``, each type its own map (a CASE of maps of different keys: LadybugDB's spelling
        is :func:`r3.graph.ladybug_cypher.to_ladybug`'s)."""
        types = edge.types
        if not types and self.layout.schema is not None:
            types = list(self.layout.schema.edges)
        if not types:
            raise TranspileError(
                "properties() of an edge of any type", "the schema is needed to name its properties"
            )
        maps = [A.MapLiteral([(p, prop(edge.name, p)) for p in self.layout.edge_props(t)]) for t in types]
        if len(types) == 1:
            return maps[0]
        kind = A.FunctionCall("type", [var(edge.name)])
        return A.Case(
            None, [(A.BinaryOp("=", kind, A.Literal(t)), m) for t, m in zip(types, maps, strict=True)], None
        )

    # ------------------------------------------------------------------ operators
    def x_BinaryOp(self, e: A.BinaryOp) -> A.Expr:
        op = _OPERATORS.get(e.op, e.op)
        return A.BinaryOp(op, self.expr(e.left), self.expr(e.right))

    def x_UnaryOp(self, e: A.UnaryOp) -> A.Expr:
        op = "NOT" if e.op == "!" else e.op
        return A.UnaryOp(op, self.expr(e.operand))

    def x_IsNull(self, e: A.IsNull) -> A.Expr:
        return A.IsNull(self.expr(e.operand), e.negated, "NULL")

    def x_Conditional(self, e: A.Conditional) -> A.Expr:
        return A.Case(None, [(self.expr(e.condition), self.expr(e.then))], self.expr(e.otherwise))

    def x_TypeCast(self, e: A.TypeCast) -> A.Expr:
        function = _CASTS.get(e.type_name.lower())
        if function is None:
            raise TranspileError(f"the cast ({e.type_name})", "Cypher has no such conversion")
        return A.FunctionCall(function, [self.expr(e.operand)])

    def x_SetLiteral(self, e: A.SetLiteral) -> A.Expr:
        return A.ListLiteral([self.expr(i) for i in e.items])


__all__ = ["ExprTranslator"]
