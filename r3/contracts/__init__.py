"""Contracts every layer shares: the schema model, result sets and the backend protocol.

This package is the bottom of r3 (above :mod:`r3.errors` and :mod:`r3.values` only): the
language layer, the embedded engine, the backends and the pipeline all speak these types, and
none of them is imported from here. See docs/architecture.md.
"""
