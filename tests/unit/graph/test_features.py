"""What a backend lacks (``BackendTraits.lacks``) is found in the query's tree and refused in one line.

Why: LadybugDB reads ``(v:a:b)`` as a OR b (wrong rows, no error) and FalkorDB answers
``EXISTS { … }`` with a parse error at a position; the pipeline's checks name the feature first.
"""

from __future__ import annotations

import pytest

from r3.contracts.backend import BackendTraits
from r3.errors import QuerySemanticError
from r3.graph.connect import open_backend
from r3.graph.features import DETECTORS, lacking, refuse_lacking
from r3.pipeline.checks import runner_for

ALL = BackendTraits("every gap", "none", True, lacks=frozenset(DETECTORS) | {"no_detector_for_this"})
NONE = BackendTraits("no gaps", "none", True)


@pytest.mark.parametrize(
    ("traits", "query", "dialect", "found"),
    [
        (ALL, "MATCH (v:a:b) RETURN v", "cypher", ["multiple_labels"]),
        (ALL, "MATCH (v:a) RETURN v", "cypher", []),
        (ALL, "MATCH (v:a) WHERE EXISTS { MATCH (v)-->(w) } RETURN v", "cypher", ["exists_subquery"]),
        (ALL, "MATCH (v:a) WHERE COUNT { MATCH (v)-->(w) } > 1 RETURN v", "cypher", []),
        (ALL, "MATCH (v:a) WHERE v.x = $x RETURN v", "cypher", ["parameters"]),
        (ALL, "MATCH (v:a:b) WHERE v.x = $x RETURN v", "cypher", ["multiple_labels", "parameters"]),
        # in nGQL $a is a variable of the script, not a query parameter
        (
            ALL,
            "$a = GO FROM 'x' OVER e YIELD dst(edge) AS d; GO FROM $a.d OVER e YIELD dst(edge)",
            "ngql",
            [],
        ),
        (NONE, "MATCH (v:a:b) WHERE EXISTS { MATCH (v)-->(w) } RETURN v", "cypher", []),
        (ALL, "MATCH (v:a:b RETURN", "cypher", []),  # unparsable: the database reports it
    ],
)
def test_what_is_found(traits: BackendTraits, query: str, dialect: str, found: list[str]) -> None:
    assert lacking(traits, query, dialect) == found


def test_the_refusal_is_one_line_naming_the_backend_and_the_feature() -> None:
    with pytest.raises(QuerySemanticError) as e:
        refuse_lacking(ALL, "MATCH (v:a:b) RETURN v", "cypher")
    assert "\n" not in str(e.value) and "every gap" in str(e.value) and "several labels" in str(e.value)
    refuse_lacking(NONE, "MATCH (v:a:b) RETURN v", "cypher")  # nothing lacking: no error


def test_the_pipeline_checks_refuse_what_ladybugdb_would_misread() -> None:
    pytest.importorskip("real_ladybug")
    with open_backend("ladybug://") as db:
        assert "multiple_labels" in db.traits.lacks
        runner = runner_for(db, db.space or "g", "cypher")
        for call in (runner.run, runner.explain):
            with pytest.raises(
                QuerySemanticError, match="LadybugDB does not run a node pattern with several labels"
            ):
                call("MATCH (v:a:b) RETURN v")
