"""Per-item CSV: one row per evaluated item, for pandas, R or a spreadsheet.

Why a flat file beside the JSON: a researcher's first move is a pivot table (metric by
category by slice); the ``--json`` records nest parts, slices and the trace. Several runs
go into one file with a ``system`` column (``r3 leaderboard --items-csv``), so a paired
analysis elsewhere is a ``groupby('id')`` away.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence
from pathlib import Path

from r3.errors import UserInputError
from r3.eval.slices import SLICES
from r3.values.json import JsonValue, json_array, json_object, json_text

COLUMNS = (
    "system",
    "id",
    "space",
    *(f"slice_{name}" for name in SLICES),
    "gold_reproduced",
    "sa",
    "ca",
    "ea",
    "ea_clean",
    "ex",
    "parsed",
    "valid",
    "syntax_paper",
    "error_primary",
    "error_categories",
    "latency_s",
    "model_calls",
    "prompt_tokens",
    "completion_tokens",
    "cost",
    "question",
    "gold",
    "prediction",
    "reason",
)


def item_row(record: Mapping[str, JsonValue], system: str = "") -> dict[str, object]:
    """The CSV row of one record (missing parts are empty cells)."""
    raw_error, raw_cost = record.get("error"), record.get("cost")
    error = raw_error if isinstance(raw_error, Mapping) else {}
    cost = raw_cost if isinstance(raw_cost, Mapping) else {}
    slices = json_object(record.get("slices") or {})
    row: dict[str, object] = {
        "system": system,
        **{k: record.get(k) for k in ("id", "space", "gold_reproduced", "sa", "ca", "ea", "ea_clean", "ex")},
        **{k: record.get(k) for k in ("parsed", "valid", "syntax_paper", "question", "gold", "prediction")},
        "reason": record.get("reason", ""),
        "error_primary": error.get("primary", "") if error else "",
        "error_categories": ";".join(json_text(c) for c in json_array(error.get("categories", [])))
        if error
        else "",
        **{f"slice_{name}": slices.get(name, "") for name in SLICES},
    }
    for key in ("latency_s", "model_calls", "prompt_tokens", "completion_tokens", "cost"):
        row[key] = cost.get(key) if cost else record.get(key)
    return {k: "" if row.get(k) is None else row[k] for k in COLUMNS}


def write_items_csv(
    path: Path,
    records: Sequence[Mapping[str, JsonValue]],
    *,
    system: str = "",
    runs: Sequence[Mapping[str, JsonValue]] = (),
) -> Path:
    """Write ``records`` (or, with ``runs``, every run's items with its system name)."""
    rows = [item_row(r, system) for r in records]
    for run in runs:
        name = str(json_object(run["summary"]).get("system", ""))
        rows += [item_row(json_object(r), name) for r in json_array(run["items"])]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=COLUMNS)
            writer.writeheader()
            writer.writerows(rows)
    except OSError as e:
        raise UserInputError(f"cannot write {path}: {e.strerror or e}") from e
    return path


__all__ = ["COLUMNS", "item_row", "write_items_csv"]
