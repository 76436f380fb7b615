"""What the composer knows about a graph before reading any question: its words and its data.

Why read the data: a schema says ``treats`` is an edge type; only the data says it runs from
``drug`` to ``disease``, that ``age`` lies between 18 and 90, that ``type`` takes five values,
or which string property names a vertex (``name``, ``title``). A question on a new graph is
read against these facts, never against examples.

:class:`GraphProfile` holds, per space:

- **words** of every tag, edge type and property: its name split into words
  (``recommend_drug`` → recommend, drug; ``startYear`` → start, year), its DDL ``COMMENT``,
  user aliases (``aliases.yaml``) and the query-language glossary (:mod:`.glossary`); the
  words WordNet and CC-CEDICT relate to them are asked per question word
  (:func:`r3.lexical.relatedness`, in :mod:`.reading`);
- **endpoints** of every edge type: the (source tag, destination tag) pairs seen in the data;
- **display** property of every tag (:func:`r3.graph.display.display_property` on a sample);
- **numeric** ranges (min, max) and **categorical** values (few distinct strings) per property.

Built once per space from one scan (sampled beyond ``max_scan`` records).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.graph.display import display_property, readable_ids
from r3.lexical import chinese_words, name_words, noun_kind
from r3.retrieval.english_words import PROFILE_STOPWORDS, stem
from r3.understand.glossary import concept_words

#: Vertices per tag sampled to choose its display property (:mod:`r3.graph.display`).
DISPLAY_SAMPLE = 2000
#: A string property with at most this many distinct values (and repeats) is categorical.
MAX_CATEGORIES = 40
#: A head noun of a tag's display names (:meth:`GraphProfile._read_heads`): at least this many
#: names, this share of them ending with it, read at this strength (below a name's own words).
HEAD_MIN_NAMES = 3
HEAD_SHARE = 0.5
HEAD_STRENGTH = 0.8
#: Strength of the event a time property's Chinese comment dates (:meth:`GraphProfile._read_events`).
EVENT_STRENGTH = 0.6
#: Whole numbers in this range can be years.
YEARS = (1000, 2200)
#: How far from a date property's data a year may still speak of it (:meth:`PropStats.near_year`).
CENTURY = 100
#: Mean length (characters) from which a string property is free text (:attr:`PropStats.long_text`).
LONG_TEXT = 80
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9']*|[0-9]+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")


#: ``recommend_drug`` → [recommend, drug]; ``startYear`` → [start, year]; CJK names whole.
split_name = name_words


@dataclass(frozen=True)
class Words:
    """The words of one schema item: English stems and CJK phrases, each with a strength."""

    latin: dict[str, float] = field(default_factory=dict)
    cjk: dict[str, float] = field(default_factory=dict)

    def add(self, text: str, strength: float) -> None:
        for m in _WORD.finditer(text):
            w = m.group(0).lower()
            if w in PROFILE_STOPWORDS or w.isdigit():
                continue
            s = stem(w)
            self.latin[s] = max(self.latin.get(s, 0.0), strength)
        for run in _CJK_RUN.findall(text):
            self.cjk[run] = max(self.cjk.get(run, 0.0), strength)


@dataclass
class PropStats:
    """What the data says of one property: its type family, range and categories."""

    kind: str  # "number" | "date" | "string" | "bool" | "other"
    count: int = 0
    low: Any = None
    high: Any = None
    values: Counter[str] = field(default_factory=Counter)
    distinct: int = 0
    longest: int = 0
    #: Total characters of the string values seen (their mean tells names from prose).
    chars: int = 0

    @property
    def categorical(self) -> bool:
        return self.kind == "string" and 0 < self.distinct <= MAX_CATEGORIES and self.count > self.distinct

    @property
    def long_text(self) -> bool:
        """Free text (reviews, descriptions): strings of prose length on average, not categories —
        what ``answer()``/``summary()`` read."""
        return (
            self.kind == "string"
            and self.count > 0
            and self.chars / self.count >= LONG_TEXT
            and not self.categorical
        )

    @property
    def holds_time(self) -> bool:
        """A point in time: a date, or whole numbers in the range of years."""
        if self.kind == "date":
            return True
        low, high = self.low, self.high
        return (
            self.kind == "number"
            and isinstance(low, int)
            and isinstance(high, int)
            and YEARS[0] <= low <= high <= YEARS[1]
        )

    def near_year(self, year: float) -> bool:
        """Whether a year may speak of this date property: within a century of its data ("over
        1000 … in 2023" does not date anything in the year 1000)."""
        if self.kind != "date" or self.low is None:
            return True
        return self.low.year - CENTURY <= year <= self.high.year + CENTURY

    def in_range(self, value: float) -> bool:
        if self.kind != "number" or self.low is None:
            return False
        span = max(abs(self.high - self.low), 1.0)
        return self.low - 0.5 * span <= value <= self.high + 0.5 * span


@dataclass
class GraphProfile:
    """The words and data facts of one space (module doc)."""

    schema: SpaceSchema
    words: dict[str, Words] = field(default_factory=dict)
    endpoints: dict[str, Counter[tuple[str, str]]] = field(default_factory=dict)
    display: dict[str, str] = field(default_factory=dict)
    stats: dict[tuple[str, str], PropStats] = field(default_factory=dict)
    tag_sizes: Counter[str] = field(default_factory=Counter)
    #: Optional meaning-based matching of question words to items (:mod:`.semantic`).
    matcher: Any = None

    @cached_property
    def people(self) -> frozenset[str]:
        """The tags of people: the head word of the tag's name is a noun for people (WordNet:
        a driver, a gardener, a researcher is a person) or the glossary's person concept
        ("person", "people") — what "who" and 谁 ask for."""
        person = {"person", *concept_words("person")}
        out = set()
        for tag in self.schema.tags:
            parts = split_name(tag)
            if parts and (noun_kind(parts[-1]) == "person" or parts[-1].lower() in person):
                out.add(tag)
        return frozenset(out)

    # ------------------------------------------------------------------ building
    @classmethod
    def build(
        cls,
        schema: SpaceSchema,
        vertices: Iterable[Any] = (),
        edges: Iterable[Any] = (),
        *,
        aliases: Aliases | None = None,
        max_scan: int = 200_000,
    ) -> GraphProfile:
        """Read the schema's words and one pass over (at most ``max_scan``) vertices and edges."""
        prof = cls(schema)
        prof._read_words(aliases)
        tags_of: dict[Any, tuple[str, ...]] = {}
        strings: dict[tuple[str, str], set[str]] = defaultdict(set)
        samples: dict[str, list[Any]] = defaultdict(list)
        sample_ids: dict[str, list[Any]] = defaultdict(list)
        for i, v in enumerate(vertices):
            if i >= max_scan:
                break
            tags_of[v.vid] = tuple(v.tags)
            for tag, props in v.tags.items():
                prof.tag_sizes[tag] += 1
                if len(samples[tag]) < DISPLAY_SAMPLE:
                    samples[tag].append(props or {})
                    sample_ids[tag].append(v.vid)
                for name, value in (props or {}).items():
                    prof._observe((tag, name), value, strings)
        for i, e in enumerate(edges):
            if i >= max_scan:
                break
            pairs = prof.endpoints.setdefault(e.type, Counter())
            # A vertex with several tags counts under its most common one (a player who is
            # also a bachelor is a player), so endpoint pairs say what the edge joins.
            pairs[(prof._main_tag(tags_of.get(e.src, ())), prof._main_tag(tags_of.get(e.dst, ())))] += 1
            for name, value in (e.props or {}).items():
                prof._observe((e.type, name), value, strings)
        for key, seen in strings.items():
            prof.stats[key].distinct = len(seen)
        for item in schema.edges.values():
            if item.name not in prof.endpoints and item.endpoints:
                prof.endpoints[item.name] = Counter({tuple(p): 1 for p in item.endpoints})  # type: ignore[misc]
        for tag, item in schema.tags.items():
            strings_of = [p.name for p in item.properties if p.is_string]
            shown = display_property(
                samples.get(tag, ()),
                string_props=strings_of,
                names_as_ids=readable_ids(sample_ids.get(tag, ())),
            )
            if shown:
                prof.display[tag] = shown
        prof._read_heads()
        prof._read_events()
        return prof

    def _read_events(self) -> None:
        """The event a time property's Chinese comment dates names the property ("入职日期" →
        入职, "开站年份" → 开站, "入会日期" → 入会): a question writes the event alone ("2021年以后入职的"), the time
        it dates is the property's, known by its data. Words from CC-CEDICT's cut."""
        for owner, item in (*self.schema.tags.items(), *self.schema.edges.items()):
            for p in item.properties:
                st = self.stats.get((owner, p.name))
                if st is None or not st.holds_time:
                    continue
                for run in _CJK_RUN.findall(p.comment or ""):
                    cut = chinese_words(run)
                    # the event before the time word that ends the compound ("入职|日期", "入会|日期":
                    # the event is what comes before the last word, a word of its own or not)
                    head = cut[-1][0] if cut else ""
                    event = run[: len(run) - len(head)]
                    if len(head) >= 2 and 2 <= len(event) <= 4:
                        w = self.words.setdefault(f"prop:{owner}.{p.name}", Words())
                        w.cjk.setdefault(event, EVENT_STRENGTH)

    def _read_heads(self) -> None:
        """The head noun most display names of a tag end with (健身房 names ending in 店:
        "哪家*店*"; committees' titles ending in "Committee"): a word for the tag, read from
        the data — the graph's own names say what a user calls its vertices."""
        ends: dict[str, Counter[str]] = {}
        for tag, shown in self.display.items():
            st = self.stats.get((tag, shown))
            names = list(st.values) if st is not None else []
            if len(names) < HEAD_MIN_NAMES:
                continue
            heads: Counter[str] = Counter()
            for name in names:
                cjk = _CJK_RUN.findall(name)
                if cjk and name.endswith(cjk[-1]):
                    heads.update({cjk[-1][-n:] for n in (1, 2) if len(cjk[-1]) > n})
                words = _WORD.findall(name)
                if len(words) > 1 and name.endswith(words[-1]) and not words[-1].isdigit():
                    heads[words[-1].lower()] += 1
            ends[tag] = Counter({h: n for h, n in heads.items() if n >= HEAD_SHARE * len(names)})
        for tag, heads in ends.items():
            for head in heads:
                if any(head in other for t, other in ends.items() if t != tag):
                    continue  # a head two tags share names neither
                self.words.setdefault(f"tag:{tag}", Words()).add(head, HEAD_STRENGTH)

    @classmethod
    def from_engine(
        cls, engine: Any, space: str, schema: SpaceSchema, *, aliases: Aliases | None = None
    ) -> GraphProfile:
        return cls.build(schema, engine.scan_vertices(space), engine.scan_edges(space), aliases=aliases)

    def _observe(self, key: tuple[str, str], value: Any, strings: dict[tuple[str, str], set[str]]) -> None:
        st = self.stats.get(key)
        kind = _kind(value)
        if st is None:
            st = self.stats[key] = PropStats(kind)
        if kind == "other" or kind != st.kind:
            return
        st.count += 1
        if kind == "number":
            st.low = value if st.low is None else min(st.low, value)
            st.high = value if st.high is None else max(st.high, value)
        elif kind == "string":
            seen = strings[key]
            if len(seen) <= 4 * MAX_CATEGORIES:
                seen.add(value)
            if len(st.values) <= MAX_CATEGORIES or value in st.values:
                st.values[value] += 1
            st.longest = max(st.longest, len(value))
            st.chars += len(value)
        elif kind == "date":
            st.low = value if st.low is None else min(st.low, value)
            st.high = value if st.high is None else max(st.high, value)

    def _read_words(self, aliases: Aliases | None) -> None:
        s = self.schema
        for kind, items in (("tag", s.tags), ("edge", s.edges)):
            for item in items.values():
                w = self.words.setdefault(f"{kind}:{item.name}", Words())
                _add_name(w, item.name, item.comment, aliases, kind)
                for p in item.properties:
                    pw = self.words.setdefault(f"prop:{item.name}.{p.name}", Words())
                    _add_name(pw, p.name, p.comment, aliases, "prop", owner=item.name)

    def _main_tag(self, tags: tuple[str, ...]) -> str:
        return max(tags, key=lambda t: (self.tag_sizes[t], t)) if tags else ""

    # ------------------------------------------------------------------ questions of the data
    def pairs(self, edge: str) -> list[tuple[str, str]]:
        """(source tag, destination tag) pairs of ``edge``, most frequent first."""
        return [p for p, _ in self.endpoints.get(edge, Counter()).most_common()]

    def long_text_props(self, owner: str) -> list[str]:
        """The free-text properties of a tag or edge type (detected from the data)."""
        return [name for (o, name), st in self.stats.items() if o == owner and st.long_text]

    def numeric_props(self, owner: str) -> list[str]:
        item = self.schema.item(owner)
        if item is None:
            return []
        return [
            p.name
            for p in item.properties
            if (self.stats.get((owner, p.name)) or PropStats("x")).kind == "number"
        ]

    def kind_of(self, owner: str, prop: str) -> str:
        st = self.stats.get((owner, prop))
        if st is not None and st.count:
            return st.kind
        item = self.schema.item(owner)
        p = item.prop(prop) if item is not None else None
        if p is None:
            return "other"
        if p.is_numeric:
            return "number"
        if p.type in ("date", "datetime", "timestamp"):
            return "date"
        return "string" if p.is_string else "other"

    def categories(self) -> dict[str, list[tuple[str, str]]]:
        """Lower-cased categorical value → the (owner, prop) pairs holding it."""
        out: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for key, st in self.stats.items():
            if st.categorical:
                for v in st.values:
                    out[v.lower()].append(key)
        return out


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    name = type(value).__name__.lower()
    if "date" in name or "time" in name:
        return "date"
    return "other"


def _add_name(
    w: Words, name: str, comment: str | None, aliases: Any, kind: str, owner: str | None = None
) -> None:
    parts = split_name(name)
    for part in parts:
        w.add(part, 1.0)
        for concept in concept_words(part):
            w.add(concept, 0.9)
    if len(parts) > 1:
        for concept in concept_words(" ".join(parts)):
            w.add(concept, 0.9)
    if comment:
        w.add(comment, 0.8)
        if kind in ("tag", "edge"):
            _add_head(w, comment, both=kind == "edge")
        elif kind == "prop" and comment.startswith(WHETHER) and len(comment) > len(WHETHER) + 1:
            w.add(comment[len(WHETHER) :], 0.8)  # "是否复诊": a yes/no of 复诊
    for alias in _aliases_for(aliases, kind, name, owner):
        w.add(alias, 1.0)


#: How a yes/no property's Chinese comment begins ("是否复诊": whether a follow-up); the rest names it.
WHETHER = "是否"
#: Strength of the head word of a tag's Chinese compound comment (below the whole comment's 0.8).
HEAD = 0.6


def _add_head(w: Words, comment: str, *, both: bool = False) -> None:
    """The last word of a Chinese compound in a tag's comment also names the tag ("救助站点" →
    站点, "所在场馆" → 场馆): Chinese compounds are head-final, and a question writes the head
    alone ("每个站点"). An edge's verb-object compound names it by either word (``both``:
    "投放厨余" → 投放, 厨余: "投过厨余的人"). Words from CC-CEDICT's cut; nothing without the
    lexical index."""
    for run in _CJK_RUN.findall(comment):
        cut = chinese_words(run)
        # One compound of two words ("救助|站点"), never a list ("演员|或|导演": either is named).
        whole = len(cut) == 2 and "".join(x for x, _ in cut) == run
        if not whole or not all(len(x) >= 2 for x, _ in cut):
            continue
        for word, _ in cut if both else cut[-1:]:
            if word not in w.cjk:
                w.cjk[word] = HEAD


def _aliases_for(aliases: Aliases | None, kind: str, name: str, owner: str | None) -> list[str]:
    """Words a user gave for an item (``aliases.yaml``, :mod:`r3.contracts.aliases`)."""
    if not aliases:
        return []
    if owner is not None:
        return list(aliases.words_for("prop", owner, name))
    return list(aliases.words_for("tag" if kind == "tag" else "edge", name))


__all__ = ["GraphProfile", "PropStats", "Words", "split_name"]
