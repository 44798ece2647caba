"""Hypothesis properties of Solstis scoring: sums, symmetry, rainbows and robust parsing.

Seating order plays no part in Solstis scoring (each player scores their own panorama), so
swapping the two players must swap their results exactly.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.errors import TableError
from scoring.solstis import (
    ALL_CELLS,
    MAX_RAINBOWS,
    Cell,
    Spirit,
    complete_blocks,
    final_panorama,
    parse,
    score,
)
from scoring.solstis.mountain import BOTTOM_ROW, neighbours

CELL_NAMES = [cell.name for cell in ALL_CELLS]
SPIRIT_SLUGS = [spirit.value for spirit in Spirit]


def some_of(draw: st.DrawFn, items: list[str], max_size: int) -> list[str]:
    """A few distinct items (none when there is nothing to choose from)."""
    if not items or max_size <= 0:
        return []
    chosen: list[str] = draw(st.lists(st.sampled_from(items), unique=True, max_size=max_size))
    return chosen


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    """A valid two-player table: disjoint tiles, at most 12 rainbows, spirits that fit."""
    owner = draw(st.lists(st.sampled_from([0, 1, None]), min_size=48, max_size=48))
    tiles: list[list[str]] = [[], []]
    for name, who in zip(CELL_NAMES, owner, strict=True):
        if who is not None:
            tiles[who].append(name)
    players = []
    rainbows_left = MAX_RAINBOWS
    spirits_left = list(SPIRIT_SLUGS)
    hands_taken: set[str] = set(tiles[0]) | set(tiles[1])
    for index, name in enumerate(("Lou", "Max")):
        free = [cell for cell in CELL_NAMES if cell not in tiles[index]]
        rainbows = some_of(draw, free, rainbows_left)
        rainbows_left -= len(rainbows)
        occupied = [Cell.from_name(cell) for cell in tiles[index] + rainbows]
        room = len(complete_blocks(occupied))
        spirits = some_of(draw, spirits_left, min(room, 6))
        spirits_left = [slug for slug in spirits_left if slug not in spirits]
        hand_choices = [c for c in CELL_NAMES if c not in hands_taken and c not in rainbows]
        hand = some_of(draw, hand_choices, 4)
        hands_taken |= set(hand)
        entry: dict[str, Any] = {
            "name": name,
            "tiles": draw(st.permutations(tiles[index])),
            "rainbows": rainbows,
            "spirits": spirits,
            "hand": hand,
        }
        players.append(entry)
    holder = draw(st.sampled_from([None, 0, 1]))
    if holder is not None:
        held = players[holder]["spirits"]
        players[holder]["evil_spirit_covers"] = draw(st.sampled_from(held)) if held else "none"
    return {"players": players}


@settings(max_examples=100, deadline=None)
@given(tables())
def test_property_totals_are_the_sum_of_categories_and_items(data: dict[str, Any]) -> None:
    result = score(parse(data)).to_dict()
    for player in result["players"]:
        assert player["total"] == sum(entry["points"] for entry in player["breakdown"])
        for entry in player["breakdown"]:
            assert entry["points"] == sum(item["points"] for item in entry["items"])
        assert [entry["category"] for entry in player["breakdown"]] == [
            "largest area",
            "fires",
            "spirits",
            "spirit effects",
        ]


@settings(max_examples=100, deadline=None)
@given(tables())
def test_property_swapping_the_players_swaps_their_scores(data: dict[str, Any]) -> None:
    forward = score(parse(data)).to_dict()
    swapped = score(parse({"players": data["players"][::-1]})).to_dict()
    assert forward["players"] == swapped["players"][::-1]
    assert sorted(forward["winners"]) == sorted(swapped["winners"])
    assert forward["panoramas"] == swapped["panoramas"][::-1]


@settings(max_examples=100, deadline=None)
@given(tables(), st.data())
def test_property_adding_a_rainbow_never_lowers_the_largest_area(
    data: dict[str, Any], more: st.DataObject
) -> None:
    lou = data["players"][0]
    used = set(lou["tiles"]) | set(lou["rainbows"]) | set(lou["hand"])
    total = sum(len(player["rainbows"]) for player in data["players"])
    free = [cell for cell in CELL_NAMES if cell not in used]
    if not free or total >= MAX_RAINBOWS:
        return
    before = score(parse(data)).players[0].category("largest area").points
    cell = more.draw(st.sampled_from(free))
    lou["rainbows"] = [*lou["rainbows"], cell]
    after = score(parse(data)).players[0].category("largest area").points
    assert after >= before


@settings(max_examples=100, deadline=None)
@given(tables())
def test_property_lit_fires_have_a_path_of_neighbours_to_the_bottom_line(
    data: dict[str, Any],
) -> None:
    table = parse(data)
    for player in table.players:
        board = final_panorama(player)
        for state in board.fires:
            if state.lit:
                path = state.path
                assert path[0] in state.fire.cells
                assert path[-1].row == BOTTOM_ROW
                assert all(cell in board.grid for cell in path)
                assert all(b in neighbours(a) for a, b in pairwise(path))
            else:
                assert not any(cell.row == BOTTOM_ROW for cell in state.area.cells)


@settings(max_examples=100, deadline=None)
@given(tables())
def test_property_areas_partition_the_occupied_cells(data: dict[str, Any]) -> None:
    table = parse(data)
    for player in table.players:
        board = final_panorama(player)
        cells = [cell for area in board.areas for cell in area.cells]
        assert sorted(cells) == sorted(board.grid)
        assert len(cells) == len(set(cells))
        # No two areas touch: otherwise they would be one.
        for area in board.areas:
            for cell in area.cells:
                for other in neighbours(cell):
                    if other in board.grid:
                        assert other in area.cells


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(CELL_NAMES + SPIRIT_SLUGS + ["none", "evil_spirit", "purple-2"]),
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.sampled_from(
                ["players", "name", "tiles", "rainbows", "spirits", "hand", "evil_spirit_covers"]
            )
            | st.text(max_size=6),
            children,
            max_size=6,
        )
    ),
    max_leaves=25,
)


@settings(max_examples=200, deadline=None)
@given(JSON)
def test_property_parse_on_arbitrary_json_raises_only_table_error(data: Any) -> None:
    try:
        table = parse(data)
    except TableError as error:
        assert error.problems
    else:
        score(table).to_dict()


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.dictionaries(
            st.sampled_from(["name", "tiles", "rainbows", "spirits", "hand", "evil_spirit_covers"]),
            JSON,
            max_size=6,
        ),
        min_size=2,
        max_size=2,
    )
)
def test_property_player_fields_holding_anything_raise_only_table_error(
    players: list[dict[str, Any]],
) -> None:
    try:
        table = parse({"players": players})
    except TableError as error:
        assert all(problem.path.startswith("players") for problem in error.problems)
    else:
        score(table).to_dict()


def test_parse_survives_deeply_nested_input() -> None:
    nested: Any = "red-1"
    for _ in range(5000):
        nested = [nested]
    try:
        parse({"players": [{"name": "Lou", "tiles": nested}, nested]})
    except TableError as error:
        assert error.problems[0].path.startswith("players")
