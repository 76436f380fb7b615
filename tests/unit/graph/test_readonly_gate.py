"""The read-only gate (r3.graph.readonly) through `r3 query` and `POST /v1/query`.

The adversarial corpus (tests/data/adversarial_writes.jsonl) holds disguised writes: comments,
case, homoglyphs, zero-width and NUL characters, multi-statements, EXPLAIN/PROFILE wrappers,
pipes, procedures, subqueries, code fences, LadybugDB file statements. Every entry runs
against the embedded engine and LadybugDB, through the CLI and through the HTTP API; none
may run, and the data checksum must not change.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from r3.cli import cli
from r3.graph.readonly import check_read_only, read_only_problem
from r3.pipeline.config import PipelineConfig
from r3.pipeline.pipeline import Pipeline
from r3.pipeline.result import Result
from tests.helpers import cli_runner

CORPUS = Path(__file__).resolve().parents[2] / "data" / "adversarial_writes.jsonl"


def _corpus() -> list[dict[str, str]]:
    return [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]


def _checksum(url: str) -> str:
    from r3.graph.connect import open_backend

    backend = open_backend(url)
    try:
        digest = hashlib.sha256()
        for row in sorted(repr(v) for v in backend.scan_vertices()):
            digest.update(row.encode())
        for row in sorted(repr(e) for e in backend.scan_edges()):
            digest.update(row.encode())
        return digest.hexdigest()
    finally:
        close = getattr(backend, "close", None)
        if callable(close):
            close()


@pytest.fixture(scope="module")
def graphs(tiny_graph: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Graph URLs of the tiny graph: the embedded store and a LadybugDB database."""
    from r3.engine import GraphStore, load_graph

    folder = tmp_path_factory.mktemp("gate")
    store_path = folder / "graphs.sqlite"
    with GraphStore(store_path) as store:
        load_graph(tiny_graph, store, progress=False)
    urls = {"embedded": f"embedded://{store_path}?space=tiny"}
    if _has_ladybug():
        from r3.graph.ladybug import LadybugBackend

        with LadybugBackend(folder / "tiny.lbdb", read_only=False) as lb:
            lb.load_graph(tiny_graph)
        urls["ladybug"] = f"ladybug://{folder / 'tiny.lbdb'}"
    return urls


def _has_ladybug() -> bool:
    try:
        import real_ladybug  # noqa: F401
    except ModuleNotFoundError:
        return False
    return True


def test_the_corpus_is_big_and_the_gate_refuses_all_of_it() -> None:
    corpus = _corpus()
    assert len(corpus) >= 150
    passed = [r["query"] for r in corpus if read_only_problem(r["query"], r["dialect"]) is None]
    assert passed == []


@pytest.mark.parametrize(
    ("query", "dialect"),
    [
        ("MATCH (a)--(b) RETURN b", "cypher"),
        ("MATCH (a)<--(b) RETURN b LIMIT 2", "cypher"),
        ("CALL db.labels()", "cypher"),
        ("CALL db.schema.visualization()", "cypher"),
        ("RETURN date.truncate('day', date())", "cypher"),
        ("MATCH (p:`plаyer`) RETURN p.name // Cyrillic a inside back-quotes is a name", "cypher"),
        ("MATCH (p) WHERE p.name = 'Tim\u200bDuncan 名前' RETURN p", "cypher"),
        ("MATCH (v:player) RETURN v // a comment", "ngql"),
        ("SHOW TAGS; DESCRIBE TAG player", "ngql"),
        (
            'GO FROM "Tim Duncan" OVER follow YIELD dst(edge) AS id | FETCH PROP ON player $-.id YIELD vertex AS v',
            "ngql",
        ),
    ],
)
def test_reads_pass_the_gate(query: str, dialect: str) -> None:
    assert read_only_problem(query, dialect) is None


def test_odd_characters_are_refused_not_normalised() -> None:
    """Both ways are checked: NFKC would turn the fullwidth word into DELETE; the gate refuses it
    rather than guessing, and a zero-width character splitting a keyword is refused too."""
    import unicodedata

    fullwidth = "MATCH (p) \uff24\uff25\uff34\uff21\uff23\uff28 DELETE p"
    assert "DETACH" in unicodedata.normalize("NFKC", fullwidth)
    for query in (fullwidth, "MATCH (p) DE\u200bTACH DELETE p", "MATCH (p) RETURN p\x00"):
        assert "character" in (read_only_problem(query, "cypher") or "")


def test_corpus_through_r3_query_runs_nothing(graphs: dict[str, str]) -> None:
    runner = cli_runner()
    before = {name: _checksum(url) for name, url in graphs.items()}
    ran = []
    for row in _corpus():
        for name, url in graphs.items():
            result = runner.invoke(cli, ["query", row["query"], "--graph", url, "--json"])
            if result.exit_code != 2 or not result.stderr.startswith("error: ") or result.stdout:
                ran.append((name, row["query"], result.exit_code, result.stdout[:80]))
            assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert ran == []
    assert {name: _checksum(url) for name, url in graphs.items()} == before
    assert not list(Path("/tmp").glob("r3-evil*"))


class _EchoPipeline(Pipeline):
    """Answers every question with the question itself as the query (and no dry run)."""

    def __init__(self, dialect: str) -> None:
        super().__init__(PipelineConfig(name="fake", dialect=dialect))  # type: ignore[arg-type]
        self.calls: list[str] = []

    def generate(self, question: str, *, space: str | None = None, graph: Any = None, **_: Any) -> Result:  # type: ignore[override]
        self.calls.append(question)
        return Result(question, space or "", self.config.dialect, question, "ok")

    ask = generate  # type: ignore[assignment]


def _api_client(url: str, dialect: str, **kwargs: Any) -> Any:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from r3.api import create_app

    return TestClient(create_app(_EchoPipeline(dialect), graph=url, **kwargs))


def test_corpus_through_the_api_runs_nothing(graphs: dict[str, str]) -> None:
    before = {name: _checksum(url) for name, url in graphs.items()}
    ran = []
    for name, url in graphs.items():
        dialect = "cypher" if name == "ladybug" else "ngql"
        with _api_client(url, dialect) as client:
            for row in _corpus():
                response = client.post("/v1/query", json={"question": row["query"]})
                if response.status_code not in (403, 422):
                    ran.append((name, row["query"], response.status_code))
            assert (
                client.post("/v1/query", json={"question": "MATCH (p:player) RETURN count(p)"}).status_code
                == 200
            )
    assert ran == []
    assert {name: _checksum(url) for name, url in graphs.items()} == before


def test_ladybug_comment_before_commit_and_file_reads_are_refused(graphs: dict[str, str]) -> None:
    if "ladybug" not in graphs:
        pytest.skip("LadybugDB is not installed")
    from r3.errors import QueryError
    from r3.graph.connect import open_backend

    backend = open_backend(graphs["ladybug"])
    try:
        for query in (
            "/* x */ COMMIT; MATCH (p:player) DETACH DELETE p",
            "LOAD FROM '/etc/hostname' (header=false) RETURN *",
            "COPY (MATCH (p:player) RETURN p.name) TO '/tmp/r3-evil.csv'",
        ):
            with pytest.raises(QueryError):
                backend.execute(query)
        assert backend.execute("MATCH (p:player) RETURN count(p)").rows == [(4,)]
    finally:
        backend.close()  # type: ignore[attr-defined]
    writable = open_backend(graphs["ladybug"], read_only=False)
    try:  # file statements are refused even with writes allowed
        with pytest.raises(QueryError, match="host's files"):
            writable.execute("LOAD FROM '/etc/hostname' (header=false) RETURN *", allow_writes=True)
    finally:
        writable.close()  # type: ignore[attr-defined]


def test_r3_query_prints_a_table_and_json(graphs: dict[str, str]) -> None:
    runner = cli_runner()
    url = graphs["embedded"]
    q = 'FETCH PROP ON player "Tim Duncan" YIELD player.name AS name, player.age AS age'
    table = runner.invoke(cli, ["query", q, "--graph", url])
    assert table.exit_code == 0, table.stderr
    assert "Tim Duncan" in table.stdout and table.stdout.strip().endswith("(1 row)")
    out = runner.invoke(cli, ["query", q, "--graph", url, "--json", "--timeout", "5"])
    assert json.loads(out.stdout) == {"columns": ["name", "age"], "rows": [["Tim Duncan", 42]]}
    bad = runner.invoke(cli, ["query", "GO FROM", "--graph", url])
    assert bad.exit_code == 2 and bad.stderr.startswith("error: ") and len(bad.stderr.splitlines()) == 1
    wrong = runner.invoke(cli, ["query", "SHOW TAGS", "--graph", url, "--dialect", "cypher"])
    assert wrong.exit_code == 2 and "--dialect" in wrong.stderr


def test_r3_query_allow_writes_writes(tiny_graph: Path, tmp_path: Path) -> None:
    from r3.engine import GraphStore, load_graph

    with GraphStore(tmp_path / "g.sqlite") as store:
        load_graph(tiny_graph, store, progress=False)
    url = f"embedded://{tmp_path / 'g.sqlite'}?space=tiny"
    runner = cli_runner()
    insert = 'INSERT VERTEX team(name) VALUES "Bulls":("Bulls")'
    assert runner.invoke(cli, ["query", insert, "--graph", url]).exit_code == 2  # refused: bad input
    assert runner.invoke(cli, ["query", insert, "--graph", url, "--allow-writes"]).exit_code == 0
    out = runner.invoke(
        cli, ["query", 'FETCH PROP ON team "Bulls" YIELD team.name AS n', "--graph", url, "--json"]
    )
    assert json.loads(out.stdout)["rows"] == [["Bulls"]], out.stderr


def test_check_read_only_keeps_syntax_errors_as_syntax_errors() -> None:
    from r3.errors import QuerySyntaxError

    with pytest.raises(QuerySyntaxError):
        check_read_only("MATCH (n RETURN n", "cypher")


@pytest.fixture
def no_corpus_files() -> Iterator[None]:
    yield
    for p in Path("/tmp").glob("r3-evil*"):
        p.unlink()
