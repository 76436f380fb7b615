"""The answers to ``eval/devshapes6/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes6/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- fleet (opaque ids; trucks by plate, routes by label)


def _fl() -> Graph:
    return graph("fleet")


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
    return rows(_show(distinct(e.dst for e in _fl().e["runs"] if e.props["refrigerated"])))


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
        _show(distinct(r for t in g.dsts(_driver("Nina Petrova"), "drives") for r in g.dsts(t, "runs")))
    )


@answer("devshapes6-fleet-24")
def _() -> Answer:
    g = _fl()
    return rows(
        _show(distinct(d for m in g.srcs(_driver("Jack Turner"), "mentors") for d in g.dsts(m, "based_at")))
    )


@answer("devshapes6-fleet-25")
def _() -> Answer:
    g = _fl()
    trucks = g.srcs(_id("route", "Severn Crossing Run"), "runs")
    return rows(_show(distinct(d for t in trucks for d in g.dsts(t, "based_at"))))


@answer("devshapes6-fleet-26")
def _() -> Answer:
    g = _fl()
    routes = g.srcs(_id("customer", "Harbour Fish Co"), "serves")
    return rows(_show(distinct(t for r in routes for t in g.srcs(r, "runs"))))


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
    return one(kit.hops(_fl(), _driver("Sam Porter"), _driver("Ruth Adeyemi"), ["mentors"]))


@answer("devshapes6-fleet-35")
def _() -> Answer:
    return kit.shortest(_fl(), _driver("Tom Briggs"), _driver("Nina Petrova"), ["mentors"])


@answer("devshapes6-fleet-36")
def _() -> Answer:
    g = _fl()
    return one(kit.hops(g, _driver("Sam Porter"), _driver("Ben Cole"), list(g.e), direction="both"))


@answer("devshapes6-fleet-37")
def _() -> Answer:
    g = _fl()
    return kit.shortest(
        g, _driver("Ben Cole"), _id("customer", "Greenleaf Grocers"), list(g.e), direction="both"
    )


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
    return kit.neighbourhood(_fl(), _id("route", "Hull Docks Shuttle"))


@answer("devshapes6-fleet-46")
def _() -> Answer:
    return kit.neighbourhood(_fl(), _driver("Aisha Khan"))


# --------------------------------------------------------------------------- gym (coach ids are their names; opaque elsewhere)


def _gy() -> Graph:
    return graph("gym")


def _gid(tag: str, name: str) -> str:
    return _gy().find(tag, name)


def _m(name: str) -> str:
    return _gid("member", name)


def _k(name: str) -> str:
    return _gid("course", name)


def _n(vids: Iterable[str]) -> list[object]:
    return names(_gy(), vids)


@answer("devshapes6-gym-01")
def _() -> Answer:
    return rows(_n(_gy().dsts("张伟", "joined")))


@answer("devshapes6-gym-02")
def _() -> Answer:
    return rows(_n(_gy().dsts("李娜", "teaches")))


@answer("devshapes6-gym-03")
def _() -> Answer:
    return rows(_n(_gy().dsts(_m("韩梅"), "enrolled")))


@answer("devshapes6-gym-04")
def _() -> Answer:
    return rows(_n(_gy().srcs(_m("周杰"), "referred")))


@answer("devshapes6-gym-05")
def _() -> Answer:
    return rows(_n(_gy().srcs(_k("燃脂单车"), "enrolled")))


@answer("devshapes6-gym-06")
def _() -> Answer:
    g = _gy()
    return rows(_n(v for v in g.srcs(_gid("gym", "悦动望京店"), "joined") if v in g.v["coach"]))


@answer("devshapes6-gym-07")
def _() -> Answer:
    return rows(_n(_gy().srcs(_m("邓凡"), "personal_trains")))


@answer("devshapes6-gym-08")
def _() -> Answer:
    return one(_gy().p(_k("阴瑜伽"), "minutes"))


@answer("devshapes6-gym-09")
def _() -> Answer:
    return one(_gy().p(_k("核心普拉提"), "price"))


@answer("devshapes6-gym-10")
def _() -> Answer:
    return one(_gy().p(_gid("gym", "铁人健身中关村店"), "opened"))


@answer("devshapes6-gym-11")
def _() -> Answer:
    return rows(_n(_gy().where("member", lambda p: p["tier"] == "年卡")))


@answer("devshapes6-gym-12")
def _() -> Answer:
    return rows(_n(_gy().where("course", lambda p: p["price"] < 130)))


@answer("devshapes6-gym-13")
def _() -> Answer:
    return rows(_n(_gy().where("member", lambda p: p["age"] > 35)))


@answer("devshapes6-gym-14")
def _() -> Answer:
    prices = [p["price"] for p in _gy().v["course"].values() if p["kind"] == "瑜伽"]
    return one(sum(prices) / len(prices))


@answer("devshapes6-gym-15")
def _() -> Answer:
    return one(sum(e.props["sessions"] for e in _gy().out(_m("何静怡"), "enrolled")))


@answer("devshapes6-gym-16")
def _() -> Answer:
    return one(max(e.props["fee"] for e in _gy().e["personal_trains"]))


@answer("devshapes6-gym-17")
def _() -> Answer:
    g = _gy()
    return rows(_n(top(g, g.v["member"], lambda v: g.p(v, "age"), 3)), ordered=True)


@answer("devshapes6-gym-18")
def _() -> Answer:
    g = _gy()
    done = {m: sum(e.props["sessions"] for e in g.out(m, "enrolled")) for m in g.v["member"]}
    best = top(g, [m for m in done if g.out(m, "enrolled")], lambda m: done[m], 3)
    return rows([(g.p(m, "name"), done[m]) for m in best], ordered=True)


@answer("devshapes6-gym-19")
def _() -> Answer:
    g = _gy()
    return rows(_n(top(g, g.v["course"], lambda v: g.p(v, "minutes"), 1)), ordered=True)


@answer("devshapes6-gym-20")
def _() -> Answer:
    g = _gy()
    return rows(_n(top(g, g.v["coach"], lambda v: g.p(v, "born"), 1)), ordered=True)


@answer("devshapes6-gym-21")
def _() -> Answer:
    g = _gy()
    return rows(_n(set(g.dsts("王磊", "teaches")) & set(g.dsts("孙浩", "teaches"))))


@answer("devshapes6-gym-22")
def _() -> Answer:
    g = _gy()
    return rows(_n(set(g.dsts(_m("吴倩"), "enrolled")) & set(g.dsts(_m("何静怡"), "enrolled"))))


@answer("devshapes6-gym-23")
def _() -> Answer:
    g = _gy()
    return rows(_n(distinct(x for c in g.srcs(_m("周杰"), "personal_trains") for x in g.dsts(c, "joined"))))


@answer("devshapes6-gym-24")
def _() -> Answer:
    g = _gy()
    return rows(_n(distinct(c for k in g.dsts(_m("罗小雨"), "enrolled") for c in g.srcs(k, "teaches"))))


@answer("devshapes6-gym-25")
def _() -> Answer:
    g = _gy()
    return rows(_n(distinct(m for k in g.dsts("刘洋", "teaches") for m in g.srcs(k, "enrolled"))))


@answer("devshapes6-gym-26")
def _() -> Answer:
    g = _gy()
    people = distinct(v for x in g.dsts("李娜", "joined") for v in g.srcs(x, "joined"))
    return rows(_n(v for v in people if v in g.v["member"]))


@answer("devshapes6-gym-27")
def _() -> Answer:
    g = _gy()
    here = g.srcs(_gid("gym", "铁人健身中关村店"), "joined")
    return one(sum(1 for v in here if v in g.v["member"] and g.p(v, "tier") == "年卡"))


@answer("devshapes6-gym-28")
def _() -> Answer:
    g = _gy()
    return one(sum(1 for e in g.e["enrolled"] if g.p(e.dst, "kind") == "搏击"))


@answer("devshapes6-gym-29")
def _() -> Answer:
    return one(len(_gy().where("coach", lambda p: p["level"] == "高级")))


@answer("devshapes6-gym-30")
def _() -> Answer:
    g = _gy()
    yoga = {e.src for e in g.e["enrolled"] if g.p(e.dst, "kind") == "瑜伽"}
    return rows(_n(v for v in g.where("member", lambda p: p["tier"] == "年卡") if v not in yoga))


@answer("devshapes6-gym-31")
def _() -> Answer:
    g = _gy()
    return rows(_n(v for v in g.v["member"] if not g.inn(v, "personal_trains")))


@answer("devshapes6-gym-32")
def _() -> Answer:
    g = _gy()
    return rows(_n(v for v in g.v["coach"] if not g.out(v, "personal_trains")))


@answer("devshapes6-gym-33")
def _() -> Answer:
    g = _gy()
    lead = {e.src for e in g.e["teaches"] if e.props["main"]}
    return rows(_n(v for v in g.v["coach"] if v not in lead))


@answer("devshapes6-gym-34")
def _() -> Answer:
    return one(kit.hops(_gy(), "王磊", "刘洋", ["mentored"]))


@answer("devshapes6-gym-35")
def _() -> Answer:
    return kit.shortest(_gy(), _m("韩梅"), _m("周杰"), ["referred"])


@answer("devshapes6-gym-36")
def _() -> Answer:
    g = _gy()
    return one(kit.hops(g, _m("林可"), _m("许诺"), list(g.e), direction="both"))


@answer("devshapes6-gym-37")
def _() -> Answer:
    g = _gy()
    return kit.shortest(g, "赵敏", _m("韩梅"), list(g.e), direction="both")


@answer("devshapes6-gym-38")
def _() -> Answer:
    g = _gy()
    return rows((n, g.p(_m(n), "age")) for n in ("马超", "唐宁"))


@answer("devshapes6-gym-39")
def _() -> Answer:
    g = _gy()
    return rows((n, g.p(n, "level")) for n in ("王磊", "李娜", "孙浩"))


@answer("devshapes6-gym-40")
def _() -> Answer:
    g = _gy()
    return rows(_n(top(g, [_k("杠铃入门"), _k("拳击有氧")], lambda v: g.p(v, "price"), 1)), ordered=True)


@answer("devshapes6-gym-41")
def _() -> Answer:
    g = _gy()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["joined"] if e.src in g.v["member"]))


@answer("devshapes6-gym-42")
def _() -> Answer:
    return rows(group_count(p["tier"] for p in _gy().v["member"].values()))


@answer("devshapes6-gym-43")
def _() -> Answer:
    return rows(group_count(e.src for e in _gy().e["teaches"]))


@answer("devshapes6-gym-44")
def _() -> Answer:
    kinds: dict[object, list[int]] = {}
    for p in _gy().v["course"].values():
        kinds.setdefault(p["kind"], []).append(p["minutes"])  # type: ignore[arg-type]
    return rows((k, sum(m) / len(m)) for k, m in kinds.items())


@answer("devshapes6-gym-45")
def _() -> Answer:
    return kit.neighbourhood(_gy(), "张伟")


@answer("devshapes6-gym-46")
def _() -> Answer:
    return kit.neighbourhood(_gy(), _k("周末搏击"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
