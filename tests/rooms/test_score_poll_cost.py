"""A room's poll copies its table once, not once a part (issue 27, item 6): assembling the
table the room holds (what every poll does, for its problems and its totals so far) used to
deep-copy the whole state for every part put in, so a poll's cost grew with the square of the
seats (400 seats 1.4 s, 1,000 seats 29 s). Seats are capped at the game's players too
(test_score_confirm.py)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.conftest import load_example
from web.rooms.parts import assemble, extract, parts, player_names

GAMES = ("panorama", "sagrada", "solstis", "topiary", "tsukimi")


def whole_tables_copied(monkeypatch, game: str, state: dict[str, Any]) -> int:
    """How many times assembling ``state`` from its parts deep-copies a whole table (a
    mapping with the state's players and every other top-level key of it)."""
    fragments = {
        part.key: extract(game, state, part.key) for part in parts(game, player_names(game, state))
    }
    deepcopy = copy.deepcopy
    copied = []

    def counting(value: Any, memo: Any = None) -> Any:
        if isinstance(value, dict) and set(state) <= set(value):
            copied.append(value)
        return deepcopy(value, memo)

    monkeypatch.setattr(copy, "deepcopy", counting)
    assembled = assemble(game, state, fragments)
    monkeypatch.setattr(copy, "deepcopy", deepcopy)
    assert assembled == state  # Still the table, every part put back.
    return len(copied)


@pytest.mark.parametrize("game", GAMES)
def test_assembling_a_room_copies_its_table_once(monkeypatch, game):
    state = load_example(game)["state"]
    board = game == "tsukimi"  # Its one part, the board, is the whole table: copied going in.
    assert whole_tables_copied(monkeypatch, game, state) == (2 if board else 1)


@pytest.mark.parametrize("game", GAMES)
def test_the_assembled_table_shares_nothing_with_the_room(game):
    state = load_example(game)["state"]
    fragments = {
        part.key: extract(game, state, part.key) for part in parts(game, player_names(game, state))
    }
    kept = copy.deepcopy((state, fragments))
    assembled = assemble(game, state, fragments)

    def scribble(value: Any) -> None:  # Change every list and mapping of the assembled table.
        if isinstance(value, dict):
            for item in list(value.values()):
                scribble(item)
            value["scribbled"] = True
        elif isinstance(value, list):
            for item in value:
                scribble(item)
            value.append("scribbled")

    scribble(assembled)
    assert (state, fragments) == kept  # The room's base and parts are as they were.
