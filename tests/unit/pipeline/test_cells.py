"""Values as people read them in a table: display names, arrows, no JSON (r3.pipeline.cells)."""

from __future__ import annotations

from typing import Any

import pytest

from r3.pipeline.cells import cell_text, format_table, vertex_names
from r3.values import NULL, Edge, List, Map, Path, Step, Vertex

ANN = Vertex("p1", {"person": {"name": "Ann Lee", "born": 1968}})
HARBOR = Vertex("m1", {"movie": {"title": "Night Harbor", "year": 2001}})
BARE = Vertex("p9", {})  # an id only: FIND PATH without WITH PROP
ACTED = Edge("p1", "m1", "acted_in", 0, {"role": "Mara"})
BACK = Edge("p1", "m1", "acted_in", 0, {}, reversed=True)


@pytest.mark.quick
@pytest.mark.parametrize(
    ("value", "names", "text"),
    [
        (ANN, {}, "(Ann Lee)"),
        (HARBOR, {}, "(Night Harbor)"),  # a title names a movie
        (BARE, {}, "(p9)"),  # no name property: the id
        (BARE, {"p9": "Cleo Park"}, "(Cleo Park)"),  # named elsewhere in the rows
        (ACTED, {}, "(p1)-[:acted_in]->(m1)"),
        (ACTED, {"p1": "Ann Lee", "m1": "Night Harbor"}, "(Ann Lee)-[:acted_in]->(Night Harbor)"),
        (Path(ANN, (Step(ACTED, HARBOR),)), {}, "(Ann Lee)-[:acted_in]->(Night Harbor)"),
        (Path(HARBOR, (Step(BACK, ANN),)), {}, "(Night Harbor)<-[:acted_in]-(Ann Lee)"),
        (List([ANN, HARBOR]), {}, "(Ann Lee), (Night Harbor)"),  # a subgraph's vertex list
        (List([1, "a"]), {}, "[1, a]"),
        (Map({"n": 2}), {}, "{n: 2}"),
        ("Ann Lee", {}, "Ann Lee"),  # strings unquoted
        (NULL, {}, "NULL"),
        (3.5, {}, "3.5"),
        (True, {}, "true"),
    ],
)
def test_cell_text(value: Any, names: dict[str, str], text: str) -> None:
    assert cell_text(value, names) == text


@pytest.mark.quick
def test_edges_are_named_from_the_vertices_in_the_rows() -> None:
    rows = [(List([ANN, HARBOR]), List([ACTED]))]  # GET SUBGRAPH: vertices, then edges
    assert vertex_names(rows) == {"p1": "Ann Lee", "m1": "Night Harbor"}
    table = format_table(["nodes", "relationships"], rows)
    assert "(Ann Lee)-[:acted_in]->(Night Harbor)" in table
    assert table.splitlines()[-1] == "(1 row)"


@pytest.mark.quick
def test_table_aligns_wide_characters_and_cuts_at_the_cap() -> None:
    rows = [("陈伟", "x" * 50), ("Ada", "y")]
    lines = format_table(["who", "note"], rows, cap=10).splitlines()
    # 陈伟 takes four terminal columns: the bar stands where it stands under "Ada " + padding
    assert lines[2].startswith("陈伟 | ") and lines[3].startswith("Ada  | ")
    assert lines[2].endswith("…") and len(lines[2].split("| ")[1]) == 10
    assert format_table(["who"], rows, limit=1).splitlines()[-2:] == ["… 1 more row", "(2 rows)"]
