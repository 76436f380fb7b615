"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh4/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- chess (opaque ids; tournaments by title, openings by label)

#: the display property of each chess tag
CH_DISPLAY = {"player": "name", "club": "name", "tournament": "title", "opening": "label"}


def _ch() -> Graph:
    return graph("chess")


def _ch_id(tag: str, shown: str) -> str:
    return _ch().find(tag, shown, CH_DISPLAY[tag])


def _ch_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_ch(), vids, CH_DISPLAY[tag])


@answer("fresh4-ch-01")
def ch_01() -> Answer:
    return rows(_ch_shown("club", _ch().dsts(_ch_id("player", "Tomáš Dvořák"), "member_of")))


@answer("fresh4-ch-02")
def ch_02() -> Answer:
    return rows(_ch_shown("opening", _ch().dsts(_ch_id("player", "Magnus Heggem"), "favours")))


@answer("fresh4-ch-03")
def ch_03() -> Answer:
    return rows(_ch_shown("player", _ch().srcs(_ch_id("club", "Delft Dame"), "member_of")))


@answer("fresh4-ch-04")
def ch_04() -> Answer:
    g = _ch()
    winners = g.srcs(_ch_id("tournament", "Venice Lagoon Cup"), "won")
    return rows(_ch_shown("player", [w for w in winners if w in g.v["player"]]))


@answer("fresh4-ch-05")
def ch_05() -> Answer:
    return rows(_ch_shown("player", _ch().srcs(_ch_id("opening", "French Defence"), "favours")))


@answer("fresh4-ch-06")
def ch_06() -> Answer:
    return one(_ch().p(_ch_id("opening", "Caro-Kann Defence"), "eco"))


@answer("fresh4-ch-07")
def ch_07() -> Answer:
    return one(_ch().p(_ch_id("player", "Bartosz Kral"), "rating"))


@answer("fresh4-ch-08")
def ch_08() -> Answer:
    return rows(_ch_shown("player", _ch().where("player", lambda p: p["rank"] == "GM" and p["born"] > 1990)))  # type: ignore[operator]


@answer("fresh4-ch-09")
def ch_09() -> Answer:
    hits = _ch().where("tournament", lambda p: p["format"] == "swiss" and p["year"] == 2025)
    return rows(_ch_shown("tournament", hits))


@answer("fresh4-ch-10")
def ch_10() -> Answer:
    return rows(_ch_shown("player", distinct(e.src for e in _ch().e["beat"] if e.props["moves"] > 80)))  # type: ignore[operator]


@answer("fresh4-ch-11")
def ch_11() -> Answer:
    g = _ch()
    members = g.srcs(_ch_id("club", "Kraków Hetman"), "member_of")
    return one(sum(g.p(m, "rating") for m in members) / len(members))  # type: ignore[misc]


@answer("fresh4-ch-12")
def ch_12() -> Answer:
    return one(sum(e.props["prize"] for e in _ch().out(_ch_id("player", "Magnus Heggem"), "won")))  # type: ignore[misc]


@answer("fresh4-ch-13")
def ch_13() -> Answer:
    g = _ch()
    return rows(_ch_shown("player", top(g, g.v["player"], lambda v: g.p(v, "rating"), 5)), ordered=True)


@answer("fresh4-ch-14")
def ch_14() -> Answer:
    g = _ch()
    (first,) = top(g, g.v["club"], lambda v: g.p(v, "founded"), 1, reverse=False)
    return rows([(g.p(first, "name"), g.p(first, "founded"))], ordered=True)


@answer("fresh4-ch-15")
def ch_15() -> Answer:
    g = _ch()
    return rows(
        _ch_shown("player", top(g, g.v["player"], lambda v: g.p(v, "rating"), 3, reverse=False)), ordered=True
    )


@answer("fresh4-ch-16")
def ch_16() -> Answer:
    g = _ch()
    a = set(g.srcs(_ch_id("tournament", "Elbtal Masters"), "entered"))
    b = set(g.srcs(_ch_id("tournament", "Nordic Invitational"), "entered"))
    return rows(_ch_shown("player", a & b))


@answer("fresh4-ch-17")
def ch_17() -> Answer:
    g = _ch()
    a = set(g.srcs(_ch_id("player", "Jonas Reichel"), "beat"))
    b = set(g.srcs(_ch_id("player", "Jiří Kučera"), "beat"))
    return rows(_ch_shown("player", a & b))


@answer("fresh4-ch-18")
def ch_18() -> Answer:
    g = _ch()
    clubs = g.dsts(_ch_id("player", "Sindre Aasheim"), "member_of")
    return rows(_ch_shown("tournament", [t for c in clubs for t in g.dsts(c, "hosted")]))


@answer("fresh4-ch-19")
def ch_19() -> Answer:
    g = _ch()
    members = g.srcs(_ch_id("club", "Praha Věž"), "member_of")
    return rows(_ch_shown("opening", distinct(o for m in members for o in g.dsts(m, "favours"))))


@answer("fresh4-ch-20")
def ch_20() -> Answer:
    g = _ch()
    winners = g.srcs(_ch_id("player", "Hugo Lefort"), "beat")
    return rows(_ch_shown("club", distinct(c for w in winners for c in g.dsts(w, "member_of"))))


@answer("fresh4-ch-21")
def ch_21() -> Answer:
    return one(len(_ch().out(_ch_id("player", "Nerea Goñi"), "beat")))


@answer("fresh4-ch-22")
def ch_22() -> Answer:
    return one(len(_ch().where("player", lambda p: p["rank"] == "GM")))


@answer("fresh4-ch-23")
def ch_23() -> Answer:
    return one(len(_ch().out(_ch_id("player", "Bram de Wit"), "entered")))


@answer("fresh4-ch-24")
def ch_24() -> Answer:
    g = _ch()
    in_a_club = {e.src for e in g.e["member_of"]}
    return rows(_ch_shown("player", [p for p in g.v["player"] if p not in in_a_club]))


@answer("fresh4-ch-25")
def ch_25() -> Answer:
    g = _ch()
    winners = {e.src for e in g.e["beat"]}
    members = g.srcs(_ch_id("club", "Oslo Springer"), "member_of")
    return rows(_ch_shown("player", [m for m in members if m not in winners]))


@answer("fresh4-ch-26")
def ch_26() -> Answer:
    g = _ch()
    me = _ch_id("player", "Magnus Heggem")
    won = set(g.dsts(me, "won"))
    return rows(_ch_shown("tournament", [t for t in g.dsts(me, "entered") if t not in won]))


@answer("fresh4-ch-27")
def ch_27() -> Answer:
    g = _ch()
    return kit.shortest(g, _ch_id("player", "Lotte Bakker"), _ch_id("player", "Ruth Abramson"), g.e, "both")


@answer("fresh4-ch-28")
def ch_28() -> Answer:
    return one(kit.hops(_ch(), _ch_id("player", "Nerea Goñi"), _ch_id("player", "Oliver Bramwell"), ["beat"]))


@answer("fresh4-ch-29")
def ch_29() -> Answer:
    g = _ch()
    return one(kit.hops(g, _ch_id("player", "Kari Eide"), _ch_id("player", "Bartosz Kral"), g.e, "both"))


@answer("fresh4-ch-30")
def ch_30() -> Answer:
    g = _ch()
    pair = [_ch_id("player", "Hugo Lefort"), _ch_id("player", "Antoine Mercier")]
    return rows(_ch_shown("player", top(g, pair, lambda v: g.p(v, "rating"), 1)))


@answer("fresh4-ch-31")
def ch_31() -> Answer:
    titles = ["Elbtal Masters", "Wawel Championship", "Oslo Blitz Night"]
    return rows((t, _ch().p(_ch_id("tournament", t), "city")) for t in titles)


@answer("fresh4-ch-32")
def ch_32() -> Answer:
    g = _ch()
    pair = [_ch_id("club", "Rookery Chess Club"), _ch_id("club", "Praha Věž")]
    return rows(_ch_shown("club", top(g, pair, lambda v: g.p(v, "founded"), 1, reverse=False)))


@answer("fresh4-ch-33")
def ch_33() -> Answer:
    g = _ch()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["member_of"]))


@answer("fresh4-ch-34")
def ch_34() -> Answer:
    return rows(group_count(p["format"] for p in _ch().v["tournament"].values()))


@answer("fresh4-ch-35")
def ch_35() -> Answer:
    return rows(group_count(p["federation"] for p in _ch().v["player"].values()))


@answer("fresh4-ch-36")
def ch_36() -> Answer:
    return kit.neighbourhood(_ch(), _ch_id("tournament", "European Club Cup"))


@answer("fresh4-ch-37")
def ch_37() -> Answer:
    return kit.neighbourhood(_ch(), _ch_id("club", "Delft Dame"))


# --------------------------------------------------------------------------- firebrigade (the vids are the names)


def _fb() -> Graph:
    return graph("firebrigade")


def _of_tag(g: Graph, tag: str, vids: Iterable[str]) -> list[str]:
    return [v for v in vids if v in g.v[tag]]


@answer("fresh4-fb-01")
def fb_01() -> Answer:
    return rows(_fb().dsts("Ladder 23", "based_at"))


@answer("fresh4-fb-02")
def fb_02() -> Answer:
    return rows(_fb().dsts("Aisha Khan", "serves_at"))


@answer("fresh4-fb-03")
def fb_03() -> Answer:
    g = _fb()
    return rows(_of_tag(g, "vehicle", g.srcs("Kingsway tower block fire", "responded")))


@answer("fresh4-fb-04")
def fb_04() -> Answer:
    return rows(_fb().srcs("Harbourside", "covers"))


@answer("fresh4-fb-05")
def fb_05() -> Answer:
    return rows(_fb().srcs("Zoe Adams", "mentored"))


@answer("fresh4-fb-06")
def fb_06() -> Answer:
    return one(_fb().p("Riverside boat rescue", "reported"))


@answer("fresh4-fb-07")
def fb_07() -> Answer:
    return one(_fb().p("Eastmoor", "area_km2"))


@answer("fresh4-fb-08")
def fb_08() -> Answer:
    return rows(_fb().where("vehicle", lambda p: p["kind"] == "tanker" and p["tank_litres"] > 10000))  # type: ignore[operator]


@answer("fresh4-fb-09")
def fb_09() -> Answer:
    return rows(_fb().where("incident", lambda p: p["casualties"] > 3))  # type: ignore[operator]


@answer("fresh4-fb-10")
def fb_10() -> Answer:
    return rows(_fb().where("vehicle", lambda p: p["in_service"] > 2020))  # type: ignore[operator]


@answer("fresh4-fb-11")
def fb_11() -> Answer:
    g = _fb()
    return one(sum(g.p(d, "population") for d in g.dsts("Ashford Station", "covers")))  # type: ignore[misc]


@answer("fresh4-fb-12")
def fb_12() -> Answer:
    minutes = [e.props["minutes"] for e in _fb().out("Ladder 13", "responded")]
    return one(sum(minutes) / len(minutes))  # type: ignore[arg-type]


@answer("fresh4-fb-13")
def fb_13() -> Answer:
    g = _fb()
    return rows(top(g, g.v["incident"], lambda v: g.p(v, "casualties"), 3), ordered=True)


@answer("fresh4-fb-14")
def fb_14() -> Answer:
    g = _fb()
    (oldest,) = top(g, g.v["station"], lambda v: g.p(v, "opened"), 1, reverse=False)
    return rows([(oldest, g.p(oldest, "opened"))], ordered=True)


@answer("fresh4-fb-15")
def fb_15() -> Answer:
    g = _fb()
    return rows(top(g, g.v["firefighter"], lambda v: g.p(v, "born"), 1, reverse=False), ordered=True)


@answer("fresh4-fb-16")
def fb_16() -> Answer:
    g = _fb()
    a = set(_of_tag(g, "vehicle", g.srcs("Mill Road barn fire", "responded")))
    b = set(_of_tag(g, "vehicle", g.srcs("Millbrook weir rescue", "responded")))
    return rows(a & b)


@answer("fresh4-fb-17")
def fb_17() -> Answer:
    g = _fb()
    return rows(set(g.srcs("Kingsway", "covers")) & set(g.srcs("Northgate", "covers")))


@answer("fresh4-fb-18")
def fb_18() -> Answer:
    g = _fb()
    calls = g.dsts("Graham Moss", "responded") + g.dsts("Graham Moss", "commanded")
    return rows(distinct(d for i in calls for d in g.dsts(i, "occurred_in")))


@answer("fresh4-fb-19")
def fb_19() -> Answer:
    g = _fb()
    there = g.srcs("Eastmoor", "occurred_in")
    return rows(distinct(v for i in there for v in _of_tag(g, "vehicle", g.srcs(i, "responded"))))


@answer("fresh4-fb-20")
def fb_20() -> Answer:
    g = _fb()
    fleet = g.srcs("Kingsway Station", "based_at")
    return rows(distinct(i for v in fleet for i in g.dsts(v, "responded")))


@answer("fresh4-fb-21")
def fb_21() -> Answer:
    return one(len(_fb().out("Rescue 22", "responded")))


@answer("fresh4-fb-22")
def fb_22() -> Answer:
    return one(len(_fb().where("incident", lambda p: p["kind"] == "false alarm")))


@answer("fresh4-fb-23")
def fb_23() -> Answer:
    return one(len(_fb().where("district", lambda p: p["rural"] is True)))


@answer("fresh4-fb-24")
def fb_24() -> Answer:
    g = _fb()
    sent = {e.src for e in g.e["responded"]}
    return rows([v for v in g.v["vehicle"] if v not in sent])


@answer("fresh4-fb-25")
def fb_25() -> Answer:
    g = _fb()
    out_on_calls = {e.src for e in g.e["responded"]} | {e.src for e in g.e["commanded"]}
    return rows([f for f in g.srcs("Northgate Station", "serves_at") if f not in out_on_calls])


@answer("fresh4-fb-26")
def fb_26() -> Answer:
    g = _fb()
    commanders = {e.src for e in g.e["commanded"]}
    crew_managers = g.where("firefighter", lambda p: p["rank"] == "crew manager")
    return rows([f for f in crew_managers if f not in commanders])


@answer("fresh4-fb-27")
def fb_27() -> Answer:
    g = _fb()
    return kit.shortest(g, "Engine 19", "Megan Price", g.e, "both")


@answer("fresh4-fb-28")
def fb_28() -> Answer:
    return one(kit.hops(_fb(), "Paul Grant", "Leah Foster", ["mentored"]))


@answer("fresh4-fb-29")
def fb_29() -> Answer:
    g = _fb()
    return one(kit.hops(g, "Amy Lowe", "Sam Ellis", g.e, "both"))


@answer("fresh4-fb-30")
def fb_30() -> Answer:
    g = _fb()
    return rows(top(g, ["Millbrook", "Riverside"], lambda v: g.p(v, "population"), 1))


@answer("fresh4-fb-31")
def fb_31() -> Answer:
    return rows((v, _fb().p(v, "in_service")) for v in ["Engine 11", "Engine 21", "Engine 31"])


@answer("fresh4-fb-32")
def fb_32() -> Answer:
    g = _fb()
    pair = ["Kingsway tower block fire", "Market Row shop fire"]
    return rows(top(g, pair, lambda v: g.p(v, "severity"), 1))


@answer("fresh4-fb-33")
def fb_33() -> Answer:
    return rows(group_count(e.dst for e in _fb().e["serves_at"]))


@answer("fresh4-fb-34")
def fb_34() -> Answer:
    return rows(group_count(p["kind"] for p in _fb().v["incident"].values()))


@answer("fresh4-fb-35")
def fb_35() -> Answer:
    return rows(group_count(e.dst for e in _fb().e["occurred_in"]))


@answer("fresh4-fb-36")
def fb_36() -> Answer:
    return kit.neighbourhood(_fb(), "Hazmat 53")


@answer("fresh4-fb-37")
def fb_37() -> Answer:
    return kit.neighbourhood(_fb(), "Millbrook Station")


# --------------------------------------------------------------------------- perfumery (opaque ids, Chinese names)


def _pf() -> Graph:
    return graph("perfumery")


def _pf_id(tag: str, name: str) -> str:
    return _pf().find(tag, name)


def _pf_names(vids: Iterable[str]) -> list[object]:
    return names(_pf(), vids)


@answer("fresh4-pf-01")
def pf_01() -> Answer:
    return rows(_pf_names(_pf().dsts(_pf_id("perfumer", "林若溪"), "works_for")))


@answer("fresh4-pf-02")
def pf_02() -> Answer:
    return rows(_pf_names(_pf().dsts(_pf_id("fragrance", "苔原"), "contains")))


@answer("fresh4-pf-03")
def pf_03() -> Answer:
    return rows(_pf_names(_pf().srcs(_pf_id("fragrance", "琥珀迷城"), "sells")))


@answer("fresh4-pf-04")
def pf_04() -> Answer:
    return rows(_pf_names(_pf().srcs(_pf_id("fragrance", "书房烟斗"), "created")))


@answer("fresh4-pf-05")
def pf_05() -> Answer:
    return rows(_pf_names(_pf().srcs(_pf_id("note", "檀香"), "contains")))


@answer("fresh4-pf-06")
def pf_06() -> Answer:
    return one(_pf().p(_pf_id("house", "雾屿"), "founded"))


@answer("fresh4-pf-07")
def pf_07() -> Answer:
    return one(_pf().p(_pf_id("fragrance", "晚香玉之夜"), "concentration"))


@answer("fresh4-pf-08")
def pf_08() -> Answer:
    hits = _pf().where("fragrance", lambda p: p["audience"] == "男士" and p["concentration"] == "淡香精")
    return rows(_pf_names(hits))


@answer("fresh4-pf-09")
def pf_09() -> Answer:
    return rows(_pf_names(distinct(e.dst for e in _pf().e["sells"] if e.props["price"] > 2500)))  # type: ignore[operator]


@answer("fresh4-pf-10")
def pf_10() -> Answer:
    hits = _pf().where("perfumer", lambda p: p["nationality"] == "法国" and p["born"] < 1980)  # type: ignore[operator]
    return rows(_pf_names(hits))


@answer("fresh4-pf-11")
def pf_11() -> Answer:
    g = _pf()
    sizes = [g.p(f, "volume_ml") for f in g.dsts(_pf_id("house", "金阙"), "released")]
    return one(sum(sizes) / len(sizes))  # type: ignore[arg-type]


@answer("fresh4-pf-12")
def pf_12() -> Answer:
    return one(min(e.props["price"] for e in _pf().inn(_pf_id("fragrance", "苔原"), "sells")))  # type: ignore[type-var]


@answer("fresh4-pf-13")
def pf_13() -> Answer:
    g = _pf()
    return rows(
        _pf_names(top(g, g.v["fragrance"], lambda v: g.p(v, "launched"), 3, reverse=False)), ordered=True
    )


@answer("fresh4-pf-14")
def pf_14() -> Answer:
    g = _pf()
    (first,) = top(g, g.v["boutique"], lambda v: g.p(v, "opened"), 1, reverse=False)
    return rows([(g.p(first, "name"), g.p(first, "opened"))], ordered=True)


@answer("fresh4-pf-15")
def pf_15() -> Answer:
    g = _pf()
    return rows(_pf_names(top(g, g.v["house"], lambda v: g.p(v, "founded"), 1, reverse=False)), ordered=True)


@answer("fresh4-pf-16")
def pf_16() -> Answer:
    g = _pf()
    a = set(g.dsts(_pf_id("fragrance", "雨后茉莉"), "contains"))
    b = set(g.dsts(_pf_id("fragrance", "夏夜茉莉"), "contains"))
    return rows(_pf_names(a & b))


@answer("fresh4-pf-17")
def pf_17() -> Answer:
    g = _pf()
    a = set(g.dsts(_pf_id("boutique", "静安旗舰店"), "sells"))
    b = set(g.dsts(_pf_id("boutique", "国贸店"), "sells"))
    return rows(_pf_names(a & b))


@answer("fresh4-pf-18")
def pf_18() -> Answer:
    g = _pf()
    masters = g.dsts(_pf_id("perfumer", "苏墨"), "trained_under")
    return rows(_pf_names(f for m in masters for f in g.dsts(m, "created")))


@answer("fresh4-pf-19")
def pf_19() -> Answer:
    g = _pf()
    line = g.dsts(_pf_id("house", "金阙"), "released")
    return rows(distinct(g.p(b, "city") for f in line for b in g.srcs(f, "sells")))


@answer("fresh4-pf-20")
def pf_20() -> Answer:
    g = _pf()
    stock = g.dsts(_pf_id("boutique", "武康路工作室"), "sells")
    return rows(_pf_names(distinct(p for f in stock for p in g.srcs(f, "created"))))


@answer("fresh4-pf-21")
def pf_21() -> Answer:
    return one(len(_pf().out(_pf_id("house", "京都香寮"), "released")))


@answer("fresh4-pf-22")
def pf_22() -> Answer:
    return one(len(_pf().where("note", lambda p: p["family"] == "木质")))


@answer("fresh4-pf-23")
def pf_23() -> Answer:
    return one(len(set(_pf().srcs(_pf_id("note", "白麝香"), "contains"))))


@answer("fresh4-pf-24")
def pf_24() -> Answer:
    g = _pf()
    owners = {e.dst for e in g.e["owned_by"]}
    return rows(_pf_names([h for h in g.v["house"] if h not in owners]))


@answer("fresh4-pf-25")
def pf_25() -> Answer:
    g = _pf()
    sold = {e.dst for e in g.e["sells"]}
    return rows(_pf_names([f for f in g.dsts(_pf_id("perfumer", "索菲·加尼耶"), "created") if f not in sold]))


@answer("fresh4-pf-26")
def pf_26() -> Answer:
    g = _pf()
    floral = {n for n in g.where("note", lambda p: p["family"] == "花香")}
    return rows(_pf_names([f for f in g.v["fragrance"] if not floral & set(g.dsts(f, "contains"))]))


@answer("fresh4-pf-27")
def pf_27() -> Answer:
    return one(
        kit.hops(_pf(), _pf_id("perfumer", "沈一舟"), _pf_id("perfumer", "让·杜布瓦"), ["trained_under"])
    )


@answer("fresh4-pf-28")
def pf_28() -> Answer:
    g = _pf()
    return kit.shortest(g, _pf_id("perfumer", "陈默"), _pf_id("house", "金阙"), g.e, "both")


@answer("fresh4-pf-29")
def pf_29() -> Answer:
    g = _pf()
    return one(kit.hops(g, _pf_id("boutique", "集香斋"), _pf_id("house", "蒙塔尼"), g.e, "both"))


@answer("fresh4-pf-30")
def pf_30() -> Answer:
    g = _pf()
    pair = [_pf_id("perfumer", "林若溪"), _pf_id("perfumer", "克莱尔·莫罗")]
    return rows(_pf_names(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh4-pf-31")
def pf_31() -> Answer:
    return rows((h, _pf().p(_pf_id("house", h), "founded")) for h in ["金阙", "雾屿", "京都香寮"])


@answer("fresh4-pf-32")
def pf_32() -> Answer:
    g = _pf()
    pair = [_pf_id("boutique", "外滩店"), _pf_id("boutique", "新天地店")]
    return rows(_pf_names(top(g, pair, lambda v: g.p(v, "opened"), 1, reverse=False)))


@answer("fresh4-pf-33")
def pf_33() -> Answer:
    g = _pf()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["works_for"]))


@answer("fresh4-pf-34")
def pf_34() -> Answer:
    return rows(group_count(p["concentration"] for p in _pf().v["fragrance"].values()))


@answer("fresh4-pf-35")
def pf_35() -> Answer:
    return rows(group_count(p["family"] for p in _pf().v["note"].values()))


@answer("fresh4-pf-36")
def pf_36() -> Answer:
    return kit.neighbourhood(_pf(), _pf_id("perfumer", "何夏"))


@answer("fresh4-pf-37")
def pf_37() -> Answer:
    return kit.neighbourhood(_pf(), _pf_id("fragrance", "樱落"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
