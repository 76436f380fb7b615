"""The shared graphs load into the embedded engine with the counts their files imply.

Expected counts are computed here from the CSV files / the nGQL script with deliberately
simple code of its own (distinct vertex ids per tag, distinct edge keys per type), never
hard-coded; the loaded store must match them, reject nothing, and reopen identically.
"""

from __future__ import annotations

import csv
import re
from collections import defaultdict
from pathlib import Path

import pytest
import yaml

from r3.engine import GraphStore, load_graph
from r3.engine.storage import Space

pytestmark = pytest.mark.conformance


def expected_from_config(config: Path) -> tuple[dict[str, set[str]], dict[str, set[tuple[str, int, str]]]]:
    """Vertex ids per tag and edge keys per type, straight from the CSV files a config maps."""
    data = yaml.safe_load(config.read_text(encoding="utf-8"))
    tags: dict[str, set[str]] = defaultdict(set)
    edges: dict[str, set[tuple[str, int, str]]] = defaultdict(set)
    for entry in data["files"]:
        with open(config.parent / entry["path"], encoding="utf-8-sig", newline="") as f:
            rows = [r for r in csv.reader(f) if r][1 if entry.get("withHeader") else 0 :]
        if entry["type"] == "vertex":
            for tag in entry["vertex"]["tags"]:
                tags[tag["name"]].update(r[entry["vertex"]["vid"]["index"]] for r in rows)
        else:
            e = entry["edge"]
            rank = e.get("rank", {}).get("index")
            for r in rows:
                key = (
                    r[e["srcVID"]["index"]],
                    int(r[rank]) if rank is not None else 0,
                    r[e["dstVID"]["index"]],
                )
                edges[e["name"]].add(key)
    return tags, edges


def expected_from_script(script: Path) -> tuple[dict[str, set[str]], dict[str, set[tuple[str, int, str]]]]:
    """The same from an nGQL script of one-row-per-line INSERT statements (nba.ngql's layout)."""
    tags: dict[str, set[str]] = defaultdict(set)
    edges: dict[str, set[tuple[str, int, str]]] = defaultdict(set)
    current: tuple[str, str] | None = None
    for line in script.read_text(encoding="utf-8-sig").splitlines():
        head = re.match(r"\s*(VERTEX|EDGE)\s+(\w+)\s*\(", line)
        if head:
            current = (head.group(1), head.group(2))
            continue
        if current is None:
            continue
        if current[0] == "VERTEX":
            row = re.match(r'\s*"([^"]+)"\s*:\s*\(', line)
            if row:
                tags[current[1]].add(row.group(1))
        else:
            row = re.match(r'\s*"([^"]+)"\s*->\s*"([^"]+)"\s*(?:@(-?\d+))?\s*:', line)
            if row:
                edges[current[1]].add((row.group(1), int(row.group(3) or 0), row.group(2)))
    return tags, edges


def check_counts(sp: Space, tags: dict[str, set[str]], edges: dict[str, set[tuple[str, int, str]]]) -> None:
    stats = sp.stats()
    assert stats.tags == {t: len(v) for t, v in tags.items()}
    assert stats.vertices == len(set().union(*tags.values()))
    assert stats.edge_types == {e: len(k) for e, k in edges.items()}
    for etype, keys in edges.items():
        assert {(r.src, r.rank, r.dst) for r in sp.scan_edges(etype)} == keys


def snapshot(sp: Space) -> tuple[object, ...]:
    return (sp.stats(), sorted(sp.scan_vertices()), sorted(sp.scan_edges()), sorted(sp.schema.indexes))


@pytest.mark.parametrize("space", ["nba", "harrypotter"])
def test_nl2gql_graphs_load_and_reopen(shared_dir: Path, tmp_path: Path, space: str) -> None:
    folder = shared_dir / "datasets" / "nl2gql" / "graphs" / space
    db = tmp_path / "graphs.sqlite"
    with GraphStore(db) as store:
        summary = load_graph(folder, store, progress=False)
        assert summary.rejected == [] and summary.space == space
        sp = store.space(space)
        check_counts(sp, *expected_from_config(folder / "config.yaml"))
        assert sp.schema.indexes, "the config's DDL declares indexes"
        before = snapshot(sp)
    with GraphStore(db) as store:
        assert snapshot(store.space(space)) == before


def test_nl2gql_null_rows_keep_their_text(shared_dir: Path) -> None:
    store = GraphStore()
    load_graph(shared_dir / "datasets" / "nl2gql" / "graphs" / "nba", store, progress=False)
    sp = store.space("nba")
    with open(shared_dir / "datasets" / "nl2gql" / "graphs" / "nba" / "null.csv", encoding="utf-8-sig") as f:
        rows = list(csv.reader(f))[1:]
    for vid, name, age in rows:
        assert sp.vertex_props(vid, "player") == {"name": name, "age": int(age)}


def test_nebula_nba_config_and_script_agree(shared_dir: Path, tmp_path: Path) -> None:
    pytest.importorskip("r3.lang.parser", reason="the nGQL parser is not available")
    folder = shared_dir / "datasets" / "nebula-nba"
    store = GraphStore(tmp_path / "nba.sqlite")
    from_csv = load_graph(folder / "config.yaml", store, space="nba_csv", progress=False)
    from_script = load_graph(folder / "nba.ngql", store, space="nba_script", progress=False)
    assert from_csv.rejected == [] and from_script.rejected == []
    csv_space, script_space = store.space("nba_csv"), store.space("nba_script")
    check_counts(csv_space, *expected_from_config(folder / "config.yaml"))
    check_counts(script_space, *expected_from_script(folder / "nba.ngql"))
    # The script holds a subset of the CSV rows (no null.csv): every record it has is identical.
    for vertex in script_space.scan_vertices():
        assert csv_space.get_vertex(vertex.vid) == vertex
    for edge in script_space.scan_edges():
        assert csv_space.get_edge(edge.src, edge.type, edge.dst, edge.rank) == edge
    before = (snapshot(csv_space), snapshot(script_space))
    store.close()
    with GraphStore(tmp_path / "nba.sqlite") as again:
        assert (snapshot(again.space("nba_csv")), snapshot(again.space("nba_script"))) == before
