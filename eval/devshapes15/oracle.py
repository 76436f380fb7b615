"""The answers to ``eval/devshapes15/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes15/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- caiyuan (opaque ids, Chinese names)


def _cy() -> Graph:
    return graph("caiyuan")


def _m(name: str) -> str:
    """The vid of a gardener (园友) by name."""
    return _cy().find("gardener", name)


def _p(name: str) -> str:
    return _cy().find("plot", name)


def _c(name: str) -> str:
    return _cy().find("crop", name)


def _gd(name: str) -> str:
    return _cy().find("garden", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_cy(), vids)


def _of_role(role: str) -> list[str]:
    return _cy().where("gardener", lambda p: p["role"] == role)


def _garden_of_plot(plot: str) -> list[str]:
    return _cy().dsts(plot, "in_garden")


@answer("devshapes15-caiyuan-01")
def _() -> Answer:
    return rows(_n(_cy().dsts(_m("张建国"), "grows")))


@answer("devshapes15-caiyuan-02")
def _() -> Answer:
    return rows(_n(_cy().dsts(_m("孙立"), "rents")))


@answer("devshapes15-caiyuan-03")
def _() -> Answer:
    return rows(_n(_cy().srcs(_m("王海燕"), "mentors")))


@answer("devshapes15-caiyuan-04")
def _() -> Answer:
    return rows(_n(_cy().srcs(_c("草莓"), "grows")))


@answer("devshapes15-caiyuan-05")
def _() -> Answer:
    return rows(_n(_cy().srcs(_p("河畔东地"), "rents")))


@answer("devshapes15-caiyuan-06")
def _() -> Answer:
    return one(_cy().p(_p("绿洲C地"), "area"))


@answer("devshapes15-caiyuan-07")
def _() -> Answer:
    return one(_cy().p(_c("月季"), "days"))


@answer("devshapes15-caiyuan-08")
def _() -> Answer:
    return rows(_n(_cy().where("crop", lambda p: p["days"] > 100)))


@answer("devshapes15-caiyuan-09")
def _() -> Answer:
    return rows(_n(_cy().where("gardener", lambda p: 1990 <= p["born"] <= 1999)))


@answer("devshapes15-caiyuan-10")
def _() -> Answer:
    g = _cy()
    return rows(kit.edge_names(g, (e for e in g.e["grows"] if e.props["kg"] >= 25)))


@answer("devshapes15-caiyuan-11")
def _() -> Answer:
    g = _cy()
    return rows(_n(e.src for e in g.e["rents"] if str(e.props["since"]) >= "2019-01-01"))


@answer("devshapes15-caiyuan-12")
def _() -> Answer:
    return rows(_n(_cy().where("plot", lambda p: p["soil"] == "壤土" and p["area"] < 12)))


@answer("devshapes15-caiyuan-13")
def _() -> Answer:
    g = _cy()
    return rows(kit.edge_names(g, _top_edges(g.e["grows"], "kg", 3)), ordered=True)


@answer("devshapes15-caiyuan-14")
def _() -> Answer:
    g = _cy()
    growers = [m for m in g.v["gardener"] if g.out(m, "grows")]
    return rows(_n(top(g, growers, lambda m: len(set(g.dsts(m, "grows"))), 1)), ordered=True)


@answer("devshapes15-caiyuan-15")
def _() -> Answer:
    g = _cy()
    return rows(_n(top(g, g.v["garden"], lambda x: g.p(x, "founded"), 1, reverse=False)), ordered=True)


@answer("devshapes15-caiyuan-16")
def _() -> Answer:
    g = _cy()
    return rows(_n([kit.kth(g, g.v["plot"], lambda x: g.p(x, "area"), 2)]), ordered=True)


@answer("devshapes15-caiyuan-17")
def _() -> Answer:
    g = _cy()
    total = {m: sum(e.props["kg"] for e in g.out(m, "grows")) for m in g.v["gardener"] if g.out(m, "grows")}
    return rows(_n(top(g, total, lambda m: total[m], 2)), ordered=True)


@answer("devshapes15-caiyuan-18")
def _() -> Answer:
    g = _cy()
    return rows(_n(m for m in _of_role("老手") if not g.out(m, "entered")))


@answer("devshapes15-caiyuan-19")
def _() -> Answer:
    g = _cy()
    herbs = {e.src for e in g.e["grows"] if g.p(e.dst, "kind") == "香草"}
    return rows(_n(m for m in _of_role("新手") if m not in herbs))


@answer("devshapes15-caiyuan-20")
def _() -> Answer:
    g = _cy()
    return rows(_n(m for m in g.v["gardener"] if not g.out(m, "rents")))


@answer("devshapes15-caiyuan-21")
def _() -> Answer:
    g = _cy()
    return rows(_n(p for p in g.v["plot"] if not g.inn(p, "rents")))


@answer("devshapes15-caiyuan-22")
def _() -> Answer:
    g = _cy()
    sunny = _gd("阳光菜园")
    renters = distinct(e.src for e in g.e["rents"] if sunny in _garden_of_plot(e.dst))
    return rows(_n(m for m in renters if _c("番茄") not in g.dsts(m, "grows")))


@answer("devshapes15-caiyuan-23")
def _() -> Answer:
    return one(len(_cy().where("crop", lambda p: p["kind"] == "香草")))


@answer("devshapes15-caiyuan-24")
def _() -> Answer:
    return one(sum(1 for e in _cy().e["grows"] if e.props["organic"]))


@answer("devshapes15-caiyuan-25")
def _() -> Answer:
    return one(len(_cy().out(_m("陈美玲"), "entered")))


@answer("devshapes15-caiyuan-26")
def _() -> Answer:
    return one(len(set(_cy().srcs(_c("番茄"), "grows"))))


@answer("devshapes15-caiyuan-27")
def _() -> Answer:
    return one(len(_cy().srcs(_gd("阳光菜园"), "in_garden")))


@answer("devshapes15-caiyuan-28")
def _() -> Answer:
    g = _cy()
    return rows(_n(distinct(x for p in g.dsts(_m("张建国"), "rents") for x in _garden_of_plot(p))))


@answer("devshapes15-caiyuan-29")
def _() -> Answer:
    g = _cy()
    return rows(_n(distinct(c for t in g.dsts(_m("张建国"), "mentors") for c in g.dsts(t, "grows"))))


@answer("devshapes15-caiyuan-30")
def _() -> Answer:
    g = _cy()
    return rows(_n(a for m in g.srcs(_m("赵磊"), "mentors") for a in g.srcs(m, "mentors")))


@answer("devshapes15-caiyuan-31")
def _() -> Answer:
    g = _cy()
    here = _gd("河畔小农园")
    return rows(_n(distinct(e.src for e in g.e["rents"] if here in _garden_of_plot(e.dst))))


@answer("devshapes15-caiyuan-32")
def _() -> Answer:
    g = _cy()
    return rows(_n(p for t in g.dsts(_m("李秀兰"), "mentors") for p in g.dsts(t, "mentors")))


@answer("devshapes15-caiyuan-33")
def _() -> Answer:
    g = _cy()
    return rows(_n(distinct(x for f in g.dsts(_m("陈美玲"), "entered") for x in g.srcs(f, "hosted"))))


@answer("devshapes15-caiyuan-34")
def _() -> Answer:
    g = _cy()
    return rows(_n(set(g.dsts(_m("张建国"), "grows")) & set(g.dsts(_m("马超"), "grows"))))


@answer("devshapes15-caiyuan-35")
def _() -> Answer:
    g = _cy()
    return rows(_n(set(g.dsts(_m("王海燕"), "entered")) & set(g.dsts(_m("陈美玲"), "entered"))))


@answer("devshapes15-caiyuan-36")
def _() -> Answer:
    return one(kit.hops(_cy(), _m("张建国"), _m("黄丽"), ["mentors"]))


@answer("devshapes15-caiyuan-37")
def _() -> Answer:
    return kit.shortest(_cy(), _m("孙立"), _m("朱琳"), ["mentors"])


@answer("devshapes15-caiyuan-38")
def _() -> Answer:
    g = _cy()
    return kit.shortest(g, _m("徐静"), _m("郭芳"), list(g.e), direction="both")


@answer("devshapes15-caiyuan-39")
def _() -> Answer:
    g = _cy()
    return rows((n, g.p(_c(n), "days")) for n in ("番茄", "黄瓜", "草莓"))


@answer("devshapes15-caiyuan-40")
def _() -> Answer:
    g = _cy()
    pair = [_m("陈美玲"), _m("杨帆")]
    return rows(_n(top(g, pair, lambda m: g.p(m, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes15-caiyuan-41")
def _() -> Answer:
    g = _cy()
    return rows((n, g.p(_gd(n), "founded")) for n in ("阳光菜园", "河畔小农园"))


@answer("devshapes15-caiyuan-42")
def _() -> Answer:
    g = _cy()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["in_garden"]))


@answer("devshapes15-caiyuan-43")
def _() -> Answer:
    return rows(group_count(p["kind"] for p in _cy().v["crop"].values()))


@answer("devshapes15-caiyuan-44")
def _() -> Answer:
    g = _cy()
    total: dict[object, float] = {}
    for e in g.e["grows"]:
        total[g.p(e.dst, "name")] = total.get(g.p(e.dst, "name"), 0.0) + e.props["kg"]
    return rows(total.items())


@answer("devshapes15-caiyuan-45")
def _() -> Answer:
    return one(sum(e.props["kg"] for e in _cy().out(_m("孙立"), "grows")))


@answer("devshapes15-caiyuan-46")
def _() -> Answer:
    return one(kit.mean([p["area"] for p in _cy().v["plot"].values() if p["soil"] == "黏土"]))


@answer("devshapes15-caiyuan-47")
def _() -> Answer:
    return kit.neighbourhood(_cy(), _p("阳光2号地"))


@answer("devshapes15-caiyuan-48")
def _() -> Answer:
    return kit.neighbourhood(_cy(), _m("马超"))


# --------------------------------------------------------------------------- brassband (names are the vertex ids)


def _bb() -> Graph:
    return graph("brassband")


def _bn(vids: Iterable[str]) -> list[object]:
    return names(_bb(), vids)


def _of_section(section: str) -> list[str]:
    return _bb().where("player", lambda p: p["section"] == section)


@answer("devshapes15-brassband-01")
def _() -> Answer:
    return rows(_bn(_bb().dsts("Millbrook Colliery Band", "performs")))


@answer("devshapes15-brassband-02")
def _() -> Answer:
    return rows(_bn(_bb().dsts("Helen Shaw", "soloed")))


@answer("devshapes15-brassband-03")
def _() -> Answer:
    return rows(_bn(_bb().srcs("Lucy Hart", "coaches")))


@answer("devshapes15-brassband-04")
def _() -> Answer:
    return rows(_bn(_bb().srcs("Riverside Rhapsody", "performs")))


@answer("devshapes15-brassband-05")
def _() -> Answer:
    return rows(_bn(_bb().srcs("Kelso Town Band", "plays_in")))


@answer("devshapes15-brassband-06")
def _() -> Answer:
    return one(_bb().p("Ashdown Silver", "founded"))


@answer("devshapes15-brassband-07")
def _() -> Answer:
    return one(_bb().p("Skylark Variations", "minutes"))


@answer("devshapes15-brassband-08")
def _() -> Answer:
    return rows(_bn(_bb().where("piece", lambda p: p["minutes"] > 10)))


@answer("devshapes15-brassband-09")
def _() -> Answer:
    return rows(_bn(_bb().where("piece", lambda p: p["grade"] >= 4)))


@answer("devshapes15-brassband-10")
def _() -> Answer:
    g = _bb()
    seats = [e for e in g.e["plays_in"] if e.props["principal"] and str(e.props["since"]) < "1990-01-01"]
    return rows(_bn(e.src for e in seats))


@answer("devshapes15-brassband-11")
def _() -> Answer:
    g = _bb()
    return rows(kit.edge_names(g, (e for e in g.e["competed"] if e.props["points"] > 190)))


@answer("devshapes15-brassband-12")
def _() -> Answer:
    g = _bb()
    return rows(_bn(p for p in _of_section("cornet") if g.p(p, "born") > 1980))


@answer("devshapes15-brassband-13")
def _() -> Answer:
    return rows(_bn(_bb().where("player", lambda p: 1990 <= p["born"] <= 1999)))


@answer("devshapes15-brassband-14")
def _() -> Answer:
    g = _bb()
    return rows(kit.edge_names(g, _top_edges(g.e["competed"], "points", 3)), ordered=True)


@answer("devshapes15-brassband-15")
def _() -> Answer:
    g = _bb()
    times = {
        b: sum(e.props["times"] for e in g.out(b, "performs")) for b in g.v["band"] if g.out(b, "performs")
    }
    return rows(_bn(top(g, times, lambda b: times[b], 1)), ordered=True)


@answer("devshapes15-brassband-16")
def _() -> Answer:
    g = _bb()
    return rows(_bn(top(g, g.v["piece"], lambda p: g.p(p, "minutes"), 3, reverse=False)), ordered=True)


@answer("devshapes15-brassband-17")
def _() -> Answer:
    g = _bb()
    return rows(_bn(top(g, g.v["band"], lambda b: len(g.inn(b, "plays_in")), 1)), ordered=True)


@answer("devshapes15-brassband-18")
def _() -> Answer:
    g = _bb()
    return rows(_bn([kit.kth(g, g.v["band"], lambda b: g.p(b, "founded"), 2, reverse=False)]), ordered=True)


@answer("devshapes15-brassband-19")
def _() -> Answer:
    g = _bb()
    return rows(_bn(p for p in g.v["player"] if not g.out(p, "soloed")))


@answer("devshapes15-brassband-20")
def _() -> Answer:
    g = _bb()
    winners = {e.src for e in g.e["competed"] if e.props["place"] == 1}
    return rows(_bn(b for b in g.v["band"] if b not in winners))


@answer("devshapes15-brassband-21")
def _() -> Answer:
    g = _bb()
    return rows(_bn(p for p in g.v["piece"] if not g.inn(p, "performs")))


@answer("devshapes15-brassband-22")
def _() -> Answer:
    g = _bb()
    return rows(_bn(p for p in g.srcs("Redbridge Works Band", "plays_in") if not g.out(p, "soloed")))


@answer("devshapes15-brassband-23")
def _() -> Answer:
    g = _bb()
    ruth = {e.src for e in g.e["performs"] if g.p(e.dst, "composer") == "Ruth Elmsworth"}
    return rows(_bn(b for b in g.v["band"] if b not in ruth))


@answer("devshapes15-brassband-24")
def _() -> Answer:
    return one(len(_of_section("cornet")))


@answer("devshapes15-brassband-25")
def _() -> Answer:
    return one(len(_bb().out("Harbourside Brass", "competed")))


@answer("devshapes15-brassband-26")
def _() -> Answer:
    return one(len({e.src for e in _bb().e["soloed"]}))


@answer("devshapes15-brassband-27")
def _() -> Answer:
    return one(len(_bb().e["soloed"]))


@answer("devshapes15-brassband-28")
def _() -> Answer:
    return one(sum(1 for e in _bb().inn("Kelso Town Band", "plays_in") if e.props["principal"]))


@answer("devshapes15-brassband-29")
def _() -> Answer:
    g = _bb()
    return rows(_bn(b for c in g.srcs("Lucy Hart", "coaches") for b in g.dsts(c, "plays_in")))


@answer("devshapes15-brassband-30")
def _() -> Answer:
    g = _bb()
    return rows(_bn(p for t in g.dsts("Arthur Pryce", "coaches") for p in g.dsts(t, "coaches")))


@answer("devshapes15-brassband-31")
def _() -> Answer:
    g = _bb()
    return rows(_bn(distinct(x for b in g.dsts("Ryan Hale", "plays_in") for x in g.dsts(b, "performs"))))


@answer("devshapes15-brassband-32")
def _() -> Answer:
    g = _bb()
    return rows(
        _bn(distinct(c for b in g.srcs("The Iron Bridge", "performs") for c in g.dsts(b, "competed")))
    )


@answer("devshapes15-brassband-33")
def _() -> Answer:
    g = _bb()
    me = "Emma Stone"
    return rows(_bn(p for c in g.srcs(me, "coaches") for p in g.dsts(c, "coaches") if p != me))


@answer("devshapes15-brassband-34")
def _() -> Answer:
    g = _bb()
    return rows(
        _bn(
            set(g.dsts("Millbrook Colliery Band", "performs"))
            & set(g.dsts("Redbridge Works Band", "performs"))
        )
    )


@answer("devshapes15-brassband-35")
def _() -> Answer:
    g = _bb()
    return rows(
        _bn(set(g.dsts("Ashdown Silver", "competed")) & set(g.dsts("Redbridge Works Band", "competed")))
    )


@answer("devshapes15-brassband-36")
def _() -> Answer:
    return one(kit.hops(_bb(), "Arthur Pryce", "Ella Frost", ["coaches"]))


@answer("devshapes15-brassband-37")
def _() -> Answer:
    g = _bb()
    return kit.shortest(g, "Owen Price", "Lucy Hart", list(g.e), direction="both")


@answer("devshapes15-brassband-38")
def _() -> Answer:
    g = _bb()
    return kit.shortest(g, "Margaret Dunn", "Colin Webb", list(g.e), direction="both")


@answer("devshapes15-brassband-39")
def _() -> Answer:
    g = _bb()
    return rows(
        _bn(top(g, ["The Iron Bridge", "Gala Toccata"], lambda p: g.p(p, "minutes"), 1)), ordered=True
    )


@answer("devshapes15-brassband-40")
def _() -> Answer:
    g = _bb()
    return rows((b, g.p(b, "town")) for b in ("Kelso Town Band", "Harbourside Brass"))


@answer("devshapes15-brassband-41")
def _() -> Answer:
    g = _bb()
    return rows(_bn(top(g, ["Ben Fowler", "Lucy Hart"], lambda p: g.p(p, "born"), 1)), ordered=True)


@answer("devshapes15-brassband-42")
def _() -> Answer:
    return rows(group_count(p["section"] for p in _bb().v["player"].values()))


@answer("devshapes15-brassband-43")
def _() -> Answer:
    g = _bb()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["plays_in"]))


@answer("devshapes15-brassband-44")
def _() -> Answer:
    return rows(group_count(p["composer"] for p in _bb().v["piece"].values()))


@answer("devshapes15-brassband-45")
def _() -> Answer:
    return one(kit.mean([p["minutes"] for p in _bb().v["piece"].values() if p["grade"] == 5]))


@answer("devshapes15-brassband-46")
def _() -> Answer:
    return one(sum(e.props["times"] for e in _bb().out("Kelso Town Band", "performs")))


@answer("devshapes15-brassband-47")
def _() -> Answer:
    return kit.neighbourhood(_bb(), "Copper Skies")


@answer("devshapes15-brassband-48")
def _() -> Answer:
    return kit.neighbourhood(_bb(), "Helen Shaw")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
