"""Panorama's domain: icons, scoring rules, Awards, the rule numbers and the table's parts.

Everything here cites ``spec/panorama.md`` (the product's rule book); the rulebook itself is
``seeds/000_5d752c231a3481f5.txt``.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cached_property, lru_cache

from scoring.i18n import N_, _, current_language
from scoring.panorama import words
from scoring.records import dataclass
from scoring.wording import joined, say

GAME = "panorama"
"""The game's slug in the registry and the result JSON."""


class Icon(StrEnum):
    """A centre icon: what a card shows (spec, "Cards")."""

    BEAR = "bear"
    FOX = "fox"
    MOOSE = "moose"
    TREE = "tree"
    LAKE = "lake"
    CLIFF = "cliff"
    MOUNTAIN = "mountain"
    MOON = "moon"
    SUN = "sun"
    NORTHERN_LIGHTS = "northern_lights"
    CAMPFIRE = "campfire"
    WATCHTOWER = "watchtower"
    RANGER_STATION = "ranger_station"


class Rule(StrEnum):
    """A card's scoring rule, its ``scores_as`` (spec, "Scoring rules")."""

    BEAR = "bear"
    CAMPFIRE = "campfire"
    CLIFF = "cliff"
    LAKE = "lake"
    MOON = "moon"
    MOOSE = "moose"
    MOUNTAIN = "mountain"
    NORTHERN_LIGHTS = "northern_lights"
    RANGER_STATION = "ranger_station"
    WATCHTOWER = "watchtower"
    SUN = "sun"
    NONE = "none"


PHASE_LABELS = {"dusk": words.DUSK, "dawn": words.DAWN}
"""The phases' names (marked here, translated where they are used)."""


class Phase(StrEnum):
    """The two phases, played with the Dusk deck and then the Dawn deck."""

    DUSK = "dusk"
    DAWN = "dawn"

    @property
    def label(self) -> str:
        """ "Dusk" or "Dawn", in the current language."""
        return _(PHASE_LABELS[self])  # a StrEnum member is its own key: "dusk"


class Award(StrEnum):
    """The ten Award tiles; four are in play in a 3–6 player game (spec, "Awards")."""

    TREESCAPE = "treescape"
    ORIGINALITY = "originality"
    FOX_FRIEND = "fox_friend"
    NATURALIST = "naturalist"
    WIDE_ANGLE = "wide_angle"
    WILDLIFE = "wildlife"
    IN_FOCUS = "in_focus"
    CLEARVIEW = "clearview"
    OUTFOXED = "outfoxed"
    EAGLE_EYE = "eagle_eye"


ANIMALS: frozenset[Icon] = frozenset({Icon.BEAR, Icon.FOX, Icon.MOOSE})
"""Animal icons: a card with one of them is an animal card (spec, "Cards")."""

NATURAL_FEATURES: frozenset[Icon] = frozenset(
    {
        Icon.TREE,
        Icon.LAKE,
        Icon.CLIFF,
        Icon.MOUNTAIN,
        Icon.MOON,
        Icon.SUN,
        Icon.NORTHERN_LIGHTS,
    }
)
"""Natural-feature icons (spec, "Cards"); the Naturalist Award counts these."""

MAN_MADE_FEATURES: frozenset[Icon] = frozenset(
    {Icon.CAMPFIRE, Icon.WATCHTOWER, Icon.RANGER_STATION}
)
"""Man-made feature icons (spec, "Cards")."""

FEATURES: frozenset[Icon] = NATURAL_FEATURES | MAN_MADE_FEATURES
"""Feature icons, natural or man-made: a card with one of them is a feature card."""

ICON_CODES: dict[Icon, str] = {icon: icon.value for icon in Icon}
"""Each icon's contract slug, looked up by the icon: a dict lookup costs a seventh of reading
an enum member's ``value`` property, and a result writes every card's icons."""

RULE_CODES: dict[Rule, str] = {rule: rule.value for rule in Rule}
"""Each rule's contract slug (``scores_as``), looked up by the rule (see :data:`ICON_CODES`)."""

PHASE_CODES: dict[Phase, str] = {phase: phase.value for phase in Phase}
"""Each phase's contract slug, looked up by the phase (see :data:`ICON_CODES`)."""

ICON_RULES: dict[Icon, Rule] = {
    Icon.BEAR: Rule.BEAR,
    Icon.FOX: Rule.NONE,
    Icon.MOOSE: Rule.MOOSE,
    Icon.TREE: Rule.NONE,
    Icon.LAKE: Rule.LAKE,
    Icon.CLIFF: Rule.CLIFF,
    Icon.MOUNTAIN: Rule.MOUNTAIN,
    Icon.MOON: Rule.MOON,
    Icon.SUN: Rule.SUN,
    Icon.NORTHERN_LIGHTS: Rule.NORTHERN_LIGHTS,
    Icon.CAMPFIRE: Rule.CAMPFIRE,
    Icon.WATCHTOWER: Rule.WATCHTOWER,
    Icon.RANGER_STATION: Rule.RANGER_STATION,
}
"""The rule a card with a single scoring icon scores by; Fox and Tree score by ``none``
(spec, "Input": "``"fox"`` and ``"tree"`` score by ``none``")."""

SCORING_ICONS: frozenset[Icon] = frozenset(
    icon for icon, rule in ICON_RULES.items() if rule is not Rule.NONE
)
"""Icons that come with a scoring rule; a card with two of them must name its ``scores_as``."""

ICON_LABELS: dict[Icon, str] = {
    Icon.BEAR: N_("Bear"),
    Icon.FOX: N_("Fox"),
    Icon.MOOSE: N_("Moose"),
    Icon.TREE: N_("Tree"),
    Icon.LAKE: N_("Lake"),
    Icon.CLIFF: N_("Cliff"),
    Icon.MOUNTAIN: N_("Mountain"),
    Icon.MOON: N_("Moon"),
    Icon.SUN: N_("Sun"),
    Icon.NORTHERN_LIGHTS: N_("Northern Lights"),
    Icon.CAMPFIRE: N_("Campfire"),
    Icon.WATCHTOWER: N_("Watchtower"),
    Icon.RANGER_STATION: N_("Ranger Station"),
}
"""How the form, the rules page and the explanations name each icon."""

RULE_LABELS: dict[Rule, str] = {
    Rule.BEAR: N_("Bear"),
    Rule.CAMPFIRE: N_("Campfire"),
    Rule.CLIFF: N_("Cliff"),
    Rule.LAKE: N_("Lake"),
    Rule.MOON: N_("Moon"),
    Rule.MOOSE: N_("Moose"),
    Rule.MOUNTAIN: N_("Mountain"),
    Rule.NORTHERN_LIGHTS: N_("Northern Lights"),
    Rule.RANGER_STATION: N_("Ranger Station"),
    Rule.WATCHTOWER: N_("Watchtower"),
    Rule.SUN: N_("Sun"),
    Rule.NONE: N_("No scoring rule"),
}
"""How the form and the explanations name each scoring rule."""

WATCHTOWER_BESIDE_IT = N_(
    "Any card can be directly next to the Watchtower, but it will not score any points"
)
"""The rulebook's words on the cards beside a Watchtower (rulebook, "Watchtower" example),
quoted wherever the product refuses or explains a position next to it."""

WATCH_NEAREST = 2
"""The nearest position a Watchtower indicates, in cards from it: no Watchtower indicates the
card directly beside it (:data:`WATCHTOWER_BESIDE_IT`), so offsets −1, 0 and +1 are refused
(spec, "Interpretations" and "Input")."""


CARD_CAPS: dict[Rule, int] = {
    Rule.BEAR: 4,
    Rule.CAMPFIRE: 4,
    Rule.CLIFF: 3,
    Rule.LAKE: 4,
    Rule.MOOSE: 4,
    Rule.RANGER_STATION: 4,
    Rule.WATCHTOWER: 4,
}
"""The most one card can score by its rule (spec, "Scoring rules", column "cap")."""

CLIFF_FLOOR = -2
"""A Cliff scores from −2 to 3 (spec, "Scoring rules": ``cliff`` cap "3 (range −2…3)")."""

BEAR_POINTS_PER_TREE = 2
"""Bear: 2 for each card next to it with a tree icon (spec, "Scoring rules")."""

CAMPFIRE_POINTS_PER_ANIMAL = 1
"""Campfire: 1 for each animal card among the two closest cards on each side."""

CAMPFIRE_REACH = 2
"""Campfire looks at the two closest cards on each side (spec, "Scoring rules")."""

CLIFF_FEATURE_ON_RIGHT = 3
"""Cliff: +3 if the card immediately to its right is a feature card."""

CLIFF_ANIMAL_ON_LEFT = -2
"""Cliff: −2 if the card immediately to its left is an animal card."""

LAKE_ANIMAL_ON_RIGHT = 2
"""Lake: +2 if the card immediately to its right is an animal card."""

LAKE_FEATURE_ON_LEFT = 2
"""Lake: +2 if the card immediately to its left is a feature card."""

MOON_POINTS = 2
"""Moon: 2 points (spec, "Scoring rules")."""

MOOSE_POINTS_PER_NON_ANIMAL = 2
"""Moose: 2 for each card next to it that is not an animal card."""

RANGER_STATION_POINTS_PER_SIGN = 2
"""Ranger Station: 2 for each face-down card next to it."""

WATCHTOWER_POINTS_PER_POSITION = 1
"""Watchtower: 1 for each indicated position holding a card with the indicated icon."""

MAX_WATCH_POSITIONS = 4
"""A Watchtower indicates at most 4 positions (spec, "Input")."""

SUN_CARDS_PER_POINT = 2
"""Sun: 1 for each full pair of cards to its left, floor(cards to its left / 2)."""

MOUNTAIN_POINTS: dict[int, int] = {1: 1, 2: 3, 3: 5, 4: 8}
"""Mountain set score per panorama by number of Mountain cards (spec, "Scoring rules");
5 or more score as 4, with a warning."""

MOUNTAIN_MOST = max(MOUNTAIN_POINTS)
"""The Mountain scale stops at 4 Mountains; more score like 4 (spec: "5 or more: 8")."""

NORTHERN_LIGHTS_PAIR_POINTS = 3
"""Northern Lights: 3 for each pair of adjacent cards that both show the icon."""

AWARD_NAMES: dict[Award, str] = {
    Award.TREESCAPE: N_("Treescape"),
    Award.ORIGINALITY: N_("Originality"),
    Award.FOX_FRIEND: N_("Fox Friend"),
    Award.NATURALIST: N_("Naturalist"),
    Award.WIDE_ANGLE: N_("Wide Angle"),
    Award.WILDLIFE: N_("Wildlife Award"),
    Award.IN_FOCUS: N_("In Focus"),
    Award.CLEARVIEW: N_("Clearview"),
    Award.OUTFOXED: N_("Outfoxed"),
    Award.EAGLE_EYE: N_("Eagle Eye"),
}
"""The Award tiles' printed names (spec, "Awards")."""

AWARD_POINTS: dict[Award, int] = {
    Award.TREESCAPE: 5,
    Award.ORIGINALITY: 6,
    Award.FOX_FRIEND: 5,
    Award.NATURALIST: 3,
    Award.WIDE_ANGLE: 4,
    Award.WILDLIFE: 6,
    Award.IN_FOCUS: 6,
    Award.CLEARVIEW: 4,
    Award.OUTFOXED: 4,
    Award.EAGLE_EYE: 3,
}
"""Points each winning panorama scores for an Award (spec, "Awards")."""


AWARDS_IN_PLAY = 4
"""Four Award tiles are dealt face up (rulebook, "Setup"); fewer gives a warning."""

MIN_PLAYERS = 1
"""Panorama is for 1–6 players (spec/README.md)."""

MAX_PLAYERS = 6
"""Panorama is for 1–6 players (spec/README.md)."""

MIN_SHARED_PLAYERS = 3
"""From 3 players on, neighbours share panoramas and Awards are used (spec, "Table shape")."""

DEAL_SIZES: dict[int, int] = {3: 12, 4: 10, 5: 9, 6: 9}
"""Cards dealt to each player per phase in the standard game (spec, "Input", warnings)."""

SMALL_GAME_PANORAMA_SIZE = 10
"""In the two-player and solo games each panorama ends with 10 cards (spec, "Input")."""

DECK_SIZE = 58
"""Each phase has its own deck of 58 cards (rulebook, components: "58 Dawn cards, 58 Dusk
cards")."""

MAX_PANORAMA_CARDS = DECK_SIZE
"""A panorama is built from its phase's deck, so it cannot hold more cards than the deck: a
generous bound (a real one is 9 to 12), checked before any card is read."""

MAX_PANORAMAS_PER_PHASE = MAX_PLAYERS
"""A phase has one panorama per player (solo, two players) or per pair of neighbours (3 to 6
players), so never more than 6 (spec, "Table shape")."""


@dataclass(frozen=True)
class Watch:
    """One position a Watchtower indicates: an offset from the Watchtower and an icon."""

    offset: int
    icon: Icon

    @property
    def where(self) -> str:
        """The position in words: "2 cards to its left", "1 card to its right"."""
        if type(self.offset) is not int:  # worded afresh: a cache key would take 1.0 for 1
            return words.cards_to_its_side(self.offset)
        return _watch_where(self.offset, current_language())


WORDS_CACHED = 1024
"""How many cards and Watchtower positions keep their words below, per process: a bound, as
their keys come from a table's input, though few differ (a few dozen kinds of card, offsets
of 1 to 3, in each language)."""


@lru_cache(maxsize=WORDS_CACHED)
def _watch_where(offset: int, language: str) -> str:
    """:attr:`Watch.where` in ``language`` (the current one: the cache is keyed by it),
    worded once per offset and language: the same text and recipe each time (issue 24,
    fourth round: the scorers)."""
    return words.cards_to_its_side(offset)


@dataclass(frozen=True)
class Card:
    """One card in a panorama: its centre icons and its scoring rule, or face down.

    >>> Card.face_up(Icon.BEAR, Icon.TREE).scores_as
    <Rule.BEAR: 'bear'>
    >>> Card.face_up(Icon.FOX, Icon.LAKE).label
    'Fox + Lake'
    """

    icons: tuple[Icon, ...] = ()
    scores_as: Rule = Rule.NONE
    watch: tuple[Watch, ...] = ()
    face_down: bool = False

    @classmethod
    def down(cls) -> Card:
        """A face-down card (a "sign"): no icons, no rule."""
        return cls(face_down=True)

    @classmethod
    def face_up(
        cls, *icons: Icon, scores_as: Rule | None = None, watch: tuple[Watch, ...] = ()
    ) -> Card:
        """A face-up card; ``scores_as`` defaults to the rule of its only scoring icon.

        Raises ``ValueError`` for a card with two scoring icons and no ``scores_as``.
        """
        if scores_as is None:
            rules = [ICON_RULES[icon] for icon in icons if icon in SCORING_ICONS]
            if len(rules) > 1:
                raise ValueError(f"a card with icons {icons!r} needs scores_as")
            scores_as = rules[0] if rules else Rule.NONE
        return cls(tuple(icons), scores_as, tuple(watch))

    def has(self, icon: Icon) -> bool:
        """Whether the card shows ``icon`` (a face-down card shows none)."""
        return not self.face_down and icon in self.icons

    @property
    def is_animal(self) -> bool:
        """An animal card has at least one animal icon; face-down cards are not."""
        return not self.face_down and any(icon in ANIMALS for icon in self.icons)

    @property
    def is_feature(self) -> bool:
        """A feature card has at least one feature icon; face-down cards are not."""
        return not self.face_down and any(icon in FEATURES for icon in self.icons)

    @cached_property
    def label(self) -> str:
        """The card in words: "Bear + Tree", "face-down card" (in the current language)."""
        return _card_label(self.icons, self.face_down, current_language())

    def to_dict(self) -> dict[str, object]:
        """The card in the contract's object form."""
        if self.face_down:
            return {"face_down": True}
        card: dict[str, object] = {
            "icons": [ICON_CODES[icon] for icon in self.icons],
            "scores_as": RULE_CODES[self.scores_as],
        }
        if self.watch:
            card["watch"] = [{"offset": w.offset, "icon": ICON_CODES[w.icon]} for w in self.watch]
        return card


@lru_cache(maxsize=WORDS_CACHED)
def _card_label(icons: tuple[Icon, ...], face_down: bool, language: str) -> str:
    """:attr:`Card.label` in ``language`` (the current one: the cache is keyed by it), worded
    once per kind of card and language: a 6-player table words its 108 cards' labels from a
    few dozen kinds (issue 24, fourth round: the scorers). The same text and recipe as
    worded afresh each time."""
    if face_down:
        return _(words.FACE_DOWN_CARD)
    if not icons:
        return _(words.CARD_WITHOUT_ICONS)
    label = _(ICON_LABELS[icons[0]])
    for icon in icons[1:]:
        label = say(_(words.CARD_WITH_ICON), card=label, icon=_(ICON_LABELS[icon]))
    return label


@dataclass(frozen=True)
class Panorama:
    """One panorama: its phase, its place in that phase's list, its players and its cards.

    ``players`` holds one name (two-player and solo games) or the two neighbours who share it,
    as the table state listed them; ``cards`` run left to right as the players see them.
    """

    phase: Phase
    index: int
    players: tuple[str, ...]
    cards: tuple[Card, ...]

    @cached_property
    def name(self) -> str:
        """The panorama in words: "Dusk Ann–Ben", "Dawn Ann"."""
        return say(
            _(words.PANORAMA_NAME), phase=self.phase.label, players=joined("–", self.players)
        )

    @property
    def owners(self) -> str:
        """Whose panorama it is, for sentences: "Ann and Ben's Dusk panorama"."""
        if len(self.players) == 2:
            first, second = self.players
            return say(
                _(words.OWNERS_OF_TWO),
                first=first,
                second=second,
                phase=self.phase.label,
            )
        return say(
            _(words.OWNERS_OF_ONE),
            players=joined(", ", self.players),
            phase=self.phase.label,
        )

    @property
    def key(self) -> dict[str, object]:
        """The panorama's reference in the result JSON: ``{"phase": ..., "index": ...}``."""
        return {"phase": PHASE_CODES[self.phase], "index": self.index}


@dataclass(frozen=True)
class Table:
    """A finished Panorama table: seating, Awards in play and both phases' panoramas."""

    players: tuple[str, ...]
    awards: tuple[Award, ...]
    dusk: tuple[Panorama, ...]
    dawn: tuple[Panorama, ...]

    @property
    def shared(self) -> bool:
        """True with 3–6 players, where neighbours share panoramas and Awards are used."""
        return len(self.players) >= MIN_SHARED_PLAYERS

    @property
    def panoramas(self) -> tuple[Panorama, ...]:
        """Every panorama, Dusk first, then Dawn, each phase in the order given."""
        return self.dusk + self.dawn

    def phase(self, phase: Phase) -> tuple[Panorama, ...]:
        """The panoramas of one phase."""
        return self.dusk if phase is Phase.DUSK else self.dawn
