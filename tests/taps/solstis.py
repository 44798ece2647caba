"""Solstis's sample table entered as a player reads it off the table (``tests.taps``)."""

from __future__ import annotations

import re
from typing import Any

from tests.taps import (
    Thumb,
    exactly,
    in_screen_order,
    name_field,
    starting,
    words,
)

TARGET = 40
"""Issue 26's target (one phone): at most this many taps for the sample table."""

BY_HAND = (59, 10)
"""Issue 15's figures measured by hand (taps, scrolls), for comparison."""


SOLSTIS_BRUSHES = {"tiles": "Tile", "rainbows": "Rainbow", "hand": "In hand"}
"""The brush (what a tap places) for each list of a Solstis player, and what a cell's name
says once it holds it."""


def enter(thumb: Thumb, state: dict[str, Any]) -> None:
    """Both names (the keyboard's Next key goes from the first to the second), then each
    player: the mountain's cells brush by brush (Tile, then Rainbow, then In hand, each cell
    in the order it sits on screen), then the spirits met that are not ticked yet (marking a
    tile in hand ticks the Squirrel). A tap in a mountain or on a spirit lets the page bring
    that part to the top when the next one would be off screen (a scroll the page makes by
    itself, not counted); the thumb never scrolls unless a control is out of view."""
    page = thumb.page
    names = [player["name"] for player in state["players"]]
    thumb.type_into(name_field(page, 0), names[0])
    page.keyboard.press("Enter")  # The phone keyboard's Next key: a key, not a tap.
    thumb.tally.typed += 1
    page.keyboard.type(names[1])
    thumb.tally.typed += len(names[1])
    thumb.note("type", f"Next, then {names[1]!r}")
    thumb.settle()
    for seat, player in enumerate(state["players"]):
        enter_player(thumb, seat, player)


def enter_player(thumb: Thumb, nth: int, player: dict[str, Any]) -> None:
    """One player: the ``nth`` mountain on the page brush by brush, then its spirits (a room
    seat's part page shows only its own: ``nth`` 0; bench/room_taps.py)."""
    page = thumb.page
    mountain = page.get_by_role("group", name=re.compile(r"'s panorama$")).nth(nth)
    brushes = mountain.get_by_role("radiogroup", name="A tap on a cell places")
    for kind, brush in SOLSTIS_BRUSHES.items():
        if not player.get(kind):
            continue
        chip = brushes.get_by_role("radio", name=brush)
        if not chip.is_checked():
            thumb.tap(chip)
        tap_cells_in_screen_order(thumb, mountain, [(cell, kind) for cell in player[kind]])
    spirits = page.get_by_role("group", name=re.compile(r"^Spirits .* met$")).nth(nth)
    ticks = [
        spirits.get_by_role("checkbox", name=exactly(words(spirit)))
        for spirit in player.get("spirits", [])
    ]
    for tick in in_screen_order(ticks):
        if not tick.is_checked():
            thumb.tap(tick)


def tap_cells_in_screen_order(thumb: Thumb, mountain: Any, cells: list[tuple[str, str]]) -> None:
    """Tap each cell until its name says what it holds, in the order they sit on screen."""
    wanted = {}
    for cell, kind in cells:
        colour, number = cell.split("-")
        button = mountain.get_by_role("button", name=starting(f"{words(colour)} {number}:"))
        wanted[button] = SOLSTIS_BRUSHES[kind]
    for button in in_screen_order(list(wanted)):
        for _ in range(4):
            thumb.tap(button)
            if re.search(rf": {wanted[button]}\b", button.get_attribute("aria-label") or ""):
                break
        else:
            raise AssertionError(f"{button} never showed {wanted[button]}")
