"""r3's Lark grammars, converted into grammars that llguidance can enforce while decoding.

Why not hand r3's grammar to llguidance as is: the two consume Lark differently.

- r3 parses with an LALR parser and a *contextual lexer* that lexes every word as NAME and
  retypes keywords by table lookup, with terminal priorities and ``%ignore``'d whitespace
  and comments. llguidance runs an Earley parser over a lazy lexer that only considers the
  terminals the parser can accept next. Given ``RETURN`` followed by ``x`` it happily lexes
  ``RETURNx`` as two tokens, which r3 reads as one name. So the converter drops ``%ignore``
  and puts whitespace into the grammar itself: between two symbols whose touching characters
  could fuse into another token (two word characters, ``-`` and ``-``, ``.`` and a digit …)
  a space is *required*, elsewhere it is optional.
- Keywords are excluded from NAME (``NAME: /…/ & ~/(?i:MATCH|…)/``), so a name can never be
  a word r3 would retype; non-reserved keywords stay usable as names through r3's own
  ``name`` rule, exactly as in r3.
- Terminal regexes become generation patterns (no look-behind, no comments, ASCII names,
  bounded lengths, integers that fit in 64 bits), and ``%extend``/``%override``/templates
  are resolved by compiling the grammar with Lark first and emitting plain BNF.
- r3's AST builder rejects some texts its grammar accepts (``count(*)`` is the only ``*``
  call, aggregates never in WHERE, ``[x IN l WHERE …]`` must start with ``x IN`` …). Those
  checks are restated as grammar rules in ``grammars/*_gen.lark`` (overrides appended to
  r3's grammar before conversion), so every text the converted grammar allows parses.

Two limits of r3's parser cannot be expressed by a context-free grammar: bracket nesting
(at most 200) and AST depth (at most 256). The grammar bounds prefix-operator runs; the
decoder (:mod:`r3.models.constrained`) bounds bracket depth (``max_depth``) and length.

The result is a :class:`GenerationGrammar`: llguidance-flavoured Lark text plus what it was
made for. :func:`schema_grammar` builds the schema-specialised variant.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import re
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Literal

from lark.exceptions import GrammarError
from lark.load_grammar import load_grammar

from r3.contracts.schema import SpaceSchema
from r3.lang.dialects import Dialect, get_dialect
from r3.lang.parser import grammar_text
from r3.lang.schema_grammar import schema_lark
from r3.models.language_model import ModelConfigError

__all__ = [
    "GenerationGrammar",
    "TerminalSpec",
    "cached_convert",
    "convert",
    "dialect_grammar",
    "keywords_of",
    "schema_grammar",
]

log = logging.getLogger(__name__)

GrammarKind = Literal["dialect", "schema", "custom"]

#: Most characters in a generated name or string literal: bounded lexemes let a decoder with
#: a token budget always finish, and names longer than this are not names a schema has.
MAX_NAME = 48
MAX_STRING = 64
#: Most digits in a generated integer literal (``LONG_INT``, used for integer vids, keeps the
#: 64-bit bound) and in a count (``SMALL_INT``: LIMIT, SKIP, steps in schema grammars). Small
#: models otherwise run on writing digits (``LIMIT 100000000000000000``).
MAX_INT_DIGITS = 12
MAX_COUNT_DIGITS = 4
#: Words a text may start a new line before (clause keywords, the nGQL pipe); elsewhere tokens
#: are separated by single spaces, as people write queries.
LINE_STARTS = frozenset(
    {"MATCH", "OPTIONAL", "WHERE", "RETURN", "WITH", "UNWIND", "ORDER", "SKIP", "LIMIT", "YIELD"}
    | {"OVER", "FROM", "UNION", "GROUP", "|"}
)
_RANDOM_FUNCTIONS = ("rand", "rand32", "rand64")
#: Names r3 treats as the current vertex/edge (not callable, alias required in YIELD).
_KEYWORD_OBJECTS = ("vertex", "edge", "vertices", "edges")


@dataclass(frozen=True)
class GenerationGrammar:
    """An llguidance grammar (``lark``) and what it constrains.

    ``max_depth`` is the bracket depth a decoder should not exceed for the text to stay
    within r3's parser limits; ``max_chars`` likewise for length (see docs/models.md).
    """

    lark: str
    dialect: str
    kind: GrammarKind = "dialect"
    space: str | None = None
    max_depth: int = 16
    max_chars: int = 400

    def __str__(self) -> str:
        return self.lark


# --------------------------------------------------------------------------- terminals


@dataclass(frozen=True)
class TerminalSpec:
    """A terminal as generated: its regex and the character classes at its ends.

    Classes (see :func:`_cls`): ``w`` letter or ``_``, ``d`` digit, otherwise the character.
    ``pairs`` are touching character classes inside the terminal (``-`` ``[`` in ``-[``): the
    same pair across two tokens would lex as this terminal, so it needs a space.
    """

    regex: str
    first: frozenset[str]
    last: frozenset[str]
    pairs: frozenset[tuple[str, str]] = frozenset()
    min_len: int = 1
    example: str = "a"  # a shortest text the terminal matches
    literal: str | None = None  # the exact text, for string terminals


def _cls(ch: str) -> str:
    if ch.isdigit():
        return "d"
    if ch.isalpha() or ch == "_":
        return "w"
    return ch


def _spec(
    regex: str,
    first: str,
    last: str,
    pairs: Iterable[tuple[str, str]] = (),
    min_len: int = 1,
    example: str = "a",
) -> TerminalSpec:
    return TerminalSpec(
        regex, frozenset(first.split()), frozenset(last.split()), frozenset(pairs), min_len, example
    )


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def _terminal_specs(keywords: frozenset[str], aggregates: frozenset[str]) -> dict[str, TerminalSpec]:
    """Generation patterns for r3's regex terminals (and the converter's own ones)."""
    word = f"[A-Za-z_][A-Za-z0-9_]{{0,{MAX_NAME - 1}}}"
    not_kw = f"~/(?i:{_alternation(keywords)})/"
    not_fn = f"~/(?i:{_alternation(keywords | aggregates | set(_RANDOM_FUNCTIONS))})/"
    char = r"""(?:[^"\\\x00-\x1f\x7f]|\\[\\"'nt])"""
    char1 = r"""(?:[^'\\\x00-\x1f\x7f]|\\[\\"'nt])"""
    multi = {
        "STARTS_WITH": "STARTS WITH",
        "ENDS_WITH": "ENDS WITH",
        "NOT_IN": "NOT IN",
        "NOT_CONTAINS": "NOT CONTAINS",
        "NOT_STARTS_WITH": "NOT STARTS WITH",
        "NOT_ENDS_WITH": "NOT ENDS WITH",
    }
    specs = {
        "INTEGER": _spec(f"/0|[1-9][0-9]{{0,{MAX_INT_DIGITS - 1}}}/", "d", "d", example="1"),
        "LONG_INT": _spec("/0|[1-9][0-9]{0,17}/", "d", "d", example="1"),
        "SMALL_INT": _spec(f"/[1-9][0-9]{{0,{MAX_COUNT_DIGITS - 1}}}/", "d", "d", example="1"),
        "FLOAT_NUM": _spec("/(?:0|[1-9][0-9]{0,8})\\.[0-9]{1,8}/", "d", "d", min_len=3, example="1.0"),
        "QUOTED": _spec(
            f"/\"{char}{{0,{MAX_STRING}}}\"|'{char1}{{0,{MAX_STRING}}}'/",
            "\" '",
            "\" '",
            min_len=2,
            example='""',
        ),
        "NAME": _spec(f"/{word}/ & {not_kw}", "w", "w"),
        "FUNC_NAME": _spec(f"/{word}/ & {not_fn}", "w", "w"),
        "AGG_NAME": _spec(
            "/"
            + "|".join(_two_cases(a) for a in sorted(aggregates - {"COUNT"}, key=lambda w: (-len(w), w)))
            + "/",
            "w",
            "w",
            min_len=3,
            example="sum" if "SUM" in aggregates else sorted(aggregates)[0].lower(),
        ),
        "BQNAME": _spec(
            f"/`{word}`/ & ~/(?i:`(?:{_alternation(_KEYWORD_OBJECTS)})`)/", "`", "`", [("`", "`")], 3, "`a`"
        ),
        "VARIABLE": _spec(
            f"/\\$[A-Za-z_][A-Za-z0-9_]{{0,{MAX_NAME - 1}}}/", "$", "w", [("$", "w")], 2, example="$a"
        ),
        "NEG_INT": _spec(f"/-(?:0|[1-9][0-9]{{0,{MAX_INT_DIGITS - 1}}})/", "-", "d", min_len=2, example="-1"),
        "NEG_FLOAT": _spec("/-(?:0|[1-9][0-9]{0,8})\\.[0-9]{1,8}/", "-", "d", min_len=4, example="-1.0"),
        "REL_OPEN": _spec("/-\\[/", "-", "[", [("-", "[")], 2, example="-["),
        "REL_OPEN_L": _spec("/<-\\[/", "<", "[", [("<", "-"), ("-", "[")], 3, example="<-["),
    }
    for name, text in multi.items():
        specs[name] = _spec(f"/{re.escape(text)}/", "w", "w", min_len=len(text), example=text)
    return specs


#: How r3 (like NebulaGraph) starts comments: two tokens must never touch to form one.
_COMMENT_PATTERNS = (r"/\*", r"//", r"--", r"#")
#: Word characters fuse into one name or number. (A dot between digits would make a float,
#: but no r3 rule puts a digit-initial token after a ``.``; ``1..5`` lexes as 1 .. 5.)
_BASE_RISKY = frozenset({("w", "w"), ("w", "d"), ("d", "w"), ("d", "d")})
#: Whitespace between tokens; before a token that starts with ``-`` no newline, because r3
#: (like NebulaGraph) reads ``--`` at the start of a line as a comment.
_WS = "R3_WS"
_SP = "R3_SP"
_BR = "R3_BR"
_WS_REGEX = '" "'
_SP_REGEX = '" "'
_BR_REGEX = "/ |\\n/"


# --------------------------------------------------------------------------- the BNF view


@dataclass
class _Bnf:
    """A grammar as plain BNF: rules by name, each a list of alternatives (symbol tuples)."""

    rules: dict[str, list[tuple[str, ...]]]
    terminals: dict[str, TerminalSpec]
    start: str
    #: r3's own regex terminals (comments included), to test how r3 would lex two tokens
    probes: list[re.Pattern[str]] = field(default_factory=list)

    def is_term(self, sym: str) -> bool:
        return sym in self.terminals


def _compile(
    text: str, start: str
) -> tuple[dict[str, list[tuple[str, ...]]], dict[str, tuple[str, str, bool]]]:
    """Rules and terminals of a Lark grammar after Lark resolved EBNF, %extend and %override.

    Terminals come back as ``name -> (kind, value, case_insensitive)`` with kind ``str`` or ``re``.
    """
    try:
        grammar, _ = load_grammar(text, "<r3-generation>", [], False)
        terminals, rules, _ignore = grammar.compile([start], set())
    except GrammarError as e:
        raise ModelConfigError(f"cannot compile the generation grammar: {e}") from e
    out: dict[str, list[tuple[str, ...]]] = {}
    for rule in rules:
        out.setdefault(rule.origin.name, []).append(tuple(s.name for s in rule.expansion))
    terms = {t.name: (t.pattern.type, t.pattern.value, "i" in t.pattern.flags) for t in terminals}
    return out, terms


def _reachable(rules: dict[str, list[tuple[str, ...]]], start: str) -> dict[str, list[tuple[str, ...]]]:
    seen = {start}
    todo = [start]
    while todo:
        for alt in rules.get(todo.pop(), []):
            for sym in alt:
                if sym in rules and sym not in seen:
                    seen.add(sym)
                    todo.append(sym)
    return {k: v for k, v in rules.items() if k in seen}


def _drop_empty(rules: dict[str, list[tuple[str, ...]]], start: str) -> dict[str, list[tuple[str, ...]]]:
    """Remove empty alternatives (and nullable symbols) so every symbol spans ≥ 1 character.

    Why: whitespace goes *between* symbols, decided by the characters that touch; an empty
    symbol in the middle would make two separators meet and hide which characters touch.
    """
    nullable: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, alts in rules.items():
            if name not in nullable and any(all(s in nullable for s in alt) for alt in alts):
                nullable.add(name)
                changed = True
    if start in nullable:
        raise ModelConfigError("the generation grammar accepts the empty text")
    out: dict[str, list[tuple[str, ...]]] = {}
    helpers: dict[tuple[str, ...], str] = {}

    def expand(seq: tuple[str, ...], owner: str) -> list[tuple[str, ...]]:
        """Every way to drop nullable symbols of ``seq`` (the empty one included).

        Up to two nullable symbols are expanded in place; beyond that the rest of the
        sequence becomes a helper rule, so ``a [b] [c] [d] [e]`` grows linearly, not 2^k.
        """
        positions = [i for i, sym in enumerate(seq) if sym in nullable]
        if len(positions) <= 2:
            variants: list[tuple[str, ...]] = [()]
            for sym in seq:
                with_sym = [v + (sym,) for v in variants]
                variants = with_sym + variants if sym in nullable else with_sym
            return list(dict.fromkeys(variants))
        i = positions[0]
        head, sym, rest = seq[:i], seq[i], seq[i + 1 :]
        rest_variants = expand(rest, owner)
        filled = [v for v in rest_variants if v]
        if len(filled) == 1:
            tail = filled[0]
        else:
            key = tuple(f"{len(v)}:{' '.join(v)}" for v in filled)
            helper = helpers.get(key)
            if helper is None:
                helper = f"{owner}__rest{len(helpers)}"
                helpers[key] = helper
                out[helper] = filled
            tail = (helper,)
        result: list[tuple[str, ...]] = []
        for base in (head + (sym,), head):
            result.append(base + tail)
            if () in rest_variants:
                result.append(base)
        return list(dict.fromkeys(result))

    for name, alts in rules.items():
        new: list[tuple[str, ...]] = []
        for alt in alts:
            for v in expand(alt, name):
                if v and v not in new:
                    new.append(v)
        out[name] = new
    return {k: v for k, v in out.items() if v}


class _Joiner:
    """Decides where whitespace is required: between two symbols whose touching tokens r3's
    lexer could read as one other token.

    Works on the terminals that can end the left symbol and start the right one. A string
    terminal ``s`` followed by a token starting with ``c`` is risky when r3 would lex a longer
    token at ``s``'s start: a word or number growing (``RETURNx``), a longer operator (``<``
    ``=``), an edge piece (``-`` ``[``), a float (``.`` ``5``), a comment (``-`` ``-``). Other
    terminals (names, numbers, strings) only risk growing into a word or number.
    """

    def __init__(self, bnf: _Bnf) -> None:
        self.bnf = bnf
        self.first, self.last = self._edges()
        self.literals = [t.literal.upper() for t in bnf.terminals.values() if t.literal]
        self.pairs: set[tuple[str, str]] = set(_BASE_RISKY)
        for spec in bnf.terminals.values():
            if spec.literal is None:
                self.pairs |= spec.pairs
        self._memo: dict[tuple[str, str], bool] = {}

    def _edges(self) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
        terms = self.bnf.terminals
        first: dict[str, set[str]] = {t: {t} for t in terms}
        last: dict[str, set[str]] = {t: {t} for t in terms}
        for name in self.bnf.rules:
            first[name] = set()
            last[name] = set()
        changed = True
        while changed:
            changed = False
            for name, alts in self.bnf.rules.items():
                for alt in alts:
                    f, la = first[alt[0]], last[alt[-1]]
                    if not f <= first[name]:
                        first[name] |= f
                        changed = True
                    if not la <= last[name]:
                        last[name] |= la
                        changed = True
        return first, last

    def first_chars(self, sym: str) -> set[str]:
        return {c for t in self.first[sym] for c in self.bnf.terminals[t].first}

    def need_space(self, left: str, right: str) -> bool:
        return any(self._risky(a, b) for a in self.last[left] for b in self.first[right])

    def _risky(self, left: str, right: str) -> bool:
        key = (left, right)
        if key not in self._memo:
            self._memo[key] = self._check(self.bnf.terminals[left], self.bnf.terminals[right])
        return self._memo[key]

    def _check(self, left: TerminalSpec, right: TerminalSpec) -> bool:
        for c in right.first:
            if left.literal is None:
                if any((a, c) in self.pairs for a in left.last):
                    return True
                continue
            s = left.literal
            if _cls(s[-1]) in ("w", "d") and c in ("w", "d"):
                return True
            probe = s + {"w": "a", "d": "5"}.get(c, c)
            if any(len(v) > len(s) and v.startswith(probe.upper()) for v in self.literals):
                return True
            for pattern in self.bnf.probes:
                m = pattern.match(probe)
                if m is not None and m.end() > len(s):
                    return True
        return False


# --------------------------------------------------------------------------- conversion


@functools.cache
def keywords_of(dialect: Dialect) -> frozenset[str]:
    """Every word r3's lexer turns into a keyword for ``dialect``, so never a NAME.

    r3's grammar text ends with one ``WORD: "WORD"i`` line per such word (the keywords its
    rules use plus the reserved and callable words); those lines are the set.
    """
    words = re.findall(r'^([A-Z][A-Z0-9_]*): "\1"i$', grammar_text(dialect), re.M)
    return frozenset(words) | dialect.reserved_words | dialect.callable_keywords


def convert(
    text: str,
    *,
    dialect: str | Dialect = "ngql",
    start: str = "start",
    extra_terminals: dict[str, TerminalSpec] | None = None,
) -> str:
    """Convert a Lark grammar written against r3's terminals into llguidance Lark text.

    Regex terminals must be ones the converter knows (r3's, see :func:`_terminal_specs`) or
    be given in ``extra_terminals``; string terminals are kept (case-insensitive ones too).
    """
    d = dialect if isinstance(dialect, Dialect) else get_dialect(dialect)
    raw_rules, raw_terms = _compile(text, start)
    keywords = keywords_of(d)
    specs = _terminal_specs(keywords, d.aggregate_functions)
    specs.update(extra_terminals or {})
    lower_ok = {w.upper() for w in d.aggregate_functions | d.callable_keywords | set(_KEYWORD_OBJECTS)}
    lower_ok |= {"COUNT", "TRUE", "FALSE", "NULL", "PATH"}
    terminals: dict[str, TerminalSpec] = {}
    for name, (kind, value, ci) in raw_terms.items():
        if kind == "str":
            regex = _string_literal(value, ci, lower_ok)
            classes = [_cls(c) for c in value]
            terminals[name] = TerminalSpec(
                regex,
                frozenset(classes[:1]),
                frozenset(classes[-1:]),
                frozenset(zip(classes, classes[1:], strict=False)),
                len(value),
                value.upper() if ci else value,
                value,
            )
        elif name in specs:
            terminals[name] = specs[name]
        elif name in ("WS", "NEWLINE") or name.endswith("COMMENT"):
            continue  # %ignore'd in r3; the converter places whitespace itself
        else:
            raise ModelConfigError(
                f"terminal {name} (/{value}/) has no generation pattern; pass it in extra_terminals"
            )
    rules = _drop_empty(_reachable(raw_rules, start), start)
    rules = {
        k: [alt for alt in v if all(s in rules or s in terminals for s in alt)] for k, v in rules.items()
    }
    probes = []
    for name, (kind, value, ci) in raw_terms.items():
        # r3's comment terminals are replaced by _COMMENT_PATTERNS: DASH_COMMENT's
        # start-of-line anchor would match at every probe's start (the decoder never
        # puts a newline before `-`, see _SP)
        if kind == "re" and not name.endswith("COMMENT"):
            try:
                probes.append(re.compile(value, re.I if ci else 0))
            except re.error:
                continue
    probes += [re.compile(p) for p in _COMMENT_PATTERNS]
    bnf = _Bnf(rules, dict(terminals), start, probes)
    return _emit(bnf)


def _string_literal(
    value: str, case_insensitive: bool, lower_ok: set[str] | frozenset[str] = frozenset()
) -> str:
    """A literal terminal; case-insensitive keywords in their canonical form only.

    Why not ``"MATCH"i``: r3 reads any case, but a small model given the choice writes
    ``GeT SUBGRAPH … yIeLd``; the decoder allows the upper-case form (``MATCH``), and for
    function-like words and literals (``count``, ``true``, ``vertex``, words the grammar
    writes in lower case) the lower-case form too. (llguidance's ``"ENDS"i`` would moreover
    fold case the Unicode way and accept ``ENDſ``, which r3 reads differently.)
    """
    if case_insensitive and any(c.isalpha() for c in value):
        if value.upper() in lower_ok or value == value.lower():
            return "/" + _two_cases(value) + "/"
        return '"' + value.upper().replace("\\", "\\\\").replace('"', '\\"') + '"'
    body = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def _two_cases(text: str) -> str:
    """A regex matching ``text`` in upper case or in lower case (nothing in between)."""
    up, low = re.escape(text.upper()), re.escape(text.lower())
    return f"(?:{up}|{low})".replace("/", "\\/") if up != low else up.replace("/", "\\/")


def _ascii_ci(text: str) -> str:
    """A regex matching ``text`` with ASCII letters in either case (and nothing else)."""
    out = []
    for c in text:
        if c.isascii() and c.isalpha():
            out.append(f"[{c.upper()}{c.lower()}]")
        elif c == " ":
            out.append(" ")
        else:
            out.append(re.escape(c).replace("/", "\\/"))
    return "".join(out)


_SEP, _SEP_OPT = "<sep>", "<sep?>"


def _place_spaces(bnf: _Bnf, joiner: _Joiner) -> dict[str, list[tuple[str, ...]]]:
    """The rules with whitespace slots (``<sep>`` required, ``<sep?>`` optional) placed.

    Where only some tokens that can start the right symbol need a space after the left one
    (``a<b`` is fine, ``a<-1`` would lex ``<-`` …), the right symbol is split into a copy
    that starts only with those tokens (space required) and one that starts with the others
    (space optional), so the grammar stays exact instead of demanding spaces everywhere.
    """
    rules = {k: list(v) for k, v in bnf.rules.items()}
    first, last = joiner.first, joiner.last
    memo: dict[tuple[str, frozenset[str]], str | None] = {}
    queue = list(rules)

    def restrict(sym: str, allowed: frozenset[str]) -> str | None:
        if sym in bnf.terminals:
            return sym if sym in allowed else None
        allowed = allowed & frozenset(first[sym])
        if not allowed:
            return None
        if allowed == frozenset(first[sym]):
            return sym
        key = (sym, allowed)
        if key not in memo:
            new = f"{sym}__starts{len(memo)}"
            memo[key] = new
            first[new], last[new] = set(allowed), set(last[sym])
            alts = []
            for alt in rules[sym]:
                head = restrict(alt[0], allowed)
                if head is not None:
                    alts.append((head, *alt[1:]))
            rules[new] = alts
            queue.append(new)
        return memo[key]

    out: dict[str, list[tuple[str, ...]]] = {}
    while queue:
        name = queue.pop(0)
        if name in out:
            continue
        alts: list[tuple[str, ...]] = []
        for alt in rules[name]:
            variants: list[tuple[str, ...]] = [(alt[0],)]
            for sym in alt[1:]:
                grown: list[tuple[str, ...]] = []
                for v in variants:
                    prev = v[-1]
                    risky = {b for b in first[sym] if any(joiner._risky(a, b) for a in last[prev])}
                    if not risky:
                        grown.append((*v, _SEP_OPT, sym))
                    elif risky == first[sym] or sym in bnf.terminals or len(variants) >= 8:
                        grown.append((*v, _SEP, sym))
                    else:
                        with_space = restrict(sym, frozenset(risky))
                        without = restrict(sym, frozenset(first[sym] - risky))
                        if with_space is not None:
                            grown.append((*v, _SEP, with_space))
                        if without is not None:
                            grown.append((*v, _SEP_OPT, without))
                variants = grown
            alts.extend(v for v in variants if v not in alts)
        out[name] = alts
    return out


def _emit(bnf: _Bnf) -> str:
    joiner = _Joiner(bnf)
    placed = _place_spaces(bnf, joiner)
    used_terms: set[str] = set()
    names = _rule_names(placed)
    term_names = _terminal_names(bnf.terminals)
    lines = [
        "// Generated by r3.models.grammar from r3's Lark grammar: do not edit.",
        f"start: {names[bnf.start]}",
    ]
    for name, alts in placed.items():
        bodies = []
        for alt in alts:
            parts: list[str] = []
            for i, sym in enumerate(alt):
                if sym in (_SEP, _SEP_OPT):
                    dash = "-" in joiner.first_chars(alt[i + 1])
                    line = _line_start(bnf, joiner, alt[i + 1])
                    if sym == _SEP:
                        parts.append(_BR if line else _SP if dash else _WS)
                    else:  # one shared nullable rule: `X?` at each use costs llguidance a symbol
                        parts.append("r3_obr" if line else "r3_osp" if dash else "r3_ows")
                elif sym in bnf.terminals:
                    used_terms.add(sym)
                    parts.append(term_names[sym])
                else:
                    parts.append(names[sym])
            bodies.append(" ".join(parts))
        lines.append(f"{names[name]}: " + "\n    | ".join(bodies))
    lines.append(f"r3_ows: {_WS}?")
    lines.append(f"r3_osp: {_SP}?")
    lines.append(f"r3_obr: {_BR}?")
    lines.append(f"{_WS}: {_WS_REGEX}")
    lines.append(f"{_SP}: {_SP_REGEX}")
    lines.append(f"{_BR}: {_BR_REGEX}")
    for term in sorted(used_terms):
        lines.append(f"{term_names[term]}: {bnf.terminals[term].regex}")
    shortest = _shortest_text(bnf, joiner)
    lines.append(f"// r3-shortest {json.dumps(shortest)}")
    costs = _finish_costs(bnf)
    lines.append("// r3-finish-costs (characters a text needs at least after each terminal):")
    lines.extend(f"// r3-finish {term_names[t]} {costs[t]}" for t in sorted(used_terms) if t in costs)
    return "\n".join(lines) + "\n"


def _line_start(bnf: _Bnf, joiner: _Joiner, sym: str) -> bool:
    """Whether every token that can start ``sym`` is one a line may start with (LINE_STARTS)."""
    if sym not in joiner.first:
        return False
    firsts = joiner.first[sym]
    return bool(firsts) and all((bnf.terminals[t].literal or "").upper() in LINE_STARTS for t in firsts)


#: The cost of a symbol no finite sentence reaches (yet).
_UNREACHED = 10**6


def _shortest_rules(
    bnf: _Bnf, terminal_cost: dict[str, int]
) -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """The fewest characters every symbol derives (a terminal: ``terminal_cost``; one space
    between neighbours), and for each rule the alternative that derives that few."""
    cost = dict(terminal_cost)
    best: dict[str, tuple[str, ...]] = {}
    for name in bnf.rules:
        cost[name] = _UNREACHED
    changed = True
    while changed:
        changed = False
        for name, alts in bnf.rules.items():
            for alt in alts:
                c = sum(cost[s] for s in alt) + len(alt) - 1
                if c < cost[name]:
                    cost[name], best[name] = c, alt
                    changed = True
    return cost, best


def _shortest_text(bnf: _Bnf, joiner: _Joiner) -> str:
    """A shortest sentence of the grammar: the decoder's last resort when a cut-off text
    cannot be completed (see :func:`r3.models.constrained.finish_matcher`)."""
    _, best = _shortest_rules(bnf, {t: len(spec.example) for t, spec in bnf.terminals.items()})

    def text(sym: str, depth: int = 0) -> str:
        if sym in bnf.terminals:
            return bnf.terminals[sym].example
        if depth > 200:
            raise ModelConfigError("the generation grammar has no finite sentence")
        parts: list[str] = []
        alt = best[sym]
        for i, s in enumerate(alt):
            if i and joiner.need_space(alt[i - 1], s):
                parts.append(" ")
            parts.append(text(s, depth + 1))
        return "".join(parts)

    return text(bnf.start)


def _finish_costs(bnf: _Bnf) -> dict[str, int]:
    """For every terminal, the fewest characters a sentence needs after it (ignoring context).

    A hint for the decoder's finisher (:func:`r3.models.constrained.finish_matcher`): to end
    a cut-off query it tries keywords that can end a text soon (``YIELD``) before those that
    open a long statement (``GO`` needs ``FROM … OVER …``). Context is ignored, so it only
    orders moves; the grammar still decides which are allowed.
    """
    inf = _UNREACHED
    minlen, _ = _shortest_rules(bnf, {t: spec.min_len for t, spec in bnf.terminals.items()})
    # rules that only list words (`name: NAME | GROUP | …`) use keywords as names; a name
    # is the finisher's literal `a`, so those uses do not count for the keyword's cost
    word_lists = {
        name for name, alts in bnf.rules.items() if len(alts) > 3 and all(len(a) == 1 for a in alts)
    }
    after: dict[str, int] = {name: inf for name in [*bnf.rules, *bnf.terminals]}
    after[bnf.start] = 0
    changed = True
    while changed:
        changed = False
        for name, alts in bnf.rules.items():
            if after[name] >= inf:
                continue
            for alt in alts:
                tail = 0
                for sym in reversed(alt):
                    if name in word_lists and sym in bnf.terminals:
                        continue
                    cost = after[name] + tail
                    if cost < after[sym]:
                        after[sym] = cost
                        changed = True
                    tail += minlen[sym] + 1
    return {t: after[t] for t in bnf.terminals if after[t] < inf}


def _rule_names(rules: dict[str, list[tuple[str, ...]]]) -> dict[str, str]:
    """llguidance names for the rules: lower case, starting with a letter, unique, never ``start``."""

    def base(name: str) -> str:
        clean = re.sub(r"[^a-z0-9_]", "_", name.lower()).strip("_") or "rule"
        if clean == "start":
            clean = "start_"
        return clean if clean[0].isalpha() else "r_" + clean

    return _unique_names(rules, base, set())


def _terminal_names(terminals: dict[str, TerminalSpec]) -> dict[str, str]:
    """llguidance names for the terminals: upper case, starting with a letter, unique."""

    def base(name: str) -> str:
        clean = re.sub(r"[^A-Z0-9_]", "_", name.upper()).strip("_") or "T"
        return clean if clean[0].isalpha() else "T_" + clean

    return _unique_names(terminals, base, {_WS, _SP})


def _unique_names(names: Iterable[str], base: Callable[[str], str], taken: set[str]) -> dict[str, str]:
    """Each name → ``base(name)``, suffixed ``_2``, ``_3`` … where that is ``taken`` or already given."""
    out: dict[str, str] = {}
    for name in names:
        first = base(name)
        candidate, n = first, 1
        while candidate in taken:
            n += 1
            candidate = f"{first}_{n}"
        taken.add(candidate)
        out[name] = candidate
    return out


# --------------------------------------------------------------------------- dialect grammars


def _override_text(d: Dialect) -> str:
    files = resources.files("r3.models").joinpath("grammars")
    parts = [files.joinpath("common_gen.lark").read_text(encoding="utf-8")]
    parts.append(files.joinpath(f"{d.name}_gen.lark").read_text(encoding="utf-8"))
    parts.append("AGG_NAME: /agg/\nFUNC_NAME: /func/\nNEG_INT: /neg_int/\nNEG_FLOAT: /neg_float/\n")
    if d.show_targets:
        parts.append(_show_rule(d))
    return "\n".join(parts)


def _show_rule(d: Dialect) -> str:
    """SHOW with exactly the targets r3's builder knows (it rejects the others)."""
    alts = []
    for words, named in sorted(d.show_targets.items()):
        body = " ".join(f'"{w}"i' for w in words)
        alts.append(body + (" show_name" if named else ""))
        if named:
            alts.append(body)
    return (
        "%override show_stmt: SHOW show_target\n"
        "show_target: " + "\n    | ".join(alts) + "\n"
        "show_name: name | INTEGER\n"
    )


@functools.cache
def _dialect_lark(name: str) -> str:
    d = get_dialect(name)
    return cached_convert(grammar_text(d) + "\n" + _override_text(d), d)


def cached_convert(source: str, dialect: Dialect) -> str:
    """:func:`convert`, reusing an earlier conversion of the same text from the temp folder.

    Why a disk cache: Lark needs seconds to compile a large grammar (r3's, or a schema
    grammar with many MATCH shapes); like Lark's own ``cache=True`` the result is keyed by
    everything it depends on (the grammar text, the dialect, this converter's source).
    """
    converter = Path(__file__).read_text(encoding="utf-8")
    key = hashlib.sha256((dialect.name + source + converter).encode()).hexdigest()[:24]
    path = Path(tempfile.gettempdir()) / f"r3-generation-{dialect.name}-{key}.lark"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        pass
    lark = convert(source, dialect=dialect)
    try:
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(lark, encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        log.debug("cannot cache the generation grammar in %s", path)
    return lark


def dialect_grammar(dialect: str = "ngql") -> GenerationGrammar:
    """The whole query language of ``dialect`` as an llguidance grammar (cached)."""
    d = get_dialect(dialect)
    return GenerationGrammar(_dialect_lark(d.name), d.name, "dialect")


def schema_grammar(space: SpaceSchema, dialect: str = "ngql", *, names: str = "common") -> GenerationGrammar:
    """The schema-specialised llguidance grammar of ``space`` (see the module docs).

    ``names``: which MATCH variable names are allowed — ``common`` (``v``/``n``/``v1``/``a``,
    ``v2``/``n1``/``b``/``t``, ``e``; Cypher ``n``/``a``/``p``/``v``, ``m``/``b``/``t``/``v2``,
    ``r``; each also anonymous) or ``short`` (``v``, ``v2``, ``e``; Cypher ``n``, ``m``,
    ``r``). Converting a ``common`` grammar takes seconds, so results are cached on disk.
    """
    d = get_dialect(dialect)
    lark = cached_convert(schema_lark(space, d.name, names=names), d)
    return GenerationGrammar(lark, d.name, "schema", space=space.name)
