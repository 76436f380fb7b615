"""Understanding a question about a graph: from its words to scored readings and query trees.

Why a layer of its own: what a question means on a given graph — which vertices it names,
which tags, edges and properties its words speak of, which operators it asks for, which
shape it has — is one job, and four parts of r3 need it: the offline refiner
(:mod:`r3.pipeline.offline`), the confidence (:mod:`r3.pipeline.confidence`), the demonstration
synthesizer (:mod:`r3.pipeline.offline.synth`) and the model prompts' examples
(:mod:`r3.pipeline.skeleton_examples`). It sits above
:mod:`r3.lexical`, :mod:`r3.retrieval`, :mod:`r3.lang`, :mod:`r3.contracts` and :mod:`r3.graph`
and below :mod:`r3.pipeline`: nothing here imports the pipeline (``tests/unit/test_architecture.py``).

What is where. The graph first: :mod:`.profile` (``GraphProfile``: the words of every schema
item, endpoint pairs, display properties, value ranges and categories, read once per space),
:mod:`.lexicon` (question words → schema items, learned from solved demonstrations),
:mod:`.semantic` (the same by meaning, with a configured embedder) and :mod:`.glossary` (the
query language's own words, en/zh). Then the question: :mod:`.linking` (the linked names as
``Link``, and a model-free linker), :mod:`.cues` (numbers, quoted texts and operator cues:
``QuestionFacts``), :mod:`.reading` (``read()``: a ``Reading`` — anchors, mentions, numbers),
:mod:`.operators` (filters, aggregates, order and limits read against the profile). Then the
readings: :mod:`.intent` (``Intent``, the form between reading and writing),
:mod:`.hypotheses` (the scored intents of the plain walk), :mod:`.shapes` (every other question
shape, one module each, in one registry — the only home of shape logic), :mod:`.freetext`
(readings that ask a long text property). Last, writing: :mod:`.build` (an intent → a query
tree) and :mod:`.compose` (a question → its queries, each with the reading it came from).

Which modules moved here from ``r3/pipeline/offline/`` (issue 23 §1), decided by what each
does: everything that reads a question or a graph, or writes a reading as a query, is here;
what proposes, checks and picks *candidates* stays in the offline refiner — ``refiner``,
``select`` (``Candidate``, dry runs, the scoring), ``adapt`` and ``demos`` (demonstrations and
their adaptation), ``reranker``, and ``synth/`` (it writes demonstrations, using this layer).
``freetext`` moved too: it only adds readings (``Intent``) and the composer calls it. The
composer returns ``Composed`` (a query and its intent); the refiner makes the candidates.

The package root imports nothing (like :mod:`r3`): import the module you need.
"""
