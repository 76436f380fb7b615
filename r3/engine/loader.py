"""Load graphs into the embedded engine: importer configs + CSV, nGQL scripts, graph folders.

One entry point, :func:`load_graph`, takes whatever a graphs directory holds (a
``config.yaml``, an ``.ngql`` script, or the folder ``DIR/<space>/`` with one of them) and
returns a :class:`LoadSummary`. Loads commit in batches (one transaction each);
:func:`run_load_command` (``r3 load``) stages them in a hidden space and swaps it in at the
end, so a killed load never leaves a half-loaded space behind.
Bad rows are reported with ``file:line`` and skipped (``on_error="skip"``) or stop the load
(``"fail"``, raising :class:`LoadError`; the failing batch is rolled back).
"""

from __future__ import annotations

import os
import re
import time
import warnings
from collections.abc import Callable
from pathlib import Path

from r3.engine.load_summary import LoadError, LoadSummary, RejectedRow, ensure_space
from r3.engine.loader_csv import load_config
from r3.engine.loader_script import load_scripts
from r3.engine.storage import GraphStore, UnfinishedLoadWarning
from r3.engine.storage_codec import gc_paused
from r3.errors import UserInputError
from r3.lang.ddl import schema_from_importer_config

_SCRIPT_SUFFIXES = (".ngql", ".nql", ".gql")
_CONFIG_NAMES = ("config.yaml", "config.yml")


def _pick_source(path: Path, space: str | None) -> Path:
    """The config or script a path stands for (a folder: its config.yaml, else its scripts)."""
    if path.is_file():
        return path
    if not path.is_dir():
        raise UserInputError(f"{path} does not exist; pass a config.yaml, an .ngql script or a graph folder")
    for name in _CONFIG_NAMES:
        if (path / name).is_file():
            return path / name
    if any(p.suffix.lower() in _SCRIPT_SUFFIXES for p in path.iterdir()):
        return path
    if space is not None and (path / space).is_dir():
        return _pick_source(path / space, space)
    subs = sorted(p.name for p in path.iterdir() if p.is_dir())
    hint = f"; pick a space folder: {', '.join(subs)}" if subs else ""
    raise UserInputError(f"{path} holds no config.yaml or .ngql script{hint}")


def load_graph(
    path_or_dir: str | Path,
    store: GraphStore,
    space: str | None = None,
    on_error: str = "skip",
    *,
    batch_size: int = 20_000,
    progress: bool = True,
) -> LoadSummary:
    """Load a config.yaml (+ CSVs), an .ngql script, or a graph folder ``DIR/<space>/`` into ``store``.

    ``space`` renames the target space (default: the name the config/script gives, else the
    folder's or file's name). Returns the summary; raises :class:`LoadError` on the first bad
    row when ``on_error="fail"``.
    """
    if on_error not in ("skip", "fail"):
        raise UserInputError(f"on_error must be 'skip' or 'fail', got {on_error!r}")
    if batch_size < 1:
        raise UserInputError(f"batch_size must be positive, got {batch_size}")
    started = time.perf_counter()
    source = _pick_source(Path(path_or_dir), space)
    with gc_paused():  # millions of acyclic objects: the cyclic GC would rescan them over and over
        summary = _load(source, store, space, on_error, batch_size, progress)
    summary.elapsed_s = time.perf_counter() - started
    if store.has_space(summary.space):
        summary.stats = store.space(summary.space).stats()
    return summary


def _load(
    source: Path, store: GraphStore, space: str | None, on_error: str, batch_size: int, progress: bool
) -> LoadSummary:
    if source.is_dir() or source.suffix.lower() in _SCRIPT_SUFFIXES:
        scripts = (
            sorted(p for p in source.iterdir() if p.suffix.lower() in _SCRIPT_SUFFIXES)
            if source.is_dir()
            else [source]
        )
        summary = load_scripts(scripts, store, space=space, on_error=on_error, progress=progress)
    elif source.suffix.lower() in (".yaml", ".yml"):
        summary = load_config(
            source, store, space=space, on_error=on_error, batch_size=batch_size, progress=progress
        )
    else:
        raise UserInputError(f"{source}: expected a config.yaml or an .ngql script")
    return summary


def default_db_path() -> Path:
    """Where ``r3 load`` keeps graphs unless told otherwise: ``$R3_DB`` or ``~/.r3/graphs.sqlite``."""
    env = os.environ.get("R3_DB")
    return Path(env) if env else Path.home() / ".r3" / "graphs.sqlite"


def run_load_command(
    target: str | Path | None = None,
    *,
    graphs: str | Path | None = None,
    space: str | None = None,
    db: str | Path | None = None,
    on_error: str = "skip",
    replace: bool = False,
    batch_size: int = 20_000,
    progress: bool = True,
) -> LoadSummary:
    """What ``r3 load CONFIG_OR_SCRIPT`` / ``r3 load --graphs DIR --space NAME`` does.

    Crash-safe: the load writes into a staging space (a copy of the space, empty with
    ``replace``) marked unfinished in the store, and swaps it in with the marker cleared in
    one transaction. A load killed at any point leaves the space as it was (the store then
    says so when opened); running it again resumes the staging space and completes it.
    """
    if graphs is not None:
        if space is None:
            raise UserInputError("--graphs needs --space NAME (the folder DIR/NAME to load)")
        path = Path(graphs) / space
        if not path.is_dir():
            raise UserInputError(f"no folder {path} for space {space!r}")
    elif target is not None:
        path = Path(target)
    else:
        raise UserInputError("give a config.yaml / .ngql script, or --graphs DIR --space NAME")
    if replace and space is None:
        raise UserInputError("--replace needs --space NAME (the space to drop before loading)")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UnfinishedLoadWarning)  # this load resumes or replaces it
        store = GraphStore(db if db is not None else default_db_path())
    with store:
        name = space or target_space(path, space)
        if name is None or store.path is None:  # several spaces in one script: load in place
            if replace and space is not None:
                store.drop_space(space, if_exists=True)
            return _interruptible(
                lambda: load_graph(path, store, space, on_error, batch_size=batch_size, progress=progress)
            )
        staging = store.begin_load(name, str(Path(path).resolve()), replace=replace)
        try:
            summary = _interruptible(
                lambda: load_graph(path, store, staging, on_error, batch_size=batch_size, progress=progress)
            )
        except LoadError:
            store.abandon_load(name, staging)
            raise
        store.finish_load(name, staging)
        summary.space = name
        summary.stats = store.space(name).stats()
        return summary


def _interruptible(load: Callable[[], LoadSummary]) -> LoadSummary:
    try:
        return load()
    except KeyboardInterrupt:
        raise UserInputError(
            "load interrupted: the space keeps its previous data; run the same load again to complete it"
        ) from None


def target_space(path: str | Path, space: str | None = None) -> str | None:
    """The space a load of ``path`` writes (None: a script naming several spaces).

    Crash-safe loads stage into a copy of this space, so it must be known before loading.
    """
    if space is not None:
        return space
    source = _pick_source(Path(path), None)
    if source.suffix.lower() in (".yaml", ".yml"):
        try:
            graph = schema_from_importer_config(source)
        except Exception:  # noqa: BLE001 - the load itself reports a bad config
            return source.parent.name
        filled = [s for s in graph.spaces.values() if s.tags or s.edges] or list(graph.spaces.values())
        return (filled[0].name if filled else "") or source.parent.name
    scripts = (
        sorted(p for p in source.iterdir() if p.suffix.lower() in _SCRIPT_SUFFIXES)
        if source.is_dir()
        else [source]
    )
    names: list[str] = []
    for script in scripts:
        try:
            text = script.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):  # the load itself names the file in one line
            continue
        names += [m.group(1) for m in _SPACE_WORDS.finditer(text)]
    distinct = list(dict.fromkeys(names))
    if len(distinct) > 1:
        return None
    return distinct[0] if distinct else (scripts[0].stem if scripts else source.stem)


_SPACE_WORDS = re.compile(
    r"^\s*(?:CREATE\s+SPACE\s+(?:IF\s+NOT\s+EXISTS\s+)?|USE\s+)`?([A-Za-z_][\w]*)`?", re.I | re.M
)


__all__ = [
    "LoadError",
    "LoadSummary",
    "RejectedRow",
    "default_db_path",
    "ensure_space",
    "load_graph",
    "run_load_command",
    "target_space",
]
