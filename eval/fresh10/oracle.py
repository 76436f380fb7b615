"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh10/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import (  # noqa: E402, F401 (Elements, one, rows: the test reads them)
    Answer,
    Elements,
    Graph,
    OracleSet,
    distinct,
    group_count,
    in_year,
    mean,
    names,
    one,
    rows,
    top,
)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


def _of_tag(g: Graph, tag: str, vids: Iterable[str]) -> list[str]:
    return [v for v in vids if v in g.v[tag]]


# --------------------------------------------------------------------------- windfarm (opaque ids; turbines by serial, work orders by ref)

#: the display property of each windfarm tag
WF_DISPLAY = {
    "site": "name",
    "turbine": "serial",
    "technician": "name",
    "work_order": "ref",
    "supplier": "name",
}


def _wf() -> Graph:
    return graph("windfarm")


def _wf_id(tag: str, shown: str) -> str:
    return _wf().find(tag, shown, WF_DISPLAY[tag])


def _wf_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_wf(), vids, WF_DISPLAY[tag])


@answer("fresh10-wf-01")
def wf_01() -> Answer:
    return rows(_wf_shown("site", _wf().dsts(_wf_id("turbine", "WTG-302"), "located_at")))


@answer("fresh10-wf-02")
def wf_02() -> Answer:
    return rows(_wf_shown("turbine", _wf().dsts(_wf_id("work_order", "WO-2407"), "concerns")))


@answer("fresh10-wf-03")
def wf_03() -> Answer:
    return rows(_wf_shown("technician", _wf().srcs(_wf_id("work_order", "WO-2502"), "worked_on")))


@answer("fresh10-wf-04")
def wf_04() -> Answer:
    return rows(_wf_shown("turbine", _wf().srcs(_wf_id("site", "Saltmarsh Bank"), "located_at")))


@answer("fresh10-wf-05")
def wf_05() -> Answer:
    return rows(_wf_shown("technician", _wf().srcs(_wf_id("technician", "Samir Okafor"), "supervises")))


@answer("fresh10-wf-06")
def wf_06() -> Answer:
    return one(_wf().p(_wf_id("turbine", "WTG-403"), "hub_height"))


@answer("fresh10-wf-07")
def wf_07() -> Answer:
    return one(_wf().p(_wf_id("supplier", "Baltic Gear"), "founded"))


@answer("fresh10-wf-08")
def wf_08() -> Answer:
    hits = _wf().where("technician", lambda p: p["trade"] == "mechanical" and p["born"] > 1980)  # type: ignore[operator]
    return rows(_wf_shown("technician", hits))


@answer("fresh10-wf-09")
def wf_09() -> Answer:
    hits = _wf().where("technician", lambda p: p["trade"] == "electrical" and p["certified"] is True)
    return rows(_wf_shown("technician", hits))


@answer("fresh10-wf-10")
def wf_10() -> Answer:
    big = distinct(e.dst for e in _wf().e["supplied"] if e.props["amount"] > 10000)  # type: ignore[operator]
    return rows(_wf_shown("work_order", big))  # type: ignore[arg-type]


@answer("fresh10-wf-11")
def wf_11() -> Answer:
    return one(sum(p["cost"] for p in _wf().v["work_order"].values() if p["kind"] == "gearbox"))  # type: ignore[misc]


@answer("fresh10-wf-12")
def wf_12() -> Answer:
    return one(sum(e.props["hours"] for e in _wf().out(_wf_id("technician", "Owain Pryce"), "worked_on")))  # type: ignore[misc]


@answer("fresh10-wf-13")
def wf_13() -> Answer:
    g = _wf()
    return rows(_wf_shown("turbine", top(g, g.v["turbine"], lambda v: g.p(v, "hub_height"), 3)), ordered=True)


@answer("fresh10-wf-14")
def wf_14() -> Answer:
    g = _wf()
    (dearest,) = top(g, g.v["work_order"], lambda v: g.p(v, "cost"), 1)
    return rows([(g.p(dearest, "ref"), g.p(dearest, "cost"))], ordered=True)


@answer("fresh10-wf-15")
def wf_15() -> Answer:
    g = _wf()
    return rows(
        _wf_shown("site", top(g, g.v["site"], lambda v: g.p(v, "commissioned"), 2, reverse=False)),
        ordered=True,
    )


@answer("fresh10-wf-16")
def wf_16() -> Answer:
    g = _wf()
    a = set(g.dsts(_wf_id("technician", "Dmitri Holm"), "worked_on"))
    b = set(g.dsts(_wf_id("technician", "Aisha Merritt"), "worked_on"))
    return rows(_wf_shown("work_order", a & b))


@answer("fresh10-wf-17")
def wf_17() -> Answer:
    g = _wf()
    a = set(g.dsts(_wf_id("technician", "Samir Okafor"), "serves"))
    b = set(g.dsts(_wf_id("technician", "Owain Pryce"), "serves"))
    return rows(_wf_shown("site", a & b))


@answer("fresh10-wf-18")
def wf_18() -> Answer:
    g = _wf()
    jobs = g.dsts(_wf_id("technician", "Leah Brandt"), "worked_on")
    return rows(_wf_shown("turbine", distinct(t for j in jobs for t in g.dsts(j, "concerns"))))  # type: ignore[arg-type]


@answer("fresh10-wf-19")
def wf_19() -> Answer:
    g = _wf()
    jobs = g.dsts(_wf_id("supplier", "Baltic Gear"), "supplied")
    return rows(_wf_shown("turbine", distinct(t for j in jobs for t in g.dsts(j, "concerns"))))  # type: ignore[arg-type]


@answer("fresh10-wf-20")
def wf_20() -> Answer:
    g = _wf()
    crew = g.dsts(_wf_id("technician", "Dmitri Holm"), "supervises")
    return rows(_wf_shown("site", distinct(s for t in crew for s in g.dsts(t, "serves"))))  # type: ignore[arg-type]


@answer("fresh10-wf-21")
def wf_21() -> Answer:
    g = _wf()
    return one(len(_of_tag(g, "technician", g.srcs(_wf_id("site", "Saltmarsh Bank"), "serves"))))


@answer("fresh10-wf-22")
def wf_22() -> Answer:
    g = _wf()
    inspections = set(g.where("work_order", lambda p: p["kind"] == "inspection"))
    return one(len({e.src for e in g.e["worked_on"] if e.dst in inspections}))


@answer("fresh10-wf-23")
def wf_23() -> Answer:
    return one(len(_wf().inn(_wf_id("turbine", "WTG-402"), "concerns")))


@answer("fresh10-wf-24")
def wf_24() -> Answer:
    g = _wf()
    busy = {e.src for e in g.e["worked_on"]}
    return rows(_wf_shown("technician", [t for t in g.v["technician"] if t not in busy]))


@answer("fresh10-wf-25")
def wf_25() -> Answer:
    g = _wf()
    urgent = {e.dst for e in g.e["concerns"] if e.props["priority"] == 1}
    here = g.srcs(_wf_id("site", "Drumlin Hill"), "located_at")
    return rows(_wf_shown("turbine", [t for t in here if t not in urgent]))


@answer("fresh10-wf-26")
def wf_26() -> Answer:
    g = _wf()
    supervised = {e.dst for e in g.e["supervises"]}
    return rows(_wf_shown("technician", [t for t in g.v["technician"] if t not in supervised]))


@answer("fresh10-wf-27")
def wf_27() -> Answer:
    g = _wf()
    return kit.shortest(
        g, _wf_id("technician", "Jodie Farrant"), _wf_id("technician", "Victor Amesbury"), g.e, "both"
    )


@answer("fresh10-wf-28")
def wf_28() -> Answer:
    return one(
        kit.hops(
            _wf(),
            _wf_id("technician", "Victor Amesbury"),
            _wf_id("technician", "Jodie Farrant"),
            ["supervises"],
        )
    )


@answer("fresh10-wf-29")
def wf_29() -> Answer:
    g = _wf()
    return one(kit.hops(g, _wf_id("turbine", "WTG-101"), _wf_id("turbine", "WTG-301"), g.e, "both"))


@answer("fresh10-wf-30")
def wf_30() -> Answer:
    g = _wf()
    pair = [_wf_id("turbine", "WTG-103"), _wf_id("turbine", "WTG-302")]
    return rows(_wf_shown("turbine", top(g, pair, lambda v: g.p(v, "hub_height"), 1)))


@answer("fresh10-wf-31")
def wf_31() -> Answer:
    g = _wf()
    return rows(
        (n, g.p(_wf_id("technician", n), "born")) for n in ["Rhys Callow", "Dmitri Holm", "Maya Sorensen"]
    )


@answer("fresh10-wf-32")
def wf_32() -> Answer:
    g = _wf()
    pair = [_wf_id("site", "Harrowby Moor"), _wf_id("site", "Drumlin Hill")]
    return rows(_wf_shown("site", top(g, pair, lambda v: g.p(v, "capacity_mw"), 1)))


@answer("fresh10-wf-33")
def wf_33() -> Answer:
    g = _wf()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_at"]))


@answer("fresh10-wf-34")
def wf_34() -> Answer:
    g = _wf()
    totals: dict[object, float] = {}
    for e in g.e["supplied"]:
        name = g.p(e.src, "name")
        totals[name] = totals.get(name, 0.0) + e.props["amount"]  # type: ignore[operator]
    return rows(totals.items())


@answer("fresh10-wf-35")
def wf_35() -> Answer:
    return rows(group_count(p["kind"] for p in _wf().v["work_order"].values()))


@answer("fresh10-wf-36")
def wf_36() -> Answer:
    return kit.neighbourhood(_wf(), _wf_id("work_order", "WO-2403"))


@answer("fresh10-wf-37")
def wf_37() -> Answer:
    return kit.neighbourhood(_wf(), _wf_id("site", "Kestrel Ridge"))


# --------------------------------------------------------------------------- fengzheng (the vids are the names)


def _fz() -> Graph:
    return graph("fengzheng")


@answer("fresh10-fz-01")
def fz_01() -> Answer:
    return rows(_fz().dsts("秦小燕", "based_at"))


@answer("fresh10-fz-02")
def fz_02() -> Answer:
    return rows(_fz().srcs("苍鹰", "made"))


@answer("fresh10-fz-03")
def fz_03() -> Answer:
    return rows(_fz().srcs("邱子墨", "taught"))


@answer("fresh10-fz-04")
def fz_04() -> Answer:
    return rows(_fz().srcs("燕山风筝邀请赛2025", "entered"))


@answer("fresh10-fz-05")
def fz_05() -> Answer:
    return rows(_fz().srcs("浮云放飞队", "member_of"))


@answer("fresh10-fz-06")
def fz_06() -> Answer:
    return one(_fz().p("春日放飞会2025", "visitors"))


@answer("fresh10-fz-07")
def fz_07() -> Answer:
    return one(_fz().p("七星板鹞", "span_cm"))


@answer("fresh10-fz-08")
def fz_08() -> Answer:
    return rows(
        _fz().where("maker", lambda p: p["gender"] == "男" and p["city"] == "潍坊" and p["born"] < 1980)
    )  # type: ignore[operator]


@answer("fresh10-fz-09")
def fz_09() -> Answer:
    return rows(_fz().where("kite", lambda p: p["material"] == "碳纤维" and p["span_cm"] > 180))  # type: ignore[operator]


@answer("fresh10-fz-10")
def fz_10() -> Answer:
    return rows(distinct(e.src for e in _fz().e["entered"] if e.props["prize"] > 3000))  # type: ignore[operator]


@answer("fresh10-fz-11")
def fz_11() -> Answer:
    return one(mean([p["span_cm"] for p in _fz().v["kite"].values() if p["kind"] == "软翅"]))  # type: ignore[misc]


@answer("fresh10-fz-12")
def fz_12() -> Answer:
    return one(sum(e.props["fee"] for e in _fz().out("韩振东", "judged")))  # type: ignore[misc]


@answer("fresh10-fz-13")
def fz_13() -> Answer:
    g = _fz()
    return rows(top(g, g.v["festival"], lambda v: g.p(v, "visitors"), 1), ordered=True)


@answer("fresh10-fz-14")
def fz_14() -> Answer:
    g = _fz()
    return rows(
        ((k, g.p(k, "span_cm")) for k in top(g, g.v["kite"], lambda v: g.p(v, "span_cm"), 3)), ordered=True
    )


@answer("fresh10-fz-15")
def fz_15() -> Answer:
    g = _fz()
    return rows(top(g, g.v["team"], lambda v: g.p(v, "founded"), 2, reverse=False), ordered=True)


@answer("fresh10-fz-16")
def fz_16() -> Answer:
    g = _fz()
    return rows(set(g.dsts("浮云放飞队", "took_part")) & set(g.dsts("津门风筝队", "took_part")))


@answer("fresh10-fz-17")
def fz_17() -> Answer:
    g = _fz()
    return rows(set(g.dsts("程海", "made")) & set(g.dsts("马春来", "made")))


@answer("fresh10-fz-18")
def fz_18() -> Answer:
    g = _fz()
    return rows(distinct(f for k in g.dsts("秦小燕", "made") for f in g.dsts(k, "entered")))


@answer("fresh10-fz-19")
def fz_19() -> Answer:
    g = _fz()
    return rows(distinct(k for a in g.dsts("韩振东", "taught") for k in g.dsts(a, "made")))


@answer("fresh10-fz-20")
def fz_20() -> Answer:
    g = _fz()
    return rows(distinct(k for m in g.srcs("南通板鹞队", "member_of") for k in g.dsts(m, "made")))


@answer("fresh10-fz-21")
def fz_21() -> Answer:
    g = _fz()
    return one(len(_of_tag(g, "maker", g.srcs("青竹斋", "based_at"))))


@answer("fresh10-fz-22")
def fz_22() -> Answer:
    return one(len(_fz().srcs("春日放飞会2025", "entered")))


@answer("fresh10-fz-23")
def fz_23() -> Answer:
    g = _fz()
    return one(len({k for m in g.srcs("浮云放飞队", "member_of") for k in g.dsts(m, "made")}))


@answer("fresh10-fz-24")
def fz_24() -> Answer:
    g = _fz()
    entered = {e.src for e in g.e["entered"]}
    return rows(k for k in g.v["kite"] if k not in entered)


@answer("fresh10-fz-25")
def fz_25() -> Answer:
    g = _fz()
    judges = {e.src for e in g.e["judged"]}
    return rows(m for m in g.where("maker", lambda p: p["heritage"] is True) if m not in judges)


@answer("fresh10-fz-26")
def fz_26() -> Answer:
    g = _fz()
    in_team = {e.src for e in g.e["member_of"]}
    return rows(m for m in _of_tag(g, "maker", g.srcs("青竹斋", "based_at")) if m not in in_team)


@answer("fresh10-fz-27")
def fz_27() -> Answer:
    g = _fz()
    return kit.shortest(g, "邱子墨", "钟明", g.e, "both")


@answer("fresh10-fz-28")
def fz_28() -> Answer:
    return one(kit.hops(_fz(), "韩振东", "邱子墨", ["taught"]))


@answer("fresh10-fz-29")
def fz_29() -> Answer:
    g = _fz()
    return one(kit.hops(g, "红鲤", "老寿星", g.e, "both"))


@answer("fresh10-fz-30")
def fz_30() -> Answer:
    g = _fz()
    return rows(top(g, ["孟立新", "白雪梅"], lambda v: g.p(v, "born"), 1, reverse=False))


@answer("fresh10-fz-31")
def fz_31() -> Answer:
    g = _fz()
    return rows((w, g.p(w, "founded")) for w in ["青竹斋", "杨柳坊", "南风堂"])


@answer("fresh10-fz-32")
def fz_32() -> Answer:
    g = _fz()
    return rows(top(g, ["苍鹰", "海鸥"], lambda v: g.p(v, "year"), 1, reverse=False))


@answer("fresh10-fz-33")
def fz_33() -> Answer:
    return rows(group_count(p["kind"] for p in _fz().v["kite"].values()))


@answer("fresh10-fz-34")
def fz_34() -> Answer:
    totals: dict[str, float] = {}
    for e in _fz().e["entered"]:
        totals[e.dst] = totals.get(e.dst, 0.0) + e.props["prize"]  # type: ignore[operator]
    return rows(totals.items())


@answer("fresh10-fz-35")
def fz_35() -> Answer:
    g = _fz()
    return rows(group_count(e.dst for e in g.e["based_at"] if e.src in g.v["maker"]))


@answer("fresh10-fz-36")
def fz_36() -> Answer:
    return kit.neighbourhood(_fz(), "京韵宫灯")


@answer("fresh10-fz-37")
def fz_37() -> Answer:
    return kit.neighbourhood(_fz(), "南通板鹞队")


# --------------------------------------------------------------------------- dig (opaque ids; trenches by code, artifacts by label)

#: the display property of each dig tag
DG_DISPLAY = {"site": "name", "trench": "code", "artifact": "label", "archaeologist": "name", "lab": "name"}


def _dg() -> Graph:
    return graph("dig")


def _dg_id(tag: str, shown: str) -> str:
    return _dg().find(tag, shown, DG_DISPLAY[tag])


def _dg_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_dg(), vids, DG_DISPLAY[tag])


@answer("fresh10-dg-01")
def dg_01() -> Answer:
    return rows(_dg_shown("site", _dg().dsts(_dg_id("trench", "QS-T2"), "part_of")))


@answer("fresh10-dg-02")
def dg_02() -> Answer:
    return rows(_dg_shown("lab", _dg().dsts(_dg_id("artifact", "玉琮"), "analysed_by")))


@answer("fresh10-dg-03")
def dg_03() -> Answer:
    return rows(_dg_shown("artifact", _dg().srcs(_dg_id("trench", "GD-T1"), "found_in")))


@answer("fresh10-dg-04")
def dg_04() -> Answer:
    return rows(_dg_shown("archaeologist", _dg().srcs(_dg_id("archaeologist", "Helen Marchbank"), "trained")))


@answer("fresh10-dg-05")
def dg_05() -> Answer:
    return rows(_dg_shown("artifact", _dg().srcs(_dg_id("lab", "Fenwick Isotope Lab"), "analysed_by")))


@answer("fresh10-dg-06")
def dg_06() -> Answer:
    return one(_dg().p(_dg_id("artifact", "铁锚"), "weight_g"))


@answer("fresh10-dg-07")
def dg_07() -> Answer:
    return one(_dg().p(_dg_id("trench", "QS-T1"), "depth_m"))


@answer("fresh10-dg-08")
def dg_08() -> Answer:
    hits = _dg().where("archaeologist", lambda p: p["position"] == "volunteer" and p["born"] > 1990)  # type: ignore[operator]
    return rows(_dg_shown("archaeologist", hits))


@answer("fresh10-dg-09")
def dg_09() -> Answer:
    return rows(_dg_shown("artifact", [e.dst for e in _dg().e["recorded"] if in_year(e.props["day"], 2025)]))


@answer("fresh10-dg-10")
def dg_10() -> Answer:
    hits = _dg().where("archaeologist", lambda p: p["position"] == "supervisor" and p["phd"] is True)
    return rows(_dg_shown("archaeologist", hits))


@answer("fresh10-dg-11")
def dg_11() -> Answer:
    return one(sum(e.props["cost"] for e in _dg().inn(_dg_id("lab", "南京文保中心"), "analysed_by")))  # type: ignore[misc]


@answer("fresh10-dg-12")
def dg_12() -> Answer:
    return one(mean([p["weight_g"] for p in _dg().v["artifact"].values() if p["material"] == "bronze"]))  # type: ignore[misc]


@answer("fresh10-dg-13")
def dg_13() -> Answer:
    g = _dg()
    return rows(_dg_shown("artifact", top(g, g.v["artifact"], lambda v: g.p(v, "weight_g"), 3)), ordered=True)


@answer("fresh10-dg-14")
def dg_14() -> Answer:
    g = _dg()
    (deepest,) = top(g, g.v["trench"], lambda v: g.p(v, "depth_m"), 1)
    return rows([(g.p(deepest, "code"), g.p(deepest, "depth_m"))], ordered=True)


@answer("fresh10-dg-15")
def dg_15() -> Answer:
    g = _dg()
    return rows(
        _dg_shown("archaeologist", top(g, g.v["archaeologist"], lambda v: g.p(v, "born"), 2)), ordered=True
    )


@answer("fresh10-dg-16")
def dg_16() -> Answer:
    g = _dg()
    a = set(g.dsts(_dg_id("archaeologist", "Tom Radley"), "dug"))
    b = set(g.dsts(_dg_id("archaeologist", "Felix Gorman"), "dug"))
    return rows(_dg_shown("trench", a & b))


@answer("fresh10-dg-17")
def dg_17() -> Answer:
    g = _dg()
    a = set(g.dsts(_dg_id("archaeologist", "周晓岚"), "dug"))
    b = set(g.dsts(_dg_id("archaeologist", "陈默"), "dug"))
    return rows(_dg_shown("trench", a & b))


@answer("fresh10-dg-18")
def dg_18() -> Answer:
    g = _dg()
    trainees = g.dsts(_dg_id("archaeologist", "Tom Radley"), "trained")
    return rows(_dg_shown("artifact", [a for t in trainees for a in g.dsts(t, "recorded")]))


@answer("fresh10-dg-19")
def dg_19() -> Answer:
    g = _dg()
    trenches = g.srcs(_dg_id("site", "Saltcote Villa"), "part_of")
    return rows(_dg_shown("artifact", [a for t in trenches for a in g.srcs(t, "found_in")]))


@answer("fresh10-dg-20")
def dg_20() -> Answer:
    g = _dg()
    trainees = g.dsts(_dg_id("archaeologist", "李文博"), "trained")
    return rows(_dg_shown("trench", distinct(t for p in trainees for t in g.dsts(p, "dug"))))  # type: ignore[arg-type]


@answer("fresh10-dg-21")
def dg_21() -> Answer:
    g = _dg()
    return one(len(_of_tag(g, "archaeologist", g.srcs(_dg_id("site", "Hollow Barrow"), "affiliated"))))


@answer("fresh10-dg-22")
def dg_22() -> Answer:
    return one(len({e.src for e in _dg().e["analysed_by"]}))


@answer("fresh10-dg-23")
def dg_23() -> Answer:
    return one(len(_dg().srcs(_dg_id("trench", "GD-T2"), "dug")))


@answer("fresh10-dg-24")
def dg_24() -> Answer:
    g = _dg()
    yielded = {e.dst for e in g.e["found_in"]}
    return rows(_dg_shown("trench", [t for t in g.v["trench"] if t not in yielded]))


@answer("fresh10-dg-25")
def dg_25() -> Answer:
    g = _dg()
    sent = {e.src for e in g.e["analysed_by"]}
    finds = [a for t in g.srcs(_dg_id("site", "Hollow Barrow"), "part_of") for a in g.srcs(t, "found_in")]
    return rows(_dg_shown("artifact", [a for a in finds if a not in sent]))


@answer("fresh10-dg-26")
def dg_26() -> Answer:
    g = _dg()
    diggers = {e.src for e in g.e["dug"]}
    return rows(_dg_shown("archaeologist", [a for a in g.v["archaeologist"] if a not in diggers]))


@answer("fresh10-dg-27")
def dg_27() -> Answer:
    g = _dg()
    return kit.shortest(
        g, _dg_id("archaeologist", "Owen Treharne"), _dg_id("archaeologist", "Ruth Ellwood"), g.e, "both"
    )


@answer("fresh10-dg-28")
def dg_28() -> Answer:
    return one(
        kit.hops(
            _dg(),
            _dg_id("archaeologist", "Ruth Ellwood"),
            _dg_id("archaeologist", "Felix Gorman"),
            ["trained"],
        )
    )


@answer("fresh10-dg-29")
def dg_29() -> Answer:
    g = _dg()
    return one(kit.hops(g, _dg_id("artifact", "铜钱"), _dg_id("artifact", "骨针"), g.e, "both"))


@answer("fresh10-dg-30")
def dg_30() -> Answer:
    g = _dg()
    pair = [_dg_id("site", "Saltcote Villa"), _dg_id("site", "古渡口遗址")]
    return rows(_dg_shown("site", top(g, pair, lambda v: g.p(v, "started"), 1, reverse=False)))


@answer("fresh10-dg-31")
def dg_31() -> Answer:
    g = _dg()
    return rows((c, g.p(_dg_id("trench", c), "opened")) for c in ["HB-T1", "SV-T2", "GD-T1"])


@answer("fresh10-dg-32")
def dg_32() -> Answer:
    g = _dg()
    pair = [_dg_id("archaeologist", "李文博"), _dg_id("archaeologist", "周晓岚")]
    return rows(_dg_shown("archaeologist", top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh10-dg-33")
def dg_33() -> Answer:
    g = _dg()
    return rows(group_count(g.p(e.dst, "code") for e in g.e["found_in"]))


@answer("fresh10-dg-34")
def dg_34() -> Answer:
    g = _dg()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["part_of"]))


@answer("fresh10-dg-35")
def dg_35() -> Answer:
    g = _dg()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["analysed_by"]))


@answer("fresh10-dg-36")
def dg_36() -> Answer:
    return kit.neighbourhood(_dg(), _dg_id("trench", "SV-T1"))


@answer("fresh10-dg-37")
def dg_37() -> Answer:
    return kit.neighbourhood(_dg(), _dg_id("archaeologist", "周晓岚"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
