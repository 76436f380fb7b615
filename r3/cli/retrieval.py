"""``r3 index`` and ``r3 link``: build the retrieval index, and measure the entity linker.

Why a module apart from :mod:`r3.cli`: it keeps ``r3/cli/__init__.py`` a short table of commands. The
work lives in :mod:`r3.retrieval`; these functions parse options, show progress and print.
Bad input raises :class:`r3.errors.UserInputError`, which the ``r3`` group prints as one
``error: …`` line with exit code 2.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import click

from r3.cli.common import graph_url as graph_url_of
from r3.cli.common import json_output_options, quiet_option, show_progress
from r3.contracts.aliases import find_aliases_file, load_aliases, schema_words
from r3.embedders import Embedder, get_embedder
from r3.errors import UserInputError
from r3.lang.ddl import load_space_schema
from r3.progress import progress_bar
from r3.retrieval.evaluate import SignalScore, evaluate_linking, read_dataset
from r3.retrieval.index import RetrievalIndex, build_index
from r3.retrieval.linker import Linker
from r3.retrieval.source import open_source
from r3.values.json import JsonObject, json_text


def _embedder(spec: str | None) -> Embedder | None:
    """None for ``none`` (a character-only index), else the embedder the spec names."""
    if spec is not None and spec.strip().lower() == "none":
        return None

    return get_embedder(spec)


# --------------------------------------------------------------------------- index


@click.command()
@click.option(
    "--dump", "dump_dir", type=click.Path(path_type=Path), help="A storage dump (r3 dump --out DIR)."
)
@click.option(
    "--graph",
    "graph_url",
    metavar="URL|FOLDER",
    help="A graph URL (embedded://…, nebula://…, neo4j://…) or a graph folder, scanned directly.",
)
@click.option(
    "--graphs", type=click.Path(file_okay=False, path_type=Path), help="A graphs folder (with --space NAME)."
)
@click.option("--space", help="The space of --graphs (or of a --graph that holds several).")
@click.option(
    "--out", "out_dir", required=True, type=click.Path(path_type=Path), help="Index folder to write."
)
@click.option(
    "--embedder",
    default="offline",
    show_default=True,
    help="Dense embedder: offline | hash:DIM | bge:MODEL | st:PATH | minilm | openai:URL?model=NAME | none.",
)
@click.option(
    "--ann",
    type=click.Choice(["auto", "exact", "ivf", "faiss"]),
    default="auto",
    show_default=True,
    help="Vector search: exact below 100k strings with auto, else an IVF (numpy) or FAISS.",
)
@click.option("--update", is_flag=True, help="Refresh an existing index: no-op if the graph is unchanged.")
@quiet_option
def index(
    dump_dir: Path | None,
    graph_url: str | None,
    graphs: Path | None,
    space: str | None,
    out_dir: Path,
    embedder: str,
    ann: str,
    update: bool,
    quiet: bool,
) -> None:
    """Build the retrieval index of one graph space (every vid and string value).

    \b
    Example:
      r3 index --graph ./films --out films-index

    The source is a dump (--dump DIR), a graph URL (--graph URL) or a graphs folder
    (--graphs DIR --space NAME). The index is written to a new version inside --out and
    swapped in at the end, so an interrupted build leaves the previous index valid.
    """
    graph = None if graph_url is None else graph_url_of(graph_url)
    source = open_source(dump=dump_dir, graph=graph, graphs=graphs, space=space)
    result = build_index(
        source, out_dir, embedder=_embedder(embedder), ann=ann, update=update, progress=show_progress(quiet)
    )
    for change in result.changes:
        click.echo(f"changed: {change}")
    if result.skipped_long:
        click.echo(f"skipped {result.skipped_long} strings longer than the indexed maximum (not names)")
    click.echo(result.summary_line())


# --------------------------------------------------------------------------- link


class _Linkers:
    """One Linker per space, from a persisted index (checked against the graph) or built here."""

    def __init__(
        self,
        graphs: Path,
        index_path: str | None,
        embedder_spec: str | None,
        progress: bool,
        aliases_file: Path | None = None,
    ) -> None:
        self.graphs = graphs
        self.aliases_file = aliases_file
        self.index_path = index_path
        self.embedder_spec = embedder_spec
        self.progress = progress
        self.linkers: dict[str, Linker] = {}
        self._tmp: tempfile.TemporaryDirectory[str] | None = None

    def __call__(self, space: str) -> Linker:
        linker = self.linkers.get(space)
        if linker is None:
            linker = self.linkers[space] = self._make(space)
        return linker

    def _make(self, space: str) -> Linker:
        source = open_source(graphs=self.graphs, space=space)
        if self.index_path is not None:
            folder = Path(self.index_path.replace("{space}", space))
            if "{space}" not in self.index_path and (folder / space).is_dir():
                folder = folder / space
            index = RetrievalIndex.open(folder, expect=source.identity())
            spec = self.embedder_spec or index.embedder_spec
            embedder = _embedder(spec) if spec else None
        else:
            if self._tmp is None:
                self._tmp = tempfile.TemporaryDirectory(prefix="r3-link-")
            embedder = _embedder(self.embedder_spec)
            folder = Path(self._tmp.name) / space
            build_index(source, folder, embedder=embedder, progress=self.progress)
            index = RetrievalIndex.open(folder)

        schema = load_space_schema(self.graphs, space)
        aliases = load_aliases(self.aliases_file or find_aliases_file(self.graphs / space), schema)
        return Linker(index, embedder, vocabulary=schema_words(schema, aliases), aliases=aliases)

    def close(self) -> None:
        if self._tmp is not None:
            self._tmp.cleanup()


@click.command()
@click.argument("dataset", type=click.Path(dir_okay=False, path_type=Path), metavar="DATASET.jsonl")
@click.option(
    "--graphs",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Graphs folder with one sub-folder per space.",
)
@click.option("--k", "k", type=int, default=5, show_default=True, help="How many linked items count.")
@click.option(
    "--index",
    "index_path",
    help="Persisted index(es): a folder per space ({space} in the path, or INDEX/SPACE). Default: build here.",
)
@click.option("--embedder", help="Dense embedder (default: offline, or the one the --index was built with).")
@click.option(
    "--signal",
    type=click.Choice(["both", "char", "dense"]),
    default="both",
    show_default=True,
    help="The signal the last line reports (the others are reported above it).",
)
@json_output_options("the per-row results")
@click.option("-v", "--verbose", is_flag=True, help="Print every missed entity.")
@click.option(
    "--aliases",
    "aliases_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="User aliases (YAML) for every space; default: GRAPHS/SPACE/aliases.yaml where there is one.",
)
@quiet_option
def link(
    dataset: Path,
    graphs: Path,
    k: int,
    index_path: str | None,
    embedder: str | None,
    signal: str,
    json_out: Path | None,
    verbose: bool,
    aliases_file: Path | None,
    quiet: bool,
) -> None:
    """Link every question of a dataset and score it against the entities of its gold query.

    \b
    Example:
      r3 link dev.jsonl --graphs graphs --k 5 --json > link.json

    The entities of a row are the string literals of its gold query that the graph stores as
    a vid or a string property value; 'verbatim' ones appear in the question as stored.
    Prints per-signal lines and, last, 'recall@K R (verbatim V, non-verbatim W), mrr M'.
    """
    if k < 1:
        raise UserInputError(f"--k must be at least 1, got {k}")
    rows = read_dataset(dataset)
    linkers = _Linkers(graphs, index_path, embedder, show_progress(quiet), aliases_file)
    try:
        for space in dict.fromkeys(json_text(r["space"]) for r in rows):  # read_dataset checked them
            linkers(space)  # every space's index first: a missing or stale one fails before any work
        if all(linker.embedder is not None for linker in linkers.linkers.values()):
            signals: tuple[str, ...] = ("both", "char", "dense")
        else:
            signals = ("char",)
            if signal != "char":
                raise UserInputError(
                    "the index has no vectors, so only the character signal: pass --signal char"
                )
        with progress_bar(len(rows), unit="q", enabled=show_progress(quiet)) as bar:
            report = evaluate_linking(
                rows,
                linkers,
                k=k,
                signals=signals,
                keep_items=json_out is not None,
                tick=lambda: bar.update(1),
            )
    finally:
        linkers.close()
    if verbose:
        for r in report.results:
            rank = r.ranks.get(signal)
            if rank is None:
                click.echo(f"miss {r.row_id}: {r.entity!r} ({r.cls})")
    for s in signals:
        if s != signal:
            click.echo(f"{s}: {report.score(s).line()}")
    final = report.score(signal)
    click.echo(f"{signal}: {final.breakdown()}")
    if json_out is not None:
        summary = {s: _score_json(report.score(s)) for s in signals}
        payload = {"dataset": str(dataset), "k": k, "signal": signal, "summary": summary, "rows": report.rows}
        try:
            json_out.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        except OSError as e:
            raise UserInputError(f"cannot write {json_out}: {e.strerror or e}") from e
    click.echo(final.line())


def _score_json(s: SignalScore) -> JsonObject:
    return {
        "recall": s.recall,
        "verbatim_recall": s.verbatim_recall,
        "non_verbatim_recall": s.non_verbatim_recall,
        "partial_recall": s.partial_recall,
        "mrr": s.mrr,
        "entities": s.total,
        "verbatim": s.verbatim_total,
        "partial": s.partial_total,
    }


RETRIEVAL_COMMANDS = (index, link)

__all__ = ["RETRIEVAL_COMMANDS", "index", "link"]
