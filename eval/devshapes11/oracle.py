"""The answers to ``eval/devshapes11/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes11/oracle.py [--ids a,b]     # print each answer
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


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values)


# --------------------------------------------------------------------------- kayak (opaque ids, Chinese names)


def _ky() -> Graph:
    return graph("kayak")


def _p(name: str) -> str:
    """The vid of a paddler by name."""
    return _ky().find("paddler", name)


def _b(name: str) -> str:
    return _ky().find("boat", name)


def _t(name: str) -> str:
    return _ky().find("trip", name)


def _o(name: str) -> str:
    return _ky().find("outlet", name)


def _kn(vids: Iterable[str]) -> list[object]:
    return names(_ky(), vids)


def _level(level: str) -> list[str]:
    return _ky().where("paddler", lambda p: p["level"] == level)


def _pupils(master: str) -> list[str]:
    return _ky().dsts(master, "trained")


@answer("devshapes11-kayak-01")
def _() -> Answer:
    return rows(_kn(_ky().dsts(_p("林晓"), "rented")))


@answer("devshapes11-kayak-02")
def _() -> Answer:
    return rows(_kn(_ky().dsts(_p("黄志勇"), "joined")))


@answer("devshapes11-kayak-03")
def _() -> Answer:
    return rows(_kn(_ky().srcs(_b("青蛙"), "rented")))


@answer("devshapes11-kayak-04")
def _() -> Answer:
    return rows(_kn(_ky().srcs(_p("徐丽"), "trained")))


@answer("devshapes11-kayak-05")
def _() -> Answer:
    return rows(_kn(_ky().srcs(_t("千岛湖环岛"), "led")))


@answer("devshapes11-kayak-06")
def _() -> Answer:
    return one(_ky().p(_o("湘湖船坞"), "opened"))


@answer("devshapes11-kayak-07")
def _() -> Answer:
    return one(_ky().p(_t("富春江漂流"), "km"))


@answer("devshapes11-kayak-08")
def _() -> Answer:
    return rows(_kn(_ky().where("boat", lambda b: b["price"] > 80)))


@answer("devshapes11-kayak-09")
def _() -> Answer:
    g = _ky()
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in g.e["rented"] if e.props["damaged"])


@answer("devshapes11-kayak-10")
def _() -> Answer:
    g = _ky()
    late = [e for e in g.e["member_of"] if int(str(e.props["since"])[:4]) > 2018]
    return rows((g.p(e.src, "name"), g.p(e.dst, "name")) for e in late)


@answer("devshapes11-kayak-11")
def _() -> Answer:
    g = _ky()
    return rows(_kn(e.src for e in g.inn(_o("西湖码头"), "member_of") if e.props["vip"]))


@answer("devshapes11-kayak-12")
def _() -> Answer:
    return one(sum(e.props["paid"] for e in _ky().out(_p("赵小龙"), "joined")))


@answer("devshapes11-kayak-13")
def _() -> Answer:
    return one(_mean(b["price"] for b in _ky().v["boat"].values() if b["kind"] == "双人艇"))


@answer("devshapes11-kayak-14")
def _() -> Answer:
    return one(max(e.props["pay"] for e in _ky().e["led"]))


@answer("devshapes11-kayak-15")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _ky().out(_p("高远"), "rented")))


@answer("devshapes11-kayak-16")
def _() -> Answer:
    return one(len(_level("新手")))


@answer("devshapes11-kayak-17")
def _() -> Answer:
    return one(len(_ky().inn(_b("白鹭"), "rented")))


@answer("devshapes11-kayak-18")
def _() -> Answer:
    return one(len(_ky().where("boat", lambda b: b["kind"] == "桨板")))


@answer("devshapes11-kayak-19")
def _() -> Answer:
    return one(len(_ky().out(_p("赵小龙"), "joined")))


@answer("devshapes11-kayak-20")
def _() -> Answer:
    return one(len(set(_ky().srcs(_t("千岛湖环岛"), "joined"))))


@answer("devshapes11-kayak-21")
def _() -> Answer:
    g = _ky()
    return rows(_kn(p for p in g.v["paddler"] if not g.out(p, "rented")))


@answer("devshapes11-kayak-22")
def _() -> Answer:
    g = _ky()
    return rows(_kn(p for p in _level("新手") if not g.out(p, "joined")))


@answer("devshapes11-kayak-23")
def _() -> Answer:
    g = _ky()
    return rows(_kn(p for p in _level("熟手") if all(g.p(b, "kind") != "桨板" for b in g.dsts(p, "rented"))))


@answer("devshapes11-kayak-24")
def _() -> Answer:
    g = _ky()
    here = g.srcs(_o("西湖码头"), "docked_at")
    newbies = set(_level("新手"))
    return rows(_kn(b for b in here if not newbies & set(g.srcs(b, "rented"))))


@answer("devshapes11-kayak-25")
def _() -> Answer:
    g = _ky()
    boards = set(g.where("boat", lambda b: b["kind"] == "桨板"))
    return rows(_kn(o for o in g.v["outlet"] if not boards & set(g.srcs(o, "docked_at"))))


@answer("devshapes11-kayak-26")
def _() -> Answer:
    g = _ky()
    went = set(g.dsts(_p("孙杰"), "joined"))
    return rows(_kn(t for t in g.v["trip"] if t not in went))


@answer("devshapes11-kayak-27")
def _() -> Answer:
    g = _ky()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["docked_at"]))


@answer("devshapes11-kayak-28")
def _() -> Answer:
    return rows(group_count(b["kind"] for b in _ky().v["boat"].values()))


@answer("devshapes11-kayak-29")
def _() -> Answer:
    g = _ky()
    return rows((g.p(t, "name"), sum(e.props["paid"] for e in g.inn(t, "joined"))) for t in g.v["trip"])


@answer("devshapes11-kayak-30")
def _() -> Answer:
    g = _ky()
    taken = distinct(e.dst for e in g.e["rented"])
    return rows((g.p(b, "name"), _mean(e.props["hours"] for e in g.inn(b, "rented"))) for b in taken)


@answer("devshapes11-kayak-31")
def _() -> Answer:
    g = _ky()
    coaches = distinct(e.src for e in g.e["led"])
    return rows((g.p(c, "name"), sum(e.props["pay"] for e in g.out(c, "led"))) for c in coaches)


@answer("devshapes11-kayak-32")
def _() -> Answer:
    g = _ky()
    return rows(_kn(distinct(b for p in _pupils(_p("陈静")) for b in g.dsts(p, "rented"))))


@answer("devshapes11-kayak-33")
def _() -> Answer:
    me = _p("赵小龙")
    return rows(_kn(o for m in _ky().srcs(me, "trained") for o in _pupils(m) if o != me))


@answer("devshapes11-kayak-34")
def _() -> Answer:
    return rows(_kn(c for p in _pupils(_p("王建华")) for c in _pupils(p)))


@answer("devshapes11-kayak-35")
def _() -> Answer:
    g = _ky()
    return rows(_kn(distinct(o for b in g.dsts(_p("胡蝶"), "rented") for o in g.dsts(b, "docked_at"))))


@answer("devshapes11-kayak-36")
def _() -> Answer:
    g = _ky()
    return rows(_kn(top(g, g.v["boat"], lambda b: g.p(b, "price"), 3)), ordered=True)


@answer("devshapes11-kayak-37")
def _() -> Answer:
    g = _ky()
    return rows(_kn(top(g, g.v["trip"], lambda t: len(g.inn(t, "joined")), 1)), ordered=True)


@answer("devshapes11-kayak-38")
def _() -> Answer:
    g = _ky()
    return rows(_kn(top(g, _level("熟手"), lambda p: g.p(p, "born"), 2)), ordered=True)


@answer("devshapes11-kayak-39")
def _() -> Answer:
    g = _ky()
    mine = set(g.dsts(_p("周敏"), "joined"))
    return rows(_kn(t for t in g.dsts(_p("孙杰"), "joined") if t in mine))


@answer("devshapes11-kayak-40")
def _() -> Answer:
    g = _ky()
    hers = set(g.dsts(_p("徐丽"), "rented"))
    return rows(_kn(b for b in g.dsts(_p("高远"), "rented") if b in hers))


@answer("devshapes11-kayak-41")
def _() -> Answer:
    return kit.shortest(_ky(), _p("王建华"), _p("孙杰"), ["trained"])


@answer("devshapes11-kayak-42")
def _() -> Answer:
    g = _ky()
    return one(kit.hops(g, _p("罗琳"), _p("何娜"), list(g.e), direction="both"))


@answer("devshapes11-kayak-43")
def _() -> Answer:
    g = _ky()
    return kit.shortest(g, _p("宋雪"), _p("陈静"), list(g.e), direction="both")


@answer("devshapes11-kayak-44")
def _() -> Answer:
    g = _ky()
    return rows((n, g.p(_b(n), "price")) for n in ("白鹭", "翠鸟"))


@answer("devshapes11-kayak-45")
def _() -> Answer:
    g = _ky()
    pair = [_p("林晓"), _p("徐丽")]
    return rows(_kn(top(g, pair, lambda p: g.p(p, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes11-kayak-46")
def _() -> Answer:
    g = _ky()
    return rows((n, g.p(_t(n), "km")) for n in ("千岛湖环岛", "运河穿城"))


@answer("devshapes11-kayak-47")
def _() -> Answer:
    return kit.neighbourhood(_ky(), _p("徐丽"))


@answer("devshapes11-kayak-48")
def _() -> Answer:
    return kit.neighbourhood(_ky(), _o("千岛湖营地"))


# --------------------------------------------------------------------------- maker (names are the vertex ids)


def _mk() -> Graph:
    return graph("maker")


def _plan(plan: str) -> list[str]:
    return _mk().where("member", lambda m: m["plan"] == plan)


@answer("devshapes11-maker-01")
def _() -> Answer:
    return rows(_mk().dsts("Felix Novak", "certified"))


@answer("devshapes11-maker-02")
def _() -> Answer:
    return rows(_mk().dsts("Dev Sharma", "works_on"))


@answer("devshapes11-maker-03")
def _() -> Answer:
    return rows(_mk().srcs("Laser Basics", "taught"))


@answer("devshapes11-maker-04")
def _() -> Answer:
    return rows(_mk().srcs("Zoe Turner", "mentors"))


@answer("devshapes11-maker-05")
def _() -> Answer:
    return rows(_mk().srcs("Prusa Printer", "booked"))


@answer("devshapes11-maker-06")
def _() -> Answer:
    return one(_mk().p("CNC Router", "cost"))


@answer("devshapes11-maker-07")
def _() -> Answer:
    return one(_mk().p("Print Bay", "floor"))


@answer("devshapes11-maker-08")
def _() -> Answer:
    return rows(_mk().where("tool", lambda t: t["cost"] > 3000))


@answer("devshapes11-maker-09")
def _() -> Answer:
    return rows((e.src, e.dst) for e in _mk().e["certified"] if e.props["level"] == 3)


@answer("devshapes11-maker-10")
def _() -> Answer:
    return rows((e.src, e.dst) for e in _mk().e["booked"] if not e.props["paid"])


@answer("devshapes11-maker-11")
def _() -> Answer:
    g = _mk()
    return rows(m for m in _plan("student") if g.p(m, "joined") > 2021)


@answer("devshapes11-maker-12")
def _() -> Answer:
    return rows((e.src, e.dst) for e in _mk().e["works_on"] if e.props["hours"] > 50)


@answer("devshapes11-maker-13")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _mk().out("Owen Price", "works_on")))


@answer("devshapes11-maker-14")
def _() -> Answer:
    return one(_mean(t["cost"] for t in _mk().v["tool"].values() if t["kind"] == "cutting"))


@answer("devshapes11-maker-15")
def _() -> Answer:
    return one(_mean(e.props["rating"] for e in _mk().e["attended"]))


@answer("devshapes11-maker-16")
def _() -> Answer:
    return one(max(e.props["fee"] for e in _mk().e["taught"]))


@answer("devshapes11-maker-17")
def _() -> Answer:
    return one(len(_plan("student")))


@answer("devshapes11-maker-18")
def _() -> Answer:
    return one(len(_mk().inn("Soldering Station", "booked")))


@answer("devshapes11-maker-19")
def _() -> Answer:
    return one(len(_mk().out("Kwame Asante", "attended")))


@answer("devshapes11-maker-20")
def _() -> Answer:
    return one(len(_mk().srcs("Wood Shop", "located_in")))


@answer("devshapes11-maker-21")
def _() -> Answer:
    g = _mk()
    return rows(m for m in g.v["member"] if not g.out(m, "works_on"))


@answer("devshapes11-maker-22")
def _() -> Answer:
    g = _mk()
    return rows(m for m in _plan("student") if not g.out(m, "booked"))


@answer("devshapes11-maker-23")
def _() -> Answer:
    g = _mk()
    devs = set(g.dsts("Dev Sharma", "taught"))
    return rows(m for m in _plan("student") if not devs & set(g.dsts(m, "attended")))


@answer("devshapes11-maker-24")
def _() -> Answer:
    g = _mk()
    return rows(
        m for m in _plan("regular") if all(g.p(t, "kind") != "cutting" for t in g.dsts(m, "certified"))
    )


@answer("devshapes11-maker-25")
def _() -> Answer:
    g = _mk()
    hers = set(g.dsts("Greta Holm", "certified"))
    return rows(t for t in g.v["tool"] if t not in hers)


@answer("devshapes11-maker-26")
def _() -> Answer:
    g = _mk()
    return rows(p for p in g.v["project"] if not any(e.props["lead"] for e in g.inn(p, "works_on")))


@answer("devshapes11-maker-27")
def _() -> Answer:
    return rows(group_count(e.dst for e in _mk().e["located_in"]))


@answer("devshapes11-maker-28")
def _() -> Answer:
    g = _mk()
    return rows((p, sum(e.props["hours"] for e in g.inn(p, "works_on"))) for p in g.v["project"])


@answer("devshapes11-maker-29")
def _() -> Answer:
    tools = _mk().v["tool"].values()
    kinds = distinct(t["kind"] for t in tools)
    return rows((k, _mean(t["cost"] for t in tools if t["kind"] == k)) for k in kinds)


@answer("devshapes11-maker-30")
def _() -> Answer:
    return rows(group_count(e.src for e in _mk().e["mentors"]))


@answer("devshapes11-maker-31")
def _() -> Answer:
    return rows(group_count(e.dst for e in _mk().e["attended"]))


@answer("devshapes11-maker-32")
def _() -> Answer:
    g = _mk()
    return rows(
        o for m in g.srcs("Felix Novak", "mentors") for o in g.dsts(m, "mentors") if o != "Felix Novak"
    )


@answer("devshapes11-maker-33")
def _() -> Answer:
    g = _mk()
    return rows(gm for m in g.srcs("Nora Quinn", "mentors") for gm in g.srcs(m, "mentors"))


@answer("devshapes11-maker-34")
def _() -> Answer:
    g = _mk()
    return rows(distinct(t for p in g.dsts("Dev Sharma", "mentors") for t in g.dsts(p, "certified")))


@answer("devshapes11-maker-35")
def _() -> Answer:
    g = _mk()
    return rows(distinct(a for t in g.dsts("Felix Novak", "booked") for a in g.dsts(t, "located_in")))


@answer("devshapes11-maker-36")
def _() -> Answer:
    g = _mk()
    return rows(top(g, g.v["tool"], lambda t: g.p(t, "cost"), 3), ordered=True)


@answer("devshapes11-maker-37")
def _() -> Answer:
    g = _mk()
    busy = distinct(e.src for e in g.e["works_on"])
    return rows(top(g, busy, lambda m: sum(e.props["hours"] for e in g.out(m, "works_on")), 2), ordered=True)


@answer("devshapes11-maker-38")
def _() -> Answer:
    g = _mk()
    return rows(top(g, g.v["member"], lambda m: len(g.out(m, "mentors")), 1), ordered=True)


@answer("devshapes11-maker-39")
def _() -> Answer:
    g = _mk()
    his = set(g.dsts("Sven Berg", "attended"))
    return rows(w for w in g.dsts("Theo Walsh", "attended") if w in his)


@answer("devshapes11-maker-40")
def _() -> Answer:
    g = _mk()
    hers = set(g.dsts("Aisha Khan", "works_on"))
    return rows(p for p in g.dsts("Kwame Asante", "works_on") if p in hers)


@answer("devshapes11-maker-41")
def _() -> Answer:
    return kit.shortest(_mk(), "Greta Holm", "Theo Walsh", ["mentors"])


@answer("devshapes11-maker-42")
def _() -> Answer:
    g = _mk()
    return one(kit.hops(g, "Ivy Chen", "Marco Rossi", list(g.e), direction="both"))


@answer("devshapes11-maker-43")
def _() -> Answer:
    g = _mk()
    return kit.shortest(g, "Lena Fischer", "Owen Price", list(g.e), direction="both")


@answer("devshapes11-maker-44")
def _() -> Answer:
    g = _mk()
    return rows((t, g.p(t, "cost")) for t in ("Bandsaw", "Welder"))


@answer("devshapes11-maker-45")
def _() -> Answer:
    g = _mk()
    return rows(
        top(g, ["Maya Flores", "Owen Price"], lambda m: g.p(m, "joined"), 1, reverse=False), ordered=True
    )


@answer("devshapes11-maker-46")
def _() -> Answer:
    g = _mk()
    return rows(
        top(g, ["Drone Frame", "Robot Arm"], lambda p: str(g.p(p, "started")), 1, reverse=False), ordered=True
    )


@answer("devshapes11-maker-47")
def _() -> Answer:
    return kit.neighbourhood(_mk(), "Arduino Night")


@answer("devshapes11-maker-48")
def _() -> Answer:
    return kit.neighbourhood(_mk(), "Kwame Asante")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
