"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh6/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- apiary (opaque ids; hives by label, harvests by title)

#: the display property of each apiary tag
AP_DISPLAY = {"keeper": "name", "apiary": "name", "hive": "label", "harvest": "title", "shop": "name"}


def _ap() -> Graph:
    return graph("apiary")


def _ap_id(tag: str, shown: str) -> str:
    return _ap().find(tag, shown, AP_DISPLAY[tag])


def _ap_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_ap(), vids, AP_DISPLAY[tag])


@answer("fresh6-ap-01")
def ap_01() -> Answer:
    return rows(_ap_shown("apiary", _ap().dsts(_ap_id("hive", "Hive C-2"), "located_in")))


@answer("fresh6-ap-02")
def ap_02() -> Answer:
    return rows(_ap_shown("hive", _ap().dsts(_ap_id("keeper", "Ivy Okafor"), "tends")))


@answer("fresh6-ap-03")
def ap_03() -> Answer:
    return rows(_ap_shown("keeper", _ap().srcs(_ap_id("hive", "Hive A-2"), "tends")))


@answer("fresh6-ap-04")
def ap_04() -> Answer:
    return rows(_ap_shown("hive", _ap().srcs(_ap_id("harvest", "Heather Gold 2024"), "produced")))


@answer("fresh6-ap-05")
def ap_05() -> Answer:
    return rows(_ap_shown("keeper", _ap().srcs(_ap_id("keeper", "Lena Fischer"), "mentored")))


@answer("fresh6-ap-06")
def ap_06() -> Answer:
    return one(_ap().p(_ap_id("apiary", "Heather Ridge"), "altitude"))


@answer("fresh6-ap-07")
def ap_07() -> Answer:
    return one(_ap().p(_ap_id("harvest", "Common Rapeseed 2024"), "kg"))


@answer("fresh6-ap-08")
def ap_08() -> Answer:
    hits = _ap().where("hive", lambda p: p["breed"] == "buckfast" and p["frames"] > 9)  # type: ignore[operator]
    return rows(_ap_shown("hive", hits))


@answer("fresh6-ap-09")
def ap_09() -> Answer:
    hits = _ap().where("apiary", lambda p: p["organic"] is True and p["altitude"] > 100)  # type: ignore[operator]
    return rows(_ap_shown("apiary", hits))


@answer("fresh6-ap-10")
def ap_10() -> Answer:
    dear = distinct(e.src for e in _ap().e["sold_at"] if e.props["price"] > 10)  # type: ignore[operator]
    return rows(_ap_shown("harvest", dear))  # type: ignore[arg-type]


@answer("fresh6-ap-11")
def ap_11() -> Answer:
    g = _ap()
    return one(sum(g.p(h, "kg") for h in g.where("harvest", lambda p: p["flavour"] == "heather")))  # type: ignore[misc]


@answer("fresh6-ap-12")
def ap_12() -> Answer:
    g = _ap()
    frames = [g.p(h, "frames") for h in g.dsts(_ap_id("keeper", "Hiro Sato"), "tends")]
    return one(sum(frames) / len(frames))  # type: ignore[arg-type]


@answer("fresh6-ap-13")
def ap_13() -> Answer:
    g = _ap()
    return rows(_ap_shown("harvest", top(g, g.v["harvest"], lambda v: g.p(v, "kg"), 3)), ordered=True)


@answer("fresh6-ap-14")
def ap_14() -> Answer:
    g = _ap()
    (eldest,) = top(g, g.v["keeper"], lambda v: g.p(v, "born"), 1, reverse=False)
    return rows([(g.p(eldest, "name"), g.p(eldest, "born"))], ordered=True)


@answer("fresh6-ap-15")
def ap_15() -> Answer:
    g = _ap()
    return rows(_ap_shown("shop", top(g, g.v["shop"], lambda v: g.p(v, "opened"), 2)), ordered=True)


@answer("fresh6-ap-16")
def ap_16() -> Answer:
    g = _ap()
    a = set(g.dsts(_ap_id("harvest", "Heather Gold 2024"), "sold_at"))
    b = set(g.dsts(_ap_id("harvest", "Ashby Summer 2024"), "sold_at"))
    return rows(_ap_shown("shop", a & b))


@answer("fresh6-ap-17")
def ap_17() -> Answer:
    g = _ap()
    a = set(g.dsts(_ap_id("keeper", "Agnes Thornbury"), "tends"))
    b = set(g.dsts(_ap_id("keeper", "Bilal Haddad"), "tends"))
    return rows(_ap_shown("hive", a & b))


@answer("fresh6-ap-18")
def ap_18() -> Answer:
    g = _ap()
    hives = g.dsts(_ap_id("keeper", "Hiro Sato"), "tends")
    return rows(_ap_shown("harvest", distinct(h for v in hives for h in g.dsts(v, "produced"))))  # type: ignore[arg-type]


@answer("fresh6-ap-19")
def ap_19() -> Answer:
    g = _ap()
    hives = g.srcs(_ap_id("apiary", "Lime Walk Orchard"), "located_in")
    return rows(_ap_shown("harvest", distinct(h for v in hives for h in g.dsts(v, "produced"))))  # type: ignore[arg-type]


@answer("fresh6-ap-20")
def ap_20() -> Answer:
    g = _ap()
    pupils = g.dsts(_ap_id("keeper", "Esther Quayle"), "mentored")
    return rows(_ap_shown("hive", distinct(h for k in pupils for h in g.dsts(k, "tends"))))  # type: ignore[arg-type]


@answer("fresh6-ap-21")
def ap_21() -> Answer:
    return one(len(_ap().where("hive", lambda p: p["breed"] == "carniolan")))


@answer("fresh6-ap-22")
def ap_22() -> Answer:
    return one(len(_ap().out(_ap_id("harvest", "Heather Gold 2024"), "sold_at")))


@answer("fresh6-ap-23")
def ap_23() -> Answer:
    return one(len(_ap().out(_ap_id("keeper", "Agnes Thornbury"), "mentored")))


@answer("fresh6-ap-24")
def ap_24() -> Answer:
    g = _ap()
    tending = {e.src for e in g.e["tends"]}
    return rows(_ap_shown("keeper", [k for k in g.v["keeper"] if k not in tending]))


@answer("fresh6-ap-25")
def ap_25() -> Answer:
    g = _ap()
    hers = set(g.dsts(_ap_id("keeper", "Agnes Thornbury"), "tends"))
    here = g.srcs(_ap_id("apiary", "Ashby Meadow"), "located_in")
    return rows(_ap_shown("hive", [h for h in here if h not in hers]))


@answer("fresh6-ap-26")
def ap_26() -> Answer:
    g = _ap()
    sold = {e.src for e in g.e["sold_at"]}
    return rows(_ap_shown("harvest", [h for h in g.v["harvest"] if h not in sold]))


@answer("fresh6-ap-27")
def ap_27() -> Answer:
    g = _ap()
    return kit.shortest(g, _ap_id("keeper", "Clara Voss"), _ap_id("keeper", "Finn Larsen"), g.e, "both")


@answer("fresh6-ap-28")
def ap_28() -> Answer:
    return one(kit.hops(_ap(), _ap_id("keeper", "Hiro Sato"), _ap_id("keeper", "Lena Fischer"), ["mentored"]))


@answer("fresh6-ap-29")
def ap_29() -> Answer:
    g = _ap()
    return one(kit.hops(g, _ap_id("keeper", "Ivy Okafor"), _ap_id("shop", "Market Hall Stall"), g.e, "both"))


@answer("fresh6-ap-30")
def ap_30() -> Answer:
    g = _ap()
    pair = [_ap_id("apiary", "Coldharbour Common"), _ap_id("apiary", "Deepdale Heath")]
    return rows(_ap_shown("apiary", top(g, pair, lambda v: g.p(v, "altitude"), 1)))


@answer("fresh6-ap-31")
def ap_31() -> Answer:
    return rows((h, _ap().p(_ap_id("hive", h), "breed")) for h in ["Hive A-1", "Hive H-1", "Hive C-1"])


@answer("fresh6-ap-32")
def ap_32() -> Answer:
    g = _ap()
    pair = [_ap_id("keeper", "Gwen Pritchard"), _ap_id("keeper", "Bilal Haddad")]
    return rows(_ap_shown("keeper", top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh6-ap-33")
def ap_33() -> Answer:
    return rows(group_count(p["breed"] for p in _ap().v["hive"].values()))


@answer("fresh6-ap-34")
def ap_34() -> Answer:
    g = _ap()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_in"]))


@answer("fresh6-ap-35")
def ap_35() -> Answer:
    return rows(group_count(p["level"] for p in _ap().v["keeper"].values()))


@answer("fresh6-ap-36")
def ap_36() -> Answer:
    return kit.neighbourhood(_ap(), _ap_id("hive", "Hive L-2"))


@answer("fresh6-ap-37")
def ap_37() -> Answer:
    return kit.neighbourhood(_ap(), _ap_id("shop", "Moorland Deli"))


# --------------------------------------------------------------------------- ferry (the vids are the names)


def _fy() -> Graph:
    return graph("ferry")


def _of_tag(g: Graph, tag: str, vids: Iterable[str]) -> list[str]:
    return [v for v in vids if v in g.v[tag]]


@answer("fresh6-fy-01")
def fy_01() -> Answer:
    return rows(_fy().dsts("Emerald Isle", "sails"))


@answer("fresh6-fy-02")
def fy_02() -> Answer:
    g = _fy()
    return rows(_of_tag(g, "route", g.dsts("Islands Express", "operates")))


@answer("fresh6-fy-03")
def fy_03() -> Answer:
    return rows(_fy().srcs("Oban", "home_port"))


@answer("fresh6-fy-04")
def fy_04() -> Answer:
    return rows(_fy().srcs("Claire Brehaut", "trained"))


@answer("fresh6-fy-05")
def fy_05() -> Answer:
    return rows(_fy().srcs("St Helier", "arrives"))


@answer("fresh6-fy-06")
def fy_06() -> Answer:
    return one(_fy().p("Rosslare-Cherbourg", "crossing_min"))


@answer("fresh6-fy-07")
def fy_07() -> Answer:
    return one(_fy().p("Celtic Breeze", "capacity"))


@answer("fresh6-fy-08")
def fy_08() -> Answer:
    return rows(_fy().where("vessel", lambda p: p["vessel_type"] == "ro-ro" and p["built"] > 2008))  # type: ignore[operator]


@answer("fresh6-fy-09")
def fy_09() -> Answer:
    return rows(_fy().where("route", lambda p: p["season"] == "summer" and p["distance_km"] > 100))  # type: ignore[operator]


@answer("fresh6-fy-10")
def fy_10() -> Answer:
    return rows(distinct(e.src for e in _fy().e["commands"] if e.props["role"] == "relief"))


@answer("fresh6-fy-11")
def fy_11() -> Answer:
    g = _fy()
    seats = [g.p(v, "capacity") for v in g.where("vessel", lambda p: p["vessel_type"] == "fast craft")]
    return one(sum(seats) / len(seats))  # type: ignore[arg-type]


@answer("fresh6-fy-12")
def fy_12() -> Answer:
    g = _fy()
    return one(sum(g.p(r, "distance_km") for r in _of_tag(g, "route", g.dsts("Solent Line", "operates"))))  # type: ignore[misc]


@answer("fresh6-fy-13")
def fy_13() -> Answer:
    g = _fy()
    return rows(top(g, g.v["route"], lambda v: g.p(v, "distance_km"), 3), ordered=True)


@answer("fresh6-fy-14")
def fy_14() -> Answer:
    g = _fy()
    (biggest,) = top(g, g.v["port"], lambda v: g.p(v, "berths"), 1)
    return rows([(biggest, g.p(biggest, "berths"))], ordered=True)


@answer("fresh6-fy-15")
def fy_15() -> Answer:
    g = _fy()
    return rows(top(g, g.v["vessel"], lambda v: g.p(v, "built"), 2, reverse=False), ordered=True)


@answer("fresh6-fy-16")
def fy_16() -> Answer:
    g = _fy()
    return rows(set(g.dsts("Island Dart", "sails")) & set(g.dsts("Sarnia Swift", "sails")))


@answer("fresh6-fy-17")
def fy_17() -> Answer:
    g = _fy()
    return rows(set(g.dsts("Margaret Ellery", "commands")) & set(g.dsts("Yann Le Goff", "commands")))


@answer("fresh6-fy-18")
def fy_18() -> Answer:
    g = _fy()
    return rows(distinct(r for v in g.dsts("Aoife Brennan", "commands") for r in g.dsts(v, "sails")))


@answer("fresh6-fy-19")
def fy_19() -> Answer:
    g = _fy()
    ships = _of_tag(g, "vessel", g.dsts("Hebridean Link", "operates"))
    return rows(distinct(p for v in ships for p in g.dsts(v, "home_port")))


@answer("fresh6-fy-20")
def fy_20() -> Answer:
    g = _fy()
    return rows(distinct(v for c in g.dsts("Hugh Pemberton", "trained") for v in g.dsts(c, "commands")))


@answer("fresh6-fy-21")
def fy_21() -> Answer:
    return one(len(_fy().inn("Portsmouth", "departs")))


@answer("fresh6-fy-22")
def fy_22() -> Answer:
    return one(len(_fy().where("captain", lambda p: p["nationality"] == "Ireland")))


@answer("fresh6-fy-23")
def fy_23() -> Answer:
    return one(len(_fy().out("Sarnia Swift", "sails")))


@answer("fresh6-fy-24")
def fy_24() -> Answer:
    g = _fy()
    sailing = {e.src for e in g.e["sails"]}
    return rows([v for v in g.v["vessel"] if v not in sailing])


@answer("fresh6-fy-25")
def fy_25() -> Answer:
    g = _fy()
    hers = set(g.dsts("Margaret Ellery", "commands"))
    fleet = _of_tag(g, "vessel", g.dsts("Solent Line", "operates"))
    return rows([v for v in fleet if v not in hers])


@answer("fresh6-fy-26")
def fy_26() -> Answer:
    g = _fy()
    served = {e.dst for e in g.e["departs"]} | {e.dst for e in g.e["arrives"]}
    return rows([p for p in g.v["port"] if p not in served])


@answer("fresh6-fy-27")
def fy_27() -> Answer:
    g = _fy()
    return kit.shortest(g, "Niamh Kelly", "Holyhead", g.e, "both")


@answer("fresh6-fy-28")
def fy_28() -> Answer:
    return one(kit.hops(_fy(), "Hugh Pemberton", "Kirsty Munro", ["trained"]))


@answer("fresh6-fy-29")
def fy_29() -> Answer:
    g = _fy()
    return one(kit.hops(g, "Old Gull", "Cherbourg", g.e, "both"))


@answer("fresh6-fy-30")
def fy_30() -> Answer:
    g = _fy()
    return rows(
        top(g, ["Oban-Castlebay", "Holyhead-Dublin Port"], lambda v: g.p(v, "crossing_min"), 1, reverse=False)
    )


@answer("fresh6-fy-31")
def fy_31() -> Answer:
    return rows((v, _fy().p(v, "built")) for v in ["Solent Star", "Island Dart", "Coll Maid"])


@answer("fresh6-fy-32")
def fy_32() -> Answer:
    g = _fy()
    return rows(top(g, ["Seamus Doyle", "Yann Le Goff"], lambda v: g.p(v, "born"), 1, reverse=False))


@answer("fresh6-fy-33")
def fy_33() -> Answer:
    return rows(group_count(p["vessel_type"] for p in _fy().v["vessel"].values()))


@answer("fresh6-fy-34")
def fy_34() -> Answer:
    g = _fy()
    return rows(group_count(e.src for e in g.e["operates"] if e.dst in g.v["route"]))


@answer("fresh6-fy-35")
def fy_35() -> Answer:
    return rows(group_count(p["country"] for p in _fy().v["port"].values()))


@answer("fresh6-fy-36")
def fy_36() -> Answer:
    return kit.neighbourhood(_fy(), "St Helier")


@answer("fresh6-fy-37")
def fy_37() -> Answer:
    return kit.neighbourhood(_fy(), "Coll Maid")


# --------------------------------------------------------------------------- bakery (Chinese names, opaque ids)


def _bk() -> Graph:
    return graph("bakery")


def _bk_id(tag: str, name: str) -> str:
    return _bk().find(tag, name)


def _bk_names(vids: Iterable[str]) -> list[object]:
    return names(_bk(), vids)


@answer("fresh6-bk-01")
def bk_01() -> Answer:
    return rows(_bk_names(_bk().dsts(_bk_id("baker", "彭飞"), "works_at")))


@answer("fresh6-bk-02")
def bk_02() -> Answer:
    return rows(_bk_names(_bk().dsts(_bk_id("product", "提拉米苏"), "sourced_from")))


@answer("fresh6-bk-03")
def bk_03() -> Answer:
    return rows(_bk_names(_bk().srcs(_bk_id("product", "可颂"), "bakes")))


@answer("fresh6-bk-04")
def bk_04() -> Answer:
    return rows(_bk_names(_bk().srcs(_bk_id("product", "黄油曲奇"), "sells")))


@answer("fresh6-bk-05")
def bk_05() -> Answer:
    return rows(_bk_names(_bk().srcs(_bk_id("baker", "唐秀英"), "apprenticed_to")))


@answer("fresh6-bk-06")
def bk_06() -> Answer:
    return one(_bk().p(_bk_id("shop", "西湖店"), "seats"))


@answer("fresh6-bk-07")
def bk_07() -> Answer:
    return one(_bk().p(_bk_id("product", "鲜花饼"), "calories"))


@answer("fresh6-bk-08")
def bk_08() -> Answer:
    return rows(_bk_names(_bk().where("product", lambda p: p["category"] == "面包" and p["vegan"] is True)))


@answer("fresh6-bk-09")
def bk_09() -> Answer:
    return rows(_bk_names(_bk().where("supplier", lambda p: p["kind"] == "面粉")))


@answer("fresh6-bk-10")
def bk_10() -> Answer:
    return rows(_bk_names(_bk().where("shop", lambda p: p["seats"] > 45)))  # type: ignore[operator]


@answer("fresh6-bk-11")
def bk_11() -> Answer:
    g = _bk()
    prices = [g.p(v, "price") for v in g.where("product", lambda p: p["category"] == "中式糕点")]
    return one(sum(prices) / len(prices))  # type: ignore[arg-type]


@answer("fresh6-bk-12")
def bk_12() -> Answer:
    return one(sum(e.props["kg"] for e in _bk().out(_bk_id("supplier", "金麦面粉厂"), "supplies")))  # type: ignore[misc]


@answer("fresh6-bk-13")
def bk_13() -> Answer:
    g = _bk()
    return rows(_bk_names(top(g, g.v["product"], lambda v: g.p(v, "price"), 3)), ordered=True)


@answer("fresh6-bk-14")
def bk_14() -> Answer:
    g = _bk()
    (first,) = top(g, g.v["shop"], lambda v: g.p(v, "opened"), 1, reverse=False)
    return rows([(g.p(first, "name"), g.p(first, "opened"))], ordered=True)


@answer("fresh6-bk-15")
def bk_15() -> Answer:
    g = _bk()
    return rows(_bk_names(top(g, g.v["product"], lambda v: g.p(v, "calories"), 2)), ordered=True)


@answer("fresh6-bk-16")
def bk_16() -> Answer:
    g = _bk()
    a = set(g.dsts(_bk_id("shop", "南京西路店"), "sells"))
    b = set(g.dsts(_bk_id("shop", "春熙路店"), "sells"))
    return rows(_bk_names(a & b))


@answer("fresh6-bk-17")
def bk_17() -> Answer:
    g = _bk()
    a = set(g.dsts(_bk_id("supplier", "北纬牧场"), "supplies"))
    b = set(g.dsts(_bk_id("supplier", "金麦面粉厂"), "supplies"))
    return rows(_bk_names(a & b))


@answer("fresh6-bk-18")
def bk_18() -> Answer:
    g = _bk()
    made = g.dsts(_bk_id("baker", "邓丽华"), "bakes")
    return rows(_bk_names(distinct(s for p in made for s in g.srcs(p, "sells"))))  # type: ignore[arg-type]


@answer("fresh6-bk-19")
def bk_19() -> Answer:
    g = _bk()
    using = g.srcs(_bk_id("supplier", "五常稻香磨坊"), "sourced_from")
    return rows(_bk_names(distinct(s for p in using for s in g.srcs(p, "sells"))))  # type: ignore[arg-type]


@answer("fresh6-bk-20")
def bk_20() -> Answer:
    g = _bk()
    pupils = g.srcs(_bk_id("baker", "罗志强"), "apprenticed_to")
    return rows(_bk_names(distinct(s for b in pupils for s in g.dsts(b, "works_at"))))  # type: ignore[arg-type]


@answer("fresh6-bk-21")
def bk_21() -> Answer:
    return one(len(_bk().where("product", lambda p: p["category"] == "饼干")))


@answer("fresh6-bk-22")
def bk_22() -> Answer:
    return one(len(_bk().out(_bk_id("shop", "西湖店"), "sells")))


@answer("fresh6-bk-23")
def bk_23() -> Answer:
    return one(len(_bk().out(_bk_id("baker", "叶青"), "bakes")))


@answer("fresh6-bk-24")
def bk_24() -> Answer:
    g = _bk()
    sold = {e.dst for e in g.e["sells"]}
    return rows(_bk_names([p for p in g.v["product"] if p not in sold]))


@answer("fresh6-bk-25")
def bk_25() -> Answer:
    g = _bk()
    working = {e.src for e in g.e["works_at"]}
    return rows(_bk_names([b for b in g.v["baker"] if b not in working]))


@answer("fresh6-bk-26")
def bk_26() -> Answer:
    g = _bk()
    his = set(g.dsts(_bk_id("baker", "罗志强"), "bakes"))
    return rows(_bk_names([p for p in g.dsts(_bk_id("shop", "三里屯店"), "sells") if p not in his]))


@answer("fresh6-bk-27")
def bk_27() -> Answer:
    g = _bk()
    return kit.shortest(g, _bk_id("baker", "杜小川"), _bk_id("baker", "梁国栋"), g.e, "both")


@answer("fresh6-bk-28")
def bk_28() -> Answer:
    return one(kit.hops(_bk(), _bk_id("baker", "彭飞"), _bk_id("baker", "梁国栋"), ["apprenticed_to"]))


@answer("fresh6-bk-29")
def bk_29() -> Answer:
    g = _bk()
    return kit.shortest(g, _bk_id("product", "燕麦饼干"), _bk_id("shop", "天河店"), g.e, "both")


@answer("fresh6-bk-30")
def bk_30() -> Answer:
    g = _bk()
    pair = [_bk_id("product", "法棍"), _bk_id("product", "全麦吐司")]
    return rows(_bk_names(top(g, pair, lambda v: g.p(v, "price"), 1)))


@answer("fresh6-bk-31")
def bk_31() -> Answer:
    return rows((s, _bk().p(_bk_id("shop", s), "city")) for s in ["三里屯店", "解放碑店", "天河店"])


@answer("fresh6-bk-32")
def bk_32() -> Answer:
    g = _bk()
    pair = [_bk_id("baker", "韩梅"), _bk_id("baker", "沈佳怡")]
    return rows(_bk_names(top(g, pair, lambda v: g.p(v, "born"), 1)))


@answer("fresh6-bk-33")
def bk_33() -> Answer:
    return rows(group_count(p["category"] for p in _bk().v["product"].values()))


@answer("fresh6-bk-34")
def bk_34() -> Answer:
    g = _bk()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["works_at"]))


@answer("fresh6-bk-35")
def bk_35() -> Answer:
    return rows(group_count(p["title"] for p in _bk().v["baker"].values()))


@answer("fresh6-bk-36")
def bk_36() -> Answer:
    return kit.neighbourhood(_bk(), _bk_id("baker", "叶青"))


@answer("fresh6-bk-37")
def bk_37() -> Answer:
    return kit.neighbourhood(_bk(), _bk_id("supplier", "丹东草莓园"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
