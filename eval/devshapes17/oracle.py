"""The answers to ``eval/devshapes17/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes17/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import Answer, Edge, Elements, Graph, OracleSet, distinct, group_count, names, one, rows, top  # noqa: E402, F401 (Elements, one, rows: the test reads them)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


def _top_edges(edges: list[Edge], prop: str, k: int, *, reverse: bool = True) -> list[Edge]:
    """The ``k`` edges with the largest (``reverse``) or smallest ``prop``; asserts no tie at the cut."""
    ranked = sorted(edges, key=lambda e: e.props[prop], reverse=reverse)
    if len(ranked) > k:
        assert ranked[k - 1].props[prop] != ranked[k].props[prop], (
            f"tie at the cut: {ranked[k - 1]} / {ranked[k]}"
        )
    return ranked[:k]


def _counts(vids: Iterable[str]) -> dict[str, int]:
    """How often each vid occurs."""
    out: dict[str, int] = {}
    for v in vids:
        out[v] = out.get(v, 0) + 1
    return out


# --------------------------------------------------------------------------- kuaidi (opaque ids, Chinese names)


def _kd() -> Graph:
    return graph("kuaidi")


def _k(name: str) -> str:
    """The vid of a courier (快递员) by name."""
    return _kd().find("courier", name)


def _cu(name: str) -> str:
    return _kd().find("customer", name)


def _pc(name: str) -> str:
    return _kd().find("parcel", name)


def _dp(name: str) -> str:
    return _kd().find("depot", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_kd(), vids)


@answer("devshapes17-kuaidi-01")
def _() -> Answer:
    return rows(_n(_kd().dsts(_k("张伟"), "delivered")))


@answer("devshapes17-kuaidi-02")
def _() -> Answer:
    return rows(_n(_kd().dsts(_k("刘洋"), "works_at")))


@answer("devshapes17-kuaidi-03")
def _() -> Answer:
    return rows(_n(_kd().srcs(_k("陈静"), "trains")))


@answer("devshapes17-kuaidi-04")
def _() -> Answer:
    return rows(_n(_kd().srcs(_pc("SF1002"), "delivered")))


@answer("devshapes17-kuaidi-05")
def _() -> Answer:
    return rows(_n(_kd().srcs(_pc("JD3002"), "sent")))


@answer("devshapes17-kuaidi-06")
def _() -> Answer:
    return one(_kd().p(_pc("YT2001"), "weight"))


@answer("devshapes17-kuaidi-07")
def _() -> Answer:
    return one(_kd().p(_dp("南桥站"), "opened"))


@answer("devshapes17-kuaidi-08")
def _() -> Answer:
    return rows(_n(_kd().where("parcel", lambda p: p["weight"] > 5)))


@answer("devshapes17-kuaidi-09")
def _() -> Answer:
    return rows(_n(_kd().where("courier", lambda p: 1990 <= p["born"] <= 1999)))


@answer("devshapes17-kuaidi-10")
def _() -> Answer:
    g = _kd()
    late = [e for e in g.e["delivered"] if not e.props["on_time"] and str(e.props["day"]) < "2024-05-01"]
    return rows(kit.edge_names(g, late))


@answer("devshapes17-kuaidi-11")
def _() -> Answer:
    g = _kd()
    return rows(_n(distinct(e.src for e in g.e["works_at"] if str(e.props["since"]) >= "2021-01-01")))


@answer("devshapes17-kuaidi-12")
def _() -> Answer:
    g = _kd()
    part_time = {e.src for e in g.e["works_at"] if not e.props["full_time"]}
    return rows(_n(k for k in g.where("courier", lambda p: p["level"] == "新人") if k in part_time))


@answer("devshapes17-kuaidi-13")
def _() -> Answer:
    return one(sum(e.props["fee"] for e in _kd().out(_cu("林晓"), "sent")))


@answer("devshapes17-kuaidi-14")
def _() -> Answer:
    g = _kd()
    return one(kit.mean([g.p(p, "weight") for p in g.where("parcel", lambda p: p["kind"] == "生鲜")]))


@answer("devshapes17-kuaidi-15")
def _() -> Answer:
    return one(kit.mean([e.props["days"] for e in _kd().inn(_dp("东门驿站"), "stored_at")]))


@answer("devshapes17-kuaidi-16")
def _() -> Answer:
    g = _kd()
    return rows(kit.edge_names(g, _top_edges(g.e["sent"], "fee", 3)), ordered=True)


@answer("devshapes17-kuaidi-17")
def _() -> Answer:
    g = _kd()
    got = _counts(e.dst for e in g.e["addressed_to"])
    return rows(_n(top(g, got, lambda c: got[c], 1)), ordered=True)


@answer("devshapes17-kuaidi-18")
def _() -> Answer:
    g = _kd()
    return rows(_n([kit.kth(g, g.v["parcel"], lambda p: g.p(p, "weight"), 2)]), ordered=True)


@answer("devshapes17-kuaidi-19")
def _() -> Answer:
    g = _kd()
    return rows(_n(top(g, g.v["depot"], lambda d: g.p(d, "opened"), 1, reverse=False)), ordered=True)


@answer("devshapes17-kuaidi-20")
def _() -> Answer:
    g = _kd()
    staff = _counts(e.dst for e in g.e["works_at"])
    return rows(_n(top(g, staff, lambda d: staff[d], 1)), ordered=True)


@answer("devshapes17-kuaidi-21")
def _() -> Answer:
    g = _kd()
    return rows(_n(set(g.dsts(_k("张伟"), "delivered")) & set(g.dsts(_k("吴芳"), "delivered"))))


@answer("devshapes17-kuaidi-22")
def _() -> Answer:
    g = _kd()
    return rows(_n(set(g.dsts(_k("孙浩"), "works_at")) & set(g.dsts(_k("陈静"), "works_at"))))


@answer("devshapes17-kuaidi-23")
def _() -> Answer:
    g = _kd()
    return rows(_n(distinct(c for p in g.dsts(_k("张伟"), "delivered") for c in g.dsts(p, "addressed_to"))))


@answer("devshapes17-kuaidi-24")
def _() -> Answer:
    g = _kd()
    return rows(_n(distinct(p for t in g.dsts(_k("张伟"), "trains") for p in g.dsts(t, "delivered"))))


@answer("devshapes17-kuaidi-25")
def _() -> Answer:
    g = _kd()
    return rows(_n(a for m in g.srcs(_k("孙浩"), "trains") for a in g.srcs(m, "trains")))


@answer("devshapes17-kuaidi-26")
def _() -> Answer:
    g = _kd()
    return rows(_n(distinct(k for p in g.srcs(_cu("林晓"), "addressed_to") for k in g.srcs(p, "delivered"))))


@answer("devshapes17-kuaidi-27")
def _() -> Answer:
    g = _kd()
    return rows(_n(distinct(d for p in g.dsts(_cu("罗斌"), "sent") for d in g.dsts(p, "stored_at"))))


@answer("devshapes17-kuaidi-28")
def _() -> Answer:
    return one(len(_kd().where("parcel", lambda p: p["kind"] == "数码")))


@answer("devshapes17-kuaidi-29")
def _() -> Answer:
    return one(sum(1 for e in _kd().e["delivered"] if not e.props["on_time"]))


@answer("devshapes17-kuaidi-30")
def _() -> Answer:
    return one(len({e.src for e in _kd().e["delivered"]}))


@answer("devshapes17-kuaidi-31")
def _() -> Answer:
    return one(sum(1 for e in _kd().inn(_dp("西湖路站"), "works_at") if not e.props["full_time"]))


@answer("devshapes17-kuaidi-32")
def _() -> Answer:
    g = _kd()
    return one(sum(1 for e in g.e["delivered"] if g.p(e.dst, "kind") == "生鲜"))


@answer("devshapes17-kuaidi-33")
def _() -> Answer:
    g = _kd()
    return rows(_n(k for k in g.v["courier"] if not g.out(k, "delivered")))


@answer("devshapes17-kuaidi-34")
def _() -> Answer:
    g = _kd()
    digital = {e.src for e in g.e["delivered"] if g.p(e.dst, "kind") == "数码"}
    return rows(_n(k for k in g.where("courier", lambda p: p["level"] == "新人") if k not in digital))


@answer("devshapes17-kuaidi-35")
def _() -> Answer:
    g = _kd()
    return rows(_n(p for p in g.v["parcel"] if not g.inn(p, "delivered")))


@answer("devshapes17-kuaidi-36")
def _() -> Answer:
    g = _kd()
    fresh = {e.src for e in g.e["sent"] if g.p(e.dst, "kind") == "生鲜"}
    return rows(_n(c for c in g.where("customer", lambda p: p["vip"]) if c not in fresh))


@answer("devshapes17-kuaidi-37")
def _() -> Answer:
    g = _kd()
    return rows(_n(c for c in g.v["customer"] if not g.inn(c, "addressed_to")))


@answer("devshapes17-kuaidi-38")
def _() -> Answer:
    return one(kit.hops(_kd(), _k("郑凯"), _k("孙浩"), ["trains"]))


@answer("devshapes17-kuaidi-39")
def _() -> Answer:
    g = _kd()
    return kit.shortest(g, _k("冯雪"), _cu("林晓"), list(g.e), direction="both")


@answer("devshapes17-kuaidi-40")
def _() -> Answer:
    return kit.shortest(_kd(), _k("王强"), _k("周杰"), ["trains"])


@answer("devshapes17-kuaidi-41")
def _() -> Answer:
    g = _kd()
    return rows((n, g.p(_pc(n), "weight")) for n in ("YT2001", "JD3004", "ZT4002"))


@answer("devshapes17-kuaidi-42")
def _() -> Answer:
    g = _kd()
    pair = [_k("张伟"), _k("刘洋")]
    return rows(_n(top(g, pair, lambda k: g.p(k, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes17-kuaidi-43")
def _() -> Answer:
    g = _kd()
    return rows((n, g.p(_dp(n), "district")) for n in ("东门驿站", "北苑站"))


@answer("devshapes17-kuaidi-44")
def _() -> Answer:
    return rows(group_count(p["kind"] for p in _kd().v["parcel"].values()))


@answer("devshapes17-kuaidi-45")
def _() -> Answer:
    g = _kd()
    return rows(group_count(g.p(e.src, "name") for e in g.e["delivered"]))


@answer("devshapes17-kuaidi-46")
def _() -> Answer:
    return rows(group_count(p["community"] for p in _kd().v["customer"].values()))


@answer("devshapes17-kuaidi-47")
def _() -> Answer:
    return kit.neighbourhood(_kd(), _k("孙浩"))


@answer("devshapes17-kuaidi-48")
def _() -> Answer:
    return kit.neighbourhood(_kd(), _pc("JD3002"))


# --------------------------------------------------------------------------- catcafe (names are the vertex ids)


def _cc() -> Graph:
    return graph("catcafe")


def _cn(vids: Iterable[str]) -> list[object]:
    return names(_cc(), vids)


def _of_breed(breed: str) -> list[str]:
    return _cc().where("cat", lambda p: p["breed"] == breed)


@answer("devshapes17-catcafe-01")
def _() -> Answer:
    return rows(_cn(_cc().dsts("Ben Ashby", "cares_for")))


@answer("devshapes17-catcafe-02")
def _() -> Answer:
    return rows(_cn(_cc().dsts("Nora Fitch", "sponsors")))


@answer("devshapes17-catcafe-03")
def _() -> Answer:
    return rows(_cn(_cc().srcs("Tofu", "mother_of")))


@answer("devshapes17-catcafe-04")
def _() -> Answer:
    return rows(_cn(_cc().srcs("Catnap Corner", "employed_at")))


@answer("devshapes17-catcafe-05")
def _() -> Answer:
    return rows(_cn(_cc().srcs("Mochi", "cares_for")))


@answer("devshapes17-catcafe-06")
def _() -> Answer:
    return one(_cc().p("Saffron", "breed"))


@answer("devshapes17-catcafe-07")
def _() -> Answer:
    return one(_cc().p("Whisker Lounge", "town"))


@answer("devshapes17-catcafe-08")
def _() -> Answer:
    return rows(_cn(_cc().where("cat", lambda p: p["born"] > 2020)))


@answer("devshapes17-catcafe-09")
def _() -> Answer:
    g = _cc()
    return rows(kit.edge_names(g, (e for e in g.e["visited"] if e.props["times"] >= 20)))


@answer("devshapes17-catcafe-10")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(e.src for e in g.e["visited"] if str(e.props["last"]).startswith("2024-"))))


@answer("devshapes17-catcafe-11")
def _() -> Answer:
    g = _cc()
    return rows(_cn(c for c in _of_breed("tabby") if g.p(c, "born") > 2020))


@answer("devshapes17-catcafe-12")
def _() -> Answer:
    g = _cc()
    part_time = {e.src for e in g.e["employed_at"] if not e.props["full_time"]}
    return rows(_cn(s for s in g.where("staff", lambda p: p["job"] == "keeper") if s in part_time))


@answer("devshapes17-catcafe-13")
def _() -> Answer:
    return one(sum(e.props["monthly"] for e in _cc().inn("Mochi", "sponsors")))


@answer("devshapes17-catcafe-14")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _cc().out("Gemma Lowe", "cares_for")))


@answer("devshapes17-catcafe-15")
def _() -> Answer:
    return one(kit.mean([e.props["times"] for e in _cc().inn("Whisker Lounge", "visited")]))


@answer("devshapes17-catcafe-16")
def _() -> Answer:
    g = _cc()
    return rows(kit.edge_names(g, _top_edges(g.e["cares_for"], "hours", 3)), ordered=True)


@answer("devshapes17-catcafe-17")
def _() -> Answer:
    g = _cc()
    total = {
        c: sum(e.props["times"] for e in g.inn(c, "visited")) for c in g.v["cafe"] if g.inn(c, "visited")
    }
    return rows(_cn(top(g, total, lambda c: total[c], 1)), ordered=True)


@answer("devshapes17-catcafe-18")
def _() -> Answer:
    g = _cc()
    cats = _counts(e.dst for e in g.e["lives_at"])
    return rows(_cn(top(g, cats, lambda c: cats[c], 1)), ordered=True)


@answer("devshapes17-catcafe-19")
def _() -> Answer:
    g = _cc()
    return rows(_cn([kit.kth(g, g.v["cat"], lambda c: g.p(c, "born"), 2, reverse=False)]), ordered=True)


@answer("devshapes17-catcafe-20")
def _() -> Answer:
    g = _cc()
    return rows(_cn(top(g, g.v["cafe"], lambda c: g.p(c, "opened"), 1, reverse=False)), ordered=True)


@answer("devshapes17-catcafe-21")
def _() -> Answer:
    g = _cc()
    return rows(_cn(set(g.dsts("Nora Fitch", "visited")) & set(g.dsts("Priya Das", "visited"))))


@answer("devshapes17-catcafe-22")
def _() -> Answer:
    g = _cc()
    return rows(_cn(set(g.dsts("Nora Fitch", "sponsors")) & set(g.dsts("Quentin Rowe", "sponsors"))))


@answer("devshapes17-catcafe-23")
def _() -> Answer:
    g = _cc()
    return rows(_cn(k for m in g.dsts("Marmalade", "mother_of") for k in g.dsts(m, "mother_of")))


@answer("devshapes17-catcafe-24")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(s for c in g.dsts("Quentin Rowe", "sponsors") for s in g.srcs(c, "cares_for"))))


@answer("devshapes17-catcafe-25")
def _() -> Answer:
    g = _cc()
    return rows(_cn(g2 for m in g.srcs("Hazel", "mother_of") for g2 in g.srcs(m, "mother_of")))


@answer("devshapes17-catcafe-26")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(x for c in g.dsts("Gemma Lowe", "cares_for") for x in g.dsts(c, "lives_at"))))


@answer("devshapes17-catcafe-27")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(s for k in g.dsts("Pepper", "mother_of") for s in g.srcs(k, "cares_for"))))


@answer("devshapes17-catcafe-28")
def _() -> Answer:
    return one(len(_of_breed("tabby")))


@answer("devshapes17-catcafe-29")
def _() -> Answer:
    return one(len({e.dst for e in _cc().e["sponsors"]}))


@answer("devshapes17-catcafe-30")
def _() -> Answer:
    return one(len(_cc().inn("Whisker Lounge", "employed_at")))


@answer("devshapes17-catcafe-31")
def _() -> Answer:
    return one(sum(1 for e in _cc().e["sponsors"] if e.props["monthly"] > 10))


@answer("devshapes17-catcafe-32")
def _() -> Answer:
    g = _cc()
    return one(sum(1 for c in g.srcs("Catnap Corner", "lives_at") if g.p(c, "breed") == "persian"))


@answer("devshapes17-catcafe-33")
def _() -> Answer:
    g = _cc()
    return rows(_cn(r for r in g.v["regular"] if not g.out(r, "sponsors")))


@answer("devshapes17-catcafe-34")
def _() -> Answer:
    g = _cc()
    tabby = {e.src for e in g.e["sponsors"] if g.p(e.dst, "breed") == "tabby"}
    return rows(_cn(r for r in g.where("regular", lambda p: p["member"]) if r not in tabby))


@answer("devshapes17-catcafe-35")
def _() -> Answer:
    g = _cc()
    return rows(_cn(c for c in g.srcs("Whisker Lounge", "lives_at") if not g.inn(c, "sponsors")))


@answer("devshapes17-catcafe-36")
def _() -> Answer:
    g = _cc()
    return rows(_cn(s for s in g.v["staff"] if not g.out(s, "cares_for")))


@answer("devshapes17-catcafe-37")
def _() -> Answer:
    g = _cc()
    return rows(_cn(r for r in g.v["regular"] if "Catnap Corner" not in g.dsts(r, "visited")))


@answer("devshapes17-catcafe-38")
def _() -> Answer:
    g = _cc()
    return kit.shortest(g, "Juniper", "Marmalade", list(g.e), direction="both")


@answer("devshapes17-catcafe-39")
def _() -> Answer:
    return one(kit.hops(_cc(), "Marmalade", "Juniper", ["mother_of"]))


@answer("devshapes17-catcafe-40")
def _() -> Answer:
    g = _cc()
    return kit.shortest(g, "Sam Okoro", "Anna Croft", list(g.e), direction="both")


@answer("devshapes17-catcafe-41")
def _() -> Answer:
    g = _cc()
    return rows(_cn(top(g, ["Pepper", "Saffron"], lambda c: g.p(c, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes17-catcafe-42")
def _() -> Answer:
    g = _cc()
    return rows((c, g.p(c, "opened")) for c in ("Catnap Corner", "The Purring Pot", "Paws & Pastries"))


@answer("devshapes17-catcafe-43")
def _() -> Answer:
    g = _cc()
    return rows((c, g.p(c, "breed")) for c in ("Ziggy", "Olive"))


@answer("devshapes17-catcafe-44")
def _() -> Answer:
    return rows(group_count(p["breed"] for p in _cc().v["cat"].values()))


@answer("devshapes17-catcafe-45")
def _() -> Answer:
    g = _cc()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["employed_at"]))


@answer("devshapes17-catcafe-46")
def _() -> Answer:
    g = _cc()
    keepers = set(g.where("staff", lambda p: p["job"] == "keeper"))
    return rows(group_count(g.p(e.src, "name") for e in g.e["cares_for"] if e.src in keepers))


@answer("devshapes17-catcafe-47")
def _() -> Answer:
    return kit.neighbourhood(_cc(), "Mochi")


@answer("devshapes17-catcafe-48")
def _() -> Answer:
    return kit.neighbourhood(_cc(), "Gemma Lowe")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
