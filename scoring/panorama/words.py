"""Every sentence Panorama's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

# --- Cards ---------------------------------------------------------------------------------

CARD_LABEL = "{rule} (card {position})"
CARD_EXPLANATION = "{rule}: {text}"
CARD_NOTE_ALSO = "{explanation}; also {also}"
"""A card's note on the page when it also counts in a set score (a Mountain, a pair)."""
FACE_DOWN_NOTE = "face-down card: no icons, no rule"

MOUNTAINS_LABEL = "Mountains"
MOUNTAIN = (
    "{count} Mountain ({positions}) → {points}: one set score for the panorama ({scale}); they "
    "need not be next to each other"
)
MOUNTAINS = (
    "{count} Mountains ({positions}) → {points}: one set score for the panorama ({scale}); they "
    "need not be next to each other"
)
MOUNTAINS_BEYOND_SCALE = (
    "{count} Mountains ({positions}) → {points}: one set score for the panorama ({scale}); they "
    "need not be next to each other; the scale stops at {most}, so {count} score {points}"
)
TOO_MANY_MOUNTAINS = (
    "{owners} has {count} Mountains; the Mountain scale stops at {most} ({points} points), so "
    "it scores {points}."
)

LIGHTS_PAIR_LABEL = "Northern Lights (cards {first} and {second})"
LIGHTS_PAIR = (
    "Northern Lights pair: cards {first} and {second} are next to each other and both show "
    "Northern Lights → {points}"
)
LONE_LIGHTS_LABEL = "Northern Lights (card {position})"
LONE_LIGHTS = (
    "no Northern Lights card beside it, so it is in no pair → 0 (each pair of adjacent Northern "
    "Lights scores {points})"
)

# --- Errors in a table state -----------------------------------------------------------------

WHAT_OWNERS = "The players of {what}"
NAME_THE_NEIGHBOURS = "Name the two neighbours who share it for {what}."
NAME_THE_BUILDER = "Name the player who built it for {what}."
NAME_TWO = (
    "{what} names {named} players; with {players} players a panorama is shared by the two "
    "neighbours who built it, so name 2."
)
NAME_ONE = (
    "{what} names {named} players; with {players} players each panorama belongs to one player, "
    "so name only them."
)
NAME_ONE_OF_ONE = (
    "{what} names {named} players; with {players} player each panorama belongs to one player, "
    "so name only them."
)
NOT_AT_THIS_TABLE = "{name!r} is not a player at this table ({players})."
SAME_OWNER_TWICE = "{what} names {name} twice; a panorama is shared by two neighbours."
NOT_NEIGHBOURS = (
    "{first} and {second} do not sit next to each other ({first} sits between {left} and "
    "{right}); a panorama is shared by neighbours."
)
PAIR_ALREADY_SHARES = (
    "{first} and {second} already share a {phase} panorama ({where}); each pair of neighbours "
    "builds one panorama per phase."
)
ALREADY_HAS_A_PANORAMA = (
    "{name} already has a {phase} panorama ({where}); each player builds one per phase."
)

# --- Warnings ------------------------------------------------------------------------------

PHASE_CARD_COUNT = (
    "The {phase} phase has {total} cards in its panoramas; with {players} players each is dealt "
    "{deal}, so a phase ends with {expected}. Check for a missing or extra card."
)
PANORAMA_HAS = "{name}'s has {count}"
SOLO_CARD_COUNT = (
    "In the {phase} phase {counts} cards; in the solo game each panorama ends with {expected} "
    "cards. Check for a missing or extra card."
)
TWO_PLAYER_CARD_COUNT = (
    "In the {phase} phase {counts} cards; in the two-player game each panorama ends with "
    "{expected} cards. Check for a missing or extra card."
)
NO_AWARDS = (
    "No Awards are listed; a game with 3 to 6 players has {in_play} Award tiles in play, so "
    "check for missing ones."
)
ONE_AWARD = (
    "Only {count} Award is listed; a game with 3 to 6 players has {in_play} Award tiles in "
    "play, so check for missing ones."
)
FEWER_AWARDS = (
    "Only {count} Awards are listed; a game with 3 to 6 players has {in_play} Award tiles in "
    "play, so check for missing ones."
)

# --- Watchtower positions ------------------------------------------------------------------

CARDS_TO_ITS_LEFT = "{cards} to its left"
CARDS_TO_ITS_RIGHT = "{cards} to its right"
CARD = "card"

# --- A card's part in the set scores -------------------------------------------------------

IN_MOUNTAIN_SET = "counted in the Mountain set score ({mountains} → {points})"
MOUNTAIN_WORD = "Mountain"
IN_LIGHTS_PAIRS = "in {pairs} (with {partners}), {points} each"
LIGHTS_PAIR_WORD = "Northern Lights pair"
IN_NO_LIGHTS_PAIR = "no Northern Lights beside it, so in no pair → 0"

# --- Awards and categories -----------------------------------------------------------------

AWARD_NOBODY = "{none}, so nobody wins it"
AWARD_EVERY_WINNER = "{phrase}: {names}"
AWARD_WINNERS = "{goal} {phrase}: {best} ({names})"
ORIGINALITY_ITEM = "{award}: no feature icon appears on more than one of its cards → {points}"
ALL_ANIMALS_ITEM = "{award}: every one of its cards shows an animal → {points}"
AWARD_ITEM = "{award}: {best} {phrase}, the {goal} of all panoramas of both phases → {points}"
AWARD_ITEM_TIED = (
    "{award}: {best} {phrase}, the {goal} of all panoramas of both phases, tied with {others} → "
    "{points}"
)
PANORAMA_WITH = "{phase}, with {partner}"
"""A player's category for a panorama shared with a neighbour ("Dusk, with Ben")."""
