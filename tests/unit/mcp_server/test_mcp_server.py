"""The MCP server (r3.mcp_server), tested with the official SDK's own client.

In process for every tool, error and resource (fast), and once over stdio through the real
``r3 mcp`` command, as a desktop client starts it.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("mcp")

import anyio  # noqa: E402
from mcp import Client  # noqa: E402

from r3.demo import demo_dir  # noqa: E402
from r3.mcp_server.server import build_server  # noqa: E402
from r3.mcp_server.tools import MAX_OUTPUT_CHARS, R3Tools, rows_payload  # noqa: E402
from r3.pipeline.conversation import ConversationStore  # noqa: E402

TOOLS = {"get_schema", "link_entities", "generate_query", "run_query", "ask"}
FANS = 'GO FROM "Hana Upshaw" OVER like REVERSELY YIELD src(edge) AS fan'


@pytest.fixture(scope="module")
def server() -> Iterator[Any]:
    from r3.pipeline.pipeline import Pipeline

    url = f"embedded://{demo_dir()}?space=demo"
    pipeline = Pipeline.from_config(
        "offline", graph=url, overrides={"demos": str(demo_dir() / "demos.jsonl")}
    )
    yield build_server(R3Tools(pipeline, conversations=ConversationStore()))
    pipeline.close()


def _session(server: Any, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    """Run tool calls in one client session; the results in order."""

    async def main() -> list[Any]:
        async with Client(server) as client:
            return [await client.call_tool(name, args) for name, args in calls]

    return anyio.run(main)


def _data(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        return dict(result.structured_content)
    return dict(json.loads(result.content[0].text))


def test_lists_tools_and_schema_resources(server: Any) -> None:
    async def main() -> tuple[Any, Any, Any]:
        async with Client(server) as client:
            tools = await client.list_tools()
            resources = await client.list_resources()
            read = await client.read_resource("r3://schema/demo")
            return tools, resources, read

    tools, resources, read = anyio.run(main)
    assert {t.name for t in tools.tools} == TOOLS
    assert all(t.description for t in tools.tools)
    ask = next(t for t in tools.tools if t.name == "ask")
    assert ask.input_schema["required"] == ["question"]
    assert [str(r.uri) for r in resources.resources] == ["r3://schema/demo"]
    assert "player" in read.contents[0].text


def test_every_tool_answers(server: Any) -> None:
    schema, links, generated, ran, asked = (
        _data(r)
        for r in _session(
            server,
            [
                ("get_schema", {"space": "demo"}),
                ("link_entities", {"question": "Who likes Hana Upshaw?", "k": 3}),
                ("generate_query", {"question": "Who likes Hana Upshaw?"}),
                ("run_query", {"query": FANS, "max_rows": 2}),
                ("ask", {"question": "Who likes Hana Upshaw?"}),
            ],
        )
    )
    assert schema["space"] == "demo" and "like" in schema["schema"]
    assert links["items"][0]["text"] == "Hana Upshaw" and len(links["items"]) <= 3
    assert generated["status"] in ("ok", "uncertain") and generated["query"] and generated["explanation"]
    assert "rows" not in generated  # generate_query does not run
    assert ran["row_count"] > 2 and len(ran["rows"]) == 2 and ran["truncated"] is True
    assert asked["row_count"] == ran["row_count"] and asked["truncated"] is False
    assert asked["answer"] and all(row[0] in asked["answer"] for row in asked["rows"])
    assert asked["conversation_id"]


def test_follow_up_through_conversation_id(server: Any) -> None:
    async def main() -> tuple[Any, Any, Any]:
        async with Client(server) as client:
            first = _data(await client.call_tool("ask", {"question": "How old is Ada Lind?"}))
            follow = {
                "question": "which teams did she play for?",
                "conversation_id": first["conversation_id"],
            }
            second = _data(await client.call_tool("ask", follow))
            chosen = await client.call_tool("ask", {**follow, "conversation_id": "mcp-test"})
            return first, second, chosen

    first, second, chosen = anyio.run(main)
    assert first["conversation_id"] == second["conversation_id"] and len(first["conversation_id"]) >= 20
    assert "Ada Lind" in second["question"] and "Ada Lind" in second["query"]
    assert chosen.is_error and "not a conversation of yours" in chosen.content[0].text  # ids are the server's


@pytest.mark.parametrize(
    ("name", "args", "needle"),
    [
        ("get_schema", {"space": "nope"}, "unknown space"),
        ("run_query", {"query": 'DELETE VERTEX "Ada Lind"'}, "read-only"),
        ("run_query", {"query": "GO FROM FROM"}, "syntax"),
        ("run_query", {"query": FANS, "max_rows": 0}, "max_rows"),
        ("ask", {"question": "  "}, "empty"),
        ("ask", {"question": "Who? " * 1000}, "at most"),
        ("generate_query", {"question": "Who is \ud800?"}, "not UTF-8 text"),
        ("link_entities", {"question": "x", "k": 0}, "k must be"),
        ("generate_query", {"question": "Who?", "dialect": "cypher"}, "not served"),
    ],
)
def test_tool_errors_are_one_clear_line(server: Any, name: str, args: dict[str, Any], needle: str) -> None:
    (result,) = _session(server, [(name, args)])
    assert result.is_error
    text = result.content[0].text
    assert needle in text and "Traceback" not in text and "\n" not in text


def test_rows_are_capped_by_size() -> None:
    wide = [["x" * 1000] for _ in range(100)]
    out = rows_payload(["c"], wide, cap=100)
    assert out["truncated"] is True and out["row_count"] == 100
    assert len(json.dumps(out["rows"])) <= MAX_OUTPUT_CHARS + 1100


def test_stdio_round_trip_through_the_r3_command() -> None:
    """``r3 mcp`` as a desktop client starts it: a subprocess speaking MCP over stdio."""
    from mcp.client.stdio import StdioServerParameters

    env = {k: v for k, v in os.environ.items() if k in ("R3_CACHE_DIR", "HOME", "PATH")}
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-c",
            "from r3.cli import main; main()",
            "mcp",
            "--graph",
            f"embedded://{demo_dir()}?space=demo",
        ],
        env=env,
    )

    async def main() -> tuple[Any, Any]:
        async with Client(params) as client:
            tools = await client.list_tools()
            result = await client.call_tool("run_query", {"query": FANS})
            return tools, result

    tools, result = anyio.run(main)
    assert {t.name for t in tools.tools} == TOOLS
    assert _data(result)["row_count"] > 0


def test_streamable_http_round_trip() -> None:
    """``r3 mcp --http``: the same tools over streamable HTTP at /mcp."""
    import socket
    import subprocess
    import time

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = [sys.executable, "-c", "from r3.cli import main; main()", "mcp", "--http", "--port", str(port)]
    server = subprocess.Popen(
        [*command, "--graph", f"embedded://{demo_dir()}?space=demo"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert server.poll() is None, "r3 mcp --http exited"
            time.sleep(0.2)

        async def main() -> tuple[Any, Any]:
            async with Client(f"http://127.0.0.1:{port}/mcp") as client:
                return await client.list_tools(), await client.call_tool("get_schema", {})

        tools, schema = anyio.run(main)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert {t.name for t in tools.tools} == TOOLS
    assert _data(schema)["space"] == "demo"
