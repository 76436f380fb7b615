"""Text keys every layer shares: folding, compact keys, CJK detection.

Why at the bottom: the aliases users give schema names (:mod:`r3.contracts.aliases`), the
hashing embedder and the retrieval layer's keys must fold text the same way, and they sit in
different layers; :mod:`r3.retrieval.normalize` builds its tokens and grams on these.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

import numpy as np

#: Characters kept inside a compact key: letters (L*), marks (M*) and digits (N*).
_KEEP_CATEGORIES = frozenset("LMN")


def fold(text: str) -> str:
    """NFKC + casefold: full-width letters, ligatures and case no longer matter."""
    return unicodedata.normalize("NFKC", text).casefold()


def _keep(ch: str) -> bool:
    return unicodedata.category(ch)[0] in _KEEP_CATEGORIES


class CategoryTable(dict[int, "str | None"]):
    """A ``str.translate`` table filled on first sight of each code point (a memo, not a switch).

    Letters, marks and digits map to themselves, anything else to ``drop_to``. ``str.translate``
    runs its loop in C; the Unicode category of a character is looked up once per process, so
    keys of millions of strings cost a dictionary probe per character.
    """

    def __init__(self, drop_to: str | None) -> None:
        super().__init__()
        self.drop_to = drop_to

    def __missing__(self, cp: int) -> str | None:
        value = chr(cp) if _keep(chr(cp)) else self.drop_to
        self[cp] = value
        return value


SPACE_TABLE = CategoryTable(" ")  # punctuation and spaces become one separator


def spaced(text: str) -> str:
    """Folded ``text`` with every space/punctuation character turned into a space."""
    return fold(text).translate(SPACE_TABLE)


def codepoints(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """All texts' code points in one uint32 array, and int64 offsets (len(texts) + 1)."""
    lengths = np.fromiter((len(t) for t in texts), dtype=np.int64, count=len(texts))
    offsets = np.zeros(len(texts) + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    joined = "".join(texts)
    cps = np.frombuffer(joined.encode("utf-32-le"), dtype=np.uint32) if joined else np.zeros(0, np.uint32)
    return cps, offsets


def is_cjk(ch: str) -> bool:
    """Whether ``ch`` belongs to a script written without spaces (CJK, kana, hangul)."""
    cp = ord(ch)
    return (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0x20000 <= cp <= 0x2FFFF
        or 0xF900 <= cp <= 0xFAFF
        or 0x3040 <= cp <= 0x30FF
        or 0xAC00 <= cp <= 0xD7AF
    )


_DROP = CategoryTable(None)  # punctuation and spaces removed


def compact(text: str) -> str:
    """The compact key of ``text`` (folded, without spaces and punctuation).

    A text made only of punctuation keeps its folded, stripped form, so that ``"-"`` still
    has a key of its own.
    """
    folded = fold(text)
    key = folded.translate(_DROP)
    return key if key else folded.strip()


__all__ = ["SPACE_TABLE", "CategoryTable", "codepoints", "compact", "fold", "is_cjk", "spaced"]
