"""openCypher as LadybugDB spells it: the few rewrites that let Neo4j-style Cypher run there.

Why: r3 writes one Cypher (what Neo4j runs, what users and the transpiler write), and
LadybugDB — Kùzu's descendant — spells a handful of things its own way. Rather than a second
Cypher in every generator, the adapter rewrites a query's tree just before running it:

- functions it names differently: ``type(r)`` → ``label(r)``, ``toString`` → ``to_string``,
  ``toInteger`` → ``to_int64``, ``toFloat`` → ``to_double``, ``relationships(p)`` → ``rels(p)``,
  ``head(l)`` → ``l[1]``, ``tail(l)`` → ``list_slice(l, 2, size(l))`` (it has no ``tail``);
- list indexes: openCypher counts from 0, LadybugDB from 1 (``l[0]`` → ``l[1]``);
- ``shortestPath((a)-[*..n]->(b))`` / ``allShortestPaths(…)`` → LadybugDB's recursive
  pattern ``(a)-[* SHORTEST 1..n]->(b)`` / ``[* ALL SHORTEST 1..n]``;
- ``labels(n)`` → ``[label(n)]`` (LadybugDB's ``labels`` is one string: a node has one label);
- "no vertex twice on ``p``", ``all(n IN nodes(p) WHERE single(m IN nodes(p) WHERE m = n))``
  (what ``FIND NOLOOP PATH`` transpiles to) → ``is_acyclic(p)`` (LadybugDB crashes on the
  nested list predicates);
- names LadybugDB reserves but openCypher does not (``profile``, ``group``, ``table`` …,
  :data:`r3.lang.dialects.cypher.LADYBUG_RESERVED`) are back-quoted, as the Cypher printer
  quotes every word of the dialect's reserved list;
- variable-length relationships get openCypher's meaning, no relationship twice in a path
  (``-[*1..3]->`` → ``-[* TRAIL 1..3]->``; LadybugDB walks by default);
- ``[x IN l WHERE c | f]`` → ``list_transform(list_filter(l, x -> c), x -> f)`` (LadybugDB has
  lambdas, not comprehensions), a variable-length relationship as the list read as ``rels(r)`` (in comprehensions, ``all``/
  ``any``/``none``/``single`` and ``size``/``head``/``last``/``tail``/``reverse``);
- ``WITH … ORDER BY`` with neither SKIP nor LIMIT gets ``SKIP 0`` (LadybugDB wants one);
- a property compared with a float literal is read as a double (``n.age >= 29.5`` →
  ``to_double(n.age) >= 29.5``: LadybugDB compares an integer column with a float wrongly);
- ``split(s, d)`` → ``string_split(s, d)``; ``substring(s, i[, n])`` → ``substring(s, i + 1,
  n)`` (LadybugDB counts from 1 and wants the length: ``size(s)`` when none is given);
  ``round(x)`` → ``round(x, 0)`` (both round half away from zero); ``datetime()`` →
  ``current_timestamp()``, ``datetime(s)``/``localdatetime(s)`` → ``timestamp(s)``, ``date()`` →
  ``current_date()``;
- a date's or a datetime's ``.year``/``.month``/``.day``/``.hour``/``.minute``/``.second`` →
  ``date_part('year', d)`` (read off a property, ``n.since.year``, a temporal function, or a
  variable only bound to one of these, ``WITH n.since AS d RETURN d.year``);
- ``reduce(a = i, x IN l | e)`` → LadybugDB's ``list_reduce`` (a left fold with no initial
  value, refused on an empty list): ``a + f(x)`` / ``a * f(x)`` as ``CASE WHEN size(l) > 0 THEN
  i + list_reduce(list_transform(l, x -> f(x)), (a, x) -> a + x) ELSE i END``, any other ``e``
  as ``list_reduce(list_concat([i], l), (a, x) -> e)`` (``i`` and ``l``'s items of one type);
  the lambda's names get a ``_`` (LadybugDB refuses a lambda naming a variable in scope);
- the unlabelled ends of a typed variable-length pattern get the node tables its types connect,
  when the database's connections are given (:func:`labelled_ends`: LadybugDB crashes on a
  path's nodes where an unlabelled node's property types differ from its inner nodes');
- a plain aggregate after a DISTINCT one in a grouped projection, which LadybugDB mis-counts,
  is written before it (:mod:`r3.graph.ladybug_aggregates`);
- ``startNode(r) = n`` / ``endNode(r) = n`` → ``struct_extract(r, '_src') = id(n)`` (``'_dst'``):
  LadybugDB has no ``startNode``, its relationship holds the stored ends' internal ids;
- a CASE of map literals of different keys (``properties(e)`` of several edge types) → each
  as ``map([keys], [values])`` (LadybugDB binds a CASE of STRUCTs to the first one's fields,
  answering ``{x: 2}`` for ``{y: 2}``; a MAP binds where the values are of one type);
- no relationship twice in a MATCH: LadybugDB walks fixed-length patterns too, so the one-hop
  relationships that could be one get ``r1 <> r2`` (:mod:`r3.graph.distinct_relationships`);
- labels name tags, and a vertex of several tags is a row of its tag set's table
  (``player|bachelor``, :mod:`r3.graph.ladybug_convert`), when the database has such tables:
  ``(n:bachelor)`` → ``(n:bachelor:`player|bachelor`)`` (LadybugDB's labels are a disjunction),
  ``"bachelor" IN labels(n)`` → ``label(n) = "bachelor" OR label(n) = "player|bachelor"`` (LadybugDB
  answers NULL for ``x IN list`` inside a CASE), ``labels(n)`` → ``string_split(label(n), "|")``
  (:func:`tag_set_labels`); a label predicate ``n:bachelor`` (which LadybugDB does not parse)
  → the same ``label(n) = …`` test, with or without such tables; a node of several labels,
  ``(v:a:b)``, openCypher's conjunction, → the tag sets holding them all (:func:`label_conjunctions`);
- ``replace(s, a, b)`` (LadybugDB has none) → ``regexp_replace`` of ``a`` escaped (:func:`_replace_all`).

A query that needs none of these runs exactly as written (its own text, not a reprint), so
LadybugDB-native Cypher keeps working. The read-only gate runs on the text *before* the
rewrite: ``* SHORTEST`` is LadybugDB syntax that r3's openCypher parser does not read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import fields, replace

from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.graph.distinct_relationships import distinct_relationships
from r3.graph.ladybug_aggregates import distinct_aggregates_last
from r3.graph.ladybug_convert import TAG_SET_SEPARATOR
from r3.lang import ast as A
from r3.lang.dialects.cypher import LADYBUG_RESERVED
from r3.lang.parser import parse
from r3.lang.printer import Printer

#: openCypher function (lower-case) → LadybugDB's name for it.
RENAMED_FUNCTIONS = {
    "type": "label",
    "tostring": "to_string",
    "tointeger": "to_int64",
    "tofloat": "to_double",
    "relationships": "rels",
    "split": "string_split",
}
#: Neo4j's temporal constructors of one string → LadybugDB's.
TEMPORAL_PARSERS = {"datetime": "timestamp", "localdatetime": "timestamp"}
#: Neo4j's temporal constructors of no argument → LadybugDB's.
TEMPORAL_NOW = {"datetime": "current_timestamp", "localdatetime": "current_timestamp", "date": "current_date"}
#: Components of a date/datetime LadybugDB's ``date_part`` reads as Neo4j does (not ``week``: it
#: is not ISO's there, nor ``millisecond``: it counts the seconds too).
TEMPORAL_PARTS = frozenset({"year", "quarter", "month", "day", "hour", "minute", "second"})
#: Temporal functions (Neo4j's and LadybugDB's), whose value has the parts above.
TEMPORAL_FUNCTIONS = frozenset({"date", "timestamp", "current_date", "current_timestamp", *TEMPORAL_PARSERS})
#: Functions of a list: given a variable-length relationship, LadybugDB needs its list (``rels(r)``).
LIST_FUNCTIONS = frozenset({"size", "head", "last", "tail", "reverse", "list_slice"})
#: Path-pattern functions → LadybugDB's recursive-pattern keyword.
SHORTEST_KEYWORDS = {"shortestpath": "SHORTEST", "allshortestpaths": "ALL SHORTEST"}
#: The longest path LadybugDB searches when a variable-length pattern gives no upper bound.
DEFAULT_MAX_HOPS = 30


def to_ladybug(
    query: str,
    connections: Mapping[str, Sequence[tuple[str, str]]] | None = None,
    tag_sets: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """``query`` in LadybugDB's spelling (unchanged text when nothing needs rewriting).

    ``connections``: each relationship table's ``(from, to)`` node tables (the database's
    catalog), to label the unlabelled ends of a typed variable-length pattern (:func:`labelled_ends`).
    ``tag_sets``: each tag → the tables of vertices with that tag and others (:func:`tag_set_labels`).
    """
    try:
        script = parse(query, "cypher")
    except (QuerySyntaxError, RecursionError):
        return query  # LadybugDB reports its own error
    ordered = A.Script(
        [
            _tag_set_statement(
                labelled_ends(
                    distinct_relationships(distinct_aggregates_last(label_conjunctions(st, tag_sets or {}))),
                    connections or {},
                ),
                tag_sets or {},
            )
            for st in script.statements
        ]
    )
    temporal = temporal_variables(script)
    if ordered == script and not _needs_rewrite(script, temporal):
        return query
    recursive = {  # of the rewritten tree: distinct_relationships may name an unnamed one
        n.variable
        for n in ordered.walk()
        if isinstance(n, A.RelPattern) and n.length is not None and n.variable
    }
    return LadybugPrinter(recursive).node(_rewrite(ordered, temporal))


def labelled_ends(st: A.Statement, connections: Mapping[str, Sequence[tuple[str, str]]]) -> A.Statement:
    """``st`` with each new, unlabelled end of a typed variable-length relationship (at least one
    hop) labelled with every node table its types connect (``(s)-[:sup*1..3]-(d)`` →
    ``(s:vet)-[:sup*1..3]-(d:vet)``): the same rows, as each end touches such a relationship.

    Why: LadybugDB gives an unlabelled node the common type of every node table's properties
    and a path's inner nodes those of the tables the relationship types connect; where the two
    differ (``born`` an INT64 on vet, a DATE on pet: STRING in the common type) returning the
    path's nodes crashes the process (segmentation fault). A variable already bound by an
    earlier clause, a node with a label, or a type missing from ``connections`` is left as is.
    """
    if isinstance(st, A.SetOperation):
        return replace(
            st, left=labelled_ends(st.left, connections), right=labelled_ends(st.right, connections)
        )
    if not isinstance(st, A.CypherQuery) or not connections:
        return st
    bound: set[str] = set()
    clauses: list[A.Clause] = []
    for clause in st.clauses:
        if isinstance(clause, A.MatchClause):
            patterns = [_labelled_pattern(p, connections, bound) for p in clause.patterns]
            if patterns != clause.patterns:
                clause = replace(clause, patterns=patterns)
        bound |= {n.name for n in clause.walk() if isinstance(n, A.Variable)}
        bound |= {
            n.variable for n in clause.walk() if isinstance(n, A.NodePattern | A.RelPattern) and n.variable
        }
        clauses.append(clause)
    return replace(st, clauses=clauses)


def label_conjunctions(st: A.Statement, tag_sets: Mapping[str, Sequence[str]]) -> A.Statement:
    """``st`` with each MATCH node of several labels (``(v:artist:instructor)``, openCypher's
    conjunction: the vertex has every one) given the tables of the vertices with all of them —
    the tag sets holding each label (:func:`label_tables`) — as LadybugDB reads a node's labels
    as a disjunction (``(v:a:b)`` matched every ``a`` and every ``b``). Where no table holds
    them all the node keeps its first label and the MATCH's WHERE gets ``false``: no row (an
    OPTIONAL MATCH's NULLs). A node a written relationship ends at keeps its labels."""
    if isinstance(st, A.SetOperation):
        return replace(
            st, left=label_conjunctions(st.left, tag_sets), right=label_conjunctions(st.right, tag_sets)
        )
    if not isinstance(st, A.CypherQuery):
        return st
    writes = [c for c in st.clauses if isinstance(c, A.CreateClause | A.MergeClause)]
    ends = frozenset(_written_ends(writes))
    clauses: list[A.Clause] = []
    labelled: dict[str, list[str]] = {}  # node variable -> the labels its pattern gave
    for clause in st.clauses:
        if isinstance(clause, A.MatchClause):
            for p in clause.patterns:
                for el in p.elements:
                    if isinstance(el, A.NodePattern) and el.variable and el.labels:
                        labelled.setdefault(el.variable, list(el.labels))
            clause = _conjunct(clause, tag_sets, ends)
        new = _never_tagged(clause, labelled, tag_sets)
        assert isinstance(new, A.Clause)
        clauses.append(new)
        labelled = _passed_on(clause, labelled)
    return st if clauses == st.clauses else replace(st, clauses=clauses)


def _never_tagged(
    node: A.Node, labelled: Mapping[str, Sequence[str]], tag_sets: Mapping[str, Sequence[str]]
) -> A.Node:
    """``node`` with ``CASE WHEN "t" IN labels(v) THEN … END`` as NULL where ``v`` is a node of
    labels no table of which holds tag ``t`` (the transpiler's ``v.t.p`` of a vertex matched as
    another tag, which may have ``t`` too): no vertex there has ``t``, and LadybugDB refuses a
    property none of ``v``'s tables has ("Cannot find property p for v") — openCypher's NULL."""
    if isinstance(node, A.Case) and node.subject is None and node.default is None and len(node.whens) == 1:
        test = node.whens[0][0]
        if (
            isinstance(test, A.BinaryOp)
            and test.op.upper() == "IN"
            and isinstance(test.left, A.Literal)
            and isinstance(test.left.value, str)
            and (of := _labels_of(test.right)) is not None
            and isinstance(of, A.Variable)
            and of.name in labelled
            and not _may_have(labelled[of.name], test.left.value, tag_sets)
        ):
            return A.Literal(None)
    changes: dict[str, object] = {}
    for f in fields(node):  # type: ignore[arg-type]
        value = getattr(node, f.name)
        new = _never_tagged_value(value, labelled, tag_sets)
        if new is not value:
            changes[f.name] = new
    return replace(node, **changes) if changes else node  # type: ignore[type-var]


def _never_tagged_value(
    value: object, labelled: Mapping[str, Sequence[str]], tag_sets: Mapping[str, Sequence[str]]
) -> object:
    if isinstance(value, A.Node):
        return _never_tagged(value, labelled, tag_sets)
    if isinstance(value, list | tuple):
        items = [_never_tagged_value(v, labelled, tag_sets) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return items if isinstance(value, list) else tuple(items)
    return value


def _may_have(labels: Sequence[str], tag: str, tag_sets: Mapping[str, Sequence[str]]) -> bool:
    """Whether a node of ``labels`` (each one a tag it has) may have ``tag`` too."""
    if tag in labels:
        return True
    wanted = list(dict.fromkeys(labels))
    tables = [wanted[0], *tag_sets.get(wanted[0], ())] if len(wanted) == 1 else label_tables(wanted, tag_sets)
    return any(tag in t.split(TAG_SET_SEPARATOR) for t in tables)


def _passed_on(clause: A.Clause, labelled: dict[str, list[str]]) -> dict[str, list[str]]:
    """The node variables still known by their labels after ``clause`` (a WITH renames or drops them)."""
    if isinstance(clause, A.UnwindClause):
        return {k: v for k, v in labelled.items() if k != clause.alias}
    if not isinstance(clause, A.WithClause) or clause.projection.star:
        return labelled
    out: dict[str, list[str]] = {}
    for item in clause.projection.items:
        if isinstance(item.expr, A.Variable) and item.expr.name in labelled:
            out[item.alias or item.expr.name] = labelled[item.expr.name]
    return out


def label_tables(labels: Sequence[str], tag_sets: Mapping[str, Sequence[str]]) -> list[str]:
    """The tables holding the vertices with every one of ``labels`` of several: the tag-set
    tables holding them all (in the first label's order; ``[]`` when there is none)."""
    wanted = list(dict.fromkeys(labels))
    return [t for t in tag_sets.get(wanted[0], ()) if all(t in tag_sets.get(w, ()) for w in wanted[1:])]


def _conjunct(
    clause: A.MatchClause, tag_sets: Mapping[str, Sequence[str]], fixed: frozenset[str]
) -> A.MatchClause:
    none = False
    patterns = []
    for p in clause.patterns:
        elements = list(p.elements)
        for i, el in enumerate(elements):
            if not isinstance(el, A.NodePattern) or len(set(el.labels)) < 2 or el.variable in fixed:
                continue
            tables = label_tables(el.labels, tag_sets)
            none = none or not tables
            elements[i] = replace(el, labels=tables or el.labels[:1])
        patterns.append(p if elements == p.elements else replace(p, elements=elements))
    if patterns == clause.patterns:
        return clause
    where = clause.where
    if none:
        where = A.Literal(False) if where is None else A.BinaryOp("AND", where, A.Literal(False))
    return replace(clause, patterns=patterns, where=where)


def tag_set_labels(
    node: A.Node, tag_sets: Mapping[str, Sequence[str]], fixed: frozenset[str] = frozenset()
) -> A.Node:
    """``node`` with labels read as tags where a vertex of several tags is a row of its tag
    set's table (see the module doc); a label predicate ``n:L`` as ``label(n) = …`` always.
    A node pattern whose variable is in ``fixed`` keeps its labels."""
    if isinstance(node, A.LabelCheck) and node.labels:
        operand = _tag_set_expr(node.operand, tag_sets)
        tests = [_is_table_of(operand, label, tag_sets) for label in node.labels]
        return _joined("AND", tests)
    if tag_sets:
        if isinstance(node, A.NodePattern) and node.labels:
            if node.variable in fixed:
                return node
            expanded = list(
                dict.fromkeys(t for label in node.labels for t in [label, *tag_sets.get(label, ())])
            )
            if expanded != node.labels:
                node = replace(node, labels=expanded)
        elif (
            isinstance(node, A.BinaryOp)
            and node.op.upper() == "IN"
            and isinstance(node.left, A.Literal)
            and isinstance(node.left.value, str)
            and (of := _labels_of(node.right)) is not None
        ):
            return _is_table_of(_tag_set_expr(of, tag_sets), node.left.value, tag_sets)
        elif (of := _labels_of(node)) is not None:
            operand = _tag_set_expr(of, tag_sets)
            return A.FunctionCall(
                "string_split", [A.FunctionCall("label", [operand]), A.Literal(TAG_SET_SEPARATOR)]
            )
    changes: dict[str, object] = {}
    for f in fields(node):  # type: ignore[arg-type]
        value = getattr(node, f.name)
        new = _tag_set_value(value, tag_sets, fixed)
        if new is not value:
            changes[f.name] = new
    return replace(node, **changes) if changes else node  # type: ignore[type-var]


def _tag_set_statement(st: A.Statement, tag_sets: Mapping[str, Sequence[str]]) -> A.Statement:
    """:func:`tag_set_labels` over ``st``, except where a write needs one table per node.

    LadybugDB creates a node, or a relationship between two nodes, only where each node names
    one table ("Create node … with multiple node labels is not supported"): a node pattern of a
    CREATE or MERGE keeps its label, and so does a reading clause's node that a written
    relationship ends at (a vertex of several tags is not found there: its row is in another
    table)."""
    if isinstance(st, A.SetOperation):
        return replace(
            st, left=_tag_set_statement(st.left, tag_sets), right=_tag_set_statement(st.right, tag_sets)
        )
    if not isinstance(st, A.CypherQuery):
        out = tag_set_labels(st, tag_sets)
        assert isinstance(out, A.Statement)
        return out
    writes = [c for c in st.clauses if isinstance(c, A.CreateClause | A.MergeClause)]
    ends = frozenset(_written_ends(writes))
    clauses: list[A.Clause] = []
    for clause in st.clauses:
        written = isinstance(clause, A.CreateClause | A.MergeClause)
        out = tag_set_labels(clause, {} if written else tag_sets, ends)
        assert isinstance(out, A.Clause)
        clauses.append(out)
    return replace(st, clauses=clauses)


def _written_ends(writes: Sequence[A.CreateClause | A.MergeClause]) -> Iterator[str]:
    """The variables of the nodes a written relationship ends at."""
    for clause in writes:
        patterns = clause.patterns if isinstance(clause, A.CreateClause) else [clause.pattern]
        for pattern in patterns:
            if any(isinstance(e, A.RelPattern) for e in pattern.elements):
                yield from (
                    e.variable for e in pattern.elements if isinstance(e, A.NodePattern) and e.variable
                )


def _tag_set_expr(e: A.Expr, tag_sets: Mapping[str, Sequence[str]]) -> A.Expr:
    out = tag_set_labels(e, tag_sets)
    assert isinstance(out, A.Expr)
    return out


def _tag_set_value(value: object, tag_sets: Mapping[str, Sequence[str]], fixed: frozenset[str]) -> object:
    if isinstance(value, A.Node):
        return tag_set_labels(value, tag_sets, fixed)
    if isinstance(value, list | tuple):
        items = [_tag_set_value(v, tag_sets, fixed) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return items if isinstance(value, list) else tuple(items)
    return value


def _labels_of(e: A.Node) -> A.Expr | None:
    """The node of ``labels(n)``, else None."""
    if isinstance(e, A.FunctionCall) and e.name.lower() == "labels" and len(e.args) == 1:
        return e.args[0]
    return None


def _is_table_of(operand: A.Expr, tag: str, tag_sets: Mapping[str, Sequence[str]]) -> A.Expr:
    """``label(n) = tag OR label(n) = "tag|other" …``: the node is a row of a table holding ``tag``."""
    tables = [tag, *tag_sets.get(tag, ())]
    return _joined("OR", [A.BinaryOp("=", A.FunctionCall("label", [operand]), A.Literal(t)) for t in tables])


def _joined(op: str, tests: list[A.Expr]) -> A.Expr:
    out = tests[0]
    for t in tests[1:]:
        out = A.BinaryOp(op, out, t)
    return out


def _labelled_pattern(
    p: A.PathPattern, connections: Mapping[str, Sequence[tuple[str, str]]], bound: set[str]
) -> A.PathPattern:
    elements = list(p.elements)
    for i, el in enumerate(elements):
        if not (isinstance(el, A.RelPattern) and el.length is not None and el.types):
            continue
        if (el.length.min if el.length.min is not None else 1) < 1 or not all(
            t in connections for t in el.types
        ):
            continue
        tables = sorted({table for t in el.types for pair in connections[t] for table in pair})
        for j in (i - 1, i + 1):
            end = elements[j]
            if (
                isinstance(end, A.NodePattern)
                and not end.labels
                and end.label_expr is None
                and tables
                and not (end.variable and end.variable in bound)
            ):
                elements[j] = replace(end, labels=tables)
    return p if elements == p.elements else replace(p, elements=elements)


def _needs_rewrite(script: A.Script, temporal: frozenset[str]) -> bool:
    for node in script.walk():
        if isinstance(node, A.FunctionCall) and (
            node.name.lower() in RENAMED_FUNCTIONS or node.name.lower() in ("head", "labels", "replace")
        ):
            return True
        if any(n.upper() in LADYBUG_RESERVED for n in _names(node)):
            return True
        if isinstance(node, A.Subscript) and _is_index(node.index):
            return True
        if isinstance(node, A.PathPattern) and node.function:
            return True
        if no_repeat_path(node) is not None:
            return True
        if isinstance(node, A.RelPattern) and node.length is not None:
            return True
        if isinstance(node, A.ListComprehension | A.Reduce) or _float_compare(node) or _unbounded_order(node):
            return True
        if _spelled(node, temporal) is not node:
            return True
    return False


_COMPARISONS = frozenset({"=", "==", "<>", "!=", "<", "<=", ">", ">="})


def _unbounded_order(node: A.Node) -> bool:
    """``WITH … ORDER BY k`` with neither SKIP nor LIMIT (LadybugDB refuses it)."""
    if not isinstance(node, A.WithClause):
        return False
    p = node.projection
    return bool(p.order_by) and p.skip is None and p.limit is None


def _float_compare(node: A.Node) -> bool:
    if not (isinstance(node, A.BinaryOp) and node.op in _COMPARISONS):
        return False
    sides = (node.left, node.right)
    has_float = any(isinstance(x, A.Literal) and isinstance(x.value, float) for x in sides)
    return has_float and any(isinstance(x, A.Property) for x in sides)


def _is_index(index: A.Expr) -> bool:
    """A list position (not a map key): anything but a string literal."""
    return not (isinstance(index, A.Literal) and isinstance(index.value, str))


def _names(node: A.Node) -> list[str]:
    """The names a node writes (labels, types, variables, property keys, aliases)."""
    if isinstance(node, A.NodePattern):
        return [*node.labels, *([node.variable] if node.variable else [])]
    if isinstance(node, A.RelPattern):
        return [*node.types, *([node.variable] if node.variable else [])]
    if isinstance(node, A.Variable):
        return [node.name]
    if isinstance(node, A.Property):
        return [node.name]
    if isinstance(node, A.YieldItem) and node.alias:
        return [node.alias]
    return []


def _single_item(e: A.Expr) -> bool:
    return (
        isinstance(e, A.ListLiteral)
        and len(e.items) == 1
        and isinstance(e.items[0], A.FunctionCall)
        and e.items[0].name == "label"
    )


def no_repeat_path(node: A.Node) -> A.Expr | None:
    """The path ``p`` of ``all(n IN nodes(p) WHERE single(m IN nodes(p) WHERE m = n))``, else None."""
    if not (
        isinstance(node, A.ListPredicate) and node.kind == "all" and isinstance(node.where, A.ListPredicate)
    ):
        return None
    inner = node.where
    source = node.source
    if not (isinstance(source, A.FunctionCall) and source.name.lower() == "nodes" and len(source.args) == 1):
        return None
    same = A.BinaryOp("=", A.Variable(inner.variable), A.Variable(node.variable))
    if inner.kind == "single" and inner.source == source and inner.where == same:
        return source.args[0]
    return None


def _rewrite(node: A.Node, temporal: frozenset[str]) -> A.Node:
    """``node`` with LadybugDB's spellings, children first (a new tree; ``node`` is not changed)."""
    changes: dict[str, object] = {}
    for f in fields(node):  # type: ignore[arg-type]
        value = getattr(node, f.name)
        new = _rewrite_value(value, temporal)
        if new is not value:
            changes[f.name] = new
    if changes:
        node = replace(node, **changes)  # type: ignore[type-var]
    return _spelled(node, temporal)


def _rewrite_value(value: object, temporal: frozenset[str]) -> object:
    if isinstance(value, A.Node):
        return _rewrite(value, temporal)
    if isinstance(value, list):
        items = [_rewrite_value(v, temporal) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, tuple):
        items = [_rewrite_value(v, temporal) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else tuple(items)
    return value


def _spelled(node: A.Node, temporal: frozenset[str] = frozenset()) -> A.Node:
    """One node in LadybugDB's spelling (its children are already rewritten; ``temporal``: the
    variables that hold a date or a datetime, :func:`temporal_variables`)."""
    path = no_repeat_path(node)
    if path is not None:
        return A.FunctionCall("is_acyclic", [path])
    if isinstance(node, A.FunctionCall):
        lowered = node.name.lower()
        if lowered == "labels" and len(node.args) == 1:
            return A.ListLiteral([A.FunctionCall("label", node.args)])
        if lowered == "head" and len(node.args) == 1:
            return A.Subscript(node.args[0], A.Literal(1))  # l[0] in LadybugDB's count-from-1
        if lowered == "tail" and len(node.args) == 1:  # all but the first: items 2 … size, counted from 1
            return A.FunctionCall(
                "list_slice", [node.args[0], A.Literal(2), A.FunctionCall("size", node.args)]
            )
        if lowered in RENAMED_FUNCTIONS:
            return replace(node, name=RENAMED_FUNCTIONS[lowered])
        constructor = _temporal(node)
        if constructor is not None:
            return constructor
        if lowered == "substring" and len(node.args) in (2, 3):
            text, start = node.args[0], node.args[1]
            length = node.args[2] if len(node.args) == 3 else A.FunctionCall("size", [text])
            return replace(node, args=[text, _plus_one(start), length])
        if lowered == "round" and len(node.args) == 1:
            return replace(node, args=[node.args[0], A.Literal(0)])
        if lowered == "replace" and len(node.args) == 3:
            return _replace_all(*node.args)
    stored = _stored_end(node)
    if stored is not None:
        return stored
    maps = _maps_of_other_keys(node)
    if maps is not None:
        return maps
    if _date_part(node, temporal):
        assert isinstance(node, A.Property)
        return A.FunctionCall("date_part", [A.Literal(node.name), node.obj])
    if _unbounded_order(node):
        assert isinstance(node, A.WithClause)  # SKIP 0 keeps every row, in order
        return replace(node, projection=replace(node.projection, skip=A.Literal(0)))
    if _float_compare(node):
        assert isinstance(node, A.BinaryOp)
        left, right = (
            A.FunctionCall("to_double", [x]) if isinstance(x, A.Property) else x
            for x in (node.left, node.right)
        )
        return replace(node, left=left, right=right)
    if isinstance(node, A.BinaryOp) and node.op.upper() == "IN" and _single_item(node.right):
        # ``x IN [label(n)]``: LadybugDB mis-evaluates it inside CASE; ``label(n) = x`` is the same.
        assert isinstance(node.right, A.ListLiteral)
        return A.BinaryOp("=", node.right.items[0], node.left)
    if isinstance(node, A.Subscript) and _is_index(node.index):
        index = node.index
        if (
            isinstance(index, A.Literal)
            and isinstance(index.value, int)
            and not isinstance(index.value, bool)
        ):
            return replace(node, index=A.Literal(index.value + 1)) if index.value >= 0 else node
        return replace(node, index=A.BinaryOp("+", index, A.Literal(1)))
    return node


#: The ASCII characters RE2 reads as syntax (each written ``\\xHH`` in a pattern, see :func:`_replace_all`).
_REGEX_PUNCTUATION = frozenset("\\.^$|?*+()[]{}-/")


def _replace_all(text: A.Expr, search: A.Expr, by: A.Expr) -> A.Expr:
    """``replace(s, a, b)`` (LadybugDB has no ``replace``) → ``regexp_replace(s, a', b', 'g')``:
    ``a`` as a pattern matching itself and ``b`` with its backslashes doubled (RE2 reads
    ``\\1`` as a group). In a literal pattern each syntax character is its hex escape
    (``.`` → ``\\x2e``): LadybugDB unescapes a pattern once more than other strings
    (``'\\\\'`` matches no backslash there), and ``\\xHH`` reads the same either way; another
    value goes inside ``\\Q…\\E`` (so one holding a backslash is not matched as written).
    (``list_to_string`` of ``string_split`` would drop the empty parts of ``'a  b'``.)"""
    if isinstance(search, A.Literal) and isinstance(search.value, str):
        escaped = "".join(f"\\x{ord(c):02x}" if c in _REGEX_PUNCTUATION else c for c in search.value)
        pattern: A.Expr = A.Literal(escaped)
    else:
        pattern = A.FunctionCall("concat", [A.Literal("\\Q"), search, A.Literal("\\E")])
    if isinstance(by, A.Literal) and isinstance(by.value, str):
        replacement: A.Expr = A.Literal(by.value.replace("\\", "\\\\"))
    else:
        replacement = A.FunctionCall(
            "regexp_replace", [by, A.Literal("\\x5c"), A.Literal("\\\\\\\\"), A.Literal("g")]
        )
    return A.FunctionCall("regexp_replace", [text, pattern, replacement, A.Literal("g")])


#: ``startNode``/``endNode`` (lower-case) → the field of a LadybugDB relationship holding that end's internal id.
STORED_ENDS = {"startnode": "_src", "endnode": "_dst"}


def _stored_end(node: A.Node) -> A.Expr | None:
    """``startNode(r) = n`` (or ``endNode``, either side) → ``struct_extract(r, '_src') = id(n)``:
    LadybugDB has no ``startNode``, but a relationship holds its stored ends' internal ids
    (what the transpiler writes for ``src(edge)`` of a ``GO … BIDIRECT`` hop). None otherwise."""
    if not isinstance(node, A.BinaryOp) or node.op not in ("=", "=="):
        return None
    for call, other in ((node.left, node.right), (node.right, node.left)):
        if (
            isinstance(call, A.FunctionCall)
            and call.name.lower() in STORED_ENDS
            and len(call.args) == 1
            and isinstance(other, A.Variable)
        ):
            field = A.FunctionCall(
                "struct_extract", [call.args[0], A.Literal(STORED_ENDS[call.name.lower()])]
            )
            return A.BinaryOp("=", field, A.FunctionCall("id", [other]))
    return None


def _maps_of_other_keys(node: A.Node) -> A.Expr | None:
    """A CASE whose results are map literals of different keys (``properties(e)`` of an edge
    of several types: ``CASE WHEN type(e) = "a" THEN {x: e.x} WHEN … THEN {y: e.y} END``) → each
    map as ``map([keys], [values])``. LadybugDB reads a map literal as a STRUCT and binds a
    CASE's results to the first one's fields (``{y: 2}`` came back as ``{x: 2}``); a MAP keeps
    each row's own keys — where the values are all of one type (else LadybugDB refuses to
    bind it, rather than answer wrongly). None where the results are no such maps."""
    if not isinstance(node, A.Case):
        return None
    results = [then for _, then in node.whens] + ([node.default] if node.default is not None else [])
    if not all(isinstance(r, A.MapLiteral) for r in results):
        return None
    keys = {tuple(k for k, _ in r.items) for r in results if isinstance(r, A.MapLiteral)}
    if len(keys) < 2:
        return None
    if () in keys:  # an empty MAP binds to no key type: refuse rather than answer another map's keys
        raise QuerySemanticError(
            "LadybugDB cannot return maps of different keys from one CASE where one is empty "
            "(properties() of elements of several types, one without properties): name one type"
        )

    def as_map(m: A.Expr) -> A.Expr:
        assert isinstance(m, A.MapLiteral)
        names = A.ListLiteral([A.Literal(k) for k, _ in m.items])
        return A.FunctionCall("map", [names, A.ListLiteral([v for _, v in m.items])])

    whens = [(cond, as_map(then)) for cond, then in node.whens]
    return replace(node, whens=whens, default=as_map(node.default) if node.default is not None else None)


def _plus_one(e: A.Expr) -> A.Expr:
    """A position counted from 0 as LadybugDB counts it, from 1."""
    if isinstance(e, A.Literal) and isinstance(e.value, int) and not isinstance(e.value, bool):
        return A.Literal(e.value + 1)
    return A.BinaryOp("+", e, A.Literal(1))


def _temporal(call: A.FunctionCall) -> A.FunctionCall | None:
    """``datetime()`` → ``current_timestamp()``, ``datetime(s)`` → ``timestamp(s)`` …, else None."""
    lowered = call.name.lower()
    if not call.args and lowered in TEMPORAL_NOW:
        return A.FunctionCall(TEMPORAL_NOW[lowered])
    if len(call.args) == 1 and lowered in TEMPORAL_PARSERS and not isinstance(call.args[0], A.MapLiteral):
        return A.FunctionCall(TEMPORAL_PARSERS[lowered], call.args)
    return None


def _date_part(node: A.Node, temporal: frozenset[str]) -> bool:
    """``d.year`` of a temporal value: ``d`` a property (``n.since``), a temporal function or a
    variable bound to one of these."""
    if not (isinstance(node, A.Property) and node.name in TEMPORAL_PARTS):
        return False
    obj = node.obj
    return _temporal_value(obj) or (isinstance(obj, A.Variable) and obj.name in temporal)


def _temporal_value(e: A.Expr) -> bool:
    """A property (a column's value: LadybugDB stores no maps) or a temporal function's value."""
    return isinstance(e, A.Property) or (
        isinstance(e, A.FunctionCall) and e.name.lower() in TEMPORAL_FUNCTIONS
    )


def temporal_variables(script: A.Script) -> frozenset[str]:
    """The names only ever bound as ``WITH n.since AS d`` / ``WITH date(s) AS d`` (never a node,
    a relationship, a path, an UNWIND's or a comprehension's variable, nor another value)."""
    temporal: set[str] = set()
    other: set[str] = set()
    for node in script.walk():
        if isinstance(node, A.YieldItem) and node.alias:
            (temporal if _temporal_value(node.expr) else other).add(node.alias)
        elif isinstance(node, A.NodePattern | A.RelPattern | A.PathPattern) and node.variable:
            other.add(node.variable)
        elif isinstance(node, A.UnwindClause):
            other.add(node.alias)
        elif isinstance(node, A.ListComprehension | A.ListPredicate):
            other.add(node.variable)
        elif isinstance(node, A.Reduce):
            other |= {node.variable, node.accumulator}
    return frozenset(temporal - other)


def _renamed(node: A.Node, old: str, new: str) -> A.Node:
    """``node`` with the variable ``old`` read as ``new``."""
    if isinstance(node, A.Variable):
        return A.Variable(new) if node.name == old else node
    changes = {f.name: _renamed_value(getattr(node, f.name), old, new) for f in fields(node)}  # type: ignore[arg-type]
    return replace(node, **changes)  # type: ignore[type-var]


def _renamed_value(value: object, old: str, new: str) -> object:
    if isinstance(value, A.Node):
        return _renamed(value, old, new)
    if isinstance(value, list | tuple):
        return type(value)(_renamed_value(v, old, new) for v in value)
    return value


class LadybugPrinter(Printer):
    """The Cypher printer, with shortest-path functions written as LadybugDB's recursive patterns."""

    def __init__(self, recursive: set[str] | None = None) -> None:
        super().__init__("cypher")
        #: Variables of variable-length relationships (lists of relationships: ``rels(r)``).
        self.recursive = recursive or set()

    def p_RelPattern(self, r: A.RelPattern) -> str:
        if r.length is None:
            return super().p_RelPattern(r)
        return self._recursive_rel(r, "TRAIL", r.length.min if r.length.min is not None else 1)

    def p_ListComprehension(self, e: A.ListComprehension) -> str:
        source = self._list(e.source)
        if e.where is not None:
            source = f"list_filter({source}, {self.name(e.variable)} -> {self.expr(e.where)})"
        if e.projection is None:
            return source
        return f"list_transform({source}, {self.name(e.variable)} -> {self.expr(e.projection)})"

    def p_Reduce(self, e: A.Reduce) -> str:
        """``reduce(a = i, x IN l | e)`` as a ``list_reduce`` (see the module's docstring)."""
        acc, var = "_" + e.accumulator, "_" + e.variable
        body = _renamed(_renamed(e.expr, e.accumulator, acc), e.variable, var)
        assert isinstance(body, A.Expr)
        source = self._list(e.source)
        init = self.expr(e.initial)
        if not isinstance(e.initial, A.Literal | A.Variable | A.Parameter | A.FunctionCall):
            init = f"({init})"
        lam = f"({self.name(acc)}, {self.name(var)}) ->"
        if (
            isinstance(body, A.BinaryOp)
            and body.op in ("+", "*")
            and body.left == A.Variable(acc)
            and A.Variable(acc) not in list(body.right.walk())
        ):
            items = f"list_transform({source}, {self.name(var)} -> {self.expr(body.right)})"
            fold = f"list_reduce({items}, {lam} {self.name(acc)} {body.op} {self.name(var)})"
            return f"CASE WHEN size({source}) > 0 THEN {init} {body.op} {fold} ELSE {init} END"
        return f"list_reduce(list_concat([{init}], {source}), {lam} {self.expr(body)})"

    def _list(self, e: A.Expr) -> str:
        if isinstance(e, A.Variable) and e.name in self.recursive:
            return f"rels({self.name(e.name)})"
        return self.expr(e)

    def _iteration(self, variable: str, source: A.Expr, where: A.Expr | None) -> str:
        """``x IN rels(r) …`` when ``r`` is a variable-length relationship (``all(x IN r WHERE …)``)."""
        if isinstance(source, A.Variable) and source.name in self.recursive:
            text = f"{self.name(variable)} IN {self._list(source)}"
            return text if where is None else f"{text} WHERE {self.expr(where)}"
        return super()._iteration(variable, source, where)

    def p_FunctionCall(self, e: A.FunctionCall) -> str:
        """A list function of a variable-length relationship reads its list (``size(rels(r))``)."""
        if e.name.lower() in LIST_FUNCTIONS and any(
            isinstance(a, A.Variable) and a.name in self.recursive for a in e.args
        ):
            inner = ("DISTINCT " if e.distinct else "") + ", ".join(self._list(a) for a in e.args)
            return f"{e.name}({inner})"
        return super().p_FunctionCall(e)

    def p_PathPattern(self, p: A.PathPattern) -> str:
        keyword = SHORTEST_KEYWORDS.get((p.function or "").lower())
        if keyword is None:
            return super().p_PathPattern(p)
        parts = []
        for el in p.elements:
            if isinstance(el, A.RelPattern):
                parts.append(self._shortest_rel(el, keyword))
            else:
                parts.append(self.node(el))
        text = "".join(parts)
        return f"{self.name(p.variable)} = {text}" if p.variable else text

    def _shortest_rel(self, r: A.RelPattern, keyword: str) -> str:
        low = r.length.min if r.length is not None and r.length.min is not None else 1
        return self._recursive_rel(r, keyword, max(low, 1))

    def _recursive_rel(self, r: A.RelPattern, keyword: str, low: int) -> str:
        """``-[v:T* KEYWORD low..high]->`` (no upper bound: :data:`DEFAULT_MAX_HOPS`)."""
        length = r.length or A.VarLength(1, None)
        high = DEFAULT_MAX_HOPS if length.max is None else length.max
        inner = self.name(r.variable) if r.variable else ""
        if r.types:
            inner += ":" + "|".join(self.name(t) for t in r.types)
        inner += f"* {keyword} {low}..{high}"
        if r.properties is not None:
            inner += " " + self.expr(r.properties)
        body = f"-[{inner}]-"
        if r.direction == "out":
            return body + ">"
        if r.direction == "in":
            return "<" + body
        return body


__all__ = [
    "DEFAULT_MAX_HOPS",
    "labelled_ends",
    "LIST_FUNCTIONS",
    "RENAMED_FUNCTIONS",
    "LadybugPrinter",
    "no_repeat_path",
    "temporal_variables",
    "to_ladybug",
]
