"""Write ``eval/unanswerable3/questions.jsonl`` (the rows below, by hand, from the schemas and CSVs
of devshapes11–14's graphs, not their questions); ``record_gold.py`` then runs the gold of every
answerable row on the embedded engine and stores its rows."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: (space, lang, question, kind) — unanswerable: a stored entity asked for something the graph
#: does not hold ("missing"), an off-domain question naming a stored value ("off-domain"), or a
#: stored entity of a kind the asked relation or property does not touch ("wrong-kind").
UNANSWERABLE = [
    ("kayak", "zh", "王建华的电话是多少？", "missing"),
    ("kayak", "zh", "西湖码头晚上几点关门？", "missing"),
    ("kayak", "en", "What is the top speed of 蓝鲸一号?", "missing"),
    ("kayak", "zh", "淳安县有什么好玩的景点？", "off-domain"),
    ("kayak", "en", "Who sponsored 富春江漂流?", "missing"),
    ("kayak", "zh", "蓝鲸一号的徒弟有哪些？", "wrong-kind"),
    ("maker", "en", "What is Greta Holm's email address?", "missing"),
    ("maker", "en", "How much electricity does the Laser Cutter use?", "missing"),
    ("maker", "zh", "Wood Shop的面积有多大？", "missing"),
    ("maker", "en", "Who manufactured the Prusa Printer?", "missing"),
    ("maker", "zh", "Robot Arm的预算是多少？", "missing"),
    ("maker", "en", "Who mentored the Table Saw?", "wrong-kind"),
    ("pottery", "zh", "顾长风的微信号是多少？", "missing"),
    ("pottery", "zh", "泥巴工坊的房租一个月多少钱？", "missing"),
    ("pottery", "en", "Who bought 兔毫建盏?", "missing"),
    ("pottery", "en", "How heavy is 青瓷梅瓶?", "missing"),
    ("pottery", "zh", "泥巴工坊的学生有哪些？", "wrong-kind"),
    ("quiz", "en", "What is the phone number of The Red Lion?", "missing"),
    ("quiz", "en", "Who is Alan Marsh married to?", "missing"),
    ("quiz", "zh", "Quizzly Bears的队歌是什么？", "missing"),
    ("quiz", "zh", "Oxford今天天气怎么样？", "off-domain"),
    ("quiz", "en", "What is the prize money for Spring Cup 2023?", "missing"),
    ("quiz", "en", "Which team does The Red Lion play for?", "wrong-kind"),
    ("foodbank", "zh", "刘建华的身份证号是多少？", "missing"),
    ("foodbank", "zh", "城北站周末几点开门？", "missing"),
    ("foodbank", "en", "How much does a bag of 大米 cost?", "missing"),
    ("foodbank", "zh", "华润万家的老板是谁？", "missing"),
    ("foodbank", "en", "What is the sugar content of 酸奶?", "missing"),
    ("foodbank", "zh", "大米是哪一年出生的？", "wrong-kind"),
    ("tramway", "en", "What is Margaret Hale's salary?", "missing"),
    ("tramway", "en", "What is the top speed of Aurora?", "missing"),
    ("tramway", "zh", "Central Square附近有什么餐厅？", "off-domain"),
    ("tramway", "en", "Who repaired Comet?", "missing"),
    ("tramway", "zh", "Margaret Hale的工资是多少？", "missing"),
    ("tramway", "en", "Who mentored Aurora?", "wrong-kind"),
    ("shufa", "zh", "王守仁的籍贯是哪里？", "missing"),
    ("shufa", "zh", "千字文是写在什么纸上的？", "missing"),
    ("shufa", "zh", "墨香书法社的会费是多少？", "missing"),
    ("shufa", "en", "Who curated 2018全国临帖展?", "missing"),
    ("shufa", "zh", "杭州有哪些好吃的？", "off-domain"),
    ("shufa", "zh", "千字文是哪一年入社的？", "wrong-kind"),
    ("boardgame", "en", "What is the wifi password at Meeple Corner?", "missing"),
    ("boardgame", "en", "Who is Greta Holm's wife?", "missing"),
    ("boardgame", "zh", "Iron Harbour的评分是多少？", "missing"),
    ("boardgame", "en", "What will the weather be like in Leeds tomorrow?", "off-domain"),
    ("boardgame", "zh", "Spring Dice Cup的报名费是多少？", "missing"),
    ("boardgame", "en", "Who taught Meeple Corner?", "wrong-kind"),
]

#: (space, lang, question, kind, gold) — answerable, worded to trip a refusal rule.
ANSWERABLE = [
    # kayak: Chinese schema, comments and values
    (
        "kayak",
        "zh",
        "王建华带过哪些徒弟？",
        "zh-comment",
        'MATCH (a:paddler{name: "王建华"})-[:trained]->(b:paddler) RETURN b.paddler.name AS name',
    ),
    (
        "kayak",
        "en",
        "Who was 周敏's master?",
        "role-noun",
        'MATCH (a:paddler)-[:trained]->(b:paddler{name: "周敏"}) RETURN a.paddler.name AS name',
    ),
    (
        "kayak",
        "en",
        "Which boats are paddleboards?",
        "value-other-language",
        'MATCH (b:boat) WHERE b.boat.kind == "桨板" RETURN b.boat.name AS name',
    ),
    (
        "kayak",
        "en",
        "What is the hourly rent of 白鹭?",
        "comment",
        'MATCH (b:boat{name: "白鹭"}) RETURN b.boat.price AS price',
    ),
    (
        "kayak",
        "en",
        "Which coaches were born before 1980?",
        "plural-value",
        'MATCH (p:paddler) WHERE p.paddler.level == "教练" AND p.paddler.born < 1980 RETURN p.paddler.name AS name',
    ),
    (
        "kayak",
        "zh",
        "西湖码头是哪一年开张的？",
        "zh-synonym",
        'MATCH (o:outlet{name: "西湖码头"}) RETURN o.outlet.opened AS opened',
    ),
    # maker: English schema
    (
        "maker",
        "zh",
        "Greta Holm的学徒有哪些？",
        "zh-synonym",
        'MATCH (a:member{name: "Greta Holm"})-[:mentors]->(b:member) RETURN b.member.name AS name',
    ),
    (
        "maker",
        "en",
        "Who mentored Kwame Asante?",
        "derivation",
        'MATCH (a:member)-[:mentors]->(b:member{name: "Kwame Asante"}) RETURN a.member.name AS name',
    ),
    (
        "maker",
        "en",
        "Which machines has Aisha Khan booked?",
        "synonym",
        'MATCH (m:member{name: "Aisha Khan"})-[:booked]->(t:tool) RETURN t.tool.name AS name',
    ),
    (
        "maker",
        "en",
        "What was the purchase price of the Laser Cutter?",
        "comment",
        'MATCH (t:tool{name: "Laser Cutter"}) RETURN t.tool.cost AS cost',
    ),
    (
        "maker",
        "en",
        "Which members are students?",
        "plural-value",
        'MATCH (m:member) WHERE m.member.plan == "student" RETURN m.member.name AS name',
    ),
    (
        "maker",
        "zh",
        "哪些工具是2015年购买的？",
        "zh-synonym",
        "MATCH (t:tool) WHERE t.tool.bought == 2015 RETURN t.tool.name AS name",
    ),
    (
        "maker",
        "en",
        "Who teaches Arduino Night?",
        "derivation",
        'MATCH (m:member)-[:taught]->(w:workshop{name: "Arduino Night"}) RETURN m.member.name AS name',
    ),
    # pottery: Chinese schema
    (
        "pottery",
        "zh",
        "顾长风教过哪些学生？",
        "zh-comment",
        'MATCH (a:potter{name: "顾长风"})-[:taught]->(b:potter) RETURN b.potter.name AS name',
    ),
    (
        "pottery",
        "en",
        "Who are the teachers at 泥巴工坊?",
        "value-other-language",
        'MATCH (p:potter)-[:works_at]->(s:studio{name: "泥巴工坊"}) WHERE p.potter.level == "老师" '
        "RETURN p.potter.name AS name",
    ),
    (
        "pottery",
        "en",
        "At what temperature was 雨过天青盏 fired?",
        "comment",
        'MATCH (p:piece{name: "雨过天青盏"})-[f:fired_in]->(k:kiln) RETURN f.temp AS temp',
    ),
    (
        "pottery",
        "en",
        "Which pieces have a celadon glaze?",
        "value-other-language",
        'MATCH (p:piece) WHERE p.piece.glaze == "青瓷" RETURN p.piece.name AS name',
    ),
    (
        "pottery",
        "zh",
        "兔毫建盏卖多少钱？",
        "zh-synonym",
        'MATCH (p:piece{name: "兔毫建盏"}) RETURN p.piece.price AS price',
    ),
    (
        "pottery",
        "en",
        "How many pieces can 大柴窑 hold?",
        "comment",
        'MATCH (k:kiln{name: "大柴窑"}) RETURN k.kiln.capacity AS capacity',
    ),
    (
        "pottery",
        "en",
        "Who is 方一鸣's teacher?",
        "role-noun",
        'MATCH (a:potter)-[:taught]->(b:potter{name: "方一鸣"}) RETURN a.potter.name AS name',
    ),
    # quiz: English schema
    (
        "quiz",
        "zh",
        "Alan Marsh招募了哪些人？",
        "zh-synonym",
        'MATCH (a:player{name: "Alan Marsh"})-[:recruited]->(b:player) RETURN b.player.name AS name',
    ),
    (
        "quiz",
        "en",
        "Who was Jess Tran's recruiter?",
        "comment",
        'MATCH (a:player)-[:recruited]->(b:player{name: "Jess Tran"}) RETURN a.player.name AS name',
    ),
    (
        "quiz",
        "en",
        "Which players specialise in history?",
        "derivation",
        'MATCH (p:player) WHERE p.player.specialty == "history" RETURN p.player.name AS name',
    ),
    (
        "quiz",
        "en",
        "What was the entry fee for Spring Cup 2023?",
        "comment",
        'MATCH (q:quiz{name: "Spring Cup 2023"})-[h:hosted_at]->(p:pub) RETURN h.fee AS fee',
    ),
    (
        "quiz",
        "en",
        "Which team was the winner of Film Buff Night?",
        "comment",
        'MATCH (t:team)-[e:entered]->(q:quiz{name: "Film Buff Night"}) WHERE e.place == 1 RETURN t.team.name AS name',
    ),
    (
        "quiz",
        "zh",
        "Quizzly Bears是哪年成立的？",
        "zh-synonym",
        'MATCH (t:team{name: "Quizzly Bears"}) RETURN t.team.founded AS founded',
    ),
    # foodbank: Chinese schema
    (
        "foodbank",
        "en",
        "Who are 刘建华's apprentices?",
        "role-noun",
        'MATCH (a:volunteer{name: "刘建华"})-[:trained]->(b:volunteer) RETURN b.volunteer.name AS name',
    ),
    (
        "foodbank",
        "en",
        "Which volunteers are drivers?",
        "value-other-language",
        'MATCH (v:volunteer) WHERE v.volunteer.role == "司机" RETURN v.volunteer.name AS name',
    ),
    (
        "foodbank",
        "en",
        "What is the shelf life of 牛奶?",
        "comment",
        'MATCH (i:item{name: "牛奶"}) RETURN i.item.shelf_days AS shelf_days',
    ),
    (
        "foodbank",
        "zh",
        "华润万家捐了多少公斤大米？",
        "zh-comment",
        'MATCH (d:donor{name: "华润万家"})-[e:donated]->(i:item{name: "大米"}) RETURN e.kg AS kg',
    ),
    (
        "foodbank",
        "en",
        "How many people live in 孙家?",
        "comment",
        'MATCH (h:household{name: "孙家"}) RETURN h.household.members AS members',
    ),
    (
        "foodbank",
        "zh",
        "黄伟给哪些家庭送过货？",
        "zh-comment",
        'MATCH (v:volunteer{name: "黄伟"})-[:delivered]->(h:household) RETURN h.household.name AS name',
    ),
    # tramway: English schema
    (
        "tramway",
        "zh",
        "Margaret Hale带过哪些徒弟？",
        "role-noun",
        'MATCH (a:driver{name: "Margaret Hale"})-[:mentored]->(b:driver) RETURN b.driver.name AS name',
    ),
    (
        "tramway",
        "en",
        "Who was Owen Price's mentor?",
        "comment",
        'MATCH (a:driver)-[:mentored]->(b:driver{name: "Owen Price"}) RETURN a.driver.name AS name',
    ),
    (
        "tramway",
        "zh",
        "哪些电车是2010年以后制造的？",
        "zh-synonym",
        "MATCH (t:tram) WHERE t.tram.built > 2010 RETURN t.tram.name AS name",
    ),
    (
        "tramway",
        "en",
        "Which stops does Harbour Line call at?",
        "comment",
        'MATCH (l:line{name: "Harbour Line"})-[:calls_at]->(s:station) RETURN s.station.name AS name',
    ),
    (
        "tramway",
        "en",
        "How long is Airport Line?",
        "derivation",
        'MATCH (l:line{name: "Airport Line"}) RETURN l.line.length_km AS length_km',
    ),
    (
        "tramway",
        "zh",
        "Northgate Depot能停放多少辆电车？",
        "zh-synonym",
        'MATCH (d:depot{name: "Northgate Depot"}) RETURN d.depot.capacity AS capacity',
    ),
    # shufa: Chinese schema
    (
        "shufa",
        "zh",
        "王守仁的学生有哪些？",
        "zh-comment",
        'MATCH (a:artist{name: "王守仁"})-[:teaches]->(b:artist) RETURN b.artist.name AS name',
    ),
    (
        "shufa",
        "en",
        "Who taught 陈静怡?",
        "derivation",
        'MATCH (a:artist)-[:teaches]->(b:artist{name: "陈静怡"}) RETURN a.artist.name AS name',
    ),
    (
        "shufa",
        "en",
        "Which works are written in cursive script?",
        "value-other-language",
        'MATCH (w:work) WHERE w.work.script == "草书" RETURN w.work.name AS name',
    ),
    (
        "shufa",
        "zh",
        "千字文有多少个字？",
        "zh-comment",
        'MATCH (w:work{name: "千字文"}) RETURN w.work.chars AS chars',
    ),
    (
        "shufa",
        "en",
        "How much funding did 2015春季书法展 get?",
        "comment",
        'MATCH (c:club)-[h:hosted]->(e:exhibition{name: "2015春季书法展"}) RETURN h.budget AS budget',
    ),
    (
        "shufa",
        "zh",
        "墨香书法社收藏了哪些作品？",
        "zh-comment",
        'MATCH (c:club{name: "墨香书法社"})-[:collects]->(w:work) RETURN w.work.name AS name',
    ),
    # boardgame: English schema
    (
        "boardgame",
        "zh",
        "Greta Holm教过谁？",
        "zh-synonym",
        'MATCH (a:person{name: "Greta Holm"})-[:taught]->(b:person) RETURN b.person.name AS name',
    ),
    (
        "boardgame",
        "en",
        "Who was Sofia Reyes's teacher?",
        "comment",
        'MATCH (a:person)-[:taught]->(b:person{name: "Sofia Reyes"}) RETURN a.person.name AS name',
    ),
    (
        "boardgame",
        "en",
        "How long does a game of Iron Harbour take?",
        "comment",
        'MATCH (g:game{name: "Iron Harbour"}) RETURN g.game.minutes AS minutes',
    ),
    (
        "boardgame",
        "zh",
        "哪些游戏是合作类的？",
        "zh-value",
        'MATCH (g:game) WHERE g.game.genre == "coop" RETURN g.game.name AS name',
    ),
    (
        "boardgame",
        "en",
        "How many copies of Word Rush does Meeple Corner have?",
        "comment",
        'MATCH (c:cafe{name: "Meeple Corner"})-[s:stocks]->(g:game{name: "Word Rush"}) RETURN s.copies AS copies',
    ),
    (
        "boardgame",
        "en",
        "Which hosts work at Meeple Corner?",
        "plural-value",
        'MATCH (p:person)-[:works_at]->(c:cafe{name: "Meeple Corner"}) WHERE p.person.role == "host" '
        "RETURN p.person.name AS name",
    ),
    (
        "boardgame",
        "zh",
        "Word Rush最多几个人玩？",
        "zh-comment",
        'MATCH (g:game{name: "Word Rush"}) RETURN g.game.max_players AS max_players',
    ),
]


def main() -> None:
    rows = [
        {"id": f"un3-u{i:02d}", "space": s, "lang": lang, "question": q, "kind": kind, "unanswerable": True}
        for i, (s, lang, q, kind) in enumerate(UNANSWERABLE, 1)
    ]
    rows += [
        {
            "id": f"un3-a{i:02d}",
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
