"""One home for r3's cache root (issue 26 §3): every cache honours the same rule.

The rule is :func:`r3.cache.cache_root`'s — ``$R3_CACHE_DIR``, else ``$XDG_CACHE_HOME/r3``,
else ``~/.cache/r3``. It was once written three times with two rules (the model response
cache ignored ``XDG_CACHE_HOME``); these tests hold every cache's default under the one root
and keep the rule from being restated.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from r3.cache import cache_root
from r3.lexical import relate as lexical
from r3.models import local as local_models
from r3.models import response_cache as model_cache
from r3.pipeline import graph_cache

ROOT = Path(__file__).resolve().parents[2]

#: Each cache's default location, as the module computes it.
CACHES: dict[str, Callable[[], Path]] = {
    "model responses": model_cache.default_cache_path,
    "model files": local_models.models_dir,
    "lexicon index": lambda: lexical.index_path() or Path("/nowhere"),
    "graph stores": lambda: graph_cache.cache_root() / "graphs",
}

#: (R3_CACHE_DIR, XDG_CACHE_HOME, HOME) → the root expected, relative to the tmp folder.
RULES = [
    ("r3dir", "xdg", "home", "r3dir"),
    (None, "xdg", "home", "xdg/r3"),
    (None, None, "home", "home/.cache/r3"),
    ("", "xdg", "home", "xdg/r3"),
]


def _env(monkeypatch: pytest.MonkeyPatch, name: str, value: str | None, tmp: Path) -> None:
    if value is None:
        monkeypatch.delenv(name, raising=False)
    else:
        monkeypatch.setenv(name, str(tmp / value) if value else "")


@pytest.mark.parametrize("cache", sorted(CACHES))
@pytest.mark.parametrize(("r3dir", "xdg", "home", "expected"), RULES)
def test_every_cache_lives_under_the_one_root(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    cache: str,
    r3dir: str | None,
    xdg: str | None,
    home: str,
    expected: str,
) -> None:
    _env(monkeypatch, "R3_CACHE_DIR", r3dir, tmp_path)
    _env(monkeypatch, "XDG_CACHE_HOME", xdg, tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / home))
    monkeypatch.delenv("R3_LEXICAL", raising=False)  # the lexicon's own override
    assert cache_root() == tmp_path / expected
    assert CACHES[cache]().is_relative_to(tmp_path / expected), cache


def _cache_literals(path: Path) -> list[str]:
    """String constants in ``path`` that are a piece of the rule (not prose mentioning it)."""
    return [
        node.value
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and (node.value in RULE_PIECES or node.value.startswith("~/.cache"))
    ]


#: The literals the rule is made of.
RULE_PIECES = {"R3_CACHE_DIR", "XDG_CACHE_HOME", ".cache"}


@pytest.mark.parametrize(
    ("source", "pieces"),
    [
        ('import os\nbase = os.environ.get("R3_CACHE_DIR")\n', 1),
        ('base = Path.home() / ".cache" / "r3"\n', 1),
        ('base = os.path.expanduser("~/.cache/r3")\n', 1),
        ('HELP = "kept in $R3_CACHE_DIR (default ~/.cache/r3)"\n', 0),
    ],
)
def test_what_restates_the_rule(tmp_path: Path, source: str, pieces: int) -> None:
    path = tmp_path / "m.py"
    path.write_text(source, encoding="utf-8")
    assert len(_cache_literals(path)) == pieces


def test_the_rule_is_written_once() -> None:
    """No module but r3/cache.py reads the cache variables or builds ``~/.cache`` itself."""
    found = {
        str(path.relative_to(ROOT)): _cache_literals(path)
        for path in sorted((ROOT / "r3").rglob("*.py"))
        if path != ROOT / "r3" / "cache.py"
    }
    assert {name: pieces for name, pieces in found.items() if pieces} == {}
