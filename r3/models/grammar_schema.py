"""Schema-specialised generation grammars: queries over one space's real names only.

Why: the full dialect grammar guarantees a query *parses*; it cannot stop a model from
writing ``v.player.nmae`` or ``OVER likes``. This grammar is built from a
:class:`~r3.graph.schema.SpaceSchema` so that tag, edge-type and property names are closed
sets, every property is read in the form its statement needs (``v.player.name`` in MATCH,
``like.likeness`` and ``$$.player.name`` in GO, ``player.age`` in LOOKUP/FETCH), variables
are only those the pattern binds, and a property is only compared with a literal of its own
type. Every text it allows parses *and* passes r3's schema validator without an issue.

It covers the read statements NL2GQL needs, each in a common shape:

- ``MATCH`` one node or one edge pattern (``(v:tag{…})-[e:edge{…}]->(v2:tag)``), ``WHERE``
  comparisons joined by AND/OR, ``RETURN [DISTINCT]`` items and aggregates, ``ORDER BY``,
  ``SKIP``, ``LIMIT`` (Cypher: the same with ``n.prop``);
- nGQL ``GO [n STEPS] FROM … OVER … [REVERSELY|BIDIRECT] [WHERE …] YIELD …``,
  ``LOOKUP ON`` an indexed tag/edge filtering indexed properties only, ``FETCH PROP ON``
  a tag (vertex ids) or an edge type (edge keys), ``FIND SHORTEST|ALL|NOLOOP PATH``,
  ``GET SUBGRAPH``.

Not covered (a model that needs them gets the full dialect grammar instead): pipes and
``$-``/``$var`` references (their columns depend on earlier aliases), multi-pattern and
multi-hop MATCH, writes and DDL. String literals stay free text; vertex ids are literals of
the space's vid type.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from r3.graph.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.lang.dialects import Dialect, get_dialect
from r3.models.base import ModelConfigError
from r3.models.grammar import GenerationGrammar, convert

__all__ = ["schema_grammar", "schema_lark"]

_NUMERIC = frozenset({"int8", "int16", "int32", "int64", "float", "double"})
#: How many extra items a list may have (``a, b, c``): bounded, so lists end.
_MORE = 3
_CMP = '("==" | "!=" | "<" | "<=" | ">" | ">=")'
_CYPHER_CMP = '("=" | "<>" | "<" | "<=" | ">" | ">=")'


def _category(prop: PropertyDef) -> str:
    if prop.type in _NUMERIC:
        return "num"
    if prop.type in ("string", "fixed_string"):
        return "str"
    if prop.type == "bool":
        return "bool"
    return "other"


def _lit(text: str) -> str:
    """A Lark string literal for exact text."""
    return json.dumps(text, ensure_ascii=False)


def _name(d: Dialect, name: str) -> str:
    """How a schema name is written in a query: bare, or back-quoted when it must be."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) and not d.is_reserved(name):
        return name
    return "`" + name.replace("`", "``") + "`"


def _alts(items: Iterable[str]) -> str:
    seen = list(dict.fromkeys(items))
    return " | ".join(seen)


class _Builder:
    """Collects rules; names rules after what they read so the grammar stays readable."""

    def __init__(self, space: SpaceSchema, d: Dialect) -> None:
        self.space = space
        self.d = d
        self.rules: dict[str, str] = {}
        self.vid = "INTEGER" if space.vid_is_int else "QUOTED"

    def rule(self, name: str, body: str) -> str:
        if body:
            self.rules[name] = body
        return name

    def opt(self, name: str, body: str) -> str:
        """An optional part as its own rule: keeps the grammar linear in the number of
        optional parts (inline ``[a] [b] [c]`` multiplies a rule's alternatives)."""
        return self.rule(name, f"({body})?") if body else ""

    def items(self, name: str, item: str, more: int = _MORE) -> str:
        """``item ("," item)*`` with at most ``more`` extra items."""
        return self.rule(name, f'{item} ("," {item}) ~ 0..{more}')

    def n(self, name: str) -> str:
        return _lit(_name(self.d, name))

    # ---------------------------------------------------------------- typed property reads

    def prop_refs(self, rule: str, pairs: Iterable[tuple[str, PropertyDef]]) -> dict[str, str]:
        """Rules ``<rule>_<cat>`` of reads ``prefix.prop`` grouped by type category."""
        by_cat: dict[str, list[str]] = {}
        for prefix, prop in pairs:
            by_cat.setdefault(_category(prop), []).append(f"{prefix} {_lit('.')} {self.n(prop.name)}")
        out = {}
        for cat, reads in by_cat.items():
            out[cat] = self.rule(f"{rule}_{cat}", _alts(reads))
        return out

    def comparisons(
        self, rule: str, refs: dict[str, str], *, lookup: bool = False, cypher: bool = False
    ) -> str:
        """``ref op literal`` of matching types, joined by AND/OR (at most four)."""
        cmp = _CYPHER_CMP if cypher else _CMP
        alts = []
        if "num" in refs:
            alts.append(f"{refs['num']} {cmp} num_lit")
        if "str" in refs:
            alts.append(f"{refs['str']} {cmp} QUOTED")
            alts.append(f'{refs["str"]} "STARTS"i "WITH"i QUOTED')
            if not lookup:
                alts.append(f'{refs["str"]} ("CONTAINS"i | "ENDS"i "WITH"i) QUOTED')
        if "bool" in refs:
            eq = '"="' if cypher else '"=="'
            alts.append(f"{refs['bool']} {eq} bool_lit")
        if not alts:
            return ""
        atom = self.rule(f"{rule}_atom", _alts(alts))
        return self.rule(rule, f'{atom} (("AND"i | "OR"i) {atom}) ~ 0..{_MORE}')

    # ---------------------------------------------------------------- shared pieces

    def literals(self) -> None:
        self.rule("num_lit", "INTEGER | FLOAT_NUM")
        self.rule("bool_lit", '"true"i | "false"i')
        self.rule("vids", f'{self.vid} ("," {self.vid}) ~ 0..{_MORE}')
        self.rule("alias", '"AS"i NAME')
        self.opt("opt_alias", "alias")
        self.opt("opt_distinct", '"DISTINCT"i')
        self.opt("opt_skip", '"SKIP"i INTEGER')
        self.opt("opt_limit", '"LIMIT"i INTEGER')
        self.opt("opt_steps", 'INTEGER ("STEP"i | "STEPS"i)')
        self.opt("opt_direction", '"REVERSELY"i | "BIDIRECT"i')

    def edge_list(self) -> str:
        edges = [self.n(e) for e in self.space.edges]
        one = self.rule("edge_name", _alts(edges))
        return self.rule("over_edges", f'"*" | {one} ("," {one}) ~ 0..2')


# --------------------------------------------------------------------------- nGQL


def _ngql(b: _Builder) -> list[str]:
    space = b.space
    b.literals()
    statements = [_ngql_match(b)]
    if space.edges:
        statements += [_ngql_go(b), _ngql_path(b), _ngql_subgraph(b)]
    lookup = _ngql_lookup(b)
    if lookup:
        statements.append(lookup)
    statements += _ngql_fetch(b)
    return statements


def _node_pattern(b: _Builder, var: str, rule: str) -> str:
    """``(var)``, ``(var:tag)`` or ``(var:tag{prop: literal, …})`` with typed keys."""
    alts = [f'"(" {_lit(var)} ")"']
    for tag in b.space.tags.values():
        label = f'":" {b.n(tag.name)}'
        entries = [_map_entry(b, p) for p in tag.properties if _category(p) != "other"]
        alts.append(f'"(" {_lit(var)} {label} ")"')
        if entries:
            entry = b.rule(f"{rule}_{_id(tag.name)}_entry", _alts(entries))
            alts.append(f'"(" {_lit(var)} {label} "{{" {entry} ("," {entry}) ~ 0..1 "}}" ")"')
    return b.rule(rule, _alts(alts))


def _map_entry(b: _Builder, p: PropertyDef) -> str:
    value = {"num": "num_lit", "str": "QUOTED", "bool": "bool_lit"}[_category(p)]
    return f'{b.n(p.name)} ":" {value}'


def _id(name: str) -> str:
    return re.sub(r"[^a-z0-9_]", "_", name.lower()) or "x"


def _ngql_match(b: _Builder) -> str:
    space = b.space
    tag_pairs = [(tag, p) for tag in space.tags.values() for p in tag.properties]
    shapes = []
    # one node: v
    node_refs = b.prop_refs("m1_prop", [(f'"v" "." {b.n(t.name)}', p) for t, p in tag_pairs])
    shapes.append(_match_shape(b, "m1", _node_pattern(b, "v", "m1_node"), node_refs, ["v"], []))
    # one edge: v -[e:type]-> v2, one shape per edge type and one untyped
    left = _node_pattern(b, "v", "m2_left")
    right = _node_pattern(b, "v2", "m2_right")
    node2 = [(f'"{v}" "." {b.n(t.name)}', p) for v in ("v", "v2") for t, p in tag_pairs]
    for key, edge in [("any", None), *((_id(e.name), e) for e in space.edges.values())]:
        if edge is None and not space.edges:
            continue
        if edge is None:
            e_props = [p for item in space.edges.values() for p in item.properties]
            label = ""
        else:
            e_props = list(edge.properties)
            label = f' ":" {b.n(edge.name)}'
        rel_body = f'"e"{label}'
        if edge is not None:
            entries = [_map_entry(b, p) for p in edge.properties if _category(p) != "other"]
            if entries:
                entry = b.rule(f"m2_{key}_entry", _alts(entries))
                rel_body = f'"e"{label} ["{{" {entry} "}}"]'
        rel = b.rule(f"m2_{key}_rel", f'"-[" {rel_body} ("]->" | "]-") | "<-[" {rel_body} "]-"')
        pattern = b.rule(f"m2_{key}_pattern", f"{left} {rel} {right}")
        refs = b.prop_refs(f"m2_{key}_prop", [*node2, *((_lit("e"), p) for p in _unique(e_props))])
        shapes.append(_match_shape(b, f"m2_{key}", pattern, refs, ["v", "v2"], ["e"]))
    return b.rule("match_q", _alts(shapes))


def _unique(props: list[PropertyDef]) -> list[PropertyDef]:
    seen: dict[str, PropertyDef] = {}
    for p in props:
        seen.setdefault(p.name, p)
    return list(seen.values())


def _match_shape(
    b: _Builder, key: str, pattern: str, refs: dict[str, str], nodes: list[str], rels: list[str]
) -> str:
    cond = b.comparisons(f"{key}_cond", refs)
    ids = [f'"id" "(" {_lit(v)} ")" "==" {b.vid}' for v in nodes]
    where_atoms = [x for x in (cond, *ids) if x]
    where = b.rule(f"{key}_where", _alts(where_atoms))
    any_ref = _alts(refs.values())
    values = [*(_lit(v) for v in (*nodes, *rels)), *(f'"id" "(" {_lit(v)} ")"' for v in nodes)]
    values += [f'"properties" "(" {_lit(v)} ")"' for v in (*nodes, *rels)]
    values += [f'"type" "(" {_lit(r)} ")"' for r in rels]
    if any_ref:
        values.append(any_ref)
    value = b.rule(f"{key}_value", _alts(values))
    aggs = ['"count" "(" "*" ")"', f'"count" "(" {_lit(nodes[0])} ")"']
    if "num" in refs:
        aggs.append(f'("sum"i | "avg"i | "max"i | "min"i) "(" {refs["num"]} ")"')
    item = b.rule(f"{key}_item", f"({value} | {_alts(aggs)}) opt_alias")
    order = _order(b, key, refs)
    where_opt = b.opt(f"{key}_opt_where", f'"WHERE"i {where}')
    items = b.items(f"{key}_items", item)
    return b.rule(
        f"{key}_q",
        f'"MATCH"i {pattern} {where_opt} "RETURN"i opt_distinct {items} {order} opt_skip opt_limit',
    )


def _order(b: _Builder, key: str, refs: dict[str, str]) -> str:
    """``ORDER BY`` one or two number/string properties (an optional part; may be '')."""
    order_keys = [r for c, r in refs.items() if c in ("num", "str")]
    if not order_keys:
        return ""
    okey = b.rule(f"{key}_okey", f'{_alts(order_keys)} ["ASC"i | "DESC"i]')
    return b.opt(f"{key}_opt_order", f'"ORDER"i "BY"i {okey} ("," {okey}) ~ 0..1')


def _ngql_go(b: _Builder) -> str:
    space = b.space
    over = b.edge_list()
    edge_pairs = [(b.n(e.name), p) for e in space.edges.values() for p in e.properties]
    vertex_pairs = [
        (f"{_lit(ref)} {_lit('.')} {b.n(t.name)}", p)
        for ref in ("$^", "$$")
        for t in space.tags.values()
        for p in t.properties
    ]
    refs = b.prop_refs("go_prop", [*edge_pairs, *vertex_pairs])
    cond = b.comparisons("go_cond", refs)
    builtins = b.rule("go_builtin", 'edge_name "." ("_dst" | "_src" | "_rank" | "_type")')
    values = [builtins, '"src" "(" "edge" ")"', '"dst" "(" "edge" ")"', '"rank" "(" "edge" ")"']
    values += ['"type" "(" "edge" ")"', '"id" "(" "$$" ")"', '"id" "(" "$^" ")"', '"properties" "(" "$$" ")"']
    values += ['"properties" "(" "edge" ")"', *refs.values()]
    value = b.rule("go_value", _alts(values))
    item = b.rule("go_item", f'{value} opt_alias | ("edge"i | "$$") alias')
    where_opt = b.opt("go_opt_where", f'"WHERE"i {cond}' if cond else "")
    items = b.items("go_items", item)
    return b.rule(
        "go_q",
        f'"GO"i opt_steps "FROM"i vids "OVER"i {over} opt_direction {where_opt} "YIELD"i opt_distinct {items} opt_limit',
    )


def _ngql_path(b: _Builder) -> str:
    b.opt("path_opt_upto", '"UPTO"i INTEGER "STEPS"i')
    return b.rule(
        "path_q",
        '"FIND"i ("SHORTEST"i | "ALL"i | "NOLOOP"i) "PATH"i "FROM"i vids "TO"i vids "OVER"i over_edges '
        'opt_direction path_opt_upto "YIELD"i "path"i alias',
    )


def _ngql_subgraph(b: _Builder) -> str:
    b.opt("sg_opt_edges", '("IN"i | "OUT"i | "BOTH"i) edge_name ("," edge_name) ~ 0..2')
    b.opt("sg_opt_more", '"," "EDGES"i alias')
    return b.rule(
        "subgraph_q",
        '"GET"i "SUBGRAPH"i opt_steps "FROM"i vids sg_opt_edges "YIELD"i "VERTICES"i alias sg_opt_more',
    )


def _ngql_lookup(b: _Builder) -> str:
    """LOOKUP on items with an index, filtering only indexed properties (when the space
    declares indexes; without any, NebulaGraph's need for one is not checked)."""
    space = b.space
    shapes = []
    for item in [*space.tags.values(), *space.edges.values()]:
        if space.indexes:
            indexes = space.indexes_on(item.kind, item.name)
            if not indexes:
                continue
            fields = {f for ix in indexes for f in ix.fields}
        else:
            fields = set(item.property_names)
        key = f"lk_{item.kind}_{_id(item.name)}"
        name = b.n(item.name)
        refs = b.prop_refs(f"{key}_prop", [(name, p) for p in item.properties if p.name in fields])
        cond = b.comparisons(f"{key}_cond", refs, lookup=True)
        shapes.append(_lookup_shape(b, key, item, name, cond))
    return b.rule("lookup_q", _alts(shapes)) if shapes else ""


def _lookup_shape(b: _Builder, key: str, item: SchemaItem, name: str, cond: str) -> str:
    reads = [f"{name} {_lit('.')} {b.n(p.name)}" for p in item.properties]
    if item.kind == "tag":
        values = ['"id" "(" "vertex" ")"', '"properties" "(" "vertex" ")"', *reads]
        obj = '"vertex"'
    else:
        values = ['"src" "(" "edge" ")"', '"dst" "(" "edge" ")"', '"rank" "(" "edge" ")"']
        values += ['"properties" "(" "edge" ")"', *reads]
        values += [f'{name} "." ("_src" | "_dst" | "_rank")']
        obj = '"edge"'
    value = b.rule(f"{key}_value", _alts(values))
    yield_item = b.rule(f"{key}_item", f"{value} opt_alias | {obj} alias")
    where = b.opt(f"{key}_opt_where", f'"WHERE"i {cond}' if cond else "")
    items = b.items(f"{key}_items", yield_item)
    return b.rule(f"{key}_q", f'"LOOKUP"i "ON"i {name} {where} "YIELD"i opt_distinct {items}')


def _ngql_fetch(b: _Builder) -> list[str]:
    space = b.space
    out = []
    for tag in space.tags.values():
        key = f"ft_{_id(tag.name)}"
        name = b.n(tag.name)
        values = ['"id" "(" "vertex" ")"', '"properties" "(" "vertex" ")"']
        values += [f"{name} {_lit('.')} {b.n(p.name)}" for p in tag.properties]
        value = b.rule(f"{key}_value", _alts(values))
        item = b.rule(f"{key}_item", f'{value} opt_alias | "vertex" alias')
        items = b.items(f"{key}_items", item)
        out.append(b.rule(f"{key}_q", f'"FETCH"i "PROP"i "ON"i {name} vids "YIELD"i {items}'))
    for edge in space.edges.values():
        key = f"fe_{_id(edge.name)}"
        name = b.n(edge.name)
        values = [
            '"src" "(" "edge" ")"',
            '"dst" "(" "edge" ")"',
            '"rank" "(" "edge" ")"',
            '"properties" "(" "edge" ")"',
        ]
        values += [f"{name} {_lit('.')} {b.n(p.name)}" for p in edge.properties]
        value = b.rule(f"{key}_value", _alts(values))
        item = b.rule(f"{key}_item", f'{value} opt_alias | "edge" alias')
        items = b.items(f"{key}_items", item)
        edge_key = b.rule("edge_key", f'{b.vid} "->" {b.vid} ["@" INTEGER]')
        keys = b.items(f"{key}_keys", edge_key, 2)
        out.append(b.rule(f"{key}_q", f'"FETCH"i "PROP"i "ON"i {name} {keys} "YIELD"i {items}'))
    return out


# --------------------------------------------------------------------------- Cypher


def _cypher(b: _Builder) -> list[str]:
    space = b.space
    b.literals()
    node_props = _unique([p for t in space.tags.values() for p in t.properties])
    shapes = []
    refs = b.prop_refs("c1_prop", [('"n"', p) for p in _consistent(space, node_props)])
    shapes.append(_cypher_shape(b, "c1", _cypher_node(b, "n", "c1_node"), refs, ["n"], []))
    if space.edges:
        left = _cypher_node(b, "n", "c2_left")
        right = _cypher_node(b, "m", "c2_right")
        for key, edge in [("any", None), *((_id(e.name), e) for e in space.edges.values())]:
            e_props = (
                _unique([p for it in space.edges.values() for p in it.properties])
                if edge is None
                else edge.properties
            )
            label = "" if edge is None else f' ":" {b.n(edge.name)}'
            rel = b.rule(f"c2_{key}_rel", f'"-[" "r"{label} ("]->" | "]-") | "<-[" "r"{label} "]-"')
            pattern = b.rule(f"c2_{key}_pattern", f"{left} {rel} {right}")
            pairs = [(_lit(v), p) for v in ("n", "m") for p in _consistent(space, node_props)]
            pairs += [('"r"', p) for p in e_props] if edge is not None else []
            refs = b.prop_refs(f"c2_{key}_prop", pairs)
            shapes.append(_cypher_shape(b, f"c2_{key}", pattern, refs, ["n", "m"], ["r"]))
    return [b.rule("match_q", _alts(shapes))]


def _consistent(space: SpaceSchema, props: list[PropertyDef]) -> list[PropertyDef]:
    """Node properties whose name has one type category in every tag (Cypher reads ``n.name``
    without the tag, so a name that is a string here and a number there has no safe literal)."""
    out = []
    for p in props:
        cats = {_category(q) for t in space.tags.values() for q in t.properties if q.name == p.name}
        if len(cats) == 1:
            out.append(p)
    return out


def _cypher_node(b: _Builder, var: str, rule: str) -> str:
    alts = [f'"(" {_lit(var)} ")"']
    for tag in b.space.tags.values():
        label = f'":" {b.n(tag.name)}'
        alts.append(f'"(" {_lit(var)} {label} ")"')
        entries = [_map_entry(b, p) for p in _consistent(b.space, tag.properties) if _category(p) != "other"]
        if entries:
            entry = b.rule(f"{rule}_{_id(tag.name)}_entry", _alts(entries))
            alts.append(f'"(" {_lit(var)} {label} "{{" {entry} "}}" ")"')
    return b.rule(rule, _alts(alts))


def _cypher_shape(
    b: _Builder, key: str, pattern: str, refs: dict[str, str], nodes: list[str], rels: list[str]
) -> str:
    cond = b.comparisons(f"{key}_cond", refs, cypher=True)
    values = [*(_lit(v) for v in (*nodes, *rels)), *(f'"id" "(" {_lit(v)} ")"' for v in nodes)]
    values += [f'"type" "(" {_lit(r)} ")"' for r in rels] + list(refs.values())
    value = b.rule(f"{key}_value", _alts(values))
    aggs = ['"count" "(" "*" ")"', f'"count" "(" {_lit(nodes[0])} ")"']
    if "num" in refs:
        aggs.append(f'("sum"i | "avg"i | "max"i | "min"i) "(" {refs["num"]} ")"')
    item = b.rule(f"{key}_item", f"({value} | {_alts(aggs)}) opt_alias")
    order = _order(b, key, refs)
    where = b.opt(f"{key}_opt_where", f'"WHERE"i {cond}' if cond else "")
    items = b.items(f"{key}_items", item)
    return b.rule(
        f"{key}_q",
        f'"MATCH"i {pattern} {where} "RETURN"i opt_distinct {items} {order} opt_skip opt_limit',
    )


# --------------------------------------------------------------------------- entry points


def schema_lark(space: SpaceSchema, dialect: str = "ngql") -> str:
    """The schema grammar in r3-Lark syntax (before conversion), for reading and tests."""
    d = get_dialect(dialect)
    if not space.tags and not space.edges:
        raise ModelConfigError(f"space {space.name!r} has no tags and no edge types to build a grammar from")
    b = _Builder(space, d)
    statements = _ngql(b) if d.name == "ngql" else _cypher(b)
    lines = [f"// schema grammar of space {space.name} ({d.name}), generated by r3.models.grammar_schema"]
    lines.append("start: " + _alts(s for s in statements if s) + ' [";"]')
    lines += [f"{name}: {body}" for name, body in b.rules.items()]
    lines += [
        "INTEGER: /int/",
        "FLOAT_NUM: /float/",
        "QUOTED: /quoted/",
        "NAME: /name/",
    ]
    return "\n".join(lines) + "\n"


def schema_grammar(space: SpaceSchema, dialect: str = "ngql") -> GenerationGrammar:
    """The schema-specialised llguidance grammar of ``space`` (see the module docs)."""
    d = get_dialect(dialect)
    lark = convert(schema_lark(space, d.name), dialect=d)
    return GenerationGrammar(lark, d.name, "schema", space=space.name)
