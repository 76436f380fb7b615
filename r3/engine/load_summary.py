"""What a load reports — :class:`LoadSummary`, :class:`RejectedRow`, :class:`LoadError` — and
:func:`ensure_space`, which the config and script loaders share.

Why a module of its own: :mod:`r3.engine.loader` (the entry point) imports the two
loaders (:mod:`r3.engine.loader_csv`, :mod:`r3.engine.loader_script`), and both need these;
kept here, below all three, nothing imports in a circle. :mod:`r3.engine.loader` re-exports
every name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from r3.contracts.schema import SpaceSchema
from r3.engine.storage import GraphStore, Space, SpaceStats
from r3.errors import UserInputError

#: Rejected rows kept with their reason; more are only counted.
MAX_REPORTED = 1000


@dataclass(frozen=True)
class RejectedRow:
    """A row or statement that was not loaded, and why."""

    source: str
    line: int
    reason: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.reason}"


@dataclass
class LoadSummary:
    """What a load did: rows written, rows rejected (with reasons), notes, final sizes."""

    space: str
    sources: list[str] = field(default_factory=list)
    vertices: int = 0  # vertex rows written (a row carrying two tags counts once)
    edges: int = 0  # edge rows written
    statements: int = 0  # script statements run
    rejected_count: int = 0
    rejected: list[RejectedRow] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0
    stats: SpaceStats | None = None  # sizes of the space after the load

    @property
    def ok(self) -> bool:
        return self.rejected_count == 0

    def reject(self, row: RejectedRow, on_error: str) -> None:
        """Record a bad row, or raise :class:`LoadError` when the load must stop at the first one."""
        if on_error == "fail":
            raise LoadError(str(row), summary=self)
        self.rejected_count += 1
        if len(self.rejected) < MAX_REPORTED:
            self.rejected.append(row)

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def __str__(self) -> str:
        size = f" (space now {self.stats.vertices} vertices, {self.stats.edges} edges)" if self.stats else ""
        lines = [
            f"loaded space `{self.space}': {self.vertices} vertex rows, {self.edges} edge rows"
            + (f", {self.statements} statements" if self.statements else "")
            + f" in {self.elapsed_s:.2f} s{size}"
        ]
        if self.rejected_count:
            lines.append(f"{self.rejected_count} rejected:")
            lines += [f"  {r}" for r in self.rejected[:20]]
            if self.rejected_count > 20:
                lines.append(f"  … {self.rejected_count - 20} more")
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)


class LoadError(UserInputError):
    """A load stopped at a bad row (``on_error="fail"``); ``summary`` says what was committed."""

    def __init__(self, message: str, *, summary: LoadSummary | None = None) -> None:
        super().__init__(message)
        self.summary = summary


def ensure_space(store: GraphStore, schema: SpaceSchema, summary: LoadSummary) -> Space:
    """The space ``schema`` describes: created when missing, completed when it exists.

    Loading into an existing space adds the tags, edge types and indexes it lacks; an item
    that exists with other props is kept (rows are checked against what is stored).
    """
    if not store.has_space(schema.name):
        return store.create_space(schema)
    sp = store.space(schema.name)
    have = sp.schema
    if _vid(have) != _vid(schema):
        raise UserInputError(
            f"space `{schema.name}' already exists with vid type {_vid(have)}, the load wants {_vid(schema)}; "
            "drop the space first (load with replace) to change it"
        )
    for item in [*schema.tags.values(), *schema.edges.values()]:
        existing = have.item(item.name)
        if existing is None:
            sp.create_schema(item)
        elif existing.property_names != item.property_names:
            summary.note(f"{item.kind} `{item.name}' exists with props {existing.property_names}; kept as is")
    for index in schema.indexes.values():
        if index.name not in sp.schema.indexes:
            sp.create_index(index, if_not_exists=True)  # one on the same fields already: kept
    return sp


def _vid(schema: SpaceSchema) -> str:
    return "INT64" if schema.vid_is_int else f"FIXED_STRING({schema.vid_length})"


__all__ = ["MAX_REPORTED", "LoadError", "LoadSummary", "RejectedRow", "ensure_space"]
