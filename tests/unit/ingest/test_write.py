"""Writing the graph folder (r3.ingest.write): atomic, checked by loading, --force, DDL COMMENTs."""

from __future__ import annotations

from pathlib import Path

import pytest

from r3.errors import UserInputError
from r3.ingest import InitOptions, Overrides, init_graph, write
from r3.lang.ddl import schema_from_importer_config

FILES = {
    "person.csv": "id,name,born\n1,Ann Lee,1970\n2,Bo Chen,\n",
    "movie.csv": "id,title\n10,Night Harbor\n",
    "acted_in.csv": "person_id,movie_id,role\n1,10,lead\n2,10,\n",
}


def folder(root: Path) -> Path:
    root.mkdir()
    for name, text in FILES.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_the_folder_is_config_yaml_and_one_csv_per_kind(tmp_path: Path) -> None:
    init_graph(str(folder(tmp_path / "src")), tmp_path / "films")
    assert sorted(p.name for p in (tmp_path / "films").iterdir()) == [
        "acted_in.csv",
        "config.yaml",
        "movie.csv",
        "person.csv",
    ]
    space = schema_from_importer_config(tmp_path / "films" / "config.yaml").spaces["films"]
    text = (tmp_path / "films" / "config.yaml").read_text(encoding="utf-8")
    # where each item comes from: YAML comments, not DDL COMMENTs (those are read as meaning)
    assert "  # tag person: rows of person.csv; vid: column id" in text
    assert "  #   born: person.csv column born" in text
    assert "  # edge acted_in: acted_in.csv: person_id → person, movie_id → movie" in text
    assert space.tags["person"].comment is None and space.tags["person"].prop("name").comment is None
    assert {ix.schema for ix in space.indexes.values()} == {
        "person",
        "movie",
        "acted_in",
    }  # LOOKUP/MATCH need one


@pytest.mark.parametrize("where", ["writing", "checking"])
def test_a_failure_leaves_nothing_behind(where: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise UserInputError("disk full")

    monkeypatch.setattr(write, "_write" if where == "writing" else "_check_loads", broken)
    src = folder(tmp_path / "src")
    with pytest.raises(UserInputError, match="disk full"):
        init_graph(str(src), tmp_path / "deep" / "films")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]  # no output, no temporary, no parent


def test_a_failed_force_keeps_the_old_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "films"
    out.mkdir()
    (out / "keep.txt").write_text("mine", encoding="utf-8")

    def broken(*args: object, **kwargs: object) -> None:
        raise UserInputError("broken")

    monkeypatch.setattr(write, "_check_loads", broken)
    with pytest.raises(UserInputError):
        init_graph(str(folder(tmp_path / "src")), out, InitOptions(force=True))
    assert [p.name for p in out.iterdir()] == ["keep.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["films", "src"]


def test_a_non_empty_out_needs_force(tmp_path: Path) -> None:
    src = folder(tmp_path / "src")
    out = tmp_path / "films"
    out.mkdir()
    (out / "old.txt").write_text("x", encoding="utf-8")
    with pytest.raises(UserInputError, match="exists and is not empty; pass --force"):
        init_graph(str(src), out)
    init_graph(str(src), out, InitOptions(force=True))
    assert not (out / "old.txt").exists() and (out / "config.yaml").is_file()
    empty = tmp_path / "empty"
    empty.mkdir()
    init_graph(str(src), empty)  # an empty folder is fine
    assert (empty / "config.yaml").is_file()


def test_reserved_and_odd_names_are_written_so_they_load(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "orders.csv").write_text("id,from,2nd value,名字\n1,a,2,甲\n2,b,3,乙\n", encoding="utf-8")
    result = init_graph(str(src), tmp_path / "g")
    (tag,) = result.plan.tags
    assert (tag.tag, [p.name for p in tag.props]) == (
        "order",
        ["from", "_2nd_value", "名字"],
    )  # the id is the vid
    text = (tmp_path / "g" / "config.yaml").read_text(encoding="utf-8")
    assert "CREATE TAG IF NOT EXISTS `order`(" in text and "`from` string" in text


def test_a_comment_keeps_the_source_name_when_the_schema_name_says_other_words(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "department.csv").write_text("id,title\n1,Eng\n", encoding="utf-8")
    (src / "staff.csv").write_text("id,Full Name,dept_id\n10,Ann Lee,1\n", encoding="utf-8")
    options = InitOptions(overrides=Overrides(names={"staff": "employee"}))
    init_graph(str(src), tmp_path / "g", options)
    space = schema_from_importer_config(tmp_path / "g" / "config.yaml").spaces["g"]
    assert space.tags["employee"].comment == "staff"  # renamed with --name
    assert space.tags["employee"].prop("Full_Name").comment is None  # the same words
    assert space.edges["dept"].comment == "dept_id"


@pytest.mark.parametrize("out", ["src", "."], ids=["the source itself", "a folder holding it"])
def test_out_may_not_replace_the_source(out: str, tmp_path: Path) -> None:
    src = folder(tmp_path / "src")
    with pytest.raises(UserInputError, match="is or holds the source"):
        init_graph(str(src), tmp_path / out, InitOptions(force=True))
    assert sorted(p.name for p in src.iterdir()) == sorted(FILES)
