"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh2/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import Answer, Elements, Graph, OracleSet, group_count, names, one, rows, top  # noqa: E402, F401 (Elements, one, rows: the test reads them)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


# --------------------------------------------------------------------------- museum (opaque ids; artworks and exhibitions by title)

MS = "museum"


def _ms() -> Graph:
    return graph(MS)


def _ms_id(tag: str, name: str) -> str:
    return _ms().find(tag, name, "title" if tag in ("artwork", "exhibition") else "name")


def _titles(vids: Iterable[str]) -> list[object]:
    return names(_ms(), vids, "title")


@answer("fresh2-ms-01")
def ms_01() -> Answer:
    return rows(_titles(_ms().dsts(_ms_id("artist", "Thomas Wren"), "made")))


@answer("fresh2-ms-02")
def ms_02() -> Answer:
    return rows(names(_ms(), _ms().dsts(_ms_id("exhibition", "Streets Without Names"), "hosted_by")))


@answer("fresh2-ms-03")
def ms_03() -> Answer:
    return rows(names(_ms(), _ms().srcs(_ms_id("artwork", "Red Horse"), "made")))


@answer("fresh2-ms-04")
def ms_04() -> Answer:
    return rows(names(_ms(), _ms().srcs(_ms_id("museum", "Adria Modern"), "employed_by")))


@answer("fresh2-ms-05")
def ms_05() -> Answer:
    return rows(_titles(_ms().srcs(_ms_id("museum", "Castellane Gallery"), "held_by")))


@answer("fresh2-ms-06")
def ms_06() -> Answer:
    return one(_ms().p(_ms_id("artwork", "Golden Harbour"), "year"))


@answer("fresh2-ms-07")
def ms_07() -> Answer:
    return one(_ms().p(_ms_id("exhibition", "Faces of a Century"), "visitors"))


@answer("fresh2-ms-08")
def ms_08() -> Answer:
    return rows(_titles(_ms().where("artwork", lambda p: p["value"] > 45)))  # type: ignore[operator]


@answer("fresh2-ms-09")
def ms_09() -> Answer:
    g = _ms()
    return rows(
        names(
            g, g.where("artist", lambda p: p["nationality"] == "French" and p["movement"] == "impressionism")
        )
    )


@answer("fresh2-ms-10")
def ms_10() -> Answer:
    g = _ms()
    owned = g.srcs(_ms_id("museum", "The Quarry Collection"), "held_by")
    return rows(_titles(w for w in owned if g.p(w, "medium") == "sculpture" and g.p(w, "on_display") is True))


@answer("fresh2-ms-11")
def ms_11() -> Answer:
    g = _ms()
    return one(sum(g.p(w, "value") for w in g.dsts(_ms_id("artist", "Margaret Pell"), "made")))  # type: ignore[misc]


@answer("fresh2-ms-12")
def ms_12() -> Answer:
    g = _ms()
    seen = [g.p(e, "visitors") for e in g.srcs(_ms_id("museum", "Adria Modern"), "hosted_by")]
    return one(sum(seen) / len(seen))  # type: ignore[arg-type]


@answer("fresh2-ms-13")
def ms_13() -> Answer:
    g = _ms()
    return rows(_titles(top(g, g.v["exhibition"], lambda v: g.p(v, "visitors"), 3)), ordered=True)


@answer("fresh2-ms-14")
def ms_14() -> Answer:
    g = _ms()
    return rows(_titles(top(g, g.v["artwork"], lambda v: g.p(v, "value"), 1)), ordered=True)


@answer("fresh2-ms-15")
def ms_15() -> Answer:
    g = _ms()
    return rows(names(g, top(g, g.v["museum"], lambda v: g.p(v, "founded"), 2, reverse=False)), ordered=True)


@answer("fresh2-ms-16")
def ms_16() -> Answer:
    g = _ms()
    a = set(g.srcs(_ms_id("exhibition", "Light of the North"), "shown_in"))
    b = set(g.srcs(_ms_id("exhibition", "The Impressionist Eye"), "shown_in"))
    return rows(_titles(a & b))


@answer("fresh2-ms-17")
def ms_17() -> Answer:
    g = _ms()
    a = set(g.srcs(_ms_id("exhibition", "The Impressionist Eye"), "curated"))
    b = set(g.srcs(_ms_id("exhibition", "Cubism Reconsidered"), "curated"))
    return rows(names(g, a & b))


@answer("fresh2-ms-18")
def ms_18() -> Answer:
    g = _ms()
    return rows(
        names(g, {m for w in g.dsts(_ms_id("artist", "Lucien Marot"), "made") for m in g.dsts(w, "held_by")})
    )


@answer("fresh2-ms-19")
def ms_19() -> Answer:
    g = _ms()
    return rows(
        _titles(
            {x for w in g.dsts(_ms_id("artist", "Edith Caldwell"), "made") for x in g.dsts(w, "shown_in")}
        )
    )


@answer("fresh2-ms-20")
def ms_20() -> Answer:
    g = _ms()
    curators = g.srcs(_ms_id("exhibition", "Faces of a Century"), "curated")
    return rows(names(g, {m for c in curators for m in g.dsts(c, "employed_by")}))


@answer("fresh2-ms-21")
def ms_21() -> Answer:
    return one(len(_ms().srcs(_ms_id("museum", "Ruskin Hall"), "held_by")))


@answer("fresh2-ms-22")
def ms_22() -> Answer:
    return one(len(_ms().where("artwork", lambda p: p["medium"] == "photograph")))


@answer("fresh2-ms-23")
def ms_23() -> Answer:
    g = _ms()
    return one(sum(len(g.out(w, "shown_in")) for w in g.dsts(_ms_id("artist", "Paul Girardot"), "made")))


@answer("fresh2-ms-24")
def ms_24() -> Answer:
    g = _ms()
    busy = {e.src for e in g.e["curated"]}
    return rows(names(g, [c for c in g.v["curator"] if c not in busy]))


@answer("fresh2-ms-25")
def ms_25() -> Answer:
    g = _ms()
    shown = {e.src for e in g.e["shown_in"]}
    return rows(_titles(w for w in g.v["artwork"] if w not in shown))


@answer("fresh2-ms-26")
def ms_26() -> Answer:
    g = _ms()
    with_oil = {e.dst for e in g.e["held_by"] if g.p(e.src, "medium") == "oil"}
    return rows(names(g, [m for m in g.v["museum"] if m not in with_oil]))


@answer("fresh2-ms-27")
def ms_27() -> Answer:
    return one(
        kit.hops(_ms(), _ms_id("artist", "Camille Verdier"), _ms_id("artist", "Felix Amundsen"), ["taught"])
    )


@answer("fresh2-ms-28")
def ms_28() -> Answer:
    return kit.shortest(
        _ms(), _ms_id("artist", "Edith Caldwell"), _ms_id("artist", "Ida Sørensen"), ["taught"]
    )


@answer("fresh2-ms-29")
def ms_29() -> Answer:
    g = _ms()
    return kit.shortest(
        g, _ms_id("curator", "Sylvie Marchand"), _ms_id("artist", "Nadia Okafor"), g.e, "both"
    )


@answer("fresh2-ms-30")
def ms_30() -> Answer:
    g = _ms()
    pair = [_ms_id("artwork", "Hidden Bridge"), _ms_id("artwork", "Hidden Window")]
    return rows(_titles(top(g, pair, lambda v: g.p(v, "year"), 1, reverse=False)))


@answer("fresh2-ms-31")
def ms_31() -> Answer:
    return rows(
        (t, _ms().p(_ms_id("artwork", t), "year")) for t in ["Red Tower", "Pale Mill", "Winter Garden"]
    )


@answer("fresh2-ms-32")
def ms_32() -> Answer:
    return rows(
        (n, _ms().p(_ms_id("artist", n), "nationality")) for n in ["Ingrid Solberg", "Tove Lindqvist"]
    )


@answer("fresh2-ms-33")
def ms_33() -> Answer:
    g = _ms()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["held_by"]))


@answer("fresh2-ms-34")
def ms_34() -> Answer:
    return rows(group_count(p["movement"] for p in _ms().v["artist"].values()))


@answer("fresh2-ms-35")
def ms_35() -> Answer:
    g = _ms()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["hosted_by"]))


@answer("fresh2-ms-36")
def ms_36() -> Answer:
    return kit.neighbourhood(_ms(), _ms_id("curator", "Kari Nilsen"))


@answer("fresh2-ms-37")
def ms_37() -> Answer:
    return kit.neighbourhood(_ms(), _ms_id("exhibition", "Dreams and Machines"))


# --------------------------------------------------------------------------- packages (the vids are the names)

PK = "packages"


def _pk() -> Graph:
    return graph(PK)


@answer("fresh2-pk-01")
def pk_01() -> Answer:
    return rows(_pk().dsts("axle-web", "depends_on"))


@answer("fresh2-pk-02")
def pk_02() -> Answer:
    return rows(_pk().dsts("statebox", "licensed_under"))


@answer("fresh2-pk-03")
def pk_03() -> Answer:
    return rows(_pk().srcs("leafjs", "depends_on"))


@answer("fresh2-pk-04")
def pk_04() -> Answer:
    return rows(_pk().srcs("Business Source License", "licensed_under"))


@answer("fresh2-pk-05")
def pk_05() -> Answer:
    g = _pk()
    return rows(v for v in g.srcs("meshwire", "maintains") if v in g.v["maintainer"])


@answer("fresh2-pk-06")
def pk_06() -> Answer:
    return one(_pk().p("tokio-lite", "stars"))


@answer("fresh2-pk-07")
def pk_07() -> Answer:
    return one(_pk().p("Quarkwise", "founded"))


@answer("fresh2-pk-08")
def pk_08() -> Answer:
    return rows(_pk().where("package", lambda p: p["language"] == "go" and p["downloads"] > 3_000_000))  # type: ignore[operator]


@answer("fresh2-pk-09")
def pk_09() -> Answer:
    return rows(_pk().where("maintainer", lambda p: p["joined"] < 2015 and p["verified"] is False))  # type: ignore[operator]


@answer("fresh2-pk-10")
def pk_10() -> Answer:
    return rows(e.dst for e in _pk().out("mlbench", "depends_on") if e.props["optional"] is True)


@answer("fresh2-pk-11")
def pk_11() -> Answer:
    return one(sum(e.props["amount"] for e in _pk().out("Tern Labs", "sponsors")))  # type: ignore[misc]


@answer("fresh2-pk-12")
def pk_12() -> Answer:
    stars = [p["stars"] for p in _pk().v["package"].values() if p["language"] == "rust"]
    return one(sum(stars) / len(stars))  # type: ignore[arg-type]


@answer("fresh2-pk-13")
def pk_13() -> Answer:
    g = _pk()
    return rows(top(g, g.v["package"], lambda v: g.p(v, "downloads"), 3), ordered=True)


@answer("fresh2-pk-14")
def pk_14() -> Answer:
    g = _pk()
    return rows(top(g, g.v["maintainer"], lambda v: g.p(v, "joined"), 1, reverse=False), ordered=True)


@answer("fresh2-pk-15")
def pk_15() -> Answer:
    g = _pk()
    amount = {e.dst: e.props["amount"] for e in g.out("Civic Code Trust", "sponsors")}
    return rows(top(g, amount, lambda v: amount[v], 2), ordered=True)


@answer("fresh2-pk-16")
def pk_16() -> Answer:
    g = _pk()
    return rows(set(g.srcs("leafjs", "depends_on")) & set(g.srcs("statebox", "depends_on")))


@answer("fresh2-pk-17")
def pk_17() -> Answer:
    g = _pk()
    return rows(set(g.dsts("uma-patel", "maintains")) & set(g.dsts("jonas-berg", "maintains")))


@answer("fresh2-pk-18")
def pk_18() -> Answer:
    g = _pk()
    return rows({lic for p in g.dsts("isla.mcrae", "maintains") for lic in g.dsts(p, "licensed_under")})


@answer("fresh2-pk-19")
def pk_19() -> Answer:
    g = _pk()
    return rows({p for m in g.srcs("Bramble Cloud", "member_of") for p in g.dsts(m, "maintains")})


@answer("fresh2-pk-20")
def pk_20() -> Answer:
    g = _pk()
    return rows({o for d in g.dsts("datalake-cli", "depends_on") for o in g.srcs(d, "sponsors")})


@answer("fresh2-pk-21")
def pk_21() -> Answer:
    return one(len(_pk().dsts("jonas-berg", "maintains")))


@answer("fresh2-pk-22")
def pk_22() -> Answer:
    return one(len(_pk().where("release", lambda p: p["yanked"] is True)))


@answer("fresh2-pk-23")
def pk_23() -> Answer:
    g = _pk()
    return one(
        sum(
            1
            for e in g.e["licensed_under"]
            if g.p(e.src, "language") == "javascript" and g.p(e.dst, "spdx") == "MIT"
        )
    )


@answer("fresh2-pk-24")
def pk_24() -> Answer:
    g = _pk()
    needs = {e.src for e in g.e["depends_on"]}
    return rows(p for p in g.v["package"] if p not in needs)


@answer("fresh2-pk-25")
def pk_25() -> Answer:
    g = _pk()
    members = {e.src for e in g.e["member_of"]}
    return rows(m for m in g.v["maintainer"] if m not in members)


@answer("fresh2-pk-26")
def pk_26() -> Answer:
    g = _pk()
    by_org = {e.dst for e in g.e["maintains"] if e.src in g.v["organisation"]}
    return rows(by_org - {e.dst for e in g.e["sponsors"]})


@answer("fresh2-pk-27")
def pk_27() -> Answer:
    return one(kit.hops(_pk(), "cratedb-client", "ferrox", ["depends_on"]))


@answer("fresh2-pk-28")
def pk_28() -> Answer:
    return kit.shortest(_pk(), "mlbench", "corelog", ["depends_on"])


@answer("fresh2-pk-29")
def pk_29() -> Answer:
    return kit.shortest(_pk(), "gaia_r", "kemi-adeyemi", _pk().e, "both")


@answer("fresh2-pk-30")
def pk_30() -> Answer:
    g = _pk()
    return rows(top(g, ["ferrox", "serde-mini"], lambda v: g.p(v, "created"), 1, reverse=False))


@answer("fresh2-pk-31")
def pk_31() -> Answer:
    g = _pk()
    return rows(
        (p, lic) for p in ["httpkit", "restfold", "certbundle"] for lic in g.dsts(p, "licensed_under")
    )


@answer("fresh2-pk-32")
def pk_32() -> Answer:
    return rows((m, _pk().p(m, "joined")) for m in ["chen-yu", "maya-ortiz"])


@answer("fresh2-pk-33")
def pk_33() -> Answer:
    return rows(group_count(p["language"] for p in _pk().v["package"].values()))


@answer("fresh2-pk-34")
def pk_34() -> Answer:
    return rows(group_count(e.dst for e in _pk().e["licensed_under"]))


@answer("fresh2-pk-35")
def pk_35() -> Answer:
    return rows(group_count(e.dst for e in _pk().e["member_of"]))


@answer("fresh2-pk-36")
def pk_36() -> Answer:
    return kit.neighbourhood(_pk(), "gopher-kv")


@answer("fresh2-pk-37")
def pk_37() -> Answer:
    return kit.neighbourhood(_pk(), "Quarkwise")


# --------------------------------------------------------------------------- theatre (Chinese names, opaque ids; plays by title)

TH = "theatre"


def _th() -> Graph:
    return graph(TH)


def _th_id(tag: str, name: str) -> str:
    return _th().find(tag, name, "title" if tag == "play" else "name")


def _plays(vids: Iterable[str]) -> list[object]:
    return names(_th(), vids, "title")


def _venues_in(city: str) -> list[str]:
    g = _th()
    return [v for v in g.srcs(_th_id("city", city), "located_in") if v in g.v["venue"]]


@answer("fresh2-th-01")
def th_01() -> Answer:
    return rows(_plays(_th().dsts(_th_id("troupe", "西子越剧团"), "staged")))


@answer("fresh2-th-02")
def th_02() -> Answer:
    return rows(_plays(_th().dsts(_th_id("actor", "何冰雁"), "acted_in")))


@answer("fresh2-th-03")
def th_03() -> Answer:
    return rows(names(_th(), _th().srcs(_th_id("play", "锁麟囊"), "staged")))


@answer("fresh2-th-04")
def th_04() -> Answer:
    return rows(names(_th(), _th().srcs(_th_id("play", "星河列车"), "acted_in")))


@answer("fresh2-th-05")
def th_05() -> Answer:
    return rows(names(_th(), _venues_in("北京")))


@answer("fresh2-th-06")
def th_06() -> Answer:
    return one(_th().p(_th_id("play", "牡丹亭"), "length_min"))


@answer("fresh2-th-07")
def th_07() -> Answer:
    return one(_th().p(_th_id("venue", "金陵大剧院"), "seats"))


@answer("fresh2-th-08")
def th_08() -> Answer:
    g = _th()
    return rows(names(g, g.where("actor", lambda p: p["gender"] == "女" and p["born"] > 1990)))  # type: ignore[operator]


@answer("fresh2-th-09")
def th_09() -> Answer:
    g = _th()
    return rows(names(g, g.where("venue", lambda p: p["seats"] > 1400)))  # type: ignore[operator]


@answer("fresh2-th-10")
def th_10() -> Answer:
    g = _th()
    shows = g.inn(_th_id("venue", "申城大剧院"), "performed_at")
    return rows(_plays(e.src for e in shows if e.props["shows"] > 50))  # type: ignore[operator]


@answer("fresh2-th-11")
def th_11() -> Answer:
    return one(sum(e.props["shows"] for e in _th().out(_th_id("play", "老城茶馆"), "performed_at")))  # type: ignore[misc]


@answer("fresh2-th-12")
def th_12() -> Answer:
    minutes = [p["length_min"] for p in _th().v["play"].values() if p["genre"] == "京剧"]
    return one(sum(minutes) / len(minutes))  # type: ignore[arg-type]


@answer("fresh2-th-13")
def th_13() -> Answer:
    g = _th()
    return rows(names(g, top(g, g.v["venue"], lambda v: g.p(v, "seats"), 1)), ordered=True)


@answer("fresh2-th-14")
def th_14() -> Answer:
    g = _th()
    return rows(names(g, top(g, g.v["troupe"], lambda v: g.p(v, "founded"), 3, reverse=False)), ordered=True)


@answer("fresh2-th-15")
def th_15() -> Answer:
    g = _th()
    return rows(names(g, top(g, g.v["actor"], lambda v: g.p(v, "born"), 1, reverse=False)), ordered=True)


@answer("fresh2-th-16")
def th_16() -> Answer:
    g = _th()
    a = set(g.srcs(_th_id("play", "胡同深处"), "acted_in"))
    return rows(names(g, a & set(g.srcs(_th_id("play", "老城茶馆"), "acted_in"))))


@answer("fresh2-th-17")
def th_17() -> Answer:
    g = _th()
    a = set(g.dsts(_th_id("play", "梁祝"), "performed_at"))
    return rows(names(g, a & set(g.dsts(_th_id("play", "红楼梦"), "performed_at"))))


@answer("fresh2-th-18")
def th_18() -> Answer:
    g = _th()
    return rows(
        names(
            g, {v for p in g.dsts(_th_id("actor", "林小雨"), "acted_in") for v in g.dsts(p, "performed_at")}
        )
    )


@answer("fresh2-th-19")
def th_19() -> Answer:
    g = _th()
    plays = g.srcs(_th_id("venue", "金陵大剧院"), "performed_at")
    return rows(names(g, {t for p in plays for t in g.srcs(p, "staged")}))


@answer("fresh2-th-20")
def th_20() -> Answer:
    g = _th()
    return rows(
        _plays({p for s in g.dsts(_th_id("actor", "马连生"), "mentored") for p in g.dsts(s, "acted_in")})
    )


@answer("fresh2-th-21")
def th_21() -> Answer:
    return one(len(_th().srcs(_th_id("troupe", "春申京剧团"), "member_of")))


@answer("fresh2-th-22")
def th_22() -> Answer:
    return one(len(_th().where("play", lambda p: p["genre"] == "儿童剧")))


@answer("fresh2-th-23")
def th_23() -> Answer:
    return one(len(_venues_in("上海")))


@answer("fresh2-th-24")
def th_24() -> Answer:
    g = _th()
    cast = {e.src for e in g.e["acted_in"]}
    return rows(names(g, [a for a in g.v["actor"] if a not in cast]))


@answer("fresh2-th-25")
def th_25() -> Answer:
    g = _th()
    members = {e.src for e in g.e["member_of"]}
    return rows(names(g, [a for a in g.v["actor"] if a not in members]))


@answer("fresh2-th-26")
def th_26() -> Answer:
    g = _th()
    opera = {e.dst for e in g.e["performed_at"] if g.p(e.src, "genre") == "京剧"}
    return rows(names(g, [v for v in g.v["venue"] if v not in opera]))


@answer("fresh2-th-27")
def th_27() -> Answer:
    return one(kit.hops(_th(), _th_id("actor", "赵建国"), _th_id("actor", "周航"), ["mentored"]))


@answer("fresh2-th-28")
def th_28() -> Answer:
    return kit.shortest(_th(), _th_id("actor", "袁素琴"), _th_id("actor", "茅小舟"), ["mentored"])


@answer("fresh2-th-29")
def th_29() -> Answer:
    return kit.shortest(_th(), _th_id("actor", "高远"), _th_id("actor", "顾子轩"), _th().e, "both")


@answer("fresh2-th-30")
def th_30() -> Answer:
    g = _th()
    pair = [_th_id("actor", "程秋雁"), _th_id("actor", "范清芷")]
    return rows(names(g, top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh2-th-31")
def th_31() -> Answer:
    return rows((t, _th().p(_th_id("play", t), "premiere")) for t in ["梁祝", "牡丹亭", "定军山"])


@answer("fresh2-th-32")
def th_32() -> Answer:
    g = _th()
    return rows(
        (v, g.p(c, "name"))
        for v in ["兰亭戏台", "津门大戏院"]
        for c in g.dsts(_th_id("venue", v), "located_in")
    )


@answer("fresh2-th-33")
def th_33() -> Answer:
    g = _th()
    return rows(group_count(g.p(e.src, "name") for e in g.e["staged"]))


@answer("fresh2-th-34")
def th_34() -> Answer:
    return rows(group_count(p["rank"] for p in _th().v["actor"].values()))


@answer("fresh2-th-35")
def th_35() -> Answer:
    g = _th()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_in"] if e.src in g.v["venue"]))


@answer("fresh2-th-36")
def th_36() -> Answer:
    return kit.neighbourhood(_th(), _th_id("troupe", "兰苑昆剧团"))


@answer("fresh2-th-37")
def th_37() -> Answer:
    return kit.neighbourhood(_th(), _th_id("venue", "沧浪亭昆曲馆"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
