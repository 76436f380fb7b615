"""The answers to ``eval/devshapes5/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes5/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- lab (researcher ids are their names)


def _lab() -> Graph:
    return graph("lab")


def _lid(tag: str, shown: str) -> str:
    """The vid of a lab-graph vertex by what people call it (papers and grants by title)."""
    return _lab().find(tag, shown, "title" if tag in ("paper", "funding") else "name")


def _titles(vids: Iterable[str]) -> list[object]:
    return names(_lab(), vids, "title")


@answer("devshapes5-lab-01")
def _() -> Answer:
    return rows(names(_lab(), _lab().dsts("Felix Wagner", "member_of")))


@answer("devshapes5-lab-02")
def _() -> Answer:
    return rows(names(_lab(), _lab().dsts("Chiara Rossi", "member_of")))


@answer("devshapes5-lab-03")
def _() -> Answer:
    return rows(_lab().srcs("Daniel Okafor", "advises"))


@answer("devshapes5-lab-04")
def _() -> Answer:
    g = _lab()
    funded = g.srcs(_lid("funding", "Learning to See"), "funded_by")
    return rows(_titles(v for v in funded if v in g.v["paper"]))


@answer("devshapes5-lab-05")
def _() -> Answer:
    return rows(_lab().srcs("Ines Moreau", "advises"))


@answer("devshapes5-lab-06")
def _() -> Answer:
    return rows(names(_lab(), _lab().srcs(_lid("lab", "Robotics Lab"), "member_of")))


@answer("devshapes5-lab-07")
def _() -> Answer:
    return one(_lab().p(_lid("institute", "ETH Zurich"), "founded"))


@answer("devshapes5-lab-08")
def _() -> Answer:
    return one(_lab().p(_lid("paper", "Soft Grippers"), "citations"))


@answer("devshapes5-lab-09")
def _() -> Answer:
    return one(_lab().p(_lid("funding", "Cold Qubits"), "amount"))


@answer("devshapes5-lab-10")
def _() -> Answer:
    return rows(names(_lab(), _lab().where("researcher", lambda p: p["born"] > 1990)))


@answer("devshapes5-lab-11")
def _() -> Answer:
    return rows(_titles(_lab().where("paper", lambda p: p["venue"] == "ACL")))


@answer("devshapes5-lab-12")
def _() -> Answer:
    return rows(_titles(_lab().where("paper", lambda p: p["citations"] > 500)))


@answer("devshapes5-lab-13")
def _() -> Answer:
    cites = [p["citations"] for p in _lab().v["paper"].values() if p["venue"] == "NeurIPS"]
    return one(sum(cites) / len(cites))


@answer("devshapes5-lab-14")
def _() -> Answer:
    return one(sum(p["amount"] for p in _lab().v["funding"].values() if p["agency"] == "ERC"))


@answer("devshapes5-lab-15")
def _() -> Answer:
    return one(min(p["year"] for p in _lab().v["paper"].values()))


@answer("devshapes5-lab-16")
def _() -> Answer:
    g = _lab()
    return rows(_titles(top(g, g.v["paper"], lambda v: g.p(v, "citations"), 3)), ordered=True)


@answer("devshapes5-lab-17")
def _() -> Answer:
    g = _lab()
    return rows(names(g, top(g, g.v["researcher"], lambda v: g.p(v, "born"), 2)), ordered=True)


@answer("devshapes5-lab-18")
def _() -> Answer:
    g = _lab()
    return rows(_titles(top(g, g.v["funding"], lambda v: g.p(v, "amount"), 1)), ordered=True)


@answer("devshapes5-lab-19")
def _() -> Answer:
    g = _lab()
    both = set(g.dsts("Kenji Mori", "authored")) & set(g.dsts("Marco Silva", "authored"))
    return rows(_titles(both))


@answer("devshapes5-lab-20")
def _() -> Answer:
    g = _lab()
    return rows(set(g.dsts("Ada Lindqvist", "advises")) & set(g.dsts("Grace Liu", "advises")))


@answer("devshapes5-lab-21")
def _() -> Answer:
    g = _lab()
    eth, delft = _lid("institute", "ETH Zurich"), _lid("institute", "Delft University of Technology")
    return rows(names(g, [r for r in g.v["researcher"] if {eth, delft} <= set(g.dsts(r, "studied_at"))]))


@answer("devshapes5-lab-22")
def _() -> Answer:
    g = _lab()
    schools = [i for a in g.srcs("Ines Moreau", "advises") for i in g.dsts(a, "studied_at")]
    return rows(names(g, distinct(schools)))


@answer("devshapes5-lab-23")
def _() -> Answer:
    g = _lab()
    homes = [i for lab in g.dsts("Hamid Farahani", "member_of") for i in g.dsts(lab, "part_of")]
    return rows(names(g, distinct(homes)))


@answer("devshapes5-lab-24")
def _() -> Answer:
    g = _lab()
    papers = [p for s in g.dsts("Emi Tanaka", "advises") for p in g.dsts(s, "authored")]
    return rows(_titles(distinct(papers)))


@answer("devshapes5-lab-25")
def _() -> Answer:
    g = _lab()
    members = g.srcs(_lid("lab", "Vision Lab"), "member_of")
    return rows(_titles(distinct(f for m in members for f in g.dsts(m, "holds"))))


@answer("devshapes5-lab-26")
def _() -> Answer:
    return one(len(_lab().where("researcher", lambda p: p["rank"] == "phd student")))


@answer("devshapes5-lab-27")
def _() -> Answer:
    g = _lab()
    return one(sum(g.p(p, "venue") == "NeurIPS" for p in g.dsts("Felix Wagner", "authored")))


@answer("devshapes5-lab-28")
def _() -> Answer:
    return one(len(_lab().dsts("Daniel Okafor", "advises")))


@answer("devshapes5-lab-29")
def _() -> Answer:
    """Signatures, not papers: a paper two members wrote counts twice."""
    g = _lab()
    members = g.srcs(_lid("lab", "Protein Design Lab"), "member_of")
    return one(sum(len(g.out(m, "authored")) for m in members))


@answer("devshapes5-lab-30")
def _() -> Answer:
    g = _lab()
    return rows(names(g, [r for r in g.v["researcher"] if not g.out(r, "holds")]))


@answer("devshapes5-lab-31")
def _() -> Answer:
    g = _lab()

    def at_icra(r: str) -> bool:
        return any(g.p(p, "venue") == "ICRA" for p in g.dsts(r, "authored"))

    profs = g.where("researcher", lambda p: p["rank"] == "professor")
    return rows(names(g, [r for r in profs if not at_icra(r)]))


@answer("devshapes5-lab-32")
def _() -> Answer:
    g = _lab()
    return rows(_titles([p for p in g.v["paper"] if not g.out(p, "funded_by")]))


@answer("devshapes5-lab-33")
def _() -> Answer:
    g = _lab()
    return rows(names(g, [r for r in g.v["researcher"] if g.out(r, "advises") and not g.out(r, "holds")]))


@answer("devshapes5-lab-34")
def _() -> Answer:
    return one(kit.hops(_lab(), "Bruno Keller", "Marco Silva", ["advises"]))


@answer("devshapes5-lab-35")
def _() -> Answer:
    return kit.shortest(_lab(), "Oskar Nilsson", "Jonas Berg", ["advises"])


@answer("devshapes5-lab-36")
def _() -> Answer:
    g = _lab()
    return one(kit.hops(g, "Kenji Mori", "Hamid Farahani", list(g.e), direction="both"))


@answer("devshapes5-lab-37")
def _() -> Answer:
    g = _lab()
    return rows((r, g.p(r, "field")) for r in ("Grace Liu", "Kenji Mori"))


@answer("devshapes5-lab-38")
def _() -> Answer:
    g = _lab()
    pair = [_lid("paper", "Soft Grippers"), _lid("paper", "Qubit Noise Spectra")]
    return rows(_titles(top(g, pair, lambda v: g.p(v, "citations"), 1)), ordered=True)


@answer("devshapes5-lab-39")
def _() -> Answer:
    g = _lab()
    return rows((r, g.p(r, "born")) for r in ("Ada Lindqvist", "Emi Tanaka", "Daniel Okafor"))


@answer("devshapes5-lab-40")
def _() -> Answer:
    g = _lab()
    return rows((n, g.p(_lid("lab", n), "floor")) for n in ("Vision Lab", "Quantum Lab"))


@answer("devshapes5-lab-41")
def _() -> Answer:
    return rows(group_count(p["venue"] for p in _lab().v["paper"].values()))


@answer("devshapes5-lab-42")
def _() -> Answer:
    g = _lab()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["member_of"]))


@answer("devshapes5-lab-43")
def _() -> Answer:
    return rows(group_count(p["field"] for p in _lab().v["researcher"].values()))


@answer("devshapes5-lab-44")
def _() -> Answer:
    totals: dict[object, float] = {}
    for p in _lab().v["funding"].values():
        totals[p["agency"]] = totals.get(p["agency"], 0.0) + p["amount"]  # type: ignore[operator]
    return rows(totals.items())


@answer("devshapes5-lab-45")
def _() -> Answer:
    return kit.neighbourhood(_lab(), _lid("lab", "Quantum Lab"))


@answer("devshapes5-lab-46")
def _() -> Answer:
    return kit.neighbourhood(_lab(), "Emi Tanaka")


# --------------------------------------------------------------------------- bistro (Chinese names, opaque ids)


def _ki() -> Graph:
    return graph("bistro")


def _kid(tag: str, name: str) -> str:
    return _ki().find(tag, name)


def _kn(vids: Iterable[str]) -> list[object]:
    return names(_ki(), vids)


def _seafood_dishes() -> set[str]:
    g = _ki()
    return {d for d in g.v["dish"] if any(g.p(i, "category") == "水产" for i in g.dsts(d, "uses"))}


@answer("devshapes5-ki-01")
def _() -> Answer:
    return rows(_kn(_ki().dsts(_kid("chef", "李明"), "works_at")))


@answer("devshapes5-ki-02")
def _() -> Answer:
    return rows(_kn(_ki().dsts(_kid("chef", "林晓"), "cooks")))


@answer("devshapes5-ki-03")
def _() -> Answer:
    return rows(_kn(_ki().srcs(_kid("dish", "担担面"), "serves")))


@answer("devshapes5-ki-04")
def _() -> Answer:
    return rows(_kn(_ki().srcs(_kid("ingredient", "花椒"), "supplies")))


@answer("devshapes5-ki-05")
def _() -> Answer:
    return rows(_kn(_ki().srcs(_kid("restaurant", "粤海轩"), "works_at")))


@answer("devshapes5-ki-06")
def _() -> Answer:
    return rows(_kn(_ki().srcs(_kid("ingredient", "姜"), "uses")))


@answer("devshapes5-ki-07")
def _() -> Answer:
    return one(_ki().p(_kid("dish", "清蒸石斑"), "price"))


@answer("devshapes5-ki-08")
def _() -> Answer:
    return one(_ki().p(_kid("ingredient", "猪肉"), "sku"))


@answer("devshapes5-ki-09")
def _() -> Answer:
    return one(_ki().p(_kid("restaurant", "湘味小馆"), "rating"))


@answer("devshapes5-ki-10")
def _() -> Answer:
    return rows(_kn(_ki().where("dish", lambda p: p["price"] > 100)))


@answer("devshapes5-ki-11")
def _() -> Answer:
    return rows(_kn(_ki().where("restaurant", lambda p: p["cuisine"] == "川菜")))


@answer("devshapes5-ki-12")
def _() -> Answer:
    return rows(_kn(_ki().where("dish", lambda p: not p["spicy"])))


@answer("devshapes5-ki-13")
def _() -> Answer:
    prices = [p["price"] for p in _ki().v["dish"].values() if p["category"] == "热菜"]
    return one(sum(prices) / len(prices))  # type: ignore[arg-type]


@answer("devshapes5-ki-14")
def _() -> Answer:
    return one(max(p["age"] for p in _ki().v["chef"].values()))  # type: ignore[type-var]


@answer("devshapes5-ki-15")
def _() -> Answer:
    return one(sum(e.props["monthly_sales"] for e in _ki().out(_kid("restaurant", "蜀香园"), "serves")))  # type: ignore[misc]


@answer("devshapes5-ki-16")
def _() -> Answer:
    g = _ki()
    return rows(_kn(top(g, g.v["restaurant"], lambda v: g.p(v, "rating"), 3)), ordered=True)


@answer("devshapes5-ki-17")
def _() -> Answer:
    g = _ki()
    return rows(_kn(top(g, g.v["dish"], lambda v: g.p(v, "price"), 1, reverse=False)), ordered=True)


@answer("devshapes5-ki-18")
def _() -> Answer:
    g = _ki()
    sales = {e.dst: e.props["monthly_sales"] for e in g.out(_kid("restaurant", "粤海轩"), "serves")}
    return rows(_kn(top(g, sales, sales.__getitem__, 2)), ordered=True)


@answer("devshapes5-ki-19")
def _() -> Answer:
    g = _ki()
    a, b = (set(g.dsts(_kid("restaurant", n), "serves")) for n in ("蜀香园", "川味人家"))
    return rows(_kn(a & b))


@answer("devshapes5-ki-20")
def _() -> Answer:
    g = _ki()
    a, b = (set(g.srcs(_kid("ingredient", n), "uses")) for n in ("辣椒", "花椒"))
    return rows(_kn(a & b))


@answer("devshapes5-ki-21")
def _() -> Answer:
    g = _ki()
    a, b = (set(g.dsts(_kid("chef", n), "cooks")) for n in ("王大厨", "郑凯"))
    return rows(_kn(a & b))


@answer("devshapes5-ki-22")
def _() -> Answer:
    g = _ki()
    places = [r for a in g.dsts(_kid("chef", "王大厨"), "trained") for r in g.dsts(a, "works_at")]
    return rows(_kn(distinct(places)))


@answer("devshapes5-ki-23")
def _() -> Answer:
    g = _ki()
    areas = [q for r in g.dsts(_kid("chef", "李明"), "works_at") for q in g.dsts(r, "located_in")]
    return rows(_kn(distinct(areas)))


@answer("devshapes5-ki-24")
def _() -> Answer:
    g = _ki()
    parts = [i for d in g.dsts(_kid("restaurant", "粤海轩"), "serves") for i in g.dsts(d, "uses")]
    return rows(_kn(distinct(parts)))


@answer("devshapes5-ki-25")
def _() -> Answer:
    g = _ki()
    sellers = [s for i in g.dsts(_kid("dish", "水煮鱼"), "uses") for s in g.srcs(i, "supplies")]
    return rows(_kn(distinct(sellers)))


@answer("devshapes5-ki-26")
def _() -> Answer:
    return one(len(_ki().where("chef", lambda p: p["level"] == "总厨")))


@answer("devshapes5-ki-27")
def _() -> Answer:
    """Uses, not ingredients: 草鱼 goes into two dishes and counts twice."""
    g = _ki()
    return one(sum(g.p(e.dst, "category") == "水产" for e in g.e["uses"]))


@answer("devshapes5-ki-28")
def _() -> Answer:
    """Menu entries, not dishes: 担担面 on three Sichuan menus counts three times."""
    g = _ki()
    return one(sum(g.p(e.src, "cuisine") == "川菜" and g.p(e.dst, "spicy") is True for e in g.e["serves"]))


@answer("devshapes5-ki-29")
def _() -> Answer:
    return one(len(_ki().dsts(_kid("chef", "李明"), "trained")))


@answer("devshapes5-ki-30")
def _() -> Answer:
    g = _ki()
    return rows(_kn(d for d in g.v["dish"] if not g.inn(d, "serves")))


@answer("devshapes5-ki-31")
def _() -> Answer:
    g = _ki()
    seafood = _seafood_dishes()
    return rows(_kn(c for c in g.v["chef"] if not set(g.dsts(c, "cooks")) & seafood))


@answer("devshapes5-ki-32")
def _() -> Answer:
    g = _ki()

    def in_sichuan_kitchen(c: str) -> bool:
        return any(g.p(r, "cuisine") == "川菜" for r in g.dsts(c, "works_at"))

    return rows(_kn(c for c in g.v["chef"] if g.out(c, "trained") and not in_sichuan_kitchen(c)))


@answer("devshapes5-ki-33")
def _() -> Answer:
    g = _ki()
    return rows(_kn(s for s in g.v["supplier"] if not any(e.props["organic"] for e in g.out(s, "supplies"))))


@answer("devshapes5-ki-34")
def _() -> Answer:
    return one(kit.hops(_ki(), _kid("chef", "陈师傅"), _kid("chef", "孙悦"), ["trained"]))


@answer("devshapes5-ki-35")
def _() -> Answer:
    return kit.shortest(_ki(), _kid("chef", "陈师傅"), _kid("chef", "郑凯"), ["trained"])


@answer("devshapes5-ki-36")
def _() -> Answer:
    g = _ki()
    return kit.shortest(g, _kid("chef", "林晓"), _kid("chef", "郑凯"), list(g.e), direction="both")


@answer("devshapes5-ki-37")
def _() -> Answer:
    g = _ki()
    pair = [_kid("dish", "水煮鱼"), _kid("dish", "剁椒鱼头")]
    return rows(_kn(top(g, pair, lambda v: g.p(v, "price"), 1)), ordered=True)


@answer("devshapes5-ki-38")
def _() -> Answer:
    g = _ki()
    return rows((n, g.p(_kid("chef", n), "age")) for n in ("王大厨", "黄文", "小野健"))


@answer("devshapes5-ki-39")
def _() -> Answer:
    g = _ki()
    return rows((n, g.p(_kid("restaurant", n), "opened")) for n in ("蜀香园", "粤海轩", "樱花寿司"))


@answer("devshapes5-ki-40")
def _() -> Answer:
    g = _ki()
    return rows(
        (n, q) for n in ("海鲜大王", "鲜肉坊") for q in _kn(g.dsts(_kid("supplier", n), "located_in"))
    )


@answer("devshapes5-ki-41")
def _() -> Answer:
    return rows(group_count(p["cuisine"] for p in _ki().v["restaurant"].values()))


@answer("devshapes5-ki-42")
def _() -> Answer:
    g = _ki()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["works_at"]))


@answer("devshapes5-ki-43")
def _() -> Answer:
    return rows(group_count(p["category"] for p in _ki().v["dish"].values()))


@answer("devshapes5-ki-44")
def _() -> Answer:
    g = _ki()
    return rows(group_count(g.p(e.src, "name") for e in g.e["supplies"]))


@answer("devshapes5-ki-45")
def _() -> Answer:
    return kit.neighbourhood(_ki(), _kid("restaurant", "樱花寿司"))


@answer("devshapes5-ki-46")
def _() -> Answer:
    return kit.neighbourhood(_ki(), _kid("dish", "虾饺"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
