"""Tsukimi's sample table entered as a player reads it off the table (``tests.taps``)."""

from __future__ import annotations

from typing import Any

from tests.taps import (
    Thumb,
    starting,
    type_names,
)

TARGET = 55
"""Issue 26's target (one phone): at most this many taps for the sample table."""

BY_HAND = (104, 16)
"""Issue 15's figures measured by hand (taps, scrolls), for comparison."""


def enter(thumb: Thumb, state: dict[str, Any]) -> None:
    """Names, reserves, then each tile: a tap on its value and one on each player's count of
    rabbits around it (a chip 0–6; 0 is already chosen, so it costs none). A tile's colour is
    not scored (spec/tsukimi.md) and the form asks for it only when the player ticks "Note
    each tile's colour too": the sample's colours are left out, its totals are the same."""
    names = [player["name"] for player in state["players"]]
    type_names(thumb, names)
    enter_board(thumb, state)


def enter_board(thumb: Thumb, state: dict[str, Any]) -> None:
    """Reserves, then each tile, as :func:`enter` does once the names are in (a room's board,
    whose names are the room's: bench/room_taps.py)."""
    page = thumb.page
    names = [player["name"] for player in state["players"]]
    for player in state["players"]:
        what = f"{player['name']}’s rabbits left in reserve"
        thumb.count(
            page.get_by_role("spinbutton", name=what),
            page.get_by_role("button", name=f"One fewer: {what}"),
            page.get_by_role("button", name=f"One more: {what}"),
            player["reserve"],
        )
    for number, tile in enumerate(state["tiles"], start=1):
        group = page.get_by_role("group", name=f"Tile {number}", exact=True)
        values = group.get_by_role("radiogroup", name=f"Value of tile {number}")
        thumb.tap(values.get_by_role("radio", name=str(tile["value"]), exact=True))
        for name in names:
            counts = group.get_by_role("radiogroup", name=starting(f"{name}’s rabbits"))
            chip = counts.get_by_role("radio", name=str(tile["rabbits"][name]), exact=True)
            if not chip.is_checked():
                thumb.tap(chip)
