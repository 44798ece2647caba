"""Tsukimi scoring (spec/tsukimi.md): tile majorities, tile values, the tie-breaker chain.

Tests are named after the rule they check. Tables are built with small helpers so every
hand-computed expectation is visible in the test itself.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring import tsukimi
from scoring.errors import TableError
from scoring.tsukimi import (
    READINGS,
    TIES,
    TILES_NOT_WON,
    TILES_WON,
    Table,
    Tile,
    Variant,
    parse,
    score,
    tile_winner,
)
from tests.scoring.cli import run_scoring

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "examples" / "tsukimi.json"


def tile(value: int, aki: int | None = None, ren: int | None = None, color: str = "red") -> Any:
    """A tile with Aki's and Ren's rabbits (None leaves that player out)."""
    rabbits: dict[str, int] = {}
    if aki is not None:
        rabbits["Aki"] = aki
    if ren is not None:
        rabbits["Ren"] = ren
    return {"value": value, "color": color, "rabbits": rabbits}


def filler(count: int) -> list[Any]:
    """Tiles nobody wins (0–0), to bring a table up to 18 tiles without changing any score."""
    return [tile(5, 0, 0, "blue") for _ in range(count)]


def table(
    tiles: list[Any],
    aki_reserve: int = 2,
    ren_reserve: int = 4,
    variant: str | None = None,
    full: bool = True,
) -> dict[str, Any]:
    """A two-player table (Aki, Ren); ``full`` pads it to 18 tiles with 0–0 tiles."""
    state: dict[str, Any] = {
        "players": [
            {"name": "Aki", "reserve": aki_reserve},
            {"name": "Ren", "reserve": ren_reserve},
        ],
        "tiles": list(tiles) + (filler(18 - len(tiles)) if full else []),
    }
    if variant is not None:
        state["variant"] = variant
    return state


def totals(state: Any) -> dict[str, int]:
    return {player.name: player.total for player in score(parse(state)).players}


def problems(state: Any) -> list[tuple[str, str]]:
    with pytest.raises(TableError) as caught:
        parse(state)
    return [(problem.path, problem.message) for problem in caught.value.problems]


def assert_problem(state: Any, path: str, fragment: str) -> None:
    found = problems(state)
    assert any(p == path and fragment in m for p, m in found), found


# --- Majority on each tile -----------------------------------------------------------------


def test_rulebook_tile_goes_to_player_with_more_rabbits() -> None:
    assert totals(table([tile(3, 2, 1)])) == {"Aki": 3, "Ren": 0}
    assert totals(table([tile(3, 1, 2)])) == {"Aki": 0, "Ren": 3}


def test_rulebook_one_rabbit_more_is_enough() -> None:
    assert totals(table([tile(4, 0, 1)])) == {"Aki": 0, "Ren": 4}
    assert totals(table([tile(4, 6, 5)])) == {"Aki": 4, "Ren": 0}


def test_rulebook_tile_with_equal_rabbits_goes_to_nobody() -> None:
    result = score(parse(table([tile(5, 2, 2)])))
    assert [player.total for player in result.players] == [0, 0]
    assert result.sections["tiles"][0]["winner"] is None


def test_rulebook_tile_with_no_rabbits_goes_to_nobody() -> None:
    result = score(parse(table([tile(5, 0, 0)])))
    assert [player.total for player in result.players] == [0, 0]
    item = result.player("Aki").category(TILES_NOT_WON).items[0]
    assert item.explanation == (
        "5 (red): tie Aki 0 – Ren 0 → nobody. Equal rabbits around the tile (none at all), "
        "so nobody wins it: 0 points."
    )


def test_rulebook_score_is_sum_of_won_tile_values() -> None:
    state = table([tile(5, 3, 0), tile(2, 1, 0), tile(4, 0, 2), tile(1, 2, 2), tile(3, 1, 3)])
    assert totals(state) == {"Aki": 7, "Ren": 7}


def test_player_left_out_of_a_tile_counts_zero_rabbits() -> None:
    assert totals(table([tile(3, 1, None), tile(2, None, 2)])) == {"Aki": 3, "Ren": 2}
    assert totals(table([tile(3, None, None)])) == {"Aki": 0, "Ren": 0}


def test_tile_without_rabbits_field_has_no_rabbits() -> None:
    state = table([{"value": 4, "color": "green"}])
    parsed = parse(state)
    assert parsed.tiles[0].rabbits == (0, 0)
    assert totals(state) == {"Aki": 0, "Ren": 0}


def test_rabbit_names_match_players_ignoring_case_and_spaces() -> None:
    state = table([{"value": 3, "color": "red", "rabbits": {" aki ": 2, "REN": 1}}])
    assert parse(state).tiles[0].rabbits == (2, 1)
    assert totals(state) == {"Aki": 3, "Ren": 0}


def test_player_names_are_trimmed() -> None:
    state = table([tile(3, 2, 1)])
    state["players"][0]["name"] = "  Aki  "
    assert parse(state).names == ("Aki", "Ren")


def test_whole_number_floats_are_accepted() -> None:
    state = table([{"value": 3.0, "color": "red", "rabbits": {"Aki": 2.0, "Ren": 1}}])
    state["players"][0]["reserve"] = 2.0
    parsed = parse(state)
    assert parsed.tiles[0] == Tile(3, "red", (2, 1))
    assert parsed.players[0].reserve == 2


def test_tile_winner_needs_a_strict_majority() -> None:
    assert tile_winner((3, 2)) == 0
    assert tile_winner((2, 3)) == 1
    assert tile_winner((2, 2)) is None
    assert tile_winner((0, 0)) is None


# --- The tie-breaker chain -----------------------------------------------------------------


def test_rulebook_tie_on_points_goes_to_player_with_more_tiles_won() -> None:
    # Aki: 3 + 2 + 0 = 5 from three tiles; Ren: 5 from one tile.
    state = table([tile(3, 1, 0), tile(2, 1, 0), tile(0, 1, 0), tile(5, 0, 1)], 0, 9)
    result = score(parse(state))
    assert [p.total for p in result.players] == [5, 5]
    assert result.winners == ("Aki",)
    assert result.standing.ranks == (1, 2)
    assert result.standing.tiebreak == (
        "Aki and Ren tied on 5 points; Aki wins on most tiles won (3 tiles against Ren 1 tile)."
    )


def test_rulebook_won_zero_tile_counts_for_the_tiles_won_tie_breaker() -> None:
    # 3 points each; Aki's extra tile is worth 0 but still decides.
    state = table([tile(3, 2, 0), tile(0, 1, 0), tile(3, 0, 2)], 5, 5)
    result = score(parse(state))
    assert [p.total for p in result.players] == [3, 3]
    assert result.winners == ("Aki",)
    zero = result.player("Aki").category(TILES_WON).items[1]
    assert zero.points == 0
    assert "still counts as a tile won" in zero.explanation


def test_rulebook_tie_on_points_and_tiles_goes_to_more_rabbits_in_reserve() -> None:
    state = table([tile(4, 1, 0), tile(4, 0, 1)], aki_reserve=2, ren_reserve=5)
    result = score(parse(state))
    assert [p.total for p in result.players] == [4, 4]
    assert result.winners == ("Ren",)
    assert result.standing.ranks == (2, 1)
    assert result.standing.tiebreak == (
        "Aki and Ren tied on 4 points, level on most tiles won (1 tile each); Ren wins on most "
        "rabbits left in reserve (5 rabbits in reserve against Aki 2 rabbits in reserve)."
    )


def test_rulebook_tie_on_points_tiles_and_reserve_is_a_shared_win() -> None:
    state = table([tile(4, 1, 0), tile(4, 0, 1)], aki_reserve=3, ren_reserve=3)
    result = score(parse(state))
    assert result.winners == ("Aki", "Ren")
    assert result.standing.ranks == (1, 1)
    assert result.standing.tiebreak is not None
    assert result.standing.tiebreak.endswith("the tie stands, so Aki and Ren share the win.")
    assert result.to_dict()["winners"] == ["Aki", "Ren"]


def test_rulebook_nothing_won_by_anyone_is_a_shared_win_on_equal_reserves() -> None:
    result = score(parse(table([], 0, 0)))
    assert [p.total for p in result.players] == [0, 0]
    assert result.winners == ("Aki", "Ren")


def test_tie_breakers_only_apply_to_equal_points() -> None:
    # Ren won more tiles and keeps more rabbits, but Aki has more points.
    state = table([tile(5, 1, 0), tile(1, 0, 1), tile(1, 0, 1)], 0, 9)
    result = score(parse(state))
    assert [p.total for p in result.players] == [5, 2]
    assert result.winners == ("Aki",)
    assert result.standing.tiebreak is None


# --- Variants ------------------------------------------------------------------------------


def test_variant_defaults_to_standard() -> None:
    assert parse(table([tile(3, 2, 1)])).variant is Variant.STANDARD
    state = table([tile(3, 2, 1)])
    state["variant"] = None
    assert parse(state).variant is Variant.STANDARD
    assert score(parse(state)).to_dict()["variant"] == "standard"


def test_variant_dark_side_is_read() -> None:
    state = table([tile(3, 2, 1)], variant="dark_side")
    assert parse(state).variant is Variant.DARK_SIDE
    assert score(parse(state)).to_dict()["variant"] == "dark_side"


@pytest.mark.parametrize(
    ("variant", "advice"),
    [
        ("Standard", "write it in lower case: 'standard'."),
        ("STANDARD", "write it in lower case: 'standard'."),
        (" Dark_Side ", "write it in lower case and without spaces around it: 'dark_side'."),
        ("dark side", "write it with underscores between the words: 'dark_side'."),
    ],
)
def test_variant_is_exact_and_a_near_miss_names_the_slug(variant: str, advice: str) -> None:
    assert problems(table([tile(3, 2, 1)], variant=variant)) == [
        ("variant", f"The variant {variant!r} is not written as the rules list it; {advice}")
    ]


def test_variant_dark_side_scores_like_the_standard_game() -> None:
    tiles = [tile(3, 2, 1), tile(5, 0, 2), tile(2, 1, 1), tile(4, 3, 0)]
    standard = score(parse(table(tiles, 1, 1))).to_dict()
    dark = score(parse(table(tiles, 1, 1, variant="dark_side"))).to_dict()
    assert dark["players"] == standard["players"]
    assert dark["winners"] == standard["winners"] == ["Aki"]
    assert dark["tiles"] == standard["tiles"]


def test_variant_dark_side_keeps_the_fifteen_rabbit_reserve_limit() -> None:
    # Dark side starts with 3 rabbits, but more are earned: a reserve of 15 is still possible.
    assert parse(table([tile(1, 0, 0)], 15, 15, variant="dark_side")).players[0].reserve == 15
    assert_problem(
        table([tile(1, 0, 0)], 16, 0, variant="dark_side"),
        "players[0].reserve",
        "Aki's reserve is 16; it must be from 0 to 15",
    )


def test_variant_dark_side_uses_the_same_plausibility_warning() -> None:
    # Reserve 14: one rabbit on the board touches at most 3 tiles.
    state = table([tile(1, 2, 0), tile(1, 2, 0)], 14, 0, variant="dark_side")
    warnings = score(parse(state)).warnings
    assert any(w.startswith("Aki's rabbits around the tiles add up to 4") for w in warnings)


def test_unknown_variant_is_an_error() -> None:
    assert_problem(
        table([tile(1, 0, 0)], variant="expert"),
        "variant",
        "The variant 'expert' is not known; use one of standard, dark_side.",
    )
    assert_problem(table([tile(1, 0, 0)]) | {"variant": 3}, "variant", "should be one of")


# --- The published examples ----------------------------------------------------------------


def test_example_table_scores_its_expected_totals_and_winners() -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = score(parse(example["state"]))
    assert {p.name: p.total for p in result.players} == example["expect"]["totals"]
    assert list(result.winners) == example["expect"]["winners"]
    assert result.warnings == ()
    assert result.standing.tiebreak is None


def test_example_table_breakdown_by_tile() -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    result = score(parse(example["state"]))
    ann, ben = result.player("Ann"), result.player("Ben")
    assert [item.refs[0] for item in ann.category(TILES_WON).items] == [2, 3, 5, 7, 12, 17]
    assert [item.refs[0] for item in ben.category(TILES_WON).items] == [1, 4, 9, 10, 11, 14, 15, 18]
    ties = [entry["index"] for entry in result.sections["tiles"] if entry["winner"] is None]
    assert ties == [6, 8, 13, 16]
    assert ann.category(TIES).items[0].details == {
        "tiles_won": 6,
        "tiles": [2, 3, 5, 7, 12, 17],
        "not_points": True,
    }
    assert ben.category(TIES).items[1].details == {"reserve": 1, "not_points": True}


def test_spec_input_example_scores_three_to_nothing() -> None:
    state = {
        "variant": "standard",
        "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren", "reserve": 4}],
        "tiles": [
            {"value": 3, "color": "red", "rabbits": {"Aki": 2, "Ren": 1}},
            {"value": 0, "color": "blue", "rabbits": {"Aki": 0, "Ren": 0}},
        ],
    }
    result = score(parse(state))
    assert [p.total for p in result.players] == [3, 0]
    assert result.winners == ("Aki",)
    assert result.warnings == (
        "Only 2 tiles are on the moon board; a finished game has 18. The table is scored as "
        "entered.",
    )


# --- Line items, refs, details and the tiles section ---------------------------------------


def test_won_tile_item_explains_the_majority() -> None:
    result = score(parse(table([tile(3, 2, 1)])))
    item = result.player("Aki").category(TILES_WON).items[0]
    assert item.label == "Tile 1: 3 (red)"
    assert item.points == 3
    assert item.explanation == (
        "3 (red): Aki 2 – Ren 1 → Aki. Aki has more rabbits around the tile, so Aki wins it and "
        "scores its value: 3 points."
    )
    assert item.refs == (1,)
    assert item.details == {
        "tile": 1,
        "value": 3,
        "color": "red",
        "rabbits": {"Aki": 2, "Ren": 1},
        "winner": "Aki",
        "outcome": "won",
    }


def test_lost_tile_item_is_listed_with_zero_points() -> None:
    result = score(parse(table([tile(3, 2, 1)])))
    item = result.player("Ren").category(TILES_NOT_WON).items[0]
    assert item.points == 0
    assert item.explanation == (
        "3 (red): Aki 2 – Ren 1 → Aki. Aki has more rabbits around the tile, so it goes to Aki: "
        "0 points for Ren."
    )
    assert item.details["outcome"] == "lost"
    assert result.player("Ren").category(TILES_WON).items == ()


def test_tied_tile_item_names_nobody() -> None:
    result = score(parse(table([tile(2, 1, 1, "green")])))
    for name in ("Aki", "Ren"):
        item = result.player(name).category(TILES_NOT_WON).items[0]
        assert item.explanation == (
            "2 (green): tie Aki 1 – Ren 1 → nobody. Equal rabbits around the tile, so nobody "
            "wins it: 0 points."
        )
        assert item.details["winner"] is None
        assert item.details["outcome"] == "tie"


def test_every_tile_is_listed_once_in_each_players_breakdown() -> None:
    result = score(parse(table([tile(3, 2, 1), tile(1, 0, 1), tile(2, 1, 1)])))
    for player in result.players:
        listed = [
            item.refs[0]
            for name in (TILES_WON, TILES_NOT_WON)
            for item in player.category(name).items
        ]
        assert sorted(listed) == list(range(1, 19))


def test_tie_breaker_items_show_tiles_won_and_reserve_without_points() -> None:
    result = score(parse(table([tile(3, 2, 1), tile(1, 1, 0), tile(2, 0, 1)], 1, 0)))
    aki = result.player("Aki").category(TIES)
    assert aki.points == 0
    won, reserve = aki.items
    assert won.label == "Tiles won: 2"
    assert won.explanation == (
        "Aki won 2 of the 18 tiles (tiles 1 and 2). First tie-breaker: shown, not added to the "
        "points."
    )
    assert won.refs == (1, 2)
    assert reserve.label == "Reserve: 1 rabbit"
    assert reserve.explanation == (
        "Aki has 1 rabbit left in reserve. Second tie-breaker: shown, not added to the points."
    )
    ren = result.player("Ren").category(TIES)
    assert ren.items[0].explanation.startswith("Ren won 1 of the 18 tiles (tile 3).")
    assert ren.items[1].label == "Reserve: 0 rabbits"


def test_tile_without_colour_is_named_by_its_value() -> None:
    state = table([{"value": 3, "rabbits": {"Aki": 1}}, {"value": 2, "color": None}])
    result = score(parse(state))
    item = result.player("Aki").category(TILES_WON).items[0]
    assert item.label == "Tile 1: 3"
    assert item.explanation.startswith("3: Aki 1 – Ren 0 → Aki.")
    assert result.sections["tiles"][0]["color"] is None


def test_tiles_section_lists_every_tile_with_its_winner() -> None:
    result = score(parse(table([tile(3, 2, 1), tile(0, 0, 0, "blue")], full=False)))
    assert result.to_dict()["tiles"] == [
        {"index": 1, "value": 3, "color": "red", "rabbits": {"Aki": 2, "Ren": 1}, "winner": "Aki"},
        {"index": 2, "value": 0, "color": "blue", "rabbits": {"Aki": 0, "Ren": 0}, "winner": None},
    ]


def test_result_json_follows_the_contract() -> None:
    data = score(parse(table([tile(3, 2, 1)]))).to_dict()
    assert data["game"] == "tsukimi"
    assert [p["name"] for p in data["players"]] == ["Aki", "Ren"]
    assert [p["rank"] for p in data["players"]] == [1, 2]
    assert [c["category"] for c in data["players"][0]["breakdown"]] == [
        "tiles won",
        "tiles not won",
        "for the tie-breakers (no points)",
    ]
    assert data["winners"] == ["Aki"]
    assert data["tiebreak"] is None
    assert data["warnings"] == []
    json.dumps(data)


# --- Warnings ------------------------------------------------------------------------------


def test_warning_when_fewer_than_eighteen_tiles() -> None:
    warnings = score(parse(table([tile(3, 2, 1)], full=False))).warnings
    assert warnings == (
        "Only 1 tile is on the moon board; a finished game has 18. The table is scored as entered.",
    )
    assert score(parse(table([tile(3, 2, 1)]))).warnings == ()


def test_warning_when_rabbits_touch_more_tiles_than_the_reserve_allows() -> None:
    # Aki keeps 14 of 15 rabbits: 1 rabbit on the board touches at most 3 tiles.
    state = table([tile(1, 2, 0), tile(1, 2, 0)], aki_reserve=14, ren_reserve=0)
    assert score(parse(state)).warnings == (
        "Aki's rabbits around the tiles add up to 4, but with 14 rabbits in reserve Aki has at "
        "most 1 on the board, and a rabbit touches at most 3 tiles (3 × 1 = 3). Check the "
        "rabbit counts and the reserve.",
    )


def test_no_plausibility_warning_at_exactly_three_tiles_per_rabbit() -> None:
    state = table([tile(1, 3, 0)], aki_reserve=14, ren_reserve=0)
    assert score(parse(state)).warnings == ()


def test_plausibility_warning_for_a_full_reserve_with_rabbits_on_the_board() -> None:
    state = table([tile(1, 0, 1)], aki_reserve=0, ren_reserve=15)
    (warning,) = score(parse(state)).warnings
    assert warning.startswith("Ren's rabbits around the tiles add up to 1, but with 15 rabbits")
    assert "(3 × 0 = 0)" in warning


def test_plausibility_warnings_name_each_player_and_the_short_table() -> None:
    state = table([tile(1, 6, 6)] * 3, aki_reserve=15, ren_reserve=15, full=False)
    warnings = score(parse(state)).warnings
    assert len(warnings) == 3
    assert warnings[0].startswith("Only 3 tiles are on the moon board")
    assert warnings[1].startswith("Aki's rabbits around the tiles add up to 18")
    assert warnings[2].startswith("Ren's rabbits around the tiles add up to 18")


def test_warnings_do_not_change_the_score() -> None:
    state = table([tile(5, 6, 0)], aki_reserve=15, ren_reserve=0)
    result = score(parse(state))
    assert result.warnings
    assert [p.total for p in result.players] == [5, 0]


# --- Validation ----------------------------------------------------------------------------


def mutated(change: Any) -> Any:
    state = table([tile(3, 2, 1), tile(2, 0, 1)])
    change(state)
    return state


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def change(state: Any) -> None:
        target = state
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _delete(path: tuple[Any, ...]) -> Any:
    def change(state: Any) -> None:
        target = state
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return change


INVALID_TABLES = [
    # Players
    (_delete(("players",)), "players", "The players are missing"),
    (_set(("players",), "Aki, Ren"), "players", "should be a list, not text"),
    (_set(("players",), [{"name": "Aki", "reserve": 1}]), "players", "exactly 2 players; this"),
    (
        _set(("players",), [{"name": n, "reserve": 1} for n in ("Aki", "Ren", "Sei")]),
        "players",
        "Tsukimi is for exactly 2 players; this table has 3.",
    ),
    (_set(("players", 1), "Ren"), "players[1]", "Player 2 should be an object"),
    (_delete(("players", 0, "name")), "players[0].name", "Player 1 has no name."),
    (_set(("players", 0, "name"), "   "), "players[0].name", "A player name is empty"),
    (_set(("players", 0, "name"), 7), "players[0].name", "should be text, not a number"),
    (_set(("players", 0, "name"), "A" * 31), "players[0].name", "names are at most 30"),
    (_set(("players", 1, "name"), "AKI"), "players[1].name", "Two players are called 'AKI'"),
    (_delete(("players", 1, "reserve")), "players[1].reserve", "Ren's reserve is missing"),
    (_set(("players", 1, "reserve"), None), "players[1].reserve", "Ren's reserve is missing"),
    (
        _set(("players", 1, "reserve"), 16),
        "players[1].reserve",
        "Ren's reserve is 16; it must be from 0 to 15 (each player has 15 rabbits).",
    ),
    (_set(("players", 1, "reserve"), -1), "players[1].reserve", "is -1; it must be from 0 to 15"),
    (_set(("players", 1, "reserve"), "3"), "players[1].reserve", "should be a whole number"),
    (_set(("players", 1, "reserve"), True), "players[1].reserve", "not true/false"),
    (_set(("players", 1, "reserve"), 2.5), "players[1].reserve", "is 2.5; it must be a whole"),
    # Tiles
    (_delete(("tiles",)), "tiles", "The tiles are missing"),
    (_set(("tiles",), {"value": 3}), "tiles", "should be a list, not an object"),
    (_set(("tiles",), []), "tiles", "No tiles are listed"),
    (
        _set(("tiles",), [tile(1, 0, 0)] * 19),
        "tiles",
        "This table lists 19 tiles; the game has only 18.",
    ),
    (_set(("tiles", 1), 4), "tiles[1]", "Tile 2 should be an object"),
    (_delete(("tiles", 0, "value")), "tiles[0].value", "Tile 1 has no value"),
    (
        _set(("tiles", 0, "value"), 6),
        "tiles[0].value",
        "Tile 1's value is 6; it must be from 0 to 5 (tiles are worth 0 to 5).",
    ),
    (_set(("tiles", 0, "value"), -1), "tiles[0].value", "is -1; it must be from 0 to 5"),
    (_set(("tiles", 0, "value"), "3"), "tiles[0].value", "should be a whole number, not text"),
    (_set(("tiles", 0, "value"), 1.5), "tiles[0].value", "is 1.5; it must be a whole number"),
    (_set(("tiles", 0, "value"), [3]), "tiles[0].value", "not a list"),
    (_set(("tiles", 0, "color"), 3), "tiles[0].color", "Tile 1's colour should be text"),
    (_set(("tiles", 0, "rabbits"), [2, 1]), "tiles[0].rabbits", "Tile 1's rabbits should be"),
    (
        _set(("tiles", 1, "rabbits", "Ren"), 7),
        "tiles[1].rabbits.Ren",
        "Ren's rabbit count around tile 2 is 7; it must be from 0 to 6",
    ),
    (_set(("tiles", 1, "rabbits", "Ren"), -2), "tiles[1].rabbits.Ren", "is -2; it must be"),
    (_set(("tiles", 1, "rabbits", "Ren"), None), "tiles[1].rabbits.Ren", "not nothing (null)"),
    (_set(("tiles", 1, "rabbits", "Ren"), "1"), "tiles[1].rabbits.Ren", "whole number, not text"),
    (_set(("tiles", 1, "rabbits", "Ren"), 0.5), "tiles[1].rabbits.Ren", "is 0.5; it must be"),
    (
        _set(("tiles", 1, "rabbits", "Sei"), 1),
        "tiles[1].rabbits.Sei",
        "Tile 2 lists rabbits for 'Sei', who is not a player at this table; the players are "
        "Aki and Ren.",
    ),
    (
        _set(("tiles", 1, "rabbits", "ren"), 1),
        "tiles[1].rabbits.ren",
        "Tile 2 lists Ren's rabbits twice (as 'Ren' and 'ren')",
    ),
]


@pytest.mark.parametrize(("change", "path", "fragment"), INVALID_TABLES)
def test_validation_names_the_path_and_the_rule(change: Any, path: str, fragment: str) -> None:
    assert_problem(mutated(change), path, fragment)


@pytest.mark.parametrize("state", [None, True, 3, 2.5, "tsukimi", [], [1, 2]])
def test_validation_rejects_a_state_that_is_not_an_object(state: Any) -> None:
    assert_problem(state, "", "A Tsukimi table state should be an object")


def test_validation_reports_every_problem_at_once() -> None:
    state = mutated(_set(("players", 0, "reserve"), 20))
    state["tiles"][0]["value"] = 9
    state["tiles"][1]["rabbits"]["Sei"] = 1
    state["variant"] = "light_side"
    paths = [path for path, _ in problems(state)]
    assert paths == ["variant", "players[0].reserve", "tiles[0].value", "tiles[1].rabbits.Sei"]


def test_validation_skips_rabbit_names_when_a_player_name_is_unreadable() -> None:
    # With player 2's name missing, "Ren" may be that player: only the name is reported.
    state = mutated(_delete(("players", 1, "name")))
    assert problems(state) == [("players[1].name", "Player 2 has no name.")]


def test_validation_skips_rabbit_names_when_two_players_share_a_name() -> None:
    # "Aki" and "aki": the second may have been meant as "Ren", so "Ren" is not reported.
    state = mutated(_set(("players", 1, "name"), "aki"))
    assert [path for path, _ in problems(state)] == ["players[1].name"]


def test_a_third_player_is_one_problem_and_their_names_are_not_read() -> None:
    # A list longer than the game allows is refused whole, before its entries (issue 14): the
    # players cannot be told apart, so a rabbit name matching none of them is not reported.
    state = mutated(lambda state: state["players"].append({"name": "Kai", "reserve": 99}))
    state["tiles"][1]["rabbits"]["Sei"] = 1
    assert problems(state) == [
        ("players", "Tsukimi is for exactly 2 players; this table has 3."),
    ]


def test_table_is_frozen_and_reads_from_a_dict() -> None:
    parsed = parse(table([tile(3, 2, 1)]))  # parse is the constructor from a dict
    assert isinstance(parsed, Table)
    assert parsed == parse(table([tile(3, 2, 1)]))
    with pytest.raises(AttributeError):
        parsed.variant = Variant.DARK_SIDE  # type: ignore[misc]


def test_readings_are_plain_sentences() -> None:
    assert len(READINGS) >= 8
    for reading in READINGS:
        assert isinstance(reading, str)
        assert reading[0].isupper()
        assert reading.endswith(".")
    assert any("Dark side" in reading for reading in READINGS)
    for developer_term in ("×", "−", "source", "free label", "ignoring case"):
        assert not any(developer_term in reading for reading in READINGS), developer_term


def test_rule_constants_match_the_spec() -> None:
    assert tsukimi.PLAYER_COUNT == 2
    assert tsukimi.RABBITS_PER_PLAYER == 15
    assert tsukimi.TILES_IN_FINISHED_GAME == 18
    assert (tsukimi.MIN_TILE_VALUE, tsukimi.MAX_TILE_VALUE) == (0, 5)
    assert tsukimi.MAX_RABBITS_AROUND_TILE == 6
    assert tsukimi.TILES_TOUCHED_PER_RABBIT == 3
    assert tsukimi.STARTING_RESERVE == {Variant.STANDARD: 15, Variant.DARK_SIDE: 3}


# --- Command line --------------------------------------------------------------------------


def test_command_line_scores_the_example_table(tmp_path: Path) -> None:
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    path = tmp_path / "table.json"
    path.write_text(json.dumps(example["state"]), encoding="utf-8")
    done = run_scoring("tsukimi", str(path))
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert {p["name"]: p["total"] for p in data["players"]} == {"Ann": 11, "Ben": 31}
    assert data["winners"] == ["Ben"]
    assert len(data["tiles"]) == 18


def test_command_line_reads_standard_input() -> None:
    done = run_scoring("tsukimi", "-", stdin=json.dumps(table([tile(3, 2, 1)])))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winners"] == ["Aki"]


def test_command_line_rejects_a_bad_table_with_one_line_per_problem(tmp_path: Path) -> None:
    state = mutated(_set(("tiles", 0, "value"), 7))
    state["players"][1]["reserve"] = 99
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    done = run_scoring("tsukimi", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        "players[1].reserve: Ren's reserve is 99; it must be from 0 to 15 (each player has 15 "
        "rabbits).",
        "tiles[0].value: Tile 1's value is 7; it must be from 0 to 5 (tiles are worth 0 to 5).",
    ]


# --- Properties ----------------------------------------------------------------------------

counts = st.integers(min_value=0, max_value=6)
tile_states = st.fixed_dictionaries(
    {
        "value": st.integers(min_value=0, max_value=5),
        "color": st.sampled_from(["red", "blue", "green", "yellow"]),
        "rabbits": st.fixed_dictionaries({"Aki": counts, "Ren": counts}),
    }
)
table_states = st.fixed_dictionaries(
    {
        "variant": st.sampled_from(["standard", "dark_side"]),
        "players": st.tuples(
            st.integers(min_value=0, max_value=15), st.integers(min_value=0, max_value=15)
        ).map(lambda r: [{"name": "Aki", "reserve": r[0]}, {"name": "Ren", "reserve": r[1]}]),
        "tiles": st.lists(tile_states, min_size=1, max_size=18),
    }
)


@given(table_states)
def test_property_each_total_is_the_value_of_the_tiles_with_a_strict_majority(state: Any) -> None:
    result = score(parse(state))
    expected = {"Aki": 0, "Ren": 0}
    won = {"Aki": 0, "Ren": 0}
    for entry in state["tiles"]:
        aki, ren = entry["rabbits"]["Aki"], entry["rabbits"]["Ren"]
        if aki != ren:
            winner = "Aki" if aki > ren else "Ren"
            expected[winner] += entry["value"]
            won[winner] += 1
    assert {p.name: p.total for p in result.players} == expected
    for player in result.players:
        assert player.category(TIES).items[0].details["tiles_won"] == won[player.name]
    reserves = {p["name"]: p["reserve"] for p in state["players"]}
    key = {n: (expected[n], won[n], reserves[n]) for n in expected}
    best = max(key.values())
    assert list(result.winners) == [n for n in ("Aki", "Ren") if key[n] == best]


def swap_roles(state: Any) -> Any:
    """Give Aki Ren's rabbits and reserve, and Ren Aki's."""
    swapped = copy.deepcopy(state)
    aki, ren = swapped["players"]
    aki["reserve"], ren["reserve"] = ren["reserve"], aki["reserve"]
    for entry in swapped["tiles"]:
        rabbits = entry["rabbits"]
        rabbits["Aki"], rabbits["Ren"] = rabbits["Ren"], rabbits["Aki"]
    return swapped


@given(table_states)
def test_property_swapping_the_two_players_swaps_the_totals(state: Any) -> None:
    before = score(parse(state))
    after = score(parse(swap_roles(state)))
    assert after.player("Aki").total == before.player("Ren").total
    assert after.player("Ren").total == before.player("Aki").total
    other = {"Aki": "Ren", "Ren": "Aki"}
    assert sorted(after.winners) == sorted(other[name] for name in before.winners)


@given(table_states)
def test_property_listing_the_players_in_the_other_order_changes_no_score(state: Any) -> None:
    # Seating order plays no part in Tsukimi's scoring, so the players may be listed either way.
    reordered = copy.deepcopy(state)
    reordered["players"].reverse()
    before = score(parse(state)).to_dict()
    after = score(parse(reordered)).to_dict()
    by_name = {p["name"]: p for p in before["players"]}
    for player in after["players"]:
        assert player["total"] == by_name[player["name"]]["total"]
        assert player["rank"] == by_name[player["name"]]["rank"]
    assert sorted(after["winners"]) == sorted(before["winners"])
    assert [t["winner"] for t in after["tiles"]] == [t["winner"] for t in before["tiles"]]


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


@given(json_values)
def test_property_parse_of_arbitrary_json_raises_only_table_error(data: Any) -> None:
    try:
        parse(data)
    except TableError as error:
        assert error.problems
        assert all(isinstance(problem.message, str) for problem in error.problems)


@given(
    table_states,
    st.sampled_from(
        [
            ("variant",),
            ("players",),
            ("players", 0),
            ("players", 0, "name"),
            ("players", 1, "reserve"),
            ("tiles",),
            ("tiles", 0),
            ("tiles", 0, "value"),
            ("tiles", 0, "color"),
            ("tiles", 0, "rabbits"),
            ("tiles", 0, "rabbits", "Aki"),
        ]
    ),
    json_values,
)
def test_property_garbage_in_any_field_raises_only_table_error(
    state: Any, path: tuple[Any, ...], garbage: Any
) -> None:
    _set(path, garbage)(state)
    try:
        result = score(parse(state))
    except TableError as error:
        assert error.problems
    else:
        json.dumps(result.to_dict())
