"""``r3 transpile``: nGQL ⇄ Cypher on a query, a file, or a field of every row of a JSONL dataset.

Why a module apart from :mod:`r3.cli`: the work is :func:`r3.lang.transpile.transpile`; this
only reads inputs, finds the schema (``--graphs DIR`` + the row's or ``--space`` space, or a
``--graph URL``) and writes. A construct with no equivalent is one ``error: cannot transpile …``
line (exit 2) for a single query; in a dataset the row keeps a ``transpile_error`` and the run
goes on (exit 1 when any row failed).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from r3.cli.common import EXIT_FAILED, DialectChoice
from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.errors import R3Error, UserInputError
from r3.graph.connect import open_backend
from r3.lang.ddl import load_space_schema
from r3.lang.transpile import transpile


@click.command("transpile")
@click.argument("query", required=False)
@click.option("--from", "from_", type=DialectChoice(), default="ngql", show_default=True)
@click.option("--to", type=DialectChoice(), default="cypher", show_default=True)
@click.option(
    "--file", "file", type=click.Path(dir_okay=False, path_type=Path), help="Read the query from a file."
)
@click.option(
    "--jsonl",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Transpile one field of every row of a JSONL dataset; writes JSONL.",
)
@click.option("--field", default="gold", show_default=True, help="--jsonl: the field holding the query.")
@click.option(
    "--out", type=click.Path(dir_okay=False, path_type=Path), help="--jsonl: write here (default stdout)."
)
@click.option("--graphs", type=click.Path(file_okay=False, path_type=Path), help="Graphs folder: the schema.")
@click.option("--space", help="Space of the query (default: each row's 'space').")
@click.option("--graph", "graph_url", help="Read the schema from a graph URL instead.")
@click.option(
    "--vid-key", default="vid", show_default=True, help="Cypher property holding the vid (_vid: Neo4j)."
)
@click.option("--pretty", is_flag=True, help="One clause per line.")
@click.pass_context
def transpile_command(ctx: click.Context, query: str | None, **opts: Any) -> None:
    """Write QUERY (or --file, or --jsonl rows) in the other dialect.

    \b
    Example:
    r3 transpile 'GO FROM "Tim Duncan" OVER like YIELD dst(edge)' --graphs DIR --space nba
    r3 transpile --jsonl dev.jsonl --field gold --graphs DIR --out dev.cypher.jsonl
    """
    schemas = _Schemas(opts["graphs"], opts["graph_url"])
    if opts["jsonl"] is not None:
        if query is not None or opts["file"] is not None:
            raise UserInputError("give QUERY, --file or --jsonl, not several")
        failed = _transpile_rows(opts, schemas)
        ctx.exit(EXIT_FAILED if failed else 0)
    if opts["file"] is not None:
        if query is not None:
            raise UserInputError("give QUERY or --file, not both")
        try:
            query = opts["file"].read_text(encoding="utf-8")
        except OSError as e:
            raise UserInputError(f"cannot read {opts['file']}: {e.strerror or e}") from e
    if query is None:
        raise UserInputError("give a QUERY, --file PATH or --jsonl DATASET")
    click.echo(_one(query, opts, schemas.get(opts["space"])))


def _one(query: str, opts: dict[str, Any], schema: SpaceSchema | GraphSchema | None) -> str:

    return transpile(
        query, opts["from_"], opts["to"], schema=schema, vid_key=opts["vid_key"], pretty=opts["pretty"]
    )


def _transpile_rows(opts: dict[str, Any], schemas: _Schemas) -> int:
    """Each row with ``field`` in the target dialect and the original under ``field_<from>``.

    The whole input is read before anything is written, and ``--out`` is written to a
    temporary file beside it, moved into place at the end: ``--out`` may name the input
    itself, and a bad input never empties an existing output."""
    field, source = opts["field"], opts["from_"]
    done = failed = 0
    lines: list[str] = []
    for row in _read_rows(opts["jsonl"], field):
        try:
            text = _one(row[field], opts, schemas.get(opts["space"] or row.get("space")))
            row[f"{field}_{source}"], row[field] = row[field], text
            done += 1
        except R3Error as e:
            row["transpile_error"] = str(e)
            failed += 1
        lines.append(json.dumps(row, ensure_ascii=False) + "\n")

    if opts["out"] is None:
        sys.stdout.writelines(lines)
    else:
        _write_replacing(opts["out"], lines)
    click.echo(f"transpiled {done}/{done + failed} rows ({failed} with transpile_error)", err=True)
    return failed


def _read_rows(path: Path, field: str) -> list[dict[str, Any]]:
    """The dataset's rows; one line names a bad row or an unreadable file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise UserInputError(f"cannot read {path}: not UTF-8 text ({e.reason} at byte {e.start})") from e
    except OSError as e:
        raise UserInputError(f"cannot read {path}: {e.strerror or e}") from e
    rows: list[dict[str, Any]] = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as e:
            raise UserInputError(f"{path}:{n}: not JSON ({e})") from e
        if not isinstance(row, dict) or not isinstance(row.get(field), str):
            raise UserInputError(f"{path}:{n}: no string field {field!r}")
        rows.append(row)
    return rows


def _write_replacing(target: Path, lines: list[str]) -> None:
    """Write ``lines`` to ``target`` through a temporary file beside it (all or nothing)."""
    tmp = target.with_name(f".{target.name}.partial")
    try:
        with open(tmp, "w", encoding="utf-8") as out:
            out.writelines(lines)
        os.replace(tmp, target)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise UserInputError(f"cannot write {target}: {e.strerror or e}") from e


class _Schemas:
    """The schema of a space from ``--graphs`` (read once per space) or ``--graph``; None without either."""

    def __init__(self, graphs: Path | None, url: str | None) -> None:
        if graphs is not None and url is not None:
            raise UserInputError("give --graphs or --graph, not both")
        self.graphs, self.url = graphs, url
        self._cache: dict[str | None, SpaceSchema | GraphSchema | None] = {}

    def get(self, space: str | None) -> SpaceSchema | GraphSchema | None:
        if space in self._cache:
            return self._cache[space]
        found: SpaceSchema | GraphSchema | None = None
        if self.graphs is not None:
            if not space:
                raise UserInputError("--graphs needs the space: pass --space NAME (or rows with 'space')")
            found = load_space_schema(self.graphs, space)
        elif self.url is not None:
            backend = open_backend(self.url)
            try:
                graph = backend.schema()
            finally:
                backend.close()
            found = graph.space(space) if space else graph
        self._cache[space] = found
        return found


TRANSPILE_COMMANDS = [transpile_command]

__all__ = ["TRANSPILE_COMMANDS", "transpile_command"]
