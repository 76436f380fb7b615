"""The skeleton loader and assembler (r3.represent.skeleton) and the library files' shape."""

from __future__ import annotations

import ast
import py_compile
import textwrap
from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.lang.analysis import PAPER_CLAUSES, PAPER_CRUD, PaperLabels, analyze, parse_reason, render_reason
from r3.represent.skeleton import (
    PAPER_NAMES,
    Skeleton,
    default_skeleton_path,
    load_skeleton,
    parse_skeleton,
)

pytestmark = pytest.mark.quick

DIALECTS = ("ngql", "cypher")


@pytest.fixture(scope="module")
def ngql() -> Skeleton:
    return load_skeleton("ngql")


@pytest.fixture(scope="module")
def cypher() -> Skeleton:
    return load_skeleton("cypher")


def _defs(text: str) -> dict[str, list[str]]:
    """Class name → its function names, read back from assembled text (which must be Python)."""
    module = ast.parse(text)
    return {
        c.name: [f.name for f in c.body if isinstance(f, ast.FunctionDef)]
        for c in module.body
        if isinstance(c, ast.ClassDef)
    }


# --------------------------------------------------------------------------- the library files


@pytest.mark.parametrize("dialect", DIALECTS)
def test_library_file_compiles_and_loads(dialect: str, tmp_path: Path) -> None:
    path = default_skeleton_path(dialect)
    py_compile.compile(str(path), cfile=str(tmp_path / "x.pyc"), doraise=True)
    sk = load_skeleton(dialect)
    assert sk.dialect == dialect
    assert sk.crud and sk.clauses
    for fn in sk.functions.values():
        assert fn.syntax.strip(), fn.name
        assert fn.comment.strip(), f"{fn.name}: no when-to-use comment"
        assert fn.examples, fn.name
        assert fn.source.startswith(f"    def {fn.name}(self):")
        assert fn.paper_name is None or fn.paper_name in (*PAPER_CRUD, *PAPER_CLAUSES)


def test_ngql_library_covers_the_language(ngql: Skeleton) -> None:
    for name in (
        "GO", "FETCH", "LOOKUP", "MATCH", "FIND_PATH", "GET_SUBGRAPH", "INSERT_VERTEX", "INSERT_EDGE",
        "UPDATE", "UPSERT", "DELETE", "CREATE_SPACE", "CREATE_TAG_EDGE", "CREATE_INDEX", "ALTER", "DROP",
        "SHOW", "DESCRIBE", "USE",
    ):  # fmt: skip
        assert ngql.functions[name].kind == "crud", name
    for name in (
        "WHERE", "YIELD", "ORDER_BY", "LIMIT", "SKIP", "SAMPLE", "GROUP_BY", "WITH", "UNWIND", "RETURN",
        "OPTIONAL_MATCH", "PIPE", "VARIABLE", "UNION", "OVER", "STEPS", "answer", "summary",
    ):  # fmt: skip
        assert ngql.functions[name].kind == "clause", name


def test_cypher_library_covers_the_language(cypher: Skeleton) -> None:
    assert set(cypher.crud) >= {"MATCH", "CREATE", "MERGE", "SET", "REMOVE", "DELETE", "CALL"}
    assert set(cypher.clauses) >= {
        "WHERE", "WITH", "UNWIND", "RETURN", "ORDER_BY", "SKIP", "LIMIT", "OPTIONAL_MATCH", "UNION",
        "answer", "summary",
    }  # fmt: skip


def test_pieces_are_split_by_ast_and_comments(ngql: Skeleton) -> None:
    lookup = ngql.functions["LOOKUP"]
    # a '#' inside the docstring is syntax, not a comment
    assert "needs an index" in lookup.syntax
    assert "needs an index" not in lookup.comment
    assert lookup.syntax.startswith("LOOKUP ON")
    assert all(not e.startswith("#") and "Example" not in e for e in lookup.examples)
    # the last CRUD function does not swallow the comment heading the next class
    last_crud = ngql.functions[ngql.crud[-1]]
    assert "request clauses" not in last_crud.source
    assert last_crud.source.rstrip().splitlines()[-1].strip().startswith("# Example:")
    text = default_skeleton_path("ngql").read_text(encoding="utf-8")
    assert lookup.source in text
    assert text.splitlines()[lookup.line - 1].strip() == "def LOOKUP(self):"


# --------------------------------------------------------------------------- assembly


@pytest.mark.parametrize("dialect", DIALECTS)
def test_full_text_is_python_with_every_function(dialect: str) -> None:
    sk = load_skeleton(dialect)
    text = sk.text()
    assert _defs(text) == {"CRUD": sk.crud, "SUBFUNCTION": sk.clauses}
    assert text == sk.subset(list(sk.functions))
    assert text.startswith("class CRUD():\n    def ")


def test_subset_uses_library_order_and_headers(ngql: Skeleton) -> None:
    text = ngql.subset(["LIMIT", "where", "GO", "FETCH"])
    assert _defs(text) == {"CRUD": ["GO", "FETCH"], "SUBFUNCTION": ["WHERE", "LIMIT"]}
    assert text.index("class CRUD():") < text.index("class SUBFUNCTION():")
    assert ngql.functions["GO"].source in text


def test_subset_leaves_out_empty_classes(ngql: Skeleton) -> None:
    assert _defs(ngql.subset(["WHERE"])) == {"SUBFUNCTION": ["WHERE"]}
    assert _defs(ngql.subset(["MATCH"])) == {"CRUD": ["MATCH"]}
    assert ngql.subset([]) == ""


def test_subset_tolerates_reranker_spellings(ngql: Skeleton) -> None:
    names = ["'GO()'", "order by", "Group_By()", "`summary`", "self.PIPE", "get_subgrpah", "INTERSECT"]
    assert ngql.resolve(names) == ["GO", "GET_SUBGRAPH", "ORDER_BY", "GROUP_BY", "PIPE", "UNION", "summary"]
    assert ngql.resolve(["WHERE", "where()", "WHERE"]) == ["WHERE"]
    assert ngql.resolve("WHERE()") == ["WHERE"]  # a lone string is one name


def test_paper_labels_expand_to_r3_functions(ngql: Skeleton, cypher: Skeleton) -> None:
    assert ngql.resolve(["QUERY()"]) == ["GO", "FETCH", "LOOKUP", "MATCH"]
    assert ngql.resolve(["INSERT"]) == ["INSERT_VERTEX", "INSERT_EDGE"]
    assert ngql.resolve(["CREATE_Tag_Edge"]) == ["CREATE_TAG_EDGE"]
    assert cypher.resolve(["QUERY", "UPDATE", "INSERT"]) == ["MATCH", "CREATE", "SET", "REMOVE"]
    assert cypher.resolve(["DETACH DELETE"]) == ["DELETE"]


def test_unknown_names_raise_with_a_suggestion(ngql: Skeleton, cypher: Skeleton) -> None:
    with pytest.raises(UserInputError, match="unknown skeleton function 'WHEER'.*did you mean 'WHERE'"):
        ngql.subset(["GO", "WHEER"])
    with pytest.raises(UserInputError, match="'QUERYY\\(\\)'.*did you mean 'QUERY'"):
        ngql.resolve(["QUERYY()"])
    with pytest.raises(UserInputError, match="unknown skeleton function 'GO' for cypher"):
        cypher.resolve(["GO"])  # nGQL-only
    with pytest.raises(UserInputError):
        ngql.resolve([""])


# --------------------------------------------------------------------------- paper names


def test_paper_names_use_the_analysis_vocabulary(ngql: Skeleton) -> None:
    assert set(PAPER_NAMES.values()) <= set(PAPER_CRUD) | set(PAPER_CLAUSES)
    assert list(ngql.paper_groups()) == [*PAPER_CRUD, *PAPER_CLAUSES]  # nGQL covers every label
    assert ngql.paper_groups()["QUERY"] == ["GO", "FETCH", "LOOKUP", "MATCH"]
    assert ngql.paper_groups()["GET_SUBGRPAH"] == ["GET_SUBGRAPH"]


def test_paper_text_has_the_papers_names_and_grouping(ngql: Skeleton, cypher: Skeleton) -> None:
    defs = _defs(ngql.paper_text())
    assert defs == {"CRUD": list(PAPER_CRUD), "SUBFUNCTION": list(PAPER_CLAUSES)}
    query = ngql.subset(["QUERY"], paper_names=True)
    for name in ("GO", "FETCH", "LOOKUP", "MATCH"):
        assert f"# {name}: " in query
        for example in ngql.functions[name].examples:
            assert f"# Example: {example}" in query
    assert ngql.functions["FETCH"].syntax.splitlines()[0] in query
    cy = _defs(cypher.paper_text())
    assert cy["CRUD"] == [label for label in PAPER_CRUD if label in cypher.paper_groups()]
    assert "GROUP_BY" not in cy["SUBFUNCTION"]


def test_paper_reason_round_trip(ngql: Skeleton) -> None:
    reason = render_reason(PaperLabels(crud=["QUERY"], clauses=["ORDER_BY", "LIMIT"], classes=["player"]))
    labels = parse_reason(reason)
    text = ngql.subset([*labels.crud, *labels.clauses], paper_names=True)
    defs = _defs(text)
    assert defs == {"CRUD": ["QUERY"], "SUBFUNCTION": ["LIMIT", "ORDER_BY"]}  # the paper's order
    # back: the paper labels of the emitted functions, then r3's functions for them
    emitted = [*defs["CRUD"], *defs["SUBFUNCTION"]]
    assert ngql.paper_labels(emitted) == ["QUERY", "LIMIT", "ORDER_BY"]
    assert ngql.resolve(emitted) == ["GO", "FETCH", "LOOKUP", "MATCH", "ORDER_BY", "LIMIT"]


def test_r3_names_map_to_paper_labels(ngql: Skeleton, cypher: Skeleton) -> None:
    assert ngql.paper_labels(["GET_SUBGRAPH", "FETCH", "GO", "SHOW", "where"]) == [
        "QUERY", "OTHER", "GET_SUBGRPAH", "WHERE",
    ]  # fmt: skip
    assert cypher.paper_labels(["MERGE", "SET", "CALL"]) == ["UPDATE", "UPSERT", "OTHER"]
    with pytest.raises(UserInputError, match="'YIELD' has no label in the paper"):
        ngql.paper_labels(["YIELD"])
    with pytest.raises(UserInputError, match="'SAMPLE' has no cypher counterpart"):
        cypher.subset(["SAMPLE"], paper_names=True)


# --------------------------------------------------------------------------- labels of a query


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        (
            'GO FROM "Ada Lind" OVER like WHERE like.likeness > 80 YIELD dst(edge) AS id | ORDER BY $-.id | LIMIT 3',
            ["GO", "WHERE", "YIELD", "ORDER_BY", "LIMIT", "PIPE"],
        ),
        ('FETCH PROP ON player "Ada Lind" YIELD properties(vertex)', ["FETCH", "YIELD"]),
        ("CREATE TAG INDEX i ON player(age)", ["CREATE_INDEX"]),
        ("CREATE TAG t(a int); SHOW TAGS; DROP TAG INDEX i", ["CREATE_TAG_EDGE", "DROP", "SHOW"]),
        ('UPSERT EDGE ON like "a" -> "b" SET likeness = 1 WHEN likeness > 0', ["UPSERT"]),
        (
            '$a = GO FROM "a" OVER like YIELD dst(edge) AS id; YIELD 1 AS x INTERSECT YIELD 2 AS x',
            ["GO", "YIELD", "VARIABLE", "UNION"],
        ),
        (
            "MATCH (p:player) OPTIONAL MATCH (p)-[:serve]->(t) WITH p, count(t) AS n "
            'WHERE answer(p.player.name, "q") == "yes" RETURN p SKIP 1 LIMIT 2',
            ["MATCH", "WHERE", "SKIP", "LIMIT", "WITH", "RETURN", "OPTIONAL_MATCH", "answer"],
        ),
    ],
)
def test_names_for_an_ngql_query(ngql: Skeleton, query: str, expected: list[str]) -> None:
    assert ngql.names_for(query) == [n for n in ngql.functions if n in expected]
    assert set(ngql.names_for(query)) == set(expected)


def test_names_for_a_cypher_query(cypher: Skeleton) -> None:
    q = "MATCH (a:player)-[l:like]->(b) DETACH DELETE b UNION MATCH (c) SET c.x = 1 RETURN c"
    assert cypher.names_for(q) == ["MATCH", "SET", "DELETE", "RETURN", "UNION"]
    assert cypher.names_for("CALL db.labels() YIELD label RETURN label") == ["CALL", "RETURN"]


def test_names_for_agrees_with_the_papers_labels(ngql: Skeleton) -> None:
    """The paper labels of names_for() are exactly analysis.paper_labels() (OTHER aside)."""
    queries = [
        'GO 2 STEPS FROM "a" OVER like YIELD $$.player.age AS age | GROUP BY $-.age YIELD $-.age, count(*) AS n',
        "MATCH (a)-[e:like]->(b) WITH b, e UNWIND [1, 2] AS x RETURN b ORDER BY x SKIP 1 LIMIT 5",
        'INSERT VERTEX player(name, age) VALUES "x":("x", 1); INSERT EDGE like(likeness) VALUES "x"->"y":(1)',
        'GET SUBGRAPH FROM "a" YIELD VERTICES AS v',
        'FIND SHORTEST PATH FROM "a" TO "b" OVER * YIELD path AS p',
        "CREATE SPACE s (vid_type = INT64)",
        "LOOKUP ON player YIELD id(vertex) AS id | SAMPLE 2",
        'DELETE VERTEX "a" WITH EDGE',
        'UPDATE VERTEX ON player "a" SET age = 1',
        "SHOW TAGS",
        'EXPLAIN GO FROM "a" OVER like YIELD dst(edge) | LIMIT 1',
    ]
    for q in queries:
        expected = analyze(q).paper_labels()
        mapped = {PAPER_NAMES[n] for n in ngql.names_for(q) if n in PAPER_NAMES}
        if expected.crud != ["OTHER"]:  # the paper emits OTHER only when nothing else applies
            mapped.discard("OTHER")
        assert mapped == set(expected.crud) | set(expected.clauses), q


# --------------------------------------------------------------------------- loader errors


def _parse(text: str) -> Skeleton:
    return parse_skeleton(textwrap.dedent(text), path="bad.py")


GOOD_CLAUSES = '''
class SUBFUNCTION():
    def WHERE(self):
        """WHERE <condition>"""
        # filter
        # Example: YIELD 1 AS x WHERE 1 > 0
'''


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("class CRUD(:\n", r"bad.py:1: skeleton file is not valid Python"),
        (GOOD_CLAUSES, r"bad.py: skeleton file has no `class CRUD\(\)`"),
        (
            "class CRUD():\n    def GO(self):\n        # Example: GO FROM 1 OVER e YIELD 1\n        pass\n"
            + GOOD_CLAUSES,
            r"bad.py:2: skeleton function 'GO' has no docstring",
        ),
        (
            'class CRUD():\n    def GO(self):\n        """GO ..."""\n        # walk\n' + GOOD_CLAUSES,
            r"bad.py:2: skeleton function 'GO' has no `# Example:` line",
        ),
        (
            "class CRUD():\n    X = 1\n" + GOOD_CLAUSES,
            r"bad.py:2: `class CRUD` may only hold functions",
        ),
        (
            'class CRUD():\n    def where(self):\n        """w"""\n        # Example: YIELD 1\n'
            + GOOD_CLAUSES,
            r"skeleton function 'WHERE' clashes with 'where'",
        ),
        (
            'class CRUD():\n    def GO(self):\n        """g"""\n        x = 1\n        # Example: YIELD 1\n'
            + GOOD_CLAUSES,
            r"bad.py:4: skeleton function 'GO' may only hold a docstring and comments",
        ),
    ],
)
def test_malformed_library_files_are_reported(text: str, message: str) -> None:
    with pytest.raises(UserInputError, match=message):
        _parse(text)


def test_minimal_library_and_example_spellings() -> None:
    sk = _parse(
        '''
        # header comment
        class CRUD():
            def GO(self):
                """
                GO FROM <vid> OVER <edge>
                """
                # walk edges
                # Example:GO FROM "a" OVER like YIELD dst(edge)
                # example: GO FROM "b" OVER like YIELD dst(edge)

        # the request clauses
        class SUBFUNCTION():
            def WHERE(self):
                """WHERE <condition>"""
                # filter
                # Example: YIELD 1 AS x WHERE 1 > 0
        '''
    )
    go = sk.functions["GO"]
    assert go.examples == ('GO FROM "a" OVER like YIELD dst(edge)', 'GO FROM "b" OVER like YIELD dst(edge)')
    assert go.comment == "walk edges"
    assert go.syntax == "GO FROM <vid> OVER <edge>"
    assert "the request clauses" not in go.source
    assert sk.crud == ["GO"] and sk.clauses == ["WHERE"]


def test_missing_file_and_unknown_dialect(tmp_path: Path) -> None:
    with pytest.raises(UserInputError, match="cannot read skeleton file"):
        load_skeleton("ngql", path=tmp_path / "nope.py")
    with pytest.raises(UserInputError, match="unknown dialect"):
        load_skeleton("sparql")
    assert load_skeleton("nebula").dialect == "ngql"
