"""What the rules page says about Sagrada with the Panorama expansion: how the product reads
the rules where they are silent or ambiguous, and how the JSON is read, one sentence each
(spec/sagrada.md, "Interpretations")."""

from __future__ import annotations

from scoring.i18n import N_

READINGS: tuple[str, ...] = (
    N_(
        "Row and column objectives score only complete lines: a row or column with an empty "
        "space scores nothing, however varied its dice."
    ),
    N_(
        "A set objective scores as many sets as its rarest member allows: for Light Shades, the "
        "number of 1s or of 2s, whichever is fewer; the fewest of any value for Shade Variety; the "
        "fewest of any colour for Color Variety."
    ),
    N_(
        "Color Diagonals scores 1 point per die that has at least 1 diagonally adjacent die of its "
        "colour; a die touching several such dice still counts once."
    ),
    N_("A die can count towards several public objectives."),
    N_(
        "The colour private objective scores the sum of its dice's values; in the 2026 edition it "
        "scores 3 points per die of its colour instead. The edition does not change a Focal Point "
        "card."
    ),
    N_(
        "A Focal Point card scores the sum of the values on its shaded spaces; an empty shaded "
        "space scores 0."
    ),
    N_(
        "Solo: the player is dealt two private colours and scores one of them. Enter both: the "
        "better one scores and the result shows both sums (on a tie the colour first in the "
        "rules' order, red, yellow, green, blue, purple, is named). Only a solo game lists two "
        "colours; with more players each holds one."
    ),
    N_(
        'With 6 players the expansion says "In a 6-player game, you must use the Focal Point '
        'Private Objectives". A 6-player table where someone holds a colour instead is scored as '
        "entered, with a warning. With fewer players the module is optional, but when it is used "
        'it replaces the colour cards ("Do not use the Sagrada base game Private Objectives"): '
        "a table that mixes Focal Point and colour cards is scored as entered, with a warning too."
    ),
    N_(
        "There is one private objective card per colour, so two players cannot both hold red; a "
        "table where they do is scored as entered, with a warning."
    ),
    N_("Dice left on a Lightboard score nothing and are not entered."),
    N_(
        "A window that breaks a placement rule (neighbouring dice sharing a colour or value) "
        "is scored as entered, with a warning naming both spaces: the base rules let its owner "
        "choose which dice to remove, so the scorer cannot."
    ),
    N_(
        "Solo: each empty space costs 3 points, favor tokens are not used (any entered are ignored "
        "with a warning), at most 2 public objectives are allowed, and the target (the sum of the "
        "dice on the round track) is beaten only by a strictly higher total; the result says "
        "whether it was."
    ),
    N_(
        "A shared objective looks only at the left player's rightmost column and the right "
        "player's leftmost column (8 spaces); empty spaces there hold nothing to count, and both "
        "neighbours score the card's points."
    ),
    N_(
        "Shade Resonance and Color Resonance score 4 points for each value (or colour) found 3 "
        "times and 8 points for each found 4 or more times, all added together."
    ),
    N_(
        'A card entered as "Other: each found N times" scores each colour (or value) by how many '
        "times it is found; more than the card's largest number scores that number's points, and "
        "any other number the card does not print scores 0."
    ),
    N_(
        'A card entered as "Other: how many different" ("3/7/16 points for 4/3/2 colors") scores '
        "by the number of different colours (or values) in the neighbouring columns, and only "
        "when all 8 of their spaces hold a die: with an empty space among them it scores 0, and "
        'the result says so. The rulebook says these objectives "are crafted such that they '
        'cannot be achieved alone"; counting empty spaces as nothing would give the top prize to '
        "two neighbours who leave their columns nearly empty. A number the card does not print "
        "scores 0."
    ),
    N_(
        'A card entered as "Other: matching pairs" scores for each row whose 2 dice across the '
        "border between the windows are both there and match in colour (or value)."
    ),
    N_(
        "With shared objectives the expansion uses 1 public objective; a table with more is "
        "scored with all of them and a warning."
    ),
    N_(
        "With 3 or more players and shared objectives there is normally 1 card per pair of "
        "neighbours, as many cards as players; a different number of cards, or a player on the "
        "same side of 2 cards, gets a warning and every card entered is scored."
    ),
    N_(
        "Ties are broken by private objective points (Focal Point included; for two solo colours, "
        "the one that scores), then unused favor "
        "tokens, then by coming later in the final round's turn order; when that order is not "
        "given the tie stands and the tied players share the rank."
    ),
    N_("More than 6 unused favor tokens is accepted (up to 12), with a warning."),
)
"""How the product reads the rules where the printed text is silent or ambiguous."""


INPUT_NOTES: tuple[str, ...] = (
    N_("A player without favor_tokens has 0 favor tokens."),
    N_(
        'In a solo game "private" may list both colours dealt, such as ["red", "blue"]; a list '
        "with more players, or one that is not 2 different colours, is refused."
    ),
    N_(
        "The final_round_order is optional: every player once, the first to play in the final "
        "round first; without it a tie after favor tokens stands."
    ),
)
"""How the table-state JSON is read, for developers using the API or the command line."""
