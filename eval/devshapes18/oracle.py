"""The answers to ``eval/devshapes18/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes18/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- dogwalk (opaque ids, English names)


def _dw() -> Graph:
    return graph("dogwalk")


def _w(name: str) -> str:
    """The vid of a walker by name."""
    return _dw().find("walker", name)


def _o(name: str) -> str:
    return _dw().find("owner", name)


def _d(name: str) -> str:
    return _dw().find("dog", name)


def _k(name: str) -> str:
    return _dw().find("park", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_dw(), vids)


@answer("devshapes18-dogwalk-01")
def _() -> Answer:
    return rows(_n(_dw().dsts(_w("Maya Lin"), "walks")))


@answer("devshapes18-dogwalk-02")
def _() -> Answer:
    return rows(_n(_dw().dsts(_o("Julia Fontaine"), "owns")))


@answer("devshapes18-dogwalk-03")
def _() -> Answer:
    return rows(_n(_dw().dsts(_d("Luna"), "goes_to")))


@answer("devshapes18-dogwalk-04")
def _() -> Answer:
    return rows(_n(_dw().srcs(_d("Biscuit"), "walks")))


@answer("devshapes18-dogwalk-05")
def _() -> Answer:
    return rows(_n(_dw().srcs(_w("Ethan Cole"), "trains")))


@answer("devshapes18-dogwalk-06")
def _() -> Answer:
    return rows(_n(_dw().srcs(_d("Scout"), "owns")))


@answer("devshapes18-dogwalk-07")
def _() -> Answer:
    return one(_dw().p(_d("Bear"), "weight"))


@answer("devshapes18-dogwalk-08")
def _() -> Answer:
    return one(_dw().p(_w("Sofia Reyes"), "hired"))


@answer("devshapes18-dogwalk-09")
def _() -> Answer:
    return one(_dw().p(_k("Heron Lake Trail"), "off_leash"))


@answer("devshapes18-dogwalk-10")
def _() -> Answer:
    return one(kit.mean([p["weight"] for p in _dw().v["dog"].values() if p["size"] == "large"]))


@answer("devshapes18-dogwalk-11")
def _() -> Answer:
    return one(sum(e.props["tip"] for e in _dw().out(_o("Julia Fontaine"), "rated")))


@answer("devshapes18-dogwalk-12")
def _() -> Answer:
    return one(sum(e.props["per_week"] for e in _dw().out(_w("Tom Baxter"), "walks")))


@answer("devshapes18-dogwalk-13")
def _() -> Answer:
    return rows(_n(_dw().where("dog", lambda p: p["size"] == "small" and p["weight"] < 8)))


@answer("devshapes18-dogwalk-14")
def _() -> Answer:
    return rows(_n(_dw().where("walker", lambda p: int(str(p["hired"])[:4]) > 2020)))


@answer("devshapes18-dogwalk-15")
def _() -> Answer:
    g = _dw()
    return rows(kit.edge_names(g, (e for e in g.e["rated"] if kit.in_year(e.props["posted"], 2024))))


@answer("devshapes18-dogwalk-16")
def _() -> Answer:
    g = _dw()
    return rows(_n(distinct(e.dst for e in g.e["walks"] if e.props["per_week"] >= 5)))


@answer("devshapes18-dogwalk-17")
def _() -> Answer:
    g = _dw()
    return rows(kit.edge_names(g, kit.top_edges(g.e["goes_to"], "minutes", 3)), ordered=True)


@answer("devshapes18-dogwalk-18")
def _() -> Answer:
    g = _dw()
    visited = [k for k in g.v["park"] if g.inn(k, "goes_to")]
    return rows(_n(top(g, visited, lambda k: len(g.inn(k, "goes_to")), 1)), ordered=True)


@answer("devshapes18-dogwalk-19")
def _() -> Answer:
    g = _dw()
    return rows(kit.edge_names(g, kit.top_edges(g.e["rated"], "tip", 3)), ordered=True)


@answer("devshapes18-dogwalk-20")
def _() -> Answer:
    g = _dw()
    return rows(_n([kit.kth(g, g.v["dog"], lambda d: g.p(d, "weight"), 2)]), ordered=True)


@answer("devshapes18-dogwalk-21")
def _() -> Answer:
    g = _dw()
    return rows(_n(set(g.dsts(_w("Tom Baxter"), "walks")) & set(g.dsts(_w("Ethan Cole"), "walks"))))


@answer("devshapes18-dogwalk-22")
def _() -> Answer:
    g = _dw()
    return rows(_n(set(g.dsts(_w("Maya Lin"), "walks")) & set(g.dsts(_w("Noah Brandt"), "walks"))))


@answer("devshapes18-dogwalk-23")
def _() -> Answer:
    g = _dw()
    return rows(_n(set(g.dsts(_d("Luna"), "goes_to")) & set(g.dsts(_d("Scout"), "goes_to"))))


@answer("devshapes18-dogwalk-24")
def _() -> Answer:
    g = _dw()
    return rows(_n(distinct(k for d in g.dsts(_o("Hannah Wells"), "owns") for k in g.dsts(d, "goes_to"))))


@answer("devshapes18-dogwalk-25")
def _() -> Answer:
    g = _dw()
    return rows(_n(distinct(o for d in g.dsts(_w("Jake Moreno"), "walks") for o in g.srcs(d, "owns"))))


@answer("devshapes18-dogwalk-26")
def _() -> Answer:
    g = _dw()
    return rows(_n(distinct(d for t in g.dsts(_w("Maya Lin"), "trains") for d in g.dsts(t, "walks"))))


@answer("devshapes18-dogwalk-27")
def _() -> Answer:
    g = _dw()
    return rows(_n(a for t in g.srcs(_w("Ava Chen"), "trains") for a in g.srcs(t, "trains")))


@answer("devshapes18-dogwalk-28")
def _() -> Answer:
    return one(sum(1 for e in _dw().e["rated"] if e.props["stars"] == 5))


@answer("devshapes18-dogwalk-29")
def _() -> Answer:
    return one(len({e.dst for e in _dw().e["rated"]}))


@answer("devshapes18-dogwalk-30")
def _() -> Answer:
    return one(len(_dw().where("dog", lambda p: p["size"] == "large")))


@answer("devshapes18-dogwalk-31")
def _() -> Answer:
    return one(len(_dw().dsts(_w("Noah Brandt"), "walks")))


@answer("devshapes18-dogwalk-32")
def _() -> Answer:
    g = _dw()
    return rows(_n(d for d in g.v["dog"] if not g.inn(d, "walks")))


@answer("devshapes18-dogwalk-33")
def _() -> Answer:
    g = _dw()
    return rows(_n(w for w in g.v["walker"] if all(g.p(d, "size") != "large" for d in g.dsts(w, "walks"))))


@answer("devshapes18-dogwalk-34")
def _() -> Answer:
    g = _dw()
    return rows(_n(o for o in g.v["owner"] if not g.out(o, "owns")))


@answer("devshapes18-dogwalk-35")
def _() -> Answer:
    g = _dw()
    dogs = g.dsts(_w("Jake Moreno"), "walks")
    return rows(_n(d for d in dogs if not any(g.p(k, "off_leash") for k in g.dsts(d, "goes_to"))))


@answer("devshapes18-dogwalk-36")
def _() -> Answer:
    return one(kit.hops(_dw(), _w("Maya Lin"), _w("Ava Chen"), ["trains"]))


@answer("devshapes18-dogwalk-37")
def _() -> Answer:
    g = _dw()
    return kit.shortest(g, _d("Pip"), _d("Crumpet"), list(g.e), direction="both")


@answer("devshapes18-dogwalk-38")
def _() -> Answer:
    g = _dw()
    return kit.shortest(g, _w("Liam Walsh"), _w("Maya Lin"), list(g.e), direction="both")


@answer("devshapes18-dogwalk-39")
def _() -> Answer:
    g = _dw()
    return rows((n, g.p(_d(n), "weight")) for n in ("Rex", "Daisy", "Nala"))


@answer("devshapes18-dogwalk-40")
def _() -> Answer:
    g = _dw()
    pair = [_w("Priya Nair"), _w("Jake Moreno")]
    return rows(_n(top(g, pair, lambda w: str(g.p(w, "hired")), 1, reverse=False)), ordered=True)


@answer("devshapes18-dogwalk-41")
def _() -> Answer:
    g = _dw()
    return rows((n, g.p(_k(n), "suburb")) for n in ("Elm Park Green", "Quarry Woods"))


@answer("devshapes18-dogwalk-42")
def _() -> Answer:
    return rows(group_count(p["size"] for p in _dw().v["dog"].values()))


@answer("devshapes18-dogwalk-43")
def _() -> Answer:
    g = _dw()
    return rows(group_count(g.p(e.src, "name") for e in g.e["walks"]))


@answer("devshapes18-dogwalk-44")
def _() -> Answer:
    g = _dw()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["goes_to"]))


@answer("devshapes18-dogwalk-45")
def _() -> Answer:
    g = _dw()
    stars: dict[object, list[int]] = {}
    for e in g.e["rated"]:
        stars.setdefault(g.p(e.dst, "name"), []).append(e.props["stars"])
    return rows((w, kit.mean(s)) for w, s in stars.items())


@answer("devshapes18-dogwalk-46")
def _() -> Answer:
    return kit.neighbourhood(_dw(), _d("Scout"))


@answer("devshapes18-dogwalk-47")
def _() -> Answer:
    return kit.neighbourhood(_dw(), _k("Heron Lake Trail"))


@answer("devshapes18-dogwalk-48")
def _() -> Answer:
    return kit.neighbourhood(_dw(), _w("Zoe Kim"))


# --------------------------------------------------------------------------- xianxue (names are the vertex ids)


def _xx() -> Graph:
    return graph("xianxue")


def _xn(vids: Iterable[str]) -> list[object]:
    return names(_xx(), vids)


def _site_of(drive: str) -> list[str]:
    return _xx().dsts(drive, "held_at")


@answer("devshapes18-xianxue-01")
def _() -> Answer:
    return rows(_xn(_xx().dsts("王磊", "donated")))


@answer("devshapes18-xianxue-02")
def _() -> Answer:
    return rows(_xn(_xx().dsts("南京路献血屋", "supplies")))


@answer("devshapes18-xianxue-03")
def _() -> Answer:
    return rows(_xn(_xx().dsts("沈佳", "staffed")))


@answer("devshapes18-xianxue-04")
def _() -> Answer:
    return rows(_xn(_xx().srcs("2023科技园献血日", "donated")))


@answer("devshapes18-xianxue-05")
def _() -> Answer:
    return rows(_xn(_xx().srcs("赵敏", "referred")))


@answer("devshapes18-xianxue-06")
def _() -> Answer:
    return rows(_xn(_xx().srcs("程露", "supervises")))


@answer("devshapes18-xianxue-07")
def _() -> Answer:
    return one(_xx().p("张伟", "blood"))


@answer("devshapes18-xianxue-08")
def _() -> Answer:
    return one(_xx().p("2024马拉松献血日", "start"))


@answer("devshapes18-xianxue-09")
def _() -> Answer:
    return one(_xx().p("大学城献血车", "district"))


@answer("devshapes18-xianxue-10")
def _() -> Answer:
    return one(sum(e.props["ml"] for e in _xx().out("王磊", "donated")))


@answer("devshapes18-xianxue-11")
def _() -> Answer:
    return one(kit.mean([e.props["ml"] for e in _xx().e["donated"]]))


@answer("devshapes18-xianxue-12")
def _() -> Answer:
    return one(sum(e.props["shifts"] for e in _xx().out("沈佳", "staffed")))


@answer("devshapes18-xianxue-13")
def _() -> Answer:
    return rows(_xn(_xx().where("donor", lambda p: p["blood"] == "O" and 1990 <= p["born"] <= 1999)))


@answer("devshapes18-xianxue-14")
def _() -> Answer:
    return rows(_xn(distinct(e.src for e in _xx().e["donated"] if e.props["ml"] == 400)))


@answer("devshapes18-xianxue-15")
def _() -> Answer:
    return rows(_xn(_xx().where("drive", lambda p: int(str(p["start"])[:4]) >= 2023)))


@answer("devshapes18-xianxue-16")
def _() -> Answer:
    gifts = _xx().e["donated"]
    return rows(
        _xn(distinct(e.src for e in gifts if e.props["platelet"] and int(str(e.props["taken"])[:4]) > 2022))
    )


@answer("devshapes18-xianxue-17")
def _() -> Answer:
    g = _xx()
    givers = [d for d in g.v["donor"] if g.out(d, "donated")]
    ranked = top(g, givers, lambda d: len(g.out(d, "donated")), 2)
    assert len(g.out(ranked[0], "donated")) != len(g.out(ranked[1], "donated")), "a tie inside the top 2"
    return rows(_xn(ranked), ordered=True)


@answer("devshapes18-xianxue-18")
def _() -> Answer:
    g = _xx()
    total = {v: sum(e.props["ml"] for e in g.inn(v, "donated")) for v in g.v["drive"] if g.inn(v, "donated")}
    return rows(_xn([kit.kth(g, total, lambda v: total[v], 2)]), ordered=True)


@answer("devshapes18-xianxue-19")
def _() -> Answer:
    g = _xx()
    return rows(kit.edge_names(g, kit.top_edges(g.e["staffed"], "shifts", 2)), ordered=True)


@answer("devshapes18-xianxue-20")
def _() -> Answer:
    g = _xx()
    return rows(_xn(top(g, g.v["donor"], lambda d: g.p(d, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes18-xianxue-21")
def _() -> Answer:
    g = _xx()
    return rows(_xn(set(g.dsts("王磊", "donated")) & set(g.dsts("张伟", "donated"))))


@answer("devshapes18-xianxue-22")
def _() -> Answer:
    g = _xx()
    return rows(_xn(set(g.dsts("人民广场献血屋", "supplies")) & set(g.dsts("体育中心献血点", "supplies"))))


@answer("devshapes18-xianxue-23")
def _() -> Answer:
    g = _xx()
    return rows(_xn(set(g.dsts("沈佳", "staffed")) & set(g.dsts("邓婉", "staffed"))))


@answer("devshapes18-xianxue-24")
def _() -> Answer:
    return rows(_xn(distinct(s for v in _xx().dsts("张伟", "donated") for s in _site_of(v))))


@answer("devshapes18-xianxue-25")
def _() -> Answer:
    g = _xx()
    return rows(_xn(distinct(b for a in g.dsts("王磊", "referred") for b in g.dsts(a, "referred"))))


@answer("devshapes18-xianxue-26")
def _() -> Answer:
    g = _xx()
    return rows(_xn(distinct(n for v in g.dsts("吴迪", "donated") for n in g.srcs(v, "staffed"))))


@answer("devshapes18-xianxue-27")
def _() -> Answer:
    g = _xx()
    return rows(_xn(distinct(v for t in g.dsts("顾美华", "supervises") for v in g.dsts(t, "staffed"))))


@answer("devshapes18-xianxue-28")
def _() -> Answer:
    return one(len({e.src for e in _xx().e["donated"] if e.props["platelet"]}))


@answer("devshapes18-xianxue-29")
def _() -> Answer:
    return one(sum(1 for e in _xx().e["donated"] if e.props["platelet"]))


@answer("devshapes18-xianxue-30")
def _() -> Answer:
    return one(len(_xx().where("donor", lambda p: p["blood"] == "AB")))


@answer("devshapes18-xianxue-31")
def _() -> Answer:
    return one(len(_xx().inn("2021冬季爱心献血", "donated")))


@answer("devshapes18-xianxue-32")
def _() -> Answer:
    g = _xx()
    return rows(_xn(d for d in g.v["donor"] if not g.out(d, "donated")))


@answer("devshapes18-xianxue-33")
def _() -> Answer:
    g = _xx()
    vans = {s for s in g.v["site"] if g.p(s, "kind") == "献血车"}
    return rows(
        _xn(d for d in g.v["donor"] if not any(set(_site_of(v)) & vans for v in g.dsts(d, "donated")))
    )


@answer("devshapes18-xianxue-34")
def _() -> Answer:
    g = _xx()
    return rows(_xn(n for n in g.v["nurse"] if not g.out(n, "staffed")))


@answer("devshapes18-xianxue-35")
def _() -> Answer:
    g = _xx()
    busy = {s for v in g.v["drive"] if kit.in_year(g.p(v, "start"), 2024) for s in _site_of(v)}
    return rows(_xn(s for s in g.v["site"] if s not in busy))


@answer("devshapes18-xianxue-36")
def _() -> Answer:
    return one(kit.hops(_xx(), "王磊", "林小雨", ["referred"]))


@answer("devshapes18-xianxue-37")
def _() -> Answer:
    g = _xx()
    return kit.shortest(g, "程露", "顾美华", list(g.e), direction="both")


@answer("devshapes18-xianxue-38")
def _() -> Answer:
    g = _xx()
    return kit.shortest(g, "周雪", "市第一人民医院", list(g.e), direction="both")


@answer("devshapes18-xianxue-39")
def _() -> Answer:
    g = _xx()
    return rows(_xn(top(g, ["李娜", "刘洋"], lambda d: g.p(d, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes18-xianxue-40")
def _() -> Answer:
    g = _xx()
    return rows((n, g.p(n, "since")) for n in ("顾美华", "钱立新", "沈佳"))


@answer("devshapes18-xianxue-41")
def _() -> Answer:
    g = _xx()
    return rows((n, g.p(n, "blood")) for n in ("陈静", "孙浩"))


@answer("devshapes18-xianxue-42")
def _() -> Answer:
    return rows(group_count(p["blood"] for p in _xx().v["donor"].values()))


@answer("devshapes18-xianxue-43")
def _() -> Answer:
    g = _xx()
    total: dict[object, int] = {}
    for e in g.e["donated"]:
        total[g.p(e.dst, "name")] = total.get(g.p(e.dst, "name"), 0) + e.props["ml"]
    return rows(total.items())


@answer("devshapes18-xianxue-44")
def _() -> Answer:
    g = _xx()
    return rows(group_count(g.p(s, "name") for e in g.e["donated"] for s in _site_of(e.dst)))


@answer("devshapes18-xianxue-45")
def _() -> Answer:
    return rows(group_count(p["title"] for p in _xx().v["nurse"].values()))


@answer("devshapes18-xianxue-46")
def _() -> Answer:
    return kit.neighbourhood(_xx(), "吴迪")


@answer("devshapes18-xianxue-47")
def _() -> Answer:
    return kit.neighbourhood(_xx(), "大学城献血车")


@answer("devshapes18-xianxue-48")
def _() -> Answer:
    return kit.neighbourhood(_xx(), "韩雪梅")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
