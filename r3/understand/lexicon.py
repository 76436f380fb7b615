"""Which words of a question speak of which tag, edge type or property — learned, not listed.

Why learned: the words for a schema's items are the schema's own business (``喜欢``,
``favorite``, ``liking`` all mean the nba edge ``like``; ``头发颜色`` the harrypotter
property ``hair``). Two sources of evidence, both general:

- **names**: an item's own name written in the question (``serve``, ``start year``,
  ``likes`` → ``like`` through the same light stemming the pool uses) — evidence 1;
- **the demonstration pool**: for every question word (Latin stem, CJK character pair)
  seen in the questions of at least ``min_count`` distinct gold queries of the space, the
  share of those gold queries that use the item. A word is evidence for an item when that
  share is high (``min_precision``) and clearly above the item's base rate (``min_lift``).
  Counting gold queries, not questions, keeps eight paraphrases of one query from making
  their shared small talk look like evidence.

:meth:`SchemaLexicon.evidence` gives, per item, the strongest evidence a question carries.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.retrieval.english_words import light_stem
from r3.text import is_cjk

_LATIN = re.compile(r"[a-z][a-z0-9_']*")


def question_terms(question: str) -> set[str]:
    """Latin stems and CJK character pairs of a question (the lexicon's vocabulary)."""
    low = question.lower()
    terms = {"w:" + light_stem(m.group(0)) for m in _LATIN.finditer(low)}
    run: list[str] = []
    for ch in [*low, " "]:
        if is_cjk(ch):
            run.append(ch)
            continue
        terms.update("cc:" + a + b for a, b in zip(run, run[1:], strict=False))
        run = []
    return terms


def item_key(kind: str, name: str, prop: str | None = None) -> str:
    """``edge:like``, ``tag:player``, ``prop:player.age`` — the lexicon's item names."""
    return f"{kind}:{name}" if prop is None else f"prop:{name}.{prop}"


@dataclass
class SchemaLexicon:
    """Word → item evidence of one space (module doc).

    It keeps raw counts, so :meth:`evidence` can leave demonstrations out (``minus``): the
    demos a leave-one-out or k-fold run excludes must not teach the lexicon either.
    """

    schema: SpaceSchema | None
    min_count: int = 3
    min_precision: float = 0.6
    min_lift: float = 1.5
    total: int = 0
    n_term: Counter[str] = field(default_factory=Counter)
    n_item: Counter[str] = field(default_factory=Counter)
    n_pair: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))

    @classmethod
    def learn(
        cls,
        schema: SpaceSchema | None,
        examples: Iterable[tuple[str, Iterable[str]]],
        *,
        min_count: int = 3,
        min_precision: float = 0.6,
        min_lift: float = 1.5,
    ) -> SchemaLexicon:
        """Learn from (question, item keys of its gold query) pairs of one space."""
        lex = cls(schema, min_count, min_precision, min_lift)
        for question, items in examples:
            lex.add(question_terms(question), set(items))
        return lex

    def add(self, terms: set[str], items: set[str]) -> None:
        self.total += 1
        self.n_term.update(terms)
        self.n_item.update(items)
        for t in terms:
            self.n_pair[t].update(items)

    def evidence(
        self, question: str, *, minus: Iterable[tuple[set[str], set[str], bool]] = ()
    ) -> dict[str, float]:
        """Item key → the strongest evidence for it in ``question`` (names count 1).

        ``minus`` lists what to leave out of the counts: (terms, items of the example, whether
        the whole example goes — else only those terms are taken from it).
        """
        terms = question_terms(question)
        drop_term: Counter[str] = Counter()
        drop_item: Counter[str] = Counter()
        drop_pair: dict[str, Counter[str]] = defaultdict(Counter)
        dropped = 0
        for d_terms, d_items, whole in minus:
            if whole:
                dropped += 1
                drop_item.update(d_items)
            for t in d_terms & terms:
                drop_term[t] += 1
                drop_pair[t].update(d_items)
        total = self.total - dropped
        out: dict[str, float] = {}
        for t in terms:
            count = self.n_term.get(t, 0) - drop_term.get(t, 0)
            if count < self.min_count:
                continue
            pairs = self.n_pair.get(t)
            if not pairs:
                continue
            for item, both in pairs.items():
                both -= drop_pair[t].get(item, 0) if t in drop_pair else 0
                if both <= 0:
                    continue
                precision = both / count
                n_item = self.n_item[item] - drop_item.get(item, 0)
                base = n_item / total if total > 0 else 1.0
                if precision >= self.min_precision and (base <= 0 or precision / base >= self.min_lift):
                    out[item] = max(out.get(item, 0.0), precision)
        if self.schema is not None:
            low = question.lower()
            stems = {light_stem(m.group(0)) for m in _LATIN.finditer(low)}
            owners: Counter[str] = Counter(
                pd.name
                for it in [*self.schema.tags.values(), *self.schema.edges.values()]
                for pd in it.properties
            )
            for kind, items in (("tag", self.schema.tags), ("edge", self.schema.edges)):
                for name, sitem in items.items():
                    if _written(name, low, stems):
                        out[item_key(kind, name)] = 1.0
                    for p in sitem.properties:
                        key = item_key(kind, name, p.name)
                        if len(p.name) > 3 and _written(p.name, low, stems):
                            # A name many items share ("name") says little about which one.
                            out[key] = max(out.get(key, 0.0), 0.9 if owners[p.name] == 1 else 0.5)
        return out


def _written(name: str, low: str, stems: set[str]) -> bool:
    base = name.lower()
    if len(base) < 3:
        return False
    if "_" in base:
        return base.replace("_", " ") in low or base in low
    return light_stem(base) in stems


def gold_items(
    tags: Iterable[str],
    edges: Iterable[str],
    props: Iterable[tuple[str | None, str]],
    schema: SpaceSchema | None,
) -> set[str]:
    """The item keys a gold query uses (from its analysis)."""
    out = {item_key("tag", t) for t in tags} | {item_key("edge", e) for e in edges}
    for owner, prop in props:
        if owner is None:
            continue
        kind = "edge" if schema is not None and owner in schema.edges else "tag"
        out.add(item_key(kind, owner, prop))
    return out


__all__ = ["SchemaLexicon", "gold_items", "item_key", "question_terms"]
