"""The NL2GQL metrics: SA, CA, EA/IEA (paper-exact and clean) and strict execution accuracy EX.

- :mod:`.syntax` — parse and validate a query (why SA failed);
- :mod:`.comprehension` + :mod:`r3.embedders` — CA, the cosine of query-text embeddings;
- :mod:`.execution_paper` — EA/IEA exactly as the R³-NL2GQL reference computed them;
- :mod:`.execution_clean` — the paper's formula on canonically rendered values;
- :mod:`.lexical`, :mod:`.bertscore` — their ingredients (jieba/TF-IDF/BM25, BERTScore);
- :mod:`.exact` — EX, the result rows equal the gold rows as values;
- :mod:`.item` — all of them for one dataset item.
"""

from r3.embedders import BGEEmbedder, Embedder, HashNgramEmbedder, OpenAIEmbedder, make_embedder
from r3.eval.metrics.bertscore import (
    BertScorer,
    HashTokenEmbedder,
    TransformersTokenEmbedder,
    make_token_embedder,
)
from r3.eval.metrics.comprehension import ComprehensionScorer
from r3.eval.metrics.exact import ExactMatch, exact_match
from r3.eval.metrics.execution_clean import CleanScore, clean_execution_score
from r3.eval.metrics.execution_paper import PaperScore, aggregate_paper, paper_execution_score
from r3.eval.metrics.syntax import QueryCheck, check_query

__all__ = [
    "BGEEmbedder",
    "BertScorer",
    "CleanScore",
    "ComprehensionScorer",
    "Embedder",
    "ExactMatch",
    "HashNgramEmbedder",
    "HashTokenEmbedder",
    "OpenAIEmbedder",
    "PaperScore",
    "QueryCheck",
    "TransformersTokenEmbedder",
    "aggregate_paper",
    "check_query",
    "clean_execution_score",
    "exact_match",
    "make_embedder",
    "make_token_embedder",
    "paper_execution_score",
]
