"""Paper mode reproduces the benchmark's ``schema_code`` (and the shape of ``schema_text``).

The expected texts are read from dev.jsonl at test time (never copied into the repository)
and compared modulo whitespace: the paper's hand-written texts space ``=`` and blank lines
irregularly, which carries no information.

What the schema and the data cannot give is spelled out here, not hidden: harrypotter's
class descriptions (``#The Characters in Novels, …``) and its ``# rel_type such as …`` note
are free text written by the paper's authors. The command must reproduce everything else
(endpoint comments such as ``#character-->group`` are read from the stored edges); given
those descriptions as input (as a DDL ``COMMENT`` would give them) the text is reproduced whole.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from r3.cli import cli
from r3.engine.engine import Engine
from r3.lang.ddl import load_space_schema
from r3.represent.schema_code import fill_edge_endpoints, render_schema_code, render_schema_text

pytestmark = pytest.mark.conformance

SPACES = ("nba", "harrypotter")
_ENDPOINT = re.compile(r"^#\s*\w+\s*-->\s*\w+$")


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _expected(dev_rows: list[dict], space: str, field: str) -> str:
    """The text of ``field`` for ``space``: the one most rows carry (a few rows are corrupted)."""
    texts = Counter(row[field] for row in dev_rows if row["space"] == space)
    assert texts, f"no dev rows for space {space}"
    return texts.most_common(1)[0][0]


def _graphs(shared_dir: Path) -> Path:
    return shared_dir / "datasets" / "nl2gql" / "graphs"


def _cli_paper(shared_dir: Path, space: str, fmt: str = "code") -> str:
    args = ["schema", "--graphs", str(_graphs(shared_dir)), "--space", space, "--format", fmt, "--paper"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    return result.stdout  # the hint about undocumented items goes to stderr


def _repair_mojibake(line: str) -> str:
    """The dataset stores one UTF-8 comment decoded as GBK (``鐖朵翰`` for ``父亲``): undo that."""
    try:
        return line.encode("gbk").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return line


def _description_lines(code: str) -> list[str]:
    """Comment lines inside classes that are not endpoint comments: free-text descriptions."""
    return [
        line.strip()
        for line in code.splitlines()
        if line.startswith((" ", "\t")) and line.strip().startswith("#") and not _ENDPOINT.match(line.strip())
    ]


def test_nba_code_equals_the_benchmark(shared_dir: Path, dev_rows: list[dict]) -> None:
    assert _squash(_cli_paper(shared_dir, "nba")) == _squash(_expected(dev_rows, "nba", "schema_code"))


def test_harrypotter_code_equals_the_benchmark_but_for_free_text(
    shared_dir: Path, dev_rows: list[dict]
) -> None:
    expected = _expected(dev_rows, "harrypotter", "schema_code")
    described = _description_lines(expected)
    assert len(described) == 4, described  # three class descriptions and one property note
    without = "\n".join(line for line in expected.splitlines() if line.strip() not in described)
    got = _cli_paper(shared_dir, "harrypotter")
    assert _squash(got) == _squash(without)
    assert "#character-->group" in got  # read from the data, not written anywhere


def test_harrypotter_code_is_whole_given_the_descriptions(shared_dir: Path, dev_rows: list[dict]) -> None:
    expected = "\n".join(
        _repair_mojibake(line) for line in _expected(dev_rows, "harrypotter", "schema_code").splitlines()
    )
    schema = load_space_schema(_graphs(shared_dir), "harrypotter")
    fill_edge_endpoints(schema, Engine.open_graph(_graphs(shared_dir) / "harrypotter", "harrypotter"))
    samples: dict[str, dict[str, list[str]]] = {}
    current = None
    for line in expected.splitlines():
        head = re.match(r"^class (\w+)\(", line)
        if head:
            current = schema.item(head.group(1))
            continue
        note = line.strip()
        if not line.startswith((" ", "\t")):
            current = None  # a section header (# Edges) ends the class
        if current is None or not note.startswith("#") or _ENDPOINT.match(note):
            continue
        such = re.match(r"^#\s*(\w+) such as (.+)$", note)
        if such:
            samples.setdefault(current.name, {})[such.group(1)] = such.group(2).split()
        else:
            current.comment = note.lstrip("#").strip()
    got = render_schema_code(schema, paper=True, sample_values=samples)
    assert _squash(got) == _squash(expected)


def _text_items(text: str) -> tuple[list[tuple[str, list[str]]], list[tuple[str, list[str]]]]:
    """(node items, edge items) of a paper plain-text schema, whatever its quoting/labels."""
    sections = re.split(r"the (?:node|edge) type:", text)[1:]
    assert len(sections) == 2, text

    def items(section: str) -> list[tuple[str, list[str]]]:
        found = re.findall(r"['\"](\w+)['\"]:\[([^\]]*)\]", section)
        return [(name, [p.strip() for p in props.split(",") if p.strip()]) for name, props in found]

    return items(sections[0]), items(sections[1])


@pytest.mark.parametrize("space", SPACES)
def test_text_has_the_benchmark_items_in_order(shared_dir: Path, dev_rows: list[dict], space: str) -> None:
    """Same node/edge types in the same order; the benchmark lists a prefix of each item's props.

    (Its hand-edited texts drop properties by no rule: nba's ``teammate`` keeps ``start_year``
    only, harrypotter's edges keep none. r3 lists them all.)
    """
    want_nodes, want_edges = _text_items(_expected(dev_rows, space, "schema_text"))
    got = _cli_paper(shared_dir, space, fmt="text")
    assert _squash(got) == _squash(render_schema_text(load_space_schema(_graphs(shared_dir), space)))
    got_nodes, got_edges = _text_items(got)
    for want, have in ((want_nodes, got_nodes), (want_edges, got_edges)):
        assert [n for n, _ in want] == [n for n, _ in have]
        for (name, want_props), (_, have_props) in zip(want, have, strict=True):
            assert have_props[: len(want_props)] == want_props, name
