"""``r3 demos``: the demonstration pool of a graph (``synth`` now; add/list/remove/export later).

Why a group: demonstrations are managed as a collection — made, inspected, edited, exported
— and every one of those is a sub-command of the same noun. ``r3 demos synth`` writes the
demonstrations r3 makes itself (:mod:`r3.pipeline.offline.synth`) to a JSONL file that is at
once a ``--demos`` pool for ``r3 ask`` / ``r3 eval`` and SFT data for ``finetune/``.
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli_common import quiet_option, show_progress
from r3.errors import UserInputError


@click.group()
def demos() -> None:
    """Demonstrations (solved questions) for the pipeline."""


def graph_url(text: str) -> str:
    """A graph URL; a bare path (a graphs folder, config.yaml, .ngql or store) means ``embedded://``."""
    if "://" in text:
        return text
    path = Path(text).expanduser()
    if not path.exists():
        raise UserInputError(
            f"no graph at {text}: give a graph folder, a store or a URL (embedded://…, nebula://…)"
        )
    return f"embedded://{path.resolve()}"


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
    """
    from r3.graph.connect import open_backend
    from r3.pipeline.offline.synth import SHAPES, SynthOptions, graph_aliases, synthesize, write_rows
    from r3.pipeline.offline.synth.run import resolve_space

    options = SynthOptions(
        per_shape=per_shape,
        langs=tuple(x.strip() for x in langs.split(",") if x.strip()),
        seed=seed,
        max_rows=max_rows,
        shapes=tuple(x.strip() for x in shapes.split(",") if x.strip()) or SHAPES,
    )
    paraphraser = None
    if model:
        from r3.models import load_model

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
        close = getattr(backend, "close", None)
        if callable(close):
            close()
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


DEMOS_COMMANDS = [demos]

__all__ = ["DEMOS_COMMANDS", "demos", "graph_url"]
