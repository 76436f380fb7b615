"""Representations of a graph for the models: code-structure schemas and their subsets.

:mod:`r3.represent.schema_code` renders a space as Python classes (rich, or the paper's exact
text) and plain text, and reads endpoint tags and sample values from the data;
:mod:`r3.represent.schema_subset` assembles the partial schema of the classes a reranker chose.
"""

from r3.represent.schema_code import (
    collect_sample_values,
    fill_edge_endpoints,
    infer_edge_endpoints,
    render_schema_code,
    render_schema_text,
)
from r3.represent.schema_subset import SchemaSelection, normalize_class_name, partial_schema, select_schema

__all__ = [
    "SchemaSelection",
    "collect_sample_values",
    "fill_edge_endpoints",
    "infer_edge_endpoints",
    "normalize_class_name",
    "partial_schema",
    "render_schema_code",
    "render_schema_text",
    "select_schema",
]
