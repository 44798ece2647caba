"""Which part of a table each seat fills in, and how parts come out of and go back into a state.

Pure functions on the contract's table state (no Flask, no database), the same for every game:
each game's adapter says what its parts are (``GameAdapter.room_parts``, in
``web/games/SLUG_parts.py``) and how one comes out of a state and goes back in
(``extract_part``, ``insert_part``). A part is a fragment of the state;
``extract(game, state, key)`` takes it out and ``insert(game, state, key, fragment)`` puts it
back, so assembling every part of a table onto its room's base gives back the table (tested on
every sample table).

A part also names the sections of the game's form that show it (``sections``, the ids the
templates check with ``part.shows(id)``) and the form fields it owns (``fields``, name
prefixes): when a phone saves its part, only those fields are taken from what it posted.
"""

from __future__ import annotations

import copy
from typing import Any

from scoring.validation import name_key
from web.games import get_adapter
from web.games.base import ANYONE, HOST, SHARED, GameAdapter, PartSpec, copy_without

__all__ = [
    "ANYONE",
    "HOST",
    "SHARED",
    "PartSpec",
    "assemble",
    "extract",
    "has_parts",
    "insert",
    "names_tell_apart",
    "part_by_key",
    "parts",
    "player_names",
]


def adapter_of(game: str) -> GameAdapter[Any]:
    """The adapter of the game called ``game``; a ValueError for a game with no form."""
    adapter = get_adapter(game)
    if adapter is None:
        raise ValueError(f"unknown game: {game!r}")
    return adapter


def has_parts(game: str) -> bool:
    """Whether a table room can split a table of ``game`` into parts (its form then offers
    "Score together"); False for a game without a form."""
    adapter = get_adapter(game)
    return adapter is not None and adapter.scores_together


def parts(game: str, names: list[str]) -> list[PartSpec]:
    """The parts of a ``game`` table with these players (in seating order); their titles
    are in the current language (:mod:`scoring.i18n`, set for each request). A ValueError
    for a game that has none."""
    made = adapter_of(game).room_parts(names)
    if not made:
        raise ValueError(f"no parts for game: {game!r}")
    return made


def part_by_key(game: str, names: list[str], key: str) -> PartSpec | None:
    """The part with this key, or None."""
    return next((part for part in parts(game, names) if part.key == key), None)


def player_names(game: str, state: dict[str, Any]) -> list[str]:
    """The players' names, in seating order, as the state lists them."""
    return adapter_of(game).room_player_names(state)


def names_tell_apart(names: list[str]) -> bool:
    """Whether every player has a name of their own, compared as every game's scorer compares
    them (:func:`scoring.validation.name_key`: case, spaces and invisible characters ignored):
    a room whose seats were "Ann" and "ann" could never be scored, and its seat list would
    offer two players who look the same.

    >>> names_tell_apart(["Ann", "Ben"]), names_tell_apart(["Ann", "ann"])
    (True, False)
    >>> names_tell_apart(["Ann", "Ann "]), names_tell_apart(["Ann", " "]), names_tell_apart([])
    (False, False, False)
    >>> names_tell_apart(["Ann Lee", "Ann  Lee"]), names_tell_apart(["José", "Jose\u0301"])
    (False, False)
    """
    keys = [name_key(name) for name in names]
    return bool(keys) and all(keys) and len(set(keys)) == len(keys)


def extract(game: str, state: dict[str, Any], key: str) -> dict[str, Any]:
    """The fragment of ``state`` that is part ``key`` (a copy: changing it changes no state)."""
    adapter = adapter_of(game)
    if key == SHARED:
        return copy_without(state, *adapter.shared_excludes)
    return adapter.extract_part(state, key)


def insert(game: str, state: dict[str, Any], key: str, fragment: dict[str, Any]) -> dict[str, Any]:
    """A new state: ``state`` with part ``key`` replaced by ``fragment`` (neither is changed;
    what it keeps of ``state`` is shared with it, not copied: copy before changing it)."""
    adapter = adapter_of(game)
    if key != SHARED:
        return adapter.insert_part(state, key, fragment)
    # A shallow copy, and no copy to find the shared names: what is kept is never changed
    # here, so a poll does not copy the whole table once a part (issue 27).
    owned_elsewhere = adapter.shared_excludes
    result = {name: value for name, value in state.items() if name in owned_elsewhere}
    result.update(
        {
            name: copy.deepcopy(value)
            for name, value in fragment.items()
            if name not in owned_elsewhere
        }
    )
    return result


def assemble(
    game: str, base: dict[str, Any], fragments: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """The whole table: every part's fragment inserted into the room's ``base`` state, in the
    game's order of parts."""
    state = copy.deepcopy(base)
    for part in parts(game, player_names(game, base)):
        if part.key in fragments:
            state = insert(game, state, part.key, fragments[part.key])
    return state
