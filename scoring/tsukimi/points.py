"""Scoring a parsed Tsukimi table (spec/tsukimi.md, "Scoring"): each tile to its majority,
the tiles' values added up, then the tie-breakers (most tiles won, most rabbits in reserve).

Every item explains itself in a sentence from :mod:`~scoring.tsukimi.words`.
"""

from __future__ import annotations

from collections.abc import Callable

from scoring.i18n import _
from scoring.records import dataclass
from scoring.result import Category, LineItem, PlayerScore, Result, TieBreaker
from scoring.tsukimi import words
from scoring.tsukimi.model import (
    GAME,
    RABBITS_PER_PLAYER,
    TILES_IN_FINISHED_GAME,
    TILES_TOUCHED_PER_RABBIT,
    Player,
    Table,
    Tile,
    TileOutcome,
    tile_winner,
)
from scoring.tsukimi.readings import TIEBREAKERS
from scoring.tsukimi.rulebook import TIES_RULE, TILES_RULE
from scoring.wording import join_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@dataclass(frozen=True)
class _TileFacts:
    """What every line about one tile shares (both players' items and the tiles section),
    worked out once per tile: its number, winner, and its face, label and counts as worded."""

    number: int
    tile: Tile
    winner: int | None
    face: str
    label: str
    counts: str
    rabbits: dict[str, int]
    """Each player's rabbits around the tile, by name (copied into each line's details)."""


def _tile_facts(table: Table) -> list[_TileFacts]:
    """Each tile of the table, numbered from 1, with its winner and its words."""
    facts = []
    names = table.names
    for number, tile in enumerate(table.tiles, start=1):
        face = tile.face
        counts = words.RABBITS_SEPARATOR.join(
            words.say(words.RABBITS_OF_ONE_PLAYER, name=player.name, count=count)
            for player, count in zip(table.players, tile.rabbits, strict=True)
        )
        label = words.say(words.TILE_LABEL, number=number, face=face)
        rabbits = dict(zip(names, tile.rabbits, strict=True))
        winner = tile_winner(tile.rabbits)
        facts.append(_TileFacts(number, tile, winner, face, label, counts, rabbits))
    return facts


def _tile_explanation(table: Table, facts: _TileFacts, seat: int) -> str:
    """Why one tile gives one player its value or nothing."""
    tile, face, counts, winner = facts.tile, facts.face, facts.counts, facts.winner
    name = table.players[seat].name
    if winner is None:
        tied = words.TILE_TIED_WITHOUT_RABBITS if max(tile.rabbits) == 0 else words.TILE_TIED
        return words.say(tied, face=face, counts=counts)
    if winner == seat:
        return words.tile_won(face, counts, name, tile.value)
    other = table.players[winner].name
    return words.say(words.TILE_LOST, face=face, counts=counts, other=other, name=name)


def _tile_item(table: Table, facts: _TileFacts, seat: int) -> LineItem:
    """The line item for one tile in one player's breakdown."""
    tile, winner = facts.tile, facts.winner
    if winner is None:
        outcome = TileOutcome.TIE
    else:
        outcome = TileOutcome.WON if winner == seat else TileOutcome.LOST
    return LineItem(
        label=facts.label,
        points=tile.value if outcome is TileOutcome.WON else 0,
        explanation=_tile_explanation(table, facts, seat),
        refs=(facts.number,),
        details={
            "tile": facts.number,
            "value": tile.value,
            "color": tile.color or None,
            "rabbits": dict(facts.rabbits),
            "winner": table.players[winner].name if winner is not None else None,
            "outcome": outcome.value,
        },
        rule=TILES_RULE,
    )


def _tiles_won(table: Table, tiles: list[_TileFacts]) -> list[list[int]]:
    """For each player, the 1-based numbers of the tiles they won."""
    won: list[list[int]] = [[] for _ in table.players]
    for facts in tiles:
        if facts.winner is not None:
            won[facts.winner].append(facts.number)
    return won


def _plausibility_warnings(table: Table) -> list[str]:
    warnings: list[str] = []
    if len(table.tiles) < TILES_IN_FINISHED_GAME:
        warnings.append(words.unfinished(len(table.tiles), TILES_IN_FINISHED_GAME))
    for seat, player in enumerate(table.players):
        touches = sum(tile.rabbits[seat] for tile in table.tiles)
        on_board = RABBITS_PER_PLAYER - player.reserve
        most = TILES_TOUCHED_PER_RABBIT * on_board
        if touches > most:
            warnings.append(
                words.say(
                    words.TOO_MANY_RABBITS_AROUND,
                    name=player.name,
                    touches=touches,
                    reserve=words.rabbits(player.reserve),
                    on_board=on_board,
                    per_rabbit=TILES_TOUCHED_PER_RABBIT,
                    most=most,
                )
            )
    return warnings


def _tie_items(player: Player, numbers: list[int], total_tiles: int) -> tuple[LineItem, ...]:
    """The two 0-point items a player's tie-breakers are read from: tiles won, reserve."""
    listed = join_words([str(number) for number in numbers])
    reserve = words.rabbits(player.reserve)
    return (
        LineItem(
            label=words.say(words.TILES_WON_LABEL, count=len(numbers)),
            points=0,
            explanation=words.tiles_won(player.name, numbers, total_tiles, listed),
            refs=tuple(numbers),
            details={"tiles_won": len(numbers), "tiles": list(numbers), "not_points": True},
            rule=TIES_RULE,
        ),
        LineItem(
            label=words.say(words.RESERVE_LABEL, rabbits=reserve),
            points=0,
            explanation=words.say(words.RESERVE_EXPLANATION, name=player.name, rabbits=reserve),
            details={"reserve": player.reserve, "not_points": True},
            rule=TIES_RULE,
        ),
    )


def _player_score(table: Table, tiles: list[_TileFacts], seat: int, won: list[int]) -> PlayerScore:
    items = [_tile_item(table, facts, seat) for facts in tiles]
    player = table.players[seat]
    return PlayerScore(
        player.name,
        (
            Category(_(words.TILES_WON), tuple(i for i in items if i.details["outcome"] == "won")),
            Category(
                _(words.TILES_NOT_WON), tuple(i for i in items if i.details["outcome"] != "won")
            ),
            Category(_(words.TIES), _tie_items(player, won, len(table.tiles))),
        ),
    )


def _tiles_section(table: Table, tiles: list[_TileFacts]) -> list[dict[str, Any]]:
    """The result JSON's ``tiles``: each tile with its rabbits and its winner."""
    section = []
    for facts in tiles:
        tile, winner = facts.tile, facts.winner
        section.append(
            {
                "index": facts.number,
                "value": tile.value,
                "color": tile.color or None,
                "rabbits": dict(facts.rabbits),
                "winner": table.players[winner].name if winner is not None else None,
            }
        )
    return section


def score(table: Table) -> Result:
    """Score a parsed table: every tile to its majority, then the tie-breakers.

    Each player's breakdown has three categories: ``tiles won`` (one item per tile won, worth
    its value), ``tiles not won`` (0-point items for the tiles lost or tied) and
    ``for the tie-breakers (no points)`` (0-point items showing the count of tiles won and the
    reserve).
    """
    tiles = _tile_facts(table)
    won = _tiles_won(table, tiles)
    return Result.ranked(
        GAME,
        [_player_score(table, tiles, seat, won[seat]) for seat in range(len(table.players))],
        tiebreakers=_tiebreakers(table, won),
        warnings=_plausibility_warnings(table),
        sections={"variant": table.variant.value, "tiles": _tiles_section(table, tiles)},
    )


def _tiebreakers(table: Table, won: list[list[int]]) -> tuple[TieBreaker, ...]:
    def by_tiles(seat: int) -> float:
        return len(won[seat])

    def show_tiles(seat: int) -> str:
        return words.tiles(len(won[seat]))

    def by_reserve(seat: int) -> float:
        return table.players[seat].reserve

    def show_reserve(seat: int) -> str:
        return words.say(
            words.RABBITS_IN_RESERVE, rabbits=words.rabbits(table.players[seat].reserve)
        )

    breakers: list[tuple[str, Callable[[int], float], Callable[[int], str]]] = [
        (_(TIEBREAKERS[0]), by_tiles, show_tiles),
        (_(TIEBREAKERS[1]), by_reserve, show_reserve),
    ]
    return tuple(TieBreaker(description, key, show) for description, key, show in breakers)
