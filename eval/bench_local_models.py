"""Local models: first load (dequantizing the GGUF) vs cached load, peak RSS, and generation
through r3's ``hf`` provider under the schema grammar of the demo space.

    r3 models fetch smollm2-135m
    python eval/bench_local_models.py                      # smollm2-135m
    python eval/bench_local_models.py --qwen               # + qwen2.5-coder-0.5b (unverified origin)

Each model is measured in a fresh subprocess (so "first load" really converts and RSS is the
model's own): run 1 with an empty dequantized folder, run 2 from the cache. The ratio
cached/first is measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import time

QUESTIONS = [
    "Which players does Tim Duncan like?",
    "How old is Tony Parker?",
    "Which team does Tim Duncan serve?",
]


def child(name: str, max_tokens: int) -> None:
    """One measurement: load the model, generate for QUESTIONS; prints one JSON line."""
    from r3.demo import DEMO_SPACE, demo_dir
    from r3.graph.connect import open_backend
    from r3.lang.parser import parse
    from r3.lang.validator import validate
    from r3.models import load_model
    from r3.models.grammar import schema_grammar

    trust = "&trust_unverified=true" if name.startswith("qwen") else ""
    t0 = time.perf_counter()
    model = load_model(f"local:{name}?max_tokens={max_tokens}{trust}")
    load_s = time.perf_counter() - t0
    backend = open_backend(f"embedded://{demo_dir()}?space={DEMO_SPACE}")
    space = backend.schema().spaces[DEMO_SPACE]
    grammar = schema_grammar(space, "ngql", names="short")
    system = (
        "Write one nGQL query (NebulaGraph 3) for the question. Space nba: tags player(name, age), "
        "team(name); edges like(likeness), serve(start_year, end_year). Answer with the query only."
    )
    outputs = []
    t1 = time.perf_counter()
    tokens = 0
    for q in QUESTIONS:
        gen = model.generate(
            [{"role": "system", "content": system}, {"role": "user", "content": q}], grammar=grammar
        )
        tokens += gen.usage.completion_tokens
        issues = validate(parse(gen.text, "ngql"), space)
        outputs.append({"question": q, "query": gen.text, "finish": gen.finish_reason, "issues": len(issues)})
    gen_s = time.perf_counter() - t1
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"load_s": load_s, "gen_s": gen_s, "tokens": tokens, "rss_mb": rss, "outputs": outputs}))


def measure(name: str, max_tokens: int) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, __file__, "--child", name, "--max-tokens", str(max_tokens)],
        capture_output=True,
        text=True,
        check=True,
    )
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--qwen", action="store_true", help="also the unverified Qwen2.5-Coder-0.5B")
    ap.add_argument("--max-tokens", type=int, default=48)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.max_tokens)
        return
    from r3.models import local

    names = ["smollm2-135m"] + (["qwen2.5-coder-0.5b"] if args.qwen else [])
    print("| model | first load (s) | cached load (s) | ratio | peak RSS first / cached (MB) | tokens/s |")
    print("|---|---|---|---|---|---|")
    samples = {}
    for name in names:
        folder = local.models_dir() / name / "hf"
        shutil.rmtree(folder, ignore_errors=True)
        first = measure(name, args.max_tokens)
        cached = measure(name, args.max_tokens)
        rate = cached["tokens"] / cached["gen_s"]  # type: ignore[operator]
        print(
            f"| {name} | {first['load_s']:.1f} | {cached['load_s']:.1f} | "
            f"{cached['load_s'] / first['load_s']:.2f} | {first['rss_mb']:.0f} / {cached['rss_mb']:.0f} | {rate:.1f} |"
        )
        samples[name] = cached["outputs"]
    for name, outs in samples.items():
        print(f"\n{name} (schema grammar, greedy, {args.max_tokens} tokens):")
        for o in outs:  # type: ignore[attr-defined]
            print(f"- {o['question']} → `{o['query']}` ({o['finish']}, {o['issues']} validator issues)")


if __name__ == "__main__":
    main()
