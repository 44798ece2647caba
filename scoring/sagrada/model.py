"""Sagrada's rule numbers and the typed model of a finished table (spec/sagrada.md).

Everything a scorer needs to know about the game lives here as a constant with a docstring
citing the spec, and a finished table is a tree of small frozen dataclasses: a :class:`Table`
holds :class:`Player` s, each with a :class:`Window` of :class:`Die` s.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import StrEnum
from functools import lru_cache
from typing import NamedTuple

from scoring.i18n import N_, current_language
from scoring.records import dataclass
from scoring.sagrada import words
from scoring.wording import join_words, joined, ordinal

ROWS = 4
"""A window has 4 rows (spec/sagrada.md, "The window")."""

COLUMNS = 5
"""A window has 5 columns (spec/sagrada.md, "The window")."""

SPACES = ROWS * COLUMNS
"""A window has 20 spaces."""

MIN_VALUE = 1
"""The lowest die value ("shade")."""

MAX_VALUE = 6
"""The highest die value ("shade")."""

VALUES: tuple[int, ...] = tuple(range(MIN_VALUE, MAX_VALUE + 1))
"""Every die value, 1 to 6."""

MIN_PLAYERS = 1
"""Sagrada is played by 1 to 6 (spec/README.md, the games table)."""

MAX_PLAYERS = 6
"""Sagrada is played by 1 to 6; 5 and 6 need the 5 & 6 player expansion (spec/sagrada.md)."""

MAX_PUBLIC_OBJECTIVES = 3
"""A table uses 0–3 distinct public objectives (spec/sagrada.md, "Input")."""

SOLO_MAX_PUBLIC_OBJECTIVES = 2
"""A solo game uses at most 2 public objectives (spec/sagrada.md, "Input")."""

FAVOR_TOKEN_POINTS = 1
"""Each unused favor token scores 1 point (spec/sagrada.md, "Base scoring")."""

MAX_FAVOR_TOKENS = 12
"""A player enters 0–12 unused favor tokens (spec/sagrada.md, "Input")."""

USUAL_MAX_FAVOR_TOKENS = 6
"""A window card gives at most 6 favor tokens; more is a warning (spec/sagrada.md, "Input")."""

EMPTY_SPACE_PENALTY = 1
"""Each empty space costs 1 point (spec/sagrada.md, "Base scoring")."""

SOLO_EMPTY_SPACE_PENALTY = 3
"""In a solo game each empty space costs 3 points instead (spec/sagrada.md, "Solo")."""

SOLO_PRIVATE_COLORS = 2
"""A solo player is dealt 2 private colours and scores the better one; ``private`` may list
both (spec/sagrada.md, "Solo")."""

EDITION_2026_PRIVATE_POINTS = 3
"""With ``"edition": "2026"`` the colour private objective scores 3 per die of its colour."""

MAX_FOCAL_SPACES = SPACES
"""A Focal Point card shades 1–20 distinct spaces (spec/sagrada.md, "Input")."""

FOCAL_POINT_REQUIRED_PLAYERS = 6
"""With 6 players the expansion requires Focal Point private objectives; colour cards are a
warning (spec/sagrada.md, module 1: "In a 6-player game, you must use the Focal Point Private
Objectives")."""

MIN_PLAYERS_FOR_SHARED_OBJECTIVES = 3
"""Panorama shared objectives need 3 or more players (spec/sagrada.md, module 3)."""

PUBLIC_OBJECTIVES_WITH_SHARED = 1
"""With shared objectives only 1 public objective is used; more is a warning (module 3)."""

MAX_CARD_POINTS = 100
"""The largest number a generic shared objective's printed points may hold (a sanity bound)."""

MAX_SOLO_TARGET = 999
"""The largest solo target accepted (a sanity bound; a round track holds far less)."""


class Color(StrEnum):
    """A die colour, valued by the letter a window row uses (``R5`` is a red five)."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    PURPLE = "P"

    @property
    def letter(self) -> str:
        """The colour's letter in a window row: ``R``, ``Y``, ``G``, ``B`` or ``P``."""
        return self.value

    @property
    def label(self) -> str:
        """The colour's name as the input and the private objective cards give it: ``red``."""
        return self.name.lower()


COLORS: tuple[tuple[str, str], ...] = tuple((color.letter, color.label) for color in Color)
"""Every colour as ``(letter, name)``, in the spec's order, for the entry form."""


class Edition(StrEnum):
    """The base game's printing, which decides how a colour private objective scores."""

    ORIGINAL = "2017"
    """The sum of the values of the dice of the secret colour."""

    EDITION_2026 = "2026"
    """3 points per die of the secret colour (spec/sagrada.md, "Private objective")."""


class PublicObjective(StrEnum):
    """The ten public objective cards of the base game, valued by their slugs."""

    ROW_COLOR_VARIETY = "row_color_variety"
    COLUMN_COLOR_VARIETY = "column_color_variety"
    ROW_SHADE_VARIETY = "row_shade_variety"
    COLUMN_SHADE_VARIETY = "column_shade_variety"
    LIGHT_SHADES = "light_shades"
    MEDIUM_SHADES = "medium_shades"
    DEEP_SHADES = "deep_shades"
    SHADE_VARIETY = "shade_variety"
    COLOR_VARIETY = "color_variety"
    COLOR_DIAGONALS = "color_diagonals"

    @property
    def card(self) -> CardText:
        """The card's name and one-line rule."""
        return PUBLIC_OBJECTIVES[self.value]

    @property
    def points(self) -> int:
        """Points per line, set or die (:data:`PUBLIC_OBJECTIVE_POINTS`)."""
        return PUBLIC_OBJECTIVE_POINTS[self]


class CardText(NamedTuple):
    """A card's printed name and a one-line rule, for forms and explanations."""

    name: str
    rule: str


PUBLIC_OBJECTIVE_POINTS: dict[PublicObjective, int] = {
    PublicObjective.ROW_COLOR_VARIETY: 6,
    PublicObjective.COLUMN_COLOR_VARIETY: 5,
    PublicObjective.ROW_SHADE_VARIETY: 5,
    PublicObjective.COLUMN_SHADE_VARIETY: 4,
    PublicObjective.LIGHT_SHADES: 2,
    PublicObjective.MEDIUM_SHADES: 2,
    PublicObjective.DEEP_SHADES: 2,
    PublicObjective.SHADE_VARIETY: 5,
    PublicObjective.COLOR_VARIETY: 4,
    PublicObjective.COLOR_DIAGONALS: 1,
}
"""Points per complete line, set or die for each public objective (spec/sagrada.md table)."""

SHADE_PAIRS: dict[PublicObjective, tuple[int, int]] = {
    PublicObjective.LIGHT_SHADES: (1, 2),
    PublicObjective.MEDIUM_SHADES: (3, 4),
    PublicObjective.DEEP_SHADES: (5, 6),
}
"""The two values each shade-set card pairs: Light 1 & 2, Medium 3 & 4, Deep 5 & 6."""

PUBLIC_OBJECTIVES: dict[str, CardText] = {
    "row_color_variety": CardText(
        N_("Row Color Variety"), N_("6 points per complete row with no repeated colour.")
    ),
    "column_color_variety": CardText(
        N_("Column Color Variety"), N_("5 points per complete column with no repeated colour.")
    ),
    "row_shade_variety": CardText(
        N_("Row Shade Variety"), N_("5 points per complete row with no repeated value.")
    ),
    "column_shade_variety": CardText(
        N_("Column Shade Variety"), N_("4 points per complete column with no repeated value.")
    ),
    "light_shades": CardText(
        N_("Light Shades"), N_("2 points per set of one 1 and one 2 anywhere.")
    ),
    "medium_shades": CardText(
        N_("Medium Shades"), N_("2 points per set of one 3 and one 4 anywhere.")
    ),
    "deep_shades": CardText(N_("Deep Shades"), N_("2 points per set of one 5 and one 6 anywhere.")),
    "shade_variety": CardText(
        N_("Shade Variety"), N_("5 points per set of one of each value 1–6 anywhere.")
    ),
    "color_variety": CardText(
        N_("Color Variety"), N_("4 points per set of one die of each colour anywhere.")
    ),
    "color_diagonals": CardText(
        N_("Color Diagonals"),
        N_("1 point per die with at least one diagonally adjacent die of its colour."),
    ),
}
"""Every public objective: slug → printed name and one-line rule (spec/sagrada.md table)."""


class Aspect(StrEnum):
    """What a shared objective compares: the dice's colours or their values ("shades")."""

    COLOR = "color"
    SHADE = "shade"


class SharedKind(StrEnum):
    """The shapes of Panorama shared objective the product scores (spec/sagrada.md, module 3)."""

    SHADE_RESONANCE = "shade_resonance"
    COLOR_RESONANCE = "color_resonance"
    COUNT_EACH = "count_each"
    DISTINCT = "distinct"
    PAIRS = "pairs"


DISTINCT_NEEDS_DICE = 2 * ROWS
"""A "distinct" shared objective counts only when all 8 neighbouring spaces hold a die; with
an empty space among them it scores 0 (spec/sagrada.md, module 3: otherwise leaving spaces
empty would earn the top prize, and the rulebook says these cards "cannot be achieved
alone")."""

RESONANCE_POINTS: dict[int, int] = {3: 4, 4: 8}
"""Shade and Color Resonance: 4/8 points for each value or colour found 3/4 times among the
neighbouring columns; 4 or more times scores 8 (spec/sagrada.md, module 3)."""

SHARED_OBJECTIVES: dict[str, CardText] = {
    "shade_resonance": CardText(
        N_("Shade Resonance"),
        N_(
            "4 points for each value found 3 times and 8 for each found 4 times or more, among "
            "the neighbouring columns."
        ),
    ),
    "color_resonance": CardText(
        N_("Color Resonance"),
        N_(
            "4 points for each colour found 3 times and 8 for each found 4 times or more, among "
            "the neighbouring columns."
        ),
    ),
    "count_each": CardText(
        N_("Count each colour or value"),
        N_(
            "For each colour (or value), points by how many times it is found among the "
            "neighbouring columns; counts above the largest printed count use the largest."
        ),
    ),
    "distinct": CardText(
        N_("Different colours or values"),
        N_(
            "Points by how many different colours (or values) the neighbouring columns hold, "
            "only when all 8 of their spaces hold a die; a count the card does not print "
            "scores 0."
        ),
    ),
    "pairs": CardText(
        N_("Matching neighbouring pairs"),
        N_(
            "Points per neighbouring pair (the two dice of one row across the boundary) "
            "of the same colour (or value)."
        ),
    ),
}
"""The shared objective kinds for the form: the two printed cards by slug, then the three
generic shapes by ``type`` (spec/sagrada.md, module 3)."""

ORDINALS = tuple(ordinal(turn) for turn in range(1, 7))
"""Turn positions in words, for the final-round tie-breaker."""


WORDS_CACHED = 256
"""How many dice (30 per language) and spaces (20 per language) keep their words: a bound,
since a table's dice come from its input."""


@lru_cache(maxsize=WORDS_CACHED)
def _die_words(color: Color, value: int, language: str) -> str:
    """:attr:`Die.words` in ``language`` (the current one: the cache is keyed by it)."""
    return words.die_words(color.label, value)


@dataclass(frozen=True)
class Die:
    """One die in a window: its colour and value.

    >>> Die(Color.RED, 5).code
    'R5'
    """

    color: Color
    value: int

    @property
    def code(self) -> str:
        """The die as a window row writes it: ``R5``."""
        return f"{self.color.letter}{self.value}"

    @property
    def words(self) -> str:
        """The die as players name it in explanations: ``Red 5`` (worded once per language: a
        result names each die many times)."""
        return _die_words(self.color, self.value, current_language())

    def __str__(self) -> str:
        return self.code


Position = tuple[int, int]
"""A space as ``(row, column)``, both 1-based, top-left ``(1, 1)``."""

Row = tuple[Die | None, ...]
"""One window row: five spaces, ``None`` where empty."""


def space_name(position: Position) -> str:
    """A space in explanations, as players count it on the window.

    >>> space_name((2, 5))
    'row 2, column 5'

    Placement warnings and objectives name spaces a hundred times a result: each is worded
    once per language.
    """
    return _space_name(position, current_language())


@lru_cache(maxsize=WORDS_CACHED)
def _space_name(position: Position, language: str) -> str:
    """:func:`space_name` in ``language`` (the current one: the cache is keyed by it)."""
    return words.say(words.ROW_COLUMN, row=position[0], columns=position[1])


def spaces_words(positions: Iterable[Position]) -> str:
    """Several spaces in explanations, grouped by row in reading order.

    >>> spaces_words([(1, 5), (3, 1), (1, 2)])
    'row 1, columns 2 and 5; row 3, column 1'
    """
    by_row: dict[int, list[int]] = {}
    for row, column in sorted(positions):
        by_row.setdefault(row, []).append(column)
    groups = []
    for row, columns in by_row.items():
        numbers = [str(column) for column in columns]
        listed = join_words(numbers)
        sentence = words.ROW_COLUMNS if len(numbers) > 1 else words.ROW_COLUMN
        groups.append(words.say(sentence, row=row, columns=listed))
    return joined("; ", groups)


@dataclass(frozen=True)
class Window:
    """A player's window: 4 rows of 5 spaces, each empty (``None``) or holding a die."""

    rows: tuple[Row, ...]

    def die_at(self, position: Position) -> Die | None:
        """The die on a space (1-based ``(row, column)``), or None when it is empty."""
        row, column = position
        return self.rows[row - 1][column - 1]

    def spaces(self) -> Iterator[tuple[Position, Die | None]]:
        """Every space in reading order with its die (or None)."""
        for row_index, row in enumerate(self.rows, start=1):
            for column_index, die in enumerate(row, start=1):
                yield (row_index, column_index), die

    def dice(self) -> Iterator[tuple[Position, Die]]:
        """Every die in reading order with its space."""
        for position, die in self.spaces():
            if die is not None:
                yield position, die

    def empty_spaces(self) -> tuple[Position, ...]:
        """The empty spaces in reading order."""
        return tuple(position for position, die in self.spaces() if die is None)

    def column(self, column: int) -> tuple[Die | None, ...]:
        """One column, top to bottom (1-based)."""
        return tuple(row[column - 1] for row in self.rows)

    def mirrored(self) -> Window:
        """The window reflected left to right (for tests and symmetry checks)."""
        return Window(tuple(tuple(reversed(row)) for row in self.rows))

    def to_rows(self) -> list[list[str | None]]:
        """The window as JSON: rows of die codes, ``None`` for an empty space."""
        return [[None if die is None else die.code for die in row] for row in self.rows]

    def row_text(self, row: int) -> str:
        """One row (1-based) as the input writes it: ``"R1 Y2 . B4 P5"``."""
        return joined(" ", ["." if die is None else die.code for die in self.rows[row - 1]])


@dataclass(frozen=True)
class ColorPrivate:
    """A base game private objective: the player's secret colour."""

    color: Color


@dataclass(frozen=True)
class FocalPoint:
    """A Focal Point private objective (Panorama module 1): the card's shaded spaces."""

    name: str
    spaces: tuple[Position, ...]


@dataclass(frozen=True)
class SoloColors:
    """A solo player's two private colours, as listed (spec/sagrada.md, "Solo"): the player is
    dealt two and the better one scores."""

    colors: tuple[Color, Color]


PrivateObjective = ColorPrivate | FocalPoint | SoloColors
"""A player's private objective: a secret colour, a Focal Point card, or a solo player's two
colours."""


@dataclass(frozen=True)
class SharedCard:
    """A Panorama shared objective card, reduced to how it scores.

    ``points`` maps a count to its points for ``count_each`` and ``distinct`` (the two
    Resonance cards use :data:`RESONANCE_POINTS`) and holds ``((0, n),)`` for ``pairs``, which
    scores ``n`` per matching neighbouring pair.
    """

    kind: SharedKind
    aspect: Aspect
    points: tuple[tuple[int, int], ...]
    name: str = ""

    @property
    def pair_points(self) -> int:
        """Points per matching neighbouring pair (``pairs`` cards)."""
        return self.points[0][1] if self.points else 0

    def to_json(self) -> str | dict[str, object]:
        """The card as the input gives it: a slug, or the generic shape's object."""
        if self.kind in (SharedKind.SHADE_RESONANCE, SharedKind.COLOR_RESONANCE):
            slug: str = self.kind.value
            return slug
        data: dict[str, object] = {"type": self.kind.value}
        if self.kind is SharedKind.PAIRS:
            data["match"] = self.aspect.value
            data["points"] = self.pair_points
        else:
            data["of"] = self.aspect.value
            data["points"] = {str(count): points for count, points in self.points}
        if self.name:
            data["name"] = self.name
        return data


@dataclass(frozen=True)
class SharedPlacement:
    """A shared objective card lying between two neighbours, ``right`` on ``left``'s right."""

    left: str
    right: str
    card: SharedCard


@dataclass(frozen=True)
class Player:
    """One player's finished board."""

    name: str
    window: Window
    private: PrivateObjective
    favor_tokens: int


@dataclass(frozen=True)
class Table:
    """A finished game of Sagrada, validated and ready to score."""

    players: tuple[Player, ...]
    public_objectives: tuple[PublicObjective, ...] = ()
    shared_objectives: tuple[SharedPlacement, ...] = ()
    final_round_order: tuple[str, ...] | None = None
    edition: Edition = Edition.ORIGINAL
    solo_target: int | None = None

    @property
    def solo(self) -> bool:
        """True for a one-player game (spec/sagrada.md, "Solo")."""
        return len(self.players) == 1

    def player(self, name: str) -> Player:
        """The player called ``name`` (KeyError if there is none)."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)
