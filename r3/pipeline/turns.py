"""What happens around one question besides the three stages: the follow-up rewrite before,
the memory of corrected queries instead, the answer in words after.

Why apart from :mod:`r3.pipeline.pipeline`: the Pipeline class owns caches and wiring; these are
the steps themselves, each small, each recording itself in the result's trace (stages
``conversation``, ``memory``, ``answer``), so ``r3 ask --explain`` and the API's trace show
what was rewritten, remembered or said.
"""

from __future__ import annotations

import time
from collections.abc import Mapping

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.lang.dialects import get_dialect
from r3.models.language_model import LanguageModel
from r3.pipeline.answer import display_name, ngql_name_lookup, string_values
from r3.pipeline.checks import QueryRunner
from r3.pipeline.config import PipelineConfig, RewriterConfig
from r3.pipeline.conversation import Conversation, FollowUpRewriter, Resolution, turn_of
from r3.pipeline.memory import QueryMemory
from r3.pipeline.result import Result
from r3.pipeline.trace import StageTrace, Trace
from r3.pipeline.types import AnswerStage
from r3.values import Value, Vertex

#: The reason a stored correction answered (``result.reasons[0]``).
FROM_MEMORY = "from memory"


def follow_up(
    model: LanguageModel | None, config: RewriterConfig, asked: str, history: Conversation
) -> tuple[Resolution, StageTrace]:
    """The self-contained question for ``asked`` given ``history`` (``model``: the rewriter
    stage's, which rewrites when there is one), and the ``conversation`` stage's trace."""
    stage = StageTrace("conversation", "model" if model is not None else "offline")
    started = time.perf_counter()
    resolution = FollowUpRewriter(model, config).rewrite(asked, history, stage)
    stage.elapsed_s = time.perf_counter() - started
    stage.output.update(resolution.to_dict())
    stage.output["turns"] = len(history.turns)
    return resolution, stage


def from_memory(
    memory: QueryMemory | None,
    question: str,
    schema: SpaceSchema,
    runner: QueryRunner,
    config: PipelineConfig,
    dialect: str,
    execute: bool,
) -> tuple[Result | None, str | None]:
    """The stored correction for ``question`` as a result (run read-only when ``execute``), and
    why a stored one was not used: (None, reason) when it no longer runs (then the pipeline
    answers and its trace says so), (None, None) when nothing is stored."""
    if memory is None:
        return None, None
    entry = memory.lookup(question, schema.name, dialect)
    if entry is None:
        return None, None
    trace = Trace(question, schema.name, dialect, config.name, config.config_hash())
    stage = trace.stage("memory", "stored")
    stage.output.update({"id": entry.id, "stored": entry.question, "query": entry.query})
    reasons = [FROM_MEMORY, f"the corrected query stored for {entry.question!r} (#{entry.id})"]
    result = Result(
        question,
        schema.name,
        dialect,
        entry.query,
        "ok",
        rewritten=question,
        trace=trace,
        confidence=1.0,
        reasons=reasons,
    )
    if execute:
        started = time.perf_counter()
        try:
            rs = runner.run(entry.query, allow_writes=False)
        except R3Error as e:
            return (
                None,
                f"the query stored for {entry.question!r} (#{entry.id}) failed ({e}); the pipeline answered",
            )
        result.columns, result.rows, result.executed = list(rs.columns), list(rs.rows), True
        trace.timings["execute"] = time.perf_counter() - started
    trace.status, trace.confidence, trace.reasons = result.status, result.confidence, list(reasons)
    return result, None


def row_names(result: Result, runner: QueryRunner, dialect: str) -> Mapping[str, str]:
    """Display names of the string vids in an executed result's rows (nGQL graphs; {} otherwise)."""
    if result.rows is None or not result.rows or not get_dialect(dialect).rows_hold_vertex_ids:
        return {}
    return ngql_name_lookup(runner)(string_values(result.rows))


def answer(answerer: AnswerStage | None, kind: str, result: Result, names: Mapping[str, str]) -> None:
    """``result.answer``: the answer stage of ``answer.kind`` (:mod:`r3.pipeline.answer`; None:
    no answer), traced as ``answer``."""
    if answerer is None:
        return
    stage = result.trace.stage("answer", kind)
    started = time.perf_counter()
    result.answer = answerer.answer(result, stage, names)
    stage.elapsed_s = time.perf_counter() - started


def remember_turn(
    history: Conversation,
    asked: str,
    result: Result,
    names: Mapping[str, str],
    follow_up: tuple[Resolution, StageTrace],
) -> None:
    """Add the turn to the conversation; put the ``conversation`` stage first in the trace."""
    resolution, stage = follow_up
    if resolution.changed:
        result.asked = asked
    result.trace.stages = {"conversation": stage, **result.trace.stages}
    answers = [display_name(row[0], names) for row in result.rows or [] if row and _names_thing(row[0])]
    history.add(turn_of(asked, result, answers, resolution.referent))


def _names_thing(value: Value) -> bool:
    """Whether a value can be what a pronoun points at: a vertex or a string (not a number)."""
    return isinstance(value, (str, Vertex))


__all__ = ["FROM_MEMORY", "answer", "follow_up", "from_memory", "remember_turn", "row_names"]
