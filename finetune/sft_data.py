"""SFT rows for ``r3 train``: any ``(question, gold, space)`` JSONL plus the demonstrations r3
synthesizes for a graph, split **by graph**, with prompts cut to a token budget.

Why split by graph: a small model that saw a graph's schema and entities in training reads a
validation question of the same graph as a near copy. The claim r3 makes for its adapters is
"works on a graph it never saw", so the held-out graphs (``holdout``) give the validation rows
and never a training row — neither their dataset questions nor demonstrations synthesized for
them.

Why a token budget: the paper's reranker prompt holds the full code schema and the full
skeleton (about 5,000 SmolLM2 tokens, nearly all of it skeleton). Training a CPU model on that
costs minutes per step. :func:`budget_reranker_prompt` keeps every name the reranker may answer
with (every schema class and every skeleton function's ``def`` line) and spends the rest of the
budget on the detail most relevant to the question: schema classes first, then one-line
descriptions of the skeleton functions, then their full syntax and examples, each in order of
relevance. What did not fit is recorded on the row (``cut``), never dropped silently; a prompt
whose minimal form is over the budget is refused (the row is skipped and counted).

Labels come from r3's analysis of the gold query (:func:`finetune.prepare_data.reranker_row`), so
the targets agree with what the evaluator and the offline reranker derive.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from r3.errors import R3Error, UserInputError

#: The tasks ``r3 train`` knows; ``multitask`` is reranker + rewriter rows in one adapter.
SFT_TASKS = ("reranker", "rewriter", "refiner", "multitask")
#: The line put in front of each prompt of a multi-task adapter (UnifiedSKG-style task prefix).
TASK_PREFIX = "[adapter_task]:{task}\n"

Counter_ = Callable[[str], int]


# --------------------------------------------------------------------------- token budget


@dataclass
class _Piece:
    """A part of the prompt that can be shown at several levels of detail (level 0 = minimal)."""

    name: str
    kind: str  # "class" or "function"
    levels: list[str]
    score: float
    level: int = 0


@dataclass
class Budgeted:
    """A prompt that fits the budget and what was left out of it."""

    prompt: str
    tokens: int
    cut: dict[str, list[str]] = field(default_factory=dict)


#: Question words that make a skeleton function likely (English and Chinese), and a prior for
#: the functions most questions need. Only the *detail* shown depends on this; every name stays.
_CUES: dict[str, tuple[str, ...]] = {
    "QUERY": (),
    "WHERE": (
        "than",
        "older",
        "younger",
        "more",
        "less",
        "over",
        "under",
        "between",
        "after",
        "before",
        "greater",
        "not",
        "without",
        "大于",
        "小于",
        "超过",
        "以上",
        "以下",
        "不",
        "之后",
        "之前",
    ),
    "ORDER_BY": (
        "most",
        "least",
        "highest",
        "lowest",
        "oldest",
        "youngest",
        "top",
        "sort",
        "order",
        "rank",
        "best",
        "最",
        "排序",
        "排名",
    ),
    "LIMIT": ("top", "first", "at most", "limit", "one", "前", "最"),
    "GROUP_BY": (
        "how many",
        "count",
        "number of",
        "each",
        "per",
        "average",
        "total",
        "sum",
        "多少",
        "几",
        "数量",
        "每",
        "平均",
        "总",
    ),
    "FIND_PATH": ("path", "route", "connect", "路径", "连接"),
    "GET_SUBGRPAH": ("subgraph", "around", "neighbourhood", "neighborhood", "子图", "周围"),
    "INSERT": ("add", "insert", "new", "添加", "插入", "新增"),
    "UPDATE": ("update", "change", "set", "修改", "更新", "改为"),
    "UPSERT": ("upsert",),
    "DELETE": ("delete", "remove", "删除", "移除"),
    "CREATE_SPACE": ("space", "图空间"),
    "CREATE_Tag_Edge": ("tag", "edge type", "标签", "边类型"),
}
_PRIOR = {"QUERY": 1.0, "WHERE": 0.6, "ORDER_BY": 0.5, "LIMIT": 0.5, "GROUP_BY": 0.4}
_CLASS_LINE = re.compile(r"^class\s+(\S+?)\((Tag|Node|Edge)\)\s*:")
_DEF_LINE = re.compile(r"^\s+def\s+(\w+)\s*\(")


def _words(text: str) -> set[str]:
    low = text.lower()
    words = set(re.findall(r"[a-z0-9]+", low))
    words |= {w[:-1] for w in words if w.endswith("s") and len(w) > 3}
    words |= set(re.findall(r"[\u4e00-\u9fff]", low))  # Chinese: characters
    return words


def _name_score(name: str, question: str) -> float:
    from rapidfuzz import fuzz

    low = question.lower()
    plain = name.replace("_", " ").lower()
    if plain and plain in low:
        return 1.0
    return float(fuzz.partial_ratio(plain, low)) / 100.0 if len(plain) >= 3 else 0.0


def schema_pieces(schema_text: str, question: str) -> tuple[list[str], list[_Piece]]:
    """The schema text as fixed blocks (headers, base classes) and droppable class blocks."""
    fixed: list[str] = []
    pieces: list[_Piece] = []
    for block in re.split(r"\n\s*\n", schema_text.strip("\n")):
        first = block.lstrip("\n").splitlines()[0] if block.strip() else ""
        m = _CLASS_LINE.match(first)
        if not m:
            fixed.append(block)
            continue
        name = m.group(1)
        props = re.findall(r"self\.(\w+)=", block)
        prop_score = max(
            (
                _name_score(p, question)
                for p in props
                if p not in ("vid", "src_vid", "dst_vid", "scr_id", "tag_id")
            ),
            default=0.0,
        )
        init = re.search(r"def __init__\(self,([^)]*)\)", block)
        skip = {"vid", "src_vid", "dst_vid", "scr_id", "tag_id"}
        params = [x.strip() for x in (init.group(1).split(",") if init else []) if x.strip() not in skip]
        compact = f"{first.rstrip(':').rstrip()}: {', '.join(params)}" if params else first
        levels = ["", compact, block]
        pieces.append(_Piece(name, "class", levels, _name_score(name, question) + 0.5 * prop_score))
        fixed.append(f"\0{len(pieces) - 1}")
    return fixed, pieces


def skeleton_pieces(skeleton_text: str, question: str) -> tuple[list[str], list[_Piece]]:
    """The skeleton as class headers and function blocks at three levels: the ``def`` line; plus
    its one-line description; the whole block (syntax docstring, comments, examples)."""
    fixed: list[str] = []
    pieces: list[_Piece] = []
    current: list[str] | None = None
    qwords = _words(question)
    low = question.lower()

    def close() -> None:
        if current is None:
            return
        name = _DEF_LINE.match(current[0]).group(1)  # type: ignore[union-attr]
        body = current[1:]
        comment = next((ln for ln in body if ln.strip().startswith("#") and "Example" not in ln), "")
        levels = [current[0], current[0] + ("\n" + comment if comment else ""), "\n".join(current).rstrip()]
        text_words = _words(" ".join(body))
        overlap = len(qwords & text_words) / (1 + len(qwords))
        cues = sum(1 for cue in _CUES.get(name, ()) if cue in low)
        score = _PRIOR.get(name, 0.0) + 0.5 * min(cues, 2) + overlap
        pieces.append(_Piece(name, "function", levels, score))
        fixed.append(f"\0{len(pieces) - 1}")

    for line in skeleton_text.splitlines():
        if _DEF_LINE.match(line):
            close()
            current = [line]
        elif line and not line[0].isspace():  # a class header or a top-level line
            close()
            current = None
            fixed.append(line)
        elif current is not None:
            current.append(line)
        elif line.strip():
            fixed.append(line)
    close()
    return fixed, pieces


def _assemble(fixed: Sequence[str], pieces: Sequence[_Piece], sep: str) -> str:
    out: list[str] = []
    for part in fixed:
        if part.startswith("\0"):
            text = pieces[int(part[1:])]
            chosen = text.levels[text.level]
            if chosen:
                out.append(chosen)
        else:
            out.append(part)
    return sep.join(out)


def budget_reranker_prompt(
    question: str,
    schema_text: str,
    skeleton_text: str,
    count: Counter_,
    budget: int,
    *,
    overhead: int = 0,
) -> Budgeted:
    """The reranker prompt for ``question`` within ``budget`` tokens (``count`` measures text in
    the model's tokenizer; ``overhead``: tokens the chat template adds). See the module doc.

    Raises UserInputError when even the minimal prompt (every name, no detail, the full schema
    down to the classes the question names) does not fit.
    """
    from r3.pipeline.reranker import reranker_prompt

    s_fixed, s_pieces = schema_pieces(schema_text, question)
    k_fixed, k_pieces = skeleton_pieces(skeleton_text, question)

    def render() -> str:
        return reranker_prompt(
            question, _assemble(s_fixed, s_pieces, "\n\n"), _assemble(k_fixed, k_pieces, "\n")
        )

    for p in s_pieces:
        p.level = 1  # every class on one line (name and typed properties)
    total = count(render()) + overhead
    for p in sorted(s_pieces, key=lambda p: p.score):
        if total <= budget:
            break
        p.level = 0
        total = count(render()) + overhead
    if total > budget:
        raise UserInputError(f"the minimal reranker prompt needs {total} tokens, over the budget of {budget}")
    # add detail, most relevant first: full schema classes, then skeleton descriptions, then
    # the skeleton functions' full syntax and examples
    for pieces, target in ((s_pieces, 2), (k_pieces, 1), (k_pieces, 2)):
        for p in sorted(pieces, key=lambda p: -p.score):
            if p.level >= target or p.levels[target] == p.levels[p.level]:
                continue
            cost = count(p.levels[target]) - count(p.levels[p.level])
            if total + cost + 2 > budget:  # 2: joins may merge differently than alone
                continue
            previous = p.level
            p.level = target
            exact = count(render()) + overhead
            if exact > budget:
                p.level = previous
                continue
            total = exact
    prompt = render()
    cut = {
        "schema_classes_dropped": [p.name for p in s_pieces if p.level == 0],
        "schema_classes_one_line": [p.name for p in s_pieces if p.level == 1],
        "skeleton_def_only": [p.name for p in k_pieces if p.level == 0],
        "skeleton_description_only": [p.name for p in k_pieces if p.level == 1],
    }
    return Budgeted(prompt, total, cut)


def token_counter(tokenizer: Any) -> Counter_:
    """Tokens of a text in ``tokenizer`` (no special tokens): the unit of every budget."""

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    return count


def chat_overhead(tokenizer: Any, mode: str = "auto") -> int:
    """Tokens the chat wrapping adds around a prompt (system line, role markers)."""
    from finetune.helpers import chat_prompt

    return token_counter(tokenizer)(chat_prompt(tokenizer, "x", mode)) - 1


# --------------------------------------------------------------------------- sources and split


@dataclass
class Sources:
    """Where rows come from: dataset files, graph folders (one sub-folder per space), graphs to
    synthesize demonstrations for, and the held-out spaces."""

    data: list[Path] = field(default_factory=list)
    graphs: list[Path] = field(default_factory=list)
    synth_graphs: list[str] = field(default_factory=list)
    holdout: list[str] = field(default_factory=list)
    synth_langs: tuple[str, ...] = ("en", "zh")
    synth_per_shape: int = 20


def space_folders(graphs: Iterable[Path]) -> dict[str, Path]:
    """space name → the graphs folder holding it (the first folder wins)."""
    out: dict[str, Path] = {}
    for folder in graphs:
        if not folder.is_dir():
            raise UserInputError(f"--graphs {folder} is not a folder (one sub-folder per space)")
        for sub in sorted(folder.iterdir()):
            if sub.is_dir():
                out.setdefault(sub.name, folder)
    return out


def synth_rows(
    url: str, *, langs: Sequence[str], per_shape: int, progress: bool = False
) -> list[dict[str, Any]]:
    """Demonstrations r3 synthesizes for the graph at ``url`` (cached per graph version)."""
    from r3.graph.connect import open_backend
    from r3.pipeline.offline.synth import SynthOptions, cached_synthesize, graph_aliases
    from r3.pipeline.offline.synth.run import resolve_space

    if "://" not in url:
        path = Path(url).expanduser()
        if not path.exists():
            raise UserInputError(f"--synth-graph {url}: no such graph (a graph folder or a URL)")
        url = f"embedded://{path.resolve()}"
    backend = open_backend(url)
    try:
        name = resolve_space(backend, None)
        opts = SynthOptions(per_shape=per_shape, langs=tuple(langs))
        result = cached_synthesize(
            backend, name, opts, aliases=graph_aliases(backend, name), progress=progress
        )
    finally:
        close = getattr(backend, "close", None)
        if callable(close):
            close()
    return [{**row, "source": "synth"} for row in result.rows]


def collect_rows(sources: Sources, *, progress: bool = False) -> list[dict[str, Any]]:
    """Every ``(question, gold, space)`` row of the sources, each with ``split`` set by graph."""
    from finetune.helpers import read_jsonl

    holdout = set(sources.holdout)
    rows: list[dict[str, Any]] = []
    for path in sources.data:
        for n, row in enumerate(read_jsonl(path), start=1):
            if not all(isinstance(row.get(k), str) and row.get(k) for k in ("question", "gold", "space")):
                raise UserInputError(f"{path} row {n} lacks question, gold or space")
            rows.append({**row, "id": f"{path.stem}:{row.get('id', n)}", "source": row.get("source", "data")})
    for url in sources.synth_graphs:
        made = synth_rows(
            url, langs=sources.synth_langs, per_shape=sources.synth_per_shape, progress=progress
        )
        spaces = {str(r["space"]) for r in made}
        if spaces & holdout:
            raise UserInputError(
                f"--synth-graph {url} is a held-out graph ({', '.join(sorted(spaces & holdout))}): "
                "held-out graphs never give training rows"
            )
        rows.extend({**r, "id": f"synth:{r.get('id')}"} for r in made)
    for row in rows:
        row["split"] = split_of(str(row["space"]), holdout)
    return rows


def split_of(space: str, holdout: set[str] | Sequence[str]) -> str:
    """``validation`` for a held-out graph, else ``train`` (the split is by graph)."""
    return "validation" if space in holdout else "train"


# --------------------------------------------------------------------------- rows per task


@dataclass
class BuildReport:
    """Counts of what :func:`build_rows` wrote and skipped, and the token cuts it made."""

    written: dict[str, int] = field(default_factory=dict)
    skipped: Counter[str] = field(default_factory=Counter)
    cut_counts: dict[str, Counter[str]] = field(default_factory=dict)
    prompt_tokens: dict[str, list[int]] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        def stats(values: list[int]) -> dict[str, float]:
            return {
                "n": len(values),
                "max": max(values, default=0),
                "mean": sum(values) / max(len(values), 1),
            }

        return {
            "written": self.written,
            "skipped": dict(self.skipped),
            "cut_counts": {k: dict(v.most_common()) for k, v in self.cut_counts.items()},
            "prompt_tokens": {k: stats(v) for k, v in self.prompt_tokens.items()},
        }


def build_rows(
    task: str,
    rows: Sequence[dict[str, Any]],
    spaces: dict[str, Path],
    *,
    tokenizer: Any = None,
    prompt_tokens: int | None = None,
    chat_template: str = "auto",
    dialect: str = "ngql",
    k: int = 10,
    progress: bool = False,
) -> tuple[list[dict[str, Any]], BuildReport]:
    """Training rows (``input``/``output`` + labels + ``split``) of ``task`` for ``rows``.

    The reranker prompt is cut to ``prompt_tokens`` (needs ``tokenizer``); ``multitask`` makes
    reranker and rewriter rows with :data:`TASK_PREFIX` in front of each prompt.
    """
    from finetune.prepare_data import Linkers, QuestionRefused, reranker_row, rewriter_row
    from r3.errors import QueryError
    from r3.graph.ddl import load_space_schema

    if task not in SFT_TASKS:
        raise UserInputError(f"unknown task {task!r}; use one of: {', '.join(SFT_TASKS)}")
    tasks = ["reranker", "rewriter"] if task == "multitask" else [task]
    report = BuildReport()
    count = token_counter(tokenizer) if tokenizer is not None else None
    overhead = chat_overhead(tokenizer, chat_template) if tokenizer is not None else 0
    schemas: dict[str, Any] = {}
    linkers: dict[Path, Linkers] = {}
    out: list[dict[str, Any]] = []
    items: Iterable[dict[str, Any]] = rows
    if progress:
        from tqdm import tqdm

        items = tqdm(rows, desc=f"{task} rows", unit="row")
    try:
        for row in items:
            space_name = str(row["space"])
            folder = spaces.get(space_name)
            if folder is None:
                report.skipped[f"no graph folder for space {space_name}"] += 1
                continue
            if space_name not in schemas:
                try:
                    schemas[space_name] = load_space_schema(folder, space_name)
                except R3Error as e:
                    raise UserInputError(f"cannot read the schema of {space_name}: {e}") from e
            space = schemas[space_name]
            for one in tasks:
                try:
                    if one == "reranker":
                        made = reranker_row(row, space, dialect=dialect)
                        if prompt_tokens is not None and count is not None:
                            from r3.pipeline.reranker import reranker_context

                            schema_text, skeleton_text = reranker_context(space, dialect, paper=True)
                            fitted = budget_reranker_prompt(
                                made["prompt"],
                                schema_text,
                                skeleton_text,
                                count,
                                prompt_tokens,
                                overhead=overhead
                                + (count(TASK_PREFIX.format(task=one)) if task == "multitask" else 0),
                            )
                            made["input"], made["cut"] = fitted.prompt, fitted.cut
                            report.prompt_tokens.setdefault(one, []).append(fitted.tokens)
                            for key, names in fitted.cut.items():
                                report.cut_counts.setdefault(key, Counter()).update(names)
                    elif one == "rewriter":
                        if folder not in linkers:
                            linkers[folder] = Linkers(folder)
                        made = rewriter_row(row, linkers[folder](space_name), k=k, dialect=dialect)
                        if not made["complete"]:
                            report.skipped["rewriter: gold entity not among the retrieved items"] += 1
                            continue
                    else:
                        made = refiner_row(row, space, dialect=dialect)
                except QueryError:
                    report.skipped[f"{one}: gold query does not parse"] += 1
                    continue
                except QuestionRefused:
                    report.skipped[f"{one}: question refused by the linker"] += 1
                    continue
                except UserInputError as e:
                    if "budget" not in str(e):
                        raise
                    report.skipped[f"{one}: prompt over the token budget"] += 1
                    continue
                if task == "multitask":
                    made["input"] = TASK_PREFIX.format(task=one) + made["input"]
                made["split"] = row["split"]
                made["source"] = row.get("source", "data")
                out.append(made)
                key = f"{one}/{row['split']}"
                report.written[key] = report.written.get(key, 0) + 1
    finally:
        for linker in linkers.values():
            linker.__exit__(None, None, None)
    return out, report


def refiner_row(row: dict[str, Any], space: Any, *, dialect: str = "ngql") -> dict[str, Any]:
    """A refiner SFT row: the serving refiner prompt with the gold reranker labels' partial schema
    and skeleton (what a perfect reranker would hand it), and the gold query as target."""
    from r3.lang.analysis import analyze
    from r3.lang.parser import parse
    from r3.lang.printer import to_text
    from r3.pipeline.config import RefinerConfig
    from r3.pipeline.refiner import refiner_prompt
    from r3.pipeline.reranker import resolve_rerank, skeleton_for
    from r3.pipeline.types import RefineRequest, RewriteOutput, StageInput

    gold = str(row["gold"])
    analysis = analyze(gold, dialect, schema=space)
    skeleton = skeleton_for(dialect)
    functions = skeleton.names_for(gold)
    rerank = resolve_rerank(
        space,
        skeleton,
        crud=[n for n in functions if skeleton.functions[n].kind == "crud"],
        clauses=[n for n in functions if skeleton.functions[n].kind == "clause"],
        classes=[*analysis.tags, *analysis.edge_types],
        on_unknown="drop",
    )
    question = str(row["question"])
    request = RefineRequest(
        input=StageInput(question=question, space=space, dialect=dialect),
        rerank=rerank,
        rewrite=RewriteOutput(question),
    )
    prompt = refiner_prompt(request, RefinerConfig())
    return {
        "id": row.get("id"),
        "space": row.get("space"),
        "task": "refiner",
        "dialect": dialect,
        "question": question,
        "content": gold,
        "input": prompt,
        "output": to_text(parse(gold, dialect=dialect), dialect),
    }


__all__ = [
    "BuildReport",
    "Budgeted",
    "SFT_TASKS",
    "Sources",
    "TASK_PREFIX",
    "budget_reranker_prompt",
    "build_rows",
    "chat_overhead",
    "collect_rows",
    "refiner_row",
    "space_folders",
    "split_of",
    "token_counter",
]
