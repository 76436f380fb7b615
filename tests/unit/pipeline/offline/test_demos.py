"""The demonstration pool: loading, masked retrieval, and the learned schema lexicon."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.errors import UserInputError
from r3.pipeline.offline.demos import Demo, DemoPool, demos_from_rows, load_demos
from r3.understand.cues import question_facts
from r3.understand.lexicon import SchemaLexicon, item_key
from r3.understand.linking import Link

pytestmark = pytest.mark.quick


def _schema() -> SpaceSchema:
    s = SpaceSchema("toy")
    s.add(SchemaItem("person", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int")]))
    s.add(SchemaItem("knows", "edge", [PropertyDef("since", "int")]))
    s.add(SchemaItem("admires", "edge", []))
    return s


def test_load_demos_reads_jsonl_and_reports_bad_lines(tmp_path: Path) -> None:
    good = tmp_path / "demos.jsonl"
    good.write_text(
        json.dumps({"id": "a", "question": "q1", "gold": "YIELD 1", "space": "toy"})
        + "\n\n"
        + json.dumps({"question": "q2", "gold": "YIELD 2", "space": "toy"})
        + "\n"
        + json.dumps({"question": "no gold", "space": "toy"})
        + "\n",
        encoding="utf-8",
    )
    demos = load_demos(good)
    assert [(d.id, d.question) for d in demos] == [("a", "q1"), ("demos.jsonl:3", "q2")]
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(UserInputError, match="bad.jsonl:1"):
        load_demos(bad)


def _link(q: str, name: str) -> list[Link]:
    start = q.index(name)
    return [Link(name, "vertex", start, start + len(name), 1.0, "person", None, ("person",))]


def test_names_are_masked_so_the_shape_decides() -> None:
    demos = [
        Demo("a", "Whom does Alice Smith know?", 'GO FROM "Alice Smith" OVER knows YIELD dst(edge)', "toy"),
        Demo("b", "How old is Alice Smith?", 'FETCH PROP ON person "Alice Smith" YIELD person.age', "toy"),
    ]
    links = {"a": _link(demos[0].question, "Alice Smith"), "b": _link(demos[1].question, "Alice Smith")}

    class _Linker:
        def link(self, question: str, k: int = 10) -> list[Link]:
            for d in demos:
                if d.question == question:
                    return links[d.id]
            return _link(question, "Bob Jones") if "Bob Jones" in question else []

    pool = DemoPool(demos, schema_for_space=lambda s: _schema(), linker_for_space=lambda s: _Linker())
    q = "Whom does Bob Jones know?"
    lk = _link(q, "Bob Jones")
    facts = question_facts(q, names=[x.span for x in lk])
    best = pool.nearest(q, lk, facts, space="toy", k=2, evidence=pool.evidence(q, "toy"))
    assert [n.info.demo.id for n in best][0] == "a"
    assert best[0].similarity > 0.9


def test_other_spaces_are_used_only_when_the_space_has_no_demos() -> None:
    pool = DemoPool(
        demos_from_rows([{"id": "x", "question": "How old is Bob?", "gold": "YIELD 1", "space": "other"}])
    )
    q = "How old is Carol?"
    facts = question_facts(q)
    assert [n.info.demo.id for n in pool.nearest(q, [], facts, space="toy")] == ["x"]
    assert pool.nearest(q, [], facts, space="other", exclude_ids={"x"}) == []


def test_lexicon_learns_words_for_schema_items_and_forgets_excluded_demos() -> None:
    schema = _schema()
    examples = [
        ("张三 钦佩 谁", {item_key("edge", "admires")}),
        ("李四 钦佩 谁", {item_key("edge", "admires")}),
        ("王五 钦佩 的人", {item_key("edge", "admires")}),
        ("张三 认识 谁", {item_key("edge", "knows")}),
        ("李四 认识 的人", {item_key("edge", "knows")}),
    ]
    lex = SchemaLexicon.learn(schema, examples, min_count=3)
    assert lex.evidence("赵六 钦佩 谁")[item_key("edge", "admires")] == 1.0
    assert item_key("edge", "knows") not in lex.evidence("赵六 钦佩 谁")
    # Only two examples say 认识: below min_count, no evidence.
    assert item_key("edge", "knows") not in lex.evidence("赵六 认识 谁")
    # Leaving one 钦佩 example out drops the word below min_count.
    gone = [({"cc:钦佩"}, {item_key("edge", "admires")}, True)]
    assert item_key("edge", "admires") not in lex.evidence("赵六 钦佩 谁", minus=gone)
    # Names written in the question are evidence without any example.
    assert lex.evidence("who knows Bob")[item_key("edge", "knows")] == 1.0


def test_pool_evidence_leaves_out_the_asked_rows() -> None:
    rows = [
        {
            "id": str(i),
            "question": f"P{i} 钦佩 谁",
            "gold": f'GO FROM "P{i}" OVER admires YIELD dst(edge)',
            "space": "toy",
        }
        for i in range(3)
    ] + [
        {
            "id": f"k{i}",
            "question": f"K{i} 认识 谁",
            "gold": f'GO FROM "K{i}" OVER knows YIELD dst(edge)',
            "space": "toy",
        }
        for i in range(2)
    ]
    pool = DemoPool(demos_from_rows(rows), schema_for_space=lambda s: _schema())
    key = item_key("edge", "admires")
    assert pool.evidence("Q 钦佩 谁", "toy").get(key) == 1.0
    assert key not in pool.evidence("Q 钦佩 谁", "toy", exclude_ids={"0"})
