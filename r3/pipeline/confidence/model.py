"""The confidence of an answer from its facts: one fitted, monotone logistic model
(:func:`features`, :data:`WEIGHTS`, :data:`PRIORS`, :data:`BIAS`) and the reasons people read."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from r3.contracts.aliases import Aliases
from r3.contracts.schema import SpaceSchema
from r3.pipeline.confidence.facts import CheckFacts, Facts, gather
from r3.pipeline.confidence.words import Lexicon, counted
from r3.pipeline.types import Origin


@dataclass
class Assessment:
    """The confidence of an answer and why (short lines for people)."""

    confidence: float
    reasons: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- the model

#: The composer's question shapes (:mod:`r3.understand.compose`), one feature each: how
#: often a composed reading of a shape is right differs by shape (a property lookup more often
#: than a count or a subgraph). Every label :attr:`r3.understand.intent.Intent.shape` can give
#: and every shape of :data:`r3.understand.shapes.SHAPES` is here (a test checks it).
SHAPES = (
    "property",
    "one-hop",
    "reverse",
    "two-hop",
    "filter-hop",
    "aggregate",
    "comparison",
    "count",
    "top-k",
    "both",
    "negation",
    "path",
    "subgraph",
    "entities",
    "group",
    "times",
    "edges",
    "edge_values",
    "pairs",
    "edge_filter",
    "fan",
    "between",
    "peers",
)


def features(f: Facts) -> dict[str, float]:
    """The model's inputs (each 0/1 or a bounded number); :data:`WEIGHTS` weighs them."""
    o = f.origin
    demo = o.source in ("demo", "synth")
    margin = None if o.score is None or o.runner_up is None else o.score - o.runner_up
    share = len(f.missing) / f.judged if f.judged else 0.0
    # The composer's own reading (:mod:`r3.understand.explained`): its content words (by this
    # package's stop and operator lists) that no item the chosen reading uses explains.
    read = [w for w in o.read_words if counted(w)]
    unexplained = [w for w in o.unexplained if counted(w)]
    return {
        "demo": float(demo),
        "demo_similarity": (o.similarity or 0.0) if demo else 0.0,
        "synth": float(o.source == "synth"),
        "composed": float(o.source == "composed"),
        "composed_prior": min(max(o.prior or 0.0, 0.0), 1.5) if o.source == "composed" else 0.0,
        "model": float(o.source == "model"),
        "uncovered_share": share,
        "uncovered_any": float(bool(f.missing)),
        "no_words": float(f.judged == 0),
        "unjudged": float(min(f.unjudged, 2)),
        "names_unused": float(f.names > f.names_used),
        "no_names": float(f.names == 0),
        "fuzzy_name": float(f.names_fuzzy > 0),
        "mismatch": float(o.mismatch > 0),
        "variant": float(o.variant),
        "empty": float(f.ran is True and f.rows == 0),
        "not_run": float(f.ran is not True),
        "echo": float(f.echo),
        "repaired": float(f.repaired),
        "split_vote": float(f.split_vote),
        "tie": float(margin is not None and margin < 0.1),
        "near": float(margin is not None and 0.1 <= margin < 0.3),
        "margin": 0.0 if margin is None else min(max(margin, 0.0), 3.0),
        # Round 6: the margin's first half point says more than its third (a diminishing return).
        "margin_root": 0.0 if margin is None else math.sqrt(min(max(margin, 0.0), 3.0)),
        "no_rival": float(o.runner_up is None),
        "agreeing": float(min(o.agreeing, 3)),
        "answer_fit": o.answer_fit or 0.0,
        "rivals": float(min(o.rivals, 5)),
        "score": min(max(o.score or 0.0, -2.0), 5.0),
        "words": float(min(f.judged, 8)),
        "rows_log": math.log1p(f.rows or 0),
        "one_row": float(f.rows == 1),
        "unmet_any": float(bool(f.unmet)),
        "numbers_unused": float(min(f.numbers_unused, 2)),
        "kind_mismatch": float(f.kind_mismatch),
        "same_tag_one_way": float(f.one_way_same_tag),
        "unexplained_any": float(bool(unexplained)),
        "unexplained_share": len(unexplained) / len(read) if read else 0.0,
        # Round 6: how much the composer had to read (the more content words, the more
        # readings), how long the walk is, and whether its length is left open.
        "read_words": float(min(len(read), 8)),
        # The composer's own unexplained words, uncut by this package's lists (the count that
        # fell least short leave-one-graph-out; the share above is cut).
        "unexplained_count": float(min(len(o.unexplained), 4)),
        # Where no composer read the question (a model's or a demonstration's query), the
        # uncovered words stand in for its unexplained ones (hand-set: :data:`PRIORS`).
        "uncovered_share_unread": share if o.source != "composed" else 0.0,
        "uncovered_count_unread": float(min(len(f.missing), 4)) if o.source != "composed" else 0.0,
        "steps": float(min(f.steps, 3)),
        "variable_length": float(f.variable_length),
        # Round 7: ten rows or more (right 21 % of such answers on round 6's material against
        # 66 % otherwise: more than rows_log's slope says; 19 % of 137 against 68 % at the
        # refit), unexplained words that name a schema item (a missed part of the question,
        # apart from filler words: right 51 % of 770 against 72 %, yet not weighted — with it
        # leave-one-graph-out fell 0.8 points more short: unexplained_count already carries
        # it), and a comparison of the question's named entities (right 98 % of 42; 49 of 49
        # at the refit).
        "many_rows": float((f.rows or 0) >= 10),
        "unexplained_named": float(min(f.unexplained_named, 3)),
        "compares_named": float(f.compares_named),
        **{f"shape:{shape}": float(shape in o.shapes[:1]) for shape in SHAPES},
    }


#: Fitted weights of :func:`features` (``eval/bench_confidence.py --fit``: the model
#: ``SHIPPED`` there — every feature but ``unexplained_named``, L2 10, **monotone**: a fact
#: whose fitted weight goes against its meaning, such as an echoed answer or agreeing
#: candidates on nba's conventions, is dropped and the rest refitted —, every graph weighted
#: equally, on 2601 answers over 48 graphs, each answered leave-one-graph-out with the composer
#: of 3befd95 (2026-12-04): nl2gql dev, eval/unseen, eval/holdout, eval/devshapes …
#: devshapes20 and eval/transpile_fresh; round 7 added many_rows and compares_named —
#: unexplained_named is a feature but carries no weight: leave-one-graph-out fell 0.8 points
#: less short without it —; shapes with fewer than 20 answers there are not fitted). Chosen
#: because it fell least short of both targets when fitted on the other graphs and applied to
#: each (``--logo``). A positive weight raises the confidence.
WEIGHTS: dict[str, float] = {
    "agreeing": 0.003,
    "compares_named": 4.232,
    "composed_prior": 2.812,
    "many_rows": -2.085,
    "margin": -0.775,
    "margin_root": 2.169,
    "names_unused": -0.743,
    "no_names": -0.499,
    "no_rival": 0.41,
    "no_words": -1.147,
    "numbers_unused": -0.562,
    "one_row": -0.462,
    "read_words": -0.08,
    "rivals": 0.037,
    "rows_log": -0.348,
    "same_tag_one_way": -0.76,
    "score": -0.043,
    "shape:aggregate": 0.523,
    "shape:both": 2.276,
    "shape:comparison": 0.355,
    "shape:count": 0.032,
    "shape:edge_filter": 0.593,
    "shape:edge_values": -0.461,
    "shape:edges": 0.909,
    "shape:entities": -0.578,
    "shape:fan": -0.192,
    "shape:filter-hop": -0.067,
    "shape:group": 2.42,
    "shape:negation": 0.825,
    "shape:one-hop": -0.517,
    "shape:pairs": 1.604,
    "shape:path": 0.002,
    "shape:peers": 2.443,
    "shape:property": -0.054,
    "shape:reverse": 1.131,
    "shape:subgraph": -1.462,
    "shape:top-k": 0.369,
    "shape:two-hop": 0.806,
    "steps": -0.891,
    "uncovered_any": -0.393,
    "uncovered_share": -0.887,
    "unexplained_any": -0.027,
    "unexplained_count": -0.238,
    "unmet_any": -0.269,
    "variable_length": -0.859,
    "variant": 1.23,
    "words": -0.09,
}
#: Hand-set weights (not fitted) of facts too rare on the development material to fit — fewer
#: than 20 answers there: strict leave-one-graph-out rarely picks a demonstration, and no model
#: wrote a query. Signs and sizes follow the reading of each fact: a demonstration counts like
#: a composed reading, more the closer it is; a misfit, a repair, a split vote, an unchecked
#: Chinese word or a query not run cost.
PRIORS: dict[str, float] = {
    # nl2gql dev's many empty gold results make a fit reward an empty answer (it is right
    # there 2 times in 3; on eval/unseen and eval/holdout 0 of 2): an artifact, so hand-set
    # below a one-row answer.
    "empty": -2.4,
    # A demonstration stands in for the composed reading's own evidence: the fitted weight of
    # "composed_prior", its similarity in the prior's place; a model's query
    # has no candidate score or rival at all: a clean one (every word covered, one row
    # returned) lands just above the threshold. Set again with every refit.
    # "composed" is not fitted: nearly every development answer is composed, so its weight
    # and the bias are one number; the bias is the composed reading's baseline.
    "composed": 0.0,
    "demo": 0.0,
    "demo_similarity": 2.81,
    "synth": -0.3,
    "model": 1.86,
    "mismatch": -0.8,
    "not_run": -0.5,
    "repaired": -0.6,
    "split_vote": -0.4,
    "unjudged": -0.4,
    # Rows of another kind than asked (a count that is no number, a "who" answered with
    # numbers): fewer than 20 answers of the development material; costs like a misfit.
    "kind_mismatch": -0.8,
    # Rows that only repeat the entity asked about: the monotone fit drops it (43 % of such
    # answers are right here: nba golds that return the named player itself); hand-set small.
    "echo": -0.6,
    # A name the linker matched only fuzzily: right 14 of 46 times on round 5's answers, yet the
    # monotone fit gives it a positive weight beside the other facts (dropped); hand-set at
    # about its round-4 fitted size.
    "fuzzy_name": -0.1,
    # A query no composer read (a model's, a demonstration's) has no unexplained words: its
    # uncovered words count once more, as unexplained ones would (the fitted weights of
    # unexplained_share and unexplained_count; round 6: the fit on composed answers splits the
    # words' evidence between the two readers, so a model query that misses a word would
    # otherwise lose less than its rows' count costs). Set again with every refit (round 7:
    # unexplained_share's fitted weight is 0, so the share counts nothing once more).
    "uncovered_share_unread": 0.0,
    "uncovered_count_unread": -0.24,
}
#: The fitted bias, shifted so that the decision point (wrong answers flagged ≥ 85 % on the
#: development material) lands on the default threshold, 0.55.
BIAS = -1.081


def rate(f: Facts, weights: Mapping[str, float] | None = None, bias: float | None = None) -> Assessment:
    """The confidence of an answer from its facts, and the reasons people read."""
    w = {**PRIORS, **WEIGHTS} if weights is None else weights
    x = features(f)
    z = (BIAS if bias is None else bias) + sum(w.get(k, 0.0) * v for k, v in x.items())
    confidence = 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))
    return Assessment(round(confidence, 3), _reasons(f))


def _reasons(f: Facts) -> list[str]:
    o = f.origin
    out: list[str] = []
    if o.source in ("demo", "synth"):
        what = "synthesized demonstration" if o.source == "synth" else "demonstration"
        about = " " + ", ".join(o.ids[:3]) if o.ids else ""
        about += f' ("{_cut(o.question)}")' if o.question else ""
        out.append(f"adapted from {what}{about}, similarity {o.similarity or 0.0:.2f}")
    elif o.source == "composed":
        out.append(
            f"composed from the pattern {', '.join(o.shapes[:3]) or '?'} (no demonstration of this shape)"
        )
    elif o.source == "model":
        out.append("written by the refiner model")
    else:
        out.append("origin of the query unknown")
    if f.missing:
        shown = ", ".join(f"'{m}'" for m in f.missing[:6])
        out.append(f"the query covers {f.judged - len(f.missing)} of {f.judged} key words; not {shown}")
    elif f.judged:
        out.append(f"the query covers every key word ({f.judged})")
    if f.unjudged:
        out.append(f"{f.unjudged} Chinese word(s) could not be checked against the schema (no lexicon)")
    if f.names > f.names_used:
        out.append(f"the query uses {f.names_used} of the {f.names} names the question mentions")
    if f.names_fuzzy:
        out.append(
            f"{f.names_fuzzy} name(s) the query writes were matched only fuzzily (a typo or a part of the name)"
        )
    if o.mismatch > 0:
        out.append("the demonstration did not fit cleanly (names or numbers left unmatched)")
    if f.ran is not True:
        out.append("the query was not run (only checked against the schema)")
    elif f.rows == 0:
        out.append("the query ran but returned no rows")
    elif f.rows is not None:
        out.append(f"the query ran and returned {f.rows} row{'s' if f.rows != 1 else ''}")
    if f.unmet:
        out.append(f"the question asks for {', '.join(f.unmet)} and the query does not do it")
    if f.kind_mismatch:
        out.append("the rows hold another kind of value than the question asks for")
    if f.one_way_same_tag:
        out.append(
            "the relation joins two vertices of one tag: its direction was read from the words (check it)"
        )
    if f.numbers_unused:
        out.append(f"the query does not use {f.numbers_unused} number(s) the question writes")
    if f.echo:
        out.append("the rows only repeat the names the question mentions")
    if f.repaired:
        out.append("the repair loop had to step in (an earlier candidate failed its checks)")
    if o.score is not None and o.runner_up is not None:
        margin = o.score - o.runner_up
        if margin < 0.3:
            out.append(f"the runner-up candidate (other rows) scored close behind (margin {margin:.2f})")
    if o.agreeing:
        out.append(f"{o.agreeing} other candidate(s) returned the same rows")
    if f.split_vote:
        out.append("the self-consistency samples disagreed")
    return out


def _cut(text: str, n: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def assess(
    question: str,
    space: SpaceSchema,
    query: str,
    *,
    dialect: str = "ngql",
    origin: Origin | None = None,
    links: Sequence[Any] | None = None,
    lexicon: Lexicon | None = None,
    aliases: Aliases | None = None,
    checks: CheckFacts | None = None,
) -> tuple[Assessment, Facts]:
    """The confidence of ``query`` as the answer to ``question`` and the facts behind it."""
    facts = gather(
        question,
        space,
        query,
        dialect=dialect,
        origin=origin,
        links=links,
        lexicon=lexicon,
        aliases=aliases,
        checks=checks,
    )
    return rate(facts), facts


def status_for(confidence: float, threshold: float) -> str:
    """``ok`` from the threshold, ``uncertain`` below it."""
    return "ok" if confidence >= threshold else "uncertain"
