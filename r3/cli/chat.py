"""``r3 chat``: a terminal conversation with a graph — follow-up questions welcome.

Why a command of its own: ``r3 ask`` answers one self-contained question; in a conversation
"and which of them are older than 30?" needs the previous turn. Each line is asked with the
conversation's history (:mod:`r3.pipeline.conversation`), so a follow-up is rewritten into a
self-contained question first; the rewrite is printed when it changed anything. The pipeline
is built once, so every question after the first is quick.

Lines starting with ``:`` are commands: ``:explain`` (the last answer's trace), ``:query``
(the last query), ``:reset`` (forget the history), ``:quit`` (or Ctrl-D).
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli.session import build_settings, pipeline_options, stage_options
from r3.errors import R3Error
from r3.pipeline.conversation import Conversation, ConversationStore
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.result import Result

_HELP = ":explain  last trace · :query  last query · :reset  forget the history · :quit"


@click.command("chat")
@pipeline_options
@stage_options
@click.option("--space", help="Space of the questions (default: the graph's current or only space).")
@click.option(
    "--max-rows", default=10, show_default=True, type=click.IntRange(0), help="Rows printed per answer."
)
@click.option("--answer/--no-answer", default=True, show_default=True, help="Say the rows in words.")
def chat(
    graph_url: str | None,
    config: str,
    sets: tuple[str, ...],
    demos: Path | None,
    stages: dict[str, str],
    space: str | None,
    max_rows: int,
    answer: bool,
) -> None:
    """Ask questions one after another; follow-ups ("and which of them…?", "他们…？") use the history.

    \b
    Example:
      r3 chat --graph ./graphs/nba
      > Who likes Tim Duncan?
      > and which of them are older than 30?
    """

    settings, graph = build_settings(config, sets, demos, graph_url, stages=stages)
    store = ConversationStore(max_conversations=1)
    conversation = store.get_or_create()
    last: Result | None = None
    click.secho(f"r3 chat · {_HELP}", dim=True, err=True)
    with Pipeline(settings, graph=graph) as pipeline:
        while True:
            try:
                line = click.prompt("", prompt_suffix="> ", default="", show_default=False, err=True)
            except (EOFError, click.Abort):
                break
            text = line.strip()
            if not text:
                continue
            if text.startswith(":"):
                if text in (":q", ":quit", ":exit"):
                    break
                last, conversation = _command(text, last, store, conversation)
                continue
            try:
                last = pipeline.ask(text, space=space, history=conversation, answer=answer)
            except R3Error as e:
                click.secho(f"error: {' '.join(str(e).split())}", fg="red", err=True)
                continue
            _show(last, max_rows)


def _command(
    text: str, last: Result | None, store: ConversationStore, conversation: Conversation | None
) -> tuple[Result | None, Conversation | None]:
    if text == ":reset":
        click.secho("(history forgotten)", dim=True, err=True)
        return None, store.get_or_create()
    if last is None:
        click.secho("(nothing asked yet)", dim=True, err=True)
    elif text == ":explain":
        click.echo(last.trace.render(style=click.style))
    elif text == ":query":
        click.echo(last.query or "(no query)")
    else:
        click.secho(f"unknown command {text}: {_HELP}", fg="yellow", err=True)
    return last, conversation


def _show(result: Result, max_rows: int) -> None:
    if result.asked is not None:
        click.secho(f"  (asked as: {result.question})", dim=True)
    if result.answer:
        click.echo(result.answer)
    elif not result.answered:
        click.secho(f"{result.status}: {result.error or 'no query'}", fg="yellow")
    if result.query:
        click.secho(f"  {result.query}", fg="cyan", dim=True)
    if max_rows and result.rows:
        click.echo(_indent(result.table(limit=max_rows)))
    colour = "green" if result.ok else "yellow"
    click.secho(f"  {result.status} · confidence {result.confidence:.2f}", fg=colour, dim=True)


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())


CHAT_COMMANDS = (chat,)

__all__ = ["CHAT_COMMANDS", "chat"]
