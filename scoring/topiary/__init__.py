"""Topiary (Fever Games 2017 / Renegade 2018): visitors, lines of sight and hand tiles.

The rules are in ``spec/topiary.md``. Each visitor stands on the edge of the 5×5 garden and
looks along a row, a column or a diagonal. It sees the first face-up tile in its line, then
every later face-up tile that is strictly larger than all the face-up tiles before it;
face-down tiles are worth 0 and hide nothing. It scores the values it sees plus one point per
seen tile of every suit it sees twice or more. A hand tile scores its value when one of its
owner's visitors sees a higher tile of its suit.

The result has the categories ``visitors`` (one item per visitor, in input order) and ``hand``
(one item per hand tile). A visitor item's ``refs`` are the ``(row, column)`` cells it sees
and its ``details`` carry ``player``, ``at``, ``facing``, ``spot`` (words), ``line`` (every
cell, see :meth:`LineCell.to_dict`), ``bonus_groups`` (``suit``, ``tiles``, ``points``),
``base`` and ``bonus``. A hand item's ``refs`` is the cell that made it score, and its
``details`` carry ``tile``, ``suit``, ``value``, ``scores`` and ``seen_by`` (every visitor
index, spot, position and tile that is higher). The extra ``garden`` section holds the grid
(``rows`` of tile codes) and every visitor with its spot and points, for drawing the garden.

The package: :mod:`~scoring.topiary.model` (rule numbers, suits, facings, readings),
:mod:`~scoring.topiary.garden` (geometry and the table model), :mod:`~scoring.topiary.sight`
(lines of sight), :mod:`~scoring.topiary.parsing` and :mod:`~scoring.topiary.points`.

>>> table = parse({
...     "players": [{"name": "Red", "hand": ["trex-1"]}, {"name": "Blue", "hand": []}],
...     "garden": [["down"] * 5, ["down"] * 5, ["trex-2", "trex-3", "swan-4", "trex-5", "swan-5"],
...                ["down"] * 5, ["down"] * 5],
...     "visitors": [{"player": "Blue", "at": [3, 1], "facing": "E"}],
... })
>>> score(table).player("Blue").total
17
"""

from __future__ import annotations

from scoring.topiary.garden import (
    ALL_TILES,
    Player,
    Position,
    Table,
    Tile,
    Visitor,
    describe_looking,
    describe_place,
    describe_position,
    describe_spot,
    facing_letter,
    facing_words,
    in_garden,
    is_edge_spot,
    standing_spot,
    suit_name,
    visitor_sight_line,
    visitor_spots,
)
from scoring.topiary.model import (
    BONUS_MIN_SEEN,
    BONUS_POINTS_PER_TILE,
    FACE_DOWN,
    FACE_UP_AT_START,
    FACING_LETTERS,
    FACING_STEPS,
    FACING_WORDS,
    GAME,
    GARDEN_SIZE,
    HIGHEST_VALUE,
    LOWEST_VALUE,
    MAX_HAND_TILES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SUIT_NAMES,
    SUITS_IN_PLAY,
    VISITORS_PER_PLAYER,
    Facing,
    Suit,
)
from scoring.topiary.parsing import parse
from scoring.topiary.points import score, table_warnings
from scoring.topiary.readings import INPUT_NOTES, READINGS
from scoring.topiary.rulebook import RULES
from scoring.topiary.sight import BonusGroup, LineCell, Sight, View, visitor_view

__all__ = [
    "ALL_TILES",
    "BONUS_MIN_SEEN",
    "BONUS_POINTS_PER_TILE",
    "FACE_DOWN",
    "FACE_UP_AT_START",
    "FACING_LETTERS",
    "FACING_STEPS",
    "FACING_WORDS",
    "GAME",
    "GARDEN_SIZE",
    "HIGHEST_VALUE",
    "INPUT_NOTES",
    "LOWEST_VALUE",
    "MAX_HAND_TILES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "READINGS",
    "RULES",
    "SUITS_IN_PLAY",
    "SUIT_NAMES",
    "VISITORS_PER_PLAYER",
    "BonusGroup",
    "Facing",
    "LineCell",
    "Player",
    "Position",
    "Sight",
    "Suit",
    "Table",
    "Tile",
    "View",
    "Visitor",
    "describe_looking",
    "describe_place",
    "describe_position",
    "describe_spot",
    "facing_letter",
    "facing_words",
    "in_garden",
    "is_edge_spot",
    "parse",
    "score",
    "standing_spot",
    "suit_name",
    "table_warnings",
    "visitor_sight_line",
    "visitor_spots",
    "visitor_view",
]
