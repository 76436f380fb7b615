"""The Python API: ``r3.Pipeline``.

::

    from r3 import Pipeline

    pipeline = Pipeline.from_config("offline", graph="embedded:///path/graphs/nba?space=nba")
    result = pipeline.ask("Which teams did Tim Duncan play for?")
    print(result.query, result.rows)
    print(result.trace.render())

Why a class around the orchestrator: models, demonstration pools, retrieval indexes and
graph connections are expensive, so a Pipeline builds each once, on first use, and shares it
between questions (and threads: the evaluator calls :meth:`Pipeline.generate` from several).
The stages are chosen by the config (:mod:`r3.pipeline.config`); ``models=`` injects model
objects instead of loading specs (tests use :class:`r3.models.fake.FakeModel`).
"""

from __future__ import annotations

import dataclasses
import random
import threading
import zlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from r3.contracts.backend import GraphBackend, ResultSet, SpacePool
from r3.contracts.schema import SpaceSchema
from r3.embedders import Embedder, get_embedder
from r3.errors import UserInputError
from r3.freetext.calls import Budget
from r3.freetext.run import FreeTextSetup
from r3.graph.readonly import WriteRefused, check_read_only
from r3.models import load_model
from r3.models.language_model import LanguageModel
from r3.pipeline import turns
from r3.pipeline.config import PipelineConfig, load_config
from r3.pipeline.conversation import Conversation
from r3.pipeline.graph_cache import CachedGraph, is_graph_path, open_cached
from r3.pipeline.graphs import GraphContext, GraphSource, open_graph
from r3.pipeline.memory import QueryMemory, memory_path
from r3.pipeline.offline import DemoPool, OfflineRefiner
from r3.pipeline.offline.demos import Demo, demos_from_rows, load_demos
from r3.pipeline.offline.synth.auto import AutoDemos, pipeline_demos
from r3.pipeline.orchestrator import Orchestrator
from r3.pipeline.result import Result
from r3.pipeline.types import (
    ANSWERERS,
    REFINERS,
    RERANKERS,
    REWRITERS,
    AnswerStage,
    DemosFor,
    LinkerFor,
    RefineRequest,
)
from r3.retrieval.linker import LinkedItem
from r3.understand.cues import question_facts
from r3.understand.linking import as_links

#: ``progress(stage, info)``: called as the stages of one question finish (streamed by the API).
Progress = Callable[[str, dict[str, Any]], None]


class Pipeline:
    """The R³ pipeline under one configuration (see the module doc)."""

    def __init__(
        self,
        config: PipelineConfig,
        *,
        graph: GraphSource | None = None,
        models: Mapping[str, LanguageModel] | None = None,
        demos: Sequence[Demo | Mapping[str, Any]] | None = None,
        graph_pool: SpacePool | None = None,
        memory: QueryMemory | None = None,
    ) -> None:
        self.config = config
        self._models_given = dict(models or {})
        self._models: dict[str, LanguageModel] = {}
        self._demos_given = list(demos) if demos is not None else None
        self._demos: list[Demo] | None = None
        self._lock = threading.RLock()
        self._contexts: dict[tuple[str, object], GraphContext] = {}
        self._orchestrators: dict[int, Orchestrator] = {}
        self._offline: dict[int, OfflineRefiner] = {}
        self._pools: dict[tuple[int, bool], DemoPool] = {}
        #: Synthesized demonstrations per context (``synth_demos``), see :meth:`_context_demos`.
        self._synth: dict[int, AutoDemos] = {}
        #: The answer stage per context (None: ``answer.kind: none``), see :meth:`_answer_stage`.
        self._answerers: dict[int, AnswerStage | None] = {}
        self._default_graph = graph if graph is not None else config.graph
        self._graph_pool = graph_pool
        #: The memory of corrected queries (:mod:`r3.pipeline.memory`): given, or per graph
        #: context the file beside a graph named by URL or folder (when it exists).
        self.memory = memory
        self._memories: dict[int, QueryMemory | None] = {}
        self._memory_versions: dict[int, tuple[int, int] | None] = {}
        #: Who answers answer()/summary() (config ``freetext``), shared by every graph context;
        #: a model is loaded on first use, through the stages' models (``models={"freetext": …}``).
        self.free_text = FreeTextSetup(
            config.freetext.answerer,
            budget=Budget(config.freetext.max_calls, config.freetext.max_seconds),
            load=lambda spec: self._model("freetext", spec),
        )

    @classmethod
    def from_config(
        cls,
        config: str | Path | Mapping[str, Any] | PipelineConfig | None = None,
        *,
        graph: GraphSource | None = None,
        overrides: Mapping[str, Any] | None = None,
        models: Mapping[str, LanguageModel] | None = None,
        demos: Sequence[Demo | Mapping[str, Any]] | None = None,
    ) -> Pipeline:
        """A pipeline from a built-in config name (``offline``, ``r3-paper`` …), a YAML/TOML
        path, a dict or a :class:`PipelineConfig`; ``overrides`` are dotted keys applied last.
        ``graph`` is the default graph (a URL or a backend) for :meth:`generate` and :meth:`ask`.
        """
        return cls(load_config(config, overrides=overrides), graph=graph, models=models, demos=demos)

    # ------------------------------------------------------------------ public
    def generate(
        self,
        question: str,
        *,
        space: str | None = None,
        graph: GraphSource | None = None,
        row_id: str | None = None,
        history: Conversation | None = None,
        progress: Progress | None = None,
    ) -> Result:
        """The query for ``question`` (checked and repaired as configured), not executed.

        ``row_id`` names the dataset row being answered: demonstrations with that id are never
        shown (leave-one-out in benchmarks). ``history``: a
        :class:`~r3.pipeline.conversation.Conversation` — the question may be a follow-up, and
        this turn is added to it. ``progress(stage, info)`` is called as stages finish.
        """
        return self._run(
            question,
            space=space,
            graph=graph,
            row_id=row_id,
            execute=False,
            history=history,
            progress=progress,
        )

    def ask(
        self,
        question: str,
        *,
        space: str | None = None,
        graph: GraphSource | None = None,
        history: Conversation | None = None,
        answer: bool = True,
        progress: Progress | None = None,
    ) -> Result:
        """Like :meth:`generate`, then run the query: ``result.rows`` holds the rows and, unless
        ``answer=False`` or ``answer.kind: none``, ``result.answer`` says them in words."""
        return self._run(
            question,
            space=space,
            graph=graph,
            row_id=None,
            execute=True,
            history=history,
            answer=answer,
            progress=progress,
        )

    def schema(self, space: str | None = None, *, graph: GraphSource | None = None) -> SpaceSchema:
        """The schema of ``space`` (default: the graph's current or only space)."""
        context = self._context(graph, space)
        return context.schema(space or context.default_space())

    def dialect(self, *, graph: GraphSource | None = None) -> str:
        """The query language the pipeline writes for ``graph`` (the graph's own when it runs
        only one)."""
        return str(self._context(graph, None).dialect)

    def spaces(self, *, graph: GraphSource | None = None) -> list[str]:
        """The names of the graph's spaces."""
        context = self._context(graph, None)
        if context.graph is None:
            return []
        return sorted(context.graph.schema().spaces)

    def link(
        self, question: str, *, space: str | None = None, graph: GraphSource | None = None, k: int = 10
    ) -> list[LinkedItem]:
        """The stored items the rewriter's linker finds for ``question`` (best first)."""
        context = self._context(graph, space)
        name = space or context.default_space()
        context.schema(name)  # an unknown space is one clear error, before any index is built
        linker = context.linker(name)
        return list(linker.link(question, k)) if linker is not None else []

    def run(self, query: str, *, space: str | None = None, graph: GraphSource | None = None) -> ResultSet:
        """Run a query the user wrote or edited, read-only whatever the config says: the
        :class:`~r3.contracts.backend.ResultSet`. A write (or text r3 cannot show to only read)
        raises before anything runs."""
        if not isinstance(query, str) or not query.strip():
            raise UserInputError("the query is empty: pass a query to run")
        context = self._context(graph, space)
        name = space or context.default_space()
        context.schema(name)
        try:
            check_read_only(query, context.dialect)
        except WriteRefused as e:
            raise WriteRefused(f"{str(e).split('; pass ')[0]}: only read-only queries run here") from e
        return context.runner(name).run(query, allow_writes=False)

    def pooled_demos(self) -> int:
        """Demonstrations the pipeline's pools hold so far, over its graphs (given, synthesized
        and remembered corrections): 0 before a question needed one."""
        with self._lock:
            return sum(len(pool.infos) for pool in self._pools.values())

    def close(self) -> None:
        """Remove temporary indexes and close graphs the pipeline opened."""
        with self._lock:
            for context in self._contexts.values():
                context.close()
            self._contexts.clear()
            self._orchestrators.clear()

    def __enter__(self) -> Pipeline:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ------------------------------------------------------------------ internals
    def _run(
        self,
        question: str,
        *,
        space: str | None,
        graph: GraphSource | None,
        row_id: str | None,
        execute: bool,
        history: Conversation | None = None,
        answer: bool = False,
        progress: Progress | None = None,
    ) -> Result:
        if not isinstance(question, str) or not question.strip():
            raise UserInputError(
                "the question is empty: ask something, e.g. 'Which teams did Tim Duncan play for?'"
            )
        context = self._context(graph, space)
        name = space or context.default_space()
        schema = context.schema(name)
        asked = question.strip()
        follow_up = None
        if history is not None:
            rewriter = self.config.rewriter
            model = self._model("rewriter", rewriter.model) if rewriter.kind == "model" else None
            follow_up = turns.follow_up(model, rewriter, asked, history)
        if follow_up is not None:
            question = follow_up[0].question
            if progress is not None:
                progress("conversation", follow_up[0].to_dict())
        memory = self._context_memory(context) if row_id is None else None
        result, stale = turns.from_memory(
            memory, question.strip(), schema, context.runner(name), self.config, context.dialect, execute
        )
        if result is None:
            orchestrator = self._orchestrator(context)
            result = orchestrator.run(
                question.strip(),
                schema,
                runner=context.runner(name),
                row_id=row_id,
                execute=execute,
                progress=progress,
            )
            if stale is not None:
                result.trace.stage("memory", "stored").warn(stale)
        elif progress is not None:
            progress("memory", {"query": result.query})
        synthesized = self._synth.get(id(context))
        if synthesized is not None and result.trace is not None:
            # The trace says the demonstrations were made by r3, not given by the user.
            result.trace.stage("demonstrations", "synthesized").output.update(synthesized.info)
        wants_names = execute and (answer or follow_up is not None)
        names = turns.row_names(result, context.runner(name), context.dialect) if wants_names else {}
        if answer and execute:
            turns.answer(self._answer_stage(context), self.config.answer.kind, result, names)
            if progress is not None and result.answer is not None:
                progress("answer", {"answer": result.answer})
        if follow_up is not None and history is not None:
            turns.remember_turn(history, asked, result, names, follow_up)
        return result

    # ------------------------------------------------------------------ memory
    def _context_memory(self, context: GraphContext) -> QueryMemory | None:
        """The memory of a graph: the given one, else the file beside the graph when it exists.
        When it changed since the graph's pools were built, they are rebuilt (its entries are
        demonstrations)."""
        with self._lock:
            key = id(context)
            if self.memory is not None:  # given (or set since: the API's first correction)
                self._memories[key] = self.memory
            elif self._memories.get(key) is None:  # none yet: one stat per question finds a new one
                found = None
                if context.source is not None:
                    try:
                        path = memory_path(context.source)
                    except UserInputError:
                        path = None
                    found = QueryMemory(path) if path is not None and path.is_file() else None
                self._memories[key] = found
            memory = self._memories[key]
            version = memory.version() if memory is not None else None
            if key in self._memory_versions and self._memory_versions[key] != version:
                self._orchestrators.pop(key, None)
                self._offline.pop(key, None)
                for pool_key in [k for k in self._pools if k[0] == key]:
                    del self._pools[pool_key]
            self._memory_versions[key] = version
            return memory

    def _context(self, graph: GraphSource | None, space: str | None) -> GraphContext:
        with self._lock:
            if graph is None and self._graph_pool is not None:
                key: tuple[str, object] = ("pool", id(self._graph_pool))
                if key not in self._contexts:
                    self._contexts[key] = self._new_context(pool=self._graph_pool)
                return self._contexts[key]
            target = graph if graph is not None else self._default_graph
            if target is None:
                raise UserInputError(
                    "no graph: pass a graph URL (--graph embedded:///path?space=NAME) or set 'graph:'"
                )
            key = ("url", target) if isinstance(target, str) else ("object", id(target))
            if key not in self._contexts:
                source = target if isinstance(target, str) else None
                if source is not None and is_graph_path(source):
                    # A graph folder: loaded once into the user cache, reused by later calls.
                    backend, entry = open_cached(source, space=space)
                    self._contexts[key] = self._new_context(
                        graph=backend, owns=True, source=source, index_cache=entry
                    )
                else:
                    backend, owned = open_graph(target, space=space)
                    self._contexts[key] = self._new_context(graph=backend, owns=owned, source=source)
            return self._contexts[key]

    def _new_context(
        self,
        *,
        graph: GraphBackend | None = None,
        pool: SpacePool | None = None,
        owns: bool = False,
        source: str | None = None,
        index_cache: CachedGraph | None = None,
    ) -> GraphContext:
        return GraphContext(
            graph,
            pool=pool,
            dialect=self.config.dialect,
            timeout_s=self.config.repair.timeout_s,
            retrieval=self.config.retrieval,
            owns_graph=owns,
            aliases=self.config.aliases,
            source=source,
            index_cache=index_cache,
            free_text=self.free_text,
        )

    def _orchestrator(self, context: GraphContext) -> Orchestrator:
        with self._lock:
            found = self._orchestrators.get(id(context))
            if found is None:
                found = self._orchestrators[id(context)] = self._build(context)
            return found

    def _build(self, context: GraphContext) -> Orchestrator:
        """The stages the config names (``STAGES[stage].get(kind)``), built for one graph."""
        c = self.config
        build = _StageBuild(self, context)
        reranker = RERANKERS.get(c.reranker.kind).build(build)
        rewriter = REWRITERS.get(c.rewriter.kind).build(build)
        refiner = REFINERS.get(c.refiner.kind).build(build)
        # The graph decides the dialect when it cannot run the configured one (GraphContext).
        dialect: Any = context.dialect
        return Orchestrator(
            reranker, rewriter, refiner, dataclasses.replace(c, dialect=dialect), aliases=context.aliases
        )

    def _answer_stage(self, context: GraphContext) -> AnswerStage | None:
        """The answer stage of ``answer.kind`` for a graph (built once; None: no answer)."""
        with self._lock:
            key = id(context)
            if key not in self._answerers:
                self._answerers[key] = ANSWERERS.get(self.config.answer.kind).build(
                    _StageBuild(self, context)
                )
            return self._answerers[key]

    def _model(self, stage: str, spec: str | None) -> LanguageModel:
        """The model of a stage: an injected one (by stage name or spec), else loaded once per spec."""
        if stage in self._models_given:
            return self._models_given[stage]
        if spec is None:  # the config validator makes this unreachable for kind 'model'
            raise UserInputError(f"{stage}: no model spec")
        if spec in self._models_given:
            return self._models_given[spec]
        with self._lock:
            if spec not in self._models:
                self._models[spec] = load_model(spec)
            return self._models[spec]

    def _demo_list(self) -> list[Demo]:
        """The demonstrations: given ones, else the config's ``demos`` file, else none."""
        with self._lock:
            if self._demos is None:
                if self._demos_given is not None:
                    given = self._demos_given
                    self._demos = [d for d in given if isinstance(d, Demo)]
                    self._demos += demos_from_rows([dict(d) for d in given if isinstance(d, Mapping)])
                elif self.config.demos:
                    self._demos = load_demos(self.config.demos)
                else:
                    self._demos = []
            return self._demos

    def _context_demos(self, context: GraphContext) -> list[Demo]:
        """The demonstrations for a graph: :meth:`_demo_list`; when that is empty because none
        were given or configured, demonstrations synthesized for the graph (once, cached on
        disk by graph version), unless ``synth_demos`` is off."""
        demos = self._demo_list()
        if demos or self._demos_given is not None or not self.config.synth_demos or context.graph is None:
            return demos
        with self._lock:
            found = self._synth.get(id(context))
            if found is None:
                found = self._synth[id(context)] = pipeline_demos(context)
            return list(found.demos)

    def _offline_refiner(self, context: GraphContext) -> OfflineRefiner:
        with self._lock:
            found = self._offline.get(id(context))
            if found is None:
                found = self._offline[id(context)] = OfflineRefiner(
                    context.engine,
                    context.schema_or_none,
                    self._pool(context, synthesized=False),
                    context.linker_for(),
                    aliases_for_space=context.aliases,
                    schema_embedder=self._schema_embedder(),
                    timeout_s=min(self.config.repair.timeout_s, 3.0),
                )
            return found

    def _schema_embedder(self) -> Embedder | None:
        """The configured semantic embedder (``retrieval.embedder``) for matching question words
        to schema items by meaning; None when none is configured."""
        spec = self.config.retrieval.embedder
        if not spec or spec.split(":")[0] in ("offline", "hash"):
            return None
        return get_embedder(spec)

    def _pool(self, context: GraphContext, *, synthesized: bool = True) -> DemoPool:
        """The demonstration pool of a graph. The model refiner's few-shot examples may come
        from synthesized demonstrations; the offline refiner adapts only given ones
        (``synthesized=False``): adapting r3's own template questions measured worse than
        composing from the question itself (eval/README, "Synthesized demonstrations")."""
        with self._lock:
            key = (id(context), synthesized)
            found = self._pools.get(key)
            if found is None:
                demos = self._context_demos(context) if synthesized else self._demo_list()
                demos = [d for d in demos if synthesized or d.source != "synth"]
                memory = self._memories.get(id(context))
                if memory is not None:  # corrections are demonstrations too (ranked first when close)
                    demos = [*demos, *memory.demos()]
                found = self._pools[key] = DemoPool(
                    demos,
                    schema_for_space=context.schema_or_none,
                    linker_for_space=context.linker_for(),
                )
            return found

    def _demos_for(self, context: GraphContext) -> DemosFor | None:
        """Few-shot demonstrations for the model refiner (None without a pool)."""
        if not self.config.refiner.few_shot or not self._context_demos(context):
            return None
        pick = self.config.refiner.few_shot_pick

        def demos_for(request: RefineRequest, k: int) -> list[tuple[str, str]]:
            question, space = request.input.question, request.input.space_name
            excluded = {request.input.row_id} if request.input.row_id is not None else set()
            if pick == "random":
                pool = [
                    d
                    for d in self._context_demos(context)
                    if d.id not in excluded and d.question.strip() != question.strip()
                ]
                rng = random.Random(zlib.crc32(question.encode("utf-8")))
                return [(d.question, d.gold) for d in rng.sample(pool, min(k, len(pool)))]
            links = as_links(request.rewrite.links or [], question)
            facts = question_facts(question, names=[lk.span for lk in links])
            neighbours = self._pool(context).nearest(
                question, links, facts, space=space, k=k, exclude_ids=excluded
            )
            return [(n.info.demo.question, n.info.demo.gold) for n in neighbours]

        return demos_for


class _StageBuild:
    """What the stage factories get (:class:`~r3.pipeline.types.StageBuild`): the pipeline's
    config, models and shared pieces of one graph."""

    def __init__(self, pipeline: Pipeline, context: GraphContext) -> None:
        self._pipeline = pipeline
        self._context = context

    @property
    def config(self) -> PipelineConfig:
        return self._pipeline.config

    @property
    def vid_key(self) -> str:
        return str(self._context.vid_key)

    def model(self, stage: str) -> LanguageModel:
        return self._pipeline._model(stage, self._pipeline.config.stage_options(stage).model)

    def linker_for(self) -> LinkerFor:
        return self._context.linker_for()

    def offline_refiner(self) -> OfflineRefiner:
        return self._pipeline._offline_refiner(self._context)

    def demos_for(self) -> DemosFor | None:
        return self._pipeline._demos_for(self._context)


__all__ = ["Pipeline"]
