"""nebula3-python thrift values, results, DESCRIBE tables and errors → r3 types (no server)."""

from __future__ import annotations

import datetime as dt

import pytest

T = pytest.importorskip("nebula3.common.ttypes")

from nebula3.data.ResultSet import ResultSet as NebulaResultSet  # noqa: E402
from nebula3.graph import ttypes as G  # noqa: E402

from r3.contracts.backend import ResultSet  # noqa: E402
from r3.errors import (  # noqa: E402
    GraphConnectionError,
    QueryExecutionError,
    QuerySemanticError,
    QuerySyntaxError,
)
from r3.graph import nebula_convert as C  # noqa: E402
from r3.values import (  # noqa: E402
    BAD_TYPE,
    DIV_BY_ZERO,
    EMPTY,
    NAN_NULL,
    NULL,
    Date,
    DateTime,
    Duration,
    Edge,
    List,
    Map,
    Null,
    Set,
    Tags,
    Time,
    Vertex,
    parse_value,
)

pytestmark = pytest.mark.quick


def s(x: str) -> object:
    return T.Value(sVal=x.encode())


def i(x: int) -> object:
    return T.Value(iVal=x)


def tag(tag_name: str, /, **props: object) -> object:
    return T.Tag(name=tag_name.encode(), props={k.encode(): v for k, v in props.items()})


def vertex(vid: str, *tags: object) -> object:
    return T.Vertex(vid=s(vid), tags=list(tags))


def dataset(columns: list[str], *rows: list[object]) -> object:
    return T.DataSet(column_names=[c.encode() for c in columns], rows=[T.Row(values=list(r)) for r in rows])


# --------------------------------------------------------------------------- values


def test_field_ids_mirror_the_client() -> None:
    V = T.Value
    assert (C.F_NULL, C.F_BOOL, C.F_INT, C.F_FLOAT, C.F_STR) == (V.NVAL, V.BVAL, V.IVAL, V.FVAL, V.SVAL)
    assert (C.F_DATE, C.F_TIME, C.F_DATETIME, C.F_VERTEX, C.F_EDGE, C.F_PATH) == (
        V.DVAL,
        V.TVAL,
        V.DTVAL,
        V.VVAL,
        V.EVAL,
        V.PVAL,
    )
    assert (C.F_LIST, C.F_MAP, C.F_SET, C.F_DATASET, C.F_GEOGRAPHY, C.F_DURATION) == (
        V.LVAL,
        V.MVAL,
        V.UVAL,
        V.GVAL,
        V.GGVAL,
        V.DUVAL,
    )
    assert {k: C.NULL_KIND_BY_CODE[k] for k in T.NullType._VALUES_TO_NAMES if k} == {
        k: v for k, v in T.NullType._VALUES_TO_NAMES.items() if k
    }
    codes = T.ErrorCode
    assert (C.E_SYNTAX_ERROR, C.E_SEMANTIC_ERROR, C.E_EXECUTION_ERROR) == (
        codes.E_SYNTAX_ERROR,
        codes.E_SEMANTIC_ERROR,
        codes.E_EXECUTION_ERROR,
    )
    assert (C.E_SESSION_INVALID, C.E_SESSION_TIMEOUT, C.E_SESSION_NOT_FOUND, C.E_LEADER_CHANGED) == (
        codes.E_SESSION_INVALID,
        codes.E_SESSION_TIMEOUT,
        codes.E_SESSION_NOT_FOUND,
        codes.E_LEADER_CHANGED,
    )
    assert (C.E_BAD_USERNAME_PASSWORD, C.E_PARTIAL_SUCCEEDED, C.E_STATEMENT_EMPTY) == (
        codes.E_BAD_USERNAME_PASSWORD,
        codes.E_PARTIAL_SUCCEEDED,
        codes.E_STATEMENT_EMPTY,
    )


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (T.Value(), EMPTY),
        (T.Value(nVal=T.NullType.__NULL__), NULL),
        (T.Value(nVal=T.NullType.NaN), NAN_NULL),
        (T.Value(nVal=T.NullType.BAD_TYPE), BAD_TYPE),
        (T.Value(nVal=T.NullType.DIV_BY_ZERO), DIV_BY_ZERO),
        (T.Value(nVal=T.NullType.OUT_OF_RANGE), Null("OUT_OF_RANGE")),
        (T.Value(bVal=False), False),
        (T.Value(iVal=-(2**63)), -(2**63)),
        (T.Value(fVal=2004.0), 2004.0),
        (T.Value(sVal=b"Tim Duncan"), "Tim Duncan"),
        (T.Value(sVal="姚明".encode()), "姚明"),
        (T.Value(sVal=b"bad \xff byte"), "bad \ufffd byte"),
        (T.Value(dVal=T.Date(1984, 10, 11)), Date(1984, 10, 11)),
        (T.Value(tVal=T.Time(12, 31, 14, 5)), Time(12, 31, 14, 5)),
        (T.Value(dtVal=T.DateTime(1984, 10, 11, 12, 31, 14, 123)), DateTime(1984, 10, 11, 12, 31, 14, 123)),
        (T.Value(duVal=T.Duration(seconds=58390, microseconds=7, months=17)), Duration(17, 58390, 7)),
    ],
)
def test_scalars(raw: object, expected: object) -> None:
    got = C.to_r3(raw)
    assert got == expected and type(got) is type(expected)


def test_int_and_float_and_bool_stay_apart() -> None:
    got = C.to_r3(T.Value(lVal=T.NList(values=[T.Value(iVal=1), T.Value(fVal=1.0), T.Value(bVal=True)])))
    assert got == List([1, 1.0, True]) and got != List([1, 1, 1])


def test_collections() -> None:
    nested = T.Value(
        mVal=T.NMap(
            kvs={
                b"names": T.Value(lVal=T.NList(values=[s("a"), s("b")])),
                b"ids": T.Value(uVal=T.NSet(values={i(1), i(2)})),
                b"none": T.Value(nVal=T.NullType.__NULL__),
                b"inner": T.Value(mVal=T.NMap(kvs={})),
            }
        )
    )
    assert C.to_r3(nested) == Map(
        {"names": List(["a", "b"]), "ids": Set([2, 1]), "none": NULL, "inner": Map()}
    )
    assert C.to_r3(T.Value(lVal=T.NList(values=[]))) == List()
    assert C.to_r3(T.Value(lVal=T.NList(values=None))) == List()


def test_nested_dataset_value_becomes_row_maps() -> None:
    raw = T.Value(gVal=dataset(["a", "b"], [i(1), s("x")], [i(2), T.Value()]))
    assert C.to_r3(raw) == List([Map({"a": 1, "b": "x"}), Map({"a": 2, "b": EMPTY})])


def test_geography_as_wkt() -> None:
    def coord(x: float, y: float) -> object:
        return T.Coordinate(x=x, y=y)

    point = T.Value(ggVal=T.Geography(ptVal=T.Point(coord=coord(3.0, 8.0))))
    line = T.Value(ggVal=T.Geography(lsVal=T.LineString(coordList=[coord(3, 8), coord(4.7, 73.23)])))
    poly = T.Value(
        ggVal=T.Geography(
            pgVal=T.Polygon(coordListList=[[coord(0, 1), coord(1, 2), coord(2, 3), coord(0, 1)]])
        )
    )
    assert C.to_r3(point) == "POINT(3 8)"
    assert C.to_r3(line) == "LINESTRING(3 8, 4.7 73.23)"
    assert C.to_r3(poly) == "POLYGON((0 1, 1 2, 2 3, 0 1))"


def test_not_a_value_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        C.to_r3("plain")


# --------------------------------------------------------------------------- graph elements


def test_vertex_with_several_tags() -> None:
    raw = T.Value(
        vVal=vertex(
            "Tim Duncan",
            tag("player", name=s("Tim Duncan"), age=i(42)),
            tag("bachelor", name=s("Tim Duncan"), speciality=s("psychology")),
        )
    )
    got = C.to_r3(raw)
    assert got == parse_value(
        '("Tim Duncan" :player{age: 42, name: "Tim Duncan"} :bachelor{name: "Tim Duncan", speciality: "psychology"})'
    )
    assert isinstance(got, Vertex) and list(got.tags) == ["player", "bachelor"]


def test_vertex_with_int_vid_and_no_tags() -> None:
    got = C.to_r3(T.Value(vVal=T.Vertex(vid=i(7), tags=[])))
    assert got == Vertex(7, Tags({})) and got != Vertex("7")


def test_edge_forward_and_reversed() -> None:
    fwd = T.Edge(src=s("a"), dst=s("b"), type=5, name=b"like", ranking=0, props={b"likeness": i(90)})
    back = T.Edge(src=s("b"), dst=s("a"), type=-5, name=b"like", ranking=0, props={b"likeness": i(90)})
    f, b = C.to_r3(T.Value(eVal=fwd)), C.to_r3(T.Value(eVal=back))
    assert isinstance(f, Edge) and isinstance(b, Edge)
    assert (b.src, b.dst, b.reversed) == ("a", "b", True)
    assert (f.src, f.dst, f.reversed) == ("a", "b", False)
    assert f == b  # the same stored edge a->b
    assert b.from_vid == "b" and b.to_vid == "a"
    assert b == parse_value('[:like "b"<-"a" @0 {likeness: 90}]')


def test_edge_rank_and_missing_props() -> None:
    raw = T.Edge(src=i(1), dst=i(2), type=3, name=b"serve", ranking=7, props=None)
    assert C.edge_to_r3(raw) == Edge(1, 2, "serve", 7, Map())


def test_path_with_forward_and_backward_steps() -> None:
    path = T.Path(
        src=vertex("a", tag("player", name=s("A"))),
        steps=[
            T.Step(dst=vertex("b"), type=5, name=b"like", ranking=0, props={}),
            T.Step(dst=vertex("c"), type=-6, name=b"serve", ranking=3, props={b"x": i(1)}),
        ],
    )
    got = C.to_r3(T.Value(pVal=path))
    expected = parse_value('<("a" :player{name: "A"})-[:like@0 {}]->("b")<-[:serve@3 {x: 1}]-("c")>')
    assert got == expected
    second = got.steps[1].edge
    assert (second.src, second.dst, second.reversed) == ("c", "b", True)


def test_empty_path() -> None:
    got = C.to_r3(T.Value(pVal=T.Path(src=vertex("a"), steps=[])))
    assert got == parse_value('<("a")>') and len(got) == 0


# --------------------------------------------------------------------------- parameters


@pytest.mark.parametrize(
    "value",
    [
        NULL,
        BAD_TYPE,
        EMPTY,
        True,
        -3,
        2.5,
        "Tim",
        Date(2020, 1, 2),
        Time(1, 2, 3, 4),
        DateTime(2020, 1, 2, 3, 4, 5, 6),
        Duration(1, 2, 3),
        List([1, "a", List([NULL])]),
        Set([1, 2]),
        Map({"k": List([1.5])}),
    ],
)
def test_parameters_round_trip(value: object) -> None:
    assert C.to_r3(C.from_r3(value)) == value


def test_native_parameters() -> None:
    assert C.to_r3(C.from_r3(None)) == NULL
    assert C.to_r3(C.from_r3(dt.datetime(2020, 1, 2, 3, 4, 5, 6))) == DateTime(2020, 1, 2, 3, 4, 5, 6)
    assert C.to_r3(C.from_r3(dt.date(2020, 1, 2))) == Date(2020, 1, 2)
    assert C.to_r3(C.from_r3({"a": [1, 2]})) == Map({"a": List([1, 2])})
    params = C.params_to_nebula({"name": "Tim", "age": 42})
    assert params is not None and set(params) == {b"name", b"age"}
    assert C.params_to_nebula(None) is None and C.params_to_nebula({}) is None
    with pytest.raises(TypeError):
        C.from_r3(object())


# --------------------------------------------------------------------------- errors


def test_error_mapping() -> None:
    e = C.error_for(C.E_SYNTAX_ERROR, "SyntaxError: syntax error near `RETRUN'")
    assert isinstance(e, QuerySyntaxError) and e.token == "RETRUN"
    assert isinstance(C.error_for(C.E_STATEMENT_EMPTY, ""), QuerySyntaxError)
    assert isinstance(
        C.error_for(C.E_SEMANTIC_ERROR, "SemanticError: No schema found for `x'"), QuerySemanticError
    )
    ex = C.error_for(C.E_EXECUTION_ERROR, "Storage Error: part leader changed")
    assert isinstance(ex, QueryExecutionError) and type(ex) is QueryExecutionError
    assert "part leader changed" in str(ex)
    auth = C.error_for(C.E_BAD_USERNAME_PASSWORD, "Invalid password", where="NebulaGraph at h:1")
    assert isinstance(auth, GraphConnectionError) and "h:1" in str(auth)
    assert isinstance(C.error_for(C.E_SESSION_INVALID, "Session not existed!"), GraphConnectionError)
    assert isinstance(C.error_for(C.E_TOO_MANY_CONNECTIONS, ""), GraphConnectionError)
    space = C.error_for(T.ErrorCode.E_SPACE_NOT_FOUND, "SpaceNotFound: SpaceName `nope`")
    assert type(space) is QueryExecutionError and "nope" in str(space)
    other = C.error_for(T.ErrorCode.E_BAD_PERMISSION, "No permission to write space.")
    assert type(other) is QueryExecutionError and str(other).startswith("E_BAD_PERMISSION")
    partial = C.error_for(C.E_PARTIAL_SUCCEEDED, "")
    assert isinstance(partial, QueryExecutionError) and "partial" in str(partial)
    assert C.error_name(-1004) == "E_SYNTAX_ERROR" and C.error_name(-99999) == "-99999"


# --------------------------------------------------------------------------- results


def _response(**kw: object) -> NebulaResultSet:
    return NebulaResultSet(G.ExecutionResponse(**kw), all_latency=0)


def test_result_conversion_keeps_columns_rows_and_space() -> None:
    data = dataset(["v.player.name", "COUNT(*)"], [s("Tim"), i(3)], [T.Value(nVal=0), i(0)])
    got = C.result_to_r3(
        _response(error_code=0, latency_in_us=10, data=data, space_name=b"nba"), elapsed_s=0.5
    )
    assert got.columns == ["v.player.name", "COUNT(*)"]
    assert got.rows == [("Tim", 3), (NULL, 0)]
    assert got.space == "nba" and got.elapsed_s == 0.5 and got.plan is None


def test_result_without_data() -> None:
    got = C.result_to_r3(_response(error_code=0, latency_in_us=1, data=None, space_name=b""))
    assert got.columns == [] and got.rows == [] and got.space is None


def test_plan_text() -> None:
    plan = G.PlanDescription(
        plan_node_descs=[
            G.PlanNodeDescription(
                name=b"Project",
                id=1,
                output_var=b"__Project_1",
                description=[G.Pair(key=b"columns", value=b"[v]")],
                profiles=[G.ProfilingStats(rows=3, exec_duration_in_us=5, total_duration_in_us=9)],
                dependencies=[0],
            )
        ],
        format=b"row",
    )
    text = C.plan_text(plan)
    assert text is not None and "Project" in text and "rows=3" in text and "columns=[v]" in text
    assert C.plan_text(None) is None


# --------------------------------------------------------------------------- schema tables


def _rs(columns: list[str], *rows: list[object]) -> ResultSet:
    cols, converted = C.dataset_rows(dataset(columns, *rows))
    return ResultSet(cols, converted)


def test_describe_space() -> None:
    cols = [
        "ID",
        "Name",
        "Partition Number",
        "Replica Factor",
        "Charset",
        "Collate",
        "Vid Type",
        "Atomic Edge",
    ]
    row = [i(1), s("nba"), i(10), i(1), s("utf8"), s("utf8_bin"), s("FIXED_STRING(32)"), T.Value(bVal=False)]
    space = C.space_from_describe("nba", _rs(cols, row))
    assert (space.vid_type, space.vid_length) == ("fixed_string", 32)
    assert space.options["partition_num"] == 10 and space.options["charset"] == "utf8"
    row[6] = s("INT64")
    space = C.space_from_describe("nba", _rs(cols, row))
    assert (space.vid_type, space.vid_length) == ("int64", None) and space.vid_is_int


def test_describe_tag_fields() -> None:
    cols = ["Field", "Type", "Null", "Default", "Comment"]
    rs = _rs(
        cols,
        [s("name"), s("string"), s("NO"), T.Value(), T.Value()],
        [s("age"), s("int64"), s("YES"), s("20"), s("years")],
        [s("code"), s("fixed_string(8)"), s("YES"), s('"x"'), T.Value()],
        [s("born"), s("timestamp"), s("YES"), s("now()"), T.Value()],
        [s("where"), s("geography(point)"), s("YES"), T.Value(), T.Value()],
        [s("hobby"), s("list_string"), s("YES"), T.Value(), T.Value()],
    )
    item = C.item_from_describe("player", "tag", rs)
    assert item.kind == "tag" and item.property_names == ["name", "age", "code", "born", "where", "hobby"]
    name, age, code, born, where, hobby = item.properties
    assert (name.type, name.nullable, name.has_default) == ("string", False, False)
    assert (age.type, age.default, age.has_default, age.comment) == ("int64", 20, True, "years")
    assert (code.type, code.length, code.default) == ("fixed_string", 8, "x")
    assert (born.default, born.has_default) == ("now()", True)
    assert (where.type, where.length) == ("geography", None)
    assert hobby.type == "list_string"


def test_show_names_and_indexes() -> None:
    assert C.names_from_show(_rs(["Name"], [s("like")], [s("serve")])) == ["like", "serve"]
    assert C.names_from_show(ResultSet([])) == []
    show = _rs(
        ["Index Name", "By Tag", "Columns"],
        [s("player_name_index"), s("player"), T.Value(lVal=T.NList(values=[s("name")]))],
        [s("bachelor_index"), s("bachelor"), T.Value(lVal=T.NList(values=[]))],
    )
    indexes = C.indexes_from_show("tag", show)
    assert [(ix.name, ix.kind, ix.schema, ix.fields) for ix in indexes] == [
        ("player_name_index", "tag", "player", ["name"]),
        ("bachelor_index", "tag", "bachelor", []),
    ]
    described = C.index_fields_from_describe(
        indexes[0], _rs(["Field", "Type"], [s("name"), s("fixed_string(64)")])
    )
    assert described.fields == ["name"] and described.lengths == [64]
    edge = C.indexes_from_show(
        "edge",
        _rs(
            ["Index Name", "By Edge", "Columns"],
            [s("serve_index"), s("serve"), T.Value(lVal=T.NList(values=[s("start_year"), s("end_year")]))],
        ),
    )[0]
    C.index_fields_from_describe(
        edge, _rs(["Field", "Type"], [s("start_year"), s("int64")], [s("end_year"), s("int64")])
    )
    assert (edge.kind, edge.schema, edge.fields, edge.lengths) == (
        "edge",
        "serve",
        ["start_year", "end_year"],
        [None, None],
    )


# --------------------------------------------------------------------------- storage scans


def test_scan_vertices_with_several_tags_and_absent_ones() -> None:
    cols = ["_vid", "player._vid", "player.name", "player.age", "team._vid", "team.name"]
    ds = dataset(
        cols,
        [s("Tim"), s("Tim"), s("Tim Duncan"), i(42), T.Value(), T.Value()],
        [s("Spurs"), T.Value(), T.Value(), T.Value(), s("Spurs"), s("Spurs")],
        [s("Both"), s("Both"), s("B"), T.Value(nVal=0), s("Both"), s("B team")],
    )
    got = list(C.vertices_from_scan(ds))
    assert got == [
        Vertex("Tim", Tags({"player": Map({"name": "Tim Duncan", "age": 42})})),
        Vertex("Spurs", Tags({"team": Map({"name": "Spurs"})})),
        Vertex("Both", Tags({"player": Map({"name": "B", "age": NULL}), "team": Map({"name": "B team"})})),
    ]


def test_scan_edges_skips_in_edge_copies() -> None:
    cols = ["like._src", "like._type", "like._rank", "like._dst", "like.likeness"]
    ds = dataset(
        cols,
        [s("a"), i(5), i(0), s("b"), i(90)],
        [s("b"), i(-5), i(0), s("a"), i(90)],
        [s("a"), i(5), i(2), s("c"), T.Value(nVal=0)],
    )
    assert list(C.edges_from_scan(ds)) == [
        Edge("a", "b", "like", 0, Map({"likeness": 90})),
        Edge("a", "c", "like", 2, Map({"likeness": NULL})),
    ]


def test_vertex_stitcher_joins_a_vertex_split_across_batches() -> None:
    st = C.VertexStitcher()
    first = [Vertex("a", {"player": {"age": 1}}), Vertex("b", {"player": {"age": 2}})]
    second = [Vertex("b", {"team": {"name": "x"}}), Vertex("c", {"team": {"name": "y"}})]
    out = list(st.feed(first))
    assert out == [Vertex("a", {"player": {"age": 1}})]  # b may continue in the next batch
    out += list(st.feed(second))
    out += list(st.finish())
    assert out == [
        Vertex("a", {"player": {"age": 1}}),
        Vertex("b", {"player": {"age": 2}, "team": {"name": "x"}}),
        Vertex("c", {"team": {"name": "y"}}),
    ]
    assert list(st.finish()) == []


def test_vertex_stitcher_keeps_int_and_string_vids_apart() -> None:
    st = C.VertexStitcher()
    out = list(st.feed([Vertex(1, {"t": {}})])) + list(st.feed([Vertex("1", {"u": {}})])) + list(st.finish())
    assert sorted(map(repr, out)) == sorted(map(repr, [Vertex(1, {"t": {}}), Vertex("1", {"u": {}})]))


def test_split_type() -> None:
    assert C.split_type("FIXED_STRING(32)") == ("fixed_string", 32)
    assert C.split_type("int64") == ("int64", None)
    assert C.split_type("geography(point)") == ("geography(point)", None)
