"""The evaluation harness end to end on a tiny graph written here: systems, metrics, cache, CLI, reports.

The graph (space ``mini``)::

    alice:person{Alice,30} -knows(2010)-> bob:person{Bob,25} -knows(2011)-> carol:person{Carol,30}
    lyon:city{Lyon}
"""

from __future__ import annotations

import json
import re
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from helpers import write_graphs, write_jsonl

from r3.cli import cli
from r3.errors import UserInputError
from r3.eval.compare import compare_runs
from r3.eval.harness import EngineBackend, EvalSettings, EvaluationInterrupted, SystemEvaluator, final_line
from r3.eval.metrics.exact import CROSS_BACKEND_RULE
from r3.eval.metrics.item import Execution
from r3.eval.replay import Replayer
from r3.eval.report import markdown, write_report
from r3.eval.systems import (
    SYSTEMS,
    GoldSystem,
    PerturbedGold,
    Prediction,
    SystemContext,
    available_systems,
    build_system,
    register_system,
)
from r3.lang import ast as A

pytestmark = pytest.mark.quick

GRAPH = """
CREATE SPACE mini (vid_type = FIXED_STRING(16));
USE mini;
CREATE TAG person(name string, age int);
CREATE TAG city(name string);
CREATE EDGE knows(since int);
CREATE TAG INDEX person_age ON person(age);
INSERT VERTEX person(name, age) VALUES "alice":("Alice", 30), "bob":("Bob", 25), "carol":("Carol", 30);
INSERT VERTEX city(name) VALUES "lyon":("Lyon");
INSERT EDGE knows(since) VALUES "alice"->"bob":(2010), "bob"->"carol":(2011);
"""


def row(rid: str, question: str, gold: str, result: Any, lang: str | None = "en") -> dict[str, Any]:
    r = {"id": rid, "space": "mini", "question": question, "gold": gold, "gold_result": result}
    if lang:
        r["lang"] = lang
    return r


ROWS = [
    row("go", "Whom does alice know?", 'GO FROM "alice" OVER knows YIELD knows._dst AS d', ['["bob"]']),
    row(
        "ordered",
        "People by age",
        "LOOKUP ON person WHERE person.age > 0 YIELD id(vertex) AS id, person.age AS age | ORDER BY $-.age",
        ['["bob", 25]', '["alice", 30]', '["carol", 30]'],
    ),
    row(
        "fetch",
        "Alice's properties",
        'FETCH PROP ON person "alice" YIELD properties(vertex) AS p',
        "['[{name: \"Alice\", age: 30}]']",
    ),
    row("insert", "carol knows alice now", 'INSERT EDGE knows(since) VALUES "carol"->"alice":(2012)', []),
    row("sees-insert", "Whom does Carol know?", 'GO FROM "carol" OVER knows YIELD knows._dst', ['["alice"]']),
    row("unrepro", "Whom does alice know?", 'GO FROM "alice" OVER knows YIELD knows._dst', ['["zed"]']),
    row(
        "zh",
        "谁认识 bob?",
        'MATCH (v:person)-[:knows]->(w) WHERE id(w) == "bob" RETURN id(v)',
        ['["alice"]'],
        lang=None,
    ),
]


@pytest.fixture(scope="module")
def graphs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_graphs(tmp_path_factory.mktemp("graphs"), {"mini": GRAPH})


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_jsonl(tmp_path_factory.mktemp("data") / "mini.jsonl", ROWS)


def evaluator(graphs: Path, **settings: Any) -> SystemEvaluator:
    settings.setdefault("cache_dir", None)
    s = EvalSettings(graphs_dir=graphs, **settings)
    return SystemEvaluator(EngineBackend(graphs, ROWS, writes="prepared", timeout_s=10), settings=s)


def by_id(run: Any) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for r in run.records}


# --------------------------------------------------------------------------- systems


def test_gold_scores_100_where_the_engine_reproduces_gold(graphs: Path) -> None:
    run = evaluator(graphs).run(ROWS, GoldSystem(), dataset_sha="x")
    s = run.summary
    replay = Replayer(graphs, dataset_rows=ROWS).run(ROWS)
    assert s["unreproducible"] == [r.id for r in replay.failures()] == ["unrepro"]
    good = s["metrics_reproducible"]
    assert good["n"] == 6
    for key in ("SA", "CA", "EA", "IEA", "EX", "EA_clean", "parse", "valid"):
        assert good[key] == 1.0, key
    bad = by_id(run)["unrepro"]
    assert (bad["sa"], bad["ex"], bad["gold_reproduced"]) == (1, 0, False)
    assert bad["gold_status"].startswith("differs")
    assert s["final_line"] == final_line(s["metrics"])
    assert re.fullmatch(r"SA [\d.]+ CA [\d.]+ EA [\d.]+ IEA [\d.]+ EX [\d.]+", s["final_line"])
    assert s["ex_rule"] == "strict"  # gold rows and predictions from one (nGQL) backend
    cross = final_line(s["metrics"], ex_rule="cross-backend: numbers compared as values")
    assert cross == s["final_line"] + " (EX cross-backend: numbers compared as values)"
    assert s["slices"]["lang"]["zh"]["n"] == 1  # detected from the question (no lang field)
    assert by_id(run)["go"]["slices"] == {
        "space": "mini",
        "lang": "en",
        "crud": "GO",
        "hops": "1",
        "entity": "verbatim",
    }
    assert by_id(run)["sees-insert"]["slices"]["entity"] == "not verbatim"  # "Carol" ≠ "carol"
    assert s["crud_confusion"]["LOOKUP"] == {"LOOKUP": 1}


def test_gold_from_execute_reproduces_everything(graphs: Path) -> None:
    run = evaluator(graphs, gold_from="execute").run(ROWS, GoldSystem(), dataset_sha="x")
    assert run.summary["unreproducible"] == []
    assert run.summary["metrics"]["EX"] == 1.0 and run.summary["metrics"]["EA"] == 1.0


def test_predictions_file_failure_reasons(graphs: Path, tmp_path: Path) -> None:
    preds = {
        "go": 'GO FROM "bob" OVER knows YIELD knows._dst AS d',  # runs, wrong entity
        "fetch": 'FETCH PROP ON person "alice" YIELD properties(vertex) AS p LIMIT',  # syntax error
        "zh": 'MATCH (v:persn)-[:knows]->(w) WHERE id(w) == "bob" RETURN id(v)',  # unknown tag
        "insert": ROWS[3]["gold"],
        "sees-insert": ROWS[4]["gold"],
        "unrepro": ROWS[5]["gold"],
    }  # "ordered" is missing
    path = tmp_path / "preds.jsonl"
    path.write_text("".join(json.dumps({"id": k, "prediction": v}) + "\n" for k, v in preds.items()), "utf-8")
    system = build_system(f"predictions:{path}")
    run = evaluator(graphs).run(ROWS, system, dataset_sha="x")
    got = by_id(run)
    assert got["go"]["sa"] == 1 and got["go"]["ex"] == 0 and got["go"]["ca"] > 0.8
    assert got["go"]["reason"].startswith("differs: rows differ")
    assert got["fetch"]["parsed"] is False and got["fetch"]["sa"] == 0
    assert got["fetch"]["reason"].startswith("syntax:") and got["fetch"]["ea"] == 0.0
    assert got["ordered"]["reason"].startswith("no prediction:") and got["ordered"]["ca"] == 0.0
    assert got["zh"]["valid"] is False and "unknown" in got["zh"]["issues"][0]
    assert got["insert"]["ex"] == 1 and got["sees-insert"]["ex"] == 1
    m = run.summary["metrics"]
    assert got["zh"]["sa"] == 0 and got["zh"]["reason"].startswith("execution:")  # the engine refuses it too
    assert m["EX"] == pytest.approx(2 / 7)  # insert and sees-insert
    assert m["parse"] == pytest.approx(5 / 7)


def test_perturbed_gold_swaps_names_for_stored_ones(graphs: Path) -> None:
    ev = evaluator(graphs)
    system = PerturbedGold(SystemContext(ROWS, graphs, None, ev.backend.pool))
    p = system.predict(ROWS[0])
    assert p.query != ROWS[0]["gold"]
    swapped = p.trace["swaps"]["alice"]  # type: ignore[index]
    assert swapped in ("bob", "carol")  # another person, never the city
    assert p.query == ROWS[0]["gold"].replace('"alice"', f'"{swapped}"')
    assert system.predict(ROWS[0]).query == p.query  # deterministic
    assert PerturbedGold(SystemContext(ROWS, graphs), seed=5).config_hash != system.config_hash
    numbers = system.predict(ROWS[1])  # no string literal: its number is shifted
    assert "person.age > 7" in numbers.query and numbers.trace == {"perturbed": "numbers"}
    run = ev.run(ROWS, system, dataset_sha="x")
    assert run.summary["metrics"]["EX"] < 0.5 < run.summary["metrics"]["CA"]


def test_quotes_stay_balanced(graphs: Path) -> None:
    from r3.eval.systems import _replace_strings

    assert _replace_strings("GO FROM 'x' OVER e", {"x": "O'Neal"}) == 'GO FROM "O\'Neal" OVER e'
    assert _replace_strings("GO FROM \"x\", 'y'", {"x": 'a"b', "y": "z"}) == "GO FROM 'a\"b', 'z'"


# --------------------------------------------------------------------------- cache, threads


class Counting:
    name = "counting-gold"
    config_hash = "counting-1"

    def __init__(self) -> None:
        self.calls = 0

    def predict(self, row: dict[str, Any]) -> Prediction:
        self.calls += 1
        return Prediction(row["gold"], {"n": self.calls})


def test_interrupted_run_resumes_from_the_cache(graphs: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    seen: list[str] = []

    def stop_after_two(record: dict[str, Any]) -> None:
        seen.append(record["id"])
        if len(seen) == 2:
            raise KeyboardInterrupt

    system = Counting()
    with pytest.raises(EvaluationInterrupted) as info:
        evaluator(graphs, cache_dir=cache, workers=1).run(
            ROWS, system, dataset_sha="d1", on_record=stop_after_two
        )
    assert info.value.done == 2
    again = evaluator(graphs, cache_dir=cache, workers=1).run(ROWS, system, dataset_sha="d1")
    assert again.summary["cached_items"] == 2
    assert system.calls == len(ROWS)  # the two finished items were not predicted again
    fresh = evaluator(graphs).run(ROWS, GoldSystem(), dataset_sha="d1")
    assert [r["ex"] for r in again.records] == [r["ex"] for r in fresh.records]
    # other settings: records are scored again, predictions come from the cache
    other = evaluator(graphs, cache_dir=cache, workers=1, alpha=0.3).run(ROWS, system, dataset_sha="d1")
    assert other.summary["cached_items"] == 0 and system.calls == len(ROWS)
    # another dataset checksum: nothing is reused
    evaluator(graphs, cache_dir=cache, workers=1).run(ROWS[:1], system, dataset_sha="d2")
    assert system.calls == len(ROWS) + 1


def test_prediction_errors_are_not_cached(graphs: Path, tmp_path: Path) -> None:
    from r3.errors import R3Error

    class Flaky:
        name, config_hash = "flaky", "flaky-1"

        def __init__(self) -> None:
            self.fail = True

        def predict(self, row: dict[str, Any]) -> Prediction:
            if self.fail:
                raise R3Error("model timed out")
            return Prediction(row["gold"])

    system = Flaky()
    first = evaluator(graphs, cache_dir=tmp_path, workers=1).run(ROWS[:2], system, dataset_sha="d")
    assert all(r["reason"] == "no prediction: model timed out" for r in first.records)
    system.fail = False
    second = evaluator(graphs, cache_dir=tmp_path, workers=1).run(ROWS[:2], system, dataset_sha="d")
    assert second.summary["cached_items"] == 0 and second.summary["metrics"]["EX"] == 1.0


def test_threads_give_the_same_records(graphs: Path) -> None:
    serial = evaluator(graphs, workers=1).run(ROWS, GoldSystem(), dataset_sha="x")
    threaded = evaluator(graphs, workers=4).run(ROWS, GoldSystem(), dataset_sha="x")
    keys = ("id", "sa", "ca", "ea", "ea_clean", "ex")
    assert [[r[k] for k in keys] for r in serial.records] == [[r[k] for k in keys] for r in threaded.records]


def test_settings_are_checked(graphs: Path) -> None:
    with pytest.raises(UserInputError, match="--alpha"):
        evaluator(graphs, alpha=2.0)
    with pytest.raises(UserInputError, match="workers"):
        evaluator(graphs, workers=0)


# --------------------------------------------------------------------------- registry and configs


def test_registry_and_config_files(graphs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # override() puts back "no echo-test" when the block ends: the test leaves no system behind
    with SYSTEMS.override("echo-test", "unused:placeholder"):
        register_system("echo-test", lambda options, ctx: GoldSystem(), "test system")
        assert available_systems()["echo-test"] == "test system"
        assert isinstance(build_system("echo-test"), GoldSystem)
    assert "echo-test" not in available_systems()
    module = types.ModuleType("r3_test_systems")
    module.make = lambda options, ctx: PerturbedGold(ctx, seed=int(options.get("seed", 0)))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "r3_test_systems", module)
    ctx = SystemContext(ROWS, graphs)
    assert build_system("r3_test_systems:make", ctx).name == "perturbed-gold"
    yaml_cfg = tmp_path / "sys.yaml"
    yaml_cfg.write_text("system: r3_test_systems:make\nseed: 2\nname: wrong names\n", "utf-8")
    built = build_system(str(yaml_cfg), ctx)
    assert built.name == "wrong names" and built.seed == 2  # type: ignore[attr-defined]
    preds = tmp_path / "p.jsonl"
    preds.write_text('{"id": "go", "query": "YIELD 1"}\n', "utf-8")
    toml_cfg = tmp_path / "sys.toml"
    toml_cfg.write_text('system = "predictions"\nfile = "p.jsonl"\n', "utf-8")
    assert build_system(str(toml_cfg), ctx).predict(ROWS[0]).query == "YIELD 1"
    for bad, message in (
        ("nope", "unknown system"),
        ("predictions:/no/file.jsonl", "predictions not found"),
        ("no_such_module_xyz:f", "cannot import"),
    ):
        with pytest.raises(UserInputError, match=message):
            build_system(bad, ctx)
    broken = tmp_path / "broken.yaml"
    broken.write_text("seed: 1\n", "utf-8")
    with pytest.raises(UserInputError, match="system: NAME"):
        build_system(str(broken), ctx)
    with pytest.raises(ValueError):
        register_system("gold", lambda o, c: GoldSystem())


# --------------------------------------------------------------------------- CLI and reports


def test_cli_eval_report_and_compare(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    base = ["eval", str(dataset), "--graphs", str(graphs), "-q", "--no-cache"]
    gold_json, pert_json, report = tmp_path / "gold.json", tmp_path / "pert.json", tmp_path / "report"
    result = runner.invoke(cli, [*base, "--system", "gold", "--out", str(gold_json), "--report", str(report)])
    assert result.exit_code == 0, result.output
    lines = result.output.strip().splitlines()
    assert re.fullmatch(r"SA [\d.]+ CA 100\.00 EA [\d.]+ IEA [\d.]+ EX 85\.71", lines[-1])
    assert any(line.startswith("CA embedder: hash-char-ngram") for line in lines)
    assert any("gold not reproduced by the backend: 1 (unrepro)" in line for line in lines)
    text = (report / "report.md").read_text("utf-8")
    assert "## Slices" in text and "### crud" in text and "unrepro" in text
    assert json.loads((report / "summary.json").read_text("utf-8"))["system"] == "gold"
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        pass
    else:
        pngs = sorted(p.name for p in report.glob("*.png"))
        assert "crud_confusion.png" in pngs and "slice_space.png" in pngs
        assert all((report / p).read_bytes()[:4] == b"\x89PNG" for p in pngs)
    result = runner.invoke(cli, [*base, "--system", "perturbed-gold", "--out", str(pert_json)])
    assert result.exit_code == 0, result.output
    result = runner.invoke(cli, ["eval", "--compare", str(gold_json), str(pert_json)])
    assert result.exit_code == 0, result.output
    assert "EX flips: 0 gained (0→1)" in result.output
    assert result.output.index("EX flips") < result.output.index("SA flips")
    missing = runner.invoke(cli, ["eval", str(dataset), "--system", "gold"])
    assert missing.exit_code == 2 and "--graphs" in missing.output
    bad = runner.invoke(cli, [*base, "--system", "nope"])
    assert bad.exit_code == 2 and "unknown system" in bad.output


def test_markdown_without_items_and_compare_warnings() -> None:
    summary = {
        "system": "s",
        "metrics": {
            "n": 0,
            **{k: None for k in ("SA", "CA", "EA", "IEA", "EX", "EA_clean", "IEA_clean", "parse", "valid")},
        },
    }
    assert "| SA | - | - | - | - |" in markdown(summary)
    a = {"summary": {**summary, "providers": {"ca": "x"}}, "items": []}
    b = {"summary": {**summary, "providers": {"ca": "y"}}, "items": []}
    assert "differ in providers" in compare_runs(a, b)


def test_report_without_matplotlib(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, graphs: Path) -> None:
    run = evaluator(graphs).run(ROWS[:2], GoldSystem(), dataset_sha="x")
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    paths = write_report(run.to_json(), tmp_path / "r")
    assert [p.name for p in paths] == ["report.md", "summary.json", "failures.md", "items.csv"]
    assert "pip install" in (tmp_path / "r" / "report.md").read_text("utf-8")


def test_registered_references_import_on_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib.metadata import EntryPoint, EntryPoints

    from r3.eval import systems as S
    from r3.registry import Registry

    assert S.SYSTEMS.describe()["offline"].startswith("the offline R3 pipeline")
    module = types.ModuleType("r3_test_plugin")
    made: list[str] = []

    def make(options: Any, ctx: Any) -> GoldSystem:
        made.append("plugin")
        return GoldSystem()

    module.make = make  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "r3_test_plugin", module)
    with S.SYSTEMS.override("lazy-test", "unused:placeholder"):  # nothing left behind
        register_system("lazy-test", "r3_test_plugin:make", "imported on use")
        assert available_systems()["lazy-test"] == "imported on use"
        assert isinstance(build_system("lazy-test"), GoldSystem) and made == ["plugin"]
    # a package's [project.entry-points."r3.systems"] joins the registry on its first read
    fresh: Registry[Any] = Registry("system", entry_points="r3.systems")
    point = EntryPoint("from-ep", "r3_test_plugin:make", "r3.systems")
    monkeypatch.setattr("r3.registry.installed_entry_points", lambda: EntryPoints([point]))
    monkeypatch.setattr(S, "SYSTEMS", fresh)
    assert isinstance(build_system("from-ep"), GoldSystem) and made == ["plugin", "plugin"]
    with pytest.raises(UserInputError, match=r"unknown system 'nope'; known: from-ep; or predictions:"):
        build_system("nope")


def test_summary_has_intervals_categories_cost_and_latency_survives_the_cache(
    graphs: Path, tmp_path: Path
) -> None:
    from r3.eval.harness import EvalCache

    run = evaluator(graphs).run(ROWS[:2], PerturbedGold(SystemContext(graphs_dir=graphs)), dataset_sha="x")
    summary = run.summary
    assert set(summary["intervals"]) >= {"SA", "CA", "EA", "IEA", "EX"}
    assert summary["cost"]["items"] == 2 and summary["cost"]["timed_items"] == 2
    assert all(r["latency_s"] is not None and r["cost"]["model_calls"] == 0 for r in run.records)
    # a perturbed name is a wrong entity (or a wrong number, a wrong filter)
    wrong = [r for r in run.records if not r["ex"] and r["gold_reproduced"]]
    assert wrong and all(r["error"]["primary"] in ("entity", "filter") for r in wrong)
    assert summary["errors"]["failures"] == len(wrong)

    cache = EvalCache(tmp_path / "cache")
    cache.put_prediction("d", "s", "i", Prediction("RETURN 1", latency_s=0.25))
    assert cache.prediction("d", "s", "i") == Prediction("RETURN 1", None, latency_s=0.25)
    cache.close()


def test_cli_eval_several_systems_prints_one_leaderboard(graphs: Path, dataset: Path, tmp_path: Path) -> None:
    """Issue 18: ``--system A --system B`` scores both on the same items, one table, first = baseline."""
    runner = CliRunner()
    base = ["eval", str(dataset), "--graphs", str(graphs), "-q", "--no-cache"]
    report = tmp_path / "board"
    result = runner.invoke(
        cli, [*base, "--system", "gold", "--system", "perturbed-gold", "--report", str(report)]
    )
    assert result.exit_code == 0, result.output
    table = [line for line in result.output.splitlines() if line.startswith("| ")]
    assert [line.split(" | ")[0] for line in table[1:]] == ["| gold", "| perturbed-gold"]
    assert table[1].split(" | ")[7] == "-"  # the baseline has no delta against itself
    assert (report / "leaderboard.md").is_file() and (report / "items.csv").is_file()
    runs = sorted(p.name for p in (report / "runs").glob("*.json"))
    assert runs == ["01-gold.json", "02-perturbed-gold.json"]
    saved = [str(report / "runs" / r) for r in runs]
    rebuilt = runner.invoke(cli, ["leaderboard", *saved, "--out", str(tmp_path / "again"), "--no-plot"])
    assert rebuilt.exit_code == 0, rebuilt.output
    assert [line for line in rebuilt.output.splitlines() if line.startswith("| ")] == table
    no_report = runner.invoke(cli, [*base, "--system", "gold", "--system", "gold"])
    assert no_report.exit_code == 0 and no_report.output.count("| gold |") == 2
    one_json = runner.invoke(
        cli, [*base, "--system", "gold", "--system", "gold", "--out", str(tmp_path / "x.json")]
    )
    assert one_json.exit_code == 2 and "--report DIR" in one_json.output


class _DoublesBackend(EngineBackend):
    """The engine answering as another backend would: it speaks Cypher and every int comes
    back a float (LadybugDB's ``sum()`` of ints is a DOUBLE)."""

    dialect = "cypher"

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        out = super().execute(space, query, script)
        out.rows = [tuple(float(v) if type(v) is int else v for v in r) for r in out.rows]
        return out


@pytest.mark.parametrize(
    ("gold_from", "ex", "rule"),
    [
        ("result", 1, CROSS_BACKEND_RULE),  # gold rows recorded elsewhere
        ("execute", 1, "strict"),  # both sides on this backend: 25.0 == 25.0 anyway
    ],
)
def test_ex_compares_numbers_as_values_only_across_backends(
    graphs: Path, gold_from: str, ex: int, rule: str
) -> None:
    s = EvalSettings(graphs_dir=graphs, cache_dir=None, gold_from=gold_from)
    ordered = [r for r in ROWS if r["id"] == "ordered"]
    run = SystemEvaluator(_DoublesBackend(graphs, ROWS, writes="prepared", timeout_s=10), settings=s).run(
        ordered, GoldSystem(), dataset_sha="x"
    )
    assert (run.records[0]["ex"], run.summary["ex_rule"]) == (ex, rule)
    strict = evaluator(graphs).run(ordered, GoldSystem(), dataset_sha="x")
    assert strict.summary["ex_rule"] == "strict" and strict.records[0]["ex"] == 1


class _PropertiesBackend(EngineBackend):
    """The engine answering as a Cypher backend would: a path's vertices and edges carry their
    properties (no Cypher value has NebulaGraph's bare FIND PATH elements)."""

    dialect = "cypher"

    def execute(self, space: str, query: str, script: A.Script | None) -> Execution:
        return super().execute(space, query.replace(" PATH FROM ", " PATH WITH PROP FROM "), None)


BARE_PATH_ROWS = [
    row(
        "bare-path",
        "How does alice reach carol?",
        'FIND SHORTEST PATH FROM "alice" TO "carol" OVER knows YIELD path AS p',
        ['[<("alice")-[:knows@0{}]->("bob")-[:knows@0{}]->("carol")>]'],
    )
]


@pytest.mark.parametrize(
    ("backend", "gold_from", "ex", "rule"),
    [
        (_PropertiesBackend, "result", 1, CROSS_BACKEND_RULE),
        (_PropertiesBackend, "execute", 1, "strict"),  # both sides WITH PROP on one backend
        (EngineBackend, "result", 1, "strict"),  # both sides bare on one backend
    ],
)
def test_ex_compares_bare_elements_by_identity_only_across_backends(
    graphs: Path, backend: type[EngineBackend], gold_from: str, ex: int, rule: str
) -> None:
    s = EvalSettings(graphs_dir=graphs, cache_dir=None, gold_from=gold_from)
    run = SystemEvaluator(backend(graphs, ROWS, writes="prepared", timeout_s=10), settings=s).run(
        BARE_PATH_ROWS, GoldSystem(), dataset_sha="x"
    )
    assert (run.records[0]["ex"], run.summary["ex_rule"]) == (ex, rule)


class _WithPropSystem(GoldSystem):
    """Each gold FIND PATH asked WITH PROP: the same path, its elements with their properties."""

    name = "gold-with-prop"

    def predict(self, row: dict[str, Any]) -> Prediction:
        return Prediction(str(row["gold"]).replace(" PATH FROM ", " PATH WITH PROP FROM "))


def test_a_path_with_properties_is_not_a_bare_one_within_one_backend(graphs: Path) -> None:
    """Scored on one backend (strict), a prediction WITH PROP against the bare gold path differs."""
    run = evaluator(graphs).run(BARE_PATH_ROWS, _WithPropSystem(), dataset_sha="x")
    assert (run.records[0]["ex"], run.summary["ex_rule"]) == (0, "strict")
