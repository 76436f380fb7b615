"""DDL, USE, SHOW, DESCRIBE and the write statements (INSERT / UPDATE / UPSERT / DELETE)."""

from __future__ import annotations

from collections import Counter

import pytest

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.values import EMPTY, NULL, List

pytestmark = pytest.mark.quick

DDL = """
CREATE SPACE IF NOT EXISTS g (partition_num = 3, vid_type = FIXED_STRING(16));
USE g;
CREATE TAG person(name string NOT NULL, age int DEFAULT 18 COMMENT "years");
CREATE EDGE knows(since int);
CREATE TAG INDEX person_age ON person(age);
CREATE EDGE INDEX knows_since ON knows(since);
"""


@pytest.fixture()
def engine() -> Engine:
    e = Engine()
    e.execute(DDL, allow_writes=True)
    return e


def run(engine: Engine, query: str) -> list[tuple[object, ...]]:
    return engine.execute(query, allow_writes=True).rows


def test_show_and_describe(engine: Engine) -> None:
    assert engine.execute("SHOW SPACES").rows == [("g",)]
    assert engine.execute("SHOW TAGS").rows == [("person",)]
    assert engine.execute("SHOW EDGES").rows == [("knows",)]
    res = engine.execute("DESCRIBE TAG person")
    assert res.columns == ["Field", "Type", "Null", "Default", "Comment"]
    assert res.rows == [("name", "string", "NO", EMPTY, EMPTY), ("age", "int64", "YES", 18, "years")]
    res = engine.execute("SHOW TAG INDEXES")
    assert res.columns == ["Index Name", "By Tag", "Columns"]
    assert res.rows == [("person_age", "person", List(["age"]))]
    assert engine.execute("SHOW EDGE INDEXES").rows == [("knows_since", "knows", List(["since"]))]
    res = engine.execute("DESCRIBE SPACE g")
    assert res.rows[0][1] == "g" and res.rows[0][6] == "FIXED_STRING(16)" and res.rows[0][2] == 3
    res = engine.execute("SHOW CREATE TAG person")
    assert res.columns == ["Tag", "Create Tag"] and "`age` int64 NULL DEFAULT 18" in res.rows[0][1]
    assert engine.execute("DESCRIBE TAG INDEX person_age").rows == [("age", "int64")]


def test_ddl_errors(engine: Engine) -> None:
    with pytest.raises(QueryExecutionError, match="Existed"):
        run(engine, "CREATE TAG person(name string)")
    run(engine, "CREATE TAG IF NOT EXISTS person(name string)")
    with pytest.raises(QueryExecutionError, match="TagNotFound"):
        engine.execute("DESCRIBE TAG nope")
    with pytest.raises(QuerySemanticError, match="allow_writes"):
        engine.execute("CREATE TAG t2(x int)")


def test_alter_and_drop(engine: Engine) -> None:
    run(engine, 'INSERT VERTEX person(name) VALUES "a":("A")')
    run(engine, "ALTER TAG person ADD (city string)")
    assert engine.execute('FETCH PROP ON person "a" YIELD person.city, person.age').rows == [(NULL, 18)]
    run(engine, "DROP TAG INDEX person_age")
    with pytest.raises(QuerySemanticError, match="no index"):
        engine.execute("LOOKUP ON person YIELD person.name")
    run(engine, "DROP TAG person")
    assert engine.execute("SHOW TAGS").rows == []
    run(engine, "DROP SPACE g")
    assert engine.execute("SHOW SPACES").rows == []


def test_insert_then_read_back(engine: Engine) -> None:
    run(engine, 'INSERT VERTEX person(name, age) VALUES "a":("A", 20 + 10), "b":("B", NULL)')
    run(engine, 'INSERT EDGE knows(since) VALUES "a"->"b":(2010), "a"->"b"@2:(2012)')
    assert engine.execute('FETCH PROP ON person "a", "b" YIELD person.age').rows == [(30,), (NULL,)]
    assert Counter(engine.execute('GO FROM "a" OVER knows YIELD knows._rank').rows) == Counter([(0,), (2,)])
    assert engine.execute("LOOKUP ON person WHERE person.age == 30 YIELD id(vertex)").rows == [("a",)]


def test_a_bad_row_rolls_the_statement_back(engine: Engine) -> None:
    with pytest.raises(QueryExecutionError):
        run(engine, 'INSERT VERTEX person(name, age) VALUES "a":("A", 1), "b":(NULL, 2)')
    assert engine.execute('FETCH PROP ON person "a" YIELD person.age').rows == []
    with pytest.raises(QuerySemanticError, match="Column count"):
        run(engine, 'INSERT VERTEX person(name, age) VALUES "a":("A")')


def test_update_and_upsert(engine: Engine) -> None:
    run(engine, 'INSERT VERTEX person(name, age) VALUES "a":("A", 30)')
    res = engine.execute(
        'UPDATE VERTEX ON person "a" SET age = age + 1 WHEN name == "A" YIELD name AS n, age AS a',
        allow_writes=True,
    )
    assert res.columns == ["n", "a"] and res.rows == [("A", 31)]
    # WHEN false: nothing changes, YIELD shows the current values
    res = engine.execute(
        'UPDATE VERTEX ON person "a" SET age = 0 WHEN age > 100 YIELD age', allow_writes=True
    )
    assert res.rows == [(31,)]
    with pytest.raises(QueryExecutionError, match="not found"):
        run(engine, 'UPDATE VERTEX ON person "zz" SET age = 1')
    run(engine, 'UPSERT VERTEX ON person "zz" SET name = "Z"')
    assert engine.execute('FETCH PROP ON person "zz" YIELD person.name, person.age').rows == [("Z", 18)]
    run(engine, 'INSERT EDGE knows(since) VALUES "a"->"zz":(1)')
    res = engine.execute(
        'UPDATE EDGE ON knows "a"->"zz" SET since = since * 2000 YIELD since', allow_writes=True
    )
    assert res.rows == [(2000,)]
    run(engine, 'UPSERT EDGE ON knows "zz"->"a"@3 SET since = 7')
    assert engine.execute('FETCH PROP ON knows "zz"->"a"@3 YIELD knows.since').rows == [(7,)]


def test_deletes(engine: Engine) -> None:
    run(engine, 'INSERT VERTEX person(name, age) VALUES "a":("A", 1), "b":("B", 2), "c":("C", 3)')
    run(engine, 'INSERT EDGE knows(since) VALUES "a"->"b":(1), "b"->"c":(2), "c"->"a":(3)')
    run(engine, 'DELETE EDGE knows "a"->"b"')
    assert engine.execute('GO FROM "a" OVER knows YIELD knows._dst').rows == []
    run(
        engine,
        'GO FROM "b" OVER knows YIELD knows._src AS s, knows._dst AS d | DELETE EDGE knows $-.s -> $-.d',
    )
    assert engine.execute('GO FROM "b" OVER knows YIELD knows._dst').rows == []
    run(engine, 'DELETE VERTEX "c" WITH EDGE')
    assert engine.execute('FETCH PROP ON person "c" YIELD person.name').rows == []
    assert engine.execute('GO FROM "a" OVER knows REVERSELY YIELD knows._dst').rows == []
    run(engine, 'DELETE TAG person FROM "b"')
    assert engine.execute('FETCH PROP ON * "b" YIELD id(vertex)').rows == []


def test_writes_need_allow_writes(engine: Engine) -> None:
    for q in (
        'INSERT VERTEX person(name) VALUES "a":("A")',
        'UPDATE VERTEX ON person "a" SET age = 1',
        'DELETE VERTEX "a"',
        "DROP TAG person",
    ):
        with pytest.raises(QuerySemanticError, match="allow_writes"):
            engine.execute(q)


def test_use_switches_the_session_space(engine: Engine) -> None:
    run(engine, "CREATE SPACE h (vid_type = INT64); USE h; CREATE TAG t(x int)")
    assert engine.space == "h"
    run(engine, "INSERT VERTEX t(x) VALUES 1:(5)")
    assert engine.execute("FETCH PROP ON t 1 YIELD t.x").rows == [(5,)]
    assert engine.execute("SHOW TAGS", space="g").rows == [("person",)]
    assert engine.space == "g"


def test_insert_without_a_property_list_fills_the_schema_order(engine: Engine) -> None:
    # NebulaGraph's TCK (match/Base.feature, "a space which doesn't have edge schema"):
    # INSERT VERTEX person VALUES "Tom":("Tom") — the values follow the tag's properties.
    run(engine, 'INSERT VERTEX person VALUES "t":("Tom", 40); INSERT EDGE knows VALUES "t"->"t":(2001)')
    assert run(engine, 'FETCH PROP ON person "t" YIELD person.name AS n, person.age AS a') == [("Tom", 40)]
    assert run(engine, 'FETCH PROP ON knows "t"->"t" YIELD knows.since AS s') == [(2001,)]
    with pytest.raises(QuerySemanticError, match="Column count"):
        run(engine, 'INSERT VERTEX person VALUES "u":("Ann")')


def test_list_and_set_properties_store_and_describe(engine: Engine) -> None:
    # NebulaGraph 3.8 collection properties (match/Base.feature, fetch/FetchVertices.strVid.feature).
    from r3.values import Set

    run(engine, "CREATE TAG fan(hobby List< string >, ids Set< int >, score List< float >)")
    types = [row[1] for row in engine.execute("DESCRIBE TAG fan").rows]
    assert types == ["list_string", "set_int", "list_float"]
    run(engine, 'INSERT VERTEX fan(hobby, ids, score) VALUES "f":(["a", "b"], {1, 2, 2}, [9.0, 8.5])')
    rows = run(engine, 'FETCH PROP ON fan "f" YIELD fan.hobby AS h, fan.ids AS i, fan.score[1] AS s')
    assert rows == [(List(["a", "b"]), Set([1, 2]), 8.5)]
    with pytest.raises(QueryExecutionError, match="data type"):
        run(engine, 'INSERT VERTEX fan(hobby, ids, score) VALUES "g":(["a", 1], {1}, [1.0])')


def test_update_vertex_reads_its_tag_as_source_props(engine: Engine) -> None:
    # NebulaGraph's UpdateValidator rewrites `$^.tag.prop` of the updated tag to the prop.
    run(engine, 'INSERT VERTEX person(name, age) VALUES "s":("Sam", 20)')
    rows = run(engine, 'UPDATE VERTEX "s" SET person.age = $^.person.age + 1 YIELD $^.person.age AS a')
    assert rows == [(21,)]
    rows = run(
        engine, 'UPDATE VERTEX ON person "s" SET age = age + 1 WHEN $^.person.name == "Sam" YIELD age AS a'
    )
    assert rows == [(22,)]
    run(engine, 'INSERT EDGE knows(since) VALUES "s"->"s":(1)')
    with pytest.raises(QuerySemanticError):
        run(engine, 'UPDATE EDGE ON knows "s"->"s" SET since = $^.person.age')


def test_a_second_index_on_the_same_fields_exists_already(engine: Engine) -> None:
    # NebulaGraph's meta (CreateTagIndexProcessor) refuses it with E_EXISTED ("Existed!").
    with pytest.raises(QueryExecutionError, match="Existed!"):
        run(engine, "CREATE TAG INDEX person_age_2 ON person(age)")
    run(engine, "CREATE TAG INDEX IF NOT EXISTS person_age_2 ON person(age)")
    assert [r[0] for r in engine.execute("SHOW TAG INDEXES").rows] == ["person_age"]
    run(engine, "CREATE TAG INDEX person_name_age ON person(name(8), age)")  # other fields: fine
