"""``rewriter: none`` links nothing, so the pipeline cannot judge stored names: a question that
names a stored entity is answered, not refused as naming "nothing the graph holds" (issue 24)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import write_graphs

from r3.models.fake import FakeModel
from r3.pipeline.config import build_config
from r3.pipeline.pipeline import Pipeline

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE films (vid_type = FIXED_STRING(32));
USE films;
CREATE TAG actor(name string, age int);
CREATE TAG movie(title string, year int);
CREATE EDGE acted_in(role string);
INSERT VERTEX actor(name, age) VALUES "Ada Lind":("Ada Lind", 40);
INSERT VERTEX movie(title, year) VALUES "Night Train":("Night Train", 1999);
INSERT EDGE acted_in(role) VALUES "Ada Lind"->"Night Train":("Mara");
"""
QUERY = 'MATCH (v:actor)-[:acted_in]->(m:movie) WHERE id(v) == "Ada Lind" RETURN m.movie.title'


@pytest.mark.parametrize(
    ("rewriter", "question", "status"),
    [
        # the offline linker finds "Ada Lind": answered either way
        ("offline", "Who is Ada Lind?", {"ok", "uncertain"}),
        ("none", "Who is Ada Lind?", {"ok", "uncertain"}),
        ("none", "Ada Lind?", {"ok", "uncertain"}),
        # a linker that finds nothing stored still lets r3 refuse a question about nothing
        ("offline", "Who is Bo Quill?", {"unanswerable"}),
    ],
)
def test_without_a_linker_stored_names_are_not_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rewriter: str, question: str, status: set[str]
) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    folder = write_graphs(tmp_path, {"films": GRAPH}) / "films"
    config = {
        "name": "test",
        "reranker": {"kind": "none"},
        "rewriter": {"kind": rewriter},
        "refiner": {"kind": "model", "model": "fake:echo"},
        "repair": {"retries": 0},
        "synth_demos": False,
    }
    with Pipeline(build_config(config), models={"refiner": FakeModel(default=QUERY)}) as p:
        result = p.ask(question, graph=str(folder))
    assert result.status in status, (result.status, result.error)
    if "unanswerable" not in status:
        assert result.rows == [("Night Train",)]
