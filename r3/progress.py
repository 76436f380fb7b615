"""Progress bars for long work (loading, dumping, evaluating): one tqdm setup for all of r3.

Why one place: every bar must go to stderr (stdout carries results), vanish when done, and
be a silent stand-in when disabled (pipes, CI logs, ``-q``), so callers never branch on it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import IO, Protocol, TypeVar

_T = TypeVar("_T")
_T_co = TypeVar("_T_co", covariant=True)


class ProgressBar(Protocol):
    """What r3 uses of a tqdm bar."""

    n: float

    def update(self, n: float = 1) -> None:
        """Advance by ``n`` (tqdm's return value, whether it redrew, is never read)."""

    def set_postfix_str(self, s: str = "", refresh: bool = True) -> None: ...

    def write(self, s: str, file: IO[str] | None = None) -> None: ...

    def close(self) -> None: ...


class ItemsBar(ProgressBar, Protocol[_T_co]):
    """A bar that is also an iterable over its items, advancing as they are consumed."""

    def __iter__(self) -> Iterator[_T_co]: ...


def new_bar(
    total: int | None,
    *,
    unit: str,
    enabled: bool,
    desc: str | None = None,
    items: Iterable[_T] | None = None,
) -> ItemsBar[_T]:
    """An open tqdm bar on stderr; the caller closes it (prefer :func:`progress_bar`).

    With ``items`` the bar is also an iterable over them that advances as they are consumed.
    """
    from tqdm import tqdm  # lazy: most imports of r3 never show a bar

    bar: ItemsBar[_T] = tqdm(
        items, total=total, desc=desc, unit=unit, file=sys.stderr, disable=not enabled, leave=False
    )
    return bar


@contextmanager
def progress_bar(
    total: int | None, *, unit: str, enabled: bool, desc: str | None = None
) -> Iterator[ProgressBar]:
    """``with progress_bar(n, unit="rec", enabled=show) as bar: … bar.update(1)``; closed on exit."""
    bar: ProgressBar = new_bar(total, unit=unit, enabled=enabled, desc=desc)
    try:
        yield bar
    finally:
        bar.close()


__all__ = ["ItemsBar", "ProgressBar", "new_bar", "progress_bar"]
