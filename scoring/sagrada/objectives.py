"""Scoring one window against a card: the public, private and shared objectives.

Each function returns one :class:`~scoring.result.LineItem` whose explanation a player can
check against the table, with ``refs`` naming the spaces that counted as ``(row, column)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

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
from scoring.wording import capitalize_first, join_words, plural, say


def _die_at(die: Die, position: Position) -> str:
    return f"{die.words} at {space_name(position)}"


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


def _check_lines(
    window: Window, along_rows: bool, trait: Callable[[Die], str], line_word: str
) -> _LinesSeen:
    """Every row (or column): complete with no colour (or value) twice, or why not."""
    count, length = (ROWS, COLUMNS) if along_rows else (COLUMNS, ROWS)
    seen_lines = _LinesSeen([], [], [], [])
    for line in range(1, count + 1):
        cells = _line_cells(window, line, along_rows)
        dice = [die for _, die in cells if die is not None]
        if len(dice) < length:
            seen_lines.incomplete.append(line)
            continue
        seen = Counter(trait(die) for die in dice)
        repeated = [name for name, times in seen.items() if times > 1]
        if repeated:
            seen_lines.repeats.append(f"{line_word} {line} repeats {join_words(repeated)}")
            continue
        seen_lines.scoring.append(line)
        seen_lines.refs.extend(position for position, _ in cells)
    return seen_lines


def _lines_explanation(
    lines: _LinesSeen, line_word: str, different: str, aspect_words: str, points_each: int
) -> str:
    scoring = lines.scoring
    if scoring:
        lines_words = (
            f"{line_word}s {join_words([str(line) for line in scoring])} have"
            if len(scoring) > 1
            else f"{line_word} {scoring[0]} has"
        )
        head = f"{lines_words.capitalize()} {different} different {aspect_words}"
    else:
        head = f"No complete {line_word} has {different} different {aspect_words}"
    explanation = f"{head}: {len(scoring)} × {points_each} = {len(scoring) * points_each}."
    notes: list[str] = []
    if lines.incomplete:
        noun = line_word if len(lines.incomplete) == 1 else f"{line_word}s"
        verb = "is" if len(lines.incomplete) == 1 else "are"
        listed = join_words([str(line) for line in lines.incomplete])
        notes.append(f"{noun} {listed} {verb} not complete")
    notes.extend(lines.repeats)
    if notes:
        explanation += f" {capitalize_first('; '.join(notes))}."
    return explanation


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

    def trait(die: Die) -> str:
        return die.color.label if by_color else str(die.value)

    lines = _check_lines(window, along_rows, trait, line_word)
    points_each = objective.points
    explanation = _lines_explanation(
        lines,
        line_word,
        "five" if along_rows else "four",
        "colours" if by_color else "values",
        points_each,
    )
    return LineItem(
        objective.card.name,
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
    )


def _score_sets(
    window: Window,
    objective: PublicObjective,
    members: Sequence[Any],
    key: Callable[[Die], Any],
    show: Callable[[Any, int], str],
    lead: str,
) -> LineItem:
    """Set cards: the number of sets is the smallest count among the set's members, each
    counted as ``show`` writes it after the ``lead`` saying what makes a set."""
    found: dict[Any, list[Position]] = {member: [] for member in members}
    for position, die in window.dice():
        member = key(die)
        if member in found:
            found[member].append(position)
    sets = min(len(positions) for positions in found.values())
    points_each = objective.points
    points = sets * points_each
    counts = ", ".join(show(member, len(found[member])) for member in members)
    explanation = f"{lead}: min({counts}) = {plural(sets, 'set')} × {points_each} = {points}."
    refs = tuple(sorted(position for positions in found.values() for position in positions[:sets]))
    return LineItem(
        objective.card.name,
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
                groups.append(f"{color.label}: {spaces_words(spaces)}")
        explanation = (
            f"{plural(len(counted), 'die', 'dice')} touch a die of their colour diagonally "
            f"({'; '.join(groups)}), each counted once: {len(counted)} × {points_each} = "
            f"{points}."
        )
    else:
        explanation = f"No die touches a die of its colour diagonally: 0 × {points_each} = 0."
    return LineItem(
        objective.card.name,
        points,
        explanation,
        refs=tuple(position for position, _ in counted),
        details={"objective": objective.value, "dice": len(counted), "points_each": points_each},
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
            lambda value, count: f"#{value} = {count}",
            "A set is a {} and a {}".format(*SHADE_PAIRS[objective]),
        )
    if objective is PublicObjective.SHADE_VARIETY:
        return _score_sets(
            window,
            objective,
            VALUES,
            lambda die: die.value,
            lambda value, n: f"#{value} = {n}",
            "A set is one die of each value",
        )
    if objective is PublicObjective.COLOR_VARIETY:
        return _score_sets(
            window,
            objective,
            tuple(Color),
            lambda die: die.color,
            lambda color, count: f"{color.label} = {count}",
            "A set is one die of each colour",
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
    tied = best.points == other.points
    sums = " ".join(
        f"{color.label.capitalize()}: {item.explanation[:1].lower()}{item.explanation[1:]}"
        for color, item in scored
    )
    if tied:
        label = f"Private objective: {best_name} (tied with {other_name})"
        verdict = f"Both score {best.points}, so {best_name} counts: {best.points}."
    else:
        label = f"Private objective: {best_name} (better than {other_name})"
        verdict = (
            f"{best_name.capitalize()} scores more ({best.points} against {other.points}): "
            f"{best.points}."
        )
    explanation = f"Solo: of the 2 private colours, the better one scores. {sums} {verdict}"
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
    )


def _score_color_private(window: Window, private: ColorPrivate, edition: Edition) -> LineItem:
    color = private.color
    dice = [(position, die) for position, die in window.dice() if die.color is color]
    label = f"Private objective: {color.label}"
    if edition is Edition.EDITION_2026:
        points = EDITION_2026_PRIVATE_POINTS * len(dice)
        listed = "; ".join(f"{die.value} at {space_name(position)}" for position, die in dice)
        explanation = (
            f"{plural(len(dice), color.label + ' die', color.label + ' dice')}"
            f"{' (' + listed + ')' if dice else ''} × {EDITION_2026_PRIVATE_POINTS} "
            f"(2026 edition) = {points}."
        )
    else:
        points = sum(die.value for _, die in dice)
        if dice:
            listed = "; ".join(f"{die.value} at {space_name(position)}" for position, die in dice)
            explanation = (
                f"Values of the {color.label} dice ({listed}): "
                f"{' + '.join(str(die.value) for _, die in dice)} = {points}."
            )
        else:
            explanation = f"No {color.label} dice in the window: 0."
    return LineItem(
        label,
        points,
        explanation,
        refs=tuple(position for position, _ in dice),
        details={"kind": "color", "color": color.label, "edition": edition.value},
    )


def _score_focal_point(window: Window, card: FocalPoint) -> LineItem:
    parts: list[str] = []
    values: list[int] = []
    for position in card.spaces:
        die = window.die_at(position)
        if die is None:
            parts.append(f"{space_name(position)} empty → 0")
            values.append(0)
        else:
            parts.append(_die_at(die, position))
            values.append(die.value)
    points = sum(values)
    title = f"Focal Point{': ' + card.name if card.name else ''}"
    explanation = (
        f"Sum of the values on the shaded spaces ({'; '.join(parts)}): "
        f"{' + '.join(str(value) for value in values)} = {points}."
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
        return "colour" if count == 1 else "colours"
    return "value" if count == 1 else "values"


def shared_card_title(card: SharedCard) -> str:
    """A short title for a shared objective: the card's name or its generic shape's.

    >>> shared_card_title(SharedCard(SharedKind.PAIRS, Aspect.SHADE, ((0, 2),)))
    'Matching pairs by value'
    """
    if card.name:
        return card.name
    if card.kind in (SharedKind.SHADE_RESONANCE, SharedKind.COLOR_RESONANCE):
        return SHARED_OBJECTIVES[card.kind.value].name
    one = _aspect_words(card.aspect, 1)
    if card.kind is SharedKind.PAIRS:
        return f"Matching pairs by {one}"
    if card.kind is SharedKind.DISTINCT:
        return f"Different {_aspect_words(card.aspect, 2)}"
    return f"Count each {one}"


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
    if card.kind is SharedKind.PAIRS:
        return (
            f"{card.pair_points} points per neighbouring pair of the same "
            f"{_aspect_words(card.aspect, 1)}"
        )
    (first_count, first_points), *others = sorted(card.points)
    if card.kind is SharedKind.DISTINCT:
        parts = [
            f"{first_points} points for {first_count} different "
            f"{_aspect_words(card.aspect, first_count)}"
        ]
        parts += [f"{points} for {count}" for count, points in others]
        return (
            f"{join_words(parts)}, among the neighbouring columns when all "
            f"{DISTINCT_NEEDS_DICE} of their spaces hold a die"
        )
    parts = [
        f"{first_points} points for each {_aspect_words(card.aspect, 1)} found "
        f"{plural(first_count, 'time')}"
    ]
    parts += [f"{points} for {plural(count, 'time')}" for count, points in others]
    # A count above the largest printed one scores as the largest (see _count_points).
    return f"{join_words(parts)} or more, among the neighbouring columns"


def _named(name: str, aspect: Aspect) -> str:
    return name if aspect is Aspect.COLOR else f"value {name}"


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
    return empty, "; ".join(groups)


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
        rows="; ".join(parts),
        pairs=plural(matches, words.MATCHING_PAIR),
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
            empty=plural(empty, words.SPACE_IS, words.SPACES_ARE),
            where=where,
        )
        return SharedScore(0, explanation, ())
    kinds = len(tally)
    table = dict(card.points)
    points = table.get(kinds, 0)
    values = {
        "kinds": kinds,
        "aspect": _aspect_words(card.aspect, kinds),
        "names": ", ".join(sorted(tally, key=_order_key)),
        "dice": plural(len(dice), words.DIE, words.DICE),
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
            found = plural(times, words.TIME)
            parts.append(
                say(words.FOUND_TIMES, name=_named(name, aspect), found=found, points=earned)
            )
    total = sum(earned_points)
    if len(parts) > 1:
        sums = " + ".join(str(points) for points in earned_points)
        explanation = say(words.COUNTS_SCORE, parts="; ".join(parts), sums=sums, points=total)
    elif parts:
        explanation = say(words.COUNT_SCORES, part=parts[0])
    else:
        found = ", ".join(
            say(words.FOUND_SO_OFTEN, name=_named(name, aspect), times=tally[name])
            for name in sorted(tally, key=_order_key)
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
    left_name: str = "the left player",
    right_name: str = "the right player",
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
