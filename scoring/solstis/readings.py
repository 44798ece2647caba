"""How the product reads Solstis where the printed rules are silent or ambiguous.

The sentences are the English source, marked with ``N_``; :func:`readings` and
:func:`input_notes` give them in the current language, as the rules page reads them (the
package's ``READINGS`` and ``INPUT_NOTES`` are those, read when asked for).
"""

from __future__ import annotations

from scoring.i18n import N_, _

RULEBOOK_LARGEST_AREA = N_(
    "In your largest adjacent tile area, each panorama tile earns 1 star. Rainbow cards can be "
    "used to expand your area, but they don't earn points in this context."
)
"""The rulebook's words for the largest area (seed rulebook, "Scoring"), quoted on the rules
page beside our reading of them (spec/solstis.md, "Scoring" 1)."""


READING_SOURCES: tuple[str, ...] = (
    N_(
        "Every landscape tile has 1 place: its colour is its row and its number its column. The"
        " rows are red (the bottom line), orange, green, blue, pink and purple (the top), as on"
        " the components."
    ),
    N_("Cells are neighbours only when they share an edge, never diagonally."),
    N_(
        "An area is a group of filled cells (tiles and rainbows) joined edge to edge; a single "
        "tile on its own, or a lone rainbow, is an area of its own."
    ),
    N_(
        "Rainbows join an area together, count in its size and carry a fire's path to the "
        "bottom line, but score nothing and show no fire."
    ),
    N_(
        "The rulebook says: “%(rulebook)s” We read it as the licensed digital edition scores "
        "it: the largest area is the one with the most cells, rainbows included, and only its "
        "landscape tiles score, 1 point each. So 3 tiles joined by 4 rainbows (7 cells, 3 "
        "points) beat 4 tiles on their own (4 cells)."
    ),
    N_(
        "Between 2 areas of the same size, the one with more landscape tiles counts. When they "
        "also hold as many tiles, either scores the same, and the result marks the one whose "
        "first cell (bottom row first, then left to right) comes first."
    ),
    N_(
        "An area made only of rainbows is an area like any other: when it has the most cells it"
        " is the largest area, and with no landscape tile in it, it scores 0."
    ),
    N_(
        "A fire on a landscape tile is lit when its area reaches any cell of the red bottom "
        "line, tile or rainbow; the result shows 1 shortest path down."
    ),
    N_(
        "Purple 5 and Purple 6 share a 9th fire across their common edge: it is there only when"
        " both tiles are in the panorama, and it scores, and counts for the Ladybug or Moth, "
        "like any other fire."
    ),
    N_(
        "The Ladybug counts the unlit fires on the player's own landscape tiles; fire cells "
        "that are empty or hold a rainbow count for nothing."
    ),
    N_("The Wolf counts every separate area, including an area made only of rainbows."),
    N_(
        "The Bee counts the plain-background spirits (the ones the rulebook calls grey); the "
        "Bird counts the other blue-background spirits, the Squirrel included; neither counts "
        "the Evil Spirit or a covered spirit."
    ),
    N_(
        "The Squirrel places the tiles left in hand into their empty cells before anything is "
        "scored, so they count for the areas, fires and every other spirit; it scores no points"
        " of its own."
    ),
    N_(
        "A tile left in hand whose cell holds a rainbow is discarded when that rainbow is under "
        'a spirit, and otherwise placed after its owner moves the rainbow (the rules: "If the '
        "rainbow is stuck under a spirit, the panorama tile is discarded; If the rainbow is free, "
        'you can move the rainbow somewhere else"). The scorer cannot choose for the owner: the '
        "table is refused, and is entered as it ends, without the discarded tile or with the "
        "tile placed and the rainbow moved."
    ),
    N_(
        "Each tile exists once: a tile in hand that is also in a panorama or in the other "
        "player's hand is refused, even without a working Squirrel."
    ),
    N_(
        "The Evil Spirit and the spirit it covers score nothing and have no effect; a covered "
        'Squirrel moves no tiles. An Evil Spirit entered as "Held, with no other spirit to '
        'cover" covers nothing; if its holder does have spirits, all of them are scored and a '
        "warning says so."
    ),
    N_(
        "Each spirit sits on its own complete square of 4 filled cells (2 by 2), so a player "
        "cannot have more spirits (the covered one included, the Evil Spirit not) than complete"
        " squares in the panorama as entered, before the Squirrel places the tiles in hand."
    ),
    N_("The rules give no tie-breaker: players tied on points share the win."),
)
"""Every interpretation the product makes (spec/solstis.md and this module), one per line."""

INPUT_NOTE_SOURCES: tuple[str, ...] = (
    N_(
        'An evil_spirit_covers of "none" means the Evil Spirit\'s holder had no other spirit to '
        "cover; leave it out, or null, when the player does not hold the Evil Spirit."
    ),
)
"""How the table-state JSON is read, for developers using the API or the command line."""


def readings() -> tuple[str, ...]:
    """Every reading, in the current language (the rulebook's quote in it too)."""
    quote = _(RULEBOOK_LARGEST_AREA)
    return tuple(
        _(reading) % {"rulebook": quote} if "%(rulebook)s" in reading else _(reading)
        for reading in READING_SOURCES
    )


def input_notes() -> tuple[str, ...]:
    """How the table-state JSON is read, in the current language."""
    return tuple(_(note) for note in INPUT_NOTE_SOURCES)
