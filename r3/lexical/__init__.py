"""Words related through real lexical resources: WordNet 3.0 and CC-CEDICT (issue 23 §3).

Why a package of its own: the offline stages (profile, understanding) and the confidence
all ask one question — does this question word speak of that schema name? — and a hand list
of concepts only covers the domains its author thought of. :mod:`.sources` reads the
resources (their licences are named there), :mod:`.store` keeps a prebuilt SQLite index in
r3's cache, :mod:`.fetch` downloads and builds it (``r3 models fetch lexicon``), and
:mod:`.relate` answers (``related``, ``relatedness``, ``chinese_words``). Without the index
every answer is "nothing related" and :func:`note` says so.
"""

from r3.lexical.relate import (
    chinese_of,
    chinese_words,
    default_index,
    glosses,
    lemmas,
    name_words,
    note,
    noun_kind,
    related,
    relatedness,
    word_relatedness,
)

__all__ = [
    "chinese_of",
    "chinese_words",
    "default_index",
    "glosses",
    "lemmas",
    "name_words",
    "note",
    "noun_kind",
    "related",
    "relatedness",
    "word_relatedness",
]
