"""Paper mode against the reference evaluation function, worked by hand.

Every expected number below was derived by hand from the steps in
``../shared/reference/r3-paper-formats.md`` ("Evaluation function"): the jieba tokens, the
scikit-learn TF-IDF values (smooth idf ``ln((1+n)/(1+df)) + 1`` with n = 2 documents, then
l2-normalised rows), the BM25 terms and the 0.5/0.3/0.2 weights. The arithmetic is written
out as Python expressions (so the test computes nothing with the code under test) with the
decimal values in the comments.

The semantic part uses a deterministic fake BERTScore provider, :class:`WordOneHot`: each
whitespace-separated word is one token and gets its own one-hot vector, so cos = 1 for the
same word and 0 otherwise, and BERTScore's greedy matching reduces to counting: precision =
share of candidate words found in the reference, recall = the other way round.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from r3.eval.metrics.bertscore import BertScorer, TokenEmbedding
from r3.eval.metrics.execution_paper import (
    EMPTY_SENTINEL,
    ERROR_MARK,
    PaperScore,
    aggregate_paper,
    aligned_pred_rows,
    paper_execution_score,
    paper_syntax_score,
    result_text,
)
from r3.eval.metrics.lexical import bm25, jieba_tokens, paper_lexsim, tfidf_rows

pytestmark = pytest.mark.quick

K1, B = 1.5, 0.75
IDF1 = math.log(3 / 2) + 1  # smooth idf of a term in 1 of 2 documents = 1.4054651081
IDF2 = math.log(3 / 3) + 1  # … in both documents = 1.0


class WordOneHot:
    """Fake BERTScore provider: whitespace words, one one-hot vector per distinct word."""

    name = "fake-one-hot-words"

    def __init__(self) -> None:
        self.vocab: dict[str, int] = {}

    def embed(self, text: str) -> TokenEmbedding:
        words = text.split()
        for w in words:
            self.vocab.setdefault(w, len(self.vocab))
        vectors = np.zeros((len(words), 512))
        for i, w in enumerate(words):
            vectors[i, self.vocab[w]] = 1.0
        return TokenEmbedding(words, vectors, np.ones(len(words)))


@pytest.fixture()
def f1() -> BertScorer:
    return BertScorer(WordOneHot())


def score(pred: list[str], gold: list[str], scorer: BertScorer) -> PaperScore:
    return paper_execution_score(pred, gold, scorer.f1)


TIM = '["Tim Duncan", 42]'
TONY = '["Tony Parker", 36]'


# --------------------------------------------------------------------------- branches


def test_syntax_score() -> None:
    assert paper_syntax_score([]) == 1  # an empty result counts as correct syntax
    assert paper_syntax_score([ERROR_MARK]) == 0
    assert paper_syntax_score([ERROR_MARK, TIM]) == 0
    assert paper_syntax_score([TIM]) == 1


def test_texts_are_list_reprs_with_a_sentinel_for_empty() -> None:
    assert result_text([]) == EMPTY_SENTINEL == "null_aaaaaaaa"
    assert result_text([TIM]) == "['[\"Tim Duncan\", 42]']"  # 22 characters
    assert len(result_text([ERROR_MARK])) == 8  # "['语法错误']": always the short branch


def test_both_empty_scores_one(f1: BertScorer) -> None:
    # P = G = "null_aaaaaaaa" (13 > 9): lexical 1 (P == G), semantic BERTScore(P, P) = 1
    s = score([], [], f1)
    assert (s.syntax, s.lexical, s.semantic, s.score, s.branch) == (1, 1.0, 1.0, 1.0, "long")


def test_failed_execution_scores_zero(f1: BertScorer) -> None:
    # P = "['语法错误']" has 8 characters: short branch, P != G → 0 and 0
    s = score([ERROR_MARK], [TIM], f1)
    assert (s.syntax, s.score, s.branch) == (0, 0.0, "short")
    # a long text whose first row is the marker: syntax 0 zeroes both parts
    s = score([ERROR_MARK, TIM], [TIM], f1)
    assert (s.syntax, s.lexical, s.semantic, s.score, s.branch) == (0, 0.0, 0.0, 0.0, "long")


def test_short_texts_need_exact_equality(f1: BertScorer) -> None:
    # "['[1]']" has 7 characters
    assert score(["[1]"], ["[1]"], f1).score == 1.0
    assert score(["[1]"], ["[2]"], f1).score == 0.0
    # short on one side only is still the short branch
    s = score(["[1]"], [TIM], f1)
    assert (s.score, s.branch) == (0.0, "short")


def test_equal_long_texts(f1: BertScorer) -> None:
    s = score([TIM, TONY], [TIM, TONY], f1)
    assert (s.lexical, s.semantic, s.score) == (1.0, 1.0, 1.0)


def test_equal_length_but_different_text_quirk(f1: BertScorer) -> None:
    # P = "['[\"Tim Duncan\", 42]']", G = "['[\"Tim Duncan\", 43]']": same length (22) → lexical 0.
    # Fake BERTScore: words P = [ ['["Tim , Duncan", , 42]'] ], G = [ ['["Tim , Duncan", , 43]'] ]:
    # 2 of 3 shared each way → P = R = 2/3 → F1 = 2/3; score = (0 + 2/3) / 2 = 1/3.
    s = score([TIM], ['["Tim Duncan", 43]'], f1)
    assert s.lexical == 0.0
    assert s.semantic == pytest.approx(2 / 3, abs=1e-9)
    assert s.score == pytest.approx(1 / 3, abs=1e-6)


def test_empty_prediction_against_long_gold_gets_credit(f1: BertScorer) -> None:
    # P = "null_aaaaaaaa" (13), G = "['[\"Tim Duncan\", 42]']" (22): lengths differ → lexsim(P, G).
    # jieba: P → null _ aaaaaaaa; G → [ ' [ " tim ␠ duncan " , ␠ 42 ] ' ] — no shared token: jac = 0.
    # TF-IDF words (\w\w+): P → null_aaaaaaaa; G → tim, duncan, 42: disjoint, so t1·t2 = 0 and
    # every BM25 term has t1_j·t2_j = 0: bm25 = 0.
    # lexsim = 0.5·0 + 0.3·(0 + 1)/2 + 0.2·0 = 0.15
    # fake BERTScore: "null_aaaaaaaa" vs ['["Tim Duncan", 42]'] words: nothing shared → 0
    # score = (0.15 + 0) / 2 = 0.075
    assert jieba_tokens(EMPTY_SENTINEL) == ["null", "_", "aaaaaaaa"]
    s = score([], [TIM], f1)
    assert s.syntax == 1
    assert s.lexical == pytest.approx(0.15, abs=1e-6)
    assert s.semantic == 0.0
    assert s.score == pytest.approx(0.075, abs=1e-6)


# --------------------------------------------------------------------------- the general case


def test_general_case_by_hand(f1: BertScorer) -> None:
    pred, gold = [TIM, TONY], [TIM]
    p, g = result_text(pred), result_text(gold)
    assert len(p) != len(g)

    # jieba tokens (lowercased); sets: P has 12 distinct tokens, G 9, all of G's are in P.
    assert jieba_tokens(g) == ["[", "'", "[", '"', "tim", " ", "duncan", '"', ",", " ", "42", "]", "'", "]"]
    assert set(jieba_tokens(p)) == set(jieba_tokens(g)) | {"tony", "parker", "36"}
    jac = 9 / 12  # = 0.75

    # TF-IDF, vocabulary sorted: 36, 42, duncan, parker, tim, tony
    # df: 36:1  42:2  duncan:2  parker:1  tim:2  tony:1  → idf 1.405465 / 1.0
    # P raw = [IDF1, 1, 1, IDF1, 1, IDF1], |P| = sqrt(3·IDF1² + 3) = 2.987641
    # G raw = [0, 1, 1, 0, 1, 0],          |G| = sqrt(3)           = 1.732051
    norm_p = math.sqrt(3 * IDF1**2 + 3)
    t1 = [IDF1 / norm_p, 1 / norm_p, 1 / norm_p, IDF1 / norm_p, 1 / norm_p, IDF1 / norm_p]
    # = [0.470426, 0.334712, 0.334712, 0.470426, 0.334712, 0.470426]
    t2 = [0, 1 / math.sqrt(3), 1 / math.sqrt(3), 0, 1 / math.sqrt(3), 0]
    # = [0, 0.577350, 0.577350, 0, 0.577350, 0]
    got1, got2 = tfidf_rows(p, g)
    assert list(got1) == pytest.approx(t1, abs=1e-9)
    assert list(got2) == pytest.approx(t2, abs=1e-9)
    cos = 3 * (1 / norm_p) * (1 / math.sqrt(3))  # = 0.579739

    # BM25: dl = sum(t1) = 2.415414, avgdl = (2.415414 + 1.732051)/2 = 2.073732
    dl = sum(t1)
    avgdl = (sum(t1) + sum(t2)) / 2
    k = K1 * (1 - B + B * dl / avgdl)  # = 1.5·(0.25 + 0.75·1.164774) = 1.685371
    # only 42, duncan, tim have t2_j ≠ 0; they are in both rows: idf = ln(3/3) + 1 = 1
    term = (1 / norm_p) * (K1 + 1) / ((1 / norm_p) + k) * (1 / math.sqrt(3)) * IDF2  # = 0.239157
    expected_bm25 = 3 * term  # = 0.717472
    assert bm25(got1, got2) == pytest.approx(expected_bm25, abs=1e-9)

    lexsim = 0.5 * jac + 0.3 * (expected_bm25 + 1) / 2 + 0.2 * cos
    # = 0.375 + 0.257621 + 0.115948 = 0.748568
    assert lexsim == pytest.approx(0.748568, abs=1e-6)
    assert paper_lexsim(p, g) == pytest.approx(lexsim, abs=1e-9)

    # fake BERTScore: words of P: ['["Tim  Duncan",  42]',  '["Tony  Parker",  36]']  (6)
    #                 words of G: ['["Tim  Duncan",  42]']                             (3)
    # P → G: ['["Tim and Duncan", found → precision 2/6; G → P: the same 2 → recall 2/3
    # F1 = 2·(1/3)(2/3)/(1/3 + 2/3) = 4/9 = 0.444444
    semantic = 4 / 9
    s = score(pred, gold, f1)
    assert s.lexical == pytest.approx(lexsim, abs=1e-6)
    assert s.semantic == pytest.approx(semantic, abs=1e-6)
    assert s.score == pytest.approx((lexsim + semantic) / 2, abs=1e-6)  # = 0.596506


def test_general_case_chinese(f1: BertScorer) -> None:
    # jieba splits CJK runs into words, scikit-learn's token pattern does not.
    pred, gold = ['["姚明", "休斯敦火箭队"]'], ['["姚明", "火箭队"]']
    p, g = result_text(pred), result_text(gold)
    assert (len(p), len(g)) == (20, 17)
    # jieba: P → [ ' [ " 姚明 " , ␠ " 休斯敦 火箭队 " ] ' ]  (9 distinct)
    #        G → [ ' [ " 姚明 " , ␠ " 火箭队 " ] ' ]         (8 distinct, all in P)
    assert "休斯敦" in jieba_tokens(p) and "火箭队" in jieba_tokens(p)
    jac = 8 / 9
    # TF-IDF vocabulary: 休斯敦火箭队 (df 1), 姚明 (df 2), 火箭队 (df 1)
    # P raw = [IDF1, 1, 0], G raw = [0, 1, IDF1], both with norm sqrt(IDF1² + 1) = 1.724917
    n = math.sqrt(IDF1**2 + 1)
    cos = 1 / n**2  # only 姚明 is shared: (1/n)·(1/n) = 0.336097
    # BM25: sum(t1) = sum(t2) → dl/avgdl = 1 → k = 1.5·(0.25 + 0.75) = 1.5
    term = (1 / n) * (K1 + 1) / ((1 / n) + K1) * (1 / n) * IDF2  # 姚明 only = 0.404014
    lexsim = 0.5 * jac + 0.3 * (term + 1) / 2 + 0.2 * cos  # = 0.444444 + 0.210602 + 0.067219
    assert lexsim == pytest.approx(0.722266, abs=1e-6)
    # fake BERTScore: ['["姚明",  "休斯敦火箭队"]']  vs  ['["姚明",  "火箭队"]']: 1 of 2 each way → 1/2
    s = score(pred, gold, f1)
    assert s.lexical == pytest.approx(lexsim, abs=1e-6)
    assert s.semantic == pytest.approx(0.5, abs=1e-9)
    assert s.score == pytest.approx((lexsim + 0.5) / 2, abs=1e-6)


def test_lexsim_can_exceed_one() -> None:
    # (bm25 + 1)/2 passes 1 for near-identical texts with many words: a documented quirk.
    a = " ".join(f"w{i}" for i in range(40))
    assert paper_lexsim(a, a + " w0") > 1.0


def test_no_vocabulary_gives_zero_tfidf_parts() -> None:
    # neither text has a 2-character word: scikit-learn would refuse ("empty vocabulary")
    t1, t2 = tfidf_rows("[1, 2, 3]", "[4, 5]")
    assert bm25(t1, t2) == 0.0
    # jaccard of {[, 1, ",", " ", 2, 3, ]} and {[, 4, ",", " ", 5, ]}: 4 shared of 9
    assert paper_lexsim("[1, 2, 3]", "[4, 5]") == pytest.approx(0.5 * 4 / 9 + 0.3 * 0.5, abs=1e-9)


# --------------------------------------------------------------------------- aggregation and rows


def test_aggregate_ea_and_iea() -> None:
    scores = [
        PaperScore(1, 1.0, 1.0, 1.0, "long"),
        PaperScore(1, 0.2, 0.4, 0.3, "long"),
        PaperScore(0, 0.0, 0.0, 0.0, "short"),
        PaperScore(0, 0.0, 0.0, 0.0, "short"),
    ]
    agg = aggregate_paper(scores)
    assert agg.ea == pytest.approx(1.3 / 4)
    assert agg.iea == pytest.approx(1.3 / 2)
    assert (agg.n, agg.n_syntax_ok) == (4, 2)
    assert aggregate_paper([]).ea == 0.0


def test_aligned_rows_take_gold_text_and_order() -> None:
    from r3.values import Map

    gold_texts = ["[{b: 2, a: 1}]", '["x"]']
    gold = [(Map({"b": 2, "a": 1}),), ("x",)]
    # equal as values (engine order and key order differ): the gold texts verbatim
    pred = [("x",), (Map({"a": 1, "b": 2}),)]
    assert aligned_pred_rows(pred, gold, gold_texts, equal=True, pred_ordered=False) == gold_texts
    # partly equal: matched rows in gold order with gold text, then the rest in engine order
    pred = [("y",), (Map({"a": 1, "b": 2}),)]
    assert aligned_pred_rows(pred, gold, gold_texts, equal=False, pred_ordered=False) == [
        "[{b: 2, a: 1}]",
        '["y"]',
    ]
    # an ordered prediction keeps its order
    assert aligned_pred_rows(pred, gold, gold_texts, equal=False, pred_ordered=True) == [
        '["y"]',
        "[{b: 2, a: 1}]",
    ]
