"""The answers to ``eval/devshapes26/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes26/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import Answer, Edge, Elements, Graph, OracleSet, distinct, group_count, names, one, rows, top  # noqa: E402, F401 (Elements, one, rows: the test reads them)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


def _kth(vids: Iterable[str], key, k: int) -> str:
    """The ``k``-th (1-based) vid by ``key``, largest first; asserts it ties with neither neighbour."""
    ranked = sorted(vids, key=key, reverse=True)
    assert key(ranked[k - 2]) != key(ranked[k - 1]), f"tie before the {k}th: {ranked[k - 2 : k]}"
    if len(ranked) > k:
        assert key(ranked[k - 1]) != key(ranked[k]), f"tie after the {k}th: {ranked[k - 1 : k + 1]}"
    return ranked[k - 1]


def _sums(edges: Iterable[Edge], prop: str, *, by: str = "src") -> dict[str, float]:
    """The sum of ``prop`` over ``edges``, per source (``by="src"``) or target vertex."""
    total: dict[str, float] = defaultdict(int)
    for e in edges:
        total[getattr(e, by)] += e.props[prop]
    return dict(total)


def _group_mean(pairs: Iterable[tuple[object, float]]) -> list[tuple[object, float]]:
    groups: dict[object, list[float]] = defaultdict(list)
    for key, value in pairs:
        groups[key].append(value)
    return [(k, kit.mean(v)) for k, v in groups.items()]


# --------------------------------------------------------------------------- hospice (opaque ids, a `name` to display)


def _h() -> Graph:
    return graph("hospice")


def _hn(vids: Iterable[str]) -> list[object]:
    return names(_h(), vids)


def _vol(name: str) -> str:
    return _h().find("volunteer", name)


def _pat(name: str) -> str:
    return _h().find("patient", name)


def _ward(name: str) -> str:
    return _h().find("ward", name)


def _course(name: str) -> str:
    return _h().find("course", name)


def _slots(vid: str) -> list[object]:
    """The slots (morning/afternoon/night) of the shifts a volunteer covered."""
    return [_h().p(s, "slot") for s in _h().dsts(vid, "covered")]


@answer("devshapes26-hospice-01")
def _() -> Answer:
    return rows(_hn(_h().dsts(_vol("Priya Nandakumar"), "visited")))


@answer("devshapes26-hospice-02")
def _() -> Answer:
    return rows(_hn(_h().dsts(_pat("Harold Finch"), "stays_in")))


@answer("devshapes26-hospice-03")
def _() -> Answer:
    return rows(_hn(_h().dsts(_vol("Tom Hadley"), "completed")))


@answer("devshapes26-hospice-04")
def _() -> Answer:
    return rows(_hn(_h().srcs(_vol("Hannah Voss"), "supervises")))


@answer("devshapes26-hospice-05")
def _() -> Answer:
    return rows(_hn(_h().srcs(_pat("Winifred Ashby"), "visited")))


@answer("devshapes26-hospice-06")
def _() -> Answer:
    return rows(_hn(_h().srcs(_course("Safeguarding Adults"), "completed")))


@answer("devshapes26-hospice-07")
def _() -> Answer:
    return one(_h().p(_ward("Heather Ward"), "beds"))


@answer("devshapes26-hospice-08")
def _() -> Answer:
    return one(_h().p(_pat("Doris Kettle"), "admitted"))


@answer("devshapes26-hospice-09")
def _() -> Answer:
    return one(_h().p(_course("Music at the Bedside"), "hours"))


@answer("devshapes26-hospice-10")
def _() -> Answer:
    g = _h()
    return rows(kit.edge_names(g, (e for e in g.e["visited"] if e.props["minutes"] > 60)))


@answer("devshapes26-hospice-11")
def _() -> Answer:
    return rows(
        _hn(_h().where("patient", lambda p: p["care_level"] == "high" and str(p["admitted"]) < "2024-01-01"))
    )


@answer("devshapes26-hospice-12")
def _() -> Answer:
    g = _h()
    hits = (e for e in g.e["visited"] if e.props["family_present"] and e.props["minutes"] > 60)
    return rows(kit.edge_names(g, hits))


@answer("devshapes26-hospice-13")
def _() -> Answer:
    g = _h()
    hits = [
        e.src for e in g.e["completed"] if str(e.props["finished"]) >= "2023-01-01" and e.props["score"] >= 85
    ]
    return rows(_hn(distinct(hits)))


@answer("devshapes26-hospice-14")
def _() -> Answer:
    return one(sum(e.props["minutes"] for e in _h().out(_vol("Margaret Ellery"), "visited")))


@answer("devshapes26-hospice-15")
def _() -> Answer:
    return one(kit.mean([e.props["score"] for e in _h().inn(_course("Palliative Care Basics"), "completed")]))


@answer("devshapes26-hospice-16")
def _() -> Answer:
    return one(sum(p["beds"] for p in _h().v["ward"].values()))


@answer("devshapes26-hospice-17")
def _() -> Answer:
    g = _h()
    return rows(kit.edge_names(g, kit.top_edges(g.e["visited"], "minutes", 3)), ordered=True)


@answer("devshapes26-hospice-18")
def _() -> Answer:
    g = _h()
    return rows(_hn(top(g, g.v["patient"], lambda p: len(g.srcs(p, "visited")), 1)), ordered=True)


@answer("devshapes26-hospice-19")
def _() -> Answer:
    hours = _sums(_h().e["covered"], "hours")
    return rows(_hn([_kth(hours, hours.get, 2)]))


@answer("devshapes26-hospice-20")
def _() -> Answer:
    g = _h()
    return rows(_hn(top(g, g.v["patient"], lambda p: g.p(p, "born"), 2, reverse=False)), ordered=True)


@answer("devshapes26-hospice-21")
def _() -> Answer:
    g = _h()
    a, b = set(g.dsts(_vol("Priya Nandakumar"), "visited")), set(g.dsts(_vol("Hannah Voss"), "visited"))
    return rows(_hn(a & b))


@answer("devshapes26-hospice-22")
def _() -> Answer:
    g = _h()
    a, b = set(g.dsts(_vol("Margaret Ellery"), "visited")), set(g.dsts(_vol("Grace Okonjo"), "visited"))
    return rows(_hn(a & b))


@answer("devshapes26-hospice-23")
def _() -> Answer:
    g = _h()
    a = set(g.srcs(_course("Safeguarding Adults"), "completed"))
    b = set(g.srcs(_course("Moving and Handling"), "completed"))
    return rows(_hn(a & b))


@answer("devshapes26-hospice-24")
def _() -> Answer:
    g = _h()
    return rows(
        _hn(distinct(w for s in g.dsts(_vol("Owen Pritchard"), "covered") for w in g.dsts(s, "on_ward")))
    )


@answer("devshapes26-hospice-25")
def _() -> Answer:
    g = _h()
    return rows(
        _hn(distinct(c for v in g.dsts(_vol("Grace Okonjo"), "supervises") for c in g.dsts(v, "completed")))
    )


@answer("devshapes26-hospice-26")
def _() -> Answer:
    g = _h()
    return rows(
        _hn(distinct(v for p in g.srcs(_ward("Bluebell Ward"), "stays_in") for v in g.srcs(p, "visited")))
    )


@answer("devshapes26-hospice-27")
def _() -> Answer:
    g = _h()
    return rows(
        _hn(distinct(w for p in g.dsts(_vol("Hannah Voss"), "visited") for w in g.dsts(p, "stays_in")))
    )


def _passes_2024() -> list[Edge]:
    return [e for e in _h().e["completed"] if e.props["passed"] and kit.in_year(e.props["finished"], 2024)]


@answer("devshapes26-hospice-28")
def _() -> Answer:
    return one(len(_passes_2024()))


@answer("devshapes26-hospice-29")
def _() -> Answer:
    return one(len({e.src for e in _passes_2024()}))


@answer("devshapes26-hospice-30")
def _() -> Answer:
    return one(len(_h().where("volunteer", lambda p: p["status"] == "trainee")))


@answer("devshapes26-hospice-31")
def _() -> Answer:
    return one(len(_h().srcs(_ward("Heather Ward"), "on_ward")))


@answer("devshapes26-hospice-32")
def _() -> Answer:
    g = _h()
    return rows(_hn(p for p in g.v["patient"] if not g.srcs(p, "visited")))


@answer("devshapes26-hospice-33")
def _() -> Answer:
    return rows(_hn(v for v in _h().v["volunteer"] if "night" not in _slots(v)))


@answer("devshapes26-hospice-34")
def _() -> Answer:
    g = _h()
    return rows(_hn(c for c in g.v["course"] if not g.srcs(c, "completed")))


@answer("devshapes26-hospice-35")
def _() -> Answer:
    return rows(_hn(v for v in _h().dsts(_vol("Owen Pritchard"), "supervises") if "night" not in _slots(v)))


@answer("devshapes26-hospice-36")
def _() -> Answer:
    return one(kit.hops(_h(), _vol("Margaret Ellery"), _vol("Jonah Kell"), ["supervises"]))


@answer("devshapes26-hospice-37")
def _() -> Answer:
    g = _h()
    return kit.shortest(g, _pat("Percy Lumb"), _vol("Felix Brandt"), list(g.e), "both")


@answer("devshapes26-hospice-38")
def _() -> Answer:
    g = _h()
    return kit.shortest(g, _vol("Dev Sharma"), _pat("Violet Harrow"), list(g.e), "both")


@answer("devshapes26-hospice-39")
def _() -> Answer:
    g = _h()
    return rows((n, g.p(_vol(n), "born")) for n in ("Ruth Abernathy", "Owen Pritchard", "Lewis Carver"))


@answer("devshapes26-hospice-40")
def _() -> Answer:
    g = _h()
    pair = [_pat("Edith Summers"), _pat("Mabel Thornton")]
    return rows(_hn(top(g, pair, lambda p: str(g.p(p, "admitted")), 1, reverse=False)))


@answer("devshapes26-hospice-41")
def _() -> Answer:
    g = _h()
    return rows((n, g.p(_ward(n), "floor")) for n in ("Rowan Ward", "Willow Ward"))


@answer("devshapes26-hospice-42")
def _() -> Answer:
    g = _h()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["stays_in"]))


@answer("devshapes26-hospice-43")
def _() -> Answer:
    return rows(group_count(p["slot"] for p in _h().v["shift"].values()))


@answer("devshapes26-hospice-44")
def _() -> Answer:
    g = _h()
    return rows(_group_mean((g.p(e.dst, "name"), e.props["score"]) for e in g.e["completed"]))


@answer("devshapes26-hospice-45")
def _() -> Answer:
    return rows(group_count(p["care_level"] for p in _h().v["patient"].values()))


@answer("devshapes26-hospice-46")
def _() -> Answer:
    return kit.neighbourhood(_h(), _pat("Norman Quill"))


@answer("devshapes26-hospice-47")
def _() -> Answer:
    return kit.neighbourhood(_h(), _h().find("shift", "Heather Night 12 Apr"))


@answer("devshapes26-hospice-48")
def _() -> Answer:
    return kit.neighbourhood(_h(), _ward("Rowan Ward"))


# --------------------------------------------------------------------------- duifei (Chinese names are the vertex ids)


def _d() -> Graph:
    return graph("duifei")


def _dn(vids: Iterable[str]) -> list[object]:
    return names(_d(), vids)


def _in_2023(e: Edge) -> bool:
    return kit.in_year(e.props["day"], 2023)


@answer("devshapes26-duifei-01")
def _() -> Answer:
    return rows(_dn(_d().dsts("李秀兰", "contributed")))


@answer("devshapes26-duifei-02")
def _() -> Answer:
    return rows(_dn(_d().dsts("樟园2023春季堆", "supplied")))


@answer("devshapes26-duifei-03")
def _() -> Answer:
    return rows(_dn(_d().dsts("张伟", "taught")))


@answer("devshapes26-duifei-04")
def _() -> Answer:
    return rows(_dn(_d().srcs("枫林湾堆肥屋", "runs")))


@answer("devshapes26-duifei-05")
def _() -> Answer:
    return rows(_dn(_d().srcs("青禾社区菜园", "supplied")))


@answer("devshapes26-duifei-06")
def _() -> Answer:
    return rows(_dn(_d().srcs("樟园2024春季堆", "turned")))


@answer("devshapes26-duifei-07")
def _() -> Answer:
    return one(_d().p("枫林2023秋季堆", "weight"))


@answer("devshapes26-duifei-08")
def _() -> Answer:
    return one(_d().p("河坊街屋顶站", "opened"))


@answer("devshapes26-duifei-09")
def _() -> Answer:
    return one(_d().p("吴国栋", "estate"))


@answer("devshapes26-duifei-10")
def _() -> Answer:
    g = _d()
    return rows(kit.edge_names(g, (e for e in g.e["supplied"] if e.props["kg"] > 200)))


@answer("devshapes26-duifei-11")
def _() -> Answer:
    return rows(
        _dn(_d().where("resident", lambda p: p["estate"] == "银杏里" and str(p["joined"]) < "2021-01-01"))
    )


@answer("devshapes26-duifei-12")
def _() -> Answer:
    g = _d()
    hits = [e.src for e in g.e["contributed"] if not e.props["clean"] and kit.in_year(e.props["day"], 2024)]
    return rows(_dn(distinct(hits)))


@answer("devshapes26-duifei-13")
def _() -> Answer:
    g = _d()
    return rows(kit.edge_names(g, (e for e in g.e["contributed"] if e.props["kg"] >= 30)))


@answer("devshapes26-duifei-14")
def _() -> Answer:
    return one(sum(e.props["kg"] for e in _d().inn("育才小学", "supplied")))


@answer("devshapes26-duifei-15")
def _() -> Answer:
    return one(sum(e.props["kg"] for e in _d().out("陈志强", "contributed")))


@answer("devshapes26-duifei-16")
def _() -> Answer:
    return one(kit.mean([p["weight"] for p in _d().v["batch"].values() if p["ready"]]))


@answer("devshapes26-duifei-17")
def _() -> Answer:
    g = _d()
    return rows(kit.edge_names(g, kit.top_edges(g.e["contributed"], "kg", 3)), ordered=True)


@answer("devshapes26-duifei-18")
def _() -> Answer:
    kg = _sums(_d().e["supplied"], "kg", by="dst")
    return rows(_dn(top(_d(), kg, kg.get, 1)), ordered=True)


@answer("devshapes26-duifei-19")
def _() -> Answer:
    g = _d()
    return rows(_dn(top(g, g.v["station"], lambda s: len(g.srcs(s, "made_at")), 1)), ordered=True)


@answer("devshapes26-duifei-20")
def _() -> Answer:
    times = _sums(_d().e["turned"], "times")
    return rows(_dn([_kth(times, times.get, 2)]))


@answer("devshapes26-duifei-21")
def _() -> Answer:
    g = _d()
    return rows(_dn(set(g.dsts("王建华", "contributed")) & set(g.dsts("赵子涵", "contributed"))))


@answer("devshapes26-duifei-22")
def _() -> Answer:
    g = _d()
    return rows(
        _dn(set(g.srcs("银杏2023秋季堆", "contributed")) & set(g.srcs("银杏2024春季堆", "contributed")))
    )


@answer("devshapes26-duifei-23")
def _() -> Answer:
    g = _d()
    return rows(_dn(set(g.dsts("梧桐2024春季堆", "supplied")) & set(g.dsts("樟园2024春季堆", "supplied"))))


@answer("devshapes26-duifei-24")
def _() -> Answer:
    g = _d()
    return rows(_dn(distinct(s for b in g.dsts("刘芳", "contributed") for s in g.dsts(b, "made_at"))))


@answer("devshapes26-duifei-25")
def _() -> Answer:
    g = _d()
    return rows(_dn(distinct(b for t in g.dsts("陈志强", "taught") for b in g.dsts(t, "contributed"))))


@answer("devshapes26-duifei-26")
def _() -> Answer:
    g = _d()
    return rows(_dn(distinct(r for b in g.srcs("樟园生态站", "made_at") for r in g.dsts(b, "supplied"))))


@answer("devshapes26-duifei-27")
def _() -> Answer:
    g = _d()
    return rows(_dn(distinct(b for s in g.dsts("黄磊", "runs") for b in g.srcs(s, "made_at"))))


@answer("devshapes26-duifei-28")
def _() -> Answer:
    return one(sum(1 for e in _d().e["contributed"] if _in_2023(e)))


@answer("devshapes26-duifei-29")
def _() -> Answer:
    return one(len({e.src for e in _d().e["contributed"] if _in_2023(e)}))


@answer("devshapes26-duifei-30")
def _() -> Answer:
    return one(len(_d().where("recipient", lambda p: p["kind"] == "苗圃")))


@answer("devshapes26-duifei-31")
def _() -> Answer:
    return one(len(_d().srcs("梧桐苑堆肥站", "made_at")))


@answer("devshapes26-duifei-32")
def _() -> Answer:
    g = _d()
    return rows(_dn(r for r in g.v["recipient"] if not g.srcs(r, "supplied")))


@answer("devshapes26-duifei-33")
def _() -> Answer:
    g = _d()
    return rows(_dn(b for b in g.v["batch"] if not g.srcs(b, "turned")))


@answer("devshapes26-duifei-34")
def _() -> Answer:
    g = _d()
    return rows(_dn(r for r in g.v["resident"] if all(g.p(b, "ready") for b in g.dsts(r, "contributed"))))


@answer("devshapes26-duifei-35")
def _() -> Answer:
    g = _d()
    return rows(_dn(r for r in g.dsts("王建华", "taught") if not g.dsts(r, "turned")))


@answer("devshapes26-duifei-36")
def _() -> Answer:
    return one(kit.hops(_d(), "陈志强", "朱大海", ["taught"]))


@answer("devshapes26-duifei-37")
def _() -> Answer:
    g = _d()
    return kit.shortest(g, "孙浩然", "河坊街屋顶站", list(g.e), "both")


@answer("devshapes26-duifei-38")
def _() -> Answer:
    g = _d()
    return kit.shortest(g, "何美玲", "江心公园", list(g.e), "both")


@answer("devshapes26-duifei-39")
def _() -> Answer:
    g = _d()
    return rows(_dn(top(g, ["梧桐苑堆肥站", "樟园生态站"], lambda s: g.p(s, "capacity"), 1)))


@answer("devshapes26-duifei-40")
def _() -> Answer:
    return rows((n, _d().p(n, "born")) for n in ("吴国栋", "王建华"))


@answer("devshapes26-duifei-41")
def _() -> Answer:
    g = _d()
    return rows(_dn(top(g, ["周婷", "徐佳琪"], lambda r: str(g.p(r, "joined")), 1, reverse=False)))


@answer("devshapes26-duifei-42")
def _() -> Answer:
    return rows(group_count(p["estate"] for p in _d().v["resident"].values()))


@answer("devshapes26-duifei-43")
def _() -> Answer:
    g = _d()
    total: dict[object, int] = defaultdict(int)
    for e in g.e["supplied"]:
        total[g.p(e.dst, "kind")] += e.props["kg"]
    return rows(total.items())


@answer("devshapes26-duifei-44")
def _() -> Answer:
    g = _d()
    return rows(_group_mean((g.p(e.dst, "name"), g.p(e.src, "weight")) for e in g.e["made_at"]))


@answer("devshapes26-duifei-45")
def _() -> Answer:
    return rows(group_count(_d().p(e.src, "name") for e in _d().e["taught"]))


@answer("devshapes26-duifei-46")
def _() -> Answer:
    return kit.neighbourhood(_d(), "樟园2024春季堆")


@answer("devshapes26-duifei-47")
def _() -> Answer:
    return kit.neighbourhood(_d(), "周婷")


@answer("devshapes26-duifei-48")
def _() -> Answer:
    return kit.neighbourhood(_d(), "河坊街屋顶站")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
