"""The R³ pipeline: reranker ∥ rewriter → refiner → check → repair, with a full trace.

Entry points: :class:`r3.pipeline.pipeline.Pipeline` (also ``r3.Pipeline``), ``r3 ask`` and
``r3 demo`` (:mod:`r3.cli.pipeline`). Configs: :mod:`r3.pipeline.config` and the built-in
YAML files in ``r3/pipeline/configs``.

The names below are imported on first use (a module ``__getattr__``, as in ``r3/__init__.py``):
``import r3.pipeline.config`` — reading and checking a config — must not load every stage.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from r3.pipeline.config import PipelineConfig, load_config
    from r3.pipeline.pipeline import Pipeline
    from r3.pipeline.result import Result
    from r3.pipeline.trace import Trace

#: Public name → the module that defines it.
_LAZY = {
    "Pipeline": "r3.pipeline.pipeline",
    "PipelineConfig": "r3.pipeline.config",
    "load_config": "r3.pipeline.config",
    "Result": "r3.pipeline.result",
    "Trace": "r3.pipeline.trace",
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'r3.pipeline' has no attribute {name!r}")
    value = vars(importlib.import_module(_LAZY[name]))[name]  # defined there: a lookup, not a probe
    globals()[name] = value
    return value


__all__ = ["Pipeline", "PipelineConfig", "Result", "Trace", "load_config"]
