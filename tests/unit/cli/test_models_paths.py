"""``r3 models list`` and ``r3 models fetch``: what a user sees before anything is downloaded
(issue 26 item 6: the command's module was 42 % covered, neither command ever run).

No test here reaches the network: each refusal happens before a download, and the one
"fetch" that succeeds finds its file already in the cache. The cache is this test's own
(``R3_CACHE_DIR`` → ``tmp_path``), so what the user's cache holds cannot change a result.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import cli_runner

from r3.cli import cli
from r3.models.local import CATALOGUE, GGUF

pytestmark = pytest.mark.quick

VERIFIED_GGUF = next(m for m in CATALOGUE.values() if m.layout == GGUF and m.verified)
UNVERIFIED = [m for m in CATALOGUE.values() if not m.verified]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _r3(*args: str):
    return cli_runner().invoke(cli, list(args))


def _row(stdout: str, name: str) -> str:
    return next(line for line in stdout.splitlines() if line.split() and line.split()[0] == name)


def test_list_shows_every_catalogue_model_and_the_cache(cache: Path) -> None:
    result = _r3("models", "list")
    assert result.exit_code == 0, result.output
    for info in CATALOGUE.values():
        assert "not fetched" in _row(result.stdout, info.name)
    assert result.stdout.count("licence: ") == len(CATALOGUE) + 1  # the lexicon has one too
    assert result.stdout.strip().splitlines()[-1] == f"cache: {cache / 'models'}"


def test_list_flags_models_of_unverified_origin(cache: Path) -> None:
    result = _r3("models", "list")
    for info in CATALOGUE.values():
        assert ("--allow-unverified" in _row(result.stdout, info.name)) == (not info.verified)


def test_fetch_of_an_unknown_name_lists_the_known_ones(cache: Path) -> None:
    result = _r3("models", "fetch", "no-such-model")
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert line.startswith("error: unknown local model 'no-such-model'")
    assert all(name in line for name in CATALOGUE)
    assert not (cache / "models" / "no-such-model").exists()


@pytest.mark.skipif(not UNVERIFIED, reason="the catalogue has no model of unverified origin")
def test_fetch_of_an_unverified_model_needs_the_opt_in(cache: Path) -> None:
    name = UNVERIFIED[0].name
    result = _r3("models", "fetch", name)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: ") and "--allow-unverified" in result.stderr
    assert not (cache / "models" / name).exists()  # refused before any download


def test_fetch_of_a_cached_model_does_not_download_it_again(cache: Path) -> None:
    """A file already in the cache is the answer: its path on stdout, a note on stderr (none
    with --quiet), and ``models list`` then says it is fetched."""
    cached = cache / "models" / VERIFIED_GGUF.name / VERIFIED_GGUF.filename
    cached.parent.mkdir(parents=True)
    cached.write_bytes(b"GGUF placeholder")
    result = _r3("models", "fetch", VERIFIED_GGUF.name)
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(cached)
    assert "already fetched" in result.stderr
    quiet = _r3("models", "fetch", VERIFIED_GGUF.name, "--quiet")
    assert quiet.exit_code == 0 and quiet.stdout.strip() == str(cached) and quiet.stderr == ""
    assert cached.read_bytes() == b"GGUF placeholder"  # untouched
    listed = _r3("models", "list").stdout
    assert "not fetched" not in _row(listed, VERIFIED_GGUF.name) and "fetched" in _row(
        listed, VERIFIED_GGUF.name
    )
