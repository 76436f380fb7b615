"""Run NebulaGraph's Gherkin conformance scenarios (the TCK) on the embedded engine.

Why our own runner and not pytest-bdd: the scenarios are data, not tests of this repository,
and what the lead needs is a table of how many *assertions* the engine satisfies, per folder,
with the reason of every failure — not a pass/fail per scenario that stops at the first step.

What runs, and why:

- Scenarios on ``Given a graph with space named "nba"`` run on NebulaGraph's nba test graph
  (``datasets/nebula-nba`` of the reference data, or ``data_dir``), loaded once into an
  in-memory store and shared read-only: each scenario gets a new session on it, and its
  queries run with ``allow_writes=False``, so an unnoticed write fails instead of leaking.
- A scenario whose queries write (found on their AST), and one that starts from ``Given an
  empty graph`` + ``load "nba" csv data to a new space``, runs on a *fresh copy* of the graph
  with writes allowed; the copy is dropped afterwards. The graph loads in a fraction of a
  second, so copying by reloading is simpler than any snapshot machinery.
- ``Given any graph`` scenarios (expressions that need no data) run on the shared nba copy;
  scenarios with no ``Given`` at all (``function/round.feature`` …) run in a session with no
  space chosen, on an empty store, as a fresh NebulaGraph console session would.
- The graph is loaded from the importer config, then string props spelled ``null``, ``Null``,
  ``NULL`` or ``__NULL__`` are set to NULL (:func:`apply_harness_nulls`): NebulaGraph's test
  harness imports its CSVs that way — the scenarios expect ``("Null1" :player{age: -1, name:
  NULL})`` for ``null.csv`` — whereas nebula-importer, which the nl2gql gold results were
  recorded with, keeps them as text.
- Scenarios that build their own graph run on an empty store with writes allowed: ``Given an
  empty graph``, ``create a space with following options`` (a ``CREATE SPACE`` with the
  table's options, then ``USE``), ``having executed`` (setup queries that must succeed, as in
  NebulaGraph's harness), ``submit a job`` (a query like any other), ``load "nba" csv data
  to a new space`` (a fresh nba copy, at any point of the scenario). A setup query that
  fails fails every later checking step of the scenario, with the setup's error: NebulaGraph
  runs those queries, so an engine that cannot is wrong, not out of scope.
- ``Given a graph with space named "nba_int_vid"`` runs on the nba graph with every vid
  hashed to INT64, and its expected tables are read through the same hash, as NebulaGraph's
  harness reads them (:mod:`r3.eval.tck.int_vid`; also "… and the columns N should be hashed").
- Everything else is *skipped*, not failed: other spaces (``student`` …), ``@skip`` tags and
  step kinds the runner does not know (users, parameters: the rest of such a scenario is
  skipped).

Counting: only steps that check something count — result tables, error assertions, ``the
execution should be successful``. ``the execution plan should be`` is ignored (plans are
NebulaGraph's own), as are ``no side effects``, ``wait N seconds``, ``wait the job to finish``,
``wait all indexes ready`` and ``drop the used space`` (the store is dropped with the scenario).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from r3.engine.context import Limits
from r3.engine.engine import Engine
from r3.engine.geo import normalise as normalise_wkt
from r3.engine.loader import load_graph
from r3.engine.runner import QueryOutcome, run_query
from r3.engine.storage import GraphStore
from r3.engine.storage_codec import Props
from r3.errors import UserInputError, one_line
from r3.eval.replay import locate_shared
from r3.eval.tck.gherkin import FeatureFile, Scenario, Step, iter_feature_files, read_feature
from r3.eval.tck.int_vid import NBA_INT_VID, hashed_cell, hashed_ids, int_vid_copy
from r3.lang.writes import parsed_writes
from r3.values import Value, ValueParseError, parse_cell, rows_equal

if TYPE_CHECKING:  # PEP 692 keyword types; typing.Unpack needs Python 3.11
    from typing_extensions import Unpack

PASSED = "passed"
FAILED = "failed"
SKIPPED = "skipped"

_GIVEN_SPACE = re.compile(r'^a graph with space named "([^"]*)"$')
_GIVEN_ANY = re.compile(r"^any graph$")
_GIVEN_EMPTY = re.compile(r"^an empty graph$")
_LOAD_CSV = re.compile(r'^load "([^"]*)" csv data to a new space$')
_QUERY = re.compile(
    r"^(executing|profiling|try to execute) query"
    r"( via graph \d+| and retrying it on failure every \d+ seconds for \d+ times)?:?$"
)
_CREATE_SPACE = re.compile(r"^create a space with following options:?$")
_SETUP_QUERY = re.compile(r"^(having executed|submit a job):?$")
_HASHED = r"(?:,? and the columns ([\d, ]+) should be hashed)?"
_RESULT = re.compile(
    r"^the result should be, (in any order|in order)(, with relax comparison)?" + _HASHED + ":?$"
)
_INCLUDE = re.compile(r"^the result should (include|contain)(, with relax comparison)?" + _HASHED + ":?$")
_ERROR = re.compile(r"^an? (\w+) should be raised at (runtime|compile time)\s*:?\s*(.*)$")
_SUCCESS = re.compile(r"^the execution should be successful$")
_DEFINE = re.compile(r"^define some list variables:?$")
_IGNORED = re.compile(
    r"^(the execution plan should be:?|no side effects|wait \d+ seconds?|wait the job to finish"
    r"|wait all indexes ready|drop the used space)$"
)
_LIST_VAR = re.compile(r"<\[(\w+)\]>")

#: The spaces scenarios may name and this runner can provide: nba, and its int-vid copy.
NBA = "nba"
SPACES = (NBA, NBA_INT_VID)
#: String cells NebulaGraph's TCK harness imports as NULL.
HARNESS_NULLS = frozenset({"null", "Null", "NULL", "__NULL__"})


def default_nba_dir() -> Path:
    """NebulaGraph's nba test graph in the reference data (``$R3_SHARED`` or ``../shared``)."""
    return locate_shared() / "datasets" / "nebula-nba"


# --------------------------------------------------------------------------- records


class StepTiming(TypedDict):
    """How long the step's query ran (what every check passes on)."""

    elapsed_s: float


class StepExtras(TypedDict, total=False):
    """The optional facts of a :class:`StepRecord` a check fills in."""

    diff: str
    message_match: bool | None
    elapsed_s: float | None


@dataclass
class StepRecord:
    """One checking step: where it is, what ran, and how it came out."""

    feature: str  # path relative to the features folder
    folder: str  # the feature's folder relative to the features folder
    scenario: str
    line: int  # line of the checking (Then) step
    check: str  # "result" | "error" | "success" | "include"
    status: str  # passed | failed | skipped
    query: str | None = None
    reason: str = ""
    diff: str = ""
    #: Error steps: whether the expected message text appears in r3's message (a bonus).
    message_match: bool | None = None
    elapsed_s: float | None = None
    #: What the scenario ran on: "nba"/"nba_int_vid" (shared), "nba-copy"/"nba_int_vid-copy" (fresh),
    #: "empty" (an empty graph), "none" (no space); "" if not run.
    graph: str = ""

    def line_text(self) -> str:
        """``feature:line scenario: reason`` — one line per failure for reports."""
        return f"{self.feature}:{self.line} [{self.scenario}] {self.reason}"


@dataclass
class FolderStats:
    passed: int = 0
    failed: int = 0
    skipped: int = 0

    @property
    def rate(self) -> float | None:
        run = self.passed + self.failed
        return self.passed / run if run else None


@dataclass
class TckReport:
    """Every checking step of a run, and the numbers the CLI and the tests print."""

    records: list[StepRecord] = field(default_factory=list)
    #: Files that could not be read (Gherkin errors): reported, never counted as passed.
    unreadable: list[str] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(r.status == status for r in self.records)

    @property
    def passed(self) -> int:
        return self.count(PASSED)

    @property
    def failed(self) -> int:
        return self.count(FAILED)

    @property
    def skipped(self) -> int:
        return self.count(SKIPPED)

    @property
    def rate(self) -> float:
        run = self.passed + self.failed
        return self.passed / run if run else 0.0

    def failures(self) -> list[StepRecord]:
        return [r for r in self.records if r.status == FAILED]

    def by_folder(self) -> dict[str, FolderStats]:
        counts = Counter((r.folder, r.status) for r in self.records)
        folders = sorted({r.folder for r in self.records})
        return {f: FolderStats(counts[f, PASSED], counts[f, FAILED], counts[f, SKIPPED]) for f in folders}

    def error_classes(self) -> tuple[int, int]:
        """(error steps where r3 raised NebulaGraph's error class, error steps that ran)."""
        ran = [r for r in self.records if r.check == "error" and r.status != SKIPPED]
        return sum(r.status == PASSED for r in ran), len(ran)

    def message_matches(self) -> tuple[int, int]:
        """(error steps whose message also matched, passed error steps)."""
        passed_errors = [r for r in self.records if r.check == "error" and r.status == PASSED]
        return sum(bool(r.message_match) for r in passed_errors), len(passed_errors)

    def folder_table(self) -> str:
        """A fixed-width per-folder table: passed, failed, skipped and the pass rate."""
        rows = [("folder", "passed", "failed", "skipped", "rate")]
        for name, s in self.by_folder().items():
            rows.append((name or ".", str(s.passed), str(s.failed), str(s.skipped), _pct(s.rate)))
        total = FolderStats(self.passed, self.failed, self.skipped)
        rows.append(("total", str(total.passed), str(total.failed), str(total.skipped), _pct(total.rate)))
        widths = [max(len(r[i]) for r in rows) for i in range(5)]
        lines = []
        for i, row in enumerate(rows):
            cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
            lines.append("  ".join(cells))
            if i == 0 or i == len(rows) - 2:
                lines.append("  ".join("-" * w for w in widths))
        return "\n".join(lines)

    def summary_line(self) -> str:
        """The last line ``r3 tck`` prints: ``passed P, failed F, skipped S``."""
        return f"passed {self.passed}, failed {self.failed}, skipped {self.skipped}"

    def write_json(self, path: str | Path) -> None:
        matched, errors = self.message_matches()
        data = {
            "passed": self.passed,
            "failed": self.failed,
            "skipped": self.skipped,
            "error_classes_agreed": dict(zip(("agreed", "of"), self.error_classes(), strict=True)),
            "error_messages_matched": {"matched": matched, "of": errors},
            "folders": {k: asdict(v) for k, v in self.by_folder().items()},
            "unreadable": self.unreadable,
            "steps": [asdict(r) for r in self.records],
        }
        try:
            Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        except OSError as e:
            raise UserInputError(f"cannot write {path}: {e}") from e


def _pct(rate: float | None) -> str:
    return "-" if rate is None else f"{100 * rate:.1f}%"


# --------------------------------------------------------------------------- the runner


class TckRunner:
    """Runs feature files on the embedded engine; see the module docstring for the rules.

    ``limits`` guard every query (the default stops one after 10 s); a query that ignores
    its deadline is interrupted at twice that (main thread only).
    """

    def __init__(self, data_dir: str | Path | None = None, *, limits: Limits | None = None) -> None:
        self.data_dir = Path(data_dir) if data_dir is not None else default_nba_dir()
        if not self.data_dir.exists():
            raise UserInputError(
                f"nba graph not found at {self.data_dir} (pass --data DIR or set R3_SHARED to the shared/ folder)"
            )
        self.limits = limits if limits is not None else Limits(timeout_s=10.0)
        self.hard_limit_s = self.limits.timeout_s * 2 + 1
        self._shared: dict[str, GraphStore] = {}

    # ------------------------------------------------------------------ graphs
    def fresh_store(self, space: str = NBA) -> GraphStore:
        """A private in-memory copy of the nba graph (``nba_int_vid``: with hashed INT64 vids)."""

        store = GraphStore()
        load_graph(self.data_dir, store, NBA, progress=False)
        apply_harness_nulls(store, NBA)
        return int_vid_copy(store, NBA) if space == NBA_INT_VID else store

    def shared_store(self, space: str = NBA) -> GraphStore:
        """The graph of ``space`` every read-only scenario shares (loaded on first use)."""
        if space not in self._shared:
            self._shared[space] = self.fresh_store(space)
        return self._shared[space]

    # ------------------------------------------------------------------ running
    def run(
        self,
        features_dir: str | Path,
        *,
        pattern: str | None = None,
        on_feature: Callable[[str], None] | None = None,
    ) -> TckReport:
        """Run every ``*.feature`` below ``features_dir`` (``pattern``: see :func:`select`)."""
        root = Path(features_dir)
        if not root.is_dir():
            raise UserInputError(f"features folder {root} does not exist")
        report = TckReport()
        for path in iter_feature_files(root):
            rel = path.relative_to(root).as_posix()
            if on_feature is not None:
                on_feature(rel)
            try:
                feature = read_feature(path)
            except UserInputError as e:
                report.unreadable.append(str(e))
                continue
            report.records.extend(self.run_feature(feature, rel, pattern=pattern))
        return report

    def run_feature(self, feature: FeatureFile, rel: str, *, pattern: str | None = None) -> list[StepRecord]:
        folder = rel.rsplit("/", 1)[0] if "/" in rel else ""
        out: list[StepRecord] = []
        for scenario in feature.scenarios:
            if select(rel, scenario.name, pattern):
                out.extend(_ScenarioRun(self, rel, folder, scenario).run())
        return out


def apply_harness_nulls(store: GraphStore, space: str) -> int:
    """Set string props spelled like NULL (:data:`HARNESS_NULLS`) to NULL; returns how many.

    See the module docstring: this is how NebulaGraph's own test harness loads the nba CSVs.
    """
    sp = store.space(space)

    def nulls(props: Props) -> dict[str, None]:
        return {k: None for k, v in props.items() if isinstance(v, str) and v in HARNESS_NULLS}

    vertex_changes = [
        (rec.vid, tag, changes)
        for rec in sp.scan_vertices()
        for tag, props in rec.tags.items()
        if (changes := nulls(props))
    ]
    edge_changes = [(rec, changes) for rec in sp.scan_edges() if (changes := nulls(rec.props or {}))]
    if vertex_changes or edge_changes:
        with sp.batch() as batch:
            for vid, tag, changes in vertex_changes:
                batch.update_vertex(vid, tag, changes)
            for rec, changes in edge_changes:
                batch.update_edge(rec.src, rec.type, rec.dst, rec.rank, changes)
    return sum(len(c) for *_, c in vertex_changes) + sum(len(c) for _, c in edge_changes)


def select(feature: str, scenario: str, pattern: str | None) -> bool:
    """``-k PATTERN``: a case-insensitive substring of ``feature-path::scenario-name``.

    Several words separated by spaces must all occur; a word starting with ``not:`` must not.
    """
    if not pattern:
        return True
    text = f"{feature}::{scenario}".lower()
    for word in pattern.lower().split():
        if word.startswith("not:"):
            if word[4:] in text:
                return False
        elif word not in text:
            return False
    return True


def run_tck(
    features_dir: str | Path,
    *,
    data_dir: str | Path | None = None,
    pattern: str | None = None,
    limits: Limits | None = None,
    on_feature: Callable[[str], None] | None = None,
) -> TckReport:
    """Run the TCK below ``features_dir`` on the nba graph at ``data_dir`` (default: reference data)."""
    return TckRunner(data_dir, limits=limits).run(features_dir, pattern=pattern, on_feature=on_feature)


# --------------------------------------------------------------------------- one scenario


def _check_kind(step: Step) -> str | None:
    """What a step checks (``result``/``include``/``error``/``success``), None if nothing."""
    if _RESULT.match(step.text):
        return "result"
    if _INCLUDE.match(step.text):
        return "include"
    if _ERROR.match(step.text):
        return "error"
    if _SUCCESS.match(step.text):
        return "success"
    return None


class _ScenarioRun:
    """The state of one scenario: its graph, its session, the last query's outcome."""

    def __init__(self, runner: TckRunner, feature: str, folder: str, scenario: Scenario) -> None:
        self.runner = runner
        self.feature = feature
        self.folder = folder
        self.scenario = scenario
        self.steps = scenario.background + scenario.steps
        self.engine: Engine | None = None
        self.graph = ""
        self.query: str | None = None
        self.outcome: QueryOutcome | None = None
        self.variables: dict[str, str] = {}
        self.records: list[StepRecord] = []
        #: On ``nba_int_vid`` the expected vids are hashed, as NebulaGraph's harness does.
        self.int_vid = False

    def record(self, step: Step, status: str, reason: str = "", **extra: Unpack[StepExtras]) -> None:
        kind = _check_kind(step) or "?"
        self.records.append(
            StepRecord(
                self.feature,
                self.folder,
                self.scenario.name,
                step.line,
                kind,
                status,
                query=self.query,
                reason=reason,
                graph=self.graph,
                **extra,
            )
        )

    def skip_rest(self, steps: Iterable[Step], reason: str) -> list[StepRecord]:
        for step in steps:
            if _check_kind(step) is not None:
                self.record(step, SKIPPED, reason)
        return self.records

    def fail_rest(self, steps: Iterable[Step], reason: str) -> list[StepRecord]:
        for step in steps:
            if _check_kind(step) is not None:
                self.record(step, FAILED, reason)
        return self.records

    def run(self) -> list[StepRecord]:
        tags = {t.lower() for t in self.scenario.tags}
        if "skip" in tags:
            return self.skip_rest(self.steps, "@skip tag")
        out_of_scope = self.out_of_scope()
        if out_of_scope is not None:
            return self.skip_rest(self.steps, out_of_scope)
        writes = self.builds_graph() or self.writes()
        for i, step in enumerate(self.steps):
            text = step.text
            given = _GIVEN_SPACE.match(text) or _GIVEN_ANY.match(text)
            if given:
                self.open_nba(fresh=writes, space=given.group(1) if given.groups() else NBA)
            elif _GIVEN_EMPTY.match(text):
                self.open_empty()
            elif _LOAD_CSV.match(text):
                self.open_nba(fresh=True)
            elif _CREATE_SPACE.match(text) or _SETUP_QUERY.match(text):
                failed = self.setup(step)
                if failed is not None:
                    return self.fail_rest(
                        self.steps[i + 1 :], f"setup failed ({step.text.rstrip(':')}): {failed}"
                    )
            elif _QUERY.match(text):
                self.execute(step, writes)
            elif _check_kind(step) is not None:
                self.check(step)
            elif _DEFINE.match(text):
                self.define(step)
            elif _IGNORED.match(text):
                continue
            else:
                return self.skip_rest(self.steps[i + 1 :], f"unsupported step: {step.keyword} {text}")
        return self.records

    def out_of_scope(self) -> str | None:
        """Why the scenario cannot run here (a space or data set not provided), or None."""
        for step in self.steps:
            m = _GIVEN_SPACE.match(step.text) or _LOAD_CSV.match(step.text)
            if m and (m.group(1) not in SPACES or (m.re is _LOAD_CSV and m.group(1) != NBA)):
                return f"space {m.group(1)!r} is not provided (only {' and '.join(map(repr, SPACES))})"
        return None

    def builds_graph(self) -> bool:
        """Whether the scenario makes its own graph (then writes are allowed from the start)."""
        return any(_GIVEN_EMPTY.match(s.text) or _LOAD_CSV.match(s.text) for s in self.steps)

    def open_nba(self, *, fresh: bool, space: str = NBA) -> None:
        """A session on the nba graph (or its int-vid copy): the shared store, or a private
        one for a scenario that writes."""
        store = self.runner.fresh_store(space) if fresh else self.runner.shared_store(space)
        self.engine = Engine(store, space=space, limits=self.runner.limits)
        self.graph = f"{space}-copy" if fresh else space
        self.int_vid = space == NBA_INT_VID

    def open_empty(self) -> None:
        """``an empty graph``: a session on an empty store with no space chosen."""
        self.engine = Engine(GraphStore(), limits=self.runner.limits)
        self.graph = "empty"
        self.int_vid = False

    def session(self) -> Engine:
        """The scenario's session; with no ``Given`` at all, an empty store and no space."""
        if self.engine is None:
            self.engine = Engine(GraphStore(), limits=self.runner.limits)
            self.graph = "none"
        return self.engine

    def setup(self, step: Step) -> str | None:
        """Run a setup step (``create a space …``, ``having executed``, ``submit a job``).

        Returns None when it succeeded, else the error line. Setup queries must succeed, as in
        NebulaGraph's harness, so they run with writes allowed whatever the graph.
        """
        if _CREATE_SPACE.match(step.text):
            query = create_space_query(step.table or [])
            # NebulaGraph's harness hashes the expected vids of any INT64-vid space it made
            self.int_vid = any(
                len(row) == 2
                and row[0].strip().lower() == "vid_type"
                and row[1].strip().lower().startswith("int")
                for row in step.table or []
            )
        else:
            query = step.docstring or ""
        outcome = run_query(self.session(), query, allow_writes=True, hard_limit_s=self.runner.hard_limit_s)
        return None if outcome.ok else outcome.error_line()

    def writes(self) -> bool:
        """Whether any query of the scenario writes (then it runs on a fresh copy)."""

        return any(
            parsed_writes(step.docstring, "ngql")
            for step in self.steps
            if step.docstring is not None and (_QUERY.match(step.text) or _SETUP_QUERY.match(step.text))
        ) or any(_CREATE_SPACE.match(step.text) for step in self.steps)

    def execute(self, step: Step, writes: bool) -> None:
        query = step.docstring or ""
        if step.text.startswith("profiling"):
            # NebulaGraph's harness wraps the query: PROFILE {…}; the result is the query's.
            query = "PROFILE {" + query.strip().rstrip(";") + "}"
        self.query = query
        self.outcome = run_query(
            self.session(), query, allow_writes=writes, hard_limit_s=self.runner.hard_limit_s
        )

    def define(self, step: Step) -> None:
        """``define some list variables``: each column becomes a list usable as ``<[name]>``."""
        table = step.table or []
        if not table:
            return
        header, *rows = table
        for j, name in enumerate(header):
            cells = [row[j] for row in rows if j < len(row) and row[j].strip()]
            self.variables[name] = "[" + ", ".join(cells) + "]"

    def check(self, step: Step) -> None:
        kind = _check_kind(step)
        out = self.outcome
        if out is None:
            self.record(step, SKIPPED, "no query ran before this step")
            return
        extra: StepTiming = {"elapsed_s": round(out.elapsed_s, 4)}
        if kind == "error":
            self.check_error(step, out, extra)
            return
        if out.result is None:
            self.record(step, FAILED, f"query failed: {out.error_line()}", **extra)
            return
        if kind == "success":
            self.record(step, PASSED, **extra)
            return
        self.check_table(step, out, kind, extra)

    def check_error(self, step: Step, out: QueryOutcome, extra: StepTiming) -> None:
        m = _ERROR.match(step.text)
        assert m is not None
        want, message = m.group(1), m.group(3).strip()
        if out.result is not None:
            self.record(
                step,
                FAILED,
                f"expected {want}, the query succeeded with {len(out.result.rows)} rows",
                **extra,
            )
            return
        if out.error is None:
            self.record(step, FAILED, f"expected {want}, got {out.error_line()}", **extra)
            return
        got = out.error.error_class
        text = str(out.error)
        matched = (message in text) if message else None
        if got != want:
            self.record(
                step, FAILED, f"expected {want}, got {got}: {one_line(text)}", message_match=matched, **extra
            )
            return
        self.record(step, PASSED, message_match=matched, **extra)

    def check_table(self, step: Step, out: QueryOutcome, kind: str | None, extra: StepTiming) -> None:
        assert out.result is not None
        m = _RESULT.match(step.text) or _INCLUDE.match(step.text)
        assert m is not None
        relax = m.group(2) is not None
        ordered = kind == "result" and m.group(1) == "in order"
        table = step.table or []
        if not table:
            self.record(step, SKIPPED, "result step without a table", **extra)
            return
        header, *body = table
        if list(out.result.columns) != header:
            self.record(
                step,
                FAILED,
                f"columns differ: got {list(out.result.columns)}, expected {header}",
                **extra,
            )
            return
        hashed = {int(i) for i in re.split(r"[,\s]+", m.group(3) or "") if i}
        try:
            expected = [tuple(self.expected_cell(c, j in hashed) for j, c in enumerate(row)) for row in body]
        except ValueParseError as e:
            # Not the engine's fault: reported as skipped with the reason, for the values' owner.
            self.record(step, SKIPPED, f"expected table unreadable: {one_line(str(e))}", **extra)
            return
        comparison = rows_equal(out.result.rows, expected, ordered=ordered, relax=relax)
        # "include": every expected row is there; extra rows are fine.
        ok = not comparison.missing if kind == "include" else comparison.equal
        if ok:
            self.record(step, PASSED, **extra)
            return
        diff = comparison.diff(limit=10)
        first = "; ".join(line.strip() for line in diff.splitlines()[:3])
        self.record(step, FAILED, one_line(first), diff=diff, **extra)

    def expected_cell(self, cell: str, hashed: bool) -> Value:
        """A cell of an expected table as a value; on ``nba_int_vid`` with its vids hashed
        (and hashed whole in a column the step names), as NebulaGraph's harness reads it."""
        text = self.expand(cell)
        if _WKT_CELL.match(text):
            # NebulaGraph's harness prints a geography bare, as WKT; the engine holds it as text
            return normalise_wkt(text)
        value = parse_cell(text)
        if hashed:
            value = hashed_cell(value)
        return hashed_ids(value) if self.int_vid else value

    def expand(self, cell: str) -> str:
        """Replace ``<[name]>`` with a list variable defined earlier in the scenario."""
        if "<[" not in cell:
            return cell
        return _LIST_VAR.sub(lambda m: self.variables.get(m.group(1), m.group(0)), cell)


#: A bare geography cell (``POINT(3 8)``, ``LINESTRING(…)``, ``POLYGON((…))``).
_WKT_CELL = re.compile(r"^\s*(?:POINT|LINESTRING|POLYGON)\s*\(.*\)\s*$", re.IGNORECASE | re.DOTALL)

#: The space ``create a space with following options`` makes (NebulaGraph's harness: a random
#: ``EmptyGraph_…`` name; scenarios never name it).
CREATED_SPACE = "EmptyGraph_r3"


def create_space_query(table: list[list[str]]) -> str:
    """``CREATE SPACE … ; USE …`` for the harness step's ``| option | value |`` rows.

    The options are written as NebulaGraph's harness writes them (``vid_type=FIXED_STRING(20)``,
    ``charset=utf8``); a row that is not a pair is ignored.
    """
    options = ", ".join(
        f"{row[0].strip()}={row[1].strip()}" for row in table if len(row) == 2 and row[0].strip()
    )
    clause = f"({options})" if options else ""
    return f"CREATE SPACE IF NOT EXISTS {CREATED_SPACE}{clause}; USE {CREATED_SPACE}"


def iter_failures(report: TckReport) -> Iterator[str]:
    """One line per failed step, for test messages and the CLI."""
    for r in report.failures():
        yield r.line_text()


__all__ = [
    "FAILED",
    "PASSED",
    "SKIPPED",
    "FolderStats",
    "StepRecord",
    "TckReport",
    "TckRunner",
    "default_nba_dir",
    "iter_failures",
    "run_tck",
    "select",
]
