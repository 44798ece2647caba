"""What a group's plays add up to: per game and per player, plays, wins, best and average
score, and who beats whom head to head.

Pure functions over plain data (no Flask, no database), so every figure can be checked by
hand. Names match within a group ignoring case and spaces ("ann " is "Ann"). A player who
shares rank 1 (a tie no tie-breaker settled) has a win, like the sole winner. Head to head,
a player beats another in a play when their total is higher; equal totals beat nobody, and
the tie-breakers that settle the podium are not counted there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any


def player_key(name: str) -> str:
    """The key names match by within a group: no spaces, case folded.

    >>> player_key(" Ann Marie "), player_key("annmarie"), player_key("ANN")
    ('annmarie', 'annmarie', 'ann')
    """
    return "".join(name.split()).casefold()


@dataclass(frozen=True)
class Seat:
    """One player's line in one play: their name as typed, total, rank and whether they won."""

    name: str
    total: int
    rank: int
    winner: bool


@dataclass(frozen=True)
class Play:
    """One saved table filed into a group."""

    table_id: str
    game: str
    played: datetime
    seats: tuple[Seat, ...]

    @classmethod
    def from_result(
        cls, table_id: str, game: str, played: datetime, result: Mapping[str, Any]
    ) -> Play:
        """A play from the contract's result JSON (``players`` with name, total and rank;
        ``winners``). A player listed in ``winners`` or ranked 1 won."""
        winners = {str(name) for name in result.get("winners") or []}
        seats = tuple(
            Seat(
                name=str(player["name"]),
                total=int(player["total"]),
                rank=int(player["rank"]),
                winner=player["name"] in winners or int(player["rank"]) == 1,
            )
            for player in result.get("players") or []
        )
        return cls(table_id=table_id, game=game, played=played, seats=seats)


@dataclass(frozen=True)
class PlayerStats:
    """One player's record in one game of the group."""

    key: str
    name: str
    """As written in the player's newest play."""
    plays: int
    wins: int
    best: int
    average: float


@dataclass(frozen=True)
class GameStats:
    """One game's figures in the group: its players (most wins first) and the head-to-head
    table, ``beats[row][column]`` = how many times the row player beat the column player
    (None on the diagonal)."""

    game: str
    plays: int
    players: tuple[PlayerStats, ...]
    beats: tuple[tuple[int | None, ...], ...]


def distinct_seats(play: Play) -> list[tuple[str, Seat]]:
    """The play's seats with their keys; a second seat whose name matches an earlier one
    (possible only when names differ by their spaces alone) is left out, so nobody counts
    twice in one play."""
    seen: set[str] = set()
    kept: list[tuple[str, Seat]] = []
    for seat in play.seats:
        key = player_key(seat.name)
        if key and key not in seen:
            seen.add(key)
            kept.append((key, seat))
    return kept


def game_stats(game: str, plays: Sequence[Play]) -> GameStats:
    """The figures of one game's plays (all of the same game)."""
    totals: dict[str, list[int]] = {}
    wins: dict[str, int] = {}
    names: dict[str, tuple[datetime, str]] = {}
    beaten: dict[tuple[str, str], int] = {}
    for play in plays:
        seats = distinct_seats(play)
        for key, seat in seats:
            totals.setdefault(key, []).append(seat.total)
            wins[key] = wins.get(key, 0) + (1 if seat.winner else 0)
            if key not in names or play.played >= names[key][0]:
                names[key] = (play.played, seat.name.strip())
        for key, seat in seats:
            for other_key, other in seats:
                if seat.total > other.total:
                    beaten[key, other_key] = beaten.get((key, other_key), 0) + 1
    players = sorted(
        (
            PlayerStats(
                key=key,
                name=names[key][1],
                plays=len(scores),
                wins=wins[key],
                best=max(scores),
                average=sum(scores) / len(scores),
            )
            for key, scores in totals.items()
        ),
        key=lambda p: (-p.wins, -p.average, p.name.casefold()),
    )
    beats = tuple(
        tuple(
            None if i == j else beaten.get((row.key, column.key), 0)
            for j, column in enumerate(players)
        )
        for i, row in enumerate(players)
    )
    return GameStats(game=game, plays=len(plays), players=tuple(players), beats=beats)


def group_stats(plays: Iterable[Play]) -> list[GameStats]:
    """Every game's figures, the game played most first (then by its slug)."""
    by_game: dict[str, list[Play]] = {}
    for play in plays:
        by_game.setdefault(play.game, []).append(play)
    games = sorted(by_game, key=lambda game: (-len(by_game[game]), game))
    return [game_stats(game, by_game[game]) for game in games]


def play_rows(plays: Iterable[Play]) -> list[dict[str, Any]]:
    """One row per player per play, newest play first, for the CSV and JSON downloads:
    date (ISO 8601 to the second), game, table id, player, total, rank, winner."""
    rows: list[dict[str, Any]] = []
    for play in sorted(plays, key=lambda p: p.played, reverse=True):
        for seat in play.seats:
            rows.append(
                {
                    "date": play.played.replace(microsecond=0).isoformat(),
                    "game": play.game,
                    "table": play.table_id,
                    "player": seat.name,
                    "total": seat.total,
                    "rank": seat.rank,
                    "winner": seat.winner,
                }
            )
    return rows
