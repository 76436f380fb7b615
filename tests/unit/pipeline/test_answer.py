"""The answer stage (r3.pipeline.answer): rows → names → an honest sentence, in the question's language.

The expected sentences are written from the rules of the module doc (count, the names in row
order, "and", hedging), not copied from the code's output.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from r3.pipeline.answer import (
    Answerer,
    display_name,
    label,
    language,
    ngql_name_lookup,
    plural,
    string_values,
    template_answer,
)
from r3.pipeline.config import AnswerConfig
from r3.pipeline.trace import StageTrace
from r3.values import NULL, Edge, Step, Vertex
from r3.values import Path as GPath


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Who likes Tim Duncan?", "en"),
        ("谁喜欢王芳？", "zh"),
        ("他们效力过哪些球队？", "zh"),
        ("Which of Ada Lind and 陈伟 are older than 30?", "en"),  # a Chinese name in English
        ("谁喜欢Tim Duncan？", "zh"),
    ],
)
def test_language(question: str, lang: str) -> None:
    assert language(question) == lang


@pytest.mark.parametrize(
    ("column", "noun"),
    [
        ("fan", "fan"),
        ("t.team.name", "team"),
        ("like.likeness", "likeness"),
        ("player_name", "player name"),
        ("dst(edge)", None),
        ("src(edge)", None),
        ("id(v)", None),
        ("v", None),
        ("count(*)", "count"),
        ("名字", None),
    ],
)
def test_label(column: str, noun: str | None) -> None:
    assert label(column) == noun


@pytest.mark.parametrize(
    ("word", "count", "expected"),
    [
        ("team", 2, "teams"),
        ("team", 1, "team"),
        ("city", 3, "cities"),
        ("day", 2, "days"),
        ("match", 2, "matches"),
        ("likeness", 2, "likeness"),
    ],
)
def test_plural(word: str, count: int, expected: str) -> None:
    assert plural(word, count) == expected


@pytest.mark.parametrize(
    ("question", "columns", "rows", "kwargs", "expected"),
    [
        ("Who likes Tim?", ["fan"], [("Tony",), ("Manu",)], {}, "2 fans: Tony and Manu."),
        ("Who likes Tim?", ["fan"], [("Tony",), ("Manu",), ("Tony",)], {}, "2 fans: Tony and Manu."),
        ("Who?", ["dst(edge)"], [("A",), ("B",), ("C",)], {}, "3 results: A, B and C."),
        ("How old is Tim?", ["age"], [(42,)], {}, "Age: 42."),
        ("Who?", ["v"], [("A",)], {}, "A."),
        ("Who likes Tim?", ["fan"], [], {}, "No results: the query returned no rows."),
        ("Who?", ["fan"], [("A",), ("B",), ("C",)], {"max_items": 2}, "3 fans: A, B and 1 more."),
        ("Who?", ["fan", "score"], [("A", 90), ("B", 80)], {}, "2 results: A (score 90) and B (score 80)."),
        ("Who?", ["fan"], [("A",)], {"uncertain": True}, "Possibly (check the query): Fan: A."),
        ("谁喜欢王芳？", ["fan"], [("刘洋",), ("赵静",)], {}, "共 2 个结果：刘洋、赵静。"),
        ("王芳几岁？", ["age"], [(30,)], {}, "答案：30。"),
        ("谁喜欢王芳？", ["fan"], [], {}, "没有找到结果：查询没有返回任何行。"),
        ("Who?", ["fan"], [("p1",), ("p2",)], {"names": {"p1": "Tim Duncan"}}, "2 fans: Tim Duncan and p2."),
        # a long text value (a review) is cut at a word, not quoted whole
        (
            "Which are quiet?",
            ["name", "review"],
            [("Bo", "Quiet room. " * 20)],
            {},
            "1 result: Bo (review Quiet room. Quiet room. Quiet room. Quiet room. Quiet …).",
        ),
    ],
)
def test_template_answer(
    question: str, columns: list[str], rows: list[tuple[Any, ...]], kwargs: dict[str, Any], expected: str
) -> None:
    assert template_answer(question, columns, rows, **kwargs) == expected


def _player(vid: str, name: str) -> Vertex:
    return Vertex(vid, {"player": {"name": name, "age": 30}})


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (_player("p1", "Tim Duncan"), "Tim Duncan"),
        (Vertex("p9", {"player": {"age": 30}}), "p9"),
        (Edge("p1", "p2", "like", 0, {}), "Tim → Tony"),
        (
            GPath(_player("p1", "Tim"), (Step(Edge("p1", "p2", "like", 0, {}), _player("p2", "Tony")),)),
            "Tim → Tony",
        ),
        (NULL, "unknown"),
        (True, "yes"),
        (2.5, "2.5"),
        ("p2", "Tony"),
    ],
)
def test_display_name(value: Any, expected: str) -> None:
    assert display_name(value, {"p1": "Tim", "p2": "Tony"}) == expected


def test_string_values_are_distinct_and_capped() -> None:
    rows = [("a", 1, Edge("b", "c", "like", 0, {})), ("a", "d", None)]
    assert string_values(rows) == ["a", "b", "c", "d"]
    assert string_values(rows, limit=2) == ["a", "b"]


OPAQUE_CONFIG = """\
space:
  name: people
  vidType: FIXED_STRING(8)
schema: |
  CREATE TAG IF NOT EXISTS person(name string, age int);
  CREATE EDGE IF NOT EXISTS knows(since int);
files:
  - path: ./person.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {index: 0}
      tags:
        - name: person
          props:
            - {name: name, type: string, index: 1}
            - {name: age, type: int, index: 2}
  - path: ./knows.csv
    withHeader: true
    type: edge
    edge:
      name: knows
      srcVID: {index: 0}
      dstVID: {index: 1}
      props:
        - {name: since, type: int, index: 2}
"""


@pytest.fixture(scope="module")
def opaque_graph(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A graph whose vertex ids say nothing (p1, p2): answers must name them."""
    folder = tmp_path_factory.mktemp("opaque") / "people"
    folder.mkdir()
    (folder / "config.yaml").write_text(OPAQUE_CONFIG, encoding="utf-8")
    (folder / "person.csv").write_text("vid,name,age\np1,Ada Stone,31\np2,Bo Reyes,28\np3,Cy Park,40\n")
    (folder / "knows.csv").write_text("src,dst,since\np1,p2,2001\np1,p3,2005\n")
    return folder


def test_answers_name_opaque_vids(opaque_graph: Path) -> None:
    from r3.pipeline.pipeline import Pipeline

    with Pipeline.from_config("offline", graph=str(opaque_graph)) as pipeline:
        rs = pipeline.run('GO FROM "p1" OVER knows YIELD dst(edge) AS friend')
        assert sorted(r[0] for r in rs.rows) == ["p2", "p3"]
        runner = pipeline._context(None, None).runner("people")
        names = ngql_name_lookup(runner)(["p2", "p3", "nobody"])
    assert names == {"p2": "Bo Reyes", "p3": "Cy Park"}


class _Result:
    def __init__(self, rows: list[tuple[Any, ...]] | None, status: str = "ok") -> None:
        self.question, self.query, self.status = "Who does Ada know?", "GO …", status
        self.asked: str | None = None
        self.columns, self.rows = ["friend"], rows

    @property
    def answered(self) -> bool:
        return self.status in ("ok", "uncertain")


class _Model:
    name = "fake"

    def __init__(self, text: str | Exception) -> None:
        self.text, self.prompts = text, []

    def generate(self, messages: Any, **_: Any) -> Any:
        from r3.errors import R3Error
        from r3.models.language_model import Generation

        self.prompts.append(messages[0]["content"])
        if isinstance(self.text, Exception):
            raise R3Error(str(self.text))
        return Generation(self.text)


@pytest.mark.parametrize(
    ("config", "model", "result", "expected"),
    [
        (AnswerConfig(), None, _Result([("p2",)]), "Friend: Bo Reyes."),
        (AnswerConfig(kind="none"), None, _Result([("p2",)]), None),
        (AnswerConfig(), None, _Result(None), None),  # nothing ran
        (AnswerConfig(), None, _Result([("p2",)], status="invalid"), None),
        (
            AnswerConfig(kind="model", model="fake"),
            _Model("Ada knows Bo Reyes."),
            _Result([("p2",)]),
            "Ada knows Bo Reyes.",
        ),
        (
            AnswerConfig(kind="model", model="fake"),
            _Model(RuntimeError("down")),
            _Result([("p2",)]),
            "Friend: Bo Reyes.",
        ),
    ],
)
def test_answerer(config: AnswerConfig, model: Any, result: Any, expected: str | None) -> None:
    trace = StageTrace("answer")
    assert Answerer(config, model).answer(result, trace, {"p2": "Bo Reyes"}) == expected
    if isinstance(model, _Model) and expected is not None:
        assert "Bo Reyes" in model.prompts[0]  # the model sees names, not ids
        assert "p2" not in model.prompts[0].split("[rows]:")[1]
    if isinstance(getattr(model, "text", None), Exception):
        assert trace.warnings and "template" in trace.warnings[0]


def test_pipeline_ask_answers_and_no_answer_turns_it_off() -> None:
    from r3.demo import demo_dir
    from r3.pipeline.pipeline import Pipeline

    url = f"embedded://{demo_dir()}?space=demo"
    with Pipeline.from_config(
        "offline", graph=url, overrides={"demos": str(demo_dir() / "demos.jsonl")}
    ) as p:
        result = p.ask("Who likes Hana Upshaw?")
        silent = p.ask("Who likes Hana Upshaw?", answer=False)
        generated = p.generate("Who likes Hana Upshaw?")
    names = sorted(str(row[0]) for row in result.rows or [])
    assert result.answer is not None and result.answer.startswith(f"{len(names)} ")
    assert all(name in result.answer for name in names)
    assert result.to_dict()["answer"] == result.answer
    assert "answer" in result.trace.stages
    assert silent.answer is None and generated.answer is None


def test_pipeline_model_answer_with_a_configured_model() -> None:
    """``answer.kind: model``: the stage's model writes the answer from the named rows."""
    from r3.demo import demo_dir
    from r3.models.fake import FakeModel
    from r3.pipeline.pipeline import Pipeline

    model = FakeModel(default="Five players like Hana Upshaw.")
    overrides = {"demos": str(demo_dir() / "demos.jsonl"), "answer.kind": "model", "answer.model": "fake"}
    url = f"embedded://{demo_dir()}?space=demo"
    with Pipeline.from_config("offline", graph=url, overrides=overrides, models={"answer": model}) as p:
        result = p.ask("Who likes Hana Upshaw?")
    assert result.answer == "Five players like Hana Upshaw."
    (call,) = result.trace.stages["answer"].calls
    prompt = call.messages[0]["content"]
    assert "[question]:Who likes Hana Upshaw?" in prompt
    assert all(str(row[0]) in prompt for row in result.rows or [])


def test_answer_model_needs_a_spec() -> None:
    from r3.errors import UserInputError
    from r3.pipeline.config import load_config

    with pytest.raises(UserInputError, match="answer: kind 'model' needs a model spec"):
        load_config("offline", overrides={"answer.kind": "model"})
    with pytest.raises(UserInputError, match="answer.max_items"):
        load_config("offline", overrides={"answer.max_items": 0})
