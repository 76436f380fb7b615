"""Folders of CSV files as graphs (r3.ingest.infer_csv + plan): what is inferred, table-first.

Each case is a folder written here, the graph a person would write for it (tags with their
typed properties, edge types with their ends and properties, the vid type), and the guesses
the report must admit to. The written folder is then loaded back (r3.ingest.write checks it)
and its schema read with the loader's own reader.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from r3.engine.engine import Engine
from r3.engine.loader import load_graph
from r3.engine.storage import GraphStore
from r3.errors import UserInputError
from r3.ingest import InitOptions, InitResult, Overrides, init_graph
from r3.lang.ddl import schema_from_importer_config
from r3.values.value_model import NULL


def write_folder(root: Path, files: dict[str, str]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def shape(out: Path) -> dict[str, Any]:
    """The written graph as the loader reads it: tags/edges → {prop: type}, plus the vid type."""
    graph = schema_from_importer_config(out / "config.yaml")
    (space,) = [s for s in graph.spaces.values() if s.tags or s.edges]
    vid = "INT64" if space.vid_type == "int64" else "FIXED_STRING"
    return {
        "tags": {n: {p.name: p.type for p in t.properties} for n, t in space.tags.items()},
        "edges": {n: {p.name: p.type for p in e.properties} for n, e in space.edges.items()},
        "vid": vid,
    }


def ends(result: InitResult) -> dict[str, tuple[str | None, str | None]]:
    return {e.name: (e.src.tag, e.dst.tag) for e in result.plan.edges}


CASES: list[dict[str, Any]] = [
    {
        "id": "int ids, a join-table-like file with a property",
        "files": {
            "person.csv": "id,name,born\n1,Ann Lee,1970\n2,Bo Chen,1985\n3,Cy Diaz,\n",
            "movie.csv": "id,title,released\n10,Night Harbor,2001-05-04\n11,Glass River,2010-01-01\n",
            "acted_in.csv": "person_id,movie_id,role\n1,10,lead\n2,10,\n2,11,cameo\n",
        },
        "tags": {
            "person": {"name": "string", "born": "int64"},
            "movie": {"title": "string", "released": "date"},
        },
        "edges": {"acted_in": {"role": "string"}},
        "ends": {"acted_in": ("person", "movie")},
        "vid": "INT64",
        "guessed": ["acted_in.csv: edges"],
    },
    {
        "id": "string ids, src/dst and from/to edge files, plural file names",
        "files": {
            "players.csv": "name,age\nAnn,30\nBo,25\n",
            "teams.csv": "name,city\nHawks,Atlanta\nSuns,Phoenix\n",
            "serves.csv": "src,dst,start_year\nAnn,Hawks,2010\nBo,Suns,2012\n",
            "likes.csv": "from,to,likeness\nAnn,Bo,90.5\n",
        },
        "tags": {"player": {"name": "string", "age": "int64"}, "team": {"name": "string", "city": "string"}},
        "edges": {"serves": {"start_year": "int64"}, "likes": {"likeness": "double"}},
        "ends": {"serves": ("player", "team"), "likes": ("player", "player")},
        "vid": "FIXED_STRING",
        "guessed": ["players.csv: tag player, vid column name (the first column, unique)", "tag name player"],
    },
    {
        "id": "Neo4j-admin headers: id groups, typed columns, a :TYPE column split into edge types",
        "files": {
            "persons.csv": "personId:ID(Person),name,born:int\np1,Ann,1970\np2,Bo,1980\n",
            "movies.csv": "movieId:ID(Movie),title\nm1,Night\nm2,Glass\n",
            "roles.csv": ":START_ID(Person),:END_ID(Movie),:TYPE,since:int\np1,m1,ACTED_IN,2001\n"
            "p2,m1,DIRECTED,2002\np2,m2,ACTED_IN,2003\n",
        },
        "tags": {
            "person": {"name": "string", "born": "int64"},
            "movie": {"title": "string"},
        },
        "edges": {"ACTED_IN": {"since": "int64"}, "DIRECTED": {"since": "int64"}},
        "ends": {"ACTED_IN": ("person", "movie"), "DIRECTED": ("person", "movie")},
        "vid": "FIXED_STRING",
        "guessed": [],
    },
    {
        "id": "foreign-key columns in a vertex file; ids shared by two tags get prefixes",
        "files": {
            "department.csv": "id,name\n1,Eng\n2,Sales\n",
            "employee.csv": "id,name,dept_id,manager_id\n1,Ann,1,\n2,Bo,1,1\n3,Cy,2,1\n",
        },
        "tags": {
            "department": {"name": "string"},
            "employee": {"name": "string"},
        },
        "edges": {"dept": {}, "manager": {}},
        "ends": {"dept": ("employee", "department"), "manager": ("employee", "employee")},
        "vid": "FIXED_STRING",
        "guessed": ["column dept_id → edge dept", "column manager_id → edge manager: employee → employee"],
    },
    {
        "id": "an edge file named SRC_verb_DST, a semicolon delimiter, every value type",
        "files": {
            "student.csv": "id;name;enrolled;active;gpa;zip\ns1;Ann;2024-01-02T10:00:00;true;3.5;02134\n"
            "s2;Bo;2024-02-01 09:30;false;3;10001\n",
            "course.csv": "id;title\nc1;Graphs\nc2;Logic\n",
            "student_takes_course.csv": "student_id;course_id;grade\ns1;c1;A\ns2;c1;B\ns2;c2;A\n",
        },
        "tags": {
            "student": {
                "name": "string",
                "enrolled": "datetime",
                "active": "bool",
                "gpa": "double",
                "zip": "string",
            },
            "course": {"title": "string"},
        },
        "edges": {"takes": {"grade": "string"}},
        "ends": {"takes": ("student", "course")},
        "vid": "FIXED_STRING",
        "guessed": ["edge type takes (from student_takes_course)"],
    },
    {
        "id": "nebula-importer headers (:VID, tag.prop:type, :SRC_VID/:DST_VID)",
        "files": {
            "city.csv": ":VID(string),city.name:string,city.pop:int\nc1,Oslo,700000\nc2,Bergen,285000\n",
            "road.csv": ":SRC_VID(string),:DST_VID(string),road.km:double\nc1,c2,463.5\n",
        },
        "tags": {"city": {"name": "string", "pop": "int64"}},
        "edges": {"road": {"km": "double"}},
        "ends": {"road": ("city", "city")},
        "vid": "FIXED_STRING",
        "guessed": [],
    },
]


CASES.append(
    {
        "id": "src_id and another …_id column; an end pointing at two tags; half the ends dangling",
        "files": {
            "characters.csv": "vid,name\nann,Ann\nbo,Bo\ncy,Cy\n",
            "houses.csv": "vid,name\nelm,Elm\noak,Oak\n",
            "clubs.csv": "vid,name\nchess,Chess\n",
            "rel_belong_to.csv": "src_id,tag_id\nann,elm\nbo,chess\ncy,oak\n",
            "rel_kindred.csv": "src_id,tag_id,rel_type\nann,bo,sister\nbo,dan,father\ncy,eve,aunt\n",
        },
        "tags": {"character": {"name": "string"}, "house": {"name": "string"}, "club": {"name": "string"}},
        "edges": {"rel_belong_to": {}, "rel_kindred": {"rel_type": "string"}},
        "ends": {"rel_belong_to": ("character", "house"), "rel_kindred": ("character", "character")},
        "vid": "FIXED_STRING",
        "guessed": ["destination `tag_id` → house (66% of 3 values are house ids"],
    }
)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_a_folder_becomes_the_graph_a_person_would_write(case: dict[str, Any], tmp_path: Path) -> None:
    source = write_folder(tmp_path / "src", case["files"])
    # the vid type as inferred from the ids ("auto"; the default is string: see InitOptions)
    result = init_graph(str(source), tmp_path / "graph", InitOptions(vid_type="auto"))
    assert shape(tmp_path / "graph") == {"tags": case["tags"], "edges": case["edges"], "vid": case["vid"]}
    assert ends(result) == case["ends"]
    guessed = [n.text for n in result.notes if n.kind == "guessed"]
    for fragment in case["guessed"]:
        assert any(fragment in text for text in guessed), (fragment, guessed)
    if not case["guessed"]:
        assert not [g for g in guessed if "tag name" not in g], guessed


def test_the_written_folder_holds_every_row_with_its_values(tmp_path: Path) -> None:
    source = write_folder(tmp_path / "src", CASES[0]["files"])
    init_graph(str(source), tmp_path / "graph")
    store = GraphStore()
    load_graph(tmp_path / "graph", store, on_error="fail", progress=False)
    engine = Engine(store, space="graph")
    rows = engine.execute('GO FROM "2" OVER acted_in YIELD $$.movie.title AS t, acted_in.role AS r').rows
    assert sorted(map(tuple, rows), key=str) == sorted(
        [("Night Harbor", NULL), ("Glass River", "cameo")], key=str
    )
    born = engine.execute('FETCH PROP ON person "3" YIELD person.born AS b').rows
    assert list(map(tuple, born)) == [(NULL,)]  # an empty cell is NULL


def test_prefixed_vids_keep_two_tags_apart(tmp_path: Path) -> None:
    source = write_folder(tmp_path / "src", CASES[3]["files"])
    result = init_graph(str(source), tmp_path / "graph")
    assert any("TAG:ID" in n.text for n in result.notes)
    store = GraphStore()
    load_graph(tmp_path / "graph", store, on_error="fail", progress=False)
    engine = Engine(store, space="graph")
    rows = engine.execute('GO FROM "employee:2" OVER dept YIELD $$.department.name AS d').rows
    assert list(map(tuple, rows)) == [("Eng",)]


@pytest.mark.parametrize(
    ("overrides", "check"),
    [
        (
            Overrides(vid={"players": "name"}),
            lambda r: "players.csv: tag player, vid column name (--vid)" in map(str, r.notes),
        ),
        (Overrides(names={"players.csv": "athlete"}), lambda r: r.plan.tags[0].tag == "athlete"),
        (Overrides(edges={"likes": ("team", "player")}), lambda r: ends(r)["likes"] == ("team", "player")),
        (Overrides(names={"likes": "fan_of"}), lambda r: "fan_of" in ends(r)),
    ],
    ids=["--vid", "--name for a tag", "--edge", "--name for an edge"],
)
def test_flags_override_the_guesses(overrides: Overrides, check: Any, tmp_path: Path) -> None:
    source = write_folder(tmp_path / "src", CASES[1]["files"])
    options = InitOptions(overrides=overrides)
    if overrides.edges:  # the forced ends must hold the values: make the teams' names the players'
        write_folder(source, {"likes.csv": "from,to,likeness\nHawks,Bo,90.5\n"})
    assert check(init_graph(str(source), tmp_path / "graph", options))


ERRORS = [
    (
        "ragged row",
        {"person.csv": "id,name\n1,Ann\n2,Bo,extra\n"},
        {},
        "person.csv:3: 3 cells, the header has 2",
    ),
    ("empty file", {"person.csv": "id,name\n1,Ann\n", "empty.csv": ""}, {}, "empty.csv:1: the file is empty"),
    ("header only", {"person.csv": "id,name\n"}, {}, "person.csv:2: the file has a header but no rows"),
    (
        "a value against a typed header",
        {"person.csv": "id,age:int\n1,30\n2,thirty\n"},
        {},
        "person.csv:3: 'thirty' in column age is not of type int (the header age:int)",
    ),
    (
        "a value against --type",
        {"person.csv": "id,age\n1,30\n2,old\n"},
        {"types": {"person.age": "int"}},
        "person.csv:3: 'old' in column age is not of type int (--type person.age=int)",
    ),
    (
        "no id column",
        {"person.csv": "id,name\n1,Ann\n", "notes.csv": "kind,text\na,x\na,y\n"},
        {},
        "notes.csv: no id column found",
    ),
    (
        "a repeated id under --vid",
        {"person.csv": "id,name\n1,Ann\n1,Bo\n"},
        {"overrides": Overrides(vid={"person": "id"})},
        "person.csv:3: id '1' in column id repeats line 2",
    ),
    (
        "dangling edge ids under --strict",
        {"person.csv": "id,name\n1,Ann\n2,Bo\n", "knows.csv": "src,dst\n1,2\n2,9\n"},
        {"strict": True},
        "knows.csv:3: knows: 1 destination id is no person id (e.g. '9' in column dst)",
    ),
    (
        "edge values that are nobody's ids",
        {"person.csv": "id,name\n1,Ann\n2,Bo\n", "knows.csv": "src,dst\n7,8\n9,10\n"},
        {},
        "knows.csv: the values of column src are not the ids of any vertex file",
    ),
    ("not UTF-8", {"person.csv": "id,name\n1,Ann\n"}, {"latin1": "x.csv"}, "x.csv:2: not UTF-8 text"),
    (
        "--vid-type int64 on string ids",
        {"person.csv": "id,name\np1,Ann\n"},
        {"vid_type": "int64"},
        "--vid-type int64 is impossible here: the id 'p1' is no integer",
    ),
    (
        "a flag naming no file",
        {"person.csv": "id,name\n1,Ann\n"},
        {"overrides": Overrides(vid={"persons": "id"})},
        "--vid/--edge/--name name persons, which is no file here",
    ),
]


@pytest.mark.parametrize(("files", "options", "message"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_bad_input_is_one_line_and_writes_nothing(
    files: dict[str, str], options: dict[str, Any], message: str, tmp_path: Path
) -> None:
    source = write_folder(tmp_path / "src", files)
    if "latin1" in options:
        (source / options.pop("latin1")).write_bytes("id,name\n1,Zoë\n".encode("latin-1"))
    with pytest.raises(UserInputError) as caught:
        init_graph(str(source), tmp_path / "graph", InitOptions(**options))
    text = str(caught.value)
    assert message in text
    assert "\n" not in text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]  # no output, no temporary folder


def test_dangling_ids_are_a_warning_with_counts_by_default(tmp_path: Path) -> None:
    files = {"person.csv": "id,name\n1,Ann\n2,Bo\n", "knows.csv": "src,dst\n1,2\n2,1\n1,8\n2,9\n"}
    result = init_graph(str(write_folder(tmp_path / "src", files)), tmp_path / "graph")
    (warning,) = [n.text for n in result.notes if n.kind == "warning" and "destination" in n.text]
    assert "2 destination ids are no person id" in warning
    assert result.written.edges == 4


def test_edge_file_column_flag_points_an_id_column_at_a_tag(tmp_path: Path) -> None:
    source = write_folder(tmp_path / "src", CASES[3]["files"])
    options = InitOptions(overrides=Overrides(refs={"employee.manager_id": "department"}))
    result = init_graph(str(source), tmp_path / "graph", options)
    assert ends(result)["manager"] == ("employee", "department")


@pytest.mark.parametrize(
    ("choice", "vid"), [("auto", "INT64"), ("string", "FIXED_STRING"), ("int64", "INT64")]
)
def test_vid_type_choice(choice: str, vid: str, tmp_path: Path) -> None:
    source = write_folder(tmp_path / "src", CASES[0]["files"])
    init_graph(str(source), tmp_path / "graph", InitOptions(vid_type=choice))  # type: ignore[arg-type]
    assert shape(tmp_path / "graph")["vid"] == vid


def test_an_end_pointing_at_two_tags_is_no_dangling_id(tmp_path: Path) -> None:
    result = init_graph(str(write_folder(tmp_path / "src", CASES[-1]["files"])), tmp_path / "graph")
    warnings = [n.text for n in result.notes if n.kind == "warning"]
    assert not any("rel_belong_to" in w for w in warnings), warnings  # chess is a club
    (kindred,) = [w for w in warnings if "rel_kindred" in w]
    assert "2 destination ids are no character id" in kindred  # dan and eve are nobody


def test_shared_names_are_one_vertex_with_both_tags(tmp_path: Path) -> None:
    files = {
        "player.csv": "name,age\nTim Duncan,42\nTony Parker,36\n",
        "bachelor.csv": "name,speciality\nTim Duncan,psychology\n",
    }
    result = init_graph(str(write_folder(tmp_path / "src", files)), tmp_path / "graph")
    assert not any(t.prefix for t in result.plan.tags)
    assert any(n.kind == "guessed" and "one vertex with each of those tags" in n.text for n in result.notes)
    store = GraphStore()
    load_graph(tmp_path / "graph", store, on_error="fail", progress=False)
    rows = (
        Engine(store, space="graph")
        .execute(
            'FETCH PROP ON player, bachelor "Tim Duncan" YIELD player.age AS a, bachelor.speciality AS s'
        )
        .rows
    )
    assert list(map(tuple, rows)) == [(42, "psychology")]
