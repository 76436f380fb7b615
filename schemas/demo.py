# This is the schema of the graph space `demo` (nGQL for NebulaGraph).
# Vertex properties are read through their tag: v.player.name in MATCH, $$.player.name /
# $^.player.name in GO; edge properties: e.likeness in MATCH, like.likeness in GO.
# Vertex ids (vid) are FIXED_STRING(32). LOOKUP, and MATCH without a vid, need an index
# on the tag or edge type: the indexes are listed in each class.


# Nodes
class Tag:
    """A vertex tag; one vertex can carry several tags."""

    def __init__(self, vid: str):
        self.vid = vid


class player(Tag):
    # a basketball player
    # indexes: player_by_name(name(32)), player_by_age(age)
    def __init__(self, vid: str, name: str, age: int):
        self.vid = vid
        self.name = name  # string: full name, also the vertex id; e.g. "Ada Lind", "Ulric Calloway", "Gus Quarles"
        self.age = age  # int64: age in years; e.g. 36, 31, 25


class team(Tag):
    # a basketball club
    # indexes: team_by_name(name(32))
    def __init__(self, vid: str, name: str):
        self.vid = vid
        self.name = name  # string: club name, also the vertex id; e.g. "Harbor Owls", "River Foxes", "Summit Bears"


class coach(Tag):
    # a head coach
    # indexes: coach_by_name(name(32))
    def __init__(self, vid: str, name: str, since: int):
        self.vid = vid
        self.name = name  # string; e.g. "Orla Quarles", "Elodie Orloff", "Bram Orloff"
        self.since = since  # int64: first season as a head coach; e.g. 2018, 2019, 2010


# Edges
class Edge:
    """A directed edge type from src_vid to dst_vid (edges between the same pair differ by rank)."""

    def __init__(self, src_vid: str, dst_vid: str):
        self.src_vid = src_vid
        self.dst_vid = dst_vid


class like(Edge):
    # a player likes another player
    # (player) -[like]-> (player)
    # indexes: like_by_likeness(likeness)
    def __init__(self, src_vid: str, dst_vid: str, likeness: int):
        self.src_vid = src_vid
        self.dst_vid = dst_vid
        self.likeness = likeness  # int64: how much, 0 to 100; e.g. 44, 82, 58


class serve(Edge):
    # a player played for a team
    # (player) -[serve]-> (team)
    def __init__(self, src_vid: str, dst_vid: str, start_year: int, end_year: int):
        self.src_vid = src_vid
        self.dst_vid = dst_vid
        self.start_year = start_year  # int64; e.g. 2023, 2010, 2020
        self.end_year = end_year  # int64; e.g. 2024, 2019, 2021


class coach_of(Edge):
    # a coach leads a team
    # (coach) -[coach_of]-> (team)
    def __init__(self, src_vid: str, dst_vid: str, start_year: int):
        self.src_vid = src_vid
        self.dst_vid = dst_vid
        self.start_year = start_year  # int64; e.g. 2023, 2020, 2019
