"""``r3 init``: a graph folder from the user's own data — a folder of CSV files or a database.

Why a package of its own: turning tables into a graph is decisions (which file is edges,
which column the vid, which tag a column points at, which type a column has) that must be
made the same way for CSV exports and SQL tables, reported with their reasons, and written
out so the folder loads exactly as reported. The steps, one module each:

- :mod:`r3.ingest.tables` / :mod:`r3.ingest.sql` read the source into tables;
- :mod:`r3.ingest.infer_csv` / :mod:`r3.ingest.infer_sql` decide tags and edge types;
- :mod:`r3.ingest.graph_plan` finishes the decisions both share (endpoints, vid prefixes and type,
  dangling ids, names) and :mod:`r3.ingest.property_types` / :mod:`r3.ingest.names` hold the rules;
- :mod:`r3.ingest.write` writes and checks the folder, atomically.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from r3.errors import UserInputError
from r3.graph.connect import redact
from r3.ingest import names
from r3.ingest.graph_plan import GraphPlan, Note, VidChoice, finish
from r3.ingest.infer_csv import Overrides, plan_csv
from r3.ingest.infer_sql import plan_sql
from r3.ingest.property_types import TYPES, type_word
from r3.ingest.sql import is_postgres, is_sqlite, read_postgres, read_sqlite
from r3.ingest.tables import Table, csv_files, read_csv
from r3.ingest.write import Written, write_graph
from r3.progress import progress_bar


@dataclass
class InitOptions:
    """What the user may say besides the source and the folder to write."""

    space: str | None = None
    overrides: Overrides = field(default_factory=Overrides)
    #: ``FILE.COLUMN`` → type the column must have (every cell is checked).
    types: dict[str, str] = field(default_factory=dict)
    strict: bool = False  # a dangling edge id is an error, not a warning
    # FIXED_STRING(n) by default: the offline stages link names to string vids only (measured:
    # INT64 vids answer 0.40× as many questions offline); "auto" picks INT64 for integer ids
    vid_type: VidChoice = "string"
    force: bool = False  # replace a non-empty --out folder
    progress: bool = False  # progress bars on stderr (reading the files, checking the load)


@dataclass
class InitResult:
    """What ``r3 init`` did: the plan (with its notes) and what was written."""

    plan: GraphPlan
    written: Written
    source_kind: str  # "csv", "sqlite", "postgres"
    tables: int

    @property
    def notes(self) -> list[Note]:
        return self.plan.notes


def read_source(source: str, *, progress: bool = False) -> tuple[list[Table], str, list[str]]:
    """The tables of ``source`` (a CSV folder, a SQLite file, a ``postgresql://`` URL), its kind, notes."""
    if is_postgres(source):
        tables, notes = read_postgres(source)
        return tables, "postgres", notes
    path = Path(source).expanduser()
    if path.is_dir():
        files = csv_files(path)
        tables = []
        with progress_bar(len(files), unit="file", enabled=progress, desc="reading") as bar:
            for file in files:
                tables.append(read_csv(file))
                bar.update(1)
        return tables, "csv", []
    if not path.exists():
        raise UserInputError(
            f"{source} does not exist; give a folder of CSV files, a SQLite file or a postgresql:// URL"
        )
    if is_sqlite(path):
        tables, notes = read_sqlite(path)
        return tables, "sqlite", notes
    if path.suffix.lower() in (".csv", ".tsv"):
        raise UserInputError(
            f"{source} is one CSV file; give the folder that holds it (one file per vertex and edge kind)"
        )
    raise UserInputError(f"{source} is neither a folder of CSV files nor a SQLite database")


def apply_types(tables: list[Table], types: dict[str, str]) -> None:
    """``--type FILE.COLUMN=TYPE``: the column must be of TYPE (every cell is then checked)."""
    for target, word in types.items():
        file, _, column = target.rpartition(".")
        table = next((t for t in tables if file in (t.name, t.source)), None)
        kind = type_word(word)
        if not file or table is None:
            known = ", ".join(t.name for t in tables)
            raise UserInputError(f"--type {target}={word}: give FILE.COLUMN=TYPE with a file of {known}")
        index = table.column(column)
        if index is None:
            raise UserInputError(
                f"--type {target}={word}: {table.source} has no column {column}; its columns: {', '.join(table.columns)}"
            )
        if kind is None:
            raise UserInputError(f"--type {target}={word}: unknown type; known: {', '.join(TYPES)}")
        table.forced[index], table.forced_by[index] = kind, f"--type {target}={word}"


def init_graph(source: str, out: str | Path, options: InitOptions | None = None) -> InitResult:
    """Read ``source``, decide the graph, write it to ``out`` (checked by loading it)."""
    options = options or InitOptions()
    out = Path(out)
    if not is_postgres(source):
        here, there = Path(source).expanduser().resolve(), out.expanduser().resolve()
        if there == here or there in here.parents:
            raise UserInputError(
                f"--out {out} is or holds the source {source}; write the graph folder elsewhere"
            )
    tables, kind, notes = read_source(source, progress=options.progress)
    apply_types(tables, options.types)
    space = names.identifier(options.space or out.expanduser().resolve().name, "graph")
    planner = plan_csv if kind == "csv" else plan_sql
    plan = planner(tables, space, options.overrides)
    for text in notes:
        plan.note("warning", text)
    finish(plan, strict=options.strict, vid_type=options.vid_type)
    written = write_graph(
        plan, out, force=options.force, source=redact(str(source)), progress=options.progress
    )
    return InitResult(plan, written, kind, len(tables))


__all__ = ["InitOptions", "InitResult", "Overrides", "apply_types", "init_graph", "read_source"]
