"""Scoring a parsed Panorama table: panoramas, Awards, each player's breakdown and warnings."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.i18n import _
from scoring.panorama import words
from scoring.panorama.awards import AwardOutcome, award_refs, decide_award
from scoring.panorama.cards import PanoramaCards, score_cards
from scoring.panorama.model import (
    AWARD_NAMES,
    AWARDS_IN_PLAY,
    DEAL_SIZES,
    GAME,
    SMALL_GAME_PANORAMA_SIZE,
    Panorama,
    Phase,
    Table,
)
from scoring.panorama.rulebook import award_rule
from scoring.panorama.words import tell
from scoring.result import Category, LineItem, PlayerScore, Result
from scoring.wording import join_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def score(table: Table) -> Result:
    """Score a finished table: every panorama's cards and Awards, credited to its players.

    With 3–6 players each player scores the two panoramas beside them in both phases, in full;
    with 1–2 players each scores their own panorama of each phase, and no Awards are used.
    """
    panoramas = table.panoramas
    scored = [score_cards(panorama) for panorama in panoramas]
    outcomes = [decide_award(award, panoramas) for award in table.awards] if table.shared else []
    won = _awards_won(outcomes)
    items = {
        id(cards.panorama): cards.items
        + _award_items(cards.panorama, won.get(id(cards.panorama), ()))
        for cards in scored
    }

    built = {phase: _built_by(table, phase) for phase in Phase} if table.shared else {}
    players = [PlayerScore(name, _categories(table, name, items, built)) for name in table.players]
    warnings = _deal_warnings(table)
    for cards in scored:
        warnings.extend(cards.warnings)
    if table.shared and len(table.awards) < AWARDS_IN_PLAY:
        warnings.append(_award_count_warning(len(table.awards)))

    sections: dict[str, Any] = {
        "panoramas": [
            _panorama_section(cards, won.get(id(cards.panorama), ())) for cards in scored
        ],
        "awards": [outcome.to_dict() for outcome in outcomes],
    }
    return Result.ranked(GAME, players, (), warnings, sections)


def _awards_won(outcomes: list[AwardOutcome]) -> dict[int, list[AwardOutcome]]:
    """The Awards each panorama won (by its ``id``), in the order of the Award list: found
    once from the winners, rather than asking every Award about every panorama twice."""
    won: dict[int, list[AwardOutcome]] = {}
    for outcome in outcomes:
        for winner in outcome.winners:
            won.setdefault(id(winner), []).append(outcome)
    return won


def _award_items(panorama: Panorama, outcomes: Sequence[AwardOutcome]) -> tuple[LineItem, ...]:
    """A line item for each Award the panorama won (``outcomes``: those Awards)."""
    return tuple(
        LineItem(
            _(AWARD_NAMES[outcome.award]),
            outcome.points,
            outcome.item_text(panorama),
            award_refs(outcome.award, panorama),
            {
                **panorama.key,
                "award": outcome.award.value,
                "value": outcome.value(panorama),
            },
            award_rule(outcome.award),
        )
        for outcome in outcomes
    )


def _categories(
    table: Table,
    name: str,
    items: dict[int, tuple[LineItem, ...]],
    built: dict[Phase, dict[frozenset[str], Panorama]],
) -> tuple[Category, ...]:
    """One category per panorama the player scores, Dusk first, then Dawn (``built``: each
    phase's panoramas by their builders, with 3 or more players)."""
    categories: list[Category] = []
    if table.shared:
        seat = table.players.index(name)
        count = len(table.players)
        partners = [table.players[(seat + 1) % count], table.players[(seat - 1) % count]]
        for phase in Phase:
            for partner in partners:
                panorama = built[phase].get(frozenset((name, partner)))
                if panorama is not None:
                    category = tell(words.PANORAMA_WITH, phase=phase.label, partner=partner)
                    categories.append(Category(category, items[id(panorama)]))
    else:
        for phase in Phase:
            for panorama in table.phase(phase):
                if panorama.players == (name,):
                    categories.append(Category(phase.label, items[id(panorama)]))
                    break
    return tuple(categories)


def _built_by(table: Table, phase: Phase) -> dict[frozenset[str], Panorama]:
    """A phase's panoramas by the players who built them (the first, should two name the
    same players), so each player's panoramas are found at once rather than by looking at
    every panorama for each neighbour."""
    built: dict[frozenset[str], Panorama] = {}
    for panorama in table.phase(phase):
        built.setdefault(frozenset(panorama.players), panorama)
    return built


def _panorama_section(cards: PanoramaCards, outcomes: Sequence[AwardOutcome]) -> dict[str, Any]:
    """The result's ``panoramas`` entry (spec, "Result additions"); ``outcomes`` are the
    Awards the panorama won."""
    panorama = cards.panorama
    awards = [
        {
            "award": outcome.award.value,
            "name": _(AWARD_NAMES[outcome.award]),
            "points": outcome.points,
            "rule": award_rule(outcome.award),
        }
        for outcome in outcomes
    ]
    award_points = sum(award["points"] for award in awards if isinstance(award["points"], int))
    card_points = cards.points  # a sum over the items: once
    return {
        **panorama.key,
        "name": panorama.name,
        "players": list(panorama.players),
        "cards": [note.to_dict() for note in cards.notes],
        "sets": [item.to_dict() for item in cards.set_items],
        "card_points": card_points,
        "awards": awards,
        "total": card_points + award_points,
    }


def _deal_warnings(table: Table) -> list[str]:
    """A phase whose card total differs from the deal (spec, "Input", warnings)."""
    warnings: list[str] = []
    count = len(table.players)
    for phase in Phase:
        panoramas = table.phase(phase)
        if table.shared:
            deal = DEAL_SIZES.get(count)
            if deal is None:
                continue
            total = sum(len(panorama.cards) for panorama in panoramas)
            if total != deal * count:
                warnings.append(
                    tell(
                        words.PHASE_CARD_COUNT,
                        phase=phase.label,
                        total=total,
                        players=count,
                        deal=deal,
                        expected=deal * count,
                    )
                )
        else:
            odd = [
                words.panorama_has(panorama.players[0], len(panorama.cards))
                for panorama in panoramas
                if len(panorama.cards) != SMALL_GAME_PANORAMA_SIZE
            ]
            if odd:
                sentence = words.SOLO_CARD_COUNT if count == 1 else words.TWO_PLAYER_CARD_COUNT
                warnings.append(
                    tell(
                        sentence,
                        phase=phase.label,
                        counts=join_words(odd),
                        expected=SMALL_GAME_PANORAMA_SIZE,
                    )
                )
    return warnings


def _award_count_warning(count: int) -> str:
    if count == 0:
        return tell(words.NO_AWARDS, in_play=AWARDS_IN_PLAY)
    return words.fewer_awards(count, in_play=AWARDS_IN_PLAY)
