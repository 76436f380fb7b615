"""A property test of the read-only gate (r3.graph.readonly), per dialect (issue 28).

Statements are token lists; hypothesis rebuilds each one with a disguise between or inside
its tokens — keywords in mixed case, a full-width letter or a zero-width character in a
keyword, comments in the dialect's own syntax (and in the other dialect's) between tokens,
string literals holding quotes, comment openers and statements, another statement before or
after, an ``EXPLAIN``/``PROFILE`` wrapper. No disguised write may pass the gate; a read built
from the same tokens with the harmless disguises (case, comments, strings) must still pass, so
the gate cannot be "fixed" by refusing everything. Examples are bounded and derandomized:
the test runs in a few seconds and the same way in CI.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from r3.errors import QueryError
from r3.graph.ladybug_gate import refuse_file_access
from r3.graph.readonly import read_only_problem
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.writes import write_statements

pytestmark = pytest.mark.quick

#: Writes as tokens (separated by single spaces; string literals hold no space). A token in
#: capitals is a keyword, the one kind of token whose spelling a disguise may change.
WRITES = {
    "ngql": [
        'INSERT VERTEX player ( name ) VALUES "x" : ( "y" )',
        'INSERT EDGE like ( likeness ) VALUES "a" -> "b" : ( 90 )',
        'DELETE VERTEX "x" WITH EDGE',
        'DELETE EDGE like "a" -> "b"',
        'UPDATE VERTEX ON player "x" SET age = 1',
        'UPSERT VERTEX ON player "x" SET age = 1',
        "DROP SPACE demo",
        "CLEAR SPACE demo",
        "CREATE TAG t ( a int )",
        "ALTER TAG player DROP ( age )",
        'GO FROM "a" OVER like YIELD dst ( edge ) AS d | DELETE VERTEX $-.d',
        "CREATE SPACE s ( vid_type = FIXED_STRING ( 8 ) )",
    ],
    "cypher": [
        "CREATE ( n : player { name : 'x' } )",
        "MATCH ( n ) DETACH DELETE n",
        "MATCH ( n ) DELETE n",
        "MATCH ( n ) SET n.age = 1",
        "MATCH ( n ) REMOVE n.age",
        "MERGE ( n : player { name : 'x' } )",
        "MATCH ( n ) FOREACH ( x IN [ 1 ] | SET n.age = x )",
        "LOAD CSV FROM 'file:///etc/passwd' AS l RETURN l",
        "CALL apoc.periodic.iterate ( 'MATCH (n) RETURN n' , 'DETACH DELETE n' , { } )",
        "MATCH ( n ) CALL { WITH n DETACH DELETE n } RETURN 1",
        "DROP TABLE player",
        "COPY player FROM '/tmp/x.csv'",
    ],
}
#: Reads of the same shapes (what a disguise of a read must not break).
READS = {
    "ngql": [
        'GO FROM "a" OVER like YIELD dst ( edge ) AS d',
        'FETCH PROP ON player "x" YIELD properties ( vertex )',
        "MATCH ( v : player ) WHERE v.player.age > 1 RETURN v.player.name AS n LIMIT 3",
        'LOOKUP ON player WHERE player.name == "x" YIELD id ( vertex )',
        'GO FROM "a" OVER like YIELD dst ( edge ) AS d | YIELD $-.d AS e',
    ],
    "cypher": [
        "MATCH ( n : player { name : 'x' } ) RETURN n",
        "MATCH ( n ) WHERE n.age > 1 RETURN n.name AS name ORDER BY name LIMIT 3",
        "MATCH ( a ) -- ( b ) RETURN count ( * ) AS c",
        "MATCH p = ( a ) -[ : like * 1..2 ]-> ( b ) RETURN length ( p )",
        "UNWIND [ 1 , 2 ] AS x RETURN x",
    ],
}
#: Comments each dialect has (its own), and the ones only the other has.
OWN_COMMENTS = {
    "ngql": ["/* c */", "// c\n", "# c\n", "-- c\n", "/* ; DELETE */", "// '\n", '# "\n'],
    "cypher": ["/* c */", "// c\n", "/* ; CREATE (x) */", "// '\n", '/* " */'],
}
FOREIGN_COMMENTS = {"ngql": [], "cypher": ["-- c\n", "-- ; RETURN 1\n"]}
#: nGQL's ``--`` is also a pattern's undirected edge: r3 reads it as a comment only where no
#: edge can be, and refuses the rest (the safe side), so reads are not disguised with it.
READ_COMMENTS = {d: [c for c in comments if not c.startswith("--")] for d, comments in OWN_COMMENTS.items()}
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e"]
#: String literals that look like the end of a string, a comment or a statement.
TRICKY_STRINGS = {
    "ngql": ['"a\\"b"', '"/*"', '"--"', '"#"', '"; DELETE VERTEX \\"x\\""', "'it''s'", "'\\''"],
    "cypher": ["'a\\'b'", "'/*'", "'//'", "'--'", "'; MATCH (n) DETACH DELETE n'", '"\\""', "'\\\\'"],
}
SETTINGS = settings(
    max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def _fullwidth(ch: str) -> str:
    return chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch


def _is_keyword(token: str) -> bool:
    return token.isalpha() and token.isupper() and len(token) > 1


def _separator(draw: st.DrawFn, dialect: str, *, foreign: bool) -> str:
    comments = OWN_COMMENTS[dialect] + FOREIGN_COMMENTS[dialect] if foreign else READ_COMMENTS[dialect]
    choices = [" ", "  ", "\n", "\t", *comments]
    chosen = draw(st.sampled_from(choices))
    return chosen if chosen.isspace() else f" {chosen} "


def _cased(draw: st.DrawFn, word: str) -> str:
    return "".join(c.upper() if draw(st.booleans()) else c.lower() for c in word)


@st.composite
def disguised_write(draw: st.DrawFn, dialect: str) -> str:
    """A write with any disguise, harmful or not (module doc)."""
    tokens = draw(st.sampled_from(WRITES[dialect])).split(" ")
    keyword_at = [i for i, t in enumerate(tokens) if _is_keyword(t)]
    out = []
    for i, token in enumerate(tokens):
        if i in keyword_at:
            token = _cased(draw, token)
            how = draw(st.sampled_from(["case", "case", "fullwidth", "zero-width"]))
            if how != "case":
                at = draw(st.integers(0, len(token) - 1))
                extra = (
                    _fullwidth(token[at])
                    if how == "fullwidth"
                    else draw(st.sampled_from(ZERO_WIDTH)) + token[at]
                )
                token = token[:at] + extra + token[at + 1 :]
        out.append(token)
        if i < len(tokens) - 1:
            out.append(_separator(draw, dialect, foreign=True))
    write = "".join(out)
    read = draw(st.sampled_from(READS[dialect])).replace(" ( ", "(").replace(" ) ", ")")
    wrap = draw(st.sampled_from(["", "EXPLAIN ", "PROFILE ", "read;", ";read", "read;;"]))
    if wrap.startswith("read"):
        return read + wrap[4:] + " " + write
    if wrap.startswith(";"):
        return write + "; " + read
    return wrap + write


@st.composite
def disguised_read(draw: st.DrawFn, dialect: str) -> str:
    """A read with only harmless disguises: keyword case, own comments, tricky strings."""
    tokens = draw(st.sampled_from(READS[dialect])).split(" ")
    out = []
    for i, token in enumerate(tokens):
        if _is_keyword(token):
            token = _cased(draw, token)
        elif token[:1] in "'\"" and draw(st.booleans()):
            token = draw(st.sampled_from(TRICKY_STRINGS[dialect]))
        out.append(token)
        if i < len(tokens) - 1:
            out.append(_separator(draw, dialect, foreign=False))
    return "".join(out)


@pytest.mark.parametrize("dialect", sorted(WRITES))
def test_the_plain_statements_are_what_they_say(dialect: str) -> None:
    """The tables themselves: every write refused, every read passing, undisguised."""
    for write in WRITES[dialect]:
        assert read_only_problem(write, dialect) is not None, write
    for read in READS[dialect]:
        assert read_only_problem(read, dialect) is None, (read, read_only_problem(read, dialect))


@pytest.mark.parametrize("dialect", sorted(WRITES))
def test_no_disguised_write_passes(dialect: str) -> None:
    @SETTINGS
    @given(disguised_write(dialect))
    def check(query: str) -> None:
        assert read_only_problem(query, dialect) is not None, f"a write passed the gate: {query!r}"

    check()


@pytest.mark.parametrize("dialect", sorted(WRITES))
def test_the_validator_names_every_write_it_parses(dialect: str) -> None:
    """The validator's write detection (what ``r3 lint`` and the pipeline's checks report) agrees
    with the gate: a disguised write r3 parses is named as a write, or is a procedure call."""

    @SETTINGS
    @given(disguised_write(dialect))
    def check(query: str) -> None:
        try:
            script = parse(query, dialect)
        except QueryError:
            return  # the gate refuses text it cannot parse (test_no_disguised_write_passes)
        calls = [n for n in script.walk() if isinstance(n, A.CallClause)]
        assert write_statements(script, explained=True) or calls, f"an unnamed write: {query!r}"

    check()


@pytest.mark.parametrize("dialect", sorted(READS))
def test_disguised_reads_still_pass(dialect: str) -> None:
    @SETTINGS
    @given(disguised_read(dialect))
    def check(query: str) -> None:
        assert read_only_problem(query, dialect) is None, (query, read_only_problem(query, dialect))

    check()


def test_ladybug_file_gate_sees_what_the_read_only_gate_sees() -> None:
    """Under --allow-writes only LadybugDB's file gate stands: a read (disguised harmlessly) passes
    it, so it does not refuse by accident what the read-only gate lets through."""
    assert get_dialect("cypher").double_dash_only_in_patterns

    @SETTINGS
    @given(disguised_read("cypher"))
    def check(query: str) -> None:
        refuse_file_access(query)

    check()
