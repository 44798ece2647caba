"""Topiary scoring (spec/topiary.md): lines of sight, the same-suit bonus, hand tiles, ties.

Tests are named after the rule or the published example they check. Gardens are built with
small helpers that place a few face-up tiles on an otherwise face-down garden, so every
hand-computed expectation is visible in the test itself.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring import topiary
from scoring.errors import TableError
from scoring.topiary import (
    INPUT_NOTES,
    READINGS,
    SUIT_NAMES,
    VISITORS_PER_PLAYER,
    Facing,
    Sight,
    Suit,
    Tile,
    describe_spot,
    is_edge_spot,
    parse,
    score,
    visitor_sight_line,
    visitor_spots,
)
from scoring.validation import describe_type
from tests.scoring.cli import run_scoring

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "examples" / "topiary.json"

Cell = tuple[int, int]


def garden(tiles: dict[Cell, str] | None = None) -> list[list[str]]:
    """A face-down garden with the given face-up tiles at (row, column)."""
    grid = [["down"] * 5 for _ in range(5)]
    for (row, column), code in (tiles or {}).items():
        grid[row - 1][column - 1] = code
    return grid


def visitor(player: str, row: int, column: int, facing: str) -> dict[str, Any]:
    return {"player": player, "at": [row, column], "facing": facing}


def state(
    tiles: dict[Cell, str] | None = None,
    visitors: list[dict[str, Any]] | None = None,
    hands: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    """A table state; players are Red then Blue unless ``hands`` names others (in turn order)."""
    hands = hands if hands is not None else {"Red": [], "Blue": []}
    return {
        "players": [{"name": name, "hand": hand} for name, hand in hands.items()],
        "garden": garden(tiles),
        "visitors": visitors or [],
    }


def row_tiles(row: int, codes: list[str]) -> dict[Cell, str]:
    """Tiles along a row from column 1 ("down" leaves a cell face down)."""
    return {(row, column): code for column, code in enumerate(codes, 1) if code != "down"}


def scored(data: dict[str, Any]) -> dict[str, Any]:
    return score(parse(data)).to_dict()


def player(result: dict[str, Any], name: str) -> dict[str, Any]:
    return next(entry for entry in result["players"] if entry["name"] == name)


def items(result: dict[str, Any], name: str, category: str) -> list[dict[str, Any]]:
    breakdown = player(result, name)["breakdown"]
    return next(entry for entry in breakdown if entry["category"] == category)["items"]


def only_visitor(result: dict[str, Any], name: str = "Red") -> dict[str, Any]:
    (item,) = items(result, name, "visitors")
    return item


def statuses(item: dict[str, Any]) -> list[tuple[str, str]]:
    return [(cell["tile"], cell["status"]) for cell in item["details"]["line"]]


def problems_of(data: Any) -> list[tuple[str, str]]:
    with pytest.raises(TableError) as caught:
        parse(data)
    return [(problem.path, problem.message) for problem in caught.value.problems]


# Published examples.


def test_rulebook_blue_visitor_sees_three_trex() -> None:
    data = state(
        row_tiles(3, ["trex-2", "trex-3", "swan-4", "trex-5", "swan-5"]),
        [visitor("Blue", 3, 1, "E")],
    )
    item = only_visitor(scored(data), "Blue")
    assert item["points"] == 17
    assert item["details"]["base"] == 14
    assert item["details"]["bonus"] == 3
    assert item["details"]["bonus_groups"] == [
        {"suit": "trex", "tiles": ["trex-2", "trex-3", "trex-5"], "points": 3}
    ]
    assert statuses(item) == [
        ("trex-2", "seen"),
        ("trex-3", "seen"),
        ("swan-4", "seen"),
        ("trex-5", "seen"),
        ("swan-5", "hidden"),
    ]
    assert item["details"]["line"][4]["hidden_by"] == {"position": [3, 4], "tile": "trex-5"}
    assert item["refs"] == [[3, 1], [3, 2], [3, 3], [3, 4]]
    assert "Swan 5 behind T-Rex 5" in item["explanation"]
    assert "3 T-Rex +3" in item["explanation"]
    assert "14 + 3 = 17" in item["explanation"]


def test_rulebook_green_sees_through_face_down_and_pompom_hides_icosahedron() -> None:
    data = state(
        row_tiles(2, ["icosahedron-3", "down", "pompom-4", "spiral-5", "icosahedron-4"]),
        [visitor("Red", 2, 1, "E")],
    )
    item = only_visitor(scored(data))
    assert item["points"] == 12
    assert item["details"]["bonus"] == 0
    assert statuses(item) == [
        ("icosahedron-3", "seen"),
        ("down", "down"),
        ("pompom-4", "seen"),
        ("spiral-5", "seen"),
        ("icosahedron-4", "hidden"),
    ]
    # The nearest tile as large or larger hides it, as the rulebook says: the 4 Pom-Pom.
    assert item["details"]["line"][4]["hidden_by"] == {"position": [2, 3], "tile": "pompom-4"}
    assert "Looks past 1 face-down tile" in item["explanation"]


def test_rulebook_red_hand_scores_trex_and_whale_but_not_pyramid() -> None:
    data = state(
        {(1, 1): "whale-3", (1, 2): "trex-4", (5, 5): "pyramid-4"},
        [visitor("Red", 1, 1, "E"), visitor("Blue", 5, 5, "W")],
        {"Red": ["trex-1", "whale-2", "pyramid-5"], "Blue": []},
    )
    result = scored(data)
    hand = items(result, "Red", "hand")
    assert [entry["points"] for entry in hand] == [1, 2, 0]
    assert player(result, "Red")["breakdown"][1]["points"] == 3
    assert hand[0]["refs"] == [[1, 2]]
    assert "sees T-Rex 4 at row 1, column 2, higher than 1" in hand[0]["explanation"]
    assert hand[1]["refs"] == [[1, 1]]
    assert "No Pyramid is higher than 5" in hand[2]["explanation"]
    assert hand[2]["details"]["scores"] is False


def test_sample_table_scores_expected_totals() -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = scored(example["state"])
    totals = {entry["name"]: entry["total"] for entry in result["players"]}
    assert totals == example["expect"]["totals"]
    assert result["winners"] == example["expect"]["winners"]
    assert result["tiebreak"] is None
    assert result["warnings"] == []


# Lines of sight.


def test_first_face_up_tile_is_always_seen_even_a_one() -> None:
    item = only_visitor(scored(state({(4, 3): "swan-1"}, [visitor("Red", 5, 3, "N")])))
    assert item["points"] == 1
    assert item["refs"] == [[4, 3]]


def test_equal_value_behind_is_hidden() -> None:
    data = state(row_tiles(1, ["trex-3", "swan-3"]), [visitor("Red", 1, 1, "E")])
    item = only_visitor(scored(data))
    assert item["points"] == 3
    assert statuses(item)[:2] == [("trex-3", "seen"), ("swan-3", "hidden")]
    assert item["details"]["line"][1]["hidden_by"]["tile"] == "trex-3"


def test_smaller_tile_is_hidden_and_a_larger_one_behind_it_is_seen() -> None:
    data = state(row_tiles(1, ["trex-2", "swan-1", "whale-3"]), [visitor("Red", 1, 1, "E")])
    item = only_visitor(scored(data))
    assert item["points"] == 5
    assert [status for _, status in statuses(item)] == ["seen", "hidden", "seen", "down", "down"]


def test_later_tile_must_beat_every_tile_before_not_only_the_last_seen() -> None:
    # 4 then 1 then 3: the 3 beats the 1 (hidden) but not the 4 in front of it.
    data = state(row_tiles(1, ["trex-4", "swan-1", "whale-3"]), [visitor("Red", 1, 1, "E")])
    item = only_visitor(scored(data))
    assert item["points"] == 4
    assert item["details"]["line"][2]["hidden_by"]["tile"] == "trex-4"


def test_face_down_tiles_are_worth_zero_and_block_nothing() -> None:
    data = state({(5, 2): "pyramid-2"}, [visitor("Red", 1, 2, "S")])
    item = only_visitor(scored(data))
    assert item["points"] == 2
    assert [status for _, status in statuses(item)] == ["down"] * 4 + ["seen"]


def test_visitor_looking_at_only_face_down_tiles_scores_zero() -> None:
    item = only_visitor(scored(state({(1, 1): "swan-5"}, [visitor("Red", 3, 5, "W")])))
    assert item["points"] == 0
    assert "face down" in item["explanation"]
    assert "refs" not in item


def test_diagonal_of_length_one_sees_the_corner_tile_alone() -> None:
    data = state({(1, 1): "swan-2", (2, 2): "swan-5"}, [visitor("Red", 1, 1, "NE")])
    item = only_visitor(scored(data))
    assert item["points"] == 2
    assert statuses(item) == [("swan-2", "seen")]
    assert "1-tile diagonal" in item["label"]


def test_long_diagonal_from_the_bottom_left_corner() -> None:
    tiles = {(5, 1): "elephant-1", (4, 2): "elephant-2", (3, 3): "down", (1, 5): "whale-5"}
    item = only_visitor(scored(state(tiles, [visitor("Red", 5, 1, "NE")])))
    assert [cell["position"] for cell in item["details"]["line"]] == [
        [5, 1],
        [4, 2],
        [3, 3],
        [2, 4],
        [1, 5],
    ]
    assert item["points"] == 1 + 2 + 5 + 2
    assert item["label"] == (
        "Red's visitor at the bottom-left corner, looking up-right (NE) along the long diagonal"
    )


def test_same_line_from_the_other_end_sees_differently() -> None:
    tiles = row_tiles(2, ["trex-5", "swan-1", "whale-2", "down", "pyramid-3"])
    result = scored(state(tiles, [visitor("Red", 2, 1, "E"), visitor("Blue", 2, 5, "W")]))
    assert only_visitor(result, "Red")["points"] == 5
    # From the right: 3 Pyramid, then the 5 T-Rex; the 2 and 1 hide behind the 3.
    assert only_visitor(result, "Blue")["points"] == 8


@pytest.mark.parametrize(
    ("at", "facing", "line"),
    [
        ((5, 2), Facing.N, ((5, 2), (4, 2), (3, 2), (2, 2), (1, 2))),
        ((1, 4), Facing.S, ((1, 4), (2, 4), (3, 4), (4, 4), (5, 4))),
        ((3, 1), Facing.E, ((3, 1), (3, 2), (3, 3), (3, 4), (3, 5))),
        ((3, 5), Facing.W, ((3, 5), (3, 4), (3, 3), (3, 2), (3, 1))),
        ((3, 1), Facing.NE, ((3, 1), (2, 2), (1, 3))),
        ((5, 3), Facing.NW, ((5, 3), (4, 2), (3, 1))),
        ((1, 4), Facing.SE, ((1, 4), (2, 5))),
        ((2, 5), Facing.SW, ((2, 5), (3, 4), (4, 3), (5, 2))),
    ],
)
def test_each_facing_walks_its_line_to_the_far_edge(
    at: Cell, facing: Facing, line: tuple[Cell, ...]
) -> None:
    assert is_edge_spot(at, facing)
    assert visitor_sight_line(at, facing) == line


def test_visitor_spots_are_every_edge_spot_and_direction() -> None:
    spots = visitor_spots()
    assert len(spots) == len(set(spots)) == 56
    straight = [spot for spot in spots if spot[1] in (Facing.N, Facing.S, Facing.E, Facing.W)]
    assert len(straight) == 20
    assert ((5, 1), Facing.NE) in spots
    assert ((1, 1), Facing.NE) in spots  # a 1-tile diagonal
    assert ((3, 3), Facing.E) not in spots
    assert ((2, 2), Facing.NE) not in spots
    assert all(is_edge_spot(at, facing) for at, facing in spots)
    lengths = sorted(len(visitor_sight_line(at, facing)) for at, facing in spots)
    assert lengths.count(1) == 8 and lengths.count(5) == 20 + 4


@pytest.mark.parametrize(
    ("at", "facing", "words"),
    [
        ((2, 1), Facing.E, "left of row 2, looking right (E)"),
        ((4, 5), Facing.W, "right of row 4, looking left (W)"),
        ((1, 3), Facing.S, "above column 3, looking down (S)"),
        ((5, 3), Facing.N, "below column 3, looking up (N)"),
        (
            (1, 1),
            Facing.SE,
            "at the top-left corner, looking down-right (SE) along the long diagonal",
        ),
        (
            (5, 5),
            Facing.NW,
            "at the bottom-right corner, looking up-left (NW) along the long diagonal",
        ),
        (
            (1, 1),
            Facing.NE,
            "left of row 2, looking up-right (NE) along a 1-tile diagonal",
        ),
        (
            (1, 1),
            Facing.SW,
            "above column 2, looking down-left (SW) along a 1-tile diagonal",
        ),
        (
            (5, 3),
            Facing.NE,
            "below column 2, looking up-right (NE) along a 3-tile diagonal",
        ),
    ],
)
def test_a_spot_is_named_by_the_place_a_player_taps_and_the_way_it_looks(
    at: Cell, facing: Facing, words: str
) -> None:
    assert describe_spot(at, facing) == words


# Bonus.


def test_bonus_two_pairs_of_different_suits_add_two_each() -> None:
    data = state(
        row_tiles(1, ["whale-1", "swan-2", "whale-3", "swan-4"]), [visitor("Red", 1, 1, "E")]
    )
    item = only_visitor(scored(data))
    assert item["details"]["base"] == 10
    assert [group["points"] for group in item["details"]["bonus_groups"]] == [2, 2]
    assert item["points"] == 14


def test_bonus_counts_only_seen_tiles_of_the_suit() -> None:
    # The 2 T-Rex hides behind the 3 T-Rex, so T-Rex is seen once: no bonus.
    data = state(row_tiles(1, ["trex-3", "trex-2", "swan-4"]), [visitor("Red", 1, 1, "E")])
    item = only_visitor(scored(data))
    assert item["points"] == 7
    assert item["details"]["bonus_groups"] == []
    assert "No suit seen twice" in item["explanation"]


def test_bonus_five_of_one_suit_adds_five() -> None:
    codes = [f"pompom-{value}" for value in range(1, 6)]
    item = only_visitor(scored(state(row_tiles(4, codes), [visitor("Red", 4, 1, "E")])))
    assert item["points"] == 15 + 5


def test_bonus_mixed_single_and_pair() -> None:
    data = state(row_tiles(1, ["spiral-1", "whale-2", "spiral-4"]), [visitor("Red", 1, 1, "E")])
    item = only_visitor(scored(data))
    assert item["details"]["bonus_groups"] == [
        {"suit": "spiral", "tiles": ["spiral-1", "spiral-4"], "points": 2}
    ]
    assert item["points"] == 7 + 2


# Hand tiles.


def test_hand_tile_scores_when_own_visitor_sees_higher_tile_of_its_suit() -> None:
    data = state(
        {(3, 3): "elephant-4"}, [visitor("Red", 3, 1, "E")], {"Red": ["elephant-2"], "Blue": []}
    )
    (item,) = items(scored(data), "Red", "hand")
    assert item["points"] == 2
    assert item["label"] == "Hand: Elephant 2"
    assert item["details"]["seen_by"] == [
        {
            "visitor": 0,
            "spot": "left of row 3, looking right (E)",
            "position": [3, 3],
            "tile": "elephant-4",
        }
    ]


def test_hand_tile_needs_a_strictly_higher_tile() -> None:
    data = state({(3, 3): "elephant-4"}, [visitor("Red", 3, 1, "E")], {"Red": [], "Blue": []})
    data["garden"][2][2] = "elephant-3"
    data["players"][0]["hand"] = ["elephant-4"]
    (item,) = items(scored(data), "Red", "hand")
    assert item["points"] == 0
    assert "see Elephant only up to 3" in item["explanation"]


def test_hand_tile_ignores_other_players_visitors() -> None:
    data = state(
        {(3, 3): "whale-5"},
        [visitor("Blue", 3, 1, "E"), visitor("Red", 1, 1, "S")],
        {"Red": ["whale-1"], "Blue": []},
    )
    (item,) = items(scored(data), "Red", "hand")
    assert item["points"] == 0
    assert "None of Red's visitors sees any Whale higher than 1" in item["explanation"]
    assert "Whale 5 at row 3, column 3 is in the garden" in item["explanation"]


def test_hand_tile_ignores_a_higher_tile_its_visitor_cannot_see() -> None:
    data = state(
        row_tiles(1, ["pyramid-4", "icosahedron-3"]),
        [visitor("Red", 1, 1, "E")],
        {"Red": ["icosahedron-1"], "Blue": []},
    )
    (item,) = items(scored(data), "Red", "hand")
    assert item["points"] == 0
    assert "any Icosahedron higher than 1" in item["explanation"]


def test_hand_tile_scores_once_however_many_visitors_see_higher() -> None:
    data = state(
        {(1, 1): "swan-5", (1, 5): "swan-4"},
        [visitor("Red", 1, 1, "E"), visitor("Red", 1, 5, "W"), visitor("Red", 1, 1, "S")],
        {"Red": ["swan-2"], "Blue": []},
    )
    result = scored(data)
    (item,) = items(result, "Red", "hand")
    assert item["points"] == 2
    # Seen: Swan 5 from the left; Swan 4 then Swan 5 from the right; Swan 5 from above.
    assert [entry["visitor"] for entry in item["details"]["seen_by"]] == [0, 1, 1, 2]
    assert "2 other visitors also see one" in item["explanation"]
    assert player(result, "Red")["total"] == 5 + (4 + 5 + 2) + 5 + 2


def test_hand_five_never_scores() -> None:
    data = state({(1, 1): "swan-4"}, [visitor("Red", 1, 1, "E")], {"Red": ["swan-5"], "Blue": []})
    (item,) = items(scored(data), "Red", "hand")
    assert item["points"] == 0
    assert "No Swan is higher than 5" in item["explanation"]


def test_total_is_visitors_plus_hand() -> None:
    data = state(
        {(2, 2): "trex-5", (2, 3): "trex-4"},
        [visitor("Red", 2, 1, "E"), visitor("Blue", 2, 5, "W")],
        {"Red": ["trex-1", "whale-1"], "Blue": ["trex-3"]},
    )
    result = scored(data)
    assert player(result, "Red")["total"] == 5 + 1
    # Blue sees 4 then 5 T-Rex: 9 + 2 bonus, and the 3 T-Rex in hand scores.
    assert player(result, "Blue")["total"] == 9 + 2 + 3
    assert result["winners"] == ["Blue"]
    assert [entry["rank"] for entry in result["players"]] == [2, 1]


# Ties.


def test_tie_goes_to_most_points_from_the_hand() -> None:
    data = state(
        {(1, 1): "swan-5", (5, 5): "trex-3"},
        [visitor("Red", 1, 1, "E"), visitor("Blue", 5, 5, "W")],
        {"Red": [], "Blue": ["trex-2"]},
    )
    result = scored(data)
    assert [entry["total"] for entry in result["players"]] == [5, 5]
    assert result["winners"] == ["Blue"]
    assert (
        "Blue wins on most points from the hand (2 hand points against Red 0 hand points)"
        in (result["tiebreak"])
    )


def test_tie_on_hand_points_goes_to_the_player_latest_in_turn_order() -> None:
    data = state(
        {(1, 1): "swan-5", (5, 5): "trex-5"},
        [visitor("Red", 1, 1, "E"), visitor("Blue", 5, 5, "W")],
    )
    result = scored(data)
    assert result["winners"] == ["Blue"]
    assert [entry["rank"] for entry in result["players"]] == [2, 1]
    assert "level on most points from the hand (0 hand points each)" in result["tiebreak"]
    assert (
        "Blue wins on playing later in turn order (played 2nd against Red played 1st)"
        in (result["tiebreak"])
    )
    # Listing Blue first makes Red the last player, and Red wins.
    data["players"].reverse()
    assert scored(data)["winners"] == ["Red"]


def test_latest_in_turn_order_only_among_the_tied_players() -> None:
    data = state(
        {(1, 1): "swan-5", (5, 5): "trex-5", (3, 3): "whale-1"},
        [visitor("Ann", 1, 1, "E"), visitor("Ben", 5, 5, "W"), visitor("Cat", 3, 1, "E")],
        {"Ann": [], "Ben": [], "Cat": []},
    )
    result = scored(data)
    assert result["winners"] == ["Ben"]
    assert [entry["rank"] for entry in result["players"]] == [2, 1, 3]
    assert result["tiebreak"].startswith("Ann and Ben tied on 5 points")


def test_unique_top_total_has_no_tiebreak() -> None:
    data = state({(1, 1): "swan-5"}, [visitor("Red", 1, 1, "E")])
    result = scored(data)
    assert result["winners"] == ["Red"]
    assert result["tiebreak"] is None


# Warnings.


def test_warning_fewer_visitors_than_the_player_count_allows() -> None:
    data = state({(3, 3): "swan-1"}, [visitor("Red", 1, 1, "E")])
    warnings = scored(data)["warnings"]
    assert (
        "Red placed 1 visitor; with 2 players each player places 8, so the game may not be over."
        in warnings
    )
    assert (
        "Blue placed 0 visitors; with 2 players each player places 8, so the game may not be over."
        in warnings
    )


def full_visitors(names: list[str], per_player: int) -> list[dict[str, Any]]:
    spots = visitor_spots()
    return [
        visitor(names[index % len(names)], *spots[index][0], spots[index][1].value)
        for index in range(per_player * len(names))
    ]


def test_no_warning_with_every_visitor_placed() -> None:
    names = ["Ann", "Ben", "Cat", "Dan"]
    data = state({(3, 3): "swan-1"}, full_visitors(names, 5), {name: [] for name in names})
    assert scored(data)["warnings"] == []


def test_warning_all_eight_suits_with_three_players() -> None:
    names = ["Ann", "Ben", "Cat"]
    tiles = {(1, column): f"{suit.value}-1" for column, suit in enumerate(list(Suit)[:5], 1)}
    hands = {"Ann": ["spiral-2", "pyramid-2"], "Ben": ["icosahedron-2"], "Cat": ["pompom-3"]}
    data = state(tiles, full_visitors(names, 6), hands)
    assert scored(data)["warnings"] == [
        "With 3 players one whole suit is removed from the game, but this table shows tiles of "
        "all 8 suits."
    ]
    # Four players use all 40 tiles: no warning.
    data = state(tiles, full_visitors([*names, "Dan"], 5), {**hands, "Dan": []})
    assert scored(data)["warnings"] == []


def test_warning_more_face_up_tiles_than_turns_could_turn() -> None:
    tiles = row_tiles(1, ["trex-1", "trex-2", "trex-3", "trex-4", "trex-5"])
    data = state(
        tiles, [visitor("Red", 1, 1, "E"), visitor("Blue", 1, 5, "W"), visitor("Blue", 2, 1, "E")]
    )
    warnings = scored(data)["warnings"]
    assert (
        "The garden shows 5 face-up tiles, but with 3 visitors placed at most 4 can be face up "
        "(the centre tile, then at most one per turn)."
    ) in warnings
    data["visitors"].append(visitor("Red", 2, 5, "W"))
    assert not any("face-up tiles" in warning for warning in scored(data)["warnings"])


# Validation: every problem, with its path and a recognisable message.


def valid() -> dict[str, Any]:
    return state(
        {(3, 3): "swan-3", (1, 1): "trex-2"},
        [visitor("Red", 1, 1, "E"), visitor("Blue", 5, 1, "NE")],
        {"Red": ["trex-1", "whale-2", "pyramid-5"], "Blue": ["swan-1", "spiral-2", "elephant-3"]},
    )


def test_valid_state_parses_into_typed_table() -> None:
    table = parse(valid())
    assert [p.name for p in table.players] == ["Red", "Blue"]
    assert table.players[0].hand[0] == Tile(Suit.TREX, 1)
    assert table.tile_at((3, 3)) == Tile(Suit.SWAN, 3)
    assert table.tile_at((2, 2)) is None
    assert table.visitors[1].facing is Facing.NE
    assert table.visitors[1].at == (5, 1)


def test_player_references_are_read_ignoring_case() -> None:
    data = valid()
    data["visitors"][1] = visitor(" blue ", 5, 1, "NE")
    table = parse(data)
    assert table.visitors[1].player == "Blue"


TILE_ADVICE = "(the suit's slug in lower case, a dash and the value, with no spaces)."


@pytest.mark.parametrize(
    ("where", "value", "path", "message"),
    [
        (
            ["garden", 2, 2],
            " Swan-3 ",
            "garden[2][2]",
            "Garden row 3, column 3: ' Swan-3 ' is not written as the rules write a tile; "
            f"write it exactly 'swan-3' {TILE_ADVICE}",
        ),
        (
            ["garden", 4, 4],
            "T-Rex-4",
            "garden[4][4]",
            "Garden row 5, column 5: 'T-Rex-4' is not written as the rules write a tile; "
            f"write it exactly 'trex-4' {TILE_ADVICE}",
        ),
        (
            ["players", 0, "hand", 2],
            "pom pom 4",
            "players[0].hand[2]",
            "Red's hand tile 3: 'pom pom 4' is not written as the rules write a tile; "
            f"write it exactly 'pompom-4' {TILE_ADVICE}",
        ),
        (
            ["players", 0, "hand", 2],
            "whale-05",
            "players[0].hand[2]",
            "Red's hand tile 3: 'whale-05' is not written as the rules write a tile; "
            f"write it exactly 'whale-5' {TILE_ADVICE}",
        ),
        (
            ["garden", 0, 3],
            "DOWN",
            "garden[0][3]",
            "Garden row 1, column 4: 'DOWN' is not written as the rules list it; write it in "
            "lower case: 'down'.",
        ),
        (
            ["garden", 0, 3],
            "down ",
            "garden[0][3]",
            "Garden row 1, column 4: 'down ' is not written as the rules list it; write it "
            "without spaces around it: 'down'.",
        ),
        (
            ["visitors", 1, "facing"],
            "ne",
            "visitors[1].facing",
            "Blue's visitor 2's facing 'ne' is not written as the rules list it; write it in "
            "upper case: 'NE'.",
        ),
        (
            ["visitors", 0, "facing"],
            " E",
            "visitors[0].facing",
            "Red's visitor 1's facing ' E' is not written as the rules list it; write it "
            "without spaces around it: 'E'.",
        ),
    ],
)
def test_codes_down_and_facings_are_exact_and_a_near_miss_names_the_spelling(
    where: list[Any], value: str, path: str, message: str
) -> None:
    assert (path, message) in problems_of(mutate(where, value))


def mutate(path: list[Any], value: Any) -> dict[str, Any]:
    data = valid()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


DELETE = object()


@pytest.mark.parametrize(
    ("where", "value", "path", "fragment"),
    [
        (["players"], DELETE, "players", "no players"),
        (["players"], "Red", "players", "should be a list, not text"),
        (
            ["players"],
            [{"name": "Solo", "hand": []}],
            "players",
            "2 to 4 players; this table has 1",
        ),
        (["players", 0], 7, "players[0]", "Player 1 should be an object"),
        (["players", 1, "name"], "  ", "players[1].name", "name is empty"),
        (["players", 1, "name"], "x" * 31, "players[1].name", "at most 30"),
        (["players", 1, "name"], "RED", "players[1].name", "Two players are called 'RED'"),
        (["players", 0, "hand"], DELETE, "players[0].hand", "Red's hand is missing"),
        (["players", 0, "hand"], "trex-1", "players[0].hand", "Red's hand should be a list"),
        (
            ["players", 0, "hand"],
            ["trex-1", "trex-2", "trex-3", "trex-4"],
            "players[0].hand",
            "Red's hand has 4 tiles; a hand holds at most 3",
        ),
        (
            ["players", 0, "hand", 1],
            "down",
            "players[0].hand[1]",
            "Red's hand tile 2: 'down' is not a tile code",
        ),
        (
            ["players", 0, "hand", 1],
            3,
            "players[0].hand[1]",
            "Red's hand tile 2 should be a tile code",
        ),
        (
            ["players", 0, "hand", 2],
            "dragon-2",
            "players[0].hand[2]",
            "'dragon-2' has no known suit",
        ),
        (
            ["players", 0, "hand", 2],
            "trex-6",
            "players[0].hand[2]",
            "has value 6; tile values run from 1 to 5",
        ),
        (["players", 0, "hand", 2], "trex-0", "players[0].hand[2]", "has value 0"),
        (["players", 0, "hand", 2], "trex-", "players[0].hand[2]", "'trex-' has no value"),
        (["players", 0, "hand", 2], "trex-²", "players[0].hand[2]", "has no value"),
        (["garden"], DELETE, "garden", "The garden is missing"),
        (["garden"], {"rows": 5}, "garden", "should be a list of 5 rows, not an object"),
        (["garden", 4], DELETE, "garden", "The garden has 4 rows; it has 5 rows of 5 tiles"),
        (["garden", 2], "down", "garden[2]", "Garden row 3 should be a list of 5 tiles, not text"),
        (["garden", 2], ["down"] * 6, "garden[2]", "Garden row 3 has 6 tiles; a row has 5"),
        (["garden", 1, 3], None, "garden[1][3]", "Garden row 2, column 4 should be a tile code"),
        (["garden", 1, 3], "swan", "garden[1][3]", "'swan' is not a tile code"),
        (
            ["garden", 1, 3],
            "swan-9",
            "garden[1][3]",
            "Garden row 2, column 4: 'swan-9' has value 9",
        ),
        (
            ["garden", 1, 3],
            "trex-1",
            "players[0].hand[0]",
            "T-Rex 1 is both in garden row 2, column 4 and in Red's hand; the game has only one.",
        ),
        (["garden", 4, 4], "swan-3", "garden[4][4]", "Swan 3 is both in garden row 3, column 3"),
        (
            ["players", 1, "hand", 0],
            "pyramid-5",
            "players[1].hand[0]",
            "Pyramid 5 is both in Red's hand and in Blue's hand",
        ),
        (["visitors"], DELETE, "visitors", "The visitors are missing"),
        (["visitors"], {}, "visitors", "The visitors should be a list, not an object"),
        (["visitors", 0], "Red", "visitors[0]", "Visitor 1 should be an object"),
        (
            ["visitors", 0, "player"],
            "Green",
            "visitors[0].player",
            "'Green', who is not at this table; the players are Red, Blue",
        ),
        (["visitors", 0, "player"], None, "visitors[0].player", "Visitor 1 should name its player"),
        (
            ["visitors", 0, "at"],
            [1],
            "visitors[0].at",
            "Red's visitor 1's position should be [row, column]",
        ),
        (
            ["visitors", 0, "at"],
            "1,1",
            "visitors[0].at",
            "should be [row, column] (the first tile it sees), not text",
        ),
        (
            ["visitors", 0, "at"],
            [0, 1],
            "visitors[0].at[0]",
            "Red's visitor 1's row is 0; it must be from 1 to 5",
        ),
        (
            ["visitors", 0, "at"],
            [1, True],
            "visitors[0].at[1]",
            "column should be a whole number, not true/false",
        ),
        (
            ["visitors", 0, "at"],
            [3, 3],
            "visitors[0].at",
            "at row 3, column 3 facing E is not on the edge",
        ),
        (
            ["visitors", 0, "at"],
            [2, 2],
            "visitors[0].at",
            "it would stand at row 2, column 1, inside the garden",
        ),
        (
            ["visitors", 0, "facing"],
            "up",
            "visitors[0].facing",
            "facing 'up' is not known; use one of N, S, E, W",
        ),
        (["visitors", 0, "facing"], 90, "visitors[0].facing", "facing should be one of N, S"),
        (["visitors", 0, "facing"], "W", "visitors[0].at", "facing W is not on the edge"),
        (
            ["visitors", 1],
            visitor("Blue", 1, 1, "E"),
            "visitors[1]",
            "Blue's visitor left of row 1, looking right (E) stands where Red's visitor "
            "(visitor 1) already stands",
        ),
    ],
)
def test_invalid_table_reports_path_and_reason(
    where: list[Any], value: Any, path: str, fragment: str
) -> None:
    found = problems_of(mutate(where, value))
    assert any(problem_path == path and fragment in message for problem_path, message in found), (
        found
    )


@pytest.mark.parametrize("data", [None, "table", 3, [1, 2], True, 2.5])
def test_table_state_that_is_not_an_object_is_refused(data: Any) -> None:
    assert problems_of(data) == [
        ("", f"The table state should be an object with named fields, not {describe_type(data)}.")
    ]


def test_too_many_visitors_for_the_player_count() -> None:
    data = valid()
    data["visitors"] = [*full_visitors(["Red", "Blue"], 8), visitor("Red", 5, 5, "NE")]
    # The 17th entry is Red's 9th visitor, unless its spot was taken: make sure it is free.
    taken = {(tuple(v["at"]), v["facing"]) for v in data["visitors"][:-1]}
    assert ((5, 5), "NE") not in taken
    found = problems_of(data)
    assert (
        "visitors[16]",
        "This visitor is one too many for Red: with 2 players each player has 8 visitors.",
    ) in found


def test_every_problem_is_reported_at_once() -> None:
    data = valid()
    data["players"][0]["name"] = ""
    data["garden"][0][0] = "trex-9"
    data["visitors"][1]["facing"] = "X"
    data["visitors"].append(visitor("Zed", 2, 1, "E"))
    paths = [path for path, _ in problems_of(data)]
    # The visitors still name the player whose name is now empty; that name is the problem,
    # so their player is not reported as a stranger (nor is Zed, who may be that player).
    assert paths == ["players[0].name", "garden[0][0]", "visitors[1].facing"]


def test_a_stranger_visitor_is_reported_when_every_name_is_readable() -> None:
    data = valid()
    data["visitors"][1]["player"] = "Zed"
    ((path, message),) = problems_of(data)
    assert path == "visitors[1].player"
    assert message == (
        "Visitor 2 belongs to 'Zed', who is not at this table; the players are Red, Blue."
    )


def test_visitors_are_not_counted_per_player_while_two_players_share_a_name() -> None:
    # Red and "red": 9 visitors named "Red" may be 8 of one and 1 of the other, so no
    # "one too many" is reported; the repeated name is.
    data = valid()
    data["players"][1]["name"] = "red"
    data["visitors"] = [*full_visitors(["Red", "Red"], 8)[:8], visitor("Red", 5, 5, "NE")]
    assert problems_of(data) == [
        ("players[1].name", "Two players are called 'red'; give each a different name.")
    ]


def test_a_repeated_name_hides_no_other_problem() -> None:
    # Ann and "ann" share a name; Cat's name is her own. Everything else wrong at this table
    # is still reported beside the repeated name (spec/README.md: every problem at once).
    names = ["Ann", "ann", "Cat"]
    data = state(hands={name: [] for name in names})
    data["visitors"] = [
        visitor("Cat", 1, 1, "S"),
        visitor("Cat", 1, 2, "S"),
        visitor("Cat", 1, 3, "S"),
        visitor("Cat", 1, 4, "S"),
        visitor("Cat", 1, 5, "S"),
        visitor("Cat", 5, 1, "N"),
        visitor("Cat", 5, 2, "N"),  # with 3 players each has 6 visitors: this is her 7th
        visitor("Zed", 2, 1, "E"),  # every name is readable, so Zed is nobody at this table
        visitor("Ann", 3, 3, "E"),  # inside the garden
        visitor("ann", 1, 1, "S"),  # where Cat's first visitor stands
    ]
    assert problems_of(data) == [
        ("players[1].name", "Two players are called 'ann'; give each a different name."),
        (
            "visitors[7].player",
            "Visitor 8 belongs to 'Zed', who is not at this table; the players are Ann, ann, Cat.",
        ),
        (
            "visitors[8].at",
            "Ann's visitor at row 3, column 3 facing E is not on the edge: it would stand at "
            "row 3, column 2, inside the garden. 'at' is the first tile it sees, next to the edge "
            "it stands on.",
        ),
        (
            "visitors[9]",
            "Ann's visitor above column 1, looking down (S) stands where Cat's visitor "
            "(visitor 1) already stands; no two visitors share a spot and direction.",
        ),
        (
            "visitors[6]",
            "This visitor is one too many for Cat: with 3 players each player has 6 visitors.",
        ),
    ]


def test_two_players_of_the_same_name_are_told_apart_by_seat_in_their_problems() -> None:
    # Two "Ann": each wrote a bad first hand tile and both hold the Swan 3. Said by name, the
    # two hand problems would be one sentence twice, and the Swan 3 "in Ann's hand and in
    # Ann's hand": each problem names the seat it is about instead.
    data = state(hands={"Ann": ["swan-9", "swan-3"], "ann": ["seal-2", "swan-3"]})
    problems = problems_of(data)
    messages = [message for _, message in problems]
    assert len(messages) == len(set(messages)), messages
    assert problems == [
        (
            "players[0].hand[0]",
            "Player 1 (Ann)'s hand tile 1: 'swan-9' has value 9; tile values run from 1 to 5.",
        ),
        (
            "players[1].hand[0]",
            "Player 2 (ann)'s hand tile 1: 'seal-2' has no known suit; the suits are whale, "
            "swan, elephant, trex, spiral, pyramid, icosahedron, pompom.",
        ),
        ("players[1].name", "Two players are called 'ann'; give each a different name."),
        (
            "players[1].hand[1]",
            "Swan 3 is both in Player 1 (Ann)'s hand and in Player 2 (ann)'s hand; the game has "
            "only one.",
        ),
    ]


def test_a_name_of_its_own_is_said_as_it_is() -> None:
    data = state(hands={"Ann": ["swan-9"], "Ben": []})
    assert problems_of(data) == [
        (
            "players[0].hand[0]",
            "Ann's hand tile 1: 'swan-9' has value 9; tile values run from 1 to 5.",
        )
    ]


def test_huge_text_is_shortened_in_messages() -> None:
    data = valid()
    data["garden"][0][0] = "x" * 5000
    ((path, message),) = problems_of(data)
    assert path == "garden[0][0]"
    assert len(message) < 200


# Public helpers for the form and the rules page.


def test_suit_names_cover_every_suit() -> None:
    assert set(SUIT_NAMES) == {suit.value for suit in Suit}
    assert SUIT_NAMES["trex"] == "T-Rex"
    assert len(topiary.ALL_TILES) == 40


def test_visitor_allowance_by_player_count() -> None:
    assert VISITORS_PER_PLAYER == {2: 8, 3: 6, 4: 5}


def test_readings_are_plain_sentences() -> None:
    assert len(READINGS) >= 5
    assert all(reading.endswith(".") for reading in READINGS)
    assert any("Players are entered in turn order" in reading for reading in READINGS)
    for developer_term in ("trex-3", "NE", "T-Rex-3", "spec", "display choice"):
        assert not any(developer_term in reading for reading in READINGS), developer_term


def test_input_notes_hold_what_only_the_json_needs() -> None:
    assert len(INPUT_NOTES) == 3
    assert all(note.endswith(".") for note in INPUT_NOTES)
    assert any("T-Rex-3 or ne is refused" in note for note in INPUT_NOTES)
    assert any("[row, column] of the first tile in its line of sight" in n for n in INPUT_NOTES)


def test_garden_section_lists_the_grid_and_every_visitor() -> None:
    result = scored(valid())
    section = result["garden"]
    assert section["rows"][2][2] == "swan-3"
    assert section["rows"][1][1] == "down"
    assert section["visitors"][1] == {
        "player": "Blue",
        "at": [5, 1],
        "facing": "NE",
        "spot": "at the bottom-left corner, looking up-right (NE) along the long diagonal",
        "points": 3,
    }


def test_sight_enum_values_match_the_contract_statuses() -> None:
    assert [sight.value for sight in Sight] == ["seen", "hidden", "down"]


# Command line.


def test_command_line_scores_a_table_file(tmp_path: Path) -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    path = tmp_path / "table.json"
    path.write_text(json.dumps(example["state"]), encoding="utf-8")
    completed = run_scoring("topiary", str(path))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert {entry["name"]: entry["total"] for entry in result["players"]} == {
        "Ann": 13,
        "Ben": 15,
        "Cat": 14,
    }
    assert result["winners"] == ["Ben"]
    assert result["game"] == "topiary"


def test_command_line_reads_standard_input() -> None:
    completed = run_scoring("topiary", stdin=json.dumps(valid()))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    # Red sees T-Rex 2 and its T-Rex 1 scores; Blue sees Swan 3 and its Swan 1 scores.
    assert [entry["total"] for entry in result["players"]] == [3, 4]
    assert result["winners"] == ["Blue"]


def test_command_line_bad_table_exits_2_with_paths(tmp_path: Path) -> None:
    data = valid()
    data["garden"][0][0] = "trex-9"
    data["visitors"][0]["at"] = [3, 3]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    completed = run_scoring("topiary", str(path))
    assert completed.returncode == 2
    assert completed.stdout == ""
    lines = completed.stderr.strip().splitlines()
    assert lines[0].startswith("garden[0][0]: Garden row 1, column 1: 'trex-9' has value 9")
    assert lines[1].startswith("visitors[0].at: Red's visitor at row 3, column 3 facing E")


def test_duplicate_hand_tile_path_counts_unreadable_tiles_before_it() -> None:
    data = valid()
    data["players"][1]["hand"] = ["swan-x", "trex-2"]  # trex-2 is in the garden at row 1
    assert problems_of(data) == [
        ("players[1].hand[0]", "Blue's hand tile 1: 'swan-x' has no value; write the value 1–5 "
         "after the dash, such as swan-3."),
        ("players[1].hand[1]", "T-Rex 2 is both in garden row 1, column 1 and in Blue's hand; the "
         "game has only one."),
    ]  # fmt: skip


def test_visitor_of_an_unknown_player_and_edge_problems_are_all_reported() -> None:
    data = valid()
    data["visitors"].append({"player": "Green", "at": [2, 3], "facing": "SE"})
    found = problems_of(data)
    assert [path for path, _ in found] == ["visitors[2].player", "visitors[2].at"]
    assert found[1][1].startswith("This visitor at row 2, column 3 facing SE is not on the edge")


@pytest.mark.parametrize("code", ["trex--1", "w-h-a-l-e-2", "-whale-2", "whale-002", "whale-2x"])
def test_malformed_tile_codes_are_refused(code: str) -> None:
    data = valid()
    data["garden"][2][2] = code
    with pytest.raises(TableError) as caught:
        parse(data)
    assert any(problem.path == "garden[2][2]" for problem in caught.value.problems)
