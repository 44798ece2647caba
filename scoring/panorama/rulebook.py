"""The rulebook's paragraphs Panorama's line items apply (:mod:`scoring.rules`): the seed's
words (``shared/seeds/000_5d752c231a3481f5.txt``, in English), one rule per card rule and per
Award, with the readings of :mod:`scoring.panorama.readings` that apply to each."""

from __future__ import annotations

from scoring.i18n import N_
from scoring.panorama.model import AWARD_NAMES, Award, Rule
from scoring.panorama.readings import READINGS
from scoring.rules import Rule as RulebookRule

CARD_QUOTES: dict[Rule, tuple[str, str, tuple[int, ...]]] = {
    Rule.BEAR: (
        N_("Bear"),
        N_(
            "Score 2 points for each Tree card next to the Bear. Bears can score a maximum of "
            "4 points."
        ),
        (0,),
    ),
    Rule.CAMPFIRE: (
        N_("Campfire"),
        N_(
            "Score 1 point for each animal card in the two closest cards on each side of the "
            "Campfire. A Campfire can score a maximum of 4 points."
        ),
        (4,),
    ),
    Rule.CLIFF: (
        N_("Cliff"),
        N_(
            "Score 3 points if you have a feature card to the right of the Cliff; score -2 "
            "points if you have an animal card to the left of the Cliff. Cliffs can score a "
            "maximum of 3 points."
        ),
        (2,),
    ),
    Rule.LAKE: (
        N_("Lake"),
        N_(
            "Score 2 points for an animal card to the right of the lake. Score 2 points for a "
            "feature card to the left of the Lake. A Lake can score a maximum of 4 points."
        ),
        (2,),
    ),
    Rule.MOON: (
        N_("Moon"),
        N_("Only 1 Moon is allowed in a panorama. Score 2 points."),
        (13,),
    ),
    Rule.MOOSE: (
        N_("Moose"),
        N_(
            "Score 2 points for each card next to the Moose that is not an animal card. Moose "
            "can score a maximum of 4 points. Face-down cards score as having no animals."
        ),
        (3,),
    ),
    Rule.MOUNTAIN: (
        N_("Mountain"),
        N_(
            "Score points for how many Mountains are in your panorama. Score 1 point for 1 "
            "Mountain, 3 points for 2, 5 points for 3, and 8 points for 4 Mountains. They do "
            "not need to be next to each other."
        ),
        (8, 10),
    ),
    Rule.NORTHERN_LIGHTS: (
        N_("Northern Lights"),
        N_(
            "Score 3 points for each pair of Northern Lights. One card can be in two pairs, so "
            "if you have 3 adjacent Northern Light cards, that counts as 2 pairs and 6 points "
            "total."
        ),
        (9, 10),
    ),
    Rule.RANGER_STATION: (
        N_("Ranger Station"),
        N_(
            "Score 2 point for each sign (facedown card) next to the Ranger Station. This card "
            "can score a maximum of 4 points."
        ),
        (1,),
    ),
    Rule.WATCHTOWER: (
        N_("Watchtower"),
        N_(
            "Score 1 point per specific card in the indicated positions. Watchtowers can score "
            "a maximum of 4 points."
        ),
        (6, 7, 12),
    ),
    Rule.SUN: (
        N_("Sun"),
        N_(
            "Only 1 Sun is allowed in a panorama. Score 1 point for each pair of cards to the "
            "left of it. If you have 4 cards to the left, the Sun card can score 2 points, if "
            "you have 9 cards to the left, score 4 points."
        ),
        (5, 1, 13),
    ),
}
"""Each card rule's title, the rulebook's words ("Icons and Scoring") and its readings (by
their place in ``READINGS``)."""

AWARD_QUOTES: dict[Award, tuple[str, tuple[int, ...]]] = {
    Award.TREESCAPE: (
        N_(
            "Treescape: 5 points for each panorama with the most Trees.\nBefore scoring "
            "begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (15, 14),
    ),
    Award.ORIGINALITY: (
        N_(
            "Originality: 6 points for each panorama with no duplicate features.\nBefore "
            "scoring begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (16, 15, 14),
    ),
    Award.FOX_FRIEND: (
        N_(
            "Fox Friend: 5 points for each panorama with the most Foxes.\nBefore scoring "
            "begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (15, 14),
    ),
    Award.NATURALIST: (
        N_(
            "Naturalist: 3 points for each panorama with the most natural features (i.e. "
            "does not include Watchtowers, Campfires, or Ranger Stations).\nBefore scoring "
            "begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (17, 15, 14),
    ),
    Award.WIDE_ANGLE: (
        N_(
            "Wide Angle: 4 points for each longest panorama.\nBefore scoring begins, review "
            "any Award tiles on the table. Give the Awards to the appropriate panoramas. If "
            "there is a tie for that bonus, each of the tied panoramas will score for that "
            "Award."
        ),
        (1, 15, 14),
    ),
    Award.WILDLIFE: (
        N_(
            "Wildlife Award: 6 points for each panorama where every card has an "
            "animal.\nBefore scoring begins, review any Award tiles on the table. Give the "
            "Awards to the appropriate panoramas. If there is a tie for that bonus, each of "
            "the tied panoramas will score for that Award."
        ),
        (16, 15, 14),
    ),
    Award.IN_FOCUS: (
        N_(
            "In Focus: 6 points for each shortest panorama.\nBefore scoring begins, review "
            "any Award tiles on the table. Give the Awards to the appropriate panoramas. If "
            "there is a tie for that bonus, each of the tied panoramas will score for that "
            "Award."
        ),
        (1, 15, 14),
    ),
    Award.CLEARVIEW: (
        N_(
            "Clearview: 4 points for each panorama with the fewest Trees.\nBefore scoring "
            "begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (15, 14),
    ),
    Award.OUTFOXED: (
        N_(
            "Outfoxed: 4 points for each panorama with the fewest Foxes.\nBefore scoring "
            "begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (15, 14),
    ),
    Award.EAGLE_EYE: (
        N_(
            "Eagle Eye: 3 points for each panorama with the most Watchtowers.\nBefore "
            "scoring begins, review any Award tiles on the table. Give the Awards to the "
            "appropriate panoramas. If there is a tie for that bonus, each of the tied "
            "panoramas will score for that Award."
        ),
        (15, 14),
    ),
}
"""Each Award's line of the rulebook ("Awards"), then its words on giving Awards ("Scoring
and Winning"), and its readings."""


def card_rule(rule: Rule) -> str:
    """The rule id of a card rule: ``panorama:bear``, ``panorama:northern-lights``."""
    return "panorama:" + rule.value.replace("_", "-")


def award_rule(award: Award) -> str:
    """The rule id of an Award: ``panorama:award-wide-angle``."""
    return "panorama:award-" + award.value.replace("_", "-")


RULES: tuple[RulebookRule, ...] = (
    *(
        RulebookRule(card_rule(rule), title, quote, tuple(READINGS[i] for i in readings))
        for rule, (title, quote, readings) in CARD_QUOTES.items()
    ),
    *(
        RulebookRule(
            award_rule(award), AWARD_NAMES[award], quote, tuple(READINGS[i] for i in readings)
        )
        for award, (quote, readings) in AWARD_QUOTES.items()
    ),
)
"""Every rule a Panorama line item cites, cards first, then the Awards."""
