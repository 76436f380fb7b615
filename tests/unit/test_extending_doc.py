"""docs/extending.md, run and checked: the page is the test's data.

- every ``python`` block is a worked example that must run as written: each in its own
  interpreter (a registration must not leak into other tests), in an empty folder, with the
  repository and ``tests/`` on the path (as pytest has them: pyproject's ``pythonpath``);
- every name the page writes in backticks must exist: a dotted ``r3.…`` name imports (module,
  then attributes), a repository path (``r3/…``, ``tests/…``, ``eval/…``, ``docs/…``) is there,
  ``path.py:Name`` / ``path.py::test_name`` is defined at the top of that file (``Name.attr``: in
  that class), and an entry-point group (``r3.backends``) is one a registry declares;
- every command of a shell block names scripts that exist, with options they declare.

So a rename, a move or a dropped option fails here instead of sending a newcomer to grep.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "extending.md"
_BLOCK = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)
_FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)
#: The headings of the page's sections, each with its example.
_SECTION = re.compile(r"^## (.+)$", re.M)
_SPAN = re.compile(r"`([^`\n]+)`")
_DOTTED = re.compile(r"^r3(?:\.[A-Za-z_]\w*)+")
_PATH = re.compile(r"^(?:r3|tests|eval|docs|data)/[\w./<>*-]*?(?=$|::?[A-Za-z_])")
_MEMBER = re.compile(r"^::?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)$")
_GROUP = re.compile(r"""entry_points=["']([\w.]+)["']""")


def examples() -> list[tuple[str, str]]:
    """(section heading, code) of every python block."""
    text = DOC.read_text(encoding="utf-8")
    heads = [(m.start(), m.group(1)) for m in _SECTION.finditer(text)]
    out = []
    for m in _BLOCK.finditer(text):
        head = [h for start, h in heads if start < m.start()]
        out.append((head[-1] if head else "top", m.group(1)))
    return out


def test_every_extension_kind_has_an_example() -> None:
    sections = " ".join(head.lower() for head, _ in examples())
    kinds = (
        "backend",
        "question shape",
        "confidence",
        "model provider",
        "embedder",
        "stage",
        "system",
        "dialect",
    )
    for kind in kinds:
        assert kind in sections, f"docs/extending.md has no worked example for a {kind}"


@pytest.mark.parametrize(("section", "code"), examples(), ids=[head for head, _ in examples()])
def test_example_runs(section: str, code: str, tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "tests"), env.get("PYTHONPATH", "")])
    env["R3_CACHE_DIR"] = str(tmp_path / "cache")
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180
    )
    assert run.returncode == 0, f"{section}:\n{run.stdout[-2000:]}\n{run.stderr[-3000:]}"


# --------------------------------------------------------------------------- the names it writes


def entry_point_groups() -> set[str]:
    """The entry-point groups r3's registries read (``Registry(..., entry_points="r3.backends")``)."""
    return {g for p in (ROOT / "r3").rglob("*.py") for g in _GROUP.findall(p.read_text(encoding="utf-8"))}


def dotted_problem(name: str) -> str | None:
    """Why ``r3.a.b.C.d`` does not resolve (None: it does): modules imported, then attributes."""
    parts = name.split(".")
    obj: Any = importlib.import_module(parts[0])
    for i, part in enumerate(parts[1:], start=1):
        if hasattr(obj, part):
            obj = getattr(obj, part)
            continue
        module = ".".join(parts[: i + 1])
        if isinstance(obj, type(sys)) and importlib.util.find_spec(module) is not None:
            obj = importlib.import_module(module)
            continue
        return f"{name}: {'.'.join(parts[:i])} has no {part!r}"
    return None


def _top_names(path: Path) -> dict[str, set[str]]:
    """Top-level names of a Python file → the names defined in its body (classes), else empty."""
    out: dict[str, set[str]] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            inner = {n.name for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
            if isinstance(node, ast.ClassDef):
                inner |= {t.id for n in node.body for t in _targets(n)}
            out[node.name] = inner
        for target in _targets(node):
            out.setdefault(target.id, set())
    return out


def _targets(node: ast.stmt) -> list[ast.Name]:
    if isinstance(node, ast.Assign):
        return [t for t in node.targets if isinstance(t, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return [node.target]
    return []


def path_problem(span: str) -> str | None:
    """Why a repository path (``r3/x.py``, ``tests/x.py::test_y``, ``eval/x.py:NAME``, a folder,
    ``r3/graph/<name>.py``) does not hold (None: it does)."""
    m = _PATH.match(span)
    assert m is not None
    path, rest = m.group(0), span[m.end() :]
    placeholder = re.search(r"[<*]", path)
    if placeholder:  # a pattern: its folder must exist
        folder = ROOT / path[: placeholder.start()].rsplit("/", 1)[0]
        return None if folder.is_dir() else f"{span}: no folder {folder.relative_to(ROOT)}"
    where = ROOT / path.rstrip("/")
    if not where.exists():
        return f"{span}: no such file or folder"
    if not rest:
        return None
    member = _MEMBER.match(rest)
    if member is None or where.suffix != ".py":
        return f"{span}: cannot read {rest!r} as a name in {path}"
    top, _, attr = member.group(1).partition(".")
    names = _top_names(where)
    if top not in names:
        return f"{span}: {path} defines no {top!r}"
    if attr and attr not in names[top]:
        return f"{span}: {top} in {path} has no {attr!r}"
    return None


def command_problems(block: str) -> list[str]:
    """The scripts a shell block runs that are missing, and options they do not declare."""
    out = []
    for line in block.splitlines():
        words = line.split("#", 1)[0].split()
        scripts = [w for w in words if w.endswith(".py") or ".py::" in w]
        for word in scripts:
            problem = path_problem(word) if _PATH.match(word) else f"{word}: not a repository path"
            if problem:
                out.append(problem)
        runs = [ROOT / w for w in scripts if w.endswith(".py") and not w.startswith("tests/")]
        for option in (w.split("=", 1)[0] for w in words if w.startswith("--")):
            for script in runs:
                if script.is_file() and f'"{option}"' not in script.read_text(encoding="utf-8"):
                    out.append(f"{line.strip()}: {script.relative_to(ROOT)} has no option {option}")
    return out


def name_problems(text: str) -> list[str]:
    """Everything the page names (module doc) that does not exist."""
    prose = _FENCE.sub("", text)
    groups = entry_point_groups()
    out: list[str] = []
    for span in dict.fromkeys(s.strip() for s in _SPAN.findall(prose)):
        if _PATH.match(span):
            out.append(path_problem(span) or "")
        elif (m := _DOTTED.match(span)) and "<" not in span and m.group(0) not in groups:
            out.append(dotted_problem(m.group(0)) or "")
    for fence in _FENCE.finditer(text):
        if fence.group(1) in ("sh", "bash", "console", "shell"):
            out += command_problems(fence.group(2))
    return [p for p in out if p]


def test_every_name_file_and_option_the_page_writes_exists() -> None:
    problems = name_problems(DOC.read_text(encoding="utf-8"))
    assert not problems, "docs/extending.md names what is not there:\n" + "\n".join(problems)


def test_the_name_check_can_fail() -> None:
    page = """
`r3.understand.shapes.SHAPES`, `r3.understand.shapes.NO_SUCH_REGISTRY`, `r3.backends`, `r3.no_such_group`,
`tests/shape_world.py`, `tests/no_such_file.py`, `r3/understand/intent.py:IntentKind`,
`r3/understand/intent.py:Intent.shape`, `r3/understand/intent.py:Intent.no_such`, `r3/graph/<name>.py`,
`tests/unit/test_extending_doc.py::test_the_name_check_can_fail`, `tests/unit/test_extending_doc.py::test_gone`

```sh
python eval/bench_confidence.py --records-json RUN --fit --no-such-option
python eval/no_such_bench.py
```
"""
    problems = name_problems(page)
    wanted = (
        "NO_SUCH_REGISTRY",
        "no_such_group",
        "no_such_file",
        "no 'no_such'",
        "test_gone",
        "--no-such-option",
        "no_such_bench",
    )
    assert len(problems) == len(wanted), problems
    for word, problem in zip(wanted, problems, strict=True):
        assert word in problem, (word, problem)
