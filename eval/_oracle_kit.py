"""What every evaluation set's oracle shares: answers as values, a graph read from its CSVs,
paths; and the two command lines around them (writing the graphs, recording the golds).

Why an oracle: a gold query's rows are only what that query returns; a wrong gold returns
wrong rows just as readily. Each set's ``oracle.py`` has one small function per answerable
question that reads the answer straight out of the CSVs (no r3 import, no query language),
written from the question, not from the gold query; the set's conformance test checks the
gold's rows equal it. When they disagree, one of them is wrong: fix that one, never force
them to agree. An answer is either :class:`Rows` (the rows as a multiset of plain values:
``str``, ``int``, ``float``, ``bool``, dates as ISO strings; ordered for top-k) or
:class:`Elements` (the vertex ids and edges ``(src, dst, type)`` a path or subgraph answer
holds). Unanswerable questions have none.

Why one module: the oracles (``eval/fresh*/``, ``eval/devshapes4-6/``) compute their answers
the same way; only the questions differ. Each keeps one function per question, registers it
with its :class:`OracleSet` and imports the rest. Each set's ``make_graphs.py`` and
``record_gold.py`` likewise keep only what is theirs (the data; the folder) and call
:func:`write_graphs_main` / :func:`record_gold_main`. The oracle part never imports r3; only
:func:`record_gold_main` does, when it runs.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import sys
from collections import Counter, defaultdict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

# --------------------------------------------------------------------------- answers


@dataclass(frozen=True)
class Rows:
    """Rows compared as a multiset; ``ordered`` when the question fixes the order (top-k)."""

    rows: tuple[tuple[object, ...], ...]
    ordered: bool = False


@dataclass(frozen=True)
class Elements:
    """The vertices and edges a path or subgraph answer holds (compared as sets)."""

    vertices: frozenset[str]
    edges: frozenset[tuple[str, str, str]]


Answer = Rows | Elements


def rows(items: Iterable[object], *, ordered: bool = False) -> Rows:
    """Rows from values (one column) or tuples (several columns)."""
    out = tuple(i if isinstance(i, tuple) else (i,) for i in items)
    return Rows(out, ordered)


def one(value: object) -> Rows:
    return Rows(((value,),))


# --------------------------------------------------------------------------- the graph, from its CSVs


@dataclass
class Edge:
    src: str
    dst: str
    type: str
    props: dict[str, object]


@dataclass
class Graph:
    """One space's CSVs: ``v[tag][vid] = props`` and ``e[type] = [Edge, …]``."""

    v: dict[str, dict[str, dict[str, object]]] = field(default_factory=dict)
    e: dict[str, list[Edge]] = field(default_factory=dict)

    # vertices -------------------------------------------------------------
    def p(self, vid: str, prop: str) -> object:
        """A property of ``vid`` (its first tag that has it)."""
        for tag in self.v.values():
            if vid in tag and prop in tag[vid]:
                return tag[vid][prop]
        raise KeyError(f"{vid}.{prop}")

    def find(self, tag: str, name: str, prop: str = "name") -> str:
        """The one vid of ``tag`` whose ``prop`` is ``name`` (asserts there is exactly one)."""
        hits = [vid for vid, props in self.v[tag].items() if props.get(prop) == name]
        assert len(hits) == 1, f"{tag}.{prop} == {name!r}: {hits}"
        return hits[0]

    def where(self, tag: str, test: Callable[[dict[str, object]], bool]) -> list[str]:
        return [vid for vid, props in self.v[tag].items() if test(props)]

    # edges -----------------------------------------------------------------
    def out(self, vid: str, etype: str) -> list[Edge]:
        return [e for e in self.e[etype] if e.src == vid]

    def inn(self, vid: str, etype: str) -> list[Edge]:
        return [e for e in self.e[etype] if e.dst == vid]

    def dsts(self, vid: str, etype: str) -> list[str]:
        return [e.dst for e in self.out(vid, etype)]

    def srcs(self, vid: str, etype: str) -> list[str]:
        return [e.src for e in self.inn(vid, etype)]

    def all_edges(self) -> list[Edge]:
        return [e for edges in self.e.values() for e in edges]


def _typed(kind: str, text: str) -> object:
    if kind == "int":
        return int(text)
    if kind == "double":
        return float(text)
    if kind == "bool":
        return text.lower() == "true"
    return text  # string, date (ISO text)


@cache
def read_graph(folder: Path) -> Graph:
    """Read ``folder/*.csv`` (header ``:VID`` = vertices, ``:SRC_VID`` = edges)."""
    g = Graph()
    for path in sorted(folder.glob("*.csv")):
        with open(path, encoding="utf-8", newline="") as f:
            reader = csv.reader(f)
            header = next(reader)
            cols = [(h.split(".", 1)[1].split(":")[0], h.rsplit(":", 1)[1]) for h in header if "." in h]
            if header[0].startswith(":VID"):
                g.v[path.stem] = {
                    r[0]: {n: _typed(k, c) for (n, k), c in zip(cols, r[1:], strict=True)} for r in reader
                }
            else:
                g.e[path.stem] = [
                    Edge(
                        r[0],
                        r[1],
                        path.stem,
                        {n: _typed(k, c) for (n, k), c in zip(cols, r[2:], strict=True)},
                    )
                    for r in reader
                ]
                # NebulaGraph keeps one edge per (src, dst, type, rank): a repeat would overwrite
                keys = Counter((e.src, e.dst) for e in g.e[path.stem])
                assert max(keys.values(), default=1) == 1, (
                    f"{path}: an edge repeated, the engine would keep one"
                )
    return g


# --------------------------------------------------------------------------- paths and subgraphs


def _adjacency(g: Graph, etypes: Iterable[str], direction: str) -> dict[str, list[Edge]]:
    adj: dict[str, list[Edge]] = defaultdict(list)
    for t in etypes:
        for e in g.e[t]:
            if direction in ("out", "both"):
                adj[e.src].append(e)
            if direction in ("in", "both"):
                adj[e.dst].append(e)
    return adj


def _other(e: Edge, vid: str) -> str:
    return e.dst if e.src == vid else e.src


def _distances(adj: dict[str, list[Edge]], start: str) -> dict[str, int]:
    dist = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for e in adj[here]:
            there = _other(e, here)
            if there not in dist:
                dist[there] = dist[here] + 1
                todo.append(there)
    return dist


def shortest(g: Graph, src: str, dst: str, etypes: Iterable[str], direction: str = "out") -> Elements:
    """Every vertex and edge on some shortest path from ``src`` to ``dst`` (what FIND SHORTEST
    PATH returns, all shortest paths together)."""
    etypes = list(etypes)
    fwd = _adjacency(g, etypes, direction)
    back = _adjacency(g, etypes, {"out": "in", "in": "out", "both": "both"}[direction])
    ds, dt = _distances(fwd, src), _distances(back, dst)
    assert dst in ds, f"no path {src} -> {dst}"
    length = ds[dst]
    vertices: set[str] = set()
    edges: set[tuple[str, str, str]] = set()
    for here, d in ds.items():
        for e in fwd[here]:
            there = _other(e, here)
            if d + 1 + dt.get(there, 10**9) == length:
                vertices |= {here, there}
                edges.add((e.src, e.dst, e.type))
    return Elements(frozenset(vertices or {src}), frozenset(edges))


def hops(g: Graph, src: str, dst: str, etypes: Iterable[str], direction: str = "out") -> int:
    return _distances(_adjacency(g, list(etypes), direction), src)[dst]


def neighbourhood(g: Graph, vid: str) -> Elements:
    """``GET SUBGRAPH 1 STEPS FROM vid`` over every edge type, both directions: the vertex,
    its neighbours, and every edge among them."""
    near = {vid} | {_other(e, vid) for e in g.all_edges() if vid in (e.src, e.dst)}
    edges = {(e.src, e.dst, e.type) for e in g.all_edges() if e.src in near and e.dst in near}
    return Elements(frozenset(near), frozenset(edges))


# --------------------------------------------------------------------------- helpers for the answers


def names(g: Graph, vids: Iterable[str], prop: str = "name") -> list[object]:
    return [g.p(v, prop) for v in vids]


def top(
    g: Graph, vids: Iterable[str], key: Callable[[str], object], k: int, *, reverse: bool = True
) -> list[str]:
    """The ``k`` vids with the largest (``reverse``) or smallest key; asserts no tie at the cut."""
    ranked = sorted(vids, key=key, reverse=reverse)  # type: ignore[arg-type]
    if len(ranked) > k:
        assert key(ranked[k - 1]) != key(ranked[k]), f"tie at the cut: {ranked[k - 1]} / {ranked[k]}"
    return ranked[:k]


def kth(g: Graph, vids: Iterable[str], key: Callable[[str], object], k: int, *, reverse: bool = True) -> str:
    """The ``k``-th (1-based) vid by ``key``; asserts it ties with neither neighbour."""
    ranked = top(g, vids, key, k, reverse=reverse)
    assert key(ranked[k - 2]) != key(ranked[k - 1]), f"tie before the {k}th: {ranked[k - 2 : k]}"
    return ranked[k - 1]


def top_edges(edges: list[Edge], prop: str, k: int, *, reverse: bool = True) -> list[Edge]:
    """The ``k`` edges with the largest (``reverse``) or smallest ``prop``; asserts no tie at the cut
    nor inside the top (the order is asked)."""
    ranked = sorted(edges, key=lambda e: e.props[prop], reverse=reverse)
    values = [e.props[prop] for e in ranked[: k + 1]]
    assert len(set(values)) == len(values), f"a tie in the top {k}: {values}"
    return ranked[:k]


def edge_names(g: Graph, edges: Iterable[Edge]) -> list[tuple[object, object]]:
    """Each edge as (its source's name, its target's name)."""
    return [(g.p(e.src, "name"), g.p(e.dst, "name")) for e in edges]


def mean(values: list[float]) -> float:
    return sum(values) / len(values)


def in_year(day: object, year: int) -> bool:
    """Whether a stored date (``YYYY-MM-DD``) falls in ``year``."""
    return str(day).startswith(f"{year}-")


def group_count(keys: Iterable[object]) -> list[tuple[object, int]]:
    return list(Counter(keys).items())


def registry(
    answers: dict[str, Callable[[], Answer]],
) -> Callable[[str], Callable[[Callable[[], Answer]], Callable[[], Answer]]]:
    """The ``@answer(qid)`` decorator of one oracle: it registers into that oracle's ``answers``."""

    def answer(qid: str) -> Callable[[Callable[[], Answer]], Callable[[], Answer]]:
        def register(fn: Callable[[], Answer]) -> Callable[[], Answer]:
            assert qid not in answers, qid
            answers[qid] = fn
            return fn

        return register

    return answer


def main(answers: dict[str, Callable[[], Answer]], description: str, argv: list[str] | None = None) -> int:
    """Print each answer (``--ids a,b``: only those)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--ids", help="comma-separated ids (default: all)")
    args = parser.parse_args(argv)
    wanted = set(args.ids.split(",")) if args.ids else None
    for qid, fn in answers.items():
        if wanted is None or qid in wanted:
            print(qid, fn())
    return 0


def distinct(items: Iterable[object]) -> list[object]:
    """``items`` without repeats, in first-seen order."""
    return list(dict.fromkeys(items))


class OracleSet:
    """One set's oracle: the graphs beside its ``oracle.py`` and the answers it registers, one
    per question id (``ANSWERS``, ``@answer(qid)`` and the command line of every oracle)."""

    def __init__(self, oracle_file: str) -> None:
        self.graphs = Path(oracle_file).resolve().parent / "graphs"
        self.answers: dict[str, Callable[[], Answer]] = {}
        self.answer = registry(self.answers)

    def graph(self, space: str) -> Graph:
        """The set's graph ``space``, read once."""
        return read_graph(self.graphs / space)

    def main(self, doc: str | None, argv: list[str] | None = None) -> int:
        """``oracle.py [--ids a,b]``, described by the first line of the oracle's docstring."""
        return main(self.answers, (doc or "").splitlines()[0], argv)


# --------------------------------------------------------------------------- the command lines of a frozen set


def load_eval_script(path: Path, name: str) -> ModuleType:
    """The script ``path`` as the module ``name`` (``eval/`` is not a package), loaded once."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def write_graphs_main(
    build_all: Callable[[], list[Any]],
    write_graph: Callable[[Any, Path], None],
    default_out: Path,
    description: str,
    argv: list[str] | None = None,
) -> None:
    """``make_graphs.py [--out DIR]``: write every graph ``build_all`` builds, one folder each."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, default=default_out, help="graphs folder to write into")
    args = parser.parse_args(argv)
    for graph in build_all():
        write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


def record_gold_main(folder: Path, description: str, argv: list[str] | None = None) -> int:
    """``record_gold.py [--show] [--ids a,b] [--dry-run]``: run the gold of every answerable row
    of ``folder/questions.jsonl`` on the embedded engine (``eval/unseen/record_gold.py``'s
    ``record``) and store its rows as ``gold_result``; unanswerable rows keep null."""
    from r3.eval.replay import read_dataset  # the one place this module needs r3

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--dataset", type=Path, default=folder / "questions.jsonl")
    parser.add_argument("--graphs", type=Path, default=folder / "graphs")
    parser.add_argument("--ids", help="comma-separated ids to record (default: all)")
    parser.add_argument("--show", action="store_true", help="print every row's result, not only changed ones")
    parser.add_argument("--dry-run", action="store_true", help="do not write the dataset back")
    args = parser.parse_args(argv)
    rows = read_dataset(args.dataset)
    answerable = [r for r in rows if not r.get("unanswerable")]
    only = set(args.ids.split(",")) if args.ids else None
    recorder = load_eval_script(
        Path(__file__).resolve().parent / "unseen" / "record_gold.py", "unseen_record_gold"
    )
    failed = recorder.record(answerable, args.graphs, only=only, show=args.show)
    if not args.dry_run:
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        args.dataset.write_text(text, encoding="utf-8")
    return 1 if failed else 0
