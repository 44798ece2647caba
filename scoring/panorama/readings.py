"""What the rules page says about Panorama: each card's and each Award's rule in one line, how
the product reads the rules where they are silent or ambiguous, and how the JSON is read
(spec/panorama.md, "Interpretations").

Every text is marked with ``N_`` (a constant, translated where it is shown: the rules page). The
Watchtower's nearest position (``WATCH_NEAREST``, 2) and the rulebook's words on the card
beside it (``WATCHTOWER_BESIDE_IT``) are written out in full, so a translator has the whole
sentence; ``tests/scoring/test_panorama.py`` checks they still say what the model says.
"""

from __future__ import annotations

from scoring.i18n import N_
from scoring.panorama.model import Award, Rule

RULE_TEXTS: dict[Rule, str] = {
    Rule.BEAR: N_("2 points for each card next to it with a Tree icon (max 4)."),
    Rule.CAMPFIRE: N_(
        "1 point for each animal card among the two closest cards on each side (max 4)."
    ),
    Rule.CLIFF: N_(
        "+3 if the card immediately to its right is a feature card; −2 if the card immediately "
        "to its left is an animal card (−2 to 3)."
    ),
    Rule.LAKE: N_(
        "+2 if the card immediately to its right is an animal card; +2 if the card immediately "
        "to its left is a feature card (max 4)."
    ),
    Rule.MOON: N_("2 points. Only one face-up Moon is allowed in a panorama."),
    Rule.MOOSE: N_(
        "2 points for each card next to it that is not an animal card; face-down cards count "
        "as not animal (max 4)."
    ),
    Rule.MOUNTAIN: N_(
        "Scored once per panorama from its cards with a Mountain icon: "
        "1 → 1, 2 → 3, 3 → 5, 4 or more → 8."
    ),
    Rule.NORTHERN_LIGHTS: N_(
        "3 points for each pair of adjacent cards that both show Northern Lights "
        "(three in a row = 2 pairs = 6)."
    ),
    Rule.RANGER_STATION: N_("2 points for each face-down card next to it (max 4)."),
    Rule.WATCHTOWER: N_(
        "1 point for each indicated position holding a card with the indicated icon (max 4); "
        "its positions are 2 or more cards away, never the card directly beside "
        "it."
    ),
    Rule.SUN: N_(
        "1 point for each full pair of cards to its left. Only one face-up Sun is allowed in "
        "a panorama."
    ),
    Rule.NONE: N_("No points of its own (Fox and Tree cards), but other cards may look at it."),
}
"""One-line rule text for each scoring rule, for the rules page (spec, "Scoring rules")."""


AWARD_RULES: dict[Award, str] = {
    Award.TREESCAPE: N_("The panorama(s) with the most cards with a Tree icon (at least 1)."),
    Award.ORIGINALITY: N_("Every panorama where no feature icon appears on more than one card."),
    Award.FOX_FRIEND: N_("The panorama(s) with the most cards with a Fox icon (at least 1)."),
    Award.NATURALIST: N_(
        "The panorama(s) with the most natural-feature icons, counted icon by icon (at least 1)."
    ),
    Award.WIDE_ANGLE: N_("The longest panorama(s), face-down cards included."),
    Award.WILDLIFE: N_(
        "Every panorama where every card has an animal icon (face-down cards fail)."
    ),
    Award.IN_FOCUS: N_("The shortest panorama(s), face-down cards included."),
    Award.CLEARVIEW: N_("The panorama(s) with the fewest cards with a Tree icon (0 counts)."),
    Award.OUTFOXED: N_("The panorama(s) with the fewest cards with a Fox icon (0 counts)."),
    Award.EAGLE_EYE: N_("The panorama(s) with the most cards with a Watchtower icon (at least 1)."),
}
"""One-line rule text for each Award, for the rules page; decided over all panoramas of both
phases, ties shared (spec, "Awards")."""


READINGS: tuple[str, ...] = (
    N_(
        "Cards score by their icons, never by the artwork. A card with 1 scoring icon scores by "
        "that icon's rule; a card with none, such as a Fox or a Tree, scores nothing on its own."
    ),
    N_(
        "A face-down card has no icons and no rule, but it is a card: it counts for the number of "
        "cards in a panorama, for card positions, for the Sun and for Wide Angle and In Focus."
    ),
    N_(
        "Cliff and Lake look only at the card directly beside them, as in the rulebook's Cliff "
        "example; a Cliff scores from −2 to 3."
    ),
    N_(
        "Moose counts a face-down neighbour as not an animal card; an empty side (the end of the "
        "panorama) scores nothing."
    ),
    N_(
        "Campfire looks at the 2 closest cards on each side, up to 4 cards; fewer near the end of "
        "the panorama."
    ),
    N_(
        "Sun scores 1 point for every 2 cards to its left, rounded down (7 cards to its left score "
        "3), face-down cards included."
    ),
    N_(
        "A Watchtower's positions are counted in cards from the Watchtower itself (2 cards to its "
        "left, 3 cards to its right); a position past the end of the panorama or holding a "
        "face-down card scores 0, and the Watchtower's own icons never score for it."
    ),
    N_(
        "The rulebook says: “Any card can be directly next to the Watchtower, but it will not "
        "score any points.” So no Watchtower indicates the card directly to its left or right: "
        "its positions are 2 or more cards away, and a table with a position right beside a "
        "Watchtower is refused."
    ),
    N_(
        "Mountain scores once for the whole panorama, not per card: it counts every card with a "
        "Mountain icon (1 card scores 1, 2 score 3, 3 score 5, 4 score 8), and 5 or more still "
        "score 8, with a warning."
    ),
    N_(
        "Northern Lights score 3 for each pair of cards side by side that both show the Northern "
        "Lights icon, each pair on its own line; a card can be in 2 pairs."
    ),
    N_(
        "The Mountain score and the Northern Lights pairs go by the icons on the cards, whatever "
        "rule each card scores by; a card that scores by the Mountain or Northern Lights rule adds "
        "nothing more on its own."
    ),
    N_(
        "A card with 2 scoring icons must say which rule it scores by. A card may score by any "
        "rule, and its icons still count for its neighbours and the Awards."
    ),
    N_("A Watchtower's positions each score on their own, even 2 that point at the same card."),
    N_(
        "Only 1 face-up Moon and 1 face-up Sun (cards showing that icon) may be in a panorama; a "
        "table with 2 is refused, because one of them must have been played face down."
    ),
    N_(
        "With 3–6 players a panorama's points, its Awards included, count in full for both players "
        "who share it."
    ),
    N_(
        "Awards are decided over all panoramas of both phases together; every tied panorama scores "
        "the Award, and an Award for the most of something needs at least 1."
    ),
    N_(
        "Originality goes to every panorama where no feature icon (natural or man-made) appears on "
        "more than 1 card; Wildlife to every panorama where every card has an animal icon, so a "
        "face-down card fails it."
    ),
    N_("Naturalist counts natural-feature icons one by one, so a card with 2 of them counts 2."),
    N_("The rules give no tie-breaker: players tied for the most points share the win."),
    N_(
        "With 1 or 2 players each player builds their own panorama in each phase and scores only "
        "their own panoramas, each of which ends with 10 cards; the Awards are not used (a table "
        "that lists them is refused). Scoring is otherwise the same: every card scores as with "
        "3 to 6 players."
    ),
)
"""How the product reads Panorama where the printed rules are silent or ambiguous."""


INPUT_NOTES: tuple[str, ...] = (
    N_(
        "A card's scores_as defaults to the rule of its only scoring icon (none for a card without "
        'one, such as "fox" or "tree"); it is required for a card with 2 scoring icons, and it '
        "may name any rule."
    ),
    N_(
        "A Watchtower's watch offsets count from the Watchtower: -2 is 2 cards to its left, 3 is 3 "
        "cards to its right. Offsets -1, 0 and 1 are refused: no Watchtower indicates itself or "
        "the card directly beside it."
    ),
)
"""How the table-state JSON is read, for developers using the API or the command line."""
