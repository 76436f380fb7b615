"""The answers to ``eval/devshapes21/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes21/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- cider (opaque ids, English names)


def _cd() -> Graph:
    return graph("cider")


def _m(name: str) -> str:
    """The vid of a member by name."""
    return _cd().find("member", name)


def _o(name: str) -> str:
    return _cd().find("orchard", name)


def _v(name: str) -> str:
    return _cd().find("variety", name)


def _p(name: str) -> str:
    return _cd().find("pressing", name)


def _b(name: str) -> str:
    return _cd().find("buyer", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_cd(), vids)


@answer("devshapes21-cider-01")
def _() -> Answer:
    return rows(_n(_cd().dsts(_m("Hazel Crook"), "picks")))


@answer("devshapes21-cider-02")
def _() -> Answer:
    return rows(_n(_cd().dsts(_p("Early Drop 2023"), "uses")))


@answer("devshapes21-cider-03")
def _() -> Answer:
    return rows(_n(_cd().dsts(_o("Brook End"), "grows")))


@answer("devshapes21-cider-04")
def _() -> Answer:
    return rows(_n(_cd().srcs(_o("Priory Ground"), "picks")))


@answer("devshapes21-cider-05")
def _() -> Answer:
    return rows(_n(_cd().srcs(_m("Tilly Marsh"), "mentors")))


@answer("devshapes21-cider-06")
def _() -> Answer:
    return rows(_n(_cd().srcs(_v("Dabinett"), "grows")))


@answer("devshapes21-cider-07")
def _() -> Answer:
    return one(_cd().p(_o("Windy Ridge"), "acres"))


@answer("devshapes21-cider-08")
def _() -> Answer:
    return one(_cd().p(_p("Harvest Home 2023"), "pressed"))


@answer("devshapes21-cider-09")
def _() -> Answer:
    return one(_cd().p(_o("Church Field"), "organic"))


@answer("devshapes21-cider-10")
def _() -> Answer:
    return one(sum(e.props["kg"] for e in _cd().out(_m("Hazel Crook"), "picks")))


@answer("devshapes21-cider-11")
def _() -> Answer:
    return one(kit.mean([p["litres"] for p in _cd().v["pressing"].values()]))


@answer("devshapes21-cider-12")
def _() -> Answer:
    return one(sum(e.props["price"] for e in _cd().inn(_b("The Plough"), "sold_to")))


@answer("devshapes21-cider-13")
def _() -> Answer:
    return rows(_n(_cd().where("orchard", lambda p: p["organic"] is True and p["acres"] > 4)))


@answer("devshapes21-cider-14")
def _() -> Answer:
    return rows(_n(_cd().where("member", lambda p: _year(p["joined"]) < 2016)))


@answer("devshapes21-cider-15")
def _() -> Answer:
    g = _cd()
    return rows(kit.edge_names(g, (e for e in g.e["sold_to"] if kit.in_year(e.props["invoiced"], 2024))))


@answer("devshapes21-cider-16")
def _() -> Answer:
    return rows(_n(distinct(e.src for e in _cd().e["picks"] if e.props["kg"] >= 400)))


@answer("devshapes21-cider-17")
def _() -> Answer:
    g = _cd()
    return rows(kit.edge_names(g, kit.top_edges(g.e["sold_to"], "litres", 3)), ordered=True)


@answer("devshapes21-cider-18")
def _() -> Answer:
    g = _cd()
    bought = [b for b in g.v["buyer"] if g.inn(b, "sold_to")]
    return rows(_n(top(g, bought, lambda b: len(g.inn(b, "sold_to")), 1)), ordered=True)


@answer("devshapes21-cider-19")
def _() -> Answer:
    g = _cd()
    return rows(kit.edge_names(g, kit.top_edges(g.e["presses"], "hours", 2)), ordered=True)


@answer("devshapes21-cider-20")
def _() -> Answer:
    g = _cd()
    return rows(_n([kit.kth(g, g.v["pressing"], lambda p: g.p(p, "litres"), 2)]), ordered=True)


@answer("devshapes21-cider-21")
def _() -> Answer:
    g = _cd()
    return rows(_n(set(g.dsts(_m("Hazel Crook"), "picks")) & set(g.dsts(_m("Bethan Lloyd"), "picks"))))


@answer("devshapes21-cider-22")
def _() -> Answer:
    g = _cd()
    return rows(_n(set(g.dsts(_m("Owen Pryce"), "presses")) & set(g.dsts(_m("Ruth Penhale"), "presses"))))


@answer("devshapes21-cider-23")
def _() -> Answer:
    g = _cd()
    return rows(
        _n(set(g.dsts(_p("Harvest Home 2023"), "uses")) & set(g.dsts(_p("Harvest Home 2024"), "uses")))
    )


@answer("devshapes21-cider-24")
def _() -> Answer:
    g = _cd()
    return rows(_n(distinct(v for o in g.dsts(_m("Declan Moss"), "picks") for v in g.dsts(o, "grows"))))


@answer("devshapes21-cider-25")
def _() -> Answer:
    g = _cd()
    return rows(_n(distinct(b for p in g.dsts(_m("Felix Arden"), "presses") for b in g.dsts(p, "sold_to"))))


@answer("devshapes21-cider-26")
def _() -> Answer:
    g = _cd()
    return rows(_n(distinct(o for t in g.dsts(_m("Alice Thorne"), "mentors") for o in g.dsts(t, "picks"))))


@answer("devshapes21-cider-27")
def _() -> Answer:
    g = _cd()
    return rows(_n(a for t in g.srcs(_m("Imogen Hale"), "mentors") for a in g.srcs(t, "mentors")))


@answer("devshapes21-cider-28")
def _() -> Answer:
    return one(sum(1 for e in _cd().e["sold_to"] if kit.in_year(e.props["invoiced"], 2023)))


@answer("devshapes21-cider-29")
def _() -> Answer:
    return one(len({e.dst for e in _cd().e["sold_to"]}))


@answer("devshapes21-cider-30")
def _() -> Answer:
    return one(len(_cd().where("orchard", lambda p: p["organic"] is True)))


@answer("devshapes21-cider-31")
def _() -> Answer:
    return one(len(_cd().srcs(_v("Dabinett"), "uses")))


@answer("devshapes21-cider-32")
def _() -> Answer:
    g = _cd()
    return rows(_n(o for o in g.v["orchard"] if not g.inn(o, "picks")))


@answer("devshapes21-cider-33")
def _() -> Answer:
    g = _cd()
    return rows(_n(m for m in g.v["member"] if not any(g.p(o, "organic") for o in g.dsts(m, "picks"))))


@answer("devshapes21-cider-34")
def _() -> Answer:
    g = _cd()
    return rows(_n(p for p in g.v["pressing"] if not g.out(p, "sold_to")))


@answer("devshapes21-cider-35")
def _() -> Answer:
    g = _cd()
    batches = g.dsts(_m("Owen Pryce"), "presses")
    return rows(_n(p for p in batches if all(g.p(b, "kind") != "pub" for b in g.dsts(p, "sold_to"))))


@answer("devshapes21-cider-36")
def _() -> Answer:
    return one(kit.hops(_cd(), _m("Alice Thorne"), _m("Tilly Marsh"), ["mentors"]))


@answer("devshapes21-cider-37")
def _() -> Answer:
    g = _cd()
    return kit.shortest(g, _o("Sheepwash Orchard"), _b("Saltmarsh Bistro"), list(g.e), direction="both")


@answer("devshapes21-cider-38")
def _() -> Answer:
    g = _cd()
    return kit.shortest(g, _m("George Vane"), _m("Kofi Mensah"), list(g.e), direction="both")


@answer("devshapes21-cider-39")
def _() -> Answer:
    g = _cd()
    return rows((n, g.p(_o(n), "acres")) for n in ("Long Meadow", "Brook End", "Priory Ground"))


@answer("devshapes21-cider-40")
def _() -> Answer:
    g = _cd()
    pair = [_m("Samir Haddad"), _m("Bethan Lloyd")]
    return rows(_n(top(g, pair, lambda m: str(g.p(m, "joined")), 1, reverse=False)), ordered=True)


@answer("devshapes21-cider-41")
def _() -> Answer:
    g = _cd()
    return rows((n, g.p(_b(n), "town")) for n in ("The Plough", "The Fleece"))


@answer("devshapes21-cider-42")
def _() -> Answer:
    return rows(group_count(p["taste"] for p in _cd().v["variety"].values()))


@answer("devshapes21-cider-43")
def _() -> Answer:
    g = _cd()
    total: dict[object, int] = {}
    for e in g.e["sold_to"]:
        buyer = g.p(e.dst, "name")
        total[buyer] = total.get(buyer, 0) + int(e.props["litres"])
    return rows(total.items())


@answer("devshapes21-cider-44")
def _() -> Answer:
    g = _cd()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["picks"]))


@answer("devshapes21-cider-45")
def _() -> Answer:
    g = _cd()
    kg: dict[object, list[float]] = {}
    for e in g.e["picks"]:
        kg.setdefault(g.p(e.src, "name"), []).append(e.props["kg"])
    return rows((m, kit.mean(k)) for m, k in kg.items())


@answer("devshapes21-cider-46")
def _() -> Answer:
    return kit.neighbourhood(_cd(), _v("Kingston Black"))


@answer("devshapes21-cider-47")
def _() -> Answer:
    return kit.neighbourhood(_cd(), _o("Hollow Lane Orchard"))


@answer("devshapes21-cider-48")
def _() -> Answer:
    return kit.neighbourhood(_cd(), _m("Tilly Marsh"))


# --------------------------------------------------------------------------- laonian (names are the vertex ids)


def _ln() -> Graph:
    return graph("laonian")


def _ls(vids: Iterable[str]) -> list[object]:
    return names(_ln(), vids)


@answer("devshapes21-laonian-01")
def _() -> Answer:
    return rows(_ls(_ln().dsts("张桂芳", "enrolled")))


@answer("devshapes21-laonian-02")
def _() -> Answer:
    return rows(_ls(_ln().dsts("唐明远", "teaches")))


@answer("devshapes21-laonian-03")
def _() -> Answer:
    return rows(_ls(_ln().dsts("合唱团一班", "held_in")))


@answer("devshapes21-laonian-04")
def _() -> Answer:
    return rows(_ls(_ln().srcs("国画一班", "enrolled")))


@answer("devshapes21-laonian-05")
def _() -> Answer:
    return rows(_ls(_ln().srcs("黄国庆", "helps")))


@answer("devshapes21-laonian-06")
def _() -> Answer:
    return rows(_ls(_ln().srcs("手机应用一班", "teaches")))


@answer("devshapes21-laonian-07")
def _() -> Answer:
    return one(_ln().p("太极拳进阶班", "start"))


@answer("devshapes21-laonian-08")
def _() -> Answer:
    return one(_ln().p("书画室", "seats"))


@answer("devshapes21-laonian-09")
def _() -> Answer:
    return one(_ln().p("杨志强", "born"))


@answer("devshapes21-laonian-10")
def _() -> Answer:
    return one(kit.mean([e.props["score"] for e in _ln().out("王秀英", "enrolled")]))


@answer("devshapes21-laonian-11")
def _() -> Answer:
    return one(sum(p["fee"] for p in _ln().v["course"].values() if p["category"] == "书画"))


@answer("devshapes21-laonian-12")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _ln().out("唐明远", "teaches")))


@answer("devshapes21-laonian-13")
def _() -> Answer:
    return rows(_ls(_ln().where("student", lambda p: p["gender"] == "男" and 1940 <= p["born"] <= 1949)))


@answer("devshapes21-laonian-14")
def _() -> Answer:
    return rows(_ls(distinct(e.src for e in _ln().e["enrolled"] if e.props["score"] >= 90)))


@answer("devshapes21-laonian-15")
def _() -> Answer:
    return rows(_ls(_ln().where("cohort", lambda p: kit.in_year(p["start"], 2024))))


@answer("devshapes21-laonian-16")
def _() -> Answer:
    signed = _ln().e["enrolled"]
    return rows(
        _ls(
            distinct(
                e.src for e in signed if e.props["certified"] is True and _year(e.props["enrolled_on"]) > 2023
            )
        )
    )


@answer("devshapes21-laonian-17")
def _() -> Answer:
    g = _ln()
    return rows(kit.edge_names(g, kit.top_edges(g.e["enrolled"], "score", 3)), ordered=True)


@answer("devshapes21-laonian-18")
def _() -> Answer:
    g = _ln()
    full = [c for c in g.v["cohort"] if g.inn(c, "enrolled")]
    return rows(_ls(top(g, full, lambda c: len(g.inn(c, "enrolled")), 1)), ordered=True)


@answer("devshapes21-laonian-19")
def _() -> Answer:
    g = _ln()
    ranked = top(g, g.v["student"], lambda s: g.p(s, "born"), 2, reverse=False)
    assert g.p(ranked[0], "born") != g.p(ranked[1], "born"), "a tie inside the top 2"
    return rows(_ls(ranked), ordered=True)


@answer("devshapes21-laonian-20")
def _() -> Answer:
    g = _ln()
    hours = {
        t: sum(e.props["hours"] for e in g.out(t, "teaches")) for t in g.v["teacher"] if g.out(t, "teaches")
    }
    return rows(_ls([kit.kth(g, hours, lambda t: hours[t], 2)]), ordered=True)


@answer("devshapes21-laonian-21")
def _() -> Answer:
    g = _ln()
    return rows(_ls(set(g.dsts("张桂芳", "enrolled")) & set(g.dsts("陈玉兰", "enrolled"))))


@answer("devshapes21-laonian-22")
def _() -> Answer:
    g = _ln()
    return rows(_ls(set(g.dsts("高韵", "teaches")) & set(g.dsts("邱晓雯", "teaches"))))


@answer("devshapes21-laonian-23")
def _() -> Answer:
    g = _ln()
    return rows(_ls(set(g.srcs("合唱团一班", "enrolled")) & set(g.srcs("合唱团二班", "enrolled"))))


@answer("devshapes21-laonian-24")
def _() -> Answer:
    g = _ln()
    return rows(_ls(distinct(r for c in g.dsts("李建国", "enrolled") for r in g.dsts(c, "held_in"))))


@answer("devshapes21-laonian-25")
def _() -> Answer:
    g = _ln()
    return rows(_ls(distinct(b for a in g.dsts("王秀英", "helps") for b in g.dsts(a, "helps"))))


@answer("devshapes21-laonian-26")
def _() -> Answer:
    g = _ln()
    return rows(_ls(distinct(t for c in g.dsts("朱凤英", "enrolled") for t in g.srcs(c, "teaches"))))


@answer("devshapes21-laonian-27")
def _() -> Answer:
    g = _ln()
    return rows(_ls(distinct(k for c in g.dsts("周丽华", "enrolled") for k in g.dsts(c, "of_course"))))


@answer("devshapes21-laonian-28")
def _() -> Answer:
    return one(len({e.src for e in _ln().e["enrolled"] if e.props["certified"] is False}))


@answer("devshapes21-laonian-29")
def _() -> Answer:
    return one(sum(1 for e in _ln().e["enrolled"] if e.props["certified"] is False))


@answer("devshapes21-laonian-30")
def _() -> Answer:
    return one(len(_ln().where("student", lambda p: p["gender"] == "女")))


@answer("devshapes21-laonian-31")
def _() -> Answer:
    return one(len(_ln().inn("太极拳晨练班", "enrolled")))


@answer("devshapes21-laonian-32")
def _() -> Answer:
    g = _ln()
    return rows(_ls(t for t in g.v["teacher"] if not g.out(t, "teaches")))


@answer("devshapes21-laonian-33")
def _() -> Answer:
    g = _ln()
    music = {c for c in g.v["course"] if g.p(c, "category") == "音乐"}
    return rows(
        _ls(
            s
            for s in g.v["student"]
            if not any(set(g.dsts(c, "of_course")) & music for c in g.dsts(s, "enrolled"))
        )
    )


@answer("devshapes21-laonian-34")
def _() -> Answer:
    g = _ln()
    return rows(_ls(r for r in g.v["classroom"] if not g.inn(r, "held_in")))


@answer("devshapes21-laonian-35")
def _() -> Answer:
    g = _ln()
    return rows(_ls(c for c in g.v["course"] if not g.inn(c, "of_course")))


@answer("devshapes21-laonian-36")
def _() -> Answer:
    return one(kit.hops(_ln(), "张桂芳", "胡宝山", ["helps"]))


@answer("devshapes21-laonian-37")
def _() -> Answer:
    g = _ln()
    return kit.shortest(g, "马振华", "林书言", list(g.e), direction="both")


@answer("devshapes21-laonian-38")
def _() -> Answer:
    g = _ln()
    return kit.shortest(g, "书画室", "音乐厅", list(g.e), direction="both")


@answer("devshapes21-laonian-39")
def _() -> Answer:
    g = _ln()
    return rows(_ls(top(g, ["李建国", "刘德明"], lambda s: g.p(s, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes21-laonian-40")
def _() -> Answer:
    g = _ln()
    return rows((n, g.p(n, "fee")) for n in ("书法", "国画", "葫芦丝"))


@answer("devshapes21-laonian-41")
def _() -> Answer:
    g = _ln()
    return rows((n, g.p(n, "floor")) for n in ("101教室", "电脑房"))


@answer("devshapes21-laonian-42")
def _() -> Answer:
    return rows(group_count(p["community"] for p in _ln().v["student"].values()))


@answer("devshapes21-laonian-43")
def _() -> Answer:
    g = _ln()
    scores: dict[object, list[float]] = {}
    for e in g.e["enrolled"]:
        scores.setdefault(g.p(e.dst, "name"), []).append(e.props["score"])
    return rows((c, kit.mean(s)) for c, s in scores.items())


@answer("devshapes21-laonian-44")
def _() -> Answer:
    g = _ln()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["of_course"]))


@answer("devshapes21-laonian-45")
def _() -> Answer:
    return rows(group_count(p["title"] for p in _ln().v["teacher"].values()))


@answer("devshapes21-laonian-46")
def _() -> Answer:
    return kit.neighbourhood(_ln(), "合唱团二班")


@answer("devshapes21-laonian-47")
def _() -> Answer:
    return kit.neighbourhood(_ln(), "王秀英")


@answer("devshapes21-laonian-48")
def _() -> Answer:
    return kit.neighbourhood(_ln(), "太极拳")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
