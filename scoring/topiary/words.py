"""Every sentence Topiary's scorer writes for players, whole, with named placeholders.

Each sentence is marked for translation here (``N_`` for a sentence used as a constant,
``ngettext`` inside a function for one that counts), and filled in with :func:`fill` (or by
the function) in the language of the current call (:mod:`scoring.i18n`). Nothing is glued
together from English fragments, so a translation can reorder a sentence freely and the rules
need not change. Placeholders are ``%(name)s``; the game terms are those of
docs/italian-glossary.md.
"""

from __future__ import annotations

from scoring import wording
from scoring.i18n import N_, ngettext, pgettext

fill = wording.fill
"""Fills in this module's sentences (:func:`scoring.wording.fill`)."""


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

VISITOR_LABEL = N_("%(player)s's visitor %(spot)s")
SEES_NOTHING = N_("Every tile in its line is face down, so it sees nothing.")
SEES_ONE = N_("Sees %(tile)s = %(points)d.")
SEES_SEVERAL = N_("Sees %(tiles)s: %(values)s = %(points)d.")
HIDDEN_BEHIND = N_("%(tile)s behind %(front)s")
HIDDEN = N_("Hidden (not larger than a tile in front): %(tiles)s.")
BONUS_GROUP = N_("%(count)d %(suit)s +%(points)d")
"""One suit's bonus: "3 T-Rex +3"."""
BONUS = N_("Same-suit bonus: %(groups)s. Total %(base)d + %(bonus)d = %(points)d.")
NO_BONUS = N_("No suit seen twice, so no bonus.")


def looks_past(face_down: int) -> str:
    """ "Looks past 2 face-down tiles (worth 0)." """
    return ngettext(
        "Looks past %(count)d face-down tile (worth 0).",
        "Looks past %(count)d face-down tiles (worth 0).",
        face_down,
    ) % {"count": face_down}


# --- Hand tiles ----------------------------------------------------------------------------

HAND_LABEL = N_("Hand: %(tile)s")
HAND_SCORES = N_(
    "%(name)s's visitor %(spot)s sees %(seen)s at %(where)s, higher than %(value)d → %(value)d."
)
HAND_HIGHEST = N_("No %(suit)s is higher than %(value)d, so it cannot score → 0.")
HAND_SEEN_TOO_LOW = N_(
    "%(name)s's visitors see %(suit)s only up to %(best)d; it needs a higher %(suit)s than "
    "%(value)d → 0."
)
HAND_SUIT_UNSEEN = N_("None of %(name)s's visitors sees any %(suit)s higher than %(value)d → 0.")
TILE_AT = N_("%(tile)s at %(where)s")
HIGHER_UNSEEN = N_(
    "%(explanation)s (%(places)s is in the garden, but none of %(name)s's visitors sees it.)"
)
HIGHER_UNSEEN_SEVERAL = N_(
    "%(explanation)s (%(places)s are in the garden, but none of %(name)s's visitors sees them.)"
)


def hand_scores_also_seen(others: int, **values: object) -> str:
    """A hand tile that scores, and how many other visitors of its owner see a higher one."""
    return ngettext(
        "%(name)s's visitor %(spot)s sees %(seen)s at %(where)s, higher than %(value)d "
        "(%(count)d other visitor also sees one) → %(value)d.",
        "%(name)s's visitor %(spot)s sees %(seen)s at %(where)s, higher than %(value)d "
        "(%(count)d other visitors also see one) → %(value)d.",
        others,
    ) % {"count": others, **values}


# --- Breakdown categories (their names on the page and in the result JSON) --------------------

VISITORS_CATEGORY = N_("visitors")
"""Breakdown category: one item per visitor, its line of sight and bonus."""

HAND_CATEGORY = N_("hand")
"""Breakdown category: one item per tile left in the player's hand."""


# --- Ties ----------------------------------------------------------------------------------

TIE_HAND = N_("most points from the hand")
TIE_TURN_ORDER = N_("playing later in turn order")
PLAYED = N_("played %(order)s")
"""A tied player's place in turn order: "played 2nd"."""
TURN_ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}
"""A place in turn order, for the 2 to 4 players of a table."""


def hand_points(points: int) -> str:
    """A tied player's hand points: "3 hand points"."""
    return ngettext("%(count)d hand point", "%(count)d hand points", points) % {"count": points}


# --- Warnings ------------------------------------------------------------------------------

EVERY_SUIT = N_(
    "With %(players)d players one whole suit is removed from the game, but this table shows "
    "tiles of all %(suits)d suits."
)


def fewer_visitors(name: str, placed: int, players: int, allowed: int) -> str:
    """A player placed fewer visitors than the player count gives each: the game may not be
    over."""
    return ngettext(
        "%(name)s placed %(count)d visitor; with %(players)d players each player places "
        "%(allowed)d, so the game may not be over.",
        "%(name)s placed %(count)d visitors; with %(players)d players each player places "
        "%(allowed)d, so the game may not be over.",
        placed,
    ) % {"count": placed, "name": name, "players": players, "allowed": allowed}


def too_many_face_up(face_up: int, visitors: int, most: int) -> str:
    """More tiles face up than the centre tile and one per turn allow."""
    return ngettext(
        "The garden shows %(face_up)d face-up tiles, but with %(count)d visitor placed at most "
        "%(most)d can be face up (the centre tile, then at most one per turn).",
        "The garden shows %(face_up)d face-up tiles, but with %(count)d visitors placed at most "
        "%(most)d can be face up (the centre tile, then at most one per turn).",
        visitors,
    ) % {"count": visitors, "face_up": face_up, "most": most}


# --- Tile codes ----------------------------------------------------------------------------

TILE_MISWRITTEN = N_(
    "'%(code)s' is not written as the rules write a tile; write it exactly '%(meant)s' (the suit's "
    "slug in lower case, a dash and the value, with no spaces)."
)
NOT_A_TILE_CODE = N_(
    "'%(code)s' is not a tile code; write SUIT-VALUE such as trex-3 (or %(down)s for a face-down "
    "garden tile)."
)
UNKNOWN_SUIT = N_("'%(code)s' has no known suit; the suits are %(suits)s.")
TILE_WITHOUT_VALUE = N_(
    "'%(code)s' has no value; write the value %(lowest)d–%(highest)d after the dash, such as "
    "%(suit)s-3."
)
TILE_VALUE_OUT_OF_RANGE = N_(
    "'%(code)s' has value %(value)d; tile values run from %(lowest)d to %(highest)d."
)

# --- Reading a table: what is where ----------------------------------------------------------

WHAT_TABLE = N_("The table state")
WHAT_PLAYER = N_("Player %(number)d")
"""A player whose name cannot be read, by seat ("Player 2"), as the form's placeholder says."""
PLAYER_N_NAMED = N_("Player %(number)d (%(name)s)")
"""A player whose name another player shares: "Player 2 (Ann)"."""
WHAT_HAND_TILE = N_("%(who)s's hand tile %(number)d")
WHAT_GARDEN_CELL = N_("garden row %(row)d, column %(column)d")
WHAT_VISITOR = N_("Visitor %(number)d")
WHAT_PLAYERS_VISITOR = N_("%(player)s's visitor %(number)d")
WHAT_ROW = N_("%(who)s's row")
WHAT_COLUMN = N_("%(who)s's column")
VISITOR_OF = N_("%(player)s's visitor")
THIS_VISITOR = N_("This visitor")

# --- Reading a table: what is wrong --------------------------------------------------------

TILE_NOT_TEXT = N_("%(where)s should be a tile code such as trex-3, not %(type)s.")
GARDEN_TILE_NOT_TEXT = N_(
    "%(where)s should be a tile code such as trex-3 or %(down)s, not %(type)s."
)
DOWN_MISWRITTEN = N_("%(where)s: '%(value)s' is not written as the rules list it; %(advice)s.")
TILE_PROBLEM = N_("%(where)s: %(problem)s")
"""Where a tile is, then what is wrong with its code (one of the tile code sentences)."""
HAND_MISSING = N_("%(who)s's hand is missing; list the tiles left in it ([] for none).")
HAND_NOT_A_LIST = N_("%(who)s's hand should be a list of tile codes, not %(type)s.")
NO_PLAYERS = N_("The table has no players; Topiary needs %(fewest)d–%(most)d.")
PLAYERS_NOT_A_LIST = N_("The players should be a list, not %(type)s.")
GARDEN_ROW_NOT_A_LIST = N_("Garden row %(row)d should be a list of %(size)d tiles, not %(type)s.")
GARDEN_MISSING = N_("The garden is missing; enter its %(size)d rows of %(size)d tiles.")
GARDEN_NOT_A_LIST = N_("The garden should be a list of %(size)d rows, not %(type)s.")
POSITION_NOT_A_PAIR = N_(
    "%(who)s's position should be [row, column] (the first tile it sees), not %(shape)s."
)
FACING_NOT_TEXT = N_("%(who)s's facing should be one of %(options)s, not %(type)s.")
FACING_MISWRITTEN = N_(
    "%(who)s's facing '%(value)s' is not written as the rules list it; %(advice)s."
)
FACING_UNKNOWN = N_("%(who)s's facing '%(value)s' is not known; use one of %(options)s.")
VISITORS_MISSING = N_("The visitors are missing; list every visitor placed ([] for none).")
VISITORS_NOT_A_LIST = N_("The visitors should be a list, not %(type)s.")
VISITOR_WITHOUT_PLAYER = N_("%(who)s should name its player, not %(type)s.")
VISITOR_OF_A_STRANGER = N_(
    "%(who)s belongs to '%(name)s', who is not at this table; the players are %(players)s."
)
NOT_ON_THE_EDGE = N_(
    "%(who)s at %(position)s facing %(facing)s is not on the edge: it would stand at "
    "%(behind)s, inside the garden. 'at' is the first tile it sees, next to the edge it stands "
    "on."
)
SPOT_TAKEN_BY = N_(
    "%(who)s %(spot)s stands where %(owner)s's visitor (visitor %(number)d) already stands; no "
    "two visitors share a spot and direction."
)
SPOT_TAKEN = N_(
    "%(who)s %(spot)s stands where another visitor (visitor %(number)d) already stands; no two "
    "visitors share a spot and direction."
)
ONE_VISITOR_TOO_MANY = N_(
    "This visitor is one too many for %(player)s: with %(players)d players each player has "
    "%(allowed)d visitors."
)
TILE_TWICE = N_("%(tile)s is both in %(first)s and in %(place)s; the game has only one.")


def hand_too_long(who: str, tiles: int, most: int) -> str:
    """A hand longer than a hand can be (its tiles are not read)."""
    return ngettext(
        "%(who)s's hand has %(count)s tile; a hand holds at most %(most)d.",
        "%(who)s's hand has %(count)s tiles; a hand holds at most %(most)d.",
        tiles,
    ) % {"who": who, "count": wording.grouped(tiles), "most": most}


def wrong_player_count(players: int, fewest: int, most: int) -> str:
    """A table of too few or too many players."""
    return ngettext(
        "Topiary is for %(fewest)d to %(most)d players; this table has %(count)s.",
        "Topiary is for %(fewest)d to %(most)d players; this table has %(count)s.",
        players,
    ) % {"fewest": fewest, "most": most, "count": wording.grouped(players)}


def garden_row_length(row: int, tiles: int, size: int) -> str:
    """A garden row of the wrong length."""
    return ngettext(
        "Garden row %(row)d has %(count)d tile; a row has %(size)d.",
        "Garden row %(row)d has %(count)d tiles; a row has %(size)d.",
        tiles,
    ) % {"count": tiles, "row": row, "size": size}


def garden_row_count(rows: int, size: int) -> str:
    """A garden of the wrong number of rows."""
    return ngettext(
        "The garden has %(count)d row; it has %(size)d rows of %(size)d tiles.",
        "The garden has %(count)d rows; it has %(size)d rows of %(size)d tiles.",
        rows,
    ) % {"count": rows, "size": size}


def numbers(count: int) -> str:
    """What a position holds instead of 2 numbers: "3 numbers"."""
    return ngettext("%(count)d number", "%(count)d numbers", count) % {"count": count}


def too_many_visitors(listed: int, most: int, players: int, each: int) -> str:
    """A visitor list longer than any game places (its visitors are not read)."""
    return ngettext(
        "%(count)s visitor is listed; a game places at most %(most)d (%(each)d for each of "
        "%(players)d players).",
        "%(count)s visitors are listed; a game places at most %(most)d (%(each)d for each of "
        "%(players)d players).",
        listed,
    ) % {"count": wording.grouped(listed), "most": most, "each": each, "players": players}


def tile_in_hand(who: str) -> str:
    """A player's hand as the place a tile is ("Ann's hand"), said after "in" in
    :data:`TILE_TWICE`; told apart by its context from the same English used as a field's name."""
    return pgettext("where a tile is", "%(who)s's hand") % {"who": who}
