"""The answers to ``eval/devshapes23/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes23/oracle.py [--ids a,b]     # print each answer
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


def _sums(edges: Iterable[Edge], key, prop: str) -> dict[object, int]:
    """``prop`` summed over ``edges``, grouped by ``key(edge)``."""
    total: dict[object, int] = {}
    for e in edges:
        total[key(e)] = total.get(key(e), 0) + e.props[prop]
    return total


# --------------------------------------------------------------------------- marathon (names are the vertex ids)


def _mg() -> Graph:
    return graph("marathon")


def _mn(vids: Iterable[str]) -> list[object]:
    return names(_mg(), vids)


def _is_marathon(g: Graph, race: str) -> bool:
    return g.p(race, "distance") > 42


def _is_half(g: Graph, race: str) -> bool:
    return 21 < g.p(race, "distance") < 22


def _pbs_2024(g: Graph) -> list[Edge]:
    return [e for e in g.e["ran"] if e.props["pb"] and kit.in_year(g.p(e.dst, "race_day"), 2024)]


@answer("devshapes23-marathon-01")
def _() -> Answer:
    return rows(_mn(_mg().dsts("Priya Sandhu", "ran")))


@answer("devshapes23-marathon-02")
def _() -> Answer:
    return rows(_mn(_mg().dsts("Hugo Brandt", "member_of")))


@answer("devshapes23-marathon-03")
def _() -> Answer:
    return rows(_mn(_mg().dsts("Stridewell", "sponsors")))


@answer("devshapes23-marathon-04")
def _() -> Answer:
    return rows(_mn(_mg().srcs("Grace Okonkwo", "coaches")))


@answer("devshapes23-marathon-05")
def _() -> Answer:
    return rows(_mn(_mg().srcs("Old Town Half 2023", "ran")))


@answer("devshapes23-marathon-06")
def _() -> Answer:
    return rows(_mn(_mg().srcs("Ridgeway Trail Club", "member_of")))


@answer("devshapes23-marathon-07")
def _() -> Answer:
    return one(_mg().p("Ridge Trail Half 2024", "race_day"))


@answer("devshapes23-marathon-08")
def _() -> Answer:
    return one(_mg().p("Harbour Harriers", "founded"))


@answer("devshapes23-marathon-09")
def _() -> Answer:
    return one(_mg().p("City Marathon 2024", "entry_fee"))


@answer("devshapes23-marathon-10")
def _() -> Answer:
    return rows(_mn(_mg().where("race", lambda p: p["terrain"] == "road" and p["entry_fee"] >= 40)))


@answer("devshapes23-marathon-11")
def _() -> Answer:
    g = _mg()
    return rows(
        kit.edge_names(g, (e for e in g.e["ran"] if _is_marathon(g, e.dst) and e.props["minutes"] < 180))
    )


@answer("devshapes23-marathon-12")
def _() -> Answer:
    g = _mg()
    deals = [e for e in g.e["sponsors"] if e.props["amount"] >= 30 and kit.in_year(e.props["signed"], 2023)]
    return rows(kit.edge_names(g, deals))


@answer("devshapes23-marathon-13")
def _() -> Answer:
    return rows(_mn(_mg().where("race", lambda p: "2024-01-01" <= str(p["race_day"]) <= "2024-06-30")))


@answer("devshapes23-marathon-14")
def _() -> Answer:
    g = _mg()
    return one(sum(g.p(r, "distance") for r in g.dsts("Maya Thornton", "ran")))


@answer("devshapes23-marathon-15")
def _() -> Answer:
    return one(sum(e.props["amount"] for e in _mg().out("Kite Telecom", "sponsors")))


@answer("devshapes23-marathon-16")
def _() -> Answer:
    return one(kit.mean([p["entry_fee"] for p in _mg().v["race"].values() if p["terrain"] == "trail"]))


@answer("devshapes23-marathon-17")
def _() -> Answer:
    g = _mg()
    halves = [e for e in g.e["ran"] if _is_half(g, e.dst)]
    return rows(kit.edge_names(g, kit.top_edges(halves, "minutes", 3, reverse=False)), ordered=True)


@answer("devshapes23-marathon-18")
def _() -> Answer:
    g = _mg()
    return rows(_mn(top(g, g.v["club"], lambda c: len(g.inn(c, "member_of")), 1)), ordered=True)


@answer("devshapes23-marathon-19")
def _() -> Answer:
    g = _mg()
    return rows(_mn([kit.kth(g, g.v["race"], lambda r: g.p(r, "entry_fee"), 2)]), ordered=True)


@answer("devshapes23-marathon-20")
def _() -> Answer:
    g = _mg()
    total = _sums(g.e["sponsors"], lambda e: e.src, "amount")
    return rows(_mn(top(g, total, lambda s: total[s], 1)), ordered=True)


@answer("devshapes23-marathon-21")
def _() -> Answer:
    g = _mg()
    return rows(_mn(set(g.dsts("Maya Thornton", "ran")) & set(g.dsts("Lena Fischer", "ran"))))


@answer("devshapes23-marathon-22")
def _() -> Answer:
    g = _mg()
    return rows(_mn(set(g.dsts("Sam Kettering", "paced")) & set(g.dsts("Bea Holloway", "paced"))))


@answer("devshapes23-marathon-23")
def _() -> Answer:
    g = _mg()
    return rows(_mn(set(g.srcs("Winter Trail 15K 2023", "ran")) & set(g.srcs("City Marathon 2024", "ran"))))


@answer("devshapes23-marathon-24")
def _() -> Answer:
    g = _mg()
    return rows(_mn(distinct(p for r in g.dsts("Dario Vance", "ran") for p in g.srcs(r, "paced"))))


@answer("devshapes23-marathon-25")
def _() -> Answer:
    g = _mg()
    return rows(_mn(distinct(r for a in g.dsts("Owen Castellano", "coaches") for r in g.dsts(a, "ran"))))


@answer("devshapes23-marathon-26")
def _() -> Answer:
    g = _mg()
    return rows(_mn(distinct(r for c in g.dsts("Stridewell", "backs") for r in g.srcs(c, "member_of"))))


@answer("devshapes23-marathon-27")
def _() -> Answer:
    g = _mg()
    return rows(_mn(distinct(c for r in g.srcs("City Marathon 2023", "ran") for c in g.dsts(r, "member_of"))))


@answer("devshapes23-marathon-28")
def _() -> Answer:
    return one(len(_pbs_2024(_mg())))


@answer("devshapes23-marathon-29")
def _() -> Answer:
    return one(len({e.src for e in _pbs_2024(_mg())}))


@answer("devshapes23-marathon-30")
def _() -> Answer:
    return one(len(_mg().where("runner", lambda p: p["sex"] == "F")))


@answer("devshapes23-marathon-31")
def _() -> Answer:
    return one(len(_mg().inn("Riverside 5K 2023", "ran")))


@answer("devshapes23-marathon-32")
def _() -> Answer:
    g = _mg()
    return rows(_mn(r for r in g.v["runner"] if not g.out(r, "ran")))


@answer("devshapes23-marathon-33")
def _() -> Answer:
    g = _mg()
    return rows(_mn(c for c in g.v["club"] if not g.inn(c, "member_of")))


@answer("devshapes23-marathon-34")
def _() -> Answer:
    g = _mg()
    members = g.srcs("Old Town Striders", "member_of")
    return rows(_mn(r for r in members if not any(_is_marathon(g, x) for x in g.dsts(r, "ran"))))


@answer("devshapes23-marathon-35")
def _() -> Answer:
    g = _mg()
    return rows(_mn(r for r in g.srcs("Old Town Striders", "member_of") if not g.srcs(r, "coaches")))


@answer("devshapes23-marathon-36")
def _() -> Answer:
    return one(kit.hops(_mg(), "Isaac Moreau", "Ruby Calloway", ["coaches"]))


@answer("devshapes23-marathon-37")
def _() -> Answer:
    g = _mg()
    return kit.shortest(g, "Willa Brennan", "Northlight Bank", list(g.e), direction="both")


@answer("devshapes23-marathon-38")
def _() -> Answer:
    g = _mg()
    return kit.shortest(g, "Theo Ashby", "Kite Telecom", list(g.e), direction="both")


@answer("devshapes23-marathon-39")
def _() -> Answer:
    g = _mg()
    return rows(
        _mn(top(g, ["Hugo Brandt", "Isaac Moreau"], lambda r: g.p(r, "born"), 1, reverse=False)), ordered=True
    )


@answer("devshapes23-marathon-40")
def _() -> Answer:
    g = _mg()
    return rows(
        (r, g.p(r, "race_day")) for r in ("Harbour 10K 2022", "Riverside 5K 2023", "Night Run 10K 2024")
    )


@answer("devshapes23-marathon-41")
def _() -> Answer:
    g = _mg()
    pair = ["Stridewell", "Harbour Mutual"]
    return rows(_mn(top(g, pair, lambda s: g.p(s, "founded"), 1, reverse=False)), ordered=True)


@answer("devshapes23-marathon-42")
def _() -> Answer:
    g = _mg()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["member_of"]))


@answer("devshapes23-marathon-43")
def _() -> Answer:
    g = _mg()
    return rows(group_count(g.p(e.src, "name") for e in g.e["paced"]))


@answer("devshapes23-marathon-44")
def _() -> Answer:
    g = _mg()
    return rows(_sums(g.e["sponsors"], lambda e: g.p(e.src, "name"), "amount").items())


@answer("devshapes23-marathon-45")
def _() -> Answer:
    g = _mg()
    return rows(group_count(g.p(c, "name") for e in g.e["ran"] for c in g.dsts(e.src, "member_of")))


@answer("devshapes23-marathon-46")
def _() -> Answer:
    return kit.neighbourhood(_mg(), "Jonah Whitlock")


@answer("devshapes23-marathon-47")
def _() -> Answer:
    return kit.neighbourhood(_mg(), "Riverside 5K 2023")


@answer("devshapes23-marathon-48")
def _() -> Answer:
    return kit.neighbourhood(_mg(), "Harbour Mutual")


# --------------------------------------------------------------------------- jubensha (opaque ids, Chinese names)


def _jg() -> Graph:
    return graph("jubensha")


def _jn(vids: Iterable[str]) -> list[object]:
    return names(_jg(), vids)


def _p(name: str) -> str:
    """The vid of a player by name."""
    return _jg().find("player", name)


def _s(name: str) -> str:
    return _jg().find("script", name)


def _d(name: str) -> str:
    return _jg().find("dm", name)


def _w(name: str) -> str:
    return _jg().find("studio", name)


def _t(name: str) -> str:
    return _jg().find("sitting", name)


def _script_of(sitting: str) -> str:
    (script,) = _jg().dsts(sitting, "of_script")
    return script


@answer("devshapes23-jubensha-01")
def _() -> Answer:
    return rows(_jn(_jg().dsts(_p("小北"), "played")))


@answer("devshapes23-jubensha-02")
def _() -> Answer:
    return rows(_jn(_jg().dsts(_d("阿哲"), "certified")))


@answer("devshapes23-jubensha-03")
def _() -> Answer:
    return rows(_jn(_jg().dsts(_s("霓虹城寨"), "published_by")))


@answer("devshapes23-jubensha-04")
def _() -> Answer:
    return rows(_jn(_jg().srcs(_t("第9车"), "hosted")))


@answer("devshapes23-jubensha-05")
def _() -> Answer:
    return rows(_jn(_jg().srcs(_w("月影工作室"), "published_by")))


@answer("devshapes23-jubensha-06")
def _() -> Answer:
    return rows(_jn(_jg().srcs(_p("橙子"), "brought")))


@answer("devshapes23-jubensha-07")
def _() -> Answer:
    return one(_jg().p(_s("红楼残梦"), "hours"))


@answer("devshapes23-jubensha-08")
def _() -> Answer:
    return one(_jg().p(_t("第8车"), "opened"))


@answer("devshapes23-jubensha-09")
def _() -> Answer:
    return one(_jg().p(_s("黄金列车"), "seats"))


@answer("devshapes23-jubensha-10")
def _() -> Answer:
    return rows(_jn(_jg().where("script", lambda p: p["seats"] >= 7)))


@answer("devshapes23-jubensha-11")
def _() -> Answer:
    return rows(
        _jn(distinct(e.src for e in _jg().e["played"] if e.props["killer"] and e.props["rating"] == 5))
    )


@answer("devshapes23-jubensha-12")
def _() -> Answer:
    return rows(_jn(_jg().where("sitting", lambda p: "2024-07-01" <= str(p["opened"]) <= "2024-12-31")))


@answer("devshapes23-jubensha-13")
def _() -> Answer:
    g = _jg()
    return rows(kit.edge_names(g, (e for e in g.e["certified"] if kit.in_year(e.props["since"], 2023))))


@answer("devshapes23-jubensha-14")
def _() -> Answer:
    return one(kit.mean([e.props["rating"] for e in _jg().inn(_t("第3车"), "played")]))


@answer("devshapes23-jubensha-15")
def _() -> Answer:
    return one(sum(e.props["fee"] for e in _jg().out(_d("老周"), "hosted")))


@answer("devshapes23-jubensha-16")
def _() -> Answer:
    return one(kit.mean([p["hours"] for p in _jg().v["script"].values() if p["genre"] == "推理"]))


@answer("devshapes23-jubensha-17")
def _() -> Answer:
    g = _jg()
    return rows(_jn(top(g, g.v["player"], lambda p: len(g.out(p, "played")), 1)), ordered=True)


@answer("devshapes23-jubensha-18")
def _() -> Answer:
    g = _jg()
    ranked = top(g, g.v["sitting"], lambda t: g.p(t, "price"), 3)
    assert len({g.p(t, "price") for t in ranked}) == 3, "a tie inside the top 3"
    return rows(_jn(ranked), ordered=True)


@answer("devshapes23-jubensha-19")
def _() -> Answer:
    g = _jg()
    fee = {e.dst: e.props["fee"] for e in g.e["hosted"]}
    return rows(_jn([kit.kth(g, fee, lambda t: fee[t], 2)]), ordered=True)


@answer("devshapes23-jubensha-20")
def _() -> Answer:
    g = _jg()
    return rows(_jn(top(g, g.v["dm"], lambda h: len(g.out(h, "hosted")), 1)), ordered=True)


@answer("devshapes23-jubensha-21")
def _() -> Answer:
    g = _jg()
    return rows(_jn(set(g.dsts(_p("小北"), "played")) & set(g.dsts(_p("七七"), "played"))))


@answer("devshapes23-jubensha-22")
def _() -> Answer:
    g = _jg()
    return rows(_jn(set(g.dsts(_d("阿哲"), "certified")) & set(g.dsts(_d("老周"), "certified"))))


@answer("devshapes23-jubensha-23")
def _() -> Answer:
    g = _jg()
    return rows(_jn(set(g.srcs(_t("第4车"), "played")) & set(g.srcs(_t("第9车"), "played"))))


@answer("devshapes23-jubensha-24")
def _() -> Answer:
    return rows(_jn(distinct(_script_of(t) for t in _jg().dsts(_p("柚子"), "played"))))


@answer("devshapes23-jubensha-25")
def _() -> Answer:
    g = _jg()
    return rows(_jn(distinct(h for t in g.dsts(_p("糯米"), "played") for h in g.srcs(t, "hosted"))))


@answer("devshapes23-jubensha-26")
def _() -> Answer:
    g = _jg()
    return rows(
        _jn(distinct(h for s in g.srcs(_w("长夜文化"), "published_by") for h in g.srcs(s, "certified")))
    )


@answer("devshapes23-jubensha-27")
def _() -> Answer:
    g = _jg()
    return rows(_jn(distinct(c for b in g.dsts(_p("七七"), "brought") for c in g.dsts(b, "brought"))))


@answer("devshapes23-jubensha-28")
def _() -> Answer:
    return one(sum(1 for e in _jg().e["played"] if e.props["rating"] == 5))


@answer("devshapes23-jubensha-29")
def _() -> Answer:
    return one(len({e.src for e in _jg().e["played"] if e.props["rating"] == 5}))


@answer("devshapes23-jubensha-30")
def _() -> Answer:
    return one(len(_jg().where("script", lambda p: p["genre"] == "恐怖")))


@answer("devshapes23-jubensha-31")
def _() -> Answer:
    return one(len(_jg().inn(_t("第4车"), "played")))


@answer("devshapes23-jubensha-32")
def _() -> Answer:
    g = _jg()
    return rows(_jn(s for s in g.v["script"] if not g.inn(s, "of_script")))


@answer("devshapes23-jubensha-33")
def _() -> Answer:
    g = _jg()
    return rows(_jn(h for h in g.v["dm"] if not g.out(h, "hosted")))


@answer("devshapes23-jubensha-34")
def _() -> Answer:
    g = _jg()
    horror = lambda p: any(g.p(_script_of(t), "genre") == "恐怖" for t in g.dsts(p, "played"))  # noqa: E731
    return rows(_jn(p for p in g.v["player"] if not horror(p)))


@answer("devshapes23-jubensha-35")
def _() -> Answer:
    g = _jg()
    dm = _d("阿哲")
    done = {_script_of(t) for t in g.dsts(dm, "hosted")}
    return rows(_jn(s for s in g.dsts(dm, "certified") if s not in done))


@answer("devshapes23-jubensha-36")
def _() -> Answer:
    return one(kit.hops(_jg(), _p("小北"), _p("橙子"), ["brought"]))


@answer("devshapes23-jubensha-37")
def _() -> Answer:
    g = _jg()
    return kit.shortest(g, _p("木鱼"), _w("月影工作室"), list(g.e), direction="both")


@answer("devshapes23-jubensha-38")
def _() -> Answer:
    g = _jg()
    return kit.shortest(g, _d("糖糖"), _w("青灯剧社"), list(g.e), direction="both")


@answer("devshapes23-jubensha-39")
def _() -> Answer:
    g = _jg()
    pair = [_p("阿凯"), _p("胖虎")]
    return rows(_jn(top(g, pair, lambda p: g.p(p, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes23-jubensha-40")
def _() -> Answer:
    g = _jg()
    return rows((n, g.p(_s(n), "genre")) for n in ("雾隐山庄", "镜中人", "青梅往事"))


@answer("devshapes23-jubensha-41")
def _() -> Answer:
    g = _jg()
    return rows((n, g.p(_p(n), "joined")) for n in ("星星", "小雨"))


@answer("devshapes23-jubensha-42")
def _() -> Answer:
    g = _jg()
    return rows(group_count(g.p(e.src, "name") for e in g.e["hosted"]))


@answer("devshapes23-jubensha-43")
def _() -> Answer:
    return rows(group_count(p["genre"] for p in _jg().v["script"].values()))


@answer("devshapes23-jubensha-44")
def _() -> Answer:
    g = _jg()
    ratings: dict[object, list[int]] = {}
    for e in g.e["played"]:
        ratings.setdefault(g.p(e.dst, "room"), []).append(e.props["rating"])
    return rows((room, kit.mean(r)) for room, r in ratings.items())


@answer("devshapes23-jubensha-45")
def _() -> Answer:
    g = _jg()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["published_by"]))


@answer("devshapes23-jubensha-46")
def _() -> Answer:
    return kit.neighbourhood(_jg(), _p("木鱼"))


@answer("devshapes23-jubensha-47")
def _() -> Answer:
    return kit.neighbourhood(_jg(), _t("第7车"))


@answer("devshapes23-jubensha-48")
def _() -> Answer:
    return kit.neighbourhood(_jg(), _w("青灯剧社"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
