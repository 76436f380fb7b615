"""Code-structure schema rendering: paper variants, rich form, plain text, facts from the data, CLI."""

from __future__ import annotations

import ast
import re
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from r3.cli import cli
from r3.contracts.schema import SpaceSchema
from r3.demo import demo_dir, demo_schema, open_demo_engine
from r3.engine.engine import Engine
from r3.engine.storage import GraphStore
from r3.errors import UserInputError
from r3.lang.ddl import schema_from_ddl
from r3.represent.schema_code import (
    PAPER_DESCRIBED,
    PAPER_TYPED,
    collect_sample_values,
    fill_edge_endpoints,
    infer_edge_endpoints,
    paper_style,
    render_schema_code,
    render_schema_text,
)

pytestmark = pytest.mark.quick

REPO = Path(__file__).resolve().parents[3]

LEAGUE = """
CREATE SPACE league (vid_type = FIXED_STRING(20));
USE league;
CREATE TAG person(name string NOT NULL COMMENT "full name", born date, score double DEFAULT 1.5) COMMENT = "someone";
CREATE TAG club(name string);
CREATE EDGE member(since int64);
CREATE EDGE knows();
CREATE TAG INDEX person_name ON person(name(10));
"""

WORDS = """
CREATE SPACE words (vid_type = FIXED_STRING(20));
USE words;
CREATE TAG word(text string, lang string) COMMENT = "a word of some language";
CREATE EDGE means(note string);
"""


def _space(ddl: str, name: str) -> SpaceSchema:
    return schema_from_ddl(ddl).space(name)


def _run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args))


# --------------------------------------------------------------------------- paper mode


def test_paper_typed_text_is_the_papers_layout() -> None:
    text = render_schema_code(_space(LEAGUE, "league"), paper=True)
    assert text.splitlines()[:5] == [
        "# this is the schema of this graph",
        "# Nodes",
        "class Tag():",
        "    def __init__(self,tag_name):",
        "        self.tag_name=tag_name",
    ]
    assert "class person(Tag):\n    def __init__(self,vid,name:str,born:date,score:float):\n" in text
    assert (
        "        self.vid=vid\n        self.name=name\n        self.born=born\n        self.score=score"
        in text
    )
    assert "# Edge\nclass Edge():\n    def __init__(self,edge_type_name):" in text
    assert "class member(Edge):\n    def __init__(self,src_vid,dst_vid,since:int):" in text
    assert "class knows(Edge):\n    def __init__(self,src_vid,dst_vid):" in text
    assert "#" not in text.split("# Edge\n")[1].replace("# ", "")  # typed variant: no comments
    assert "someone" not in text
    assert text.index("class person") < text.index("class club") < text.index("class member")


def test_paper_variant_rule_and_override() -> None:
    league, words = _space(LEAGUE, "league"), _space(WORDS, "words")
    assert paper_style(league) is PAPER_TYPED  # some property is not a string
    assert paper_style(words) is PAPER_DESCRIBED  # every property is a string
    assert paper_style(league, "described") is PAPER_DESCRIBED
    with pytest.raises(UserInputError, match="paper variant"):
        paper_style(league, "fancy")  # type: ignore[arg-type]


def test_paper_described_variant_uses_comments_endpoints_and_samples() -> None:
    words = _space(WORDS, "words")
    words.edges["means"].endpoints = [("word", "word")]
    words.edges["means"].properties[0].comment = "free text"
    text = render_schema_code(words, paper=True, sample_values={"means": {"note": ["loan", "calque"]}})
    assert "# Nodes\nclass Node():\n    def __init__(self,name):\n        self.name=name" in text
    assert "class word(Node):\n    # a word of some language\n    def __init__(self,vid,text,lang):" in text
    assert "# Edges\nclass Edge():\n    def __init__(self,scr_id,tag_id):" in text
    assert (
        "class means(Edge):\n    #word-->word\n    def __init__(self,scr_id,tag_id,note):\n"
        "        self.scr_id=scr_id\n        self.tag_id=tag_id\n"
        "        # note free text\n        # note such as loan calque\n        self.note=note"
    ) in text


# --------------------------------------------------------------------------- rich mode


def test_rich_text_is_valid_python_with_the_facts() -> None:
    league = _space(LEAGUE, "league")
    league.edges["member"].endpoints = [("person", "club")]
    text = render_schema_code(league, sample_values={"person": {"name": ["Ann Oak", "Bo"], "score": [2.5]}})
    namespace: dict[str, Any] = {}
    exec(compile(text, "<schema>", "exec"), namespace)  # valid and runnable Python
    assert {"Tag", "Edge", "person", "club", "member", "knows"} <= set(namespace)
    assert text.startswith("# This is the schema of the graph space `league` (nGQL for NebulaGraph).")
    assert "v.person.name in MATCH" in text and "e.since in MATCH, member.since in GO" in text
    assert "FIXED_STRING(20)" in text
    assert "    # someone\n    # indexes: person_name(name(10))\n" in text
    assert 'self.name = name  # string, NOT NULL: full name; e.g. "Ann Oak", "Bo"' in text
    assert 'born: "date"' in text and "self.born = born  # date\n" in text
    assert "self.score = score  # double, DEFAULT 1.5; e.g. 2.5" in text
    assert "    # (person) -[member]-> (club)\n" in text


def test_rich_renames_what_python_cannot_parse() -> None:
    space = _space("CREATE TAG `class`(`from` int, `2nd` string);", "default")
    text = render_schema_code(space)
    ast.parse(text)
    assert "class class_(Tag):\n    # the tag is named `class`" in text
    assert "from_: int" in text and "named `from`" in text
    assert "_2nd: str" in text and "named `2nd`" in text


def test_cypher_dialect_speaks_of_labels_without_qualifiers() -> None:
    league = _space(LEAGUE, "league")
    league.edges["member"].endpoints = [("person", "club")]
    text = render_schema_code(league, dialect="cypher")
    ast.parse(text)
    assert "(Cypher)" in text and "without the label: n.name, r.since" in text
    assert "class person(Label):" in text and "class member(Relationship):" in text
    assert "# (:person)-[:member]->(:club)" in text
    assert "v.person.name" not in text and "vid" not in text
    with pytest.raises(UserInputError, match="dialect"):
        render_schema_code(league, dialect="sparql")  # type: ignore[arg-type]


def test_plain_text_paper_and_rich() -> None:
    league = _space(LEAGUE, "league")
    assert render_schema_text(league) == (
        "the node type:[{'person':[name,born,score],'club':[name]}],"
        "the edge type:[{'member':[since],'knows':[]}]"
    )
    league.edges["member"].endpoints = [("person", "club")]
    rich = render_schema_text(league, paper=False)
    assert rich.splitlines() == [
        "node types: person(name string, born date, score double); club(name string)",
        "edge types: member(since int64) from person -> club; knows()",
    ]


# --------------------------------------------------------------------------- facts from the data


@pytest.fixture(scope="module")
def demo() -> Engine:
    return open_demo_engine()


def test_demo_endpoints_from_the_data(demo: Engine) -> None:
    found = infer_edge_endpoints(demo)
    # player-coaches carry both tags; coach explains every coach_of edge, player only half
    assert found == {
        "like": [("player", "player")],
        "serve": [("player", "team")],
        "coach_of": [("coach", "team")],
    }


class _Backend:
    """A GraphBackend-like view (scan_vertices/scan_edges only) over an engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def scan_vertices(self, space: str | None = None) -> Iterator[Any]:
        return self.engine.scan_vertices(space)

    def scan_edges(self, space: str | None = None) -> Iterator[Any]:
        return self.engine.scan_edges(space)


def test_backend_source_gives_the_same_facts(demo: Engine) -> None:
    schema = demo_schema()
    assert infer_edge_endpoints(_Backend(demo), space="demo") == infer_edge_endpoints(demo)
    via_backend, via_engine = (
        collect_sample_values(_Backend(demo), schema),
        collect_sample_values(demo, schema),
    )
    # ties may break differently (the scans visit vertices in another order); the shape is the same
    assert {k: {p: len(v) for p, v in d.items()} for k, d in via_backend.items()} == {
        k: {p: len(v) for p, v in d.items()} for k, d in via_engine.items()
    }
    assert via_backend["like"] == via_engine["like"]
    with pytest.raises(UserInputError, match="cannot read graph data"):
        infer_edge_endpoints(object())


def _multi_tag_engine() -> Engine:
    store = GraphStore()
    Engine(store).execute(
        """CREATE SPACE s (vid_type = FIXED_STRING(8)); USE s;
        CREATE TAG a(x int); CREATE TAG b(y string); CREATE TAG c(); CREATE EDGE e(w int);""",
        allow_writes=True,
    )
    engine = Engine(store, space="s")
    engine.execute(
        """INSERT VERTEX a(x) VALUES "a1":(1), "a2":(1), "a3":(2), "a4":(NULL);
        INSERT VERTEX b(y) VALUES "b1":("p"), "b2":(""), "a1":("q");
        INSERT VERTEX c() VALUES "c1":(), "b1":(), "b2":();
        INSERT EDGE e(w) VALUES "a1"->"b1":(2), "a2"->"b2":(1), "a3"->"b1":(2), "a4"->"b2":(1),
            "a2"->"c1":(2), "a3"->"zz":(5)""",
        allow_writes=True,
    )
    return engine


def test_cover_prefers_the_pair_that_explains_most_then_the_smaller_tags() -> None:
    engine = _multi_tag_engine()
    # dst b1/b2 carry b and c (tie on count, b has 3 vertices incl. a1, c has 3: then by name);
    # c1 (c only) makes (a, c) explain one edge more than (a, b): 5 of the 5 non-dangling edges
    assert infer_edge_endpoints(engine) == {"e": [("a", "c")]}
    assert infer_edge_endpoints(engine, sample=2) == {"e": [("a", "b")]}  # first two: a tie → name
    schema = engine.schema().space("s")
    fill_edge_endpoints(schema, engine)
    assert schema.edges["e"].endpoints == [("a", "c")]


def test_min_share_keeps_minor_pairs_only_above_it(demo: Engine) -> None:
    engine = _multi_tag_engine()
    engine.execute('INSERT EDGE e(w) VALUES "b1"->"a1":(9)', allow_writes=True)
    assert infer_edge_endpoints(engine, min_share=0.5) == {"e": [("a", "c")]}
    # b1 (b, c) -> a1 (a, b): four pairs explain it once each; the smaller tags win, then the name
    assert infer_edge_endpoints(engine, min_share=0.1) == {"e": [("a", "c"), ("b", "b")]}


def test_sample_values_most_frequent_first_without_nulls_or_empties() -> None:
    engine = _multi_tag_engine()
    samples = collect_sample_values(engine, engine.schema().space("s"), per_property=2)
    assert samples["a"] == {"x": [1, 2]}  # 1 twice; NULL skipped
    assert samples["b"] == {"y": ["p", "q"]}  # "" skipped; ties in scan order
    assert samples["e"] == {"w": [2, 1]}  # 2 three times, 1 twice
    assert "c" not in samples  # no properties


# --------------------------------------------------------------------------- CLI and schemas/


def _readme_commands() -> list[list[str]]:
    readme = (REPO / "schemas" / "README.md").read_text(encoding="utf-8")
    return [shlex.split(line)[1:] for line in readme.splitlines() if line.startswith("r3 schema ")]


def test_committed_schemas_equal_a_fresh_render(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    commands = _readme_commands()
    assert len(commands) == 2
    monkeypatch.chdir(REPO)
    for args in commands:
        target = Path(args[args.index("--out") + 1])
        fresh = tmp_path / target.name
        args[args.index("--out") + 1] = str(fresh)
        result = _run(*args)
        assert result.exit_code == 0, result.output
        assert target.read_text(encoding="utf-8") == fresh.read_text(encoding="utf-8"), (
            f"{target} is stale: regenerate it as schemas/README.md says"
        )


def test_cli_rich_reads_endpoints_and_samples_from_the_data() -> None:
    data = str(demo_dir().parent)
    result = _run("schema", "--graphs", data, "--space", "demo")
    assert result.exit_code == 0, result.output
    assert "# (coach) -[coach_of]-> (team)" in result.output and "e.g." in result.output
    bare = _run("schema", "--graphs", data, "--space", "demo", "--no-data")
    assert "-[coach_of]->" not in bare.output and "e.g." not in bare.output
    fewer = _run("schema", "--graphs", data, "--space", "demo", "--samples", "1")
    assert re.search(r'e\.g\. "[^"]+"\n', fewer.output) and "e.g." in fewer.output
    cypher = _run("schema", "--graph", str(demo_dir()), "--dialect", "cypher")
    assert "class coach_of(Relationship):" in cypher.output


def test_cli_graph_url_forms(tmp_path: Path) -> None:
    text = _run("schema", "--graph", f"embedded://{demo_dir()}?space=demo", "--format", "text", "--paper")
    assert text.exit_code == 0, text.output
    assert text.output.startswith("the node type:[{'player':[name,age],'team':[name],'coach':[name,since]}]")
    store = tmp_path / "g.sqlite"
    with GraphStore(store) as gs:
        from r3.engine.loader import load_graph

        load_graph(demo_dir(), gs, "demo", progress=False)
    stored = _run("schema", "--graph", f"embedded://{store}", "--paper")
    assert stored.exit_code == 0, stored.output
    assert "class coach_of(Edge):" in stored.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "either --graph URL or --graphs"),
        (["--graph", "x", "--graphs", "y"], "either --graph URL or --graphs"),
        (["--graphs", "data"], "needs --space"),
        (["--graphs", "data", "--space", "nope"], "no folder for space 'nope'"),
        (["--graph", "/no/such/place"], "does not exist"),
        (["--graph", "foo://somewhere"], "not a graph URL"),
    ],
)
def test_cli_user_errors_are_one_line(args: list[str], message: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    result = _run("schema", *args)
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output
