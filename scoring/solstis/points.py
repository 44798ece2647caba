"""Scoring a finished Solstis table, every point explained (spec/solstis.md, "Scoring")."""

from __future__ import annotations

from collections.abc import Callable

from scoring.i18n import _
from scoring.records import dataclass, field
from scoring.result import Category, LineItem, PlayerScore, Result
from scoring.solstis import words
from scoring.solstis.model import Player, Table
from scoring.solstis.mountain import (
    ALL_CELLS,
    FIRE_CELLS,
    FIRES,
    ROWS,
    Area,
    Cell,
    Content,
    Fire,
    describe_cells,
    find_areas,
    path_to_bottom,
)
from scoring.solstis.rulebook import AREA_RULE, FIRES_RULE, SPIRITS_RULE, spirit_rule
from scoring.solstis.spirits import (
    BLUE_BONUS_PER_COUNT,
    EVIL_SPIRIT_NAME,
    SPIRIT_POINTS,
    Background,
    Spirit,
)
from scoring.solstis.words import say
from scoring.wording import capitalize_first, joined

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

GAME = "solstis"
"""The game's slug in the registry and the result JSON."""

AREA_POINTS_PER_TILE = 1
"""The largest area scores 1 point per landscape tile in it (spec/solstis.md, "Scoring" 1)."""

LIT_FIRE_POINTS = 1
"""Each lit fire scores 1 point (spec/solstis.md, "Scoring" 2)."""

LARGEST_AREA = words.LARGEST_AREA_CATEGORY
FIRES_CATEGORY = words.FIRES_CATEGORY
SPIRITS_CATEGORY = words.SPIRITS_CATEGORY
EFFECTS_CATEGORY = words.EFFECTS_CATEGORY
CATEGORIES = (LARGEST_AREA, FIRES_CATEGORY, SPIRITS_CATEGORY, EFFECTS_CATEGORY)
"""Every player's breakdown has these four categories, in this order (the English source:
a result names them in its language, ``_(name)``)."""


@dataclass(frozen=True)
class FireState:
    """A fire whose tile(s) are in the panorama, and whether (and how) it is lit."""

    fire: Fire
    area: Area
    path: tuple[Cell, ...]

    @property
    def lit(self) -> bool:
        """Whether a path of tiles and rainbows joins the fire to the bottom line."""
        return bool(self.path)


@dataclass(frozen=True)
class FinalPanorama:
    """A player's panorama as scored: after the Squirrel, with its areas and fires."""

    grid: dict[Cell, Content]
    placed_from_hand: tuple[Cell, ...]
    areas: tuple[Area, ...]
    largest: Area | None
    fires: tuple[FireState, ...]
    _area_by_cell: dict[Cell, Area] = field(init=False, repr=False, compare=False)
    """Each occupied cell's area, found once (a result page asks for every cell)."""

    def __post_init__(self) -> None:
        by_cell: dict[Cell, Area] = {}
        for area in self.areas:
            for cell in area.cells:
                by_cell.setdefault(cell, area)
        object.__setattr__(self, "_area_by_cell", by_cell)

    def area_of(self, cell: Cell) -> Area | None:
        """The area holding ``cell``, or None for an empty cell."""
        return self._area_by_cell.get(cell)

    @property
    def tied_largest(self) -> tuple[Area, ...]:
        """Other areas exactly as large as the largest one and with as many landscape tiles:
        either would score the same; the largest is the first of them by area id."""
        largest = self.largest
        if largest is None:
            return ()
        return tuple(
            area
            for area in self.areas
            if area is not largest and area_rank(area) == area_rank(largest)
        )

    @property
    def same_size_fewer_tiles(self) -> tuple[Area, ...]:
        """Other areas with as many cells as the largest one but fewer landscape tiles: they
        lose the tie on size (spec/solstis.md, "Scoring" 1)."""
        largest = self.largest
        if largest is None:
            return ()
        return tuple(
            area
            for area in self.areas
            if len(area.cells) == len(largest.cells) and len(area.tiles) < len(largest.tiles)
        )

    @property
    def rainbows(self) -> tuple[Cell, ...]:
        """The cells holding a rainbow, bottom row first."""
        return tuple(cell for cell in ALL_CELLS if self.grid.get(cell) is Content.RAINBOW)


def area_rank(area: Area) -> tuple[int, int]:
    """What makes an area the largest: first its cells, rainbows included ("Rainbow cards can
    be used to expand your area"), then, between areas of the same size, its landscape tiles
    (spec/solstis.md, "Scoring" 1, as the licensed digital edition scores it)."""
    return (len(area.cells), len(area.tiles))


def largest_area(areas: tuple[Area, ...]) -> Area | None:
    """The area that scores: the one with the most cells, then the most landscape tiles;
    between areas equal on both (same points either way), the first by area id, the one whose
    first cell comes first bottom row first, then left to right. None without any area.

    >>> from scoring.solstis.mountain import Cell, Content, find_areas
    >>> grid = {Cell(1, 1): Content.TILE, Cell(1, 2): Content.RAINBOW, Cell(1, 3): Content.RAINBOW,
    ...         Cell(1, 6): Content.TILE, Cell(1, 7): Content.TILE}
    >>> area = largest_area(find_areas(grid))
    >>> area.id, len(area.cells), len(area.tiles)
    (1, 3, 1)
    """
    best: Area | None = None
    for area in areas:
        if best is None or area_rank(area) > area_rank(best):
            best = area
    return best


def final_panorama(player: Player) -> FinalPanorama:
    """The panorama scored for ``player``: the Squirrel (if it works) first puts the tiles
    left in hand into their empty cells; then areas, the largest area and the fires.

    >>> from scoring.solstis.parsing import parse
    >>> table = parse({"players": [
    ...     {"name": "A", "tiles": ["red-1", "orange-1"], "rainbows": ["red-3"]},
    ...     {"name": "B", "tiles": []}]})
    >>> [(area.id, len(area.tiles)) for area in final_panorama(table.players[0]).areas]
    [(1, 2), (2, 0)]
    """
    grid: dict[Cell, Content] = {}
    for cell in player.rainbows:
        grid[cell] = Content.RAINBOW
    for cell in player.tiles:
        grid[cell] = Content.TILE
    placed: list[Cell] = []
    if player.is_active(Spirit.SQUIRREL):
        for cell in player.hand:
            if cell not in grid:
                grid[cell] = Content.TILE
                placed.append(cell)
    areas = find_areas(grid)
    largest = largest_area(areas)
    fires: list[FireState] = []
    for fire in FIRES:
        if all(grid.get(cell) is Content.TILE for cell in fire.cells):
            area = next(area for area in areas if fire.cells[0] in area.cells)
            # A path down stays inside the fire's area: one that never reaches the bottom
            # line has none, and is not searched cell by cell.
            path = path_to_bottom(grid, fire.cells) if area.reaches_bottom else ()
            fires.append(FireState(fire, area, path))
    return FinalPanorama(grid, tuple(placed), areas, largest, tuple(fires))


def score(table: Table) -> Result:
    """Score a parsed table: largest area, fires, spirits and the blue spirits' effects.

    >>> from scoring.solstis.parsing import parse
    >>> result = score(parse({"players": [
    ...     {"name": "Lou", "tiles": ["red-1", "red-2", "orange-1", "orange-2"],
    ...      "spirits": ["wolf"]},
    ...     {"name": "Max", "tiles": ["green-5"]}]}))
    >>> [(player.name, player.total) for player in result.players]
    [('Lou', 6), ('Max', 1)]
    """
    scores: list[PlayerScore] = []
    warnings: list[str] = []
    panoramas: list[dict[str, Any]] = []
    for player in table.players:
        board = final_panorama(player)
        scores.append(
            PlayerScore(
                player.name,
                (
                    Category(_(LARGEST_AREA), _largest_area_items(board)),
                    Category(_(FIRES_CATEGORY), _fire_items(board)),
                    Category(_(SPIRITS_CATEGORY), _spirit_items(player)),
                    Category(_(EFFECTS_CATEGORY), _effect_items(player, board)),
                ),
            )
        )
        warnings.extend(_warnings(player))
        panoramas.append(_panorama_section(player, board))
    return Result.ranked(GAME, scores, (), warnings, {"panoramas": panoramas})


def _names(cells: tuple[Cell, ...] | list[Cell]) -> list[str]:
    return [cell.name for cell in cells]


def _cell_in_path(cell: Cell, grid: dict[Cell, Content]) -> str:
    if grid.get(cell) is Content.RAINBOW:
        return say(words.CELL_IN_PATH_RAINBOW, cell=str(cell))
    return str(cell)


def _area_size(area: Area) -> str:
    """An area's size in cells, its tiles and its rainbows: ``"7 cells, 3 tiles + 4 rainbows"``
    (``"4 cells, 4 tiles"`` without rainbows)."""
    sizes = {
        "cells": words.cells(len(area.cells)),
        "tiles": words.tiles(len(area.tiles)),
        "rainbows": words.rainbows(len(area.rainbows)),
    }
    return say(words.AREA_SIZE_RAINBOWS if area.rainbows else words.AREA_SIZE, **sizes)


def _area_ids(areas: tuple[Area, ...] | list[Area]) -> str:
    """``"Area 2"`` or ``"Areas 2, 3"``, opening a sentence."""
    return words.area_ids([area.id for area in areas])


def _largest_area_sentences(largest: Area) -> list[str]:
    """What the largest area is made of and what it scores; its rainbows in a sentence of
    their own, so that each sentence agrees in number with its own count."""
    count = len(largest.tiles)
    points = count * AREA_POINTS_PER_TILE
    values = {
        "id": largest.id,
        "size": _area_size(largest),
        "points": points,
        "count": count,
        "each": AREA_POINTS_PER_TILE,
        "tiles": words.landscape_tiles(count),
        "tile_cells": describe_cells(largest.tiles),
        "rainbows": words.rainbows(len(largest.rainbows)),
        "rainbow_cells": describe_cells(largest.rainbows),
    }
    if not largest.tiles:
        return [say(words.LARGEST_AREA_ONLY_RAINBOWS, **values)]
    sentences = [words.largest_area(count) % values]
    if largest.rainbows:
        sentences.append(words.area_rainbows(len(largest.rainbows)) % values)
    return sentences


def _other_areas_sentences(board: FinalPanorama, largest: Area) -> list[str]:
    """The other areas, and why none of them is the largest instead."""
    count = len(largest.tiles)
    cells = words.cells(len(largest.cells))
    sentences: list[str] = []

    def tell(
        areas: list[Area] | tuple[Area, ...], sentence: Callable[[int], str], **values: Any
    ) -> None:
        if areas:
            sentences.append(sentence(len(areas)) % {"areas": _area_ids(areas), **values})

    others = [area for area in board.areas if area is not largest]
    listing = joined(
        ", ", [say(words.AREA_AND_SIZE, id=area.id, size=_area_size(area)) for area in others]
    )
    if others:
        sentences.append(words.other_areas(len(others)) % {"listing": listing})
    tell(board.same_size_fewer_tiles, words.same_size_fewer_tiles, cells=cells)
    tell(board.tied_largest, words.tied_largest, cells=cells, tiles=words.tiles(count))
    more_tiles = [area for area in board.areas if len(area.tiles) > count]
    tell(more_tiles, words.more_tiles_fewer_cells)
    return sentences


def _largest_area_items(board: FinalPanorama) -> tuple[LineItem, ...]:
    largest = board.largest
    if largest is None:
        return (
            LineItem(_(words.EMPTY_PANORAMA_LABEL), 0, _(words.EMPTY_PANORAMA), rule=AREA_RULE),
        )
    size = _area_size(largest)
    sentences = [*_largest_area_sentences(largest), *_other_areas_sentences(board, largest)]
    return (
        LineItem(
            say(words.LARGEST_AREA_LABEL, size=size),
            len(largest.tiles) * AREA_POINTS_PER_TILE,
            joined(" ", sentences),
            refs=tuple(cell.ref for cell in largest.tiles),
            details={
                "area": largest.id,
                "size": len(largest.cells),
                "tiles": _names(largest.tiles),
                "rainbows": _names(largest.rainbows),
                "same_size": [area.id for area in board.same_size_fewer_tiles],
                "tied_with": [area.id for area in board.tied_largest],
            },
            rule=AREA_RULE,
        ),
    )


def _fire_items(board: FinalPanorama) -> tuple[LineItem, ...]:
    if board.fires:
        return tuple(_fire_item(state, board.grid) for state in board.fires)
    fire_tiles = joined(", ", [str(cell) for cell in FIRE_CELLS])
    return (
        LineItem(
            _(words.NO_FIRES_LABEL), 0, say(words.NO_FIRES, fire_tiles=fire_tiles), rule=FIRES_RULE
        ),
    )


def _fire_item(state: FireState, grid: dict[Cell, Content]) -> LineItem:
    """A fire's line: lit along its path (each rainbow on it named), or why it is not."""
    fire = state.fire
    label_place = fire.title
    details: dict[str, Any] = {
        "fire": fire.name,
        "cells": _names(fire.cells),
        "lit": state.lit,
        "path": _names(state.path),
        "area": state.area.id,
    }
    if state.lit:
        steps = joined(" → ", [_cell_in_path(cell, grid) for cell in state.path])
        return LineItem(
            say(words.LIT_LABEL, fire=label_place),
            LIT_FIRE_POINTS,
            say(words.LIT, fire=capitalize_first(str(fire)), steps=steps, points=LIT_FIRE_POINTS),
            refs=tuple(cell.ref for cell in state.path),
            details=details,
            rule=FIRES_RULE,
        )
    area = state.area
    return LineItem(
        say(words.UNLIT_LABEL, fire=label_place),
        0,
        say(
            words.UNLIT,
            fire=capitalize_first(str(fire)),
            id=area.id,
            tiles=words.tiles(len(area.tiles)),
            rainbows=words.rainbows(len(area.rainbows)),
        ),
        refs=tuple(cell.ref for cell in fire.cells),
        details=details,
        rule=FIRES_RULE,
    )


def _spirit_items(player: Player) -> tuple[LineItem, ...]:
    items: list[LineItem] = []
    if not player.spirits and not player.evil_spirit:
        items.append(LineItem(_(words.NO_SPIRITS_LABEL), 0, _(words.NO_SPIRITS), rule=SPIRITS_RULE))
    for spirit in player.spirits:
        card = spirit.card
        details = {"spirit": spirit.value, "background": card.background.value}
        if player.is_active(spirit):
            items.append(
                LineItem(
                    card.name,
                    SPIRIT_POINTS,
                    say(
                        words.SPIRIT_MET[card.background.value],
                        spirit=card.name,
                        points=SPIRIT_POINTS,
                    ),
                    details={**details, "covered": False},
                    rule=SPIRITS_RULE,
                )
            )
        else:
            items.append(
                LineItem(
                    say(words.COVERED_LABEL, spirit=card.name),
                    0,
                    say(words.COVERED, evil_spirit=_(EVIL_SPIRIT_NAME), spirit=card.name),
                    details={**details, "covered": True},
                    rule=SPIRITS_RULE,
                )
            )
    if player.evil_spirit:
        covered = player.evil_spirit_covers
        if covered is not None:
            text = say(words.EVIL_COVERS, evil_spirit=_(EVIL_SPIRIT_NAME), spirit=covered.label)
        else:
            text = say(words.EVIL_COVERS_NOTHING, evil_spirit=_(EVIL_SPIRIT_NAME))
        items.append(
            LineItem(
                _(EVIL_SPIRIT_NAME),
                0,
                text,
                details={
                    "spirit": "evil_spirit",
                    "background": Background.RED.value,
                    "covers": covered.value if covered is not None else None,
                },
                rule=SPIRITS_RULE,
            )
        )
    return tuple(items)


def _bonus(
    spirit: Spirit,
    counted: list[str],
    refs: tuple[Any, ...] = (),
    extra: dict[str, Any] | None = None,
) -> LineItem:
    """A blue spirit's bonus: +1 per thing it counts, each thing named."""
    count = len(counted)
    points = count * BLUE_BONUS_PER_COUNT
    values = {
        "spirit": spirit.label,
        "each": BLUE_BONUS_PER_COUNT,
        "listing": joined(", ", counted),
        "count": count,
        "points": points,
    }
    sentences = words.BONUS if counted else words.BONUS_FOR_NOTHING
    return LineItem(
        words.bonus_label(spirit.value, spirit.label, count),
        points,
        say(sentences[spirit.value], **values),
        refs=refs,
        details={"spirit": spirit.value, "count": count, **(extra or {})},
        rule=spirit_rule(spirit),
    )


def _spirits_bonus(spirit: Spirit, active: list[Spirit], board: FinalPanorama) -> LineItem:
    """The Bee (per plain-background spirit) and the Bird (per other blue-background one)."""
    background = Background.PLAIN if spirit is Spirit.BEE else Background.BLUE
    counted = [s for s in active if s.card.background is background and s is not spirit]
    return _bonus(spirit, [s.label for s in counted], extra={"counted": [s.value for s in counted]})


def _fires_bonus(spirit: Spirit, active: list[Spirit], board: FinalPanorama) -> LineItem:
    """The Ladybug (per unlit fire) and the Moth (per lit fire)."""
    lit = spirit is Spirit.MOTH
    fires = [state for state in board.fires if state.lit is lit]
    return _bonus(
        spirit,
        [state.fire.place for state in fires],
        refs=tuple(cell.ref for state in fires for cell in state.fire.cells),
        extra={"counted": [state.fire.name for state in fires]},
    )


def _wolf_bonus(spirit: Spirit, active: list[Spirit], board: FinalPanorama) -> LineItem:
    """The Wolf: per separate area."""
    areas = [
        say(words.AREA_AND_TILES, id=area.id, tiles=words.tiles(len(area.tiles)))
        for area in board.areas
    ]
    return _bonus(spirit, areas, extra={"counted": [area.id for area in board.areas]})


def _lizard_bonus(spirit: Spirit, active: list[Spirit], board: FinalPanorama) -> LineItem:
    """The Lizard: per rainbow."""
    rainbows = board.rainbows
    return _bonus(
        spirit,
        [str(cell) for cell in rainbows],
        refs=tuple(cell.ref for cell in rainbows),
        extra={"counted": _names(rainbows)},
    )


def _squirrel_item(spirit: Spirit, active: list[Spirit], board: FinalPanorama) -> LineItem:
    """The Squirrel scores nothing itself: it places the tiles left in hand before scoring."""
    placed = board.placed_from_hand
    if placed:
        text = words.squirrel_placed(len(placed)) % {
            "count": len(placed),
            "cells": describe_cells(placed),
        }
    else:
        text = _(words.SQUIRREL_PLACED_NOTHING)
    return LineItem(
        words.squirrel_label(len(placed)),
        0,
        text,
        refs=tuple(cell.ref for cell in placed),
        details={"spirit": spirit.value, "count": len(placed), "placed": _names(placed)},
        rule=spirit_rule(spirit),
    )


_EFFECTS: dict[Spirit, Callable[[Spirit, list[Spirit], FinalPanorama], LineItem]] = {
    Spirit.BEE: _spirits_bonus,
    Spirit.BIRD: _spirits_bonus,
    Spirit.LADYBUG: _fires_bonus,
    Spirit.MOTH: _fires_bonus,
    Spirit.WOLF: _wolf_bonus,
    Spirit.LIZARD: _lizard_bonus,
    Spirit.SQUIRREL: _squirrel_item,
}
"""The item each blue-background spirit with an end-of-game effect adds (spec/solstis.md,
"Spirits")."""


def _effect_items(player: Player, board: FinalPanorama) -> tuple[LineItem, ...]:
    """The blue spirits' effects, in the order the player holds them (covered ones excluded)."""
    active = [spirit for spirit in player.spirits if player.is_active(spirit)]
    return tuple(
        _EFFECTS[spirit](spirit, active, board)
        for spirit in active
        if spirit.card.background is Background.BLUE and spirit in _EFFECTS
    )


def _warnings(player: Player) -> list[str]:
    """What the scorer counted but a player may want to check: an Evil Spirit covering
    nothing beside spirits, and tiles marked in hand with no Squirrel to place them (the
    form offers "in hand" to every player, so the slip is easy to make)."""
    warnings: list[str] = []
    if player.evil_spirit and player.evil_spirit_covers is None and player.spirits:
        warnings.append(
            say(
                words.EVIL_SPIRIT_COVERS_NOTHING,
                name=player.name,
                evil_spirit=_(EVIL_SPIRIT_NAME),
                spirits=words.spirits(len(player.spirits)),
            )
        )
    if player.hand and Spirit.SQUIRREL not in player.spirits:
        count = len(player.hand)
        warnings.append(words.hand_without_squirrel(count) % {"name": player.name, "count": count})
    return warnings


_RESULT_ROWS: tuple[tuple[int, str, tuple[tuple[Cell, str, int], ...]], ...] = tuple(
    (
        shape.row,
        shape.colour.value,
        tuple(
            (Cell(shape.row, column), Cell(shape.row, column).name, column)
            for column in shape.columns
        ),
    )
    for shape in reversed(ROWS)
)
"""The panorama as a result draws it, top row first: each row's number and colour, and its
cells with their names and columns (made once: a result lists all 48 cells a player)."""

_CONTENT_NAMES = {content: content.value for content in Content}
"""What a cell holds, as the result JSON writes it (``"tile"``)."""


def _panorama_section(player: Player, board: FinalPanorama) -> dict[str, Any]:
    """A player's panorama for the result's ``panoramas`` section: every cell, top row first,
    with what it holds, its area and its fires; and the areas."""
    largest_id = board.largest.id if board.largest is not None else None
    fires_on: dict[Cell, list[dict[str, Any]]] = {}
    for state in board.fires:
        for cell in state.fire.cells:
            fires_on.setdefault(cell, []).append({"fire": state.fire.name, "lit": state.lit})
    placed = set(board.placed_from_hand)
    grid = board.grid
    rows = []
    for row, colour, cells in _RESULT_ROWS:
        drawn = []
        for cell, name, column in cells:
            area = board.area_of(cell)
            drawn.append(
                {
                    "cell": name,
                    "column": column,
                    "content": _CONTENT_NAMES[grid.get(cell, Content.EMPTY)],
                    "area": area.id if area is not None else None,
                    "in_largest_area": area is not None and area.id == largest_id,
                    "from_hand": cell in placed,
                    "fires": fires_on.get(cell, []),
                }
            )
        rows.append({"row": row, "colour": colour, "cells": drawn})
    return {
        "player": player.name,
        "placed_from_hand": _names(board.placed_from_hand),
        "largest_area": largest_id,
        "areas": [
            {
                "id": area.id,
                "cells": len(area.cells),
                "tiles": len(area.tiles),
                "rainbows": len(area.rainbows),
                "reaches_bottom": area.reaches_bottom,
                "largest": area.id == largest_id,
            }
            for area in board.areas
        ],
        "rows": rows,
    }
