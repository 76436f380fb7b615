"""Load nGQL scripts (DDL + INSERT, like NebulaGraph's ``nba.ngql``) into the embedded engine.

Why not run them through the executor: a load script is DDL plus constant INSERTs, and the
loader must work before (and independently of) the query engine, report bad statements
with ``file:line`` and go on, and treat a re-run over an existing space as a no-op for
its DDL. Each statement is parsed on its own (console lines such as ``:sleep 20`` and the
``--DDL``/``--DML``/``--END`` markers are dropped first) and each data statement is one
transaction: it is written completely or not at all. Values must be constants (literals,
negative numbers, ``date("…")``/``datetime("…")``/``timestamp(…)``); anything that needs the
expression evaluator is reported, not guessed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.engine.load_summary import LoadError, LoadSummary, RejectedRow
from r3.engine.storage import GraphStore, Space, WriteBatch, literal_value
from r3.engine.storage_codec import PropValue
from r3.errors import QuerySyntaxError, R3Error, SchemaError, UserInputError
from r3.inputs import read_text
from r3.lang import ast as A
from r3.lang.ddl import (
    apply_alter,
    clean_lines,
    index_from,
    schema_from_importer_config,
    schema_item_from,
    schema_kind,
    split_statements,
    vid_type_of,
)
from r3.lang.parser import parse_statement
from r3.progress import progress_bar

_SKIPPED = (A.Show, A.Describe, A.AdminCommand, A.Explain)
_DEFAULT_VID_LENGTH = 8  # NebulaGraph's FIXED_STRING(8) when CREATE SPACE names no vid_type


class _StatementError(Exception):
    """A statement the loader rejects, with the line (inside the statement) it points at."""

    def __init__(self, reason: str, line_offset: int = 0) -> None:
        super().__init__(reason)
        self.line_offset = line_offset


def load_scripts(
    paths: Iterable[Path],
    store: GraphStore,
    *,
    space: str | None = None,
    on_error: str = "skip",
    progress: bool = True,
) -> LoadSummary:
    """Run the scripts in order; ``space`` (when given) is where every statement goes."""
    paths = list(paths)
    runner = _Runner(store, space, paths[0] if paths else Path("script.ngql"), on_error)
    for path in paths:
        runner.run_file(path, progress)
    return runner.summary


class _Runner:
    def __init__(self, store: GraphStore, space: str | None, first: Path, on_error: str) -> None:
        self.store = store
        self.target = space  # redirects CREATE SPACE / USE when set
        self.first = first
        self.on_error = on_error
        self.current: Space | None = None
        self.created: str | None = None  # the last space a CREATE SPACE of the script made
        self.unusable: str | None = None  # a space a failed USE named: writes fail until the next USE
        self.summary = LoadSummary(space=space or first.stem)

    def run_file(self, path: Path, progress: bool) -> None:
        text = read_text(path, "nGQL script")  # unreadable or not UTF-8: one line
        self.summary.sources.append(str(path))
        statements = list(split_statements(clean_lines(text)))
        with progress_bar(len(statements), desc=path.name, unit="line", enabled=progress) as bar:
            for line, statement in statements:
                try:
                    self.run_text(statement)
                except _StatementError as e:
                    self.summary.reject(RejectedRow(str(path), line + e.line_offset, str(e)), self.on_error)
                except LoadError:
                    raise
                except R3Error as e:
                    self.summary.reject(RejectedRow(str(path), line, str(e)), self.on_error)
                bar.update(1)

    def run_text(self, statement: str) -> None:
        try:
            stmt = parse_statement(statement, dialect="ngql")
        except QuerySyntaxError as e:
            raise _StatementError(f"syntax error: {e}", (e.line or 1) - 1) from e
        self.run(stmt)
        self.summary.statements += 1

    # ------------------------------------------------------------------ statements
    def run(self, stmt: A.Statement) -> None:
        if isinstance(stmt, A.CreateSpace):
            self.create_space(stmt)
        elif isinstance(stmt, A.Use):
            name = self.target or stmt.space
            if not self.store.has_space(name):
                self.unusable = name
                raise _StatementError(f"SpaceNotFound: space `{name}' does not exist (CREATE SPACE it first)")
            self.current, self.unusable = self.store.space(name), None
            self.summary.space = name
        elif isinstance(stmt, (A.InsertVertex, A.InsertEdge, A.DeleteVertex, A.DeleteEdge, A.DeleteTag)):
            sp = self.space()
            with sp.batch() as batch:  # one statement, one transaction
                vertices, edges = self.write(stmt, batch)
            self.summary.vertices += vertices
            self.summary.edges += edges
        elif isinstance(stmt, (A.CreateSchema, A.AlterSchema, A.CreateIndex, A.Drop)):
            self.ddl(stmt)
        elif isinstance(stmt, (A.UpdateVertex, A.UpdateEdge)):
            raise _StatementError(
                "UPDATE/UPSERT evaluates expressions: run it through the engine, not the loader"
            )
        elif isinstance(stmt, _SKIPPED):
            self.summary.note(f"skipped {type(stmt).__name__} statements (nothing to load)")
        else:
            raise _StatementError(f"{type(stmt).__name__} is a query, not data: the loader does not run it")

    def space(self) -> Space:
        """The current space; statements before any USE go to the target/default space."""
        if self.unusable is not None:
            raise _StatementError(f"no space to write to: `USE {self.unusable}' failed")
        if self.current is None:
            name = self.target or self.created or self.first.stem
            if not self.store.has_space(name):
                schema = _sibling_space(self.first, name) or SpaceSchema(name=name)
                self.store.create_space(schema)
                self.summary.note(
                    f"created space `{name}' ({schema.vid_type}"
                    f"{'' if schema.vid_is_int else f'({schema.vid_length})'}): the script has no CREATE SPACE"
                )
            self.current = self.store.space(name)
            self.summary.space = name
        return self.current

    def create_space(self, stmt: A.CreateSpace) -> None:
        name = self.target or stmt.name
        schema = SpaceSchema(name=name, vid_type="fixed_string", vid_length=_DEFAULT_VID_LENGTH)
        for key, value in stmt.options:
            if key.lower() == "vid_type" and isinstance(value, A.TypeSpec):
                schema.vid_type, schema.vid_length = vid_type_of(value, _DEFAULT_VID_LENGTH)
        if self.store.has_space(name):
            have = self.store.space(name).schema
            if (have.vid_type, have.vid_length) != (schema.vid_type, schema.vid_length):
                raise _StatementError(f"Existed! (space `{name}' exists with another vid type)")
            self.summary.note(f"space `{name}' already existed; loading into it")
        else:
            self.store.create_space(schema)
        self.created = name  # statements before a USE go here

    def ddl(self, stmt: A.Statement) -> None:
        if isinstance(stmt, A.Drop) and stmt.kind.upper() == "SPACE":
            self.store.drop_space(self.target or stmt.name, if_exists=stmt.if_exists)
            self.current = None
            return
        sp = self.space()
        if isinstance(stmt, A.CreateSchema):
            item = schema_item_from(stmt, constant=literal_value)
            existing = sp.schema.item(item.name)
            if (
                existing is not None
                and existing.kind == item.kind
                and existing.property_names == item.property_names
            ):
                return  # a re-run of the same DDL
            sp.create_schema(item, if_not_exists=stmt.if_not_exists)
        elif isinstance(stmt, A.AlterSchema):
            apply_alter(sp.alter_schema, stmt, constant=literal_value)
        elif isinstance(stmt, A.CreateIndex):
            index = index_from(stmt)
            old = sp.schema.indexes.get(index.name)
            if old is not None and (old.kind, old.schema, old.fields) == (
                index.kind,
                index.schema,
                index.fields,
            ):
                return
            sp.create_index(index, if_not_exists=stmt.if_not_exists)
        elif isinstance(stmt, A.Drop):
            what = stmt.kind.upper()
            if what in ("TAG", "EDGE"):
                sp.drop_schema(schema_kind(what), stmt.name, if_exists=stmt.if_exists)
            elif what in ("TAG INDEX", "EDGE INDEX"):
                sp.drop_index(stmt.name, if_exists=stmt.if_exists)
            else:
                raise _StatementError(f"DROP {what} is not something a load script can do")

    def write(self, stmt: A.Statement, batch: WriteBatch) -> tuple[int, int]:
        """Apply one data statement; the numbers of vertex and edge rows it inserted."""
        if isinstance(stmt, A.InsertVertex):
            widths = [(t.tag, t.props) for t in stmt.tags]
            expected = sum(len(p) for _, p in widths)
            for row in stmt.rows:
                values = [_const(v, row) for v in row.values]
                if len(values) != expected:
                    raise _StatementError(
                        f"Column count doesn't match value count ({expected} props, {len(values)} values)",
                        _offset(row),
                    )
                tags: dict[str, dict[str, PropValue]] = {}
                pos = 0
                for tag, props in widths:
                    tags[tag] = dict(zip(props, values[pos : pos + len(props)], strict=True))
                    pos += len(props)
                _apply(row, batch.insert_vertex, _const(row.vid, row), tags, if_not_exists=stmt.if_not_exists)
            return len(stmt.rows), 0
        elif isinstance(stmt, A.InsertEdge):
            for erow in stmt.rows:
                values = [_const(v, erow) for v in erow.values]
                if len(values) != len(stmt.props):
                    raise _StatementError(
                        f"Column count doesn't match value count ({len(stmt.props)} props, {len(values)} values)",
                        _offset(erow),
                    )
                rank = 0 if erow.rank is None else _const(erow.rank, erow)
                edge_props = dict(zip(stmt.props, values, strict=True))
                src, dst = _const(erow.src, erow), _const(erow.dst, erow)
                _apply(
                    erow,
                    batch.insert_edge,
                    src,
                    stmt.edge,
                    dst,
                    rank,
                    edge_props,
                    if_not_exists=stmt.if_not_exists,
                )
            return 0, len(stmt.rows)
        elif isinstance(stmt, A.DeleteVertex):
            for vid in stmt.vids:
                batch.delete_vertex(_const(vid, stmt), with_edges=stmt.with_edge)
        elif isinstance(stmt, A.DeleteEdge):
            for key in stmt.keys:
                rank = 0 if key.rank is None else _const(key.rank, key)
                batch.delete_edge(_const(key.src, key), stmt.edge, _const(key.dst, key), rank)
        elif isinstance(stmt, A.DeleteTag):
            names = None if stmt.tags == ["*"] else stmt.tags
            for vid in stmt.vids:
                batch.delete_tags(_const(vid, stmt), names)
        return 0, 0


def _offset(node: A.Node) -> int:
    return node.span.line - 1 if node.span is not None else 0


def _const(expr: A.Expr, where: A.Node) -> Any:
    try:
        return literal_value(expr)
    except KeyError:
        raise _StatementError(
            f"{type(expr).__name__} value is not a constant: the loader takes literals only "
            "(run such statements through the engine)",
            _offset(where),
        ) from None


def _apply(where: A.Node, op: Callable[..., object], *args: object, **kwargs: object) -> None:
    try:
        op(*args, **kwargs)
    except R3Error as e:
        raise _StatementError(str(e), _offset(where)) from e


def _sibling_space(script: Path, name: str) -> SpaceSchema | None:
    """The vid type of ``name`` from a config.yaml beside the script, when there is one."""
    for config in (script.parent / "config.yaml", script.parent / "config.yml"):
        if config.is_file():
            try:
                graph = schema_from_importer_config(config)
            except (SchemaError, UserInputError):
                return None
            found = graph.spaces.get(name)
            if found is not None:
                return SpaceSchema(name=name, vid_type=found.vid_type, vid_length=found.vid_length)
    return None


__all__ = ["load_scripts"]
