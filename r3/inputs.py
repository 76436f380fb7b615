"""Reading the files users hand to r3: YAML/TOML configs and JSONL datasets.

Why one reader per format: every input file must fail the same way — one line naming the
file (and line) and what is wrong with it, never a parser traceback — and ``.toml`` must
mean TOML wherever a config is accepted.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from r3.errors import R3Error, UserInputError


def read_config(path: Path, what: str, *, error: type[R3Error] = UserInputError) -> Any:
    """The parsed content of ``path``: TOML for a ``.toml`` file, else YAML (None when empty).

    ``what`` names the file in messages (``pipeline config``); an unreadable file is a
    UserInputError, bad content an ``error`` (the schema reader passes SchemaError).
    """
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as e:
        raise UserInputError(f"cannot read {what} {path}: {e.strerror or e}") from e
    if path.suffix.lower() == ".toml":
        try:
            import tomllib
        except ModuleNotFoundError as e:  # Python 3.10
            raise UserInputError(f"{path}: TOML configs need Python 3.11+; write it as YAML") from e
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise error(f"{path}: not valid TOML: {e}") from e
    import yaml  # lazy: only config readers need it

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise error(f"{path}: not valid YAML: {e}") from e


_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


def parse_bool(value: object) -> bool | None:
    """``value`` as a yes/no option (a bool, or ``1/true/yes/on`` / ``0/false/no/off`` in any
    case); None when it is neither, so each caller words its own one-line error."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    return None


def read_bytes(path: str | Path, what: str) -> bytes:
    """The content of the file ``path``; ``what`` names it in the one-line error (``dataset``)."""
    p = Path(path)
    try:
        return p.read_bytes()
    except FileNotFoundError:
        raise UserInputError(f"{what} not found: {p}") from None
    except IsADirectoryError:
        raise UserInputError(f"cannot read {what} {p}: it is a directory, not a file") from None
    except OSError as e:
        raise UserInputError(f"cannot read {what} {p}: {e.strerror or e}") from e


def read_jsonl(path: str | Path, what: str = "dataset") -> list[tuple[int, dict[str, Any]]]:
    """``(line number, object)`` for each non-blank line of the JSONL file ``path``.

    The one JSONL reader: datasets, demonstrations, predictions and caches all read through
    it. Every failure is a one-line UserInputError naming the file (and the line).
    """
    return list(jsonl_objects(read_bytes(path, what), str(path)))


def read_dataset(path: str | Path, what: str = "dataset") -> list[dict[str, Any]]:
    """The rows of a JSONL dataset; a row without ``id`` gets ``"line N"``.

    A row may say the graph cannot answer its question (``"unanswerable": true``, no
    ``gold``): the evaluator then scores a refusal right and any rows wrong. The flag is
    read as a yes/no (:func:`parse_bool`) and stored as a bool; a flagged row that also
    carries a gold query contradicts itself and is one error line.
    """
    rows = []
    for number, row in read_jsonl(path, what):
        row.setdefault("id", f"line {number}")
        if "unanswerable" in row:
            flag = parse_bool(row["unanswerable"])
            if flag is None:
                raise UserInputError(
                    f"{path}:{number}: 'unanswerable' must be true or false, got {row['unanswerable']!r}"
                )
            if flag and str(row.get("gold") or "").strip():
                raise UserInputError(
                    f"{path}:{number}: a row marked unanswerable has no gold query; drop 'gold' or the flag"
                )
            row["unanswerable"] = flag
        rows.append(row)
    return rows


def is_unanswerable(row: dict[str, Any]) -> bool:
    """Whether a dataset row says its question cannot be answered from the graph."""
    return row.get("unanswerable") is True


def jsonl_objects(data: bytes, source: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """:func:`json_objects` of JSONL bytes (UTF-8, a BOM allowed); bad UTF-8 names its line.

    Lines end at ``\\n`` or ``\\r`` only: a U+2028 inside a JSON string does not split a row.
    """
    yield from json_objects(_decoded_lines(data, source), source)


def _decoded_lines(data: bytes, source: str) -> Iterator[str]:
    for number, raw in enumerate(data.splitlines(), start=1):
        try:
            yield raw.decode("utf-8-sig" if number == 1 else "utf-8")
        except UnicodeDecodeError as e:
            raise UserInputError(f"{source}:{number}: not valid UTF-8 (byte {e.start})") from None


def json_objects(lines: Iterable[str], source: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(line number, object)`` for each non-blank line of JSONL text (a file, stdin).

    A line that is not a JSON object is a UserInputError naming ``source:line``.
    """
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        line = line.removeprefix("\ufeff") if number == 1 else line
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise UserInputError(f"{source}:{number}: not valid JSON ({e.msg} at column {e.colno})") from e
        if not isinstance(row, dict):
            raise UserInputError(f"{source}:{number}: expected a JSON object, got {type(row).__name__}")
        yield number, row


__all__ = [
    "is_unanswerable",
    "json_objects",
    "jsonl_objects",
    "parse_bool",
    "read_bytes",
    "read_config",
    "read_dataset",
    "read_jsonl",
]
