"""The reranker prompt cut to a token budget: every name kept, detail spent by relevance.

Why here (serving code) and not only in ``finetune``: an adapter trained on budgeted prompts
must be served the same cut (``reranker.prompt_tokens`` of a pipeline config), so training
(:mod:`finetune.sft_data`) and the pipeline's :class:`r3.pipeline.reranker.ModelReranker` call
the one function, :func:`budget_reranker_prompt`.

The paper's reranker prompt holds the full code schema and the full skeleton (about 5,000
SmolLM2 tokens, nearly all of it skeleton). The budgeted prompt keeps every name the reranker
may answer with (every schema class and every skeleton function's ``def`` line) and spends the
rest of the budget on the detail most relevant to the question: schema classes first, then
one-line descriptions of the skeleton functions, then their full syntax and examples, each in
order of relevance. What did not fit is recorded (``cut``); a prompt whose minimal form is over
the budget is refused, never truncated.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from r3.errors import UserInputError
from r3.models.language_model import Message, TokenizedModel
from r3.models.untrusted import escape_markers, inline
from r3.pipeline.prompts import join_sections, prompt_text, section

Counter_ = Callable[[str], int]


# --------------------------------------------------------------------------- token budget


@dataclass
class _Piece:
    """A part of the prompt that can be shown at several levels of detail (level 0 = minimal)."""

    name: str
    kind: str  # "class" or "function"
    levels: list[str]
    score: float
    level: int = 0


@dataclass
class Budgeted:
    """A prompt that fits the budget and what was left out of it."""

    prompt: str
    tokens: int
    cut: dict[str, list[str]] = field(default_factory=dict)


#: Question words that make a skeleton function likely (English and Chinese), and a prior for
#: the functions most questions need. Only the *detail* shown depends on this; every name stays.
_CUES: dict[str, tuple[str, ...]] = {
    "QUERY": (),
    "WHERE": (
        "than",
        "older",
        "younger",
        "more",
        "less",
        "over",
        "under",
        "between",
        "after",
        "before",
        "greater",
        "not",
        "without",
        "大于",
        "小于",
        "超过",
        "以上",
        "以下",
        "不",
        "之后",
        "之前",
    ),
    "ORDER_BY": (
        "most",
        "least",
        "highest",
        "lowest",
        "oldest",
        "youngest",
        "top",
        "sort",
        "order",
        "rank",
        "best",
        "最",
        "排序",
        "排名",
    ),
    "LIMIT": ("top", "first", "at most", "limit", "one", "前", "最"),
    "GROUP_BY": (
        "how many",
        "count",
        "number of",
        "each",
        "per",
        "average",
        "total",
        "sum",
        "多少",
        "几",
        "数量",
        "每",
        "平均",
        "总",
    ),
    "FIND_PATH": ("path", "route", "connect", "路径", "连接"),
    "GET_SUBGRPAH": ("subgraph", "around", "neighbourhood", "neighborhood", "子图", "周围"),
    "INSERT": ("add", "insert", "new", "添加", "插入", "新增"),
    "UPDATE": ("update", "change", "set", "修改", "更新", "改为"),
    "UPSERT": ("upsert",),
    "DELETE": ("delete", "remove", "删除", "移除"),
    "CREATE_SPACE": ("space", "图空间"),
    "CREATE_Tag_Edge": ("tag", "edge type", "标签", "边类型"),
}
_PRIOR = {"QUERY": 1.0, "WHERE": 0.6, "ORDER_BY": 0.5, "LIMIT": 0.5, "GROUP_BY": 0.4}
_CLASS_LINE = re.compile(r"^class\s+(\S+?)\((Tag|Node|Edge)\)\s*:")
_DEF_LINE = re.compile(r"^\s+def\s+(\w+)\s*\(")


def _words(text: str) -> set[str]:
    low = text.lower()
    words = set(re.findall(r"[a-z0-9]+", low))
    words |= {w[:-1] for w in words if w.endswith("s") and len(w) > 3}
    words |= set(re.findall(r"[\u4e00-\u9fff]", low))  # Chinese: characters
    return words


def _name_score(name: str, question: str) -> float:
    from rapidfuzz import fuzz

    low = question.lower()
    plain = name.replace("_", " ").lower()
    if plain and plain in low:
        return 1.0
    return float(fuzz.partial_ratio(plain, low)) / 100.0 if len(plain) >= 3 else 0.0


def schema_pieces(schema_text: str, question: str) -> tuple[list[str], list[_Piece]]:
    """The schema text as fixed blocks (headers, base classes) and droppable class blocks."""
    fixed: list[str] = []
    pieces: list[_Piece] = []
    for block in re.split(r"\n\s*\n", schema_text.strip("\n")):
        first = block.lstrip("\n").splitlines()[0] if block.strip() else ""
        m = _CLASS_LINE.match(first)
        if not m:
            fixed.append(block)
            continue
        name = m.group(1)
        props = re.findall(r"self\.(\w+)=", block)
        prop_score = max(
            (
                _name_score(p, question)
                for p in props
                if p not in ("vid", "src_vid", "dst_vid", "scr_id", "tag_id")
            ),
            default=0.0,
        )
        init = re.search(r"def __init__\(self,([^)]*)\)", block)
        skip = {"vid", "src_vid", "dst_vid", "scr_id", "tag_id"}
        params = [x.strip() for x in (init.group(1).split(",") if init else []) if x.strip() not in skip]
        compact = f"{first.rstrip(':').rstrip()}: {', '.join(params)}" if params else first
        levels = ["", compact, block]
        pieces.append(_Piece(name, "class", levels, _name_score(name, question) + 0.5 * prop_score))
        fixed.append(f"\0{len(pieces) - 1}")
    return fixed, pieces


def skeleton_pieces(skeleton_text: str, question: str) -> tuple[list[str], list[_Piece]]:
    """The skeleton as class headers and function blocks at three levels: the ``def`` line; plus
    its one-line description; the whole block (syntax docstring, comments, examples)."""
    fixed: list[str] = []
    pieces: list[_Piece] = []
    current: list[str] | None = None
    qwords = _words(question)
    low = question.lower()

    def close() -> None:
        if current is None:
            return
        name = _DEF_LINE.match(current[0]).group(1)  # type: ignore[union-attr]
        body = current[1:]
        comment = next((ln for ln in body if ln.strip().startswith("#") and "Example" not in ln), "")
        levels = [current[0], current[0] + ("\n" + comment if comment else ""), "\n".join(current).rstrip()]
        text_words = _words(" ".join(body))
        overlap = len(qwords & text_words) / (1 + len(qwords))
        cues = sum(1 for cue in _CUES.get(name, ()) if cue in low)
        score = _PRIOR.get(name, 0.0) + 0.5 * min(cues, 2) + overlap
        pieces.append(_Piece(name, "function", levels, score))
        fixed.append(f"\0{len(pieces) - 1}")

    for line in skeleton_text.splitlines():
        if _DEF_LINE.match(line):
            close()
            current = [line]
        elif line and not line[0].isspace():  # a class header or a top-level line
            close()
            current = None
            fixed.append(line)
        elif current is not None:
            current.append(line)
        elif line.strip():
            fixed.append(line)
    close()
    return fixed, pieces


def _assemble(fixed: Sequence[str], pieces: Sequence[_Piece], sep: str) -> str:
    out: list[str] = []
    for part in fixed:
        if part.startswith("\0"):
            text = pieces[int(part[1:])]
            chosen = text.levels[text.level]
            if chosen:
                out.append(chosen)
        else:
            out.append(part)
    return sep.join(out)


def budget_reranker_prompt(
    question: str,
    schema_text: str,
    skeleton_text: str,
    count: Counter_,
    budget: int,
    *,
    overhead: int = 0,
) -> Budgeted:
    """The reranker prompt for ``question`` within ``budget`` tokens (``count`` measures text in
    the model's tokenizer; ``overhead``: tokens the chat template adds). See the module doc.

    Raises UserInputError when even the minimal prompt (every name, no detail, the full schema
    down to the classes the question names) does not fit.
    """
    s_fixed, s_pieces = schema_pieces(schema_text, question)
    k_fixed, k_pieces = skeleton_pieces(skeleton_text, question)

    def render() -> str:
        return reranker_prompt(
            question, _assemble(s_fixed, s_pieces, "\n\n"), _assemble(k_fixed, k_pieces, "\n")
        )

    for p in s_pieces:
        p.level = 1  # every class on one line (name and typed properties)
    total = count(render()) + overhead
    for p in sorted(s_pieces, key=lambda p: p.score):
        if total <= budget:
            break
        p.level = 0
        total = count(render()) + overhead
    if total > budget:
        raise UserInputError(f"the minimal reranker prompt needs {total} tokens, over the budget of {budget}")
    # add detail, most relevant first: full schema classes, then skeleton descriptions, then
    # the skeleton functions' full syntax and examples
    for pieces, target in ((s_pieces, 2), (k_pieces, 1), (k_pieces, 2)):
        for p in sorted(pieces, key=lambda p: -p.score):
            if p.level >= target or p.levels[target] == p.levels[p.level]:
                continue
            cost = count(p.levels[target]) - count(p.levels[p.level])
            if total + cost + 2 > budget:  # 2: joins may merge differently than alone
                continue
            previous = p.level
            p.level = target
            exact = count(render()) + overhead
            if exact > budget:
                p.level = previous
                continue
            total = exact
    prompt = render()
    cut = {
        "schema_classes_dropped": [p.name for p in s_pieces if p.level == 0],
        "schema_classes_one_line": [p.name for p in s_pieces if p.level == 1],
        "skeleton_def_only": [p.name for p in k_pieces if p.level == 0],
        "skeleton_description_only": [p.name for p in k_pieces if p.level == 1],
    }
    return Budgeted(prompt, total, cut)


def reranker_prompt(question: str, schema_text: str, skeleton_text: str) -> str:
    """The paper's reranker input: ``[task]:… [query]: [schema]: [skeleton]: [output]:``; the
    question is data on one line and the schema (names and comments from the graph) opens no
    section of its own (:mod:`r3.models.untrusted`)."""
    return join_sections(
        [
            section("task", prompt_text("reranker_task")),
            section("query", inline(" ".join(question.split()))),
            section("schema", escape_markers(schema_text)),
            section("skeleton", skeleton_text),
            section("output"),
        ]
    )


def token_counter(tokenizer: Any) -> Counter_:
    """Tokens of a text in ``tokenizer`` (no special tokens): the unit of every budget."""

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    return count


def chat_overhead_of(model: TokenizedModel) -> int:
    """Tokens a local model's chat wrapping adds around one user message."""
    return max(token_counter(model.tokenizer)(model.prompt_text([Message("user", "x")])) - 1, 0)


__all__ = [
    "Budgeted",
    "Counter_",
    "budget_reranker_prompt",
    "chat_overhead_of",
    "reranker_prompt",
    "token_counter",
]
