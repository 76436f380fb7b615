"""Grammar-constrained decoding with llguidance: a token loop that masks logits.

Why an own loop rather than a ``LogitsProcessor`` inside ``transformers.generate``: the
loop must also (1) stop early when the grammar is complete and the model picks EOS, (2) keep
the bracket depth and the length within what r3's parser accepts (limits no context-free
grammar can state), and (3) when the token budget runs out on an unfinished query, *finish*
it: a model-free completion that appends a short grammatical ending (closing quotes and
brackets, a missing keyword or operand), cutting the model's text back when that is what it
takes, so the caller still gets text that parses (``finish_reason='forced'``; see
:func:`_finish_row`). Only a grammar without a recorded shortest sentence can leave a row
unfinished (``finish_reason='error'``, the text as far as it got).

The loop is model-agnostic: a :class:`Stepper` turns "these tokens were appended" into the
next logits. :mod:`r3.models.hf` provides one for transformers models (KV cache, left
padding); tests and benchmarks can plug in others.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from r3.models.language_model import GrammarUnsupportedError, require

if TYPE_CHECKING:
    import numpy as np
    from llguidance import LLMatcher, LLTokenizer
    from numpy.typing import NDArray
    from torch import Generator, Tensor
    from transformers import PreTrainedTokenizerBase

__all__ = [
    "ConstrainedResult",
    "DecodeOptions",
    "Stepper",
    "TokenTable",
    "check_text",
    "constrained_decode",
    "finish_matcher",
    "grammar_shortest",
    "grammar_words",
]

log = logging.getLogger(__name__)

_OPENERS = b"([{"
_CLOSERS = b")]}"
_QUOTES = b"\"'`"


class Stepper(Protocol):
    """Produces next-token logits for a batch: ``start`` with the prompts, then ``step``."""

    def start(self) -> Tensor:  # returns a (batch, vocab) float tensor
        ...

    def step(self, tokens: Sequence[int]) -> Tensor:  # one new token per row (finished rows: pad)
        ...


@dataclass(frozen=True)
class DecodeOptions:
    """How to decode. ``max_tokens`` counts model-chosen tokens; the finisher may add up to
    ``finish_tokens`` more. ``max_depth`` caps bracket depth outside strings and
    ``max_chars`` the text length (in bytes) before the finisher takes over."""

    max_tokens: int = 256
    temperature: float = 0.0
    top_p: float = 1.0
    max_depth: int = 16
    max_chars: int = 400
    finish_tokens: int = 64
    seed: int | None = None


@dataclass
class ConstrainedResult:
    """One row's outcome."""

    tokens: list[int] = field(default_factory=list)
    text: str = ""
    finish_reason: str = "stop"  # stop | forced | error
    model_tokens: int = 0
    forced_tokens: int = 0
    dropped_tokens: int = 0
    error: str | None = None


class TokenTable:
    """What the loop needs to know about a tokenizer's tokens (built once per tokenizer).

    ``ll`` is the llguidance tokenizer and ``pieces`` the bytes of every token.
    """

    def __init__(self, ll_tokenizer: LLTokenizer, eos_ids: Sequence[int]) -> None:
        self.ll = ll_tokenizer
        self.vocab_size = int(ll_tokenizer.vocab_size)
        self.eos_ids = [i for i in eos_ids if 0 <= i < self.vocab_size]
        if not self.eos_ids:
            raise GrammarUnsupportedError("constrained decoding needs a tokenizer with an EOS token")
        self.pieces: list[bytes] = []
        for i in range(self.vocab_size):
            try:
                piece = b"" if ll_tokenizer.is_special_token(i) else ll_tokenizer.decode_bytes([i])
            except (ValueError, RuntimeError):
                piece = b""
            self.pieces.append(piece)
        np = require("numpy", "hf")
        self.has_opener = np.asarray([any(b in _OPENERS for b in p) for p in self.pieces], dtype=bool)
        #: single-character tokens that end a word (to tell a keyword from a name's start),
        #: the likely ones first
        common = b" (),.\n:=;[]"
        singles = [
            i for i, p in enumerate(self.pieces) if len(p) == 1 and not (chr(p[0]).isalnum() or p[0] == 0x5F)
        ]
        self.boundary_tokens = sorted(
            singles, key=lambda i: common.index(self.pieces[i]) if self.pieces[i] in common else len(common)
        )
        self._macros: dict[tuple[tuple[str, int], ...], list[_Macro]] = {}
        self._completions: dict[tuple[tuple[str, int], ...], list[tuple[bytes, _Macro]]] = {}
        #: compiled matchers by grammar text (copied for each use)
        self.matchers: dict[str, LLMatcher] = {}

    def completions(self, words: Sequence[tuple[str, int]]) -> list[tuple[bytes, _Macro]]:
        """Keyword moves (no leading space) with their upper-case text, to finish a word."""
        key = tuple(words)
        if key not in self._completions:
            self._completions[key] = [
                (m.text.upper(), m)
                for m in self.macros(words)
                if m.kind == _K_WORD and not m.text.startswith(b" ")
            ]
        return self._completions[key]

    def macros(self, words: Sequence[tuple[str, int]]) -> list[_Macro]:
        """The finisher's moves for a grammar whose literal words are ``words`` (cached)."""
        key = tuple(words)
        if key not in self._macros:
            self._macros[key] = _build_macros(self, words)
        return self._macros[key]

    @classmethod
    def from_hf(cls, hf_tokenizer: PreTrainedTokenizerBase) -> TokenTable:
        """Wrap a transformers fast tokenizer (llguidance reads its tokenizer.json)."""
        llg_hf = require("llguidance.hf", "hf")
        eos = hf_tokenizer.eos_token_id
        if eos is None:
            raise GrammarUnsupportedError(
                "constrained decoding needs a tokenizer with an eos_token; set tokenizer.eos_token"
            )
        try:
            ll = llg_hf.from_tokenizer(hf_tokenizer)
        except ValueError as e:
            raise GrammarUnsupportedError(f"llguidance cannot use this tokenizer: {e}") from e
        return cls(ll, [eos])


class _Scanner:
    """Open brackets (a stack) and the open string outside of which they count, byte by byte."""

    _PAIRS = {ord("("): ord(")"), ord("["): ord("]"), ord("{"): ord("}")}

    def __init__(self) -> None:
        self.stack: list[int] = []
        self.quote: int | None = None
        self.escape = False

    @property
    def depth(self) -> int:
        return len(self.stack)

    def copy(self) -> _Scanner:
        other = _Scanner()
        other.stack, other.quote, other.escape = list(self.stack), self.quote, self.escape
        return other

    def closing(self) -> bytes:
        """The bytes that would close the open string and every open bracket."""
        out = bytearray()
        if self.quote is not None:
            if self.escape:
                out.append(ord("x"))
            out.append(self.quote)
        out.extend(self._PAIRS[b] for b in reversed(self.stack))
        return bytes(out)

    def feed(self, data: bytes) -> None:
        for b in data:
            if self.quote is not None:
                if self.escape:
                    self.escape = False
                elif b == 0x5C and self.quote != 0x60:  # backslash, not in `names`
                    self.escape = True
                elif b == self.quote:
                    self.quote = None
            elif b in _QUOTES:
                self.quote = b
            elif b in _OPENERS:
                self.stack.append(b)
            elif b in _CLOSERS and self.stack:
                self.stack.pop()


#: llguidance's Earley limits, raised from its defaults (2,000 items in a row, 50,000 per
#: step). Why: a schema-specialised grammar predicts one rule per tag × variable × property
#: shape at the start of a statement, so its first rows are large — 3,010 items after the
#: first token ``M`` on a 12-type schema — and at the default the matcher enters its error
#: state after one token (the "decodes ``M`` and stops" failure). Mask time stays about a
#: millisecond per token at these limits (llguidance: ~20k items/ms), far below a forward pass.
PARSER_LIMITS = {"max_items_in_row": 200_000, "step_max_items": 1_000_000}


def _new_matcher(table: TokenTable, grammar: str) -> LLMatcher:
    """A fresh matcher for ``grammar``: compiled once per table (~0.1 s), then copied (~µs)."""
    pristine = table.matchers.get(grammar)
    if pristine is None:
        llg = require("llguidance", "hf")
        limits = llg.LLParserLimits(**PARSER_LIMITS)
        pristine = llg.LLMatcher(table.ll, grammar, log_level=0, limits=limits)
        if pristine.is_error():
            raise GrammarUnsupportedError(f"llguidance refused the grammar: {pristine.get_error()[:300]}")
        if len(table.matchers) >= 32:
            table.matchers.clear()
        table.matchers[grammar] = pristine
    return pristine.deep_copy()


def _allowed(matcher: LLMatcher, table: TokenTable) -> NDArray[np.bool_]:
    np = require("numpy", "hf")
    return np.frombuffer(matcher.compute_logit_bias(), dtype=np.uint8)[: table.vocab_size] > 0


def constrained_decode(
    stepper: Stepper,
    table: TokenTable,
    grammars: Sequence[str],
    options: DecodeOptions,
) -> list[ConstrainedResult]:
    """Decode one text per row of ``stepper``'s batch, each under its own grammar."""
    torch = require("torch", "hf")
    np = require("numpy", "hf")
    matchers = [_new_matcher(table, g) for g in grammars]
    rows = len(matchers)
    results = [ConstrainedResult() for _ in range(rows)]
    scanners = [_Scanner() for _ in range(rows)]
    texts = [bytearray() for _ in range(rows)]
    active = [True] * rows
    generator = None
    if options.seed is not None:
        generator = torch.Generator().manual_seed(options.seed)
    pad = table.eos_ids[0]
    logits = stepper.start()
    for _step in range(options.max_tokens):
        chosen: list[int] = []
        for r in range(rows):
            if not active[r]:
                chosen.append(pad)
                continue
            allowed = _allowed(matchers[r], table)
            if scanners[r].depth >= options.max_depth and scanners[r].quote is None:
                guarded = allowed & ~table.has_opener
                if guarded.any():
                    allowed = guarded
            if not allowed.any():
                results[r].finish_reason = "error"
                results[r].error = "no token is allowed (grammar dead end)"
                active[r] = False
                chosen.append(pad)
                continue
            row_logits = logits[r].float()[: table.vocab_size]
            mask = torch.from_numpy(np.ascontiguousarray(allowed[: row_logits.shape[0]]))
            tok = _sample(row_logits, mask, options.temperature, options.top_p, generator)
            chosen.append(tok)
        for r in range(rows):
            if not active[r]:
                continue
            tok = chosen[r]
            if tok in table.eos_ids:
                active[r] = False
                results[r].finish_reason = "stop"
                continue
            if not matchers[r].consume_token(tok):
                results[r].finish_reason = "error"
                error = f"llguidance rejected token {tok}: {matchers[r].get_error()[:200]}"
                results[r].error = error
                log.warning("constrained decoding stopped: %s", error.splitlines()[0])
                active[r] = False
                continue
            results[r].tokens.append(tok)
            results[r].model_tokens += 1
            piece = table.pieces[tok]
            texts[r] += piece
            scanners[r].feed(piece)
            if matchers[r].is_stopped() or len(texts[r]) >= options.max_chars:
                active[r] = False
                results[r].finish_reason = "stop" if matchers[r].is_accepting() else "length"
        if not any(active):
            break
        logits = stepper.step(chosen)
    for r in range(rows):
        res = results[r]
        if active[r]:
            res.finish_reason = "length"
        if res.finish_reason == "length" or (res.finish_reason == "stop" and not matchers[r].is_accepting()):
            if matchers[r].is_accepting():
                res.finish_reason = "forced" if res.finish_reason == "length" else res.finish_reason
            else:
                ok = _finish_row(matchers[r], table, options, res, texts[r], grammars[r])
                res.finish_reason = "forced" if ok else "error"
                if not ok:
                    res.error = f"could not complete the text within {options.finish_tokens} tokens"
        res.text = bytes(texts[r]).decode("utf-8", errors="replace")
    return results


def _finish_row(
    matcher: LLMatcher,
    table: TokenTable,
    options: DecodeOptions,
    res: ConstrainedResult,
    text: bytearray,
    grammar: str,
) -> bool:
    """Finish a cut-off row; if that fails, cut the model's text back and finish that.

    The cuts drop 4, 8, 16 … of the model's last tokens, down to nothing: a prefix that ends
    inside a long open construct can need more closing than the finisher finds quickly, a
    shorter one usually much less. The last resort is the grammar's shortest sentence
    (recorded by the emitter), so with grammars from :mod:`r3.models.grammar` a cut-off row
    always ends grammatical; ``forced_tokens`` / ``dropped_tokens`` say how much of it the
    finisher wrote and how much of the model's text it gave up.
    """
    model_tokens = list(res.tokens)
    drops = [0]
    step = 4
    while step < len(model_tokens):
        drops.append(step)
        step *= 2
    if model_tokens:
        drops.append(len(model_tokens))
    kept = len(model_tokens)
    for drop in drops:
        target = len(model_tokens) - drop
        if target < kept:
            if not matcher.rollback(kept - target):
                matcher.reset()
                if target and not matcher.consume_tokens(model_tokens[:target]):
                    return False
            kept = target
        scanner = _Scanner()
        so_far = b"".join(table.pieces[t] for t in model_tokens[:kept])
        scanner.feed(so_far)
        added, ok = finish_matcher(
            matcher, table, options.finish_tokens, scanner, grammar_words(grammar), so_far
        )
        if ok:
            res.tokens = model_tokens[:kept] + added
            res.model_tokens = kept
            res.forced_tokens = len(added)
            res.dropped_tokens = len(model_tokens) - kept
            text[:] = b"".join(table.pieces[t] for t in res.tokens)
            return True
        if added:
            matcher.rollback(len(added))
    shortest = grammar_shortest(grammar)
    if shortest is not None:
        matcher.reset()
        tokens = list(table.ll.tokenize_str(shortest))
        if matcher.consume_tokens(tokens) and matcher.is_accepting():
            res.tokens = tokens
            res.model_tokens = 0
            res.forced_tokens = len(tokens)
            res.dropped_tokens = len(model_tokens)
            text[:] = b"".join(table.pieces[t] for t in tokens)
            return True
    res.tokens = model_tokens[:kept]
    text[:] = b"".join(table.pieces[t] for t in res.tokens)
    return False


def grammar_shortest(lark: str) -> str | None:
    """The shortest sentence recorded in an emitted grammar (``// r3-shortest "…"``)."""
    m = re.search(r"^// r3-shortest (.+)$", lark, re.M)
    if m is None:
        return None
    try:
        value = json.loads(m.group(1))
    except ValueError:
        return None
    return value if isinstance(value, str) else None


def _sample(
    logits: Tensor, mask: Tensor, temperature: float, top_p: float, generator: Generator | None
) -> int:
    torch = require("torch", "hf")
    masked = logits.masked_fill(~mask, float("-inf"))
    if temperature <= 0.0:
        return int(torch.argmax(masked).item())
    probs = torch.softmax(masked / temperature, dim=-1)
    if top_p < 1.0:
        sorted_probs, order = torch.sort(probs, descending=True)
        keep = torch.cumsum(sorted_probs, dim=-1) - sorted_probs < top_p
        keep[0] = True
        filtered = torch.zeros_like(probs)
        filtered[order[keep]] = probs[order[keep]]
        probs = filtered / filtered.sum()
    return int(torch.multinomial(probs, 1, generator=generator).item())


@dataclass(frozen=True)
class _Macro:
    """A finisher move: a short byte string (closer, keyword, literal …) as tokens."""

    text: bytes
    tokens: tuple[int, ...]
    kind: int  # preference: lower first
    cost: int = 0  # characters the grammar needs at least after this move (a hint)


# kinds, in the order the finisher tries them
_K_CLOSE, _K_COMPLETE, _K_WORD, _K_LITERAL, _K_PUNCT, _K_SPACE, _K_OPEN = range(7)
_LITERALS = (b"1", b"a", b'""', b"''")
_PUNCT = (b",", b":", b"=", b".", b"*", b"|", b";", b"->", b"==", b"..", b"-", b"@", b"$-", b"$$", b"$^")


def grammar_words(lark: str) -> tuple[tuple[str, int], ...]:
    """Literal words and operators of a grammar emitted by :mod:`r3.models.grammar`, each
    with the finish cost the emitter computed (fewest characters a text needs after it).

    Reads the terminal lines (``ARROW_R: "->"``, ``MATCH: /[Mm][Aa].../``) and the
    ``// r3-finish NAME cost`` comments: keywords, schema names and operators are the
    finisher's vocabulary. Grammars from elsewhere just give words without costs.
    """
    words: dict[str, str] = {}
    costs: dict[str, int] = {}
    for line in lark.splitlines():
        hint = re.fullmatch(r"// r3-finish ([A-Z][A-Z0-9_]*) (\d+)", line)
        if hint is not None:
            costs[hint.group(1)] = int(hint.group(2))
            continue
        m = re.fullmatch(r"([A-Z][A-Z0-9_]*): (.+)", line)
        if m is None:
            continue
        value = m.group(2)
        ci = re.fullmatch(r"/((?:\[[A-Z][a-z]\]|[ _0-9])+)/", value)
        if ci is not None:
            words[m.group(1)] = re.sub(r"\[([A-Z])[a-z]\]", r"\1", ci.group(1))
        elif re.fullmatch(r'"[^"\\]+"', value):
            words[m.group(1)] = value[1:-1]
    return tuple(sorted((w, costs.get(t, 8)) for t, w in words.items()))


def _build_macros(table: TokenTable, words: Sequence[tuple[str, int]]) -> list[_Macro]:
    out: list[_Macro] = []
    seen: set[bytes] = set()

    def add(text: bytes, kind: int, cost: int = 0) -> None:
        if text in seen or not text:
            return
        tokens = tuple(table.ll.tokenize_bytes(text))
        if tokens and b"".join(table.pieces[t] for t in tokens) == text:
            seen.add(text)
            out.append(_Macro(text, tokens, kind, cost))

    for i, piece in enumerate(table.pieces):
        if len(piece) == 1 and (piece in _CLOSERS or piece in _QUOTES) or piece in (b"))", b"]]", b"})"):
            add(piece, _K_CLOSE)
        elif len(piece) == 1 and piece in _OPENERS:
            add(piece, _K_OPEN)
        del i
    for w, cost in words:
        raw = w.encode()
        kind = _K_WORD if (w[0].isalpha() or w[0] == "_") else _K_PUNCT
        add(b" " + raw, kind, cost)
        add(raw, kind, cost)
    for lit in _LITERALS:
        add(b" " + lit, _K_LITERAL)
        add(lit, _K_LITERAL)
    for punct in _PUNCT:
        add(punct, _K_PUNCT)
        add(b" " + punct, _K_PUNCT)
    add(b" ", _K_SPACE)
    add(b"\n", _K_SPACE)
    out.sort(key=lambda m: (m.kind, m.cost, len(m.tokens), m.text))
    return out


def finish_matcher(
    matcher: LLMatcher,
    table: TokenTable,
    budget: int,
    scanner: _Scanner | None = None,
    words: Sequence[tuple[str, int]] = (),
    tail: bytes = b"",
    node_budget: int = 300,
    trace: list[tuple[int, bytes]] | None = None,
) -> tuple[list[int], bool]:
    # ``trace`` (debugging): receives (depth, move) for every move the search makes
    """Append allowed tokens until the grammar accepts; returns (tokens, accepted).

    A depth-first search over *moves* (closing a quote or bracket, finishing the word being
    written, a keyword or literal of the grammar, punctuation, whitespace, opening a
    bracket), tried in that order, with one step of look-ahead at each node (a move after
    which the grammar accepts wins outright). ``budget`` bounds the tokens added,
    ``node_budget`` the moves tried. Model-free, so it is the same for every model: it only
    has to produce *a* grammatical ending, not a good one. ``tail`` is the text so far (the
    word being written is completed from it). The search itself: :class:`_EndingSearch`.
    """
    search = _EndingSearch(matcher, table, budget, words, node_budget, trace)
    return search.run(scanner or _Scanner(), tail)


#: Literal moves that end an operand (a number, a name, an empty string): the look-ahead's
#: second step after a keyword.
_ENDERS = (b" 1", b" a", b"1", b"a", b' ""', b'""')
#: Group of a move that only lengthens the word being written, or a quote/bracket inside a
#: string (tried last); of a bracket opened inside brackets or a string (tried before those).
_K_LAST, _K_NESTED_OPEN = 9, 8


class _EndingSearch:
    """:func:`finish_matcher`'s depth-first search: the matcher it moves, the moves the grammar's
    words give, and the budgets it spends (``tried`` counts moves, look-aheads a twentieth)."""

    def __init__(
        self,
        matcher: LLMatcher,
        table: TokenTable,
        budget: int,
        words: Sequence[tuple[str, int]],
        node_budget: int,
        trace: list[tuple[int, bytes]] | None,
    ) -> None:
        self.matcher, self.table = matcher, table
        self.budget, self.node_budget, self.trace = budget, node_budget, trace
        self.macros = table.macros(tuple(words))
        self.completions = table.completions(tuple(words))
        self.enders = [m for m in self.macros if m.kind == _K_LITERAL and m.text in _ENDERS]
        self.tried = 0.0

    def run(self, scanner: _Scanner, tail: bytes) -> tuple[list[int], bool]:
        """Deeper and deeper searches until one ends the text or the node budget is spent."""
        for depth in (3, 6, 12, 24):
            found = self.search(depth, 0, tail[-64:], scanner, frozenset())
            if found is not None:
                for t in found:
                    scanner.feed(self.table.pieces[t])
                return found, True
            if self.tried >= self.node_budget:
                break
        return [], bool(self.matcher.is_accepting())

    # ------------------------------------------------------------------ the search
    def search(
        self, depth: int, used: int, text_tail: bytes, sc: _Scanner, path: frozenset[bytes]
    ) -> list[int] | None:
        """Tokens that end the text from here within ``depth`` moves, or None."""
        if self.matcher.is_accepting():
            return []
        if depth == 0 or used >= self.budget or self.tried >= self.node_budget:
            return None
        cands, robin = self.candidates(text_tail, sc)
        won = self._look_ahead(cands, used, sc)
        if won is not None:
            return won
        # moves already made on this path go last: breaks loops such as `, 1, 1, 1`
        robin = [m for m in robin if m.text not in path] + [m for m in robin if m.text in path]
        expanded = 0
        for m in robin[:12]:
            if expanded >= 4 or self.tried >= self.node_budget:
                break
            self.tried += 0.25
            if used + len(m.tokens) > self.budget or not self.apply(m):
                continue
            expanded += 1
            self.tried += 1
            if self.trace is not None:
                self.trace.append((depth, m.text))
            sub = sc.copy()
            sub.feed(m.text)
            rest = self.search(
                depth - 1, used + len(m.tokens), (text_tail + m.text)[-64:], sub, path | {m.text}
            )
            if rest is not None:
                return list(m.tokens) + rest
            self.matcher.rollback(len(m.tokens))
        return None

    def _look_ahead(self, cands: list[_Macro], used: int, sc: _Scanner) -> list[int] | None:
        """A move that completes the text wins; after a keyword (or closing), also the move and
        one operand or closing after it."""
        for m in cands[:24]:
            self.tried += 0.05
            if used + len(m.tokens) <= self.budget and self.consume(m):
                if self.matcher.is_accepting():
                    return list(m.tokens)
                if m.kind in (_K_WORD, _K_COMPLETE, _K_CLOSE):
                    won = self._second_step(m, used, sc)
                    if won is not None:
                        return won
                self.matcher.rollback(len(m.tokens))
        return None

    def _second_step(self, m: _Macro, used: int, sc: _Scanner) -> list[int] | None:
        """After move ``m`` (consumed): a closing or an operand that completes the text."""
        after_sc = sc.copy()
        after_sc.feed(m.text)
        closing = after_sc.closing()
        finals = [*self.enders]
        if closing:
            finals.insert(0, _Macro(closing, tuple(self.table.ll.tokenize_bytes(closing)), _K_CLOSE))
        for fin in finals:
            self.tried += 0.05
            if fin.tokens and used + len(m.tokens) + len(fin.tokens) <= self.budget and self.consume(fin):
                if self.matcher.is_accepting():
                    return list(m.tokens) + list(fin.tokens)
                self.matcher.rollback(len(fin.tokens))
        return None

    def consume(self, m: _Macro) -> bool:
        """Consume all of ``m``'s tokens, or none."""
        n = self.matcher.try_consume_tokens(list(m.tokens))
        if n != len(m.tokens):
            if n:
                self.matcher.rollback(n)
            return False
        return True

    def apply(self, m: _Macro) -> bool:
        """:meth:`consume`, and a keyword or name must be complete: something other than a word
        character may follow (otherwise ` AND` only began a name such as `ANDx`)."""
        if not self.consume(m):
            return False
        wordy = m.kind in (_K_WORD, _K_COMPLETE, _K_LITERAL) and m.text[-1:].isalnum()
        if wordy and not self.matcher.is_accepting() and not _can_end_word(self.matcher, self.table):
            self.matcher.rollback(len(m.tokens))
            return False
        return True

    # ------------------------------------------------------------------ the moves
    def candidates(self, text_tail: bytes, sc: _Scanner) -> tuple[list[_Macro], list[_Macro]]:
        """(look-ahead order, search order): grouped by kind, the search order round-robin
        over the groups so that a few tries cover closing, keywords, literals and opening."""
        allowed = _allowed(self.matcher, self.table)
        for eos in self.table.eos_ids:
            allowed[eos] = False
        trailing = re.search(rb"[A-Za-z_][A-Za-z0-9_]*$", text_tail) if sc.quote is None else None
        found = self._grammar_moves(allowed)
        if trailing is not None:
            found += self._word_completions(trailing.group(0).upper(), allowed)
        closing = self._closing_move(sc, allowed)
        if closing is not None:
            found.insert(0, closing)
        groups: dict[int, list[_Macro]] = {}
        for m in found:
            groups.setdefault(_group_of(m, sc, trailing is not None), []).append(m)
        order = [g for _k, g in sorted(groups.items())]
        return [m for g in order for m in g], _round_robin(order)

    def _grammar_moves(self, allowed: NDArray[np.bool_]) -> list[_Macro]:
        """The grammar's moves allowed now; a move of several tokens is kept when its second
        token is allowed after its first (one mask per distinct first token, not one consume
        per move)."""
        after: dict[int, NDArray[np.bool_] | None] = {}
        found = []
        for m in self.macros:
            head = m.tokens[0]
            if not allowed[head]:
                continue
            if len(m.tokens) > 1:
                if head not in after:
                    after[head] = None
                    if self.matcher.consume_token(head):
                        after[head] = _allowed(self.matcher, self.table).copy()
                        self.matcher.rollback(1)
                mask = after[head]
                if mask is None or not mask[m.tokens[1]]:
                    continue
            found.append(m)
        return found

    def _word_completions(self, part: bytes, allowed: NDArray[np.bool_]) -> list[_Macro]:
        """The rest of each grammar word that the word being written (``part``, upper case) begins."""
        found = []
        for up, m in self.completions:
            if len(up) > len(part) and up.startswith(part):
                rest = m.text[len(part) :]
                tokens = tuple(self.table.ll.tokenize_bytes(rest))
                if tokens and allowed[tokens[0]]:
                    found.append(_Macro(rest, tokens, _K_COMPLETE, m.cost))
        return found

    def _closing_move(self, sc: _Scanner, allowed: NDArray[np.bool_]) -> _Macro | None:
        """Closing every open quote and bracket at once (when that is more than one character)."""
        closing = sc.closing()
        if len(closing) > 1:
            tokens = tuple(self.table.ll.tokenize_bytes(closing))
            if tokens and allowed[tokens[0]]:
                return _Macro(closing, tokens, _K_CLOSE)
        return None


def _group_of(m: _Macro, sc: _Scanner, in_word: bool) -> int:
    """The group a move is tried in, given where the text is (in a string, in brackets, in a word)."""
    kind = m.kind
    if kind == _K_CLOSE and len(m.text) == 1 and m.text[0] in _QUOTES and sc.quote != m.text[0]:
        kind = _K_LITERAL if sc.quote is None else _K_LAST  # opens a string / just a character
    elif kind == _K_CLOSE and sc.quote is not None and m.text[0] != sc.quote:
        kind = _K_LAST  # a bracket inside a string closes nothing
    if in_word and kind != _K_COMPLETE and (chr(m.text[0]).isalnum() or m.text[0] == 0x5F):
        kind = _K_LAST  # only lengthens the word being written
    elif kind == _K_OPEN and (sc.depth > 0 or sc.quote is not None):
        kind = _K_NESTED_OPEN
    return kind


def _round_robin(groups: list[list[_Macro]], most: int = 16) -> list[_Macro]:
    """Up to about ``most`` moves, the first of each group, then the second of each …"""
    robin: list[_Macro] = []
    for i in range(most):
        robin.extend(g[i] for g in groups if i < len(g))
        if len(robin) >= most:
            break
    return robin


def _can_end_word(matcher: LLMatcher, table: TokenTable) -> bool:
    return any(matcher.validate_tokens([b]) == 1 for b in table.boundary_tokens)


def check_text(table: TokenTable, grammar: str, text: str) -> bool:
    """Whether the grammar accepts ``text`` (tokenised by the table's tokenizer) completely."""
    matcher = _new_matcher(table, grammar)
    tokens = table.ll.tokenize_str(text)
    return bool(matcher.consume_tokens(tokens) and matcher.is_accepting())
