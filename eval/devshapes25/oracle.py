"""The answers to ``eval/devshapes25/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes25/oracle.py [--ids a,b]     # print each answer
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


def _sums(edges: Iterable[Edge], prop: str, end: str = "src") -> dict[str, float]:
    """The sum of ``prop`` over ``edges``, per source (``end="src"``) or target vertex."""
    total: dict[str, float] = {}
    for e in edges:
        key = e.src if end == "src" else e.dst
        total[key] = total.get(key, 0) + e.props[prop]  # type: ignore[operator]
    return total


def _counts(edges: Iterable[Edge], end: str = "src") -> dict[str, int]:
    """How many of ``edges`` each source (or target) vertex has."""
    total: dict[str, int] = {}
    for e in edges:
        key = e.src if end == "src" else e.dst
        total[key] = total.get(key, 0) + 1
    return total


def _ordered(g: Graph, vids: list[str], key, k: int) -> list[str]:
    """The ``k`` largest by ``key``, with no tie at the cut nor inside the top (the order is asked)."""
    ranked = top(g, vids, key, k)
    assert len({key(v) for v in ranked}) == len(ranked), f"a tie inside the top {k}"
    return ranked


# --------------------------------------------------------------------------- piying (opaque ids, Chinese names)


def _py() -> Graph:
    return graph("piying")


def _pf(name: str) -> str:
    """The vid of a performer by name."""
    return _py().find("performer", name)


def _play(name: str) -> str:
    return _py().find("play", name)


def _pup(name: str) -> str:
    return _py().find("puppet", name)


def _vil(name: str) -> str:
    return _py().find("village", name)


def _show(name: str) -> str:
    return _py().find("performance", name)


def _yn(vids: Iterable[str]) -> list[object]:
    return names(_py(), vids)


def _village_of(show: str) -> str:
    (village,) = _py().dsts(show, "held_in")
    return village


@answer("devshapes25-piying-01")
def _() -> Answer:
    return rows(_yn(_py().dsts(_pf("李守田"), "acted")))


@answer("devshapes25-piying-02")
def _() -> Answer:
    return rows(_yn(_py().dsts(_pf("周大勇"), "carved")))


@answer("devshapes25-piying-03")
def _() -> Answer:
    return rows(_yn(_py().dsts(_play("天仙配"), "uses")))


@answer("devshapes25-piying-04")
def _() -> Answer:
    return rows(_yn(_py().srcs(_pup("孙悟空"), "carved")))


@answer("devshapes25-piying-05")
def _() -> Answer:
    return rows(_yn(_py().srcs(_vil("柳河村"), "lives_in")))


@answer("devshapes25-piying-06")
def _() -> Answer:
    return rows(_yn(_py().srcs(_pf("马丽芸"), "taught")))


@answer("devshapes25-piying-07")
def _() -> Answer:
    return one(_py().p(_pup("赵子龙"), "height"))


@answer("devshapes25-piying-08")
def _() -> Answer:
    return one(_py().p(_show("大王庄元宵场2024"), "held"))


@answer("devshapes25-piying-09")
def _() -> Answer:
    return one(_py().p(_play("龙女报恩"), "minutes"))


@answer("devshapes25-piying-10")
def _() -> Answer:
    return rows(_yn(_py().where("performance", lambda p: p["free_entry"] is True and p["audience"] > 400)))


@answer("devshapes25-piying-11")
def _() -> Answer:
    g = _py()
    return rows(kit.edge_names(g, (e for e in g.e["acted"] if e.props["fee"] >= 750)))


@answer("devshapes25-piying-12")
def _() -> Answer:
    return rows(_yn(_py().where("puppet", lambda p: p["material"] == "驴皮" and p["height"] >= 30)))


@answer("devshapes25-piying-13")
def _() -> Answer:
    return rows(_yn(e.dst for e in _py().e["carved"] if int(str(e.props["finished"])[:4]) >= 2010))


@answer("devshapes25-piying-14")
def _() -> Answer:
    return one(sum(e.props["fee"] for e in _py().out(_pf("刘金山"), "acted")))


@answer("devshapes25-piying-15")
def _() -> Answer:
    g = _py()
    shows = g.srcs(_vil("柳河村"), "held_in")
    return one(kit.mean([g.p(s, "audience") for s in shows]))


@answer("devshapes25-piying-16")
def _() -> Answer:
    return one(kit.mean([p["minutes"] for p in _py().v["play"].values() if p["genre"] == "神话"]))


@answer("devshapes25-piying-17")
def _() -> Answer:
    g = _py()
    leads = _counts(e for e in g.e["acted"] if e.props["lead"])
    return rows(_yn(top(g, list(leads), lambda a: leads[a], 1)), ordered=True)


@answer("devshapes25-piying-18")
def _() -> Answer:
    g = _py()
    return rows(_yn(_ordered(g, list(g.v["performance"]), lambda s: g.p(s, "audience"), 3)), ordered=True)


@answer("devshapes25-piying-19")
def _() -> Answer:
    g = _py()
    shows = _counts(g.e["acted"])
    return rows(_yn([kit.kth(g, list(shows), lambda a: shows[a], 2)]), ordered=True)


@answer("devshapes25-piying-20")
def _() -> Answer:
    g = _py()
    cow = g.where("puppet", lambda p: p["material"] == "牛皮")
    return rows(_yn(_ordered(g, cow, lambda x: g.p(x, "height"), 2)), ordered=True)


@answer("devshapes25-piying-21")
def _() -> Answer:
    g = _py()
    return rows(_yn(set(g.dsts(_pf("王秀兰"), "acted")) & set(g.dsts(_pf("陈二牛"), "acted"))))


@answer("devshapes25-piying-22")
def _() -> Answer:
    g = _py()

    def plays_in(village: str) -> set[str]:
        return {p for s in g.srcs(_vil(village), "held_in") for p in g.dsts(s, "staged")}

    return rows(_yn(plays_in("柳河村") & plays_in("石门村")))


@answer("devshapes25-piying-23")
def _() -> Answer:
    g = _py()
    return rows(_yn(set(g.dsts(_pf("孙玉凤"), "acted")) & set(g.dsts(_pf("杨春燕"), "acted"))))


@answer("devshapes25-piying-24")
def _() -> Answer:
    return rows(_yn(distinct(_village_of(s) for s in _py().dsts(_pf("赵小梅"), "acted"))))


@answer("devshapes25-piying-25")
def _() -> Answer:
    g = _py()
    return rows(_yn(distinct(p for s in g.dsts(_pf("吴小虎"), "acted") for p in g.dsts(s, "staged"))))


@answer("devshapes25-piying-26")
def _() -> Answer:
    g = _py()
    return rows(_yn(distinct(b for a in g.dsts(_pf("李守田"), "taught") for b in g.dsts(a, "taught"))))


@answer("devshapes25-piying-27")
def _() -> Answer:
    g = _py()
    return rows(_yn(distinct(c for x in g.dsts(_play("火焰山"), "uses") for c in g.srcs(x, "carved"))))


@answer("devshapes25-piying-28")
def _() -> Answer:
    return one(sum(1 for e in _py().e["acted"] if e.props["lead"]))


@answer("devshapes25-piying-29")
def _() -> Answer:
    return one(len(_py().where("puppet", lambda p: p["material"] == "驴皮")))


@answer("devshapes25-piying-30")
def _() -> Answer:
    return one(len({e.src for e in _py().e["acted"] if e.props["lead"]}))


@answer("devshapes25-piying-31")
def _() -> Answer:
    return one(len(_py().srcs(_play("天仙配"), "staged")))


@answer("devshapes25-piying-32")
def _() -> Answer:
    g = _py()
    return rows(_yn(a for a in g.v["performer"] if not g.out(a, "acted")))


@answer("devshapes25-piying-33")
def _() -> Answer:
    g = _py()
    return rows(_yn(p for p in g.v["play"] if not g.inn(p, "staged")))


@answer("devshapes25-piying-34")
def _() -> Answer:
    g = _py()
    seen = {
        v: {g.p(p, "genre") for s in g.srcs(v, "held_in") for p in g.dsts(s, "staged")}
        for v in g.v["village"]
    }
    return rows(_yn(v for v, genres in seen.items() if "神话" not in genres))


@answer("devshapes25-piying-35")
def _() -> Answer:
    g = _py()
    return rows(_yn(x for x in g.dsts(_pf("张德福"), "carved") if not g.inn(x, "uses")))


@answer("devshapes25-piying-36")
def _() -> Answer:
    g = _py()
    return one(kit.hops(g, _pf("陈二牛"), _pf("马丽芸"), list(g.e), direction="both"))


@answer("devshapes25-piying-37")
def _() -> Answer:
    g = _py()
    return kit.shortest(g, _pf("郑文博"), _pf("孙玉凤"), list(g.e), direction="both")


@answer("devshapes25-piying-38")
def _() -> Answer:
    g = _py()
    # "几步" with no edge named: the teaching line and every edge both ways give the same length
    over_all = kit.hops(g, _pf("李守田"), _pf("马丽芸"), list(g.e), direction="both")
    lineage = kit.hops(g, _pf("李守田"), _pf("马丽芸"), ["taught"])
    assert over_all == lineage
    return one(lineage)


@answer("devshapes25-piying-39")
def _() -> Answer:
    g = _py()
    pair = [_pup("龙女"), _pup("铁扇公主")]
    return rows(_yn(top(g, pair, lambda x: g.p(x, "height"), 1)), ordered=True)


@answer("devshapes25-piying-40")
def _() -> Answer:
    g = _py()
    pair = [_pf("王秀兰"), _pf("赵小梅")]
    return rows(_yn(top(g, pair, lambda a: g.p(a, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes25-piying-41")
def _() -> Answer:
    g = _py()
    return rows((n, g.p(_play(n), "minutes")) for n in ("火焰山", "金沙滩", "长坂坡"))


@answer("devshapes25-piying-42")
def _() -> Answer:
    g = _py()
    return rows(group_count(g.p(_village_of(s), "name") for s in g.v["performance"]))


@answer("devshapes25-piying-43")
def _() -> Answer:
    g = _py()
    return rows(group_count(g.p(e.src, "name") for e in g.e["carved"]))


@answer("devshapes25-piying-44")
def _() -> Answer:
    return rows(group_count(p["genre"] for p in _py().v["play"].values()))


@answer("devshapes25-piying-45")
def _() -> Answer:
    g = _py()
    crowds: dict[object, list[int]] = {}
    for s in g.v["performance"]:
        crowds.setdefault(g.p(_village_of(s), "county"), []).append(g.p(s, "audience"))  # type: ignore[arg-type]
    return rows((county, kit.mean(a)) for county, a in crowds.items())


@answer("devshapes25-piying-46")
def _() -> Answer:
    return kit.neighbourhood(_py(), _pf("吴小虎"))


@answer("devshapes25-piying-47")
def _() -> Answer:
    return kit.neighbourhood(_py(), _play("长坂坡"))


@answer("devshapes25-piying-48")
def _() -> Answer:
    return kit.neighbourhood(_py(), _vil("槐树坪"))


# --------------------------------------------------------------------------- charter (names are the vertex ids)


def _ch() -> Graph:
    return graph("charter")


def _cn(vids: Iterable[str]) -> list[object]:
    return names(_ch(), vids)


def _skipper_of(trip: str) -> str:
    (skipper,) = _ch().srcs(trip, "skippered")
    return skipper


def _year(day: object) -> int:
    return int(str(day)[:4])


@answer("devshapes25-charter-01")
def _() -> Answer:
    return rows(_cn(_ch().dsts("Jory Pendell", "owns")))


@answer("devshapes25-charter-02")
def _() -> Answer:
    return rows(_cn(_ch().dsts("Sundew", "berthed_at")))


@answer("devshapes25-charter-03")
def _() -> Answer:
    return rows(_cn(_ch().dsts("Gideon Fairweather", "caught")))


@answer("devshapes25-charter-04")
def _() -> Answer:
    return rows(_cn(_ch().srcs("Tuna Hunt 2024", "booked")))


@answer("devshapes25-charter-05")
def _() -> Answer:
    return rows(_cn(_ch().srcs("Nessa Carrow", "trained")))


@answer("devshapes25-charter-06")
def _() -> Answer:
    return rows(_cn(_ch().srcs("Conger Eel", "caught")))


@answer("devshapes25-charter-07")
def _() -> Answer:
    return one(_ch().p("Fathom Line", "length_m"))


@answer("devshapes25-charter-08")
def _() -> Answer:
    return one(_ch().p("Conger Night 2023", "departs"))


@answer("devshapes25-charter-09")
def _() -> Answer:
    return one(_ch().p("Owen Strand", "born"))


@answer("devshapes25-charter-10")
def _() -> Answer:
    return rows(_cn(_ch().where("trip", lambda p: p["price"] > 100)))


@answer("devshapes25-charter-11")
def _() -> Answer:
    g = _ch()
    kept = (e for e in g.e["caught"] if e.props["weight"] >= 5 and not e.props["released"])
    return rows(kit.edge_names(g, kept))


@answer("devshapes25-charter-12")
def _() -> Answer:
    return rows(_cn(_ch().where("boat", lambda p: p["hull"] == "catamaran" and p["length_m"] > 10)))


@answer("devshapes25-charter-13")
def _() -> Answer:
    return rows(_cn(_ch().where("trip", lambda p: _year(p["departs"]) == 2024 and p["hours"] > 8)))


@answer("devshapes25-charter-14")
def _() -> Answer:
    return one(sum(e.props["paid"] for e in _ch().out("Solveig Marr", "booked")))


@answer("devshapes25-charter-15")
def _() -> Answer:
    return one(kit.mean([e.props["weight"] for e in _ch().out("Hollis Brandt", "caught")]))


@answer("devshapes25-charter-16")
def _() -> Answer:
    return one(kit.mean([p["capacity"] for p in _ch().v["boat"].values() if p["hull"] == "catamaran"]))


@answer("devshapes25-charter-17")
def _() -> Answer:
    g = _ch()
    return rows(kit.edge_names(g, kit.top_edges(g.e["caught"], "weight", 3)), ordered=True)


@answer("devshapes25-charter-18")
def _() -> Answer:
    g = _ch()
    runs = _counts(g.e["skippered"])
    return rows(_cn(top(g, list(runs), lambda s: runs[s], 1)), ordered=True)


@answer("devshapes25-charter-19")
def _() -> Answer:
    g = _ch()
    spent = _sums(g.e["booked"], "paid")
    return rows(_cn([kit.kth(g, list(spent), lambda a: spent[a], 2)]), ordered=True)


@answer("devshapes25-charter-20")
def _() -> Answer:
    g = _ch()
    mono = g.where("boat", lambda p: p["hull"] == "monohull")
    return rows(_cn(_ordered(g, mono, lambda b: g.p(b, "length_m"), 2)), ordered=True)


@answer("devshapes25-charter-21")
def _() -> Answer:
    g = _ch()
    return rows(_cn(set(g.dsts("Hollis Brandt", "booked")) & set(g.dsts("Dougie Fenwick", "booked"))))


@answer("devshapes25-charter-22")
def _() -> Answer:
    g = _ch()
    return rows(_cn(set(g.srcs("Atlantic Cod", "caught")) & set(g.srcs("Pollack", "caught"))))


@answer("devshapes25-charter-23")
def _() -> Answer:
    g = _ch()
    return rows(_cn(set(g.dsts("Marnie Ashdown", "booked")) & set(g.dsts("Ezra Coldwell", "booked"))))


@answer("devshapes25-charter-24")
def _() -> Answer:
    g = _ch()
    return rows(_cn(distinct(b for t in g.dsts("Kit Varley", "skippered") for b in g.dsts(t, "sailed_on"))))


@answer("devshapes25-charter-25")
def _() -> Answer:
    g = _ch()
    return rows(_cn(distinct(a for t in g.dsts("Jory Pendell", "skippered") for a in g.srcs(t, "booked"))))


@answer("devshapes25-charter-26")
def _() -> Answer:
    g = _ch()
    return rows(_cn(distinct(b for a in g.dsts("Bram Tolliver", "trained") for b in g.dsts(a, "trained"))))


@answer("devshapes25-charter-27")
def _() -> Answer:
    g = _ch()
    return rows(_cn(distinct(t for b in g.srcs("Gullcombe", "berthed_at") for t in g.srcs(b, "sailed_on"))))


@answer("devshapes25-charter-28")
def _() -> Answer:
    return one(sum(1 for e in _ch().e["booked"] if e.props["rod_hire"]))


@answer("devshapes25-charter-29")
def _() -> Answer:
    return one(len({e.src for e in _ch().e["booked"] if e.props["rod_hire"]}))


@answer("devshapes25-charter-30")
def _() -> Answer:
    return one(len(_ch().srcs("Wreck Marathon 2024", "booked")))


@answer("devshapes25-charter-31")
def _() -> Answer:
    return one(len(_ch().where("boat", lambda p: p["hull"] == "catamaran")))


@answer("devshapes25-charter-32")
def _() -> Answer:
    g = _ch()
    return rows(
        _cn(a for a in g.v["angler"] if all(g.p(s, "habitat") != "wreck" for s in g.dsts(a, "caught")))
    )


@answer("devshapes25-charter-33")
def _() -> Answer:
    g = _ch()
    return rows(_cn(b for b in g.v["boat"] if not g.inn(b, "sailed_on")))


@answer("devshapes25-charter-34")
def _() -> Answer:
    g = _ch()
    return rows(_cn(h for h in g.v["harbour"] if not g.inn(h, "berthed_at")))


@answer("devshapes25-charter-35")
def _() -> Answer:
    g = _ch()
    return rows(_cn(t for t in g.dsts("Gideon Fairweather", "booked") if _skipper_of(t) != "Bram Tolliver"))


@answer("devshapes25-charter-36")
def _() -> Answer:
    return one(kit.hops(_ch(), "Bram Tolliver", "Lowri Beck", ["trained"]))


@answer("devshapes25-charter-37")
def _() -> Answer:
    g = _ch()
    return kit.shortest(g, "Lowri Beck", "Copperfin", list(g.e), direction="both")


@answer("devshapes25-charter-38")
def _() -> Answer:
    g = _ch()
    return kit.shortest(g, "Arlo Penhallow", "Maddie Quill", list(g.e), direction="both")


@answer("devshapes25-charter-39")
def _() -> Answer:
    g = _ch()
    pair = ["Ezra Coldwell", "Dougie Fenwick"]
    return rows(_cn(top(g, pair, lambda a: g.p(a, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes25-charter-40")
def _() -> Answer:
    g = _ch()
    return rows((b, g.p(b, "built")) for b in ("Saltwind", "Sundew", "Ebbrunner"))


@answer("devshapes25-charter-41")
def _() -> Answer:
    g = _ch()
    pair = ["Shark Offshore 2023", "Tuna Hunt 2024"]
    return rows(_cn(top(g, pair, lambda t: g.p(t, "price"), 1)), ordered=True)


@answer("devshapes25-charter-42")
def _() -> Answer:
    return rows(group_count(p["kind"] for p in _ch().v["trip"].values()))


@answer("devshapes25-charter-43")
def _() -> Answer:
    g = _ch()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["berthed_at"]))


@answer("devshapes25-charter-44")
def _() -> Answer:
    g = _ch()
    return rows(group_count(g.p(e.src, "name") for e in g.e["skippered"]))


@answer("devshapes25-charter-45")
def _() -> Answer:
    prices: dict[object, list[int]] = {}
    for p in _ch().v["trip"].values():
        prices.setdefault(p["kind"], []).append(p["price"])  # type: ignore[arg-type]
    return rows((kind, kit.mean(v)) for kind, v in prices.items())


@answer("devshapes25-charter-46")
def _() -> Answer:
    return kit.neighbourhood(_ch(), "Tidewalker")


@answer("devshapes25-charter-47")
def _() -> Answer:
    return kit.neighbourhood(_ch(), "Rosalind Ke")


@answer("devshapes25-charter-48")
def _() -> Answer:
    return kit.neighbourhood(_ch(), "Kelder Quay")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
