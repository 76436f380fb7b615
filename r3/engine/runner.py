"""Run one query under a guard, and keep a folder of graphs loaded: the evaluator's and the
pipeline's shared way of executing on the embedded engine.

Why here and not in ``r3.eval``: the serving pipeline's dry run (offline candidate selection)
and the evaluator both need "run this query and tell me what happened, never raise", and the
serving code must not depend on evaluation code. ``run_query`` turns every failure into a
:class:`QueryOutcome`; :class:`GraphPool` loads each space of a graphs folder once.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from r3.contracts.backend import ResultSet
from r3.engine.engine import Engine
from r3.engine.loader import load_graph
from r3.engine.storage import GraphStore
from r3.errors import QueryError, UserInputError, one_line


class HardTimeout(BaseException):
    """Raised inside a query that ignored its soft time limit (a loop that never checks it).

    A BaseException so that no ``except Exception`` inside the engine can swallow it.
    """


@contextmanager
def hard_time_limit(seconds: float | None) -> Iterator[None]:
    """Interrupt the block after ``seconds`` with :class:`HardTimeout` (SIGALRM; main thread only).

    Why on top of :class:`~r3.engine.context.Limits`: the engine checks its deadline in its
    traversal loops, but a runaway spot that never checks it (an evaluator loop, a huge sort)
    would stall a whole conformance run. Off threads or on platforms without ``setitimer``
    this is a no-op and only the engine's own limit applies.
    """
    usable = (
        seconds is not None
        and seconds > 0
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        yield
        return

    def on_alarm(signum: int, frame: FrameType | None) -> None:
        raise HardTimeout(f"query interrupted after {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, float(seconds or 0))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class QueryOutcome:
    """What running one query gave: a result, an r3 query error, or an engine crash."""

    result: ResultSet | None = None
    error: QueryError | None = None
    #: A non-r3 exception from inside the engine (a bug), or a hard timeout.
    crash: str | None = None
    elapsed_s: float = 0.0

    @property
    def ok(self) -> bool:
        return self.result is not None

    def error_line(self) -> str:
        """One line naming what went wrong (``SemanticError: …``), or ``""`` when it ran."""
        if self.error is not None:
            return f"{self.error.error_class}: {one_line(str(self.error))}"
        if self.crash is not None:
            return f"crash: {self.crash}"
        return ""


def run_query(engine: Engine, query: str, *, allow_writes: bool, hard_limit_s: float | None) -> QueryOutcome:
    """Run ``query`` on ``engine``, turning every failure into a :class:`QueryOutcome`.

    Catching every ``Exception`` is deliberate here and only here: a conformance run must
    record an engine bug as one failed item and go on to the next, not stop.
    """
    started = time.perf_counter()
    out = QueryOutcome()
    try:
        with hard_time_limit(hard_limit_s):
            out.result = engine.execute(query, allow_writes=allow_writes)
    except QueryError as e:
        out.error = e
    except HardTimeout as e:
        out.crash = str(e)
    except RecursionError:
        out.crash = "RecursionError: query too deeply nested"
    except Exception as e:  # noqa: BLE001 - see the docstring: an engine bug is a failed item
        out.crash = f"{type(e).__name__}: {one_line(str(e))}"
    out.elapsed_s = time.perf_counter() - started
    return out


# --------------------------------------------------------------------------- graphs


class GraphPool:
    """Spaces of a graphs directory, each loaded once into memory on first use.

    ``shared(space)`` is the read-only copy every row uses; ``fresh(space)`` loads a private
    copy for a row that writes. ``setup`` maps a space to write queries run on every copy
    right after loading it (see ``writes="prepared"`` of :class:`Replayer`); their failures
    are kept in ``setup_errors``. A :class:`~r3.contracts.backend.SpacePool` of nGQL stores only.
    """

    #: The answers to its spaces are nGQL (the engine's own dialect).
    dialect = "ngql"

    def __init__(self, graphs_dir: str | Path, setup: dict[str, list[str]] | None = None) -> None:
        self.graphs_dir = Path(graphs_dir)
        if not self.graphs_dir.is_dir():
            raise UserInputError(f"graphs folder {self.graphs_dir} does not exist (pass --graphs DIR)")
        self.setup = setup or {}
        self.setup_errors: dict[str, str] = {}
        self._stores: dict[str, GraphStore] = {}
        self._failed: dict[str, UserInputError] = {}

    def shared(self, space: str) -> GraphStore:
        if space in self._failed:
            raise self._failed[space]
        store = self._stores.get(space)
        if store is None:
            try:
                store = self._stores[space] = self.fresh(space)
            except UserInputError as e:
                self._failed[space] = e
                raise
        return store

    def backend(self, space: str) -> None:
        """No database beside the stores: the engine runs every query."""
        return None

    def fresh(self, space: str) -> GraphStore:
        folder = self.graphs_dir / space
        if not folder.is_dir():
            known = ", ".join(sorted(p.name for p in self.graphs_dir.iterdir() if p.is_dir())) or "none"
            raise UserInputError(f"no graph folder {folder} for space {space!r} (have: {known})")
        store = GraphStore()
        load_graph(folder, store, space, progress=False)
        for query in self.setup.get(space, []):
            out = run_query(Engine(store, space=space), query, allow_writes=True, hard_limit_s=None)
            if not out.ok:
                self.setup_errors.setdefault(query, out.error_line())
        return store
