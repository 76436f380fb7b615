"""Evaluation reports: a folder with report.md, summary.json and plots; and run comparisons.

Why markdown + PNG: results are committed to ``eval/results/`` and read on a code host, where
markdown tables and images render without tooling. Plots need matplotlib (the ``eval``
extra); without it the report says so and still has every number in its tables.

:func:`compare_runs` answers "did my change make things better?": per-metric deltas of two
``--json`` files and the items that changed — EX flips first (they are unambiguous), then SA
flips, then the largest EA moves.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from r3.errors import UserInputError
from r3.eval.slices import METRICS, SLICES

_LABELS = {
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
PLOT_HINT = "plots need matplotlib: pip install 'r3[eval]' (or pip install matplotlib)"


def pct(value: Any) -> str:
    return "-" if value is None else f"{100 * float(value):.2f}"


# --------------------------------------------------------------------------- report folder


def write_report(document: Mapping[str, Any], folder: Path, *, plots: bool = True) -> list[Path]:
    """Write report.md, summary.json and (with matplotlib) PNG plots of a run; return the paths."""
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
    return [folder / "report.md", folder / "summary.json", *written]


def markdown(
    summary: Mapping[str, Any],
    records: Sequence[Mapping[str, Any]] = (),
    *,
    images: Mapping[str, str] | None = None,
    note: str = "",
) -> str:
    """The report as markdown (tables per metric and per slice, failures, unreproducible items)."""
    images = images or {}
    m, mr = summary["metrics"], summary.get("metrics_reproducible", {})
    providers = summary.get("providers", {})
    settings = summary.get("settings", {})
    out = [f"# Evaluation of `{summary['system']}` on `{Path(str(summary.get('dataset', ''))).name}`", ""]
    out += [
        f"- items: {m['n']} ({summary.get('cached_items', 0)} from the cache); "
        f"gold reproduced by the backend: {mr.get('n', 0)}",
        f"- backend: {summary.get('backend', '?')}",
        *(f"- {key}: {value}" for key, value in (summary.get("system_info") or {}).items()),
        f"- CA embedder: {providers.get('ca', '?')}",
        f"- BERTScore token embeddings: {providers.get('bertscore', '?')}",
        f"- gold rows from: {settings.get('gold_from', '?')}; paper-mode row text: "
        f"{settings.get('paper_rows', '?')}; clean mode alpha={settings.get('alpha')}, beta={settings.get('beta')}",
        f"- final line ({settings.get('ea_mode', 'paper')} EA): `{summary.get('final_line', '')}`",
    ]
    if note:
        out.append(f"- {note}")
    out += [
        "",
        "## Metrics (%)",
        "",
        "| metric | all items | items whose gold the backend reproduces |",
        "|---|---:|---:|",
    ]
    for key in METRICS:
        out.append(f"| {_LABELS[key]} | {pct(m.get(key))} | {pct(mr.get(key))} |")
    failures = summary.get("failures", {})
    if failures:
        out += ["", "## Outcome per item (first failing check)", "", "| outcome | items |", "|---|---:|"]
        for kind, count in sorted(failures.items(), key=lambda kv: -kv[1]):
            out.append(f"| {kind} | {count} |")
    out += ["", "## Slices (%)", ""]
    for name in SLICES:
        table = summary.get("slices", {}).get(name, {})
        if not table:
            continue
        out += [f"### {name}", "", "| " + name + " | n | " + " | ".join(_LABELS[k] for k in METRICS) + " |"]
        out.append("|---|---:|" + "---:|" * len(METRICS))
        for value, mm in table.items():
            out.append(f"| {value} | {mm['n']} | " + " | ".join(pct(mm.get(k)) for k in METRICS) + " |")
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
    wrong = [r for r in records if r.get("gold_reproduced") and not r.get("ex")]
    if wrong:
        out += [f"## First failures on reproducible items ({len(wrong)} in all)", ""]
        out += ["| id | reason | prediction |", "|---|---|---|"]
        for r in wrong[:15]:
            out.append(
                f"| {r['id']} | {_cell(r.get('reason', ''), 160)} | `{_cell(r.get('prediction', ''), 160)}` |"
            )
        out.append("")
    return "\n".join(out) + "\n"


def _plain(text: Any, limit: int) -> str:
    s = " ".join(str(text or "").split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def _cell(text: Any, limit: int) -> str:
    """Text for a markdown table cell: one line, pipes escaped, no backticks."""
    return _plain(str(text or "").replace("|", "\\|").replace("`", "'"), limit)


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
            heights = [100 * float(table[v].get(metric) or 0) for v in values]
            ax.bar(
                [i + (k - (len(_PLOTTED) - 1) / 2) * width for i in range(len(values))],
                heights,
                width,
                label=metric,
            )
        ax.set_xticks(range(len(values)))
        ax.set_xticklabels([f"{v}\n(n={table[v]['n']})" for v in values], fontsize=8)
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


# --------------------------------------------------------------------------- compare


def load_run(path: Path) -> dict[str, Any]:
    """A ``--json`` file of ``r3 eval`` ({summary, items})."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise UserInputError(f"cannot read {path}: {e.strerror or e}") from e
    except json.JSONDecodeError as e:
        raise UserInputError(f"{path}: not JSON ({e.msg})") from e
    if not isinstance(data, dict) or "summary" not in data or "items" not in data:
        raise UserInputError(f"{path}: not an 'r3 eval --json' file (needs summary and items)")
    return data


def compare_runs(a: Mapping[str, Any], b: Mapping[str, Any], *, limit: int = 20) -> str:
    """Per-metric deltas (B − A) and the items that changed, EX flips first."""
    sa, sb = a["summary"], b["summary"]
    lines = [
        f"A: {sa['system']} ({sa['metrics']['n']} items)    B: {sb['system']} ({sb['metrics']['n']} items)"
    ]
    for key in ("dataset_sha256", "providers"):
        if sa.get(key) != sb.get(key):
            lines.append(f"warning: the runs differ in {key}; deltas may not mean what they seem")
    lines += ["", f"{'metric':<12} {'A':>8} {'B':>8} {'B−A':>8}"]
    for key in METRICS:
        va, vb = sa["metrics"].get(key), sb["metrics"].get(key)
        delta = "-" if va is None or vb is None else f"{100 * (vb - va):+.2f}"
        lines.append(f"{_LABELS[key]:<12} {pct(va):>8} {pct(vb):>8} {delta:>8}")
    items_a = {r["id"]: r for r in a["items"]}
    items_b = {r["id"]: r for r in b["items"]}
    shared = [i for i in items_a if i in items_b]
    for metric, title in (("ex", "EX"), ("sa", "SA")):
        gained = [i for i in shared if items_b[i][metric] > items_a[i][metric]]
        lost = [i for i in shared if items_b[i][metric] < items_a[i][metric]]
        lines += ["", f"{title} flips: {len(gained)} gained (0→1), {len(lost)} lost (1→0)"]
        for label, ids in (("+", gained), ("-", lost)):
            for i in ids[:limit]:
                lines.append(f"  {label} {i}: {_plain(items_b[i].get('reason') or 'correct', 110)}")
            if len(ids) > limit:
                lines.append(f"  {label} … {len(ids) - limit} more")
    moved = sorted(shared, key=lambda i: -abs(items_b[i]["ea"] - items_a[i]["ea"]))
    moved = [i for i in moved if abs(items_b[i]["ea"] - items_a[i]["ea"]) >= 0.05][:limit]
    if moved:
        lines += ["", "largest EA changes:"]
        lines += [f"  {i}: {items_a[i]['ea']:.3f} → {items_b[i]['ea']:.3f}" for i in moved]
    only_a, only_b = len(items_a) - len(shared), len(items_b) - len(shared)
    if only_a or only_b:
        lines += ["", f"items only in A: {only_a}; only in B: {only_b}"]
    return "\n".join(lines)


__all__ = ["PLOT_HINT", "compare_runs", "load_run", "markdown", "pct", "write_plots", "write_report"]
