"""A module's file name says which one it is: no two r3 modules share a basename for two things.

Issue 26 ("names that mean one thing"): three ``text.py``, three ``cache.py``, three
``compare.py`` and two ``registry.py`` each meant different things, so a reader who had learnt
one guessed wrong about the other. A basename may repeat only for one concept met in several
layers or stages — a CLI module beside the logic it drives, a stage's model form beside its
offline form, the printer's and the validator's handling of the same syntax — and each such
pair is listed here with its reason. A new duplicate fails until it is renamed or listed.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "r3"

#: basename → (the modules that share it, why they are one concept).
SAME_CONCEPT: dict[str, tuple[frozenset[str], str]] = {
    "compare.py": (
        frozenset({"r3/cli/compare.py", "r3/eval/compare.py"}),
        "`r3 compare` is the command line of the eval's paired comparison of two runs",
    ),
    "demos.py": (
        frozenset({"r3/cli/demos.py", "r3/pipeline/offline/demos.py"}),
        "`r3 demos` manages the demonstration pool the offline pipeline retrieves from",
    ),
    "engine.py": (
        frozenset({"r3/cli/engine.py", "r3/engine/engine.py"}),
        "the commands that run the embedded engine, and the engine's facade itself",
    ),
    "errors.py": (
        frozenset({"r3/errors.py", "r3/api/errors.py"}),
        "r3's one exception tree, and the HTTP API's JSON codes for those same errors",
    ),
    "expressions.py": (
        frozenset(
            {
                "r3/lang/printer/expressions.py",
                "r3/lang/transpile/expressions.py",
                "r3/lang/validator/expressions.py",
            }
        ),
        "query expressions, each handled by its stage: printed, transpiled, validated",
    ),
    "statements.py": (
        frozenset({"r3/lang/printer/statements.py", "r3/lang/validator/statements.py"}),
        "query statements, each handled by its stage: printed, validated",
    ),
    "limits.py": (
        frozenset({"r3/api/limits.py", "r3/engine/limits.py"}),
        "caps that keep one request from exhausting the machine: at the HTTP edge, inside the engine",
    ),
    "lint.py": (
        frozenset({"r3/cli/lint.py", "r3/lang/lint.py"}),
        "`r3 lint` is the command line of the dataset linter",
    ),
    "local.py": (
        frozenset({"r3/embedders/local.py", "r3/models/local.py"}),
        "each provider package's providers that run on this machine (embedders, language models)",
    ),
    "pipeline.py": (
        frozenset({"r3/cli/pipeline.py", "r3/pipeline/pipeline.py"}),
        "`r3 ask` and `r3 demo` are the command line of the Python Pipeline",
    ),
    "refiner.py": (
        frozenset({"r3/pipeline/refiner.py", "r3/pipeline/offline/refiner.py"}),
        "the refiner stage (protocol, model form), and its model-free offline form",
    ),
    "reranker.py": (
        frozenset({"r3/pipeline/reranker.py", "r3/pipeline/offline/reranker.py"}),
        "the reranker stage (protocol, model form), and its model-free offline form",
    ),
    "scope.py": (
        frozenset({"r3/engine/scope.py", "r3/lang/validator/scope.py"}),
        "what a name means at a point of a query: when it runs (engine), when it is checked (validator)",
    ),
    "server.py": (
        frozenset({"r3/api/server.py", "r3/mcp_server/server.py"}),
        "each interface's server: HTTP, MCP",
    ),
    "subgraph.py": (
        frozenset({"r3/lang/transpile/subgraph.py", "r3/understand/shapes/subgraph.py"}),
        "GET SUBGRAPH: the question shape that asks for it, and its translation to Cypher",
    ),
}


def shared_basenames(package: Path = PACKAGE) -> dict[str, frozenset[str]]:
    """Every basename (``__init__.py`` aside) held by more than one module under ``package``."""
    by_name: dict[str, set[str]] = defaultdict(set)
    for path in package.rglob("*.py"):
        if path.name != "__init__.py":
            by_name[path.name].add(path.relative_to(package.parent).as_posix())
    return {name: frozenset(paths) for name, paths in by_name.items() if len(paths) > 1}


def test_no_basename_means_two_things() -> None:
    shared = shared_basenames()
    unexplained = {
        name: sorted(paths)
        for name, paths in shared.items()
        if name not in SAME_CONCEPT or not paths <= SAME_CONCEPT[name][0]
    }
    assert not unexplained, (
        "modules share a basename without a reason; rename them so the name says which one, "
        f"or list them in SAME_CONCEPT with why they are one concept: {unexplained}"
    )


def test_every_listed_pair_still_exists() -> None:
    """The list stays true: a renamed or removed module leaves no stale entry behind."""
    shared = shared_basenames()
    stale = {name: sorted(paths - shared.get(name, frozenset())) for name, (paths, _) in SAME_CONCEPT.items()}
    assert not {name: paths for name, paths in stale.items() if paths}


def test_every_listed_pair_has_its_reason() -> None:
    for name, (paths, reason) in SAME_CONCEPT.items():
        assert len(paths) > 1 and all(Path(p).name == name for p in paths), name
        assert reason.strip(), name


def test_a_shared_basename_is_found_at_any_depth(tmp_path: Path) -> None:
    package = tmp_path / "r3"
    for module in (
        "text.py",
        "values/text.py",
        "pipeline/repair/text.py",
        "values/other.py",
        "a/__init__.py",
    ):
        (package / module).parent.mkdir(parents=True, exist_ok=True)
        (package / module).write_text("", encoding="utf-8")
    (package / "__init__.py").write_text("", encoding="utf-8")
    assert shared_basenames(package) == {
        "text.py": frozenset({"r3/text.py", "r3/values/text.py", "r3/pipeline/repair/text.py"})
    }
