"""neo4j driver values, schema rows and errors → r3 types, on the driver's own objects (no server)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

neo4j = pytest.importorskip("neo4j")

from neo4j import exceptions as X  # noqa: E402
from neo4j import time as nt  # noqa: E402
from neo4j.spatial import CartesianPoint  # noqa: E402

from r3.contracts.schema import SchemaItem, SpaceSchema  # noqa: E402
from r3.errors import (  # noqa: E402
    GraphConnectionError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
    UserInputError,
)
from r3.graph import neo4j_convert as C  # noqa: E402
from r3.values import (  # noqa: E402
    NULL,
    Date,
    DateTime,
    Duration,
    Edge,
    List,
    Map,
    Set,
    Time,
    Vertex,
    parse_value,
)

pytestmark = pytest.mark.quick


def hydrator() -> Any:
    """The driver's own graph hydrator: builds Node/Relationship/Path as a live result would."""
    mod = pytest.importorskip("neo4j._codec.hydration.bolt.v1.hydration_handler")
    return mod._GraphHydrator()


def error(code: str, message: str) -> Exception:
    return X.Neo4jError._hydrate_neo4j(code=code, message=message)


# --------------------------------------------------------------------------- plain values


def test_scalars_and_collections() -> None:
    conv = C.Converter()
    assert conv.value(None) == NULL
    for v in (True, 0, -(2**63), 2.5, "Tim", float("inf")):
        got = conv.value(v)
        assert got == v and type(got) is type(v)
    assert conv.value([1, "a", None, [True]]) == List([1, "a", NULL, List([True])])
    assert conv.value({"a": {"b": [1.0]}}) == Map({"a": Map({"b": List([1.0])})})
    assert conv.value(b"\x01\x02") == List([1, 2])
    assert conv.value(CartesianPoint((1.0, 2.5))) == "POINT(1 2.5)"
    with pytest.raises(TypeError):
        conv.value(object())


def test_temporal_values() -> None:
    conv = C.Converter()
    assert conv.value(nt.Date(1984, 10, 11)) == Date(1984, 10, 11)
    assert conv.value(nt.Time(12, 31, 14, 123456789)) == Time(12, 31, 14, 123456)
    plus2 = dt.timezone(dt.timedelta(hours=2))
    assert conv.value(nt.Time(1, 30, 0, 0, tzinfo=plus2)) == Time(23, 30, 0, 0)  # moved to UTC
    assert conv.value(nt.DateTime(2020, 1, 2, 3, 4, 5, 6000)) == DateTime(2020, 1, 2, 3, 4, 5, 6)
    assert conv.value(nt.DateTime(2020, 1, 2, 1, 0, 0, 999, tzinfo=plus2)) == DateTime(
        2020, 1, 1, 23, 0, 0, 0
    )
    assert conv.value(nt.Duration(months=14, days=3, seconds=5, nanoseconds=123456789)) == Duration(
        14, 3 * 86400 + 5, 123456
    )
    assert conv.value(dt.timedelta(days=1, seconds=2, microseconds=3)) == Duration(0, 86402, 3)
    assert conv.value(dt.datetime(2020, 1, 2, 3, 4, 5, 6)) == DateTime(2020, 1, 2, 3, 4, 5, 6)
    assert conv.value(dt.date(2020, 1, 2)) == Date(2020, 1, 2)
    assert conv.value(dt.time(4, 5, 6, 7)) == Time(4, 5, 6, 7)


@pytest.mark.parametrize(
    "value",
    [
        NULL,
        7,
        "x",
        Date(2020, 1, 2),
        Time(1, 2, 3, 4),
        DateTime(2020, 1, 2, 3, 4, 5, 6),
        Duration(3, 7200, 5),
        List([1, List(["a"])]),
        Map({"k": List([1.5, NULL])}),
    ],
)
def test_parameters_round_trip(value: object) -> None:
    assert C.Converter().value(C.to_native(value)) == value


def test_parameter_edge_cases() -> None:
    assert C.to_native(Set([1])) == [1]
    assert C.to_native({"d": dt.date(2020, 1, 1)}) == {"d": dt.date(2020, 1, 1)}
    with pytest.raises(TypeError):
        C.to_native(Vertex("a"))


# --------------------------------------------------------------------------- graph elements


def test_node_vid_policy_and_tags() -> None:
    h = hydrator()
    tim = h.hydrate_node(
        1, ["player", "bachelor"], {"_vid": "Tim Duncan", "name": "Tim", "age": 42}, "4:db:1"
    )
    assert C.Converter().value(tim) == Vertex(
        "4:db:1",
        {
            "bachelor": {"_vid": "Tim Duncan", "name": "Tim", "age": 42},
            "player": {"_vid": "Tim Duncan", "name": "Tim", "age": 42},
        },
    )
    by_prop = C.Converter(vid_property="_vid")
    assert by_prop.value(tim) == Vertex(
        "Tim Duncan", {"bachelor": {"name": "Tim", "age": 42}, "player": {"name": "Tim", "age": 42}}
    )
    split = C.Converter(
        vid_property="_vid", label_properties={"player": {"name", "age"}, "bachelor": {"name"}}
    )
    assert split.value(tim) == Vertex(
        "Tim Duncan", {"player": {"name": "Tim", "age": 42}, "bachelor": {"name": "Tim"}}
    )
    # a node without the vid property keeps its element id
    other = h.hydrate_node(2, [], {"name": "x"}, "4:db:2")
    assert by_prop.value(other) == Vertex("4:db:2", {})


def test_label_properties_from_a_nebula_schema() -> None:
    space = SpaceSchema("nba")
    space.add(SchemaItem("player", "tag"))
    assert C.label_properties_from(space) == {"player": []}


def test_relationship_endpoints_and_rank() -> None:
    h = hydrator()
    rel = h.hydrate_relationship(
        10, 1, 2, "like", {"likeness": 90, "_rank": 2}, "5:db:10", "4:db:1", "4:db:2"
    )
    assert C.Converter().value(rel) == Edge("4:db:1", "4:db:2", "like", 0, Map({"likeness": 90, "_rank": 2}))
    h.hydrate_node(1, ["player"], {"_vid": "a"}, "4:db:1")  # the node appears later in the same result
    conv = C.Converter(vid_property="_vid", rank_property="_rank")
    got = conv.value(rel)
    assert got == Edge("a", "4:db:2", "like", 2, Map({"likeness": 90}))  # endpoint 2 never seen: element id


def test_path_marks_steps_walked_backwards() -> None:
    h = hydrator()
    a = h.hydrate_node(1, ["player"], {"_vid": "a"}, "4:db:1")
    b = h.hydrate_node(2, [], {"_vid": "b"}, "4:db:2")
    c = h.hydrate_node(3, [], {"_vid": "c"}, "4:db:3")
    like = h.hydrate_unbound_relationship(10, "like", {}, "5:db:10")
    serve = h.hydrate_unbound_relationship(11, "serve", {"x": 1}, "5:db:11")
    path = h.hydrate_path([a, b, c], [like, serve], [1, 1, -2, 2])
    got = C.Converter(vid_property="_vid").value(path)
    assert got == parse_value('<("a" :player{})-[:like@0 {}]->("b")<-[:serve@0 {x: 1}]-("c")>')
    assert [s.edge.reversed for s in got.steps] == [False, True]
    assert (got.steps[1].edge.src, got.steps[1].edge.dst) == ("c", "b")


# --------------------------------------------------------------------------- schema


def test_property_types() -> None:
    assert C.r3_type(["String"]) == ("string", None)
    assert C.r3_type(["Long"]) == ("int64", None)
    assert C.r3_type(["Boolean"]) == ("bool", None)
    assert C.r3_type(["LocalDateTime"]) == ("datetime", None)
    assert C.r3_type(["Point"]) == ("geography", None)
    assert C.r3_type(["StringArray"]) == ("list_string", None)
    assert C.r3_type(["LongArray"]) == ("list_int", None)
    assert C.r3_type(["Long", "Double"]) == ("double", "mixed types: Long, Double")
    assert C.r3_type(["String", "Long"]) == ("string", "mixed types: String, Long")
    assert C.r3_type([]) == ("string", "type unknown")


def test_space_from_schema_rows() -> None:
    h = hydrator()
    player = h.hydrate_node(-1, ["player"], {"name": "player"}, "-1")
    team = h.hydrate_node(-2, ["team"], {"name": "team"}, "-2")
    serve = h.hydrate_relationship(-3, -1, -2, "serve", {}, "-3", "-1", "-2")
    rows = C.SchemaRows(
        node_types=[
            {
                "nodeType": ":`player`",
                "nodeLabels": ["player"],
                "propertyName": "name",
                "propertyTypes": ["String"],
                "mandatory": True,
            },
            {
                "nodeType": ":`player`",
                "nodeLabels": ["player"],
                "propertyName": "age",
                "propertyTypes": ["Long"],
                "mandatory": False,
            },
            {
                "nodeType": ":`player`:`bachelor`",
                "nodeLabels": ["player", "bachelor"],
                "propertyName": "speciality",
                "propertyTypes": ["String"],
                "mandatory": False,
            },
            {
                "nodeType": ":`team`",
                "nodeLabels": ["team"],
                "propertyName": None,
                "propertyTypes": None,
                "mandatory": False,
            },
        ],
        rel_types=[
            {
                "relType": ":`serve`",
                "propertyName": "start_year",
                "propertyTypes": ["Long"],
                "mandatory": False,
            },
            {"relType": ":`like`", "propertyName": None, "propertyTypes": None, "mandatory": False},
        ],
        viz_nodes=[player, team],
        viz_relationships=[serve],
        indexes=[
            {
                "name": "index_343aff4e",
                "type": "LOOKUP",
                "entityType": "NODE",
                "labelsOrTypes": None,
                "properties": None,
            },
            {
                "name": "r3_vid_player",
                "type": "RANGE",
                "entityType": "NODE",
                "labelsOrTypes": ["player"],
                "properties": ["_vid"],
            },
            {
                "name": "serve_years",
                "type": "RANGE",
                "entityType": "RELATIONSHIP",
                "labelsOrTypes": ["serve"],
                "properties": ["start_year", "end_year"],
            },
            {
                "name": "names",
                "type": "FULLTEXT",
                "entityType": "NODE",
                "labelsOrTypes": ["player", "team"],
                "properties": ["name"],
            },
        ],
    )
    space = C.space_from_rows("neo4j", rows)
    assert space.vid_type == "string"
    assert list(space.tags) == ["player", "bachelor", "team"]
    assert space.tags["player"].property_names == ["name", "age"]  # not bachelor's speciality
    name = space.tags["player"].prop("name")
    assert name is not None and (name.type, name.nullable) == ("string", False)
    assert space.tags["bachelor"].property_names == ["speciality"]
    assert (space.tags["player"].co_tags, space.tags["team"].co_tags) == (["bachelor"], [])
    assert space.tags["team"].properties == []
    assert set(space.edges) == {"serve", "like"}
    assert space.edges["serve"].endpoints == [("player", "team")]
    assert space.edges["serve"].prop("start_year").type == "int64"  # type: ignore[union-attr]
    assert "index_343aff4e" not in space.indexes
    assert space.indexes["r3_vid_player"].fields == ["_vid"] and space.indexes["r3_vid_player"].kind == "tag"
    assert space.indexes["serve_years"].kind == "edge" and space.indexes["serve_years"].lengths == [
        None,
        None,
    ]
    assert {space.indexes["names:player"].schema, space.indexes["names:team"].schema} == {"player", "team"}


# --------------------------------------------------------------------------- errors


def test_error_mapping() -> None:
    syntax = C.error_for(
        error(
            "Neo.ClientError.Statement.SyntaxError",
            "Invalid input 'RETRN': expected 'RETURN' (line 1, column 10 (offset: 9))\n\"MATCH (n) RETRN n\"",
        )
    )
    assert isinstance(syntax, QuerySyntaxError)
    assert (syntax.line, syntax.column, syntax.token) == (1, 10, "RETRN")
    assert "\n" not in syntax.message
    cases = [
        ("Neo.ClientError.Statement.SemanticError", "Variable `m` not defined", QuerySemanticError),
        ("Neo.ClientError.Statement.ParameterMissing", "Expected parameter(s): x", QuerySemanticError),
        ("Neo.ClientError.Statement.TypeError", "Cannot add String and Long", QueryExecutionError),
        ("Neo.ClientError.Statement.ArithmeticError", "/ by zero", QueryExecutionError),
        (
            "Neo.ClientError.Statement.AccessMode",
            "Writing in read access mode not allowed",
            QuerySemanticError,
        ),
        ("Neo.ClientError.Procedure.ProcedureNotFound", "There is no procedure db.nope", QuerySemanticError),
        ("Neo.ClientError.Procedure.ProcedureCallFailed", "Failed to invoke", QueryExecutionError),
        ("Neo.ClientError.Schema.ConstraintValidationFailed", "already exists", QueryExecutionError),
        ("Neo.TransientError.Transaction.DeadlockDetected", "deadlock", QueryExecutionError),
        ("Neo.DatabaseError.General.UnknownError", "boom", QueryExecutionError),
        ("Neo.ClientError.Security.Unauthorized", "The client is unauthorized", GraphConnectionError),
        ("Neo.ClientError.Security.Forbidden", "Permission denied", QueryExecutionError),
        ("Neo.ClientError.Database.DatabaseNotFound", "Database does not exist: nope", GraphConnectionError),
    ]
    for code, message, cls in cases:
        got = C.error_for(error(code, message), where="Neo4j at localhost:7687")
        assert type(got) is cls, code
        assert message in str(got)
    assert "read-only" in str(C.error_for(error("Neo.ClientError.Statement.AccessMode", "x")))
    timeout = C.error_for(
        error("Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration", "terminated")
    )
    assert type(timeout) is QueryExecutionError and "timed out" in str(timeout)
    down = C.error_for(
        X.ServiceUnavailable("Couldn't connect to localhost:7687"), where="Neo4j at localhost:7687"
    )
    assert isinstance(down, GraphConnectionError) and "docker compose" in str(down)
    assert isinstance(C.error_for(X.SessionExpired("gone")), GraphConnectionError)
    assert isinstance(C.error_for(X.ConfigurationError("bad scheme")), UserInputError)
