"""The backend contract, checked (issue 27 §1): written once, implemented whole, never probed.

Three rules, each a test:

- **implemented whole**: every backend registered by r3 (each URL scheme of
  :data:`r3.graph.connect.BACKENDS`), the embedded :class:`~r3.engine.engine.Engine` and the
  worked example of docs/extending.md has every member of
  :class:`~r3.contracts.backend.GraphBackend`, with each method accepting the protocol's
  parameters (same names, same kinds, defaults where the protocol has them), and declares
  :class:`~r3.contracts.backend.BackendTraits`;
- **no class tests**: outside :mod:`r3.graph`, no ``isinstance``/``issubclass`` names a concrete
  backend class (a class deriving from :class:`~r3.contracts.backend.BaseBackend`, found in the
  source) — callers read ``traits``, ``store`` and the other declared members instead;
- **no probing**: outside :mod:`r3.graph`, no ``getattr``/``hasattr`` reads a backend (an object
  named ``backend``/``graph``/``…_backend``) or a member only backends have (``traits``,
  ``vid_property``, ``counts`` …), except the sites in :data:`ALLOWED`, each with its reason.

The scans are :mod:`ast` walks of the source tree, so they also fail on code that never runs in
a test.
"""

from __future__ import annotations

import ast
import inspect
import re
import typing
from pathlib import Path
from typing import Any

import pytest

from r3.contracts.backend import BackendTraits, GraphBackend, SpacePool
from r3.contracts.schema import SpaceSchema
from r3.engine.engine import Engine
from r3.engine.runner import GraphPool
from r3.errors import R3Error
from r3.eval.falkordb_backend import FalkorEvalBackend, FalkorSpaces
from r3.eval.harness import EngineBackend, LiveBackend
from r3.eval.ladybug_backend import LadybugEvalBackend
from r3.eval.scoring_backend import ScoringBackend
from r3.graph.connect import BACKENDS, BackendKind, open_backend
from r3.graph.ladybug_spaces import LadybugSpaces

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "r3"
DOC = ROOT / "docs" / "extending.md"

#: A URL per scheme r3 registers that opens without a server (servers connect lazily).
URLS = {
    "embedded": "embedded://",
    "ladybug": "ladybug://",
    "nebula": "nebula://u:p@127.0.0.1:9669/nba",
    "neo4j": "neo4j://u:p@127.0.0.1:7687/neo4j",
    "falkordb": "falkordb://127.0.0.1:6379/g",
}
#: Optional clients a scheme needs at open time (skipped with the reason when missing).
NEEDS = {"ladybug": "real_ladybug", "nebula": "nebula3", "neo4j": "neo4j", "falkordb": "falkordb"}

#: Members only backends have: probing any object for one of them is probing a backend.
BACKEND_ONLY = frozenset(
    {
        "traits",
        "vid_property",
        "counts",
        "change_token",
        "change_tokens",
        "load_space",
        "read_only",
        "convert",
    }
)
#: Names under which code holds a backend.
BACKEND_NAME = re.compile(r"(?:^|_)(?:backend|graph)$")

#: (file, target as written, attribute) → why this site reads something else than a GraphBackend.
ALLOWED: dict[tuple[str, str, str], str] = {}


# --------------------------------------------------------------------------- implemented whole


def _protocol_members() -> tuple[dict[str, inspect.Signature], set[str]]:
    """The protocol's methods (with signatures) and its data members (attributes, properties)."""
    methods: dict[str, inspect.Signature] = {}
    data: set[str] = set(typing.get_type_hints(GraphBackend))
    for name, value in vars(GraphBackend).items():
        if isinstance(value, property):
            data.add(name)
        elif callable(value) and (not name.startswith("_") or name in ("__enter__", "__exit__")):
            methods[name] = inspect.signature(value)
    return methods, data


def contract_problems(backend: Any) -> list[str]:
    """What ``backend`` misses of the protocol (empty: it implements all of it)."""
    methods, data = _protocol_members()
    problems = [f"no member {name!r}" for name in sorted(data | set(methods)) if not hasattr(backend, name)]
    for name, wanted in methods.items():
        found = getattr(backend, name, None)
        if not callable(found):
            problems.append(f"{name} is not a method")
            continue
        got = inspect.signature(found)
        problems += [f"{name}: {p}" for p in _signature_problems(wanted, got)]
    if not isinstance(getattr(backend, "traits", None), BackendTraits):
        problems.append("traits is not a BackendTraits")
    else:
        traits = backend.traits
        if traits.dry_run not in typing.get_args(typing.get_type_hints(BackendTraits)["dry_run"]):
            problems.append(f"traits.dry_run {traits.dry_run!r} is not one of the declared ways")
        if not traits.name or not isinstance(traits.lacks, frozenset):
            problems.append("traits need a name and a frozenset of what the backend lacks")
    return problems


def _signature_problems(wanted: inspect.Signature, got: inspect.Signature) -> list[str]:
    """Whether a bound method ``got`` accepts every call the protocol's ``wanted`` allows."""
    params = [p for p in wanted.parameters.values() if p.name != "self"]
    have = got.parameters
    takes_kwargs = any(p.kind is p.VAR_KEYWORD for p in have.values())
    takes_args = any(p.kind is p.VAR_POSITIONAL for p in have.values())
    out = []
    for p in params:
        if p.kind is p.VAR_POSITIONAL:
            if not takes_args:
                out.append("takes no *args")
            continue
        mine = have.get(p.name)
        if mine is None:
            if not (takes_kwargs and p.kind is p.KEYWORD_ONLY):
                out.append(f"no parameter {p.name!r}")
            continue
        if p.kind is p.KEYWORD_ONLY and mine.kind not in (mine.KEYWORD_ONLY, mine.POSITIONAL_OR_KEYWORD):
            out.append(f"{p.name!r} cannot be passed by keyword")
        if p.kind is p.POSITIONAL_OR_KEYWORD and mine.kind is not mine.POSITIONAL_OR_KEYWORD:
            out.append(f"{p.name!r} cannot be passed by position")
        if p.default is not p.empty and mine.default is mine.empty:
            out.append(f"{p.name!r} needs a default, as in the protocol")
    named = {p.name for p in params}
    for extra in have.values():
        variadic = extra.kind in (extra.VAR_KEYWORD, extra.VAR_POSITIONAL)
        if extra.name not in named and not variadic and extra.default is extra.empty:
            out.append(f"extra parameter {extra.name!r} without a default")
    return out


class _Partial:
    """Half a backend: what the check must reject."""

    dialect = "ngql"
    traits = BackendTraits("half", "explain", False)

    def schema(self) -> Any: ...

    def execute(self, query: str, *, space: str | None = None) -> Any: ...


def test_the_check_rejects_half_a_backend() -> None:
    problems = contract_problems(_Partial())
    assert "no member 'close'" in problems and "no member 'store'" in problems
    assert "execute: no parameter 'params'" in problems and "execute: no parameter 'allow_writes'" in problems


def _is_r3s(name: str) -> bool:
    """Whether r3 itself registered ``name`` (not a test's or a plugin's entry)."""
    kind = BACKENDS.get(name)
    opener = kind.opener if isinstance(kind, BackendKind) else kind
    where = opener if isinstance(opener, str) else opener.__module__
    return where.startswith("r3.")


def test_every_scheme_r3_registers_is_checked() -> None:
    ours = {name for name in BACKENDS.names() if _is_r3s(name)}
    assert ours <= set(URLS), f"add a URL for {sorted(ours - set(URLS))} to URLS: every backend is checked"


@pytest.mark.parametrize("scheme", sorted(URLS))
def test_every_registered_backend_implements_the_whole_protocol(scheme: str) -> None:
    if scheme in NEEDS:
        pytest.importorskip(NEEDS[scheme])
    with open_backend(URLS[scheme]) as backend:
        assert isinstance(backend, GraphBackend)
        assert contract_problems(backend) == [], f"{scheme}: {type(backend).__name__}"


def test_the_engine_and_the_extending_example_implement_it_too() -> None:
    assert contract_problems(Engine()) == []
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## A graph backend") :]
    code = section[section.index("```python\n") + 10 : section.index("\n```", section.index("```python"))]
    names: dict[str, Any] = {}
    try:
        exec(compile(code, str(DOC), "exec"), names)  # noqa: S102 - the page's own example
    finally:
        BACKENDS.unregister("memo")
    memo = names["MemoBackend"](None, read_only=True)
    assert contract_problems(memo) == []


def test_traits_say_how_each_backend_dry_runs() -> None:
    """The facts the pipeline reads, per backend (servers EXPLAIN; in-process databases run the read)."""
    pytest.importorskip("real_ladybug")
    with open_backend("embedded://") as e, open_backend("ladybug://") as lb:
        assert (e.traits.dry_run, e.traits.one_graph_per_database) == ("read_only_run", False)
        assert e.store is not None and lb.store is None
        assert (lb.traits.dry_run, lb.traits.one_graph_per_database) == ("read_only_run", True)
    for scheme, dry_run in (("nebula", "explain"), ("neo4j", "explain"), ("falkordb", "read_only_run")):
        pytest.importorskip(NEEDS[scheme])
        with open_backend(URLS[scheme]) as server:
            assert (server.traits.dry_run, server.store) == (dry_run, None)


# --------------------------------------------------------------------------- the source scans


def _sources() -> list[tuple[str, ast.AST]]:
    return [
        (str(p.relative_to(ROOT)), ast.parse(p.read_text(encoding="utf-8")))
        for p in sorted(PACKAGE.rglob("*.py"))
    ]


def concrete_backend_classes(trees: list[tuple[str, ast.AST]]) -> set[str]:
    """Names of the classes that derive (directly or not) from BaseBackend, anywhere in r3."""
    bases: dict[str, set[str]] = {}
    for _, tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(_last_name(b) for b in node.bases)
    found = {"BaseBackend"}
    while True:
        more = {name for name, of in bases.items() if of & found} - found
        if not more:
            return found - {"BaseBackend"}
        found |= more


def _last_name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _class_names(node: ast.expr) -> list[str]:
    return (
        [n for e in node.elts for n in _class_names(e)] if isinstance(node, ast.Tuple) else [_last_name(node)]
    )


def class_tests(tree: ast.AST, concrete: set[str]) -> list[tuple[int, str]]:
    """``isinstance``/``issubclass`` calls naming a concrete backend class: (line, class)."""
    out = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
        ):
            out += [(node.lineno, name) for name in _class_names(node.args[1]) if name in concrete]
    return out


def probes(tree: ast.AST) -> list[tuple[int, str, str]]:
    """``getattr``/``hasattr`` of a backend or of a backend-only member: (line, target, attribute)."""
    out = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and len(node.args) >= 2
        ):
            continue
        target = ast.unparse(node.args[0])
        attr = node.args[1].value if isinstance(node.args[1], ast.Constant) else ast.unparse(node.args[1])
        if BACKEND_NAME.search(_last_name(node.args[0])) or attr in BACKEND_ONLY:
            out.append((node.lineno, target, str(attr)))
    return out


@pytest.mark.parametrize(
    ("source", "isinstance_hits", "probe_hits"),
    [
        ("isinstance(g, LadybugBackend)", 1, 0),
        ("isinstance(g, (Engine, EmbeddedBackend))", 2, 0),
        ("isinstance(g, GraphBackend) and g.store is not None", 0, 0),
        ("getattr(backend, 'close', None)", 0, 1),
        ("getattr(self.graph, 'space', None)", 0, 1),
        ("getattr(thing, 'vid_property', 'vid')", 0, 1),
        ("hasattr(source_backend, 'counts')", 0, 1),
        ("getattr(stmt, 'yield_', None)", 0, 0),
        ("backend.close()", 0, 0),
    ],
)
def test_what_the_scans_catch(source: str, isinstance_hits: int, probe_hits: int) -> None:
    tree = ast.parse(source)
    concrete = {"LadybugBackend", "Engine", "EmbeddedBackend"}
    assert (len(class_tests(tree, concrete)), len(probes(tree))) == (isinstance_hits, probe_hits)


def _outside_graph(file: str) -> bool:
    return not file.startswith("r3/graph/")


def test_no_class_tests_of_concrete_backends_outside_r3_graph() -> None:
    trees = _sources()
    concrete = concrete_backend_classes(trees)
    assert {
        "EmbeddedBackend",
        "LadybugBackend",
        "FalkorDBBackend",
        "NebulaBackend",
        "Neo4jBackend",
        "Engine",
    } <= concrete
    hits = [
        f"{f}:{line} isinstance(…, {name})"
        for f, tree in trees
        if _outside_graph(f)
        for line, name in class_tests(tree, concrete)
    ]
    assert not hits, "read the backend's declared members (traits, store …) instead: " + "; ".join(hits)


def test_no_getattr_probing_of_backends_outside_r3_graph() -> None:
    hits = [
        f"{f}:{line} getattr({target}, {attr!r})"
        for f, tree in _sources()
        if _outside_graph(f)
        for line, target, attr in probes(tree)
        if (f, target, attr) not in ALLOWED
    ]
    assert not hits, "declare the member on GraphBackend (r3/contracts/backend.py) and read it: " + "; ".join(
        hits
    )


def test_allowed_sites_still_exist() -> None:
    sites = {(f, target, attr) for f, tree in _sources() for _, target, attr in probes(tree)}
    stale = [key for key in ALLOWED if key not in sites]
    assert not stale, f"ALLOWED names sites that are gone: {stale}"


# --------------------------------------------------------------------------- the defaults, refusing clearly


@pytest.mark.parametrize(
    ("scheme", "call", "message"),
    [
        ("embedded", lambda b: b.execute("YIELD $x AS x", params={"x": 1}), "takes no query parameters"),
        ("nebula", lambda b: b.load_space(SpaceSchema("s"), [], []), "cannot load a dump into NebulaGraph"),
        ("neo4j", lambda b: b.load_space(SpaceSchema("s"), [], []), "cannot load a dump into Neo4j"),
    ],
)
def test_what_a_backend_lacks_is_a_one_line_error(scheme: str, call: Any, message: str) -> None:
    if scheme in NEEDS:
        pytest.importorskip(NEEDS[scheme])
    with open_backend(URLS[scheme]) as backend, pytest.raises(R3Error) as info:
        call(backend)
    assert message in str(info.value) and "\n" not in str(info.value)


# --------------------------------------------------------------------------- pools and scoring backends


def _protocol_names(protocol: type) -> set[str]:
    """Every member a protocol declares (attributes, properties, methods)."""
    hinted = set(typing.get_type_hints(protocol))
    return hinted | {n for n in vars(protocol) if not n.startswith("_")}


def _missing(obj: Any, protocol: type) -> list[str]:
    cls = type(obj)
    hinted = set(typing.get_type_hints(cls))
    return sorted(
        n for n in _protocol_names(protocol) if not (hasattr(obj, n) or hasattr(cls, n) or n in hinted)
    )


def _pools(tmp: Path) -> list[Any]:
    pool = GraphPool(tmp)
    # FalkorSpaces needs a server only on first use of a space: None stands in for it here
    return [pool, LadybugSpaces(pool, use_cache=False), FalkorSpaces(pool, None)]  # type: ignore[arg-type]


def _scoring(tmp: Path) -> list[Any]:
    falkor = object.__new__(FalkorEvalBackend)  # its __init__ starts a server: the class is checked
    return [
        EngineBackend(tmp, [], writes="prepared", timeout_s=1),
        LiveBackend(open_backend("embedded://"), label="embedded://"),
        LadybugEvalBackend(tmp, [], writes="prepared", timeout_s=1, cache_dir=tmp / "cache"),
        falkor,
    ]


def test_every_pool_and_scoring_backend_has_its_protocols_members(tmp_path: Path) -> None:
    problems = {type(p).__name__: _missing(p, SpacePool) for p in _pools(tmp_path)}
    problems |= {type(s).__name__: _missing(s, ScoringBackend) for s in _scoring(tmp_path)}
    assert {k: v for k, v in problems.items() if v} == {}
    assert [p.dialect for p in _pools(tmp_path)] == ["ngql", "cypher", "cypher"]
    assert [p.backend("any") is None for p in _pools(tmp_path)[:1]] == [True]  # the engine's stores only


def test_the_member_check_can_fail() -> None:
    class Half:
        dialect = "ngql"

        def execute(self, space: str, query: str, script: Any) -> Any: ...

    assert _missing(Half(), ScoringBackend) == ["close", "description", "fingerprint", "pool", "schema"]
