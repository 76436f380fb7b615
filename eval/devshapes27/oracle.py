"""The answers to ``eval/devshapes27/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes27/oracle.py [--ids a,b]     # print each answer
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


def _kth(vids: Iterable[str], key, k: int) -> str:
    """The ``k``-th (1-based) vid by ``key``, largest first; asserts it ties with neither neighbour."""
    ranked = sorted(vids, key=key, reverse=True)
    assert key(ranked[k - 2]) != key(ranked[k - 1]), f"tie before the {k}th: {ranked[k - 2 : k]}"
    if len(ranked) > k:
        assert key(ranked[k - 1]) != key(ranked[k]), f"tie after the {k}th: {ranked[k - 1 : k + 1]}"
    return ranked[k - 1]


def _sums(edges: Iterable[Edge], prop: str, end: str = "src") -> dict[str, int]:
    """The sum of ``prop`` over ``edges`` per source (or target) vertex."""
    total: dict[str, int] = {}
    for e in edges:
        v = getattr(e, end)
        total[v] = total.get(v, 0) + e.props[prop]
    return total


# --------------------------------------------------------------------------- musiccamp (names are the vertex ids)


def _mc() -> Graph:
    return graph("musiccamp")


def _mn(vids: Iterable[str]) -> list[object]:
    return names(_mc(), vids)


@answer("devshapes27-musiccamp-01")
def _() -> Answer:
    return rows(_mn(_mc().dsts("Theo Brennan", "sits_in")))


@answer("devshapes27-musiccamp-02")
def _() -> Answer:
    return rows(_mn(_mc().dsts("Brass Five", "rehearses")))


@answer("devshapes27-musiccamp-03")
def _() -> Answer:
    return rows(_mn(_mc().dsts("Margot Ellery", "taught")))


@answer("devshapes27-musiccamp-04")
def _() -> Answer:
    return rows(_mn(_mc().srcs("Big Band Juniors", "coaches")))


@answer("devshapes27-musiccamp-05")
def _() -> Answer:
    return rows(_mn(_mc().srcs("Grand Finale", "performed")))


@answer("devshapes27-musiccamp-06")
def _() -> Answer:
    g = _mc()
    assert not g.dsts("Lottie Marchetti", "buddy_of"), "a buddy either way would read two ways"
    return rows(_mn(g.srcs("Lottie Marchetti", "buddy_of")))


@answer("devshapes27-musiccamp-07")
def _() -> Answer:
    return one(_mc().p("Harbour Lights Suite", "minutes"))


@answer("devshapes27-musiccamp-08")
def _() -> Answer:
    return one(_mc().p("Felix Hartmann", "arrived"))


@answer("devshapes27-musiccamp-09")
def _() -> Answer:
    return one(_mc().p("Lakeside Picnic Concert", "venue"))


@answer("devshapes27-musiccamp-10")
def _() -> Answer:
    return rows(_mn(_mc().where("camper", lambda p: p["standard"] == "advanced" and p["born"] >= 2008)))


@answer("devshapes27-musiccamp-11")
def _() -> Answer:
    g = _mc()
    return rows(kit.edge_names(g, (e for e in g.e["played_solo"] if e.props["marks"] > 85)))


@answer("devshapes27-musiccamp-12")
def _() -> Answer:
    g = _mc()
    return rows(
        kit.edge_names(g, (e for e in g.e["taught"] if e.props["sessions"] >= 5 and e.props["graded"]))
    )


@answer("devshapes27-musiccamp-13")
def _() -> Answer:
    g = _mc()
    assert not [e for e in g.e["taught"] if str(e.props["started"]) == "2025-07-11"], "a lesson on the day"
    return rows(_mn(distinct(e.dst for e in g.e["taught"] if str(e.props["started"]) > "2025-07-11")))


@answer("devshapes27-musiccamp-14")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _mc().out("Anton Weiss", "coaches")))


@answer("devshapes27-musiccamp-15")
def _() -> Answer:
    g = _mc()
    return one(kit.mean([g.p(p, "minutes") for p in g.dsts("Full Camp Orchestra", "rehearses")]))


@answer("devshapes27-musiccamp-16")
def _() -> Answer:
    return one(kit.mean([e.props["marks"] for e in _mc().e["played_solo"]]))


@answer("devshapes27-musiccamp-17")
def _() -> Answer:
    g = _mc()
    groups = [e for e in g.v["ensemble"] if g.inn(e, "sits_in")]
    return rows(_mn(top(g, groups, lambda e: len(g.inn(e, "sits_in")), 1)), ordered=True)


@answer("devshapes27-musiccamp-18")
def _() -> Answer:
    g = _mc()
    ranked = top(g, g.v["piece"], lambda p: g.p(p, "minutes"), 3)
    assert len({g.p(p, "minutes") for p in ranked}) == 3, "a tie inside the top 3"
    return rows(_mn(ranked), ordered=True)


@answer("devshapes27-musiccamp-19")
def _() -> Answer:
    g = _mc()
    marks = {e.src: e.props["marks"] for e in g.e["played_solo"]}
    assert len(marks) == len(g.e["played_solo"]), "one solo each"
    return rows(_mn([_kth(marks, lambda c: marks[c], 2)]), ordered=True)


@answer("devshapes27-musiccamp-20")
def _() -> Answer:
    g = _mc()
    lessons = _sums(g.e["taught"], "sessions")
    best = top(g, lessons, lambda t: lessons[t], 1)
    pupils = top(g, lessons, lambda t: len(g.dsts(t, "taught")), 1)
    assert best == pupils, "the most lessons and the most pupils name one tutor"
    return rows(_mn(best), ordered=True)


@answer("devshapes27-musiccamp-21")
def _() -> Answer:
    g = _mc()
    return rows(_mn(set(g.dsts("Poppy Ashworth", "sits_in")) & set(g.dsts("Hana Sato", "sits_in"))))


@answer("devshapes27-musiccamp-22")
def _() -> Answer:
    g = _mc()
    return rows(_mn(set(g.dsts("Margot Ellery", "coaches")) & set(g.dsts("Declan Rourke", "coaches"))))


@answer("devshapes27-musiccamp-23")
def _() -> Answer:
    g = _mc()
    return rows(_mn(set(g.srcs("Camp Wind Band", "sits_in")) & set(g.srcs("Big Band Juniors", "sits_in"))))


@answer("devshapes27-musiccamp-24")
def _() -> Answer:
    g = _mc()
    return rows(
        _mn(distinct(s for e in g.dsts("Reuben Castillo", "sits_in") for s in g.dsts(e, "performed")))
    )


@answer("devshapes27-musiccamp-25")
def _() -> Answer:
    g = _mc()
    return rows(_mn(distinct(p for e in g.dsts("Anton Weiss", "coaches") for p in g.dsts(e, "rehearses"))))


@answer("devshapes27-musiccamp-26")
def _() -> Answer:
    g = _mc()
    return rows(_mn(distinct(b for a in g.dsts("Jasper Quill", "buddy_of") for b in g.dsts(a, "buddy_of"))))


@answer("devshapes27-musiccamp-27")
def _() -> Answer:
    g = _mc()
    return rows(_mn(distinct(e for c in g.dsts("Priya Raman", "taught") for e in g.dsts(c, "sits_in"))))


@answer("devshapes27-musiccamp-28")
def _() -> Answer:
    return one(sum(1 for e in _mc().e["sits_in"] if e.props["section_lead"]))


@answer("devshapes27-musiccamp-29")
def _() -> Answer:
    return one(len({e.src for e in _mc().e["sits_in"] if e.props["section_lead"]}))


@answer("devshapes27-musiccamp-30")
def _() -> Answer:
    return one(len(_mc().where("piece", lambda p: p["difficulty"] >= 6)))


@answer("devshapes27-musiccamp-31")
def _() -> Answer:
    return one(len(_mc().inn("Camp Wind Band", "sits_in")))


@answer("devshapes27-musiccamp-32")
def _() -> Answer:
    g = _mc()
    return rows(
        _mn(t for t in g.v["tutor"] if all(g.p(e, "kind") != "chamber" for e in g.dsts(t, "coaches")))
    )


@answer("devshapes27-musiccamp-33")
def _() -> Answer:
    g = _mc()
    return rows(_mn(c for c in g.v["camper"] if not g.out(c, "played_solo")))


@answer("devshapes27-musiccamp-34")
def _() -> Answer:
    g = _mc()
    return rows(_mn(e for e in g.v["ensemble"] if not g.out(e, "performed")))


@answer("devshapes27-musiccamp-35")
def _() -> Answer:
    g = _mc()
    return rows(_mn(c for c in g.dsts("Declan Rourke", "taught") if not g.out(c, "played_solo")))


@answer("devshapes27-musiccamp-36")
def _() -> Answer:
    return one(kit.hops(_mc(), "Jasper Quill", "Ivy Tremaine", ["buddy_of"]))


@answer("devshapes27-musiccamp-37")
def _() -> Answer:
    g = _mc()
    return kit.shortest(g, "Ivy Tremaine", "Grand Finale", list(g.e), direction="both")


@answer("devshapes27-musiccamp-38")
def _() -> Answer:
    g = _mc()
    return one(kit.hops(g, "Felix Hartmann", "Harbour Lights Suite", list(g.e), direction="both"))


@answer("devshapes27-musiccamp-39")
def _() -> Answer:
    g = _mc()
    pair = ["Nina Kowalczyk", "Theo Brennan"]
    return rows(_mn(top(g, pair, lambda c: g.p(c, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes27-musiccamp-40")
def _() -> Answer:
    g = _mc()
    return rows((p, g.p(p, "minutes")) for p in ("Midsummer Reel", "River Dances", "Blue Hour Ballad"))


@answer("devshapes27-musiccamp-41")
def _() -> Answer:
    g = _mc()
    pair = ["Opening Night", "Village Green Pops"]
    return rows(_mn(top(g, pair, lambda s: str(g.p(s, "held")), 1, reverse=False)), ordered=True)


@answer("devshapes27-musiccamp-42")
def _() -> Answer:
    g = _mc()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["sits_in"]))


@answer("devshapes27-musiccamp-43")
def _() -> Answer:
    g = _mc()
    return rows((g.p(t, "name"), h) for t, h in _sums(g.e["coaches"], "hours").items())


@answer("devshapes27-musiccamp-44")
def _() -> Answer:
    return rows(group_count(p["standard"] for p in _mc().v["camper"].values()))


@answer("devshapes27-musiccamp-45")
def _() -> Answer:
    g = _mc()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["performed"]))


@answer("devshapes27-musiccamp-46")
def _() -> Answer:
    return kit.neighbourhood(_mc(), "Lakeside Quartet")


@answer("devshapes27-musiccamp-47")
def _() -> Answer:
    return kit.neighbourhood(_mc(), "Nina Kowalczyk")


@answer("devshapes27-musiccamp-48")
def _() -> Answer:
    return kit.neighbourhood(_mc(), "Brass Five")


# --------------------------------------------------------------------------- minsu (opaque ids, Chinese names)


def _ms() -> Graph:
    return graph("minsu")


def _t(name: str) -> str:
    """The vid of a traveler by name."""
    return _ms().find("traveler", name)


def _g(name: str) -> str:
    return _ms().find("guesthouse", name)


def _l(name: str) -> str:
    return _ms().find("landlord", name)


def _v(name: str) -> str:
    return _ms().find("village", name)


def _sn(vids: Iterable[str]) -> list[object]:
    return names(_ms(), vids)


@answer("devshapes27-minsu-01")
def _() -> Answer:
    return rows(_sn(_ms().dsts(_t("王可欣"), "stayed")))


@answer("devshapes27-minsu-02")
def _() -> Answer:
    return rows(_sn(_ms().dsts(_l("许曼"), "runs")))


@answer("devshapes27-minsu-03")
def _() -> Answer:
    return rows(_sn(_ms().dsts(_g("枫渡客栈"), "located_in")))


@answer("devshapes27-minsu-04")
def _() -> Answer:
    return rows(_sn(_ms().srcs(_g("稻香小院"), "runs")))


@answer("devshapes27-minsu-05")
def _() -> Answer:
    return rows(_sn(_ms().srcs(_g("星空帐篷营"), "stayed")))


@answer("devshapes27-minsu-06")
def _() -> Answer:
    return rows(_sn(_ms().srcs(_t("刘星河"), "recommended")))


@answer("devshapes27-minsu-07")
def _() -> Answer:
    return one(_ms().p(_g("云上的院子"), "price"))


@answer("devshapes27-minsu-08")
def _() -> Answer:
    return one(_ms().p(_l("夏知秋"), "born"))


@answer("devshapes27-minsu-09")
def _() -> Answer:
    return one(_ms().p(_g("梅湾老宅"), "rooms"))


@answer("devshapes27-minsu-10")
def _() -> Answer:
    return rows(_sn(_ms().where("guesthouse", lambda p: bool(p["pets"]) and p["price"] < 400)))


@answer("devshapes27-minsu-11")
def _() -> Answer:
    g = _ms()
    return rows(
        kit.edge_names(
            g, (e for e in g.e["reviewed"] if e.props["photos"] and kit.in_year(e.props["written"], 2024))
        )
    )


@answer("devshapes27-minsu-12")
def _() -> Answer:
    g = _ms()
    return rows(kit.edge_names(g, (e for e in g.e["stayed"] if e.props["nights"] >= 4)))


@answer("devshapes27-minsu-13")
def _() -> Answer:
    g = _ms()
    assert not g.where("guesthouse", lambda p: p["opened"] == 2015), "one opened in 2015 reads two ways"
    return rows(_sn(g.where("guesthouse", lambda p: p["opened"] < 2015)))


@answer("devshapes27-minsu-14")
def _() -> Answer:
    return one(kit.mean([e.props["stars"] for e in _ms().inn(_g("枫渡客栈"), "reviewed")]))


@answer("devshapes27-minsu-15")
def _() -> Answer:
    return one(sum(e.props["nights"] for e in _ms().out(_t("刘星河"), "stayed")))


@answer("devshapes27-minsu-16")
def _() -> Answer:
    return one(kit.mean([p["price"] for p in _ms().v["guesthouse"].values()]))


@answer("devshapes27-minsu-17")
def _() -> Answer:
    g = _ms()
    booked = [h for h in g.v["guesthouse"] if g.inn(h, "stayed")]
    return rows(_sn(top(g, booked, lambda h: len(g.inn(h, "stayed")), 1)), ordered=True)


@answer("devshapes27-minsu-18")
def _() -> Answer:
    g = _ms()
    return rows(kit.edge_names(g, kit.top_edges(g.e["stayed"], "nights", 3)), ordered=True)


@answer("devshapes27-minsu-19")
def _() -> Answer:
    g = _ms()
    ranked = top(g, g.v["guesthouse"], lambda h: g.p(h, "rooms"), 2)
    assert g.p(ranked[0], "rooms") != g.p(ranked[1], "rooms"), "a tie inside the top 2"
    return rows(_sn(ranked), ordered=True)


@answer("devshapes27-minsu-20")
def _() -> Answer:
    g = _ms()
    return rows(_sn([_kth(g.v["guesthouse"], lambda h: g.p(h, "price"), 2)]), ordered=True)


@answer("devshapes27-minsu-21")
def _() -> Answer:
    g = _ms()
    return rows(_sn(set(g.dsts(_t("王可欣"), "stayed")) & set(g.dsts(_t("孙蔓"), "stayed"))))


@answer("devshapes27-minsu-22")
def _() -> Answer:
    g = _ms()
    return rows(_sn(set(g.srcs(_g("竹里人家"), "stayed")) & set(g.srcs(_g("枫渡客栈"), "stayed"))))


@answer("devshapes27-minsu-23")
def _() -> Answer:
    g = _ms()
    return rows(_sn(set(g.dsts(_t("杨柳"), "stayed")) & set(g.dsts(_t("张一诺"), "stayed"))))


@answer("devshapes27-minsu-24")
def _() -> Answer:
    g = _ms()
    return rows(_sn(distinct(v for h in g.dsts(_t("刘星河"), "stayed") for v in g.dsts(h, "located_in"))))


@answer("devshapes27-minsu-25")
def _() -> Answer:
    g = _ms()
    return rows(_sn(distinct(t for h in g.dsts(_l("许曼"), "runs") for t in g.srcs(h, "stayed"))))


@answer("devshapes27-minsu-26")
def _() -> Answer:
    g = _ms()
    return rows(_sn(distinct(h for f in g.dsts(_t("王可欣"), "recommended") for h in g.dsts(f, "stayed"))))


@answer("devshapes27-minsu-27")
def _() -> Answer:
    g = _ms()
    return rows(_sn(distinct(o for h in g.srcs(_v("青溪村"), "located_in") for o in g.srcs(h, "runs"))))


@answer("devshapes27-minsu-28")
def _() -> Answer:
    return one(sum(1 for e in _ms().e["reviewed"] if e.props["photos"]))


@answer("devshapes27-minsu-29")
def _() -> Answer:
    return one(len({e.src for e in _ms().e["reviewed"] if e.props["photos"]}))


@answer("devshapes27-minsu-30")
def _() -> Answer:
    return one(len(_ms().where("guesthouse", lambda p: bool(p["pets"]))))


@answer("devshapes27-minsu-31")
def _() -> Answer:
    return one(len(_ms().inn(_g("梅湾老宅"), "stayed")))


@answer("devshapes27-minsu-32")
def _() -> Answer:
    g = _ms()
    return rows(_sn(t for t in g.v["traveler"] if not any(g.p(h, "pets") for h in g.dsts(t, "stayed"))))


@answer("devshapes27-minsu-33")
def _() -> Answer:
    g = _ms()
    return rows(_sn(h for h in g.v["guesthouse"] if not g.inn(h, "stayed")))


@answer("devshapes27-minsu-34")
def _() -> Answer:
    g = _ms()
    return rows(_sn(t for t in g.v["traveler"] if g.out(t, "stayed") and not g.out(t, "reviewed")))


@answer("devshapes27-minsu-35")
def _() -> Answer:
    g = _ms()
    here = g.srcs(_v("竹影坞"), "located_in")
    return rows(_sn(h for h in here if all(e.props["stars"] != 5 for e in g.inn(h, "reviewed"))))


@answer("devshapes27-minsu-36")
def _() -> Answer:
    return one(kit.hops(_ms(), _t("黄子涵"), _t("林浩"), ["recommended"]))


@answer("devshapes27-minsu-37")
def _() -> Answer:
    g = _ms()
    return kit.shortest(g, _t("林浩"), _g("木心居"), list(g.e), direction="both")


@answer("devshapes27-minsu-38")
def _() -> Answer:
    g = _ms()
    return kit.shortest(g, _l("柯梅"), _t("王可欣"), list(g.e), direction="both")


@answer("devshapes27-minsu-39")
def _() -> Answer:
    g = _ms()
    pair = [_g("山月小筑"), _g("溪畔茶舍")]
    return rows(_sn(top(g, pair, lambda h: g.p(h, "price"), 1, reverse=False)), ordered=True)


@answer("devshapes27-minsu-40")
def _() -> Answer:
    g = _ms()
    return rows((n, g.p(_g(n), "rooms")) for n in ("听松阁", "半山听雨", "木心居"))


@answer("devshapes27-minsu-41")
def _() -> Answer:
    g = _ms()
    pair = [_t("陈思远"), _t("徐晨")]
    return rows(_sn(top(g, pair, lambda t: g.p(t, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes27-minsu-42")
def _() -> Answer:
    g = _ms()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["stayed"]))


@answer("devshapes27-minsu-43")
def _() -> Answer:
    g = _ms()
    prices: dict[object, list[int]] = {}
    for e in g.e["located_in"]:
        prices.setdefault(g.p(e.dst, "county"), []).append(g.p(e.src, "price"))
    return rows((county, kit.mean(p)) for county, p in prices.items())


@answer("devshapes27-minsu-44")
def _() -> Answer:
    g = _ms()
    return rows(group_count(g.p(e.src, "name") for e in g.e["runs"]))


@answer("devshapes27-minsu-45")
def _() -> Answer:
    return rows(group_count(p["city"] for p in _ms().v["traveler"].values()))


@answer("devshapes27-minsu-46")
def _() -> Answer:
    return kit.neighbourhood(_ms(), _l("骆一帆"))


@answer("devshapes27-minsu-47")
def _() -> Answer:
    return kit.neighbourhood(_ms(), _g("竹里人家"))


@answer("devshapes27-minsu-48")
def _() -> Answer:
    return kit.neighbourhood(_ms(), _v("白云岙"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
