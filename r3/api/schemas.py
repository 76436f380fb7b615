"""The HTTP API's request and response bodies (pydantic models: they are the OpenAPI docs too).

Why strict requests (``extra="forbid"``, ``strict=True``): a misspelt option (``"optoins"``,
``"max_retry"``) would otherwise be ignored silently and the client would wonder why it had
no effect, and a lax type (``"max_rows": "5"``, ``"correct": "yes"``, ``"trace": 1``) would be
guessed at; here each is a 422 naming the field. Text fields refuse lone surrogates
(``"\ud800"`` is valid JSON but not Unicode text: it cannot be encoded into a response, a
log or a query) with a 422 before anything runs — a streamed request included. Responses are plain data: JSON values of result rows use
:func:`r3.values.to_json`, which keeps every r3 type (vertices, edges, paths, dates).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from r3.contracts.backend import DialectName
from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.inputs import first_surrogate
from r3.lang.dialects import DIALECTS, dialect_names
from r3.values import is_value, to_json
from r3.values.json import JsonObject, JsonValue


def _registered_dialect(name: str) -> str:
    """A dialect name (or alias) r3's registry knows, kept as sent."""

    if name not in DIALECTS:
        raise ValueError(f"unknown dialect {name!r}; known: {', '.join(DIALECTS.names())}")
    return name


class _DialectChoices:
    """Puts the registered dialect names in the JSON schema (read from the registry when the
    schema is built, so the OpenAPI docs list every dialect, plugins included)."""

    @classmethod
    def __get_pydantic_json_schema__(cls, core: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        schema = handler(core)
        schema["enum"] = list(dialect_names())
        return schema


#: A request's ``dialect``: a name in :data:`r3.lang.dialects.DIALECTS` (aliases accepted).
RegisteredDialect = Annotated[DialectName, AfterValidator(_registered_dialect), _DialectChoices]


def _unicode_text(value: str) -> str:
    """Text without lone surrogates (module doc)."""
    index = first_surrogate(value)
    if index is not None:
        raise ValueError(
            f"not Unicode text (a lone surrogate U+{ord(value[index]):04X} at character {index}); "
            "send valid UTF-8 text"
        )
    return value


#: A request's text: a string of valid Unicode (no lone surrogates).
Text = Annotated[str, AfterValidator(_unicode_text)]
#: The largest count a request may give (a signed 64-bit integer, what every engine takes).
MAX_COUNT = 2**63 - 1


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


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
        Field(
            ge=0,
            le=MAX_COUNT,
            description="Repair retries for this request (where the server's pipeline allows it).",
        ),
    ] = None


class GenerateRequest(_Strict):
    question: Annotated[
        Text, Field(description="The question, in any language.", examples=["Who likes Kit Vance?"])
    ]
    space: Annotated[
        Text | None, Field(description="The graph space; may be left out when the graph has one.")
    ] = None
    dialect: Annotated[
        RegisteredDialect | None, Field(description="Query language; must match the server's pipeline.")
    ] = None
    conversation_id: Annotated[
        Text | None,
        Field(
            max_length=64,
            description="Continue this conversation: the question may be a follow-up ('and which of them "
            "…?'). Leave it out to start one; every response returns the id to send next time. Ids are "
            "issued by the server and belong to the client (token and address) that started them.",
        ),
    ] = None
    options: GenerateOptions = GenerateOptions()


class QueryRequest(GenerateRequest):
    max_rows: Annotated[
        int | None,
        Field(ge=1, le=MAX_COUNT, description="Return at most this many rows (capped by the server)."),
    ] = None
    offset: Annotated[
        int, Field(ge=0, le=MAX_COUNT, description="Skip this many rows (paging: send next_offset).")
    ] = 0
    answer: Annotated[bool, Field(description="Say the rows in words (`answer` in the response).")] = True


class RunRequest(_Strict):
    query: Annotated[
        Text,
        Field(
            description="A query to run read-only (e.g. one the user edited).",
            examples=['GO FROM "Kit Vance" OVER like YIELD dst(edge)'],
        ),
    ]
    space: Annotated[
        Text | None, Field(description="The graph space; may be left out when the graph has one.")
    ] = None
    max_rows: Annotated[
        int | None,
        Field(ge=1, le=MAX_COUNT, description="Return at most this many rows (capped by the server)."),
    ] = None
    offset: Annotated[
        int, Field(ge=0, le=MAX_COUNT, description="Skip this many rows (paging: send next_offset).")
    ] = 0


class GraphNode(BaseModel):
    id: Annotated[str, Field(description="The vertex id, prefixed `s:` (a string id) or `v:` (an int).")]
    label: Annotated[str, Field(description="Its display name (a name property, else its id).")]
    tags: list[str] = []


class GraphLink(BaseModel):
    source: Annotated[str, Field(description="The `id` of the node the stored edge starts at.")]
    target: str
    type: str


class GraphView(BaseModel):
    """The vertices and edges of the rows' vertices, edges and paths, each once (the page draws it)."""

    nodes: list[GraphNode]
    edges: list[GraphLink]
    truncated: Annotated[
        bool, Field(description="True when vertices past the drawing's limit were left out.")
    ]


class Rows(BaseModel):
    columns: list[str] = []
    rows: Annotated[
        list[list[object]], Field(description="Values in r3's JSON form (r3.values.to_json).")
    ] = []
    cells: Annotated[
        list[list[str]],
        Field(description="The same rows as people read them: display names, `(a)-[:like]->(b)` (no JSON)."),
    ] = []
    graph: Annotated[
        GraphView | None, Field(description="The graph elements of these rows (null: the rows hold none).")
    ] = None
    row_count: Annotated[int, Field(description="Rows the query returned (before paging).")] = 0
    truncated: Annotated[bool, Field(description="True when rows after this page were left out.")] = False
    offset: Annotated[int, Field(description="The first row returned.")] = 0
    next_offset: Annotated[
        int | None, Field(description="Send as `offset` for the next page (null: this is the last one).")
    ] = None


class RunResponse(Rows):
    query: str
    space: str
    dialect: str
    timings: dict[str, float] = {}


class FeedbackRequest(_Strict):
    question: Annotated[Text, Field(description="The question, as asked.", examples=["Who likes Kit Vance?"])]
    query: Annotated[Text, Field(description="The right query for it (correct=true), or the wrong one.")]
    space: Annotated[
        Text | None, Field(description="The graph space; may be left out when the graph has one.")
    ] = None
    correct: Annotated[
        bool,
        Field(
            description="true: remember `query` as the answer to `question` (checked and run read-only "
            "first; needs the feedback permission); false: forget what this client stored for `question`."
        ),
    ]


class FeedbackResponse(BaseModel):
    stored: Annotated[bool, Field(description="Whether the query is now remembered for the question.")]
    id: Annotated[int | None, Field(description="The memory entry (r3 demos list shows it).")] = None
    removed: Annotated[int, Field(description="Entries forgotten (correct=false).")] = 0
    rows: Annotated[int | None, Field(description="Rows the query returned when it was checked.")] = None
    space: str
    author: Annotated[
        str | None,
        Field(
            description="Who the entry is recorded as: `token:<hash>` (never the token) or `peer:<address>`."
        ),
    ] = None
    message: str


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
    trace: dict[str, object] | None = None
    explain: str | None = None
    conversation_id: Annotated[
        str | None, Field(description="Send it with the next question to ask a follow-up.")
    ] = None
    resolved: Annotated[
        str | None,
        Field(
            description="The follow-up made self-contained with the conversation's history (what was "
            "answered); null when the question needed no rewrite."
        ),
    ] = None


class QueryResponse(Rows, GenerateResponse):
    answer: Annotated[
        str | None, Field(description="The rows said in words, in the question's language.")
    ] = None


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
    schema_: Annotated[Mapping[str, object], Field(alias="schema", description="The schema as JSON.")]

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
    limits: dict[str, int | float]


class ErrorDetail(BaseModel):
    code: Annotated[str, Field(examples=["unknown_space"])]
    message: str
    details: dict[str, object] | None = None


class ErrorResponse(BaseModel):
    error: ErrorDetail


# --------------------------------------------------------------------------- schema → JSON


def _jsonable(value: object) -> JsonValue:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value

    if is_value(value):
        return to_json(value)
    return str(value)


def _prop_json(p: PropertyDef) -> JsonObject:
    out: JsonObject = {"name": p.name, "type": p.type, "nullable": p.nullable}
    if p.length is not None:
        out["length"] = p.length
    if p.has_default:
        out["default"] = _jsonable(p.default)
    if p.comment:
        out["comment"] = p.comment
    return out


def _item_json(item: SchemaItem) -> JsonObject:
    out: JsonObject = {"name": item.name, "properties": [_prop_json(p) for p in item.properties]}
    if item.comment:
        out["comment"] = item.comment
    if item.endpoints:
        out["endpoints"] = [list(pair) for pair in item.endpoints]
    return out


def schema_json(space: SpaceSchema) -> JsonObject:
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
    "MAX_COUNT",
    "DryRun",
    "ErrorDetail",
    "ErrorResponse",
    "FeedbackRequest",
    "FeedbackResponse",
    "GenerateOptions",
    "GenerateRequest",
    "GenerateResponse",
    "GraphLink",
    "GraphNode",
    "GraphView",
    "Health",
    "QueryRequest",
    "QueryResponse",
    "Rows",
    "RunRequest",
    "RunResponse",
    "SchemaResponse",
    "SpaceInfo",
    "SpacesResponse",
    "Text",
    "schema_json",
]
