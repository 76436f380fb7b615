"""The answers to ``eval/devshapes10/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes10/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- seedlib (opaque ids, Chinese names)


def _sl() -> Graph:
    return graph("seedlib")


def _m(name: str) -> str:
    """The vid of a member by name."""
    return _sl().find("member", name)


def _v(name: str) -> str:
    return _sl().find("variety", name)


def _b(name: str) -> str:
    return _sl().find("branch", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_sl(), vids)


def _of_rank(rank: str) -> list[str]:
    return _sl().where("member", lambda p: p["rank"] == rank)


@answer("devshapes10-seedlib-01")
def _() -> Answer:
    return rows(_n(_sl().dsts(_m("杨帆"), "mentors")))


@answer("devshapes10-seedlib-02")
def _() -> Answer:
    return rows(_n(_sl().dsts(_m("钱文斌"), "donated")))


@answer("devshapes10-seedlib-03")
def _() -> Answer:
    return rows(_n(_sl().dsts(_m("钱文斌"), "joined_at")))


@answer("devshapes10-seedlib-04")
def _() -> Answer:
    return rows(_n(_sl().srcs(_v("红高粱"), "donated")))


@answer("devshapes10-seedlib-05")
def _() -> Answer:
    return rows(_n(_sl().srcs(_m("卫晓燕"), "mentors")))


@answer("devshapes10-seedlib-06")
def _() -> Answer:
    return rows(_n(_sl().srcs(_v("百日菊"), "stocks")))


@answer("devshapes10-seedlib-07")
def _() -> Answer:
    return one(_sl().p(_v("黑小麦"), "days"))


@answer("devshapes10-seedlib-08")
def _() -> Answer:
    return one(_sl().p(_b("湖畔分馆"), "opened"))


@answer("devshapes10-seedlib-09")
def _() -> Answer:
    return one(_sl().p(_m("韩秀英"), "born"))


@answer("devshapes10-seedlib-10")
def _() -> Answer:
    return rows(_n(_sl().where("variety", lambda p: p["days"] > 100)))


@answer("devshapes10-seedlib-11")
def _() -> Answer:
    g = _sl()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["borrowed"] if not e.props["returned"])


@answer("devshapes10-seedlib-12")
def _() -> Answer:
    g = _sl()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["donated"] if e.props["packets"] > 20)


@answer("devshapes10-seedlib-13")
def _() -> Answer:
    return one(sum(e.props["packets"] for e in _sl().out(_m("钱文斌"), "donated")))


@answer("devshapes10-seedlib-14")
def _() -> Answer:
    days = [p["days"] for p in _sl().v["variety"].values() if p["crop"] == "香草"]
    return one(sum(days) / len(days))


@answer("devshapes10-seedlib-15")
def _() -> Answer:
    g = _sl()
    total = {b: sum(e.props["packets"] for e in g.out(b, "stocks")) for b in g.v["branch"]}
    return rows(_n(top(g, total, lambda b: total[b], 2)), ordered=True)


@answer("devshapes10-seedlib-16")
def _() -> Answer:
    g = _sl()
    return rows(_n(top(g, _of_rank("老会员"), lambda m: g.p(m, "born"), 3, reverse=False)), ordered=True)


@answer("devshapes10-seedlib-17")
def _() -> Answer:
    g = _sl()
    masters = [m for m in g.v["member"] if g.out(m, "mentors")]
    return rows(_n(top(g, masters, lambda m: len(g.out(m, "mentors")), 1)), ordered=True)


@answer("devshapes10-seedlib-18")
def _() -> Answer:
    g = _sl()
    best = _top_edges(g.e["donated"], "packets", 3)
    return rows(((g.p(e.src, "name"), g.p(e.dst, "name")) for e in best), ordered=True)


@answer("devshapes10-seedlib-19")
def _() -> Answer:
    g = _sl()
    return rows(_n(set(g.dsts(_m("孙丽华"), "attended")) & set(g.dsts(_m("王雨桐"), "attended"))))


@answer("devshapes10-seedlib-20")
def _() -> Answer:
    g = _sl()
    return rows(_n(set(g.dsts(_b("城东分馆"), "stocks")) & set(g.dsts(_b("老街种子屋"), "stocks"))))


@answer("devshapes10-seedlib-21")
def _() -> Answer:
    g = _sl()
    return rows(_n(set(g.dsts(_m("杨帆"), "donated")) & set(g.dsts(_m("蒋磊"), "borrowed"))))


@answer("devshapes10-seedlib-22")
def _() -> Answer:
    g = _sl()
    me = _m("李明")
    return rows(_n(p for m in g.srcs(me, "mentors") for p in g.dsts(m, "mentors") if p != me))


@answer("devshapes10-seedlib-23")
def _() -> Answer:
    g = _sl()
    return rows(_n(c for p in g.dsts(_m("韩秀英"), "mentors") for c in g.dsts(p, "mentors")))


@answer("devshapes10-seedlib-24")
def _() -> Answer:
    g = _sl()
    return rows(_n(b for m in g.srcs(_m("沈佳琪"), "mentors") for b in g.dsts(m, "joined_at")))


@answer("devshapes10-seedlib-25")
def _() -> Answer:
    g = _sl()
    return rows(_n(v for p in g.dsts(_m("冯志强"), "mentors") for v in g.dsts(p, "donated")))


@answer("devshapes10-seedlib-26")
def _() -> Answer:
    g = _sl()
    return rows(_n(distinct(b for v in g.dsts(_m("朱婷"), "borrowed") for b in g.srcs(v, "stocks"))))


@answer("devshapes10-seedlib-27")
def _() -> Answer:
    g = _sl()
    return rows(_n(x for m in g.srcs(_m("陈思雨"), "mentors") for x in g.srcs(m, "mentors")))


@answer("devshapes10-seedlib-28")
def _() -> Answer:
    return one(len(_of_rank("志愿者")))


@answer("devshapes10-seedlib-29")
def _() -> Answer:
    g = _sl()
    return one(sum(1 for e in g.e["borrowed"] if g.p(e.dst, "crop") == "香草"))


@answer("devshapes10-seedlib-30")
def _() -> Answer:
    g = _sl()
    return one(len(set(g.srcs(g.find("swap", "2023春季换种会"), "attended"))))


@answer("devshapes10-seedlib-31")
def _() -> Answer:
    g = _sl()
    return one(sum(1 for e in g.e["donated"] if g.p(e.dst, "crop") == "蔬菜"))


@answer("devshapes10-seedlib-32")
def _() -> Answer:
    g = _sl()
    return rows(_n(m for m in g.v["member"] if not g.out(m, "borrowed")))


@answer("devshapes10-seedlib-33")
def _() -> Answer:
    g = _sl()
    return rows(_n(m for m in _of_rank("志愿者") if not g.out(m, "donated")))


@answer("devshapes10-seedlib-34")
def _() -> Answer:
    g = _sl()
    flowers = {e.src for e in g.e["borrowed"] if g.p(e.dst, "crop") == "花卉"}
    return rows(_n(m for m in _of_rank("新会员") if m not in flowers))


@answer("devshapes10-seedlib-35")
def _() -> Answer:
    g = _sl()
    return rows(_n(b for b in g.v["branch"] if not g.out(b, "held")))


@answer("devshapes10-seedlib-36")
def _() -> Answer:
    g = _sl()
    spring = {e.src for e in g.e["attended"] if g.p(e.dst, "season") == "春季"}
    return rows(_n(m for m in g.v["member"] if m not in spring))


@answer("devshapes10-seedlib-37")
def _() -> Answer:
    return kit.shortest(_sl(), _m("韩秀英"), _m("沈佳琪"), ["mentors"])


@answer("devshapes10-seedlib-38")
def _() -> Answer:
    g = _sl()
    return one(kit.hops(g, _m("蒋磊"), _m("许悦"), list(g.e), direction="both"))


@answer("devshapes10-seedlib-39")
def _() -> Answer:
    g = _sl()
    return kit.shortest(g, _m("郑浩"), _v("紫苏"), list(g.e), direction="both")


@answer("devshapes10-seedlib-40")
def _() -> Answer:
    g = _sl()
    return rows((n, g.p(_v(n), "crop")) for n in ("朝天椒", "罗勒", "向日葵"))


@answer("devshapes10-seedlib-41")
def _() -> Answer:
    g = _sl()
    return rows((n, g.p(_b(n), "opened")) for n in ("城东分馆", "大学城分馆"))


@answer("devshapes10-seedlib-42")
def _() -> Answer:
    g = _sl()
    pair = [_m("李明"), _m("秦大海")]
    return rows(_n(top(g, pair, lambda m: g.p(m, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes10-seedlib-43")
def _() -> Answer:
    g = _sl()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["joined_at"]))


@answer("devshapes10-seedlib-44")
def _() -> Answer:
    return rows(group_count(p["crop"] for p in _sl().v["variety"].values()))


@answer("devshapes10-seedlib-45")
def _() -> Answer:
    g = _sl()
    return rows((g.p(s, "name"), sum(e.props["traded"] for e in g.inn(s, "attended"))) for s in g.v["swap"])


@answer("devshapes10-seedlib-46")
def _() -> Answer:
    return kit.neighbourhood(_sl(), _m("孙丽华"))


@answer("devshapes10-seedlib-47")
def _() -> Answer:
    g = _sl()
    return kit.neighbourhood(g, g.find("swap", "大学城种子市集"))


@answer("devshapes10-seedlib-48")
def _() -> Answer:
    return kit.neighbourhood(_sl(), _v("紫苏"))


# --------------------------------------------------------------------------- escape (names are the vertex ids)


def _es() -> Graph:
    return graph("escape")


def _en(vids: Iterable[str]) -> list[object]:
    return names(_es(), vids)


def _of_role(role: str) -> list[str]:
    return _es().where("person", lambda p: p["role"] == role)


def _theme(room: str) -> object:
    return _es().p(room, "theme")


@answer("devshapes10-escape-01")
def _() -> Answer:
    return rows(_en(_es().dsts("Tom Okoye", "designed")))


@answer("devshapes10-escape-02")
def _() -> Answer:
    return rows(_en(_es().dsts("Kofi Mensah", "hosts")))


@answer("devshapes10-escape-03")
def _() -> Answer:
    return rows(_en(_es().dsts("Marta Silva", "manages")))


@answer("devshapes10-escape-04")
def _() -> Answer:
    return rows(_en(_es().srcs("Lunar Base", "designed")))


@answer("devshapes10-escape-05")
def _() -> Answer:
    return rows(_en(_es().srcs("Sunken Ship", "escaped")))


@answer("devshapes10-escape-06")
def _() -> Answer:
    return rows(_en(_es().srcs("Raj Patel", "coached")))


@answer("devshapes10-escape-07")
def _() -> Answer:
    return one(_es().p("The Heist", "difficulty"))


@answer("devshapes10-escape-08")
def _() -> Answer:
    return one(_es().p("Lunar Base", "price"))


@answer("devshapes10-escape-09")
def _() -> Answer:
    return one(_es().p("Cipher House", "opened"))


@answer("devshapes10-escape-10")
def _() -> Answer:
    return rows(_en(_es().where("room", lambda p: p["difficulty"] >= 4)))


@answer("devshapes10-escape-11")
def _() -> Answer:
    g = _es()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["escaped"] if e.props["hints"] == 0)


@answer("devshapes10-escape-12")
def _() -> Answer:
    return rows(_en(_es().where("room", lambda p: p["price"] < 70)))


@answer("devshapes10-escape-13")
def _() -> Answer:
    return one(sum(e.props["minutes"] for e in _es().out("Red Herrings", "escaped")))


@answer("devshapes10-escape-14")
def _() -> Answer:
    prices = [p["price"] for p in _es().v["room"].values() if p["theme"] == "horror"]
    return one(sum(prices) / len(prices))


@answer("devshapes10-escape-15")
def _() -> Answer:
    fastest = _top_edges(_es().e["escaped"], "minutes", 3, reverse=False)
    g = _es()
    return rows(((g.p(e.src, "name"), g.p(e.dst, "name")) for e in fastest), ordered=True)


@answer("devshapes10-escape-16")
def _() -> Answer:
    g = _es()
    return rows(_en(top(g, g.v["room"], lambda r: g.p(r, "price"), 2)), ordered=True)


@answer("devshapes10-escape-17")
def _() -> Answer:
    g = _es()
    shifts = {
        p: sum(e.props["shifts"] for e in g.out(p, "hosts")) for p in g.v["person"] if g.out(p, "hosts")
    }
    return rows(_en(top(g, shifts, lambda p: shifts[p], 1)), ordered=True)


@answer("devshapes10-escape-18")
def _() -> Answer:
    g = _es()
    return rows(_en(top(g, _of_role("gamemaster"), lambda p: g.p(p, "born"), 3)), ordered=True)


@answer("devshapes10-escape-19")
def _() -> Answer:
    g = _es()
    return rows(_en(set(g.dsts("Red Herrings", "escaped")) & set(g.dsts("Night Owls", "escaped"))))


@answer("devshapes10-escape-20")
def _() -> Answer:
    g = _es()
    return rows(_en(set(g.dsts("Emma Lund", "hosts")) & set(g.dsts("Jade Wu", "hosts"))))


@answer("devshapes10-escape-21")
def _() -> Answer:
    g = _es()
    return rows(_en(set(g.dsts("Hannah Cole", "designed")) & set(g.dsts("Kofi Mensah", "designed"))))


@answer("devshapes10-escape-22")
def _() -> Answer:
    g = _es()
    me = "Lucy Hart"
    return rows(_en(t for m in g.srcs(me, "coached") for t in g.dsts(m, "coached") if t != me))


@answer("devshapes10-escape-23")
def _() -> Answer:
    g = _es()
    return rows(_en(c for t in g.dsts("Ollie Grant", "coached") for c in g.dsts(t, "coached")))


@answer("devshapes10-escape-24")
def _() -> Answer:
    g = _es()
    return rows(_en(distinct(v for r in g.dsts("Clueless", "escaped") for v in g.dsts(r, "located_at"))))


@answer("devshapes10-escape-25")
def _() -> Answer:
    g = _es()
    return rows(_en(distinct(p for r in g.dsts("Alice Brennan", "designed") for p in g.srcs(r, "hosts"))))


@answer("devshapes10-escape-26")
def _() -> Answer:
    g = _es()
    return rows(
        _en(distinct(t for r in g.srcs("Lockbox Central", "located_at") for t in g.srcs(r, "escaped")))
    )


@answer("devshapes10-escape-27")
def _() -> Answer:
    g = _es()
    return rows(_en(x for m in g.srcs("Jade Wu", "coached") for x in g.srcs(m, "coached")))


@answer("devshapes10-escape-28")
def _() -> Answer:
    return one(len(_es().where("room", lambda p: p["theme"] == "horror")))


@answer("devshapes10-escape-29")
def _() -> Answer:
    return one(sum(1 for e in _es().e["escaped"] if _theme(e.dst) == "horror"))


@answer("devshapes10-escape-30")
def _() -> Answer:
    return one(len({e.src for e in _es().e["escaped"] if _theme(e.dst) == "sci-fi"}))


@answer("devshapes10-escape-31")
def _() -> Answer:
    return one(len(_es().out("Tom Okoye", "designed")))


@answer("devshapes10-escape-32")
def _() -> Answer:
    g = _es()
    return rows(_en(p for p in _of_role("gamemaster") if not g.out(p, "coached")))


@answer("devshapes10-escape-33")
def _() -> Answer:
    g = _es()
    horror = {e.src for e in g.e["escaped"] if _theme(e.dst) == "horror"}
    return rows(_en(t for t in g.v["team"] if t not in horror))


@answer("devshapes10-escape-34")
def _() -> Answer:
    g = _es()
    adventure = {e.src for e in g.e["designed"] if _theme(e.dst) == "adventure"}
    return rows(_en(p for p in _of_role("designer") if p not in adventure))


@answer("devshapes10-escape-35")
def _() -> Answer:
    g = _es()
    vault = set(g.srcs("The Vault Rooms", "located_at"))
    went = {e.src for e in g.e["escaped"] if e.dst in vault}
    return rows(_en(t for t in g.v["team"] if t not in went))


@answer("devshapes10-escape-36")
def _() -> Answer:
    g = _es()
    return rows(_en(p for p in _of_role("manager") if not g.out(p, "coached")))


@answer("devshapes10-escape-37")
def _() -> Answer:
    return kit.shortest(_es(), "Ollie Grant", "Jade Wu", ["coached"])


@answer("devshapes10-escape-38")
def _() -> Answer:
    g = _es()
    return one(kit.hops(g, "Clueless", "Brain Freeze", list(g.e), direction="both"))


@answer("devshapes10-escape-39")
def _() -> Answer:
    g = _es()
    return kit.shortest(g, "Pete Sykes", "Lucy Hart", list(g.e), direction="both")


@answer("devshapes10-escape-40")
def _() -> Answer:
    return rows((r, _theme(r)) for r in ("The Asylum", "Jungle Run", "Code Breakers"))


@answer("devshapes10-escape-41")
def _() -> Answer:
    g = _es()
    return rows((r, g.p(r, "difficulty")) for r in ("Station Zero", "Sunken Ship"))


@answer("devshapes10-escape-42")
def _() -> Answer:
    g = _es()
    return rows(
        _en(top(g, ["Lockbox Central", "The Vault Rooms"], lambda v: g.p(v, "opened"), 1)), ordered=True
    )


@answer("devshapes10-escape-43")
def _() -> Answer:
    g = _es()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_at"]))


@answer("devshapes10-escape-44")
def _() -> Answer:
    by_theme: dict[object, list[float]] = {}
    for p in _es().v["room"].values():
        by_theme.setdefault(p["theme"], []).append(p["price"])
    return rows((t, sum(ps) / len(ps)) for t, ps in by_theme.items())


@answer("devshapes10-escape-45")
def _() -> Answer:
    g = _es()
    return rows(group_count(g.p(e.src, "name") for e in g.e["escaped"]))


@answer("devshapes10-escape-46")
def _() -> Answer:
    return kit.neighbourhood(_es(), "Agatha's Study")


@answer("devshapes10-escape-47")
def _() -> Answer:
    return kit.neighbourhood(_es(), "Nina Volkova")


@answer("devshapes10-escape-48")
def _() -> Answer:
    return kit.neighbourhood(_es(), "Night Owls")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
