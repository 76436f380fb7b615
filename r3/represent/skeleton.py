"""The code-structure skeleton library: load it, pick functions from it, assemble prompt text.

Why: the R³-NL2GQL reranker reads the whole skeleton (``skeletons/<dialect>.py``) and names
the CRUD functions and clauses a question needs (``['QUERY()']``, ``['WHERE()']``); the
refiner then sees only those functions, reassembled under ``class CRUD():`` and
``class SUBFUNCTION():``. The library files are valid Python so they stay readable and
checkable, but r3 never imports them: :func:`load_skeleton` reads the text with :mod:`ast`
(classes, functions, docstrings, line ranges) and :mod:`tokenize` (the ``#`` comments, which
the AST drops), so the pieces handed to a model are exactly the text a person wrote.

r3's library is finer-grained than the paper's (GO, FETCH, LOOKUP and MATCH instead of one
``QUERY``); :data:`PAPER_NAMES` maps r3's names to the paper's labels (the label vocabulary of
:mod:`r3.lang.analysis`), so paper-format training data can be read (``QUERY`` expands to
its r3 functions) and written (:meth:`Skeleton.paper_text`, ``subset(..., paper_names=True)``).
"""

from __future__ import annotations

import ast
import difflib
import io
import re
import tokenize
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from r3.errors import UserInputError
from r3.lang import ast as A
from r3.lang.analysis import PAPER_CLAUSES, PAPER_CRUD, QueryAnalysis, analyze
from r3.lang.dialects import get_dialect
from r3.lang.parser import parse

__all__ = [
    "CLAUSE_CLASS",
    "CRUD_CLASS",
    "PAPER_NAMES",
    "Skeleton",
    "SkeletonFunction",
    "WRITE_FUNCTIONS",
    "default_skeleton_path",
    "load_skeleton",
    "parse_skeleton",
]

Kind = Literal["crud", "clause"]

#: Class holding the statement-level (CRUD) functions.
CRUD_CLASS = "CRUD"
#: Class holding the clause functions (the paper's name for it).
CLAUSE_CLASS = "SUBFUNCTION"
_CLASS_KINDS: dict[str, Kind] = {CRUD_CLASS: "crud", CLAUSE_CLASS: "clause"}

#: r3 skeleton function → the paper's label (``analysis.PAPER_CRUD`` / ``PAPER_CLAUSES``).
#: Functions without a label (YIELD, PIPE, RETURN, …) have no counterpart in the paper's
#: skeleton; ``OTHER`` collects the statements the paper did not single out.
PAPER_NAMES: Mapping[str, str] = MappingProxyType(
    {
        # nGQL statements
        "GO": "QUERY",
        "FETCH": "QUERY",
        "LOOKUP": "QUERY",
        "MATCH": "QUERY",  # also Cypher
        "FIND_PATH": "FIND_PATH",
        "GET_SUBGRAPH": "GET_SUBGRPAH",
        "INSERT_VERTEX": "INSERT",
        "INSERT_EDGE": "INSERT",
        "UPDATE": "UPDATE",
        "UPSERT": "UPSERT",
        "DELETE": "DELETE",  # also Cypher (DELETE / DETACH DELETE)
        "CREATE_SPACE": "CREATE_SPACE",
        "CREATE_TAG_EDGE": "CREATE_Tag_Edge",
        "CREATE_INDEX": "OTHER",
        "ALTER": "OTHER",
        "DROP": "OTHER",
        "SHOW": "OTHER",
        "DESCRIBE": "OTHER",
        "USE": "OTHER",
        "EXPLAIN": "OTHER",
        # Cypher statements (as in analysis.paper_labels: CREATE inserts, MERGE upserts)
        "CREATE": "INSERT",
        "MERGE": "UPSERT",
        "SET": "UPDATE",
        "REMOVE": "UPDATE",
        "CALL": "OTHER",
        # clauses
        **{name: name for name in PAPER_CLAUSES},
    }
)

#: Other spellings a model, a dataset or :mod:`r3.lang.analysis` uses for r3's functions
#: (keys normalised: upper case, words joined by ``_``).
_ALIASES: Mapping[str, str] = MappingProxyType(
    {
        "GET_SUBGRPAH": "GET_SUBGRAPH",
        "SUBGRAPH": "GET_SUBGRAPH",
        "FINDPATH": "FIND_PATH",
        "FETCH_PROP": "FETCH",
        "FETCH_VERTEX": "FETCH",
        "FETCH_VERTICES": "FETCH",
        "FETCH_EDGE": "FETCH",
        "FETCH_EDGES": "FETCH",
        "INSERT_VERTICES": "INSERT_VERTEX",
        "INSERT_EDGES": "INSERT_EDGE",
        "UPDATE_VERTEX": "UPDATE",
        "UPDATE_EDGE": "UPDATE",
        "UPSERT_VERTEX": "UPSERT",
        "UPSERT_EDGE": "UPSERT",
        "DELETE_VERTEX": "DELETE",
        "DELETE_VERTICES": "DELETE",
        "DELETE_EDGE": "DELETE",
        "DELETE_TAG": "DELETE",
        "DETACH_DELETE": "DELETE",
        "CREATE_TAG": "CREATE_TAG_EDGE",
        "CREATE_EDGE": "CREATE_TAG_EDGE",
        "CREATE_TAG_INDEX": "CREATE_INDEX",
        "CREATE_EDGE_INDEX": "CREATE_INDEX",
        "REBUILD": "CREATE_INDEX",
        "REBUILD_INDEX": "CREATE_INDEX",
        "ALTER_TAG": "ALTER",
        "ALTER_EDGE": "ALTER",
        "DESC": "DESCRIBE",
        "PROFILE": "EXPLAIN",
        "GROUPBY": "GROUP_BY",
        "ORDERBY": "ORDER_BY",
        "OPTIONAL": "OPTIONAL_MATCH",
        "OPTIONALMATCH": "OPTIONAL_MATCH",
        "ASSIGNMENT": "VARIABLE",
        "|": "PIPE",
        "UNION_ALL": "UNION",
        "INTERSECT": "UNION",
        "MINUS": "UNION",
    }
)

#: Functions whose statements change data or schema (left out for read-only questions).
WRITE_FUNCTIONS = frozenset(
    {"INSERT_VERTEX", "INSERT_EDGE", "UPDATE", "UPSERT", "DELETE", "CREATE_SPACE", "CREATE_TAG_EDGE"}
    | {"CREATE_INDEX", "ALTER", "DROP", "CREATE", "MERGE", "SET", "REMOVE"}
)
_EXAMPLE_LINE = re.compile(r"^\s*#\s*example\s*:", re.IGNORECASE)

_PAPER_ORDER = (*PAPER_CRUD, *PAPER_CLAUSES)
_PAPER_BY_UPPER = {label.upper(): label for label in _PAPER_ORDER}
_FREE_TEXT_FUNCTIONS = ("answer", "summary")


@dataclass(frozen=True)
class SkeletonFunction:
    """One function of the library: a statement (``crud``) or a clause (``clause``).

    ``syntax`` is the cleaned docstring, ``comment`` the when-to-use comment line(s),
    ``examples`` the queries of the ``# Example:`` lines, ``source`` the function's text as
    written (``def`` line to last comment, indented as in the file), ``line`` its 1-based line.
    """

    name: str
    kind: Kind
    syntax: str
    comment: str
    examples: tuple[str, ...]
    source: str
    line: int

    @property
    def paper_name(self) -> str | None:
        """The paper's label for this function, or None when the paper has no counterpart."""
        return PAPER_NAMES.get(self.name)


@dataclass(frozen=True, eq=False)
class Skeleton:
    """A parsed skeleton library for one dialect; ``functions`` keeps the file's order."""

    dialect: str
    path: Path
    functions: Mapping[str, SkeletonFunction]

    # ------------------------------------------------------------------ views
    @property
    def crud(self) -> list[str]:
        """Names of the CRUD functions, in library order."""
        return [f.name for f in self.functions.values() if f.kind == "crud"]

    @property
    def clauses(self) -> list[str]:
        """Names of the clause functions, in library order."""
        return [f.name for f in self.functions.values() if f.kind == "clause"]

    def examples(self) -> Iterator[tuple[SkeletonFunction, str]]:
        """Every ``(function, example query)`` pair, in library order."""
        for fn in self.functions.values():
            for example in fn.examples:
                yield fn, example

    def text(self) -> str:
        """The whole skeleton in the assembly format (what the reranker reads)."""
        return self._assemble(list(self.functions))

    # ------------------------------------------------------------------ trimmed copies
    def read_only(self) -> Skeleton:
        """A copy without the functions that change data or schema (INSERT, UPDATE, UPSERT,
        DELETE, CREATE …): why show a model how to write when the question only reads."""
        kept = {n: f for n, f in self.functions.items() if n not in WRITE_FUNCTIONS}
        return Skeleton(self.dialect, self.path, MappingProxyType(kept))

    def map_examples(self, change: Callable[[str], str | None]) -> Skeleton:
        """A copy whose ``# Example:`` queries are ``change(query)``; None leaves one out.

        Why: the examples are written on the demo space (its tags, its people); a prompt for
        another graph shows them re-spoken in that graph's schema, or not at all.
        """
        kept = {n: _map_examples(f, change) for n, f in self.functions.items()}
        return Skeleton(self.dialect, self.path, MappingProxyType(kept))

    # ------------------------------------------------------------------ selection
    def resolve(self, names: Iterable[str]) -> list[str]:
        """r3 function names for ``names``, deduplicated, in library order.

        Tolerates what rerankers and datasets write: ``QUERY()``, quotes, any case, ``ORDER BY``
        for ``ORDER_BY``, aliases (``INTERSECT`` → UNION, ``GET_SUBGRPAH`` → GET_SUBGRAPH) and
        the paper's labels, which expand to every r3 function they cover (``QUERY`` → GO,
        FETCH, LOOKUP, MATCH). An unknown name raises :class:`UserInputError` with a
        did-you-mean suggestion.
        """
        chosen: set[str] = set()
        for raw in _as_list(names):
            chosen.update(self._lookup(raw))
        return [name for name in self.functions if name in chosen]

    def subset(self, names: Iterable[str], *, paper_names: bool = False) -> str:
        """Assemble the chosen functions: CRUD ones under ``class CRUD():``, clauses under
        ``class SUBFUNCTION():``, each class only when it has a function, in library order.

        With ``paper_names`` the output uses the paper's labels and grouping (one ``QUERY``
        function holding GO, FETCH, LOOKUP and MATCH …), as :meth:`paper_text` does; ``names``
        may then be paper labels or r3 names. No names give an empty string.
        """
        if paper_names:
            return self._assemble_paper(self.paper_labels(names))
        return self._assemble(self.resolve(names))

    def paper_labels(self, names: Iterable[str]) -> list[str]:
        """The paper's labels for ``names`` (paper labels or r3 names), in the paper's order.

        Raises :class:`UserInputError` for unknown names, for r3 functions the paper has no
        label for (YIELD, PIPE, …) and for labels with no function in this dialect (Cypher has
        no SAMPLE).
        """
        groups = self.paper_groups()
        labels: set[str] = set()
        for raw in _as_list(names):
            key = _normalize(raw)
            label = _PAPER_BY_UPPER.get(key.upper())
            if label is None:
                for name in self._lookup(raw):
                    paper = PAPER_NAMES.get(name)
                    if paper is None:
                        raise UserInputError(
                            f"skeleton function {name!r} has no label in the paper's skeleton; "
                            f"paper labels for {self.dialect}: {', '.join(groups)}"
                        )
                    labels.add(paper)
                continue
            if label not in groups:
                raise UserInputError(
                    f"the paper's {label!r} has no {self.dialect} counterpart in {self.path.name}; "
                    f"paper labels for {self.dialect}: {', '.join(groups)}"
                )
            labels.add(label)
        return [label for label in _PAPER_ORDER if label in labels]

    def paper_groups(self) -> dict[str, list[str]]:
        """Paper label → the r3 functions it covers here, in the paper's order (labels with no
        function in this dialect are left out)."""
        groups: dict[str, list[str]] = {}
        for label in _PAPER_ORDER:
            members = [name for name in self.functions if PAPER_NAMES.get(name) == label]
            if members:
                groups[label] = members
        return groups

    def paper_text(self) -> str:
        """The whole skeleton in the paper's names and grouping (for paper-format data).

        Functions the paper has no label for (YIELD, PIPE, answer, …) are left out.
        """
        return self._assemble_paper(list(self.paper_groups()))

    def names_for(self, query: str | A.Script | A.Statement | QueryAnalysis) -> list[str]:
        """The functions a query uses: its statements and clauses (as found by
        :func:`r3.lang.analysis.analyze`) plus the free-text functions it calls, in library
        order. This is the r3-name counterpart of ``QueryAnalysis.paper_labels()``; a
        :class:`QueryAnalysis` alone cannot show ``answer()``/``summary()`` calls.
        """
        root: A.Script | A.Statement | None = None
        if isinstance(query, QueryAnalysis):
            analysis = query
        else:
            root = parse(query, dialect=self.dialect) if isinstance(query, str) else query
            analysis = analyze(root, self.dialect)
        chosen: set[str] = set()
        for kind in [*analysis.statements, *analysis.clauses]:
            name = self._statement_function(kind)
            if name is not None:
                chosen.add(name)
        if root is not None:
            for node in root.walk():
                if isinstance(node, A.FunctionCall):
                    name = self._by_upper().get(node.name.upper())
                    if name is not None and name in _FREE_TEXT_FUNCTIONS:
                        chosen.add(name)
        return [name for name in self.functions if name in chosen]

    # ------------------------------------------------------------------ internals
    def _by_upper(self) -> dict[str, str]:
        return {name.upper(): name for name in self.functions}

    def _lookup(self, raw: str) -> list[str]:
        key = _normalize(raw).upper()
        by_upper = self._by_upper()
        if key in by_upper:
            return [by_upper[key]]
        alias = _ALIASES.get(key)
        if alias is not None and alias in self.functions:
            return [alias]
        label = _PAPER_BY_UPPER.get(key)
        if label is not None:
            members = self.paper_groups().get(label)
            if members:
                return members
        known = [*self.functions, *self.paper_groups()]
        close = difflib.get_close_matches(key, [k.upper() for k in known], n=1, cutoff=0.6)
        hint = ""
        if close:
            suggestion = next(k for k in known if k.upper() == close[0])
            hint = f"; did you mean {suggestion!r}?"
        raise UserInputError(
            f"unknown skeleton function {raw!r} for {self.dialect}{hint} (known: {', '.join(self.functions)})"
        )

    def _statement_function(self, kind: str) -> str | None:
        """The function for an analysis statement/clause kind (``SHOW TAGS`` → SHOW):
        the longest leading run of its words that names a function or an alias."""
        words = kind.split()
        by_upper = self._by_upper()
        while words:
            key = "_".join(words).upper()
            name = by_upper.get(key) or _ALIASES.get(key)
            if name is not None and name in self.functions:
                return name
            words.pop()
        return None

    def _assemble(self, names: list[str]) -> str:
        crud = [self.functions[n].source for n in names if self.functions[n].kind == "crud"]
        clauses = [self.functions[n].source for n in names if self.functions[n].kind == "clause"]
        return _classes(crud, clauses)

    def _assemble_paper(self, labels: list[str]) -> str:
        groups = self.paper_groups()
        crud: list[str] = []
        clauses: list[str] = []
        for label in labels:
            members = [self.functions[name] for name in groups[label]]
            block = _render_group(label, members)
            (crud if label in PAPER_CRUD else clauses).append(block)
        return _classes(crud, clauses)


# --------------------------------------------------------------------------- loading


def default_skeleton_path(dialect: str = "ngql") -> Path:
    """Where the library file of ``dialect`` lives: ``skeletons/<Dialect.skeleton_file>`` at the
    repository root."""
    return Path(__file__).resolve().parents[2] / "skeletons" / get_dialect(dialect).skeleton_file


def load_skeleton(dialect: str = "ngql", *, path: str | Path | None = None) -> Skeleton:
    """Read and parse the skeleton library of ``dialect`` (or the file at ``path``).

    Raises :class:`UserInputError` naming ``file:line`` when the file is missing or breaks
    the library's rules (see :func:`parse_skeleton`).
    """
    name = get_dialect(dialect).name
    file = Path(path) if path is not None else default_skeleton_path(name)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as e:
        raise UserInputError(f"cannot read skeleton file {file}: {e.strerror or e}") from e
    return parse_skeleton(text, dialect=name, path=file)


def parse_skeleton(text: str, *, dialect: str = "ngql", path: str | Path = "<skeleton>") -> Skeleton:
    """Parse skeleton library text into a :class:`Skeleton`.

    Rules: valid Python with a ``class CRUD`` and a ``class SUBFUNCTION`` holding only
    functions; every function has a docstring (the syntax) and at least one ``# Example:``
    comment line; names are unique across both classes, ignoring case.
    """
    file = Path(path)
    try:
        module = ast.parse(text, filename=str(file))
    except SyntaxError as e:
        raise UserInputError(f"{file}:{e.lineno}: skeleton file is not valid Python: {e.msg}") from e
    lines = text.splitlines()
    comments = _comments(text, file)

    classes = {node.name: node for node in module.body if isinstance(node, ast.ClassDef)}
    for required in _CLASS_KINDS:
        if required not in classes:
            raise UserInputError(f"{file}: skeleton file has no `class {required}()`")

    # Where each function's text may extend to: up to the next top-level or class-level node.
    starts = sorted(
        [_start_line(n) for n in module.body]
        + [_start_line(n) for c in classes.values() for n in c.body]
        + [len(lines) + 1]
    )

    functions: dict[str, SkeletonFunction] = {}
    seen: dict[str, str] = {}
    for class_name, kind in _CLASS_KINDS.items():
        for node in classes[class_name].body:
            if not isinstance(node, ast.FunctionDef):
                raise UserInputError(
                    f"{file}:{node.lineno}: `class {class_name}` may only hold functions (skeleton pieces)"
                )
            fn = _function(node, kind, lines, comments, starts, file)
            upper = fn.name.upper()
            if upper in seen:
                raise UserInputError(
                    f"{file}:{fn.line}: skeleton function {fn.name!r} clashes with {seen[upper]!r} "
                    "(names are unique across CRUD and SUBFUNCTION, ignoring case)"
                )
            seen[upper] = fn.name
            functions[fn.name] = fn
    return Skeleton(dialect=get_dialect(dialect).name, path=file, functions=MappingProxyType(functions))


def _start_line(node: ast.stmt) -> int:
    decorated = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    decorators = node.decorator_list if isinstance(node, decorated) else []
    return min([node.lineno, *(d.lineno for d in decorators)])


def _comments(text: str, file: Path) -> dict[int, str]:
    """Line number → the text of the ``#`` comment on that line (``#`` and spaces stripped)."""
    found: dict[int, str] = {}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                found[tok.start[0]] = tok.string[1:].strip()
    except (tokenize.TokenError, SyntaxError) as e:
        raise UserInputError(f"{file}: skeleton file cannot be tokenized: {e}") from e
    return found


def _function(
    node: ast.FunctionDef,
    kind: Kind,
    lines: list[str],
    comments: dict[int, str],
    starts: list[int],
    file: Path,
) -> SkeletonFunction:
    first = _start_line(node)
    docstring = ast.get_docstring(node, clean=True)
    if not docstring:
        raise UserInputError(f"{file}:{first}: skeleton function {node.name!r} has no docstring (its syntax)")
    extra = [s for s in node.body[1:] if not isinstance(s, ast.Pass)]
    if extra:
        raise UserInputError(
            f"{file}:{extra[0].lineno}: skeleton function {node.name!r} may only hold a docstring and comments"
        )
    # The function's text runs to the line before the next node, minus trailing blank lines
    # and comments that are not indented into the function (a comment heading the next class).
    limit = next(s for s in starts if s > node.lineno) - 1
    body_indent = node.col_offset + 1
    last = node.end_lineno or node.lineno
    for number in range(last + 1, limit + 1):
        line = lines[number - 1]
        if line.strip() and len(line) - len(line.lstrip()) >= body_indent:
            last = number
    doc_end = node.body[0].end_lineno or node.lineno
    comment_lines: list[str] = []
    examples: list[str] = []
    for number in range(doc_end + 1, last + 1):
        comment = comments.get(number)
        if comment is None:
            continue
        head, sep, rest = comment.partition(":")
        if sep and head.strip().lower() == "example":
            if rest.strip():
                examples.append(rest.strip())
        else:
            comment_lines.append(comment)
    if not examples:
        raise UserInputError(f"{file}:{first}: skeleton function {node.name!r} has no `# Example:` line")
    return SkeletonFunction(
        name=node.name,
        kind=kind,
        syntax=docstring,
        comment=" ".join(comment_lines),
        examples=tuple(examples),
        source="\n".join(lines[first - 1 : last]),
        line=first,
    )


# --------------------------------------------------------------------------- assembly


def _classes(crud: list[str], clauses: list[str]) -> str:
    parts = []
    if crud:
        parts.append(f"class {CRUD_CLASS}():\n" + "\n\n".join(crud))
    if clauses:
        parts.append(f"class {CLAUSE_CLASS}():\n" + "\n\n".join(clauses))
    return "\n\n".join(parts) + ("\n" if parts else "")


def _map_examples(fn: SkeletonFunction, change: Callable[[str], str | None]) -> SkeletonFunction:
    examples: list[str] = []
    lines: list[str] = []
    for line in fn.source.splitlines():
        found = _EXAMPLE_LINE.match(line)
        if found is None:
            lines.append(line)
            continue
        new = change(line[found.end() :].strip())
        if new is not None:
            examples.append(new)
            lines.append(f"{found.group(0)} {new}")
    return replace(fn, examples=tuple(examples), source="\n".join(lines))


def _render_group(label: str, members: list[SkeletonFunction]) -> str:
    """One paper function (``def QUERY(self):``) holding the syntax, comments and examples
    of every r3 function it covers."""
    pad = " " * 8
    syntax: list[str] = []
    notes: list[str] = []
    for i, fn in enumerate(members):
        if i:
            syntax.append("")
        syntax.extend(pad + line if line.strip() else "" for line in fn.syntax.splitlines())
        if fn.comment:
            prefix = f"{fn.name}: " if len(members) > 1 else ""
            notes.append(f"{pad}# {prefix}{fn.comment}")
        notes.extend(f"{pad}# Example: {example}" for example in fn.examples)
    return "\n".join([f"    def {label}(self):", f'{pad}"""', *syntax, f'{pad}"""', *notes])


def _normalize(raw: str) -> str:
    """``"'ORDER BY()'"`` → ``ORDER_BY``: quotes, ``self.``, ``()`` and spacing removed."""
    name = raw.strip().strip("'\"`").strip()
    if name.startswith("self."):
        name = name[len("self.") :]
    if name.endswith(")"):
        open_at = name.rfind("(")
        if open_at > 0:
            name = name[:open_at]
    name = name.strip().strip("'\"`").strip()
    return "_".join(name.replace("-", " ").split())


def _as_list(names: Iterable[str]) -> list[str]:
    """A lone string is one name (not an iterable of characters)."""
    return [names] if isinstance(names, str) else list(names)
