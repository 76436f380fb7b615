"""Questions from intents: templates in English and Chinese, in the schema's own words.

Why templates (the paper's GQL2NL step without the large model): a demonstration teaches the
pipeline the *shape* of a question and the words that name schema items. The shape lives in
the template (several phrasings per shape, one picked by the seed, so the pool does not
learn one sentence); the words come from the graph: a user alias when ``aliases.yaml`` has
one (:mod:`r3.contracts.aliases`), else a short DDL ``COMMENT``, else the name split into words
(``recommend_drug`` → "recommend drug"). Vertices are named by their display value (the
anchor's ``value``), never by an opaque vid. An optional model pass (:func:`paraphrase`)
rewrites a template question more naturally, keeping every name and number.
"""

from __future__ import annotations

import random
import re
import string
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error
from r3.models.language_model import LanguageModel
from r3.models.untrusted import inline
from r3.pipeline.prompts import join_sections, prompt_text, section
from r3.understand.intent import Condition, Intent

_OPS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {">": ("greater than", "more than", "above"), "<": ("less than", "below"), ">=": ("at least",),
           "<=": ("at most",), "==": ("equal to",), "!=": ("other than",), "CONTAINS": ("containing",)},
    "zh": {">": ("大于", "超过"), "<": ("小于", "低于"), ">=": ("不小于", "至少为"), "<=": ("不超过", "至多为"),
           "==": ("等于", "为"), "!=": ("不等于",), "CONTAINS": ("包含",)},
}  # fmt: skip
_AGG: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "avg": ("average",),
        "max": ("maximum", "highest"),
        "min": ("minimum", "lowest"),
        "sum": ("total",),
    },
    "zh": {"avg": ("平均",), "max": ("最大",), "min": ("最小",), "sum": ("总",)},
}
_SUP: dict[str, dict[bool, tuple[str, ...]]] = {
    "en": {True: ("highest", "largest"), False: ("lowest", "smallest")},
    "zh": {True: ("最高", "最大"), False: ("最低", "最小")},
}

#: Templates per (shape key, language). Keys ending in -out/-in follow the first hop's direction.
TEMPLATES: dict[str, dict[str, tuple[str, ...]]] = {
    "hop-out": {
        "en": ("Which {Ts} does {a} {E}?", "List the {Ts} that {a} {E}.", "What {T} is linked to {a} through {E}?",
               "{a} {E} which {Ts}?"),
        "zh": ("{a}{E}哪些{T}？", "{a}{E}的{T}有哪些？", "和{a}有{E}关系的{T}是哪些？", "列出{a}{E}的所有{T}。"),
    },
    "hop-in": {
        "en": ("Which {Ts} {E} {a}?", "List the {Ts} that {E} {a}.", "What {Ts} are linked to {a} by {E}?"),
        "zh": ("哪些{T}{E}{a}？", "{E}{a}的{T}有哪些？", "列出所有{E}{a}的{T}。"),
    },
    "property": {
        "en": ("What is the {P} of {a}?", "What's {a}'s {P}?", "Tell me the {P} of {a}.", "Give the {P} of the {S} {a}."),
        "zh": ("{a}的{P}是什么？", "请告诉我{a}的{P}。", "{S}{a}的{P}是多少？"),
    },
    "comparison": {
        "en": ("Which {Ts} have a {P} {op} {v}?", "List the {Ts} whose {P} is {op} {v}.", "Find {Ts} with {P} {op} {v}."),
        "zh": ("{P}{op}{v}的{T}有哪些？", "哪些{T}的{P}{op}{v}？", "找出{P}{op}{v}的{T}。"),
    },
    "count-out": {
        "en": ("How many {Ts} does {a} {E}?", "Count the {Ts} that {a} {E}."),
        "zh": ("{a}{E}了多少个{T}？", "{a}{E}的{T}有几个？"),
    },
    "count-in": {
        "en": ("How many {Ts} {E} {a}?", "Count the {Ts} that {E} {a}."),
        "zh": ("有多少{T}{E}{a}？", "{E}{a}的{T}有几个？"),
    },
    "count-cond": {
        "en": ("How many {Ts} have a {P} {op} {v}?", "Count the {Ts} whose {P} is {op} {v}."),
        "zh": ("{P}{op}{v}的{T}有多少个？", "有多少{T}的{P}{op}{v}？"),
    },
    "aggregate-out": {
        "en": ("What is the {agg} {P} of the {Ts} that {a} {E}?", "Among the {Ts} {a} {E}, what is the {agg} {P}?"),
        "zh": ("{a}{E}的{T}的{agg}{P}是多少？", "在{a}{E}的{T}中，{agg}{P}是多少？"),
    },
    "aggregate-in": {
        "en": ("What is the {agg} {P} of the {Ts} that {E} {a}?", "Among the {Ts} that {E} {a}, what is the {agg} {P}?"),
        "zh": ("{E}{a}的{T}的{agg}{P}是多少？", "在{E}{a}的{T}中，{agg}{P}是多少？"),
    },
    "top-k": {
        "en": ("Which {k} {Ts} have the {sup} {P}?", "Find the {k} {Ts} with the {sup} {P}.",
               "List {k} {Ts} ordered by {P}, {sup} first."),
        "zh": ("{P}{sup}的{k}个{T}是哪些？", "找出{P}{sup}的前{k}个{T}。"),
    },
    "top-k-out": {
        "en": ("Which {k} {Ts} that {a} {E} have the {sup} {P}?", "Of the {Ts} {a} {E}, which {k} have the {sup} {P}?"),
        "zh": ("{a}{E}的{T}中，{P}{sup}的{k}个是哪些？", "在{a}{E}的{T}里找出{P}{sup}的前{k}个。"),
    },
    "top-k-in": {
        "en": ("Which {k} {Ts} that {E} {a} have the {sup} {P}?", "Of the {Ts} that {E} {a}, which {k} have the {sup} {P}?"),
        "zh": ("{E}{a}的{T}中，{P}{sup}的{k}个是哪些？", "在{E}{a}的{T}里找出{P}{sup}的前{k}个。"),
    },
    "two-hop": {
        "en": ("{two_en}", "Starting from {a}, follow {E1} and then {E2}: which {Ts} do you reach?"),
        "zh": ("{mid_zh}{second_zh}", "从{a}出发，经过{E1}再经过{E2}，能到达哪些{T}？"),
    },
    "filter-hop": {
        "en": ("Which {Ts} {rel} have a {P} {op} {v}?", "Among the {Ts} {rel}, which have a {P} {op} {v}?"),
        "zh": ("{rel_zh}{T}中，哪些的{P}{op}{v}？", "{rel_zh}{T}里{P}{op}{v}的有哪些？"),
    },
    "filter-hop-edge": {
        "en": ("Which {Ts} {rel} with a {E} {P} {op} {v}?", "List the {Ts} {rel} where the {E} {P} is {op} {v}."),
        "zh": ("{rel_zh}{T}中，{E}的{P}{op}{v}的有哪些？", "哪些{T}{rel_short_zh}，且{E}的{P}{op}{v}？"),
    },
    "both-out": {
        "en": ("Which {Ts} do both {a} and {b} {E}?", "What {T} do {a} and {b} both {E}?"),
        "zh": ("{a}和{b}都{E}的{T}有哪些？", "哪些{T}是{a}和{b}共同{E}的？"),
    },
    "both-in": {
        "en": ("Which {Ts} {E} both {a} and {b}?", "Find the {Ts} that {E} {a} and also {b}."),
        "zh": ("哪些{T}同时{E}{a}和{b}？", "既{E}{a}又{E}{b}的{T}有哪些？"),
    },
    "negation-out": {
        "en": ("Which {Ts} does {a} not {E}?", "List the {Ts} that {a} does not {E}."),
        "zh": ("{a}没有{E}哪些{T}？", "哪些{T}不是{a}{E}的？"),
    },
    "negation-in": {
        "en": ("Which {Ts} do not {E} {a}?", "List the {Ts} that never {E} {a}."),
        "zh": ("哪些{T}没有{E}{a}？", "列出不{E}{a}的{T}。"),
    },
    "path": {
        "en": ("What is the shortest path from {a} to {b}?", "How is {a} connected to {b}?",
               "Find the shortest path between {a} and {b}."),
        "zh": ("从{a}到{b}的最短路径是什么？", "{a}和{b}之间的最短路径是怎样的？", "{a}是怎么连到{b}的？"),
    },
    "subgraph": {
        "en": ("Show the neighbourhood of {a}.", "What is directly connected to {a}?", "Show the one-step subgraph around {a}."),
        "zh": ("展示{a}周围一步的子图。", "和{a}直接相连的有哪些？", "{a}的邻居子图是什么？"),
    },
}  # fmt: skip


class Vocabulary:
    """The words for a schema's items in one language (module doc: alias, comment, split name)."""

    def __init__(self, schema: SpaceSchema, aliases: Any = None) -> None:
        self.schema = schema
        self.aliases = aliases

    def _pick(self, words: tuple[str, ...], lang: str) -> str | None:
        for w in words:
            if _has_cjk(w) == (lang == "zh"):
                return w
        return None

    def item(self, kind: str, name: str, lang: str) -> str:
        if self.aliases is not None:
            found = self._pick(self.aliases.words_for(kind, name), lang)
            if found:
                return found
        item = self.schema.tag(name) if kind == "tag" else self.schema.edge(name)
        comment = item.comment if item is not None else None
        if comment and len(comment.strip()) <= 24 and (lang == "zh" or not _has_cjk(comment)):
            return comment.strip()
        return split_name(name)

    def prop(self, owner: str, name: str, lang: str) -> str:
        if self.aliases is not None:
            found = self._pick(self.aliases.words_for("prop", owner, name), lang)
            if found:
                return found
        item = self.schema.tag(owner) or self.schema.edge(owner)
        p = item.prop(name) if item is not None else None
        if (
            p is not None
            and p.comment
            and len(p.comment.strip()) <= 24
            and (lang == "zh" or not _has_cjk(p.comment))
        ):
            return p.comment.strip()
        return split_name(name)

    def value(self, c: Condition, lang: str) -> str:
        if self.aliases is not None and isinstance(c.value, str):
            found = self._pick(self.aliases.words_for("value", c.owner, c.prop, c.value), lang)
            if found:
                return found
        return _number(c.value)


def split_name(name: str) -> str:
    """``recommend_drug`` → ``recommend drug``; ``startYear`` → ``start year``."""
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return " ".join(re.split(r"[_\-\s]+", text)).strip().lower() or name


def plural(word: str) -> str:
    """A light English plural for a trailing noun (``team`` → ``teams``, ``city`` → ``cities``)."""
    if not word or _has_cjk(word) or not word[-1].isalpha():
        return word
    low = word.lower()
    if low.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if low.endswith("y") and len(low) > 1 and low[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def verbalize(intent: Intent, vocab: Vocabulary, lang: str, rng: random.Random) -> str:
    """One question for ``intent`` in ``lang`` (``en``/``zh``), a template picked by ``rng``."""
    key, slots = _slots(intent, vocab, lang, rng)
    choices = TEMPLATES[key][lang]
    template = rng.choice(choices)
    text = _fill(template, slots)
    if lang == "en":
        text = re.sub(r"\b([Aa]) (?=[aeiouAEIOU])", r"\1n ", text)
        if text[:1].islower() and not template.startswith("{a}"):  # a name keeps its own case
            text = text[0].upper() + text[1:]
    return text


def _slots(intent: Intent, vocab: Vocabulary, lang: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    shape = intent.shape
    s: dict[str, Any] = {}
    names = [str(a.value if a.value is not None else a.vid) for a in intent.anchors]
    s["a"] = names[0] if names else ""
    s["b"] = names[1] if len(names) > 1 else ""
    if intent.anchors:
        s["S"] = vocab.item("tag", intent.anchors[0].tag, lang)
    if intent.target:
        s["T"] = vocab.item("tag", intent.target, lang)
        s["Ts"] = plural(s["T"]) if lang == "en" else s["T"]
    direction = intent.hops[0].direction if intent.hops else "out"
    side = "in" if direction == "in" else "out"
    if intent.hops:
        s["E"] = vocab.item("edge", intent.hops[0].edge, lang)
        s["rel"] = f"that {s['a']} {s['E']}" if side == "out" else f"that {s['E']} {s['a']}"
        s["rel_zh"] = _cat(s["a"], s["E"], "的") if side == "out" else _cat(s["E"], s["a"], "的")
        s["rel_short_zh"] = _cat("是", s["a"], s["E"], "的") if side == "out" else _cat(s["E"], s["a"])
    if intent.conditions:
        c = intent.conditions[0]
        s["P"] = vocab.prop(c.owner, c.prop, lang)
        s["op"] = rng.choice(_OPS[lang].get(c.op, (c.op,)))
        s["v"] = vocab.value(c, lang)
    if shape == "property":
        owner = intent.target or intent.anchors[0].tag
        s["P"] = vocab.prop(owner, intent.returns[0], lang)
        return "property", s
    if shape in ("path", "subgraph", "comparison"):
        return shape, s
    if shape == "count":
        return ("count-cond" if not intent.hops else f"count-{side}"), s
    if shape == "aggregate":
        s["P"] = vocab.prop(intent.target or "", intent.aggregate_prop or "", lang)
        s["agg"] = rng.choice(_AGG[lang][intent.aggregate or "avg"])
        return f"aggregate-{side}", s
    if shape == "top-k":
        order = intent.order
        assert order is not None
        s["P"] = vocab.prop(order.owner, order.prop, lang)
        s["sup"] = rng.choice(_SUP[lang][order.descending])
        s["k"] = intent.limit
        return ("top-k" if not intent.hops else f"top-k-{side}"), s
    if shape == "two-hop":
        h1, h2 = intent.hops[0], intent.hops[1]
        s["E1"], s["E2"] = vocab.item("edge", h1.edge, lang), vocab.item("edge", h2.edge, lang)
        m = vocab.item("tag", h1.tag or "", lang)
        s["Ms"] = plural(m) if lang == "en" else m
        s["mid"] = f"that {s['a']} {s['E1']}" if h1.direction != "in" else f"that {s['E1']} {s['a']}"
        if h2.direction != "in":
            s["two_en"] = f"Which {s['Ts']} do the {s['Ms']} {s['mid']} {s['E2']}?"
        else:
            s["two_en"] = f"Which {s['Ts']} {s['E2']} the {s['Ms']} {s['mid']}?"
        mid_zh = _cat(s["a"], s["E1"], "的", m) if h1.direction != "in" else _cat(s["E1"], s["a"], "的", m)
        s["mid_zh"] = mid_zh
        s["second_zh"] = _cat(s["E2"], "了哪些", s["T"], "？") if h2.direction != "in" else ""
        if h2.direction == "in":
            s["mid_zh"], s["second_zh"] = _cat("哪些", s["T"], s["E2"]), _cat(mid_zh, "？")
        return "two-hop", s
    if shape == "filter-hop":
        edge_cond = intent.conditions[0].on == "edge"
        return ("filter-hop-edge" if edge_cond else "filter-hop"), s
    if shape in ("both", "negation"):
        return f"{shape}-{side}", s
    return f"hop-{side}", s


def question_keeps(intent: Intent) -> list[str]:
    """What a paraphrase must keep: the anchors' names and the compared values."""
    keep = [str(a.value if a.value is not None else a.vid) for a in intent.anchors]
    keep += [_number(c.value) for c in intent.conditions]
    if intent.limit is not None:
        keep.append(str(intent.limit))
    return keep


def paraphrase(question: str, lang: str, keep: list[str], model: LanguageModel) -> str:
    """The model's rewrite of a template question, or the question itself when the rewrite
    drops a name or number, is empty, or the model fails (a paraphrase is a nicety)."""
    prompt = join_sections(
        [prompt_text("synth_paraphrase"), section("language", "Chinese" if lang == "zh" else "English"),
         section("question", inline(question)), section("output")]
    )  # fmt: skip
    try:
        generation = model.generate(
            [{"role": "user", "content": prompt}], max_tokens=96, temperature=0.0, top_p=1.0
        )
    except R3Error:
        return question
    text = generation.text.strip().splitlines()
    out = text[0].strip().strip('"') if text else ""
    if not out or len(out) > 3 * len(question) + 20 or any(k not in out for k in keep):
        return question
    return out


def _fill(template: str, slots: dict[str, Any]) -> str:
    """``template.format(**slots)``, with a space wherever two Latin words would touch
    (Chinese templates put English schema words and names right beside each other)."""
    parts: list[str] = []
    for literal, name, spec, _ in string.Formatter().parse(template):
        parts.append(literal)
        if name is not None:
            parts.append(format(slots[name], spec or ""))
    return _cat(*parts)


def _cat(*parts: Any) -> str:
    out = ""
    for part in (str(p) for p in parts):
        if out and part and _latin(out[-1]) and _latin(part[0]):
            out += " "
        out += part
    return out


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" for ch in text)


__all__ = ["TEMPLATES", "Vocabulary", "paraphrase", "plural", "question_keeps", "split_name", "verbalize"]
