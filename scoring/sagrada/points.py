"""Scoring a parsed Sagrada table: categories, warnings, tie-breakers and sections."""

from __future__ import annotations

from scoring.i18n import _
from scoring.result import Category, LineItem, PlayerScore, Result, TieBreaker
from scoring.sagrada import words
from scoring.sagrada.model import (
    COLUMNS,
    EMPTY_SPACE_PENALTY,
    FAVOR_TOKEN_POINTS,
    FOCAL_POINT_REQUIRED_PLAYERS,
    MIN_PLAYERS_FOR_SHARED_OBJECTIVES,
    PUBLIC_OBJECTIVES_WITH_SHARED,
    ROWS,
    SOLO_EMPTY_SPACE_PENALTY,
    USUAL_MAX_FAVOR_TOKENS,
    Color,
    ColorPrivate,
    Die,
    FocalPoint,
    Player,
    Position,
    SharedPlacement,
    SoloColors,
    Table,
    Window,
    space_name,
    spaces_words,
)
from scoring.sagrada.objectives import (
    describe_shared_card,
    score_private_objective,
    score_public_objective,
    score_shared_card,
    shared_card_title,
)
from scoring.sagrada.rulebook import EMPTY_RULE, FAVOR_RULE, SHARED_RULE
from scoring.sagrada.words import say
from scoring.wording import capitalize_first, join_words, joined, ordinal

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

GAME = "sagrada"
"""The game's slug (spec/README.md)."""

PUBLIC_CATEGORY = words.PUBLIC_CATEGORY
PRIVATE_CATEGORY = words.PRIVATE_CATEGORY
FAVOR_CATEGORY = words.FAVOR_CATEGORY
EMPTY_CATEGORY = words.EMPTY_CATEGORY
SHARED_CATEGORY = words.SHARED_CATEGORY
"""A player's categories, in English; each is named in the current language (:func:`_`)."""


def orthogonal_clashes(window: Window) -> list[tuple[Position, Die, Position, Die, bool, bool]]:
    """Dice side by side or one above the other sharing a colour or a value, as (space, die,
    space, die, same colour, same value), in reading order."""
    clashes = []
    for position, die in window.dice():
        row, column = position
        for other_position in ((row, column + 1), (row + 1, column)):
            if other_position[0] > ROWS or other_position[1] > COLUMNS:
                continue
            other = window.die_at(other_position)
            if other is None:
                continue
            same_color = other.color is die.color
            same_value = other.value == die.value
            if same_color or same_value:
                clashes.append((position, die, other_position, other, same_color, same_value))
    return clashes


def _placement_warnings(player: Player) -> list[str]:
    warnings = []
    for position, die, other_position, other, same_color, same_value in orthogonal_clashes(
        player.window
    ):
        if same_color and same_value:
            sentence = words.CLASH_COLOUR_AND_VALUE
        else:
            sentence = words.CLASH_COLOUR if same_color else words.CLASH_VALUE
        side_by_side = other_position[0] == position[0]
        warnings.append(
            say(
                sentence,
                name=player.name,
                die=die.words,
                at=space_name(position),
                other=other.words,
                other_at=space_name(other_position),
                beside=_(words.SIDE_BY_SIDE if side_by_side else words.ONE_ABOVE_THE_OTHER),
                colour=words.colour_word(die.color.label),
                value=die.value,
            )
        )
    return warnings


def _private_warnings(table: Table) -> list[str]:
    """Private objectives the expansion's setup rules out, scored anyway (spec/sagrada.md,
    "Input"): colour cards at 6 players, and one colour card dealt to two players."""
    warnings: list[str] = []
    if len(table.players) == FOCAL_POINT_REQUIRED_PLAYERS:
        without = [
            player.name for player in table.players if not isinstance(player.private, FocalPoint)
        ]
        if without:
            sentence = words.COLOUR_AT_SIX if len(without) == 1 else words.COLOURS_AT_SIX
            warnings.append(
                say(sentence, players=FOCAL_POINT_REQUIRED_PLAYERS, names=join_words(without))
            )
    else:
        # Below 6 players the module is optional, but it replaces the colour cards for the whole
        # table (seed 002 L33: "Do not use the Sagrada base game Private Objectives"): a mix
        # is most likely an entry mistake, scored as entered like the 6-player one.
        focal = [player.name for player in table.players if isinstance(player.private, FocalPoint)]
        colour = [
            player.name for player in table.players if isinstance(player.private, ColorPrivate)
        ]
        if focal and colour:
            warnings.append(
                say(words.FOCAL_MIXED, focal=join_words(focal), names=join_words(colour))
            )
    holders: dict[Color, list[str]] = {}
    for player in table.players:
        if isinstance(player.private, ColorPrivate):
            holders.setdefault(player.private.color, []).append(player.name)
    for color in Color:
        names = holders.get(color, [])
        if len(names) > 1:
            sentence = words.ALL_HOLD_COLOUR if len(names) > 2 else words.BOTH_HOLD_COLOUR
            warnings.append(
                say(sentence, names=join_words(names), colour=words.colour_word(color.label))
            )
    return warnings


def _solo_warnings(table: Table) -> list[str]:
    """Favor tokens in a solo game, or a solo target without one."""
    if table.solo:
        player = table.players[0]
        if player.favor_tokens:
            return [say(words.SOLO_FAVOR, name=player.name, tokens=player.favor_tokens)]
    elif table.solo_target is not None:
        return [say(words.SOLO_TARGET_IGNORED, players=len(table.players))]
    return []


def _shared_warnings(table: Table) -> list[str]:
    """Shared objectives against the expansion's setup: too many public objectives, a card
    count that is not one per pair of neighbours, a player on the same side of two cards."""
    warnings: list[str] = []
    shared = table.shared_objectives
    if len(table.public_objectives) > PUBLIC_OBJECTIVES_WITH_SHARED:
        warnings.append(
            say(
                words.PUBLIC_WITH_SHARED,
                allowed=PUBLIC_OBJECTIVES_WITH_SHARED,
                count=len(table.public_objectives),
            )
        )
    count = len(table.players)
    if count >= MIN_PLAYERS_FOR_SHARED_OBJECTIVES and len(shared) != count:
        sentence = words.ONE_SHARED_CARD if len(shared) == 1 else words.SHARED_CARDS
        warnings.append(say(sentence, cards=len(shared), players=count))
    for side in ("left", "right"):
        for player in table.players:
            times = sum(1 for placement in shared if getattr(placement, side) == player.name)
            if times > 1:
                sentence = words.LEFT_OF_TWO_CARDS if side == "left" else words.RIGHT_OF_TWO_CARDS
                warnings.append(say(sentence, name=player.name, times=times))
    return warnings


def _table_warnings(table: Table) -> list[str]:
    warnings: list[str] = []
    for player in table.players:
        warnings.extend(_placement_warnings(player))
    for player in table.players:
        if player.favor_tokens > USUAL_MAX_FAVOR_TOKENS:
            warnings.append(
                say(
                    words.TOO_MANY_FAVOR_TOKENS,
                    name=player.name,
                    tokens=player.favor_tokens,
                    most=USUAL_MAX_FAVOR_TOKENS,
                )
            )
    warnings.extend(_solo_warnings(table))
    warnings.extend(_private_warnings(table))
    if table.shared_objectives:
        warnings.extend(_shared_warnings(table))
    return warnings


def _column_text(column: tuple[Die | None, ...]) -> str:
    empty = words.empty_space()
    return joined(", ", [empty if die is None else die.words for die in column])


def _score_shared(table: Table, placement: SharedPlacement) -> tuple[dict[str, Any], str]:
    left = table.player(placement.left)
    right = table.player(placement.right)
    left_column = left.window.column(COLUMNS)
    right_column = right.window.column(1)
    result = score_shared_card(placement.card, left_column, right_column, left.name, right.name)
    title = shared_card_title(placement.card)
    rule = describe_shared_card(placement.card)
    explanation = say(
        words.SHARED_EXPLANATION,
        card=title,
        rule=rule,
        left=left.name,
        last_column=COLUMNS,
        left_dice=_column_text(left_column),
        right=right.name,
        right_dice=_column_text(right_column),
        scored=capitalize_first(result.explanation),
    )

    def spaces(column: tuple[Die | None, ...], column_number: int) -> list[dict[str, Any]]:
        return [
            {"row": row, "column": column_number, "die": None if die is None else die.code}
            for row, die in enumerate(column, start=1)
        ]

    section = {
        "left": left.name,
        "right": right.name,
        "objective": placement.card.to_json(),
        "name": title,
        "rule": rule,
        "spaces": {"left": spaces(left_column, COLUMNS), "right": spaces(right_column, 1)},
        "counted": [list(entry) for entry in result.counted],
        "explanation": explanation,
        "points": result.points,
    }
    return section, explanation


def _empty_item(window: Window, solo: bool) -> LineItem:
    empty = window.empty_spaces()
    penalty = SOLO_EMPTY_SPACE_PENALTY if solo else EMPTY_SPACE_PENALTY
    points = -penalty * len(empty)
    if empty:
        explanation = say(
            words.SOLO_EMPTY_SPACES if solo else words.EMPTY_SPACES,
            spaces=words.empty_spaces(len(empty)),
            listed=spaces_words(empty),
            penalty=penalty,
            points=penalty * len(empty),
        )
    else:
        explanation = _(words.NO_EMPTY_SPACE)
    return LineItem(
        _(words.EMPTY_SPACES_LABEL),
        points,
        explanation,
        refs=empty,
        details={"empty": len(empty), "penalty_each": penalty},
        rule=EMPTY_RULE,
    )


def _favor_item(player: Player) -> LineItem:
    tokens = player.favor_tokens
    points = tokens * FAVOR_TOKEN_POINTS
    return LineItem(
        _(words.FAVOR_LABEL),
        points,
        say(
            words.FAVOR_EXPLANATION,
            tokens=words.unused_favor_tokens(tokens),
            each=FAVOR_TOKEN_POINTS,
            points=points,
        ),
        details={"tokens": tokens},
        rule=FAVOR_RULE,
    )


def _windows_section(table: Table) -> list[dict[str, Any]]:
    windows = []
    for player in table.players:
        private: dict[str, Any]
        if isinstance(player.private, ColorPrivate):
            private = {"color": player.private.color.label}
        elif isinstance(player.private, SoloColors):
            # In the spec's colour order, so the order the two were listed in changes nothing.
            private = {"colors": [color.label for color in Color if color in player.private.colors]}
        else:
            private = {
                "focal_point": {
                    "name": player.private.name,
                    "spaces": [list(position) for position in player.private.spaces],
                }
            }
        windows.append(
            {
                "name": player.name,
                "rows": player.window.to_rows(),
                "private": private,
                "favor_tokens": player.favor_tokens,
            }
        )
    return windows


def _shared_items(
    table: Table,
) -> tuple[list[dict[str, Any]], dict[str, list[LineItem]]]:
    """Every shared objective card scored once: its section, and an item for each neighbour."""
    sections: list[dict[str, Any]] = []
    items: dict[str, list[LineItem]] = {player.name: [] for player in table.players}
    for index, placement in enumerate(table.shared_objectives):
        section, explanation = _score_shared(table, placement)
        sections.append(section)
        points = int(section["points"])
        refs = {
            side: tuple((row, column) for seen, row, column in section["counted"] if seen == side)
            for side in ("left", "right")
        }
        for name, neighbour, side, counted in (
            (placement.left, placement.right, "right", refs["left"]),
            (placement.right, placement.left, "left", refs["right"]),
        ):
            label = words.SHARED_LEFT_LABEL if side == "left" else words.SHARED_RIGHT_LABEL
            items[name].append(
                LineItem(
                    say(label, card=section["name"], neighbour=neighbour),
                    points,
                    explanation,
                    refs=counted,
                    details={"shared_objective": index, "neighbour": neighbour, "side": side},
                    rule=SHARED_RULE,
                )
            )
    return sections, items


def _player_score(table: Table, player: Player, shared: list[LineItem]) -> PlayerScore:
    """One player's categories, in order and only when they apply (see :func:`score`)."""
    categories: list[Category] = []
    if table.public_objectives:
        publics = tuple(
            score_public_objective(player.window, objective)
            for objective in table.public_objectives
        )
        categories.append(Category(_(PUBLIC_CATEGORY), publics))
    private = score_private_objective(player.window, player.private, table.edition)
    categories.append(Category(_(PRIVATE_CATEGORY), (private,)))
    if not table.solo:
        categories.append(Category(_(FAVOR_CATEGORY), (_favor_item(player),)))
    categories.append(Category(_(EMPTY_CATEGORY), (_empty_item(player.window, table.solo),)))
    if table.shared_objectives:
        items = shared or [
            LineItem(
                _(words.NO_SHARED_LABEL),
                0,
                say(words.NO_SHARED_EXPLANATION, name=player.name),
                rule=SHARED_RULE,
            )
        ]
        categories.append(Category(_(SHARED_CATEGORY), tuple(items)))
    return PlayerScore(player.name, tuple(categories))


def _tiebreakers(table: Table, scores: list[PlayerScore]) -> list[TieBreaker]:
    """Private objective points, then unused favor tokens, then (when entered) the later turn
    in the final round (spec/sagrada.md, "Ties")."""
    private_points = [player.category(_(PRIVATE_CATEGORY)).points for player in scores]
    favor = [player.favor_tokens for player in table.players]
    tiebreakers = [
        TieBreaker(
            _(words.BY_PRIVATE_POINTS),
            lambda index: private_points[index],
            lambda index: words.private_points(private_points[index]),
        ),
        TieBreaker(
            _(words.BY_FAVOR_TOKENS),
            lambda index: favor[index],
            lambda index: words.favor_tokens(favor[index]),
        ),
    ]
    order = table.final_round_order
    if order is not None:
        turn = [order.index(player.name) for player in table.players]
        tiebreakers.append(
            TieBreaker(
                _(words.BY_LATER_TURN),
                lambda index: turn[index],
                lambda index: say(words.TURN_POSITION, ordinal=ordinal(turn[index] + 1)),
            )
        )
    return tiebreakers


def score(table: Table) -> Result:
    """Score a parsed table (spec/sagrada.md): every point is an explained line item.

    Categories, in order and only when they apply: ``public objectives``, ``private
    objective``, ``favor tokens`` (not in solo), ``empty spaces`` and ``shared objectives``.
    Sections: ``shared_objectives`` (one entry per card), ``windows`` (each parsed window) and,
    in a solo game, ``solo`` (the total against the target).
    """
    shared_sections, shared_items = _shared_items(table)
    scores = [_player_score(table, player, shared_items[player.name]) for player in table.players]
    sections: dict[str, Any] = {
        "shared_objectives": shared_sections,
        "windows": _windows_section(table),
    }
    if table.solo:
        sections["solo"] = _solo_section(table, scores[0])
    return Result.ranked(
        GAME,
        scores,
        _tiebreakers(table, scores),
        warnings=_table_warnings(table),
        sections=sections,
    )


def _solo_section(table: Table, player: PlayerScore) -> dict[str, Any]:
    target = table.solo_target
    total = player.total
    if target is None:
        explanation = say(words.SOLO_NO_TARGET, name=player.name, total=total)
        beats = None
    else:
        beats = total > target
        sentence = words.SOLO_BEATEN if beats else words.SOLO_NOT_BEATEN
        explanation = say(sentence, name=player.name, total=total, target=target)
    return {
        "player": player.name,
        "total": total,
        "target": target,
        "beats_target": beats,
        "explanation": explanation,
    }
