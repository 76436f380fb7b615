"""The embedded nGQL engine: NebulaGraph 3.x semantics without a server.

- :mod:`r3.engine.storage` — :class:`GraphStore` (a SQLite file or memory) and its
  :class:`Space` objects: in-memory adjacency for traversals, write batches, indexes;
- :mod:`r3.engine.loader` — :func:`load_graph` for importer configs + CSV, nGQL scripts and
  graph folders, and :func:`run_load_command` behind ``r3 load``.

Names are imported lazily so ``import r3.engine`` stays cheap.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # real types for type checkers; at runtime names load on first access
    from r3.engine.loader import LoadError, LoadSummary, RejectedRow, load_graph, run_load_command
    from r3.engine.storage import EdgeRecord, GraphStore, Space, SpaceStats, VertexRecord, WriteBatch

_EXPORTS = {
    "GraphStore": "r3.engine.storage",
    "Space": "r3.engine.storage",
    "WriteBatch": "r3.engine.storage",
    "VertexRecord": "r3.engine.storage",
    "EdgeRecord": "r3.engine.storage",
    "SpaceStats": "r3.engine.storage",
    "load_graph": "r3.engine.loader",
    "run_load_command": "r3.engine.loader",
    "LoadSummary": "r3.engine.loader",
    "LoadError": "r3.engine.loader",
    "RejectedRow": "r3.engine.loader",
}


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'r3.engine' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


__all__ = [
    "EdgeRecord",
    "GraphStore",
    "LoadError",
    "LoadSummary",
    "RejectedRow",
    "Space",
    "SpaceStats",
    "VertexRecord",
    "WriteBatch",
    "load_graph",
    "run_load_command",
]
