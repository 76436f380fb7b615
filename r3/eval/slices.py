"""Slices of an evaluation: which kinds of questions a system gets right.

Every item gets one value per slice, all derived from the dataset row and the *gold* query
(never from the prediction), so two systems are sliced identically:

- ``space`` — the row's space;
- ``lang`` — the row's ``lang`` field, else ``zh`` when the question holds a CJK character
  and ``en`` otherwise;
- ``crud`` — the gold query's first CRUD keyword (MATCH, GO, LOOKUP, FETCH, GET SUBGRAPH,
  FIND PATH, INSERT …; :func:`r3.lang.analysis.analyze`);
- ``hops`` — the gold query's hop count (analysis), bucketed ``0``, ``1``, ``2``, ``3+``;
- ``entity`` — ``verbatim`` when a string literal of the gold query appears as is in the
  question (the entity is spelled for the model), ``not verbatim`` when the gold has string
  literals none of which does (the model must link "邓布利多" to ``"阿不思·邓布利多"``), and
  ``no literal`` when the gold query names no string.

:func:`summarize` turns per-item records (plain dicts, as written to ``--json``) into the
metrics of a set of items; :func:`by_slice` does it per slice value.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

import numpy as np

from r3.errors import QuerySyntaxError
from r3.lang import ast as A
from r3.lang.analysis import analyze
from r3.values.json import JsonObject, JsonValue, json_object, json_scalar

SLICES = ("space", "lang", "crud", "hops", "entity")

#: Metric keys of :func:`summarize`, in report order, and what they average.
METRICS = ("SA", "CA", "EA", "IEA", "EX", "EA_clean", "IEA_clean", "parse", "valid")

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
#: Keywords that only wrap the statement that matters.
_WRAPPERS = {"USE", "EXPLAIN", "PROFILE"}


def detect_lang(text: str) -> str:
    """``zh`` when ``text`` holds a CJK character, else ``en``."""
    return "zh" if _CJK.search(text) else "en"


def hops_bucket(hops: int) -> str:
    return str(hops) if hops < 3 else "3+"


def first_crud(crud: Sequence[str]) -> str:
    """The first CRUD keyword that is not a wrapper (``USE``, ``EXPLAIN``, ``PROFILE``)."""
    for keyword in crud:
        if keyword not in _WRAPPERS:
            return keyword
    return crud[0] if crud else "-"


def entity_slice(question: str, literals: Iterable[str]) -> str:
    names = [s for s in literals if s.strip()]
    if not names:
        return "no literal"
    return "verbatim" if any(s in question for s in names) else "not verbatim"


def item_slices(row: Mapping[str, JsonValue], gold_script: A.Script | None = None) -> JsonObject:
    """The slice values of one dataset row (``gold_script``: the gold query already parsed)."""

    question = str(row.get("question") or "")
    lang = row.get("lang")
    gold = gold_script if gold_script is not None else str(row.get("gold") or "")
    out: JsonObject = {
        "space": str(row.get("space") or "-"),
        "lang": str(lang) if isinstance(lang, str) and lang else detect_lang(question),
    }
    try:
        a = analyze(gold)
    except (QuerySyntaxError, RecursionError):
        out.update(crud="(gold unparsed)", hops="?", entity=entity_slice(question, []))
        return out
    out.update(
        crud=first_crud(a.crud), hops=hops_bucket(a.hops), entity=entity_slice(question, a.string_literals)
    )
    return out


# --------------------------------------------------------------------------- aggregation


def metric_arrays(records: Sequence[Mapping[str, JsonValue]], metric: str) -> tuple[np.ndarray, np.ndarray]:
    """(values, weights) of one metric over records: the metric is ``Σ v·w / Σ w``.

    One definition for the aggregates here and the bootstrap of :mod:`r3.eval.stats`: SA,
    CA, EA, EX and EA_clean weigh every item 1; IEA only items whose paper syntax score is
    1, IEA_clean only items that executed, valid only items that could be checked.
    """
    n = len(records)
    values, weights = np.zeros(n), np.ones(n)
    for i, r in enumerate(records):
        if metric == "IEA":
            values[i], weights[i] = float(json_scalar(r["ea"])), float(r.get("syntax_paper") == 1)
        elif metric == "IEA_clean":
            values[i], weights[i] = float(json_scalar(r["ea_clean"])), float(r.get("sa") == 1)
        elif metric == "parse":
            values[i] = float(bool(r.get("parsed")))
        elif metric == "valid":
            values[i], weights[i] = float(bool(r.get("valid"))), float(r.get("valid") is not None)
        else:
            values[i] = float(json_scalar(r[metric.lower()]))
    return values, weights


def summarize(records: Sequence[Mapping[str, JsonValue]]) -> JsonObject:
    """The metrics (fractions in [0, 1], None when undefined) of a set of item records.

    SA: executed without error; CA: mean cosine; EA: mean paper item score; IEA: that mean
    over items whose paper syntax score is 1; EX: exact result match; EA_clean/IEA_clean:
    the clean score over all items / items that executed; parse and valid: r3's grammar and
    validator (valid over the items that parsed and could be checked).
    """
    out: JsonObject = {"n": len(records)}
    for metric in METRICS:
        values, weights = metric_arrays(records, metric)
        total = float(weights.sum())
        out[metric] = float((values * weights).sum() / total) if total > 0 else None
    return out


def slice_groups(
    records: Sequence[Mapping[str, JsonValue]], name: str
) -> dict[str, list[Mapping[str, JsonValue]]]:
    """The records per value of slice ``name``, values in a stable, readable order."""
    groups: dict[str, list[Mapping[str, JsonValue]]] = defaultdict(list)
    for r in records:
        groups[str(json_object(r.get("slices", {})).get(name, "-"))].append(r)
    return {value: groups[value] for value in sorted(groups, key=_slice_order)}


def by_slice(records: Sequence[Mapping[str, JsonValue]], name: str) -> dict[str, JsonObject]:
    """:func:`summarize` per value of slice ``name``."""
    return {value: summarize(group) for value, group in slice_groups(records, name).items()}


def _slice_order(value: str) -> tuple[int, str]:
    return (0, value.zfill(4)) if value[:1].isdigit() else (1, value)


__all__ = [
    "METRICS",
    "SLICES",
    "by_slice",
    "detect_lang",
    "entity_slice",
    "first_crud",
    "hops_bucket",
    "item_slices",
    "metric_arrays",
    "slice_groups",
    "summarize",
]
