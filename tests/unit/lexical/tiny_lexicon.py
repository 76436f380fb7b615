"""A few entries of WordNet and CC-CEDICT in their own formats, for a tiny index built in the tests."""

from __future__ import annotations

from r3.lexical.sources import Tables, read_cedict, read_wordnet

#: WordNet database lines (the real format: offsets, hex word counts, pointers, glosses).
WORDNET = {
    "index.verb": [
        "  1 licence header lines start with two spaces",
        "base v 1 1 @ 1 0 00000002",
        "locate v 1 1 @ 1 0 00000001",
        "situate v 1 1 @ 1 0 00000001",
        "place v 1 0 1 0 00000003",
        "employ v 1 1 + 1 0 00000020",
    ],
    "data.verb": [
        "00000001 42 v 02 locate 0 situate 0 001 @ 00000003 v 0000 01 + 08 00 | determine the place of",
        "00000002 42 v 01 base 0 001 @ 00000001 v 0000 | situate as a center of operations",
        "00000003 42 v 01 place 0 000 | put",
        "00000020 41 v 01 employ 0 001 + 00000010 n 0101 | engage or hire",
    ],
    "index.noun": [
        "employer n 1 2 @ + 1 0 00000010",
        "leader n 1 0 1 0 00000011",
        "age n 1 1 = 1 0 00000031",
        "city n 1 1 @i 1 0 00000012",
        "goose n 1 1 @ 1 0 00000040",
        "bird n 1 0 1 0 00000041",
        "flight n 1 0 1 0 00000050",
        "movie n 1 0 1 0 00000051",
        "film n 1 0 1 0 00000051",
        "publishing_house n 1 0 1 0 00000052",
        "publisher n 1 0 1 0 00000052",
    ],
    "data.noun": [
        "00000010 18 n 01 employer 0 002 + 00000020 v 0101 @ 00000011 n 0000 | a firm that employs workers",
        "00000011 18 n 01 leader 0 000 | a person who rules",
        "00000012 15 n 02 Paris 0 city 0 001 @i 00000011 n 0000 | an instance: skipped",
        "00000031 07 n 01 age 0 001 = 00000030 a 0000 | how long something has existed",
        "00000040 05 n 01 goose 0 001 @ 00000041 n 0000 | a bird",
        "00000041 05 n 01 bird 0 000 | an animal",
        "00000050 04 n 01 flight 0 000 | a scheduled trip by plane",
        "00000051 10 n 02 movie 0 film 0 000 | a motion picture",
        "00000052 14 n 02 publishing_house 0 publisher 0 000 | a firm that publishes",
    ],
    "index.adj": ["old a 1 1 = 1 0 00000030"],
    "data.adj": ["00000030 00 a 01 old 0 001 = 00000031 n 0000 | of long duration"],
    "noun.exc": ["geese goose"],
}

#: CC-CEDICT lines: traditional, simplified, [pinyin], /glosses/.
CEDICT = [
    "# CC-CEDICT (a comment line)",
    "航班 航班 [hang2 ban1] /(scheduled) flight; (scheduled) sailing/",
    "位於 位于 [wei4 yu2] /to be located at/to be situated at/to lie/",
    "雇主 雇主 [gu4 zhu3] /employer/",
    "電影 电影 [dian4 ying3] /movie; film/CL:部[bu4],片[pian4]/",
    "影片 影片 [ying3 pian4] /film; movie/",
    "出版社 出版社 [chu1 ban3 she4] /publishing house/",
    "張三 张三 [Zhang1 San1] /Zhang San, a placeholder name/",
    "王 王 [Wang2] /surname Wang/",
    "乾杯 干杯 [gan1 bei1] /variant of 乾杯[gan1 bei1]/",
    "天氣 天气 [tian1 qi4] /weather/",
    "港口 港口 [gang3 kou3] /port; harbor/",
    "藥 药 [yao4] /medicine; drug/",
    "先 先 [xian1] /early; prior/",
    "修 修 [xiu1] /to repair; to study/",
    "有 有 [you3] /to have; there is/",
    "哪些 哪些 [na3 xie1] /which ones/",
]


def tiny_tables() -> Tables:
    english = read_wordnet(WORDNET)
    chinese = read_cedict(CEDICT, lemmas=set(english.english) | {"publishing_house"})
    return Tables(english.english, chinese.chinese, chinese.reverse, english.morph)
