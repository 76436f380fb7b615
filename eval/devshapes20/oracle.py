"""The answers to ``eval/devshapes20/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes20/oracle.py [--ids a,b]     # print each answer
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


def _year(day: object) -> int:
    return int(str(day)[:4])


# --------------------------------------------------------------------------- cycleclub (names are the vertex ids)


def _cc() -> Graph:
    return graph("cycleclub")


def _cn(vids: Iterable[str]) -> list[object]:
    return names(_cc(), vids)


def _races() -> set[str]:
    return set(_cc().where("ride", lambda p: p["kind"] == "race"))


@answer("devshapes20-cycleclub-01")
def _() -> Answer:
    return rows(_cn(_cc().dsts("Ella Hughes", "owns")))


@answer("devshapes20-cycleclub-02")
def _() -> Answer:
    return rows(_cn(_cc().dsts("Spring Gravel Grind", "on_route")))


@answer("devshapes20-cycleclub-03")
def _() -> Answer:
    return rows(_cn(_cc().dsts("Tomasz Nowak", "rode")))


@answer("devshapes20-cycleclub-04")
def _() -> Answer:
    return rows(_cn(_cc().srcs("Sam Okafor", "sponsors")))


@answer("devshapes20-cycleclub-05")
def _() -> Answer:
    return rows(_cn(_cc().srcs("Nadia Suarez", "coaches")))


@answer("devshapes20-cycleclub-06")
def _() -> Answer:
    return rows(_cn(_cc().srcs("Beacon Hill Climb", "rode")))


@answer("devshapes20-cycleclub-07")
def _() -> Answer:
    return one(_cc().p("Windmill Hill", "climb"))


@answer("devshapes20-cycleclub-08")
def _() -> Answer:
    return one(_cc().p("Aisha Karim", "joined"))


@answer("devshapes20-cycleclub-09")
def _() -> Answer:
    return one(_cc().p("Cervelo P5", "weight"))


@answer("devshapes20-cycleclub-10")
def _() -> Answer:
    return rows(_cn(_cc().where("route", lambda p: p["surface"] == "road" and p["km"] > 50)))


@answer("devshapes20-cycleclub-11")
def _() -> Answer:
    g = _cc()
    return rows(kit.edge_names(g, (e for e in g.e["sponsors"] if _year(e.props["since"]) >= 2023)))


@answer("devshapes20-cycleclub-12")
def _() -> Answer:
    g = _cc()
    races = _races()
    return rows(_cn(distinct(e.src for e in g.e["rode"] if not e.props["finished"] and e.dst in races)))


@answer("devshapes20-cycleclub-13")
def _() -> Answer:
    return rows(_cn(_cc().where("rider", lambda p: p["grade"] == "A" and _year(p["joined"]) >= 2020)))


@answer("devshapes20-cycleclub-14")
def _() -> Answer:
    return one(kit.mean([p["weight"] for p in _cc().v["bike"].values() if p["kind"] == "road"]))


@answer("devshapes20-cycleclub-15")
def _() -> Answer:
    return one(sum(e.props["amount"] for e in _cc().inn("Ella Hughes", "sponsors")))


@answer("devshapes20-cycleclub-16")
def _() -> Answer:
    return one(sum(e.props["minutes"] for e in _cc().out("Dan Mercer", "rode")))


@answer("devshapes20-cycleclub-17")
def _() -> Answer:
    g = _cc()
    return rows(kit.edge_names(g, kit.top_edges(g.e["sponsors"], "amount", 3)), ordered=True)


@answer("devshapes20-cycleclub-18")
def _() -> Answer:
    g = _cc()
    riders = [r for r in g.v["rider"] if g.out(r, "rode")]
    return rows(_cn(top(g, riders, lambda r: len(g.out(r, "rode")), 1)), ordered=True)


@answer("devshapes20-cycleclub-19")
def _() -> Answer:
    g = _cc()
    return rows(_cn([kit.kth(g, g.v["route"], lambda r: g.p(r, "km"), 2)]), ordered=True)


@answer("devshapes20-cycleclub-20")
def _() -> Answer:
    g = _cc()
    fastest = kit.top_edges(g.inn("Beacon Hill Climb", "rode"), "minutes", 3, reverse=False)
    return rows(_cn(e.src for e in fastest), ordered=True)


@answer("devshapes20-cycleclub-21")
def _() -> Answer:
    g = _cc()
    return rows(_cn(set(g.dsts("Ella Hughes", "rode")) & set(g.dsts("Marco Rossi", "rode"))))


@answer("devshapes20-cycleclub-22")
def _() -> Answer:
    g = _cc()
    return rows(_cn(set(g.srcs("Hugo Laurent", "sponsors")) & set(g.srcs("Sam Okafor", "sponsors"))))


@answer("devshapes20-cycleclub-23")
def _() -> Answer:
    g = _cc()
    return rows(_cn(set(g.dsts("Lucy Tran", "rode")) & set(g.dsts("Dan Mercer", "rode"))))


@answer("devshapes20-cycleclub-24")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(t for x in g.dsts("Lucy Tran", "rode") for t in g.dsts(x, "on_route"))))


@answer("devshapes20-cycleclub-25")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(b for r in g.dsts("Marco Rossi", "coaches") for b in g.dsts(r, "owns"))))


@answer("devshapes20-cycleclub-26")
def _() -> Answer:
    g = _cc()
    races = _races()
    ridden = (x for r in g.dsts("Northgate Motors", "sponsors") for x in g.dsts(r, "rode"))
    return rows(_cn(distinct(x for x in ridden if x in races)))


@answer("devshapes20-cycleclub-27")
def _() -> Answer:
    g = _cc()
    return rows(_cn(distinct(b for a in g.srcs("Lucy Tran", "coaches") for b in g.srcs(a, "coaches"))))


@answer("devshapes20-cycleclub-28")
def _() -> Answer:
    return one(sum(1 for e in _cc().e["rode"] if not e.props["finished"]))


@answer("devshapes20-cycleclub-29")
def _() -> Answer:
    races = _races()
    return one(len({e.src for e in _cc().e["rode"] if e.dst in races}))


@answer("devshapes20-cycleclub-30")
def _() -> Answer:
    return one(len(_cc().where("bike", lambda p: p["kind"] == "road")))


@answer("devshapes20-cycleclub-31")
def _() -> Answer:
    return one(len(_cc().inn("Midsummer Night Ride", "rode")))


@answer("devshapes20-cycleclub-32")
def _() -> Answer:
    g = _cc()
    return rows(_cn(r for r in g.v["rider"] if not g.out(r, "rode")))


@answer("devshapes20-cycleclub-33")
def _() -> Answer:
    g = _cc()
    races = _races()
    return rows(_cn(r for r in g.v["rider"] if not set(g.dsts(r, "rode")) & races))


@answer("devshapes20-cycleclub-34")
def _() -> Answer:
    g = _cc()
    return rows(_cn(s for s in g.v["sponsor"] if not g.out(s, "sponsors")))


@answer("devshapes20-cycleclub-35")
def _() -> Answer:
    g = _cc()
    led = set(g.dsts("Dan Mercer", "captained"))
    return rows(_cn(x for x in g.dsts("Dan Mercer", "rode") if x not in led))


@answer("devshapes20-cycleclub-36")
def _() -> Answer:
    return one(kit.hops(_cc(), "Marco Rossi", "Ben Carter", ["coaches"]))


@answer("devshapes20-cycleclub-37")
def _() -> Answer:
    g = _cc()
    return kit.shortest(g, "Grace Liu", "Megan Price", list(g.e), direction="both")


@answer("devshapes20-cycleclub-38")
def _() -> Answer:
    g = _cc()
    return kit.shortest(g, "Ben Carter", "Pete Lawson", list(g.e), direction="both")


@answer("devshapes20-cycleclub-39")
def _() -> Answer:
    g = _cc()
    return rows((b, g.p(b, "weight")) for b in ("Canyon Grail", "Giant TCR", "Orbea Orca"))


@answer("devshapes20-cycleclub-40")
def _() -> Answer:
    g = _cc()
    pair = ["Sam Okafor", "Hugo Laurent"]
    return rows(_cn(top(g, pair, lambda r: g.p(r, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes20-cycleclub-41")
def _() -> Answer:
    g = _cc()
    return rows((r, g.p(r, "climb")) for r in ("Windmill Hill", "Beacon Climb"))


@answer("devshapes20-cycleclub-42")
def _() -> Answer:
    return rows(group_count(p["grade"] for p in _cc().v["rider"].values()))


@answer("devshapes20-cycleclub-43")
def _() -> Answer:
    g = _cc()
    total: dict[object, int] = {}
    for e in g.e["sponsors"]:
        total[g.p(e.src, "name")] = total.get(g.p(e.src, "name"), 0) + e.props["amount"]
    return rows(total.items())


@answer("devshapes20-cycleclub-44")
def _() -> Answer:
    g = _cc()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["rode"]))


@answer("devshapes20-cycleclub-45")
def _() -> Answer:
    km: dict[object, list[float]] = {}
    for p in _cc().v["route"].values():
        km.setdefault(p["surface"], []).append(p["km"])
    return rows((s, kit.mean(k)) for s, k in km.items())


@answer("devshapes20-cycleclub-46")
def _() -> Answer:
    return kit.neighbourhood(_cc(), "Santana Tandem")


@answer("devshapes20-cycleclub-47")
def _() -> Answer:
    return kit.neighbourhood(_cc(), "Tuesday Chaingang")


@answer("devshapes20-cycleclub-48")
def _() -> Answer:
    return kit.neighbourhood(_cc(), "Nadia Suarez")


# --------------------------------------------------------------------------- jingju (opaque ids, Chinese names)


def _jj() -> Graph:
    return graph("jingju")


def _a(name: str) -> str:
    """The vid of an actor by name."""
    return _jj().find("actor", name)


def _s(name: str) -> str:
    """The vid of a performance (a show) by name."""
    return _jj().find("performance", name)


def _t(name: str) -> str:
    return _jj().find("theatre", name)


def _p(name: str) -> str:
    return _jj().find("play", name)


def _jn(vids: Iterable[str]) -> list[object]:
    return names(_jj(), vids)


@answer("devshapes20-jingju-01")
def _() -> Answer:
    return rows(_jn(_jj().dsts(_a("沈秋萍"), "performed")))


@answer("devshapes20-jingju-02")
def _() -> Answer:
    return rows(_jn(_jj().dsts(_s("2024元宵京剧晚会"), "of_play")))


@answer("devshapes20-jingju-03")
def _() -> Answer:
    return rows(_jn(_jj().dsts(_a("顾长青"), "specializes")))


@answer("devshapes20-jingju-04")
def _() -> Answer:
    return rows(_jn(_jj().srcs(_a("秦月娥"), "teaches")))


@answer("devshapes20-jingju-05")
def _() -> Answer:
    return rows(_jn(_jj().srcs(_s("校园戏曲进课堂"), "performed")))


@answer("devshapes20-jingju-06")
def _() -> Answer:
    return rows(_jn(_jj().srcs(_t("长乐大戏院"), "staged_at")))


@answer("devshapes20-jingju-07")
def _() -> Answer:
    return one(_jj().p(_t("明月大剧院"), "seats"))


@answer("devshapes20-jingju-08")
def _() -> Answer:
    return one(_jj().p(_s("锁麟囊全本"), "day"))


@answer("devshapes20-jingju-09")
def _() -> Answer:
    return one(_jj().p(_a("魏红梅"), "born"))


@answer("devshapes20-jingju-10")
def _() -> Answer:
    g = _jj()
    return rows(_jn(distinct(e.src for e in g.e["performed"] if e.props["lead"] and e.props["fee"] >= 7500)))


@answer("devshapes20-jingju-11")
def _() -> Answer:
    g = _jj()
    formal = [e for e in g.e["teaches"] if e.props["formal"] and _year(e.props["since"]) > 2015]
    return rows((g.p(e.dst, "name"), g.p(e.src, "name")) for e in formal)


@answer("devshapes20-jingju-12")
def _() -> Answer:
    return rows(_jn(_jj().where("performance", lambda p: _year(p["day"]) == 2024 and p["price"] < 250)))


@answer("devshapes20-jingju-13")
def _() -> Answer:
    return rows(_jn(_jj().where("actor", lambda p: p["gender"] == "女" and 1990 <= p["born"] <= 1999)))


@answer("devshapes20-jingju-14")
def _() -> Answer:
    return one(kit.mean([p["price"] for p in _jj().v["performance"].values() if _year(p["day"]) == 2023]))


@answer("devshapes20-jingju-15")
def _() -> Answer:
    return one(sum(e.props["fee"] for e in _jj().out(_a("贺铁山"), "performed")))


@answer("devshapes20-jingju-16")
def _() -> Answer:
    return one(kit.mean([p["minutes"] for p in _jj().v["play"].values()]))


@answer("devshapes20-jingju-17")
def _() -> Answer:
    g = _jj()
    cast = [a for a in g.v["actor"] if g.out(a, "performed")]
    return rows(_jn(top(g, cast, lambda a: len(g.out(a, "performed")), 1)), ordered=True)


@answer("devshapes20-jingju-18")
def _() -> Answer:
    g = _jj()
    return rows(_jn([kit.kth(g, g.v["theatre"], lambda t: g.p(t, "seats"), 2)]), ordered=True)


@answer("devshapes20-jingju-19")
def _() -> Answer:
    g = _jj()
    return rows(kit.edge_names(g, kit.top_edges(g.e["performed"], "fee", 3)), ordered=True)


@answer("devshapes20-jingju-20")
def _() -> Answer:
    g = _jj()
    ranked = top(g, g.v["play"], lambda p: g.p(p, "minutes"), 2)
    assert g.p(ranked[0], "minutes") != g.p(ranked[1], "minutes"), "a tie inside the top 2"
    return rows(_jn(ranked), ordered=True)


@answer("devshapes20-jingju-21")
def _() -> Answer:
    g = _jj()
    return rows(_jn(set(g.dsts(_a("沈秋萍"), "performed")) & set(g.dsts(_a("魏红梅"), "performed"))))


@answer("devshapes20-jingju-22")
def _() -> Answer:
    g = _jj()
    return rows(
        _jn(set(g.dsts(_s("2023新春贺岁专场"), "of_play")) & set(g.dsts(_s("校园戏曲进课堂"), "of_play")))
    )


@answer("devshapes20-jingju-23")
def _() -> Answer:
    g = _jj()
    return rows(_jn(set(g.dsts(_a("许鹤鸣"), "performed")) & set(g.dsts(_a("常笑"), "performed"))))


@answer("devshapes20-jingju-24")
def _() -> Answer:
    g = _jj()
    return rows(_jn(distinct(b for a in g.dsts(_a("周慕云"), "teaches") for b in g.dsts(a, "teaches"))))


@answer("devshapes20-jingju-25")
def _() -> Answer:
    g = _jj()
    return rows(_jn(distinct(t for s in g.dsts(_a("白若兰"), "performed") for t in g.dsts(s, "staged_at"))))


@answer("devshapes20-jingju-26")
def _() -> Answer:
    g = _jj()
    return rows(_jn(distinct(p for s in g.srcs(_t("长乐大戏院"), "staged_at") for p in g.dsts(s, "of_play"))))


@answer("devshapes20-jingju-27")
def _() -> Answer:
    g = _jj()
    return rows(_jn(distinct(r for d in g.dsts(_a("沈秋萍"), "teaches") for r in g.dsts(d, "specializes"))))


@answer("devshapes20-jingju-28")
def _() -> Answer:
    return one(len({e.src for e in _jj().e["performed"] if e.props["lead"]}))


@answer("devshapes20-jingju-29")
def _() -> Answer:
    return one(sum(1 for e in _jj().e["performed"] if e.props["lead"]))


@answer("devshapes20-jingju-30")
def _() -> Answer:
    return one(len(_jj().where("actor", lambda p: p["level"] == "一级演员")))


@answer("devshapes20-jingju-31")
def _() -> Answer:
    return one(len(_jj().dsts(_a("常笑"), "performed")))


@answer("devshapes20-jingju-32")
def _() -> Answer:
    g = _jj()
    return rows(_jn(p for p in g.v["play"] if not g.inn(p, "of_play")))


@answer("devshapes20-jingju-33")
def _() -> Answer:
    g = _jj()
    shanghai = set(g.where("theatre", lambda p: p["city"] == "上海"))
    played = {a: {t for s in g.dsts(a, "performed") for t in g.dsts(s, "staged_at")} for a in g.v["actor"]}
    return rows(_jn(a for a in g.v["actor"] if not played[a] & shanghai))


@answer("devshapes20-jingju-34")
def _() -> Answer:
    g = _jj()
    return rows(_jn(t for t in g.v["theatre"] if not g.inn(t, "staged_at")))


@answer("devshapes20-jingju-35")
def _() -> Answer:
    g = _jj()
    return rows(_jn(d for d in g.dsts(_a("顾长青"), "teaches") if not g.out(d, "performed")))


@answer("devshapes20-jingju-36")
def _() -> Answer:
    return one(kit.hops(_jj(), _a("沈秋萍"), _a("孟书瑶"), ["teaches"]))


@answer("devshapes20-jingju-37")
def _() -> Answer:
    g = _jj()
    return kit.shortest(g, _a("唐子谦"), _a("许鹤鸣"), list(g.e), direction="both")


@answer("devshapes20-jingju-38")
def _() -> Answer:
    g = _jj()
    return kit.shortest(g, _a("苏小凡"), _t("春和戏楼"), list(g.e), direction="both")


@answer("devshapes20-jingju-39")
def _() -> Answer:
    g = _jj()
    pair = [_a("许鹤鸣"), _a("陆振声")]
    return rows(_jn(top(g, pair, lambda a: g.p(a, "born"), 1)), ordered=True)


@answer("devshapes20-jingju-40")
def _() -> Answer:
    g = _jj()
    return rows((n, g.p(_p(n), "minutes")) for n in ("霸王别姬", "锁麟囊", "红灯记"))


@answer("devshapes20-jingju-41")
def _() -> Answer:
    g = _jj()
    return rows((n, g.p(_t(n), "city")) for n in ("聚英剧场", "临江大舞台"))


@answer("devshapes20-jingju-42")
def _() -> Answer:
    g = _jj()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["specializes"]))


@answer("devshapes20-jingju-43")
def _() -> Answer:
    g = _jj()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["staged_at"]))


@answer("devshapes20-jingju-44")
def _() -> Answer:
    return rows(group_count(p["level"] for p in _jj().v["actor"].values()))


@answer("devshapes20-jingju-45")
def _() -> Answer:
    g = _jj()
    fees: dict[object, list[int]] = {}
    for e in g.e["performed"]:
        fees.setdefault(g.p(e.src, "name"), []).append(e.props["fee"])
    return rows((a, kit.mean(f)) for a, f in fees.items())


@answer("devshapes20-jingju-46")
def _() -> Answer:
    return kit.neighbourhood(_jj(), _a("秦月娥"))


@answer("devshapes20-jingju-47")
def _() -> Answer:
    return kit.neighbourhood(_jj(), _t("聚英剧场"))


@answer("devshapes20-jingju-48")
def _() -> Answer:
    return kit.neighbourhood(_jj(), _p("霸王别姬"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
