"""The answers to ``eval/devshapes28/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes28/oracle.py [--ids a,b]     # print each answer
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


def _kth(vids: Iterable[str], key, k: int) -> str:
    """The ``k``-th (1-based) vid by ``key``, largest first; asserts it ties with neither neighbour."""
    ranked = sorted(vids, key=key, reverse=True)
    assert key(ranked[k - 2]) != key(ranked[k - 1]), f"tie before the {k}th: {ranked[k - 2 : k]}"
    if len(ranked) > k:
        assert key(ranked[k - 1]) != key(ranked[k]), f"tie after the {k}th: {ranked[k - 1 : k + 1]}"
    return ranked[k - 1]


def _sums(edges: Iterable[Edge], prop: str, end: str = "src") -> dict[str, int]:
    """Each edge end (``src`` or ``dst``): the sum of ``prop`` over its edges."""
    total: dict[str, int] = {}
    for e in edges:
        at = e.src if end == "src" else e.dst
        total[at] = total.get(at, 0) + e.props[prop]
    return total


# --------------------------------------------------------------------------- steamrail (opaque ids, English names)


def _sr() -> Graph:
    return graph("steamrail")


def _v(name: str) -> str:
    return _sr().find("volunteer", name)


def _l(name: str) -> str:
    return _sr().find("locomotive", name)


def _w(name: str) -> str:
    return _sr().find("workshop", name)


def _j(name: str) -> str:
    return _sr().find("work_order", name)


def _g(name: str) -> str:
    return _sr().find("gala", name)


def _srn(vids: Iterable[str]) -> list[object]:
    return names(_sr(), vids)


@answer("devshapes28-steamrail-01")
def _() -> Answer:
    return rows(_srn(_sr().dsts(_v("Priya Ramsden"), "crewed")))


@answer("devshapes28-steamrail-02")
def _() -> Answer:
    return rows(_srn(_sr().dsts(_j("Coalbrook Belle restoration"), "done_at")))


@answer("devshapes28-steamrail-03")
def _() -> Answer:
    return rows(_srn(_sr().dsts(_v("Hamish Dunlop"), "custodian_of")))


@answer("devshapes28-steamrail-04")
def _() -> Answer:
    return rows(_srn(_sr().srcs(_v("Owen Gatley"), "instructs")))


@answer("devshapes28-steamrail-05")
def _() -> Answer:
    return rows(_srn(_sr().srcs(_g("Diesel Weekend 2023"), "ran_at")))


@answer("devshapes28-steamrail-06")
def _() -> Answer:
    return rows(_srn(_sr().srcs(_j("Lady Aldwyn tyre renewal"), "worked_on")))


@answer("devshapes28-steamrail-07")
def _() -> Answer:
    return one(_sr().p(_l("Little Wenlock"), "built"))


@answer("devshapes28-steamrail-08")
def _() -> Answer:
    return one(_sr().p(_g("Halloween Ghost Train 2023"), "visitors"))


@answer("devshapes28-steamrail-09")
def _() -> Answer:
    return one(_sr().p(_w("Brackendale Boiler Shop"), "founded"))


@answer("devshapes28-steamrail-10")
def _() -> Answer:
    return rows(_srn(_sr().where("locomotive", lambda p: p["traction"] == "steam" and p["built"] < 1920)))


@answer("devshapes28-steamrail-11")
def _() -> Answer:
    g = _sr()
    return rows(kit.edge_names(g, (e for e in g.e["worked_on"] if e.props["hours"] > 100)))


@answer("devshapes28-steamrail-12")
def _() -> Answer:
    shifts = _sr().e["worked_on"]
    return rows(
        _srn(
            distinct(
                e.src for e in shifts if e.props["in_charge"] and kit.in_year(e.props["first_shift"], 2024)
            )
        )
    )


@answer("devshapes28-steamrail-13")
def _() -> Answer:
    return rows(_srn(_sr().where("work_order", lambda p: p["budget"] > 50000)))


@answer("devshapes28-steamrail-14")
def _() -> Answer:
    return one(sum(e.props["hours"] for e in _sr().out(_v("Clive Barraclough"), "worked_on")))


@answer("devshapes28-steamrail-15")
def _() -> Answer:
    return one(kit.mean([e.props["runs"] for e in _sr().out(_l("Duchess of Ravensholme"), "ran_at")]))


@answer("devshapes28-steamrail-16")
def _() -> Answer:
    return one(kit.mean([p["budget"] for p in _sr().v["work_order"].values() if p["kind"] == "boiler"]))


@answer("devshapes28-steamrail-17")
def _() -> Answer:
    g = _sr()
    busy = [w for w in g.v["workshop"] if g.inn(w, "done_at")]
    return rows(_srn(top(g, busy, lambda w: len(g.inn(w, "done_at")), 1)), ordered=True)


@answer("devshapes28-steamrail-18")
def _() -> Answer:
    g = _sr()
    ranked = top(g, g.v["work_order"], lambda j: g.p(j, "budget"), 3)
    assert len({g.p(j, "budget") for j in ranked}) == 3, "a tie inside the top 3"
    return rows(_srn(ranked), ordered=True)


@answer("devshapes28-steamrail-19")
def _() -> Answer:
    g = _sr()
    return rows(kit.edge_names(g, kit.top_edges(g.e["ran_at"], "runs", 1)), ordered=True)


@answer("devshapes28-steamrail-20")
def _() -> Answer:
    g = _sr()
    return rows(_srn([_kth(g.v["gala"], lambda x: g.p(x, "visitors"), 2)]), ordered=True)


@answer("devshapes28-steamrail-21")
def _() -> Answer:
    g = _sr()
    return rows(
        _srn(set(g.dsts(_v("Arthur Pennington"), "crewed")) & set(g.dsts(_v("Nadia Kowalczyk"), "crewed")))
    )


@answer("devshapes28-steamrail-22")
def _() -> Answer:
    g = _sr()
    return rows(
        _srn(
            set(g.srcs(_g("Spring Steam Gala 2022"), "ran_at"))
            & set(g.srcs(_g("Summer Steam Gala 2023"), "ran_at"))
        )
    )


@answer("devshapes28-steamrail-23")
def _() -> Answer:
    g = _sr()
    return rows(_srn(set(g.dsts(_v("Owen Gatley"), "crewed")) & set(g.dsts(_v("Tom Ashworth"), "crewed"))))


@answer("devshapes28-steamrail-24")
def _() -> Answer:
    g = _sr()
    return rows(
        _srn(distinct(x for j in g.dsts(_v("Margaret Oduya"), "worked_on") for x in g.dsts(j, "for_loco")))
    )


@answer("devshapes28-steamrail-25")
def _() -> Answer:
    g = _sr()
    return rows(
        _srn(distinct(x for t in g.dsts(_v("Arthur Pennington"), "instructs") for x in g.dsts(t, "crewed")))
    )


@answer("devshapes28-steamrail-26")
def _() -> Answer:
    g = _sr()
    jobs = g.srcs(_w("Low Moor Depot"), "done_at")
    return rows(_srn(distinct(v for j in jobs for v in g.srcs(j, "worked_on"))))


@answer("devshapes28-steamrail-27")
def _() -> Answer:
    g = _sr()
    return rows(
        _srn(
            distinct(
                x for loco in g.dsts(_v("Priya Ramsden"), "custodian_of") for x in g.dsts(loco, "ran_at")
            )
        )
    )


@answer("devshapes28-steamrail-28")
def _() -> Answer:
    return one(sum(1 for e in _sr().e["crewed"] if not e.props["footplate"]))


@answer("devshapes28-steamrail-29")
def _() -> Answer:
    return one(len({e.src for e in _sr().e["crewed"] if not e.props["footplate"]}))


@answer("devshapes28-steamrail-30")
def _() -> Answer:
    return one(len(_sr().where("locomotive", lambda p: bool(p["operational"]))))


@answer("devshapes28-steamrail-31")
def _() -> Answer:
    return one(len(_sr().inn(_g("Santa Specials 2024"), "crewed")))


@answer("devshapes28-steamrail-32")
def _() -> Answer:
    g = _sr()
    return rows(_srn(w for w in g.v["workshop"] if not g.inn(w, "done_at")))


@answer("devshapes28-steamrail-33")
def _() -> Answer:
    g = _sr()
    return rows(
        _srn(x for x in g.v["locomotive"] if all(g.p(j, "kind") != "paint" for j in g.srcs(x, "for_loco")))
    )


@answer("devshapes28-steamrail-34")
def _() -> Answer:
    g = _sr()
    return rows(_srn(x for x in g.v["locomotive"] if not g.out(x, "ran_at")))


@answer("devshapes28-steamrail-35")
def _() -> Answer:
    g = _sr()
    trainees = g.dsts(_v("Margaret Oduya"), "instructs")
    return rows(_srn(t for t in trainees if not any(e.props["in_charge"] for e in g.out(t, "worked_on"))))


@answer("devshapes28-steamrail-36")
def _() -> Answer:
    return one(kit.hops(_sr(), _v("Kenneth Yallop"), _v("Josie Whitworth"), ["instructs"]))


@answer("devshapes28-steamrail-37")
def _() -> Answer:
    g = _sr()
    return kit.shortest(g, _v("Rosa Fairbairn"), _l("Old Smokey"), list(g.e), direction="both")


@answer("devshapes28-steamrail-38")
def _() -> Answer:
    g = _sr()
    return kit.shortest(g, _v("Josie Whitworth"), _l("Valley Thunder"), list(g.e), direction="both")


@answer("devshapes28-steamrail-39")
def _() -> Answer:
    g = _sr()
    pair = [_l("Sir Gareth"), _l("Lady Aldwyn")]
    return rows(_srn(top(g, pair, lambda x: g.p(x, "built"), 1, reverse=False)), ordered=True)


@answer("devshapes28-steamrail-40")
def _() -> Answer:
    g = _sr()
    return rows((n, g.p(_l(n), "built")) for n in ("Pennine Rover", "Marsh Warbler", "Valley Thunder"))


@answer("devshapes28-steamrail-41")
def _() -> Answer:
    g = _sr()
    pair = [_v("Tom Ashworth"), _v("Ellie Moorcroft")]
    return rows(_srn(top(g, pair, lambda x: str(g.p(x, "joined")), 1, reverse=False)), ordered=True)


@answer("devshapes28-steamrail-42")
def _() -> Answer:
    return rows(group_count(p["kind"] for p in _sr().v["work_order"].values()))


@answer("devshapes28-steamrail-43")
def _() -> Answer:
    return rows(group_count(p["builder"] for p in _sr().v["locomotive"].values()))


@answer("devshapes28-steamrail-44")
def _() -> Answer:
    g = _sr()
    total: dict[object, int] = {}
    for e in g.e["done_at"]:
        shop = g.p(e.dst, "name")
        total[shop] = total.get(shop, 0) + g.p(e.src, "budget")
    return rows(total.items())


@answer("devshapes28-steamrail-45")
def _() -> Answer:
    g = _sr()
    return rows((g.p(x, "name"), n) for x, n in _sums(g.e["ran_at"], "runs").items())


@answer("devshapes28-steamrail-46")
def _() -> Answer:
    return kit.neighbourhood(_sr(), _v("Hamish Dunlop"))


@answer("devshapes28-steamrail-47")
def _() -> Answer:
    return kit.neighbourhood(_sr(), _j("Sir Gareth cab rebuild"))


@answer("devshapes28-steamrail-48")
def _() -> Answer:
    return kit.neighbourhood(_sr(), _g("Santa Specials 2022"))


# --------------------------------------------------------------------------- hanfu (Chinese names are the vertex ids)


def _hf() -> Graph:
    return graph("hanfu")


def _hn(vids: Iterable[str]) -> list[object]:
    return names(_hf(), vids)


@answer("devshapes28-hanfu-01")
def _() -> Answer:
    return rows(_hn(_hf().dsts("苏婉清", "owns")))


@answer("devshapes28-hanfu-02")
def _() -> Answer:
    return rows(_hn(_hf().dsts("阿光", "covered")))


@answer("devshapes28-hanfu-03")
def _() -> Answer:
    return rows(_hn(_hf().dsts("墨色圆领袍", "made_by")))


@answer("devshapes28-hanfu-04")
def _() -> Answer:
    return rows(_hn(_hf().srcs("霁青齐胸", "owns")))


@answer("devshapes28-hanfu-05")
def _() -> Answer:
    return rows(_hn(_hf().srcs("温如玉", "introduced")))


@answer("devshapes28-hanfu-06")
def _() -> Answer:
    return rows(_hn(_hf().srcs("中秋诗会2024", "sponsored")))


@answer("devshapes28-hanfu-07")
def _() -> Answer:
    return one(_hf().p("织金马面", "price"))


@answer("devshapes28-hanfu-08")
def _() -> Answer:
    return one(_hf().p("陈一帧", "rate"))


@answer("devshapes28-hanfu-09")
def _() -> Answer:
    return one(_hf().p("江寒", "joined"))


@answer("devshapes28-hanfu-10")
def _() -> Answer:
    return rows(_hn(_hf().where("outfit", lambda p: p["dynasty"] == "明" and p["price"] > 1000)))


@answer("devshapes28-hanfu-11")
def _() -> Answer:
    g = _hf()
    return rows(kit.edge_names(g, (e for e in g.e["shot"] if e.props["photos"] > 100)))


@answer("devshapes28-hanfu-12")
def _() -> Answer:
    g = _hf()
    return rows(
        kit.edge_names(
            g, (e for e in g.e["owns"] if e.props["secondhand"] and kit.in_year(e.props["bought"], 2023))
        )
    )


@answer("devshapes28-hanfu-13")
def _() -> Answer:
    return rows(_hn(_hf().where("event", lambda p: p["city"] == "杭州" and bool(p["outdoor"]))))


@answer("devshapes28-hanfu-14")
def _() -> Answer:
    return one(sum(e.props["amount"] for e in _hf().out("锦瑟坊", "sponsored")))


@answer("devshapes28-hanfu-15")
def _() -> Answer:
    return one(kit.mean([e.props["photos"] for e in _hf().out("陈一帧", "shot")]))


@answer("devshapes28-hanfu-16")
def _() -> Answer:
    return one(kit.mean([p["price"] for p in _hf().v["outfit"].values() if p["style"] == "马面裙"]))


@answer("devshapes28-hanfu-17")
def _() -> Answer:
    g = _hf()
    held = [x for x in g.v["event"] if g.inn(x, "went_to")]
    return rows(_hn(top(g, held, lambda x: len(g.inn(x, "went_to")), 1)), ordered=True)


@answer("devshapes28-hanfu-18")
def _() -> Answer:
    g = _hf()
    ranked = top(g, g.v["outfit"], lambda o: g.p(o, "price"), 3)
    assert len({g.p(o, "price") for o in ranked}) == 3, "a tie inside the top 3"
    return rows(_hn(ranked), ordered=True)


@answer("devshapes28-hanfu-19")
def _() -> Answer:
    g = _hf()
    makers = [s for s in g.v["shop"] if g.inn(s, "made_by")]
    return rows(_hn(top(g, makers, lambda s: len(g.inn(s, "made_by")), 1)), ordered=True)


@answer("devshapes28-hanfu-20")
def _() -> Answer:
    g = _hf()
    second = kit.top_edges(g.e["shot"], "photos", 3)[1]
    return rows(kit.edge_names(g, [second]), ordered=True)


@answer("devshapes28-hanfu-21")
def _() -> Answer:
    g = _hf()
    return rows(_hn(set(g.dsts("苏婉清", "went_to")) & set(g.dsts("沈月白", "went_to"))))


@answer("devshapes28-hanfu-22")
def _() -> Answer:
    g = _hf()
    return rows(_hn(set(g.dsts("阿光", "covered")) & set(g.dsts("陈一帧", "covered"))))


@answer("devshapes28-hanfu-23")
def _() -> Answer:
    g = _hf()
    return rows(_hn(set(g.srcs("金绣马面", "owns")) & set(g.srcs("织金马面", "owns"))))


@answer("devshapes28-hanfu-24")
def _() -> Answer:
    g = _hf()
    return rows(_hn(distinct(s for o in g.dsts("顾北辰", "owns") for s in g.dsts(o, "made_by"))))


@answer("devshapes28-hanfu-25")
def _() -> Answer:
    g = _hf()
    return rows(_hn(distinct(p for m in g.dsts("林子衿", "introduced") for p in g.srcs(m, "shot"))))


@answer("devshapes28-hanfu-26")
def _() -> Answer:
    g = _hf()
    return rows(_hn(distinct(o for s in g.srcs("七夕游园会2024", "sponsored") for o in g.srcs(s, "made_by"))))


@answer("devshapes28-hanfu-27")
def _() -> Answer:
    g = _hf()
    return rows(_hn(distinct(x for m in g.dsts("木子", "shot") for x in g.dsts(m, "went_to"))))


@answer("devshapes28-hanfu-28")
def _() -> Answer:
    return one(sum(1 for e in _hf().e["owns"] if e.props["secondhand"]))


@answer("devshapes28-hanfu-29")
def _() -> Answer:
    return one(len({e.src for e in _hf().e["owns"] if e.props["secondhand"]}))


@answer("devshapes28-hanfu-30")
def _() -> Answer:
    return one(len(_hf().where("event", lambda p: bool(p["outdoor"]))))


@answer("devshapes28-hanfu-31")
def _() -> Answer:
    return one(len(_hf().inn("汉服春日宴2024", "went_to")))


@answer("devshapes28-hanfu-32")
def _() -> Answer:
    g = _hf()
    return rows(_hn(x for x in g.v["event"] if not g.inn(x, "covered")))


@answer("devshapes28-hanfu-33")
def _() -> Answer:
    g = _hf()
    return rows(_hn(m for m in g.v["member"] if all(g.p(o, "dynasty") != "明" for o in g.dsts(m, "owns"))))


@answer("devshapes28-hanfu-34")
def _() -> Answer:
    g = _hf()
    return rows(_hn(o for o in g.v["outfit"] if not g.inn(o, "owns")))


@answer("devshapes28-hanfu-35")
def _() -> Answer:
    g = _hf()
    return rows(_hn(x for x in g.dsts("苏婉清", "went_to") if not g.inn(x, "sponsored")))


@answer("devshapes28-hanfu-36")
def _() -> Answer:
    return one(kit.hops(_hf(), "苏婉清", "韩小满", ["introduced"]))


@answer("devshapes28-hanfu-37")
def _() -> Answer:
    g = _hf()
    return kit.shortest(g, "韩小满", "锦瑟坊", list(g.e), direction="both")


@answer("devshapes28-hanfu-38")
def _() -> Answer:
    g = _hf()
    return kit.shortest(g, "唐一苇", "小鹿", list(g.e), direction="both")


@answer("devshapes28-hanfu-39")
def _() -> Answer:
    g = _hf()
    return rows(_hn(top(g, ["叶轻眉", "白露"], lambda m: g.p(m, "born"), 1)), ordered=True)


@answer("devshapes28-hanfu-40")
def _() -> Answer:
    g = _hf()
    return rows((p, g.p(p, "city")) for p in ("阿光", "老周", "木子"))


@answer("devshapes28-hanfu-41")
def _() -> Answer:
    g = _hf()
    return rows(
        _hn(top(g, ["织云阁", "梨花渡", "青衿小铺"], lambda s: g.p(s, "founded"), 1, reverse=False)),
        ordered=True,
    )


@answer("devshapes28-hanfu-42")
def _() -> Answer:
    return rows(group_count(p["dynasty"] for p in _hf().v["outfit"].values()))


@answer("devshapes28-hanfu-43")
def _() -> Answer:
    return rows(group_count(p["city"] for p in _hf().v["event"].values()))


@answer("devshapes28-hanfu-44")
def _() -> Answer:
    g = _hf()
    return rows((g.p(p, "name"), n) for p, n in _sums(g.e["shot"], "photos").items())


@answer("devshapes28-hanfu-45")
def _() -> Answer:
    prices: dict[object, list[int]] = {}
    for p in _hf().v["outfit"].values():
        prices.setdefault(p["dynasty"], []).append(p["price"])
    return rows((d, kit.mean(x)) for d, x in prices.items())


@answer("devshapes28-hanfu-46")
def _() -> Answer:
    return kit.neighbourhood(_hf(), "温如玉")


@answer("devshapes28-hanfu-47")
def _() -> Answer:
    return kit.neighbourhood(_hf(), "织云阁")


@answer("devshapes28-hanfu-48")
def _() -> Answer:
    return kit.neighbourhood(_hf(), "重阳登高2024")


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
