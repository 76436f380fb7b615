"""Nearest-neighbour search over the index's vectors: exact for small graphs, IVF for big ones.

Why an IVF in numpy next to FAISS: FAISS is the paper's choice and the fastest, but it is a
compiled extra that not every install has. An inverted-file index (k-means cells; search
exactly inside the ``nprobe`` cells nearest to the query) needs only numpy, keeps the float16
vectors memory-mapped, and on a million short strings answers in milliseconds with recall
close to exact (measured in eval/bench_retrieval_scale.py). Vectors are unit length, so the
inner product is the cosine similarity.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

import numpy as np

from r3.errors import UserInputError
from r3.registry import require
from r3.retrieval.sorted_arrays import load_array, save_array

ANN_KINDS = ("auto", "exact", "ivf", "faiss")


class VectorSearcher(Protocol):
    def search(self, queries: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """(scores, ids), each ``[len(queries), k]``; missing results have id -1, score -inf."""
        ...


def topk_rows(scores: np.ndarray, ids: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Per row, the ``k`` best scores and their ids (from ``ids``, same shape), best first."""
    m, n = scores.shape
    out_s = np.full((m, k), -np.inf, dtype=np.float32)
    out_i = np.full((m, k), -1, dtype=np.int64)
    kk = min(k, n)
    if kk == 0 or m == 0:
        return out_s, out_i
    part = (
        np.argpartition(-scores, kk - 1, axis=1)[:, :kk] if kk < n else np.broadcast_to(np.arange(n), (m, n))
    )
    part_s = np.take_along_axis(scores, part, axis=1)
    order = np.argsort(-part_s, axis=1, kind="stable")
    cols = np.take_along_axis(part, order, axis=1)
    out_s[:, :kk] = np.take_along_axis(part_s, order, axis=1)
    out_i[:, :kk] = np.take_along_axis(ids, cols, axis=1)
    return out_s, out_i


class ExactSearcher:
    """Every vector scored, in chunks (float16 rows are widened chunk by chunk).

    Up to ``cache_bytes`` of widened vectors are kept in memory after the first search, so
    small graphs (the usual case) pay the conversion once.
    """

    def __init__(self, vectors: np.ndarray, *, chunk: int = 65_536, cache_bytes: int = 64 << 20) -> None:
        self.vectors = vectors
        self.chunk = chunk
        self._cache: np.ndarray | None = None
        self._cacheable = vectors.size * 4 <= cache_bytes

    def _block(self, lo: int) -> np.ndarray:
        if self._cacheable:
            if self._cache is None:
                self._cache = np.asarray(self.vectors, dtype=np.float32)
            return self._cache[lo : lo + self.chunk]
        return np.asarray(self.vectors[lo : lo + self.chunk], dtype=np.float32)

    def search(self, queries: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        q = np.asarray(queries, dtype=np.float32)
        best_s = np.full((len(q), k), -np.inf, dtype=np.float32)
        best_i = np.full((len(q), k), -1, dtype=np.int64)
        for lo in range(0, len(self.vectors), self.chunk):
            block = self._block(lo)
            scores = q @ block.T
            ids = np.broadcast_to(np.arange(lo, lo + len(block), dtype=np.int64), scores.shape)
            best_s, best_i = topk_rows(
                np.concatenate([best_s, scores], axis=1), np.concatenate([best_i, ids], axis=1), k
            )
        return best_s, best_i


def kmeans(
    vectors: np.ndarray,
    nlist: int,
    *,
    iters: int = 8,
    sample: int = 65_536,
    seed: int = 0,
) -> np.ndarray:
    """Spherical k-means centroids (unit length) trained on a sample of ``vectors``."""
    rng = np.random.default_rng(seed)
    n = len(vectors)
    pick = np.sort(rng.choice(n, size=min(n, max(sample, nlist)), replace=False))
    x = np.asarray(vectors[pick], dtype=np.float32)
    centroids = x[rng.choice(len(x), size=nlist, replace=False)].copy()
    for _ in range(iters):
        assign = np.argmax(x @ centroids.T, axis=1)
        order = np.argsort(assign, kind="stable")
        counts = np.bincount(assign, minlength=nlist)
        sums = np.zeros_like(centroids)
        present = np.flatnonzero(counts)
        starts = np.concatenate([[0], np.cumsum(counts)[:-1]])[present]
        sums[present] = np.add.reduceat(x[order], starts, axis=0)
        empty = counts == 0
        if empty.any():  # re-seed empty cells with random points
            sums[empty] = x[rng.choice(len(x), size=int(empty.sum()), replace=False)]
        norms = np.linalg.norm(sums, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        centroids = sums / norms
    return centroids.astype(np.float32)


def assign_cells(
    vectors: np.ndarray,
    centroids: np.ndarray,
    *,
    chunk: int = 65_536,
    tick: Callable[[int], None] | None = None,
) -> np.ndarray:
    """The nearest centroid of every vector (chunked)."""
    return _assign_chunked(vectors, lambda block: np.argmax(block @ centroids.T, axis=1), chunk, tick)


def _assign_chunked(
    vectors: np.ndarray,
    cells_of: Callable[[np.ndarray], np.ndarray],
    chunk: int,
    tick: Callable[[int], None] | None,
) -> np.ndarray:
    """``cells_of`` applied to ``vectors`` one float32 block of ``chunk`` rows at a time
    (``tick(rows)`` after each block)."""
    out = np.zeros(len(vectors), dtype=np.int32)
    for lo in range(0, len(vectors), chunk):
        block = np.asarray(vectors[lo : lo + chunk], dtype=np.float32)
        out[lo : lo + len(block)] = cells_of(block)
        if tick is not None:
            tick(len(block))
    return out


def default_nlist(n: int) -> int:
    """About 4·√n cells (at least 16, at most 8192): a few hundred vectors per cell."""
    return int(min(8192, max(16, 4 * int(np.sqrt(n)))))


#: Fewer vectors than this get one cell (IVF) or a flat index (FAISS): exact search is as
#: fast there, and k-means cannot train more cells than it has points.
FLAT_BELOW = 1024
#: FAISS warns below 39 training points per cell; keep at least that many.
MIN_POINTS_PER_CELL = 39


def ivf_cells(n: int, nlist: int | None = None) -> int:
    """The cells to train for ``n`` vectors: 0 (flat, no training) below :data:`FLAT_BELOW`,
    else the requested count capped to ``n``, or the default capped to ``n / MIN_POINTS_PER_CELL``.

    Why: a 2-vertex graph asked FAISS for 16 cells and crashed its training (``nlist`` > points).
    """
    if n < FLAT_BELOW:
        return 0
    if nlist:  # asked for: honoured up to one point per cell (FAISS's hard limit)
        return max(1, min(nlist, n))
    return max(1, min(default_nlist(n), n // MIN_POINTS_PER_CELL))


def two_level_centroids(
    vectors: np.ndarray, nlist: int, *, coarse: int = 32, sample: int = 65_536, seed: int = 0
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``coarse`` k-means cells, each split into ``nlist / coarse`` fine cells.

    Why two levels: assigning n vectors to nlist flat centroids costs n·nlist dot products
    (a million vectors × 4000 cells is ~1 TFLOP, minutes on two cores); assigning to 32
    coarse cells and then to the fine cells of one is ~64 dot products a vector. Returns the
    fine centroids (cell order), the coarse centroids and each coarse cell's first fine cell.
    """
    rng = np.random.default_rng(seed)
    n = len(vectors)
    pick = np.sort(rng.choice(n, size=min(n, sample), replace=False))
    x = np.asarray(vectors[pick], dtype=np.float32)
    coarse = max(1, min(coarse, nlist, len(x)))
    top = kmeans(x, coarse, sample=len(x), seed=seed)
    owner = np.argmax(x @ top.T, axis=1)
    per = max(1, nlist // coarse)
    fine: list[np.ndarray] = []
    starts = np.zeros(coarse + 1, dtype=np.int64)
    for c in range(coarse):
        members = x[owner == c]
        if len(members) == 0:
            members = top[c : c + 1]
        cells = kmeans(members, min(per, len(members)), sample=len(members), seed=seed + c + 1)
        fine.append(cells)
        starts[c + 1] = starts[c] + len(cells)
    return np.concatenate(fine).astype(np.float32), top, starts


def assign_two_level(
    vectors: np.ndarray,
    fine: np.ndarray,
    top: np.ndarray,
    starts: np.ndarray,
    *,
    chunk: int = 65_536,
    tick: Callable[[int], None] | None = None,
) -> np.ndarray:
    """The fine cell of every vector: nearest coarse centroid, then nearest of its fine cells."""

    def cells_of(block: np.ndarray) -> np.ndarray:
        owner = np.argmax(block @ top.T, axis=1)
        cells = np.zeros(len(block), dtype=np.int32)
        for c in np.unique(owner).tolist():
            rows = np.flatnonzero(owner == c)
            a, b = int(starts[c]), int(starts[c + 1])
            cells[rows] = a + np.argmax(block[rows] @ fine[a:b].T, axis=1)
        return cells

    return _assign_chunked(vectors, cells_of, chunk, tick)


def build_ivf(
    folder: Path,
    vectors: np.ndarray,
    *,
    nlist: int | None = None,
    seed: int = 0,
    tick: Callable[[int], None] | None = None,
) -> None:
    """Train cells and write ``ivf_centroids``, ``ivf_off``, ``ivf_ids`` into ``folder``.

    Up to 256 cells are trained flat; more cells with :func:`two_level_centroids`.
    """
    nlist = max(1, ivf_cells(len(vectors), nlist))  # a tiny graph: one cell, i.e. exact search
    if not len(vectors):
        dim = vectors.shape[1] if vectors.ndim == 2 else 0
        save_array(folder, "ivf_centroids", np.zeros((0, dim), dtype=np.float32))
        save_array(folder, "ivf_off", np.zeros(1, dtype=np.int64))
        save_array(folder, "ivf_ids", np.zeros(0, dtype=np.uint32))
        return
    if nlist <= 256:
        centroids = kmeans(vectors, nlist, seed=seed)
        cells = assign_cells(vectors, centroids, tick=tick)
    else:
        centroids, top, starts = two_level_centroids(vectors, nlist, seed=seed)
        cells = assign_two_level(vectors, centroids, top, starts, tick=tick)
    nlist = len(centroids)
    order = np.argsort(cells, kind="stable").astype(np.uint32)
    counts = np.bincount(cells, minlength=nlist)
    offsets = np.zeros(nlist + 1, dtype=np.int64)
    np.cumsum(counts, out=offsets[1:])
    save_array(folder, "ivf_centroids", centroids)
    save_array(folder, "ivf_off", offsets)
    save_array(folder, "ivf_ids", order)


class IVFSearcher:
    """Search the ``nprobe`` nearest cells of each query exactly."""

    def __init__(
        self,
        vectors: np.ndarray,
        centroids: np.ndarray,
        offsets: np.ndarray,
        ids: np.ndarray,
        *,
        nprobe: int = 16,
    ) -> None:
        self.vectors = vectors
        self.centroids = np.asarray(centroids, dtype=np.float32)
        self.offsets = np.asarray(offsets)
        self.ids = ids
        self.nprobe = nprobe

    @classmethod
    def load(cls, folder: Path, vectors: np.ndarray, *, nprobe: int = 16) -> IVFSearcher:
        return cls(
            vectors,
            load_array(folder, "ivf_centroids", mmap=False),
            load_array(folder, "ivf_off", mmap=False),
            load_array(folder, "ivf_ids"),
            nprobe=nprobe,
        )

    def search(self, queries: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        q = np.asarray(queries, dtype=np.float32)
        probe = min(self.nprobe, len(self.centroids))
        if not probe:  # an empty index
            return np.full((len(q), k), -np.inf, dtype=np.float32), np.full((len(q), k), -1, dtype=np.int64)
        cell_scores = q @ self.centroids.T
        cells = np.argpartition(-cell_scores, probe - 1, axis=1)[:, :probe]
        out_s = np.full((len(q), k), -np.inf, dtype=np.float32)
        out_i = np.full((len(q), k), -1, dtype=np.int64)
        for row in range(len(q)):
            parts = [np.asarray(self.ids[self.offsets[c] : self.offsets[c + 1]]) for c in cells[row]]
            cand = np.concatenate(parts).astype(np.int64) if parts else np.zeros(0, np.int64)
            if not len(cand):
                continue
            cand.sort()  # sequential reads of the memory-mapped vectors
            scores = np.asarray(self.vectors[cand], dtype=np.float32) @ q[row]
            s, i = topk_rows(scores[None, :], cand[None, :], k)
            out_s[row], out_i[row] = s[0], i[0]
        return out_s, out_i


class FaissSearcher:
    """A FAISS index file next to the vectors (``faiss.index``)."""

    def __init__(self, index: Any, *, nprobe: int = 16) -> None:
        self.index = index
        if hasattr(index, "nprobe"):
            index.nprobe = nprobe

    @staticmethod
    def _faiss() -> ModuleType:
        return require("faiss", "retrieval", what="the faiss ANN")

    @classmethod
    def build(cls, folder: Path, vectors: np.ndarray, *, nlist: int | None = None) -> None:
        faiss = cls._faiss()
        x = np.asarray(vectors, dtype=np.float32)
        dim = x.shape[1]
        cells = ivf_cells(len(x), nlist)
        if cells == 0:  # a tiny graph: flat (exact) index, nothing to train
            index = faiss.IndexFlatIP(dim)
        else:
            quantizer = faiss.IndexFlatIP(dim)
            index = faiss.IndexIVFFlat(quantizer, dim, cells, faiss.METRIC_INNER_PRODUCT)
            index.train(x[np.random.default_rng(0).choice(len(x), size=min(len(x), 65_536), replace=False)])
        index.add(x)
        faiss.write_index(index, str(folder / "faiss.index"))

    @classmethod
    def load(cls, folder: Path, *, nprobe: int = 16) -> FaissSearcher:
        faiss = cls._faiss()
        return cls(faiss.read_index(str(folder / "faiss.index")), nprobe=nprobe)

    def search(self, queries: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        scores, ids = self.index.search(np.asarray(queries, dtype=np.float32), k)
        scores = np.where(ids < 0, -np.inf, scores).astype(np.float32)
        return scores, ids.astype(np.int64)


def choose_ann(kind: str, n: int, *, ivf_threshold: int = 100_000) -> str:
    """``auto`` → exact below ``ivf_threshold`` vectors, else ivf."""
    if kind not in ANN_KINDS:
        raise UserInputError(f"unknown ANN kind {kind!r}; choose one of {', '.join(ANN_KINDS)}")
    if kind == "auto":
        return "exact" if n < ivf_threshold else "ivf"
    return kind


__all__ = [
    "ANN_KINDS",
    "FLAT_BELOW",
    "MIN_POINTS_PER_CELL",
    "ExactSearcher",
    "FaissSearcher",
    "IVFSearcher",
    "VectorSearcher",
    "assign_cells",
    "assign_two_level",
    "build_ivf",
    "choose_ann",
    "default_nlist",
    "ivf_cells",
    "kmeans",
    "topk_rows",
    "two_level_centroids",
]
