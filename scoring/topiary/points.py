"""Scoring a parsed table: one explained item per visitor and per hand tile, then the ranking."""

from __future__ import annotations

from scoring.i18n import _
from scoring.result import Category, LineItem, PlayerScore, Result, TieBreaker
from scoring.topiary import words
from scoring.topiary.garden import Player, Table, Tile, describe_position, suit_name
from scoring.topiary.model import (
    FACE_DOWN,
    FACE_UP_AT_START,
    GAME,
    HIGHEST_VALUE,
    SUITS_IN_PLAY,
    VISITORS_PER_PLAYER,
    Suit,
)
from scoring.topiary.rulebook import HAND_RULE, VISITORS_RULE
from scoring.topiary.sight import Sight, View, visitor_view
from scoring.topiary.words import fill
from scoring.wording import joined

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _seen_sentence(view: View) -> str:
    seen = view.seen_tiles
    if not seen:
        return _(words.SEES_NOTHING)
    if len(seen) == 1:
        return fill(words.SEES_ONE, tile=seen[0].name, points=view.base)
    values = joined(" + ", [str(tile.value) for tile in seen])
    names = joined(", ", [tile.name for tile in seen])
    return fill(words.SEES_SEVERAL, tiles=names, values=values, points=view.base)


def _visitor_sentences(view: View) -> list[str]:
    """What a visitor sees, what is hidden from it, and its same-suit bonus."""
    sentences = [_seen_sentence(view)]
    hidden = [cell for cell in view.cells if cell.sight is Sight.HIDDEN]
    if hidden:
        parts = [
            fill(words.HIDDEN_BEHIND, tile=cell.tile.name, front=cell.hidden_by[1].name)
            for cell in hidden
            if cell.tile is not None and cell.hidden_by is not None
        ]
        sentences.append(fill(words.HIDDEN, tiles=joined(", ", parts)))
    down = sum(1 for cell in view.cells if cell.sight is Sight.DOWN)
    if down and view.seen_tiles:
        sentences.append(words.looks_past(down))
    if view.bonus_groups:
        groups = joined(
            ", ",
            [
                fill(
                    words.BONUS_GROUP,
                    count=len(group.tiles),
                    suit=suit_name(group.suit),
                    points=group.points,
                )
                for group in view.bonus_groups
            ],
        )
        sentences.append(
            fill(words.BONUS, groups=groups, base=view.base, bonus=view.bonus, points=view.points)
        )
    elif len(view.seen_tiles) > 1:
        sentences.append(_(words.NO_BONUS))
    return sentences


def _visitor_item(view: View) -> LineItem:
    visitor = view.visitor
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
        label=fill(words.VISITOR_LABEL, player=visitor.player, spot=visitor.spot),
        points=view.points,
        explanation=joined(" ", _visitor_sentences(view)),
        refs=tuple(cell.position for cell in view.seen),
        details=details,
        rule=VISITORS_RULE,
    )


def _why_a_hand_tile_scores_nothing(
    table: Table, player: Player, tile: Tile, own: list[tuple[int, View]]
) -> str:
    """Why no visitor of the owner makes a hand tile score: the best of its suit they see, and
    any higher tile of its suit in the garden that they do not see."""
    values = {"name": player.name, "suit": suit_name(tile.suit), "value": tile.value}
    seen_of_suit = [
        cell.tile
        for _, view in own
        for cell in view.seen
        if cell.tile is not None and cell.tile.suit is tile.suit
    ]
    if seen_of_suit:
        best = max(seen.value for seen in seen_of_suit)
        explanation = fill(words.HAND_SEEN_TOO_LOW, best=best, **values)
    else:
        explanation = fill(words.HAND_SUIT_UNSEEN, **values)
    in_garden_higher = [
        ((row + 1, column + 1), cell)
        for row, cells in enumerate(table.garden)
        for column, cell in enumerate(cells)
        if cell is not None and cell.suit is tile.suit and cell.value > tile.value
    ]
    if in_garden_higher:
        places = joined(
            ", ",
            [
                fill(words.TILE_AT, tile=cell.name, where=describe_position(position))
                for position, cell in in_garden_higher
            ],
        )
        unseen = words.HIGHER_UNSEEN if len(in_garden_higher) == 1 else words.HIGHER_UNSEEN_SEVERAL
        explanation = fill(unseen, explanation=explanation, places=places, name=player.name)
    return explanation


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
    label = fill(words.HAND_LABEL, tile=tile.name)
    if makers:
        _, view, cell = makers[0]
        assert cell.tile is not None
        others = len({index for index, _, _ in makers}) - 1
        values = {
            "name": player.name,
            "spot": view.visitor.spot,
            "seen": cell.tile.name,
            "where": describe_position(cell.position),
            "value": tile.value,
        }
        if others:
            explanation = words.hand_scores_also_seen(others, **values)
        else:
            explanation = fill(words.HAND_SCORES, **values)
        return LineItem(label, tile.value, explanation, (cell.position,), details, rule=HAND_RULE)
    if tile.value >= HIGHEST_VALUE:
        explanation = fill(words.HAND_HIGHEST, suit=suit_name(tile.suit), value=tile.value)
        return LineItem(label, 0, explanation, (), details, rule=HAND_RULE)
    explanation = _why_a_hand_tile_scores_nothing(table, player, tile, own)
    return LineItem(label, 0, explanation, (), details, rule=HAND_RULE)


def table_warnings(table: Table) -> tuple[str, ...]:
    """Sentences about a table that scores but looks wrong (spec/topiary.md, "Input")."""
    warnings: list[str] = []
    player_count = len(table.players)
    allowed = VISITORS_PER_PLAYER.get(player_count)
    if allowed is not None:
        for player in table.players:
            placed = len(table.visitors_of(player.name))
            if placed < allowed:
                warnings.append(words.fewer_visitors(player.name, placed, player_count, allowed))
    suits = {tile.suit for row in table.garden for tile in row if tile is not None}
    suits |= {tile.suit for player in table.players for tile in player.hand}
    if SUITS_IN_PLAY.get(player_count, len(Suit)) < len(Suit) and len(suits) == len(Suit):
        warnings.append(fill(words.EVERY_SUIT, players=player_count, suits=len(Suit)))
    face_up = sum(1 for row in table.garden for tile in row if tile is not None)
    most = FACE_UP_AT_START + len(table.visitors)
    if face_up > most:
        warnings.append(words.too_many_face_up(face_up, len(table.visitors), most))
    return tuple(warnings)


def _hand_points_words(points: float) -> str:
    return words.hand_points(int(points))


def _turn_order_words(index: int) -> str:
    """ "played 2nd": a tied player's place in turn order (2 to 4 players)."""
    order = words.TURN_ORDINALS.get(index + 1)
    return fill(words.PLAYED, order=_(order) if order else str(index + 1))


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
                player.name,
                (
                    Category(_(words.VISITORS_CATEGORY), visitor_items),
                    Category(_(words.HAND_CATEGORY), hand_items),
                ),
            )
        )
    hand_points = [player.category(_(words.HAND_CATEGORY)).points for player in scores]
    tiebreakers = (
        TieBreaker(
            _(words.TIE_HAND),
            key=lambda index: hand_points[index],
            show=lambda index: _hand_points_words(hand_points[index]),
        ),
        TieBreaker(
            _(words.TIE_TURN_ORDER),
            key=lambda index: index,
            show=_turn_order_words,
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
