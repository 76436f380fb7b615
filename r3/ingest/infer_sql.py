"""Database tables as a graph: tables are tags, foreign keys and join tables are edge types.

The TrustUQA / SUQL view that a relational database is a graph already, written down as rules
(the report names the rule behind each item):

- **join table** — a table whose primary key is two single-column foreign keys (plus any other
  columns) is an edge type named after the table: the first key column's target is the
  source, the second's the destination, the other columns are edge properties. A table
  without a primary key whose only references are two foreign keys counts too (guessed).
- **tag** — every other table; its primary key is the vid (a composite key: the parts joined
  with ``|``). Without a primary key the CSV rules pick one: a unique ``id``, first or
  ``name`` column (guessed), else ``--vid TABLE=COLUMN``.
- **foreign-key edge** — each single-column foreign key of a tag table is an edge type from
  the row to the row it references, named after the column without its ``_id``
  (``employee.dept_id`` → ``dept``); when that is the target table's own name
  (``department_id``) the edge is ``employee_department``. The column is then no property.
  A reference to another unique column than the target's key is followed to that row.
"""

from __future__ import annotations

from r3.errors import UserInputError
from r3.ingest import names
from r3.ingest.graph_plan import EdgeKind, Endpoint, GraphPlan, VertexKind, props_of, source_words
from r3.ingest.infer_csv import Overrides, check_overrides
from r3.ingest.tables import ForeignKey, Table


def plan_sql(tables: list[Table], space: str, overrides: Overrides) -> GraphPlan:
    """Decide tags and edge types for database ``tables`` (before :func:`r3.ingest.graph_plan.finish`)."""
    check_overrides(tables, overrides)
    if overrides.refs:
        key = next(iter(overrides.refs))
        raise UserInputError(f"--edge {key}=…: in a database the foreign keys say where a column points")
    plan = GraphPlan(space)
    by_name = {t.name: t for t in tables}
    joins: list[tuple[Table, ForeignKey, ForeignKey, str, bool]] = []
    entities: list[Table] = []
    for table in tables:
        for fk in table.foreign_keys:
            if len(fk.columns) != 1:
                cols = ",".join(table.columns[i] for i in fk.columns)
                plan.note(
                    "warning",
                    f"{table.source}: foreign key ({cols}) → {fk.target} has several columns: no edge made",
                )
        join = _join(table, _single(table, by_name), overrides)
        if join is None:
            entities.append(table)
        else:
            joins.append((table, *join))
    join_names = {j[0].name for j in joins}
    taken: set[str] = set()
    for table in entities:
        vid, why, guessed = _vid(table, overrides)
        given = overrides.get(table, overrides.names)
        tag = names.identifier(str(given)) if given else names.singular(names.identifier(table.name, "tag"))
        tag = names.unique(tag, taken)
        plan.note("guessed" if guessed else "inferred", f"{table.source}: tag {tag}, vid {why}")
        edges = {fk.columns[0] for fk in _single(table, by_name) if fk.target not in join_names}
        id_only = {vid[0]} if len(vid) == 1 and names.is_id_name(table.columns[vid[0]]) else set()
        keep = [i for i in range(len(table.columns)) if (i not in edges or i in vid) and i not in id_only]
        kind = VertexKind(
            tag, table, vid, [], comment=f"rows of {table.source}", words=source_words(table.name, tag)
        )
        kind.props = props_of(table, keep, plan)
        plan.tags.append(kind)
    if not plan.tags:
        raise UserInputError("every table is a join table: no table holds the things they link")
    tag_of = {k.table.name: k for k in plan.tags}
    for kind in list(plan.tags):
        for fk in _single(kind.table, by_name):
            _fk_edge(plan, kind, fk, tag_of)
    for table, first, second, why, guessed in joins:
        _join_edge(plan, table, first, second, why, guessed, tag_of, overrides)
    return plan


def _single(table: Table, by_name: dict[str, Table]) -> list[ForeignKey]:
    """The one-column foreign keys of ``table`` to tables that exist, in column order."""
    found = [fk for fk in table.foreign_keys if len(fk.columns) == 1 and fk.target in by_name]
    return sorted(found, key=lambda fk: fk.columns)


def _join(
    table: Table, single: list[ForeignKey], overrides: Overrides
) -> tuple[ForeignKey, ForeignKey, str, bool] | None:
    """The two foreign keys that make ``table`` a join table, the rule, and whether it is a guess."""
    if overrides.get(table, overrides.vid) is not None:
        return None
    forced = overrides.get(table, overrides.edges) is not None
    key_fks = [fk for fk in single if fk.columns[0] in table.primary_key]
    if len(table.primary_key) == 2 and len(key_fks) == 2:
        ordered = sorted(key_fks, key=lambda fk: table.primary_key.index(fk.columns[0]))
        return ordered[0], ordered[1], "its primary key is two foreign keys", False
    if not table.primary_key and len(single) == 2:
        return single[0], single[1], "no primary key and two foreign keys", True
    if forced:
        if len(single) < 2:
            raise UserInputError(
                f"--edge {table.name}=…: {table.source} has {len(single)} foreign keys, an edge needs 2"
            )
        return single[0], single[1], "--edge", False
    return None


def _vid(table: Table, overrides: Overrides) -> tuple[tuple[int, ...], str, bool]:
    given = overrides.get(table, overrides.vid)
    if given is not None:
        index = table.column(str(given))
        if index is None:
            raise UserInputError(
                f"--vid {table.name}={given}: {table.source} has no such column; its columns: {', '.join(table.columns)}"
            )
        _check_unique(table, (index,), "--vid")
        return (index,), f"{table.columns[index]} (--vid)", False
    if table.primary_key:
        cols = ",".join(table.columns[i] for i in table.primary_key)
        if len(table.primary_key) == 1:
            return table.primary_key, f"{cols} (the primary key)", False
        return table.primary_key, f"{cols} joined with | (the composite primary key)", False
    for wanted in ("id", "vid", f"{table.name}_id", f"{names.singular(table.name)}_id"):
        index = table.column(wanted)
        if index is not None and _unique(table, index):
            return (
                (index,),
                f"{table.columns[index]} (no primary key; a unique column named like an id)",
                True,
            )
    if table.columns and _unique(table, 0):
        return (0,), f"{table.columns[0]} (no primary key; the first column, unique)", True
    index = table.column("name")
    if index is not None and _unique(table, index):
        return (index,), "name (no primary key; a unique name column)", True
    raise UserInputError(
        f"{table.source}: no primary key and no unique id, first or name column; pass --vid {table.name}=COLUMN"
    )


def _unique(table: Table, index: int) -> bool:
    values = table.values(index)
    return None not in values and len(set(values)) == len(values)


def _check_unique(table: Table, columns: tuple[int, ...], why: str) -> None:
    first: dict[tuple[str | None, ...], int] = {}
    for row, cells in enumerate(table.rows):
        value = tuple(cells[i] for i in columns)
        if None in value:
            raise UserInputError(f"{table.where(row)}: NULL id in {table.columns[columns[0]]} ({why})")
        seen = first.setdefault(value, row)
        if seen != row:
            raise UserInputError(
                f"{table.where(row)}: id {'|'.join(map(str, value))!r} repeats row {table.lines[seen]} ({why})"
            )


def _target(plan: GraphPlan, table: Table, fk: ForeignKey, tag_of: dict[str, VertexKind]) -> Endpoint | None:
    """The endpoint a one-column foreign key points at (None, with a note, when it cannot be an edge)."""
    target = tag_of.get(fk.target)
    column = table.columns[fk.columns[0]]
    if target is None:
        plan.note("warning", f"{table.source}: {column} → {fk.target}, a join table: no edge made")
        return None
    end = Endpoint(fk.columns, tag=target.tag)
    wanted = fk.target_columns[0] if fk.target_columns else None
    key = [target.table.columns[i] for i in target.vid_columns]
    if wanted is None or [wanted] == key:
        return end
    index = target.table.column(wanted)
    if index is None or not _unique(target.table, index):
        plan.note(
            "warning", f"{table.source}: {column} → {fk.target}.{wanted}, not a unique column: no edge made"
        )
        return None
    end.via = {
        str(row[index]): raw
        for row in target.table.rows
        if (raw := target.raw_id(row)) is not None and row[index] is not None
    }
    return end


def _fk_edge(plan: GraphPlan, kind: VertexKind, fk: ForeignKey, tag_of: dict[str, VertexKind]) -> None:
    table = kind.table
    dst = _target(plan, table, fk, tag_of)
    if dst is None:
        return
    column = table.columns[fk.columns[0]]
    base = names.id_base(column) or column
    edge = EdgeKind(
        names.identifier(base, "ref"),
        table,
        Endpoint(kind.vid_columns, tag=kind.tag),
        dst,
        [],
        comment=f"{table.source} foreign key {column} → {fk.target}",
        origin=column,
    )
    plan.edges.append(edge)
    rule = "the column without its _id" if names.id_base(column) else "the column"
    plan.note(
        "inferred",
        f"{table.source}: foreign key {column} → edge {edge.name}: {kind.tag} → {dst.tag} (named after {rule})",
    )


def _join_edge(
    plan: GraphPlan,
    table: Table,
    first: ForeignKey,
    second: ForeignKey,
    why: str,
    guessed: bool,
    tag_of: dict[str, VertexKind],
    overrides: Overrides,
) -> None:
    src, dst = _target(plan, table, first, tag_of), _target(plan, table, second, tag_of)
    if src is None or dst is None:
        return
    forced = overrides.get(table, overrides.edges)
    if isinstance(forced, tuple):
        src.tag, dst.tag = forced
        known = {t.tag for t in plan.tags}
        for tag in forced:
            if tag not in known:
                raise UserInputError(
                    f"--edge {table.name}=…: {tag!r} is no tag; tags: {', '.join(sorted(known))}"
                )
    given = overrides.get(table, overrides.names)
    ends = set(first.columns + second.columns)
    rest = [i for i in range(len(table.columns)) if i not in ends]
    edge = EdgeKind(
        names.identifier(str(given) if given else table.name, "edge"),
        table,
        src,
        dst,
        [],
        comment=f"join table {table.source}: {table.columns[first.columns[0]]} → {src.tag}, "
        f"{table.columns[second.columns[0]]} → {dst.tag}",
        names_tags=not given,
        table_name=not given,
        origin=table.name if not given else "",
    )
    edge.props = props_of(table, rest, plan)
    plan.edges.append(edge)
    plan.note(
        "guessed" if guessed else "inferred",
        f"{table.source}: edge {edge.name} ({why}): {src.tag} → {dst.tag}, the first key column is the source",
    )


__all__ = ["plan_sql"]
