"""Every sentence Sagrada's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

# --- Empty spaces and favor tokens ----------------------------------------------------------

EMPTY_SPACES_LABEL = "Empty spaces"
EMPTY_SPACES = "{spaces} ({listed}) × −{penalty} = −{points}."
SOLO_EMPTY_SPACES = "{spaces} ({listed}) × −{penalty} (solo) = −{points}."
NO_EMPTY_SPACE = "Every space holds a die: 0."
EMPTY_SPACE = "empty space"
FAVOR_LABEL = "Unused favor tokens"
FAVOR_EXPLANATION = "{tokens} × {each} = {points}."
UNUSED_FAVOR_TOKEN = "unused favor token"

# --- Shared objectives ---------------------------------------------------------------------

SHARED_LEFT_LABEL = "{card} with {neighbour} (left neighbour)"
SHARED_RIGHT_LABEL = "{card} with {neighbour} (right neighbour)"
SHARED_EXPLANATION = (
    "{card}: {rule}. {left}'s column {last_column}, top to bottom: {left_dice}; {right}'s column "
    "1: {right_dice}. {scored}"
)
EMPTY_SPACE_IN_COLUMN = "empty"
NO_SHARED_LABEL = "No shared objective"
NO_SHARED_EXPLANATION = "No shared objective card lies beside {name}."

# --- Tie-breakers (each completes "wins on ...") ---------------------------------------------

BY_PRIVATE_POINTS = "most points from the private objective"
BY_FAVOR_TOKENS = "most unused favor tokens"
BY_LATER_TURN = "coming later in the final round's turn order"
PRIVATE_POINT = "private objective point"
FAVOR_TOKEN = "favor token"
TURN_POSITION = "{ordinal} to play"

# --- Shared objective cards ------------------------------------------------------------------

PAIR_ROW_EMPTY = "row {row}: an empty space, no pair"
PAIR_ROW_MATCHES = "row {row}: {left} and {right} match"
PAIR_ROW_DIFFERS = "row {row}: {left} and {right} differ"
PAIRS_SCORE = "{rows}: {pairs} × {each} = {points}."
MATCHING_PAIR = "matching pair"

DISTINCT_NEEDS_EVERY_DIE = (
    "this card counts only when all {needed} neighbouring spaces hold a die (the rulebook's "
    'shared cards "cannot be achieved alone"), and {empty} empty ({where}) → 0.'
)
DISTINCT = "{kinds} different {aspect} among {dice} → {points}."
DISTINCT_NAMED = "{kinds} different {aspect} ({names}) among {dice} → {points}."
DISTINCT_UNPRINTED = (
    "{kinds} different {aspect} among {dice}, a number the card does not score → {points}."
)
DISTINCT_NAMED_UNPRINTED = (
    "{kinds} different {aspect} ({names}) among {dice}, a number the card does not score → "
    "{points}."
)

FOUND_TIMES = "{name} found {found} → {points}"
COUNTS_SCORE = "{parts}: {sums} = {points}."
COUNT_SCORES = "{part}."
FOUND_SO_OFTEN = "{name} ×{times}"
NOTHING_OFTEN_ENOUGH = "no {aspect} is found often enough: 0."
NOTHING_OFTEN_ENOUGH_AMONG = "no {aspect} is found often enough ({found}): 0."

# --- Counts --------------------------------------------------------------------------------

SPACE_IS, SPACES_ARE = "space is", "spaces are"
DIE, DICE = "die", "dice"
TIME = "time"

# --- Warnings ------------------------------------------------------------------------------

CLASH_COLOUR_AND_VALUE = (
    "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share both colour "
    "({colour}) and value ({value}), which the placement rules forbid; scored as entered."
)
CLASH_COLOUR = (
    "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share a colour "
    "({colour}), which the placement rules forbid; scored as entered."
)
CLASH_VALUE = (
    "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share a value "
    "({value}), which the placement rules forbid; scored as entered."
)
SIDE_BY_SIDE = "side by side"
ONE_ABOVE_THE_OTHER = "one above the other"
TOO_MANY_FAVOR_TOKENS = (
    "{name} has {tokens} unused favor tokens; a window card gives at most {most}."
)
SOLO_FAVOR = "A solo game has no favor tokens, so {name}'s {tokens} were not scored."
SOLO_TARGET_IGNORED = (
    "The solo target only applies to a solo game; it was ignored for {players} players."
)
COLOUR_AT_SIX = (
    "With {players} players the Panorama expansion requires Focal Point private objectives "
    '("In a 6-player game, you must use the Focal Point Private Objectives"), but {names} holds '
    "a colour; scored as entered."
)
COLOURS_AT_SIX = (
    "With {players} players the Panorama expansion requires Focal Point private objectives "
    '("In a 6-player game, you must use the Focal Point Private Objectives"), but {names} hold '
    "a colour; scored as entered."
)
BOTH_HOLD_COLOUR = (
    "{names} both hold the {colour} private objective, but there is one card per colour; scored "
    "as entered."
)
ALL_HOLD_COLOUR = (
    "{names} all hold the {colour} private objective, but there is one card per colour; scored "
    "as entered."
)
PUBLIC_WITH_SHARED = (
    "With Panorama shared objectives only {allowed} public objective is used; this table has "
    "{count}, all scored."
)
ONE_SHARED_CARD = (
    "There is {cards} shared objective for {players} players; around a table of {players} there "
    "are {players} neighbouring pairs, one card each."
)
SHARED_CARDS = (
    "There are {cards} shared objectives for {players} players; around a table of {players} "
    "there are {players} neighbouring pairs, one card each."
)
LEFT_OF_TWO_CARDS = (
    "{name} is the left neighbour on {times} shared objectives; a player has only one neighbour "
    "on their right."
)
RIGHT_OF_TWO_CARDS = (
    "{name} is the right neighbour on {times} shared objectives; a player has only one "
    "neighbour on their left."
)

# --- Spaces ----------------------------------------------------------------------------------

ROW_COLUMN = "row {row}, column {columns}"
ROW_COLUMNS = "row {row}, columns {columns}"
COLUMN_ROW = "{name}'s column {column}, row {rows}"
COLUMN_ROWS = "{name}'s column {column}, rows {rows}"
ROW_CELL_COUNT = "{row} has {cells}; a row has {columns} (write {empty} for an empty space)."
CELL = "cell"
