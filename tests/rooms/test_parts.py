"""Parts of a table: every sample table comes apart into its parts and back together whole."""

from __future__ import annotations

import pytest

from tests.conftest import load_example
from web.rooms.parts import (
    ANYONE,
    HOST,
    SHARED,
    assemble,
    extract,
    insert,
    part_by_key,
    parts,
    player_names,
)

GAMES = ["panorama", "sagrada", "solstis", "topiary", "tsukimi"]


def emptied(game, state):
    """The state with every part emptied: what a room holds before anyone enters anything."""
    for part in parts(game, player_names(game, state)):
        state = insert(game, state, part.key, {} if part.key != "board" else {"players": []})
    return state


@pytest.mark.parametrize("game", GAMES)
def test_each_part_put_back_unchanged_leaves_the_sample_table_as_it_was(game):
    state = load_example(game)["state"]
    for part in parts(game, player_names(game, state)):
        assert insert(game, state, part.key, extract(game, state, part.key)) == state, part.key


@pytest.mark.parametrize("game", GAMES)
def test_every_part_assembled_onto_an_empty_room_gives_back_the_sample_table(game):
    state = load_example(game)["state"]
    names = player_names(game, state)
    fragments = {part.key: extract(game, state, part.key) for part in parts(game, names)}
    assert assemble(game, emptied(game, state), fragments) == state


def test_sagrada_seat_is_its_window_private_objective_and_favor_tokens():
    state = load_example("sagrada")["state"]
    fragment = extract("sagrada", state, "seat-1")
    assert set(fragment) == {"window", "private", "favor_tokens"}
    assert fragment["private"] == "blue"
    assert fragment["favor_tokens"] == 5


def test_sagrada_shared_part_is_the_objectives_and_turn_order_entered_by_the_host():
    state = load_example("sagrada")["state"]
    assert set(extract("sagrada", state, SHARED)) == {
        "public_objectives",
        "shared_objectives",
        "final_round_order",
    }
    assert part_by_key("sagrada", ["Ann", "Ben", "Cat"], SHARED).editors == (HOST,)


def test_a_sagrada_seat_cannot_change_another_players_name():
    state = load_example("sagrada")["state"]
    changed = insert("sagrada", state, "seat-0", {"name": "Mallory", "favor_tokens": 1})
    assert changed["players"][0] == {"name": "Ann", "favor_tokens": 1}


def test_panorama_shared_panorama_is_editable_by_both_neighbours_only():
    part = part_by_key("panorama", ["Ann", "Ben", "Cat", "Dev"], "dawn-3")
    assert part.editable_by(3, is_host=False)  # Dev
    assert part.editable_by(0, is_host=False)  # Ann, Dev's neighbour
    assert not part.editable_by(1, is_host=False)
    assert not part.editable_by(None, is_host=True)


def test_panorama_with_two_players_has_no_awards_and_one_builder_per_panorama():
    keys = [part.key for part in parts("panorama", ["Ann", "Ben"])]
    assert keys == ["dusk-0", "dusk-1", "dawn-0", "dawn-1"]
    assert part_by_key("panorama", ["Ann", "Ben"], "dusk-1").editors == (1,)


def test_topiary_seat_takes_only_its_own_visitors_and_keeps_everyone_elses_place():
    state = load_example("topiary")["state"]
    ben = extract("topiary", state, "seat-1")
    assert all("player" not in visitor for visitor in ben["visitors"])
    assert len(ben["visitors"]) == sum(v["player"] == "Ben" for v in state["visitors"])
    moved = insert("topiary", state, "seat-1", {**ben, "visitors": []})
    assert [v for v in moved["visitors"] if v["player"] == "Ben"] == []
    assert [v for v in moved["visitors"] if v["player"] != "Ben"] == [
        v for v in state["visitors"] if v["player"] != "Ben"
    ]


def test_tsukimi_board_is_one_part_anyone_may_edit_and_names_stay_the_rooms():
    (board,) = parts("tsukimi", ["Ann", "Ben"])
    assert board.editors == (ANYONE,)
    assert board.editable_by(1, is_host=False)
    state = load_example("tsukimi")["state"]
    fragment = extract("tsukimi", state, "board")
    fragment["players"][0]["name"] = "Zed"
    assert insert("tsukimi", state, "board", fragment)["players"][0]["name"] == "Ann"


def test_field_ownership_does_not_confuse_seat_one_with_seat_ten():
    part = part_by_key("sagrada", ["A", "B"], "seat-1")
    assert part.owns_field("players-1-window-0")
    assert not part.owns_field("players-10-window-0")
    assert not part.owns_field("players-0-window-0")
