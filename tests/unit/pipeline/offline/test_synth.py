"""Demonstration synthesis (``r3 demos synth``, :mod:`r3.pipeline.offline.synth`).

Small graphs built here: one whose vids are opaque codes and whose names live in ``name``
(no question may show a vid), one whose vids are the names, one with COMMENTs and aliases.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from helpers import engine_with, write_graphs

from r3.cli import cli
from r3.lang.parser import parse
from r3.lang.validator import validate
from r3.models.fake import FakeModel
from r3.pipeline.offline.synth import (
    SHAPES,
    SynthOptions,
    Vocabulary,
    cached_synthesize,
    synthesize,
    verbalize,
)
from r3.pipeline.offline.synth.verbalize import paraphrase, plural, split_name
from r3.understand.intent import Anchor, Condition, Hop, Intent, Order

_NAMES = ["Ada Lind", "Bo Chen", "Cy Moro", "Di Park", "Ed Vance", "Flo Ruiz", "Gus Hale", "Hu Ming", "Ida Berg",
          "Jo Kamp", "Kai Ito", "Liv Dahl"]  # fmt: skip
_CITIES = ["Northvale", "Southmere", "Eastwick", "Westfold"]


def opaque_graph() -> str:
    """Persons and cities behind opaque vids (``qz…``), names in ``name``, indexes for scans."""
    rng = random.Random(7)
    lines = [
        "CREATE SPACE g (vid_type = FIXED_STRING(16));",
        "USE g;",
        "CREATE TAG person(name string, age int, role string);",
        "CREATE TAG city(name string, population int);",
        "CREATE EDGE knows(since int);",
        "CREATE EDGE lives_in();",
        "CREATE TAG INDEX person_index ON person(name(32));",
        "CREATE TAG INDEX city_index ON city(name(32));",
    ]
    people = ", ".join(
        f'"qz{i:03d}":("{n}", {20 + 3 * i}, "{["staff", "lead", "guest"][i % 3]}")'
        for i, n in enumerate(_NAMES)
    )
    lines.append(f"INSERT VERTEX person(name, age, role) VALUES {people};")
    cities = ", ".join(f'"qc{i:03d}":("{n}", {1000 * (i + 1)})' for i, n in enumerate(_CITIES))
    lines.append(f"INSERT VERTEX city(name, population) VALUES {cities};")
    knows = {(i, (i + d) % len(_NAMES)) for i in range(len(_NAMES)) for d in (1, 2, 5)}
    edges = ", ".join(f'"qz{a:03d}"->"qz{b:03d}":({2000 + rng.randrange(20)})' for a, b in sorted(knows))
    lines.append(f"INSERT EDGE knows(since) VALUES {edges};")
    lives = ", ".join(f'"qz{i:03d}"->"qc{i % len(_CITIES):03d}":()' for i in range(len(_NAMES)))
    lines.append(f"INSERT EDGE lives_in() VALUES {lives};")
    return "\n".join(lines) + "\n"


#: Vids are the names; a tag without a string property (the vid is its name).
NAMED_GRAPH = """
CREATE SPACE g (vid_type = FIXED_STRING(32));
USE g;
CREATE TAG drug(price double);
CREATE TAG disease(kind string);
CREATE EDGE recommend_drug(start_year int);
CREATE TAG INDEX drug_index ON drug();
CREATE TAG INDEX disease_index ON disease(kind(16));
INSERT VERTEX drug(price) VALUES "aspirin":(2.5), "ibuprofen":(3.0), "codeine":(9.0), "statin":(12.0);
INSERT VERTEX disease(kind) VALUES "flu":("acute"), "migraine":("chronic"), "gout":("chronic"), "cold":("acute");
INSERT EDGE recommend_drug(start_year) VALUES "flu"->"aspirin":(1990), "flu"->"ibuprofen":(2001),
    "migraine"->"aspirin":(1995), "migraine"->"codeine":(2010), "gout"->"ibuprofen":(2004),
    "cold"->"aspirin":(1999), "gout"->"statin":(2015);
"""

GRAPHS = {"opaque": opaque_graph(), "named": NAMED_GRAPH}


def _rows(graph: str, lang: str, **options: object) -> list[dict[str, object]]:
    engine = engine_with(GRAPHS[graph])
    return synthesize(engine, "g", SynthOptions(langs=(lang,), **options)).rows  # type: ignore[arg-type]


@pytest.mark.parametrize("graph", sorted(GRAPHS))
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_gold_parses_validates_and_returns_rows(graph: str, lang: str) -> None:
    engine = engine_with(GRAPHS[graph])
    space = engine.schema().space("g")
    rows = synthesize(engine, "g", SynthOptions(per_shape=4, langs=(lang,))).rows
    assert len(rows) >= 20
    for row in rows:
        assert set(row) == {"id", "space", "question", "gold", "lang", "shape", "source"}
        assert row["lang"] == lang and row["source"] == "synth" and row["space"] == "g"
        gold = str(row["gold"])
        tree = parse(gold)
        errors = [i for i in validate(tree, space) if i.severity == "error"]
        assert not errors, (gold, errors)
        assert engine.execute(gold).rows, gold
    assert len({r["gold"] for r in rows}) == len(rows), "duplicate queries"


def test_shapes_covered_on_the_opaque_graph() -> None:
    shapes = {r["shape"] for r in _rows("opaque", "en", per_shape=3)}
    assert shapes >= {
        "one-hop", "reverse", "property", "comparison", "count", "aggregate", "top-k",
        "two-hop", "filter-hop", "both", "negation", "path", "subgraph",
    }  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_questions_name_vertices_never_by_opaque_vid(lang: str) -> None:
    rows = _rows("opaque", lang, per_shape=5)
    for row in rows:
        question = str(row["question"])
        assert "qz" not in question and "qc" not in question, question
    assert any(n in str(r["question"]) for r in rows for n in _NAMES)


def test_deterministic_under_a_seed() -> None:
    first = _rows("opaque", "en", per_shape=3, seed=5)
    assert first == _rows("opaque", "en", per_shape=3, seed=5)
    assert first != _rows("opaque", "en", per_shape=3, seed=6)


def test_both_languages_in_one_run() -> None:
    engine = engine_with(GRAPHS["named"])
    rows = synthesize(engine, "g", SynthOptions(per_shape=2, langs=("en", "zh"))).rows
    by_gold: dict[str, set[str]] = {}
    for r in rows:
        by_gold.setdefault(str(r["gold"]), set()).add(str(r["lang"]))
    assert all(langs == {"en", "zh"} for langs in by_gold.values())


# --------------------------------------------------------------------------- verbalizing


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("recommend_drug", "recommend drug"),
        ("start_year", "start year"),
        ("startYear", "start year"),
        ("age", "age"),
    ],
)
def test_split_name(name: str, words: str) -> None:
    assert split_name(name) == words


@pytest.mark.parametrize(
    ("word", "many"), [("team", "teams"), ("city", "cities"), ("class", "classes"), ("day", "days")]
)
def test_plural(word: str, many: str) -> None:
    assert plural(word) == many


_A = Anchor("qz001", "person", "name", "Bo Chen")
_B = Anchor("qz002", "person", "name", "Cy Moro")
_HOP = Hop("lives_in", "out", "city")
#: (intent, words every phrasing in English must contain)
VERBALIZE_CASES = [
    (Intent(target="city", anchors=(_A,), hops=(_HOP,)), ["Bo Chen", "lives in"]),
    (Intent(target="person", anchors=(_A,), hops=(Hop("knows", "in", "person"),)), ["Bo Chen", "know"]),
    (Intent(target="person", anchors=(_A,), returns=("age",)), ["Bo Chen", "age"]),
    (Intent(target="person", conditions=(Condition("person", "age", ">", 30),)), ["age", "30"]),
    (Intent(target="city", anchors=(_A,), hops=(_HOP,), aggregate="count"), ["Bo Chen"]),
    (Intent(target="person", anchors=(_A,), hops=(Hop("knows", "out", "person"),), aggregate="avg", aggregate_prop="age"), ["average", "age"]),
    (Intent(target="person", order=Order("person", "age", True), limit=3), ["3", "age"]),
    (Intent(target="city", anchors=(_A, _B), hops=(_HOP,)), ["Bo Chen", "Cy Moro"]),
    (Intent(target="city", anchors=(_A,), hops=(_HOP,), negated=True), ["Bo Chen", "not"]),
    (Intent(kind="path", anchors=(_A, _B)), ["Bo Chen", "Cy Moro"]),
    (Intent(kind="subgraph", anchors=(_A,), steps=1), ["Bo Chen"]),
]  # fmt: skip


@pytest.mark.parametrize(("intent", "words"), VERBALIZE_CASES)
def test_verbalize_uses_names_and_schema_words(intent: Intent, words: list[str]) -> None:
    vocab = Vocabulary(engine_with(GRAPHS["opaque"]).schema().space("g"))
    for seed in range(6):
        en = verbalize(intent, vocab, "en", random.Random(seed))
        assert all(w in en for w in words), en
        assert "qz" not in en
        zh = verbalize(intent, vocab, "zh", random.Random(seed))
        assert all(str(a.value) in zh for a in intent.anchors), zh
        assert any("\u4e00" <= ch <= "\u9fff" for ch in zh), zh


def test_comments_and_aliases_name_schema_items() -> None:
    from r3.contracts.aliases import Aliases

    script = GRAPHS["named"].replace(
        "CREATE TAG drug(price double);", 'CREATE TAG drug(price double) COMMENT = "药物";'
    )
    schema = engine_with(script).schema().space("g")
    intent = Intent(
        target="drug", anchors=(Anchor("flu", "disease"),), hops=(Hop("recommend_drug", "out", "drug"),)
    )
    zh = verbalize(intent, Vocabulary(schema), "zh", random.Random(0))
    assert "药物" in zh and "recommend drug" in zh
    aliases = Aliases.from_mapping({"recommend_drug": ["推荐", "recommends"]}, schema)
    vocab = Vocabulary(schema, aliases)
    assert "推荐" in verbalize(intent, vocab, "zh", random.Random(0))
    assert "recommends" in verbalize(intent, vocab, "en", random.Random(0))


def test_paraphrase_keeps_names_or_falls_back() -> None:
    good = FakeModel(default="Which cities is Bo Chen living in?")
    assert paraphrase("Which cities does Bo Chen lives in?", "en", ["Bo Chen"], good) == (
        "Which cities is Bo Chen living in?"
    )
    assert "[question]:Which cities" in good.requests[0]["messages"][0]["content"]
    dropped = FakeModel(default="Where does he live?")
    assert paraphrase("Which cities does Bo Chen lives in?", "en", ["Bo Chen"], dropped) == (
        "Which cities does Bo Chen lives in?"
    )


def test_synthesize_with_a_model_paraphrases() -> None:
    engine = engine_with(GRAPHS["named"])
    model = FakeModel(rules=[(r"\[question\]:(.*)", r"Please answer: \1")])
    rows = synthesize(engine, "g", SynthOptions(per_shape=1, shapes=("one-hop",)), model=model).rows
    assert rows and all(str(r["question"]).startswith("Please answer: ") for r in rows)


# --------------------------------------------------------------------------- cache and pipeline


@pytest.fixture
def graph_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    return write_graphs(tmp_path / "graphs", {"g": GRAPHS["opaque"]}) / "g"


def _open(folder: Path) -> Any:
    from r3.graph.connect import open_backend

    return open_backend(f"embedded://{folder}")


def test_cache_is_reused_and_rebuilt_when_the_graph_changes(graph_dir: Path, tmp_path: Path) -> None:
    options = SynthOptions(per_shape=2)
    first = cached_synthesize(_open(graph_dir), "g", options)
    assert not first.cached and first.cache is not None and first.cache.is_file()
    again = cached_synthesize(_open(graph_dir), "g", options)
    assert again.cached and again.rows == first.rows
    script = graph_dir / "g.ngql"
    script.write_text(
        script.read_text(encoding="utf-8")
        + 'INSERT VERTEX city(name, population) VALUES "qc999":("Newtown", 5);\n',
        encoding="utf-8",
    )
    changed = cached_synthesize(_open(graph_dir), "g", options)
    assert not changed.cached and changed.cache != first.cache
    assert not first.cache.exists(), "the stale file of the same graph is removed"


def test_pipeline_synthesizes_demos_when_it_has_none(graph_dir: Path) -> None:
    from r3.pipeline.pipeline import Pipeline

    url = f"embedded://{graph_dir}"
    # Synthesized on first request (a few-shot model refiner's pool asks; the offline refiner
    # composes instead and never triggers it), then named in the trace.
    with Pipeline.from_config("offline", graph=url) as pipeline:
        demos = pipeline._context_demos(pipeline._context(None, None))
        assert demos and all(d.source == "synth" for d in demos)
        note = pipeline.generate("Which city does Bo Chen live in?").trace.stages["demonstrations"].output
        assert note["source"] == "synthesized" and note["count"] == len(demos)
    with Pipeline.from_config("offline", graph=url) as pipeline:  # second start: from the cache
        pipeline._context_demos(pipeline._context(None, None))
        assert (
            pipeline.generate("Which city does Bo Chen live in?")
            .trace.stages["demonstrations"]
            .output["cached"]
        )
    given = [
        {
            "id": "d1",
            "space": "g",
            "question": "Who knows Ada Lind?",
            "gold": 'GO FROM "qz000" OVER knows REVERSELY',
        }
    ]
    with Pipeline.from_config("offline", graph=url, demos=given) as pipeline:
        assert "demonstrations" not in pipeline.generate("Which city does Bo Chen live in?").trace.stages
    with Pipeline.from_config("offline", graph=url, overrides={"synth_demos": False}) as pipeline:
        assert "demonstrations" not in pipeline.generate("Which city does Bo Chen live in?").trace.stages


def test_cli_demos_synth_writes_rows(graph_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "out" / "demos.jsonl"
    args = [
        "demos",
        "synth",
        "--graph",
        str(graph_dir),
        "--out",
        str(out),
        "--per-shape",
        "2",
        "--lang",
        "en,zh",
        "-q",
    ]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows and {r["lang"] for r in rows} == {"en", "zh"}
    assert all(shape in result.output for shape in SHAPES)
    bad = CliRunner().invoke(
        cli, ["demos", "synth", "--graph", str(graph_dir), "--out", str(out), "--lang", "fr"]
    )
    assert bad.exit_code == 2 and "unknown language fr" in bad.output
