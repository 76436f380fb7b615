"""r3.lang.writes: the one rule for which statements write, and the callers that share it."""

from __future__ import annotations

import pytest

from r3.engine.engine import Engine
from r3.errors import QuerySemanticError
from r3.graph.readonly import find_writes
from r3.lang import ast as A
from r3.lang.parser import parse
from r3.lang.writes import (
    WRITE_CLAUSES,
    WRITE_STATEMENTS,
    admin_writes,
    own_writes,
    parsed_writes,
    write_name,
    write_statements,
)

pytestmark = pytest.mark.quick


def names(query: str, dialect: str = "ngql", **kw: bool) -> list[str]:
    return sorted(write_name(n) for n in write_statements(parse(query, dialect), **kw))


@pytest.mark.parametrize(
    ("query", "dialect", "expected"),
    [
        ('INSERT VERTEX person(name) VALUES "a":("A")', "ngql", ["INSERT VERTEX"]),
        ('GO FROM "a" OVER knows YIELD dst(edge) AS d | DELETE VERTEX $-.d', "ngql", ["DELETE VERTEX"]),
        ('$v = GO FROM "a" OVER knows YIELD dst(edge) AS d; YIELD $v.d', "ngql", []),
        ("CREATE TAG t(a int); DROP TAG t", "ngql", ["CREATE SCHEMA", "DROP"]),
        ("SUBMIT JOB STATS", "ngql", ["SUBMIT JOB"]),
        ("SHOW TAGS", "ngql", []),
        ("MATCH (n) SET n.x = 1 RETURN n", "cypher", ["SET"]),
        ("MATCH (n) DETACH DELETE n", "cypher", ["DELETE"]),
        ("MATCH (n) RETURN n", "cypher", []),
        ("PROFILE {DROP TAG person}", "ngql", ["DROP"]),
        ("EXPLAIN DROP TAG person", "ngql", []),
    ],
)
def test_what_writes(query: str, dialect: str, expected: list[str]) -> None:
    assert names(query, dialect) == expected


def test_explain_of_a_write_counts_only_when_asked() -> None:
    assert names("EXPLAIN DROP TAG person") == []
    assert names("EXPLAIN DROP TAG person", explained=True) == ["DROP"]
    assert names("EXPLAIN MATCH (n) CREATE (m) RETURN m", "cypher", explained=True) == ["CREATE"]


def test_admin_words_and_own_writes() -> None:
    assert admin_writes(A.AdminCommand(["SUBMIT", "JOB", "STATS"]))
    assert not admin_writes(A.AdminCommand(["SHOW", "HOSTS"]))
    assert admin_writes(A.AdminCommand([]))  # nothing says it is safe
    query = parse("MATCH (n) SET n.x = 1 RETURN n", "cypher").statements[0]
    assert [type(n) for n in own_writes(query)] == [A.SetClause]
    pipe = parse('GO FROM "a" OVER knows YIELD dst(edge) AS d | DELETE VERTEX $-.d', "ngql").statements[0]
    assert own_writes(pipe) == []  # a container: write_statements walks into it
    assert set(WRITE_CLAUSES.values()) == {"CREATE", "MERGE", "SET", "REMOVE", "DELETE", "LOAD CSV"}
    assert A.InsertVertex in WRITE_STATEMENTS and A.MatchClause not in WRITE_CLAUSES


def test_parsed_writes_leaves_unreadable_text_to_the_caller() -> None:
    assert parsed_writes("not a query", "ngql") is None
    assert parsed_writes("", "ngql") is None
    assert [type(n) for n in parsed_writes("MATCH (n) DELETE n", "cypher") or []] == [A.DeleteClause]
    assert find_writes("INSERT EDGE e() VALUES 1->2:() garbage(", "ngql") == ["INSERT"]  # word scan


def test_engine_validator_and_adapters_agree() -> None:
    """One rule, different callers: the engine runs EXPLAIN of a write, the validator flags it."""
    from r3.lang.validator import validate

    engine = Engine()
    engine.execute(
        "CREATE SPACE s (vid_type = FIXED_STRING(8)); USE s; CREATE TAG t(a int)", allow_writes=True
    )
    assert engine.execute("EXPLAIN DROP TAG t").plan is not None
    with pytest.raises(QuerySemanticError, match="read-only"):
        engine.execute("DROP TAG t")
    issues = validate(parse("EXPLAIN DROP TAG t", "ngql"), engine.schema().space("s"), read_only=True)
    assert [i.code for i in issues] == ["write-statement"]
    assert find_writes("EXPLAIN DROP TAG t", "ngql") == []
    assert find_writes("DROP TAG t", "ngql") == ["DROP"]
