"""Deciding the Awards over every panorama of both phases (spec/panorama.md, "Awards")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from enum import StrEnum

from scoring.i18n import _
from scoring.panorama import words
from scoring.panorama.model import (
    AWARD_NAMES,
    AWARD_POINTS,
    FEATURES,
    NATURAL_FEATURES,
    Award,
    Icon,
    Panorama,
)
from scoring.panorama.readings import AWARD_RULES
from scoring.panorama.words import tell
from scoring.records import dataclass
from scoring.wording import joined

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Goal(StrEnum):
    """How an Award picks its panoramas."""

    MOST = "most"
    """The highest count wins; a count of 0 never does."""
    FEWEST = "fewest"
    """The lowest count wins; 0 counts."""
    EVERY = "every"
    """Every panorama that meets the condition wins."""


@dataclass(frozen=True)
class Measure:
    """What an Award counts (or checks) in a panorama, and how it is worded."""

    goal: Goal
    count: Callable[[Panorama], int]
    counted: Callable[[Panorama], tuple[int, ...]]
    phrases: tuple[str, str]
    """What it counts, for a count of 1 and for any other ("card with a Tree", "cards with a
    Tree"), marked in ``words`` and translated where they are used."""
    none_phrase: str

    def phrase(self, count: int | None = None) -> str:
        """What it counts in the current language, for ``count`` (the plural when None)."""
        one, many = self.phrases
        return _(one if count == 1 else many)


def _cards_with(icon: Icon) -> Callable[[Panorama], tuple[int, ...]]:
    def positions(panorama: Panorama) -> tuple[int, ...]:
        # ``card.has(icon)``, without a call for each card of each panorama for each Award
        return tuple(
            i + 1
            for i, card in enumerate(panorama.cards)
            if not card.face_down and icon in card.icons
        )

    return positions


def _natural_cards(panorama: Panorama) -> tuple[int, ...]:
    return tuple(
        i + 1
        for i, card in enumerate(panorama.cards)
        if not card.face_down and any(icon in NATURAL_FEATURES for icon in card.icons)
    )


def natural_feature_icons(panorama: Panorama) -> int:
    """Natural-feature icons in a panorama, counted icon by icon (Naturalist)."""
    return sum(
        1
        for card in panorama.cards
        if not card.face_down
        for icon in card.icons
        if icon in NATURAL_FEATURES
    )


def repeated_features(panorama: Panorama) -> tuple[Icon, ...]:
    """Feature icons that appear on more than one card of a panorama (Originality fails)."""
    counts = Counter(
        icon
        for card in panorama.cards
        if not card.face_down
        for icon in set(card.icons)
        if icon in FEATURES
    )
    return tuple(sorted((icon for icon, n in counts.items() if n > 1), key=lambda i: i.value))


def _without_animal(panorama: Panorama) -> tuple[int, ...]:
    return tuple(i + 1 for i, card in enumerate(panorama.cards) if not card.is_animal)


def _no_refs(panorama: Panorama) -> tuple[int, ...]:
    return ()


def _count(positions: Callable[[Panorama], tuple[int, ...]]) -> Callable[[Panorama], int]:
    return lambda panorama: len(positions(panorama))


AWARD_MEASURES: dict[Award, Measure] = {
    Award.TREESCAPE: Measure(
        Goal.MOST,
        _count(_cards_with(Icon.TREE)),
        _cards_with(Icon.TREE),
        (words.CARD_WITH_A_TREE, words.CARDS_WITH_A_TREE),
        words.NO_PANORAMA_HAS_A_TREE,
    ),
    Award.ORIGINALITY: Measure(
        Goal.EVERY,
        lambda panorama: int(not repeated_features(panorama)),
        _no_refs,
        (words.NO_REPEATED_FEATURE, words.NO_REPEATED_FEATURE),
        words.EVERY_PANORAMA_REPEATS,
    ),
    Award.FOX_FRIEND: Measure(
        Goal.MOST,
        _count(_cards_with(Icon.FOX)),
        _cards_with(Icon.FOX),
        (words.CARD_WITH_A_FOX, words.CARDS_WITH_A_FOX),
        words.NO_PANORAMA_HAS_A_FOX,
    ),
    Award.NATURALIST: Measure(
        Goal.MOST,
        natural_feature_icons,
        _natural_cards,
        (words.NATURAL_FEATURE_ICON, words.NATURAL_FEATURE_ICONS),
        words.NO_NATURAL_FEATURE,
    ),
    Award.WIDE_ANGLE: Measure(
        Goal.MOST,
        lambda panorama: len(panorama.cards),
        _no_refs,
        (words.CARD_FACE_DOWN_INCLUDED, words.CARDS_FACE_DOWN_INCLUDED),
        words.NO_PANORAMA_HAS_A_CARD,
    ),
    Award.WILDLIFE: Measure(
        Goal.EVERY,
        lambda panorama: int(all(card.is_animal for card in panorama.cards)),
        _no_refs,
        (words.AN_ANIMAL_ON_EVERY_CARD, words.AN_ANIMAL_ON_EVERY_CARD),
        words.EVERY_PANORAMA_LACKS_AN_ANIMAL,
    ),
    Award.IN_FOCUS: Measure(
        Goal.FEWEST,
        lambda panorama: len(panorama.cards),
        _no_refs,
        (words.CARD_FACE_DOWN_INCLUDED, words.CARDS_FACE_DOWN_INCLUDED),
        words.NO_PANORAMA_HAS_CARDS,
    ),
    Award.CLEARVIEW: Measure(
        Goal.FEWEST,
        _count(_cards_with(Icon.TREE)),
        _cards_with(Icon.TREE),
        (words.CARD_WITH_A_TREE, words.CARDS_WITH_A_TREE),
        words.THERE_ARE_NO_PANORAMAS,
    ),
    Award.OUTFOXED: Measure(
        Goal.FEWEST,
        _count(_cards_with(Icon.FOX)),
        _cards_with(Icon.FOX),
        (words.CARD_WITH_A_FOX, words.CARDS_WITH_A_FOX),
        words.THERE_ARE_NO_PANORAMAS,
    ),
    Award.EAGLE_EYE: Measure(
        Goal.MOST,
        _count(_cards_with(Icon.WATCHTOWER)),
        _cards_with(Icon.WATCHTOWER),
        (words.CARD_WITH_A_WATCHTOWER, words.CARDS_WITH_A_WATCHTOWER),
        words.NO_PANORAMA_HAS_A_WATCHTOWER,
    ),
}
"""What each Award measures and whether the most, the fewest or every qualifying panorama wins
(spec, "Awards")."""


@dataclass(frozen=True)
class AwardOutcome:
    """One Award in play: each panorama's count and the panoramas that won it."""

    award: Award
    values: tuple[tuple[Panorama, int], ...]
    winners: tuple[Panorama, ...]
    best: int | None

    @property
    def points(self) -> int:
        """Points each winning panorama scores."""
        return AWARD_POINTS[self.award]

    @property
    def measure(self) -> Measure:
        return AWARD_MEASURES[self.award]

    def won_by(self, panorama: Panorama) -> bool:
        return any(winner is panorama for winner in self.winners)

    def value(self, panorama: Panorama) -> int:
        for candidate, value in self.values:
            if candidate is panorama:
                return value
        return 0

    @property
    def explanation(self) -> str:
        """Why the winners won: "most cards with a Tree: 3 (Dusk Ann–Ben, Dawn Cat–Ann)"."""
        measure = self.measure
        names = joined(", ", [panorama.name for panorama in self.winners])
        if not self.winners:
            return tell(words.AWARD_NOBODY, none=_(measure.none_phrase))
        if measure.goal is Goal.EVERY:
            return tell(words.AWARD_EVERY_WINNER, phrase=measure.phrase(), names=names)
        sentence = (
            words.AWARD_WINNERS_MOST if measure.goal is Goal.MOST else words.AWARD_WINNERS_FEWEST
        )
        return tell(sentence, phrase=measure.phrase(), best=self.best, names=names)

    def item_text(self, panorama: Panorama) -> str:
        """The explanation of this Award on a winning panorama's breakdown."""
        measure = self.measure
        name = _(AWARD_NAMES[self.award])
        if measure.goal is Goal.EVERY:
            if self.award is Award.ORIGINALITY:
                return tell(words.ORIGINALITY_ITEM, award=name, points=self.points)
            return tell(words.ALL_ANIMALS_ITEM, award=name, points=self.points)
        others = [winner.name for winner in self.winners if winner is not panorama]
        most = measure.goal is Goal.MOST
        if others:
            sentence = words.AWARD_ITEM_MOST_TIED if most else words.AWARD_ITEM_FEWEST_TIED
        else:
            sentence = words.AWARD_ITEM_MOST if most else words.AWARD_ITEM_FEWEST
        return tell(
            sentence,
            award=name,
            best=self.best,
            phrase=measure.phrase(self.best),
            others=joined(", ", others),
            points=self.points,
        )

    def to_dict(self) -> dict[str, Any]:
        """The result's ``awards`` entry (spec, "Result additions")."""
        return {
            "award": self.award.value,
            "name": _(AWARD_NAMES[self.award]),
            "rule": _(AWARD_RULES[self.award]),
            "points": self.points,
            "winners": [panorama.key for panorama in self.winners],
            "explanation": self.explanation,
            "values": [
                {**panorama.key, "value": bool(value) if self.measure.goal is Goal.EVERY else value}
                for panorama, value in self.values
            ],
        }


def decide_award(award: Award, panoramas: tuple[Panorama, ...]) -> AwardOutcome:
    """Decide one Award over all panoramas of both phases; ties share it.

    "Most" awards need a count of at least 1; "fewest" awards count 0.
    """
    measure = AWARD_MEASURES[award]
    values = tuple((panorama, measure.count(panorama)) for panorama in panoramas)
    best: int | None = None
    if measure.goal is Goal.EVERY:
        winners = tuple(panorama for panorama, value in values if value)
    elif not values:
        winners = ()
    else:
        counts = [value for _panorama, value in values]
        best = max(counts) if measure.goal is Goal.MOST else min(counts)
        if measure.goal is Goal.MOST and best < 1:
            winners = ()
        else:
            winners = tuple(panorama for panorama, value in values if value == best)
    return AwardOutcome(award, values, winners, best)


def award_refs(award: Award, panorama: Panorama) -> tuple[int, ...]:
    """Positions of the cards an Award counted in a panorama (for highlighting)."""
    return AWARD_MEASURES[award].counted(panorama)
