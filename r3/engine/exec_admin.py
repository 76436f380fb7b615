"""DDL and session statements: CREATE/ALTER/DROP SPACE|TAG|EDGE|INDEX, USE, SHOW, DESCRIBE.

The result tables have NebulaGraph's column names and cell formats (``SHOW TAGS`` → ``Name``,
``DESCRIBE TAG`` → ``Field | Type | Null | Default | Comment`` …) so a caller that parses
console output sees the same thing. Schema changes are immediate (no ``:sleep`` needed);
an index indexes existing data at once, so ``REBUILD … INDEX`` and ``SUBMIT JOB`` are no-ops.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from r3.contracts.backend import ResultSet
from r3.contracts.schema import PropertyDef, SchemaItem, SpaceSchema, canonical_type
from r3.engine.exec_write import require_writes
from r3.engine.plan import Plan, evaluator, expr_text, schema_not_found
from r3.engine.scope import Scope
from r3.engine.storage_codec import check_default, collection_type, literal_value
from r3.engine.ttl import TtlRule, rule_from_options
from r3.errors import QueryExecutionError, QuerySemanticError, QuerySyntaxError
from r3.lang import ast as A
from r3.lang.ddl import (
    apply_alter,
    index_from,
    property_from_column,
    schema_item_from,
    schema_kind,
    vid_type_of,
)
from r3.values import EMPTY, NULL, List, Row, Value

if TYPE_CHECKING:
    from r3.engine.context import ExecContext

_DEFAULT_VID_LENGTH = 8  # FIXED_STRING(8): NebulaGraph's default vid type


def _option_value(ctx: ExecContext, value: A.Expr | A.TypeSpec) -> A.TypeSpec | Value:
    if isinstance(value, A.TypeSpec):
        return value
    if isinstance(value, A.Variable):  # charset = utf8
        return value.name
    return evaluator(ctx).eval(value, Scope())


def _done() -> ResultSet:
    return ResultSet([])


# --------------------------------------------------------------------------- DDL


def plan_create_space(stmt: A.CreateSpace, ctx: ExecContext) -> Plan:
    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        require_writes(ctx)
        schema = SpaceSchema(name=stmt.name, vid_type="fixed_string", vid_length=_DEFAULT_VID_LENGTH)
        for key, raw in stmt.options:
            value = _option_value(ctx, raw)
            if key.lower() == "vid_type":
                if not isinstance(value, A.TypeSpec):
                    raise QuerySemanticError("vid_type must be INT64 or FIXED_STRING(N)")
                vid_type = canonical_type(value.name)
                if not vid_type.startswith("int") and vid_type != "fixed_string":
                    raise QuerySemanticError(
                        f"Only support FIXED_STRING or INT64 vid type, but was {value.name.upper()}"
                    )
                schema.vid_type, schema.vid_length = vid_type_of(value, _DEFAULT_VID_LENGTH)
            else:
                schema.options[key.lower()] = value
        if stmt.comment is not None:
            schema.options["comment"] = stmt.comment
        ctx.store.create_space(schema, if_not_exists=stmt.if_not_exists)
        return _done()

    return Plan.of("CreateSpace", run, stmt.name)


def plan_create_schema(stmt: A.CreateSchema, ctx: ExecContext) -> Plan:
    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        require_writes(ctx)
        names = [c.name for c in stmt.columns]
        if len(set(names)) != len(names):
            raise QuerySemanticError(f"Duplicate column name in {stmt.kind} `{stmt.name}'")
        comment = None
        for key, value in stmt.options:
            if key.lower() == "comment":
                comment = str(_option_value(ctx, value))
        item = schema_item_from(stmt, constant=literal_value, comment=comment)
        for prop in item.properties:
            check_default(prop)
        options = [(k, _option_value(ctx, v)) for k, v in stmt.options]
        rule = rule_from_options(item, options)  # checked before the tag exists
        if ctx.space.create_schema(item, if_not_exists=stmt.if_not_exists):
            ctx.space.set_ttl(schema_kind(stmt.kind), stmt.name, rule)
            ctx.space.set_geo_shapes(schema_kind(stmt.kind), stmt.name, geo_shapes(stmt.columns))
        return _done()

    return Plan.of(f"Create{stmt.kind.title()}", run, stmt.name)


def plan_alter_schema(stmt: A.AlterSchema, ctx: ExecContext) -> Plan:
    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        require_writes(ctx)
        sp = ctx.space
        if sp.schema.item(stmt.name) is None:
            raise schema_not_found(stmt.kind, stmt.name)
        kind = schema_kind(stmt.kind)
        for op, cols in stmt.actions:  # meta checks every new default before changing anything
            if op != "DROP":
                for col in cols:
                    check_default(property_from_column(col, constant=literal_value))
        for op, cols in stmt.actions:  # the shapes first: a CHANGE rewrites the rows with them
            sp.set_geo_shapes(
                kind, stmt.name, {c.name: None for c in cols} if op == "DROP" else geo_shapes(cols)
            )
        apply_alter(sp.alter_schema, stmt, constant=literal_value)
        item = sp.schema.item(stmt.name)
        options = [(k, _option_value(ctx, v)) for k, v in stmt.options]
        if item is not None and options:
            for key, value in options:
                if key.lower() == "comment":
                    item.comment = str(value)
            sp.set_ttl(kind, stmt.name, rule_from_options(item, options, sp.ttl.get((kind, stmt.name))))
        ctx.invalidate()
        return _done()

    return Plan.of(f"Alter{stmt.kind.title()}", run, stmt.name)


def plan_create_index(stmt: A.CreateIndex, ctx: ExecContext) -> Plan:
    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        require_writes(ctx)
        kind = schema_kind(stmt.kind)
        sp = ctx.space
        table = sp.schema.tags if kind == "tag" else sp.schema.edges
        if stmt.schema not in table:
            raise schema_not_found(kind, stmt.schema)
        item = table[stmt.schema]
        for f in stmt.fields:
            prop = item.prop(f.name)
            if prop is None:
                raise QuerySemanticError(f"Key not found: {f.name}")
            if prop.type == "string" and f.length is None:
                raise QuerySemanticError(f"Unsupported index type: string field `{f.name}' needs a length")
        if sp.create_index(index_from(stmt), if_not_exists=stmt.if_not_exists) and stmt.options:
            sp.index_options[stmt.name] = list(stmt.options)
        return _done()

    return Plan.of(f"Create{stmt.kind.title()}Index", run, stmt.name)


def plan_drop(stmt: A.Drop, ctx: ExecContext) -> Plan:
    what = " ".join(stmt.kind.upper().split())

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        require_writes(ctx)
        if what == "SPACE":
            ctx.store.drop_space(stmt.name, if_exists=stmt.if_exists)
            if ctx.space_name == stmt.name:
                ctx.space_name = None
            return _done()
        sp = ctx.space
        if what in ("TAG", "EDGE"):
            sp.drop_schema(schema_kind(what), stmt.name, if_exists=stmt.if_exists)
        elif what in ("TAG INDEX", "EDGE INDEX"):
            found = sp.schema.indexes.get(stmt.name)
            if found is not None and found.kind != schema_kind(what):
                raise QueryExecutionError(f"IndexNotFound: index `{stmt.name}' is not a {what.lower()}")
            sp.drop_index(stmt.name, if_exists=stmt.if_exists)
        else:
            raise QuerySyntaxError(f"DROP {what} is not supported")
        ctx.invalidate()
        return _done()

    return Plan.of(f"Drop{what.title().replace(' ', '')}", run, stmt.name)


def plan_use(stmt: A.Use, ctx: ExecContext) -> Plan:
    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        ctx.use(stmt.space)
        return _done()

    return Plan.of("SwitchSpace", run, stmt.space)


def plan_admin(stmt: A.AdminCommand, ctx: ExecContext) -> Plan:
    words = [w.upper() for w in stmt.words]

    def run(ctx: ExecContext, data: ResultSet | None) -> ResultSet:
        # REBUILD … INDEX is a job too: it answers the job's id (7.general-query-statements/
        # 5.lookup.md:72, ``REBUILD TAG INDEX index_player`` → | New Job Id |)
        if words[:2] == ["SUBMIT", "JOB"] or (
            words[:1] == ["REBUILD"] and words[2:3] == ["INDEX"] and words[1] in ("TAG", "EDGE")
        ):
            require_writes(ctx)
            return ResultSet(["New Job Id"], [(1,)])
        if words and words[0] in ("REBUILD", "BALANCE", "CREATE", "DROP", "GRANT", "REVOKE", "ALTER"):
            require_writes(ctx)
            return _done()
        return _done()

    return Plan.of("Admin", run, " ".join(stmt.words))


# --------------------------------------------------------------------------- SHOW / DESCRIBE


def geo_shapes(columns: list[A.ColumnDef]) -> dict[str, str | None]:
    """Each column's geography shape (``geography(point)`` → ``point``; None for any other type)."""
    out: dict[str, str | None] = {}
    for c in columns:
        name = c.type.name.lower().replace(" ", "")
        out[c.name] = name[len("geography(") : -1] if name.startswith("geography(") else None
    return out


def type_text(prop: PropertyDef, shape: str | None = None) -> str:
    """A property type as DESCRIBE prints it (``int64``, ``fixed_string(32)``, ``list_string``,
    ``geography(point)``)."""
    if shape is not None:
        return f"{prop.type}({shape})"
    if prop.type == "fixed_string":
        return f"fixed_string({prop.length})"
    collection = collection_type(prop.type)
    if collection is not None:
        kind, element = collection
        return f"{kind}_{_ELEMENT_FAMILY.get(canonical_type(element), element)}"
    return prop.type


#: The element names of list/set types as DESCRIBE prints them (LIST_INT, SET_FLOAT …).
_ELEMENT_FAMILY = {"int64": "int", "int32": "int", "int16": "int", "int8": "int", "double": "float"}


def _default_text(prop: PropertyDef) -> Value:
    if not prop.has_default:
        return EMPTY
    value = prop.default
    if value is None:
        return NULL
    if isinstance(value, A.Expr):
        return expr_text(value)
    return value if isinstance(value, (bool, int, float, str)) else str(value)


def _vid_text(schema: SpaceSchema) -> str:
    return "INT64" if schema.vid_is_int else f"FIXED_STRING({schema.vid_length})"


def _create_schema_text(
    item: SchemaItem, rule: TtlRule | None = None, shapes: dict[str, str] | None = None
) -> str:
    kind = "TAG" if item.kind == "tag" else "EDGE"
    lines = []
    for p in item.properties:
        line = (
            f" `{p.name}` {type_text(p, (shapes or {}).get(p.name))} {'NULL' if p.nullable else 'NOT NULL'}"
        )
        if p.has_default:
            line += f" DEFAULT {_literal(p.default)}"
        if p.comment:
            line += f' COMMENT "{p.comment}"'
        lines.append(line)
    body = ",\n".join(lines) + "\n" if lines else ""
    comment = f', comment = "{item.comment}"' if item.comment else ""
    rule = rule or TtlRule()
    return f'CREATE {kind} `{item.name}` (\n{body}) ttl_duration = {rule.duration}, ttl_col = "{rule.col}"{comment}'


def _literal(value: A.Expr | Value) -> str:
    if isinstance(value, A.Expr):
        return expr_text(value)
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _describe(ctx: ExecContext, kind: str, name: str) -> ResultSet:
    kind = " ".join(kind.upper().split())
    if kind == "SPACE":
        if not ctx.store.has_space(name):
            raise QueryExecutionError(f"SpaceNotFound: SpaceName `{name}`")
        schema = ctx.store.space(name).schema
        opts = schema.options
        cols = [
            "ID",
            "Name",
            "Partition Number",
            "Replica Factor",
            "Charset",
            "Collate",
            "Vid Type",
            "Atomic Edge",
            "Group",
            "Comment",
        ]
        row = (
            ctx.store.space_names().index(name) + 1,
            name,
            opts.get("partition_num", 100),
            opts.get("replica_factor", 1),
            opts.get("charset", "utf8"),
            opts.get("collate", "utf8_bin"),
            _vid_text(schema),
            False,
            "default",
            opts.get("comment", EMPTY),
        )
        return ResultSet(cols, [row])
    schema = ctx.space.schema
    if kind in ("TAG", "EDGE"):
        item = (schema.tags if kind == "TAG" else schema.edges).get(name)
        if item is None:
            raise schema_not_found(kind, name)
        shapes = ctx.space.geo_shapes.get((item.kind, item.name), {})
        rows: list[tuple[Value, ...]] = [
            (
                p.name,
                type_text(p, shapes.get(p.name)),
                "YES" if p.nullable else "NO",
                _default_text(p),
                p.comment or EMPTY,
            )
            for p in item.properties
        ]
        return ResultSet(["Field", "Type", "Null", "Default", "Comment"], rows)
    if kind in ("TAG INDEX", "EDGE INDEX"):
        index = schema.indexes.get(name)
        if index is None or index.kind != schema_kind(kind):
            raise QueryExecutionError(f"IndexNotFound: index `{name}' not found")
        item = schema.item(index.schema)
        fields: list[Row] = []
        for f in index.fields:
            prop = item.prop(f) if item is not None else None
            fields.append((f, type_text(prop) if prop is not None else "unknown"))
        return ResultSet(["Field", "Type"], fields)
    raise QuerySyntaxError(f"DESCRIBE {kind} is not supported")


def plan_describe(stmt: A.Describe, ctx: ExecContext) -> Plan:
    return Plan.of(
        f"Describe{stmt.kind.title().replace(' ', '')}",
        lambda c, d: _describe(c, stmt.kind, stmt.name),
        stmt.name,
    )


def _show(ctx: ExecContext, target: str, name: str | None) -> ResultSet:
    target = " ".join(target.upper().split())
    if target == "SPACES":
        return ResultSet(["Name"], [(n,) for n in ctx.store.space_names()])
    if target in ("CREATE SPACE",):
        if name is None or not ctx.store.has_space(name):
            raise QueryExecutionError(f"SpaceNotFound: SpaceName `{name}`")
        schema = ctx.store.space(name).schema
        opts = schema.options
        text = (
            f"CREATE SPACE `{name}` (partition_num = {opts.get('partition_num', 100)}, "
            f"replica_factor = {opts.get('replica_factor', 1)}, charset = {opts.get('charset', 'utf8')}, "
            f"collate = {opts.get('collate', 'utf8_bin')}, vid_type = {_vid_text(schema)})"
        )
        return ResultSet(["Space", "Create Space"], [(name, text)])
    if target == "CHARSET":  # NebulaGraph knows one charset and one collation
        return ResultSet(
            ["Charset", "Description", "Default collation", "Maxlen"],
            [("utf8", "UTF-8 Unicode", "utf8_bin", 4)],
        )
    if target == "COLLATION":
        return ResultSet(["Collation", "Charset"], [("utf8_bin", "utf8")])
    schema = ctx.space.schema
    if target == "TAGS":
        return ResultSet(["Name"], [(t,) for t in sorted(schema.tags)])
    if target == "EDGES":
        return ResultSet(["Name"], [(e,) for e in sorted(schema.edges)])
    if target in ("TAG INDEXES", "EDGE INDEXES", "INDEXES"):
        kind = "edge" if target.startswith("EDGE") else "tag"
        indexes: list[Row] = [
            (ix.name, ix.schema, List(ix.fields))
            for ix in sorted(schema.indexes.values(), key=lambda i: i.name)
            if ix.kind == kind
        ]
        return ResultSet(["Index Name", "By Tag" if kind == "tag" else "By Edge", "Columns"], indexes)
    if target in ("TAG INDEXES BY", "EDGE INDEXES BY"):
        # ``SHOW TAG INDEXES BY player``: that tag's indexes, without the "By Tag" column
        # (the list is filtered by the name: an unknown one lists nothing)
        kind = "edge" if target.startswith("EDGE") else "tag"
        return ResultSet(
            ["Index Name", "Columns"],
            [
                (ix.name, List(ix.fields))
                for ix in sorted(schema.indexes.values(), key=lambda i: i.name)
                if ix.kind == kind and ix.schema == name
            ],
        )
    if target in ("CREATE TAG", "CREATE EDGE"):
        table = schema.tags if target == "CREATE TAG" else schema.edges
        item = table.get(name or "")
        if item is None:
            raise schema_not_found(target.removeprefix("CREATE "), str(name))
        label = "Tag" if target == "CREATE TAG" else "Edge"
        rule = ctx.space.ttl.get((item.kind, item.name))
        shapes = ctx.space.geo_shapes.get((item.kind, item.name))
        return ResultSet([label, f"Create {label}"], [(item.name, _create_schema_text(item, rule, shapes))])
    if target in ("CREATE TAG INDEX", "CREATE EDGE INDEX"):
        index = schema.indexes.get(name or "")
        if index is None:
            raise QueryExecutionError(f"IndexNotFound: index `{name}' not found")
        kind = "TAG" if index.kind == "tag" else "EDGE"
        fields = ",\n".join(
            f" `{f}`" + (f"({n})" if n else "")
            for f, n in zip(index.fields, index.lengths or [None] * len(index.fields), strict=False)
        )
        text = f"CREATE {kind} INDEX `{index.name}` ON `{index.schema}` (\n{fields}\n)"
        options = ctx.space.index_options.get(index.name)
        if options:
            text += " WITH (" + ", ".join(f"{k} = {v}" for k, v in options) + ")"
        if index.comment:
            text += f' comment "{index.comment}"'
        label = f"{kind.title()} Index Name"
        return ResultSet([label, f"Create {kind.title()} Index"], [(index.name, text)])
    if target == "STATS":
        stats = ctx.space.stats()
        counts: list[Row] = [("Tag", t, n) for t, n in stats.tags.items()]
        counts += [("Edge", e, n) for e, n in stats.edge_types.items()]
        counts += [("Space", "vertices", stats.vertices), ("Space", "edges", stats.edges)]
        return ResultSet(["Type", "Name", "Count"], counts)
    raise QuerySyntaxError(f"SHOW {target} is not supported by the embedded engine")


def plan_show(stmt: A.Show, ctx: ExecContext) -> Plan:
    return Plan.of(
        f"Show{stmt.target.title().replace(' ', '')}",
        lambda c, d: _show(c, stmt.target, stmt.name),
        stmt.name or "",
    )


__all__ = ["type_text"]
