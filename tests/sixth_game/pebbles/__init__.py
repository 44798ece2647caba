"""Pebbles, a made-up game for the tests: 2 to 4 players each end with some pebbles; a pebble
is a point, and the player (or players) with the most pebbles score 3 more.

The shape of every scoring package (``README.md``, "Adding a game"): ``parse`` raises one
``TableError`` naming every problem, ``score`` gives line items whose sum is each total,
``READINGS`` lists our readings. The state: ``{"players": [{"name": "Ann", "pebbles": 4}, …]}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring import Category, LineItem, PlayerScore, Problem, Result, TableError, TieBreaker
from scoring.i18n import N_

GAME = "pebbles"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
MOST_PEBBLES_BONUS = 3

READINGS = (N_("Players tied for the most pebbles all score the bonus."),)


@dataclass(frozen=True)
class Player:
    name: str
    pebbles: int


@dataclass(frozen=True)
class Table:
    players: tuple[Player, ...]


def parse(data: Any) -> Table:
    """The table, or a TableError naming every problem."""
    problems: list[Problem] = []
    players = data.get("players") if isinstance(data, dict) else None
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise TableError([Problem("players", "A table has 2 to 4 players.")])
    parsed, seen = [], set()
    for index, player in enumerate(players):
        path = f"players[{index}]"
        entry = player if isinstance(player, dict) else {}
        name = entry.get("name")
        pebbles = entry.get("pebbles")
        if not isinstance(name, str) or not name.strip():
            problems.append(Problem(f"{path}.name", "Give every player a name."))
        elif name.strip().casefold() in seen:
            problems.append(Problem(f"{path}.name", "Two players have the same name."))
        else:
            seen.add(name.strip().casefold())
        if isinstance(pebbles, bool) or not isinstance(pebbles, int) or pebbles < 0:
            problems.append(Problem(f"{path}.pebbles", "Count the pebbles: 0 or more."))
        if not problems:
            parsed.append(Player(str(name).strip(), int(pebbles)))  # type: ignore[arg-type]
    if problems:
        raise TableError(problems)
    return Table(tuple(parsed))


def score(table: Table) -> Result:
    """A point a pebble, and the bonus for the most pebbles."""
    most = max(player.pebbles for player in table.players)
    scores = []
    for player in table.players:
        items = [
            LineItem(
                label="Pebbles",
                points=player.pebbles,
                explanation=f"{player.name} kept {player.pebbles} pebbles: a point each.",
            )
        ]
        if player.pebbles == most:
            items.append(
                LineItem(
                    label="Most pebbles",
                    points=MOST_PEBBLES_BONUS,
                    explanation=f"{player.name} has the most pebbles ({most}).",
                )
            )
        scores.append(PlayerScore(player.name, (Category("Pebbles", tuple(items)),)))
    tiebreakers = (TieBreaker("the most pebbles", lambda seat: table.players[seat].pebbles),)
    return Result.ranked(GAME, scores, tiebreakers=tiebreakers)
