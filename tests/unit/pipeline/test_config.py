"""Pipeline configs: validation with clear errors, extends/overrides, the built-in ablations."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from r3.errors import UserInputError
from r3.pipeline.config import (
    BUILTIN_CONFIGS,
    PipelineConfig,
    build_config,
    builtin_dir,
    load_config,
    parse_override,
)

pytestmark = pytest.mark.quick


def test_the_builtin_table_matches_the_files() -> None:
    files = {p.stem: yaml.safe_load(p.read_text(encoding="utf-8")) for p in builtin_dir().glob("*.yaml")}
    assert set(files) == set(BUILTIN_CONFIGS)
    for name, data in files.items():
        assert data.get("description") == BUILTIN_CONFIGS[name], name
        assert data.get("name") == name, name


@pytest.mark.parametrize("name", sorted(BUILTIN_CONFIGS))
def test_every_builtin_config_loads(name: str) -> None:
    config = load_config(name)
    assert config.name == name and config.description == BUILTIN_CONFIGS[name]


def test_the_papers_ablations_are_configs() -> None:
    paper = load_config("r3-paper")
    assert (paper.reranker.kind, paper.rewriter.kind, paper.refiner.kind) == ("model", "model", "model")
    assert paper.refiner.paper and paper.reranker.paper
    assert (paper.refiner.temperature, paper.refiner.top_p) == (0.2, 0.7)
    assert paper.refiner.few_shot == 0 and paper.repair.retries == 0

    vanilla = load_config("vanilla-few-shot")
    assert vanilla.reranker.kind == "none" and vanilla.rewriter.kind == "none"
    assert vanilla.refiner.schema == "text" and not vanilla.refiner.skeleton
    assert vanilla.refiner.few_shot == 3 and vanilla.refiner.few_shot_pick == "random"
    assert vanilla.refiner.model == paper.refiner.model, "extends keeps the parent's refiner model"

    code = load_config("code-schema-few-shot")
    assert code.refiner.schema == "code" and not code.refiner.skeleton and code.refiner.few_shot == 3
    skeleton = load_config("code-schema-skeleton")
    assert skeleton.refiner.schema == "code" and skeleton.refiner.skeleton and skeleton.refiner.few_shot == 0
    assert load_config("vanilla-one-shot").refiner.few_shot == 1

    checked = load_config("r3-checked")
    assert checked.repair.retries == 3 and checked.refiner.grammar
    # out of the box only the refiner needs a model: the small stages are r3's offline ones
    assert (checked.reranker.kind, checked.rewriter.kind) == ("offline", "offline")


def test_hashes_change_with_what_changes_answers() -> None:
    base = load_config("offline")
    assert base.config_hash() == load_config("offline").config_hash()
    assert load_config("offline", overrides={"repair.retries": 1}).config_hash() != base.config_hash()
    renamed = load_config("offline", overrides={"name": "other", "description": "x"})
    assert renamed.config_hash() == base.config_hash()


def test_unknown_keys_name_the_closest_known_one() -> None:
    with pytest.raises(
        UserInputError, match=r"refiner: unknown key 'few_shots' \(did you mean 'few_shot'\?\)"
    ):
        build_config({"refiner": {"few_shots": 3}})
    with pytest.raises(UserInputError, match="unknown key 'rerankr'"):
        build_config({"rerankr": {}})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"refiner": {"few_shot": "3"}}, r"refiner.few_shot: expected an integer, got '3'"),
        ({"refiner": {"few_shot": -1}}, r"refiner.few_shot: must be 0 or more"),
        ({"refiner": {"top_p": 0}}, r"refiner.top_p: must be in \(0, 1\]"),
        ({"repair": {"check": "maybe"}}, r"repair.check: 'maybe' is not one of: auto, execute"),
        ({"reranker": {"kind": "model"}}, r"reranker: kind 'model' needs a model spec"),
        ({"allow_writes": "yes"}, r"allow_writes: expected true or false"),
        ({"self_consistency": {"samples": 0}}, r"self_consistency.samples: must be at least 1"),
        ({"refiner": 3}, r"refiner: expected a mapping"),
    ],
)
def test_bad_values_are_one_clear_line(data: dict, message: str) -> None:
    with pytest.raises(UserInputError, match=message):
        build_config(data)


def test_extends_and_relative_paths(tmp_path: Path) -> None:
    (tmp_path / "demos.jsonl").write_text("", encoding="utf-8")
    (tmp_path / "base.yaml").write_text(
        "name: base\nrefiner: {kind: offline, few_shot: 2}\n", encoding="utf-8"
    )
    (tmp_path / "child.yaml").write_text(
        'extends: base.yaml\nrefiner: {few_shot: 4}\ndemos: demos.jsonl\nretrieval: {index: "idx/{space}"}\n',
        encoding="utf-8",
    )
    config = load_config(tmp_path / "child.yaml")
    assert config.name == "base" and config.refiner.kind == "offline" and config.refiner.few_shot == 4
    assert config.demos == str((tmp_path / "demos.jsonl").resolve())
    assert config.retrieval.index == str((tmp_path / "idx" / "{space}").resolve())
    (tmp_path / "loop.yaml").write_text("extends: loop.yaml\n", encoding="utf-8")
    with pytest.raises(UserInputError, match="loops back"):
        load_config(tmp_path / "loop.yaml")


def test_toml_configs_and_dicts(tmp_path: Path) -> None:
    (tmp_path / "c.toml").write_text('extends = "offline"\n[repair]\nretries = 0\n', encoding="utf-8")
    assert load_config(tmp_path / "c.toml").repair.retries == 0
    assert load_config({"extends": "offline", "rewriter": {"k": 3}}).rewriter.k == 3
    assert isinstance(load_config(PipelineConfig()), PipelineConfig)


def test_unknown_config_names_and_missing_files() -> None:
    with pytest.raises(UserInputError, match=r"did you mean 'offline'"):
        load_config("ofline")
    with pytest.raises(UserInputError, match="not found"):
        load_config("missing.yaml")


def test_overrides_from_the_command_line() -> None:
    assert parse_override("refiner.few_shot=3") == ("refiner.few_shot", 3)
    assert parse_override("allow_writes=true") == ("allow_writes", True)
    assert parse_override("refiner.model=openai:gpt-4o?base_url=http://x") == (
        "refiner.model",
        "openai:gpt-4o?base_url=http://x",
    )
    with pytest.raises(UserInputError, match="KEY=VALUE"):
        parse_override("few_shot")
    config = load_config("offline", overrides=dict([parse_override("refiner.few_shot=2")]))
    assert config.refiner.few_shot == 2


def test_local_small_names_the_committed_adapters_from_any_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from urllib.parse import parse_qsl

    monkeypatch.chdir(tmp_path)  # the adapters resolve against the config file, not the cwd
    config = load_config("local-small")
    assert config.refiner.kind == "hybrid" and config.refiner.model and config.refiner.grammar
    assert config.repair.retries >= 1
    adapters = {}
    for name, stage in (
        ("reranker", config.reranker),
        ("rewriter", config.rewriter),
        ("refiner", config.refiner),
    ):
        if stage.model and "adapter=" in stage.model:
            options = dict(parse_qsl(stage.model.partition("?")[2]))
            adapters[name] = Path(options["adapter"])
    assert config.rewriter.kind == "model" and "rewriter" in adapters, "the trained rewriter serves"
    assert "reranker" in adapters and config.reranker.prompt_tokens, "the trained reranker is one --set away"
    for path in adapters.values():
        assert path.is_absolute() and (path / "adapter_config.json").is_file(), path
        assert (path / "adapter_model.safetensors").is_file(), path


def test_a_relative_adapter_missing_beside_the_config_stays_as_written(tmp_path: Path) -> None:
    (tmp_path / "ad").mkdir()
    (tmp_path / "c.yaml").write_text(
        "reranker: {kind: model, model: 'hf:/m?adapter=ad&device=cpu'}\n"
        "rewriter: {kind: model, model: 'hf:/m?adapter=runs/none'}\n",
        encoding="utf-8",
    )
    config = load_config(tmp_path / "c.yaml")
    assert config.reranker.model == f"hf:/m?adapter={tmp_path / 'ad'}&device=cpu"
    assert config.rewriter.model == "hf:/m?adapter=runs/none"
