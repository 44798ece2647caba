"""Solstis's table model: the rule numbers of a table and the frozen dataclasses of a finished
one (spec/solstis.md, "Input"). The mountain's cells are in :mod:`~scoring.solstis.mountain`
and the spirits in :mod:`~scoring.solstis.spirits`.
"""

from __future__ import annotations

from scoring.records import dataclass
from scoring.solstis.mountain import ALL_CELLS, Cell
from scoring.solstis.spirits import Spirit

PLAYER_COUNT = 2
"""Solstis is a two-player game (spec/solstis.md, "Input")."""


MAX_RAINBOWS = 12
"""The game has 12 rainbow tiles for both panoramas together (spec/solstis.md)."""


MAX_CELLS = len(ALL_CELLS)
"""A panorama has 48 cells, so no cell list can be longer."""


MAX_CELL_NAME_LENGTH = 20
"""No cell's name is nearly this long (the longest, ``orange-10``, has 9 characters): a
longer entry is refused without quoting it whole."""


MAX_SPIRIT_ENTRIES = len(Spirit) + 1
"""The 14 spirits and the Evil Spirit: a longer list of spirits is refused before its entries
are read (the Evil Spirit listed there is reported on its own)."""


EVIL_SPIRIT_SLUG = "evil_spirit"
"""How a player might (wrongly) list the Evil Spirit among their spirits."""


@dataclass(frozen=True)
class Player:
    """One player's finished panorama, as entered (before the Squirrel moves anything).

    ``evil_spirit`` says whether the player holds the Evil Spirit and ``evil_spirit_covers``
    which of their spirits it covers (None when they hold it with nothing to cover).
    """

    name: str
    tiles: tuple[Cell, ...]
    rainbows: tuple[Cell, ...] = ()
    spirits: tuple[Spirit, ...] = ()
    evil_spirit: bool = False
    evil_spirit_covers: Spirit | None = None
    hand: tuple[Cell, ...] = ()

    def is_active(self, spirit: Spirit) -> bool:
        """Whether the player has ``spirit`` and the Evil Spirit does not cover it."""
        return spirit in self.spirits and not (
            self.evil_spirit and self.evil_spirit_covers is spirit
        )


@dataclass(frozen=True)
class Table:
    """A finished two-player table, players in input order."""

    players: tuple[Player, ...]
