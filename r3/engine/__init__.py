"""The embedded nGQL engine: NebulaGraph 3.x semantics without a server.

- :mod:`r3.engine.storage` — :class:`GraphStore` (a SQLite file or memory) and its
  :class:`Space` objects: in-memory adjacency for traversals, write batches, indexes;
- :mod:`r3.engine.loader` — :func:`load_graph` for importer configs + CSV, nGQL scripts and
  graph folders, and :func:`run_load_command` behind ``r3 load``.

The package names the two entry points above; the statement engine itself is
:class:`r3.engine.engine.Engine`, and :mod:`r3.engine.runner` runs one query with limits.
"""

from r3.engine.loader import LoadError, LoadSummary, RejectedRow, load_graph, run_load_command
from r3.engine.storage import EdgeRecord, GraphStore, Space, SpaceStats, VertexRecord, WriteBatch

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
