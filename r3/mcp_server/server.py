"""The MCP server: r3's tools and schema resources on the official ``mcp`` SDK.

Why a thin layer: :class:`~r3.mcp_server.tools.R3Tools` does the work; this module only
registers it with :class:`mcp.server.mcpserver.MCPServer` — five tools, one schema resource
per space (``r3://schema/{space}``) — and maps errors. An :class:`r3.errors.R3Error` (a bad
space, a refused write, a syntax error) becomes a tool error carrying its one-line message;
anything else becomes a tool error naming the failure's type, never a traceback. The
pipeline blocks (models, queries), so each call runs in a worker thread and the server keeps
answering while one question runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from r3 import __version__
from r3.errors import R3Error
from r3.mcp_server.tools import DEFAULT_ROWS, R3Tools
from r3.registry import require

if TYPE_CHECKING:  # the optional 'mcp' extra: only for the annotations
    from mcp.server.mcpserver import MCPServer

INSTRUCTIONS = (
    "r3 turns questions about a graph database into checked nGQL/Cypher queries and runs them "
    "read-only. Use `ask` for an answer in words (with the query and rows), `generate_query` to "
    "only write the query, `run_query` to run a query you edited, `get_schema` and "
    "`link_entities` to look at what the graph holds. Pass conversation_id from a previous "
    "`ask` to ask a follow-up question."
)


def build_server(tools: R3Tools, *, name: str = "r3") -> MCPServer:
    """The :class:`MCPServer` serving ``tools`` (see the module doc)."""
    require("mcp", "mcp", what="r3 mcp")
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
        from mcp.server.mcpserver.resources import FunctionResource
    except ModuleNotFoundError as e:  # an SDK too old for the mcpserver module
        require(e.name or "mcp.server.mcpserver", "mcp", what="r3 mcp")
        raise
    import anyio

    server = MCPServer(name, instructions=INSTRUCTIONS, version=__version__, log_level="WARNING")

    async def call(fn: Callable[[], dict[str, object]]) -> dict[str, object]:
        try:
            return await anyio.to_thread.run_sync(fn)
        except R3Error as e:
            raise ToolError(" ".join(str(e).split())) from None
        except Exception as e:  # a bug must reach the client as a tool error, not a crash
            raise ToolError(f"internal error ({type(e).__name__}); the server log has details") from e

    @server.tool(description="The code-structure schema of a graph space (tags, edge types, properties).")
    async def get_schema(space: str | None = None) -> dict[str, object]:
        return await call(lambda: tools.get_schema(space))

    @server.tool(description="Stored names (entities) of the graph that a question mentions, best first.")
    async def link_entities(question: str, space: str | None = None, k: int = 10) -> dict[str, object]:
        return await call(lambda: tools.link_entities(question, space, k))

    @server.tool(
        description="Write a checked query for a question without running it: the query, its status "
        "(ok, uncertain, unanswerable, invalid), a confidence and the reasons for it."
    )
    async def generate_query(
        question: str, space: str | None = None, dialect: str | None = None
    ) -> dict[str, object]:
        return await call(lambda: tools.generate_query(question, space, dialect))

    @server.tool(
        description="Run a query read-only (writes are refused). Rows are capped by max_rows and by "
        "size; 'truncated' says when rows were left out."
    )
    async def run_query(
        query: str, space: str | None = None, max_rows: int = DEFAULT_ROWS
    ) -> dict[str, object]:
        return await call(lambda: tools.run_query(query, space, max_rows))

    @server.tool(
        description="Answer a question about the graph: a short answer in words, the query, its status "
        "and confidence, and the rows. Pass conversation_id from an earlier answer for follow-ups."
    )
    async def ask(
        question: str,
        space: str | None = None,
        conversation_id: str | None = None,
        max_rows: int = DEFAULT_ROWS,
    ) -> dict[str, object]:
        return await call(lambda: tools.ask(question, space, conversation_id, max_rows))

    for space in tools.spaces():
        server.add_resource(
            FunctionResource.from_function(
                _schema_reader(tools, space),
                uri=f"r3://schema/{space}",
                name=f"schema-{space}",
                description=f"The code-structure schema of space {space}",
                mime_type="text/plain",
            )
        )
    return server


def _schema_reader(tools: R3Tools, space: str) -> Callable[[], str]:
    def read() -> str:
        return str(tools.get_schema(space)["schema"])

    return read


__all__ = ["INSTRUCTIONS", "build_server"]
