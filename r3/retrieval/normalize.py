"""Text keys shared by the index builder and the query side.

Why one module: a stored string and a question mention only meet if both went through the
same normalisation, tokenisation and hashing. Keys are:

- the **compact key**: NFKC + casefold with spaces and punctuation removed, so
  ``"哈利波特"`` meets ``"哈利·波特"`` and ``"Amare Stoudemire"`` meets ``"Amar'e Stoudemire"``;
- **tokens**: the compact pieces between separators (spaces, punctuation, and the border
  between CJK and other scripts), so ``"赫敏"`` meets ``"赫敏·格兰杰"``;
- **grams**: exact packed code points of character n-grams of a compact key (bigrams at CJK
  characters, trigrams elsewhere; a 2-character Chinese name is as selective as a
  6-letter English one), for the fuzzy prefilter;
- 64-bit **FNV-1a hashes** of keys, computed identically by a scalar and a vectorised path
  (numpy), so tables of millions of keys are built in seconds and probed with ``searchsorted``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import numpy as np

from r3.text import SPACE_TABLE, codepoints, fold, is_cjk

FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
_MASK64 = (1 << 64) - 1


_SPACE = SPACE_TABLE  # punctuation and spaces become one separator
_CJK_CLASS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\U00020000-\U0002ffff"
_ALL_CJK = re.compile(f"[{_CJK_CLASS}]+")
_SCRIPT_BORDER = re.compile(
    f"(?<=[{_CJK_CLASS}])(?=[^{_CJK_CLASS}\\s])|(?<=[^{_CJK_CLASS}\\s])(?=[{_CJK_CLASS}])"
)


def tokens(text: str) -> list[str]:
    """The compact tokens of ``text``: runs of kept characters, split where the script changes.

    ``"帕金 (追球手II)"`` → ``["帕金", "追球手", "ii"]``; ``"Tim Duncan"`` → ``["tim", "duncan"]``.
    """
    spaced = fold(text).translate(_SPACE)
    return _SCRIPT_BORDER.sub(" ", spaced).split()


def gram_size(ch: str) -> int:
    """n of the n-gram that starts at ``ch``: 2 for CJK, 3 otherwise."""
    return 2 if is_cjk(ch) else 3


def grams(key: str) -> list[int]:
    """The packed n-grams of a compact key (see :func:`pack_gram`), in order, with repeats."""
    out = []
    n = len(key)
    for i, ch in enumerate(key):
        size = gram_size(ch)
        if i + size <= n:
            out.append(pack_gram(key[i : i + size]))
    return out


def pack_gram(gram: str) -> int:
    """Code points packed 21 bits apiece: exact (no hash collisions), and 3 fit in 63 bits."""
    value = 0
    for ch in gram:
        value = (value << 21) | ord(ch)
    return value


def fnv64(text: str) -> int:
    """64-bit FNV-1a over the code points of ``text`` (one step per code point)."""
    h = FNV_OFFSET
    for ch in text:
        h = ((h ^ ord(ch)) * FNV_PRIME) & _MASK64
    return h


def fnv64_many(texts: Sequence[str]) -> np.ndarray:
    """:func:`fnv64` of every text, vectorised: one numpy pass per character position."""
    n = len(texts)
    if n <= 32:  # a few keys: the scalar loop beats numpy's per-call overhead
        return np.fromiter((fnv64(t) for t in texts), dtype=np.uint64, count=n)
    h = np.full(n, FNV_OFFSET, dtype=np.uint64)
    cps, offsets = codepoints(texts)
    lengths = np.diff(offsets)
    order = np.argsort(-lengths, kind="stable")  # longest first: the active set is a prefix
    sorted_len = lengths[order]
    starts = offsets[:-1][order]
    hs = h[order]
    prime = np.uint64(FNV_PRIME)
    max_len = int(sorted_len[0]) if n else 0
    active = n
    with np.errstate(over="ignore"):
        for j in range(max_len):
            while active and sorted_len[active - 1] <= j:
                active -= 1
            if active == 0:
                break
            cp = cps[starts[:active] + j].astype(np.uint64)
            hs[:active] = (hs[:active] ^ cp) * prime
    h[order] = hs
    return h


def grams_many(keys: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Packed grams of many compact keys: (owner index int64, gram uint64), repeats kept."""
    cps, offsets = codepoints(keys)
    total = len(cps)
    if total == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.uint64)
    owner = np.repeat(np.arange(len(keys), dtype=np.int64), np.diff(offsets))
    end = offsets[1:][owner]  # end offset of each position's key
    pos = np.arange(total, dtype=np.int64)
    cp64 = cps.astype(np.uint64)
    cjk = _is_cjk_array(cps)
    size = np.where(cjk, 2, 3)
    valid = pos + size <= end
    nxt1 = np.concatenate([cp64[1:], np.zeros(2, np.uint64)])[:total]
    nxt2 = np.concatenate([cp64[2:], np.zeros(2, np.uint64)])[:total]
    g2 = (cp64 << np.uint64(21)) | nxt1
    g3 = (cp64 << np.uint64(42)) | (nxt1 << np.uint64(21)) | nxt2
    return owner[valid], np.where(cjk, g2, g3)[valid]


def _is_cjk_array(cps: np.ndarray) -> np.ndarray:
    return (
        ((cps >= 0x4E00) & (cps <= 0x9FFF))
        | ((cps >= 0x3400) & (cps <= 0x4DBF))
        | ((cps >= 0x20000) & (cps <= 0x2FFFF))
        | ((cps >= 0xF900) & (cps <= 0xFAFF))
        | ((cps >= 0x3040) & (cps <= 0x30FF))
        | ((cps >= 0xAC00) & (cps <= 0xD7AF))
    )


def token_runs(toks: Sequence[str], *, max_run: int = 3) -> Iterable[str]:
    """Contiguous runs of 1..max_run tokens, joined (compact), excluding the whole sequence.

    ``["tim", "duncan", "jr"]`` → ``tim, duncan, jr, timduncan, duncanjr``: a mention that
    names part of a stored string meets it through these keys.
    """
    n = len(toks)
    for size in range(1, min(max_run, n) + 1):
        for i in range(n - size + 1):
            if size == n:
                continue
            yield "".join(toks[i : i + size])


def cjk_substrings(token: str, *, min_len: int = 2, max_len: int = 8) -> Iterable[str]:
    """Proper substrings (min_len..max_len characters) of a CJK token.

    Chinese names often run together without a separator (``怪人尤里克``); a question that
    says ``尤里克`` meets the name through these keys. Non-CJK tokens yield nothing: their
    partial mentions are whole words, which :func:`tokens` covers.
    """
    n = len(token)
    if n <= min_len or not _ALL_CJK.fullmatch(token):
        return
    for size in range(min_len, min(max_len, n - 1) + 1):
        for i in range(n - size + 1):
            yield token[i : i + size]
