"""LangChain's side of ``bench_model_systems.py``: a ``GraphStore`` on LadybugDB and a chat
model that is r3's own model object, so ``GraphCypherQAChain`` runs here with the same model.

Why adapters and not Neo4j: no Neo4j server runs here, and the point of the comparison is
the *system* around one model, so the chain must see the same graphs (LadybugDB built from the
same folders as ``r3 eval --backend ladybug``) and call the same weights. Requires
``pip install langchain-neo4j`` (MIT; it brings langchain-core, MIT).
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_neo4j.graphs.graph_store import GraphStore

from r3.contracts.schema import SpaceSchema
from r3.errors import R3Error

_ROLES = {"system": "system", "human": "user", "ai": "assistant"}


class R3ChatModel(BaseChatModel):
    """A LangChain chat model that forwards to an r3 ``LanguageModel`` (counting its calls)."""

    model: Any
    max_tokens: int = 96
    calls: int = 0

    @property
    def _llm_type(self) -> str:
        return "r3"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        chat = [{"role": _ROLES.get(m.type, "user"), "content": str(m.content)} for m in messages]
        self.calls += 1
        gen = self.model.generate(chat, max_tokens=self.max_tokens, temperature=0.0)
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=gen.text))])


def neo4j_schema_text(space: SpaceSchema) -> str:
    """The schema in the form ``Neo4jGraph.get_schema`` gives it (what the chain's prompt expects)."""
    node_lines = [
        f"{tag.name} {{{', '.join(f'{p.name}: {p.type.upper()}' for p in tag.properties)}}}"
        for tag in space.tags.values()
    ]
    rel_props = [
        f"{e.name} {{{', '.join(f'{p.name}: {p.type.upper()}' for p in e.properties)}}}"
        for e in space.edges.values()
        if e.properties
    ]
    rels = [f"(:{src})-[:{e.name}]->(:{dst})" for e in space.edges.values() for src, dst in e.endpoints]
    return "\n".join(
        [
            "Node properties:",
            *node_lines,
            "Relationship properties:",
            *rel_props,
            "The relationships:",
            *rels,
        ]
    )


class LadybugGraphStore(GraphStore):
    """``GraphStore`` over one LadybugDB space (an r3 ``LadybugBackend``); query errors are empty
    results, as a chain meets them (the benchmark scores the generated Cypher separately)."""

    def __init__(self, backend: Any, space: SpaceSchema) -> None:
        self.backend = backend
        self.space = space
        self.errors: list[str] = []

    @property
    def get_schema(self) -> str:
        return neo4j_schema_text(self.space)

    @property
    def get_structured_schema(self) -> dict[str, Any]:
        return {
            "node_props": {
                t.name: [{"property": p.name, "type": p.type.upper()} for p in t.properties]
                for t in self.space.tags.values()
            },
            "rel_props": {
                e.name: [{"property": p.name, "type": p.type.upper()} for p in e.properties]
                for e in self.space.edges.values()
            },
            "relationships": [
                {"start": s, "type": e.name, "end": d}
                for e in self.space.edges.values()
                for s, d in e.endpoints
            ],
            "metadata": {"constraint": [], "index": []},
        }

    def query(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        try:
            result = self.backend.execute(query, params=params or {})
        except R3Error as e:
            self.errors.append(str(e).splitlines()[0] if str(e) else type(e).__name__)
            return []
        return [dict(zip(result.columns, row, strict=False)) for row in result.rows]

    def refresh_schema(self) -> None:
        """The schema is read once from r3 (nothing to refresh)."""

    def add_graph_documents(self, graph_documents: Any, include_source: bool = False) -> None:
        raise NotImplementedError("the benchmark only reads")


__all__ = ["LadybugGraphStore", "R3ChatModel", "neo4j_schema_text"]
