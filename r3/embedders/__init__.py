"""Embedders: one protocol, one spec grammar, one error type, one registry.

Retrieval (the entity linker's vectors), the offline schema matcher, free-text tables and
CA (Comprehension Accuracy, the cosine of query-text embeddings) all embed texts through
this package. An :class:`Embedder` has ``spec`` (recorded by an index, compared at query
time), ``dim`` and ``embed(texts) -> float[n, dim]``; built-in ones also carry ``name`` (a
label for reports). Failures of a provider raise :class:`EmbedderError`; a missing optional
package raises the one-line install hint of :func:`r3.registry.require`.

Spec grammar, read by :func:`get_embedder` (``KIND[:ARG][?key=value&…]``)::

    offline                          HashingEmbedder(256): the retrieval default (= hash:256)
    hash[:DIM]                       HashingEmbedder: hashed char 1–3-grams, DIM a power of two ≥ 8
    ngram[:DIM]                      HashNgramEmbedder: CA's hashed char 2/3/4-gram counts (DIM 4096)
    bge:PATH_OR_NAME                 FlagEmbedder: BGE through FlagEmbedding (extra ``retrieval``)
    st:PATH[?max_length=N]           TransformersEmbedder: a sentence-transformers folder (extra ``hf``)
    minilm[:PATH][?max_length=N]     all-MiniLM-L6-v2 (``r3 models fetch minilm``), English only
    openai:URL?model=NAME            OpenAIEmbedder: an OpenAI-compatible server at URL
    openai[:MODEL][?base_url=URL]    the same; URL defaults to $OPENAI_BASE_URL, then api.openai.com

``st`` and ``minilm`` also take ``batch_size``; every vector :func:`get_embedder` makes is
L2-normalised float32. The key of an OpenAI-compatible server comes from
``$R3_EMBEDDINGS_API_KEY``; ``$OPENAI_API_KEY`` is still read when that one is unset (it was
the CA embedder's variable). Keys never go into specs.

CA's command line (``r3 eval --embedder``) reads the same strings through
:func:`make_embedder`, with CA's defaults: ``hash[:DIM]`` there keeps its historical meaning
``ngram[:DIM]``, ``openai[:MODEL]`` uses the ``openai`` SDK when installed, ``bge:PATH`` loads
a local folder at once, ``minilm``/``st:`` read 256 tokens, and vectors stay as the provider
made them (float64). Everything else it passes to :func:`get_embedder`.

Adding a provider is one class with ``spec``/``dim``/``embed`` plus one line::

    EMBEDDERS.register("mine", lambda arg, options: MyEmbedder(arg), description="…")

or an entry point in the ``r3.embedders`` group (``mine = "pkg.module:factory"``). A factory
takes the text after ``KIND:`` and the ``?`` options (a dict it pops what it reads from;
options left over are an error).
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import TypedDict

from r3.embedders.embedder import (
    API_KEY_ENV,
    API_KEY_FALLBACK_ENV,
    Embedder,
    EmbedderError,
    api_key_from_env,
    cosine,
    normalize_rows,
)
from r3.embedders.hashing import HashingEmbedder, HashNgramEmbedder
from r3.embedders.local import BGEEmbedder, FlagEmbedder, TransformersEmbedder, minilm_path
from r3.embedders.remote import DEFAULT_MODEL, OpenAIEmbedder, openai_embedder
from r3.errors import UserInputError
from r3.registry import Registry

#: A factory: (the text after ``KIND:``, the ``?`` options it pops from) → an embedder.
EmbedderFactory = Callable[[str, dict[str, str]], Embedder]

#: Every embedder kind, by the word before ``:`` in a spec.
EMBEDDERS: Registry[EmbedderFactory] = Registry("embedder", entry_points="r3.embedders")

EMBEDDER_FORMS = (
    "offline",
    "hash:DIM",
    "ngram[:DIM]",
    "bge:PATH_OR_NAME",
    "st:PATH",
    "minilm[:PATH]",
    "openai:URL?model=NAME",
    "openai[:MODEL]",
)

#: Tokens MiniLM reads of a query for CA (its position table allows 512; it was trained on 256).
QUERY_MAX_TOKENS = 256


def parse_embedder_spec(spec: str) -> tuple[str, str, dict[str, str]]:
    """``KIND[:ARG][?k=v&…]`` → (kind, arg, options), without building anything."""
    text = spec.strip()
    cut = min((i for i in (text.find(":"), text.find("?")) if i >= 0), default=len(text))
    kind = text[:cut].strip().lower()
    rest = text[cut + 1 :] if cut < len(text) and text[cut] == ":" else text[cut:]
    arg, _, query = rest.partition("?")
    try:
        options = dict(urllib.parse.parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query)))
    except ValueError as e:
        raise UserInputError(f"bad embedder {text!r}: cannot read the options after '?': {e}") from None
    if "api_key" in options:
        raise UserInputError(
            f"do not put API keys in embedder specs; set {API_KEY_ENV} (or {API_KEY_FALLBACK_ENV})"
        )
    return kind, arg.strip(), options


def get_embedder(spec: str | None) -> Embedder:
    """The embedder a spec string names (see the module doc); ``None``/``offline`` is the hashing one."""
    text = (spec or "offline").strip()
    kind, arg, options = parse_embedder_spec(text)
    factory = EMBEDDERS.get(kind)
    embedder = factory(arg, options)
    if options:
        raise UserInputError(f"bad embedder {text!r}: unknown option(s) {', '.join(sorted(options))}")
    return embedder


def make_embedder(spec: str = "hash", *, base_url: str | None = None, api_key: str | None = None) -> Embedder:
    """An embedder for CA from a command-line spec, with CA's defaults (see the module doc)."""
    kind, arg, options = parse_embedder_spec(spec)
    if kind == "hash" and not options:
        return HashNgramEmbedder(dim=_int(arg, spec)) if arg else HashNgramEmbedder()
    if kind == "openai" and "://" not in arg and not options:
        return openai_embedder(arg or DEFAULT_MODEL, base_url=base_url, api_key=api_key)
    if kind == "bge" and not options:
        if not arg:
            raise UserInputError("--embedder bge:PATH needs the model folder")
        return BGEEmbedder(Path(arg).expanduser())
    if kind in ("minilm", "st") and not options:
        if kind == "st" and not arg:
            raise UserInputError("--embedder st:PATH needs the model folder")
        path = arg or minilm_path()
        if kind == "minilm":
            label = "all-MiniLM-L6-v2" if not arg else Path(arg).name
            name = f"minilm:{label}(mean-pooled, {QUERY_MAX_TOKENS} tokens, English; offline, not ada-002)"
        else:
            name = f"st:{Path(arg).name} (retrieval encoder; not ada-002)"
        return TransformersEmbedder(path, max_length=QUERY_MAX_TOKENS, normalize=False, name=name)
    return get_embedder(spec)


# --------------------------------------------------------------------------- the built-in kinds


def _int(text: str, spec: str, what: str = "DIM") -> int:
    try:
        return int(text)
    except ValueError:
        raise UserInputError(f"bad embedder {spec!r}: {what} must be a number") from None


def _no_arg(kind: str, arg: str) -> None:
    if arg:
        raise UserInputError(f"bad embedder '{kind}:{arg}': {kind} takes no argument")


def _offline(arg: str, options: dict[str, str]) -> Embedder:
    _no_arg("offline", arg)
    return HashingEmbedder()


def _hash(arg: str, options: dict[str, str]) -> Embedder:
    return HashingEmbedder(_int(arg, f"hash:{arg}", "hash:DIM") if arg else 256)


def _ngram(arg: str, options: dict[str, str]) -> Embedder:
    return HashNgramEmbedder(dim=_int(arg, f"ngram:{arg}") if arg else 4096, normalize=True)


def _bge(arg: str, options: dict[str, str]) -> Embedder:
    if not arg:
        raise UserInputError("bad embedder 'bge:': bge:PATH_OR_NAME needs the model folder or hub name")
    return FlagEmbedder(arg)


class _TransformersOptions(TypedDict, total=False):
    max_length: int
    batch_size: int


def _transformers_options(spec: str, options: dict[str, str]) -> _TransformersOptions:
    out: _TransformersOptions = {}
    if "max_length" in options:
        out["max_length"] = _int(options.pop("max_length"), spec, "max_length")
    if "batch_size" in options:
        out["batch_size"] = _int(options.pop("batch_size"), spec, "batch_size")
    return out


def _st(arg: str, options: dict[str, str]) -> Embedder:
    if not arg:
        raise UserInputError("bad embedder 'st:': st:PATH needs a sentence-transformers folder")
    return TransformersEmbedder(arg, **_transformers_options(f"st:{arg}", options))


def _minilm(arg: str, options: dict[str, str]) -> Embedder:
    return TransformersEmbedder(arg or minilm_path(), **_transformers_options("minilm", options))


def _openai(arg: str, options: dict[str, str]) -> Embedder:
    if "://" in arg:  # openai:URL?model=NAME
        url = urllib.parse.urlsplit(arg)
        model = options.pop("model", "")
        if not model or not url.scheme or not url.netloc:
            raise UserInputError(f"bad embedder 'openai:{arg}': use openai:http://host:port/v1?model=NAME")
        return OpenAIEmbedder(arg, model, api_key=api_key_from_env())
    return OpenAIEmbedder(options.pop("base_url", None), arg or DEFAULT_MODEL, api_key=api_key_from_env())


EMBEDDERS.register("offline", _offline, description="hashed character 1–3-grams, 256 dimensions (= hash:256)")
EMBEDDERS.register("hash", _hash, description="hash:DIM — hashed character 1–3-grams, DIM a power of two")
EMBEDDERS.register("ngram", _ngram, description="ngram[:DIM] — CA's hashed character 2/3/4-gram counts")
EMBEDDERS.register(
    "bge", _bge, description="bge:PATH_OR_NAME — BGE through FlagEmbedding (r3-nl2gql[retrieval])"
)
EMBEDDERS.register(
    "st", _st, description="st:PATH — a sentence-transformers folder, mean-pooled (r3-nl2gql[hf])"
)
EMBEDDERS.register("minilm", _minilm, description="minilm[:PATH] — all-MiniLM-L6-v2 (r3 models fetch minilm)")
EMBEDDERS.register(
    "openai", _openai, description="openai:URL?model=NAME or openai[:MODEL] — OpenAI-compatible"
)


__all__ = [
    "API_KEY_ENV",
    "API_KEY_FALLBACK_ENV",
    "BGEEmbedder",
    "EMBEDDERS",
    "EMBEDDER_FORMS",
    "Embedder",
    "EmbedderError",
    "EmbedderFactory",
    "FlagEmbedder",
    "HashNgramEmbedder",
    "HashingEmbedder",
    "OpenAIEmbedder",
    "QUERY_MAX_TOKENS",
    "TransformersEmbedder",
    "cosine",
    "get_embedder",
    "make_embedder",
    "minilm_path",
    "normalize_rows",
    "openai_embedder",
    "parse_embedder_spec",
]
