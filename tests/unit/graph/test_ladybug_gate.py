"""The LadybugDB gate (:mod:`r3.graph.ladybug_gate`): what is refused in every mode, and what passes.

Tables first: host-file statements (issue 28 item 6, the ``--`` that hid a ``COPY … TO``),
connection settings, the shapes that segfault LadybugDB (item 1) and constant sizes over the
engine's caps (item 3); then a property test that case, fullwidth, zero-width and comment
disguises of the refused words are refused too. No LadybugDB needed: the gate is r3's parser.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from r3.errors import QuerySemanticError
from r3.graph.ladybug_gate import FILE_WORDS, GateRefused, refuse_file_access, refuse_hazards

pytestmark = pytest.mark.quick

FILE_REFUSED = [
    # the reproducers: Cypher has no `--` comments, so the rest of the line is code
    "MATCH (a)--(b) RETURN a LIMIT 1 ; COPY (MATCH (n) RETURN n) TO '/tmp/r3-out.csv'",
    "MATCH (a)--(b) RETURN a LIMIT 1 ; LOAD FROM '/etc/passwd' RETURN *",
    "LOAD FROM '/etc/passwd' (header=false) RETURN *",
    "COPY player FROM '/tmp/x.csv'",
    "COPY (MATCH (n) RETURN n) TO '/tmp/x.parquet'",
    "CALL READ_CSV_PARALLEL('/etc/passwd') RETURN *",
    "LOAD FROM READ_CSV('/etc/passwd') RETURN *",
    "CALL read_parquet('/tmp/x.parquet') RETURN *",
    "CALL READ_NPY('/tmp/x.npy') RETURN *",
    "CALL FILE_INFO('/etc/passwd') RETURN *",
    "INSTALL httpfs",
    "UNINSTALL httpfs",
    "LOAD EXTENSION '/tmp/evil.so'",
    "ATTACH '/tmp/other.lbug' AS other",
    "EXPORT DATABASE '/tmp/out'",
    "IMPORT DATABASE '/tmp/in'",
    "CALL timeout = 0",
    "CALL threads=64",
    "MATCH (n) RETURN n -- LOAD FROM '/etc/passwd'",  # `--` outside a pattern: refused itself
    "MATCH (n) RETURN n /* x */ ; COPY (MATCH (n) RETURN n) TO '/tmp/x.csv'",
    "RETURN 1 # comment? no: COPY x TO 'y'",
]

FILE_ALLOWED = [
    "MATCH (a)--(b) RETURN count(*) AS c",
    "MATCH (a)-->(b)<--(c) RETURN a",
    "MATCH (n) WHERE n.copy = 1 RETURN n.load, n.read_csv",
    "RETURN 'COPY x TO y; LOAD FROM z' AS s",
    "MATCH (n:`LOAD`) RETURN n",
    "// COPY in a comment is only a comment\nMATCH (n) RETURN n",
    "MATCH (n) /* LOAD FROM '/etc/passwd' */ RETURN n",
    "MATCH (n) WHERE n.name = $copy RETURN n",
    "CREATE (n:player {name: 'x'})",  # a write: the read-only gate's business, not this one's
]


@pytest.mark.parametrize("query", FILE_REFUSED)
def test_host_files_and_settings_are_refused_in_every_mode(query: str) -> None:
    with pytest.raises(GateRefused) as err:
        refuse_file_access(query)
    assert "\n" not in str(err.value)
    assert isinstance(err.value, QuerySemanticError)  # a user error, one line


@pytest.mark.parametrize("query", FILE_ALLOWED)
def test_names_strings_comments_and_patterns_pass(query: str) -> None:
    refuse_file_access(query)


CRASHING = [
    "MATCH p=(a:player)-[:like*1..2]->(b) WHERE any(n IN nodes(p) WHERE all(m IN nodes(p) WHERE m = n)) "
    "RETURN count(*) AS c",  # the reproducer
    "MATCH p=(a)-[*1..2]->(b) WHERE none(n IN nodes(p) WHERE single(m IN nodes(p) WHERE n = m)) RETURN p",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(r IN relationships(p) WHERE any(s IN relationships(p) WHERE s <> r)) "
    "RETURN p",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE n = a) RETURN count(*)",
    "MATCH (a)-[]->(b) WITH a, collect(b) AS l WHERE any(x IN l WHERE x = a) RETURN count(*)",
    "MATCH (a)-[]->(b) WITH a AS z, collect(b) AS l WHERE any(x IN l WHERE x = z) RETURN count(*)",
    "MATCH p=(a)-[*1..2]->(b) RETURN [n IN nodes(p) WHERE n = b | n.name] AS l",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(r IN relationships(p) WHERE r = relationships(p)[0]) RETURN p",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE n <> head(nodes(p))) RETURN p",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE n <> a) RETURN count(*)",
    "MATCH p=(a)-[*1..2]->(b) RETURN reduce(k = 0, n IN nodes(p) | k + CASE WHEN n = a THEN 1 ELSE 0 END) AS k",
]

SAFE = [
    "MATCH p=(a)-[*1..2]->(b) WHERE all(n IN nodes(p) WHERE single(m IN nodes(p) WHERE m = n)) RETURN p",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE n.age > 3) RETURN count(*)",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE id(n) = id(a)) RETURN count(*)",
    "MATCH (a)-[]->(b) WITH a, collect(b) AS l WHERE any(x IN l WHERE x.age = a.age) RETURN count(*)",
    "MATCH (a) WITH a, a.age AS g WHERE any(x IN [1, 2, 3] WHERE x = g) RETURN count(*)",
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE all(m IN [1, 2] WHERE m = 1)) RETURN p",
    "MATCH (a), (b) WHERE a = b RETURN a",  # no list expression: nothing to capture
    "MATCH p=(a)-[*1..2]->(b) WHERE any(n IN nodes(p) WHERE n.age = nodes(p)[0].age) RETURN p",
    "MATCH (a) WITH a, [1, 2] AS l WHERE any(x IN l WHERE x = l[0]) RETURN a",  # l is no graph list
]


@pytest.mark.parametrize("query", CRASHING)
def test_shapes_that_crash_ladybug_are_refused(query: str) -> None:
    with pytest.raises(GateRefused, match="crashes LadybugDB; compare ids instead"):
        refuse_hazards(query)


@pytest.mark.parametrize("query", SAFE)
def test_shapes_that_run_pass(query: str) -> None:
    refuse_hazards(query)


DEEP_SORTED_PAGES = [
    # the red team's reproducer: ORDER BY + a huge SKIP + LIMIT segfaults LadybugDB 0.15
    "MATCH (p:player) RETURN p.name ORDER BY p.name SKIP 9223372036854775806 LIMIT 9223372036854775807",
    "MATCH (p:player) RETURN p.name AS n ORDER BY n SKIP 100000 LIMIT 1",
    "MATCH (p:player) WITH p ORDER BY p.age DESC SKIP 60000 LIMIT 0 RETURN p.name",
    "MATCH (p:player) RETURN p ORDER BY p.age SKIP $s LIMIT 3",  # not a constant: cannot be bounded
    "MATCH (p:player) RETURN p ORDER BY p.age SKIP 1000 * 1000 LIMIT 3",
]
SORTED_PAGES_OK = [
    "MATCH (p:player) RETURN p.name ORDER BY p.age DESC SKIP 1 LIMIT 1",  # "the second oldest"
    "MATCH (p:player) RETURN p.name ORDER BY p.age SKIP 1000 LIMIT 10",
    "MATCH (p:player) RETURN p.name SKIP 100000 LIMIT 1",  # no ORDER BY: no top-k
    "MATCH (p:player) RETURN p.name ORDER BY p.age SKIP 100000",  # no LIMIT
    "MATCH (p:player) WITH p ORDER BY p.age SKIP 100000 WITH * LIMIT 1 RETURN p.name",  # the suggested form
]


@pytest.mark.parametrize("query", DEEP_SORTED_PAGES)
def test_deep_sorted_pages_are_refused_with_the_way_to_write_them(query: str) -> None:
    with pytest.raises(GateRefused, match="ORDER BY with SKIP .* crashes LadybugDB.*WITH of its own"):
        refuse_hazards(query)


@pytest.mark.parametrize("query", SORTED_PAGES_OK)
def test_shallow_or_split_sorted_pages_pass(query: str) -> None:
    refuse_hazards(query)


OVERSIZED = [
    ("RETURN size(lpad('a', 1000000000, 'b')) AS n", "lpad"),
    ("UNWIND range(1, 400000000) AS x RETURN count(*)", "range"),
    ("RETURN size(range(0, 1000 * 1000 * 10)) AS n", "range"),
    ("RETURN rpad('', 20000000, 'x') AS s", "rpad"),
    ("RETURN size(range(-400000000, 0)) AS n", "range"),
]
SIZED_OK = [
    "RETURN size(range(1, 1000)) AS n",
    "RETURN lpad('a', 10, 'b') AS s",
    "MATCH (n) RETURN lpad(n.name, n.age, 'b') AS s",  # computed sizes: bounded by the worker's memory cap
    "RETURN range(1, 400000000, 1000) AS l",  # 400,000 items
    "RETURN range(10, 1) AS l",
]


@pytest.mark.parametrize(("query", "function"), OVERSIZED)
def test_constant_sizes_over_the_engines_caps_are_refused(query: str, function: str) -> None:
    with pytest.raises(GateRefused, match=f"{function}\\(\\).*limit"):
        refuse_hazards(query)


@pytest.mark.parametrize("query", SIZED_OK)
def test_sizes_within_the_caps_pass(query: str) -> None:
    refuse_hazards(query)


# --------------------------------------------------------------------------- disguises (property)

STATEMENTS = {
    "COPY": "COPY (MATCH (n) RETURN n) TO '/tmp/x.csv'",
    "LOAD": "LOAD FROM '/etc/passwd' RETURN *",
    "EXPORT": "EXPORT DATABASE '/tmp/x'",
    "IMPORT": "IMPORT DATABASE '/tmp/x'",
    "ATTACH": "ATTACH '/tmp/x.lbug' AS x",
    "INSTALL": "INSTALL httpfs",
    "UNINSTALL": "UNINSTALL httpfs",
    "FILE_INFO": "CALL FILE_INFO('/etc/passwd') RETURN *",
    "READ_CSV": "CALL READ_CSV('/etc/passwd') RETURN *",
    "READ_PARQUET": "CALL READ_PARQUET('/tmp/x') RETURN *",
    "READ_NPY": "CALL READ_NPY('/tmp/x') RETURN *",
}
PREFIXES = [
    "",
    "MATCH (a)--(b) RETURN a LIMIT 1; ",
    "MATCH (a)--(b) RETURN a LIMIT 1 -- ",  # an nGQL comment, which Cypher does not have
    "/* ; */ ",
    "// a comment\n",
    "RETURN '--' AS x; ",
    'RETURN "/*" AS x; ',
]
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


def _fullwidth(ch: str) -> str:
    return chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch


@st.composite
def disguised(draw: st.DrawFn) -> str:
    word = draw(st.sampled_from(sorted(STATEMENTS)))
    statement = STATEMENTS[word]
    spelled = "".join(c.upper() if draw(st.booleans()) else c.lower() for c in word)
    how = draw(st.sampled_from(["case", "fullwidth", "zero-width"]))
    if how == "fullwidth":
        i = draw(st.integers(0, len(spelled) - 1))
        spelled = spelled[:i] + _fullwidth(spelled[i]) + spelled[i + 1 :]
    elif how == "zero-width":
        i = draw(st.integers(0, len(spelled)))
        spelled = spelled[:i] + draw(st.sampled_from(ZERO_WIDTH)) + spelled[i:]
    return draw(st.sampled_from(PREFIXES)) + statement.replace(word, spelled, 1)


@given(disguised())
@settings(max_examples=300, deadline=None)
def test_disguised_file_statements_are_refused(query: str) -> None:
    with pytest.raises(QuerySemanticError):
        refuse_file_access(query)


def test_every_file_word_has_a_disguise_table_entry() -> None:
    assert set(FILE_WORDS) <= set(STATEMENTS)
