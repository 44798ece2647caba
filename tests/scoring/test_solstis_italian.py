"""Solstis's largest area in both languages: each count agrees with its own words.

A largest area with rainbows is told in two sentences, one for its landscape tiles and one
for its rainbows, each chosen by ngettext for its own count, so that "1 rainbow" takes the
singular verb ("expands", "amplia") and several take the plural ("expand", "ampliano") in
English and Italian alike. Expected sentences are written from the catalogue's entries
(translations/it/LC_MESSAGES/messages.po) and the rule (1 point per landscape tile of the
largest area, spec/solstis.md "Scoring" 1), never read back from the code.
"""

from __future__ import annotations

from typing import Any

import pytest

from scoring.i18n import language
from scoring.solstis import parse, score


def largest_area_explanation(tiles: list[str], rainbows: list[str]) -> str:
    """The first player's largest-area explanation (the second holds one lone tile)."""
    data: dict[str, Any] = {
        "players": [
            {"name": "Lou", "tiles": tiles, "rainbows": rainbows},
            {"name": "Max", "tiles": ["pink-3"]},
        ]
    }
    result = score(parse(data)).to_dict()
    breakdown = result["players"][0]["breakdown"]
    items = [item for entry in breakdown for item in entry["items"]]
    explanation: str = items[0]["explanation"]
    return explanation


ONE_RAINBOW = (["red-1", "red-3"], ["red-2"])
"""Red 1 and Red 3 joined by a rainbow on Red 2: 3 cells, 2 tiles + 1 rainbow → 2 points."""

FOUR_RAINBOWS = (["red-1", "red-2", "red-3"], ["orange-1", "orange-2", "orange-3", "green-1"])
"""Red 1–3 and rainbows on Orange 1–3 and Green 1: 7 cells, 3 tiles + 4 rainbows → 3 points."""


@pytest.mark.parametrize(
    ("lang", "table", "expected"),
    [
        (
            "en",
            ONE_RAINBOW,
            "Area 1 is the largest area: 3 cells, 2 tiles + 1 rainbow → 2. Its 2 landscape tiles "
            "(Red 1, 3) score 1 point each: 2 × 1 = 2. Its 1 rainbow (Red 2) expands the "
            "area but scores nothing.",
        ),
        (
            "it",
            ONE_RAINBOW,
            "L'area 1 è l'area più grande: 3 caselle, 2 tessere + 1 arcobaleno → 2. Le sue 2 "
            "tessere paesaggio (Rosso 1, 3) valgono 1 punto ciascuna: 2 × 1 = 2. Ha anche 1 "
            "arcobaleno (Rosso 2), che amplia l'area ma non dà punti.",
        ),
    ],
)
def test_one_rainbow_in_the_largest_area_takes_the_singular(lang, table, expected) -> None:
    with language(lang):
        explanation = largest_area_explanation(*table)
    assert explanation == expected


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Its 4 rainbows (Orange 1–3; Green 1) expand the area but score nothing."),
        ("it", "I suoi 4 arcobaleni (Arancione 1–3; Verde 1) ampliano l'area ma non danno punti."),
    ],
)
def test_several_rainbows_in_the_largest_area_take_the_plural(lang, sentence) -> None:
    with language(lang):
        explanation = largest_area_explanation(*FOUR_RAINBOWS)
    assert sentence in explanation
    assert explanation.count(sentence) == 1
