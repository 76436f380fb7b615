"""The answers to ``questions.jsonl``, computed from the graph CSVs in plain Python.

One small function per answerable question; ``tests/conformance/test_frozen_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/fresh5/oracle.py [--ids a,b]     # print each answer
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


# --------------------------------------------------------------------------- opensource (opaque ids; repositories and issues by title, releases by label)

#: the display property of each opensource tag
OS_DISPLAY = {"developer": "name", "org": "name", "repository": "title", "issue": "title", "release": "label"}


def _os() -> Graph:
    return graph("opensource")


def _os_id(tag: str, shown: str) -> str:
    return _os().find(tag, shown, OS_DISPLAY[tag])


def _os_shown(tag: str, vids: Iterable[str]) -> list[object]:
    return names(_os(), vids, OS_DISPLAY[tag])


@answer("fresh5-os-01")
def os_01() -> Answer:
    return rows(_os_shown("org", _os().dsts(_os_id("developer", "Hamish Reid"), "member_of")))


@answer("fresh5-os-02")
def os_02() -> Answer:
    return rows(_os_shown("repository", _os().dsts(_os_id("developer", "Grace Liu"), "contributes")))


@answer("fresh5-os-03")
def os_03() -> Answer:
    return rows(_os_shown("developer", _os().srcs(_os_id("issue", "Unsafe YAML loading"), "reported")))


@answer("fresh5-os-04")
def os_04() -> Answer:
    return rows(_os_shown("developer", _os().srcs(_os_id("org", "Blue Heron Collective"), "member_of")))


@answer("fresh5-os-05")
def os_05() -> Answer:
    return rows(_os_shown("repository", _os().srcs(_os_id("repository", "tidepool"), "depends_on")))


@answer("fresh5-os-06")
def os_06() -> Answer:
    return one(_os().p(_os_id("repository", "heronlog"), "license"))


@answer("fresh5-os-07")
def os_07() -> Answer:
    return one(_os().p(_os_id("release", "fernleaf 3.3"), "downloads"))


@answer("fresh5-os-08")
def os_08() -> Answer:
    hits = _os().where("repository", lambda p: p["language"] == "Rust" and p["stars"] > 1200)  # type: ignore[operator]
    return rows(_os_shown("repository", hits))


@answer("fresh5-os-09")
def os_09() -> Answer:
    hits = _os().where("issue", lambda p: p["kind"] == "feature" and not p["closed"])
    return rows(_os_shown("issue", hits))


@answer("fresh5-os-10")
def os_10() -> Answer:
    return rows(_os_shown("issue", [e.dst for e in _os().e["fixed"] if e.props["hours"] > 30]))  # type: ignore[operator]


@answer("fresh5-os-11")
def os_11() -> Answer:
    return one(
        sum(e.props["commits"] for e in _os().out(_os_id("developer", "Dmitri Volkov"), "contributes"))
    )  # type: ignore[misc]


@answer("fresh5-os-12")
def os_12() -> Answer:
    g = _os()
    return one(sum(g.p(v, "downloads") for v in g.dsts(_os_id("repository", "quokka-ui"), "released")))  # type: ignore[misc]


@answer("fresh5-os-13")
def os_13() -> Answer:
    g = _os()
    return rows(
        _os_shown("repository", top(g, g.v["repository"], lambda v: g.p(v, "stars"), 3)), ordered=True
    )


@answer("fresh5-os-14")
def os_14() -> Answer:
    g = _os()
    (best,) = top(g, g.v["release"], lambda v: g.p(v, "downloads"), 1)
    return rows([(g.p(best, "label"), g.p(best, "downloads"))], ordered=True)


@answer("fresh5-os-15")
def os_15() -> Answer:
    g = _os()
    return rows(
        _os_shown("developer", top(g, g.v["developer"], lambda v: g.p(v, "joined"), 2, reverse=False)),
        ordered=True,
    )


def _os_contributors(repo: str) -> set[str]:
    return set(_os().srcs(_os_id("repository", repo), "contributes"))


@answer("fresh5-os-16")
def os_16() -> Answer:
    g = _os()
    a = set(g.dsts(_os_id("developer", "Maya Goldberg"), "contributes"))
    b = set(g.dsts(_os_id("developer", "Lars Nygaard"), "contributes"))
    return rows(_os_shown("repository", a & b))


@answer("fresh5-os-17")
def os_17() -> Answer:
    return rows(_os_shown("developer", _os_contributors("tidepool") & _os_contributors("petrel")))


@answer("fresh5-os-18")
def os_18() -> Answer:
    g = _os()
    repos = g.dsts(_os_id("org", "Quokka Systems"), "owns")
    return rows(_os_shown("issue", [i for r in repos for i in g.srcs(r, "filed_in")]))


@answer("fresh5-os-19")
def os_19() -> Answer:
    g = _os()
    repos = g.dsts(_os_id("developer", "Jun Takeda"), "contributes")
    return rows(_os_shown("release", [v for r in repos for v in g.dsts(r, "released")]))


@answer("fresh5-os-20")
def os_20() -> Answer:
    g = _os()
    issues = g.dsts(_os_id("developer", "Maya Goldberg"), "fixed")
    return rows(_os_shown("repository", distinct(r for i in issues for r in g.dsts(i, "filed_in"))))


@answer("fresh5-os-21")
def os_21() -> Answer:
    return one(len(_os().where("issue", lambda p: p["kind"] == "security")))


@answer("fresh5-os-22")
def os_22() -> Answer:
    return one(len(_os().out(_os_id("developer", "Pedro Alves"), "contributes")))


@answer("fresh5-os-23")
def os_23() -> Answer:
    return one(len(_os().out(_os_id("developer", "Olga Petrenko"), "reported")))


@answer("fresh5-os-24")
def os_24() -> Answer:
    g = _os()
    in_an_org = {e.src for e in g.e["member_of"]}
    return rows(_os_shown("developer", [d for d in g.v["developer"] if d not in in_an_org]))


@answer("fresh5-os-25")
def os_25() -> Answer:
    g = _os()
    fixers = {e.src for e in g.e["fixed"]}
    members = g.srcs(_os_id("org", "Fernwood Labs"), "member_of")
    return rows(_os_shown("developer", [m for m in members if m not in fixers]))


@answer("fresh5-os-26")
def os_26() -> Answer:
    g = _os()
    with_release = {e.src for e in g.e["released"]}
    return rows(_os_shown("repository", [r for r in g.v["repository"] if r not in with_release]))


@answer("fresh5-os-27")
def os_27() -> Answer:
    g = _os()
    return kit.shortest(
        g, _os_id("developer", "Keiko Mori"), _os_id("developer", "Rosa Jiménez"), g.e, "both"
    )


@answer("fresh5-os-28")
def os_28() -> Answer:
    return one(
        kit.hops(_os(), _os_id("repository", "heronlog"), _os_id("repository", "tidepool"), ["depends_on"])
    )


@answer("fresh5-os-29")
def os_29() -> Answer:
    g = _os()
    return one(
        kit.hops(g, _os_id("developer", "Nikhil Rao"), _os_id("developer", "Ada Whitfield"), g.e, "both")
    )


@answer("fresh5-os-30")
def os_30() -> Answer:
    g = _os()
    pair = [_os_id("repository", "heronlog"), _os_id("repository", "saltmarsh")]
    return rows(_os_shown("repository", top(g, pair, lambda v: g.p(v, "stars"), 1)))


@answer("fresh5-os-31")
def os_31() -> Answer:
    titles = ["tidepool", "fernleaf", "saltmarsh"]
    return rows((t, _os().p(_os_id("repository", t), "language")) for t in titles)


@answer("fresh5-os-32")
def os_32() -> Answer:
    g = _os()
    pair = [_os_id("developer", "Grace Liu"), _os_id("developer", "Maya Goldberg")]
    return rows(_os_shown("developer", top(g, pair, lambda v: g.p(v, "joined"), 1, reverse=False)))


@answer("fresh5-os-33")
def os_33() -> Answer:
    return rows(group_count(p["kind"] for p in _os().v["issue"].values()))


@answer("fresh5-os-34")
def os_34() -> Answer:
    return rows(group_count(p["language"] for p in _os().v["repository"].values()))


@answer("fresh5-os-35")
def os_35() -> Answer:
    g = _os()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["member_of"]))


@answer("fresh5-os-36")
def os_36() -> Answer:
    return kit.neighbourhood(_os(), _os_id("repository", "petrel"))


@answer("fresh5-os-37")
def os_37() -> Answer:
    return kit.neighbourhood(_os(), _os_id("org", "Kestrel Data"))


# --------------------------------------------------------------------------- regatta (the vids are the names)


def _rg() -> Graph:
    return graph("regatta")


def _of_tag(g: Graph, tag: str, vids: Iterable[str]) -> list[str]:
    return [v for v in vids if v in g.v[tag]]


@answer("fresh5-rg-01")
def rg_01() -> Answer:
    return rows(_rg().dsts("Moonraker", "moored_at"))


@answer("fresh5-rg-02")
def rg_02() -> Answer:
    return rows(_rg().dsts("Mei Tanaka", "crews"))


@answer("fresh5-rg-03")
def rg_03() -> Answer:
    return rows(_rg().srcs("Halcyon", "crews"))


@answer("fresh5-rg-04")
def rg_04() -> Answer:
    g = _rg()
    return rows(_of_tag(g, "sailor", g.srcs("Loch Ryan Sailing", "represents")))


@answer("fresh5-rg-05")
def rg_05() -> Answer:
    return rows(_rg().srcs("Amara Okoye", "coached"))


@answer("fresh5-rg-06")
def rg_06() -> Answer:
    return one(_rg().p("Fastnet Feeder", "held"))


@answer("fresh5-rg-07")
def rg_07() -> Answer:
    return one(_rg().p("Halcyon", "length_m"))


@answer("fresh5-rg-08")
def rg_08() -> Answer:
    return rows(_rg().where("race", lambda p: p["series"] == "offshore" and p["distance_nm"] > 100))  # type: ignore[operator]


@answer("fresh5-rg-09")
def rg_09() -> Answer:
    return rows(_rg().where("sailor", lambda p: p["gender"] == "female" and p["level"] == "olympic"))


@answer("fresh5-rg-10")
def rg_10() -> Answer:
    return rows(_rg().where("yacht", lambda p: p["boat_class"] == "multihull" and p["built"] > 2015))  # type: ignore[operator]


@answer("fresh5-rg-11")
def rg_11() -> Answer:
    g = _rg()
    lengths = [g.p(y, "length_m") for y in g.where("yacht", lambda p: p["boat_class"] == "dinghy")]
    return one(sum(lengths) / len(lengths))  # type: ignore[arg-type]


@answer("fresh5-rg-12")
def rg_12() -> Answer:
    g = _rg()
    return one(sum(g.p(r, "distance_nm") for r in g.dsts("Moonraker", "raced")))  # type: ignore[misc]


@answer("fresh5-rg-13")
def rg_13() -> Answer:
    g = _rg()
    return rows(top(g, g.v["club"], lambda v: g.p(v, "founded"), 3, reverse=False), ordered=True)


@answer("fresh5-rg-14")
def rg_14() -> Answer:
    g = _rg()
    (windiest,) = top(g, g.v["race"], lambda v: g.p(v, "wind_knots"), 1)
    return rows([(windiest, g.p(windiest, "wind_knots"))], ordered=True)


@answer("fresh5-rg-15")
def rg_15() -> Answer:
    g = _rg()
    return rows(top(g, g.v["marina"], lambda v: g.p(v, "berths"), 2), ordered=True)


@answer("fresh5-rg-16")
def rg_16() -> Answer:
    g = _rg()
    return rows(set(g.dsts("Kittiwake", "raced")) & set(g.dsts("Halcyon", "raced")))


@answer("fresh5-rg-17")
def rg_17() -> Answer:
    g = _rg()
    return rows(set(g.dsts("Mei Tanaka", "crews")) & set(g.dsts("Hugo Lambert", "crews")))


@answer("fresh5-rg-18")
def rg_18() -> Answer:
    g = _rg()
    return rows(distinct(r for y in g.dsts("Ben Harrow", "crews") for r in g.dsts(y, "raced")))


@answer("fresh5-rg-19")
def rg_19() -> Answer:
    g = _rg()
    boats = _of_tag(g, "yacht", g.srcs("Solent Corinthian SC", "represents"))
    return rows(distinct(m for y in boats for m in g.dsts(y, "moored_at")))


@answer("fresh5-rg-20")
def rg_20() -> Answer:
    g = _rg()
    return rows(distinct(c for s in g.dsts("Greta Holm", "coached") for c in g.dsts(s, "represents")))


@answer("fresh5-rg-21")
def rg_21() -> Answer:
    return one(len(_rg().out("Sea Wren", "raced")))


@answer("fresh5-rg-22")
def rg_22() -> Answer:
    return one(len(_rg().where("race", lambda p: p["series"] == "inshore")))


@answer("fresh5-rg-23")
def rg_23() -> Answer:
    return one(len(_rg().out("Harwich Town SC", "organised")))


@answer("fresh5-rg-24")
def rg_24() -> Answer:
    g = _rg()
    racers = {e.src for e in g.e["raced"]}
    return rows([y for y in g.v["yacht"] if y not in racers])


@answer("fresh5-rg-25")
def rg_25() -> Answer:
    g = _rg()
    coaches = {e.src for e in g.e["coached"]}
    members = _of_tag(g, "sailor", g.srcs("Falmouth Quay Club", "represents"))
    return rows([s for s in members if s not in coaches])


@answer("fresh5-rg-26")
def rg_26() -> Answer:
    g = _rg()
    used = {e.dst for e in g.e["moored_at"]}
    return rows([m for m in g.v["marina"] if m not in used])


@answer("fresh5-rg-27")
def rg_27() -> Answer:
    g = _rg()
    return kit.shortest(g, "Kerensa Hocking", "Niall Kerr", g.e, "both")


@answer("fresh5-rg-28")
def rg_28() -> Answer:
    return one(kit.hops(_rg(), "Greta Holm", "Daniel Fry", ["coached"]))


@answer("fresh5-rg-29")
def rg_29() -> Answer:
    g = _rg()
    return kit.shortest(g, "Sean Gallagher", "Eilidh Fraser", g.e, "both")


@answer("fresh5-rg-30")
def rg_30() -> Answer:
    g = _rg()
    return rows(top(g, ["Tom Ashcombe", "Sean Gallagher"], lambda v: g.p(v, "born"), 1, reverse=False))


@answer("fresh5-rg-31")
def rg_31() -> Answer:
    return rows((y, _rg().p(y, "built")) for y in ["Sea Wren", "Gannet", "Tern"])


@answer("fresh5-rg-32")
def rg_32() -> Answer:
    g = _rg()
    return rows(top(g, ["Cowes Spring Series", "Hamble Youth Cup"], lambda v: g.p(v, "wind_knots"), 1))


@answer("fresh5-rg-33")
def rg_33() -> Answer:
    return rows(group_count(p["boat_class"] for p in _rg().v["yacht"].values()))


@answer("fresh5-rg-34")
def rg_34() -> Answer:
    g = _rg()
    return rows(group_count(e.dst for e in g.e["represents"] if e.src in g.v["yacht"]))


@answer("fresh5-rg-35")
def rg_35() -> Answer:
    return rows(group_count(p["nationality"] for p in _rg().v["sailor"].values()))


@answer("fresh5-rg-36")
def rg_36() -> Answer:
    return kit.neighbourhood(_rg(), "Falmouth Quay Club")


@answer("fresh5-rg-37")
def rg_37() -> Answer:
    return kit.neighbourhood(_rg(), "Curlew")


# --------------------------------------------------------------------------- teahouse (Chinese names, opaque ids)


def _th() -> Graph:
    return graph("teahouse")


def _th_id(tag: str, name: str) -> str:
    return _th().find(tag, name)


def _th_names(vids: Iterable[str]) -> list[object]:
    return names(_th(), vids)


@answer("fresh5-th-01")
def th_01() -> Answer:
    return rows(_th_names(_th().dsts(_th_id("master", "孙慧"), "works_at")))


@answer("fresh5-th-02")
def th_02() -> Answer:
    return rows(_th_names(_th().dsts(_th_id("tea", "大红袍"), "grown_at")))


@answer("fresh5-th-03")
def th_03() -> Answer:
    return rows(_th_names(_th().srcs(_th_id("master", "钱松年"), "apprenticed_to")))


@answer("fresh5-th-04")
def th_04() -> Answer:
    return rows(_th_names(_th().srcs(_th_id("tea", "铁观音"), "serves")))


@answer("fresh5-th-05")
def th_05() -> Answer:
    return rows(_th_names(_th().srcs(_th_id("teahouse", "锦江茶社"), "manages")))


@answer("fresh5-th-06")
def th_06() -> Answer:
    return one(_th().p(_th_id("garden", "凤庆古茶山"), "altitude"))


@answer("fresh5-th-07")
def th_07() -> Answer:
    return one(_th().p(_th_id("teahouse", "湖畔居"), "opened"))


@answer("fresh5-th-08")
def th_08() -> Answer:
    return rows(_th_names(_th().where("tea", lambda p: p["category"] == "绿茶" and p["price"] > 2000)))  # type: ignore[operator]


@answer("fresh5-th-09")
def th_09() -> Answer:
    return rows(_th_names(_th().where("garden", lambda p: p["province"] == "福建" and p["organic"] is True)))


@answer("fresh5-th-10")
def th_10() -> Answer:
    return rows(_th_names(_th().where("teahouse", lambda p: p["seats"] > 100)))  # type: ignore[operator]


@answer("fresh5-th-11")
def th_11() -> Answer:
    g = _th()
    prices = [g.p(t, "price") for t in g.where("tea", lambda p: p["category"] == "白茶")]
    return one(sum(prices) / len(prices))  # type: ignore[arg-type]


@answer("fresh5-th-12")
def th_12() -> Answer:
    return one(sum(e.props["kg"] for e in _th().out(_th_id("garden", "福鼎白茶庄"), "supplies")))  # type: ignore[misc]


@answer("fresh5-th-13")
def th_13() -> Answer:
    g = _th()
    return rows(_th_names(top(g, g.v["tea"], lambda v: g.p(v, "price"), 3)), ordered=True)


@answer("fresh5-th-14")
def th_14() -> Answer:
    g = _th()
    (first,) = top(g, g.v["teahouse"], lambda v: g.p(v, "opened"), 1, reverse=False)
    return rows([(g.p(first, "name"), g.p(first, "opened"))], ordered=True)


@answer("fresh5-th-15")
def th_15() -> Answer:
    g = _th()
    return rows(_th_names(top(g, g.v["garden"], lambda v: g.p(v, "altitude"), 2)), ordered=True)


@answer("fresh5-th-16")
def th_16() -> Answer:
    g = _th()
    a = set(g.dsts(_th_id("teahouse", "湖畔居"), "serves"))
    b = set(g.dsts(_th_id("teahouse", "外滩茶室"), "serves"))
    return rows(_th_names(a & b))


@answer("fresh5-th-17")
def th_17() -> Answer:
    g = _th()
    a = set(g.srcs(_th_id("tea", "大红袍"), "serves"))
    b = set(g.srcs(_th_id("tea", "白毫银针"), "serves"))
    return rows(_th_names(a & b))


@answer("fresh5-th-18")
def th_18() -> Answer:
    g = _th()
    teas = g.dsts(_th_id("master", "黄伯涛"), "made")
    return rows(_th_names(distinct(h for t in teas for h in g.srcs(t, "serves"))))


@answer("fresh5-th-19")
def th_19() -> Answer:
    g = _th()
    teas = g.srcs(_th_id("garden", "狮峰山茶园"), "grown_at")
    return rows(_th_names(distinct(h for t in teas for h in g.srcs(t, "serves"))))


@answer("fresh5-th-20")
def th_20() -> Answer:
    g = _th()
    pupils = g.srcs(_th_id("master", "钱松年"), "apprenticed_to")
    return rows(_th_names(distinct(h for p in pupils for h in g.dsts(p, "works_at"))))


@answer("fresh5-th-21")
def th_21() -> Answer:
    return one(len(_th().where("tea", lambda p: p["category"] == "乌龙茶")))


@answer("fresh5-th-22")
def th_22() -> Answer:
    return one(len(_th().out(_th_id("teahouse", "外滩茶室"), "serves")))


@answer("fresh5-th-23")
def th_23() -> Answer:
    return one(len(_th().out(_th_id("master", "黄伯涛"), "made")))


@answer("fresh5-th-24")
def th_24() -> Answer:
    g = _th()
    served = {e.dst for e in g.e["serves"]}
    return rows(_th_names([t for t in g.v["tea"] if t not in served]))


@answer("fresh5-th-25")
def th_25() -> Answer:
    g = _th()
    working = {e.src for e in g.e["works_at"]}
    return rows(_th_names([m for m in g.v["master"] if m not in working]))


@answer("fresh5-th-26")
def th_26() -> Answer:
    g = _th()
    his = set(g.dsts(_th_id("master", "王德明"), "made"))
    return rows(_th_names([t for t in g.dsts(_th_id("teahouse", "鼓浪茶寮"), "serves") if t not in his]))


@answer("fresh5-th-27")
def th_27() -> Answer:
    g = _th()
    return one(kit.hops(g, _th_id("teahouse", "西关茶居"), _th_id("teahouse", "湖畔居"), g.e, "both"))


@answer("fresh5-th-28")
def th_28() -> Answer:
    return one(kit.hops(_th(), _th_id("master", "马兰"), _th_id("master", "钱松年"), ["apprenticed_to"]))


@answer("fresh5-th-29")
def th_29() -> Answer:
    g = _th()
    return kit.shortest(g, _th_id("master", "刘青禾"), _th_id("master", "林雪芽"), g.e, "both")


@answer("fresh5-th-30")
def th_30() -> Answer:
    g = _th()
    pair = [_th_id("tea", "肉桂"), _th_id("tea", "祁红香螺")]
    return rows(_th_names(top(g, pair, lambda v: g.p(v, "price"), 1)))


@answer("fresh5-th-31")
def th_31() -> Answer:
    return rows((h, _th().p(_th_id("teahouse", h), "city")) for h in ["湖畔居", "鼓浪茶寮", "西关茶居"])


@answer("fresh5-th-32")
def th_32() -> Answer:
    g = _th()
    pair = [_th_id("master", "林雪芽"), _th_id("master", "孙慧")]
    return rows(_th_names(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)))


@answer("fresh5-th-33")
def th_33() -> Answer:
    return rows(group_count(p["category"] for p in _th().v["tea"].values()))


@answer("fresh5-th-34")
def th_34() -> Answer:
    return rows(group_count(p["rank"] for p in _th().v["master"].values()))


@answer("fresh5-th-35")
def th_35() -> Answer:
    g = _th()
    return rows(group_count(g.p(e.src, "name") for e in g.e["serves"]))


@answer("fresh5-th-36")
def th_36() -> Answer:
    return kit.neighbourhood(_th(), _th_id("master", "王德明"))


@answer("fresh5-th-37")
def th_37() -> Answer:
    return kit.neighbourhood(_th(), _th_id("garden", "福鼎白茶庄"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
