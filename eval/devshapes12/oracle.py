"""The answers to ``eval/devshapes12/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``. The one answer the kit has no helper for, a subgraph two steps out
(``_within``), is written here.

Usage::

    python eval/devshapes12/oracle.py [--ids a,b]     # print each answer
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


def _top_edges(edges: list[Edge], prop: str, k: int, *, reverse: bool = True) -> list[Edge]:
    """The ``k`` edges with the largest (``reverse``) or smallest ``prop``; asserts no tie at the cut."""
    ranked = sorted(edges, key=lambda e: e.props[prop], reverse=reverse)
    if len(ranked) > k:
        assert ranked[k - 1].props[prop] != ranked[k].props[prop], (
            f"tie at the cut: {ranked[k - 1]} / {ranked[k]}"
        )
    return ranked[:k]


def _within(g: Graph, vid: str, steps: int) -> Elements:
    """``GET SUBGRAPH <steps> STEPS FROM vid`` over every edge type, both directions: every vertex
    at most ``steps`` edges away, and every edge between two of them."""
    near = {vid}
    for _ in range(steps):
        near |= {e.dst if e.src in near else e.src for e in g.all_edges() if e.src in near or e.dst in near}
    edges = {(e.src, e.dst, e.type) for e in g.all_edges() if e.src in near and e.dst in near}
    return Elements(frozenset(near), frozenset(edges))


def _best(g: Graph, vids: Iterable[str], prop: str, *, reverse: bool) -> Answer:
    """The name of the one vertex of ``vids`` with the largest (``reverse``) or smallest ``prop``."""
    return rows(names(g, top(g, vids, lambda v: g.p(v, prop), 1, reverse=reverse)), ordered=True)


# --------------------------------------------------------------------------- pottery (opaque ids, Chinese names)


def _po() -> Graph:
    return graph("pottery")


def _p(name: str) -> str:
    """The vid of a potter by name."""
    return _po().find("potter", name)


def _x(name: str) -> str:
    return _po().find("piece", name)


def _k(name: str) -> str:
    return _po().find("kiln", name)


def _s(name: str) -> str:
    return _po().find("studio", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_po(), vids)


def _of_level(level: str) -> list[str]:
    return _po().where("potter", lambda p: p["level"] == level)


@answer("devshapes12-pottery-01")
def _() -> Answer:
    return rows(_n(_po().dsts(_p("顾长风"), "made")))


@answer("devshapes12-pottery-02")
def _() -> Answer:
    return rows(_n(_po().dsts(_p("方一鸣"), "works_at")))


@answer("devshapes12-pottery-03")
def _() -> Answer:
    return rows(_n(_po().srcs(_x("荷叶盘"), "made")))


@answer("devshapes12-pottery-04")
def _() -> Answer:
    return rows(_n(_po().srcs(_p("林素心"), "taught")))


@answer("devshapes12-pottery-05")
def _() -> Answer:
    return rows(_n(_po().srcs(_k("大柴窑"), "fired_in")))


@answer("devshapes12-pottery-06")
def _() -> Answer:
    return one(_po().p(_p("高远"), "born"))


@answer("devshapes12-pottery-07")
def _() -> Answer:
    return one(_po().p(_x("柴烧大罐"), "price"))


@answer("devshapes12-pottery-08")
def _() -> Answer:
    return one(_po().p(_k("大柴窑"), "capacity"))


@answer("devshapes12-pottery-09")
def _() -> Answer:
    return rows((n, _po().p(_x(n), "price")) for n in ("兔毫建盏", "荷叶盘", "练习杯"))


@answer("devshapes12-pottery-10")
def _() -> Answer:
    return _best(_po(), [_p("唐墨"), _p("白露")], "born", reverse=False)


@answer("devshapes12-pottery-11")
def _() -> Answer:
    return _best(_po(), [_s("泥巴工坊"), _s("一土工作室")], "opened", reverse=False)


@answer("devshapes12-pottery-12")
def _() -> Answer:
    g = _po()
    return rows(_n(distinct(x for p in ("顾长风", "方一鸣") for x in g.dsts(_p(p), "made"))))


@answer("devshapes12-pottery-13")
def _() -> Answer:
    return rows(_n(_po().where("piece", lambda p: p["price"] > 1000)))


@answer("devshapes12-pottery-14")
def _() -> Answer:
    return rows(_n(e.src for e in _po().e["fired_in"] if e.props["temp"] > 1280))


@answer("devshapes12-pottery-15")
def _() -> Answer:
    g = _po()
    return rows(_n(p for p in _of_level("学员") if g.p(p, "born") < 2000))


@answer("devshapes12-pottery-16")
def _() -> Answer:
    g = _po()
    return one(sum(g.p(x, "price") for x in g.dsts(_p("顾长风"), "made")))


@answer("devshapes12-pottery-17")
def _() -> Answer:
    prices = [p["price"] for p in _po().v["piece"].values() if p["glaze"] == "青瓷"]
    return one(sum(prices) / len(prices))


@answer("devshapes12-pottery-18")
def _() -> Answer:
    g = _po()
    return rows(_n(top(g, g.v["piece"], lambda x: g.p(x, "price"), 3)), ordered=True)


@answer("devshapes12-pottery-19")
def _() -> Answer:
    g = _po()
    return rows(_n(top(g, _of_level("老师"), lambda p: g.p(p, "born"), 2, reverse=False)), ordered=True)


@answer("devshapes12-pottery-20")
def _() -> Answer:
    g = _po()
    teachers = [p for p in g.v["potter"] if g.out(p, "taught")]
    return rows(_n(top(g, teachers, lambda p: len(g.out(p, "taught")), 1)), ordered=True)


@answer("devshapes12-pottery-21")
def _() -> Answer:
    g = _po()
    hottest = _top_edges(g.e["fired_in"], "temp", 3)
    return rows(((g.p(e.src, "name"), g.p(e.dst, "name")) for e in hottest), ordered=True)


@answer("devshapes12-pottery-22")
def _() -> Answer:
    g = _po()
    return rows(_n(top(g, g.v["kiln"], lambda k: g.p(k, "capacity"), 2)), ordered=True)


@answer("devshapes12-pottery-23")
def _() -> Answer:
    g = _po()
    return rows(_n(set(g.dsts(_p("顾长风"), "made")) & set(g.dsts(_p("宋雨晴"), "made"))))


@answer("devshapes12-pottery-24")
def _() -> Answer:
    g = _po()
    return rows(_n(set(g.srcs(_s("泥巴工坊"), "works_at")) & set(g.srcs(_s("小满陶艺"), "works_at"))))


@answer("devshapes12-pottery-25")
def _() -> Answer:
    g = _po()
    return rows(_n(set(g.srcs(_s("青窑陶社"), "works_at")) & set(g.srcs(_s("一土工作室"), "works_at"))))


@answer("devshapes12-pottery-26")
def _() -> Answer:
    g = _po()

    def kilns(potter: str) -> set[str]:
        return {k for x in g.dsts(_p(potter), "made") for k in g.dsts(x, "fired_in")}

    return rows(_n(kilns("顾长风") & kilns("江枫")))


@answer("devshapes12-pottery-27")
def _() -> Answer:
    g = _po()
    return rows(_n(c for s in g.dsts(_p("叶知秋"), "taught") for c in g.dsts(s, "taught")))


@answer("devshapes12-pottery-28")
def _() -> Answer:
    g = _po()
    return rows(_n(distinct(k for x in g.dsts(_p("方一鸣"), "made") for k in g.dsts(x, "fired_in"))))


@answer("devshapes12-pottery-29")
def _() -> Answer:
    g = _po()
    me = _p("白露")
    return rows(_n(o for t in g.srcs(me, "taught") for o in g.dsts(t, "taught") if o != me))


@answer("devshapes12-pottery-30")
def _() -> Answer:
    return one(len(_of_level("学员")))


@answer("devshapes12-pottery-31")
def _() -> Answer:
    return one(len(_po().inn(_k("大柴窑"), "fired_in")))


@answer("devshapes12-pottery-32")
def _() -> Answer:
    return one(len(set(_po().srcs(_s("泥巴工坊"), "works_at"))))


@answer("devshapes12-pottery-33")
def _() -> Answer:
    g = _po()
    return rows(_n(x for x in g.v["piece"] if not g.out(x, "fired_in")))


@answer("devshapes12-pottery-34")
def _() -> Answer:
    g = _po()
    return rows(_n(p for p in _of_level("助教") if not g.out(p, "taught")))


@answer("devshapes12-pottery-35")
def _() -> Answer:
    g = _po()
    celadon = {e.src for e in g.e["made"] if g.p(e.dst, "glaze") == "青瓷"}
    return rows(_n(p for p in _of_level("老师") if p not in celadon))


@answer("devshapes12-pottery-36")
def _() -> Answer:
    return one(kit.hops(_po(), _p("叶知秋"), _p("何小禾"), ["taught"]))


@answer("devshapes12-pottery-37")
def _() -> Answer:
    return kit.shortest(_po(), _p("顾长风"), _p("陆青青"), ["taught"])


@answer("devshapes12-pottery-38")
def _() -> Answer:
    g = _po()
    return kit.shortest(g, _p("许一诺"), _p("江枫"), list(g.e), direction="both")


@answer("devshapes12-pottery-39")
def _() -> Answer:
    g = _po()
    return one(kit.hops(g, _p("孟夏"), _k("小电窑"), list(g.e), direction="both"))


@answer("devshapes12-pottery-40")
def _() -> Answer:
    g = _po()
    return kit.shortest(g, _p("方一鸣"), _k("气窑"), list(g.e), direction="both")


@answer("devshapes12-pottery-41")
def _() -> Answer:
    return rows(group_count(p["glaze"] for p in _po().v["piece"].values()))


@answer("devshapes12-pottery-42")
def _() -> Answer:
    g = _po()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_in"]))


@answer("devshapes12-pottery-43")
def _() -> Answer:
    return rows(group_count(p["level"] for p in _po().v["potter"].values()))


@answer("devshapes12-pottery-44")
def _() -> Answer:
    return kit.neighbourhood(_po(), _p("顾长风"))


@answer("devshapes12-pottery-45")
def _() -> Answer:
    return kit.neighbourhood(_po(), _k("大柴窑"))


@answer("devshapes12-pottery-46")
def _() -> Answer:
    return kit.neighbourhood(_po(), _s("小满陶艺"))


@answer("devshapes12-pottery-47")
def _() -> Answer:
    return _within(_po(), _p("江枫"), 2)


@answer("devshapes12-pottery-48")
def _() -> Answer:
    return kit.neighbourhood(_po(), _s("一土工作室"))


# --------------------------------------------------------------------------- quiz (names are the vertex ids)


def _qz() -> Graph:
    return graph("quiz")


def _qn(vids: Iterable[str]) -> list[object]:
    return names(_qz(), vids)


def _of_specialty(specialty: str) -> list[str]:
    return _qz().where("player", lambda p: p["specialty"] == specialty)


@answer("devshapes12-quiz-01")
def _() -> Answer:
    return rows(_qn(_qz().dsts("Mo Rahman", "plays_for")))


@answer("devshapes12-quiz-02")
def _() -> Answer:
    return rows(_qn(_qz().dsts("Jess Tran", "recruited")))


@answer("devshapes12-quiz-03")
def _() -> Answer:
    return rows(_qn(_qz().srcs("Winter Brainbox", "wrote")))


@answer("devshapes12-quiz-04")
def _() -> Answer:
    return rows(_qn(_qz().srcs("Spring Cup 2023", "entered")))


@answer("devshapes12-quiz-05")
def _() -> Answer:
    return rows(_qn(_qz().srcs("The Red Lion", "home_pub")))


@answer("devshapes12-quiz-06")
def _() -> Answer:
    return one(_qz().p("The Old Bell", "opened"))


@answer("devshapes12-quiz-07")
def _() -> Answer:
    return one(_qz().p("Summer Showdown", "rounds"))


@answer("devshapes12-quiz-08")
def _() -> Answer:
    return one(_qz().p("Kieran Doyle", "born"))


@answer("devshapes12-quiz-09")
def _() -> Answer:
    return rows((n, _qz().p(n, "born")) for n in ("Alan Marsh", "Dana Price", "Owen Blake"))


@answer("devshapes12-quiz-10")
def _() -> Answer:
    return _best(_qz(), ["Quizzly Bears", "Quiz Khalifa"], "founded", reverse=False)


@answer("devshapes12-quiz-11")
def _() -> Answer:
    return _best(_qz(), ["The Crown", "Mermaid Tavern"], "opened", reverse=False)


@answer("devshapes12-quiz-12")
def _() -> Answer:
    g = _qz()
    return rows(_qn(distinct(r for p in ("Greg Lowe", "Beth Carey") for r in g.dsts(p, "recruited"))))


@answer("devshapes12-quiz-13")
def _() -> Answer:
    g = _qz()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["entered"] if e.props["score"] > 75)


@answer("devshapes12-quiz-14")
def _() -> Answer:
    return rows(_qn(_qz().where("player", lambda p: p["born"] > 2000)))


@answer("devshapes12-quiz-15")
def _() -> Answer:
    return rows(_qn(e.src for e in _qz().e["hosted_at"] if e.props["fee"] < 15))


@answer("devshapes12-quiz-16")
def _() -> Answer:
    return one(sum(e.props["score"] for e in _qz().out("Quizzly Bears", "entered")))


@answer("devshapes12-quiz-17")
def _() -> Answer:
    scores = [e.props["score"] for e in _qz().inn("Summer Showdown", "entered")]
    return one(sum(scores) / len(scores))


@answer("devshapes12-quiz-18")
def _() -> Answer:
    g = _qz()
    return rows(_qn(top(g, g.v["team"], lambda t: len(g.out(t, "entered")), 1)), ordered=True)


@answer("devshapes12-quiz-19")
def _() -> Answer:
    g = _qz()
    best = _top_edges(g.e["entered"], "score", 3)
    return rows(((g.p(e.src, "name"), g.p(e.dst, "name")) for e in best), ordered=True)


@answer("devshapes12-quiz-20")
def _() -> Answer:
    g = _qz()
    return rows(_qn(top(g, g.v["pub"], lambda p: g.p(p, "opened"), 2, reverse=False)), ordered=True)


@answer("devshapes12-quiz-21")
def _() -> Answer:
    g = _qz()
    return rows(_qn(top(g, _of_specialty("science"), lambda p: g.p(p, "born"), 2)), ordered=True)


@answer("devshapes12-quiz-22")
def _() -> Answer:
    g = _qz()
    recruiters = [p for p in g.v["player"] if g.out(p, "recruited")]
    return rows(_qn(top(g, recruiters, lambda p: len(g.out(p, "recruited")), 1)), ordered=True)


@answer("devshapes12-quiz-23")
def _() -> Answer:
    g = _qz()
    return rows(_qn(set(g.dsts("Quizzly Bears", "entered")) & set(g.dsts("Les Quizerables", "entered"))))


@answer("devshapes12-quiz-24")
def _() -> Answer:
    g = _qz()
    return rows(
        _qn(set(g.dsts("Universally Challenged", "entered")) & set(g.dsts("Quiz Khalifa", "entered")))
    )


@answer("devshapes12-quiz-25")
def _() -> Answer:
    g = _qz()
    return rows(_qn(set(g.srcs("Spring Cup 2023", "wrote")) & set(g.srcs("Summer Showdown", "wrote"))))


@answer("devshapes12-quiz-26")
def _() -> Answer:
    g = _qz()
    return rows(_qn(set(g.srcs("Les Quizerables", "plays_for")) & set(g.srcs("Quizzly Bears", "plays_for"))))


@answer("devshapes12-quiz-27")
def _() -> Answer:
    g = _qz()
    return rows(_qn(c for r in g.dsts("Alan Marsh", "recruited") for c in g.dsts(r, "recruited")))


@answer("devshapes12-quiz-28")
def _() -> Answer:
    g = _qz()
    return rows(
        _qn(distinct(p for q in g.dsts("Les Quizerables", "entered") for p in g.dsts(q, "hosted_at")))
    )


@answer("devshapes12-quiz-29")
def _() -> Answer:
    g = _qz()
    me = "Beth Carey"
    return rows(_qn(distinct(o for t in g.dsts(me, "plays_for") for o in g.srcs(t, "plays_for") if o != me)))


@answer("devshapes12-quiz-30")
def _() -> Answer:
    return one(len(_of_specialty("music")))


@answer("devshapes12-quiz-31")
def _() -> Answer:
    return one(len(_qz().inn("Summer Showdown", "entered")))


@answer("devshapes12-quiz-32")
def _() -> Answer:
    return one(len(_qz().out("Priya Shah", "wrote")))


@answer("devshapes12-quiz-33")
def _() -> Answer:
    g = _qz()
    return rows(_qn(p for p in g.v["player"] if not g.out(p, "plays_for")))


@answer("devshapes12-quiz-34")
def _() -> Answer:
    g = _qz()
    winners = {e.src for e in g.e["entered"] if e.props["place"] == 1}
    return rows(_qn(t for t in g.v["team"] if t not in winners))


@answer("devshapes12-quiz-35")
def _() -> Answer:
    g = _qz()
    general = {e.src for e in g.e["entered"] if g.p(e.dst, "theme") == "general"}
    return rows(_qn(t for t in g.v["team"] if t not in general))


@answer("devshapes12-quiz-36")
def _() -> Answer:
    return one(kit.hops(_qz(), "Alan Marsh", "Owen Blake", ["recruited"]))


@answer("devshapes12-quiz-37")
def _() -> Answer:
    return kit.shortest(_qz(), "Alan Marsh", "Laura Finch", ["recruited"])


@answer("devshapes12-quiz-38")
def _() -> Answer:
    g = _qz()
    return kit.shortest(g, "Holly Nash", "Agatha Quiztie", list(g.e), direction="both")


@answer("devshapes12-quiz-39")
def _() -> Answer:
    g = _qz()
    return one(kit.hops(g, "Ivan Petrov", "Mermaid Tavern", list(g.e), direction="both"))


@answer("devshapes12-quiz-40")
def _() -> Answer:
    g = _qz()
    return kit.shortest(g, "Nora Quinn", "Fiona Shaw", list(g.e), direction="both")


@answer("devshapes12-quiz-41")
def _() -> Answer:
    return rows(group_count(p["specialty"] for p in _qz().v["player"].values()))


@answer("devshapes12-quiz-42")
def _() -> Answer:
    g = _qz()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["hosted_at"]))


@answer("devshapes12-quiz-43")
def _() -> Answer:
    g = _qz()
    entrants = [t for t in g.v["team"] if g.out(t, "entered")]
    return rows((g.p(t, "name"), max(e.props["score"] for e in g.out(t, "entered"))) for t in entrants)


@answer("devshapes12-quiz-44")
def _() -> Answer:
    return kit.neighbourhood(_qz(), "The Crown")


@answer("devshapes12-quiz-45")
def _() -> Answer:
    return kit.neighbourhood(_qz(), "Jess Tran")


@answer("devshapes12-quiz-46")
def _() -> Answer:
    return kit.neighbourhood(_qz(), "Summer Showdown")


@answer("devshapes12-quiz-47")
def _() -> Answer:
    return kit.neighbourhood(_qz(), "Priya Shah")


@answer("devshapes12-quiz-48")
def _() -> Answer:
    return _within(_qz(), "Quiz Khalifa", 2)


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
