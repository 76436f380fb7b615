"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh7/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- vetpractice (opaque ids; pets by pet_name, drugs by brand)

#: the display property of each vetpractice tag
VP_DISPLAY = {"vet": "name", "owner": "name", "pet": "pet_name", "drug": "brand", "branch": "name"}


def _vp() -> Graph:
    return graph("vetpractice")


def _vp_id(tag: str, shown: str) -> str:
    return _vp().find(tag, shown, VP_DISPLAY[tag])


def _vp_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_vp(), vids, VP_DISPLAY[tag])


def _of_tag(g: Graph, tag: str, vids: Iterable[str]) -> list[str]:
    return [v for v in vids if v in g.v[tag]]


@answer("fresh7-vp-01")
def vp_01() -> Answer:
    return rows(_vp_shown("branch", _vp().dsts(_vp_id("vet", "Priya Desai"), "works_at")))


@answer("fresh7-vp-02")
def vp_02() -> Answer:
    return rows(_vp_shown("pet", _vp().dsts(_vp_id("owner", "Margaret Doyle"), "owns")))


@answer("fresh7-vp-03")
def vp_03() -> Answer:
    return rows(_vp_shown("owner", _vp().srcs(_vp_id("pet", "Kiwi"), "owns")))


@answer("fresh7-vp-04")
def vp_04() -> Answer:
    return rows(_vp_shown("vet", _vp().srcs(_vp_id("pet", "Biscuit"), "treats")))


@answer("fresh7-vp-05")
def vp_05() -> Answer:
    return rows(_vp_shown("vet", _vp().srcs(_vp_id("vet", "Ben Okoro"), "supervises")))


@answer("fresh7-vp-06")
def vp_06() -> Answer:
    return one(_vp().p(_vp_id("pet", "Thistle"), "weight_kg"))


@answer("fresh7-vp-07")
def vp_07() -> Answer:
    return one(_vp().p(_vp_id("branch", "Hilltop Vets"), "opened"))


@answer("fresh7-vp-08")
def vp_08() -> Answer:
    hits = _vp().where("pet", lambda p: p["species"] == "dog" and p["weight_kg"] > 10)  # type: ignore[operator]
    return rows(_vp_shown("pet", hits))


@answer("fresh7-vp-09")
def vp_09() -> Answer:
    hits = _vp().where("vet", lambda p: p["senior"] is True and p["specialty"] == "small animals")
    return rows(_vp_shown("vet", hits))


@answer("fresh7-vp-10")
def vp_10() -> Answer:
    repeats = distinct(e.src for e in _vp().e["prescribed"] if e.props["repeat_rx"] is True)
    return rows(_vp_shown("pet", repeats))  # type: ignore[arg-type]


@answer("fresh7-vp-11")
def vp_11() -> Answer:
    prices = [p["price"] for p in _vp().v["drug"].values() if p["kind"] == "painkiller"]
    return one(sum(prices) / len(prices))  # type: ignore[arg-type]


@answer("fresh7-vp-12")
def vp_12() -> Answer:
    return one(sum(e.props["visits"] for e in _vp().out(_vp_id("vet", "Tom Ashworth"), "treats")))  # type: ignore[misc]


@answer("fresh7-vp-13")
def vp_13() -> Answer:
    g = _vp()
    return rows(_vp_shown("pet", top(g, g.v["pet"], lambda v: g.p(v, "weight_kg"), 3)), ordered=True)


@answer("fresh7-vp-14")
def vp_14() -> Answer:
    g = _vp()
    (youngest,) = top(g, g.v["vet"], lambda v: g.p(v, "born"), 1)
    return rows([(g.p(youngest, "name"), g.p(youngest, "born"))], ordered=True)


@answer("fresh7-vp-15")
def vp_15() -> Answer:
    g = _vp()
    return rows(
        _vp_shown("branch", top(g, g.v["branch"], lambda v: g.p(v, "opened"), 2, reverse=False)), ordered=True
    )


@answer("fresh7-vp-16")
def vp_16() -> Answer:
    g = _vp()
    a = set(g.dsts(_vp_id("branch", "Riverside Surgery"), "stocks"))
    b = set(g.dsts(_vp_id("branch", "Hilltop Vets"), "stocks"))
    return rows(_vp_shown("drug", a & b))


@answer("fresh7-vp-17")
def vp_17() -> Answer:
    g = _vp()
    a = set(g.dsts(_vp_id("vet", "Helen Marsh"), "treats"))
    b = set(g.dsts(_vp_id("vet", "Ben Okoro"), "treats"))
    return rows(_vp_shown("pet", a & b))


@answer("fresh7-vp-18")
def vp_18() -> Answer:
    g = _vp()
    pets = g.dsts(_vp_id("owner", "Lucy Fenwick"), "owns")
    return rows(_vp_shown("drug", distinct(d for p in pets for d in g.dsts(p, "prescribed"))))  # type: ignore[arg-type]


@answer("fresh7-vp-19")
def vp_19() -> Answer:
    g = _vp()
    pets = g.dsts(_vp_id("vet", "Owen Pryce"), "treats")
    return rows(_vp_shown("owner", distinct(o for p in pets for o in g.srcs(p, "owns"))))  # type: ignore[arg-type]


@answer("fresh7-vp-20")
def vp_20() -> Answer:
    g = _vp()
    juniors = g.dsts(_vp_id("vet", "Helen Marsh"), "supervises")
    return rows(_vp_shown("pet", distinct(p for j in juniors for p in g.dsts(j, "treats"))))  # type: ignore[arg-type]


@answer("fresh7-vp-21")
def vp_21() -> Answer:
    return one(len(_vp().where("pet", lambda p: p["species"] == "cat")))


@answer("fresh7-vp-22")
def vp_22() -> Answer:
    return one(len(_vp().inn(_vp_id("branch", "Hilltop Vets"), "works_at")))


@answer("fresh7-vp-23")
def vp_23() -> Answer:
    g = _vp()
    return one(len(_of_tag(g, "pet", g.srcs(_vp_id("branch", "Riverside Surgery"), "registered_at"))))


@answer("fresh7-vp-24")
def vp_24() -> Answer:
    g = _vp()
    seen = {e.dst for e in g.e["treats"]}
    return rows(_vp_shown("pet", [p for p in g.v["pet"] if p not in seen]))


@answer("fresh7-vp-25")
def vp_25() -> Answer:
    g = _vp()
    his = set(g.dsts(_vp_id("vet", "Ben Okoro"), "treats"))
    hers = g.dsts(_vp_id("owner", "Margaret Doyle"), "owns")
    return rows(_vp_shown("pet", [p for p in hers if p not in his]))


@answer("fresh7-vp-26")
def vp_26() -> Answer:
    g = _vp()
    used = {e.dst for e in g.e["prescribed"]}
    return rows(_vp_shown("drug", [d for d in g.v["drug"] if d not in used]))


@answer("fresh7-vp-27")
def vp_27() -> Answer:
    g = _vp()
    return kit.shortest(g, _vp_id("vet", "Priya Desai"), _vp_id("vet", "Martin Hale"), g.e, "both")


@answer("fresh7-vp-28")
def vp_28() -> Answer:
    return one(kit.hops(_vp(), _vp_id("vet", "Martin Hale"), _vp_id("vet", "Priya Desai"), ["supervises"]))


@answer("fresh7-vp-29")
def vp_29() -> Answer:
    g = _vp()
    return one(kit.hops(g, _vp_id("pet", "Mango"), _vp_id("pet", "Otis"), g.e, "both"))


@answer("fresh7-vp-30")
def vp_30() -> Answer:
    g = _vp()
    pair = [_vp_id("vet", "Owen Pryce"), _vp_id("vet", "Anna Kowalski")]
    return rows(_vp_shown("vet", top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh7-vp-31")
def vp_31() -> Answer:
    return rows((p, _vp().p(_vp_id("pet", p), "species")) for p in ["Mango", "Marble", "Duchess"])


@answer("fresh7-vp-32")
def vp_32() -> Answer:
    g = _vp()
    pair = [_vp_id("drug", "Carprofen"), _vp_id("drug", "Baytril")]
    return rows(_vp_shown("drug", top(g, pair, lambda v: g.p(v, "price"), 1)))


@answer("fresh7-vp-33")
def vp_33() -> Answer:
    return rows(group_count(p["species"] for p in _vp().v["pet"].values()))


@answer("fresh7-vp-34")
def vp_34() -> Answer:
    g = _vp()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["works_at"]))


@answer("fresh7-vp-35")
def vp_35() -> Answer:
    return rows(group_count(p["specialty"] for p in _vp().v["vet"].values()))


@answer("fresh7-vp-36")
def vp_36() -> Answer:
    return kit.neighbourhood(_vp(), _vp_id("pet", "Luna"))


@answer("fresh7-vp-37")
def vp_37() -> Answer:
    return kit.neighbourhood(_vp(), _vp_id("branch", "Market Street Practice"))


# --------------------------------------------------------------------------- studio (the vids are the names)


def _sd() -> Graph:
    return graph("studio")


@answer("fresh7-sd-01")
def sd_01() -> Answer:
    return rows(_sd().dsts("Tidewater", "tracked_in"))


@answer("fresh7-sd-02")
def sd_02() -> Answer:
    return rows(_sd().dsts("Rosa Quintero", "plays"))


@answer("fresh7-sd-03")
def sd_03() -> Answer:
    return rows(_sd().srcs("Salt and Silver", "engineered"))


@answer("fresh7-sd-04")
def sd_04() -> Answer:
    return rows(_sd().srcs("Dana Whitlock", "assisted"))


@answer("fresh7-sd-05")
def sd_05() -> Answer:
    g = _sd()
    return rows(_of_tag(g, "artist", g.srcs("Studio A", "booked")))


@answer("fresh7-sd-06")
def sd_06() -> Answer:
    return one(_sd().p("Goldberg Sketches", "length_min"))


@answer("fresh7-sd-07")
def sd_07() -> Answer:
    return one(_sd().p("The Live Room", "size_m2"))


@answer("fresh7-sd-08")
def sd_08() -> Answer:
    return rows(_sd().where("artist", lambda p: p["country"] == "UK" and p["formed"] > 2010))  # type: ignore[operator]


@answer("fresh7-sd-09")
def sd_09() -> Answer:
    return rows(_sd().where("record", lambda p: p["format"] == "EP" and str(p["released"]) >= "2022-01-01"))


@answer("fresh7-sd-10")
def sd_10() -> Answer:
    return rows(distinct(e.dst for e in _sd().e["engineered"] if e.props["credited"] is False))


@answer("fresh7-sd-11")
def sd_11() -> Answer:
    return one(sum(p["length_min"] for p in _sd().v["record"].values() if p["format"] == "LP"))  # type: ignore[misc]


@answer("fresh7-sd-12")
def sd_12() -> Answer:
    return one(sum(e.props["hours"] for e in _sd().out("Tariq Hussain", "engineered")))  # type: ignore[misc]


@answer("fresh7-sd-13")
def sd_13() -> Answer:
    g = _sd()
    return rows(top(g, g.v["record"], lambda v: g.p(v, "length_min"), 3), ordered=True)


@answer("fresh7-sd-14")
def sd_14() -> Answer:
    g = _sd()
    (eldest,) = top(g, g.v["engineer"], lambda v: g.p(v, "born"), 1, reverse=False)
    return rows([(eldest, g.p(eldest, "born"))], ordered=True)


@answer("fresh7-sd-15")
def sd_15() -> Answer:
    g = _sd()
    return rows(top(g, g.v["room"], lambda v: g.p(v, "hourly_rate"), 3), ordered=True)


@answer("fresh7-sd-16")
def sd_16() -> Answer:
    g = _sd()
    return rows(set(g.dsts("Grey Atlas", "plays")) & set(g.dsts("Neon Harbour", "plays")))


@answer("fresh7-sd-17")
def sd_17() -> Answer:
    g = _sd()
    return rows(set(g.dsts("Marcus Lee", "engineered")) & set(g.dsts("Dana Whitlock", "engineered")))


@answer("fresh7-sd-18")
def sd_18() -> Answer:
    g = _sd()
    return rows(
        distinct(room for r in g.dsts("Rob McAllister", "engineered") for room in g.dsts(r, "tracked_in"))
    )


@answer("fresh7-sd-19")
def sd_19() -> Answer:
    g = _sd()
    return rows(distinct(e for r in g.dsts("Velvet Static", "recorded") for e in g.srcs(r, "engineered")))


@answer("fresh7-sd-20")
def sd_20() -> Answer:
    g = _sd()
    return rows(distinct(r for a in g.srcs("Tariq Hussain", "assisted") for r in g.dsts(a, "engineered")))


@answer("fresh7-sd-21")
def sd_21() -> Answer:
    return one(len(_sd().out("Dana Whitlock", "engineered")))


@answer("fresh7-sd-22")
def sd_22() -> Answer:
    return one(len(_sd().where("instrument", lambda p: p["kind"] == "keyboard")))


@answer("fresh7-sd-23")
def sd_23() -> Answer:
    return one(len(_sd().inn("The Live Room", "tracked_in")))


@answer("fresh7-sd-24")
def sd_24() -> Answer:
    g = _sd()
    working = {e.src for e in g.e["engineered"]}
    return rows([e for e in g.v["engineer"] if e not in working])


@answer("fresh7-sd-25")
def sd_25() -> Answer:
    g = _sd()
    tracked = {e.src for e in g.e["tracked_in"]}
    return rows([r for r in g.dsts("Hollow Pines", "recorded") if r not in tracked])


@answer("fresh7-sd-26")
def sd_26() -> Answer:
    g = _sd()
    played = {e.dst for e in g.e["plays"]}
    return rows([i for i in g.v["instrument"] if i not in played])


@answer("fresh7-sd-27")
def sd_27() -> Answer:
    g = _sd()
    return kit.shortest(g, "Saskia Brandt", "Mira Sol", g.e, "both")


@answer("fresh7-sd-28")
def sd_28() -> Answer:
    return one(kit.hops(_sd(), "Eva Lindgren", "Paul Dressler", ["assisted"]))


@answer("fresh7-sd-29")
def sd_29() -> Answer:
    g = _sd()
    return one(kit.hops(g, "June Okonkwo", "Kofi Mensah Quartet", g.e, "both"))


@answer("fresh7-sd-30")
def sd_30() -> Answer:
    g = _sd()
    return rows(top(g, ["Cedar Smoke", "Low Orbit"], lambda v: str(g.p(v, "released")), 1, reverse=False))


@answer("fresh7-sd-31")
def sd_31() -> Answer:
    return rows((a, _sd().p(a, "country")) for a in ["Mira Sol", "Hollow Pines", "Saskia Brandt"])


@answer("fresh7-sd-32")
def sd_32() -> Answer:
    g = _sd()
    return rows(top(g, ["Studio A", "Studio B"], lambda v: g.p(v, "hourly_rate"), 1, reverse=False))


@answer("fresh7-sd-33")
def sd_33() -> Answer:
    return rows(group_count(p["format"] for p in _sd().v["record"].values()))


@answer("fresh7-sd-34")
def sd_34() -> Answer:
    return rows(group_count(e.src for e in _sd().e["engineered"]))


@answer("fresh7-sd-35")
def sd_35() -> Answer:
    return rows(group_count(p["genre"] for p in _sd().v["artist"].values()))


@answer("fresh7-sd-36")
def sd_36() -> Answer:
    return kit.neighbourhood(_sd(), "Glass Rivers")


@answer("fresh7-sd-37")
def sd_37() -> Answer:
    return kit.neighbourhood(_sd(), "Yuki Tanabe")


# --------------------------------------------------------------------------- langschool (Chinese names, opaque ids)


def _ls() -> Graph:
    return graph("langschool")


def _ls_id(tag: str, name: str) -> str:
    return _ls().find(tag, name)


def _ls_names(vids: Iterable[str]) -> list[object]:
    return names(_ls(), vids)


@answer("fresh7-ls-01")
def ls_01() -> Answer:
    return rows(_ls_names(_ls().dsts(_ls_id("teacher", "王丽娟"), "teaches")))


@answer("fresh7-ls-02")
def ls_02() -> Answer:
    return rows(_ls_names(_ls().dsts(_ls_id("student", "张伟"), "enrolled_in")))


@answer("fresh7-ls-03")
def ls_03() -> Answer:
    return rows(_ls_names(_ls().srcs(_ls_id("course", "日语N1精讲"), "enrolled_in")))


@answer("fresh7-ls-04")
def ls_04() -> Answer:
    return rows(_ls_names(_ls().srcs(_ls_id("teacher", "赵磊"), "mentors")))


@answer("fresh7-ls-05")
def ls_05() -> Answer:
    return rows(_ls_names(_ls().srcs(_ls_id("course", "英语零基础入门"), "requires")))


@answer("fresh7-ls-06")
def ls_06() -> Answer:
    return one(_ls().p(_ls_id("course", "法语B2进阶"), "hours"))


@answer("fresh7-ls-07")
def ls_07() -> Answer:
    return one(_ls().p(_ls_id("branch", "海淀校区"), "classrooms"))


@answer("fresh7-ls-08")
def ls_08() -> Answer:
    return rows(_ls_names(_ls().where("course", lambda p: p["online"] is True and p["level"] == "初级")))


@answer("fresh7-ls-09")
def ls_09() -> Answer:
    return rows(_ls_names(distinct(e.src for e in _ls().e["enrolled_in"] if e.props["passed"] is False)))  # type: ignore[arg-type]


@answer("fresh7-ls-10")
def ls_10() -> Answer:
    return rows(_ls_names(_ls().where("course", lambda p: p["fee"] > 5000)))  # type: ignore[operator]


@answer("fresh7-ls-11")
def ls_11() -> Answer:
    fees = [p["fee"] for p in _ls().v["course"].values() if p["language"] == "日语"]
    return one(sum(fees) / len(fees))  # type: ignore[arg-type]


@answer("fresh7-ls-12")
def ls_12() -> Answer:
    scores = [e.props["score"] for e in _ls().out(_ls_id("student", "宋雨"), "enrolled_in")]
    return one(sum(scores) / len(scores))  # type: ignore[arg-type]


@answer("fresh7-ls-13")
def ls_13() -> Answer:
    g = _ls()
    return rows(_ls_names(top(g, g.v["course"], lambda v: g.p(v, "hours"), 3)), ordered=True)


@answer("fresh7-ls-14")
def ls_14() -> Answer:
    g = _ls()
    (youngest,) = top(g, g.v["teacher"], lambda v: g.p(v, "born"), 1)
    return rows([(g.p(youngest, "name"), g.p(youngest, "born"))], ordered=True)


@answer("fresh7-ls-15")
def ls_15() -> Answer:
    g = _ls()
    return rows(
        _ls_names(top(g, g.v["branch"], lambda v: str(g.p(v, "opened")), 2, reverse=False)), ordered=True
    )


@answer("fresh7-ls-16")
def ls_16() -> Answer:
    g = _ls()
    a = set(g.srcs(_ls_id("branch", "徐汇校区"), "held_at"))
    b = set(g.srcs(_ls_id("branch", "海淀校区"), "held_at"))
    return rows(_ls_names(a & b))


@answer("fresh7-ls-17")
def ls_17() -> Answer:
    g = _ls()
    a = set(g.dsts(_ls_id("student", "张伟"), "enrolled_in"))
    b = set(g.dsts(_ls_id("student", "朱琳"), "enrolled_in"))
    return rows(_ls_names(a & b))


@answer("fresh7-ls-18")
def ls_18() -> Answer:
    g = _ls()
    courses = g.dsts(_ls_id("student", "王芳"), "enrolled_in")
    return rows(_ls_names(distinct(t for c in courses for t in g.srcs(c, "teaches"))))  # type: ignore[arg-type]


@answer("fresh7-ls-19")
def ls_19() -> Answer:
    g = _ls()
    courses = g.dsts(_ls_id("teacher", "陈志明"), "teaches")
    return rows(_ls_names(distinct(b for c in courses for b in g.dsts(c, "held_at"))))  # type: ignore[arg-type]


@answer("fresh7-ls-20")
def ls_20() -> Answer:
    g = _ls()
    mentees = g.dsts(_ls_id("teacher", "王丽娟"), "mentors")
    return rows(_ls_names(distinct(c for t in mentees for c in g.dsts(t, "teaches"))))  # type: ignore[arg-type]


@answer("fresh7-ls-21")
def ls_21() -> Answer:
    g = _ls()
    return one(len(_of_tag(g, "student", g.srcs(_ls_id("branch", "徐汇校区"), "based_at"))))


@answer("fresh7-ls-22")
def ls_22() -> Answer:
    return one(len({e.src for e in _ls().e["requires"]}))


@answer("fresh7-ls-23")
def ls_23() -> Answer:
    return one(len(_ls().where("teacher", lambda p: p["gender"] == "女")))


@answer("fresh7-ls-24")
def ls_24() -> Answer:
    g = _ls()
    enrolled = {e.src for e in g.e["enrolled_in"]}
    return rows(_ls_names([s for s in g.v["student"] if s not in enrolled]))


@answer("fresh7-ls-25")
def ls_25() -> Answer:
    g = _ls()
    taken = {e.dst for e in g.e["enrolled_in"]}
    return rows(_ls_names([c for c in g.v["course"] if c not in taken]))


@answer("fresh7-ls-26")
def ls_26() -> Answer:
    g = _ls()
    hers = set(g.dsts(_ls_id("teacher", "王丽娟"), "teaches"))
    here = g.srcs(_ls_id("branch", "徐汇校区"), "held_at")
    return rows(_ls_names([c for c in here if c not in hers]))


@answer("fresh7-ls-27")
def ls_27() -> Answer:
    g = _ls()
    return kit.shortest(g, _ls_id("teacher", "孙悦"), _ls_id("teacher", "何建国"), g.e, "both")


@answer("fresh7-ls-28")
def ls_28() -> Answer:
    return one(kit.hops(_ls(), _ls_id("teacher", "何建国"), _ls_id("teacher", "金智妍"), ["mentors"]))


@answer("fresh7-ls-29")
def ls_29() -> Answer:
    return one(
        kit.hops(_ls(), _ls_id("course", "雅思冲刺班"), _ls_id("course", "英语零基础入门"), ["requires"])
    )


@answer("fresh7-ls-30")
def ls_30() -> Answer:
    g = _ls()
    pair = [_ls_id("teacher", "周敏"), _ls_id("teacher", "王丽娟")]
    return rows(_ls_names(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh7-ls-31")
def ls_31() -> Answer:
    return rows((c, _ls().p(_ls_id("course", c), "fee")) for c in ["雅思冲刺班", "法语A1", "德语入门"])


@answer("fresh7-ls-32")
def ls_32() -> Answer:
    g = _ls()
    pair = [_ls_id("student", "李娜"), _ls_id("student", "张伟")]
    return rows(_ls_names(top(g, pair, lambda v: g.p(v, "born"), 1)))


@answer("fresh7-ls-33")
def ls_33() -> Answer:
    return rows(group_count(p["language"] for p in _ls().v["course"].values()))


@answer("fresh7-ls-34")
def ls_34() -> Answer:
    g = _ls()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["based_at"] if e.src in g.v["student"]))


@answer("fresh7-ls-35")
def ls_35() -> Answer:
    return rows(group_count(p["title"] for p in _ls().v["teacher"].values()))


@answer("fresh7-ls-36")
def ls_36() -> Answer:
    return kit.neighbourhood(_ls(), _ls_id("teacher", "马骏"))


@answer("fresh7-ls-37")
def ls_37() -> Answer:
    return kit.neighbourhood(_ls(), _ls_id("course", "日语五十音"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
