"""The persisted retrieval index: build, open, atomic swap, update, identity checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from r3.embedders import HashingEmbedder
from r3.errors import UserInputError
from r3.graph.embedded import EmbeddedBackend
from r3.retrieval.index import CURRENT, MAX_STRING, RetrievalIndex, build_index
from r3.retrieval.source import BackendSource, DumpSource, open_source
from r3.text import compact

pytestmark = pytest.mark.quick

MINI = """\
CREATE SPACE IF NOT EXISTS mini(vid_type = FIXED_STRING(300));
USE mini;
CREATE TAG IF NOT EXISTS player(name string, age int);
CREATE TAG IF NOT EXISTS character(name string, gender string);
CREATE EDGE IF NOT EXISTS like(likeness int);
CREATE EDGE IF NOT EXISTS kindred(rel_type string);
INSERT VERTEX player(name, age) VALUES "Tim Duncan":("Tim Duncan", 42), "Tony Parker":("Tony Parker", 36), "p1":("Shaquille O'Neal", 47);
INSERT VERTEX character(name, gender) VALUES "赫敏·格兰杰":("赫敏·格兰杰", "女"), "怪人尤里克":("怪人尤里克", "男");
INSERT EDGE like(likeness) VALUES "Tim Duncan"->"Tony Parker":(95), "Tony Parker"->"Ghost":(10);
INSERT EDGE kindred(rel_type) VALUES "赫敏·格兰杰"->"怪人尤里克":("朋友");
"""


def write_graph(folder: Path, extra: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "mini.ngql"
    path.write_text(MINI + extra, encoding="utf-8")
    return path


def source_of(script: Path) -> BackendSource:
    return BackendSource(EmbeddedBackend.open(script, space="mini"), "mini", source=str(script))


@pytest.fixture()
def script(tmp_path: Path) -> Path:
    return write_graph(tmp_path / "g")


def test_build_and_open(script: Path, tmp_path: Path) -> None:
    result = build_index(source_of(script), tmp_path / "idx", embedder=HashingEmbedder(64))
    assert result.mode == "full" and result.vectors_embedded == result.strings
    idx = RetrievalIndex.open(tmp_path / "idx")
    texts = set(idx.iter_strings())
    assert {"Tim Duncan", "Shaquille O'Neal", "p1", "赫敏·格兰杰", "朋友", "女", "Ghost"} <= texts
    [tim] = idx.exact_ids(["timduncan"])[0].tolist()
    kinds = {(o.kind, o.schema, o.prop) for o in idx.occurrences(tim)}
    assert kinds == {("vid", "player", None), ("prop", "player", "name")}
    [ghost] = idx.exact_ids(["ghost"])[0].tolist()
    assert [o.kind for o in idx.occurrences(ghost)] == ["edge_end"]  # a dangling endpoint
    [friend] = idx.exact_ids(["朋友"])[0].tolist()
    (occ,) = idx.occurrences(friend)
    assert (occ.kind, occ.schema, occ.prop) == ("edge_prop", "kindred", "rel_type")
    assert idx.record(occ.owner)["src"] == "赫敏·格兰杰"
    assert idx.vertex_records("Tim Duncan")[0]["props"] == {"age": 42, "name": "Tim Duncan"}
    assert idx.token_ids(["duncan"])[0].tolist() == [tim]
    assert idx.string(idx.part_ids(["尤里克"])[0][0]) == "怪人尤里克"
    assert idx.vectors is not None and idx.vectors.dtype == np.float16 and idx.vectors.shape[1] == 64
    assert idx.identity.space == "mini" and idx.identity.vertices == 5


def test_character_only_index(script: Path, tmp_path: Path) -> None:
    build_index(source_of(script), tmp_path / "idx")
    idx = RetrievalIndex.open(tmp_path / "idx")
    assert idx.vectors is None and idx.searcher is None and idx.embedder_spec is None


def test_rebuild_swaps_versions(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "idx"
    first = build_index(source_of(script), out)
    second = build_index(source_of(script), out)
    assert (first.version, second.version) == ("v-000001", "v-000002")
    assert sorted(p.name for p in out.iterdir()) == [CURRENT, "v-000002"]


class _Boom(HashingEmbedder):
    def embed(self, texts: Any, *, chunk: int = 50_000) -> np.ndarray:
        raise KeyboardInterrupt


def test_interrupted_build_keeps_the_old_index(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(source_of(script), out)
    (out / ".building-999999999-1").mkdir()  # a crashed build of a process that is gone
    with pytest.raises(KeyboardInterrupt):
        build_index(source_of(script), out, embedder=_Boom(64))
    assert not [p for p in out.iterdir() if p.name.startswith(".building")]
    idx = RetrievalIndex.open(out)
    assert idx.version == "v-000001" and idx.n_strings > 0


def test_update_reuses_vectors_and_detects_no_change(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "idx"
    emb = HashingEmbedder(64)
    base = build_index(source_of(script), out, embedder=emb)
    same = build_index(source_of(script), out, embedder=emb, update=True)
    assert same.mode == "unchanged" and same.version == base.version
    bigger = write_graph(
        tmp_path / "g2", 'INSERT VERTEX player(name, age) VALUES "Kobe Bryant":("Kobe Bryant", 40);\n'
    )
    upd = build_index(source_of(bigger), out, embedder=emb, update=True)
    assert upd.mode == "updated"
    assert upd.vectors_reused == base.strings and upd.vectors_embedded == 1
    assert any("vertex.player.jsonl" in c for c in upd.changes)
    idx = RetrievalIndex.open(out)
    [kobe] = idx.exact_ids(["kobebryant"])[0].tolist()
    assert idx.vectors is not None
    assert np.allclose(idx.vectors[kobe], emb.embed(["Kobe Bryant"])[0], atol=1e-3)


def test_update_refuses_another_space(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(source_of(script), out)
    other = write_graph(tmp_path / "g2")
    other.write_text(MINI.replace("mini", "other"), encoding="utf-8")
    backend = EmbeddedBackend.open(other, space="other")
    with pytest.raises(UserInputError, match="is of space `mini'"):
        build_index(BackendSource(backend, "other"), out, update=True)


def test_dump_source_has_the_backend_identity(script: Path, tmp_path: Path) -> None:
    from r3.graph.dump import dump_graph

    dump_graph(EmbeddedBackend.open(script, space="mini"), tmp_path / "dump")
    dump = DumpSource(tmp_path / "dump")
    backend = source_of(script)
    out = tmp_path / "idx"
    built = build_index(dump, out)
    assert built.identity.same_graph(backend.identity())
    again = build_index(DumpSource(tmp_path / "dump"), out, update=True)
    assert again.mode == "unchanged"
    assert open_source(dump=tmp_path / "dump").identity().checksum == built.identity.checksum


def test_other_graph_version_is_refused(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(source_of(script), out)
    other = source_of(write_graph(tmp_path / "g2", 'INSERT VERTEX player(name, age) VALUES "X":("X", 1);\n'))
    with pytest.raises(UserInputError, match="was built from .* but the graph is"):
        RetrievalIndex.open(out, expect=other.identity())


def test_bad_index_folders(script: Path, tmp_path: Path) -> None:
    with pytest.raises(UserInputError, match="no retrieval index"):
        RetrievalIndex.open(tmp_path)
    out = tmp_path / "idx"
    build_index(source_of(script), out)
    idx = RetrievalIndex.open(out)
    (idx.folder / "exact_h.npy").unlink()
    with pytest.raises(UserInputError, match="missing"):
        RetrievalIndex.open(out)
    (tmp_path / "file").write_text("x")
    with pytest.raises(UserInputError, match="is a file"):
        build_index(source_of(script), tmp_path / "file")


def test_long_strings_are_not_indexed(tmp_path: Path) -> None:
    long_name = "x" * (MAX_STRING + 1)
    script = write_graph(
        tmp_path / "g", f'INSERT VERTEX player(name, age) VALUES "long":("{long_name}", 1);\n'
    )
    result = build_index(source_of(script), tmp_path / "idx")
    assert result.skipped_long == 1
    idx = RetrievalIndex.open(tmp_path / "idx")
    assert not len(idx.exact_ids([compact(long_name)])[0])


def test_open_source_needs_exactly_one_origin(tmp_path: Path) -> None:
    with pytest.raises(UserInputError, match="exactly one"):
        open_source()
    with pytest.raises(UserInputError, match="--space"):
        open_source(graphs=tmp_path)
    with pytest.raises(UserInputError, match="no dump"):
        open_source(dump=tmp_path / "nothing")
