"""Generate the text-rich demo space ``restaurants`` (``python data/restaurants/generate.py``).

Why a seeded script: the space is made up, and answers about free text need a ground truth
nobody typed in. Each restaurant gets hidden *facts* — for each aspect (parking, noise, kids,
vegetarian food, outdoor seating, service, portions, dogs) a polarity: praised, criticised or
not mentioned — and its ``reviews`` text is written from those facts with varied phrasings
(some share words with the question, some do not; some negate), mixed with filler sentences.
The truth stays in ``facts.csv`` (not loaded into the graph) and the demo questions' expected
answers are computed from it, never from r3.

``--restaurants N --out DIR`` writes a graph of any size (the free-text benchmark uses 100k);
``--check`` exits 1 when the committed files differ from a fresh run.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import random
import sys
from pathlib import Path

SEED = 20261126
HERE = Path(__file__).resolve().parent
SPACE = "restaurants"
DEFAULT_RESTAURANTS = 240
DEFAULT_CITIES = 8

#: aspect -> (yes/no question, praise phrasings, criticism phrasings)
ASPECTS: dict[str, tuple[str, list[str], list[str]]] = {
    "parking": (
        "Is parking easy?",
        [
            "Parking was easy, there is a lot right next door.",
            "We found parking easily on the street.",
            "Plenty of free parking behind the building.",
        ],
        [
            "Parking was a nightmare, we circled for twenty minutes.",
            "There is no parking anywhere nearby.",
            "Parking is not easy around here.",
        ],
    ),
    "quiet": (
        "Is it quiet?",
        [
            "It is a quiet place, perfect for a conversation.",
            "The dining room was calm and quiet.",
            "Peaceful room, we could talk without raising our voices.",
        ],
        [
            "It was so loud we could not hear each other.",
            "The music was blaring and the room was noisy.",
            "Not quiet at all on a Friday night.",
        ],
    ),
    "kids": (
        "Is it good for kids?",
        [
            "Great for kids, there is a children's menu and crayons.",
            "Our kids loved it and the staff were patient with them.",
            "Very family friendly, good for kids of all ages.",
        ],
        [
            "Not a place for kids, the staff frowned at our toddler.",
            "No high chairs and nothing on the menu for children.",
            "Not good for kids, too cramped for a stroller.",
        ],
    ),
    "vegetarian": (
        "Does it have vegetarian options?",
        [
            "Plenty of vegetarian options on the menu.",
            "The meat-free dishes were the best thing we ate.",
            "My vegetarian partner had lots to choose from.",
        ],
        [
            "There were no vegetarian options at all.",
            "Hardly anything without meat on the menu.",
            "Vegetarian options are limited to a sad side salad, which is not much of an option.",
        ],
    ),
    "outdoor": (
        "Does it have outdoor seating?",
        [
            "We sat outside on the lovely outdoor terrace.",
            "The patio seating is a treat in summer.",
            "Outdoor seating with a view of the square.",
        ],
        [
            "There is no outdoor seating.",
            "No terrace, only a cramped indoor room.",
            "We wanted to sit outside but they have no outdoor seating.",
        ],
    ),
    "fast": (
        "Is the service fast?",
        [
            "The service was fast and friendly.",
            "Our food arrived within minutes.",
            "Quick service, we were in and out in half an hour.",
        ],
        [
            "Service was painfully slow, we waited an hour.",
            "The service was not fast at all.",
            "It took forty minutes to even get menus.",
        ],
    ),
    "portions": (
        "Are the portions big?",
        [
            "The portions are huge, we took half home.",
            "Big portions for the price.",
            "Generous plates, nobody left hungry.",
        ],
        [
            "Tiny portions, we were still hungry.",
            "The portions are not big for what you pay.",
            "Small plates and a big bill.",
        ],
    ),
    "dogs": (
        "Is it dog friendly?",
        [
            "Dog friendly, they brought a water bowl for our dog.",
            "Dogs are welcome on the terrace.",
            "Our puppy was treated like a guest.",
        ],
        [
            "No dogs allowed, not even outside.",
            "They asked us to leave because of our dog.",
            "Not dog friendly at all.",
        ],
    ),
}
#: aspect -> how a list question says it ("Which thai restaurants in X have easy parking?")
LIST_PHRASES = {
    "parking": "have easy parking", "quiet": "are quiet", "kids": "are good for kids",
    "vegetarian": "have vegetarian options", "outdoor": "have outdoor seating", "fast": "have fast service",
    "portions": "serve big portions", "dogs": "are dog friendly",
}  # fmt: skip
CUISINES = [
    "thai",
    "italian",
    "mexican",
    "indian",
    "japanese",
    "french",
    "greek",
    "ethiopian",
    "korean",
    "lebanese",
]
DISHES = {
    "thai": ["green curry", "pad thai", "som tam"], "italian": ["carbonara", "margherita pizza", "risotto"],
    "mexican": ["tacos al pastor", "mole", "enchiladas"], "indian": ["dal makhani", "biryani", "masala dosa"],
    "japanese": ["ramen", "sushi platter", "katsu curry"], "french": ["steak frites", "onion soup", "duck confit"],
    "greek": ["moussaka", "souvlaki", "spanakopita"], "ethiopian": ["injera", "doro wat", "kitfo"],
    "korean": ["bibimbap", "bulgogi", "kimchi stew"], "lebanese": ["mezze", "shawarma", "fattoush"],
}  # fmt: skip
FILLER = [
    "We came for a birthday dinner.", "The {dish} was {adj}.", "I would order the {dish} again.",
    "Prices are fair for the area.", "The decor is simple but pleasant.", "We booked a table a week ahead.",
    "The wine list is short.", "Dessert was {adj}.", "Friendly owner who chatted with us.",
]  # fmt: skip
ADJECTIVES = ["excellent", "decent", "forgettable", "superb", "a bit salty", "delicious"]
CITY_NAMES = [
    "Alderbrook", "Bexley Falls", "Corrin Bay", "Dunmore", "Eastwick", "Farrowdale", "Glenhollow", "Harrowgate",
    "Ivel", "Juniper Point", "Kestrel Ridge", "Lowmoor", "Marlow Cross", "Northby", "Oakhaven", "Pellston",
]  # fmt: skip
NAME_A = [
    "Golden",
    "Little",
    "Blue",
    "Old",
    "Red",
    "Silver",
    "Green",
    "Happy",
    "Wild",
    "Lucky",
    "Hidden",
    "Copper",
]
NAME_B = [
    "Spoon",
    "Lantern",
    "Fig",
    "Olive",
    "Table",
    "Kettle",
    "Garden",
    "Harbor",
    "Pepper",
    "Oven",
    "Basil",
    "Dragon",
]

DDL = """CREATE TAG IF NOT EXISTS restaurant(name string COMMENT "restaurant name", cuisine string, price int COMMENT "1 (cheap) to 4 (expensive)", rating double COMMENT "average stars, 1 to 5", reviews string COMMENT "customer reviews, free text") COMMENT = "a restaurant";
CREATE TAG IF NOT EXISTS city(name string COMMENT "city name") COMMENT = "a city";
CREATE EDGE IF NOT EXISTS located_in() COMMENT = "a restaurant is in a city";
CREATE TAG INDEX IF NOT EXISTS restaurant_by_name ON restaurant(name(64));
CREATE TAG INDEX IF NOT EXISTS city_by_name ON city(name(32));"""


def _city_names(n: int) -> list[str]:
    if n <= len(CITY_NAMES):
        return CITY_NAMES[:n]
    return [
        f"{CITY_NAMES[i % len(CITY_NAMES)]} {i // len(CITY_NAMES) + 1}"
        if i >= len(CITY_NAMES)
        else CITY_NAMES[i]
        for i in range(n)
    ]


def generate(
    n_restaurants: int = DEFAULT_RESTAURANTS, n_cities: int = DEFAULT_CITIES, seed: int = SEED
) -> dict:
    """Cities, restaurants (with reviews) and the hidden facts, as plain lists of rows."""
    rng = random.Random(seed)
    cities = [(f"c{i:04d}", name) for i, name in enumerate(_city_names(n_cities))]
    restaurants, located, facts = [], [], []
    for i in range(n_restaurants):
        vid = f"r{i:06d}"
        cuisine = rng.choice(CUISINES)
        name = f"{rng.choice(NAME_A)} {rng.choice(NAME_B)} {i}"
        polarity = {}
        for aspect in ASPECTS:
            roll = rng.random()
            polarity[aspect] = "yes" if roll < 0.3 else "no" if roll < 0.55 else "none"
        sentences = []
        for aspect, pol in polarity.items():
            if pol != "none":
                _, praise, blame = ASPECTS[aspect]
                sentences.append(rng.choice(praise if pol == "yes" else blame))
        for _ in range(rng.randint(2, 4)):
            sentences.append(
                rng.choice(FILLER).format(dish=rng.choice(DISHES[cuisine]), adj=rng.choice(ADJECTIVES))
            )
        rng.shuffle(sentences)
        reviews = " ".join(sentences)
        rating = round(rng.uniform(2.0, 5.0), 1)
        restaurants.append((vid, name, cuisine, rng.randint(1, 4), rating, reviews))
        located.append((vid, cities[i % n_cities][0] if i < n_cities else rng.choice(cities)[0]))
        facts.extend((vid, aspect, pol) for aspect, pol in polarity.items())
    return {"cities": cities, "restaurants": restaurants, "located_in": located, "facts": facts}


def _csv(header: list[str], rows: list[tuple]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def config_yaml() -> str:
    schema = "\n".join("  " + line for line in DDL.splitlines())
    return f"""# Generated by data/restaurants/generate.py: edit that, then re-run it.
space:
  name: {SPACE}
  vidType: FIXED_STRING(16)
schema: |
{schema}
files:
  - path: ./cities.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {{index: 0, type: string}}
      tags:
        - name: city
          props:
            - {{name: name, type: string, index: 1}}
  - path: ./restaurants.csv
    withHeader: true
    type: vertex
    vertex:
      vid: {{index: 0, type: string}}
      tags:
        - name: restaurant
          props:
            - {{name: name, type: string, index: 1}}
            - {{name: cuisine, type: string, index: 2}}
            - {{name: price, type: int, index: 3}}
            - {{name: rating, type: double, index: 4}}
            - {{name: reviews, type: string, index: 5}}
  - path: ./located_in.csv
    withHeader: true
    type: edge
    edge:
      name: located_in
      srcVID: {{index: 0, type: string}}
      dstVID: {{index: 1, type: string}}
      props: []
"""


def _about(question: str, name: str) -> str:
    """A yes/no aspect question about one restaurant: "Is it quiet?" -> "Is Red Fig 3 quiet?"."""
    return question.replace(" it ", f" {name} ", 1) if " it " in question else f"{question[:-1]} at {name}?"


def demo_questions(data: dict, seed: int = SEED) -> list[dict]:
    """Questions that need the reviews, with queries in both dialects and expected answers
    computed from the hidden facts (templates over the generated data, not typed rows)."""
    rng = random.Random(seed + 1)
    city_of = dict(data["located_in"])
    city_name = dict(data["cities"])
    truth = {(vid, aspect): pol for vid, aspect, pol in data["facts"]}
    by_vid = {r[0]: r for r in data["restaurants"]}
    out: list[dict] = []
    aspects = list(ASPECTS)
    for k in range(6):  # list questions: a city, a cuisine, an aspect
        aspect = aspects[k % len(aspects)]
        question_text, _, _ = ASPECTS[aspect]
        vid = rng.choice(sorted(by_vid))
        city, cuisine = city_name[city_of[vid]], by_vid[vid][2]
        expected = sorted(
            r[1] for r in data["restaurants"]
            if city_name[city_of[r[0]]] == city and r[2] == cuisine and truth[(r[0], aspect)] == "yes"
        )  # fmt: skip
        out.append({
            "id": f"list-{k}", "kind": "list", "aspect": aspect,
            "question": f"Which {cuisine} restaurants in {city} {LIST_PHRASES[aspect]}, according to their reviews?",
            "ngql": f'MATCH (r:restaurant)-[:located_in]->(c:city) WHERE c.city.name == "{city}" AND r.restaurant.cuisine == "{cuisine}" AND answer(r.restaurant.reviews, "{question_text}") == "Yes" RETURN r.restaurant.name AS name ORDER BY name',
            "cypher": f'MATCH (r:restaurant)-[:located_in]->(c:city) WHERE c.name = "{city}" AND r.cuisine = "{cuisine}" AND answer(r.reviews, "{question_text}") = "Yes" RETURN r.name AS name ORDER BY name',
            "expected": [[n] for n in expected],
        })  # fmt: skip
    for k in range(10):  # yes/no questions about one restaurant
        aspect = aspects[(k + 3) % len(aspects)]
        question_text, _, _ = ASPECTS[aspect]
        vid = rng.choice(sorted(by_vid))
        name = by_vid[vid][1]
        answer = "Yes" if truth[(vid, aspect)] == "yes" else "No"
        out.append({
            "id": f"ask-{k}", "kind": "yes/no", "aspect": aspect,
            "question": _about(question_text, name) + " Judge by its reviews.",
            "ngql": f'MATCH (r:restaurant) WHERE r.restaurant.name == "{name}" RETURN answer(r.restaurant.reviews, "{question_text}") AS answer',
            "cypher": f'MATCH (r:restaurant) WHERE r.name = "{name}" RETURN answer(r.reviews, "{question_text}") AS answer',
            "expected": [[answer]],
        })  # fmt: skip
    vid = rng.choice(sorted(by_vid))
    name = by_vid[vid][1]
    out.append({
        "id": "summary-0", "kind": "summary", "aspect": None,
        "question": f"Summarize the reviews of {name}.",
        "ngql": f'MATCH (r:restaurant) WHERE r.restaurant.name == "{name}" RETURN summary(r.restaurant.reviews) AS summary',
        "cypher": f'MATCH (r:restaurant) WHERE r.name = "{name}" RETURN summary(r.reviews) AS summary',
        "expected": None,
    })  # fmt: skip
    return out


def render_files(
    n_restaurants: int = DEFAULT_RESTAURANTS, n_cities: int = DEFAULT_CITIES, seed: int = SEED
) -> dict[str, str]:
    """File name -> content of a generated space (what ``--check`` compares)."""
    data = generate(n_restaurants, n_cities, seed)
    files = {
        "config.yaml": config_yaml(),
        "cities.csv": _csv(["vid", "name"], data["cities"]),
        "restaurants.csv": _csv(
            ["vid", "name", "cuisine", "price", "rating", "reviews"], data["restaurants"]
        ),
        "located_in.csv": _csv(["src", "dst"], data["located_in"]),
        "facts.csv": _csv(["vid", "aspect", "polarity"], data["facts"]),
    }
    if n_restaurants == DEFAULT_RESTAURANTS and n_cities == DEFAULT_CITIES and seed == SEED:
        files["questions.jsonl"] = "".join(
            json.dumps(q, ensure_ascii=False) + "\n" for q in demo_questions(data, seed)
        )
    return files


def write_space(
    out: Path, n_restaurants: int = DEFAULT_RESTAURANTS, n_cities: int = DEFAULT_CITIES, seed: int = SEED
) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    for name, text in render_files(n_restaurants, n_cities, seed).items():
        (out / name).write_text(text, encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=HERE)
    p.add_argument("--restaurants", type=int, default=DEFAULT_RESTAURANTS)
    p.add_argument("--cities", type=int, default=DEFAULT_CITIES)
    p.add_argument("--seed", type=int, default=SEED)
    p.add_argument(
        "--check", action="store_true", help="Exit 1 when the committed files differ from a fresh run."
    )
    args = p.parse_args(argv)
    if args.check:
        stale = [
            n
            for n, t in render_files().items()
            if not (HERE / n).is_file() or (HERE / n).read_text(encoding="utf-8") != t
        ]
        if stale:
            print(f"stale: {', '.join(stale)} (run python data/restaurants/generate.py)", file=sys.stderr)
            return 1
        return 0
    write_space(args.out, args.restaurants, args.cities, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
