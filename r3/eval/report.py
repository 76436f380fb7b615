"""Evaluation reports: a folder with report.md, summary.json and plots; and run comparisons.

Why markdown + PNG: results are committed to ``eval/results/`` and read on a code host, where
markdown tables and images render without tooling. Plots need matplotlib (the ``eval``
extra); without it the report says so and still has every number in its tables.

Comparing runs (``r3 compare``) lives in :mod:`r3.eval.compare`, tables of several systems in
:mod:`r3.eval.leaderboard`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from r3.errors import UserInputError
from r3.eval.items_csv import write_items_csv
from r3.eval.refusals import summary_line
from r3.eval.slices import METRICS, SLICES
from r3.eval.taxonomy import CATEGORIES, GOLD_UNUSABLE
from r3.values.json import JsonValue, json_scalar

METRIC_LABELS = {
    "SA": "SA",
    "CA": "CA",
    "EA": "EA (paper)",
    "IEA": "IEA (paper)",
    "EX": "EX",
    "EA_clean": "EA (clean)",
    "IEA_clean": "IEA (clean)",
    "parse": "parse rate",
    "valid": "valid rate",
}
_PLOTTED = ("SA", "CA", "EA", "IEA", "EX")
PLOT_HINT = "plots need matplotlib: pip install 'r3-nl2gql[eval]' (or pip install matplotlib)"


#: What a summary written before refusals and calibration were reported reads as.
_NO_REFUSALS = {"unanswerable": 0, "refused": 0}
_NO_CALIBRATION = {"n": 0}


def pct(value: JsonValue) -> str:
    return "-" if value is None else f"{100 * float(json_scalar(value)):.2f}"


# --------------------------------------------------------------------------- report folder


#: Slices with fewer items show their n, not percentages: 1 of 1 is not "100%".
MIN_SLICE_N = 10
#: Failures shown in report.md (all of them go to failures.md).
SHOWN_FAILURES = 15


def write_report(document: Mapping[str, Any], folder: Path, *, plots: bool = True) -> list[Path]:
    """Write report.md, failures.md, items.csv, summary.json and (with matplotlib) PNG plots."""

    summary, records = document["summary"], document.get("items", [])
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UserInputError(f"cannot create report folder {folder}: {e.strerror or e}") from e
    written: list[Path] = []
    images: dict[str, str] = {}
    plot_note = ""
    if plots:
        try:
            images = write_plots(summary, folder)
            written += [folder / name for name in images.values()]
        except ImportError:
            plot_note = PLOT_HINT
    (folder / "summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (folder / "report.md").write_text(markdown(summary, records, images=images, note=plot_note), "utf-8")
    (folder / "failures.md").write_text(failures_markdown(summary, records), "utf-8")
    write_items_csv(folder / "items.csv", records, system=str(summary.get("system", "")))
    return [
        folder / "report.md",
        folder / "summary.json",
        folder / "failures.md",
        folder / "items.csv",
        *written,
    ]


def ci(interval: Any) -> str:
    """``[lo, hi]`` (fractions) as percent, ``-`` when undefined."""
    if not interval:
        return "-"
    return f"[{pct(interval[0])}, {pct(interval[1])}]"


def markdown(
    summary: Mapping[str, Any],
    records: Sequence[Mapping[str, Any]] = (),
    *,
    images: Mapping[str, str] | None = None,
    note: str = "",
) -> str:
    """The report as markdown: metrics with 95% intervals, error categories, slices, cost,
    demonstrations, unreproducible items and the first failures."""
    images = images or {}
    m, mr = summary["metrics"], summary.get("metrics_reproducible", {})
    intervals, intervals_r = summary.get("intervals", {}), summary.get("intervals_reproducible", {})
    providers = summary.get("providers", {})
    settings = summary.get("settings", {})
    out = [f"# Evaluation of `{summary['system']}` on `{Path(str(summary.get('dataset', ''))).name}`", ""]
    out += [
        f"- items: {m['n']} ({summary.get('cached_items', 0)} from the cache); "
        f"gold reproduced by the backend: {mr.get('n', 0)}",
        f"- backend: {summary.get('backend', '?')}",
        *(f"- {key}: {value}" for key, value in (summary.get("system_info") or {}).items()),
        *([f"- run label: {summary['label']}"] if summary.get("label") else []),
        f"- CA embedder: {providers.get('ca', '?')}",
        f"- BERTScore token embeddings (EA semantic half): {providers.get('bertscore', '?')}",
        "- SA, EX, parse, valid: the backend and r3's grammar/validator (no model); "
        "EA lexical half: jieba + TF-IDF + BM25",
        f"- gold rows from: {settings.get('gold_from', '?')}; paper-mode row text: "
        f"{settings.get('paper_rows', '?')}; clean mode alpha={settings.get('alpha')}, beta={settings.get('beta')}",
        f"- final line ({settings.get('ea_mode', 'paper')} EA): `{summary.get('final_line', '')}`",
        "- intervals: 95% percentile bootstrap over items (2,000 resamples, seed 0)",
    ]
    if note:
        out.append(f"- {note}")
    honesty = summary_line(
        summary.get("refusals") or _NO_REFUSALS, summary.get("calibration") or _NO_CALIBRATION
    )
    if honesty:
        out.append(f"- {honesty}")
    out += [
        "",
        "## Metrics (%)",
        "",
        "| metric | all items | 95% CI | items whose gold the backend reproduces | 95% CI |",
        "|---|---:|---:|---:|---:|",
    ]
    for key in METRICS:
        out.append(
            f"| {METRIC_LABELS[key]} | {pct(m.get(key))} | {ci(intervals.get(key))} | {pct(mr.get(key))} "
            f"| {ci(intervals_r.get(key))} |"
        )
    out += _errors_section(summary)
    failures = summary.get("failures", {})
    if failures:
        out += ["", "## Outcome per item (first failing check)", "", "| outcome | items |", "|---|---:|"]
        for kind, count in sorted(failures.items(), key=lambda kv: -kv[1]):
            out.append(f"| {kind} | {count} |")
    out += _cost_section(summary)
    out += _leakage_section(summary)
    out += [
        "",
        "## Slices (%)",
        "",
        f"Slices with fewer than {MIN_SLICE_N} items show their size only (a percentage of so few "
        "items says little); summary.json keeps every number.",
        "",
    ]
    for name in SLICES:
        table = summary.get("slices", {}).get(name, {})
        if not table:
            continue
        out += [f"### {name}", ""]
        out.append("| " + name + " | n | " + " | ".join(METRIC_LABELS[k] for k in METRICS) + " | EX 95% CI |")
        out.append("|---|---:|" + "---:|" * (len(METRICS) + 1))
        slice_ci = summary.get("slice_intervals", {}).get(name, {})
        for value, mm in table.items():
            if mm["n"] < MIN_SLICE_N:
                cells = " | ".join("" for _ in METRICS)
                out.append(f"| {value} | {mm['n']} (< {MIN_SLICE_N}) | {cells} | |")
                continue
            cells = " | ".join(pct(mm.get(k)) for k in METRICS)
            out.append(f"| {value} | {mm['n']} | {cells} | {ci(slice_ci.get(value))} |")
        if name in images:
            out += ["", f"![{name}]({images[name]})"]
        out.append("")
    confusion = summary.get("crud_confusion", {})
    if confusion:
        predicted = sorted({p for row in confusion.values() for p in row})
        out += ["## CRUD keyword: gold (rows) vs prediction (columns)", ""]
        out.append("| gold \\ predicted | " + " | ".join(predicted) + " |")
        out.append("|---|" + "---:|" * len(predicted))
        for gold, row in confusion.items():
            out.append(f"| {gold} | " + " | ".join(str(row.get(p, "")) for p in predicted) + " |")
        if "crud_confusion" in images:
            out += ["", f"![CRUD confusion]({images['crud_confusion']})"]
        out.append("")
    reasons = summary.get("unreproducible_reasons", {})
    if reasons:
        out += [f"## Gold results the backend does not reproduce ({len(reasons)})", ""]
        out += [f"- `{rid}`: {_cell(why, 200)}" for rid, why in reasons.items()]
        out.append("")
    wrong = _failures(records)
    if wrong:
        out += [
            f"## First failures on reproducible items ({len(wrong)} in all; every one in "
            "[failures.md](failures.md))",
            "",
        ]
        out += ["| id | category | question | gold → prediction (word diff) |", "|---|---|---|---|"]
        for r in wrong[:SHOWN_FAILURES]:
            error = r.get("error") or {}
            out.append(
                f"| {r['id']} | {error.get('primary', '?')} | {_cell(r.get('question', ''), 80)} "
                f"| `{_cell(error.get('diff', ''), 200)}` |"
            )
        out.append("")
    return "\n".join(out) + "\n"


def _failures(records: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    return [r for r in records if r.get("gold_reproduced") and not r.get("ex")]


def _errors_section(summary: Mapping[str, Any]) -> list[str]:
    errors = summary.get("errors") or {}
    primary, anywhere = errors.get("primary") or {}, errors.get("any") or {}
    if not primary:
        return []
    total = int(errors.get("failures") or sum(primary.values()))
    out = [
        "",
        f"## Error categories ({total} failures on items whose gold the backend reproduces)",
        "",
        "From r3's analysis of the prediction's and the gold query's ASTs (`r3/eval/taxonomy.py`): "
        "*primary* is the first category that applies in the order below; *anywhere* counts "
        "items in which a category appears at all.",
        "",
        "| category | primary | % of failures | anywhere |",
        "|---|---:|---:|---:|",
    ]
    for category in _in_order([*primary, *anywhere]):
        count = primary.get(category, 0)
        share = f"{100 * count / total:.1f}" if total else "-"
        out.append(f"| {category} | {count} | {share} | {anywhere.get(category, 0)} |")
    for name in ("crud", "space"):
        table = (errors.get("by_slice") or {}).get(name) or {}
        if not table:
            continue
        categories = _in_order(c for counts in table.values() for c in counts)
        out += ["", f"Primary category per {name}:", ""]
        out.append(f"| {name} | failures | " + " | ".join(categories) + " |")
        out.append("|---|---:|" + "---:|" * len(categories))
        for value, counts in table.items():
            cells = " | ".join(str(counts.get(c, "")) for c in categories)
            out.append(f"| {value} | {sum(counts.values())} | {cells} |")
    return out


def _in_order(categories: Iterable[str]) -> list[str]:
    """Categories in the taxonomy's order (the order the primary one is chosen in)."""

    present = set(categories)
    return [c for c in (*CATEGORIES, GOLD_UNUSABLE) if c in present]


def _cost_section(summary: Mapping[str, Any]) -> list[str]:
    cost = summary.get("cost")
    if not cost:
        return []
    money = "-" if cost.get("cost") is None else f"{cost['cost']:.4f} ({cost['cost_per_item']:.6f} per item)"
    return [
        "",
        "## Cost",
        "",
        "| latency s (mean / p50 / p95) | model calls (cached) | prompt tokens | completion tokens | cost |",
        "|---|---:|---:|---:|---:|",
        f"| {_num(cost.get('latency_s_mean'))} / {_num(cost.get('latency_s_p50'))} / "
        f"{_num(cost.get('latency_s_p95'))} | {cost.get('model_calls', 0)} ({cost.get('cached_calls', 0)}) "
        f"| {cost.get('prompt_tokens', 0)} | {cost.get('completion_tokens', 0)} | {money} |",
        "",
        f"Latency is the system's predict() per item ({cost.get('timed_items', 0)} of {cost.get('items', 0)} "
        "items timed; items whose prediction came from an older cache are not); calls and tokens come "
        "from the pipeline trace; cost needs a price table (`r3 eval --prices FILE`).",
    ]


def _leakage_section(summary: Mapping[str, Any]) -> list[str]:
    leak = summary.get("leakage")
    if not leak:
        return []
    out = ["", "## Demonstrations and leakage", "", f"- source: {leak.get('source', '?')}"]
    if leak.get("demos"):
        out.append(
            f"- {leak['demos']} demonstrations from graph(s): {', '.join(leak.get('demo_graphs') or []) or '?'}"
        )
        out.append(
            f"- evaluated items whose gold query is a demonstration's gold: {len(leak.get('same_gold_items') or [])}"
        )
        out.append(
            f"- evaluated graphs among the demonstrations' graphs: {', '.join(leak.get('shared_graphs') or []) or 'none'}"
        )
    out += [f"- **warning: {w}**" for w in leak.get("warnings") or []]
    if not leak.get("warnings"):
        out.append("- no leakage warning")
    return out


def _num(value: JsonValue) -> str:
    return "-" if value is None else f"{float(json_scalar(value)):.3f}"


def failures_markdown(summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]]) -> str:
    """Every failure on a reproducible item: question, gold, prediction, category and diff."""
    wrong = _failures(records)
    out = [f"# Failures of `{summary['system']}` ({len(wrong)} items whose gold the backend reproduces)", ""]
    for r in wrong:
        error = r.get("error") or {}
        categories = ", ".join(error.get("categories") or []) or "?"
        out += [
            f"## {r['id']} — {error.get('primary', '?')}",
            "",
            f"- question: {plain_text(r.get('question', ''), 500)}",
            f"- categories: {categories}",
            f"- outcome: {plain_text(r.get('reason', ''), 300)}",
            f"- gold: `{plain_text(r.get('gold', ''), 600)}`",
            f"- prediction: `{plain_text(r.get('prediction', ''), 600)}`",
            f"- diff: `{plain_text(error.get('diff', ''), 600)}`",
            "",
        ]
    return "\n".join(out) + "\n"


def plain_text(text: object, limit: int) -> str:
    s = " ".join(str(text or "").split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def _cell(text: object, limit: int) -> str:
    """Text for a markdown table cell: one line, pipes escaped, no backticks."""
    return plain_text(str(text or "").replace("|", "\\|").replace("`", "'"), limit)


def write_plots(summary: Mapping[str, Any], folder: Path) -> dict[str, str]:
    """One bar chart per slice and the CRUD confusion matrix as PNG; name → file name."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    written: dict[str, str] = {}
    for name in SLICES:
        table = summary.get("slices", {}).get(name, {})
        if not table:
            continue
        values = list(table)
        fig = Figure(figsize=(max(6.0, 1.1 * len(values) + 2), 4.2), dpi=110)
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        width = 0.8 / len(_PLOTTED)
        for k, metric in enumerate(_PLOTTED):
            heights = [
                100 * float(table[v].get(metric) or 0) if table[v]["n"] >= MIN_SLICE_N else 0.0
                for v in values
            ]
            ax.bar(
                [i + (k - (len(_PLOTTED) - 1) / 2) * width for i in range(len(values))],
                heights,
                width,
                label=metric,
            )
        ax.set_xticks(range(len(values)))
        ax.set_xticklabels(
            [f"{v}\n(n={table[v]['n']}{', too few' if table[v]['n'] < MIN_SLICE_N else ''})" for v in values],
            fontsize=8,
        )
        ax.set_ylim(0, 105)
        ax.set_ylabel("%")
        ax.set_title(f"{summary['system']}: metrics per {name}")
        ax.legend(ncol=len(_PLOTTED), fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.18))
        fig.tight_layout()
        file = f"slice_{name}.png"
        fig.savefig(folder / file)
        written[name] = file
    confusion = summary.get("crud_confusion", {})
    if confusion:
        gold = list(confusion)
        predicted = sorted({p for row in confusion.values() for p in row})
        counts = [[confusion[g].get(p, 0) for p in predicted] for g in gold]
        fig = Figure(figsize=(0.75 * len(predicted) + 3.5, 0.6 * len(gold) + 2.8), dpi=110)
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        image = ax.imshow(counts, cmap="Blues")
        ax.set_xticks(range(len(predicted)))
        ax.set_xticklabels(predicted, rotation=45, ha="right", fontsize=8)
        ax.set_yticks(range(len(gold)))
        ax.set_yticklabels(gold, fontsize=8)
        ax.set_xlabel("CRUD keyword of the prediction")
        ax.set_ylabel("CRUD keyword of the gold query")
        ax.set_title(f"{summary['system']}: CRUD keyword chosen vs gold")
        top = max((c for row in counts for c in row), default=0)
        for i, row in enumerate(counts):
            for j, c in enumerate(row):
                if c:
                    ax.text(
                        j,
                        i,
                        str(c),
                        ha="center",
                        va="center",
                        fontsize=8,
                        color="white" if c > top / 2 else "black",
                    )
        fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
        fig.tight_layout()
        fig.savefig(folder / "crud_confusion.png")
        written["crud_confusion"] = "crud_confusion.png"
    return written


__all__ = [
    "METRIC_LABELS",
    "MIN_SLICE_N",
    "PLOT_HINT",
    "ci",
    "failures_markdown",
    "markdown",
    "pct",
    "plain_text",
    "write_plots",
    "write_report",
]
