"""Every sentence Solstis's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

# --- Largest area --------------------------------------------------------------------------

EMPTY_PANORAMA_LABEL = "Largest area: empty panorama"
EMPTY_PANORAMA = "The panorama holds no tiles or rainbows, so there is no area to score → 0."
LARGEST_AREA_LABEL = "Largest area: {size}"
LARGEST_AREA_ONE_TILE = (
    "Area {id} is the largest area: {size} → {points}. Its {tiles} ({tile_cells}) scores {each} "
    "point: {count} × {each} = {points}."
)
LARGEST_AREA_ONE_TILE_RAINBOWS = (
    "Area {id} is the largest area: {size} → {points}. Its {tiles} ({tile_cells}) scores {each} "
    "point; its {rainbows} ({rainbow_cells}) expand the area but score nothing: {count} × "
    "{each} = {points}."
)
LARGEST_AREA_TILES = (
    "Area {id} is the largest area: {size} → {points}. Its {tiles} ({tile_cells}) score {each} "
    "point each: {count} × {each} = {points}."
)
LARGEST_AREA_TILES_RAINBOWS = (
    "Area {id} is the largest area: {size} → {points}. Its {tiles} ({tile_cells}) score {each} "
    "point each; its {rainbows} ({rainbow_cells}) expand the area but score nothing: {count} × "
    "{each} = {points}."
)
LARGEST_AREA_ONLY_RAINBOWS = (
    "Area {id} is the largest area: {size} → {points}. It is made only of rainbows "
    "({rainbow_cells}), which expand an area but score nothing, and it holds no landscape tile: "
    "{count} × {each} = {points}."
)
AREA_AND_SIZE = "area {id} ({size})"
OTHER_AREA = "The other area: {listing}."
OTHER_AREAS = "The other areas: {listing}."
SAME_SIZE_FEWER_TILES = (
    "{areas} is as large ({cells}) but holds fewer tiles: between areas of the same size, the "
    "one with more landscape tiles counts."
)
SAME_SIZE_FEWER_TILES_SEVERAL = (
    "{areas} are as large ({cells}) but hold fewer tiles: between areas of the same size, the "
    "one with more landscape tiles counts."
)
TIED_LARGEST = (
    "{areas} also has {cells} and {tiles}; only one area scores, and either gives the same points."
)
TIED_LARGEST_SEVERAL = (
    "{areas} also have {cells} and {tiles}; only one area scores, and either gives the same points."
)
MORE_TILES_FEWER_CELLS = (
    "{areas} has more tiles but fewer cells: the largest area is the one with the most cells, "
    "rainbows included."
)
MORE_TILES_FEWER_CELLS_SEVERAL = (
    "{areas} have more tiles but fewer cells: the largest area is the one with the most cells, "
    "rainbows included."
)

# --- Fires --------------------------------------------------------------------------------

NO_FIRES_LABEL = "No fires"
NO_FIRES = (
    "None of the fire tiles ({fire_tiles}) is in the panorama as a landscape tile (a rainbow "
    "shows no fire) → 0."
)
LIT_LABEL = "{fire}: lit"
LIT = "{fire} connects to the bottom line: {steps} → {points} point."
UNLIT_LABEL = "{fire}: unlit"
UNLIT = (
    "{fire} is in area {id} ({tiles}, {rainbows}), which has no red cell: no path of tiles and "
    "rainbows reaches the bottom line → 0."
)

# --- Spirits -------------------------------------------------------------------------------

NO_SPIRITS_LABEL = "No spirits"
NO_SPIRITS = "No spirit was met → 0."
SPIRIT_MET = "The {spirit} ({background} background) is in the panorama → {points} point."
COVERED_LABEL = "{spirit} (covered)"
COVERED = "The {evil_spirit} covers the {spirit}: it scores nothing and has no effect → 0."
EVIL_COVERS = "The {evil_spirit} covers the {spirit}; neither of them scores → 0."
EVIL_COVERS_NOTHING = "The {evil_spirit} covers no spirit and scores nothing → 0."

# --- Spirit effects ------------------------------------------------------------------------

BONUS_LABEL = "{spirit}: {counted}"
BONUS = "{spirit}, +{each} per {what}: {listing} → {count} × {each} = {points}."
BONUS_FOR_NOTHING = "{spirit}, +{each} per {what} → {count} × {each} = {points}."
PLAIN_SPIRIT = "plain-background spirit"
OTHER_BLUE_SPIRIT = "other blue-background spirit"
LIT_FIRE = "lit fire"
UNLIT_FIRE = "unlit fire"
SEPARATE_AREA = "separate area"
AREA_AND_TILES = "area {id} ({tiles})"
SQUIRREL_LABEL = "Squirrel: {tiles} placed"
SQUIRREL_PLACED = (
    "Before scoring, the Squirrel put the {tiles} left in hand into their empty cells ({cells}); "
    "they count for the areas, fires and other spirits above → no points of its own."
)
SQUIRREL_PLACED_NOTHING = "No tiles were left in hand, so the Squirrel placed nothing → 0."

# --- Warnings ------------------------------------------------------------------------------

EVIL_SPIRIT_COVERS_NOTHING = (
    "{name} holds the {evil_spirit} marked as covering no spirit, but has {spirits}; the "
    "opponent should have chosen one to cover. All of them were scored."
)

# --- Counts --------------------------------------------------------------------------------

CELL = "cell"
TILE = "tile"
LANDSCAPE_TILE = "landscape tile"
RAINBOW = "rainbow"
SPIRIT = "spirit"
AREA = "Area {ids}"
AREAS = "Areas {ids}"
"""One area or several, by number, opening a sentence."""
