"""Write the two development graphs of ``eval/devshapes5/graphs/`` (lab, bistro).

Why: the offline composer needs development material in domains no other set uses, with
every question shape (lookup … unanswerable) asked the way people type. ``lab``
(researchers, labs, papers, grants, institutes; the grant tag is ``funding`` because
``grant`` is reserved in nGQL) keeps researcher names as vertex ids and opaque ids
elsewhere, and shows papers and grants by ``title``, not ``name``; ``bistro`` (restaurants,
chefs, dishes, ingredients, suppliers, districts) has Chinese names behind opaque ids,
English schema names with Chinese COMMENTs and an ingredient code (``sku``) that is not its
name. Both have one edge type over two tag pairs (``funded_by``, ``located_in``), a same-tag
edge (``advises``, ``trained``), tags reached by several edge types and edge properties of
every kind (int, date, bool, double). Every fact is written out by hand below (no RNG), so
the files are byte-identical on every run.

The file model and the writer are those of ``eval/unseen/make_graphs.py``, imported from there.

Usage::

    python eval/devshapes5/make_graphs.py [--out eval/devshapes5/graphs]
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent


def _unseen() -> ModuleType:
    """``eval/unseen/make_graphs.py`` (the file model and writer); ``eval/`` is not a package."""
    name = "unseen_make_graphs"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE.parent / "unseen" / "make_graphs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


U = _unseen()


def _bool(flag: bool) -> str:
    """The importer's text for a bool cell."""
    return "true" if flag else "false"


# --------------------------------------------------------------------------- lab (English, names as researcher ids)

LAB_DDL = """
CREATE TAG IF NOT EXISTS researcher(name string, born int COMMENT "year of birth", field string COMMENT "machine learning, biology, robotics, linguistics or physics", rank string COMMENT "professor, postdoc or phd student");
CREATE TAG IF NOT EXISTS lab(name string, floor int);
CREATE TAG IF NOT EXISTS paper(title string, year int, venue string COMMENT "NeurIPS, Nature, ICRA, ACL or PRL", citations int);
CREATE TAG IF NOT EXISTS funding(title string, agency string COMMENT "funding agency: ERC, NSF, JSPS or SNSF", amount double COMMENT "million EUR", start date);
CREATE TAG IF NOT EXISTS institute(name string, country string, founded int);
CREATE EDGE IF NOT EXISTS advises(since int COMMENT "year supervision began") COMMENT = "advisor -> student (researcher -> researcher)";
CREATE EDGE IF NOT EXISTS member_of(joined date, head bool COMMENT "heads the lab") COMMENT = "researcher -> lab";
CREATE EDGE IF NOT EXISTS authored(position int COMMENT "author position, 1 = first author", corresponding bool) COMMENT = "researcher -> paper";
CREATE EDGE IF NOT EXISTS studied_at(degree string COMMENT "BSc, MSc or PhD", year int COMMENT "graduation year") COMMENT = "researcher -> institute";
CREATE EDGE IF NOT EXISTS part_of() COMMENT = "lab -> institute";
CREATE EDGE IF NOT EXISTS funded_by(share double COMMENT "fraction of the cost the grant pays") COMMENT = "paper -> funding, lab -> funding";
CREATE EDGE IF NOT EXISTS holds(role string COMMENT "PI or co-PI") COMMENT = "researcher -> funding";
CREATE TAG INDEX IF NOT EXISTS researcher_name_index ON researcher(name(32));
CREATE TAG INDEX IF NOT EXISTS researcher_field_index ON researcher(field(24));
CREATE TAG INDEX IF NOT EXISTS researcher_born_index ON researcher(born);
CREATE TAG INDEX IF NOT EXISTS lab_name_index ON lab(name(32));
CREATE TAG INDEX IF NOT EXISTS paper_title_index ON paper(title(48));
CREATE TAG INDEX IF NOT EXISTS paper_year_index ON paper(year);
CREATE TAG INDEX IF NOT EXISTS paper_citations_index ON paper(citations);
CREATE TAG INDEX IF NOT EXISTS funding_title_index ON funding(title(32));
CREATE TAG INDEX IF NOT EXISTS institute_name_index ON institute(name(48));
"""

#: (name, country, founded)
INSTITUTES = [
    ("Uppsala University", "Sweden", 1477),
    ("ETH Zurich", "Switzerland", 1855),
    ("University of Toronto", "Canada", 1827),
    ("Kyoto University", "Japan", 1897),
    ("Delft University of Technology", "Netherlands", 1842),
]  # fmt: skip
#: (name, floor, institute)
LABS = [
    ("Vision Lab", 3, "ETH Zurich"),
    ("Protein Design Lab", 2, "Uppsala University"),
    ("Robotics Lab", 1, "Delft University of Technology"),
    ("Language Lab", 4, "University of Toronto"),
    ("Quantum Lab", 5, "ETH Zurich"),
]  # fmt: skip
#: (name, born, field, rank, [(lab, joined, head)], [(institute, degree, year)])
RESEARCHERS = [
    ("Oskar Nilsson", 1950, "physics", "professor", [("Quantum Lab", dt.date(1990, 1, 8), True)], [("Uppsala University", "PhD", 1976)]),
    ("Ada Lindqvist", 1958, "biology", "professor", [("Protein Design Lab", dt.date(2001, 9, 1), True)], [("Uppsala University", "PhD", 1985)]),
    ("Bruno Keller", 1962, "machine learning", "professor", [("Vision Lab", dt.date(1998, 2, 2), True)], [("ETH Zurich", "PhD", 1990)]),
    ("Chiara Rossi", 1975, "machine learning", "professor", [("Vision Lab", dt.date(2008, 10, 1), False), ("Robotics Lab", dt.date(2016, 5, 2), False)], [("Delft University of Technology", "MSc", 1999), ("ETH Zurich", "PhD", 2003)]),
    ("Daniel Okafor", 1980, "robotics", "professor", [("Robotics Lab", dt.date(2011, 1, 17), True)], [("University of Toronto", "BSc", 2002), ("ETH Zurich", "PhD", 2008)]),
    ("Emi Tanaka", 1983, "linguistics", "professor", [("Language Lab", dt.date(2015, 4, 1), True)], [("Kyoto University", "PhD", 2011)]),
    ("Felix Wagner", 1988, "machine learning", "postdoc", [("Vision Lab", dt.date(2017, 3, 1), False)], [("ETH Zurich", "PhD", 2016)]),
    ("Grace Liu", 1990, "biology", "postdoc", [("Protein Design Lab", dt.date(2019, 1, 7), False)], [("University of Toronto", "MSc", 2014), ("Uppsala University", "PhD", 2018)]),
    ("Hamid Farahani", 1991, "robotics", "postdoc", [("Robotics Lab", dt.date(2019, 11, 4), False)], [("Delft University of Technology", "PhD", 2019)]),
    ("Ines Moreau", 1994, "machine learning", "phd student", [("Vision Lab", dt.date(2020, 9, 1), False)], [("Delft University of Technology", "MSc", 2019)]),
    ("Jonas Berg", 1995, "biology", "phd student", [("Protein Design Lab", dt.date(2019, 10, 1), False)], [("Uppsala University", "MSc", 2019)]),
    ("Kenji Mori", 1996, "linguistics", "phd student", [("Language Lab", dt.date(2020, 4, 1), False)], [("Kyoto University", "MSc", 2020)]),
    ("Lena Fischer", 1997, "robotics", "phd student", [("Robotics Lab", dt.date(2021, 2, 1), False)], [("Delft University of Technology", "MSc", 2021)]),
    ("Marco Silva", 1993, "machine learning", "phd student", [("Language Lab", dt.date(2021, 10, 4), False)], [("University of Toronto", "MSc", 2021)]),
    ("Nora Quinn", 1998, "physics", "phd student", [("Quantum Lab", dt.date(2022, 9, 1), False)], [("Kyoto University", "BSc", 2020)]),
]  # fmt: skip
#: (advisor, student, since)
ADVISES = [
    ("Oskar Nilsson", "Ada Lindqvist", 1981), ("Oskar Nilsson", "Nora Quinn", 2022),
    ("Ada Lindqvist", "Grace Liu", 2014), ("Ada Lindqvist", "Jonas Berg", 2019), ("Grace Liu", "Jonas Berg", 2021),
    ("Bruno Keller", "Chiara Rossi", 1999), ("Bruno Keller", "Daniel Okafor", 2004), ("Bruno Keller", "Emi Tanaka", 2009),
    ("Chiara Rossi", "Felix Wagner", 2012), ("Chiara Rossi", "Ines Moreau", 2020), ("Felix Wagner", "Marco Silva", 2021),
    ("Daniel Okafor", "Hamid Farahani", 2015), ("Daniel Okafor", "Lena Fischer", 2021), ("Emi Tanaka", "Kenji Mori", 2020),
]  # fmt: skip
#: (title, year, venue, citations, [(author, position, corresponding)])
PAPERS = [
    ("Sparse Attention for Cell Images", 2019, "NeurIPS", 340, [("Chiara Rossi", 1, True), ("Felix Wagner", 2, False), ("Grace Liu", 3, False)]),
    ("Folding Small Proteins Fast", 2020, "Nature", 1210, [("Grace Liu", 1, False), ("Ada Lindqvist", 2, True)]),
    ("Grasping Under Uncertainty", 2018, "ICRA", 95, [("Hamid Farahani", 1, False), ("Daniel Okafor", 2, True)]),
    ("Low-Resource Parsing", 2021, "ACL", 60, [("Kenji Mori", 1, False), ("Emi Tanaka", 2, True), ("Marco Silva", 3, False)]),
    ("Contrastive Robot Learning", 2022, "NeurIPS", 130, [("Hamid Farahani", 1, True), ("Felix Wagner", 2, False), ("Lena Fischer", 3, False)]),
    ("Enzyme Stability Maps", 2022, "Nature", 210, [("Jonas Berg", 1, False), ("Ada Lindqvist", 2, True)]),
    ("Graph Networks for Molecules", 2017, "NeurIPS", 880, [("Chiara Rossi", 1, False), ("Bruno Keller", 2, True)]),
    ("Soft Grippers", 2023, "ICRA", 22, [("Lena Fischer", 1, False), ("Daniel Okafor", 2, True)]),
    ("Tokenizers Across Scripts", 2023, "ACL", 41, [("Marco Silva", 1, False), ("Kenji Mori", 2, False), ("Emi Tanaka", 3, True)]),
    ("Qubit Noise Spectra", 2023, "PRL", 15, [("Nora Quinn", 1, False), ("Oskar Nilsson", 2, True)]),
    ("Vision Transformers at Scale", 2021, "NeurIPS", 2050, [("Bruno Keller", 1, True), ("Felix Wagner", 2, False), ("Ines Moreau", 3, False)]),
    ("Robust Visual Odometry", 2020, "ICRA", 180, [("Daniel Okafor", 1, True), ("Chiara Rossi", 2, False)]),
    ("Calibrating Language Models", 2024, "ACL", 12, [("Ines Moreau", 1, False), ("Marco Silva", 2, False), ("Chiara Rossi", 3, True)]),
    ("Decoherence in Cold Atoms", 1998, "PRL", 450, [("Oskar Nilsson", 1, True)]),
]  # fmt: skip
#: (title, agency, amount in million EUR, start, [(holder, role)])
GRANTS = [
    ("Learning to See", "ERC", 2.5, dt.date(2019, 1, 1), [("Bruno Keller", "PI"), ("Chiara Rossi", "co-PI")]),
    ("Proteins in Motion", "ERC", 1.8, dt.date(2020, 3, 1), [("Ada Lindqvist", "PI")]),
    ("Hands for Robots", "NSF", 0.9, dt.date(2021, 9, 15), [("Daniel Okafor", "PI"), ("Hamid Farahani", "co-PI")]),
    ("Words Without Borders", "JSPS", 0.6, dt.date(2020, 4, 1), [("Emi Tanaka", "PI")]),
    ("Cold Qubits", "SNSF", 1.2, dt.date(2022, 6, 1), [("Oskar Nilsson", "PI")]),
    ("Open Vision Data", "SNSF", 0.4, dt.date(2023, 2, 1), [("Chiara Rossi", "PI")]),
]  # fmt: skip
#: (lab or paper, grant, share)
FUNDED_LABS = [
    ("Vision Lab", "Learning to See", 0.7), ("Vision Lab", "Open Vision Data", 1.0),
    ("Protein Design Lab", "Proteins in Motion", 1.0), ("Robotics Lab", "Hands for Robots", 0.8),
    ("Language Lab", "Words Without Borders", 1.0), ("Quantum Lab", "Cold Qubits", 1.0),
]  # fmt: skip
FUNDED_PAPERS = [
    ("Sparse Attention for Cell Images", "Learning to See", 0.5), ("Vision Transformers at Scale", "Learning to See", 1.0),
    ("Folding Small Proteins Fast", "Proteins in Motion", 1.0), ("Enzyme Stability Maps", "Proteins in Motion", 0.6),
    ("Contrastive Robot Learning", "Hands for Robots", 0.5), ("Soft Grippers", "Hands for Robots", 1.0),
    ("Tokenizers Across Scripts", "Words Without Borders", 1.0), ("Qubit Noise Spectra", "Cold Qubits", 1.0),
    ("Calibrating Language Models", "Open Vision Data", 0.3),
]  # fmt: skip


def lab() -> object:
    iid = {n: f"i{k + 1}" for k, (n, *_) in enumerate(INSTITUTES)}
    lid = {n: f"lab{k + 1}" for k, (n, *_) in enumerate(LABS)}
    pid = {p[0]: f"p{k + 1:02d}" for k, p in enumerate(PAPERS)}
    gid = {g[0]: f"g{k + 1}" for k, g in enumerate(GRANTS)}
    institutes = U.VertexFile("institute", [("name", "string"), ("country", "string"), ("founded", "int")])
    institutes.rows = [[iid[n], n, c, f] for n, c, f in INSTITUTES]
    labs = U.VertexFile("lab", [("name", "string"), ("floor", "int")])
    part_of = U.EdgeFile("part_of", [])
    for name, floor, inst in LABS:
        labs.rows.append([lid[name], name, floor])
        part_of.rows.append([lid[name], iid[inst]])
    researchers = U.VertexFile(
        "researcher", [("name", "string"), ("born", "int"), ("field", "string"), ("rank", "string")]
    )
    member_of = U.EdgeFile("member_of", [("joined", "date"), ("head", "bool")])
    studied_at = U.EdgeFile("studied_at", [("degree", "string"), ("year", "int")])
    for name, born, field, rank, memberships, degrees in RESEARCHERS:
        researchers.rows.append([name, name, born, field, rank])
        member_of.rows += [[name, lid[lab_], day, _bool(head)] for lab_, day, head in memberships]
        studied_at.rows += [[name, iid[inst], degree, year] for inst, degree, year in degrees]
    advises = U.EdgeFile("advises", [("since", "int")])
    advises.rows = [[a, s, y] for a, s, y in ADVISES]
    papers = U.VertexFile(
        "paper", [("title", "string"), ("year", "int"), ("venue", "string"), ("citations", "int")]
    )
    authored = U.EdgeFile("authored", [("position", "int"), ("corresponding", "bool")])
    for title, year, venue, citations, authors in PAPERS:
        papers.rows.append([pid[title], title, year, venue, citations])
        authored.rows += [[a, pid[title], pos, _bool(corr)] for a, pos, corr in authors]
    grants = U.VertexFile(
        "funding", [("title", "string"), ("agency", "string"), ("amount", "double"), ("start", "date")]
    )
    holds = U.EdgeFile("holds", [("role", "string")])
    for title, agency, amount, start, holders in GRANTS:
        grants.rows.append([gid[title], title, agency, amount, start])
        holds.rows += [[h, gid[title], role] for h, role in holders]
    funded_by = U.EdgeFile("funded_by", [("share", "double")])
    funded_by.rows = [[lid[n], gid[g], s] for n, g, s in FUNDED_LABS] + [
        [pid[t], gid[g], s] for t, g, s in FUNDED_PAPERS
    ]
    return U.Graph(
        "lab",
        16,
        LAB_DDL,
        [researchers, labs, papers, grants, institutes],
        [advises, member_of, authored, studied_at, part_of, funded_by, holds],
    )


# --------------------------------------------------------------------------- bistro (Chinese names, opaque ids)

BISTRO_DDL = """
CREATE TAG IF NOT EXISTS district(name string COMMENT "区名", population double COMMENT "常住人口，万人") COMMENT = "城区";
CREATE TAG IF NOT EXISTS restaurant(name string COMMENT "店名", cuisine string COMMENT "菜系：川菜/粤菜/湘菜/日料", rating double COMMENT "评分，满分5分", opened int COMMENT "开业年份") COMMENT = "餐厅";
CREATE TAG IF NOT EXISTS chef(name string COMMENT "姓名", age int COMMENT "年龄", level string COMMENT "职级：总厨/主厨/帮厨") COMMENT = "厨师";
CREATE TAG IF NOT EXISTS dish(name string COMMENT "菜名", price double COMMENT "售价，元", category string COMMENT "类别：凉菜/热菜/汤/点心/主食/甜品", spicy bool COMMENT "是否辣") COMMENT = "菜品";
CREATE TAG IF NOT EXISTS ingredient(name string COMMENT "食材名", sku string COMMENT "货号", category string COMMENT "类别：肉类/水产/蔬菜/调料/豆制品/干货/主食/水果") COMMENT = "食材";
CREATE TAG IF NOT EXISTS supplier(name string COMMENT "供应商名称", founded int COMMENT "成立年份") COMMENT = "供应商";
CREATE EDGE IF NOT EXISTS located_in() COMMENT = "餐厅 -> 城区，供应商 -> 城区";
CREATE EDGE IF NOT EXISTS works_at(since date COMMENT "入职日期") COMMENT = "厨师 -> 餐厅";
CREATE EDGE IF NOT EXISTS trained(year int COMMENT "拜师年份") COMMENT = "师傅 -> 徒弟（厨师 -> 厨师）";
CREATE EDGE IF NOT EXISTS cooks(signature bool COMMENT "是否招牌菜") COMMENT = "厨师 -> 会做的菜";
CREATE EDGE IF NOT EXISTS serves(monthly_sales int COMMENT "月销量，份") COMMENT = "餐厅 -> 菜单上的菜";
CREATE EDGE IF NOT EXISTS uses(grams int COMMENT "每份用量，克") COMMENT = "菜品 -> 食材";
CREATE EDGE IF NOT EXISTS supplies(price double COMMENT "供货单价，元/斤", organic bool COMMENT "是否有机") COMMENT = "供应商 -> 食材";
CREATE TAG INDEX IF NOT EXISTS district_name_index ON district(name(16));
CREATE TAG INDEX IF NOT EXISTS restaurant_name_index ON restaurant(name(32));
CREATE TAG INDEX IF NOT EXISTS restaurant_cuisine_index ON restaurant(cuisine(16));
CREATE TAG INDEX IF NOT EXISTS chef_name_index ON chef(name(32));
CREATE TAG INDEX IF NOT EXISTS dish_name_index ON dish(name(32));
CREATE TAG INDEX IF NOT EXISTS dish_price_index ON dish(price);
CREATE TAG INDEX IF NOT EXISTS ingredient_name_index ON ingredient(name(32));
CREATE TAG INDEX IF NOT EXISTS ingredient_sku_index ON ingredient(sku(16));
CREATE TAG INDEX IF NOT EXISTS supplier_name_index ON supplier(name(32));
"""

#: (name, population in 10k)
DISTRICTS = [("锦江区", 90.2), ("武侯区", 120.5), ("青羊区", 95.3), ("高新区", 150.1)]
#: (name, cuisine, rating, opened, district)
RESTAURANTS = [
    ("蜀香园", "川菜", 4.6, 2008, "锦江区"),
    ("老码头火锅", "川菜", 4.3, 2012, "武侯区"),
    ("粤海轩", "粤菜", 4.5, 2015, "青羊区"),
    ("湘味小馆", "湘菜", 3.9, 2018, "武侯区"),
    ("樱花寿司", "日料", 4.2, 2019, "高新区"),
    ("川味人家", "川菜", 4.0, 2020, "高新区"),
    ("竹林小厨", "粤菜", 3.7, 2022, "锦江区"),
]  # fmt: skip
#: (name, sku, category)
INGREDIENTS = [
    ("豆腐", "D-301", "豆制品"), ("牛肉", "M-102", "肉类"), ("花椒", "T-501", "调料"), ("辣椒", "T-502", "调料"),
    ("鸡肉", "M-103", "肉类"), ("花生", "G-801", "干货"), ("猪肉", "M-101", "肉类"), ("青椒", "V-401", "蔬菜"),
    ("豆瓣酱", "T-503", "调料"), ("草鱼", "F-201", "水产"), ("姜", "T-504", "调料"), ("虾", "F-202", "水产"),
    ("石斑鱼", "F-203", "水产"), ("葱", "V-402", "蔬菜"), ("三文鱼", "F-204", "水产"), ("面条", "S-601", "主食"),
    ("芒果", "P-701", "水果"),
]  # fmt: skip
#: (name, price, category, spicy, [(ingredient, grams)])
DISHES = [
    ("麻婆豆腐", 28.0, "热菜", True, [("豆腐", 300), ("牛肉", 50), ("花椒", 5), ("辣椒", 10)]),
    ("宫保鸡丁", 38.0, "热菜", True, [("鸡肉", 250), ("花生", 60), ("辣椒", 15)]),
    ("回锅肉", 42.0, "热菜", True, [("猪肉", 300), ("青椒", 100), ("豆瓣酱", 20)]),
    ("夫妻肺片", 36.0, "凉菜", True, [("牛肉", 200), ("花椒", 8), ("辣椒", 20)]),
    ("水煮鱼", 88.0, "热菜", True, [("草鱼", 600), ("辣椒", 40), ("花椒", 15)]),
    ("白切鸡", 68.0, "热菜", False, [("鸡肉", 700), ("姜", 20)]),
    ("虾饺", 32.0, "点心", False, [("虾", 120), ("猪肉", 40)]),
    ("清蒸石斑", 168.0, "热菜", False, [("石斑鱼", 650), ("姜", 15), ("葱", 20)]),
    ("剁椒鱼头", 98.0, "热菜", True, [("草鱼", 800), ("辣椒", 80), ("姜", 10)]),
    ("小炒肉", 45.0, "热菜", True, [("猪肉", 250), ("青椒", 150), ("辣椒", 30)]),
    ("三文鱼刺身", 128.0, "凉菜", False, [("三文鱼", 200)]),
    ("味噌汤", 18.0, "汤", False, [("豆腐", 80), ("葱", 5)]),
    ("担担面", 22.0, "主食", True, [("面条", 150), ("猪肉", 50), ("花椒", 3)]),
    ("杨枝甘露", 26.0, "甜品", False, [("芒果", 180)]),
    ("鱼香肉丝", 40.0, "热菜", True, [("猪肉", 220), ("青椒", 80), ("辣椒", 15)]),
]  # fmt: skip
#: (restaurant, [(dish, monthly sales)]); no restaurant serves 鱼香肉丝
SERVES = [
    ("蜀香园", [("麻婆豆腐", 320), ("宫保鸡丁", 280), ("回锅肉", 250), ("夫妻肺片", 150), ("水煮鱼", 190), ("担担面", 400)]),
    ("老码头火锅", [("夫妻肺片", 120), ("水煮鱼", 210), ("担担面", 180)]),
    ("粤海轩", [("白切鸡", 230), ("虾饺", 510), ("清蒸石斑", 90), ("杨枝甘露", 300)]),
    ("湘味小馆", [("剁椒鱼头", 160), ("小炒肉", 270), ("回锅肉", 80)]),
    ("樱花寿司", [("三文鱼刺身", 350), ("味噌汤", 300)]),
    ("川味人家", [("麻婆豆腐", 200), ("宫保鸡丁", 150), ("担担面", 260)]),
    ("竹林小厨", [("虾饺", 60), ("白切鸡", 70)]),
]  # fmt: skip
#: (name, age, level, [(restaurant, since)], [(dish, signature)])
CHEFS = [
    ("王大厨", 58, "总厨", [("蜀香园", dt.date(2008, 5, 1))], [("麻婆豆腐", True), ("水煮鱼", True), ("回锅肉", False)]),
    ("李明", 42, "主厨", [("蜀香园", dt.date(2010, 3, 15))], [("回锅肉", True), ("宫保鸡丁", False), ("担担面", False)]),
    ("张小红", 29, "帮厨", [("蜀香园", dt.date(2019, 7, 1))], [("担担面", False), ("夫妻肺片", False)]),
    ("陈师傅", 61, "总厨", [("老码头火锅", dt.date(2012, 8, 8))], [("水煮鱼", True), ("夫妻肺片", False)]),
    ("赵刚", 35, "主厨", [("老码头火锅", dt.date(2016, 2, 20))], [("担担面", True)]),
    ("黄文", 50, "总厨", [("粤海轩", dt.date(2015, 6, 1))], [("清蒸石斑", True), ("白切鸡", False)]),
    ("林晓", 31, "主厨", [("粤海轩", dt.date(2017, 9, 1)), ("竹林小厨", dt.date(2022, 4, 1))], [("虾饺", True), ("杨枝甘露", False), ("白切鸡", False)]),
    ("周红梅", 45, "总厨", [("湘味小馆", dt.date(2018, 1, 10))], [("剁椒鱼头", True), ("小炒肉", False)]),
    ("吴亮", 27, "帮厨", [("湘味小馆", dt.date(2021, 3, 3))], [("小炒肉", False), ("回锅肉", False)]),
    ("小野健", 40, "总厨", [("樱花寿司", dt.date(2019, 4, 1))], [("三文鱼刺身", True), ("味噌汤", False)]),
    ("郑凯", 33, "主厨", [("川味人家", dt.date(2020, 6, 18))], [("宫保鸡丁", True), ("麻婆豆腐", False)]),
    ("孙悦", 24, "帮厨", [("川味人家", dt.date(2022, 11, 1))], [("担担面", False)]),
    ("马超", 38, "主厨", [("竹林小厨", dt.date(2022, 3, 1))], [("白切鸡", True), ("虾饺", False)]),
]  # fmt: skip
#: (master, apprentice, year)
TRAINED = [
    ("陈师傅", "王大厨", 1988), ("陈师傅", "周红梅", 1995), ("王大厨", "李明", 2005), ("王大厨", "赵刚", 2010),
    ("李明", "郑凯", 2012), ("李明", "张小红", 2018), ("郑凯", "孙悦", 2021), ("黄文", "林晓", 2013),
    ("周红梅", "吴亮", 2019),
]  # fmt: skip
#: (name, founded, district, [(ingredient, price per jin, organic)])
SUPPLIERS = [
    ("川农菜市", 2005, "锦江区", [("青椒", 3.5, True), ("葱", 2.0, True), ("辣椒", 6.0, False), ("花椒", 45.0, False), ("姜", 5.0, False), ("豆腐", 4.0, False)]),
    ("海鲜大王", 2010, "高新区", [("草鱼", 12.0, False), ("虾", 38.0, False), ("石斑鱼", 95.0, False), ("三文鱼", 120.0, False)]),
    ("鲜肉坊", 2012, "武侯区", [("猪肉", 16.0, False), ("牛肉", 42.0, True), ("鸡肉", 14.0, True)]),
    ("南北干货行", 1998, "青羊区", [("花生", 9.0, False), ("花椒", 50.0, True), ("豆瓣酱", 15.0, False), ("面条", 4.5, False), ("辣椒", 7.0, False)]),
    ("果缘", 2019, "高新区", [("芒果", 10.0, True)]),
]  # fmt: skip


def bistro() -> object:
    qid = {n: f"q{k + 1}" for k, (n, _) in enumerate(DISTRICTS)}
    rid = {r[0]: f"r{k + 1}" for k, r in enumerate(RESTAURANTS)}
    iid = {i[0]: f"i{k + 1:02d}" for k, i in enumerate(INGREDIENTS)}
    did = {d[0]: f"d{k + 1:02d}" for k, d in enumerate(DISHES)}
    cid = {c[0]: f"c{k + 1:02d}" for k, c in enumerate(CHEFS)}
    sid = {s[0]: f"s{k + 1}" for k, s in enumerate(SUPPLIERS)}
    districts = U.VertexFile("district", [("name", "string"), ("population", "double")])
    districts.rows = [[qid[n], n, p] for n, p in DISTRICTS]
    located_in = U.EdgeFile("located_in", [])
    restaurants = U.VertexFile(
        "restaurant", [("name", "string"), ("cuisine", "string"), ("rating", "double"), ("opened", "int")]
    )
    for name, cuisine, rating, opened, district in RESTAURANTS:
        restaurants.rows.append([rid[name], name, cuisine, rating, opened])
        located_in.rows.append([rid[name], qid[district]])
    ingredients = U.VertexFile("ingredient", [("name", "string"), ("sku", "string"), ("category", "string")])
    ingredients.rows = [[iid[n], n, sku, cat] for n, sku, cat in INGREDIENTS]
    dishes = U.VertexFile(
        "dish", [("name", "string"), ("price", "double"), ("category", "string"), ("spicy", "bool")]
    )
    uses = U.EdgeFile("uses", [("grams", "int")])
    for name, price, category, spicy, parts in DISHES:
        dishes.rows.append([did[name], name, price, category, _bool(spicy)])
        uses.rows += [[did[name], iid[i], g] for i, g in parts]
    serves = U.EdgeFile("serves", [("monthly_sales", "int")])
    for restaurant, menu in SERVES:
        serves.rows += [[rid[restaurant], did[d], n] for d, n in menu]
    chefs = U.VertexFile("chef", [("name", "string"), ("age", "int"), ("level", "string")])
    works_at = U.EdgeFile("works_at", [("since", "date")])
    cooks = U.EdgeFile("cooks", [("signature", "bool")])
    for name, age, level, jobs, repertoire in CHEFS:
        chefs.rows.append([cid[name], name, age, level])
        works_at.rows += [[cid[name], rid[r], day] for r, day in jobs]
        cooks.rows += [[cid[name], did[d], _bool(sig)] for d, sig in repertoire]
    trained = U.EdgeFile("trained", [("year", "int")])
    trained.rows = [[cid[m], cid[a], y] for m, a, y in TRAINED]
    suppliers = U.VertexFile("supplier", [("name", "string"), ("founded", "int")])
    supplies = U.EdgeFile("supplies", [("price", "double"), ("organic", "bool")])
    for name, founded, district, stock in SUPPLIERS:
        suppliers.rows.append([sid[name], name, founded])
        located_in.rows.append([sid[name], qid[district]])
        supplies.rows += [[sid[name], iid[i], p, _bool(org)] for i, p, org in stock]
    return U.Graph(
        "bistro",
        8,
        BISTRO_DDL,
        [districts, restaurants, chefs, dishes, ingredients, suppliers],
        [located_in, works_at, trained, cooks, serves, uses, supplies],
    )


BUILDERS = {"lab": lab, "bistro": bistro}


def build_all() -> list[object]:
    return [build() for build in BUILDERS.values()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "graphs", help="graphs folder to write into")
    args = parser.parse_args(argv)
    for graph in build_all():
        U.write_graph(graph, args.out)
        nv = sum(len(v.rows) for v in graph.vertices)
        ne = sum(len(e.rows) for e in graph.edges)
        print(f"{graph.space}: {nv} vertices, {ne} edges -> {args.out / graph.space}")


if __name__ == "__main__":
    main()
