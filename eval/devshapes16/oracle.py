"""The answers to ``eval/devshapes16/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes16/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import datetime as dt
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


def _kth(g: Graph, vids: Iterable[str], key, k: int, *, reverse: bool) -> list[str]:
    """The ``k``-th (1-based) vid by ``key``; asserts no tie on either side of it."""
    ranked = sorted(vids, key=key, reverse=reverse)
    values = [key(v) for v in ranked]
    assert values[k - 1] != values[k - 2] and values[k - 1] != values[k], f"tie around rank {k}"
    return [ranked[k - 1]]


# --------------------------------------------------------------------------- skischool (opaque ids, Chinese names)


def _sk() -> Graph:
    return graph("skischool")


def _k(name: str) -> str:
    """The vid of a coach (教练) by name."""
    return _sk().find("coach", name)


def _s(name: str) -> str:
    return _sk().find("student", name)


def _c(name: str) -> str:
    return _sk().find("course", name)


def _r(name: str) -> str:
    return _sk().find("resort", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_sk(), vids)


@answer("devshapes16-skischool-01")
def _() -> Answer:
    return rows(_n(_sk().dsts(_k("张凌云"), "works_at")))


@answer("devshapes16-skischool-02")
def _() -> Answer:
    return rows(_n(_sk().dsts(_k("李雪峰"), "teaches")))


@answer("devshapes16-skischool-03")
def _() -> Answer:
    return rows(_n(_sk().srcs(_c("单板公园技巧"), "teaches")))


@answer("devshapes16-skischool-04")
def _() -> Answer:
    return rows(_n(_sk().srcs(_k("周宁"), "mentors")))


@answer("devshapes16-skischool-05")
def _() -> Answer:
    return rows(_n(_sk().srcs(_c("双板进阶"), "enrolled")))


@answer("devshapes16-skischool-06")
def _() -> Answer:
    return one(_sk().p(_c("双板野雪"), "price"))


@answer("devshapes16-skischool-07")
def _() -> Answer:
    return one(_sk().p(_r("可可托海雪场"), "opened"))


@answer("devshapes16-skischool-08")
def _() -> Answer:
    return one(sum(e.props["lessons"] for e in _sk().out(_s("韩磊"), "enrolled")))


@answer("devshapes16-skischool-09")
def _() -> Answer:
    return one(kit.mean([p["price"] for p in _sk().v["course"].values() if p["board"] == "单板"]))


@answer("devshapes16-skischool-10")
def _() -> Answer:
    g = _sk()
    return rows(_n(set(g.dsts(_s("黄子涵"), "visited")) & set(g.dsts(_s("谢雨桐"), "visited"))))


@answer("devshapes16-skischool-11")
def _() -> Answer:
    g = _sk()
    return rows(_n(set(g.dsts(_k("张凌云"), "teaches")) & set(g.dsts(_s("高远"), "enrolled"))))


@answer("devshapes16-skischool-12")
def _() -> Answer:
    return one(kit.hops(_sk(), _k("郑浩"), _k("周宁"), ["mentors"]))


@answer("devshapes16-skischool-13")
def _() -> Answer:
    g = _sk()
    return kit.shortest(g, _s("何佳怡"), _s("罗一诺"), list(g.e), direction="both")


@answer("devshapes16-skischool-14")
def _() -> Answer:
    return kit.shortest(_sk(), _k("王大山"), _k("刘思雨"), ["mentors"])


@answer("devshapes16-skischool-15")
def _() -> Answer:
    return rows((n, _sk().p(_c(n), "hours")) for n in ("单板刻滑", "双板竞速"))


@answer("devshapes16-skischool-16")
def _() -> Answer:
    g = _sk()
    return rows(
        _n(top(g, [_k("陈冰"), _k("吴敏")], lambda k: g.p(k, "born"), 1, reverse=False)), ordered=True
    )


@answer("devshapes16-skischool-17")
def _() -> Answer:
    return rows((n, _sk().p(_r(n), "province")) for n in ("万龙雪场", "南山雪场", "北大湖雪场"))


@answer("devshapes16-skischool-18")
def _() -> Answer:
    return rows(group_count(p["level"] for p in _sk().v["coach"].values()))


@answer("devshapes16-skischool-19")
def _() -> Answer:
    g = _sk()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["held_at"]))


@answer("devshapes16-skischool-20")
def _() -> Answer:
    prices: dict[object, list[float]] = {}
    for p in _sk().v["course"].values():
        prices.setdefault(p["level"], []).append(p["price"])
    return rows((lv, kit.mean(ps)) for lv, ps in prices.items())


@answer("devshapes16-skischool-21")
def _() -> Answer:
    return kit.neighbourhood(_sk(), _c("儿童双板营"))


@answer("devshapes16-skischool-22")
def _() -> Answer:
    return kit.neighbourhood(_sk(), _s("马晓东"))


@answer("devshapes16-skischool-25")
def _() -> Answer:
    g = _sk()
    me = _k("孙小北")
    return rows(_n(o for m in g.srcs(me, "mentors") for o in g.dsts(m, "mentors") if o != me))


@answer("devshapes16-skischool-26")
def _() -> Answer:
    g = _sk()
    return rows(_n(distinct(r for c in g.dsts(_s("黄子涵"), "enrolled") for r in g.dsts(c, "held_at"))))


@answer("devshapes16-skischool-27")
def _() -> Answer:
    g = _sk()
    return rows(_n(distinct(k for c in g.dsts(_s("韩磊"), "enrolled") for k in g.srcs(c, "teaches"))))


@answer("devshapes16-skischool-28")
def _() -> Answer:
    g = _sk()
    return rows(_n(mm for m in g.srcs(_k("张凌云"), "mentors") for mm in g.srcs(m, "mentors")))


@answer("devshapes16-skischool-29")
def _() -> Answer:
    g = _sk()
    return rows(_n(distinct(r for t in g.dsts(_k("吴敏"), "mentors") for r in g.dsts(t, "works_at"))))


@answer("devshapes16-skischool-30")
def _() -> Answer:
    g = _sk()
    return rows(_n(distinct(s for c in g.dsts(_k("刘思雨"), "teaches") for s in g.srcs(c, "enrolled"))))


@answer("devshapes16-skischool-31")
def _() -> Answer:
    return rows(_n(_sk().where("course", lambda p: p["board"] == "单板" and p["price"] > 1000)))


@answer("devshapes16-skischool-32")
def _() -> Answer:
    g = _sk()
    return rows(_n(distinct(e.src for e in g.e["works_at"] if str(e.props["since"]) >= "2020-01-01")))


@answer("devshapes16-skischool-33")
def _() -> Answer:
    g = _sk()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["enrolled"] if not e.props["passed"])


@answer("devshapes16-skischool-34")
def _() -> Answer:
    return rows(_n(_sk().where("student", lambda p: p["board"] == "双板" and p["born"] > 2000)))


@answer("devshapes16-skischool-35")
def _() -> Answer:
    g = _sk()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["enrolled"] if e.props["lessons"] > 8)


@answer("devshapes16-skischool-36")
def _() -> Answer:
    g = _sk()
    return rows(_n(top(g, g.v["course"], lambda c: g.p(c, "price"), 3)), ordered=True)


@answer("devshapes16-skischool-37")
def _() -> Answer:
    g = _sk()
    days = {
        s: sum(e.props["days"] for e in g.out(s, "visited")) for s in g.v["student"] if g.out(s, "visited")
    }
    return rows(_n(top(g, days, lambda s: days[s], 1)), ordered=True)


@answer("devshapes16-skischool-38")
def _() -> Answer:
    g = _sk()
    masters = [k for k in g.v["coach"] if g.out(k, "mentors")]
    return rows(_n(top(g, masters, lambda k: len(g.out(k, "mentors")), 1)), ordered=True)


@answer("devshapes16-skischool-39")
def _() -> Answer:
    g = _sk()
    skis = g.where("course", lambda p: p["board"] == "双板")
    return rows(_n(top(g, skis, lambda c: g.p(c, "price"), 2, reverse=False)), ordered=True)


@answer("devshapes16-skischool-40")
def _() -> Answer:
    g = _sk()
    return rows(_n(_kth(g, g.v["student"], lambda s: g.p(s, "born"), 2, reverse=False)), ordered=True)


@answer("devshapes16-skischool-41")
def _() -> Answer:
    g = _sk()
    return rows(_n(s for s in g.v["student"] if not g.out(s, "enrolled")))


@answer("devshapes16-skischool-42")
def _() -> Answer:
    g = _sk()
    return rows(_n(c for c in g.v["course"] if not g.inn(c, "teaches")))


@answer("devshapes16-skischool-43")
def _() -> Answer:
    g = _sk()
    return rows(
        _n(s for s in g.v["student"] if all(g.p(c, "board") != "单板" for c in g.dsts(s, "enrolled")))
    )


@answer("devshapes16-skischool-44")
def _() -> Answer:
    g = _sk()
    return rows(_n(k for k in g.srcs(_r("北大湖雪场"), "works_at") if not g.out(k, "mentors")))


@answer("devshapes16-skischool-45")
def _() -> Answer:
    g = _sk()
    jilin = {e.src for e in g.e["visited"] if g.p(e.dst, "province") == "吉林"}
    return rows(_n(s for s in g.v["student"] if s not in jilin))


@answer("devshapes16-skischool-46")
def _() -> Answer:
    return one(len(_sk().where("coach", lambda p: p["level"] == "高级")))


@answer("devshapes16-skischool-47")
def _() -> Answer:
    g = _sk()
    return one(sum(1 for e in g.e["enrolled"] if g.p(e.dst, "board") == "单板"))


@answer("devshapes16-skischool-48")
def _() -> Answer:
    return one(len(set(_sk().srcs(_r("万龙雪场"), "visited"))))


@answer("devshapes16-skischool-49")
def _() -> Answer:
    return one(len(_sk().out(_k("张凌云"), "mentors")))


@answer("devshapes16-skischool-50")
def _() -> Answer:
    g = _sk()
    return one(len({e.src for e in g.e["teaches"] if g.p(e.dst, "level") == "入门"}))


# --------------------------------------------------------------------------- repaircafe (English names as ids)


def _rc() -> Graph:
    return graph("repaircafe")


def _m(vids: Iterable[str]) -> list[object]:
    return names(_rc(), vids)


@answer("devshapes16-repaircafe-01")
def _() -> Answer:
    return rows(_m(_rc().dsts("Harold Finch", "repaired")))


@answer("devshapes16-repaircafe-02")
def _() -> Answer:
    return rows(_m(_rc().dsts("June Okafor", "volunteers_at")))


@answer("devshapes16-repaircafe-03")
def _() -> Answer:
    return rows(_m(_rc().srcs("Roberts Radio", "brought")))


@answer("devshapes16-repaircafe-04")
def _() -> Answer:
    return rows(_m(_rc().srcs("Red Kettle", "repaired")))


@answer("devshapes16-repaircafe-05")
def _() -> Answer:
    return rows(_m(_rc().srcs("Mo Ahmed", "trained")))


@answer("devshapes16-repaircafe-06")
def _() -> Answer:
    return one(_rc().p("Stitch Station", "opened"))


@answer("devshapes16-repaircafe-07")
def _() -> Answer:
    return one(_rc().p("Raleigh Shopper", "weight"))


@answer("devshapes16-repaircafe-08")
def _() -> Answer:
    return one(sum(e.props["minutes"] for e in _rc().out("Raj Patel", "repaired")))


@answer("devshapes16-repaircafe-09")
def _() -> Answer:
    return one(kit.mean([p["weight"] for p in _rc().v["item"].values() if p["category"] == "electronics"]))


@answer("devshapes16-repaircafe-10")
def _() -> Answer:
    g = _rc()
    return rows(_m(set(g.srcs("Fix-It Corner", "supplies")) & set(g.srcs("Mend & Tea", "supplies"))))


@answer("devshapes16-repaircafe-11")
def _() -> Answer:
    g = _rc()
    return rows(_m(set(g.dsts("Raj Patel", "repaired")) & set(g.dsts("Harold Finch", "repaired"))))


@answer("devshapes16-repaircafe-12")
def _() -> Answer:
    g = _rc()
    return one(kit.hops(g, "Alice Moore", "Tom Becker", list(g.e), direction="both"))


@answer("devshapes16-repaircafe-13")
def _() -> Answer:
    return kit.shortest(_rc(), "Harold Finch", "Mo Ahmed", ["trained"])


@answer("devshapes16-repaircafe-14")
def _() -> Answer:
    g = _rc()
    return kit.shortest(g, "Grace Lin", "Greta Lind", list(g.e), direction="both")


@answer("devshapes16-repaircafe-15")
def _() -> Answer:
    return rows((n, _rc().p(n, "opened")) for n in ("Fix-It Corner", "The Screwdriver Club"))


@answer("devshapes16-repaircafe-16")
def _() -> Answer:
    g = _rc()
    return rows(
        _m(top(g, ["Oak Chair", "Pine Bookshelf"], lambda i: g.p(i, "year"), 1, reverse=False)), ordered=True
    )


@answer("devshapes16-repaircafe-17")
def _() -> Answer:
    g = _rc()
    return rows(
        _m(top(g, ["Singer Machine", "Raleigh Shopper"], lambda i: g.p(i, "weight"), 1)), ordered=True
    )


@answer("devshapes16-repaircafe-18")
def _() -> Answer:
    g = _rc()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["volunteers_at"]))


@answer("devshapes16-repaircafe-19")
def _() -> Answer:
    return rows(group_count(p["category"] for p in _rc().v["item"].values()))


@answer("devshapes16-repaircafe-20")
def _() -> Answer:
    g = _rc()
    minutes: dict[object, int] = {}
    for e in g.e["repaired"]:
        minutes[g.p(e.src, "name")] = minutes.get(g.p(e.src, "name"), 0) + e.props["minutes"]
    return rows(minutes.items())


@answer("devshapes16-repaircafe-21")
def _() -> Answer:
    return kit.neighbourhood(_rc(), "Mend & Tea")


@answer("devshapes16-repaircafe-22")
def _() -> Answer:
    return kit.neighbourhood(_rc(), "Dan Hughes")


@answer("devshapes16-repaircafe-25")
def _() -> Answer:
    g = _rc()
    return rows(_m(distinct(c for i in g.dsts("Alice Moore", "brought") for c in g.dsts(i, "taken_to"))))


@answer("devshapes16-repaircafe-26")
def _() -> Answer:
    g = _rc()
    return rows(_m(distinct(f for i in g.dsts("Frank Doyle", "brought") for f in g.srcs(i, "repaired"))))


@answer("devshapes16-repaircafe-27")
def _() -> Answer:
    g = _rc()
    return rows(_m(distinct(t for s in g.srcs("Fix-It Corner", "supplies") for t in g.dsts(s, "based_in"))))


@answer("devshapes16-repaircafe-28")
def _() -> Answer:
    g = _rc()
    return rows(
        _m(o for m in g.srcs("Raj Patel", "trained") for o in g.dsts(m, "trained") if o != "Raj Patel")
    )


@answer("devshapes16-repaircafe-29")
def _() -> Answer:
    g = _rc()
    return rows(_m(mm for m in g.srcs("Mo Ahmed", "trained") for mm in g.srcs(m, "trained")))


@answer("devshapes16-repaircafe-30")
def _() -> Answer:
    g = _rc()
    return rows(_m(c for t in g.dsts("Carla Mendes", "trained") for c in g.dsts(t, "volunteers_at")))


@answer("devshapes16-repaircafe-31")
def _() -> Answer:
    return rows(_m(_rc().where("fixer", lambda p: 1990 <= p["born"] <= 1999)))


@answer("devshapes16-repaircafe-32")
def _() -> Answer:
    g = _rc()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["repaired"] if not e.props["fixed"])


@answer("devshapes16-repaircafe-33")
def _() -> Answer:
    g = _rc()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["repaired"] if e.props["minutes"] >= 90)


@answer("devshapes16-repaircafe-34")
def _() -> Answer:
    g = _rc()
    cut = dt.date(2020, 1, 1).isoformat()
    early = [e.src for e in g.e["volunteers_at"] if str(e.props["since"]) < cut]
    return rows(_m(distinct(f for f in early if g.p(f, "skill") == "electronics")))


@answer("devshapes16-repaircafe-35")
def _() -> Answer:
    return rows(_m(_rc().where("item", lambda p: p["category"] == "kitchen" and p["weight"] < 2)))


@answer("devshapes16-repaircafe-36")
def _() -> Answer:
    g = _rc()
    return rows(_m(top(g, g.v["item"], lambda i: g.p(i, "weight"), 3)), ordered=True)


@answer("devshapes16-repaircafe-37")
def _() -> Answer:
    g = _rc()
    parts = {
        c: sum(e.props["parts"] for e in g.inn(c, "supplies")) for c in g.v["cafe"] if g.inn(c, "supplies")
    }
    return rows(_m(top(g, parts, lambda c: parts[c], 1)), ordered=True)


@answer("devshapes16-repaircafe-38")
def _() -> Answer:
    g = _rc()
    mentors = [f for f in g.v["fixer"] if g.out(f, "trained")]
    return rows(_m(top(g, mentors, lambda f: len(g.out(f, "trained")), 1)), ordered=True)


@answer("devshapes16-repaircafe-39")
def _() -> Answer:
    g = _rc()
    return rows(
        ((g.p(e.src, "name"), g.p(e.dst, "name")) for e in _top_edges(g.e["taken_to"], "wait", 2)),
        ordered=True,
    )


@answer("devshapes16-repaircafe-40")
def _() -> Answer:
    g = _rc()
    return rows(_m(_kth(g, g.v["fixer"], lambda f: g.p(f, "born"), 2, reverse=True)), ordered=True)


@answer("devshapes16-repaircafe-41")
def _() -> Answer:
    g = _rc()
    return rows(_m(f for f in g.v["fixer"] if not g.out(f, "repaired")))


@answer("devshapes16-repaircafe-42")
def _() -> Answer:
    g = _rc()
    return rows(
        _m(f for f in g.v["fixer"] if all(g.p(i, "category") != "electronics" for i in g.dsts(f, "repaired")))
    )


@answer("devshapes16-repaircafe-43")
def _() -> Answer:
    g = _rc()
    return rows(_m(v for v in g.v["visitor"] if not g.out(v, "brought")))


@answer("devshapes16-repaircafe-44")
def _() -> Answer:
    g = _rc()
    return rows(_m(f for f in g.srcs("Fix-It Corner", "volunteers_at") if not g.out(f, "trained")))


@answer("devshapes16-repaircafe-45")
def _() -> Answer:
    g = _rc()
    return rows(_m(c for c in g.v["cafe"] if "Volt Spares Ltd" not in g.srcs(c, "supplies")))


@answer("devshapes16-repaircafe-46")
def _() -> Answer:
    return one(len(_rc().where("fixer", lambda p: p["skill"] == "sewing")))


@answer("devshapes16-repaircafe-47")
def _() -> Answer:
    g = _rc()
    return one(sum(1 for e in g.e["repaired"] if g.p(e.dst, "category") == "bike"))


@answer("devshapes16-repaircafe-48")
def _() -> Answer:
    g = _rc()
    return one(len({e.src for e in g.e["volunteers_at"] if g.p(e.dst, "city") == "Bristol"}))


@answer("devshapes16-repaircafe-49")
def _() -> Answer:
    return one(len(_rc().srcs("Bristol", "lives_in")))


@answer("devshapes16-repaircafe-50")
def _() -> Answer:
    return one(len(_rc().out("Harold Finch", "repaired")))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
