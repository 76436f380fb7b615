"""Where r3 keeps its user cache, and private folders inside it that are safe to load from.

Why here, at the bottom of the package: the parser (``r3.lang``) caches Lark's analysed
grammar tables, the models their downloads and responses, the lexicon its index and the
pipeline loaded graphs; all need the same root, and the lower layers may not import the upper
ones. :func:`cache_root` is the one place the rule is written (``tests/unit/test_cache_root.py``
checks that no other module reads ``R3_CACHE_DIR`` or ``XDG_CACHE_HOME`` itself).

Why *private* folders: a cache that is unpickled (Lark's grammar tables are a pickle) runs
code from whoever wrote the file. Lark's own ``cache=True`` reads ``$TMPDIR/.lark_cache_<user>_…``
without checking its owner, so any local user who plants that file runs code as the r3 user.
:func:`private_dir` hands out a folder only when it is a real folder owned by this user with
mode 0700 (it creates it so), and :func:`owned_file` checks the file itself before it is read.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

__all__ = ["cache_root", "owned_file", "private_dir"]


def cache_root() -> Path:
    """``$R3_CACHE_DIR``, else ``$XDG_CACHE_HOME/r3``, else ``~/.cache/r3``."""
    given = os.environ.get("R3_CACHE_DIR")
    if given:
        return Path(given).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg).expanduser() if xdg else Path.home() / ".cache") / "r3"


def _is_private(st: os.stat_result, *, directory: bool) -> bool:
    kind_ok = stat.S_ISDIR(st.st_mode) if directory else stat.S_ISREG(st.st_mode)
    if not kind_ok:
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    # Nobody else may write it (a folder: nobody else may even list or enter it).
    return not st.st_mode & (0o077 if directory else 0o022)


def private_dir(*parts: str) -> Path | None:
    """``cache_root()/parts…``, created with mode 0700; None when it cannot be made private.

    An existing folder that is a symlink, owned by another user or open to others is refused
    (not "fixed": someone else may already have written into it), so the caller works
    without the cache.
    """
    path = cache_root().joinpath(*parts)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            path.mkdir(mode=0o700)
        st = os.lstat(path)
    except OSError:
        return None
    return path if _is_private(st, directory=True) else None


def owned_file(path: Path) -> bool:
    """Whether ``path`` is a regular file (not a symlink) owned by this user, writable only by it."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return _is_private(st, directory=False)
