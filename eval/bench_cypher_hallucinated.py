"""Does ``r3 lint --strict`` catch the text2cypher hallucination? A property the variable's label lacks.

    python eval/bench_cypher_hallucinated.py [--per-schema 150] [--seed 0] [--json OUT]

Why a corpus of its own: models writing Cypher (Neo4j's text2cypher set) mostly get the names
right and the *owner* wrong — ``MATCH (p:Person) RETURN p.title`` where only ``Movie`` has
``title``, or a relationship type that exists but never joins the two labels. The
``bench_cypher_mutations.py`` corpus (two NebulaGraph graphs) has few such sites. Here three
schemas built below (movies, companies, a forum) have several labels sharing some property
names (``name``, ``title``, ``rating``) and differing in others, endpoint pairs on every
relationship type, and co-tags (a ``Person`` may also be an ``Actor`` or a ``Director``).

Clean queries are generated from each schema with a seeded random walk: 1–3 hop paths with
labels written on some nodes only, directions as stored, reversed or undirected, and one of
twelve shapes (WHERE / ORDER BY / map projection ``n {.a}`` / ``n['a']`` / pattern property
maps / ``WITH`` renames and aggregates / ``OPTIONAL MATCH`` / ``EXISTS {}`` / ``CALL {}`` /
pattern comprehensions / ``collect`` + ``UNWIND`` / relationship properties). Every property
read and relationship type is a *site*. Each clean query is mutated one site at a time:

- ``other-label-property``: a node property replaced by one only *other* labels have — none of
  the labels the node may carry (its written label or, unwritten, every label its
  relationships allow, plus their co-tags) has it;
- ``other-type-property``: a relationship property replaced by one only other types have (the
  relationship typed, or untyped between written labels: every type joining them);
- ``never-connects``: a relationship type replaced by an existing type whose endpoint pairs
  never join a written label on either side, either way round;
- ``reversed``: a directed relationship reversed where its labels are joined one way only.

- ``hand-written``: 30 pairs (:data:`HAND_WRITTEN`) of a clean query and the slip a model makes
  in it, with aggregates, CASE, functions and several MATCH clauses.

Which labels a node may carry is computed here from the walk and the schema, not by r3. A
mutant *passes* when the validator reports nothing (what ``lint --strict`` accepts); a clean
query is *flagged* when it reports anything.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.lang.validator import validate  # noqa: E402

Props = dict[str, str]


def _schema(
    name: str,
    tags: dict[str, Props],
    edges: dict[str, tuple[Props, list[tuple[str, str]]]],
    co_tags: dict[str, list[str]] | None = None,
) -> SpaceSchema:
    space = SpaceSchema(name, vid_type="string", vid_length=None)
    for tag, props in tags.items():
        item = SchemaItem(tag, "tag", [PropertyDef(p, t) for p, t in props.items()])
        item.co_tags = list((co_tags or {}).get(tag, []))
        space.add(item)
    for edge, (props, pairs) in edges.items():
        space.add(SchemaItem(edge, "edge", [PropertyDef(p, t) for p, t in props.items()], endpoints=pairs))
    return space


def schemas() -> list[SpaceSchema]:
    """Three schemas in the shape of Neo4j's example graphs (labels share some names)."""
    movies = _schema(
        "movies",
        {
            "Person": {"name": "string", "born": "int64", "bio": "string"},
            "Actor": {"name": "string", "screen_name": "string"},
            "Director": {"name": "string", "awards": "int64"},
            "Movie": {"title": "string", "released": "int64", "tagline": "string", "budget": "double"},
            "Genre": {"name": "string"},
            "User": {"name": "string", "user_id": "string", "joined": "date"},
        },
        {
            "ACTED_IN": ({"roles": "string"}, [("Person", "Movie"), ("Actor", "Movie")]),
            "DIRECTED": ({}, [("Person", "Movie"), ("Director", "Movie")]),
            "IN_GENRE": ({}, [("Movie", "Genre")]),
            "RATED": ({"rating": "double", "timestamp": "int64"}, [("User", "Movie")]),
            "REVIEWED": ({"summary": "string", "rating": "int64"}, [("Person", "Movie")]),
            "FOLLOWS": ({}, [("User", "User"), ("User", "Person")]),
        },
        {"Person": ["Actor", "Director"], "Actor": ["Person"], "Director": ["Person"]},
    )
    companies = _schema(
        "companies",
        {
            "Company": {"name": "string", "founded": "int64", "revenue": "double", "ticker": "string"},
            "Person": {"name": "string", "age": "int64", "title": "string"},
            "City": {"name": "string", "population": "int64"},
            "Country": {"name": "string", "code": "string"},
            "Industry": {"name": "string"},
            "Article": {"title": "string", "date": "date", "sentiment": "double"},
        },
        {
            "WORKS_AT": ({"since": "int64", "role": "string"}, [("Person", "Company")]),
            "CEO_OF": ({"since": "int64"}, [("Person", "Company")]),
            "HQ_IN": ({}, [("Company", "City")]),
            "LIVES_IN": ({}, [("Person", "City")]),
            "IN_COUNTRY": ({}, [("City", "Country")]),
            "IN_INDUSTRY": ({}, [("Company", "Industry")]),
            "SUBSIDIARY_OF": ({"share": "double"}, [("Company", "Company")]),
            "MENTIONS": ({"count": "int64"}, [("Article", "Company"), ("Article", "Person")]),
        },
    )
    forum = _schema(
        "forum",
        {
            "User": {"name": "string", "joined": "date", "karma": "int64"},
            "Post": {"title": "string", "text": "string", "created": "datetime", "score": "int64"},
            "Comment": {"text": "string", "created": "datetime"},
            "Tag": {"name": "string"},
            "Forum": {"title": "string", "members": "int64"},
        },
        {
            "WROTE": ({}, [("User", "Post"), ("User", "Comment")]),
            "REPLY_OF": ({}, [("Comment", "Post"), ("Comment", "Comment")]),
            "HAS_TAG": ({}, [("Post", "Tag")]),
            "CONTAINS": ({"pinned": "bool"}, [("Forum", "Post")]),
            "MEMBER_OF": ({"since": "date", "role": "string"}, [("User", "Forum")]),
            "LIKES": ({"at": "datetime"}, [("User", "Post"), ("User", "Comment")]),
        },
    )
    return [movies, companies, forum]


# --------------------------------------------------------------------------- generation


@dataclass
class Hop:
    """One relationship of a walk, as written: its type, ``arrow`` (``out``, ``in``, ``both``), its
    variable, and whether the type is left out (``-[r]->``)."""

    type: str
    arrow: str
    var: str | None
    untyped: bool = False


@dataclass
class Site:
    kind: str
    clean: str
    wrong: list[str]


@dataclass
class Draft:
    """A query as text with numbered holes; ``sites[i]`` fills hole ``i``."""

    parts: list[str] = field(default_factory=list)
    sites: list[Site] = field(default_factory=list)

    def hole(self, kind: str, clean: str, wrong: list[str]) -> str:
        self.sites.append(Site(kind, clean, wrong))
        return f"\x00{len(self.sites) - 1}\x00"

    def text(self, template: str, mutate: int | None = None, rng: random.Random | None = None) -> str:
        values = [s.clean for s in self.sites]
        if mutate is not None and rng is not None:
            values[mutate] = rng.choice(self.sites[mutate].wrong)
        return _HOLE.sub(lambda m: values[int(m.group(1))], template)


_HOLE = re.compile("\x00(\\d+)\x00")


class Generator:
    """Valid queries over one schema, with every property and type as a mutation site."""

    def __init__(self, space: SpaceSchema, rng: random.Random) -> None:
        self.space = space
        self.rng = rng

    # -- the schema facts the mutations rely on (computed here, not by r3)

    def co(self, labels: set[str]) -> set[str]:
        return labels | {c for t in labels for c in self.space.tags[t].co_tags}

    def tag_props(self, labels: set[str]) -> set[str]:
        return {p.name for t in self.co(labels) for p in self.space.tags[t].properties}

    def hallucinations(self, labels: set[str]) -> list[str]:
        """Properties some other label has and none of ``labels`` (or their co-tags) has."""
        mine = self.tag_props(labels)
        return sorted({p.name for t in self.space.tags.values() for p in t.properties} - mine)

    def edge_hallucinations(self, types: set[str]) -> list[str]:
        mine = {p.name for t in types for p in self.space.edges[t].properties}
        return sorted({p.name for e in self.space.edges.values() for p in e.properties} - mine)

    def joining(self, left: set[str], right: set[str], arrow: str) -> set[str]:
        """Every type with a pair joining ``left`` to ``right`` (or their co-tags) as written."""
        a, b = self.co(left), self.co(right)
        if arrow == "in":
            a, b = b, a
        return {
            name
            for name, item in self.space.edges.items()
            for s, d in item.endpoints
            if (s in a and d in b) or (arrow == "both" and s in b and d in a)
        }

    def never_joins(self, current: str, left: set[str] | None, right: set[str] | None) -> list[str]:
        """Types other than ``current`` none of whose pairs joins the written labels either way."""
        out = []
        for name, item in self.space.edges.items():
            if name == current:
                continue
            if not any(
                ((left is None or s in left) and (right is None or d in right))
                or ((left is None or d in left) and (right is None or s in right))
                for s, d in item.endpoints
            ):
                out.append(name)
        return out

    # -- walks

    def walk(self, hops: int, start: str | None = None) -> tuple[list[str], list[Hop]]:
        """Labels and relationships of a random path following the endpoint pairs."""
        labels = [start or self.rng.choice(sorted(self.space.tags))]
        rels: list[Hop] = []
        for _ in range(hops):
            here = labels[-1]
            moves = [
                (name, d, "out")
                for name, it in self.space.edges.items()
                for s, d in it.endpoints
                if s == here
            ] + [
                (name, s, "in") for name, it in self.space.edges.items() for s, d in it.endpoints if d == here
            ]
            if not moves:
                break
            name, nxt, way = self.rng.choice(sorted(moves))
            arrow = "both" if self.rng.random() < 0.15 else way
            rels.append(Hop(name, arrow, None))
            labels.append(nxt)
        return labels, rels

    def allowed(self, i: int, labels: list[str], rels: list[Hop], written: list[bool]) -> set[str]:
        """The labels node ``i`` may carry as the query says it: written, or every label its
        relationships' endpoint pairs allow on its side."""
        if written[i]:
            return {labels[i]}
        out: set[str] = set()
        for j, hop in enumerate(rels):
            for side, node in (("left", j), ("right", j + 1)):
                if node != i:
                    continue
                pairs = self.space.edges[hop.type].endpoints
                src = {s for s, _ in pairs}
                dst = {d for _, d in pairs}
                if hop.arrow == "both":
                    out |= src | dst
                elif (hop.arrow == "out") == (side == "left"):
                    out |= src
                else:
                    out |= dst
        return out or set(self.space.tags)

    def prop_of(self, label: str, kind: str = "any") -> PropertyDef:
        props = self.space.tags[label].properties
        if kind == "string":
            props = [p for p in props if p.is_string] or props
        return self.rng.choice(props)

    def query(self) -> tuple[str, Draft]:
        """One clean query template and its sites."""
        d = Draft()
        shape = self.rng.choice(SHAPES)
        hops = self.rng.choice([1, 1, 2, 2, 3])
        labels, rels = self.walk(hops)
        n = len(labels)
        names = [f"{labels[i][0].lower()}{i}" for i in range(n)]
        written = [self.rng.random() < 0.6 for _ in range(n)]
        if not any(written):
            written[self.rng.randrange(n)] = True
        allowed = [self.allowed(i, labels, rels, written) for i in range(n)]
        if shape in SUBPATTERN_SHAPES and not written[0]:
            allowed[0] = set(self.space.tags)  # only the first MATCH `(n0)` binds node 0: any node

        def read(i: int, prop: PropertyDef | None = None, var: str | None = None) -> str:
            name = prop.name if prop else self.prop_of(labels[i]).name
            if prop is None and self.rng.random() < 0.3:  # any label the node may carry, co-tags too
                name = self.rng.choice(sorted(self.tag_props(allowed[i])))
            hole = d.hole("other-label-property", name, self.hallucinations(allowed[i]))
            return f"{var or names[i]}.{hole}"

        def node(i: int, props: str = "") -> str:
            label = ":" + labels[i] if written[i] else ""
            return f"({names[i]}{label}{props})"

        def rel(j: int) -> str:
            hop = rels[j]
            left = {labels[j]} if written[j] else None
            right = {labels[j + 1]} if written[j + 1] else None
            var = hop.var or ""
            if hop.untyped:
                body = f"[{var}]"
            else:
                wrong = self.never_joins(hop.type, left, right) if (left or right) else []
                body = f"[{var}:{d.hole('never-connects', hop.type, wrong)}]"
            if hop.arrow == "out":
                return f"-{body}->"
            if hop.arrow == "in":
                return f"<-{body}-"
            return f"-{body}-"

        def path(with_props: int | None = None) -> str:
            out = []
            for i in range(n):
                props = ""
                if with_props == i:
                    p = self.prop_of(labels[i], "string")
                    key = d.hole("other-label-property", p.name, self.hallucinations(allowed[i]))
                    props = f" {{{key}: 'x'}}"
                out.append(node(i, props))
                if i < len(rels):
                    out.append(rel(i))
            return "".join(out)

        last = n - 1
        if shape == "rel-property" and rels:
            rels[0].var = "r"
            etype = self.space.edges[rels[0].type]
            if etype.properties:
                types = {rels[0].type}
                if written[0] and written[1] and self.rng.random() < 0.5:
                    rels[0].untyped = True  # r may be any type joining the two labels
                    types = self.joining({labels[0]}, {labels[1]}, rels[0].arrow)
                text = path()
                p = self.rng.choice(etype.properties)
                hole = d.hole("other-type-property", p.name, self.edge_hallucinations(types))
                return f"MATCH {text} WHERE r.{hole} IS NOT NULL RETURN {read(0)}, r.{hole}", d
            shape = "where"
        if shape == "where":
            text = path()
            p = self.prop_of(labels[last])
            return f"MATCH {text} WHERE {read(last, p)} IS NOT NULL RETURN {read(0)} LIMIT 10", d
        if shape == "order":
            text = path()
            return f"MATCH {text} RETURN {read(0)}, {read(last)} ORDER BY {read(last)} DESC LIMIT 5", d
        if shape == "map-projection":
            text = path()
            a, b = self.prop_of(labels[0]), self.prop_of(labels[last])
            h1 = d.hole("other-label-property", a.name, self.hallucinations(allowed[0]))
            h2 = d.hole("other-label-property", b.name, self.hallucinations(allowed[last]))
            return f"MATCH {text} RETURN {names[0]} {{.{h1}}}, {names[last]} {{.{h2}}}", d
        if shape == "subscript":
            text = path()
            p = self.prop_of(labels[last])
            hole = d.hole("other-label-property", p.name, self.hallucinations(allowed[last]))
            return f"MATCH {text} RETURN {names[last]}['{hole}'] AS v", d
        if shape == "pattern-map":
            text = path(with_props=self.rng.randrange(n))
            return f"MATCH {text} RETURN {read(last)}", d
        if shape == "with-rename":
            text = path()
            return (
                f"MATCH {text} WITH {names[last]} AS x, {names[0]} RETURN {read(last, var='x')}, {read(0)}",
                d,
            )
        if shape == "with-aggregate" and n > 1:
            text = path()
            return (
                f"MATCH {text} WITH {names[0]}, count({names[last]}) AS k WHERE k > 1 "
                f"RETURN {read(0)}, k ORDER BY k DESC"
            ), d
        if shape == "collect-unwind" and n > 1:
            text = path()
            return (
                f"MATCH {text} WITH {names[0]}, collect({names[last]}) AS xs UNWIND xs AS z "
                f"RETURN {read(0)}, {read(last, var='z')}"
            ), d
        if n > 1 and shape in SUBPATTERN_SHAPES:
            first = node(0)
            rest = path()[len(f"({names[0]}{':' + labels[0] if written[0] else ''})") :]
            tail = f"({names[0]}){rest}"
            if shape == "optional":
                return f"MATCH {first} OPTIONAL MATCH {tail} RETURN {read(0)}, {read(last)}", d
            if shape == "exists":
                return (
                    f"MATCH {first} WHERE EXISTS {{ {tail} WHERE {read(last)} IS NOT NULL }} RETURN {read(0)}",
                    d,
                )
            if shape == "call":
                return (
                    f"MATCH {first} CALL {{ WITH {names[0]} MATCH {tail} "
                    f"RETURN collect({read(last)}) AS vs }} RETURN {read(0)}, vs"
                ), d
            return f"MATCH {first} RETURN {read(0)}, [{tail} | {read(last)}] AS vs", d
        text = path()
        return f"MATCH {text} RETURN {read(0)}, {read(last)}", d


#: Shapes whose path after node 0 sits in OPTIONAL MATCH, EXISTS, CALL or a comprehension.
SUBPATTERN_SHAPES = ("optional", "exists", "call", "comprehension")
SHAPES = (
    "where",
    "order",
    "map-projection",
    "subscript",
    "pattern-map",
    "with-rename",
    "with-aggregate",
    "collect-unwind",
    "optional",
    "exists",
    "call",
    "comprehension",
    "rel-property",
    "plain",
)


# --------------------------------------------------------------------------- the run


@dataclass
class KindResult:
    kind: str
    mutants: int = 0
    passed: int = 0
    examples: list[str] = field(default_factory=list)


@dataclass
class Report:
    clean: int = 0
    flagged_clean: list[str] = field(default_factory=list)
    kinds: dict[str, KindResult] = field(default_factory=dict)

    @property
    def mutants(self) -> int:
        return sum(k.mutants for k in self.kinds.values())

    @property
    def passed(self) -> int:
        return sum(k.passed for k in self.kinds.values())


def _passes(text: str, space: SpaceSchema) -> tuple[bool, list[str]]:
    try:
        found = validate(text, space, dialect="cypher")
    except R3Error as e:  # a syntax error: refused, like lint
        return False, [f"syntax: {e}"]
    return not found, [str(i) for i in found]


#: Hand-written pairs in the style of text2cypher answers: (clean query, the same query with
#: the slip a model makes: another label's property, a property of the relationship read on a
#: node, a relationship between labels it never joins). Queries use what generation does not:
#: aggregates, CASE, functions, several MATCH clauses, DISTINCT, SKIP.
HAND_WRITTEN: dict[str, list[tuple[str, str]]] = {
    "movies": [
        (
            "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.title = 'Heat' RETURN p.name, p.born",
            "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) WHERE m.title = 'Heat' RETURN p.name, p.released",
        ),
        (
            "MATCH (m:Movie)<-[r:RATED]-(u:User) RETURN m.title, avg(r.rating) AS score ORDER BY score DESC LIMIT 5",
            "MATCH (m:Movie)<-[r:RATED]-(u:User) RETURN m.title, avg(m.rating) AS score ORDER BY score DESC LIMIT 5",
        ),
        (
            "MATCH (d:Director)-[:DIRECTED]->(m:Movie) RETURN d.name, count(m) AS movies",
            "MATCH (d:Director)-[:DIRECTED]->(m:Movie) RETURN d.title, count(m) AS movies",
        ),
        (
            "MATCH (m:Movie)-[:IN_GENRE]->(g:Genre {name: 'Drama'}) RETURN m.title, m.released",
            "MATCH (m:Movie)-[:IN_GENRE]->(g:Genre {title: 'Drama'}) RETURN m.title, m.released",
        ),
        (
            "MATCH (p:Person)-[:REVIEWED]->(m:Movie) RETURN p.name, m.title",
            "MATCH (u:User)-[:REVIEWED]->(m:Movie) RETURN u.name, m.title",
        ),
        (
            "MATCH (u:User)-[:RATED]->(m:Movie) WHERE m.released > 2000 RETURN DISTINCT u.name",
            "MATCH (p:Person)-[:RATED]->(m:Movie) WHERE m.released > 2000 RETURN DISTINCT p.name",
        ),
        (
            "MATCH (m:Movie) RETURN m.title, CASE WHEN m.budget > 1e8 THEN 'big' ELSE 'small' END AS size",
            "MATCH (m:Movie) RETURN m.title, CASE WHEN m.revenue > 1e8 THEN 'big' ELSE 'small' END AS size",
        ),
        (
            "MATCH (p:Person) WHERE toLower(p.name) CONTAINS 'tom' RETURN p.name, coalesce(p.bio, '') AS bio",
            "MATCH (p:Person) WHERE toLower(p.name) CONTAINS 'tom' RETURN p.name, coalesce(p.tagline, '') AS bio",
        ),
        (
            "MATCH (a:Actor)-[:ACTED_IN]->(m:Movie) WITH a, count(m) AS n WHERE n > 3 "
            "MATCH (a)-[:ACTED_IN]->(x:Movie) RETURN a.screen_name, collect(x.title) AS titles",
            "MATCH (a:Actor)-[:ACTED_IN]->(m:Movie) WITH a, count(m) AS n WHERE n > 3 "
            "MATCH (a)-[:ACTED_IN]->(x:Movie) RETURN a.screen_name, collect(x.name) AS titles",
        ),
        (
            "MATCH (m:Movie) WHERE NOT EXISTS { (m)<-[:RATED]-(:User) } RETURN m.title SKIP 5 LIMIT 5",
            "MATCH (m:Movie) WHERE NOT EXISTS { (m)<-[:RATED]-(:Person) } RETURN m.title SKIP 5 LIMIT 5",
        ),
        (
            "MATCH (u:User)-[:FOLLOWS]->(f) WITH u, count(f) AS following RETURN u.user_id, following",
            "MATCH (u:User)-[:FOLLOWS]->(f) WITH u, count(f) AS following RETURN u.born, following",
        ),
        (
            "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(d:Director) RETURN d.name, d.awards, m.title",
            "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(d:Director) RETURN d.name, m.awards, m.title",
        ),
    ],
    "companies": [
        (
            "MATCH (c:Company)-[:HQ_IN]->(ci:City) RETURN c.name, ci.population ORDER BY ci.population DESC",
            "MATCH (c:Company)-[:HQ_IN]->(ci:City) RETURN c.name, c.population ORDER BY c.population DESC",
        ),
        (
            "MATCH (p:Person)-[:WORKS_AT]->(c:Company)-[:IN_INDUSTRY]->(i:Industry {name: 'Tech'}) RETURN p.name",
            "MATCH (p:Person)-[:WORKS_AT]->(c:Company) WHERE c.industry = 'Tech' RETURN p.name",
        ),
        (
            "MATCH (a:Article)-[:MENTIONS]->(c:Company) RETURN c.name, avg(a.sentiment) AS mood",
            "MATCH (a:Article)-[:MENTIONS]->(c:Company) RETURN c.name, avg(c.sentiment) AS mood",
        ),
        (
            "MATCH (c:Company)-[:HQ_IN]->(:City)-[:IN_COUNTRY]->(co:Country) RETURN co.name, count(c) AS n",
            "MATCH (c:Company)-[:IN_COUNTRY]->(co:Country) RETURN co.name, count(c) AS n",
        ),
        (
            "MATCH (p:Person)-[w:WORKS_AT]->(c:Company) WHERE w.since < 2010 RETURN p.name, p.title, c.name",
            "MATCH (p:Person)-[w:WORKS_AT]->(c:Company) WHERE p.since < 2010 RETURN p.name, p.title, c.name",
        ),
        (
            "MATCH (p:Person)-[:CEO_OF]->(c:Company) RETURN c.name, c.ticker, p.name, p.age",
            "MATCH (p:Person)-[:CEO_OF]->(c:Company) RETURN c.name, c.ticker, p.name, c.age",
        ),
        (
            "MATCH (s:Company)-[o:SUBSIDIARY_OF]->(parent:Company) RETURN parent.name, sum(o.share) AS owned",
            "MATCH (s:Company)-[o:SUBSIDIARY_OF]->(parent:Company) RETURN parent.name, sum(parent.share) AS owned",
        ),
        (
            "MATCH (p:Person)-[:LIVES_IN]->(ci:City) WITH ci, count(p) AS people "
            "RETURN ci.name, people ORDER BY people DESC",
            "MATCH (p:Person)-[:LIVES_IN]->(co:Country) WITH co, count(p) AS people "
            "RETURN co.name, people ORDER BY people DESC",
        ),
        (
            "MATCH (c:Company) WHERE c.founded < 1950 RETURN c {.name, .founded, .revenue}",
            "MATCH (c:Company) WHERE c.founded < 1950 RETURN c {.name, .founded, .employees}",
        ),
        (
            "MATCH (a:Article)-[:MENTIONS]->(p:Person) RETURN p.name, collect(DISTINCT a.title) AS articles",
            "MATCH (a:Article)-[:MENTIONS]->(p:Person) RETURN p.name, collect(DISTINCT p.date) AS articles",
        ),
    ],
    "forum": [
        (
            "MATCH (u:User)-[:WROTE]->(p:Post)-[:HAS_TAG]->(t:Tag) RETURN t.name, count(p) AS posts",
            "MATCH (u:User)-[:WROTE]->(c:Comment)-[:HAS_TAG]->(t:Tag) RETURN t.name, count(c) AS posts",
        ),
        (
            "MATCH (c:Comment)-[:REPLY_OF]->(p:Post) RETURN p.title, count(c) AS replies ORDER BY replies DESC",
            "MATCH (c:Comment)-[:REPLY_OF]->(p:Post) RETURN c.title, count(c) AS replies ORDER BY replies DESC",
        ),
        (
            "MATCH (f:Forum)-[:CONTAINS]->(p:Post) WHERE p.score > 10 RETURN f.title, f.members",
            "MATCH (f:Forum)-[:CONTAINS]->(p:Post) WHERE p.score > 10 RETURN f.title, f.score",
        ),
        (
            "MATCH (u:User)-[m:MEMBER_OF]->(f:Forum) WHERE m.role = 'admin' RETURN u.name, u.karma",
            "MATCH (u:User)-[m:MEMBER_OF]->(f:Forum) WHERE u.role = 'admin' RETURN u.name, u.karma",
        ),
        (
            "MATCH (u:User)-[:LIKES]->(x) WITH u, count(x) AS likes RETURN u.name, likes",
            "MATCH (u:User)-[:LIKES]->(x:Tag) WITH u, count(x) AS likes RETURN u.name, likes",
        ),
        (
            "MATCH (u:User) OPTIONAL MATCH (u)-[:WROTE]->(p:Post) RETURN u.name, count(p) AS posts",
            "MATCH (u:User) OPTIONAL MATCH (u)-[:WROTE]->(p:Post) RETURN u.title, count(p) AS posts",
        ),
        (
            "MATCH (p:Post) RETURN p.title, [(p)<-[:REPLY_OF]-(c:Comment) | c.text][..3] AS replies",
            "MATCH (p:Post) RETURN p.title, [(p)<-[:REPLY_OF]-(c:Comment) | c.score][..3] AS replies",
        ),
        (
            "MATCH (u:User)-[:WROTE]->(p:Post) WITH u, collect(p) AS posts UNWIND posts AS q RETURN u.name, q.title",
            "MATCH (u:User)-[:WROTE]->(p:Post) WITH u, collect(p) AS posts UNWIND posts AS q RETURN u.name, q.name",
        ),
    ],
}


def run(per_schema: int = 150, seed: int = 0) -> Report:
    report = Report(kinds={k: KindResult(k) for k in KINDS})
    for space in schemas():
        rng = random.Random(f"{seed}:{space.name}")
        gen = Generator(space, rng)
        seen: set[str] = set()
        tries = 0
        while len(seen) < per_schema and tries < per_schema * 20:
            tries += 1
            template, draft = gen.query()
            clean = draft.text(template)
            if clean in seen:
                continue
            seen.add(clean)
            ok, issues = _passes(clean, space)
            if not ok:
                report.flagged_clean.append(f"[{space.name}] {clean} -> {issues}")
                continue
            report.clean += 1
            for index, site in enumerate(draft.sites):
                if not site.wrong:
                    continue
                mutant = draft.text(template, index, random.Random(f"{seed}:{clean}:{index}"))
                _count(report, site.kind, mutant, space)
            for mutant in _reversed(clean, space):
                _count(report, "reversed", mutant, space)
        for clean, mutant in HAND_WRITTEN.get(space.name, []):
            ok, issues = _passes(clean, space)
            if not ok:
                report.flagged_clean.append(f"[{space.name}] {clean} -> {issues}")
                continue
            report.clean += 1
            _count(report, "hand-written", mutant, space)
    return report


def _reversed(clean: str, space: SpaceSchema) -> list[str]:
    """``(a:A)-[:T]->(b:B)`` written both sides, T joining A→B but never B→A: reversed."""
    out = []
    for m in re.finditer(r"\((\w+):(\w+)\)(-\[(\w*):(\w+)\]->|<-\[(\w*):(\w+)\]-)\((\w+):(\w+)\)", clean):
        left, right = m.group(2), m.group(9)
        rtype = m.group(5) or m.group(7)
        item = space.edges.get(rtype)
        if item is None:
            continue
        out_arrow = m.group(3).startswith("-")
        src, dst = (left, right) if out_arrow else (right, left)
        if (dst, src) in item.endpoints:
            continue  # both ways exist: reversing is valid
        body = m.group(3)
        flipped = f"<{body[:-1]}" if out_arrow else f"{body[1:]}>"
        out.append(clean[: m.start(3)] + flipped + clean[m.end(3) :])
    return out


def _count(report: Report, kind: str, mutant: str, space: SpaceSchema) -> None:
    result = report.kinds[kind]
    result.mutants += 1
    ok, _issues = _passes(mutant, space)
    if ok:
        result.passed += 1
        if len(result.examples) < 5:
            result.examples.append(f"[{space.name}] {mutant}")


KINDS = ("other-label-property", "other-type-property", "never-connects", "reversed", "hand-written")


def format_report(report: Report) -> str:
    total = report.clean + len(report.flagged_clean)
    lines = [
        f"clean queries: {total}; flagged: {len(report.flagged_clean)} ({len(report.flagged_clean) / max(1, total):.1%})",
        f"false-schema mutants passing `r3 lint --strict`: {report.passed} / {report.mutants} "
        f"({report.passed / max(1, report.mutants):.1%})",
        "",
        f"{'kind':<22} {'mutants':>8} {'pass':>6} {'rate':>8}",
    ]
    for k in report.kinds.values():
        rate = k.passed / k.mutants if k.mutants else 0.0
        lines.append(f"{k.kind:<22} {k.mutants:>8} {k.passed:>6} {rate:>8.1%}")
    for k in report.kinds.values():
        lines.extend(f"  passes ({k.kind}): {e}" for e in k.examples)
    lines.extend(f"  flagged clean: {e}" for e in report.flagged_clean[:10])
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-schema", type=int, default=150, help="clean queries per schema")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", type=Path, help="write the report as JSON")
    args = ap.parse_args(argv)
    report = run(args.per_schema, args.seed)
    print(format_report(report))
    if args.json:
        args.json.write_text(json.dumps(asdict(report), ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
