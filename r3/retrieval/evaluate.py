"""Scoring the linker against gold queries: recall@k and MRR of the entities each gold names.

Why gold entities come from the gold query: a dataset row has no entity annotation, but its
gold query spells the entities it needs as string literals. The entities of a row are the
string literals of ``gold`` (via :func:`r3.lang.analysis.analyze`) that the graph stores as a
vertex id or a string property value. An entity is

- **verbatim** when it appears in the question exactly as stored;
- **partial** (non-verbatim) when some part of it does: a token of two or more characters
  (``Duncan`` for ``Tim Duncan``, ``赫敏`` for ``赫敏·格兰杰``), its compact key
  (``哈利波特`` for ``哈利·波特``), or a common substring of at least 40% of its compact key
  (``尤里克`` for ``怪人尤里克``);
- **unmentioned** (non-verbatim) otherwise: the question names a different entity than its
  gold query (a defect of the row, not something spelling can recover).

Recall@k counts an entity as found when it is among the top ``k`` linked strings; MRR
averages ``1 / rank`` over entities (0 when not in the top ``k``).

The final line's *non-verbatim* recall is over the entities the question does mention
without spelling them as stored (the partial ones): an unmentioned entity is no mention at
all, so no linker can be asked to find it. The overall recall and MRR still count every
entity, unmentioned ones included, and :meth:`SignalScore.breakdown` reports them apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

from r3.errors import QueryError, UserInputError
from r3.inputs import read_jsonl
from r3.lang.analysis import analyze
from r3.retrieval.index import RetrievalIndex
from r3.retrieval.linker import Linker
from r3.retrieval.normalize import tokens
from r3.text import compact, fold, is_cjk
from r3.values.json import JsonObject, json_text

ENTITY_KINDS = frozenset({"vid", "prop", "edge_prop"})


def gold_entities(gold: str, index: RetrievalIndex, *, dialect: str = "ngql") -> list[str]:
    """String literals of ``gold`` stored in the graph as a vid or a string property value."""
    try:
        literals = analyze(gold, dialect).string_literals
    except QueryError:
        return []
    out: list[str] = []
    for text in dict.fromkeys(literals):
        if not text or not text.strip():
            continue
        for sid in index.exact_ids([compact(text)])[0].tolist():
            if index.string(sid) == text and any(o.kind in ENTITY_KINDS for o in index.occurrences(sid)):
                out.append(text)
                break
    return out


def mention_class(entity: str, question: str) -> str:
    """``verbatim``, ``partial`` or ``unmentioned`` (see the module doc)."""
    if entity in question:
        return "verbatim"
    q = fold(question)
    qkey = compact(question)
    if compact(entity) and compact(entity) in qkey:
        return "partial"
    if any(len(t) >= 2 and t in q for t in tokens(entity)):
        return "partial"
    key = compact(entity)
    if key and qkey:
        match = SequenceMatcher(None, key, qkey, autojunk=False).find_longest_match(0, len(key), 0, len(qkey))
        if match.size >= max(2, 0.4 * len(key)):
            return "partial"
    return "unmentioned"


@dataclass
class EntityResult:
    row_id: str
    entity: str
    cls: str  # verbatim | partial | unmentioned
    ranks: dict[str, int | None] = field(default_factory=dict)  # signal → 1-based rank in top k

    @property
    def verbatim(self) -> bool:
        return self.cls == "verbatim"


@dataclass
class SignalScore:
    k: int
    total: int = 0
    found: int = 0
    verbatim_total: int = 0
    verbatim_found: int = 0
    partial_total: int = 0
    partial_found: int = 0
    rr: float = 0.0

    @property
    def recall(self) -> float:
        return self.found / self.total if self.total else 0.0

    @property
    def verbatim_recall(self) -> float:
        return self.verbatim_found / self.verbatim_total if self.verbatim_total else 0.0

    @property
    def non_verbatim_recall(self) -> float:
        """Recall over mentions that are not verbatim (partial names, given names, …)."""
        return self.partial_recall

    @property
    def partial_recall(self) -> float:
        return self.partial_found / self.partial_total if self.partial_total else 0.0

    @property
    def mrr(self) -> float:
        return self.rr / self.total if self.total else 0.0

    def line(self) -> str:
        """``recall@K R (verbatim V, non-verbatim W), mrr M`` (percentages, MRR in [0, 1])."""
        return (
            f"recall@{self.k} {100 * self.recall:.1f}% (verbatim {100 * self.verbatim_recall:.1f}%, "
            f"non-verbatim {100 * self.non_verbatim_recall:.1f}%), mrr {self.mrr:.3f}"
        )

    def breakdown(self) -> str:
        nv = self.total - self.verbatim_total
        unmentioned = nv - self.partial_total
        un_found = self.found - self.verbatim_found - self.partial_found
        return (
            f"entities {self.total}: verbatim {self.verbatim_found}/{self.verbatim_total}, "
            f"partial {self.partial_found}/{self.partial_total} ({100 * self.partial_recall:.1f}%), "
            f"unmentioned {un_found}/{unmentioned}"
        )


def score(results: Iterable[EntityResult], signal: str, k: int) -> SignalScore:
    s = SignalScore(k)
    for r in results:
        rank = r.ranks.get(signal)
        hit = rank is not None and rank <= k
        s.total += 1
        s.found += hit
        if r.cls == "verbatim":
            s.verbatim_total += 1
            s.verbatim_found += hit
        elif r.cls == "partial":
            s.partial_total += 1
            s.partial_found += hit
        if hit and rank:
            s.rr += 1.0 / rank
    return s


def rank_of(entity: str, texts: list[str]) -> int | None:
    try:
        return texts.index(entity) + 1
    except ValueError:
        return None


def row_results(row: JsonObject, entities: list[str], links: dict[str, list[str]]) -> list[EntityResult]:
    """One EntityResult per gold entity of ``row``; ``links`` maps signal → linked texts (ranked)."""
    question = str(row.get("question", ""))
    out = []
    for e in entities:
        out.append(
            EntityResult(
                row_id=str(row.get("id", "")),
                entity=e,
                cls=mention_class(e, question),
                ranks={signal: rank_of(e, texts) for signal, texts in links.items()},
            )
        )
    return out


def read_dataset(path: str | Path) -> list[JsonObject]:
    """Rows of a JSONL dataset (``id, space, question, gold``); bad lines are UserInputErrors."""
    rows = []
    for number, row in read_jsonl(path, "dataset"):
        for key in ("space", "question", "gold"):
            if not isinstance(row.get(key), str):
                raise UserInputError(f"{path}:{number}: field {key!r} is missing or not a string")
        row.setdefault("id", f"line {number}")
        rows.append(row)
    return rows


@dataclass
class LinkReport:
    """Per-entity results of a linking run and per-row details (for ``--json``)."""

    k: int
    signals: tuple[str, ...]
    results: list[EntityResult] = field(default_factory=list)
    rows: list[dict[str, object]] = field(default_factory=list)

    def score(self, signal: str, *, only: Callable[[EntityResult], bool] | None = None) -> SignalScore:
        chosen = self.results if only is None else [r for r in self.results if only(r)]
        return score(chosen, signal, self.k)


def evaluate_linking(
    rows: Iterable[JsonObject],
    linker_for: Callable[[str], Linker],
    *,
    k: int,
    signals: tuple[str, ...] = ("both", "char", "dense"),
    keep_items: bool = False,
    tick: Callable[[], None] | None = None,
) -> LinkReport:
    """Link every row's question with each signal and rank its gold entities.

    ``linker_for(space)`` returns the space's Linker. A question the linker refuses (empty,
    too long) counts its entities as missed and records the error.
    """
    report = LinkReport(k, signals)
    for row in rows:
        space, question = json_text(row["space"]), json_text(row["question"])  # read_dataset checked them
        linker = linker_for(space)
        entities = gold_entities(json_text(row["gold"]), linker.index)
        links: dict[str, list[str]] = {}
        detail: dict[str, object] = {"id": row.get("id"), "space": space, "question": question}
        kept: dict[str, list[dict[str, object]]] = {}
        for signal in signals:
            try:
                items = linker.link(question, k, signal=signal)
            except UserInputError as e:
                detail["error"] = str(e)
                items = []
            links[signal] = [i.text for i in items]
            if keep_items:
                detail["items"] = kept
                kept[signal] = [i.to_json() for i in items]
        results = row_results(row, entities, links)
        report.results.extend(results)
        detail["entities"] = [{"entity": r.entity, "class": r.cls, "ranks": r.ranks} for r in results]
        detail["links"] = links
        report.rows.append(detail)
        if tick is not None:
            tick()
    return report


# --------------------------------------------------------------------------- perturbed questions

_EN_TEMPLATES = ("Which team did {m} play for?", "How old is {m}?", "Who likes '{m}' the most?")
_ZH_TEMPLATES = ("{m}的父亲是谁？", "请问{m}属于哪个组织？", "{m}的血统是什么？")


def perturbed_questions(index: RetrievalIndex, *, n: int = 200, seed: int = 0) -> list[tuple[str, str, str]]:
    """(question, entity, perturbation) built by rule from names the index stores.

    A check on questions nobody tuned for: names (vids and ``name`` values) are sampled with a
    fixed seed and mentioned in a template the way users do — ``lower`` case, ``surname`` only,
    one ``typo`` (two inner letters swapped), a Chinese ``given`` name (the part before ``·``),
    a Chinese name with ``nodot``.
    """
    import random

    rng = random.Random(seed)
    names = []
    for sid in range(index.n_strings):
        occ = index.occurrences(sid)
        if any(o.kind == "vid" or (o.kind == "prop" and o.prop == "name") for o in occ):
            text = index.string(sid)
            if len(text) >= 4 and not text.isdigit():
                names.append(text)
    rng.shuffle(names)
    out: list[tuple[str, str, str]] = []
    for name in names:
        cjk = any(is_cjk(ch) for ch in name)
        words = name.split("·") if cjk else name.split()
        variants: list[tuple[str, str]] = []
        if cjk:
            if len(words) >= 2 and len(words[0]) >= 2:
                variants += [(words[0], "given"), ("".join(words), "nodot")]
        else:
            if any(ch.isupper() for ch in name):
                variants.append((name.lower(), "lower"))
            if len(words) >= 2 and len(words[-1]) >= 4:
                variants.append((words[-1], "surname"))
            if len(name) >= 8:
                i = rng.randrange(1, len(name) - 2)
                if name[i].isalpha() and name[i + 1].isalpha() and name[i] != name[i + 1]:
                    variants.append((name[:i] + name[i + 1] + name[i] + name[i + 2 :], "typo"))
        templates = _ZH_TEMPLATES if cjk else _EN_TEMPLATES
        for mention, kind in variants:
            out.append((rng.choice(templates).format(m=mention), name, kind))
        if len(out) >= n:
            break
    return out[:n]


__all__ = [
    "EntityResult",
    "perturbed_questions",
    "LinkReport",
    "evaluate_linking",
    "read_dataset",
    "SignalScore",
    "gold_entities",
    "mention_class",
    "rank_of",
    "row_results",
    "score",
]
