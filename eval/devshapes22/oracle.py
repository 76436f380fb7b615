"""The answers to ``eval/devshapes22/questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes22/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- stargaze (names are the vertex ids)


def _sg() -> Graph:
    return graph("stargaze")


def _sn(vids: Iterable[str]) -> list[object]:
    return names(_sg(), vids)


def _sites_of(session: str) -> list[str]:
    return _sg().dsts(session, "held_at")


def _hours(g: Graph) -> dict[str, int]:
    """Each observer who attended anything: total hours at sessions."""
    total: dict[str, int] = {}
    for e in g.e["attended"]:
        total[e.src] = total.get(e.src, 0) + e.props["hours"]
    return total


@answer("devshapes22-stargaze-01")
def _() -> Answer:
    return rows(_sn(_sg().dsts("Callum Reid", "borrowed")))


@answer("devshapes22-stargaze-02")
def _() -> Answer:
    return rows(_sn(_sg().dsts("Tobias Marsh", "observed")))


@answer("devshapes22-stargaze-03")
def _() -> Answer:
    return rows(_sn(_sites_of("Dark Sky Weekend 2024")))


@answer("devshapes22-stargaze-04")
def _() -> Answer:
    return rows(_sn(_sg().srcs("Freya Lindqvist", "mentors")))


@answer("devshapes22-stargaze-05")
def _() -> Answer:
    return rows(_sn(_sg().srcs("Whirlpool Galaxy", "observed")))


@answer("devshapes22-stargaze-06")
def _() -> Answer:
    return rows(_sn(_sg().srcs("Kestrel", "borrowed")))


@answer("devshapes22-stargaze-07")
def _() -> Answer:
    return one(_sg().p("Barn Owl", "aperture"))


@answer("devshapes22-stargaze-08")
def _() -> Answer:
    return one(_sg().p("Geminids Watch 2023", "night"))


@answer("devshapes22-stargaze-09")
def _() -> Answer:
    return one(_sg().p("Cold Fell Car Park", "bortle"))


@answer("devshapes22-stargaze-10")
def _() -> Answer:
    return rows(_sn(_sg().where("site", lambda p: p["bortle"] <= 3)))


@answer("devshapes22-stargaze-11")
def _() -> Answer:
    g = _sg()
    return rows(
        kit.edge_names(
            g, (e for e in g.e["observed"] if e.props["rating"] == 5 and kit.in_year(e.props["logged"], 2024))
        )
    )


@answer("devshapes22-stargaze-12")
def _() -> Answer:
    g = _sg()
    entries = g.e["observed"]
    return rows(
        _sn(distinct(e.src for e in entries if e.props["sketched"] and kit.in_year(e.props["logged"], 2024)))
    )


@answer("devshapes22-stargaze-13")
def _() -> Answer:
    return rows(_sn(_sg().where("telescope", lambda p: p["design"] == "reflector" and p["aperture"] >= 200)))


@answer("devshapes22-stargaze-14")
def _() -> Answer:
    return one(sum(e.props["nights"] for e in _sg().out("Leena Varga", "borrowed")))


@answer("devshapes22-stargaze-15")
def _() -> Answer:
    return one(kit.mean([e.props["hours"] for e in _sg().out("Ada Whitfield", "attended")]))


@answer("devshapes22-stargaze-16")
def _() -> Answer:
    return one(kit.mean([p["magnitude"] for p in _sg().v["sky_object"].values() if p["kind"] == "galaxy"]))


@answer("devshapes22-stargaze-17")
def _() -> Answer:
    g = _sg()
    return rows(kit.edge_names(g, kit.top_edges(g.e["borrowed"], "nights", 3)), ordered=True)


@answer("devshapes22-stargaze-18")
def _() -> Answer:
    g = _sg()
    held = [s for s in g.v["obs_session"] if g.inn(s, "attended")]
    return rows(_sn(top(g, held, lambda s: len(g.inn(s, "attended")), 1)), ordered=True)


@answer("devshapes22-stargaze-19")
def _() -> Answer:
    total = _hours(_sg())
    return rows(_sn([_kth(total, lambda o: total[o], 2)]), ordered=True)


@answer("devshapes22-stargaze-20")
def _() -> Answer:
    g = _sg()
    ranked = top(g, g.v["telescope"], lambda t: g.p(t, "aperture"), 3)
    assert len({g.p(t, "aperture") for t in ranked}) == 3, "a tie inside the top 3"
    return rows(_sn(ranked), ordered=True)


@answer("devshapes22-stargaze-21")
def _() -> Answer:
    g = _sg()
    return rows(_sn(set(g.dsts("Ada Whitfield", "attended")) & set(g.dsts("Freya Lindqvist", "attended"))))


@answer("devshapes22-stargaze-22")
def _() -> Answer:
    g = _sg()
    return rows(_sn(set(g.dsts("Rowan Pike", "attended")) & set(g.dsts("Callum Reid", "attended"))))


@answer("devshapes22-stargaze-23")
def _() -> Answer:
    g = _sg()
    return rows(_sn(set(g.srcs("Jupiter", "observed")) & set(g.srcs("Saturn", "observed"))))


@answer("devshapes22-stargaze-24")
def _() -> Answer:
    return rows(_sn(distinct(s for v in _sg().dsts("Esther Quayle", "attended") for s in _sites_of(v))))


@answer("devshapes22-stargaze-25")
def _() -> Answer:
    g = _sg()
    return rows(_sn(distinct(x for m in g.dsts("Imogen Hale", "mentors") for x in g.dsts(m, "observed"))))


@answer("devshapes22-stargaze-26")
def _() -> Answer:
    g = _sg()
    return rows(_sn(distinct(b for a in g.dsts("Ada Whitfield", "mentors") for b in g.dsts(a, "mentors"))))


@answer("devshapes22-stargaze-27")
def _() -> Answer:
    g = _sg()
    there = [s for s in g.v["obs_session"] if "Clubhouse Roof" in _sites_of(s)]
    return rows(_sn(distinct(o for s in there for o in g.srcs(s, "attended"))))


@answer("devshapes22-stargaze-28")
def _() -> Answer:
    return one(sum(1 for e in _sg().e["observed"] if e.props["sketched"]))


@answer("devshapes22-stargaze-29")
def _() -> Answer:
    return one(len({e.src for e in _sg().e["observed"] if e.props["sketched"]}))


@answer("devshapes22-stargaze-30")
def _() -> Answer:
    return one(len(_sg().where("telescope", lambda p: bool(p["motorized"]))))


@answer("devshapes22-stargaze-31")
def _() -> Answer:
    return one(len(_sg().inn("Messier Marathon 2023", "attended")))


@answer("devshapes22-stargaze-32")
def _() -> Answer:
    g = _sg()
    return rows(_sn(t for t in g.v["telescope"] if not g.inn(t, "borrowed")))


@answer("devshapes22-stargaze-33")
def _() -> Answer:
    g = _sg()
    return rows(
        _sn(o for o in g.v["observer"] if all(g.p(x, "kind") != "galaxy" for x in g.dsts(o, "observed")))
    )


@answer("devshapes22-stargaze-34")
def _() -> Answer:
    g = _sg()
    return rows(_sn(s for s in g.v["site"] if not g.inn(s, "held_at")))


@answer("devshapes22-stargaze-35")
def _() -> Answer:
    g = _sg()
    went = g.dsts("Rowan Pike", "attended")
    return rows(_sn(s for s in went if all(g.p(x, "kind") != "planet" for x in g.dsts(s, "featured"))))


@answer("devshapes22-stargaze-36")
def _() -> Answer:
    return one(kit.hops(_sg(), "Esther Quayle", "Milo Tanaka", ["mentors"]))


@answer("devshapes22-stargaze-37")
def _() -> Answer:
    g = _sg()
    return kit.shortest(g, "Milo Tanaka", "Ada Whitfield", list(g.e), direction="both")


@answer("devshapes22-stargaze-38")
def _() -> Answer:
    g = _sg()
    return kit.shortest(g, "Samir Haddad", "Cold Fell Car Park", list(g.e), direction="both")


@answer("devshapes22-stargaze-39")
def _() -> Answer:
    g = _sg()
    return rows((t, g.p(t, "aperture")) for t in ("Kestrel", "Sparrow", "Bluebird"))


@answer("devshapes22-stargaze-40")
def _() -> Answer:
    g = _sg()
    pair = ["Imogen Hale", "Desmond Achebe"]
    return rows(_sn(top(g, pair, lambda o: str(g.p(o, "joined")), 1, reverse=False)), ordered=True)


@answer("devshapes22-stargaze-41")
def _() -> Answer:
    g = _sg()
    return rows((x, g.p(x, "magnitude")) for x in ("Albireo", "Mizar"))


@answer("devshapes22-stargaze-42")
def _() -> Answer:
    return rows(group_count(p["kind"] for p in _sg().v["sky_object"].values()))


@answer("devshapes22-stargaze-43")
def _() -> Answer:
    g = _sg()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["held_at"]))


@answer("devshapes22-stargaze-44")
def _() -> Answer:
    g = _sg()
    return rows((g.p(o, "name"), h) for o, h in _hours(g).items())


@answer("devshapes22-stargaze-45")
def _() -> Answer:
    sizes: dict[object, list[int]] = {}
    for p in _sg().v["telescope"].values():
        sizes.setdefault(p["design"], []).append(p["aperture"])
    return rows((d, kit.mean(a)) for d, a in sizes.items())


@answer("devshapes22-stargaze-46")
def _() -> Answer:
    return kit.neighbourhood(_sg(), "Leena Varga")


@answer("devshapes22-stargaze-47")
def _() -> Answer:
    return kit.neighbourhood(_sg(), "Nightjar")


@answer("devshapes22-stargaze-48")
def _() -> Answer:
    return kit.neighbourhood(_sg(), "Beginners Night 2024")


# --------------------------------------------------------------------------- piaoliu (opaque ids, Chinese names)


def _pl() -> Graph:
    return graph("piaoliu")


def _r(name: str) -> str:
    """The vid of a reader by name."""
    return _pl().find("reader", name)


def _b(name: str) -> str:
    return _pl().find("book", name)


def _a(name: str) -> str:
    return _pl().find("author", name)


def _s(name: str) -> str:
    return _pl().find("spot", name)


def _pn(vids: Iterable[str]) -> list[object]:
    return names(_pl(), vids)


@answer("devshapes22-piaoliu-01")
def _() -> Answer:
    return rows(_pn(_pl().dsts(_r("何佳音"), "borrowed")))


@answer("devshapes22-piaoliu-02")
def _() -> Answer:
    return rows(_pn(_pl().dsts(_r("苏小禾"), "invited")))


@answer("devshapes22-piaoliu-03")
def _() -> Answer:
    return rows(_pn(_pl().dsts(_b("运河人家"), "written_by")))


@answer("devshapes22-piaoliu-04")
def _() -> Answer:
    return rows(_pn(_pl().srcs(_a("何夕照"), "written_by")))


@answer("devshapes22-piaoliu-05")
def _() -> Answer:
    return rows(_pn(_pl().srcs(_b("丝路驼铃"), "borrowed")))


@answer("devshapes22-piaoliu-06")
def _() -> Answer:
    return rows(_pn(_pl().srcs(_r("曹雨萱"), "invited")))


@answer("devshapes22-piaoliu-07")
def _() -> Answer:
    return one(_pl().p(_b("长河旧事"), "pages"))


@answer("devshapes22-piaoliu-08")
def _() -> Answer:
    return one(_pl().p(_r("苏小禾"), "joined"))


@answer("devshapes22-piaoliu-09")
def _() -> Answer:
    return one(_pl().p(_s("城东小学图书角"), "district"))


@answer("devshapes22-piaoliu-10")
def _() -> Answer:
    return rows(_pn(_pl().where("book", lambda p: p["pages"] < 100)))


@answer("devshapes22-piaoliu-11")
def _() -> Answer:
    return rows(_pn(_pl().where("reader", lambda p: int(str(p["joined"])[:4]) > 2022)))


@answer("devshapes22-piaoliu-12")
def _() -> Answer:
    g = _pl()
    return rows(kit.edge_names(g, (e for e in g.e["borrowed"] if e.props["days"] >= 20)))


@answer("devshapes22-piaoliu-13")
def _() -> Answer:
    loans = _pl().e["borrowed"]
    return rows(
        _pn(distinct(e.src for e in loans if e.props["rating"] == 5 and kit.in_year(e.props["taken"], 2024)))
    )


@answer("devshapes22-piaoliu-14")
def _() -> Answer:
    return one(kit.mean([e.props["rating"] for e in _pl().inn(_b("雾中的灯塔"), "borrowed")]))


@answer("devshapes22-piaoliu-15")
def _() -> Answer:
    return one(sum(e.props["days"] for e in _pl().out(_r("周一鸣"), "borrowed")))


@answer("devshapes22-piaoliu-16")
def _() -> Answer:
    return one(kit.mean([p["pages"] for p in _pl().v["book"].values() if p["genre"] == "小说"]))


@answer("devshapes22-piaoliu-17")
def _() -> Answer:
    g = _pl()
    donors = [r for r in g.v["reader"] if g.out(r, "donated")]
    return rows(_pn(top(g, donors, lambda r: len(g.out(r, "donated")), 1)), ordered=True)


@answer("devshapes22-piaoliu-18")
def _() -> Answer:
    g = _pl()
    history = g.where("book", lambda p: p["genre"] == "历史")
    ranked = top(g, history, lambda b: g.p(b, "pages"), 2)
    assert g.p(ranked[0], "pages") != g.p(ranked[1], "pages"), "a tie inside the top 2"
    return rows(_pn(ranked), ordered=True)


@answer("devshapes22-piaoliu-19")
def _() -> Answer:
    g = _pl()
    lent = [b for b in g.v["book"] if g.inn(b, "borrowed")]
    return rows(_pn(top(g, lent, lambda b: len(g.inn(b, "borrowed")), 1)), ordered=True)


@answer("devshapes22-piaoliu-20")
def _() -> Answer:
    g = _pl()
    second = kit.top_edges(g.e["borrowed"], "days", 3)[1]
    return rows(kit.edge_names(g, [second]), ordered=True)


@answer("devshapes22-piaoliu-21")
def _() -> Answer:
    g = _pl()
    return rows(_pn(set(g.dsts(_r("林晓"), "borrowed")) & set(g.dsts(_r("冯晴"), "borrowed"))))


@answer("devshapes22-piaoliu-22")
def _() -> Answer:
    g = _pl()
    return rows(_pn(set(g.srcs(_b("雨夜来信"), "borrowed")) & set(g.srcs(_b("葡萄园的夏天"), "borrowed"))))


@answer("devshapes22-piaoliu-23")
def _() -> Answer:
    g = _pl()
    return rows(_pn(set(g.dsts(_r("陈默"), "borrowed")) & set(g.dsts(_r("冯晴"), "borrowed"))))


@answer("devshapes22-piaoliu-24")
def _() -> Answer:
    g = _pl()
    return rows(_pn(distinct(a for b in g.dsts(_r("何佳音"), "borrowed") for a in g.dsts(b, "written_by"))))


@answer("devshapes22-piaoliu-25")
def _() -> Answer:
    g = _pl()
    return rows(_pn(distinct(b for s in g.dsts(_r("周一鸣"), "keeps") for b in g.srcs(s, "placed_at"))))


@answer("devshapes22-piaoliu-26")
def _() -> Answer:
    g = _pl()
    return rows(_pn(distinct(b for f in g.dsts(_r("林晓"), "invited") for b in g.dsts(f, "borrowed"))))


@answer("devshapes22-piaoliu-27")
def _() -> Answer:
    g = _pl()
    return rows(_pn(distinct(s for b in g.dsts(_r("陈默"), "donated") for s in g.dsts(b, "placed_at"))))


@answer("devshapes22-piaoliu-28")
def _() -> Answer:
    return one(len({e.src for e in _pl().e["donated"] if e.props["brand_new"]}))


@answer("devshapes22-piaoliu-29")
def _() -> Answer:
    return one(sum(1 for e in _pl().e["donated"] if e.props["brand_new"]))


@answer("devshapes22-piaoliu-30")
def _() -> Answer:
    return one(len(_pl().where("book", lambda p: p["genre"] == "小说")))


@answer("devshapes22-piaoliu-31")
def _() -> Answer:
    return one(len(_pl().inn(_b("雾中的灯塔"), "borrowed")))


@answer("devshapes22-piaoliu-32")
def _() -> Answer:
    g = _pl()
    return rows(_pn(b for b in g.v["book"] if not g.inn(b, "borrowed")))


@answer("devshapes22-piaoliu-33")
def _() -> Answer:
    g = _pl()
    return rows(_pn(s for s in g.v["spot"] if not g.inn(s, "placed_at")))


@answer("devshapes22-piaoliu-34")
def _() -> Answer:
    g = _pl()
    return rows(
        _pn(r for r in g.v["reader"] if all(g.p(b, "genre") != "小说" for b in g.dsts(r, "borrowed")))
    )


@answer("devshapes22-piaoliu-35")
def _() -> Answer:
    g = _pl()
    return rows(_pn(f for f in g.dsts(_r("林晓"), "invited") if not g.out(f, "donated")))


@answer("devshapes22-piaoliu-36")
def _() -> Answer:
    return one(kit.hops(_pl(), _r("林晓"), _r("韩松"), ["invited"]))


@answer("devshapes22-piaoliu-37")
def _() -> Answer:
    g = _pl()
    return kit.shortest(g, _b("秋水集"), _r("林晓"), list(g.e), direction="both")


@answer("devshapes22-piaoliu-38")
def _() -> Answer:
    g = _pl()
    return kit.shortest(g, _r("钱多多"), _a("森田遥"), list(g.e), direction="both")


@answer("devshapes22-piaoliu-39")
def _() -> Answer:
    g = _pl()
    return rows((n, g.p(_b(n), "genre")) for n in ("京都四季", "秋水集", "时间的形状"))


@answer("devshapes22-piaoliu-40")
def _() -> Answer:
    g = _pl()
    pair = [_r("何佳音"), _r("钱多多")]
    return rows(_pn(top(g, pair, lambda r: g.p(r, "born"), 1)), ordered=True)


@answer("devshapes22-piaoliu-41")
def _() -> Answer:
    g = _pl()
    return rows((n, g.p(_s(n), "kind")) for n in ("梧桐咖啡馆", "运河边书亭"))


@answer("devshapes22-piaoliu-42")
def _() -> Answer:
    g = _pl()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["placed_at"]))


@answer("devshapes22-piaoliu-43")
def _() -> Answer:
    return rows(group_count(p["genre"] for p in _pl().v["book"].values()))


@answer("devshapes22-piaoliu-44")
def _() -> Answer:
    g = _pl()
    ratings: dict[object, list[int]] = {}
    for e in g.e["borrowed"]:
        ratings.setdefault(g.p(e.dst, "genre"), []).append(e.props["rating"])
    return rows((genre, kit.mean(r)) for genre, r in ratings.items())


@answer("devshapes22-piaoliu-45")
def _() -> Answer:
    g = _pl()
    return rows(group_count(g.p(e.src, "name") for e in g.e["donated"]))


@answer("devshapes22-piaoliu-46")
def _() -> Answer:
    return kit.neighbourhood(_pl(), _r("孙悦"))


@answer("devshapes22-piaoliu-47")
def _() -> Answer:
    return kit.neighbourhood(_pl(), _b("雾中的灯塔"))


@answer("devshapes22-piaoliu-48")
def _() -> Answer:
    return kit.neighbourhood(_pl(), _s("武林广场地铁站"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
