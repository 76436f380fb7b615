"""The import rules of docs/architecture.md, checked on the source tree.

- Every ``r3`` module belongs to one layer; a module imports only from its own layer or
  lower ones (the table ``LAYERS`` below is the one in docs/architecture.md).
- No import cycles between r3's sub-packages (a package-level graph, module-level imports).
- Question-shape logic (a class with ``detect``, ``intents`` and ``build``) only in
  ``r3/understand/shapes/``, one module per shape.
- Imports inside functions only for optional dependencies: an ``r3`` module may be imported
  lazily only when it itself needs an optional extra at import time (``r3.api`` needs
  fastapi) — plus ``r3.Pipeline`` on the package root, so ``import r3`` stays cheap.
"""

from __future__ import annotations

import ast
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import pytest
import tomllib

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "r3"

#: Layers, bottom first: a module may import its own layer and the ones before it.
LAYERS: list[tuple[str, ...]] = [
    ("r3.errors", "r3.values", "r3.text", "r3.progress", "r3.cache", "r3.inputs", "r3.registry"),
    ("r3.contracts",),
    ("r3.lang",),
    ("r3.engine",),
    ("r3.graph", "r3.demo", "r3.ingest"),
    ("r3.models", "r3.embedders", "r3.retrieval", "r3.represent", "r3.lexical"),
    ("r3.freetext",),
    ("r3.understand",),
    ("r3.pipeline",),
    ("r3.eval",),
    ("r3.api", "r3.mcp_server", "r3.cli", "r3"),
]

#: The one home of question-shape logic (docs/architecture.md, "Where to add what").
SHAPES_HOME = PACKAGE / "understand" / "shapes"
#: What makes a class a question shape: the methods of ``r3.understand.shapes.Shape``.
SHAPE_METHODS = frozenset({"detect", "intents", "build"})

#: Lazy imports allowed although the target needs no optional extra, with the reason.
LAZY_ALLOWED = {("r3", "r3.pipeline.pipeline"): "r3.Pipeline without importing the pipeline on `import r3`"}


@dataclass(frozen=True)
class Import:
    source: str  # importing module
    target: str  # imported module (or module.attribute)
    line: int
    in_function: bool
    type_checking: bool


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def unit_of(module: str) -> str:
    """The layer unit a module belongs to: ``r3.lang.parser`` → ``r3.lang``; ``r3.cli.eval`` → ``r3.cli``."""
    parts = module.split(".")
    if len(parts) == 1:
        return module
    return f"r3.{parts[1]}"


def layer_of(module: str) -> int:
    unit = unit_of(module)
    for index, units in enumerate(LAYERS):
        if unit in units:
            return index
    raise AssertionError(f"{module} belongs to no layer: add {unit} to LAYERS and docs/architecture.md")


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(path: Path) -> list[Import]:
    source = module_name(path)
    is_package = path.name == "__init__.py"
    out: list[Import] = []

    def visit(node: ast.AST, in_function: bool, type_checking: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                visit(child, True, type_checking)
            elif isinstance(child, ast.If) and _is_type_checking(child):
                visit(child, in_function, True)
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    out.append(Import(source, alias.name, child.lineno, in_function, type_checking))
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = source.split(".") if is_package else source.split(".")[:-1]
                    base = base[: len(base) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                out.append(Import(source, target, child.lineno, in_function, type_checking))
            else:
                visit(child, in_function, type_checking)

    visit(ast.parse(path.read_text(encoding="utf-8")), False, False)
    return out


def all_imports() -> list[Import]:
    return [imp for path in sorted(PACKAGE.rglob("*.py")) for imp in imports_of(path)]


def internal(imports: list[Import]) -> list[Import]:
    return [i for i in imports if i.target == "r3" or i.target.startswith("r3.")]


def core_dependencies() -> set[str]:
    """Import names of the packages ``pip install r3`` brings (no extra)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {
        re.split(r"[<>=!~\[ ;]", dep, maxsplit=1)[0].lower().replace("-", "_")
        for dep in project["dependencies"]
    }
    aliases = {"pyyaml": "yaml", "scikit_learn": "sklearn"}
    return {aliases.get(n, n) for n in names}


def modules_needing_extras(imports: list[Import]) -> set[str]:
    """r3 modules that need an optional (non-core, non-stdlib) package when imported.

    Directly (they import one at module level) or through an r3 module they import at module
    level that does (``r3.api`` imports ``r3.api.app``, which imports fastapi).
    """
    core = core_dependencies()
    out = set()
    edges: dict[str, set[str]] = defaultdict(set)
    for imp in imports:
        top = imp.target.split(".")[0]
        if imp.in_function or imp.type_checking or top == "__future__" or not top:
            continue
        if top == "r3":
            edges[imp.source].add(imp.target)
        elif top not in sys.stdlib_module_names and top not in core:
            out.add(imp.source)
    grown = True
    while grown:
        before = len(out)
        out |= {source for source, targets in edges.items() if any(_within(t, out) for t in targets)}
        grown = len(out) > before
    return out


def _within(target: str, modules: set[str]) -> bool:
    """Whether ``target`` (a module, or a name imported from one) is one of ``modules``."""
    return target in modules or target.rsplit(".", 1)[0] in modules


def test_every_module_has_a_layer() -> None:
    for path in PACKAGE.rglob("*.py"):
        layer_of(module_name(path))


def test_no_module_imports_a_higher_layer() -> None:
    wrong = [
        f"{i.source}:{i.line} imports {i.target} (layer {layer_of(i.target)} above {layer_of(i.source)})"
        for i in internal(all_imports())
        if i.target != "r3"
        and layer_of(i.target) > layer_of(i.source)
        and (i.source, i.target) not in LAZY_ALLOWED
    ]
    assert not wrong, "imports against the layers of docs/architecture.md:\n" + "\n".join(wrong)


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state and (found := dfs(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := dfs(node)):
            return found
    return None


def test_no_import_cycles_between_sub_packages() -> None:
    graph: dict[str, set[str]] = defaultdict(set)
    for i in internal(all_imports()):
        if i.in_function or i.type_checking or i.target == "r3":
            continue
        a, b = unit_of(i.source), unit_of(i.target)
        if a != b:
            graph[a].add(b)
    cycle = _cycle(graph)
    assert cycle is None, "sub-packages import each other: " + " → ".join(cycle or [])


def test_imports_inside_functions_only_for_optional_dependencies() -> None:
    imports = all_imports()
    optional = modules_needing_extras(imports)
    lazy = [
        f"{i.source}:{i.line} imports {i.target} inside a function"
        for i in internal(imports)
        if i.in_function
        and (i.source, i.target) not in LAZY_ALLOWED
        and not any(i.target == m or i.target.startswith(m + ".") for m in optional)
    ]
    assert not lazy, "move these r3 imports to the module's top (docs/architecture.md):\n" + "\n".join(lazy)


def shape_classes(source: str) -> list[str]:
    """Classes in ``source`` that define every method of a question shape (``SHAPE_METHODS``)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            methods = {n.name for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
            if methods >= SHAPE_METHODS:
                out.append(node.name)
    return out


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("class P:\n def detect(self): ...\n def intents(self): ...\n def build(self): ...", ["P"]),
        ("class P:\n def detect(self): ...\n def build(self): ...", []),
        ("def detect(): ...\ndef intents(): ...\ndef build(): ...", []),
    ],
)
def test_the_shape_check_sees_a_shape_class(source: str, found: list[str]) -> None:
    assert shape_classes(source) == found


def test_shape_logic_lives_only_in_the_shapes_package() -> None:
    stray = [
        f"{path.relative_to(ROOT)}: class {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if SHAPES_HOME not in path.parents
        for name in shape_classes(path.read_text(encoding="utf-8"))
    ]
    assert not stray, "question shapes outside r3/understand/shapes/ (one module there each):\n" + "\n".join(
        stray
    )
    assert any(shape_classes(p.read_text(encoding="utf-8")) for p in SHAPES_HOME.glob("*.py"))


@pytest.mark.parametrize("units", LAYERS, ids=lambda units: units[0])
def test_the_layer_table_matches_the_architecture_page(units: tuple[str, ...]) -> None:
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    for unit in units:
        assert f"`{unit}" in page, f"{unit} is missing from docs/architecture.md"
