"""The part of the ``nebula3`` graph client (pool, session, result) that r3 uses.

Why protocols: the client ships no type information, so these name what
:mod:`r3.graph.nebula` calls (and what an injected pool, see
:class:`r3.graph.nebula.NebulaClients`, must offer), no more. Reading a result's rows and
values is :mod:`r3.graph.nebula_convert`'s job.
"""

from __future__ import annotations

from typing import Protocol


class NebulaResult(Protocol):
    """A ``nebula3.data.ResultSet.ResultSet``: its status (rows: see nebula_convert)."""

    def error_code(self) -> int: ...

    def error_msg(self) -> bytes | str | None: ...

    def space_name(self) -> bytes | str | None: ...


class NebulaSession(Protocol):
    def execute(self, stmt: str) -> NebulaResult: ...

    def release(self) -> None: ...


class NebulaPool(Protocol):
    """An initialised ``ConnectionPool``."""

    def get_session(
        self, user_name: str, password: str, retry_connect: bool = True
    ) -> NebulaSession | None: ...

    def close(self) -> None: ...
