"""Topiary's sample table entered as a player reads it off the table (``tests.taps``)."""

from __future__ import annotations

import re
from typing import Any

from tests.taps import (
    Thumb,
    in_screen_order,
    player_count,
    seat_words,
    starting,
    type_names,
    words,
)

TARGET = 60
"""Issue 26's target (one phone): at most this many taps for the sample table."""

BY_HAND = (96, 23)
"""Issue 15's figures measured by hand (taps, scrolls), for comparison."""


TOPIARY_SUITS = {"trex": "T-Rex", "pompom": "Pom-Pom"}
"""Suit names that are not their slug capitalised."""


def pick_topiary_tile(thumb: Thumb, cell: Any, code: str) -> None:
    """Tap a tile's cell, then its suit, then its value in the sheet."""
    suit, value = code.split("-")
    thumb.tap(cell)
    sheet = thumb.page.get_by_role("dialog")
    thumb.tap(sheet.get_by_role("button", name=TOPIARY_SUITS.get(suit, words(suit)), exact=True))
    thumb.tap(sheet.get_by_role("button", name=value, exact=True))


def enter(thumb: Thumb, state: dict[str, Any]) -> None:
    """Players and their hands, the garden's face-up tiles, then the visitors place by place,
    in the order the places sit on screen (each place once, with every visitor standing
    there): a place's tap opens its chooser over the garden beside it, and each visitor is
    then one tap on its owner's chip in the row of the way it looks. A complete hand brings
    the next player, and the last one the whole garden, into view by itself (not counted)."""
    names = [player["name"] for player in state["players"]]
    player_count(thumb, len(names))
    type_names(thumb, names)
    for seat in range(len(names)):
        enter_hand(thumb, names, seat, state["players"][seat]["hand"])
    enter_garden(thumb, state["garden"])
    enter_visitors(thumb, names, state["visitors"])


# A room's parts (bench/room_taps.py): a seat's hand and visitors, the host's garden.


def enter_hand(thumb: Thumb, names: list[str], seat: int, hand: list[str]) -> None:
    for slot, code in enumerate(hand, start=1):
        what = rf"^{seat_words(names, seat)}'s hand tile {slot}:"
        pick_topiary_tile(thumb, thumb.page.get_by_role("button", name=re.compile(what)), code)


def enter_garden(thumb: Thumb, garden: list[list[str]]) -> None:
    for row, line in enumerate(garden, start=1):
        for column, code in enumerate(line, start=1):
            if code != "down":
                what = f"Garden row {row}, column {column}"
                button = thumb.page.get_by_role("button", name=starting(f"{what}:"))
                pick_topiary_tile(thumb, button, code)


def enter_visitors(thumb: Thumb, names: list[str], visitors: list[dict[str, Any]]) -> None:
    """``visitors`` place by place, in the order the places sit on screen (see enter)."""
    from scoring.topiary.garden import standing_spot
    from web.games.topiary.adapter import look_words, place_words, spot_key

    page = thumb.page
    by_place: dict[str, list[dict[str, Any]]] = {}
    for visitor in visitors:
        at = (visitor["at"][0], visitor["at"][1])
        by_place.setdefault(place_words(standing_spot(at, visitor["facing"])), []).append(visitor)
    places = {page.get_by_role("button", name=starting(f"{where}:")): where for where in by_place}
    for button in in_screen_order(list(places)):
        where = places[button]
        thumb.tap(button)
        chooser = page.get_by_role("region", name=where, exact=True)
        for visitor in by_place[where]:
            looking = look_words(spot_key(tuple(visitor["at"]), visitor["facing"]))
            way = chooser.get_by_role("group", name=f"Looking {looking}", exact=True)
            seat = names.index(visitor["player"])
            owner = re.compile(f"^{seat_words(names, seat)}$")
            thumb.tap(way.get_by_role("button", name=owner))
