"""The orchestration with scripted models on the demo graph: repair, read-only, voting, trace, threads."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from r3.demo import open_demo_engine
from r3.engine.engine import Engine
from r3.models.fake import FakeModel
from r3.pipeline.config import build_config
from r3.pipeline.orchestrator import Orchestrator
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.refiner import ModelRefiner
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import RerankOutput, RewriteOutput, StageInput

pytestmark = pytest.mark.quick

REASON = (
    "#the request CRUD function : ['QUERY()']\n"
    "#the request clauses : []\n"
    "#the request class : ['player()', 'like()']"
)
RIGHT = 'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS friend'
WRONG_EDGE = 'GO FROM "Ada Lind" OVER likes YIELD dst(edge) AS friend'


def _config(**overrides: Any) -> dict[str, Any]:
    config: dict[str, Any] = {
        "name": "test",
        "reranker": {"kind": "model", "model": "fake:echo"},
        "rewriter": {"kind": "none"},
        "refiner": {"kind": "model", "model": "fake:echo"},
        "repair": {"retries": 2, "check": "auto"},
    }
    for key, value in overrides.items():
        section, _, name = key.partition("__")
        if name:
            config.setdefault(section, {})[name] = value
        else:
            config[section] = value
    return config


@pytest.fixture
def engine() -> Engine:
    return open_demo_engine()


def _pipeline(engine: Engine, refiner: FakeModel, **overrides: Any) -> Pipeline:
    models = {"reranker": FakeModel(default=REASON), "refiner": refiner}
    return Pipeline(build_config(_config(**overrides)), graph=engine, models=models)


def test_repair_loop_fixes_a_wrong_edge_from_the_structured_feedback(engine: Engine) -> None:
    refiner = FakeModel([(r"unknown edge type `likes`.*did you mean `like`", RIGHT)], default=WRONG_EDGE)
    # r3's own repair off: this is the model's side of the loop (tests/unit/pipeline/test_repair.py)
    result = _pipeline(engine, refiner, repair={"retries": 2, "fix": False}).ask("Whom does Ada Lind like?")
    assert result.answered and result.query == RIGHT
    assert [a.status for a in result.trace.attempts] == ["schema", "ok"]
    first = result.trace.attempts[0]
    assert first.feedback is not None and first.feedback.issues[0]["code"] == "unknown-edge"
    assert first.feedback.issues[0]["suggestion"] == "like"
    # the second request carries the first answer and the error, as a conversation
    second = refiner.requests[1]["messages"]
    assert [m["role"] for m in second] == ["user", "assistant", "user"]
    assert second[1]["content"] == WRONG_EDGE and "[error]:" in second[2]["content"]
    expected = engine.execute(RIGHT)
    assert result.executed and sorted(map(str, result.rows or [])) == sorted(map(str, expected.rows))


def test_syntax_errors_come_back_with_position_and_expected_tokens(engine: Engine) -> None:
    refiner = FakeModel(
        [(r"expected one of", RIGHT)], default='GO FROM "Ada Lind" OVER like YIELD dst(edge) LIMT 3'
    )
    result = _pipeline(engine, refiner).generate("Whom does Ada Lind like?")
    assert result.answered and len(result.trace.attempts) == 2
    feedback = result.trace.attempts[0].feedback
    assert feedback is not None and feedback.kind == "syntax" and feedback.line == 1 and feedback.expected


def test_execution_errors_are_fed_back_too(engine: Engine) -> None:
    bad = 'GO FROM "Ada Lind" OVER like YIELD dst(edge) AS a | YIELD $-.b AS b'
    refiner = FakeModel([(r"\[error\]", RIGHT)], default=bad)
    result = _pipeline(engine, refiner).generate("Whom does Ada Lind like?")
    assert result.answered
    assert result.trace.attempts[0].status in ("schema", "execution")


def test_gives_up_after_the_retries_with_the_best_failed_candidate(engine: Engine) -> None:
    refiner = FakeModel(queue=["GO FROM", WRONG_EDGE, "MATCH ("])
    result = _pipeline(engine, refiner, repair={"retries": 2, "fix": False}).ask("Whom does Ada Lind like?")
    assert result.status == "invalid" and len(result.trace.attempts) == 3
    assert result.query == WRONG_EDGE, "a schema mistake beats a syntax error"
    assert result.rows is None and not result.executed and result.error


def test_writes_are_refused_without_retries_unless_allowed(engine: Engine) -> None:
    insert = 'INSERT VERTEX player(name, age) VALUES "Zed":("Zed", 30)'
    result = _pipeline(engine, FakeModel(default=insert)).ask("Add a player Zed, 30")
    assert result.status == "refused" and len(result.trace.attempts) == 1
    assert "read-only" in (result.error or "") and result.rows is None
    assert not engine.execute('FETCH PROP ON player "Zed" YIELD player.age').rows

    allowed = _pipeline(engine, FakeModel(default=insert), allow_writes=True).ask("Add a player Zed, 30")
    assert allowed.answered and allowed.executed
    assert [c.name for c in allowed.trace.attempts[0].checks][-1] == "explain", "writes are not dry-run"
    assert engine.execute('FETCH PROP ON player "Zed" YIELD player.age').rows


def test_an_empty_answer_is_asked_again_and_then_no_query(engine: Engine) -> None:
    refiner = FakeModel(default="")
    result = _pipeline(engine, refiner).generate("Whom does Ada Lind like?")
    assert result.status == "no-query" and result.query == "" and len(result.trace.attempts) == 3
    assert "no query found in the output" in refiner.requests[1]["messages"][-1]["content"]
    refiner = FakeModel(queue=["", RIGHT])
    assert _pipeline(engine, refiner).generate("Whom does Ada Lind like?").query == RIGHT


def test_self_consistency_votes_with_results(engine: Engine) -> None:
    same_rows = 'GO FROM "Ada Lind" OVER like YIELD like._dst AS friend'
    other = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'
    refiner = FakeModel(queue=[RIGHT, other, same_rows])
    result = _pipeline(engine, refiner, self_consistency={"samples": 3, "temperature": 0.9}).generate(
        "Whom does Ada Lind like?"
    )
    assert result.answered and result.query == RIGHT
    assert result.trace.vote is not None and result.trace.vote["groups"] == [2, 1]
    assert [r["temperature"] for r in refiner.requests] == [0.2, 0.9, 0.9]


def test_the_trace_holds_prompts_outputs_checks_timings_and_tokens(engine: Engine) -> None:
    result = _pipeline(engine, FakeModel(default=RIGHT)).ask("Whom does Ada Lind like?")
    trace = result.trace
    assert list(trace.stages) == ["reranker", "rewriter", "refiner", "answer"]  # ask says the rows in words
    reranker = trace.stages["reranker"]
    assert reranker.kind == "model" and reranker.output["classes"] == ["player", "like"]
    assert reranker.calls[0].output == REASON and reranker.calls[0].prompt_tokens > 0
    refiner = trace.stages["refiner"]
    assert refiner.calls[0].messages[0]["content"].startswith("Please generate exactly one nGQL")
    # the demo graph's schema fits refiner.schema_tokens: shown whole (a small schema is never pruned)
    assert "[schema]:\n# this is the schema of this graph" in refiner.calls[0].messages[0]["content"]
    assert refiner.output["query"] == RIGHT
    assert [c.name for c in trace.attempts[0].checks] == ["parse", "validate", "execute"]
    assert {"rerank+rewrite", "refine+check", "execute", "total"} <= set(trace.timings)
    usage = trace.usage()
    assert usage["calls"] == 2 and usage["prompt_tokens"] > 100 and usage["completion_tokens"] > 0
    data = json.loads(json.dumps(result.to_dict()))
    assert data["query"] == RIGHT and data["trace"]["stages"]["refiner"]["calls"][0]["messages"]
    assert data["rows"] and data["columns"] == ["friend"]
    small = result.trace.to_dict(prompts=False)
    assert "content" not in small["stages"]["refiner"]["calls"][0]["messages"][0]
    text = trace.render()
    assert "1. reranker" in text and "[user]" in text and "Please generate exactly one nGQL" in text
    assert "parse ✓" in text


class _Waiting:
    """A stage that only finishes when the other small stage runs at the same time."""

    def __init__(self, barrier: threading.Barrier, kind: str) -> None:
        self.barrier = barrier
        self.kind = kind
        self.thread = ""

    def _wait(self) -> None:
        self.thread = threading.current_thread().name
        self.barrier.wait()

    def rerank(self, request: StageInput, trace: StageTrace) -> RerankOutput:
        self._wait()
        return RerankOutput()

    def rewrite(self, request: StageInput, trace: StageTrace) -> RewriteOutput:
        self._wait()
        return RewriteOutput(request.question)


def test_reranker_and_rewriter_run_concurrently(engine: Engine) -> None:
    barrier = threading.Barrier(2, timeout=10)
    reranker, rewriter = _Waiting(barrier, "test"), _Waiting(barrier, "test")
    config = build_config(_config())
    refiner = ModelRefiner(FakeModel(default=RIGHT), config.refiner)
    orchestrator = Orchestrator(reranker, rewriter, refiner, config)  # type: ignore[arg-type]
    result = orchestrator.run("Whom does Ada Lind like?", engine.schema().space("demo"))
    assert result.query == RIGHT  # a sequential run would break the barrier instead
    assert reranker.thread != rewriter.thread and reranker.thread.startswith("r3-stage")


def test_sequential_mode_runs_in_the_callers_thread(engine: Engine) -> None:
    config = build_config(_config(concurrent=False))
    seen: list[str] = []

    class Stage:
        kind = "test"

        def rerank(self, request: StageInput, trace: StageTrace) -> RerankOutput:
            seen.append(threading.current_thread().name)
            return RerankOutput()

        def rewrite(self, request: StageInput, trace: StageTrace) -> RewriteOutput:
            seen.append(threading.current_thread().name)
            return RewriteOutput(request.question)

    refiner = ModelRefiner(FakeModel(default=RIGHT), config.refiner)
    Orchestrator(Stage(), Stage(), refiner, config).run("q?", engine.schema().space("demo"))  # type: ignore[arg-type]
    assert seen == [threading.current_thread().name] * 2


def test_check_none_and_validate_modes(engine: Engine) -> None:
    result = _pipeline(engine, FakeModel(default=WRONG_EDGE), repair={"check": "none"}).generate("q?")
    assert result.answered and result.query == WRONG_EDGE and not result.trace.attempts[0].checks
    result = _pipeline(engine, FakeModel(default=RIGHT), repair={"check": "validate"}).generate("q?")
    assert [c.name for c in result.trace.attempts[0].checks] == ["parse", "validate"]


class _FakeOfflineRefiner:
    """Stands in for r3.pipeline.offline.OfflineRefiner: a best query and ranked alternatives."""

    def __init__(self, *queries: str) -> None:
        from r3.pipeline.offline.demos import DemoPool

        self.queries = queries
        self.calls: list[dict[str, Any]] = []
        self.pool = DemoPool([])  # no demonstrations: no lexicon

    def generate(self, question: str, space: str, **kwargs: Any) -> Any:
        from r3.pipeline.offline.refiner import RefinerResult
        from r3.pipeline.offline.select import Candidate

        self.calls.append({"question": question, "space": space, **kwargs})
        candidates = [Candidate(query=q, source="compose", origin=["compose:one-hop"]) for q in self.queries]
        return RefinerResult(query=self.queries[0], candidates=candidates, notes=["adapted demo-3"])


def test_offline_refiner_repairs_by_taking_the_next_candidate(engine: Engine) -> None:
    from r3.pipeline.refiner import OfflineRefinerStage
    from r3.pipeline.reranker import FullContextReranker
    from r3.pipeline.rewriter import NoRewriter

    offline = _FakeOfflineRefiner(WRONG_EDGE, "GO FROM", RIGHT)
    # the offline refiner's own repair: its next candidate (r3's fixes of names are tested apart)
    config = build_config(_config(repair__fix=False))
    orchestrator = Orchestrator(FullContextReranker(), NoRewriter(), OfflineRefinerStage(offline), config)
    result = orchestrator.run("q?", engine.schema().space("demo"), row_id="row-7")
    assert result.answered and result.query == RIGHT
    assert [a.query for a in result.trace.attempts] == [WRONG_EDGE, "GO FROM", RIGHT]
    assert len(offline.calls) == 1, "one offline generation serves every retry"
    assert offline.calls[0]["exclude_ids"] == ["row-7"], "leave-one-out: the row id reaches the pool"
    assert result.trace.stages["refiner"].output["notes"] == ["adapted demo-3"]
    # with no candidate left the loop stops early instead of repeating itself
    offline = _FakeOfflineRefiner(WRONG_EDGE)
    orchestrator = Orchestrator(FullContextReranker(), NoRewriter(), OfflineRefinerStage(offline), config)
    result = orchestrator.run("q?", engine.schema().space("demo"))
    assert result.status == "invalid" and len(result.trace.attempts) == 2 and result.query == WRONG_EDGE


def test_grammar_constrained_refiner_passes_a_grammar(engine: Engine) -> None:
    refiner = FakeModel(default=RIGHT)
    result = _pipeline(engine, refiner, refiner__grammar=True).generate("Whom does Ada Lind like?")
    assert result.answered
    grammar = refiner.requests[0]["grammar"]
    assert grammar and "start:" in grammar, "the Lark text of the generation grammar reaches the model"
    assert result.trace.stages["refiner"].calls[0].grammar == "ignored"


def test_cypher_prompts_name_cypher() -> None:
    from r3.pipeline.config import RefinerConfig
    from r3.pipeline.refiner import refiner_prompt
    from r3.pipeline.types import RefineRequest

    space = open_demo_engine().schema().space("demo")
    request = RefineRequest(StageInput("q?", space, "cypher"), RerankOutput(), RewriteOutput("q?"))
    prompt = refiner_prompt(request, RefinerConfig(paper=False))
    assert "Cypher query for Neo4j" in prompt and "[output_format]:cypher:" in prompt
    assert "v.player.born" not in prompt
