"""Reading a Sagrada table state (spec/sagrada.md, "Input") into a :class:`Table`.

:func:`parse` accepts any decoded JSON value and either returns a valid table or raises one
:class:`~scoring.errors.TableError` naming every problem, each with its path.
"""

from __future__ import annotations

from scoring.errors import TableError
from scoring.i18n import _
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
from scoring.sagrada.words import say
from scoring.validation import (
    Problems,
    describe_type,
    find_player,
    join_path,
    name_key,
    names_tell_players_apart,
    respelling,
    shared_names,
    shown,
    spelling_advice,
)
from scoring.wording import grouped

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

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
        say(
            words.NOT_A_DIE,
            given=repr(text[:12]),
            letters=LETTERS,
            lowest=MIN_VALUE,
            highest=MAX_VALUE,
            empty=EMPTY_CELL,
        )
    )


def _read_row(
    problems: Problems, value: Any, path: str, owner: str, row_number: int | None
) -> Row | None:
    if row_number is None:
        row_words = _(words.THIS_ROW)
    elif owner:
        row_words = say(words.OWNERS_WINDOW_ROW, name=owner, row=row_number)
    else:
        row_words = say(words.THE_WINDOW_ROW, row=row_number)
    if not isinstance(value, str):
        problems.add(path, say(words.ROW_NOT_TEXT, row=row_words, given=describe_type(value)))
        return None
    cells = value.split()
    valid = len(cells) == COLUMNS
    if not valid:
        # Said with every cell that does not read either (issue 26): one round to fix a row.
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
    row: list[Die | None] = []
    # A row far too long is not read cell by cell (a bounded number of problems).
    for column, cell in enumerate(cells[: COLUMNS * 2], start=1):
        try:
            row.append(read_cell(cell))
        except ValueError as error:
            problems.add(
                path, say(words.ROW_CELL_PROBLEM, row=row_words, column=column, problem=error)
            )
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
            say(words.WINDOW_NOT_A_LIST, name=owner, rows=ROWS, given=describe_type(value)),
        )
        return None
    if len(value) != ROWS:
        problems.add(
            path, say(words.WINDOW_ROW_COUNT, name=owner, count=grouped(len(value)), rows=ROWS)
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
            else say(words.WRITE_THE_COLOUR, exact=repr(exact))
        )
        problems.add(path, say(words.PRIVATE_MISSPELT, name=owner, given=shown(value), how=how))
        return None
    problems.add(
        path,
        say(words.PRIVATE_NOT_A_COLOUR, name=owner, given=repr(value[:40]), colours=COLOR_NAMES),
    )
    return None


def _read_focal_point(problems: Problems, value: Any, path: str, owner: str) -> FocalPoint | None:
    card = problems.as_object(value, path, say(words.FOCAL_CARD, name=owner))
    if card is None:
        return None
    name = ""
    if card.get("name") is not None:
        text = problems.as_text(card["name"], join_path(path, "name"), _(words.FOCAL_NAME))
        name = (text or "").strip()
    spaces_path = join_path(path, "spaces")
    if "spaces" not in card:
        problems.add(spaces_path, say(words.FOCAL_NEEDS_SPACES, name=owner))
        return None
    if card["spaces"] == []:
        problems.add(spaces_path, say(words.FOCAL_NO_SPACES, name=owner, most=MAX_FOCAL_SPACES))
        return None
    spaces = problems.as_list(
        card["spaces"],
        spaces_path,
        say(words.FOCAL_SPACES, name=owner),
        max_length=MAX_FOCAL_SPACES,
        too_long=lambda count: say(
            words.FOCAL_TOO_MANY, name=owner, most=MAX_FOCAL_SPACES, count=grouped(count)
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
                say(words.FOCAL_TWICE, name=owner, row=position[0], column=position[1]),
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
        problems.add(path, say(words.HUGE_NUMBER, what=what, lowest=minimum, highest=maximum))
        return None
    return problems.as_integer(value, path, what, minimum, maximum)


def _shown(number: int) -> str:
    """A number for a message, without printing an absurdly long one."""
    return str(number) if abs(number) < 10**9 else _(words.A_HUGE_NUMBER)


def _read_position(problems: Problems, value: Any, path: str, owner: str) -> Position | None:
    pair = isinstance(value, list) and len(value) == 2
    parts = [_whole_number(part) for part in value] if pair else []
    if len(parts) != 2 or parts[0] is None or parts[1] is None:
        problems.add(
            path, say(words.FOCAL_SPACE_NOT_A_PAIR, name=owner, given=describe_type(value))
        )
        return None
    row, column = parts[0], parts[1]
    if not (1 <= row <= ROWS and 1 <= column <= COLUMNS):
        problems.add(
            path,
            say(
                words.FOCAL_SPACE_OUTSIDE,
                name=owner,
                row=_shown(row),
                column=_shown(column),
                rows=ROWS,
                columns=COLUMNS,
            ),
        )
        return None
    return (row, column)


def _read_solo_colors(
    problems: Problems, value: list[Any], path: str, owner: str, solo: bool
) -> SoloColors | None:
    """A list of private colours: only a solo player is dealt two (spec/sagrada.md, "Solo"),
    so anything but exactly two different colours in a solo game is refused."""
    if not solo or len(value) != SOLO_PRIVATE_COLORS:
        sentence = words.SOLO_COLOUR_COUNT if solo else words.COLOURS_NOT_SOLO
        colours = words.colours_listed(len(value))
        problems.add(path, say(sentence, name=owner, colours=colours, dealt=SOLO_PRIVATE_COLORS))
        return None
    colors: list[Color] = []
    valid = True
    for index, entry in enumerate(value):
        color = _read_solo_color(problems, entry, join_path(path, index), owner, index)
        if color is None:
            valid = False
        elif color in colors:
            problems.add(
                join_path(path, index),
                say(
                    words.SOLO_COLOUR_TWICE,
                    name=owner,
                    colour=color.label,
                    dealt=SOLO_PRIVATE_COLORS,
                ),
            )
            valid = False
        else:
            colors.append(color)
    if not valid:
        return None
    return SoloColors((colors[0], colors[1]))


def _read_solo_color(
    problems: Problems, entry: Any, path: str, owner: str, index: int
) -> Color | None:
    """A solo player's first or second private colour (``index`` 0 or 1), or None."""
    if not isinstance(entry, str) or not entry.strip():
        sentence = (
            words.FIRST_COLOUR_NOT_A_COLOUR if index == 0 else words.SECOND_COLOUR_NOT_A_COLOUR
        )
        given = describe_type(entry) if not isinstance(entry, str) else _(words.EMPTY_TEXT)
        problems.add(path, say(sentence, name=owner, colours=COLOR_NAMES, given=given))
        return None
    return _read_color(problems, entry, path, owner)


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
                path, say(words.PRIVATE_OBJECT_WITHOUT_FOCAL, name=owner, colours=COLOR_NAMES)
            )
            return None
        return _read_focal_point(
            problems, value["focal_point"], join_path(path, "focal_point"), owner
        )
    if value is None:
        # The form's blank private objective lands here: the colours as the reader names them
        # (a value that is not a colour, only typed through the API, lists the contract's).
        problems.add(path, say(words.NEEDS_PRIVATE, name=owner, colours=words.colour_words()))
        return None
    problems.add(
        path,
        say(words.PRIVATE_NOT_READ, name=owner, colours=COLOR_NAMES, given=describe_type(value)),
    )
    return None


def _read_player(
    problems: Problems,
    value: Any,
    path: str,
    index: int,
    solo: bool,
    shared_names: frozenset[str] = frozenset(),
) -> tuple[str | None, Player | None]:
    data = problems.as_object(value, path, say(words.PLAYER_NUMBER, number=index + 1))
    if data is None:
        return None, None
    name = problems.player_name(data.get("name"), join_path(path, "name"))
    if name is None:
        owner = say(words.PLAYER_NUMBER, number=index + 1)
    elif name_key(name) in shared_names:  # Two "Ann": each problem says which seat it means.
        owner = say(words.PLAYER_N_NAMED, number=index + 1, name=name)
    else:
        owner = name
    window_path = join_path(path, "window")
    window: Window | None = None
    if "window" not in data:
        problems.add(window_path, say(words.NEEDS_WINDOW, name=owner, rows=ROWS, columns=COLUMNS))
    else:
        window = _read_window(problems, data["window"], window_path, owner)
    private = _read_private(problems, data.get("private"), join_path(path, "private"), owner, solo)
    favor_tokens: int | None = 0
    if data.get("favor_tokens") is not None:
        favor_tokens = _as_integer(
            problems,
            data["favor_tokens"],
            join_path(path, "favor_tokens"),
            say(words.FAVOR_TOKENS_OF, name=owner),
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
    entries = problems.as_list(value, path, _(words.THE_PUBLIC_OBJECTIVES))
    if entries is None:
        return ()
    limit = SOLO_MAX_PUBLIC_OBJECTIVES if solo else MAX_PUBLIC_OBJECTIVES
    if len(entries) > limit:
        sentence = words.SOLO_TOO_MANY_PUBLIC if solo else words.TOO_MANY_PUBLIC
        problems.add(path, say(sentence, most=limit, count=grouped(len(entries))))
        return ()
    objectives: list[PublicObjective] = []
    for index, entry in enumerate(entries):
        slug = problems.as_choice(
            entry, join_path(path, index), PUBLIC_SLUGS, _(words.THE_PUBLIC_OBJECTIVE)
        )
        if slug is None:
            continue
        objective = PublicObjective(slug)
        if objective in objectives:
            problems.add(
                join_path(path, index), say(words.PUBLIC_TWICE, card=_(objective.card.name))
            )
        else:
            objectives.append(objective)
    return tuple(objectives)


def _read_points_table(
    problems: Problems, value: Any, path: str, what: str
) -> tuple[tuple[int, int], ...] | None:
    table = problems.as_object(value, path, say(words.CARDS_POINTS, what=what))
    if table is None:
        return None
    if not table:
        problems.add(path, say(words.POINTS_EMPTY, what=what))
        return None
    if len(table) > MAX_CARD_COUNT:
        problems.add(
            path,
            say(words.POINTS_TOO_MANY, what=what, count=grouped(len(table)), most=MAX_CARD_COUNT),
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
                say(
                    words.POINTS_BAD_COUNT,
                    what=what,
                    given=repr(str(key)[:20]),
                    most=MAX_CARD_COUNT,
                ),
            )
            valid = False
            continue
        amount = _as_integer(
            problems,
            points,
            entry_path,
            say(words.POINTS_FOR, what=what, count=count),
            0,
            MAX_CARD_POINTS,
        )
        if amount is None:
            valid = False
        elif count in entries:
            problems.add(entry_path, say(words.POINTS_COUNT_TWICE, what=what, count=count))
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
            say(words.SHARED_MISSPELT, given=shown(value), how=spelling_advice(value, exact)),
        )
        return None
    problems.add(
        path,
        say(
            words.SHARED_UNKNOWN,
            given=repr(value[:40]),
            cards=say(words.EITHER, first=RESONANCE_SLUGS[0], second=RESONANCE_SLUGS[1]),
            types=", ".join(GENERIC_TYPES),
        ),
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
            say(
                words.ASPECT_MISSPELT,
                kind=kind.value,
                key=repr(aspect_key),
                given=shown(text),
                how=spelling_advice(text, exact),
            ),
        )
    elif text not in ASPECTS:
        given = repr(aspect_value[:20]) if isinstance(aspect_value, str) else None
        problems.add(
            aspect_path,
            say(
                words.ASPECT_UNKNOWN,
                kind=kind.value,
                key=repr(aspect_key),
                aspects=say(words.EITHER, first=ASPECTS[0], second=ASPECTS[1]),
                given=given or describe_type(aspect_value),
            ),
        )
    return Aspect(text) if text in ASPECTS else None


def _read_card_points(
    problems: Problems, card: dict[str, Any], path: str, kind: SharedKind
) -> tuple[tuple[int, int], ...] | None:
    """A generic card's printed points: per pair for a pairs card, else a table by count."""
    points_path = join_path(path, "points")
    if kind is not SharedKind.PAIRS:
        return _read_points_table(
            problems, card.get("points"), points_path, say(words.THE_KIND_CARD, kind=kind.value)
        )
    amount = _as_integer(
        problems,
        card.get("points"),
        points_path,
        _(words.PAIRS_POINTS),
        0,
        MAX_CARD_POINTS,
    )
    return None if amount is None else ((0, amount),)


def _read_shared_card(problems: Problems, value: Any, path: str) -> SharedCard | None:
    if isinstance(value, str):
        return _read_named_card(problems, value, path)
    card = problems.as_object(value, path, _(words.A_SHARED_OBJECTIVE))
    if card is None:
        return None
    kind_slug = problems.as_choice(
        card.get("type"),
        join_path(path, "type"),
        GENERIC_TYPES + RESONANCE_SLUGS,
        _(words.SHARED_TYPE),
    )
    name = ""
    if card.get("name") is not None:
        text = problems.as_text(card["name"], join_path(path, "name"), _(words.CARDS_NAME))
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
    entries = problems.as_list(value, path, _(words.THE_SHARED_OBJECTIVES))
    if not entries:
        return ()
    if len(entries) > MAX_SHARED_OBJECTIVES:
        problems.add(
            path,
            say(words.TOO_MANY_SHARED, count=grouped(len(entries)), most=MAX_SHARED_OBJECTIVES),
        )
        return ()
    if player_count < MIN_PLAYERS_FOR_SHARED_OBJECTIVES:
        problems.add(
            path,
            say(
                words.SHARED_NEED_PLAYERS,
                fewest=MIN_PLAYERS_FOR_SHARED_OBJECTIVES,
                count=player_count,
            ),
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
        sentence = words.LEFT_NEIGHBOUR_NEEDED if side == "left" else words.RIGHT_NEIGHBOUR_NEEDED
        given = describe_type(raw) if not isinstance(raw, str) else _(words.EMPTY_TEXT)
        problems.add(side_path, say(sentence, number=index + 1, given=given))
        return None
    seated = find_player(raw, names) if names_known else None
    if seated is None and names_known:
        sentence = words.LEFT_NEIGHBOUR_UNKNOWN if side == "left" else words.RIGHT_NEIGHBOUR_UNKNOWN
        problems.add(side_path, say(sentence, number=index + 1, given=repr(raw.strip()[:40])))
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
    data = problems.as_object(entry, entry_path, say(words.SHARED_NUMBER, number=index + 1))
    if data is None:
        return None
    seating = (names, names_known)
    left = _read_neighbour(problems, data, entry_path, index, "left", seating)
    right = _read_neighbour(problems, data, entry_path, index, "right", seating)
    if left is not None and right is not None and left == right:
        problems.add(
            join_path(entry_path, "right"),
            say(words.SHARED_SAME_NEIGHBOUR, number=index + 1, name=left),
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
        _(words.TURN_ORDER),
        max_length=MAX_PLAYERS,
        too_long=lambda count: say(
            words.TURN_ORDER_TOO_LONG, count=grouped(count), most=MAX_PLAYERS
        ),
    )
    if entries is None:
        return None
    if not names_known:
        if 0 < player_count <= MAX_PLAYERS and len(entries) != player_count:
            problems.add(
                path, say(words.TURN_ORDER_COUNT, count=len(entries), players=player_count)
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
        problems.add(path, say(words.TURN_ORDER_LEAVES_OUT, names=", ".join(missing)))
        valid = False
    return tuple(turn for turn in order if turn is not None) if valid else None


def _read_turn(
    problems: Problems, entry: Any, entry_path: str, names: list[str], seen: list[str]
) -> str | None:
    """One turn of the final round: a seated player not already listed (``seen`` grows)."""
    if not isinstance(entry, str):
        problems.add(entry_path, say(words.TURN_NOT_A_NAME, given=describe_type(entry)))
        return None
    seated = find_player(entry, names)
    if seated is None:
        problems.add(entry_path, say(words.TURN_UNKNOWN, given=repr(entry.strip()[:40])))
        return None
    if seated in seen:
        problems.add(entry_path, say(words.TURN_TWICE, name=seated))
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
            say(words.EDITION_MISSPELT, given=shown(value), how=spelling_advice(value, exact)),
        )
        return Edition.ORIGINAL
    described = shown(value) if isinstance(value, (str, int)) else describe_type(value)
    problems.add(
        "edition",
        say(
            words.EDITION_UNKNOWN,
            given=described,
            editions=say(words.EITHER, first=editions[0], second=editions[1]),
        ),
    )
    return Edition.ORIGINAL


def _read_players(problems: Problems, raw_players: Any) -> tuple[list[Player], list[str], int]:
    """The players that can be read, every name that can be read, and how many are listed
    (also when too many to read, for later messages)."""
    players: list[Player] = []
    names: list[str] = []
    if raw_players is None:
        problems.add("players", _(words.NEEDS_PLAYERS))
        return players, names, 0
    entries = problems.as_list(
        raw_players,
        "players",
        _(words.THE_PLAYER_LIST),
        min_length=MIN_PLAYERS,
        max_length=MAX_PLAYERS,
        too_long=lambda count: say(
            words.TOO_MANY_PLAYERS, fewest=MIN_PLAYERS, most=MAX_PLAYERS, count=grouped(count)
        ),
    )
    player_count = len(raw_players) if isinstance(raw_players, list) else 0
    if entries is None:
        return players, names, player_count
    named: list[tuple[str, str]] = []
    shared = shared_names(entries)
    for index, entry in enumerate(entries):
        path = join_path("players", index)
        name, player = _read_player(problems, entry, path, index, player_count == 1, shared)
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
    state = problems.as_object(data, "", _(words.THE_TABLE_STATE))
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
            problems,
            state["solo_target"],
            "solo_target",
            _(words.THE_SOLO_TARGET),
            0,
            MAX_SOLO_TARGET,
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
