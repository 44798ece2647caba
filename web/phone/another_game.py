"""Another game with these players: a result offers every game's form with its players' names
filled in.

Each choice is a small form posting a names-only table state to the game's existing "edit"
endpoint (``POST /SLUG/edit``), so it works without JavaScript and the names stay in the
request body: a GET link would write them into the server's access log, the browser's history
and any proxy's log, and names are what players would call private.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from scoring import Game
from web.games import get_adapter, web_games
from web.platform.templating import fixed_url
from web.platform.translate import ngettext


def names_state(game: Game, names: list[str]) -> dict[str, Any]:
    """A table state holding only the players' names, for ``game``'s form: as many as the game
    takes (the first ones), blank seats up to the fewest it needs.

    >>> from scoring import get_game
    >>> names_state(get_game("solstis"), ["Ann", "Ben", "Cat"])
    {'players': [{'name': 'Ann'}, {'name': 'Ben'}]}
    >>> names_state(get_game("panorama"), ["Ann"])
    {'players': ['Ann']}
    """
    seated = names[: game.max_players]
    seated += [""] * (game.min_players - len(seated))
    adapter = get_adapter(game.slug)
    if adapter is not None and adapter.players_as_names:
        return {"players": seated}
    return {"players": [{"name": name} for name in seated]}


@dataclass(frozen=True)
class GameChoice:
    """One game offered for the next table: where its form is, and what to post to it."""

    game: Game
    action: str
    state_json: str
    left_out: str
    """A sentence when some players cannot sit at this game, else empty."""


def another_game_choices(names: list[str]) -> list[GameChoice]:
    """Every game's form, to open with ``names`` filled in (a Jinja global)."""
    choices = []
    for game in web_games():
        left_out = ""
        if len(names) > game.max_players:
            left_out = ngettext(
                "%(game)s takes %(num)d player at most: %(names)s.",
                "%(game)s takes %(num)d players at most: %(names)s.",
                game.max_players,
                game=game.local_name,
                names=", ".join(names[: game.max_players]),
            )
        choices.append(
            GameChoice(
                game=game,
                action=fixed_url("views.edit_table", slug=game.slug),
                state_json=json.dumps(names_state(game, names), ensure_ascii=False),
                left_out=left_out,
            )
        )
    return choices
