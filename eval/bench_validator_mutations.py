"""How many schema mistakes does the validator catch? Mutation testing on the dev gold queries.

    python eval/bench_validator_mutations.py [--shared ../shared] [--json OUT] [--seed 0]

Each distinct dev gold query that parses and validates clean is mutated on its AST, one
site at a time, with four kinds of mistakes a model makes:

- ``wrong-edge``: an edge type name replaced by a plausible one that does not exist
  (``likes``, ``has_serve``, ``lkie``) — in patterns, OVER, FETCH/LOOKUP/INSERT targets and
  ``edge.prop`` references;
- ``misspelt-property``: a property name misspelt (``v.player.aeg``, ``{nmae: …}``,
  ``properties(vertex).bron``);
- ``missing-qualifier``: the tag dropped from a vertex property (``v.player.name`` →
  ``v.name`` in MATCH, ``$$.player.name`` → ``$$.name`` in GO);
- ``tag-edge-swap``: an existing edge type where a tag is needed, or a tag where an edge
  type is needed.

A mutant is printed with :func:`r3.lang.printer.to_text` and parsed again (so the check
covers what a model would actually emit), then validated. It counts as *detected* when the
validator reports an issue of the kind's expected code(s). The baseline measured in the same
run is the unmutated queries: any issue there is a false alarm (known-bad gold queries are
listed separately: they ran with an empty result, consistent with NebulaGraph refusing them).
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eval/ is not a package
from _bench_common import bench_parser, load_dev_rows, on_path  # noqa: E402

on_path()

from r3.contracts.schema import SpaceSchema  # noqa: E402
from r3.errors import R3Error  # noqa: E402
from r3.lang import ast  # noqa: E402
from r3.lang.ddl import load_space_schema  # noqa: E402
from r3.lang.validator import issues as codes  # noqa: E402
from r3.lang.validator import validate  # noqa: E402

KINDS = ("wrong-edge", "misspelt-property", "missing-qualifier", "tag-edge-swap")
EXPECTED: dict[str, frozenset[str]] = {
    "wrong-edge": frozenset({codes.UNKNOWN_EDGE, codes.UNKNOWN_INDEX_TARGET}),
    "misspelt-property": frozenset({codes.UNKNOWN_PROPERTY}),
    "missing-qualifier": frozenset({codes.MISSING_TAG_QUALIFIER}),
    "tag-edge-swap": frozenset({codes.WRONG_KIND, codes.WRONG_SCHEMA}),
}
BUILTIN_EDGE_PROPS = frozenset({"_src", "_dst", "_rank", "_type"})


# --------------------------------------------------------------------------- mutation sites


@dataclass
class Site:
    """One place in a tree where a mistake of ``kind`` can be made; ``apply`` makes it."""

    kind: str
    what: str
    apply: Callable[[random.Random], None]


def _setter(container: Any, key: Any) -> Callable[[str], None]:
    if isinstance(container, list):
        return lambda value: container.__setitem__(key, value)
    return lambda value: setattr(container, key, value)


def _map_key_setter(items: list[tuple[str, ast.Expr]], j: int) -> Callable[[str], None]:
    return lambda value: items.__setitem__(j, (value, items[j][1]))


class SiteFinder:
    """Finds mutation sites from the tree's structure and the schema's name lists only."""

    def __init__(self, space: SpaceSchema) -> None:
        self.space = space
        self.tags = list(space.tags)
        self.edges = list(space.edges)
        self.props = space.all_property_names
        self.taken = {n.lower() for n in [*self.tags, *self.edges, *self.props, *BUILTIN_EDGE_PROPS]}
        self.sites: list[Site] = []

    # names ------------------------------------------------------------------

    def misspell(self, word: str, rng: random.Random) -> str:
        """A typo of ``word`` that is no name of the schema (swap, drop, double or change a letter)."""
        letters = "abcdefghijklmnopqrstuvwxyz"
        for _ in range(200):
            i = rng.randrange(len(word))
            op = rng.choice(("swap", "drop", "double", "change"))
            if op == "swap" and i + 1 < len(word) and word[i] != word[i + 1]:
                typo = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
            elif op == "drop" and len(word) > 3:
                typo = word[:i] + word[i + 1 :]
            elif op == "double":
                typo = word[:i] + word[i] + word[i:]
            elif op == "change" and word[i].isalpha():
                typo = word[:i] + rng.choice(letters.replace(word[i].lower(), "")) + word[i + 1 :]
            else:
                continue
            if typo.lower() not in self.taken and typo.lower() != word.lower() and typo[0].isalpha():
                return typo
        return word + "_x"

    def wrong_edge(self, name: str, rng: random.Random) -> str:
        """A plausible edge type that does not exist: plural, prefixed, suffixed or misspelt."""
        options = [name + "s", "has_" + name, name + "_of", name + "_by", self.misspell(name, rng)]
        options = [o for o in options if o.lower() not in self.taken]
        return rng.choice(options)

    # registration -----------------------------------------------------------

    def add(self, kind: str, what: str, apply: Callable[[random.Random], None]) -> None:
        self.sites.append(Site(kind, what, apply))

    def edge_name(self, name: str, set_: Callable[[str], None], where: str) -> None:
        if name not in self.space.edges:
            return
        self.add("wrong-edge", f"{where} {name}", lambda rng: set_(self.wrong_edge(name, rng)))
        if self.tags:
            self.add("tag-edge-swap", f"{where} {name} -> tag", lambda rng: set_(rng.choice(self.tags)))

    def tag_name(self, name: str, set_: Callable[[str], None], where: str) -> None:
        if name in self.space.tags and self.edges:
            self.add("tag-edge-swap", f"{where} {name} -> edge", lambda rng: set_(rng.choice(self.edges)))

    def prop_name(self, name: str, set_: Callable[[str], None], where: str) -> None:
        if name in self.props:
            self.add("misspelt-property", f"{where} {name}", lambda rng: set_(self.misspell(name, rng)))

    # walking ----------------------------------------------------------------

    def find(self, tree: ast.Node) -> list[Site]:
        self.sites = []
        for stmt in _leaf_statements(tree):
            self.statement(stmt)
        return self.sites

    def statement(self, stmt: ast.Node) -> None:
        in_match = isinstance(stmt, ast.CypherQuery)
        inner: set[int] = set()
        for node in stmt.walk():
            if isinstance(node, ast.Property) and isinstance(node.obj, ast.Property):
                inner.add(id(node.obj))
        for node in stmt.walk():
            if isinstance(node, ast.Property) and id(node) not in inner:
                self.property(node, in_match)
            else:
                self.node(node)

    def node(self, node: ast.Node) -> None:
        if isinstance(node, ast.NodePattern):
            for j, label in enumerate(node.labels):
                self.tag_name(label, _setter(node.labels, j), "node label")
            self.map_keys(node.properties, "node map key")
        elif isinstance(node, ast.RelPattern):
            for j, name in enumerate(node.types):
                self.edge_name(name, _setter(node.types, j), "relationship type")
            self.map_keys(node.properties, "relationship map key")
        elif isinstance(node, ast.LabelCheck):
            for j, label in enumerate(node.labels):
                self.tag_name(label, _setter(node.labels, j), "label check")
        elif isinstance(node, ast.OverClause):
            for j, name in enumerate(node.edges):
                self.edge_name(name, _setter(node.edges, j), "OVER")
        elif isinstance(node, ast.GetSubgraph):
            for _direction, names in node.directions:
                for j, name in enumerate(names):
                    self.edge_name(name, _setter(names, j), "SUBGRAPH edge")
        elif isinstance(node, ast.FetchVertices):
            for j, name in enumerate(node.tags):
                self.tag_name(name, _setter(node.tags, j), "FETCH ON")
        elif isinstance(node, (ast.FetchEdges, ast.InsertEdge, ast.UpdateEdge, ast.DeleteEdge)):
            self.edge_name(node.edge, _setter(node, "edge"), f"{type(node).__name__} edge")
            if isinstance(node, ast.InsertEdge):
                for j, prop in enumerate(node.props):
                    self.prop_name(prop, _setter(node.props, j), "INSERT EDGE prop")
        elif isinstance(node, ast.Lookup):
            if node.schema in self.space.edges:
                self.edge_name(node.schema, _setter(node, "schema"), "LOOKUP ON")
            else:
                self.tag_name(node.schema, _setter(node, "schema"), "LOOKUP ON")
        elif isinstance(node, ast.TagProps):
            self.tag_name(node.tag, _setter(node, "tag"), "INSERT VERTEX tag")
            for j, prop in enumerate(node.props):
                self.prop_name(prop, _setter(node.props, j), "INSERT VERTEX prop")
        elif isinstance(node, ast.UpdateVertex) and node.tag:
            self.tag_name(node.tag, _setter(node, "tag"), "UPDATE VERTEX ON")
        elif isinstance(node, ast.SetItem) and isinstance(node.target, ast.Variable):
            self.prop_name(node.target.name, _setter(node.target, "name"), "SET")

    def map_keys(self, props: ast.Expr | None, where: str) -> None:
        if isinstance(props, ast.MapLiteral):
            for j, (key, _value) in enumerate(props.items):
                self.prop_name(key, _map_key_setter(props.items, j), where)

    def property(self, node: ast.Property, in_match: bool) -> None:
        """The outermost Property of a chain: ``v.tag.prop``, ``$$.tag.prop``, ``edge.prop``, …"""
        names: list[str] = []
        base: ast.Expr = node
        while isinstance(base, ast.Property):
            names.append(base.name)
            base = base.obj
        names.reverse()
        if isinstance(base, (ast.InputRef, ast.Parameter)):
            return
        leaf = names[-1]
        tagged = (
            len(names) == 2
            and names[0] in self.space.tags
            and (isinstance(base, (ast.SrcRef, ast.DstRef)) or (in_match and isinstance(base, ast.Variable)))
        )
        if tagged:
            tag_node = node.obj
            assert isinstance(tag_node, ast.Property)
            self.add(
                "missing-qualifier", f"{names[0]}.{leaf}", lambda rng: setattr(node, "obj", tag_node.obj)
            )
            self.tag_name(names[0], _setter(tag_node, "name"), "qualifier")
            self.prop_name(leaf, _setter(node, "name"), "property")
            return
        if len(names) != 1:
            return
        if isinstance(base, ast.FunctionCall) and base.name.lower() == "properties":
            self.prop_name(leaf, _setter(node, "name"), "properties()")
        elif isinstance(base, ast.Variable) and not in_match:
            if base.name in self.space.edges:
                self.edge_name(base.name, _setter(base, "name"), "edge qualifier")
            else:
                self.tag_name(base.name, _setter(base, "name"), "tag qualifier")
            self.prop_name(leaf, _setter(node, "name"), "property")
        elif isinstance(base, ast.Variable):
            self.prop_name(leaf, _setter(node, "name"), "property")


def _leaf_statements(node: ast.Node) -> Iterator[ast.Node]:
    if isinstance(node, ast.Script):
        for s in node.statements:
            yield from _leaf_statements(s)
    elif isinstance(node, ast.Pipe):
        for s in node.parts:
            yield from _leaf_statements(s)
    elif isinstance(node, ast.Assignment):
        yield from _leaf_statements(node.statement)
    elif isinstance(node, ast.SetOperation):
        yield from _leaf_statements(node.left)
        yield from _leaf_statements(node.right)
    elif isinstance(node, ast.Explain):
        yield from _leaf_statements(node.body)
    else:
        yield node


# --------------------------------------------------------------------------- the run


@dataclass
class KindResult:
    kind: str
    mutants: int = 0
    detected: int = 0
    flagged: int = 0  # any issue at all, whatever its code
    unprintable: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.detected / self.mutants if self.mutants else 0.0


@dataclass
class BenchResult:
    queries: int
    unparsed: int
    clean: int
    false_alarms: list[dict[str, Any]]
    known_bad: list[dict[str, Any]]
    kinds: dict[str, KindResult]
    round_trip: bool


def _has_rows(gold_result: object) -> bool:
    """Whether NebulaGraph returned rows (the field is a list, or its text form in some rows)."""
    if isinstance(gold_result, str):
        return gold_result.strip() not in ("", "[]")
    return bool(gold_result)


def _reprint() -> Callable[[ast.Script], ast.Script] | None:
    """print → parse, when the printer exists; otherwise mutants are validated as trees."""
    try:
        from r3.lang.parser import parse
        from r3.lang.printer import to_text
    except ImportError:
        return None
    return lambda tree: parse(to_text(tree, "ngql"), dialect="ngql")


def run(shared: Path, *, seed: int = 0) -> BenchResult:
    from r3.lang.parser import parse

    rows = load_dev_rows(shared)
    graphs = shared / "datasets" / "nl2gql" / "graphs"
    schemas: dict[str, SpaceSchema] = {}
    reprint = _reprint()
    seen: dict[tuple[str, str], bool] = {}  # (space, gold) -> any row had a non-empty result
    for row in rows:
        key = (row["space"], row["gold"])
        seen[key] = seen.get(key, False) or _has_rows(row.get("gold_result"))
    kinds = {k: KindResult(k) for k in KINDS}
    unparsed = clean = 0
    false_alarms: list[dict[str, Any]] = []
    known_bad: list[dict[str, Any]] = []
    for (space_name, gold), has_rows in seen.items():
        if space_name not in schemas:
            schemas[space_name] = load_space_schema(graphs, space_name)
        space = schemas[space_name]
        try:
            tree = parse(gold, dialect="ngql")
        except R3Error:
            unparsed += 1
            continue
        found = validate(tree, space)
        if found:
            entry = {"space": space_name, "gold": gold, "issues": [str(i) for i in found]}
            (false_alarms if has_rows else known_bad).append(entry)
            continue
        clean += 1
        finder = SiteFinder(space)
        sites = finder.find(tree)
        for index, site in enumerate(sites):
            mutant = copy.deepcopy(tree)
            rng = random.Random(f"{seed}:{space_name}:{gold}:{index}")
            SiteFinder(space).find(mutant)[index].apply(rng)
            result = kinds[site.kind]
            result.mutants += 1
            checked: ast.Script | ast.Statement = mutant
            if reprint is not None:
                try:
                    checked = reprint(mutant)
                except R3Error:
                    result.unprintable += 1
            issues = validate(checked, space)
            if issues:
                result.flagged += 1
            if any(i.code in EXPECTED[site.kind] for i in issues):
                result.detected += 1
            else:
                shown = _text(checked)
                result.misses.append(f"[{space_name}] {site.what}: {shown} -> {[str(i) for i in issues]}")
    return BenchResult(
        queries=len(seen),
        unparsed=unparsed,
        clean=clean,
        false_alarms=false_alarms,
        known_bad=known_bad,
        kinds=kinds,
        round_trip=reprint is not None,
    )


# --------------------------------------------------------------------------- TCK cross-check


@dataclass
class TckResult:
    """NebulaGraph's own verdicts on its nba test queries, against the validator's.

    ``succeed``: queries the scenario expects to run; ``errors_on_success``: those that got an
    ``error``-severity issue (false alarms; ``no-index`` is left out because NebulaGraph's
    test space has more indexes than the importer config declares); ``warned``: those with
    only warnings (NULL-reading names the TCK uses on purpose). ``refused``: queries expected
    to raise an error; ``refused_flagged``: those the validator flags (by NebulaGraph's
    error class).
    """

    succeed: int = 0
    errors_on_success: list[str] = field(default_factory=list)
    warned: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    refused_flagged: dict[str, int] = field(default_factory=dict)
    unparsed: int = 0


_ERROR_STEP = re.compile(r"an? (\w+Error) should be raised", re.IGNORECASE)
_DDL = (ast.CreateSchema, ast.AlterSchema, ast.CreateIndex, ast.Drop)


def tck_scenarios(root: Path) -> Iterator[tuple[str, list[tuple[int, str, str]]]]:
    """nba scenarios as ``(label, [(line, query, outcome step text)])`` in scenario order.

    Scenarios that build their own space or schema (an empty graph, ``having executed``) are
    left out; DDL queries inside a scenario are applied by :func:`run_tck`.
    """
    from r3.eval.tck.gherkin import query_steps, read_feature

    for path in sorted(root.rglob("*.feature")):
        feature = read_feature(path)
        for scenario in feature.scenarios:
            if "skip" in {t.lstrip("@") for t in [*feature.tags, *scenario.tags]}:
                continue
            setup = [s.text for s in [*scenario.background, *scenario.steps] if s.docstring is None]
            own = [s.text.lower() for s in scenario.steps if s.docstring is None]
            if not any('space named "nba"' in text for text in setup):
                continue
            if any(
                w in text
                for text in own
                for w in ("empty graph", "create a space", "having executed", "space named")
            ):
                continue
            queries = [
                (step.line, step.docstring or "", outcome.text if outcome is not None else "")
                for step, outcome in query_steps(scenario)
            ]
            yield f"{path.relative_to(root)} ({scenario.name})", queries


def run_tck(shared: Path) -> TckResult | None:
    """Validate the nba TCK queries (None when the TCK features are not there)."""
    from r3.lang.ddl import apply_ddl, schema_from_importer_config
    from r3.lang.parser import parse

    root = shared / "tck" / "features"
    config = shared / "datasets" / "nebula-nba" / "config.yaml"
    if not root.is_dir() or not config.is_file():
        return None
    nba = schema_from_importer_config(config).space("nba")
    result = TckResult()
    for label, queries in tck_scenarios(root):
        space = copy.deepcopy(nba)
        for line, query, outcome in queries:
            try:
                tree = parse(query, dialect="ngql")
            except R3Error:
                result.unparsed += 1
                continue
            for stmt in tree.statements:
                if isinstance(stmt, _DDL):
                    with contextlib.suppress(R3Error):
                        apply_ddl(space, stmt)
            issues = validate(tree, space)
            low = outcome.lower()
            if low.startswith("the result should be") or low.startswith("the execution should be successful"):
                result.succeed += 1
                errors = [i for i in issues if i.severity == "error" and i.code != codes.NO_INDEX]
                if errors:
                    result.errors_on_success.append(
                        f"{label}:{line}: {query!r} -> {[str(i) for i in errors]}"
                    )
                elif issues:
                    result.warned += 1
            elif match := _ERROR_STEP.search(outcome):
                cls = match.group(1)
                result.refused[cls] = result.refused.get(cls, 0) + 1
                result.refused_flagged[cls] = result.refused_flagged.get(cls, 0) + bool(issues)
    return result


def format_tck(result: TckResult) -> str:
    lines = [
        f"TCK nba queries NebulaGraph runs: {result.succeed}; with an error-severity issue (false alarms): "
        f"{len(result.errors_on_success)}; with warnings only: {result.warned}",
        "TCK nba queries NebulaGraph refuses, flagged by the validator (most refusals are not schema "
        "mistakes: syntax, aggregation rules, overflow …):",
    ]
    for cls, total in sorted(result.refused.items()):
        lines.append(f"  {cls:<16} {result.refused_flagged.get(cls, 0):>4} / {total}")
    lines.extend(f"  false alarm: {e}" for e in result.errors_on_success)
    return "\n".join(lines)


def _text(tree: ast.Node) -> str:
    try:
        from r3.lang.printer import to_text

        return to_text(tree, "ngql")
    except (ImportError, R3Error):
        return repr(tree)


def format_table(result: BenchResult) -> str:
    lines = [
        f"distinct dev gold queries: {result.queries}  (parsed: {result.queries - result.unparsed}, "
        f"clean: {result.clean}, mutants re-parsed from printed text: {'yes' if result.round_trip else 'no'})",
        f"false alarms on unmutated gold (queries with rows): {len(result.false_alarms)}",
        f"gold queries flagged that NebulaGraph returned no rows for: {len(result.known_bad)}",
        "",
        f"{'kind':<20} {'mutants':>8} {'detected':>9} {'rate':>8} {'any issue':>10} {'unprintable':>12}",
    ]
    for k in result.kinds.values():
        lines.append(
            f"{k.kind:<20} {k.mutants:>8} {k.detected:>9} {k.rate:>8.2%} {k.flagged:>10} {k.unprintable:>12}"
        )
    for entry in result.false_alarms + result.known_bad:
        lines.append(f"  flagged gold [{entry['space']}]: {entry['gold']!r}: {entry['issues']}")
    for k in result.kinds.values():
        for miss in k.misses[:5]:
            lines.append(f"  missed {k.kind}: {miss}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = bench_parser(__doc__)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    result = run(args.shared.resolve(), seed=args.seed)
    print(format_table(result))
    tck = run_tck(args.shared.resolve())
    if tck is not None:
        print()
        print(format_tck(tck))
    if args.json:
        data: dict[str, Any] = asdict(result)
        for name, k in result.kinds.items():
            data["kinds"][name]["rate"] = k.rate
        data["tck"] = asdict(tck) if tck is not None else None
        args.json.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
