"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh8/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- dental (opaque ids; procedures by title, materials by label)

#: the display property of each dental tag
DC_DISPLAY = {
    "dentist": "name",
    "patient": "name",
    "procedure": "title",
    "clinic": "name",
    "material": "label",
}


def _dc() -> Graph:
    return graph("dental")


def _dc_id(tag: str, shown: str) -> str:
    return _dc().find(tag, shown, DC_DISPLAY[tag])


def _dc_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_dc(), vids, DC_DISPLAY[tag])


@answer("fresh8-dc-01")
def dc_01() -> Answer:
    return rows(_dc_shown("clinic", _dc().dsts(_dc_id("dentist", "Kate Sorensen"), "works_at")))


@answer("fresh8-dc-02")
def dc_02() -> Answer:
    return rows(_dc_shown("procedure", _dc().dsts(_dc_id("patient", "Tom Gallagher"), "had")))


@answer("fresh8-dc-03")
def dc_03() -> Answer:
    return rows(_dc_shown("dentist", _dc().srcs(_dc_id("procedure", "Root Canal"), "performs")))


@answer("fresh8-dc-04")
def dc_04() -> Answer:
    g = _dc()
    return rows(
        _dc_shown(
            "patient", _of_tag(g, "patient", g.srcs(_dc_id("dentist", "Rachel Moore"), "registered_at"))
        )
    )


@answer("fresh8-dc-05")
def dc_05() -> Answer:
    return rows(_dc_shown("dentist", _dc().srcs(_dc_id("dentist", "Niall Byrne"), "trained")))


@answer("fresh8-dc-06")
def dc_06() -> Answer:
    return one(_dc().p(_dc_id("clinic", "Old Mill Dental"), "chairs"))


@answer("fresh8-dc-07")
def dc_07() -> Answer:
    return one(_dc().p(_dc_id("procedure", "Dental Implant"), "minutes"))


@answer("fresh8-dc-08")
def dc_08() -> Answer:
    hits = _dc().where("procedure", lambda p: p["category"] == "restorative" and p["price"] < 500)  # type: ignore[operator]
    return rows(_dc_shown("procedure", hits))


@answer("fresh8-dc-09")
def dc_09() -> Answer:
    hits = _dc().where("dentist", lambda p: p["specialty"] == "general" and p["accepts_new"] is True)
    return rows(_dc_shown("dentist", hits))


@answer("fresh8-dc-10")
def dc_10() -> Answer:
    paid_in_full = distinct(e.src for e in _dc().e["had"] if e.props["covered"] is False)
    return rows(_dc_shown("patient", paid_in_full))  # type: ignore[arg-type]


@answer("fresh8-dc-11")
def dc_11() -> Answer:
    prices = [p["price"] for p in _dc().v["procedure"].values() if p["category"] == "cosmetic"]
    return one(sum(prices) / len(prices))  # type: ignore[arg-type]


@answer("fresh8-dc-12")
def dc_12() -> Answer:
    return one(sum(e.props["paid"] for e in _dc().out(_dc_id("patient", "Daisy Okafor"), "had")))  # type: ignore[misc]


@answer("fresh8-dc-13")
def dc_13() -> Answer:
    g = _dc()
    return rows(_dc_shown("procedure", top(g, g.v["procedure"], lambda v: g.p(v, "price"), 3)), ordered=True)


@answer("fresh8-dc-14")
def dc_14() -> Answer:
    g = _dc()
    (oldest,) = top(g, g.v["dentist"], lambda v: g.p(v, "born"), 1, reverse=False)
    return rows([(g.p(oldest, "name"), g.p(oldest, "born"))], ordered=True)


@answer("fresh8-dc-15")
def dc_15() -> Answer:
    g = _dc()
    return rows(
        _dc_shown("clinic", top(g, g.v["clinic"], lambda v: g.p(v, "opened"), 2, reverse=False)), ordered=True
    )


@answer("fresh8-dc-16")
def dc_16() -> Answer:
    g = _dc()
    a = set(g.dsts(_dc_id("clinic", "Elm Park Dental Care"), "stocks"))
    b = set(g.dsts(_dc_id("clinic", "Old Mill Dental"), "stocks"))
    return rows(_dc_shown("material", a & b))


@answer("fresh8-dc-17")
def dc_17() -> Answer:
    g = _dc()
    a = set(g.dsts(_dc_id("dentist", "Rachel Moore"), "performs"))
    b = set(g.dsts(_dc_id("dentist", "Sarah Quinn"), "performs"))
    return rows(_dc_shown("procedure", a & b))


@answer("fresh8-dc-18")
def dc_18() -> Answer:
    g = _dc()
    done = g.dsts(_dc_id("patient", "Arjun Mehta"), "had")
    return rows(_dc_shown("material", distinct(m for p in done for m in g.dsts(p, "uses"))))  # type: ignore[arg-type]


@answer("fresh8-dc-19")
def dc_19() -> Answer:
    g = _dc()
    trainees = g.dsts(_dc_id("dentist", "Rachel Moore"), "trained")
    return rows(_dc_shown("procedure", distinct(p for t in trainees for p in g.dsts(t, "performs"))))  # type: ignore[arg-type]


@answer("fresh8-dc-20")
def dc_20() -> Answer:
    g = _dc()
    there = g.srcs(_dc_id("clinic", "Elm Park Dental Care"), "works_at")
    return rows(_dc_shown("procedure", distinct(p for d in there for p in g.dsts(d, "performs"))))  # type: ignore[arg-type]


@answer("fresh8-dc-21")
def dc_21() -> Answer:
    g = _dc()
    return one(len(_of_tag(g, "patient", g.srcs(_dc_id("clinic", "Harbourside Dental"), "registered_at"))))


@answer("fresh8-dc-22")
def dc_22() -> Answer:
    return one(len(_dc().where("dentist", lambda p: p["specialty"] == "endodontics")))


@answer("fresh8-dc-23")
def dc_23() -> Answer:
    return one(len(_dc().out(_dc_id("dentist", "Rachel Moore"), "trained")))


@answer("fresh8-dc-24")
def dc_24() -> Answer:
    g = _dc()
    done = {e.dst for e in g.e["had"]}
    return rows(_dc_shown("procedure", [p for p in g.v["procedure"] if p not in done]))


@answer("fresh8-dc-25")
def dc_25() -> Answer:
    g = _dc()
    placed = {e.src for e in g.e["works_at"]}
    return rows(_dc_shown("dentist", [d for d in g.v["dentist"] if d not in placed]))


@answer("fresh8-dc-26")
def dc_26() -> Answer:
    g = _dc()
    hers = set(g.srcs(_dc_id("dentist", "Rachel Moore"), "registered_at"))
    here = _of_tag(g, "patient", g.srcs(_dc_id("clinic", "Harbourside Dental"), "registered_at"))
    return rows(_dc_shown("patient", [p for p in here if p not in hers]))


@answer("fresh8-dc-27")
def dc_27() -> Answer:
    g = _dc()
    return kit.shortest(
        g, _dc_id("dentist", "Kate Sorensen"), _dc_id("dentist", "James Whitaker"), g.e, "both"
    )


@answer("fresh8-dc-28")
def dc_28() -> Answer:
    return one(
        kit.hops(_dc(), _dc_id("dentist", "James Whitaker"), _dc_id("dentist", "Kate Sorensen"), ["trained"])
    )


@answer("fresh8-dc-29")
def dc_29() -> Answer:
    g = _dc()
    return one(kit.hops(g, _dc_id("patient", "Connor Walsh"), _dc_id("patient", "Ethan Park"), g.e, "both"))


@answer("fresh8-dc-30")
def dc_30() -> Answer:
    g = _dc()
    pair = [_dc_id("dentist", "David Chen"), _dc_id("dentist", "Niall Byrne")]
    return rows(_dc_shown("dentist", top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh8-dc-31")
def dc_31() -> Answer:
    g = _dc()
    return rows(
        (p, g.p(_dc_id("patient", p), "insurance")) for p in ["Oscar Reid", "Bella Rossi", "Hugo Martin"]
    )


@answer("fresh8-dc-32")
def dc_32() -> Answer:
    g = _dc()
    pair = [_dc_id("procedure", "Porcelain Crown"), _dc_id("procedure", "Root Canal")]
    return rows(_dc_shown("procedure", top(g, pair, lambda v: g.p(v, "price"), 1)))


@answer("fresh8-dc-33")
def dc_33() -> Answer:
    return rows(group_count(p["category"] for p in _dc().v["procedure"].values()))


@answer("fresh8-dc-34")
def dc_34() -> Answer:
    return rows(group_count(p["town"] for p in _dc().v["patient"].values()))


@answer("fresh8-dc-35")
def dc_35() -> Answer:
    g = _dc()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["works_at"]))


@answer("fresh8-dc-36")
def dc_36() -> Answer:
    return kit.neighbourhood(_dc(), _dc_id("patient", "Jonah Weiss"))


@answer("fresh8-dc-37")
def dc_37() -> Answer:
    return kit.neighbourhood(_dc(), _dc_id("clinic", "Old Mill Dental"))


# --------------------------------------------------------------------------- choir (the vids are the names)


def _ch() -> Graph:
    return graph("choir")


@answer("fresh8-ch-01")
def ch_01() -> Answer:
    return rows(_ch().dsts("Felix Grant", "sings_in"))


@answer("fresh8-ch-02")
def ch_02() -> Answer:
    return rows(_ch().dsts("Spring Gala 2025", "featured"))


@answer("fresh8-ch-03")
def ch_03() -> Answer:
    return rows(_ch().srcs("Northbridge Chorale", "sings_in"))


@answer("fresh8-ch-04")
def ch_04() -> Answer:
    return rows(_ch().srcs("Alice Fairbanks", "coached"))


@answer("fresh8-ch-05")
def ch_05() -> Answer:
    return rows(_ch().srcs("The Seal Lullaby", "rehearses"))


@answer("fresh8-ch-06")
def ch_06() -> Answer:
    return one(_ch().p("St Cecilia Singers", "founded"))


@answer("fresh8-ch-07")
def ch_07() -> Answer:
    return one(_ch().p("Spem in Alium", "minutes"))


@answer("fresh8-ch-08")
def ch_08() -> Answer:
    return rows(_ch().where("piece", lambda p: p["language"] == "Latin" and p["year"] < 1800))  # type: ignore[operator]


@answer("fresh8-ch-09")
def ch_09() -> Answer:
    return rows(_ch().where("singer", lambda p: p["voice"] == "soprano" and p["amateur"] is False))


@answer("fresh8-ch-10")
def ch_10() -> Answer:
    return rows(distinct(e.dst for e in _ch().e["soloist_at"] if e.props["encore"] is True))


@answer("fresh8-ch-11")
def ch_11() -> Answer:
    return one(sum(e.props["hours"] for e in _ch().out("Northbridge Chorale", "rehearses")))  # type: ignore[misc]


@answer("fresh8-ch-12")
def ch_12() -> Answer:
    minutes = [p["minutes"] for p in _ch().v["piece"].values() if p["composer"] == "Whitacre"]
    return one(sum(minutes) / len(minutes))  # type: ignore[arg-type]


@answer("fresh8-ch-13")
def ch_13() -> Answer:
    g = _ch()
    return rows(top(g, g.v["concert"], lambda v: g.p(v, "tickets"), 3), ordered=True)


@answer("fresh8-ch-14")
def ch_14() -> Answer:
    g = _ch()
    (youngest,) = top(g, g.v["conductor"], lambda v: g.p(v, "born"), 1)
    return rows([(youngest, g.p(youngest, "born"))], ordered=True)


@answer("fresh8-ch-15")
def ch_15() -> Answer:
    g = _ch()
    return rows(top(g, g.v["choir"], lambda v: g.p(v, "founded"), 2, reverse=False), ordered=True)


@answer("fresh8-ch-16")
def ch_16() -> Answer:
    g = _ch()
    return rows(
        set(g.dsts("Northbridge Chorale", "rehearses")) & set(g.dsts("St Cecilia Singers", "rehearses"))
    )


@answer("fresh8-ch-17")
def ch_17() -> Answer:
    g = _ch()
    return rows(set(g.dsts("Nora Lindqvist", "soloist_at")) & set(g.dsts("Daniel Okeke", "soloist_at")))


@answer("fresh8-ch-18")
def ch_18() -> Answer:
    g = _ch()
    led = _of_tag(g, "concert", g.dsts("Eleanor Vance", "conducts"))
    return rows(distinct(p for c in led for p in g.dsts(c, "featured")))


@answer("fresh8-ch-19")
def ch_19() -> Answer:
    g = _ch()
    return rows(distinct(c for s in g.dsts("Owen Pritchard", "coached") for c in g.dsts(s, "sings_in")))


@answer("fresh8-ch-20")
def ch_20() -> Answer:
    g = _ch()
    return rows(distinct(k for c in g.dsts("Chloe Marsden", "sings_in") for k in g.dsts(c, "gave")))


@answer("fresh8-ch-21")
def ch_21() -> Answer:
    g = _ch()
    return one(len(_of_tag(g, "concert", g.dsts("Ingrid Solberg", "conducts"))))


@answer("fresh8-ch-22")
def ch_22() -> Answer:
    return one(len(_ch().where("singer", lambda p: p["voice"] == "bass")))


@answer("fresh8-ch-23")
def ch_23() -> Answer:
    return one(len(_ch().inn("Summer Proms in the Park", "gave")))


@answer("fresh8-ch-24")
def ch_24() -> Answer:
    g = _ch()
    soloists = {e.src for e in g.e["soloist_at"]}
    return rows([s for s in g.v["singer"] if s not in soloists])


@answer("fresh8-ch-25")
def ch_25() -> Answer:
    g = _ch()
    programmed = {e.dst for e in g.e["featured"]}
    return rows(distinct(e.dst for e in g.e["rehearses"] if e.dst not in programmed))


@answer("fresh8-ch-26")
def ch_26() -> Answer:
    g = _ch()
    sang = {e.src for e in g.e["gave"]}
    return rows([c for c in g.v["choir"] if c not in sang])


@answer("fresh8-ch-27")
def ch_27() -> Answer:
    g = _ch()
    return kit.shortest(g, "Priya Raman", "Owen Pritchard", g.e, "both")


@answer("fresh8-ch-28")
def ch_28() -> Answer:
    return one(kit.hops(_ch(), "Owen Pritchard", "Leo Barrett", ["coached"]))


@answer("fresh8-ch-29")
def ch_29() -> Answer:
    g = _ch()
    return one(kit.hops(g, "Jade Kim", "Hannah Cole", g.e, "both"))


@answer("fresh8-ch-30")
def ch_30() -> Answer:
    g = _ch()
    return rows(top(g, ["Miserere", "Spem in Alium"], lambda v: g.p(v, "year"), 1, reverse=False))


@answer("fresh8-ch-31")
def ch_31() -> Answer:
    return rows((c, _ch().p(c, "country")) for c in ["Eleanor Vance", "Matteo Bellini", "Samuel Adeyemi"])


@answer("fresh8-ch-32")
def ch_32() -> Answer:
    g = _ch()
    return rows(top(g, ["Jade Kim", "Leo Barrett"], lambda v: g.p(v, "born"), 1))


@answer("fresh8-ch-33")
def ch_33() -> Answer:
    return rows(group_count(p["voice"] for p in _ch().v["singer"].values()))


@answer("fresh8-ch-34")
def ch_34() -> Answer:
    return rows(group_count(p["language"] for p in _ch().v["piece"].values()))


@answer("fresh8-ch-35")
def ch_35() -> Answer:
    return rows(group_count(e.src for e in _ch().e["gave"]))


@answer("fresh8-ch-36")
def ch_36() -> Answer:
    return kit.neighbourhood(_ch(), "Autumn Requiem")


@answer("fresh8-ch-37")
def ch_37() -> Answer:
    return kit.neighbourhood(_ch(), "Ingrid Solberg")


# --------------------------------------------------------------------------- hostel (Chinese names, opaque ids)


def _hs() -> Graph:
    return graph("hostel")


def _hs_id(tag: str, name: str) -> str:
    return _hs().find(tag, name)


def _hs_names(vids: Iterable[str]) -> list[object]:
    return names(_hs(), vids)


@answer("fresh8-hs-01")
def hs_01() -> Answer:
    return rows(_hs_names(_hs().dsts(_hs_id("staff", "林静"), "works_at")))


@answer("fresh8-hs-02")
def hs_02() -> Answer:
    return rows(_hs_names(_hs().dsts(_hs_id("guest", "张晨"), "stayed_at")))


@answer("fresh8-hs-03")
def hs_03() -> Answer:
    return rows(_hs_names(_hs().srcs(_hs_id("activity", "苍山徒步"), "joined")))


@answer("fresh8-hs-04")
def hs_04() -> Answer:
    return rows(_hs_names(_hs().srcs(_hs_id("staff", "赵欣然"), "mentors")))


@answer("fresh8-hs-05")
def hs_05() -> Answer:
    return rows(_hs_names(_hs().srcs(_hs_id("guest", "马丽娜"), "referred")))


@answer("fresh8-hs-06")
def hs_06() -> Answer:
    return one(_hs().p(_hs_id("hostel", "成都熊猫青旅"), "beds"))


@answer("fresh8-hs-07")
def hs_07() -> Answer:
    return one(_hs().p(_hs_id("activity", "扎染体验课"), "hours"))


@answer("fresh8-hs-08")
def hs_08() -> Answer:
    return rows(_hs_names(_hs().where("activity", lambda p: p["outdoor"] is True and p["price"] < 100)))  # type: ignore[operator]


@answer("fresh8-hs-09")
def hs_09() -> Answer:
    return rows(_hs_names(distinct(e.src for e in _hs().e["stayed_at"] if e.props["would_return"] is False)))  # type: ignore[arg-type]


@answer("fresh8-hs-10")
def hs_10() -> Answer:
    return rows(_hs_names(_hs().where("guest", lambda p: p["home"] == "北京" and p["born"] > 1995)))  # type: ignore[operator]


@answer("fresh8-hs-11")
def hs_11() -> Answer:
    prices = [p["price"] for p in _hs().v["activity"].values() if p["category"] == "美食"]
    return one(sum(prices) / len(prices))  # type: ignore[arg-type]


@answer("fresh8-hs-12")
def hs_12() -> Answer:
    return one(sum(e.props["paid"] for e in _hs().out(_hs_id("guest", "刘畅"), "joined")))  # type: ignore[misc]


@answer("fresh8-hs-13")
def hs_13() -> Answer:
    g = _hs()
    return rows(_hs_names(top(g, g.v["activity"], lambda v: g.p(v, "hours"), 3)), ordered=True)


@answer("fresh8-hs-14")
def hs_14() -> Answer:
    g = _hs()
    (oldest,) = top(g, g.v["guest"], lambda v: g.p(v, "born"), 1, reverse=False)
    return rows([(g.p(oldest, "name"), g.p(oldest, "born"))], ordered=True)


@answer("fresh8-hs-15")
def hs_15() -> Answer:
    g = _hs()
    return rows(_hs_names(top(g, g.v["hostel"], lambda v: g.p(v, "beds"), 3)), ordered=True)


@answer("fresh8-hs-16")
def hs_16() -> Answer:
    g = _hs()
    a = set(g.dsts(_hs_id("guest", "张晨"), "joined"))
    b = set(g.dsts(_hs_id("guest", "马丽娜"), "joined"))
    return rows(_hs_names(a & b))


@answer("fresh8-hs-17")
def hs_17() -> Answer:
    g = _hs()
    a = set(g.srcs(_hs_id("hostel", "西湖青年旅舍"), "stayed_at"))
    b = set(g.srcs(_hs_id("hostel", "大理古城背包客栈"), "stayed_at"))
    return rows(_hs_names(a & b))


@answer("fresh8-hs-18")
def hs_18() -> Answer:
    g = _hs()
    stays = g.dsts(_hs_id("guest", "刘畅"), "stayed_at")
    return rows(_hs_names(distinct(a for h in stays for a in g.srcs(h, "runs_from"))))  # type: ignore[arg-type]


@answer("fresh8-hs-19")
def hs_19() -> Answer:
    g = _hs()
    mentees = g.dsts(_hs_id("staff", "杨波"), "mentors")
    return rows(_hs_names(distinct(h for s in mentees for h in g.dsts(s, "works_at"))))  # type: ignore[arg-type]


@answer("fresh8-hs-20")
def hs_20() -> Answer:
    g = _hs()
    guests = g.srcs(_hs_id("hostel", "成都熊猫青旅"), "stayed_at")
    return rows(_hs_names(distinct(a for x in guests for a in g.dsts(x, "joined"))))  # type: ignore[arg-type]


@answer("fresh8-hs-21")
def hs_21() -> Answer:
    g = _hs()
    return one(len(set(_of_tag(g, "staff", (e.src for e in g.e["leads"])))))


@answer("fresh8-hs-22")
def hs_22() -> Answer:
    return one(len(_hs().out(_hs_id("guest", "张晨"), "referred")))


@answer("fresh8-hs-23")
def hs_23() -> Answer:
    return one(len(_hs().where("staff", lambda p: p["post"] == "义工")))


@answer("fresh8-hs-24")
def hs_24() -> Answer:
    g = _hs()
    taken = {e.dst for e in g.e["joined"]}
    return rows(_hs_names([a for a in g.v["activity"] if a not in taken]))


@answer("fresh8-hs-25")
def hs_25() -> Answer:
    g = _hs()
    leaders = {e.src for e in g.e["leads"]}
    return rows(_hs_names([s for s in g.v["staff"] if s not in leaders]))


@answer("fresh8-hs-26")
def hs_26() -> Answer:
    g = _hs()
    his = set(g.dsts(_hs_id("guest", "张晨"), "joined"))
    here = g.srcs(_hs_id("hostel", "大理古城背包客栈"), "runs_from")
    return rows(_hs_names([a for a in here if a not in his]))


@answer("fresh8-hs-27")
def hs_27() -> Answer:
    g = _hs()
    return kit.shortest(g, _hs_id("staff", "赵欣然"), _hs_id("staff", "郑国强"), g.e, "both")


@answer("fresh8-hs-28")
def hs_28() -> Answer:
    return one(kit.hops(_hs(), _hs_id("staff", "郑国强"), _hs_id("staff", "林静"), ["mentors"]))


@answer("fresh8-hs-29")
def hs_29() -> Answer:
    g = _hs()
    return one(kit.hops(g, _hs_id("guest", "孙杰"), _hs_id("guest", "马丽娜"), g.e, "both"))


@answer("fresh8-hs-30")
def hs_30() -> Answer:
    g = _hs()
    pair = [_hs_id("hostel", "西湖青年旅舍"), _hs_id("hostel", "鼓浪屿海边客栈")]
    return rows(_hs_names(top(g, pair, lambda v: str(g.p(v, "opened")), 1, reverse=False)))


@answer("fresh8-hs-31")
def hs_31() -> Answer:
    return rows(
        (a, _hs().p(_hs_id("activity", a), "price")) for a in ["龙井茶园徒步", "扎染体验课", "川剧变脸之夜"]
    )


@answer("fresh8-hs-32")
def hs_32() -> Answer:
    g = _hs()
    pair = [_hs_id("staff", "李建华"), _hs_id("staff", "杨波")]
    return rows(_hs_names(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh8-hs-33")
def hs_33() -> Answer:
    return rows(group_count(p["category"] for p in _hs().v["activity"].values()))


@answer("fresh8-hs-34")
def hs_34() -> Answer:
    g = _hs()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["stayed_at"]))


@answer("fresh8-hs-35")
def hs_35() -> Answer:
    return rows(group_count(p["post"] for p in _hs().v["staff"].values()))


@answer("fresh8-hs-36")
def hs_36() -> Answer:
    return kit.neighbourhood(_hs(), _hs_id("guest", "黄丽"))


@answer("fresh8-hs-37")
def hs_37() -> Answer:
    return kit.neighbourhood(_hs(), _hs_id("activity", "火锅夜宵团"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
