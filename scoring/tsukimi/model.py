"""Tsukimi's rule numbers and the typed model of a finished table (spec/tsukimi.md).

Every number the rules use is a constant here with a docstring citing the spec, and a finished
table is a tree of small frozen dataclasses: a :class:`Table` holds two :class:`Player` s and
the :class:`Tile` s on the moon board.
"""

from __future__ import annotations

from enum import StrEnum

from scoring.i18n import _
from scoring.records import dataclass
from scoring.tsukimi import words

GAME = "tsukimi"
"""The slug this package scores (spec/README.md)."""

PLAYER_COUNT = 2
"""Tsukimi is a game for exactly two players (spec/tsukimi.md)."""

RABBITS_PER_PLAYER = 15
"""Each player owns 15 rabbits of their colour, so a reserve holds 0–15 (spec/tsukimi.md,
"Input"); in the Dark side variant the rabbits not yet earned are not in the reserve."""

TILES_IN_FINISHED_GAME = 18
"""The game ends when all 18 tiles are on the moon board (spec/tsukimi.md); fewer is scored
with a warning."""

MIN_TILES = 1
"""A table lists at least one tile on the moon board (spec/tsukimi.md, "Input")."""

MAX_TILES = 18
"""At most 18 tiles fit the game: there are no more in the box (spec/tsukimi.md, "Input")."""

MIN_TILE_VALUE = 0
"""The lowest value printed on a tile (spec/tsukimi.md: "a value 0–5")."""

MAX_TILE_VALUE = 5
"""The highest value printed on a tile (spec/tsukimi.md: "a value 0–5")."""

MAX_RABBITS_AROUND_TILE = 6
"""One player has 0–6 rabbits touching one tile (spec/tsukimi.md, "Input")."""

TILES_TOUCHED_PER_RABBIT = 3
"""A rabbit touches every tile around its space, up to three tiles (spec/tsukimi.md); used by
the plausibility warning."""


class Variant(StrEnum):
    """The two ways to play (spec/tsukimi.md, ``variant``)."""

    STANDARD = "standard"
    """The base game: each player starts with 15 rabbits in reserve."""

    DARK_SIDE = "dark_side"
    """The Dark side of the Moon: 3 rabbits to start, more earned from rabbit spaces."""

    @property
    def label(self) -> str:
        """The variant's name as players say it, in the current language (``title`` is taken
        by :class:`str`)."""
        return _(VARIANT_TITLES[self])


VARIANT_TITLES: dict[Variant, str] = {
    Variant.STANDARD: words.STANDARD,
    Variant.DARK_SIDE: words.DARK_SIDE,
}
"""How each variant is named on the page and in explanations (English, marked for
translation: shown through :attr:`Variant.label` or ``_()``)."""

STARTING_RESERVE: dict[Variant, int] = {Variant.STANDARD: 15, Variant.DARK_SIDE: 3}
"""Rabbits in each player's reserve at the start (seed: "I giocatori iniziano la partita con
soli 3 conigli nella propria riserva" for the Dark side). Shown only: the end state is what is
scored."""

DEFAULT_VARIANT = Variant.STANDARD
"""``variant`` may be left out; it then means the standard game (spec/tsukimi.md)."""


class TileOutcome(StrEnum):
    """How one tile ended for one player."""

    WON = "won"
    LOST = "lost"
    TIE = "tie"


@dataclass(frozen=True)
class Player:
    """A player: their name and the rabbits left in their reserve at the end."""

    name: str
    reserve: int


@dataclass(frozen=True)
class Tile:
    """A tile on the moon board: its value, its colour and the rabbits touching it.

    ``rabbits`` is parallel to the table's players: ``rabbits[0]`` is the first player's count.
    """

    value: int
    color: str
    """A free label, shown only; empty when the table did not give one."""
    rabbits: tuple[int, ...]

    @property
    def face(self) -> str:
        """The tile as players name it: ``3 (red)``, or ``3`` without a colour; a colour of
        the form's swatches is named in the current language."""
        if not self.color:
            return str(self.value)
        return words.say(words.TILE_FACE, value=self.value, color=words.colour_name(self.color))


@dataclass(frozen=True)
class Table:
    """A finished Tsukimi table: the variant, the two players and the tiles on the moon board."""

    variant: Variant
    players: tuple[Player, ...]
    tiles: tuple[Tile, ...]

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in input order."""
        return tuple(player.name for player in self.players)


def tile_winner(rabbits: tuple[int, ...]) -> int | None:
    """The index of the player with strictly the most rabbits around a tile, or None on a tie.

    >>> tile_winner((2, 1))
    0
    >>> tile_winner((1, 3))
    1
    >>> tile_winner((0, 0)) is None
    True
    """
    if not rabbits:
        return None
    most = max(rabbits)
    leaders = [index for index, count in enumerate(rabbits) if count == most]
    return leaders[0] if len(leaders) == 1 else None
