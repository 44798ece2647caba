"""Scoring a parsed table: one explained item per visitor and per hand tile, then the ranking."""

from __future__ import annotations

from typing import Any

from scoring.result import Category, LineItem, PlayerScore, Result, TieBreaker
from scoring.topiary.garden import Player, Table, Tile, describe_position
from scoring.topiary.model import (
    FACE_DOWN,
    FACE_UP_AT_START,
    GAME,
    HIGHEST_VALUE,
    SUIT_NAMES,
    SUITS_IN_PLAY,
    VISITORS_PER_PLAYER,
    Suit,
)
from scoring.topiary.sight import Sight, View, visitor_view
from scoring.wording import article, ordinal, plural


def _visitor_item(view: View) -> LineItem:
    visitor = view.visitor
    seen = view.seen_tiles
    sentences: list[str] = []
    if not seen:
        sentences.append("Every tile in its line is face down, so it sees nothing.")
    elif len(seen) == 1:
        sentences.append(f"Sees {seen[0].name} = {view.base}.")
    else:
        values = " + ".join(str(tile.value) for tile in seen)
        names = ", ".join(tile.name for tile in seen)
        sentences.append(f"Sees {names}: {values} = {view.base}.")
    hidden = [cell for cell in view.cells if cell.sight is Sight.HIDDEN]
    if hidden:
        parts = [
            f"{cell.tile.name} behind {cell.hidden_by[1].name}"
            for cell in hidden
            if cell.tile is not None and cell.hidden_by is not None
        ]
        sentences.append(f"Hidden (not larger than a tile in front): {', '.join(parts)}.")
    down = sum(1 for cell in view.cells if cell.sight is Sight.DOWN)
    if down and seen:
        sentences.append(f"Looks past {plural(down, 'face-down tile')} (worth 0).")
    if view.bonus_groups:
        groups = ", ".join(
            f"{len(group.tiles)} {SUIT_NAMES[group.suit.value]} +{group.points}"
            for group in view.bonus_groups
        )
        sentences.append(
            f"Same-suit bonus: {groups}. Total {view.base} + {view.bonus} = {view.points}."
        )
    elif len(seen) > 1:
        sentences.append("No suit seen twice, so no bonus.")
    details: dict[str, Any] = {
        "player": visitor.player,
        "at": list(visitor.at),
        "facing": visitor.facing.value,
        "spot": visitor.spot,
        "line": [cell.to_dict() for cell in view.cells],
        "bonus_groups": [
            {
                "suit": group.suit.value,
                "tiles": [tile.code for tile in group.tiles],
                "points": group.points,
            }
            for group in view.bonus_groups
        ],
        "base": view.base,
        "bonus": view.bonus,
    }
    return LineItem(
        label=f"{visitor.player}'s visitor {visitor.spot}",
        points=view.points,
        explanation=" ".join(sentences),
        refs=tuple(cell.position for cell in view.seen),
        details=details,
    )


def _hand_item(table: Table, player: Player, tile: Tile, views: list[View]) -> LineItem:
    """A hand tile scores its value when one of the owner's visitors sees a higher tile of its
    suit, at most once (spec/topiary.md, "Scoring")."""
    own = [(index, view) for index, view in enumerate(views) if view.visitor.player == player.name]
    makers = [
        (index, view, cell)
        for index, view in own
        for cell in view.seen
        if cell.tile is not None and cell.tile.suit is tile.suit and cell.tile.value > tile.value
    ]
    suit_name = SUIT_NAMES[tile.suit.value]
    details: dict[str, Any] = {
        "tile": tile.code,
        "suit": tile.suit.value,
        "value": tile.value,
        "scores": bool(makers),
        "seen_by": [
            {
                "visitor": index,
                "spot": view.visitor.spot,
                "position": list(cell.position),
                "tile": cell.tile.code if cell.tile else FACE_DOWN,
            }
            for index, view, cell in makers
        ],
    }
    label = f"Hand: {tile.name}"
    if makers:
        _, view, cell = makers[0]
        assert cell.tile is not None
        others = len({index for index, _, _ in makers}) - 1
        also = f" ({plural(others, 'other visitor')} also see one)" if others else ""
        explanation = (
            f"{player.name}'s visitor {view.visitor.spot} sees {cell.tile.name} at "
            f"{describe_position(cell.position)}, higher than {tile.value}{also} → "
            f"{tile.value}."
        )
        return LineItem(label, tile.value, explanation, (cell.position,), details)
    if tile.value >= HIGHEST_VALUE:
        explanation = f"No {suit_name} is higher than {tile.value}, so it cannot score → 0."
        return LineItem(label, 0, explanation, (), details)
    seen_of_suit = [
        cell.tile
        for _, view in own
        for cell in view.seen
        if cell.tile is not None and cell.tile.suit is tile.suit
    ]
    if seen_of_suit:
        best = max(seen_of_suit, key=lambda seen: seen.value)
        explanation = (
            f"{player.name}'s visitors see {suit_name} only up to {best.value}; it needs "
            f"{article(suit_name)} {suit_name} higher than {tile.value} → 0."
        )
    else:
        explanation = (
            f"None of {player.name}'s visitors sees {article(suit_name)} {suit_name} higher "
            f"than {tile.value} → 0."
        )
    in_garden_higher = [
        ((row + 1, column + 1), cell)
        for row, cells in enumerate(table.garden)
        for column, cell in enumerate(cells)
        if cell is not None and cell.suit is tile.suit and cell.value > tile.value
    ]
    if in_garden_higher:
        places = ", ".join(
            f"{cell.name} at {describe_position(position)}" for position, cell in in_garden_higher
        )
        verb, pronoun = ("is", "it") if len(in_garden_higher) == 1 else ("are", "them")
        explanation += (
            f" ({places} {verb} in the garden, but none of {player.name}'s visitors sees "
            f"{pronoun}.)"
        )
    return LineItem(label, 0, explanation, (), details)


def table_warnings(table: Table) -> tuple[str, ...]:
    """Sentences about a table that scores but looks wrong (spec/topiary.md, "Input")."""
    warnings: list[str] = []
    player_count = len(table.players)
    allowed = VISITORS_PER_PLAYER.get(player_count)
    if allowed is not None:
        for player in table.players:
            placed = len(table.visitors_of(player.name))
            if placed < allowed:
                warnings.append(
                    f"{player.name} placed {plural(placed, 'visitor')}; with {player_count} "
                    f"players each player places {allowed}, so the game may not be over."
                )
    suits = {tile.suit for row in table.garden for tile in row if tile is not None}
    suits |= {tile.suit for player in table.players for tile in player.hand}
    if SUITS_IN_PLAY.get(player_count, len(Suit)) < len(Suit) and len(suits) == len(Suit):
        warnings.append(
            f"With {player_count} players one whole suit is removed from the game, but this "
            f"table shows tiles of all {len(Suit)} suits."
        )
    face_up = sum(1 for row in table.garden for tile in row if tile is not None)
    most = FACE_UP_AT_START + len(table.visitors)
    if face_up > most:
        warnings.append(
            f"The garden shows {face_up} face-up tiles, but with "
            f"{plural(len(table.visitors), 'visitor')} placed at most {most} can be face up "
            f"(the centre tile, then at most one per turn)."
        )
    return tuple(warnings)


def _hand_points_words(points: float) -> str:
    return plural(int(points), "hand point")


def score(table: Table) -> Result:
    """Score a parsed table: every visitor's line and bonus, then every hand tile."""
    views = [visitor_view(table, visitor) for visitor in table.visitors]
    scores: list[PlayerScore] = []
    for player in table.players:
        visitor_items = tuple(
            _visitor_item(view) for view in views if view.visitor.player == player.name
        )
        hand_items = tuple(_hand_item(table, player, tile, views) for tile in player.hand)
        scores.append(
            PlayerScore(
                player.name, (Category("visitors", visitor_items), Category("hand", hand_items))
            )
        )
    hand_points = [player.category("hand").points for player in scores]
    tiebreakers = (
        TieBreaker(
            "most points from the hand",
            key=lambda index: hand_points[index],
            show=lambda index: _hand_points_words(hand_points[index]),
        ),
        TieBreaker(
            "playing later in turn order",
            key=lambda index: index,
            show=lambda index: f"played {ordinal(index + 1)}",
        ),
    )
    sections = {
        "garden": {
            "rows": [[tile.code if tile else FACE_DOWN for tile in row] for row in table.garden],
            "visitors": [
                {
                    "player": view.visitor.player,
                    "at": list(view.visitor.at),
                    "facing": view.visitor.facing.value,
                    "spot": view.visitor.spot,
                    "points": view.points,
                }
                for view in views
            ],
        }
    }
    return Result.ranked(GAME, scores, tiebreakers, table_warnings(table), sections)
