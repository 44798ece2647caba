"""Vantage's scoring library: finished tabletop games in, explained scores out.

Standard library only, so the same code serves the web app, the JSON API and the command line
(``python -m scoring SLUG FILE``).

>>> from scoring import get_game
>>> [game.slug for game in GAMES]
['panorama', 'solstis', 'sagrada', 'topiary', 'tsukimi']
"""

from scoring.errors import Problem, TableError, UnknownGameError
from scoring.registry import GAMES, SLUGS, Game, get_game, register_game, unregister_game
from scoring.result import Category, LineItem, PlayerScore, Result, Standing, TieBreaker

__all__ = [
    "GAMES",
    "SLUGS",
    "Category",
    "Game",
    "LineItem",
    "PlayerScore",
    "Problem",
    "Result",
    "Standing",
    "TableError",
    "TieBreaker",
    "UnknownGameError",
    "get_game",
    "register_game",
    "unregister_game",
]
