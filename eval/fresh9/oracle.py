"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh9/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import Answer, Elements, Graph, OracleSet, distinct, group_count, names, one, rows, top  # noqa: E402, F401 (Elements, one, rows: the test reads them)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


def _of_tag(g: Graph, tag: str, vids: Iterable[str]) -> list[str]:
    return [v for v in vids if v in g.v[tag]]


# --------------------------------------------------------------------------- rescue (opaque ids; callouts by ref, vehicles by callsign)

#: the display property of each rescue tag
MR_DISPLAY = {"rescuer": "name", "team": "name", "callout": "ref", "vehicle": "callsign", "casualty": "name"}


def _mr() -> Graph:
    return graph("rescue")


def _mr_id(tag: str, shown: str) -> str:
    return _mr().find(tag, shown, MR_DISPLAY[tag])


def _mr_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_mr(), vids, MR_DISPLAY[tag])


@answer("fresh9-mr-01")
def mr_01() -> Answer:
    return rows(_mr_shown("team", _mr().dsts(_mr_id("rescuer", "Tom Ashworth"), "attached_to")))


@answer("fresh9-mr-02")
def mr_02() -> Answer:
    return rows(_mr_shown("casualty", _mr().dsts(_mr_id("callout", "MR-103"), "rescued")))


@answer("fresh9-mr-03")
def mr_03() -> Answer:
    return rows(_mr_shown("rescuer", _mr().srcs(_mr_id("callout", "MR-110"), "attended")))


@answer("fresh9-mr-04")
def mr_04() -> Answer:
    g = _mr()
    return rows(
        _mr_shown("vehicle", _of_tag(g, "vehicle", g.srcs(_mr_id("team", "Coldfell MRT"), "attached_to")))
    )


@answer("fresh9-mr-05")
def mr_05() -> Answer:
    return rows(_mr_shown("rescuer", _mr().srcs(_mr_id("rescuer", "Sian Morgan"), "mentored")))


@answer("fresh9-mr-06")
def mr_06() -> Answer:
    return one(_mr().p(_mr_id("vehicle", "Ravenscar Rover"), "seats"))


@answer("fresh9-mr-07")
def mr_07() -> Answer:
    return one(_mr().p(_mr_id("callout", "MR-107"), "hours"))


@answer("fresh9-mr-08")
def mr_08() -> Answer:
    return rows(
        _mr_shown("rescuer", _mr().where("rescuer", lambda p: p["duty"] == "medic" and p["born"] > 1985))
    )  # type: ignore[operator]


@answer("fresh9-mr-09")
def mr_09() -> Answer:
    return rows(
        _mr_shown("rescuer", _mr().where("rescuer", lambda p: p["duty"] == "driver" and p["on_call"] is True))
    )


@answer("fresh9-mr-10")
def mr_10() -> Answer:
    flown = distinct(e.dst for e in _mr().e["rescued"] if e.props["airlifted"] is True)
    return rows(_mr_shown("casualty", flown))  # type: ignore[arg-type]


@answer("fresh9-mr-11")
def mr_11() -> Answer:
    ages = [p["age"] for p in _mr().v["casualty"].values() if p["hospitalised"] is True]
    return one(sum(ages) / len(ages))  # type: ignore[arg-type]


@answer("fresh9-mr-12")
def mr_12() -> Answer:
    return one(sum(e.props["hours"] for e in _mr().out(_mr_id("rescuer", "Marcus Hale"), "attended")))  # type: ignore[misc]


@answer("fresh9-mr-13")
def mr_13() -> Answer:
    g = _mr()
    return rows(_mr_shown("callout", top(g, g.v["callout"], lambda v: g.p(v, "hours"), 3)), ordered=True)


@answer("fresh9-mr-14")
def mr_14() -> Answer:
    g = _mr()
    (youngest,) = top(g, g.v["rescuer"], lambda v: g.p(v, "born"), 1)
    return rows([(g.p(youngest, "name"), g.p(youngest, "born"))], ordered=True)


@answer("fresh9-mr-15")
def mr_15() -> Answer:
    g = _mr()
    return rows(
        _mr_shown("team", top(g, g.v["team"], lambda v: g.p(v, "founded"), 2, reverse=False)), ordered=True
    )


@answer("fresh9-mr-16")
def mr_16() -> Answer:
    g = _mr()
    a = set(g.srcs(_mr_id("callout", "MR-103"), "attended"))
    b = set(g.srcs(_mr_id("callout", "MR-107"), "attended"))
    return rows(_mr_shown("rescuer", a & b))


@answer("fresh9-mr-17")
def mr_17() -> Answer:
    g = _mr()
    a = set(g.dsts(_mr_id("vehicle", "Coldfell 1"), "deployed"))
    b = set(g.dsts(_mr_id("vehicle", "Ravenscar Rover"), "deployed"))
    return rows(_mr_shown("callout", a & b))


@answer("fresh9-mr-18")
def mr_18() -> Answer:
    g = _mr()
    jobs = g.dsts(_mr_id("rescuer", "Tom Ashworth"), "attended")
    return rows(_mr_shown("casualty", distinct(c for j in jobs for c in g.dsts(j, "rescued"))))  # type: ignore[arg-type]


@answer("fresh9-mr-19")
def mr_19() -> Answer:
    g = _mr()
    trainees = g.dsts(_mr_id("rescuer", "Gareth Lloyd"), "mentored")
    return rows(_mr_shown("callout", distinct(c for t in trainees for c in g.dsts(t, "attended"))))  # type: ignore[arg-type]


@answer("fresh9-mr-20")
def mr_20() -> Answer:
    g = _mr()
    fleet = _of_tag(g, "vehicle", g.srcs(_mr_id("team", "Highmoor Search and Rescue"), "attached_to"))
    return rows(_mr_shown("callout", distinct(c for v in fleet for c in g.dsts(v, "deployed"))))  # type: ignore[arg-type]


@answer("fresh9-mr-21")
def mr_21() -> Answer:
    g = _mr()
    return one(
        len(_of_tag(g, "rescuer", g.srcs(_mr_id("team", "Highmoor Search and Rescue"), "attached_to")))
    )


@answer("fresh9-mr-22")
def mr_22() -> Answer:
    return one(len(_mr().where("rescuer", lambda p: p["duty"] == "dog handler")))


@answer("fresh9-mr-23")
def mr_23() -> Answer:
    return one(len(_mr().out(_mr_id("rescuer", "Iain Sutherland"), "mentored")))


@answer("fresh9-mr-24")
def mr_24() -> Answer:
    g = _mr()
    went = {e.src for e in g.e["attended"]}
    return rows(_mr_shown("rescuer", [r for r in g.v["rescuer"] if r not in went]))


@answer("fresh9-mr-25")
def mr_25() -> Answer:
    g = _mr()
    called = {e.src for e in g.e["responded"]}
    return rows(_mr_shown("team", [t for t in g.v["team"] if t not in called]))


@answer("fresh9-mr-26")
def mr_26() -> Answer:
    g = _mr()
    drivers = {e.src for e in g.e["drives"]}
    crew = _of_tag(g, "rescuer", g.srcs(_mr_id("team", "Coldfell MRT"), "attached_to"))
    return rows(_mr_shown("rescuer", [r for r in crew if r not in drivers]))


@answer("fresh9-mr-27")
def mr_27() -> Answer:
    g = _mr()
    return kit.shortest(
        g, _mr_id("rescuer", "Ellie Carter"), _mr_id("rescuer", "Iain Sutherland"), g.e, "both"
    )


@answer("fresh9-mr-28")
def mr_28() -> Answer:
    return one(
        kit.hops(_mr(), _mr_id("rescuer", "Iain Sutherland"), _mr_id("rescuer", "Ellie Carter"), ["mentored"])
    )


@answer("fresh9-mr-29")
def mr_29() -> Answer:
    g = _mr()
    return one(kit.hops(g, _mr_id("casualty", "Katie Shah"), _mr_id("casualty", "Harry Quinn"), g.e, "both"))


@answer("fresh9-mr-30")
def mr_30() -> Answer:
    g = _mr()
    pair = [_mr_id("rescuer", "Owen Price"), _mr_id("rescuer", "Callum Reid")]
    return rows(_mr_shown("rescuer", top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh9-mr-31")
def mr_31() -> Answer:
    g = _mr()
    return rows(
        (v, g.p(_mr_id("vehicle", v), "year")) for v in ["Coldfell 1", "Bracken Boat", "Highmoor Ambulance"]
    )


@answer("fresh9-mr-32")
def mr_32() -> Answer:
    g = _mr()
    pair = [_mr_id("callout", "MR-102"), _mr_id("callout", "MR-106")]
    return rows(_mr_shown("callout", top(g, pair, lambda v: g.p(v, "hours"), 1)))


@answer("fresh9-mr-33")
def mr_33() -> Answer:
    return rows(group_count(p["kind"] for p in _mr().v["callout"].values()))


@answer("fresh9-mr-34")
def mr_34() -> Answer:
    return rows(group_count(p["duty"] for p in _mr().v["rescuer"].values()))


@answer("fresh9-mr-35")
def mr_35() -> Answer:
    g = _mr()
    return rows(group_count(g.p(e.src, "name") for e in g.e["responded"]))


@answer("fresh9-mr-36")
def mr_36() -> Answer:
    return kit.neighbourhood(_mr(), _mr_id("callout", "MR-105"))


@answer("fresh9-mr-37")
def mr_37() -> Answer:
    return kit.neighbourhood(_mr(), _mr_id("rescuer", "Marcus Hale"))


# --------------------------------------------------------------------------- pingtan (the vids are the names)


def _pt() -> Graph:
    return graph("pingtan")


@answer("fresh9-pt-01")
def pt_01() -> Answer:
    return rows(_pt().dsts("顾月琴", "repertoire"))


@answer("fresh9-pt-02")
def pt_02() -> Answer:
    return rows(_pt().dsts("中秋评弹夜", "staged_at"))


@answer("fresh9-pt-03")
def pt_03() -> Answer:
    return rows(_pt().srcs("金玉兰", "taught"))


@answer("fresh9-pt-04")
def pt_04() -> Answer:
    return rows(_pt().srcs("玉蜻蜓", "told"))


@answer("fresh9-pt-05")
def pt_05() -> Answer:
    g = _pt()
    return rows(_of_tag(g, "performer", g.srcs("静园书场", "resident_at")))


@answer("fresh9-pt-06")
def pt_06() -> Answer:
    return one(_pt().p("同德书场", "seats"))


@answer("fresh9-pt-07")
def pt_07() -> Answer:
    return one(_pt().p("三国", "episodes"))


@answer("fresh9-pt-08")
def pt_08() -> Answer:
    return rows(_pt().where("performer", lambda p: p["gender"] == "女" and p["born"] > 1980))  # type: ignore[operator]


@answer("fresh9-pt-09")
def pt_09() -> Answer:
    return rows(_pt().where("performer", lambda p: p["instrument"] == "琵琶" and p["heritage"] is True))


@answer("fresh9-pt-10")
def pt_10() -> Answer:
    return rows(distinct(e.src for e in _pt().e["performed_in"] if e.props["headliner"] is True))


@answer("fresh9-pt-11")
def pt_11() -> Answer:
    n = [p["episodes"] for p in _pt().v["story"].values() if p["genre"] == "评话"]
    return one(sum(n) / len(n))  # type: ignore[arg-type]


@answer("fresh9-pt-12")
def pt_12() -> Answer:
    return one(sum(e.props["fee"] for e in _pt().out("朱明", "performed_in")))  # type: ignore[misc]


@answer("fresh9-pt-13")
def pt_13() -> Answer:
    g = _pt()
    return rows(top(g, g.v["performance"], lambda v: g.p(v, "tickets"), 3), ordered=True)


@answer("fresh9-pt-14")
def pt_14() -> Answer:
    g = _pt()
    (oldest,) = top(g, g.v["school"], lambda v: g.p(v, "founded"), 1, reverse=False)
    return rows([(oldest, g.p(oldest, "founded"))], ordered=True)


@answer("fresh9-pt-15")
def pt_15() -> Answer:
    g = _pt()
    return rows(top(g, g.v["hall"], lambda v: g.p(v, "seats"), 2), ordered=True)


@answer("fresh9-pt-16")
def pt_16() -> Answer:
    g = _pt()
    return rows(set(g.dsts("顾月琴", "repertoire")) & set(g.dsts("金玉兰", "repertoire")))


@answer("fresh9-pt-17")
def pt_17() -> Answer:
    g = _pt()
    return rows(set(g.dsts("沈秋生", "performed_in")) & set(g.dsts("顾月琴", "performed_in")))


@answer("fresh9-pt-18")
def pt_18() -> Answer:
    g = _pt()
    return rows(distinct(h for p in g.dsts("蒋小燕", "performed_in") for h in g.dsts(p, "staged_at")))


@answer("fresh9-pt-19")
def pt_19() -> Answer:
    g = _pt()
    return rows(distinct(s for a in g.dsts("沈秋生", "taught") for s in g.dsts(a, "belongs_to")))


@answer("fresh9-pt-20")
def pt_20() -> Answer:
    g = _pt()
    shows = g.srcs("梅巷书厅", "staged_at")
    return rows(distinct(a for p in shows for a in g.srcs(p, "performed_in")))


@answer("fresh9-pt-21")
def pt_21() -> Answer:
    return one(len(_pt().srcs("丽调", "belongs_to")))


@answer("fresh9-pt-22")
def pt_22() -> Answer:
    return one(len(_pt().where("story", lambda p: p["kind"] == "长篇")))


@answer("fresh9-pt-23")
def pt_23() -> Answer:
    return one(len(_pt().inn("新春会书2025", "performed_in")))


@answer("fresh9-pt-24")
def pt_24() -> Answer:
    g = _pt()
    told = {e.dst for e in g.e["told"]}
    return rows([s for s in g.v["story"] if s not in told])


@answer("fresh9-pt-25")
def pt_25() -> Answer:
    g = _pt()
    taught = {e.dst for e in g.e["taught"]}
    return rows([p for p in g.v["performer"] if p not in taught])


@answer("fresh9-pt-26")
def pt_26() -> Answer:
    g = _pt()
    knows = set(g.srcs("玉蜻蜓", "repertoire"))
    return rows([a for a in g.dsts("沈秋生", "taught") if a not in knows])


@answer("fresh9-pt-27")
def pt_27() -> Answer:
    g = _pt()
    return kit.shortest(g, "朱明", "许志强", g.e, "both")


@answer("fresh9-pt-28")
def pt_28() -> Answer:
    return one(kit.hops(_pt(), "陈阿根", "朱明", ["taught"]))


@answer("fresh9-pt-29")
def pt_29() -> Answer:
    g = _pt()
    return one(kit.hops(g, "枫桥书苑", "惠山书场", g.e, "both"))


@answer("fresh9-pt-30")
def pt_30() -> Answer:
    g = _pt()
    return rows(top(g, ["同德书场", "惠山书场"], lambda v: g.p(v, "opened"), 1, reverse=False))


@answer("fresh9-pt-31")
def pt_31() -> Answer:
    return rows((p, _pt().p(p, "born")) for p in ["顾月琴", "周晓岚", "金玉兰"])


@answer("fresh9-pt-32")
def pt_32() -> Answer:
    g = _pt()
    return rows(top(g, ["玉蜻蜓", "珍珠塔"], lambda v: g.p(v, "episodes"), 1))


@answer("fresh9-pt-33")
def pt_33() -> Answer:
    return rows(group_count(p["instrument"] for p in _pt().v["performer"].values()))


@answer("fresh9-pt-34")
def pt_34() -> Answer:
    return rows(group_count(p["genre"] for p in _pt().v["story"].values()))


@answer("fresh9-pt-35")
def pt_35() -> Answer:
    return rows(group_count(e.dst for e in _pt().e["staged_at"]))


@answer("fresh9-pt-36")
def pt_36() -> Answer:
    return kit.neighbourhood(_pt(), "惠山书会")


@answer("fresh9-pt-37")
def pt_37() -> Answer:
    return kit.neighbourhood(_pt(), "金玉兰")


# --------------------------------------------------------------------------- pool (mixed names, opaque ids; classes by title)

#: the display property of each pool tag
PL_DISPLAY = {"pool": "name", "lifeguard": "name", "swim_class": "title", "swimmer": "name"}


def _pl() -> Graph:
    return graph("pool")


def _pl_id(tag: str, shown: str) -> str:
    return _pl().find(tag, shown, PL_DISPLAY[tag])


def _pl_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_pl(), vids, PL_DISPLAY[tag])


@answer("fresh9-pl-01")
def pl_01() -> Answer:
    return rows(_pl_shown("pool", _pl().dsts(_pl_id("lifeguard", "Mark Evans"), "guards_at")))


@answer("fresh9-pl-02")
def pl_02() -> Answer:
    return rows(_pl_shown("swim_class", _pl().dsts(_pl_id("swimmer", "Oliver Grant"), "enrolled_in")))


@answer("fresh9-pl-03")
def pl_03() -> Answer:
    return rows(_pl_shown("swimmer", _pl().srcs(_pl_id("swim_class", "Little Dolphins"), "enrolled_in")))


@answer("fresh9-pl-04")
def pl_04() -> Answer:
    return rows(_pl_shown("lifeguard", _pl().srcs(_pl_id("swim_class", "Masters Squad"), "teaches")))


@answer("fresh9-pl-05")
def pl_05() -> Answer:
    return rows(_pl_shown("lifeguard", _pl().srcs(_pl_id("lifeguard", "陈静"), "trained")))


@answer("fresh9-pl-06")
def pl_06() -> Answer:
    return one(_pl().p(_pl_id("pool", "Riverside Lido"), "length_m"))


@answer("fresh9-pl-07")
def pl_07() -> Answer:
    return one(_pl().p(_pl_id("swim_class", "Open Water Prep"), "weeks"))


@answer("fresh9-pl-08")
def pl_08() -> Answer:
    hits = _pl().where("swim_class", lambda p: p["level"] == "beginner" and p["fee"] < 110)  # type: ignore[operator]
    return rows(_pl_shown("swim_class", hits))


@answer("fresh9-pl-09")
def pl_09() -> Answer:
    hits = _pl().where("lifeguard", lambda p: p["level"] == "junior" and p["first_aid"] is True)
    return rows(_pl_shown("lifeguard", hits))


@answer("fresh9-pl-10")
def pl_10() -> Answer:
    unfinished = distinct(e.src for e in _pl().e["enrolled_in"] if e.props["completed"] is False)
    return rows(_pl_shown("swimmer", unfinished))  # type: ignore[arg-type]


@answer("fresh9-pl-11")
def pl_11() -> Answer:
    fees = [p["fee"] for p in _pl().v["swim_class"].values() if p["level"] == "aquafit"]
    return one(sum(fees) / len(fees))  # type: ignore[arg-type]


@answer("fresh9-pl-12")
def pl_12() -> Answer:
    return one(sum(e.props["minutes"] for e in _pl().out(_pl_id("swimmer", "郑海"), "booked_lane")))  # type: ignore[misc]


@answer("fresh9-pl-13")
def pl_13() -> Answer:
    g = _pl()
    return rows(_pl_shown("swim_class", top(g, g.v["swim_class"], lambda v: g.p(v, "fee"), 3)), ordered=True)


@answer("fresh9-pl-14")
def pl_14() -> Answer:
    g = _pl()
    (oldest,) = top(g, g.v["swimmer"], lambda v: g.p(v, "born"), 1, reverse=False)
    return rows([(g.p(oldest, "name"), g.p(oldest, "born"))], ordered=True)


@answer("fresh9-pl-15")
def pl_15() -> Answer:
    g = _pl()
    return rows(
        _pl_shown("pool", top(g, g.v["pool"], lambda v: str(g.p(v, "opened")), 2, reverse=False)),
        ordered=True,
    )


@answer("fresh9-pl-16")
def pl_16() -> Answer:
    g = _pl()
    a = set(g.dsts(_pl_id("swimmer", "Oliver Grant"), "enrolled_in"))
    b = set(g.dsts(_pl_id("swimmer", "Grace Okafor"), "enrolled_in"))
    return rows(_pl_shown("swim_class", a & b))


@answer("fresh9-pl-17")
def pl_17() -> Answer:
    g = _pl()
    a = set(g.srcs(_pl_id("pool", "东湖游泳馆"), "guards_at"))
    b = set(g.srcs(_pl_id("pool", "城西社区泳池"), "guards_at"))
    return rows(_pl_shown("lifeguard", a & b))


@answer("fresh9-pl-18")
def pl_18() -> Answer:
    g = _pl()
    classes = g.dsts(_pl_id("swimmer", "Grace Okafor"), "enrolled_in")
    return rows(_pl_shown("pool", distinct(p for c in classes for p in g.dsts(c, "held_at"))))  # type: ignore[arg-type]


@answer("fresh9-pl-19")
def pl_19() -> Answer:
    g = _pl()
    trainees = g.dsts(_pl_id("lifeguard", "王建国"), "trained")
    return rows(_pl_shown("pool", distinct(p for t in trainees for p in g.dsts(t, "guards_at"))))  # type: ignore[arg-type]


@answer("fresh9-pl-20")
def pl_20() -> Answer:
    g = _pl()
    classes = g.srcs(_pl_id("pool", "Riverside Lido"), "held_at")
    return rows(_pl_shown("swimmer", distinct(s for c in classes for s in g.srcs(c, "enrolled_in"))))  # type: ignore[arg-type]


@answer("fresh9-pl-21")
def pl_21() -> Answer:
    g = _pl()
    return one(len({e.src for e in g.e["teaches"] if e.dst in g.v["swimmer"]}))


@answer("fresh9-pl-22")
def pl_22() -> Answer:
    return one(len(_pl().out(_pl_id("swimmer", "Oliver Grant"), "booked_lane")))


@answer("fresh9-pl-23")
def pl_23() -> Answer:
    return one(len(_pl().where("swimmer", lambda p: p["membership"] == "junior")))


@answer("fresh9-pl-24")
def pl_24() -> Answer:
    g = _pl()
    taken = {e.dst for e in g.e["enrolled_in"]}
    return rows(_pl_shown("swim_class", [c for c in g.v["swim_class"] if c not in taken]))


@answer("fresh9-pl-25")
def pl_25() -> Answer:
    g = _pl()
    teachers = {e.src for e in g.e["teaches"] if e.dst in g.v["swim_class"]}
    return rows(_pl_shown("lifeguard", [lg for lg in g.v["lifeguard"] if lg not in teachers]))


@answer("fresh9-pl-26")
def pl_26() -> Answer:
    g = _pl()
    taught = {e.dst for e in g.e["teaches"]}
    here = g.srcs(_pl_id("pool", "东湖游泳馆"), "held_at")
    return rows(_pl_shown("swim_class", [c for c in here if c not in taught]))


@answer("fresh9-pl-27")
def pl_27() -> Answer:
    g = _pl()
    return kit.shortest(g, _pl_id("swimmer", "Henry Cole"), _pl_id("lifeguard", "Sam Turner"), g.e, "both")


@answer("fresh9-pl-28")
def pl_28() -> Answer:
    return one(
        kit.hops(_pl(), _pl_id("lifeguard", "Dave Whitlock"), _pl_id("lifeguard", "李娜"), ["trained"])
    )


@answer("fresh9-pl-29")
def pl_29() -> Answer:
    g = _pl()
    return one(kit.hops(g, _pl_id("swimmer", "马小龙"), _pl_id("swimmer", "Emma Walsh"), g.e, "both"))


@answer("fresh9-pl-30")
def pl_30() -> Answer:
    g = _pl()
    pair = [_pl_id("pool", "Northgate Leisure Pool"), _pl_id("pool", "城西社区泳池")]
    return rows(_pl_shown("pool", top(g, pair, lambda v: str(g.p(v, "opened")), 1, reverse=False)))


@answer("fresh9-pl-31")
def pl_31() -> Answer:
    g = _pl()
    return rows(
        (c, g.p(_pl_id("swim_class", c), "fee")) for c in ["Little Dolphins", "Aqua Fit", "自由泳提高班"]
    )


@answer("fresh9-pl-32")
def pl_32() -> Answer:
    g = _pl()
    pair = [_pl_id("lifeguard", "李娜"), _pl_id("lifeguard", "Chloe Bennett")]
    return rows(_pl_shown("lifeguard", top(g, pair, lambda v: g.p(v, "born"), 1)))


@answer("fresh9-pl-33")
def pl_33() -> Answer:
    return rows(group_count(p["level"] for p in _pl().v["swim_class"].values()))


@answer("fresh9-pl-34")
def pl_34() -> Answer:
    g = _pl()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["booked_lane"]))


@answer("fresh9-pl-35")
def pl_35() -> Answer:
    return rows(group_count(p["membership"] for p in _pl().v["swimmer"].values()))


@answer("fresh9-pl-36")
def pl_36() -> Answer:
    return kit.neighbourhood(_pl(), _pl_id("swim_class", "Masters Squad"))


@answer("fresh9-pl-37")
def pl_37() -> Answer:
    return kit.neighbourhood(_pl(), _pl_id("swimmer", "林晓"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
