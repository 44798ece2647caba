"""Solstis scoring, rule by rule (spec/solstis.md), with the sample table and the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring import solstis
from scoring.errors import TableError
from scoring.solstis import (
    FIRE_CELLS,
    READINGS,
    ROWS,
    SHARED_FIRE_CELLS,
    SPIRITS,
    Background,
    Cell,
    Colour,
    Spirit,
    parse,
    score,
)
from scoring.solstis.mountain import ALL_CELLS, complete_blocks, neighbours
from tests.scoring.cli import run_scoring

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "solstis.json"


def seat(name: str, tiles: list[str] | tuple[str, ...] = (), **fields: Any) -> dict[str, Any]:
    """One player entry in the contract's shape."""
    return {"name": name, "tiles": list(tiles), **fields}


def state(first: dict[str, Any], second: dict[str, Any] | None = None) -> dict[str, Any]:
    """A two-player table; the second player defaults to Max with one lone tile, pink 3."""
    return {"players": [first, second or seat("Max", ["pink-3"])]}


def result_of(data: dict[str, Any]) -> dict[str, Any]:
    """The contract's result JSON for a table state."""
    return score(parse(data)).to_dict()


def player_of(data: dict[str, Any], index: int = 0) -> dict[str, Any]:
    player: dict[str, Any] = result_of(data)["players"][index]
    return player


def category(player: dict[str, Any], name: str) -> dict[str, Any]:
    for entry in player["breakdown"]:
        if entry["category"] == name:
            found: dict[str, Any] = entry
            return found
    raise AssertionError(f"no category {name!r}")


def points(data: dict[str, Any], name: str, index: int = 0) -> int:
    value: int = category(player_of(data, index), name)["points"]
    return value


def effect(data: dict[str, Any], spirit: str, index: int = 0) -> dict[str, Any] | None:
    """The spirit effects item of one spirit, or None when it has none."""
    for item in category(player_of(data, index), "spirit effects")["items"]:
        if item["details"]["spirit"] == spirit:
            found: dict[str, Any] = item
            return found
    return None


# A column from the bottom line up to blue 2 (a fire tile), and a 2×2 block for spirits.
COLUMN_2 = ["red-2", "orange-2", "green-2", "blue-2"]
BLOCK = ["red-1", "red-2", "orange-1", "orange-2"]
COLUMN_5 = ["red-5", "orange-5", "green-5", "blue-5", "pink-5", "purple-5"]
COLUMN_6 = ["red-6", "orange-6", "green-6", "blue-6", "pink-6", "purple-6"]
# Enough complete 2×2 blocks (nine) for up to nine spirits: red and orange 1–10.
WIDE_BASE = [f"{colour}-{number}" for colour in ("red", "orange") for number in range(1, 11)]


# --- The panorama's geometry -------------------------------------------------------------


def test_components_panorama_has_48_cells_in_six_stepped_rows() -> None:
    shapes = {(shape.row, shape.colour.value): tuple(shape.columns) for shape in ROWS}
    assert shapes == {
        (1, "red"): tuple(range(1, 11)),
        (2, "orange"): tuple(range(1, 11)),
        (3, "green"): tuple(range(1, 11)),
        (4, "blue"): tuple(range(2, 10)),
        (5, "pink"): tuple(range(3, 9)),
        (6, "purple"): (4, 5, 6, 7),
    }
    assert len(ALL_CELLS) == 48
    assert [colour.row for colour in Colour] == [1, 2, 3, 4, 5, 6]


def test_components_columns_line_up_purple_4_sits_on_pink_4() -> None:
    assert Cell.from_name("pink-4") in neighbours(Cell.from_name("purple-4"))
    # Blue 2 is the first blue cell: nothing to its left, and pink 2 does not exist.
    assert {str(cell) for cell in neighbours(Cell.from_name("blue-2"))} == {
        "Green 2",
        "Blue 3",
    }


def test_rule_cells_touch_by_edge_never_diagonally() -> None:
    around = {str(cell) for cell in neighbours(Cell.from_name("green-5"))}
    assert around == {"Orange 5", "Green 4", "Green 6", "Blue 5"}
    assert "Blue 6" not in around


def test_components_eight_fire_tiles_and_the_shared_purple_fire() -> None:
    assert [cell.name for cell in FIRE_CELLS] == [
        "blue-2",
        "blue-9",
        "pink-3",
        "pink-8",
        "purple-4",
        "purple-5",
        "purple-6",
        "purple-7",
    ]
    assert [cell.name for cell in SHARED_FIRE_CELLS] == ["purple-5", "purple-6"]
    assert len(solstis.FIRES) == 9


def test_spirit_table_seven_plain_and_seven_blue_with_effect_text() -> None:
    plain = [card.slug for card in SPIRITS.values() if card.background is Background.PLAIN]
    blue = [card.slug for card in SPIRITS.values() if card.background is Background.BLUE]
    assert plain == ["fish", "deer", "eagle", "bear", "dragonfly", "beetle", "beaver"]
    assert blue == ["bee", "ladybug", "wolf", "squirrel", "bird", "lizard", "moth"]
    assert all(card.effect and card.name == card.slug.capitalize() for card in SPIRITS.values())


def test_readings_are_plain_sentences() -> None:
    assert len(READINGS) >= 10
    assert all(reading.endswith(".") for reading in READINGS)
    assert any("Held, with no other spirit to cover" in reading for reading in READINGS)
    for developer_term in ('"none"', "evil_spirit_covers", "the source", "×"):
        assert not any(developer_term in reading for reading in READINGS), developer_term


def test_complete_blocks_need_all_four_cells_occupied() -> None:
    cells = [Cell.from_name(name) for name in ["red-1", "red-2", "orange-1", "orange-2", "red-3"]]
    assert len(complete_blocks(cells)) == 1
    # Blue 1 does not exist, so green 1–2 with blue 2 is no block.
    stepped = [Cell.from_name(name) for name in ["green-1", "green-2", "blue-2"]]
    assert complete_blocks(stepped) == ()


# --- Largest area ---------------------------------------------------------------------------


def test_rule_largest_area_one_point_per_landscape_tile() -> None:
    data = state(seat("Lou", ["red-1", "red-2", "red-3", "orange-3", "red-7", "red-8"]))
    item = category(player_of(data), "largest area")["items"][0]
    assert item["points"] == 4
    assert item["refs"] == [["red", 1], ["red", 2], ["red", 3], ["orange", 3]]
    assert item["details"]["tiles"] == ["red-1", "red-2", "red-3", "orange-3"]
    assert "4 × 1 = 4" in item["explanation"]
    assert "The other area: area 2 (2 cells, 2 tiles)." in item["explanation"]


def test_rule_rainbows_expand_the_area_but_score_nothing() -> None:
    data = state(seat("Lou", ["red-1", "red-3"], rainbows=["red-2"]))
    item = category(player_of(data), "largest area")["items"][0]
    assert item["points"] == 2
    assert item["details"]["size"] == 3
    assert item["details"]["rainbows"] == ["red-2"]
    assert "Its 1 rainbow (Red 2) expands the area but scores nothing." in item["explanation"]


# The issue's example (spec/solstis.md, "Scoring" 1): Red 1–3 with rainbows on Orange 1–3 and
# Green 1 is one area of 7 cells (3 tiles + 4 rainbows); Red 6–9 is an area of 4 cells, all
# tiles. The largest area is the one with the most cells, so the first one scores 3, not 4.
ISSUE_EXAMPLE = seat(
    "Lou",
    ["red-1", "red-2", "red-3", "red-6", "red-7", "red-8", "red-9"],
    rainbows=["orange-1", "orange-2", "orange-3", "green-1"],
)


def test_rule_largest_area_is_the_one_with_most_cells_rainbows_included() -> None:
    item = category(player_of(state(ISSUE_EXAMPLE)), "largest area")["items"][0]
    assert item["points"] == 3
    assert item["details"] == {
        "area": 1,
        "size": 7,
        "tiles": ["red-1", "red-2", "red-3"],
        "rainbows": ["orange-1", "orange-2", "orange-3", "green-1"],
        "same_size": [],
        "tied_with": [],
    }
    assert item["refs"] == [["red", 1], ["red", 2], ["red", 3]]


def test_explanation_names_the_size_the_tiles_and_the_rainbows() -> None:
    item = category(player_of(state(ISSUE_EXAMPLE)), "largest area")["items"][0]
    assert item["label"] == "Largest area: 7 cells, 3 tiles + 4 rainbows"
    assert item["explanation"] == (
        "Area 1 is the largest area: 7 cells, 3 tiles + 4 rainbows → 3. Its 3 landscape tiles "
        "(Red 1–3) score 1 point each: 3 × 1 = 3. Its 4 rainbows (Orange 1–3; Green 1) expand "
        "the area but score nothing. The other area: area 2 (4 cells, 4 tiles). Area 2 has more "
        "tiles but fewer cells: the largest area is the one with the most cells, rainbows "
        "included."
    )


def test_explanation_of_a_one_tile_largest_area_without_rainbows() -> None:
    item = category(player_of(state(seat("Lou", ["green-5"]))), "largest area")["items"][0]
    assert item["label"] == "Largest area: 1 cell, 1 tile"
    assert item["explanation"] == (
        "Area 1 is the largest area: 1 cell, 1 tile → 1. Its 1 landscape tile (Green 5) scores "
        "1 point: 1 × 1 = 1."
    )


def test_rule_adding_rainbows_can_lower_the_largest_area_score() -> None:
    # Without its rainbows the example's first area is Red 1–3 (3 cells): Red 6–9 is largest.
    without = seat("Lou", ISSUE_EXAMPLE["tiles"])
    assert points(state(without), "largest area") == 4
    assert points(state(ISSUE_EXAMPLE), "largest area") == 3


def test_rule_equally_large_areas_the_one_with_more_tiles_counts() -> None:
    # Area 1: red 1–2 + rainbows orange 1–2 (4 cells, 2 tiles); area 2: red 6–8 + a rainbow
    # on orange 7 (4 cells, 3 tiles). Same size: area 2 has more tiles and scores 3.
    lou = seat(
        "Lou",
        ["red-1", "red-2", "red-6", "red-7", "red-8"],
        rainbows=["orange-1", "orange-2", "orange-7"],
    )
    item = category(player_of(state(lou)), "largest area")["items"][0]
    assert item["points"] == 3
    assert item["details"]["area"] == 2
    assert item["details"]["size"] == 4
    assert item["details"]["same_size"] == [1]
    assert item["details"]["tied_with"] == []
    assert (
        "Area 1 is as large (4 cells) but holds fewer tiles: between areas of the same size, "
        "the one with more landscape tiles counts." in item["explanation"]
    )
    panorama = result_of(state(lou))["panoramas"][0]
    assert panorama["largest_area"] == 2
    assert [area["largest"] for area in panorama["areas"]] == [False, True]


def test_edge_areas_equal_in_cells_and_tiles_the_first_one_is_marked() -> None:
    # Red 1 + a rainbow on orange 1, and red 5 + a rainbow on orange 5: 2 cells, 1 tile each.
    # Either scores 1; the result marks area 1, whose first cell comes first.
    lou = seat("Lou", ["red-1", "red-5"], rainbows=["orange-1", "orange-5"])
    item = category(player_of(state(lou)), "largest area")["items"][0]
    assert item["points"] == 1
    assert item["details"]["area"] == 1
    assert item["details"]["tied_with"] == [2]
    assert item["details"]["same_size"] == []
    assert (
        "Area 2 also has 2 cells and 1 tile; only one area scores, and either gives the same "
        "points." in item["explanation"]
    )
    marked = [
        spot["cell"]
        for row in result_of(state(lou))["panoramas"][0]["rows"]
        for spot in row["cells"]
        if spot["in_largest_area"]
    ]
    assert sorted(marked) == ["orange-1", "red-1"]


def test_reading_an_area_of_only_rainbows_with_the_most_cells_scores_zero() -> None:
    # Rainbows on red 1–3 (3 cells, no tile) against the tiles red 6–7 (2 cells): the largest
    # area is the one with the most cells, and it has no landscape tile to score.
    lou = seat("Lou", ["red-6", "red-7"], rainbows=["red-1", "red-2", "red-3"])
    item = category(player_of(state(lou)), "largest area")["items"][0]
    assert item["points"] == 0
    assert item["label"] == "Largest area: 3 cells, 0 tiles + 3 rainbows"
    assert item["details"]["area"] == 1
    assert item.get("refs", []) == []
    assert item["explanation"] == (
        "Area 1 is the largest area: 3 cells, 0 tiles + 3 rainbows → 0. It is made only of "
        "rainbows (Red 1–3), which expand an area but score nothing, and it holds no landscape "
        "tile: 0 × 1 = 0. The other area: area 2 (2 cells, 2 tiles). Area 2 has more tiles but "
        "fewer cells: the largest area is the one with the most cells, rainbows included."
    )


def test_rule_an_area_of_only_rainbows_loses_a_tie_on_size_to_tiles() -> None:
    lou = seat("Lou", ["red-6", "red-7"], rainbows=["red-1", "red-2"])
    item = category(player_of(state(lou)), "largest area")["items"][0]
    assert item["points"] == 2
    assert item["details"]["area"] == 2
    assert item["details"]["same_size"] == [1]


def test_rule_diagonal_tiles_are_separate_areas() -> None:
    block = ["red-5", "red-6", "orange-5", "orange-6"]
    data = state(seat("Lou", ["red-1", "orange-2", "green-3", *block], spirits=["wolf"]))
    assert points(data, "largest area") == 4
    wolf = effect(data, "wolf")
    assert wolf is not None
    assert wolf["points"] == 4


def test_edge_tied_largest_areas_score_once() -> None:
    data = state(seat("Lou", ["red-1", "red-2", "red-5", "red-6", "red-9"]))
    item = category(player_of(data), "largest area")["items"][0]
    assert item["points"] == 2
    assert item["details"]["area"] == 1
    assert item["details"]["tied_with"] == [2]
    assert "either gives the same points" in item["explanation"]


def test_edge_empty_panorama_scores_nothing() -> None:
    data = state(seat("Lou", []))
    player = player_of(data)
    assert player["total"] == 0
    assert category(player, "largest area")["items"][0]["points"] == 0
    assert category(player, "fires")["items"][0]["label"] == "No fires"
    assert category(player, "spirits")["items"][0]["label"] == "No spirits"


def test_edge_rainbow_only_panorama_has_a_zero_tile_area() -> None:
    data = state(seat("Lou", [], rainbows=["red-1"], spirits=[]))
    assert points(data, "largest area") == 0


# --- Fires ----------------------------------------------------------------------------------


def test_rule_fire_lit_by_a_path_to_the_bottom_line() -> None:
    data = state(seat("Lou", COLUMN_2))
    item = category(player_of(data), "fires")["items"][0]
    assert item["points"] == 1
    assert item["label"] == "Fire on Blue 2: lit"
    assert item["details"]["path"] == ["blue-2", "green-2", "orange-2", "red-2"]
    assert item["refs"] == [["blue", 2], ["green", 2], ["orange", 2], ["red", 2]]
    assert "Blue 2 → Green 2 → Orange 2 → Red 2" in item["explanation"]


@pytest.mark.parametrize("fire", [cell.name for cell in FIRE_CELLS])
def test_components_every_fire_tile_lit_by_its_own_column(fire: str) -> None:
    cell = Cell.from_name(fire)
    column = [Cell(row, cell.column).name for row in range(1, cell.row + 1)]
    data = state(seat("Lou", column), seat("Max", []))
    items = category(player_of(data), "fires")["items"]
    assert [(item["details"]["fire"], item["points"]) for item in items] == [(fire, 1)]
    assert items[0]["details"]["path"] == column[::-1]


def test_rule_fire_without_a_path_is_not_lit() -> None:
    data = state(seat("Lou", ["blue-2", "green-2", "orange-3", "red-3"]))
    item = category(player_of(data), "fires")["items"][0]
    assert item["points"] == 0
    assert item["label"] == "Fire on Blue 2: unlit"
    assert item["details"] == {
        "fire": "blue-2",
        "cells": ["blue-2"],
        "lit": False,
        "path": [],
        "area": 2,
    }
    assert "no red cell" in item["explanation"]


def test_rule_fire_reaches_the_bottom_only_through_a_rainbow() -> None:
    data = state(seat("Lou", ["orange-2", "green-2", "blue-2"], rainbows=["red-2"]))
    item = category(player_of(data), "fires")["items"][0]
    assert item["points"] == 1
    assert item["details"]["path"][-1] == "red-2"
    assert "Red 2 (rainbow)" in item["explanation"]


def test_rule_fire_path_may_wind_through_a_rainbow_in_the_middle() -> None:
    data = state(seat("Lou", ["red-3", "orange-3", "green-2", "blue-2"], rainbows=["green-3"]))
    item = category(player_of(data), "fires")["items"][0]
    assert item["points"] == 1
    assert item["details"]["path"] == ["blue-2", "green-2", "green-3", "orange-3", "red-3"]


def test_rule_a_rainbow_on_a_fire_cell_shows_no_fire() -> None:
    data = state(seat("Lou", ["red-2", "orange-2", "green-2"], rainbows=["blue-2"]))
    player = player_of(data)
    assert category(player, "fires")["points"] == 0
    assert category(player, "fires")["items"][0]["label"] == "No fires"


def test_components_shared_purple_fire_counts_when_both_tiles_are_there() -> None:
    data = state(seat("Lou", COLUMN_5 + COLUMN_6))
    items = category(player_of(data), "fires")["items"]
    assert [item["details"]["fire"] for item in items] == [
        "purple-5",
        "purple-6",
        "purple-5+purple-6",
    ]
    assert [item["points"] for item in items] == [1, 1, 1]
    assert items[2]["label"] == "Fire shared by Purple 5 and Purple 6: lit"
    assert items[2]["details"]["cells"] == ["purple-5", "purple-6"]


def test_components_shared_purple_fire_needs_both_tiles() -> None:
    data = state(seat("Lou", COLUMN_5))
    items = category(player_of(data), "fires")["items"]
    assert [item["details"]["fire"] for item in items] == ["purple-5"]


def test_components_shared_fire_needs_purple_6_as_a_tile_not_a_rainbow() -> None:
    data = state(seat("Lou", COLUMN_5, rainbows=["purple-6"]))
    assert points(data, "fires") == 1


def test_components_unlit_shared_fire_counts_for_the_ladybug() -> None:
    data = state(seat("Lou", ["purple-5", "purple-6", *BLOCK], spirits=["ladybug"]))
    ladybug = effect(data, "ladybug")
    assert ladybug is not None
    assert ladybug["points"] == 3
    assert ladybug["details"]["counted"] == ["purple-5", "purple-6", "purple-5+purple-6"]
    assert points(data, "fires") == 0


def test_rule_fires_every_fire_tile_at_once() -> None:
    # The whole mountain filled: all nine fires lit.
    every = [cell.name for cell in ALL_CELLS]
    data = state(seat("Lou", every, spirits=["moth"]), seat("Max", []))
    assert points(data, "fires") == 9
    moth = effect(data, "moth")
    assert moth is not None
    assert moth["points"] == 9
    assert points(data, "largest area") == 48


# --- Spirits ----------------------------------------------------------------------------------


def test_rule_each_spirit_scores_one_point() -> None:
    data = state(seat("Lou", BLOCK, spirits=["fish"]))
    item = category(player_of(data), "spirits")["items"][0]
    assert item == {
        "label": "Fish",
        "points": 1,
        "explanation": "The Fish (plain background) is in the panorama → 1 point.",
        "details": {"spirit": "fish", "background": "plain", "covered": False},
        "rule": "solstis:spirits",  # The rulebook's paragraph the item applies (issue 25).
    }


def test_rule_plain_spirits_have_no_end_of_game_effect() -> None:
    plain = ["fish", "deer", "eagle", "bear", "dragonfly", "beetle", "beaver"]
    data = state(seat("Lou", WIDE_BASE, spirits=plain))
    assert points(data, "spirits") == 7
    assert category(player_of(data), "spirit effects")["items"] == []


def test_spirit_bee_counts_plain_background_spirits() -> None:
    data = state(seat("Lou", WIDE_BASE, spirits=["bee", "fish", "bear", "wolf", "beaver"]))
    bee = effect(data, "bee")
    assert bee is not None
    assert bee["points"] == 3
    assert bee["details"]["counted"] == ["fish", "bear", "beaver"]
    assert "Fish, Bear, Beaver → 3 × 1 = 3" in bee["explanation"]


def test_spirit_bee_alone_scores_zero_bonus() -> None:
    data = state(seat("Lou", BLOCK, spirits=["bee"]))
    bee = effect(data, "bee")
    assert bee is not None
    assert bee["points"] == 0


def test_spirit_ladybug_counts_fires_not_lit() -> None:
    # Blue 2 lit through its column; blue 9 and pink 8 float unlit.
    tiles = [*COLUMN_2, "red-1", "orange-1", "blue-9", "pink-8"]
    data = state(seat("Lou", tiles, spirits=["ladybug"]))
    ladybug = effect(data, "ladybug")
    assert ladybug is not None
    assert ladybug["points"] == 2
    assert ladybug["details"]["counted"] == ["blue-9", "pink-8"]
    assert points(data, "fires") == 1


def test_spirit_wolf_counts_every_separate_area_including_rainbow_only_ones() -> None:
    data = state(seat("Lou", [*BLOCK, "red-5", "red-9"], rainbows=["purple-7"], spirits=["wolf"]))
    wolf = effect(data, "wolf")
    assert wolf is not None
    assert wolf["points"] == 4
    assert wolf["details"]["counted"] == [1, 2, 3, 4]


def test_spirit_bird_counts_other_blue_spirits_including_the_squirrel() -> None:
    spirits = ["bird", "bee", "squirrel", "fish", "moth"]
    data = state(seat("Lou", WIDE_BASE, spirits=spirits))
    bird = effect(data, "bird")
    assert bird is not None
    assert bird["points"] == 3
    assert bird["details"]["counted"] == ["bee", "squirrel", "moth"]


def test_spirit_bird_alone_does_not_count_itself() -> None:
    data = state(seat("Lou", BLOCK, spirits=["bird"]))
    bird = effect(data, "bird")
    assert bird is not None
    assert bird["points"] == 0


def test_spirit_lizard_counts_rainbows() -> None:
    data = state(seat("Lou", BLOCK, rainbows=["red-9", "green-5", "purple-7"], spirits=["lizard"]))
    lizard = effect(data, "lizard")
    assert lizard is not None
    assert lizard["points"] == 3
    assert lizard["refs"] == [["red", 9], ["green", 5], ["purple", 7]]


def test_spirit_moth_counts_lit_fires() -> None:
    tiles = [*COLUMN_2, "red-1", "orange-1", "blue-9"]
    data = state(seat("Lou", tiles, spirits=["moth"]))
    moth = effect(data, "moth")
    assert moth is not None
    assert moth["points"] == 1
    assert moth["details"]["counted"] == ["blue-2"]


def test_spirit_squirrel_places_hand_tiles_before_scoring() -> None:
    # Blue 2 joins its column only through the hand tile green 2.
    lou = seat(
        "Lou",
        ["red-1", "red-2", "red-3", "orange-1", "orange-2", "orange-3", "blue-2"],
        spirits=["squirrel", "moth"],
        hand=["green-2"],
    )
    data = state(lou)
    player = player_of(data)
    assert category(player, "largest area")["points"] == 8
    assert category(player, "fires")["points"] == 1
    squirrel = effect(data, "squirrel")
    assert squirrel is not None
    assert squirrel["points"] == 0
    assert squirrel["details"]["placed"] == ["green-2"]
    assert squirrel["refs"] == [["green", 2]]
    panorama = result_of(data)["panoramas"][0]
    assert panorama["placed_from_hand"] == ["green-2"]
    green = next(row for row in panorama["rows"] if row["colour"] == "green")
    assert green["cells"][1] == {
        "cell": "green-2",
        "column": 2,
        "content": "tile",
        "area": 1,
        "in_largest_area": True,
        "from_hand": True,
        "fires": [],
    }


def test_spirit_squirrel_hand_tile_can_make_another_area_the_largest() -> None:
    # Red 1–2 + rainbows orange 1–2 (4 cells, 2 tiles) ties in size with red 6–9 (4 tiles),
    # which wins on tiles → 4. The Squirrel puts red 3 in: the first area grows to 5 cells
    # and 3 tiles and becomes the largest → 3.
    tiles = ["red-1", "red-2", "red-6", "red-7", "red-8", "red-9"]
    rainbows = ["orange-1", "orange-2"]
    lou = seat("Lou", tiles, rainbows=rainbows, spirits=["squirrel"], hand=["red-3"])
    item = category(player_of(state(lou)), "largest area")["items"][0]
    assert item["points"] == 3
    assert item["details"]["tiles"] == ["red-1", "red-2", "red-3"]
    assert item["details"]["size"] == 5
    covered = {**lou, "spirits": ["squirrel"], "evil_spirit_covers": "squirrel"}
    assert points(state(covered), "largest area") == 4


def test_spirit_squirrel_with_an_empty_hand_places_nothing() -> None:
    data = state(seat("Lou", BLOCK, spirits=["squirrel"]))
    squirrel = effect(data, "squirrel")
    assert squirrel is not None
    assert squirrel["label"] == "Squirrel: 0 tiles placed"
    assert "placed nothing" in squirrel["explanation"]


def test_edge_hand_without_a_squirrel_scores_nothing() -> None:
    data = state(seat("Lou", BLOCK, spirits=["bee"], hand=["orange-3", "red-3"]))
    assert points(data, "largest area") == 4


def test_warning_tiles_in_hand_without_the_squirrel_stay_in_the_hand() -> None:
    """Only the Squirrel places the hand: tiles marked in hand without it are scored as
    nothing, and the result says so, since ticking the Squirrel may have been forgotten."""
    result = result_of(state(seat("Lou", BLOCK, spirits=["bee"], hand=["orange-3", "red-3"])))
    assert result["players"][0]["total"] == 4 + 1 + 0  # 4 tiles, the Bee, no grey spirit
    assert result["warnings"] == [
        "Lou has 2 tiles marked in hand but did not meet the Squirrel, so they stay in the "
        "hand and score nothing. Tick the Squirrel if Lou met it."
    ]
    one = result_of(state(seat("Lou", BLOCK, hand=["red-3"])))
    assert one["warnings"] == [
        "Lou has 1 tile marked in hand but did not meet the Squirrel, so it stays in the hand "
        "and scores nothing. Tick the Squirrel if Lou met it."
    ]


def test_a_covered_squirrel_keeps_its_hand_without_a_warning() -> None:
    """The Evil Spirit covering the Squirrel is the rules at work (spec: a covered Squirrel
    moves no tiles), not a slip to point out."""
    lou = seat("Lou", BLOCK, spirits=["squirrel"], evil_spirit_covers="squirrel", hand=["red-3"])
    assert result_of(state(lou))["warnings"] == []


def test_edge_hand_tile_on_a_rainbow_without_squirrel_is_fine() -> None:
    data = state(seat("Lou", BLOCK, rainbows=["red-3"], hand=["red-3"]))
    assert points(data, "largest area") == 4


# --- Evil Spirit ----------------------------------------------------------------------------


def test_evil_spirit_covered_spirit_and_evil_spirit_score_nothing() -> None:
    lou = seat("Lou", WIDE_BASE, spirits=["fish", "bee"], evil_spirit_covers="fish")
    data = state(lou)
    items = category(player_of(data), "spirits")["items"]
    assert [(item["label"], item["points"]) for item in items] == [
        ("Fish (covered)", 0),
        ("Bee", 1),
        ("Evil Spirit", 0),
    ]
    assert items[2]["details"] == {"spirit": "evil_spirit", "background": "red", "covers": "fish"}
    # The covered Fish no longer counts for the Bee.
    bee = effect(data, "bee")
    assert bee is not None
    assert bee["points"] == 0


def test_evil_spirit_covered_blue_spirit_has_no_effect() -> None:
    lou = seat(
        "Lou", WIDE_BASE, rainbows=["green-9"], spirits=["lizard"], evil_spirit_covers="lizard"
    )
    data = state(lou)
    assert effect(data, "lizard") is None
    assert points(data, "spirits") == 0


def test_evil_spirit_covered_spirit_not_counted_by_the_bird() -> None:
    lou = seat("Lou", WIDE_BASE, spirits=["bird", "wolf", "moth"], evil_spirit_covers="wolf")
    bird = effect(state(lou), "bird")
    assert bird is not None
    assert bird["details"]["counted"] == ["moth"]


def test_evil_spirit_covered_squirrel_moves_no_tiles() -> None:
    lou = seat("Lou", BLOCK, spirits=["squirrel"], evil_spirit_covers="squirrel", hand=["red-3"])
    data = state(lou)
    assert points(data, "largest area") == 4
    assert effect(data, "squirrel") is None
    assert result_of(data)["panoramas"][0]["placed_from_hand"] == []


def test_evil_spirit_covered_squirrel_allows_a_hand_tile_under_a_rainbow() -> None:
    lou = seat(
        "Lou",
        BLOCK,
        rainbows=["red-3"],
        spirits=["squirrel"],
        evil_spirit_covers="squirrel",
        hand=["red-3"],
    )
    assert points(state(lou), "largest area") == 4


def test_evil_spirit_with_no_other_spirit_covers_none() -> None:
    data = state(seat("Lou", BLOCK, evil_spirit_covers="none"))
    items = category(player_of(data), "spirits")["items"]
    assert [(item["label"], item["points"]) for item in items] == [("Evil Spirit", 0)]
    assert result_of(data)["warnings"] == []


def test_warning_evil_spirit_covers_none_while_holding_spirits() -> None:
    data = state(seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers="none"))
    result = result_of(data)
    assert result["players"][0]["total"] == 5
    assert result["warnings"] == [
        "Lou holds the Evil Spirit marked as covering no spirit, but has 1 spirit; the "
        "opponent should have chosen one to cover. All of them were scored."
    ]


def test_evil_spirit_null_means_not_held() -> None:
    data = state(seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers=None))
    assert points(data, "spirits") == 1
    labels = [item["label"] for item in category(player_of(data), "spirits")["items"]]
    assert labels == ["Bee"]


# --- Ties and the sample table ------------------------------------------------------------


def test_rule_tie_is_a_shared_win() -> None:
    data = state(seat("Lou", ["red-1", "red-2"]), seat("Max", ["red-5", "red-6"]))
    result = result_of(data)
    assert result["winners"] == ["Lou", "Max"]
    assert [player["rank"] for player in result["players"]] == [1, 1]
    assert "share the win" in result["tiebreak"]


def test_example_sample_table_scores_its_expected_totals() -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = result_of(example["state"])
    totals = {player["name"]: player["total"] for player in result["players"]}
    assert totals == example["expect"]["totals"]
    assert result["winners"] == example["expect"]["winners"]
    assert result["warnings"] == []


def test_example_sample_table_breakdown_by_hand() -> None:
    # Ann's Squirrel puts blue 9 and orange 9 in: one area of 23 tiles and 5 rainbows,
    # fires blue 9, purple 4, 5, 6 and the shared 5–6 all lit.
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    ann = result_of(example["state"])["players"][0]
    by_category = {entry["category"]: entry["points"] for entry in ann["breakdown"]}
    assert by_category == {"largest area": 23, "fires": 5, "spirits": 7, "spirit effects": 12}
    bonuses = {
        item["details"]["spirit"]: item["points"]
        for item in category(ann, "spirit effects")["items"]
    }
    assert bonuses == {"bird": 4, "wolf": 1, "bee": 2, "moth": 5, "squirrel": 0}


def test_hand_computed_table_with_every_rule() -> None:
    # Lou: red 1–4, orange 1–4 (3 blocks), green 2 rainbow, blue 2 (fire, lit through the
    # rainbow), pink 8 alone (fire, unlit), green 9 + green 10 (an area of 2).
    lou = seat(
        "Lou",
        [
            "red-1",
            "red-2",
            "red-3",
            "red-4",
            "orange-1",
            "orange-2",
            "orange-3",
            "orange-4",
            "blue-2",
            "pink-8",
            "green-9",
            "green-10",
        ],
        rainbows=["green-2"],
        spirits=["ladybug", "moth", "lizard"],
    )
    # Max: the purple crown on its own (4 fires + shared, none lit), and one 2×2 block.
    max_ = seat(
        "Max",
        ["purple-4", "purple-5", "purple-6", "purple-7", "pink-5", "pink-6", "red-7"],
        spirits=["wolf"],
    )
    result = result_of(state(lou, max_))
    lou_result, max_result = result["players"]
    # Lou: largest 9 (8 + blue 2), fires 1 (blue 2), spirits 3, Ladybug 1 (pink 8),
    # Moth 1, Lizard 1 → 16.
    assert {entry["category"]: entry["points"] for entry in lou_result["breakdown"]} == {
        "largest area": 9,
        "fires": 1,
        "spirits": 3,
        "spirit effects": 3,
    }
    assert lou_result["total"] == 16
    # Max: largest 6, no fire lit, Wolf 1 spirit + 2 areas → 9.
    assert max_result["total"] == 6 + 0 + 1 + 2
    assert result["winners"] == ["Lou"]
    assert result["tiebreak"] is None


# --- The panoramas section ----------------------------------------------------------------


def test_section_panoramas_redraws_the_mountain_top_row_first() -> None:
    data = state(seat("Lou", [*COLUMN_5, "purple-6"], rainbows=["red-9"]))
    section = result_of(data)["panoramas"]
    assert [entry["player"] for entry in section] == ["Lou", "Max"]
    lou = section[0]
    assert [row["colour"] for row in lou["rows"]] == [
        "purple",
        "pink",
        "blue",
        "green",
        "orange",
        "red",
    ]
    assert sum(len(row["cells"]) for row in lou["rows"]) == 48
    purple = lou["rows"][0]["cells"]
    assert purple[1]["fires"] == [
        {"fire": "purple-5", "lit": True},
        {"fire": "purple-5+purple-6", "lit": True},
    ]
    assert purple[2]["fires"] == [
        {"fire": "purple-6", "lit": True},
        {"fire": "purple-5+purple-6", "lit": True},
    ]
    red = lou["rows"][-1]["cells"]
    assert red[8]["content"] == "rainbow"
    assert red[8]["area"] == 2
    assert red[8]["in_largest_area"] is False
    assert red[0]["content"] == "empty"
    assert red[0]["area"] is None
    assert lou["areas"] == [
        {"id": 1, "cells": 7, "tiles": 7, "rainbows": 0, "reaches_bottom": True, "largest": True},
        {"id": 2, "cells": 1, "tiles": 0, "rainbows": 1, "reaches_bottom": True, "largest": False},
    ]
    assert lou["largest_area"] == 1


# --- Parsing conveniences -----------------------------------------------------------------


def test_input_cell_names_are_exact_and_a_near_miss_names_the_cell() -> None:
    with pytest.raises(TableError) as caught:
        parse(state(seat("Lou", ["Green-3", " red-1 ", "PURPLE 5", "red-01", "green-4"])))
    found = {problem.path: problem.message for problem in caught.value.problems}
    advice = "(the colour in lower case, a dash and the number, with no spaces or leading zeros)."
    assert found == {
        "players[0].tiles[0]": "Lou's tiles: 'Green-3' is not written as the rules write a "
        f"cell; write it exactly 'green-3' {advice}",
        "players[0].tiles[1]": "Lou's tiles: ' red-1 ' is not written as the rules write a "
        f"cell; write it exactly 'red-1' {advice}",
        "players[0].tiles[2]": "Lou's tiles: 'PURPLE 5' is not written as the rules write a "
        f"cell; write it exactly 'purple-5' {advice}",
        "players[0].tiles[3]": "Lou's tiles: 'red-01' is not written as the rules write a "
        f"cell; write it exactly 'red-1' {advice}",
    }


def test_input_optional_lists_default_to_empty() -> None:
    table = parse({"players": [{"name": "Lou", "tiles": []}, {"name": "Max", "tiles": []}]})
    lou = table.players[0]
    assert (lou.rainbows, lou.spirits, lou.hand, lou.evil_spirit) == ((), (), (), False)


def test_input_spirit_slugs_parse_to_the_enum() -> None:
    table = parse(state(seat("Lou", BLOCK, spirits=["bee"])))
    assert table.players[0].spirits == (Spirit.BEE,)


def test_input_spirit_slugs_are_exact_lower_case() -> None:
    with pytest.raises(TableError) as caught:
        parse(state(seat("Lou", BLOCK, spirits=["BEE"])))
    assert [(problem.path, problem.message) for problem in caught.value.problems] == [
        (
            "players[0].spirits[0]",
            "Lou's spirit 'BEE' is not written as the rules list it; write it in lower case: "
            "'bee'.",
        )
    ]


# --- Command line ---------------------------------------------------------------------------


def test_cli_scores_the_sample_table(tmp_path: Path) -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    path = tmp_path / "table.json"
    path.write_text(json.dumps(example["state"]), encoding="utf-8")
    completed = run_scoring("solstis", str(path))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["game"] == "solstis"
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 47, "Ben": 12}
    assert result["winners"] == ["Ann"]
    assert len(result["panoramas"]) == 2


def test_cli_bad_table_exits_2_with_path_lines(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    bad = state(seat("Lou", ["purple-2", "red-1"], rainbows=["red-1"]))
    path.write_text(json.dumps(bad), encoding="utf-8")
    completed = run_scoring("solstis", str(path))
    assert completed.returncode == 2
    assert completed.stdout == ""
    lines = completed.stderr.strip().splitlines()
    assert lines == [
        "players[0].tiles[0]: Lou's tiles: 'purple-2' is not a cell of the panorama: "
        "the purple row has tiles 4 to 7.",
        "players[0].rainbows[0]: Lou's Red 1 is listed both as a landscape tile and as a "
        "rainbow; a cell holds one or the other.",
    ]


def test_cli_not_json_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{players: ", encoding="utf-8")
    completed = run_scoring("solstis", str(path))
    assert completed.returncode == 2
    assert "not valid JSON" in completed.stderr
