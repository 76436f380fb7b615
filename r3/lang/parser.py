"""Parse nGQL (NebulaGraph 3.x) and openCypher text into r3's typed AST.

One Lark LALR parser per dialect, built lazily on first use from ``grammars/common.lark``
(expressions, patterns, MATCH-style clauses) plus the dialect's own grammar file and a
generated tail (keyword terminals and the ``name`` / ``any_name`` rules, from the keyword
tables in :mod:`r3.lang.dialects`). The AST is built while parsing (Lark's inline
``transformer=``), so there is no parse tree and no recursion.

Every failure is a :class:`r3.errors.QuerySyntaxError` with a 1-based line and column, the
offending token and the tokens that would have been accepted there. Guards keep hostile
input bounded: a size limit, a bracket-nesting limit counted on tokens while lexing, and an
AST depth limit (which also protects every recursive consumer downstream: printer,
validator, engine).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from importlib import resources

from lark import Lark, Token
from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from lark.lexer import TerminalDef

from r3.cache import owned_file, private_dir
from r3.errors import QuerySyntaxError, UserInputError
from r3.lang import ast
from r3.lang.astbuilder import INT64_MAX
from r3.lang.dialects import Dialect, get_dialect
from r3.registry import load_reference

__all__ = [
    "MAX_NESTING",
    "MAX_QUERY_LENGTH",
    "MAX_TOKENS",
    "grammar_text",
    "parse",
    "parse_expression",
    "parse_statement",
]

#: Deepest bracket nesting (``(``, ``[``, ``{``) accepted; counted on tokens while lexing.
MAX_NESTING = 200
#: Deepest AST accepted (a chain ``a + b + … `` nests without brackets).
MAX_AST_DEPTH = 256
#: Longest query text accepted, in characters.
MAX_QUERY_LENGTH = 1_000_000
#: Most tokens accepted: parsing costs ~30 µs per token, so this bounds the time any input
#: can take (about a second); split longer scripts into statements first.
MAX_TOKENS = 40_000

_INT64_EDGE = str(INT64_MAX + 1)
_OPENERS = frozenset({"LPAR", "LSQB", "LBRACE", "REL_OPEN", "REL_OPEN_L"})
_CLOSERS = frozenset({"RPAR", "RSQB", "RBRACE"})
_READABLE = {
    "NAME": "identifier",
    "BQNAME": "identifier",
    "QUOTED": "string",
    "INTEGER": "integer",
    "FLOAT_NUM": "float",
    "VARIABLE": "$variable",
    "REL_OPEN": "'-['",
    "REL_OPEN_L": "'<-['",
    "$END": "end of input",
}
_STRING_LITERAL = re.compile(r'"(?:[^"\\\n]|\\.)*"i?')
_REGEX_LITERAL = re.compile(r"/(?:[^/\\\n]|\\.)+/[imslux]*")
_KEYWORD_LITERAL = re.compile(r'"([A-Z][A-Z0-9_]*)"i')
_TERMINAL_DEF = re.compile(r"^([A-Z_][A-Z0-9_]*)(?:\.\d+)?\s*:", re.M)
_UPPER_WORD = re.compile(r"\b([A-Z][A-Z0-9_]*)\b")
_UNIT_HOOK = re.compile(r"^\?([a-z_]+):[ \t]*([a-z_]+)[ \t]*\n(?![ \t]*\|)", re.M)
#: NebulaGraph's parser quotes a token of two or more characters whole (at most
#: ``_NEAR_MAX`` characters) and a one-character token with what follows it, ``_NEAR_WINDOW``
#: characters in all (``GraphParser::error``: ``syntax error near `| GO FRO'``).
_NEAR_WINDOW = 8
_NEAR_MAX = 80
#: NebulaGraph's test harness joins a query's lines with one space before sending it.
_LINE_BREAK = re.compile(r"[ \t]*\r?\n\s*")


# --------------------------------------------------------------------------- public API


def parse(text: str, dialect: str = "ngql") -> ast.Script:
    """Parse ``;``-separated statements (a trailing ``;`` and comments are fine)."""
    script = _parser_for(dialect).parse(text, "start")
    assert isinstance(script, ast.Script)  # what the builder's `start` callback returns
    return script


def parse_statement(text: str, dialect: str = "ngql") -> ast.Statement:
    """Parse exactly one statement (a trailing ``;`` is fine)."""
    script = parse(text, dialect)
    if len(script.statements) != 1:
        second = script.statements[1]
        span = second.span
        raise QuerySyntaxError(
            f"expected exactly one statement, found {len(script.statements)}",
            line=span.line if span else None,
            column=span.column if span else None,
        )
    return script.statements[0]


def parse_expression(text: str, dialect: str = "ngql") -> ast.Expr:
    """Parse a single expression (``v.player.age > 30``, ``count(*)``, …)."""
    expr = _parser_for(dialect).parse(text, "expr_start")
    assert isinstance(expr, ast.Expr)  # what the builder's `expr_start` callback returns
    return expr


def grammar_text(dialect: str | Dialect) -> str:
    """The complete Lark grammar of a dialect: shared part, dialect part, generated keywords."""
    d = dialect if isinstance(dialect, Dialect) else get_dialect(dialect)
    files = resources.files("r3.lang").joinpath("grammars")
    body = files.joinpath("common.lark").read_text(encoding="utf-8")
    body += "\n" + files.joinpath(d.grammar).read_text(encoding="utf-8")
    return _inline_unit_hooks(body + "\n" + _generated_part(body, d))


def _inline_unit_hooks(body: str) -> str:
    """Replace hook rules that are a single other rule (``?power: unary``) by that rule.

    Why: every level of the expression ladder costs one LALR reduction per operand; a
    dialect that does not use a level (nGQL has no ``^``) should not pay for it.
    """
    units = dict(_UNIT_HOOK.findall(body))
    if not units:
        return body
    body = _UNIT_HOOK.sub("", body)
    pattern = re.compile(r"(?<![\w\"])(" + "|".join(map(re.escape, units)) + r")(?![\w\"])")
    lines = []
    for line in body.splitlines():
        if line.lstrip().startswith("//"):
            lines.append(line)
        else:
            lines.append(pattern.sub(lambda m: units[m.group(1)], line))
    return "\n".join(lines)


# --------------------------------------------------------------------------- grammar composition


def _keywords_in(body: str) -> tuple[set[str], set[str]]:
    """(keywords the grammar uses, terminals it defines)."""
    lines = [ln for ln in body.splitlines() if not ln.lstrip().startswith("//")]
    text = "\n".join(lines)
    defined = set(_TERMINAL_DEF.findall(text))
    used = set(_KEYWORD_LITERAL.findall(text))
    bare = _REGEX_LITERAL.sub(" ", _STRING_LITERAL.sub(" ", text))
    used |= {w for w in _UPPER_WORD.findall(bare) if w not in defined}
    return used, defined


def _generated_part(body: str, d: Dialect) -> str:
    used, defined = _keywords_in(body)
    words = sorted(used | d.reserved_words | d.callable_keywords)
    clash = sorted(set(words) & defined)
    if clash:
        raise RuntimeError(f"grammar defines terminals named like keywords: {clash}")
    nonreserved = [w for w in words if w not in d.reserved_words]
    reserved = [w for w in words if w in d.reserved_words]
    out = [
        "// ---- generated from the keyword tables of r3.lang.dialects",
        "expr_start: expr",
        "name: NAME | BQNAME" + "".join(f" | {w}" for w in nonreserved),
        "any_name: name" + "".join(f" | {w}" for w in reserved),
    ]
    if d.callable_keywords:
        out.append("callable_kw: " + " | ".join(sorted(d.callable_keywords)))
    out += [f'{w}: "{w}"i' for w in words]
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- the parser


class _NestingGuard:
    """Lark post-lexer that stops runaway bracket nesting before any AST is built.

    ``always_accept`` puts NAME into every lexer state: words always lex as NAME and the
    NAME callback turns keywords into their own token types by table lookup.
    """

    always_accept: tuple[str, ...] = ("NAME",)

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        depth = 0
        for count, tok in enumerate(stream):
            if count >= MAX_TOKENS:
                raise QuerySyntaxError(
                    f"query has more than {MAX_TOKENS} tokens; split it into separate statements",
                    line=tok.line,
                    column=tok.column,
                )
            if tok.type in _OPENERS:
                depth += 1
                if depth > MAX_NESTING:
                    raise QuerySyntaxError(
                        f"query nests brackets deeper than {MAX_NESTING} levels",
                        line=tok.line,
                        column=tok.column,
                        token=str(tok),
                    )
            elif tok.type in _CLOSERS:
                depth -= 1
            yield tok


class _DialectParser:
    """A built Lark parser and what is needed to explain its errors."""

    def __init__(self, dialect: Dialect) -> None:
        self.dialect = dialect
        keywords = _keywords_in(grammar_text(dialect))[0] | dialect.reserved_words | dialect.callable_keywords
        self.keyword_types = {w: w for w in keywords}
        builder = load_reference(dialect.builder)(dialect)
        self.lark = Lark(
            grammar_text(dialect),
            parser="lalr",
            lexer="contextual",
            start=["start", "expr_start"],
            transformer=builder,
            postlex=_NestingGuard(),
            lexer_callbacks={"NAME": self._retype_keyword},
            maybe_placeholders=True,
            # Building the tables takes seconds, loading them a fraction of a second; never
            # Lark's cache=True (an unchecked pickle in the shared temp dir), see r3.cache.
            cache=_grammar_cache_file(dialect.name, grammar_text(dialect)),
        )
        self.readable = {t.name: self._readable(t) for t in self.lark.terminals}
        self.readable["$END"] = _READABLE["$END"]
        self.reserved_names = {w for w in dialect.reserved_words}
        #: NebulaGraph's dialect words its errors as NebulaGraph does ("… near `…'").
        self.quotes_near = "error_near" in dialect.parser_checks
        self.nonreserved_names = {
            t.name for t in self.lark.terminals if t.name in keywords
        } - self.reserved_names

    @staticmethod
    def _readable(term: TerminalDef) -> str:
        if term.name in _READABLE:
            return _READABLE[term.name]
        pattern = term.pattern
        if pattern.type == "str":
            return f"'{pattern.value.upper() if pattern.value.isalpha() else pattern.value}'"
        return "'" + term.name.replace("_", " ") + "'"

    def _retype_keyword(self, tok: Token) -> Token:
        kind = self.keyword_types.get(tok.upper())
        if kind is not None:
            tok.type = kind
        return tok

    def parse(self, text: str, start: str) -> object:
        """What the builder made of ``text`` from rule ``start``: a Script (``start``) or an Expr."""
        if not isinstance(text, str):
            raise QuerySyntaxError(f"query must be a string, got {type(text).__name__}")
        if len(text) > MAX_QUERY_LENGTH:
            raise QuerySyntaxError(
                f"query is too long ({len(text)} characters, limit {MAX_QUERY_LENGTH}); "
                "split scripts into separate statements"
            )
        if not text.strip():
            raise QuerySyntaxError("empty query", line=1, column=1)
        if text.startswith("\ufeff"):
            text = " " + text[1:]
        try:
            result = self.lark.parse(text, start=start)
        except UnexpectedInput as e:
            error = self._translate(e, text)
            if self.quotes_near and start == "start":
                error = self._bare_ref_before(text, e) or error
            raise error from None
        except QuerySyntaxError as e:  # a builder check: quote its span as NebulaGraph does
            if self.quotes_near and e.near is None and e.span is not None:
                lo, hi = e.span
                if e.headline == "syntax error":  # a token the grammar would have refused
                    while lo < len(text) - 1 and text[lo].isspace():
                        lo, hi = lo + 1, hi + 1
                    e.set_near(_near_token(text, lo, hi))
                else:
                    e.set_near(_quoted_span(text, lo, hi))
            raise
        except LarkError as e:  # grammar-level surprises must not escape as Lark types
            raise QuerySyntaxError(f"cannot parse query: {e}") from e
        # A tree is never deeper than its text has tokens (plus a few wrapper levels), so
        # short queries skip the walk unless they hold the one out-of-range literal the
        # grammar lets through (9223372036854775808, valid only as -9223372036854775808).
        if len(text) > MAX_AST_DEPTH - 16 or _INT64_EDGE in text:
            _check_tree(result, self.quotes_near)
        if self.quotes_near and start == "start" and _BARE_VERTEX_REF.search(text):
            _check_bare_vertex_refs(result, text)
        return result

    def _bare_ref_before(self, text: str, e: UnexpectedInput) -> QuerySyntaxError | None:
        """NebulaGraph's error for a bare ``$^``/``$$`` before the token Lark refused.

        Why: NebulaGraph stops at the token after a ``$^`` that is neither a property's start
        nor a function's argument; Lark reads it as an expression and fails later (on
        ``:like`` in ``($^)-[:like]->($$)``), so the first such ``$^`` before Lark's error is
        the error NebulaGraph reports (see :func:`_check_bare_vertex_refs`)."""
        stop = e.pos_in_stream if isinstance(e.pos_in_stream, int) else len(text)
        masked = _STRING_LITERAL.sub(lambda m: " " * len(m.group()), text)
        for m in _BARE_VERTEX_REF.finditer(masked, 0, stop):
            before = masked[: m.start()].rstrip()
            after = masked[m.end() :].lstrip()[:1]
            if before.endswith("(") and after in (")", ","):
                word = re.search(r"(\w+)\s*$", before[:-1])
                if word is not None and word.group(1).upper() not in self.reserved_names:
                    continue  # a function's argument: properties($$), id($^)
            if before.endswith(",") or re.search(r"\bYIELD$", before, re.I):
                continue  # a column of its own: YIELD $$ AS v
            return _bare_ref_error(text, m.start(), m.end())
        return None

    def _expected(self, names: set[str] | frozenset[str]) -> tuple[str, ...]:
        names = set(names)
        if "NAME" in names:
            names -= self.nonreserved_names
            if len(names & self.reserved_names) > len(self.reserved_names) // 2:
                names -= self.reserved_names
        return tuple(sorted({self.readable.get(n, n) for n in names}))

    def _translate(self, e: UnexpectedInput, text: str) -> QuerySyntaxError:
        if isinstance(e, UnexpectedToken):
            tok = e.token
            try:
                # Simulates each candidate on a copy of the parser: exact, unlike the LALR
                # lookahead set, which merges states (and lists tokens that cannot follow).
                expected = e.accepts or e.expected
            except QuerySyntaxError:  # a completed part failed a check while simulating
                expected = e.expected
            if self.quotes_near:
                check = _check_before(e, expected)
                if check is not None:
                    if check.near is None and check.span is not None:
                        check.set_near(_quoted_span(text, *check.span))
                    return check
            if tok.type == "$END" and tok.end_pos is None:
                # Lark's end token without a predecessor: nothing but comments was read.
                return QuerySyntaxError("empty query (only comments)", line=1, column=1)
            # At the end of input NebulaGraph's location is still the last token's, and so
            # is the position Lark's end token borrows.
            first = tok.start_pos or 0
            near = _near_token(text, first, tok.end_pos or first + 1) if self.quotes_near else None
            if tok.type == "$END":
                line = text.count("\n") + 1
                column = len(text) - (text.rfind("\n") + 1) + 1
                return QuerySyntaxError(
                    "syntax error: unexpected end of input",
                    line=line,
                    column=column,
                    expected=self._expected(expected),
                    near=near,
                    headline="syntax error",
                )
            return QuerySyntaxError(
                f"syntax error: unexpected {self.readable.get(tok.type, tok.type)}",
                line=tok.line,
                column=tok.column,
                token=str(tok),
                expected=self._expected(expected),
                near=near,
                headline="syntax error",
            )
        if isinstance(e, UnexpectedCharacters):
            at = e.pos_in_stream or 0
            return QuerySyntaxError(
                f"syntax error: unexpected character {e.char!r}",
                line=e.line,
                column=e.column,
                token=e.char,
                expected=self._expected(e.allowed or set()),
                near=_near_token(text, at, at + 1) if self.quotes_near else None,
                headline="syntax error",
            )
        return QuerySyntaxError(f"syntax error: {e}", line=e.line, column=e.column)


def _check_before(e: UnexpectedToken, expected: Iterable[str] | None) -> QuerySyntaxError | None:
    """A builder check that fails on the part just before the token Lark refused.

    Why: NebulaGraph's bison reduces a finished part (a WITH item) before it reads the next
    token, so ``WITH {k: $var} AS x RETUR`` is "Direct output of variable is prohibited near
    `{k: $var}'" there, while Lark's LALR needs the lookahead first and stops at ``RETUR``.
    Feeding each token that could follow (with the builder's callbacks on) reduces that part
    as bison would; a check it fails is the error NebulaGraph reports."""
    parser = e.interactive_parser  # set by Lark's LALR parser on every UnexpectedToken
    if parser is None:
        return None
    for name in sorted(expected or ()):
        if not name.isupper() or name == "$END":
            continue
        trial = parser.copy()
        try:
            trial.feed_token(Token(name, ""))
        except QuerySyntaxError as check:
            if check.span is not None and check.headline != "syntax error":  # a builder check
                return check
        except Exception:  # noqa: BLE001 - a trial token the rest of the grammar refuses
            continue
    return None


def _near_token(text: str, start: int, end: int) -> str:
    """The text NebulaGraph's "syntax error near `…'" quotes for the token at ``start:end``.

    A float split by the contextual lexer (``LIMIT 3.0`` reads ``3``, then fails on ``.0``)
    is quoted whole, as NebulaGraph's lexer reads it as one token.
    """
    if 0 < start < len(text) and text[start] == "." and text[start - 1].isdigit():
        start -= 1
        while start > 0 and text[start - 1].isdigit():
            start -= 1
    width = min(end - start, _NEAR_MAX) if end - start > 1 else _NEAR_WINDOW
    return _LINE_BREAK.sub(" ", text[start : start + 4 * _NEAR_MAX])[:width]


#: ``$^``/``$$`` not followed by ``.``: only then can a bare vertex reference be misplaced.
_BARE_VERTEX_REF = re.compile(r"\$[\^$](?!\s*\.)")
_WORD_CHAR = re.compile(r"\w")


def _check_bare_vertex_refs(root: object, text: str) -> None:
    """A bare ``$^``/``$$`` is a function's argument (``properties($$)``, ``id($^)``), a YIELD
    column (``YIELD $$ AS v``) or the start of a property (``$^.player.name``), nothing else: NebulaGraph's grammar has no such
    expression, so ``($^)-[:like]->($$)`` fails at the token after ``$^`` (its TCK: ``syntax
    error near `)-[:like'``, ``{k: $^}`` near `` `} AS x R' ``)."""
    if not isinstance(root, ast.Node):
        return
    allowed: set[int] = set()
    refs: list[ast.Node] = []
    for node in root.walk():
        if isinstance(node, ast.FunctionCall):
            allowed.update(id(a) for a in node.args)
        elif isinstance(node, ast.Property):
            allowed.add(id(node.obj))
        elif isinstance(node, ast.YieldItem):
            allowed.add(id(node.expr))  # GO … YIELD $$ AS v (NebulaGraph's recorded golds)
        elif isinstance(node, (ast.SrcRef, ast.DstRef)):
            refs.append(node)
    for ref in refs:
        if id(ref) not in allowed and ref.span is not None:
            raise _bare_ref_error(text, ref.span.start, ref.span.end)


def _bare_ref_error(text: str, start: int, end: int) -> QuerySyntaxError:
    """The syntax error at the token after the bare ``$^``/``$$`` at ``start:end``."""
    at = end
    while at < len(text) - 1 and text[at].isspace():
        at += 1
    stop = at + 1
    if _WORD_CHAR.match(text, at):
        while stop < len(text) and _WORD_CHAR.match(text, stop):
            stop += 1
    return QuerySyntaxError(
        f"syntax error: {text[start:end]} is not an expression of its own",
        line=text.count("\n", 0, at) + 1,
        column=at - (text.rfind("\n", 0, at) + 1) + 1,
        token=text[at:stop],
        near=_near_token(text, at, stop),
        headline="syntax error",
    )


def _quoted_span(text: str, start: int, end: int) -> str:
    """The source text of a clause or expression a builder check names, as NebulaGraph quotes it."""
    return _LINE_BREAK.sub(" ", text[start:end]).strip()[:_NEAR_MAX]


def _grammar_cache_file(name: str, grammar: str) -> str | bool:
    """Lark's table cache in r3's private cache folder, or False (no cache) when there is none.

    The name carries a hash of the grammar and the Lark/Python versions, so an edited grammar
    never meets stale tables; a file there that is not this user's own is not read.
    """
    import hashlib
    import sys

    import lark

    folder = private_dir("lark")
    if folder is None:
        return False
    key = hashlib.sha256(f"{grammar}\0{lark.__version__}\0{sys.version_info[:2]}".encode()).hexdigest()[:16]
    path = folder / f"{name}-{key}.pickle"
    if path.exists() and not owned_file(path):
        return False
    return str(path)


def _check_tree(root: object, quotes_near: bool) -> None:
    """Depth limit and 64-bit integer range, checked in one iterative walk."""
    stack: list[tuple[object, int]] = [(root, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, ast.Node):
            depth += 1
            if depth > MAX_AST_DEPTH:
                span = item.span
                raise QuerySyntaxError(
                    f"query nests deeper than {MAX_AST_DEPTH} levels",
                    line=span.line if span else None,
                    column=span.column if span else None,
                )
            if isinstance(item, ast.Literal) and type(item.value) is int and item.value > INT64_MAX:
                span = item.span
                raise QuerySyntaxError(
                    "Out of range: integer literal does not fit in 64 bits",
                    line=span.line if span else None,
                    column=span.column if span else None,
                    token=str(item.value),
                    near=str(item.value) if quotes_near else None,
                    headline="Out of range:",
                )
            stack.extend((v, depth) for v in vars(item).values() if isinstance(v, (ast.Node, list, tuple)))
        elif isinstance(item, (list, tuple)):
            stack.extend((v, depth) for v in item if isinstance(v, (ast.Node, list, tuple)))


@functools.cache
def _cached_parser(name: str) -> _DialectParser:
    return _DialectParser(get_dialect(name))


def _parser_for(dialect: str) -> _DialectParser:
    try:
        key = get_dialect(dialect).name
    except UserInputError as e:
        raise QuerySyntaxError(str(e)) from e
    return _cached_parser(key)
