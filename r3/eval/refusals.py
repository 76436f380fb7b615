"""Scoring refusals and the honesty of a system's confidence.

Why apart from the metrics: a dataset may hold questions the graph cannot answer
(``"unanswerable": true``, no gold — :func:`r3.inputs.read_dataset`). For those, a refusal
(the system's status ``unanswerable``) is the right answer and any rows are wrong; there is
no gold query to compare with, so the usual scorer does not apply. And a system that says
how sure it is (status ``uncertain``) should say so for its wrong answers, not its right
ones. This module turns both into numbers the summary and the JSON report carry:

- **refusals** (over all questions): precision = refused and unanswerable / refused;
  recall = refused and unanswerable / unanswerable; false refusals = answerable questions
  refused;
- **calibration** (over the answerable items whose gold the backend reproduces, for
  systems that report a status): the share of wrong answers flagged (``uncertain`` or
  ``unanswerable``) and the share of right answers flagged.

A refusal is read from the prediction's trace (``status``, as the pipeline systems record
it); a system without one never refuses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from r3.inputs import is_unanswerable
from r3.values.json import JsonObject, JsonValue, json_number

REFUSED = "unanswerable"
#: Statuses by which a system says "this answer may be wrong".
FLAGGED = ("uncertain", "unanswerable")


def status_of(record: Mapping[str, JsonValue]) -> str | None:
    """The system's status for an item (from its trace), None when it reports none."""
    trace = record.get("trace")
    status = trace.get("status") if isinstance(trace, Mapping) else None
    return str(status) if status else None


def refusal_record(
    row: Mapping[str, JsonValue], query: str, trace: Mapping[str, JsonValue] | None, error: str | None
) -> JsonObject:
    """The record of an unanswerable item: every metric is 1 for a refusal and 0 otherwise
    (rows, or nothing said, are wrong); the keys are those of a scored item."""
    status = trace.get("status") if isinstance(trace, Mapping) else None
    refused = status == REFUSED
    right = int(refused)
    if refused:
        reason = ""
    elif query.strip():
        reason = "answered an unanswerable question: the system returned a query instead of refusing"
    else:
        reason = f"no refusal: {error or 'no status'}"
    return {
        "id": str(row.get("id")),
        "space": str(row.get("space") or ""),
        "question": row.get("question", ""),
        "gold": "",
        "unanswerable": True,
        "refused": refused,
        "prediction": query,
        "prediction_error": error,
        "parsed": False,
        "valid": None,
        "issues": [],
        "executed": False,
        "exec_error": None,
        "rows": None,
        "gold_rows": None,
        "exec_s": 0.0,
        "gold_reproduced": True,
        "gold_status": "unanswerable",
        "sa": right,
        "ca": float(right),
        "syntax_paper": float(right),
        "ea": float(right),
        "ea_parts": {},
        "ea_clean": float(right),
        "ea_clean_parts": {},
        "ex": right,
        "reason": reason,
        "pred_crud": "(refused)" if refused else "(answered)",
    }


def refusal_metrics(records: Sequence[Mapping[str, JsonValue]]) -> JsonObject:
    """Refusal precision, recall and false refusals over every item (module doc)."""
    unanswerable = [r for r in records if is_unanswerable(dict(r))]
    refused = [r for r in records if status_of(r) == REFUSED]
    hits = [r for r in refused if is_unanswerable(dict(r))]
    false = [r for r in refused if not is_unanswerable(dict(r))]
    return {
        "unanswerable": len(unanswerable),
        "refused": len(refused),
        "precision": len(hits) / len(refused) if refused else None,
        "recall": len(hits) / len(unanswerable) if unanswerable else None,
        "false_refusals": len(false),
        "false_refusal_ids": [str(r.get("id")) for r in false],
    }


def calibration(records: Sequence[Mapping[str, JsonValue]]) -> JsonObject:
    """Shares of wrong and right answers flagged, over answerable items with a reproduced gold
    and a reported status (None when no item reports one)."""
    judged = [
        r
        for r in records
        if not is_unanswerable(dict(r)) and r.get("gold_reproduced") and status_of(r) is not None
    ]
    right = [r for r in judged if r.get("ex")]
    wrong = [r for r in judged if not r.get("ex")]

    def share(group: Sequence[Mapping[str, JsonValue]]) -> float | None:
        return sum(status_of(r) in FLAGGED for r in group) / len(group) if group else None

    return {
        "n": len(judged),
        "right": len(right),
        "wrong": len(wrong),
        "wrong_flagged": share(wrong),
        "right_flagged": share(right),
    }


def summary_line(refusals: Mapping[str, JsonValue], calib: Mapping[str, JsonValue]) -> str | None:
    """One line for ``r3 eval``: refusals (when the dataset has unanswerable items or the system
    refused) and calibration (when the system reports statuses); None when neither applies."""
    parts: list[str] = []
    if refusals["unanswerable"] or refusals["refused"]:
        parts.append(
            f"refusals: precision {_pct(refusals['precision'])}, recall {_pct(refusals['recall'])} "
            f"({refusals['refused']} refused, {refusals['unanswerable']} unanswerable, "
            f"{refusals['false_refusals']} answerable refused)"
        )
    if calib["n"]:
        parts.append(
            f"calibration: wrong answers flagged {_pct(calib['wrong_flagged'])}, right answers flagged "
            f"{_pct(calib['right_flagged'])} (of {calib['n']})"
        )
    return "; ".join(parts) or None


def _pct(value: JsonValue) -> str:
    return "-" if value is None else f"{100 * json_number(value):.2f} %"


__all__ = [
    "FLAGGED",
    "REFUSED",
    "calibration",
    "refusal_metrics",
    "refusal_record",
    "status_of",
    "summary_line",
]
