"""Shape logic lives in ``r3/understand/shapes/`` (issue 23 §1: a new shape is one module and one line).

Checked on the source tree with the AST: outside the package, no module of the understanding
layer or of the offline refiner (``r3/understand/``, ``r3/pipeline/offline/``) constructs an
:class:`~r3.understand.intent.Intent` (``Intent(...)``, ``.with_(...)``) setting a field
that belongs to one shape, nor an intent of a shape's own ``kind`` — except the uses declared
in :data:`NOT_YET_MOVED` / :data:`ALLOWED`, each with its reason, so that a new one fails here
and the list says what is still to move. Also: every module of the package that defines a
``SHAPE`` is registered, and every registered shape has its module.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from r3.understand.shapes import SHAPES

pytestmark = pytest.mark.quick

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "r3"
#: The packages that read questions into intents; the paths below are relative to ``r3/``.
SCANNED = (PACKAGE / "understand", PACKAGE / "pipeline" / "offline")
SHAPES_DIR = PACKAGE / "understand" / "shapes"

#: Intent fields that belong to one shape module (the module that reads and builds them).
SHAPE_FIELDS = {
    "per_anchor": "entities",
    "path_length": "path",
    "with_properties": "subgraph",
    "negated_from": "negation",
    "negated_where": "negation",
    "requires": "negation",
    "count_edges": "times",
    "pairs": "pairs",
    "fan": "fan",
    "group_prop": "group",
    "per": "group",
    "having": "group",
    "also": "entities",
}
#: Kinds an intent has only when a shape module writes it.
SHAPE_KINDS = {"path", "subgraph"}

#: Shape logic still outside the package (issue 23 §1, round 2 left these): (module, field) → why.
NOT_YET_MOVED = {
    ("understand/hypotheses.py", "per"): "per-answer counts are still decorations of the plain walk",
    ("understand/hypotheses.py", "having"): "per-answer count thresholds, with the plain walk",
    ("understand/hypotheses.py", "group_prop"): "group-by-property, with the plain walk",
    ("understand/hypotheses.py", "also"): "the second named vertex of another tag joins the plain walk",
}
#: Uses that are not shape logic: (module, field or kind) → why.
_SYNTH = "pipeline/offline/synth/enumerate.py"
ALLOWED = {
    (_SYNTH, "path"): "the synthesizer enumerates every kind over a schema to verbalize it",
    (_SYNTH, "subgraph"): "the synthesizer enumerates every kind over a schema to verbalize it",
}


def _modules() -> list[Path]:
    return sorted(
        p
        for root in SCANNED
        for p in root.rglob("*.py")
        if SHAPES_DIR not in p.parents and p != PACKAGE / "understand" / "intent.py"
    )


def _constructions(tree: ast.AST) -> list[ast.Call]:
    out: list[ast.Call] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if (isinstance(f, ast.Name) and f.id == "Intent") or (
            isinstance(f, ast.Attribute) and f.attr == "with_"
        ):
            out.append(node)
    return out


def _kind_of(call: ast.Call) -> str | None:
    first = call.args[0] if call.args and isinstance(call.func, ast.Name) else None
    for kw in call.keywords:
        if kw.arg == "kind":
            first = kw.value
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def shape_uses(source: str) -> set[str]:
    """Shape fields set and shape kinds written by the intent constructions in ``source``."""
    found: set[str] = set()
    for call in _constructions(ast.parse(source)):
        found |= {kw.arg for kw in call.keywords if kw.arg in SHAPE_FIELDS}
        kind = _kind_of(call)
        if kind in SHAPE_KINDS:
            found.add(kind)
    return found


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("Intent(target='x', per_anchor=True)", {"per_anchor"}),
        ("i.with_(fan=(h,), score=1)", {"fan"}),
        ("Intent('path', anchors=(a, b))", {"path"}),
        ("Intent(kind='subgraph')", {"subgraph"}),
        ("Intent(target='x', hops=(h,), conditions=())", set()),
        ("other.with_(per=1)", {"per"}),
    ],
)
def test_the_check_sees_shape_fields_and_kinds(source: str, found: set[str]) -> None:
    assert shape_uses(source) == found


def test_no_shape_logic_outside_the_shapes_package() -> None:
    stray: list[str] = []
    seen: set[tuple[str, str]] = set()
    for path in _modules():
        rel = path.relative_to(PACKAGE).as_posix()
        for use in sorted(shape_uses(path.read_text(encoding="utf-8"))):
            seen.add((rel, use))
            if (rel, use) not in NOT_YET_MOVED and (rel, use) not in ALLOWED:
                stray.append(f"{rel} sets {use} (belongs to shapes/{SHAPE_FIELDS.get(use, use)}.py)")
    assert not stray, "\n".join(stray)
    # A declared exception nobody uses any more is stale: remove it from the list.
    assert not (set(NOT_YET_MOVED) | set(ALLOWED)) - seen, (set(NOT_YET_MOVED) | set(ALLOWED)) - seen


def test_every_shape_module_is_registered_and_every_registered_shape_has_its_module() -> None:
    defined = {
        p.stem
        for p in SHAPES_DIR.glob("*.py")
        if any(
            isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "SHAPE" for t in n.targets)
            for n in ast.parse(p.read_text(encoding="utf-8")).body
        )
    }
    assert defined == set(SHAPES.names())
