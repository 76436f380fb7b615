"""The demonstration pool: solved questions, and retrieval of the ones most like a new question.

Why (TrustUQA's lesson): a solved question whose *shape* matches the new one is the most
reliable template a model-free system has — its query only needs the new names and numbers.
So questions are compared with their names masked: ``'Tim Duncan' 喜欢谁`` and ``'Yao
Ming' 喜欢谁`` become the same ``⟨player⟩ 喜欢谁``. The remaining words are weighted by
TF-IDF (sublinear counts, cosine): Latin words and word pairs, CJK characters and
character pairs, plus language-neutral features — operator cues (count, shortest path,
descending, …), the kinds and number of linked names, how many numbers — so a Chinese
question can still find an English demonstration of the same shape.

Leave-one-out is built in and cannot be forgotten: :meth:`DemoPool.nearest` never returns a
demonstration whose question is identical to the one asked (the row itself included), and
``exclude_ids`` removes more (the eval runner passes the row id, or a whole fold).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.errors import QuerySyntaxError, R3Error
from r3.inputs import read_jsonl
from r3.lang import ast as A
from r3.lang.analysis import QueryAnalysis, analyze
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.retrieval.english_words import DEMO_STOPWORDS, light_stem
from r3.text import is_cjk
from r3.understand.cues import QuestionFacts, question_facts
from r3.understand.lexicon import SchemaLexicon, gold_items, question_terms
from r3.understand.linking import Link, as_links, resolve_links

#: Cue features weigh more than words: they are what survives translation.
CUE_WEIGHT = 2.0
STRUCT_WEIGHT = 1.5
#: Schema items: a demo's gold items, a new question's lexicon evidence (from EVIDENCE_FEATURE).
ITEM_WEIGHT = 1.5
EVIDENCE_FEATURE = 0.75
#: ``Demo.source`` of a user's correction (:mod:`r3.pipeline.memory`), and the similarity from
#: which it ranks before every other demonstration (a close correction is the top one).
MEMORY_SOURCE = "memory"
MEMORY_CLOSE = 0.75
_LATIN_WORD = re.compile(r"[a-z][a-z0-9_']*")


@dataclass(frozen=True)
class Demo:
    """One solved question: ``id``, ``question``, ``gold`` query, ``space`` (+ ``lang``, and
    ``source``: ``"synth"`` for demonstrations r3 made itself, ``""`` for given ones)."""

    id: str
    question: str
    gold: str
    space: str
    lang: str = ""
    source: str = ""


@dataclass
class DemoInfo:
    """What the pool knows about a demonstration beyond its text (computed once)."""

    demo: Demo
    script: A.Script | None
    analysis: QueryAnalysis | None
    links: list[Link]
    facts: QuestionFacts
    features: dict[str, float] = field(default_factory=dict)
    #: Lexicon terms of the question and schema item keys of the gold query (:mod:`r3.understand.lexicon`).
    terms: set[str] = field(default_factory=set)
    items: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class Neighbour:
    info: DemoInfo
    similarity: float


def load_demos(path: str | Path) -> list[Demo]:
    """Demonstrations from a JSONL file with ``question``, ``gold``, ``space`` (``id``, ``lang`` optional)."""
    demos: list[Demo] = []
    for number, row in read_jsonl(path, "demonstrations"):
        demos.extend(demos_from_rows([row], default_id=f"{Path(path).name}:{number}"))
    return demos


def demos_from_rows(rows: Iterable[dict[str, Any]], *, default_id: str = "") -> list[Demo]:
    """Demonstrations from dataset rows (``question``, ``gold``, ``space``); rows lacking one are skipped."""
    out: list[Demo] = []
    for i, row in enumerate(rows):
        q, g, s = row.get("question"), row.get("gold"), row.get("space")
        if isinstance(q, str) and isinstance(g, str) and isinstance(s, str) and q.strip() and g.strip():
            demo_id = str(row.get("id", default_id or f"demo-{i}"))
            out.append(Demo(demo_id, q, g, s, str(row.get("lang", "")), str(row.get("source", "") or "")))
    return out


# --------------------------------------------------------------------------- features


def masked_segments(
    question: str, links: Sequence[Link], facts: QuestionFacts
) -> tuple[list[str], list[str]]:
    """The question's text outside names, numbers and quotes, and one placeholder per masked span."""
    spans: list[tuple[int, int, str]] = []
    for lk in links:
        spans.append((lk.start, lk.end, f"<{lk.kind}:{lk.schema or '?'}>"))
    for n in facts.numbers:
        spans.append((n.start, n.end, "<num>"))
    for s, e in facts.quoted:
        spans.append((s, e, "<quoted>"))
    spans.sort(key=lambda t: (t[0], -(t[1] - t[0])))
    pieces: list[str] = []
    marks: list[str] = []
    pos = 0
    for s, e, mark in spans:
        if s < pos:
            continue
        pieces.append(question[pos:s])
        marks.append(mark)
        pos = e
    pieces.append(question[pos:])
    return pieces, marks


def question_features(
    question: str, links: Sequence[Link], facts: QuestionFacts, *, schema: SpaceSchema | None = None
) -> dict[str, float]:
    """Raw feature counts of a question (see the module doc); TF-IDF weighting is the pool's job."""
    pieces, marks = masked_segments(question, links, facts)
    feats: dict[str, float] = defaultdict(float)
    for piece in pieces:
        _text_features(piece.lower(), feats)
    names = [m for m in marks if m not in ("<num>", "<quoted>")]
    for m in set(marks):
        feats["mark:" + m] += STRUCT_WEIGHT
    feats[f"names:{min(len({lk.text for lk in links}), 3)}"] += STRUCT_WEIGHT
    feats[f"nums:{min(len(facts.numbers), 3)}"] += STRUCT_WEIGHT
    if names:
        feats["has-names"] += 1
    for cue in facts.cues:
        feats["cue:" + cue] += CUE_WEIGHT
    if schema is not None:
        low = question.lower()
        for name in [*schema.tags, *schema.edges, *(p for p in schema.all_property_names)]:
            for form in _name_forms(name):
                if re.search(r"(?<![a-z])" + re.escape(form) + r"(?![a-z])", low):
                    feats["schema:" + name] += CUE_WEIGHT
                    break
    return feats


def _name_forms(name: str) -> list[str]:
    """How a schema name may be written in English text (``start_year`` → ``start year``)."""
    base = name.lower()
    forms = {base, base.replace("_", " ")}
    return [f for f in forms if len(f) >= 3]


def _text_features(text: str, feats: dict[str, float]) -> None:
    words: list[str] = []
    for m in _LATIN_WORD.finditer(text):
        w = light_stem(m.group(0))
        if w and w not in DEMO_STOPWORDS:
            words.append(w)
    for w in words:
        feats["w:" + w] += 1
    for a, b in zip(words, words[1:], strict=False):
        feats["ww:" + a + "_" + b] += 1
    run: list[str] = []
    for ch in [*text, " "]:
        if is_cjk(ch):
            run.append(ch)
            continue
        for i, c in enumerate(run):
            feats["c:" + c] += 0.5
            if i + 1 < len(run):
                feats["cc:" + c + run[i + 1]] += 1
        run = []


# --------------------------------------------------------------------------- the pool


class DemoPool:
    """Demonstrations with their analyses and TF-IDF vectors; nearest-neighbour retrieval.

    ``linker_for_space`` (optional) links the demo questions so their names are masked like
    the new question's; ``schema_for_space`` (optional) gives the analyses their schema and
    adds schema-name features.
    """

    def __init__(
        self,
        demos: Sequence[Demo],
        *,
        schema_for_space: Callable[[str], SpaceSchema | None] | None = None,
        linker_for_space: Callable[[str], Any] | None = None,
    ) -> None:
        self.schema_for_space = schema_for_space
        self.infos: list[DemoInfo] = []
        raw: list[dict[str, float]] = []
        for demo in demos:
            schema = self._schema(demo.space)
            try:
                script: A.Script | None = parse(demo.gold)
                analysis: QueryAnalysis | None = analyze(script, schema=schema) if script else None
            except (QuerySyntaxError, RecursionError):
                script, analysis = None, None
            links: list[Link] = []
            if linker_for_space is not None:
                linker = linker_for_space(demo.space)
                if linker is not None:
                    links = resolve_links(as_links(linker.link(demo.question, 10), demo.question))
            facts = question_facts(demo.question, names=[lk.span for lk in links])
            info = DemoInfo(demo, script, analysis, links, facts, terms=question_terms(demo.question))
            if analysis is not None:
                info.items = gold_items(analysis.tags, analysis.edge_types, analysis.properties, schema)
            self.infos.append(info)
            feats = question_features(demo.question, links, facts, schema=schema)
            # What the gold query uses, as the features a new question's lexicon evidence meets.
            for item in info.items:
                feats["item:" + item] += ITEM_WEIGHT
            raw.append(feats)
        # The lexicon counts distinct gold queries (see lexicon.py): one example per group of
        # demonstrations of a space sharing a gold query, its terms the union of theirs.
        self._groups: dict[tuple[str, str], list[DemoInfo]] = {}
        for info in self.infos:
            if info.analysis is not None and info.script is not None:
                key = (info.demo.space, to_text(info.script))
                self._groups.setdefault(key, []).append(info)
        self._group_of: dict[int, tuple[str, str]] = {
            id(i): k for k, infos in self._groups.items() for i in infos
        }
        self._lexicons: dict[str, SchemaLexicon] = {}
        for (space, _), infos in self._groups.items():
            if space not in self._lexicons:
                self._lexicons[space] = SchemaLexicon(self._schema(space))
            self._lexicons[space].add(set().union(*(i.terms for i in infos)), infos[0].items)
        self._df: Counter[str] = Counter()
        for feats in raw:
            self._df.update(feats.keys())
        self._n = len(raw)
        self._postings: dict[str, list[tuple[int, float]]] = {}
        for i, feats in enumerate(raw):
            vec = self.weigh(feats)
            self.infos[i].features = vec
            for f, w in vec.items():
                self._postings.setdefault(f, []).append((i, w))

    def __len__(self) -> int:
        return len(self.infos)

    def weigh(self, feats: dict[str, float]) -> dict[str, float]:
        """Sublinear TF × smoothed IDF, L2-normalised."""
        vec = {}
        for f, c in feats.items():
            if c <= 0:
                continue
            idf = math.log((1 + self._n) / (1 + self._df.get(f, 0))) + 1.0
            vec[f] = (1.0 + math.log(c)) * idf if c >= 1 else c * idf
        norm = math.sqrt(sum(w * w for w in vec.values())) or 1.0
        return {f: w / norm for f, w in vec.items()}

    def vector(
        self,
        question: str,
        links: Sequence[Link],
        facts: QuestionFacts,
        space: str | None,
        evidence: dict[str, float] | None = None,
    ) -> dict[str, float]:
        feats = question_features(question, links, facts, schema=self._schema(space))
        for item, v in (evidence or {}).items():
            if v >= EVIDENCE_FEATURE:
                feats["item:" + item] += ITEM_WEIGHT * v
        return self.weigh(feats)

    def _schema(self, space: str | None) -> SpaceSchema | None:
        if space is None or self.schema_for_space is None:
            return None
        try:
            return self.schema_for_space(space)
        except R3Error:
            return None

    def nearest(
        self,
        question: str,
        links: Sequence[Link],
        facts: QuestionFacts,
        *,
        space: str | None = None,
        k: int = 8,
        exclude_ids: Iterable[str] = (),
        same_space: bool = True,
        evidence: dict[str, float] | None = None,
    ) -> list[Neighbour]:
        """The ``k`` most similar demonstrations of ``space`` (with ``same_space``).

        A space without demonstrations borrows from every space (without ``evidence``: item
        names belong to one schema). Never returns a demonstration whose question equals
        ``question`` (after trimming), nor one whose id is in ``exclude_ids``.
        """
        excluded = set(exclude_ids)
        asked = question.strip()
        vec = self.vector(question, links, facts, space, evidence)
        scores: dict[int, float] = {}
        for f, w in vec.items():
            for i, dw in self._postings.get(f, ()):
                scores[i] = scores.get(i, 0.0) + w * dw
        ranked: list[Neighbour] = []
        for i, s in sorted(scores.items(), key=lambda t: (-self._corrected_close(t[0], t[1]), -t[1])):
            info = self.infos[i]
            if info.demo.id in excluded or info.demo.question.strip() == asked:
                continue
            if same_space and space is not None and info.demo.space != space:
                continue
            ranked.append(Neighbour(info, s))
            if len(ranked) >= k:
                break
        if not ranked and same_space and space is not None:
            return self.nearest(
                question, links, facts, space=None, k=k, exclude_ids=excluded, same_space=False
            )
        return ranked

    def _corrected_close(self, i: int, similarity: float) -> bool:
        """Whether demonstration ``i`` is a user's correction close enough to rank first."""
        return self.infos[i].demo.source == MEMORY_SOURCE and similarity >= MEMORY_CLOSE

    def excluded(self, question: str, exclude_ids: Iterable[str] = ()) -> list[DemoInfo]:
        """The demonstrations a question may not learn from: ``exclude_ids`` and identical questions."""
        ids = set(exclude_ids)
        asked = question.strip()
        return [i for i in self.infos if i.demo.id in ids or i.demo.question.strip() == asked]

    def evidence(self, question: str, space: str, *, exclude_ids: Iterable[str] = ()) -> dict[str, float]:
        """Schema-item evidence of the question (:class:`SchemaLexicon`), excluded demos left out."""
        lex = self._lexicons.get(space)
        if lex is None:
            lex = self._lexicons[space] = SchemaLexicon(self._schema(space))
        gone: dict[tuple[str, str], list[DemoInfo]] = {}
        for info in self.excluded(question, exclude_ids):
            key = self._group_of.get(id(info))
            if key is not None and key[0] == space:
                gone.setdefault(key, []).append(info)
        minus: list[tuple[set[str], set[str], bool]] = []
        for key, out in gone.items():
            members = self._groups[key]
            kept = [i for i in members if all(i is not o for o in out)]
            all_terms: set[str] = set().union(*(i.terms for i in members))
            left: set[str] = set().union(*(i.terms for i in kept)) if kept else set()
            minus.append((all_terms - left, members[0].items, not kept))
        return lex.evidence(question, minus=minus)

    def spaces(self) -> set[str]:
        return {info.demo.space for info in self.infos}


__all__ = [
    "Demo",
    "DemoInfo",
    "DemoPool",
    "Neighbour",
    "demos_from_rows",
    "load_demos",
    "masked_segments",
    "question_features",
]
