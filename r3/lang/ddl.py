"""Readers that build a :class:`GraphSchema` from DDL scripts and nebula-importer configs.

Why a reader on top of the query parser instead of regexes: DDL written by people and by
``SHOW CREATE`` dumps varies (back-quotes, ``NULL``/``NOT NULL``, ``DEFAULT``, ``COMMENT``,
TTL options, index field lengths) and the parser already knows all of it. Only the
line-level oddities of real dump files are handled here (``:sleep N`` console commands,
``--DDL``/``--DML``/``--END`` section markers, stray ``''`` lines, a UTF-8 BOM); every
statement is then parsed on its own, so a data statement (``INSERT`` …) in a mixed script is
skipped without being parsed and a broken DDL statement is reported with its file and line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from r3.contracts.schema import (
    GraphSchema,
    IndexDef,
    PropertyDef,
    SchemaItem,
    SchemaKind,
    SpaceSchema,
    canonical_type,
)
from r3.errors import QuerySyntaxError, R3Error, SchemaError, UserInputError
from r3.inputs import read_config
from r3.lang import ast
from r3.lang.parser import parse_statement  # lazy: the grammar is only built when needed

#: Statements that shape the schema; everything else (INSERT, CREATE USER, …) is skipped unparsed.
_SCHEMA_STATEMENT = re.compile(r"^(?:(?:CREATE|ALTER|DROP)\s+(?:SPACE|TAG|EDGE)\b|USE\b)", re.IGNORECASE)
_ODD_LINE = re.compile(r"^\s*(?::sleep\b.*|--\s*(?:DDL|DML|END)\s*|'')\s*$", re.IGNORECASE)
_VID_TYPE = re.compile(r"^\s*(fixed_string|int64|int|string)\s*(?:\(\s*(\d+)\s*\))?\s*$", re.IGNORECASE)
DEFAULT_SPACE = "default"


# --------------------------------------------------------------------------- script splitting


def clean_lines(text: str) -> str:
    """Blank out console/section lines (keeping line numbers) and drop a BOM."""
    text = text.lstrip("\ufeff")
    return "\n".join("" if _ODD_LINE.match(line) else line for line in text.split("\n"))


def split_statements(text: str) -> Iterator[tuple[int, str]]:
    """Yield ``(first line, statement text)`` per ``;``-separated statement.

    Comments (``#``, ``//``, ``--`` to the end of the line, ``/* … */``) are replaced by
    spaces so that the statement keeps its line/column layout and a ``;`` inside a comment or
    a quoted string/name does not split.
    """
    out: list[str] = []
    i, n = 0, len(text)
    start_line, line = 1, 1
    while i < n:
        ch = text[i]
        if ch in "\"'`":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            chunk = text[i : j + 1]
            out.append(chunk)
            line += chunk.count("\n")
            i = j + 1
            continue
        two = text[i : i + 2]
        if ch == "#" or two == "//" or (two == "--" and _is_dash_comment(text, i)):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
            continue
        if two == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(c if c == "\n" else " " for c in text[i:j]))
            line += text[i:j].count("\n")
            i = j
            continue
        if ch == ";":
            yield from _emit(out, start_line)
            out, start_line = [], line
            i += 1
            continue
        if ch == "\n":
            line += 1
        out.append(ch)
        i += 1
    yield from _emit(out, start_line)


def _is_dash_comment(text: str, i: int) -> bool:
    """``--`` starts a comment unless it is part of a pattern arrow (``-->``, ``<--``, ``)--(``)."""
    return text[i + 2 : i + 3] not in (">", "-") and (i == 0 or text[i - 1] not in ")]<-")


def _emit(parts: list[str], start_line: int) -> Iterator[tuple[int, str]]:
    body = "".join(parts)
    stripped = body.lstrip()
    if not stripped.strip():
        return
    skipped = body[: len(body) - len(stripped)]
    yield start_line + skipped.count("\n"), stripped.rstrip()


# --------------------------------------------------------------------------- AST → schema objects
#
# The embedded engine (CREATE/ALTER in the executor and in load scripts) and the schema reader
# below build the same schema objects from the same statements: these are the only builders.

#: Folds a constant AST expression into a value; raises KeyError when it is not a constant.
Constant = Callable[[ast.Expr], object]


def schema_kind(word: str) -> SchemaKind:
    """``TAG`` / ``TAG INDEX`` → ``tag``; ``EDGE`` / ``EDGE INDEX`` → ``edge``."""
    return "tag" if word.upper().startswith("TAG") else "edge"


def vid_type_of(spec: ast.TypeSpec, default_length: int | None = None) -> tuple[str, int | None]:
    """``(vid_type, vid_length)`` of a ``vid_type = …`` option: INT* → ``int64``, else fixed_string.

    ``default_length`` is the length of a FIXED_STRING written without one (the engine uses
    NebulaGraph's 8; the schema reader leaves it unknown).
    """
    if canonical_type(spec.name).startswith("int"):
        return "int64", None
    return "fixed_string", spec.length if spec.length is not None else default_length


def property_from_column(col: ast.ColumnDef, *, constant: Constant | None = None) -> PropertyDef:
    """The PropertyDef a ``name type [NULL] [DEFAULT e] [COMMENT 's']`` column declares.

    A DEFAULT stays an AST expression unless it is a constant. ``constant`` decides what is
    one: the engine passes :func:`r3.engine.storage_codec.literal_value`, which also folds
    ``-1`` and ``date("…")`` into the values it stores; without it only a plain literal is
    folded (the schema reader keeps anything else as written, for printing).
    """
    default: object = None
    if col.default is not None:
        if constant is None:
            default = col.default.value if isinstance(col.default, ast.Literal) else col.default
        else:
            try:
                default = constant(col.default)
            except KeyError:
                default = col.default  # an expression default (now()…): storage reports it if it is needed
    return PropertyDef(
        name=col.name,
        type=col.type.name,
        nullable=True if col.nullable is None else col.nullable,
        default=default,
        has_default=col.default is not None,
        comment=col.comment,
        length=col.type.length,
    )


def schema_item_from(
    stmt: ast.CreateSchema, *, constant: Constant | None = None, comment: str | None = None
) -> SchemaItem:
    """The tag or edge type a CREATE TAG|EDGE declares (``comment``: the caller reads the option)."""
    props = [property_from_column(c, constant=constant) for c in stmt.columns]
    return SchemaItem(stmt.name, schema_kind(stmt.kind), props, comment=comment)


def index_from(stmt: ast.CreateIndex) -> IndexDef:
    """The index a CREATE TAG|EDGE INDEX declares."""
    return IndexDef(
        name=stmt.name,
        kind=schema_kind(stmt.kind),
        schema=stmt.schema,
        fields=[f.name for f in stmt.fields],
        lengths=[f.length for f in stmt.fields],
        comment=stmt.comment,
    )


def apply_alter(
    alter: Callable[..., object], stmt: ast.AlterSchema, *, constant: Constant | None = None
) -> None:
    """Apply ALTER TAG|EDGE's ADD / DROP / CHANGE actions, one call each, in order.

    ``alter(kind, name, *, add=(), drop=(), change=())`` makes one change: an engine
    :meth:`~r3.engine.storage.Space.alter_schema`, or (for a schema read from DDL files)
    :func:`_alter_item` bound to the item.
    """
    kind = schema_kind(stmt.kind)
    for op, cols in stmt.actions:
        if op == "DROP":
            alter(kind, stmt.name, drop=[c.name for c in cols])
        else:
            props = [property_from_column(c, constant=constant) for c in cols]
            alter(kind, stmt.name, **{op.lower(): props})


def _alter_item(
    item: SchemaItem,
    kind: SchemaKind,
    name: str,
    *,
    add: Iterable[PropertyDef] = (),
    drop: Iterable[str] = (),
    change: Iterable[PropertyDef] = (),
) -> None:
    """ALTER on a schema alone: ADD replaces a same-named property, CHANGE of an unknown one adds it.

    (The engine's :meth:`~r3.engine.storage.Space.alter_schema` refuses both: it has data to
    keep consistent; a schema read from DDL files only follows what the files say.)
    """
    added = list(add)
    gone = set(drop) | {p.name for p in added}
    item.properties = [p for p in item.properties if p.name not in gone]
    item.properties.extend(added)
    changed = {p.name: p for p in change}  # CHANGE keeps the position of each changed property
    item.properties = [changed.pop(p.name, p) for p in item.properties]
    item.properties.extend(changed.values())


def load_yaml_mapping(path: Path, *, error: type[R3Error] = SchemaError) -> dict[str, Any]:
    """A YAML file whose top level is a mapping (importer configs); ``error`` for bad content.

    An unreadable file is a UserInputError; the schema reader reports bad YAML as SchemaError,
    the loader as UserInputError.
    """

    data = read_config(path, "importer config", error=error)
    if not isinstance(data, dict):
        raise error(f"{path}: expected a YAML mapping at the top level")
    return data


# --------------------------------------------------------------------------- applying statements


class _Reader:
    """Applies DDL statements, in order, to a GraphSchema (one current space at a time)."""

    def __init__(self, graph: GraphSchema, default_space: str | None, source: str) -> None:
        self.graph = graph
        self.default_space = default_space
        self.source = source
        self.current: SpaceSchema | None = None

    def fail(self, line: int, message: str) -> SchemaError:
        return SchemaError(f"{self.source}:{line}: {message}")

    def space(self) -> SpaceSchema:
        if self.current is None:
            self.current = self.graph.ensure_space(self.default_space or DEFAULT_SPACE)
        return self.current

    def apply(self, stmt: ast.Statement, line: int) -> None:
        if isinstance(stmt, ast.CreateSpace):
            self.create_space(stmt)
        elif isinstance(stmt, ast.Use):
            self.current = self.graph.ensure_space(stmt.space)
        elif isinstance(stmt, ast.CreateSchema):
            self.create_schema(stmt, line)
        elif isinstance(stmt, ast.AlterSchema):
            self.alter_schema(stmt, line)
        elif isinstance(stmt, ast.CreateIndex):
            self.create_index(stmt, line)
        elif isinstance(stmt, ast.Drop):
            self.drop(stmt)
        # anything else (CREATE USER, admin commands, …) says nothing about the schema

    def create_space(self, stmt: ast.CreateSpace) -> None:
        space = self.graph.ensure_space(stmt.name)
        for key, value in stmt.options:
            low = key.lower()
            if low == "vid_type" and isinstance(value, ast.TypeSpec):
                space.vid_type, space.vid_length = vid_type_of(value)
            elif isinstance(value, ast.Literal):
                space.options[low] = value.value
            elif isinstance(value, (ast.TypeSpec, ast.Variable)):
                space.options[low] = value.name
        if stmt.comment is not None:
            space.options["comment"] = stmt.comment

    def create_schema(self, stmt: ast.CreateSchema, line: int) -> None:
        space = self.space()
        kind = schema_kind(stmt.kind)
        own = space.tags if kind == "tag" else space.edges
        if stmt.name in own and stmt.if_not_exists:
            return
        item = schema_item_from(stmt, comment=_comment_option(stmt.options))
        try:
            space.add(item, replace=True)
        except SchemaError as e:
            raise self.fail(line, str(e)) from e

    def alter_schema(self, stmt: ast.AlterSchema, line: int) -> None:
        space = self.space()
        item = (space.tags if stmt.kind == "TAG" else space.edges).get(stmt.name)
        if item is None:
            raise self.fail(
                line, f"ALTER {stmt.kind} {stmt.name!r}: no such {stmt.kind.lower()} in space {space.name!r}"
            )
        apply_alter(partial(_alter_item, item), stmt)
        comment = _comment_option(stmt.options)
        if comment is not None:
            item.comment = comment

    def create_index(self, stmt: ast.CreateIndex, line: int) -> None:
        space = self.space()
        kind = schema_kind(stmt.kind)
        if stmt.name in space.indexes and stmt.if_not_exists:
            return
        target = (space.tags if kind == "tag" else space.edges).get(stmt.schema)
        if target is None:
            raise self.fail(
                line, f"index {stmt.name!r} is on unknown {kind} {stmt.schema!r} in space {space.name!r}"
            )
        space.add_index(index_from(stmt))

    def drop(self, stmt: ast.Drop) -> None:
        kind = stmt.kind.upper()
        if kind == "SPACE":
            self.graph.spaces.pop(stmt.name, None)
            if self.current is not None and self.current.name == stmt.name:
                self.current = None
            return
        space = self.space()
        if kind == "TAG":
            space.tags.pop(stmt.name, None)
        elif kind == "EDGE":
            space.edges.pop(stmt.name, None)
        elif kind in ("TAG INDEX", "EDGE INDEX"):
            space.indexes.pop(stmt.name, None)


def _comment_option(options: list[tuple[str, ast.Expr]]) -> str | None:
    for key, value in options:
        if key.lower() == "comment" and isinstance(value, ast.Literal) and isinstance(value.value, str):
            return value.value
    return None


# --------------------------------------------------------------------------- public readers


def schema_from_ddl(text: str, space: str | None = None, *, source: str = "<ddl>") -> GraphSchema:
    """Build a GraphSchema from an nGQL DDL script (data statements in it are skipped).

    ``space`` names the space that statements before any ``USE`` belong to (``'default'``
    when not given); ``CREATE SPACE`` / ``USE`` in the script create and switch spaces.
    ``source`` is the file name used in error messages.
    """

    graph = GraphSchema()
    reader = _Reader(graph, space, source)
    for line, statement in split_statements(clean_lines(text)):
        if not _SCHEMA_STATEMENT.match(statement):
            continue
        try:
            parsed = parse_statement(statement, dialect="ngql")
        except QuerySyntaxError as e:
            where = line + (e.line - 1 if e.line else 0)
            raise SchemaError(f"{source}:{where}: cannot parse DDL statement: {e.message}") from e
        reader.apply(parsed, line)
    if space is not None and not graph.spaces:
        graph.ensure_space(space)
    return graph


def apply_ddl(space: SpaceSchema, statement: ast.Statement, *, source: str = "<ddl>", line: int = 0) -> None:
    """Apply one parsed DDL statement to ``space`` in place (space-level statements are ignored).

    Used by the validator so that a script that creates a tag can then use it.
    """
    if isinstance(statement, (ast.CreateSpace, ast.Use)):
        return
    if isinstance(statement, ast.Drop) and statement.kind.upper() == "SPACE":
        return
    reader = _Reader(GraphSchema(spaces={space.name: space}), space.name, source)
    reader.current = space
    reader.apply(statement, line)


def schema_from_importer_config(path: str | Path) -> GraphSchema:
    """Build a GraphSchema from a nebula-importer style ``config.yaml``.

    Reads the DDL where the config has it (a top-level ``schema:`` block, v3's
    ``clientSettings.postStart.commands`` or v4's ``manager.hooks.before[].statements``) and
    adds every tag/edge that only the ``files:`` (v3) / ``sources:`` (v4) mappings name, with
    the property types given there. The space is named by ``space.name``,
    ``clientSettings.space`` or ``manager.graphName``; ``space.vidType`` sets the vid type.
    """
    path = Path(path)
    data = load_yaml_mapping(path)

    space_section = _section(data, "space")
    client = _section(data, "clientSettings")
    manager = _section(data, "manager")
    space_name = space_section.get("name") or client.get("space") or manager.get("graphName")
    space_name = str(space_name) if space_name else None

    ddl = "\n;\n".join(_config_ddl(data, client, manager))
    graph = (
        schema_from_ddl(ddl, space=space_name, source=f"{path} (schema)") if ddl.strip() else GraphSchema()
    )
    named = [s for s in graph.spaces.values() if s.tags or s.edges]
    if space_name is None:
        space_name = named[0].name if len(named) == 1 else path.parent.name
    elif len(named) == 1 and named[0].name != space_name and space_name not in graph.spaces:
        # the DDL creates the space under another name than the one the config imports into
        graph.spaces[space_name] = graph.spaces.pop(named[0].name)
        graph.spaces[space_name].name = space_name
    space = graph.ensure_space(space_name)

    vid = space_section.get("vidType") or space_section.get("vid_type")
    if isinstance(vid, str):
        match = _VID_TYPE.match(vid)
        if not match:
            raise SchemaError(f"{path}: space.vidType {vid!r} is not FIXED_STRING(n) or INT64")
        is_int = match.group(1).lower().startswith("int")
        space.vid_type = "int64" if is_int else "fixed_string"
        space.vid_length = None if is_int else (int(match.group(2)) if match.group(2) else space.vid_length)

    for item in _mapped_items(data, path):
        if space.item(item.name) is None:
            space.add(item)
    return graph


def _section(data: dict, key: str) -> dict:
    value = data.get(key)
    return value if isinstance(value, dict) else {}


def _config_ddl(data: dict, client: dict, manager: dict) -> Iterator[str]:
    if isinstance(data.get("schema"), str):
        yield data["schema"]
    post = client.get("postStart")
    if isinstance(post, dict) and isinstance(post.get("commands"), str):
        yield post["commands"]
    hooks = manager.get("hooks")
    if isinstance(hooks, dict):
        for hook in hooks.get("before") or []:
            if isinstance(hook, dict):
                statements = hook.get("statements") or []
                yield from (s for s in statements if isinstance(s, str))


def _mapped_items(data: dict, path: Path) -> Iterator[SchemaItem]:
    """Tags and edges as the ``files:`` / ``sources:`` entries map them (types from the config)."""
    for entry in data.get("files") or []:
        if not isinstance(entry, dict):
            continue
        spec = _section(entry, "schema") or entry
        kind = str(spec.get("type", "")).lower()
        if kind == "vertex":
            for tag in _section(spec, "vertex").get("tags") or []:
                yield _mapped_item(tag, "tag", path)
        elif kind == "edge" and _section(spec, "edge"):
            yield _mapped_item(spec["edge"], "edge", path)
    for source in data.get("sources") or []:
        if not isinstance(source, dict):
            continue
        for tag in source.get("tags") or []:
            yield _mapped_item(tag, "tag", path)
        for edge in source.get("edges") or []:
            yield _mapped_item(edge, "edge", path)


def _mapped_item(spec: object, kind: str, path: Path) -> SchemaItem:
    if not isinstance(spec, dict) or not spec.get("name"):
        raise SchemaError(f"{path}: a {kind} mapping without a name: {spec!r}")
    props = []
    for prop in spec.get("props") or []:
        if not isinstance(prop, dict) or not prop.get("name"):
            raise SchemaError(f"{path}: {kind} {spec['name']!r} has a property without a name: {prop!r}")
        type_name = str(prop.get("type") or "string")
        length = None
        match = re.match(r"^\s*(\w+)\s*\(\s*(\d+)\s*\)\s*$", type_name)
        if match:
            type_name, length = match.group(1), int(match.group(2))
        props.append(
            PropertyDef(
                name=str(prop["name"]),
                type=type_name,
                nullable=bool(prop.get("nullable", True)),
                length=length,
            )
        )
    return SchemaItem(name=str(spec["name"]), kind="tag" if kind == "tag" else "edge", properties=props)


def load_space_schema(graphs_dir: str | Path, space: str) -> SpaceSchema:
    """The schema of ``space`` from a graphs directory (``DIR/<space>/config.yaml`` or ``*.ngql``).

    The folder name wins as the space name: a DDL script in ``harrypotter/`` that creates
    ``harrypotter_new`` still yields a space called ``harrypotter``.
    """
    root = Path(graphs_dir)
    folder = root / space
    if not folder.is_dir():
        known = sorted(p.name for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
        hint = f"; spaces there: {', '.join(known)}" if known else ""
        raise UserInputError(f"no folder for space {space!r} in {root}{hint}")
    candidates: list[GraphSchema] = []
    for name in ("config.yaml", "config.yml"):
        if (folder / name).is_file():
            candidates.append(schema_from_importer_config(folder / name))
            break
    for script in sorted(folder.glob("*.ngql")):
        try:
            text = script.read_text(encoding="utf-8-sig")
        except OSError as e:
            raise UserInputError(f"cannot read {script}: {e.strerror or e}") from e
        candidates.append(schema_from_ddl(text, space=space, source=str(script)))
    for graph in candidates:
        chosen = _pick_space(graph, space)
        if chosen is not None:
            chosen.name = space
            return chosen
    raise UserInputError(
        f"no schema for space {space!r} in {folder}: expected a config.yaml with DDL or file mappings, "
        "or an .ngql DDL script"
    )


def _pick_space(graph: GraphSchema, name: str) -> SpaceSchema | None:
    named = graph.spaces.get(name)
    if named is not None and (named.tags or named.edges):
        return named
    filled = [s for s in graph.spaces.values() if s.tags or s.edges]
    return filled[0] if len(filled) == 1 else None
