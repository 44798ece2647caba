"""The Solstis mountain: its 48 cells, their neighbours, the fires, areas and paths down.

Rows are numbered from the bottom (1, red, the bottom line) to the top (6, purple) and columns
by tile number, so ``Cell(3, 4)`` is green 4 and columns line up from row to row (purple 4
sits on pink 4). Geometry from spec/solstis.md, "The panorama".
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Mapping
from enum import StrEnum
from functools import cache, lru_cache
from typing import NamedTuple

from scoring.i18n import current_language
from scoring.records import dataclass
from scoring.solstis import words
from scoring.wording import join_words, joined


class Colour(StrEnum):
    """The six coloured rows, bottom (red) to top (purple)."""

    RED = "red"
    ORANGE = "orange"
    GREEN = "green"
    BLUE = "blue"
    PINK = "pink"
    PURPLE = "purple"

    @property
    def row(self) -> int:
        """The row number, 1 for the red bottom line up to 6 for purple."""
        return _ROW_OF_COLOUR[self]


_ROW_OF_COLOUR = {colour: index + 1 for index, colour in enumerate(Colour)}


@dataclass(frozen=True)
class RowShape:
    """One row of the mountain: its number (1 = bottom), colour and first and last column."""

    row: int
    colour: Colour
    first_column: int
    last_column: int

    @property
    def columns(self) -> range:
        """The tile numbers of this row, left to right."""
        return range(self.first_column, self.last_column + 1)


ROWS: tuple[RowShape, ...] = (
    RowShape(1, Colour.RED, 1, 10),
    RowShape(2, Colour.ORANGE, 1, 10),
    RowShape(3, Colour.GREEN, 1, 10),
    RowShape(4, Colour.BLUE, 2, 9),
    RowShape(5, Colour.PINK, 3, 8),
    RowShape(6, Colour.PURPLE, 4, 7),
)
"""The stepped panorama, bottom row first (spec/solstis.md, "The panorama"): 48 cells."""

BOTTOM_ROW = 1
"""The red row is the bottom line that lights fires (spec/solstis.md, "Scoring" 2)."""

_SHAPE_OF_ROW = {shape.row: shape for shape in ROWS}

_NAME_OF_PLACE = {
    (shape.row, column): f"{shape.colour.value}-{column}"
    for shape in ROWS
    for column in shape.columns
}
"""Each cell's contract name by its (row, column), written once: scoring and the result page
ask for hundreds of names a table (a cell hashes as its (row, column) tuple)."""

_REF_OF_PLACE = {
    (shape.row, column): (shape.colour.value, column) for shape in ROWS for column in shape.columns
}
"""Each cell as an item ref by its (row, column), made once (as :data:`_NAME_OF_PLACE`)."""


class Cell(NamedTuple):
    """One place of the panorama, by row (1 = red, bottom) and column (the tile number).

    A named tuple, not a dataclass: scoring hashes, compares and sorts cells thousands of
    times a table (areas, paths, blocks), and a tuple does that in C, in (row, column) order.

    >>> Cell.from_name("purple-5")
    Cell(row=6, column=5)
    >>> Cell(3, 4).name, str(Cell(3, 4))
    ('green-4', 'Green 4')
    """

    row: int
    column: int

    @property
    def colour(self) -> Colour:
        return _SHAPE_OF_ROW[self.row].colour

    @property
    def name(self) -> str:
        """The contract's name of the cell (and of its landscape tile): ``"green-4"``."""
        return _NAME_OF_PLACE[self]

    @property
    def ref(self) -> tuple[str, int]:
        """The cell as an item ref: ``("green", 4)``."""
        return _REF_OF_PLACE[self]

    def __str__(self) -> str:
        """The cell as printed on its tile, for players to read: ``"Green 4"`` (in the
        current language)."""
        return _cell_labels(current_language())[self]

    @classmethod
    def from_name(cls, name: str) -> Cell:
        """The cell called exactly ``"COLOUR-NUMBER"``; raises ValueError naming what is wrong.

        The colour in lower case, a dash and the number without leading zeros, nothing else
        (spec/README.md, "Names and text"); a name that only differs in the way it is written
        (``"Red-1"``, ``"red 1"``, ``"red-01"``) is refused with the exact name to write.

        >>> Cell.from_name("red-01")
        Traceback (most recent call last):
        ...
        ValueError: 'red-01' is not written as the rules write a cell; write it exactly 'red-1' \
(the colour in lower case, a dash and the number, with no spaces or leading zeros).
        """
        known = _CELL_OF_NAME.get(name) if isinstance(name, str) else None
        if known is not None:
            return known  # Written exactly as the contract writes it: found at once.
        match = _EXACT_CELL_NAME.fullmatch(name)
        loose = match or _CELL_NAME.fullmatch(name.strip().lower())
        if loose is None:
            raise ValueError(words.say(words.NOT_A_CELL, value=repr(name)))
        colour_name, number_text = loose.groups()
        colours = {colour.value: colour for colour in Colour}
        if colour_name not in colours:
            raise ValueError(
                words.say(words.NOT_A_COLOUR, value=repr(name), colours=joined(", ", colours))
            )
        shape = _SHAPE_OF_ROW[colours[colour_name].row]
        number = int(number_text)
        if number not in shape.columns:
            raise ValueError(
                words.say(
                    words.NOT_IN_ROW,
                    value=repr(name),
                    colour=colour_name,
                    first=shape.first_column,
                    last=shape.last_column,
                )
            )
        cell = cls(shape.row, number)
        if match is None:
            raise ValueError(
                words.say(words.NOT_WRITTEN_AS_A_CELL, value=repr(name), exact=repr(cell.name))
            )
        return cell


_EXACT_CELL_NAME = re.compile(r"([a-z]+)-([1-9][0-9]?)", re.ASCII)
"""A cell exactly as the contract writes it: ``purple-5``."""

_CELL_NAME = re.compile(r"([a-z]+)\s*[-_\s]\s*(\d{1,3})", re.ASCII)
"""A cell as a player might mistype it (any case, spaces, leading zeros), to suggest the name."""

ALL_CELLS: tuple[Cell, ...] = tuple(
    Cell(shape.row, column) for shape in ROWS for column in shape.columns
)
"""Every cell, bottom row first, left to right (the order area ids follow)."""

_CELL_OF_NAME = {cell.name: cell for cell in ALL_CELLS}
"""Every cell by its exact name: most names a table gives are exact (``from_name``)."""

_PLACES = frozenset((cell.row, cell.column) for cell in ALL_CELLS)
"""Every cell's (row, column): looked up without making a Cell (scoring asks thousands of
times per table)."""


@lru_cache(maxsize=8)
def _cell_labels(language: str) -> dict[Cell, str]:
    """Every cell as printed on its tile (``"Green 4"``), in ``language``, the current one
    when it is asked for: worded once per language, not once each time a sentence or a
    result page names a cell (a few hundred times a table)."""
    return {
        cell: words.say(
            words.CELL_NAME, colour=words.colour_name(cell.colour.value), number=cell.column
        )
        for cell in ALL_CELLS
    }


def exists(row: int, column: int) -> bool:
    """Whether the mountain has a cell at this row and column."""
    return (row, column) in _PLACES


@cache
def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The cells sharing an edge with ``cell`` (never diagonal): below, left, right, above.

    >>> [str(other) for other in neighbours(Cell(6, 4))]
    ['Pink 4', 'Purple 5']
    """
    steps = ((-1, 0), (0, -1), (0, 1), (1, 0))
    return tuple(
        Cell(cell.row + rows, cell.column + columns)
        for rows, columns in steps
        if exists(cell.row + rows, cell.column + columns)
    )


FIRE_CELLS: tuple[Cell, ...] = tuple(
    Cell.from_name(name)
    for name in (
        "blue-2",
        "blue-9",
        "pink-3",
        "pink-8",
        "purple-4",
        "purple-5",
        "purple-6",
        "purple-7",
    )
)
"""The eight landscape tiles that each show a fire (spec/solstis.md, "Fires", components)."""

SHARED_FIRE_CELLS: tuple[Cell, Cell] = (Cell.from_name("purple-5"), Cell.from_name("purple-6"))
"""Purple 5 and purple 6 share one more fire across their common edge; it counts when both
tiles are in the panorama (spec/solstis.md, "Fires")."""


@dataclass(frozen=True)
class Fire:
    """A fire drawn on one landscape tile, or across two (the shared purple 5–6 fire)."""

    cells: tuple[Cell, ...]

    @property
    def name(self) -> str:
        """``"blue-9"``, or ``"purple-5+purple-6"`` for the shared fire."""
        return joined("+", [cell.name for cell in self.cells])

    @property
    def shared(self) -> bool:
        return len(self.cells) > 1

    @property
    def place(self) -> str:
        """Where the fire is drawn, for a list: ``"Blue 9"``, or for the shared fire
        ``"the fire shared by Purple 5 and Purple 6"``."""
        if self.shared:
            return str(self)
        return str(self.cells[0])

    @property
    def title(self) -> str:
        """The fire as a line's label: ``"Fire on Blue 9"``, ``"Fire shared by Purple 5 and
        Purple 6"``."""
        if self.shared:
            return words.say(
                words.FIRE_SHARED_TITLE, cells=join_words(str(cell) for cell in self.cells)
            )
        return words.say(words.FIRE_ON_TITLE, cell=str(self.cells[0]))

    def __str__(self) -> str:
        if self.shared:
            return words.say(words.FIRE_SHARED, cells=join_words(str(cell) for cell in self.cells))
        return words.say(words.FIRE_ON, cell=str(self.cells[0]))


FIRES: tuple[Fire, ...] = (
    *(Fire((cell,)) for cell in FIRE_CELLS),
    Fire(SHARED_FIRE_CELLS),
)
"""All nine fires of the mountain: one on each fire tile, plus the shared purple 5–6 fire."""


class Content(StrEnum):
    """What a cell of a player's panorama holds."""

    EMPTY = "empty"
    TILE = "tile"
    RAINBOW = "rainbow"


@dataclass(frozen=True)
class Area:
    """A group of occupied cells connected edge to edge (an area, or "section")."""

    id: int
    cells: tuple[Cell, ...]
    tiles: tuple[Cell, ...]
    rainbows: tuple[Cell, ...]

    @property
    def reaches_bottom(self) -> bool:
        """Whether the area holds a red (bottom line) cell, tile or rainbow."""
        return any(cell.row == BOTTOM_ROW for cell in self.cells)


def find_areas(grid: Mapping[Cell, Content]) -> tuple[Area, ...]:
    """The areas of a panorama, numbered from 1 in the order of their first cell
    (bottom row first, then left to right).

    >>> grid = {Cell(1, 1): Content.TILE, Cell(2, 1): Content.RAINBOW, Cell(1, 3): Content.TILE}
    >>> [(area.id, len(area.tiles), len(area.rainbows)) for area in find_areas(grid)]
    [(1, 1, 1), (2, 1, 0)]
    """
    seen: set[Cell] = set()
    areas: list[Area] = []
    for start in ALL_CELLS:
        if start in seen or grid.get(start, Content.EMPTY) is Content.EMPTY:
            continue
        seen.add(start)
        queue = deque([start])
        members: list[Cell] = []
        while queue:
            cell = queue.popleft()
            members.append(cell)
            for other in neighbours(cell):
                if other not in seen and grid.get(other, Content.EMPTY) is not Content.EMPTY:
                    seen.add(other)
                    queue.append(other)
        members.sort()
        areas.append(
            Area(
                id=len(areas) + 1,
                cells=tuple(members),
                tiles=tuple(cell for cell in members if grid[cell] is Content.TILE),
                rainbows=tuple(cell for cell in members if grid[cell] is Content.RAINBOW),
            )
        )
    return tuple(areas)


def path_to_bottom(grid: Mapping[Cell, Content], starts: Iterable[Cell]) -> tuple[Cell, ...]:
    """A shortest path of occupied cells from one of ``starts`` down to the bottom line,
    or ``()`` when there is none. Rainbows carry the path like tiles.

    >>> grid = {Cell(3, 2): Content.TILE, Cell(2, 2): Content.RAINBOW, Cell(1, 2): Content.TILE}
    >>> [str(cell) for cell in path_to_bottom(grid, [Cell(3, 2)])]
    ['Green 2', 'Orange 2', 'Red 2']
    """
    came_from: dict[Cell, Cell | None] = {}
    queue: deque[Cell] = deque()
    for start in starts:
        if grid.get(start, Content.EMPTY) is not Content.EMPTY and start not in came_from:
            came_from[start] = None
            queue.append(start)
    while queue:
        cell = queue.popleft()
        if cell.row == BOTTOM_ROW:
            path = [cell]
            step = came_from[cell]
            while step is not None:
                path.append(step)
                step = came_from[step]
            return tuple(reversed(path))
        for other in neighbours(cell):
            if other not in came_from and grid.get(other, Content.EMPTY) is not Content.EMPTY:
                came_from[other] = cell
                queue.append(other)
    return ()


BLOCKS: tuple[tuple[Cell, Cell, Cell, Cell], ...] = tuple(
    block
    for block in (
        (
            cell,
            Cell(cell.row, cell.column + 1),
            Cell(cell.row + 1, cell.column),
            Cell(cell.row + 1, cell.column + 1),
        )
        for cell in ALL_CELLS
    )
    if all(exists(part.row, part.column) for part in block)
)
"""Every 2×2 block of the mountain (bottom-left, bottom-right, top-left, top-right), bottom
row first: the places a spirit can sit (spec/solstis.md, "Spirits")."""


def complete_blocks(occupied: Iterable[Cell]) -> tuple[tuple[Cell, Cell, Cell, Cell], ...]:
    """Every 2×2 block of the mountain whose four cells are all occupied (a spirit sits on
    the centre of one), each as (bottom-left, bottom-right, top-left, top-right).

    >>> len(complete_blocks([Cell(1, 1), Cell(1, 2), Cell(2, 1), Cell(2, 2), Cell(1, 3)]))
    1
    """
    filled = set(occupied)
    return tuple(block for block in BLOCKS if filled.issuperset(block))


def describe_cells(cells: Iterable[Cell]) -> str:
    """Cells grouped by row, bottom first, with runs shortened: ``"Red 6; Green 1–7, 9"``.

    >>> describe_cells([Cell(3, 1), Cell(3, 2), Cell(3, 3), Cell(3, 9), Cell(1, 6)])
    'Red 6; Green 1–3, 9'
    """
    by_row: dict[int, list[int]] = {}
    for cell in sorted(set(cells)):
        by_row.setdefault(cell.row, []).append(cell.column)
    parts = []
    for row, columns in by_row.items():
        runs: list[str] = []
        start = previous = columns[0]
        for column in [*columns[1:], None]:
            if column is not None and column == previous + 1:
                previous = column
                continue
            if previous - start >= 2:
                runs.append(f"{start}–{previous}")
            else:
                runs.extend(str(number) for number in range(start, previous + 1))
            if column is not None:
                start = previous = column
        colour = words.colour_name(_SHAPE_OF_ROW[row].colour.value)
        parts.append(colour + " " + joined(", ", runs))  # + keeps the colour's recipe
    return joined("; ", parts)
