"""Lint a dataset of queries: parse each one, validate it against its space's schema.

Why a module apart from the CLI: the same row-by-row loop serves ``r3 lint``, the
conformance tests and any script that wants to check generated queries in bulk, without
going through click. Everything here raises :class:`r3.errors.UserInputError` for bad input
(missing file, bad JSON line, missing field, unknown space) and never prints.

Input forms:

- JSONL: one JSON object per line; the query is in ``field`` (``gold`` by default), the row
  id in ``id`` (else ``line N``) and the space in ``space`` (else the ``default_space``).
- Plain text (``r3 lint -``): ``split="line"`` takes every non-blank line as one query;
  ``split="semicolon"`` lets a query span lines and ends it at a line whose last character
  is ``;`` (so a multi-statement query must keep its inner ``;`` mid-line). Lines starting
  with ``#`` or ``//`` between queries are comments.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from r3.contracts.schema import SpaceSchema
from r3.errors import QuerySyntaxError, R3Error, UserInputError
from r3.inputs import json_objects
from r3.lang import ast
from r3.lang.ddl import load_space_schema
from r3.lang.parser import parse
from r3.lang.validator import validate
from r3.lang.writes import write_name, write_statements
from r3.values.json import JsonObject

#: How many expected tokens a syntax-error line shows before "…".
_EXPECTED_SHOWN = 6


@dataclass
class QueryRow:
    """One query to lint, with where it came from (``source_line`` is 1-based)."""

    id: str
    text: str
    space: str | None = None
    source_line: int = 0


@dataclass
class LintMessage:
    """One problem of a row: a syntax error (``code='syntax-error'``) or a validator issue."""

    code: str
    message: str
    line: int | None = None
    column: int | None = None
    suggestion: str | None = None
    #: ``error``: the database refuses the query; ``warning``: it runs, but that part reads
    #: NULL (e.g. ``v.name`` without its tag in nGQL MATCH) — almost always a mistake too.
    severity: str = "error"

    def format(self) -> str:
        """``line:col [warning: ]message (did you mean …?)``: the form ``r3 lint`` prints."""
        where = f"{self.line}:{self.column} " if self.line is not None else ""
        level = "warning: " if self.severity == "warning" else ""
        hint = ""
        if self.suggestion and "did you mean" not in self.message:
            hint = f" (did you mean {self.suggestion}?)"
        return f"{where}{level}{self.message}{hint}"

    def to_json(self) -> JsonObject:
        return {
            "code": self.code,
            "line": self.line,
            "column": self.column,
            "message": self.message,
            "suggestion": self.suggestion,
            "severity": self.severity,
        }


@dataclass
class LintResult:
    """What linting one row found. ``valid`` implies ``parsed``."""

    id: str
    parsed: bool
    valid: bool
    errors: list[LintMessage] = field(default_factory=list)
    space: str | None = None

    @property
    def ok(self) -> bool:
        return self.parsed and self.valid

    @property
    def clean(self) -> bool:
        """Valid and without warnings either."""
        return self.ok and not self.errors

    def format(self) -> str:
        """``id: line:col message`` for the first problem, with a count of the others."""
        first = self.errors[0].format() if self.errors else "failed"
        more = f" (+{len(self.errors) - 1} more)" if len(self.errors) > 1 else ""
        return f"{self.id}: {first}{more}"

    def to_json(self) -> JsonObject:
        return {
            "id": self.id,
            "space": self.space,
            "parsed": self.parsed,
            "valid": self.valid,
            "errors": [e.to_json() for e in self.errors],
        }


@dataclass
class LintSummary:
    """Counts over a run; :meth:`line` is the last line ``r3 lint`` prints."""

    total: int = 0
    parsed: int = 0
    valid: int = 0

    def add(self, result: LintResult) -> None:
        self.total += 1
        self.parsed += result.parsed
        self.valid += result.valid

    @property
    def ok(self) -> bool:
        return self.valid == self.total

    def line(self) -> str:
        return f"parsed {self.parsed}/{self.total}, valid {self.valid}/{self.total}"


# --------------------------------------------------------------------------- one query


def syntax_message(error: QuerySyntaxError) -> LintMessage:
    """A parse error as a lint message: what was wrong, near which token, what was expected."""
    text = error.message
    if error.token:
        text += f" near {error.token!r}"
    if error.expected:
        shown = sorted(error.expected, key=_expected_order)[:_EXPECTED_SHOWN]
        more = ", …" if len(error.expected) > _EXPECTED_SHOWN else ""
        text += f"; expected {', '.join(shown)}{more}"
    return LintMessage("syntax-error", text, error.line, error.column)


def _expected_order(token: str) -> tuple[bool, str]:
    """Keywords and names before punctuation: ``LIMIT`` helps more than ``')'``."""
    word = token.strip("'\"")
    return (not word[:1].isalpha(), word.upper())


def lint_query(
    text: str,
    *,
    dialect: str = "ngql",
    schema: SpaceSchema | None = None,
    read_only: bool = False,
    strict: bool = False,
    id: str = "",
    space: str | None = None,
) -> LintResult:
    """Parse ``text`` and, when it parses, validate it.

    Without a ``schema`` only what needs no schema is checked: with ``read_only`` a write
    statement is an error (decided by :mod:`r3.lang.analysis`), otherwise a parsed query is
    valid. Warnings are reported in ``errors`` but leave the row valid unless ``strict``.
    """

    try:
        tree = parse(text, dialect=dialect)
    except QuerySyntaxError as e:
        return LintResult(id, parsed=False, valid=False, errors=[syntax_message(e)], space=space)
    messages = _validate(tree, schema, dialect=dialect, read_only=read_only)
    valid = not messages if strict else all(m.severity != "error" for m in messages)
    return LintResult(id, parsed=True, valid=valid, errors=messages, space=space)


def _validate(
    tree: ast.Script, schema: SpaceSchema | None, *, dialect: str, read_only: bool
) -> list[LintMessage]:
    if schema is not None:
        issues = validate(tree, schema, dialect=dialect, read_only=read_only)
        return [LintMessage(i.code, i.message, i.line, i.column, i.suggestion, i.severity) for i in issues]
    if read_only:  # the validator's rule without a schema: writes under EXPLAIN count too
        writes = write_statements(tree, explained=True)
        if writes:
            message = f"{write_name(writes[0])} is a write statement (read-only mode)"
            return [LintMessage("write-statement", message, 1, 1)]
    return []


# --------------------------------------------------------------------------- schemas


class SchemaCache:
    """Space schemas read from a graphs directory once each (``DIR/<space>/config.yaml`` or ``.ngql``)."""

    def __init__(self, graphs_dir: str | Path) -> None:
        self.graphs_dir = Path(graphs_dir)
        if not self.graphs_dir.is_dir():
            raise UserInputError(f"graphs directory not found: {self.graphs_dir}")
        self._spaces: dict[str, SpaceSchema] = {}

    def get(self, space: str) -> SpaceSchema:
        if space not in self._spaces:
            self._spaces[space] = load_space_schema(self.graphs_dir, space)
        return self._spaces[space]


# --------------------------------------------------------------------------- reading input


def read_jsonl(stream: Iterable[str], field: str, *, source: str = "<input>") -> Iterator[QueryRow]:
    """Rows of a JSONL stream; a bad line or a missing field is a UserInputError naming the line."""

    for number, row in json_objects(stream, source):
        if field not in row:
            keys = ", ".join(sorted(row)) or "none"
            raise UserInputError(
                f"{source}:{number}: no field {field!r} (fields: {keys}); choose one with --field"
            )
        text = row[field]
        if not isinstance(text, str):
            raise UserInputError(f"{source}:{number}: field {field!r} is {type(text).__name__}, not a string")
        space = row.get("space")
        yield QueryRow(
            id=str(row.get("id", f"line {number}")),
            text=text,
            space=str(space) if space is not None else None,
            source_line=number,
        )


def read_plain(stream: Iterable[str], *, split: str = "line", source: str = "stdin") -> Iterator[QueryRow]:
    """Plain queries: one per line, or ``;``-terminated multi-line ones (see the module docstring)."""
    if split not in ("line", "semicolon"):
        raise UserInputError(f"unknown split mode {split!r}; use 'line' or 'semicolon'")
    buffer: list[str] = []
    start = 0
    for number, raw in enumerate(stream, start=1):
        line = raw.rstrip("\r\n")
        stripped = line.strip()
        if not buffer and (not stripped or stripped.startswith(("#", "//"))):
            continue
        if split == "line":
            yield QueryRow(id=f"{source}:{number}", text=stripped, source_line=number)
            continue
        if not buffer:
            start = number
        buffer.append(line)
        if stripped.endswith(";"):
            yield QueryRow(id=f"{source}:{start}", text="\n".join(buffer).strip(), source_line=start)
            buffer = []
    if buffer and "\n".join(buffer).strip():
        yield QueryRow(id=f"{source}:{start}", text="\n".join(buffer).strip(), source_line=start)


def open_dataset(path: str | Path) -> IO[str]:
    """Open a dataset for reading with a one-line error when it cannot be."""
    p = Path(path)
    if not p.exists():
        raise UserInputError(f"dataset not found: {p}")
    if p.is_dir():
        raise UserInputError(f"dataset is a directory, not a JSONL file: {p}")
    try:
        return open(p, encoding="utf-8-sig")
    except OSError as e:
        raise UserInputError(f"cannot read dataset {p}: {e.strerror or e}") from e


# --------------------------------------------------------------------------- the loop


def lint_rows(
    rows: Iterable[QueryRow],
    *,
    dialect: str = "ngql",
    schemas: SchemaCache | None = None,
    default_space: str | None = None,
    read_only: bool = False,
    strict: bool = False,
) -> Iterator[LintResult]:
    """Lint every row; with ``schemas`` each row is validated against its space's schema.

    A row without a space (and no ``default_space``) while schemas are given, or a space the
    graphs directory does not hold, is a UserInputError: the run cannot mean what was asked.
    """
    for row in rows:
        space = row.space or default_space
        schema = None
        if schemas is not None:
            if not space:
                raise UserInputError(
                    f"{row.id}: row has no 'space' to validate against; add one or pass --space"
                )
            schema = schemas.get(space)
        try:
            yield lint_query(
                row.text,
                dialect=dialect,
                schema=schema,
                read_only=read_only,
                strict=strict,
                id=row.id,
                space=space,
            )
        except UserInputError:
            raise
        except R3Error as e:
            # a query that trips the validator or printer itself: report it on its row, keep going
            yield LintResult(
                row.id, parsed=True, valid=False, errors=[LintMessage("internal", str(e))], space=space
            )


def write_json_report(path: str | Path, results: list[LintResult], summary: LintSummary) -> None:
    """``--json OUT``: the per-row results and the counts, as one JSON document."""
    doc = {
        "total": summary.total,
        "parsed": summary.parsed,
        "valid": summary.valid,
        "rows": [r.to_json() for r in results],
    }
    try:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
    except OSError as e:
        raise UserInputError(f"cannot write {path}: {e.strerror or e}") from e
