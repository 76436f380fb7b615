"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import Answer, Elements, Graph, OracleSet, group_count, names, one, rows, top  # noqa: E402, F401 (Elements, one, rows: the test reads them)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


# --------------------------------------------------------------------------- railway

RW = "railway"


def _rw() -> Graph:
    return graph(RW)


def _st(name: str) -> str:
    return _rw().find("station", name)


def _ln(name: str) -> str:
    return _rw().find("line", name)


@answer("fresh-rw-01")
def rw_01() -> Answer:
    return rows(names(_rw(), _rw().dsts(_ln("Jade Line"), "stops_at")))


@answer("fresh-rw-02")
def rw_02() -> Answer:
    return rows(names(_rw(), _rw().dsts(_ln("Cobalt Line"), "run_by")))


@answer("fresh-rw-03")
def rw_03() -> Answer:
    return rows(names(_rw(), _rw().srcs(_st("Queensway"), "stops_at")))


@answer("fresh-rw-04")
def rw_04() -> Answer:
    g = _rw()
    return rows(names(g, g.srcs(g.find("operator", "Greenline Express"), "run_by")))


@answer("fresh-rw-05")
def rw_05() -> Answer:
    g = _rw()
    return rows(
        names(g, [v for v in g.srcs(g.find("city", "Cranmouth"), "located_in") if v in g.v["station"]])
    )


@answer("fresh-rw-06")
def rw_06() -> Answer:
    return one(_rw().p(_st("Wool Exchange"), "opened"))


@answer("fresh-rw-07")
def rw_07() -> Answer:
    return one(_rw().p(_st("Fairholt Sands"), "platforms"))


@answer("fresh-rw-08")
def rw_08() -> Answer:
    g = _rw()
    return rows(names(g, g.where("station", lambda p: p["opened"] < 1880)))  # type: ignore[operator]


@answer("fresh-rw-09")
def rw_09() -> Answer:
    g = _rw()
    return rows(names(g, g.where("train", lambda p: p["seats"] > 550), "serial"))  # type: ignore[operator]


@answer("fresh-rw-10")
def rw_10() -> Answer:
    g = _rw()
    lines = g.srcs(g.find("operator", "Northern Rail Link"), "run_by")
    return rows(names(g, [v for v in lines if g.p(v, "kind") == "intercity"]))


@answer("fresh-rw-11")
def rw_11() -> Answer:
    g = _rw()
    seats = [g.p(t, "seats") for t in g.srcs(_ln("Coast Line"), "assigned_to")]
    return one(sum(seats) / len(seats))  # type: ignore[arg-type]


@answer("fresh-rw-12")
def rw_12() -> Answer:
    g = _rw()
    return one(sum(g.p(v, "length_km") for v in g.where("line", lambda p: p["kind"] == "metro")))  # type: ignore[misc]


@answer("fresh-rw-13")
def rw_13() -> Answer:
    g = _rw()
    return rows(names(g, top(g, g.v["line"], lambda v: g.p(v, "length_km"), 3)), ordered=True)


@answer("fresh-rw-14")
def rw_14() -> Answer:
    g = _rw()
    return rows(names(g, top(g, g.v["city"], lambda v: g.p(v, "population"), 2)), ordered=True)


@answer("fresh-rw-15")
def rw_15() -> Answer:
    g = _rw()
    return rows(names(g, top(g, g.v["station"], lambda v: g.p(v, "opened"), 1, reverse=False)))


def _stops(line: str) -> set[str]:
    return set(_rw().dsts(_ln(line), "stops_at"))


@answer("fresh-rw-16")
def rw_16() -> Answer:
    return rows(names(_rw(), _stops("Amber Line") & _stops("Cobalt Line")))


@answer("fresh-rw-17")
def rw_17() -> Answer:
    return rows(names(_rw(), _stops("Coast Line") & _stops("Southern Express")))


@answer("fresh-rw-18")
def rw_18() -> Answer:
    g = _rw()
    return rows(names(g, {c for s in _stops("Vale Shuttle") for c in g.dsts(s, "located_in")}))


@answer("fresh-rw-19")
def rw_19() -> Answer:
    g = _rw()
    lines = g.srcs(g.find("operator", "Metro Kingsbarrow"), "run_by")
    return rows(names(g, {s for ln in lines for s in g.dsts(ln, "stops_at")}))


@answer("fresh-rw-20")
def rw_20() -> Answer:
    g = _rw()
    return rows(
        names(g, [c for o in g.dsts(_ln("Coast Line"), "run_by") for c in g.dsts(o, "headquartered_in")])
    )


@answer("fresh-rw-21")
def rw_21() -> Answer:
    g = _rw()
    return one(sum(1 for v in g.srcs(g.find("city", "Kingsbarrow"), "located_in") if v in g.v["station"]))


@answer("fresh-rw-22")
def rw_22() -> Answer:
    return one(len(_rw().where("line", lambda p: p["kind"] == "commuter")))


@answer("fresh-rw-23")
def rw_23() -> Answer:
    a, b = _st("Dunmere"), _st("Fairholt Sands")
    return one(sum(1 for e in _rw().e["connects"] if {e.src, e.dst} == {a, b}))


@answer("fresh-rw-24")
def rw_24() -> Answer:
    g = _rw()
    assigned = {e.src for e in g.e["assigned_to"]}
    return rows(names(g, [t for t in g.v["train"] if t not in assigned], "serial"))


@answer("fresh-rw-25")
def rw_25() -> Answer:
    g = _rw()
    on_metro = {e.dst for e in g.e["stops_at"] if g.p(e.src, "kind") == "metro"}
    return rows(names(g, [s for s in g.v["station"] if s not in on_metro]))


@answer("fresh-rw-26")
def rw_26() -> Answer:
    g = _rw()
    with_station = {e.dst for e in g.e["located_in"] if e.src in g.v["station"]}
    with_hq = {e.dst for e in g.e["headquartered_in"]}
    return rows(names(g, with_station - with_hq))


@answer("fresh-rw-27")
def rw_27() -> Answer:
    return one(kit.hops(_rw(), _st("Moorside"), _st("Castle Mound"), ["connects"]))


@answer("fresh-rw-28")
def rw_28() -> Answer:
    return one(kit.hops(_rw(), _st("Fish Quay"), _st("Gullhaven"), ["connects"]))


@answer("fresh-rw-29")
def rw_29() -> Answer:
    return kit.shortest(_rw(), _st("North Docks"), _st("Botanic Gardens"), ["connects"])


@answer("fresh-rw-30")
def rw_30() -> Answer:
    g = _rw()
    return rows(
        names(
            g, top(g, [_st("Cathedral"), _st("Castle Mound")], lambda v: g.p(v, "opened"), 1, reverse=False)
        )
    )


@answer("fresh-rw-31")
def rw_31() -> Answer:
    return rows((n, _rw().p(_st(n), "zone")) for n in ["Eastgate", "Mill Pond", "University"])


@answer("fresh-rw-32")
def rw_32() -> Answer:
    return rows((n, _rw().p(_ln(n), "colour")) for n in ["Jade Line", "Vale Shuttle"])


@answer("fresh-rw-33")
def rw_33() -> Answer:
    g = _rw()
    return rows(group_count(g.p(e.src, "name") for e in g.e["stops_at"]))


@answer("fresh-rw-34")
def rw_34() -> Answer:
    g = _rw()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["run_by"]))


@answer("fresh-rw-35")
def rw_35() -> Answer:
    g = _rw()
    return rows(group_count(p["model"] for p in g.v["train"].values()))


@answer("fresh-rw-36")
def rw_36() -> Answer:
    return kit.neighbourhood(_rw(), _st("Hatton Cross"))


@answer("fresh-rw-37")
def rw_37() -> Answer:
    return kit.neighbourhood(_rw(), _rw().find("operator", "Northern Rail Link"))


# --------------------------------------------------------------------------- music (the vids are the names)

MU = "music"


def _mu() -> Graph:
    return graph(MU)


@answer("fresh-mu-01")
def mu_01() -> Answer:
    return rows(_mu().dsts("Harbour Owls", "recorded"))


@answer("fresh-mu-02")
def mu_02() -> Answer:
    return rows(_mu().dsts("Lumen Drift", "signed_with"))


@answer("fresh-mu-03")
def mu_03() -> Answer:
    return rows(_mu().srcs("Deep Water", "produced"))


@answer("fresh-mu-04")
def mu_04() -> Answer:
    return rows(_mu().srcs("Kestrel Tapes", "signed_with"))


@answer("fresh-mu-05")
def mu_05() -> Answer:
    return rows(set(_mu().srcs("Frostbite", "played_at")))


@answer("fresh-mu-06")
def mu_06() -> Answer:
    return one(_mu().p("Copperhead Choir", "formed"))


@answer("fresh-mu-07")
def mu_07() -> Answer:
    return one(_mu().p("Velvet Sundown", "city"))


@answer("fresh-mu-08")
def mu_08() -> Answer:
    return rows(_mu().where("album", lambda p: p["sales"] > 800000))  # type: ignore[operator]


@answer("fresh-mu-09")
def mu_09() -> Answer:
    return rows(_mu().where("artist", lambda p: p["country"] == "Canada" and p["genre"] == "electronic"))


@answer("fresh-mu-10")
def mu_10() -> Answer:
    return rows(e.src for e in _mu().inn("Midnight Prairie", "played_at") if e.props["stage"] == "main")


@answer("fresh-mu-11")
def mu_11() -> Answer:
    g = _mu()
    return one(sum(g.p(a, "sales") for a in g.dsts("Dusty Calloway", "recorded")))  # type: ignore[misc]


@answer("fresh-mu-12")
def mu_12() -> Answer:
    fees = [e.props["fee"] for e in _mu().inn("Kaltwelle", "played_at")]
    return one(sum(fees) / len(fees))  # type: ignore[arg-type]


@answer("fresh-mu-13")
def mu_13() -> Answer:
    g = _mu()
    return rows(top(g, g.v["album"], lambda v: g.p(v, "sales"), 3), ordered=True)


@answer("fresh-mu-14")
def mu_14() -> Answer:
    g = _mu()
    return rows(top(g, g.v["festival"], lambda v: g.p(v, "capacity"), 1))


@answer("fresh-mu-15")
def mu_15() -> Answer:
    g = _mu()
    return rows(top(g, g.v["label"], lambda v: g.p(v, "founded"), 1, reverse=False))


def _played(festival: str) -> set[str]:
    return set(_mu().srcs(festival, "played_at"))


@answer("fresh-mu-16")
def mu_16() -> Answer:
    return rows(_played("Ironworks Weekender") & _played("Harbourlights"))


@answer("fresh-mu-17")
def mu_17() -> Answer:
    return rows(_played("Midnight Prairie") & _played("Velvet Sundown"))


@answer("fresh-mu-18")
def mu_18() -> Answer:
    g = _mu()
    return rows({lab for album in g.dsts("Bex Anand", "produced") for lab in g.dsts(album, "issued_by")})


@answer("fresh-mu-19")
def mu_19() -> Answer:
    g = _mu()
    return rows({a for album in g.dsts("Stefan Kroll", "produced") for a in g.srcs(album, "recorded")})


@answer("fresh-mu-20")
def mu_20() -> Answer:
    g = _mu()
    return rows({f for a in g.srcs("Neon Orchard", "signed_with") for f in g.dsts(a, "played_at")})


@answer("fresh-mu-21")
def mu_21() -> Answer:
    return one(len(_mu().srcs("Parallax", "issued_by")))


@answer("fresh-mu-22")
def mu_22() -> Answer:
    return one(len(_mu().where("artist", lambda p: p["genre"] == "jazz")))


@answer("fresh-mu-23")
def mu_23() -> Answer:
    g = _mu()
    return one(sum(len(g.out(a, "played_at")) for a in g.srcs("Neon Orchard", "signed_with")))


@answer("fresh-mu-24")
def mu_24() -> Answer:
    g = _mu()
    played = {e.src for e in g.e["played_at"]}
    return rows(a for a in g.v["artist"] if a not in played)


@answer("fresh-mu-25")
def mu_25() -> Answer:
    g = _mu()
    signed = {e.src for e in g.e["signed_with"]}
    return rows({e.src for e in g.e["recorded"]} - signed)


@answer("fresh-mu-26")
def mu_26() -> Answer:
    g = _mu()
    stages: dict[str, set[object]] = defaultdict(set)
    for e in g.e["played_at"]:
        stages[e.src].add(e.props["stage"])
    return rows(a for a, s in stages.items() if "main" not in s)


@answer("fresh-mu-27")
def mu_27() -> Answer:
    return kit.shortest(_mu(), "Saoirse Lane", "The Paper Kites of Ennis", _mu().e, "both")


@answer("fresh-mu-28")
def mu_28() -> Answer:
    return one(kit.hops(_mu(), "Tidal Engines", "Fenna Dijk", ["collaborated_with"]))


@answer("fresh-mu-29")
def mu_29() -> Answer:
    return kit.shortest(_mu(), "Juniper Vale", "Odette Marchal", ["collaborated_with"])


@answer("fresh-mu-30")
def mu_30() -> Answer:
    g = _mu()
    return rows(top(g, ["Lumen Drift", "Tidal Engines"], lambda v: g.p(v, "formed"), 1, reverse=False))


@answer("fresh-mu-31")
def mu_31() -> Answer:
    return rows((a, _mu().p(a, "tracks")) for a in ["Fieldnotes", "Undertow", "Gilt"])


@answer("fresh-mu-32")
def mu_32() -> Answer:
    return rows((a, _mu().p(a, "country")) for a in ["Maeve Dorran", "Wren Holloway"])


@answer("fresh-mu-33")
def mu_33() -> Answer:
    return rows(group_count(e.dst for e in _mu().e["signed_with"]))


@answer("fresh-mu-34")
def mu_34() -> Answer:
    return rows(group_count(p["genre"] for p in _mu().v["artist"].values()))


@answer("fresh-mu-35")
def mu_35() -> Answer:
    return rows(group_count(e.dst for e in _mu().e["played_at"]))


@answer("fresh-mu-36")
def mu_36() -> Answer:
    return kit.neighbourhood(_mu(), "Kai Brandt")


@answer("fresh-mu-37")
def mu_37() -> Answer:
    return kit.neighbourhood(_mu(), "Neon Orchard")


# --------------------------------------------------------------------------- farm (Chinese names, opaque ids)

FA = "farm"


def _fa() -> Graph:
    return graph(FA)


def _id(tag: str, name: str) -> str:
    return _fa().find(tag, name)


def _of_tag(vids: Iterable[str], tag: str) -> list[str]:
    return [v for v in vids if v in _fa().v[tag]]


@answer("fresh-fa-01")
def fa_01() -> Answer:
    return rows(names(_fa(), _fa().dsts(_id("farm", "绿源蔬菜基地"), "grows")))


@answer("fresh-fa-02")
def fa_02() -> Answer:
    return rows(names(_fa(), _fa().dsts(_id("farm", "阳光果园"), "ships_to")))


@answer("fresh-fa-03")
def fa_03() -> Answer:
    return rows(names(_fa(), _fa().srcs(_id("crop", "大米"), "grows")))


@answer("fresh-fa-04")
def fa_04() -> Answer:
    return rows(names(_fa(), _fa().srcs(_id("crop", "草莓"), "sells")))


@answer("fresh-fa-05")
def fa_05() -> Answer:
    return rows(names(_fa(), _fa().srcs(_id("market", "天猫生鲜"), "delivers")))


@answer("fresh-fa-06")
def fa_06() -> Answer:
    return one(_fa().p(_id("farm", "洱海生态农场"), "area"))


@answer("fresh-fa-07")
def fa_07() -> Answer:
    return one(_fa().p(_id("market", "冰城大卖场"), "opened"))


@answer("fresh-fa-08")
def fa_08() -> Answer:
    return rows(names(_fa(), _fa().where("warehouse", lambda p: p["capacity"] > 40000)))  # type: ignore[operator]


@answer("fresh-fa-09")
def fa_09() -> Answer:
    g = _fa()
    return rows(names(g, g.where("farm", lambda p: p["kind"] == "有机" and p["founded"] < 1980)))  # type: ignore[operator]


@answer("fresh-fa-10")
def fa_10() -> Answer:
    g = _fa()
    return rows(names(g, [e.src for e in g.inn(_id("crop", "番茄"), "grows") if e.props["area"] > 800]))  # type: ignore[operator]


@answer("fresh-fa-11")
def fa_11() -> Answer:
    return one(sum(e.props["tons"] for e in _fa().inn(_id("warehouse", "昆明冷链中心"), "ships_to")))  # type: ignore[misc]


@answer("fresh-fa-12")
def fa_12() -> Answer:
    g = _fa()
    areas = [g.p(f, "area") for f in g.where("farm", lambda p: p["kind"] == "有机")]
    return one(sum(areas) / len(areas))  # type: ignore[arg-type]


@answer("fresh-fa-13")
def fa_13() -> Answer:
    g = _fa()
    return rows(names(g, top(g, g.v["farm"], lambda v: g.p(v, "area"), 3)), ordered=True)


@answer("fresh-fa-14")
def fa_14() -> Answer:
    g = _fa()
    return rows(names(g, top(g, g.v["market"], lambda v: g.p(v, "opened"), 1)))


@answer("fresh-fa-15")
def fa_15() -> Answer:
    g = _fa()
    return rows(names(g, top(g, g.v["warehouse"], lambda v: g.p(v, "capacity"), 2)), ordered=True)


@answer("fresh-fa-16")
def fa_16() -> Answer:
    g = _fa()
    both = set(g.srcs(_id("crop", "番茄"), "sells")) & set(g.srcs(_id("crop", "草莓"), "sells"))
    return rows(names(g, both))


@answer("fresh-fa-17")
def fa_17() -> Answer:
    g = _fa()
    a, b = (set(g.srcs(_id("warehouse", w), "ships_to")) for w in ("寿光蔬菜物流园", "上海浦东冷库"))
    return rows(names(g, a & b))


@answer("fresh-fa-18")
def fa_18() -> Answer:
    g = _fa()
    return rows(
        names(g, {f for w in g.srcs(_id("market", "叮咚买菜"), "delivers") for f in g.srcs(w, "ships_to")})
    )


@answer("fresh-fa-19")
def fa_19() -> Answer:
    g = _fa()
    return rows(
        names(
            g,
            {c for m in g.dsts(_id("warehouse", "赣州果品仓"), "delivers") for c in g.dsts(m, "located_in")},
        )
    )


@answer("fresh-fa-20")
def fa_20() -> Answer:
    g = _fa()
    cities = g.where("city", lambda p: p["province"] == "江西")
    farms = {f for c in cities for f in _of_tag(g.srcs(c, "located_in"), "farm")}
    return rows(names(g, {x for f in farms for x in g.dsts(f, "grows")}))


@answer("fresh-fa-21")
def fa_21() -> Answer:
    return one(len(_of_tag(_fa().srcs(_id("city", "寿光"), "located_in"), "farm")))


@answer("fresh-fa-22")
def fa_22() -> Answer:
    return one(len(_fa().where("crop", lambda p: p["category"] == "蔬菜")))


@answer("fresh-fa-23")
def fa_23() -> Answer:
    g = _fa()
    return one(sum(1 for e in g.e["ships_to"] if g.p(e.dst, "cold") is True))


@answer("fresh-fa-24")
def fa_24() -> Answer:
    return rows(names(_fa(), _fa().where("warehouse", lambda p: p["cold"] is False)))


@answer("fresh-fa-25")
def fa_25() -> Answer:
    g = _fa()
    sold = {e.dst for e in g.e["sells"]}
    return rows(names(g, [c for c in g.v["crop"] if c not in sold]))


@answer("fresh-fa-26")
def fa_26() -> Answer:
    g = _fa()
    to_cold = {e.src for e in g.e["ships_to"] if g.p(e.dst, "cold") is True}
    return rows(names(g, [f for f in g.v["farm"] if f not in to_cold]))


@answer("fresh-fa-27")
def fa_27() -> Answer:
    return kit.shortest(_fa(), _id("farm", "苍山茶园"), _id("market", "春城农贸市场"), _fa().e, "both")


@answer("fresh-fa-28")
def fa_28() -> Answer:
    return one(kit.hops(_fa(), _id("farm", "沪郊绿色农庄"), _id("farm", "春晓家庭农场"), ["cooperates_with"]))


@answer("fresh-fa-29")
def fa_29() -> Answer:
    return kit.shortest(_fa(), _id("farm", "红土地果蔬"), _id("farm", "云岭咖啡庄园"), ["cooperates_with"])


@answer("fresh-fa-30")
def fa_30() -> Answer:
    g = _fa()
    pair = [_id("farm", "金穗农场"), _id("farm", "稻香村农场")]
    return rows(names(g, top(g, pair, lambda v: g.p(v, "founded"), 1, reverse=False)))


@answer("fresh-fa-31")
def fa_31() -> Answer:
    return rows((c, _fa().p(_id("crop", c), "season")) for c in ["脐橙", "蓝莓", "樱桃"])


@answer("fresh-fa-32")
def fa_32() -> Answer:
    return rows((w, _fa().p(_id("warehouse", w), "capacity")) for w in ["五常稻米仓", "哈尔滨粮库"])


@answer("fresh-fa-33")
def fa_33() -> Answer:
    g = _fa()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_in"] if e.src in g.v["market"]))


@answer("fresh-fa-34")
def fa_34() -> Answer:
    g = _fa()
    return rows(group_count(g.p(e.dst, "province") for e in g.e["located_in"] if e.src in g.v["farm"]))


@answer("fresh-fa-35")
def fa_35() -> Answer:
    return rows(group_count(p["kind"] for p in _fa().v["market"].values()))


@answer("fresh-fa-36")
def fa_36() -> Answer:
    return kit.neighbourhood(_fa(), _id("warehouse", "五常稻米仓"))


@answer("fresh-fa-37")
def fa_37() -> Answer:
    return kit.neighbourhood(_fa(), _id("market", "叮咚买菜"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
