"""Load nebula-importer style ``config.yaml`` + CSV files into the embedded engine.

Why follow the importer's rules instead of inventing friendlier ones: the benchmark's gold
results were produced by graphs loaded with it. The importer renders every cell into an nGQL
``INSERT``, so a string cell stays text (``null`` in a string column is the four-letter
string, as the nba ``null.csv`` rows show in the gold results), while an unquoted ``null``
in a numeric column is the NULL literal and an empty numeric cell is a bad row (unless the
prop is configured ``nullable``). Both v3 (``files:``) and v4 (``sources:``) layouts are read,
as is the old header-driven form (``:VID(string),player.name:string``).
"""

from __future__ import annotations

import csv
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from r3.contracts.schema import GraphSchema, PropertyDef, SchemaItem, SpaceSchema
from r3.engine.load_summary import LoadError, LoadSummary, RejectedRow, ensure_space
from r3.engine.storage import GraphStore, Space, WriteBatch, parse_temporal
from r3.errors import R3Error, SchemaError, UserInputError
from r3.inputs import first_bad_utf8, not_utf8_message
from r3.lang.ddl import load_yaml_mapping, schema_from_importer_config
from r3.progress import progress_bar

if TYPE_CHECKING:
    from _csv import Reader as CsvReader

    from r3.engine.storage_codec import PropValue, Vid

_INT = re.compile(r"^[+-]?\d+$")
_FLOAT = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_HEADER_ID = re.compile(r"^:(VID|SRC_VID|DST_VID)(?:\((\w+)\))?$", re.IGNORECASE)
_HEADER_PROP = re.compile(r"^([^.:]+)\.([^:]+)(?::(\w+))?$")
_STRING_TYPES = ("string", "fixed_string")
_INT_KINDS = ("int", "int64", "int32", "int16", "int8", "timestamp")
_KINDS = (*_STRING_TYPES, *_INT_KINDS, "float", "double", "bool", "date", "time", "datetime")


# --------------------------------------------------------------------------- mapping model


@dataclass
class _Column:
    """One prop read from a cell: where, how to convert, and the importer's null rules."""

    name: str
    index: int
    type: str = "string"
    nullable: bool = False
    null_value: str = ""
    default: str | None = None


@dataclass
class _Id:
    index: int
    type: str | None = None  # None: the space's vid type
    prefix: str = ""


@dataclass
class _Target:
    """What one CSV row writes: a vertex with tags (``tags``) or an edge (``edge``)."""

    vid: _Id | None = None
    tags: list[tuple[str, list[_Column]]] = field(default_factory=list)
    edge: str | None = None
    src: _Id | None = None
    dst: _Id | None = None
    rank: int | None = None
    props: list[_Column] = field(default_factory=list)

    def max_index(self) -> int:
        cols = [c.index for _, cs in self.tags for c in cs] + [c.index for c in self.props]
        ids = [i.index for i in (self.vid, self.src, self.dst) if i is not None]
        return max([*cols, *ids, self.rank if self.rank is not None else -1])


@dataclass
class _File:
    path: Path
    header: bool
    delimiter: str
    targets: list[_Target]
    header_driven: bool = False


def read_importer_config(path: Path) -> tuple[dict[str, Any], list[_File]]:
    """The YAML as a dict and the files it maps (paths resolved against the config's folder)."""
    data = load_yaml_mapping(path, error=UserInputError)
    files: list[_File] = []
    for n, entry in enumerate(data.get("files") or []):
        files.append(_v3_file(entry, path, n))
    for n, entry in enumerate(data.get("sources") or []):
        files.append(_v4_file(entry, path, n))
    if not files:
        raise UserInputError(f"{path}: no `files:` (importer v3) or `sources:` (v4) entries to load")
    return data, files


def _need(cond: bool, path: Path, what: str) -> None:
    if not cond:
        raise UserInputError(f"{path}: {what}")


def _id(spec: object, default_index: int, path: Path, what: str) -> _Id:
    spec = spec if isinstance(spec, dict) else {}
    if spec.get("function") or spec.get("concatItems"):
        raise UserInputError(
            f"{path}: {what}: vid functions/concatenation are not supported; precompute the ids"
        )
    index = spec.get("index", default_index)
    _need(
        isinstance(index, int) and index >= 0, path, f"{what}: index must be a column number, got {index!r}"
    )
    kind = spec.get("type")
    return _Id(index, str(kind).lower() if kind else None, str(spec.get("prefix") or ""))


def _columns(props: Any, start: int, path: Path, what: str) -> list[_Column]:
    cols = []
    for i, p in enumerate(props or []):
        _need(isinstance(p, dict) and bool(p.get("name")), path, f"{what}: a prop without a name: {p!r}")
        index = p.get("index", start + i)
        _need(isinstance(index, int) and index >= 0, path, f"{what}.{p['name']}: bad index {index!r}")
        default = p.get("defaultValue")
        kind = str(p.get("type") or "string").lower().split("(")[0]
        _need(
            kind in _KINDS or kind.startswith("geo"),
            path,
            f"{what}.{p['name']}: type {kind!r} cannot be read from CSV",
        )
        cols.append(
            _Column(
                name=str(p["name"]),
                index=index,
                type=kind,
                nullable=bool(p.get("nullable", False)),
                null_value=str(p.get("nullValue", "")),
                default=None if default is None else str(default),
            )
        )
    return cols


def _csv_options(entry: dict[str, Any]) -> tuple[bool, str]:
    opts: dict[str, Any] = entry["csv"] if isinstance(entry.get("csv"), dict) else {}
    header = bool(entry.get("withHeader", opts.get("withHeader", False)))
    if entry.get("withLabel") or opts.get("withLabel"):
        raise UserInputError("CSV files with a +/- label column (withLabel) are not supported")
    delimiter = str(opts.get("delimiter") or entry.get("delimiter") or ",")
    return header, delimiter


def _v3_file(entry: Any, path: Path, n: int) -> _File:
    _need(isinstance(entry, dict) and bool(entry.get("path")), path, f"files[{n}] has no path")
    spec = entry.get("schema") if isinstance(entry.get("schema"), dict) else entry
    header, delimiter = _csv_options(entry)
    kind = str(spec.get("type", "")).lower()
    target = _Target()
    driven = False
    if kind == "vertex":
        v = spec.get("vertex") if isinstance(spec.get("vertex"), dict) else {}
        target.vid = _id(v.get("vid"), 0, path, f"files[{n}].vertex.vid")
        start = 1
        for t in v.get("tags") or []:
            _need(isinstance(t, dict) and bool(t.get("name")), path, f"files[{n}]: a tag without a name")
            driven = driven or "props" not in t
            cols = _columns(t.get("props"), start, path, f"tag {t['name']}")
            start += len(cols)
            target.tags.append((str(t["name"]), cols))
    elif kind == "edge":
        e = spec.get("edge") if isinstance(spec.get("edge"), dict) else {}
        _need(bool(e.get("name")), path, f"files[{n}]: edge mapping without a name")
        target.edge = str(e["name"])
        target.src = _id(e.get("srcVID"), 0, path, f"files[{n}].edge.srcVID")
        target.dst = _id(e.get("dstVID"), 1, path, f"files[{n}].edge.dstVID")
        start = 2
        if isinstance(e.get("rank"), dict):
            target.rank = int(e["rank"].get("index", 2))
            start = 3
        driven = "props" not in e
        target.props = _columns(e.get("props"), start, path, f"edge {target.edge}")
    else:
        raise UserInputError(f"{path}: files[{n}] has type {kind!r}; expected vertex or edge")
    return _File(
        _data_path(path, entry["path"]), header, delimiter, [target], header_driven=driven and header
    )


def _v4_file(entry: Any, path: Path, n: int) -> _File:
    _need(isinstance(entry, dict) and bool(entry.get("path")), path, f"sources[{n}] has no path")
    header, delimiter = _csv_options(entry)
    targets = []
    for t in entry.get("tags") or []:
        _need(isinstance(t, dict) and bool(t.get("name")), path, f"sources[{n}]: a tag without a name")
        vid = _id(t.get("id"), 0, path, f"sources[{n}].tags.{t['name']}.id")
        targets.append(
            _Target(vid=vid, tags=[(str(t["name"]), _columns(t.get("props"), 1, path, t["name"]))])
        )
    for e in entry.get("edges") or []:
        _need(isinstance(e, dict) and bool(e.get("name")), path, f"sources[{n}]: an edge without a name")
        src = _id((e.get("src") or {}).get("id"), 0, path, f"sources[{n}].edges.{e['name']}.src")
        dst = _id((e.get("dst") or {}).get("id"), 1, path, f"sources[{n}].edges.{e['name']}.dst")
        rank = e["rank"].get("index") if isinstance(e.get("rank"), dict) else None
        targets.append(
            _Target(
                edge=str(e["name"]),
                src=src,
                dst=dst,
                rank=rank,
                props=_columns(e.get("props"), 2, path, e["name"]),
            )
        )
    _need(bool(targets), path, f"sources[{n}] maps no tags or edges")
    return _File(_data_path(path, entry["path"]), header, delimiter, targets)


#: Set to 1 to let a config.yaml read data files outside its folder (absolute paths, ``..``,
#: symlinks out, devices and pipes): the user's own opt-in (issue 28 item 5).
OUTSIDE_ENV = "R3_DATA_OUTSIDE_FOLDER"


def _data_path(config: Path, name: object) -> Path:
    """A data file of ``config``, confined to the config's folder.

    Why: a graph folder is often someone else's (a download, a shared repo), and whatever it
    loads, ``r3 serve``/``r3 mcp`` publish — a ``path: ../../etc/passwd``, an absolute path or
    a symlinked CSV would publish any file the user can read, and a path to ``/dev/zero`` or a
    FIFO would hang the load. So a path must stay in the folder after symlinks are resolved and
    name a regular file, unless :data:`OUTSIDE_ENV` is set.
    """
    p = Path(str(name))
    path = p if p.is_absolute() else (config.parent / p)
    if os.environ.get(OUTSIDE_ENV) == "1":
        return path
    hint = f"keep the data files inside the graph folder (or set {OUTSIDE_ENV}=1 to allow it)"
    try:
        resolved = path.resolve()
        if p.is_absolute() or not resolved.is_relative_to(config.parent.resolve()):
            raise UserInputError(
                f"{config}: data path {str(name)!r} leads out of the graph folder (absolute, `..` or a symlink); {hint}"
            )
        if resolved.exists() and not resolved.is_file():
            raise UserInputError(f"{config}: data path {str(name)!r} is not a regular file; {hint}")
    except (OSError, ValueError) as e:  # a NUL byte, a name too long for the file system
        shown = str(name) if len(str(name)) <= 80 else str(name)[:80] + "…"
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise UserInputError(f"{config}: data path {shown!r} is not a usable file name ({why})") from None
    return path


def _header_targets(cells: list[str], file: _File) -> list[_Target]:
    """The old importer's header form: ``:VID(string)``, ``tag.prop:type``, ``:SRC_VID``, ``:RANK``."""
    target = _Target(edge=file.targets[0].edge)
    by_tag: dict[str, list[_Column]] = {}
    for i, cell in enumerate(c.strip() for c in cells):
        m = _HEADER_ID.match(cell)
        if m:
            ident = _Id(i, (m.group(2) or "").lower() or None)
            setattr(target, {"VID": "vid", "SRC_VID": "src", "DST_VID": "dst"}[m.group(1).upper()], ident)
        elif cell.upper() == ":RANK":
            target.rank = i
        elif cell.upper() == ":IGNORE" or not cell:
            continue
        elif (p := _HEADER_PROP.match(cell)) is not None:
            by_tag.setdefault(p.group(1), []).append(_Column(p.group(2), i, (p.group(3) or "string").lower()))
        else:
            raise UserInputError(
                f"{file.path}:1: header cell {cell!r} is not :VID, :SRC_VID, :DST_VID, :RANK or tag.prop:type"
            )
    if target.edge is not None:
        target.props = by_tag.get(target.edge, [])
        ok = target.src is not None and target.dst is not None
    else:
        target.tags = list(by_tag.items()) or [(name, []) for name, _ in file.targets[0].tags]
        ok = target.vid is not None
    if not ok:
        raise UserInputError(f"{file.path}:1: the header names no :VID / :SRC_VID and :DST_VID columns")
    return [target]


# --------------------------------------------------------------------------- cell conversion


def _converter(col: _Column) -> Callable[[str], PropValue]:
    """A function turning a cell into the column's value; ValueError on a bad cell."""
    parse = _parser(col.type, col.name)
    if not col.nullable and col.default is None:
        return parse
    nullable, null_value, default = col.nullable, col.null_value, col.default

    def conv(cell: str) -> PropValue:
        if nullable and cell == null_value:
            return None
        if cell == "" and default is not None:
            cell = default
        return parse(cell)

    return conv


def _parser(kind: str, name: str) -> Callable[[str], PropValue]:
    if kind in _STRING_TYPES or kind.startswith("geo"):
        return str  # quoted by the importer: the text as it is, ``null`` included

    def slow(cell: str) -> PropValue:
        s = cell.strip()
        if s.lower() == "null":
            return None  # written unquoted by the importer: nGQL's NULL literal
        if kind in _INT_KINDS:
            if _INT.match(s):
                return int(s)
            if kind == "timestamp" and s:
                return s  # a datetime text: storage converts it like nGQL's timestamp("…")
        elif kind in ("float", "double"):
            if _FLOAT.match(s):
                return float(s)
        elif kind == "bool":
            if s.lower() in ("true", "false"):
                return s.lower() == "true"
        elif s:  # date, time, datetime
            try:
                return parse_temporal(kind, s)
            except R3Error as e:
                raise ValueError(str(e)) from e
        if not s:
            raise ValueError(
                f"empty cell for {kind} prop `{name}' (set `nullable: true` in the config for NULL)"
            )
        raise ValueError(f"{cell!r} is not a valid {kind} for `{name}'")

    if kind in _INT_KINDS:
        return lambda cell: int(cell) if cell.isdigit() and cell.isascii() else slow(cell)
    return slow


def _id_converter(ident: _Id, vid_int: bool) -> Callable[[list[str]], Vid]:
    index, prefix = ident.index, ident.prefix
    as_int = ident.type in ("int", "int64") if ident.type else vid_int
    if as_int:

        def conv(row: list[str]) -> Vid:
            cell = row[index].strip()
            if not _INT.match(cell):
                raise ValueError(f"vid {cell!r} is not an INT64")
            return int(cell)

        return conv
    if prefix:
        return lambda row: prefix + row[index]
    return lambda row: row[index]


# --------------------------------------------------------------------------- loading


def load_config(
    path: Path,
    store: GraphStore,
    *,
    space: str | None = None,
    on_error: str = "skip",
    batch_size: int = 20_000,
    progress: bool = True,
    summary: LoadSummary | None = None,
) -> LoadSummary:
    """Load every file a nebula-importer ``config.yaml`` maps into ``store`` (space created as needed)."""
    data, files = read_importer_config(path)
    summary = summary or LoadSummary(space=space or path.parent.name)
    try:
        graph = schema_from_importer_config(path)
    except SchemaError as e:
        raise UserInputError(f"{path}: {e}") from e
    except ModuleNotFoundError as e:  # no nGQL parser yet: the mappings still give typed tags/edges
        if "r3.lang.parser" not in str(e):
            raise
        graph = GraphSchema(spaces={"": _schema_from_mappings(data, files, path)})
        summary.note(
            "the config's DDL was not read (no nGQL parser): schema from the file mappings, no indexes"
        )
    filled = [s for s in graph.spaces.values() if s.tags or s.edges] or list(graph.spaces.values())
    schema = filled[0]
    if space is not None:
        schema.name = space
    summary.space = schema.name
    sp = ensure_space(store, schema, summary)
    for file in files:
        _load_file(file, sp, summary, on_error=on_error, batch_size=batch_size, progress=progress)
    return summary


def _schema_from_mappings(data: dict[str, Any], files: list[_File], path: Path) -> SpaceSchema:
    section: dict[str, Any] = data["space"] if isinstance(data.get("space"), dict) else {}
    name = str(section.get("name") or (data.get("clientSettings") or {}).get("space") or path.parent.name)
    schema = SpaceSchema(name=name)
    vid = re.match(
        r"^\s*(fixed_string|int64|int)\s*(?:\(\s*(\d+)\s*\))?", str(section.get("vidType", "")), re.I
    )
    if vid:
        is_int = vid.group(1).lower().startswith("int")
        schema.vid_type = "int64" if is_int else "fixed_string"
        schema.vid_length = None if is_int else int(vid.group(2) or schema.vid_length or 32)
    for file in files:
        for t in file.targets:
            items = [(n, cols, "tag") for n, cols in t.tags] + ([(t.edge, t.props, "edge")] if t.edge else [])
            for item_name, cols, kind in items:
                props = [PropertyDef(c.name, c.type) for c in cols]
                schema.add(SchemaItem(item_name, "tag" if kind == "tag" else "edge", props))
    return schema


def _load_file(
    file: _File, sp: Space, summary: LoadSummary, *, on_error: str, batch_size: int, progress: bool
) -> None:
    summary.sources.append(str(file.path))
    try:
        handle = open(file.path, encoding="utf-8-sig", newline="")  # noqa: SIM115 - closed below
    except OSError as e:
        summary.reject(RejectedRow(str(file.path), 0, f"cannot read the file: {e.strerror or e}"), on_error)
        return
    reader = csv.reader(handle, delimiter=file.delimiter)
    try:
        _load_rows(
            file, sp, summary, handle, reader, on_error=on_error, batch_size=batch_size, progress=progress
        )
    except UnicodeDecodeError:  # the file, not a row: one line naming the first bad byte
        bad = first_bad_utf8(file.path)
        message = not_utf8_message(file.path, *bad) if bad else f"{file.path} is not UTF-8 text"
        raise LoadError(message) from None
    except csv.Error as e:  # e.g. a field past the csv module's field_size_limit
        raise LoadError(f"{file.path}:{reader.line_num}: {e}") from None


def _load_rows(
    file: _File,
    sp: Space,
    summary: LoadSummary,
    handle: TextIO,
    reader: CsvReader,
    *,
    on_error: str,
    batch_size: int,
    progress: bool,
) -> None:
    with (
        handle,
        progress_bar(_count_lines(file.path), desc=str(file.path.name), unit="line", enabled=progress) as bar,
    ):
        targets = file.targets
        width = None
        if file.header:
            cells = next(reader, None)
            if cells is None:
                return
            width = len(cells)
            if file.header_driven:
                targets = _header_targets(cells, file)
        writers = [_writer(t, sp) for t in targets]
        need = max(t.max_index() for t in targets) + 1
        source = str(file.path)
        rows = _numbered(reader)
        while True:
            chunk = list(islice(rows, batch_size))
            if not chunk:
                break
            with sp.batch() as batch:
                for line, row in chunk:
                    reason: str | None
                    if width is not None and len(row) != width:
                        reason = f"has {len(row)} columns, the header has {width}"
                    elif len(row) < need:
                        reason = f"has {len(row)} columns, the mapping reads column {need - 1}"
                    else:
                        reason = _write_row(writers, row, batch, summary)
                    if reason is not None:
                        summary.reject(RejectedRow(source, line, reason), on_error)
            bar.update(chunk[-1][0] - bar.n)


def _numbered(reader: CsvReader) -> Iterator[tuple[int, list[str]]]:
    """Rows with the line they start on; blank lines are skipped as the importer does."""
    line = reader.line_num + 1
    for row in reader:
        if row:
            yield line, row
        line = reader.line_num + 1


def _count_lines(path: Path) -> int:
    with open(path, "rb") as f:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))


Writer = Callable[[list[str], WriteBatch], str]


def _write_row(writers: list[Writer], row: list[str], batch: WriteBatch, summary: LoadSummary) -> str | None:
    """Apply the row's writes; a reason when it is rejected (earlier targets of the row stay)."""
    for w in writers:
        try:
            kind = w(row, batch)
        except (ValueError, R3Error) as e:
            return str(e)
        if kind == "v":
            summary.vertices += 1
        else:
            summary.edges += 1
    return None


def _writer(target: _Target, sp: Space) -> Writer:
    vid_int = sp.schema.vid_is_int
    if target.edge is None:
        assert target.vid is not None
        vid_of = _id_converter(target.vid, vid_int)
        tags = [(name, [(c.name, c.index, _converter(c)) for c in cols]) for name, cols in target.tags]

        def write_vertex(row: list[str], batch: WriteBatch) -> str:
            values = {name: {n: conv(row[i]) for n, i, conv in cols} for name, cols in tags}
            batch.insert_vertex(vid_of(row), values)
            return "v"

        return write_vertex
    assert target.src is not None and target.dst is not None
    src_of, dst_of = _id_converter(target.src, vid_int), _id_converter(target.dst, vid_int)
    etype, rank_index = target.edge, target.rank
    props = [(c.name, c.index, _converter(c)) for c in target.props]

    def write_edge(row: list[str], batch: WriteBatch) -> str:
        rank = 0
        if rank_index is not None:
            cell = row[rank_index].strip()
            if not _INT.match(cell):
                raise ValueError(f"rank {cell!r} is not an integer")
            rank = int(cell)
        batch.insert_edge(src_of(row), etype, dst_of(row), rank, {n: conv(row[i]) for n, i, conv in props})
        return "e"

    return write_edge


__all__ = ["LoadError", "load_config", "read_importer_config"]
