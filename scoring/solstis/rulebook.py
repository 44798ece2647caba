"""The rulebook's paragraphs Solstis's line items apply (:mod:`scoring.rules`): the seed's words
(``shared/seeds/001_ccaf37d8e06241f5.txt``, in English), with the readings of
:mod:`scoring.solstis.readings` that apply to each."""

from __future__ import annotations

from scoring.i18n import N_
from scoring.rules import Rule
from scoring.solstis.readings import READING_SOURCES, RULEBOOK_LARGEST_AREA
from scoring.solstis.spirits import Spirit

AREA_RULE = "solstis:largest-area"
FIRES_RULE = "solstis:fires"
SPIRITS_RULE = "solstis:spirits"


def spirit_rule(spirit: Spirit) -> str:
    """The rule id of a spirit's end-of-game effect: ``solstis:bee``."""
    return f"solstis:{spirit.value}"


EFFECT_QUOTES: dict[Spirit, tuple[str, str, tuple[int, ...]]] = {
    Spirit.BEE: (N_("Bee"), N_("Bee: +1 point for every spirit with a Grey background"), (11,)),
    Spirit.LADYBUG: (N_("Ladybug"), N_("Ladybug: +1 point for every fire that was not lit"), (9,)),
    Spirit.WOLF: (
        N_("Wolf"),
        N_("Wolf: +1 point for every separate section in your panorama"),
        (10,),
    ),
    Spirit.SQUIRREL: (
        N_("Squirrel"),
        N_("Squirrel: At the end of the game, add all tiles in your hand to your panorama"),
        (12, 13),
    ),
    Spirit.BIRD: (
        N_("Bird"),
        N_(
            "Bird: +1 point for every spirit in your panorama that has a blue background, "
            "excluding this card"
        ),
        (11,),
    ),
    Spirit.LIZARD: (N_("Lizard"), N_("Lizard: +1 point for every rainbow in your panorama"), (3,)),
    Spirit.MOTH: (N_("Moth"), N_("Moth: +1 for every fire that was lit"), (7, 8)),
}
"""Each end-of-game effect's title, the rulebook's line for it ("Spirits") and its readings
(by their place in ``READING_SOURCES``)."""

RULES: tuple[Rule, ...] = (
    Rule(
        AREA_RULE,
        N_("Largest area"),
        RULEBOOK_LARGEST_AREA,
        tuple(READING_SOURCES[i] for i in (4, 5, 6, 3)),
    ),
    Rule(
        FIRES_RULE,
        N_("Lit fires"),
        N_(
            "Each tile with a fire icon, which can be connected by a continuous path of tiles "
            "to the bottom line, is worth 1 star."
        ),
        tuple(READING_SOURCES[i] for i in (7, 8, 3)),
    ),
    Rule(
        SPIRITS_RULE,
        N_("Spirits"),
        N_(
            "Every spirit is worth 1 star, with some spirits worth extra stars at the end of "
            "the game."
        ),
        tuple(READING_SOURCES[i] for i in (15, 16)),
    ),
    *(
        Rule(spirit_rule(spirit), title, quote, tuple(READING_SOURCES[i] for i in readings))
        for spirit, (title, quote, readings) in EFFECT_QUOTES.items()
    ),
)
"""Every rule a Solstis line item cites."""
