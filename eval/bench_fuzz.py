"""Fuzz the nGQL and Cypher parsers: every input must parse or raise ``QuerySyntaxError``.

Inputs are grammar-aware mutations of real queries — the dev set's gold
(``../shared/datasets/nl2gql/dev.jsonl``) and the queries of the TCK feature files
(``../shared/tck``, ``../shared/opencypher-tck``) — cut into tokens and then mutated (drop,
repeat, swap, splice a token or a run of tokens from another query, swap in a hostile token:
hex/huge/octal numbers, unbalanced brackets, quotes, keywords, control characters), plus random
bytes decoded as UTF-8. Each input is parsed in both dialects.

    python eval/bench_fuzz.py --seconds 600          # report inputs, rate, crashes, hangs
    python eval/bench_fuzz.py --seconds 60 --seed 7  # another stream of inputs
    R3_SRC=/tmp/r3-before python eval/bench_fuzz.py --seconds 60   # another copy of r3

A *crash* is any exception but ``QuerySyntaxError``; a *hang* is one parse over 5 s (timed,
not interrupted). Crashing inputs are written to ``--out`` (JSONL) for reproduction.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# R3_SRC=/tmp/r3-before fuzzes another copy of r3 (e.g. ``git archive HEAD r3``).
sys.path.insert(0, os.environ.get("R3_SRC", str(ROOT)))

from r3.errors import QuerySyntaxError  # noqa: E402
from r3.lang.parser import parse  # noqa: E402

SHARED = ROOT.parent / "shared"
HANG_S = 5.0
_TOKEN = re.compile(r"""\s+|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|\w+|[^\w\s]""")
_TCK_QUERY = re.compile(r'"""\n(.*?)\n\s*"""', re.S)
# fmt: off
HOSTILE = [
    "0x3", "0X1f", "0xFFFFFFFFFFFFFFFFFF", "9223372036854775808", "-9223372036854775808",
    "9" * 30, "9" * 5000, "0777", "0999", "1e999", "1.5e-999", ".5", "0.", "''", '""', '"\\u12"',
    '"\\', "'\\", "`", "``", "(", ")", "[", "]", "{", "}", "<-", "->", "-[", "]-", "*", "..", "*0..0x10",
    "$-", "$^", "$$", "$var", "|", ";", ",", ":", "=~", "STEPS", "UPTO", "LIMIT", "OFFSET", "SAMPLE",
    "YIELD", "RETURN", "MATCH", "GO", "FROM", "OVER", "WHERE", "NOT", "NULL", "\x00", "\ufeff",
    "\u202e", "é", "\U0001f600", "/*", "*/", "//", "#", "--", "\n", "\t", "\\",
]
# fmt: on


def corpus() -> list[str]:
    """Real queries: dev gold and TCK queries (whatever of them this checkout can read)."""
    out: list[str] = []
    dev = SHARED / "datasets" / "nl2gql" / "dev.jsonl"
    if dev.exists():
        for line in dev.read_text(encoding="utf-8").splitlines():
            if line.strip():
                gold = json.loads(line).get("gold")
                if isinstance(gold, str):
                    out.append(gold)
    for folder in (SHARED / "tck", SHARED / "opencypher-tck"):
        for feature in sorted(folder.rglob("*.feature")):
            out.extend(m.group(1) for m in _TCK_QUERY.finditer(feature.read_text(encoding="utf-8")))
    return out or ["GO FROM 'a' OVER e YIELD dst(edge)", "MATCH (a)-[e]->(b) RETURN a, b LIMIT 3"]


def tokens(query: str) -> list[str]:
    return _TOKEN.findall(query)


def mutate(rng: random.Random, toks: list[str], pool: list[list[str]]) -> str:
    """One to four random edits of ``toks`` (a copy)."""
    t = list(toks)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(7)
        i = rng.randrange(len(t) + 1)
        if op == 0 and t:  # drop a run
            del t[min(i, len(t) - 1) : i + rng.randint(1, 3)]
        elif op == 1 and t:  # repeat a token
            j = min(i, len(t) - 1)
            t[j:j] = [t[j]] * rng.randint(1, 3)
        elif op == 2 and len(t) > 1:  # swap two tokens
            a, b = rng.randrange(len(t)), rng.randrange(len(t))
            t[a], t[b] = t[b], t[a]
        elif op == 3:  # a hostile token
            t.insert(i, rng.choice(HOSTILE))
        elif op == 4 and t:  # replace a token by a hostile one
            t[min(i, len(t) - 1)] = rng.choice(HOSTILE)
        elif op == 5:  # splice a run of tokens from another query
            other = rng.choice(pool)
            if other:
                a = rng.randrange(len(other))
                t[i:i] = other[a : a + rng.randint(1, 8)]
        else:  # a random character
            t.insert(i, chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 0x3000)])))
    return "".join(t)


def random_bytes(rng: random.Random) -> str:
    return bytes(rng.randrange(256) for _ in range(rng.randint(0, 64))).decode("utf-8", "replace")


def inputs(rng: random.Random, queries: list[str]) -> Iterator[str]:
    pool = [tokens(q) for q in queries]
    while True:
        if rng.random() < 0.05:
            yield random_bytes(rng)
        else:
            yield mutate(rng, rng.choice(pool), pool)


def check(text: str) -> tuple[str | None, float]:
    """(the crash as text or None, the slowest parse's seconds) over both dialects."""
    slowest = 0.0
    for dialect in ("ngql", "cypher"):
        t = time.perf_counter()
        try:
            parse(text, dialect)
        except QuerySyntaxError:
            pass
        except Exception as e:  # the finding: anything else is a crash
            return f"{dialect}: {type(e).__name__}: {e}"[:300], slowest
        slowest = max(slowest, time.perf_counter() - t)
    return None, slowest


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to fuzz")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--target", type=int, default=1_000_000, help="inputs the report extrapolates to")
    ap.add_argument("--out", type=Path, default=Path("fuzz-crashes.jsonl"), help="where crashing inputs go")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    queries = corpus()
    parse("YIELD 1", "ngql"), parse("RETURN 1", "cypher")  # build the parsers before timing
    tried = crashes = hangs = 0
    slowest = 0.0
    started = time.perf_counter()
    deadline = started + args.seconds
    found: list[dict[str, str]] = []
    for text in inputs(rng, queries):
        crash, took = check(text)
        tried += 1
        slowest = max(slowest, took)
        if took > HANG_S:
            hangs += 1
            found.append({"kind": "hang", "seconds": f"{took:.1f}", "input": text})
        if crash is not None:
            crashes += 1
            found.append({"kind": "crash", "error": crash, "input": text})
        if not tried % 50 and time.perf_counter() > deadline:
            break
    elapsed = time.perf_counter() - started
    rate = tried / elapsed
    if found:
        with args.out.open("w", encoding="utf-8") as f:
            for item in found:
                f.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(
        json.dumps(
            {
                "seed_queries": len(queries),
                "inputs": tried,
                "seconds": round(elapsed, 1),
                "inputs_per_s": round(rate, 1),
                "crashes": crashes,
                "hangs_over_5s": hangs,
                "slowest_parse_s": round(slowest, 3),
                f"seconds_for_{args.target}": round(args.target / rate),
                "crash_file": str(args.out) if found else None,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
