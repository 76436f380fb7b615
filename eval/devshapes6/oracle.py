"""The answers to ``eval/devshapes6/questions.jsonl``, computed from the graph CSVs in plain Python.

Why an oracle: a gold query's rows are only what that query returns; a wrong gold returns
wrong rows just as readily. Each answerable question has one small function here that reads
its answer straight out of the CSVs (no r3 import, no query language), written from the
question, not from the gold query; ``tests/conformance/test_devshapes6_gold.py`` checks the
two agree. When they disagree, one of them is wrong: fix that one, never force them to agree.

Answers are :class:`Rows` (a multiset of plain values; ordered for top-k) or
:class:`Elements` (the vertex ids and edges a path or subgraph holds), as in
``eval/_oracle_kit.py``. Unanswerable questions have none.

Usage::

    python eval/devshapes6/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # eval/: the oracle kit, when run as a script or loaded by a test

from _oracle_kit import (  # noqa: E402, F401 (Rows, Elements: the test reads them here)
    Answer,
    Elements,
    Graph,
    Rows,
    group_count,
    hops,
    main,
    names,
    neighbourhood,
    one,
    read_graph,
    registry,
    rows,
    shortest,
    top,
)

GRAPHS = HERE / "graphs"
ANSWERS: dict[str, Callable[[], Answer]] = {}
answer = registry(ANSWERS)


def _distinct(items: Iterable[object]) -> list[object]:
    return list(dict.fromkeys(items))


# --------------------------------------------------------------------------- fleet (opaque ids; trucks by plate, routes by label)


def _fl() -> Graph:
    return read_graph(GRAPHS / "fleet")


SHOWN = {"truck": "plate", "route": "label"}


def _id(tag: str, shown: str) -> str:
    """The vid of a fleet vertex by what people call it (trucks by plate, routes by label)."""
    return _fl().find(tag, shown, SHOWN.get(tag, "name"))


def _show(vids: Iterable[str]) -> list[object]:
    """What each vertex is shown by."""
    g = _fl()
    return [g.p(v, next(SHOWN.get(t, "name") for t in g.v if v in g.v[t])) for v in vids]


def _driver(name: str) -> str:
    return _id("driver", name)


@answer("devshapes6-fleet-01")
def _() -> Answer:
    return rows(_show(_fl().dsts(_driver("Aisha Khan"), "based_at")))


@answer("devshapes6-fleet-02")
def _() -> Answer:
    return rows(_show(_fl().dsts(_driver("Liam Walsh"), "drives")))


@answer("devshapes6-fleet-03")
def _() -> Answer:
    return rows(_show(_fl().dsts(_id("truck", "YX19 KLM"), "runs")))


@answer("devshapes6-fleet-04")
def _() -> Answer:
    return rows(_show(_fl().srcs(_driver("Ben Cole"), "mentors")))


@answer("devshapes6-fleet-05")
def _() -> Answer:
    return rows(_show(_fl().srcs(_id("truck", "MC23 VLT"), "drives")))


@answer("devshapes6-fleet-06")
def _() -> Answer:
    return rows(_show(_fl().srcs(_id("customer", "Greenleaf Grocers"), "serves")))


@answer("devshapes6-fleet-07")
def _() -> Answer:
    return rows(_show(_fl().srcs(_id("customer", "Brick and Beam"), "contracts")))


@answer("devshapes6-fleet-08")
def _() -> Answer:
    return one(_fl().p(_driver("Chloe Evans"), "licence"))


@answer("devshapes6-fleet-09")
def _() -> Answer:
    return one(_fl().p(_id("route", "M62 Corridor"), "distance"))


@answer("devshapes6-fleet-10")
def _() -> Answer:
    return one(_fl().p(_id("truck", "HU18 BDE"), "model_year"))


@answer("devshapes6-fleet-11")
def _() -> Answer:
    return rows(_show(_fl().where("truck", lambda p: p["fuel"] == "electric")))


@answer("devshapes6-fleet-12")
def _() -> Answer:
    return rows(_show(_fl().where("truck", lambda p: p["capacity"] > 25)))


@answer("devshapes6-fleet-13")
def _() -> Answer:
    return rows(_show(_distinct(e.dst for e in _fl().e["runs"] if e.props["refrigerated"])))


@answer("devshapes6-fleet-14")
def _() -> Answer:
    return one(sum(p["capacity"] for p in _fl().v["truck"].values() if p["fuel"] == "electric"))


@answer("devshapes6-fleet-15")
def _() -> Answer:
    return one(sum(e.props["amount"] for e in _fl().e["contracts"]))


@answer("devshapes6-fleet-16")
def _() -> Answer:
    return one(sum(e.props["shifts"] for e in _fl().out(_driver("Sam Porter"), "drives")))


@answer("devshapes6-fleet-17")
def _() -> Answer:
    g = _fl()
    return rows(_show(top(g, g.v["truck"], lambda v: g.p(v, "capacity"), 3)), ordered=True)


@answer("devshapes6-fleet-18")
def _() -> Answer:
    g = _fl()
    return rows(_show(top(g, g.v["driver"], lambda v: g.p(v, "hired"), 2, reverse=False)), ordered=True)


@answer("devshapes6-fleet-19")
def _() -> Answer:
    deals = sorted(_fl().e["contracts"], key=lambda e: e.props["amount"], reverse=True)
    assert deals[1].props["amount"] != deals[2].props["amount"]
    return rows([(_show([e.dst])[0], e.props["amount"]) for e in deals[:2]], ordered=True)


@answer("devshapes6-fleet-20")
def _() -> Answer:
    g = _fl()
    shifts = {t: sum(e.props["shifts"] for e in g.inn(t, "drives")) for t in g.v["truck"]}
    return rows(
        _show(top(g, [t for t in shifts if g.inn(t, "drives")], lambda t: shifts[t], 1)), ordered=True
    )


@answer("devshapes6-fleet-21")
def _() -> Answer:
    g = _fl()
    both = set(g.dsts(_driver("Sam Porter"), "drives")) & set(g.dsts(_driver("Ruth Adeyemi"), "drives"))
    return rows(_show(both))


@answer("devshapes6-fleet-22")
def _() -> Answer:
    g = _fl()
    a, b = _id("customer", "Greenleaf Grocers"), _id("customer", "Pennine Outdoor")
    return rows(_show(set(g.srcs(a, "serves")) & set(g.srcs(b, "serves"))))


@answer("devshapes6-fleet-23")
def _() -> Answer:
    g = _fl()
    return rows(
        _show(_distinct(r for t in g.dsts(_driver("Nina Petrova"), "drives") for r in g.dsts(t, "runs")))
    )


@answer("devshapes6-fleet-24")
def _() -> Answer:
    g = _fl()
    return rows(
        _show(_distinct(d for m in g.srcs(_driver("Jack Turner"), "mentors") for d in g.dsts(m, "based_at")))
    )


@answer("devshapes6-fleet-25")
def _() -> Answer:
    g = _fl()
    trucks = g.srcs(_id("route", "Severn Crossing Run"), "runs")
    return rows(_show(_distinct(d for t in trucks for d in g.dsts(t, "based_at"))))


@answer("devshapes6-fleet-26")
def _() -> Answer:
    g = _fl()
    routes = g.srcs(_id("customer", "Harbour Fish Co"), "serves")
    return rows(_show(_distinct(t for r in routes for t in g.srcs(r, "runs"))))


@answer("devshapes6-fleet-27")
def _() -> Answer:
    return one(len(_fl().where("driver", lambda p: p["grade"] == "trainee")))


@answer("devshapes6-fleet-28")
def _() -> Answer:
    g = _fl()
    return one(sum(1 for e in g.e["runs"] if g.p(e.src, "fuel") == "diesel"))


@answer("devshapes6-fleet-29")
def _() -> Answer:
    return one(len(_fl().out(_id("depot", "Central Hub"), "contracts")))


@answer("devshapes6-fleet-30")
def _() -> Answer:
    g = _fl()
    ev = {e.src for e in g.e["drives"] if g.p(e.dst, "fuel") == "electric"}
    return rows(_show(v for v in g.v["driver"] if v not in ev))


@answer("devshapes6-fleet-31")
def _() -> Answer:
    g = _fl()
    return rows(_show(v for v in g.v["driver"] if not g.out(v, "leads")))


@answer("devshapes6-fleet-32")
def _() -> Answer:
    g = _fl()
    ev = {e.dst for e in g.e["runs"] if g.p(e.src, "fuel") == "electric"}
    return rows(_show(v for v in g.v["route"] if v not in ev))


@answer("devshapes6-fleet-33")
def _() -> Answer:
    g = _fl()
    return rows(_show(v for v in g.v["driver"] if not g.inn(v, "mentors")))


@answer("devshapes6-fleet-34")
def _() -> Answer:
    return one(hops(_fl(), _driver("Sam Porter"), _driver("Ruth Adeyemi"), ["mentors"]))


@answer("devshapes6-fleet-35")
def _() -> Answer:
    return shortest(_fl(), _driver("Tom Briggs"), _driver("Nina Petrova"), ["mentors"])


@answer("devshapes6-fleet-36")
def _() -> Answer:
    g = _fl()
    return one(hops(g, _driver("Sam Porter"), _driver("Ben Cole"), list(g.e), direction="both"))


@answer("devshapes6-fleet-37")
def _() -> Answer:
    g = _fl()
    return shortest(g, _driver("Ben Cole"), _id("customer", "Greenleaf Grocers"), list(g.e), direction="both")


@answer("devshapes6-fleet-38")
def _() -> Answer:
    g = _fl()
    return rows((n, g.p(_driver(n), "grade")) for n in ("Omar Haddad", "Priya Nair"))


@answer("devshapes6-fleet-39")
def _() -> Answer:
    g = _fl()
    return rows((p, g.p(_id("truck", p), "fuel")) for p in ("YX19 KLM", "MC20 GAS", "BR24 NEW"))


@answer("devshapes6-fleet-40")
def _() -> Answer:
    g = _fl()
    pair = [_id("depot", "North Yard"), _id("depot", "West Point")]
    return rows(_show(top(g, pair, lambda v: g.p(v, "opened"), 1, reverse=False)), ordered=True)


@answer("devshapes6-fleet-41")
def _() -> Answer:
    return rows(group_count(p["fuel"] for p in _fl().v["truck"].values()))


@answer("devshapes6-fleet-42")
def _() -> Answer:
    g = _fl()
    return rows(group_count(_show([e.dst])[0] for e in g.e["based_at"] if e.src in g.v["driver"]))


@answer("devshapes6-fleet-43")
def _() -> Answer:
    return rows(group_count(p["sector"] for p in _fl().v["customer"].values()))


@answer("devshapes6-fleet-44")
def _() -> Answer:
    g = _fl()
    return rows((g.p(r, "label"), sum(e.props["trips"] for e in g.inn(r, "runs"))) for r in g.v["route"])


@answer("devshapes6-fleet-45")
def _() -> Answer:
    return neighbourhood(_fl(), _id("route", "Hull Docks Shuttle"))


@answer("devshapes6-fleet-46")
def _() -> Answer:
    return neighbourhood(_fl(), _driver("Aisha Khan"))


if __name__ == "__main__":
    sys.exit(main(ANSWERS, (__doc__ or "").splitlines()[0]))
