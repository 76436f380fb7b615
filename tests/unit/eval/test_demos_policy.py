"""``r3 eval --system offline`` never learns from the dataset it scores, unless asked to.

Two rows share a gold query whose alias no question states; with the old default (the
dataset as the pool, leave-one-out by row id) the paraphrase answered its twin, alias and
all. Now the evaluated dataset gives no demonstrations, ``--demos dataset`` is the labelled
opt-in, and the output says where the demonstrations came from.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from r3.cli import cli
from r3.demo import demo_dir

MARKER = "marker_alias_nobody_asks_for"
GOLD = f'GO FROM "Pia Lomax" OVER like YIELD dst(edge) AS {MARKER}'
ROWS = [
    {"id": "twin-a", "space": "demo", "lang": "en", "question": "Who does Pia Lomax like?", "gold": GOLD},
    {
        "id": "twin-b",
        "space": "demo",
        "lang": "en",
        "question": "Which players does Pia Lomax like?",
        "gold": GOLD,
    },
]


def _context(**kwargs: Any) -> Any:
    from r3.eval.systems import SystemContext

    return SystemContext(dataset_rows=[dict(r) for r in ROWS], graphs_dir=demo_dir().parent, **kwargs)


class _Recorder:
    """Stands in for :class:`r3.pipeline.pipeline.Pipeline`: keeps the demonstrations it was given."""

    given: list[Any] | None = None

    def __init__(self, config: Any, *, demos: Any = None, graph_pool: Any = None) -> None:
        self.config = config
        _Recorder.given = None if demos is None else list(demos)

    def pooled_demos(self) -> int:
        return 0  # it synthesizes none

    def close(self) -> None:
        pass


def _given(context: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any] | None, dict[str, str]]:
    """The demonstrations the offline system hands its pipeline, and what it says about them."""
    import r3.eval.pipeline_systems
    from r3.eval.systems import build_system, system_info

    monkeypatch.setattr(r3.eval.pipeline_systems, "Pipeline", _Recorder)
    system = build_system("offline", context)
    return _Recorder.given, system_info(system)


def test_offline_system_takes_no_demonstrations_from_the_evaluated_dataset(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    given, info = _given(_context(), monkeypatch)
    assert not given, "the evaluated dataset's rows were handed over as demonstrations"
    assert info["demonstrations"].startswith("none")


def test_dataset_demonstrations_are_an_explicit_labelled_opt_in(monkeypatch: pytest.MonkeyPatch) -> None:
    from r3.eval.pipeline_systems import FROM_DATASET

    given, info = _given(_context(demos_from_dataset=True), monkeypatch)
    assert given is not None and sorted(d.id for d in given) == ["twin-a", "twin-b"]
    assert info["demonstrations"] == FROM_DATASET
    assert "not an unseen-graph number" in FROM_DATASET


def test_the_real_pipeline_does_not_answer_with_the_twin_row() -> None:
    import r3.pipeline  # noqa: F401
    from r3.eval.systems import build_system

    system = build_system("offline", _context())
    try:
        assert MARKER not in system.predict(dict(ROWS[0])).query
    finally:
        system.close()  # type: ignore[attr-defined]


def test_a_demos_file_is_named_and_changes_the_cache_key(tmp_path: Path) -> None:
    import r3.pipeline  # noqa: F401
    from r3.eval.systems import build_system, system_info

    demos = demo_dir() / "demos.jsonl"
    with_file = build_system("offline", _context(demos_path=demos))
    without = build_system("offline", _context())
    opted = build_system("offline", _context(demos_from_dataset=True))
    try:
        assert system_info(with_file)["demonstrations"] == f"file {demos}"
        assert len({with_file.config_hash, without.config_hash, opted.config_hash}) == 3
    finally:
        for s in (with_file, without, opted):
            s.close()  # type: ignore[attr-defined]


@pytest.fixture()
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "twins.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS), encoding="utf-8")
    return path


def _offline_eval(dataset: Path, *options: str) -> Any:
    """``r3 eval DATASET`` with the offline system on the demo graph, plus ``options``."""
    return CliRunner().invoke(
        cli, ["eval", str(dataset), "--graphs", str(demo_dir().parent), "--system", "offline", *options]
    )


def _eval(dataset: Path, tmp_path: Path, *extra: str) -> tuple[Any, dict[str, Any]]:
    out = tmp_path / f"run{len(extra)}.json"
    result = _offline_eval(
        dataset, "--gold-from", "execute", "--no-cache", "--workers", "1", "-q", "--out", str(out), *extra
    )
    assert result.exit_code == 0, result.output
    return result, json.loads(out.read_text(encoding="utf-8"))


def test_cli_says_where_demonstrations_came_from(dataset: Path, tmp_path: Path) -> None:
    from r3.eval.pipeline_systems import FROM_DATASET

    plain, doc = _eval(dataset, tmp_path)
    assert "demonstrations: none" in plain.output
    assert doc["summary"]["system_info"]["demonstrations"].startswith("none")
    assert all(MARKER not in item["prediction"] for item in doc["items"])

    opted, doc = _eval(dataset, tmp_path, "--demos", "dataset")
    assert f"demonstrations: {FROM_DATASET}" in opted.output
    assert doc["summary"]["system_info"]["demonstrations"] == FROM_DATASET

    from r3.eval.report import markdown

    assert f"- demonstrations: {FROM_DATASET}" in markdown(doc["summary"], doc["items"])


def test_cli_rejects_a_missing_demos_file_and_names_the_opt_in(dataset: Path, tmp_path: Path) -> None:
    result = _offline_eval(dataset, "--demos", str(tmp_path / "missing.jsonl"), "--no-cache", "-q")
    assert result.exit_code == 2
    assert "--demos dataset" in result.output
