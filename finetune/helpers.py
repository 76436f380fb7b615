"""The small pieces behind the training scripts: prompts, JSONL, recipe parsing, tokenizer, data, model.

Why the prompts come from :mod:`r3.pipeline`: the serving stages build the small models' input
with :func:`r3.pipeline.reranker.reranker_prompt` and :func:`r3.pipeline.rewriter.rewriter_prompt`
and read their output with :func:`r3.lang.analysis.parse_reason` and
:func:`r3.pipeline.rewriter.parse_rewriter_output`. An adapter trained on any other text learns a
prompt it never sees at serving time, so data preparation calls those very builders (no copy of
a template lives here), and tokenization wraps the prompt in the model's chat template the way
the ``hf`` provider of :mod:`r3.models` sends a one-message conversation.

Why the loss covers only the output: the prompt (a few thousand tokens of schema and skeleton
for the reranker) is the same for many rows; learning to reproduce it wastes the adapter's
capacity and drowns the signal of the forty tokens that matter. Prompt positions get the label
``-100`` (ignored by the cross-entropy of every ``*ForCausalLM``).

Heavy packages (torch, transformers, peft) are imported inside the functions that need them, so
``prepare_data.py`` runs with r3's base dependencies only.
"""

from __future__ import annotations

import difflib
import importlib
import json
import logging
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from r3.contracts.schema import SpaceSchema
from r3.errors import UserInputError
from r3.inputs import json_objects

logger = logging.getLogger("r3.finetune")

#: Label of positions that do not contribute to the loss (the prompt, the padding).
IGNORE_INDEX = -100
#: The two tasks the scripts know; rows carry one of them in ``task``.
TASKS = ("reranker", "rewriter")
#: How the prompt is wrapped before tokenization (see :func:`chat_prompt`).
CHAT_TEMPLATE_MODES = ("auto", "raw")
#: Adapter kinds ``get_model`` builds.
PEFT_METHODS = ("lora", "prefix")
INSTALL_HINT = "pip install -e '.[train]'"


# --------------------------------------------------------------------------- prompts (serving builders)


def reranker_input(
    question: str, space: SpaceSchema, *, dialect: str = "ngql", paper: bool = True
) -> tuple[str, str, str]:
    """The reranker's prompt for ``question`` as the serving stage builds it, with the schema and
    skeleton texts it holds: ``(prompt, schema_text, skeleton_text)``.

    ``paper`` is :attr:`r3.pipeline.config.RerankerConfig.paper`: the paper's code schema and
    skeleton names, or r3's rich schema and finer skeleton.
    """
    from r3.pipeline.reranker import reranker_context, reranker_prompt

    schema_text, skeleton_text = reranker_context(space, dialect, paper=paper, question=question)
    return reranker_prompt(question, schema_text, skeleton_text), schema_text, skeleton_text


def rewriter_input(question: str, items: Sequence[str]) -> str:
    """The rewriter's prompt (question + the retrieved ``[related_item]`` lines), as served."""
    from r3.pipeline.rewriter import rewriter_prompt

    return rewriter_prompt(question, list(items))


def rewriter_target(rewritten: str, relevant_items: Sequence[str]) -> str:
    """What the rewriter is trained to write: ``[rewritten_query]:…`` then the ``[related_item]:``
    lines it keeps — the format :func:`r3.pipeline.rewriter.parse_rewriter_output` reads."""
    from r3.pipeline.prompts import join_sections, section

    return join_sections(
        [
            section("rewritten_query", " ".join(rewritten.split())),
            section("related_item", "\n".join(relevant_items), block=True),
        ]
    )


def build_prompt(
    task: str,
    question: str,
    *,
    space: SpaceSchema | None = None,
    items: Sequence[str] = (),
    dialect: str = "ngql",
    paper: bool = True,
) -> str:
    """The serving prompt of ``task`` (``reranker`` needs ``space``; ``rewriter`` takes ``items``)."""
    if task == "reranker":
        if space is None:
            raise UserInputError("the reranker prompt needs the space schema")
        return reranker_input(question, space, dialect=dialect, paper=paper)[0]
    if task == "rewriter":
        return rewriter_input(question, items)
    raise UserInputError(f"unknown task {task!r}; use one of: {', '.join(TASKS)}")


# --------------------------------------------------------------------------- JSONL


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """The objects of a JSONL file; a missing file or a bad line is one UserInputError."""
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8-sig").splitlines()
    except FileNotFoundError:
        raise UserInputError(f"file not found: {p}") from None
    except IsADirectoryError:
        raise UserInputError(f"{p} is a folder; give a JSONL file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise UserInputError(f"cannot read {p}: {e}") from e
    return [row for _number, row in json_objects(lines, str(p))]


def write_jsonl(path: str | Path, rows: Iterable[Mapping[str, Any]]) -> int:
    """Write ``rows`` (one JSON object per line, UTF-8 as is) atomically; returns the count.

    Atomic because a half-written training file looks valid to a trainer started later.
    """
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_name(f".{p.name}.{os.getpid()}.tmp")
    count = 0
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
                count += 1
        os.replace(tmp, p)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return count


# --------------------------------------------------------------------------- recipe arguments


@dataclass
class ScriptArguments:
    """What to train on (the data half of a recipe)."""

    train_file: list[str] = field(
        default_factory=list,
        metadata={"help": "JSONL file(s) written by prepare_data.py (several: multi-task)"},
    )
    validation_file: list[str] | None = field(default=None, metadata={"help": "JSONL file(s) for evaluation"})
    input_field: str = field(default="input", metadata={"help": "row field holding the serving prompt"})
    output_field: str = field(default="output", metadata={"help": "row field holding the target text"})
    max_seq_length: int = field(default=4096, metadata={"help": "longer examples are dropped (never cut)"})
    chat_template: str = field(
        default="auto",
        metadata={
            "help": "auto: wrap the prompt as r3's hf provider does (chat template or fallback); raw: as is"
        },
    )
    max_train_samples: int | None = field(
        default=None, metadata={"help": "use only the first N training rows"}
    )
    max_eval_samples: int | None = field(
        default=None, metadata={"help": "use only the first N validation rows"}
    )
    task: str = field(default="", metadata={"help": "informational: reranker, rewriter or both"})
    max_minutes: float | None = field(
        default=None, metadata={"help": "stop training (and save) after this many minutes"}
    )
    num_threads: int | None = field(
        default=None, metadata={"help": "torch CPU threads (set it on a shared machine)"}
    )
    prompt_tokens: int | None = field(
        default=None,
        metadata={"help": "r3 train: cut reranker prompts to this many tokens (relevance-ranked, recorded)"},
    )


@dataclass
class ModelArguments:
    """The base model and the adapter put on it (LoRA, or prefix-tuning as in UnifiedSKG)."""

    model_name_or_path: str = field(default="", metadata={"help": "base model: a local folder or a hub name"})
    model_revision: str | None = field(default=None, metadata={"help": "hub revision of the base model"})
    trust_remote_code: bool = field(
        default=False, metadata={"help": "needed by ChatGLM/InternLM-style models"}
    )
    torch_dtype: str = field(default="auto", metadata={"help": "auto, bfloat16, float16 or float32"})
    attn_implementation: str | None = field(default=None, metadata={"help": "e.g. sdpa or flash_attention_2"})
    lora_r: int = field(default=8, metadata={"help": "LoRA rank (the paper: 8)"})
    lora_alpha: int = field(default=16, metadata={"help": "LoRA scaling numerator"})
    lora_dropout: float = field(default=0.05, metadata={"help": "dropout on the LoRA branch"})
    lora_target_modules: list[str] = field(
        default_factory=lambda: ["all-linear"],
        metadata={"help": "module names to adapt, or all-linear (every linear layer but the output head)"},
    )
    lora_modules_to_save: list[str] | None = field(
        default=None, metadata={"help": "modules trained fully and saved with the adapter"}
    )
    peft_method: str = field(default="lora", metadata={"help": "lora or prefix (peft PrefixTuning)"})
    num_virtual_tokens: int = field(default=20, metadata={"help": "prefix-tuning: prefix length"})


def parse_recipe(argv: Sequence[str]) -> tuple[ScriptArguments, Any, ModelArguments]:
    """``recipe.yaml [--key value | --key=value | --flag] …`` → (script, training, model) args.

    The recipe is a flat YAML mapping of keys of :class:`ScriptArguments`,
    ``transformers.TrainingArguments`` and :class:`ModelArguments`; command-line overrides win.
    Everything goes through ``HfArgumentParser`` as command-line text, so a value has one
    meaning whether it came from the file or the shell. Unknown keys are one error naming them
    (with the closest known key).
    """
    transformers = _require("transformers")
    args = list(argv)
    if not args or args[0].startswith("-"):
        raise UserInputError("usage: train_lora.py RECIPE.yaml [--key value …]")
    recipe = _read_recipe(args[0])
    recipe.update(_overrides(args[1:]))
    dataclass_types = (ScriptArguments, transformers.TrainingArguments, ModelArguments)
    known = {f.name for t in dataclass_types for f in fields(t)}
    unknown = [key for key in recipe if key not in known]
    if unknown:
        hints = []
        for key in unknown:
            close = difflib.get_close_matches(key, sorted(known), n=1)
            hints.append(f"{key} (did you mean {close[0]}?)" if close else key)
        raise UserInputError(f"unknown recipe key(s): {', '.join(hints)}")
    parser = transformers.HfArgumentParser(dataclass_types)
    try:
        script_args, training_args, model_args = parser.parse_args_into_dataclasses(args=_as_argv(recipe))
    except (ValueError, TypeError) as e:
        raise UserInputError(f"bad recipe value: {e}") from e
    except SystemExit as e:  # argparse reports a bad value and exits; make it one clear error
        raise UserInputError("bad recipe value (see the message above)") from e
    if not model_args.model_name_or_path:
        raise UserInputError("the recipe names no base model: set model_name_or_path")
    if not script_args.train_file:
        raise UserInputError("the recipe names no training data: set train_file (written by prepare_data.py)")
    if script_args.chat_template not in CHAT_TEMPLATE_MODES:
        raise UserInputError(
            f"chat_template={script_args.chat_template!r}; use one of: {', '.join(CHAT_TEMPLATE_MODES)}"
        )
    return script_args, training_args, model_args


def _read_recipe(path: str) -> dict[str, Any]:
    import yaml

    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserInputError(f"recipe not found: {p}") from None
    except (OSError, yaml.YAMLError) as e:
        raise UserInputError(f"cannot read recipe {p}: {e}") from e
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise UserInputError(f"recipe {p} must be a YAML mapping of argument names to values")
    return {str(k): v for k, v in data.items()}


def _overrides(args: Sequence[str]) -> dict[str, Any]:
    """``--key value``, ``--key=value``, ``--flag`` (true) and ``--key v1 v2`` (a list)."""
    out: dict[str, Any] = {}
    i = 0
    while i < len(args):
        arg = args[i]
        if not arg.startswith("--") or len(arg) == 2:
            raise UserInputError(f"expected --key value after the recipe, got {arg!r}")
        key, eq, value = arg[2:].partition("=")
        key = key.replace("-", "_")
        if eq:
            out[key] = value
            i += 1
            continue
        values = []
        i += 1
        while i < len(args) and not args[i].startswith("--"):
            values.append(args[i])
            i += 1
        out[key] = True if not values else values[0] if len(values) == 1 else values
    return out


def _as_argv(values: Mapping[str, Any]) -> list[str]:
    argv: list[str] = []
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, (list, tuple)):
            if not value:
                continue
            argv.append(f"--{key}")
            argv.extend(_arg_text(v) for v in value)
        else:
            argv.extend([f"--{key}", _arg_text(value)])
    return argv


def _arg_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


def recipe_dict(script_args: Any, training_args: Any, model_args: Any) -> dict[str, Any]:
    """The resolved arguments as one flat, JSON/YAML-safe mapping (saved next to the adapter)."""
    out: dict[str, Any] = {}
    for obj in (script_args, model_args):
        for f in fields(obj):
            out[f.name] = getattr(obj, f.name)
    for key, value in training_args.to_dict().items():
        if key.endswith("_token") or key in out:
            continue
        out[key] = value if isinstance(value, (str, int, float, bool, type(None), list, dict)) else str(value)
    return out


# --------------------------------------------------------------------------- tokenization


def chat_prompt(tokenizer: Any, prompt: str, mode: str = "auto") -> str:
    """The prompt text as the model reads it at serving time.

    ``auto`` does what :meth:`r3.models.hf.HFModel.prompt_text` does with the stage's one user
    message: the tokenizer's chat template (instruction-tuned bases) with an open assistant
    turn, else r3's fallback format (:func:`r3.models.hf.format_fallback`). ``raw`` keeps the
    prompt as is, for adapters served by something that sends plain text.
    """
    if mode not in CHAT_TEMPLATE_MODES:
        raise UserInputError(f"chat_template={mode!r}; use one of: {', '.join(CHAT_TEMPLATE_MODES)}")
    if mode == "raw":
        return prompt
    if uses_chat_template(tokenizer, mode):
        text = tokenizer.apply_chat_template(
            [{"role": "user", "content": prompt}], tokenize=False, add_generation_prompt=True
        )
        return str(text)
    from r3.models.hf import format_fallback
    from r3.models.language_model import Message

    return format_fallback([Message("user", prompt)])


def uses_chat_template(tokenizer: Any, mode: str = "auto") -> bool:
    """Whether :func:`chat_prompt` applies the tokenizer's template (its text then holds the
    special tokens, so tokenization must not add them again)."""
    return mode == "auto" and bool(getattr(tokenizer, "chat_template", None))


def encode_example(
    tokenizer: Any, prompt: str, output: str, *, max_length: int, chat_template: str = "auto"
) -> dict[str, list[int]] | None:
    """Token ids and labels of one (prompt, output) pair; None when longer than ``max_length``.

    The prompt and the output are tokenized separately, as at serving time (the model reads the
    prompt's tokens and generates the rest); the output ends with the end-of-sequence token so
    the adapter learns to stop. Labels are ``-100`` on every prompt position. A template already
    holds its special tokens, so they are not added twice.
    """
    text = chat_prompt(tokenizer, prompt, chat_template)
    templated = uses_chat_template(tokenizer, chat_template)
    prompt_ids = list(tokenizer(text, add_special_tokens=not templated)["input_ids"])
    output_ids = list(tokenizer(output, add_special_tokens=False)["input_ids"])
    eos = tokenizer.eos_token_id
    if eos is not None and (not output_ids or output_ids[-1] != eos):
        output_ids.append(int(eos))
    if not output_ids or len(prompt_ids) + len(output_ids) > max_length:
        return None
    return {
        "input_ids": prompt_ids + output_ids,
        "labels": [IGNORE_INDEX] * len(prompt_ids) + output_ids,
    }


class PadCollator:
    """Right-pads a batch of :func:`encode_example` dicts into tensors (labels padded with -100)."""

    def __init__(self, pad_token_id: int, *, pad_to_multiple_of: int | None = None) -> None:
        self.pad_token_id = pad_token_id
        self.pad_to_multiple_of = pad_to_multiple_of

    def __call__(self, batch: Sequence[Mapping[str, Sequence[int]]]) -> dict[str, Any]:
        torch = _require("torch")
        width = max(len(ex["input_ids"]) for ex in batch)
        if self.pad_to_multiple_of:
            m = self.pad_to_multiple_of
            width = (width + m - 1) // m * m
        ids, labels, mask = [], [], []
        for ex in batch:
            n = len(ex["input_ids"])
            pad = width - n
            ids.append(list(ex["input_ids"]) + [self.pad_token_id] * pad)
            labels.append(list(ex["labels"]) + [IGNORE_INDEX] * pad)
            mask.append([1] * n + [0] * pad)
        return {
            "input_ids": torch.tensor(ids, dtype=torch.long),
            "labels": torch.tensor(labels, dtype=torch.long),
            "attention_mask": torch.tensor(mask, dtype=torch.long),
        }


# --------------------------------------------------------------------------- tokenizer, data, model


def model_path(name: str) -> str:
    """A base model name as transformers loads it: r3's local catalogue names (``smollm2-135m``,
    a ``local:`` spec or a ``.gguf`` file, dequantized once into r3's cache by
    :func:`r3.models.local.local_model_dir`) become their folder; anything else is kept (a folder
    or a hub name)."""
    if Path(name).expanduser().is_dir() or ("/" in name and not name.endswith(".gguf")):
        return name
    try:
        from r3.models.local import local_model_dir
    except ImportError:  # pragma: no cover - r3 without the local catalogue
        return name
    from r3.models.language_model import ModelConfigError

    try:
        return str(local_model_dir(name))
    except ModelConfigError as e:
        if name.startswith("local:") or name.endswith(".gguf") or "not fetched" in str(e):
            raise UserInputError(str(e)) from e
        return name  # not a catalogue name: let transformers try it


def get_tokenizer(model_args: ModelArguments) -> Any:
    """The base model's tokenizer; a missing pad token becomes the end-of-sequence token."""
    transformers = _require("transformers")
    model_args.model_name_or_path = model_path(model_args.model_name_or_path)
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(
            model_args.model_name_or_path,
            revision=model_args.model_revision,
            trust_remote_code=model_args.trust_remote_code,
        )
    except (OSError, ValueError) as e:
        raise UserInputError(f"cannot load the tokenizer of {model_args.model_name_or_path!r}: {e}") from e
    if tokenizer.pad_token_id is None:
        if tokenizer.eos_token is None:
            raise UserInputError(
                f"the tokenizer of {model_args.model_name_or_path!r} has no pad and no eos token"
            )
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.padding_side = "right"
    return tokenizer


def get_dataset(script_args: ScriptArguments, tokenizer: Any) -> dict[str, list[dict[str, list[int]]]]:
    """Tokenized ``train`` (and ``validation``, when given) examples from the JSONL files.

    Rows longer than ``max_seq_length`` are dropped and counted, never cut: a truncated prompt
    loses its ``[output]:`` tag, a truncated target teaches the model to stop mid-line.
    """
    splits: dict[str, list[dict[str, list[int]]]] = {}
    sources = {"train": script_args.train_file, "validation": script_args.validation_file or []}
    limits = {"train": script_args.max_train_samples, "validation": script_args.max_eval_samples}
    for split, files in sources.items():
        if not files:
            continue
        rows: list[dict[str, Any]] = []
        for path in files:
            rows.extend(read_jsonl(path))
        limit = limits[split]
        if limit is not None:
            rows = rows[:limit]
        examples: list[dict[str, list[int]]] = []
        too_long = 0
        for number, row in enumerate(rows, start=1):
            prompt, output = row.get(script_args.input_field), row.get(script_args.output_field)
            if not isinstance(prompt, str) or not isinstance(output, str):
                raise UserInputError(
                    f"{split} row {number} has no text fields {script_args.input_field!r} and "
                    f"{script_args.output_field!r} (write the data with finetune/prepare_data.py)"
                )
            ex = encode_example(
                tokenizer,
                prompt,
                output,
                max_length=script_args.max_seq_length,
                chat_template=script_args.chat_template,
            )
            if ex is None:
                too_long += 1
            else:
                examples.append(ex)
        if too_long:
            logger.warning(
                "%s: %d of %d rows are longer than max_seq_length=%d tokens and were dropped",
                split,
                too_long,
                len(rows),
                script_args.max_seq_length,
            )
        if not examples:
            raise UserInputError(
                f"no {split} example fits max_seq_length={script_args.max_seq_length} "
                f"({len(rows)} rows read from {', '.join(files)})"
            )
        splits[split] = examples
    return splits


def get_model(model_args: ModelArguments, training_args: Any) -> Any:
    """The base causal LM with a fresh adapter (only the adapter's weights are trainable):
    LoRA (``peft_method: lora``) or prefix-tuning (``prefix``, UnifiedSKG's method)."""
    transformers = _require("transformers")
    peft = _require("peft")
    torch = _require("torch")
    kwargs: dict[str, Any] = {
        "revision": model_args.model_revision,
        "trust_remote_code": model_args.trust_remote_code,
    }
    dtype: Any = model_args.torch_dtype
    if dtype != "auto":
        if not isinstance(getattr(torch, dtype, None), torch.dtype):
            raise UserInputError(f"torch_dtype={dtype!r}; use auto, bfloat16, float16 or float32")
        dtype = getattr(torch, dtype)
    kwargs[_dtype_keyword(transformers.__version__)] = dtype
    if model_args.attn_implementation:
        kwargs["attn_implementation"] = model_args.attn_implementation
    model_args.model_name_or_path = model_path(model_args.model_name_or_path)
    try:
        model = transformers.AutoModelForCausalLM.from_pretrained(model_args.model_name_or_path, **kwargs)
    except (OSError, ValueError) as e:
        raise UserInputError(f"cannot load the base model {model_args.model_name_or_path!r}: {e}") from e
    if getattr(training_args, "gradient_checkpointing", False) or getattr(
        training_args, "activation_checkpointing", False
    ):
        # LoRA freezes the embeddings: without this, checkpointed blocks see inputs that need no
        # gradient and the adapter receives none.
        model.enable_input_require_grads()
        model.config.use_cache = False
    if model_args.peft_method not in PEFT_METHODS:
        raise UserInputError(f"peft_method={model_args.peft_method!r}; use one of: {', '.join(PEFT_METHODS)}")
    if model_args.peft_method == "prefix":
        prefix = peft.PrefixTuningConfig(
            task_type="CAUSAL_LM", num_virtual_tokens=model_args.num_virtual_tokens
        )
        return peft.get_peft_model(model, prefix)
    targets = model_args.lora_target_modules
    config = peft.LoraConfig(
        r=model_args.lora_r,
        lora_alpha=model_args.lora_alpha,
        lora_dropout=model_args.lora_dropout,
        target_modules=targets[0] if targets == ["all-linear"] else list(targets),
        modules_to_save=model_args.lora_modules_to_save,
        bias="none",
        task_type="CAUSAL_LM",
    )
    try:
        return peft.get_peft_model(model, config)
    except ValueError as e:  # e.g. target modules that the model does not have
        raise UserInputError(f"cannot put LoRA on {model_args.model_name_or_path!r}: {e}") from e


def _dtype_keyword(version: str) -> str:
    """``dtype`` from transformers 4.56 on, ``torch_dtype`` before."""
    m = re.match(r"(\d+)\.(\d+)", version)
    major, minor = (int(m.group(1)), int(m.group(2))) if m else (5, 0)
    return "dtype" if (major, minor) >= (4, 56) else "torch_dtype"


def last_checkpoint(output_dir: str | Path) -> str | None:
    """The newest ``checkpoint-N`` folder in ``output_dir`` (to resume an interrupted run)."""
    folder = Path(output_dir)
    if not folder.is_dir():
        return None
    found = [
        (int(p.name.split("-", 1)[1]), p)
        for p in folder.iterdir()
        if p.is_dir() and re.fullmatch(r"checkpoint-\d+", p.name)
    ]
    return str(max(found)[1]) if found else None


def _require(module: str) -> Any:
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise UserInputError(
            f"training needs the Python package {module.split('.')[0]!r}; install it with: {INSTALL_HINT}"
        ) from e


__all__ = [
    "IGNORE_INDEX",
    "ModelArguments",
    "PadCollator",
    "ScriptArguments",
    "TASKS",
    "build_prompt",
    "chat_prompt",
    "encode_example",
    "get_dataset",
    "get_model",
    "get_tokenizer",
    "last_checkpoint",
    "parse_recipe",
    "read_jsonl",
    "recipe_dict",
    "reranker_input",
    "rewriter_input",
    "rewriter_target",
    "write_jsonl",
]
