"""r3: natural-language questions to nGQL / Cypher, after the R3-NL2GQL design.

``import r3`` stays cheap: it loads only :mod:`r3.errors`. ``r3.Pipeline`` is looked up on
first use (module ``__getattr__``), so the pipeline and its dependencies load only when asked
for; keep it that way — this is the one place an ``r3.*`` import is deferred on purpose.
"""

from typing import TYPE_CHECKING

from r3.errors import (
    QueryError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    R3Error,
    SchemaError,
    UserInputError,
)

if TYPE_CHECKING:
    from r3.pipeline.pipeline import Pipeline

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    """``r3.Pipeline`` without importing the pipeline (and its dependencies) on ``import r3``."""
    if name == "Pipeline":
        from r3.pipeline.pipeline import Pipeline

        return Pipeline
    raise AttributeError(f"module 'r3' has no attribute {name!r}")


__all__ = [
    "Pipeline",
    "QueryError",
    "QueryExecutionError",
    "QuerySemanticError",
    "QuerySyntaxError",
    "R3Error",
    "SchemaError",
    "UserInputError",
    "__version__",
]
