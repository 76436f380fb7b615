"""Clean-mode execution score: canonical value text, no partial credit for nothing, the formula by hand."""

from __future__ import annotations

import math

import pytest

from r3.eval.metrics.execution_clean import canonical_rows_text, canonical_value, clean_execution_score
from r3.eval.metrics.lexical import normalised_bm25, word_tokens
from r3.values import Edge, List, Map, Path, Set, Step, Tags, Vertex, parse_gold_result, render

pytestmark = pytest.mark.quick


def const(value: float):  # noqa: ANN201 - a tiny fake BERTScore
    return lambda a, b: value


def test_canonical_text_ignores_every_order_values_ignore() -> None:
    a = parse_gold_result(['[("x" :player{name: "X", age: 1} :bachelor{s: "y"}), {b: 2, a: [3, 1]}]'])
    b = parse_gold_result(['[("x" :bachelor{s: "y"} :player{age: 1, name: "X"}), {a: [1, 3], b: 2}]'])
    assert canonical_rows_text(a, ordered=False) == canonical_rows_text(b, ordered=False)
    rows = [(1,), (2,)]
    assert canonical_rows_text(rows, ordered=False) == canonical_rows_text(rows[::-1], ordered=False)
    assert canonical_rows_text(rows, ordered=True) != canonical_rows_text(rows[::-1], ordered=True)


def test_canonical_value_of_graph_elements() -> None:
    e = Edge("b", "a", "like", 0, Map({"z": 1, "a": 2}), reversed=True)
    assert render(canonical_value(e)) == '[:like "b"->"a" @0 {a: 2, z: 1}]'
    v = Vertex("a", Tags({"t2": None, "t1": Map({"y": 1, "x": 2})}))
    assert render(canonical_value(v)) == '("a" :t1{x: 2, y: 1} :t2)'
    p = Path(v, (Step(e, Vertex("b")),))
    assert render(canonical_value(p)).startswith('<("a" :t1{x: 2, y: 1} :t2)')
    assert render(canonical_value(Set([3, 1, 2]))) == "{1, 2, 3}"
    assert render(canonical_value(List(["b", "a"]))) == '["a", "b"]'


def test_equal_values_score_one_without_bertscore() -> None:
    a = parse_gold_result(["[{b: 2, a: 1}]", '["x"]'])
    b = parse_gold_result(['["x"]', "[{a: 1, b: 2}]"])
    s = clean_execution_score(b, a, const(0.0))
    assert s.score == 1.0


def test_failures_and_empty_results() -> None:
    gold = [("Tim Duncan",)]
    assert clean_execution_score(None, gold, const(1.0)).score == 0.0  # failed execution
    assert clean_execution_score([], gold, const(1.0)).score == 0.0  # no sentinel credit
    assert clean_execution_score([], [], const(0.0)).score == 1.0
    assert clean_execution_score(gold, [], const(1.0)).score == 0.0


def test_formula_by_hand() -> None:
    # pred ["Tim Duncan", 42] vs gold ["Tim Duncan", 43]: canonical texts
    #   '["Tim Duncan", 42]' and '["Tim Duncan", 43]'
    # word tokens (jieba, lowercased, only tokens with a letter/digit): tim duncan 42 | tim duncan 43
    # Jaccard = 2 shared / 4 distinct = 0.5
    pred, gold = [("Tim Duncan", 42)], [("Tim Duncan", 43)]
    p = canonical_rows_text(pred, ordered=False)
    assert word_tokens(p) == ["tim", "duncan", "42"]
    jac = 2 / 4
    # TF-IDF over those tokens: vocabulary 42 (df 1), 43 (df 1), duncan (2), tim (2)
    # idf1 = ln(3/2)+1; P raw = [idf1, 0, 1, 1], G raw = [0, idf1, 1, 1]; norm n = sqrt(idf1² + 2)
    idf1 = math.log(1.5) + 1
    n = math.sqrt(idf1**2 + 2)
    # BM25(P, G): sums equal → dl/avgdl = 1 → K = 1.5; shared terms duncan, tim (idf 1):
    #   2 · (1/n)(2.5)/((1/n) + 1.5) · (1/n)
    cross = 2 * (1 / n) * 2.5 / ((1 / n) + 1.5) * (1 / n)
    # self-score BM25(P, P): both rows are P's, so every column of P has df 2 → idf 1 (with two
    # rows only shared columns ever contribute, and their idf is always ln(3/3)+1 = 1):
    #   the two shared terms + the term of 42: (idf1/n)(2.5)/((idf1/n) + 1.5)(idf1/n)
    self_score = cross + (idf1 / n) * 2.5 / ((idf1 / n) + 1.5) * (idf1 / n)
    bm = cross / self_score  # BM25(G, G) is the same by symmetry; = 0.527267
    assert normalised_bm25(
        p, canonical_rows_text(gold, ordered=False), analyzer=word_tokens
    ) == pytest.approx(bm)
    # score = beta·(alpha·jac + (1 − alpha)·bm25) + (1 − beta)·bertscore, fake BERTScore 0.6
    s = clean_execution_score(pred, gold, const(0.6), alpha=0.5, beta=0.5)
    assert s.jaccard == pytest.approx(jac)
    assert s.score == pytest.approx(0.5 * (0.5 * jac + 0.5 * bm) + 0.5 * 0.6)
    s2 = clean_execution_score(pred, gold, const(0.6), alpha=1.0, beta=0.25)
    assert s2.score == pytest.approx(0.25 * jac + 0.75 * 0.6)
