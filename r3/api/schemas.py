"""The HTTP API's request and response bodies (pydantic models: they are the OpenAPI docs too).

Why strict requests (``extra="forbid"``): a misspelt option (``"optoins"``, ``"max_retry"``)
would otherwise be ignored silently and the client would wonder why it had no effect; here
it is a 422 naming the field. Responses are plain data: JSON values of result rows use
:func:`r3.values.to_json`, which keeps every r3 type (vertices, edges, paths, dates).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from r3.graph.schema import PropertyDef, SchemaItem, SpaceSchema

Dialect = Literal["ngql", "cypher"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GenerateOptions(_Strict):
    """What to include in the answer and how hard to try."""

    trace: Annotated[
        bool, Field(description="Include the full trace (prompts, raw outputs, stage outputs, checks).")
    ] = False
    explain: Annotated[
        bool, Field(description="Include the trace as readable text (like `r3 ask --explain`).")
    ] = False
    prompts: Annotated[
        bool, Field(description="With `explain`: include every prompt and raw model output.")
    ] = True
    max_retries: Annotated[
        int | None,
        Field(ge=0, description="Repair retries for this request (where the server's pipeline allows it)."),
    ] = None


class GenerateRequest(_Strict):
    question: Annotated[
        str, Field(description="The question, in any language.", examples=["Who likes Kit Vance?"])
    ]
    space: Annotated[
        str | None, Field(description="The graph space; may be left out when the graph has one.")
    ] = None
    dialect: Annotated[
        Dialect | None, Field(description="Query language; must match the server's pipeline.")
    ] = None
    options: GenerateOptions = GenerateOptions()


class QueryRequest(GenerateRequest):
    max_rows: Annotated[
        int | None, Field(ge=1, description="Return at most this many rows (capped by the server).")
    ] = None


class DryRun(BaseModel):
    """The most thorough check the chosen query went through."""

    check: Annotated[str, Field(description="`execute` (embedded engine), `explain` (server) or `validate`.")]
    ok: bool
    rows: int | None = None
    message: str | None = None


class GenerateResponse(BaseModel):
    query: Annotated[str, Field(description="The generated query ('' when none could be written).")]
    valid: Annotated[bool, Field(description="True when the query passed every configured check.")]
    status: Annotated[
        str,
        Field(
            description="ok | uncertain (passed, but check the answer) | unanswerable (the question "
            "names nothing the graph holds; nothing was run) | invalid | refused (a write) | no-query"
        ),
    ]
    confidence: Annotated[float, Field(description="How sure the pipeline is of the answer, 0 to 1.")] = 0.0
    reasons: Annotated[list[str], Field(description="Why the confidence is what it is.")] = []
    error: str | None = None
    question: str
    rewritten: Annotated[str | None, Field(description="The question as the rewriter restated it.")] = None
    space: str
    dialect: str
    dry_run: DryRun | None = None
    attempts: Annotated[int, Field(description="Candidate queries tried (repairs included).")] = 0
    timings: Annotated[dict[str, float], Field(description="Seconds per stage, and the server's total.")] = {}
    usage: Annotated[dict[str, int], Field(description="Model calls and tokens.")] = {}
    trace: dict[str, Any] | None = None
    explain: str | None = None


class QueryResponse(GenerateResponse):
    columns: list[str] = []
    rows: Annotated[list[list[Any]], Field(description="Values in r3's JSON form (r3.values.to_json).")] = []
    row_count: Annotated[int, Field(description="Rows the query returned (before truncation).")] = 0
    truncated: bool = False


class SpaceInfo(BaseModel):
    name: str
    tags: list[str]
    edges: list[str]
    vid_type: str


class SpacesResponse(BaseModel):
    dialect: str
    default: Annotated[str | None, Field(description="The space used when a request names none.")] = None
    spaces: list[SpaceInfo]


class SchemaResponse(BaseModel):
    space: str
    dialect: str
    code: Annotated[str, Field(description="The code-structure schema (what the refiner's prompt shows).")]
    text: Annotated[str, Field(description="A one-line-per-kind plain-text schema.")]
    schema_: Annotated[dict[str, Any], Field(alias="schema", description="The schema as JSON.")]

    model_config = ConfigDict(populate_by_name=True)


class Health(BaseModel):
    status: Literal["ok"] = "ok"
    version: str
    config: str
    config_hash: str
    dialect: str
    graph: str
    auth: bool
    workers: dict[str, int]
    limits: dict[str, float]


class ErrorDetail(BaseModel):
    code: Annotated[str, Field(examples=["unknown_space"])]
    message: str
    details: dict[str, Any] | None = None


class ErrorResponse(BaseModel):
    error: ErrorDetail


# --------------------------------------------------------------------------- schema → JSON


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    from r3.values import is_value, to_json

    if is_value(value):
        return to_json(value)
    return str(value)


def _prop_json(p: PropertyDef) -> dict[str, Any]:
    out: dict[str, Any] = {"name": p.name, "type": p.type, "nullable": p.nullable}
    if p.length is not None:
        out["length"] = p.length
    if p.has_default:
        out["default"] = _jsonable(p.default)
    if p.comment:
        out["comment"] = p.comment
    return out


def _item_json(item: SchemaItem) -> dict[str, Any]:
    out: dict[str, Any] = {"name": item.name, "properties": [_prop_json(p) for p in item.properties]}
    if item.comment:
        out["comment"] = item.comment
    if item.endpoints:
        out["endpoints"] = [list(pair) for pair in item.endpoints]
    return out


def schema_json(space: SpaceSchema) -> dict[str, Any]:
    """A JSON form of one space's schema (tags, edge types, indexes, vid type)."""
    return {
        "name": space.name,
        "vid_type": space.vid_type,
        "vid_length": space.vid_length,
        "tags": [_item_json(t) for t in space.tags.values()],
        "edges": [_item_json(e) for e in space.edges.values()],
        "indexes": [
            {"name": ix.name, "kind": ix.kind, "on": ix.schema, "fields": list(ix.fields)}
            for ix in space.indexes.values()
        ],
    }


__all__ = [
    "DryRun",
    "ErrorDetail",
    "ErrorResponse",
    "GenerateOptions",
    "GenerateRequest",
    "GenerateResponse",
    "Health",
    "QueryRequest",
    "QueryResponse",
    "SchemaResponse",
    "SpaceInfo",
    "SpacesResponse",
    "schema_json",
]
