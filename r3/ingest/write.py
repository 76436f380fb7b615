"""Write a :class:`~r3.ingest.graph_plan.GraphPlan` as a graph folder: config.yaml (DDL inside) + one CSV per kind.

Why one CSV per tag and per edge type, in a fixed layout (vid first, then the properties;
source and destination first, then the properties), rather than the user's files as they
were: the folder must load as it is, whatever the source looked like — a semicolon-delimited
export, a Neo4j relationships file holding three types, a foreign-key column that is both a
property and an edge, a database table — and a fixed layout keeps ``config.yaml`` readable.
The cells are the source's cells, unchanged (NULL is an empty cell); vids carry their
``tag:`` prefix when the plan gave one.

Why atomic: the folder is written beside ``--out`` under a temporary name, loaded into an
in-memory store with ``on_error="fail"`` (so every row of every file is known to load), and
only then renamed into place; any failure — or Ctrl-C — removes it, and a replaced folder
(``--force``) is put back. Nothing half-written is left behind.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path

from r3.engine.loader import load_graph
from r3.engine.storage import GraphStore
from r3.errors import R3Error, UserInputError
from r3.ingest import names
from r3.ingest.graph_plan import EdgeKind, Endpoint, GraphPlan, Prop, VertexKind, id_sets, prefix_of

_MAX_INDEX_LENGTH = 256  # NebulaGraph's longest string index prefix, in bytes


@dataclass
class Written:
    """What the folder holds once written and checked."""

    out: Path
    files: list[str]
    vertices: int
    edges: int
    skipped_edges: int  # edge rows with a NULL end


def write_graph(
    plan: GraphPlan, out: Path, *, force: bool = False, source: str = "", progress: bool = False
) -> Written:
    """Write ``plan`` to ``out`` atomically (``force``: replace a non-empty folder)."""
    out = out.expanduser()
    if out.exists() and not out.is_dir():
        raise UserInputError(f"--out {out} is a file; give a folder to write the graph into")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise UserInputError(f"--out {out} exists and is not empty; pass --force to replace it")
    created = _make_parents(out.parent)
    tmp = out.parent / f".{out.name}.r3-init-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    old: Path | None = None
    try:
        tmp.mkdir()
        written = _write(plan, tmp, source)
        _check_loads(tmp, plan, written, progress=progress)
        if out.exists():
            old = out.parent / f".{out.name}.r3-init-old-{uuid.uuid4().hex[:8]}"
            os.replace(out, old)
        os.replace(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        if old is not None and not out.exists():
            os.replace(old, out)
        for folder in reversed(created):
            try:
                folder.rmdir()
            except OSError:
                break
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
    written.out = out
    return written


def _make_parents(folder: Path) -> list[Path]:
    """Create ``folder`` and its missing parents; the ones created, outermost first."""
    missing = []
    probe = folder
    while not probe.exists():
        missing.append(probe)
        probe = probe.parent
    try:
        for path in reversed(missing):
            path.mkdir()
    except OSError as e:
        raise UserInputError(f"cannot create {folder}: {e.strerror or e}") from e
    return list(reversed(missing))


def _write(plan: GraphPlan, folder: Path, source: str) -> Written:
    files: list[str] = []
    vertices = edges = skipped = 0
    entries: list[str] = []
    for tag in plan.tags:
        name = _file_name(tag.tag, files)
        vertices += _write_vertices(tag, folder / name)
        entries.append(_vertex_entry(tag, name, plan))
    for edge in plan.edges:
        name = _file_name(edge.name, files)
        n, dropped = _write_edges(edge, plan, folder / name)
        edges, skipped = edges + n, skipped + dropped
        if dropped:
            plan.note(
                "inferred", f"{edge.table.source}: {dropped} rows with an empty end make no {edge.name} edge"
            )
        entries.append(_edge_entry(edge, name, plan))
    (folder / "config.yaml").write_text(config_text(plan, entries, source), encoding="utf-8")
    return Written(folder, files, vertices, edges, skipped)


def _file_name(base: str, taken: list[str]) -> str:
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in base) or "data"
    name, n = f"{safe}.csv", 2
    while name.casefold() in {t.casefold() for t in taken}:
        name, n = f"{safe}_{n}.csv", n + 1
    taken.append(name)
    return name


def _cell(value: str | None) -> str:
    return "" if value is None else value


def _write_vertices(tag: VertexKind, path: Path) -> int:
    with open(path, "w", encoding="utf-8", newline="") as f:
        out = csv.writer(f)
        out.writerow(["vid", *(p.name for p in tag.props)])
        for row in tag.table.rows:
            raw = tag.raw_id(row)
            out.writerow([f"{tag.prefix}{raw}", *(_cell(row[p.column]) for p in tag.props)])
    return len(tag.table.rows)


def _write_edges(edge: EdgeKind, plan: GraphPlan, path: Path) -> tuple[int, int]:
    ids = id_sets(plan) if plan.tags[0].prefix and (edge.src.others or edge.dst.others) else {}

    def vid(end: Endpoint, raw: str) -> str:
        return f"{prefix_of(plan, end, raw, ids) if ids else plan.tag(end.tag or '').prefix}{raw}"

    written = dropped = 0
    with open(path, "w", encoding="utf-8", newline="") as f:
        out = csv.writer(f)
        out.writerow(["src", "dst", *(p.name for p in edge.props)])
        for r in edge.row_indexes():
            row = edge.table.rows[r]
            src, dst = edge.src.raw_id(row), edge.dst.raw_id(row)
            if src is None or dst is None:
                dropped += 1
                continue
            out.writerow(
                [vid(edge.src, src), vid(edge.dst, dst), *(_cell(row[p.column]) for p in edge.props)]
            )
            written += 1
    return written, dropped


# --------------------------------------------------------------------------- config.yaml


def _q(text: str) -> str:
    """A YAML scalar that is always read back as this text (a JSON string is valid YAML)."""
    return json.dumps(text, ensure_ascii=False)


def _prop_entries(props: list[Prop], start: int) -> list[str]:
    lines = []
    for n, p in enumerate(props):
        extra = ", nullable: true" if p.nullable else ""
        lines.append(f"{{name: {_q(p.name)}, type: {p.type}, index: {start + n}{extra}}}")
    return lines


def _provenance(lines: list[str]) -> str:
    """YAML comments saying where an entry's rows and columns come from."""
    return "".join(f"  # {line}\n" for line in lines)


def _vertex_entry(tag: VertexKind, file: str, plan: GraphPlan) -> str:
    vid_type = "int" if plan.vid_int else "string"
    props = _prop_entries(tag.props, 1)
    listed = "\n" + "\n".join(f"            - {p}" for p in props) if props else " []"
    vid = ",".join(tag.table.columns[i] for i in tag.vid_columns)
    written = f", written {tag.prefix}ID" if tag.prefix else ""
    origin = [f"tag {tag.tag}: {tag.comment}; vid: column {vid}{written}"]
    origin += [f"  {p.name}: {p.comment}" for p in tag.props]
    return _provenance(origin) + (
        f"  - path: ./{file}\n    withHeader: true\n    type: vertex\n    vertex:\n"
        f"      vid: {{index: 0, type: {vid_type}}}\n      tags:\n        - name: {_q(tag.tag)}\n"
        f"          props:{listed}"
    )


def _edge_entry(edge: EdgeKind, file: str, plan: GraphPlan) -> str:
    vid_type = "int" if plan.vid_int else "string"
    props = _prop_entries(edge.props, 2)
    listed = "\n" + "\n".join(f"        - {p}" for p in props) if props else " []"
    origin = [f"edge {edge.name}: {edge.comment}"] + [f"  {p.name}: {p.comment}" for p in edge.props]
    return _provenance(origin) + (
        f"  - path: ./{file}\n    withHeader: true\n    type: edge\n    edge:\n      name: {_q(edge.name)}\n"
        f"      srcVID: {{index: 0, type: {vid_type}}}\n      dstVID: {{index: 1, type: {vid_type}}}\n"
        f"      props:{listed}"
    )


def _comment(words: str, option: str) -> str:
    return f" COMMENT{option} {names.string_literal(words)}" if words else ""


def ddl(plan: GraphPlan) -> list[str]:
    """The CREATE TAG / EDGE / INDEX statements; a COMMENT keeps the source's own name of an
    item where the schema's name says other words (:func:`r3.ingest.graph_plan.source_words`)."""
    out = []
    items = [(t, "TAG", t.props) for t in plan.tags] + [(e, "EDGE", e.props) for e in plan.edges]
    for item, keyword, props in items:
        name = item.tag if isinstance(item, VertexKind) else item.name
        columns = ", ".join(f"{names.quoted(p.name)} {p.type}{_comment(p.words, '')}" for p in props)
        out.append(
            f"CREATE {keyword} IF NOT EXISTS {names.quoted(name)}({columns}){_comment(item.words, ' =')};"
        )
    taken: set[str] = set()
    for item, keyword, props in [(t, "TAG", t.props) for t in plan.tags] + [
        (e, "EDGE", e.props) for e in plan.edges
    ]:
        name = item.tag if isinstance(item, VertexKind) else item.name
        if not props:
            index = names.unique(f"{name}_index", taken)
            out.append(
                f"CREATE {keyword} INDEX IF NOT EXISTS {names.quoted(index)} ON {names.quoted(name)}();"
            )
        for p in props:
            index = names.unique(f"{name}_{p.name}_index", taken)
            field = names.quoted(p.name)
            if p.type == "string":
                length = min(_MAX_INDEX_LENGTH, max(8, -(-p.length // 8) * 8))
                field = f"{field}({length})"
            out.append(
                f"CREATE {keyword} INDEX IF NOT EXISTS {names.quoted(index)} ON {names.quoted(name)}({field});"
            )
    return out


def config_text(plan: GraphPlan, entries: list[str], source: str) -> str:
    vid = "INT64" if plan.vid_int else f"FIXED_STRING({plan.vid_length})"
    statements = "\n".join(f"  {s}" for s in ddl(plan))
    origin = f" from {source}" if source else ""
    return (
        f"# Written by `r3 init`{origin}; docs/graphs.md describes every key.\n"
        "# Rename an item in schema: and files: alike; a COMMENT saying what an item means helps r3 answer.\n"
        f"space:\n  name: {_q(plan.space)}\n  vidType: {vid}\n"
        f"schema: |\n{statements}\n"
        "files:\n" + "\n".join(entries) + "\n"
    )


def _check_loads(folder: Path, plan: GraphPlan, written: Written, *, progress: bool = False) -> None:
    """Load the folder as ``r3 ask`` will; every row must load (else it is a bug of r3 init)."""
    store = GraphStore()
    try:
        summary = load_graph(folder, store, on_error="fail", progress=progress)
    except R3Error as e:
        raise UserInputError(
            f"the written graph does not load (a bug in r3 init, please report it): {e}"
        ) from e
    finally:
        store.close()
    if summary.vertices != written.vertices or summary.edges != written.edges:
        raise UserInputError(
            f"the written graph loads {summary.vertices} vertices and {summary.edges} edges, "
            f"{written.vertices} and {written.edges} were written (a bug in r3 init, please report it)"
        )


__all__ = ["Written", "config_text", "ddl", "write_graph"]
