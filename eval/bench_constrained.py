"""Grammar-constrained decoding with a tiny *random* model: does every output parse (and,
under the schema grammar, validate) — for every dev question?

    python eval/bench_constrained.py [--shared ../shared] [--limit N] [--max-tokens 64]
                                     [--temperature 0] [--batch-size 8] [--json OUT]

A random model is the worst case for a constrained decoder: it never chooses to stop, so
nearly every output runs into ``max_tokens`` and has to be finished by the decoder. The
model is a randomly initialised Llama (hidden size 32, two layers) with a byte-level BPE
tokenizer trained here on the dev *questions* and schema texts (never on the gold queries),
saved to a temporary folder and loaded through ``load_model("hf:…")``, the real path.

For every dev question (the prompt: a system line naming the space, its code-structure
schema, the question), three runs:

- **free** (baseline measured in the same run, batch by batch interleaved with the others):
  no grammar; how many outputs parse, and the decoding speed without masking;
- **dialect**: the whole nGQL grammar (:func:`r3.models.grammar.dialect_grammar`);
- **schema**: the grammar specialised to the question's space
  (:func:`r3.models.grammar.schema_grammar`).

Reported per run: parse rate (``r3.lang.parser.parse``), validate rate (no issue at all from
``r3.lang.validator.validate`` against the space's schema), finish reasons, how many tokens
the model chose / the finisher added / the finisher gave up (cut back), tokens per second
and the slowdown against free decoding. Also: how many dev *gold* queries each grammar
accepts (whitespace collapsed, comments removed) — what the grammar costs a model that
would have written the gold query.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import add_shared_arg, load_dev_rows, on_path  # noqa: E402

on_path()


@dataclass
class RunResult:
    """One decoding mode over all questions."""

    mode: str
    rows: int = 0
    parsed: int = 0
    valid: int = 0
    finish: dict[str, int] = field(default_factory=dict)
    model_tokens: int = 0
    forced_tokens: int = 0
    dropped_tokens: int = 0
    kept_model_text: int = 0
    seconds: float = 0.0
    examples: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def tokens_per_second(self) -> float:
        return (self.model_tokens + self.forced_tokens) / self.seconds if self.seconds else 0.0


def build_model(rows: list[dict[str, Any]], folder: Path, seed: int) -> Any:
    """A tiny random Llama + byte-level BPE tokenizer, saved and loaded through load_model."""
    from r3.models import load_model
    from r3.models.tiny import save_tiny_llama

    corpus = [r["question"] for r in rows] + sorted({r["schema_code"] for r in rows})
    save_tiny_llama(folder, corpus, vocab_size=1000, seed=seed, max_positions=4096)
    return load_model(f"hf:{folder}?seed={seed}")


def prompt(row: dict[str, Any]) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": f"Write one nGQL query for the NebulaGraph space `{row['space']}`."},
        {"role": "user", "content": f"{row['schema_code']}\n\nQuestion: {row['question']}"},
    ]


def normalise(query: str) -> str:
    """Gold text as a model would write it on one line: comments out, whitespace collapsed."""
    lines = [re.sub(r"(^|\s)(#|//).*$", "", line) for line in query.splitlines()]
    lines = [line for line in lines if not line.strip().startswith("--")]
    return " ".join(" ".join(lines).split()).rstrip(";").strip()


def run_modes(
    modes: list[str],
    model: Any,
    rows: list[dict[str, Any]],
    grammars: dict[tuple[str, str], Any],
    schemas: dict[str, Any],
    args: argparse.Namespace,
) -> list[RunResult]:
    """Every batch in every mode, interleaved (so a busy machine slows all modes alike)."""
    from tqdm import tqdm

    from r3.errors import QuerySyntaxError
    from r3.lang.parser import parse
    from r3.lang.validator import validate

    results = {m: RunResult(m) for m in modes}
    finish: dict[str, Counter[str]] = {m: Counter() for m in modes}
    order = sorted(range(len(rows)), key=lambda i: rows[i]["space"])
    batches = [order[i : i + args.batch_size] for i in range(0, len(order), args.batch_size)]
    for batch in tqdm(batches, desc="questions", unit="batch"):
        spaces = sorted({rows[i]["space"] for i in batch})
        for group in ([i for i in batch if rows[i]["space"] == s] for s in spaces):
            space = rows[group[0]]["space"]
            for mode in modes:
                out = results[mode]
                grammar = None if mode == "free" else grammars[(mode, space)]
                t0 = time.perf_counter()
                gens = model.generate_batch(
                    [prompt(rows[i]) for i in group],
                    max_tokens=args.max_tokens,
                    temperature=args.temperature,
                    grammar=grammar,
                )
                out.seconds += time.perf_counter() - t0
                for i, gen in zip(group, gens, strict=True):
                    out.rows += 1
                    finish[mode][gen.finish_reason] += 1
                    raw = gen.raw or {}
                    model_tokens = raw.get("model_tokens", gen.usage.completion_tokens)
                    out.model_tokens += model_tokens
                    out.forced_tokens += raw.get("forced_tokens", 0)
                    out.dropped_tokens += raw.get("dropped_tokens", 0)
                    out.kept_model_text += model_tokens > 0
                    try:
                        tree = parse(gen.text, "ngql")
                    except QuerySyntaxError as e:
                        if len(out.failures) < 5:
                            out.failures.append(f"{rows[i]['id']}: {gen.text[:80]!r}: {e}")
                        continue
                    out.parsed += 1
                    if not validate(tree, schemas[space], dialect="ngql"):
                        out.valid += 1
                    if len(out.examples) < 3 and model_tokens > 0:
                        out.examples.append(gen.text[:160])
    for mode in modes:
        results[mode].finish = dict(finish[mode])
    return [results[m] for m in modes]


def gold_coverage(rows: list[dict[str, Any]], model: Any, grammars: dict[str, Any]) -> dict[str, Any]:
    """How many distinct gold queries each grammar accepts (after :func:`normalise`)."""
    from r3.models.constrained import check_text

    table = model._token_table()
    golds = sorted({(r["space"], normalise(r["gold"])) for r in rows})
    out: dict[str, Any] = {"distinct_gold": len(golds)}
    for mode in ("dialect", "schema"):
        accepted = [g for s, g in golds if check_text(table, grammars[(mode, s)].lark, g)]
        out[mode] = len(accepted)
        out[f"{mode}_rejected_examples"] = [g for s, g in golds if g not in accepted][:3]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    add_shared_arg(parser)
    parser.add_argument("--limit", type=int, default=0, help="only the first N questions (0 = all)")
    parser.add_argument("--max-tokens", type=int, default=64)
    parser.add_argument("--temperature", type=float, default=0.0)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", default="free,dialect,schema")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)

    from r3.lang.ddl import load_space_schema
    from r3.models.grammar import dialect_grammar, schema_grammar

    rows = load_dev_rows(args.shared)
    if args.limit:
        rows = rows[: args.limit]
    graphs = args.shared / "datasets" / "nl2gql" / "graphs"
    schemas = {s: load_space_schema(graphs, s) for s in sorted({r["space"] for r in rows})}
    grammars: dict[tuple[str, str], Any] = {}
    for space, schema in schemas.items():
        grammars[("dialect", space)] = dialect_grammar("ngql")
        grammars[("schema", space)] = schema_grammar(schema, "ngql")

    with tempfile.TemporaryDirectory(prefix="r3-bench-constrained-") as folder:
        model = build_model(load_dev_rows(args.shared), Path(folder), args.seed)
        model.batch_size = args.batch_size
        results = run_modes(args.modes.split(","), model, rows, grammars, schemas, args)
        coverage = gold_coverage(rows, model, grammars)

    free = next((r for r in results if r.mode == "free"), None)
    print(
        f"\n{len(rows)} dev questions, tiny random Llama (hidden 32, 2 layers), "
        f"max_tokens={args.max_tokens}, temperature={args.temperature}\n"
    )
    header = "| run | parse | validate | finish (stop/forced/length/error) | model tok | forced tok | cut back | kept model text | tok/s | vs free |"
    print(header)
    print("|---" * (header.count("|") - 1) + "|")
    for r in results:
        n = max(r.rows, 1)
        f = r.finish
        ratio = "-"
        if free is not None and r is not free and r.tokens_per_second:
            ratio = f"{free.tokens_per_second / r.tokens_per_second:.1f}x slower"
        print(
            f"| {r.mode} | {r.parsed}/{r.rows} ({100 * r.parsed / n:.1f}%) | {r.valid}/{r.rows} ({100 * r.valid / n:.1f}%) "
            f"| {f.get('stop', 0)}/{f.get('forced', 0)}/{f.get('length', 0)}/{f.get('error', 0)} "
            f"| {r.model_tokens / n:.1f} | {r.forced_tokens / n:.1f} | {r.dropped_tokens / n:.1f} "
            f"| {r.kept_model_text}/{r.rows} | {r.tokens_per_second:.0f} | {ratio} |"
        )
    print(
        f"\nGold queries accepted (distinct, normalised): dialect grammar {coverage['dialect']}/"
        f"{coverage['distinct_gold']}, schema grammar {coverage['schema']}/{coverage['distinct_gold']}"
    )
    for r in results:
        for ex in r.examples[:2]:
            print(f"  {r.mode} example: {ex!r}")
        for fail in r.failures[:3]:
            print(f"  {r.mode} failure: {fail}")
    if args.json:
        payload = {
            "args": {k: str(v) for k, v in vars(args).items()},
            "runs": [{**asdict(r), "tokens_per_second": r.tokens_per_second} for r in results],
            "gold_coverage": coverage,
        }
        args.json.write_text(json.dumps(payload, indent=2, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
