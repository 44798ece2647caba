"""Every sentence Sagrada's scorer writes for players, whole, with named placeholders: the
explanations, warnings and tie-break words of the result, and the errors of reading a table.

Each is marked for translation (``N_`` here, ``ngettext`` for a count, with both forms) and
translated where it is said, by :func:`say` (the current language of :mod:`scoring.i18n`).
The rules fill them in and never glue English fragments together, so a translation can reorder
a sentence freely and the rules need not change; Italian terms: docs/italian-glossary.md.
"""

from __future__ import annotations

from scoring import wording
from scoring.i18n import N_, _, ngettext, pgettext

say = wording.say
"""Fills in this module's sentences (:func:`scoring.wording.say`)."""


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


def colour_words() -> str:
    """Every colour, in the current language, as a list inside a sentence: "red, yellow,
    green, blue, purple" ("rosso, giallo, verde, blu, viola")."""
    return pgettext("list separator", ", ").join(_(word) for word in COLOUR_WORDS.values())


def die_words(label: str, value: int) -> str:
    """A die (its colour's contract name and its value) in the current language."""
    return say(DIE_WORDS[label], value=value) if label in DIE_WORDS else f"{label} {value}"


def die_initial(letter: str) -> str:
    """A die's colour as its tile shows it, by the contract's letter (``G``), in the current
    language: an Italian reads G as *giallo*, so the Italian tiles write Ve for *verde* and
    Gi for *giallo*. The typed rows and the contract keep the contract's letters.

    >>> die_initial("G"), die_initial("x")
    ('G', 'x')
    """
    initials = {
        "R": pgettext("die colour initial: red", "R"),
        "Y": pgettext("die colour initial: yellow", "Y"),
        "G": pgettext("die colour initial: green", "G"),
        "B": pgettext("die colour initial: blue", "B"),
        "P": pgettext("die colour initial: purple", "P"),
    }
    return initials.get(letter, letter)


def die_shown(code: str) -> str:
    """A die's code as its tile shows it (``G5``: ``Ve5`` in Italian); an empty code as it is.

    >>> die_shown("G5"), die_shown("")
    ('G5', '')
    """
    return f"{die_initial(code[0])}{code[1:]}" if code else code


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
    "by our reading (the rules do not say so), this card counts only when all {needed} "
    "neighbouring spaces hold a die, and {empty} empty ({where}) → 0."
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
FOCAL_MIXED = N_(
    "Focal Point cards ({focal}) and colour cards ({names}) at one table: the expansion's Focal "
    "Point private objectives replace the colour ones (“Do not use the Sagrada base game "
    "Private Objectives”); scored as entered."
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

# --- Reading a table state (errors, each with its field's path) ------------------------------

NOT_A_DIE = N_(
    "{given} is not a die; write a colour letter ({letters}) and a value {lowest}–{highest}, "
    "like R5, or {empty} for an empty space"
)
OWNERS_WINDOW_ROW = N_("{name}'s window row {row}")
THE_WINDOW_ROW = N_("The window row {row}")
THIS_ROW = N_("This row")
ROW_NOT_TEXT = N_('{row} should be text such as "R5 Y2 . B6 G1", not {given}.')
ROW_CELL_PROBLEM = N_("{row}, column {column}: {problem}.")
WINDOW_NOT_A_LIST = N_(
    "{name}'s window should be a list of {rows} rows (top row first), not {given}."
)
WINDOW_ROW_COUNT = N_("{name}'s window has {count} rows; a window has {rows} (top row first).")
WRITE_THE_COLOUR = N_("write the colour's name: {exact}")
PRIVATE_MISSPELT = N_(
    "{name}'s private objective {given} is not written as the rules list it; {how}."
)
PRIVATE_NOT_A_COLOUR = N_(
    "{name}'s private objective {given} is not a colour; use one of {colours}, or "
    '{{"focal_point": {{...}}}} for a Focal Point card.'
)
FOCAL_CARD = N_("{name}'s Focal Point card")
FOCAL_NAME = N_("The Focal Point's name")
FOCAL_NEEDS_SPACES = N_("{name}'s Focal Point card needs its shaded spaces as [row, column] pairs.")
FOCAL_NO_SPACES = N_(
    "The list of {name}'s Focal Point spaces is empty; mark the 1 to {most} spaces its card shades."
)
FOCAL_SPACES = N_("The list of {name}'s Focal Point spaces")
FOCAL_TOO_MANY = N_(
    "{name}'s Focal Point card shades at most {most} spaces (the whole window); this list has "
    "{count}."
)
FOCAL_TWICE = N_(
    "{name}'s Focal Point lists row {row}, column {column} twice; give each shaded space once."
)
HUGE_NUMBER = N_("{what} is a huge number; it must be from {lowest} to {highest}.")
A_HUGE_NUMBER = N_("a huge number")
FOCAL_SPACE_NOT_A_PAIR = N_(
    "A shaded space of {name}'s Focal Point should be [row, column] (two whole numbers), not "
    "{given}."
)
FOCAL_SPACE_OUTSIDE = N_(
    "{name}'s Focal Point space [{row}, {column}] is outside the window; rows go from 1 to "
    "{rows} and columns from 1 to {columns}."
)
COLOURS_NOT_SOLO = N_(
    "{name}'s private objective lists {colours}, but only a solo player is dealt {dealt} "
    "private colours; give the one colour {name} holds."
)
SOLO_COLOUR_COUNT = N_(
    "{name}'s private objective lists {colours}; a solo player is dealt exactly {dealt} "
    'private colours (give both, such as ["red", "blue"]), or give the one colour that scores.'
)
FIRST_COLOUR_NOT_A_COLOUR = N_(
    "{name}'s first private colour should be a colour ({colours}), not {given}."
)
SECOND_COLOUR_NOT_A_COLOUR = N_(
    "{name}'s second private colour should be a colour ({colours}), not {given}."
)
EMPTY_TEXT = N_("empty text")
SOLO_COLOUR_TWICE = N_(
    "{name}'s private objective lists {colour} twice; a solo player is dealt {dealt} different "
    "colours (there is one card per colour)."
)
PRIVATE_OBJECT_WITHOUT_FOCAL = N_(
    "{name}'s private objective should be a colour ({colours}) or "
    '{{"focal_point": {{"name": ..., "spaces": [[row, column], ...]}}}}.'
)
NEEDS_PRIVATE = N_("{name} needs a private objective: a colour ({colours}) or a Focal Point card.")
PRIVATE_NOT_READ = N_(
    "{name}'s private objective should be a colour ({colours}) or a Focal Point card, not {given}."
)
PLAYER_NUMBER = N_("Player {number}")
PLAYER_N_NAMED = N_("Player %(number)d (%(name)s)")
"""A player whose name another player has too ("Player 2 (Ann)"): "Ann needs a window" twice
would not tell the two apart."""
NEEDS_WINDOW = N_("{name} needs a window: {rows} rows of {columns} cells.")
FAVOR_TOKENS_OF = N_("The number of {name}'s unused favor tokens")
THE_PUBLIC_OBJECTIVES = N_("The public objectives")
SOLO_TOO_MANY_PUBLIC = N_("A solo game uses at most {most} public objectives; {count} are listed.")
TOO_MANY_PUBLIC = N_("A game uses at most {most} public objectives; {count} are listed.")
THE_PUBLIC_OBJECTIVE = N_("The public objective")
PUBLIC_TWICE = N_("{card} is listed twice; each public objective card is used once.")
CARDS_POINTS = N_("{what}'s points")
POINTS_EMPTY = N_(
    '{what}\'s points are empty; give the card\'s printed numbers, such as {{"3": 4, "4": 8}}.'
)
POINTS_TOO_MANY = N_(
    "{what}'s points give {count} counts; a card gives at most {most}, one for each count from "
    "1 to {most}."
)
POINTS_BAD_COUNT = N_(
    "{what}'s points give {given} as a count; a count is a whole number from 1 to {most} (the "
    "neighbouring columns hold {most} spaces)."
)
POINTS_FOR = N_("{what}'s points for {count}")
POINTS_COUNT_TWICE = N_("{what}'s points give the count {count} twice.")
SHARED_MISSPELT = N_("The shared objective {given} is not written as the rules list it; {how}.")
SHARED_UNKNOWN = N_(
    "The shared objective {given} is not known; use {cards}, or an object with a type "
    "({types}) and the card's numbers."
)
ASPECT_MISSPELT = N_("The {kind} card's {key} {given} is not written as the rules list it; {how}.")
ASPECT_UNKNOWN = N_("The {kind} card's {key} says what it compares: {aspects}, not {given}.")
THE_KIND_CARD = N_("The {kind} card")
PAIRS_POINTS = N_("The pairs card's points per pair")
A_SHARED_OBJECTIVE = N_("A shared objective")
SHARED_TYPE = N_("The shared objective's type")
CARDS_NAME = N_("The card's name")
THE_SHARED_OBJECTIVES = N_("The shared objectives")
TOO_MANY_SHARED = N_(
    "{count} shared objectives are listed; a game has at most one between each pair of "
    "neighbours, so {most} are far more than enough."
)
SHARED_NEED_PLAYERS = N_(
    "Panorama shared objectives need {fewest} or more players; this table has {count}."
)
LEFT_NEIGHBOUR_NEEDED = N_(
    "Shared objective {number} needs the left neighbour's name, not {given}."
)
RIGHT_NEIGHBOUR_NEEDED = N_(
    "Shared objective {number} needs the right neighbour's name, not {given}."
)
LEFT_NEIGHBOUR_UNKNOWN = N_(
    "Shared objective {number} names {given} as its left neighbour, but no player has that name."
)
RIGHT_NEIGHBOUR_UNKNOWN = N_(
    "Shared objective {number} names {given} as its right neighbour, but no player has that name."
)
SHARED_NUMBER = N_("Shared objective {number}")
SHARED_SAME_NEIGHBOUR = N_(
    "Shared objective {number} lies between {name} and {name}; a card lies between two "
    "different neighbours."
)
TURN_ORDER = N_("The final round's turn order")
TURN_ORDER_TOO_LONG = N_(
    "The final round's turn order lists {count} turns; every player plays once, and a game has "
    "at most {most} players."
)
TURN_ORDER_COUNT = N_(
    "The final round's turn order lists {count} turns for {players} players; give every player "
    "once, first to play first."
)
TURN_ORDER_LEAVES_OUT = N_(
    "The final round's turn order leaves out {names}; give every player once, first to play first."
)
TURN_NOT_A_NAME = N_("A turn in the final round should name a player, not {given}.")
TURN_UNKNOWN = N_("The final round's turn order names {given}, but no player has that name.")
TURN_TWICE = N_("The final round's turn order lists {name} twice; give every player once.")
EDITION_MISSPELT = N_("The edition {given} is not written as the rules list it; {how}.")
EDITION_UNKNOWN = N_(
    "The edition {given} is not known; use {editions} (2026 scores the colour private "
    "objective 3 per die)."
)
NEEDS_PLAYERS = N_("The table needs its players: a list of 1 to 6 players.")
THE_PLAYER_LIST = N_("The player list")
TOO_MANY_PLAYERS = N_("Sagrada is for {fewest} to {most} players; this table lists {count}.")
THE_TABLE_STATE = N_("The table state")
THE_SOLO_TARGET = N_("The solo target")
EITHER = N_("{first} or {second}")
"""One of two spellings the input accepts (``shade_resonance or color_resonance``)."""


def colours_listed(count: int) -> str:
    """How many colours a private objective lists ("3 colours")."""
    return _counted(ngettext("%(count)d colour", "%(count)d colours", count), count)


def empty_space() -> str:
    """An empty window space in a list of a column's dice ("Red 2, empty, Blue 5"), told apart
    by its context from "empty" said of other things (Italian gives a space its gender)."""
    return pgettext("window space", "empty")
