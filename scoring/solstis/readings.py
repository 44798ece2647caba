"""How the product reads Solstis where the printed rules are silent or ambiguous."""

from __future__ import annotations

READINGS: tuple[str, ...] = (
    "Every landscape tile has one place, given by its colour (row) and number (column); rows "
    "are red (bottom line), orange, green, blue, pink and purple (top), as on the components.",
    "Cells are adjacent only when they share an edge, never diagonally.",
    "An area is a group of occupied cells (tiles and rainbows) joined edge to edge; a single "
    "isolated tile, or a lone rainbow, is an area of its own.",
    "Rainbows connect an area and carry a fire's path to the bottom line, but score nothing in "
    "the largest area and show no fire.",
    "The largest area is the one with the most landscape tiles (rainbows not counted); when "
    "two areas tie, either scores the same and the result marks the one whose first cell "
    "(bottom row first, then left to right) comes first.",
    "A fire on a landscape tile is lit when its area contains any cell of the red bottom line, "
    "tile or rainbow; the result shows one shortest path down.",
    "Purple 5 and Purple 6 share a ninth fire across their common edge: it exists only when "
    "both tiles are in the panorama, and it scores, and counts for the Ladybug or Moth, like "
    "any other fire.",
    "The Ladybug counts the unlit fires on the player's own landscape tiles; fire cells that "
    "are empty or hold a rainbow count for nothing.",
    "The Wolf counts every separate area, including an area made only of rainbows.",
    'The Bee counts the plain-background spirits (the source\'s "grey"); the Bird counts the '
    "other blue-background spirits, the Squirrel included; neither counts the Evil Spirit or "
    "a covered spirit.",
    "The Squirrel places the tiles left in hand into their empty cells before anything is "
    "scored, so they count for the areas, fires and every other spirit; it scores no points "
    "of its own.",
    "A hand tile whose cell holds a rainbow cannot be placed automatically (the owner moves "
    "the rainbow): the table is refused and the final panorama must be entered by hand.",
    "A tile exists once: a hand tile that is also in a panorama or in the other player's hand "
    "is refused, even without a working Squirrel.",
    "The Evil Spirit and the spirit it covers score nothing and have no effect; a covered "
    'Squirrel moves no tiles. "none" means the holder had no other spirit; if the holder '
    "does have spirits, all of them are scored and a warning says so.",
    "Each spirit sits on its own complete 2×2 block of occupied cells, so a player cannot have "
    "more spirits (the covered one included, the Evil Spirit not) than complete blocks in the "
    "panorama as entered, before the Squirrel places the hand.",
    "The rules give no tie-breaker: players tied on points share the win.",
)
"""Every interpretation the product makes (spec/solstis.md and this module), one per line."""
