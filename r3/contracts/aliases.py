"""User aliases: the words people say for a graph's tags, edge types, properties and values.

Why a file of its own: a schema names things the way its designer did (``treats``,
``drug.price``, ``disease.type == "chronic"``); users ask "哪些药能治慢性病?". Nothing in the
data says that ``药`` is ``drug`` or that ``慢性病`` is the stored value ``chronic``, so the
user says it once, in ``aliases.yaml`` next to the graph's ``config.yaml`` (or any file
given with ``--aliases FILE`` / ``aliases:`` in a pipeline config)::

    drug: [药, 药物, medicine]          # a tag or an edge type
    treats: [治疗, cures, 治]
    drug.price: [价格, cost]            # a property: OWNER.PROP
    disease.type=chronic: [慢性病]       # a stored value: OWNER.PROP=VALUE (text after the first '=')

A key names one item; its value is a word or a list of words. Every key is checked
against the schema when one is given: an unknown item is one error line naming it and
what is known. Words are compared on the retrieval package's compact key (case, width,
spaces and punctuation do not matter).

Readers: the linkers (value aliases link to the stored value, every alias word is a
schema word that no partial name match may claim), the code-structure schema (aliases as
comments) and the offline composer (:meth:`Aliases.lookup` / :meth:`Aliases.find`: which
items a question's words speak of).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, TypeAlias

from r3.contracts.schema import SchemaItem, SpaceSchema
from r3.errors import UserInputError
from r3.inputs import read_text
from r3.text import compact, is_cjk

AliasKind = Literal["tag", "edge", "prop", "value"]
ItemKind = Literal["tag", "edge"]
#: A value an alias key names (``disease.type=chronic``), typed after its property.
AliasValue: TypeAlias = bool | int | float | str
#: The file looked for next to a graph's ``config.yaml``.
ALIASES_FILE = "aliases.yaml"


@dataclass(frozen=True)
class AliasItem:
    """What an alias names: a tag, an edge type, a property ``owner.prop`` or a value of one.

    ``owner`` is the tag or edge type (the item itself for ``tag``/``edge``); ``value`` is
    the stored value, typed after the property (``int``/``float``/``bool``/text).
    """

    kind: AliasKind
    owner: str
    prop: str | None = None
    value: AliasValue | None = None

    @property
    def key(self) -> str:
        """The key as written in the file: ``drug``, ``drug.price``, ``disease.type=chronic``."""
        if self.kind in ("tag", "edge"):
            return self.owner
        if self.kind == "prop":
            return f"{self.owner}.{self.prop}"
        return f"{self.owner}.{self.prop}={self.value}"


@dataclass(frozen=True)
class AliasMatch:
    """An alias word written in a question: the item, the word and its span."""

    item: AliasItem
    word: str
    start: int
    end: int


@dataclass
class Aliases:
    """Alias words per item (module doc); empty when the graph has no aliases file."""

    words: dict[AliasItem, tuple[str, ...]] = field(default_factory=dict)
    source: str | None = None
    _by_key: dict[str, list[AliasItem]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for item, words in self.words.items():
            for word in words:
                bucket = self._by_key.setdefault(compact(word), [])
                if item not in bucket:
                    bucket.append(item)

    def __bool__(self) -> bool:
        return bool(self.words)

    def __len__(self) -> int:
        return len(self.words)

    # ------------------------------------------------------------------ loading
    @classmethod
    def load(cls, path: str | Path, schema: SpaceSchema | None = None) -> Aliases:
        """Read and check an aliases file (YAML mapping ``key: [words]``)."""
        import yaml

        file = Path(path)
        text = read_text(file, "aliases file")  # unreadable or not UTF-8: one line
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as e:
            mark = e.problem_mark if isinstance(e, yaml.MarkedYAMLError) else None
            where = f" at line {mark.line + 1}" if mark is not None else ""
            raise UserInputError(f"aliases file {file} is not valid YAML{where}") from e
        return cls.from_mapping(data or {}, schema, where=str(file))

    @classmethod
    def from_mapping(
        cls, data: object, schema: SpaceSchema | None = None, *, where: str = "aliases"
    ) -> Aliases:
        """Aliases from a mapping ``key → word | [words]``, checked against ``schema`` when given."""
        if not isinstance(data, Mapping):
            raise UserInputError(
                f"{where}: expected a mapping of items to words (e.g. 'drug: [药, medicine]'), "
                f"got {type(data).__name__}"
            )
        problems: list[str] = []
        words: dict[AliasItem, tuple[str, ...]] = {}
        for raw_key, raw_words in data.items():
            key = str(raw_key).strip()
            listed = _word_list(raw_words)
            if listed is None:
                problems.append(f"{key}: the words must be a text or a list of texts")
                continue
            items, problem = _parse_key(key, schema)
            if problem:
                problems.append(problem)
                continue
            for item in items:
                words[item] = tuple(dict.fromkeys([*words.get(item, ()), *listed]))
        if problems:
            raise UserInputError(f"{where}: " + "; ".join(problems))
        return cls(words, source=where)

    # ------------------------------------------------------------------ reading
    def items(self, kind: AliasKind | None = None) -> list[AliasItem]:
        return [item for item in self.words if kind is None or item.kind == kind]

    def words_for(
        self, kind: AliasKind, name: str, prop: str | None = None, value: object = None
    ) -> tuple[str, ...]:
        """The words of one item: ``words_for("tag", "drug")``, ``words_for("prop", "drug", "price")``,
        ``words_for("value", "disease", "type", "chronic")``; ``()`` when it has none."""
        out: list[str] = []
        for item, words in self.words.items():
            if item.kind != kind or item.owner != name:
                continue
            if kind in ("prop", "value") and item.prop != prop:
                continue
            if kind == "value" and value is not None and str(item.value) != str(value):
                continue
            out.extend(w for w in words if w not in out)
        return tuple(out)

    def lookup(self, word: str) -> list[AliasItem]:
        """The items ``word`` is an alias of (compared on the compact key)."""
        return list(self._by_key.get(compact(word), ()))

    def find(self, question: str) -> list[AliasMatch]:
        """The alias words written in ``question``, longest first where they overlap, in text order.

        Latin words match on word boundaries (``cost`` not in ``costume``); CJK words anywhere.
        """
        low = question.casefold()
        found: list[AliasMatch] = []
        for item, words in self.words.items():
            for word in words:
                w = word.strip().casefold()
                if not w:
                    continue
                start = low.find(w)
                while start >= 0:
                    end = start + len(w)
                    if _on_boundary(low, start, end):
                        found.append(AliasMatch(item, word, start, end))
                    start = low.find(w, start + 1)
        found.sort(key=lambda m: (-(m.end - m.start), m.start))
        chosen: list[AliasMatch] = []
        for m in found:
            if any(
                m.start < c.end and c.start < m.end and (c.start, c.end) != (m.start, m.end) for c in chosen
            ):
                continue
            chosen.append(m)
        chosen.sort(key=lambda m: (m.start, m.item.key))
        return chosen

    def vocabulary(self) -> set[str]:
        """Every alias word (compact keys): words of the schema that no name part may claim."""
        return set(self._by_key)


# --------------------------------------------------------------------------- helpers


def find_aliases_file(graph: str | Path | None) -> Path | None:
    """``aliases.yaml`` beside a graph: in a graph folder, or beside its config.yaml / .ngql / store."""
    if graph is None:
        return None
    text = str(graph)
    if "://" in text:
        if not text.startswith("embedded://"):
            return None
        text = text[len("embedded://") :].split("?", 1)[0]
    path = Path(text)
    folder = path if path.is_dir() else path.parent
    candidate = folder / ALIASES_FILE
    return candidate if candidate.is_file() else None


def load_aliases(
    path: str | Path | None = None,
    schema: SpaceSchema | None = None,
    *,
    graph: str | Path | None = None,
) -> Aliases:
    """The aliases of a graph: the explicit ``path``, else ``aliases.yaml`` beside ``graph``, else none."""
    file = Path(path) if path is not None else find_aliases_file(graph)
    if file is None:
        return Aliases()
    if not file.is_file():
        raise UserInputError(f"aliases file {file} does not exist")
    return Aliases.load(file, schema)


def schema_words(schema: SpaceSchema | None, aliases: Aliases | None = None) -> set[str]:
    """Compact keys of the words that name schema items: names, their parts, comments, aliases.

    What a question says with these words is its own meaning ("电影" when a tag is commented
    电影), never a part of a stored name.
    """
    out: set[str] = set()
    if schema is not None:
        for item in [*schema.tags.values(), *schema.edges.values()]:
            out |= _item_words(item)
            for p in item.properties:
                out.add(compact(p.name))
                out.update(compact(part) for part in p.name.split("_") if part)
                if p.comment:
                    out.update(_comment_words(p.comment))
    if aliases is not None:
        out |= aliases.vocabulary()
    out.discard("")
    return out


def undocumented(schema: SpaceSchema, aliases: Aliases | None = None) -> list[str]:
    """``tag drug``, ``edge treats``, ``property drug.price``: items with neither an alias nor a COMMENT."""
    aliases = aliases or Aliases()
    out: list[str] = []
    for kind, items in (("tag", schema.tags), ("edge", schema.edges)):
        for name, item in items.items():
            if not item.comment and not aliases.words_for(kind, name):  # type: ignore[arg-type]
                out.append(f"{kind} {name}")
            for p in item.properties:
                if not p.comment and not aliases.words_for("prop", name, p.name):
                    out.append(f"property {name}.{p.name}")
    return out


def _item_words(item: SchemaItem) -> set[str]:
    words = {compact(item.name), *(compact(p) for p in item.name.split("_") if p)}
    if item.comment:
        words |= _comment_words(item.comment)
    return words


def _comment_words(comment: str) -> set[str]:
    """A short comment is a word for its item ("电影", "movie title"); a sentence is not."""
    text = comment.strip()
    if not text or len(text) > 24:
        return set()
    return {compact(text), *(compact(w) for w in text.replace(",", " ").replace("，", " ").split() if w)}


def _word_list(raw: object) -> tuple[str, ...] | None:
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, Sequence) or isinstance(raw, (bytes, bytearray)):
        return None
    words = []
    for w in raw:
        if isinstance(w, bool) or not isinstance(w, (str, int, float)):
            return None
        if str(w).strip():
            words.append(str(w).strip())
    return tuple(words)


def _parse_key(key: str, schema: SpaceSchema | None) -> tuple[list[AliasItem], str | None]:
    """The item(s) a key names, or a one-line problem naming what is unknown."""
    head, eq, raw_value = key.partition("=")
    owner, dot, prop = head.strip().partition(".")
    owner, prop = owner.strip(), prop.strip()
    if not owner or (dot and not prop) or (eq and not dot):
        return [], f"{key!r} is not an item (write TAG, EDGE, OWNER.PROP or OWNER.PROP=VALUE)"
    value_text = raw_value.strip().strip("'\"") if eq else None
    owners: list[tuple[ItemKind, SchemaItem | None]] = [("tag", None)]  # unchecked without a schema
    if schema is not None:
        found: list[tuple[ItemKind, SchemaItem | None]] = [
            ("tag", schema.tags.get(owner)),
            ("edge", schema.edges.get(owner)),
        ]
        owners = [(k, it) for k, it in found if it is not None]
        if not owners:
            known = ", ".join([*schema.tags, *schema.edges]) or "none"
            return [], f"unknown tag or edge type {owner!r} (known: {known})"
    items: list[AliasItem] = []
    for kind, it in owners:
        if not dot:
            items.append(AliasItem(kind, owner))
            continue
        pdef = it.prop(prop) if it is not None else None
        if it is not None and pdef is None:
            known = ", ".join(it.property_names) or "none"
            return [], f"{kind} {owner} has no property {prop!r} (known: {known})"
        if value_text is None:
            items.append(AliasItem("prop", owner, prop))
            continue
        try:
            value = _typed(value_text, pdef.type if pdef is not None else "string")
        except ValueError:
            return (
                [],
                f"{key!r}: {value_text!r} is not a value of {owner}.{prop} ({pdef.type if pdef else ''})",
            )
        items.append(AliasItem("value", owner, prop, value))
    return items, None


def _typed(text: str, type_name: str) -> AliasValue:
    t = type_name.lower()
    if t.startswith("int"):
        return int(text)
    if t in ("float", "double"):
        return float(text)
    if t in ("bool", "boolean"):
        low = text.lower()
        if low not in ("true", "false"):
            raise ValueError(text)
        return low == "true"
    return text


def _on_boundary(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "

    def latin(ch: str) -> bool:
        return ch.isalnum() and not is_cjk(ch)

    return not (latin(text[start]) and latin(before)) and not (latin(text[end - 1]) and latin(after))


__all__ = [
    "ALIASES_FILE",
    "AliasItem",
    "AliasKind",
    "AliasMatch",
    "Aliases",
    "find_aliases_file",
    "load_aliases",
    "schema_words",
    "undocumented",
]
