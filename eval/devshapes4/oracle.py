"""The answer to every answerable question of ``eval/devshapes4/questions.jsonl``, computed from the CSVs.

One small function per answerable question; ``tests/conformance/test_devshapes_gold.py``
checks that the gold's rows equal it. What an oracle is for and what an answer is:
``eval/_oracle_kit.py``.

Usage::

    python eval/devshapes4/oracle.py [--ids a,b]     # print each answer
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # eval/: the oracle kit (script or test)

import _oracle_kit as kit  # noqa: E402 (the paths: kit.shortest, kit.hops, kit.neighbourhood)
from _oracle_kit import Elements, Graph, OracleSet, group_count, names, one, rows, top  # noqa: E402, F401 (Elements, one, rows: the test reads them)

ORACLE = OracleSet(__file__)
ANSWERS, answer, graph = ORACLE.answers, ORACLE.answer, ORACLE.graph


def summit() -> Graph:
    return graph("summit")


def bookclub() -> Graph:
    return graph("bookclub")


# --------------------------------------------------------------------------- summit


def _climber(name: str) -> str:
    return summit().find("climber", name)


def _peak(label: str) -> str:
    return summit().find("peak", label, "label")


def _expedition(title: str) -> str:
    return summit().find("expedition", title, "title")


def _sponsor(name: str) -> str:
    return summit().find("sponsor", name)


def _labels(vids) -> list:
    return names(summit(), vids, "label")


def _titles(vids) -> list:
    return names(summit(), vids, "title")


@answer("devshapes4-su-01")
def su01():
    return rows(_titles(summit().dsts(_climber("Anya Petrova"), "joined")))


@answer("devshapes4-su-02")
def su02():
    return rows(_labels(summit().dsts(_climber("Ravi Thapa"), "summited")))


@answer("devshapes4-su-03")
def su03():
    return rows(_labels(summit().dsts(_expedition("Kessel Traverse"), "aims_at")))


@answer("devshapes4-su-04")
def su04():
    return rows(names(summit(), summit().srcs(_peak("Mount Orrin"), "summited")))


@answer("devshapes4-su-05")
def su05():
    return rows(names(summit(), summit().srcs(_expedition("Cinder Siege 2022"), "backs")))


@answer("devshapes4-su-06")
def su06():
    return rows(names(summit(), summit().srcs(_climber("Keiko Mori"), "backs")))


@answer("devshapes4-su-07")
def su07():
    return rows(_labels(summit().srcs(_peak("Varga Peak"), "camp_on")))


@answer("devshapes4-su-08")
def su08():
    return one(summit().p(_peak("Blue Needle"), "elevation"))


@answer("devshapes4-su-09")
def su09():
    return one(summit().p(_expedition("Serac Horn Solo"), "permit"))


@answer("devshapes4-su-10")
def su10():
    return one(summit().p(_peak("Mount Cinder"), "code"))


@answer("devshapes4-su-11")
def su11():
    return rows(_labels(summit().where("peak", lambda p: p["elevation"] > 7000)))


@answer("devshapes4-su-12")
def su12():
    return rows(names(summit(), summit().where("climber", lambda c: c["nationality"] == "Germany")))


@answer("devshapes4-su-13")
def su13():
    return rows(_titles(summit().where("expedition", lambda x: x["style"] == "siege")))


@answer("devshapes4-su-14")
def su14():
    return rows(_titles(summit().where("expedition", lambda x: x["year"] == 2021)))


@answer("devshapes4-su-15")
def su15():
    return one(sum(e.props["amount"] for e in summit().out(_sponsor("Summit TV"), "backs")))


@answer("devshapes4-su-16")
def su16():
    heights = [p["elevation"] for p in summit().v["peak"].values() if p["region"] == "Western Ridge"]
    return one(sum(heights) / len(heights))


@answer("devshapes4-su-17")
def su17():
    return one(max(c["altitude"] for c in summit().v["camp"].values()))


@answer("devshapes4-su-18")
def su18():
    g = summit()
    best = top(g, g.v["peak"], lambda v: g.p(v, "elevation"), 3)
    return rows([(g.p(v, "label"),) for v in best], ordered=True)


@answer("devshapes4-su-19")
def su19():
    g = summit()
    best = top(g, g.v["climber"], lambda v: g.p(v, "born"), 2)
    return rows([(g.p(v, "name"),) for v in best], ordered=True)


@answer("devshapes4-su-20")
def su20():
    g = summit()
    totals: dict[str, int] = defaultdict(int)
    for e in g.e["backs"]:
        if e.dst in g.v["expedition"]:
            totals[e.dst] += e.props["amount"]
    best = top(g, totals, lambda v: totals[v], 1)
    return rows([(g.p(v, "title"),) for v in best], ordered=True)


@answer("devshapes4-su-21")
def su21():
    g = summit()
    best = top(g, g.v["expedition"], lambda v: g.p(v, "year"), 1, reverse=False)
    return rows([(g.p(v, "title"),) for v in best], ordered=True)


@answer("devshapes4-su-22")
def su22():
    g = summit()
    a = set(g.srcs(_expedition("Orrin Winter Push"), "joined"))
    b = set(g.srcs(_expedition("Cinder Siege 2022"), "joined"))
    return rows(names(g, sorted(a & b)))


@answer("devshapes4-su-23")
def su23():
    g = summit()
    a = set(g.srcs(_peak("Varga Peak"), "summited"))
    b = set(g.srcs(_peak("Mount Cinder"), "summited"))
    return rows(names(g, sorted(a & b)))


@answer("devshapes4-su-24")
def su24():
    g = summit()
    peaks = {p for x in g.dsts(_climber("Tomas Lindqvist"), "joined") for p in g.dsts(x, "aims_at")}
    return rows(_labels(sorted(peaks)))


@answer("devshapes4-su-25")
def su25():
    g = summit()
    trips = [x for x in g.dsts(_sponsor("Polar Bank"), "backs") if x in g.v["expedition"]]
    people = {c for x in trips for c in g.srcs(x, "joined")}
    return rows(names(g, sorted(people)))


@answer("devshapes4-su-26")
def su26():
    g = summit()
    camps = {k for p in g.dsts(_climber("Jonas Weber"), "summited") for k in g.srcs(p, "camp_on")}
    return rows(_labels(sorted(camps)))


@answer("devshapes4-su-27")
def su27():
    g = summit()
    trips = {x for m in g.dsts(_climber("Ravi Thapa"), "mentored") for x in g.dsts(m, "joined")}
    return rows(_titles(sorted(trips)))


@answer("devshapes4-su-28")
def su28():
    return one(len(summit().out(_climber("Ravi Thapa"), "summited")))


@answer("devshapes4-su-29")
def su29():
    return one(len({e.src for e in summit().e["joined"] if e.props["role"] == "doctor"}))


@answer("devshapes4-su-30")
def su30():
    return one(len(summit().where("expedition", lambda x: x["style"] == "alpine")))


@answer("devshapes4-su-31")
def su31():
    g = summit()
    return rows(names(g, [c for c in g.v["climber"] if not g.out(c, "joined")]))


@answer("devshapes4-su-32")
def su32():
    g = summit()
    return rows(_labels([p for p in g.v["peak"] if not g.inn(p, "summited")]))


@answer("devshapes4-su-33")
def su33():
    g = summit()
    outdoor = set(g.where("sponsor", lambda s: s["sector"] == "outdoor"))
    return rows(_titles([x for x in g.v["expedition"] if not set(g.srcs(x, "backs")) & outdoor]))


@answer("devshapes4-su-34")
def su34():
    g = summit()
    return rows(names(g, [c for c in g.v["climber"] if g.out(c, "joined") and not g.out(c, "summited")]))


@answer("devshapes4-su-35")
def su35():
    return one(kit.hops(summit(), _climber("Ravi Thapa"), _climber("Ines Costa"), ["mentored"]))


@answer("devshapes4-su-36")
def su36():
    return one(kit.hops(summit(), _climber("Mingma Sherpa"), _climber("Priya Raman"), ["mentored"]))


@answer("devshapes4-su-37")
def su37():
    g = summit()
    return kit.shortest(g, _climber("Tomas Lindqvist"), _climber("Pavel Novak"), g.e, "both")


@answer("devshapes4-su-38")
def su38():
    return kit.shortest(summit(), _climber("Mingma Sherpa"), _climber("Ines Costa"), ["mentored"])


@answer("devshapes4-su-39")
def su39():
    g = summit()
    return rows([(label, g.p(_peak(label), "elevation")) for label in ("Varga Peak", "Kessel Spire")])


@answer("devshapes4-su-40")
def su40():
    g = summit()
    people = ("Jonas Weber", "Tomas Lindqvist", "Mingma Sherpa")
    return rows([(n, g.p(_climber(n), "nationality")) for n in people])


@answer("devshapes4-su-41")
def su41():
    g = summit()
    pair = [_climber("Lena Hoffmann"), _climber("Claire Dubois")]
    return rows(names(g, top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False)), ordered=True)


@answer("devshapes4-su-42")
def su42():
    g = summit()
    return rows(group_count(g.p(e.dst, "title") for e in g.e["joined"]))


@answer("devshapes4-su-43")
def su43():
    return rows(group_count(p["region"] for p in summit().v["peak"].values()))


@answer("devshapes4-su-44")
def su44():
    g = summit()
    totals: dict[str, int] = defaultdict(int)
    for e in g.e["backs"]:
        totals[g.p(e.src, "name")] += e.props["amount"]
    return rows(totals.items())


@answer("devshapes4-su-45")
def su45():
    return kit.neighbourhood(summit(), _peak("Serac Horn"))


@answer("devshapes4-su-46")
def su46():
    return kit.neighbourhood(summit(), _climber("Noor Haddad"))


# --------------------------------------------------------------------------- bookclub


def _reader(name: str) -> str:
    return bookclub().find("reader", name)


def _book(title: str) -> str:
    return bookclub().find("book", title, "title")


def _club(name: str) -> str:
    return bookclub().find("club", name)


def _author(name: str) -> str:
    """An author's vid is the name (the tag has no name property)."""
    assert name in bookclub().v["author"], name
    return name


def _btitles(vids) -> list:
    return names(bookclub(), vids, "title")


def _rnames(vids) -> list:
    return names(bookclub(), vids)


@answer("devshapes4-bc-01")
def bc01():
    return rows(_rnames(bookclub().dsts(_reader("林晓"), "member_of")))


@answer("devshapes4-bc-02")
def bc02():
    return rows(_btitles(bookclub().dsts(_author("余华"), "wrote")))


@answer("devshapes4-bc-03")
def bc03():
    return rows(_rnames(bookclub().dsts(_book("三体"), "belongs_to")))


@answer("devshapes4-bc-04")
def bc04():
    return rows(bookclub().srcs(_book("白夜行"), "wrote"))


@answer("devshapes4-bc-05")
def bc05():
    return rows(_rnames(bookclub().srcs(_book("百年孤独"), "read")))


@answer("devshapes4-bc-06")
def bc06():
    return rows(_rnames(bookclub().srcs(_book("黄金时代"), "recommends")))


@answer("devshapes4-bc-07")
def bc07():
    return rows(_rnames(bookclub().srcs(_club("科幻沙龙"), "member_of")))


@answer("devshapes4-bc-08")
def bc08():
    return one(bookclub().p(_book("挪威的森林"), "pages"))


@answer("devshapes4-bc-09")
def bc09():
    return one(bookclub().p(_book("万历十五年"), "year"))


@answer("devshapes4-bc-10")
def bc10():
    return one(bookclub().p(_author("村上春树"), "country"))


@answer("devshapes4-bc-11")
def bc11():
    return rows(_rnames(bookclub().where("reader", lambda r: r["city"] == "杭州")))


@answer("devshapes4-bc-12")
def bc12():
    return rows(_btitles(bookclub().where("book", lambda b: b["pages"] > 500)))


@answer("devshapes4-bc-13")
def bc13():
    return rows(_btitles(bookclub().where("book", lambda b: b["year"] < 1950)))


@answer("devshapes4-bc-14")
def bc14():
    g = bookclub()
    return rows(names(g, g.where("meeting", lambda m: m["format"] == "线上"), "topic"))


@answer("devshapes4-bc-15")
def bc15():
    ratings = [e.props["rating"] for e in bookclub().inn(_book("三体"), "read")]
    return one(sum(ratings) / len(ratings))


@answer("devshapes4-bc-16")
def bc16():
    ages = [r["age"] for r in bookclub().v["reader"].values()]
    return one(sum(ages) / len(ages))


@answer("devshapes4-bc-17")
def bc17():
    g = bookclub()
    return one(sum(g.p(b, "pages") for b in g.dsts(_author("刘慈欣"), "wrote")))


@answer("devshapes4-bc-18")
def bc18():
    g = bookclub()
    best = top(g, g.v["book"], lambda v: g.p(v, "pages"), 3)
    return rows([(g.p(v, "title"),) for v in best], ordered=True)


@answer("devshapes4-bc-19")
def bc19():
    g = bookclub()
    best = top(g, g.v["reader"], lambda v: g.p(v, "age"), 1)
    return rows([(g.p(v, "name"),) for v in best], ordered=True)


@answer("devshapes4-bc-20")
def bc20():
    g = bookclub()
    read = {b: len(g.inn(b, "read")) for b in g.v["book"]}
    best = top(g, read, lambda v: read[v], 1)
    return rows([(g.p(v, "title"),) for v in best], ordered=True)


@answer("devshapes4-bc-21")
def bc21():
    g = bookclub()
    best = top(g, g.v["book"], lambda v: g.p(v, "year"), 2)
    return rows([(g.p(v, "title"),) for v in best], ordered=True)


@answer("devshapes4-bc-22")
def bc22():
    g = bookclub()
    a = set(g.srcs(_club("星期三读书会"), "member_of"))
    b = set(g.srcs(_club("推理爱好者俱乐部"), "member_of"))
    return rows(_rnames(sorted(a & b)))


@answer("devshapes4-bc-23")
def bc23():
    g = bookclub()
    a = set(g.srcs(_book("活着"), "read"))
    b = set(g.srcs(_book("百年孤独"), "read"))
    return rows(_rnames(sorted(a & b)))


@answer("devshapes4-bc-24")
def bc24():
    g = bookclub()
    genres = {x for b in g.dsts(_reader("林晓"), "read") for x in g.dsts(b, "belongs_to")}
    return rows(_rnames(sorted(genres)))


@answer("devshapes4-bc-25")
def bc25():
    g = bookclub()
    books = {b for m in g.dsts(_club("科幻沙龙"), "hosted") for b in g.dsts(m, "discussed")}
    return rows(_btitles(sorted(books)))


@answer("devshapes4-bc-26")
def bc26():
    g = bookclub()
    return rows(sorted({a for b in g.dsts(_reader("陈默"), "read") for a in g.srcs(b, "wrote")}))


@answer("devshapes4-bc-27")
def bc27():
    g = bookclub()
    books = {b for r in g.dsts(_reader("王思远"), "introduced") for b in g.dsts(r, "read")}
    return rows(_btitles(sorted(books)))


@answer("devshapes4-bc-28")
def bc28():
    return one(len(bookclub().out(_reader("冯雪"), "read")))


@answer("devshapes4-bc-29")
def bc29():
    g = bookclub()
    return one(len(g.srcs(g.find("genre", "推理"), "belongs_to")))


@answer("devshapes4-bc-30")
def bc30():
    return one(len({e.src for e in bookclub().e["read"] if e.props["rating"] == 5}))


@answer("devshapes4-bc-31")
def bc31():
    g = bookclub()
    return rows(_rnames([r for r in g.v["reader"] if not g.out(r, "member_of")]))


@answer("devshapes4-bc-32")
def bc32():
    g = bookclub()
    return rows(_btitles([b for b in g.v["book"] if not g.inn(b, "read")]))


@answer("devshapes4-bc-33")
def bc33():
    g = bookclub()
    his = set(g.dsts(_author("东野圭吾"), "wrote"))
    return rows(_rnames([r for r in g.v["reader"] if not set(g.dsts(r, "read")) & his]))


@answer("devshapes4-bc-34")
def bc34():
    g = bookclub()
    return rows(_rnames([r for r in g.v["reader"] if g.out(r, "member_of") and not g.out(r, "recommends")]))


@answer("devshapes4-bc-35")
def bc35():
    return one(kit.hops(bookclub(), _reader("王思远"), _reader("高远"), ["introduced"]))


@answer("devshapes4-bc-36")
def bc36():
    return kit.shortest(bookclub(), _reader("陈默"), _reader("吴磊"), ["introduced"])


@answer("devshapes4-bc-37")
def bc37():
    g = bookclub()
    return kit.shortest(g, _reader("马丁"), _reader("郑可"), g.e, "both")


@answer("devshapes4-bc-38")
def bc38():
    return kit.shortest(bookclub(), _reader("王思远"), _reader("周婷"), ["introduced"])


@answer("devshapes4-bc-39")
def bc39():
    g = bookclub()
    return rows([(t, g.p(_book(t), "year")) for t in ("活着", "三体", "白夜行")])


@answer("devshapes4-bc-40")
def bc40():
    g = bookclub()
    pair = [_author("余华"), _author("刘慈欣")]
    return rows(top(g, pair, lambda v: g.p(v, "born"), 1, reverse=False), ordered=True)


@answer("devshapes4-bc-41")
def bc41():
    g = bookclub()
    return rows([(n, g.p(_reader(n), "age")) for n in ("周婷", "高远")])


@answer("devshapes4-bc-42")
def bc42():
    g = bookclub()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["member_of"]))


@answer("devshapes4-bc-43")
def bc43():
    return rows(group_count(r["city"] for r in bookclub().v["reader"].values()))


@answer("devshapes4-bc-44")
def bc44():
    g = bookclub()
    return rows(group_count(g.p(e.dst, "name") for e in g.e["belongs_to"]))


@answer("devshapes4-bc-45")
def bc45():
    return kit.neighbourhood(bookclub(), _club("科幻沙龙"))


@answer("devshapes4-bc-46")
def bc46():
    return kit.neighbourhood(bookclub(), _author("东野圭吾"))


if __name__ == "__main__":
    sys.exit(ORACLE.main(__doc__))
