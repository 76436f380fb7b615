"""List and graph-element built-ins: range, head/last/tail, size, keys, id, tags/labels,
properties, type, src/dst/rank, startNode/endNode, nodes/relationships, udf_is_in, is_edge,
hasSameEdgeInPath/hasSameVertexInPath, reversePath.

NebulaGraph's choices kept here: ``src()``/``dst()`` give the *stored* edge's ends, while
``none_direct_src()``/``none_direct_dst()`` give the ends in the direction the edge was walked;
``keys()`` is sorted; ``properties(vertex)`` merges the properties of all its tags.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from r3.engine.functions_core import ArgTypeError, CallEnv, Function, alias, fn, need_int
from r3.engine.limits import charge_bytes, check_list_length, list_bytes
from r3.values import BAD_DATA, NULL, Edge, List, Map, Path, Set, Step, Tags, Value, Vertex


@fn("range", 2, 3)
def _range(args: Sequence[Value], env: CallEnv) -> Value:
    start, end = need_int(args[0]), need_int(args[1])
    step = need_int(args[2]) if len(args) > 2 else 1
    if step == 0:
        return BAD_DATA
    stop = end + 1 if step > 0 else end - 1
    items = range(start, stop, step)
    check_list_length(len(items), "the result of range()")
    charge_bytes(env.ctx, list_bytes(len(items)))
    return List(items)


def _need_list(v: Value) -> List:
    if type(v) is not List:
        raise ArgTypeError()
    return v


@fn("head", 1)
def _head(args: Sequence[Value], env: CallEnv) -> Value:
    items = _need_list(args[0]).items
    return items[0] if items else NULL


@fn("last", 1)
def _last(args: Sequence[Value], env: CallEnv) -> Value:
    items = _need_list(args[0]).items
    return items[-1] if items else NULL


@fn("tail", 1)
def _tail(args: Sequence[Value], env: CallEnv) -> Value:
    return List(_need_list(args[0]).items[1:])


@fn("size", 1)
def _size(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is str:
        return len(v.encode("utf-8"))
    if type(v) is List or type(v) is Set or type(v) is Map:
        return len(v)
    raise ArgTypeError()


def _vertex_props(v: Vertex) -> dict[str, Value]:
    merged: dict[str, Value] = {}
    for props in v.tags.values():
        if props:
            merged.update(props)
    return merged


@fn("keys", 1)
def _keys(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is Vertex:
        return List(sorted(_vertex_props(v)))
    if type(v) is Edge:
        return List(sorted(v.props or ()))
    if type(v) is Map:
        return List(sorted(v))
    raise ArgTypeError()


@fn("properties", 1)
def _properties(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is Vertex:
        return Map(_vertex_props(v))
    if type(v) is Edge:
        return v.props or Map()
    if type(v) is Map:
        return v
    raise ArgTypeError()


def _need_vertex(v: Value) -> Vertex:
    if type(v) is not Vertex:
        raise ArgTypeError()
    return v


def _need_edge(v: Value) -> Edge:
    if type(v) is not Edge:
        raise ArgTypeError()
    return v


def _need_path(v: Value) -> Path:
    if type(v) is not Path:
        raise ArgTypeError()
    return v


@fn("id", 1)
def _id(args: Sequence[Value], env: CallEnv) -> Value:
    return _need_vertex(args[0]).vid


@fn("tags", 1)
def _tags(args: Sequence[Value], env: CallEnv) -> Value:
    return List(_need_vertex(args[0]).tags)


@fn("type", 1)
def _type(args: Sequence[Value], env: CallEnv) -> Value:
    return _need_edge(args[0]).type


@fn("typeid", 1)
def _typeid(args: Sequence[Value], env: CallEnv) -> Value:
    """The edge type's id, negative on an edge walked against its stored direction
    (6.functions-and-expressions/4.schema.md: "Forward" when typeid(e) > 0). Ids number the
    space's edge types from 1, as ``like._type`` in GO does."""
    edge = _need_edge(args[0])
    if env.ctx is None:
        return NULL
    names = list(env.ctx.space.schema.edges)
    if edge.type not in names:
        return NULL
    t = names.index(edge.type) + 1
    return -t if edge.reversed else t


@fn("src", 1)
def _src(args: Sequence[Value], env: CallEnv) -> Value:
    return _need_edge(args[0]).src


@fn("dst", 1)
def _dst(args: Sequence[Value], env: CallEnv) -> Value:
    return _need_edge(args[0]).dst


@fn("rank", 1)
def _rank(args: Sequence[Value], env: CallEnv) -> Value:
    return _need_edge(args[0]).rank or 0


def _edges_of(v: Value) -> tuple[Edge, ...]:
    if type(v) is Edge:
        return (v,)
    if type(v) is List:
        edges = tuple(x for x in v.items if type(x) is Edge)
        if len(edges) == len(v.items):
            return edges
    raise ArgTypeError()


@fn("none_direct_src", 1)
def _nd_src(args: Sequence[Value], env: CallEnv) -> Value:
    edges = _edges_of(args[0])
    return edges[0].from_vid if edges else NULL


@fn("none_direct_dst", 1)
def _nd_dst(args: Sequence[Value], env: CallEnv) -> Value:
    edges = _edges_of(args[0])
    return edges[-1].to_vid if edges else NULL


@fn("startNode", 1)
def _start_node(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is Path:
        return v.start
    return Vertex(_need_edge(v).from_vid, Tags())


@fn("endNode", 1)
def _end_node(args: Sequence[Value], env: CallEnv) -> Value:
    v = args[0]
    if type(v) is Path:
        return v.vertices[-1]
    return Vertex(_need_edge(v).to_vid, Tags())


@fn("nodes", 1)
def _nodes(args: Sequence[Value], env: CallEnv) -> Value:
    return List(_need_path(args[0]).vertices)


@fn("relationships", 1)
def _relationships(args: Sequence[Value], env: CallEnv) -> Value:
    return List(_need_path(args[0]).edges)


@fn("udf_is_in", 2, None, propagate_null=False)
def _udf_is_in(args: Sequence[Value], env: CallEnv) -> Value:
    # NebulaGraph's FunctionManager: whether the first argument equals any of the others
    # (a value comparison, so NULL finds NULL: it is not the three-valued IN operator)
    first = args[0]
    return any(type(a) is type(first) and a == first or _numbers_equal(a, first) for a in args[1:])


def _numbers_equal(a: Value, b: Value) -> bool:
    numbers = (int, float)
    return type(a) in numbers and type(b) in numbers and a == b


@fn("is_edge", 1, propagate_null=False)
def _is_edge(args: Sequence[Value], env: CallEnv) -> Value:
    return type(args[0]) is Edge


def _edge_key(e: Edge) -> tuple[Value, str, int | None, Value]:
    # the stored edge, whichever way the path walked it
    return (e.src, e.type, e.rank, e.dst)


@fn("hasSameEdgeInPath", 1)
def _same_edge_in_path(args: Sequence[Value], env: CallEnv) -> Value:
    keys = [_edge_key(e) for e in _need_path(args[0]).edges]
    return len(set(keys)) != len(keys)


@fn("hasSameVertexInPath", 1)
def _same_vertex_in_path(args: Sequence[Value], env: CallEnv) -> Value:
    vids = [v.vid for v in _need_path(args[0]).vertices]
    return len(set(vids)) != len(vids)


@fn("reversePath", 1)
def _reverse_path(args: Sequence[Value], env: CallEnv) -> Value:
    path = _need_path(args[0])
    vertices = path.vertices
    steps = [
        Step(dataclasses.replace(s.edge, reversed=not s.edge.reversed), vertices[i])
        for i, s in reversed(list(enumerate(path.steps)))
    ]
    return Path(vertices[-1], tuple(steps))


FUNCTIONS: list[Function] = [
    _range,
    _head,
    _last,
    _tail,
    _size,
    _keys,
    _properties,
    _id,
    _tags,
    alias(_tags, "labels"),
    _type,
    _typeid,
    _src,
    _dst,
    _rank,
    _nd_src,
    _nd_dst,
    _start_node,
    _end_node,
    _nodes,
    _relationships,
    _udf_is_in,
    _is_edge,
    _same_edge_in_path,
    _same_vertex_in_path,
    _reverse_path,
]

__all__ = ["FUNCTIONS"]
