"""How far are the neural proxies (MiniLM) from the hashed defaults? Two runs, item by item.

Why: CA and the BERTScore half of EA are proxies in every offline run (the paper used
ada-002 and bert-base-multilingual-cased). Before a report leads with one proxy, a reader
should know whether the other would tell the same story: per item, the mean absolute
difference and the rank correlation; per system, the headline metric under each.

    r3 eval DEV --graphs G --system S --out hash.json
    r3 eval DEV --graphs G --system S --embedder minilm --bertscore minilm --out minilm.json
    python eval/bench_proxies.py hash.json minilm.json [more pairs …] [--json OUT]

The two runs of a pair must score the same system on the same items (the cache makes the
second one re-score only). Reported per pair: CA, the BERTScore part of paper EA
(``ea_parts.semantic``), paper EA, clean EA — mean under each provider, mean |Δ|, Pearson r
and Spearman ρ over items (and ρ over the EX-wrong items alone, where a proxy decides the
score: a right result scores 1 under any provider), and for each provider the AUC of "an EX-right item scores above
an EX-wrong one" (0.5: the proxy cannot tell right from wrong; 1: it always can).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from r3.eval.compare import load_run, paired_items  # noqa: E402

FIELDS = {
    "CA": lambda r: r["ca"],
    "BERTScore (paper EA semantic half)": lambda r: (r.get("ea_parts") or {}).get("semantic"),
    "EA (paper)": lambda r: r["ea"],
    "EA (clean)": lambda r: r["ea_clean"],
}


def _ranks(x: np.ndarray) -> np.ndarray:
    order = np.argsort(x, kind="mergesort")
    ranks = np.empty(len(x))
    ranks[order] = np.arange(len(x))
    # ties share their mean rank
    for value in np.unique(x):
        mask = x == value
        ranks[mask] = ranks[mask].mean()
    return ranks


def _corr(a: np.ndarray, b: np.ndarray) -> float | None:
    if len(a) < 2 or a.std() == 0 or b.std() == 0:
        return None
    return float(np.corrcoef(a, b)[0, 1])


def separation(values: np.ndarray, ex: np.ndarray) -> float | None:
    """P(score of a right item > score of a wrong one) — how well the proxy tells them apart."""
    right, wrong = values[ex == 1], values[ex == 0]
    if not len(right) or not len(wrong):
        return None
    greater = (right[:, None] > wrong[None, :]).mean()
    ties = (right[:, None] == wrong[None, :]).mean()
    return float(greater + ties / 2)


def compare_pair(hash_run: dict[str, Any], neural_run: dict[str, Any]) -> dict[str, Any]:
    ra, rb = paired_items(hash_run, neural_run)
    ex = np.array([float(r["ex"]) for r in ra])
    out: dict[str, Any] = {
        "system": hash_run["summary"]["system"],
        "items": len(ra),
        "providers": [hash_run["summary"]["providers"], neural_run["summary"]["providers"]],
        "metrics": {},
    }
    for name, get in FIELDS.items():
        pairs = [(get(x), get(y)) for x, y in zip(ra, rb, strict=True)]
        pairs = [(a, b) for a, b in pairs if a is not None and b is not None]
        a = np.array([p[0] for p in pairs], dtype=np.float64)
        b = np.array([p[1] for p in pairs], dtype=np.float64)
        out["metrics"][name] = {
            "n": len(a),
            "hash": float(a.mean()) if len(a) else None,
            "minilm": float(b.mean()) if len(b) else None,
            "mean_abs_diff": float(np.abs(a - b).mean()) if len(a) else None,
            "pearson": _corr(a, b),
            "spearman": _corr(_ranks(a), _ranks(b)),
            "spearman_wrong": _corr(_ranks(a[ex == 0]), _ranks(b[ex == 0])) if len(a) == len(ex) else None,
            "separation_hash": separation(a, ex[: len(a)]) if len(a) == len(ex) else None,
            "separation_minilm": separation(b, ex[: len(b)]) if len(b) == len(ex) else None,
        }
    return out


def _f(value: Any, scale: float = 1.0) -> str:
    return "-" if value is None else f"{scale * value:.2f}" if scale != 1.0 else f"{value:.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("runs", nargs="+", type=Path, help="pairs: HASH.json MINILM.json …")
    parser.add_argument("--json", type=Path, help="write the numbers here")
    args = parser.parse_args(argv)
    if len(args.runs) % 2:
        parser.error("give the runs in pairs: HASH.json MINILM.json")
    results = [
        compare_pair(load_run(args.runs[i]), load_run(args.runs[i + 1])) for i in range(0, len(args.runs), 2)
    ]
    print(
        "| system | metric | n | hash (%) | MiniLM (%) | mean abs diff (points) | Pearson r | Spearman ρ "
        "| ρ on EX-wrong items | AUC right>wrong, hash | AUC, MiniLM |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for res in results:
        for name, m in res["metrics"].items():
            print(
                f"| {res['system']} | {name} | {m['n']} | {_f(m['hash'], 100)} | {_f(m['minilm'], 100)} "
                f"| {_f(m['mean_abs_diff'], 100)} | {_f(m['pearson'])} | {_f(m['spearman'])} "
                f"| {_f(m['spearman_wrong'])} "
                f"| {_f(m['separation_hash'])} | {_f(m['separation_minilm'])} |"
            )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
