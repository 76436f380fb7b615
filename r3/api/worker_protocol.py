"""The guarded h11 protocol for ``r3 serve --workers N``, importable by name.

Why a module of its own: with several workers uvicorn starts fresh processes and hands them
its config by pickling, and a class made at run time (:func:`r3.api.connections.guarded_h11`)
cannot be pickled. uvicorn also takes the protocol as an import string; this module builds
the class on import from the limits ``r3 serve`` put in :data:`LIMITS_ENV`, so each worker
gets the same deadlines and caps (each counts its own connections).
"""

from __future__ import annotations

import json
import os

from r3.api.connections import LIMITS_ENV, ConnectionLimits, guarded_h11


def limits_from_env() -> ConnectionLimits:
    """The limits in :data:`LIMITS_ENV` (the defaults when it is unset)."""
    text = os.environ.get(LIMITS_ENV)
    return ConnectionLimits(**json.loads(text)) if text else ConnectionLimits()


WorkerH11Protocol = guarded_h11(limits_from_env())

__all__ = ["WorkerH11Protocol", "limits_from_env"]
