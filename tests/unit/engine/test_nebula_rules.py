"""NebulaGraph's refusals and acceptances that the embedded engine follows (issue 15).

Each table row names the documentation it follows: NebulaGraph's manual in
``../shared/nebula-docs`` (cited by path) or the openCypher TCK in ``../shared/opencypher-tck``
(cited by its error name). Expected results are derived from the tiny graph below, never
copied from the engine's output.

The graph (space ``g``)::

    a:person{A,30} -knows-> b:person{B,25} -knows-> c:person{C,40} -knows-> a
    a -knows-> c,  a -plays-> t1:team{T1},  b -plays-> t1,  c -plays-> t2:team{T2}
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Callable

import pytest

from r3.contracts.backend import ResultSet
from r3.contracts.schema import IndexDef, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.engine import Engine
from r3.engine.storage import GraphStore
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError, R3Error
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.values import BAD_DATA, BAD_TYPE, NULL, OUT_OF_RANGE, Date, DateTime, List, Time

pytestmark = pytest.mark.quick

KNOWS = [("a", "b"), ("b", "c"), ("c", "a"), ("a", "c")]
PLAYS = [("a", "t1"), ("b", "t1"), ("c", "t2")]
NAMES = {"a": "A", "b": "B", "c": "C"}
AGES = {"a": 30, "b": 25, "c": 40}


@pytest.fixture(scope="module")
def store() -> GraphStore:
    s = SpaceSchema(name="g", vid_type="fixed_string", vid_length=32)
    s.add(SchemaItem("person", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int64")]))
    s.add(SchemaItem("team", "tag", [PropertyDef("name", "string")]))
    s.add(SchemaItem("knows", "edge", [PropertyDef("since", "int64")]))
    s.add(SchemaItem("plays", "edge", [PropertyDef("year", "int64")]))
    s.add_index(IndexDef("person_name", "tag", "person", ["name"]))
    st = GraphStore()
    sp = st.create_space(s)
    with sp.batch() as b:
        for vid, age in AGES.items():
            b.insert_vertex(vid, {"person": {"name": NAMES[vid], "age": age}})
        for vid in ("t1", "t2"):
            b.insert_vertex(vid, {"team": {"name": vid.upper()}})
        for i, (src, dst) in enumerate(KNOWS):
            b.insert_edge(src, "knows", dst, 0, {"since": 2000 + i})
        for i, (src, dst) in enumerate(PLAYS):
            b.insert_edge(src, "plays", dst, 0, {"year": 2010 + i})
    return st


@pytest.fixture
def run(store: GraphStore):
    engine = Engine(store, space="g")
    return engine.execute


def bag(rs: ResultSet) -> list[tuple]:
    return sorted(rs.rows, key=repr)


# --------------------------------------------------------------------------- aliases

#: (query, error class or None). NebulaGraph's MatchValidator keeps one table of aliases
#: and their types; see r3/engine/match/alias_scope.py for the rules.
ALIAS_RULES = [
    # a node alias repeats as the same vertex: a cycle (3.graph-patterns.md, "paths")
    ("MATCH (v:person)-[:knows]->()-[:knows]->(v) RETURN v", None),
    ("MATCH (v:person) MATCH (v)-[:knows]->(w) RETURN w", None),
    # a node alias used as an edge or a path (openCypher TCK VariableTypeConflict)
    ("MATCH (v:person)-[v]->() RETURN v", QuerySemanticError),
    ("MATCH (v)-[e]->(e) RETURN e", QuerySemanticError),
    ("MATCH p = (p)-[:knows]->() RETURN p", QuerySemanticError),
    ("MATCH (v:person) MATCH ()-[v]->() RETURN v", QuerySemanticError),
    # an edge alias twice in one MATCH (openCypher TCK VariableAlreadyBound)
    ("MATCH (a)-[e]->(b)-[e]->(c) RETURN a", QuerySemanticError),
    ("MATCH (a)-[e]->(b), (c)-[e]->(d) RETURN a", QuerySemanticError),
    # a path alias is always new (NebulaGraph's buildPathExpr)
    ("MATCH p = (a)-[:knows]->(b) MATCH p = (b)-[:knows]->(c) RETURN p", QuerySemanticError),
    ("MATCH p = (a)-[:knows]->(b) MATCH (p) RETURN p", QuerySemanticError),
    # WITH: non-variable items need AS, names are unique (TCK NoExpressionAlias, ColumnNameConflict)
    ("MATCH (v:person) WITH v.person.name RETURN 1", QuerySemanticError),
    ("MATCH (v:person) WITH v RETURN v", None),
    ("WITH 1 AS a, 2 AS a RETURN a", QuerySemanticError),
    ("MATCH (v:person) WITH v, v.person.age AS v RETURN v", QuerySemanticError),
    # RETURN may repeat a column name (NebulaGraph's TCK returns `| Start_Year | Start_Year |`)
    ("MATCH (v:person) RETURN v.person.name AS x, v.person.age AS x", None),
    # a literal bound by WITH is never a node or an edge (openCypher TCK Match1 VariableTypeConflict)
    ("WITH 123 AS n MATCH (n) RETURN n", QuerySemanticError),
    ("MATCH (n:person) WITH [n] AS users MATCH (users)-->(m) RETURN m", QuerySemanticError),
    ("WITH {x: 1} AS r MATCH ()-[r]-() RETURN r", QuerySemanticError),
    ("WITH 1 AS p MATCH p = ()-->() RETURN p", QuerySemanticError),
    ("MATCH (v:person) WITH v AS n MATCH (n)-[:knows]->(m) RETURN m", None),
    ("WITH 'a' AS x MATCH (v) WHERE id(v) == x RETURN v", None),
    # UNWIND introduces a new name (openCypher TCK VariableAlreadyBound)
    ("UNWIND [1, 2] AS x UNWIND [3] AS x RETURN x", QuerySemanticError),
    ("MATCH (v:person) UNWIND [1] AS v RETURN v", QuerySemanticError),
    ("MATCH (v:person) WITH v AS w UNWIND [1] AS v RETURN v, w", None),
    # pattern expressions read bound aliases of the right type (NebulaGraph's TCK,
    # match/PathExprRefLocalVariable.feature; validateMatchPathExpr)
    ("MATCH (v:person) WHERE (v)-[:knows]->() RETURN v", None),
    ("MATCH (v:person)-[e]->(w) WHERE (v)-[e]->(w) RETURN v", None),
    ("MATCH (v:person) WITH v, [x IN [v] | (x)-[:knows]->()] AS ps RETURN ps", None),
    ("MATCH (v:person) WHERE (v)-[:knows]->(w) RETURN v", QuerySemanticError),
    ("MATCH (v:person) WITH (x)-[:knows]->() AS p RETURN p", QuerySemanticError),
    ("MATCH (v:person) RETURN (v)-[e:knows]->()", QuerySemanticError),
    ("MATCH p = (v:person) WHERE (p)-[:knows]->() RETURN v", QuerySemanticError),
    ("MATCH (v:person)-[e]->() WHERE (e)-[:knows]->() RETURN v", QuerySemanticError),
    ("MATCH (v:person)-[e]->() WHERE (v)-[v]->() RETURN v", QuerySemanticError),
    ("MATCH (v:person)-[e*1..2]->(w) WHERE (v)-[e]->(w) RETURN v", QuerySemanticError),
    ("MATCH (v:person) WITH v, 1 AS one WHERE (one)-[:knows]->() RETURN v", QuerySemanticError),
    # undefined aliases (7.general-query-statements/2.match.md)
    ("MATCH (v:person) WITH v.person.age AS age RETURN v", QuerySemanticError),
    ("UNWIND nums AS x RETURN x", QuerySemanticError),
]


@pytest.mark.parametrize(("query", "error"), ALIAS_RULES)
def test_alias_rules(run, query: str, error: type[Exception] | None) -> None:
    if error is None:
        run(query)
    else:
        with pytest.raises(error):
            run(query)


def test_cycle_returns_to_its_start(run) -> None:
    rs = run("MATCH (v:person)-[:knows]->(w)-[:knows]->(v) RETURN id(v), id(w)")
    expected = sorted({(s, d) for s, d in KNOWS if (d, s) in KNOWS}, key=repr)
    assert bag(rs) == expected


# --------------------------------------------------------------------------- set operations


def _liked_by(vid: str) -> set[str]:
    return {NAMES[d] for s, d in KNOWS if s == vid}


#: 8.clauses-and-options (set.md): UNION / INTERSECT / MINUS combine MATCH queries too.
SET_OPS = [
    ("MINUS", _liked_by("a") - _liked_by("b")),
    ("INTERSECT", _liked_by("a") & _liked_by("b")),
    ("UNION", _liked_by("a") | _liked_by("b")),
]


@pytest.mark.parametrize(("op", "expected"), SET_OPS)
def test_set_operations_between_match_queries(run, op: str, expected: set[str]) -> None:
    q = (
        'MATCH (v:person{name: "A"})-[:knows]->(w) RETURN w.person.name AS n '
        f'{op} MATCH (v:person{{name: "B"}})-[:knows]->(w) RETURN w.person.name AS n'
    )
    rs = run(q)
    assert rs.columns == ["n"]
    assert sorted(r[0] for r in rs.rows) == sorted(expected)


# --------------------------------------------------------------------------- YIELD … JOIN

_JOIN_SETUP = (
    "$a = LOOKUP ON person WHERE person.name == 'A' YIELD id(vertex) AS src, person.name AS name; "
    "$b = GO FROM 'a', 'b' OVER knows YIELD src(edge) AS src, dst(edge) AS dst; "
)


def test_inner_join_pairs_rows_on_equal_keys(run) -> None:
    """8.clauses-and-options/joins.md, example 1."""
    rs = run(_JOIN_SETUP + "YIELD $a.name AS name, $b.dst AS dst FROM $a INNER JOIN $b ON $a.src == $b.src")
    assert rs.columns == ["name", "dst"]
    assert bag(rs) == sorted((("A", d) for s, d in KNOWS if s == "a"), key=repr)


def test_left_join_keeps_unmatched_left_rows_with_null() -> None:
    engine = Engine()
    q = (
        "$a = YIELD 1 AS k, 'x' AS v; $b = YIELD 2 AS k2, 'y' AS w; "
        "YIELD $a.v AS v, $b.w AS w FROM $a LEFT JOIN $b ON $a.k == $b.k2"
    )
    assert engine.execute(q).rows == [("x", NULL)]


JOIN_ERRORS = [
    # the two tables must differ (joins.md, "Notes")
    ("$a = YIELD 1 AS k; YIELD $a.k FROM $a INNER JOIN $a ON $a.k == $a.k", QuerySemanticError),
    # only an equi-join of one column of each table (joins.md, "Notes")
    (
        "$a = YIELD 1 AS k; $b = YIELD 1 AS k; YIELD $a.k FROM $a INNER JOIN $b ON $a.k > $b.k",
        QuerySemanticError,
    ),
    # both tables must be defined variables (user-defined-variables.md)
    ("$a = YIELD 1 AS k; YIELD $a.k FROM $a INNER JOIN $c ON $a.k == $c.k", QuerySemanticError),
    # the ON clause is required (joins.md, "Notes")
    ("$a = YIELD 1 AS k; $b = YIELD 1 AS k; YIELD $a.k FROM $a INNER JOIN $b", QuerySyntaxError),
]


@pytest.mark.parametrize(("query", "error"), JOIN_ERRORS)
def test_join_errors(query: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        Engine().execute(query)


def test_join_round_trips_through_the_printer() -> None:
    q = "$a = YIELD 1 AS k; $b = YIELD 1 AS k; YIELD $a.k AS k FROM $a LEFT JOIN $b ON $a.k == $b.k WHERE $a.k > 0"
    script = parse(q, "ngql")
    assert parse(to_text(script, "ngql"), "ngql") == script


# --------------------------------------------------------------------------- literals

#: 3.data-types/3.string.md (escapes) and NebulaGraph's scanner: \uXXXX / \xXXXX code points,
#: \NNN octal bytes, any other escaped character stands for itself.
STRING_ESCAPES = [
    (r'"\u53d1"', chr(0x53D1)),
    (r'"\x70EB"', chr(0x70EB)),
    (r'"\101"', "A"),
    (r'"a\\b"', "a\\b"),
    (r'"\d"', "d"),
    (r'"\n"', "\n"),
]


@pytest.mark.parametrize(("literal", "value"), STRING_ESCAPES)
def test_string_escapes(literal: str, value: str) -> None:
    assert Engine().execute(f"YIELD {literal} AS s").rows == [(value,)]


#: 3.data-types/1.numeric.md: a float may have an empty fraction before its exponent.
FLOATS = [("1.e4", 1e4), (".3e4", 3e3), ("1.1e2", 110.0), ("1234E-10", 1234e-10)]


@pytest.mark.parametrize(("literal", "value"), FLOATS)
def test_float_literals(literal: str, value: float) -> None:
    assert Engine().execute(f"YIELD {literal} AS f").rows == [(pytest.approx(value),)]


# --------------------------------------------------------------------------- function arguments

#: 6.functions-and-expressions: a wrong argument type the validator can see (a constant, an
#: alias bound to a vertex/edge) is a SemanticError; a MATCH property has no static type, so
#: a wrong one shows only at run time, as BAD_TYPE, and a WHERE on it drops the row.
FUNCTION_ARGS = [
    ("RETURN upper(1)", QuerySemanticError),
    ('MATCH (v:person{name: "A"}) RETURN upper(v.person.age)', BAD_TYPE),
    ('MATCH (v:person{name: "A"}) RETURN abs(v.person.name)', BAD_TYPE),
    ('MATCH (v:person{name: "A"})-[e:knows]->() RETURN id(e)', QuerySemanticError),
    ("GO FROM 'a' OVER knows YIELD upper(knows.since)", QuerySemanticError),
]


def outcome(run, query: str, measure: Callable[[ResultSet], object]) -> object:
    """``measure`` of the query's result, or the class of the r3 error it raised."""
    try:
        return measure(run(query))
    except R3Error as e:
        return type(e)


@pytest.mark.parametrize(("query", "expected"), FUNCTION_ARGS)
def test_function_argument_types(run, query: str, expected: object) -> None:
    got = outcome(run, query, lambda rs: {r[0] for r in rs.rows})
    assert got == (expected if isinstance(expected, type) else {expected})


def test_where_on_a_mistyped_property_drops_rows_instead_of_failing(run) -> None:
    rs = run('MATCH (v:person) WHERE upper(v.person.age) == "X" RETURN count(*) AS n')
    assert rs.rows == [(0,)]


def test_where_on_a_property_the_vertex_lacks_keeps_the_others(run) -> None:
    """5.null.md: a missing property is NULL, and a NULL condition drops only its row."""
    rs = run("MATCH (v) WHERE v.person.age > 26 RETURN v.person.name AS n")
    assert sorted(r[0] for r in rs.rows) == sorted(NAMES[vid] for vid, age in AGES.items() if age > 26)


def test_bad_type_in_where_still_fails(run) -> None:
    """A comparison that is BAD_TYPE on an existing value fails NebulaGraph's Filter."""
    with pytest.raises(QueryExecutionError):
        run('MATCH (v:person)-[:knows]->(w) WHERE w.person.age > "x" RETURN w')


def test_a_seek_range_of_another_type_holds_no_row(run) -> None:
    """A comparison the start seek consumes (one label, a property against a constant) is an
    index range, not a Filter: a value of another type is outside it, not an error."""
    assert run('MATCH (v:person) WHERE v.person.age > "x" RETURN count(*) AS n').rows == [(0,)]
    older = sum(age > 26 for age in AGES.values())
    assert run("MATCH (v:person) WHERE v.person.age > 26 RETURN count(*) AS n").rows == [(older,)]


# --------------------------------------------------------------------------- GO … LIMIT/SAMPLE [list]

#: 8.clauses-and-options/limit.md, "LIMIT in GO statements": a list with one natural number
#: per step (any expression that reads no row, ``rand32(5)``), never a plain integer (3.x).
GO_TRUNCATE = [
    ("GO FROM 'a' OVER knows YIELD dst(edge) LIMIT [1]", 1),
    ("GO FROM 'a' OVER knows YIELD dst(edge) LIMIT [1 + 1]", 2),
    ("GO FROM 'a' OVER knows YIELD dst(edge) SAMPLE [0]", 0),
    ("GO 2 STEPS FROM 'a' OVER knows YIELD dst(edge) LIMIT [1, 1]", 1),
    ("GO FROM 'a' OVER knows YIELD dst(edge) LIMIT 1", QuerySemanticError),
    ("GO 2 STEPS FROM 'a' OVER knows YIELD dst(edge) LIMIT [1]", QuerySemanticError),
    ("GO FROM 'a' OVER knows YIELD dst(edge) LIMIT [-1]", QuerySemanticError),
    ("GO FROM 'a' OVER knows YIELD dst(edge) LIMIT [\"1\"]", QuerySemanticError),
    ("GO FROM 'a' OVER knows YIELD dst(edge) LIMIT [knows.since]", QuerySemanticError),
]


@pytest.mark.parametrize(("query", "expected"), GO_TRUNCATE)
def test_go_limit_and_sample_lists(run, query: str, expected: object) -> None:
    assert outcome(run, query, lambda rs: len(rs.rows)) == expected


# --------------------------------------------------------------------------- UNWIND and paging input

#: NebulaGraph's UNWIND validators (the MATCH clause and the piped nGQL sentence) and its
#: MatchValidator::validatePagination: refused before anything runs, as SemanticErrors.
INPUT_ERRORS = [
    ("UNWIND count(*) AS x RETURN x", "Can't use aggregating expressions in unwind clause"),
    (
        "MATCH (v:person) UNWIND collect(v) AS x RETURN x",
        "Can't use aggregating expressions in unwind clause",
    ),
    (
        "YIELD 1 AS a | UNWIND collect($-.a) AS x | YIELD $-.x",
        "Can't use aggregating expressions in unwind clause",
    ),
    ("MATCH (v:person) RETURN v LIMIT -1", "LIMIT should not be negative"),
    ("MATCH (v:person) RETURN v SKIP 1.5", "SKIP should be of type integer"),
    ('UNWIND [1, 2] AS x RETURN x LIMIT "2"', "LIMIT should be of type integer"),
]


@pytest.mark.parametrize(("query", "message"), INPUT_ERRORS)
def test_unwind_and_paging_input_errors(run, query: str, message: str) -> None:
    with pytest.raises(QuerySemanticError, match=message):
        run(query)


def test_unwind_of_a_collected_list_is_fine(run) -> None:
    rs = run("MATCH (v:person) WITH collect(v) AS vs UNWIND vs AS x RETURN count(x) AS n")
    assert rs.rows == [(len(NAMES),)]


# --------------------------------------------------------------------------- how a failed filter is shown

#: NebulaGraph's TCK (match/MatchByVariable.feature) prints a failing MATCH filter with the
#: aliases turned into column references: ``$-.v`` in the query's first part, ``$v`` after a
#: WITH, while ``v.tag.prop`` keeps its label.
FAILED_FILTERS = [
    ("MATCH (v:person)-[:knows]->(w) WHERE id(v) IN w.person.age RETURN v", "(id($-.v) IN w.person.age)"),
    (
        "MATCH (a:person) WITH a.person.name AS n MATCH (v:person)-[:knows]->(w) WHERE id(w) IN n RETURN v",
        "(id($w) IN $n)",
    ),
    (
        "MATCH (a:person) WITH a.person.name AS n MATCH (v:person)-[:knows]->(w) WHERE w.person.name IN n RETURN v",
        "(w.person.name IN $n)",
    ),
    # a conjunct on one new node and no earlier column is pushed down and runs first: the
    # message names the rest (MatchByVariable.feature "[3] match by prop index from with") …
    (
        "MATCH (a:person) WITH a.person.name AS n MATCH (v:person)-[:knows]->(w) "
        'WHERE v.person.name IN n AND w.person.name IN ["A", "B"] RETURN v',
        "(v.person.name IN $n)",
    ),
    # … or itself when it is the one that fails
    (
        "MATCH (a:person) WITH a.person.name AS n MATCH (v:person)-[:knows]->(w) "
        'WHERE v.person.name IN n AND w.person.name IN "A" RETURN v',
        '(w.person.name IN "A")',
    ),
    # conjuncts that all read earlier columns are one Filter, shown whole
    (
        "MATCH (a:person) WITH a.person.name AS n MATCH (v:person)-[:knows]->(w) "
        "WHERE v.person.name IN n AND w.person.name IN n RETURN v",
        "((v.person.name IN $n) AND (w.person.name IN $n))",
    ),
]


@pytest.mark.parametrize(("query", "shown"), FAILED_FILTERS)
def test_failed_filters_are_shown_as_nebula_prints_them(run, query: str, shown: str) -> None:
    with pytest.raises(QueryExecutionError) as err:
        run(query)
    assert f"Failed to evaluate condition: {shown}." in str(err.value)


# --------------------------------------------------------------------------- NebulaGraph's error wording

#: (query, the message NebulaGraph gives). NebulaGraph's parser (GraphParser::error) names
#: the token it stopped at: a token of two or more characters whole, a one-character token
#: with what follows it, 8 characters in all; at the end of the input the last token
#: (1.nGQL-overview/keywords-and-reserved-words.md: "SyntaxError: syntax error near `TAG'";
#: the TCK's go/GO.feature "near `-1 STEPS'", go/GroupbyLimit.feature "near `3.0'", "near
#: `+2'", match/PipeAndVariable.feature "near `| GO 2 S'"). Its parser-action checks quote
#: the clause or expression they refuse (TCK: aggregate/Agg.feature, yield/yield.feature,
#: match/MultiLineMultiQueryParts.feature; 7.general-query-statements/optional-match.md).
NEBULA_MESSAGES = [
    ("CREATE TAG TAG(name string)", "syntax error near `TAG'"),
    # A bare $^/$$ is a function's argument or a YIELD column, never an operand (TCK GO.feature,
    # Base.feature: the error is at the token after it, before the error Lark would find).
    ("GO FROM 'a' OVER knows WHERE ($^)-[:knows]->($$) YIELD dst(edge)", "syntax error near `)-[:know'"),
    ("MATCH (v:person) WITH {k: $^} AS x RETUR x", "syntax error near `} AS x R'"),
    ("GO FROM 'a' OVER knows YIELD [$$] AS v", "syntax error near `] AS v'"),
    # bison reduces the finished WITH item before it reads the typo; the item's check wins.
    (
        "MATCH (v:person) WITH {k: $var} AS x RETUR x",
        "Direct output of variable is prohibited near `{k: $var}'",
    ),
    ("MATCH (v:person) WITH v AS x RETUR x", "syntax error near `RETUR'"),
    ('GO -1 STEPS FROM "a" OVER knows YIELD dst(edge)', "syntax error near `-1 STEPS'"),
    ('GO 1 TO -2 STEPS FROM "a" OVER knows YIELD dst(edge)', "syntax error near `-2 STEPS'"),
    ('GO FROM "a" OVER knows YIELD dst(edge) AS d | LIMIT 3.0, 2', "syntax error near `3.0'"),
    ('GO FROM "a" OVER knows YIELD dst(edge) AS d | LIMIT 1+2', "syntax error near `+2'"),
    ("MATCH (v:person) RETURN id(v) AS id\n| GO FROM $-.id OVER knows", "syntax error near `| GO FRO'"),
    ("YIELD 1 AS a | MATCH (v) RETURN v", "syntax error near `MATCH'"),
    ('MATCH (v:person{name:"A"})', "syntax error near `)'"),
    ("YIELD -9223372036854775809", "Out of range: near `9223372036854775809'"),
    ("YIELD avg(*) + 1", "Could not apply aggregation function on `*` near `avg'"),
    (
        "YIELD count(rand32())",
        "Can't use non-deterministic (random) functions inside of aggregate functions near `rand32()'",
    ),
    ("YIELD $v", "Direct output of variable is prohibited near `$v'"),
    (
        'GO FROM "a" OVER knows WHERE COUNT(*) > 2 YIELD dst(edge)',
        "Invalid use of aggregating function in where clause. near `COUNT(*) > 2'",
    ),
    (
        'GO FROM "a" OVER knows YIELD dst(edge) AS d, count(*) AS n',
        "Invalid use of aggregating function in yield clause. near `dst(edge) AS d, count(*) AS n'",
    ),
    (
        "MATCH (v:person) OPTIONAL MATCH (v)-->(w)\n  WHERE w.person.age > 30 RETURN v",
        "Where clause in optional match is not supported. near `WHERE w.person.age > 30'",
    ),
    ('GET SUBGRAPH FROM "a" YIELD vertices', "please add alias when using `vertices'. near `vertices'"),
    # a reference is a vid source only alone (TCK go/GO.feature, fetch/FetchVertices.strVid.feature)
    ("GO FROM $var OVER knows YIELD dst(edge)", "Variable is not supported in vid near `$var'"),
    (
        'GO FROM "a" OVER knows YIELD src(edge) AS s, dst(edge) AS d | FETCH PROP ON person $-.s, $-.d',
        "syntax error near `, $-.d'",
    ),
]


#: A pattern's property map is folded by NebulaGraph's MatchValidator: a constant of the
#: wrong types is "Type error `…'" there (TCK match/Base.feature), while the same constant
#: in YIELD keeps the evaluator's wording.
TYPE_ERRORS = [
    ('MATCH (v:person{age: "24" - 1}) RETURN v', 'Type error `("24"-1)\''),
    ('MATCH (v:person)-[e:knows{since: "1" * 2}]->(w) RETURN e', 'Type error `("1"*2)\''),
    ('YIELD "24" - 1', "`(\"24\"-1)' is not a valid expression, can not apply `-' to `STRING' and `INT'."),
]


@pytest.mark.parametrize(("query", "message"), TYPE_ERRORS)
def test_constant_type_errors_in_patterns(run, query: str, message: str) -> None:
    with pytest.raises(QuerySemanticError) as err:
        run(query)
    assert str(err.value) == message


@pytest.mark.parametrize(("query", "message"), NEBULA_MESSAGES)
def test_errors_are_worded_as_nebula_words_them(run, query: str, message: str) -> None:
    with pytest.raises(QuerySyntaxError) as err:
        run(query)
    assert str(err.value).startswith(message)


def test_bare_vertex_references_where_nebula_takes_them(run) -> None:
    rs = run("GO FROM 'a' OVER knows YIELD $$ AS v, id($^) AS s, properties($$).name AS n")
    assert sorted(r[2] for r in rs.rows) == sorted(NAMES[d] for s, d in KNOWS if s == "a")


def test_nebula_wording_keeps_r3s_position_and_expected_tokens() -> None:
    with pytest.raises(QuerySyntaxError) as err:
        parse('GO -1 STEPS FROM "a" OVER knows')
    e = err.value
    assert (e.line, e.column, e.token, e.near) == (1, 4, "-", "-1 STEPS")
    assert "integer" in e.expected and "line 1, column 4" in str(e)


# --------------------------------------------------------------------------- round 4: the manual's values


def _has_zone_database() -> bool:
    try:
        zoneinfo.ZoneInfo("Asia/Shanghai")
    except zoneinfo.ZoneInfoNotFoundError:
        return False
    return True


def _zoned(query: str, expected: object) -> object:
    """A MANUAL_VALUES row that reads an IANA zone: skipped where the system has no zone database."""
    no_db = not _has_zone_database()
    return pytest.param(query, "d", expected, marks=pytest.mark.skipif(no_db, reason="no IANA zone database"))


#: (query, expected column, expected value): rules read from the manual's examples (issue 29 §1,
#: round 4); every one is also a scenario of tests/conformance/features_r3/manual_*.feature.
MANUAL_VALUES = [
    # 3.data-types/4.date-and-time.md: DATE is a keyword; the call is named date(…).
    ('RETURN DATE("2023-12-12")', 'date("2023-12-12")', Date(2023, 12, 12)),
    # … `date()` supports the input of YYYYY: a five-digit year, month and day default to 01.
    ('RETURN date("23333")', 'date("23333")', Date(23333, 1, 1)),
    ("RETURN date({year: -123, month: 12, day: 3}) AS d", "d", Date(-123, 12, 3)),
    ('RETURN date("32768-01-01") AS d', "d", BAD_DATA),
    ('RETURN date("2023-02-29") AS d', "d", BAD_DATA),
    # … a date minus a date is the days between them; a date plus an integer moves it by days.
    ('RETURN DATE("2023-12-12") - DATE("2023-12-11") AS n', "n", 1),
    ("WITH date({year: 1984, month: 10, day: 11}) AS x RETURN x + 1 AS d", "d", Date(1984, 10, 12)),
    ("WITH date('2024-03-01') AS x RETURN x - 1 AS d", "d", Date(2024, 2, 29)),
    ("RETURN date('2024-01-01') - date('2024-12-31') AS n", "n", -365),
    # … a datetime written with an IANA zone is stored in UTC (round 3):
    # datetime("2017-03-04T22:30:40.003000[Asia/Shanghai]") reads 2017-03-04T14:30:40.003000;
    # the zone's offset is the one in force then (New York: -4 in July, -5 in January).
    _zoned(
        'RETURN datetime("2017-03-04T22:30:40.003000[Asia/Shanghai]") AS d',
        DateTime(2017, 3, 4, 14, 30, 40, 3000),
    ),
    _zoned(
        'RETURN datetime("2017-07-04T22:30:40[America/New_York]") AS d', DateTime(2017, 7, 5, 2, 30, 40, 0)
    ),
    _zoned(
        'RETURN datetime("2017-01-04T22:30:40[America/New_York]") AS d', DateTime(2017, 1, 5, 3, 30, 40, 0)
    ),
    _zoned('RETURN time("22:30:40[Asia/Shanghai]") AS d', Time(14, 30, 40, 0)),
    ('RETURN datetime("2017-03-04T22:30:40[No/Such_Zone]") AS d', "d", BAD_DATA),  # any system
    # 3.data-types/6.list.md: one item out of range is OUT_OF_RANGE (openCypher says null).
    ("RETURN range(0,5)[-12] AS x", "x", OUT_OF_RANGE),
    ("RETURN [1, 2, 3][3] AS x", "x", OUT_OF_RANGE),
    ("RETURN [1, 2, 3][-3] AS x", "x", 1),
    ("RETURN [1, 2, 3][5..9] AS x", "x", List([])),
    # … "a null index results in a BAD_TYPE error"; a NULL bound of a range gives NULL.
    ("RETURN [1, 2, 3][NULL] AS x", "x", BAD_TYPE),
    ("RETURN [1, 2, 3][0..NULL] AS x", "x", NULL),
    # 6.functions-and-expressions/6.list.md: coalesce(list) is the list's first non-NULL item;
    # 5.conditional-expressions.md: with two arguments the list is a value like any other.
    ("WITH [NULL, 4923, 'abc'] AS ids RETURN coalesce(ids) AS x", "x", 4923),
    ("RETURN coalesce([NULL, NULL]) AS x", "x", NULL),
    ("RETURN coalesce(NULL, [1, 2]) AS x", "x", List([1, 2])),
    # 5.operators/1.comparison.md: `2 >= "2"` is NULL; the strict orderings stay BAD_TYPE.
    ('RETURN 2 >= "2" AS x', "x", NULL),
    ('RETURN 2 <= "2" AS x', "x", NULL),
    ('RETURN 2 > "2" AS x', "x", BAD_TYPE),
    # 6.functions-and-expressions/4.schema.md: typeid(e) > 0 is "Forward", else "Reverse"
    # (knows is the graph's first edge type: id 1).
    ('MATCH (v:person{name:"B"})-[e:knows]->(w) RETURN typeid(e) AS t', "t", 1),
    ('MATCH (v:person{name:"B"})<-[e:knows]-(w) RETURN typeid(e) AS t', "t", -1),
]


@pytest.mark.parametrize(("query", "column", "expected"), MANUAL_VALUES)
def test_values_the_manual_shows(run, query: str, column: str, expected: object) -> None:
    rs = run(query)
    assert rs.columns == [column]
    got = rs.rows[0][0]
    assert type(got) is type(expected) and got == expected, f"{query} → {got!r}"


#: 7.general-query-statements/6.find-path.md: "FIND PATH only supports filtering properties of
#: edges with WHERE clauses" — a vertex property or a piped column is refused before it runs.
FIND_PATH_WHERE = [
    ("FIND SHORTEST PATH FROM 'a' TO 'c' OVER knows WHERE knows.since > 2000 YIELD path AS p", None),
    (
        "FIND SHORTEST PATH FROM 'a' TO 'c' OVER knows WHERE $$.person.age > 20 YIELD path AS p",
        QuerySemanticError,
    ),
    ("FIND ALL PATH FROM 'a' TO 'c' OVER knows WHERE $^.person.age > 20 YIELD path AS p", QuerySemanticError),
]


@pytest.mark.parametrize(("query", "error"), FIND_PATH_WHERE)
def test_find_path_filters_edges_only(run, query: str, error: type[Exception] | None) -> None:
    if error is None:
        assert run(query).rows
        return
    with pytest.raises(error, match="in where sentence"):
        run(query)


#: 12.vertex-statements/3.upsert-vertex.md: a vertex UPSERT creates is created "no matter the
#: conditions in the WHEN clause are met or not, and the SET clause always takes effect"; an
#: existing vertex is updated only when WHEN holds. (query, YIELD row), run in this order.
UPSERT_STEPS = [
    ('UPSERT VERTEX ON person "z" SET age = 30 WHEN name == "Joe" YIELD name AS n, age AS a', (NULL, 30)),
    ('UPSERT VERTEX ON person "z" SET age = 31 WHEN name == "Joe" YIELD name AS n, age AS a', (NULL, 30)),
    ('UPSERT VERTEX ON person "z" SET age = 32 WHEN age == 30 YIELD name AS n, age AS a', (NULL, 32)),
]


def test_upsert_inserts_whatever_when_says(store: GraphStore) -> None:
    engine = Engine(store, space="g")  # the module's graph: the vertex is deleted afterwards
    try:
        for query, row in UPSERT_STEPS:
            got = engine.execute(query, allow_writes=True).rows
            assert len(got) == 1 and all(
                type(g) is type(w) and g == w for g, w in zip(got[0], row, strict=True)
            ), query
    finally:
        engine.execute('DELETE VERTEX "z"', allow_writes=True)


# --------------------------------------------------------------------------- session 3: shortest cycles

#: (query, number of paths, their lengths). When both ends of ``allShortestPaths`` are one
#: vertex, NebulaGraph's bidirectional search stops at the first depth where its halves meet
#: and then drops the walks that use an edge twice; it never searches deeper (NebulaGraph's
#: TCK match/AllShortestPaths.feature, "allShortestPaths Can Not find index": 1062 paths, not
#: the 1064 that a deeper search for "Yao Ming", whose two edges meet again two hops on, gives).
#: Worked from the graph above: t1's edges go to a and b, which meet again at c (two hops);
#: a and c are joined by two knows edges, a and b by one.
SHORTEST_CYCLES = [
    ('MATCH p = allShortestPaths((x)-[*..4]-(y)) WHERE id(x) == "t1" AND id(y) == "t1" RETURN p', 0, []),
    (
        'MATCH p = allShortestPaths((x)-[:knows*..4]-(y)) WHERE id(x) == "a" AND id(y) == "a" RETURN p',
        2,
        [2, 2],
    ),
    ('MATCH p = shortestPath((x)-[:knows*..4]-(y)) WHERE id(x) == "a" AND id(y) == "a" RETURN p', 1, [2]),
]


@pytest.mark.parametrize(("query", "count", "lengths"), SHORTEST_CYCLES)
def test_shortest_cycles_stop_where_the_halves_meet(run, query: str, count: int, lengths: list[int]) -> None:
    rs = run(query)
    assert len(rs.rows) == count
    assert sorted(len(row[0].steps) for row in rs.rows) == lengths


#: (query, error message or None): a MATCH statement's ORDER BY names output columns
#: (TCK match/Base.feature: ``ORDER BY v.player.age`` after ``RETURN v.player.age AS Age``
#: is "Only column name can be used as sort item"; NebulaGraph's MatchValidator checks the
#: item's kind, so a property written exactly as an unaliased column is refused too); the
#: names must be unique once an ORDER BY reads them; an item that reads nothing is skipped.
ORDER_BY_RULES = [
    (
        "MATCH (v:person) RETURN v.person.age ORDER BY v.person.age",
        "Only column name can be used as sort item",
    ),
    ("MATCH (v:person) RETURN v.person.age AS a ORDER BY a + 1", "Only column name can be used as sort item"),
    ("MATCH (v:person) RETURN v.person.age AS a ORDER BY b", "Column `b' not found"),
    (
        "MATCH (v:person) RETURN v.person.name AS a, v.person.age AS a ORDER BY a",
        "Duplicated columns not allowed: a",
    ),
    ("MATCH (v:person) RETURN v.person.name AS a, v.person.age AS a", None),
    ("MATCH (v:person) WITH v.person.age AS a ORDER BY 1, a DESC RETURN a", None),
]


@pytest.mark.parametrize(("query", "message"), ORDER_BY_RULES)
def test_match_order_by_names_columns(run, query: str, message: str | None) -> None:
    if message is None:
        rs = run(query)
        assert len(rs.rows) == len(NAMES)
        if "DESC" in query:
            assert [r[0] for r in rs.rows] == sorted(AGES.values(), reverse=True)
        return
    with pytest.raises(QuerySemanticError) as err:
        run(query)
    assert str(err.value) == message


#: (query, message): GO's YIELD reads ``$^``/``$$``/``edge``; the ``VERTEX`` keyword of FETCH
#: and LOOKUP is refused there, named as its column prints (NebulaGraph's
#: GoValidator::validateYield; 7.general-query-statements/3.go.md lists only ``$^``, ``$$``,
#: ``properties($^)``/``properties($$)`` and ``properties(edge)`` for GO).
GO_YIELD_VERTEX = [
    ('GO FROM "a" OVER knows YIELD vertex AS v', "`VERTEX AS v' is not support in go sentence."),
    (
        'GO FROM "a" OVER knows YIELD dst(edge) AS d, id(VERTEX)',
        "`id(VERTEX)' is not support in go sentence.",
    ),
]


@pytest.mark.parametrize(("query", "message"), GO_YIELD_VERTEX)
def test_go_yields_no_vertex_keyword(run, query: str, message: str) -> None:
    with pytest.raises(QuerySemanticError) as err:
        run(query)
    assert str(err.value) == message


def test_go_yields_its_end_vertices(run) -> None:
    rs = run('GO FROM "a" OVER knows YIELD $$ AS v')
    assert sorted(r[0].vid for r in rs.rows) == sorted(d for s, d in KNOWS if s == "a")


#: (query, message or None): a piped ORDER BY reads input columns as ``$-.col``
#: (8.clauses-and-options/order-by.md: "In the native nGQL syntax, `$-.` must be used after
#: `ORDER BY`"); anything else is NebulaGraph's OrderByValidator error, the item as it prints.
PIPE_ORDER_BY = [
    ('GO FROM "a" OVER knows YIELD dst(edge) AS d | ORDER BY $-.d DESC', None),
    ('GO FROM "a" OVER knows YIELD dst(edge) AS d | ORDER BY d', "Order by with invalid expression `d'"),
    (
        'GO FROM "a" OVER knows YIELD knows.since AS s | ORDER BY $-.s + 1',
        "Order by with invalid expression `($-.s+1)'",
    ),
]


@pytest.mark.parametrize(("query", "message"), PIPE_ORDER_BY)
def test_piped_order_by_reads_input_columns(run, query: str, message: str | None) -> None:
    if message is None:
        rs = run(query)
        assert [r[0] for r in rs.rows] == sorted((d for s, d in KNOWS if s == "a"), reverse=True)
        return
    with pytest.raises(QuerySemanticError) as err:
        run(query)
    assert str(err.value) == message


#: (query, expected row): built-ins of NebulaGraph's FunctionManager the shared manual does not
#: list; ``udf_is_in`` is the TCK's (yield/yield.feature, "InCall": ``udf_is_in(1,0,1,2)`` is
#: true). On the graph above, a knows b knows c, and a knows c knows a.
PATH_FUNCTIONS = [
    ("YIELD udf_is_in(1, 0, 1, 2) AS x, udf_is_in(3, 0, 1, 2) AS y", (True, False)),
    (
        'MATCH p = (x:person{name: "A"})-[:knows]->(:person{name: "B"})-[:knows]->(z) '
        "RETURN hasSameVertexInPath(p), hasSameEdgeInPath(p), [n IN nodes(reversePath(p)) | id(n)]",
        (False, False, List(["c", "b", "a"])),
    ),
    (
        'MATCH p = (x:person{name: "A"})-[:knows]->(:person{name: "C"})-[:knows]->(z) '
        "RETURN hasSameVertexInPath(p), is_edge(relationships(p)[0]), is_edge(x)",
        (True, True, False),
    ),
]


@pytest.mark.parametrize(("query", "row"), PATH_FUNCTIONS)
def test_function_manager_builtins(run, query: str, row: tuple) -> None:
    rs = run(query)
    assert len(rs.rows) == 1 and tuple(rs.rows[0]) == row


def test_reverse_path_walks_every_edge_the_other_way(run) -> None:
    rs = run('MATCH p = (x:person{name: "A"})-[:knows]->(y:person{name: "B"}) RETURN p, reversePath(p)')
    forward, backward = rs.rows[0]
    assert backward.start == forward.steps[-1].vertex and backward.steps[0].vertex == forward.start
    assert backward.steps[0].edge == forward.steps[0].edge
    assert backward.steps[0].edge.reversed != forward.steps[0].edge.reversed


#: (query, error class): a MATCH/WITH WHERE whose type NebulaGraph's validator can deduce and
#: that is not boolean is a SemanticError before anything runs, worded as GO's (TCK
#: go/GO.feature: "`like.likeness', expected boolean, but was `INT'"); a property has no
#: static type in MATCH, so it fails only when it runs (TCK match/MatchByVariable.feature).
FILTER_TYPES = [
    ("MATCH (v:person) WHERE 1 RETURN v", QuerySemanticError, "`1', expected boolean, but was `INT'"),
    (
        "MATCH (v:person) WITH v WHERE 'x' RETURN v",
        QuerySemanticError,
        "`\"x\"', expected boolean, but was `STRING'",
    ),
    ("MATCH (v:person) WHERE v.person.age RETURN v", QueryExecutionError, "Failed to evaluate condition"),
]


@pytest.mark.parametrize(("query", "error", "message"), FILTER_TYPES)
def test_match_filter_types(run, query: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as err:
        run(query)
    assert str(err.value).startswith(message)


#: (query, message): the two sides of UNION/INTERSECT/MINUS have the same columns, by number
#: and then by name (5.operators/6.set.md: "must have the same number of columns"; the wording
#: is NebulaGraph's SetValidator's).
SET_COLUMNS = [
    (
        'GO FROM "a" OVER knows YIELD dst(edge) AS d UNION GO FROM "b" OVER knows YIELD dst(edge) AS d, 1 AS x',
        "number of columns to UNION/INTERSECT/MINUS must be same",
    ),
    (
        'GO FROM "a" OVER knows YIELD dst(edge) AS d MINUS GO FROM "b" OVER knows YIELD dst(edge) AS e',
        "different column names to UNION/INTERSECT/MINUS are not supported",
    ),
    (
        "MATCH (v:person) RETURN v.person.name AS n INTERSECT MATCH (v:team) RETURN v.team.name AS m",
        "different column names to UNION/INTERSECT/MINUS are not supported",
    ),
]


@pytest.mark.parametrize(("query", "message"), SET_COLUMNS)
def test_set_operations_need_the_same_columns(run, query: str, message: str) -> None:
    with pytest.raises(QuerySemanticError) as err:
        run(query)
    assert str(err.value) == message


#: (query, rows or message): a YIELD's WHERE after a pipe is a Filter in graphd, so an error
#: null fails the query with the message the TCK shows for MATCH filters (match/
#: MatchByVariable.feature: "Failed to evaluate condition: (id($v1) IN $id_list). For boolean
#: conditions, …"), while GO's WHERE, filtered in storage, drops such rows.
PIPED_FILTERS = [
    (
        'GO FROM "a" OVER knows YIELD dst(edge) AS d | YIELD $-.d AS d WHERE $-.d > 1',
        "Failed to evaluate condition: ($-.d>1).",
    ),
    ('GO FROM "a" OVER knows YIELD dst(edge) AS d | YIELD $-.d AS d WHERE [$-.d]', 2),
    ('GO FROM "a" OVER knows WHERE $$.person.name > 1 YIELD dst(edge) AS d', 0),
]


@pytest.mark.parametrize(("query", "expected"), PIPED_FILTERS)
def test_piped_filters_fail_as_nebula_filters_do(run, query: str, expected: int | str) -> None:
    if isinstance(expected, int):
        assert len(run(query).rows) == expected
        return
    with pytest.raises(QueryExecutionError) as err:
        run(query)
    assert str(err.value).startswith(expected)


#: (query, message or rows): LOOKUP compares a property with a constant of its own type
#: (NebulaGraph's LookupValidator::checkConstExpr: "Column type error : prop"); an integer and a
#: float compare (5.lookup.md's `player.age >= 29.5` style), an IN list may hold anything.
LOOKUP_CONSTANT_TYPES = [
    ("LOOKUP ON person WHERE person.name == 30 YIELD id(vertex) AS v", "Column type error : name"),
    ("LOOKUP ON person WHERE person.name > true YIELD id(vertex) AS v", "Column type error : name"),
    ('LOOKUP ON person WHERE person.name == "B" YIELD id(vertex) AS v', 1),
    ('LOOKUP ON person WHERE person.name IN ["B", 1] YIELD id(vertex) AS v', 1),
]


@pytest.mark.parametrize(("query", "expected"), LOOKUP_CONSTANT_TYPES)
def test_lookup_constants_have_the_property_type(run, query: str, expected: int | str) -> None:
    if isinstance(expected, int):
        assert len(run(query).rows) == expected
        return
    with pytest.raises(QuerySemanticError) as err:
        run(query)
    assert str(err.value) == expected


#: An unknown function is reported the way a wrong argument type is (TCK expression/function/
#: TypeConversion.feature: "`toSet(1)' is not a valid expression : Parameter's type error"):
#: NebulaGraph's DeduceTypeVisitor wraps FunctionManager's "Function `…' not defined".
def test_unknown_function_is_not_a_valid_expression(run) -> None:
    with pytest.raises(QuerySemanticError) as err:
        run("YIELD nosuchfn(1) AS x")
    assert str(err.value) == "`nosuchfn(1)' is not a valid expression : Function `nosuchfn' not defined"


#: (query, refused): GET SUBGRAPH's WHERE (7.get-subgraph.md, "Limitations"): "Only support the
#: AND operator", "Only support filter destination vertex … `$$.tagName.propName`", edges as
#: `edge_type.propName`; the rest is "Not support `…' in where sentence." (FIND PATH's wording).
SUBGRAPH_WHERE = [
    (
        'GET SUBGRAPH FROM "a" OUT knows WHERE knows.since > 2000 AND $$.person.age > 20 YIELD vertices AS v',
        False,
    ),
    (
        'GET SUBGRAPH FROM "a" OUT knows WHERE knows.since > 2000 OR $$.person.age > 20 YIELD vertices AS v',
        True,
    ),
    ('GET SUBGRAPH FROM "a" OUT knows WHERE $^.person.age > 20 YIELD vertices AS v', True),
]


@pytest.mark.parametrize(("query", "refused"), SUBGRAPH_WHERE)
def test_subgraph_where_limits(run, query: str, refused: bool) -> None:
    if not refused:
        assert run(query).rows
        return
    with pytest.raises(QuerySemanticError, match="in where sentence"):
        run(query)


@pytest.fixture(scope="module")
def unsorted_run():
    """A space whose vertices were loaded out of vid order (``c``, ``a``, ``d``, ``b``)."""
    s = SpaceSchema(name="u", vid_type="fixed_string", vid_length=8)
    s.add(SchemaItem("item", "tag", [PropertyDef("n", "int64"), PropertyDef("g", "int64")]))
    s.add(SchemaItem("next", "edge", []))
    s.add_index(IndexDef("item_g", "tag", "item", ["g"]))
    st = GraphStore()
    with st.create_space(s).batch() as b:
        for vid, n in (("c", 3), ("a", 1), ("d", 4), ("b", 2)):
            b.insert_vertex(vid, {"item": {"n": n, "g": 2 if vid == "d" else 1}})
        for src, dst, rank in (
            ("a", "d", 0),
            ("a", "b", 1),
            ("a", "c", 0),
            ("a", "b", 0),
            ("d", "b", 0),
            ("c", "b", 0),
        ):
            b.insert_edge(src, "next", dst, rank, {})
    return Engine(st, space="u").execute


#: (query, rows in order): a MATCH that starts from a label (or from no label) scans the
#: vertices in key order — NebulaGraph's storage is a sorted key-value store, so an IndexScan /
#: ScanVertices meets them by vid, never by load order; a LIMIT without ORDER BY shows it (TCK
#: match/Base.feature "Single node": `MATCH (v:player) RETURN v.player.age LIMIT 3` is three
#: `/\d+/`, although the nba CSVs load the four negative-age players first). A vertex's edges
#: come in key order too (``r3/engine/storage_space.py``), which GO's LIMIT shows.
SCAN_ORDER = [
    ("MATCH (v:item) RETURN id(v) AS v LIMIT 2", ["a", "b"]),
    ("MATCH (v) RETURN id(v) AS v LIMIT 3", ["a", "b", "c"]),
    ("MATCH (v:item) RETURN v.item.n AS n", [1, 2, 3, 4]),
    # an index seek meets equal values by vid (the index's key is the value, then the vid)
    ("MATCH (v:item{g: 1}) RETURN id(v) AS v", ["a", "b", "c"]),
    # a vertex's edges of one type come in their key's order, (src, type, rank, dst) and, for
    # the reverse copy GO REVERSELY reads, (dst, -type, rank, src): rank first, then the vid
    ('GO FROM "a" OVER next YIELD dst(edge) + "@" + rank(edge) AS k', ["b@0", "c@0", "d@0", "b@1"]),
    ('GO FROM "b" OVER next REVERSELY YIELD src(edge) AS s', ["a", "c", "d", "a"]),
    (
        'MATCH (v)-[e:next]->(w) WHERE id(v) == "a" RETURN id(w) + "@" + rank(e) AS k',
        ["b@0", "c@0", "d@0", "b@1"],
    ),
    ('MATCH (v)<-[e:next]-(w) WHERE id(v) == "b" RETURN id(w) AS s LIMIT 3', ["a", "c", "d"]),
]


@pytest.mark.parametrize(("query", "rows"), SCAN_ORDER)
def test_scans_meet_vertices_and_edges_in_key_order(unsorted_run, query: str, rows: list) -> None:
    assert [r[0] for r in unsorted_run(query).rows] == rows


# --------------------------------------------------------------------------- round 3: numbers written

#: (value written to the INT property ``person.age``, value read back). 3.data-types/1.numeric.md:
#: "Round a FLOAT/DOUBLE value when inserting it to an INT column" — half away from zero, as
#: C's ``round`` (NebulaGraph's row writer); a hexadecimal literal is stored as its decimal value
#: ("you will get the result 11, which is the decimal result of the hexadecimal 0xb").
INT_WRITES = [("1.7", 2), ("1.2", 1), ("2.5", 3), ("-2.5", -3), ("0xb", 11), ("7", 7)]


@pytest.mark.parametrize(("written", "read"), INT_WRITES)
def test_numbers_written_to_an_int_property(store: GraphStore, written: str, read: int) -> None:
    engine = Engine(store, space="g")  # the module's graph: the vertex is deleted afterwards
    try:
        engine.execute(f'INSERT VERTEX person(name, age) VALUES "z":("Z", {written})', allow_writes=True)
        got = engine.execute('FETCH PROP ON person "z" YIELD person.age AS a').rows
        assert len(got) == 1 and type(got[0][0]) is int and got[0][0] == read
    finally:
        engine.execute('DELETE VERTEX "z"', allow_writes=True)


def test_a_float_beyond_the_int_range_is_refused(store: GraphStore) -> None:
    engine = Engine(store, space="g")
    with pytest.raises(QueryExecutionError, match="Out of range"):
        engine.execute('INSERT VERTEX person(name, age) VALUES "z":("Z", 1e30)', allow_writes=True)
    assert engine.execute('FETCH PROP ON person "z" YIELD person.age AS a').rows == []


#: 12.vertex-statements/1.insert-vertex.md: "Insert a vertex without tag": `INSERT VERTEX VALUES
#: "1":()` (the tag list is optional; the printer writes it back without one).
def test_a_vertex_without_tags_is_inserted(store: GraphStore) -> None:
    query = 'INSERT VERTEX IF NOT EXISTS VALUES "z":()'
    assert to_text(parse(query)) == query
    engine = Engine(store, space="g")
    try:
        engine.execute(query, allow_writes=True)
        assert engine.execute('MATCH (v) WHERE id(v) == "z" RETURN id(v) AS v').rows == [("z",)]
        with pytest.raises(QuerySemanticError, match="Column count"):
            engine.execute('INSERT VERTEX VALUES "y":(1)', allow_writes=True)
    finally:
        engine.execute('DELETE VERTEX "z"', allow_writes=True)


#: (query, columns). 1.nGQL-overview/keywords-and-reserved-words.md: a non-reserved keyword used
#: as a name "contains any uppercase letter ... the system automatically converts the identifier
#: to all lowercase" unless back-quoted; other names keep their spelling (COUNT is no keyword of
#: the manual's lists, so `AS Count` stays).
KEYWORD_NAMES = [
    ("YIELD 1 AS Value, 2 AS `Data`, 3 AS Count, 4 AS Name", ["value", "Data", "Count", "Name"]),
    ("YIELD 1 AS Value | YIELD $-.Value AS a, $-.value AS b", ["a", "b"]),
    ("UNWIND [1] AS Limit RETURN Limit", ["limit"]),
    ('MATCH (Data:person{name: "A"}) RETURN Data.person.age', ["data.person.age"]),
]


@pytest.mark.parametrize(("query", "columns"), KEYWORD_NAMES)
def test_non_reserved_keywords_as_names_are_lower_cased(run, query: str, columns: list[str]) -> None:
    rs = run(query)
    assert rs.columns == columns and len(rs.rows) == 1


def test_admin_words_keep_their_spelling() -> None:
    assert to_text(parse("SUBMIT JOB STATS")) == "SUBMIT JOB STATS"


#: (value written to a FLOAT property, value read back). 3.data-types/1.numeric.md: FLOAT has
#: "6~7 bits" of precision and its "resulted data type" is DOUBLE: the stored 32-bit float is
#: read as the double it equals; DOUBLE keeps every bit; an integer is widened.
FLOAT_WRITES = [
    ("f", "3.14", 3.140000104904175),
    ("f", "0.5", 0.5),
    ("f", "2", 2.0),
    ("d", "3.14", 3.14),
    ("d", "2", 2.0),
]


@pytest.mark.parametrize(("prop", "written", "read"), FLOAT_WRITES)
def test_float_and_double_properties(prop: str, written: str, read: float) -> None:
    s = SpaceSchema(name="n", vid_type="fixed_string", vid_length=8)
    s.add(SchemaItem("num", "tag", [PropertyDef("f", "float"), PropertyDef("d", "double")]))
    st = GraphStore()
    st.create_space(s)
    engine = Engine(st, space="n")
    engine.execute(f'INSERT VERTEX num({prop}) VALUES "z":({written})', allow_writes=True)
    got = engine.execute(f'FETCH PROP ON num "z" YIELD num.{prop} AS x').rows
    assert len(got) == 1 and type(got[0][0]) is float and got[0][0] == read


def test_a_double_beyond_the_float_range_is_refused_by_a_float_property() -> None:
    s = SpaceSchema(name="n", vid_type="fixed_string", vid_length=8)
    s.add(SchemaItem("num", "tag", [PropertyDef("f", "float")]))
    st = GraphStore()
    st.create_space(s)
    with pytest.raises(QueryExecutionError, match="Out of range"):
        Engine(st, space="n").execute('INSERT VERTEX num(f) VALUES "z":(1e300)', allow_writes=True)
