"""``r3 demos``: the demonstrations of a graph — made by r3 (``synth``) or corrected by users
(``add``, ``list``, ``remove``, ``export``: the memory of :mod:`r3.pipeline.memory`).

Why a group: demonstrations are managed as a collection — made, inspected, edited, exported
— and every one of those is a sub-command of the same noun. ``r3 demos synth`` writes the
demonstrations r3 makes itself (:mod:`r3.pipeline.offline.synth`) to a JSONL file that is at
once a ``--demos`` pool for ``r3 ask`` / ``r3 eval`` and SFT data for ``finetune/``.
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli.common import graph_url, quiet_option, show_progress
from r3.errors import UserInputError
from r3.graph.connect import open_backend
from r3.models import load_model
from r3.pipeline.memory import check_correction, open_memory
from r3.pipeline.offline.synth import SHAPES, SynthOptions, graph_aliases, synthesize, write_rows
from r3.pipeline.offline.synth.synthesize import resolve_space
from r3.pipeline.pipeline import Pipeline


@click.group()
def demos() -> None:
    """Demonstrations (solved questions) for the pipeline."""


@demos.command("synth")
@click.option("--graph", "graph", required=True, metavar="URL|PATH", help="Graph to make demonstrations for.")
@click.option("--space", help="Space (default: the graph's current or only space).")
@click.option(
    "--out",
    "out",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="JSONL file to write.",
)
@click.option("--per-shape", default=20, show_default=True, help="Kept questions per shape (and language).")
@click.option("--lang", "langs", default="en", show_default=True, metavar="en,zh", help="Question languages.")
@click.option("--seed", default=0, show_default=True, help="Seed of every sample and template choice.")
@click.option("--max-rows", default=50, show_default=True, help="Drop queries returning more rows than this.")
@click.option("--shapes", default="", metavar="S1,S2", help="Only these shapes (default: all).")
@click.option(
    "-m", "--model", default=None, metavar="SPEC", help="Paraphrase the template questions with this model."
)
@quiet_option
def synth(
    graph: str,
    space: str | None,
    out: Path,
    per_shape: int,
    langs: str,
    seed: int,
    max_rows: int,
    shapes: str,
    model: str | None,
    quiet: bool,
) -> None:
    """Enumerate questions over a graph's schema and data, keep the queries that answer, write them.

    Each row is ``id, space, question, gold, lang, shape, source``. Prints the count per
    shape and the time taken.

    \b
    Example:
      r3 demos synth --graph ./films --out films-demos.jsonl --lang en,zh
    """

    options = SynthOptions(
        per_shape=per_shape,
        langs=tuple(x.strip() for x in langs.split(",") if x.strip()),
        seed=seed,
        max_rows=max_rows,
        shapes=tuple(x.strip() for x in shapes.split(",") if x.strip()) or SHAPES,
    )
    paraphraser = None
    if model:
        paraphraser = load_model(model)
    backend = open_backend(graph_url(graph), **({"space": space} if space else {}))
    try:
        name = resolve_space(backend, space)
        result = synthesize(
            backend,
            name,
            options,
            aliases=graph_aliases(backend, name),
            model=paraphraser,
            progress=show_progress(quiet),
        )
    finally:
        backend.close()
    out.parent.mkdir(parents=True, exist_ok=True)
    write_rows(result.rows, out)
    width = max((len(s) for s in options.shapes), default=5)
    for shape in options.shapes:
        click.echo(
            f"{shape:<{width}}  {result.counts.get(shape, 0):>4}  (tried {result.tried.get(shape, 0)})"
        )
    kept = sum(result.counts.values())
    click.echo(
        f"{kept} intents, {len(result.rows)} rows ({', '.join(options.langs)}) for space {result.space} "
        f"in {result.elapsed_s:.1f}s -> {out}"
    )


# --------------------------------------------------------------------------- the memory of corrections

_graph_option = click.option(
    "--graph",
    "graph",
    required=True,
    metavar="URL|FOLDER",
    help="Graph whose memory to use (its memory file lies beside its store, or in FOLDER/.r3/).",
)


@demos.command("add")
@click.argument("question")
@click.argument("query")
@_graph_option
@click.option("--space", help="Space (default: the graph's current or only space).")
@click.option(
    "--config",
    default="offline",
    show_default=True,
    metavar="NAME|FILE",
    help="Pipeline config (its dialect).",
)
def add(question: str, query: str, graph: str, space: str | None, config: str) -> None:
    """Remember QUERY as the right query for QUESTION (checked and run read-only first).

    From then on the same (or a near-exact) question returns QUERY with status ok and reason
    "from memory", and close questions learn from it as a demonstration.

    \b
    Example:
      r3 demos add --graph ./graphs/nba "Who likes Tim Duncan?" \\
        'GO FROM "Tim Duncan" OVER like REVERSELY YIELD src(edge) AS fan'
    """

    with Pipeline.from_config(config, graph=graph) as pipeline:
        known = pipeline.spaces()
        if space is not None and known and space not in known:  # stored, it would never be asked for
            raise UserInputError(f"--space {space}: the graph has no such space (it has {', '.join(known)})")
        rs = check_correction(pipeline, question, query, space=space)
        name = space or pipeline.schema().name
        dialect = pipeline.dialect()
    with open_memory(graph, create=True) as memory:
        entry = memory.add(question, query, name, dialect)
    rows = len(rs.rows)
    click.echo(
        f"remembered #{entry.id} in space {name}: the query ran and returned {rows} row{'s' if rows != 1 else ''}"
    )


@demos.command("list")
@_graph_option
@click.option("--space", help="Only this space.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line (the export format).")
def list_(graph: str, space: str | None, as_json: bool) -> None:
    """The corrections remembered for a graph.

    \b
    Example:
      r3 demos list --graph ./graphs/nba
    """
    import json

    with open_memory(graph) as memory:
        entries = memory.entries(space)
    for entry in entries:
        if as_json:
            click.echo(json.dumps(entry.to_row(), ensure_ascii=False))
        else:
            click.echo(
                f"#{entry.id}  [{entry.space}]  {entry.question}\n      {' '.join(entry.query.split())}"
            )
    if not as_json:
        click.secho(f"({len(entries)} remembered)", dim=True, err=True)


@demos.command("remove")
@click.argument("entry_id", metavar="ID", type=int)
@_graph_option
def remove(entry_id: int, graph: str) -> None:
    """Forget the correction #ID (see r3 demos list).

    \b
    Example:
      r3 demos remove --graph ./graphs/nba 3
    """

    with open_memory(graph) as memory:
        if not memory.remove(entry_id):
            raise UserInputError(f"no correction #{entry_id} in this graph's memory (see r3 demos list)")
    click.echo(f"forgot #{entry_id}")


@demos.command("export")
@_graph_option
@click.option(
    "--out", required=True, type=click.Path(dir_okay=False, path_type=Path), help="JSONL file to write."
)
@click.option("--space", help="Only this space.")
def export(graph: str, out: Path, space: str | None) -> None:
    """Write the corrections as demonstrations JSONL (id, space, question, gold, lang, source).

    The file is at once a --demos pool for r3 ask / r3 eval and SFT data for r3 train.

    \b
    Example:
      r3 demos export --graph ./graphs/nba --out corrections.jsonl
    """
    import json

    with open_memory(graph) as memory:
        entries = memory.entries(space)
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        for entry in entries:
            f.write(json.dumps(entry.to_row(), ensure_ascii=False) + "\n")
    click.echo(f"{len(entries)} corrections -> {out}")


DEMOS_COMMANDS = [demos]

__all__ = ["DEMOS_COMMANDS", "demos", "graph_url"]
