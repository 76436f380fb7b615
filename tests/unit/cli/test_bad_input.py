"""Bad input is one ``error: …`` line and exit code 2, never a traceback (issue 28, items 11 and 12).

Table-first: each row builds one bad input (a file that is not UTF-8, a CSV field over the
csv module's limit, a typed URL option, an unknown space, a syntax error, bytes that are not
UTF-8 in an argument, SKIP/LIMIT at the edge of 64 bits), runs one ``r3`` command on it and
names the exit code and the first words of the message.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli
from r3.cli.query import printable
from r3.engine import GraphStore, load_graph

pytestmark = pytest.mark.quick

NOT_UTF8 = b"\xff\xfe"
DATASET = b'{"id": 1, "query": "GO FROM \\"a\\" OVER follow"}\n{"query": "' + NOT_UTF8 + b'"}\n'
PIPELINE_CONFIG = b"name: " + NOT_UTF8 + b"\n"
#: What Python makes of the byte 0xed in a command-line argument (surrogateescape).
ARG_BYTE = "\udced"


@dataclass(frozen=True)
class Case:
    name: str
    args: Callable[[Path, Path, str], list[str]]  # (scratch folder, graph folder, store URL) -> argv
    code: int
    message: str  # the start of stderr; "" for a command that must succeed


def _copy(graph: Path, tmp: Path, name: str = "g") -> Path:
    folder = tmp / name
    if not folder.exists():
        shutil.copytree(graph, folder)
    return folder


def _append(path: Path, data: bytes) -> Path:
    with open(path, "ab") as f:
        f.write(data)
    return path


def _bad_config(tmp: Path, graph: Path, _: str) -> list[str]:
    folder = _copy(graph, tmp)
    _append(folder / "config.yaml", b"\n# " + NOT_UTF8 + b"\n")
    return ["load", str(folder / "config.yaml"), "--space", "tiny", "--db", str(tmp / "x.sqlite")]


def _bad_csv(tmp: Path, graph: Path, _: str) -> list[str]:
    folder = _copy(graph, tmp)
    _append(folder / "team.csv", b"t9," + NOT_UTF8 + b"\n")
    return ["load", str(folder / "config.yaml"), "--space", "tiny", "--db", str(tmp / "x.sqlite")]


def _huge_csv_field(tmp: Path, graph: Path, _: str) -> list[str]:
    folder = _copy(graph, tmp)
    _append(folder / "team.csv", b't9,"' + b"a" * (129 * 1024) + b'"\n')
    return ["load", str(folder / "config.yaml"), "--space", "tiny", "--db", str(tmp / "x.sqlite")]


def _bad_pipeline_config(tmp: Path, graph: Path, _: str) -> list[str]:
    config = tmp / "pipeline.yaml"
    config.write_bytes(PIPELINE_CONFIG)
    return ["ask", "Who follows Tim?", "--graph", str(graph), "--config", str(config)]


def _bad_dataset(tmp: Path, graph: Path, _: str) -> list[str]:
    dataset = tmp / "dev.jsonl"
    dataset.write_bytes(DATASET)
    return ["lint", str(dataset)]


#: A JSON/YAML escape that decodes to a lone surrogate: no character, and no UTF-8 can hold it.
SURROGATE_ESCAPE = "\\ud800"


def _surrogate_config(tmp: Path, graph: Path, _: str) -> list[str]:
    folder = _copy(graph, tmp)
    _append(folder / "config.yaml", f'\nx-comment: "{SURROGATE_ESCAPE}"\n'.encode())
    return ["load", str(folder / "config.yaml"), "--space", "tiny", "--db", str(tmp / "x.sqlite")]


def _surrogate_pipeline_config(tmp: Path, graph: Path, _: str) -> list[str]:
    config = tmp / "pipeline.yaml"
    config.write_text(f'name: "{SURROGATE_ESCAPE}"\n', encoding="utf-8")
    return ["ask", "Who follows Tim?", "--graph", str(graph), "--config", str(config)]


def _surrogate_dataset(tmp: Path, graph: Path, _: str) -> list[str]:
    dataset = tmp / "dev.jsonl"
    dataset.write_text(
        f'{{"id": 1, "query": "GO FROM \\"{SURROGATE_ESCAPE}\\" OVER follow"}}\n', encoding="utf-8"
    )
    return ["lint", str(dataset)]


def _surrogate_demos(tmp: Path, graph: Path, _: str) -> list[str]:
    demos = tmp / "demos.jsonl"
    demos.write_text(
        f'{{"question": "Who {SURROGATE_ESCAPE}?", "query": "GO FROM \\"p1\\" OVER follow"}}\n',
        encoding="utf-8",
    )
    return ["ask", "Who follows Tim?", "--graph", str(graph), "--demos", str(demos)]


def _query(text: str, options: str = "") -> Callable[[Path, Path, str], list[str]]:
    return lambda tmp, graph, url: ["query", text, "--graph", url + options]


def _unknown_space(tmp: Path, graph: Path, _: str) -> list[str]:
    folder = _copy(graph, tmp)
    return ["demos", "add", "--graph", str(folder), "--space", "nowhere", "Who?", 'GO FROM "p1" OVER follow']


INT64_MAX = 2**63 - 1
CASES = [
    Case("config.yaml not UTF-8", _bad_config, 2, "error: "),
    Case("CSV not UTF-8", _bad_csv, 2, "error: "),
    Case("CSV field over 128 KiB", _huge_csv_field, 2, "error: "),
    Case("pipeline config not UTF-8", _bad_pipeline_config, 2, "error: "),
    Case("lint dataset not UTF-8", _bad_dataset, 2, "error: "),
    Case("timeout typed", _query("MATCH (v:player) RETURN v", "&timeout=abc"), 2, "error: option timeout='abc' must be a number"),
    Case("syntax error", _query("GO FROM"), 2, "error: syntax error"),
    Case("refused write", _query('INSERT VERTEX team(name) VALUES "t9":("x")'), 2, "error: "),
    Case("LIMIT past int64", _query(f"MATCH (v:player) RETURN v LIMIT {INT64_MAX + 1}"), 2, "error: Out of range"),
    Case("SKIP+LIMIT at int64", _query(f"MATCH (v:player) RETURN v SKIP {INT64_MAX} LIMIT {INT64_MAX}"), 0, ""),
    Case("argument not UTF-8 (query)", _query(f'MATCH (v:player) WHERE v.name == "{ARG_BYTE}" RETURN v'), 2, "error: argument 2 is not UTF-8 text"),
    Case("argument not UTF-8 (ask)", lambda tmp, graph, url: ["ask", f"Who is {ARG_BYTE}?", "--graph", str(graph)], 2, "error: argument 2 is not UTF-8 text"),
    Case("demos add, unknown space", _unknown_space, 2, "error: --space nowhere: the graph has no such space"),
    Case("server timeout_s typed (nebula)", lambda tmp, graph, url: ["query", "MATCH (v) RETURN v", "--graph", "nebula://root@127.0.0.1:9/s?timeout_s=abc"], 2, "error: option timeout_s='abc' must be a number"),
    Case("server timeout_s typed (neo4j)", lambda tmp, graph, url: ["query", "MATCH (v) RETURN v", "--graph", "neo4j://u:p@127.0.0.1:9?timeout_s=abc"], 2, "error: option timeout_s='abc' must be a number"),
    Case("server count typed", lambda tmp, graph, url: ["query", "MATCH (v) RETURN v", "--graph", "nebula://root@127.0.0.1:9/s?pool_size=1.5"], 2, "error: option pool_size=1.5 must be a whole number"),
    Case("lone surrogate in config.yaml", _surrogate_config, 2, "error: "),
    Case("lone surrogate in pipeline config", _surrogate_pipeline_config, 2, "error: "),
    Case("lone surrogate in dataset", _surrogate_dataset, 2, "error: "),
    Case("lone surrogate in demos", _surrogate_demos, 2, "error: "),
    Case("lone surrogate escape in a query", _query(f'YIELD "{SURROGATE_ESCAPE}" AS x'), 2, "error: invalid unicode escape: U+D800 is a lone surrogate"),
    Case("lone surrogate escape in a write", lambda tmp, graph, url: ["query", f'INSERT VERTEX team(name) VALUES "t9":("{SURROGATE_ESCAPE}")', "--graph", url + "&read_only=false", "--allow-writes"], 2, "error: invalid unicode escape"),
    Case("surrogate pair escape is one character", lambda tmp, graph, url: ["query", 'YIELD "\\ud83d\\ude00" AS x', "--graph", url, "--json"], 0, ""),
]  # fmt: skip

MESSAGES = {
    "config.yaml not UTF-8": "config.yaml is not UTF-8 text (byte 0xff at offset",
    "CSV not UTF-8": "team.csv is not UTF-8 text (byte 0xff at offset",
    "CSV field over 128 KiB": "team.csv:",
    "pipeline config not UTF-8": f"pipeline.yaml is not UTF-8 text (byte 0xff at offset {PIPELINE_CONFIG.index(NOT_UTF8)})",
    "lint dataset not UTF-8": f"dev.jsonl is not UTF-8 text (byte 0xff at offset {DATASET.index(NOT_UTF8)})",
    "lone surrogate in config.yaml": "config.yaml: the text '\\ud800' holds a lone surrogate U+D800",
    "lone surrogate in pipeline config": "pipeline.yaml: the text '\\ud800' holds a lone surrogate U+D800",
    "lone surrogate in dataset": "dev.jsonl:1: the text 'GO FROM \"\\ud800\" OVER follow' holds a lone surrogate",
    "lone surrogate in demos": "demos.jsonl:1: the text 'Who \\ud800?' holds a lone surrogate U+D800",
}


@pytest.fixture(scope="module")
def store_url(tiny_graph: Path, tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("bad-input") / "g.sqlite"
    with GraphStore(path) as store:
        load_graph(tiny_graph, store, progress=False)
    return f"embedded://{path}?space=tiny"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_is_one_line_and_exit_code_2(
    case: Case, tiny_graph: Path, store_url: str, tmp_path: Path
) -> None:
    result = cli_runner().invoke(cli, case.args(tmp_path, tiny_graph, store_url))
    assert "Traceback" not in result.stderr + result.stdout
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), (
        result.exception
    )
    assert result.exit_code == case.code, result.stderr
    if case.message:
        assert result.stderr.startswith(case.message), result.stderr
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert MESSAGES.get(case.name, "") in result.stderr


def test_a_surrogate_pair_escape_is_its_character(store_url: str) -> None:
    result = cli_runner().invoke(
        cli, ["query", 'YIELD "\\ud83d\\ude00" AS x', "--graph", store_url, "--json"]
    )
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["rows"] == [["\U0001f600"]]


@pytest.mark.parametrize(
    ("value", "shown"), [("a\ud800b", "a\\ud800b"), ("é😀", "é😀"), ("\udced", "\\udced")]
)
def test_values_a_database_returns_with_lone_surrogates_print(value: str, shown: str) -> None:
    assert printable(value) == shown


@pytest.fixture(scope="module")
def ladybug_url(tiny_graph: Path, tmp_path_factory: pytest.TempPathFactory) -> str:
    pytest.importorskip("real_ladybug")
    from r3.graph.ladybug import LadybugBackend

    path = tmp_path_factory.mktemp("bad-input-lbug") / "tiny.lbdb"
    with LadybugBackend(path, read_only=False) as lb:
        lb.load_graph(tiny_graph)
    return f"ladybug://{path}"


@pytest.mark.parametrize(
    ("query", "code", "message"),
    [
        (f"MATCH (v:player) RETURN v.name LIMIT {INT64_MAX + 1}", 2, "error: Out of range"),
        (f"MATCH (v:player) RETURN v.name SKIP {INT64_MAX + 1} LIMIT 1", 2, "error: Out of range"),
        (f"MATCH (v:player) RETURN v.name SKIP {INT64_MAX} LIMIT {INT64_MAX}", 0, ""),
        (f"MATCH (v:player) RETURN v.name LIMIT -{INT64_MAX + 1}", 2, "error: LIMIT cannot be negative"),
        (f"MATCH (v:player) RETURN v.name LIMIT {INT64_MAX} + 1", 1, "error: "),  # overflows while running
        (f"RETURN '{SURROGATE_ESCAPE}' AS x", 2, "error: invalid unicode escape"),
    ],
)
def test_ladybug_skip_limit_and_escapes_are_one_line(
    ladybug_url: str, query: str, code: int, message: str
) -> None:
    result = cli_runner().invoke(cli, ["query", query, "--graph", ladybug_url])
    assert "Traceback" not in result.stderr + result.stdout
    assert result.exit_code == code, result.stderr
    if message:
        assert result.stderr.startswith(message) and len(result.stderr.strip().splitlines()) == 1, (
            result.stderr
        )
