"""openCypher's relationship uniqueness written out: ``r1 <> r2`` for the one-hop relationships of a MATCH.

Why: openCypher (and Neo4j, and NebulaGraph's MATCH) never binds one relationship twice within
a MATCH clause — over one ``plays_for`` edge ``Beth→Bears``,
``MATCH (me)-[:plays_for]->(:team)<-[:plays_for]-(o) WHERE me.vid = "Beth"`` has no row with
``o = me``. LadybugDB walks (the same relationship may come back on a fixed-length pattern) and
so does FalkorDB, so both give the extra row. The dialect adapters
(:func:`r3.graph.ladybug_cypher.to_ladybug`, :func:`r3.graph.falkordb_cypher.to_falkordb`) add
the condition openCypher implies to the MATCH's WHERE: every pair of its fixed-length
relationships (across all its comma-separated patterns) that could be the same relationship
— neither's types are given, or they share one — gets ``a <> b``. Unnamed ones are named
``_r3_u0``, ``_r3_u1`` …, except when the query projects ``*`` (a name would show as a column):
there only the named ones are compared. Shortest-path patterns are left to each backend.

A variable-length relationship and a one-hop one that may be among its relationships
(``(a)-[e2:serve*0..3]->()<-[e3:serve]-(v)``: LadybugDB's TRAIL keeps only one pattern's
relationships distinct, FalkorDB neither) get a WITH after the MATCH passing its variables on,
``WITH a, e2, e3, v WHERE none(_r3_x IN e2 WHERE id(_r3_x) = id(e3))``: in the MATCH's own
WHERE, LadybugDB cannot read ``e3`` inside the list predicate and FalkorDB binds ``e2`` to one
relationship. Only a MATCH (not OPTIONAL, whose rows a filter after it would drop rather than
fill with NULL) whose variable-length and one-hop relationships are named, or get a name (``_r3_u…``),
and not under ``RETURN *``. Every branch of a UNION is rewritten on its own.
"""

from __future__ import annotations

from dataclasses import replace

from r3.lang import ast as A

__all__ = ["distinct_relationships"]

#: Prefix of the names given to unnamed relationships that must be compared.
UNNAMED_PREFIX = "_r3_u"


def distinct_relationships(st: A.Statement) -> A.Statement:
    """``st`` with each MATCH's WHERE requiring its one-hop relationships distinct (see the module doc)."""
    if isinstance(st, A.SetOperation):
        return replace(st, left=distinct_relationships(st.left), right=distinct_relationships(st.right))
    if not isinstance(st, A.CypherQuery):
        return st
    star = any(isinstance(c, (A.WithClause, A.ReturnClause)) and c.projection.star for c in st.clauses)
    taken = _names(st)
    clauses: list[A.Clause] = []
    changed = False
    bound: list[str] = []
    paths = {n.variable for n in st.walk() if isinstance(n, A.PathPattern) and n.variable}
    for clause in st.clauses:
        new = _distinct_in_match(clause, taken, star) if isinstance(clause, A.MatchClause) else None
        changed = changed or new is not None
        clause = new or clause
        bound = _bound_after(clause, bound)
        clauses.append(clause)
        apart = (
            _apart_from_lists(clause, bound, taken, paths)
            if isinstance(clause, A.MatchClause) and not star
            else None
        )
        if apart is not None:
            clauses[-1], after = apart
            clauses.append(after)
            changed = True
    return replace(st, clauses=clauses) if changed else st


def _bound_after(clause: A.Clause, bound: list[str]) -> list[str]:
    """The variables in scope after ``clause`` (``bound``: before it), in order of binding."""
    if isinstance(clause, A.MatchClause):
        names = [
            n
            for p in clause.patterns
            for n in (p.variable, *(el.variable for el in p.elements))
            if n is not None
        ]
        return list(dict.fromkeys([*bound, *names]))
    if isinstance(clause, A.UnwindClause):
        return list(dict.fromkeys([*bound, clause.alias]))
    if isinstance(clause, A.WithClause):
        if clause.projection.star:
            return bound
        return [
            i.alias or (i.expr.name if isinstance(i.expr, A.Variable) else "")
            for i in clause.projection.items
            if i.alias or isinstance(i.expr, A.Variable)
        ]
    return bound


def _apart_from_lists(
    clause: A.MatchClause, bound: list[str], taken: set[str], paths: set[str]
) -> tuple[A.MatchClause, A.WithClause] | None:
    """The MATCH (its unnamed variable-length relationships named) and the WITH that keeps each
    one-hop relationship out of every variable-length one it may be in; None when there is none."""
    if clause.optional:
        return None
    rels = [
        el
        for p in clause.patterns
        if p.function is None and p.selector is None
        for el in p.elements
        if isinstance(el, A.RelPattern) and not isinstance(el, A.QuantifiedPath)
    ]
    lists = [r for r in rels if r.length is not None]
    hops = [r for r in rels if r.length is None]
    pairs = [(v, h) for v in lists for h in hops if _may_be_one(v, h)]
    if not pairs:
        return None
    named = {id(r): r.variable or _fresh(taken) for pair in pairs for r in pair}
    patterns = [replace(p, elements=[_with_name(el, named) for el in p.elements]) for p in clause.patterns]
    x = _fresh(taken)
    where: A.Expr | None = None
    for v, h in pairs:
        same = A.BinaryOp(
            "=", A.FunctionCall("id", [A.Variable(x)]), A.FunctionCall("id", [A.Variable(named[id(h)])])
        )
        apart = A.ListPredicate("none", x, A.Variable(named[id(v)]), same)
        where = apart if where is None else A.BinaryOp("AND", where, apart)
    names = list(dict.fromkeys([*bound, *named.values()]))
    # a path keeps its name as an alias (LadybugDB refuses ``WITH p`` of a path)
    items = [A.YieldItem(A.Variable(n), n if n in paths else None) for n in names]
    after = A.WithClause(A.Projection(items), where)
    return replace(clause, patterns=patterns), after


def _distinct_in_match(clause: A.MatchClause, taken: set[str], star: bool) -> A.MatchClause | None:
    """``clause`` with ``a <> b`` for each pair that may be one relationship; None when there is none."""
    candidates = [
        el
        for p in clause.patterns
        if p.function is None and p.selector is None
        for el in p.elements
        if isinstance(el, A.RelPattern)
        and not isinstance(el, A.QuantifiedPath)
        and el.length is None
        and (el.variable or not star)
    ]
    pairs = [(a, b) for i, a in enumerate(candidates) for b in candidates[i + 1 :] if _may_be_one(a, b)]
    if not pairs:
        return None
    named: dict[int, str] = {}
    for el in {id(x): x for pair in pairs for x in pair}.values():
        named[id(el)] = el.variable or _fresh(taken)
    patterns = [replace(p, elements=[_with_name(el, named) for el in p.elements]) for p in clause.patterns]
    where = clause.where
    for a, b in pairs:
        differ = A.BinaryOp("<>", A.Variable(named[id(a)]), A.Variable(named[id(b)]))
        where = differ if where is None else A.BinaryOp("AND", where, differ)
    return replace(clause, patterns=patterns, where=where)


def _may_be_one(a: A.RelPattern, b: A.RelPattern) -> bool:
    """Could one relationship match both? (Not when both list types and share none.)"""
    if a.variable is not None and a.variable == b.variable:
        return False  # one variable twice is the same relationship by intent
    if not a.types or not b.types or a.label_expr is not None or b.label_expr is not None:
        return True
    return bool(set(a.types) & set(b.types))


def _with_name(el: A.NodePattern | A.RelPattern, named: dict[int, str]) -> A.NodePattern | A.RelPattern:
    if isinstance(el, A.RelPattern) and el.variable is None and id(el) in named:
        return replace(el, variable=named[id(el)])
    return el


def _fresh(taken: set[str]) -> str:
    n = 0
    while f"{UNNAMED_PREFIX}{n}" in taken:
        n += 1
    name = f"{UNNAMED_PREFIX}{n}"
    taken.add(name)
    return name


def _names(st: A.Statement) -> set[str]:
    """Every name the statement binds or reads (so a fresh name clashes with none)."""
    names: set[str] = set()
    for n in st.walk():
        if isinstance(n, A.Variable):
            names.add(n.name)
        elif isinstance(n, A.NodePattern | A.RelPattern | A.PathPattern) and n.variable:
            names.add(n.variable)
        elif (isinstance(n, A.YieldItem) and n.alias) or isinstance(n, A.UnwindClause):
            assert n.alias is not None
            names.add(n.alias)
    return names
