"""``r3 mcp``: serve r3's tools to MCP clients (Claude Desktop, IDEs, agents).

Why stdio by default: that is how desktop clients start a local server (a command line in
their config); ``--http`` serves streamable HTTP at ``http://HOST:PORT/mcp`` for clients that
connect over the network. stdout belongs to the protocol, so every message of ours goes to
stderr. The pipeline is built (and the graph opened) before serving, so a bad URL or config
is one ``error: …`` line, not a server that fails every call.
"""

from __future__ import annotations

from pathlib import Path

import click

from r3.cli.session import build_settings, pipeline_options, stage_options
from r3.errors import UserInputError
from r3.mcp_server.server import build_server
from r3.mcp_server.tools import R3Tools
from r3.pipeline.conversation import ConversationStore
from r3.pipeline.pipeline import Pipeline


@click.command("mcp")
@pipeline_options
@stage_options
@click.option("--http", "http", is_flag=True, help="Serve streamable HTTP at /mcp instead of stdio.")
@click.option("--host", default="127.0.0.1", show_default=True, help="With --http: interface to listen on.")
@click.option(
    "--port", default=8765, show_default=True, type=click.IntRange(0, 65535), help="With --http: port."
)
def mcp(
    graph_url: str | None,
    config: str,
    sets: tuple[str, ...],
    demos: Path | None,
    stages: dict[str, str],
    http: bool,
    host: str,
    port: int,
) -> None:
    """Serve r3 over MCP: tools get_schema, link_entities, generate_query, run_query (read-only), ask;
    resources r3://schema/SPACE.

    \b
    Example (stdio, as a desktop client starts it):
      r3 mcp --graph ./graphs/nba
    Example (streamable HTTP):
      r3 mcp --graph embedded:///data/graphs.sqlite?space=nba --http --port 8765
    """

    settings, graph = build_settings(config, sets, demos, graph_url, stages=stages)
    if settings.allow_writes:
        raise UserInputError("the config sets allow_writes: r3 mcp only runs read-only queries")
    pipeline = Pipeline(settings, graph=graph)
    try:
        tools = R3Tools(pipeline, conversations=ConversationStore())
        pipeline.spaces()  # open the graph now: a bad URL fails here, in one line
        server = build_server(tools)
        if http:
            click.echo(f"r3 mcp: http://{host}:{port}/mcp", err=True)
            server.run(transport="streamable-http", host=host, port=port)
        else:
            server.run()
    finally:
        pipeline.close()


MCP_COMMANDS = (mcp,)

__all__ = ["MCP_COMMANDS", "mcp"]
