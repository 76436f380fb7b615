"""``r3 index`` and ``r3 link`` end to end on a small graph folder."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from r3.cli import cli

pytestmark = pytest.mark.quick

GRAPH = """\
CREATE SPACE IF NOT EXISTS mini(vid_type = FIXED_STRING(64));
USE mini;
CREATE TAG IF NOT EXISTS player(name string, age int);
CREATE EDGE IF NOT EXISTS like(likeness int);
INSERT VERTEX player(name, age) VALUES "Tim Duncan":("Tim Duncan", 42), "Tony Parker":("Tony Parker", 36), \
"Carmelo Anthony":("Carmelo Anthony", 34), "Rick Fox":("Rick Fox", 49), "Rudy Gay":("Rudy Gay", 32), \
"Ricky Davis":("Ricky Davis", 43), "Rubio Team":("Rubio Team", 1), "Kyle Lowry":("Kyle Lowry", 32);
INSERT EDGE like(likeness) VALUES "Tim Duncan"->"Tony Parker":(95);
"""

ROWS = [
    {
        "id": "1",
        "space": "mini",
        "question": "Who does Tim Duncan like?",
        "gold": "GO FROM 'Tim Duncan' OVER like",
    },
    {
        "id": "2",
        "space": "mini",
        "question": "How old is 'Carmelo'?",
        "gold": "FETCH PROP ON player 'Carmelo Anthony'",
    },
    {
        "id": "3",
        "space": "mini",
        "question": "Who likes Ricky Rubio?",
        "gold": "GO FROM 'Tony Parker' OVER like",
    },
    {"id": "4", "space": "mini", "question": "How many players?", "gold": "LOOKUP ON player"},
]
LAST_LINE = re.compile(r"^recall@5 \d+\.\d% \(verbatim \d+\.\d%, non-verbatim \d+\.\d%\), mrr \d\.\d{3}$")


@pytest.fixture()
def graphs(tmp_path: Path) -> Path:
    folder = tmp_path / "graphs" / "mini"
    folder.mkdir(parents=True)
    (folder / "mini.ngql").write_text(GRAPH, encoding="utf-8")
    return folder.parent


@pytest.fixture()
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS), encoding="utf-8")
    return path


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_link_scores_gold_entities(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    code, out = run(
        "link", str(dataset), "--graphs", str(graphs), "--k", "2", "--out", str(tmp_path / "o.json"), "-q"
    )
    assert code == 0, out
    lines = out.strip().splitlines()
    assert LAST_LINE.match(lines[-1].replace("recall@2", "recall@5")), lines[-1]
    # Tim Duncan (verbatim) and Carmelo Anthony (partial) are found; Tony Parker is never named,
    # so he counts in the overall recall but is no non-verbatim mention.
    assert lines[-1].startswith("recall@2 66.7% (verbatim 100.0%, non-verbatim 100.0%)"), lines[-1]
    assert lines[0].startswith("char: recall@2") and lines[1].startswith("dense: recall@2")
    assert "partial 1/1" in lines[2] and "unmentioned 0/1" in lines[2]
    report = json.loads((tmp_path / "o.json").read_text(encoding="utf-8"))
    assert report["summary"]["both"]["entities"] == 3
    assert report["rows"][0]["items"]["both"][0]["text"] == "Tim Duncan"


def test_index_then_link_with_it(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "idx"
    code, out = run("index", "--graphs", str(graphs), "--space", "mini", "--out", str(out_dir), "-q")
    assert code == 0 and out.startswith("indexed space `mini'"), out
    code, out = run(
        "index", "--graphs", str(graphs), "--space", "mini", "--out", str(out_dir), "--update", "-q"
    )
    assert code == 0 and "up to date" in out, out
    code, out = run("link", str(dataset), "--graphs", str(graphs), "--index", str(out_dir), "-q")
    assert code == 0 and LAST_LINE.match(out.strip().splitlines()[-1]), out


def test_link_refuses_an_index_of_another_graph_version(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "idx"
    assert run("index", "--graphs", str(graphs), "--space", "mini", "--out", str(out_dir), "-q")[0] == 0
    script = graphs / "mini" / "mini.ngql"
    script.write_text(GRAPH + 'INSERT VERTEX player(name, age) VALUES "Kobe Bryant":("Kobe Bryant", 40);\n')
    code, out = run("link", str(dataset), "--graphs", str(graphs), "--index", str(out_dir), "-q")
    assert code == 2 and "error: the index at" in out and "r3 index --update" in out


def test_character_only_run(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    code, out = run(
        "link", str(dataset), "--graphs", str(graphs), "--embedder", "none", "--signal", "char", "-q"
    )
    assert code == 0 and LAST_LINE.match(out.strip().splitlines()[-1]), out
    code, out = run("link", str(dataset), "--graphs", str(graphs), "--embedder", "none", "-q")
    assert code == 2 and "--signal char" in out
    assert (
        run(
            "index",
            "--graphs",
            str(graphs),
            "--space",
            "mini",
            "--out",
            str(tmp_path / "i"),
            "--embedder",
            "none",
        )[0]
        == 0
    )
    code, out = run(
        "link", str(dataset), "--graphs", str(graphs), "--index", str(tmp_path / "i"), "--signal", "char"
    )
    assert code == 0 and LAST_LINE.match(out.strip().splitlines()[-1]), out


def test_bad_inputs_are_one_line_errors(graphs: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"id": "1", "space": "mini", "question": "Tim \xff", "gold": "x"}\n')
    code, out = run("link", str(bad), "--graphs", str(graphs), "-q")
    assert code == 2 and "not valid UTF-8" in out
    code, out = run("link", str(tmp_path / "missing.jsonl"), "--graphs", str(graphs), "-q")
    assert code == 2 and "dataset not found" in out
    code, out = run("index", "--out", str(tmp_path / "i"), "-q")
    assert code == 2 and "exactly one of" in out
    empty = tmp_path / "empty.jsonl"
    empty.write_text(
        json.dumps({"id": "e", "space": "mini", "question": "", "gold": "GO FROM 'Tim Duncan' OVER like"})
        + "\n"
    )
    code, out = run("link", str(empty), "--graphs", str(graphs), "-q")
    assert code == 0 and out.strip().splitlines()[-1].startswith("recall@5 0.0%")
