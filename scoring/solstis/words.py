"""Every sentence Solstis's scorer writes for players, whole, marked for translation.

Explanations, labels, warnings and error messages are written here in English with named
``%(placeholders)s`` and marked with :func:`~scoring.i18n.N_` (a sentence used as it is, or
filled in by :func:`say`) or built by a function calling :func:`~scoring.i18n.ngettext` (a
count, so each language picks its own plural form). The rules fill them in and never glue
English fragments together, so a translation can reorder a sentence freely and the rules
need not change. The catalogue's Italian terms are in docs/italian-glossary.md (Solstis).
"""

from __future__ import annotations

from scoring import wording
from scoring.i18n import N_, _, ngettext
from scoring.wording import joined

say = wording.fill
"""Fills in this module's sentences (:func:`scoring.wording.fill`)."""


# --- The mountain --------------------------------------------------------------------------

COLOUR_NAMES = {
    "red": N_("Red"),
    "orange": N_("Orange"),
    "green": N_("Green"),
    "blue": N_("Blue"),
    "pink": N_("Pink"),
    "purple": N_("Purple"),
}
"""Each row's colour as players read it, by the contract's colour ("green")."""

CELL_NAME = N_("%(colour)s %(number)d")
"""A cell as printed on its tile: "Green 4"."""

CELL_IN_PATH_RAINBOW = N_("%(cell)s (rainbow)")
FIRE_ON = N_("the fire on %(cell)s")
FIRE_SHARED = N_("the fire shared by %(cells)s")
FIRE_ON_TITLE = N_("Fire on %(cell)s")
FIRE_SHARED_TITLE = N_("Fire shared by %(cells)s")


def colour_name(colour: str) -> str:
    """A row's colour in the current language: ``"green"`` → "Green"."""
    return _(COLOUR_NAMES[colour])


# --- Spirits -------------------------------------------------------------------------------

SPIRIT_NAMES = {
    "fish": N_("Fish"),
    "deer": N_("Deer"),
    "eagle": N_("Eagle"),
    "bear": N_("Bear"),
    "dragonfly": N_("Dragonfly"),
    "beetle": N_("Beetle"),
    "beaver": N_("Beaver"),
    "bee": N_("Bee"),
    "ladybug": N_("Ladybug"),
    "wolf": N_("Wolf"),
    "squirrel": N_("Squirrel"),
    "bird": N_("Bird"),
    "lizard": N_("Lizard"),
    "moth": N_("Moth"),
}
"""Each spirit's name as printed, by its slug."""

SPIRIT_EFFECTS = {
    "fish": N_("When met: add a rainbow to your panorama."),
    "deer": N_(
        "When met: add a tile from your hand to your panorama; draw 2 at the end of the turn."
    ),
    "eagle": N_("When met: add a random tile from the draw pile."),
    "bear": N_("When met: draw a landscape tile into your hand."),
    "dragonfly": N_("When met: add a random tile from your opponent's hand to your panorama."),
    "beetle": N_("When met: add a face-up queue tile."),
    "beaver": N_("When met: take an extra full turn."),
    "bee": N_("End: +1 per plain (grey) background spirit."),
    "ladybug": N_("End: +1 per unlit fire."),
    "wolf": N_("End: +1 per separate area of your panorama."),
    "squirrel": N_("End, before scoring: the tiles left in your hand go into your panorama."),
    "bird": N_("End: +1 per other blue background spirit."),
    "lizard": N_("End: +1 per rainbow in your panorama."),
    "moth": N_("End: +1 per lit fire."),
}
"""Each spirit's one-line effect (spec/solstis.md, spirits table), by its slug."""

BACKGROUND_NAMES = {
    "plain": N_("plain background"),
    "blue": N_("blue background"),
    "red": N_("red background"),
}
"""A spirit card's background, as the rules page names it under the spirit."""

EVIL_SPIRIT_NAME = N_("Evil Spirit")
EVIL_SPIRIT_EFFECT = N_(
    "End: covers one of its holder's spirits (the opponent chooses); the covered spirit and "
    "the Evil Spirit score nothing and have no effect."
)

# --- Categories (a player's breakdown) ----------------------------------------------------

LARGEST_AREA_CATEGORY = N_("largest area")
FIRES_CATEGORY = N_("fires")
SPIRITS_CATEGORY = N_("spirits")
EFFECTS_CATEGORY = N_("spirit effects")

# --- Counts --------------------------------------------------------------------------------


def cells(count: int) -> str:
    """ "1 cell", "7 cells"."""
    return ngettext("%(count)d cell", "%(count)d cells", count) % {"count": count}


def tiles(count: int) -> str:
    """ "1 tile", "3 tiles"."""
    return ngettext("%(count)d tile", "%(count)d tiles", count) % {"count": count}


def landscape_tiles(count: int) -> str:
    """ "1 landscape tile", "3 landscape tiles"."""
    return ngettext("%(count)d landscape tile", "%(count)d landscape tiles", count) % {
        "count": count
    }


def rainbows(count: int) -> str:
    """ "1 rainbow", "4 rainbows"."""
    return ngettext("%(count)d rainbow", "%(count)d rainbows", count) % {"count": count}


def spirits(count: int) -> str:
    """ "1 spirit", "3 spirits"."""
    return ngettext("%(count)d spirit", "%(count)d spirits", count) % {"count": count}


def blocks(count: int) -> str:
    """ "1 complete 2×2 block", "0 complete 2×2 blocks"."""
    return ngettext("%(count)d complete 2×2 block", "%(count)d complete 2×2 blocks", count) % {
        "count": count
    }


AREA_SIZE = N_("%(cells)s, %(tiles)s")
AREA_SIZE_RAINBOWS = N_("%(cells)s, %(tiles)s + %(rainbows)s")
"""An area's size: "4 cells, 4 tiles", "7 cells, 3 tiles + 4 rainbows"."""


def area_ids(ids: list[int]) -> str:
    """One area or several, by number, opening a sentence: "Area 2", "Areas 2, 3"."""
    return ngettext("Area %(ids)s", "Areas %(ids)s", len(ids)) % {
        "ids": joined(", ", [str(number) for number in ids])
    }


# --- Largest area --------------------------------------------------------------------------

EMPTY_PANORAMA_LABEL = N_("Largest area: empty panorama")
EMPTY_PANORAMA = N_("The panorama holds no tiles or rainbows, so there is no area to score → 0.")
LARGEST_AREA_LABEL = N_("Largest area: %(size)s")


def largest_area(count: int) -> str:
    """The largest area's sentence for ``count`` landscape tiles (at least 1); placeholders id,
    size, points, tiles, tile_cells, each and count. Its rainbows, if any, have a sentence of
    their own (:func:`area_rainbows`), so that each agrees with its own count."""
    return ngettext(
        "Area %(id)s is the largest area: %(size)s → %(points)s. Its %(tiles)s "
        "(%(tile_cells)s) scores %(each)s point: %(count)s × %(each)s = %(points)s.",
        "Area %(id)s is the largest area: %(size)s → %(points)s. Its %(tiles)s "
        "(%(tile_cells)s) score %(each)s point each: %(count)s × %(each)s = %(points)s.",
        count,
    )


def area_rainbows(count: int) -> str:
    """The largest area's rainbows (``count``, at least 1), after :func:`largest_area`:
    "Its 1 rainbow (Blue 2) expands the area but scores nothing."; placeholders rainbows and
    rainbow_cells."""
    return ngettext(
        "Its %(rainbows)s (%(rainbow_cells)s) expands the area but scores nothing.",
        "Its %(rainbows)s (%(rainbow_cells)s) expand the area but score nothing.",
        count,
    )


LARGEST_AREA_ONLY_RAINBOWS = N_(
    "Area %(id)s is the largest area: %(size)s → %(points)s. It is made only of rainbows "
    "(%(rainbow_cells)s), which expand an area but score nothing, and it holds no landscape "
    "tile: %(count)s × %(each)s = %(points)s."
)
AREA_AND_SIZE = N_("area %(id)s (%(size)s)")


def other_areas(count: int) -> str:
    """The other areas listed: placeholder listing."""
    return ngettext("The other area: %(listing)s.", "The other areas: %(listing)s.", count)


def same_size_fewer_tiles(count: int) -> str:
    """``count`` areas as large as the largest with fewer tiles: placeholders areas, cells."""
    return ngettext(
        "%(areas)s is as large (%(cells)s) but holds fewer tiles: between areas of the same "
        "size, the one with more landscape tiles counts.",
        "%(areas)s are as large (%(cells)s) but hold fewer tiles: between areas of the same "
        "size, the one with more landscape tiles counts.",
        count,
    )


def tied_largest(count: int) -> str:
    """``count`` areas equal to the largest on cells and tiles: areas, cells, tiles."""
    return ngettext(
        "%(areas)s also has %(cells)s and %(tiles)s; only one area scores, and either gives the "
        "same points.",
        "%(areas)s also have %(cells)s and %(tiles)s; only one area scores, and either gives the "
        "same points.",
        count,
    )


def more_tiles_fewer_cells(count: int) -> str:
    """``count`` areas with more tiles but fewer cells than the largest: areas."""
    return ngettext(
        "%(areas)s has more tiles but fewer cells: the largest area is the one with the most "
        "cells, rainbows included.",
        "%(areas)s have more tiles but fewer cells: the largest area is the one with the most "
        "cells, rainbows included.",
        count,
    )


# --- Fires --------------------------------------------------------------------------------

NO_FIRES_LABEL = N_("No fires")
NO_FIRES = N_(
    "None of the fire tiles (%(fire_tiles)s) is in the panorama as a landscape tile (a "
    "rainbow shows no fire) → 0."
)
LIT_LABEL = N_("%(fire)s: lit")
LIT = N_("%(fire)s connects to the bottom line: %(steps)s → %(points)s point.")
UNLIT_LABEL = N_("%(fire)s: unlit")
UNLIT = N_(
    "%(fire)s is in area %(id)s (%(tiles)s, %(rainbows)s), which has no red cell: no path of "
    "tiles and rainbows reaches the bottom line → 0."
)

# --- Spirits -------------------------------------------------------------------------------

NO_SPIRITS_LABEL = N_("No spirits")
NO_SPIRITS = N_("No spirit was met → 0.")
SPIRIT_MET = {
    "plain": N_("The %(spirit)s (plain background) is in the panorama → %(points)s point."),
    "blue": N_("The %(spirit)s (blue background) is in the panorama → %(points)s point."),
}
"""A spirit met, by its background."""
COVERED_LABEL = N_("%(spirit)s (covered)")
COVERED = N_("The %(evil_spirit)s covers the %(spirit)s: it scores nothing and has no effect → 0.")
EVIL_COVERS = N_("The %(evil_spirit)s covers the %(spirit)s; neither of them scores → 0.")
EVIL_COVERS_NOTHING = N_("The %(evil_spirit)s covers no spirit and scores nothing → 0.")

# --- Spirit effects ------------------------------------------------------------------------
# What a blue spirit counts, by the spirit: its label ("Bee: 3 plain-background spirits")
# and its sentence with and without anything counted. Placeholders: spirit, each, listing,
# count, points.


def _bonus_label(spirit: str, count: int) -> str:
    """The label of a blue spirit's bonus line: "Wolf: 2 separate areas"."""
    labels = {
        "bee": ngettext(
            "%(spirit)s: %(count)d plain-background spirit",
            "%(spirit)s: %(count)d plain-background spirits",
            count,
        ),
        "bird": ngettext(
            "%(spirit)s: %(count)d other blue-background spirit",
            "%(spirit)s: %(count)d other blue-background spirits",
            count,
        ),
        "moth": ngettext(
            "%(spirit)s: %(count)d lit fire", "%(spirit)s: %(count)d lit fires", count
        ),
        "ladybug": ngettext(
            "%(spirit)s: %(count)d unlit fire", "%(spirit)s: %(count)d unlit fires", count
        ),
        "wolf": ngettext(
            "%(spirit)s: %(count)d separate area", "%(spirit)s: %(count)d separate areas", count
        ),
        "lizard": ngettext(
            "%(spirit)s: %(count)d rainbow", "%(spirit)s: %(count)d rainbows", count
        ),
    }
    return labels[spirit]


BONUS = {
    "bee": N_(
        "%(spirit)s, +%(each)s per plain-background spirit: %(listing)s → %(count)s × %(each)s "
        "= %(points)s."
    ),
    "bird": N_(
        "%(spirit)s, +%(each)s per other blue-background spirit: %(listing)s → %(count)s × "
        "%(each)s = %(points)s."
    ),
    "moth": N_(
        "%(spirit)s, +%(each)s per lit fire: %(listing)s → %(count)s × %(each)s = %(points)s."
    ),
    "ladybug": N_(
        "%(spirit)s, +%(each)s per unlit fire: %(listing)s → %(count)s × %(each)s = %(points)s."
    ),
    "wolf": N_(
        "%(spirit)s, +%(each)s per separate area: %(listing)s → %(count)s × %(each)s = %(points)s."
    ),
    "lizard": N_(
        "%(spirit)s, +%(each)s per rainbow: %(listing)s → %(count)s × %(each)s = %(points)s."
    ),
}
BONUS_FOR_NOTHING = {
    "bee": N_("%(spirit)s, +%(each)s per plain-background spirit → 0 × %(each)s = 0."),
    "bird": N_("%(spirit)s, +%(each)s per other blue-background spirit → 0 × %(each)s = 0."),
    "moth": N_("%(spirit)s, +%(each)s per lit fire → 0 × %(each)s = 0."),
    "ladybug": N_("%(spirit)s, +%(each)s per unlit fire → 0 × %(each)s = 0."),
    "wolf": N_("%(spirit)s, +%(each)s per separate area → 0 × %(each)s = 0."),
    "lizard": N_("%(spirit)s, +%(each)s per rainbow → 0 × %(each)s = 0."),
}


def bonus_label(spirit: str, name: str, count: int) -> str:
    """A blue spirit's bonus label, filled in."""
    return _bonus_label(spirit, count) % {"spirit": name, "count": count}


AREA_AND_TILES = N_("area %(id)s (%(tiles)s)")


def squirrel_label(count: int) -> str:
    """ "Squirrel: 2 tiles placed"."""
    return ngettext(
        "%(spirit)s: %(count)d tile placed", "%(spirit)s: %(count)d tiles placed", count
    ) % {"spirit": _(SPIRIT_NAMES["squirrel"]), "count": count}


def squirrel_placed(count: int) -> str:
    """The Squirrel's sentence for ``count`` tiles placed: placeholders tiles, cells."""
    return ngettext(
        "Before scoring, the Squirrel put the tile left in hand into its empty cell "
        "(%(cells)s); it counts for the areas, fires and other spirits above → no points of "
        "its own.",
        "Before scoring, the Squirrel put the %(count)d tiles left in hand into their empty "
        "cells (%(cells)s); they count for the areas, fires and other spirits above → no "
        "points of its own.",
        count,
    )


SQUIRREL_PLACED_NOTHING = N_("No tiles were left in hand, so the Squirrel placed nothing → 0.")

# --- Warnings ------------------------------------------------------------------------------

EVIL_SPIRIT_COVERS_NOTHING = N_(
    "%(name)s holds the %(evil_spirit)s marked as covering no spirit, but has %(spirits)s; the "
    "opponent should have chosen one to cover. All of them were scored."
)


def hand_without_squirrel(count: int) -> str:
    """Tiles marked in hand by a player who did not meet the Squirrel: placeholders name,
    count. Only the Squirrel places the hand (spec/solstis.md, spirits table)."""
    return ngettext(
        "%(name)s has %(count)d tile marked in hand but did not meet the Squirrel, so it stays "
        "in the hand and scores nothing. Tick the Squirrel if %(name)s met it.",
        "%(name)s has %(count)d tiles marked in hand but did not meet the Squirrel, so they "
        "stay in the hand and score nothing. Tick the Squirrel if %(name)s met it.",
        count,
    )


# --- Errors (parsing.py and mountain.py): the table cannot be scored ------------------------

NOT_A_CELL = N_("%(value)s is not a cell; write a cell as colour-number, e.g. green-4.")
NOT_A_COLOUR = N_("%(value)s is not a cell: the colours are %(colours)s.")
NOT_IN_ROW = N_(
    "%(value)s is not a cell of the panorama: the %(colour)s row has tiles %(first)d to %(last)d."
)
NOT_WRITTEN_AS_A_CELL = N_(
    "%(value)s is not written as the rules write a cell; write it exactly %(exact)s (the "
    "colour in lower case, a dash and the number, with no spaces or leading zeros)."
)
PLAYER_N = N_("Player %(number)d")
"""A seat before its name is known, or when two players share a name."""
PLAYER_N_NAMED = N_("Player %(number)d (%(name)s)")
"""A player whose name another player shares: "Player 2 (Ann)"."""
NO_PLAYERS = N_("The table has no players; list the 2 players.")
THE_TABLE_STATE = N_("The table state")
THE_PLAYERS = N_("The players")
NESTED_TOO_DEEPLY = N_("The table state is nested too deeply to read.")


WRONG_PLAYER_COUNT = N_("Solstis is for exactly %(players)d players; this table has %(count)s.")


NO_NAME = N_("%(who)s has no name.")
NO_TILES_LIST = N_(
    "%(who)s has no tiles list; list the landscape tiles in the panorama (it may be [])."
)
WHOSE_TILES = N_("%(who)s's tiles")
WHOSE_RAINBOWS = N_("%(who)s's rainbows")
WHOSE_HAND = N_("%(who)s's hand")
WHOSE_SPIRITS = N_("%(who)s's spirits")
WHOSE_SPIRIT = N_("%(who)s's spirit")
TOO_MANY_RAINBOWS = N_("%(who)s has %(count)s rainbows; the game has only %(most)d.")
TOO_MANY_CELLS = N_("%(what)s list %(count)s cells; the panorama has only %(most)d.")
ENTRY_NOT_A_CELL = N_(
    'Entry %(position)d of %(what)s should be a cell like "green-4", not %(type)s.'
)
IN_LIST = N_("%(what)s: %(reason)s")
LISTED_TWICE = N_("%(cell)s (%(name)s) is listed twice in %(what)s.")
TOO_MANY_SPIRITS = N_(
    "%(who)s lists %(count)s spirits; the game has only %(most)d, and the Evil Spirit."
)
EVIL_AMONG_SPIRITS = N_(
    "%(who)s lists the Evil Spirit among the spirits; give it as evil_spirit_covers (the "
    "spirit it covers) instead."
)
SPIRIT_TWICE = N_("%(who)s lists the %(spirit)s twice; each spirit exists once.")
EVIL_COVERS_MISSPELT = N_(
    "%(who)s's Evil Spirit covers %(value)s, which is not written as the rules list it; %(advice)s."
)
EVIL_COVERS_NOT_A_SPIRIT = N_(
    "%(who)s's Evil Spirit covers %(value)s, which is not a spirit; give the slug of the "
    'covered spirit (%(slugs)s), "%(none)s" when %(who)s has no other spirit, or null when '
    "nobody holds the Evil Spirit."
)
EVIL_COVERS_UNHELD = N_(
    "%(who)s's Evil Spirit covers the %(spirit)s, but %(who)s has no %(spirit)s; it covers "
    "one of its holder's own spirits."
)
TILE_AND_RAINBOW = N_(
    "%(who)s's %(cell)s is listed both as a landscape tile and as a rainbow; a cell holds one "
    "or the other."
)
HAND_AND_PANORAMA = N_(
    "%(cell)s is both in %(who)s's hand and in %(who)s's panorama; each tile exists once."
)
HAND_ON_RAINBOW = N_(
    "%(who)s's Squirrel would place %(cell)s from the hand, but a rainbow sits in its cell. If "
    "that rainbow is under a spirit, the tile is discarded: take %(cell)s out of the hand. "
    "Otherwise the owner moves the rainbow elsewhere: enter %(who)s's final panorama by hand "
    "(%(cell)s as a tile, the rainbow where it went) with an empty hand."
)
MORE_SPIRITS_THAN_BLOCKS = N_(
    "%(who)s has %(spirits)s but the panorama has only %(blocks)s of tiles and rainbows; each "
    "spirit sits on one."
)
TILE_IN_BOTH_PANORAMAS = N_(
    "%(cell)s is in the panoramas of both %(first)s and %(second)s; each landscape tile "
    "exists once."
)
HAND_AND_OTHER_PANORAMA = N_(
    "%(cell)s is both in the hand of %(holder)s and in the panorama of %(owner)s; each tile "
    "exists once."
)
HAND_IN_BOTH_HANDS = N_(
    "%(cell)s is in the hands of both %(first)s and %(second)s; each tile exists once."
)
HAS_RAINBOWS = N_("%(who)s has %(rainbows)s")
TOO_MANY_RAINBOWS_IN_ALL = N_("%(counts)s: %(total)d in all, but the game has only %(most)d.")
SPIRIT_FOR_BOTH = N_(
    "The %(spirit)s is listed for both %(first)s and %(second)s; each spirit exists once."
)
EVIL_SPIRIT_FOR_BOTH = N_(
    "The Evil Spirit is held by both %(first)s and %(second)s; there is only one."
)
