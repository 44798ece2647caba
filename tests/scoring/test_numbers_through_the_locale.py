"""Every number a player reads goes through the language's formatting (issue 23): thousands
grouped by :func:`scoring.wording.grouped` ("1.500" in Italian, where "1,500" reads as one and
a half), and a count's word by its language's plural rule, a negative count by its size."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scoring import i18n
from scoring.wording import grouped

ROOT = Path(__file__).parents[2]
SOURCES = sorted(
    path
    for folder in ("scoring", "web")
    for path in (ROOT / folder).rglob("*.py")
    if path != ROOT / "scoring" / "wording.py"  # grouped() itself, the one place that may
)


def english_groupings(source: str) -> list[int]:
    """Lines formatting a number with Python's English thousands separator (``{n:,}``,
    ``format(n, ",")``) instead of the language's."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FormattedValue) and isinstance(node.format_spec, ast.JoinedStr):
            spec = "".join(
                part.value for part in node.format_spec.values if isinstance(part, ast.Constant)
            )
            if "," in spec or "_" in spec:
                found.append(node.lineno)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "format"
            and len(node.args) == 2
            and isinstance(node.args[1], ast.Constant)
            and "," in str(node.args[1].value)
        ):
            found.append(node.lineno)
    return sorted(found)


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_number_is_grouped_the_english_way_outside_the_wording_helper(path):
    assert english_groupings(path.read_text(encoding="utf-8")) == []


def test_the_scanner_finds_an_english_grouping():
    assert english_groupings('x = f"{count:,} tiles"\ny = format(count, ",")\n') == [1, 2]


@pytest.mark.parametrize(
    ("language", "number", "written"),
    [("en", 1500, "1,500"), ("it", 1500, "1.500"), ("it", 12000, "12.000"), ("it", 999, "999")],
)
def test_thousands_are_grouped_as_the_language_writes_them(language, number, written):
    with i18n.language(language):
        assert grouped(number) == written


@pytest.mark.parametrize(
    ("language", "count", "written"),
    [("en", -1, "−1 point"), ("it", -1, "−1 punto"), ("it", -2, "−2 punti"), ("it", 1, "1 punto")],
)
def test_a_negative_count_takes_the_form_of_its_size(language, count, written):
    with i18n.language(language):
        word = i18n.ngettext("point", "points", count)
    assert f"{count}".replace("-", "−") + " " + word == written
