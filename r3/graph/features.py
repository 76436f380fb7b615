"""Which of a backend's declared gaps (``BackendTraits.lacks``) a query uses, found in its tree.

Why: a backend that lacks a feature either refuses it with its own message (FalkorDB's
``EXISTS { … }``: a parse error naming a position) or, worse, runs it differently (LadybugDB
reads ``(v:a:b)`` as a OR b: wrong rows, no error). Checking the query's tree against the
traits before it runs turns both into one line that names the feature, so the refiner (and a
user) can write it another way. Only the names with a detector here are checked; a gap
without one (FalkorDB's ``pattern_map_in_predicate``) still reaches the database.
"""

from __future__ import annotations

from collections.abc import Callable

from r3.contracts.backend import BackendTraits
from r3.errors import QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse


def _multiple_labels(node: A.Node) -> bool:
    return isinstance(node, A.NodePattern) and len(node.labels) > 1


def _exists_subquery(node: A.Node) -> bool:
    return isinstance(node, A.Subquery) and node.kind.upper() == "EXISTS"


def _parameter(node: A.Node) -> bool:
    return isinstance(node, A.Parameter)


#: Feature name (as adapters declare it in ``lacks``) → (what people call it, its detector).
#: ``parameters`` counts only where ``$a`` is a parameter (``Dialect.dollar_parameters``): in
#: nGQL it is a variable of the script.
DETECTORS: dict[str, tuple[str, Callable[[A.Node], bool]]] = {
    "multiple_labels": ("a node pattern with several labels (v:a:b)", _multiple_labels),
    "exists_subquery": ("EXISTS { … } subqueries", _exists_subquery),
    "parameters": ("$name query parameters", _parameter),
}
_PARAMETER_FEATURES = {"parameters"}


def lacking(traits: BackendTraits, query: str, dialect: str) -> list[str]:
    """The names in ``traits.lacks`` that ``query`` uses (empty when it does not parse: the
    database reports its own syntax error)."""
    parameters = get_dialect(dialect).dollar_parameters
    checked = [
        n for n in sorted(traits.lacks) if n in DETECTORS and (parameters or n not in _PARAMETER_FEATURES)
    ]
    if not checked:
        return []
    try:
        script = parse(query, dialect)
    except (QuerySyntaxError, RecursionError):
        return []
    nodes = list(script.walk())
    return [name for name in checked if any(DETECTORS[name][1](node) for node in nodes)]


def refuse_lacking(traits: BackendTraits, query: str, dialect: str) -> None:
    """A one-line QuerySemanticError naming what ``query`` uses that this backend does not run."""
    found = lacking(traits, query, dialect)
    if found:
        what = "; ".join(DETECTORS[name][0] for name in found)
        raise QuerySemanticError(f"{traits.name} does not run {what}: write the query without it")


__all__ = ["DETECTORS", "lacking", "refuse_lacking"]
