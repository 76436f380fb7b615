"""What one repair changed, as the trace shows it: ``edge type: publishd_by → published_by``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fix:
    """One repair: its kind (``edge type``, ``property``, ``operator`` …) and what became what."""

    kind: str
    before: str
    after: str

    def __str__(self) -> str:
        return f"{self.before} → {self.after}"

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "before": self.before, "after": self.after}


__all__ = ["Fix"]
