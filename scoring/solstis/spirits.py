"""The Solstis spirits: seven plain ones, seven blue ones that score at the end, and the Evil
Spirit (spec/solstis.md, "Spirits" and "Evil Spirit")."""

from __future__ import annotations

from enum import StrEnum

from scoring.i18n import _
from scoring.records import dataclass
from scoring.solstis import words


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
        """The spirit's name as printed, in the current language: ``"Ladybug"``."""
        return _(words.SPIRIT_NAMES[self.value])

    @property
    def title(self) -> str:  # type: ignore[override]  # shadows str.title on purpose
        """The same as :attr:`label`, the name web/games/solstis/adapter.py still reads."""
        return self.label


@dataclass(frozen=True)
class SpiritCard:
    """A spirit card as the form's checklist shows it: slug, name, background, effect (the
    name and effect in the current language, read when shown)."""

    spirit: Spirit
    background: Background

    @property
    def slug(self) -> str:
        return self.spirit.value

    @property
    def name(self) -> str:
        """The spirit's name as printed: ``"Ladybug"``."""
        return self.spirit.label

    @property
    def effect(self) -> str:
        """The spirit's one-line effect (spec/solstis.md, spirits table)."""
        return _(words.SPIRIT_EFFECTS[self.spirit.value])


_PLAIN_SPIRITS = frozenset(
    (Spirit.FISH, Spirit.DEER, Spirit.EAGLE, Spirit.BEAR, Spirit.DRAGONFLY, Spirit.BEETLE)
) | {Spirit.BEAVER}
SPIRITS: dict[Spirit, SpiritCard] = {
    spirit: SpiritCard(spirit, Background.PLAIN if spirit in _PLAIN_SPIRITS else Background.BLUE)
    for spirit in Spirit
}
"""Every spirit with its background: the first seven plain, the last seven blue
(spec/solstis.md, spirits table); the effects are in words.py."""

EVIL_SPIRIT_NAME = words.EVIL_SPIRIT_NAME
"""The 15th spirit, red background, given by ``evil_spirit_covers`` (spec, "Evil Spirit"):
the English source, translated with ``_()`` where it is shown."""

EVIL_SPIRIT_EFFECT = words.EVIL_SPIRIT_EFFECT
"""The Evil Spirit's one-line effect for the form (spec/solstis.md, "Evil Spirit")."""

NO_COVER = "none"
"""The ``evil_spirit_covers`` value when the holder has no other spirit to cover."""

SPIRIT_POINTS = 1
"""Each spirit in the panorama scores 1 point (spec/solstis.md, "Scoring" 3)."""

BLUE_BONUS_PER_COUNT = 1
"""Every blue spirit's end-of-game bonus is +1 per thing it counts (spec, spirits table)."""
