"""Score one dataset item: every metric of the evaluator for one (row, prediction) pair.

Why one place: SA, CA, EA/IEA (paper and clean), EX and the parse/valid diagnosis all read
the same executions and the same gold facts; computing them together keeps them
consistent (one execution of the prediction, one of the gold query) and makes the
per-item record — what ``--json`` writes and ``--compare`` reads — the single source of
every aggregate.

The gold side of an item (:class:`GoldSide`) is computed once per item: the gold rows
(parsed from ``gold_result``, or the gold query's own execution with ``gold_from="execute"``),
whether the gold query's result is ordered, and whether the engine *reproduces* the gold
result — the same rule as ``r3 replay``: the gold query runs without error and its rows
equal ``gold_result`` as values. Items it does not reproduce are listed in every summary:
no system can be judged fairly on them with this backend.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.errors import QuerySyntaxError, UserInputError
from r3.eval.metrics.bertscore import BertScorer
from r3.eval.metrics.comprehension import ComprehensionScorer
from r3.eval.metrics.exact import CROSS_BACKEND_RULE, STRICT_RULE, exact_match, order_key_columns
from r3.eval.metrics.execution_clean import DEFAULT_ALPHA, DEFAULT_BETA, clean_execution_score
from r3.eval.metrics.execution_paper import (
    aligned_pred_rows,
    error_rows,
    paper_execution_score,
    raw_pred_rows,
)
from r3.eval.metrics.syntax import QueryCheck, check_query
from r3.eval.replay import final_order_keys
from r3.eval.slices import first_crud
from r3.lang import ast as A
from r3.lang.analysis import analyze
from r3.lang.parser import parse
from r3.values import Value, ValueParseError, gold_result_rows, parse_gold_result
from r3.values.json import JsonObject

#: The language of the datasets' gold queries.
GOLD_DIALECT = "ngql"


@dataclass
class Execution:
    """A query's run on the backend: rows and columns, or a one-line error."""

    ok: bool
    columns: list[str] = field(default_factory=list)
    rows: list[tuple[Value, ...]] = field(default_factory=list)
    error: str = ""
    elapsed_s: float = 0.0


#: ``execute(space, query, parsed script or None) -> Execution``
Executor = Callable[[str, str, "A.Script | None"], Execution]


@dataclass
class ScoreSettings:
    gold_from: str = "result"  # or "execute"
    paper_rows: str = "aligned"  # or "raw"
    alpha: float = DEFAULT_ALPHA
    beta: float = DEFAULT_BETA
    #: The dialect predictions are parsed and validated in (the backend's).
    dialect: str = "ngql"
    #: EX compares numbers as values (``360617 == 360617.0``) and gold elements without
    #: properties by identity: the gold rows were recorded by another backend than the one
    #: predictions run on (see :func:`cross_backend`, :data:`CROSS_BACKEND_RULE`).
    cross_backend: bool = False

    @property
    def ex_rule(self) -> str:
        return CROSS_BACKEND_RULE if self.cross_backend else STRICT_RULE


def cross_backend(dialect: str, gold_from: str) -> bool:
    """Whether predictions and gold rows come from different backends: the gold rows are the
    recorded ``gold_result`` (NebulaGraph's, or the embedded engine's: nGQL backends) and the
    backend speaks another dialect (LadybugDB: Cypher). With ``gold_from="execute"`` both run
    on the one backend, and int vs float and elements' properties stay strict."""
    return gold_from == "result" and dialect != GOLD_DIALECT


@dataclass
class GoldSide:
    query: str
    space: str
    #: None when the gold rows could not be read (bad ``gold_result``, gold failed with ``execute``).
    rows: list[tuple[Value, ...]] | None
    texts: list[str]
    ordered: bool
    key_columns: list[int] | None
    reproduced: bool
    status: str
    script: A.Script | None


class ItemScorer:
    """Turns (row, prediction text) into a per-item record (a JSON-able dict)."""

    def __init__(
        self,
        execute: Executor,
        schema_of: Callable[[str], SpaceSchema | None],
        comprehension: ComprehensionScorer,
        bertscore: BertScorer,
        settings: ScoreSettings | None = None,
    ) -> None:
        self.execute = execute
        self.schema_of = schema_of
        self.comprehension = comprehension
        self.bertscore = bertscore
        self.settings = settings or ScoreSettings()

    # ------------------------------------------------------------------ gold
    def gold_side(self, row: JsonObject) -> GoldSide:
        query = str(row.get("gold") or "")
        space = str(row.get("space") or "")
        script: A.Script | None
        try:
            script = parse(query, GOLD_DIALECT)
        except (QuerySyntaxError, RecursionError):
            script = None
        keys = final_order_keys(script) if script is not None else None
        run = self.execute(space, query, script)
        key_columns = order_key_columns(keys, run.columns if run.ok else None, query)
        ordered = keys is not None
        rows: list[tuple[Value, ...]] | None
        if self.settings.gold_from == "execute":
            rows = list(run.rows) if run.ok else None
            texts = raw_pred_rows(rows or [])
            status = "reproduced" if run.ok else f"error: {run.error}"
            return GoldSide(query, space, rows, texts, ordered, key_columns, run.ok, status, script)
        try:
            texts = gold_result_rows(row.get("gold_result", []))
            rows = [tuple(r) for r in parse_gold_result(texts)]
        except (ValueParseError, UserInputError) as e:
            return GoldSide(
                query, space, None, [], ordered, key_columns, False, f"bad gold_result: {e}", script
            )
        if not run.ok:
            status = f"error: {run.error}"
            reproduced = False
        else:
            match = exact_match(
                run.rows,
                rows,
                ordered=ordered,
                key_columns=key_columns,
                cross_backend=self.settings.cross_backend,
            )
            reproduced = match.equal
            status = "reproduced" if match.equal else f"differs: {match.diff}"
        return GoldSide(query, space, rows, texts, ordered, key_columns, reproduced, status, script)

    # ------------------------------------------------------------------ one item
    def score(
        self,
        row: JsonObject,
        gold: GoldSide,
        query: str,
        *,
        prediction_error: str | None = None,
    ) -> JsonObject:
        """Every metric of one item (see :mod:`r3.eval.slices` for what the aggregates use)."""

        s = self.settings
        known = gold.script if query == gold.query else None
        check = (
            check_query(
                query,
                self.schema_of(gold.space),
                dialect=s.dialect,
                script=known if s.dialect == GOLD_DIALECT else None,
            )
            if query.strip()
            else QueryCheck(False)
        )
        if not query.strip():
            check.syntax_error = prediction_error or "empty prediction"
            run = Execution(False, error="no query to run")
        else:
            run = self.execute(gold.space, query, check.script)
        pred_rows = list(run.rows) if run.ok else None
        pred_crud = "(unparsed)"
        pred_ordered = False
        if check.script is not None:
            pred_ordered = final_order_keys(check.script) is not None
            try:
                pred_crud = first_crud(analyze(check.script).crud)
            except RecursionError:
                pred_crud = "?"

        ca = self.comprehension.score(query, gold.query)
        if gold.rows is None:
            ex_equal, ex_diff = False, f"gold unusable ({gold.status})"
        else:
            match = exact_match(
                pred_rows,
                gold.rows,
                ordered=gold.ordered,
                key_columns=gold.key_columns,
                cross_backend=s.cross_backend,
            )
            ex_equal, ex_diff = match.equal, match.diff

        if pred_rows is None:
            paper_rows = error_rows()
        elif s.paper_rows == "raw" or gold.rows is None:
            paper_rows = raw_pred_rows(pred_rows)
        else:
            paper_rows = aligned_pred_rows(
                pred_rows, gold.rows, gold.texts, equal=ex_equal, pred_ordered=pred_ordered
            )
        paper = paper_execution_score(paper_rows, gold.texts, self.bertscore.f1)
        clean = clean_execution_score(
            pred_rows, gold.rows or [], self.bertscore.f1, ordered=gold.ordered, alpha=s.alpha, beta=s.beta
        )

        reason = ""
        if prediction_error:
            reason = f"no prediction: {prediction_error}"
        elif not check.parsed:
            reason = check.reason
        elif not run.ok:
            reason = f"execution: {run.error}" + (f" ({check.reason})" if check.errors else "")
        elif not ex_equal:
            reason = f"differs: {ex_diff}"
        return {
            "id": str(row.get("id")),
            "space": gold.space,
            "question": row.get("question", ""),
            "gold": gold.query,
            "prediction": query,
            "prediction_error": prediction_error,
            "parsed": check.parsed,
            "valid": check.valid,
            "issues": [*check.errors, *check.warnings],
            "executed": run.ok,
            "exec_error": run.error,
            "rows": len(pred_rows) if pred_rows is not None else None,
            "gold_rows": len(gold.rows) if gold.rows is not None else None,
            "exec_s": round(run.elapsed_s, 6),
            "gold_reproduced": gold.reproduced,
            "gold_status": gold.status,
            "sa": int(run.ok),
            "ca": ca,
            "syntax_paper": paper.syntax,
            "ea": paper.score,
            "ea_parts": {"lexical": paper.lexical, "semantic": paper.semantic, "branch": paper.branch},
            "ea_clean": clean.score,
            "ea_clean_parts": {"jaccard": clean.jaccard, "bm25": clean.bm25, "semantic": clean.semantic},
            "ex": int(ex_equal),
            "reason": reason,
            "pred_crud": pred_crud,
        }


__all__ = ["Execution", "Executor", "GoldSide", "ItemScorer", "ScoreSettings", "cross_backend"]
