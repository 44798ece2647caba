"""Tsukimi: each tile on the moon board goes to the player with more rabbits around it.

The rules are in ``spec/tsukimi.md`` (from the Board Game Arena game help, in Italian, in
``seeds/004_8b51b73abd33517a.txt``). Two players place eighteen tiles (value 0–5, a colour and
an effect) on the moon board and surround them with rabbits. At the end:

- each tile goes to the player with **more rabbits around it**; equal rabbits (even none)
  leave it to nobody;
- a player scores the sum of the values of the tiles they won;
- ties go to the player who won more tiles, then to the one with more rabbits left in their
  reserve, and otherwise the win is shared.

The board geometry is not entered: for every tile the players read off how many rabbits of
each colour touch it.

>>> table = parse({
...     "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren", "reserve": 4}],
...     "tiles": [
...         {"value": 3, "color": "red", "rabbits": {"Aki": 2, "Ren": 1}},
...         {"value": 0, "color": "blue", "rabbits": {"Aki": 0, "Ren": 0}},
...     ],
... })
>>> result = score(table)
>>> [(player.name, player.total) for player in result.players]
[('Aki', 3), ('Ren', 0)]
>>> result.player("Aki").category(TILES_WON).items[0].label
'Tile 1: 3 (red)'
>>> result.winners
('Aki',)

The package keeps one job per module, as every game does: :mod:`~scoring.tsukimi.model` (rule
numbers and the typed table), :mod:`~scoring.tsukimi.parsing` (:func:`parse`),
:mod:`~scoring.tsukimi.points` (:func:`score`), :mod:`~scoring.tsukimi.readings` (what the
rules page says) and :mod:`~scoring.tsukimi.words` (every sentence a player reads).
"""

from __future__ import annotations

from scoring.tsukimi.model import (
    DEFAULT_VARIANT,
    GAME,
    MAX_RABBITS_AROUND_TILE,
    MAX_TILE_VALUE,
    MAX_TILES,
    MIN_TILE_VALUE,
    MIN_TILES,
    PLAYER_COUNT,
    RABBITS_PER_PLAYER,
    STARTING_RESERVE,
    TILES_IN_FINISHED_GAME,
    TILES_TOUCHED_PER_RABBIT,
    VARIANT_TITLES,
    Player,
    Table,
    Tile,
    TileOutcome,
    Variant,
    tile_winner,
)
from scoring.tsukimi.parsing import parse
from scoring.tsukimi.points import score
from scoring.tsukimi.readings import INPUT_NOTES, READINGS, TIEBREAKERS
from scoring.tsukimi.rulebook import RULES
from scoring.tsukimi.words import TIES, TILES_NOT_WON, TILES_WON

__all__ = [
    "DEFAULT_VARIANT",
    "GAME",
    "INPUT_NOTES",
    "MAX_RABBITS_AROUND_TILE",
    "MAX_TILES",
    "MAX_TILE_VALUE",
    "MIN_TILES",
    "MIN_TILE_VALUE",
    "PLAYER_COUNT",
    "RABBITS_PER_PLAYER",
    "READINGS",
    "RULES",
    "STARTING_RESERVE",
    "TIEBREAKERS",
    "TIES",
    "TILES_IN_FINISHED_GAME",
    "TILES_NOT_WON",
    "TILES_TOUCHED_PER_RABBIT",
    "TILES_WON",
    "VARIANT_TITLES",
    "Player",
    "Table",
    "Tile",
    "TileOutcome",
    "Variant",
    "parse",
    "score",
    "tile_winner",
]
