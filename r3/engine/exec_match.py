"""The MATCH statement (a :class:`~r3.lang.ast.CypherQuery`): clauses compiled into plan steps.

Why one step per clause: a MATCH query is a chain of MATCH / OPTIONAL MATCH / UNWIND / WITH
clauses ending in RETURN, and each clause maps the rows (variable → value dicts) of the
previous one to new rows. Compiling them up front performs NebulaGraph's static checks
(unknown tags and edge types, undefined aliases, sort items, ``$$``/``$^`` in Cypher) before
any data is read, and lets ``EXPLAIN`` show the chain.

The pattern matcher lives in :mod:`r3.engine.match` (compile, expand, shortest, project);
:func:`pattern_paths` is the entry point the evaluator uses for pattern expressions
(``WHERE (v)-[:like]->()`` and ``WITH (v)-->() AS p``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from r3.engine.exec_pipe import check_unwind_input
from r3.engine.match.alias_scope import check_aliases
from r3.engine.match.compile import (
    Namer,
    PatternSpec,
    SeekHint,
    check_defined,
    check_operand_types,
    check_start,
    compile_pattern,
    conjuncts,
    consumed_by_seek,
    expr_text,
    free_vars,
    is_user_name,
    planned_starts,
    seek_hints,
)
from r3.engine.match.conditions import (
    and_all,
    as_predicate,
    as_shown_in_errors,
    check_filter_type,
    condition_holds,
    maybe_true,
    seek_holds,
)
from r3.engine.match.expand import Binding, Matcher
from r3.engine.match.project import compile_projection
from r3.engine.match.rows import MatchScope, Table, pattern_paths
from r3.engine.match.shortest import Accept, match_shortest
from r3.engine.plan import Plan, Step, evaluator
from r3.errors import QueryExecutionError, QuerySemanticError
from r3.lang import ast as A
from r3.values import NULL, List, Null

if TYPE_CHECKING:
    from r3.contracts.backend import ResultSet
    from r3.contracts.schema import SpaceSchema
    from r3.engine.context import ExecContext
    from r3.engine.evaluator import ExpressionEvaluator


# --------------------------------------------------------------------------- MATCH


@dataclass
class _Cond:
    expr: A.Expr
    local: frozenset[str]  # this clause's pattern variables it reads


class MatchStep(Step):
    """One MATCH / OPTIONAL MATCH clause: patterns joined on shared variables, then WHERE."""

    def __init__(
        self,
        patterns: list[PatternSpec],
        where: A.Expr | None,
        optional: bool,
        scope_before: list[str],
        source: A.MatchClause,
        schema: SpaceSchema | None = None,
    ) -> None:
        self.name = "OptionalMatch" if optional else "Match"
        # shortest-path patterns need their ends bound: run them after the others
        self.patterns = [p for p in patterns if not p.shortest] + [p for p in patterns if p.shortest]
        self.where = where
        self.starts = planned_starts(self.patterns, conjuncts(where), set(scope_before), schema)
        self.optional = optional
        self.source = source
        names: list[str] = []
        for p in self.patterns:
            names += p.names()
        local = [n for n in dict.fromkeys(names) if n not in scope_before]
        self.new_vars = local
        self.scope_after = scope_before + [n for n in local if is_user_name(n)]
        local_set = set(local)
        conds = conjuncts(where)
        self.hints: list[SeekHint] = seek_hints(conds, local_set)
        self.conds = [_Cond(as_predicate(c), frozenset(free_vars(c) & local_set)) for c in conds]
        # what the final Filter evaluates: WHERE less the conjuncts an id seek consumed
        # (those are still checked while matching, as pruning conjuncts)
        consumed = consumed_by_seek(self.patterns, conds, self.hints, set(scope_before))
        residual = [c for i, c in enumerate(conds) if i not in consumed]
        self.residual = and_all(residual)
        self.condition = None if self.residual is None else as_predicate(self.residual)
        # NebulaGraph pushes a conjunct that reads one new pattern variable and nothing of the
        # earlier clauses below the Filter (PushFilterDown… rules), when others read those
        # clauses' columns: it runs first, and "Failed to evaluate condition" names the rest
        # (TCK match/MatchByVariable.feature "[3] match by prop index from with":
        # ``v1.player.name in names and v2.player.name in [...]`` fails on ``(v1.player.name IN $names)``).
        outer = set(scope_before)
        pushed = [c for c in residual if len(free_vars(c) & local_set) == 1 and not free_vars(c) & outer]
        kept = [c for c in residual if not any(c is q for q in pushed)]
        if not (pushed and any(free_vars(c) & outer for c in kept)):
            pushed, kept = [], residual
        shown_kept = and_all(kept)
        self.pushed = [
            (as_predicate(c), as_shown_in_errors(c, set(self.scope_after), piped=not scope_before))
            for c in pushed
        ]
        self.shown = (
            None
            if shown_kept is None
            else as_shown_in_errors(shown_kept, set(self.scope_after), piped=not scope_before)
        )
        # patterns whose matches do not depend on the input row are matched once per run
        self.row_free = [
            not any(free_vars(e) for n in p.nodes for _, _, e in n.props)
            and not any(free_vars(e) for r in p.rels for _, e in r.props)
            and not any(h.needs for h in self.hints if h.var in p.names())
            for p in self.patterns
        ]
        # conjuncts that become decidable once pattern i is matched (early pruning); those a
        # seek consumed are the seek's own range, which keeps only rows it holds for
        self.stage: list[list[A.Expr]] = []
        self.seek_stage: list[list[A.Expr]] = []
        bound: set[str] = set()
        for p in self.patterns:
            before = set(bound)
            bound |= set(p.names())
            ready = [i for i, c in enumerate(self.conds) if c.local <= bound and not c.local <= before]
            self.stage.append([self.conds[i].expr for i in ready])
            self.seek_stage.append([self.conds[i].expr for i in ready if i in consumed])

    def info(self) -> str:
        parts = [", ".join(expr_text(A.PatternExpr(p)) for p in self.source.patterns)]
        parts.append("start: " + ", ".join(self.starts))
        if self.where is not None:
            parts.append(f"where: {expr_text(self.where)}")
        return "; ".join(parts)

    def run(self, ctx: ExecContext, data: Table) -> Table:
        return Table(self.scope_after, self._rows(ctx, data.rows))

    def _rows(self, ctx: ExecContext, rows: Iterable[Binding]) -> Iterator[Binding]:
        ev = evaluator(ctx)
        matcher = Matcher(ctx, ev.eval)
        where, cond = self.shown, self.condition
        cache: dict[int, list[Binding]] = {}
        for row in rows:
            found = False
            for b in self._extend(ctx, matcher, ev, 0, row, cache):
                if (
                    cond is not None
                    and where is not None
                    and not self._holds(ev, cond, where, MatchScope(ctx, b))
                ):
                    continue
                found = True
                yield b
            if self.optional and not found:
                filled = dict(row)
                for name in self.new_vars:
                    filled[name] = NULL
                yield filled

    def _extend(
        self,
        ctx: ExecContext,
        m: Matcher,
        ev: ExpressionEvaluator,
        i: int,
        binding: Binding,
        cache: dict[int, list[Binding]],
    ) -> Iterator[Binding]:
        if i == len(self.patterns):
            yield binding
            return
        spec = self.patterns[i]
        found: Iterable[Binding]
        if spec.shortest:
            scope = MatchScope(ctx, binding)
            found = match_shortest(m, spec, binding, self.hints, scope, self._accept(ctx, ev))
        elif self.row_free[i] and not binding.keys() & set(spec.names()):
            parts = cache.get(i)
            if parts is None:
                found = self._remember(
                    ctx, cache, i, m.match(spec, {}, self.hints, MatchScope(ctx, {})), binding
                )
            else:
                found = ({**binding, **part} for part in parts)
        else:
            found = m.match(spec, binding, self.hints, MatchScope(ctx, binding))
        checks, seek = self.stage[i], self.seek_stage[i]
        for b in found:
            if checks and not maybe_true(ev, checks, MatchScope(ctx, b)):
                continue
            if seek and not seek_holds(ev, seek, MatchScope(ctx, b)):
                continue
            yield from self._extend(ctx, m, ev, i + 1, b, cache)

    def _holds(self, ev: ExpressionEvaluator, cond: A.Expr, where: A.Expr, scope: MatchScope) -> bool:
        """The WHERE on one row; a failure names the pushed-down conjunct that failed first, if any."""
        try:
            return condition_holds(ev, cond, where, scope)
        except QueryExecutionError:
            for pushed, shown in self.pushed:
                condition_holds(ev, pushed, shown, scope)
            raise

    def _remember(
        self,
        ctx: ExecContext,
        cache: dict[int, list[Binding]],
        i: int,
        matches: Iterable[Binding],
        binding: Binding,
    ) -> Iterator[Binding]:
        """Pass the matches of a row-independent pattern on, keeping them for the next input
        rows once they were all read (a LIMIT that stops early leaves nothing cached)."""
        names = self.patterns[i].names()
        parts: list[Binding] = []
        for b in matches:
            part = {n: b[n] for n in names}
            parts.append(part)
            if not len(parts) & 0xFFF:
                ctx.check_rows(len(parts))
            yield {**binding, **part}
        cache[i] = parts

    def _accept(self, ctx: ExecContext, ev: ExpressionEvaluator) -> Accept:
        def accept(binding: Binding, names: frozenset[str]) -> bool:
            checks = [c.expr for c in self.conds if c.local == names]
            return not checks or maybe_true(ev, checks, MatchScope(ctx, binding))

        return accept


# --------------------------------------------------------------------------- UNWIND / WITH / RETURN


class UnwindStep(Step):
    name = "Unwind"

    def __init__(self, clause: A.UnwindClause, scope_before: list[str]) -> None:
        self.clause = clause
        self.scope_after = [n for n in scope_before if n != clause.alias] + [clause.alias]

    def info(self) -> str:
        return f"{expr_text(self.clause.expr)} AS {self.clause.alias}"

    def run(self, ctx: ExecContext, data: Table) -> Table:
        return Table(self.scope_after, self._rows(ctx, data.rows))

    def _rows(self, ctx: ExecContext, rows: Iterable[Binding]) -> Iterator[Binding]:
        ev = evaluator(ctx)
        alias = self.clause.alias
        for row in rows:
            value = ev.eval(self.clause.expr, MatchScope(ctx, row))
            if isinstance(value, Null):
                continue
            for item in value if isinstance(value, List) else [value]:
                yield {**row, alias: item}


class StartStep(Step):
    name = "Start"

    def run(self, ctx: ExecContext, data: ResultSet | None) -> Table:
        return Table([], [{}])


# --------------------------------------------------------------------------- planner


def _check_cypher_refs(stmt: A.CypherQuery, ctx: ExecContext) -> None:
    """NebulaGraph's refusals of nGQL-only references inside a MATCH statement."""
    for node in stmt.walk():
        if isinstance(node, A.Property):
            obj = node.obj
            if isinstance(obj, A.Property) and isinstance(obj.obj, (A.SrcRef, A.DstRef)):
                raise QuerySemanticError(f"Expression {expr_text(node)} is not allowed to use in cypher")
            if isinstance(obj, (A.SrcRef, A.DstRef)):
                raise QuerySemanticError(f"Expression {expr_text(node)} is not allowed to use in cypher")
            if isinstance(obj, A.InputRef):
                raise QuerySemanticError(f"`$-.{node.name}', not exist prop `{node.name}'")
            if isinstance(obj, A.Parameter) and obj.name not in ctx.variables:
                raise QuerySemanticError(f"`${obj.name}.{node.name}', not exist variable `{obj.name}'")
        elif isinstance(node, (A.SrcRef, A.DstRef)):
            sym = "$^" if isinstance(node, A.SrcRef) else "$$"
            raise QuerySemanticError(f"Expression {sym} is not allowed to use in cypher")


def compile_query(stmt: A.CypherQuery, ctx: ExecContext) -> list[Step]:
    """The steps of a MATCH statement, after NebulaGraph's static checks."""
    _check_cypher_refs(stmt, ctx)
    check_aliases(stmt)
    check_operand_types(stmt)
    schema: SpaceSchema | None = None
    if any(isinstance(c, A.MatchClause) for c in stmt.clauses):
        schema = ctx.space.schema
    namer = Namer()
    steps: list[Step] = [StartStep()]
    scope: list[str] = []
    clauses = stmt.clauses
    if not clauses or not isinstance(clauses[-1], A.ReturnClause):
        raise QuerySemanticError("a MATCH statement must end with RETURN")
    for idx, clause in enumerate(clauses):
        if isinstance(clause, A.MatchClause):
            patterns = [compile_pattern(p, schema, namer) for p in clause.patterns]
            for p in patterns:
                for node in p.nodes:
                    for _, _, value in node.props:
                        check_defined(value, scope)
                for rel in p.rels:
                    for _, value in rel.props:
                        check_defined(value, scope)
            check_filter_type(clause.where)
            check_start(patterns, conjuncts(clause.where), set(scope), schema)
            step = MatchStep(patterns, clause.where, clause.optional, scope, clause, schema)
            check_defined(clause.where, [*scope, *step.new_vars])
            scope = step.scope_after
            steps.append(step)
        elif isinstance(clause, A.UnwindClause):
            check_unwind_input(clause.expr)
            check_defined(clause.expr, scope)
            unwind = UnwindStep(clause, scope)
            scope = unwind.scope_after
            steps.append(unwind)
        elif isinstance(clause, A.WithClause):
            proj = compile_projection(clause.projection, scope, where=clause.where, is_return=False)
            steps.extend(proj.steps(is_return=False))
            scope = list(dict.fromkeys(proj.names))
        elif isinstance(clause, A.ReturnClause):
            if idx != len(clauses) - 1:
                raise QuerySemanticError("RETURN must be the last clause of a MATCH statement")
            proj = compile_projection(clause.projection, scope, is_return=True)
            steps.extend(proj.steps(is_return=True))
        else:
            raise QuerySemanticError(f"{type(clause).__name__} is not supported in nGQL MATCH statements")
    return steps


def plan_match(stmt: A.CypherQuery, ctx: ExecContext) -> Plan:
    """Compile a MATCH statement into its plan (validation happens here, reading happens in run)."""
    return Plan(compile_query(stmt, ctx))


__all__ = ["MatchStep", "UnwindStep", "compile_query", "pattern_paths", "plan_match"]
