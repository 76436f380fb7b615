"""r3: natural-language questions to nGQL / Cypher, after the R3-NL2GQL design."""

from r3.errors import (
    QueryError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    R3Error,
    SchemaError,
    UserInputError,
)

__version__ = "0.1.0"

__all__ = [
    "QueryError",
    "QueryExecutionError",
    "QuerySemanticError",
    "QuerySyntaxError",
    "R3Error",
    "SchemaError",
    "UserInputError",
    "__version__",
]
