"""``load-dump --replace`` is atomic: a damaged dump changes nothing, on either engine (issue 28, item 4).

The kill -9 trials (a kill at random moments of a swapped load) are ``eval/bench_kill_load_dump.py``;
here the damaged-dump cases, which used to leave the replaced space empty.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.graph.connect import open_backend
from r3.graph.dump import LADYBUG_STAGING_SUFFIX, dump_graph, load_dump
from r3.graph.embedded import EmbeddedBackend

pytestmark = pytest.mark.quick


def _edit_record(data: Path) -> None:
    path = data / "edge.follow.jsonl"
    path.write_text(
        path.read_text(encoding="utf-8").replace('"degree":95', '"degree":96', 1), encoding="utf-8"
    )


def _drop_last_line(data: Path) -> None:
    path = data / "edge.follow.jsonl"
    path.write_text(
        "".join(path.read_text(encoding="utf-8").splitlines(keepends=True)[:-1]), encoding="utf-8"
    )


def _remove_file(data: Path) -> None:
    (data / "edge.follow.jsonl").unlink()


def _bad_manifest_count(data: Path) -> None:
    manifest_file = data.parent / "manifest.json"
    manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
    manifest["files"]["edge.follow.jsonl"]["records"] = 1 + int(
        manifest["files"]["edge.follow.jsonl"]["records"]
    )
    manifest_file.write_text(json.dumps(manifest), encoding="utf-8")


DAMAGE: list[tuple[str, Callable[[Path], None], str]] = [
    ("a record edited", _edit_record, "does not match its manifest"),
    ("a record missing", _drop_last_line, "manifest"),
    ("a file missing", _remove_file, "missing"),
    ("the manifest's count wrong", _bad_manifest_count, "manifest"),
]

ENGINES = ["embedded", "ladybug"]


def _url(engine: str, tmp_path: Path) -> str:
    return (
        f"embedded://{tmp_path / 'g.sqlite'}" if engine == "embedded" else f"ladybug://{tmp_path / 'g.lbug'}"
    )


def _fingerprint(url: str) -> tuple[object, ...]:
    backend = open_backend(url + ("?space=tiny" if url.startswith("embedded") else ""))
    try:
        m = dump_graph(backend, Path(url.split("://", 1)[1] + ".check"), progress=False).manifest
    finally:
        backend.close()
    return (m["counts"]["vertex_records"], m["counts"]["edges"], m["checksum"])


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("what", "damage", "message"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damaged_dump_leaves_the_replaced_graph_as_it_was(
    engine: str, what: str, damage: Callable[[Path], None], message: str, tiny_graph: Path, tmp_path: Path
) -> None:
    if engine == "ladybug":
        pytest.importorskip("real_ladybug")
    with EmbeddedBackend.open(tiny_graph) as source:
        dump_graph(source, tmp_path / "good", progress=False)
        dump_graph(source, tmp_path / "bad", progress=False)
    url = _url(engine, tmp_path)
    load_dump(tmp_path / "good", url)
    before = _fingerprint(url)
    manifest = json.loads((tmp_path / "bad" / "manifest.json").read_text(encoding="utf-8"))
    damage(tmp_path / "bad" / manifest["data_dir"])
    with pytest.raises(UserInputError, match=message):
        load_dump(tmp_path / "bad", url, replace=True)
    assert _fingerprint(url) == before
    assert not list(tmp_path.glob(f"*{LADYBUG_STAGING_SUFFIX}*")), "a staging file was left behind"
    load_dump(tmp_path / "good", url, replace=True)  # and a good dump still replaces it
    assert _fingerprint(url) == before
