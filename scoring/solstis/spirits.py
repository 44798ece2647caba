"""The Solstis spirits: seven plain ones, seven blue ones that score at the end, and the Evil
Spirit (spec/solstis.md, "Spirits" and "Evil Spirit")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Background(StrEnum):
    """A spirit card's background colour. The source calls the plain background "grey"."""

    PLAIN = "plain"
    BLUE = "blue"
    RED = "red"


class Spirit(StrEnum):
    """The fourteen spirits a player can meet, by their contract slug."""

    FISH = "fish"
    DEER = "deer"
    EAGLE = "eagle"
    BEAR = "bear"
    DRAGONFLY = "dragonfly"
    BEETLE = "beetle"
    BEAVER = "beaver"
    BEE = "bee"
    LADYBUG = "ladybug"
    WOLF = "wolf"
    SQUIRREL = "squirrel"
    BIRD = "bird"
    LIZARD = "lizard"
    MOTH = "moth"

    @property
    def card(self) -> SpiritCard:
        """This spirit's card: name, background and effect."""
        return SPIRITS[self]

    @property
    def label(self) -> str:
        """The spirit's name as printed: ``"Ladybug"``."""
        return self.value.capitalize()

    @property
    def title(self) -> str:  # type: ignore[override]  # shadows str.title on purpose
        """The same as :attr:`label`, the name web/games/solstis.py still reads."""
        return self.label


@dataclass(frozen=True)
class SpiritCard:
    """A spirit card as the form's checklist shows it: slug, name, background, effect."""

    spirit: Spirit
    name: str
    background: Background
    effect: str

    @property
    def slug(self) -> str:
        return self.spirit.value


def _card(spirit: Spirit, background: Background, effect: str) -> SpiritCard:
    return SpiritCard(spirit, spirit.label, background, effect)


SPIRITS: dict[Spirit, SpiritCard] = {
    card.spirit: card
    for card in (
        _card(Spirit.FISH, Background.PLAIN, "When met: add a rainbow to your panorama."),
        _card(
            Spirit.DEER,
            Background.PLAIN,
            "When met: add a tile from your hand to your panorama; draw 2 at the end of the turn.",
        ),
        _card(Spirit.EAGLE, Background.PLAIN, "When met: add a random tile from the draw pile."),
        _card(Spirit.BEAR, Background.PLAIN, "When met: draw a landscape tile into your hand."),
        _card(
            Spirit.DRAGONFLY,
            Background.PLAIN,
            "When met: add a random tile from your opponent's hand to your panorama.",
        ),
        _card(Spirit.BEETLE, Background.PLAIN, "When met: add a face-up queue tile."),
        _card(Spirit.BEAVER, Background.PLAIN, "When met: take an extra full turn."),
        _card(Spirit.BEE, Background.BLUE, "End: +1 per plain (grey) background spirit."),
        _card(Spirit.LADYBUG, Background.BLUE, "End: +1 per unlit fire."),
        _card(Spirit.WOLF, Background.BLUE, "End: +1 per separate area of your panorama."),
        _card(
            Spirit.SQUIRREL,
            Background.BLUE,
            "End, before scoring: the tiles left in your hand go into your panorama.",
        ),
        _card(Spirit.BIRD, Background.BLUE, "End: +1 per other blue background spirit."),
        _card(Spirit.LIZARD, Background.BLUE, "End: +1 per rainbow in your panorama."),
        _card(Spirit.MOTH, Background.BLUE, "End: +1 per lit fire."),
    )
}
"""Every spirit with its background and one-line effect (spec/solstis.md, spirits table)."""

EVIL_SPIRIT_NAME = "Evil Spirit"
"""The 15th spirit, red background, given by ``evil_spirit_covers`` (spec, "Evil Spirit")."""

EVIL_SPIRIT_EFFECT = (
    "End: covers one of its holder's spirits (the opponent chooses); the covered spirit and "
    "the Evil Spirit score nothing and have no effect."
)
"""The Evil Spirit's one-line effect for the form (spec/solstis.md, "Evil Spirit")."""

NO_COVER = "none"
"""The ``evil_spirit_covers`` value when the holder has no other spirit to cover."""

SPIRIT_POINTS = 1
"""Each spirit in the panorama scores 1 point (spec/solstis.md, "Scoring" 3)."""

BLUE_BONUS_PER_COUNT = 1
"""Every blue spirit's end-of-game bonus is +1 per thing it counts (spec, spirits table)."""
