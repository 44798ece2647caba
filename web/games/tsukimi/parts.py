"""Tsukimi in a table room (``web.rooms``): one board that anyone at the table fills in."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from scoring.i18n import _
from scoring.tsukimi.words import COLOUR_NAMES
from web.games.base import ANYONE, PartSpec, list_in, plain_words, renamed

UNORDERED_LISTS = ("tiles",)
"""The board's tiles in any order score the same: two phones' tiles merge with no question."""


def tile_words(tile: Any) -> str:
    """A tile as the board's rows say it: "red 5 · Ann 1, Ben 2"."""
    if not isinstance(tile, dict):
        return plain_words(tile)
    rabbits = tile.get("rabbits")
    rabbits = rabbits if isinstance(rabbits, dict) else {}
    counts = ", ".join(f"{name} {count}" for name, count in rabbits.items())
    head = _("%(color)s %(value)s") % {
        "color": color_words(tile.get("color")),
        "value": tile.get("value", "?"),
    }
    return f"{head} · {counts}" if counts else head


def color_words(color: Any) -> str:
    """A tile's colour in the current language."""
    name = COLOUR_NAMES.get(str(color))
    return _(name) if name else str(color)


def value_words(path: tuple[str | int, ...], value: Any) -> list[str] | None:
    """Tiles in the board's words (None: the default words)."""
    if path and path[0] == "tiles":
        items = value if isinstance(value, list) and isinstance(path[-1], str) else [value]
        return [tile_words(tile) for tile in items] or ["—"]
    return None


SWATCHES = ("red", "yellow", "green", "blue")
"""The colours the board's swatches draw (``static/games/tsukimi.css``); others are hatched."""


def tile_drawn(tile: Any) -> Markup | None:
    """A tile drawn as the board draws it, its colour's swatch beside its words."""
    if not isinstance(tile, dict):
        return None
    colour = tile.get("color")
    swatch = colour if colour in SWATCHES else "other"
    return Markup('<span class="swatch sw-{}" aria-hidden="true"></span>').format(swatch)


def value_drawn(path: tuple[str | int, ...], value: Any) -> list[Markup | None]:
    """The board's tiles drawn (see :func:`value_words`); nothing for anything else."""
    if path and path[0] == "tiles":
        items = value if isinstance(value, list) and isinstance(path[-1], str) else [value]
        return [tile_drawn(tile) for tile in items]
    return []


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


def renamed_rabbits(state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
    """``state`` (a copy, its ``players`` already renamed) with the rabbits around every tile
    counted under the new names, in the same order."""
    for tile in list_in(state, "tiles"):
        if isinstance(tile, dict) and isinstance(tile.get("rabbits"), dict):
            tile["rabbits"] = {
                renamed(name, renames): count for name, count in tile["rabbits"].items()
            }
    return state
