"""Every sentence Tsukimi's scorer writes for players, whole, with named placeholders.

Each one is marked for translation here (:func:`~scoring.i18n.N_` for a sentence filled in
later with :func:`say`, :func:`~scoring.i18n.ngettext` for a count), so that this module is
the only place a translator of the scorer's Tsukimi text has to read, and a translation can
reorder a sentence freely. The rules (:mod:`~scoring.tsukimi.parsing`,
:mod:`~scoring.tsukimi.points`) never write English themselves.

Placeholders are ``%(name)s``, the form the catalogues check (``pybabel``). The Italian terms
are those of the Italian game help (docs/italian-glossary.md, "Tsukimi").

>>> say(TILE_LABEL, number=3, face="4 (red)")
'Tile 3: 4 (red)'
>>> rabbits(1), rabbits(3)
('1 rabbit', '3 rabbits')
"""

from __future__ import annotations

from scoring import wording
from scoring.i18n import N_, _, ngettext

say = wording.fill
"""Fills in this module's sentences (:func:`scoring.wording.fill`)."""


def grouped(count: int) -> str:
    """A count as a message repeats it: grouped by thousands, for a pasted list of thousands."""
    return wording.grouped(count)


# --- Breakdown categories (their names on the page and in the result JSON) --------------------

TILES_WON = N_("tiles won")
"""Breakdown category: one item per tile the player won, worth the tile's value."""

TILES_NOT_WON = N_("tiles not won")
"""Breakdown category: one 0-point item per tile the player did not win (lost or tied)."""

TIES = N_("for the tie-breakers (no points)")
"""Breakdown category: 0-point items for the tiles won and the reserve (shown, not added); its
name says so, as the page shows it beside the points categories."""

# --- The variants and the tie-breakers, as the pages and the tie-break sentence name them ------

STANDARD = N_("Standard")
DARK_SIDE = N_("Dark side of the Moon")
"""The variant's name in the Italian game help: "Il lato oscuro della Luna"."""

MOST_TILES_WON = N_("most tiles won")
MOST_RABBITS_IN_RESERVE = N_("most rabbits left in reserve")
"""The tie-breakers, each completing "wins on …" (scoring.wording.TIE_WON_ON)."""

# --- Tile colours: a free label, but the form's four swatches are named in the page's language

COLOUR_NAMES = {
    "red": N_("red"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
}
"""The colours the form offers, by the label it sends; any other label is shown as typed."""


def colour_name(color: str) -> str:
    """A tile's colour as players read it: a swatch's name translated, else the label."""
    known = COLOUR_NAMES.get(color.casefold())
    return _(known) if known is not None else color


# --- Errors in a table state -----------------------------------------------------------------

WHAT_TABLE = N_("A Tsukimi table state")
WHAT_VARIANT = N_("The variant")
WHAT_PLAYERS = N_("The list of players")
WHAT_PLAYER = N_("Player %(number)s")
PLAYER_N_NAMED = N_("Player %(number)d (%(name)s)")
"""A player whose name another player has too ("Player 2 (Ann)")."""
WHAT_TILES = N_("The list of tiles")
WHAT_TILE = N_("Tile %(number)s")
WHAT_TILE_RABBITS = N_("Tile %(number)s's rabbits")
WHAT_TILE_COLOR = N_("Tile %(number)s's colour")
WHAT_RESERVE = N_("%(who)s's reserve")
WHAT_TILE_VALUE = N_("Tile %(number)s's value")
WHAT_RABBIT_COUNT = N_("%(who)s's rabbit count around tile %(number)s")
"""Names of fields, for the shared messages of :class:`scoring.validation.Problems`."""

THIS_PLAYER = N_("this player")
"""Who a blank name in a tile's rabbits stands for."""

PLAYERS_MISSING = N_("The players are missing; Tsukimi is for exactly 2 players.")
WRONG_PLAYER_COUNT = N_("Tsukimi is for exactly %(players)s players; this table has %(count)s.")
PLAYER_WITHOUT_NAME = N_("Player %(number)s has no name.")
RESERVE_MISSING = N_(
    "%(who)s's reserve is missing; give the rabbits still in front of %(who)s (0 to %(most)s)."
)
RESERVE_NOT_WHOLE = N_(
    "%(who)s's reserve is %(value)s; it must be a whole number from 0 to %(most)s."
)
RESERVE_OUT_OF_RANGE = N_(
    "%(who)s's reserve is %(value)s; it must be from 0 to %(most)s (each player has %(most)s "
    "rabbits)."
)
TILES_MISSING = N_(
    "The tiles are missing; list the tiles on the moon board (a finished game has %(finished)s)."
)
NO_TILES = N_(
    "No tiles are listed; enter the tiles on the moon board (a finished game has %(finished)s)."
)
TOO_MANY_TILES = N_("This table lists %(count)s tiles; the game has only %(most)s.")
TILE_WITHOUT_VALUE = N_(
    "Tile %(number)s has no value; give the number printed on it (%(least)s to %(most)s)."
)
TILE_VALUE_NOT_WHOLE = N_(
    "Tile %(number)s's value is %(value)s; it must be a whole number from %(least)s to %(most)s."
)
TILE_VALUE_OUT_OF_RANGE = N_(
    "Tile %(number)s's value is %(value)s; it must be from %(least)s to %(most)s (tiles are "
    "worth %(least)s to %(most)s)."
)
TOO_MANY_RABBIT_NAMES = N_(
    "Tile %(number)s's rabbits list %(count)s names; a tile has only %(most)s spaces around "
    "it, and each player's count is given once."
)
RABBITS_NOT_BY_NAME = N_("Tile %(number)s's rabbits should be listed by player name.")
RABBIT_NAME_UNWRITABLE = N_("Tile %(number)s's rabbits name %(name)s, which %(unwritable)s")
RABBIT_NAME_TOO_LONG = N_(
    "Tile %(number)s's rabbits name %(name)s, which is longer than any player's name (names "
    "are at most %(most)s characters)."
)
RABBIT_COUNT_NOT_WHOLE = N_(
    "%(who)s's rabbit count around tile %(number)s is %(value)s; it must be a whole number "
    "from 0 to %(most)s."
)
RABBIT_COUNT_OUT_OF_RANGE = N_(
    "%(who)s's rabbit count around tile %(number)s is %(value)s; it must be from 0 to "
    "%(most)s (a tile has %(most)s spaces around it)."
)
RABBITS_OF_A_STRANGER = N_(
    "Tile %(number)s lists rabbits for %(name)s, who is not a player at this table; the "
    "players are %(players)s."
)
RABBITS_TWICE = N_(
    "Tile %(number)s lists %(player)s's rabbits twice (as %(first)s and %(second)s); give "
    "each player's count once."
)
NESTED_TOO_DEEPLY = N_("The table state is nested too deeply to read.")
UNREADABLE = N_("The table state could not be read.")

# --- Line items --------------------------------------------------------------------------------

TILE_LABEL = N_("Tile %(number)s: %(face)s")
TILE_FACE = N_("%(value)s (%(color)s)")
TILE_TIED = N_(
    "%(face)s: tie %(counts)s → nobody. Equal rabbits around the tile, so nobody wins it: 0 points."
)
TILE_TIED_WITHOUT_RABBITS = N_(
    "%(face)s: tie %(counts)s → nobody. Equal rabbits around the tile (none at all), so "
    "nobody wins it: 0 points."
)
TILE_LOST = N_(
    "%(face)s: %(counts)s → %(other)s. %(other)s has more rabbits around the tile, so it goes "
    "to %(other)s: 0 points for %(name)s."
)
RABBITS_OF_ONE_PLAYER = N_("%(name)s %(count)s")
"""One player's rabbits around a tile, as the explanations list them ("Aki 2 – Ren 1")."""
RABBITS_SEPARATOR = " – "

TILES_WON_LABEL = N_("Tiles won: %(count)s")
RESERVE_LABEL = N_("Reserve: %(rabbits)s")
RESERVE_EXPLANATION = N_(
    "%(name)s has %(rabbits)s left in reserve. Second tie-breaker: shown, not added to the points."
)
RABBITS_IN_RESERVE = N_("%(rabbits)s in reserve")
"""A player's reserve in the tie-break sentence ("4 rabbits in reserve")."""


def tile_won(face: str, counts: str, name: str, points: int) -> str:
    """A tile the player won: its value is theirs (a tile worth 0 still counts as won)."""
    values = {"face": face, "counts": counts, "name": name, "points": points}
    if points == 0:
        return (
            _(
                "%(face)s: %(counts)s → %(name)s. %(name)s has more rabbits around the tile, so "
                "%(name)s wins it and scores its value: 0 points. It still counts as a tile won "
                "for the tie-breaker."
            )
            % values
        )
    return (
        ngettext(
            "%(face)s: %(counts)s → %(name)s. %(name)s has more rabbits around the tile, so "
            "%(name)s wins it and scores its value: %(points)s point.",
            "%(face)s: %(counts)s → %(name)s. %(name)s has more rabbits around the tile, so "
            "%(name)s wins it and scores its value: %(points)s points.",
            points,
        )
        % values
    )


def tiles_won(name: str, numbers: list[int], total: int, listed: str) -> str:
    """The count of tiles a player won, for the first tie-breaker (``listed``: their numbers)."""
    values = {"name": name, "count": len(numbers), "total": total, "tiles": listed}
    if not numbers:
        message = ngettext(
            "%(name)s won %(count)s of the %(total)s tile. First tie-breaker: shown, not added "
            "to the points.",
            "%(name)s won %(count)s of the %(total)s tiles. First tie-breaker: shown, not added "
            "to the points.",
            total,
        )
    elif len(numbers) == 1:
        message = ngettext(
            "%(name)s won %(count)s of the %(total)s tile (tile %(tiles)s). First tie-breaker: "
            "shown, not added to the points.",
            "%(name)s won %(count)s of the %(total)s tiles (tile %(tiles)s). First tie-breaker: "
            "shown, not added to the points.",
            total,
        )
    else:
        message = _(
            "%(name)s won %(count)s of the %(total)s tiles (tiles %(tiles)s). First "
            "tie-breaker: shown, not added to the points."
        )
    return message % values


# --- Counts ------------------------------------------------------------------------------------


def rabbits(count: int) -> str:
    """``1 rabbit``, ``3 rabbits`` (by the language's own plural rule)."""
    return ngettext("%(count)s rabbit", "%(count)s rabbits", count) % {"count": grouped(count)}


def tiles(count: int) -> str:
    """``1 tile``, ``3 tiles``: a player's tiles won, in the tie-break sentence."""
    return ngettext("%(count)s tile", "%(count)s tiles", count) % {"count": grouped(count)}


# --- Warnings ------------------------------------------------------------------------------------


def unfinished(count: int, finished: int) -> str:
    """Fewer tiles than a finished game has: scored anyway."""
    return ngettext(
        "Only %(count)s tile is on the moon board; a finished game has %(finished)s. The table "
        "is scored as entered.",
        "Only %(count)s tiles are on the moon board; a finished game has %(finished)s. The "
        "table is scored as entered.",
        count,
    ) % {"count": count, "finished": finished}


TOO_MANY_RABBITS_AROUND = N_(
    "%(name)s's rabbits around the tiles add up to %(touches)s, but with %(reserve)s in "
    "reserve %(name)s has at most %(on_board)s on the board, and a rabbit touches at most "
    "%(per_rabbit)s tiles (%(per_rabbit)s × %(on_board)s = %(most)s). Check the rabbit counts "
    "and the reserve."
)
