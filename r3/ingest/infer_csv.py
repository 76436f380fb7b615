"""A folder of CSV files as a graph: which file is a vertex kind, which an edge kind, and how.

The rules, in the order they are tried for each file (the first that holds decides; the
report says which one did):

1. ``--edge FILE=SRC_TAG,DST_TAG`` makes it an edge file, ``--vid FILE=COLUMN`` a vertex file.
2. A header that declares it: ``:START_ID``/``:END_ID`` (Neo4j-admin) or ``:SRC_VID``/``:DST_VID``
   (nebula-importer) → edges; ``:ID`` / ``:VID`` → vertices with that id column.
3. A pair of columns named like edge ends (``src,dst``, ``source,target``, ``from,to`` …) → edges.
4. A unique column ``id`` (or ``<file>_id``) → vertices with that vid.
5. Two columns that name other files' tags (``person_id,movie_id``; ``person,movie``) → edges,
   the first the source (a join-table-like file; the other columns are edge properties).
6. A unique first column, else a unique ``name`` column → vertices (guessed).
7. Two columns whose values are other files' ids → edges (guessed).

Then: a vertex file's other ``…_id`` columns whose values are another tag's ids become edge
types too (``employee.csv`` column ``dept_id`` → edge ``dept``: employee → department), and
each edge column points at the tag most of its values are ids of (ties: the tag its name says).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from r3.errors import UserInputError
from r3.ingest import names
from r3.ingest.graph_plan import (
    MIN_FOUND,
    EdgeKind,
    Endpoint,
    GraphPlan,
    VertexKind,
    best_tags,
    endpoint_tag,
    id_sets,
    percent,
    props_of,
    source_words,
)
from r3.ingest.tables import Table

#: Column-name pairs that say "this file is edges": (source, destination).
EDGE_PAIRS = (
    ("src", "dst"),
    ("source", "target"),
    ("from", "to"),
    ("start", "end"),
    ("head", "tail"),
    ("src_id", "dst_id"),
    ("source_id", "target_id"),
    ("from_id", "to_id"),
    ("start_id", "end_id"),
    ("subject", "object"),
)


@dataclass
class Overrides:
    """The user's corrections of a guess, keyed by file name or stem."""

    vid: dict[str, str] = field(default_factory=dict)  # file → vid column
    edges: dict[str, tuple[str, str]] = field(default_factory=dict)  # file → (source tag, destination tag)
    names: dict[str, str] = field(default_factory=dict)  # file → tag or edge type name
    refs: dict[str, str] = field(default_factory=dict)  # FILE.COLUMN → the tag an id column points at

    def get(self, table: Table, which: Mapping[str, object]) -> object | None:
        for key in (table.name, table.source, table.source.rsplit(" ", 1)[-1]):
            if key in which:
                return which[key]
        return None

    def unknown(self, tables: list[Table]) -> list[str]:
        """Keys that name no table (a typo: reported, not ignored)."""
        known = {k for t in tables for k in (t.name, t.source, t.source.rsplit(" ", 1)[-1])}
        refs = [k.rpartition(".")[0] for k in self.refs]
        return sorted(k for k in (*self.vid, *self.edges, *self.names, *refs) if k not in known)

    def ref(self, table: Table, column: str) -> str | None:
        """The tag ``--edge FILE.COLUMN=TAG`` gives a vertex file's id column."""
        for key in (table.name, table.source):
            if f"{key}.{column}" in self.refs:
                return self.refs[f"{key}.{column}"]
        return None


@dataclass
class _EdgeSpec:
    table: Table
    src: tuple[int, ...]
    dst: tuple[int, ...]
    why: str
    guessed: bool
    tags: tuple[str | None, str | None] = (None, None)
    by_values: bool = False  # rule 7: only the values said it is edges


def plan_csv(tables: list[Table], space: str, overrides: Overrides) -> GraphPlan:
    """Decide tags and edge types for CSV ``tables`` (before :func:`r3.ingest.graph_plan.finish`)."""
    check_overrides(tables, overrides)
    plan = GraphPlan(space)
    tag_names = {t.name: _tag_name(t, overrides) for t in tables}
    vertex: list[tuple[Table, int, str, bool]] = []
    edges: list[_EdgeSpec] = []
    undecided: list[Table] = []
    for table in tables:
        decided = _decide(table, overrides, tag_names, tables)
        if isinstance(decided, _EdgeSpec):
            edges.append(decided)
        elif decided is None:
            undecided.append(table)
        else:
            vertex.append((table, *decided))
    taken: set[str] = set()
    for table, vid, why, guessed in vertex:
        _unique_ids(table, vid)
        tag = names.unique(tag_names[table.name], taken)
        plan.note(
            "guessed" if guessed else "inferred",
            f"{table.source}: tag {tag}, vid column {table.columns[vid]} ({why})",
        )
        if overrides.get(table, overrides.names) is None and tag != names.identifier(table.name):
            plan.note(
                "guessed",
                f"{table.source}: tag name {tag} (the file name, singular); --name {table.name}=NAME to change it",
            )
        keep = [i for i in range(len(table.columns)) if i != vid or not _id_only(table, i)]
        words = source_words(table.name, tag)
        plan.tags.append(VertexKind(tag, table, (vid,), [], comment=f"rows of {table.source}", words=words))
        plan.tags[-1].props = props_of(table, keep, plan)
    if not plan.tags:
        raise UserInputError(
            "no vertex file found: name one with --vid FILE=COLUMN (a file whose rows are things, not links)"
        )
    ids = id_sets(plan)
    for table in undecided:
        edges.append(_by_values(table, ids))
    groups = _groups(plan)
    for spec in edges:
        _add_edges(plan, spec, ids, groups, overrides)
    for kind in list(plan.tags):
        _foreign_keys(plan, kind, ids, overrides)
    return plan


def check_overrides(tables: list[Table], overrides: Overrides) -> None:
    wrong = overrides.unknown(tables)
    if wrong:
        files = ", ".join(t.name for t in tables)
        raise UserInputError(
            f"--vid/--edge/--name name {', '.join(wrong)}, which is no file here; files: {files}"
        )
    for key in overrides.refs:
        file, _, column = key.rpartition(".")
        table = next(t for t in tables if file in (t.name, t.source))
        if table.column(column) is None:
            raise UserInputError(
                f"--edge {key}=…: {table.source} has no column {column}; its columns: {', '.join(table.columns)}"
            )


def _tag_name(table: Table, overrides: Overrides) -> str:
    given = overrides.get(table, overrides.names)
    return names.identifier(str(given)) if given else names.singular(names.identifier(table.name, "tag"))


def _id_only(table: Table, index: int) -> bool:
    """Whether the vid column is no property too: an unnamed header id (``:ID``, ``:VID(string)``)
    or a column named as an id (``id``, ``person_id``); a ``name`` or ``code`` vid stays one."""
    header = table.header[index] if index < len(table.header) else ""
    return (table.roles.get(index) == "ID" and header.startswith(":")) or names.is_id_name(
        table.columns[index]
    )


def _decide(
    table: Table, overrides: Overrides, tag_names: dict[str, str], tables: list[Table]
) -> _EdgeSpec | tuple[int, str, bool] | None:
    """An edge spec, ``(vid column, why, guessed)`` for a vertex file, or None (undecided)."""
    forced_edge = overrides.get(table, overrides.edges)
    forced_vid = overrides.get(table, overrides.vid)
    roles = table.roles
    starts = [i for i, r in roles.items() if r == "START_ID"]
    ends = [i for i, r in roles.items() if r == "END_ID"]
    pair = _named_pair(table)
    if forced_edge is not None:
        assert isinstance(forced_edge, tuple)
        src, dst = (starts[0], ends[0]) if starts and ends else pair or (0, 1)
        if len(table.columns) < 2:
            raise UserInputError(
                f"{table.source}: --edge needs two id columns, the file has {len(table.columns)}"
            )
        return _EdgeSpec(table, (src,), (dst,), "--edge", False, forced_edge)
    if forced_vid is not None:
        index = table.column(str(forced_vid))
        if index is None:
            raise UserInputError(
                f"--vid {table.name}={forced_vid}: {table.source} has no such column; its columns: {', '.join(table.columns)}"
            )
        return index, "--vid", False
    if starts and ends:
        return _EdgeSpec(table, (starts[0],), (ends[0],), "the header's start and end id columns", False)
    ids = [i for i, r in roles.items() if r == "ID"]
    if ids:
        return ids[0], "the header's id column", False
    if pair is not None:
        return _EdgeSpec(
            table, (pair[0],), (pair[1],), f"columns {table.columns[pair[0]]},{table.columns[pair[1]]}", False
        )
    for wanted in (
        "id",
        "vid",
        f"{table.name}_id",
        f"{names.singular(table.name)}_id",
        f"{names.singular(table.name)}id",
    ):
        index = table.column(wanted)
        if index is not None and _is_unique(table, index):
            return index, f"a column named {table.columns[index]}, unique", False
    refs = _named_references(table, tag_names, tables)
    if len(refs) >= 2:
        cols = ", ".join(table.columns[i] for i, _ in refs[:2])
        return _EdgeSpec(
            table,
            (refs[0][0],),
            (refs[1][0],),
            f"columns {cols} name the tags {refs[0][1]}, {refs[1][1]}",
            True,
            (None, None),
        )
    if _is_unique(table, 0):
        return 0, "the first column, unique", True
    index = table.column("name")
    if index is not None and _is_unique(table, index):
        return index, "a unique name column", True
    return None


def _named_pair(table: Table) -> tuple[int, int] | None:
    """Two columns named as an edge's ends: a pair of :data:`EDGE_PAIRS`, or a source id column
    (``src_id``, ``from_id``…) and the first other ``…_id`` column (``tag_id``)."""
    for src, dst in EDGE_PAIRS:
        a, b = table.column(src), table.column(dst)
        if a is not None and b is not None:
            return a, b
    for src, _dst in EDGE_PAIRS:
        a = table.column(src) if src.endswith("_id") else None
        if a is not None:
            other = next((i for i, c in enumerate(table.columns) if i != a and names.id_base(c)), None)
            if other is not None:
                return a, other
    return None


def _named_references(table: Table, tag_names: dict[str, str], tables: list[Table]) -> list[tuple[int, str]]:
    """Columns named after another file's tag (``person_id``, ``person``), in column order."""
    others = [tag_names[t.name] for t in tables if t is not table]
    out = []
    for i, column in enumerate(table.columns):
        word = names.id_base(column) or column
        best = max(others, key=lambda tag: names.refers_to(word, tag), default=None)
        if best is not None and names.refers_to(word, best) == 3:
            out.append((i, best))
    return out


def _is_unique(table: Table, index: int) -> bool:
    values = [v.strip() if v is not None else None for v in table.values(index)]
    return None not in values and "" not in values and len(set(values)) == len(values)


def _unique_ids(table: Table, index: int) -> None:
    """A vid column must name each row once: else the first repeat is an error."""
    first: dict[str, int] = {}
    for row, value in enumerate(table.values(index)):
        if value is None or not value.strip():
            raise UserInputError(
                f"{table.where(row)}: empty id in column {table.columns[index]}; every vertex needs one "
                f"(or pass --vid {table.name}=COLUMN)"
            )
        seen = first.setdefault(value.strip(), row)
        if seen != row:
            raise UserInputError(
                f"{table.where(row)}: id {value!r} in column {table.columns[index]} repeats line "
                f"{table.lines[seen]}; pass --vid {table.name}=COLUMN with a unique column"
            )


def _by_values(table: Table, ids: dict[str, set[str]]) -> _EdgeSpec:
    found = []
    for i in range(len(table.columns)):
        values = {v.strip() for v in table.values(i) if v is not None}
        scored = best_tags(values, [table.columns[i]], ids)
        if scored and scored[0][0] >= MIN_FOUND:
            found.append(i)
    if len(found) < 2:
        raise UserInputError(
            f"{table.source}: no id column found (no unique id, first or name column, and no two columns of "
            f"other files' ids); pass --vid {table.name}=COLUMN or --edge {table.name}=SRC_TAG,DST_TAG"
        )
    cols = ", ".join(table.columns[i] for i in found[:2])
    return _EdgeSpec(
        table, (found[0],), (found[1],), f"columns {cols} hold other files' ids", True, by_values=True
    )


def _groups(plan: GraphPlan) -> dict[str, str]:
    """Neo4j id groups (``:ID(Person)``) → the tag of the file that declares them."""
    out = {}
    for kind in plan.tags:
        for index, group in kind.table.groups.items():
            if kind.table.roles.get(index) == "ID":
                out[group] = kind.tag
    return out


def _add_edges(
    plan: GraphPlan, spec: _EdgeSpec, ids: dict[str, set[str]], groups: dict[str, str], overrides: Overrides
) -> None:
    table = spec.table
    plan.note("guessed" if spec.guessed else "inferred", f"{table.source}: edges ({spec.why})")
    type_col = next((i for i, r in table.roles.items() if r == "TYPE"), None)
    given = overrides.get(table, overrides.names)
    splits: list[tuple[str, list[int] | None, bool]]
    if type_col is not None and not given:
        by_type: dict[str, list[int]] = {}
        for r, value in enumerate(table.values(type_col)):
            by_type.setdefault(value or "", []).append(r)
        splits = [(names.identifier(t or table.name), rows, False) for t, rows in by_type.items()]
        plan.note(
            "inferred", f"{table.source}: edge types from its :TYPE column: {', '.join(s[0] for s in splits)}"
        )
    else:
        splits = [(names.identifier(str(given) if given else table.name, "edge"), None, not given)]
    ends = set(spec.src + spec.dst) | ({type_col} if type_col is not None else set())
    rest = [i for i in range(len(table.columns)) if i not in ends]
    for name, rows, from_file in splits:
        edge = EdgeKind(
            name,
            table,
            Endpoint(spec.src),
            Endpoint(spec.dst),
            [],
            comment="",
            rows=rows,
            names_tags=from_file,
            origin=table.name if from_file else "",
        )
        for end, label, forced in (
            (edge.src, "source", spec.tags[0]),
            (edge.dst, "destination", spec.tags[1]),
        ):
            group = table.groups.get(end.columns[0])
            if forced is not None:
                end.tag = _known_tag(plan, forced, table)
            elif group is not None and group in groups:
                end.tag = groups[group]
                plan.note("inferred", f"{table.source}: {label} → {end.tag} (the header's id group {group})")
            else:
                endpoint_tag(edge, end, label, ids, plan, declared=not spec.by_values)
        edge.props = props_of(table, rest, plan)
        edge.comment = f"{table.source}: {table.columns[spec.src[0]]} → {edge.src.tag}, {table.columns[spec.dst[0]]} → {edge.dst.tag}"
        plan.edges.append(edge)


def _known_tag(plan: GraphPlan, name: str, table: Table) -> str:
    for kind in plan.tags:
        if kind.tag == name or kind.table.name == name:
            return kind.tag
    known = ", ".join(t.tag for t in plan.tags)
    raise UserInputError(f"--edge {table.name}=…: {name!r} is no tag; tags: {known}")


def _foreign_keys(plan: GraphPlan, kind: VertexKind, ids: dict[str, set[str]], overrides: Overrides) -> None:
    """``dept_id`` in a vertex file: an edge to the tag whose ids its values are (the column stays
    out of the props). A tie between tags the name cannot break goes to the file's own tag
    (``manager_id``, ``parent_id`` mostly point back); ``--edge FILE.COLUMN=TAG`` decides."""
    table = kind.table
    for prop in list(kind.props):
        if prop.column in kind.vid_columns:
            continue
        column = table.columns[prop.column]
        base = names.id_base(column)
        forced = overrides.ref(table, column)
        if base is None and forced is None:
            continue
        values = {v.strip() for v in table.values(prop.column) if v is not None}
        scored = best_tags(values, [base or column], ids)
        if forced is not None:
            target = _known_tag(plan, forced, table)
            share = next(s[0] for s in scored if s[2] == target)
            why = f"--edge {table.name}.{column}={forced}"
        else:
            if not scored or scored[0][0] < MIN_FOUND:
                continue
            top = [s for s in scored if s[:2] == scored[0][:2]]
            share, _named, target = scored[0]
            why = f"{percent(share)} of {len(values)} values are {target} ids"
            if len(top) > 1:
                target = kind.tag if any(s[2] == kind.tag for s in top) else target
                others = ", ".join(s[2] for s in top if s[2] != target)
                why = f"{why}, as many {others} ids: {target} chosen; --edge {table.name}.{column}=TAG to change it"
        edge = EdgeKind(
            names.identifier(base or column),
            table,
            Endpoint(kind.vid_columns, tag=kind.tag),
            Endpoint((prop.column,), tag=target),
            [],
            comment=f"{table.source} column {column} → {target}",
            origin=column,
        )
        kind.props.remove(prop)
        plan.edges.append(edge)
        plan.note(
            "inferred" if forced else "guessed",
            f"{table.source}: column {column} → edge {edge.name}: {kind.tag} → {target} ({why}; the column is no property)",
        )


__all__ = ["EDGE_PAIRS", "Overrides", "check_overrides", "plan_csv"]
