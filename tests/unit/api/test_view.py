"""The rows as the page shows them (:mod:`r3.api.view`): cell text with display names and the
graph to draw — each vertex once, edges in their stored direction, nothing for plain rows."""

from __future__ import annotations

from typing import Any

import pytest

from r3.api import view
from r3.pipeline.cells import cell_text, vertex_names
from r3.values import Edge, List, Map, Path, Set, Step, Tags, Vertex


def person(vid: Any, name: str | None = None) -> Vertex:
    return Vertex(vid, Tags({"person": Map({"name": name})} if name else {}))


ANN, BO, CY = person("a", "Ann Lee"), person("b", "Bo Ek"), person("c")
LIKES = Edge("a", "b", "likes")
BACK = Edge("c", "b", "knows", reversed=True)  # walked b → c against the stored c → b
WALK = Path(ANN, (Step(LIKES, BO), Step(BACK, CY)))


@pytest.mark.parametrize(
    ("rows", "nodes", "edges"),
    [
        ([[ANN]], [("s:a", "Ann Lee", ["person"])], []),
        ([[LIKES]], [("s:a", "a", []), ("s:b", "b", [])], [("s:a", "s:b", "likes")]),
        # names of an edge's ends come from the vertices elsewhere in the rows
        (
            [[LIKES], [List([ANN, BO])]],
            [("s:a", "Ann Lee", ["person"]), ("s:b", "Bo Ek", ["person"])],
            [("s:a", "s:b", "likes")],
        ),
        (
            [[WALK]],
            [("s:a", "Ann Lee", ["person"]), ("s:b", "Bo Ek", ["person"]), ("s:c", "c", [])],
            [("s:a", "s:b", "likes"), ("s:c", "s:b", "knows")],
        ),
        # the same path twice and its edge alone: each element once
        ([[WALK], [WALK], [LIKES]], None, [("s:a", "s:b", "likes"), ("s:c", "s:b", "knows")]),
        # a subgraph's lists, and values inside maps and sets
        ([[Set([ANN]), List([LIKES])]], None, [("s:a", "s:b", "likes")]),
        ([[Map({"who": ANN})]], [("s:a", "Ann Lee", ["person"])], []),
        # an int id and a string id that read alike are different vertices
        ([[person(1), person("1")]], [("v:1", "1", []), ("s:1", "1", [])], []),
    ],
)
def test_graph_view(
    rows: list[list[Any]], nodes: list[tuple[Any, ...]] | None, edges: list[tuple[str, ...]]
) -> None:
    got = view.graph_view(rows, vertex_names(rows))
    assert got is not None and got["truncated"] is False
    if nodes is not None:
        assert [(n["id"], n["label"], n["tags"]) for n in got["nodes"]] == nodes
    assert [(e["source"], e["target"], e["type"]) for e in got["edges"]] == edges
    ids = {n["id"] for n in got["nodes"]}
    assert all(e["source"] in ids and e["target"] in ids for e in got["edges"])


@pytest.mark.parametrize("rows", [[], [["Ann Lee", 3]], [[List(["x", 1]), Map({"k": "v"})]]])
def test_plain_rows_draw_nothing(rows: list[list[Any]]) -> None:
    assert view.graph_view(rows, {}) is None


def test_a_large_graph_is_cut_and_says_so() -> None:
    rows = [[Edge(i, i + 1, "next")] for i in range(view.MAX_NODES + 5)]
    got = view.graph_view(rows, {})
    assert got is not None and got["truncated"] is True
    assert len(got["nodes"]) == view.MAX_NODES
    ids = {n["id"] for n in got["nodes"]}
    assert all(e["source"] in ids and e["target"] in ids for e in got["edges"])


def test_rows_view_cells_are_the_terminals_text() -> None:
    rows = [[WALK, "x"], [LIKES, 2]]
    page = rows[1:]
    got = view.rows_view(rows, page)
    names = vertex_names(rows)  # names from every row, not only the page's
    assert got["cells"] == [[cell_text(v, names) for v in row] for row in page]
    assert got["cells"][0][0] == "(Ann Lee)-[:likes]->(Bo Ek)"
    assert got["graph"] is not None and len(got["graph"]["nodes"]) == 2
