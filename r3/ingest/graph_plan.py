"""The graph ``r3 init`` will write: tags, edge types, properties, vids — and why each was chosen.

Why a plan between reading and writing: every decision (this file is a vertex kind, that
column is its vid, those values point at that tag) is made once, recorded with its reason as
a :class:`Note` — *inferred* when the data or a declaration says so, *guessed* when a rule
picked one of several readings — and then written by :mod:`r3.ingest.write` without further
thought. The CSV and the SQL planners differ in how they decide; what follows the decisions
is shared and lives here: properties from columns, which tag an id column points at (from
the values), vid prefixes when two tags share ids, the vid type, dangling ids, name clashes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from typing import Literal

from r3.errors import UserInputError
from r3.ingest import names
from r3.ingest.property_types import fits, infer_type, utf8_length
from r3.ingest.tables import Table

NoteKind = Literal["inferred", "guessed", "warning"]

_BOOL_DIGITS = {"0": "false", "1": "true"}

#: Below this share of an id column's values found among a tag's ids, the tag is not its endpoint.
MIN_FOUND = 0.5
#: For a file that says it holds edges (its header or column names): below this share of
#: its ids found among all tags' ids, an end points at nothing r3 can tell.
MIN_DECLARED = 0.2


@dataclass(frozen=True)
class Note:
    """One line of what ``r3 init`` reports."""

    kind: NoteKind
    text: str

    def __str__(self) -> str:
        return self.text


@dataclass
class Prop:
    """A property read from one column."""

    name: str
    column: int
    type: str
    nullable: bool
    comment: str  # where it comes from (a YAML comment in config.yaml)
    length: int = 0  # longest value, UTF-8 bytes (strings: the index length)
    words: str = ""  # the source's own name for it when that is not the name (the DDL COMMENT)


@dataclass
class VertexKind:
    """A tag and the table whose rows are its vertices (one vertex per row)."""

    tag: str
    table: Table
    vid_columns: tuple[int, ...]  # several: a composite key, joined with "|"
    props: list[Prop]
    comment: str  # where it comes from (a YAML comment in config.yaml)
    prefix: str = ""  # put before every id when two tags share ids
    words: str = ""  # the source's own name for it when that is not the tag (the DDL COMMENT)

    def raw_id(self, row: list[str | None]) -> str | None:
        return joined_id(row, self.vid_columns)


@dataclass
class Endpoint:
    """Where an edge's source or destination id is read, and the tag it points at."""

    columns: tuple[int, ...]
    tag: str | None = None
    #: A reference to another unique column than the target's vid: value → raw vid.
    via: dict[str, str] | None = None
    #: Other tags some of the values are ids of (a column pointing at several kinds).
    others: tuple[str, ...] = ()

    def raw_id(self, row: list[str | None]) -> str | None:
        value = joined_id(row, self.columns)
        if value is None or self.via is None:
            return value
        return self.via.get(value, value)


@dataclass
class EdgeKind:
    """An edge type and the table rows that are its edges."""

    name: str
    table: Table
    src: Endpoint
    dst: Endpoint
    props: list[Prop]
    comment: str  # where it comes from (a YAML comment in config.yaml)
    rows: list[int] | None = None  # only these rows (a Neo4j :TYPE column split the file); None: all
    names_tags: bool = False  # the name came from the file/table name and may be shortened
    #: The name is a table's, a plural noun by convention (``bookings``): made singular. A CSV
    #: file's name is kept (``likes``, ``manages``, ``owns``: verbs, as people name edges).
    table_name: bool = False
    #: The source's own name for it (file, table or column): the DDL COMMENT when the name differs.
    origin: str = ""
    words: str = ""

    def row_indexes(self) -> Iterable[int]:
        return range(len(self.table.rows)) if self.rows is None else self.rows


@dataclass
class GraphPlan:
    """Everything the writer needs, and the notes to print."""

    space: str
    tags: list[VertexKind] = field(default_factory=list)
    edges: list[EdgeKind] = field(default_factory=list)
    vid_int: bool = False
    vid_length: int = 8
    notes: list[Note] = field(default_factory=list)

    def note(self, kind: NoteKind, text: str) -> None:
        self.notes.append(Note(kind, text))

    def tag(self, name: str) -> VertexKind:
        return next(t for t in self.tags if t.tag == name)


def percent(share: float) -> str:
    """A share as a whole percentage rounded down: 99.6 % of the values is not "100%"."""
    return f"{int(share * 100)}%"


def joined_id(row: list[str | None], columns: tuple[int, ...]) -> str | None:
    """The id a row holds in ``columns`` (several joined with ``|``); None when any is NULL."""
    if len(columns) == 1:  # the common case, kept fast: it runs for every row and end
        cell = row[columns[0]]
        if cell is None:
            return None
        cell = cell.strip()
        return cell or None
    cells = [row[i] for i in columns]
    if any(c is None or not c.strip() for c in cells):
        return None
    return "|".join(c.strip() for c in cells if c is not None)


# --------------------------------------------------------------------------- properties


def props_of(
    table: Table, columns: Iterable[int], plan: GraphPlan, *, strict_types: bool = True
) -> list[Prop]:
    """One property per column: its name made an identifier (unique in the item), its type
    forced (checked on every cell), declared (when every value fits) or read off the values."""
    taken: set[str] = set()
    out = []
    for i in columns:
        if table.roles.get(i) in ("IGNORE", "LABEL", "TYPE", "RANK"):
            continue
        name = names.unique(names.identifier(table.columns[i], f"column_{i + 1}"), taken)
        cells = table.values(i)
        kind = column_type(table, i, plan)
        longest = max((utf8_length(c) for c in cells if c is not None), default=0)
        out.append(
            Prop(
                name=name,
                column=i,
                type=kind,
                nullable=any(c is None for c in cells),
                comment=f"{table.source} column {table.columns[i]}",
                length=longest,
                words=source_words(table.columns[i], name),
            )
        )
    return out


def source_words(original: str, name: str) -> str:
    """The source's name for an item, kept as its DDL COMMENT only when the schema name says
    other words (``dept_id`` → edge ``dept``, a file renamed with ``--name``); not for a case,
    separator or plural change (``Full Name`` → ``Full_Name``, ``players`` → ``player``).

    Why no more than that: COMMENTs are shown to the models and read by the offline stages as
    what an item means; provenance text there ("people.csv column name") measurably costs
    answers (eval/bench_init.py), so where each item comes from is a YAML comment instead.
    """
    return original if names.key(original) != names.key(name) else ""


def column_type(table: Table, index: int, plan: GraphPlan) -> str:
    """The type of column ``index``: forced (every cell checked), declared, else inferred."""
    cells = table.values(index)
    forced = table.forced.get(index)
    if forced is not None:
        for row, cell in enumerate(cells):
            if cell is not None and not fits(forced, cell):
                raise UserInputError(
                    f"{table.where(row)}: {cell!r} in column {table.columns[index]} is not of type {forced} "
                    f"({table.forced_by.get(index, 'forced')}); fix the cell or the type"
                )
        return forced
    inferred, seen = infer_type(cells)
    declared = table.declared.get(index)
    if declared is not None:
        if all(c is None or fits(declared, c) for c in cells):
            return declared
        if declared == "bool" and all(c is None or c.strip() in _BOOL_DIGITS for c in cells):
            for cells_of in table.rows:  # SQLite keeps BOOLEAN as 0/1: written as the loader reads bools
                cell = cells_of[index]
                if cell is not None:
                    cells_of[index] = _BOOL_DIGITS[cell.strip()]
            return "bool"
        plan.note(
            "guessed",
            f"{table.source} column {table.columns[index]}: declared {declared} but holds other values: {inferred}",
        )
        return inferred
    if not seen:
        plan.note("guessed", f"{table.source} column {table.columns[index]}: only NULLs, typed string")
    return inferred


# --------------------------------------------------------------------------- endpoints


def id_sets(plan: GraphPlan) -> dict[str, set[str]]:
    """The raw ids of every tag."""
    return {t.tag: {i for row in t.table.rows if (i := t.raw_id(row)) is not None} for t in plan.tags}


def best_tags(values: set[str], words: list[str], ids: dict[str, set[str]]) -> list[tuple[float, int, str]]:
    """Every tag scored for a set of id values: (share of the values that are its ids, how
    strongly ``words`` name it, tag), best first."""
    scored = []
    for tag, known in ids.items():
        share = len(values & known) / len(values) if values else 0.0
        named = max((names.refers_to(w, tag) for w in words), default=0)
        scored.append((share, named, tag))
    scored.sort(key=lambda s: (-s[0], -s[1]))
    return scored


def endpoint_values(edge: EdgeKind, end: Endpoint) -> set[str]:
    return {v for r in edge.row_indexes() if (v := end.raw_id(edge.table.rows[r])) is not None}


def endpoint_tag(
    edge: EdgeKind,
    end: Endpoint,
    label: str,
    ids: dict[str, set[str]],
    plan: GraphPlan,
    *,
    declared: bool = False,
) -> None:
    """Point ``end`` at the tag most of its values are ids of (ties: the tag its column names).

    Sets ``end.tag`` (and ``end.others`` when the values are ids of several tags: a belongs-to
    column pointing at colleges and at families) and notes how sure it is. An error when
    the tags together hold less than :data:`MIN_FOUND` of the values — :data:`MIN_DECLARED`
    for a file that says it holds edges, whose other ends are then dangling.
    """
    values = endpoint_values(edge, end)
    column = ",".join(edge.table.columns[i] for i in end.columns)
    scored = best_tags(values, [edge.table.columns[i] for i in end.columns], ids)
    every = set().union(*ids.values())
    covered = len(values & every) / len(values) if values else 0.0
    if not scored or covered < (MIN_DECLARED if declared else MIN_FOUND):
        best = f"; best: {scored[0][2]} with {percent(scored[0][0])}" if scored else ""
        raise UserInputError(
            f"{edge.table.source}: the values of column {column} are not the ids of any vertex file{best}; "
            f"pass --edge {edge.table.name}=SRC_TAG,DST_TAG"
        )
    share, named, tag = scored[0]
    end.tag = tag
    rivals = [s for s in scored[1:] if s[0] == share and s[1] == named]
    text = f"{edge.table.source}: {label} `{column}` → {tag} ({percent(share)} of {len(values)} values are {tag} ids"
    # Values outside the best tag that other tags hold: a column pointing at several kinds.
    # When tags share ids (1 is a person and a movie) that reading is taken only for a weak
    # best tag: else an id the best tag lacks would be given to another tag by chance.
    distinct = sum(len(known) for known in ids.values()) == len(every)
    if covered > share and (distinct or share < MIN_FOUND):
        end.others = tuple(t for s, _n, t in scored[1:] if s > 0)
        parts = ", ".join(f"{t} {percent(s)}" for s, _n, t in scored[1:] if s > 0)
        plan.note("guessed", f"{text}; {parts}: the column points at several tags)")
    elif rivals:
        others = ", ".join(s[2] for s in rivals)
        plan.note("guessed", f"{text}, as many in {others}: first in order); pass --edge to choose")
    elif len([s for s in scored if s[0] == share]) > 1:
        plan.note("guessed", f"{text}, and in other tags too: the column's name says {tag})")
    else:
        plan.note("inferred", text + ")")


def prefix_of(plan: GraphPlan, end: Endpoint, raw: str, ids: dict[str, set[str]]) -> str:
    """The vid prefix of one end's value: its tag's, or that of the other tag holding it."""
    assert end.tag is not None
    if not end.others or raw in ids[end.tag]:
        return plan.tag(end.tag).prefix
    holder = next((t for t in end.others if raw in ids[t]), end.tag)
    return plan.tag(holder).prefix


# --------------------------------------------------------------------------- finishing


VidChoice = Literal["auto", "int64", "string"]


def finish(plan: GraphPlan, *, strict: bool, vid_type: VidChoice = "auto") -> None:
    """Decide prefixes, the vid type, and the final edge names; report dangling ids."""
    ids = id_sets(plan)
    _prefixes(plan, ids)
    _dangling(plan, ids, strict=strict)
    _vid_type(plan, ids, vid_type)
    _edge_names(plan)


def _prefixes(plan: GraphPlan, ids: dict[str, set[str]]) -> None:
    """Ids that two tags share: counters (integers: row 1 of ``person`` and row 1 of ``movie``)
    are different things, so every vid gets ``TAG:``; names and codes (``Tim Duncan`` a
    player and a bachelor) are one thing, so that vertex carries both tags, as in NebulaGraph."""
    owners: Counter[str] = Counter()
    for known in ids.values():
        owners.update(known)
    shared = sorted(v for v, n in owners.items() if n > 1)
    if not shared:
        return
    counters = [v for v in shared if fits("int", v)]
    example = (counters or shared)[0]
    holders = sorted({t for t, known in ids.items() if example in known})
    what = f"{len(shared)} {_ids_are(len(shared))} used by more than one tag (e.g. {example!r} in {', '.join(holders)})"
    if not counters:
        plan.note("guessed", f"{what}: one vertex with each of those tags, as NebulaGraph keeps them")
        return
    for tag in plan.tags:
        tag.prefix = f"{tag.tag}:"
    plan.note(
        "inferred",
        f"{what}: integer ids count rows, so every vid is written TAG:ID (e.g. {holders[0]}:{example})",
    )


def _dangling(plan: GraphPlan, ids: dict[str, set[str]], *, strict: bool) -> None:
    for edge in plan.edges:
        for label, end in (("source", edge.src), ("destination", edge.dst)):
            assert end.tag is not None
            known = set().union(*(ids[t] for t in (end.tag, *end.others)))
            missing = [
                r
                for r in edge.row_indexes()
                if (v := end.raw_id(edge.table.rows[r])) is not None and v not in known
            ]
            if not missing:
                continue
            first = edge.table.rows[missing[0]]
            column = ",".join(edge.table.columns[i] for i in end.columns)
            text = (
                f"{edge.table.where(missing[0])}: {edge.name}: {len(missing)} {label} {_ids_are(len(missing))} "
                f"no {' or '.join((end.tag, *end.others))} id "
                f"(e.g. {end.raw_id(first)!r} in column {column})"
            )
            if strict:
                raise UserInputError(text + "; without --strict these edges are kept, dangling")
            plan.note("warning", text + ": kept as dangling edges (--strict makes this an error)")


def _ids_are(n: int) -> str:
    return "id is" if n == 1 else "ids are"


def _vid_type(plan: GraphPlan, ids: dict[str, set[str]], choice: VidChoice) -> None:
    every = set(chain.from_iterable(ids.values()))
    for e in plan.edges:
        for end in (e.src, e.dst):
            every.update(v for r in e.row_indexes() if (v := end.raw_id(e.table.rows[r])) is not None)
    prefixed = any(t.prefix for t in plan.tags)
    not_int = next((v for v in sorted(every) if not fits("int", v)), None)
    if choice == "int64" and (prefixed or not_int is not None):
        why = (
            "two tags share ids (each is written TAG:ID)" if prefixed else f"the id {not_int!r} is no integer"
        )
        raise UserInputError(f"--vid-type int64 is impossible here: {why}; leave --vid-type auto")
    if every and not prefixed and not_int is None and choice != "string":
        plan.vid_int = True
        why = "--vid-type int64" if choice == "int64" else "every vertex id and edge end is an integer"
        plan.note("inferred", f"vid type INT64: {why}")
        plan.note(
            "warning",
            "r3's offline stages link the names in a question only to string vids today: "
            "if `r3 ask` misses the people or things a question names, run again with --vid-type string",
        )
        return
    longest = max((utf8_length(t.prefix) for t in plan.tags), default=0) + max(
        (utf8_length(v) for v in every), default=1
    )
    plan.vid_length = max(8, -(-longest // 8) * 8)
    why = (
        "--vid-type string"
        if choice == "string" and not_int is None and not prefixed
        else "ids are prefixed with their tag"
        if prefixed
        else "not every id is an integer"
    )
    plan.note(
        "inferred",
        f"vid type FIXED_STRING({plan.vid_length}): {why}; the longest vid is {longest} bytes "
        "(rounded up to a multiple of 8)",
    )


def _edge_names(plan: GraphPlan) -> None:
    """Shorten file-named edges (``person_acted_in_movie`` → ``acted_in``); no name twice, none a tag's."""
    taken = {t.tag.casefold() for t in plan.tags}
    for edge in plan.edges:
        name = edge.name
        if edge.names_tags and edge.src.tag and edge.dst.tag:
            name = _strip_tags(name, edge.src.tag, edge.dst.tag)
            name = names.singular(name) if edge.table_name else name
        if name.casefold() in taken and edge.src.tag:
            name = f"{edge.src.tag}_{name}"
        final = names.unique(name, taken)
        if final != edge.name:
            plan.note("guessed", f"{edge.table.source}: edge type {final} (from {edge.name})")
            edge.name = final
        edge.words = source_words(edge.origin, edge.name) if edge.origin else ""


def _strip_tags(name: str, src: str, dst: str) -> str:
    """``person_acted_in_movie`` → ``acted_in`` when both ends name the tags; else unchanged."""
    parts = name.split("_")
    for lo in range(1, len(parts)):
        if names.refers_to("_".join(parts[:lo]), src) == 3:
            for hi in range(len(parts) - 1, lo, -1):
                if names.refers_to("_".join(parts[hi:]), dst) == 3:
                    return "_".join(parts[lo:hi])
    return name


__all__ = [
    "MIN_FOUND",
    "EdgeKind",
    "Endpoint",
    "Note",
    "GraphPlan",
    "Prop",
    "VidChoice",
    "VertexKind",
    "best_tags",
    "column_type",
    "endpoint_tag",
    "endpoint_values",
    "finish",
    "id_sets",
    "joined_id",
    "percent",
    "prefix_of",
    "props_of",
    "source_words",
]
