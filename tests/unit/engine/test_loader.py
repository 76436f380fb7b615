"""Loaders of the embedded engine: importer configs + CSV, nGQL scripts, bad input, interrupts."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from r3.engine import GraphStore, LoadError, load_graph, run_load_command
from r3.engine.storage import WriteBatch
from r3.errors import UserInputError
from r3.values import Date

pytestmark = pytest.mark.quick

CONFIG_V3 = """\
space:
  name: league
  vidType: FIXED_STRING(12)
schema: |
  CREATE TAG IF NOT EXISTS player(name string, age int);
  CREATE TAG IF NOT EXISTS team(name string, founded date);
  CREATE EDGE IF NOT EXISTS serve(start_year int, end_year int);
  CREATE TAG INDEX IF NOT EXISTS player_age ON player(age);
files:
  - path: ./player.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {index: 0, type: string}
      tags:
        - name: player
          props:
            - {name: name, type: string, index: 1}
            - {name: age, type: int, index: 2}
  - path: ./team.csv
    withHeader: false
    type: vertex
    vertex:
      vid: {index: 0}
      tags:
        - name: team
          props:
            - {name: name, type: string, index: 1}
            - {name: founded, type: date, index: 2, nullable: true}
  - path: ./serve.csv
    withHeader: true
    type: edge
    edge:
      name: serve
      srcVID: {index: 0, type: string}
      dstVID: {index: 1, type: string}
      rank: {index: 2}
      props:
        - {name: start_year, type: int, index: 3}
        - {name: end_year, type: int, index: 4}
"""

PLAYERS = """\
:VID(string),player.name:string,player.age:int
Tim,Tim Duncan,42
Null1,null,-1
Null2,NULL,null
Empty,,7
"""
TEAMS = "Spurs,San Antonio Spurs,1967-01-01\nNets,Nets,\n"
SERVES = """\
:SRC_VID(string),:DST_VID(string),:RANK,serve.start_year:int,serve.end_year:int
Tim,Spurs,0,1997,2016
Tim,Spurs,1,2017,2018
Tony,Hornets,0,2018,2019
"""


def write_graph(folder: Path, players: str = PLAYERS, serves: str = SERVES, config: str = CONFIG_V3) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.yaml").write_text(config, encoding="utf-8")
    (folder / "player.csv").write_text("\ufeff" + players, encoding="utf-8")  # a BOM, as Excel writes
    (folder / "team.csv").write_text(TEAMS, encoding="utf-8")
    (folder / "serve.csv").write_text(serves, encoding="utf-8")
    return folder


def test_config_v3_loads_with_importer_semantics(tmp_path: Path) -> None:
    folder = write_graph(tmp_path / "league")
    store = GraphStore()
    summary = load_graph(folder, store, progress=False)
    assert summary.ok and summary.space == "league"
    assert (summary.vertices, summary.edges) == (6, 3)
    sp = store.space("league")
    assert sp.vertex_props("Null1", "player") == {"name": "null", "age": -1}  # `null` text stays a string
    assert sp.vertex_props("Null2", "player") == {"name": "NULL", "age": None}  # unquoted null: NULL
    assert sp.vertex_props("Empty", "player") == {"name": "", "age": 7}
    assert sp.vertex_props("Spurs", "team") == {"name": "San Antonio Spurs", "founded": Date(1967, 1, 1)}
    assert sp.vertex_props("Nets", "team") == {"name": "Nets", "founded": None}  # nullable: empty is NULL
    assert sp.get_edge("Tim", "serve", "Spurs", 1).props == {"start_year": 2017, "end_year": 2018}  # type: ignore[union-attr]
    assert [e.dst for e in sp.out_edges("Tony")] == ["Hornets"]  # dangling edge kept
    assert sp.index_seek("player_age", eq=42) == ["Tim"]  # the config's DDL made the index
    assert summary.stats is not None and summary.stats.vertices == 6 and summary.stats.edges == 3


def test_bad_rows_are_reported_with_file_and_line(tmp_path: Path) -> None:
    players = (
        PLAYERS
        + "Bad1,Bad One,forty\nBad2,Bad Two\nBad3,Bad Three,,\nAVeryLongVertexId,Long,1\nBad4,Bad Four,\n"
    )
    folder = write_graph(tmp_path / "league", players=players)
    store = GraphStore()
    summary = load_graph(folder, store, progress=False)
    assert summary.rejected_count == 5 and not summary.ok
    where = {(Path(r.source).name, r.line) for r in summary.rejected}
    assert where == {("player.csv", n) for n in (6, 7, 8, 9, 10)}
    reasons = " | ".join(r.reason for r in summary.rejected)
    assert (
        "'forty' is not a valid int" in reasons and "has 2 columns" in reasons and "has 4 columns" in reasons
    )
    assert "FIXED_STRING(12)" in reasons and "empty cell for int prop `age'" in reasons
    assert store.space("league").stats().vertices == 6  # the good rows are in
    assert "player.csv:6:" in str(summary)


def test_fail_mode_keeps_committed_batches_only(tmp_path: Path) -> None:
    rows = "".join(f"p{i},Player {i},{20 + i}\n" for i in range(10)) + "p10,Player 10,old\n"
    folder = write_graph(
        tmp_path / "league", players=":VID(string),player.name:string,player.age:int\n" + rows
    )
    store = GraphStore(tmp_path / "g.sqlite")
    with pytest.raises(LoadError, match=r"player\.csv:12: 'old' is not a valid int") as info:
        load_graph(folder, store, on_error="fail", batch_size=4, progress=False)
    assert info.value.summary is not None
    sp = store.space("league")
    assert sorted(sp.vids("player")) == [f"p{i}" for i in range(8)]  # batches 1-2 committed, 3 rolled back
    store.close()
    with GraphStore(tmp_path / "g.sqlite") as again:
        assert sorted(again.space("league").vids("player")) == [f"p{i}" for i in range(8)]


def test_interrupt_mid_load_leaves_previous_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    serves = ":SRC_VID(string),:DST_VID(string),:RANK,s:int,e:int\n" + "".join(
        f"p{i},Spurs,0,2000,2001\n" for i in range(10)
    )
    folder = write_graph(tmp_path / "league", serves=serves)
    path = tmp_path / "g.sqlite"
    with GraphStore(path) as store:
        load_graph(folder, store, progress=False)
        before = store.space("league").stats()
    real = WriteBatch.insert_edge
    calls = {"n": 0}

    def flaky(self: WriteBatch, *args: object, **kwargs: object) -> None:
        calls["n"] += 1
        if calls["n"] == 7:
            raise KeyboardInterrupt
        real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(WriteBatch, "insert_edge", flaky)
    (folder / "serve.csv").write_text(serves.replace("2001", "2099"), encoding="utf-8")
    with GraphStore(path) as store, pytest.raises(KeyboardInterrupt):
        load_graph(folder, store, batch_size=5, progress=False)
    with GraphStore(path) as store:
        sp = store.space("league")
        assert sp.stats() == before
        ends = sorted(e.props["end_year"] for e in sp.scan_edges("serve"))
        assert ends == [2001] * 5 + [2099] * 5  # the first batch of 5 was committed, the second not


def test_config_v4_sources_and_int_vids(tmp_path: Path) -> None:
    (tmp_path / "people.csv").write_text("1,Ann,1.5\n2,Bob,2\n3,Cid,x\nfour,Dan,1\n", encoding="utf-8")
    (tmp_path / "knows.csv").write_text("src|dst|w\n1|2|true\n2|1|FALSE\n", encoding="utf-8")
    config = textwrap.dedent(
        """\
        manager:
          graphName: social
          hooks:
            before:
              - statements:
                  - CREATE TAG IF NOT EXISTS person(name string, score double);
                  - CREATE EDGE IF NOT EXISTS knows(weight bool);
        space: {vidType: INT64}
        sources:
          - path: ./people.csv
            csv: {withHeader: false}
            tags:
              - name: person
                id: {type: int, index: 0}
                props:
                  - {name: name, type: string, index: 1}
                  - {name: score, type: double, index: 2}
          - path: ./knows.csv
            csv: {withHeader: true, delimiter: "|"}
            edges:
              - name: knows
                src: {id: {type: int, index: 0}}
                dst: {id: {type: int, index: 1}}
                props:
                  - {name: weight, type: bool, index: 2}
        """
    )
    (tmp_path / "config.yaml").write_text(config, encoding="utf-8")
    store = GraphStore()
    summary = load_graph(tmp_path / "config.yaml", store, progress=False)
    sp = store.space("social")
    assert sp.schema.vid_is_int and sorted(sp.vids()) == [1, 2]
    assert sp.vertex_props(1, "person") == {"name": "Ann", "score": 1.5}
    assert sp.get_edge(2, "knows", 1).props == {"weight": False}  # type: ignore[union-attr]
    assert sorted(r.line for r in summary.rejected) == [3, 4]  # 'x' is no double, 'four' no INT64


def test_header_driven_mapping(tmp_path: Path) -> None:
    (tmp_path / "p.csv").write_text(":VID(string),:IGNORE,player.age:int\nTim,zzz,42\n", encoding="utf-8")
    (tmp_path / "l.csv").write_text(
        ":SRC_VID(string),:DST_VID(string),:RANK,like.likeness:int\nTim,Tony,3,90\n"
    )
    (tmp_path / "config.yaml").write_text(
        textwrap.dedent(
            """\
            space: {name: h, vidType: FIXED_STRING(8)}
            schema: |
              CREATE TAG player(age int);
              CREATE EDGE like(likeness int);
            files:
              - {path: p.csv, withHeader: true, type: vertex, vertex: {tags: [{name: player}]}}
              - {path: l.csv, withHeader: true, type: edge, edge: {name: like}}
            """
        )
    )
    store = GraphStore()
    assert load_graph(tmp_path, store, progress=False).ok
    sp = store.space("h")
    assert sp.vertex_props("Tim", "player") == {"age": 42}
    assert sp.get_edge("Tim", "like", "Tony", 3).props == {"likeness": 90}  # type: ignore[union-attr]


def test_config_errors(tmp_path: Path) -> None:
    store = GraphStore()
    with pytest.raises(UserInputError, match="does not exist"):
        load_graph(tmp_path / "nope", store)
    (tmp_path / "empty").mkdir()
    with pytest.raises(UserInputError, match=r"no config\.yaml or \.ngql"):
        load_graph(tmp_path / "empty", store)
    (tmp_path / "config.yaml").write_text(
        "files: [{path: x.csv, type: vertex, vertex: {tags: [{name: t, props: [{name: a, type: duration}]}]}}]\n"
    )
    with pytest.raises(UserInputError, match="duration"):
        load_graph(tmp_path / "config.yaml", store, progress=False)
    with pytest.raises(UserInputError, match="on_error"):
        load_graph(tmp_path / "config.yaml", store, on_error="ignore")
    missing = write_graph(tmp_path / "m")
    (missing / "team.csv").unlink()
    summary = load_graph(missing, store, progress=False)
    assert [(Path(r.source).name, r.line) for r in summary.rejected] == [("team.csv", 0)]


def test_reload_is_idempotent_and_vid_type_is_checked(tmp_path: Path) -> None:
    folder = write_graph(tmp_path / "league")
    store = GraphStore()
    first = load_graph(folder, store, progress=False).stats
    assert load_graph(folder, store, progress=False).stats == first
    other = write_graph(tmp_path / "other", config=CONFIG_V3.replace("FIXED_STRING(12)", "INT64"))
    with pytest.raises(UserInputError, match="vid type"):
        load_graph(other, store, space="league", progress=False)


def test_run_load_command(tmp_path: Path) -> None:
    write_graph(tmp_path / "graphs" / "league")
    db = tmp_path / "db.sqlite"
    summary = run_load_command(graphs=tmp_path / "graphs", space="league", db=db, progress=False)
    assert summary.ok and summary.stats is not None and summary.stats.edges == 3
    again = run_load_command(graphs=tmp_path / "graphs", space="league", db=db, replace=True, progress=False)
    assert again.stats == summary.stats
    with GraphStore(db) as store:
        assert store.space_names() == ["league"]
    with pytest.raises(UserInputError, match="--space"):
        run_load_command(graphs=tmp_path / "graphs", db=db)


# --------------------------------------------------------------------------- nGQL scripts

SCRIPT = """\
--DDL
CREATE SPACE IF NOT EXISTS demo (partition_num = 1, vid_type = FIXED_STRING(16));
:sleep 2;
USE demo;
# tags and edges
CREATE TAG IF NOT EXISTS player(name string, age int);
CREATE TAG IF NOT EXISTS bachelor(name string, speciality string);
CREATE EDGE IF NOT EXISTS serve(start_year int, end_year int);
CREATE TAG INDEX IF NOT EXISTS player_age ON player(age);
--END
--DML
INSERT VERTEX player(name, age), bachelor(name, speciality) VALUES
  "Tim": ("Tim Duncan", 42, "Tim Duncan", "psychology"),
  "Tony": ("Tony Parker", -36, "Tony Parker", "none");
INSERT EDGE serve(start_year, end_year) VALUES
  "Tim" -> "Spurs": (1997, 2016),
  "Tony" -> "Spurs"@1: (2018, 2019);
INSERT VERTEX coach(name) VALUES "Pop": ("Gregg");
INSERT VERTEX player(name, age) VALUES "Manu": ("Manu", 41), "Bad": ("Bad", "old");
INSERT VERTEX player(name, age) VALUES "ThisIdIsTooLongForIt": ("x", 1);
GO FROM "Tim" OVER serve YIELD serve._dst;
INSERT EDGE serve(start_year, end_year) VALUES
  "Tim" -> "Heat": (1, 2),
  "Tim" -> "Suns": ("x", 2);
--END
"""


@pytest.fixture(scope="module")
def parser_ready() -> None:
    pytest.importorskip("r3.lang.parser", reason="the nGQL parser is not available")


def test_script_loads_and_rejects_whole_statements(tmp_path: Path, parser_ready: None) -> None:
    path = tmp_path / "demo.ngql"
    path.write_text("\ufeff" + SCRIPT, encoding="utf-8")
    store = GraphStore()
    summary = load_graph(path, store, progress=False)
    sp = store.space("demo")
    assert sp.schema.vid_length == 16 and "player_age" in sp.schema.indexes
    assert dict(sp.get_vertex("Tim").tags) == {  # type: ignore[union-attr]
        "player": {"name": "Tim Duncan", "age": 42},
        "bachelor": {"name": "Tim Duncan", "speciality": "psychology"},
    }
    assert sp.vertex_props("Tony", "player") == {"name": "Tony Parker", "age": -36}
    assert sp.get_edge("Tony", "serve", "Spurs", 1) is not None
    assert not sp.vertex_exists("Manu")  # its statement had a bad row: nothing of it is written
    assert (summary.vertices, summary.edges) == (2, 2)
    lines = sorted(r.line for r in summary.rejected)
    assert lines == [18, 19, 20, 21, 24]  # unknown tag, bad value, vid too long, a query, bad edge row
    reasons = {r.line: r.reason for r in summary.rejected}
    assert "TagNotFound" in reasons[18] and "FIXED_STRING(16)" in reasons[20] and "query" in reasons[21]
    assert "start_year" in reasons[24] and sp.get_edge("Tim", "serve", "Heat") is None


def test_script_fail_mode_and_rerun(tmp_path: Path, parser_ready: None) -> None:
    path = tmp_path / "demo.ngql"
    path.write_text(SCRIPT, encoding="utf-8")
    store = GraphStore()
    with pytest.raises(LoadError, match=r"demo\.ngql:18: .*TagNotFound"):
        load_graph(path, store, on_error="fail", progress=False)
    assert store.space("demo").stats().vertices == 2  # statements before the bad one stay
    again = load_graph(path, store, progress=False)  # DDL of a re-run is a no-op
    assert again.rejected_count == 5 and store.space("demo").stats().vertices == 2


def test_script_without_create_space(tmp_path: Path, parser_ready: None) -> None:
    (tmp_path / "config.yaml").write_text("space: {name: mini, vidType: FIXED_STRING(20)}\nfiles: []\n")
    script = tmp_path / "mini.ngql"
    script.write_text(
        'CREATE TAG t(d date, x double);\nINSERT VERTEX t(d, x) VALUES "a": (date("2020-02-03"), 1), "b": (NULL, -2.5);\n'
    )
    from r3.lang.parser import parse_statement

    call = parse_statement('RETURN date("2020-02-03")', dialect="ngql").clauses[0].projection.items[0].expr  # type: ignore[attr-defined]
    if not (isinstance(call.name, str) and call.name.lower() == "date"):
        pytest.xfail(f"the parser names the date() call {call.name!r}; the loader needs 'date'")
    store = GraphStore()
    summary = load_graph(script, store, progress=False)
    sp = store.space("mini")
    assert sp.schema.vid_length == 20  # taken from the config beside the script
    assert sp.vertex_props("a", "t") == {"d": Date(2020, 2, 3), "x": 1.0}
    assert sp.vertex_props("b", "t") == {"d": None, "x": -2.5}
    assert any("no CREATE SPACE" in n for n in summary.notes)


def test_script_after_a_failed_use_writes_nothing(tmp_path: Path, parser_ready: None) -> None:
    script = tmp_path / "lost.ngql"
    script.write_text('USE nowhere;\nCREATE TAG t(a int);\nINSERT VERTEX t(a) VALUES "x": (1);\n')
    store = GraphStore()
    summary = load_graph(script, store, progress=False)
    assert [r.line for r in summary.rejected] == [1, 2, 3]
    assert "SpaceNotFound" in summary.rejected[0].reason and store.space_names() == []
