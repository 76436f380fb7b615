"""Prompt texts (package data) and the section format every stage prompt uses.

Why tagged sections: the paper's prompts are sequences of ``[tag]:`` sections (``[task]:``,
``[query]:``, ``[schema]:``, ``[skeleton]:``, ``[output]:`` for the reranker; ``[schema]:``,
``[skeleton]:``, ``[related_item]:``, ``[note]:``, ``[output_format]:``, ``[input]:``,
``[output]:`` for the refiner). Models fine-tuned on the paper's data expect exactly that
order and those tags, so the prompt builders assemble sections and nothing else; the words
of the instructions live in ``*.txt`` files beside this module, read on first use.

A one-line body follows its tag (``[query]:Who …``); a multi-line body (a schema) starts on
the next line. An empty body leaves the tag alone on its line (``[output]:``).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from r3.errors import UserInputError
from r3.lang.dialects import get_dialect


@cache
def prompt_text(name: str) -> str:
    """The text of ``prompts/<name>.txt`` without its final newline."""
    try:
        text = resources.files(__package__).joinpath(f"{name}.txt").read_text(encoding="utf-8")
    except FileNotFoundError as e:
        raise UserInputError(f"prompt {name!r} not found in r3/pipeline/prompts") from e
    return text.rstrip("\n")


def section(tag: str, body: str = "", *, block: bool = False) -> str:
    """``[tag]:body``; a multi-line body (or any non-empty one with ``block``) starts on the
    line after the tag."""
    body = body.strip("\n")
    if "\n" in body or (block and body):
        return f"[{tag}]:\n{body}"
    return f"[{tag}]:{body}"


def join_sections(parts: list[str]) -> str:
    """Sections one after the other, one per line block."""
    return "\n".join(p for p in parts if p)


def language_name(dialect: str) -> str:
    """``nGQL``, ``Cypher`` …: how prompts name the query language (``Dialect.display_name``)."""
    return get_dialect(dialect).display_name


__all__ = ["join_sections", "language_name", "prompt_text", "section"]
