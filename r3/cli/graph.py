"""``r3 dump`` and ``r3 load-dump``: move a graph's data out of a backend and back in.

Why a module apart from :mod:`r3.cli`: the logic lives in :mod:`r3.graph.dump` and
:mod:`r3.graph.connect`; these functions parse options, open the backend named by a URL
(its password never printed), show progress and print one summary. Bad input raises
:class:`r3.errors.R3Error`, which the ``r3`` group shows as one ``error: …`` line (exit 2).
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli.common import graph_url, quiet_option, show_progress
from r3.errors import UserInputError
from r3.graph.connect import open_backend, parse_url, redact
from r3.graph.dump import dump_graph, load_dump


@click.command()
@click.option(
    "--graph",
    "url",
    required=True,
    metavar="URL|FOLDER",
    help="Graph URL (e.g. embedded:///path/store.sqlite?space=nba) or a graph folder.",
)
@click.option(
    "--out", required=True, type=click.Path(file_okay=False, path_type=Path), help="Dump directory."
)
@click.option(
    "--since",
    type=click.Path(exists=True, path_type=Path),
    help="A previous dump (or its manifest.json): when the backend can tell what changed since, "
    "skip an unchanged space and re-dump only the changed files of a changed one.",
)
@click.option("--space", help="Space to dump (default: the graph's only space).")
@click.option(
    "--checkpoint-every",
    type=int,
    default=100_000,
    show_default=True,
    help="Records between resumable checkpoints.",
)
@quiet_option
def dump(
    url: str, out: Path, since: Path | None, space: str | None, checkpoint_every: int, quiet: bool
) -> None:
    """Dump every vertex and edge of one space as JSONL files plus manifest.json.

    \b
    Example:
      r3 dump --graph nebula://root@localhost:9669/nba --out nba-dump

    One file per tag and per edge type in OUT/data-NNNNNN/, a manifest with counts, schema
    and an order-independent checksum in OUT/manifest.json. An interrupted dump resumes when
    run again; the previous complete dump stays valid until the new one is complete.
    """

    url = graph_url(url)
    backend = open_backend(url, space=space) if space else open_backend(url)
    try:
        result = dump_graph(
            backend,
            out,
            space=space,
            since=since,
            source=url,
            progress=show_progress(quiet),
            checkpoint_every=checkpoint_every,
        )
    except KeyboardInterrupt:
        raise UserInputError(
            f"dump interrupted: the work done is checkpointed in {out}/.partial; "
            "run the same command again to resume"
        ) from None
    finally:
        backend.close()
    for note in result.notes:
        click.echo(f"note: {note}")
    if result.mode == "resumed":
        click.echo(f"resumed: {result.records_skipped} records were already dumped")
    if result.records_reused:
        click.echo(f"reused: {result.records_reused} records of files that did not change")
    click.echo(f"source: {redact(url)}")
    click.echo(f"manifest: {out / 'manifest.json'}")
    click.echo(result.summary_line())
    if result.mode != "unchanged" and result.elapsed_s > 0:
        click.echo(f"{result.records_per_s:,.0f} records/s ({result.mode})")


@click.command("load-dump")
@click.argument("dump_dir", type=click.Path(exists=True, path_type=Path), metavar="DUMP")
@click.option(
    "--graph",
    "url",
    required=True,
    help="Where to load: embedded:///path/store.sqlite or ladybug:///path/db (created as needed), "
    "or falkordb://host:port/graph (loaded atomically).",
)
@click.option("--space", help="Name of the space to create (default: the dumped space's name).")
@click.option(
    "--replace",
    is_flag=True,
    help="Replace an existing space/database of that name: the new one is built beside it and "
    "swapped in at the end, so the old one stays whole until then.",
)
@quiet_option
def load_dump_command(dump_dir: Path, url: str, space: str | None, replace: bool, quiet: bool) -> None:
    """Load a dump (made by 'r3 dump') into the embedded engine's store or a LadybugDB database.

    \b
    Example:
      r3 load-dump nba-dump --graph embedded:///tmp/graphs.sqlite

    The whole dump is checked against the manifest's counts and checksums before the target
    is touched; the load goes into a staging space (embedded) or a staging database file beside
    the target (LadybugDB) that is swapped in at the end: a damaged dump, Ctrl-C or kill -9
    leaves the old graph or the new one, never half of one.
    """

    parsed = parse_url(url)
    if parsed.scheme != "falkordb" and (parsed.scheme not in ("embedded", "ladybug") or not parsed.path):
        raise UserInputError(
            "load-dump writes into a file: use --graph embedded:///path/store.sqlite or ladybug:///path/db"
            " (or a FalkorDB server: falkordb://host:port/graph)"
        )
    if parsed.scheme == "embedded" and Path(parsed.path or "").suffix.lower() not in (
        ".sqlite",
        ".sqlite3",
        ".db",
    ):
        raise UserInputError("an embedded target must be a graph store file ending in .sqlite (or .db)")
    summary = load_dump(dump_dir, url, space=space, replace=replace, progress=show_progress(quiet))
    click.echo(str(summary))


#: Registered on the ``r3`` group by :mod:`r3.cli`.
GRAPH_COMMANDS = (dump, load_dump_command)

__all__ = ["GRAPH_COMMANDS", "dump", "load_dump_command"]
