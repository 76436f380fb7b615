"""NebulaGraph's ``nba_int_vid`` test space, and the hashing its TCK scenarios expect.

Why: NebulaGraph's TCK runs many scenarios twice, on ``nba`` (string vids) and on
``nba_int_vid`` — the same CSVs imported into an INT64-vid space with every vid replaced by
``hash(vid)`` (the importer's ``function: hash``). Its harness then reads the expected
tables of an int-vid space through the same hash: the vid of every vertex and the ends of
every edge written in a cell (``("Tim Duncan")``, ``[:like "Tim Duncan"->"Tony Parker"]``),
and every string of the columns a step names ("and the columns 0 should be hashed").
``hash`` is NebulaGraph's own (``RETURN hash("abcde")`` is 811036730794841393, as the
manual shows), the function the engine's ``hash()`` implements.
"""

from __future__ import annotations

from copy import deepcopy

from r3.engine.functions_string import hash_bytes
from r3.engine.storage import GraphStore
from r3.engine.storage_codec import Vid
from r3.values import Edge, List, Map, Path, Set, Value, Vertex
from r3.values.value_model import Step

#: The space name NebulaGraph's TCK gives the int-vid copy of nba.
NBA_INT_VID = "nba_int_vid"


def hash_vid(vid: Vid) -> int:
    """NebulaGraph's ``hash()`` of a string vid (an int is kept)."""
    return vid if isinstance(vid, int) else hash_bytes(vid.encode("utf-8"))


def int_vid_copy(source: GraphStore, space: str, name: str = NBA_INT_VID) -> GraphStore:
    """A new store holding space ``space`` of ``source`` as an INT64-vid space ``name``."""
    sp = source.space(space)
    schema = deepcopy(sp.schema)
    schema.name = name
    schema.vid_type, schema.vid_length = "int64", None
    store = GraphStore()
    target = store.create_space(schema)
    with target.batch() as batch:
        for rec in sp.scan_vertices():
            batch.insert_vertex(hash_vid(rec.vid), {tag: dict(props) for tag, props in rec.tags.items()})
        for e in sp.scan_edges():
            batch.insert_edge(hash_vid(e.src), e.type, hash_vid(e.dst), e.rank, dict(e.props or {}))
    return store


def hashed_ids(value: Value) -> Value:
    """``value`` with the vids of its vertices, edges and paths hashed (nested values too)."""
    if isinstance(value, Vertex):
        return Vertex(_hash_value(value.vid), value.tags)
    if isinstance(value, Edge):
        return Edge(
            _hash_value(value.src),
            _hash_value(value.dst),
            value.type,
            value.rank,
            value.props,
            value.reversed,
        )
    if isinstance(value, Path):
        steps = [Step(hashed_ids(s.edge), hashed_ids(s.vertex)) for s in value.steps]  # type: ignore[arg-type]
        return Path(hashed_ids(value.start), tuple(steps))  # type: ignore[arg-type]
    if isinstance(value, List):
        return List(hashed_ids(v) for v in value.items)
    if isinstance(value, Set):
        return Set(hashed_ids(v) for v in value.items)
    if isinstance(value, Map):
        return Map({k: hashed_ids(v) for k, v in value.items()})
    return value


def hashed_cell(value: Value) -> Value:
    """A cell of a column the step says is hashed: a string becomes its hash."""
    return _hash_value(value)


def _hash_value(value: Value) -> Value:
    return hash_bytes(value.encode("utf-8")) if isinstance(value, str) else value


__all__ = ["NBA_INT_VID", "hash_vid", "hashed_cell", "hashed_ids", "int_vid_copy"]
