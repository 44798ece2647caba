"""Tsukimi in a table room (``web.rooms``): one board that anyone at the table fills in."""

from __future__ import annotations

import copy
from typing import Any

from scoring.i18n import _
from web.games.base import ANYONE, PartSpec, list_in


def room_parts(names: list[str]) -> list[PartSpec]:
    """One board that anyone at the table may fill in."""
    return [
        PartSpec(
            "board",
            _("The board"),
            (ANYONE,),
            ("variant", "tiles"),
            ("variant", "players", "tiles"),
        )
    ]


def extract_part(state: dict[str, Any]) -> dict[str, Any]:
    """The board is the whole table."""
    return copy.deepcopy(state)


def insert_part(names: list[str], fragment: dict[str, Any]) -> dict[str, Any]:
    """The board as the whole table, its players named as the room's seats."""
    fragment = copy.deepcopy(fragment)
    for index, player in enumerate(list_in(fragment, "players")):
        if isinstance(player, dict) and index < len(names):
            player["name"] = names[index]  # Names are the room's seats.
    return fragment
