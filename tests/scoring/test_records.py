"""scoring.records' classes behave as the standard dataclasses they replace (issue 24: the
command line no longer imports ``dataclasses``, a third of its time).

Each case declares the same class twice, once with ``dataclasses.dataclass`` and once with
``scoring.records.dataclass``, and holds them to the same constructor, repr, equality, hash
(the same number: a set of records iterates in the order a set of dataclasses did), order
and frozenness.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from scoring import records

ROOT = Path(__file__).resolve().parents[2]


def declare(decorate, field):
    """The same four classes, made by ``decorate`` with ``field``."""

    @decorate(frozen=True)
    class Item:
        label: str
        points: int
        refs: tuple[int, ...] = ()
        details: dict[str, int] = field(default_factory=dict, compare=False)
        rule: str = ""

    @decorate(frozen=True, order=True)
    class Tile:
        suit: str
        value: int

    @decorate(frozen=True)
    class Single:
        cell: tuple[int, int]

    @decorate(frozen=True)
    class Derived:
        cells: tuple[int, ...]
        hidden: int = field(default=7, repr=False)
        by_cell: dict[int, int] = field(init=False, repr=False, compare=False)

        def __post_init__(self) -> None:
            by_cell = {cell: index for index, cell in enumerate(self.cells)}
            object.__setattr__(self, "by_cell", by_cell)

    @decorate()
    class Draft:
        names: list[str] = field(default_factory=list)
        count: int = 0

    return Item, Tile, Single, Derived, Draft


STANDARD = declare(dataclasses.dataclass, dataclasses.field)
RECORDS = declare(records.dataclass, records.field)
ARGUMENTS = {
    "Item": [("a", 1), ("a", 1, (1, 2)), ("a", 1, (), {"x": 1}, "r"), ("b", -3, (), {}, "")],
    "Tile": [("oak", 1), ("oak", 3), ("ash", 5)],
    "Single": [((0, 1),), ((2, 2),)],
    "Derived": [((1, 2, 3),), ((1, 2, 3), 8), ((),)],
    "Draft": [(), (["Ann"],), (["Ann", "Ben"], 2)],
}


@pytest.mark.parametrize("index", range(len(STANDARD)), ids=[cls.__name__ for cls in STANDARD])
def test_a_record_is_made_shown_compared_and_hashed_as_its_dataclass(index):
    standard, record = STANDARD[index], RECORDS[index]
    cases = ARGUMENTS[standard.__name__]
    made = [(standard(*arguments), record(*arguments)) for arguments in cases]
    for left, right in made:
        assert repr(left).replace("declare.<locals>.", "") == repr(right).replace(
            "declare.<locals>.", ""
        )
        assert vars(left) == vars(right)
        if standard.__hash__ is None:
            assert record.__hash__ is None
        else:
            assert hash(left) == hash(right)
    for left_one, right_one in made:
        for left_other, right_other in made:
            assert (left_one == left_other) == (right_one == right_other)
            assert (left_one != left_other) == (right_one != right_other)
    assert record.__match_args__ == standard.__match_args__
    assert (record(*cases[0]) == object()) is False


def test_a_record_with_keywords_and_defaults_is_made_as_its_dataclass():
    standard, record = STANDARD[0], RECORDS[0]
    assert vars(standard("a", points=2, rule="x")) == vars(record("a", points=2, rule="x"))
    assert standard("a", 1).details is not standard("a", 1).details
    assert record("a", 1).details is not record("a", 1).details
    for bad in [(), ("a",), ("a", 1, (), {}, "", "extra")]:
        with pytest.raises(TypeError) as expected:
            standard(*bad)
        with pytest.raises(TypeError) as got:
            record(*bad)
        assert str(got.value).split("__init__()")[1] == str(expected.value).split("__init__()")[1]


def test_records_order_as_their_dataclasses():
    standard, record = STANDARD[1], RECORDS[1]
    values = [("oak", 1), ("oak", 3), ("ash", 5), ("ash", 1)]
    assert [vars(tile) for tile in sorted(standard(*value) for value in values)] == [
        vars(tile) for tile in sorted(record(*value) for value in values)
    ]
    assert record("oak", 1) <= record("oak", 1) < record("oak", 2)
    assert record("oak", 2) >= record("oak", 2) > record("ash", 9)
    with pytest.raises(TypeError):
        _ = record("oak", 1) < ("oak", 2)


def test_a_frozen_record_refuses_assignment_as_a_dataclass_does():
    item = RECORDS[0]("a", 1)
    with pytest.raises(AttributeError, match="cannot assign to field 'points'"):
        item.points = 2
    with pytest.raises(AttributeError, match="cannot assign to field 'other'"):
        item.other = 2
    with pytest.raises(AttributeError, match="cannot delete field 'points'"):
        del item.points
    draft = RECORDS[4]()
    draft.count = 3
    assert draft.count == 3


def test_a_set_of_records_iterates_as_a_set_of_dataclasses():
    standard, record = STANDARD[2], RECORDS[2]
    cells = [(row, column) for row in range(6) for column in range(6)][::-1]
    assert [single.cell for single in {standard(cell) for cell in cells}] == [
        single.cell for single in {record(cell) for cell in cells}
    ]


def test_a_mutable_default_is_refused():
    with pytest.raises(ValueError, match="mutable default"):

        @records.dataclass(frozen=True)
        class Bad:
            names: list[str] = []  # noqa: RUF012


def test_the_command_line_in_english_imports_none_of_what_it_does_not_need():
    # Issue 24: ``dataclasses`` (with ``inspect``, ``ast``, ``dis``, ``tokenize``), ``typing``,
    # ``gettext`` (for a language other than English) and ``string`` were 17 ms of a 13.7 ms
    # ``-c pass``'s 3x budget. Solstis and Sagrada still import ``typing`` for their
    # NamedTuples.
    done = subprocess.run(
        [
            sys.executable,
            "-X",
            "importtime",
            "-m",
            "scoring",
            "panorama",
            "tests/examples/panorama.json",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["game"] == "panorama"
    imported = {
        line.rpartition("|")[2].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:")
    }
    assert "scoring.panorama.points" in imported
    assert not {"dataclasses", "inspect", "typing", "ast", "gettext", "string"} & imported


def test_no_scoring_module_uses_the_standard_dataclasses():
    sources = sorted((ROOT / "scoring").rglob("*.py"))
    assert sources
    for source in sources:
        if source.name != "records.py":
            assert "from dataclasses" not in source.read_text(encoding="utf-8"), source
