"""finetune/: paper-format training rows, the split by gold query, loss masking, and a CPU LoRA run.

The data tests use a tiny graph and dataset written here. The serving stages
(:class:`r3.pipeline.reranker.ModelReranker`, :class:`r3.pipeline.rewriter.ModelRewriter`) are run
with a fake model on the same questions, so "the training input is the serving prompt" and "the
target is what the serving parser reads" are checked against the real stages, not restated.
The training tests build a random two-layer model and a byte-level tokenizer in a temporary folder.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from finetune import prepare_data
from finetune.helpers import IGNORE_INDEX, PadCollator, encode_example, read_jsonl
from r3.errors import UserInputError
from r3.lang.analysis import parse_reason
from r3.lang.ddl import load_space_schema
from r3.models.fake import FakeModel
from r3.pipeline.config import RerankerConfig, RewriterConfig
from r3.pipeline.reranker import ModelReranker, reranker_context, reranker_prompt, run_reranker, skeleton_for
from r3.pipeline.rewriter import ModelRewriter, parse_rewriter_output, run_rewriter
from r3.pipeline.trace import StageTrace
from r3.pipeline.types import StageInput
from r3.represent.schema_code import render_schema_code

REPO = Path(__file__).resolve().parents[3]

LEAGUE = """\
CREATE SPACE IF NOT EXISTS league(vid_type = FIXED_STRING(32));
USE league;
CREATE TAG IF NOT EXISTS person(name string, age int);
CREATE TAG IF NOT EXISTS club(name string, city string);
CREATE EDGE IF NOT EXISTS plays_for(since int);
CREATE EDGE IF NOT EXISTS knows(degree int);
INSERT VERTEX person(name, age) VALUES "Ada Lind":("Ada Lind", 31), "Bo Varga":("Bo Varga", 28), \
"Cyra Holm":("Cyra Holm", 35);
INSERT VERTEX club(name, city) VALUES "Red Foxes":("Red Foxes", "Lund"), "Blue Owls":("Blue Owls", "Malmo");
INSERT EDGE plays_for(since) VALUES "Ada Lind"->"Red Foxes":(2019), "Bo Varga"->"Blue Owls":(2021), \
"Cyra Holm"->"Red Foxes":(2015);
INSERT EDGE knows(degree) VALUES "Ada Lind"->"Bo Varga":(3), "Bo Varga"->"Cyra Holm":(1);
"""

GO_ADA = 'GO FROM "Ada Lind" OVER plays_for YIELD dst(edge) AS club'
KNOWS = (
    'MATCH (p:person)-[:knows]->(q:person) WHERE p.person.name == "Bo Varga" '
    "RETURN q.person.name AS name ORDER BY name LIMIT 3"
)
DATASET = [
    {
        "id": "q1",
        "space": "league",
        "lang": "en",
        "question": "Which club does Ada play for?",
        "gold": GO_ADA,
    },
    # the same gold query, spelled differently: must land in the same split as q1
    {
        "id": "q2",
        "space": "league",
        "lang": "en",
        "question": "Name the club 'Ada' plays for.",
        "gold": 'go from "Ada Lind"   over plays_for yield dst(edge) as club;',
    },
    {
        "id": "q3",
        "space": "league",
        "lang": "en",
        "question": "Whom does Bo Varga know? Three at most.",
        "gold": KNOWS,
    },
    {
        "id": "q4",
        "space": "league",
        "lang": "en",
        "question": "How old is Cyra?",
        "gold": 'FETCH PROP ON person "Cyra Holm" YIELD person.age AS age',
    },
    {
        "id": "q5",
        "space": "league",
        "lang": "en",
        "question": "Who is older than 30?",
        "gold": "LOOKUP ON person WHERE person.age > 30 YIELD id(vertex) AS id",
    },
    {
        "id": "q6",
        "space": "league",
        "lang": "en",
        "question": "In which city are the Blue Owls?",
        "gold": 'FETCH PROP ON club "Blue Owls" YIELD club.city AS city',
    },
    # the question names nobody the gold query needs: no rewriter target can be derived
    {
        "id": "q7",
        "space": "league",
        "lang": "en",
        "question": "Which club does the goalkeeper play for?",
        "gold": 'GO FROM "Bo Varga" OVER plays_for YIELD dst(edge) AS club',
    },
    {"id": "q8", "space": "league", "lang": "en", "question": "Broken gold.", "gold": "GO FROM FROM"},
    {"id": "q9", "space": "nowhere", "lang": "en", "question": "Unknown space.", "gold": GO_ADA},
]
REASON = re.compile(
    r"#the request CRUD function : \[[^\n]*\]\n#the request clauses : \[[^\n]*\]\n#the request class : \[[^\n]*\]"
)


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(graphs folder, dataset file) of the tiny league."""
    root = tmp_path_factory.mktemp("ft")
    (root / "graphs" / "league").mkdir(parents=True)
    (root / "graphs" / "league" / "league.ngql").write_text(LEAGUE, encoding="utf-8")
    dataset = root / "dev.jsonl"
    dataset.write_text("".join(json.dumps(r) + "\n" for r in DATASET), encoding="utf-8")
    return root / "graphs", dataset


@pytest.fixture(scope="module")
def prepared(league: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    graphs, dataset = league
    out = tmp_path_factory.mktemp("ft-out")
    summary = prepare_data.prepare(dataset, graphs, out, prepare_data.Options(validation_ratio=0.3, seed=1))
    rows = {
        task: {split: read_jsonl(out / task / f"{split}.jsonl") for split in ("train", "validation")}
        for task in ("reranker", "rewriter")
    }
    by_id = {task: {r["id"]: r for split in rows[task].values() for r in split} for task in rows}
    return {"out": out, "summary": summary, "rows": rows, "by_id": by_id, "graphs": graphs}


def _schema(graphs: Path) -> Any:
    return load_space_schema(graphs, "league")


# --------------------------------------------------------------------------- reranker rows


@pytest.mark.quick
def test_reranker_rows_have_the_paper_format(prepared: dict[str, Any]) -> None:
    rows = prepared["by_id"]["reranker"]
    assert sorted(rows) == ["q1", "q2", "q3", "q4", "q5", "q6", "q7"]  # q8 does not parse, q9 has no graph
    assert rows["q3"]["reason"] == (
        "#the request CRUD function : ['QUERY()']\n"
        "#the request clauses : ['WHERE()', 'ORDER_BY()', 'LIMIT()']\n"
        "#the request class : ['person()', 'knows()']"
    )
    assert rows["q1"]["reason"].splitlines()[2] == "#the request class : ['plays_for()']"
    schema = _schema(prepared["graphs"])
    schema_text = render_schema_code(schema, paper=True)
    for row in rows.values():
        assert REASON.fullmatch(row["reason"]), row["reason"]
        assert row["prompt"] == next(r["question"] for r in DATASET if r["id"] == row["id"])
        assert row["content"] == next(r["gold"] for r in DATASET if r["id"] == row["id"])
        assert row["schema"] == schema_text
        assert row["output"] == row["reason"]
        context = reranker_context(schema, "ngql", paper=True, question=row["prompt"])
        assert row["input"] == reranker_prompt(row["prompt"], *context)
        assert row["input"].startswith("[task]:") and row["input"].endswith("[output]:")
        labels = parse_reason(row["reason"])
        assert [labels.crud, labels.clauses, labels.classes] == [
            row["labels"]["paper"][k] for k in ("crud", "clauses", "classes")
        ]
    assert rows["q3"]["labels"]["crud"] == ["MATCH"]
    assert rows["q3"]["labels"]["string_literals"] == ["Bo Varga"]


@pytest.mark.quick
def test_reranker_training_pair_is_what_the_serving_stage_sends_and_reads(prepared: dict[str, Any]) -> None:
    row = prepared["by_id"]["reranker"]["q3"]
    model = FakeModel(default=row["output"])
    stage = ModelReranker(model, RerankerConfig(kind="model", model="fake:echo", paper=True))
    trace = StageTrace("reranker")
    out = run_reranker(stage, StageInput(row["prompt"], _schema(prepared["graphs"])), trace)
    assert trace.calls[0].messages == [{"role": "user", "content": row["input"]}]
    assert out.classes == ["person", "knows"] and out.schema_classes == ["person", "knows"]
    assert out.clauses == ["WHERE", "ORDER_BY", "LIMIT"]
    assert not out.dropped and not trace.warnings


@pytest.mark.quick
def test_rich_style_uses_r3_names_and_the_rich_prompt(prepared: dict[str, Any]) -> None:
    schema = _schema(prepared["graphs"])
    source = next(r for r in DATASET if r["id"] == "q3")
    row = prepare_data.reranker_row(source, schema, style="rich")
    assert row["output"].splitlines()[0] == "#the request CRUD function : ['MATCH()']"
    context = reranker_context(schema, "ngql", paper=False, question=source["question"])
    assert row["input"] == reranker_prompt(source["question"], *context)
    assert row["reason"] == prepared["by_id"]["reranker"]["q3"]["reason"]  # the paper's reason is kept
    labels = parse_reason(row["output"])
    resolved = skeleton_for("ngql").resolve([*labels.crud, *labels.clauses])
    assert sorted(resolved) == ["LIMIT", "MATCH", "ORDER_BY", "RETURN", "WHERE"]


# --------------------------------------------------------------------------- split


@pytest.mark.quick
def test_split_is_by_gold_query_and_shared_by_both_tasks(prepared: dict[str, Any]) -> None:
    keys = {
        split: {prepare_data.gold_key(r["content"]) for r in prepared["rows"]["reranker"][split]}
        for split in ("train", "validation")
    }
    assert keys["train"] and keys["validation"] and not keys["train"] & keys["validation"]
    reranker, rewriter = prepared["by_id"]["reranker"], prepared["by_id"]["rewriter"]
    assert reranker["q1"]["split"] == reranker["q2"]["split"]
    assert all(rewriter[i]["split"] == reranker[i]["split"] for i in rewriter)
    # 6 distinct parseable-or-not gold queries (q1/q2 and q9 share one); 0.3 of them held out
    assert prepared["summary"].groups == {"train": 5, "validation": 2}


@pytest.mark.quick
def test_gold_key_normalises_spelling_but_not_meaning() -> None:
    assert prepare_data.gold_key(GO_ADA) == prepare_data.gold_key(
        'go  from "Ada Lind" over plays_for yield dst(edge) as club;'
    )
    assert prepare_data.gold_key(GO_ADA) != prepare_data.gold_key(GO_ADA.replace("Ada Lind", "Bo Varga"))
    assert prepare_data.gold_key("GO FROM FROM") == "GO FROM FROM"  # unparseable: whitespace-normalised text
    with pytest.raises(UserInputError, match="validation-ratio"):
        prepare_data.split_rows(DATASET, ratio=1.0)


# --------------------------------------------------------------------------- rewriter rows


@pytest.mark.quick
def test_rewriter_rows_rewrite_mentions_and_keep_the_gold_items(prepared: dict[str, Any]) -> None:
    rows = prepared["by_id"]["rewriter"]
    assert "q7" not in rows  # the goalkeeper is not Bo Varga: no target to learn
    assert prepared["summary"].skipped["rewriter"]["gold entity not among the retrieved items"] == 1
    assert rows["q1"]["rewritten"] == "Which club does Ada Lind play for?"
    assert rows["q4"]["rewritten"] == "How old is Cyra Holm?"
    assert rows["q3"]["rewritten"] == rows["q3"]["question"]  # already spelled as stored
    assert rows["q5"]["entities"] == [] and rows["q5"]["relevant_items"] == []
    assert rows["q1"]["replacements"] == [{"mention": "Ada", "entity": "Ada Lind", "span": [16, 19]}]
    for row in rows.values():
        assert set(row["relevant_items"]) <= set(row["items"])
        assert all(
            line.startswith(f'"{e}" ')
            for e, line in zip(row["entities"], row["relevant_items"], strict=False)
        )
        question, related, problems = parse_rewriter_output(row["output"], row["question"], row["items"])
        assert question == row["rewritten"] and not problems
        assert related == (row["relevant_items"] or row["items"])  # none chosen: the stage keeps all


@pytest.mark.quick
def test_rewriter_training_input_is_the_serving_prompt(prepared: dict[str, Any]) -> None:
    row = prepared["by_id"]["rewriter"]["q1"]
    with prepare_data.Linkers(prepared["graphs"]) as linkers:
        stage = ModelRewriter(FakeModel(default=row["output"]), linkers, RewriterConfig(kind="model", k=10))
        trace = StageTrace("rewriter")
        out = run_rewriter(stage, StageInput(row["question"], _schema(prepared["graphs"])), trace)
    assert trace.calls[0].messages == [{"role": "user", "content": row["input"]}]
    assert out.question == "Which club does Ada Lind play for?" and out.changed
    assert out.related == row["relevant_items"] and len(out.related) == 1


# --------------------------------------------------------------------------- command line


@pytest.mark.quick
def test_cli_writes_the_files_and_a_manifest(league: tuple[Path, Path], tmp_path: Path, capsys: Any) -> None:
    graphs, dataset = league
    code = prepare_data.main(
        [
            "--dataset",
            str(dataset),
            "--graphs",
            str(graphs),
            "--out",
            str(tmp_path),
            "--tasks",
            "reranker",
            "--quiet",
        ]
    )
    assert code == 0
    assert sorted(p.name for p in (tmp_path / "reranker").iterdir()) == ["train.jsonl", "validation.jsonl"]
    assert not (tmp_path / "rewriter").exists()
    manifest = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["summary"]["skipped"]["reranker"] == {
        "gold query does not parse": 1,
        "unknown space nowhere": 1,
    }
    assert sum(manifest["summary"]["written"]["reranker"].values()) == 7
    assert "reranker: train" in capsys.readouterr().out

    code = prepare_data.main(
        ["--dataset", str(tmp_path / "missing.jsonl"), "--graphs", str(graphs), "--out", str(tmp_path)]
    )
    err = capsys.readouterr().err.strip()
    assert code == 2 and err.startswith("error: dataset not found") and "\n" not in err


# --------------------------------------------------------------------------- training (torch, transformers, peft)


def _tiny_model(folder: Path) -> Path:
    """A random two-layer Llama (hidden 32) and a byte-level BPE tokenizer, saved in ``folder``."""
    for module in ("torch", "peft", "tokenizers", "transformers"):
        pytest.importorskip(module)
    from r3.models.tiny import save_tiny_llama

    save_tiny_llama(
        folder, ["[rewritten_query]:Which club does Ada Lind play for?", '"Ada Lind" [vid:person]'] * 4
    )
    return folder


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _tiny_model(tmp_path_factory.mktemp("tiny-model"))


def test_only_the_output_is_learned_after_exactly_the_served_prompt(tiny: Path) -> None:
    from transformers import AutoTokenizer

    from r3.models import load_model
    from r3.models.language_model import Message

    served = load_model(f"hf:{tiny}?device=cpu&dtype=float32")  # r3's hf provider, as the stages use it
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    prompt, output = (
        "[task]:Rewrite.\n[query]:Which club does Ada play for?\n[output]:",
        "[rewritten_query]:Ada Lind",
    )
    template = "{% for m in messages %}<s>USER: {{ m['content'] }}\n{% endfor %}ASSISTANT: "
    for chat_template in (None, template):  # r3's fallback format, then a chat template
        tokenizer.chat_template = served.tokenizer.chat_template = chat_template  # type: ignore[attr-defined]
        ex = encode_example(tokenizer, prompt, output, max_length=512, chat_template="auto")
        assert ex is not None
        ids, _ = served._encode([[Message("user", prompt)]])  # type: ignore[attr-defined]
        n = ids.shape[1]
        assert ex["input_ids"][:n] == ids[0].tolist()  # the tokens the served model reads
        assert ex["labels"][:n] == [IGNORE_INDEX] * n  # ... are not learned
        assert ex["labels"][n:] == ex["input_ids"][n:]  # the output is
        assert ex["input_ids"][-1] == tokenizer.eos_token_id  # and ends where generation stops
        assert tokenizer.decode(ex["input_ids"][n:-1]) == output
    assert ex is not None and tokenizer.decode(ex["input_ids"][:n]) == f"<s>USER: {prompt}\nASSISTANT: "
    raw = encode_example(tokenizer, prompt, output, max_length=512, chat_template="raw")
    assert (
        raw is not None and tokenizer.decode(raw["input_ids"][: raw["labels"].count(IGNORE_INDEX)]) == prompt
    )
    assert encode_example(tokenizer, prompt, output, max_length=n + 2) is None  # dropped, not cut
    with pytest.raises(UserInputError, match="chat_template"):
        encode_example(tokenizer, prompt, output, max_length=512, chat_template="always")

    batch = PadCollator(tokenizer.pad_token_id)(
        [{"input_ids": [5, 6, 7], "labels": [-100, 6, 7]}, {"input_ids": [5], "labels": [5]}]
    )
    assert batch["labels"].tolist() == [[-100, 6, 7], [5, -100, -100]]
    assert batch["attention_mask"].tolist() == [[1, 1, 1], [1, 0, 0]]
    assert batch["input_ids"][1].tolist() == [5, tokenizer.pad_token_id, tokenizer.pad_token_id]


def test_recipe_overrides_and_errors(tiny: Path) -> None:
    from finetune.helpers import parse_recipe

    recipe = str(REPO / "finetune" / "recipes" / "smoke_cpu.yaml")
    script, training, model = parse_recipe(
        [
            recipe,
            "--model_name_or_path",
            str(tiny),
            "--train_file",
            "a.jsonl",
            "b.jsonl",
            "--max_steps=3",
            "--lora_r",
            "2",
        ]
    )
    assert script.train_file == ["a.jsonl", "b.jsonl"] and training.max_steps == 3 and model.lora_r == 2
    assert training.use_cpu and model.lora_target_modules == ["all-linear"]
    with pytest.raises(UserInputError, match="did you mean learning_rate"):
        parse_recipe([recipe, "--model_name_or_path", "x", "--train_file", "a", "--lerning_rate", "1e-4"])
    with pytest.raises(UserInputError, match="model_name_or_path"):
        parse_recipe([recipe, "--train_file", "a.jsonl"])
    for name in ("reranker_lora.yaml", "rewriter_lora.yaml"):  # every key of the GPU recipes is known
        path = REPO / "finetune" / "recipes" / name
        assert yaml.safe_load(path.read_text(encoding="utf-8"))["bf16"] is True
        script, training, model = parse_recipe([str(path), "--bf16", "false"])  # no bf16 on this CPU
        assert training.gradient_checkpointing and model.lora_r == 8
        assert script.task == name.split("_")[0] and script.train_file and script.validation_file


def test_cpu_smoke_run_saves_an_adapter_r3_can_load(
    tiny: Path, prepared: dict[str, Any], tmp_path: Path
) -> None:
    import torch
    from peft import PeftModel
    from safetensors.torch import load_file
    from transformers import AutoModelForCausalLM

    from finetune import train_lora

    out = tmp_path / "adapter"
    train = prepared["out"] / "rewriter" / "train.jsonl"
    code = train_lora.cli(
        [
            str(REPO / "finetune" / "recipes" / "smoke_cpu.yaml"),
            "--model_name_or_path", str(tiny),
            "--train_file", str(train),
            "--validation_file", str(prepared["out"] / "rewriter" / "validation.jsonl"),
            "--max_steps", "2",
            "--output_dir", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    for name in (
        "adapter_config.json",
        "adapter_model.safetensors",
        "recipe.yaml",
        "args.json",
        "train_results.json",
    ):
        assert (out / name).is_file(), name
    assert json.loads((out / "train_results.json").read_text())["train_loss"] > 0
    assert json.loads((out / "r3_adapter.json").read_text())["spec"] == f"hf:{tiny}?adapter={out.resolve()}"
    weights = load_file(str(out / "adapter_model.safetensors"))
    lora_b = [w for k, w in weights.items() if "lora_B" in k]
    assert lora_b and any(w.abs().sum() > 0 for w in lora_b)  # B starts at zero: two steps moved it

    base = AutoModelForCausalLM.from_pretrained(tiny)
    tuned = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(tiny), out)
    ids = torch.tensor([[1, 5, 6, 7]])
    assert not torch.allclose(base(ids).logits, tuned(ids).logits)

    try:
        import r3.models.hf  # noqa: F401
    except ImportError:
        pytest.skip("r3.models.hf is not available: the adapter was checked with peft only")
    from r3.models import load_model

    model = load_model(f"hf:{tiny}?adapter={out}&device=cpu&dtype=float32")
    generation = model.generate(
        [{"role": "user", "content": "[query]:Ada"}], max_tokens=3, temperature=0.0, top_p=1.0
    )
    assert isinstance(generation.text, str)


def test_training_refuses_data_that_does_not_fit(
    tiny: Path, prepared: dict[str, Any], tmp_path: Path, capsys: Any
) -> None:
    from finetune import train_lora

    code = train_lora.cli(
        [
            str(REPO / "finetune" / "recipes" / "smoke_cpu.yaml"),
            "--model_name_or_path", str(tiny),
            "--train_file", str(prepared["out"] / "reranker" / "train.jsonl"),
            "--max_seq_length", "64",
            "--output_dir", str(tmp_path / "never"),
        ]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2 and "no train example fits max_seq_length=64" in err
