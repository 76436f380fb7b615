"""``r3 leaderboard RUN1.json RUN2.json …``: several systems on the same items, one table.

Why a command of its own: a paper's main table and an ablation both put N systems side by
side; doing it by hand from N reports invites comparing numbers over different item sets
or providers. The leaderboard

- keeps only the items every run scored (and says how many were dropped),
- gives each headline metric with its 95% bootstrap interval over those items,
- tests each system against the first (the baseline) with McNemar's exact test on EX and
  the paired bootstrap (:mod:`r3.eval.compare`), ``*`` at p < 0.05,
- adds cost (latency, tokens, money when priced) and the providers of CA and BERTScore,
  warning when runs used different ones,

and writes ``leaderboard.md``, ``leaderboard.csv``, ``leaderboard.png`` (with matplotlib)
and ``items.csv`` (every run's items, a ``system`` column first).
"""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from r3.errors import UserInputError
from r3.eval.compare import format_p, paired_tests
from r3.eval.cost import cost_totals
from r3.eval.items_csv import write_items_csv
from r3.eval.report import PLOT_HINT, ci, pct
from r3.eval.slices import summarize
from r3.eval.stats import metric_intervals

HEADLINE = ("SA", "CA", "EA", "IEA", "EX", "EA_clean")


def shared_runs(runs: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], list[str]]:
    """Each run restricted to the items every run scored, in the first run's order; notes."""
    if len(runs) < 2:
        raise UserInputError("r3 leaderboard needs at least two --json files of r3 eval")
    ids = set.intersection(*({str(r["id"]) for r in run["items"]} for run in runs))
    notes: list[str] = []
    for run in runs:
        dropped = len(run["items"]) - len(ids)
        if dropped:
            notes.append(f"{run['summary']['system']}: {dropped} items not scored by every run left out")
    for key in ("dataset_sha256", "providers"):
        values = {str(run["summary"].get(key)) for run in runs}
        if len(values) > 1:
            notes.append(f"warning: the runs differ in {key}; the table compares unlike numbers")
    order = [str(r["id"]) for r in runs[0]["items"] if str(r["id"]) in ids]
    out = []
    for run in runs:
        by_id = {str(r["id"]): r for r in run["items"]}
        out.append({"summary": run["summary"], "items": [by_id[i] for i in order]})
    return out, notes


def leaderboard_rows(runs: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One row per run: metrics, intervals, tests against the first run, cost, providers."""
    base = runs[0]["items"]
    rows: list[dict[str, Any]] = []
    for k, run in enumerate(runs):
        items = run["items"]
        metrics = summarize(items)
        intervals = metric_intervals(items, HEADLINE)
        row: dict[str, Any] = {"system": run["summary"]["system"], "n": metrics["n"]}
        for key in HEADLINE:
            row[key] = metrics[key]
            row[f"{key}_ci"] = intervals[key]
        tests: Mapping[str, object] = paired_tests(base, items, ["EX"])["EX"] if k else {}
        row["EX_delta"] = tests.get("delta")
        row["p_mcnemar"] = tests.get("p_mcnemar")
        row["p_bootstrap"] = tests.get("p_bootstrap")
        cost = cost_totals(items) if all("cost" in r for r in items) else run["summary"].get("cost") or {}
        for key in ("latency_s_mean", "prompt_tokens", "completion_tokens", "model_calls", "cost"):
            row[key] = cost.get(key)
        providers = run["summary"].get("providers") or {}
        row["ca_provider"] = providers.get("ca", "?")
        row["bertscore_provider"] = providers.get("bertscore", "?")
        rows.append(row)
    return rows


def leaderboard_markdown(
    rows: Sequence[Mapping[str, Any]], notes: Sequence[str] = (), image: str = ""
) -> str:
    out = [
        "# Leaderboard",
        "",
        f"{rows[0]['n']} items scored by every run. Metrics in %, 95% bootstrap interval below each "
        "value; p: the run against the first row (McNemar exact on EX / paired bootstrap), "
        "* at p < 0.05.",
        "",
        "| system | "
        + " | ".join(HEADLINE)
        + " | EX − first | p McNemar | p bootstrap | s/item | tokens (prompt+completion) | cost |",
        "|---|" + "---:|" * (len(HEADLINE) + 6),
    ]
    for r in rows:
        cells = " | ".join(f"{pct(r[k])}<br>{ci(r[f'{k}_ci'])}" for k in HEADLINE)
        delta = "-" if r["EX_delta"] is None else f"{100 * r['EX_delta']:+.2f}"
        latency = "-" if r["latency_s_mean"] is None else f"{r['latency_s_mean']:.3f}"
        tokens = f"{r['prompt_tokens'] or 0}+{r['completion_tokens'] or 0}"
        cost = "-" if r["cost"] is None else f"{r['cost']:.4f}"
        out.append(
            f"| {r['system']} | {cells} | {delta} | {format_p(r['p_mcnemar'])} | {format_p(r['p_bootstrap'])} "
            f"| {latency} | {tokens} | {cost} |"
        )
    out += ["", "Providers:", ""]
    out += [f"- {r['system']}: CA {r['ca_provider']}; BERTScore {r['bertscore_provider']}" for r in rows]
    if notes:
        out += ["", *(f"- {n}" for n in notes)]
    if image:
        out += ["", f"![leaderboard]({image})"]
    return "\n".join(out) + "\n"


def write_leaderboard(
    runs: Sequence[Mapping[str, Any]], folder: Path, *, plots: bool = True
) -> tuple[list[Path], str]:
    """Write the leaderboard files into ``folder``; return the paths and the markdown."""
    shared, notes = shared_runs(runs)
    rows = leaderboard_rows(shared)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UserInputError(f"cannot create {folder}: {e.strerror or e}") from e
    paths = [folder / "leaderboard.md", folder / "leaderboard.csv", folder / "items.csv"]
    image = ""
    if plots:
        try:
            image = _plot(rows, folder / "leaderboard.png")
            paths.append(folder / image)
        except ImportError:
            notes = [*notes, PLOT_HINT]
    text = leaderboard_markdown(rows, notes, image)
    paths[0].write_text(text, "utf-8")
    flat = [_flat(r) for r in rows]
    with paths[1].open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(flat[0]))
        writer.writeheader()
        writer.writerows(flat)
    write_items_csv(paths[2], [], runs=shared)
    return paths, text


def _flat(row: Mapping[str, Any]) -> dict[str, Any]:
    """A CSV row: an interval ``X_ci`` becomes ``X_ci_low`` and ``X_ci_high``; None is empty."""
    out: dict[str, Any] = {}
    for key, value in row.items():
        if key.endswith("_ci"):
            low, high = value if value else ("", "")
            out[f"{key}_low"], out[f"{key}_high"] = low, high
        else:
            out[key] = "" if value is None else value
    return out


def _plot(rows: Sequence[Mapping[str, Any]], path: Path) -> str:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(max(6.5, 1.3 * len(HEADLINE) + 1.2 * len(rows)), 4.4), dpi=110)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    width = 0.8 / len(rows)
    for k, r in enumerate(rows):
        xs = [i + (k - (len(rows) - 1) / 2) * width for i in range(len(HEADLINE))]
        heights = [100 * float(r[m] or 0) for m in HEADLINE]
        low = [
            h - 100 * (r[f"{m}_ci"] or [0, 0])[0] if r[f"{m}_ci"] else 0
            for h, m in zip(heights, HEADLINE, strict=True)
        ]
        high = [
            100 * (r[f"{m}_ci"] or [0, 0])[1] - h if r[f"{m}_ci"] else 0
            for h, m in zip(heights, HEADLINE, strict=True)
        ]
        ax.bar(xs, heights, width, yerr=[low, high], capsize=2, label=str(r["system"]))
    ax.set_xticks(range(len(HEADLINE)))
    ax.set_xticklabels(HEADLINE)
    ax.set_ylim(0, 105)
    ax.set_ylabel("% (95% bootstrap interval)")
    ax.set_title(f"{len(rows)} systems on the same {rows[0]['n']} items")
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=min(4, len(rows)))
    fig.tight_layout()
    fig.savefig(path)
    return path.name


__all__ = ["HEADLINE", "leaderboard_markdown", "leaderboard_rows", "shared_runs", "write_leaderboard"]
