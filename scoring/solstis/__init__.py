"""Solstis (Lumberjacks Studio, 2024): scoring a finished two-player table (spec/solstis.md).

Each player rebuilds the same stepped mountain panorama; at the end they score 1 point per
landscape tile in their largest area (the one with the most cells, rainbows included), 1 per
lit fire, 1 per spirit and the blue spirits' bonuses. ``parse`` checks a table state and
``score`` explains every point.

Refs name cells as ``("green", 4)`` (colour, tile number). The ``panoramas`` section lists,
per player in input order, the final grid top row first (see :func:`score`).

>>> table = parse({"players": [
...     {"name": "Lou", "tiles": ["red-4", "orange-4", "green-4", "blue-4", "pink-4",
...                               "purple-4"]},
...     {"name": "Max", "tiles": ["red-1"]}]})
>>> result = score(table)
>>> [(player.name, player.total) for player in result.players], result.winners
([('Lou', 7), ('Max', 1)], ('Lou',))
"""

from __future__ import annotations

from scoring.solstis.model import MAX_RAINBOWS, PLAYER_COUNT, Player, Table
from scoring.solstis.mountain import (
    ALL_CELLS,
    BOTTOM_ROW,
    FIRE_CELLS,
    FIRES,
    ROWS,
    SHARED_FIRE_CELLS,
    Area,
    Cell,
    Colour,
    Content,
    Fire,
    RowShape,
    complete_blocks,
    find_areas,
    neighbours,
    path_to_bottom,
)
from scoring.solstis.parsing import parse
from scoring.solstis.points import (
    AREA_POINTS_PER_TILE,
    CATEGORIES,
    GAME,
    LIT_FIRE_POINTS,
    FinalPanorama,
    FireState,
    final_panorama,
    largest_area,
    score,
)
from scoring.solstis.readings import RULEBOOK_LARGEST_AREA, input_notes, readings
from scoring.solstis.rulebook import RULES
from scoring.solstis.spirits import (
    BLUE_BONUS_PER_COUNT,
    EVIL_SPIRIT_EFFECT,
    EVIL_SPIRIT_NAME,
    NO_COVER,
    SPIRIT_POINTS,
    SPIRITS,
    Background,
    Spirit,
    SpiritCard,
)

__all__ = [
    "ALL_CELLS",
    "AREA_POINTS_PER_TILE",
    "BLUE_BONUS_PER_COUNT",
    "BOTTOM_ROW",
    "CATEGORIES",
    "EVIL_SPIRIT_EFFECT",
    "EVIL_SPIRIT_NAME",
    "FIRES",
    "FIRE_CELLS",
    "GAME",
    "INPUT_NOTES",
    "LIT_FIRE_POINTS",
    "MAX_RAINBOWS",
    "NO_COVER",
    "PLAYER_COUNT",
    "READINGS",
    "ROWS",
    "RULEBOOK_LARGEST_AREA",
    "RULES",
    "SHARED_FIRE_CELLS",
    "SPIRITS",
    "SPIRIT_POINTS",
    "Area",
    "Background",
    "Cell",
    "Colour",
    "Content",
    "FinalPanorama",
    "Fire",
    "FireState",
    "Player",
    "RowShape",
    "Spirit",
    "SpiritCard",
    "Table",
    "complete_blocks",
    "final_panorama",
    "find_areas",
    "largest_area",
    "neighbours",
    "parse",
    "path_to_bottom",
    "score",
]


def __getattr__(name: str) -> tuple[str, ...]:
    """``READINGS`` and ``INPUT_NOTES`` in the language of the moment (the rules page reads
    them for each request: scoring.registry's ``Game.readings``)."""
    if name == "READINGS":
        return readings()
    if name == "INPUT_NOTES":
        return input_notes()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
