"""Every sentence Panorama's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`tell` (the sentence in the current language, its named
placeholders filled in) and never glue English fragments together, so a translation can
reorder a sentence freely and the rules need not change. Every constant is marked with ``N_``
(translated where it is used); a sentence that counts something is a function calling
``ngettext``, so each language picks its own plural form.
"""

from __future__ import annotations

from scoring import wording
from scoring.i18n import N_, ngettext
from scoring.wording import say

tell = wording.say
"""Fills in this module's sentences (:func:`scoring.wording.say`)."""


# --- Names: phases, cards, panoramas (model.py) ---------------------------------------------

DUSK = N_("Dusk")
DAWN = N_("Dawn")
FACE_DOWN_CARD = N_("face-down card")
CARD_WITHOUT_ICONS = N_("card with no icons")
CARD_WITH_ICON = N_("{card} + {icon}")
"""A card with two icons ("Bear + Tree")."""
PANORAMA_NAME = N_("{phase} {players}")
"""A panorama in an Award's list of winners ("Dusk Ann–Ben")."""
OWNERS_OF_TWO = N_("{first} and {second}'s {phase} panorama")
OWNERS_OF_ONE = N_("{players}'s {phase} panorama")

# --- Cards ---------------------------------------------------------------------------------

CARD_LABEL = N_("{rule} (card {position})")
CARD_EXPLANATION = N_("{rule}: {text}")
CARD_NOTE_ALSO = N_("{explanation}; also {also}")
"""A card's note on the page when it also counts in a set score (a Mountain, a pair)."""
FACE_DOWN_NOTE = N_("face-down card: no icons, no rule")

MOUNTAINS_LABEL = N_("Mountains")
MOUNTAINS_BEYOND_SCALE = N_(
    "{count} Mountains ({positions}) → {points}: one set score for the panorama ({scale}); they "
    "need not be next to each other; the scale stops at {most}, so {count} score {points}"
)
TOO_MANY_MOUNTAINS = N_(
    "{owners} has {count} Mountains; the Mountain scale stops at {most} ({points} points), so "
    "it scores {points}."
)

LIGHTS_PAIR_LABEL = N_("Northern Lights (cards {first} and {second})")
LIGHTS_PAIR = N_(
    "Northern Lights pair: cards {first} and {second} are next to each other and both show "
    "Northern Lights → {points}"
)
LONE_LIGHTS_LABEL = N_("Northern Lights (card {position})")
LONE_LIGHTS = N_(
    "no Northern Lights card beside it, so it is in no pair → 0 (each pair of adjacent Northern "
    "Lights scores {points})"
)

# --- Errors in a table state -----------------------------------------------------------------

WHAT_OWNERS = N_("The players of {what}")
NAME_THE_NEIGHBOURS = N_("Name the two neighbours who share it for {what}.")
NAME_THE_BUILDER = N_("Name the player who built it for {what}.")
NAME_TWO = N_(
    "{what} names {named} players; with {players} players a panorama is shared by the two "
    "neighbours who built it, so name 2."
)
NAME_ONE = N_(
    "{what} names {named} players; with {players} players each panorama belongs to one player, "
    "so name only them."
)
NAME_ONE_OF_ONE = N_(
    "{what} names {named} players; with {players} player each panorama belongs to one player, "
    "so name only them."
)
NOT_AT_THIS_TABLE = N_("'{name}' is not a player at this table ({players}).")
SAME_OWNER_TWICE = N_("{what} names {name} twice; a panorama is shared by two neighbours.")
NOT_NEIGHBOURS = N_(
    "{first} and {second} do not sit next to each other ({first} sits between {left} and "
    "{right}); a panorama is shared by neighbours."
)
PAIR_ALREADY_SHARES = N_(
    "{first} and {second} already share a {phase} panorama ({where}); each pair of neighbours "
    "builds one panorama per phase."
)
ALREADY_HAS_A_PANORAMA = N_(
    "{name} already has a {phase} panorama ({where}); each player builds one per phase."
)

# --- Warnings ------------------------------------------------------------------------------

PHASE_CARD_COUNT = N_(
    "The {phase} phase has {total} cards in its panoramas; with {players} players each is dealt "
    "{deal}, so a phase ends with {expected}. Check for a missing or extra card."
)


def panorama_has(name: str, count: int) -> str:
    """ "Ann's panorama has 1 card": one panorama's count, in a small game's count warning."""
    return tell(
        ngettext(
            "{name}'s panorama has {count} card", "{name}'s panorama has {count} cards", count
        ),
        name=name,
        count=count,
    )


SOLO_CARD_COUNT = N_(
    "In the {phase} phase {counts}; in the solo game each panorama ends with {expected} "
    "cards. Check for a missing or extra card."
)
TWO_PLAYER_CARD_COUNT = N_(
    "In the {phase} phase {counts}; in the two-player game each panorama ends with "
    "{expected} cards. Check for a missing or extra card."
)
NO_AWARDS = N_(
    "No Awards are listed; a game with 3 to 6 players has {in_play} Award tiles in play, so "
    "check for missing ones."
)


def fewer_awards(count: int, in_play: int) -> str:
    """The warning for fewer Award tiles than are dealt (at least 1 listed)."""
    return say(
        ngettext(
            "Only {count} Award is listed; a game with 3 to 6 players has {in_play} Award tiles "
            "in play, so check for missing ones.",
            "Only {count} Awards are listed; a game with 3 to 6 players has {in_play} Award "
            "tiles in play, so check for missing ones.",
            count,
        ),
        count=count,
        in_play=in_play,
    )


# --- Watchtower positions ------------------------------------------------------------------


# --- A card's part in the set scores -------------------------------------------------------

IN_MOUNTAIN_SET = N_("counted in the Mountain set score ({mountains} → {points})")
IN_LIGHTS_PAIRS = N_("in {pairs} (with {partners}), {points} each")
IN_NO_LIGHTS_PAIR = N_("no Northern Lights beside it, so in no pair → 0")

# --- Awards and categories -----------------------------------------------------------------

AWARD_NOBODY = N_("{none}, so nobody wins it")
AWARD_EVERY_WINNER = N_("{phrase}: {names}")
AWARD_WINNERS_MOST = N_("most {phrase}: {best} ({names})")
AWARD_WINNERS_FEWEST = N_("fewest {phrase}: {best} ({names})")
ORIGINALITY_ITEM = N_("{award}: no feature icon appears on more than one of its cards → {points}")
ALL_ANIMALS_ITEM = N_("{award}: every one of its cards shows an animal → {points}")
AWARD_ITEM_MOST = N_(
    "{award}: {best} {phrase}, the most of all panoramas of both phases → {points}"
)
AWARD_ITEM_FEWEST = N_(
    "{award}: {best} {phrase}, the fewest of all panoramas of both phases → {points}"
)
AWARD_ITEM_MOST_TIED = N_(
    "{award}: {best} {phrase}, the most of all panoramas of both phases, tied with {others} → "
    "{points}"
)
AWARD_ITEM_FEWEST_TIED = N_(
    "{award}: {best} {phrase}, the fewest of all panoramas of both phases, tied with {others} "
    "→ {points}"
)
PANORAMA_WITH = N_("{phase}, with {partner}")
"""A player's category for a panorama shared with a neighbour ("Dusk, with Ben")."""


# --- What a card sees beside it (cards.py) ---------------------------------------------------

NOTHING_ON_ITS_LEFT = N_("nothing on its left (end of the panorama)")
NOTHING_ON_ITS_RIGHT = N_("nothing on its right (end of the panorama)")
CARD_ON_ITS_LEFT = N_("card {position} on its left ({card})")
CARD_ON_ITS_RIGHT = N_("card {position} on its right ({card})")
IS_ANIMAL_CARD = N_("{neighbour} is an animal card → {points}")
IS_FEATURE_CARD = N_("{neighbour} is a feature card → {points}")
IS_NOT_ANIMAL_CARD = N_("{neighbour} is not an animal card → {miss}")
IS_NOT_FEATURE_CARD = N_("{neighbour} is not a feature card → {miss}")
NO_PENALTY = N_("no penalty")
CAPPED_AT = N_("{text}, capped at {cap}")
AT_MOST = N_("{text} (max {cap})")
NEIGHBOURS_COUNTED = N_("{sides} → {counted} × {each} = {points}")
HAS_A_TREE = N_("{neighbour} has a Tree")
HAS_NO_TREE = N_("{neighbour} has no Tree")
COUNTS_AS_NOT_ANIMAL = N_("{neighbour} counts as not animal")
IS_AN_ANIMAL_CARD = N_("{neighbour} is an animal card")
IS_NOT_AN_ANIMAL_CARD = N_("{neighbour} is not an animal card")
FACE_DOWN_ON_ITS_LEFT = N_("card {position} on its left is face down")
FACE_DOWN_ON_ITS_RIGHT = N_("card {position} on its right is face down")
IS_FACE_UP = N_("{neighbour} is face up")
LAKE_TOTAL = N_("{right}; {left}; total {points}")
CLIFF_TOTAL = N_("{right}; {left}; total {points} (range {floor} to {top})")
CAMPFIRE_ANIMALS = N_(
    "animal cards among the two closest on each side (cards {seen}): {found} → {count} × "
    "{each} = {points}"
)
CAMPFIRE_NO_ANIMAL = N_(
    "no animal card among the two closest on each side (cards {seen}) → 0 × {each} = {points}"
)
NO_CARDS_SEEN = N_("none")
CARD_AT = N_("card {position} ({card})")
MOON_SCORES = N_("a Moon scores {points}")
SUN_CARDS = N_("{cards} → {pairs}")
WATCHED_OFF_THE_END = N_("{icon} {where}: off the end of the panorama → 0")
WATCHED_CARD = N_("{icon} {where}: card {position} ({card}) → {points}")
WATCHTOWER_TOTAL = N_("{parts}; total {points}")
ONE_POSITION = N_("card {position}")
SEVERAL_POSITIONS = N_("cards {positions} and {last}")
SCORES_AS_WITHOUT_ITS_ICON = N_("scores as {rule}, but shows no {rule} icon, so it adds nothing")
CARD_NOTES = N_("{card}: {notes}")
NO_RULE_OF_ITS_OWN = N_("{card}: no scoring rule of its own (other cards may look at it)")


def trees(count: int) -> str:
    """'1 Tree', '2 Trees': what a Bear counts beside it."""
    return say(ngettext("{count} Tree", "{count} Trees", count), count=count)


def face_down_cards(count: int) -> str:
    """'1 face-down card', '2 face-down cards': what a Ranger Station counts beside it."""
    return say(ngettext("{count} face-down card", "{count} face-down cards", count), count=count)


def cards_left_of_the_sun(count: int) -> str:
    """What a Sun counts: '3 cards to its left (face-down cards count)'."""
    return say(
        ngettext(
            "{count} card to its left (face-down cards count)",
            "{count} cards to its left (face-down cards count)",
            count,
        ),
        count=count,
    )


def full_pairs(count: int) -> str:
    """What a Sun scores for them: '1 full pair of cards = 1'."""
    return say(
        ngettext(
            "{count} full pair of cards = {count}", "{count} full pairs of cards = {count}", count
        ),
        count=count,
    )


def mountains(count: int) -> str:
    """'1 Mountain', '3 Mountains'."""
    return say(ngettext("{count} Mountain", "{count} Mountains", count), count=count)


def lights_pairs(count: int) -> str:
    """'1 Northern Lights pair', '2 Northern Lights pairs'."""
    return say(
        ngettext("{count} Northern Lights pair", "{count} Northern Lights pairs", count),
        count=count,
    )


def cards_to_its_side(offset: int) -> str:
    """A Watchtower position in words: '2 cards to its left', '1 card to its right'."""
    count = abs(offset)
    if offset < 0:
        sentence = ngettext("{count} card to its left", "{count} cards to its left", count)
    else:
        sentence = ngettext("{count} card to its right", "{count} cards to its right", count)
    return say(sentence, count=count)


def mountain_set(count: int, **values: object) -> str:
    """A panorama's Mountain set score, one sentence for 1 Mountain and one for several."""
    return say(
        ngettext(
            "{count} Mountain ({positions}) → {points}: one set score for the panorama "
            "({scale}); they need not be next to each other",
            "{count} Mountains ({positions}) → {points}: one set score for the panorama "
            "({scale}); they need not be next to each other",
            count,
        ),
        count=count,
        **values,
    )


# --- What each Award measures (awards.py) ----------------------------------------------------

CARDS_WITH_A_TREE = N_("cards with a Tree")
CARD_WITH_A_TREE = N_("card with a Tree")
NO_PANORAMA_HAS_A_TREE = N_("no panorama has a card with a Tree")
NO_REPEATED_FEATURE = N_("no feature icon on more than one card")
EVERY_PANORAMA_REPEATS = N_("every panorama repeats a feature icon on two or more cards")
CARDS_WITH_A_FOX = N_("cards with a Fox")
CARD_WITH_A_FOX = N_("card with a Fox")
NO_PANORAMA_HAS_A_FOX = N_("no panorama has a card with a Fox")
NATURAL_FEATURE_ICONS = N_("natural-feature icons")
NATURAL_FEATURE_ICON = N_("natural-feature icon")
NO_NATURAL_FEATURE = N_("no panorama has a natural-feature icon")
CARDS_FACE_DOWN_INCLUDED = N_("cards (face-down included)")
CARD_FACE_DOWN_INCLUDED = N_("card (face-down included)")
NO_PANORAMA_HAS_A_CARD = N_("no panorama has a card")
AN_ANIMAL_ON_EVERY_CARD = N_("an animal icon on every card")
EVERY_PANORAMA_LACKS_AN_ANIMAL = N_(
    "every panorama has a card without an animal (face-down cards have none)"
)
NO_PANORAMA_HAS_CARDS = N_("no panorama has cards")
THERE_ARE_NO_PANORAMAS = N_("there are no panoramas")
CARDS_WITH_A_WATCHTOWER = N_("cards with a Watchtower")
CARD_WITH_A_WATCHTOWER = N_("card with a Watchtower")
NO_PANORAMA_HAS_A_WATCHTOWER = N_("no panorama has a card with a Watchtower")


# --- Errors in a table state (parsing.py) ----------------------------------------------------

WHAT_TABLE = N_("A Panorama table state")
STATE_TOO_DEEP = N_("The table state is nested too deeply to read.")
CHOOSE_TWO_AWAY = N_(
    "choose a position 2 or more cards away (−2 = 2 cards to its left, 2 = 2 cards to its right)"
)
OFFSET_ZERO = N_(
    "{what}: offset 0 is the Watchtower itself, and its own icons never score for it; {nearest}."
)
BESIDE_ON_ITS_LEFT = N_(
    "{what}: a position 1 card to its left (offset {offset}) is the card directly beside the "
    "Watchtower, and the rulebook says “Any card can be directly next to the Watchtower, but it "
    "will not score any points”, so no Watchtower indicates it; {nearest}."
)
BESIDE_ON_ITS_RIGHT = N_(
    "{what}: a position 1 card to its right (offset {offset}) is the card directly beside the "
    "Watchtower, and the rulebook says “Any card can be directly next to the Watchtower, but it "
    "will not score any points”, so no Watchtower indicates it; {nearest}."
)
LIST_THE_PLAYERS = N_("List the players' names in clockwise seating order.")
THE_PLAYER_LIST = N_("The player list")
PLAYER_COUNT = N_("Panorama is for {fewest} to {most} players; this table lists {count}.")
NONE_LISTED = N_("none")
THE_AWARD_LIST = N_("The Award list")
NO_AWARDS_SOLO = N_("Awards are not used in a solo game; remove them (leave the list empty).")
NO_AWARDS_TWO_PLAYERS = N_(
    "Awards are not used in a two-player game; remove them (leave the list empty)."
)
TOO_MANY_AWARDS = N_("{count} Awards are listed; only {in_play} Award tiles are dealt into a game.")
THE_AWARD = N_("The Award")
AWARD_TWICE = N_("The Award '{slug}' is listed twice; each Award tile is in play once.")
PHASE_MISSING = N_("The {phase} phase is missing; list its panoramas.")
THE_PHASE = N_("The {phase} phase")
TOO_MANY_PANORAMAS = N_(
    "The {phase} phase lists {count} panoramas; a phase has at most {most} (one per player, or "
    "per pair of neighbours)."
)
NO_PANORAMAS = N_("The {phase} phase has no panoramas; list every panorama built in it.")
NO_PANORAMA_FOR_THE_PAIR = N_(
    "The {phase} phase has no panorama for {name} and {partner}, who sit next to each other; "
    "every pair of neighbours builds one."
)
NO_PANORAMA_FOR_THE_PLAYER = N_(
    "The {phase} phase has no panorama for {name}; each player builds one panorama per phase."
)
PANORAMA_NUMBER = N_("{phase} panorama {number}")
"""A panorama whose players cannot be read, named by its place in the phase's list."""
PANORAMA_OF_TWO = N_("{phase}: {first} and {second}")
"""A panorama as the form's heading names it ("Dusk: Ann and Ben")."""
PANORAMA_OF_ONE = N_("{phase}: {player}")
# A panorama named by its heading ("Dusk: Ann and Ben") is the subject of the sentences below;
# its verb agrees with the number of names in it ("Ann and Ben have", "Ann e Ben hanno"), one
# name or a panorama number taking the singular: ``names`` is that number.


def no_cards_listed(names: int, what: str) -> str:
    """A panorama whose list of cards is missing."""
    return tell(
        ngettext(
            "{what} has no cards; list them from left to right.",
            "{what} have no cards; list them from left to right.",
            names,
        ),
        what=what,
    )


THE_CARDS_OF = N_("The cards of {what}")


def too_many_cards(names: int, what: str, most: int, count: str) -> str:
    """A panorama with more cards than its phase's whole deck."""
    return tell(
        ngettext(
            "A panorama has at most {most} cards (its phase's whole deck); {what} has {count}.",
            "A panorama has at most {most} cards (its phase's whole deck); {what} have {count}.",
            names,
        ),
        what=what,
        most=most,
        count=count,
    )


def no_cards(names: int, what: str) -> str:
    """A panorama whose list of cards is empty."""
    return tell(
        ngettext(
            "{what} has no cards; a panorama has at least one card.",
            "{what} have no cards; a panorama has at least one card.",
            names,
        ),
        what=what,
    )


CARD_OF = N_("{what}, card {number}")


def second_face_up_moon(names: int, what: str, number: int, first: int) -> str:
    """A second face-up Moon in one panorama (spec, "Scoring rules")."""
    return tell(
        ngettext(
            "{what} has a second face-up Moon at card {number} (the first is card {first}); only "
            "one Moon may be face up in a panorama, so one of them was played face down: turn "
            "card {number} face down, or card {first} if that one was played later.",
            "{what} have a second face-up Moon at card {number} (the first is card {first}); "
            "only one Moon may be face up in a panorama, so one of them was played face down: "
            "turn card {number} face down, or card {first} if that one was played later.",
            names,
        ),
        what=what,
        number=number,
        first=first,
    )


def second_face_up_sun(names: int, what: str, number: int, first: int) -> str:
    """A second face-up Sun in one panorama (spec, "Scoring rules")."""
    return tell(
        ngettext(
            "{what} has a second face-up Sun at card {number} (the first is card {first}); only "
            "one Sun may be face up in a panorama, so one of them was played face down: turn "
            "card {number} face down, or card {first} if that one was played later.",
            "{what} have a second face-up Sun at card {number} (the first is card {first}); "
            "only one Sun may be face up in a panorama, so one of them was played face down: "
            "turn card {number} face down, or card {first} if that one was played later.",
            names,
        ),
        what=what,
        number=number,
        first=first,
    )


NOT_A_CARD_VALUE = N_(
    '{what} should be a card name (such as "bear" or "down") or an object with icons, not {kind}.'
)
WATCHTOWER_SHORTHAND = N_(
    '{what} is a Watchtower: write it as an object with the positions it indicates, e.g. {{"icons":'
    ' ["watchtower"], "watch": [{{"offset": 2, "icon": "tree"}}]}}.'
)
NOT_SPELLED_AS_THE_RULES = N_("{what}: {shown} is not written as the rules list it; {advice}.")
NOT_A_CARD = N_(
    '{what}: {shown} is not a card; use "down" for a face-down card or one icon: {icons}.'
)
FACE_DOWN_NOT_TRUE_OR_FALSE = N_("{what}: face_down should be true or false, not {kind}.")
FACE_DOWN_WITH_ICONS = N_(
    "{what} is face down, so it shows no icons and has no rule; remove {extra} (or set "
    "face_down to false)."
)
ICONS_NEEDED = N_(
    '{what} needs its icons, e.g. {{"icons": ["bear", "tree"]}}, or "down" if it is face down.'
)
THE_ICONS_OF = N_("The icons of {what}")
TOO_MANY_ICONS = N_(
    "{what} lists {count} icons; a card shows each of the {icons} icons at most once."
)
NO_ICONS = N_(
    '{what} lists no icons; a face-up card shows at least one (use "down" for a face-down card).'
)
THE_ICON = N_("{what}: the icon")
ICON_TWICE = N_("{what} lists the {icon} icon twice; list each icon once.")
THE_RULE = N_("{what}: the rule")
TWO_SCORING_ICONS = N_(
    "{what} shows two scoring icons ({icons}); say which rule it scores by with scores_as "
    "({options})."
)
ANOTHER_RULE = N_("another rule")
NOT_A_WATCHTOWER = N_(
    "{what} scores as {rule}, not as a Watchtower, so it indicates no positions; remove watch."
)
WATCH_NEEDED = N_(
    '{what} scores as a Watchtower: list the positions it indicates, e.g. "watch": '
    '[{{"offset": -2, "icon": "tree"}}] (−2 = two cards to its left).'
)
THE_WATCHTOWER_POSITIONS = N_("The Watchtower positions of {what}")
NO_WATCH_POSITIONS = N_("{what} is a Watchtower with no positions; list the 1 to 4 it indicates.")
TOO_MANY_POSITIONS = N_(
    "{what} indicates {count} positions; a Watchtower indicates at most {most}."
)
A_WATCHTOWER_POSITION = N_("{what}: a Watchtower position")
OFFSET_NEEDED = N_(
    "{what}: a Watchtower position needs its offset (−2 = two cards to its left, +3 = three "
    "cards to its right)."
)
THE_WATCHTOWER_OFFSET = N_("{what}: the Watchtower offset")
WATCH_ICON_NEEDED = N_("{what}: a Watchtower position needs the icon it looks for.")
THE_WATCHTOWER_ICON = N_("{what}: the Watchtower icon")
