"""TTL_DURATION / TTL_COL: shown by SHOW CREATE, hiding expired rows on read (r3/engine/ttl.py)."""

from __future__ import annotations

import time

import pytest

from r3.engine.engine import Engine
from r3.errors import QueryExecutionError

pytestmark = pytest.mark.quick

DDL = """
CREATE SPACE IF NOT EXISTS g (vid_type = FIXED_STRING(16));
USE g;
CREATE TAG person(id int) ttl_col = "id", ttl_duration = 100;
CREATE TAG career(id int);
CREATE EDGE like(id int) ttl_col = "id", ttl_duration = 100;
CREATE EDGE friend(id int);
"""


@pytest.fixture()
def engine() -> Engine:
    e = Engine()
    e.execute(DDL, allow_writes=True)
    fresh = int(time.time())  # not expired for 100 s; 100 and 200 (seconds after 1970) are
    e.execute(
        f'INSERT VERTEX person(id) VALUES "old":(100), "new":({fresh});'
        f'INSERT VERTEX career(id) VALUES "old":(200);'
        f'INSERT EDGE like(id) VALUES "a"->"old":(100), "a"->"new":({fresh});'
        f'INSERT EDGE friend(id) VALUES "a"->"old":(100)',
        allow_writes=True,
    )
    return e


def rows(engine: Engine, query: str) -> list[tuple[object, ...]]:
    return engine.execute(query, allow_writes=True).rows


def test_show_create_prints_the_rule(engine: Engine) -> None:
    text = rows(engine, "SHOW CREATE TAG person")[0][1]
    assert text.endswith('ttl_duration = 100, ttl_col = "id"')
    assert rows(engine, "SHOW CREATE TAG career")[0][1].endswith('ttl_duration = 0, ttl_col = ""')


def test_expired_rows_are_hidden(engine: Engine) -> None:
    assert rows(engine, 'FETCH PROP ON person "old" YIELD person.id') == []
    assert len(rows(engine, 'FETCH PROP ON person "new" YIELD person.id')) == 1
    # the vertex keeps its other, unexpired tag
    assert [r[1] for r in rows(engine, 'FETCH PROP ON * "old" YIELD person.id, career.id')] == [200]
    assert [r[0] for r in rows(engine, 'GO FROM "a" OVER like YIELD dst(edge)')] == ["new"]
    assert [r[0] for r in rows(engine, 'GO FROM "a" OVER friend YIELD dst(edge)')] == ["old"]
    assert rows(engine, 'FETCH PROP ON like "a"->"old" YIELD like.id') == []


def test_dropping_the_ttl_column_shows_the_rows_again(engine: Engine) -> None:
    rows(engine, 'ALTER TAG person ttl_col = ""')
    assert rows(engine, "SHOW CREATE TAG person")[0][1].endswith('ttl_duration = 0, ttl_col = ""')
    assert len(rows(engine, 'FETCH PROP ON person "old" YIELD person.id')) == 1


def test_a_ttl_column_must_be_an_int_or_timestamp(engine: Engine) -> None:
    rows(engine, "CREATE TAG named(name string, at timestamp)")
    with pytest.raises(QueryExecutionError):
        rows(engine, 'ALTER TAG named ttl_duration = 10, ttl_col = "name"')
    rows(engine, 'ALTER TAG named ttl_duration = 10, ttl_col = "at"')
    with pytest.raises(QueryExecutionError):
        rows(engine, "ALTER TAG named CHANGE (at string)")
    rows(engine, "ALTER TAG named DROP (at)")  # the rule goes with its column
    assert rows(engine, "SHOW CREATE TAG named")[0][1].endswith('ttl_duration = 0, ttl_col = ""')
