"""Which statements write: the one answer for the engine, the adapters, the validator and the API.

Why one module: a generated query runs read-only by default, and the embedded engine, the
NebulaGraph/LadybugDB adapters, the pipeline's checks, the HTTP service, the validator and
``r3 lint --read-only`` all have to refuse the same statements. They used to keep their own
tables, which drifted; now they all ask here.

The rules:

- the nGQL statements in :data:`WRITE_STATEMENTS` and the Cypher clauses in
  :data:`WRITE_CLAUSES` write;
- an admin command writes unless its first word is a read verb (:data:`READ_ADMIN_WORDS`); a
  command with no words at all counts as a write (nothing says it is safe);
- ``PROFILE`` runs its body, so a write under it writes; ``EXPLAIN`` only plans its body, so
  by default it does not. ``explained=True`` counts writes under ``EXPLAIN`` too: the
  validator and ``r3 lint`` flag them (the text is still a write statement the user should
  not be shown as read-only), while the engine and the adapters run such an EXPLAIN.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from r3.errors import QueryError
from r3.lang import ast as A
from r3.lang.parser import parse

#: nGQL statements that change data or schema.
WRITE_STATEMENTS: tuple[type[A.Statement], ...] = (
    A.InsertVertex,
    A.InsertEdge,
    A.UpdateVertex,
    A.UpdateEdge,
    A.DeleteVertex,
    A.DeleteEdge,
    A.DeleteTag,
    A.CreateSpace,
    A.CreateSchema,
    A.AlterSchema,
    A.CreateIndex,
    A.Drop,
)

#: Cypher clauses that change data, with the keyword that starts them.
WRITE_CLAUSES: dict[type[A.Node], str] = {
    A.CreateClause: "CREATE",
    A.MergeClause: "MERGE",
    A.SetClause: "SET",
    A.RemoveClause: "REMOVE",
    A.DeleteClause: "DELETE",
    # Not a write, but it reads files and URLs outside the graph: read-only mode refuses it.
    A.LoadCsv: "LOAD CSV",
}

#: Every AST node type that writes by itself (admin commands are decided by their words).
WRITE_NODES: tuple[type[A.Node], ...] = (*WRITE_STATEMENTS, *WRITE_CLAUSES)

#: First words of admin commands that only read.
READ_ADMIN_WORDS = frozenset({"SHOW", "DESCRIBE", "DESC", "EXPLAIN"})

#: The CRUD verbs (:mod:`r3.lang.analysis` vocabulary) that name a write.
WRITE_CRUD = frozenset(
    {"INSERT", "UPDATE", "UPSERT", "DELETE", "CREATE", "ALTER", "DROP", "MERGE", "SET", "REMOVE"}
)


def admin_writes(command: A.AdminCommand) -> bool:
    """Whether an admin command (SUBMIT JOB, CREATE USER, …) may change something."""
    return not command.words or command.words[0].upper() not in READ_ADMIN_WORDS


def own_writes(node: A.Node) -> list[A.Node]:
    """The writes ``node`` makes by itself: the node for a write statement or a writing admin
    command, the write clauses of a clause query, else nothing.

    Containers (scripts, pipes, assignments, set operations, EXPLAIN) are not looked into:
    :func:`write_statements` walks them, and the validator walks them itself.
    """
    if isinstance(node, WRITE_NODES) or (isinstance(node, A.AdminCommand) and admin_writes(node)):
        return [node]
    if isinstance(node, A.CypherQuery):
        return [c for c in node.clauses if isinstance(c, tuple(WRITE_CLAUSES))]
    return []


def write_statements(tree: A.Node, *, explained: bool = False) -> list[A.Node]:
    """The write statements (and Cypher write clauses) anywhere in ``tree``.

    A ``PROFILE`` body runs, so its writes count; an ``EXPLAIN`` body is only planned, so its
    writes count only with ``explained=True`` (see the module doc for who wants which).
    """
    return list(_walk(tree, explained))


def _walk(tree: A.Node, explained: bool) -> Iterator[A.Node]:
    stack: list[A.Node] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, A.Explain) and not node.profile and not explained:
            continue
        if isinstance(node, WRITE_NODES) or (isinstance(node, A.AdminCommand) and admin_writes(node)):
            yield node
        if isinstance(node, (A.Script, A.Statement, A.Clause, A.Explain)):
            stack.extend(node.children())


def write_name(node: A.Node) -> str:
    """What a write is called in a refusal: ``INSERT VERTEX``, ``SUBMIT JOB``, ``DELETE`` …"""
    if isinstance(node, A.AdminCommand) and node.words:
        return " ".join(str(w) for w in node.words[:2]).upper()
    name = type(node).__name__.removesuffix("Clause")
    return " ".join(re.findall(r"[A-Z][a-z]*", name)).upper() or name


def parsed_writes(query: str, dialect: str, *, explained: bool = False) -> list[A.Node] | None:
    """The writes in query text, or None when r3's parser cannot read it.

    None leaves the decision to the caller: a live adapter scans the words (the server may
    know syntax r3 does not), the API lets the pipeline's own verdict stand.
    """

    try:
        script = parse(query, dialect)
    except (QueryError, RecursionError):
        return None
    return write_statements(script, explained=explained)


__all__ = [
    "READ_ADMIN_WORDS",
    "WRITE_CLAUSES",
    "WRITE_CRUD",
    "WRITE_NODES",
    "WRITE_STATEMENTS",
    "admin_writes",
    "own_writes",
    "parsed_writes",
    "write_name",
    "write_statements",
]
