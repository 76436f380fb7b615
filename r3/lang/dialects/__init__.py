"""Dialect registry: what differs between nGQL and openCypher, as data.

Why tables and not subclasses with copied code (the sqlglot lesson): the grammar, the
printer and the validator are shared; a dialect only says which grammar file to load and
which words it reserves. ``get_dialect`` imports the dialect module lazily so importing
``r3.lang`` stays cheap.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from r3.errors import UserInputError

_MODULES = {"ngql": "r3.lang.dialects.ngql", "cypher": "r3.lang.dialects.cypher"}
_ALIASES = {"nebula": "ngql", "nebulagraph": "ngql", "opencypher": "cypher", "neo4j": "cypher"}


@dataclass(frozen=True)
class Dialect:
    """One query language.

    ``grammar`` is the file name of the Lark grammar in ``r3/lang/grammars``;
    ``reserved_words`` are the upper-case keywords that must be back-quoted when used as a
    name (the printer quotes them); ``keywords`` is every keyword the lexer knows (reserved or
    not), which a name may collide with harmlessly.
    """

    name: str
    grammar: str
    reserved_words: frozenset[str]
    keywords: frozenset[str] = field(default_factory=frozenset)
    string_quotes: tuple[str, ...] = ('"', "'")
    #: Reserved words that may still be called as functions (nGQL ``date(…)``, ``tags(…)``).
    callable_keywords: frozenset[str] = field(default_factory=frozenset)
    #: Aggregate function names (upper-case); they take exactly one argument or ``*`` (COUNT).
    aggregate_functions: frozenset[str] = field(default_factory=frozenset)
    #: Words the parser accepts as names but the printer still back-quotes, so the text also
    #: suits stricter readers of the dialect (Neo4j 5 takes ``order`` as a variable, LadybugDB not).
    quoted_words: frozenset[str] = field(default_factory=frozenset)
    #: Aggregates that take a second, per-query argument (Cypher ``percentileCont(x, 0.5)``).
    two_argument_aggregates: frozenset[str] = field(default_factory=frozenset)
    #: Aggregate names that are also ordinary functions of another arity (nGQL ``bit_or(a, b)``).
    scalar_overloads: frozenset[str] = field(default_factory=frozenset)
    #: Checks the dialect's own parser makes beyond the grammar (NebulaGraph's parser.yy
    #: rejects e.g. aggregates in WHERE as a *syntax* error); see ``r3.lang.astbuilder``.
    parser_checks: frozenset[str] = field(default_factory=frozenset)
    #: ``SHOW`` targets (upper-case word tuples) mapped to whether a name follows them.
    show_targets: dict[tuple[str, ...], bool] = field(default_factory=dict, hash=False, compare=False)
    #: Function names may be dotted (``db.labels()``, ``apoc.coll.sum()``).
    dotted_function_names: bool = False
    #: ``[x IN list]`` (no WHERE, no ``|``) is a list comprehension rather than a one-item list.
    bare_list_comprehension: bool = False
    #: ``[(a)-->(b) | b.name]`` pattern comprehensions are part of the language.
    pattern_comprehension: bool = False

    def is_reserved(self, word: str) -> bool:
        """Whether ``word`` must be back-quoted to be used as a name (when r3 prints it)."""
        upper = word.upper()
        return upper in self.reserved_words or upper in self.quoted_words


def words(text: str) -> frozenset[str]:
    """A keyword table from whitespace-separated words (keeps the tables readable)."""
    return frozenset(text.split())


def dialect_names() -> tuple[str, ...]:
    """The names :func:`get_dialect` accepts (without aliases)."""
    return tuple(_MODULES)


def get_dialect(name: str) -> Dialect:
    """The dialect called ``name`` (``'ngql'`` or ``'cypher'``, case-insensitive)."""
    if not isinstance(name, str):
        raise UserInputError(
            f"dialect must be a string such as 'ngql' or 'cypher', got {type(name).__name__}"
        )
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in _MODULES:
        raise UserInputError(f"unknown dialect {name!r}; choose one of: {', '.join(_MODULES)}")
    module = importlib.import_module(_MODULES[key])
    dialect: Dialect = module.DIALECT
    return dialect
