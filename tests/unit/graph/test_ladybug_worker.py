"""A LadybugDB-backed r3 survives the queries of issue 28: crashes, slow queries, huge values.

User queries on a read-only database run in worker processes (:mod:`r3.graph.worker_pool`);
each test runs the bad query there, checks the one-line error, and checks the next query
answers. The heavy trials (kill -9 in a loop, memory at scale) are ``eval/bench_ladybug_hardening.py``.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("real_ladybug", reason="LadybugDB is not installed (pip install 'r3-nl2gql[ladybug]')")

import r3.graph.ladybug as ladybug_module  # noqa: E402
from r3.errors import QueryExecutionError, QuerySemanticError  # noqa: E402
from r3.graph.connect import open_backend  # noqa: E402
from r3.graph.ladybug import DEFAULT_TIMEOUT_S, LadybugBackend  # noqa: E402
from r3.graph.worker_pool import WorkerPool, WorkerSpec  # noqa: E402

#: Crashes LadybugDB 0.15 (a list item compared whole with a node that came out of UNWIND: the
#: gate does not follow nodes through collect()/UNWIND, so only the worker stands between it and r3).
UNGATED_CRASH = (
    "MATCH (a)-[]->(b) WITH collect(a) AS ks, collect(b) AS l UNWIND ks AS z "
    "WITH z, l WHERE any(x IN l WHERE x = z) RETURN count(*) AS c"
)
#: Slow everywhere and not interruptible by LadybugDB's own timeout (a 10^12-row cross product).
SLOW = "UNWIND range(1, 1000000) AS x UNWIND range(1, 1000000) AS y RETURN count(*) AS c"
COUNT = "MATCH (p:player) RETURN count(*) AS c"


@pytest.fixture(scope="module")
def db_path(tiny_graph: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lbw") / "tiny.lbdb"
    with LadybugBackend(path, read_only=False) as backend:
        backend.load_graph(tiny_graph)
    return path


@pytest.fixture(scope="module")
def players(db_path: Path) -> int:
    with LadybugBackend(db_path, workers=0) as backend:
        count: int = backend.execute(COUNT).rows[0][0]
    return count


@pytest.fixture
def lb(db_path: Path) -> Iterator[LadybugBackend]:
    backend = LadybugBackend(db_path, workers=2, timeout_s=3)
    yield backend
    backend.close()


def test_a_read_only_database_runs_user_queries_in_workers(db_path: Path, lb: LadybugBackend) -> None:
    assert lb.workers is not None
    with LadybugBackend(db_path, workers=0) as inproc:
        assert inproc.workers is None
        query = "MATCH (a:player)-[e:follow]->(b) RETURN a, e, b ORDER BY a.name, b.name"
        assert lb.execute(query).rows == inproc.execute(query).rows  # graph values cross the pipe intact
    with LadybugBackend(None) as memory:  # no other process can open an in-memory database
        assert memory.workers is None


def test_a_crash_costs_one_query_and_the_next_one_answers(lb: LadybugBackend, players: int) -> None:
    with pytest.raises(
        QueryExecutionError, match=r"worker crashed on this query \(signal 11, SIGSEGV\)"
    ) as err:
        lb.execute(UNGATED_CRASH)
    assert "\n" not in str(err.value)
    assert lb.execute(COUNT).rows == [(players,)]
    assert lb.workers is not None and lb.workers.replaced == 1


def test_the_issues_crashing_query_is_refused_before_it_runs(lb: LadybugBackend, players: int) -> None:
    query = (
        "MATCH p=(a:player)-[:follow*1..2]->(b) WHERE any(n IN nodes(p) WHERE all(m IN nodes(p) WHERE m = n)) "
        "RETURN count(*) AS c"
    )
    with pytest.raises(QuerySemanticError, match="crashes LadybugDB"):
        lb.execute(query)
    assert lb.execute(COUNT).rows == [(players,)]
    assert lb.workers is not None and lb.workers.replaced == 0


def test_a_worker_killed_while_idle_is_replaced(lb: LadybugBackend, players: int) -> None:
    assert lb.workers is not None
    lb.execute(COUNT)
    for pid in lb.workers.pids():
        os.kill(pid, signal.SIGKILL)
    time.sleep(0.2)
    assert lb.execute(COUNT).rows == [(players,)]
    assert lb.workers.replaced >= 1


def test_a_slow_query_stops_at_the_timeout_and_others_do_not_wait(lb: LadybugBackend, players: int) -> None:
    lb.execute(COUNT)  # the first worker is up
    errors: list[Exception] = []

    def slow() -> None:
        try:
            lb.execute(SLOW)
        except QueryExecutionError as e:
            errors.append(e)

    thread = threading.Thread(target=slow)
    started = time.monotonic()
    thread.start()
    time.sleep(0.3)
    assert lb.execute(COUNT).rows == [(players,)]  # a second worker, its own connection
    fast = time.monotonic() - started
    thread.join(30)
    assert len(errors) == 1 and "time limit of 3 s" in str(errors[0])
    assert fast < time.monotonic() - started  # answered while the slow one still ran
    assert lb.execute(COUNT).rows == [(players,)]


def test_the_timeout_has_a_default_and_the_url_sets_it(db_path: Path) -> None:
    with LadybugBackend(db_path, workers=0) as backend:
        assert backend.timeout_s == DEFAULT_TIMEOUT_S
    for url in (f"ladybug://{db_path}?timeout_s=1.5&workers=0", f"ladybug://{db_path}?timeout=1.5&workers=0"):
        opened = open_backend(url)
        try:
            assert isinstance(opened, LadybugBackend)
            assert opened.timeout_s == 1.5 and opened.workers is None
        finally:
            opened.close()  # type: ignore[attr-defined]


def test_returned_rows_are_capped(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ladybug_module, "MAX_RESULT_ROWS", 5)
    with LadybugBackend(db_path, workers=0) as backend:
        assert len(backend.execute("UNWIND range(1, 5) AS x RETURN x").rows) == 5
        with pytest.raises(QueryExecutionError, match="6 rows, over the limit of 5 rows"):
            backend.execute("UNWIND range(1, 6) AS x RETURN x")


def test_an_allocation_past_the_memory_cap_fails_the_query_not_the_machine(db_path: Path) -> None:
    """A worker with a 2 GiB address space: a list of 400 million items fails in it, and it lives on."""
    spec = WorkerSpec(
        factory="r3.graph.ladybug:LadybugBackend",
        kwargs={
            "path": str(db_path),
            "workers": 0,
            "timeout_s": 20,
            "buffer_pool_bytes": 64 << 20,
            "max_db_bytes": 1 << 30,
        },
        label="LadybugDB",
        memory_bytes=2 << 30,
    )
    pool = WorkerPool(spec, size=1)
    try:
        with pytest.raises(QueryExecutionError, match="memory|time limit|crashed"):
            pool.execute("UNWIND range(1, to_int64('400000000')) AS x RETURN count(*)", timeout_s=20)
        assert pool.execute("RETURN 1 AS one", timeout_s=20).rows == [(1,)]
    finally:
        pool.close()


def test_closing_stops_the_workers(db_path: Path) -> None:
    backend = LadybugBackend(db_path, workers=1)
    backend.execute("RETURN 1")
    assert backend.workers is not None
    pids = backend.workers.pids()
    backend.close()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    with pytest.raises(QueryExecutionError, match="closed"):
        backend.workers.execute("RETURN 1", timeout_s=1)


@pytest.mark.parametrize(
    "query",
    [
        "MATCH (a)--(b) RETURN a LIMIT 1 ; COPY (MATCH (n:player) RETURN n.name) TO '{out}'",
        "MATCH (a)--(b) RETURN a LIMIT 1 ; LOAD FROM '/etc/hostname' (header=false) RETURN *",
        "CALL FILE_INFO('/etc/hostname') RETURN *",
    ],
)
def test_host_files_are_refused_with_writes_allowed(tiny_graph: Path, tmp_path: Path, query: str) -> None:
    out = tmp_path / "leak.csv"
    with LadybugBackend(tmp_path / "w.lbdb", read_only=False) as backend:
        backend.load_graph(tiny_graph)
        with pytest.raises(QuerySemanticError, match="reach the host's files"):
            backend.execute(query.format(out=out), allow_writes=True)
        assert backend.execute("MATCH (p:player) RETURN count(*) AS c", allow_writes=True).rows[0][0] > 0
    assert not out.exists()
