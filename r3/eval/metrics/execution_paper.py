"""Execution Accuracy (EA) and Intra Execution Accuracy (IEA), exactly as the reference computed them.

Why a paper-exact mode: r3's numbers must be comparable with Table 2/3 of the R³-NL2GQL
paper, so this module reproduces the reference evaluation function step by step, quirks
included (``r3-paper-formats.md``, "Evaluation function"). Use :mod:`.execution_clean`
for a score that means what the paper's text says it means.

Inputs per item are the *row strings* of the predicted and the gold result: each row is
``[v1, v2, …]`` in the nebula3-python console text (``r3.values.render_row(row,
style="console")``); ``gold_result`` holds the gold ones verbatim. A failed execution is
the one-row list ``["语法错误"]`` ("syntax error"), as the reference marked it.

The steps, with every quirk:

1. **Syntax score** (:func:`paper_syntax_score`): 1 when the predicted rows are empty —
   *an empty result counts as correct syntax*; 0 when the first row is the marker
   ``语法错误``; else 1.
2. **Texts**: ``P = str(pred_rows)`` and ``G = str(gold_rows)`` — the *Python list repr*
   of the row strings (quotes, brackets and escapes included). An empty list becomes the
   sentinel ``null_aaaaaaaa``.
3. **Long texts** (``len(P) > 9 and len(G) > 9``):

   - lexical = 1 if ``P == G``; else **0 if** ``len(P) == len(G)`` — two different texts of
     equal length score 0 (a quirk: they may differ in one digit); else ``lexsim(P, G)``;
     all three only when the syntax score is 1, otherwise 0;
   - semantic = BERTScore F1 of P against G (bert-base-multilingual-cased) when the syntax
     score is 1, otherwise 0 — computed *even when P == G*;
   - consequences: an empty prediction (sentinel, 13 characters) against a long gold text
     still earns lexsim and BERTScore credit; lexsim can pass 1 (see
     :func:`r3.eval.metrics.lexical.paper_lexsim`).

4. **Short texts** (either ≤ 9 characters; ``str([])``-like results such as ``['[1]']``
   are 7): lexical = semantic = 1 if ``P == G`` else 0. A failed execution
   (``"['语法错误']"``, 8 characters) always lands here, so it scores 0 (unless the gold
   text were the marker itself).
5. **Item score** = (lexical + semantic) / 2. EA is its mean over all items; IEA its mean
   over the items whose syntax score is 1 (:func:`aggregate_paper`).

``lexsim(a, b) = 0.5·jaccard(jieba tokens) + 0.3·(bm25 + 1)/2 + 0.2·cos(tfidf)`` lives in
:mod:`.lexical`; BERTScore in :mod:`.bertscore` (the provider that produced the semantic
part must be reported with the number).

What r3 adds around the reference (see :func:`aligned_pred_rows`): the embedded engine
cannot know in which order NebulaGraph would have printed an unordered result, nor the
(arbitrary) key order of its maps and properties. With ``paper_rows="aligned"`` (the
harness default) every predicted row that equals a gold row *as a value* is written with
that gold row's text, and a result equal to the gold result as values is written exactly
as the gold result — what NebulaGraph itself prints for the same rows of the same database.
``"raw"`` keeps the backend's own text and order (use it with a live NebulaGraph to
reproduce the reference byte for byte).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from r3.eval.metrics.lexical import paper_lexsim
from r3.values import Value, render_row, values_equal
from r3.values.value_model import canon

ERROR_MARK = "语法错误"
"""The reference's stand-in result for a query that failed to execute ("syntax error")."""

EMPTY_SENTINEL = "null_aaaaaaaa"
"""What an empty result list is replaced by before texts are compared."""

LONG_TEXT = 9
"""Texts longer than this (both of them) get the lexical + BERTScore treatment."""


@dataclass(frozen=True)
class PaperScore:
    """One item under the reference evaluation: parts, the item score and which branch applied."""

    syntax: int
    lexical: float
    semantic: float
    score: float
    #: ``long`` (lexical + BERTScore), ``short`` (exact text match only).
    branch: str


def paper_syntax_score(pred_rows: Sequence[str]) -> int:
    """1 for an empty result, 0 when the first row is the error marker, else 1."""
    if len(pred_rows) == 0:
        return 1
    return 0 if pred_rows[0] == ERROR_MARK else 1


def result_text(rows: Sequence[str]) -> str:
    """``str(rows)`` — the Python list repr — or the sentinel for an empty list."""
    return str(list(rows)) if len(rows) else EMPTY_SENTINEL


def paper_execution_score(
    pred_rows: Sequence[str],
    gold_rows: Sequence[str],
    bertscore_f1: Callable[[str, str], float],
    *,
    lexsim: Callable[[str, str], float] = paper_lexsim,
) -> PaperScore:
    """The reference's per-item execution score (see the module doc for each step)."""
    syntax = paper_syntax_score(pred_rows)
    p, g = result_text(pred_rows), result_text(gold_rows)
    if len(p) > LONG_TEXT and len(g) > LONG_TEXT:
        if syntax != 1:
            lexical = semantic = 0.0
        else:
            if p == g:
                lexical = 1.0
            elif len(p) == len(g):
                lexical = 0.0
            else:
                lexical = lexsim(p, g)
            semantic = bertscore_f1(p, g)
        branch = "long"
    else:
        lexical = semantic = 1.0 if p == g else 0.0
        branch = "short"
    return PaperScore(syntax, lexical, semantic, (lexical + semantic) / 2, branch)


@dataclass(frozen=True)
class PaperAggregate:
    ea: float
    iea: float
    n: int
    n_syntax_ok: int


def aggregate_paper(scores: Sequence[PaperScore]) -> PaperAggregate:
    """EA = mean item score; IEA = mean item score over items with syntax score 1 (0 when none)."""
    n = len(scores)
    ok = [s.score for s in scores if s.syntax == 1]
    ea = sum(s.score for s in scores) / n if n else 0.0
    iea = sum(ok) / len(ok) if ok else 0.0
    return PaperAggregate(ea, iea, n, len(ok))


# --------------------------------------------------------------------------- row texts


def error_rows() -> list[str]:
    """The reference's result for a failed execution: ``["语法错误"]``."""
    return [ERROR_MARK]


def raw_pred_rows(rows: Sequence[Sequence[Value]]) -> list[str]:
    """Each row in the console text, in the backend's order."""
    return [render_row(r, style="console") for r in rows]


def aligned_pred_rows(
    pred: Sequence[Sequence[Value]],
    gold: Sequence[Sequence[Value]],
    gold_texts: Sequence[str],
    *,
    equal: bool,
    pred_ordered: bool,
) -> list[str]:
    """The predicted rows as NebulaGraph would most likely have printed them (module doc).

    - ``equal`` (the rows equal the gold rows as values, by the EX rule): the gold texts;
    - otherwise each predicted row that equals some gold row (one-to-one) takes that row's
      text; an unordered prediction lists its matched rows in gold order, then the others
      in the backend's order; an ordered prediction keeps its own order.
    """
    if equal and len(gold_texts) == len(gold):
        return list(gold_texts)
    pairs = _pair_rows(pred, gold)
    texts = [
        gold_texts[pairs[i]] if i in pairs else render_row(r, style="console") for i, r in enumerate(pred)
    ]
    if pred_ordered:
        return texts
    matched = sorted((j, i) for i, j in pairs.items())
    rest = [texts[i] for i in range(len(pred)) if i not in pairs]
    return [texts[i] for _, i in matched] + rest


def _pair_rows(pred: Sequence[Sequence[Value]], gold: Sequence[Sequence[Value]]) -> dict[int, int]:
    """A one-to-one pairing pred index → gold index of rows equal as values.

    Structurally identical rows pair first (hash buckets); the rest greedily under
    :func:`r3.values.values_equal` (float tolerance, map key order, list order). Greedy may
    miss a pairing in rare tolerance cases; that only changes which text a row is shown
    with, never a value.
    """
    buckets: dict[Hashable, list[int]] = defaultdict(list)
    for j, row in enumerate(gold):
        buckets[_row_key(row)].append(j)
    pairs: dict[int, int] = {}
    left: list[int] = []
    for i, row in enumerate(pred):
        bucket = buckets.get(_row_key(row))
        if bucket:
            pairs[i] = bucket.pop(0)
        else:
            left.append(i)
    free = sorted(j for bucket in buckets.values() for j in bucket)
    for i in left:
        for j in free:
            if len(pred[i]) == len(gold[j]) and all(
                values_equal(a, b) for a, b in zip(pred[i], gold[j], strict=True)
            ):
                pairs[i] = j
                free.remove(j)
                break
    return pairs


def _row_key(row: Sequence[Value]) -> Hashable:
    try:
        return tuple(canon(v) for v in row)
    except TypeError:
        return ("unhashable", id(row))


__all__ = [
    "EMPTY_SENTINEL",
    "ERROR_MARK",
    "LONG_TEXT",
    "PaperAggregate",
    "PaperScore",
    "aggregate_paper",
    "aligned_pred_rows",
    "error_rows",
    "paper_execution_score",
    "paper_syntax_score",
    "raw_pred_rows",
    "result_text",
]
