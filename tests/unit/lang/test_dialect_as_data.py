"""Dialect as data (issue 17 §1): everything that differs between query languages is on the
:class:`~r3.lang.dialects.Dialect`, registered in :data:`r3.lang.dialects.DIALECTS`.

- no code outside ``r3/lang/dialects`` branches on a dialect's name;
- a third dialect is a registry entry: the parser, printer, validator and schema renderer
  work with it unchanged (here a copy of Cypher under another name);
- the CLI's ``--dialect`` choices and the HTTP API's request schema come from the registry.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import click
import pytest

from r3.contracts.schema import SpaceSchema
from r3.demo import demo_schema
from r3.errors import UserInputError
from r3.lang.dialects import DIALECTS, Dialect, dialect_names, get_dialect

ROOT = Path(__file__).resolve().parents[3]
DIALECTS_DIR = ROOT / "r3" / "lang" / "dialects"

_NAME = r"[\"'](?:ngql|cypher)[\"']"
#: Ways code branches on (or selects by) a dialect's name.
NAME_BRANCHES = re.compile(
    rf"(?:==|!=)\s*{_NAME}"  # x == "cypher"
    rf"|{_NAME}\s*(?:==|!=)"  # "ngql" != x
    rf"|{_NAME}\s+if\s"  # "cypher" if x else "ngql"
    rf"|\belse\s+{_NAME}"
    rf"|\bcase\s+{_NAME}"  # match dialect: case "ngql"
    rf"|Literal\[\s*{_NAME}\s*,\s*{_NAME}"  # a second DialectName
    rf"|[{{,]\s*{_NAME}\s*:"  # {"ngql": …, "cypher": …} tables keyed by name
    rf"|\bin\s*[\(\[\{{]\s*{_NAME}\s*,\s*{_NAME}"  # dialect in ("ngql", "cypher")
)


def name_branches() -> list[str]:
    found = []
    for path in sorted((ROOT / "r3").rglob("*.py")):
        if DIALECTS_DIR in path.parents:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0] if line.lstrip().startswith("#") else line
            if NAME_BRANCHES.search(code):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_no_code_outside_the_dialect_modules_branches_on_a_dialect_name() -> None:
    found = name_branches()
    assert not found, (
        "branch on a Dialect attribute instead of the dialect's name (r3/lang/dialects):\n" + "\n".join(found)
    )


def test_the_branch_scan_sees_the_usual_forms() -> None:
    for line in (
        'if dialect == "cypher":',
        'x = "Cypher" if d != "ngql" else "nGQL"',
        'shape: Literal["ngql", "cypher"] = "ngql"',
        '_WORDS = {"ngql": A, "cypher": B}',
        'if dialect in ("ngql", "cypher"):',
    ):
        assert NAME_BRANCHES.search(line), line
    for line in ('parse(query, "ngql")', 'dialect: str = "ngql"', 'style not in ("ngql", "console")'):
        assert not NAME_BRANCHES.search(line), line


# --------------------------------------------------------------------------- the registry


def test_the_registry_holds_both_dialects_with_their_aliases() -> None:
    assert dialect_names() == DIALECTS.names() == ("ngql", "cypher")
    assert get_dialect("NebulaGraph") is get_dialect("ngql")
    assert get_dialect("neo4j") is get_dialect("openCypher") is get_dialect("cypher")
    assert get_dialect(get_dialect("cypher")) is get_dialect("cypher")
    assert (get_dialect("ngql").display_name, get_dialect("cypher").display_name) == ("nGQL", "Cypher")


def test_an_unknown_dialect_is_a_one_line_error_naming_the_known_ones() -> None:
    with pytest.raises(UserInputError, match=r"^unknown dialect 'sql'; known: ngql, cypher$"):
        get_dialect("sql")
    with pytest.raises(UserInputError, match="must be a string"):
        get_dialect(3)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- a third dialect


@pytest.fixture
def toy() -> Iterator[Dialect]:
    """A third dialect: Cypher's tables under another name, registered for one test."""
    dialect = replace(get_dialect("cypher"), name="toy", display_name="ToyQL")
    with DIALECTS.override("toy", dialect, description="a test dialect", aliases=("toyql",)):
        yield dialect


@pytest.fixture(scope="module")
def space() -> SpaceSchema:
    return demo_schema()


QUERY = "MATCH (n:player)-[r:like]->(m:player) WHERE n.age > 30 RETURN n.name, m.name ORDER BY n.name LIMIT 3"


def test_a_registered_dialect_parses_and_prints_without_code_changes(toy: Dialect) -> None:
    from r3.lang import ast
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    assert "toy" in dialect_names() and get_dialect("ToyQL") is toy
    script = parse(QUERY, "toy")
    assert script == parse(QUERY, "cypher")
    assert to_text(script, "toy") == to_text(script, "cypher")
    go = parse('GO FROM "a" OVER like YIELD dst(edge)', "ngql")
    with pytest.raises(UserInputError, match=r"Go exists only in nGQL; it cannot be printed as toy"):
        to_text(go, "toy")
    # the nGQL-only message now names every dialect that has the node kind
    match = parse("MATCH (n) RETURN n {.name}", "cypher").statements[0]
    assert any(isinstance(n, ast.MapProjection) for n in match.walk())
    with pytest.raises(UserInputError, match=r"exists only in Cypher, ToyQL; it cannot be printed as ngql"):
        to_text(match, "ngql")


def test_a_registered_dialect_is_validated_and_analysed_by_its_rules(
    toy: Dialect, space: SpaceSchema
) -> None:
    from r3.lang.analysis import analyze
    from r3.lang.validator import validate

    def seen(dialect: str, text: str) -> list[tuple[str, str]]:
        return [(i.code, i.severity) for i in validate(text, space, dialect=dialect)]

    for text in (
        QUERY,
        "MATCH (n:player) RETURN n.nmae",  # unknown property: Cypher only warns
        "MATCH (n:player) WHERE (n)-[:like]->(x) RETURN n",  # a pattern predicate binds nothing
        "MATCH (n:player) RETURN n.player.name",  # nGQL's tag-qualified read is no Cypher
    ):
        assert seen("toy", text) == seen("cypher", text), text
    assert ("unknown-property", "warning") in seen("toy", "MATCH (n:player) RETURN n.nmae")
    assert analyze(QUERY, "toy", schema=space) == analyze(QUERY, "cypher", schema=space)


def test_a_registered_dialect_gets_schema_texts_prompts_and_transpilers(
    toy: Dialect, space: SpaceSchema
) -> None:
    from r3.lang.transpile import transpile
    from r3.pipeline.prompts import language_name
    from r3.represent.schema_code import render_schema_code
    from r3.represent.schema_subset import select_schema

    assert render_schema_code(space, dialect="toy") == render_schema_code(space, dialect="cypher")
    assert "# Relationships" in render_schema_code(space, dialect="toy")
    assert (
        select_schema(space, ["player", "like"], dialect="toy").text
        == select_schema(space, ["player", "like"], dialect="cypher").text
    )
    assert language_name("toy") == "ToyQL"
    ngql = 'GO FROM "p1" OVER like YIELD like._dst AS id'
    assert transpile(QUERY, "toy", "ngql") == transpile(QUERY, "cypher", "ngql")
    with pytest.raises(UserInputError, match="no transpiler from ngql to toy"):
        transpile(ngql, "ngql", "toy")


def test_a_dialect_without_schema_grammar_or_words_says_so(toy: Dialect, space: SpaceSchema) -> None:
    from r3.lang.schema_grammar import schema_lark
    from r3.represent.schema_code import render_schema_code

    assert schema_lark(space, "toy", names="short") == schema_lark(space, "cypher", names="short").replace(
        "(cypher)", "(toy)"
    )
    bare = replace(toy, name="bare", schema_grammar="", schema_words=None)
    with pytest.raises(UserInputError, match="no schema grammar"):
        schema_lark(space, bare)
    with pytest.raises(UserInputError, match="no schema words"):
        render_schema_code(space, dialect=bare)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- CLI and API choices


def _dialect_options() -> list[tuple[str, click.Parameter]]:
    from r3.cli import cli

    found = []

    def walk(command: click.Command, path: str) -> None:
        for param in command.params:
            if isinstance(param, click.Option) and {"--dialect", "--from", "--to"} & set(param.opts):
                found.append((f"{path} {param.opts[0]}", param))
        if isinstance(command, click.Group):
            ctx = click.Context(command)
            for name in command.list_commands(ctx):  # r3's top group imports a command when asked
                if (sub := command.get_command(ctx, name)) is not None:
                    walk(sub, f"{path} {name}")

    walk(cli, "r3")
    return found


def test_cli_dialect_choices_come_from_the_registry(toy: Dialect) -> None:
    options = _dialect_options()
    assert len(options) >= 4, options  # lint, query, represent schema, transpile --from/--to
    for where, param in options:
        assert isinstance(param.type, click.Choice), where
        assert tuple(param.type.choices) == dialect_names(), where
        assert "toy" in param.type.choices, where


def test_api_request_schema_lists_and_checks_the_registered_dialects(toy: Dialect) -> None:
    pytest.importorskip("pydantic")
    from pydantic import ValidationError

    from r3.api.schemas import GenerateRequest, QueryRequest

    for model in (GenerateRequest, QueryRequest):
        field = model.model_json_schema()["properties"]["dialect"]
        choices = [branch.get("enum") for branch in field["anyOf"] if branch.get("type") == "string"]
        assert choices == [list(dialect_names())]
        assert "toy" in choices[0]
    assert GenerateRequest(question="q", dialect="toy").dialect == "toy"
    assert GenerateRequest(question="q", dialect="neo4j").dialect == "neo4j"  # aliases pass, as sent
    with pytest.raises(ValidationError, match="unknown dialect 'sql'; known: ngql, cypher, toy"):
        GenerateRequest(question="q", dialect="sql")
