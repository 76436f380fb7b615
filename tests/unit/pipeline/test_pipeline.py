"""The public surface: r3.Pipeline on the demo graph, the rewriter forms, ``r3 ask``/``r3 demo``,
and the systems the evaluator builds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import r3
from r3.demo import demo_dir, open_demo_engine
from r3.errors import UserInputError
from r3.models.fake import FakeModel
from r3.pipeline.config import RewriterConfig
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.rewriter import ModelRewriter, OfflineRewriter, run_rewriter
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import StageInput


@pytest.fixture(scope="module")
def offline() -> Any:
    pipeline = Pipeline.from_config(
        "offline",
        graph=f"embedded://{demo_dir()}?space=demo",
        overrides={"demos": str(demo_dir() / "demos.jsonl")},
    )
    yield pipeline
    pipeline.close()


def test_r3_exports_pipeline_lazily() -> None:
    assert r3.Pipeline is Pipeline


def test_offline_pipeline_answers_on_the_demo_graph(offline: Pipeline) -> None:
    result = offline.ask("Who likes Hana Upshaw?")
    assert result.ok and result.executed and result.rows is not None
    # whatever the query, its rows are what the engine returns for it
    expected = open_demo_engine().execute(result.query)
    assert sorted(map(str, result.rows)) == sorted(map(str, expected.rows))
    stages = result.trace.stages
    assert stages["reranker"].kind == "offline" and stages["reranker"].output["crud"]
    assert stages["rewriter"].kind == "offline"
    assert any('"Hana Upshaw"' in line for line in stages["rewriter"].output["related"])
    assert stages["refiner"].kind == "offline" and not result.trace.usage()["calls"]


def test_generate_does_not_execute_and_questions_must_not_be_empty(offline: Pipeline) -> None:
    result = offline.generate("Which players are older than 33?", row_id="x-1")
    assert result.rows is None and not result.executed and result.query
    with pytest.raises(UserInputError, match="question is empty"):
        offline.generate("  ")
    with pytest.raises(UserInputError, match="unknown space"):
        offline.generate("Who?", space="nba")


def test_a_pipeline_without_a_graph_says_what_to_pass() -> None:
    with pytest.raises(UserInputError, match="no graph"):
        Pipeline.from_config("offline").generate("Who likes Ada Lind?")


class _Item:
    def __init__(self, text: str) -> None:
        self.text = text


class _Linker:
    def link(self, question: str, k: int = 10) -> list[_Item]:
        return [_Item("Ada Lind"), _Item("Eli Lind")][:k]


def _format(items: list[_Item]) -> str:
    return "[related_item]:\n" + "\n".join(f'"{i.text}" [vid:player]' for i in items)


@pytest.mark.quick
def test_model_rewriter_reads_the_rewrite_and_keeps_only_offered_items() -> None:
    model = FakeModel(
        default='[rewritten_query]:Whom does Ada Lind like?\n[related_item]:\n"Ada Lind" [vid:player]'
    )
    stage = ModelRewriter(
        model,
        lambda space: _Linker(),
        RewriterConfig(kind="model", model="fake:echo", k=2),
        format_fn=_format,
    )
    trace = StageTrace("rewriter")
    out = run_rewriter(
        stage, StageInput("whom does ada like?", open_demo_engine().schema().space("demo")), trace
    )
    assert out.question == "Whom does Ada Lind like?" and out.changed
    assert out.related == ['"Ada Lind" [vid:player]']
    prompt = trace.calls[0].messages[0]["content"]
    assert '"Eli Lind" [vid:player]' in prompt and prompt.count("[related_item]:") == 1


@pytest.mark.quick
def test_offline_rewriter_without_a_linker_warns_and_keeps_the_question() -> None:
    stage = OfflineRewriter(lambda space: None, RewriterConfig())
    trace = StageTrace("rewriter")
    out = run_rewriter(stage, StageInput("who?", open_demo_engine().schema().space("demo")), trace)
    assert out.question == "who?" and not out.related and "no entity linker" in trace.warnings[0]


# --------------------------------------------------------------------------- CLI


def test_r3_ask_prints_the_query_and_rows() -> None:
    from r3.cli import cli

    out = CliRunner().invoke(cli, ["ask", "Who likes Hana Upshaw?"])
    assert out.exit_code == 0, out.output
    assert "GO FROM" in out.output or "MATCH" in out.output
    assert "row" in out.output


def test_r3_ask_json_and_explain() -> None:
    from r3.cli import cli

    runner = CliRunner()
    out = runner.invoke(cli, ["ask", "Which teams has Ada Lind played for?", "--json", "--no-execute"])
    assert out.exit_code in (0, 1, 3), out.output  # 3: uncertain (the confidence's call)
    data = json.loads(out.output)
    assert data["question"] == "Which teams has Ada Lind played for?"
    # the same keys for every status: nothing ran, so no rows (and executed says so)
    assert (data["rows"], data["columns"], data["executed"]) == ([], [], False)
    assert set(data["trace"]["stages"]) == {"reranker", "rewriter", "refiner"}
    explained = runner.invoke(cli, ["ask", "Which teams has Ada Lind played for?", "--explain"])
    assert "1. reranker" in explained.output and "checks" in explained.output


@pytest.mark.quick
def test_r3_ask_bad_config_is_one_error_line() -> None:
    from r3.cli import cli

    out = CliRunner().invoke(cli, ["ask", "Who?", "--config", "nope"])
    assert out.exit_code == 2 and "error: unknown pipeline config 'nope'" in out.output
    listed = CliRunner().invoke(cli, ["ask", "--list-configs", "x"])
    assert listed.exit_code == 0 and "vanilla-few-shot" in listed.output


def test_r3_demo_runs_the_whole_pipeline_offline() -> None:
    from r3.cli import cli

    out = CliRunner().invoke(cli, ["demo"])
    assert out.exit_code == 0, out.output
    for word in (
        "linked",
        "reranker",
        "query",
        "checks",
        "reference",
        "feedback",
        "did you mean `serve`",
        "LIMT",
    ):
        assert word in out.output, word
    assert out.output.count("checks     ok") >= 4, "the pipeline's queries pass their checks"


# --------------------------------------------------------------------------- evaluator systems


def test_pipeline_systems_are_registered_and_predict_with_row_ids(tmp_path: Path) -> None:
    import r3.pipeline  # noqa: F401  (registers the systems)
    from r3.eval.systems import SystemContext, available_systems, build_system

    names = available_systems()
    assert {"offline", "r3", "vanilla-few-shot", "code-schema-skeleton"} <= set(names)
    rows = [
        json.loads(line) for line in (demo_dir() / "demos.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    context = SystemContext(dataset_rows=rows, graphs_dir=demo_dir().parent)
    system = build_system("offline", context)
    try:
        row = rows[2]
        prediction = system.predict(row)
        assert prediction.query and prediction.error is None
        assert prediction.trace is not None and prediction.trace["status"] in ("ok", "uncertain", "invalid")
        assert "content" not in json.dumps(prediction.trace), "benchmark traces leave prompts out"
        again = build_system("offline", context)
        assert again.config_hash == system.config_hash
        other = build_system(str(_system_file(tmp_path)), context)
        assert other.config_hash != system.config_hash
    finally:
        system.close()  # type: ignore[attr-defined]


def _system_file(tmp_path: Path) -> Path:
    path = tmp_path / "system.yaml"
    path.write_text("system: r3\nconfig: offline\nset: {repair.retries: 0}\n", encoding="utf-8")
    return path
