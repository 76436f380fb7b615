"""The answer stage: the rows a query returned, said in words, in the question's language.

Why a stage of its own, after execution: a user asked a question, not for a table of vertex
ids. The rows are first *named* — a vertex by its display property (:mod:`r3.graph.display`),
a string vid by the name stored on its vertex, an edge as ``a → b``, a path as its names —
then said:

- **template** (the default, no model): an honest sentence that only restates the rows —
  their count and their names (``3 teams: Spurs, Hornets and Bulls.``); it never claims a
  relation the rows do not show. An ``uncertain`` result says so first.
- **model** (``answer.kind: model``): the configured model writes one or two sentences from
  the question, the query and the named rows (prompt ``prompts/answer_task.txt``); when the
  call fails, the template answers and the trace says why.

Chinese questions get Chinese answers (the template has both languages; the model is told to
answer in the question's language).
"""

from __future__ import annotations

import json
import re
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from r3.errors import R3Error
from r3.graph.display import name_rank
from r3.models.language_model import LanguageModel
from r3.models.untrusted import DATA_NOTICE, block, inline
from r3.pipeline.config import AnswerConfig
from r3.pipeline.prompts import prompt_text, section
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import StageBuild
from r3.values import Edge, Null, Path, Value, Vertex, render

if TYPE_CHECKING:  # the result module formats its cells with this one's vertex names
    from r3.pipeline.checks import QueryRunner
    from r3.pipeline.result import Result

#: ``vids → {vid: display name}`` for string vids found in rows (None: names are not looked up).
NameLookup = Callable[[Sequence[str]], Mapping[str, str]]
#: Most distinct string values looked up as vids per answer.
MAX_LOOKUP = 50
#: Rows shown to the model.
MODEL_ROWS = 30

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"^[A-Za-z][A-Za-z_ ]*$")
_AGGREGATES = {"count", "sum", "avg", "max", "min"}
_GENERIC = {
    "v",
    "e",
    "p",
    "n",
    "m",
    "x",
    "y",
    "id",
    "vid",
    "src",
    "dst",
    "vertex",
    "edge",
    "node",
    "path",
    "*",
}


def language(question: str) -> str:
    """``zh`` when the question is mostly Chinese (as many Chinese characters as Latin words;
    a Chinese name in an English sentence stays ``en``), else ``en``."""
    cjk = len(_CJK.findall(question))
    return "zh" if cjk and cjk >= len(re.findall(r"[A-Za-z]+", question)) else "en"


# --------------------------------------------------------------------------- naming


def display_name(value: Value, names: Mapping[str, str] | None = None) -> str:
    """How a value reads in an answer (module doc)."""
    names = names or {}
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, Vertex):
        return vertex_name(value, names)
    if isinstance(value, Edge):
        return f"{display_name(value.src, names)} → {display_name(value.dst, names)}"
    if isinstance(value, Path):
        return " → ".join(vertex_name(v, names) for v in value.vertices)
    if isinstance(value, Null) or value is None:
        return "unknown"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    return render(value).strip('"')


def vertex_name(vertex: Any, names: Mapping[str, str]) -> str:
    """A vertex's display name: its property named most like a name, else its id's name."""
    best: tuple[int, str] | None = None
    for props in vertex.tags.values():
        for prop, v in (props or {}).items():
            rank = name_rank(prop)
            if rank and isinstance(v, str) and v.strip() and (best is None or rank > best[0]):
                best = (rank, v)
    if best is not None:
        return best[1]
    return display_name(vertex.vid, names)


def string_values(rows: Iterable[Sequence[Any]], limit: int = MAX_LOOKUP) -> list[str]:
    """Distinct string cells (and string vids of edges) of the rows: the candidates for a name lookup."""
    seen: dict[str, None] = {}
    for row in rows:
        for value in row:
            found = (
                [value]
                if isinstance(value, str)
                else [value.src, value.dst]
                if isinstance(value, Edge)
                else []
            )
            for text in found:
                if isinstance(text, str) and text not in seen:
                    seen[text] = None
                    if len(seen) >= limit:
                        return list(seen)
    return list(seen)


def ngql_name_lookup(runner: QueryRunner) -> NameLookup:
    """Names of string vids through ``FETCH PROP ON *`` (read-only) on an nGQL runner."""

    def lookup(vids: Sequence[str]) -> Mapping[str, str]:
        if not vids:
            return {}
        quoted = ", ".join(json.dumps(v, ensure_ascii=False) for v in vids)
        try:
            rs = runner.run(f"FETCH PROP ON * {quoted} YIELD vertex AS v", allow_writes=False)
        except R3Error:
            return {}
        out: dict[str, str] = {}
        for row in rs.rows:
            vertex = row[0] if row else None
            if isinstance(vertex, Vertex) and isinstance(vertex.vid, str):
                name = vertex_name(vertex, {})
                if name != vertex.vid:
                    out[vertex.vid] = name
        return out

    return lookup


# --------------------------------------------------------------------------- template


def label(column: str) -> str | None:
    """The noun a column stands for (``t.team.name`` → ``team``, ``fan`` → ``fan``), None when generic."""
    call = re.match(r"^\s*(\w+)\s*\((.*)\)\s*$", column)
    if call is not None:  # count(*) → count; dst(edge), properties(v).name → what they wrap
        return call.group(1).lower() if call.group(1).lower() in _AGGREGATES else label(call.group(2))
    parts = [p for p in re.split(r"[.()]", column.strip()) if p.strip()]
    while len(parts) > 1 and name_rank(parts[-1]) == 2:
        parts.pop()  # team.name → team
    word = parts[-1].strip() if parts else ""
    if not _WORD.match(word) or word.lower() in _GENERIC:
        return None
    return word.replace("_", " ")


def plural(word: str, count: int) -> str:
    if count == 1 or word.endswith("s"):
        return word
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("ch", "sh", "x")) else "s")


def template_answer(
    question: str,
    columns: Sequence[str],
    rows: Sequence[Sequence[Any]],
    *,
    names: Mapping[str, str] | None = None,
    uncertain: bool = False,
    max_items: int = 10,
) -> str:
    """The honest template answer (module doc)."""
    zh = language(question) == "zh"
    if not rows:
        text = "没有找到结果：查询没有返回任何行。" if zh else "No results: the query returned no rows."
        return _hedge(text, uncertain, zh)
    named = [[_short(display_name(v, names)) for v in row] for row in rows]
    if len(columns) == 1:
        items = list(dict.fromkeys(r[0] for r in named))
        noun = label(columns[0])
        if len(rows) == 1:
            head = "答案：" if zh else f"{noun.capitalize()}: " if noun else ""
            text = f"{head}{items[0]}" + ("。" if zh else ".")
            return _hedge(text, uncertain, zh)
    else:
        items = list(dict.fromkeys(_row_text(r, columns, zh) for r in named))
        noun = None
    listed = _listing(items, max_items, zh)
    if zh:
        text = f"共 {len(items)} 个结果：{listed}。"
    else:
        text = f"{len(items)} {plural(noun or 'result', len(items))}: {listed}."
    return _hedge(text, uncertain, zh)


#: Longest value a sentence quotes whole: a long text property (a review) is cut at a word.
VALUE_CHARS = 60


def _short(text: str) -> str:
    return textwrap.shorten(text, VALUE_CHARS, placeholder=" …") if len(text) > VALUE_CHARS else text


def _row_text(row: Sequence[str], columns: Sequence[str], zh: bool) -> str:
    rest = [f"{label(c) or c} {v}" for c, v in zip(columns[1:], row[1:], strict=False)]
    if not rest:
        return row[0]
    return f"{row[0]}（{'，'.join(rest)}）" if zh else f"{row[0]} ({', '.join(rest)})"


def _listing(items: Sequence[str], max_items: int, zh: bool) -> str:
    shown, more = list(items[:max_items]), len(items) - max_items
    if zh:
        return "、".join(shown) + (f" 等（另有 {more} 个）" if more > 0 else "")
    if more > 0:
        return ", ".join(shown) + f" and {more} more"
    if len(shown) == 1:
        return shown[0]
    return ", ".join(shown[:-1]) + f" and {shown[-1]}"


def _hedge(text: str, uncertain: bool, zh: bool) -> str:
    if not uncertain:
        return text
    return ("可能是（请核对查询）：" if zh else "Possibly (check the query): ") + text


# --------------------------------------------------------------------------- the stage


class Answerer:
    """The answer stage under one :class:`AnswerConfig` (``model``: the loaded model for ``kind: model``)."""

    def __init__(self, config: AnswerConfig, model: LanguageModel | None = None) -> None:
        self.config = config
        self.model = model

    def answer(self, result: Result, trace: StageTrace, names: Mapping[str, str] | None = None) -> str | None:
        """The answer to an executed result (None when nothing ran or the stage is off);
        ``names``: display names of string vids in the rows (:func:`ngql_name_lookup`)."""
        if self.config.kind == "none" or result.rows is None or not result.answered:
            return None
        rows, columns = list(result.rows), list(result.columns or [])
        names = names or {}
        if names:
            trace.output["named"] = len(names)
        uncertain = result.status == "uncertain"
        text = template_answer(
            result.asked or result.question,
            columns,
            rows,
            names=names,
            uncertain=uncertain,
            max_items=self.config.max_items,
        )
        if self.config.kind == "model" and self.model is not None:
            try:
                text = self._model_answer(result, columns, rows, names, uncertain, trace)
            except R3Error as e:
                trace.warn(f"the model did not answer ({e}); the template answered")
        trace.output["answer"] = text
        return text

    def _model_answer(
        self,
        result: Result,
        columns: list[str],
        rows: Sequence[Sequence[Value]],
        names: Mapping[str, str],
        uncertain: bool,
        trace: StageTrace,
    ) -> str:
        prompt = self.prompt(result, columns, rows, names, uncertain)
        assert self.model is not None  # answer() asks only with a model
        text = trace.ask(self.model, prompt, self.config).strip()
        if not text:
            raise R3Error("empty answer")
        return text

    def prompt(
        self,
        result: Result,
        columns: Sequence[str],
        rows: Sequence[Sequence[Value]],
        names: Mapping[str, str],
        uncertain: bool,
    ) -> str:
        """The model's prompt: one ``[task]:``; the question, query, columns and rows are data
        (:mod:`r3.models.untrusted`) — a stored value holding ``\\n[task]:…`` or a fake
        ``[rows]:`` stays inside its cell, each cell on one line, ``|`` escaped."""
        table = "\n".join(" | ".join(_cell(display_name(v, names)) for v in row) for row in rows[:MODEL_ROWS])
        more = f"\n… {len(rows) - MODEL_ROWS} more rows" if len(rows) > MODEL_ROWS else ""
        return "\n".join(
            [
                section("task", f"{prompt_text('answer_task')} {DATA_NOTICE}"),
                section("question", inline(result.question or "")),
                section("query", block(result.query or "", "query"), block=True),
                section("columns", " | ".join(_cell(c) for c in columns)),
                section("rows", block(f"({len(rows)} rows)\n{table}{more}", "rows"), block=True),
                section("uncertain", "yes" if uncertain else "no"),
                section("answer"),
            ]
        )


def _cell(text: str) -> str:
    """One table cell of untrusted text: one line, no section marker, ``|`` escaped."""
    return inline(text).replace("|", "\\|")


# The kinds' builders; r3.pipeline.types registers them by name ("answer.kind").
def template_kind(build: StageBuild) -> Answerer:
    """``answer.kind: template``."""
    return Answerer(build.config.answer)


def model_kind(build: StageBuild) -> Answerer:
    """``answer.kind: model``."""
    return Answerer(build.config.answer, build.model("answer"))


def none_kind(build: StageBuild) -> None:
    """``answer.kind: none``: no answer in words."""
    return None


__all__ = [
    "Answerer",
    "NameLookup",
    "display_name",
    "label",
    "language",
    "ngql_name_lookup",
    "plural",
    "string_values",
    "vertex_name",
    "template_answer",
]
