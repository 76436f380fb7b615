"""One way to register an extension: a name → factory table.

Dialects, graph backends, model providers, embedders, pipeline stage kinds and evaluation
systems are each a :class:`Registry`. Why one helper: the five hand-made mechanisms it replaces
each had their own "unknown …" message, alias handling and plugin loading, and adding an
extension meant finding the right if-chain. Now it is one module plus one ``register`` line.

A factory may be given as ``"module:attribute"``: the module is imported on first use, so a
registry can list an extension whose optional dependency is not installed, and ``import r3``
stays cheap. A missing optional package becomes a one-line :class:`MissingDependencyError`
naming the extra to install (see :func:`require`).
"""

from __future__ import annotations

import contextlib
import functools
import importlib
from collections.abc import Callable, Iterator
from importlib.metadata import entry_points
from types import ModuleType
from typing import Any, Generic, TypeVar

from r3.errors import MissingDependencyError, UserInputError

T = TypeVar("T")


def require(module: str, extra: str, *, what: str | None = None) -> ModuleType:
    """Import the optional dependency ``module``, or explain in one line how to install it.

    ``extra`` names the ``pip install 'r3-nl2gql[extra]'`` that brings it; ``what`` says who needs it
    (default: the extra's name).
    """
    try:
        return importlib.import_module(module)
    except ImportError as e:
        who = what or f"the {extra!r} extra"
        raise MissingDependencyError(
            f"{who} needs the Python package {module.split('.')[0]!r}; install it with: pip install 'r3-nl2gql[{extra}]'"
        ) from e


def load_reference(reference: str) -> Any:
    """The object ``"package.module:attribute"`` names, imported now."""
    module_name, _, attribute = reference.partition(":")
    if not module_name or not attribute:
        raise UserInputError(f"{reference!r} is not of the form 'module:attribute'")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as e:
        if e.name and module_name.startswith(e.name):
            raise UserInputError(f"cannot import {module_name!r} (from {reference!r})") from e
        raise
    try:
        return getattr(module, attribute)
    except AttributeError as e:
        raise UserInputError(f"module {module_name!r} has no {attribute!r} (from {reference!r})") from e


@functools.cache
def installed_entry_points() -> Any:
    """Every installed package's entry points, read once per process (one scan serves every
    registry; a scan takes ≈ 15 ms)."""
    return entry_points()


class Registry(Generic[T]):
    """Names mapped to factories (or any value) of one kind of extension.

    ``kind`` is the word used in messages ("unknown backend 'x'; known: …").
    ``entry_points`` names a package entry-point group whose entries join the registry the
    first time it is read, so third-party packages can add to it without r3 knowing them.
    """

    def __init__(self, kind: str, *, entry_points: str | None = None) -> None:
        self.kind = kind
        self.entry_points = entry_points
        self._items: dict[str, T | str] = {}
        self._descriptions: dict[str, str] = {}
        self._aliases: dict[str, str] = {}
        self._plugins_loaded = entry_points is None

    def register(
        self, name: str, item: T | str, *, description: str = "", aliases: tuple[str, ...] = ()
    ) -> None:
        """Add ``item`` (or a ``"module:attribute"`` reference to it) under ``name``."""
        key = self._key(name)
        if not key or ":" in key:
            raise ValueError(f"cannot register a {self.kind} named {name!r}")
        self._items[key] = item
        self._descriptions[key] = description
        for alias in aliases:
            self._aliases[self._key(alias)] = key

    def unregister(self, name: str) -> None:
        """Remove ``name`` and its aliases (a test's or a plugin's own entry); unknown names are ignored."""
        key = self._key(name)
        self._items.pop(key, None)
        self._descriptions.pop(key, None)
        self._aliases = {alias: target for alias, target in self._aliases.items() if target != key}

    @contextlib.contextmanager
    def override(
        self, name: str, item: T | str, *, description: str = "", aliases: tuple[str, ...] = ()
    ) -> Iterator[Registry[T]]:
        """Register ``item`` as ``name`` for the ``with`` block only, then put back what was there.

        Why: a test (or a one-off run) that swaps in its own entry must not leave it behind for
        the next test, whatever order they run in. Only ``name`` and ``aliases`` are restored, so
        entries other modules register meanwhile (an import inside the block) stay. Like the rest
        of the registry it is not thread-safe: override from one thread, outside concurrent reads.
        """
        self._load_plugins()
        key = self._key(name)
        alias_keys = [self._key(alias) for alias in aliases]
        had = key in self._items
        saved_item, saved_description = self._items.get(key), self._descriptions.get(key)
        saved_aliases = {a: t for a, t in self._aliases.items() if t == key or a in alias_keys}
        self.register(name, item, description=description, aliases=aliases)
        try:
            yield self
        finally:
            self._aliases = {a: t for a, t in self._aliases.items() if t != key and a not in alias_keys}
            self._aliases.update(saved_aliases)
            if had:
                self._items[key] = saved_item  # type: ignore[assignment]
                self._descriptions[key] = saved_description or ""
            else:
                self._items.pop(key, None)
                self._descriptions.pop(key, None)

    def add(self, name: str, *, description: str = "", aliases: tuple[str, ...] = ()) -> Callable[[T], T]:
        """Decorator form of :meth:`register`."""

        def decorate(item: T) -> T:
            self.register(name, item, description=description, aliases=aliases)
            return item

        return decorate

    def get(self, name: str) -> T:
        """The item registered as ``name`` (or an alias of it); a one-line error naming the known ones."""
        key = self.resolve(name)
        item = self._items[key]
        if isinstance(item, str):
            item = self._items[key] = load_reference(item)
        return item

    def resolve(self, name: str) -> str:
        """The canonical name of ``name`` (aliases followed), or a one-line error."""
        if not isinstance(name, str):
            raise UserInputError(f"a {self.kind} name must be a string, got {type(name).__name__}")
        self._load_plugins()
        key = self._key(name)
        key = self._aliases.get(key, key)
        if key not in self._items:
            raise UserInputError(f"unknown {self.kind} {name!r}; known: {', '.join(self.names())}")
        return key

    def names(self) -> tuple[str, ...]:
        """Every registered name, in registration order (aliases left out)."""
        self._load_plugins()
        return tuple(self._items)

    def describe(self) -> dict[str, str]:
        """Name → one-line description."""
        self._load_plugins()
        return {name: self._descriptions.get(name, "") for name in self._items}

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        self._load_plugins()
        key = self._key(name)
        return self._aliases.get(key, key) in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    @staticmethod
    def _key(name: str) -> str:
        return name.strip().lower()

    def _load_plugins(self) -> None:
        if self._plugins_loaded:
            return
        self._plugins_loaded = True
        for ep in installed_entry_points().select(group=self.entry_points or ""):
            if self._key(ep.name) not in self._items:
                self._items[self._key(ep.name)] = ep.value
                self._descriptions[self._key(ep.name)] = f"from package entry point {ep.value}"
