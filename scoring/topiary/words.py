"""Every sentence Topiary's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

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
