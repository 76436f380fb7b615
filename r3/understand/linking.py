"""Linked items as the offline stages use them, and a model-free stand-in linker.

Why an own small type: adaptation and composition need, for every name the question
mentions, *where* it is (to pair it with the demo question's names by position), *what* it
is (a vertex of which tags, or a value of which property) and the stored spelling. The
retrieval package's :class:`~r3.retrieval.linker.Linker` returns richer items
(:class:`~r3.retrieval.linker.LinkedItem`); :func:`as_links` turns those into :class:`Link`,
so the refiner works with either linker the pipeline hands it.

:class:`StoreLinker` is the stand-in used when no linker is given: it finds stored vertex
ids, names and string property values written in the question (case-insensitive, on word
boundaries for Latin text), plus unambiguous parts of multi-part names (``Dejounte`` for
``Dejounte Murray``, ``凯特里奇`` for ``埃拉朵拉·凯特里奇``). Longer and exact matches win
overlaps. It has no fuzzy or semantic matching — that is the retrieval package's job.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol, runtime_checkable

from r3.contracts.aliases import Aliases, schema_words
from r3.contracts.schema import SpaceSchema
from r3.graph.display import display_property, is_display_name
from r3.lexical.relate import chinese_of, chinese_words, glosses
from r3.retrieval.english_words import STOPWORDS, stem
from r3.retrieval.linker import ItemOccurrence, LinkedItem
from r3.text import compact, is_cjk
from r3.understand.cues import cue_word_spans, quoted_spans

LinkKind = Literal["vertex", "value", "quoted"]
#: Least CC-CEDICT weight of a gloss for a Chinese word to name a stored English value.
GLOSS_MIN = 0.9
#: The score of a value found through a translation or a stem: below a written name (1.0),
#: above what :func:`resolve_links` keeps of values.
TRANSLATED = 0.75


@dataclass(frozen=True)
class Link:
    """One name of the question tied to the graph.

    ``kind``: ``vertex`` (``text`` is a vertex id), ``value`` (``text`` is a value of
    ``schema.prop``, e.g. ``kindred.rel_type``) or ``quoted`` (a quoted text nothing stored
    matched: kept as a literal the user wants, e.g. a new vertex id to insert).
    """

    text: str
    kind: LinkKind
    start: int
    end: int
    score: float = 1.0
    schema: str | None = None
    prop: str | None = None
    tags: tuple[str, ...] = ()
    exact: bool = True
    #: The stored text the question matched: for a vertex found through a property value
    #: (``prop`` says which, e.g. ``name``/``title``) that value, for one found by its id the
    #: vid. None when the linker did not say (then ``text`` is all that is known).
    matched: str | None = None

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    @property
    def vid(self) -> str | None:
        """The vertex id of a vertex link (None for values and quoted texts)."""
        return self.text if self.kind == "vertex" else None

    @property
    def display(self) -> str:
        """What the question's words stand for, as stored: the matched name, else the text."""
        return self.matched if self.matched is not None else self.text

    def literal_for(self, prop: str | None) -> str | None:
        """The literal to compare with ``prop`` (None or ``id``/``vid``: the vertex id).

        A vertex link gives its vid for an id comparison and the matched value for the
        property it was matched through; for any other property it knows nothing (None):
        a vid never goes into ``name`` and a name never into ``id(v) ==``. A value link gives
        its text for its own property.
        """
        if prop in (None, "", "id", "vid", "_vid"):
            return self.text if self.kind == "vertex" else None
        if self.kind == "vertex":
            return self.display if prop == self.prop and self.prop is not None else None
        if self.kind == "value":
            return self.text if self.prop in (None, prop) else None
        return self.text


@runtime_checkable
class LinkerLike(Protocol):
    """What the refiner needs of a linker: ``link(question, k)`` → items :func:`as_links` reads."""

    def link(self, question: str, k: int = 10) -> Sequence[Link | LinkedItem]: ...


# --------------------------------------------------------------------------- adapting items


def as_links(
    items: Iterable[Link | LinkedItem], question: str, *, display: Mapping[str, str] | None = None
) -> list[Link]:
    """Turn a linker's items into :class:`Link`: a Link passes through, a retrieval
    :class:`~r3.retrieval.linker.LinkedItem` is read by its occurrences (:func:`_from_linked_item`;
    dropped when it has no span in the question). ``question`` is the text the spans index.
    ``display`` (tag → display property, :func:`r3.graph.display.display_properties`) says which
    property values name vertices; without it, properties named like names do.
    """
    out: list[Link] = []
    for item in items:
        if isinstance(item, Link):
            out.append(item)
        elif isinstance(item, LinkedItem):
            link = _from_linked_item(item, display)
            if link is not None:
                out.append(link)
        else:
            raise TypeError(f"as_links takes Link or LinkedItem items, not {type(item).__name__}")
    return out


def _from_linked_item(item: LinkedItem, display: Mapping[str, str] | None = None) -> Link | None:
    """A :class:`r3.retrieval.linker.LinkedItem` (stored text, span, occurrences) as a Link.

    Only character-signal hits count (``char_score`` > 0): a dense-only hit has no span that
    names it. What the text is comes from its occurrences: a vertex id (``vid``, or the end
    of a dangling edge), else a display-property value (``name``, ``title`` …: it stands for
    its vertex, whose vid the owner record gives), else a property value.
    """
    span, score = item.span, item.char_score
    if span is None or score <= 0.0:
        return None
    occurrences = list(item.occurrences)
    vids = [o for o in occurrences if o.kind == "vid"]
    exact = item.match in ("exact", "compact", "alias")

    def shows(o: ItemOccurrence) -> bool:
        if o.kind != "prop" or o.prop is None:
            return False
        if display is None:
            return is_display_name(o.prop)
        return o.schema is not None and display.get(o.schema) == o.prop

    if vids:
        tags = tuple(dict.fromkeys(o.schema for o in vids if o.schema))
        # The same text as a display value of that vertex: an id that is also its name.
        same = [o for o in occurrences if shows(o) and (o.record or {}).get("vid") == item.text]
        prop = same[0].prop if same else None
        return Link(
            item.text,
            "vertex",
            span[0],
            span[1],
            score,
            tags[0] if tags else None,
            prop,
            tags,
            exact,
            matched=item.text,
        )
    names = [o for o in occurrences if shows(o)]
    if names:
        record = names[0].record or {}
        vid = record.get("vid", item.text)
        if isinstance(vid, str):
            tag = names[0].schema
            return Link(
                vid,
                "vertex",
                span[0],
                span[1],
                score,
                tag,
                names[0].prop,
                (tag,) if tag else (),
                exact,
                item.text,
            )
    values = [o for o in occurrences if o.kind in ("prop", "edge_prop")]
    if values:
        o = values[0]
        return Link(item.text, "value", span[0], span[1], score, o.schema, o.prop, (), exact)
    if any(o.kind == "edge_end" for o in occurrences):
        return Link(item.text, "vertex", span[0], span[1], score * 0.9, None, None, (), exact, item.text)
    return None


def resolve_links(
    links: Sequence[Link], *, min_score: float = 0.55, min_value_score: float = 0.7, tie: float = 0.03
) -> list[Link]:
    """Non-overlapping links in text order: the best reading of each stretch of the question.

    Links are taken best first (score, then span length); one that overlaps a taken link is
    dropped unless it covers exactly the same span within ``tie`` of its score (a genuinely
    ambiguous name keeps its readings). Value links need two characters at least (a single
    character matches everywhere) and ``min_value_score`` (a part of a long value — ``婚姻`` of
    ``第一次婚姻的女儿`` — is not that value).
    """
    ranked = sorted(links, key=lambda lk: (-lk.score, -(lk.end - lk.start), lk.start))
    return _non_overlapping(
        (
            lk
            for lk in ranked
            if lk.score >= min_score
            and not (lk.kind == "value" and (lk.end - lk.start < 2 or lk.score < min_value_score))
        ),
        lambda lk, same: (
            lk.score >= same[0].score - tie and all((c.text, c.kind) != (lk.text, lk.kind) for c in same)
        ),
    )


def _non_overlapping(
    links: Iterable[Link], another_reading: Callable[[Link, list[Link]], bool]
) -> list[Link]:
    """``links`` taken in the order given, in text order: one that overlaps a taken link is dropped,
    unless it covers exactly the same span and ``another_reading(link, taken_on_that_span)``."""
    chosen: list[Link] = []
    for lk in links:
        same = [c for c in chosen if c.span == lk.span]
        if same:
            if another_reading(lk, same):
                chosen.append(lk)
            continue
        if any(lk.start < c.end and c.start < lk.end for c in chosen):
            continue
        chosen.append(lk)
    chosen.sort(key=lambda lk: (lk.start, -lk.score))
    return chosen


# --------------------------------------------------------------------------- the stand-in


@dataclass
class _Entry:
    text: str
    kind: LinkKind
    schema: str | None
    prop: str | None
    tags: tuple[str, ...] = ()
    exact: bool = True
    matched: str | None = None


@dataclass
class StoreLinker:
    """Exact and part-of-name matching against the stored names and string values (module doc)."""

    entries: dict[str, list[_Entry]] = field(default_factory=dict)
    #: Vertex id → the tag it is reported under.
    main_tag: dict[str, str] = field(default_factory=dict)
    #: Tag → its display property (``name``, ``title`` …), chosen from the data.
    display: dict[str, str] = field(default_factory=dict)
    #: Compact keys of schema words (names, comments, aliases): never a part of a name.
    vocabulary: set[str] = field(default_factory=set)
    min_latin: int = 3
    min_cjk: int = 2
    #: One-character Chinese names of vertices (猫, 鱼): linked only where the character
    #: stands alone in the question's word cut (:meth:`_single`), never inside a longer word.
    singles: dict[str, list[_Entry]] = field(default_factory=dict)
    #: Stem → the one-word Latin keys with it (built on the first translated lookup).
    _stems: dict[str, list[str]] | None = field(default=None, repr=False)
    _vocab_stems: set[str] | None = field(default=None, repr=False)

    @classmethod
    def from_engine(
        cls,
        engine: Any,
        space: str | None = None,
        *,
        schema: SpaceSchema | None = None,
        aliases: Aliases | None = None,
    ) -> StoreLinker:
        """Index a space of an r3 engine (anything with ``scan_vertices``/``scan_edges``).

        Vertex ids, the display property of each tag (a vertex found through it carries
        that property and the matched value), other string values, and the words of
        ``aliases`` for stored values. ``schema`` (else the engine's) gives the schema
        words no part of a name may claim.
        """
        if schema is None:
            with contextlib.suppress(Exception):  # the schema is a precision hint, never required
                schema = engine.schema().space(space) if space else None
        linker = cls(vocabulary=schema_words(schema, aliases))
        vertex_tags: dict[str, set[str]] = {}
        rows: dict[str, list[tuple[str, dict[str, Any]]]] = {}
        for v in engine.scan_vertices(space):
            if not isinstance(v.vid, str):
                continue
            tags = vertex_tags.setdefault(v.vid, set())
            for tag, props in v.tags.items():
                tags.add(tag)
                strings = {p: x for p, x in (props or {}).items() if isinstance(x, str) and x.strip()}
                rows.setdefault(tag, []).append((v.vid, strings))
        linker.display = {
            tag: prop
            for tag, found in rows.items()
            if (prop := display_property(props for _, props in found)) is not None
        }
        # A vertex with several tags is reported under its most common one (player before bachelor).
        size = {tag: len(found) for tag, found in rows.items()}
        linker.main_tag = {
            vid: max(sorted(tags), key=lambda t: size.get(t, 0)) for vid, tags in vertex_tags.items() if tags
        }
        names: dict[str, list[tuple[str, str, str]]] = {}  # name → (vid, tag, prop)
        for tag, found in rows.items():
            shown = linker.display.get(tag)
            for vid, props in found:
                for prop, value in props.items():
                    if prop == shown or (shown is None and is_display_name(prop)):
                        names.setdefault(value, []).append((vid, tag, prop))
                    elif value != vid:
                        linker._add(value, _Entry(value, "value", tag, prop))
        for vid, tags in vertex_tags.items():
            main = linker.main_tag.get(vid)
            same = next((p for n_vid, t, p in names.get(vid, ()) if n_vid == vid and t == main), None)
            linker._add(vid, _Entry(vid, "vertex", main, same, tuple(sorted(tags)), matched=vid))
        for name, owners in names.items():
            if name in vertex_tags:
                continue
            for vid, tag, prop in owners:
                vtags = tuple(sorted(vertex_tags.get(vid, ())))
                linker._add(name, _Entry(vid, "vertex", tag, prop, vtags, matched=name))
        for e in engine.scan_edges(space):
            for prop, value in (e.props or {}).items():
                if isinstance(value, str) and value.strip():
                    linker._add(value, _Entry(value, "value", e.type, prop))
        linker._add_parts(vertex_tags, names)
        if aliases:
            linker._add_aliases(aliases)
        return linker

    def _add(self, key_text: str, entry: _Entry) -> None:
        key = key_text.strip().lower()
        if len(key) == 1 and is_cjk(key) and entry.kind == "vertex" and self.min_cjk > 1:
            self._keep(self.singles.setdefault(key, []), entry)
            return
        if not self._long_enough(key) or key.replace(".", "").isdigit():
            return
        self._keep(self.entries.setdefault(key, []), entry)

    @staticmethod
    def _keep(bucket: list[_Entry], entry: _Entry) -> None:
        if not any(
            b.text == entry.text
            and b.kind == entry.kind
            and b.schema == entry.schema
            and b.prop == entry.prop
            and b.matched == entry.matched
            for b in bucket
        ):
            bucket.append(entry)

    def _long_enough(self, key: str) -> bool:
        if any(is_cjk(ch) for ch in key):
            return len(key) >= self.min_cjk
        return len(key) >= self.min_latin

    def _add_parts(
        self, vertex_tags: dict[str, set[str]], names: dict[str, list[tuple[str, str, str]]]
    ) -> None:
        """Parts of multi-part names that name one vertex alone become partial keys.

        A part is evidence only when it is distinctive: it belongs to one vertex's names
        (``Pictures`` of three studios is not), is no schema word (``电影`` when a tag says
        电影) and no function word, and is long enough (4+ letters, 2+ CJK characters).
        """
        parts: dict[str, dict[str, tuple[str | None, str]]] = {}  # part → vid → (prop, full name)
        for name, owners in names.items():
            for part in _name_parts(name):
                for vid, _tag, shown in owners:
                    parts.setdefault(part.lower(), {}).setdefault(vid, (shown, name))
        for vid in vertex_tags:
            for part in _name_parts(vid):
                parts.setdefault(part.lower(), {}).setdefault(vid, (None, vid))
        for part, vids in parts.items():
            if len(vids) != 1 or part in self.entries or self._common(part):
                continue
            ((vid, (via, full)),) = vids.items()
            tags = tuple(sorted(vertex_tags[vid]))
            if self._long_enough(part) and (any(is_cjk(c) for c in part) or len(part) >= 4):
                entry = _Entry(vid, "vertex", self.main_tag.get(vid), via, tags, exact=False, matched=full)
                self.entries[part] = [entry]

    def _common(self, part: str) -> bool:
        """A function word or a schema word: what the question means by it is not a name."""
        return part in STOPWORDS or compact(part) in self.vocabulary

    def _add_aliases(self, aliases: Aliases) -> None:
        """Value aliases link to the stored value (or to the vertices a display value names)."""
        for item in aliases.items("value"):
            stored = str(item.value)
            found = [
                e
                for e in self.entries.get(stored.strip().lower(), [])
                if e.schema == item.owner
                and e.prop == item.prop
                or (e.kind == "vertex" and e.prop == item.prop and item.owner in e.tags)
            ]
            targets = found or [_Entry(stored, "value", item.owner, item.prop)]
            for word in aliases.words_for("value", item.owner, item.prop, item.value):
                for target in targets:
                    self._add(word, replace(target, exact=True))

    def link(self, question: str, k: int = 10) -> list[Link]:
        """The stored names the question writes, non-overlapping, in text order (at most ``k``)."""
        low = question.lower()
        quotes = quoted_spans(question)
        found: list[Link] = []
        for key, bucket in self.entries.items():
            start = low.find(key)
            while start >= 0:
                end = start + len(key)
                if _on_boundary(low, start, end):
                    for entry in bucket:
                        if not entry.exact and any(
                            a <= start and end <= b and (a, b) != (start, end) for a, b in quotes
                        ):
                            continue  # 'Tim Parker' is not 'Tony Parker': a quote names something else
                        score = (1.0 if entry.exact else 0.6) / len(bucket)
                        found.append(
                            Link(
                                entry.text,
                                entry.kind,
                                start,
                                end,
                                score,
                                entry.schema,
                                entry.prop,
                                entry.tags,
                                entry.exact,
                                entry.matched,
                            )
                        )
                start = low.find(key, start + 1)
        found.sort(
            key=lambda lk: (-(lk.end - lk.start), not lk.exact, -lk.score, lk.kind != "vertex", lk.start)
        )
        # Another reading of the same words (two vertices named alike, a name that is also a value).
        chosen = _non_overlapping(
            found,
            lambda lk, same: (
                not any(c.text == lk.text and c.kind == lk.kind and c.schema == lk.schema for c in same)
            ),
        )
        chosen += self._translated(question, [lk.span for lk in chosen])
        chosen += self._single(question, [lk.span for lk in chosen])
        chosen.sort(key=lambda lk: lk.start)
        return chosen[:k]

    def _single(self, question: str, taken: Sequence[tuple[int, int]]) -> list[Link]:
        """One-character vertex names the question writes as a word of their own ("有几只猫",
        "哪些宠物是狗"). Why the word cut: a single character matches inside every longer word
        (猫 in 熊猫, 鱼 in 鱿鱼), so it names the stored vertex only where CC-CEDICT's cut
        (:func:`r3.lexical.chinese_words`) leaves it alone; never a schema or function word,
        never inside a linked name. Without the lexical index nothing is linked this way."""
        if not self.singles:
            return []
        out: list[Link] = []
        for word, pos in chinese_words(question):
            bucket = self.singles.get(word)
            if not bucket or word in STOPWORDS or compact(word) in self.vocabulary:
                continue
            if any(pos < b and a < pos + 1 for a, b in taken):
                continue
            for entry in bucket:
                out.append(
                    Link(
                        entry.text, entry.kind, pos, pos + 1, 1.0 / len(bucket), entry.schema,
                        entry.prop, entry.tags, True, entry.matched,
                    )
                )  # fmt: skip
        return out

    def _schema_word(self, word: str) -> bool:
        """A schema word in any inflection ("chefs" for a tag ``chef``): it names the schema,
        so its translation (主厨) is no value the question writes."""
        if self._vocab_stems is None:
            self._vocab_stems = {stem(v) for v in self.vocabulary if v.isascii()}
        return compact(word) in self.vocabulary or stem(word) in self._vocab_stems

    def _translated(self, question: str, taken: Sequence[tuple[int, int]]) -> list[Link]:
        """Stored one-word values a question word means in the other language or another
        inflection: 奇幻 → ``fantasy`` (CC-CEDICT), "documentary" → ``纪录片``, "planning" →
        ``planned`` (the same stem). Why: a count or filter with a category is asked in the
        user's words, and the graph stores the category in its own ("一共有多少本奇幻小说" on a
        ``genre`` of English words). Only single stored words, never a schema word, never
        inside a name already linked; a found value counts as exact (it is the whole value)."""
        if not self.entries:
            return []
        if self._stems is None:
            self._stems = {}
            for key in self.entries:
                if key.isalpha() and key.isascii() and len(key) >= 4:
                    self._stems.setdefault(stem(key), []).append(key)
        words: list[tuple[str, int, list[str]]] = []
        for m in re.finditer(r"[A-Za-z][A-Za-z-]{3,}", question):
            # a hyphenated word is also read part by part ("national-level" → national)
            parts = [(m.group(0), m.start())] + (
                [(p.group(0), m.start() + p.start()) for p in re.finditer(r"[A-Za-z]{4,}", m.group(0))]
                if "-" in m.group(0)
                else []
            )
            for text, at in parts:
                word = text.lower()
                if word in STOPWORDS or self._schema_word(word):
                    continue
                keys = [k for k in self._stems.get(stem(word), []) if k != word]
                keys += [c for c in chinese_of(word) if len(c) >= self.min_cjk]
                words.append((word, at, keys))
        cues = cue_word_spans(question)
        for word, pos in chinese_words(question):
            if len(word) < self.min_cjk or compact(word) in self.vocabulary:
                continue
            if any(pos < b and a < pos + len(word) for a, b in cues):
                continue  # the query language's own word (共同 "jointly" is no stored kind "joint")
            words.append((word, pos, [g.lower() for g, w in glosses(word).items() if w >= GLOSS_MIN]))
        out: list[Link] = []
        for word, pos, keys in words:
            end = pos + len(word)
            if any(pos < b and a < end for a, b in [*taken, *(lk.span for lk in out)]):
                continue
            for key in dict.fromkeys(keys):
                bucket = [e for e in self.entries.get(key, []) if e.exact and (" " not in e.text)]
                for entry in bucket:
                    out.append(
                        Link(
                            entry.text,
                            entry.kind,
                            pos,
                            end,
                            TRANSLATED / len(bucket),
                            entry.schema,
                            entry.prop,
                            entry.tags,
                            True,
                            entry.matched,
                        )
                    )
                if bucket:
                    break
        return out


def _name_parts(name: str) -> list[str]:
    """``Dejounte Murray`` → [Dejounte, Murray]; ``埃拉朵拉·凯特里奇`` → [埃拉朵拉, 凯特里奇]."""
    pieces = [p for p in re.split(r"[\s·・•‧]+", name.strip()) if p]
    return pieces if len(pieces) > 1 else []


def _on_boundary(text: str, start: int, end: int) -> bool:
    """A Latin match must not start or end inside a word (``al`` in ``all``)."""
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    first, last = text[start], text[end - 1]
    if first.isalnum() and not is_cjk(first) and before.isalnum() and not is_cjk(before):
        return False
    return not (last.isalnum() and not is_cjk(last) and after.isalnum() and not is_cjk(after))


__all__ = ["Link", "LinkKind", "LinkerLike", "StoreLinker", "as_links", "resolve_links"]
