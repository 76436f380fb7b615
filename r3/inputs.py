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


def json_objects(lines: Iterable[str], source: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(line number, object)`` for each non-blank line of JSONL text.

    A line that is not a JSON object is a UserInputError naming ``source:line``.
    """
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise UserInputError(f"{source}:{number}: not valid JSON ({e.msg} at column {e.colno})") from e
        if not isinstance(row, dict):
            raise UserInputError(f"{source}:{number}: expected a JSON object, got {type(row).__name__}")
        yield number, row


__all__ = ["json_objects", "read_config"]
