"""Every sentence Topiary's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

from scoring.i18n import N_, _, ngettext


def fill(sentence: str, /, **values: object) -> str:
    """A sentence of this module (marked with ``N_``) in the current language, its
    ``%(name)s`` placeholders filled in.

    >>> fill(POSITION, row=2, column=3)
    'row 2, column 3'
    """
    return _(sentence) % values


# --- Places around the garden and the ways a visitor looks ---------------------------------

LEFT_OF_ROW = N_("left of row %(row)d")
RIGHT_OF_ROW = N_("right of row %(row)d")
ABOVE_COLUMN = N_("above column %(column)d")
BELOW_COLUMN = N_("below column %(column)d")
CORNERS = {
    (True, True): N_("top-left corner"),
    (True, False): N_("top-right corner"),
    (False, True): N_("bottom-left corner"),
    (False, False): N_("bottom-right corner"),
}
"""The four corners, by (on the top row, in the left column)."""
POSITION = N_("row %(row)d, column %(column)d")
LOOKING_WAY = N_("%(direction)s (%(facing)s)")
"""The way a visitor looks: "down-right (SE)"."""
ALONG_ROW = N_("%(way)s along row %(row)d")
ALONG_COLUMN = N_("%(way)s along column %(column)d")
ALONG_LONG_DIAGONAL = N_("%(way)s along the long diagonal")
SPOT_STRAIGHT = N_("%(place)s, looking %(way)s")
"""A visitor's spot along a row or a column: "left of row 2, looking right (E)"."""
SPOT_DIAGONAL = N_("%(place)s, looking %(looking)s")
"""A visitor's spot on a diagonal: "right of row 2, looking down-left (SW) along a 3-tile
diagonal"."""
SPOT_AT_CORNER = N_("at the %(corner)s, looking %(way)s along the long diagonal")
TILE_NAME = N_("%(suit)s %(value)d")
"""A tile as a player says it: "T-Rex 3"."""


def along_short_diagonal(way: str, length: int) -> str:
    """ "down-left (SW) along a 3-tile diagonal" (a diagonal shorter than the garden)."""
    return ngettext(
        "%(way)s along a %(length)d-tile diagonal",
        "%(way)s along a %(length)d-tile diagonal",
        length,
    ) % {"way": way, "length": length}


# --- Visitors --------------------------------------------------------------------------------

VISITOR_LABEL = "{player}'s visitor {spot}"
SEES_NOTHING = "Every tile in its line is face down, so it sees nothing."
SEES_ONE = "Sees {tile} = {points}."
SEES_SEVERAL = "Sees {tiles}: {values} = {points}."
HIDDEN_BEHIND = "{tile} behind {front}"
HIDDEN = "Hidden (not larger than a tile in front): {tiles}."
LOOKS_PAST = "Looks past {tiles} (worth 0)."
BONUS_GROUP = "{count} {suit} +{points}"
BONUS = "Same-suit bonus: {groups}. Total {base} + {bonus} = {points}."
NO_BONUS = "No suit seen twice, so no bonus."
FACE_DOWN_TILE = "face-down tile"

# --- Hand tiles ----------------------------------------------------------------------------

HAND_LABEL = "Hand: {tile}"
HAND_SCORES = "{name}'s visitor {spot} sees {seen} at {where}, higher than {value} → {value}."
HAND_SCORES_ALSO_SEEN = (
    "{name}'s visitor {spot} sees {seen} at {where}, higher than {value} ({others} also see "
    "one) → {value}."
)
OTHER_VISITOR = "other visitor"
HAND_HIGHEST = "No {suit} is higher than {value}, so it cannot score → 0."
HAND_SEEN_TOO_LOW = (
    "{name}'s visitors see {suit} only up to {best}; it needs {article} {suit} higher than "
    "{value} → 0."
)
HAND_SUIT_UNSEEN = "None of {name}'s visitors sees {article} {suit} higher than {value} → 0."
TILE_AT = "{tile} at {where}"
HIGHER_UNSEEN = "{explanation} ({places} is in the garden, but none of {name}'s visitors sees it.)"
HIGHER_UNSEEN_SEVERAL = (
    "{explanation} ({places} are in the garden, but none of {name}'s visitors sees them.)"
)

# --- Warnings ------------------------------------------------------------------------------

FEWER_VISITORS = (
    "{name} placed {visitors}; with {players} players each player places {allowed}, so the game "
    "may not be over."
)
EVERY_SUIT = (
    "With {players} players one whole suit is removed from the game, but this table shows tiles "
    "of all {suits} suits."
)
TOO_MANY_FACE_UP = (
    "The garden shows {face_up} face-up tiles, but with {visitors} placed at most {most} can be "
    "face up (the centre tile, then at most one per turn)."
)
VISITOR = "visitor"
HAND_POINT = "hand point"

# --- Tile codes ----------------------------------------------------------------------------

TILE_MISWRITTEN = (
    "{code!r} is not written as the rules write a tile; write it exactly {meant!r} (the suit's "
    "slug in lower case, a dash and the value, with no spaces)."
)
NOT_A_TILE_CODE = (
    "{code!r} is not a tile code; write SUIT-VALUE such as trex-3 (or {down} for a face-down "
    "garden tile)."
)
UNKNOWN_SUIT = "{code!r} has no known suit; the suits are {suits}."
TILE_WITHOUT_VALUE = (
    "{code!r} has no value; write the value {lowest}–{highest} after the dash, such as {suit}-3."
)
TILE_VALUE_OUT_OF_RANGE = "{code!r} has value {value}; tile values run from {lowest} to {highest}."
