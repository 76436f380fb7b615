"""The answers to ``eval/devshapes19/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes19/oracle.py [--ids a,b]     # print each answer
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


def _top_distinct(g: Graph, vids: Iterable[str], key, k: int, *, reverse: bool = True) -> list[str]:
    """The ``k`` vids with the largest (``reverse``) or smallest key; asserts no tie at the cut nor
    inside the top (the order is asked)."""
    ranked = sorted(vids, key=key, reverse=reverse)
    values = [key(v) for v in ranked[: k + 1]]
    assert len(set(values)) == len(values), f"a tie in the top {k}: {values}"
    return ranked[:k]


# --------------------------------------------------------------------------- beacons (opaque ids, English names)


def _bc() -> Graph:
    return graph("beacons")


def _k(name: str) -> str:
    """The vid of a keeper by name."""
    return _bc().find("keeper", name)


def _l(name: str) -> str:
    return _bc().find("lighthouse", name)


def _r(name: str) -> str:
    return _bc().find("restoration", name)


def _d(name: str) -> str:
    return _bc().find("donor", name)


def _v(name: str) -> str:
    return _bc().find("visit", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_bc(), vids)


@answer("devshapes19-beacons-01")
def _() -> Answer:
    return rows(_n(_bc().dsts(_k("Isla Fenwick"), "tends")))


@answer("devshapes19-beacons-02")
def _() -> Answer:
    return rows(_n(_bc().dsts(_d("Margaret Ellery"), "funds")))


@answer("devshapes19-beacons-03")
def _() -> Answer:
    return rows(_n(_bc().dsts(_k("Samir Okafor"), "worked_on")))


@answer("devshapes19-beacons-04")
def _() -> Answer:
    return rows(_n(_bc().srcs(_k("Gideon Marsh"), "mentored")))


@answer("devshapes19-beacons-05")
def _() -> Answer:
    return rows(_n(_bc().srcs(_l("Crannoch Light"), "tends")))


@answer("devshapes19-beacons-06")
def _() -> Answer:
    return rows(_n(_bc().srcs(_r("Pellow Sands lens survey"), "funds")))


@answer("devshapes19-beacons-07")
def _() -> Answer:
    return one(_bc().p(_l("Black Hind Tower"), "height"))


@answer("devshapes19-beacons-08")
def _() -> Answer:
    return one(_bc().p(_r("Carrick Rock stairway repair"), "finished"))


@answer("devshapes19-beacons-09")
def _() -> Answer:
    return one(_bc().p(_l("Saltwick Head"), "active"))


@answer("devshapes19-beacons-10")
def _() -> Answer:
    return one(sum(p["budget"] for p in _bc().v["restoration"].values() if p["work"] == "paint"))


@answer("devshapes19-beacons-11")
def _() -> Answer:
    return one(kit.mean([p["guests"] for p in _bc().v["visit"].values()]))


@answer("devshapes19-beacons-12")
def _() -> Answer:
    return one(sum(e.props["amount"] for e in _bc().out(_d("Harold Ives"), "funds")))


@answer("devshapes19-beacons-13")
def _() -> Answer:
    return rows(_n(_bc().where("lighthouse", lambda p: p["active"] and p["built"] < 1880)))


@answer("devshapes19-beacons-14")
def _() -> Answer:
    g = _bc()
    return rows(
        kit.edge_names(g, (e for e in g.e["funds"] if e.props["anonymous"] and e.props["amount"] > 3000))
    )


@answer("devshapes19-beacons-15")
def _() -> Answer:
    return rows(_n(_bc().where("restoration", lambda p: kit.in_year(p["finished"], 2023))))


@answer("devshapes19-beacons-16")
def _() -> Answer:
    g = _bc()
    return rows(kit.edge_names(g, (e for e in g.e["funds"] if kit.in_year(e.props["pledged"], 2023))))


@answer("devshapes19-beacons-17")
def _() -> Answer:
    g = _bc()
    return rows(kit.edge_names(g, kit.top_edges(g.e["funds"], "amount", 3)), ordered=True)


@answer("devshapes19-beacons-18")
def _() -> Answer:
    g = _bc()
    return rows(_n([kit.kth(g, g.v["restoration"], lambda r: g.p(r, "budget"), 2)]), ordered=True)


@answer("devshapes19-beacons-19")
def _() -> Answer:
    g = _bc()
    visited = [lh for lh in g.v["lighthouse"] if g.inn(lh, "trip_to")]
    return rows(_n(top(g, visited, lambda lh: len(g.inn(lh, "trip_to")), 1)), ordered=True)


@answer("devshapes19-beacons-20")
def _() -> Answer:
    g = _bc()
    return rows(kit.edge_names(g, kit.top_edges(g.e["worked_on"], "days", 3)), ordered=True)


@answer("devshapes19-beacons-21")
def _() -> Answer:
    g = _bc()
    return rows(_n(set(g.dsts(_d("Margaret Ellery"), "funds")) & set(g.dsts(_d("Harold Ives"), "funds"))))


@answer("devshapes19-beacons-22")
def _() -> Answer:
    g = _bc()
    return rows(_n(set(g.dsts(_k("Declan Rooney"), "tends")) & set(g.dsts(_k("Bryony Quill"), "tends"))))


@answer("devshapes19-beacons-23")
def _() -> Answer:
    g = _bc()
    return rows(_n(set(g.dsts(_d("Celia Moor"), "went_on")) & set(g.dsts(_d("Eleanor Birch"), "went_on"))))


@answer("devshapes19-beacons-24")
def _() -> Answer:
    g = _bc()
    return rows(
        _n(distinct(lh for r in g.dsts(_d("Margaret Ellery"), "funds") for lh in g.dsts(r, "restores")))
    )


@answer("devshapes19-beacons-25")
def _() -> Answer:
    g = _bc()
    return rows(_n(distinct(lh for a in g.dsts(_k("Agnes Pryce"), "mentored") for lh in g.dsts(a, "tends"))))


@answer("devshapes19-beacons-26")
def _() -> Answer:
    g = _bc()
    return rows(
        _n(distinct(d for v in g.srcs(_l("Gull Point Light"), "trip_to") for d in g.srcs(v, "went_on")))
    )


@answer("devshapes19-beacons-27")
def _() -> Answer:
    g = _bc()
    return rows(_n(m for t in g.srcs(_k("Lowen Penrose"), "mentored") for m in g.srcs(t, "mentored")))


@answer("devshapes19-beacons-28")
def _() -> Answer:
    return one(sum(1 for e in _bc().e["funds"] if e.props["anonymous"]))


@answer("devshapes19-beacons-29")
def _() -> Answer:
    return one(len(_bc().where("lighthouse", lambda p: p["active"])))


@answer("devshapes19-beacons-30")
def _() -> Answer:
    return one(len({e.src for e in _bc().e["funds"] if e.props["anonymous"]}))


@answer("devshapes19-beacons-31")
def _() -> Answer:
    return one(len(_bc().inn(_l("Gull Point Light"), "restores")))


@answer("devshapes19-beacons-32")
def _() -> Answer:
    g = _bc()
    return rows(_n(k for k in g.v["keeper"] if not g.out(k, "tends")))


@answer("devshapes19-beacons-33")
def _() -> Answer:
    g = _bc()
    return rows(_n(d for d in g.v["donor"] if all(g.p(r, "work") != "masonry" for r in g.dsts(d, "funds"))))


@answer("devshapes19-beacons-34")
def _() -> Answer:
    g = _bc()
    return rows(_n(lh for lh in g.v["lighthouse"] if not g.inn(lh, "trip_to")))


@answer("devshapes19-beacons-35")
def _() -> Answer:
    g = _bc()
    return rows(_n(k for k in g.v["keeper"] if not any(e.props["lead"] for e in g.out(k, "worked_on"))))


@answer("devshapes19-beacons-36")
def _() -> Answer:
    return one(kit.hops(_bc(), _k("Agnes Pryce"), _k("Lowen Penrose"), ["mentored"]))


@answer("devshapes19-beacons-37")
def _() -> Answer:
    g = _bc()
    return kit.shortest(g, _d("Felix Tandy"), _k("Hattie Crewe"), list(g.e), direction="both")


@answer("devshapes19-beacons-38")
def _() -> Answer:
    g = _bc()
    return kit.shortest(g, _d("Owen Tregear"), _d("Maud Carrow"), list(g.e), direction="both")


@answer("devshapes19-beacons-39")
def _() -> Answer:
    g = _bc()
    return rows((n, g.p(_l(n), "height")) for n in ("Gull Point Light", "Merrow Ness", "Tarn Skerry"))


@answer("devshapes19-beacons-40")
def _() -> Answer:
    g = _bc()
    pair = [_k("Isla Fenwick"), _k("Samir Okafor")]
    return rows(_n(top(g, pair, lambda k: str(g.p(k, "joined")), 1, reverse=False)), ordered=True)


@answer("devshapes19-beacons-41")
def _() -> Answer:
    g = _bc()
    return rows((n, g.p(_v(n), "guests")) for n in ("Spring Open Day 2022", "Spring Open Day 2024"))


@answer("devshapes19-beacons-42")
def _() -> Answer:
    return rows(group_count(p["county"] for p in _bc().v["lighthouse"].values()))


@answer("devshapes19-beacons-43")
def _() -> Answer:
    g = _bc()
    raised: dict[object, int] = {}
    for e in g.e["funds"]:
        raised[g.p(e.dst, "name")] = raised.get(g.p(e.dst, "name"), 0) + e.props["amount"]
    return rows(raised.items())


@answer("devshapes19-beacons-44")
def _() -> Answer:
    g = _bc()
    return rows(group_count(g.p(e.src, "name") for e in g.e["worked_on"]))


@answer("devshapes19-beacons-45")
def _() -> Answer:
    budgets: dict[object, list[int]] = {}
    for p in _bc().v["restoration"].values():
        budgets.setdefault(p["work"], []).append(p["budget"])
    return rows((w, kit.mean(b)) for w, b in budgets.items())


@answer("devshapes19-beacons-46")
def _() -> Answer:
    return kit.neighbourhood(_bc(), _k("Hattie Crewe"))


@answer("devshapes19-beacons-47")
def _() -> Answer:
    return kit.neighbourhood(_bc(), _l("Crannoch Light"))


@answer("devshapes19-beacons-48")
def _() -> Answer:
    return kit.neighbourhood(_bc(), _v("Autumn Lamp Night"))


# --------------------------------------------------------------------------- yaopu (names are the vertex ids)


def _yp() -> Graph:
    return graph("yaopu")


def _yn(vids: Iterable[str]) -> list[object]:
    return names(_yp(), vids)


@answer("devshapes19-yaopu-01")
def _() -> Answer:
    return rows(_yn(_yp().dsts("四物汤", "made_of")))


@answer("devshapes19-yaopu-02")
def _() -> Answer:
    return rows(_yn(_yp().dsts("李济民", "works_at")))


@answer("devshapes19-yaopu-03")
def _() -> Answer:
    return rows(_yn(_yp().dsts("张建国", "takes")))


@answer("devshapes19-yaopu-04")
def _() -> Answer:
    return rows(_yn(_yp().srcs("人参", "supplies")))


@answer("devshapes19-yaopu-05")
def _() -> Answer:
    return rows(_yn(_yp().srcs("冯晓棠", "mentors")))


@answer("devshapes19-yaopu-06")
def _() -> Answer:
    return rows(_yn(_yp().srcs("黄芪", "made_of")))


@answer("devshapes19-yaopu-07")
def _() -> Answer:
    return one(_yp().p("黄连", "price"))


@answer("devshapes19-yaopu-08")
def _() -> Answer:
    return one(_yp().p("回春堂新街店", "opened"))


@answer("devshapes19-yaopu-09")
def _() -> Answer:
    return one(_yp().p("枸杞菊花茶", "classic"))


@answer("devshapes19-yaopu-10")
def _() -> Answer:
    return one(sum(e.props["grams"] for e in _yp().out("八珍汤", "made_of")))


@answer("devshapes19-yaopu-11")
def _() -> Answer:
    return one(kit.mean([p["price"] for p in _yp().v["herb"].values()]))


@answer("devshapes19-yaopu-12")
def _() -> Answer:
    return one(sum(e.props["fee"] for e in _yp().out("陈守仁", "prescribed")))


@answer("devshapes19-yaopu-13")
def _() -> Answer:
    return rows(_yn(_yp().where("herb", lambda p: p["nature"] == "温" and p["price"] < 0.5)))


@answer("devshapes19-yaopu-14")
def _() -> Answer:
    g = _yp()
    visits = g.e["prescribed"]
    return rows(
        kit.edge_names(g, (e for e in visits if e.props["followup"] and kit.in_year(e.props["day"], 2024)))
    )


@answer("devshapes19-yaopu-15")
def _() -> Answer:
    return rows(_yn(_yp().where("shop", lambda p: int(str(p["opened"])[:4]) > 2010)))


@answer("devshapes19-yaopu-16")
def _() -> Answer:
    return rows(_yn(distinct(e.dst for e in _yp().e["supplies"] if e.props["kg"] > 30)))


@answer("devshapes19-yaopu-17")
def _() -> Answer:
    g = _yp()
    return rows(_yn(top(g, g.v["formula"], lambda f: len(g.out(f, "made_of")), 1)), ordered=True)


@answer("devshapes19-yaopu-18")
def _() -> Answer:
    g = _yp()
    return rows(_yn(_top_distinct(g, g.v["herb"], lambda h: g.p(h, "price"), 3)), ordered=True)


@answer("devshapes19-yaopu-19")
def _() -> Answer:
    g = _yp()
    return rows(kit.edge_names(g, kit.top_edges(g.e["takes"], "doses", 3)), ordered=True)


@answer("devshapes19-yaopu-20")
def _() -> Answer:
    g = _yp()
    return rows(
        _yn([kit.kth(g, g.v["pharmacist"], lambda p: g.p(p, "born"), 2, reverse=False)]), ordered=True
    )


@answer("devshapes19-yaopu-21")
def _() -> Answer:
    g = _yp()
    return rows(_yn(set(g.dsts("四君子汤", "made_of")) & set(g.dsts("六味地黄丸", "made_of"))))


@answer("devshapes19-yaopu-22")
def _() -> Answer:
    g = _yp()
    return rows(_yn(set(g.dsts("陈守仁", "prescribed")) & set(g.dsts("吴秀英", "prescribed"))))


@answer("devshapes19-yaopu-23")
def _() -> Answer:
    g = _yp()
    return rows(_yn(set(g.dsts("济生堂西关店", "supplies")) & set(g.dsts("杏林药铺", "supplies"))))


@answer("devshapes19-yaopu-24")
def _() -> Answer:
    g = _yp()
    return rows(_yn(distinct(h for f in g.dsts("刘桂芳", "takes") for h in g.dsts(f, "made_of"))))


@answer("devshapes19-yaopu-25")
def _() -> Answer:
    g = _yp()
    return rows(_yn(distinct(p for t in g.dsts("李济民", "mentors") for p in g.dsts(t, "prescribed"))))


@answer("devshapes19-yaopu-26")
def _() -> Answer:
    g = _yp()
    return rows(_yn(distinct(f for p in g.dsts("陈守仁", "prescribed") for f in g.dsts(p, "takes"))))


@answer("devshapes19-yaopu-27")
def _() -> Answer:
    g = _yp()
    shops = set(g.dsts("孙婉清", "works_at"))
    return rows(_yn(p for p in g.v["pharmacist"] if p != "孙婉清" and shops & set(g.dsts(p, "works_at"))))


@answer("devshapes19-yaopu-28")
def _() -> Answer:
    return one(sum(1 for e in _yp().e["prescribed"] if e.props["followup"]))


@answer("devshapes19-yaopu-29")
def _() -> Answer:
    return one(len({e.dst for e in _yp().e["prescribed"] if e.props["followup"]}))


@answer("devshapes19-yaopu-30")
def _() -> Answer:
    return one(len(_yp().where("herb", lambda p: p["nature"] == "温")))


@answer("devshapes19-yaopu-31")
def _() -> Answer:
    return one(len(_yp().dsts("李济民", "prescribed")))


@answer("devshapes19-yaopu-32")
def _() -> Answer:
    g = _yp()
    return rows(_yn(s for s in g.v["shop"] if not g.inn(s, "works_at")))


@answer("devshapes19-yaopu-33")
def _() -> Answer:
    g = _yp()
    return rows(_yn(h for h in g.v["herb"] if not g.inn(h, "made_of")))


@answer("devshapes19-yaopu-34")
def _() -> Answer:
    g = _yp()
    chiefs = set(g.where("pharmacist", lambda p: p["title"] == "主任药师"))
    return rows(_yn(p for p in g.v["patient"] if not chiefs & set(g.srcs(p, "prescribed"))))


@answer("devshapes19-yaopu-35")
def _() -> Answer:
    g = _yp()
    return rows(_yn(p for p in g.v["pharmacist"] if not g.out(p, "prescribed")))


@answer("devshapes19-yaopu-36")
def _() -> Answer:
    return one(kit.hops(_yp(), "陈守仁", "冯晓棠", ["mentors"]))


@answer("devshapes19-yaopu-37")
def _() -> Answer:
    g = _yp()
    return kit.shortest(g, "唐悦", "谢婉儿", list(g.e), direction="both")


@answer("devshapes19-yaopu-38")
def _() -> Answer:
    g = _yp()
    return kit.shortest(g, "附子", "黄连", list(g.e), direction="both")


@answer("devshapes19-yaopu-39")
def _() -> Answer:
    g = _yp()
    return rows(_yn(top(g, ["高秀珍", "张建国"], lambda p: g.p(p, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes19-yaopu-40")
def _() -> Answer:
    g = _yp()
    return rows((n, g.p(n, "origin")) for n in ("人参", "当归", "枸杞"))


@answer("devshapes19-yaopu-41")
def _() -> Answer:
    g = _yp()
    return rows((n, g.p(n, "district")) for n in ("济生堂东门店", "仁和药铺"))


@answer("devshapes19-yaopu-42")
def _() -> Answer:
    return rows(group_count(p["nature"] for p in _yp().v["herb"].values()))


@answer("devshapes19-yaopu-43")
def _() -> Answer:
    return rows(group_count(p["form"] for p in _yp().v["formula"].values()))


@answer("devshapes19-yaopu-44")
def _() -> Answer:
    g = _yp()
    total: dict[object, int] = {}
    for e in g.e["supplies"]:
        total[g.p(e.dst, "name")] = total.get(g.p(e.dst, "name"), 0) + e.props["kg"]
    return rows(total.items())


@answer("devshapes19-yaopu-45")
def _() -> Answer:
    return rows(group_count(p["district"] for p in _yp().v["shop"].values()))


@answer("devshapes19-yaopu-46")
def _() -> Answer:
    return kit.neighbourhood(_yp(), "王淑兰")


@answer("devshapes19-yaopu-47")
def _() -> Answer:
    return kit.neighbourhood(_yp(), "银翘散")


@answer("devshapes19-yaopu-48")
def _() -> Answer:
    return kit.neighbourhood(_yp(), "回春堂新街店")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
