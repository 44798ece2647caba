"""Topiary's rule numbers, suits and facings, each citing ``spec/topiary.md``."""

from __future__ import annotations

import enum

from scoring.i18n import N_

GAME = "topiary"
"""The game's slug (spec/README.md)."""

Position = tuple[int, int]
"""A garden cell as ``(row, column)``, 1-based, row 1 at the top, column 1 at the left."""


class Suit(enum.StrEnum):
    """The eight suits of topiary tiles (spec/topiary.md, "Table shape")."""

    WHALE = "whale"
    SWAN = "swan"
    ELEPHANT = "elephant"
    TREX = "trex"
    SPIRAL = "spiral"
    PYRAMID = "pyramid"
    ICOSAHEDRON = "icosahedron"
    POMPOM = "pompom"


SUIT_SLUGS: dict[Suit, str] = {suit: suit.value for suit in Suit}
"""Each suit's slug, looked up by the suit: a dict lookup costs a seventh of reading an enum
member's ``value`` property, and scoring writes hundreds of tile codes and names a table."""

SUIT_NAMES: dict[str, str] = {
    Suit.WHALE.value: N_("Whale"),
    Suit.SWAN.value: N_("Swan"),
    Suit.ELEPHANT.value: N_("Elephant"),
    Suit.TREX.value: N_("T-Rex"),
    Suit.SPIRAL.value: N_("Spiral"),
    Suit.PYRAMID.value: N_("Pyramid"),
    Suit.ICOSAHEDRON.value: N_("Icosahedron"),
    Suit.POMPOM.value: N_("Pom-Pom"),
}
"""How each suit slug is printed for players (the rulebook's names), in English: translate
with :func:`scoring.topiary.garden.suit_name`."""


class Facing(enum.StrEnum):
    """The way a visitor looks across the garden; N is towards row 1 (spec/topiary.md, "Input")."""

    N = "N"
    S = "S"
    E = "E"
    W = "W"
    NE = "NE"
    NW = "NW"
    SE = "SE"
    SW = "SW"


FACING_CODES: dict[Facing, str] = {facing: facing.value for facing in Facing}
"""Each facing's contract code (``"SW"``), looked up by the facing (cheaper than ``value``)."""

FACING_STEPS: dict[Facing, tuple[int, int]] = {
    Facing.N: (-1, 0),
    Facing.S: (1, 0),
    Facing.E: (0, 1),
    Facing.W: (0, -1),
    Facing.NE: (-1, 1),
    Facing.NW: (-1, -1),
    Facing.SE: (1, 1),
    Facing.SW: (1, -1),
}
"""One step along a visitor's line as ``(rows, columns)``: N goes towards row 1."""

FACING_WORDS: dict[Facing, str] = {
    Facing.N: N_("up"),
    Facing.S: N_("down"),
    Facing.E: N_("right"),
    Facing.W: N_("left"),
    Facing.NE: N_("up-right"),
    Facing.NW: N_("up-left"),
    Facing.SE: N_("down-right"),
    Facing.SW: N_("down-left"),
}
"""The direction a visitor looks, as a player says it when looking at the garden from above
(in English: translate with :func:`scoring.topiary.garden.facing_words`)."""

FACING_LETTERS: dict[Facing, str] = {
    Facing.N: N_("N (facing)"),
    Facing.S: N_("S (facing)"),
    Facing.E: N_("E (facing)"),
    Facing.W: N_("W (facing)"),
    Facing.NE: N_("NE (facing)"),
    Facing.NW: N_("NW (facing)"),
    Facing.SE: N_("SE (facing)"),
    Facing.SW: N_("SW (facing)"),
}
"""A facing's compass letters as players read them beside its words ("right (E)"). The
contract's codes are English (``"W"``); a translation writes its own (Italian: O for Ovest).
Each message carries "(facing)" so that a lone letter is never a message of its own; without
a translation the code itself is shown (:func:`scoring.topiary.garden.facing_letter`)."""


GARDEN_SIZE = 5
"""The garden is 5 rows of 5 tiles (spec/topiary.md, "Table shape")."""

LOWEST_VALUE = 1
"""The smallest tile value (spec/topiary.md, "Table shape": values 1–5)."""

HIGHEST_VALUE = 5
"""The largest tile value (spec/topiary.md, "Table shape": values 1–5)."""

FACE_DOWN = "down"
"""The code of a face-down garden tile (spec/topiary.md, "Input")."""

MIN_PLAYERS = 2
"""Topiary is for 2–4 players (spec/topiary.md)."""

MAX_PLAYERS = 4
"""Topiary is for 2–4 players (spec/topiary.md)."""

VISITORS_PER_PLAYER: dict[int, int] = {2: 8, 3: 6, 4: 5}
"""Visitors each player places, by player count (spec/topiary.md, "Table shape")."""

MAX_VISITORS = max(count * each for count, each in VISITORS_PER_PLAYER.items())
"""The most visitors any table places: 4 players × 5 (2 × 8 and 3 × 6 are fewer). A longer
list is refused before its visitors are read."""

MAX_HAND_TILES = 3
"""A hand ends with 3 tiles; more is invalid (spec/topiary.md, "Input")."""

SUITS_IN_PLAY: dict[int, int] = {2: 7, 3: 7, 4: 8}
"""Suits used by player count: with 2–3 players one whole suit is removed (spec/topiary.md)."""

FACE_UP_AT_START = 1
"""The centre tile starts face up; each turn turns at most one more (spec/topiary.md, "Input")."""

BONUS_MIN_SEEN = 2
"""A suit seen this many times or more by one visitor earns 1 point per seen tile of it."""

BONUS_POINTS_PER_TILE = 1
"""The same-suit bonus: one point per seen tile of a repeated suit (spec/topiary.md, "Scoring")."""
