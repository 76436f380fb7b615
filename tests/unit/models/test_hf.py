"""The transformers provider on tiny random models saved by the test (no downloads)."""

from __future__ import annotations

from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tiny_models import CHAT_TEMPLATE, make_model, make_tokenizer, save_model  # noqa: E402

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema  # noqa: E402
from r3.lang.parser import parse  # noqa: E402
from r3.lang.validator import validate  # noqa: E402
from r3.models import Message, ModelConfigError, load_model  # noqa: E402
from r3.models.hf import HFModel, format_fallback  # noqa: E402

pytestmark = pytest.mark.quick

QUESTIONS = [
    "Who does Tim Duncan like?",
    "Which team did Tony Parker serve, and from which year?",
    "Players older than 30",
]


@pytest.fixture(scope="module")
def llama_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_model(tmp_path_factory.mktemp("llama"), "llama")


@pytest.fixture(scope="module")
def gpt2_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_model(tmp_path_factory.mktemp("gpt2"), "gpt2", chat_template=CHAT_TEMPLATE)


@pytest.fixture(scope="module")
def llama(llama_dir: Path) -> HFModel:
    model = load_model(f"hf:{llama_dir}?max_tokens=12")
    assert isinstance(model, HFModel)
    return model


def test_loads_and_generates_with_usage(llama: HFModel) -> None:
    gen = llama.generate([{"role": "user", "content": QUESTIONS[0]}])
    assert isinstance(gen.text, str) and gen.model.startswith("hf:")
    assert gen.usage.prompt_tokens == len(
        llama.tokenizer(llama.prompt_text([Message("user", QUESTIONS[0])]))["input_ids"]
    )
    assert 1 <= gen.usage.completion_tokens <= 12
    assert gen.finish_reason in ("stop", "length") and gen.grammar_mode == "none"


def test_fallback_prompt_format_without_chat_template(llama: HFModel) -> None:
    msgs = [Message("system", "You write nGQL."), Message("user", "q")]
    assert llama.prompt_text(msgs) == "<|system|>\nYou write nGQL.\n<|user|>\nq\n<|assistant|>\n"
    assert llama.prompt_text(msgs) == format_fallback(msgs)


def test_chat_template_is_used_when_present(gpt2_dir: Path) -> None:
    model = load_model(f"hf:{gpt2_dir}")
    assert isinstance(model, HFModel)
    text = model.prompt_text([Message("system", "s"), Message("user", "q")])
    assert text == "<system>s</system><user>q</user><assistant>"


@pytest.mark.parametrize("which", ["llama", "gpt2"])
def test_batched_greedy_equals_one_by_one(which: str, llama_dir: Path, gpt2_dir: Path) -> None:
    folder = llama_dir if which == "llama" else gpt2_dir
    model = load_model(f"hf:{folder}?batch_size=3")
    convs = [[{"role": "user", "content": q}] for q in QUESTIONS]
    batched = [g.text for g in model.generate_batch(convs, max_tokens=10)]
    single = [model.generate(c, max_tokens=10).text for c in convs]
    assert batched == single
    assert len(set(len(model.prompt_text([Message("user", q)])) for q in QUESTIONS)) > 1  # padding was needed


def test_lora_adapter_changes_the_model(tmp_path: Path, llama_dir: Path) -> None:
    peft = pytest.importorskip("peft")
    tokenizer = make_tokenizer()
    base = make_model("llama", tokenizer, seed=0)
    config = peft.LoraConfig(r=4, lora_alpha=16, target_modules=["q_proj", "v_proj"], init_lora_weights=False)
    adapted = peft.get_peft_model(base, config)
    with torch.no_grad():
        for name, param in adapted.named_parameters():
            if "lora_B" in name:
                param.mul_(20.0)
    adapter_dir = tmp_path / "adapter"
    adapted.save_pretrained(adapter_dir)

    plain = load_model(f"hf:{llama_dir}")
    tuned = load_model(f"hf:{llama_dir}?adapter={adapter_dir}")
    assert isinstance(plain, HFModel) and isinstance(tuned, HFModel)
    assert "adapter" in tuned.name or str(adapter_dir) in tuned.name
    ids = plain.tokenizer("MATCH (v) RETURN v", return_tensors="pt")["input_ids"]
    with torch.no_grad():
        a = plain.model(input_ids=ids).logits
        b = tuned.model(input_ids=ids).logits
    assert not torch.allclose(a, b, atol=1e-4)
    convs = [[{"role": "user", "content": q}] for q in QUESTIONS]
    assert [g.text for g in plain.generate_batch(convs, max_tokens=8)] != [
        g.text for g in tuned.generate_batch(convs, max_tokens=8)
    ]
    # the LoRA adapter is folded into the base weights: same outputs as the unmerged adapter
    assert not isinstance(tuned.model, peft.PeftModel)
    with torch.no_grad():
        unmerged = adapted.eval()(input_ids=ids).logits
    assert torch.allclose(b, unmerged, atol=1e-4)


def test_bad_paths_are_one_line_errors(tmp_path: Path, llama_dir: Path) -> None:
    with pytest.raises(ModelConfigError, match="does not exist"):
        load_model(f"hf:{tmp_path / 'nothing'}")
    with pytest.raises(ModelConfigError, match="adapter folder"):
        load_model(f"hf:{llama_dir}?adapter={tmp_path / 'no-adapter'}")
    with pytest.raises(ModelConfigError, match="dtype"):
        load_model(f"hf:{llama_dir}?dtype=float8")


def _space() -> SpaceSchema:
    space = SpaceSchema("nba")
    space.add(SchemaItem("player", "tag", [PropertyDef("name", "string"), PropertyDef("age", "int64")]))
    space.add(SchemaItem("team", "tag", [PropertyDef("name", "string")]))
    space.add(SchemaItem("like", "edge", [PropertyDef("likeness", "int64")]))
    space.add(SchemaItem("serve", "edge", [PropertyDef("start_year", "int64")]))
    return space


def test_constrained_generation_parses_and_validates(llama: HFModel) -> None:
    from r3.models.grammar import dialect_grammar, schema_grammar

    convs = [[{"role": "user", "content": q}] for q in QUESTIONS]
    for gen in llama.generate_batch(convs, max_tokens=24, grammar=dialect_grammar("ngql")):
        assert gen.grammar_mode == "constrained" and gen.finish_reason in ("stop", "forced")
        parse(gen.text, "ngql")
    space = _space()
    sampled = llama.generate_batch(
        convs, max_tokens=24, temperature=1.0, grammar=schema_grammar(space, "ngql")
    )
    for gen in sampled:
        assert validate(parse(gen.text, "ngql"), space) == [], gen.text
        assert gen.raw is not None
        assert gen.usage.completion_tokens == gen.raw["model_tokens"] + gen.raw["forced_tokens"]
