"""Check candidate queries on the graph and choose one.

Why dry-run every candidate: a model-free generator proposes many queries that are
*plausible* (an adapted demonstration, a composed pattern) and only the database can say
which of them run and find something. Each candidate is parsed, validated against the space
schema and executed read-only under a short time limit (a write is validated, not run); the
facts (ran? rows?) join the generator's own evidence in one score:

    score = prior                  (demo similarity + 0.3 × agreeing demos')
          + 0.3 × agreement        (CRUD functions and schema classes shared with the reranker)
          + 0.4 × coverage         (share of the question's names the query writes)
          + 1.0 × schema fit       (asked edge types / properties used, unasked ones not: lexicon)
          + 0.3 × answer fit       (paths, vertices, edges or a count returned when asked for)
          − mismatch               (demo names left over, question names unused, numbers not carried)
          − 0.5 × all-NULL column share − 0.1 × validator warnings (names that read only NULL)
          − 0.4 if the result is empty
          − 10 if it does not parse, validate or run

A composed candidate (:mod:`r3.understand.compose`) replaces prior + agreement + schema fit by
2.5 × its reading's score, which already weighs the question's schema words; a given
demonstration (not a synthesized one) at similarity ≥ 0.75 — the user's own solved
question, nearly this one — adds 1.0; one adapted from a synthesized demonstration keeps
0.7 of prior + agreement + fit (template questions r3 wrote itself are weaker evidence than
the composer's own reading of this question).
Weights are round numbers chosen by hand (``WEIGHTS``), not fitted to a dataset.
The best-scoring candidate wins; ties go to the earlier one.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from r3.contracts.backend import GraphBackend, ResultSet
from r3.contracts.schema import SpaceSchema
from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.runner import run_query
from r3.errors import QuerySyntaxError, R3Error
from r3.freetext.run import engine_hook, mentions_free_text
from r3.lang import ast as A
from r3.lang.analysis import analyze
from r3.lang.parser import parse
from r3.pipeline.checks import Checker
from r3.pipeline.offline.adapt import rename_property, rename_schema_item
from r3.values.value_model import Edge, Empty, List, Null, Path, Vertex

FAIL_PENALTY = 10.0
EMPTY_PENALTY = 0.4
#: Weights of the score's terms (module doc).
WEIGHTS = {"agree": 0.3, "coverage": 0.4, "fit": 1.0, "answer": 0.3, "null": 0.5, "warning": 0.1}
#: Weight of a composed candidate's prior (its reading's score) in place of prior + agree + fit.
COMPOSE_PRIOR_WEIGHT = 2.5
#: Similarity from which a given (not synthesized) demonstration is a close paraphrase, and its bonus.
CLOSE_DEMO = 0.75
CLOSE_DEMO_BONUS = 1.0
#: Share of its score a candidate adapted from a synthesized demonstration keeps.
SYNTH_WEIGHT = 0.7
#: Lexicon evidence from which a schema item counts as asked for.
ASKED = 0.75


@dataclass
class Candidate:
    """One proposed query and what checking it found."""

    query: str
    source: str  # "demo" | "synth" | "compose"
    score: float = 0.0
    executed_ok: bool | None = None
    rows: int | None = None
    #: Evidence from the generator (similarity, fit), before the checks.
    prior: float = 0.0
    #: Demo id or pattern name(s) the candidate came from.
    origin: list[str] = field(default_factory=list)
    error: str = ""
    notes: list[str] = field(default_factory=list)
    #: Penalty from the generator (stale/unused names).
    mismatch: float = 0.0
    #: Names of the question the query writes, as a share of the question's names.
    coverage: float = 0.0
    #: How well the query's edge types and properties match what the question speaks of.
    fit: float = 0.5
    #: Whether the rows hold the kind of answer the question asks for (:func:`answer_fit`).
    answer: float = 0.0
    #: Validator warnings (names that can only read NULL) and the share of all-NULL columns.
    warnings: int = 0
    null_columns: float = 0.0
    result: ResultSet | None = None

    @property
    def ok(self) -> bool:
        return bool(self.executed_ok)

    def __str__(self) -> str:
        """The query text: callers that rank alternatives treat a candidate as its query."""
        return self.query


def dry_run(
    cand: Candidate,
    engine: Any,
    schema: SpaceSchema | None,
    *,
    space: str,
    timeout_s: float = 3.0,
) -> None:
    """Parse, validate and (for reads) execute a candidate; record the outcome on it.

    Parsing and validation are the pipeline's :class:`~r3.pipeline.checks.Checker` with
    writes allowed (a write is validated, not run) and only validator errors failing
    (warnings count against the score); the read-only run is bounded by ``timeout_s``.
    """
    checker = Checker(
        schema,
        "ngql",
        mode="validate",
        runner=None,
        allow_writes=True,
        on_warnings=False,
        strict_names=False,
    )
    outcome = checker.check(cand.query)
    cand.notes.extend(outcome.notes)
    cand.warnings = sum(1 for i in outcome.issues if i.severity != "error")
    if outcome.status in ("no-query", "syntax"):
        failed = outcome.checks[-1].message if outcome.checks else "empty query"
        cand.executed_ok, cand.error = False, f"syntax: {failed.splitlines()[0]}"
        return
    if outcome.status == "schema":
        errors = [i for i in outcome.issues if i.severity == "error"]
        cand.executed_ok, cand.error = False, f"invalid: {errors[0]}"
        return
    if outcome.writes:
        cand.executed_ok, cand.rows = True, 0
        cand.notes.append("write: validated, not run")
        return
    runner = engine
    if isinstance(engine, GraphBackend) and engine.store is not None:  # the embedded engine: a fresh session
        runner = Engine(engine.store, space=space, limits=Limits(timeout_s=timeout_s, max_rows=500_000))
        if mentions_free_text(cand.query):  # answer()/summary() run with the offline answerer
            runner.free_text = engine_hook()
    out = run_query(runner, cand.query, allow_writes=False, hard_limit_s=timeout_s * 2 + 1)
    if out.result is None:
        cand.executed_ok, cand.error = False, out.error_line()
        return
    cand.executed_ok = True
    cand.rows = len(out.result.rows)
    cand.result = out.result
    cand.null_columns = null_column_share(out.result.rows)


def null_column_share(rows: Sequence[Sequence[Any]]) -> float:
    """Share of result columns that are NULL (or EMPTY) in every row: a column read from a
    tag or property the matched data does not have — the query asks the wrong thing."""
    if not rows:
        return 0.0
    width = max(len(r) for r in rows)
    if width == 0:
        return 0.0
    dead = sum(1 for c in range(width) if all(c >= len(r) or isinstance(r[c], (Null, Empty)) for r in rows))
    return dead / width


def agreement(query: str, schema: SpaceSchema | None, crud: Sequence[str], classes: Sequence[str]) -> float:
    """Jaccard overlap of the query's CRUD functions and schema classes with the reranker's."""
    try:
        a = analyze(query, schema=schema)
    except (QuerySyntaxError, R3Error, RecursionError):
        return 0.0

    def jac(x: set[str], y: set[str]) -> float:
        return len(x & y) / len(x | y) if x | y else 1.0

    return 0.5 * jac(set(a.crud), set(crud)) + 0.5 * jac({*a.tags, *a.edge_types}, set(classes))


def answer_fit(result: ResultSet | None, cues: set[str]) -> float:
    """-1..1: does the result hold what the question asks for (paths, vertices, edges, a count)?

    0 when the question names no such kind of answer, or the candidate did not run.
    """
    wanted = [c for c in ("want-path", "want-vertex", "want-edge", "want-count") if c in cues]
    if not wanted or result is None:
        return 0.0
    kinds: set[str] = set()
    rows = result.rows[:200]

    def visit(v: Any) -> None:
        if isinstance(v, Path):
            kinds.add("want-path")
        elif isinstance(v, Vertex):
            kinds.add("want-vertex")
        elif isinstance(v, Edge):
            kinds.add("want-edge")
        elif isinstance(v, List):
            for x in list(v.items)[:20]:
                visit(x)

    for row in rows:
        for v in row:
            visit(v)
    if len(rows) == 1 and row_is_count(rows[0]):
        kinds.add("want-count")
    elif rows and all(len(row) >= 2 and row_is_count(row) for row in rows):
        kinds.add("want-count")  # a count per group ("each", "by genre"): one count a row
    hits = sum(1 for c in wanted if c in kinds)
    return (hits - 0.5 * (len(wanted) - hits)) / len(wanted)


def row_is_count(row: Sequence[Any]) -> bool:
    return len(row) >= 1 and isinstance(row[-1], int) and not isinstance(row[-1], bool)


def final_score(cand: Candidate, *, agree: float = 0.0, weights: dict[str, float] | None = None) -> float:
    """The candidate's score from its prior and its checks (module doc)."""
    w = {**WEIGHTS, **(weights or {})}
    if cand.source == "compose":
        # A composed reading's prior already weighs the schema words it accounts for
        # (:mod:`r3.understand.hypotheses`); the demonstration lexicon's fit and the reranker's vote
        # would count the same words again.
        base = COMPOSE_PRIOR_WEIGHT * cand.prior
    else:
        base = cand.prior + w["agree"] * agree + w["fit"] * cand.fit
        if cand.source == "demo" and cand.prior >= CLOSE_DEMO:
            base += CLOSE_DEMO_BONUS  # the user's own solved question, nearly this one
        elif cand.source == "synth":
            base *= SYNTH_WEIGHT  # template questions r3 wrote itself: weaker evidence than a reading
    score = (
        base
        + w["coverage"] * cand.coverage
        + w["answer"] * cand.answer
        - cand.mismatch
        - w["null"] * cand.null_columns
        - w["warning"] * min(cand.warnings, 2)
    )
    if cand.executed_ok is False:
        score -= FAIL_PENALTY
    elif cand.rows == 0:
        score -= EMPTY_PENALTY
    return score


def choose(candidates: Sequence[Candidate]) -> Candidate | None:
    """The best candidate (highest score, first on ties), or None when there is none; an
    empty composed reading that lost only by :data:`EMPTY_PENALTY` wins when the question's
    words fit it clearly better (:func:`_clearly_empty`)."""
    best: Candidate | None = None
    for c in candidates:
        if best is None or c.score > best.score + 1e-12:
            best = c
    if best is None:
        return None
    return _clearly_empty(candidates, best) or best


#: How much higher an empty composed reading's own score must be (with the same names written)
#: for it to beat a non-empty one.
EMPTY_CLEAR = 0.1


def _clearly_empty(candidates: Sequence[Candidate], best: Candidate) -> Candidate | None:
    """An empty composed candidate to choose over ``best``. Why: an empty result is usually a
    wrong walk, hence :data:`EMPTY_PENALTY`; but when the rows of the best one come from
    leaving out a name the question writes ("which cats did X adopt" answered with all of
    X's pets), or from a reading the question's words fit clearly worse, "none" is the
    answer. Only between composed readings (one scale of priors), only when the empty one
    ran cleanly and lost by no more than the penalty."""
    if best.source != "compose" or not best.ok or not best.rows:
        return None
    found: Candidate | None = None
    for c in candidates:
        if c.source != "compose" or c.executed_ok is not True or c.rows != 0:
            continue
        if c.score + EMPTY_PENALTY < best.score or c.coverage < best.coverage:
            continue
        clearer = c.coverage > best.coverage or c.prior >= best.prior + EMPTY_CLEAR
        if clearer and (found is None or c.score > found.score):
            found = c
    return found


def _used_items(query: str, schema: SpaceSchema | None) -> tuple[set[str], set[str]] | None:
    try:
        a = analyze(query, schema=schema)
    except (QuerySyntaxError, R3Error, RecursionError):
        return None
    edges = set(a.edge_types)
    props = {f"prop:{o}.{p}" for o, p in a.properties if o}
    return edges, props


def schema_fit(query: str, schema: SpaceSchema | None, evidence: dict[str, float]) -> float:
    """0..1: the asked-for edge types used (and no others), the asked-for properties used.

    Neutral (0.5) for a family the question gives no evidence about.
    """
    used = _used_items(query, schema)
    if used is None:
        return 0.0
    edges, props = used
    asked_edges = {k[5:]: v for k, v in evidence.items() if k.startswith("edge:") and v >= ASKED}
    asked_props = {k: v for k, v in evidence.items() if k.startswith("prop:") and v >= ASKED}
    if asked_edges:
        recall = sum(v for e, v in asked_edges.items() if e in edges) / sum(asked_edges.values())
        precision = len(edges & set(asked_edges)) / len(edges) if edges else 0.0
        f_edges = (recall + precision) / 2
    else:
        f_edges = 0.5
    if asked_props:
        recall = sum(v for p, v in asked_props.items() if p in props) / sum(asked_props.values())
        precision = len(props & set(asked_props)) / len(props) if props else 0.0
        f_props = 0.7 * recall + 0.3 * precision
    else:
        f_props = 0.5
    return 0.6 * f_edges + 0.4 * f_props


def swaps(query: str, schema: SpaceSchema, evidence: dict[str, float]) -> list[tuple[Any, str]]:
    """Variants of ``query`` with an edge type (or a tag property) the question does not ask
    for replaced by one it asks for and the query lacks: (script, note) pairs."""
    used = _used_items(query, schema)
    if used is None:
        return []
    edges, props = used
    try:
        script = parse(query)
    except (QuerySyntaxError, RecursionError):
        return []
    out: list[tuple[Any, str]] = []
    asked_edges = {k[5:] for k, v in evidence.items() if k.startswith("edge:") and v >= ASKED}
    if asked_edges:
        for old in sorted(edges - asked_edges):
            for new in sorted(asked_edges - edges):
                renamed = rename_schema_item(script, old, new, kind="edge", schema=schema)
                if renamed is not None:
                    out.append((renamed, f"edge {old} → {new}"))
    asked_props = {k[5:] for k, v in evidence.items() if k.startswith("prop:") and v >= ASKED}
    used_props = {p[5:] for p in props}
    for old_key in sorted(used_props - asked_props):
        owner, _, old = old_key.partition(".")
        item = schema.item(owner)
        if item is None or old == "name":
            continue
        for new_key in sorted(asked_props - used_props):
            new_owner, _, new = new_key.partition(".")
            if new_owner == owner and item.prop(new) is not None:
                out.append((rename_property(script, owner, old, new), f"property {owner}.{old} → {new}"))
    trimmed = trim_projection(script, {k for k in asked_props}, schema)
    if trimmed is not None:
        out.append((trimmed, "projection trimmed to the asked properties"))
    return out


def _item_property(expr: A.Expr, schema: SpaceSchema) -> tuple[str | None, str] | None:
    """(owner, prop) a projected expression reads, or None when it is not a property read."""
    if not isinstance(expr, A.Property):
        return None
    obj = expr.obj
    if isinstance(obj, A.Property):
        return obj.name, expr.name
    if isinstance(obj, A.Variable) and schema.item(obj.name) is not None:
        return obj.name, expr.name
    if isinstance(obj, A.FunctionCall) and obj.name.lower() == "properties":
        return None, expr.name
    return None


#: The nGQL statements that end in a ``YIELD`` clause (``yield_: YieldClause | None``).
PROJECTING_STATEMENTS = (
    A.Go,
    A.FetchVertices,
    A.FetchEdges,
    A.Lookup,
    A.FindPath,
    A.GetSubgraph,
    A.Yield,
    A.GroupBy,
    A.UpdateVertex,
    A.UpdateEdge,
)


def trim_projection(script: A.Script, asked: set[str], schema: SpaceSchema) -> A.Script | None:
    """A copy whose final YIELD/RETURN keeps only the property columns the question asks for.

    ``asked`` holds ``owner.prop`` keys. None unless some property column is asked and some
    other is not (columns that are not property reads — ids, counts, whole vertices — stay).
    """
    if not asked or not script.statements:
        return None
    out = copy.deepcopy(script)
    stmt: A.Node = out.statements[-1]
    if isinstance(stmt, A.Pipe):
        stmt = stmt.parts[-1]
    items: list[A.YieldItem] | None = None
    if isinstance(stmt, A.CypherQuery) and stmt.clauses and isinstance(stmt.clauses[-1], A.ReturnClause):
        proj = stmt.clauses[-1].projection
        if proj.order_by or proj.star:
            return None
        items = proj.items
    elif isinstance(stmt, PROJECTING_STATEMENTS) and stmt.yield_ is not None:
        items = stmt.yield_.items
    if not items or len(items) < 2:
        return None
    asked_names = {k.partition(".")[2] for k in asked}
    keep: list[A.YieldItem] = []
    dropped = 0
    hit = 0
    for item in items:
        ref = _item_property(item.expr, schema)
        if ref is None:
            keep.append(item)
            continue
        owner, prop = ref
        ok = f"{owner}.{prop}" in asked if owner is not None else prop in asked_names
        if ok:
            keep.append(item)
            hit += 1
        else:
            dropped += 1
    if not hit or not dropped:
        return None
    items[:] = keep
    return out


__all__ = [
    "ASKED",
    "EMPTY_PENALTY",
    "FAIL_PENALTY",
    "WEIGHTS",
    "Candidate",
    "agreement",
    "answer_fit",
    "choose",
    "dry_run",
    "final_score",
    "schema_fit",
    "swaps",
    "trim_projection",
]
