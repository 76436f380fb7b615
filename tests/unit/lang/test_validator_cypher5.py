"""Schema checks on Cypher 5 constructs, variable conflicts and relationship direction.

Table-first: each row is a query on a small schema and the issue code it must raise (or
None for a clean query). The schema is built here, so expectations do not come from r3.
"""

from __future__ import annotations

import pytest

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.lang.validator import issues as codes
from r3.lang.validator import validate


def _space() -> SpaceSchema:
    space = SpaceSchema("g")
    space.tags["Person"] = SchemaItem(
        "Person", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int64")]
    )
    space.tags["Team"] = SchemaItem("Team", "tag", [PropertyDef("name", "string")])
    space.edges["SERVES"] = SchemaItem(
        "SERVES", "edge", [PropertyDef("since", "int64")], endpoints=[("Person", "Team")]
    )
    space.edges["KNOWS"] = SchemaItem("KNOWS", "edge", [], endpoints=[("Person", "Person")])
    return space


CASES = [
    ("MATCH (p:Person)-[:SERVES]->(t:Team) RETURN p {.name, .age}, t.name", None),
    ("MATCH (p:Person) RETURN p {.nmae}", codes.UNKNOWN_PROPERTY),
    ("MATCH (p:Person) WHERE EXISTS { (p)-[:SERVES]->(:Team) } RETURN p.name", None),
    ("MATCH (p:Person) WHERE EXISTS { (p)-[:SERVE]->(:Team) } RETURN p.name", codes.UNKNOWN_EDGE),
    ("MATCH (p:Person) RETURN COUNT { (p)-[:KNOWS]->(q:Persn) } AS n", codes.UNKNOWN_TAG),
    (
        "MATCH (p:Person) CALL { WITH p MATCH (p)-[s:SERVES]->() RETURN max(s.since) AS y } RETURN p.name, y",
        None,
    ),
    (
        "MATCH (p:Person) CALL { WITH p MATCH (p)-[s:SERVES]->() RETURN max(s.snice) AS y } RETURN y",
        codes.UNKNOWN_PROPERTY,
    ),
    ("MATCH (p:Person|Team) RETURN p.name", None),
    ("MATCH (p:Person|Tema) RETURN p.name", codes.UNKNOWN_TAG),
    ("MATCH (p) WHERE p:(Person|Tema) RETURN p", codes.UNKNOWN_TAG),
    ("MATCH (p:Person WHERE p.aeg > 3) RETURN p", codes.UNKNOWN_PROPERTY),
    ("MATCH (p:Person)-[s:SERVES WHERE s.since > 2000]->(t) RETURN t", None),
    ("MATCH (p:Person) FOREACH (x IN [1] | SET p.age = x)", None),
    ("MATCH (p:Person) RETURN p.name || '!' AS shout", None),
    ("MATCH (t:Team)-[:SERVES]->(p:Person) RETURN p", codes.WRONG_DIRECTION),
    ("MATCH (p:Person)<-[:SERVES]-(t:Team) RETURN p", codes.WRONG_DIRECTION),
    ("MATCH (p:Person)-[:SERVES]->(t:Team) RETURN p", None),
    ("MATCH (t:Team)<-[:SERVES]-(p) RETURN p", None),
    ("MATCH (a:Person)-[:KNOWS]->(b:Person) RETURN b", None),
    ("MATCH (r)-[r]->() RETURN r", codes.VARIABLE_CONFLICT),
    ("MATCH p = (a)-->(b) MATCH p = (c)-->(d) RETURN p", codes.VARIABLE_CONFLICT),
    ("CREATE (n:Person) CREATE (n:Team)", codes.VARIABLE_CONFLICT),
    ("MATCH (n:Person) CREATE (n)-[:KNOWS]->(m:Person)", None),
    ("MATCH (a) WITH a.name AS name WHERE a.age > 1 RETURN name", None),
    # static types Neo4j checks at compile time
    ("RETURN NOT 1", codes.TYPE_MISMATCH),
    ("RETURN 'foo' AND true", codes.TYPE_MISMATCH),
    ("RETURN [] OR false", codes.TYPE_MISMATCH),
    ("RETURN 1 IN 123", codes.TYPE_MISMATCH),
    ("RETURN properties('x')", codes.TYPE_MISMATCH),
    ("MATCH (n) RETURN length(n)", codes.TYPE_MISMATCH),
    ("MATCH p = (a)-->(b) RETURN labels(p)", codes.TYPE_MISMATCH),
    ("MATCH p = (a)-->(b) WHERE p.name = 'x' RETURN p", codes.TYPE_MISMATCH),
    ("MATCH p = (a)-->(b) RETURN length(p), nodes(p), 1 IN [1] AND NOT false", None),
    # a pattern predicate cannot introduce variables
    ("MATCH (n) WHERE (n)-[r]->() RETURN n", codes.UNKNOWN_VARIABLE),
    ("MATCH (n), (m) WHERE (n)-->(m) RETURN n", None),
    # strings that name no edge type or tag
    ("MATCH (a)-[r]->(b) WHERE type(r) = 'SERVE' RETURN b", codes.UNKNOWN_EDGE),
    ("MATCH (a)-[r]->(b) WHERE type(r) IN ['KNOWS', 'KNOW'] RETURN b", codes.UNKNOWN_EDGE),
    ("MATCH (n) WHERE 'Persn' IN labels(n) RETURN n", codes.UNKNOWN_TAG),
    ("MATCH (a)-[r]->(b) WHERE type(r) = 'KNOWS' AND 'Person' IN labels(a) RETURN b", None),
    # quantified path patterns
    ("MATCH (a:Person)((x:Person)-[:KNOWS]->(y:Person) WHERE x.age < y.age)+(b) RETURN b.name", None),
    ("MATCH (a:Person)((x:Persn)-[:KNOWS]->(y))+(b) RETURN b", codes.UNKNOWN_TAG),
]


@pytest.mark.parametrize(("query", "code"), CASES)
def test_cypher_schema_checks(query: str, code: str | None) -> None:
    found = [i.code for i in validate(query, _space(), dialect="cypher")]
    if code is None:
        assert found == []
    else:
        assert code in found


def test_schema_issues_in_cypher_are_warnings_with_position_and_suggestion() -> None:
    (issue,) = validate("MATCH (p:Persn) RETURN p", _space(), dialect="cypher")
    assert (issue.code, issue.severity, issue.suggestion) == (codes.UNKNOWN_TAG, "warning", "Person")
    assert (issue.line, issue.column) == (1, 7)


def test_wrong_direction_suggests_the_reversed_arrow() -> None:
    (issue,) = validate("MATCH (t:Team)-[:SERVES]->(p:Person) RETURN p", _space(), dialect="cypher")
    assert issue.severity == "warning" and issue.suggestion == "<-"


def test_variable_conflicts_are_errors() -> None:
    issues = validate("MATCH (r)-[r]->() RETURN r", _space(), dialect="cypher")
    assert [i.severity for i in issues] == ["error"]


def test_schema_codes_cover_what_the_repair_loop_must_fix() -> None:
    assert {
        codes.UNKNOWN_TAG,
        codes.UNKNOWN_EDGE,
        codes.UNKNOWN_PROPERTY,
        codes.WRONG_DIRECTION,
    } <= codes.SCHEMA_CODES
    assert codes.SCHEMA_CODES <= codes.ISSUE_CODES


def test_repair_loop_fails_unknown_cypher_names_even_when_warnings_pass() -> None:
    from r3.pipeline.checks import Checker

    checker = Checker(_space(), "cypher", mode="validate", runner=None, on_warnings=False)
    assert checker.check("MATCH (p:Persn) RETURN p").status == "schema"
    assert checker.check("MATCH (p:Person) RETURN p").ok


@pytest.mark.parametrize(
    "query",
    [
        "MATCH (n) CALL { WITH n CREATE (:Copy) } RETURN n",
        "MATCH (n) FOREACH (x IN [1] | SET n.v = x)",
        "LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row",
        "UNWIND [1] AS x CALL { WITH x MERGE (:N {v: x}) } IN TRANSACTIONS",
        "CREATE INDEX FOR (n:Person) ON (n.name)",
        "DROP CONSTRAINT c",
        "CYPHER 5 MATCH (n) DETACH DELETE n",
    ],
)
def test_read_only_gate_refuses_writes_inside_cypher5_clauses(query: str) -> None:
    from r3.graph.readonly import read_only_problem

    assert read_only_problem(query, "cypher") is not None


def test_read_only_gate_lets_cypher5_reads_through() -> None:
    from r3.graph.readonly import read_only_problem

    query = "MATCH (p:Person) WHERE EXISTS { (p)-->() } RETURN p {.name}, COUNT { (p)-->() } AS n"
    assert read_only_problem(query, "cypher") is None
    assert read_only_problem("SHOW INDEXES", "cypher") is None
