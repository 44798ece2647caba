"""Scoring one window against a card: the public, private and shared objectives.

Each function returns one :class:`~scoring.result.LineItem` whose explanation a player can
check against the table, with ``refs`` naming the spaces that counted as ``(row, column)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache

from scoring.i18n import N_, _, current_language
from scoring.records import dataclass
from scoring.result import LineItem
from scoring.sagrada import words
from scoring.sagrada.model import (
    COLUMNS,
    DISTINCT_NEEDS_DICE,
    EDITION_2026_PRIVATE_POINTS,
    ROWS,
    SHADE_PAIRS,
    SHARED_OBJECTIVES,
    VALUES,
    Aspect,
    Color,
    ColorPrivate,
    Die,
    Edition,
    FocalPoint,
    Position,
    PrivateObjective,
    PublicObjective,
    SharedCard,
    SharedKind,
    SoloColors,
    Window,
    space_name,
    spaces_words,
)
from scoring.sagrada.rulebook import FOCAL_POINT_RULE, PRIVATE_RULE, PUBLIC_RULE
from scoring.sagrada.words import say
from scoring.wording import capitalize_first, join_words, joined

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _die_at(die: Die, position: Position) -> str:
    if type(die.value) is not int:  # worded afresh: a cache key would take 5.0 for 5
        return say(words.DIE_AT, die=die.words, space=space_name(position))
    return _die_at_words(die.color, die.value, position, current_language())


WORDS_CACHED = 2048
"""How many dice in a space and lines' repeats keep their words below: a bound, though few
differ (30 dice, 20 spaces, a few repeats a line, in each language)."""


@lru_cache(maxsize=WORDS_CACHED)
def _die_at_words(color: Color, value: int, position: Position, language: str) -> str:
    """A die in its space ("Red 5 at row 1, column 2"), in ``language`` (the current one: the
    cache is keyed by it): worded once per die, space and language (issue 24, fourth round:
    the scorers)."""
    return say(words.DIE_AT, die=Die(color, value).words, space=space_name(position))


@lru_cache(maxsize=WORDS_CACHED)
def _repeats_words(sentence: str, line: int, traits: tuple[Color | int, ...], language: str) -> str:
    """Why a full row (or column) does not score: the colours (or values) it repeats, in
    ``language`` (the current one: the cache is keyed by it)."""
    repeated = [_trait_words(trait) for trait in traits]
    return say(sentence, line=line, repeated=join_words(repeated))


# Public objectives -------------------------------------------------------------------------


def _line_cells(window: Window, line: int, along_rows: bool) -> list[tuple[Position, Die | None]]:
    if along_rows:
        return [((line, column), window.die_at((line, column))) for column in range(1, COLUMNS + 1)]
    return [((row, line), window.die_at((row, line))) for row in range(1, ROWS + 1)]


@dataclass(frozen=True)
class _LinesSeen:
    """Which rows (or columns) of a window score for a variety card, and why the others do not."""

    scoring: list[int]
    refs: list[Position]
    incomplete: list[int]
    repeats: list[str]


def _trait_words(trait: Color | int) -> str:
    """A die's colour or value as a line's repeat names it: "purple", "4"."""
    return words.colour_word(trait.label) if isinstance(trait, Color) else str(trait)


def _check_lines(
    window: Window, along_rows: bool, by_color: bool, repeats_sentence: str
) -> _LinesSeen:
    """Every row (or column): complete with no colour (or value) twice, or why not. Dice are
    told apart by their colour or value; only a repeated one is put in words."""
    count, length = (ROWS, COLUMNS) if along_rows else (COLUMNS, ROWS)
    seen_lines = _LinesSeen([], [], [], [])
    for line in range(1, count + 1):
        cells = _line_cells(window, line, along_rows)
        dice = [die for _, die in cells if die is not None]
        if len(dice) < length:
            seen_lines.incomplete.append(line)
            continue
        seen = Counter(die.color if by_color else die.value for die in dice)
        repeated = tuple(trait for trait, times in seen.items() if times > 1)
        if repeated:
            if all(type(trait) is int or type(trait) is Color for trait in repeated):
                said = _repeats_words(repeats_sentence, line, repeated, current_language())
            else:  # worded afresh: a cache key would take 5.0 for 5
                said = _repeats_words.__wrapped__(repeats_sentence, line, repeated, "")
            seen_lines.repeats.append(said)
            continue
        seen_lines.scoring.append(line)
        seen_lines.refs.extend(position for position, _ in cells)
    return seen_lines


LINE_SENTENCES: dict[tuple[bool, bool], tuple[str, str, str, str, str, str]] = {
    (True, True): (
        words.ROWS_FIVE_COLOURS,
        words.ROW_FIVE_COLOURS,
        words.NO_ROW_FIVE_COLOURS,
        words.ROWS_INCOMPLETE,
        words.ROW_INCOMPLETE,
        words.ROW_REPEATS,
    ),
    (True, False): (
        words.ROWS_FIVE_VALUES,
        words.ROW_FIVE_VALUES,
        words.NO_ROW_FIVE_VALUES,
        words.ROWS_INCOMPLETE,
        words.ROW_INCOMPLETE,
        words.ROW_REPEATS,
    ),
    (False, True): (
        words.COLUMNS_FOUR_COLOURS,
        words.COLUMN_FOUR_COLOURS,
        words.NO_COLUMN_FOUR_COLOURS,
        words.COLUMNS_INCOMPLETE,
        words.COLUMN_INCOMPLETE,
        words.COLUMN_REPEATS,
    ),
    (False, False): (
        words.COLUMNS_FOUR_VALUES,
        words.COLUMN_FOUR_VALUES,
        words.NO_COLUMN_FOUR_VALUES,
        words.COLUMNS_INCOMPLETE,
        words.COLUMN_INCOMPLETE,
        words.COLUMN_REPEATS,
    ),
}
"""A variety card's sentences by (along rows, by colour): several lines score, one, none;
several lines are incomplete, one; a line repeats a colour or value."""


def _lines_explanation(lines: _LinesSeen, sentences: tuple[str, ...], points_each: int) -> str:
    several, one, none, several_incomplete, one_incomplete, _repeats = sentences
    scoring = lines.scoring
    values = {"count": len(scoring), "each": points_each, "points": len(scoring) * points_each}
    listed = join_words([str(line) for line in scoring])
    if len(scoring) > 1:
        explanation = say(several, lines=listed, **values)
    elif scoring:
        explanation = say(one, lines=listed, **values)
    else:
        explanation = say(none, each=points_each)
    notes: list[str] = []
    if lines.incomplete:
        sentence = several_incomplete if len(lines.incomplete) > 1 else one_incomplete
        notes.append(say(sentence, lines=join_words([str(line) for line in lines.incomplete])))
    notes.extend(lines.repeats)
    return joined(" ", [explanation, *notes])


def _score_lines(window: Window, objective: PublicObjective) -> LineItem:
    """Row and column variety cards: only complete lines with no repeat score."""
    along_rows = objective in (
        PublicObjective.ROW_COLOR_VARIETY,
        PublicObjective.ROW_SHADE_VARIETY,
    )
    by_color = objective in (
        PublicObjective.ROW_COLOR_VARIETY,
        PublicObjective.COLUMN_COLOR_VARIETY,
    )
    line_word = "row" if along_rows else "column"
    sentences = LINE_SENTENCES[(along_rows, by_color)]
    lines = _check_lines(window, along_rows, by_color, sentences[-1])
    points_each = objective.points
    explanation = _lines_explanation(lines, sentences, points_each)
    return LineItem(
        _(objective.card.name),
        len(lines.scoring) * points_each,
        explanation,
        refs=tuple(lines.refs),
        details={
            "objective": objective.value,
            "lines": lines.scoring,
            "line": line_word,
            "incomplete": lines.incomplete,
            "points_each": points_each,
        },
        rule=PUBLIC_RULE,
    )


def _score_sets(
    window: Window,
    objective: PublicObjective,
    members: Sequence[Any],
    key: Callable[[Die], Any],
    show: Callable[[Any, int], str],
    sentence: str,
    **values: object,
) -> LineItem:
    """Set cards: the number of sets is the smallest count among the set's members, each
    counted as ``show`` writes it, in the ``sentence`` saying what makes a set."""
    found: dict[Any, list[Position]] = {member: [] for member in members}
    for position, die in window.dice():
        member = key(die)
        if member in found:
            found[member].append(position)
    sets = min(len(positions) for positions in found.values())
    points_each = objective.points
    points = sets * points_each
    counts = joined(", ", [show(member, len(found[member])) for member in members])
    explanation = say(
        sentence,
        counts=counts,
        sets=words.sets(sets),
        each=points_each,
        points=points,
        **values,
    )
    refs = tuple(sorted(position for positions in found.values() for position in positions[:sets]))
    return LineItem(
        _(objective.card.name),
        points,
        explanation,
        refs=refs,
        details={
            "objective": objective.value,
            "counts": {
                str(member if not isinstance(member, Color) else member.label): len(found[member])
                for member in members
            },
            "sets": sets,
            "points_each": points_each,
        },
        rule=PUBLIC_RULE,
    )


DIAGONAL_STEPS: tuple[tuple[int, int], ...] = ((-1, -1), (-1, 1), (1, -1), (1, 1))
"""The four diagonal directions from a space."""


def diagonal_neighbours(position: Position) -> list[Position]:
    """The spaces diagonally adjacent to a space, inside the window.

    >>> diagonal_neighbours((1, 1))
    [(2, 2)]
    """
    row, column = position
    return [
        (row + down, column + right)
        for down, right in DIAGONAL_STEPS
        if 1 <= row + down <= ROWS and 1 <= column + right <= COLUMNS
    ]


def _score_diagonals(window: Window) -> LineItem:
    objective = PublicObjective.COLOR_DIAGONALS
    counted: list[tuple[Position, Die]] = []
    for position, die in window.dice():
        if any(
            (other := window.die_at(neighbour)) is not None and other.color is die.color
            for neighbour in diagonal_neighbours(position)
        ):
            counted.append((position, die))
    points_each = objective.points
    points = len(counted) * points_each
    if counted:
        groups = []
        for color in Color:
            spaces = [position for position, die in counted if die.color is color]
            if spaces:
                groups.append(
                    say(
                        words.DIAGONAL_GROUP,
                        colour=words.colour_word(color.label),
                        spaces=spaces_words(spaces),
                    )
                )
        explanation = say(
            words.DIAGONALS,
            touching=words.dice_touch_diagonally(len(counted)),
            groups=joined("; ", groups),
            count=len(counted),
            each=points_each,
            points=points,
        )
    else:
        explanation = say(words.NO_DIAGONALS, each=points_each)
    return LineItem(
        _(objective.card.name),
        points,
        explanation,
        refs=tuple(position for position, _ in counted),
        details={"objective": objective.value, "dice": len(counted), "points_each": points_each},
        rule=PUBLIC_RULE,
    )


def score_public_objective(window: Window, objective: PublicObjective) -> LineItem:
    """One public objective card scored on one window.

    >>> window = Window(tuple((None,) * COLUMNS for _ in range(ROWS)))
    >>> score_public_objective(window, PublicObjective.LIGHT_SHADES).explanation
    'A set is a 1 and a 2: min(#1 = 0, #2 = 0) = 0 sets × 2 = 0.'
    """
    if objective in (
        PublicObjective.ROW_COLOR_VARIETY,
        PublicObjective.COLUMN_COLOR_VARIETY,
        PublicObjective.ROW_SHADE_VARIETY,
        PublicObjective.COLUMN_SHADE_VARIETY,
    ):
        return _score_lines(window, objective)
    if objective in SHADE_PAIRS:
        return _score_sets(
            window,
            objective,
            SHADE_PAIRS[objective],
            lambda die: die.value,
            lambda value, count: say(words.VALUE_COUNT, value=value, count=count),
            words.SET_OF_VALUES,
            first=SHADE_PAIRS[objective][0],
            second=SHADE_PAIRS[objective][1],
        )
    if objective is PublicObjective.SHADE_VARIETY:
        return _score_sets(
            window,
            objective,
            VALUES,
            lambda die: die.value,
            lambda value, n: say(words.VALUE_COUNT, value=value, count=n),
            words.SET_OF_EACH_VALUE,
        )
    if objective is PublicObjective.COLOR_VARIETY:
        return _score_sets(
            window,
            objective,
            tuple(Color),
            lambda die: die.color,
            lambda color, count: say(
                words.COLOUR_COUNT, colour=words.colour_word(color.label), count=count
            ),
            words.SET_OF_EACH_COLOUR,
        )
    return _score_diagonals(window)


# Private objectives ------------------------------------------------------------------------


def score_private_objective(
    window: Window, private: PrivateObjective, edition: Edition
) -> LineItem:
    """The private objective: a secret colour (by edition), a Focal Point card, or a solo
    player's two colours, of which the better scores."""
    if isinstance(private, FocalPoint):
        return _score_focal_point(window, private)
    if isinstance(private, SoloColors):
        return _score_solo_colors(window, private, edition)
    return _score_color_private(window, private, edition)


def _score_solo_colors(window: Window, private: SoloColors, edition: Edition) -> LineItem:
    """Both of a solo player's private colours, each summed as a colour card would be; the
    better one scores. On a tie the colour first in the spec's order is named, so the order
    the two are listed in changes nothing."""
    spec_order = list(Color)
    scored = sorted(
        (
            (color, _score_color_private(window, ColorPrivate(color), edition))
            for color in private.colors
        ),
        key=lambda entry: (-entry[1].points, spec_order.index(entry[0])),
    )
    (best_color, best), (other_color, other) = scored
    best_name, other_name = best_color.label, other_color.label
    best_words, other_words = words.colour_word(best_name), words.colour_word(other_name)
    tied = best.points == other.points
    sums = joined(
        " ",
        [
            capitalize_first(
                say(
                    words.SOLO_COLOUR_SUM,
                    colour=words.colour_word(color.label),
                    sum=item.explanation[:1].lower() + item.explanation[1:],
                )
            )
            for color, item in scored
        ],
    )
    if tied:
        label = say(words.PRIVATE_TIED_LABEL, colour=best_words, other=other_words)
        verdict = say(words.SOLO_BOTH_SCORE, points=best.points, colour=best_words)
    else:
        label = say(words.PRIVATE_BETTER_LABEL, colour=best_words, other=other_words)
        verdict = capitalize_first(
            say(
                words.SOLO_SCORES_MORE,
                colour=best_words,
                points=best.points,
                other_points=other.points,
            )
        )
    explanation = say(words.SOLO_PRIVATE, sums=sums, verdict=verdict)
    return LineItem(
        label,
        best.points,
        explanation,
        refs=best.refs,
        details={
            "kind": "solo_colors",
            "color": best_name,
            "colors": [color.label for color, _ in scored],
            "sums": {color.label: item.points for color, item in scored},
            "edition": edition.value,
        },
        rule=PRIVATE_RULE,
    )


def _score_color_private(window: Window, private: ColorPrivate, edition: Edition) -> LineItem:
    color = private.color
    dice = [(position, die) for position, die in window.dice() if die.color is color]
    colour = words.colour_word(color.label)
    label = say(words.PRIVATE_LABEL, colour=colour)
    listed = joined(
        "; ",
        [
            say(words.VALUE_AT, value=die.value, space=space_name(position))
            for position, die in dice
        ],
    )
    if edition is Edition.EDITION_2026:
        points = EDITION_2026_PRIVATE_POINTS * len(dice)
        explanation = say(
            words.PRIVATE_2026 if dice else words.PRIVATE_2026_NONE,
            dice=words.colour_dice(len(dice), colour),
            listed=listed,
            each=EDITION_2026_PRIVATE_POINTS,
            points=points,
        )
    else:
        points = sum(die.value for _, die in dice)
        if dice:
            explanation = say(
                words.PRIVATE_VALUES,
                colour=colour,
                listed=listed,
                sums=joined(" + ", [str(die.value) for _, die in dice]),
                points=points,
            )
        else:
            explanation = say(words.PRIVATE_NONE, colour=colour)
    return LineItem(
        label,
        points,
        explanation,
        refs=tuple(position for position, _ in dice),
        details={"kind": "color", "color": color.label, "edition": edition.value},
        rule=PRIVATE_RULE,
    )


def _score_focal_point(window: Window, card: FocalPoint) -> LineItem:
    parts: list[str] = []
    values: list[int] = []
    for position in card.spaces:
        die = window.die_at(position)
        if die is None:
            parts.append(say(words.FOCAL_EMPTY_SPACE, space=space_name(position)))
            values.append(0)
        else:
            parts.append(_die_at(die, position))
            values.append(die.value)
    points = sum(values)
    title = say(words.FOCAL_NAMED_LABEL, name=card.name) if card.name else _(words.FOCAL_LABEL)
    explanation = say(
        words.FOCAL_SUM,
        parts=joined("; ", parts),
        sums=joined(" + ", [str(value) for value in values]),
        points=points,
    )
    return LineItem(
        title,
        points,
        explanation,
        refs=card.spaces,
        details={
            "kind": "focal_point",
            "name": card.name,
            "spaces": [list(position) for position in card.spaces],
        },
        rule=FOCAL_POINT_RULE,
    )


# Shared objectives -------------------------------------------------------------------------


@dataclass(frozen=True)
class SharedScore:
    """How a shared objective scored the neighbouring columns of two windows."""

    points: int
    explanation: str
    counted: tuple[tuple[str, int, int], ...]
    """The dice that earned points, as ``(side, row, column)`` with side "left" or "right"."""


def _aspect_value(die: Die, aspect: Aspect) -> str:
    return die.color.label if aspect is Aspect.COLOR else str(die.value)


def _aspect_words(aspect: Aspect, count: int) -> str:
    if aspect is Aspect.COLOR:
        return _(words.COLOUR_WORD if count == 1 else words.COLOURS_WORD)
    return _(words.VALUE_WORD if count == 1 else words.VALUES_WORD)


def shared_card_title(card: SharedCard) -> str:
    """A short title for a shared objective: the card's name or its generic shape's.

    >>> shared_card_title(SharedCard(SharedKind.PAIRS, Aspect.SHADE, ((0, 2),)))
    'Matching pairs by value'
    """
    if card.name:
        return card.name
    if card.kind in (SharedKind.SHADE_RESONANCE, SharedKind.COLOR_RESONANCE):
        return _(SHARED_OBJECTIVES[card.kind.value].name)
    by_colour = card.aspect is Aspect.COLOR
    if card.kind is SharedKind.PAIRS:
        return _(words.PAIRS_BY_COLOUR if by_colour else words.PAIRS_BY_VALUE)
    if card.kind is SharedKind.DISTINCT:
        return _(words.DIFFERENT_COLOURS if by_colour else words.DIFFERENT_VALUES)
    return _(words.COUNT_EACH_COLOUR if by_colour else words.COUNT_EACH_VALUE)


def describe_shared_card(card: SharedCard) -> str:
    """A shared objective's rule as a sentence, with the card's printed numbers, smallest
    count first.

    >>> card = SharedCard(SharedKind.DISTINCT, Aspect.COLOR, ((4, 3), (3, 7), (2, 16)))
    >>> describe_shared_card(card)  # doctest: +ELLIPSIS
    '16 points for 2 different colours, 7 for 3 and 3 for 4, among the ... hold a die'
    >>> card = SharedCard(SharedKind.SHADE_RESONANCE, Aspect.SHADE, ((3, 4), (4, 8)))
    >>> describe_shared_card(card)  # doctest: +ELLIPSIS
    '4 points for each value found 3 times and 8 for 4 times or more, among the ...'
    """
    by_colour = card.aspect is Aspect.COLOR
    if card.kind is SharedKind.PAIRS:
        rule = words.PAIRS_RULE_COLOUR if by_colour else words.PAIRS_RULE_VALUE
        return say(rule, points=card.pair_points)
    (first_count, first_points), *others = sorted(card.points)
    if card.kind is SharedKind.DISTINCT:
        first = words.DISTINCT_FIRST_COLOURS if by_colour else words.DISTINCT_FIRST_VALUES
        parts = [say(first, points=first_points, count=first_count)]
        parts += [say(words.DISTINCT_MORE, points=points, count=count) for count, points in others]
        return say(words.DISTINCT_RULE_COLOUR, parts=join_words(parts), needed=DISTINCT_NEEDS_DICE)
    first = words.COUNT_FIRST_COLOUR if by_colour else words.COUNT_FIRST_VALUE
    parts = [say(first, points=first_points, times=words.times(first_count))]
    parts += [
        say(words.COUNT_MORE, points=points, times=words.times(count)) for count, points in others
    ]
    # A count above the largest printed one scores as the largest (see _count_points).
    return say(words.COUNT_RULE, parts=join_words(parts))


def _named(name: str, aspect: Aspect) -> str:
    return words.colour_word(name) if aspect is Aspect.COLOR else say(words.VALUE_NAMED, name=name)


def _named_plain(name: str, aspect: Aspect) -> str:
    """A colour (in words) or a value (its number), in a list of them."""
    return words.colour_word(name) if aspect is Aspect.COLOR else name


def _count_points(card: SharedCard, found: int) -> int:
    """Points for a count on a ``count_each`` card: counts above the largest key use it."""
    table = dict(card.points)
    largest = max(table)
    if found > largest:
        return table[largest]
    return table.get(found, 0)


def _empty_neighbouring_spaces(
    left_column: Sequence[Die | None],
    right_column: Sequence[Die | None],
    left_name: str,
    right_name: str,
) -> tuple[int, str]:
    """How many of the 8 neighbouring spaces are empty, and where, in words.

    >>> _empty_neighbouring_spaces([None, 1, 1, None], [1, 1, None, 1], "Ann", "Ben")
    (3, "Ann's column 5, rows 1 and 4; Ben's column 1, row 3")
    """
    groups = []
    empty = 0
    for name, column, number in (
        (left_name, left_column, COLUMNS),
        (right_name, right_column, 1),
    ):
        rows = [str(row) for row, die in enumerate(column, start=1) if die is None]
        empty += len(rows)
        if rows:
            listed = join_words(rows)
            sentence = words.COLUMN_ROWS if len(rows) > 1 else words.COLUMN_ROW
            groups.append(say(sentence, name=name, column=number, rows=listed))
    return empty, joined("; ", groups)


_Seen = tuple[str, int, Die]
"""A die beside the border between two windows: its side ("left" or "right"), row and die."""

_COLUMN_OF_SIDE = {"left": COLUMNS, "right": 1}
"""The neighbouring column on each side: the left window's last, the right window's first."""


def _score_pairs(
    card: SharedCard, left_column: Sequence[Die | None], right_column: Sequence[Die | None]
) -> SharedScore:
    """Matching pairs: each row whose two dice across the border match (spec, module 3)."""
    parts: list[str] = []
    counted: list[tuple[str, int, int]] = []
    matches = 0
    for row, (left, right) in enumerate(zip(left_column, right_column, strict=True), 1):
        if left is None or right is None:
            parts.append(say(words.PAIR_ROW_EMPTY, row=row))
        elif _aspect_value(left, card.aspect) == _aspect_value(right, card.aspect):
            matches += 1
            parts.append(say(words.PAIR_ROW_MATCHES, row=row, left=left.words, right=right.words))
            counted.extend([("left", row, COLUMNS), ("right", row, 1)])
        else:
            parts.append(say(words.PAIR_ROW_DIFFERS, row=row, left=left.words, right=right.words))
    points = matches * card.pair_points
    explanation = say(
        words.PAIRS_SCORE,
        rows=joined("; ", parts),
        pairs=words.matching_pairs(matches),
        each=card.pair_points,
        points=points,
    )
    return SharedScore(points, explanation, tuple(counted))


def _score_distinct(
    card: SharedCard, dice: list[_Seen], tally: Counter[str], empty: int, where: str
) -> SharedScore:
    """How many different: scored by the number of different colours (or values), only when
    all 8 neighbouring spaces hold a die (spec/sagrada.md: otherwise empty spaces would earn
    its top prize)."""
    if empty:
        explanation = say(
            words.DISTINCT_NEEDS_EVERY_DIE,
            needed=DISTINCT_NEEDS_DICE,
            empty=words.spaces_are(empty),
            where=where,
        )
        return SharedScore(0, explanation, ())
    kinds = len(tally)
    table = dict(card.points)
    points = table.get(kinds, 0)
    values = {
        "kinds": kinds,
        "aspect": _aspect_words(card.aspect, kinds),
        "names": joined(
            ", ", [_named_plain(name, card.aspect) for name in sorted(tally, key=_order_key)]
        ),
        "dice": words.dice(len(dice)),
        "points": points,
    }
    if kinds in table:
        sentence = words.DISTINCT_NAMED if tally else words.DISTINCT
    else:
        sentence = words.DISTINCT_NAMED_UNPRINTED if tally else words.DISTINCT_UNPRINTED
    counted = [(side, row, _COLUMN_OF_SIDE[side]) for side, row, _ in dice] if points else []
    return SharedScore(points, say(sentence, **values), tuple(counted))


def _score_counts(card: SharedCard, dice: list[_Seen], tally: Counter[str]) -> SharedScore:
    """Resonance and "each found N times": every colour (or value) scores by how often it is
    found, all added together."""
    aspect = card.aspect
    parts = []
    earned_points: list[int] = []
    scored: set[str] = set()
    for name in sorted(tally, key=_order_key):
        times = tally[name]
        earned = _count_points(card, times)
        if earned:
            scored.add(name)
            earned_points.append(earned)
            found = words.times(times)
            parts.append(
                say(words.FOUND_TIMES, name=_named(name, aspect), found=found, points=earned)
            )
    total = sum(earned_points)
    if len(parts) > 1:
        sums = joined(" + ", [str(points) for points in earned_points])
        explanation = say(words.COUNTS_SCORE, parts=joined("; ", parts), sums=sums, points=total)
    elif parts:
        explanation = say(words.COUNT_SCORES, part=parts[0])
    else:
        found = joined(
            ", ",
            [
                say(words.FOUND_SO_OFTEN, name=_named(name, aspect), times=tally[name])
                for name in sorted(tally, key=_order_key)
            ],
        )
        nothing = words.NOTHING_OFTEN_ENOUGH_AMONG if found else words.NOTHING_OFTEN_ENOUGH
        explanation = say(nothing, aspect=_aspect_words(aspect, 1), found=found)
    counted = [
        (side, row, _COLUMN_OF_SIDE[side])
        for side, row, die in dice
        if _aspect_value(die, aspect) in scored
    ]
    return SharedScore(total, explanation, tuple(counted))


def score_shared_card(
    card: SharedCard,
    left_column: Sequence[Die | None],
    right_column: Sequence[Die | None],
    left_name: str = N_("the left player"),
    right_name: str = N_("the right player"),
) -> SharedScore:
    """A shared objective on the neighbouring columns: the left player's rightmost column and
    the right player's leftmost column (each top to bottom). ``left_name`` and ``right_name``
    name the two neighbours in the explanation."""
    if card.kind is SharedKind.PAIRS:
        return _score_pairs(card, left_column, right_column)
    dice: list[_Seen] = [
        (side, row, die)
        for side, column in (("left", left_column), ("right", right_column))
        for row, die in enumerate(column, start=1)
        if die is not None
    ]
    tally: Counter[str] = Counter(_aspect_value(die, card.aspect) for _, _, die in dice)
    if card.kind is SharedKind.DISTINCT:
        empty, where = _empty_neighbouring_spaces(left_column, right_column, left_name, right_name)
        return _score_distinct(card, dice, tally, empty, where)
    return _score_counts(card, dice, tally)


_COLOR_ORDER = {color.label: index for index, color in enumerate(Color)}


def _order_key(name: str) -> tuple[int, str]:
    """Colours in the spec's order, values in numeric order."""
    return (_COLOR_ORDER.get(name, 10), name)
