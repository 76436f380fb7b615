"""``r3 query``: run one query on a graph, read-only unless told otherwise.

Why its own command: it is the shortest path from a query to a database, so it is where the
read-only gate (:mod:`r3.graph.readonly`) is easiest to check and to rely on. The graph is
opened read-only (embedded store, LadybugDB) unless ``--allow-writes``, and the query goes
through the backend's ``execute``, which refuses whatever r3 cannot show to only read.

Output: a plain table for people (display names, paths as ``(a)-[:type]->(b)``), or with ``--json`` one object ``{"columns": […], "rows": […]}`` with
values in r3's JSON form (:func:`r3.values.to_json`). Every error is one ``error: …`` line on
stderr. Exit codes, as ``r3 ask``'s: 2 for bad input (bad URL or option, syntax error, unknown
name, refused write: nothing ran), 1 for a query that failed while running or a graph that
could not be reached.
"""

from __future__ import annotations

import json
import sys
import warnings

import click

from r3.cli.common import EXIT_FAILED, EXIT_USAGE, DialectChoice, answerer_option
from r3.contracts.backend import GraphBackend
from r3.errors import QuerySemanticError, QuerySyntaxError, R3Error, UserInputError, one_line
from r3.freetext import Budget, FreeTextBudgetError
from r3.freetext.run import ExecuteOptions, execute_query
from r3.graph.connect import open_backend
from r3.pipeline.cells import format_table
from r3.pipeline.graph_cache import is_graph_path, open_cached
from r3.values import Value, to_json

EXIT_ERROR = EXIT_FAILED  # the query ran and failed (or the graph could not be reached)
#: Errors that mean the input was bad and nothing ran: exit code 2 (EXIT_USAGE).
BAD_INPUT = (UserInputError, QuerySyntaxError, QuerySemanticError)


@click.command("query")
@click.argument("query_text", metavar="QUERY")
@click.option(
    "--graph",
    "graph_url",
    required=True,
    metavar="URL|FOLDER",
    help="Graph URL (embedded://…, ladybug://…, nebula://…, neo4j://…) or a graph folder "
    "(loaded once into the cache, like r3 ask).",
)
@click.option(
    "--dialect",
    type=DialectChoice(),
    help="Query language (default: the graph's; an embedded store speaks nGQL, LadybugDB Cypher).",
)
@click.option("--space", help="Space (NebulaGraph/embedded) or database (Neo4j) to run in.")
@click.option(
    "--allow-writes", is_flag=True, help="Open the graph writable and run writes (default: read-only)."
)
@click.option("--timeout", type=float, help="Seconds the query may run.")
@click.option("--json", "as_json", is_flag=True, help='Print {"columns": […], "rows": […]} (r3 JSON values).')
@answerer_option("offline")
@click.option(
    "--max-calls", type=int, default=1000, show_default=True, help="Model calls one query may make."
)
@click.option(
    "--max-seconds", type=float, default=300.0, show_default=True, help="Seconds of free-text work per query."
)
def query(
    query_text: str,
    graph_url: str,
    dialect: str | None,
    space: str | None,
    allow_writes: bool,
    timeout: float | None,
    as_json: bool,
    answerer: str,
    max_calls: int,
    max_seconds: float,
) -> None:
    """Run QUERY on --graph and print its rows (read-only unless --allow-writes).

    \b
    Example:
      r3 query 'GO FROM "Kit Vance" OVER like YIELD dst(edge) AS friend' --graph data/demo
      r3 query 'MATCH (p:player) RETURN p.name LIMIT 3' --graph ladybug:///data/db --json

    answer(text, question) and summary(text) run on every graph: the database runs the rest
    of the query and r3 evaluates them on the rows it returns (see docs: free text).

    Exit codes: 0 rows printed; 2 bad input (URL, option, syntax, unknown name, refused
    write: nothing ran); 1 the query failed while running or the graph was unreachable."""

    if max_calls < 1 or max_seconds <= 0:
        raise click.UsageError("--max-calls and --max-seconds must be positive")
    try:
        columns, values = run_query(
            query_text,
            graph_url,
            dialect=dialect,
            space=space,
            allow_writes=allow_writes,
            timeout=timeout,
            answerer=answerer,
            budget=Budget(max_calls, max_seconds),
        )
    except FreeTextBudgetError as e:
        partial = e.partial.result
        click.echo(printable(format_table(list(partial.columns), [list(row) for row in partial.rows])))
        click.echo(f"error: {one_line(str(e), None)}", err=True)
        sys.exit(EXIT_ERROR)
    except R3Error as e:
        click.echo(f"error: {one_line(str(e), None)}", err=True)
        sys.exit(EXIT_USAGE if isinstance(e, BAD_INPUT) else EXIT_ERROR)
    if as_json:
        rows = [[to_json(v) for v in row] for row in values]
        click.echo(printable(json.dumps({"columns": columns, "rows": rows}, ensure_ascii=False)))
    else:
        click.echo(printable(format_table(columns, values)))


def printable(text: str) -> str:
    """``text`` as UTF-8 can carry it: a lone surrogate in a value (a ``"\\ud800"`` escape in a
    query's string, a database's string) is printed as its ``\\udXXX`` escape, which is also a
    valid JSON escape, instead of failing the whole output with an encoder traceback."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def run_query(
    query_text: str,
    graph_url: str,
    *,
    dialect: str | None = None,
    space: str | None = None,
    allow_writes: bool = False,
    timeout: float | None = None,
    answerer: object = None,
    budget: Budget | None = None,
) -> tuple[list[str], list[list[Value]]]:
    """Open the graph, run the query, close: the columns and the rows (r3 values).

    ``answer()``/``summary()`` are answered by ``answerer`` (:mod:`r3.freetext`) within ``budget``."""

    if timeout is not None and timeout <= 0:
        raise UserInputError(f"--timeout must be positive, got {timeout:g}")
    options: dict[str, object] = {"read_only": not allow_writes}
    if timeout is not None:
        options["timeout"] = timeout
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        backend = _open(graph_url, options, allow_writes)
    for w in caught:
        click.echo(f"warning: {w.message}", err=True)
    try:
        spoken = backend.dialect
        if dialect is not None and dialect != spoken:
            raise UserInputError(
                f"--dialect {dialect}: this graph runs {spoken} queries; pass --dialect {spoken}"
            )
        kwargs: ExecuteOptions = {"allow_writes": allow_writes}
        if space is not None:
            kwargs["space"] = space
        rs = execute_query(backend, query_text, answerer=answerer, budget=budget, report=_report, **kwargs)
        return list(rs.columns), [list(row) for row in rs.rows]
    finally:
        backend.close()


def _open(graph_url: str, options: dict[str, object], allow_writes: bool) -> GraphBackend:
    """The backend for a URL, or the cached read-only store of a graph folder (as ``r3 ask``)."""

    if not is_graph_path(graph_url):
        return open_backend(graph_url, space=None, **options)  # the space is given per query
    if allow_writes:
        raise UserInputError(
            "--allow-writes needs a store or a server: a graph folder is read through a cached copy "
            "(r3 load it into a store and pass embedded:///path/store.sqlite)"
        )
    return open_cached(graph_url)[0]


def _report(line: str) -> None:
    click.echo(line, err=True)


QUERY_COMMANDS = (query,)
