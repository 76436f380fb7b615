"""Benchmark: the retrieval index on a synthetic graph of a million vertices.

Generates (seeded) a storage dump directly in r3's dump format (manifest + JSONL, with the
dump's checksums): English person names (first, optional middle initial, generated
surnames), Chinese names (``王小明`` style and transliterated ``赫敏·格兰杰`` style), team
names, and edges with a string property (kinship words). Then, each phase in its own
process so its peak memory is its own:

- **build**: ``r3 index --dump DIR --out INDEX`` with the offline embedder (``hash:128``)
  and an IVF over the vectors — time, size on disk (tables vs vectors), peak RSS;
- **query**: open the index (memory-mapped) and link questions made from the generated
  names (verbatim, lower case, surname only, one typo, Chinese given name, no middle dot)
  — p50/p95 latency per question for the char, dense and both signals, recall@5, and the
  RSS after the queries;
- **reference**: the paper's retrieval (the Levenshtein formula over every stored string
  in a Python loop) on a few of the same questions, for the latency ratio.

BLAS is pinned to one thread (a question's search is too small to split). Target on 2
cores: char p50 ≤ 50 ms. Usage::

    python eval/bench_retrieval_scale.py [--vertices 1000000] [--questions 300] [--seed 7] [--keep DIR] [--json OUT]
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "eval"))  # eval/ is not a package

from _bench_common import ENGLISH_FIRST_NAMES  # noqa: E402

FIRST = [
    *ENGLISH_FIRST_NAMES,
    "Ronald",
    "Stephanie",
    "Edward",
    "Rebecca",
    "Jason",
    "Sharon",
    "Jeffrey",
    "Laura",
    "Ryan",
    "Cynthia",
    "Jacob",
    "Kathleen",
    "Gary",
    "Amy",
    "Nicholas",
    "Angela",
    "Eric",
    "Shirley",
    "Jonathan",
    "Anna",
    "Stephen",
    "Brenda",
    "Larry",
    "Pamela",
    "Justin",
    "Emma",
    "Scott",
    "Nicole",
    "Brandon",
    "Helen",
    "Benjamin",
    "Samantha",
    "Samuel",
    "Katherine",
    "Gregory",
    "Christine",
    "Alexander",
    "Debra",
    "Frank",
    "Rachel",
    "Patrick",
    "Carolyn",
    "Raymond",
    "Janet",
    "Jack",
    "Catherine",
    "Dennis",
    "Maria",
    "Jerry",
    "Heather",
    "Tyler",
    "Diane",
    "Aaron",
    "Ruth",
    "Jose",
    "Julie",
    "Adam",
    "Olivia",
    "Nathan",
    "Joyce",
    "Henry",
    "Virginia",
    "Douglas",
    "Victoria",
    "Zachary",
    "Kelly",
    "Peter",
    "Lauren",
    "Kyle",
    "Christina",
    "Ethan",
    "Joan",
    "Walter",
    "Evelyn",
    "Noah",
    "Judith",
    "Jeremy",
    "Megan",
    "Christian",
    "Andrea",
    "Keith",
    "Cheryl",
    "Roger",
    "Hannah",
    "Terry",
    "Jacqueline",
    "Gerald",
    "Martha",
    "Harold",
    "Gloria",
    "Sean",
    "Teresa",
    "Austin",
    "Ann",
    "Carl",
    "Sara",
    "Arthur",
    "Madison",
    "Lawrence",
    "Frances",
    "Dylan",
    "Kathryn",
    "Jesse",
    "Janice",
    "Jordan",
    "Jean",
    "Bryan",
    "Abigail",
    "Billy",
    "Alice",
    "Joe",
    "Julia",
    "Bruce",
    "Judy",
    "Gabriel",
    "Sophia",
    "Logan",
    "Grace",
    "Albert",
    "Denise",
    "Willie",
    "Amber",
    "Alan",
    "Doris",
    "Juan",
    "Marilyn",
    "Wayne",
    "Danielle",
    "Elijah",
    "Beverly",
    "Randy",
    "Isabella",
    "Roy",
    "Theresa",
    "Vincent",
    "Diana",
    "Ralph",
    "Natalie",
    "Eugene",
    "Brittany",
    "Russell",
    "Charlotte",
    "Bobby",
    "Marie",
    "Mason",
    "Kayla",
    "Philip",
    "Alexis",
    "Louis",
    "Lori",
    "Dejounte",
    "Kristaps",
    "Giannis",
    "Luka",
    "Nikola",
    "Shaquille",
    "Tiago",
]
ONSETS = [
    "b",
    "br",
    "c",
    "ch",
    "cl",
    "d",
    "dr",
    "f",
    "fl",
    "g",
    "gr",
    "h",
    "j",
    "k",
    "l",
    "m",
    "n",
    "p",
    "pr",
    "r",
    "s",
    "sh",
    "st",
    "t",
    "tr",
    "v",
    "w",
    "wh",
    "y",
    "z",
]
VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "oo", "ou", "y"]
CODAS = [
    "ck",
    "ll",
    "n",
    "ng",
    "nd",
    "rd",
    "rk",
    "rn",
    "rt",
    "s",
    "ss",
    "t",
    "th",
    "x",
    "m",
    "mp",
    "ns",
    "ld",
]
ENDINGS = [
    "son",
    "ton",
    "ley",
    "man",
    "field",
    "worth",
    "well",
    "ford",
    "ham",
    "by",
    "ridge",
    "wood",
    "berg",
    "stein",
    "ski",
    "ov",
    "ez",
    "ez",
    "ini",
]
ZH_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
ZH_GIVEN = "伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬芳燕彩春菊兰凤洁梅琳素云莲真环雪荣爱妹霞香月莺媛艳瑞凡佳嘉琼勤珍贞莉桂娣叶璧璐娅琦晶妍茜秋珊莎锦黛青倩婷姣婉娴瑾颖露瑶怡婵雁蓓纨仪荷丹蓉眉君琴蕊薇菁梦岚苑婕馨瑗琰韵融园艺咏卿聪澜纯毓悦昭冰爽琬茗羽希宁欣飘育滢馥筠柔竹霭凝晓欢霄枫芸菲寒伊亚宜可姬舒影荔枝思丽"
ZH_TRANS = "阿贝卡德尔弗格哈伊杰克拉马纳奥帕奎罗斯特乌维沃西亚泽莉娜丝顿森曼蒂妮琳菲汉雷诺莫米里萨塔图温希"
KINSHIP = [
    "父亲",
    "母亲",
    "儿子",
    "女儿",
    "妻子",
    "丈夫",
    "哥哥",
    "弟弟",
    "姐姐",
    "妹妹",
    "祖父",
    "祖母",
    "孙子",
    "孙女",
    "叔叔",
    "阿姨",
    "表哥",
    "表妹",
    "堂兄",
    "堂妹",
    "朋友",
    "同学",
    "老师",
    "学生",
    "邻居",
    "同事",
    "未婚妻",
    "未婚夫",
    "养子",
    "养女",
]
CITIES = [
    "Springfield",
    "Riverton",
    "Lakeside",
    "Fairview",
    "Georgetown",
    "Salem",
    "Madison",
    "Franklin",
    "Clinton",
    "Arlington",
    "Ashland",
    "Bristol",
    "Dover",
    "Milton",
    "Newport",
    "Oxford",
]
MASCOTS = [
    "Hawks",
    "Bears",
    "Lions",
    "Tigers",
    "Wolves",
    "Eagles",
    "Sharks",
    "Comets",
    "Rockets",
    "Giants",
    "Pilots",
    "Rangers",
    "Royals",
    "Knights",
    "Storm",
    "Thunder",
]


def _surname(rng: random.Random) -> str:
    body = rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS)
    if rng.random() < 0.6:
        body += rng.choice(ENDINGS)
    return body.capitalize()


def person_name(rng: random.Random, surnames: list[str]) -> str:
    first = rng.choice(FIRST)
    middle = f" {rng.choice('ABCDEFGHJKLMNPRSTW')}." if rng.random() < 0.3 else ""
    return f"{first}{middle} {rng.choice(surnames)}"


def zh_name(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return rng.choice(ZH_SURNAMES) + "".join(rng.choice(ZH_GIVEN) for _ in range(rng.randint(1, 2)))
    part = lambda: "".join(rng.choice(ZH_TRANS) for _ in range(rng.randint(2, 4)))  # noqa: E731
    return f"{part()}·{part()}"


# --------------------------------------------------------------------------- phase: generate


def generate(out: Path, vertices: int, seed: int) -> dict[str, Any]:
    """Write a dump of ``vertices`` vertices (90% persons, 9% Chinese names, 1% teams) + edges."""
    from r3.engine.storage_codec import schema_to_json
    from r3.graph.dump_manifest import (
        FORMAT,
        FORMAT_VERSION,
        MANIFEST,
        add_checksums,
        checksum_hex,
        file_name,
        record_hash,
        write_json_atomic,
    )
    from r3.lang.ddl import schema_from_ddl

    rng = random.Random(seed)
    surnames = sorted({_surname(rng) for _ in range(40_000)})
    n_team = max(10, vertices // 100)
    n_zh = vertices * 9 // 100
    n_person = vertices - n_team - n_zh
    ddl = (
        "CREATE TAG person(name string, age int); CREATE TAG character(name string, gender string);"
        " CREATE TAG team(name string); CREATE EDGE like(likeness int); CREATE EDGE serve(start_year int);"
        " CREATE EDGE kindred(rel_type string);"
    )
    schema = schema_from_ddl(ddl, space="scale").space("scale")
    data = out / "data-000001"
    data.mkdir(parents=True)
    files: dict[str, dict[str, Any]] = {}
    enc = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

    def write(kind: str, name: str, records: Any) -> None:
        fname = file_name(kind, name)
        total, count, size = 0, 0, 0
        with open(data / fname, "wb", buffering=1 << 20) as f:
            for rec in records:
                line = enc(rec).encode("utf-8")
                f.write(line + b"\n")
                total += record_hash(line)
                count += 1
                size += len(line) + 1
        files[fname] = {
            "kind": kind,
            "name": name,
            "records": count,
            "bytes": size,
            "checksum": checksum_hex(total),
        }

    persons: list[str] = []
    zh: list[str] = []

    def person_records() -> Any:
        for i in range(n_person):
            name = person_name(rng, surnames)
            if i < 20_000:
                persons.append(name)
            yield {
                "kind": "vertex",
                "vid": f"p{i:07d}",
                "tag": "person",
                "props": {"age": rng.randint(18, 80), "name": name},
            }

    def zh_records() -> Any:
        seen: set[str] = set()
        while len(seen) < n_zh:
            name = zh_name(rng)
            if name in seen:
                continue
            seen.add(name)
            if len(zh) < 20_000:
                zh.append(name)
            yield {
                "kind": "vertex",
                "vid": name,
                "tag": "character",
                "props": {"gender": rng.choice("男女"), "name": name},
            }

    teams = sorted({f"{rng.choice(CITIES)} {rng.choice(MASCOTS)} {i}" for i in range(n_team)})
    write("vertex", "person", person_records())
    write("vertex", "character", zh_records())
    write(
        "vertex", "team", ({"kind": "vertex", "vid": t, "tag": "team", "props": {"name": t}} for t in teams)
    )
    zh_ids = zh[:]
    write(
        "edge",
        "like",
        (
            {
                "kind": "edge",
                "src": f"p{rng.randrange(n_person):07d}",
                "dst": f"p{rng.randrange(n_person):07d}",
                "type": "like",
                "rank": 0,
                "props": {"likeness": rng.randint(1, 100)},
            }
            for _ in range(vertices)
        ),
    )
    write(
        "edge",
        "serve",
        (
            {
                "kind": "edge",
                "src": f"p{rng.randrange(n_person):07d}",
                "dst": rng.choice(teams),
                "type": "serve",
                "rank": 0,
                "props": {"start_year": rng.randint(1990, 2023)},
            }
            for _ in range(vertices // 4)
        ),
    )
    write(
        "edge",
        "kindred",
        (
            {
                "kind": "edge",
                "src": rng.choice(zh_ids),
                "dst": rng.choice(zh_ids),
                "type": "kindred",
                "rank": 0,
                "props": {"rel_type": rng.choice(KINSHIP)},
            }
            for _ in range(vertices // 10)
        ),
    )
    counts = {
        "vertices": n_person + n_zh + len(teams),
        "vertex_records": n_person + n_zh + len(teams),
        "edges": sum(f["records"] for f in files.values() if f["kind"] == "edge"),
        "files": len(files),
    }
    manifest = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "created": "2024-01-01T00:00:00+00:00",
        "space": "scale",
        "source": {"backend": f"bench_retrieval_scale(seed={seed})", "dialect": "ngql", "change_token": None},
        "data_dir": "data-000001",
        "counts": counts,
        "checksum": checksum_hex(add_checksums(*(int(f["checksum"], 16) for f in files.values()))),
        "files": files,
        "schema": json.loads(schema_to_json(schema)),
    }
    write_json_atomic(data / MANIFEST, dict(manifest, data_dir="."))
    write_json_atomic(out / MANIFEST, manifest)
    (out / "names.json").write_text(
        json.dumps({"persons": persons, "zh": zh}, ensure_ascii=False), encoding="utf-8"
    )
    return {"counts": counts, "teams": len(teams)}


# --------------------------------------------------------------------------- questions


def make_questions(names: dict[str, list[str]], n: int, seed: int) -> list[tuple[str, str, str]]:
    """(question, entity, kind) from generated names, the way users mention them."""
    rng = random.Random(seed)
    out: list[tuple[str, str, str]] = []
    en = ("Which team did {m} play for?", "How old is {m}?", "Who likes '{m}' the most?")
    zh_t = ("{m}的父亲是谁？", "请问{m}属于哪个组织？", "{m}的性别是什么？")
    persons, zh = names["persons"], names["zh"]
    while len(out) < n:
        name = rng.choice(persons)
        words = name.split()
        kind = rng.choice(["verbatim", "lower", "surname", "typo"])
        if kind == "verbatim":
            m = name
        elif kind == "lower":
            m = name.lower()
        elif kind == "surname":
            m = words[-1]
        else:
            i = rng.randrange(1, len(name) - 2)
            if not (name[i].isalpha() and name[i + 1].isalpha() and name[i] != name[i + 1]):
                continue
            m = name[:i] + name[i + 1] + name[i] + name[i + 2 :]
        out.append((rng.choice(en).format(m=m), name, kind))
        cname = rng.choice(zh)
        if "·" in cname:
            given, _ = cname.split("·", 1)
            kind, m = rng.choice(
                [("zh verbatim", cname), ("zh given", given), ("zh nodot", cname.replace("·", ""))]
            )
        else:
            kind, m = "zh verbatim", cname
        out.append((rng.choice(zh_t).format(m=m), cname, kind))
    return out[:n]


# --------------------------------------------------------------------------- phases


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def phase_build(dump: Path, out: Path) -> dict[str, Any]:
    from r3.embedders import HashingEmbedder
    from r3.retrieval.index import build_index
    from r3.retrieval.source import DumpSource

    started = time.perf_counter()
    result = build_index(DumpSource(dump), out, embedder=HashingEmbedder(128), ann="ivf")
    folder = out / result.version
    sizes: dict[str, int] = {}
    for f in folder.iterdir():
        group = (
            "vectors+ivf"
            if f.name.startswith(("vectors", "ivf"))
            else "owners"
            if f.name.startswith("owners")
            else "tables"
        )
        sizes[group] = sizes.get(group, 0) + f.stat().st_size
    return {
        "build_s": time.perf_counter() - started,
        "strings": result.strings,
        "records": result.records,
        "size_mb": {k: v / 1e6 for k, v in sizes.items()},
        "size_total_mb": sum(sizes.values()) / 1e6,
        "peak_rss_mb": _rss_mb(),
        "summary": result.summary_line(),
    }


def phase_query(index: Path, names_file: Path, n: int, seed: int) -> dict[str, Any]:
    from r3.embedders import HashingEmbedder
    from r3.retrieval.index import RetrievalIndex
    from r3.retrieval.linker import Linker

    started = time.perf_counter()
    idx = RetrievalIndex.open(index)
    open_ms = 1000 * (time.perf_counter() - started)
    linker = Linker(idx, HashingEmbedder(128))
    questions = make_questions(json.loads(names_file.read_text(encoding="utf-8")), n, seed)
    linker.link(questions[0][0], 5)  # first touch of the pages
    out: dict[str, Any] = {"open_ms": open_ms, "questions": len(questions), "signals": {}}
    for signal in ("char", "dense", "both"):
        times: list[float] = []
        hits: dict[str, list[int]] = {}
        for q, entity, kind in questions:
            t = time.perf_counter()
            texts = [i.text for i in linker.link(q, 5, signal=signal)]
            times.append(1000 * (time.perf_counter() - t))
            h = hits.setdefault(kind, [0, 0])
            h[0] += entity in texts
            h[1] += 1
        times.sort()
        out["signals"][signal] = {
            "p50_ms": statistics.median(times),
            "p95_ms": times[int(0.95 * (len(times) - 1))],
            "mean_ms": statistics.fmean(times),
            "recall": sum(h for h, _n in hits.values()) / len(questions),
            "recall_by_kind": {k: h / m for k, (h, m) in sorted(hits.items())},
        }
    out["peak_rss_mb"] = _rss_mb()
    return out


def phase_reference(index: Path, names_file: Path, n: int, seed: int) -> dict[str, Any]:
    from rapidfuzz.distance import Levenshtein

    from r3.retrieval.index import RetrievalIndex

    idx = RetrievalIndex.open(index)
    strings = list(idx.iter_strings())
    questions = make_questions(json.loads(names_file.read_text(encoding="utf-8")), n, seed)
    times, found = [], 0
    for q, entity, _kind in questions:
        t = time.perf_counter()
        scored = []
        for item in strings:
            d = Levenshtein.distance(q, item)
            scored.append((min(len(q), len(item)) / d if d else float("inf"), item))
        scored.sort(key=lambda p: -p[0])
        times.append(1000 * (time.perf_counter() - t))
        found += entity in [s for _v, s in scored[:5]]
    return {"questions": len(questions), "mean_ms": statistics.fmean(times), "recall": found / len(questions)}


def _child(args: list[str]) -> dict[str, Any]:
    proc = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"phase {args[1]} failed:\n{proc.stderr[-4000:]}")
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vertices", type=int, default=1_000_000)
    parser.add_argument("--questions", type=int, default=300)
    parser.add_argument("--reference-questions", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="Work folder to keep (default: a temporary one).")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--phase", choices=["build", "query", "reference"], help=argparse.SUPPRESS)
    parser.add_argument("--dump", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--index", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.phase == "build":
        print(json.dumps(phase_build(args.dump, args.index)))
        return {}
    if args.phase == "query":
        print(json.dumps(phase_query(args.index, args.dump / "names.json", args.questions, args.seed)))
        return {}
    if args.phase == "reference":
        print(json.dumps(phase_reference(args.index, args.dump / "names.json", args.questions, args.seed)))
        return {}

    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-retrieval-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    dump, index = work / "dump", work / "index"
    shutil.rmtree(dump, ignore_errors=True)
    shutil.rmtree(index, ignore_errors=True)
    started = time.perf_counter()
    gen = generate(dump, args.vertices, args.seed)
    gen_s = time.perf_counter() - started
    print(f"generated dump: {gen['counts']} in {gen_s:.1f} s", file=sys.stderr)
    build = _child(["--phase", "build", "--dump", str(dump), "--index", str(index)])
    print(f"build: {build['summary']}", file=sys.stderr)
    query = _child(
        [
            "--phase",
            "query",
            "--dump",
            str(dump),
            "--index",
            str(index),
            "--questions",
            str(args.questions),
            "--seed",
            str(args.seed),
        ]
    )
    ref = _child(
        [
            "--phase",
            "reference",
            "--dump",
            str(dump),
            "--index",
            str(index),
            "--questions",
            str(args.reference_questions),
            "--seed",
            str(args.seed),
        ]
    )
    report = {
        "vertices": args.vertices,
        "generate_s": gen_s,
        "dump": gen["counts"],
        "build": build,
        "query": query,
        "reference": ref,
    }
    c = gen["counts"]
    print(
        f"\ngraph: {c['vertices']:,} vertices, {c['edges']:,} edges → {build['strings']:,} distinct strings"
    )
    sizes = ", ".join(f"{k} {v:.0f} MB" for k, v in sorted(build["size_mb"].items()))
    print(
        f"build: {build['build_s']:.1f} s, {build['size_total_mb']:.0f} MB on disk ({sizes}), peak RSS {build['peak_rss_mb']:.0f} MB"
    )
    print(
        f"open: {query['open_ms']:.1f} ms (memory-mapped); query process peak RSS {query['peak_rss_mb']:.0f} MB"
    )
    print(f"{'signal':7} {'p50 ms':>8} {'p95 ms':>8} {'recall@5':>9}  by kind")
    for signal, s in query["signals"].items():
        kinds = ", ".join(f"{k} {100 * v:.0f}%" for k, v in s["recall_by_kind"].items())
        print(f"{signal:7} {s['p50_ms']:8.1f} {s['p95_ms']:8.1f} {100 * s['recall']:8.1f}%  {kinds}")
    ratio = ref["mean_ms"] / query["signals"]["char"]["mean_ms"]
    print(
        f"paper reference (Python loop over every string): {ref['mean_ms']:.0f} ms/question, "
        f"recall@5 {100 * ref['recall']:.0f}% on {ref['questions']} questions → r3 char is {ratio:.0f}× faster"
    )
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.keep is None:
        shutil.rmtree(work, ignore_errors=True)
    return report


if __name__ == "__main__":
    main()
