"""The answers to ``eval/devshapes8/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes8/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- wuguan (opaque ids, Chinese names)


def _wu() -> Graph:
    return graph("wuguan")


def _id(tag: str, name: str) -> str:
    """The vid of a wuguan vertex by its name."""
    return _wu().find(tag, name)


def _f(name: str) -> str:
    return _id("fighter", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_wu(), vids)


def _national(etype: str) -> set[str]:
    """Who has an ``etype`` edge (``competed_in``, ``hosted``) into a national-level event."""
    g = _wu()
    return {e.src for e in g.e[etype] if g.p(e.dst, "level") == "全国"}


@answer("devshapes8-wuguan-01")
def _() -> Answer:
    return rows(_n(_wu().dsts(_f("张志远"), "mentor_of")))


@answer("devshapes8-wuguan-02")
def _() -> Answer:
    return rows(_n(_wu().dsts(_f("林峰"), "trains_at")))


@answer("devshapes8-wuguan-03")
def _() -> Answer:
    return rows(_n(_wu().dsts(_f("李国强"), "practises")))


@answer("devshapes8-wuguan-04")
def _() -> Answer:
    return rows(_n(_wu().srcs(_f("王美玲"), "mentor_of")))


@answer("devshapes8-wuguan-05")
def _() -> Answer:
    return rows(_n(_wu().srcs(_id("style", "八卦掌"), "practises")))


@answer("devshapes8-wuguan-06")
def _() -> Answer:
    return rows(_n(_wu().srcs(_id("event", "河北省武术大赛"), "competed_in")))


@answer("devshapes8-wuguan-07")
def _() -> Answer:
    return one(_wu().p(_id("school", "精武馆"), "founded"))


@answer("devshapes8-wuguan-08")
def _() -> Answer:
    return one(_wu().p(_f("何建军"), "duan"))


@answer("devshapes8-wuguan-09")
def _() -> Answer:
    return one(_wu().p(_id("style", "形意拳"), "origin"))


@answer("devshapes8-wuguan-10")
def _() -> Answer:
    return rows(_n(_wu().where("fighter", lambda p: p["duan"] >= 6)))


@answer("devshapes8-wuguan-11")
def _() -> Answer:
    return rows(_n(_wu().where("event", lambda p: p["level"] == "全国")))


@answer("devshapes8-wuguan-12")
def _() -> Answer:
    return rows(_n(distinct(e.src for e in _wu().e["competed_in"] if e.props["place"] == 1)))


@answer("devshapes8-wuguan-13")
def _() -> Answer:
    return one(sum(e.props["budget"] for e in _wu().out(_id("school", "太和武院"), "hosted")))


@answer("devshapes8-wuguan-14")
def _() -> Answer:
    born = [p["born"] for p in _wu().v["fighter"].values() if p["rank"] == "学徒"]
    return one(sum(born) / len(born))


@answer("devshapes8-wuguan-15")
def _() -> Answer:
    g = _wu()
    heads = g.where("fighter", lambda p: p["rank"] == "教头")
    return rows(_n(top(g, heads, lambda v: g.p(v, "born"), 3, reverse=False)), ordered=True)


@answer("devshapes8-wuguan-16")
def _() -> Answer:
    g = _wu()
    years = {e.src: e.props["years"] for e in g.inn(_id("style", "太极拳"), "practises")}
    return rows(_n(top(g, years, lambda v: years[v], 2)), ordered=True)


@answer("devshapes8-wuguan-17")
def _() -> Answer:
    g = _wu()
    since = {e.src: e.props["since"] for e in g.inn(_id("style", "八卦掌"), "teaches")}
    return rows(_n(top(g, since, lambda v: since[v], 1, reverse=False)), ordered=True)


@answer("devshapes8-wuguan-18")
def _() -> Answer:
    g = _wu()
    budget = {e.dst: e.props["budget"] for e in g.e["hosted"]}
    return rows(_n(top(g, budget, lambda v: budget[v], 3)), ordered=True)


@answer("devshapes8-wuguan-19")
def _() -> Answer:
    g = _wu()
    return rows(_n(set(g.dsts(_f("陈振华"), "practises")) & set(g.dsts(_f("李国强"), "practises"))))


@answer("devshapes8-wuguan-20")
def _() -> Answer:
    g = _wu()
    return rows(_n(set(g.dsts(_f("张志远"), "competed_in")) & set(g.dsts(_f("林峰"), "competed_in"))))


@answer("devshapes8-wuguan-21")
def _() -> Answer:
    g = _wu()
    a, b = _id("school", "精武馆"), _id("school", "太和武院")
    return rows(_n(set(g.dsts(a, "teaches")) & set(g.dsts(b, "teaches"))))


@answer("devshapes8-wuguan-22")
def _() -> Answer:
    g = _wu()
    me = _f("李国强")
    return rows(_n(d for m in g.srcs(me, "mentor_of") for d in g.dsts(m, "mentor_of") if d != me))


@answer("devshapes8-wuguan-23")
def _() -> Answer:
    g = _wu()
    return rows(_n(x for d in g.dsts(_f("陈振华"), "mentor_of") for x in g.dsts(d, "mentor_of")))


@answer("devshapes8-wuguan-24")
def _() -> Answer:
    g = _wu()
    return rows(_n(s for m in g.srcs(_f("赵雅琴"), "mentor_of") for s in g.dsts(m, "trains_at")))


@answer("devshapes8-wuguan-25")
def _() -> Answer:
    g = _wu()
    return rows(_n(distinct(e for d in g.dsts(_f("何建军"), "mentor_of") for e in g.dsts(d, "competed_in"))))


@answer("devshapes8-wuguan-26")
def _() -> Answer:
    g = _wu()
    return rows(_n(distinct(s for st in g.dsts(_f("刘晓东"), "practises") for s in g.srcs(st, "teaches"))))


@answer("devshapes8-wuguan-27")
def _() -> Answer:
    g = _wu()
    hosts = g.srcs(_id("event", "广东省武术公开赛"), "hosted")
    return rows(_n(f for s in hosts for f in g.srcs(s, "trains_at")))


@answer("devshapes8-wuguan-28")
def _() -> Answer:
    return one(len(_wu().where("fighter", lambda p: p["rank"] == "学徒")))


@answer("devshapes8-wuguan-29")
def _() -> Answer:
    g = _wu()
    return one(sum(1 for e in g.e["competed_in"] if g.p(e.dst, "level") == "全国"))


@answer("devshapes8-wuguan-30")
def _() -> Answer:
    return one(len(_national("competed_in")))


@answer("devshapes8-wuguan-31")
def _() -> Answer:
    return one(len(_wu().out(_f("郑小龙"), "competed_in")))


@answer("devshapes8-wuguan-32")
def _() -> Answer:
    g = _wu()
    return rows(_n(f for f in g.v["fighter"] if not g.out(f, "competed_in")))


@answer("devshapes8-wuguan-33")
def _() -> Answer:
    g = _wu()
    disciples = g.where("fighter", lambda p: p["rank"] == "弟子")
    return rows(_n(f for f in disciples if not g.out(f, "mentor_of")))


@answer("devshapes8-wuguan-34")
def _() -> Answer:
    went = _national("competed_in")
    return rows(_n(f for f in _wu().v["fighter"] if f not in went))


@answer("devshapes8-wuguan-35")
def _() -> Answer:
    held = _national("hosted")
    return rows(_n(s for s in _wu().v["school"] if s not in held))


@answer("devshapes8-wuguan-36")
def _() -> Answer:
    went = _national("competed_in")
    disciples = _wu().where("fighter", lambda p: p["rank"] == "弟子")
    return rows(_n(f for f in disciples if f not in went))


@answer("devshapes8-wuguan-37")
def _() -> Answer:
    return kit.shortest(_wu(), _f("陈振华"), _f("吴俊杰"), ["mentor_of"])


@answer("devshapes8-wuguan-38")
def _() -> Answer:
    g = _wu()
    return one(kit.hops(g, _f("马丽"), _f("黄诗涵"), list(g.e), direction="both"))


@answer("devshapes8-wuguan-39")
def _() -> Answer:
    g = _wu()
    return kit.shortest(g, _f("马丽"), _f("何建军"), list(g.e), direction="both")


@answer("devshapes8-wuguan-40")
def _() -> Answer:
    g = _wu()
    return rows((n, g.p(_f(n), "born")) for n in ("陈振华", "何建军"))


@answer("devshapes8-wuguan-41")
def _() -> Answer:
    g = _wu()
    pair = [_id("school", "精武馆"), _id("school", "咏春堂")]
    return rows(_n(top(g, pair, lambda v: g.p(v, "founded"), 1, reverse=False)), ordered=True)


@answer("devshapes8-wuguan-42")
def _() -> Answer:
    g = _wu()
    return rows((n, g.p(_f(n), "rank")) for n in ("林峰", "马丽", "王美玲"))


@answer("devshapes8-wuguan-43")
def _() -> Answer:
    g = _wu()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["trains_at"]))


@answer("devshapes8-wuguan-44")
def _() -> Answer:
    return rows(group_count(p["level"] for p in _wu().v["event"].values()))


@answer("devshapes8-wuguan-45")
def _() -> Answer:
    g = _wu()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["practises"]))


@answer("devshapes8-wuguan-46")
def _() -> Answer:
    return kit.neighbourhood(_wu(), _f("林峰"))


@answer("devshapes8-wuguan-47")
def _() -> Answer:
    return kit.neighbourhood(_wu(), _id("school", "咏春堂"))


@answer("devshapes8-wuguan-48")
def _() -> Answer:
    return kit.neighbourhood(_wu(), _id("style", "太极拳"))


# --------------------------------------------------------------------------- radio (names are the vertex ids)


def _ra() -> Graph:
    return graph("radio")


def _rn(vids: Iterable[str]) -> list[object]:
    return names(_ra(), vids)


def _genre(vid: str) -> object:
    return _ra().p(vid, "genre")


def _of_role(role: str) -> list[str]:
    return _ra().where("broadcaster", lambda p: p["role"] == role)


@answer("devshapes8-radio-01")
def _() -> Answer:
    return rows(_rn(_ra().dsts(_ra().find("broadcaster", "Mia Torres"), "presents")))


@answer("devshapes8-radio-02")
def _() -> Answer:
    return rows(_rn(_ra().dsts(_ra().find("broadcaster", "Tom Ashby"), "trained")))


@answer("devshapes8-radio-03")
def _() -> Answer:
    return rows(_rn(_ra().dsts(_ra().find("broadcaster", "Tom Ashby"), "works_for")))


@answer("devshapes8-radio-04")
def _() -> Answer:
    return rows(_rn(_ra().srcs(_ra().find("programme", "Night Shift Mix"), "presents")))


@answer("devshapes8-radio-05")
def _() -> Answer:
    return rows(_rn(_ra().srcs(_ra().find("programme", "Match Point"), "backs")))


@answer("devshapes8-radio-06")
def _() -> Answer:
    return rows(_rn(_ra().srcs(_ra().find("station", "Valley Radio"), "airs_on")))


@answer("devshapes8-radio-07")
def _() -> Answer:
    return one(_ra().p(_ra().find("station", "Northern Sound"), "frequency"))


@answer("devshapes8-radio-08")
def _() -> Answer:
    return one(_ra().p(_ra().find("programme", "Late Lounge"), "minutes"))


@answer("devshapes8-radio-09")
def _() -> Answer:
    return one(_ra().p(_ra().find("programme", "Open Line"), "launched"))


@answer("devshapes8-radio-10")
def _() -> Answer:
    return rows(_rn(_ra().where("programme", lambda p: p["minutes"] > 100)))


@answer("devshapes8-radio-11")
def _() -> Answer:
    return rows(_rn(distinct(e.src for e in _ra().e["airs_on"] if e.props["slot"] == "morning")))


@answer("devshapes8-radio-12")
def _() -> Answer:
    g = _ra()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["backs"] if e.props["amount"] > 30)


@answer("devshapes8-radio-13")
def _() -> Answer:
    return one(sum(e.props["amount"] for e in _ra().out(_ra().find("sponsor", "Kestrel Motors"), "backs")))


@answer("devshapes8-radio-14")
def _() -> Answer:
    lengths = [p["minutes"] for p in _ra().v["programme"].values() if p["genre"] == "music"]
    return one(sum(lengths) / len(lengths))


@answer("devshapes8-radio-15")
def _() -> Answer:
    g = _ra()
    return rows(_rn(top(g, g.v["programme"], lambda v: g.p(v, "launched"), 3, reverse=False)), ordered=True)


@answer("devshapes8-radio-16")
def _() -> Answer:
    g = _ra()
    backed = {
        p: sum(e.props["amount"] for e in g.inn(p, "backs")) for p in g.v["programme"] if g.inn(p, "backs")
    }
    return rows(_rn(top(g, backed, lambda v: backed[v], 1)), ordered=True)


@answer("devshapes8-radio-17")
def _() -> Answer:
    g = _ra()
    return rows(_rn(top(g, _of_role("dj"), lambda v: g.p(v, "born"), 2)), ordered=True)


@answer("devshapes8-radio-18")
def _() -> Answer:
    g = _ra()
    mentors = [b for b in g.v["broadcaster"] if g.out(b, "trained")]
    return rows(_rn(top(g, mentors, lambda v: len(g.out(v, "trained")), 1)), ordered=True)


@answer("devshapes8-radio-19")
def _() -> Answer:
    g = _ra()
    return rows(_rn(set(g.dsts("Priya Nair", "presents")) & set(g.dsts("Sara Quinn", "presents"))))


@answer("devshapes8-radio-20")
def _() -> Answer:
    g = _ra()
    return rows(_rn(set(g.dsts("Brightside Energy", "backs")) & set(g.dsts("Pennant Bank", "backs"))))


@answer("devshapes8-radio-21")
def _() -> Answer:
    g = _ra()
    return rows(_rn(set(g.dsts("Tom Ashby", "guests_on")) & set(g.dsts("Leo Marsh", "guests_on"))))


@answer("devshapes8-radio-22")
def _() -> Answer:
    g = _ra()
    me = "Grace Liu"
    return rows(_rn(t for m in g.srcs(me, "trained") for t in g.dsts(m, "trained") if t != me))


@answer("devshapes8-radio-23")
def _() -> Answer:
    g = _ra()
    return rows(_rn(x for t in g.dsts("Jack Whitfield", "trained") for x in g.dsts(t, "trained")))


@answer("devshapes8-radio-24")
def _() -> Answer:
    g = _ra()
    return rows(_rn(distinct(s for p in g.dsts("Fizzo", "backs") for s in g.dsts(p, "airs_on"))))


@answer("devshapes8-radio-25")
def _() -> Answer:
    g = _ra()
    return rows(_rn(s for m in g.srcs("Owen Blake", "trained") for s in g.dsts(m, "works_for")))


@answer("devshapes8-radio-26")
def _() -> Answer:
    g = _ra()
    return rows(_rn(distinct(b for p in g.srcs("Metro Talk", "airs_on") for b in g.srcs(p, "presents"))))


@answer("devshapes8-radio-27")
def _() -> Answer:
    g = _ra()
    return rows(_rn(distinct(s for p in g.dsts("Nadia Kaur", "presents") for s in g.srcs(p, "backs"))))


@answer("devshapes8-radio-28")
def _() -> Answer:
    return one(len(_of_role("dj")))


@answer("devshapes8-radio-29")
def _() -> Answer:
    return one(sum(1 for e in _ra().e["presents"] if _genre(e.dst) == "music"))


@answer("devshapes8-radio-30")
def _() -> Answer:
    return one(len(_ra().srcs("Harbour FM", "works_for")))


@answer("devshapes8-radio-31")
def _() -> Answer:
    return one(sum(1 for e in _ra().e["backs"] if _genre(e.dst) == "sport"))


@answer("devshapes8-radio-32")
def _() -> Answer:
    g = _ra()
    return rows(_rn(p for p in g.v["programme"] if not g.inn(p, "backs")))


@answer("devshapes8-radio-33")
def _() -> Answer:
    g = _ra()
    return rows(_rn(b for b in g.v["broadcaster"] if not g.out(b, "presents")))


@answer("devshapes8-radio-34")
def _() -> Answer:
    g = _ra()
    return rows(_rn(b for b in _of_role("dj") if not g.out(b, "trained")))


@answer("devshapes8-radio-35")
def _() -> Answer:
    g = _ra()
    news = {e.dst for e in g.e["airs_on"] if _genre(e.src) == "news"}
    return rows(_rn(s for s in g.v["station"] if s not in news))


@answer("devshapes8-radio-36")
def _() -> Answer:
    g = _ra()
    news = {e.src for e in g.e["presents"] if _genre(e.dst) == "news"}
    return rows(_rn(b for b in _of_role("presenter") if b not in news))


@answer("devshapes8-radio-37")
def _() -> Answer:
    return kit.shortest(_ra(), "Ben Carter", "Finn Doyle", ["trained"])


@answer("devshapes8-radio-38")
def _() -> Answer:
    g = _ra()
    return one(kit.hops(g, "Leo Marsh", "Priya Nair", list(g.e), direction="both"))


@answer("devshapes8-radio-39")
def _() -> Answer:
    g = _ra()
    return kit.shortest(g, "Oakleaf Books", "Grace Liu", list(g.e), direction="both")


@answer("devshapes8-radio-40")
def _() -> Answer:
    g = _ra()
    return rows((s, g.p(s, "founded")) for s in ("Harbour FM", "Metro Talk"))


@answer("devshapes8-radio-41")
def _() -> Answer:
    g = _ra()
    return rows(_rn(top(g, ["Morning Wire", "City Desk"], lambda v: g.p(v, "minutes"), 1)), ordered=True)


@answer("devshapes8-radio-42")
def _() -> Answer:
    return rows((p, _genre(p)) for p in ("Open Line", "Match Point", "Soul Hour"))


@answer("devshapes8-radio-43")
def _() -> Answer:
    g = _ra()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["airs_on"]))


@answer("devshapes8-radio-44")
def _() -> Answer:
    return rows(group_count(p["genre"] for p in _ra().v["programme"].values()))


@answer("devshapes8-radio-45")
def _() -> Answer:
    g = _ra()
    return rows((g.p(s, "name"), sum(e.props["amount"] for e in g.out(s, "backs"))) for s in g.v["sponsor"])


@answer("devshapes8-radio-46")
def _() -> Answer:
    return kit.neighbourhood(_ra(), "Sara Quinn")


@answer("devshapes8-radio-47")
def _() -> Answer:
    return kit.neighbourhood(_ra(), "Book Corner")


@answer("devshapes8-radio-48")
def _() -> Answer:
    return kit.neighbourhood(_ra(), "Metro Talk")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
