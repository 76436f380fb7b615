"""The one JSONL reader, the one yes/no parser and the progress bar (r3.inputs, r3.progress)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.inputs import json_objects, parse_bool, read_dataset, read_jsonl
from r3.progress import new_bar


def test_read_jsonl_numbers_lines_and_skips_blanks(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_bytes('\ufeff{"a": 1}\n\n{"a": "x\u2028y"}\r\n'.encode())
    assert read_jsonl(path) == [(1, {"a": 1}), (3, {"a": "x\u2028y"})]
    assert [r["id"] for r in read_dataset(path)] == ["line 1", "line 3"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"a": 1}\nnot json\n', r"d.jsonl:2: not valid JSON"),
        (b"[1, 2]\n", r"d.jsonl:1: expected a JSON object, got list"),
        (b'{"a": 1}\n{"q": "\xff"}\n', r"d.jsonl:2: not valid UTF-8"),
    ],
)
def test_bad_lines_are_one_line_errors_naming_file_and_line(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "d.jsonl"
    path.write_bytes(content)
    with pytest.raises(UserInputError, match=message):
        read_jsonl(path, "demonstrations")


def test_unreadable_files_name_what_they_are(tmp_path: Path) -> None:
    with pytest.raises(UserInputError, match=r"^demonstrations not found: .*missing.jsonl$"):
        read_jsonl(tmp_path / "missing.jsonl", "demonstrations")
    with pytest.raises(UserInputError, match="is a directory"):
        read_dataset(tmp_path)
    assert list(json_objects(io.StringIO('{"x": 1}\n'), "<stdin>")) == [(1, {"x": 1})]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (True, True),
        ("Yes", True),
        (" on ", True),
        ("1", True),
        ("off", False),
        ("FALSE", False),
        ("0", False),
        ("maybe", None),
        ("", None),
    ],
)
def test_parse_bool(value: object, expected: bool | None) -> None:
    assert parse_bool(value) is expected


def test_bar_over_items_yields_them() -> None:
    bar = new_bar(3, unit="q", enabled=False, items=iter("abc"))
    assert list(bar) == ["a", "b", "c"]
    bar.close()
