"""The answers to ``eval/devshapes13/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes13/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- foodbank (opaque ids, Chinese names)


def _fb() -> Graph:
    return graph("foodbank")


def _vol(name: str) -> str:
    """The vid of a volunteer by name."""
    return _fb().find("volunteer", name)


def _depot(name: str) -> str:
    return _fb().find("depot", name)


def _donor(name: str) -> str:
    return _fb().find("donor", name)


def _item(name: str) -> str:
    return _fb().find("item", name)


def _home(name: str) -> str:
    return _fb().find("household", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_fb(), vids)


def _of_role(role: str) -> list[str]:
    return _fb().where("volunteer", lambda p: p["role"] == role)


def _pairs(g: Graph, edges: Iterable[Edge]) -> Answer:
    """Both ends of each edge, by name."""
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in edges)


@answer("devshapes13-foodbank-01")
def _() -> Answer:
    return rows(_n(_fb().dsts(_vol("张敏"), "trained")))


@answer("devshapes13-foodbank-02")
def _() -> Answer:
    return rows(_n(_fb().dsts(_vol("黄伟"), "serves_at")))


@answer("devshapes13-foodbank-03")
def _() -> Answer:
    return rows(_n(_fb().srcs(_item("大米"), "donated")))


@answer("devshapes13-foodbank-04")
def _() -> Answer:
    return rows(_n(_fb().srcs(_home("孙家"), "delivered")))


@answer("devshapes13-foodbank-05")
def _() -> Answer:
    return rows(_n(_fb().srcs(_item("午餐肉罐头"), "stocks")))


@answer("devshapes13-foodbank-06")
def _() -> Answer:
    return rows(_n(_fb().srcs(_vol("高翔"), "trained")))


@answer("devshapes13-foodbank-07")
def _() -> Answer:
    return one(_fb().p(_item("黄桃罐头"), "shelf_days"))


@answer("devshapes13-foodbank-08")
def _() -> Answer:
    return one(_fb().p(_depot("西湖站"), "opened"))


@answer("devshapes13-foodbank-09")
def _() -> Answer:
    return one(_fb().p(_home("郑家"), "members"))


@answer("devshapes13-foodbank-10")
def _() -> Answer:
    return rows(_n(_fb().where("item", lambda p: p["shelf_days"] > 365)))


@answer("devshapes13-foodbank-11")
def _() -> Answer:
    g = _fb()
    return _pairs(g, (e for e in g.e["donated"] if e.props["kg"] > 100))


@answer("devshapes13-foodbank-12")
def _() -> Answer:
    g = _fb()
    return _pairs(g, (e for e in g.e["serves_at"] if e.props["lead"]))


@answer("devshapes13-foodbank-13")
def _() -> Answer:
    g = _fb()
    return rows(_n(v for v in _of_role("司机") if g.p(v, "born") > 1985))


@answer("devshapes13-foodbank-14")
def _() -> Answer:
    return one(sum(e.props["kg"] for e in _fb().out(_donor("金稻农场"), "donated")))


@answer("devshapes13-foodbank-15")
def _() -> Answer:
    days = [p["shelf_days"] for p in _fb().v["item"].values() if p["category"] == "罐头"]
    return one(sum(days) / len(days))


@answer("devshapes13-foodbank-16")
def _() -> Answer:
    g = _fb()
    held = {d: sum(e.props["kg"] for e in g.out(d, "stocks")) for d in g.v["depot"]}
    return rows(_n(top(g, held, lambda d: held[d], 3)), ordered=True)


@answer("devshapes13-foodbank-17")
def _() -> Answer:
    g = _fb()
    return rows(_n(top(g, _of_role("分拣员"), lambda v: g.p(v, "born"), 2)), ordered=True)


@answer("devshapes13-foodbank-18")
def _() -> Answer:
    g = _fb()
    masters = [v for v in g.v["volunteer"] if g.out(v, "trained")]
    return rows(_n(top(g, masters, lambda v: len(g.out(v, "trained")), 1)), ordered=True)


@answer("devshapes13-foodbank-19")
def _() -> Answer:
    g = _fb()
    best = _top_edges(g.e["delivered"], "trips", 3)
    return rows(((g.p(e.src, "name"), g.p(e.dst, "name")) for e in best), ordered=True)


@answer("devshapes13-foodbank-20")
def _() -> Answer:
    g = _fb()
    return rows(_n(set(g.dsts(_depot("城北站"), "stocks")) & set(g.dsts(_depot("工业园站"), "stocks"))))


@answer("devshapes13-foodbank-21")
def _() -> Answer:
    g = _fb()
    return rows(_n(set(g.dsts(_donor("华润万家"), "donated")) & set(g.dsts(_donor("金稻农场"), "donated"))))


@answer("devshapes13-foodbank-22")
def _() -> Answer:
    g = _fb()
    me = _vol("赵雪")
    return rows(_n(p for m in g.srcs(me, "trained") for p in g.dsts(m, "trained") if p != me))


@answer("devshapes13-foodbank-23")
def _() -> Answer:
    g = _fb()
    return rows(_n(distinct(d for i in g.dsts(_donor("永辉超市"), "donated") for d in g.srcs(i, "stocks"))))


@answer("devshapes13-foodbank-24")
def _() -> Answer:
    g = _fb()
    return rows(_n(c for p in g.dsts(_vol("刘建华"), "trained") for c in g.dsts(p, "trained")))


@answer("devshapes13-foodbank-25")
def _() -> Answer:
    g = _fb()
    return rows(
        _n(distinct(d for h in g.dsts(_vol("林涛"), "delivered") for d in g.dsts(h, "registered_at")))
    )


@answer("devshapes13-foodbank-26")
def _() -> Answer:
    return one(len(_of_role("司机")))


@answer("devshapes13-foodbank-27")
def _() -> Answer:
    g = _fb()
    return one(sum(1 for e in g.e["donated"] if g.p(e.src, "kind") == "超市"))


@answer("devshapes13-foodbank-28")
def _() -> Answer:
    g = _fb()
    return one(sum(1 for e in g.e["donated"] if g.p(e.dst, "category") == "奶制品"))


@answer("devshapes13-foodbank-29")
def _() -> Answer:
    return one(len(set(_fb().srcs(_depot("南门站"), "serves_at"))))


@answer("devshapes13-foodbank-30")
def _() -> Answer:
    g = _fb()
    return rows(_n(d for d in g.v["donor"] if not g.out(d, "donated")))


@answer("devshapes13-foodbank-31")
def _() -> Answer:
    g = _fb()
    return rows(_n(v for v in _of_role("分拣员") if not g.out(v, "trained")))


@answer("devshapes13-foodbank-32")
def _() -> Answer:
    g = _fb()
    tins = {e.src for e in g.e["stocks"] if g.p(e.dst, "category") == "罐头"}
    return rows(_n(d for d in g.v["depot"] if d not in tins))


@answer("devshapes13-foodbank-33")
def _() -> Answer:
    g = _fb()
    return rows(_n(v for v in _of_role("组长") if not g.out(v, "delivered")))


@answer("devshapes13-foodbank-34")
def _() -> Answer:
    return one(kit.hops(_fb(), _vol("刘建华"), _vol("高翔"), ["trained"]))


@answer("devshapes13-foodbank-35")
def _() -> Answer:
    g = _fb()
    return kit.shortest(g, _vol("梁超"), _home("钱家"), list(g.e), direction="both")


@answer("devshapes13-foodbank-36")
def _() -> Answer:
    return kit.shortest(_fb(), _vol("罗静"), _vol("谢婷"), ["trained"])


@answer("devshapes13-foodbank-37")
def _() -> Answer:
    g = _fb()
    return one(kit.hops(g, _home("孙家"), _home("冯家"), list(g.e), direction="both"))


@answer("devshapes13-foodbank-38")
def _() -> Answer:
    g = _fb()
    return rows((n, g.p(_item(n), "shelf_days")) for n in ("牛奶", "酸奶", "奶粉"))


@answer("devshapes13-foodbank-39")
def _() -> Answer:
    g = _fb()
    pair = [_vol("黄伟"), _vol("罗静")]
    return rows(_n(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes13-foodbank-40")
def _() -> Answer:
    g = _fb()
    return rows((n, g.p(_depot(n), "district")) for n in ("城北站", "南门站", "老城站"))


@answer("devshapes13-foodbank-41")
def _() -> Answer:
    g = _fb()
    return rows((n, g.p(_donor(n), "kind")) for n in ("华润万家", "陈阿姨"))


@answer("devshapes13-foodbank-42")
def _() -> Answer:
    g = _fb()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["serves_at"]))


@answer("devshapes13-foodbank-43")
def _() -> Answer:
    by_year: dict[object, float] = {}
    for e in _fb().e["donated"]:
        by_year[e.props["year"]] = by_year.get(e.props["year"], 0.0) + e.props["kg"]  # type: ignore[operator]
    return rows(by_year.items())


@answer("devshapes13-foodbank-44")
def _() -> Answer:
    return rows(group_count(p["role"] for p in _fb().v["volunteer"].values()))


@answer("devshapes13-foodbank-45")
def _() -> Answer:
    g = _fb()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["registered_at"]))


@answer("devshapes13-foodbank-46")
def _() -> Answer:
    return kit.neighbourhood(_fb(), _depot("西湖站"))


@answer("devshapes13-foodbank-47")
def _() -> Answer:
    return kit.neighbourhood(_fb(), _vol("宋佳"))


@answer("devshapes13-foodbank-48")
def _() -> Answer:
    return kit.neighbourhood(_fb(), _item("苹果"))


# --------------------------------------------------------------------------- tramway (names are the vertex ids)


def _tw() -> Graph:
    return graph("tramway")


def _tn(vids: Iterable[str]) -> list[object]:
    return names(_tw(), vids)


def _of_grade(grade: str) -> list[str]:
    return _tw().where("driver", lambda p: p["grade"] == grade)


@answer("devshapes13-tramway-01")
def _() -> Answer:
    return rows(_tn(_tw().dsts("Carlos Mendes", "drives")))


@answer("devshapes13-tramway-02")
def _() -> Answer:
    return rows(_tn(_tw().dsts("Aurora", "runs_on")))


@answer("devshapes13-tramway-03")
def _() -> Answer:
    return rows(_tn(_tw().srcs("Aisha Bello", "mentored")))


@answer("devshapes13-tramway-04")
def _() -> Answer:
    return rows(_tn(_tw().srcs("Riverside Depot", "stabled_at")))


@answer("devshapes13-tramway-05")
def _() -> Answer:
    return rows(_tn(_tw().srcs("University Line", "runs_on")))


@answer("devshapes13-tramway-06")
def _() -> Answer:
    return rows(_tn(_tw().srcs("Central Square", "calls_at")))


@answer("devshapes13-tramway-07")
def _() -> Answer:
    return one(_tw().p("Airport Line", "length_km"))


@answer("devshapes13-tramway-08")
def _() -> Answer:
    return one(_tw().p("Old Mill Depot", "opened"))


@answer("devshapes13-tramway-09")
def _() -> Answer:
    return one(_tw().p("Halcyon", "seats"))


@answer("devshapes13-tramway-10")
def _() -> Answer:
    return rows(_tn(_tw().where("tram", lambda p: p["built"] < 2010)))


@answer("devshapes13-tramway-11")
def _() -> Answer:
    g = _tw()
    return _pairs(g, (e for e in g.e["drives"] if e.props["shifts"] > 4))


@answer("devshapes13-tramway-12")
def _() -> Answer:
    return rows(_tn(_tw().where("tram", lambda p: p["seats"] > 70)))


@answer("devshapes13-tramway-13")
def _() -> Answer:
    return rows(_tn(_tw().where("station", lambda p: p["zone"] != 1)))


@answer("devshapes13-tramway-14")
def _() -> Answer:
    return one(sum(p["length_km"] for p in _tw().v["line"].values() if p["colour"] == "red"))


@answer("devshapes13-tramway-15")
def _() -> Answer:
    return one(sum(e.props["shifts"] for e in _tw().out("Grace Kim", "drives")))


@answer("devshapes13-tramway-16")
def _() -> Answer:
    g = _tw()
    return rows(_tn(top(g, g.v["tram"], lambda t: g.p(t, "built"), 3, reverse=False)), ordered=True)


@answer("devshapes13-tramway-17")
def _() -> Answer:
    g = _tw()
    shifts = {
        d: sum(e.props["shifts"] for e in g.out(d, "drives")) for d in g.v["driver"] if g.out(d, "drives")
    }
    return rows(_tn(top(g, shifts, lambda d: shifts[d], 1)), ordered=True)


@answer("devshapes13-tramway-18")
def _() -> Answer:
    g = _tw()
    return rows(_tn(top(g, g.v["line"], lambda ln: g.p(ln, "length_km"), 2)), ordered=True)


@answer("devshapes13-tramway-19")
def _() -> Answer:
    g = _tw()
    kept = {d: len(g.inn(d, "stabled_at")) for d in g.v["depot"]}
    return rows(_tn(top(g, kept, lambda d: kept[d], 1)), ordered=True)


@answer("devshapes13-tramway-20")
def _() -> Answer:
    g = _tw()
    return rows(_tn(set(g.dsts("Aurora", "runs_on")) & set(g.dsts("Juniper", "runs_on"))))


@answer("devshapes13-tramway-21")
def _() -> Answer:
    g = _tw()
    return rows(_tn(set(g.dsts("Owen Price", "drives")) & set(g.dsts("Harry Webb", "drives"))))


@answer("devshapes13-tramway-22")
def _() -> Answer:
    g = _tw()
    return rows(_tn(distinct(ln for t in g.dsts("Aisha Bello", "drives") for ln in g.dsts(t, "runs_on"))))


@answer("devshapes13-tramway-23")
def _() -> Answer:
    g = _tw()
    return rows(_tn(c for t in g.dsts("Margaret Hale", "mentored") for c in g.dsts(t, "mentored")))


@answer("devshapes13-tramway-24")
def _() -> Answer:
    g = _tw()
    me = "Liam Doyle"
    return rows(_tn(p for m in g.srcs(me, "mentored") for p in g.dsts(m, "mentored") if p != me))


@answer("devshapes13-tramway-25")
def _() -> Answer:
    g = _tw()
    return rows(_tn(distinct(t for ln in g.srcs("Castle Gate", "calls_at") for t in g.srcs(ln, "runs_on"))))


@answer("devshapes13-tramway-26")
def _() -> Answer:
    return one(len(_tw().where("tram", lambda p: p["model"] == "Citadis")))


@answer("devshapes13-tramway-27")
def _() -> Answer:
    return one(len(_tw().out("Harbour Line", "calls_at")))


@answer("devshapes13-tramway-28")
def _() -> Answer:
    return one(len(_of_grade("trainee")))


@answer("devshapes13-tramway-29")
def _() -> Answer:
    return one(len(set(_tw().srcs("Riverside Depot", "based_at"))))


@answer("devshapes13-tramway-30")
def _() -> Answer:
    g = _tw()
    return rows(_tn(t for t in g.v["tram"] if not g.out(t, "runs_on")))


@answer("devshapes13-tramway-31")
def _() -> Answer:
    g = _tw()
    return rows(_tn(d for d in _of_grade("instructor") if not g.out(d, "drives")))


@answer("devshapes13-tramway-32")
def _() -> Answer:
    g = _tw()
    flexity = {e.src for e in g.e["drives"] if g.p(e.dst, "model") == "Flexity"}
    return rows(_tn(d for d in _of_grade("senior") if d not in flexity))


@answer("devshapes13-tramway-33")
def _() -> Answer:
    g = _tw()
    red = {e.dst for e in g.e["calls_at"] if g.p(e.src, "colour") == "red"}
    return rows(_tn(s for s in g.v["station"] if s not in red))


@answer("devshapes13-tramway-34")
def _() -> Answer:
    return one(kit.hops(_tw(), "Margaret Hale", "Tariq Aziz", ["mentored"]))


@answer("devshapes13-tramway-35")
def _() -> Answer:
    g = _tw()
    return kit.shortest(g, "Kestrel", "Zoe Park", list(g.e), direction="both")


@answer("devshapes13-tramway-36")
def _() -> Answer:
    return kit.shortest(_tw(), "Margaret Hale", "Zoe Park", ["mentored"])


@answer("devshapes13-tramway-37")
def _() -> Answer:
    g = _tw()
    return one(kit.hops(g, "Campus North", "Castle Gate", list(g.e), direction="both"))


@answer("devshapes13-tramway-38")
def _() -> Answer:
    g = _tw()
    return rows((t, g.p(t, "seats")) for t in ("Aurora", "Comet", "Firefly"))


@answer("devshapes13-tramway-39")
def _() -> Answer:
    g = _tw()
    pair = ["Northgate Depot", "Riverside Depot"]
    return rows(_tn(top(g, pair, lambda d: g.p(d, "opened"), 1, reverse=False)), ordered=True)


@answer("devshapes13-tramway-40")
def _() -> Answer:
    g = _tw()
    pair = ["Owen Price", "Fiona Reid"]
    return rows(_tn(top(g, pair, lambda d: g.p(d, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes13-tramway-41")
def _() -> Answer:
    g = _tw()
    return rows((ln, g.p(ln, "colour")) for ln in ("Harbour Line", "Castle Line"))


@answer("devshapes13-tramway-42")
def _() -> Answer:
    return rows(group_count(p["model"] for p in _tw().v["tram"].values()))


@answer("devshapes13-tramway-43")
def _() -> Answer:
    g = _tw()
    return rows(group_count(g.p(e.src, "name") for e in g.e["calls_at"]))


@answer("devshapes13-tramway-44")
def _() -> Answer:
    g = _tw()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["based_at"]))


@answer("devshapes13-tramway-45")
def _() -> Answer:
    km: dict[object, float] = {}
    for p in _tw().v["line"].values():
        km[p["colour"]] = km.get(p["colour"], 0.0) + p["length_km"]  # type: ignore[operator]
    return rows(km.items())


@answer("devshapes13-tramway-46")
def _() -> Answer:
    return kit.neighbourhood(_tw(), "Old Mill Depot")


@answer("devshapes13-tramway-47")
def _() -> Answer:
    return kit.neighbourhood(_tw(), "Owen Price")


@answer("devshapes13-tramway-48")
def _() -> Answer:
    return kit.neighbourhood(_tw(), "Market Line")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
