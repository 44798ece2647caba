"""Topiary's rule numbers, suits and facings, each citing ``spec/topiary.md``."""

from __future__ import annotations

import enum

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


SUIT_NAMES: dict[str, str] = {
    Suit.WHALE.value: "Whale",
    Suit.SWAN.value: "Swan",
    Suit.ELEPHANT.value: "Elephant",
    Suit.TREX.value: "T-Rex",
    Suit.SPIRAL.value: "Spiral",
    Suit.PYRAMID.value: "Pyramid",
    Suit.ICOSAHEDRON.value: "Icosahedron",
    Suit.POMPOM.value: "Pom-Pom",
}
"""How each suit slug is printed for players (the rulebook's names)."""


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
    Facing.N: "up",
    Facing.S: "down",
    Facing.E: "right",
    Facing.W: "left",
    Facing.NE: "up-right",
    Facing.NW: "up-left",
    Facing.SE: "down-right",
    Facing.SW: "down-left",
}
"""The direction a visitor looks, as a player says it when looking at the garden from above."""

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

READINGS: tuple[str, ...] = (
    "A visitor looks from its spot on the edge along a whole row, column or diagonal to the far "
    "edge of the garden; diagonals may be 1 to 5 tiles long.",
    "Face-down tiles count as 0: a visitor never sees them, they score nothing and they hide "
    "nothing behind them.",
    "The first face-up tile in a line is always seen; a later face-up tile is seen only when it "
    "is strictly larger than every face-up tile before it, so a tile of equal value is hidden.",
    "A hidden tile is shown as hidden by the nearest tile in front of it that is as large or "
    "larger, as in the rulebook (the 4 Pom-Pom hides the 4 Icosahedron).",
    "The same-suit bonus counts only tiles the visitor sees: every suit it sees 2 or more "
    "times earns 1 point per seen tile of that suit; hidden tiles of the suit do not count.",
    "A hand tile scores its value when at least 1 of its owner's visitors sees a tile of the "
    "same suit with a higher value; a higher tile that is face down, hidden or seen only by "
    "other players' visitors does not count, and a 5 in hand never scores.",
    "A hand tile scores at most once, however many visitors see a higher tile of its suit.",
    "Players are entered in turn order, first player first. Ties go to the most hand points, "
    "then to the tied player latest in turn order (every player places the same number of "
    "visitors, so the last in turn order made the last move); so no tie can stand, and the "
    "order the players are entered in changes the result.",
    "A row, column or diagonal looked along from its 2 ends gives 2 different spots, and both "
    "may hold a visitor.",
    "A hand with fewer than 3 tiles is scored as entered; more than 3 tiles is refused.",
    "Fewer visitors than the player count allows is scored as entered with a warning, since the "
    "game may not be over; more visitors than allowed is refused.",
    "With 2 or 3 players which suit was removed is not asked; a table showing tiles of all 8 "
    "suits only gets a warning.",
    "The centre tile may be entered face down (a table being entered may be incomplete); the "
    "only face-up check is a warning when more tiles are face up than the centre tile plus 1 "
    "per visitor placed.",
)
"""How this product reads the rules where the printed rulebook is silent or ambiguous."""

INPUT_NOTES: tuple[str, ...] = (
    "The players are listed in turn order, first player first: the order is part of the "
    "table, not a display choice.",
    "A visitor's spot is given by at, the [row, column] of the first tile in its line of sight, "
    "and its facing.",
    "Tile codes, down and facings are read exactly as the spec writes them (trex-3, down, NE): "
    "T-Rex-3 or ne is refused with the exact spelling to write; only a visitor's player is "
    "matched ignoring case, as names are.",
)
"""How the table-state JSON is read, for developers using the API or the command line."""
