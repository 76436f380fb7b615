"""The one registry helper (r3.registry): names, aliases, lazy references, plugins, install hints."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import r3.registry as registry_module
from r3.errors import MissingDependencyError, UserInputError
from r3.registry import Registry, load_reference, require

pytestmark = pytest.mark.quick


def test_names_are_read_in_any_case_and_aliases_lead_to_the_entry() -> None:
    things: Registry[int] = Registry("thing")
    things.register("One", 1, description="the first", aliases=("uno",))
    things.register("two", 2)
    assert things.names() == ("one", "two")
    assert things.get("ONE") == things.get(" uno ") == 1
    assert things.resolve("Uno") == "one"
    assert "UNO" in things and "three" not in things and 3 not in things
    assert things.describe() == {"one": "the first", "two": ""}
    assert list(things) == ["one", "two"]


def test_an_unknown_name_is_one_line_naming_the_known_ones() -> None:
    things: Registry[int] = Registry("thing")
    things.register("a", 1)
    things.register("b", 2)
    with pytest.raises(UserInputError, match=r"^unknown thing 'c'; known: a, b$"):
        things.get("c")
    with pytest.raises(UserInputError, match="must be a string"):
        things.get(3)  # type: ignore[arg-type]


def test_a_reference_is_imported_on_first_use_only() -> None:
    things: Registry[Any] = Registry("thing")
    things.register("dumps", "json:dumps")
    things.register("missing", "r3_no_such_module:x")
    assert things.get("dumps")([1]) == "[1]"
    with pytest.raises(UserInputError, match="cannot import 'r3_no_such_module'"):
        things.get("missing")


def test_bad_references_and_names_are_refused() -> None:
    with pytest.raises(UserInputError, match="not of the form"):
        load_reference("json")
    with pytest.raises(UserInputError, match="has no 'nope'"):
        load_reference("json:nope")
    things: Registry[int] = Registry("thing")
    with pytest.raises(ValueError):
        things.register("a:b", 1)
    with pytest.raises(ValueError):
        things.register(" ", 1)


def test_decorator_and_unregister() -> None:
    things: Registry[Any] = Registry("thing")

    @things.add("double", aliases=("twice",))
    def double(x: int) -> int:
        return 2 * x

    assert things.get("twice")(4) == 8
    things.unregister("double")
    assert "double" not in things and "twice" not in things
    things.unregister("never-there")


def test_entry_points_join_on_first_read_without_replacing_built_ins(monkeypatch: pytest.MonkeyPatch) -> None:
    found = [
        SimpleNamespace(name="Plugin", value="json:loads"),
        SimpleNamespace(name="a", value="json:dumps"),
    ]
    groups: list[str] = []

    def select(*, group: str) -> list[SimpleNamespace]:
        groups.append(group)
        return found

    monkeypatch.setattr(registry_module, "installed_entry_points", lambda: SimpleNamespace(select=select))
    things: Registry[Any] = Registry("thing", entry_points="r3.things")
    things.register("a", 1)
    assert things.names() == ("a", "plugin")
    assert things.get("a") == 1 and things.get("plugin")("[2]") == [2]
    assert "entry point json:loads" in things.describe()["plugin"]
    things.names()
    assert groups == ["r3.things"]


def test_require_names_the_extra_to_install() -> None:
    assert require("json", "eval").dumps(1) == "1"
    with pytest.raises(
        MissingDependencyError, match=r"needs the Python package 'r3_nope'.*pip install 'r3-nl2gql\[hf\]'"
    ):
        require("r3_nope.sub", "hf")
    with pytest.raises(UserInputError, match="^the GPU reranker needs"):
        require("r3_nope", "hf", what="the GPU reranker")


@pytest.mark.parametrize(
    ("before", "name", "aliases", "inside", "after"),
    [
        ({}, "new", (), {"new": 9}, {}),
        ({"a": 1}, "A", ("alpha",), {"a": 9, "alpha": 9}, {"a": 1}),
    ],
    ids=["adds-then-removes", "replaces-then-restores"],
)
def test_override_lasts_for_the_block_only(
    before: dict[str, int], name: str, aliases: tuple[str, ...], inside: dict[str, int], after: dict[str, int]
) -> None:
    things: Registry[Any] = Registry("thing")
    for key, value in before.items():
        things.register(key, value, description=f"was {value}", aliases=("old",))
    with pytest.raises(RuntimeError), things.override(name, 9, description="now", aliases=aliases):
        assert {key: things.get(key) for key in inside} == inside
        things.register("meanwhile", 5)  # registered inside the block by someone else: it stays
        raise RuntimeError("the block fails: the override is undone all the same")
    assert {key: things.get(key) for key in things.names()} == {**after, "meanwhile": 5}
    assert all(alias not in things for alias in aliases)
    for key, value in before.items():
        assert things.describe()[key] == f"was {value}" and things.get("old") == value
