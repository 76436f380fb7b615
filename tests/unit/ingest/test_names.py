"""Schema names from file and column names (r3.ingest.names)."""

from __future__ import annotations

import pytest

from r3.ingest import names
from r3.lang.parser import parse_statement


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("name", "name"),
        ("Full Name", "Full_Name"),
        ("  e-mail address ", "e_mail_address"),
        ("2020 sales", "_2020_sales"),
        ("名字", "名字"),
        ("%%%", "column"),
        ("ｆｕｌｌ", "full"),  # full-width letters folded
    ],
)
def test_identifier(text: str, expected: str) -> None:
    assert names.identifier(text) == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("players", "player"),
        ("movies", "movie"),
        ("companies", "company"),
        ("boxes", "box"),
        ("addresses", "address"),
        ("people", "person"),
        ("order_items", "order_item"),
        ("Orders", "Order"),
        ("status", "status"),
        ("series", "series"),
        ("class", "class"),
        ("acted_in", "acted_in"),
        ("城市", "城市"),
    ],
)
def test_singular(word: str, expected: str) -> None:
    assert names.singular(word) == expected


@pytest.mark.parametrize(
    ("column", "expected"),
    [
        ("dept_id", "dept"),
        ("managerId", "manager"),
        ("person_ID", "person"),
        ("movie id", "movie"),
        ("id", None),
        ("paid", None),
        ("name", None),
    ],
)
def test_id_base(column: str, expected: str | None) -> None:
    assert names.id_base(column) == expected


@pytest.mark.parametrize(
    ("word", "tag", "score"),
    [
        ("person", "person", 3),
        ("persons", "person", 3),
        ("Person", "person", 3),
        ("emp", "employee", 2),
        ("dept", "department", 1),
        ("dpt", "department", 0),
        ("de", "department", 0),
        ("movie", "person", 0),
    ],
)
def test_refers_to(word: str, tag: str, score: int) -> None:
    assert names.refers_to(word, tag) == score


@pytest.mark.parametrize("name", ["order", "match", "from", "2x", "e-mail", "plain"])
def test_quoted_names_parse_in_ddl(name: str) -> None:
    """Whatever the name, the DDL r3 init writes with it parses."""
    stmt = parse_statement(f"CREATE TAG t({names.quoted(name)} string)", dialect="ngql")
    assert [c.name for c in stmt.columns] == [name]


def test_unique_adds_a_number_ignoring_case() -> None:
    taken: set[str] = set()
    assert [names.unique(n, taken) for n in ("a", "A", "a", "b")] == ["a", "A_2", "a_3", "b"]
