"""``r3 query``: run one query on a graph, read-only unless told otherwise.

Why its own command: it is the shortest path from a query to a database, so it is where the
read-only gate (:mod:`r3.graph.readonly`) is easiest to check and to rely on. The graph is
opened read-only (embedded store, LadybugDB) unless ``--allow-writes``, and the query goes
through the backend's ``execute``, which refuses whatever r3 cannot show to only read.

Output: a plain table, or with ``--json`` one object ``{"columns": […], "rows": […]}`` with
values in r3's JSON form (:func:`r3.values.to_json`). A user error (bad URL, refused write,
syntax error, failed query) is one ``error: …`` line on stderr and exit code 1.
"""

from __future__ import annotations

import json
import sys
import warnings
from typing import Any

import click

from r3.errors import R3Error, UserInputError

EXIT_ERROR = 1


@click.command("query")
@click.argument("query_text", metavar="QUERY")
@click.option(
    "--graph",
    "graph_url",
    required=True,
    help="Graph URL (embedded://…, ladybug://…, nebula://…, neo4j://…).",
)
@click.option(
    "--dialect",
    type=click.Choice(["ngql", "cypher"]),
    help="Query language (default: the graph's; an embedded store speaks nGQL, LadybugDB Cypher).",
)
@click.option("--space", help="Space (NebulaGraph/embedded) or database (Neo4j) to run in.")
@click.option(
    "--allow-writes", is_flag=True, help="Open the graph writable and run writes (default: read-only)."
)
@click.option("--timeout", type=float, help="Seconds the query may run.")
@click.option("--json", "as_json", is_flag=True, help='Print {"columns": […], "rows": […]} (r3 JSON values).')
def query(
    query_text: str,
    graph_url: str,
    dialect: str | None,
    space: str | None,
    allow_writes: bool,
    timeout: float | None,
    as_json: bool,
) -> None:
    """Run QUERY on --graph and print its rows (read-only unless --allow-writes)."""
    try:
        columns, rows = run_query(
            query_text, graph_url, dialect=dialect, space=space, allow_writes=allow_writes, timeout=timeout
        )
    except R3Error as e:
        click.echo(f"error: {_one_line(str(e))}", err=True)
        sys.exit(EXIT_ERROR)
    if as_json:
        click.echo(json.dumps({"columns": columns, "rows": rows}, ensure_ascii=False))
    else:
        click.echo(format_table(columns, rows))


def run_query(
    query_text: str,
    graph_url: str,
    *,
    dialect: str | None = None,
    space: str | None = None,
    allow_writes: bool = False,
    timeout: float | None = None,
) -> tuple[list[str], list[list[Any]]]:
    """Open the graph, run the query, close: the columns and JSON-form rows."""
    from r3.graph.connect import open_backend
    from r3.values import to_json

    if timeout is not None and timeout <= 0:
        raise UserInputError(f"--timeout must be positive, got {timeout:g}")
    options: dict[str, Any] = {"read_only": not allow_writes}
    if timeout is not None:
        options["timeout"] = timeout
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        backend = open_backend(graph_url, **options)
    for w in caught:
        click.echo(f"warning: {w.message}", err=True)
    try:
        spoken = str(getattr(backend, "dialect", "ngql"))
        if dialect is not None and dialect != spoken:
            raise UserInputError(
                f"--dialect {dialect}: this graph runs {spoken} queries; pass --dialect {spoken}"
            )
        kwargs: dict[str, Any] = {"allow_writes": allow_writes}
        if space is not None:
            kwargs["space"] = space
        rs = backend.execute(query_text, **kwargs)
        return list(rs.columns), [[to_json(v) for v in row] for row in rs.rows]
    finally:
        close = getattr(backend, "close", None)
        if callable(close):
            close()


def format_table(columns: list[str], rows: list[list[Any]]) -> str:
    """A plain text table, one row per line, and a last line with the row count."""
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [max([len(c), *(len(r[i]) for r in cells)]) for i, c in enumerate(columns)]
    lines = [" | ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


def _cell(value: Any) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def _one_line(text: str) -> str:
    return " ".join(text.split())


QUERY_COMMANDS = (query,)
