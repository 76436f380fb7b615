"""Which property names a tag's vertices, where the vertex ids are names themselves.

A graph with names as ids ("Fulmar", "Engine 41", "Harbour Fish Co") often keeps a unique code
beside them (a sail number, a registration): unique and short like a name, but not what a
person reads. There only a property *named* like a name replaces the id; with opaque ids
(``y01``) the unique code is still the best there is.
"""

from __future__ import annotations

import pytest

from r3.graph.display import display_property, readable_ids

pytestmark = pytest.mark.quick

YACHTS = [
    {"sail_no": "GBR 8249", "boat_class": "keelboat"},
    {"sail_no": "GBR 3319", "boat_class": "dinghy"},
    {"sail_no": "IRL 1102", "boat_class": "keelboat"},
    {"sail_no": "FRA 0457", "boat_class": "multihull"},
    {"sail_no": "GBR 7781", "boat_class": "dinghy"},
]

IDS = [
    # names as ids: words, words with a space, Chinese
    (["Fulmar", "Curlew", "Storm Petrel", "Moonraker", "Sea Wren"], True),
    (["Engine 41", "Rescue 2", "Ladder 7", "Tanker 3"], True),
    (["精武馆", "咏春堂", "太和武院"], True),
    # opaque codes
    (["y01", "y02", "y03", "y04", "y05"], False),
    (["pl07", "cu5", "rt3", "drv11"], False),
    ([], False),
]


@pytest.mark.parametrize(("vids", "readable"), IDS)
def test_readable_ids(vids: list[str], readable: bool) -> None:
    assert readable_ids(vids) is readable


def test_a_unique_code_is_no_display_where_the_ids_are_names() -> None:
    assert display_property(YACHTS, names_as_ids=True) is None  # the id ("Fulmar") is shown
    assert display_property(YACHTS) == "sail_no"  # opaque ids: the code is the best there is


def test_a_property_named_like_a_name_still_wins_over_readable_ids() -> None:
    rows = [{**r, "name": f"Yacht {i}"} for i, r in enumerate(YACHTS)]
    assert display_property(rows, names_as_ids=True) == "name"


HARBOUR = """
CREATE SPACE harbour (vid_type = FIXED_STRING(24));
USE harbour;
CREATE TAG yacht(sail_no string, boat_class string, built int);
CREATE TAG marina(town string, berths int);
CREATE EDGE moored_at();
CREATE TAG INDEX yacht_index ON yacht();
CREATE TAG INDEX marina_index ON marina();
INSERT VERTEX yacht(sail_no, boat_class, built) VALUES "Fulmar":("GBR 8249", "keelboat", 2011),
  "Curlew":("GBR 3319", "dinghy", 2020), "Storm Petrel":("IRL 1102", "keelboat", 2015),
  "Sea Wren":("FRA 0457", "multihull", 2009);
INSERT VERTEX marina(town, berths) VALUES "Hamble Point":("Hamble", 300), "Port Pendennis":("Falmouth", 120);
INSERT EDGE moored_at() VALUES "Fulmar"->"Hamble Point":(), "Curlew"->"Hamble Point":(),
  "Storm Petrel"->"Port Pendennis":(), "Sea Wren"->"Port Pendennis":();
"""


def test_answers_on_a_names_as_ids_graph_show_the_id() -> None:
    """The yachts at a marina answer with their names (the ids), not their sail numbers;
    the marina with its name, not its (unique) town."""
    from collections import Counter

    from shape_world import world

    w = world(HARBOUR, "harbour")
    assert "yacht" not in w.profile.display and "marina" not in w.profile.display
    assert w.answer(w.best_query("Which yachts are moored at Hamble Point?")) == Counter(["Fulmar", "Curlew"])
    assert w.answer(w.best_query("Where is Fulmar moored?")) == Counter(["Hamble Point"])
