"""On-disk lookup structures of the index: hash tables and posting lists as sorted numpy arrays.

Why sorted arrays instead of a key-value store: they are written once with ``np.save``, opened
with ``mmap_mode="r"`` in microseconds whatever their size (only touched pages are read), and
probed for a whole batch of keys with one ``np.searchsorted``. Millions of keys cost 12 bytes
each (uint64 hash + uint32 id).
"""

from __future__ import annotations

import mmap
from pathlib import Path

import numpy as np

from r3.errors import UserInputError


def save_array(folder: Path, name: str, array: np.ndarray) -> None:
    np.save(folder / f"{name}.npy", np.ascontiguousarray(array), allow_pickle=False)


def load_array(folder: Path, name: str, *, mmap: bool = True) -> np.ndarray:
    path = folder / f"{name}.npy"
    try:
        # np.asarray drops the np.memmap subclass (whose __getitem__ is slow in Python) but
        # keeps the mapping: the array still reads its pages from the file on demand.
        return np.asarray(np.load(path, mmap_mode="r" if mmap else None, allow_pickle=False))
    except FileNotFoundError:
        raise UserInputError(
            f"index file {path} is missing: the index is incomplete; build it again"
        ) from None
    except ValueError as e:
        raise UserInputError(f"index file {path} is damaged ({e}); build the index again") from e


class KeyTable:
    """A multimap from 64-bit key hashes to string ids: ``hashes`` sorted, ``ids`` aligned.

    Within one hash the ids keep the order given at build time (the builder puts the shortest
    strings first), so ``limit`` keeps the best candidates of a very common key.
    """

    def __init__(self, hashes: np.ndarray, ids: np.ndarray) -> None:
        self.hashes = hashes
        self.ids = ids

    @classmethod
    def build(cls, hashes: np.ndarray, ids: np.ndarray, rank: np.ndarray | None = None) -> KeyTable:
        """Sort by (hash, rank, id); ``rank`` (e.g. string length) orders ids within a hash."""
        ids = ids.astype(np.uint32, copy=False)
        keys = (ids, hashes) if rank is None else (ids, rank, hashes)
        order = np.lexsort(keys)
        return cls(hashes[order], ids[order])

    def __len__(self) -> int:
        return len(self.hashes)

    def lookup(self, query_hashes: np.ndarray, *, limit: int | None = None) -> list[np.ndarray]:
        """For each query hash, the ids stored under it (at most ``limit``)."""
        if not len(query_hashes):
            return []
        q = np.asarray(query_hashes, dtype=np.uint64)
        lo = np.searchsorted(self.hashes, q, side="left")
        hi = np.searchsorted(self.hashes, q, side="right")
        if limit is not None:
            hi = np.minimum(hi, lo + limit)
        return [
            np.asarray(self.ids[a:b]) if b > a else _EMPTY
            for a, b in zip(lo.tolist(), hi.tolist(), strict=True)
        ]

    def save(self, folder: Path, name: str) -> None:
        save_array(folder, f"{name}_h", self.hashes)
        save_array(folder, f"{name}_ids", self.ids)

    @classmethod
    def load(cls, folder: Path, name: str) -> KeyTable:
        return cls(load_array(folder, f"{name}_h"), load_array(folder, f"{name}_ids"))


_EMPTY = np.zeros(0, dtype=np.uint32)


class Postings:
    """An inverted index in CSR form: sorted unique ``keys``, ``offsets`` (len+1) into ``ids``."""

    def __init__(self, keys: np.ndarray, offsets: np.ndarray, ids: np.ndarray) -> None:
        self.keys = keys
        self.offsets = offsets
        self.ids = ids

    @classmethod
    def build(cls, keys: np.ndarray, ids: np.ndarray) -> Postings:
        """From (key, id) pairs; duplicates removed, ids ascending within a key."""
        if not len(keys):
            return cls(np.zeros(0, np.uint64), np.zeros(1, np.int64), np.zeros(0, np.uint32))
        order = np.lexsort((ids, keys))
        k, i = keys[order], ids[order].astype(np.uint32)
        keep = np.ones(len(k), dtype=bool)
        keep[1:] = (k[1:] != k[:-1]) | (i[1:] != i[:-1])
        k, i = k[keep], i[keep]
        starts = np.flatnonzero(np.concatenate([[True], k[1:] != k[:-1]]))
        offsets = np.concatenate([starts, [len(k)]]).astype(np.int64)
        return cls(k[starts], offsets, i)

    def __len__(self) -> int:
        return len(self.keys)

    def save(self, folder: Path, name: str) -> None:
        save_array(folder, f"{name}_keys", self.keys)
        save_array(folder, f"{name}_off", self.offsets)
        save_array(folder, f"{name}_ids", self.ids)

    @classmethod
    def load(cls, folder: Path, name: str) -> Postings:
        return cls(
            load_array(folder, f"{name}_keys"),
            load_array(folder, f"{name}_off"),
            load_array(folder, f"{name}_ids"),
        )


class TextStore:
    """Many strings as one UTF-8 blob plus int64 offsets: ``store[i]`` decodes one string."""

    def __init__(self, blob: mmap.mmap | bytes, offsets: np.ndarray) -> None:
        self.blob = blob
        self.offsets = offsets

    @staticmethod
    def write(folder: Path, name: str, texts: list[str]) -> None:
        encoded = [t.encode("utf-8") for t in texts]
        offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
        np.cumsum([len(b) for b in encoded], out=offsets[1:])
        (folder / f"{name}.bin").write_bytes(b"".join(encoded))
        save_array(folder, f"{name}_off", offsets)

    @classmethod
    def load(cls, folder: Path, name: str) -> TextStore:
        path = folder / f"{name}.bin"
        offsets = load_array(folder, f"{name}_off")
        size = path.stat().st_size if path.exists() else -1
        if size != int(offsets[-1]):
            raise UserInputError(f"index file {path} is damaged (size {size}, expected {int(offsets[-1])})")
        if not size:
            return cls(b"", offsets)
        with open(path, "rb") as f:
            blob = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        return cls(blob, offsets)

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, i: int) -> str:
        return self.blob[self.offsets[i] : self.offsets[i + 1]].decode("utf-8")

    def raw(self, i: int) -> bytes:
        return bytes(self.blob[self.offsets[i] : self.offsets[i + 1]])
