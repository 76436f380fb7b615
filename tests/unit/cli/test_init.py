"""``r3 init`` through the command line: the report, one-line errors with exit code 2, and the
folder it writes answering ``r3 ask`` end to end."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import Result
from helpers import cli_runner

from r3.cli import cli

FILMS = {
    "people.csv": "id,name,born\n1,Ann Lee,1970\n2,Bo Chen,1985\n3,Cy Diaz,1990\n",
    "movies.csv": "id,title,released\n10,Night Harbor,2001\n11,Glass River,2010\n12,Paper Moon,2015\n",
    "acted_in.csv": "person_id,movie_id,role\n1,10,lead\n1,11,cameo\n2,11,lead\n3,12,lead\n",
    "directed.csv": "src,dst\n2,10\n3,11\n",
}


def run(*args: str) -> Result:
    return cli_runner().invoke(cli, list(args), catch_exceptions=False)


def films(root: Path) -> Path:
    root.mkdir()
    for name, text in FILMS.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_the_report_says_what_was_inferred_and_guessed(tmp_path: Path) -> None:
    out = run("init", str(films(tmp_path / "src")), "--out", str(tmp_path / "films"), "--vid-type", "auto")
    assert out.exit_code == 0, out.output
    text = out.stdout
    inferred = text.split("inferred:")[1].split("guessed:")[0]
    guessed = text.split("guessed:")[1].split("wrote")[0]
    assert "people.csv: tag person, vid column id (a column named id, unique)" in inferred
    assert "vid type INT64" in inferred
    assert "tag name person (the file name, singular); --name people=NAME to change it" in guessed
    assert "acted_in.csv: edges (columns person_id, movie_id name the tags person, movie)" in guessed
    assert "3 tags" not in text and "2 tags, 2 edge types, 6 vertices, 6 edges" in text
    assert f'next: r3 ask "…" --graph {tmp_path / "films"}' in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--vid", "people"], "--vid 'people': expected FILE=COLUMN"),
        (["--edge", "directed=person"], "--edge directed=person: expected FILE=SRC_TAG,DST_TAG"),
        (["--type", "people.born=decimal128"], "--type people.born=decimal128: unknown type"),
        (["--vid", "people=nope"], "--vid people=nope: people.csv has no such column"),
        (["--edge", "people.nope=movie"], "--edge people.nope=…: people.csv has no column nope"),
    ],
)
def test_bad_flags_are_one_line_with_exit_code_2(args: list[str], message: str, tmp_path: Path) -> None:
    out = run("init", str(films(tmp_path / "src")), "--out", str(tmp_path / "g"), *args)
    assert out.exit_code == 2
    assert out.stderr.startswith("error: ") and message in out.stderr
    assert out.stderr.count("\n") == 1
    assert not (tmp_path / "g").exists()


def test_a_ragged_csv_is_one_line_naming_file_and_line(tmp_path: Path) -> None:
    src = films(tmp_path / "src")
    (src / "movies.csv").write_text('id,title\n10,"Night, Harbor"\n11,Glass,River\n', encoding="utf-8")
    out = run("init", str(src), "--out", str(tmp_path / "g"))
    assert out.exit_code == 2
    assert (
        out.stderr
        == "error: movies.csv:3: 3 cells, the header has 2 (a stray delimiter, or a quote left open?)\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


@pytest.mark.parametrize(
    "source", ["missing-folder", "one.csv"], ids=["a path that does not exist", "a single CSV file"]
)
def test_a_source_that_is_no_folder_or_database(source: str, tmp_path: Path) -> None:
    (tmp_path / "one.csv").write_text("id\n1\n", encoding="utf-8")
    out = run("init", str(tmp_path / source), "--out", str(tmp_path / "g"))
    assert out.exit_code == 2 and out.stderr.count("\n") == 1


def test_init_then_ask_answers_from_the_csv_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    graph = tmp_path / "films"
    src = films(tmp_path / "src")  # movie ids 1-3 like the people's: vids become person:1, movie:1 …
    (src / "movies.csv").write_text(
        "id,title,released\n1,Night Harbor,2001\n2,Glass River,2010\n3,Paper Moon,2015\n", encoding="utf-8"
    )
    (src / "acted_in.csv").write_text(
        "person_id,movie_id,role\n1,1,lead\n1,2,cameo\n2,2,lead\n3,3,lead\n", encoding="utf-8"
    )
    (src / "directed.csv").write_text("src,dst\n2,1\n3,2\n", encoding="utf-8")
    init = run("init", str(src), "--out", str(graph))
    assert init.exit_code == 0, init.output
    assert "every vid is written TAG:ID" in init.stdout
    out = run("ask", "Which movies did Ann Lee act in?", "--graph", str(graph))
    assert out.exit_code in (0, 3), out.output  # answered: ok, or uncertain (how sure is the pipeline's call)
    assert "Night Harbor" in out.stdout and "Glass River" in out.stdout
    assert "Paper Moon" not in out.stdout


def test_init_then_ask_answers_from_a_sqlite_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    db = tmp_path / "school.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript(
        """
        CREATE TABLE teachers(id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE courses(id INTEGER PRIMARY KEY, title TEXT, teacher_id INTEGER REFERENCES teachers(id));
        INSERT INTO teachers VALUES (1, 'Dana Roy'), (2, 'Eli Park');
        INSERT INTO courses VALUES (1, 'Graph Theory', 1), (2, 'Logic', 2), (3, 'Topology', 1);
        """
    )
    conn.close()
    graph = tmp_path / "school"
    init = run("init", str(db), "--out", str(graph))
    assert init.exit_code == 0, init.output
    assert "foreign key teacher_id → edge teacher_course" not in init.stdout  # named after the column
    out = run("ask", "Which courses does Dana Roy teach?", "--graph", str(graph))
    assert out.exit_code in (0, 3), out.output  # answered: ok, or uncertain (how sure is the pipeline's call)
    assert "Graph Theory" in out.stdout and "Topology" in out.stdout and "Logic" not in out.stdout
