"""Strict execution accuracy (EX): the predicted result equals the gold result as values.

Why on top of the paper's metrics: EA/IEA score *text similarity* of results, so a query
that returns the right shape for the wrong entity (another player's teammates) keeps most
of its credit. EX is the NL2SQL execution accuracy: 1 only when the rows are the gold rows.

Rules (the same as ``r3 replay``, so "the engine reproduces gold" and "the prediction is
right" are one notion):

- rows compare as a multiset, unless the *gold* query ends by ordering (``| ORDER BY …``,
  ``RETURN … ORDER BY``; :func:`r3.eval.replay.final_order_keys`): then row by row, rows
  tied on a sort key that is a result column of the gold query being interchangeable
  (:func:`r3.eval.replay.ordered_rows_equal`);
- values compare with :func:`r3.values.rows_equal`: map key order ignored, lists and sets
  as multisets, ints never equal floats, floats within 1e-8 — except across backends
  (``cross_backend=True``: the gold rows recorded by one backend, the prediction run on
  another, e.g. NebulaGraph's rows against LadybugDB's), where numbers compare as values, as
  Cypher's own ``=`` does, and a gold vertex/edge *without* properties (``FIND PATH``/``GET
  SUBGRAPH`` without ``WITH PROP``: a form no Cypher value has) equals a predicted one of the
  same identity — vid; src, dst, type, rank — whatever properties it carries
  (:data:`CROSS_BACKEND_RULE`);
- column names are ignored (``gold_result`` has none; aliases are the model's choice);
- a failed execution is never equal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from r3.errors import one_line
from r3.eval.replay import ordered_rows_equal, sort_key_columns
from r3.lang import ast as A
from r3.values import Value, rows_equal

#: How EX names its comparison in reports (``r3 eval`` output, summary JSON ``ex_rule``).
STRICT_RULE = "strict"
CROSS_BACKEND_RULE = "cross-backend: numbers compared as values, bare elements by identity"


@dataclass(frozen=True)
class ExactMatch:
    equal: bool
    #: One line saying how the rows differ ("" when equal).
    diff: str = ""


def order_key_columns(
    keys: Sequence[A.Expr] | None, gold_columns: Sequence[str] | None, gold_query: str
) -> list[int] | None:
    """The gold result columns the gold query's sort keys name, when all of them do."""
    if keys is None or gold_columns is None:
        return None
    return sort_key_columns(keys, list(gold_columns), gold_query)


def exact_match(
    pred_rows: Sequence[Sequence[Value]] | None,
    gold_rows: Sequence[Sequence[Value]],
    *,
    ordered: bool = False,
    key_columns: list[int] | None = None,
    cross_backend: bool = False,
) -> ExactMatch:
    """EX of one item; ``pred_rows=None`` means the execution failed; ``cross_backend``
    only when the prediction and the gold rows come from different backends (module doc)."""
    if pred_rows is None:
        return ExactMatch(False, "did not execute")
    rule = {"numbers_as_values": cross_backend, "bare_elements_by_identity": cross_backend}
    if ordered:
        equal = ordered_rows_equal(pred_rows, gold_rows, key_columns, cross_backend=cross_backend)
    else:
        equal = bool(rows_equal(pred_rows, gold_rows, **rule))
    if equal:
        return ExactMatch(True)
    if ordered and rows_equal(pred_rows, gold_rows, **rule):
        return ExactMatch(False, "the gold rows, but not in the gold query's order")
    diff = rows_equal(pred_rows, gold_rows, ordered=ordered, **rule).diff(limit=2)
    return ExactMatch(False, _one_line(diff))


def _one_line(diff: str, limit: int = 400) -> str:
    """A row diff on one line: its lines joined with "; " (then :func:`r3.errors.one_line`)."""
    return one_line("; ".join(line.strip() for line in diff.splitlines() if line.strip()), limit)


__all__ = ["CROSS_BACKEND_RULE", "STRICT_RULE", "ExactMatch", "exact_match", "order_key_columns"]
