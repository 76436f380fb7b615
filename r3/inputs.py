"""Reading the files users hand to r3: YAML/TOML configs and JSONL datasets.

Why one reader per format: every input file must fail the same way — one line naming the
file (and line) and what is wrong with it, never a parser traceback — and ``.toml`` must
mean TOML wherever a config is accepted.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from r3.errors import R3Error, UserInputError
from r3.values.json import JsonObject

_T = TypeVar("_T")


def read_config(path: Path, what: str, *, error: type[R3Error] = UserInputError) -> Any:
    """The parsed content of ``path``: TOML for a ``.toml`` file, else YAML (None when empty).

    ``what`` names the file in messages (``pipeline config``); an unreadable file is a
    UserInputError, bad content an ``error`` (the schema reader passes SchemaError).
    """
    text = read_text(path, what)
    return refuse_surrogates(_parse_config(path, text, error), str(path))


def _parse_config(path: Path, text: str, error: type[R3Error]) -> Any:
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
        raise error(f"{path}: not valid YAML: {' '.join(str(e).split())}") from e  # one line


def read_text(path: str | Path, what: str) -> str:
    """The UTF-8 text of ``path`` (a BOM allowed): the one reader of text files users hand to r3.

    Unreadable or not UTF-8 is a one-line UserInputError naming the file, and for bad bytes
    the first one and its offset (:func:`not_utf8_message`), never a decoder traceback.
    """
    data = read_bytes(path, what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise UserInputError(not_utf8_message(path, data[e.start], e.start)) from None


def not_utf8_message(path: str | Path, byte: int, offset: int) -> str:
    """``FILE is not UTF-8 text (byte 0x.. at offset N); save it as UTF-8``."""
    return f"{path} is not UTF-8 text (byte 0x{byte:02x} at offset {offset}); save it as UTF-8"


def first_bad_utf8(path: str | Path) -> tuple[int, int] | None:
    """``(byte, file offset)`` of the first byte of ``path`` that is not UTF-8, or None.

    For readers that decode a stream (the CSV loader), whose decode error gives an offset in
    a buffer, not in the file; reads in blocks, so any size is fine.
    """
    import codecs

    decoder = codecs.getincrementaldecoder("utf-8")()
    offset = 0
    with open(path, "rb") as f:
        while block := f.read(1 << 20):
            try:
                decoder.decode(block)
            except UnicodeDecodeError as e:  # e.object: the bytes held from the last block + this one
                return e.object[e.start], offset - (len(e.object) - len(block)) + e.start
            offset += len(block)
        try:
            decoder.decode(b"", final=True)
        except UnicodeDecodeError as e:
            return e.object[e.start], offset - len(e.object) + e.start
    return None


def first_surrogate(text: str) -> int | None:
    """Index of the first lone surrogate in ``text`` (a byte the shell's text was not UTF-8
    in, as Python decodes arguments, or an escaped ``\\ud800``), or None."""
    for index, char in enumerate(text):
        if "\ud800" <= char <= "\udfff":
            return index
    return None


def refuse_surrogates(value: _T, source: str) -> _T:
    """``value`` (parsed JSON/YAML: dicts, lists, strings) unchanged, or a one-line
    UserInputError when a string or key in it holds a lone surrogate — an escape such as
    ``"\\ud800"`` that JSON and YAML decode but no UTF-8 file, database or terminal can hold,
    so it would fail later, far from the file, as an encoder traceback."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            index = first_surrogate(item)
            if index is not None:
                raise UserInputError(
                    f"{source}: the text {item[:40]!r} holds a lone surrogate U+{ord(item[index]):04X}"
                    " (an escape like \\ud800 that is no character); write the character itself"
                )
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return value


def check_argument_text(value: str, what: str) -> None:
    """Refuse an argument holding a lone surrogate with one line (it cannot be encoded later)."""
    index = first_surrogate(value)
    if index is None:
        return
    code = ord(value[index])
    detail = f"byte 0x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"lone surrogate U+{code:04X}"
    raise UserInputError(f"{what} is not UTF-8 text ({detail} at character {index}); pass UTF-8 text")


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


def read_jsonl(path: str | Path, what: str = "dataset") -> list[tuple[int, JsonObject]]:
    """``(line number, object)`` for each non-blank line of the JSONL file ``path``.

    The one JSONL reader: datasets, demonstrations, predictions and caches all read through
    it. Every failure is a one-line UserInputError naming the file (and the line).
    """
    return list(jsonl_objects(read_bytes(path, what), str(path)))


def read_dataset(path: str | Path, what: str = "dataset") -> list[JsonObject]:
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


def is_unanswerable(row: JsonObject) -> bool:
    """Whether a dataset row says its question cannot be answered from the graph."""
    return row.get("unanswerable") is True


def jsonl_objects(data: bytes, source: str) -> Iterator[tuple[int, JsonObject]]:
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


def _lines_of_text(lines: Iterable[str], source: str) -> Iterator[tuple[int, str]]:
    number = 0
    iterator = iter(lines)
    while True:
        try:
            line = next(iterator)
        except StopIteration:
            return
        except UnicodeDecodeError as e:  # a stream decodes in blocks: the file says where
            bad = first_bad_utf8(source) if Path(source).is_file() else None
            byte, offset = bad if bad else (e.object[e.start], None)
            where = f"offset {offset}" if offset is not None else f"after line {number}"
            raise UserInputError(
                f"{source} is not UTF-8 text (byte 0x{byte:02x} at {where}); save it as UTF-8"
            ) from None
        number += 1
        yield number, line


def json_objects(lines: Iterable[str], source: str) -> Iterator[tuple[int, JsonObject]]:
    """``(line number, object)`` for each non-blank line of JSONL text (a file, stdin).

    A line that is not a JSON object is a UserInputError naming ``source:line``, and so is
    a line of a text stream that is not UTF-8 (the decoder raises while the stream is read).
    """
    for number, line in _lines_of_text(lines, source):
        if not line.strip():
            continue
        line = line.removeprefix("\ufeff") if number == 1 else line
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise UserInputError(f"{source}:{number}: not valid JSON ({e.msg} at column {e.colno})") from e
        if not isinstance(row, dict):
            raise UserInputError(f"{source}:{number}: expected a JSON object, got {type(row).__name__}")
        yield number, refuse_surrogates(row, f"{source}:{number}")


__all__ = [
    "check_argument_text",
    "first_bad_utf8",
    "first_surrogate",
    "is_unanswerable",
    "json_objects",
    "jsonl_objects",
    "not_utf8_message",
    "parse_bool",
    "read_bytes",
    "read_config",
    "read_dataset",
    "read_jsonl",
    "read_text",
    "refuse_surrogates",
]
