"""``r3 ask`` and ``r3 demo``: questions in, checked queries and answers out.

Why a module apart from :mod:`r3.cli`: it keeps ``r3/cli/__init__.py`` a short table of commands; the
work is :class:`r3.pipeline.pipeline.Pipeline`'s. ``r3 ask`` answers one question on any graph
URL (the demo graph when none is given); ``r3 demo`` walks the demo questions through the
whole pipeline offline and then shows what the checks say about hand-written mistakes —
the feedback the repair loop hands a refiner. Bad input raises
:class:`r3.errors.UserInputError`, which the ``r3`` group prints as one ``error: …`` line.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Sequence
from pathlib import Path

import click

from r3.cli.common import EXIT_FAILED, answerer_option
from r3.cli.session import stage_options
from r3.contracts.aliases import Aliases
from r3.demo import demo_dir, demo_schema, open_demo_engine, text_demo_dir
from r3.engine.engine import Engine
from r3.errors import QueryError, UserInputError
from r3.inputs import read_config, read_dataset
from r3.pipeline.checks import Checker
from r3.pipeline.config import builtin_configs, load_config, parse_override
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.result import Result
from r3.values import Value, canon, rows_equal
from r3.values.json import json_array, json_text

#: ``r3 ask``: the answer passed its checks but is uncertain, or the question is unanswerable.
EXIT_UNSURE = 3


def _demo_graph_url() -> str:
    return f"embedded://{demo_dir()}?space=demo"


def _demo_demos() -> str:
    return str(demo_dir() / "demos.jsonl")


def _overrides(items: tuple[str, ...]) -> dict[str, object]:
    return dict(parse_override(item) for item in items)


# --------------------------------------------------------------------------- ask


@click.command()
@click.argument("question")
@click.option(
    "--graph",
    "graph_url",
    metavar="URL|FOLDER",
    help="Graph to ask: a graph URL, or a graph folder (config.yaml + CSVs, or .ngql), loaded once "
    "into $R3_CACHE_DIR (default $XDG_CACHE_HOME/r3, else ~/.cache/r3) and reused while it is unchanged. Default: the demo graph.",
)
@click.option("--space", help="Space of the question (default: the graph's current or only space).")
@click.option(
    "--config",
    "config",
    default="offline",
    show_default=True,
    metavar="NAME|FILE",
    help="Pipeline config: a built-in name (see --list-configs) or a YAML/TOML file.",
)
@click.option(
    "--set",
    "sets",
    multiple=True,
    metavar="KEY=VALUE",
    help="Override a config key, e.g. refiner.few_shot=3.",
)
@click.option("--demos", type=click.Path(dir_okay=False, path_type=Path), help="Demonstration pool (JSONL).")
@stage_options
@answerer_option(None)
@click.option(
    "--aliases",
    "aliases_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="User aliases (YAML; default: aliases.yaml beside the graph).",
)
@click.option(
    "--execute/--no-execute", default=True, show_default=True, help="Run the query and print the rows."
)
@click.option(
    "--explain",
    is_flag=True,
    help="Print the trace: every stage's output, prompt and raw answer, each check.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the result (with its trace) as JSON.")
@click.option("--max-rows", "limit", default=20, show_default=True, help="Result rows to print.")
@click.option(
    "--answer/--no-answer", default=True, show_default=True, help="Say the rows in words (after the table)."
)
@click.option(
    "--list-configs",
    is_flag=True,
    is_eager=True,
    expose_value=False,
    callback=lambda ctx, _p, v: _list(ctx, v),
)
@click.pass_context
def ask(
    ctx: click.Context,
    question: str,
    graph_url: str | None,
    space: str | None,
    config: str,
    sets: tuple[str, ...],
    demos: Path | None,
    stages: dict[str, str],
    answerer: str | None,
    aliases_file: Path | None,
    execute: bool,
    explain: bool,
    as_json: bool,
    limit: int,
    answer: bool,
) -> None:
    """Answer QUESTION: generate a query, check and repair it, run it, say the rows in words.

    \b
    Example:
      r3 ask "Who likes Hana Upshaw?" --explain
      r3 ask "Which movies did Ben Ortiz act in?" --graph ./films --json

    Prints the query (and with --execute, the default, the rows), then the status and the
    confidence (--explain: the reasons). Exit codes: 0 ok (the query passed every check and
    the confidence reaches confidence.threshold); 3 uncertain (it passed, but check the
    answer) or unanswerable (the question names nothing the graph holds: nothing was run);
    1 when no candidate passed the checks; 2 for bad input.
    """

    overrides = _overrides(sets)
    overrides.update(stages)
    if demos is not None:
        overrides["demos"] = str(demos)
    if answerer is not None:
        overrides["freetext.answerer"] = answerer
    if aliases_file is not None:
        Aliases.load(aliases_file)  # a file that is no aliases file fails here, in one line
        overrides["aliases"] = str(aliases_file.resolve())
    settings = load_config(config, overrides=overrides)
    if graph_url is None and not settings.graph:
        graph_url = _demo_graph_url()
        if not as_json:
            click.secho("(no --graph: asking the demo graph of data/demo)", dim=True, err=True)
        if not settings.demos:
            settings = load_config(config, overrides={**overrides, "demos": _demo_demos()})
    with Pipeline(settings, graph=graph_url) as pipeline:
        if execute:
            result = pipeline.ask(question, space=space, answer=answer)
        else:
            result = pipeline.generate(question, space=space)
    if as_json:
        click.echo(json.dumps(result.to_dict(), ensure_ascii=False, indent=2, default=str))
    else:
        if explain:
            click.echo(result.trace.render(style=click.style))
            click.echo()
        _print_answer(result, limit)
        _print_status(result, explain)
    ctx.exit(_exit_code(result))


def _exit_code(result: Result) -> int:
    if result.ok:
        return 0
    if result.status in ("uncertain", "unanswerable"):
        return EXIT_UNSURE
    return EXIT_FAILED


def _print_status(result: Result, explain: bool) -> None:
    """The status line on stderr (the rows stay alone on stdout for pipes)."""
    colour = {"ok": "green", "uncertain": "yellow", "unanswerable": "yellow"}.get(result.status, "red")
    click.secho(f"status: {result.status} · confidence {result.confidence:.2f}", fg=colour, err=True)
    if explain and result.reasons and not result.trace.status:
        for reason in result.reasons:
            click.secho(f"  - {reason}", err=True)


def _list(ctx: click.Context, value: bool) -> None:
    if not value or ctx.resilient_parsing:
        return

    for name, description in builtin_configs().items():
        click.echo(f"{name:<22} {description}")
    ctx.exit(0)


def _print_answer(result: Result, limit: int) -> None:
    if result.query:
        click.echo(result.query)
    if result.status == "refused":
        click.secho(f"refused: {result.error}", fg="yellow", err=True)
    elif result.status == "unanswerable":
        click.secho(f"unanswerable: {result.error}", fg="yellow", err=True)
    elif not result.answered:
        click.secho(f"no valid query: {result.error}", fg="red", err=True)
    elif result.rows is not None:
        click.echo()
        click.echo(result.table(limit=limit))
        if result.answer:
            click.echo()
            click.echo(result.answer)
    elif result.error:
        click.secho(result.error, fg="yellow", err=True)


# --------------------------------------------------------------------------- demo


@click.command()
@click.option("--explain", is_flag=True, help="Also print each question's full trace.")
@click.option(
    "--config", default="offline", show_default=True, metavar="NAME|FILE", help="Pipeline config to run."
)
def demo(explain: bool, config: str) -> None:
    """Ask the demo graph a few questions with the whole pipeline, offline, in seconds.

    \b
    Example:
      r3 demo --explain

    For each question: the items the rewriter linked, the reranker's picks, the query, its
    checks (parse, schema, dry run), whether its answer matches the hand-written reference
    of data/demo/queries.yaml, and the rows. Then the checks on two hand-written mistakes:
    the structured feedback a refiner gets in the repair loop.
    """

    examples = _read_examples(demo_dir() / "queries.yaml")
    reference_engine = open_demo_engine()
    pipeline = Pipeline.from_config(config, graph=_demo_graph_url(), overrides={"demos": _demo_demos()})
    s = click.style
    click.secho("r3 demo — natural-language questions to nGQL on the demo graph, offline", bold=True)
    click.echo(
        s(
            f"config {pipeline.config.name}: {pipeline.config.description or ''}\n"
            "graph data/demo: players, teams and coaches (made up); demonstrations: data/demo/demos.jsonl",
            dim=True,
        )
    )
    with pipeline:
        for number, (question, reference, mistake) in enumerate(examples, start=1):
            result = pipeline.ask(question)
            click.echo()
            click.secho(f"{number}. {question}", bold=True)
            _show(result, reference_engine, reference if not mistake else None)
            if explain:
                click.echo(_indent(result.trace.render(style=s), "   │ "))
    _show_mistakes(examples)
    _show_free_text(config)
    click.echo()
    click.echo(
        s(
            'Ask your own: r3 ask "Who likes Hana Upshaw?" --explain   (add --graph URL for another graph)',
            dim=True,
        )
    )


def _show_free_text(config: str) -> None:
    """One question whose answer is in free text (reviews), on the text demo space: the
    composed query calls answer(), the database runs the rest, r3 judges the returned rows."""

    folder = text_demo_dir()
    items = read_dataset(folder / "questions.jsonl", "questions")
    click.echo()
    click.secho("Free text: questions answered from reviews (answer()/summary(), SUQL-style)", bold=True)
    click.echo(click.style("graph data/restaurants: made-up restaurants with generated reviews", dim=True))
    with Pipeline.from_config(config, graph=f"embedded://{folder}?space=restaurants") as pipeline:
        for item in [q for q in items if q["kind"] == "list"][:3]:
            question, expected = json_text(item["question"]), json_array(item["expected"])
            result = pipeline.ask(question)
            if "answer(" not in (result.query or "") or not result.rows:
                continue
            click.echo()
            click.secho(question, bold=True)
            click.echo(_label("query") + click.style(result.query, fg="cyan"))
            click.echo(
                _label("expected")
                + ", ".join(json_text(json_array(row)[0]) for row in expected)
                + click.style("  (from the generator's hidden facts)", dim=True)
            )
            click.echo(_indent(result.table(limit=5), "   "))
            click.echo(
                click.style(
                    "   answered by the offline lexical answerer (no model); "
                    "r3 query --answerer local:smollm2-135m uses a real one",
                    dim=True,
                )
            )
            break


def _read_examples(path: Path) -> list[tuple[str, str, bool]]:
    if not path.is_file():
        raise UserInputError(f"demo questions not found: {path} (run from a source checkout)")
    items = read_config(path, "demo questions")
    out = []
    for item in items if isinstance(items, list) else []:
        if (
            isinstance(item, dict)
            and isinstance(item.get("question"), str)
            and isinstance(item.get("query"), str)
        ):
            question = item["question"].split(" (mistake")[0].strip()
            out.append((question, item["query"].strip(), bool(item.get("mistake"))))
    if not out:
        raise UserInputError(f"{path}: expected a list of {{question, query}} entries")
    return out


def _label(name: str) -> str:
    return click.style(f"   {name:<10} ", dim=True)


def _show(result: Result, engine: Engine, reference: str | None) -> None:
    s = click.style
    trace = result.trace
    related = trace.stages.get("rewriter")
    items = (related.output.get("related") if related else None) or []
    if items:
        named = [line for line in items if _named_in(line, result.question)]
        shown = [_item_name(line) for line in (named or items[:1])]
        more = len(items) - len(shown)
        tail = f"  (+{more} similar stored name{'s' if more > 1 else ''})" if more > 0 else ""
        click.echo(_label("linked") + "; ".join(shown) + s(tail, dim=True))
    rerank = trace.stages.get("reranker")
    if rerank is not None and rerank.output:
        out = rerank.output
        picks = " · ".join(
            part
            for part in (
                ", ".join(out.get("crud") or []),
                ", ".join(out.get("clauses") or []),
                "classes " + ", ".join(out.get("classes") or []) if out.get("classes") else "",
            )
            if part
        )
        click.echo(_label("reranker") + (picks or s("(full schema and skeleton)", dim=True)))
    click.echo(_label("query") + s(result.query or "(none)", fg="cyan"))
    if trace.attempts:
        last = next((a for a in trace.attempts if a.query == result.query), trace.attempts[-1])
        checks = " · ".join(f"{c.name} {'✓' if c.ok else '✗'}" for c in last.checks)
        tries = len(trace.attempts)
        tail = f" · {tries} tries" if tries > 1 else ""
        mark = s("ok", fg="green") if last.ok else s(last.status, fg="red")
        click.echo(_label("checks") + f"{mark}  {checks}{tail}")
        colour = "green" if result.ok else "yellow"
        click.echo(_label("status") + s(f"{result.status} · confidence {result.confidence:.2f}", fg=colour))
    if reference is not None and result.rows is not None:
        click.echo(_label("reference") + _compare(result, reference, engine))
    if result.rows is not None:
        table = result.table(limit=5)
        click.echo(_indent(table, " " * 14))
    elif result.error:
        click.echo(_label("error") + s(result.error.splitlines()[0], fg="red"))


def _named_in(line: str, question: str) -> bool:
    """Whether the item's stored string is written in the question (ignoring case)."""
    if not line.startswith('"'):
        return False
    text = line[1:].split('"', 1)[0]
    return bool(text) and text.lower() in question.lower()


def _item_name(line: str) -> str:
    """``"Ada Lind" [vid:player, player.name]: (…)`` → ``"Ada Lind" [vid:player, player.name]``."""
    head, sep, _rest = line.partition("]:")
    return head + "]" if sep else line


def _compare(result: Result, reference: str, engine: Engine) -> str:
    """Whether the pipeline's rows equal the hand-written query's (as a multiset)."""

    s = click.style
    try:
        expected = engine.execute(reference)
    except QueryError as e:
        return s(f"the hand-written query fails: {e}", fg="yellow")
    rows = list(result.rows or [])  # none when the query did not run
    if rows_equal(rows, expected.rows).equal:
        return s("same answer as the hand-written query ✓", fg="green")
    why = why_different(list(result.columns or []), rows, list(expected.columns), expected.rows)
    return s(f"{why}\n", fg="yellow") + s(" " * 14 + "hand-written: " + " ".join(reference.split()), dim=True)


def why_different(
    columns: list[str],
    rows: Sequence[Sequence[Value]],
    ref_columns: list[str],
    ref_rows: Sequence[Sequence[Value]],
) -> str:
    """Why r3's rows are not the hand-written query's, in words: the columns they share by
    value, what the reference has besides, or how the rows differ."""
    if not rows:
        return f"✗ r3's query finds no rows; the hand-written one finds {len(ref_rows)}"
    mine = [_column_values(rows, i) for i in range(len(columns))]
    theirs = [_column_values(ref_rows, i) for i in range(len(ref_columns))]
    shared = [ref_columns[j] for j, col in enumerate(theirs) if col in mine]
    if shared and len(shared) < len(ref_columns):
        missing = [c for c in ref_columns if c not in shared]
        return (
            f"◐ the same {', '.join(shared)} as the hand-written query, without its "
            f"{', '.join(missing)} (part of the question is not answered)"
        )
    if shared:
        return f"◐ the same values as the hand-written query, in other rows ({len(rows)} rows vs {len(ref_rows)})"
    overlap = [bool(m & t) for m in mine for t in theirs]
    if any(overlap):
        return f"✗ other rows than the hand-written query ({len(rows)} rows vs {len(ref_rows)}, some values shared)"
    return f"✗ a different answer from the hand-written query ({len(rows)} rows vs {len(ref_rows)})"


def _column_values(rows: Sequence[Sequence[Value]], index: int) -> frozenset[Hashable]:
    return frozenset(canon(row[index]) for row in rows if index < len(row))


def _show_mistakes(examples: list[tuple[str, str, bool]]) -> None:
    """The checks on the hand-written mistakes: what the repair loop feeds back."""

    mistakes = [(q, query) for q, query, mistake in examples if mistake]
    if not mistakes:
        return
    s = click.style
    click.echo()
    click.secho(
        "What the checks tell a refiner (the repair loop's feedback), on hand-written mistakes:", bold=True
    )
    checker = Checker(demo_schema(), "ngql", mode="validate", runner=None)
    for question, query in mistakes:
        click.echo()
        click.echo(f"   {question}")
        click.echo(_label("query") + " ".join(query.split()))
        outcome = checker.check(query)
        if outcome.feedback is None:
            click.echo(_label("checks") + s("ok", fg="green"))
            continue
        for i, line in enumerate(outcome.feedback.render().splitlines()):
            click.echo(_label("feedback" if i == 0 else "") + s(line, fg="yellow"))


def _indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


PIPELINE_COMMANDS = (ask, demo)

__all__ = ["PIPELINE_COMMANDS", "ask", "demo"]
