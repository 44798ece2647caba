"""Hypothesis properties of Solstis scoring: sums, symmetry, rainbows, the largest area against
an independent reference, and robust parsing.

Seating order plays no part in Solstis scoring (each player scores their own panorama), so
swapping the two players must swap their results exactly.
"""

from __future__ import annotations

import json
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
from tests.scoring.cli import run_scoring

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


@given(tables())
def test_property_every_breakdown_has_the_four_scoring_steps_in_order(
    data: dict[str, Any],
) -> None:
    result = score(parse(data)).to_dict()
    for player in result["players"]:
        assert [entry["category"] for entry in player["breakdown"]] == [
            "largest area",
            "fires",
            "spirits",
            "spirit effects",
        ]


@given(tables())
def test_property_swapping_the_players_swaps_their_scores(data: dict[str, Any]) -> None:
    forward = score(parse(data)).to_dict()
    swapped = score(parse({"players": data["players"][::-1]})).to_dict()
    assert forward["players"] == swapped["players"][::-1]
    assert sorted(forward["winners"]) == sorted(swapped["winners"])
    assert forward["panoramas"] == swapped["panoramas"][::-1]


# --- The largest area against an independent reference ------------------------------------
#
# Written from spec/solstis.md alone, sharing no code with scoring/solstis: the rows and their
# tile numbers, neighbours by a shared edge, areas as the groups of occupied cells (tiles and
# rainbows), the Squirrel's hand tiles placed into their empty cells before scoring, and the
# largest area as the one with the most cells, rainbows included, then the most landscape
# tiles; between areas equal on both, the one whose first cell (bottom row first, then left to
# right) comes first (our stated reading, spec silent).

REFERENCE_ROWS = {
    "red": (1, range(1, 11)),
    "orange": (2, range(1, 11)),
    "green": (3, range(1, 11)),
    "blue": (4, range(2, 10)),
    "pink": (5, range(3, 9)),
    "purple": (6, range(4, 8)),
}
"""Colour → (row from the bottom, tile numbers), as the spec's panorama table draws it."""


def reference_cell(name: str) -> tuple[int, int]:
    colour, number = name.split("-")
    row, numbers = REFERENCE_ROWS[colour]
    assert int(number) in numbers
    return (row, int(number))


def reference_largest_area(player: dict[str, Any]) -> tuple[int, int, set[str]]:
    """(points, cells, the names of its cells) of ``player``'s largest area; (0, 0, set())
    for an empty panorama."""
    names = {reference_cell(name): name for name in CELL_NAMES}
    holds: dict[tuple[int, int], str] = {}
    for name in player.get("rainbows", []):
        holds[reference_cell(name)] = "rainbow"
    for name in player["tiles"]:
        holds[reference_cell(name)] = "tile"
    squirrel = "squirrel" in player.get("spirits", [])
    if squirrel and player.get("evil_spirit_covers") != "squirrel":
        for name in player.get("hand", []):
            holds.setdefault(reference_cell(name), "tile")
    areas: list[list[tuple[int, int]]] = []
    seen: set[tuple[int, int]] = set()
    for start in sorted(holds):
        if start in seen:
            continue
        seen.add(start)
        stack, area = [start], []
        while stack:
            row, column = stack.pop()
            area.append((row, column))
            for near in (
                (row - 1, column),
                (row + 1, column),
                (row, column - 1),
                (row, column + 1),
            ):
                if near in holds and near not in seen:
                    seen.add(near)
                    stack.append(near)
        areas.append(area)
    best: list[tuple[int, int]] = []
    best_tiles = 0
    for area in areas:  # in the order of their first cell, so the first of equals stays
        tiles = sum(1 for cell in area if holds[cell] == "tile")
        if (len(area), tiles) > (len(best), best_tiles):
            best, best_tiles = area, tiles
    return best_tiles, len(best), {names[cell] for cell in best}


@st.composite
def rainbow_panoramas(draw: st.DrawFn) -> dict[str, Any]:
    """A table where Lou's panorama is any mix of tiles, rainbows (up to 12) and empty cells,
    rainbows drawn often enough that areas of many rainbows and few tiles are common."""
    contents = draw(st.lists(st.sampled_from(["", "tile", "rainbow"]), min_size=48, max_size=48))
    tiles = [name for name, what in zip(CELL_NAMES, contents, strict=True) if what == "tile"]
    rainbows = [name for name, what in zip(CELL_NAMES, contents, strict=True) if what == "rainbow"]
    rainbows = draw(st.permutations(rainbows))[:MAX_RAINBOWS]
    return {
        "players": [
            {"name": "Lou", "tiles": tiles, "rainbows": rainbows},
            {"name": "Max", "tiles": []},
        ]
    }


def scored_largest_area(result: dict[str, Any], index: int) -> tuple[int, int, set[str]]:
    """(points, cells, the names of the cells marked as in it) from the result JSON."""
    item = result["players"][index]["breakdown"][0]["items"][0]
    marked = {
        spot["cell"]
        for row in result["panoramas"][index]["rows"]
        for spot in row["cells"]
        if spot["in_largest_area"]
    }
    return item["points"], item.get("details", {}).get("size", 0), marked


@given(rainbow_panoramas() | tables())
def test_property_largest_area_matches_an_independent_flood_fill(data: dict[str, Any]) -> None:
    result = score(parse(data)).to_dict()
    for index, player in enumerate(data["players"]):
        assert scored_largest_area(result, index) == reference_largest_area(player)


@settings(max_examples=8, deadline=None)
@given(rainbow_panoramas())
def test_property_command_line_largest_area_matches_the_reference(data: dict[str, Any]) -> None:
    completed = run_scoring("solstis", stdin=json.dumps(data))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert scored_largest_area(result, 0) == reference_largest_area(data["players"][0])


def test_reference_scores_the_issue_example_3_not_4() -> None:
    # Red 1–3 + rainbows orange 1–3 and green 1 (7 cells, 3 tiles) against red 6–9 (4 tiles).
    lou = {
        "name": "Lou",
        "tiles": ["red-1", "red-2", "red-3", "red-6", "red-7", "red-8", "red-9"],
        "rainbows": ["orange-1", "orange-2", "orange-3", "green-1"],
    }
    points, cells, _ = reference_largest_area(lou)
    assert (points, cells) == (3, 7)


@given(tables(), st.data())
def test_property_adding_a_rainbow_never_shrinks_the_largest_area(
    data: dict[str, Any], more: st.DataObject
) -> None:
    # Its points may fall (a rainbow can make an area with fewer tiles the largest), but
    # an added cell only grows or joins areas, so the largest never has fewer cells.
    lou = data["players"][0]
    used = set(lou["tiles"]) | set(lou["rainbows"]) | set(lou["hand"])
    total = sum(len(player["rainbows"]) for player in data["players"])
    free = [cell for cell in CELL_NAMES if cell not in used]
    if not free or total >= MAX_RAINBOWS:
        return
    before = final_panorama(parse(data).players[0]).largest
    cell = more.draw(st.sampled_from(free))
    lou["rainbows"] = [*lou["rainbows"], cell]
    after = final_panorama(parse(data).players[0]).largest
    assert after is not None
    assert len(after.cells) >= (len(before.cells) if before is not None else 0)


@given(tables(), st.data())
def test_property_a_rainbow_replaced_by_its_tile_never_lowers_the_largest_area(
    data: dict[str, Any], more: st.DataObject
) -> None:
    # The areas keep their cells; the area holding that cell gains a tile, so it either
    # scores one more or overtakes an area of its size on tiles.
    lou, other = data["players"]
    taken = set(other["tiles"]) | set(other["hand"]) | set(lou["hand"])
    swappable = [cell for cell in lou["rainbows"] if cell not in taken]
    if not swappable:
        return
    before = score(parse(data)).players[0].category("largest area").points
    cell = more.draw(st.sampled_from(swappable))
    lou["rainbows"] = [name for name in lou["rainbows"] if name != cell]
    lou["tiles"] = [*lou["tiles"], cell]
    after = score(parse(data)).players[0].category("largest area").points
    assert after >= before


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


@given(JSON)
def test_property_parse_on_arbitrary_json_raises_only_table_error(data: Any) -> None:
    try:
        table = parse(data)
    except TableError as error:
        assert error.problems
    else:
        score(table).to_dict()


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
