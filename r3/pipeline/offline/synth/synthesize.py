"""Synthesis end to end: profile, enumerate, build, execute, filter, dedupe, verbalize, cache.

Why execute every candidate: a demonstration whose query fails or returns nothing teaches
the pipeline a wrong answer. A kept query runs, returns rows, and its result is not
trivial — not empty, not a count of 0 or an all-NULL aggregate, not every vertex of the tag
(the condition filtered nothing), not more than ``max_rows`` rows (nobody asks for that).
Duplicates go twice: the same query text, and the same result for the same shape over the
same schema items (two anchors on the same team say the same thing).

Why a cache keyed by the graph's version: synthesis costs seconds, the pipeline wants demos
on every start. A store answers ``change_token``; a graph folder or script is versioned by
its files' names, sizes and modification times; a graph without either (a server, an
in-memory engine) is synthesized again per process. A changed graph gets a new key and the
stale file of the same graph is removed.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from r3.contracts.backend import GraphBackend
from r3.errors import R3Error, UserInputError
from r3.inputs import read_jsonl
from r3.lang.printer import to_text
from r3.pipeline.checks import runner_for
from r3.pipeline.graph_cache import cache_root
from r3.pipeline.offline.synth.data import GraphData, profile_graph
from r3.pipeline.offline.synth.enumerate import SHAPES, Enumerator
from r3.pipeline.offline.synth.verbalize import Vocabulary, paraphrase, question_keeps, verbalize
from r3.progress import progress_bar
from r3.understand.build import BuildError, build
from r3.understand.intent import Intent
from r3.values import Null

#: Bump when enumeration, filtering or templates change: old cache files are then ignored.
SYNTH_VERSION = 1
LANGS = ("en", "zh")


@dataclass(frozen=True)
class SynthOptions:
    """How much to synthesize: ``per_shape`` kept intents per shape, each in every ``langs``."""

    per_shape: int = 20
    langs: tuple[str, ...] = ("en",)
    seed: int = 0
    max_rows: int = 50
    timeout_s: float = 2.0
    #: Seconds one shape may spend on queries: a shape the graph serves badly (no index for a
    #: scan, a slow join) stops there instead of timing out candidate after candidate.
    shape_budget_s: float = 4.0
    shapes: tuple[str, ...] = SHAPES
    #: Candidates tried per shape before giving up on it: ``per_shape * tries``.
    tries: int = 4
    max_vertices: int = 200_000
    max_edges: int = 400_000

    def __post_init__(self) -> None:
        bad = [lang for lang in self.langs if lang not in LANGS]
        if bad or not self.langs:
            raise UserInputError(f"unknown language {', '.join(bad) or '(none)'}: use en, zh or en,zh")
        unknown = [s for s in self.shapes if s not in SHAPES]
        if unknown:
            raise UserInputError(f"unknown shape {unknown[0]!r}; known: {', '.join(SHAPES)}")
        if self.per_shape < 1:
            raise UserInputError(f"--per-shape must be at least 1 (got {self.per_shape})")


@dataclass
class SynthResult:
    """The demonstration rows of one space and what it took to make them."""

    space: str
    rows: list[dict[str, Any]] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    tried: Counter[str] = field(default_factory=Counter)
    rejected: Counter[str] = field(default_factory=Counter)
    elapsed_s: float = 0.0
    cache: Path | None = None
    cached: bool = False


def synthesize(
    backend: GraphBackend,
    space: str | None = None,
    options: SynthOptions | None = None,
    *,
    aliases: Any = None,
    model: Any = None,
    progress: bool = False,
) -> SynthResult:
    """Demonstrations for ``space`` of ``backend`` (module doc); ``model`` paraphrases when given."""
    opts = options or SynthOptions()
    started = time.perf_counter()
    name = resolve_space(backend, space)
    schema = backend.schema().space(name)
    dialect = backend.dialect
    total = _count(backend, name)
    with progress_bar(total, unit="rec", enabled=progress, desc="profile") as bar:
        data = profile_graph(
            backend, name, schema, seed=opts.seed, max_vertices=opts.max_vertices, max_edges=opts.max_edges,
            on_record=lambda: bar.update(1),
        )  # fmt: skip
    runner = runner_for(backend, name, dialect, timeout_s=opts.timeout_s)
    enum = Enumerator(data, seed=opts.seed, max_rows=opts.max_rows)
    vocab = Vocabulary(schema, aliases)
    result = SynthResult(name)
    kept: list[tuple[Intent, str]] = []
    seen_queries: set[str] = set()
    seen_results: set[Any] = set()
    with progress_bar(opts.per_shape * len(opts.shapes), unit="q", enabled=progress, desc="synth") as bar:
        for shape in opts.shapes:
            found = 0
            deadline = time.perf_counter() + opts.shape_budget_s
            failed: set[Any] = set()
            for intent in _limited(enum.generate(shape), opts.per_shape * opts.tries):
                if found >= opts.per_shape or time.perf_counter() > deadline:
                    break
                if intent.shape != shape or _form(intent) in failed:
                    continue
                result.tried[shape] += 1
                try:
                    text = to_text(build(intent, data.display), dialect)
                except (BuildError, R3Error, ValueError):
                    result.rejected["build"] += 1
                    continue
                if text in seen_queries:
                    result.rejected["duplicate query"] += 1
                    continue
                seen_queries.add(text)
                try:
                    rows = runner.run(text).rows
                except R3Error:
                    # The same form fails again (a missing index, a time limit): not retried.
                    failed.add(_form(intent))
                    result.rejected["error"] += 1
                    continue
                why = trivial(intent, rows, data, opts.max_rows)
                if why:
                    result.rejected[why] += 1
                    continue
                signature = (shape, _items(intent), _rows_key(rows))
                if signature in seen_results:
                    result.rejected["duplicate result"] += 1
                    continue
                seen_results.add(signature)
                kept.append((intent, text))
                found += 1
                bar.update(1)
            result.counts[shape] = found
    for n, (intent, text) in enumerate(kept):
        for lang in opts.langs:
            rng = random.Random(f"{opts.seed}:{lang}:{text}")
            question = verbalize(intent, vocab, lang, rng)
            if model is not None:
                question = paraphrase(question, lang, question_keeps(intent), model)
            result.rows.append(
                {"id": f"synth-{name}-{n:04d}-{lang}", "space": name, "question": question, "gold": text,
                 "lang": lang, "shape": intent.shape, "source": "synth"}
            )  # fmt: skip
    result.elapsed_s = time.perf_counter() - started
    return result


def trivial(intent: Intent, rows: Sequence[tuple[Any, ...]], data: GraphData, max_rows: int) -> str | None:
    """Why a result teaches nothing (module doc), or None when it is worth keeping."""
    if not rows:
        return "empty"
    if len(rows) > max_rows:
        return "too many rows"
    if all(all(_blank(v) for v in row) for row in rows):
        return "null"
    if intent.kind != "select":
        return None
    tag_total = data.tag_counts.get(intent.target or "", 0)
    if intent.aggregate:
        value = rows[0][0] if rows[0] else None
        if _blank(value) or value == 0:
            return "zero"
        if intent.aggregate == "count" and not intent.anchors and value == tag_total:
            return "every vertex"
        return None
    if (intent.negated or not intent.anchors) and intent.limit is None and len(rows) >= tag_total:
        return "every vertex"
    return None


# --------------------------------------------------------------------------- cache


def graph_version(backend: GraphBackend, space: str) -> tuple[str, str] | None:
    """``(identity, version)`` of a graph's data, or None when it cannot tell (module doc)."""
    try:
        token = backend.change_token(space)
    except R3Error:
        token = None
    if isinstance(token, str):
        return token.split("@", 1)[0], token
    source = backend.source
    if isinstance(source, str) and Path(source).exists():
        root = Path(source).resolve()
        files = sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else [root]
        digest = hashlib.sha256()
        for p in files:
            st = p.stat()
            digest.update(
                f"{p.relative_to(root) if root.is_dir() else p.name}:{st.st_size}:{st.st_mtime_ns}\n".encode()
            )
        return f"{root}#{space}", digest.hexdigest()
    return None


def cache_dir() -> Path:
    """``demos/`` in r3's user cache (:func:`r3.pipeline.graph_cache.cache_root`: ``$R3_CACHE_DIR``,
    else ``$XDG_CACHE_HOME/r3``, else ``~/.cache/r3``), beside the cached graph stores."""
    return cache_root() / "demos"


def cached_synthesize(
    backend: Any,
    space: str | None = None,
    options: SynthOptions | None = None,
    *,
    aliases: Any = None,
    progress: bool = False,
) -> SynthResult:
    """:func:`synthesize`, read from / written to the cache when the graph has a version."""
    opts = options or SynthOptions()
    name = resolve_space(backend, space)
    version = graph_version(backend, name)
    if version is None:
        return synthesize(backend, name, opts, aliases=aliases, progress=progress)
    identity, token = version
    alias_key = sorted((k.key, v) for k, v in aliases.words.items()) if aliases else []
    key_text = json.dumps([SYNTH_VERSION, token, name, asdict(opts), alias_key], sort_keys=True, default=str)
    prefix = f"{_safe(name)}-{hashlib.sha256(identity.encode()).hexdigest()[:10]}-"
    path = cache_dir() / f"{prefix}{hashlib.sha256(key_text.encode()).hexdigest()[:16]}.jsonl"
    if path.is_file():
        rows = read_rows(path)
        counts = Counter(str(r.get("shape", "")) for r in rows if r.get("lang") == opts.langs[0])
        return SynthResult(name, rows, counts, cache=path, cached=True)
    result = synthesize(backend, name, opts, aliases=aliases, progress=progress)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for stale in path.parent.glob(prefix + "*.jsonl"):
            stale.unlink(missing_ok=True)
        write_rows(result.rows, path)
        result.cache = path
    except OSError:
        result.cache = None  # a read-only home: the demos still serve this process
    return result


def write_rows(rows: Sequence[dict[str, Any]], path: str | Path) -> None:
    """JSONL, UTF-8, written to a temporary file first so a reader never sees half a file."""
    target = Path(path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    tmp.replace(target)


def read_rows(path: str | Path) -> list[dict[str, Any]]:
    """The rows of a synthesized-questions JSONL file (the cache :func:`synthesize_cached` writes)."""
    return [row for _number, row in read_jsonl(path, "synthesized questions")]


def resolve_space(backend: GraphBackend, space: str | None) -> str:
    """``space``, else the backend's current space, else its only space with tags or edges."""
    spaces = backend.schema().spaces
    if space is not None:
        if space not in spaces:
            raise UserInputError(f"unknown space {space!r} (spaces: {', '.join(sorted(spaces)) or 'none'})")
        return space
    current = backend.space
    if isinstance(current, str) and current in spaces:
        return current
    filled = [n for n, s in spaces.items() if s.tags or s.edges]
    if len(filled) == 1:
        return filled[0]
    raise UserInputError(
        f"name the space (--space NAME): the graph holds {', '.join(sorted(spaces)) or 'none'}"
    )


# --------------------------------------------------------------------------- helpers


def _limited(items: Any, n: int) -> Any:
    for i, item in enumerate(items):
        if i >= n:
            return
        yield item


def _count(backend: GraphBackend, space: str) -> int | None:
    try:
        c = backend.counts(space)
    except R3Error:
        return None
    return None if c is None else int(c.get("vertices", 0)) + int(c.get("edges", 0))


def _blank(value: Any) -> bool:
    return value is None or isinstance(value, Null) or value == ""


def _items(intent: Intent) -> tuple[Any, ...]:
    return (
        tuple((h.edge, h.direction) for h in intent.hops),
        intent.returns,
        intent.aggregate,
        intent.aggregate_prop,
        tuple((c.owner, c.prop, c.on) for c in intent.conditions),
        (intent.order.prop, intent.order.descending) if intent.order else None,
    )


def _form(intent: Intent) -> tuple[Any, ...]:
    """What a query's cost and validity depend on: its walk and whether a vertex anchors it."""
    return (
        intent.kind,
        intent.target,
        bool(intent.anchors),
        intent.negated,
        tuple((h.edge, h.direction) for h in intent.hops),
        tuple((h.edge, h.direction) for h in intent.lacks),
        intent.order is not None,
    )


def _rows_key(rows: Sequence[tuple[Any, ...]]) -> tuple[str, ...]:
    return tuple(sorted(repr(row) for row in rows))


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name)[:40] or "space"


__all__ = [
    "LANGS",
    "SYNTH_VERSION",
    "SynthOptions",
    "SynthResult",
    "cache_dir",
    "cached_synthesize",
    "graph_version",
    "read_rows",
    "resolve_space",
    "synthesize",
    "trivial",
    "write_rows",
]
