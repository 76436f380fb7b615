"""What the pipeline answers: the query, whether it held up, the rows, and the trace.

Why one object for ``generate`` and ``ask``: a caller that only wants the query (the
evaluator) and one that wants the answer (``r3 ask``) read the same fields; ``rows`` is
simply None until the query ran. ``status`` is ``ok`` when the query passed every configured
check and the pipeline is confident of it (``confidence`` ≥ ``confidence.threshold``, see
:mod:`r3.pipeline.confidence`; ``reasons`` say why), ``uncertain`` when it passed but the
confidence is lower (the rows are still there: check them), ``unanswerable`` when the
question names nothing the graph holds (no query was run; ``error`` says why), ``invalid``
when no candidate passed (``query`` is then the best failed one, ``error`` says why),
``refused`` for a write statement in read-only mode, ``no-query`` when the refiner produced
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from r3.pipeline.cells import format_table
from r3.pipeline.trace import Trace
from r3.values import to_json

ResultStatus = Literal["ok", "uncertain", "unanswerable", "invalid", "refused", "no-query"]
#: Widest cell of a table with several columns, and of a one-column table (a path reads whole).
MAX_CELL = 60
MAX_LONE_CELL = 160
#: Statuses with a query that passed every check (``uncertain`` only lacks confidence).
ANSWERED = ("ok", "uncertain")


@dataclass
class Result:
    """The answer to one question (see the module doc)."""

    question: str
    space: str
    dialect: str
    query: str
    status: ResultStatus
    error: str | None = None
    rewritten: str | None = None
    columns: list[str] | None = None
    rows: list[tuple[Any, ...]] | None = None
    executed: bool = False
    trace: Trace = field(default_factory=lambda: Trace("", "", "ngql"))
    confidence: float = 0.0
    reasons: list[str] = field(default_factory=list)
    #: The rows in words (:mod:`r3.pipeline.answer`); None when nothing ran or answers are off.
    answer: str | None = None
    #: The question as the user asked it, when it was a follow-up rewritten into ``question``.
    asked: str | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def answered(self) -> bool:
        """A query passed every check (``ok`` or ``uncertain``)."""
        return self.status in ANSWERED

    def to_dict(self, *, trace: bool = True) -> dict[str, Any]:
        """JSON-able form; values in rows use :func:`r3.values.to_json` (every type kept)."""
        out: dict[str, Any] = {
            "question": self.question,
            "space": self.space,
            "dialect": self.dialect,
            "query": self.query,
            "status": self.status,
            "confidence": self.confidence,
            "reasons": list(self.reasons),
            "error": self.error,
            "rewritten": self.rewritten,
            "executed": self.executed,
            "answer": self.answer,
        }
        if self.asked is not None:
            out["asked"] = self.asked
        # the same keys for every status: a script reads d["rows"] whatever happened
        # (``executed`` says whether they came from a run)
        out["columns"] = list(self.columns or [])
        out["rows"] = [[to_json(v) for v in row] for row in self.rows or []]
        if trace:
            out["trace"] = self.trace.to_dict()
        return out

    def table(self, *, limit: int = 20) -> str:
        """The rows as a small text table for people (:func:`r3.pipeline.cells.format_table`:
        display names, ``(a)-[:type]->(b)``), at most ``limit`` rows, long cells cut."""
        if self.rows is None or self.columns is None:
            return ""
        cap = MAX_CELL if len(self.columns) > 1 else MAX_LONE_CELL
        return format_table(self.columns, self.rows, limit=limit, cap=cap)


__all__ = ["ANSWERED", "Result", "ResultStatus"]
