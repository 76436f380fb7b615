"""The answers to ``eval/devshapes9/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes9/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- longzhou (opaque ids, Chinese names)


def _lz() -> Graph:
    return graph("longzhou")


def _id(tag: str, name: str) -> str:
    """The vid of a longzhou vertex by its name."""
    return _lz().find(tag, name)


def _p(name: str) -> str:
    return _id("paddler", name)


def _t(name: str) -> str:
    return _id("team", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_lz(), vids)


def _position(position: str) -> list[str]:
    return _lz().where("paddler", lambda p: p["position"] == position)


def _raced_at(level: str) -> set[str]:
    """The teams with a ``raced`` edge into a race of ``level``."""
    g = _lz()
    return {e.src for e in g.e["raced"] if g.p(e.dst, "level") == level}


@answer("devshapes9-longzhou-01")
def _() -> Answer:
    return rows(_n(_lz().dsts(_p("黄海生"), "mentors")))


@answer("devshapes9-longzhou-02")
def _() -> Answer:
    return rows(_n(_lz().dsts(_p("方建平"), "member_of")))


@answer("devshapes9-longzhou-03")
def _() -> Answer:
    return rows(_n(_lz().dsts(_id("sponsor", "清泉饮料"), "funds")))


@answer("devshapes9-longzhou-04")
def _() -> Answer:
    return rows(_n(_lz().srcs(_p("谭磊"), "mentors")))


@answer("devshapes9-longzhou-05")
def _() -> Answer:
    return rows(_n(_lz().srcs(_id("race", "湖南省龙舟赛"), "raced")))


@answer("devshapes9-longzhou-06")
def _() -> Answer:
    return rows(_n(_lz().srcs(_t("金沙龙舟队"), "member_of")))


@answer("devshapes9-longzhou-07")
def _() -> Answer:
    return one(_lz().p(_t("江心龙舟队"), "founded"))


@answer("devshapes9-longzhou-08")
def _() -> Answer:
    return one(_lz().p(_id("race", "全国龙舟锦标赛"), "distance"))


@answer("devshapes9-longzhou-09")
def _() -> Answer:
    return one(_lz().p(_p("许静"), "position"))


@answer("devshapes9-longzhou-10")
def _() -> Answer:
    return rows(_n(_lz().where("race", lambda p: p["distance"] > 500)))


@answer("devshapes9-longzhou-11")
def _() -> Answer:
    g = _lz()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["funds"] if e.props["amount"] >= 15)


@answer("devshapes9-longzhou-12")
def _() -> Answer:
    g = _lz()
    return rows(_n(p for p in _position("鼓手") if g.p(p, "born") > 1990))


@answer("devshapes9-longzhou-13")
def _() -> Answer:
    return one(sum(e.props["fee"] for e in _lz().out(_id("sponsor", "清泉饮料"), "titled")))


@answer("devshapes9-longzhou-14")
def _() -> Answer:
    born = [_lz().p(p, "born") for p in _position("舵手")]
    return one(sum(born) / len(born))


@answer("devshapes9-longzhou-15")
def _() -> Answer:
    g = _lz()
    return rows(_n(top(g, _position("桨手"), lambda v: g.p(v, "born"), 3, reverse=False)), ordered=True)


@answer("devshapes9-longzhou-16")
def _() -> Answer:
    g = _lz()
    seconds = {e.src: e.props["seconds"] for e in g.inn(_id("race", "全国龙舟锦标赛"), "raced")}
    return rows(_n(top(g, seconds, lambda v: seconds[v], 1, reverse=False)), ordered=True)


@answer("devshapes9-longzhou-17")
def _() -> Answer:
    g = _lz()
    taken = {m: len(g.out(m, "mentors")) for m in g.v["paddler"] if g.out(m, "mentors")}
    return rows(((g.p(m, "name"), taken[m]) for m in top(g, taken, lambda v: taken[v], 2)), ordered=True)


@answer("devshapes9-longzhou-18")
def _() -> Answer:
    g = _lz()
    total = {
        s: sum(e.props["amount"] for e in g.out(s, "funds")) for s in g.v["sponsor"] if g.out(s, "funds")
    }
    return rows(((g.p(s, "name"), total[s]) for s in top(g, total, lambda v: total[v], 3)), ordered=True)


@answer("devshapes9-longzhou-19")
def _() -> Answer:
    g = _lz()
    return rows(_n(set(g.dsts(_t("赤龙队"), "raced")) & set(g.dsts(_t("碧波龙舟队"), "raced"))))


@answer("devshapes9-longzhou-20")
def _() -> Answer:
    g = _lz()
    a, b = _id("sponsor", "南粤银行"), _id("sponsor", "清泉饮料")
    return rows(_n(set(g.dsts(a, "funds")) & set(g.dsts(b, "funds"))))


@answer("devshapes9-longzhou-21")
def _() -> Answer:
    g = _lz()
    return rows(_n(set(g.dsts(_t("金沙龙舟队"), "raced")) & set(g.dsts(_t("江心龙舟队"), "raced"))))


@answer("devshapes9-longzhou-22")
def _() -> Answer:
    g = _lz()
    me = _p("吴丽娟")
    return rows(_n(o for m in g.srcs(me, "mentors") for o in g.dsts(m, "mentors") if o != me))


@answer("devshapes9-longzhou-23")
def _() -> Answer:
    g = _lz()
    return rows(_n(x for a in g.dsts(_p("向国华"), "mentors") for x in g.dsts(a, "mentors")))


@answer("devshapes9-longzhou-24")
def _() -> Answer:
    g = _lz()
    return rows(_n(distinct(r for t in g.dsts(_p("谭磊"), "member_of") for r in g.dsts(t, "raced"))))


@answer("devshapes9-longzhou-25")
def _() -> Answer:
    g = _lz()
    teams = g.dsts(_id("sponsor", "长江电器"), "funds")
    return rows(_n(distinct(p for t in teams for p in g.srcs(t, "member_of"))))


@answer("devshapes9-longzhou-26")
def _() -> Answer:
    g = _lz()
    me = _p("郑海涛")
    return rows(_n(o for m in g.srcs(me, "mentors") for o in g.dsts(m, "mentors") if o != me))


@answer("devshapes9-longzhou-27")
def _() -> Answer:
    g = _lz()
    return rows(_n(distinct(s for t in g.dsts(_p("吴丽娟"), "member_of") for s in g.srcs(t, "funds"))))


@answer("devshapes9-longzhou-28")
def _() -> Answer:
    return one(len(_position("鼓手")))


@answer("devshapes9-longzhou-29")
def _() -> Answer:
    g = _lz()
    return one(sum(1 for e in g.e["raced"] if g.p(e.dst, "level") == "省级"))


@answer("devshapes9-longzhou-30")
def _() -> Answer:
    return one(len(_raced_at("全国")))


@answer("devshapes9-longzhou-31")
def _() -> Answer:
    return one(len(_lz().out(_t("江心龙舟队"), "raced")))


@answer("devshapes9-longzhou-32")
def _() -> Answer:
    g = _lz()
    return rows(_n(p for p in _position("鼓手") if not g.out(p, "mentors")))


@answer("devshapes9-longzhou-33")
def _() -> Answer:
    went = _raced_at("国际")
    return rows(_n(t for t in _lz().v["team"] if t not in went))


@answer("devshapes9-longzhou-34")
def _() -> Answer:
    g = _lz()
    return rows(_n(r for r in g.v["race"] if not g.inn(r, "titled")))


@answer("devshapes9-longzhou-35")
def _() -> Answer:
    g = _lz()
    funded = set(g.dsts(_id("sponsor", "顺达物流"), "funds"))
    return rows(_n(t for t in g.v["team"] if t not in funded))


@answer("devshapes9-longzhou-36")
def _() -> Answer:
    g = _lz()
    national = _raced_at("全国")
    return rows(_n(p for p in g.v["paddler"] if not national & set(g.dsts(p, "member_of"))))


@answer("devshapes9-longzhou-37")
def _() -> Answer:
    return kit.shortest(_lz(), _p("黄海生"), _p("余佳琪"), ["mentors"])


@answer("devshapes9-longzhou-38")
def _() -> Answer:
    g = _lz()
    return one(kit.hops(g, _p("谭磊"), _p("曾思远"), list(g.e), direction="both"))


@answer("devshapes9-longzhou-39")
def _() -> Answer:
    g = _lz()
    return kit.shortest(g, _id("sponsor", "顺达物流"), _t("海燕队"), list(g.e), direction="both")


@answer("devshapes9-longzhou-40")
def _() -> Answer:
    g = _lz()
    return rows((n, g.p(_t(n), "city")) for n in ("赤龙队", "飞鱼队", "海燕队"))


@answer("devshapes9-longzhou-41")
def _() -> Answer:
    g = _lz()
    pair = [_p("黄海生"), _p("向国华")]
    return rows(_n(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes9-longzhou-42")
def _() -> Answer:
    g = _lz()
    return rows((n, g.p(_id("race", n), "year")) for n in ("国际龙舟邀请赛", "湖北省龙舟赛"))


@answer("devshapes9-longzhou-43")
def _() -> Answer:
    g = _lz()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["member_of"]))


@answer("devshapes9-longzhou-44")
def _() -> Answer:
    return rows(group_count(p["level"] for p in _lz().v["race"].values()))


@answer("devshapes9-longzhou-45")
def _() -> Answer:
    return rows(group_count(p["position"] for p in _lz().v["paddler"].values()))


@answer("devshapes9-longzhou-46")
def _() -> Answer:
    return kit.neighbourhood(_lz(), _p("方建平"))


@answer("devshapes9-longzhou-47")
def _() -> Answer:
    return kit.neighbourhood(_lz(), _t("飞鱼队"))


@answer("devshapes9-longzhou-48")
def _() -> Answer:
    return kit.neighbourhood(_lz(), _id("race", "湖南省龙舟赛"))


# --------------------------------------------------------------------------- huts (names are the vertex ids)


def _hu() -> Graph:
    return graph("huts")


def _grade(grade: str) -> list[str]:
    return _hu().where("warden", lambda p: p["grade"] == grade)


def _trails(grade: str) -> list[str]:
    return _hu().where("trail", lambda p: p["grade"] == grade)


@answer("devshapes9-huts-01")
def _() -> Answer:
    return rows(_hu().dsts("Luca Bianchi", "keeps"))


@answer("devshapes9-huts-02")
def _() -> Answer:
    return rows(_hu().dsts("Rosa Meier", "member_of"))


@answer("devshapes9-huts-03")
def _() -> Answer:
    return rows(_hu().dsts("Crest Way", "connects"))


@answer("devshapes9-huts-04")
def _() -> Answer:
    return rows(_hu().srcs("Glacier View", "keeps"))


@answer("devshapes9-huts-05")
def _() -> Answer:
    return rows(_hu().srcs("Theo Martin", "trained"))


@answer("devshapes9-huts-06")
def _() -> Answer:
    return rows(_hu().srcs("Snowfinch", "owns"))


@answer("devshapes9-huts-07")
def _() -> Answer:
    return one(_hu().p("Ridge Lantern", "altitude"))


@answer("devshapes9-huts-08")
def _() -> Answer:
    return one(_hu().p("Marmot Path", "km"))


@answer("devshapes9-huts-09")
def _() -> Answer:
    return one(_hu().p("Dolomiti Hikers", "founded"))


@answer("devshapes9-huts-10")
def _() -> Answer:
    return rows(_hu().where("hut", lambda p: p["altitude"] > 2500))


@answer("devshapes9-huts-11")
def _() -> Answer:
    return rows((e.src, e.dst) for e in _hu().e["connects"] if e.props["hours"] < 2.5)


@answer("devshapes9-huts-12")
def _() -> Answer:
    return rows(_hu().where("hut", lambda p: p["beds"] >= 30))


@answer("devshapes9-huts-13")
def _() -> Answer:
    g = _hu()
    return one(sum(g.p(h, "beds") for h in g.dsts("Alpine Club Tyrol", "owns")))


@answer("devshapes9-huts-14")
def _() -> Answer:
    km = [_hu().p(t, "km") for t in _trails("hard")]
    return one(sum(km) / len(km))


@answer("devshapes9-huts-15")
def _() -> Answer:
    g = _hu()
    return rows(top(g, g.v["hut"], lambda v: g.p(v, "altitude"), 2), ordered=True)


@answer("devshapes9-huts-16")
def _() -> Answer:
    g = _hu()
    joined = {
        w: min(str(e.props["since"]) for e in g.out(w, "member_of"))
        for w in g.v["warden"]
        if g.out(w, "member_of")
    }
    return rows(top(g, joined, lambda v: joined[v], 3, reverse=False), ordered=True)


@answer("devshapes9-huts-17")
def _() -> Answer:
    g = _hu()
    return rows(top(g, g.v["trail"], lambda v: g.p(v, "km"), 3), ordered=True)


@answer("devshapes9-huts-18")
def _() -> Answer:
    g = _hu()
    trained = {m: len(g.out(m, "trained")) for m in g.v["warden"] if g.out(m, "trained")}
    return rows(((m, trained[m]) for m in top(g, trained, lambda v: trained[v], 1)), ordered=True)


@answer("devshapes9-huts-19")
def _() -> Answer:
    g = _hu()
    return rows(set(g.dsts("Marmot Path", "connects")) & set(g.dsts("Saddle Link", "connects")))


@answer("devshapes9-huts-20")
def _() -> Answer:
    g = _hu()
    return rows(set(g.dsts("Elena Moser", "keeps")) & set(g.dsts("Rosa Meier", "keeps")))


@answer("devshapes9-huts-21")
def _() -> Answer:
    g = _hu()
    return rows(set(g.dsts("High Traverse", "connects")) & set(g.dsts("Icefall Route", "connects")))


@answer("devshapes9-huts-22")
def _() -> Answer:
    g = _hu()
    me = "Nina Kofler"
    return rows(o for m in g.srcs(me, "trained") for o in g.dsts(m, "trained") if o != me)


@answer("devshapes9-huts-23")
def _() -> Answer:
    g = _hu()
    return rows(x for t in g.dsts("Marie Favre", "trained") for x in g.dsts(t, "trained"))


@answer("devshapes9-huts-24")
def _() -> Answer:
    g = _hu()
    return rows(distinct(c for h in g.dsts("Sam Weber", "keeps") for c in g.srcs(h, "owns")))


@answer("devshapes9-huts-25")
def _() -> Answer:
    g = _hu()
    return rows(distinct(t for h in g.dsts("Giulia Conti", "keeps") for t in g.srcs(h, "connects")))


@answer("devshapes9-huts-26")
def _() -> Answer:
    g = _hu()
    return rows(distinct(t for h in g.dsts("Club des Cimes", "owns") for t in g.srcs(h, "connects")))


@answer("devshapes9-huts-27")
def _() -> Answer:
    g = _hu()
    me = "Jonas Huber"
    return rows(o for m in g.srcs(me, "trained") for o in g.dsts(m, "trained") if o != me)


@answer("devshapes9-huts-28")
def _() -> Answer:
    return one(len(_grade("volunteer")))


@answer("devshapes9-huts-29")
def _() -> Answer:
    return one(len(set(_hu().srcs("Eagle Rest", "keeps"))))


@answer("devshapes9-huts-30")
def _() -> Answer:
    g = _hu()
    return one(sum(len(g.out(w, "keeps")) for w in _grade("volunteer")))


@answer("devshapes9-huts-31")
def _() -> Answer:
    return one(len(_trails("easy")))


@answer("devshapes9-huts-32")
def _() -> Answer:
    g = _hu()
    return rows(w for w in _grade("assistant") if not g.out(w, "trained"))


@answer("devshapes9-huts-33")
def _() -> Answer:
    g = _hu()
    hard = {h for t in _trails("hard") for h in g.dsts(t, "connects")}
    return rows(h for h in g.v["hut"] if h not in hard)


@answer("devshapes9-huts-34")
def _() -> Answer:
    g = _hu()
    return rows(w for w in g.v["warden"] if not g.out(w, "member_of"))


@answer("devshapes9-huts-35")
def _() -> Answer:
    g = _hu()
    return rows(w for w in g.v["warden"] if not any(g.p(h, "region") == "Tyrol" for h in g.dsts(w, "keeps")))


@answer("devshapes9-huts-36")
def _() -> Answer:
    g = _hu()
    easy = {h for t in _trails("easy") for h in g.dsts(t, "connects")}
    return rows(c for c in g.v["club"] if not easy & set(g.dsts(c, "owns")))


@answer("devshapes9-huts-37")
def _() -> Answer:
    return kit.shortest(_hu(), "Anna Berger", "Felix Gruber", ["trained"])


@answer("devshapes9-huts-38")
def _() -> Answer:
    g = _hu()
    return one(kit.hops(g, "Pine Hollow", "Ridge Lantern", list(g.e), direction="both"))


@answer("devshapes9-huts-39")
def _() -> Answer:
    g = _hu()
    return kit.shortest(g, "Sam Weber", "Hugo Laurent", list(g.e), direction="both")


@answer("devshapes9-huts-40")
def _() -> Answer:
    g = _hu()
    return rows((h, g.p(h, "beds")) for h in ("Eagle Rest", "Wolf Gap"))


@answer("devshapes9-huts-41")
def _() -> Answer:
    g = _hu()
    return rows((w, g.p(w, "grade")) for w in ("Lukas Steiner", "Elena Moser", "Hugo Laurent"))


@answer("devshapes9-huts-42")
def _() -> Answer:
    g = _hu()
    return rows(top(g, ["Snowfinch", "Eagle Rest"], lambda v: g.p(v, "altitude"), 1), ordered=True)


@answer("devshapes9-huts-43")
def _() -> Answer:
    return rows(group_count(e.dst for e in _hu().e["keeps"]))


@answer("devshapes9-huts-44")
def _() -> Answer:
    return rows(group_count(p["grade"] for p in _hu().v["trail"].values()))


@answer("devshapes9-huts-45")
def _() -> Answer:
    return rows(group_count(e.dst for e in _hu().e["member_of"]))


@answer("devshapes9-huts-46")
def _() -> Answer:
    return kit.neighbourhood(_hu(), "Rosa Meier")


@answer("devshapes9-huts-47")
def _() -> Answer:
    return kit.neighbourhood(_hu(), "Saddle Link")


@answer("devshapes9-huts-48")
def _() -> Answer:
    return kit.neighbourhood(_hu(), "Lark Meadow")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
