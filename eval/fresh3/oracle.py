"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh3/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- cycling (opaque ids; races by title, stages by label, sponsors by brand)

#: the display property of each cycling tag
CY_DISPLAY = {"team": "name", "rider": "name", "race": "title", "stage": "label", "sponsor": "brand"}


def _cy() -> Graph:
    return graph("cycling")


def _cy_id(tag: str, shown: str) -> str:
    return _cy().find(tag, shown, CY_DISPLAY[tag])


def _cy_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_cy(), vids, CY_DISPLAY[tag])


@answer("fresh3-cy-01")
def cy_01() -> Answer:
    return rows(_cy_shown("team", _cy().dsts(_cy_id("rider", "Erik Lindahl"), "rides_for")))


@answer("fresh3-cy-02")
def cy_02() -> Answer:
    g = _cy()
    return rows(
        _cy_shown(
            "team", [t for t in g.dsts(_cy_id("sponsor", "Lumo Energy"), "sponsors") if t in g.v["team"]]
        )
    )


@answer("fresh3-cy-03")
def cy_03() -> Answer:
    return rows(_cy_shown("rider", _cy().srcs(_cy_id("stage", "Tour des Vosges stage 3"), "won")))


@answer("fresh3-cy-04")
def cy_04() -> Answer:
    return rows(_cy_shown("rider", _cy().srcs(_cy_id("team", "Basalt Racing"), "rides_for")))


@answer("fresh3-cy-05")
def cy_05() -> Answer:
    return rows(_cy_shown("sponsor", _cy().srcs(_cy_id("race", "Tour of the Fjords"), "sponsors")))


@answer("fresh3-cy-06")
def cy_06() -> Answer:
    return one(_cy().p(_cy_id("team", "Kestrel-Orbe"), "code"))


@answer("fresh3-cy-07")
def cy_07() -> Answer:
    return one(_cy().p(_cy_id("stage", "Giro delle Dolomiti stage 5"), "distance_km"))


@answer("fresh3-cy-08")
def cy_08() -> Answer:
    hits = _cy().where("stage", lambda p: p["profile"] == "mountain" and p["distance_km"] > 190)  # type: ignore[operator]
    return rows(_cy_shown("stage", hits))


@answer("fresh3-cy-09")
def cy_09() -> Answer:
    hits = _cy().where("rider", lambda p: p["nationality"] == "Spanish" and p["speciality"] == "climber")
    return rows(_cy_shown("rider", hits))


@answer("fresh3-cy-10")
def cy_10() -> Answer:
    race = _cy_id("race", "Tour des Vosges")
    return rows(_cy_shown("rider", [e.src for e in _cy().inn(race, "rode") if e.props["finished"] is False]))


@answer("fresh3-cy-11")
def cy_11() -> Answer:
    return one(sum(e.props["amount"] for e in _cy().out(_cy_id("sponsor", "Lumo Energy"), "sponsors")))  # type: ignore[misc]


@answer("fresh3-cy-12")
def cy_12() -> Answer:
    g = _cy()
    stages = g.srcs(_cy_id("race", "Alpen Rundfahrt"), "part_of")
    return one(sum(g.p(s, "distance_km") for s in stages))  # type: ignore[misc]


@answer("fresh3-cy-13")
def cy_13() -> Answer:
    g = _cy()
    return rows(
        _cy_shown("rider", top(g, g.v["rider"], lambda v: g.p(v, "born"), 2, reverse=False)), ordered=True
    )


@answer("fresh3-cy-14")
def cy_14() -> Answer:
    g = _cy()
    return rows(_cy_shown("stage", top(g, g.v["stage"], lambda v: g.p(v, "distance_km"), 3)), ordered=True)


@answer("fresh3-cy-15")
def cy_15() -> Answer:
    g = _cy()
    return rows(
        _cy_shown("team", top(g, g.v["team"], lambda v: g.p(v, "founded"), 1, reverse=False)), ordered=True
    )


@answer("fresh3-cy-16")
def cy_16() -> Answer:
    g = _cy()
    a = set(g.srcs(_cy_id("race", "Tour des Vosges"), "rode"))
    b = set(g.srcs(_cy_id("race", "Giro delle Dolomiti"), "rode"))
    return rows(_cy_shown("rider", a & b))


@answer("fresh3-cy-17")
def cy_17() -> Answer:
    g = _cy()
    a = set(g.srcs(_cy_id("team", "Norrland Pro"), "sponsors"))
    b = set(g.srcs(_cy_id("race", "Tour of the Fjords"), "sponsors"))
    return rows(_cy_shown("sponsor", a & b))


@answer("fresh3-cy-18")
def cy_18() -> Answer:
    g = _cy()
    riders = g.srcs(_cy_id("team", "Basalt Racing"), "rides_for")
    return rows(_cy_shown("race", {race for r in riders for race in g.dsts(r, "rode")}))


@answer("fresh3-cy-19")
def cy_19() -> Answer:
    g = _cy()
    stages = g.dsts(_cy_id("rider", "Andrea Ferri"), "won")
    return rows(_cy_shown("race", {race for s in stages for race in g.dsts(s, "part_of")}))


@answer("fresh3-cy-20")
def cy_20() -> Answer:
    g = _cy()
    teams = g.dsts(_cy_id("rider", "Pablo Ortega"), "rides_for")
    return rows(_cy_shown("sponsor", {s for t in teams for s in g.srcs(t, "sponsors")}))


@answer("fresh3-cy-21")
def cy_21() -> Answer:
    return one(len(_cy().out(_cy_id("rider", "Sander Holm"), "won")))


@answer("fresh3-cy-22")
def cy_22() -> Answer:
    return one(len(_cy().where("stage", lambda p: p["profile"] == "mountain")))


@answer("fresh3-cy-23")
def cy_23() -> Answer:
    g = _cy()
    riders = g.srcs(_cy_id("team", "Monte Aurel"), "rides_for")
    return one(sum(len(g.out(r, "won")) for r in riders))


@answer("fresh3-cy-24")
def cy_24() -> Answer:
    g = _cy()
    winners = {e.src for e in g.e["won"]}
    riders = g.srcs(_cy_id("team", "Ridgeline CT"), "rides_for")
    return rows(_cy_shown("rider", [r for r in riders if r not in winners]))


@answer("fresh3-cy-25")
def cy_25() -> Answer:
    g = _cy()
    signed = {e.src for e in g.e["rides_for"]}
    return rows(_cy_shown("rider", [r for r in g.v["rider"] if r not in signed]))


@answer("fresh3-cy-26")
def cy_26() -> Answer:
    g = _cy()
    backs_race = {e.src for e in g.e["sponsors"] if e.dst in g.v["race"]}
    backs_team = {e.src for e in g.e["sponsors"] if e.dst in g.v["team"]}
    return rows(_cy_shown("sponsor", backs_race - backs_team))


@answer("fresh3-cy-27")
def cy_27() -> Answer:
    return one(
        kit.hops(_cy(), _cy_id("rider", "Loïc Perrin"), _cy_id("rider", "Bastien Leroux"), ["leads_out"])
    )


@answer("fresh3-cy-28")
def cy_28() -> Answer:
    g = _cy()
    return kit.shortest(g, _cy_id("rider", "Kasper Wiel"), _cy_id("rider", "Connor Hale"), g.e, "both")


@answer("fresh3-cy-29")
def cy_29() -> Answer:
    return kit.shortest(
        _cy(), _cy_id("rider", "Jan De Smedt"), _cy_id("rider", "Wout Verhelst"), ["leads_out"]
    )


@answer("fresh3-cy-30")
def cy_30() -> Answer:
    g = _cy()
    pair = [_cy_id("rider", "Pieter Claes"), _cy_id("rider", "Anders Kvist")]
    return rows(_cy_shown("rider", top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh3-cy-31")
def cy_31() -> Answer:
    return rows(
        (t, _cy().p(_cy_id("team", t), "founded"))
        for t in ["Valmont Cycling", "Norrland Pro", "Basalt Racing"]
    )


@answer("fresh3-cy-32")
def cy_32() -> Answer:
    return rows((r, _cy().p(_cy_id("race", r), "country")) for r in ["Ronde van Kempen", "Kernow Classic"])


@answer("fresh3-cy-33")
def cy_33() -> Answer:
    return rows(group_count(p["nationality"] for p in _cy().v["rider"].values()))


@answer("fresh3-cy-34")
def cy_34() -> Answer:
    g = _cy()
    return rows(group_count(g.p(e.dst, "title") for e in g.e["part_of"]))


@answer("fresh3-cy-35")
def cy_35() -> Answer:
    return rows(group_count(p["profile"] for p in _cy().v["stage"].values()))


@answer("fresh3-cy-36")
def cy_36() -> Answer:
    return kit.neighbourhood(_cy(), _cy_id("sponsor", "Ostra Bank"))


@answer("fresh3-cy-37")
def cy_37() -> Answer:
    return kit.neighbourhood(_cy(), _cy_id("team", "Tidewater Velo"))


# --------------------------------------------------------------------------- orchestra (the vids are the names)


def _or() -> Graph:
    return graph("orchestra")


@answer("fresh3-or-01")
def or_01() -> Answer:
    return rows(_or().dsts("Matteo Greco", "plays"))


@answer("fresh3-or-02")
def or_02() -> Answer:
    return rows(_or().dsts("Aldmoor Spring Series I", "programme"))


@answer("fresh3-or-03")
def or_03() -> Answer:
    return rows(_or().srcs("cello", "plays"))


@answer("fresh3-or-04")
def or_04() -> Answer:
    return rows(_or().srcs("Salt Roads", "wrote"))


@answer("fresh3-or-05")
def or_05() -> Answer:
    return rows(_or().srcs("Harrow Bay Sinfonia", "member_of"))


@answer("fresh3-or-06")
def or_06() -> Answer:
    return one(_or().p("La Mer Grise", "minutes"))


@answer("fresh3-or-07")
def or_07() -> Answer:
    return one(_or().p("Brennmark Debut Night", "attendance"))


@answer("fresh3-or-08")
def or_08() -> Answer:
    return rows(_or().where("work", lambda p: p["genre"] == "concerto" and p["year"] > 2000))  # type: ignore[operator]


@answer("fresh3-or-09")
def or_09() -> Answer:
    return rows(_or().where("composer", lambda p: p["era"] == "romantic"))


@answer("fresh3-or-10")
def or_10() -> Answer:
    return rows(e.src for e in _or().inn("Aldmoor Philharmonic", "member_of") if e.props["principal"] is True)


@answer("fresh3-or-11")
def or_11() -> Answer:
    return one(sum(e.props["fee"] for e in _or().out("Marcel Dufour", "soloist_at")))  # type: ignore[misc]


@answer("fresh3-or-12")
def or_12() -> Answer:
    g = _or()
    seen = [g.p(c, "attendance") for c in g.dsts("Royal Vessen Symphony", "gave")]
    return one(sum(seen) / len(seen))  # type: ignore[arg-type]


@answer("fresh3-or-13")
def or_13() -> Answer:
    g = _or()
    return rows(top(g, g.v["concert"], lambda v: g.p(v, "attendance"), 3, reverse=False), ordered=True)


@answer("fresh3-or-14")
def or_14() -> Answer:
    g = _or()
    symphonies = g.where("work", lambda p: p["genre"] == "symphony")
    return rows(top(g, symphonies, lambda v: g.p(v, "minutes"), 1), ordered=True)


@answer("fresh3-or-15")
def or_15() -> Answer:
    g = _or()
    return rows(top(g, g.v["orchestra"], lambda v: g.p(v, "founded"), 2, reverse=False), ordered=True)


@answer("fresh3-or-16")
def or_16() -> Answer:
    g = _or()
    a = set(g.dsts("Aldmoor New Year Gala 2024", "programme"))
    return rows(a & set(g.dsts("Vessen Sommerkonzert 2025", "programme")))


@answer("fresh3-or-17")
def or_17() -> Answer:
    g = _or()
    return rows(set(g.srcs("violin", "plays")) & set(g.srcs("viola", "plays")))


@answer("fresh3-or-18")
def or_18() -> Answer:
    g = _or()
    return rows({w for c in g.dsts("Harrow Bay Sinfonia", "gave") for w in g.dsts(c, "programme")})


@answer("fresh3-or-19")
def or_19() -> Answer:
    g = _or()
    return rows({c for w in g.dsts("Émile Garnier", "wrote") for c in g.srcs(w, "programme")})


@answer("fresh3-or-20")
def or_20() -> Answer:
    g = _or()
    students = g.srcs("Rafael Montoya", "studied_with")
    return rows({o for s in students for o in g.dsts(s, "member_of")})


@answer("fresh3-or-21")
def or_21() -> Answer:
    g = _or()
    return one(len({e.src for e in g.e["plays"] if g.p(e.dst, "family") == "woodwind"}))


@answer("fresh3-or-22")
def or_22() -> Answer:
    return one(len(_or().out("Aldmoor Philharmonic", "gave")))


@answer("fresh3-or-23")
def or_23() -> Answer:
    return one(len(_or().inn("Mazurka Overture", "programme")))


@answer("fresh3-or-24")
def or_24() -> Answer:
    g = _or()
    played = {e.dst for e in g.e["programme"]}
    return rows(w for w in g.v["work"] if w not in played)


@answer("fresh3-or-25")
def or_25() -> Answer:
    g = _or()
    members = {e.src for e in g.e["member_of"]}
    return rows(m for m in g.v["musician"] if m not in members)


@answer("fresh3-or-26")
def or_26() -> Answer:
    g = _or()
    by_era = {e.dst: g.p(e.src, "era") for e in g.e["wrote"]}
    baroque_players = {
        o
        for o in g.v["orchestra"]
        for c in g.dsts(o, "gave")
        for w in g.dsts(c, "programme")
        if by_era[w] == "baroque"
    }
    return rows(o for o in g.v["orchestra"] if o not in baroque_players)


@answer("fresh3-or-27")
def or_27() -> Answer:
    return one(kit.hops(_or(), "Lukas Brandt", "Friedrich Baumann", ["studied_with"]))


@answer("fresh3-or-28")
def or_28() -> Answer:
    g = _or()
    return kit.shortest(g, "Yuki Tanabe", "Brennmark Youth Orchestra", g.e, "both")


@answer("fresh3-or-29")
def or_29() -> Answer:
    return kit.shortest(_or(), "Emma Jansen", "Rafael Montoya", ["studied_with"])


@answer("fresh3-or-30")
def or_30() -> Answer:
    g = _or()
    return rows(top(g, ["Slate", "Salt Roads"], lambda v: g.p(v, "minutes"), 1))


@answer("fresh3-or-31")
def or_31() -> Answer:
    return rows((m, _or().p(m, "nationality")) for m in ["Gustav Lind", "Dylan Hughes", "Lukas Brandt"])


@answer("fresh3-or-32")
def or_32() -> Answer:
    g = _or()
    return rows((w, c) for w in ["Tidal Overture", "Frost Lines"] for c in g.srcs(w, "wrote"))


@answer("fresh3-or-33")
def or_33() -> Answer:
    return rows(group_count(e.src for e in _or().e["wrote"]))


@answer("fresh3-or-34")
def or_34() -> Answer:
    return rows(group_count(p["era"] for p in _or().v["composer"].values()))


@answer("fresh3-or-35")
def or_35() -> Answer:
    return rows(group_count(e.dst for e in _or().e["member_of"]))


@answer("fresh3-or-36")
def or_36() -> Answer:
    return kit.neighbourhood(_or(), "Viola Concerto 'Terra'")


@answer("fresh3-or-37")
def or_37() -> Answer:
    return kit.neighbourhood(_or(), "Lindqvist Chamber Players")


# --------------------------------------------------------------------------- astronomy (Chinese names, opaque ids)


def _as() -> Graph:
    return graph("astronomy")


def _as_id(tag: str, name: str) -> str:
    return _as().find(tag, name)


def _as_names(vids: Iterable[str]) -> list[object]:
    return names(_as(), vids)


@answer("fresh3-as-01")
def as_01() -> Answer:
    return rows(_as_names(_as().dsts(_as_id("telescope", "青岚一号"), "located_at")))


@answer("fresh3-as-02")
def as_02() -> Answer:
    return rows(_as_names(_as().dsts(_as_id("astronomer", "林蔚"), "member_of")))


@answer("fresh3-as-03")
def as_03() -> Answer:
    return rows(_as_names(_as().srcs(_as_id("observatory", "燕山天文台"), "located_at")))


@answer("fresh3-as-04")
def as_04() -> Answer:
    g = _as()
    finders = g.srcs(_as_id("celestial", "北漠-1b"), "discovered")
    return rows(_as_names(f for f in finders if f in g.v["astronomer"]))


@answer("fresh3-as-05")
def as_05() -> Answer:
    return rows(_as_names(_as().srcs(_as_id("observatory", "雪原天文台"), "works_at")))


@answer("fresh3-as-06")
def as_06() -> Answer:
    return one(_as().p(_as_id("observatory", "云岭天文台"), "altitude"))


@answer("fresh3-as-07")
def as_07() -> Answer:
    return one(_as().p(_as_id("telescope", "燕山射电"), "aperture"))


@answer("fresh3-as-08")
def as_08() -> Answer:
    return rows(_as_names(_as().where("telescope", lambda p: p["kind"] == "光学" and p["aperture"] > 2)))  # type: ignore[operator]


@answer("fresh3-as-09")
def as_09() -> Answer:
    return rows(
        _as_names(_as().where("astronomer", lambda p: p["gender"] == "女" and p["title"] == "研究员"))
    )


@answer("fresh3-as-10")
def as_10() -> Answer:
    return rows(_as_names({e.dst for e in _as().e["discovered"] if e.props["confirmed"] is False}))


@answer("fresh3-as-11")
def as_11() -> Answer:
    return one(sum(e.props["nights"] for e in _as().out(_as_id("survey", "北漠凌星计划"), "uses")))  # type: ignore[misc]


@answer("fresh3-as-12")
def as_12() -> Answer:
    budgets = [p["budget"] for p in _as().v["survey"].values() if p["status"] == "已完成"]
    return one(sum(budgets) / len(budgets))  # type: ignore[arg-type]


@answer("fresh3-as-13")
def as_13() -> Answer:
    g = _as()
    return rows(_as_names(top(g, g.v["telescope"], lambda v: g.p(v, "aperture"), 1)), ordered=True)


@answer("fresh3-as-14")
def as_14() -> Answer:
    g = _as()
    return rows(
        _as_names(top(g, g.v["observatory"], lambda v: g.p(v, "founded"), 2, reverse=False)), ordered=True
    )


@answer("fresh3-as-15")
def as_15() -> Answer:
    g = _as()
    return rows(
        _as_names(top(g, g.v["celestial"], lambda v: g.p(v, "distance_ly"), 3, reverse=False)), ordered=True
    )


@answer("fresh3-as-16")
def as_16() -> Answer:
    g = _as()
    a = set(g.srcs(_as_id("telescope", "燕山二米"), "uses"))
    return rows(_as_names(a & set(g.srcs(_as_id("telescope", "东海巡天镜"), "uses"))))


@answer("fresh3-as-17")
def as_17() -> Answer:
    g = _as()
    a = set(g.dsts(_as_id("survey", "雪原红外普查"), "targets"))
    return rows(_as_names(a & set(g.dsts(_as_id("survey", "恒星形成区射电观测"), "targets"))))


@answer("fresh3-as-18")
def as_18() -> Answer:
    g = _as()
    students = g.dsts(_as_id("astronomer", "李星河"), "supervised")
    return rows(_as_names({s for x in students for s in g.dsts(x, "member_of")}))


@answer("fresh3-as-19")
def as_19() -> Answer:
    g = _as()
    scopes = g.dsts(_as_id("survey", "银河系外行星巡天"), "uses")
    return rows(_as_names({o for t in scopes for o in g.dsts(t, "located_at")}))


@answer("fresh3-as-20")
def as_20() -> Answer:
    g = _as()
    staff = g.srcs(_as_id("observatory", "燕山天文台"), "works_at")
    return rows(_as_names({s for a in staff for s in g.dsts(a, "member_of")}))


@answer("fresh3-as-21")
def as_21() -> Answer:
    return one(len(_as().where("telescope", lambda p: p["kind"] == "射电")))


@answer("fresh3-as-22")
def as_22() -> Answer:
    return one(len(_as().srcs(_as_id("survey", "恒星形成区射电观测"), "member_of")))


@answer("fresh3-as-23")
def as_23() -> Answer:
    return one(len(_as().inn(_as_id("telescope", "东海巡天镜"), "uses")))


@answer("fresh3-as-24")
def as_24() -> Answer:
    g = _as()
    on_one = {e.src for e in g.e["member_of"]}
    return rows(_as_names(a for a in g.v["astronomer"] if a not in on_one))


@answer("fresh3-as-25")
def as_25() -> Answer:
    g = _as()
    nebula_surveys = {e.src for e in g.e["targets"] if g.p(e.dst, "kind") == "星云"}
    return rows(_as_names(s for s in g.v["survey"] if s not in nebula_surveys))


@answer("fresh3-as-26")
def as_26() -> Answer:
    g = _as()
    finders = {e.src for e in g.e["discovered"]}
    with_finder = {e.dst for e in g.e["works_at"] if e.src in finders}
    return rows(_as_names(o for o in g.v["observatory"] if o not in with_finder))


@answer("fresh3-as-27")
def as_27() -> Answer:
    return one(
        kit.hops(_as(), _as_id("astronomer", "欧阳明"), _as_id("astronomer", "许南星"), ["supervised"])
    )


@answer("fresh3-as-28")
def as_28() -> Answer:
    g = _as()
    return kit.shortest(g, _as_id("astronomer", "王冰"), _as_id("astronomer", "马北辰"), g.e, "both")


@answer("fresh3-as-29")
def as_29() -> Answer:
    g = _as()
    return one(kit.hops(g, _as_id("astronomer", "罗星"), _as_id("celestial", "仙女座星系"), g.e, "both"))


@answer("fresh3-as-30")
def as_30() -> Answer:
    g = _as()
    pair = [_as_id("celestial", "参宿四"), _as_id("celestial", "心宿二")]
    return rows(_as_names(top(g, pair, lambda v: g.p(v, "distance_ly"), 1)))


@answer("fresh3-as-31")
def as_31() -> Answer:
    return rows(
        (t, _as().p(_as_id("telescope", t), "first_light")) for t in ["云岭大口径", "东海巡天镜", "燕山二米"]
    )


@answer("fresh3-as-32")
def as_32() -> Answer:
    return rows((a, _as().p(_as_id("astronomer", a), "born")) for a in ["周天衡", "高远山"])


@answer("fresh3-as-33")
def as_33() -> Answer:
    g = _as()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_at"]))


@answer("fresh3-as-34")
def as_34() -> Answer:
    return rows(group_count(p["kind"] for p in _as().v["celestial"].values()))


@answer("fresh3-as-35")
def as_35() -> Answer:
    return rows(group_count(p["status"] for p in _as().v["survey"].values()))


@answer("fresh3-as-36")
def as_36() -> Answer:
    return kit.neighbourhood(_as(), _as_id("observatory", "雪原天文台"))


@answer("fresh3-as-37")
def as_37() -> Answer:
    return kit.neighbourhood(_as(), _as_id("celestial", "北漠-1b"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
