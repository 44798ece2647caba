"""Every game's web adapter, registered against the game it serves.

An adapter (``web.games.base.GameAdapter``) is the game's entry form and how it becomes the
contract's table state and back; each game's module here subclasses it. The scoring library
knows nothing of the web: the web side registers each adapter against the game's slug in the
scoring registry (``scoring.registry.GAMES``), which refuses a slug it does not know, so the
two lists cannot drift apart. A game without an adapter is not offered on the web yet.
"""

from __future__ import annotations

from typing import Any

from scoring import GAMES, Game, get_game
from web.games.base import GameAdapter
from web.games.panorama.adapter import PanoramaAdapter
from web.games.sagrada.adapter import SagradaAdapter
from web.games.solstis.adapter import SolstisAdapter
from web.games.topiary.adapter import TopiaryAdapter
from web.games.tsukimi.adapter import TsukimiAdapter

ADAPTERS: dict[str, GameAdapter[Any]] = {}
"""The web adapter of each game that has one, by slug."""


def register_adapter(slug: str, adapter_class: type[GameAdapter[Any]]) -> GameAdapter[Any]:
    """Offer the game called ``slug`` on the web through ``adapter_class``.

    Raises ``UnknownGameError`` for a slug the scoring registry does not know.
    """
    adapter = adapter_class(get_game(slug))
    ADAPTERS[slug] = adapter
    return adapter


def unregister_adapter(slug: str) -> None:
    """Stop offering the game called ``slug`` on the web (nothing happens if it was not)."""
    ADAPTERS.pop(slug, None)


def get_adapter(slug: str) -> GameAdapter[Any] | None:
    """The web adapter for ``slug``, or None when the game has no form yet."""
    return ADAPTERS.get(slug)


def web_games() -> list[Game]:
    """The games that have a web form, in the scoring registry's order."""
    return [game for game in GAMES if game.slug in ADAPTERS]


register_adapter("panorama", PanoramaAdapter)
register_adapter("solstis", SolstisAdapter)
register_adapter("sagrada", SagradaAdapter)
register_adapter("topiary", TopiaryAdapter)
register_adapter("tsukimi", TsukimiAdapter)
