"""Sagrada with the Panorama expansion (spec/sagrada.md): every scoring rule, one by one.

Tests are named after the rule they check. Windows are written as the contract writes them
(``"R1 Y2 . B4 P5"``), so every hand-computed expectation can be checked by eye.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from scoring import sagrada
from scoring.errors import TableError
from scoring.sagrada import (
    COLORS,
    PUBLIC_OBJECTIVE_POINTS,
    PUBLIC_OBJECTIVES,
    READINGS,
    SHARED_OBJECTIVES,
    Color,
    Die,
    PublicObjective,
    parse,
    parse_window_row,
    score,
    score_public_objective,
)
from tests.scoring.cli import run_scoring

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "examples" / "sagrada.json"

EMPTY_ROW = ". . . . ."
EMPTY_WINDOW = [EMPTY_ROW] * 4

FULL_WINDOW = ["R1 Y2 G3 B4 P5", "Y3 G4 B5 P6 R1", "G5 B6 P1 R2 Y3", "B2 P3 R4 Y5 G6"]
"""A legal, complete window: every row and column has distinct colours and values; colours run
along the anti-diagonals (18 dice have a diagonal neighbour of their colour); values 1, 2, 4
and 6 appear 3 times, 3 and 5 four times; every colour 4 times."""


USUAL_PRIVATES = {"Ann": "red", "Ben": "blue", "Cat": "green", "Dan": "yellow", "Eve": "purple"}
"""Each test player's private colour unless a test gives one: one card per colour, so a table
holds no private objective twice (which is a warning)."""


def player(
    name: str,
    window: list[str] | None = None,
    private: Any = None,
    favor_tokens: int = 0,
) -> dict[str, Any]:
    return {
        "name": name,
        "window": list(EMPTY_WINDOW if window is None else window),
        "private": USUAL_PRIVATES.get(name, "red") if private is None else private,
        "favor_tokens": favor_tokens,
    }


def table(*players: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"players": list(players), **fields}


def scored(state: dict[str, Any]) -> dict[str, Any]:
    """Parse, score and return the contract's result JSON."""
    return score(parse(state)).to_dict()


def category(result: dict[str, Any], name: str, category_name: str) -> dict[str, Any]:
    for entry in result["players"]:
        if entry["name"] == name:
            for group in entry["breakdown"]:
                if group["category"] == category_name:
                    found: dict[str, Any] = group
                    return found
            raise KeyError(category_name)
    raise KeyError(name)


def public_item(window: list[str], slug: str) -> Any:
    """One public objective scored on one window."""
    parsed = parse(table(player("Ann", window), player("Ben")))
    return score_public_objective(parsed.players[0].window, PublicObjective(slug))


def total(result: dict[str, Any], name: str) -> int:
    for entry in result["players"]:
        if entry["name"] == name:
            points: int = entry["total"]
            return points
    raise KeyError(name)


def column_window(left: str = ". . . .", right: str = ". . . .") -> list[str]:
    """A window whose leftmost column holds ``left`` and rightmost ``right`` (top to bottom)."""
    lefts, rights = left.split(), right.split()
    return [f"{lefts[row]} . . . {rights[row]}" for row in range(4)]


# The sample table -------------------------------------------------------------------------


def test_sample_table_scores_the_expected_totals_and_winner() -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = scored(example["state"])
    assert {entry["name"]: entry["total"] for entry in result["players"]} == example["expect"][
        "totals"
    ]
    assert result["winners"] == example["expect"]["winners"]
    assert result["tiebreak"] is None


def test_sample_table_breakdown_by_category() -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = scored(example["state"])
    points = {
        entry["name"]: {group["category"]: group["points"] for group in entry["breakdown"]}
        for entry in result["players"]
    }
    assert points["Ann"] == {
        "public objectives": 4,
        "private objective": 11,
        "favor tokens": 4,
        "empty spaces": -4,
        "shared objectives": 4,
    }
    assert points["Ben"] == {
        "public objectives": 8,
        "private objective": 4,
        "favor tokens": 5,
        "empty spaces": 0,
        "shared objectives": 4,
    }
    assert points["Cat"] == {
        "public objectives": 0,
        "private objective": 0,
        "favor tokens": 4,
        "empty spaces": -5,
        "shared objectives": 0,
    }
    # Cat | Ann is a "distinct" card, and 3 of its 8 spaces are empty (Cat's column 5, row 2;
    # Ann's column 1, rows 3 and 4), so it scores 0 for both: 3 colours no longer earn 7.
    assert [card["points"] for card in result["shared_objectives"]] == [4, 0, 0]


# Public objectives: complete lines --------------------------------------------------------


@pytest.mark.parametrize(
    ("slug", "points"),
    [
        ("row_color_variety", 24),
        ("column_color_variety", 25),
        ("row_shade_variety", 20),
        ("column_shade_variety", 20),
        ("light_shades", 6),
        ("medium_shades", 6),
        ("deep_shades", 6),
        ("shade_variety", 15),
        ("color_variety", 16),
        ("color_diagonals", 18),
    ],
)
def test_every_public_objective_on_a_full_legal_window(slug: str, points: int) -> None:
    assert public_item(FULL_WINDOW, slug).points == points


def test_row_color_variety_scores_six_per_complete_row_with_five_colours() -> None:
    window = ["R1 Y2 G3 B4 P5", "Y3 G4 B5 P6 R1", "R5 R6 P1 G2 Y3", EMPTY_ROW]
    item = public_item(window, "row_color_variety")
    assert item.points == 12
    assert item.explanation == (
        "Rows 1 and 2 have five different colours: 2 × 6 = 12. "
        "Row 4 is not complete. Row 3 repeats red."
    )
    assert item.refs == tuple((row, column) for row in (1, 2) for column in range(1, 6))
    assert item.details["lines"] == [1, 2]


def test_row_objectives_only_score_complete_rows() -> None:
    window = ["R1 Y2 G3 B4 .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW]
    assert public_item(window, "row_color_variety").points == 0
    assert public_item(window, "row_shade_variety").points == 0
    assert "No complete row" in public_item(window, "row_color_variety").explanation


def test_column_color_variety_scores_five_per_complete_column() -> None:
    window = ["R1 R1 . . .", "Y2 Y2 . . .", "G3 G3 . . .", "B4 R4 . . ."]
    item = public_item(window, "column_color_variety")
    assert item.points == 5
    assert item.refs == ((1, 1), (2, 1), (3, 1), (4, 1))
    assert "Column 2 repeats red" in item.explanation
    assert "Columns 3, 4 and 5 are not complete" in item.explanation


def test_column_objectives_only_score_complete_columns() -> None:
    window = ["R1 . . . .", "Y2 . . . .", "G3 . . . .", EMPTY_ROW]
    assert public_item(window, "column_color_variety").points == 0
    assert public_item(window, "column_shade_variety").points == 0


def test_row_shade_variety_scores_five_per_complete_row_without_repeated_values() -> None:
    window = ["R1 Y2 G3 B4 P5", "R1 Y1 G3 B4 P5", EMPTY_ROW, EMPTY_ROW]
    item = public_item(window, "row_shade_variety")
    assert item.points == 5
    assert "Row 2 repeats 1" in item.explanation


def test_column_shade_variety_scores_four_per_complete_column() -> None:
    window = ["R1 G1 . . .", "Y2 G2 . . .", "G3 B3 . . .", "B6 P1 . . ."]
    item = public_item(window, "column_shade_variety")
    assert item.points == 4
    assert item.explanation.startswith("Column 1 has four different values: 1 × 4 = 4.")


# Public objectives: sets ------------------------------------------------------------------


def test_rulebook_light_shades_sets_are_the_smaller_count() -> None:
    window = ["R1 Y2 G1 B2 P1", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW]
    item = public_item(window, "light_shades")
    assert item.points == 4
    assert item.explanation == "A set is a 1 and a 2: min(#1 = 3, #2 = 2) = 2 sets × 2 = 4."
    assert item.refs == ((1, 1), (1, 2), (1, 3), (1, 4))
    assert item.details["counts"] == {"1": 3, "2": 2}


def test_medium_and_deep_shades_pair_three_four_and_five_six() -> None:
    window = ["R3 Y4 G3 B4 P3", "R5 . . . .", EMPTY_ROW, EMPTY_ROW]
    assert public_item(window, "medium_shades").points == 4
    assert public_item(window, "deep_shades").points == 0
    window = ["R5 Y6 G5 B6 P5", "R6 . . . .", EMPTY_ROW, EMPTY_ROW]
    assert public_item(window, "deep_shades").points == 6


def test_shade_variety_needs_one_of_each_value() -> None:
    window = ["R1 Y2 G3 B4 P5", "Y6 G1 B2 P3 R4", "G5 . . . .", EMPTY_ROW]
    item = public_item(window, "shade_variety")
    assert item.points == 5
    assert item.explanation == (
        "A set is one die of each value: "
        "min(#1 = 2, #2 = 2, #3 = 2, #4 = 2, #5 = 2, #6 = 1) = 1 set × 5 = 5."
    )


def test_color_variety_needs_one_die_of_each_colour() -> None:
    window = ["R1 Y2 G3 B4 .", "Y6 G1 B2 P3 R4", EMPTY_ROW, EMPTY_ROW]
    item = public_item(window, "color_variety")
    assert item.points == 4
    assert item.explanation == (
        "A set is one die of each colour: "
        "min(red = 2, yellow = 2, green = 2, blue = 2, purple = 1) = 1 set × 4 = 4."
    )
    assert public_item(["R1 Y2 G3 B4 .", *EMPTY_WINDOW[1:]], "color_variety").points == 0


# Public objectives: colour diagonals -------------------------------------------------------


def test_color_diagonals_counts_each_die_once() -> None:
    # R at (2,2) touches three red dice diagonally: it still counts once, and so does each.
    window = ["R1 . R2 . .", ". R3 . . .", "R4 . R5 . .", EMPTY_ROW]
    item = public_item(window, "color_diagonals")
    assert item.points == 5
    assert set(item.refs) == {(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)}
    assert "5 dice touch a die of their colour diagonally" in item.explanation


def test_color_diagonals_ignores_orthogonal_and_other_colour_neighbours() -> None:
    window = ["R1 R2 . . .", ". Y3 . . .", EMPTY_ROW, EMPTY_ROW]
    item = public_item(window, "color_diagonals")
    assert item.points == 0
    assert item.explanation == "No die touches a die of its colour diagonally: 0 × 1 = 0."


def test_color_diagonals_counts_both_dice_of_a_pair() -> None:
    window = [". . . . G1", ". . . G2 .", EMPTY_ROW, "B1 . . . ."]
    assert public_item(window, "color_diagonals").points == 2


def test_a_die_counts_for_several_public_objectives() -> None:
    result = scored(
        table(
            player("Ann", FULL_WINDOW),
            player("Ben"),
            public_objectives=["row_color_variety", "row_shade_variety", "color_variety"],
        )
    )
    assert category(result, "Ann", "public objectives")["points"] == 24 + 20 + 16


def test_public_objectives_constants_match_the_spec_table() -> None:
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.ROW_COLOR_VARIETY] == 6
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.COLUMN_COLOR_VARIETY] == 5
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.ROW_SHADE_VARIETY] == 5
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.COLUMN_SHADE_VARIETY] == 4
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.SHADE_VARIETY] == 5
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.COLOR_VARIETY] == 4
    assert PUBLIC_OBJECTIVE_POINTS[PublicObjective.COLOR_DIAGONALS] == 1
    assert set(PUBLIC_OBJECTIVES) == {objective.value for objective in PublicObjective}
    assert PUBLIC_OBJECTIVES["light_shades"].name == "Light Shades"
    assert COLORS == (("R", "red"), ("Y", "yellow"), ("G", "green"), ("B", "blue"), ("P", "purple"))
    assert set(SHARED_OBJECTIVES) == {
        "shade_resonance",
        "color_resonance",
        "count_each",
        "distinct",
        "pairs",
    }


def test_no_public_objectives_means_no_public_category() -> None:
    result = scored(table(player("Ann", FULL_WINDOW), player("Ben")))
    names = [group["category"] for group in result["players"][0]["breakdown"]]
    assert names == ["private objective", "favor tokens", "empty spaces"]


# Private objectives ------------------------------------------------------------------------


def test_color_private_objective_sums_the_values_of_its_colour() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, "blue"), player("Ben")))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 4 + 5 + 6 + 2
    assert item["label"] == "Private objective: blue"
    assert item["explanation"] == (
        "Values of the blue dice (4 at row 1, column 4; 5 at row 2, column 3; "
        "6 at row 3, column 2; 2 at row 4, column 1): 4 + 5 + 6 + 2 = 17."
    )
    assert item["refs"] == [[1, 4], [2, 3], [3, 2], [4, 1]]


def test_edition_2026_private_objective_scores_three_per_die() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, "blue"), player("Ben"), edition="2026"))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 12
    assert "× 3 (2026 edition) = 12" in item["explanation"]


def test_edition_2017_is_the_default_and_can_be_named() -> None:
    for edition in (None, "2017", 2017):
        state = table(player("Ann", FULL_WINDOW, "blue"), player("Ben"))
        if edition is not None:
            state["edition"] = edition
        assert total(scored(state), "Ann") == 17


def test_private_objective_with_no_dice_of_its_colour_scores_zero() -> None:
    result = scored(table(player("Ann", ["R1 . . . .", *EMPTY_WINDOW[1:]], "green"), player("Ben")))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 0
    assert item["explanation"] == "No green dice in the window: 0."


def test_private_colour_is_its_exact_lower_case_name() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, "blue"), player("Ben")))
    assert category(result, "Ann", "private objective")["points"] == 17
    for private in ("Blue", " BLUE ", "b"):
        with pytest.raises(TableError) as caught:
            sagrada.parse(table(player("Ann", FULL_WINDOW, private), player("Ben")))
        (problem,) = caught.value.problems
        assert problem.path == "players[0].private"
        assert problem.message.startswith(
            f"Ann's private objective {private!r} is not written as the rules list it; write "
        )
        assert problem.message.endswith(": 'blue'.")


def test_window_cells_stay_case_insensitive_as_the_spec_says() -> None:
    lower = [row.lower() for row in FULL_WINDOW]
    assert scored(table(player("Ann", lower), player("Ben"))) == scored(
        table(player("Ann", FULL_WINDOW), player("Ben"))
    )


def test_focal_point_sums_the_values_on_its_shaded_spaces() -> None:
    gate = {"focal_point": {"name": "Gate", "spaces": [[1, 1], [1, 5], [4, 1], [4, 5]]}}
    result = scored(table(player("Ann", FULL_WINDOW, gate), player("Ben")))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 1 + 5 + 2 + 6
    assert item["label"] == "Focal Point: Gate"
    assert item["refs"] == [[1, 1], [1, 5], [4, 1], [4, 5]]
    assert item["details"]["spaces"] == [[1, 1], [1, 5], [4, 1], [4, 5]]


def test_focal_point_empty_shaded_space_scores_zero() -> None:
    window = ["R6 . . . .", *EMPTY_WINDOW[1:]]
    card = {"focal_point": {"spaces": [[1, 1], [1, 2]]}}
    result = scored(table(player("Ann", window, card), player("Ben")))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 6
    assert item["label"] == "Focal Point"
    assert "row 1, column 2 empty → 0" in item["explanation"]


def test_focal_point_is_not_changed_by_the_2026_edition() -> None:
    card = {"focal_point": {"name": "Gate", "spaces": [[1, 1], [1, 5]]}}
    result = scored(table(player("Ann", FULL_WINDOW, card), player("Ben"), edition="2026"))
    assert category(result, "Ann", "private objective")["points"] == 6


# Favor tokens and empty spaces ------------------------------------------------------------


def test_each_unused_favor_token_scores_one() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, favor_tokens=3), player("Ben")))
    item = category(result, "Ann", "favor tokens")["items"][0]
    assert item["points"] == 3
    assert item["explanation"] == "3 unused favor tokens × 1 = 3."


def test_missing_favor_tokens_count_as_zero() -> None:
    ann = player("Ann", FULL_WINDOW)
    del ann["favor_tokens"]
    assert category(scored(table(ann, player("Ben"))), "Ann", "favor tokens")["points"] == 0


def test_each_empty_space_costs_one() -> None:
    window = ["R1 . . . .", *EMPTY_WINDOW[1:]]
    result = scored(table(player("Ann", window), player("Ben")))
    item = category(result, "Ann", "empty spaces")["items"][0]
    assert item["points"] == -19
    assert item["refs"][:2] == [[1, 2], [1, 3]]
    assert item["explanation"].endswith("× −1 = −19.")


def test_base_total_adds_public_private_favor_and_empty_spaces() -> None:
    # Ann: row colour variety 6 (row 1), light shades 1 set (2), red 1, 2 favor, 15 empty.
    window = ["R1 Y2 G3 B4 P5", *EMPTY_WINDOW[1:]]
    result = scored(
        table(
            player("Ann", window, "red", 2),
            player("Ben"),
            public_objectives=["row_color_variety", "light_shades"],
        )
    )
    assert total(result, "Ann") == 6 + 2 + 1 + 2 - 15


# Solo --------------------------------------------------------------------------------------


def test_solo_empty_spaces_cost_three_each() -> None:
    window = ["R1 Y2 G3 B4 P5", *EMPTY_WINDOW[1:]]
    result = scored(table(player("Ann", window, "red")))
    item = category(result, "Ann", "empty spaces")["items"][0]
    assert item["points"] == -45
    assert "× −3 (solo) = −45" in item["explanation"]
    assert result["players"][0]["total"] == 1 - 45


def test_solo_has_no_favor_tokens() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, "red", favor_tokens=2)))
    names = [group["category"] for group in result["players"][0]["breakdown"]]
    assert "favor tokens" not in names
    assert result["players"][0]["total"] == 1 + 1 + 4 + 2
    assert any("solo game has no favor tokens" in warning for warning in result["warnings"])


@pytest.mark.parametrize(
    ("target", "beats"),
    [(7, True), (8, False), (20, False), (0, True)],
)
def test_solo_total_must_beat_the_target(target: int, beats: bool) -> None:
    result = scored(table(player("Ann", FULL_WINDOW, "red"), solo_target=target))
    assert result["players"][0]["total"] == 8
    assert result["solo"]["target"] == target
    assert result["solo"]["beats_target"] is beats
    assert result["solo"]["total"] == 8
    assert ("beaten, a win" in result["solo"]["explanation"]) is beats


def test_solo_without_target_says_nothing_about_winning() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, "red")))
    assert result["solo"]["target"] is None
    assert result["solo"]["beats_target"] is None
    assert result["winners"] == ["Ann"]


def test_solo_uses_at_most_two_public_objectives() -> None:
    result = scored(
        table(
            player("Ann", FULL_WINDOW),
            public_objectives=["row_color_variety", "color_diagonals"],
        )
    )
    assert category(result, "Ann", "public objectives")["points"] == 24 + 18


def test_solo_section_only_in_a_solo_game() -> None:
    result = scored(table(player("Ann", FULL_WINDOW), player("Ben")))
    assert "solo" not in result


def test_solo_target_outside_solo_is_ignored_with_a_warning() -> None:
    result = scored(table(player("Ann", FULL_WINDOW), player("Ben"), solo_target=30))
    assert "solo" not in result
    assert any("solo target only applies" in warning for warning in result["warnings"])


# In FULL_WINDOW the red dice are 1, 1, 2 and 4 (8) and the blue dice 4, 5, 6 and 2 (17).


@pytest.mark.parametrize("privates", [["red", "blue"], ["blue", "red"]])
def test_solo_player_dealt_two_colours_scores_the_better_one(privates: list[str]) -> None:
    result = scored(table(player("Ann", FULL_WINDOW, privates)))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 17
    assert item["label"] == "Private objective: blue (better than red)"
    assert item["explanation"] == (
        "Solo: of the 2 private colours, the better one scores. Blue: values of the blue dice "
        "(4 at row 1, column 4; 5 at row 2, column 3; 6 at row 3, column 2; 2 at row 4, "
        "column 1): 4 + 5 + 6 + 2 = 17. Red: values of the red dice (1 at row 1, column 1; "
        "1 at row 2, column 5; 2 at row 3, column 4; 4 at row 4, column 3): 1 + 1 + 2 + 4 = 8. "
        "Blue scores more (17 against 8): 17."
    )
    assert item["refs"] == [[1, 4], [2, 3], [3, 2], [4, 1]]  # the blue dice
    assert result["players"][0]["total"] == 17  # a full window: no empty spaces
    assert result["windows"][0]["private"] == {"colors": ["red", "blue"]}


def test_solo_two_colours_in_either_order_give_the_same_result() -> None:
    first = scored(table(player("Ann", FULL_WINDOW, ["red", "blue"]), solo_target=10))
    second = scored(table(player("Ann", FULL_WINDOW, ["blue", "red"]), solo_target=10))
    assert first == second


def test_solo_two_colours_tied_in_the_2026_edition_name_the_first_in_the_rules_order() -> None:
    # 4 red dice and 4 blue dice × 3 = 12 each, listed blue first: red is named, for 12.
    result = scored(table(player("Ann", FULL_WINDOW, ["blue", "red"]), edition="2026"))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 12
    assert item["label"] == "Private objective: red (tied with blue)"
    assert item["explanation"].endswith("Both score 12, so red counts: 12.")
    assert "Red: 4 red dice" in item["explanation"]
    assert "Blue: 4 blue dice" in item["explanation"]


def test_solo_two_colours_without_dice_of_either_score_zero() -> None:
    window = ["G1 Y2 G3 . .", *EMPTY_WINDOW[1:]]
    result = scored(table(player("Ann", window, ["red", "purple"])))
    item = category(result, "Ann", "private objective")["items"][0]
    assert item["points"] == 0
    assert "Red: no red dice in the window: 0. Purple: no purple dice" in item["explanation"]
    assert result["players"][0]["total"] == 0 - 17 * 3


# Private objective warnings ----------------------------------------------------------------


FOCAL_CARD = {"focal_point": {"name": "Gate", "spaces": [[1, 1]]}}
SIX = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def test_warning_six_players_not_all_using_focal_point_private_objectives() -> None:
    players = [player(name, private=FOCAL_CARD) for name in SIX[:4]]
    players += [player("Eve", private="red"), player("Fay", private="blue")]
    result = scored(table(*players))
    assert result["warnings"] == [
        "With 6 players the Panorama expansion requires Focal Point private objectives "
        '("In a 6-player game, you must use the Focal Point Private Objectives"), but Eve and '
        "Fay hold a colour; scored as entered."
    ]
    # Scored anyway: Eve's red and Fay's blue score 0 on empty windows, like everyone else.
    assert [entry["total"] for entry in result["players"]] == [-20 + 0] * 6


def test_six_players_all_with_focal_point_cards_get_no_warning() -> None:
    result = scored(table(*(player(name, private=FOCAL_CARD) for name in SIX)))
    assert result["warnings"] == []


def test_five_players_with_colour_private_objectives_get_no_warning() -> None:
    result = scored(table(*(player(name) for name in SIX[:5])))
    assert result["warnings"] == []


def test_warning_one_colour_private_objective_held_by_two_players() -> None:
    result = scored(
        table(player("Ann", private="red"), player("Ben", private="red"), player("Cat"))
    )
    assert result["warnings"] == [
        "Ann and Ben both hold the red private objective, but there is one card per colour; "
        "scored as entered."
    ]


def test_warning_one_colour_private_objective_held_by_three_players() -> None:
    players = [player(name, private="green") for name in ("Ann", "Ben", "Cat")]
    result = scored(table(*players))
    assert result["warnings"] == [
        "Ann, Ben and Cat all hold the green private objective, but there is one card per "
        "colour; scored as entered."
    ]


def test_focal_point_cards_are_not_colour_cards_held_twice() -> None:
    result = scored(table(player("Ann", private=FOCAL_CARD), player("Ben", private=FOCAL_CARD)))
    assert result["warnings"] == []


# Shared objectives -------------------------------------------------------------------------


def shared_table(objective: Any, ann_right: str, ben_left: str) -> dict[str, Any]:
    """Ann, Ben and Cat; one card between Ann (left) and Ben (right)."""
    return table(
        player("Ann", column_window(right=ann_right)),
        player("Ben", column_window(left=ben_left)),
        player("Cat"),
        shared_objectives=[{"left": "Ann", "right": "Ben", "objective": objective}],
    )


def shared_points(result: dict[str, Any], name: str) -> int:
    points: int = category(result, name, "shared objectives")["points"]
    return points


def test_shade_resonance_scores_four_for_three_and_eight_for_four() -> None:
    # Values among the neighbouring columns: 2 ×3, 5 ×4, 1 ×1.
    result = scored(shared_table("shade_resonance", "R2 Y5 G2 B5", "P2 G5 Y5 B1"))
    card = result["shared_objectives"][0]
    assert card["points"] == 12
    assert shared_points(result, "Ann") == 12
    assert shared_points(result, "Ben") == 12
    assert shared_points(result, "Cat") == 0
    assert card["explanation"].endswith(
        "Value 2 found 3 times → 4; value 5 found 4 times → 8: 4 + 8 = 12."
    )


def test_shade_resonance_five_of_a_value_still_scores_eight() -> None:
    result = scored(shared_table("shade_resonance", "R6 Y6 G6 B6", "P6 . . ."))
    assert result["shared_objectives"][0]["points"] == 8


def test_color_resonance_scores_each_colour_found_three_or_four_times() -> None:
    # Colours: red ×3, blue ×4, green ×1.
    result = scored(shared_table("color_resonance", "R1 B2 R3 B4", "B5 R6 B1 G2"))
    assert result["shared_objectives"][0]["points"] == 12
    assert shared_points(result, "Ann") == shared_points(result, "Ben") == 12


def test_shared_objective_looks_only_at_the_neighbouring_columns() -> None:
    # Ann's leftmost column and Ben's rightmost column are full of red; they do not count.
    ann = ["R1 . . . Y1", "R2 . . . .", "R3 . . . .", "R4 . . . ."]
    ben = [". . . . R1", ". . . . R2", "Y3 . . . R3", ". . . . R4"]
    result = scored(
        table(
            player("Ann", ann),
            player("Ben", ben),
            player("Cat"),
            shared_objectives=[{"left": "Ann", "right": "Ben", "objective": "color_resonance"}],
        )
    )
    card = result["shared_objectives"][0]
    assert card["points"] == 0
    assert [space["die"] for space in card["spaces"]["left"]] == ["Y1", None, None, None]
    assert [space["die"] for space in card["spaces"]["right"]] == [None, None, "Y3", None]
    assert card["spaces"]["left"][0] == {"row": 1, "column": 5, "die": "Y1"}
    assert card["spaces"]["right"][2] == {"row": 3, "column": 1, "die": "Y3"}


def test_count_each_uses_the_largest_count_above_it_and_zero_below() -> None:
    objective = {"type": "count_each", "of": "color", "points": {"2": 1, "3": 5}}
    # red ×5 → above 3 → 5; blue ×2 → 1; green ×1 → not printed → 0.
    result = scored(shared_table(objective, "R1 R2 R3 B4", "R5 R6 B1 G2"))
    assert result["shared_objectives"][0]["points"] == 6


def test_count_each_a_count_between_printed_counts_scores_zero() -> None:
    objective = {"type": "count_each", "of": "shade", "points": {"2": 3, "4": 9}}
    # value 1 ×3: not printed and below the largest → 0; value 6 ×2 → 3.
    result = scored(shared_table(objective, "R1 Y1 G1 B6", "P6 . . ."))
    assert result["shared_objectives"][0]["points"] == 3


DISTINCT_COLORS = {"type": "distinct", "of": "color", "points": {"4": 3, "3": 7, "2": 16}}
"""The rulebook's example: "3/7/16 points for 4/3/2 colors"."""


@pytest.mark.parametrize(
    ("ann_right", "ben_left", "colours", "points"),
    [
        ("R1 R2 B3 B4", "R5 R6 B1 B2", 2, 16),  # red ×4, blue ×4
        ("R1 G2 B3 B4", "R5 G6 B1 G2", 3, 7),  # red, green, blue
        ("R1 G2 B3 Y4", "R5 G6 B1 Y2", 4, 3),  # red, green, blue, yellow
        ("R1 G2 B3 Y4", "P5 G6 B1 Y2", 5, 0),  # all five: not printed on the card
    ],
)
def test_distinct_full_boundary_scores_by_the_number_of_different_colours(
    ann_right: str, ben_left: str, colours: int, points: int
) -> None:
    result = scored(shared_table(DISTINCT_COLORS, ann_right, ben_left))
    card = result["shared_objectives"][0]
    assert card["points"] == points
    assert f"{colours} different colours" in card["explanation"]
    assert shared_points(result, "Ann") == shared_points(result, "Ben") == points


def test_distinct_full_boundary_of_eight_dice_scores_and_marks_every_die() -> None:
    # Ann's column 5: Red 1, Red 2, Blue 3, Blue 4; Ben's column 1: Red 5, Red 6, Blue 1,
    # Blue 2. 8 dice, 2 colours → 16 for both.
    result = scored(shared_table(DISTINCT_COLORS, "R1 R2 B3 B4", "R5 R6 B1 B2"))
    card = result["shared_objectives"][0]
    assert card["points"] == 16
    assert card["explanation"].endswith("2 different colours (red, blue) among 8 dice → 16.")
    assert len(card["counted"]) == 8


def test_distinct_gapped_boundary_of_seven_dice_scores_zero_and_says_why() -> None:
    # The same columns with Ben's row 4 empty: 7 dice in 2 colours would have earned the top
    # prize, but the card counts only when all 8 spaces hold a die.
    result = scored(shared_table(DISTINCT_COLORS, "R1 R2 B3 B4", "R5 R6 B1 ."))
    card = result["shared_objectives"][0]
    assert card["points"] == 0
    assert card["counted"] == []
    assert card["explanation"].endswith(
        # Issue 23: the rules state no such condition, so the sentence says it is our reading.
        "By our reading (the rules do not say so), this card counts only when all 8 "
        "neighbouring spaces hold a die, and 1 space is empty (Ben's column 1, row 4) → 0."
    )
    assert shared_points(result, "Ann") == shared_points(result, "Ben") == 0
    # Ann: 4 dice, 16 empty spaces; her shared line item carries the explanation too.
    item = category(result, "Ann", "shared objectives")["items"][0]
    assert item["points"] == 0 and "1 space is empty" in item["explanation"]


def test_distinct_two_dice_in_two_colours_no_longer_earn_the_top_prize() -> None:
    # The reading the spec corrected: 2 dice, 2 colours, 6 empty spaces → 0, not 16.
    result = scored(shared_table(DISTINCT_COLORS, "R1 . . .", "B2 . . ."))
    card = result["shared_objectives"][0]
    assert card["points"] == 0
    assert (
        "6 spaces are empty (Ann's column 5, rows 2, 3 and 4; Ben's column 1, rows 2, 3 and 4)"
        in card["explanation"]
    )


def test_distinct_shades_counts_different_values_on_a_full_boundary() -> None:
    objective = {"type": "distinct", "of": "shade", "points": {"2": 10}}
    # Values 1 and 6 only, 8 dice → 10; one empty space → 0.
    result = scored(shared_table(objective, "R1 G1 B6 Y6", "P1 Y1 G6 R6"))
    assert result["shared_objectives"][0]["points"] == 10
    gapped = scored(shared_table(objective, "R1 G1 B6 Y6", "P1 . G6 R6"))
    assert gapped["shared_objectives"][0]["points"] == 0


def test_distinct_card_rule_says_it_needs_all_eight_spaces() -> None:
    result = scored(shared_table(DISTINCT_COLORS, "R1 G2 B3 Y4", "P5 G6 B1 Y2"))
    assert (
        "16 points for 2 different colours, 7 for 3 and 3 for 4, among the neighbouring "
        "columns when all 8 of their spaces hold a die"
        in result["shared_objectives"][0]["explanation"]
    )
    assert "a number the card does not score" in result["shared_objectives"][0]["explanation"]


def test_pairs_score_per_matching_neighbouring_pair() -> None:
    objective = {"type": "pairs", "match": "color", "points": 2}
    # Row 1 red|red, row 2 blue|green, row 3 green|green, row 4 empty on the right.
    result = scored(shared_table(objective, "R1 B2 G3 Y4", "R5 G6 G1 ."))
    card = result["shared_objectives"][0]
    assert card["points"] == 4
    assert card["counted"] == [["left", 1, 5], ["right", 1, 1], ["left", 3, 5], ["right", 3, 1]]
    assert shared_points(result, "Ann") == shared_points(result, "Ben") == 4


def test_pairs_by_shade_compare_values_across_the_boundary() -> None:
    objective = {"type": "pairs", "match": "shade", "points": 3}
    result = scored(shared_table(objective, "R1 B2 G3 Y4", "Y1 G2 G1 P4"))
    assert result["shared_objectives"][0]["points"] == 9


def test_both_neighbours_score_every_card_around_a_table_of_three() -> None:
    # Ann's right column all 6s; Ben's left column 6 6 . .; Ben's right column four reds;
    # Cat's left column empty; Cat's right column two blues; Ann's left column one blue.
    ann = ["B1 . . . R6", ". . . . Y6", ". . . . G6", ". . . . P6"]
    ben = ["Y6 . . . R1", "G6 . . . R2", ". . . . R3", ". . . . R4"]
    cat = [". . . . B1", ". . . . B2", EMPTY_ROW, EMPTY_ROW]
    result = scored(
        table(
            player("Ann", ann),
            player("Ben", ben),
            player("Cat", cat),
            public_objectives=["light_shades"],
            shared_objectives=[
                {"left": "Ann", "right": "Ben", "objective": "shade_resonance"},
                {"left": "Ben", "right": "Cat", "objective": "color_resonance"},
                {
                    "left": "Cat",
                    "right": "Ann",
                    "objective": {"type": "count_each", "of": "color", "points": {"3": 5}},
                },
            ],
        )
    )
    assert [card["points"] for card in result["shared_objectives"]] == [8, 8, 5]
    assert shared_points(result, "Ann") == 8 + 5
    assert shared_points(result, "Ben") == 8 + 8
    assert shared_points(result, "Cat") == 8 + 5
    labels = [item["label"] for item in category(result, "Ben", "shared objectives")["items"]]
    assert labels == [
        "Shade Resonance with Ann (left neighbour)",
        "Color Resonance with Cat (right neighbour)",
    ]
    # Three cards for three players, one public objective: only placement warnings.
    assert all(
        re.search("are (side by side|one above the other) and share", warning)
        for warning in result["warnings"]
    )


def test_shared_objective_names_players_ignoring_case() -> None:
    state = shared_table("shade_resonance", "R6 Y6 G6 . ", ". . . .")
    state["shared_objectives"][0]["left"] = " ann "
    result = scored(state)
    assert result["shared_objectives"][0]["left"] == "Ann"
    assert shared_points(result, "Ann") == 4


def test_shared_objective_section_describes_the_generic_card() -> None:
    objective = {"type": "distinct", "of": "color", "points": {"4": 3, "3": 7, "2": 16}}
    result = scored(shared_table(objective, "R1 G2 B3 B4", ". . . ."))
    card = result["shared_objectives"][0]
    assert card["objective"] == {
        "type": "distinct",
        "of": "color",
        "points": {"4": 3, "3": 7, "2": 16},
    }
    assert card["name"] == "Different colours"
    assert card["rule"] == (
        "16 points for 2 different colours, 7 for 3 and 3 for 4, among the neighbouring columns "
        "when all 8 of their spaces hold a die"
    )
    assert card["left"] == "Ann"
    assert card["right"] == "Ben"


def test_shared_objective_generic_card_may_carry_its_name() -> None:
    objective = {"type": "pairs", "match": "color", "points": 2, "name": "Mirror"}
    result = scored(shared_table(objective, "R1 . . .", "R2 . . ."))
    assert result["shared_objectives"][0]["name"] == "Mirror"
    assert result["shared_objectives"][0]["objective"]["name"] == "Mirror"


def test_a_player_without_a_shared_card_scores_zero_there() -> None:
    result = scored(shared_table("shade_resonance", ". . . .", ". . . ."))
    item = category(result, "Cat", "shared objectives")["items"][0]
    assert item["points"] == 0
    assert "No shared objective card lies beside Cat" in item["explanation"]


def test_no_shared_objectives_means_no_shared_category_and_an_empty_section() -> None:
    result = scored(table(player("Ann"), player("Ben"), player("Cat")))
    assert result["shared_objectives"] == []
    for entry in result["players"]:
        assert "shared objectives" not in [group["category"] for group in entry["breakdown"]]


# Ties ----------------------------------------------------------------------------------------


def tied_pair(
    ann_private: str, ben_private: str, ann_tokens: int, ben_tokens: int, **fields: Any
) -> dict[str, Any]:
    """Ann and Ben both end on the same total (windows of one die; privates and tokens vary)."""
    return table(
        player("Ann", ["R6 . . . .", *EMPTY_WINDOW[1:]], ann_private, ann_tokens),
        player("Ben", ["R6 . . . .", *EMPTY_WINDOW[1:]], ben_private, ben_tokens),
        **fields,
    )


def test_tie_broken_by_most_private_objective_points() -> None:
    # Ann: red 6 + 0 tokens; Ben: blue 0 + 6 tokens; both −19 for empty spaces.
    result = scored(tied_pair("red", "blue", 0, 6))
    assert total(result, "Ann") == total(result, "Ben") == -13
    assert result["winners"] == ["Ann"]
    assert [entry["rank"] for entry in result["players"]] == [1, 2]
    assert "Ann wins on most points from the private objective" in result["tiebreak"]


def test_tie_broken_by_most_unused_favor_tokens() -> None:
    # Ann: 1 token, 2 dice (18 empty) → 1 − 18 = −17; Ben: 2 tokens, 1 die → 2 − 19 = −17.
    # Both private objectives (blue) score 0.
    state = table(
        player("Ann", ["R6 G1 . . .", *EMPTY_WINDOW[1:]], "blue", 1),
        player("Ben", ["R6 . . . .", *EMPTY_WINDOW[1:]], "blue", 2),
    )
    result = scored(state)
    assert total(result, "Ann") == total(result, "Ben") == -17
    assert result["winners"] == ["Ben"]
    assert result["tiebreak"] == (
        "Ann and Ben tied on -17 points, level on most points from the private objective "
        "(0 private objective points each); Ben wins on most unused favor tokens "
        "(2 favor tokens against Ann 1 favor token)."
    )


def test_tie_broken_by_coming_later_in_the_final_round() -> None:
    result = scored(tied_pair("red", "red", 3, 3, final_round_order=["Ben", "Ann"]))
    assert result["winners"] == ["Ann"]
    assert "coming later in the final round's turn order" in result["tiebreak"]
    result = scored(tied_pair("red", "red", 3, 3, final_round_order=["Ann", "Ben"]))
    assert result["winners"] == ["Ben"]
    assert [entry["rank"] for entry in result["players"]] == [2, 1]


def test_tie_stands_without_final_round_order() -> None:
    result = scored(tied_pair("red", "red", 3, 3))
    assert result["winners"] == ["Ann", "Ben"]
    assert [entry["rank"] for entry in result["players"]] == [1, 1]
    assert "the tie stands" in result["tiebreak"]


def test_tie_breakers_also_order_the_players_behind_the_winner() -> None:
    state = table(
        player("Ann", FULL_WINDOW, "red", 0),
        player("Ben", ["R6 . . . .", *EMPTY_WINDOW[1:]], "red", 3),
        player("Cat", ["R6 . . . .", *EMPTY_WINDOW[1:]], "red", 3),
        final_round_order=["Ann", "Cat", "Ben"],
    )
    result = scored(state)
    assert [entry["rank"] for entry in result["players"]] == [1, 2, 3]
    assert result["tiebreak"] is None


# Warnings ------------------------------------------------------------------------------------


def test_warning_dice_side_by_side_sharing_a_colour_names_both_spaces() -> None:
    window = ["R1 R2 . . .", *EMPTY_WINDOW[1:]]
    result = scored(table(player("Ann", window), player("Ben")))
    assert result["warnings"] == [
        "Ann's window: Red 1 at row 1, column 1 and Red 2 at row 1, column 2 are side by side "
        "and share a colour (red), which the placement rules forbid; scored as entered."
    ]
    assert total(result, "Ann") == 1 + 2 - 18


def test_warning_dice_one_above_the_other_sharing_a_value() -> None:
    window = ["R4 . . . .", "G4 . . . .", EMPTY_ROW, EMPTY_ROW]
    result = scored(table(player("Ann", window), player("Ben")))
    assert len(result["warnings"]) == 1
    assert "Red 4 at row 1, column 1 and Green 4 at row 2, column 1" in result["warnings"][0]
    assert "one above the other and share a value (4)" in result["warnings"][0]


def test_warning_dice_side_by_side_sharing_colour_and_value() -> None:
    window = [". . . . .", ". . B3 B3 .", EMPTY_ROW, EMPTY_ROW]
    result = scored(table(player("Ann", window), player("Ben")))
    assert "share both colour (blue) and value (3)" in result["warnings"][0]


def test_no_warning_for_diagonal_neighbours_sharing_a_colour() -> None:
    window = ["R1 . . . .", ". R1 . . .", EMPTY_ROW, EMPTY_ROW]
    assert scored(table(player("Ann", window), player("Ben")))["warnings"] == []


def test_warning_more_than_one_public_objective_with_shared_objectives() -> None:
    state = shared_table("shade_resonance", ". . . .", ". . . .")
    state["public_objectives"] = ["light_shades", "deep_shades"]
    warnings = scored(state)["warnings"]
    assert any(
        "only 1 public objective is used; this table has 2" in warning for warning in warnings
    )


def test_warning_favor_tokens_above_six() -> None:
    result = scored(table(player("Ann", favor_tokens=7), player("Ben")))
    assert result["warnings"] == ["Ann has 7 unused favor tokens; a window card gives at most 6."]
    assert category(result, "Ann", "favor tokens")["points"] == 7


def test_warning_shared_objective_count_not_one_per_neighbouring_pair() -> None:
    warnings = scored(shared_table("shade_resonance", ". . . .", ". . . ."))["warnings"]
    assert warnings == [
        "There is 1 shared objective for 3 players; around a table of 3 there are 3 "
        "neighbouring pairs, one card each."
    ]


def test_warning_player_on_the_same_side_of_two_cards() -> None:
    state = table(
        player("Ann"),
        player("Ben"),
        player("Cat"),
        shared_objectives=[
            {"left": "Ann", "right": "Ben", "objective": "shade_resonance"},
            {"left": "Ann", "right": "Cat", "objective": "shade_resonance"},
            {"left": "Cat", "right": "Ben", "objective": "shade_resonance"},
        ],
    )
    warnings = scored(state)["warnings"]
    assert any("Ann is the left neighbour on 2 shared objectives" in w for w in warnings)
    assert any("Ben is the right neighbour on 2 shared objectives" in w for w in warnings)


def test_a_legal_table_has_no_warnings() -> None:
    result = scored(table(player("Ann", FULL_WINDOW, favor_tokens=6), player("Ben")))
    assert result["warnings"] == []


# Window rows, readings and result sections ---------------------------------------------------


def test_parse_window_row_reads_dice_and_empty_spaces() -> None:
    row = parse_window_row("r5 Y2 . b6   G1")
    assert row == (
        Die(Color.RED, 5),
        Die(Color.YELLOW, 2),
        None,
        Die(Color.BLUE, 6),
        Die(Color.GREEN, 1),
    )


def test_parse_window_row_reports_the_bad_cell() -> None:
    with pytest.raises(TableError) as caught:
        parse_window_row("R5 Y7 . B6 G1", path="players[0].window[1]", owner="Ann", row=2)
    (problem,) = caught.value.problems
    assert problem.path == "players[0].window[1]"
    assert problem.message.startswith("Ann's window row 2, column 2: 'Y7' is not a die")


def test_parse_window_row_reports_the_cell_count() -> None:
    with pytest.raises(TableError) as caught:
        parse_window_row("R5 Y2 . B6 G1 P3")
    assert caught.value.problems[0].message.startswith("This row has 6 cells; a row has 5")


def test_a_row_of_the_wrong_length_also_names_each_cell_that_is_not_a_die() -> None:
    """Issue 26: "R7 Q2 . B6" is four cells, and R7 (no value 7) and Q2 (no colour Q) are not
    dice; all three are said at once, so the row is fixed in one round."""
    with pytest.raises(TableError) as caught:
        parse_window_row("R7 Q2 . B6", owner="Ann", row=1)
    messages = [problem.message for problem in caught.value.problems]
    assert len(messages) == 3
    assert messages[0].startswith("Ann's window row 1 has 4 cells; a row has 5")
    assert messages[1].startswith("Ann's window row 1, column 1: 'R7' is not a die")
    assert messages[2].startswith("Ann's window row 1, column 2: 'Q2' is not a die")


def test_a_row_far_too_long_is_not_read_cell_by_cell() -> None:
    with pytest.raises(TableError) as caught:
        parse_window_row(" ".join(["X9"] * 1000))
    assert len(caught.value.problems) == 1 + 10  # the count, then the first 10 cells


def test_windows_section_redraws_every_window() -> None:
    card = {"focal_point": {"name": "Gate", "spaces": [[1, 1]]}}
    result = scored(table(player("Ann", FULL_WINDOW, "red", 2), player("Ben", None, card)))
    ann, ben = result["windows"]
    assert ann["name"] == "Ann"
    assert ann["rows"][0] == ["R1", "Y2", "G3", "B4", "P5"]
    assert ann["private"] == {"color": "red"}
    assert ann["favor_tokens"] == 2
    assert ben["rows"][3] == [None] * 5
    assert ben["private"] == {"focal_point": {"name": "Gate", "spaces": [[1, 1]]}}


def test_readings_are_plain_sentences() -> None:
    assert len(READINGS) >= 10
    assert all(reading.endswith(".") for reading in READINGS)
    assert any("complete lines" in reading for reading in READINGS)
    assert any("the number of 1s or of 2s, whichever is fewer" in r for r in READINGS)
    developer_terms = ("favor_tokens", "final_round_order", "count_each", "min(", "#", "edition 2")
    for developer_term in developer_terms:
        assert not any(developer_term in reading for reading in READINGS), developer_term


def test_module_exposes_the_public_interface() -> None:
    names = ("parse", "score", "READINGS", "INPUT_NOTES", "COLORS", "PUBLIC_OBJECTIVES")
    for name in (*names, "SHARED_OBJECTIVES"):
        assert hasattr(sagrada, name)
        assert name in sagrada.__all__


# Command line ----------------------------------------------------------------------------


def test_command_line_scores_the_sample_table(tmp_path: Path) -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    state_file = tmp_path / "table.json"
    state_file.write_text(json.dumps(example["state"]), encoding="utf-8")
    completed = run_scoring("sagrada", str(state_file))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["game"] == "sagrada"
    # Hand-computed in test_sample_table_breakdown_by_category: the Cat | Ann "distinct" card
    # has empty spaces, so it scores 0.
    assert {entry["name"]: entry["total"] for entry in result["players"]} == {
        "Ann": 19,
        "Ben": 21,
        "Cat": -1,
    }
    assert result["winners"] == ["Ben"]
    assert len(result["shared_objectives"]) == 3


def test_command_line_reports_every_problem_and_exits_two(tmp_path: Path) -> None:
    state = table(
        player("Ann", ["R1 Y2 G3 B4 P5 R6", *EMPTY_WINDOW[1:]]),
        player("Ben", private="pink"),
        public_objectives=["bogus"],
    )
    state_file = tmp_path / "bad.json"
    state_file.write_text(json.dumps(state), encoding="utf-8")
    completed = run_scoring("sagrada", str(state_file))
    assert completed.returncode == 2
    assert completed.stdout == ""
    lines = completed.stderr.strip().splitlines()
    assert "players[0].window[0]: Ann's window row 1 has 6 cells; a row has 5" in lines[0]
    assert any(
        line.startswith("players[1].private: Ben's private objective 'pink'") for line in lines
    )
    assert any(line.startswith("public_objectives[0]: ") for line in lines)


@pytest.mark.parametrize("privates", [["red", "blue"], ["blue", "red"]])
def test_command_line_scores_the_better_of_two_solo_private_colours(privates: list[str]) -> None:
    state = table(player("Ann", FULL_WINDOW, privates))
    completed = run_scoring("sagrada", stdin=json.dumps(state))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["players"][0]["total"] == 17  # blue 4 + 5 + 6 + 2 beats red 1 + 1 + 2 + 4


@pytest.mark.parametrize(
    ("players", "line"),
    [
        (
            [player("Ann", private=["red", "blue"]), player("Ben")],
            "players[0].private: Ann's private objective lists 2 colours, but only a solo "
            "player is dealt 2 private colours",
        ),
        (
            [player("Ann", private=["red", "blue", "green"])],
            "players[0].private: Ann's private objective lists 3 colours; a solo player is "
            "dealt exactly 2",
        ),
        (
            [player("Ann", private=["blue", "blue"])],
            "players[0].private[1]: Ann's private objective lists blue twice",
        ),
    ],
)
def test_command_line_refuses_a_list_of_private_colours_that_is_not_a_solo_pair(
    players: list[dict[str, Any]], line: str
) -> None:
    completed = run_scoring("sagrada", stdin=json.dumps(table(*players)))
    assert completed.returncode == 2
    assert completed.stdout == ""
    assert completed.stderr.startswith(line), completed.stderr
