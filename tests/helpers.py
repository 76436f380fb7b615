"""Builders shared by several test modules (``from helpers import …``: pytest puts tests/ on the path).

Fixtures live in ``conftest.py``; plain functions and constants that test modules call or
parametrize with live here, so each exists once.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any

from r3.engine.engine import Engine
from r3.lang import ast as A

# --------------------------------------------------------------------------- engines on hand-built graphs


def engine_with(script: str) -> Engine:
    """A fresh in-memory engine after running ``script`` (DDL + INSERTs) with writes allowed."""
    engine = Engine()
    engine.execute(script, allow_writes=True)
    return engine


def rows(engine: Engine, query: str) -> Counter[tuple[object, ...]]:
    """The result rows of ``query`` as a multiset (for results whose order carries no meaning)."""
    return Counter(engine.execute(query).rows)


#: The graph of the row-statement and engine-facade tests (space ``g``)::
#:
#:     a:person{A,30} -knows(2010)-> b:person{B,25},  a -knows(2013)-> c:person{C,35},
#:     b -knows(2011)-> c,  c -knows(2012)-> a
KNOWS_GRAPH = """
CREATE SPACE g (vid_type = FIXED_STRING(16));
USE g;
CREATE TAG person(name string, age int);
CREATE EDGE knows(since int);
INSERT VERTEX person(name, age) VALUES "a":("A", 30), "b":("B", 25), "c":("C", 35);
INSERT EDGE knows(since) VALUES "a"->"b":(2010), "a"->"c":(2013), "b"->"c":(2011), "c"->"a":(2012);
"""

#: The graph of the FIND PATH and GET SUBGRAPH tests (space ``g``; ``w`` is the ``knows`` weight)::
#:
#:     a -knows(1)-> b -knows(2)-> c -knows(5)-> a      b -knows(6)-> a
#:     a -knows(3)-> d -knows(4)-> c -knows(7)-> "ghost" -knows(8)-> e
#:     a -member(2000)-> t:team,  c -member(2001)-> t
#:     "ghost" is no vertex (the dangling end of two edges); e:person has no outgoing edge.
PATHS_GRAPH = """
CREATE SPACE g (vid_type = FIXED_STRING(16));
USE g;
CREATE TAG person(name string, age int);
CREATE TAG team(name string);
CREATE EDGE knows(w int);
CREATE EDGE member(since int);
INSERT VERTEX person(name, age) VALUES "a":("A", 30), "b":("B", 25), "c":("C", 35), "d":("D", 40), "e":("E", 20);
INSERT VERTEX team(name) VALUES "t":("T");
INSERT EDGE knows(w) VALUES "a"->"b":(1), "b"->"c":(2), "a"->"d":(3), "d"->"c":(4), "c"->"a":(5),
    "b"->"a":(6), "c"->"ghost":(7), "ghost"->"e":(8);
INSERT EDGE member(since) VALUES "a"->"t":(2000), "c"->"t":(2001);
"""


# --------------------------------------------------------------------------- graph folders and datasets


def write_graphs(root: Path, scripts: dict[str, str]) -> Path:
    """A graphs directory under ``root``: one folder per space holding ``<space>.ngql``."""
    for space, script in scripts.items():
        (root / space).mkdir(parents=True, exist_ok=True)
        (root / space / f"{space}.ngql").write_text(script, encoding="utf-8")
    return root


def write_jsonl(path: Path, records: Iterable[dict[str, Any]]) -> Path:
    """``records`` as a JSONL file (UTF-8, non-ASCII kept as is)."""
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- hand-built ASTs


def lit(v: object) -> A.Literal:
    return A.Literal(v)  # type: ignore[arg-type]


def var(name: str) -> A.Variable:
    return A.Variable(name)


def prop(obj: A.Expr, *names: str) -> A.Expr:
    """``obj.n1.n2…``."""
    for n in names:
        obj = A.Property(obj, n)
    return obj


# --------------------------------------------------------------------------- printer round trips


def validate_identity(query: str, write: str | None, dialect: str) -> None:
    """sqlglot's identity check: ``query`` prints back as ``write`` (itself when None) and the
    tree survives printing, plain and pretty."""
    from r3.lang.parser import parse
    from r3.lang.printer import to_text

    tree = parse(query, dialect=dialect)
    text = to_text(tree, dialect)
    assert text == (write if write is not None else query)
    assert parse(text, dialect=dialect) == tree, "printing changed the tree"
    assert parse(to_text(tree, dialect, pretty=True), dialect=dialect) == tree, "pretty form changed the tree"


def identity_params(cases: list[str | tuple[str, str]]) -> list[Any]:
    """An identity table as ``(query, write)`` pytest params named after the query."""
    import pytest

    return [
        pytest.param(*(c if isinstance(c, tuple) else (c, None)), id=c if isinstance(c, str) else c[0])
        for c in cases
    ]


# --------------------------------------------------------------------------- CLI


def cli_runner() -> Any:
    """A click CliRunner that keeps stderr apart from stdout on every click version (8.1 mixes them)."""
    import inspect

    from click.testing import CliRunner

    if "mix_stderr" in inspect.signature(CliRunner.__init__).parameters:
        return CliRunner(mix_stderr=False)
    return CliRunner()


# --------------------------------------------------------------------------- scripts outside the package


def load_script(path: Path, name: str) -> ModuleType:
    """Import a script of ``eval/`` or ``data/`` (not packages) under ``name``, registered in
    ``sys.modules`` (dataclasses look their module up there)."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------- a local HTTP endpoint


class JsonHandler(BaseHTTPRequestHandler):
    """A fake HTTP endpoint's request handler: JSON in, bytes out, nothing logged."""

    def read_json(self) -> Any:
        return json.loads(self.rfile.read(int(self.headers["Content-Length"])))

    def send_json(self, payload: bytes, status: int = 200) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: Any) -> None:
        pass


@contextmanager
def serving(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    """``handler`` served on a free local port in a thread; yields ``http://127.0.0.1:PORT``."""
    import threading

    httpd = HTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
