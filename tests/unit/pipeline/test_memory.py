"""The memory of corrected queries (r3.pipeline.memory): matching, storage, checks, and its use."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from r3.errors import R3Error, UserInputError
from r3.pipeline.memory import QueryMemory, check_correction, memory_path, near_same, normalize

ADA = 'GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS team'


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Which teams did Ada Lind play for?", "which teams did ada lind play for", True),
        ("Which teams did Ada Lind play for?", "Which  teams did Ada Lind play for ?", True),
        ("Which teams did Ada Lind play for?", "Which team did Ada Lind play for", True),
        ("Which teams did Ada Lind play for?", "Which teams did Ada Lund play for?", False),  # a name differs
        ("Who is older than 30?", "Who is older than 31?", False),  # a number differs
        ("谁喜欢王芳？", "谁喜欢王芳?", True),
        ("谁喜欢王芳？", "谁喜欢刘洋？", False),
        ("Who likes Kit Vance?", "Which players does Kit Vance like, and how strongly?", False),
    ],
)
def test_near_same(a: str, b: str, same: bool) -> None:
    assert near_same(a, b) is same
    assert near_same(b, a) is same


def test_normalize() -> None:
    assert normalize("  Who LIKES  Kit-Vance？ ") == "who likes kit vance"


def test_store_replace_remove_export(tmp_path: Path) -> None:
    with QueryMemory(tmp_path / "m.sqlite") as memory:
        first = memory.add("Which teams did Ada Lind play for?", "GO 1", "demo", "ngql")
        again = memory.add("which teams did ada lind play for", ADA, "demo", "ngql")  # same key: replaced
        other = memory.add("谁喜欢王芳？", "GO 2", "demo", "ngql")
        assert again.id == first.id and again.query == ADA
        assert [e.id for e in memory.entries()] == [first.id, other.id]
        assert memory.lookup("Which team did Ada Lind play for", "demo", "ngql") == again
        assert memory.lookup("Which teams did Ada Lind play for?", "other", "ngql") is None
        assert memory.lookup("Which teams did Ada Lind play for?", "demo", "cypher") is None
        rows = [e.to_row() for e in memory.entries()]
        assert rows[0] == {
            "id": f"memory-{first.id}",
            "space": "demo",
            "question": "which teams did ada lind play for",
            "gold": ADA,
            "lang": "en",
            "source": "memory",
        }
        assert rows[1]["lang"] == "zh"
        assert [d.source for d in memory.demos()] == ["memory", "memory"]
        before = memory.version()
        assert memory.remove(other.id) and not memory.remove(other.id)
        assert memory.version() != before
    with QueryMemory(tmp_path / "m.sqlite") as reopened:  # it persists
        assert [e.query for e in reopened.entries()] == [ADA]


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ("FOLDER", "FOLDER/.r3/memory.sqlite"),
        ("FOLDER/config.yaml", "FOLDER/.r3/memory.sqlite"),
        ("embedded://FOLDER?space=demo", "FOLDER/.r3/memory.sqlite"),
        ("embedded://STORE", "DIR/graphs.memory.sqlite"),
    ],
)
def test_memory_path(tmp_path: Path, graph: str, expected: str) -> None:
    folder = tmp_path / "g"
    folder.mkdir()
    (folder / "config.yaml").write_text("space: {name: x}\n")
    store = tmp_path / "graphs.sqlite"
    store.write_bytes(b"")
    given = graph.replace("FOLDER", str(folder)).replace("STORE", str(store))
    want = expected.replace("FOLDER", str(folder.resolve())).replace("DIR", str(tmp_path.resolve()))
    assert memory_path(given) == Path(want)


def test_server_memory_is_in_the_cache_without_the_password() -> None:
    a = memory_path("nebula://root:secret@db:9669/nba")
    b = memory_path("nebula://root:other@db:9669/nba")
    assert a is not None and a == b and "secret" not in str(a)
    assert memory_path("embedded://") is None


@pytest.fixture
def demo_copy(tmp_path: Path) -> Path:
    """The demo graph copied: its memory is written beside it."""
    from r3.demo import demo_dir

    folder = tmp_path / "demo"
    shutil.copytree(demo_dir(), folder)
    return folder


@pytest.mark.parametrize(
    ("query", "error"),
    [
        ('DELETE VERTEX "Ada Lind"', "write"),
        ('GO FROM "Ada Lind" OVER serv YIELD dst(edge)', "serv"),
        ("GO FROM FROM", "syntax"),
        ('USE other; GO FROM "Ada Lind" OVER serve YIELD dst(edge)', "switches to space 'other'"),
        ('USE `other` ; GO FROM "Ada Lind" OVER serve YIELD dst(edge)', "switches to space 'other'"),
        ("GO FROM 1 OVER x YIELD (; USE other", "switches space"),
        ('GO FROM "Ada Lind" OVER serve YIELD dst(edge) AS t' + " " * 10 + "-- " + "x" * 8000, "too long"),
    ],
)
def test_check_correction_refuses(demo_copy: Path, query: str, error: str) -> None:
    from r3.pipeline.pipeline import Pipeline

    with (
        Pipeline.from_config("offline", graph=str(demo_copy)) as pipeline,
        pytest.raises(R3Error, match=error),
    ):
        check_correction(pipeline, "q?", query, space=None)
    with Pipeline.from_config("offline", graph=str(demo_copy)) as pipeline, pytest.raises(UserInputError):
        check_correction(pipeline, " ", ADA, space=None)


def test_pipeline_answers_from_memory_and_learns_from_it(demo_copy: Path) -> None:
    from r3.pipeline.pipeline import Pipeline
    from r3.pipeline.turns import FROM_MEMORY

    question = "Which teams did Ada Lind play for?"
    with Pipeline.from_config("offline", graph=str(demo_copy), overrides={"synth_demos": False}) as pipeline:
        before = pipeline.ask(question)
        rs = check_correction(pipeline, question, ADA, space=None)
        with QueryMemory(memory_path(str(demo_copy)) or Path()) as memory:
            memory.add(question, ADA, "demo", "ngql")
        pipeline.memory = None
        remembered = pipeline.ask("which team did Ada Lind play for")
        close = pipeline.ask("Which teams did Kit Vance play for?")
    assert FROM_MEMORY not in before.reasons
    assert (remembered.status, remembered.query, remembered.reasons[0]) == ("ok", ADA, FROM_MEMORY)
    assert remembered.rows == rs.rows and remembered.confidence == 1.0
    assert "memory" in remembered.trace.stages
    # a close question adapts the correction (the memory entries are demonstrations, ranked first)
    assert close.query == ADA.replace("Ada Lind", "Kit Vance")
    assert any("memory-" in reason for reason in close.reasons)


def test_stored_query_that_no_longer_runs_falls_back(demo_copy: Path) -> None:
    from r3.pipeline.pipeline import Pipeline

    with QueryMemory(memory_path(str(demo_copy)) or Path()) as memory:
        memory.add(
            "Who likes Hana Upshaw?", 'GO FROM "Hana Upshaw" OVER nope YIELD dst(edge)', "demo", "ngql"
        )
    with Pipeline.from_config("offline", graph=str(demo_copy)) as pipeline:
        result = pipeline.ask("Who likes Hana Upshaw?")
    assert "nope" not in result.query and result.reasons[0] != "from memory"
    (warning,) = result.trace.stages["memory"].warnings
    assert "Who likes Hana Upshaw?" in warning and "failed" in warning


@pytest.mark.parametrize(
    ("corrected", "first"),
    [
        # a close correction is the top demonstration, before an equally close given one
        ("Which teams has Kit Vance played for?", "memory"),
        # a far one keeps its place: it must not take over questions of another shape
        ("Who likes Kit Vance?", "given"),
    ],
)
def test_close_corrections_rank_first(corrected: str, first: str) -> None:
    from r3.pipeline.offline.demos import MEMORY_CLOSE, Demo, DemoPool
    from r3.understand.cues import question_facts

    kit = ADA.replace("Ada Lind", "Kit Vance")
    given = Demo("given", "Which teams has Kit Vance played for?", kit, "demo")
    memory = Demo("memory", corrected, kit, "demo", source="memory")
    question = "which teams has Kit Vance played for"  # what a user might type: near the given one
    for demos in ([given, memory], [memory, given]):  # not an accident of order
        ranked = DemoPool(demos).nearest(question, [], question_facts(question), space="demo", k=2)
        assert ranked[0].info.demo.id == first
        by_id = {n.info.demo.id: n.similarity for n in ranked}
        assert (by_id["memory"] >= MEMORY_CLOSE) is (first == "memory")  # reported as they are


def test_authors_own_their_entries(tmp_path: Path) -> None:
    """Only the author (or an admin, or the local owner) replaces or forgets an entry."""
    from r3.pipeline.memory import LOCAL_AUTHOR, NotAuthor

    with QueryMemory(tmp_path / "m.sqlite") as memory:
        alice = memory.add("Which teams did Ada Lind play for?", ADA, "demo", "ngql", author="alice")
        assert alice.author == "alice"
        with pytest.raises(NotAuthor, match="another client"):
            memory.add("which teams did ada lind play for", "GO 1", "demo", "ngql", author="bob")
        with pytest.raises(NotAuthor):
            memory.remove(alice.id, author="bob")
        assert memory.lookup("Which teams did Ada Lind play for?", "demo", "ngql") == alice
        mine = memory.add("which teams did ada lind play for", "GO 2", "demo", "ngql", author="alice")
        assert mine.id == alice.id and mine.query == "GO 2"
        admin = memory.add(
            "which teams did ada lind play for", "GO 3", "demo", "ngql", author="root", admin=True
        )
        assert admin.author == "root"
        assert memory.remove(admin.id, author=LOCAL_AUTHOR)


@pytest.mark.parametrize(("max_entries", "max_per_author", "refused_at"), [(5, 3, 3), (3, 10, 3)])
def test_caps_on_entries(tmp_path: Path, max_entries: int, max_per_author: int, refused_at: int) -> None:
    from r3.pipeline.memory import MemoryFull

    with QueryMemory(tmp_path / "m.sqlite", max_entries=max_entries, max_per_author=max_per_author) as memory:
        for i in range(refused_at):
            memory.add(f"question number {i}", f"GO {i}", "demo", "ngql", author="a")
        with pytest.raises(MemoryFull):
            memory.add("one question more", "GO 9", "demo", "ngql", author="a")
        memory.add("question number 0", "GO 10", "demo", "ngql", author="a")  # a replacement is not more
        assert len(memory.entries()) == refused_at


def test_an_old_memory_gains_authors_and_drops_entries_leaving_its_space(tmp_path: Path) -> None:
    """A memory file from before authors opens (its entries are the local owner's); a stored
    query that switches space is never answered."""
    import sqlite3

    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE memory (id INTEGER PRIMARY KEY AUTOINCREMENT, space TEXT NOT NULL, question TEXT NOT NULL, "
        "key TEXT NOT NULL, query TEXT NOT NULL, dialect TEXT NOT NULL, created REAL NOT NULL, UNIQUE (space, key))"
    )
    rows = [("Who likes Ada Lind?", ADA), ("Who plays for the Lakers now?", "USE other; " + ADA)]
    for question, query in rows:
        db.execute(
            "INSERT INTO memory (space, question, key, query, dialect, created) VALUES ('demo', ?, ?, ?, 'ngql', 1)",
            (question, normalize(question), query),
        )
    db.commit()
    db.close()
    with QueryMemory(path) as memory:
        assert [e.author for e in memory.entries()] == ["local", "local"]
        assert memory.lookup("Who likes Ada Lind?", "demo", "ngql") is not None
        assert memory.lookup("Who plays for the Lakers now?", "demo", "ngql") is None
        assert memory.lookup("Who plays for the Lakers now", "demo", "ngql") is None  # near-exact too


def test_near_lookup_at_the_cap_finds_the_right_entry(tmp_path: Path) -> None:
    with QueryMemory(":memory:") as memory:
        for i in range(300):
            memory.add(f"Which teams did Player{i} play for in season {i}?", f"GO {i}", "demo", "ngql")
        found = memory.lookup("which team did Player123 play for in season 123", "demo", "ngql")
        assert found is not None and found.query == "GO 123"
        assert memory.lookup("which team did Player123 play for in season 124", "demo", "ngql") is None
