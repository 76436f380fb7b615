"""nGQL ⇄ Cypher on r3's AST: ``transpile(query, "ngql", "cypher", schema=…)``.

Why on the AST: both parsers build the same tree (:mod:`r3.lang.ast`), so a translation is a
tree rewrite followed by the other dialect's printer — no text surgery, and whatever prints
parses back. nGQL → Cypher covers the reading statements (:mod:`.to_cypher`); Cypher → nGQL
covers MATCH queries (:mod:`.to_ngql`). A construct with no equivalent raises
:class:`TranspileError` (a :class:`~r3.errors.UserInputError`) naming it.

The schema matters: Cypher keeps a vertex's id in a key property (``vid`` in LadybugDB as
``r3 load-dump`` stores it, ``_vid`` in Neo4j graphs loaded by r3 — ``vid_key``), and the
schema says which tag owns a property and which names are edge types.
"""

from __future__ import annotations

from r3.contracts.schema import GraphSchema, SpaceSchema
from r3.errors import UserInputError
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse
from r3.lang.printer import to_text
from r3.lang.transpile.layout import Layout, TranspileError
from r3.registry import load_reference

__all__ = ["TranspileError", "transpile", "transpile_script"]


def transpile(
    query: str | A.Script,
    from_: str,
    to: str,
    *,
    schema: SpaceSchema | GraphSchema | None = None,
    space: str | None = None,
    vid_key: str = "vid",
    pretty: bool = False,
) -> str:
    """``query`` (text or a parsed script) written in dialect ``to``."""

    source, target = get_dialect(from_).name, get_dialect(to).name
    script = parse(query, source) if isinstance(query, str) else query
    out = transpile_script(script, source, target, schema=schema, space=space, vid_key=vid_key)
    return to_text(out, target, pretty=pretty)


def transpile_script(
    script: A.Script,
    from_: str,
    to: str,
    *,
    schema: SpaceSchema | GraphSchema | None = None,
    space: str | None = None,
    vid_key: str = "vid",
) -> A.Script:
    """The tree of ``script`` rewritten from dialect ``from_`` into dialect ``to``."""
    source, target = get_dialect(from_).name, get_dialect(to).name
    layout = Layout(_space_schema(schema, space), vid_key)
    if source == target:
        return script
    writer = get_dialect(source).transpilers.get(target)  # "module:Class", see Dialect.transpilers
    if writer is None:
        raise UserInputError(f"no transpiler from {source} to {target}")
    out: A.Script = load_reference(writer)(layout).script(script)
    return out


def _space_schema(schema: SpaceSchema | GraphSchema | None, space: str | None) -> SpaceSchema | None:
    if schema is None or isinstance(schema, SpaceSchema):
        return schema
    if space is not None:
        return schema.space(space)
    if len(schema.spaces) == 1:
        return next(iter(schema.spaces.values()))
    raise UserInputError(f"the schema holds several spaces ({', '.join(schema.spaces)}); name one (space=…)")
