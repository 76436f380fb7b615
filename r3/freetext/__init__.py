"""SUQL's free-text functions ``answer(text, question)`` and ``summary(text)``, executed.

Why a package of its own: the functions parse in both dialects and run on every backend,
but no database can call r3's model. This package splits such a query into the structural
part the database runs and the free-text part r3 evaluates on the returned rows
(:mod:`~r3.freetext.split`, :mod:`~r3.freetext.dnf`), evaluates it lazily and cheaply
(:mod:`~r3.freetext.executor`), calls the answerer in bounded batches with a cache and a
budget (:mod:`~r3.freetext.calls`, :mod:`~r3.freetext.answer_cache`), and defines who answers
(:mod:`~r3.freetext.answerers`: any language model, or the offline lexical baseline).
"""

from r3.freetext.answer_cache import FreeTextCache
from r3.freetext.answerers import (
    Answerer,
    FreeTextRequest,
    LexicalAnswerer,
    ModelAnswerer,
    is_yes_no,
    make_answerer,
    normalize_answer,
)
from r3.freetext.calls import Budget, CallStats
from r3.freetext.executor import FreeTextBudgetError, FreeTextExecutor, FreeTextResult

__all__ = [
    "Answerer",
    "Budget",
    "CallStats",
    "FreeTextBudgetError",
    "FreeTextCache",
    "FreeTextExecutor",
    "FreeTextRequest",
    "FreeTextResult",
    "LexicalAnswerer",
    "ModelAnswerer",
    "is_yes_no",
    "make_answerer",
    "normalize_answer",
]
