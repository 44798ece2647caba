"""The garden's geometry (edge spots, lines of sight) and the table model."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from scoring.i18n import _, current_language, replayable
from scoring.records import dataclass
from scoring.topiary import words
from scoring.topiary.model import (
    FACE_DOWN,
    FACING_CODES,
    FACING_LETTERS,
    FACING_STEPS,
    FACING_WORDS,
    GARDEN_SIZE,
    HIGHEST_VALUE,
    LOWEST_VALUE,
    SUIT_NAMES,
    SUIT_SLUGS,
    Facing,
    Suit,
)
from scoring.topiary.words import fill
from scoring.wording import capitalize_first, joined, printable, shorten

Position = tuple[int, int]
"""A garden cell as ``(row, column)``, 1-based, row 1 at the top, column 1 at the left."""


def in_garden(position: Position) -> bool:
    """Whether ``(row, column)`` is a cell of the 5×5 garden.

    >>> in_garden((5, 1)), in_garden((0, 3))
    (True, False)
    """
    row, column = position
    return 1 <= row <= GARDEN_SIZE and 1 <= column <= GARDEN_SIZE


def standing_spot(at: Position, facing: Facing) -> Position:
    """The spot one step behind ``at`` (against ``facing``), where the visitor stands."""
    rows, columns = FACING_STEPS[facing]
    return (at[0] - rows, at[1] - columns)


def is_edge_spot(at: Position, facing: Facing) -> bool:
    """Whether a visitor whose first tile is ``at``, looking ``facing``, stands on the edge.

    >>> is_edge_spot((5, 1), Facing.NE), is_edge_spot((3, 3), Facing.E)
    (True, False)
    """
    return in_garden(at) and not in_garden(standing_spot(at, facing))


def visitor_sight_line(at: Position, facing: Facing) -> tuple[Position, ...]:
    """Every garden cell a visitor looks across, nearest first, to the far edge.

    >>> visitor_sight_line((3, 1), Facing.NE)
    ((3, 1), (2, 2), (1, 3))
    """
    rows, columns = FACING_STEPS[facing]
    line: list[Position] = []
    position = at
    while in_garden(position):
        line.append(position)
        position = (position[0] + rows, position[1] + columns)
    return tuple(line)


def visitor_spots() -> tuple[tuple[Position, Facing], ...]:
    """Every legal visitor position as ``(at, facing)``: 20 along rows and columns, 36 diagonal.

    >>> len(visitor_spots())
    56
    """
    return tuple(
        ((row, column), facing)
        for facing in Facing
        for row in range(1, GARDEN_SIZE + 1)
        for column in range(1, GARDEN_SIZE + 1)
        if is_edge_spot((row, column), facing)
    )


def describe_place(place: Position) -> str:
    """One of the 24 places around the garden where visitors stand (``place`` is the ring
    cell, row or column 0 or 6), in the words a player taps it by, opening a sentence or a
    heading: "Left of row 2", "Above column 3", "Top-left corner".

    >>> describe_place((2, 0)), describe_place((0, 3)), describe_place((6, 6))
    ('Left of row 2', 'Above column 3', 'Bottom-right corner')
    """
    return capitalize_first(_place_in_a_sentence(place))


def _place_in_a_sentence(place: Position) -> str:
    row, column = place
    outside = GARDEN_SIZE + 1
    if row in (0, outside) and column in (0, outside):
        return _(words.CORNERS[(row == 0, column == 0)])
    if column == 0:
        return fill(words.LEFT_OF_ROW, row=row)
    if column == outside:
        return fill(words.RIGHT_OF_ROW, row=row)
    if row == 0:
        return fill(words.ABOVE_COLUMN, column=column)
    return fill(words.BELOW_COLUMN, column=column)


def describe_looking(at: Position, facing: Facing) -> str:
    """The way a visitor looks from its place, and along what: "right (E) along row 2",
    "down-right (SE) along the long diagonal".

    >>> describe_looking((2, 1), Facing.E), describe_looking((5, 3), Facing.NE)
    ('right (E) along row 2', 'up-right (NE) along a 3-tile diagonal')
    """
    way = fill(words.LOOKING_WAY, direction=facing_words(facing), facing=facing_letter(facing))
    if facing in (Facing.E, Facing.W):
        return fill(words.ALONG_ROW, way=way, row=at[0])
    if facing in (Facing.N, Facing.S):
        return fill(words.ALONG_COLUMN, way=way, column=at[1])
    length = len(visitor_sight_line(at, facing))
    if length == GARDEN_SIZE:
        return fill(words.ALONG_LONG_DIAGONAL, way=way)
    return words.along_short_diagonal(way, length)


def describe_spot(at: Position, facing: Facing) -> str:
    """Where a visitor stands and where it looks, in words that follow "Ann's visitor": the
    place as the form names it (the place a player taps), then the way it looks.

    >>> describe_spot((2, 1), Facing.E)
    'left of row 2, looking right (E)'
    >>> describe_spot((5, 1), Facing.NE)
    'at the bottom-left corner, looking up-right (NE) along the long diagonal'
    >>> describe_spot((3, 5), Facing.SW)
    'right of row 2, looking down-left (SW) along a 3-tile diagonal'

    A result words each visitor's spot several times (its label, its line, its hand tiles):
    each of the 56 spots is worded once per language.
    """
    return _spot_words(at, facing, current_language())


WORDS_CACHED = 512
"""How many spots (56 per language) and tiles (40 per language) keep their words: a bound,
since a table's positions come from its input."""


@lru_cache(maxsize=WORDS_CACHED)
def _spot_words(at: Position, facing: Facing, language: str) -> str:
    """:func:`describe_spot` in ``language`` (the current one: the cache is keyed by it)."""
    place = standing_spot(at, facing)
    outside = GARDEN_SIZE + 1
    way = fill(words.LOOKING_WAY, direction=facing_words(facing), facing=facing_letter(facing))
    if place[0] in (0, outside) and place[1] in (0, outside):
        corner = _(words.CORNERS[(place[0] == 0, place[1] == 0)])
        return fill(words.SPOT_AT_CORNER, corner=corner, way=way)
    where = _place_in_a_sentence(place)
    if facing in (Facing.N, Facing.S, Facing.E, Facing.W):
        return fill(words.SPOT_STRAIGHT, place=where, way=way)
    return fill(words.SPOT_DIAGONAL, place=where, looking=describe_looking(at, facing))


def describe_position(position: Position) -> str:
    """A garden cell in words: ``row 2, column 3``."""
    return fill(words.POSITION, row=position[0], column=position[1])


def suit_name(suit: Suit) -> str:
    """A suit as the printed game names it, in the current language: "T-Rex"."""
    return _(SUIT_NAMES[SUIT_SLUGS[suit]])


def facing_words(facing: Facing) -> str:
    """The direction a visitor looks, in the current language: "down-right"."""
    return _(FACING_WORDS[facing])


@replayable("topiary.facing_letter")  # Worded by a test of the catalogue.
def facing_letter(facing: Facing) -> str:
    """A facing's compass letters as a player reads them: the contract's code (``W``) in
    English, the language's own letters where its catalogue has them (Italian: ``O``).

    >>> facing_letter(Facing.SW)
    'SW'
    """
    message = FACING_LETTERS[facing]
    translated = _(message)
    return FACING_CODES[facing] if translated == message else translated


@lru_cache(maxsize=WORDS_CACHED)
def _tile_name(suit: Suit, value: int, language: str) -> str:
    """:attr:`Tile.name` in ``language`` (the current one: the cache is keyed by it)."""
    return fill(words.TILE_NAME, suit=suit_name(suit), value=value)


@dataclass(frozen=True, order=True)
class Tile:
    """A topiary tile: its suit and its value (1–5), which is both its size and its points."""

    suit: Suit
    value: int

    @property
    def code(self) -> str:
        """The contract's tile code, ``"trex-3"``."""
        return f"{SUIT_SLUGS[self.suit]}-{self.value}"

    @property
    def name(self) -> str:
        """The tile as a player says it, ``"T-Rex 3"`` (worded once per language: a result
        names each tile many times)."""
        return _tile_name(self.suit, self.value, current_language())

    @classmethod
    def from_code(cls, code: str) -> Tile:
        """Read a tile code written exactly as the contract writes it: ``"trex-3"``.

        The suit's slug in lower case, a dash and one digit 1–5, nothing else (spec/README.md,
        "Names and text"). A code that only differs in the way it is written is refused with
        the exact code to write instead.

        >>> Tile.from_code("trex-3")
        Tile(suit=<Suit.TREX: 'trex'>, value=3)
        >>> Tile.from_code("T-Rex-3")
        Traceback (most recent call last):
        ...
        ValueError: 'T-Rex-3' is not written as the rules write a tile; write it exactly \
'trex-3' (the suit's slug in lower case, a dash and the value, with no spaces).
        >>> Tile.from_code("trex-9")
        Traceback (most recent call last):
        ...
        ValueError: 'trex-9' has value 9; tile values run from 1 to 5.
        """
        match = _TILE_CODE.fullmatch(code)
        if match is not None and match.group(1) in _SUITS_BY_SLUG:
            return cls(_SUITS_BY_SLUG[match.group(1)], int(match.group(2)))
        meant = cls._read_loosely(code)
        raise ValueError(
            fill(words.TILE_MISWRITTEN, code=printable(shorten(code)), meant=meant.code)
        )

    @classmethod
    def _read_loosely(cls, code: str) -> Tile:
        """The tile a mistyped code means (any case, spaces, the suit's printed name, leading
        zeros), only to suggest the exact code; raises ValueError saying what is wrong when it
        means no tile at all."""
        shown = printable(shorten(code))
        text = code.strip().lower()
        if "-" in text:
            suit_part, value_text = text.rsplit("-", 1)
        elif len(text.split()) > 1:
            suit_part, value_text = text.rsplit(None, 1)
        else:
            raise ValueError(fill(words.NOT_A_TILE_CODE, code=shown, down=FACE_DOWN))
        suit = _SUITS_BY_SLUG.get(_SEPARATORS.sub("", suit_part))
        if suit is None:
            suits = joined(", ", [s.value for s in Suit])
            raise ValueError(fill(words.UNKNOWN_SUIT, code=shown, suits=suits))
        value_text = value_text.strip()
        if not (value_text.isascii() and value_text.isdigit() and len(value_text) <= 3):
            raise ValueError(
                fill(
                    words.TILE_WITHOUT_VALUE,
                    code=shown,
                    lowest=LOWEST_VALUE,
                    highest=HIGHEST_VALUE,
                    suit=suit.value,
                )
            )
        value = int(value_text)
        if not LOWEST_VALUE <= value <= HIGHEST_VALUE:
            raise ValueError(
                fill(
                    words.TILE_VALUE_OUT_OF_RANGE,
                    code=shown,
                    value=value,
                    lowest=LOWEST_VALUE,
                    highest=HIGHEST_VALUE,
                )
            )
        return cls(suit, value)


_TILE_CODE = re.compile(r"([a-z]+)-([1-5])", re.ASCII)
"""A tile code exactly as the contract writes it: suit slug, dash, one digit 1–5."""

_SEPARATORS = re.compile(r"[\s_-]+")
"""What a player may put inside a suit's printed name (T-Rex, Pom-Pom); dropped to suggest."""

_SUITS_BY_SLUG: dict[str, Suit] = {suit.value: suit for suit in Suit}
"""Suit slugs (spec/topiary.md, "Table shape")."""


@dataclass(frozen=True)
class Player:
    """A player, in turn order, with the tiles left in their hand at the end."""

    name: str
    hand: tuple[Tile, ...]


@dataclass(frozen=True)
class Visitor:
    """A visitor: its owner, the first tile of its line (``at``) and the way it looks."""

    player: str
    at: Position
    facing: Facing

    @property
    def line(self) -> tuple[Position, ...]:
        """The cells it looks across, nearest first."""
        return visitor_sight_line(self.at, self.facing)

    @property
    def spot(self) -> str:
        """Where it stands and looks, in words."""
        return describe_spot(self.at, self.facing)


@dataclass(frozen=True)
class Table:
    """A finished game of Topiary: players in turn order, the garden and the visitors.

    ``garden[row - 1][column - 1]`` is a :class:`Tile`, or None for a face-down tile.
    """

    players: tuple[Player, ...]
    garden: tuple[tuple[Tile | None, ...], ...]
    visitors: tuple[Visitor, ...]

    def tile_at(self, position: Position) -> Tile | None:
        """The face-up tile at ``(row, column)``, or None when it is face down."""
        return self.garden[position[0] - 1][position[1] - 1]

    def visitors_of(self, player: str) -> tuple[Visitor, ...]:
        """The visitors a player placed, in input order."""
        return tuple(visitor for visitor in self.visitors if visitor.player == player)


def _all_tiles(suits: Iterable[Suit]) -> tuple[Tile, ...]:
    return tuple(Tile(suit, value) for suit in suits for value in range(1, HIGHEST_VALUE + 1))


ALL_TILES: tuple[Tile, ...] = _all_tiles(Suit)
"""The 40 tiles of the game: one of each value 1–5 in each of the 8 suits."""
