"""Why a prediction is wrong: an error category from r3's own analysis of both ASTs.

A failure table that says only "differs: 3 rows vs 5" tells a researcher nothing about what
to fix. This module compares the prediction with the gold query *as parsed trees*
(:mod:`r3.lang.ast`, :func:`r3.lang.analysis.analyze`) and names every way they differ, in
the vocabulary of the R³ paper's stages: the reranker picks the statement kind, clauses and
schema items; the rewriter links entities; the refiner writes filters and projections.

Categories, in the order the *primary* category is chosen (the first that applies):

==========================  ====================================================================
``answered unanswerable``   the dataset marks the question unanswerable; the system gave a query, not a refusal
``no prediction``           the system produced nothing (an error, an empty answer)
``syntax error``            r3's grammar cannot read the prediction
``schema error``            it parses, but r3's validator finds names the schema lacks
``runtime error``           valid, but the backend failed running it
``entity``                  another set of string literals (a wrong or missing name / vertex id)
``edge type/direction``     other edge types, or the same ones walked another way
``hops``                    another step count / path length
``filter``                  WHERE conditions differ: property, operator or (non-string) value
``aggregation``             other aggregate functions, or GROUP BY where gold has none (or back)
``projection``              the returned columns differ (what is read, from which side)
``order/limit``             ORDER BY keys/direction, LIMIT/SKIP/SAMPLE counts differ
``statement kind``          another first CRUD keyword (GO for MATCH, LOOKUP for FETCH …)
``clause``                  an extra or missing clause / statement (DISTINCT, UNION, WITH …)
``other``                   the trees agree on all of the above; the result still differs
==========================  ====================================================================

Statement kind comes late on purpose: EX compares results as values, and a MATCH can return
exactly what a GO returns, so another statement kind is the *cause* of a wrong result only
when nothing that decides the rows (names, edges, hops, filters, columns, order) differs.

Signatures are deliberately coarse (variable names, aliases, AND/OR structure and the
order of items are ignored) so that two ways of writing the same thing do not count as an
error; the price is that an error hidden in what is ignored lands in ``other``. Direction of
a MATCH relationship is compared as written (``(a)<-[]-(b)`` and ``(b)-[]->(a)`` differ), so
a reversed but equivalent pattern can be flagged — only for items whose result differs.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from r3.errors import QuerySyntaxError
from r3.eval.slices import SLICES, first_crud
from r3.lang import ast as A
from r3.lang.analysis import analyze
from r3.lang.parser import parse
from r3.values.json import JsonObject, JsonValue, json_array, json_object, json_text

NO_PREDICTION = "no prediction"
#: A question the dataset marks unanswerable was answered with a query instead of refused.
ANSWERED = "answered unanswerable"
SYNTAX = "syntax error"
SCHEMA = "schema error"
RUNTIME = "runtime error"
STATEMENT = "statement kind"
ENTITY = "entity"
EDGE = "edge type/direction"
HOPS = "hops"
FILTER = "filter"
AGGREGATION = "aggregation"
PROJECTION = "projection"
ORDER = "order/limit"
CLAUSE = "clause"
OTHER = "other"
#: Not a system error: the backend does not reproduce the gold result, so no verdict.
GOLD_UNUSABLE = "gold not reproduced"

#: Every category, in the order the primary one is chosen.
CATEGORIES = (
    ANSWERED,
    NO_PREDICTION,
    SYNTAX,
    SCHEMA,
    RUNTIME,
    ENTITY,
    EDGE,
    HOPS,
    FILTER,
    AGGREGATION,
    PROJECTION,
    ORDER,
    STATEMENT,
    CLAUSE,
    OTHER,
)
_STRUCTURAL = CATEGORIES[CATEGORIES.index(ENTITY) :]

AGGREGATES = frozenset(
    {"count", "sum", "avg", "min", "max", "collect", "collect_set", "std", "bit_and", "bit_or", "bit_xor"}
)
_COMPARISONS = frozenset(
    {"==", "=", "!=", "<>", "<", "<=", ">", ">=", "=~", "IN", "NOT IN", "CONTAINS", "NOT CONTAINS"}
    | {"STARTS WITH", "NOT STARTS WITH", "ENDS WITH", "NOT ENDS WITH"}
)
#: Clauses judged by their own category (or that only say which statement kind it is:
#: GO projects with YIELD, MATCH with RETURN), not as "extra/missing clause".
_OWN_CATEGORY = frozenset(
    {"WHERE", "ORDER BY", "LIMIT", "SKIP", "SAMPLE", "GROUP BY", "YIELD", "RETURN", "PIPE"}
)


@dataclass
class Verdict:
    """The categories of one failed item (``primary`` first) and a word diff of the queries."""

    primary: str
    categories: list[str] = field(default_factory=list)
    diff: str = ""

    def to_dict(self) -> JsonObject:
        return {"primary": self.primary, "categories": [*self.categories], "diff": self.diff}

    @classmethod
    def from_dict(cls, data: Mapping[str, JsonValue]) -> Verdict:
        """The verdict :meth:`to_dict` wrote."""
        categories = [json_text(c) for c in json_array(data.get("categories", []))]
        return cls(json_text(data["primary"]), categories, json_text(data.get("diff", "")))


# --------------------------------------------------------------------------- classify


def classify(record: Mapping[str, JsonValue]) -> Verdict | None:
    """The error categories of one per-item record (as the harness writes it); None if EX = 1.

    Reads ``prediction``, ``gold``, ``prediction_error``, ``parsed``, ``valid``, ``executed``
    and ``gold_reproduced``; parses both queries itself so old ``--json`` files work too.
    """
    if record.get("ex"):
        return None
    prediction, gold = str(record.get("prediction") or ""), str(record.get("gold") or "")
    if record.get("unanswerable") is True:  # no gold to compare with: the refusal was missed
        kind = ANSWERED if prediction.strip() else NO_PREDICTION
        return Verdict(kind, [kind], "")
    diff = word_diff(gold, prediction)
    if record.get("gold_reproduced") is False:
        return Verdict(GOLD_UNUSABLE, [GOLD_UNUSABLE], diff)
    if record.get("prediction_error") or not prediction.strip():
        return Verdict(NO_PREDICTION, [NO_PREDICTION], diff)
    if not record.get("parsed"):
        return Verdict(SYNTAX, [SYNTAX], diff)
    if record.get("valid") is False:
        return Verdict(SCHEMA, [SCHEMA], diff)
    if not record.get("executed"):
        return Verdict(RUNTIME, [RUNTIME], diff)
    found = compare_queries(gold, prediction)
    return Verdict(found[0], found, diff)


def compare_queries(gold: str, prediction: str, dialect: str = "ngql") -> list[str]:
    """The structural categories in which two parsable queries differ (``[other]`` when none)."""

    try:
        g, p = parse(gold, dialect), parse(prediction, dialect)
    except (QuerySyntaxError, RecursionError):
        return [OTHER]
    return compare_scripts(g, p, dialect)


def compare_scripts(gold: A.Script, prediction: A.Script, dialect: str = "ngql") -> list[str]:
    """:func:`compare_queries` on parsed scripts."""
    sg, sp = signature(gold, dialect), signature(prediction, dialect)
    found = [name for name in _STRUCTURAL if name != OTHER and sg[name] != sp[name]]
    return found or [OTHER]


def signature(script: A.Script, dialect: str = "ngql") -> dict[str, object]:
    """What each structural category compares, for one query (equal signatures = no error)."""

    a = analyze(script, dialect)
    final = _final_statement(script)
    projection = _projection_items(final) if final is not None else []
    clauses = Counter(c for c in a.clauses if c not in _OWN_CATEGORY)
    clauses["statements"] = len(script.statements)
    return {
        STATEMENT: first_crud(a.crud),
        ENTITY: frozenset(a.string_literals),
        EDGE: (frozenset(a.edge_types), Counter(_directions(script))),
        HOPS: (a.hops, sorted(_lengths(script))),
        FILTER: Counter(_filters(script)),
        AGGREGATION: (Counter(_aggregates(projection)), "GROUP BY" in a.clauses),
        PROJECTION: Counter(expr_sig(item.expr) for item in projection),
        ORDER: _order(script),
        CLAUSE: clauses,
    }


# --------------------------------------------------------------------------- the parts


def _final_statement(script: A.Script) -> A.Statement | None:
    """The statement whose rows are the answer (the last one; its last part, its left branch)."""
    stmt: A.Statement | None = script.statements[-1] if script.statements else None
    while True:
        if isinstance(stmt, A.Pipe):
            projecting = [p for p in stmt.parts if _projection_items(p)]
            stmt = projecting[-1] if projecting else stmt.parts[-1]
        elif isinstance(stmt, A.SetOperation):
            stmt = stmt.left
        elif isinstance(stmt, A.Assignment):
            stmt = stmt.statement
        elif isinstance(stmt, A.Explain):
            stmt = stmt.body.statements[-1] if stmt.body.statements else None
        else:
            return stmt


def _projection_items(stmt: A.Statement) -> list[A.YieldItem]:
    if isinstance(stmt, A.CypherQuery):
        for clause in reversed(stmt.clauses):
            if isinstance(clause, A.ReturnClause):
                return list(clause.projection.items)
        return []
    if isinstance(stmt, A.Yield):
        return list(stmt.yield_.items)
    yield_ = stmt.field("yield_")
    return list(yield_.items) if isinstance(yield_, A.YieldClause) else []


def expr_sig(expr: A.Expr) -> str:
    """A coarse text of an expression: variable names and aliases dropped, sides kept.

    ``v.player.name`` and ``n.player.name`` → ``var.name``; ``$$.player.name`` → ``$$.name``;
    ``count(*)`` → ``count(*)``; a whole vertex/edge/path variable → ``var``.
    """
    if isinstance(expr, A.Property):
        base: A.Expr = expr
        while isinstance(base, A.Property):
            base = base.obj
        return f"{expr_sig(base)}.{expr.name}"
    if isinstance(expr, A.Variable):
        return "var"
    if isinstance(expr, A.SrcRef):
        return "$^"
    if isinstance(expr, A.DstRef):
        return "$$"
    if isinstance(expr, A.InputRef):
        return "$-"
    if isinstance(expr, A.Parameter):
        return "$var"
    if isinstance(expr, A.FunctionCall):
        inner = "*" if expr.star else ",".join(expr_sig(a) for a in expr.args)
        return f"{expr.name.lower()}({'DISTINCT ' if expr.distinct else ''}{inner})"
    if isinstance(expr, A.Literal):
        return "str" if isinstance(expr.value, str) else repr(expr.value)
    if isinstance(expr, A.BinaryOp):
        return f"({expr_sig(expr.left)} {expr.op.upper()} {expr_sig(expr.right)})"
    if isinstance(expr, A.UnaryOp):
        return f"{expr.op.upper()} {expr_sig(expr.operand)}"
    if isinstance(expr, (A.ListLiteral, A.SetLiteral)):
        return "[" + ",".join(expr_sig(e) for e in expr.items) + "]"
    return type(expr).__name__


def _aggregates(items: Iterable[A.YieldItem]) -> list[str]:
    return [
        n.name.lower()
        for item in items
        for n in item.expr.walk()
        if isinstance(n, A.FunctionCall) and n.name.lower() in AGGREGATES
    ]


def _directions(script: A.Script) -> list[str]:
    out: list[str] = []
    for node in script.walk():
        if isinstance(node, (A.OverClause, A.RelPattern)):
            out.append(node.direction)
        elif isinstance(node, A.GetSubgraph):
            out.extend(direction.lower() for direction, _edges in node.directions)
    return out


def _lengths(script: A.Script) -> list[tuple[int, int | None]]:
    out: list[tuple[int, int | None]] = []
    for node in script.walk():
        if isinstance(node, A.StepRange):
            out.append((node.low, node.high))
        elif isinstance(node, A.VarLength):
            out.append((node.min if node.min is not None else 1, node.max))
    return out


def _wheres(script: A.Script) -> list[A.Expr]:
    return [
        where
        for node in script.walk()
        if isinstance(where := node.field("where"), A.Expr)
        and not isinstance(node, (A.ListComprehension, A.ListPredicate, A.PatternComprehension))
    ]


def _filters(script: A.Script) -> list[tuple[str, str, str]]:
    """(property, operator, value) of every comparison in a WHERE and of every property map of a
    pattern (``(v:player{age: 20})`` filters on age); string values are entities.

    The start vertices of GO/FETCH/FIND PATH/GET SUBGRAPH count as ``id(var) == vid``, as a
    MATCH writes them: ``GO FROM "x"`` and ``MATCH (v) WHERE id(v) == "x"`` filter alike."""
    out: list[tuple[str, str, str]] = []
    for node in script.walk():
        if isinstance(node, (A.NodePattern, A.RelPattern)) and isinstance(node.properties, A.MapLiteral):
            out += [(f"var.{key}", "==", expr_sig(value)) for key, value in node.properties.items]
        for vids in (node.field("from_"), node.field("to"), node.field("vids")):
            if isinstance(vids, list) and not isinstance(node, (A.DeleteVertex, A.DeleteTag)):
                out += [("id(var)", "==", expr_sig(v)) for v in vids if isinstance(v, A.Expr)]
    for where in _wheres(script):
        for node in where.walk():
            if isinstance(node, A.BinaryOp) and node.op.upper() in _COMPARISONS:
                left, right = node.left, node.right
                if isinstance(left, A.Literal) and not isinstance(right, A.Literal):
                    left, right = right, left
                out.append((expr_sig(left), node.op.upper().replace("<>", "!="), expr_sig(right)))
            elif isinstance(node, A.IsNull):
                out.append((expr_sig(node.operand), f"IS {'NOT ' if node.negated else ''}{node.kind}", ""))
    return out


def _order(script: A.Script) -> tuple[tuple[tuple[str, bool], ...], tuple[tuple[str, str], ...]]:
    keys: list[tuple[str, bool]] = []
    counts: list[tuple[str, str]] = []
    for node in script.walk():
        if isinstance(node, A.OrderItem):
            keys.append((expr_sig(node.expr), node.descending))
        elif isinstance(node, A.Projection):
            counts += [(k, expr_sig(e)) for k, e in (("skip", node.skip), ("limit", node.limit)) if e]
        elif isinstance(node, A.Limit):
            counts.append(("limit", repr(node.count)))
            if node.offset:
                counts.append(("skip", repr(node.offset)))
        elif isinstance(node, A.Sample):
            counts.append(("sample", repr(node.count)))
        elif isinstance(node, A.Go):
            counts += [(k, expr_sig(e)) for k, e in (("sample", node.sample), ("limit", node.limit)) if e]
    return (tuple(keys), tuple(sorted(counts)))


# --------------------------------------------------------------------------- diff and counts

_TOKEN = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|\w+|[^\w\s]+")


def word_diff(gold: str, prediction: str, *, limit: int = 400) -> str:
    """Gold → prediction as one line: ``[-removed-]{+added+}`` around the changed tokens."""
    a, b = _TOKEN.findall(gold), _TOKEN.findall(prediction)
    parts: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            same = a[i1:i2]
            parts.append(
                " ".join(same) if len(same) <= 6 else f"{' '.join(same[:3])} … {' '.join(same[-3:])}"
            )
            continue
        if i2 > i1:
            parts.append("[-" + " ".join(a[i1:i2]) + "-]")
        if j2 > j1:
            parts.append("{+" + " ".join(b[j1:j2]) + "+}")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def primary_counts(verdicts: Iterable[Verdict | None]) -> dict[str, int]:
    """Items per primary category, in :data:`CATEGORIES` order (then ``gold not reproduced``)."""
    counts = Counter(v.primary for v in verdicts if v is not None)
    return {c: counts[c] for c in (*CATEGORIES, GOLD_UNUSABLE) if counts[c]}


def any_counts(verdicts: Iterable[Verdict | None]) -> dict[str, int]:
    """Items in which each category appears at all (an item can count in several)."""
    counts = Counter(c for v in verdicts if v is not None for c in v.categories)
    return {c: counts[c] for c in (*CATEGORIES, GOLD_UNUSABLE) if counts[c]}


def error_summary(records: Iterable[Mapping[str, JsonValue]]) -> dict[str, object]:
    """Counts of the records' ``error`` verdicts: primary and any category, per slice too.

    Only items whose gold the backend reproduces are counted: the others cannot be judged
    (they are listed apart, with the reason, in every report).
    """

    judged = [r for r in records if r.get("gold_reproduced") and isinstance(r.get("error"), Mapping)]
    verdicts = [Verdict.from_dict(json_object(r["error"])) for r in judged]
    by_slice: dict[str, dict[str, dict[str, int]]] = {}
    for name in SLICES:
        groups: dict[str, list[Verdict]] = {}
        for r, v in zip(judged, verdicts, strict=True):
            groups.setdefault(str(json_object(r.get("slices", {})).get(name, "-")), []).append(v)
        by_slice[name] = {value: primary_counts(vs) for value, vs in sorted(groups.items())}
    return {
        "failures": len(judged),
        "primary": primary_counts(verdicts),
        "any": any_counts(verdicts),
        "by_slice": by_slice,
    }


__all__ = [
    "AGGREGATION",
    "ANSWERED",
    "CATEGORIES",
    "CLAUSE",
    "EDGE",
    "ENTITY",
    "FILTER",
    "GOLD_UNUSABLE",
    "HOPS",
    "NO_PREDICTION",
    "ORDER",
    "OTHER",
    "PROJECTION",
    "RUNTIME",
    "SCHEMA",
    "STATEMENT",
    "SYNTAX",
    "Verdict",
    "any_counts",
    "classify",
    "compare_queries",
    "compare_scripts",
    "error_summary",
    "expr_sig",
    "primary_counts",
    "signature",
    "word_diff",
]
