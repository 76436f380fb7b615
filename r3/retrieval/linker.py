"""The entity linker: question → top-k stored strings with both signals, for the rewriter.

Why two signals fused by rank: the character signal (:mod:`r3.retrieval.charscore`) is
precise for names the question spells (fully, partly, with a typo), the dense signal
(:mod:`r3.embedders`) reaches what spelling cannot (synonyms, translations with a
real model). Their scores live on different scales (a graded match vs a cosine that depends
on the model), so they are fused with weighted reciprocal ranks,
``Σ weight / (RRF_K + rank)``, which needs no calibration per embedder; an item found by
both signals outranks an item found by one.

Every :class:`LinkedItem` carries both scores, the mention it was found through (text and
span), and its occurrences with attributes (tag/edge type, property, owner record), so the
rewriter can tell a vid from a name property — the paper's ``[related_item]`` input, which
:func:`format_related_items` renders (embedding hits, then character hits).
:func:`rewrite` is the deterministic baseline rewriter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from rapidfuzz import process
from rapidfuzz.distance import OSA

from r3.contracts.aliases import Aliases
from r3.embedders import Embedder
from r3.errors import UserInputError
from r3.graph.dump_manifest import record_edge, record_vertex
from r3.retrieval.charscore import (
    ALIAS,
    COMPACT,
    EXACT,
    FUZZY,
    FUZZY_MIN,
    FUZZY_MIN_LEN,
    PART,
    TOKEN,
    fuzzy_candidates,
    grade,
    paper_score,
    same_text,
)
from r3.retrieval.index import Occurrence, RetrievalIndex
from r3.retrieval.mentions import Mention, Segmenter, extract_mentions, strong_mentions
from r3.retrieval.normalize import grams, tokens
from r3.text import compact, fold, is_cjk
from r3.values import Tags, Vertex, render
from r3.values.json import JsonObject

SIGNALS = ("both", "char", "dense")
#: Longest question accepted (characters): longer text is a document, not a question.
MAX_QUESTION_CHARS = 4096
#: Reciprocal-rank constant and per-signal weights of the fusion.
RRF_K = 10.0
CHAR_WEIGHT = 1.0
#: Fuzzy candidates (most shared grams first) whose tokens are compared one by one.
TOKEN_FUZZY_LIMIT = 300
#: Factor on a character hit whose mention lies inside a longer mention that matched too.
CONTAINED_FACTOR = 0.9
DENSE_WEIGHT = 0.5
#: A partial match (a mention that is only part of a stored string) is evidence only when the
#: mention is distinctive — in at most DISTINCT_DF stored strings, and no schema word — or
#: covers LONG_COVERAGE of the string; otherwise its grade is multiplied by WEAK_PARTIAL,
#: which keeps it below what the offline stages accept (it stays in the candidate list).
DISTINCT_DF = 3
LONG_COVERAGE = 0.6
WEAK_PARTIAL = 0.6
#: A rewrite replaces a mention only when its best link scores at least this (char signal)
#: and no other string comes within REWRITE_MARGIN of it for that mention.
REWRITE_MIN = 0.6
REWRITE_MARGIN = 0.05


@dataclass(frozen=True)
class ItemOccurrence:
    """One place a linked string occurs, with its owner's attributes."""

    kind: str  # "vid" | "prop" | "edge_prop" | "edge_end"
    schema: str | None  # tag or edge type
    prop: str | None
    record: JsonObject  # the dump record of the owner (vertex tag record or edge)

    def to_json(self) -> JsonObject:
        return {"kind": self.kind, "schema": self.schema, "prop": self.prop, "record": self.record}


@dataclass
class LinkedItem:
    """A stored string linked to the question."""

    text: str
    sid: int
    score: float = 0.0  # fused (what the list is ranked by)
    char_score: float = 0.0  # normalised character score in [0, 1]
    paper_score: float = 0.0  # the paper's min(len)/Levenshtein of mention vs text
    dense_score: float | None = None  # cosine similarity, when the dense signal found it
    match: str | None = None  # exact | compact | alias | fuzzy | token | part (char), or None
    mention: str | None = None
    span: tuple[int, int] | None = None
    dense_mention: str | None = None  # the query text the dense hit came from
    occurrences: list[ItemOccurrence] = field(default_factory=list)
    total_occurrences: int = 0
    char_rank: int | None = None
    dense_rank: int | None = None

    @property
    def signals(self) -> tuple[str, ...]:
        return tuple(s for s, r in (("char", self.char_rank), ("dense", self.dense_rank)) if r is not None)

    @property
    def kinds(self) -> list[str]:
        """``vid``, ``player.name``, ``kindred.rel_type`` …: what the string is, in order."""
        out: list[str] = []
        for o in self.occurrences:
            label = (
                f"vid:{o.schema}"
                if o.kind == "vid"
                else f"{o.schema}.{o.prop}"
                if o.kind != "edge_end"
                else f"{o.schema}{o.prop}"
            )
            if label not in out:
                out.append(label)
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "score": round(self.score, 6),
            "char_score": round(self.char_score, 6),
            "paper_score": round(self.paper_score, 6),
            "dense_score": None if self.dense_score is None else round(self.dense_score, 6),
            "match": self.match,
            "mention": self.mention,
            "span": list(self.span) if self.span else None,
            "dense_mention": self.dense_mention,
            "signals": list(self.signals),
            "kinds": self.kinds,
            "total_occurrences": self.total_occurrences,
            "occurrences": [o.to_json() for o in self.occurrences],
        }


@dataclass
class _CharHit:
    score: float
    match: str
    mention: Mention


def check_question(question: str | bytes, *, max_chars: int = MAX_QUESTION_CHARS) -> str:
    """The question as text, or UserInputError for empty, oversized or undecodable input."""
    if isinstance(question, (bytes, bytearray)):
        try:
            question = bytes(question).decode("utf-8")
        except UnicodeDecodeError as e:
            raise UserInputError(f"the question is not valid UTF-8 ({e.reason} at byte {e.start})") from None
    if not isinstance(question, str):
        raise UserInputError(f"the question must be text, not {type(question).__name__}")
    try:
        question.encode("utf-8")
    except UnicodeEncodeError as e:
        raise UserInputError(
            f"the question holds undecodable bytes ({e.reason} at character {e.start})"
        ) from None
    if not question.strip():
        raise UserInputError("the question is empty")
    if len(question) > max_chars:
        raise UserInputError(
            f"the question has {len(question)} characters, more than the {max_chars} a question may have"
        )
    return question


class Linker:
    """Links questions to the strings of one index (one graph space)."""

    def __init__(
        self,
        index: RetrievalIndex,
        embedder: Embedder | None = None,
        *,
        signal: str = "both",
        max_chars: int = MAX_QUESTION_CHARS,
        per_key_limit: int = 64,
        dense_queries: int = 8,
        segmenter: Segmenter | None = None,
        char_weight: float = CHAR_WEIGHT,
        dense_weight: float = DENSE_WEIGHT,
        vocabulary: Iterable[str] = (),
        aliases: Aliases | None = None,
    ) -> None:
        if signal not in SIGNALS:
            raise UserInputError(f"unknown signal {signal!r}; choose one of {', '.join(SIGNALS)}")
        index.check_embedder(embedder)
        self.index = index
        self.embedder = embedder if index.searcher is not None else None
        self.signal = signal
        self.max_chars = max_chars
        self.per_key_limit = per_key_limit
        self.dense_queries = dense_queries
        self.segmenter = segmenter
        self.char_weight = char_weight
        self.dense_weight = dense_weight
        #: Compact keys of schema words (names, comments, alias words): a partial match
        #: through one of them is weak — the question means the schema item.
        self.vocabulary = {compact(w) for w in vocabulary}
        #: User aliases (:class:`r3.contracts.aliases.Aliases`): value aliases link to the stored value.
        self.aliases = aliases
        self._alias_ids: dict[str, list[int]] = {}
        if aliases:
            self.vocabulary |= set(aliases.vocabulary())
            self._alias_ids = self._index_aliases(aliases)

    # ------------------------------------------------------------------ public
    def link(self, question: str | bytes, k: int = 5, *, signal: str | None = None) -> list[LinkedItem]:
        """The top ``k`` stored strings for ``question`` (see the module doc), best first."""
        text = check_question(question, max_chars=self.max_chars)
        if k < 1:
            raise UserInputError(f"k must be at least 1, got {k}")
        use = signal or self.signal
        if use not in SIGNALS:
            raise UserInputError(f"unknown signal {use!r}; choose one of {', '.join(SIGNALS)}")
        if use == "dense" and self.embedder is None:
            raise UserInputError(
                "the dense signal needs an index built with an embedder (r3 index --embedder …)"
            )
        mentions = extract_mentions(text)
        strong = strong_mentions(text, segmenter=self.segmenter)
        depth = max(k * 4, 20)
        char = self.char_hits(mentions, strong) if use in ("both", "char") else {}
        dense = self.dense_hits(text, strong, depth) if use in ("both", "dense") and self.embedder else {}
        char_rank = _ranked(
            char, lambda sid, h: (-h.score, -len(h.mention.key), len(self.index.key(sid)), sid)
        )[:depth]
        dense_rank = sorted(dense, key=lambda sid: (-dense[sid][0], sid))[:depth]
        items: dict[int, LinkedItem] = {}
        for rank, sid in enumerate(char_rank, start=1):
            hit = char[sid]
            item = items.setdefault(sid, LinkedItem(self.index.string(sid), sid))
            item.char_score, item.match, item.char_rank = hit.score, hit.match, rank
            item.mention, item.span = hit.mention.text, hit.mention.span
            item.paper_score = paper_score(fold(hit.mention.text), fold(item.text))
            item.score += self.char_weight / (RRF_K + rank)
        for rank, sid in enumerate(dense_rank, start=1):
            cos, origin = dense[sid]
            item = items.setdefault(sid, LinkedItem(self.index.string(sid), sid))
            item.dense_score, item.dense_mention, item.dense_rank = cos, origin, rank
            item.score += self.dense_weight / (RRF_K + rank)
        ranked = sorted(items.values(), key=lambda it: (-it.score, -it.char_score, it.sid))[:k]
        for item in ranked:
            self._attach(item)
        return ranked

    def char_hits(self, mentions: Sequence[Mention], strong: Sequence[Mention] = ()) -> dict[int, _CharHit]:
        """Best character match per string id over all mentions."""
        idx = self.index
        best: dict[int, _CharHit] = {}

        def offer(sid: int, score: float, match: str, m: Mention) -> None:
            cur = best.get(sid)
            if cur is None or score > cur.score or (score == cur.score and len(m.key) > len(cur.mention.key)):
                best[sid] = _CharHit(score, match, m)

        keys = [m.key for m in mentions]
        exact_found = idx.exact_ids(keys)
        matched_exactly: set[tuple[int, int]] = set()
        for m, ids in zip(mentions, exact_found, strict=True):
            for sid in ids.tolist():
                kind = EXACT if same_text(m.text, idx.string(sid)) else COMPACT
                offer(sid, grade(kind) * m.prior(), kind, m)
                matched_exactly.add(m.span)
        for m in mentions:
            for sid in self._alias_ids.get(m.key, ()):
                offer(sid, grade(ALIAS) * m.prior(), ALIAS, m)
                matched_exactly.add(m.span)
        partial = [m for m in mentions if not m.stop and _partial_ok(m)]
        pkeys = [m.key for m in partial]
        for m, ids in zip(partial, idx.token_ids(pkeys, limit=self.per_key_limit), strict=True):
            df = len(ids)
            for sid in ids.tolist():
                cov = len(m.key) / max(1, len(idx.key(sid)))
                offer(sid, grade(TOKEN, coverage=cov) * m.prior() * self._evidence(m, df, cov), TOKEN, m)
        cjk = [m for m in partial if m.cjk]
        for m, ids in zip(cjk, idx.part_ids([m.key for m in cjk], limit=self.per_key_limit), strict=True):
            df = len(ids)
            for sid in ids.tolist():
                cov = len(m.key) / max(1, len(idx.key(sid)))
                offer(sid, grade(PART, coverage=cov) * m.prior() * self._evidence(m, df, cov), PART, m)
        for m in strong:
            if len(m.key) < FUZZY_MIN_LEN or m.span in matched_exactly:
                continue
            found = self._fuzzy(m.key)
            df = sum(1 for _, match, _ in found if match == TOKEN)
            for sid, match, value in found:
                if match == TOKEN:  # a word of a longer string: a partial match like any other
                    value *= self._evidence(m, df, len(m.key) / max(1, len(idx.key(sid))))
                offer(sid, value * m.prior(), match, m)
        return _prefer_longest(best)

    def _evidence(self, m: Mention, df: int, coverage: float) -> float:
        """1 when a partial match through ``m`` is real evidence, else WEAK_PARTIAL (module constants)."""
        if m.key in self.vocabulary:
            return WEAK_PARTIAL
        if df <= DISTINCT_DF or coverage >= LONG_COVERAGE:
            return 1.0
        return WEAK_PARTIAL

    def _index_aliases(self, aliases: Aliases) -> dict[str, list[int]]:
        """Alias word key → ids of the stored strings its value alias names (unknown values skipped)."""
        out: dict[str, list[int]] = {}
        for item in aliases.items("value"):
            stored = str(item.value)
            (ids,) = self.index.exact_ids([compact(stored)])
            sids = [
                sid
                for sid in ids.tolist()
                if same_text(self.index.string(sid), stored)
                and any(o.schema == item.owner and o.prop == item.prop for o in self.index.occurrences(sid))
            ]
            for word in aliases.words_for("value", item.owner, item.prop, item.value):
                bucket = out.setdefault(compact(word), [])
                bucket.extend(sid for sid in sids if sid not in bucket)
        return out

    def dense_hits(
        self, question: str, strong: Sequence[Mention], depth: int
    ) -> dict[int, tuple[float, str]]:
        """Best cosine per string id over the question and its strong mentions."""
        assert self.embedder is not None and self.index.searcher is not None
        queries = [question, *[m.text for m in strong[: self.dense_queries]]]
        vectors = self.embedder.embed(queries)
        scores, ids = self.index.searcher.search(vectors, depth)
        best: dict[int, tuple[float, str]] = {}
        for row, origin in enumerate(queries):
            for s, sid in zip(scores[row].tolist(), ids[row].tolist(), strict=True):
                if sid < 0:
                    continue
                if sid not in best or s > best[sid][0]:
                    best[sid] = (float(s), origin)
        return best

    # ------------------------------------------------------------------ helpers
    def _fuzzy(self, key: str, limit: int = 20) -> list[tuple[int, str, float]]:
        """Strings within a few edits of ``key``: as a whole (FUZZY) or one of their tokens (TOKEN).

        Edits are counted with optimal string alignment (a swap of two neighbours is one edit,
        the commonest typo), normalised by the longer length.

        Returns (id, match, grade before the mention prior).
        """
        g = self.index.gram
        cands = fuzzy_candidates(grams(key), g.keys, g.offsets, g.ids)
        if not len(cands):
            return []
        cand_keys = [self.index.key(int(c)) for c in cands]
        # No score_cutoff inside rapidfuzz: it drops 1 - 2/10 against a cutoff of 0.8 (rounding).
        cutoff = FUZZY_MIN - 1e-9
        out: dict[int, tuple[str, float]] = {}
        for _k, sim, i in process.extract(key, cand_keys, scorer=OSA.normalized_similarity, limit=limit):
            if sim >= cutoff:
                out[int(cands[i])] = (FUZZY, grade(FUZZY, similarity=float(sim)))
        for i, sid in enumerate(cands[:TOKEN_FUZZY_LIMIT].tolist()):
            if sid in out or len(cand_keys[i]) <= len(key):
                continue
            toks = tokens(self.index.string(sid))
            if len(toks) < 2:
                continue
            best = process.extractOne(key, toks, scorer=OSA.normalized_similarity)
            if best is not None and best[1] >= cutoff:
                cov = len(key) / max(1, len(cand_keys[i]))
                out[sid] = (TOKEN, grade(TOKEN, coverage=cov) * float(best[1]))
        ranked = sorted(out.items(), key=lambda kv: -kv[1][1])[:limit]
        return [(sid, match, g_) for sid, (match, g_) in ranked]

    def _attach(self, item: LinkedItem) -> None:
        item.total_occurrences = self.index.occurrence_count(item.sid)
        item.occurrences = [self._occurrence(o) for o in self.index.occurrences(item.sid)]

    def _occurrence(self, o: Occurrence) -> ItemOccurrence:
        return ItemOccurrence(o.kind, o.schema, o.prop, self.index.record(o.owner))


def _prefer_longest(best: dict[int, _CharHit]) -> dict[int, _CharHit]:
    """Hits through a mention inside a longer mention that matched completely (or at least as
    well) lose CONTAINED_FACTOR.

    Maximal munch: in ``亨利七世的儿子`` the stored ``亨利七世`` is meant, not ``亨利``; in
    ``尤里克的头发`` the strings containing ``尤里克`` beat those containing ``里克``.
    """
    spans: dict[tuple[int, int], float] = {}
    for h in best.values():
        top = 2.0 if h.match in (EXACT, COMPACT, ALIAS) else h.score  # a complete match dominates
        if top > spans.get(h.mention.span, -1.0):
            spans[h.mention.span] = top
    out = {}
    for sid, h in best.items():
        s, e = h.mention.span
        if any(a <= s and e <= b and (a, b) != (s, e) and top >= h.score for (a, b), top in spans.items()):
            out[sid] = _CharHit(h.score * CONTAINED_FACTOR, h.match, h.mention)
        else:
            out[sid] = h
    return out


def _partial_ok(m: Mention) -> bool:
    """Partial-name lookups need a specific enough mention: 3+ letters, or 2+ CJK characters."""
    if m.cjk or any(is_cjk(ch) for ch in m.key):
        return len(m.key) >= 2
    return len(m.key) >= 3 and not m.key.isdigit()


def _ranked(hits: dict[int, _CharHit], key: Callable[[int, _CharHit], tuple[float, ...]]) -> list[int]:
    return sorted(hits, key=lambda sid: key(sid, hits[sid]))


# --------------------------------------------------------------------------- output


def describe_record(record: JsonObject, extra_tags: Sequence[JsonObject] = ()) -> str:
    """A dump record in NebulaGraph's value text: ``("vid" :tag{…})`` or ``[:type "a"->"b" @0 {…}]``."""
    if record.get("kind") == "edge":
        return render(record_edge(record))
    vertex = record_vertex(record)
    if extra_tags:
        tags = dict(vertex.tags)
        for other in extra_tags:
            tags.update(record_vertex(other).tags)
        vertex = Vertex(vertex.vid, Tags(dict(sorted(tags.items()))))
    return render(vertex)


def item_line(item: LinkedItem) -> str:
    """One ``[related_item]`` line: the string, what it is, and its owner(s) as value text.

    The tag records of one vertex are shown as one vertex with all those tags; edges as
    edges; at most three owners are shown, with the total number of occurrences when
    there are more.
    """
    vertices: dict[str, list[JsonObject]] = {}
    owners: list[tuple[str, str]] = []
    for o in item.occurrences:
        record = o.record
        if record.get("kind") == "edge":
            text = describe_record(record)
            if ("edge", text) not in owners:
                owners.append(("edge", text))
            continue
        key = repr(record.get("vid"))
        if key not in vertices:
            vertices[key] = []
            owners.append(("vertex", key))
        if all(r.get("tag") != record.get("tag") for r in vertices[key]):
            vertices[key].append(record)
    rendered = [
        describe_record(vertices[value][0], vertices[value][1:]) if kind == "vertex" else value
        for kind, value in owners
    ]
    shown = rendered[:3]
    covered = 0  # occurrences whose owner is among the shown ones
    for o in item.occurrences:
        rec = o.record
        owner = (
            ("edge", describe_record(rec)) if rec.get("kind") == "edge" else ("vertex", repr(rec.get("vid")))
        )
        covered += owner in owners[:3]
    tail = f" … ({item.total_occurrences} occurrences in all)" if item.total_occurrences > covered else ""
    return f'"{item.text}" [{", ".join(item.kinds)}]: {"; ".join(shown)}{tail}'


def format_related_items(items: Sequence[LinkedItem]) -> str:
    """The paper's ``[related_item]`` block: embedding hits (by cosine), then character hits."""
    dense = sorted((i for i in items if i.dense_score is not None), key=lambda i: -(i.dense_score or 0.0))
    seen = {i.sid for i in dense}
    char = sorted(
        (i for i in items if i.char_rank is not None and i.sid not in seen), key=lambda i: -i.char_score
    )
    lines = ["[related_item]:"]
    lines.extend(item_line(i) for i in [*dense, *char])
    return "\n".join(lines)


# --------------------------------------------------------------------------- rewrite baseline


@dataclass(frozen=True)
class Replacement:
    span: tuple[int, int]
    before: str
    after: str
    score: float


@dataclass(frozen=True)
class Rewrite:
    text: str
    replacements: tuple[Replacement, ...] = ()


#: Matches that may rewrite a mention: variants of the whole stored string (case, spaces,
#: punctuation, a typo). A partial match (a token or part of a longer name) never rewrites:
#: "Tim" of "Tim Duncan" is not "Tim Parker", and a rewrite would put words in the user's mouth.
REWRITE_MATCHES = (EXACT, COMPACT, FUZZY)


def rewrite(
    question: str,
    links: Sequence[LinkedItem],
    *,
    min_score: float = REWRITE_MIN,
    margin: float = REWRITE_MARGIN,
) -> Rewrite:
    """Replace each mention that is a confident full match with the stored string it names.

    A mention is replaced when its best character link is a whole-string match
    (:data:`REWRITE_MATCHES`) scoring at least ``min_score``, the stored string differs from
    the mention, and no other linked string scores within ``margin`` of it for that mention
    ("Jordan" with two Jordans stays as written). A span already written as stored (an
    exact match) is kept and no replacement may overlap it; replacements never overlap, and
    none that would repeat the words around it ("the The Dark Knight") is made. Longer,
    better links win.
    """
    by_span: dict[tuple[int, int], list[LinkedItem]] = {}
    for item in links:
        if item.span is not None and item.match is not None:
            by_span.setdefault(item.span, []).append(item)
    chosen: list[Replacement] = []
    # Spans the question already writes as stored: nothing inside them is rewritten.
    taken: list[tuple[int, int]] = [
        span
        for span, items in by_span.items()
        if any(i.match in (EXACT, ALIAS) or question[span[0] : span[1]] == i.text for i in items)
    ]
    candidates = sorted(
        by_span.items(), key=lambda kv: (-max(i.char_score for i in kv[1]), kv[0][0] - kv[0][1])
    )
    for span, items in candidates:
        items = sorted(items, key=lambda i: -i.char_score)
        best = items[0]
        if best.match not in REWRITE_MATCHES or best.char_score < min_score:
            continue
        if len(items) > 1 and items[1].char_score > best.char_score - margin:
            continue
        if best.match == EXACT or question[span[0] : span[1]] == best.text:
            continue
        if any(a < span[1] and span[0] < b for a, b in taken):
            continue
        if _repeats_context(question, span, best.text):
            continue
        taken.append(span)
        chosen.append(Replacement(span, question[span[0] : span[1]], best.text, best.char_score))
    text = question
    for r in sorted(chosen, key=lambda r: -r.span[0]):
        text = text[: r.span[0]] + r.after + text[r.span[1] :]
    return Rewrite(text, tuple(sorted(chosen, key=lambda r: r.span[0])))


def _repeats_context(question: str, span: tuple[int, int], after: str) -> bool:
    """Whether ``after`` in place of ``span`` would double a word at a seam ("The The …")."""
    words = tokens(after)
    if not words:
        return False
    before_words = tokens(question[: span[0]])
    after_words = tokens(question[span[1] :])
    return bool(before_words and before_words[-1] == words[0]) or bool(
        after_words and after_words[0] == words[-1]
    )


__all__ = [
    "ItemOccurrence",
    "LinkedItem",
    "Linker",
    "MAX_QUESTION_CHARS",
    "REWRITE_MATCHES",
    "REWRITE_MIN",
    "Replacement",
    "Rewrite",
    "SIGNALS",
    "check_question",
    "describe_record",
    "format_related_items",
    "item_line",
    "rewrite",
]
