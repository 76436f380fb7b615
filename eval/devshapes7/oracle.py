"""The answers to ``eval/devshapes7/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes7/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- parliament (opaque ids; seats by label, committees and bills by title)


def _pa() -> Graph:
    return graph("parliament")


SHOWN = {"constituency": "label", "committee": "title", "bill": "title"}


def _id(tag: str, shown: str) -> str:
    """The vid of a parliament vertex by what people call it."""
    return _pa().find(tag, shown, SHOWN.get(tag, "name"))


def _tag(vid: str) -> str:
    return next(t for t, vs in _pa().v.items() if vid in vs)


def _show(vids: Iterable[str]) -> list[object]:
    """What each vertex is shown by."""
    g = _pa()
    return [g.p(v, SHOWN.get(_tag(v), "name")) for v in vids]


def _mp(name: str) -> str:
    return _id("mp", name)


def _of(vids: Iterable[str], tag: str) -> list[str]:
    """Only the vertices of ``tag`` (``member_of`` reaches parties and committees)."""
    return [v for v in vids if _tag(v) == tag]


def _party_mps(party: str) -> list[str]:
    return _of(_pa().srcs(_id("party", party), "member_of"), "mp")


@answer("devshapes7-parliament-01")
def _() -> Answer:
    return rows(_show(_of(_pa().dsts(_mp("Eleanor Hart"), "member_of"), "committee")))


@answer("devshapes7-parliament-02")
def _() -> Answer:
    return rows(_show(_pa().dsts(_mp("Rajesh Mehta"), "represents")))


@answer("devshapes7-parliament-03")
def _() -> Answer:
    return rows(_show(_pa().dsts(_mp("Hannah Price"), "sponsors")))


@answer("devshapes7-parliament-04")
def _() -> Answer:
    return rows(_show(_pa().srcs(_id("committee", "Transport Committee"), "member_of")))


@answer("devshapes7-parliament-05")
def _() -> Answer:
    return rows(_show(_pa().srcs(_id("bill", "Mental Health Bill"), "sponsors")))


@answer("devshapes7-parliament-06")
def _() -> Answer:
    return rows(_show(_pa().srcs(_id("bill", "Renters Rights Bill"), "scrutinises")))


@answer("devshapes7-parliament-07")
def _() -> Answer:
    return one(_pa().p(_id("bill", "Rail Reform Bill"), "code"))


@answer("devshapes7-parliament-08")
def _() -> Answer:
    return one(_pa().p(_id("constituency", "Saltmarsh"), "electorate"))


@answer("devshapes7-parliament-09")
def _() -> Answer:
    return one(_pa().p(_mp("George Lambert"), "first_elected"))


@answer("devshapes7-parliament-10")
def _() -> Answer:
    return rows(_show(_pa().where("bill", lambda p: p["status"] == "in progress")))


@answer("devshapes7-parliament-11")
def _() -> Answer:
    return rows(_show(e.src for e in _pa().e["represents"] if e.props["majority"] < 3000))


@answer("devshapes7-parliament-12")
def _() -> Answer:
    return rows(_show(_pa().where("constituency", lambda p: p["electorate"] > 75000)))


@answer("devshapes7-parliament-13")
def _() -> Answer:
    return one(sum(e.props["spend"] for e in _pa().out(_id("party", "Heritage Party"), "campaigned")))


@answer("devshapes7-parliament-14")
def _() -> Answer:
    sizes = [p["electorate"] for p in _pa().v["constituency"].values()]
    return one(sum(sizes) / len(sizes))


@answer("devshapes7-parliament-15")
def _() -> Answer:
    g = _pa()
    wins = [e.props["majority"] for m in _party_mps("Green Future") for e in g.out(m, "represents")]
    return one(sum(wins) / len(wins))


@answer("devshapes7-parliament-16")
def _() -> Answer:
    g = _pa()
    return rows(_show(top(g, g.v["constituency"], lambda v: g.p(v, "electorate"), 3)), ordered=True)


@answer("devshapes7-parliament-17")
def _() -> Answer:
    wins = sorted(_pa().e["represents"], key=lambda e: e.props["majority"], reverse=True)
    assert wins[0].props["majority"] != wins[1].props["majority"]
    return rows([(_show([wins[0].src])[0], wins[0].props["majority"])], ordered=True)


@answer("devshapes7-parliament-18")
def _() -> Answer:
    g = _pa()
    sittings = {b: sum(e.props["sittings"] for e in g.inn(b, "scrutinises")) for b in g.v["bill"]}
    looked_at = [b for b in sittings if g.inn(b, "scrutinises")]
    return rows(_show(top(g, looked_at, lambda b: sittings[b], 2)), ordered=True)


@answer("devshapes7-parliament-19")
def _() -> Answer:
    g = _pa()
    return rows(_show(top(g, g.v["mp"], lambda v: g.p(v, "born"), 2)), ordered=True)


@answer("devshapes7-parliament-20")
def _() -> Answer:
    g = _pa()
    a = set(_of(g.dsts(_mp("Eleanor Hart"), "member_of"), "committee"))
    b = set(_of(g.dsts(_mp("Rajesh Mehta"), "member_of"), "committee"))
    return rows(_show(a & b))


@answer("devshapes7-parliament-21")
def _() -> Answer:
    g = _pa()
    return rows(
        _show(set(g.dsts(_mp("Owen Pryce"), "sponsors")) & set(g.dsts(_mp("Hannah Price"), "sponsors")))
    )


@answer("devshapes7-parliament-22")
def _() -> Answer:
    g = _pa()
    members = g.srcs(_id("committee", "Treasury Committee"), "member_of")
    return rows(_show(distinct(p for m in members for p in _of(g.dsts(m, "member_of"), "party"))))


@answer("devshapes7-parliament-23")
def _() -> Answer:
    g = _pa()
    bills = g.dsts(_mp("Kwame Asante"), "sponsors")
    return rows(_show(distinct(c for b in bills for c in g.srcs(b, "scrutinises"))))


@answer("devshapes7-parliament-24")
def _() -> Answer:
    g = _pa()
    return rows(_show(distinct(c for m in _party_mps("Green Future") for c in g.dsts(m, "represents"))))


@answer("devshapes7-parliament-25")
def _() -> Answer:
    g = _pa()
    committees = g.srcs(_id("bill", "Mental Health Bill"), "scrutinises")
    return rows(_show(distinct(m for c in committees for m in g.srcs(c, "chairs"))))


@answer("devshapes7-parliament-26")
def _() -> Answer:
    return one(len(_pa().where("mp", lambda p: p["bench"] == "front")))


@answer("devshapes7-parliament-27")
def _() -> Answer:
    g = _pa()
    return one(sum(1 for e in g.e["scrutinises"] if g.p(e.dst, "topic") == "health"))


@answer("devshapes7-parliament-28")
def _() -> Answer:
    g = _pa()
    return one(sum(len(g.out(m, "sponsors")) for m in _party_mps("Heritage Party")))


@answer("devshapes7-parliament-29")
def _() -> Answer:
    g = _pa()
    return rows(_show(v for v in g.v["mp"] if not _of(g.dsts(v, "member_of"), "committee")))


@answer("devshapes7-parliament-30")
def _() -> Answer:
    g = _pa()
    health = {e.src for e in g.e["sponsors"] if g.p(e.dst, "topic") == "health"}
    return rows(_show(v for v in g.v["mp"] if v not in health))


@answer("devshapes7-parliament-31")
def _() -> Answer:
    g = _pa()
    on_one = [v for v in g.v["mp"] if _of(g.dsts(v, "member_of"), "committee")]
    return rows(_show(v for v in on_one if not g.out(v, "chairs")))


@answer("devshapes7-parliament-32")
def _() -> Answer:
    g = _pa()
    return rows(_show(v for v in g.v["bill"] if not g.inn(v, "scrutinises")))


@answer("devshapes7-parliament-33")
def _() -> Answer:
    g = _pa()
    return one(
        kit.hops(g, _mp("Marcus Reid"), _id("committee", "Treasury Committee"), list(g.e), direction="both")
    )


@answer("devshapes7-parliament-34")
def _() -> Answer:
    g = _pa()
    return one(kit.hops(g, _mp("Lucy Brennan"), _mp("George Lambert"), list(g.e), direction="both"))


@answer("devshapes7-parliament-35")
def _() -> Answer:
    return kit.shortest(_pa(), _id("bill", "School Streets Bill"), _id("bill", "Clean Air Bill"), ["amends"])


@answer("devshapes7-parliament-36")
def _() -> Answer:
    g = _pa()
    return kit.shortest(
        g, _mp("Fiona McLeod"), _id("committee", "Transport Committee"), list(g.e), direction="both"
    )


@answer("devshapes7-parliament-37")
def _() -> Answer:
    g = _pa()
    return rows(
        (n, e.props["majority"]) for n in ("Hannah Price", "Owen Pryce") for e in g.out(_mp(n), "represents")
    )


@answer("devshapes7-parliament-38")
def _() -> Answer:
    g = _pa()
    return rows((c, g.p(_id("constituency", c), "region")) for c in ("Oakfield", "Ridgeway", "Castlemoor"))


@answer("devshapes7-parliament-39")
def _() -> Answer:
    g = _pa()
    pair = [_id("committee", "Treasury Committee"), _id("committee", "Transport Committee")]
    return rows(_show(top(g, pair, lambda v: g.p(v, "formed"), 1, reverse=False)), ordered=True)


@answer("devshapes7-parliament-40")
def _() -> Answer:
    g = _pa()
    pair = [_id("constituency", "Thameside"), _id("constituency", "Southbank Central")]
    return rows(_show(top(g, pair, lambda v: g.p(v, "electorate"), 1)), ordered=True)


@answer("devshapes7-parliament-41")
def _() -> Answer:
    g = _pa()
    return rows(group_count(_show([e.dst])[0] for e in g.e["member_of"] if _tag(e.dst) == "party"))


@answer("devshapes7-parliament-42")
def _() -> Answer:
    return rows(group_count(_show([e.src])[0] for e in _pa().e["scrutinises"]))


@answer("devshapes7-parliament-43")
def _() -> Answer:
    return rows(group_count(p["region"] for p in _pa().v["constituency"].values()))


@answer("devshapes7-parliament-44")
def _() -> Answer:
    g = _pa()
    return rows((g.p(p, "name"), sum(e.props["spend"] for e in g.out(p, "campaigned"))) for p in g.v["party"])


@answer("devshapes7-parliament-45")
def _() -> Answer:
    return kit.neighbourhood(_pa(), _id("committee", "Public Bill Committee A"))


@answer("devshapes7-parliament-46")
def _() -> Answer:
    return kit.neighbourhood(_pa(), _mp("Sophie Turnbull"))


# --------------------------------------------------------------------------- botanic (family ids are their names; opaque elsewhere)


def _bo() -> Graph:
    return graph("botanic")


def _bid(tag: str, name: str) -> str:
    return _bo().find(tag, name)


def _pl(name: str) -> str:
    return _bid("plant", name)


def _w(name: str) -> str:
    return _bid("gardener", name)


def _gh(name: str) -> str:
    return _bid("greenhouse", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_bo(), vids)


def _in_tag(vids: Iterable[str], tag: str) -> list[str]:
    """Only the vertices of ``tag`` (``located_in`` leaves plants and greenhouses)."""
    return [v for v in vids if v in _bo().v[tag]]


def _hours(w: str) -> float:
    return sum(e.props["hours"] for e in _bo().out(w, "cares_for"))


@answer("devshapes7-botanic-01")
def _() -> Answer:
    return rows(_n(_bo().dsts(_pl("兜兰"), "located_in")))


@answer("devshapes7-botanic-02")
def _() -> Answer:
    return rows(_n(_bo().dsts(_w("林秀英"), "cares_for")))


@answer("devshapes7-botanic-03")
def _() -> Answer:
    return rows(_n(_bo().dsts(_w("黄丽"), "works_at")))


@answer("devshapes7-botanic-04")
def _() -> Answer:
    return rows(_n(_bo().srcs(_pl("大树杜鹃"), "cares_for")))


@answer("devshapes7-botanic-05")
def _() -> Answer:
    return rows(_n(_bo().srcs(_gh("棕榈温室"), "manages")))


@answer("devshapes7-botanic-06")
def _() -> Answer:
    return rows(_n(_in_tag(_bo().srcs(_gh("多肉花房"), "located_in"), "plant")))


@answer("devshapes7-botanic-07")
def _() -> Answer:
    return one(_bo().p(_pl("华盖木"), "latin"))


@answer("devshapes7-botanic-08")
def _() -> Answer:
    return one(_bo().p(_gh("沙生植物馆"), "area"))


@answer("devshapes7-botanic-09")
def _() -> Answer:
    return one(_bo().p(_pl("玉兰"), "bloom_month"))


@answer("devshapes7-botanic-10")
def _() -> Answer:
    return rows(_n(_bo().where("plant", lambda p: p["status"] == "濒危")))


@answer("devshapes7-botanic-11")
def _() -> Answer:
    return rows(_n(_bo().where("plant", lambda p: p["height"] > 10)))


@answer("devshapes7-botanic-12")
def _() -> Answer:
    return rows(_n(_bo().where("greenhouse", lambda p: p["climate"] == "热带")))


@answer("devshapes7-botanic-13")
def _() -> Answer:
    return one(_hours(_w("吴敏")))


@answer("devshapes7-botanic-14")
def _() -> Answer:
    g = _bo()
    houses = _in_tag(g.srcs(_bid("garden", "南湖植物园"), "located_in"), "greenhouse")
    return one(sum(g.p(h, "area") for h in houses))


@answer("devshapes7-botanic-15")
def _() -> Answer:
    heights = [p["height"] for p in _bo().v["plant"].values() if p["status"] == "濒危"]
    return one(sum(heights) / len(heights))


@answer("devshapes7-botanic-16")
def _() -> Answer:
    g = _bo()
    return rows(_n(top(g, g.v["plant"], lambda v: g.p(v, "height"), 3)), ordered=True)


@answer("devshapes7-botanic-17")
def _() -> Answer:
    g = _bo()
    carers = [w for w in g.v["gardener"] if g.out(w, "cares_for")]
    best = top(g, carers, _hours, 1)
    return rows([(g.p(w, "name"), _hours(w)) for w in best], ordered=True)


@answer("devshapes7-botanic-18")
def _() -> Answer:
    g = _bo()
    return rows(_n(top(g, g.v["garden"], lambda v: g.p(v, "opened"), 2, reverse=False)), ordered=True)


@answer("devshapes7-botanic-19")
def _() -> Answer:
    g = _bo()
    return rows(_n(top(g, g.v["greenhouse"], lambda v: g.p(v, "area"), 1)), ordered=True)


@answer("devshapes7-botanic-20")
def _() -> Answer:
    g = _bo()
    return rows(_n(set(g.dsts(_w("陈建国"), "cares_for")) & set(g.dsts(_w("赵一鸣"), "cares_for"))))


@answer("devshapes7-botanic-21")
def _() -> Answer:
    g = _bo()
    return rows(_n(set(g.dsts(_w("郑凯"), "cares_for")) & set(g.dsts(_w("孙婷"), "cares_for"))))


@answer("devshapes7-botanic-22")
def _() -> Answer:
    g = _bo()
    return rows(_n(distinct(f for p in g.dsts(_w("王海涛"), "cares_for") for f in g.dsts(p, "belongs_to"))))


@answer("devshapes7-botanic-23")
def _() -> Answer:
    g = _bo()
    return rows(_n(distinct(x for h in g.dsts(_pl("兜兰"), "located_in") for x in g.dsts(h, "located_in"))))


@answer("devshapes7-botanic-24")
def _() -> Answer:
    g = _bo()
    cacti = g.srcs("仙人掌科", "belongs_to")
    return rows(_n(distinct(w for p in cacti for w in g.srcs(p, "cares_for"))))


@answer("devshapes7-botanic-25")
def _() -> Answer:
    g = _bo()
    here = _in_tag(g.srcs(_gh("多肉花房"), "located_in"), "plant")
    return rows(_n(distinct(f for p in here for f in g.dsts(p, "belongs_to"))))


@answer("devshapes7-botanic-26")
def _() -> Answer:
    return one(len(_bo().where("plant", lambda p: p["status"] == "易危")))


@answer("devshapes7-botanic-27")
def _() -> Answer:
    g = _bo()
    return one(sum(1 for e in g.e["cares_for"] if g.p(e.dst, "status") == "濒危"))


@answer("devshapes7-botanic-28")
def _() -> Answer:
    return one(len(_bo().where("gardener", lambda p: p["rank"] == "高级园艺师")))


@answer("devshapes7-botanic-29")
def _() -> Answer:
    g = _bo()
    return rows(_n(w for w in g.v["gardener"] if g.out(w, "cares_for") and not g.out(w, "manages")))


@answer("devshapes7-botanic-30")
def _() -> Answer:
    g = _bo()
    carers = {e.src for e in g.e["cares_for"] if g.p(e.dst, "status") == "濒危"}
    return rows(_n(w for w in g.v["gardener"] if w not in carers))


@answer("devshapes7-botanic-31")
def _() -> Answer:
    g = _bo()
    mained = {e.dst for e in g.e["cares_for"] if e.props["main"]}
    return rows(_n(p for p in g.v["plant"] if p not in mained))


@answer("devshapes7-botanic-32")
def _() -> Answer:
    g = _bo()
    return rows(_n(p for p in g.v["plant"] if not g.inn(p, "cares_for")))


@answer("devshapes7-botanic-33")
def _() -> Answer:
    g = _bo()
    return one(kit.hops(g, _w("郑凯"), _w("陈建国"), list(g.e), direction="both"))


@answer("devshapes7-botanic-34")
def _() -> Answer:
    return kit.shortest(_bo(), _pl("兜兰"), _pl("蝴蝶兰"), ["offspring_of"])


@answer("devshapes7-botanic-35")
def _() -> Answer:
    g = _bo()
    return kit.shortest(g, _pl("熊童子"), _w("李思雨"), list(g.e), direction="both")


@answer("devshapes7-botanic-36")
def _() -> Answer:
    g = _bo()
    return one(kit.hops(g, _pl("映山红"), _pl("大树杜鹃"), list(g.e), direction="both"))


@answer("devshapes7-botanic-37")
def _() -> Answer:
    g = _bo()
    return rows((n, g.p(_pl(n), "latin")) for n in ("月季", "玉兰"))


@answer("devshapes7-botanic-38")
def _() -> Answer:
    g = _bo()
    return rows((n, g.p(_pl(n), "height")) for n in ("金琥", "巨人柱", "仙人指"))


@answer("devshapes7-botanic-39")
def _() -> Answer:
    g = _bo()
    pair = [_bid("garden", "南湖植物园"), _bid("garden", "滇池植物园")]
    return rows(_n(top(g, pair, lambda v: g.p(v, "opened"), 1, reverse=False)), ordered=True)


@answer("devshapes7-botanic-40")
def _() -> Answer:
    g = _bo()
    return rows(_n(top(g, [_gh("兰花馆"), _gh("多肉花房")], lambda v: g.p(v, "area"), 1)), ordered=True)


@answer("devshapes7-botanic-41")
def _() -> Answer:
    g = _bo()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["belongs_to"]))


@answer("devshapes7-botanic-42")
def _() -> Answer:
    g = _bo()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["located_in"] if e.src in g.v["plant"]))


@answer("devshapes7-botanic-43")
def _() -> Answer:
    return rows(group_count(p["status"] for p in _bo().v["plant"].values()))


@answer("devshapes7-botanic-44")
def _() -> Answer:
    g = _bo()
    return rows((g.p(w, "name"), _hours(w)) for w in g.v["gardener"] if g.out(w, "cares_for"))


@answer("devshapes7-botanic-45")
def _() -> Answer:
    return kit.neighbourhood(_bo(), _gh("兰花馆"))


@answer("devshapes7-botanic-46")
def _() -> Answer:
    return kit.neighbourhood(_bo(), _w("王海涛"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
