"""The answers to ``eval/devshapes24/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes24/oracle.py [--ids a,b]     # print each answer
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


def _all_types(g: Graph) -> list[str]:
    return list(g.e)


def _sum_by(pairs: Iterable[tuple[object, int]]) -> list[tuple[object, int]]:
    """(key, value) pairs summed per key, in first-seen order."""
    total: dict[object, int] = {}
    for key, value in pairs:
        total[key] = total.get(key, 0) + value
    return list(total.items())


# --------------------------------------------------------------------------- guji (opaque ids, Chinese names)


def _gj() -> Graph:
    return graph("guji")


def _gn(vids: Iterable[str]) -> list[object]:
    return names(_gj(), vids)


def _r(name: str) -> str:
    return _gj().find("restorer", name)


def _b(name: str) -> str:
    return _gj().find("book", name)


def _hours_by_restorer() -> dict[str, int]:
    return dict(_sum_by((e.src, e.props["hours"]) for e in _gj().e["repaired"]))


@answer("devshapes24-guji-01")
def _() -> Answer:
    return rows(_gn(_gj().dsts(_r("杜怀瑾"), "repaired")))


@answer("devshapes24-guji-02")
def _() -> Answer:
    return rows(_gn(_gj().dsts(_b("海国舆图"), "consumed")))


@answer("devshapes24-guji-03")
def _() -> Answer:
    return rows(_gn(_gj().dsts(_r("秦素衣"), "masters")))


@answer("devshapes24-guji-04")
def _() -> Answer:
    return rows(_gn(_gj().srcs(_b("临安岁时记"), "repaired")))


@answer("devshapes24-guji-05")
def _() -> Answer:
    return rows(_gn(_gj().srcs(_r("孟青崖"), "teaches")))


@answer("devshapes24-guji-06")
def _() -> Answer:
    return rows(_gn(_gj().srcs(_gj().find("owner", "南湖图书馆"), "held_by")))


@answer("devshapes24-guji-07")
def _() -> Answer:
    return one(_gj().p(_b("河防通考"), "volumes"))


@answer("devshapes24-guji-08")
def _() -> Answer:
    return one(_gj().p(_r("柳絮"), "joined"))


@answer("devshapes24-guji-09")
def _() -> Answer:
    return one(_gj().p(_gj().find("technique", "金镶玉"), "difficulty"))


@answer("devshapes24-guji-10")
def _() -> Answer:
    return rows(_gn(_gj().where("book", lambda p: p["dynasty"] == "宋" and p["volumes"] > 1)))


@answer("devshapes24-guji-11")
def _() -> Answer:
    g = _gj()
    jobs = [e for e in g.e["repaired"] if kit.in_year(e.props["started"], 2023) and e.props["hours"] > 50]
    return rows(kit.edge_names(g, jobs))


@answer("devshapes24-guji-12")
def _() -> Answer:
    return rows(_gn(distinct(e.src for e in _gj().e["repaired"] if not e.props["finished"])))


@answer("devshapes24-guji-13")
def _() -> Answer:
    g = _gj()
    return rows(kit.edge_names(g, (e for e in g.e["consumed"] if e.props["grams"] > 60)))


@answer("devshapes24-guji-14")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _gj().out(_r("葛明远"), "repaired")))


@answer("devshapes24-guji-15")
def _() -> Answer:
    g = _gj()
    return one(
        kit.mean([g.p(t, "difficulty") for t in g.where("technique", lambda p: p["category"] == "清洗")])
    )


@answer("devshapes24-guji-16")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _gj().inn(_b("太和本草"), "repaired")))


@answer("devshapes24-guji-17")
def _() -> Answer:
    g = _gj()
    return rows(kit.edge_names(g, kit.top_edges(g.e["repaired"], "hours", 3)), ordered=True)


@answer("devshapes24-guji-18")
def _() -> Answer:
    g = _gj()
    return rows(_gn(top(g, g.v["technique"], lambda t: len(g.inn(t, "applied")), 1)), ordered=True)


@answer("devshapes24-guji-19")
def _() -> Answer:
    hours = _hours_by_restorer()
    return rows(_gn([kit.kth(_gj(), hours, hours.__getitem__, 2)]), ordered=True)


@answer("devshapes24-guji-20")
def _() -> Answer:
    g = _gj()
    qing = g.where("book", lambda p: p["dynasty"] == "清")
    return rows(_gn(top(g, qing, lambda b: g.p(b, "volumes"), 2)), ordered=True)


@answer("devshapes24-guji-21")
def _() -> Answer:
    g = _gj()
    return rows(_gn(set(g.dsts(_r("孟青崖"), "repaired")) & set(g.dsts(_r("范小舟"), "repaired"))))


@answer("devshapes24-guji-22")
def _() -> Answer:
    g = _gj()
    a, b = g.find("technique", "托裱"), g.find("technique", "揭页")
    return rows(_gn(set(g.srcs(a, "applied")) & set(g.srcs(b, "applied"))))


@answer("devshapes24-guji-23")
def _() -> Answer:
    g = _gj()
    return rows(_gn(set(g.dsts(_r("杜怀瑾"), "masters")) & set(g.dsts(_r("孟青崖"), "masters"))))


@answer("devshapes24-guji-24")
def _() -> Answer:
    g = _gj()
    return rows(_gn(distinct(o for b in g.dsts(_r("柳絮"), "repaired") for o in g.dsts(b, "held_by"))))


@answer("devshapes24-guji-25")
def _() -> Answer:
    g = _gj()
    return rows(_gn(distinct(m for b in g.dsts(_r("许静姝"), "repaired") for m in g.dsts(b, "consumed"))))


@answer("devshapes24-guji-26")
def _() -> Answer:
    g = _gj()
    return rows(_gn(distinct(b for p in g.dsts(_r("秦素衣"), "teaches") for b in g.dsts(p, "repaired"))))


@answer("devshapes24-guji-27")
def _() -> Answer:
    g = _gj()
    books = g.srcs(g.find("owner", "清江博物馆"), "held_by")
    return rows(_gn(distinct(r for b in books for r in g.srcs(b, "repaired"))))


@answer("devshapes24-guji-28")
def _() -> Answer:
    return one(sum(not e.props["finished"] for e in _gj().e["repaired"]))


@answer("devshapes24-guji-29")
def _() -> Answer:
    return one(len({e.dst for e in _gj().e["repaired"] if not e.props["finished"]}))


@answer("devshapes24-guji-30")
def _() -> Answer:
    return one(len(_gj().where("book", lambda p: p["damage"] == "虫蛀")))


@answer("devshapes24-guji-31")
def _() -> Answer:
    return one(len(_gj().srcs(_gj().find("owner", "鹤鸣书院"), "held_by")))


@answer("devshapes24-guji-32")
def _() -> Answer:
    g = _gj()
    return rows(_gn(m for m in g.v["material"] if not g.inn(m, "consumed")))


@answer("devshapes24-guji-33")
def _() -> Answer:
    g = _gj()
    return rows(
        _gn(r for r in g.v["restorer"] if all(g.p(b, "dynasty") != "明" for b in g.dsts(r, "repaired")))
    )


@answer("devshapes24-guji-34")
def _() -> Answer:
    g = _gj()
    return rows(_gn(b for b in g.v["book"] if not g.inn(b, "repaired")))


@answer("devshapes24-guji-35")
def _() -> Answer:
    g = _gj()
    return rows(_gn(p for p in g.dsts(_r("孟青崖"), "teaches") if not g.out(p, "masters")))


@answer("devshapes24-guji-36")
def _() -> Answer:
    return one(kit.hops(_gj(), _r("杜怀瑾"), _r("白露"), ["teaches"]))


@answer("devshapes24-guji-37")
def _() -> Answer:
    g = _gj()
    return kit.shortest(g, _r("程一诺"), g.find("owner", "鹤鸣书院"), _all_types(g), "both")


@answer("devshapes24-guji-38")
def _() -> Answer:
    g = _gj()
    return one(kit.hops(g, _r("陆知秋"), g.find("material", "桑皮纸"), _all_types(g), "both"))


@answer("devshapes24-guji-39")
def _() -> Answer:
    g = _gj()
    return rows(_gn(top(g, [_r("柳絮"), _r("葛明远")], lambda r: g.p(r, "born"), 1, reverse=False)))


@answer("devshapes24-guji-40")
def _() -> Answer:
    g = _gj()
    return rows((n, g.p(_b(n), "dynasty")) for n in ("兰谷琴谱", "白石词笺", "蜀锦谱"))


@answer("devshapes24-guji-41")
def _() -> Answer:
    g = _gj()
    pair = [g.find("technique", "溜口"), g.find("technique", "托裱")]
    return rows(_gn(top(g, pair, lambda t: g.p(t, "difficulty"), 1)))


@answer("devshapes24-guji-42")
def _() -> Answer:
    g = _gj()
    return rows(group_count(g.p(b, "dynasty") for b in g.v["book"]))


@answer("devshapes24-guji-43")
def _() -> Answer:
    g = _gj()
    return rows(_sum_by((g.p(e.dst, "name"), e.props["grams"]) for e in g.e["consumed"]))


@answer("devshapes24-guji-44")
def _() -> Answer:
    g = _gj()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["held_by"]))


@answer("devshapes24-guji-45")
def _() -> Answer:
    g = _gj()
    return rows(_sum_by((g.p(e.dst, "damage"), e.props["hours"]) for e in g.e["repaired"]))


@answer("devshapes24-guji-46")
def _() -> Answer:
    return kit.neighbourhood(_gj(), _b("海国舆图"))


@answer("devshapes24-guji-47")
def _() -> Answer:
    return kit.neighbourhood(_gj(), _r("白露"))


@answer("devshapes24-guji-48")
def _() -> Answer:
    return kit.neighbourhood(_gj(), _gj().find("owner", "南湖图书馆"))


# --------------------------------------------------------------------------- weddings (names are the vertex ids)


def _wd() -> Graph:
    return graph("weddings")


def _wn(vids: Iterable[str]) -> list[object]:
    return names(_wd(), vids)


@answer("devshapes24-weddings-01")
def _() -> Answer:
    return rows(_wn(_wd().dsts("Priya & Tom", "hired")))


@answer("devshapes24-weddings-02")
def _() -> Answer:
    return rows(_wn(_wd().dsts("Delphine Roux", "plans")))


@answer("devshapes24-weddings-03")
def _() -> Answer:
    return rows(_wn(_wd().dsts("Lena & Marcus", "booked")))


@answer("devshapes24-weddings-04")
def _() -> Answer:
    return rows(_wn(_wd().srcs("Willowmere Barn", "booked")))


@answer("devshapes24-weddings-05")
def _() -> Answer:
    return rows(_wn(_wd().srcs("Velvet Groove", "hired")))


@answer("devshapes24-weddings-06")
def _() -> Answer:
    return rows(_wn(_wd().srcs("Kofi Mensah", "trained")))


@answer("devshapes24-weddings-07")
def _() -> Answer:
    return one(_wd().p("Maeve & Oscar", "guests"))


@answer("devshapes24-weddings-08")
def _() -> Answer:
    return one(_wd().p("Hannah & Kit", "wedding_date"))


@answer("devshapes24-weddings-09")
def _() -> Answer:
    return one(_wd().p("The Glasshouse", "capacity"))


@answer("devshapes24-weddings-10")
def _() -> Answer:
    return rows(_wn(_wd().where("venue", lambda p: p["outdoor"] and p["capacity"] >= 100)))


@answer("devshapes24-weddings-11")
def _() -> Answer:
    g = _wd()
    jobs = [e for e in g.e["hired"] if e.props["cost"] > 3000 and kit.in_year(e.props["booked_on"], 2024)]
    return rows(kit.edge_names(g, jobs))


@answer("devshapes24-weddings-12")
def _() -> Answer:
    return rows(_wn(_wd().where("couple", lambda p: p["budget"] >= 40000)))


@answer("devshapes24-weddings-13")
def _() -> Answer:
    g = _wd()
    return rows(kit.edge_names(g, (e for e in g.e["booked"] if not e.props["paid"])))


@answer("devshapes24-weddings-14")
def _() -> Answer:
    return one(sum(e.props["cost"] for e in _wd().out("Lena & Marcus", "hired")))


@answer("devshapes24-weddings-15")
def _() -> Answer:
    g = _wd()
    return one(
        kit.mean([g.p(v, "rate") for v in g.where("vendor", lambda p: p["service"] == "photographer")])
    )


@answer("devshapes24-weddings-16")
def _() -> Answer:
    return one(kit.mean([e.props["rating"] for e in _wd().inn("Harvest Table", "hired")]))


@answer("devshapes24-weddings-17")
def _() -> Answer:
    g = _wd()
    return rows(kit.edge_names(g, kit.top_edges(g.e["hired"], "cost", 3)), ordered=True)


@answer("devshapes24-weddings-18")
def _() -> Answer:
    g = _wd()
    planners = [p for p in g.v["planner"] if g.out(p, "plans")]
    guests = {p: sum(g.p(c, "guests") for c in g.dsts(p, "plans")) for p in planners}
    return rows(_wn(top(g, planners, guests.__getitem__, 1)), ordered=True)


@answer("devshapes24-weddings-19")
def _() -> Answer:
    g = _wd()
    return rows(_wn([kit.kth(g, g.v["venue"], lambda v: g.p(v, "capacity"), 2)]), ordered=True)


@answer("devshapes24-weddings-20")
def _() -> Answer:
    g = _wd()
    return rows(_wn(top(g, g.v["couple"], lambda c: g.p(c, "budget"), 2, reverse=False)), ordered=True)


@answer("devshapes24-weddings-21")
def _() -> Answer:
    g = _wd()
    return rows(_wn(set(g.dsts("Priya & Tom", "hired")) & set(g.dsts("Lena & Marcus", "hired"))))


@answer("devshapes24-weddings-22")
def _() -> Answer:
    g = _wd()
    return rows(_wn(set(g.srcs("Harvest Table", "hired")) & set(g.srcs("The Brass Tacks", "hired"))))


@answer("devshapes24-weddings-23")
def _() -> Answer:
    g = _wd()
    return rows(_wn(set(g.dsts("Beatrix Vale", "recommends")) & set(g.dsts("Simon Okoro", "recommends"))))


@answer("devshapes24-weddings-24")
def _() -> Answer:
    g = _wd()
    return rows(_wn(distinct(v for c in g.dsts("Delphine Roux", "plans") for v in g.dsts(c, "booked"))))


@answer("devshapes24-weddings-25")
def _() -> Answer:
    g = _wd()
    return rows(_wn(distinct(v for c in g.srcs("Oakhollow Estate", "booked") for v in g.dsts(c, "hired"))))


@answer("devshapes24-weddings-26")
def _() -> Answer:
    g = _wd()
    return rows(_wn(distinct(c for p in g.dsts("Simon Okoro", "trained") for c in g.dsts(p, "plans"))))


@answer("devshapes24-weddings-27")
def _() -> Answer:
    g = _wd()
    return rows(_wn(distinct(v for c in g.dsts("Rosa Lindgren", "plans") for v in g.dsts(c, "hired"))))


@answer("devshapes24-weddings-28")
def _() -> Answer:
    return one(sum(e.props["rating"] == 5 for e in _wd().e["hired"]))


@answer("devshapes24-weddings-29")
def _() -> Answer:
    return one(len({e.src for e in _wd().e["hired"] if e.props["rating"] == 5}))


@answer("devshapes24-weddings-30")
def _() -> Answer:
    return one(len(_wd().where("vendor", lambda p: p["service"] == "florist")))


@answer("devshapes24-weddings-31")
def _() -> Answer:
    return one(len(_wd().inn("Oakhollow Estate", "booked")))


@answer("devshapes24-weddings-32")
def _() -> Answer:
    g = _wd()
    return rows(_wn(v for v in g.v["venue"] if not g.inn(v, "booked")))


@answer("devshapes24-weddings-33")
def _() -> Answer:
    g = _wd()
    return rows(
        _wn(c for c in g.v["couple"] if all(g.p(v, "service") != "photographer" for v in g.dsts(c, "hired")))
    )


@answer("devshapes24-weddings-34")
def _() -> Answer:
    g = _wd()
    return rows(_wn(v for v in g.v["vendor"] if g.inn(v, "recommends") and not g.inn(v, "hired")))


@answer("devshapes24-weddings-35")
def _() -> Answer:
    g = _wd()
    hired = set(g.dsts("Sofia & Raf", "hired"))
    return rows(_wn(v for v in g.dsts("Beatrix Vale", "recommends") if v not in hired))


@answer("devshapes24-weddings-36")
def _() -> Answer:
    return one(kit.hops(_wd(), "Beatrix Vale", "Kofi Mensah", ["trained"]))


@answer("devshapes24-weddings-37")
def _() -> Answer:
    g = _wd()
    return kit.shortest(g, "Aisha & Ben", "Grace & Idris", _all_types(g), "both")


@answer("devshapes24-weddings-38")
def _() -> Answer:
    g = _wd()
    return one(kit.hops(g, "Yara & Leo", "Willowmere Barn", _all_types(g), "both"))


@answer("devshapes24-weddings-39")
def _() -> Answer:
    g = _wd()
    return rows(_wn(top(g, ["The Old Mill", "St Brigid's Hall"], lambda v: g.p(v, "capacity"), 1)))


@answer("devshapes24-weddings-40")
def _() -> Answer:
    g = _wd()
    return rows((c, g.p(c, "wedding_date")) for c in ("Clara & Dev", "Grace & Idris", "Nina & Paul"))


@answer("devshapes24-weddings-41")
def _() -> Answer:
    g = _wd()
    return rows(_wn(top(g, ["Petal & Stem", "Wild Bloom Co"], lambda v: g.p(v, "rate"), 1, reverse=False)))


@answer("devshapes24-weddings-42")
def _() -> Answer:
    g = _wd()
    return rows(group_count(g.p(v, "service") for v in g.v["vendor"]))


@answer("devshapes24-weddings-43")
def _() -> Answer:
    g = _wd()
    return rows(_sum_by((g.p(e.src, "name"), e.props["cost"]) for e in g.e["hired"]))


@answer("devshapes24-weddings-44")
def _() -> Answer:
    g = _wd()
    return rows(_sum_by((g.p(e.src, "name"), e.props["fee"]) for e in g.e["plans"]))


@answer("devshapes24-weddings-45")
def _() -> Answer:
    g = _wd()
    ratings: dict[object, list[float]] = {}
    for e in g.e["hired"]:
        ratings.setdefault(g.p(e.dst, "service"), []).append(e.props["rating"])
    return rows((service, kit.mean(values)) for service, values in ratings.items())


@answer("devshapes24-weddings-46")
def _() -> Answer:
    return kit.neighbourhood(_wd(), "Silver Ladle Catering")


@answer("devshapes24-weddings-47")
def _() -> Answer:
    return kit.neighbourhood(_wd(), "Rosa Lindgren")


@answer("devshapes24-weddings-48")
def _() -> Answer:
    return kit.neighbourhood(_wd(), "Willowmere Barn")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
