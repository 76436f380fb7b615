"""Retrieval over the storage dump: the rewriter's entity linker (R³ paper, Section 4.3).

- :mod:`r3.retrieval.normalize` — compact keys, tokens, n-grams, hashes (shared by both sides);
- :mod:`r3.retrieval.mentions` — candidate spans of a question (Latin words, CJK substrings);
- :mod:`r3.retrieval.charscore` — the paper's Levenshtein score, normalised grades, fuzzy prefilter;
- :mod:`r3.retrieval.source` — records from a dump or a live graph, with the graph's identity;
- :mod:`r3.retrieval.index` — the persisted, memory-mapped index (build, open, update);
- :mod:`r3.retrieval.ann` — exact and IVF vector search (FAISS optional);
- :mod:`r3.retrieval.linker` — ``Linker.link(question, k)``, ``format_related_items``, ``rewrite``;
- :mod:`r3.retrieval.evaluate` — gold entities, recall@k / MRR, rule-built questions.

Nothing is imported here, so ``import r3.retrieval.normalize`` stays cheap.
"""
