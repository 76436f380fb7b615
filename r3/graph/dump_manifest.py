"""The storage dump's on-disk format: records, file names, checksums and the manifest.

Why a module of its own: the writer (:mod:`r3.graph.dump`), the loader of dumps and anyone
reading a dump with other tools must agree byte for byte, because the checksum is computed
over the record lines exactly as written.

A dump directory::

    DIR/manifest.json            the current dump (written last, atomically: the commit point)
    DIR/data-000001/             its files (``data_dir`` in the manifest); a copy of the
        manifest.json            manifest sits inside so the folder is a dump on its own
        vertex.player.jsonl      one record per (vertex, tag)
        vertex.jsonl             vertices without a tag (``"tag": null``)
        edge.follow.jsonl        one record per edge
    DIR/.partial/                a dump in progress (resumable), swapped in when complete

Records (one JSON object per line, values in :func:`r3.values.to_json` form, props sorted)::

    {"kind":"vertex","vid":"Tim Duncan","tag":"player","props":{"age":42,"name":"Tim Duncan"}}
    {"kind":"edge","src":"Tim Duncan","dst":"Tony Parker","type":"follow","rank":0,"props":{"degree":95}}

The checksum of a file is the sum, modulo 2**128, of the 128-bit BLAKE2b digests of its
lines (newline excluded): independent of record order, so two dumps of the same data agree
whichever order a backend streams them in, yet sensitive to a duplicated or a missing record
(which an XOR would not be). The dump's checksum is the sum of its files' checksums.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from r3.errors import UserInputError
from r3.values import NULL, Edge, Map, Tags, Value, Vertex, from_json, to_json
from r3.values.json import JsonValue

FORMAT = "r3-dump"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
PARTIAL = ".partial"
PROGRESS = "progress.json"
_MOD = 1 << 128
_SAFE = re.compile(r"[A-Za-z0-9_-]")


# --------------------------------------------------------------------------- records


def record_value(v: Any) -> Any:
    """``to_json`` with the common scalars short-circuited (the dump's hottest call)."""
    t = type(v)
    if t is str or t is int or t is bool:
        return v
    if t is float and math.isfinite(v):
        return v
    if v is NULL:
        return None
    return to_json(v)


def record_props(props: Mapping[str, Value] | None) -> dict[str, JsonValue]:
    if not props:
        return {}
    return {k: record_value(props[k]) for k in sorted(props)}


_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode


def vertex_line(vid: Value, tag: str | None, props: Mapping[str, Value] | None) -> bytes:
    """One (vertex, tag) record as its line (no newline)."""
    record = {"kind": "vertex", "vid": record_value(vid), "tag": tag, "props": record_props(props)}
    return _encode(record).encode("utf-8")


def edge_line(edge: Edge) -> bytes:
    record = {
        "kind": "edge",
        "src": record_value(edge.src),
        "dst": record_value(edge.dst),
        "type": edge.type,
        "rank": edge.rank if edge.rank is not None else 0,
        "props": record_props(edge.props),
    }
    return _encode(record).encode("utf-8")


def record_hash(line: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(line, digest_size=16).digest(), "big")


def add_checksums(*values: int) -> int:
    return sum(values) % _MOD


def checksum_hex(value: int) -> str:
    return f"{value % _MOD:032x}"


def parse_checksum(text: str) -> int:
    return int(text, 16)


def parse_record(line: bytes | str, source: str) -> dict[str, Any]:
    try:
        record = json.loads(line)
    except ValueError as e:
        raise UserInputError(f"{source}: not a JSON record ({e}); the dump is damaged") from e
    if not isinstance(record, dict) or record.get("kind") not in ("vertex", "edge"):
        raise UserInputError(f"{source}: not a dump record: {str(line)[:80]}")
    return record


def record_vertex(record: dict[str, Any]) -> Vertex:
    """A vertex record as a :class:`~r3.values.Vertex` with its one tag (or none)."""
    tag = record.get("tag")
    props = {k: from_json(v) for k, v in (record.get("props") or {}).items()}
    return Vertex(from_json(record["vid"]), Tags({tag: props}) if tag is not None else Tags())


def record_edge(record: dict[str, Any]) -> Edge:
    props = {k: from_json(v) for k, v in (record.get("props") or {}).items()}
    return Edge(
        from_json(record["src"]), from_json(record["dst"]), record["type"], int(record["rank"]), Map(props)
    )


# --------------------------------------------------------------------------- files


def file_name(kind: str, name: str | None) -> str:
    """``vertex.<tag>.jsonl`` / ``edge.<type>.jsonl`` (``vertex.jsonl`` for tagless vertices).

    Characters other than letters, digits, ``_`` and ``-`` are %-encoded (UTF-8), so a dot
    never appears inside a name and every name maps to one file on any filesystem.
    """
    if name is None:
        return f"{kind}.jsonl"
    safe = "".join(c if _SAFE.fullmatch(c) else "".join(f"%{b:02X}" for b in c.encode()) for c in name)
    return f"{kind}.{safe}.jsonl"


def iter_lines(path: Path) -> Iterator[bytes]:
    """The record lines of a dump file (without newlines), read in big blocks."""
    with open(path, "rb", buffering=1 << 20) as f:
        for line in f:
            line = line.rstrip(b"\n")
            if line:
                yield line


def checked_lines(path: Path, meta: Mapping[str, object]) -> Iterator[bytes]:
    """The record lines of the dump file ``path``, checked against its manifest entry ``meta``.

    Raises UserInputError when the file is missing, or (once read to the end) when its count
    or checksum is not the manifest's: a damaged dump is never taken for a whole one.
    """
    if not path.is_file():
        raise UserInputError(f"dump file {path} is missing; the dump is incomplete")
    count, total = 0, 0
    for line in iter_lines(path):
        count += 1
        total += record_hash(line)
        yield line
    if count != meta.get("records") or total % _MOD != parse_checksum(str(meta.get("checksum"))):
        raise UserInputError(
            f"dump file {path} does not match its manifest ({count} records, expected "
            f"{meta.get('records')}, or another checksum): the dump is damaged; dump again"
        )


# --------------------------------------------------------------------------- manifests


def write_json_atomic(path: Path, data: object) -> None:
    """Write JSON to ``path`` so that a reader sees the old file or the new one, never half."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    fsync_dir(path.parent)


def fsync_dir(path: Path) -> None:
    """Make a rename in ``path`` durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def manifest_path(path: str | Path) -> Path:
    """The manifest of a dump directory, or ``path`` itself when it names a manifest file."""
    p = Path(path)
    return p if p.is_file() else p / MANIFEST


def read_manifest(path: str | Path) -> dict[str, Any]:
    """A dump's manifest (``path``: the dump directory or its manifest.json), checked."""
    mpath = manifest_path(path)
    try:
        data = json.loads(mpath.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserInputError(f"no dump at {path}: {mpath} does not exist") from None
    except (OSError, ValueError) as e:
        raise UserInputError(f"cannot read the dump manifest {mpath}: {e}") from e
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise UserInputError(f"{mpath} is not an r3 dump manifest")
    if data.get("format_version") != FORMAT_VERSION:
        raise UserInputError(
            f"{mpath}: dump format version {data.get('format_version')} is not {FORMAT_VERSION}; dump again"
        )
    return data


def data_dir(manifest_file: Path, manifest: Mapping[str, object]) -> Path:
    return (manifest_file.parent / str(manifest.get("data_dir") or ".")).resolve()


__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MANIFEST",
    "PARTIAL",
    "PROGRESS",
    "add_checksums",
    "checked_lines",
    "checksum_hex",
    "data_dir",
    "edge_line",
    "file_name",
    "iter_lines",
    "manifest_path",
    "parse_checksum",
    "parse_record",
    "read_manifest",
    "record_edge",
    "record_hash",
    "record_props",
    "record_value",
    "record_vertex",
    "vertex_line",
    "write_json_atomic",
]
