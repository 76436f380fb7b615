"""What r3's MCP tools do, apart from MCP: plain methods over one :class:`~r3.pipeline.pipeline.Pipeline`.

Why apart from the SDK wiring (:mod:`r3.mcp_server.server`): the tools are the product —
schema, linking, a checked query, a read-only run, an answer — and they are easier to test,
and to keep honest about their caps, as plain functions returning JSON-able dicts. Every
tool's failure is an :class:`r3.errors.R3Error` (a bad space, a write, a syntax error) that
the wiring turns into one clear tool error; nothing here formats a traceback.

Caps: an MCP client feeds tool output to a model, so rows are capped twice — by count
(``max_rows``, at most :data:`MAX_ROWS`) and by size (:data:`MAX_OUTPUT_CHARS` of JSON,
about a few thousand tokens) — and ``truncated`` says when either cut.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from r3.contracts.backend import GraphBackend
from r3.errors import UserInputError
from r3.inputs import check_argument_text
from r3.pipeline.conversation import ConversationStore
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.result import Result
from r3.pipeline.space_switch import check_space
from r3.represent.schema_code import render_schema_code
from r3.values import Value, to_json
from r3.values.json import JsonValue

#: Most rows one tool call returns.
MAX_ROWS = 200
#: Default rows per call.
DEFAULT_ROWS = 50
#: Most characters of row JSON one tool call returns (~ 5k tokens).
MAX_OUTPUT_CHARS = 20_000
#: Longest question a tool takes (as ``r3 serve``'s default ``max_question_chars``): a longer one
#: is a paste, not a question, and would cost every stage's prompt.
MAX_QUESTION_CHARS = 4000


class R3Tools:
    """The MCP tools over one pipeline and one graph (see the module doc)."""

    def __init__(
        self,
        pipeline: Pipeline,
        *,
        graph: str | GraphBackend | None = None,
        conversations: ConversationStore | None = None,
    ) -> None:
        self.pipeline = pipeline
        self.graph = graph
        self.conversations = conversations

    @property
    def dialect(self) -> str:
        """What the pipeline writes for this graph (the graph's own language when it runs one)."""
        return str(self.pipeline.dialect(graph=self.graph))

    def spaces(self) -> list[str]:
        return list(self.pipeline.spaces(graph=self.graph))

    def get_schema(self, space: str | None = None) -> dict[str, object]:
        """The space's code-structure schema, as the refiner's prompt shows it."""

        schema = self.pipeline.schema(_space(space), graph=self.graph)
        return {
            "space": schema.name,
            "dialect": self.dialect,
            "schema": render_schema_code(schema, paper=False, dialect=self.dialect),
        }

    def link_entities(self, question: str, space: str | None = None, k: int = 10) -> dict[str, object]:
        """The stored names the question mentions, best first."""
        if not 1 <= k <= 100:
            raise UserInputError(f"k must be between 1 and 100, got {k}")
        items = self.pipeline.link(_question(question), space=_space(space), graph=self.graph, k=k)
        return {
            "items": [
                {
                    "text": item.text,
                    "score": round(item.score, 4),
                    "match": item.match,
                    "mention": item.mention,
                    "kinds": item.kinds,
                }
                for item in items
            ]
        }

    def generate_query(
        self, question: str, space: str | None = None, dialect: str | None = None
    ) -> dict[str, object]:
        """A checked query for the question (not run)."""
        if dialect is not None and dialect != self.dialect:
            raise UserInputError(f"dialect {dialect!r} is not served here: this server writes {self.dialect}")
        result = self.pipeline.generate(_question(question), space=_space(space), graph=self.graph)
        return {**_query_fields(result), "dialect": result.dialect}

    def run_query(
        self, query: str, space: str | None = None, max_rows: int = DEFAULT_ROWS
    ) -> dict[str, object]:
        """Run a query read-only (writes are refused before anything runs)."""
        cap = _row_cap(max_rows)
        name = self.pipeline.schema(_space(space), graph=self.graph).name
        check_space(query, self.dialect, name)  # no USE of another space: rows are labelled with this one
        rs = self.pipeline.run(query, space=name, graph=self.graph)
        return rows_payload(list(rs.columns), list(rs.rows), cap)

    def ask(
        self,
        question: str,
        space: str | None = None,
        conversation_id: str | None = None,
        max_rows: int = DEFAULT_ROWS,
    ) -> dict[str, object]:
        """Generate, check, run (read-only) and answer in words."""
        cap = _row_cap(max_rows)
        conversation = None
        if self.conversations is not None:
            conversation = self.conversations.get_or_create(conversation_id)
        result = self.pipeline.ask(
            _question(question), space=_space(space), graph=self.graph, history=conversation
        )
        out: dict[str, object] = {
            "answer": result.answer,
            "question": result.question,
            **_query_fields(result),
        }
        if conversation is not None:
            out["conversation_id"] = conversation.id
        if result.rows is not None:
            out.update(rows_payload(list(result.columns or []), list(result.rows), cap))
        return out


def _query_fields(result: Result) -> dict[str, object]:
    """What a tool says of a generated query: the query, its status, confidence and why."""
    return {
        "query": result.query,
        "status": result.status,
        "confidence": round(result.confidence, 3),
        "explanation": list(result.reasons),
        "error": result.error,
        "space": result.space,
    }


def rows_payload(columns: list[str], rows: Sequence[Sequence[Value]], cap: int) -> dict[str, object]:
    """Columns and JSON rows under both caps, with the full count and whether either cut."""

    kept: list[list[JsonValue]] = []
    size = 0
    for row in rows[:cap]:
        cells = [to_json(v) for v in row]
        size += len(json.dumps(cells, ensure_ascii=False, default=str)) + 1
        if size > MAX_OUTPUT_CHARS and kept:
            break
        kept.append(cells)
    return {"columns": columns, "rows": kept, "row_count": len(rows), "truncated": len(kept) < len(rows)}


def _row_cap(max_rows: int) -> int:
    if not 1 <= max_rows <= MAX_ROWS:
        raise UserInputError(f"max_rows must be between 1 and {MAX_ROWS}, got {max_rows}")
    return max_rows


def _question(question: str) -> str:
    if not isinstance(question, str) or not question.strip():
        raise UserInputError("the question is empty: ask something")
    if len(question) > MAX_QUESTION_CHARS:
        raise UserInputError(f"the question has {len(question)} characters; at most {MAX_QUESTION_CHARS}")
    check_argument_text(question, "the question")
    return question


def _space(space: str | None) -> str | None:
    """An empty space means "the default one" (clients often send "")."""
    return space.strip() or None if isinstance(space, str) else None


__all__ = ["DEFAULT_ROWS", "MAX_OUTPUT_CHARS", "MAX_QUESTION_CHARS", "MAX_ROWS", "R3Tools", "rows_payload"]
