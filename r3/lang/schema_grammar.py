"""Schema-specialised generation grammars: queries over one space's real names only.

Why: the full dialect grammar guarantees a query *parses*; it cannot stop a model from
writing ``v.player.nmae`` or ``OVER likes``. This grammar is built from a
:class:`~r3.contracts.schema.SpaceSchema` so that tag, edge-type and property names are closed
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

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema
from r3.errors import UserInputError
from r3.lang.dialects import Dialect, get_dialect
from r3.lang.validator.cypher_types import property_category
from r3.registry import load_reference

__all__ = ["cypher_statements", "ngql_statements", "schema_lark"]

#: How many extra items a list may have (``a, b, c``): bounded, so lists end.
_MORE = 3
_CMP = '("==" | "!=" | "<" | "<=" | ">" | ">=")'
_CYPHER_CMP = '("=" | "<>" | "<" | "<=" | ">" | ">=")'


#: A property's type category (:func:`property_category`) as grammar rule names spell it.
_CATEGORY_RULES = {"number": "num", "string": "str", "bool": "bool", None: "other"}


def _category(prop: PropertyDef) -> str:
    return _CATEGORY_RULES[property_category(prop)]


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
        self.vid = "LONG_INT" if space.vid_is_int else "QUOTED"

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
        atom = self.atoms(f"{rule}_atom", refs, lookup=lookup, cypher=cypher)
        return self.chain(rule, atom)

    def chain(self, rule: str, atom: str) -> str:
        """``atom`` joined by AND/OR, at most four of them ('' when there is no atom)."""
        return self.rule(rule, f'{atom} (("AND"i | "OR"i) {atom}) ~ 0..{_MORE}') if atom else ""

    def atoms(
        self,
        rule: str,
        refs: dict[str, str],
        *,
        lookup: bool = False,
        cypher: bool = False,
        extra: Iterable[str] = (),
    ) -> str:
        """One ``ref op literal`` comparison of matching types ('' when there is none)."""
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
        alts.extend(extra)
        return self.rule(rule, _alts(alts)) if alts else ""

    # ---------------------------------------------------------------- shared pieces

    def literals(self) -> None:
        self.rule("num_lit", "INTEGER | FLOAT_NUM")
        self.rule("bool_lit", '"true"i | "false"i')
        self.rule("vids", f'{self.vid} ("," {self.vid}) ~ 0..{_MORE}')
        self.rule("alias", '"AS"i NAME')
        self.opt("opt_alias", "alias")
        self.opt("opt_distinct", '"DISTINCT"i')
        self.opt("opt_skip", '"SKIP"i SMALL_INT')
        self.opt("opt_limit", '"LIMIT"i SMALL_INT')
        self.opt("opt_steps", 'SMALL_INT ("STEP"i | "STEPS"i)')
        self.opt("opt_direction", '"REVERSELY"i | "BIDIRECT"i')

    def edge_list(self) -> str:
        edges = [self.n(e) for e in self.space.edges]
        one = self.rule("edge_name", _alts(edges))
        return self.rule("over_edges", f'"*" | {one} ("," {one}) ~ 0..2')


# --------------------------------------------------------------------------- nGQL


def ngql_statements(b: _Builder, names: str) -> list[str]:
    """The nGQL statements of the schema grammar (``Dialect.schema_grammar`` of nGQL)."""
    space = b.space
    b.literals()
    statements = [_ngql_match(b, names)]
    if space.edges:
        statements += [_ngql_go(b), _ngql_path(b), _ngql_subgraph(b)]
    lookup = _ngql_lookup(b)
    if lookup:
        statements.append(lookup)
    statements += _ngql_fetch(b)
    return statements


def _props_of(b: _Builder, obj: str, props: Iterable[PropertyDef]) -> str:
    """``properties(obj)`` and ``properties(obj).prop`` for the given properties."""
    names = sorted({p.name for p in props})
    call = f'"properties" "(" {obj} ")"'
    if not names:
        return call
    return f'{call} ["." ({_alts(b.n(n) for n in names)})]'


def _map_entry(b: _Builder, p: PropertyDef) -> str:
    value = {"num": "num_lit", "str": "QUOTED", "bool": "bool_lit"}[_category(p)]
    return f'{b.n(p.name)} ":" {value}'


def _id(name: str) -> str:
    return re.sub(r"[^a-z0-9_]", "_", name.lower()) or "x"


class _Match:
    """MATCH of one node or one edge, for every choice of variable names and edge type.

    Reads of a variable (``v.player.name`` in nGQL, ``n.name`` in Cypher) are rules per
    variable, shared by every shape that binds it; a shape only combines the reads of the
    variables its pattern binds.
    """

    def __init__(self, b: _Builder, names: str, *, cypher: bool) -> None:
        # The variable names a MATCH pattern may bind are the dialect's
        # (Dialect.schema_grammar_names): every choice (and anonymous) is its own shape, so that
        # every name an expression reads is one the pattern bound; ``short`` keeps the grammar
        # small (tests, slow machines).
        choices = b.d.schema_grammar_names
        if names not in choices:
            raise UserInputError(f"names must be one of {', '.join(map(repr, choices))}, got {names!r}")
        self.b = b
        self.left, self.right, self.rels = choices[names]
        #: Cypher shapes (``n.prop``, ``=``, any ORDER BY expression) rather than nGQL's.
        self.cypher = cypher
        self._nodes: dict[str, tuple[str, str, dict[str, str]]] = {}
        self._rels: dict[tuple[str, str], tuple[str, str, dict[str, str]]] = {}
        self._patterns: dict[str | None, str] = {}
        self._order_tail: str | None = None

    def node_props(self) -> list[tuple[str, PropertyDef]]:
        """(read prefix after the variable, property) of everything a node can have."""
        space = self.b.space
        if self.cypher:
            props = _consistent(space, _unique([p for t in space.tags.values() for p in t.properties]))
            return [("", p) for p in props]
        return [(f' "." {self.b.n(t.name)}', p) for t in space.tags.values() for p in t.properties]

    def node(self, var: str) -> tuple[str, str, dict[str, str]]:
        """(comparison atom, value, refs by category) of a node variable."""
        if var not in self._nodes:
            b = self.b
            key = f"nd_{var}"
            refs = b.prop_refs(key, [(f"{_lit(var)}{rest}", p) for rest, p in self.node_props()])
            extra = [] if self.cypher else [f'"id" "(" {_lit(var)} ")" "==" {b.vid}']
            atom = b.atoms(f"{key}_cmp", refs, cypher=self.cypher, extra=extra)
            values = [_lit(var), f'"id" "(" {_lit(var)} ")"', *refs.values()]
            if not self.cypher:
                tag_props = [p for t in b.space.tags.values() for p in t.properties]
                values.append(_props_of(b, _lit(var), tag_props))
            self._nodes[var] = (atom, b.rule(f"{key}_value", _alts(values)), refs)
        return self._nodes[var]

    def rel(self, var: str, edge: SchemaItem | None) -> tuple[str, str, dict[str, str]]:
        """(comparison atom, value, refs) of a relationship variable of ``edge`` (None: any)."""
        key = (var, edge.name if edge else "")
        if key not in self._rels:
            b = self.b
            rule = f"rl_{var}_{_id(edge.name) if edge else 'any'}"
            space = b.space
            props = (
                list(edge.properties)
                if edge
                else _unique([p for e in space.edges.values() for p in e.properties])
            )
            if self.cypher and edge is None:
                props = []  # untyped: the property's type is not certain
            refs = b.prop_refs(rule, [(_lit(var), p) for p in props])
            atom = b.atoms(f"{rule}_cmp", refs, cypher=self.cypher)
            values = [_lit(var), f'"type" "(" {_lit(var)} ")"', *refs.values()]
            if not self.cypher:
                values.append(_props_of(b, _lit(var), props))
            self._rels[key] = (atom, b.rule(f"{rule}_value", _alts(values)), refs)
        return self._rels[key]

    def node_pattern(self, var: str | None) -> str:
        """``(var)``, ``(var:tag)``, ``(var:tag{prop: literal, …})``; anonymous: ``()``, ``(:tag…)``."""
        if var not in self._patterns:
            b = self.b
            inner = _lit(var) if var else ""
            alts = [f'"(" {inner} ")"']
            for tag in b.space.tags.values():
                label = f'":" {b.n(tag.name)}'
                alts.append(f'"(" {inner} {label} ")"')
                props = _consistent(b.space, tag.properties) if self.cypher else tag.properties
                entries = [_map_entry(b, p) for p in props if _category(p) != "other"]
                if entries:
                    entry = b.rule(f"tagmap_{_id(tag.name)}", _alts(entries))
                    alts.append(f'"(" {inner} {label} "{{" {entry} ("," {entry}) ~ 0..1 "}}" ")"')
            self._patterns[var] = b.rule(f"np_{var or 'anon'}", _alts(alts))
        return self._patterns[var]

    def rel_pattern(self, var: str | None, edge: SchemaItem | None) -> str:
        """``-[var:edge{…}]->`` and the other directions; anonymous and untyped: any label."""
        b = self.b
        name = f"rp_{var or 'anon'}_{_id(edge.name) if edge else 'any'}"
        if edge is not None:
            label = f'":" {b.n(edge.name)}'
            entries = [_map_entry(b, p) for p in edge.properties if _category(p) != "other"]
            if entries:
                entry = b.rule(f"edgemap_{_id(edge.name)}", _alts(entries))
                label = f'{label} ["{{" {entry} "}}"]'
        elif var is None and b.space.edges:
            # no variable to read: the edge type does not change what may follow
            label = b.rule("any_edge_label", "(" + _alts(f'":" {b.n(e)}' for e in b.space.edges) + ")")
            return b.rule(
                name, f'"-->" | "<--" | "--" | "-[" [{label}] ("]->" | "]-") | "<-[" [{label}] "]-"'
            )
        else:
            label = ""
        body = f"{_lit(var) if var else ''} {label}".strip()
        return b.rule(name, f'"-[" {body} ("]->" | "]-") | "<-[" {body} "]-"')

    def shape(
        self, key: str, pattern: str, nodes: list[str], rels: list[tuple[str, SchemaItem | None]]
    ) -> str:
        b = self.b
        parts = [self.node(v) for v in nodes] + [self.rel(v, e) for v, e in rels]
        atoms = [atom for atom, _value, _refs in parts if atom]
        where = ""
        if atoms:
            chain = b.chain(f"{key}_where", b.rule(f"{key}_atom", _alts(atoms)))
            where = b.opt(f"{key}_opt_where", f'"WHERE"i {chain}')
        values = [value for _atom, value, _refs in parts]
        aggs = ['"count" "(" "*" ")"', *(f'"count" "(" {_lit(v)} ")"' for v in nodes)]
        nums = [refs["num"] for _a, _v, refs in parts if "num" in refs]
        if nums:
            aggs.append(f'("sum"i | "avg"i | "max"i | "min"i) "(" ({_alts(nums)}) ")"')
        item = b.rule(f"{key}_item", f"({_alts([*values, *aggs])}) opt_alias")
        keys = [refs[c] for _a, _v, refs in parts for c in ("num", "str") if c in refs]
        items = b.items(f"{key}_items", item)
        body = f"{items} opt_skip opt_limit"
        if keys and self.cypher:  # Neo4j sorts by any expression
            okey = b.rule(f"{key}_okey", f'({_alts(keys)}) ["ASC"i | "DESC"i]')
            order = b.opt(f"{key}_opt_order", f'"ORDER"i "BY"i {okey} ("," {okey}) ~ 0..1')
            body = f"{items} {order} opt_skip opt_limit"
        tail = self.order_tail() if keys and not self.cypher else ""
        if tail:
            # NebulaGraph sorts MATCH results by returned column names only ("Only column name
            # can be used as sort item"): the sorted value is returned last, under an alias
            # from a closed set, and ORDER BY names that alias
            okey = b.rule(f"{key}_okey", _alts(keys))
            body = f'{body} | [{items} ","] {okey} {tail} opt_skip opt_limit'
        return b.rule(f"{key}_q", f'"MATCH"i {pattern} {where} "RETURN"i opt_distinct ({body})')

    def order_tail(self) -> str:
        """``AS alias ORDER BY alias [ASC|DESC]`` for the property names that can be sorted."""
        if self._order_tail is None:
            b = self.b
            space = b.space
            props = [p for item in [*space.tags.values(), *space.edges.values()] for p in item.properties]
            names = sorted({p.name for p in props if _category(p) in ("num", "str")})
            alts = [f'"AS"i {b.n(n)} "ORDER"i "BY"i {b.n(n)} ["ASC"i | "DESC"i]' for n in names[:16]]
            self._order_tail = b.rule("order_tail", _alts(alts)) if alts else ""
        return self._order_tail

    def build(self) -> str:
        b = self.b
        shapes = []
        for one in (*self.left, None):
            nodes = [one] if one else []
            shapes.append(self.shape(f"m1_{one or 'anon'}", self.node_pattern(one), nodes, []))
        if not b.space.edges:
            return b.rule("match_q", _alts(shapes))
        rel_choices: list[tuple[str | None, SchemaItem | None]] = [(None, None)]
        for name in self.rels:
            rel_choices += [(name, None), *((name, e) for e in b.space.edges.values())]
        for left in (*self.left, None):
            for right in (*self.right, None):
                for rel, edge in rel_choices:
                    key = f"m2_{left or 'anon'}_{rel or 'anon'}_{right or 'anon'}_{_id(edge.name) if edge else 'any'}"
                    pattern = b.rule(
                        f"{key}_pattern",
                        f"{self.node_pattern(left)} {self.rel_pattern(rel, edge)} {self.node_pattern(right)}",
                    )
                    bound = [v for v in (left, right) if v]
                    rels = [(rel, edge)] if rel else []
                    shapes.append(self.shape(key, pattern, bound, rels))
        return b.rule("match_q", _alts(shapes))


def _ngql_match(b: _Builder, names: str) -> str:
    return _Match(b, names, cypher=False).build()


def _unique(props: list[PropertyDef]) -> list[PropertyDef]:
    seen: dict[str, PropertyDef] = {}
    for p in props:
        seen.setdefault(p.name, p)
    return list(seen.values())


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
    tag_props = [p for t in space.tags.values() for p in t.properties]
    edge_props = [p for e in space.edges.values() for p in e.properties]
    values += ['"type" "(" "edge" ")"', '"id" "(" "$$" ")"', '"id" "(" "$^" ")"']
    values += [_props_of(b, '"$$"', tag_props), _props_of(b, '"$^"', tag_props)]
    values += [_props_of(b, '"edge"', edge_props), *refs.values()]
    value = b.rule("go_value", _alts(values))
    item = b.rule("go_item", f'{value} opt_alias | ("edge"i | "$$") alias')
    where_opt = b.opt("go_opt_where", f'"WHERE"i {cond}' if cond else "")
    items = b.items("go_items", item)
    return b.rule(
        "go_q",
        # no `LIMIT n`: GO's own LIMIT takes a list with one count per step (NebulaGraph 3.x)
        f'"GO"i opt_steps "FROM"i vids "OVER"i {over} opt_direction {where_opt} "YIELD"i opt_distinct {items}',
    )


def _ngql_path(b: _Builder) -> str:
    b.opt("path_opt_upto", '"UPTO"i SMALL_INT "STEPS"i')
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
        values = ['"id" "(" "vertex" ")"', _props_of(b, '"vertex"', item.properties), *reads]
        obj = '"vertex"'
    else:
        values = ['"src" "(" "edge" ")"', '"dst" "(" "edge" ")"', '"rank" "(" "edge" ")"']
        values += [_props_of(b, '"edge"', item.properties), *reads]
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
        values = ['"id" "(" "vertex" ")"', _props_of(b, '"vertex"', tag.properties)]
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
            _props_of(b, '"edge"', edge.properties),
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


def cypher_statements(b: _Builder, names: str) -> list[str]:
    """The Cypher statements of the schema grammar (``Dialect.schema_grammar`` of Cypher)."""
    b.literals()
    return [_Match(b, names, cypher=True).build()]


def _consistent(space: SpaceSchema, props: list[PropertyDef]) -> list[PropertyDef]:
    """Node properties whose name has one type category in every tag (Cypher reads ``n.name``
    without the tag, so a name that is a string here and a number there has no safe literal)."""
    out = []
    for p in props:
        cats = {_category(q) for t in space.tags.values() for q in t.properties if q.name == p.name}
        if len(cats) == 1:
            out.append(p)
    return out


# --------------------------------------------------------------------------- entry points


def schema_lark(space: SpaceSchema, dialect: str = "ngql", *, names: str = "common") -> str:
    """The schema grammar in r3-Lark syntax (before conversion), for reading and tests."""
    d = get_dialect(dialect)
    if not space.tags and not space.edges:
        raise UserInputError(f"space {space.name!r} has no tags and no edge types to build a grammar from")
    b = _Builder(space, d)
    if not d.schema_grammar:
        raise UserInputError(f"dialect {d.name!r} has no schema grammar (Dialect.schema_grammar)")
    statements: list[str] = load_reference(d.schema_grammar)(b, names)
    lines = [f"// schema grammar of space {space.name} ({d.name}), generated by r3.lang.schema_grammar"]
    lines.append("start: " + _alts(s for s in statements if s) + ' [";"]')
    lines += [f"{name}: {body}" for name, body in b.rules.items()]
    lines += [
        "INTEGER: /int/",
        "LONG_INT: /long_int/",
        "SMALL_INT: /small_int/",
        "FLOAT_NUM: /float/",
        "QUOTED: /quoted/",
        "NAME: /name/",
    ]
    return "\n".join(lines) + "\n"
