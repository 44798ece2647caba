"""Every sentence Sagrada's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

from scoring import wording
from scoring.i18n import N_, _, ngettext


def say(sentence: str, /, **values: object) -> str:
    """One of the sentences below, translated into the current language, with its named
    placeholders filled in (a translated sentence passes :func:`scoring.wording.say`
    unchanged, so this is safe whether or not that translates too)."""
    return wording.say(_(sentence), **values)


def _counted(form: str, count: int) -> str:
    return form % {"count": count}


# --- Counts (each with both forms, by the language's plural rule) ---------------------------


def empty_spaces(count: int) -> str:
    """How many spaces are empty.

    >>> empty_spaces(1), empty_spaces(4)
    ('1 empty space', '4 empty spaces')
    """
    return _counted(ngettext("%(count)d empty space", "%(count)d empty spaces", count), count)


def unused_favor_tokens(count: int) -> str:
    return _counted(
        ngettext("%(count)d unused favor token", "%(count)d unused favor tokens", count), count
    )


def private_points(count: int) -> str:
    return _counted(
        ngettext("%(count)d private objective point", "%(count)d private objective points", count),
        count,
    )


def favor_tokens(count: int) -> str:
    return _counted(ngettext("%(count)d favor token", "%(count)d favor tokens", count), count)


def matching_pairs(count: int) -> str:
    return _counted(ngettext("%(count)d matching pair", "%(count)d matching pairs", count), count)


def spaces_are(count: int) -> str:
    """How many spaces are empty, with its verb ("1 space is", "3 spaces are")."""
    return _counted(ngettext("%(count)d space is", "%(count)d spaces are", count), count)


def dice(count: int) -> str:
    return _counted(ngettext("%(count)d die", "%(count)d dice", count), count)


def times(count: int) -> str:
    return _counted(ngettext("%(count)d time", "%(count)d times", count), count)


def cells(count: int) -> str:
    return _counted(ngettext("%(count)d cell", "%(count)d cells", count), count)


def sets(count: int) -> str:
    return _counted(ngettext("%(count)d set", "%(count)d sets", count), count)


def colour_dice(count: int, colour: str) -> str:
    """``3 green dice``: ``colour`` already in words (:func:`colour_word`)."""
    form = ngettext("%(count)d %(colour)s die", "%(count)d %(colour)s dice", count)
    return form % {"count": count, "colour": colour}


def dice_touch_diagonally(count: int) -> str:
    return _counted(
        ngettext(
            "%(count)d die touches a die of its colour diagonally",
            "%(count)d dice touch a die of their colour diagonally",
            count,
        ),
        count,
    )


# --- Colours and values ----------------------------------------------------------------------

COLOUR_WORDS = {
    "red": N_("red"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
    "purple": N_("purple"),
}
"""A colour inside a sentence, by the contract's name of it."""

DIE_WORDS = {
    "red": N_("Red {value}"),
    "yellow": N_("Yellow {value}"),
    "green": N_("Green {value}"),
    "blue": N_("Blue {value}"),
    "purple": N_("Purple {value}"),
}
"""A die as players name it: ``Red 5``."""


def colour_word(label: str) -> str:
    """A colour (the contract's ``red``) in the current language, inside a sentence."""
    return _(COLOUR_WORDS[label]) if label in COLOUR_WORDS else label


def die_words(label: str, value: int) -> str:
    """A die (its colour's contract name and its value) in the current language."""
    return say(DIE_WORDS[label], value=value) if label in DIE_WORDS else f"{label} {value}"


# --- Categories (a player's breakdown) ----------------------------------------------------

PUBLIC_CATEGORY = N_("public objectives")
PRIVATE_CATEGORY = N_("private objective")
FAVOR_CATEGORY = N_("favor tokens")
EMPTY_CATEGORY = N_("empty spaces")
SHARED_CATEGORY = N_("shared objectives")

# --- Public objectives ---------------------------------------------------------------------

ROWS_FIVE_COLOURS = N_("Rows {lines} have five different colours: {count} × {each} = {points}.")
ROW_FIVE_COLOURS = N_("Row {lines} has five different colours: {count} × {each} = {points}.")
NO_ROW_FIVE_COLOURS = N_("No complete row has five different colours: 0 × {each} = 0.")
ROWS_FIVE_VALUES = N_("Rows {lines} have five different values: {count} × {each} = {points}.")
ROW_FIVE_VALUES = N_("Row {lines} has five different values: {count} × {each} = {points}.")
NO_ROW_FIVE_VALUES = N_("No complete row has five different values: 0 × {each} = 0.")
COLUMNS_FOUR_COLOURS = N_(
    "Columns {lines} have four different colours: {count} × {each} = {points}."
)
COLUMN_FOUR_COLOURS = N_("Column {lines} has four different colours: {count} × {each} = {points}.")
NO_COLUMN_FOUR_COLOURS = N_("No complete column has four different colours: 0 × {each} = 0.")
COLUMNS_FOUR_VALUES = N_("Columns {lines} have four different values: {count} × {each} = {points}.")
COLUMN_FOUR_VALUES = N_("Column {lines} has four different values: {count} × {each} = {points}.")
NO_COLUMN_FOUR_VALUES = N_("No complete column has four different values: 0 × {each} = 0.")
ROW_INCOMPLETE = N_("Row {lines} is not complete.")
ROWS_INCOMPLETE = N_("Rows {lines} are not complete.")
COLUMN_INCOMPLETE = N_("Column {lines} is not complete.")
COLUMNS_INCOMPLETE = N_("Columns {lines} are not complete.")
ROW_REPEATS = N_("Row {line} repeats {repeated}.")
COLUMN_REPEATS = N_("Column {line} repeats {repeated}.")

SET_OF_VALUES = N_("A set is a {first} and a {second}: min({counts}) = {sets} × {each} = {points}.")
SET_OF_EACH_VALUE = N_(
    "A set is one die of each value: min({counts}) = {sets} × {each} = {points}."
)
SET_OF_EACH_COLOUR = N_(
    "A set is one die of each colour: min({counts}) = {sets} × {each} = {points}."
)
VALUE_COUNT = N_("#{value} = {count}")
COLOUR_COUNT = N_("{colour} = {count}")

DIAGONALS = N_("{touching} ({groups}), each counted once: {count} × {each} = {points}.")
DIAGONAL_GROUP = N_("{colour}: {spaces}")
NO_DIAGONALS = N_("No die touches a die of its colour diagonally: 0 × {each} = 0.")

# --- Private objectives --------------------------------------------------------------------

PRIVATE_LABEL = N_("Private objective: {colour}")
PRIVATE_TIED_LABEL = N_("Private objective: {colour} (tied with {other})")
PRIVATE_BETTER_LABEL = N_("Private objective: {colour} (better than {other})")
SOLO_BOTH_SCORE = N_("Both score {points}, so {colour} counts: {points}.")
SOLO_SCORES_MORE = N_("{colour} scores more ({points} against {other_points}): {points}.")
SOLO_PRIVATE = N_("Solo: of the 2 private colours, the better one scores. {sums} {verdict}")
SOLO_COLOUR_SUM = N_("{colour}: {sum}")
PRIVATE_2026 = N_("{dice} ({listed}) × {each} (2026 edition) = {points}.")
PRIVATE_2026_NONE = N_("{dice} × {each} (2026 edition) = {points}.")
VALUE_AT = N_("{value} at {space}")
PRIVATE_VALUES = N_("Values of the {colour} dice ({listed}): {sums} = {points}.")
PRIVATE_NONE = N_("No {colour} dice in the window: 0.")
FOCAL_LABEL = N_("Focal Point")
FOCAL_NAMED_LABEL = N_("Focal Point: {name}")
FOCAL_EMPTY_SPACE = N_("{space} empty → 0")
DIE_AT = N_("{die} at {space}")
FOCAL_SUM = N_("Sum of the values on the shaded spaces ({parts}): {sums} = {points}.")

# --- Shared objective cards' titles and rules -----------------------------------------------

PAIRS_BY_COLOUR = N_("Matching pairs by colour")
PAIRS_BY_VALUE = N_("Matching pairs by value")
DIFFERENT_COLOURS = N_("Different colours")
DIFFERENT_VALUES = N_("Different values")
COUNT_EACH_COLOUR = N_("Count each colour")
COUNT_EACH_VALUE = N_("Count each value")
PAIRS_RULE_COLOUR = N_("{points} points per neighbouring pair of the same colour")
PAIRS_RULE_VALUE = N_("{points} points per neighbouring pair of the same value")
DISTINCT_RULE_COLOUR = N_(
    "{parts}, among the neighbouring columns when all {needed} of their spaces hold a die"
)
DISTINCT_FIRST_COLOURS = N_("{points} points for {count} different colours")
DISTINCT_FIRST_VALUES = N_("{points} points for {count} different values")
DISTINCT_MORE = N_("{points} for {count}")
COUNT_RULE = N_("{parts} or more, among the neighbouring columns")
COUNT_FIRST_COLOUR = N_("{points} points for each colour found {times}")
COUNT_FIRST_VALUE = N_("{points} points for each value found {times}")
COUNT_MORE = N_("{points} for {times}")
VALUE_NAMED = N_("value {name}")
COLOURS_WORD = N_("colours")
VALUES_WORD = N_("values")
COLOUR_WORD = N_("colour")
VALUE_WORD = N_("value")

# --- Solo ----------------------------------------------------------------------------------

SOLO_NO_TARGET = N_(
    "{name} scored {total}; give the solo target (the sum of the dice on the round track) to "
    "see whether it is beaten."
)
SOLO_BEATEN = N_(
    "{name} scored {total} against a target of {target} (the sum of the dice on the round "
    "track): beaten, a win."
)
SOLO_NOT_BEATEN = N_(
    "{name} scored {total} against a target of {target} (the sum of the dice on the round "
    "track): not beaten, a loss."
)

# --- Empty spaces and favor tokens ----------------------------------------------------------

EMPTY_SPACES_LABEL = N_("Empty spaces")
EMPTY_SPACES = N_("{spaces} ({listed}) × −{penalty} = −{points}.")
SOLO_EMPTY_SPACES = N_("{spaces} ({listed}) × −{penalty} (solo) = −{points}.")
NO_EMPTY_SPACE = N_("Every space holds a die: 0.")
FAVOR_LABEL = N_("Unused favor tokens")
FAVOR_EXPLANATION = N_("{tokens} × {each} = {points}.")

# --- Shared objectives ---------------------------------------------------------------------

SHARED_LEFT_LABEL = N_("{card} with {neighbour} (left neighbour)")
SHARED_RIGHT_LABEL = N_("{card} with {neighbour} (right neighbour)")
SHARED_EXPLANATION = N_(
    "{card}: {rule}. {left}'s column {last_column}, top to bottom: {left_dice}; {right}'s column "
    "1: {right_dice}. {scored}"
)
EMPTY_SPACE_IN_COLUMN = N_("empty")
NO_SHARED_LABEL = N_("No shared objective")
NO_SHARED_EXPLANATION = N_("No shared objective card lies beside {name}.")

# --- Tie-breakers (each completes "wins on ...") ---------------------------------------------

BY_PRIVATE_POINTS = N_("most points from the private objective")
BY_FAVOR_TOKENS = N_("most unused favor tokens")
BY_LATER_TURN = N_("coming later in the final round's turn order")
TURN_POSITION = N_("{ordinal} to play")

# --- Shared objective cards ------------------------------------------------------------------

PAIR_ROW_EMPTY = N_("row {row}: an empty space, no pair")
PAIR_ROW_MATCHES = N_("row {row}: {left} and {right} match")
PAIR_ROW_DIFFERS = N_("row {row}: {left} and {right} differ")
PAIRS_SCORE = N_("{rows}: {pairs} × {each} = {points}.")

DISTINCT_NEEDS_EVERY_DIE = N_(
    "this card counts only when all {needed} neighbouring spaces hold a die (the rulebook's "
    'shared cards "cannot be achieved alone"), and {empty} empty ({where}) → 0.'
)
DISTINCT = N_("{kinds} different {aspect} among {dice} → {points}.")
DISTINCT_NAMED = N_("{kinds} different {aspect} ({names}) among {dice} → {points}.")
DISTINCT_UNPRINTED = N_(
    "{kinds} different {aspect} among {dice}, a number the card does not score → {points}."
)
DISTINCT_NAMED_UNPRINTED = N_(
    "{kinds} different {aspect} ({names}) among {dice}, a number the card does not score → "
    "{points}."
)

FOUND_TIMES = N_("{name} found {found} → {points}")
COUNTS_SCORE = N_("{parts}: {sums} = {points}.")
COUNT_SCORES = N_("{part}.")
FOUND_SO_OFTEN = N_("{name} ×{times}")
NOTHING_OFTEN_ENOUGH = N_("no {aspect} is found often enough: 0.")
NOTHING_OFTEN_ENOUGH_AMONG = N_("no {aspect} is found often enough ({found}): 0.")

# --- Counts --------------------------------------------------------------------------------


# --- Warnings ------------------------------------------------------------------------------

CLASH_COLOUR_AND_VALUE = N_(
    "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share both colour "
    "({colour}) and value ({value}), which the placement rules forbid; scored as entered."
)
CLASH_COLOUR = N_(
    "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share a colour "
    "({colour}), which the placement rules forbid; scored as entered."
)
CLASH_VALUE = N_(
    "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share a value "
    "({value}), which the placement rules forbid; scored as entered."
)
SIDE_BY_SIDE = N_("side by side")
ONE_ABOVE_THE_OTHER = N_("one above the other")
TOO_MANY_FAVOR_TOKENS = N_(
    "{name} has {tokens} unused favor tokens; a window card gives at most {most}."
)
SOLO_FAVOR = N_("A solo game has no favor tokens, so {name}'s {tokens} were not scored.")
SOLO_TARGET_IGNORED = N_(
    "The solo target only applies to a solo game; it was ignored for {players} players."
)
COLOUR_AT_SIX = N_(
    "With {players} players the Panorama expansion requires Focal Point private objectives "
    '("In a 6-player game, you must use the Focal Point Private Objectives"), but {names} holds '
    "a colour; scored as entered."
)
COLOURS_AT_SIX = N_(
    "With {players} players the Panorama expansion requires Focal Point private objectives "
    '("In a 6-player game, you must use the Focal Point Private Objectives"), but {names} hold '
    "a colour; scored as entered."
)
BOTH_HOLD_COLOUR = N_(
    "{names} both hold the {colour} private objective, but there is one card per colour; scored "
    "as entered."
)
ALL_HOLD_COLOUR = N_(
    "{names} all hold the {colour} private objective, but there is one card per colour; scored "
    "as entered."
)
PUBLIC_WITH_SHARED = N_(
    "With Panorama shared objectives only {allowed} public objective is used; this table has "
    "{count}, all scored."
)
ONE_SHARED_CARD = N_(
    "There is {cards} shared objective for {players} players; around a table of {players} there "
    "are {players} neighbouring pairs, one card each."
)
SHARED_CARDS = N_(
    "There are {cards} shared objectives for {players} players; around a table of {players} "
    "there are {players} neighbouring pairs, one card each."
)
LEFT_OF_TWO_CARDS = N_(
    "{name} is the left neighbour on {times} shared objectives; a player has only one neighbour "
    "on their right."
)
RIGHT_OF_TWO_CARDS = N_(
    "{name} is the right neighbour on {times} shared objectives; a player has only one "
    "neighbour on their left."
)

# --- Spaces ----------------------------------------------------------------------------------

ROW_COLUMN = N_("row {row}, column {columns}")
ROW_COLUMNS = N_("row {row}, columns {columns}")
COLUMN_ROW = N_("{name}'s column {column}, row {rows}")
COLUMN_ROWS = N_("{name}'s column {column}, rows {rows}")
ROW_CELL_COUNT = N_("{row} has {cells}; a row has {columns} (write {empty} for an empty space).")
