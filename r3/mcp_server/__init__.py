"""r3 as an MCP server (``r3 mcp``): schema, linking, query writing, read-only runs, answers.

The tools are :class:`~r3.mcp_server.tools.R3Tools`; :func:`~r3.mcp_server.server.build_server`
registers them with the official ``mcp`` SDK (an optional dependency: ``pip install 'r3-nl2gql[mcp]'``).
"""

from r3.mcp_server.tools import R3Tools

__all__ = ["R3Tools"]
