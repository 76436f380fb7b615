"""Every question shape the composer can name has its own confidence feature.

The names come from the composer itself: the shape registry (:data:`r3.understand.shapes.SHAPES`)
and every label :attr:`r3.understand.intent.Intent.shape` can return (its string returns, read
from its source, and the non-select kinds of :data:`~r3.understand.intent.IntentKind`). A shape
added there and not to the confidence's :data:`r3.pipeline.confidence.model.SHAPES` fails here.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from typing import get_args

import pytest

from r3.pipeline.confidence import Facts, features
from r3.pipeline.confidence.model import SHAPES as CONFIDENCE_SHAPES
from r3.pipeline.types import Origin
from r3.understand.intent import Intent, IntentKind
from r3.understand.shapes import SHAPES as REGISTRY

pytestmark = pytest.mark.quick


def intent_shape_labels() -> set[str]:
    """The string labels ``Intent.shape`` returns, and the kinds it returns as they are."""
    prop = Intent.__dict__["shape"]
    assert isinstance(prop, property) and prop.fget is not None
    tree = ast.parse(textwrap.dedent(inspect.getsource(prop.fget)))
    labels = {
        label for ret in ast.walk(tree) if isinstance(ret, ast.Return) for label in _returned(ret.value)
    }
    return labels | {kind for kind in get_args(IntentKind) if kind != "select"}


def _returned(node: ast.expr | None) -> set[str]:
    """The string constants an expression can evaluate to (both arms of ``a if c else b``)."""
    if isinstance(node, ast.IfExp):
        return _returned(node.body) | _returned(node.orelse)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    return set()


def test_the_labels_are_read() -> None:
    labels = intent_shape_labels()
    # the reader finds the plain labels, a conditional one and the kinds
    assert {"property", "count", "reverse", "one-hop", "path", "subgraph"} <= labels
    assert "select" not in labels


def test_every_shape_the_composer_names_has_a_feature() -> None:
    named = intent_shape_labels() | set(REGISTRY.names())
    missing = sorted(named - set(CONFIDENCE_SHAPES))
    assert not missing, f"shapes with no confidence feature: {missing}"


def test_the_plain_select_labels_of_an_intent_are_among_them() -> None:
    labels = intent_shape_labels()
    assert Intent(target="player").shape in labels
    assert Intent(kind="path").shape in labels


@pytest.mark.parametrize("shape", ["edge_filter", "pairs", "group", "peers"])
def test_a_composed_answer_of_the_shape_fires_its_feature_alone(shape: str) -> None:
    x = features(Facts(origin=Origin(source="composed", ids=(f"compose:{shape}",))))
    fired = sorted(k for k, v in x.items() if k.startswith("shape:") and v)
    assert fired == [f"shape:{shape}"]


def test_a_one_way_walk_between_vertices_of_one_tag_says_so() -> None:
    """The fact that lowers the confidence of "who does X like" is named in the reasons a person
    reads (else a right-looking answer is "uncertain" for no reason shown)."""
    from r3.pipeline.confidence.facts import Facts
    from r3.pipeline.confidence.model import rate

    said = rate(Facts(one_way_same_tag=True)).reasons
    assert any("two vertices of one tag" in line for line in said)
    assert not any("two vertices of one tag" in line for line in rate(Facts()).reasons)
