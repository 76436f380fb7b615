"""Progress bars for long work (loading, dumping, evaluating): one tqdm setup for all of r3.

Why one place: every bar must go to stderr (stdout carries results), vanish when done, and
be a silent stand-in when disabled (pipes, CI logs, ``-q``), so callers never branch on it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any


def new_bar(
    total: int | None,
    *,
    unit: str,
    enabled: bool,
    desc: str | None = None,
    items: Iterable[Any] | None = None,
) -> Any:
    """An open tqdm bar on stderr; the caller closes it (prefer :func:`progress_bar`).

    With ``items`` the bar is also an iterable over them that advances as they are consumed.
    """
    from tqdm import tqdm  # lazy: most imports of r3 never show a bar

    return tqdm(items, total=total, desc=desc, unit=unit, file=sys.stderr, disable=not enabled, leave=False)


@contextmanager
def progress_bar(total: int | None, *, unit: str, enabled: bool, desc: str | None = None) -> Iterator[Any]:
    """``with progress_bar(n, unit="rec", enabled=show) as bar: … bar.update(1)``; closed on exit."""
    bar = new_bar(total, unit=unit, enabled=enabled, desc=desc)
    try:
        yield bar
    finally:
        bar.close()


__all__ = ["new_bar", "progress_bar"]
