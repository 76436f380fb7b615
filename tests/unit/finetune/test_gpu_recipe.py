"""The GPU recipe (``finetune/gpu_recipe.py``): generated graphs, scoring, the no-GPU refusal, and
its ``--cpu-smoke`` run end to end on SmolLM2-135M (skipped when torch/peft/transformers or the
model are missing): three adapters that load back in r3 and a ``results.json`` with every number.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from finetune import gpu_recipe
from finetune import graphs as graph_gen
from r3.lang.ddl import load_space_schema


def _schema_names(seed: int) -> set[str]:
    g = graph_gen.generate(seed)
    return {t.name for t in g.tags} | {e.name for e in g.edges}


def test_generated_graphs_are_deterministic_and_differ_by_seed(tmp_path: Path) -> None:
    a, b = (
        graph_gen.write(graph_gen.generate(7), tmp_path / "a"),
        graph_gen.write(graph_gen.generate(7), tmp_path / "b"),
    )
    assert sorted(p.read_bytes() for p in a.iterdir()) == sorted(p.read_bytes() for p in b.iterdir())
    assert len({frozenset(_schema_names(s)) for s in range(12)}) == 12  # every seed draws its own schema


@pytest.mark.parametrize("seed", [0, 5, gpu_recipe.HELDOUT_SEED])
def test_a_generated_graph_loads_as_an_r3_space(tmp_path: Path, seed: int) -> None:
    graph = graph_gen.generate(seed)
    folder = graph_gen.write(graph, tmp_path)
    space = load_space_schema(tmp_path, folder.name)
    assert {t.name for t in graph.tags} <= set(space.tags)
    assert {e.name for e in graph.edges} <= set(space.edges)
    for tag in graph.tags:
        assert tag.rows and all(len(r) == 1 + len(tag.props) for r in tag.rows)
        assert len({r[1] for r in tag.rows}) == len(tag.rows)  # names are unique within a tag


@pytest.mark.parametrize(
    ("pred", "gold", "expected"),
    [
        ([{"a", "b"}], [{"a", "b"}], 1.0),
        ([{"a"}], [{"a", "b"}], 0.6667),
        ([set()], [{"a"}], 0.0),
        ([set()], [set()], 1.0),
        ([{"x"}, {"a"}], [{"a"}, {"a"}], 0.5),
    ],
)
def test_micro_f1(pred: list[set[str]], gold: list[set[str]], expected: float) -> None:
    assert gpu_recipe.f1(pred, gold) == expected


@pytest.mark.parametrize(
    ("text", "class_f1", "function_f1"),
    [
        ("#the request CRUD function : ['QUERY()']\n#the request clauses : ['WHERE()']\n"
         "#the request class : ['city()', 'owns()']", 1.0, 1.0),
        ("#the request CRUD function : ['QUERY()']\n#the request class : ['city()']", 0.6667, 0.6667),
        ("no reasoning at all", 0.0, 0.0),
    ],
)  # fmt: skip
def test_reranker_scores_read_the_model_output(text: str, class_f1: float, function_f1: float) -> None:
    gold = "#the request CRUD function : ['QUERY()']\n#the request clauses : ['WHERE()']\n#the request class : ['city()', 'owns()']"
    assert gpu_recipe.score_reranker([{"output": gold}], [text]) == {
        "class_f1": class_f1,
        "function_f1": function_f1,
    }


def test_without_a_gpu_the_recipe_stops_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: Any, tmp_path: Path
) -> None:
    torch = pytest.importorskip("torch")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert gpu_recipe.main(["--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: no GPU visible") and "\n" not in err
    assert not (tmp_path / "out").exists()  # nothing was done before the check


@pytest.mark.usefixtures("user_model_cache")
def test_cpu_smoke_end_to_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if os.environ.get("R3_GPU_RECIPE_SMOKE") != "1":
        pytest.skip(
            "the --cpu-smoke run trains three adapters (~15 CPU-minutes measured): set R3_GPU_RECIPE_SMOKE=1"
        )
    for module in ("torch", "peft", "transformers"):
        pytest.importorskip(module)
    from r3.models.factory import load_model
    from r3.models.language_model import ModelConfigError
    from r3.models.local import local_model_dir, models_dir

    if not (models_dir() / "smollm2-135m" / "hf" / "config.json").is_file():
        pytest.skip("SmolLM2-135M is not available locally: run `r3 models fetch smollm2-135m` to enable")
    try:
        base = local_model_dir("smollm2-135m")
    except ModelConfigError as e:
        pytest.skip(f"SmolLM2-135M is not usable: {e}")
    monkeypatch.setattr(sys, "argv", ["gpu_recipe"])
    out = tmp_path / "out"
    assert gpu_recipe.main(["--cpu-smoke", "--out", str(out), "--unseen", "", "--max-eval", "1"]) == 0
    results = json.loads((out / "results.json").read_text())
    assert results["data"]["train_graphs"] and results["data"]["heldout_graphs"]
    assert not set(results["data"]["train_graphs"]) & set(results["data"]["heldout_graphs"])
    ev = results["eval"]
    for side in ("base", "adapter"):
        assert {"class_f1", "function_f1"} <= set(ev["reranker"][side])
        assert "linked_entity_accuracy" in ev["rewriter"][side]
        assert isinstance(ev["refiner"]["heldout"][side]["EX"], float)
    for task in gpu_recipe.TASKS:
        adapter = out / f"{task}-adapter"
        assert (adapter / "adapter_model.safetensors").is_file()
        assert results["train"][task]["train_loss"] is not None
        model = load_model(f"hf:{base}?adapter={adapter}&device=cpu&dtype=float32")
        assert isinstance(model.generate("hello", max_tokens=1).text, str)
