"""Execution accuracy in "clean" mode: the paper's stated formula, computed on values.

Algorithm 1 of the paper combines a lexical and a semantic similarity of the two results::

    score = beta · (alpha · jaccard + (1 − alpha) · bm25) + (1 − beta) · bertscore

with the two halves "equally weighted" (``beta = 0.5``). The reference implementation
applied it to the Python repr of the row strings, with the quirks listed in
:mod:`.execution_paper`. Clean mode keeps the formula and fixes what it is applied to:

- **text of values, not of strings**: each row is rendered canonically (NebulaGraph's
  ``ngql`` value text with map keys, property names and tags sorted, lists and sets sorted —
  the value comparison ignores their order too), rows sorted unless the gold query orders
  its result, one row per line. Two results equal as values therefore have the same text,
  and the score is 1 — without BERTScore's float noise;
- **no partial credit for nothing**: a failed execution scores 0; an empty result scores 1
  against an empty gold result and 0 against a non-empty one (the reference's sentinel
  string gave it lexical and BERTScore credit);
- **tokens** are jieba tokens holding a letter, digit or CJK character (brackets, quotes
  and commas are shared by every result and inflate the Jaccard); TF-IDF/BM25 use the same
  tokens;
- **bounded parts**: BM25 is normalised by the two texts' self-scores
  (:func:`r3.eval.metrics.lexical.normalised_bm25`) instead of ``(bm25 + 1) / 2``, so
  every part lies in [0, 1]; there is no equal-length rule and no ``len > 9`` rule.

Defaults: ``alpha = 0.5`` (the reference weighs Jaccard 0.5 in its lexical score) and
``beta = 0.5`` (the paper: "the scores of the two components are equally weighted").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from r3.eval.metrics.lexical import jaccard, normalised_bm25, word_tokens
from r3.values import Value, render
from r3.values.value_model import Edge, List, Map, Path, Set, Step, Tags, Vertex

DEFAULT_ALPHA = 0.5
DEFAULT_BETA = 0.5


@dataclass(frozen=True)
class CleanScore:
    jaccard: float
    bm25: float
    semantic: float
    score: float


def canonical_value(v: Value) -> Value:
    """A copy of ``v`` whose printed text no longer depends on key, tag or element order."""
    if isinstance(v, List):
        return List(sorted((canonical_value(x) for x in v.items), key=_text))
    if isinstance(v, Set):
        return Set(sorted((canonical_value(x) for x in v.items), key=_text))
    if isinstance(v, Map):
        return _sorted_map(v)
    if isinstance(v, Vertex):
        return _vertex(v)
    if isinstance(v, Edge):
        return _edge(v)
    if isinstance(v, Path):
        return Path(_vertex(v.start), tuple(Step(_edge(s.edge), _vertex(s.vertex)) for s in v.steps))
    return v


def _text(v: Value) -> str:
    return render(v, style="ngql")


def _sorted_map(m: Map) -> Map:
    return Map(sorted((k, canonical_value(x)) for k, x in m.items()))


def _vertex(v: Vertex) -> Vertex:
    tags = Tags(
        sorted((name, None if props is None else _sorted_map(props)) for name, props in v.tags.items())
    )
    return Vertex(v.vid, tags)


def _edge(e: Edge) -> Edge:
    props = None if e.props is None else _sorted_map(e.props)
    return dataclasses.replace(e, props=props, reversed=False)


def canonical_rows_text(rows: Sequence[Sequence[Value]], *, ordered: bool) -> str:
    """One canonical ``[v1, v2]`` line per row; lines sorted unless ``ordered``."""
    lines = ["[" + ", ".join(_text(canonical_value(v)) for v in row) + "]" for row in rows]
    if not ordered:
        lines.sort()
    return "\n".join(lines)


def clean_execution_score(
    pred_rows: Sequence[Sequence[Value]] | None,
    gold_rows: Sequence[Sequence[Value]],
    bertscore_f1: Callable[[str, str], float],
    *,
    ordered: bool = False,
    alpha: float = DEFAULT_ALPHA,
    beta: float = DEFAULT_BETA,
) -> CleanScore:
    """The clean execution score of one item; ``pred_rows=None`` means the execution failed."""
    if pred_rows is None:
        return CleanScore(0.0, 0.0, 0.0, 0.0)
    if not pred_rows or not gold_rows:
        same = float(not pred_rows and not gold_rows)
        return CleanScore(same, same, same, same)
    p = canonical_rows_text(pred_rows, ordered=ordered)
    g = canonical_rows_text(gold_rows, ordered=ordered)
    if p == g:
        return CleanScore(1.0, 1.0, 1.0, 1.0)
    jac = jaccard(word_tokens(p), word_tokens(g))
    lex_bm25 = normalised_bm25(p, g, analyzer=word_tokens)
    semantic = bertscore_f1(p, g)
    score = beta * (alpha * jac + (1 - alpha) * lex_bm25) + (1 - beta) * semantic
    return CleanScore(jac, lex_bm25, semantic, score)


__all__ = [
    "DEFAULT_ALPHA",
    "DEFAULT_BETA",
    "CleanScore",
    "canonical_rows_text",
    "canonical_value",
    "clean_execution_score",
]
