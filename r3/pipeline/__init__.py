"""The R³ pipeline: reranker ∥ rewriter → refiner → check → repair, with a full trace.

Entry points: :class:`r3.pipeline.api.Pipeline` (also ``r3.Pipeline``), ``r3 ask`` and
``r3 demo`` (:mod:`r3.cli_pipeline`). Configs: :mod:`r3.pipeline.config` and the built-in
YAML files in ``r3/pipeline/configs``.
"""

from __future__ import annotations

from r3.pipeline.api import Pipeline
from r3.pipeline.config import PipelineConfig, load_config
from r3.pipeline.result import Result
from r3.pipeline.trace import Trace

__all__ = ["Pipeline", "PipelineConfig", "Result", "Trace", "load_config"]
