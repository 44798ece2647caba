"""Send to BG Stats (issue 25): a saved table as a play for the app players log their plays in.

BG Stats takes a whole play as URL-encoded JSON on its import address,
``https://app.bgstatsapp.com/createPlay.html?data=…``: a phone with BG Stats opens its import
dialog with the play filled in (and BG Stats passes it on to BoardGameGeek); one without it
opens BG Stats' web page. So the link is a plain one on the saved table's page, no script, no
request of ours.

The play is read from the saved result, as its page shows it, and from the game's adapter,
never from the game's name: its BoardGameGeek id (``GameAdapter.bgg_id``, left out where not
known) and its start player (``GameAdapter.start_player``, where the game's table says who
started).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

from web.games.base import GameAdapter

CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html?data="
"""BG Stats' documented import address: the play's JSON follows, URL-encoded."""

SOURCE_NAME = "Vantage"
"""Who sends the play: BG Stats shows it, and matches later plays from the same source."""

HIGHEST_WINS = True
"""Every game here ranks its players highest total first (``scoring.result.rank_players``)."""

MAX_URL_LENGTH = 8000
"""The longest link kept (browsers and chat apps cut longer ones): 6 players with 30-letter
accented and Greek names take 1,297 characters, 30 emoji a name under 3,000, so a longer one
means a table no game allows."""

PLAY_DATE_FORMAT = "%Y-%m-%d %H:%M:%S"
"""BG Stats' ``playDate``: UTC, ``2026-12-01 21:05:00``."""


def play_date(moment: datetime) -> str:
    """``moment`` in UTC as BG Stats reads it (a naive moment is taken as UTC already).

    >>> play_date(datetime(2026, 12, 1, 21, 5, 7))
    '2026-12-01 21:05:07'
    """
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime(PLAY_DATE_FORMAT)


def play(
    table_id: str,
    adapter: GameAdapter[Any],
    state: dict[str, Any],
    result: dict[str, Any],
    played: datetime,
) -> dict[str, Any]:
    """The play BG Stats imports: the table, its game, and every player with their total and
    whether they won (every winner of a tie does), in the table's order."""
    game: dict[str, Any] = {
        "name": adapter.game.short_name,
        "sourceGameId": adapter.slug,
        "highestWins": HIGHEST_WINS,
    }
    if adapter.bgg_id is not None:
        game["bggId"] = adapter.bgg_id
    starter = adapter.start_player(state)
    players = []
    for index, player in enumerate(result.get("players", [])):
        entry: dict[str, Any] = {
            "name": player["name"],
            "score": player["total"],
            "winner": player["rank"] == 1,
        }
        if starter is not None:
            entry["startPlayer"] = index == starter
        players.append(entry)
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": table_id,
        "playDate": play_date(played),
        "game": game,
        "players": players,
    }


def bgstats_url(
    table_id: str,
    adapter: GameAdapter[Any],
    state: dict[str, Any],
    result: dict[str, Any],
    played: datetime,
) -> str | None:
    """The "Send to BG Stats" link of a saved table; None if it would be longer than
    :data:`MAX_URL_LENGTH` (no table a game allows is)."""
    data = json.dumps(
        play(table_id, adapter, state, result, played), ensure_ascii=False, separators=(",", ":")
    )
    url = CREATE_PLAY + quote(data, safe="")
    return url if len(url) <= MAX_URL_LENGTH else None
