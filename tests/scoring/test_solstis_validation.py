"""Solstis table states that cannot be scored: every problem, with its path (spec, "Input")."""

from __future__ import annotations

from typing import Any

import pytest

from scoring.errors import TableError
from scoring.solstis import parse

BLOCK = ["red-1", "red-2", "orange-1", "orange-2"]


def seat(name: Any, tiles: Any = (), **fields: Any) -> dict[str, Any]:
    return {"name": name, "tiles": list(tiles), **fields}


def state(first: dict[str, Any], second: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"players": [first, second or seat("Max", ["pink-3"])]}


def problems_of(data: Any) -> list[tuple[str, str]]:
    with pytest.raises(TableError) as caught:
        parse(data)
    return [(problem.path, problem.message) for problem in caught.value.problems]


def has_problem(data: Any, path: str, *fragments: str) -> bool:
    return any(
        found_path == path and all(fragment in message for fragment in fragments)
        for found_path, message in problems_of(data)
    )


CASES: list[tuple[str, Any, str, tuple[str, ...]]] = [
    ("table_not_an_object", [1, 2], "", ("table state should be an object",)),
    ("table_is_text", "solstis", "", ("not text",)),
    ("players_missing", {}, "players", ("no players",)),
    ("players_not_a_list", {"players": {"name": "Lou"}}, "players", ("should be a list",)),
    (
        "one_player",
        {"players": [seat("Lou")]},
        "players",
        ("exactly 2 players", "has 1"),
    ),
    (
        "three_players",
        {"players": [seat("Lou"), seat("Max"), seat("Ann")]},
        "players",
        ("exactly 2 players", "has 3"),
    ),
    ("player_not_an_object", {"players": [seat("Lou"), 7]}, "players[1]", ("Player 2",)),
    ("name_missing", state({"tiles": []}), "players[0].name", ("Player 1 has no name",)),
    ("name_empty", state(seat("   ")), "players[0].name", ("name is empty",)),
    ("name_too_long", state(seat("L" * 31)), "players[0].name", ("at most 30",)),
    ("name_not_text", state(seat(5)), "players[0].name", ("should be text",)),
    (
        "names_equal_ignoring_case",
        state(seat("Lou"), seat("LOU", ["pink-3"])),
        "players[1].name",
        ("Two players are called",),
    ),
    ("tiles_missing", state({"name": "Lou"}), "players[0].tiles", ("Lou has no tiles list",)),
    (
        "tiles_not_a_list",
        state({"name": "Lou", "tiles": "red-1"}),
        "players[0].tiles",
        ("Lou's tiles should be a list",),
    ),
    (
        "tile_not_text",
        state(seat("Lou", [True])),
        "players[0].tiles[0]",
        ("Entry 1 of Lou's tiles", "green-4"),
    ),
    (
        "tile_badly_written",
        state(seat("Lou", ["red1"])),
        "players[0].tiles[0]",
        ("'red1' is not a cell", "colour-number"),
    ),
    (
        "tile_unknown_colour",
        state(seat("Lou", ["gold-3"])),
        "players[0].tiles[0]",
        ("'gold-3'", "red, orange, green, blue, pink, purple"),
    ),
    (
        "impossible_cell_purple_2",
        state(seat("Lou", ["purple-2"])),
        "players[0].tiles[0]",
        ("'purple-2' is not a cell of the panorama", "purple row has tiles 4 to 7"),
    ),
    (
        "impossible_cell_blue_1",
        state(seat("Lou", ["blue-1"])),
        "players[0].tiles[0]",
        ("blue row has tiles 2 to 9",),
    ),
    (
        "impossible_cell_pink_9",
        state(seat("Lou", ["pink-9"])),
        "players[0].tiles[0]",
        ("pink row has tiles 3 to 8",),
    ),
    (
        "impossible_cell_red_11",
        state(seat("Lou", ["red-11"])),
        "players[0].tiles[0]",
        ("red row has tiles 1 to 10",),
    ),
    (
        "impossible_cell_red_0",
        state(seat("Lou", ["red-0"])),
        "players[0].tiles[0]",
        ("red row has tiles 1 to 10",),
    ),
    (
        "impossible_rainbow_cell",
        state(seat("Lou", [], rainbows=["purple-8"])),
        "players[0].rainbows[0]",
        ("Lou's rainbows", "purple row"),
    ),
    (
        "tile_listed_twice",
        state(seat("Lou", ["red-1", "red-1"])),
        "players[0].tiles[1]",
        ("Red 1 (red-1) is listed twice in Lou's tiles",),
    ),
    (
        "rainbow_listed_twice",
        state(seat("Lou", [], rainbows=["red-1", "red-1"])),
        "players[0].rainbows[1]",
        ("listed twice in Lou's rainbows",),
    ),
    (
        "cell_both_tile_and_rainbow",
        state(seat("Lou", ["green-3"], rainbows=["green-3"])),
        "players[0].rainbows[0]",
        ("both as a landscape tile and as a rainbow",),
    ),
    (
        "tile_in_both_panoramas",
        state(seat("Lou", ["red-3"]), seat("Max", ["red-3"])),
        "players[1].tiles[0]",
        ("Red 3 is in the panoramas of both Lou and Max", "exists once"),
    ),
    (
        "tile_in_both_panoramas_of_two_players_with_one_name",
        state(seat("Ann", ["blue-4"]), seat("ann", ["blue-4"])),
        "players[1].tiles[0]",
        ("Blue 4 is in the panoramas of both Player 1 (Ann) and Player 2 (ann);",),
    ),
    (
        "spirit_held_by_two_players_with_one_name",
        state(
            seat("Ann", BLOCK, spirits=["bird"]),
            seat("Ann", ["red-5", "red-6", "orange-5", "orange-6"], spirits=["bird"]),
        ),
        "players[1].spirits[0]",
        ("The Bird is listed for both Player 1 (Ann) and Player 2 (Ann);",),
    ),
    (
        "too_many_rainbows_together",
        state(
            seat("Lou", [], rainbows=[f"red-{n}" for n in range(1, 8)]),
            seat("Max", [], rainbows=[f"green-{n}" for n in range(1, 7)]),
        ),
        "players[1].rainbows",
        ("Lou has 7 rainbows", "Max has 6 rainbows", "13 in all", "only 12"),
    ),
    (
        "too_many_rainbows_alone",
        state(
            seat(
                "Lou",
                [],
                rainbows=[f"red-{n}" for n in range(1, 11)] + ["green-1", "green-2", "green-3"],
            )
        ),
        "players[0].rainbows",
        ("Lou has 13 rainbows", "only 12"),
    ),
    (
        "rainbows_not_a_list",
        state(seat("Lou", [], rainbows=3)),
        "players[0].rainbows",
        ("should be a list",),
    ),
    (
        "cell_list_longer_than_the_panorama",
        state(seat("Lou", ["red-1"] * 49)),
        "players[0].tiles",
        ("list 49 cells", "only 48"),
    ),
    (
        "spirits_not_a_list",
        state(seat("Lou", BLOCK, spirits="bee")),
        "players[0].spirits",
        ("Lou's spirits should be a list",),
    ),
    (
        "unknown_spirit",
        state(seat("Lou", BLOCK, spirits=["unicorn"])),
        "players[0].spirits[0]",
        ("'unicorn' is not known", "ladybug"),
    ),
    (
        "spirit_not_text",
        state(seat("Lou", BLOCK, spirits=[None])),
        "players[0].spirits[0]",
        ("should be one of", "not nothing"),
    ),
    (
        "spirit_held_twice",
        state(seat("Lou", [*BLOCK, "red-3", "orange-3"], spirits=["bee", "bee"])),
        "players[0].spirits[1]",
        ("Lou lists the Bee twice",),
    ),
    (
        "spirit_held_by_both",
        state(
            seat("Lou", BLOCK, spirits=["wolf"]),
            seat("Max", ["red-5", "red-6", "orange-5", "orange-6"], spirits=["wolf"]),
        ),
        "players[1].spirits[0]",
        ("The Wolf is listed for both Lou and Max",),
    ),
    (
        "too_many_spirits_for_the_blocks",
        state(seat("Lou", [*BLOCK, "red-3"], rainbows=["green-1"], spirits=["bee", "fish"])),
        "players[0].spirits",
        ("Lou has 2 spirits", "only 1 complete 2×2 block", "each spirit sits on one"),
    ),
    (
        "spirit_without_any_block",
        state(seat("Lou", ["red-1", "red-2", "red-3"], spirits=["bee"])),
        "players[0].spirits",
        ("Lou has 1 spirit", "only 0 complete 2×2 blocks"),
    ),
    (
        "evil_spirit_listed_as_a_spirit",
        state(seat("Lou", BLOCK, spirits=["evil_spirit"])),
        "players[0].spirits[0]",
        ("evil_spirit_covers",),
    ),
    (
        "evil_spirit_covers_an_unknown_spirit",
        state(seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers="dragon")),
        "players[0].evil_spirit_covers",
        ("'dragon', which is not a spirit", '"none"'),
    ),
    (
        "evil_spirit_covers_in_capitals",
        state(seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers="Bee")),
        "players[0].evil_spirit_covers",
        ("'Bee', which is not written as the rules list it", "in lower case: 'bee'."),
    ),
    (
        "evil_spirit_covers_none_padded",
        state(seat("Lou", BLOCK, evil_spirit_covers=" NONE ")),
        "players[0].evil_spirit_covers",
        ("in lower case and without spaces around it: 'none'.",),
    ),
    (
        "spirit_in_capitals",
        state(seat("Lou", BLOCK, spirits=[" Wolf"])),
        "players[0].spirits[0]",
        ("Lou's spirit ' Wolf' is not written as the rules list it", "lower case", "'wolf'."),
    ),
    (
        "tile_with_a_space_instead_of_the_dash",
        state(seat("Lou", ["red 1"])),
        "players[0].tiles[0]",
        ("'red 1' is not written as the rules write a cell", "write it exactly 'red-1'"),
    ),
    (
        "tile_with_a_leading_zero",
        state(seat("Lou", BLOCK, hand=["red-05"])),
        "players[0].hand[0]",
        ("'red-05' is not written as the rules write a cell", "write it exactly 'red-5'"),
    ),
    (
        "evil_spirit_covers_a_number",
        state(seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers=3)),
        "players[0].evil_spirit_covers",
        ("a number, which is not a spirit",),
    ),
    (
        "evil_spirit_covers_a_spirit_not_held",
        state(seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers="wolf")),
        "players[0].evil_spirit_covers",
        ("covers the Wolf, but Lou has no Wolf",),
    ),
    (
        "evil_spirit_held_by_both",
        state(
            seat("Lou", BLOCK, spirits=["bee"], evil_spirit_covers="bee"),
            seat("Max", ["pink-3"], evil_spirit_covers="none"),
        ),
        "players[1].evil_spirit_covers",
        ("The Evil Spirit is held by both Lou and Max",),
    ),
    (
        "squirrel_hand_tile_under_a_rainbow",
        state(seat("Lou", BLOCK, rainbows=["red-5"], spirits=["squirrel"], hand=["red-5"])),
        "players[0].hand[0]",
        (
            "Squirrel would place Red 5 from the hand, but a rainbow sits in its cell",
            "final panorama",
        ),
    ),
    (
        "hand_tile_already_in_own_panorama",
        state(seat("Lou", BLOCK, spirits=["squirrel"], hand=["red-1"])),
        "players[0].hand[0]",
        ("Red 1 is both in Lou's hand and in Lou's panorama",),
    ),
    (
        "hand_tile_in_the_other_panorama",
        state(seat("Lou", BLOCK, spirits=["squirrel"], hand=["pink-3"])),
        "players[0].hand[0]",
        ("Pink 3 is both in the hand of Lou and in the panorama of Max",),
    ),
    (
        "hand_tile_in_both_hands",
        state(seat("Lou", BLOCK, hand=["green-7"]), seat("Max", ["pink-3"], hand=["green-7"])),
        "players[1].hand[0]",
        ("Green 7 is in the hands of both Lou and Max",),
    ),
    (
        "hand_not_a_list",
        state(seat("Lou", BLOCK, hand="red-9")),
        "players[0].hand",
        ("Lou's hand should be a list",),
    ),
    (
        "hand_tile_listed_twice",
        state(seat("Lou", BLOCK, hand=["red-9", "red-9"])),
        "players[0].hand[1]",
        ("listed twice in Lou's hand",),
    ),
]


@pytest.mark.parametrize(
    ("data", "path", "fragments"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_validation_reports_path_and_message(
    data: Any, path: str, fragments: tuple[str, ...]
) -> None:
    assert has_problem(data, path, *fragments), problems_of(data)


def test_validation_reports_every_problem_at_once() -> None:
    data = state(
        seat("Lou", ["purple-2", "red-1", "red-1"], rainbows=["red-1"], spirits=["unicorn"]),
        seat("Lou", ["gold-1"], evil_spirit_covers="none"),
    )
    paths = [path for path, _ in problems_of(data)]
    assert paths == [
        "players[0].tiles[0]",
        "players[0].tiles[2]",
        "players[0].spirits[0]",
        "players[0].rainbows[0]",
        "players[1].tiles[0]",
        "players[1].name",
    ]


def test_validation_names_the_player_by_number_without_a_name() -> None:
    data = state({"name": "", "tiles": ["purple-1"]})
    assert has_problem(data, "players[0].tiles[0]", "Player 1's tiles")


def test_validation_cover_check_waits_for_a_readable_spirit_list() -> None:
    # The covered spirit may be the unreadable one; only the unreadable spirit is reported.
    data = state(seat("Lou", BLOCK, spirits=["wolff"], evil_spirit_covers="wolf"))
    assert [path for path, _ in problems_of(data)] == ["players[0].spirits[0]"]


def test_validation_spirits_counted_before_the_squirrel_places_the_hand() -> None:
    # With the hand placed there would be 2 blocks; as entered there is 1.
    lou = seat("Lou", BLOCK, spirits=["squirrel", "bee"], hand=["red-3", "orange-3"])
    assert has_problem(state(lou), "players[0].spirits", "Lou has 2 spirits")


def test_validation_hand_tile_under_a_rainbow_is_fine_without_a_squirrel() -> None:
    parse(state(seat("Lou", BLOCK, rainbows=["red-5"], hand=["red-5"])))


def test_validation_exactly_twelve_rainbows_are_allowed() -> None:
    lou = seat("Lou", [], rainbows=[f"red-{n}" for n in range(1, 11)])
    max_ = seat("Max", [], rainbows=["purple-4", "purple-5"])
    table = parse(state(lou, max_))
    assert sum(len(player.rainbows) for player in table.players) == 12


def test_validation_rainbow_may_sit_where_the_other_player_has_the_tile() -> None:
    table = parse(state(seat("Lou", [], rainbows=["pink-3"])))
    assert table.players[1].tiles[0].name == "pink-3"


def test_validation_spirits_up_to_the_block_count_are_fine() -> None:
    # Red and orange 1–3: two complete blocks, two spirits.
    tiles = ["red-1", "red-2", "red-3", "orange-1", "orange-2", "orange-3"]
    parse(state(seat("Lou", tiles, spirits=["bee", "wolf"])))


def test_validation_rainbows_complete_blocks_too() -> None:
    parse(
        state(seat("Lou", ["red-1", "red-2"], rainbows=["orange-1", "orange-2"], spirits=["bee"]))
    )
