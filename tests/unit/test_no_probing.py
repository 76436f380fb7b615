"""No ``getattr``/``hasattr`` probing of r3's own objects (issue 26 §1), checked on the source tree.

Why: where r3's own objects meet, a ``getattr(x, "name", default)`` is a requirement nothing
declares — a newcomer finds it by grep, and mypy cannot check it. A joint should be a type
(a class, a protocol, a dataclass) whose members are read as attributes.

How it is checked: every module under ``r3/`` is parsed with :mod:`ast` and each call of the
builtins ``getattr`` and ``hasattr`` is a *site*. A site is not probing when

- its target is a third-party or standard-library module the file imports (``hasattr(os,
  "getuid")``, ``getattr(torch, dtype)``): that is feature detection on someone else's code;
- it reads a dataclass field by its declared name (``for f in fields(node): getattr(node,
  f.name)``): the name comes from the class's own declaration, so nothing is probed; or
- it is in :data:`ALLOWED`, with a one-line reason (a third-party object, a visitor's dispatch).

Every other site counts against its package. Every package is held at 0 (:data:`CEILINGS`; a
ceiling above 0 is a debt that may only go down) — the test prints the count per package
(``pytest -s``).
"""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "r3"
PROBES = ("getattr", "hasattr")

#: Sites that are not probing r3's own objects although the test cannot tell, by (file relative
#: to the repo, enclosing function) → (the targets as written, the reason). Two kinds only:
#: a third-party object the file does not import as a module (its shape varies by version or
#: by subclass, and nothing of r3's declares it), and a visitor's dispatch on node class names.
ALLOWED: dict[tuple[str, str], tuple[tuple[str, ...], str]] = {
    # -- a module loaded by name
    ("r3/registry.py", "load_reference"): (("module",), "the attribute a 'module:attr' reference names"),
    ("r3/ingest/sql.py", "read_postgres"): (
        ("module",),
        "a DB-API driver module handed in (psycopg or a double)",
    ),
    ("r3/models/hf.py", "HFModel._load"): (
        ("torch",),
        "torch as require() returns it: the dtype the spec names",
    ),
    # -- transformers / peft / faiss objects
    ("r3/eval/metrics/bertscore.py", "TransformersTokenEmbedder.__init__"): (
        ("self.tokenizer",),
        "a transformers tokenizer: model_max_length and special ids differ by tokenizer class",
    ),
    ("r3/models/hf.py", "HFModel.templated"): (
        ("self.tokenizer",),
        "a tokenizer: base models have no chat_template",
    ),
    ("r3/models/hf.py", "_merged"): (
        ("model", "getattr(model, 'active_peft_config', None)", "peft_type"),
        "a transformers model: only peft wrappers carry an active adapter config",
    ),
    ("r3/models/hf.py", "_cache_argument"): (
        ("model",),
        "a transformers model: get_base_model only on peft wrappers",
    ),
    ("r3/models/hf.py", "_keeps_last_logits"): (
        ("model",),
        "a transformers model: get_base_model only on peft wrappers",
    ),
    ("r3/models/hf.py", "_cache_of"): (
        ("out",),
        "a transformers output: cache in 5.x, past_key_values before",
    ),
    ("r3/models/local.py", "_convert"): (
        ("config",),
        "a transformers config from GGUF: quantization_config is optional",
    ),
    ("r3/retrieval/ann.py", "FaissSearcher.__init__"): (
        ("index",),
        "a faiss index: only IVF indexes have nprobe",
    ),
    # -- OpenAI-compatible servers
    ("r3/models/openai_compat.py", "OpenAIModel._to_generation"): (
        ("response", "choice", "getattr(choice, 'message', None)", "raw_usage"),
        "an OpenAI-compatible server's reply: servers leave out usage, ids and message fields",
    ),
    ("r3/models/openai_compat.py", "_retry_after"): (
        ("e", "response"),
        "an openai/httpx error: only HTTP errors carry a response with headers",
    ),
    # -- graph database drivers
    ("r3/graph/nebula.py", "NebulaBackend._run"): (
        ("entry.session",),
        "a nebula3 session: execute_parameter only in newer clients",
    ),
    ("r3/graph/nebula.py", "NebulaBackend._scan_one_part"): (
        ("resp.result",),
        "a nebula3 scan reply: failed_parts optional",
    ),
    ("r3/graph/nebula.py", "_msg"): (("exc",), "nebula3 client errors: some carry .message (bytes or text)"),
    ("r3/graph/nebula_convert.py", "to_r3"): (("value",), "a nebula3 thrift Value: which union field is set"),
    ("r3/graph/nebula_convert.py", "plan_text"): (
        ("plan",),
        "a nebula3 PlanDescription: optional thrift fields",
    ),
    ("r3/graph/neo4j.py", "Neo4jBackend._get_driver"): (
        ("driver",),
        "a neo4j driver: verify_connectivity not in every driver version",
    ),
    ("r3/graph/neo4j.py", "Neo4jBackend._collect"): (
        ("summary",),
        "a neo4j ResultSummary: database not always set",
    ),
    ("r3/graph/neo4j.py", "_plan_text"): (
        ("summary",),
        "a neo4j ResultSummary: profile/plan only after PROFILE/EXPLAIN",
    ),
    ("r3/graph/neo4j_convert.py", "Converter.value"): (
        ("obj",),
        "a neo4j value: Vector (to_native) only in newer drivers",
    ),
    ("r3/graph/neo4j_convert.py", "error_for"): (
        ("exc",),
        "a neo4j driver error: code/message only on server errors",
    ),
    # -- visitor dispatch on the node's class name
    ("r3/lang/printer/core.py", "PrinterBase.node"): (
        ("self",),
        "visitor dispatch: p_<Node class> (one line when none)",
    ),
    ("r3/lang/validator/statements.py", "StatementChecker.dispatch"): (
        ("self",),
        "visitor dispatch: on_<Statement class>, when the checker has one",
    ),
    ("r3/lang/transpile/expressions.py", "ExprTranslator.expr"): (
        ("self",),
        "visitor dispatch: x_<Expr class>, else the generic copy",
    ),
    ("r3/lang/transpile/to_cypher.py", "CypherWriter.statement"): (
        ("self",),
        "visitor dispatch: s_<Statement class> (a TranspileError when none)",
    ),
}


def _allowed(file: str, function: str, target: str) -> bool:
    entry = ALLOWED.get((file, function))
    return entry is not None and target in entry[0]


#: Most probing sites per package (``r3`` alone: the modules at the package root). A package
#: at 0 has typed joints; lower a ceiling when its count drops, never raise it.
CEILINGS: dict[str, int] = {
    "r3": 0,
    "r3.api": 0,
    "r3.contracts": 0,
    "r3.engine": 0,
    "r3.eval": 0,
    "r3.freetext": 0,
    "r3.graph": 0,
    "r3.ingest": 0,
    "r3.lang": 0,
    "r3.mcp_server": 0,
    "r3.models": 0,
    "r3.pipeline": 0,
    "r3.represent": 0,
    "r3.retrieval": 0,
    "r3.understand": 0,
}


@dataclass(frozen=True)
class Site:
    """One ``getattr``/``hasattr`` call: where it is and what it reads."""

    file: str
    function: str
    target: str
    line: int


def package_of(path: Path) -> str:
    """``r3.api`` for ``r3/api/app.py``; ``r3`` for a module at the package root."""
    parts = path.relative_to(ROOT).parts
    return "r3" if len(parts) == 2 else f"r3.{parts[1]}"


def _imported_modules(tree: ast.AST) -> set[str]:
    """Names the file binds to a module that is not r3's (``import os``, ``import numpy as np``,
    ``from importlib import metadata``), anywhere in the file."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] != "r3":
                    names.add(alias.asname or alias.name.split(".")[0])
        elif (
            isinstance(node, ast.ImportFrom)
            and node.level == 0
            and (node.module or "r3").split(".")[0] != "r3"
        ):
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def _field_names(tree: ast.AST) -> set[str]:
    """Loop variables bound to a dataclass's fields (``for f in fields(x)``, also in comprehensions)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            target, iterable = node.target, node.iter
            if (
                isinstance(target, ast.Name)
                and isinstance(iterable, ast.Call)
                and (
                    (isinstance(iterable.func, ast.Name) and iterable.func.id == "fields")
                    or (isinstance(iterable.func, ast.Attribute) and iterable.func.attr == "fields")
                )
            ):
                names.add(target.id)
    return names


def _reads_a_field(call: ast.Call, field_names: set[str]) -> bool:
    """``getattr(x, f.name)`` with ``f`` one of the file's dataclass-field loop variables."""
    if len(call.args) < 2:
        return False
    name = call.args[1]
    return (
        isinstance(name, ast.Attribute)
        and name.attr == "name"
        and isinstance(name.value, ast.Name)
        and name.value.id in field_names
    )


def _root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def probing_sites(source: str, file: str) -> list[Site]:
    """The sites in ``source`` that count as probing (see the module doc)."""
    tree = ast.parse(source)
    foreign = _imported_modules(tree)
    field_names = _field_names(tree)
    sites: list[Site] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = function
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = f"{function}.{child.name}" if function else child.name
            if (
                isinstance(child, ast.Call)
                and isinstance(child.func, ast.Name)
                and child.func.id in PROBES
                and child.args
            ):
                target = ast.unparse(child.args[0])
                if (
                    _root_name(child.args[0]) not in foreign
                    and not _reads_a_field(child, field_names)
                    and not _allowed(file, inner, target)
                ):
                    sites.append(Site(file, inner, target, child.lineno))
            visit(child, inner)

    visit(tree, "")
    return sites


def all_sites() -> dict[str, list[Site]]:
    found: dict[str, list[Site]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        found.setdefault(package_of(path), []).extend(probing_sites(path.read_text(encoding="utf-8"), rel))
    return found


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("def f(p):\n    return getattr(p, 'config', None)\n", 1),
        ("def f(p):\n    return hasattr(p.trace, 'usage')\n", 1),
        ("import os\ndef f():\n    return hasattr(os, 'getuid')\n", 0),
        ("import numpy as np\ndef f(t):\n    return getattr(np, t)\n", 0),
        ("def f():\n    import torch\n    return getattr(torch.cuda, 'is_available')\n", 0),
        ("from r3 import graph\ndef f():\n    return getattr(graph, 'x')\n", 1),
        ("def f(p):\n    return p.config.name\n", 0),
        ("def f(o, getattr=None):\n    return o.getattr('x')\n", 0),
        (
            "from dataclasses import fields\ndef f(n):\n    return [getattr(n, f.name) for f in fields(n)]\n",
            0,
        ),
        (
            "import dataclasses\ndef f(n):\n    for g in dataclasses.fields(n):\n        getattr(n, g.name)\n",
            0,
        ),
        ("def f(n, names):\n    return [getattr(n, f.name) for f in names]\n", 1),
        ("from dataclasses import fields\ndef f(n):\n    return [getattr(n, f) for f in fields(n)]\n", 1),
    ],
)
def test_what_counts_as_probing(source: str, expected: int) -> None:
    assert len(probing_sites(source, "x.py")) == expected


def test_allowed_sites_still_exist_and_give_a_reason() -> None:
    """An allow-list entry whose site is gone (or that gives no reason) is stale."""
    for (file, function), (targets, reason) in ALLOWED.items():
        assert reason.strip(), (file, function)
        tree = ast.parse((ROOT / file).read_text(encoding="utf-8"))
        calls = {
            (name, ast.unparse(n.args[0]))
            for name, body in _functions(tree)
            for n in ast.walk(body)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in PROBES and n.args
        }
        for target in targets:
            assert (function, target) in calls, (
                f"ALLOWED names a site that is gone: {file} {function} {target}"
            )


def _functions(tree: ast.AST, prefix: str = "") -> list[tuple[str, ast.AST]]:
    """``(qualified name, node)`` of every function and class in ``tree`` (``Class.method``)."""
    out: list[tuple[str, ast.AST]] = []
    for child in ast.iter_child_nodes(tree):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = f"{prefix}.{child.name}" if prefix else child.name
            out.append((name, child))
            out += _functions(child, name)
        else:
            out += _functions(child, prefix)
    return out


def test_probing_stays_under_each_packages_ceiling() -> None:
    found = all_sites()
    counts = Counter({package: len(sites) for package, sites in found.items()})
    print("\ngetattr/hasattr probing per package (count / ceiling):")
    for package in sorted(counts):
        print(f"  {package:16} {counts[package]:4} / {CEILINGS.get(package, 0)}")
    print(f"  {'total':16} {sum(counts.values()):4}")
    over = {
        package: [f"{s.file}:{s.line} {s.function}: {s.target}" for s in found[package]]
        for package in counts
        if counts[package] > CEILINGS.get(package, 0)
    }
    assert not over, (
        "new getattr/hasattr probing of r3's own objects (declare the member on a type instead, "
        f"or add an ALLOWED entry with its reason): {over}"
    )
