"""Sagrada table validation (spec/sagrada.md, "Input"): every problem, with its path.

Each test feeds one kind of mistake and checks the path of the field and a recognisable part
of the sentence a player reads. One test checks that several mistakes are reported together.
"""

from __future__ import annotations

from typing import Any

import pytest

from scoring.errors import TableError
from scoring.i18n import language
from scoring.sagrada import SoloColors, parse

EMPTY_ROW = ". . . . ."
EMPTY_WINDOW = [EMPTY_ROW] * 4


def player(name: str, **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": name,
        "window": list(EMPTY_WINDOW),
        "private": "red",
        "favor_tokens": 0,
    }
    data.update(fields)
    return data


def three(**fields: Any) -> dict[str, Any]:
    return {"players": [player("Ann"), player("Ben"), player("Cat")], **fields}


def problems(state: Any) -> dict[str, str]:
    """Every problem parse reports, as path → message."""
    with pytest.raises(TableError) as caught:
        parse(state)
    found: dict[str, str] = {}
    for problem in caught.value.problems:
        found.setdefault(problem.path, problem.message)
    return found


def assert_problem(state: Any, path: str, *fragments: str) -> None:
    found = problems(state)
    assert path in found, found
    for fragment in fragments:
        assert fragment in found[path], found[path]


@pytest.mark.parametrize(
    ("state", "fragment"),
    [
        ("a table", "should be an object"),
        ([], "should be an object"),
        (None, "should be an object"),
        (3, "should be an object"),
    ],
)
def test_table_state_must_be_an_object(state: Any, fragment: str) -> None:
    assert_problem(state, "", fragment)


def test_players_are_required() -> None:
    assert_problem({}, "players", "needs its players")


def test_players_must_be_a_list() -> None:
    assert_problem({"players": "Ann"}, "players", "should be a list")


def test_at_least_one_player() -> None:
    assert_problem({"players": []}, "players", "is empty")


def test_at_most_six_players() -> None:
    names = ["A", "B", "C", "D", "E", "F", "G"]
    assert_problem({"players": [player(n) for n in names]}, "players", "1 to 6 players", "lists 7")


def test_player_must_be_an_object() -> None:
    assert_problem({"players": ["Ann"]}, "players[0]", "Player 1 should be an object")


def test_player_name_required() -> None:
    assert_problem({"players": [player("  ")]}, "players[0].name", "name is empty")


def test_player_names_unique_ignoring_case() -> None:
    assert_problem({"players": [player("Ann"), player("ann")]}, "players[1].name", "Two players")


def test_two_players_of_the_same_name_are_told_apart_by_their_seat() -> None:
    """Two "Ann" (one written "ann ") without windows or private objectives: each problem names
    its seat, so the list never shows the same sentence twice; Ben keeps his name alone."""
    ben = player("Ben")
    del ben["window"]
    state = {"players": [{"name": "Ann"}, {"name": "ann "}, ben]}
    found = problems(state)
    assert found["players[0].window"] == "Player 1 (Ann) needs a window: 4 rows of 5 cells."
    assert found["players[1].window"] == "Player 2 (ann) needs a window: 4 rows of 5 cells."
    assert found["players[1].private"].startswith("Player 2 (ann) needs a private objective")
    assert found["players[2].window"] == "Ben needs a window: 4 rows of 5 cells."
    with pytest.raises(TableError) as caught:
        parse(state)
    messages = [problem.message for problem in caught.value.problems]
    assert len(messages) == len(set(messages)), messages


def test_two_players_of_the_same_name_are_told_apart_in_italian() -> None:
    """The same in Italian: "Giocatore 2 (Ann)" ("giocatore", docs/italian-glossary.md)."""
    with language("it"):
        found = problems({"players": [{"name": "Ann"}, {"name": "Ann"}]})
    assert found["players[0].window"].startswith("Giocatore 1 (Ann) ha bisogno di una vetrata")
    assert found["players[1].window"].startswith("Giocatore 2 (Ann) ha bisogno di una vetrata")


def test_player_name_at_most_thirty_characters() -> None:
    assert_problem({"players": [player("A" * 31)]}, "players[0].name", "at most 30")


def test_window_required() -> None:
    ann = player("Ann")
    del ann["window"]
    assert_problem({"players": [ann]}, "players[0].window", "Ann needs a window")


def test_window_must_be_a_list_of_rows() -> None:
    assert_problem(
        {"players": [player("Ann", window="R1 Y2")]},
        "players[0].window",
        "Ann's window should be a list of 4 rows",
    )


def test_window_has_four_rows() -> None:
    assert_problem(
        {"players": [player("Ann", window=[EMPTY_ROW] * 5)]},
        "players[0].window",
        "Ann's window has 5 rows; a window has 4",
    )


def test_row_has_exactly_five_cells() -> None:
    window = [EMPTY_ROW, EMPTY_ROW, "R1 Y2 G3 B4 P5 R6", EMPTY_ROW]
    assert_problem(
        {"players": [player("Ann", window=window)]},
        "players[0].window[2]",
        "Ann's window row 3 has 6 cells; a row has 5",
    )


def test_row_with_too_few_cells() -> None:
    window = [EMPTY_ROW, "R1 Y2", EMPTY_ROW, EMPTY_ROW]
    assert_problem(
        {"players": [player("Ann", window=window)]},
        "players[0].window[1]",
        "Ann's window row 2 has 2 cells",
    )


def test_row_must_be_text() -> None:
    window = [EMPTY_ROW, ["R1"], EMPTY_ROW, EMPTY_ROW]
    assert_problem(
        {"players": [player("Ann", window=window)]},
        "players[0].window[1]",
        "Ann's window row 2 should be text",
    )


@pytest.mark.parametrize("cell", ["X1", "R0", "R7", "R", "1R", "RR", "R10", "-", "R½"])
def test_bad_cell_code(cell: str) -> None:
    window = [f"R1 {cell} . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW]
    assert_problem(
        {"players": [player("Ann", window=window)]},
        "players[0].window[0]",
        f"Ann's window row 1, column 2: {cell!r} is not a die",
        "R, Y, G, B, P",
    )


def test_private_objective_required() -> None:
    ann = player("Ann")
    del ann["private"]
    assert_problem({"players": [ann]}, "players[0].private", "Ann needs a private objective")


def test_private_colour_must_be_known() -> None:
    assert_problem(
        {"players": [player("Ann", private="orange")]},
        "players[0].private",
        "'orange' is not a colour",
        "red, yellow, green, blue, purple",
    )


@pytest.mark.parametrize(
    ("private", "advice"),
    [
        ("Red", "write it in lower case: 'red'."),
        (" red", "write it without spaces around it: 'red'."),
        ("R", "write the colour's name: 'red'."),
        ("r", "write the colour's name: 'red'."),
    ],
)
def test_private_colour_is_exact_and_a_near_miss_names_the_colour(
    private: str, advice: str
) -> None:
    assert_problem(
        {"players": [player("Ann", private=private)]},
        "players[0].private",
        f"Ann's private objective {private!r} is not written as the rules list it; {advice}",
    )


def test_two_private_colours_are_accepted_in_solo() -> None:
    private = parse({"players": [player("Ann", private=["red", "blue"])]}).players[0].private
    assert isinstance(private, SoloColors)
    assert [color.label for color in private.colors] == ["red", "blue"]


def test_list_of_private_colours_outside_solo_is_refused() -> None:
    state = {"players": [player("Ann", private=["red", "blue"]), player("Ben")]}
    assert_problem(
        state,
        "players[0].private",
        "Ann's private objective lists 2 colours, but only a solo player is dealt 2 private "
        "colours; give the one colour Ann holds.",
    )


@pytest.mark.parametrize(
    ("colours", "listed"),
    [(["red"], "1 colour"), (["red", "blue", "green"], "3 colours"), ([], "0 colours")],
)
def test_solo_list_not_of_exactly_two_colours_is_refused(colours: list[str], listed: str) -> None:
    assert_problem(
        {"players": [player("Ann", private=colours)]},
        "players[0].private",
        f"Ann's private objective lists {listed}; a solo player is dealt exactly 2 private colours",
    )


def test_solo_list_repeating_a_colour_is_refused() -> None:
    assert_problem(
        {"players": [player("Ann", private=["red", "red"])]},
        "players[0].private[1]",
        "Ann's private objective lists red twice; a solo player is dealt 2 different colours",
    )


@pytest.mark.parametrize(
    ("colours", "path", "fragment"),
    [
        (["red", "orange"], "players[0].private[1]", "'orange' is not a colour"),
        (["Red", "blue"], "players[0].private[0]", "is not written as the rules list it"),
        ([3, "blue"], "players[0].private[0]", "first private colour should be a colour"),
        (["red", ""], "players[0].private[1]", "second private colour should be a colour"),
        (
            ["red", {"focal_point": {"spaces": [[1, 1]]}}],
            "players[0].private[1]",
            "second private colour should be a colour",
        ),
    ],
)
def test_solo_list_of_something_other_than_colours_is_refused(
    colours: list[Any], path: str, fragment: str
) -> None:
    assert_problem({"players": [player("Ann", private=colours)]}, path, fragment)


def test_private_objective_of_the_wrong_type() -> None:
    assert_problem({"players": [player("Ann", private=3)]}, "players[0].private", "not a number")


def test_private_object_without_focal_point() -> None:
    assert_problem(
        {"players": [player("Ann", private={"color": "red"})]},
        "players[0].private",
        "focal_point",
    )


def test_focal_point_needs_spaces() -> None:
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"name": "Gate"}})]},
        "players[0].private.focal_point.spaces",
        "shaded spaces",
    )


def test_focal_point_needs_at_least_one_space() -> None:
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"spaces": []}})]},
        "players[0].private.focal_point.spaces",
        "is empty",
    )


def test_focal_point_at_most_twenty_spaces() -> None:
    spaces = [[row, column] for row in range(1, 5) for column in range(1, 6)] + [[1, 1]]
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"spaces": spaces}})]},
        "players[0].private.focal_point.spaces",
        "at most 20",
    )


@pytest.mark.parametrize("space", [[0, 1], [5, 1], [1, 6], [1, 0], [-1, 3]])
def test_focal_space_outside_the_window(space: list[int]) -> None:
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"spaces": [[1, 1], space]}})]},
        "players[0].private.focal_point.spaces[1]",
        "is outside the window",
        "rows go from 1 to 4 and columns from 1 to 5",
    )


@pytest.mark.parametrize("space", ["1,1", [1], [1, 2, 3], [1, "2"], [True, 1], [1.5, 2], None])
def test_focal_space_must_be_row_and_column(space: Any) -> None:
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"spaces": [space]}})]},
        "players[0].private.focal_point.spaces[0]",
        "should be [row, column]",
    )


def test_focal_space_repeated() -> None:
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"spaces": [[2, 3], [2, 3]]}})]},
        "players[0].private.focal_point.spaces[1]",
        "lists row 2, column 3 twice",
    )


def test_focal_point_name_must_be_text() -> None:
    assert_problem(
        {"players": [player("Ann", private={"focal_point": {"name": 5, "spaces": [[1, 1]]}})]},
        "players[0].private.focal_point.name",
        "should be text",
    )


def test_focal_space_whole_floats_are_accepted() -> None:
    table = parse({"players": [player("Ann", private={"focal_point": {"spaces": [[1.0, 2.0]]}})]})
    assert table.players[0].private.spaces == ((1, 2),)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("tokens", "fragment"),
    [
        (-1, "from 0 to 12"),
        (13, "from 0 to 12"),
        ("2", "whole number"),
        (1.5, "whole number"),
        (True, "whole number"),
        (10**20, "huge"),
    ],
)
def test_favor_tokens_from_zero_to_twelve(tokens: Any, fragment: str) -> None:
    assert_problem(
        {"players": [player("Ann", favor_tokens=tokens)]},
        "players[0].favor_tokens",
        "Ann's unused favor tokens",
        fragment,
    )


def test_public_objectives_must_be_a_list() -> None:
    assert_problem(three(public_objectives="light_shades"), "public_objectives", "a list")


def test_unknown_public_objective() -> None:
    assert_problem(
        three(public_objectives=["light_shades", "dark_shades"]),
        "public_objectives[1]",
        "'dark_shades' is not known",
        "color_diagonals",
    )


def test_repeated_public_objective() -> None:
    assert_problem(
        three(public_objectives=["light_shades", "light_shades"]),
        "public_objectives[1]",
        "Light Shades is listed twice",
    )


@pytest.mark.parametrize(
    ("slug", "advice"),
    [
        ("Light_Shades", "write it in lower case: 'light_shades'"),
        ("LIGHT SHADES", "write it in lower case and with underscores between the words"),
        (" row_color_variety ", "write it without spaces around it: 'row_color_variety'"),
    ],
)
def test_public_objective_slugs_are_exact_and_a_near_miss_names_the_slug(
    slug: str, advice: str
) -> None:
    assert_problem(
        three(public_objectives=[slug]),
        "public_objectives[0]",
        f"The public objective {slug!r} is not written as the rules list it; {advice}",
    )


def test_at_most_three_public_objectives() -> None:
    objectives = ["light_shades", "medium_shades", "deep_shades", "shade_variety"]
    assert_problem(three(public_objectives=objectives), "public_objectives", "at most 3")


def test_at_most_two_public_objectives_in_solo() -> None:
    objectives = ["light_shades", "medium_shades", "deep_shades"]
    assert_problem(
        {"players": [player("Ann")], "public_objectives": objectives},
        "public_objectives",
        "A solo game uses at most 2",
    )


def test_shared_objectives_need_three_players() -> None:
    state = {
        "players": [player("Ann"), player("Ben")],
        "shared_objectives": [{"left": "Ann", "right": "Ben", "objective": "shade_resonance"}],
    }
    assert_problem(state, "shared_objectives", "need 3 or more players; this table has 2")


def test_shared_objectives_must_be_a_list() -> None:
    assert_problem(three(shared_objectives={"left": "Ann"}), "shared_objectives", "a list")


def test_shared_objective_must_be_an_object() -> None:
    assert_problem(three(shared_objectives=["Ann"]), "shared_objectives[0]", "an object")


def test_shared_objective_naming_an_unknown_player() -> None:
    state = three(
        shared_objectives=[{"left": "Ann", "right": "Dan", "objective": "shade_resonance"}]
    )
    assert_problem(state, "shared_objectives[0].right", "'Dan'", "no player has that name")


def test_shared_objective_needs_both_neighbours() -> None:
    state = three(shared_objectives=[{"right": "Ben", "objective": "shade_resonance"}])
    assert_problem(state, "shared_objectives[0].left", "needs the left neighbour's name")


def test_shared_objective_between_a_player_and_themself() -> None:
    state = three(
        shared_objectives=[{"left": "Ann", "right": "ann", "objective": "shade_resonance"}]
    )
    assert_problem(state, "shared_objectives[0].right", "two different neighbours")


def test_unknown_shared_objective_slug() -> None:
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": "harmony"}])
    assert_problem(
        state, "shared_objectives[0].objective", "'harmony' is not known", "shade_resonance"
    )


@pytest.mark.parametrize(
    ("objective", "path", "fragment"),
    [
        (
            "Shade_Resonance",
            "objective",
            "The shared objective 'Shade_Resonance' is not written as the rules list it; write "
            "it in lower case: 'shade_resonance'.",
        ),
        (
            {"type": "Pairs", "match": "color", "points": 2},
            "objective.type",
            "The shared objective's type 'Pairs' is not written as the rules list it; write it "
            "in lower case: 'pairs'.",
        ),
        (
            {"type": "count each", "of": "color", "points": {"3": 4}},
            "objective.type",
            "with underscores between the words: 'count_each'.",
        ),
        (
            {"type": "count_each", "of": "Color", "points": {"3": 4}},
            "objective.of",
            "The count_each card's 'of' 'Color' is not written as the rules list it; write it "
            "in lower case: 'color'.",
        ),
        (
            {"type": "pairs", "match": " shade ", "points": 2},
            "objective.match",
            "write it without spaces around it: 'shade'.",
        ),
    ],
)
def test_shared_objective_slugs_are_exact_and_a_near_miss_names_the_slug(
    objective: Any, path: str, fragment: str
) -> None:
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": objective}])
    assert_problem(state, f"shared_objectives[0].{path}", fragment)


def test_shared_objective_missing_card() -> None:
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben"}])
    assert_problem(state, "shared_objectives[0].objective", "should be an object")


def test_generic_shared_objective_unknown_type() -> None:
    state = three(
        shared_objectives=[{"left": "Ann", "right": "Ben", "objective": {"type": "rainbow"}}]
    )
    assert_problem(state, "shared_objectives[0].objective.type", "'rainbow' is not known")


def test_generic_shared_objective_bad_aspect() -> None:
    card = {"type": "count_each", "of": "size", "points": {"3": 4}}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(state, "shared_objectives[0].objective.of", "color or shade, not 'size'")


def test_pairs_card_needs_match() -> None:
    card = {"type": "pairs", "points": 2}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(state, "shared_objectives[0].objective.match", "color or shade")


def test_pairs_card_points_must_be_a_number() -> None:
    card = {"type": "pairs", "match": "color", "points": {"1": 2}}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(state, "shared_objectives[0].objective.points", "whole number")


def test_points_table_must_be_an_object() -> None:
    card = {"type": "distinct", "of": "color", "points": [3, 7, 16]}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(state, "shared_objectives[0].objective.points", "should be an object")


def test_points_table_must_not_be_empty() -> None:
    card = {"type": "distinct", "of": "color", "points": {}}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(state, "shared_objectives[0].objective.points", "are empty")


@pytest.mark.parametrize("key", ["0", "9", "x", "", "1.5", "-2"])
def test_points_table_counts_from_one_to_eight(key: str) -> None:
    card = {"type": "count_each", "of": "shade", "points": {key: 4}}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(
        state,
        f"shared_objectives[0].objective.points.{key}",
        "a count is a whole number from 1 to 8",
    )


@pytest.mark.parametrize("points", [-1, 101, "4", None])
def test_points_table_values_are_whole_numbers(points: Any) -> None:
    card = {"type": "count_each", "of": "shade", "points": {"3": points}}
    state = three(shared_objectives=[{"left": "Ann", "right": "Ben", "objective": card}])
    assert_problem(state, "shared_objectives[0].objective.points.3", "points for 3")


def test_final_round_order_names_unknown_player() -> None:
    assert_problem(
        three(final_round_order=["Ann", "Ben", "Dan"]),
        "final_round_order[2]",
        "'Dan', but no player has that name",
    )


def test_final_round_order_repeats_a_player() -> None:
    assert_problem(
        three(final_round_order=["Ann", "Ben", "ben"]), "final_round_order[2]", "lists Ben twice"
    )


def test_final_round_order_leaves_out_a_player() -> None:
    assert_problem(three(final_round_order=["Ann", "Ben"]), "final_round_order", "leaves out Cat")


def test_references_to_a_player_whose_name_is_broken_are_not_reported_again() -> None:
    # Ann's name is empty: the neighbour and the turn that name her are not strangers, and
    # the turn order is still one turn short of the 3 players.
    state = three(
        shared_objectives=[{"left": "Ann", "right": "Ben", "objective": "shade_resonance"}],
        final_round_order=["Ann", "Ben"],
    )
    state["players"][0]["name"] = ""
    found = problems(state)
    assert set(found) == {"players[0].name", "final_round_order"}
    assert found["final_round_order"] == (
        "The final round's turn order lists 2 turns for 3 players; give every player once, "
        "first to play first."
    )


def test_no_neighbour_or_turn_clash_is_reported_while_two_players_share_a_name() -> None:
    state = three(
        shared_objectives=[{"left": "Ann", "right": "ANN", "objective": "shade_resonance"}],
        final_round_order=["Ann", "Ben", "ANN"],
    )
    state["players"][2]["name"] = "ANN"
    assert set(problems(state)) == {"players[2].name"}


def test_final_round_order_must_be_a_list_of_names() -> None:
    assert_problem(three(final_round_order="Ann"), "final_round_order", "should be a list")
    assert_problem(
        three(final_round_order=["Ann", 2, "Cat"]), "final_round_order[1]", "name a player"
    )


@pytest.mark.parametrize("edition", ["2020", 2019, True, ["2017"]])
def test_unknown_edition(edition: Any) -> None:
    assert_problem(three(edition=edition), "edition", "is not known", "2017 or 2026")


@pytest.mark.parametrize("edition", [" 2026", "2017 "])
def test_edition_text_is_exact_and_a_padded_one_names_the_edition(edition: str) -> None:
    assert_problem(
        three(edition=edition),
        "edition",
        f"The edition {edition!r} is not written as the rules list it; write it without spaces "
        f"around it: {edition.strip()!r}.",
    )


@pytest.mark.parametrize("target", [-1, "ten", 1.5, 1000])
def test_solo_target_is_a_whole_number(target: Any) -> None:
    assert_problem(
        {"players": [player("Ann")], "solo_target": target}, "solo_target", "solo target"
    )


def test_every_problem_is_reported_at_once() -> None:
    state = {
        "players": [
            player("Ann", window=["R1 Y2 G3 B4", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW]),
            player("Ben", private="pink", favor_tokens=20),
            player("Cat", private={"focal_point": {"spaces": [[9, 9]]}}),
        ],
        "public_objectives": ["nope"],
        "shared_objectives": [{"left": "Ann", "right": "Zed", "objective": "shade_resonance"}],
        "final_round_order": ["Ann"],
        "edition": "1999",
    }
    found = problems(state)
    assert set(found) == {
        "players[0].window[0]",
        "players[1].private",
        "players[1].favor_tokens",
        "players[2].private.focal_point.spaces[0]",
        "public_objectives[0]",
        "shared_objectives[0].right",
        "final_round_order",
        "edition",
    }
