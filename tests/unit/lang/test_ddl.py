"""GraphSchema readers: DDL scripts, nebula-importer configs and graphs directories."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.errors import SchemaError, UserInputError
from r3.lang.ddl import load_space_schema, schema_from_ddl, schema_from_importer_config

pytestmark = pytest.mark.quick

DUMP = """\ufeff# Create Space
CREATE SPACE `nba` (partition_num = 10, replica_factor = 1, charset = utf8, collate = utf8_bin, vid_type = FIXED_STRING(32));
:sleep 20;
USE `nba`;
''
# Create Tag:
CREATE TAG `player` ( `name` string NOT NULL DEFAULT "anon" COMMENT "full name", `age` int64 NULL) ttl_duration = 0, ttl_col = "", comment = "a person";
CREATE TAG `team` ( `name` fixed_string(40) NULL) ttl_duration = 0, ttl_col = "";
CREATE EDGE `like` ( `likeness` int NULL);
CREATE EDGE `serve` ( `start_year` int64, `end_year` int64);
:sleep 20;

# Create Index:
CREATE TAG INDEX `player_name_index` ON `player` ( `name`(64));
CREATE TAG INDEX `team_index` ON `team` ();
CREATE EDGE INDEX `serve_idx` ON `serve` ( `start_year`, `end_year`);
"""


def test_dump_with_console_lines_bom_and_options() -> None:
    graph = schema_from_ddl(DUMP, source="nba_ddl.ngql")
    space = graph.space("nba")
    assert (space.vid_type, space.vid_length) == ("fixed_string", 32)
    assert space.options["partition_num"] == 10
    assert list(space.tags) == ["player", "team"]
    assert list(space.edges) == ["like", "serve"]
    name = space.tags["player"].prop("name")
    assert name is not None
    assert (name.type, name.nullable, name.default, name.has_default, name.comment) == (
        "string",
        False,
        "anon",
        True,
        "full name",
    )
    assert space.tags["player"].comment == "a person"
    team_name = space.tags["team"].prop("name")
    assert team_name is not None and (team_name.type, team_name.length) == ("fixed_string", 40)
    assert space.edges["like"].prop("likeness").type == "int64"  # type: ignore[union-attr]
    assert space.indexes["player_name_index"].fields == ["name"]
    assert space.indexes["player_name_index"].lengths == [64]
    assert space.indexes["team_index"].fields == []
    assert space.indexes_on("edge", "serve")[0].fields == ["start_year", "end_year"]


def test_int_vid_and_several_spaces() -> None:
    text = (
        "CREATE SPACE a (vid_type = INT64); CREATE SPACE b (vid_type = FIXED_STRING(8));\n"
        "USE a; CREATE TAG t(x int);\nUSE b; CREATE TAG u(y string);"
    )
    graph = schema_from_ddl(text)
    assert (graph.space("a").vid_type, graph.space("a").vid_length) == ("int64", None)
    assert (graph.space("b").vid_type, graph.space("b").vid_length) == ("fixed_string", 8)
    assert list(graph.space("a").tags) == ["t"] and list(graph.space("b").tags) == ["u"]


def test_statements_before_use_go_to_the_given_space() -> None:
    graph = schema_from_ddl("CREATE TAG player(name string);", space="demo")
    assert list(graph.space("demo").tags) == ["player"]
    assert list(schema_from_ddl("CREATE TAG t(a int)").space("default").tags) == ["t"]


def test_data_statements_and_section_markers_are_skipped() -> None:
    text = """--DDL
CREATE TAG IF NOT EXISTS player(name string, age int);
--END
--DML
INSERT VERTEX player(name, age) VALUES "Amar'e; Stoudemire": ("x;y", 36) THIS IS NOT EVEN nGQL;
GO FROM "a" OVER like;
--END
CREATE TAG IF NOT EXISTS player(other string);
"""
    space = schema_from_ddl(text, space="nba").space("nba")
    assert space.tags["player"].property_names == ["name", "age"]  # IF NOT EXISTS keeps the first


def test_statements_that_do_not_shape_the_schema_are_not_parsed() -> None:
    text = "CREATE USER bob WITH PASSWORD 'x'; CREATE FULLTEXT TAG INDEX f ON t(a); UPSERT whatever;\nCREATE TAG t(a int);"
    assert list(schema_from_ddl(text, space="s").space("s").tags) == ["t"]


def test_alter_add_change_drop() -> None:
    text = """CREATE TAG t(a int, b string, c bool);
ALTER TAG t ADD (d double), CHANGE (b fixed_string(10) NOT NULL), DROP (c);
CREATE EDGE e(w int); ALTER EDGE e ADD (x string) COMMENT = 'weights';
"""
    space = schema_from_ddl(text, space="s").space("s")
    assert space.tags["t"].property_names == ["a", "b", "d"]
    b = space.tags["t"].prop("b")
    assert b is not None and (b.type, b.length, b.nullable) == ("fixed_string", 10, False)
    assert space.edges["e"].property_names == ["w", "x"]


def test_drop_statements() -> None:
    text = "CREATE TAG t(a int); CREATE TAG INDEX i ON t(a); DROP TAG INDEX i; DROP TAG t;"
    space = schema_from_ddl(text, space="s").space("s")
    assert not space.tags and not space.indexes


def test_broken_statement_names_file_and_line() -> None:
    text = "CREATE TAG t(a int);\n\n# comment\nCREATE TAG (oops;\n"
    with pytest.raises(SchemaError, match=r"^x\.ngql:4: cannot parse DDL statement"):
        schema_from_ddl(text, source="x.ngql")


def test_contradictions_are_schema_errors() -> None:
    with pytest.raises(SchemaError, match=r"<ddl>:2: .*clashes"):
        schema_from_ddl("CREATE TAG x(a int);\nCREATE EDGE x(b int);")
    with pytest.raises(SchemaError, match=r"<ddl>:1: ALTER TAG 'nope'"):
        schema_from_ddl("ALTER TAG nope ADD (a int);")
    with pytest.raises(SchemaError, match="unknown tag 'nope'"):
        schema_from_ddl("CREATE TAG INDEX i ON nope(a);")


V3_CONFIG = """
version: v3
clientSettings:
  space: basketball
  postStart:
    commands: |
      CREATE SPACE IF NOT EXISTS basketball(partition_num=5, replica_factor=1, vid_type=INT64);
      USE basketball;
      CREATE TAG player(name string, age int);
    afterPeriod: 8s
files:
  - path: ./player.csv
    schema:
      type: vertex
      vertex:
        vid: {index: 0}
        tags:
          - name: player
            props:
              - {name: name, type: string}
  - path: ./coach.csv
    schema:
      type: vertex
      vertex:
        tags:
          - name: coach
            props:
              - {name: name, type: string}
              - {name: since, type: int}
  - path: ./follow.csv
    schema:
      type: edge
      edge:
        name: follow
        withRanking: false
        props:
          - {name: degree, type: double}
"""


def test_importer_v3_commands_plus_files(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(V3_CONFIG, encoding="utf-8")
    space = schema_from_importer_config(path).space("basketball")
    assert space.vid_type == "int64"
    assert space.tags["player"].property_names == ["name", "age"]  # the DDL wins over the mapping
    assert space.tags["coach"].property_names == ["name", "since"]
    assert space.tags["coach"].prop("since").type == "int64"  # type: ignore[union-attr]
    assert space.edges["follow"].prop("degree").type == "double"  # type: ignore[union-attr]


def test_importer_schema_block_and_space_section(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        "space: {name: hp, vidType: FIXED_STRING(128)}\n"
        "schema: |\n  CREATE TAG IF NOT EXISTS `character`(name string NULL);\n"
        "  CREATE EDGE IF NOT EXISTS `kin`(rel string NULL);\n"
        "  CREATE TAG INDEX IF NOT EXISTS ci ON `character`(name(128));\n"
        "files:\n  - {path: ./g.csv, type: vertex, vertex: {tags: [{name: group, props: [{name: name, type: string}]}]}}\n"
        "  - {path: ./e.csv, type: edge, edge: {name: belong_to, props: []}}\n",
        encoding="utf-8",
    )
    space = schema_from_importer_config(path).space("hp")
    assert (space.vid_type, space.vid_length) == ("fixed_string", 128)
    assert list(space.tags) == ["character", "group"]
    assert list(space.edges) == ["kin", "belong_to"]
    assert space.indexes["ci"].lengths == [128]


def test_importer_space_named_differently_in_the_ddl(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        "space: {name: hp}\nschema: |\n  CREATE SPACE hp_new(vid_type = FIXED_STRING(64));\n  USE hp_new;\n"
        "  CREATE TAG c(name string);\n",
        encoding="utf-8",
    )
    graph = schema_from_importer_config(path)
    assert list(graph.spaces) == ["hp"]
    assert graph.space("hp").vid_length == 64 and list(graph.space("hp").tags) == ["c"]


def test_importer_v4_sources(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        "manager:\n  graphName: g\n  hooks:\n    before:\n      - statements:\n          - CREATE TAG t(a int);\n"
        "sources:\n  - path: ./x.csv\n    edges:\n      - name: e\n        props:\n          - {name: w, type: float}\n",
        encoding="utf-8",
    )
    space = schema_from_importer_config(path).space("g")
    assert list(space.tags) == ["t"] and space.edges["e"].prop("w").type == "float"  # type: ignore[union-attr]


def test_importer_errors(tmp_path: Path) -> None:
    with pytest.raises(UserInputError, match="importer config not found"):
        schema_from_importer_config(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("space: [unclosed\n", encoding="utf-8")
    with pytest.raises(SchemaError, match="not valid YAML"):
        schema_from_importer_config(bad)
    bad.write_text("space: {name: s, vidType: UUID}\n", encoding="utf-8")
    with pytest.raises(SchemaError, match="vidType"):
        schema_from_importer_config(bad)


def test_load_space_schema_folder_name_wins(tmp_path: Path) -> None:
    folder = tmp_path / "hp"
    folder.mkdir()
    (folder / "hp_new_ddl.ngql").write_text(
        "CREATE SPACE hp_new (vid_type = FIXED_STRING(128)); USE hp_new; CREATE TAG c(name string);",
        encoding="utf-8",
    )
    space = load_space_schema(tmp_path, "hp")
    assert space.name == "hp" and list(space.tags) == ["c"] and space.vid_length == 128


def test_load_space_schema_prefers_config(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "config.yaml").write_text(
        "space: {name: s}\nschema: 'CREATE TAG a(x int);'\n", encoding="utf-8"
    )
    (folder / "other.ngql").write_text("CREATE TAG b(x int);", encoding="utf-8")
    assert list(load_space_schema(tmp_path, "s").tags) == ["a"]


def test_load_space_schema_errors(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "other").mkdir()
    with pytest.raises(UserInputError, match=r"no folder for space 'nope' .*spaces there: empty, other"):
        load_space_schema(tmp_path, "nope")
    with pytest.raises(UserInputError, match="no schema for space 'empty'"):
        load_space_schema(tmp_path, "empty")


@pytest.mark.conformance
def test_reference_graphs(shared_dir: Path) -> None:
    graphs = shared_dir / "datasets" / "nl2gql" / "graphs"
    nba = load_space_schema(graphs, "nba")
    assert set(nba.tags) == {"player", "team", "bachelor"}
    assert set(nba.edges) == {"like", "serve", "teammate"}
    assert nba.edges["serve"].property_names == ["start_year", "end_year"]
    assert len(nba.indexes) == 6
    hp = load_space_schema(graphs, "harrypotter")
    assert hp.name == "harrypotter" and hp.vid_length == 128
    assert set(hp.edges) == {"belong_to", "kindred", "learn_from"}
    assert len(hp.tags["character"].properties) == 10
    # the original dumps and the nebula-nba script (DDL + INSERTs) agree with the configs
    ddl = schema_from_ddl((graphs / "nba" / "nba_ddl.ngql").read_text(encoding="utf-8")).space("nba")
    assert {n: t.property_names for n, t in ddl.tags.items()} == {
        n: t.property_names for n, t in nba.tags.items()
    }
    hp_ddl = schema_from_ddl(
        (graphs / "harrypotter" / "harrypotter_new_ddl.ngql").read_text(encoding="utf-8")
    )
    assert set(hp_ddl.space("harrypotter_new").edges) == set(hp.edges)
    script = (shared_dir / "datasets" / "nebula-nba" / "nba.ngql").read_text(encoding="utf-8")
    nba2 = schema_from_ddl(script, space="nba").space("nba")
    assert set(nba2.tags) == set(nba.tags) and set(nba2.edges) == set(nba.edges)
    config = schema_from_importer_config(shared_dir / "datasets" / "nebula-nba" / "config.yaml").space("nba")
    assert config.vid_length == 32 and set(config.edges) == set(nba.edges)
