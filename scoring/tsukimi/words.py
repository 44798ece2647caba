"""Every sentence Tsukimi's scorer writes for players, whole, with named placeholders.

The rules (:mod:`~scoring.tsukimi.parsing`, :mod:`~scoring.tsukimi.points`) fill these in with
:func:`scoring.wording.say` and never glue English fragments together, so a translation can
reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

# --- Breakdown categories (also the keys of the result JSON) ---------------------------------

TILES_WON = "tiles won"
"""Breakdown category: one item per tile the player won, worth the tile's value."""

TILES_NOT_WON = "tiles not won"
"""Breakdown category: one 0-point item per tile the player did not win (lost or tied)."""

TIES = "for the tie-breakers (no points)"
"""Breakdown category: 0-point items for the tiles won and the reserve (shown, not added); its
name says so, as the page shows it beside the points categories."""

# --- Errors in a table state -----------------------------------------------------------------

WHAT_TABLE = "A Tsukimi table state"
WHAT_VARIANT = "The variant"
WHAT_PLAYERS = "The list of players"
WHAT_PLAYER = "Player {number}"
WHAT_TILES = "The list of tiles"
WHAT_TILE = "Tile {number}"
WHAT_TILE_RABBITS = "Tile {number}'s rabbits"
WHAT_TILE_COLOR = "Tile {number}'s colour"
WHAT_RESERVE = "{who}'s reserve"
WHAT_TILE_VALUE = "Tile {number}'s value"
WHAT_RABBIT_COUNT = "{who}'s rabbit count around tile {number}"
"""Names of fields, for the shared messages of :class:`scoring.validation.Problems`."""

THIS_PLAYER = "this player"
"""Who a blank name in a tile's rabbits stands for."""

PLAYERS_MISSING = "The players are missing; Tsukimi is for exactly 2 players."
WRONG_PLAYER_COUNT = "Tsukimi is for exactly {players} players; this table has {count:,}."
PLAYER_WITHOUT_NAME = "Player {number} has no name."
RESERVE_MISSING = (
    "{who}'s reserve is missing; give the rabbits still in front of {who} (0 to {most})."
)
RESERVE_NOT_WHOLE = "{who}'s reserve is {value}; it must be a whole number from 0 to {most}."
RESERVE_OUT_OF_RANGE = (
    "{who}'s reserve is {value}; it must be from 0 to {most} (each player has {most} rabbits)."
)
TILES_MISSING = (
    "The tiles are missing; list the tiles on the moon board (a finished game has {finished})."
)
NO_TILES = (
    "No tiles are listed; enter the tiles on the moon board (a finished game has {finished})."
)
TOO_MANY_TILES = "This table lists {count:,} tiles; the game has only {most}."
TILE_WITHOUT_VALUE = (
    "Tile {number} has no value; give the number printed on it ({least} to {most})."
)
TILE_VALUE_NOT_WHOLE = (
    "Tile {number}'s value is {value}; it must be a whole number from {least} to {most}."
)
TILE_VALUE_OUT_OF_RANGE = (
    "Tile {number}'s value is {value}; it must be from {least} to {most} (tiles are worth "
    "{least} to {most})."
)
TOO_MANY_RABBIT_NAMES = (
    "Tile {number}'s rabbits list {count:,} names; a tile has only {most} spaces around it, and "
    "each player's count is given once."
)
RABBITS_NOT_BY_NAME = "Tile {number}'s rabbits should be listed by player name."
RABBIT_NAME_UNWRITABLE = "Tile {number}'s rabbits name {name}, which {unwritable}"
RABBIT_NAME_TOO_LONG = (
    "Tile {number}'s rabbits name {name}, which is longer than any player's name (names are at "
    "most {most} characters)."
)
RABBIT_COUNT_NOT_WHOLE = (
    "{who}'s rabbit count around tile {number} is {value}; it must be a whole number from 0 to "
    "{most}."
)
RABBIT_COUNT_OUT_OF_RANGE = (
    "{who}'s rabbit count around tile {number} is {value}; it must be from 0 to {most} (a tile "
    "has {most} spaces around it)."
)
RABBITS_OF_A_STRANGER = (
    "Tile {number} lists rabbits for {name}, who is not a player at this table; the players are "
    "{players}."
)
RABBITS_TWICE = (
    "Tile {number} lists {player}'s rabbits twice (as {first!r} and {second}); give each "
    "player's count once."
)
NESTED_TOO_DEEPLY = "The table state is nested too deeply to read."
UNREADABLE = "The table state could not be read."

# --- Line items --------------------------------------------------------------------------------

TILE_LABEL = "Tile {number}: {face}"
TILE_FACE = "{value} ({color})"
TILE_TIED = (
    "{face}: tie {counts} → nobody. Equal rabbits around the tile, so nobody wins it: 0 points."
)
TILE_TIED_WITHOUT_RABBITS = (
    "{face}: tie {counts} → nobody. Equal rabbits around the tile (none at all), so nobody wins "
    "it: 0 points."
)
TILE_WON = (
    "{face}: {counts} → {name}. {name} has more rabbits around the tile, so {name} wins it and "
    "scores its value: {points}."
)
TILE_WON_WORTH_NOTHING = (
    "{face}: {counts} → {name}. {name} has more rabbits around the tile, so {name} wins it and "
    "scores its value: {points}. It still counts as a tile won for the tie-breaker."
)
TILE_LOST = (
    "{face}: {counts} → {other}. {other} has more rabbits around the tile, so it goes to "
    "{other}: 0 points for {name}."
)
RABBITS_OF_ONE_PLAYER = "{name} {count}"
"""One player's rabbits around a tile, as the explanations list them ("Aki 2 – Ren 1")."""
RABBITS_SEPARATOR = " – "

TILES_WON_LABEL = "Tiles won: {count}"
TILES_WON_NONE = (
    "{name} won {count} of the {total} tiles. First tie-breaker: shown, not added to the points."
)
TILES_WON_ONE = (
    "{name} won {count} of the {total} tiles (tile {tiles}). First tie-breaker: shown, not "
    "added to the points."
)
TILES_WON_SEVERAL = (
    "{name} won {count} of the {total} tiles (tiles {tiles}). First tie-breaker: shown, not "
    "added to the points."
)
RESERVE_LABEL = "Reserve: {rabbits}"
RESERVE_EXPLANATION = (
    "{name} has {rabbits} left in reserve. Second tie-breaker: shown, not added to the points."
)

# --- Counts --------------------------------------------------------------------------------

POINT, POINTS = "point", "points"
TILE, TILES = "tile", "tiles"
RABBIT, RABBITS = "rabbit", "rabbits"
TILE_IS, TILES_ARE = "tile is", "tiles are"
RABBITS_IN_RESERVE = "{rabbits} in reserve"
"""A player's reserve in the tie-break sentence ("4 rabbits in reserve")."""

# --- Warnings ------------------------------------------------------------------------------

UNFINISHED = (
    "Only {tiles} on the moon board; a finished game has {finished}. The table is scored as "
    "entered."
)
TOO_MANY_RABBITS_AROUND = (
    "{name}'s rabbits around the tiles add up to {touches}, but with {reserve} in reserve "
    "{name} has at most {on_board} on the board, and a rabbit touches at most {per_rabbit} "
    "tiles ({per_rabbit} × {on_board} = {most}). Check the rabbit counts and the reserve."
)
