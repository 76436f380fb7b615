"""The answers to ``eval/devshapes14/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes14/oracle.py [--ids a,b]     # print each answer
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


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


# --------------------------------------------------------------------------- shufa (opaque ids, Chinese names)


def _sf() -> Graph:
    return graph("shufa")


def _a(name: str) -> str:
    """The vid of an artist (书友) by name."""
    return _sf().find("artist", name)


def _w(name: str) -> str:
    return _sf().find("work", name)


def _c(name: str) -> str:
    return _sf().find("club", name)


def _x(name: str) -> str:
    return _sf().find("exhibition", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_sf(), vids)


def _of_rank(rank: str) -> list[str]:
    return _sf().where("artist", lambda p: p["rank"] == rank)


@answer("devshapes14-shufa-01")
def _() -> Answer:
    return rows(_n(_sf().dsts(_a("刘墨林"), "wrote")))


@answer("devshapes14-shufa-02")
def _() -> Answer:
    return rows(_n(_sf().dsts(_a("赵雅琴"), "teaches")))


@answer("devshapes14-shufa-03")
def _() -> Answer:
    return rows(_n(_sf().srcs(_w("千字文"), "collects")))


@answer("devshapes14-shufa-04")
def _() -> Answer:
    return rows(_n(_sf().srcs(_a("何思远"), "teaches")))


@answer("devshapes14-shufa-05")
def _() -> Answer:
    return rows(_n(_sf().srcs(_w("滕王阁序"), "wrote")))


@answer("devshapes14-shufa-06")
def _() -> Answer:
    return rows(_n(_sf().srcs(_x("2021青年书法双年展"), "shown_at")))


@answer("devshapes14-shufa-07")
def _() -> Answer:
    return one(_sf().p(_c("兰亭书社"), "founded"))


@answer("devshapes14-shufa-08")
def _() -> Answer:
    return one(_sf().p(_w("曹全碑临本"), "chars"))


@answer("devshapes14-shufa-09")
def _() -> Answer:
    return rows(_n(_sf().where("work", lambda p: p["chars"] > 500)))


@answer("devshapes14-shufa-10")
def _() -> Answer:
    g = _sf()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["shown_at"] if e.props["prize"])


@answer("devshapes14-shufa-11")
def _() -> Answer:
    return rows(_n(_sf().where("artist", lambda p: p["born"] > 1990)))


@answer("devshapes14-shufa-12")
def _() -> Answer:
    g = _sf()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["collects"] if e.props["price"] > 20)


@answer("devshapes14-shufa-13")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _sf().out(_a("赵雅琴"), "wrote")))


@answer("devshapes14-shufa-14")
def _() -> Answer:
    return one(_mean([p["chars"] for p in _sf().v["work"].values() if p["script"] == "楷书"]))


@answer("devshapes14-shufa-15")
def _() -> Answer:
    g = _sf()
    return rows(_n(top(g, g.v["work"], lambda w: g.p(w, "chars"), 3)), ordered=True)


@answer("devshapes14-shufa-16")
def _() -> Answer:
    g = _sf()
    teachers = [a for a in g.v["artist"] if g.out(a, "teaches")]
    return rows(_n(top(g, teachers, lambda a: len(g.out(a, "teaches")), 1)), ordered=True)


@answer("devshapes14-shufa-17")
def _() -> Answer:
    g = _sf()
    spent = {
        c: sum(e.props["price"] for e in g.out(c, "collects")) for c in g.v["club"] if g.out(c, "collects")
    }
    return rows(_n(top(g, spent, lambda c: spent[c], 2)), ordered=True)


@answer("devshapes14-shufa-18")
def _() -> Answer:
    g = _sf()
    return rows(_n(top(g, _of_rank("会员"), lambda a: g.p(a, "born"), 3, reverse=False)), ordered=True)


@answer("devshapes14-shufa-19")
def _() -> Answer:
    g = _sf()
    return rows(_n(set(g.dsts(_a("周雨萱"), "visited")) & set(g.dsts(_a("林小雨"), "visited"))))


@answer("devshapes14-shufa-20")
def _() -> Answer:
    g = _sf()
    return rows(_n(set(g.dsts(_c("翰林书院"), "collects")) & set(g.dsts(_c("墨香书法社"), "collects"))))


@answer("devshapes14-shufa-21")
def _() -> Answer:
    g = _sf()
    return rows(_n(set(g.dsts(_c("青藤书会"), "collects")) & set(g.srcs(_x("2023翰墨迎春展"), "shown_at"))))


@answer("devshapes14-shufa-22")
def _() -> Answer:
    g = _sf()
    me = _a("赵雅琴")
    return rows(_n(p for t in g.srcs(me, "teaches") for p in g.dsts(t, "teaches") if p != me))


@answer("devshapes14-shufa-23")
def _() -> Answer:
    g = _sf()
    return rows(_n(c for p in g.dsts(_a("王守仁"), "teaches") for c in g.dsts(p, "teaches")))


@answer("devshapes14-shufa-24")
def _() -> Answer:
    g = _sf()
    return rows(_n(distinct(x for w in g.dsts(_a("赵雅琴"), "wrote") for x in g.dsts(w, "shown_at"))))


@answer("devshapes14-shufa-25")
def _() -> Answer:
    g = _sf()
    return rows(_n(distinct(a for w in g.dsts(_c("兰亭书社"), "collects") for a in g.srcs(w, "wrote"))))


@answer("devshapes14-shufa-26")
def _() -> Answer:
    return one(len(_of_rank("理事")))


@answer("devshapes14-shufa-27")
def _() -> Answer:
    g = _sf()
    return one(sum(1 for e in g.e["shown_at"] if g.p(e.src, "script") == "行书"))


@answer("devshapes14-shufa-28")
def _() -> Answer:
    return one(len(set(_sf().srcs(_x("2021青年书法双年展"), "visited"))))


@answer("devshapes14-shufa-29")
def _() -> Answer:
    return one(len(_sf().out(_a("刘墨林"), "teaches")))


@answer("devshapes14-shufa-30")
def _() -> Answer:
    g = _sf()
    return rows(_n(a for a in _of_rank("会员") if not g.out(a, "wrote")))


@answer("devshapes14-shufa-31")
def _() -> Answer:
    g = _sf()
    hangzhou = {e.src for e in g.e["visited"] if g.p(e.dst, "city") == "杭州"}
    return rows(_n(a for a in _of_rank("学员") if a not in hangzhou))


@answer("devshapes14-shufa-32")
def _() -> Answer:
    g = _sf()
    return rows(_n(w for w in g.v["work"] if not g.inn(w, "collects")))


@answer("devshapes14-shufa-33")
def _() -> Answer:
    g = _sf()
    return rows(_n(a for a in g.srcs(_c("翰林书院"), "belongs_to") if not g.out(a, "visited")))


@answer("devshapes14-shufa-34")
def _() -> Answer:
    return one(kit.hops(_sf(), _a("刘墨林"), _a("罗欣然"), ["teaches"]))


@answer("devshapes14-shufa-35")
def _() -> Answer:
    g = _sf()
    return kit.shortest(g, _a("周雨萱"), _a("何思远"), list(g.e), direction="both")


@answer("devshapes14-shufa-36")
def _() -> Answer:
    return kit.shortest(_sf(), _a("王守仁"), _a("周雨萱"), ["teaches"])


@answer("devshapes14-shufa-37")
def _() -> Answer:
    g = _sf()
    return one(kit.hops(g, _a("马文涛"), _a("罗欣然"), list(g.e), direction="both"))


@answer("devshapes14-shufa-38")
def _() -> Answer:
    g = _sf()
    return rows((n, g.p(_w(n), "script")) for n in ("将进酒", "心经", "陋室铭"))


@answer("devshapes14-shufa-39")
def _() -> Answer:
    g = _sf()
    pair = [_a("陈静怡"), _a("张一鸣")]
    return rows(_n(top(g, pair, lambda a: g.p(a, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes14-shufa-40")
def _() -> Answer:
    g = _sf()
    return rows((n, g.p(_c(n), "founded")) for n in ("墨香书法社", "青藤书会"))


@answer("devshapes14-shufa-41")
def _() -> Answer:
    g = _sf()
    pair = [_w("赤壁赋"), _w("岳阳楼记")]
    return rows(_n(top(g, pair, lambda w: g.p(w, "chars"), 1)), ordered=True)


@answer("devshapes14-shufa-42")
def _() -> Answer:
    g = _sf()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["belongs_to"]))


@answer("devshapes14-shufa-43")
def _() -> Answer:
    return rows(group_count(p["script"] for p in _sf().v["work"].values()))


@answer("devshapes14-shufa-44")
def _() -> Answer:
    g = _sf()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["shown_at"]))


@answer("devshapes14-shufa-45")
def _() -> Answer:
    by_script: dict[object, list[float]] = {}
    for p in _sf().v["work"].values():
        by_script.setdefault(p["script"], []).append(p["chars"])
    return rows((s, _mean(cs)) for s, cs in by_script.items())


@answer("devshapes14-shufa-46")
def _() -> Answer:
    return kit.neighbourhood(_sf(), _a("赵雅琴"))


@answer("devshapes14-shufa-47")
def _() -> Answer:
    return kit.neighbourhood(_sf(), _x("2018全国临帖展"))


@answer("devshapes14-shufa-48")
def _() -> Answer:
    return kit.neighbourhood(_sf(), _w("千字文"))


# --------------------------------------------------------------------------- boardgame (names are the vertex ids)


def _bg() -> Graph:
    return graph("boardgame")


def _bn(vids: Iterable[str]) -> list[object]:
    return names(_bg(), vids)


def _of_role(role: str) -> list[str]:
    return _bg().where("person", lambda p: p["role"] == role)


def _genre(game: str) -> object:
    return _bg().p(game, "genre")


@answer("devshapes14-boardgame-01")
def _() -> Answer:
    return rows(_bn(_bg().dsts("Marcus Lee", "designed")))


@answer("devshapes14-boardgame-02")
def _() -> Answer:
    return rows(_bn(_bg().dsts("Tabletop Haven", "stocks")))


@answer("devshapes14-boardgame-03")
def _() -> Answer:
    return rows(_bn(_bg().srcs("Pixel Panic", "designed")))


@answer("devshapes14-boardgame-04")
def _() -> Answer:
    return rows(_bn(_bg().srcs("Owen Blake", "taught")))


@answer("devshapes14-boardgame-05")
def _() -> Answer:
    return rows(_bn(_bg().srcs("Word Rush", "stocks")))


@answer("devshapes14-boardgame-06")
def _() -> Answer:
    return rows(_bn(_bg().srcs("Meeple Corner", "works_at")))


@answer("devshapes14-boardgame-07")
def _() -> Answer:
    return one(_bg().p("Iron Harbour", "price"))


@answer("devshapes14-boardgame-08")
def _() -> Answer:
    return one(_bg().p("Dice & Slice", "opened"))


@answer("devshapes14-boardgame-09")
def _() -> Answer:
    return rows(_bn(_bg().where("game", lambda p: p["minutes"] < 45)))


@answer("devshapes14-boardgame-10")
def _() -> Answer:
    g = _bg()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["played"] if e.props["wins"] > 5)


@answer("devshapes14-boardgame-11")
def _() -> Answer:
    return rows(_bn(_bg().where("game", lambda p: p["max_players"] >= 7)))


@answer("devshapes14-boardgame-12")
def _() -> Answer:
    g = _bg()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["entered"] if e.props["place"] <= 2)


@answer("devshapes14-boardgame-13")
def _() -> Answer:
    return one(sum(e.props["sessions"] for e in _bg().out("Ethan Shaw", "played")))


@answer("devshapes14-boardgame-14")
def _() -> Answer:
    return one(_mean([p["price"] for p in _bg().v["game"].values() if p["genre"] == "coop"]))


@answer("devshapes14-boardgame-15")
def _() -> Answer:
    g = _bg()
    return rows(_bn(top(g, g.v["game"], lambda x: g.p(x, "price"), 2)), ordered=True)


@answer("devshapes14-boardgame-16")
def _() -> Answer:
    g = _bg()
    copies = {
        c: sum(e.props["copies"] for e in g.out(c, "stocks")) for c in g.v["cafe"] if g.out(c, "stocks")
    }
    return rows(_bn(top(g, copies, lambda c: copies[c], 1)), ordered=True)


@answer("devshapes14-boardgame-17")
def _() -> Answer:
    g = _bg()
    most = _top_edges(g.e["played"], "sessions", 3)
    return rows(((g.p(e.src, "name"), g.p(e.dst, "name")) for e in most), ordered=True)


@answer("devshapes14-boardgame-18")
def _() -> Answer:
    g = _bg()
    return rows(_bn(top(g, _of_role("regular"), lambda p: g.p(p, "born"), 2)), ordered=True)


@answer("devshapes14-boardgame-19")
def _() -> Answer:
    g = _bg()
    return rows(_bn(set(g.dsts("Noah Fisher", "played")) & set(g.dsts("Liam Carter", "played"))))


@answer("devshapes14-boardgame-20")
def _() -> Answer:
    g = _bg()
    return rows(_bn(set(g.dsts("Meeple Corner", "stocks")) & set(g.dsts("Tabletop Haven", "stocks"))))


@answer("devshapes14-boardgame-21")
def _() -> Answer:
    g = _bg()
    return rows(_bn(set(g.dsts("Priya Nair", "designed")) & set(g.dsts("Mia Grant", "played"))))


@answer("devshapes14-boardgame-22")
def _() -> Answer:
    g = _bg()
    me = "Sofia Reyes"
    return rows(_bn(o for t in g.srcs(me, "taught") for o in g.dsts(t, "taught") if o != me))


@answer("devshapes14-boardgame-23")
def _() -> Answer:
    g = _bg()
    return rows(_bn(distinct(c for x in g.dsts("Greta Holm", "designed") for c in g.srcs(x, "stocks"))))


@answer("devshapes14-boardgame-24")
def _() -> Answer:
    g = _bg()
    return rows(_bn(c for p in g.dsts("Ethan Shaw", "taught") for c in g.dsts(p, "taught")))


@answer("devshapes14-boardgame-25")
def _() -> Answer:
    g = _bg()
    return rows(_bn(distinct(d for x in g.dsts("Zoe Park", "played") for d in g.srcs(x, "designed"))))


@answer("devshapes14-boardgame-26")
def _() -> Answer:
    return one(len(_bg().where("game", lambda p: p["genre"] == "party")))


@answer("devshapes14-boardgame-27")
def _() -> Answer:
    return one(len(set(_bg().srcs("Spring Dice Cup", "entered"))))


@answer("devshapes14-boardgame-28")
def _() -> Answer:
    return one(sum(1 for e in _bg().e["played"] if _genre(e.dst) == "strategy"))


@answer("devshapes14-boardgame-29")
def _() -> Answer:
    return one(len(_bg().out("Owen Blake", "taught")))


@answer("devshapes14-boardgame-30")
def _() -> Answer:
    g = _bg()
    return rows(_bn(p for p in _of_role("host") if not g.out(p, "played")))


@answer("devshapes14-boardgame-31")
def _() -> Answer:
    g = _bg()
    tried = set(g.dsts("Mia Grant", "played"))
    return rows(_bn(x for x in g.dsts("Meeple Corner", "stocks") if x not in tried))


@answer("devshapes14-boardgame-32")
def _() -> Answer:
    g = _bg()
    party = {e.src for e in g.e["played"] if _genre(e.dst) == "party"}
    return rows(_bn(p for p in _of_role("regular") if p not in party))


@answer("devshapes14-boardgame-33")
def _() -> Answer:
    g = _bg()
    cup = set(g.srcs("Spring Dice Cup", "entered"))
    return rows(_bn(p for p in _of_role("regular") if p not in cup))


@answer("devshapes14-boardgame-34")
def _() -> Answer:
    return kit.shortest(_bg(), "Greta Holm", "Mia Grant", ["taught"])


@answer("devshapes14-boardgame-35")
def _() -> Answer:
    g = _bg()
    return one(kit.hops(g, "Zoe Park", "Ada Kim", list(g.e), direction="both"))


@answer("devshapes14-boardgame-36")
def _() -> Answer:
    return one(kit.hops(_bg(), "Ethan Shaw", "Zoe Park", ["taught"]))


@answer("devshapes14-boardgame-37")
def _() -> Answer:
    g = _bg()
    return kit.shortest(g, "Felix Ward", "Greta Holm", list(g.e), direction="both")


@answer("devshapes14-boardgame-38")
def _() -> Answer:
    g = _bg()
    return rows(_bn(top(g, ["Deep Dive", "Castle Siege"], lambda x: g.p(x, "minutes"), 1)), ordered=True)


@answer("devshapes14-boardgame-39")
def _() -> Answer:
    g = _bg()
    return rows((x, g.p(x, "price")) for x in ("Word Rush", "Night Market", "Garden Path"))


@answer("devshapes14-boardgame-40")
def _() -> Answer:
    g = _bg()
    return rows(_bn(top(g, ["Noah Fisher", "Felix Ward"], lambda p: g.p(p, "born"), 1)), ordered=True)


@answer("devshapes14-boardgame-41")
def _() -> Answer:
    g = _bg()
    return rows((c, g.p(c, "city")) for c in ("Meeple Corner", "Dice & Slice", "Tabletop Haven"))


@answer("devshapes14-boardgame-42")
def _() -> Answer:
    return rows(group_count(p["genre"] for p in _bg().v["game"].values()))


@answer("devshapes14-boardgame-43")
def _() -> Answer:
    g = _bg()
    return rows(
        (c, sum(e.props["copies"] for e in g.out(c, "stocks"))) for c in g.v["cafe"] if g.out(c, "stocks")
    )


@answer("devshapes14-boardgame-44")
def _() -> Answer:
    g = _bg()
    return rows(group_count(g.p(e.src, "name") for e in g.e["played"]))


@answer("devshapes14-boardgame-45")
def _() -> Answer:
    by_genre: dict[object, list[float]] = {}
    for p in _bg().v["game"].values():
        by_genre.setdefault(p["genre"], []).append(p["minutes"])
    return rows((x, _mean(ms)) for x, ms in by_genre.items())


@answer("devshapes14-boardgame-46")
def _() -> Answer:
    return kit.neighbourhood(_bg(), "Night Market")


@answer("devshapes14-boardgame-47")
def _() -> Answer:
    return kit.neighbourhood(_bg(), "Dice & Slice")


@answer("devshapes14-boardgame-48")
def _() -> Answer:
    return kit.neighbourhood(_bg(), "Owen Blake")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
