"""``r3 train`` data: split by graph, target-span masking, token-budget cutting; a prefix-tuning
run on the tiny model and a 2-step LoRA run on the real SmolLM2 (skipped when not fetched).

The budget tests count whitespace-separated words instead of model tokens: the cutting logic
only needs *a* counter, and words keep the expected numbers readable.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from finetune import sft_data
from finetune.helpers import IGNORE_INDEX, encode_example
from r3.errors import UserInputError

REPO = Path(__file__).resolve().parents[3]

LEAGUE = """\
CREATE SPACE IF NOT EXISTS league(vid_type = FIXED_STRING(32));
USE league;
CREATE TAG IF NOT EXISTS person(name string, age int);
CREATE TAG IF NOT EXISTS club(name string, city string);
CREATE EDGE IF NOT EXISTS plays_for(since int);
INSERT VERTEX person(name, age) VALUES "Ada Lind":("Ada Lind", 31), "Bo Varga":("Bo Varga", 28);
INSERT VERTEX club(name, city) VALUES "Red Foxes":("Red Foxes", "Lund");
INSERT EDGE plays_for(since) VALUES "Ada Lind"->"Red Foxes":(2019), "Bo Varga"->"Red Foxes":(2021);
"""


def words(text: str) -> int:
    return len(text.split())


# --------------------------------------------------------------------------- split by graph


@pytest.mark.parametrize(
    ("space", "holdout", "expected"),
    [
        ("nba", [], "train"),
        ("nba", ["clinic"], "train"),
        ("clinic", ["clinic", "library"], "validation"),
        ("library", ["clinic", "library"], "validation"),
    ],
)
def test_split_is_by_graph(space: str, holdout: list[str], expected: str) -> None:
    assert sft_data.split_of(space, holdout) == expected


def _dataset(tmp_path: Path, rows: list[dict[str, Any]]) -> Path:
    path = tmp_path / "data.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_held_out_graphs_never_give_training_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = [
        {"id": 1, "space": "league", "question": "q1", "gold": "g"},
        {"id": 2, "space": "clinic", "question": "q2", "gold": "g"},
        {"id": 3, "space": "league", "question": "q3", "gold": "g"},
    ]
    made = sft_data.collect_rows(sft_data.Sources(data=[_dataset(tmp_path, rows)], holdout=["clinic"]))
    assert [(r["space"], r["split"]) for r in made] == [
        ("league", "train"),
        ("clinic", "validation"),
        ("league", "train"),
    ]
    # demonstrations synthesized for a held-out graph are refused, not quietly trained on
    monkeypatch.setattr(
        sft_data, "synth_rows", lambda *a, **k: [{"id": 9, "space": "clinic", "question": "q", "gold": "g"}]
    )
    with pytest.raises(UserInputError, match="held-out graph"):
        sft_data.collect_rows(sft_data.Sources(synth_graphs=["x"], holdout=["clinic"]))


@pytest.mark.parametrize(
    "row",
    [
        {"space": "league", "gold": "g"},
        {"question": "q", "gold": "g"},
        {"question": "q", "space": "s", "gold": ""},
    ],
)
def test_rows_without_question_gold_or_space_are_refused(tmp_path: Path, row: dict[str, Any]) -> None:
    with pytest.raises(UserInputError, match="lacks question, gold or space"):
        sft_data.collect_rows(sft_data.Sources(data=[_dataset(tmp_path, [row])]))


# --------------------------------------------------------------------------- target-span masking


class WordTokenizer:
    """One id per whitespace word (ids from a growing vocabulary); eos = 0; no chat template."""

    eos_token_id = 0
    chat_template = None

    def __init__(self) -> None:
        self.vocab: dict[str, int] = {}

    def __call__(self, text: str, add_special_tokens: bool = True) -> dict[str, list[int]]:
        return {"input_ids": [self.vocab.setdefault(w, len(self.vocab) + 1) for w in text.split()]}


@pytest.mark.parametrize(
    ("prompt", "output", "max_length", "prompt_len", "target_len"),
    [
        ("a b c", "x y", 10, 3, 3),  # target + eos
        ("a", "x", 3, 1, 2),
        ("a b c d", "x y", 6, None, None),  # 4 + 3 > 6: dropped, never cut
        ("a", "", 10, 1, 1),  # an empty target still learns to stop
    ],
)
def test_only_the_target_span_is_learned(
    prompt: str, output: str, max_length: int, prompt_len: int | None, target_len: int | None
) -> None:
    ex = encode_example(WordTokenizer(), prompt, output, max_length=max_length, chat_template="raw")
    if prompt_len is None:
        assert ex is None
        return
    assert ex is not None
    assert ex["labels"][:prompt_len] == [IGNORE_INDEX] * prompt_len
    assert ex["labels"][prompt_len:] == ex["input_ids"][prompt_len:]
    assert len(ex["labels"]) - prompt_len == target_len and ex["input_ids"][-1] == 0


# --------------------------------------------------------------------------- token budget

SCHEMA = """\
# this is the schema of this graph
# Nodes
class Tag():
    def __init__(self,tag_name):
        self.tag_name=tag_name

class person(Tag):
    def __init__(self,vid,name:str,age:int):
        self.vid=vid
        self.name=name
        self.age=age

class club(Tag):
    def __init__(self,vid,name:str,city:str):
        self.vid=vid
        self.name=name
        self.city=city

# Edge
class Edge():
    def __init__(self,edge_type_name):
        self.edge_type_name=edge_type_name

class plays_for(Edge):
    def __init__(self,src_vid,dst_vid,since:int):
        self.src_vid=src_vid
        self.dst_vid=dst_vid
        self.since=since
"""
SKELETON = """\
class CRUD():
    def QUERY(self):
        \"\"\"
        GO FROM <vid> OVER <edge_type> YIELD <expr>
        \"\"\"
        # Read the graph: traverse edges from start vertices.
        # Example: GO FROM "a" OVER like YIELD dst(edge)
    def DELETE(self):
        \"\"\"
        DELETE VERTEX <vid>
        \"\"\"
        # Remove vertices or edges.
        # Example: DELETE VERTEX "a"
class SUBFUNCTION():
    def ORDER_BY(self):
        \"\"\"
        ORDER BY <expr> [ASC | DESC]
        \"\"\"
        # Sort the result rows.
        # Example: ORDER BY $-.age DESC
"""
QUESTION = "Which person is the oldest in the club?"


def _budget(budget: int) -> sft_data.Budgeted:
    return sft_data.budget_reranker_prompt(QUESTION, SCHEMA, SKELETON, words, budget)


@pytest.mark.parametrize(
    ("budget", "one_line", "dropped", "def_only", "description_only"),
    [
        (1000, [], [], [], []),  # everything fits: nothing cut
        # the schema keeps its detail longest; the skeleton's least relevant detail goes first
        (135, [], [], [], ["DELETE"]),
        (123, [], [], [], ["DELETE", "ORDER_BY"]),
        (95, [], [], ["DELETE"], ["QUERY", "ORDER_BY"]),
        (79, ["plays_for"], [], ["QUERY", "DELETE", "ORDER_BY"], []),
        (67, ["person", "club"], ["plays_for"], ["QUERY", "DELETE", "ORDER_BY"], []),
        (59, [], ["person", "club", "plays_for"], ["QUERY", "DELETE", "ORDER_BY"], []),
    ],
)
def test_prompts_are_cut_to_the_budget_and_the_cut_is_recorded(
    budget: int, one_line: list[str], dropped: list[str], def_only: list[str], description_only: list[str]
) -> None:
    fitted = _budget(budget)
    assert fitted.tokens == words(fitted.prompt) <= budget
    assert fitted.cut == {
        "schema_classes_dropped": dropped,
        "schema_classes_one_line": one_line,
        "skeleton_def_only": def_only,
        "skeleton_description_only": description_only,
    }
    for name in ("QUERY", "DELETE", "ORDER_BY"):  # every answerable name stays visible
        assert f"def {name}(self):" in fitted.prompt
    assert QUESTION in fitted.prompt and fitted.prompt.rstrip().endswith("[output]:")


def test_a_prompt_that_cannot_fit_is_refused_not_truncated() -> None:
    with pytest.raises(UserInputError, match="needs 57 tokens, over the budget of 55"):
        _budget(55)


def test_relevant_classes_keep_their_detail() -> None:
    fitted = _budget(79)
    assert "class person(Tag):\n    def __init__" in fitted.prompt
    assert "class plays_for(Edge): since:int" in fitted.prompt


# --------------------------------------------------------------------------- rows and training


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("sft")
    (root / "graphs" / "league").mkdir(parents=True)
    (root / "graphs" / "league" / "league.ngql").write_text(LEAGUE, encoding="utf-8")
    rows = [
        {"id": "a", "space": "league", "question": "Which club does Ada play for?",
         "gold": 'GO FROM "Ada Lind" OVER plays_for YIELD dst(edge) AS club'},
        {"id": "b", "space": "league", "question": "How old is Bo Varga?",
         "gold": 'FETCH PROP ON person "Bo Varga" YIELD person.age AS age'},
    ]  # fmt: skip
    data = root / "data.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return root / "graphs", data


def test_multitask_rows_carry_a_task_prefix(league: tuple[Path, Path]) -> None:
    graphs, data = league
    rows = sft_data.collect_rows(sft_data.Sources(data=[data], graphs=[graphs]))
    made, report = sft_data.build_rows("multitask", rows, sft_data.space_folders([graphs]))
    tasks = sorted(r["task"] for r in made)
    assert tasks == ["reranker", "reranker", "rewriter", "rewriter"]
    for row in made:
        assert row["input"].startswith(sft_data.TASK_PREFIX.format(task=row["task"]))
    assert report.written == {"reranker/train": 2, "rewriter/train": 2} and not report.skipped
    ada = next(r for r in made if r["task"] == "rewriter" and r["id"].endswith(":a"))
    assert ada["rewritten"] == "Which club does Ada Lind play for?"


def test_refiner_rows_target_the_canonical_gold(league: tuple[Path, Path]) -> None:
    graphs, data = league
    rows = sft_data.collect_rows(sft_data.Sources(data=[data], graphs=[graphs]))
    made, _ = sft_data.build_rows("refiner", rows[:1], sft_data.space_folders([graphs]))
    assert made[0]["output"].startswith("GO FROM") and "plays_for" in made[0]["input"]
    assert made[0]["input"].rstrip().endswith("[output]:")


def _train_cli(args: list[str]) -> Any:
    from click.testing import CliRunner

    from r3.cli import cli

    return CliRunner().invoke(cli, ["train", *args], catch_exceptions=False)


def test_prefix_tuning_runs_on_the_tiny_model(league: tuple[Path, Path], tmp_path: Path) -> None:
    for module in ("torch", "peft", "transformers", "tokenizers"):
        pytest.importorskip(module)
    from r3.models.tiny import save_tiny_llama

    graphs, data = league
    tiny = save_tiny_llama(tmp_path / "tiny", ["[rewritten_query]:Which club does Ada Lind play for?"] * 4)
    out = tmp_path / "out"
    result = _train_cli(
        ["rewriter", "--recipe", str(REPO / "finetune/recipes/smoke_cpu.yaml"), "--data", str(data),
         "--graphs", str(graphs), "--out", str(out), "--quiet",
         "--set", f"model_name_or_path={tiny}", "--set", "peft_method=prefix", "--set", "num_virtual_tokens=4"]
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    config = json.loads((out / "adapter_config.json").read_text())
    assert config["peft_type"] == "PREFIX_TUNING"
    report = json.loads((out / "training_report.json").read_text())
    assert report["steps"] == 2 and report["peak_rss_mb"] > 0
    manifest = json.loads((out / "data" / "manifest.json").read_text())
    assert manifest["train_spaces"] == ["league"] and manifest["holdout"] == []


@pytest.mark.usefixtures("user_model_cache")
def test_lora_two_steps_on_the_real_smollm2(league: tuple[Path, Path], tmp_path: Path) -> None:
    for module in ("torch", "peft", "transformers"):
        pytest.importorskip(module)
    from r3.models.language_model import ModelConfigError
    from r3.models.local import local_model_dir, models_dir

    if not (models_dir() / "smollm2-135m" / "hf" / "config.json").is_file():
        pytest.skip("SmolLM2-135M is not available locally: run `r3 models fetch smollm2-135m` to enable")
    try:
        local_model_dir("smollm2-135m")
    except ModelConfigError as e:
        pytest.skip(f"SmolLM2-135M is not usable: {e}")
    graphs, data = league
    out = tmp_path / "out"
    result = _train_cli(
        ["reranker", "--recipe", str(REPO / "finetune/recipes/reranker_smollm2_cpu.yaml"), "--data", str(data),
         "--graphs", str(graphs), "--out", str(out), "--quiet",
         "--set", "max_steps=2", "--set", "per_device_train_batch_size=1", "--set", "gradient_accumulation_steps=1",
         "--set", "save_strategy=no", "--set", "logging_steps=1"]
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert (out / "adapter_model.safetensors").is_file() and (out / "loss_curve.png").is_file()
    report = json.loads((out / "training_report.json").read_text())
    assert report["steps"] == 2 and report["final_train_loss"] > 0
    rows = [json.loads(x) for x in (out / "data" / "train.jsonl").read_text().splitlines()]
    assert all(set(r["cut"]) >= {"skeleton_def_only", "schema_classes_dropped"} for r in rows)
