"""Schema names from file names and column headers: identifiers, singular tag names, "refers to".

Why rules of their own: a CSV header or a SQL table name is whatever its author typed
(``Full Name``, ``order_items``, ``2020 sales``, ``名字``), while a tag, an edge type or a
property must be an nGQL name. The rules here are the only place ``r3 init`` turns one into
the other, so the names in the DDL, the config and the printed report always agree.
"""

from __future__ import annotations

import re
import unicodedata

from r3.lang.dialects import get_dialect

_NON_WORD = re.compile(r"[^\w]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_ID_SUFFIX = re.compile(r"(?:(?i:[_\W]+id)|(?<=[a-z])Id|(?<=[a-z])ID)$")

#: Nouns whose plural ends in ``-ies`` but whose singular ends in ``-ie`` (movies → movie).
_IE_NOUNS = frozenset(
    [
        "movie",
        "cookie",
        "zombie",
        "rookie",
        "calorie",
        "pie",
        "tie",
        "lie",
        "die",
        "genie",
        "selfie",
        "prairie",
        "hippie",
    ]
)
#: Words that are the same in singular and plural, or end in ``s`` as singulars.
_INVARIANT = frozenset(
    ["series", "species", "news", "data", "media", "status", "campus", "bus", "analysis", "thesis"]
)
_IRREGULAR = {"people": "person", "children": "child", "men": "man", "women": "woman", "mice": "mouse"}


def identifier(text: str, fallback: str = "column") -> str:
    """``text`` as an nGQL name: word characters kept (CJK included), runs of others → ``_``.

    A name that would start with a digit gets a leading ``_`` (``2020 sales`` →
    ``_2020_sales``); an empty one is ``fallback``.
    """
    name = _NON_WORD.sub("_", unicodedata.normalize("NFKC", text).strip()).strip("_")
    if not name:
        return fallback
    return f"_{name}" if name[0].isdigit() else name


def singular(name: str) -> str:
    """The last English word of ``name`` made singular: ``players`` → ``player``,
    ``order_items`` → ``order_item``, ``companies`` → ``company``, ``movies`` → ``movie``.

    Regular plurals and a few irregular nouns only; anything else (CJK, ``status``) is kept.
    """
    head, sep, last = name.rpartition("_")
    low = last.lower()
    if not low.isascii() or len(low) < 3 or low in _INVARIANT:
        return name
    if low in _IRREGULAR:
        word = _IRREGULAR[low]
    elif low.endswith("ies") and len(low) > 4:
        word = low[:-1] if low[:-1] in _IE_NOUNS else low[:-3] + "y"
    elif low.endswith(("sses", "xes", "zes", "ches", "shes")):
        word = low[:-2]
    elif low.endswith("s") and not low.endswith(("ss", "us", "is")):
        word = low[:-1]
    else:
        return name
    if last.isupper():
        word = word.upper()
    elif last[:1].isupper():
        word = word[:1].upper() + word[1:]
    return f"{head}{sep}{word}"


def key(name: str) -> str:
    """A name without case, word breaks and plural: ``PublishedBy``, ``published_by`` and
    ``published_bys`` share it; used to say which tag a column or file name speaks of."""
    words = [w for w in _NON_WORD.split(_CAMEL.sub("_", name)) if w]
    return "_".join(singular(w).casefold() for w in words)


def id_base(column: str) -> str | None:
    """What an id column names: ``dept_id`` → ``dept``, ``managerId`` → ``manager``; None when
    the column is not named like an id of something (``id`` alone, ``name``)."""
    match = _ID_SUFFIX.search(column)
    if match is None or match.start() == 0:
        return None
    return column[: match.start()].rstrip("_") or None


def is_id_name(column: str) -> bool:
    """``id``, ``vid``, ``person_id``, ``personId``: a column named as an id, which says nothing
    a vid does not."""
    return column.strip().casefold() in ("id", "vid") or id_base(column) is not None


def refers_to(word: str, tag: str) -> int:
    """How strongly ``word`` (a column or file name part) names ``tag``: 3 the same word,
    2 one starts with the other (``emp`` / ``employee``), 1 one abbreviates the other
    (``dept`` / ``department``: its letters in order, the first two the same), 0 not; the
    shorter needs 3 letters at least."""
    a, b = key(word), key(tag)
    if not a or not b:
        return 0
    if a == b:
        return 3
    short, long = sorted((a, b), key=len)
    if len(short) < 3:
        return 0
    if long.startswith(short):
        return 2
    rest = iter(long)
    return 1 if short[:2] == long[:2] and all(ch in rest for ch in short) else 0


def quoted(name: str) -> str:
    """``name`` as it must be written in nGQL DDL: back-quoted when reserved or not a plain word."""
    if re.fullmatch(r"[^\W\d]\w*", name) and not get_dialect("ngql").is_reserved(name):
        return name
    return "`" + name.replace("`", "``") + "`"


def string_literal(text: str) -> str:
    """``text`` as an nGQL double-quoted string (for COMMENTs)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def unique(name: str, taken: set[str]) -> str:
    """``name``, or ``name_2``, ``name_3`` … when it is taken (case-insensitively); adds it to ``taken``."""
    candidate, n = name, 2
    while candidate.casefold() in taken:
        candidate, n = f"{name}_{n}", n + 1
    taken.add(candidate.casefold())
    return candidate


__all__ = [
    "id_base",
    "identifier",
    "is_id_name",
    "key",
    "quoted",
    "refers_to",
    "singular",
    "string_literal",
    "unique",
]
