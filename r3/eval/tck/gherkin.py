"""A small reader for the Gherkin ``.feature`` files of NebulaGraph's test suite.

Why our own and not the ``gherkin`` package: the subset NebulaGraph uses is small (Feature,
tags, Background, Scenario, Scenario Outline + Examples, steps with docstrings and tables),
we want plain dataclasses with line numbers for error reports, and no extra dependency.
Scenario Outlines are expanded here, one :class:`Scenario` per Examples row, so consumers
never see ``<placeholders>``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from r3.errors import UserInputError

STEP_KEYWORDS = ("Given", "When", "Then", "And", "But", "*")
_SCENARIO_WORDS = ("Scenario Outline", "Scenario Template", "Scenario", "Example")
_EXAMPLES_WORDS = ("Examples", "Scenarios")
_PLACEHOLDER = re.compile(r"<([^<>\s][^<>]*)>")


@dataclass
class Step:
    """One step: ``keyword`` as written (``When``, ``And`` …), the rest of the line as ``text``.

    ``docstring`` is the ``\"\"\"`` block below the step (indentation removed), ``table``
    the ``| a | b |`` rows below it (cells stripped, escapes resolved), if any.
    """

    keyword: str
    text: str
    line: int
    docstring: str | None = None
    table: list[list[str]] | None = None


@dataclass
class Scenario:
    """A scenario (or one expanded row of a Scenario Outline). ``tags`` include the feature's.

    ``background`` holds the feature's Background steps with this scenario's example values
    filled in (NebulaGraph puts ``<space_name>`` placeholders there), so a runner can run
    ``background + steps`` as they are.
    """

    name: str
    tags: list[str]
    line: int
    steps: list[Step]
    outline: bool = False
    example: dict[str, str] | None = None
    background: list[Step] = field(default_factory=list)


@dataclass
class FeatureFile:
    """A parsed ``.feature`` file.

    ``examples`` are feature-level Examples tables (a pytest-bdd extension NebulaGraph uses):
    they expand every Scenario Outline of the file that has no Examples of its own.
    """

    path: str
    name: str
    tags: list[str]
    background: list[Step] = field(default_factory=list)
    scenarios: list[Scenario] = field(default_factory=list)
    examples: list[tuple[list[str], list[list[str]]]] = field(default_factory=list)


class GherkinError(UserInputError):
    """A ``.feature`` file the reader cannot make sense of."""


def read_feature(path: str | Path) -> FeatureFile:
    """Read and parse one ``.feature`` file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except OSError as e:
        raise GherkinError(f"cannot read feature file {p}: {e}") from e
    return parse_feature(text, str(p))


def iter_feature_files(root: str | Path) -> Iterator[Path]:
    """Every ``*.feature`` below ``root``, in a stable (sorted) order."""
    yield from sorted(Path(root).rglob("*.feature"))


def parse_feature(text: str, path: str = "<string>") -> FeatureFile:
    """Parse the text of a ``.feature`` file."""
    return _Reader(text, path).read()


def split_table_row(line: str) -> list[str]:
    """``| a | b\\|c |`` -> ``['a', 'b|c']``: cells stripped, then ``\\|``, ``\\\\`` and ``\\n`` resolved."""
    body = line.strip()
    if not body.startswith("|"):
        raise ValueError(f"not a table row: {line!r}")
    cells: list[str] = []
    cur: list[str] = []
    i = 1
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            cur.append(body[i : i + 2])
            i += 2
            continue
        if ch == "|":
            cells.append(_unescape_cell("".join(cur).strip()))
            cur = []
        else:
            cur.append(ch)
        i += 1
    return cells


def _unescape_cell(raw: str) -> str:
    return re.sub(r"\\([|\\n])", lambda m: "\n" if m.group(1) == "n" else m.group(1), raw)


class _Reader:
    """Line-oriented state machine; Gherkin is simple enough not to need a grammar."""

    def __init__(self, text: str, path: str) -> None:
        self.lines = text.lstrip("\ufeff").splitlines()
        self.path = path
        self.i = 0

    def _error(self, msg: str) -> GherkinError:
        return GherkinError(f"{self.path}:{self.i + 1}: {msg}")

    def read(self) -> FeatureFile:
        feature: FeatureFile | None = None
        pending_tags: list[str] = []
        current: _Block | None = None
        blocks: list[_Block] = []
        background: list[Step] | None = None
        while self.i < len(self.lines):
            raw = self.lines[self.i]
            line = raw.strip()
            if not line or line.startswith("#"):
                self.i += 1
                continue
            if line.startswith("@"):
                pending_tags.extend(t for t in line.split() if t.startswith("@"))
                self.i += 1
                continue
            head, _, rest = line.partition(":")
            head = head.strip()
            if head == "Feature" and feature is None:
                feature = FeatureFile(self.path, rest.strip(), [t[1:] for t in pending_tags])
                pending_tags = []
                self.i += 1
                self._skip_description()
                continue
            if feature is None:
                raise self._error(f"expected 'Feature:' before {line!r}")
            if head == "Background":
                background = feature.background
                current = None
                self.i += 1
                self._skip_description()
                continue
            if head in _SCENARIO_WORDS:
                current = _Block(
                    name=rest.strip(),
                    tags=[t[1:] for t in pending_tags],
                    line=self.i + 1,
                    outline=head in ("Scenario Outline", "Scenario Template"),
                )
                blocks.append(current)
                pending_tags = []
                background = None
                self.i += 1
                self._skip_description()
                continue
            if head in _EXAMPLES_WORDS:
                ex_tags = [t[1:] for t in pending_tags]
                pending_tags = []
                self.i += 1
                target = feature.examples if current is None else current.examples
                target.append((ex_tags, self._read_table() or []))
                continue
            keyword = next((k for k in STEP_KEYWORDS if line == k or line.startswith(k + " ")), None)
            if keyword is None:
                raise self._error(f"unexpected line {line!r}")
            step = Step(keyword, line[len(keyword) :].strip(), self.i + 1)
            self.i += 1
            self._read_step_argument(step)
            if background is not None:
                background.append(step)
            elif current is not None:
                current.steps.append(step)
            else:
                raise self._error("step outside a Scenario or Background")
        if feature is None:
            raise GherkinError(f"{self.path}: no 'Feature:' line")
        for block in blocks:
            feature.scenarios.extend(block.expand(feature))
        return feature

    def _skip_description(self) -> None:
        """Free text below Feature/Scenario headers, up to the next keyword line."""
        while self.i < len(self.lines):
            line = self.lines[self.i].strip()
            head = line.partition(":")[0].strip()
            if (
                line.startswith(("@", "|", '"""', "```"))
                or head in _SCENARIO_WORDS + _EXAMPLES_WORDS + ("Background", "Feature")
                or any(line == k or line.startswith(k + " ") for k in STEP_KEYWORDS)
            ):
                return
            self.i += 1

    def _read_step_argument(self, step: Step) -> None:
        while self.i < len(self.lines) and (
            not self.lines[self.i].strip() or self.lines[self.i].strip().startswith("#")
        ):
            # Blank lines and comments may sit between a step and its argument.
            nxt = self._peek_content()
            if nxt is None or not nxt.startswith(('"""', "```", "|")):
                return
            self.i += 1
        if self.i >= len(self.lines):
            return
        line = self.lines[self.i].strip()
        if line.startswith(('"""', "```")):
            step.docstring = self._read_docstring()
        elif line.startswith("|"):
            step.table = self._read_table()

    def _peek_content(self) -> str | None:
        j = self.i
        while j < len(self.lines):
            s = self.lines[j].strip()
            if s and not s.startswith("#"):
                return s
            j += 1
        return None

    def _read_docstring(self) -> str:
        raw = self.lines[self.i]
        indent = len(raw) - len(raw.lstrip())
        fence = raw.strip()[:3]
        start = self.i + 1
        self.i += 1
        body: list[str] = []
        while self.i < len(self.lines):
            line = self.lines[self.i]
            if line.strip() == fence:
                self.i += 1
                return "\n".join(body)
            # Remove the fence's indentation, never more than the line has of whitespace.
            strip = min(indent, len(line) - len(line.lstrip()))
            body.append(line[strip:])
            self.i += 1
        raise GherkinError(f"{self.path}:{start}: docstring opened here is never closed")

    def _read_table(self) -> list[list[str]] | None:
        rows: list[list[str]] = []
        while self.i < len(self.lines):
            line = self.lines[self.i].strip()
            if line.startswith("|"):
                rows.append(split_table_row(line))
            elif not line.startswith("#") or not rows:
                break  # a blank line or any other text ends the table; comments may sit inside
            self.i += 1
        return rows or None


@dataclass
class _Block:
    name: str
    tags: list[str]
    line: int
    outline: bool
    steps: list[Step] = field(default_factory=list)
    examples: list[tuple[list[str], list[list[str]]]] = field(default_factory=list)

    def expand(self, feature: FeatureFile) -> list[Scenario]:
        tags = feature.tags + [t for t in self.tags if t not in feature.tags]
        if not self.outline:
            return [Scenario(self.name, tags, self.line, self.steps, background=feature.background)]
        out: list[Scenario] = []
        for ex_tags, table in self.examples or feature.examples:
            if not table:
                continue
            header, *rows = table
            for row in rows:
                values = dict(zip(header, row, strict=False))
                out.append(
                    Scenario(
                        _fill(self.name, values),
                        tags + [t for t in ex_tags if t not in tags],
                        self.line,
                        [_fill_step(s, values) for s in self.steps],
                        outline=True,
                        example=values,
                        background=[_fill_step(s, values) for s in feature.background],
                    )
                )
        return out


def _fill(text: str, values: dict[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def _fill_step(step: Step, values: dict[str, str]) -> Step:
    return Step(
        step.keyword,
        _fill(step.text, values),
        step.line,
        None if step.docstring is None else _fill(step.docstring, values),
        None if step.table is None else [[_fill(c, values) for c in row] for row in step.table],
    )


_QUERY_STEP = re.compile(
    r"^(executing query|profiling query|try to execute query|executing query with user\b.*)", re.I
)


def query_steps(scenario: Scenario) -> Iterator[tuple[Step, Step | None]]:
    """Each step that runs a query (``When executing query:`` and its kin, with a docstring),
    paired with the first ``Then`` step after it (``None`` if another query comes first)."""
    steps = scenario.background + scenario.steps
    for i, step in enumerate(steps):
        if step.docstring is None or not _QUERY_STEP.match(step.text):
            continue
        outcome = None
        for later in steps[i + 1 :]:
            if later.docstring is not None and _QUERY_STEP.match(later.text):
                break
            if later.keyword == "Then":
                outcome = later
                break
        yield step, outcome
