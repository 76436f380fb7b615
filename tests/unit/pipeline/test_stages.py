"""Stage kinds are registries (``STAGES[stage].get(kind)``), the offline selection's dry run
is the pipeline's Checker, and the shared English words of :mod:`r3.retrieval.english_words`."""

from __future__ import annotations

import pytest

from r3.demo import demo_schema
from r3.errors import UserInputError
from r3.pipeline.checks import Checker
from r3.pipeline.config import load_config
from r3.pipeline.offline.select import Candidate, dry_run
from r3.pipeline.types import (
    ANSWERERS,
    REFINERS,
    RERANKERS,
    REWRITERS,
    STAGES,
)
from r3.retrieval.english_words import STOPWORDS, light_stem, stem, strip_suffix


def test_every_stage_lists_its_built_in_kinds() -> None:
    assert RERANKERS.names()[:3] == ("offline", "model", "none")
    assert REWRITERS.names()[:3] == ("offline", "model", "none")
    assert REFINERS.names()[:3] == ("offline", "model", "hybrid")
    assert ANSWERERS.names()[:3] == ("template", "model", "none")
    assert set(STAGES) == {"reranker", "rewriter", "refiner", "answer"}
    assert REFINERS.get("hybrid").needs_model and not REFINERS.get("offline").needs_model


@pytest.mark.parametrize("stage", ["reranker", "rewriter", "refiner", "answer"])
def test_an_unknown_kind_is_the_registry_s_one_line(stage: str) -> None:
    with pytest.raises(UserInputError, match=rf"^unknown {stage} kind 'nope'; known: "):
        load_config("offline", overrides={f"{stage}.kind": "nope"})


def test_a_kind_is_read_in_any_case() -> None:
    assert load_config("offline", overrides={"refiner.kind": "Offline"}).refiner.kind == "offline"


def test_the_offline_dry_run_is_the_checker() -> None:
    schema = demo_schema()
    bad = Candidate('GO FROM "x" OVER likes YIELD likes._dst', "demo")
    dry_run(bad, None, schema, space="demo")
    outcome = Checker(
        schema, "ngql", mode="validate", runner=None, strict_names=False, on_warnings=False
    ).check(bad.query)
    assert bad.executed_ok is False and bad.error.startswith("invalid: ") and outcome.status == "schema"
    broken = Candidate("GO FROM", "demo")
    dry_run(broken, None, schema, space="demo")
    assert broken.executed_ok is False and broken.error.startswith("syntax: ")
    write = Candidate('INSERT VERTEX player(name, age) VALUES "p9":("Ann", 30)', "demo")
    dry_run(write, None, schema, space="demo")
    assert write.executed_ok and write.rows == 0 and write.notes == ["write: validated, not run"]


def test_one_stemmer_and_one_stop_word_base() -> None:
    assert light_stem("likes") == light_stem("liked") == light_stem("liking") == "lik"
    assert light_stem("'tim's'", possessive=True) == "tim"
    assert strip_suffix("quickly", ("ly",)) == "quick"
    assert stem("movies") == stem("movie") == "movi" and stem("wrote") == "writ"
    assert {"the", "who", "please"} <= STOPWORDS
