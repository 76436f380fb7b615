"""The commands where users meet r3: ``r3 demos add/list/remove/export``, ``r3 chat``,
``r3 ask --answer/--no-answer``, ``r3 mcp`` (its failures; the protocol is test_mcp_server)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from r3.cli import cli

ADA = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'
QUESTION = "Which teams did Ada Lind play for?"


@pytest.fixture
def graph(tmp_path: Path) -> Path:
    from r3.demo import demo_dir

    folder = tmp_path / "demo"
    shutil.copytree(demo_dir(), folder)
    return folder


def _run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def test_demos_add_list_export_remove(graph: Path, tmp_path: Path) -> None:
    code, out, err = _run("demos", "add", "--graph", str(graph), QUESTION, ADA)
    assert code == 0, err
    assert "remembered #1" in out and "space demo" in out
    code, out, _ = _run("demos", "list", "--graph", str(graph))
    assert QUESTION in out and ADA in out
    code, out, _ = _run("demos", "list", "--graph", str(graph), "--json")
    (row,) = [json.loads(line) for line in out.splitlines()]
    assert (row["question"], row["gold"], row["source"]) == (QUESTION, ADA, "memory")
    target = tmp_path / "out" / "corrections.jsonl"
    code, out, _ = _run("demos", "export", "--graph", str(graph), "--out", str(target))
    assert code == 0 and [json.loads(line) for line in target.read_text().splitlines()] == [row]
    code, out, err = _run("ask", "--graph", str(graph), QUESTION.upper(), "--json")
    body = json.loads(out)
    assert (body["query"], body["reasons"][0]) == (ADA, "from memory")
    assert _run("demos", "remove", "--graph", str(graph), "1")[0] == 0
    code, _, err = _run("demos", "remove", "--graph", str(graph), "1")
    assert code == 2 and err.startswith("error: no correction #1")


@pytest.mark.parametrize(
    ("query", "needle"),
    [
        ('DELETE VERTEX "Ada Lind"', "writes"),
        ('GO FROM "Ada Lind" OVER serv YIELD dst(edge)', "unknown edge type `serv`"),
        ("GO FROM FROM", "syntax"),
    ],
)
def test_demos_add_refuses_bad_queries(graph: Path, query: str, needle: str) -> None:
    code, out, err = _run("demos", "add", "--graph", str(graph), QUESTION, query)
    assert code == 2 and needle in err and "Traceback" not in err
    assert err.count("\n") == 1  # one line
    assert not (graph / ".r3" / "memory.sqlite").exists() or "remembered" not in out


def test_demos_need_a_real_graph(tmp_path: Path) -> None:
    code, _, err = _run("demos", "list", "--graph", str(tmp_path / "missing"))
    assert code == 2 and err.startswith("error:")


def test_ask_prints_the_answer_unless_no_answer(graph: Path) -> None:
    code, out, _ = _run("ask", "--graph", str(graph), "Who likes Hana Upshaw?")
    assert code in (0, 3)  # 3: answered, flagged uncertain — the answer is printed all the same
    lines = out.strip().splitlines()
    answer = lines[-1]
    # the table: a header, a rule, one name per row (as people read them: no quotes), a count
    rule = next(i for i, line in enumerate(lines) if set(line.strip()) == {"-"})
    count = next(i for i, line in enumerate(lines) if line.startswith("(") and line.endswith("rows)"))
    names = [line.strip() for line in lines[rule + 1 : count]]
    assert names and all(name in answer and not name.startswith('"') for name in names)
    code, quiet, _ = _run("ask", "--graph", str(graph), "Who likes Hana Upshaw?", "--no-answer")
    assert answer not in quiet


def test_chat_rewrites_follow_ups(graph: Path) -> None:
    lines = "How old is Ada Lind?\nwhich teams did she play for?\n:query\n:nope\n:quit\n"
    code, out, err = _run("chat", "--graph", str(graph), input=lines)
    assert code == 0, err
    assert "(asked as: Which teams did Ada Lind play for?)" in out
    assert 'FETCH PROP ON player "Ada Lind"' in out or "Ada Lind" in out
    assert "unknown command :nope" in err


def test_chat_survives_bad_input_and_ends_at_eof(graph: Path) -> None:
    lines = ":explain\n" + "who " * 2000 + "\nWho likes Hana Upshaw?\n"
    code, out, err = _run("chat", "--graph", str(graph), input=lines)
    assert code == 0 and "(nothing asked yet)" in err
    assert "more than the" in out  # the too-long question is reported, and the chat goes on
    assert out.index("more than the") < out.index("Hana Upshaw")  # the next question is answered


def test_mcp_bad_graph_is_one_line() -> None:
    code, _, err = _run("mcp", "--graph", "nosuch://x")
    assert code == 2 and err.startswith("error: not a graph URL") and err.count("\n") == 1


def test_help_has_examples() -> None:
    for command in (
        ["ask"],
        ["query"],
        ["serve"],
        ["mcp"],
        ["chat"],
        ["demos", "synth"],
        ["demos", "add"],
        ["demos", "list"],
        ["demos", "remove"],
        ["demos", "export"],
    ):
        _, out, _ = _run(*command, "--help")
        assert "Example" in out, command


def test_query_takes_a_graph_folder(graph: Path) -> None:
    code, out, err = _run(
        "query", 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team', "--graph", str(graph)
    )
    assert code == 0, err
    assert out.splitlines()[0].strip() == "team" and out.strip().endswith("row)")
    code, _, err = _run("query", 'DELETE VERTEX "Ada Lind"', "--graph", str(graph), "--allow-writes")
    assert code == 2 and "--allow-writes needs a store" in err  # bad input: exit 2, like r3 ask


def test_serve_app_takes_a_graph_folder(graph: Path) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from r3.cli.serve import build_app

    app = build_app({"graph": str(graph), "warm_up": False, "demos": str(graph / "demos.jsonl")})
    with TestClient(app) as client:
        assert client.get("/healthz").json()["graph"] == "folder"
        body = client.post("/v1/run", json={"query": 'GO FROM "Ada Lind" OVER serve YIELD dst(edge)'}).json()
    assert body["row_count"] >= 1


def test_reading_a_graph_without_memory_writes_nothing(graph: Path, tmp_path: Path) -> None:
    code, _, err = _run("demos", "list", "--graph", str(graph))
    assert code == 0 and "(0 remembered)" in err
    assert _run("demos", "export", "--graph", str(graph), "--out", str(tmp_path / "none.jsonl"))[0] == 0
    assert (tmp_path / "none.jsonl").read_text() == ""
    assert _run("demos", "remove", "--graph", str(graph), "1")[0] == 2
    assert not (graph / ".r3").exists()


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (
            {"refiner": "openai:gpt-4o?base_url=http://h:8000/v1"},
            {"refiner.kind": "model", "refiner.model": "openai:gpt-4o?base_url=http://h:8000/v1"},
        ),
        ({"reranker": "hf:/m?adapter=/a"}, {"reranker.kind": "model", "reranker.model": "hf:/m?adapter=/a"}),
        ({"reranker": "none", "rewriter": "offline"}, {"reranker.kind": "none", "rewriter.kind": "offline"}),
        ({"answer": "none"}, {"answer.kind": "none"}),
        ({"answer": "local:smollm2-135m"}, {"answer.kind": "model", "answer.model": "local:smollm2-135m"}),
        ({"refiner": None}, {}),
    ],
)
def test_one_flag_per_stage(flags: dict[str, str | None], expected: dict[str, str]) -> None:
    from r3.cli.session import stage_overrides
    from r3.pipeline.config import load_config

    assert stage_overrides(**flags) == expected
    config = load_config("offline", overrides=expected)
    for key, value in expected.items():
        stage, field = key.split(".")
        assert getattr(getattr(config, stage), field) == value


def test_stage_flags_reach_the_pipeline(graph: Path) -> None:
    code, out, _ = _run(
        "ask", "--graph", str(graph), "Who likes Hana Upshaw?", "--answer-model", "none", "--json"
    )
    assert code in (0, 3) and json.loads(out)["answer"] is None  # 3: an uncertain answer
    code, _, err = _run("ask", "--graph", str(graph), "Who?", "--reranker", "nonsense")
    assert code == 2 and "error:" in err and "Traceback" not in err
