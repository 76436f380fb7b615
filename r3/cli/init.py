"""``r3 init``: a graph folder from a folder of CSV files, a SQLite file or a PostgreSQL URL.

Why a thin command: the decisions live in :mod:`r3.ingest`; this module parses the
``FILE=…`` overrides, prints what was inferred, what was guessed (with the flag that changes
it) and the warnings, and says what to run next. Bad input is an :class:`r3.errors.R3Error`,
which the ``r3`` group shows as one ``error: …`` line (exit 2).
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli.common import quiet_option, show_progress
from r3.errors import UserInputError
from r3.ingest import InitOptions, InitResult, Overrides, init_graph
from r3.ingest.graph_plan import VidChoice


def _pairs(values: tuple[str, ...], option: str, shape: str) -> dict[str, str]:
    out = {}
    for value in values:
        key, sep, rest = value.partition("=")
        if not sep or not key.strip() or not rest.strip():
            raise UserInputError(f"{option} {value!r}: expected {shape}")
        out[key.strip()] = rest.strip()
    return out


def _edge_pairs(values: tuple[str, ...]) -> tuple[dict[str, tuple[str, str]], dict[str, str]]:
    """``--edge FILE=SRC_TAG,DST_TAG`` (a file of edges) and ``--edge FILE.COLUMN=TAG`` (an id column)."""
    files, columns = {}, {}
    for key, rest in _pairs(values, "--edge", "FILE=SRC_TAG,DST_TAG or FILE.COLUMN=TAG").items():
        src, sep, dst = rest.partition(",")
        if not sep and "." in key:
            columns[key] = rest
        elif not sep or not src.strip() or not dst.strip():
            raise UserInputError(f"--edge {key}={rest}: expected FILE=SRC_TAG,DST_TAG or FILE.COLUMN=TAG")
        else:
            files[key] = (src.strip(), dst.strip())
    return files, columns


@click.command("init")
@click.argument("source", metavar="FOLDER|DB")
@click.option("--out", required=True, type=click.Path(path_type=Path), help="The graph folder to write.")
@click.option("--space", help="Space name (default: the --out folder's name).")
@click.option(
    "--vid", "vids", multiple=True, metavar="FILE=COLUMN", help="The vid column of a vertex file or table."
)
@click.option(
    "--edge",
    "edges",
    multiple=True,
    metavar="FILE=SRC,DST|FILE.COLUMN=TAG",
    help="A file or table of edges and the tags it links; or the tag a vertex file's id column points at.",
)
@click.option(
    "--name",
    "names",
    multiple=True,
    metavar="FILE=NAME",
    help="The tag or edge type name of a file or table.",
)
@click.option(
    "--type",
    "types",
    multiple=True,
    metavar="FILE.COLUMN=TYPE",
    help="Force a column's type (int, double, bool, date, datetime, time, string).",
)
@click.option(
    "--vid-type",
    type=click.Choice(["auto", "int64", "string"]),
    default="string",
    show_default=True,
    help="string: FIXED_STRING(n), what r3's offline linker reads best (integer ids too); "
    "auto: INT64 when every id is an integer, else FIXED_STRING(n).",
)
@click.option(
    "--strict", is_flag=True, help="A dangling edge id (no vertex has it) is an error, not a warning."
)
@click.option("--force", is_flag=True, help="Replace --out when it exists and is not empty.")
@quiet_option
def init(
    source: str,
    out: Path,
    space: str | None,
    vids: tuple[str, ...],
    edges: tuple[str, ...],
    names: tuple[str, ...],
    types: tuple[str, ...],
    vid_type: VidChoice,
    strict: bool,
    force: bool,
    quiet: bool,
) -> None:
    """Write a graph folder (config.yaml + CSVs) from your data, ready for `r3 ask --graph`.

    \b
    Example:
      r3 init exports/ --out films-graph
      r3 init shop.sqlite --out shop-graph --vid orders=order_no
      r3 init postgresql://me@localhost/shop --out shop-graph

    FOLDER holds one CSV file per vertex kind and per edge kind; a database's tables become
    tags, its foreign keys and join tables edge types (docs/graphs.md: the rules). Prints
    what was inferred, what was guessed (and the flag that changes it) and any warnings.
    The folder is written only when it loads completely.
    """
    edge_files, edge_columns = _edge_pairs(edges)
    options = InitOptions(
        space=space,
        overrides=Overrides(
            vid=_pairs(vids, "--vid", "FILE=COLUMN"),
            edges=edge_files,
            names=_pairs(names, "--name", "FILE=NAME"),
            refs=edge_columns,
        ),
        types=_pairs(types, "--type", "FILE.COLUMN=TYPE"),
        strict=strict,
        vid_type=vid_type,
        force=force,
        progress=show_progress(quiet),
    )
    result = init_graph(source, out, options)
    _report(result)


def _report(result: InitResult) -> None:
    for kind, title in (("inferred", "inferred"), ("guessed", "guessed"), ("warning", "warnings")):
        notes = [n for n in result.notes if n.kind == kind]
        if notes:
            click.echo(f"{title}:")
            for note in notes:
                click.echo(f"  {note}")
    w, plan = result.written, result.plan
    counts = ", ".join(
        _count(n, word)
        for n, word in (
            (len(plan.tags), "tag"),
            (len(plan.edges), "edge type"),
            (w.vertices, "vertex"),
            (w.edges, "edge"),
        )
    )
    click.echo(
        f"wrote {w.out}: config.yaml and {_count(len(w.files), 'CSV file')} — {counts} (loaded and checked)"
    )
    click.echo(f'next: r3 ask "…" --graph {w.out}')


def _count(n: int, word: str) -> str:
    plural = "vertices" if word == "vertex" else f"{word}s"
    return f"{n} {word if n == 1 else plural}"


#: Registered on the ``r3`` group by :mod:`r3.cli`.
INIT_COMMANDS = (init,)

__all__ = ["INIT_COMMANDS", "init"]
