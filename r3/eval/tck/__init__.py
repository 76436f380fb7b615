"""Conformance against NebulaGraph's own Gherkin scenarios (the TCK).

:mod:`r3.eval.tck.gherkin` reads ``.feature`` files into plain dataclasses; the runner that
executes them lives beside it.
"""

from r3.eval.tck.gherkin import FeatureFile, Scenario, Step, parse_feature, read_feature

__all__ = ["FeatureFile", "Scenario", "Step", "parse_feature", "read_feature"]
