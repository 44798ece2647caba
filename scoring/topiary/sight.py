"""What a visitor sees along its line, and the points and bonus it earns."""

from __future__ import annotations

import enum
from functools import cached_property

from scoring.records import dataclass
from scoring.topiary.garden import Position, Table, Tile, Visitor
from scoring.topiary.model import BONUS_MIN_SEEN, BONUS_POINTS_PER_TILE, FACE_DOWN, Suit

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Sight(enum.StrEnum):
    """What a visitor makes of one cell in its line."""

    SEEN = "seen"
    HIDDEN = "hidden"
    DOWN = "down"


@dataclass(frozen=True)
class LineCell:
    """One cell of a visitor's line: its tile, whether it is seen, and what hides it."""

    position: Position
    tile: Tile | None
    sight: Sight
    hidden_by: tuple[Position, Tile] | None = None

    def to_dict(self) -> dict[str, Any]:
        """``{"position": [r, c], "tile": "trex-3" | "down", "status": "seen" | "hidden" |
        "down"}``, plus ``"hidden_by": {"position": [r, c], "tile": code}`` when hidden."""
        cell: dict[str, Any] = {
            "position": list(self.position),
            "tile": self.tile.code if self.tile else FACE_DOWN,
            "status": self.sight.value,
        }
        if self.hidden_by is not None:
            cell["hidden_by"] = {
                "position": list(self.hidden_by[0]),
                "tile": self.hidden_by[1].code,
            }
        return cell


@dataclass(frozen=True)
class BonusGroup:
    """A suit one visitor sees two or more times, and the tiles of it that it sees."""

    suit: Suit
    tiles: tuple[Tile, ...]

    @cached_property
    def points(self) -> int:
        """One point per seen tile of the suit."""
        return BONUS_POINTS_PER_TILE * len(self.tiles)


@dataclass(frozen=True)
class View:
    """What one visitor sees, and what it scores."""

    visitor: Visitor
    cells: tuple[LineCell, ...]

    @cached_property
    def seen(self) -> tuple[LineCell, ...]:
        """The cells it sees, nearest first (found once: scoring and its words ask often)."""
        return tuple(cell for cell in self.cells if cell.sight is Sight.SEEN)

    @cached_property
    def seen_tiles(self) -> tuple[Tile, ...]:
        """The tiles it sees, nearest first (their values strictly increase)."""
        return tuple(cell.tile for cell in self.seen if cell.tile is not None)

    @cached_property
    def base(self) -> int:
        """The sum of the values it sees."""
        return sum(tile.value for tile in self.seen_tiles)

    @cached_property
    def bonus_groups(self) -> tuple[BonusGroup, ...]:
        """Each suit seen two or more times, in the order the suits first appear in the line
        (found once, as the points below: scoring and its words ask for them often)."""
        by_suit: dict[Suit, list[Tile]] = {}
        for tile in self.seen_tiles:
            by_suit.setdefault(tile.suit, []).append(tile)
        return tuple(
            BonusGroup(suit, tuple(tiles))
            for suit, tiles in by_suit.items()
            if len(tiles) >= BONUS_MIN_SEEN
        )

    @cached_property
    def bonus(self) -> int:
        """The same-suit bonus: the sum of its bonus groups."""
        return sum(group.points for group in self.bonus_groups)

    @cached_property
    def points(self) -> int:
        """What the visitor scores: the values it sees plus the bonus."""
        return self.base + self.bonus


def visitor_view(table: Table, visitor: Visitor) -> View:
    """Walk a visitor's line: the first face-up tile is seen, then each one larger than all
    face-up tiles before it; face-down tiles are skipped (spec/topiary.md, "Scoring")."""
    cells: list[LineCell] = []
    in_front: list[tuple[Position, Tile]] = []
    for position in visitor.line:
        tile = table.tile_at(position)
        if tile is None:
            cells.append(LineCell(position, None, Sight.DOWN))
            continue
        blocker = next(
            ((where, other) for where, other in in_front if other.value >= tile.value), None
        )
        if blocker is None:
            cells.append(LineCell(position, tile, Sight.SEEN))
        else:
            cells.append(LineCell(position, tile, Sight.HIDDEN, blocker))
        in_front.append((position, tile))
    return View(visitor, tuple(cells))
