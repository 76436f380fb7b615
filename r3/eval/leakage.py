"""Leakage guard: where a system's demonstrations came from, and whether they give answers away.

Why: a few-shot system whose demonstrations include the evaluated item's own gold query (a
paraphrase of the question, the same item in another split file) scores what it copied.
NL2GQL benchmarks are full of paraphrases that share one gold query, so "not the same row
id" is not enough. The report therefore states the demonstrations' file and graphs and
warns when

- a demonstration's gold query equals an evaluated item's gold query (compared as parsed
  trees, so spacing and quoting do not hide a copy; as whitespace-normalised text when a
  query does not parse), or
- the run is labelled ``unseen-graph`` (``r3 eval --label unseen-graph``) and a
  demonstration comes from a graph (space) the run evaluates.

``--demos dataset`` (leave-one-out over the evaluated set) is reported as what it is: every
other row is a demonstration, paraphrases with the same gold included.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path

from r3.errors import QuerySyntaxError
from r3.inputs import read_jsonl
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.values.json import JsonObject, JsonValue

UNSEEN_GRAPH = "unseen-graph"
#: How many item ids a warning lists before "…".
_SHOWN = 8


def gold_key(query: str, dialect: str = "ngql") -> str:
    """A text equal for two gold queries that differ only in spacing, quotes or keyword case."""

    try:
        return to_text(parse(query, dialect), dialect)
    except (QuerySyntaxError, RecursionError):
        return " ".join(query.split())


def read_demo_rows(path: Path) -> list[JsonObject]:
    """The rows of a demonstrations JSONL file (``question``, ``gold``, ``space``)."""
    return [row for _number, row in read_jsonl(path, "demonstrations")]


def demos_file_from_info(info: Mapping[str, str]) -> Path | None:
    """The file a system's ``info`` names as its demonstrations (``demonstrations: file PATH``)."""
    text = str(info.get("demonstrations", ""))
    return Path(text[5:].strip()) if text.startswith("file ") else None


def run_leakage(
    rows: Sequence[Mapping[str, JsonValue]],
    info: Mapping[str, str],
    *,
    demos_path: Path | None = None,
    from_dataset: bool = False,
    label: str = "",
) -> dict[str, object]:
    """:func:`check_leakage` for a run: the demonstrations file is the one the system's
    ``info`` names (a pipeline config's own ``demos``), else ``--demos FILE``."""
    path = demos_file_from_info(info) or demos_path
    source = str(info.get("demonstrations") or (f"file {path}" if path else "none stated by the system"))
    demos = read_demo_rows(path) if path is not None and not from_dataset else None
    return check_leakage(rows, demos=demos, source=source, label=label, from_dataset=from_dataset)


def check_leakage(
    rows: Sequence[Mapping[str, JsonValue]],
    *,
    demos: Sequence[Mapping[str, JsonValue]] | None,
    source: str,
    label: str = "",
    from_dataset: bool = False,
) -> dict[str, object]:
    """What the report says about demonstrations: source, graphs, overlaps and warnings.

    ``rows`` are the evaluated items; ``demos`` the demonstration rows (None when the system
    has none or they cannot be read); ``from_dataset`` marks ``--demos dataset``.
    """
    warnings: list[str] = []
    out: dict[str, object] = {"source": source, "label": label, "warnings": warnings}
    if from_dataset:
        demos = list(rows)
    if demos is None:
        out["demos"] = 0
        return out
    spaces = sorted({str(r.get("space")) for r in rows})
    demo_spaces = sorted({str(d.get("space")) for d in demos if d.get("space") is not None})
    out["demos"] = len(demos)
    out["demo_graphs"] = demo_spaces
    by_gold: dict[str, list[str]] = defaultdict(list)
    for d in demos:
        if isinstance(d.get("gold"), str):
            by_gold[gold_key(str(d["gold"]))].append(str(d.get("id", "?")))
    leaked: list[str] = []
    for r in rows:
        ids = [i for i in by_gold.get(gold_key(str(r.get("gold") or "")), []) if i != str(r.get("id"))]
        if ids:
            leaked.append(str(r.get("id")))
    out["same_gold_items"] = leaked
    if from_dataset:
        warnings.append(
            "demonstrations are the evaluated dataset itself (leave-one-out by row id): "
            f"{len(leaked)} of {len(rows)} items have another row with the same gold query among them"
        )
    elif leaked:
        shown = ", ".join(leaked[:_SHOWN]) + (" …" if len(leaked) > _SHOWN else "")
        warnings.append(
            f"{len(leaked)} of {len(rows)} evaluated items have their gold query among the "
            f"demonstrations ({shown})"
        )
    shared = sorted(set(spaces) & set(demo_spaces))
    out["shared_graphs"] = shared
    if UNSEEN_GRAPH in label and (shared or from_dataset):
        warnings.append(
            f"run labelled {label!r} but demonstrations come from evaluated graph(s): "
            f"{', '.join(shared or spaces)}"
        )
    return out


__all__ = [
    "UNSEEN_GRAPH",
    "check_leakage",
    "demos_file_from_info",
    "gold_key",
    "read_demo_rows",
    "run_leakage",
]
