"""Compose queries from parametrised shapes and the question's names, for questions no demo fits.

Why: a demonstration only helps when one with the question's shape exists; many questions
have none (a new space, an unusual combination). This module knows the skeleton's basic
shapes — the statements of ``skeletons/ngql.py`` with their usual clauses — and fills them
from what the question gives:

=============  ==========================================================================
shape          when (and built from)
=============  ==========================================================================
``path``       two or more vertices and a path cue → ``FIND SHORTEST|ALL PATH … OVER``
               the asked edge types (else ``*``) ``[UPTO n STEPS]``
``subgraph``   a vertex and a subgraph cue → ``GET SUBGRAPH n STEPS FROM … [BOTH e]``
``fetch``      one vertex and asked properties of its tag (or a node cue) →
               ``FETCH PROP ON tag "v" YIELD tag.p, …`` / ``YIELD vertex``
``go``         a vertex and asked edge types → ``GO [n STEPS] FROM … OVER e
               [REVERSELY|BIDIRECT] [WHERE e.p > n] YIELD …`` (destination props asked,
               edge props asked, else ``dst(edge)``), ``| YIELD count(*)`` for a count cue
``related``    a vertex and a value of an edge property (``kindred.rel_type == "妻子"``) →
               ``MATCH (n:tag{name: "v"})-[e:edge{prop: "x"}]-(m) RETURN m``
``between``    two vertices, no path cue → ``MATCH (a)-[e]-(b) WHERE id(a) == … RETURN e``
``lookup``     a number and an asked, indexed numeric property →
               ``LOOKUP ON tag WHERE tag.p <op> n YIELD id(vertex), …``
``neighbours`` a vertex, nothing else asked → ``GO FROM … OVER * BIDIRECT YIELD dst(edge)``
=============  ==========================================================================

Every candidate is printed from a parsed tree (so it is well-formed) and carries a low prior
(``PRIORS``): selection prefers a well-fitting demonstration and falls back on these.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from r3.errors import QuerySyntaxError
from r3.graph.schema import SpaceSchema
from r3.lang import ast as A
from r3.lang.printer import to_text
from r3.pipeline.offline.adapt import number_kind
from r3.pipeline.offline.linking import Link
from r3.pipeline.offline.select import ASKED, Candidate
from r3.pipeline.offline.text import QuestionFacts

#: Prior of each shape: below a good demonstration's similarity (≈ 0.5–1), above nothing.
PRIORS = {
    "path": 0.45,
    "subgraph": 0.45,
    "fetch": 0.35,
    "go": 0.3,
    "related": 0.4,
    "between": 0.25,
    "lookup": 0.35,
    "neighbours": 0.15,
}
_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _lit(value: Any) -> str:
    return to_text(A.Literal(value))


def _name(name: str) -> str:
    return name if _PLAIN.match(name) else "`" + name.replace("`", "``") + "`"


class _Facts:
    """What the shapes read, gathered once per question."""

    def __init__(
        self,
        links: Sequence[Link],
        facts: QuestionFacts,
        schema: SpaceSchema,
        evidence: dict[str, float],
        rerank: Any,
    ) -> None:
        self.schema = schema
        self.cues = facts.cues
        seen: set[str] = set()
        self.vertices: list[Link] = []
        self.values: list[Link] = []
        for lk in sorted(links, key=lambda x: x.start):
            if lk.kind == "vertex" and lk.text not in seen:
                seen.add(lk.text)
                self.vertices.append(lk)
            elif lk.kind == "value" and lk.schema and lk.prop:
                self.values.append(lk)
        asked = {k: v for k, v in evidence.items() if v >= ASKED}
        self.edges = [k[5:] for k, _ in sorted(asked.items(), key=lambda kv: -kv[1]) if k.startswith("edge:")]
        self.edges = [e for e in self.edges if e in schema.edges]
        classes = list(getattr(rerank, "classes", []) or [])
        if not self.edges:
            self.edges = [c for c in classes if c in schema.edges]
        self.props: dict[str, list[str]] = {}
        for key in sorted(asked, key=lambda k: -asked[k]):
            if key.startswith("prop:"):
                owner, _, prop = key[5:].partition(".")
                item = schema.item(owner)
                if item is not None and item.prop(prop) is not None:
                    self.props.setdefault(owner, []).append(prop)
        self.numbers = [(n, number_kind(facts.question, n.start, n.end, n.value)) for n in facts.numbers]
        steps = [n.value for n, kind in self.numbers if kind == "step" and float(n.value).is_integer()]
        self.steps = [int(v) for v in steps]

    def direction(self) -> str:
        if "both" in self.cues:
            return " BIDIRECT"
        if "reverse" in self.cues:
            return " REVERSELY"
        return ""

    def over(self) -> str:
        return ", ".join(_name(e) for e in self.edges) if self.edges else "*"

    def tag_of(self, lk: Link) -> str | None:
        if lk.schema and lk.schema in self.schema.tags:
            return lk.schema
        return next((t for t in lk.tags if t in self.schema.tags), None)


def compose(
    question: str,
    links: Sequence[Link],
    facts: QuestionFacts,
    schema: SpaceSchema | None,
    rerank: Any,
    *,
    evidence: dict[str, float] | None = None,
) -> list[Candidate]:
    """Candidates from every shape whose conditions hold (see the module doc)."""
    if schema is None:
        return []
    f = _Facts(links, facts, schema, evidence or {}, rerank)
    out: list[tuple[str, str]] = []
    for shape in (_path, _subgraph, _fetch, _go, _related, _between, _lookup, _neighbours):
        out.extend(shape(f))
    cands: list[Candidate] = []
    seen: set[str] = set()
    from r3.lang.parser import parse

    for shape_name, text in out:
        try:
            query = to_text(parse(text))
        except (QuerySyntaxError, RecursionError):
            continue
        if query in seen:
            continue
        seen.add(query)
        cands.append(Candidate(query, "compose", prior=PRIORS[shape_name], origin=[f"compose:{shape_name}"]))
    return cands


# --------------------------------------------------------------------------- shapes


def _path(f: _Facts) -> list[tuple[str, str]]:
    if len(f.vertices) < 2 or not ({"path", "shortest"} & f.cues):
        return []
    kind = "SHORTEST" if "shortest" in f.cues else "ALL"
    upto = f" UPTO {f.steps[-1]} STEPS" if f.steps else ""
    src, dst = _lit(f.vertices[0].text), ", ".join(_lit(v.text) for v in f.vertices[1:])
    out = [
        (
            "path",
            f"FIND {kind} PATH FROM {src} TO {dst} OVER {f.over()}{f.direction() or ''}{upto} YIELD path AS p",
        )
    ]
    if f.edges:
        out.append(("path", f"FIND {kind} PATH FROM {src} TO {dst} OVER *{upto} YIELD path AS p"))
    return out


def _subgraph(f: _Facts) -> list[tuple[str, str]]:
    if not f.vertices or "subgraph" not in f.cues:
        return []
    steps = f.steps[-1] if f.steps else 1
    src = ", ".join(_lit(v.text) for v in f.vertices)
    edges = f" BOTH {f.over()}" if f.edges else ""
    return [
        (
            "subgraph",
            f"GET SUBGRAPH {steps} STEPS FROM {src}{edges} YIELD VERTICES AS nodes, EDGES AS relationships",
        )
    ]


def _fetch(f: _Facts) -> list[tuple[str, str]]:
    if len(f.vertices) != 1:
        return []
    v = f.vertices[0]
    tag = f.tag_of(v)
    if tag is None:
        return []
    props = f.props.get(tag, [])
    out: list[tuple[str, str]] = []
    if "want-vertex" in f.cues or ("property" in f.cues and not props):
        out.append(("fetch", f"FETCH PROP ON {_name(tag)} {_lit(v.text)} YIELD vertex AS v"))
    if props and not f.edges:
        cols = ", ".join(f"{_name(tag)}.{_name(p)}" for p in props)
        out.append(("fetch", f"FETCH PROP ON {_name(tag)} {_lit(v.text)} YIELD {cols}"))
    return out


def _go(f: _Facts) -> list[tuple[str, str]]:
    if not f.vertices or not f.edges:
        return []
    src = ", ".join(_lit(v.text) for v in f.vertices[:1])
    steps = ""
    if len(f.steps) >= 2:
        steps = f"{min(f.steps[:2])} TO {max(f.steps[:2])} STEPS "
    elif f.steps:
        steps = f"{f.steps[0]} STEPS "
    yields: list[str] = []
    for e in f.edges:
        for p in f.props.get(e, []):
            yields.append(f"{_name(e)}.{_name(p)}")
    for tag, props in f.props.items():
        if tag in f.schema.tags:
            yields.extend(f"$$.{_name(tag)}.{_name(p)}" for p in props)
    where = ""
    for n, kind in f.numbers:
        if kind in ("any", "value") and len(f.edges) == 1:
            edge = f.schema.edge(f.edges[0])
            numeric = [p.name for p in edge.properties if p.is_numeric] if edge else []
            asked = [p for p in f.props.get(f.edges[0], []) if p in numeric]
            if asked:
                op = _op(f.cues)
                where = f" WHERE {_name(f.edges[0])}.{_name(asked[0])} {op} {_lit(n.value)}"
                break
    base = f"GO {steps}FROM {src} OVER {f.over()}{f.direction()}{where}"
    out = [("go", f"{base} YIELD {', '.join(yields) if yields else 'dst(edge) AS dst'}")]
    if yields:
        out.append(("go", f"{base} YIELD dst(edge) AS dst"))
    if "want-count" in f.cues:
        out.append(("go", f"{base} YIELD dst(edge) AS dst | YIELD count(*) AS n"))
    return out


def _related(f: _Facts) -> list[tuple[str, str]]:
    if not f.vertices or not f.values:
        return []
    out: list[tuple[str, str]] = []
    v = f.vertices[0]
    tag = f.tag_of(v)
    for val in f.values[:2]:
        if val.schema not in f.schema.edges or not val.prop:
            continue
        node = (
            f"(n:{_name(tag)} {{name: {_lit(v.text)}}})" if tag and f.schema.tags[tag].prop("name") else "(n)"
        )
        where = "" if node != "(n)" else f" WHERE id(n) == {_lit(v.text)}"
        rel = f"-[e:{_name(val.schema)} {{{_name(val.prop)}: {_lit(val.text)}}}]-"
        ret = "count(m)" if "want-count" in f.cues else "m"
        out.append(("related", f"MATCH {node}{rel}(m){where} RETURN {ret}"))
    return out


def _between(f: _Facts) -> list[tuple[str, str]]:
    if len(f.vertices) != 2 or {"path", "shortest"} & f.cues:
        return []
    a, b = (_lit(v.text) for v in f.vertices)
    rel = f"[e:{'|'.join(_name(e) for e in f.edges)}]" if f.edges else "[e]"
    return [
        ("between", f"MATCH (a)-{rel}-(b) WHERE id(a) == {a} AND id(b) == {b} RETURN e"),
        ("between", f"MATCH (a)-{rel}-(b) WHERE id(a) == {a} AND id(b) == {b} RETURN b"),
    ]


def _lookup(f: _Facts) -> list[tuple[str, str]]:
    if not f.numbers or f.vertices:
        return []
    out: list[tuple[str, str]] = []
    for owner, props in f.props.items():
        item = f.schema.item(owner)
        if item is None:
            continue
        indexed = {fld for ix in f.schema.indexes.values() if ix.schema == owner for fld in ix.fields}
        numeric = [p for p in props if (pd := item.prop(p)) is not None and pd.is_numeric and p in indexed]
        if not numeric:
            continue
        p = numeric[0]
        n = next((n for n, kind in f.numbers if kind in ("age", "year", "value", "any")), None)
        if n is None:
            continue
        cond = f"{_name(owner)}.{_name(p)} {_op(f.cues)} {_lit(n.value)}"
        is_tag = owner in f.schema.tags
        ident = "id(vertex) AS id" if is_tag else "src(edge) AS src, dst(edge) AS dst"
        others = [q for q in props if q != p]
        cols = ", ".join(f"{_name(owner)}.{_name(q)}" for q in others)
        out.append(
            (
                "lookup",
                f"LOOKUP ON {_name(owner)} WHERE {cond} YIELD {ident}, {_name(owner)}.{_name(p)} AS {_name(p)}",
            )
        )
        if cols:
            out.append(("lookup", f"LOOKUP ON {_name(owner)} WHERE {cond} YIELD {cols}"))
        if "want-count" in f.cues:
            out.append(
                ("lookup", f"LOOKUP ON {_name(owner)} WHERE {cond} YIELD {ident} | YIELD count(*) AS n")
            )
    return out


def _neighbours(f: _Facts) -> list[tuple[str, str]]:
    if len(f.vertices) != 1 or f.edges:
        return []
    return [("neighbours", f"GO FROM {_lit(f.vertices[0].text)} OVER * BIDIRECT YIELD dst(edge) AS dst")]


def _op(cues: set[str]) -> str:
    if "ge" in cues:
        return ">="
    if "le" in cues:
        return "<="
    if "gt" in cues:
        return ">"
    if "lt" in cues:
        return "<"
    return "=="


__all__ = ["PRIORS", "compose"]
