"""Write ``eval/unanswerable4/questions.jsonl`` (the rows below, by hand, from the schemas and CSVs
of devshapes4–7's graphs, not their questions); ``record_gold.py`` then runs the gold of every
answerable row on the embedded engine and stores its rows."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: (space, lang, question, kind) — unanswerable: a stored entity asked for something the graph
#: does not hold ("missing"), an off-domain question naming a stored value ("off-domain"), or a
#: stored entity of a kind the asked relation or property does not touch ("wrong-kind").
UNANSWERABLE = [
    ("bookclub", "zh", "林晓的手机号是多少？", "missing"),
    ("bookclub", "zh", "三体的定价是多少？", "missing"),
    ("bookclub", "en", "Who translated 挪威的森林?", "missing"),
    ("bookclub", "zh", "上海明天会下雨吗？", "off-domain"),
    ("bookclub", "zh", "三体介绍了哪些读者？", "wrong-kind"),
    ("summit", "en", "What is Anya Petrova's blood type?", "missing"),
    ("summit", "en", "How many people have died on Mount Orrin?", "missing"),
    ("summit", "zh", "Keiko Mori的身高是多少？", "missing"),
    ("summit", "zh", "Ridgeline Gear的总部在哪里？", "missing"),
    ("summit", "en", "Who mentored Mount Orrin?", "wrong-kind"),
    ("bistro", "zh", "蜀香园的营业时间是几点到几点？", "missing"),
    ("bistro", "en", "What is 王大厨's salary?", "missing"),
    ("bistro", "en", "How many calories are in 麻婆豆腐?", "missing"),
    ("bistro", "zh", "锦江区的房价是多少？", "off-domain"),
    ("bistro", "zh", "麻婆豆腐的徒弟有哪些？", "wrong-kind"),
    ("lab", "en", "What is Oskar Nilsson's office number?", "missing"),
    ("lab", "en", "Who reviewed Sparse Attention for Cell Images?", "missing"),
    ("lab", "zh", "Vision Lab的电话是多少？", "missing"),
    ("lab", "zh", "ETH Zurich的学费是多少？", "missing"),
    ("lab", "en", "Which students does the Vision Lab advise?", "wrong-kind"),
    ("fleet", "en", "What is Sam Porter's home address?", "missing"),
    ("fleet", "en", "How much does a litre of diesel cost in Leeds?", "off-domain"),
    ("fleet", "zh", "YX19 KLM上次保养是什么时候？", "missing"),
    ("fleet", "zh", "Greenleaf Grocers的老板是谁？", "missing"),
    ("fleet", "en", "Who mentored North Yard?", "wrong-kind"),
    ("gym", "zh", "王磊的微信是多少？", "missing"),
    ("gym", "zh", "铁人健身国贸店的年卡多少钱？", "missing"),
    ("gym", "en", "What time does 悦动望京店 close?", "missing"),
    ("gym", "zh", "朝阳区有什么好吃的？", "off-domain"),
    ("gym", "zh", "晨间流瑜伽带过哪些徒弟？", "wrong-kind"),
    ("botanic", "zh", "月季的价格是多少？", "missing"),
    ("botanic", "en", "Who donated 蝴蝶兰 to the garden?", "missing"),
    ("botanic", "zh", "北京今天空气质量怎么样？", "off-domain"),
    ("botanic", "zh", "热带雨林温室的门票多少钱？", "missing"),
    ("botanic", "en", "Who is 陈建国 married to?", "missing"),
    ("parliament", "en", "What is Eleanor Hart's twitter handle?", "missing"),
    ("parliament", "en", "How much did the Clean Air Bill cost taxpayers?", "missing"),
    ("parliament", "zh", "Bramley North的失业率是多少？", "missing"),
    ("parliament", "zh", "Workers Alliance的党魁是谁？", "missing"),
    ("parliament", "en", "Who chairs the Clean Air Bill?", "wrong-kind"),
    ("parliament", "zh", "Eleanor Hart的生日是几月几号？", "missing"),
    ("summit", "zh", "Base Alpha有多少顶帐篷？", "missing"),
]

#: (space, lang, question, kind, gold) — answerable, worded to trip a refusal rule.
ANSWERABLE = [
    # bookclub: Chinese schema, comments and values
    (
        "bookclub",
        "en",
        "How many pages does 三体 have?",
        "comment",
        'MATCH (b:book{title: "三体"}) RETURN b.book.pages AS pages',
    ),
    (
        "bookclub",
        "en",
        "Who introduced 周婷?",
        "derivation",
        'MATCH (a:reader)-[:introduced]->(b:reader{name: "周婷"}) RETURN a.reader.name AS name',
    ),
    (
        "bookclub",
        "en",
        "Which meetings were held online?",
        "value-other-language",
        'MATCH (m:meeting) WHERE m.meeting.format == "线上" RETURN m.meeting.topic AS topic',
    ),
    (
        "bookclub",
        "zh",
        "林晓给哪些书打过分？",
        "zh-synonym",
        'MATCH (r:reader{name: "林晓"})-[:read]->(b:book) RETURN b.book.title AS title',
    ),
    (
        "bookclub",
        "en",
        "Who is the president of 星期三读书会?",
        "value-other-language",
        'MATCH (r:reader)-[e:member_of]->(c:club{name: "星期三读书会"}) WHERE e.role == "会长" '
        "RETURN r.reader.name AS name",
    ),
    (
        "bookclub",
        "zh",
        "余华是哪国人？",
        "zh-synonym",
        'MATCH (a:author) WHERE id(a) == "余华" RETURN a.author.country AS country',
    ),
    # summit: English schema
    (
        "summit",
        "zh",
        "Anya Petrova带过哪些徒弟？",
        "role-noun",
        'MATCH (a:climber{name: "Anya Petrova"})-[:mentored]->(b:climber) RETURN b.climber.name AS name',
    ),
    (
        "summit",
        "en",
        "Who was Priya Raman's mentor?",
        "comment",
        'MATCH (a:climber)-[:mentored]->(b:climber{name: "Priya Raman"}) RETURN a.climber.name AS name',
    ),
    (
        "summit",
        "zh",
        "Mount Orrin海拔多高？",
        "zh-synonym",
        'MATCH (p:peak{label: "Mount Orrin"}) RETURN p.peak.elevation AS elevation',
    ),
    (
        "summit",
        "en",
        "Which expeditions did Ridgeline Gear sponsor?",
        "derivation",
        'MATCH (s:sponsor{name: "Ridgeline Gear"})-[:backs]->(x:expedition) RETURN x.expedition.title AS title',
    ),
    (
        "summit",
        "en",
        "Who were the doctors on Varga North Face 2019?",
        "plural-value",
        'MATCH (c:climber)-[j:joined]->(x:expedition{title: "Varga North Face 2019"}) WHERE j.role == "doctor" '
        "RETURN c.climber.name AS name",
    ),
    (
        "summit",
        "zh",
        "Base Alpha的海拔是多少？",
        "zh-synonym",
        'MATCH (c:camp{label: "Base Alpha"}) RETURN c.camp.altitude AS altitude',
    ),
    # bistro: Chinese schema
    (
        "bistro",
        "en",
        "Who are 王大厨's apprentices?",
        "role-noun",
        'MATCH (a:chef{name: "王大厨"})-[:trained]->(b:chef) RETURN b.chef.name AS name',
    ),
    (
        "bistro",
        "en",
        "Which dishes are spicy?",
        "comment",
        "MATCH (d:dish) WHERE d.dish.spicy == true RETURN d.dish.name AS name",
    ),
    (
        "bistro",
        "en",
        "What is the population of 武侯区?",
        "comment",
        'MATCH (d:district{name: "武侯区"}) RETURN d.district.population AS population',
    ),
    (
        "bistro",
        "en",
        "Which restaurants serve Cantonese food?",
        "value-other-language",
        'MATCH (r:restaurant) WHERE r.restaurant.cuisine == "粤菜" RETURN r.restaurant.name AS name',
    ),
    (
        "bistro",
        "en",
        "How many grams of 豆腐 go into 麻婆豆腐?",
        "comment",
        'MATCH (d:dish{name: "麻婆豆腐"})-[u:uses]->(i:ingredient{name: "豆腐"}) RETURN u.grams AS grams',
    ),
    (
        "bistro",
        "en",
        "Who is 李明's master?",
        "role-noun",
        'MATCH (a:chef)-[:trained]->(b:chef{name: "李明"}) RETURN a.chef.name AS name',
    ),
    # lab: English schema
    (
        "lab",
        "zh",
        "Bruno Keller指导过哪些学生？",
        "zh-synonym",
        'MATCH (a:researcher{name: "Bruno Keller"})-[:advises]->(b:researcher) RETURN b.researcher.name AS name',
    ),
    (
        "lab",
        "en",
        "Who supervised Grace Liu?",
        "comment",
        'MATCH (a:researcher)-[:advises]->(b:researcher{name: "Grace Liu"}) RETURN a.researcher.name AS name',
    ),
    (
        "lab",
        "zh",
        "Vision Lab在几楼？",
        "zh-synonym",
        'MATCH (l:lab{name: "Vision Lab"}) RETURN l.lab.floor AS floor',
    ),
    (
        "lab",
        "en",
        "Which papers were cited more than 1000 times?",
        "derivation",
        "MATCH (p:paper) WHERE p.paper.citations > 1000 RETURN p.paper.title AS title",
    ),
    (
        "lab",
        "en",
        "Which grants does Bruno Keller hold?",
        "comment",
        'MATCH (r:researcher{name: "Bruno Keller"})-[:holds]->(g:funding) RETURN g.funding.title AS title',
    ),
    (
        "lab",
        "zh",
        "哪些研究员是博士生？",
        "zh-value",
        'MATCH (r:researcher) WHERE r.researcher.rank == "phd student" RETURN r.researcher.name AS name',
    ),
    # fleet: English schema
    (
        "fleet",
        "zh",
        "Sam Porter带过哪些徒弟？",
        "role-noun",
        'MATCH (a:driver{name: "Sam Porter"})-[:mentors]->(b:driver) RETURN b.driver.name AS name',
    ),
    (
        "fleet",
        "en",
        "Who was Aisha Khan's mentor?",
        "comment",
        'MATCH (a:driver)-[:mentors]->(b:driver{name: "Aisha Khan"}) RETURN a.driver.name AS name',
    ),
    (
        "fleet",
        "zh",
        "哪些卡车是电动的？",
        "zh-value",
        'MATCH (t:truck) WHERE t.truck.fuel == "electric" RETURN t.truck.plate AS plate',
    ),
    (
        "fleet",
        "en",
        "What is the payload of YX19 KLM?",
        "comment",
        'MATCH (t:truck{plate: "YX19 KLM"}) RETURN t.truck.capacity AS capacity',
    ),
    (
        "fleet",
        "en",
        "How long is Leeds York Loop?",
        "derivation",
        'MATCH (r:route{label: "Leeds York Loop"}) RETURN r.route.distance AS distance',
    ),
    (
        "fleet",
        "zh",
        "North Yard是哪一年开业的？",
        "zh-synonym",
        'MATCH (d:depot{name: "North Yard"}) RETURN d.depot.opened AS opened',
    ),
    (
        "fleet",
        "en",
        "Which drivers are trainees?",
        "plural-value",
        'MATCH (d:driver) WHERE d.driver.grade == "trainee" RETURN d.driver.name AS name',
    ),
    # gym: Chinese schema
    (
        "gym",
        "en",
        "Who are 王磊's mentees?",
        "role-noun",
        'MATCH (a:coach{name: "王磊"})-[:mentored]->(b:coach) RETURN b.coach.name AS name',
    ),
    (
        "gym",
        "en",
        "Which courses are yoga classes?",
        "value-other-language",
        'MATCH (c:course) WHERE c.course.kind == "瑜伽" RETURN c.course.name AS name',
    ),
    (
        "gym",
        "en",
        "How long is a 燃脂单车 session?",
        "comment",
        'MATCH (c:course{name: "燃脂单车"}) RETURN c.course.minutes AS minutes',
    ),
    (
        "gym",
        "en",
        "Who referred 吴倩?",
        "derivation",
        'MATCH (a:member)-[:referred]->(b:member{name: "吴倩"}) RETURN a.member.name AS name',
    ),
    (
        "gym",
        "zh",
        "王磊私教过哪些会员？",
        "zh-comment",
        'MATCH (c:coach{name: "王磊"})-[:personal_trains]->(m:member) RETURN m.member.name AS name',
    ),
    (
        "gym",
        "en",
        "Which members hold an annual card?",
        "value-other-language",
        'MATCH (m:member) WHERE m.member.tier == "年卡" RETURN m.member.name AS name',
    ),
    # botanic: Chinese schema
    (
        "botanic",
        "en",
        "What is the Latin name of 月季?",
        "comment",
        'MATCH (p:plant{name: "月季"}) RETURN p.plant.latin AS latin',
    ),
    (
        "botanic",
        "en",
        "Which plants are endangered?",
        "value-other-language",
        'MATCH (p:plant) WHERE p.plant.status == "濒危" RETURN p.plant.name AS name',
    ),
    (
        "botanic",
        "en",
        "Who takes care of 兜兰?",
        "comment",
        'MATCH (g:gardener)-[:cares_for]->(p:plant{name: "兜兰"}) RETURN g.gardener.name AS name',
    ),
    (
        "botanic",
        "en",
        "How big is 热带雨林温室?",
        "comment",
        'MATCH (g:greenhouse{name: "热带雨林温室"}) RETURN g.greenhouse.area AS area',
    ),
    (
        "botanic",
        "en",
        "Which greenhouse is 陈建国 in charge of?",
        "comment",
        'MATCH (w:gardener{name: "陈建国"})-[:manages]->(g:greenhouse) RETURN g.greenhouse.name AS name',
    ),
    (
        "botanic",
        "zh",
        "蝴蝶兰的杂交子代有哪些？",
        "zh-comment",
        'MATCH (c:plant)-[:offspring_of]->(p:plant{name: "蝴蝶兰"}) RETURN c.plant.name AS name',
    ),
    # parliament: English schema
    (
        "parliament",
        "zh",
        "Eleanor Hart代表哪个选区？",
        "zh-synonym",
        'MATCH (m:mp{name: "Eleanor Hart"})-[:represents]->(c:constituency) RETURN c.constituency.label AS label',
    ),
    (
        "parliament",
        "en",
        "Who is the chair of the Treasury Committee?",
        "derivation",
        'MATCH (m:mp)-[:chairs]->(c:committee{title: "Treasury Committee"}) RETURN m.mp.name AS name',
    ),
    (
        "parliament",
        "zh",
        "哪些法案已经通过了？",
        "zh-value",
        'MATCH (b:bill) WHERE b.bill.status == "passed" RETURN b.bill.title AS title',
    ),
    (
        "parliament",
        "en",
        "Which bills is Hannah Price the lead sponsor of?",
        "comment",
        'MATCH (m:mp{name: "Hannah Price"})-[s:sponsors]->(b:bill) WHERE s.lead == true RETURN b.bill.title AS title',
    ),
    (
        "parliament",
        "en",
        "How many registered voters does Bramley North have?",
        "comment",
        'MATCH (c:constituency{label: "Bramley North"}) RETURN c.constituency.electorate AS electorate',
    ),
    (
        "parliament",
        "zh",
        "Clean Air Bill被哪些法案修订过？",
        "zh-comment",
        'MATCH (a:bill)-[:amends]->(b:bill{title: "Clean Air Bill"}) RETURN a.bill.title AS title',
    ),
]


def main() -> None:
    rows = [
        {"id": f"un4-u{i:02d}", "space": s, "lang": lang, "question": q, "kind": kind, "unanswerable": True}
        for i, (s, lang, q, kind) in enumerate(UNANSWERABLE, 1)
    ]
    rows += [
        {
            "id": f"un4-a{i:02d}",
            "space": s,
            "lang": lang,
            "question": q,
            "shape": kind,
            "gold": gold,
            "gold_result": None,
        }
        for i, (s, lang, q, kind, gold) in enumerate(ANSWERABLE, 1)
    ]
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "questions.jsonl").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
