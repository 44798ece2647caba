"""Reading a Sagrada table state (spec/sagrada.md, "Input") into a :class:`Table`.

:func:`parse` accepts any decoded JSON value and either returns a valid table or raises one
:class:`~scoring.errors.TableError` naming every problem, each with its path.
"""

from __future__ import annotations

from typing import Any

from scoring.errors import TableError
from scoring.sagrada import words
from scoring.sagrada.model import (
    COLUMNS,
    MAX_CARD_POINTS,
    MAX_FAVOR_TOKENS,
    MAX_FOCAL_SPACES,
    MAX_PLAYERS,
    MAX_PUBLIC_OBJECTIVES,
    MAX_SOLO_TARGET,
    MAX_VALUE,
    MIN_PLAYERS,
    MIN_PLAYERS_FOR_SHARED_OBJECTIVES,
    MIN_VALUE,
    RESONANCE_POINTS,
    ROWS,
    SOLO_MAX_PUBLIC_OBJECTIVES,
    SOLO_PRIVATE_COLORS,
    Aspect,
    Color,
    ColorPrivate,
    Die,
    Edition,
    FocalPoint,
    Player,
    Position,
    PrivateObjective,
    PublicObjective,
    Row,
    SharedCard,
    SharedKind,
    SharedPlacement,
    SoloColors,
    Table,
    Window,
)
from scoring.validation import (
    Problems,
    describe_type,
    find_player,
    join_path,
    names_tell_players_apart,
    respelling,
    shown,
    spelling_advice,
)
from scoring.wording import plural, say

EMPTY_CELL = "."
"""An empty space in a window row."""

COLOR_BY_LETTER: dict[str, Color] = {color.letter: color for color in Color}
COLOR_BY_NAME: dict[str, Color] = {color.label: color for color in Color}
LETTERS = ", ".join(color.letter for color in Color)
COLOR_NAMES = ", ".join(color.label for color in Color)
PUBLIC_SLUGS: tuple[str, ...] = tuple(objective.value for objective in PublicObjective)
RESONANCE_SLUGS: tuple[str, ...] = (
    SharedKind.SHADE_RESONANCE.value,
    SharedKind.COLOR_RESONANCE.value,
)
GENERIC_TYPES: tuple[str, ...] = (
    SharedKind.COUNT_EACH.value,
    SharedKind.DISTINCT.value,
    SharedKind.PAIRS.value,
)
ASPECTS: tuple[str, ...] = tuple(aspect.value for aspect in Aspect)
MAX_CARD_COUNT = 2 * ROWS
"""A shared objective looks at 8 spaces, so no count on its card can exceed 8."""

MAX_SHARED_OBJECTIVES = 2 * MAX_PLAYERS
"""A shared objective card lies between each pair of neighbours, at most 6 pairs; a different
count is scored with a warning (spec/sagrada.md, "Input"), so twice that many are read, and a
longer list is refused before its entries are read."""


def read_cell(text: str) -> Die | None:
    """One cell code: ``R5`` (case insensitive) or ``.``; raises ValueError otherwise.

    >>> read_cell("g3")
    Die(color=<Color.GREEN: 'G'>, value=3)
    >>> read_cell(".") is None
    True
    """
    code = text.strip().upper()
    if code == EMPTY_CELL:
        return None
    if (
        len(code) == 2
        and code[0] in COLOR_BY_LETTER
        and code[1] in "0123456789"
        and MIN_VALUE <= int(code[1]) <= MAX_VALUE
    ):
        return Die(COLOR_BY_LETTER[code[0]], int(code[1]))
    raise ValueError(
        f"{text[:12]!r} is not a die; write a colour letter ({LETTERS}) and a value "
        f"{MIN_VALUE}–{MAX_VALUE}, like R5, or {EMPTY_CELL} for an empty space"
    )


def _read_row(
    problems: Problems, value: Any, path: str, owner: str, row_number: int | None
) -> Row | None:
    where = f"{owner}'s window" if owner else "The window"
    row_words = f"{where} row {row_number}" if row_number is not None else "This row"
    if not isinstance(value, str):
        problems.add(
            path,
            f'{row_words} should be text such as "R5 Y2 . B6 G1", not {describe_type(value)}.',
        )
        return None
    cells = value.split()
    if len(cells) != COLUMNS:
        problems.add(
            path,
            say(
                words.ROW_CELL_COUNT,
                row=row_words,
                cells=words.cells(len(cells)),
                columns=COLUMNS,
                empty=EMPTY_CELL,
            ),
        )
        return None
    row: list[Die | None] = []
    valid = True
    for column, cell in enumerate(cells, start=1):
        try:
            row.append(read_cell(cell))
        except ValueError as error:
            problems.add(path, f"{row_words}, column {column}: {error}.")
            valid = False
    return tuple(row) if valid else None


def parse_window_row(text: Any, path: str = "", owner: str = "", row: int | None = None) -> Row:
    """Read one window row such as ``"R5 Y2 . B6 G1"`` into five spaces (None when empty).

    For the entry form's quick text: raises :class:`~scoring.errors.TableError` whose problems
    (at ``path``) say what is wrong in words that name ``owner`` and ``row`` when given.

    >>> [str(die) for die in parse_window_row("R5 y2 . B6 G1")]
    ['R5', 'Y2', 'None', 'B6', 'G1']
    >>> parse_window_row("R5 Y2", owner="Ann", row=3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scoring.errors.TableError: Ann's window row 3 has 2 cells; a row has 5 ...
    """
    problems = Problems()
    parsed = _read_row(problems, text, path, owner, row)
    if parsed is None:
        problems.raise_if_any()
        raise TableError([])  # pragma: no cover - a None row always records a problem
    return parsed


def _read_window(problems: Problems, value: Any, path: str, owner: str) -> Window | None:
    if not isinstance(value, list):
        problems.add(
            path,
            f"{owner}'s window should be a list of {ROWS} rows (top row first), "
            f"not {describe_type(value)}.",
        )
        return None
    if len(value) != ROWS:
        problems.add(
            path,
            f"{owner}'s window has {len(value):,} rows; a window has {ROWS} (top row first).",
        )
        if len(value) > ROWS:
            return None  # rows beyond the window's are not read
    rows: list[Row] = []
    valid = len(value) == ROWS
    for index, row_value in enumerate(value):
        row = _read_row(problems, row_value, join_path(path, index), owner, index + 1)
        if row is None:
            valid = False
        else:
            rows.append(row)
    return Window(tuple(rows)) if valid else None


def _read_color(problems: Problems, value: str, path: str, owner: str) -> Color | None:
    """A colour name exactly as the spec writes it (``red``); a near miss (``Red``, ``R``) is
    refused with the name to write."""
    if value in COLOR_BY_NAME:
        return COLOR_BY_NAME[value]
    exact = respelling(value, COLOR_BY_NAME)
    if exact is None and value.strip().upper() in COLOR_BY_LETTER:
        exact = COLOR_BY_LETTER[value.strip().upper()].label
    if exact is not None:
        how = (
            spelling_advice(value, exact)
            if exact.casefold() == value.strip().casefold()
            else f"write the colour's name: {exact!r}"
        )
        problems.add(
            path,
            f"{owner}'s private objective {shown(value)} is not written as the rules list it; "
            f"{how}.",
        )
        return None
    problems.add(
        path,
        f"{owner}'s private objective {value[:40]!r} is not a colour; use one of {COLOR_NAMES}, "
        'or {"focal_point": {...}} for a Focal Point card.',
    )
    return None


def _read_focal_point(problems: Problems, value: Any, path: str, owner: str) -> FocalPoint | None:
    card = problems.as_object(value, path, f"{owner}'s Focal Point card")
    if card is None:
        return None
    name = ""
    if card.get("name") is not None:
        text = problems.as_text(card["name"], join_path(path, "name"), "The Focal Point's name")
        name = (text or "").strip()
    spaces_path = join_path(path, "spaces")
    if "spaces" not in card:
        problems.add(
            spaces_path,
            f"{owner}'s Focal Point card needs its shaded spaces as [row, column] pairs.",
        )
        return None
    if card["spaces"] == []:
        problems.add(
            spaces_path,
            f"The list of {owner}'s Focal Point spaces is empty; mark the 1 to "
            f"{MAX_FOCAL_SPACES} spaces its card shades.",
        )
        return None
    spaces = problems.as_list(
        card["spaces"],
        spaces_path,
        f"The list of {owner}'s Focal Point spaces",
        max_length=MAX_FOCAL_SPACES,
        too_long=lambda count: (
            f"{owner}'s Focal Point card shades at most {MAX_FOCAL_SPACES} spaces (the whole "
            f"window); this list has {count:,}."
        ),
    )
    if spaces is None or not 1 <= len(spaces) <= MAX_FOCAL_SPACES:
        return None
    positions = _read_focal_spaces(problems, spaces, spaces_path, owner)
    return None if positions is None else FocalPoint(name, positions)


def _read_focal_spaces(
    problems: Problems, spaces: list[Any], spaces_path: str, owner: str
) -> tuple[Position, ...] | None:
    """A Focal Point's shaded spaces, each once, or None when one cannot be used."""
    positions: list[Position] = []
    valid = True
    for index, space in enumerate(spaces):
        space_path = join_path(spaces_path, index)
        position = _read_position(problems, space, space_path, owner)
        if position is None:
            valid = False
        elif position in positions:
            problems.add(
                space_path,
                f"{owner}'s Focal Point lists row {position[0]}, column {position[1]} twice; "
                "give each shaded space once.",
            )
            valid = False
        else:
            positions.append(position)
    return tuple(positions) if valid else None


def _whole_number(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _as_integer(
    problems: Problems, value: Any, path: str, what: str, minimum: int, maximum: int
) -> int | None:
    """The core's integer reader, guarded against numbers too long to print in a message."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**9:
        problems.add(path, f"{what} is a huge number; it must be from {minimum} to {maximum}.")
        return None
    return problems.as_integer(value, path, what, minimum, maximum)


def _shown(number: int) -> str:
    """A number for a message, without printing an absurdly long one."""
    return str(number) if abs(number) < 10**9 else "a huge number"


def _read_position(problems: Problems, value: Any, path: str, owner: str) -> Position | None:
    pair = isinstance(value, list) and len(value) == 2
    parts = [_whole_number(part) for part in value] if pair else []
    if len(parts) != 2 or parts[0] is None or parts[1] is None:
        problems.add(
            path,
            f"A shaded space of {owner}'s Focal Point should be [row, column] "
            f"(two whole numbers), not {describe_type(value)}.",
        )
        return None
    row, column = parts[0], parts[1]
    if not (1 <= row <= ROWS and 1 <= column <= COLUMNS):
        problems.add(
            path,
            f"{owner}'s Focal Point space [{_shown(row)}, {_shown(column)}] is outside the "
            f"window; rows go from 1 to {ROWS} and columns from 1 to {COLUMNS}.",
        )
        return None
    return (row, column)


def _read_solo_colors(
    problems: Problems, value: list[Any], path: str, owner: str, solo: bool
) -> SoloColors | None:
    """A list of private colours: only a solo player is dealt two (spec/sagrada.md, "Solo"),
    so anything but exactly two different colours in a solo game is refused."""
    if not solo:
        problems.add(
            path,
            f"{owner}'s private objective lists {plural(len(value), 'colour')}, but only a solo "
            f"player is dealt {SOLO_PRIVATE_COLORS} private colours; give the one colour "
            f"{owner} holds.",
        )
        return None
    if len(value) != SOLO_PRIVATE_COLORS:
        problems.add(
            path,
            f"{owner}'s private objective lists {plural(len(value), 'colour')}; a solo player "
            f"is dealt exactly {SOLO_PRIVATE_COLORS} private colours (give both, such as "
            '["red", "blue"]), or give the one colour that scores.',
        )
        return None
    colors: list[Color] = []
    valid = True
    for index, entry in enumerate(value):
        entry_path = join_path(path, index)
        which = "first" if index == 0 else "second"
        if not isinstance(entry, str) or not entry.strip():
            problems.add(
                entry_path,
                f"{owner}'s {which} private colour should be a colour ({COLOR_NAMES}), not "
                f"{describe_type(entry) if not isinstance(entry, str) else 'empty text'}.",
            )
            valid = False
            continue
        color = _read_color(problems, entry, entry_path, owner)
        if color is None:
            valid = False
        elif color in colors:
            problems.add(
                entry_path,
                f"{owner}'s private objective lists {color.label} twice; a solo player is dealt "
                f"{SOLO_PRIVATE_COLORS} different colours (there is one card per colour).",
            )
            valid = False
        else:
            colors.append(color)
    if not valid:
        return None
    return SoloColors((colors[0], colors[1]))


def _read_private(
    problems: Problems, value: Any, path: str, owner: str, solo: bool
) -> PrivateObjective | None:
    if isinstance(value, list):
        return _read_solo_colors(problems, value, path, owner, solo)
    if isinstance(value, str):
        color = _read_color(problems, value, path, owner)
        return None if color is None else ColorPrivate(color)
    if isinstance(value, dict):
        if "focal_point" not in value:
            problems.add(
                path,
                f"{owner}'s private objective should be a colour ({COLOR_NAMES}) or "
                '{"focal_point": {"name": ..., "spaces": [[row, column], ...]}}.',
            )
            return None
        return _read_focal_point(
            problems, value["focal_point"], join_path(path, "focal_point"), owner
        )
    if value is None:
        problems.add(
            path,
            f"{owner} needs a private objective: a colour ({COLOR_NAMES}) or a Focal Point card.",
        )
        return None
    problems.add(
        path,
        f"{owner}'s private objective should be a colour ({COLOR_NAMES}) or a Focal Point "
        f"card, not {describe_type(value)}.",
    )
    return None


def _read_player(
    problems: Problems, value: Any, path: str, index: int, solo: bool
) -> tuple[str | None, Player | None]:
    data = problems.as_object(value, path, f"Player {index + 1}")
    if data is None:
        return None, None
    name = problems.player_name(data.get("name"), join_path(path, "name"))
    owner = name if name is not None else f"Player {index + 1}"
    window_path = join_path(path, "window")
    window: Window | None = None
    if "window" not in data:
        problems.add(window_path, f"{owner} needs a window: {ROWS} rows of {COLUMNS} cells.")
    else:
        window = _read_window(problems, data["window"], window_path, owner)
    private = _read_private(problems, data.get("private"), join_path(path, "private"), owner, solo)
    favor_tokens: int | None = 0
    if data.get("favor_tokens") is not None:
        favor_tokens = _as_integer(
            problems,
            data["favor_tokens"],
            join_path(path, "favor_tokens"),
            f"The number of {owner}'s unused favor tokens",
            minimum=0,
            maximum=MAX_FAVOR_TOKENS,
        )
    if name is None or window is None or private is None or favor_tokens is None:
        return name, None
    return name, Player(name, window, private, favor_tokens)


def _read_public_objectives(
    problems: Problems, value: Any, solo: bool
) -> tuple[PublicObjective, ...]:
    path = "public_objectives"
    if value is None:
        return ()
    entries = problems.as_list(value, path, "The public objectives")
    if entries is None:
        return ()
    limit = SOLO_MAX_PUBLIC_OBJECTIVES if solo else MAX_PUBLIC_OBJECTIVES
    if len(entries) > limit:
        game = "A solo game" if solo else "A game"
        problems.add(
            path,
            f"{game} uses at most {limit} public objectives; {len(entries):,} are listed.",
        )
        return ()
    objectives: list[PublicObjective] = []
    for index, entry in enumerate(entries):
        slug = problems.as_choice(
            entry, join_path(path, index), PUBLIC_SLUGS, "The public objective"
        )
        if slug is None:
            continue
        objective = PublicObjective(slug)
        if objective in objectives:
            problems.add(
                join_path(path, index),
                f"{objective.card.name} is listed twice; each public objective card is used once.",
            )
        else:
            objectives.append(objective)
    return tuple(objectives)


def _read_points_table(
    problems: Problems, value: Any, path: str, what: str
) -> tuple[tuple[int, int], ...] | None:
    table = problems.as_object(value, path, f"{what}'s points")
    if table is None:
        return None
    if not table:
        problems.add(
            path,
            f"{what}'s points are empty; give the card's printed numbers, "
            'such as {"3": 4, "4": 8}.',
        )
        return None
    if len(table) > MAX_CARD_COUNT:
        problems.add(
            path,
            f"{what}'s points give {len(table):,} counts; a card gives at most {MAX_CARD_COUNT}, "
            f"one for each count from 1 to {MAX_CARD_COUNT}.",
        )
        return None
    entries: dict[int, int] = {}
    valid = True
    for key, points in table.items():
        entry_path = join_path(path, str(key)[:20])
        try:
            count = int(str(key).strip())
        except ValueError:
            count = -1
        if not 1 <= count <= MAX_CARD_COUNT:
            problems.add(
                entry_path,
                f"{what}'s points give {str(key)[:20]!r} as a count; a count is a whole number "
                f"from 1 to {MAX_CARD_COUNT} (the neighbouring columns hold {MAX_CARD_COUNT} "
                "spaces).",
            )
            valid = False
            continue
        amount = _as_integer(
            problems, points, entry_path, f"{what}'s points for {count}", 0, MAX_CARD_POINTS
        )
        if amount is None:
            valid = False
        elif count in entries:
            problems.add(entry_path, f"{what}'s points give the count {count} twice.")
            valid = False
        else:
            entries[count] = amount
    return tuple(entries.items()) if valid else None


def _read_named_card(problems: Problems, value: str, path: str) -> SharedCard | None:
    """A shared objective given by slug: only the two printed Resonance cards are."""
    if value in RESONANCE_SLUGS:
        kind = SharedKind(value)
        aspect = Aspect.SHADE if kind is SharedKind.SHADE_RESONANCE else Aspect.COLOR
        return SharedCard(kind, aspect, tuple(RESONANCE_POINTS.items()))
    exact = respelling(value, RESONANCE_SLUGS)
    if exact is not None:
        problems.add(
            path,
            f"The shared objective {shown(value)} is not written as the rules list it; "
            f"{spelling_advice(value, exact)}.",
        )
        return None
    problems.add(
        path,
        f"The shared objective {value[:40]!r} is not known; use "
        f"{' or '.join(RESONANCE_SLUGS)}, or an object with a type "
        f"({', '.join(GENERIC_TYPES)}) and the card's numbers.",
    )
    return None


def _read_aspect(
    problems: Problems, card: dict[str, Any], path: str, kind: SharedKind
) -> Aspect | None:
    """What a generic card compares, from its ``of`` (``match`` for a pairs card)."""
    aspect_key = "match" if kind is SharedKind.PAIRS else "of"
    aspect_path = join_path(path, aspect_key)
    aspect_value = card.get(aspect_key)
    text = aspect_value if isinstance(aspect_value, str) else ""
    exact = respelling(text, ASPECTS)
    if exact is not None:
        problems.add(
            aspect_path,
            f"The {kind.value} card's {aspect_key!r} {shown(text)} is not written as the "
            f"rules list it; {spelling_advice(text, exact)}.",
        )
    elif text not in ASPECTS:
        given = repr(aspect_value[:20]) if isinstance(aspect_value, str) else None
        problems.add(
            aspect_path,
            f"The {kind.value} card's {aspect_key!r} says what it compares: "
            f"{' or '.join(ASPECTS)}, not {given or describe_type(aspect_value)}.",
        )
    return Aspect(text) if text in ASPECTS else None


def _read_card_points(
    problems: Problems, card: dict[str, Any], path: str, kind: SharedKind
) -> tuple[tuple[int, int], ...] | None:
    """A generic card's printed points: per pair for a pairs card, else a table by count."""
    points_path = join_path(path, "points")
    if kind is not SharedKind.PAIRS:
        return _read_points_table(
            problems, card.get("points"), points_path, f"The {kind.value} card"
        )
    amount = _as_integer(
        problems,
        card.get("points"),
        points_path,
        "The pairs card's points per pair",
        0,
        MAX_CARD_POINTS,
    )
    return None if amount is None else ((0, amount),)


def _read_shared_card(problems: Problems, value: Any, path: str) -> SharedCard | None:
    if isinstance(value, str):
        return _read_named_card(problems, value, path)
    card = problems.as_object(value, path, "A shared objective")
    if card is None:
        return None
    kind_slug = problems.as_choice(
        card.get("type"),
        join_path(path, "type"),
        GENERIC_TYPES + RESONANCE_SLUGS,
        "The shared objective's type",
    )
    name = ""
    if card.get("name") is not None:
        text = problems.as_text(card["name"], join_path(path, "name"), "The card's name")
        name = (text or "").strip()
    if kind_slug is None:
        return None
    kind = SharedKind(kind_slug)
    if kind in (SharedKind.SHADE_RESONANCE, SharedKind.COLOR_RESONANCE):
        aspect = Aspect.SHADE if kind is SharedKind.SHADE_RESONANCE else Aspect.COLOR
        return SharedCard(kind, aspect, tuple(RESONANCE_POINTS.items()), name)
    read_aspect = _read_aspect(problems, card, path, kind)
    points = _read_card_points(problems, card, path, kind)
    if read_aspect is None or points is None:
        return None
    return SharedCard(kind, read_aspect, points, name)


def _read_shared_objectives(
    problems: Problems, value: Any, names: list[str], player_count: int, names_known: bool
) -> tuple[SharedPlacement, ...]:
    """The shared objective cards and the neighbours each lies between. The neighbours are
    checked against the players only when every player has a readable name of their own
    (``names_known``): otherwise an unmatched name may be that very player's."""
    path = "shared_objectives"
    if value is None:
        return ()
    entries = problems.as_list(value, path, "The shared objectives")
    if not entries:
        return ()
    if len(entries) > MAX_SHARED_OBJECTIVES:
        problems.add(
            path,
            f"{len(entries):,} shared objectives are listed; a game has at most one between "
            f"each pair of neighbours, so {MAX_SHARED_OBJECTIVES} are far more than enough.",
        )
        return ()
    if player_count < MIN_PLAYERS_FOR_SHARED_OBJECTIVES:
        problems.add(
            path,
            f"Panorama shared objectives need {MIN_PLAYERS_FOR_SHARED_OBJECTIVES} or more "
            f"players; this table has {player_count}.",
        )
    placements = [
        _read_placement(problems, entry, join_path(path, index), index, names, names_known)
        for index, entry in enumerate(entries)
    ]
    return tuple(placement for placement in placements if placement is not None)


def _read_neighbour(
    problems: Problems, data: dict[str, Any], path: str, index: int, side: str, seating: _Seating
) -> str | None:
    """The player on one side of a shared objective card, when the players can be matched."""
    names, names_known = seating
    side_path = join_path(path, side)
    raw = data.get(side)
    if not isinstance(raw, str) or not raw.strip():
        problems.add(
            side_path,
            f"Shared objective {index + 1} needs the {side} neighbour's name, "
            f"not {describe_type(raw) if not isinstance(raw, str) else 'empty text'}.",
        )
        return None
    seated = find_player(raw, names) if names_known else None
    if seated is None and names_known:
        problems.add(
            side_path,
            f"Shared objective {index + 1} names {raw.strip()[:40]!r} as its {side} "
            f"neighbour, but no player has that name.",
        )
    return seated


_Seating = tuple[list[str], bool]
"""The players' names, and whether every player has a readable name of their own."""


def _read_placement(
    problems: Problems,
    entry: Any,
    entry_path: str,
    index: int,
    names: list[str],
    names_known: bool,
) -> SharedPlacement | None:
    """One shared objective card and the two neighbours it lies between."""
    data = problems.as_object(entry, entry_path, f"Shared objective {index + 1}")
    if data is None:
        return None
    seating = (names, names_known)
    left = _read_neighbour(problems, data, entry_path, index, "left", seating)
    right = _read_neighbour(problems, data, entry_path, index, "right", seating)
    if left is not None and right is not None and left == right:
        problems.add(
            join_path(entry_path, "right"),
            f"Shared objective {index + 1} lies between {left} and {left}; a card lies "
            "between two different neighbours.",
        )
        left = None
    card = _read_shared_card(problems, data.get("objective"), join_path(entry_path, "objective"))
    if left is not None and right is not None and card is not None:
        return SharedPlacement(left, right, card)
    return None


def _read_final_round_order(
    problems: Problems, value: Any, names: list[str], player_count: int, names_known: bool
) -> tuple[str, ...] | None:
    """The final round's turn order. Its names are checked against the players only when every
    player has a readable name of their own (``names_known``); without that, only a count of
    turns that cannot match the table is reported."""
    path = "final_round_order"
    if value is None:
        return None
    entries = problems.as_list(
        value,
        path,
        "The final round's turn order",
        max_length=MAX_PLAYERS,
        too_long=lambda count: (
            f"The final round's turn order lists {count:,} turns; every player plays once, and "
            f"a game has at most {MAX_PLAYERS} players."
        ),
    )
    if entries is None:
        return None
    if not names_known:
        if 0 < player_count <= MAX_PLAYERS and len(entries) != player_count:
            problems.add(
                path,
                f"The final round's turn order lists {len(entries)} turns for {player_count} "
                "players; give every player once, first to play first.",
            )
        return None
    seen: list[str] = []
    order = [
        _read_turn(problems, entry, join_path(path, index), names, seen)
        for index, entry in enumerate(entries)
    ]
    valid = all(turn is not None for turn in order)
    missing = [name for name in names if name not in order]
    if valid and (missing or len(entries) != len(names)):
        problems.add(
            path,
            f"The final round's turn order leaves out {', '.join(missing)}; give every player "
            "once, first to play first.",
        )
        valid = False
    return tuple(turn for turn in order if turn is not None) if valid else None


def _read_turn(
    problems: Problems, entry: Any, entry_path: str, names: list[str], seen: list[str]
) -> str | None:
    """One turn of the final round: a seated player not already listed (``seen`` grows)."""
    if not isinstance(entry, str):
        problems.add(
            entry_path,
            f"A turn in the final round should name a player, not {describe_type(entry)}.",
        )
        return None
    seated = find_player(entry, names)
    if seated is None:
        problems.add(
            entry_path,
            f"The final round's turn order names {entry.strip()[:40]!r}, but no player has "
            "that name.",
        )
        return None
    if seated in seen:
        problems.add(
            entry_path,
            f"The final round's turn order lists {seated} twice; give every player once.",
        )
        return None
    seen.append(seated)
    return seated


def _read_edition(problems: Problems, value: Any) -> Edition:
    """The edition as the spec writes it (``"2017"`` or ``"2026"``); the year as a whole number
    is read too, but text must be exact (``" 2026 "`` is refused with the spelling to use)."""
    if value is None:
        return Edition.ORIGINAL
    editions = tuple(edition.value for edition in Edition)
    if isinstance(value, int) and not isinstance(value, bool) and str(value) in editions:
        return Edition(str(value))
    if isinstance(value, str) and value in editions:
        return Edition(value)
    exact = respelling(value, editions) if isinstance(value, str) else None
    if exact is not None:
        problems.add(
            "edition",
            f"The edition {shown(value)} is not written as the rules list it; "
            f"{spelling_advice(value, exact)}.",
        )
        return Edition.ORIGINAL
    described = shown(value) if isinstance(value, (str, int)) else describe_type(value)
    problems.add(
        "edition",
        f"The edition {described} is not known; use {' or '.join(editions)} "
        "(2026 scores the colour private objective 3 per die).",
    )
    return Edition.ORIGINAL


def _read_players(problems: Problems, raw_players: Any) -> tuple[list[Player], list[str], int]:
    """The players that can be read, every name that can be read, and how many are listed
    (also when too many to read, for later messages)."""
    players: list[Player] = []
    names: list[str] = []
    if raw_players is None:
        problems.add("players", "The table needs its players: a list of 1 to 6 players.")
        return players, names, 0
    entries = problems.as_list(
        raw_players,
        "players",
        "The player list",
        min_length=MIN_PLAYERS,
        max_length=MAX_PLAYERS,
        too_long=lambda count: (
            f"Sagrada is for {MIN_PLAYERS} to {MAX_PLAYERS} players; this table lists {count:,}."
        ),
    )
    player_count = len(raw_players) if isinstance(raw_players, list) else 0
    if entries is None:
        return players, names, player_count
    named: list[tuple[str, str]] = []
    for index, entry in enumerate(entries):
        path = join_path("players", index)
        name, player = _read_player(problems, entry, path, index, player_count == 1)
        if name is not None:
            named.append((join_path(path, "name"), name))
            names.append(name)
        if player is not None:
            players.append(player)
    problems.unique_names(named)
    return players, names, player_count


def parse(data: Any) -> Table:
    """Validate a decoded Sagrada table state and return it as a :class:`Table`.

    Raises one :class:`~scoring.errors.TableError` naming every problem found, each with the
    path of its field; never raises anything else, whatever ``data`` holds.

    >>> table = parse({"players": [{"name": "Ann", "private": "red",
    ...     "window": ["R1 Y2 G3 B4 P5", ". . . . .", ". . . . .", ". . . . ."]}]})
    >>> table.solo, table.players[0].window.row_text(1)
    (True, 'R1 Y2 G3 B4 P5')
    >>> parse({"players": []})
    Traceback (most recent call last):
    ...
    scoring.errors.TableError: players: The player list is empty; it needs at least one entry.
    """
    problems = Problems()
    state = problems.as_object(data, "", "The table state")
    if state is None:
        problems.raise_if_any()
        raise TableError([])  # pragma: no cover
    players, names, player_count = _read_players(problems, state.get("players"))
    names_known = names_tell_players_apart(names, player_count)
    solo = player_count == 1
    public = _read_public_objectives(problems, state.get("public_objectives"), solo)
    shared = _read_shared_objectives(
        problems, state.get("shared_objectives"), names, player_count, names_known
    )
    order = _read_final_round_order(
        problems, state.get("final_round_order"), names, player_count, names_known
    )
    edition = _read_edition(problems, state.get("edition"))
    solo_target: int | None = None
    if state.get("solo_target") is not None:
        solo_target = _as_integer(
            problems, state["solo_target"], "solo_target", "The solo target", 0, MAX_SOLO_TARGET
        )
    problems.raise_if_any()
    return Table(
        players=tuple(players),
        public_objectives=public,
        shared_objectives=shared,
        final_round_order=order,
        edition=edition,
        solo_target=solo_target,
    )


__all__ = ["EMPTY_CELL", "parse", "parse_window_row", "read_cell"]
