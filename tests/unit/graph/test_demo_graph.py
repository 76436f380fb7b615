"""The demo graph in data/demo: reproducible, loadable, consistent with its schema and queries."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from helpers import load_script

from r3.demo import DEMO_SPACE, demo_dir, demo_schema, open_demo_engine
from r3.engine.engine import Engine
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError, UserInputError
from r3.lang.ddl import schema_from_ddl

pytestmark = pytest.mark.quick


@pytest.fixture(scope="module")
def engine() -> Engine:
    return open_demo_engine()


def _generator() -> ModuleType:
    return load_script(demo_dir() / "generate.py", "demo_generate")


def _rows(name: str) -> list[list[str]]:
    with open(demo_dir() / name, encoding="utf-8", newline="") as f:
        return list(csv.reader(f))[1:]


def _queries() -> list[dict[str, Any]]:
    return yaml.safe_load((demo_dir() / "queries.yaml").read_text(encoding="utf-8"))


def test_committed_files_equal_a_fresh_generation() -> None:
    files = _generator().render_files(demo_dir())
    stale = [name for name, text in files.items() if (demo_dir() / name).read_text(encoding="utf-8") != text]
    assert not stale, f"run python data/demo/generate.py (stale: {stale})"


def test_sizes_are_the_advertised_ones() -> None:
    players, likes, serves = _rows("players.csv"), _rows("like.csv"), _rows("serve.csv")
    assert len(players) == 60 and len(_rows("teams.csv")) == 10
    assert len(likes) == 150 and len(serves) == 90
    assert any(not p[0].isascii() for p in players), "a few Chinese names for bilingual questions"
    assert len({(s, d) for s, d, _ in likes}) == len(likes) and all(s != d for s, d, _ in likes)


def test_loads_with_counts_matching_the_csvs(engine: Engine) -> None:
    stats = engine.store.space(DEMO_SPACE).stats()
    players = {r[0] for r in _rows("players.csv")}
    coaches = {r[0] for r in _rows("coaches.csv")}
    teams = {r[0] for r in _rows("teams.csv")}
    assert stats.tags == {"player": len(players), "team": len(teams), "coach": len(coaches)}
    assert stats.vertices == len(players | coaches | teams)
    assert stats.edge_types == {
        "like": len(_rows("like.csv")),
        "serve": len(_rows("serve.csv")),
        "coach_of": len(_rows("coach_of.csv")),
    }
    both = players & coaches
    assert both, "some vertices carry two tags"
    vertex = engine.store.space(DEMO_SPACE).get_vertex(sorted(both)[0])
    assert vertex is not None and set(vertex.tags) == {"player", "coach"}


def test_every_edge_joins_existing_vertices_of_the_documented_tags(engine: Engine) -> None:
    sp = engine.store.space(DEMO_SPACE)
    expected = {"like": ("player", "player"), "serve": ("player", "team"), "coach_of": ("coach", "team")}
    for edge in sp.scan_edges():
        src, dst = sp.get_vertex(edge.src), sp.get_vertex(edge.dst)
        assert src is not None and dst is not None, edge
        want_src, want_dst = expected[edge.type]
        assert want_src in src.tags and want_dst in dst.tags, edge
    for start, end in ((int(r[2]), int(r[3])) for r in _rows("serve.csv")):
        assert start <= end


def test_config_schema_is_the_schema_ngql_one() -> None:
    from_ddl = schema_from_ddl((demo_dir() / "schema.ngql").read_text(encoding="utf-8")).space(DEMO_SPACE)
    from_config = demo_schema()
    assert from_config.name == DEMO_SPACE
    for kind in ("tags", "edges", "indexes"):
        assert getattr(from_config, kind) == getattr(from_ddl, kind), kind
    assert from_config.tags["player"].comment and from_config.edges["like"].properties[0].comment


def _working_queries() -> Iterator[tuple[str, str]]:
    for item in _queries():
        if not item.get("mistake"):
            yield item["question"], item["query"]


@pytest.mark.parametrize(("question", "query"), list(_working_queries()))
def test_demo_queries_run_and_answer(question: str, query: str) -> None:
    engine = open_demo_engine()  # fresh: a query may write
    result = engine.execute(query, allow_writes=True)
    assert result.rows, f"{question!r} returned no rows"


def test_mistaken_queries_fail_as_advertised() -> None:
    mistakes = [item["query"] for item in _queries() if item.get("mistake")]
    assert len(mistakes) == 2
    engine = open_demo_engine()
    for query in mistakes:
        with pytest.raises((QuerySyntaxError, QuerySemanticError, QueryExecutionError)):
            engine.execute(query)


def test_missing_demo_dir_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("R3_DEMO_DIR", str(tmp_path / "nowhere"))
    with pytest.raises(UserInputError, match="R3_DEMO_DIR"):
        demo_dir()
