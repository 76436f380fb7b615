"""Write ``eval/unanswerable2/questions.jsonl`` (the rows below, by hand); ``record_gold.py`` then
runs the gold of every answerable row on the embedded engine and stores its rows."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: (space, lang, question) — unanswerable: a stored entity asked for something the graph does
#: not hold, or an off-domain question that mentions a stored value.
UNANSWERABLE = [
    ("wuguan", "zh", "陈振华的电话号码是多少？"),
    ("wuguan", "zh", "精武馆的学费一个月多少钱？"),
    ("wuguan", "en", "What is 李国强's weight?"),
    ("wuguan", "zh", "全国武术锦标赛的门票多少钱？"),
    ("wuguan", "zh", "太极拳的创始人是谁？"),
    ("wuguan", "en", "What is the street address of 咏春堂?"),
    ("wuguan", "zh", "上海明天天气怎么样？"),
    ("radio", "en", "What is Mia Torres's salary?"),
    ("radio", "en", "What are the listener ratings of Morning Wire?"),
    ("radio", "zh", "Harbour FM的电话是多少？"),
    ("radio", "en", "Who is Jack Whitfield married to?"),
    ("radio", "en", "What is the weather like in Leeds today?"),
    ("radio", "zh", "Kestrel Motors的股价是多少？"),
    ("radio", "en", "Where did Priya Nair go to university?"),
    ("longzhou", "zh", "赤龙队的队服是什么颜色？"),
    ("longzhou", "zh", "黄海生的身高是多少？"),
    ("longzhou", "en", "What is the prize money of 全国龙舟锦标赛?"),
    ("longzhou", "zh", "南粤银行的行长是谁？"),
    ("longzhou", "en", "How many followers does 飞鱼队 have on social media?"),
    ("longzhou", "zh", "汕头有什么好吃的？"),
    ("longzhou", "en", "What is 陈阿强's email address?"),
    ("huts", "en", "How much does a night at Eagle Rest cost?"),
    ("huts", "en", "What is Anna Berger's phone number?"),
    ("huts", "zh", "Glacier View的营业时间是几点到几点？"),
    ("huts", "en", "What is the weather forecast for Tyrol?"),
    ("huts", "zh", "Marmot Path沿途有什么野生动物？"),
    ("huts", "en", "Who is the president of Alpine Club Tyrol?"),
    ("huts", "en", "Does Pine Hollow have wifi?"),
    ("seedlib", "zh", "樱桃番茄一包多少钱？"),
    ("seedlib", "zh", "李明的手机号是多少？"),
    ("seedlib", "en", "What is 周桂兰's home address?"),
    ("seedlib", "zh", "城东分馆周末几点开门？"),
    ("seedlib", "en", "How much water does 紫长茄 need?"),
    ("seedlib", "zh", "向日葵的花语是什么？"),
    ("seedlib", "zh", "东城区的房价是多少？"),
    ("escape", "en", "What is Tom Okoye's annual salary?"),
    ("escape", "en", "What is the minimum age for The Asylum?"),
    ("escape", "zh", "Lockbox Central的停车场在哪里？"),
    ("escape", "en", "Who is the captain of Red Herrings?"),
    ("escape", "zh", "Manchester今天下雨吗？"),
    ("escape", "en", "What is Pharaoh's Tomb's rating on TripAdvisor?"),
]

#: (space, lang, question, kind, gold) — answerable, worded to trip a refusal rule.
ANSWERABLE = [
    (
        "wuguan",
        "zh",
        "陈振华的徒弟有哪些？",
        "zh-comment",
        'MATCH (a:fighter{name: "陈振华"})-[:mentor_of]->(b:fighter) RETURN b.fighter.name AS name',
    ),
    (
        "wuguan",
        "zh",
        "李国强的教练是谁？",
        "zh-synonym",
        'MATCH (a:fighter)-[:mentor_of]->(b:fighter{name: "李国强"}) RETURN a.fighter.name AS name',
    ),
    (
        "wuguan",
        "en",
        "Which tournaments did 张志远 compete in?",
        "derivation",
        'MATCH (a:fighter{name: "张志远"})-[:competed_in]->(e:event) RETURN e.event.name AS name',
    ),
    (
        "wuguan",
        "zh",
        "精武馆是哪一年成立的？",
        "zh-synonym",
        'MATCH (s:school{name: "精武馆"}) RETURN s.school.founded AS founded',
    ),
    (
        "wuguan",
        "en",
        "Where does 太极拳 originate?",
        "derivation",
        'MATCH (s:style{name: "太极拳"}) RETURN s.style.origin AS origin',
    ),
    (
        "wuguan",
        "zh",
        "全国武术锦标赛的经费是多少？",
        "zh-comment",
        'MATCH (s:school)-[h:hosted]->(e:event{name: "全国武术锦标赛"}) RETURN h.budget AS budget',
    ),
    (
        "wuguan",
        "en",
        "Which instructors train at 精武馆?",
        "value-other-language",
        'MATCH (f:fighter)-[:trains_at]->(s:school{name: "精武馆"}) WHERE f.fighter.rank == "教头" '
        "RETURN f.fighter.name AS name",
    ),
    (
        "radio",
        "zh",
        "Mia Torres主持的节目有哪些？",
        "zh-synonym",
        'MATCH (b:broadcaster{name: "Mia Torres"})-[:presents]->(p:programme) RETURN p.programme.name AS name',
    ),
    (
        "radio",
        "en",
        "Who was Tom Ashby's trainer?",
        "derivation",
        'MATCH (a:broadcaster)-[:trained]->(b:broadcaster{name: "Tom Ashby"}) RETURN a.broadcaster.name AS name',
    ),
    (
        "radio",
        "en",
        "Which presenters work for Harbour FM?",
        "plural-value",
        'MATCH (b:broadcaster)-[:works_for]->(s:station{name: "Harbour FM"}) WHERE b.broadcaster.role == "presenter" '
        "RETURN b.broadcaster.name AS name",
    ),
    (
        "radio",
        "zh",
        "Harbour FM的频率是多少？",
        "zh-synonym",
        'MATCH (s:station{name: "Harbour FM"}) RETURN s.station.frequency AS frequency',
    ),
    (
        "radio",
        "en",
        "What is the broadcast length of Morning Wire?",
        "comment",
        'MATCH (p:programme{name: "Morning Wire"}) RETURN p.programme.minutes AS minutes',
    ),
    (
        "radio",
        "en",
        "Which programmes does Brightside Energy sponsor?",
        "tag-as-verb",
        'MATCH (s:sponsor{name: "Brightside Energy"})-[:backs]->(p:programme) RETURN p.programme.name AS name',
    ),
    (
        "radio",
        "zh",
        "Pennant Bank赞助了哪些节目？",
        "zh-synonym",
        'MATCH (s:sponsor{name: "Pennant Bank"})-[:backs]->(p:programme) RETURN p.programme.name AS name',
    ),
    (
        "radio",
        "en",
        "List the djs born after 1995.",
        "plural-value",
        'MATCH (b:broadcaster) WHERE b.broadcaster.role == "dj" AND b.broadcaster.born > 1995 '
        "RETURN b.broadcaster.name AS name",
    ),
    (
        "radio",
        "zh",
        "哪些主播是1990年以后出生的？",
        "zh-synonym",
        "MATCH (b:broadcaster) WHERE b.broadcaster.born > 1990 RETURN b.broadcaster.name AS name",
    ),
    (
        "longzhou",
        "zh",
        "黄海生带过哪些徒弟？",
        "zh-comment",
        'MATCH (a:paddler{name: "黄海生"})-[:mentors]->(b:paddler) RETURN b.paddler.name AS name',
    ),
    (
        "longzhou",
        "en",
        "Which teams has 黄海生 been a member of?",
        "edge-words",
        'MATCH (a:paddler{name: "黄海生"})-[:member_of]->(t:team) RETURN t.team.name AS name',
    ),
    (
        "longzhou",
        "en",
        "Who are the drummers?",
        "value-other-language",
        'MATCH (p:paddler) WHERE p.paddler.position == "鼓手" RETURN p.paddler.name AS name',
    ),
    (
        "longzhou",
        "zh",
        "南粤银行赞助了哪些队伍？",
        "zh-comment",
        'MATCH (s:sponsor{name: "南粤银行"})-[:funds]->(t:team) RETURN t.team.name AS name',
    ),
    (
        "longzhou",
        "en",
        "What was the title sponsorship fee for 广东省龙舟赛?",
        "comment",
        'MATCH (s:sponsor)-[t:titled]->(r:race{name: "广东省龙舟赛"}) RETURN s.sponsor.name AS name, t.fee AS fee',
    ),
    (
        "longzhou",
        "zh",
        "赤龙队是哪年组建的？",
        "zh-synonym",
        'MATCH (t:team{name: "赤龙队"}) RETURN t.team.founded AS founded',
    ),
    (
        "longzhou",
        "en",
        "How long is the course of 全国龙舟锦标赛?",
        "synonym",
        'MATCH (r:race{name: "全国龙舟锦标赛"}) RETURN r.race.distance AS distance',
    ),
    (
        "longzhou",
        "zh",
        "赤龙队的队员有哪些？",
        "zh-comment",
        'MATCH (p:paddler)-[:member_of]->(t:team{name: "赤龙队"}) RETURN p.paddler.name AS name',
    ),
    (
        "huts",
        "en",
        "How high is Eagle Rest?",
        "synonym",
        'MATCH (h:hut{name: "Eagle Rest"}) RETURN h.hut.altitude AS altitude',
    ),
    (
        "huts",
        "en",
        "How many people can sleep at Glacier View?",
        "comment",
        'MATCH (h:hut{name: "Glacier View"}) RETURN h.hut.beds AS beds',
    ),
    (
        "huts",
        "zh",
        "Anna Berger看守哪些小屋？",
        "zh-synonym",
        'MATCH (w:warden{name: "Anna Berger"})-[:keeps]->(h:hut) RETURN h.hut.name AS name',
    ),
    (
        "huts",
        "en",
        "Which huts belong to Alpine Club Tyrol?",
        "synonym",
        'MATCH (c:club{name: "Alpine Club Tyrol"})-[:owns]->(h:hut) RETURN h.hut.name AS name',
    ),
    (
        "huts",
        "en",
        "Who is Lukas Steiner's mentor?",
        "comment",
        'MATCH (a:warden)-[:trained]->(b:warden{name: "Lukas Steiner"}) RETURN a.warden.name AS name',
    ),
    (
        "huts",
        "en",
        "List the volunteers.",
        "plural-value",
        'MATCH (w:warden) WHERE w.warden.grade == "volunteer" RETURN w.warden.name AS name',
    ),
    (
        "huts",
        "zh",
        "Marmot Path有多少公里？",
        "zh-synonym",
        'MATCH (t:trail{name: "Marmot Path"}) RETURN t.trail.km AS km',
    ),
    (
        "huts",
        "en",
        "How many walking hours from Marmot Path to Pine Hollow?",
        "comment",
        'MATCH (t:trail{name: "Marmot Path"})-[c:connects]->(h:hut{name: "Pine Hollow"}) RETURN c.hours AS hours',
    ),
    (
        "seedlib",
        "zh",
        "李明捐过哪些种子？",
        "zh-comment",
        'MATCH (m:member{name: "李明"})-[:donated]->(v:variety) RETURN v.variety.name AS name',
    ),
    (
        "seedlib",
        "en",
        "Which varieties has 郑浩 borowed?",
        "typo",
        'MATCH (m:member{name: "郑浩"})-[:borrowed]->(v:variety) RETURN v.variety.name AS name',
    ),
    (
        "seedlib",
        "en",
        "What is the growing period of 樱桃番茄?",
        "zh-comment-only",
        'MATCH (v:variety{name: "樱桃番茄"}) RETURN v.variety.days AS days',
    ),
    (
        "seedlib",
        "en",
        "Which varieties are flowers?",
        "value-other-language",
        'MATCH (v:variety) WHERE v.variety.crop == "花卉" RETURN v.variety.name AS name',
    ),
    (
        "seedlib",
        "zh",
        "城东分馆在哪个区？",
        "zh-comment",
        'MATCH (b:branch{name: "城东分馆"}) RETURN b.branch.district AS district',
    ),
    (
        "seedlib",
        "en",
        "Who is 孙丽华's master?",
        "role-noun",
        'MATCH (a:member)-[:mentors]->(b:member{name: "孙丽华"}) RETURN a.member.name AS name',
    ),
    (
        "escape",
        "en",
        "Who was Hannah Cole's coach?",
        "derivation",
        'MATCH (a:person)-[:coached]->(b:person{name: "Hannah Cole"}) RETURN a.person.name AS name',
    ),
    (
        "escape",
        "zh",
        "Alice Brennan当过谁的教练？",
        "zh-synonym",
        'MATCH (a:person{name: "Alice Brennan"})-[:coached]->(b:person) RETURN b.person.name AS name',
    ),
    (
        "escape",
        "zh",
        "The Asylum的价格是多少？",
        "zh-synonym",
        'MATCH (r:room{name: "The Asylum"}) RETURN r.room.price AS price',
    ),
    (
        "escape",
        "en",
        "Which rooms did Tom Okoye desgin?",
        "typo",
        'MATCH (p:person{name: "Tom Okoye"})-[:designed]->(r:room) RETURN r.room.name AS name',
    ),
    (
        "escape",
        "en",
        "Who are the designers born before 1980?",
        "plural-value",
        'MATCH (p:person) WHERE p.person.role == "designer" AND p.person.born < 1980 RETURN p.person.name AS name',
    ),
    (
        "escape",
        "zh",
        "The Asylum在哪个场馆？",
        "zh-synonym",
        'MATCH (r:room{name: "The Asylum"})-[:located_at]->(v:venue) RETURN v.venue.name AS name',
    ),
    (
        "escape",
        "en",
        "How difficult is Lunar Base?",
        "derivation",
        'MATCH (r:room{name: "Lunar Base"}) RETURN r.room.difficulty AS difficulty',
    ),
    (
        "escape",
        "en",
        "Which rooms is Raj Patel the gamemaster of?",
        "comment",
        'MATCH (p:person{name: "Raj Patel"})-[:hosts]->(r:room) RETURN r.room.name AS name',
    ),
    (
        "escape",
        "en",
        "What is Station Zero's time limit?",
        "comment",
        'MATCH (r:room{name: "Station Zero"}) RETURN r.room.minutes AS minutes',
    ),
]


def main() -> None:
    rows = [
        {"id": f"un2-u{i:02d}", "space": s, "lang": lang, "question": q, "unanswerable": True}
        for i, (s, lang, q) in enumerate(UNANSWERABLE, 1)
    ]
    rows += [
        {
            "id": f"un2-a{i:02d}",
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
