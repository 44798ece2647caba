"""The rulebook's paragraphs Topiary's line items apply (:mod:`scoring.rules`): the seed's words
(``shared/seeds/003_42960cdf4bc87060.txt``, in English, "Scoring"), with the readings of
:mod:`scoring.topiary.readings` that apply to each."""

from __future__ import annotations

from scoring.i18n import N_
from scoring.rules import Rule
from scoring.topiary.readings import READINGS

VISITORS_RULE = "topiary:visitors"
HAND_RULE = "topiary:hand"

RULES: tuple[Rule, ...] = (
    Rule(
        VISITORS_RULE,
        N_("Visitors"),
        N_(
            "Each visitor scores the closest topiary tile to them. They also score tiles along "
            "their row, column, or diagonal as long the topiary tile is larger (bigger number) "
            "than all the tiles before it.\n"
            "Topiaries will block the view of other tiles of the same number or lower behind "
            "it.\n"
            'Face down tiles are considered "0" and will not block any views.\n'
            "Each visitor also earns one bonus point for every topiary of the same suit they "
            "can see repeated in their line of sight."
        ),
        tuple(READINGS[i] for i in (0, 1, 2, 3, 4)),
    ),
    Rule(
        HAND_RULE,
        N_("Tiles in hand"),
        N_(
            "Reveal all tiles left in your hand. Score the face value of these tiles as long as "
            "at least one of your visitors can see a topiary tile of the same suit AND in a "
            "higher rank somewhere in the garden."
        ),
        tuple(READINGS[i] for i in (5, 6)),
    ),
)
"""Every rule a Topiary line item cites."""
