"""``r3 schema``: render a space's schema as code-structure text (rich or the paper's) or plain text.

Why a module apart from :mod:`r3.cli`: it keeps ``r3/cli/__init__.py`` a short table of commands; the
rendering lives in :mod:`r3.represent.schema_code`. The command finds the schema (a graphs
folder, or any graph URL :func:`r3.graph.connect.open_backend` opens), reads endpoint tags
and sample values from the data when there is data and the output shows them, renders, and
prints or writes the text. Bad input raises
:class:`r3.errors.UserInputError`, which the ``r3`` group prints as one ``error: …`` line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import click

from r3.cli.common import DialectChoice
from r3.contracts.aliases import find_aliases_file, load_aliases, undocumented
from r3.contracts.backend import DialectName, GraphBackend
from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.engine.engine import Engine
from r3.errors import SchemaError, UserInputError
from r3.graph.connect import open_backend, redact
from r3.lang.ddl import load_space_schema
from r3.represent.schema_code import (
    PaperVariant,
    collect_sample_values,
    fill_edge_endpoints,
    paper_style,
    render_schema_code,
    render_schema_text,
)


@dataclass
class _Source:
    """The schema to render and, when there is one, something that holds the data."""

    schema: SpaceSchema
    data: Engine | GraphBackend | None = None
    dialect: str = "ngql"


def _space_of(graph: GraphSchema, space: str | None, where: str) -> SpaceSchema:
    """One space of a GraphSchema: the named one, or the only one."""
    if space is not None:
        try:
            return graph.space(space)
        except SchemaError as e:
            raise UserInputError(f"{where}: {e}") from e
    filled = [s for s in graph.spaces.values() if s.tags or s.edges] or list(graph.spaces.values())
    if len(filled) != 1:
        names = ", ".join(sorted(graph.spaces)) or "none"
        raise UserInputError(f"{where} holds several spaces ({names}): pass --space NAME")
    return filled[0]


def _from_graphs_dir(graphs: Path, space: str, want_data: Callable[[SpaceSchema], bool]) -> _Source:
    schema = load_space_schema(graphs, space)  # config.yaml first: its order is the paper's
    data = None
    if want_data(schema):
        data = Engine.open_graph(graphs / space, space)
    return _Source(schema, data)


def _from_url(url: str, space: str | None) -> _Source:
    """Any URL :func:`r3.graph.connect.open_backend` accepts; a bare path means ``embedded://PATH``."""

    if "://" not in url:
        if not Path(url).exists():
            raise UserInputError(
                f"{url} does not exist; pass a graph URL, a graphs folder, a config.yaml, an .ngql script or a store"
            )
        url = f"embedded://{url}"
    backend = open_backend(url, space=space) if space else open_backend(url)
    schema = _space_of(backend.schema(), space or backend.space, redact(url))
    return _Source(schema, backend, backend.dialect)


@click.command("schema")
@click.option(
    "--graph",
    "graph_url",
    metavar="URL",
    help="A graph URL (embedded:///PATH?space=NAME, nebula://…, neo4j://…) or a local graph folder/store.",
)
@click.option(
    "--graphs",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder with one sub-folder per space (config.yaml + CSVs or .ngql); needs --space.",
)
@click.option("--space", help="The space to render.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["code", "text"]),
    default="code",
    show_default=True,
    help="Output form.",
)
@click.option("--paper", is_flag=True, help="The paper's exact text (R3-NL2GQL's schema_code / schema_text).")
@click.option(
    "--paper-variant",
    type=click.Choice(["auto", "typed", "described"]),
    default="auto",
    show_default=True,
    help="Which of the paper's two code variants (auto: typed unless every property is a string).",
)
@click.option(
    "--dialect",
    type=DialectChoice(),
    help="Words of the rich form (default: the backend's, else ngql).",
)
@click.option(
    "--samples",
    type=click.IntRange(min=0),
    default=3,
    show_default=True,
    help="Sample values per property in the rich form (0: none).",
)
@click.option(
    "--no-data", is_flag=True, help="Use the schema alone: no endpoint tags or samples from the data."
)
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="Write here instead of stdout.")
@click.option(
    "--aliases",
    "aliases_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="User aliases (YAML; default: aliases.yaml beside the graph). Shown as comments.",
)
def schema(
    graph_url: str | None,
    graphs: Path | None,
    space: str | None,
    fmt: str,
    paper: bool,
    paper_variant: str,
    dialect: str | None,
    samples: int,
    no_data: bool,
    out: Path | None,
    aliases_file: Path | None,
) -> None:
    """Print a space's schema as code-structure Python classes or as plain text.

    \b
    Example:
      r3 schema --graph ./films --format text
      r3 schema --graphs ../shared/datasets/nl2gql/graphs --space nba --paper

    'r3 schema --graphs DIR --space NAME' reads DIR/NAME; '--graph URL' reads a data folder,
    a store or a database. The rich form (default) shows types, comments, indexes, the tags
    each edge type joins and sample values, the last two read from the data (skip with
    --no-data). --paper prints the text the R3-NL2GQL paper fed its models.

    Aliases (aliases.yaml beside the graph, or --aliases FILE) show as '# users say:'
    comments; the tags, edge types and properties with neither an alias nor a COMMENT are
    listed on stderr, so you know which words to add.
    """

    variant = cast(PaperVariant, paper_variant)
    if (graph_url is None) == (graphs is None):
        raise UserInputError("give either --graph URL or --graphs DIR --space NAME")
    if graphs is not None and space is None:
        raise UserInputError("--graphs needs --space NAME (the folder DIR/NAME)")

    def wants_data(schema_: SpaceSchema) -> bool:
        if no_data:
            return False
        if not paper:
            return True
        return fmt == "code" and paper_style(schema_, variant).described

    if graphs is not None:
        assert space is not None
        source = _from_graphs_dir(graphs, space, wants_data)
    else:
        assert graph_url is not None
        source = _from_url(graph_url, space)
    chosen_dialect = dialect or source.dialect
    near = graphs / space if graphs is not None and space is not None else graph_url
    aliases = load_aliases(aliases_file or find_aliases_file(near), source.schema)
    sample_values = None
    if source.data is not None and wants_data(source.schema):
        fill_edge_endpoints(source.schema, source.data)
        if samples and not paper:
            sample_values = collect_sample_values(source.data, source.schema, per_property=samples)
    if fmt == "text":
        text = render_schema_text(source.schema, paper=paper)
    else:
        text = render_schema_code(
            source.schema,
            paper=paper,
            sample_values=sample_values,
            dialect=cast(DialectName, chosen_dialect),
            paper_variant=variant,
            aliases=aliases,
        )
    if out is not None:
        try:
            out.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
        except OSError as e:
            raise UserInputError(f"cannot write {out}: {e.strerror or e}") from e
        click.echo(f"wrote {out}", err=True)
    else:
        click.echo(text.rstrip("\n"))
    missing = undocumented(source.schema, aliases)
    if missing:
        click.echo(
            f"{len(missing)} item(s) without an alias or a COMMENT (add words users say to aliases.yaml): "
            + ", ".join(missing),
            err=True,
        )


#: Registered on the ``r3`` group by :mod:`r3.cli`.
REPRESENT_COMMANDS = (schema,)

__all__ = ["REPRESENT_COMMANDS", "schema"]
