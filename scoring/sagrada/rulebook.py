"""The rulebook's paragraphs Sagrada's line items apply (:mod:`scoring.rules`): the words of
the Panorama expansion's rulebook (``shared/seeds/002_9735305b99227239.txt``, in English). The
base game's scoring is not in the seed, which says to follow it ("For End of Game and Scoring,
follow the standard Sagrada rules"): its rules cite that sentence and our readings of it
(spec/sagrada.md, "Base scoring")."""

from __future__ import annotations

from scoring.i18n import N_
from scoring.rules import Rule
from scoring.sagrada.readings import READINGS

PUBLIC_RULE = "sagrada:public-objectives"
PRIVATE_RULE = "sagrada:private-objective"
FOCAL_POINT_RULE = "sagrada:focal-point"
FAVOR_RULE = "sagrada:favor-tokens"
EMPTY_RULE = "sagrada:empty-spaces"
SHARED_RULE = "sagrada:shared-objectives"

FAVOR_READING = N_(
    "The base game's end scoring is not in the expansion's rulebook; we score it as the base "
    "game does: each unused favor token scores 1 point."
)
EMPTY_READING = N_(
    "The base game's end scoring is not in the expansion's rulebook; we score it as the base "
    "game does: each empty space of the window costs 1 point (3 in a solo game)."
)
PUBLIC_READING = N_(
    "The base game's end scoring is not in the expansion's rulebook; we score each public "
    "objective as its card prints it, as many times as it is met."
)
PRIVATE_READING = N_(
    "The base game's end scoring is not in the expansion's rulebook; we score the colour "
    "private objective as the base game does: the sum of the values of the dice of its colour."
)

RULES: tuple[Rule, ...] = (
    Rule(
        PUBLIC_RULE,
        N_("Public objectives"),
        N_("For End of Game and Scoring, follow the standard Sagrada rules."),
        (PUBLIC_READING, *(READINGS[i] for i in (0, 1, 2, 3, 17))),
    ),
    Rule(
        PRIVATE_RULE,
        N_("Private objective"),
        N_("For End of Game and Scoring, follow the standard Sagrada rules."),
        (PRIVATE_READING, *(READINGS[i] for i in (4, 6, 8, 7))),
    ),
    Rule(
        FOCAL_POINT_RULE,
        N_("Focal Point"),
        N_(
            "When you would normally reveal your Private Objective, reveal your Focal Point "
            "Private Objective card. Then, score points based on the values of the dice on your "
            "board in the shaded spaces indicated on your card. If there is no die in a shaded "
            "space, you score no points for that space."
        ),
        tuple(READINGS[i] for i in (5, 7)),
    ),
    Rule(
        FAVOR_RULE,
        N_("Favor tokens"),
        N_("For End of Game and Scoring, follow the standard Sagrada rules."),
        (FAVOR_READING, *(READINGS[i] for i in (20, 11))),
    ),
    Rule(
        EMPTY_RULE,
        N_("Empty spaces"),
        N_("For End of Game and Scoring, follow the standard Sagrada rules."),
        (EMPTY_READING, READINGS[11]),
    ),
    Rule(
        SHARED_RULE,
        N_("Shared objectives"),
        N_(
            "Score points for you and your neighbor achieving the objective on your shared card. "
            "You and that neighbor will always score the same number of points for that card.\n"
            "When scoring the card on your right, you will only look at the rightmost column on "
            "your board and the leftmost column of the board belonging to that neighboring "
            "player (the neighbor to your right) when determining your score for that card.\n"
            "Similarly, score the card on your left, only looking at the leftmost column on "
            "your board and the rightmost column belonging to the player on your left."
        ),
        tuple(READINGS[i] for i in (12, 13, 14, 15, 16, 18)),
    ),
)
"""Every rule a Sagrada line item cites."""
