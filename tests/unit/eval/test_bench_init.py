"""eval/bench_init.py's measuring parts: header stripping, and the schema comparison on the
hand-written unseen graphs (r3 init on their bare CSV files must write the schema a person did)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from helpers import load_script

from r3.ingest import init_graph

ROOT = Path(__file__).resolve().parents[3]
BENCH = ROOT / "eval" / "bench_init.py"
UNSEEN = ROOT / "eval" / "unseen" / "graphs"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script(BENCH, "bench_init_under_test")


@pytest.mark.parametrize(
    ("cell", "plain"),
    [(":VID(string)", "id"), (":SRC_VID(string)", "src"), ("drug.price:double", "price"), ("name", "name")],
)
def test_plain_header(bench: ModuleType, cell: str, plain: str) -> None:
    assert bench.plain_header(cell) == plain


def test_compare_counts_what_differs(bench: ModuleType) -> None:
    hand = {"tags": {"a": {"x": "int64"}, "b": {}}, "edges": {"e": ({}, [("a", "b")])}, "vid": "fixed_string"}
    init = {
        "tags": {"a": {"x": "string"}, "b": {}, "c": {}},
        "edges": {"e": ({}, [("a", "b")])},
        "vid": "int64",
    }
    assert bench.compare(hand, init) == {
        "tags_same": 1,
        "tags": 2,
        "edges_same": 1,
        "edges": 1,
        "extra": ["c"],
        "vid_same": False,
    }


@pytest.mark.parametrize("graph", sorted(p.name for p in UNSEEN.iterdir() if (p / "config.yaml").is_file()))
def test_bare_csv_files_give_the_hand_written_schema(bench: ModuleType, graph: str, tmp_path: Path) -> None:
    bench.copy_csvs(UNSEEN / graph, tmp_path / "csv", plain=True)
    init_graph(str(tmp_path / "csv"), tmp_path / graph)
    result = bench.compare(bench.schema_shape(UNSEEN / graph), bench.schema_shape(tmp_path / graph))
    assert result["tags_same"] == result["tags"] and result["edges_same"] == result["edges"], result
    assert not result["extra"] and result["vid_same"]
