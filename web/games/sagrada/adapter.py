"""Sagrada's web adapter: its form read into the contract's table state and back, its
edit buttons (``apply_action``), its room parts and what its result page is given.

The form's classes and choices are in ``forms``, the result's own drawing in ``result``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any, cast

from flask_babel import lazy_gettext as _l
from markupsafe import Markup
from wtforms import FormField

from scoring.errors import Problem, TableError
from scoring.i18n import N_
from scoring.sagrada import (
    COLORS,
    COLUMNS,
    EMPTY_CELL,
    MAX_FAVOR_TOKENS,
    MAX_PLAYERS,
    MIN_PLAYERS_FOR_SHARED_OBJECTIVES,
    ROWS,
    SHARED_OBJECTIVES,
    Edition,
    PublicObjective,
    parse_window_row,
    read_cell,
)
from scoring.sagrada import words as sagrada_words
from scoring.validation import name_key, shared_names
from web.forms.edits import NOTHING, edit_attribute
from web.forms.fastpost import form_view
from web.forms.fields import (
    FieldList,
    action_index,
    list_at,
    read_index,
    seat_name,
    text_at,
    walk_fields,
)
from web.games.base import (
    NO_INDEX_MAPS,
    FormState,
    GameAdapter,
    IndexMaps,
    OfflineVariant,
    PartSpec,
)
from web.games.sagrada import parts as sagrada_parts
from web.games.sagrada.forms import (
    COLOR_LABELS,
    COLOR_NAMES,
    DEFAULT_PLAYERS,
    DIE_CODES,
    FOCAL,
    FOCAL_KEYS,
    SPACES,
    VALUES,
    PlayerForm,
    SharedCardForm,
    TableForm,
    player_count,
)
from web.games.sagrada.result import (
    neighbour_column,
    objective_rows,
    row_drawn,
    row_of_dice,
    row_words,
    window_dice,
    window_words,
)
from web.platform.i18n import current_language
from web.platform.translate import gettext as _

COLOR_OF_LETTER = dict(COLORS)

RESONANCE_KINDS = ("shade_resonance", "color_resonance")
GENERIC_KINDS = ("count_each", "distinct", "pairs")
COLOR_WORDS = {
    "red": _l("red"),
    "yellow": _l("yellow"),
    "green": _l("green"),
    "blue": _l("blue"),
    "purple": _l("purple"),
}
"""A colour inside a sentence ("16/20 dice · green")."""
TURN_WORDS = (
    _l("First to play"),
    _l("Second to play"),
    _l("Third to play"),
    _l("Fourth to play"),
    _l("Fifth to play"),
    _l("Sixth to play"),
)
"""The final round's turns, as the tie-breaker's form labels them (at most 6 players)."""


def space_words() -> list[list[str]]:
    """Every window space as players name it ("Row 2, column 5"), by row then column."""
    return [
        [
            _("Row %(row)d, column %(column)d", row=row, column=column)
            for column in range(1, COLUMNS + 1)
        ]
        for row in range(1, ROWS + 1)
    ]


# The lean select of a window space: 6 players × 20 spaces × 31 choices add up, so the options
# are written without optional end tags or repeated attributes (static/games/sagrada.js copies
# each colour group's data-tone onto its options for the picker).


# What the template needs to know about the form.


def player_names(form: TableForm) -> list[str]:
    """The seated players' names; a blank name reads 'Player 2', as its placeholder shows."""
    entries = form.players.entries
    return [seat_name(entries[seat].form.name.data, seat) for seat in range(player_count(form))]


def neighbour_pairs(count: int) -> list[tuple[int, int]]:
    """Seats sharing a shared objective card, left player first: each with the next seat."""
    if count < MIN_PLAYERS_FOR_SHARED_OBJECTIVES:
        return []
    return [(seat, (seat + 1) % count) for seat in range(count)]


def text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


UNREAD_MARK = "\u2060"
"""Put before a typed cell the page's language does not read but the contract's letters would
(``G5`` typed on an Italian page, where G is neither *giallo* nor *verde*), so the scorer does
not read it as the contract's die either; taken off again wherever the row is shown
(:func:`state_row_data`). An invisible word joiner: a room keeping the row shows it unchanged."""

TYPED_NOT_A_DIE = N_(
    "%(given)s is not a die; write a colour's initial (%(initials)s) or its name and a value "
    "%(lowest)d–%(highest)d, like %(example)s, or %(empty)s for an empty space"
)
"""A typed cell the page's language does not read (the scorer's own sentence names the
contract's letters, which the API and the command line read)."""


@cache
def _colour_spellings(language: str) -> dict[str, str]:
    spellings: dict[str, str] = {}
    for letter, label in COLORS:
        for spelling in (sagrada_words.die_initial(letter), sagrada_words.colour_word(label)):
            if spellings.setdefault(spelling.upper(), letter) != letter:
                raise ValueError(f"{spelling!r} would be two colours in {language}")
    return spellings


def colour_spellings() -> dict[str, str]:
    """How a typed cell may write a colour on this page, in capitals, with the contract's
    letter it stands for: the initial the page's dice show (``scoring/sagrada/words.py``
    ``die_initial``: R, Y, G, B, P in English; R, Gi, Ve, B, Vi in Italian, so Verde and Viola
    are told apart and G, *giallo* to an Italian, is no colour there) or the colour's name.
    The contract (the API, the command line) keeps its English letters."""
    return _colour_spellings(current_language())


@cache
def _cell_codes(language: str) -> dict[str, str]:
    codes = {EMPTY_CELL: ""}
    for spelling, letter in _colour_spellings(language).items():
        codes.update({f"{spelling}{value}": f"{letter}{value}" for value in VALUES})
    return codes


def cell_codes() -> dict[str, str]:
    """Every cell a typed row may hold on this page, in capitals, with the contract's code it
    stands for ("" for the empty mark): a colour as :func:`colour_spellings` writes it, then
    the value: ``VE5`` and ``VERDE5`` are ``G5`` on an Italian page."""
    return _cell_codes(current_language())


def typed_cell_code(cell: str) -> str | None:
    """The contract's code of one typed cell ("" for the empty mark), None when it is none."""
    return cell_codes().get(cell.strip().upper())


def typed_row_codes(typed: str) -> list[str] | None:
    """A typed row's 5 codes (the empty mark as ""), or None: it does not read on this page."""
    cells = typed.split()
    if len(cells) != COLUMNS:
        return None
    codes = [typed_cell_code(cell) for cell in cells]
    return None if None in codes else cast(list[str], codes)


def contract_row(typed: str) -> str:
    """A typed row as the scorer reads it: each cell the page reads as the contract's code, and
    every other one as typed, marked (:data:`UNREAD_MARK`) if the contract's letters would read
    it, so a row that does not read here does not read there either."""
    cells = []
    for cell in typed.split():
        code = typed_cell_code(cell)
        if code is not None:
            cells.append(code or EMPTY_CELL)
            continue
        try:
            read_cell(cell)
        except ValueError:
            cells.append(cell)
        else:
            cells.append(UNREAD_MARK + cell)
    return " ".join(cells)


def typed_row_initials() -> str:
    """The colour initials a typed row takes on this page, as a list: "R, Gi, Ve, B, Vi"."""
    return ", ".join(sagrada_words.die_initial(letter) for letter, _name in COLORS)


def typed_row_example() -> str:
    """The typed-row example in this page's initials: "R5 Gi2 . B6 Ve1" in Italian."""
    return " ".join(sagrada_words.die_shown(code) for code in ["R5", "Y2", ".", "B6", "G1"])


def typed_cell_problem(given: str) -> str:
    """Why a typed cell is not a die, naming the initials this page reads."""
    return _(
        TYPED_NOT_A_DIE,
        given=given,
        initials=typed_row_initials(),
        lowest=VALUES[0],
        highest=VALUES[-1],
        example=sagrada_words.die_shown("G5"),
        empty=EMPTY_CELL,
    )


def typed_row_problems(typed: str, owner: str, row: int) -> list[str]:
    """Everything wrong with a typed row that does not read on this page, at once, in the
    scorer's sentences (``scoring/sagrada/parsing.py`` ``_read_row``) with this page's
    initials: its number of cells, then each cell that is not a die (10 cells at most)."""
    say = sagrada_words.say
    if owner:
        row_words = say(sagrada_words.OWNERS_WINDOW_ROW, name=owner, row=row)
    else:
        row_words = say(sagrada_words.THE_WINDOW_ROW, row=row)
    cells = typed.split()
    problems = []
    if len(cells) != COLUMNS:
        problems.append(
            say(
                sagrada_words.ROW_CELL_COUNT,
                row=row_words,
                cells=sagrada_words.cells(len(cells)),
                columns=COLUMNS,
                empty=EMPTY_CELL,
            )
        )
    for column, cell in enumerate(cells[: COLUMNS * 2], start=1):
        if typed_cell_code(cell) is None:
            problem = typed_cell_problem(repr(cell[:12]))
            problems.append(
                say(sagrada_words.ROW_CELL_PROBLEM, row=row_words, column=column, problem=problem)
            )
    return [str(problem) for problem in problems]


def window_rows(player: PlayerForm) -> list[str]:
    """A player's window as the contract's 4 row strings: a typed row wins over its spaces."""
    rows = []
    for row in range(ROWS):
        typed = text(player.window.entries[row].data)
        if typed:
            rows.append(contract_row(typed))
            continue
        cells = player.cells.entries[row * COLUMNS : (row + 1) * COLUMNS]
        rows.append(" ".join(text(cell.data) or EMPTY_CELL for cell in cells))
    return rows


def dice_count(player: PlayerForm) -> int:
    """How many dice the window holds, for the section's one-line summary (a code that is
    not a die, in a typed row still to fix, is not counted)."""
    dice = 0
    for row in range(ROWS):
        typed = text(player.window.entries[row].data)
        if typed:
            dice += sum(1 for cell in typed.split() if typed_cell_code(cell))
        else:
            cells = player.cells.entries[row * COLUMNS : (row + 1) * COLUMNS]
            dice += sum(1 for cell in cells if text(cell.data) in DIE_CODES)
    return dice


def typed_rows_left(player: PlayerForm) -> list[int]:
    """The rows (1-based) still typed: ones that do not read yet, which stand in for the grid
    row (:func:`prepare_form` moved every other typed row into the spaces)."""
    return [row + 1 for row in range(ROWS) if text(player.window.entries[row].data)]


TYPED_ROW_NOTE = N_("Row %(row)d is read from its typed row below: its spaces here are not used.")
"""Above a window whose row stays typed (it does not read yet): the grid row is not used."""
TYPED_ROW_TO_FIX = N_(
    "Row %(row)d is read from its typed row below, which needs fixing: "
    "its spaces here are not used."
)
"""The same, when the form shows that typed row's errors."""
TYPED_ROW_SPACE = N_("%(space)s (read from the typed row below)")
"""A grid space's label while its row stays typed."""


def typed_row_note(row: int, errors: object = None) -> str:
    """The note above a window for its row ``row`` (1-based) still typed: it needs fixing
    when the form shows ``errors`` for that row."""
    return _(TYPED_ROW_TO_FIX if errors else TYPED_ROW_NOTE, row=row)


def typed_row_space(space: str) -> str:
    """A grid space's label while its row stays typed."""
    return _(TYPED_ROW_SPACE, space=space)


def offline_words(kept: bool = True) -> str:
    """The sentences static/games/sagrada.js draws, as JSON written once into the form
    (placeholders as ``{name}``): what it says under a typed row that does not read
    (:func:`typed_row_problem_words`), and, in the blank form the service worker keeps for
    drawing an edit with no connection (``kept``, static/games/sagrada-offline.js reads them
    there only), a typed row's note and its spaces' labels, and the private objective in a
    player's one-line summary. Built here, as the server's own page builds them, so both say
    the same words. Not ``kept``, the form a player opens goes without the offline ones (issue
    24: 0.2 KB of the Italian form's first load)."""
    if not kept:
        return json.dumps(typed_row_problem_words(), ensure_ascii=False)
    words = {
        "note": _(TYPED_ROW_NOTE).replace("%(row)d", "{row}"),
        "space": _(TYPED_ROW_SPACE).replace("%(space)s", "{space}"),
        "focal": _("Focal Point"),
        "focalNamed": _("Focal Point %(name)s").replace("%(name)s", "{name}"),
        "either": _("%(first)s or %(second)s")
        .replace("%(first)s", "{first}")
        .replace("%(second)s", "{second}"),
        "none": _("no private yet"),
        "colours": {kind: str(word) for kind, word in COLOR_WORDS.items()},
        **typed_row_problem_words(),
    }
    return json.dumps(words, ensure_ascii=False)


def typed_row_problem_words() -> dict[str, str]:
    """What static/games/sagrada.js says under a typed row that does not read, as soon as it
    is typed (issue 26): the scorer's own sentences (parse_window_row's), for "This row", with
    ``{cells}``, ``{count}``, ``{column}`` and ``{given}`` left for the phone to fill."""
    row = str(_(sagrada_words.THIS_ROW))
    not_a_die = typed_cell_problem("{given}")
    return {
        "rowCount": str(
            sagrada_words.say(
                sagrada_words.ROW_CELL_COUNT,
                row=row,
                cells="{cells}",
                columns=COLUMNS,
                empty=EMPTY_CELL,
            )
        ),
        "cellsOne": sagrada_words.cells(1).replace("1", "{count}", 1),
        "cellsMany": sagrada_words.cells(7).replace("7", "{count}", 1),
        "cellProblem": str(
            sagrada_words.say(
                sagrada_words.ROW_CELL_PROBLEM, row=row, column="{column}", problem=not_a_die
            )
        ),
    }


def row_reading() -> dict[str, Any]:
    """How a typed window row reads on this page ("R5 Y2 . B6 G1"; "R5 Gi2 . B6 Ve1" in
    Italian), as data for static/games/sagrada.js, which puts a row that reads into its spaces
    as soon as it is typed and, with no connection, as :meth:`SagradaAdapter.prepare_form` does:
    a row's cells (split at spaces, read in capitals), the empty mark, and a die as a colour's
    spelling (:func:`colour_spellings`, with the contract's letter) and then one of the values,
    so the phone knows no spelling of its own.

    >>> reading = row_reading()
    >>> reading["columns"], reading["empty"], reading["values"], reading["colours"]["GREEN"]
    (5, '.', '123456', 'G')
    """
    return {
        "columns": COLUMNS,
        "empty": EMPTY_CELL,
        "values": "".join(str(value) for value in VALUES),
        "colours": colour_spellings(),
    }


def second_color(player: PlayerForm, solo: bool) -> str:
    """The second private colour a solo player entered, or '' (outside solo, or beside a Focal
    Point card, it is kept in the form but not used)."""
    if not solo or text(player.private.form.kind.data) == FOCAL:
        return ""
    return text(player.private.form.second.data)


def private_words(player: PlayerForm, solo: bool = False) -> str:
    """The player's private objective in their section's one-line summary."""
    kind = text(player.private.form.kind.data)
    if kind == FOCAL:
        name = text(player.private.form.focal_point.form["name"].data)
        return str(_("Focal Point %(name)s", name=name)) if name else str(_("Focal Point"))
    second = second_color(player, solo)
    if kind in COLOR_NAMES and second in COLOR_NAMES:
        return str(
            _("%(first)s or %(second)s", first=COLOR_WORDS[kind], second=COLOR_WORDS[second])
        )
    return str(COLOR_WORDS[kind]) if kind in COLOR_NAMES else str(_("no private yet"))


def _untouched(field: Any) -> bool:
    """True when a field holds what a blank form would: posting nothing for it restores it."""
    value = field.data
    if isinstance(value, bool) or value is None:
        return not value
    return value == field.default or (value == "" and field.default in (None, ""))


def hidden_entries(entries: FieldList, start: int) -> list[tuple[str, str]]:
    """(name, value) of every field of the list's entries from ``start`` on, which this player
    count does not show, so changing the count and back loses and moves nothing.

    Empty fields are kept too: WTForms packs a list's entries by the indices posted, so a
    missing empty space would move every die after it (issue 14). Only a run of untouched
    entries at the end is left out, which a blank form restores by itself. A checkbox is
    posted only when ticked, as a browser does.
    """
    kept: list[list[tuple[str, str]]] = []
    last_touched = -1
    for entry in entries.entries[start:]:
        pairs: list[tuple[str, str]] = []
        touched = False
        for field in walk_fields([entry]):
            if isinstance(field, (FieldList, FormField)):
                continue
            touched = touched or not _untouched(field)
            value = field.data
            if isinstance(value, bool):
                if value:
                    pairs.append((field.name, "y"))
            else:
                pairs.append((field.name, value if isinstance(value, str) else ""))
        kept.append(pairs)
        if touched:
            last_touched = len(kept) - 1
    return [pair for pairs in kept[: last_touched + 1] for pair in pairs]


# Form → table state.


def number_or_text(value: Any) -> Any:
    """A whole number typed in a box, or the text itself for the scorer to explain."""
    typed = text(value)
    try:
        return int(typed)
    except ValueError:
        return typed


def private_state(player: PlayerForm, solo: bool = False) -> Any:
    """The player's private objective as the contract writes it; a solo player's two colours
    as a list (the scorer refuses a second colour that repeats the first)."""
    private = player.private.form
    kind = text(private.kind.data)
    second = second_color(player, solo)
    if second:
        return [kind, second]
    if kind != FOCAL:
        return kind or None
    focal = private.focal_point.form
    spaces = focal.spaces.form
    card: dict[str, Any] = {
        "spaces": [[row, column] for row, column, key in FOCAL_KEYS if spaces[key].data]
    }
    if text(focal["name"].data):
        card["name"] = text(focal["name"].data)
    return {"focal_point": card}


def points_table(typed: str) -> dict[str, Any]:
    """'3:4 4:8' (or '3=4, 4=8') → {'3': 4, '4': 8}; a piece that is not 'count:points' is
    passed on as it is, for the scorer to explain."""
    table: dict[str, Any] = {}
    for piece in typed.replace(",", " ").replace(";", " ").split():
        count, separator, points = piece.replace("=", ":").partition(":")
        table[count] = number_or_text(points) if separator else ""
    return table


def shared_card_state(card: SharedCardForm) -> Any:
    kind = text(card.type.data)
    if kind not in GENERIC_KINDS:
        return kind
    aspect = text(card.of.data)
    state: dict[str, Any] = {"type": kind}
    if kind == "pairs":
        state["match"] = aspect
        state["points"] = number_or_text(card.points.data)
    else:
        state["of"] = aspect
        state["points"] = points_table(text(card.points.data))
    if text(card["name"].data):
        state["name"] = text(card["name"].data)
    return state


def turn_name(form: TableForm, seat: str, names: list[str]) -> str:
    """The player a final-round turn names: a seat number, even one this player count does not
    show (the scorer then says no such player is playing), or the text itself."""
    number = read_index(seat) or 0
    if 0 < number <= len(names):
        return names[number - 1]
    if 0 < number <= MAX_PLAYERS:
        return seat_name(form.players.entries[number - 1].form.name.data, number - 1)
    return seat


# Table state → form (to edit a table scored before).


def state_row_data(row: Any) -> tuple[str, list[str]]:
    """A state row as (typed text, 5 cells): valid rows fill the cells, others stay typed, each
    cell the contract reads written as this page's dice are (``Ve5`` for ``G5`` in Italian)."""
    try:
        dice = parse_window_row(row)
    except TableError:
        if not isinstance(row, str):
            return "", [""] * COLUMNS
        cells = []
        for cell in row.replace(UNREAD_MARK, "").split():
            try:
                die = read_cell(cell)
            except ValueError:
                cells.append(cell)
            else:
                cells.append(EMPTY_CELL if die is None else sagrada_words.die_shown(die.code))
        return " ".join(cells), [""] * COLUMNS
    return "", ["" if die is None else die.code for die in dice]


def typed_row_data(typed: str) -> tuple[str, list[str]]:
    """A typed row as (typed text, 5 cells): a row that reads on this page fills the cells, one
    that does not stays typed."""
    codes = typed_row_codes(typed)
    return (typed, [""] * COLUMNS) if codes is None else ("", codes)


def color_key(value: Any) -> str:
    """A state's colour as the form's choice: ``"red"`` (a letter such as ``"R"`` too)."""
    if not isinstance(value, str):
        return ""
    key = value.strip().lower()
    return COLOR_OF_LETTER.get(key.upper(), key)


def player_data(player: Any) -> dict[str, Any]:
    player = player if isinstance(player, dict) else {}
    rows = list_at(player, "window")
    typed, cells = [], []
    for row in range(ROWS):
        row_text, row_cells = state_row_data(rows[row] if row < len(rows) else "")
        typed.append(row_text)
        cells.extend(row_cells)
    private = player.get("private")
    private_data: dict[str, Any] = {
        "kind": "",
        "second": "",
        "focal_point": {"name": "", "spaces": {}},
    }
    if isinstance(private, list):  # A solo player's two colours.
        colors = [color_key(color) for color in private[:2]]
        private_data["kind"], private_data["second"] = [*colors, "", ""][:2]
    if isinstance(private, str):
        private_data["kind"] = color_key(private)
    elif isinstance(private, dict) and isinstance(private.get(FOCAL), dict):
        card = private[FOCAL]
        spaces = list_at(card, "spaces")
        shaded = {
            (space[0], space[1])
            for space in spaces
            if isinstance(space, list) and len(space) == 2 and all(type(n) is int for n in space)
        }
        private_data = {
            "kind": FOCAL,
            "second": "",
            "focal_point": {
                "name": text_at(card, "name"),
                "spaces": {key: (row, column) in shaded for row, column, key in FOCAL_KEYS},
            },
        }
    tokens = player.get("favor_tokens")
    return {
        "name": text_at(player, "name"),
        "window": typed,
        "cells": cells,
        "private": private_data,
        "favor_tokens": "0" if tokens is None else str(tokens)[:20],
    }


def shared_card_data(objective: Any) -> dict[str, Any]:
    if isinstance(objective, str):
        return {"type": objective.strip().lower(), "of": "color", "points": "", "name": ""}
    card = objective if isinstance(objective, dict) else {}
    kind = text_at(card, "type")
    aspect = card.get("match" if kind == "pairs" else "of")
    points = card.get("points")
    if isinstance(points, dict):
        points_text = " ".join(f"{count}:{value}" for count, value in points.items())
    else:
        points_text = "" if points is None else str(points)
    return {
        "type": kind,
        "of": aspect if isinstance(aspect, str) else "color",
        "points": points_text[:80],
        "name": text_at(card, "name"),
    }


# Edit buttons without JavaScript.


# The result page's dice: a 6-player result shows 400 of them, each written here, not by a
# Jinja macro (a macro call costs as much as the rest of the die), from markup written once.


def window_rows_of(path: tuple[str | int, ...], value: Any) -> list[list[str | None]] | None:
    """The window rows a room's clash shows (one row, or the whole window), as die codes;
    None when ``value`` is not a window's."""
    if not path or path[0] != "window":
        return None
    rows = value if isinstance(value, list) else [value]
    codes = [row_of_dice(row) for row in rows]
    if not codes or any(row is None for row in codes):
        return None
    return cast(list[list[str | None]], codes)


class SagradaAdapter(GameAdapter[TableForm]):
    """Sagrada's entry form, as the views use it."""

    form_class = TableForm
    offline_variants = (
        OfflineVariant(r"^players-(\d+)-private-kind$", ("focal_point",), "players-{}-private"),
        OfflineVariant(
            r"^shared_objectives-(\d+)-objective-type$",
            ("count_each", "distinct", "pairs"),
            "shared_objectives-{}",
        ),
    )
    later_scripts = ("games/sagrada-rows.js",)
    """A typed row read on the phone: after the form's load, until which the server reads it."""
    bgg_id = 199561
    """Sagrada on BoardGameGeek (the Panorama expansion is logged as a play of it)."""

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return sagrada_parts.room_parts(names)

    def room_value_words(self, path: tuple[str | int, ...], value: Any) -> list[str]:
        """A window row as its dice are named ("Green 2, empty, …"), not as typed."""
        rows = window_rows_of(path, value)
        if rows is None:
            return super().room_value_words(path, value)
        return [row_words(codes) for codes in rows]

    def renamed_players(self, state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
        return sagrada_parts.renamed_neighbours(super().renamed_players(state, renames), renames)

    def room_value_drawn(self, path: tuple[str | int, ...], value: Any) -> list[Markup | None]:
        """A window row drawn as the result's windows draw it: its five dice."""
        rows = window_rows_of(path, value)
        return [] if rows is None else [row_drawn(codes) for codes in rows]

    def result_context(self, result: dict[str, Any]) -> dict[str, Any]:
        """How the result page writes its dice."""
        return {
            "window_dice": window_dice,
            "window_words": window_words,
            "objective_rows": objective_rows,
            "neighbour_column": neighbour_column,
        }

    def prepare_form(self, form: TableForm) -> None:
        """Put every typed row that reads correctly into its window's spaces, and clear it.

        Runs before scoring and before every re-render, so the grid always shows the dice the score
        uses: only a typed row that does not read stays typed (its error shows beside it, and the
        grid row it stands for is flagged). The same table is scored either way.
        """
        for entry in form.players.entries:
            player = entry.form
            for row in range(ROWS):
                field = player.window.entries[row]
                typed = text(field.data)
                if not typed:
                    continue
                row_text, row_cells = typed_row_data(typed)
                if row_text:
                    continue
                for column, code in enumerate(row_cells):
                    player.cells.entries[row * COLUMNS + column].data = code
                field.data = ""

    def template_context(self, form: TableForm) -> dict[str, Any]:
        """Labels and lookups the Sagrada form template draws with."""
        count = player_count(form)
        return {
            "count": count,
            "names": player_names(form),
            "pairs": neighbour_pairs(count),
            "rows": ROWS,
            "columns": COLUMNS,
            "focal": FOCAL,
            "focal_keys": FOCAL_KEYS,
            "color_names": COLOR_NAMES,
            "generic_kinds": GENERIC_KINDS,
            "generic_rules": {kind: _(SHARED_OBJECTIVES[kind].rule) for kind in GENERIC_KINDS},
            "public_cards": [
                (objective.value, _(objective.card.name), _(objective.card.rule), objective.points)
                for objective in PublicObjective
            ],
            "turn_words": TURN_WORDS,
            "space_words": space_words(),
            "die_colours": [(letter, COLOR_LABELS[name]) for letter, name in COLORS],
            "die_values": VALUES,
            "colour_tones": dict(COLORS),
            "max_favor_tokens": MAX_FAVOR_TOKENS,
            "dice_count": dice_count,
            "typed_rows_left": typed_rows_left,
            "typed_row_note": typed_row_note,
            "typed_row_space": typed_row_space,
            "offline_words": offline_words,
            "row_reading": row_reading,
            "typed_row_initials": typed_row_initials,
            "typed_row_example": typed_row_example,
            "put_rows_edit": edit_attribute(NOTHING),
            "private_words": private_words,
            "hidden_entries": hidden_entries,
            "shared_start": count if count >= MIN_PLAYERS_FOR_SHARED_OBJECTIVES else 0,
            "seat_label": lambda seat: seat_name(form.players.entries[seat].form.name.data, seat),
        }

    def state_from_form(self, form: TableForm) -> FormState:
        """The table state the form describes, in the contract's shape (spec/sagrada.md)."""
        count = player_count(form)
        names = player_names(form)
        solo = count == 1
        players = []
        for seat in range(count):
            player = form.players.entries[seat].form
            entry: dict[str, Any] = {
                "name": names[seat],
                "window": window_rows(player),
                "private": private_state(player, solo),
            }
            if not solo and text(player.favor_tokens.data):
                entry["favor_tokens"] = number_or_text(player.favor_tokens.data)
            players.append(entry)
        public = form.public_objectives.form
        state: dict[str, Any] = {
            "public_objectives": [
                objective.value for objective in PublicObjective if public[objective.value].data
            ],
            "players": players,
        }
        maps: dict[str, list[int]] = {}
        shared, maps["shared_objectives"] = [], []
        for left, right in neighbour_pairs(count):
            card = form.shared_objectives.entries[left].form.objective.form
            if text(card.type.data):
                shared.append(
                    {
                        "left": names[left],
                        "right": names[right],
                        "objective": shared_card_state(card),
                    }
                )
                maps["shared_objectives"].append(left)
        if shared:
            state["shared_objectives"] = shared
        order, maps["final_round_order"] = [], []
        for turn in range(count):
            typed_seat = text(form.final_round_order.entries[turn].data)
            if typed_seat:
                order.append(turn_name(form, typed_seat, names))
                maps["final_round_order"].append(turn)
        if order:
            state["final_round_order"] = order
        state["edition"] = text(form.edition.data) or Edition.ORIGINAL.value
        if solo and text(form.solo_target.data):
            state["solo_target"] = number_or_text(form.solo_target.data)
        return FormState(state, maps)

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """:meth:`prepare_form` then :meth:`state_from_form`, run on the form's data (a post read
        without the form, ``web.forms.fastpost``): Sagrada's one reader walks the form, and here it
        walks the data through a :class:`~web.forms.fastpost.FormView`."""
        view = cast(TableForm, form_view(data))
        self.prepare_form(view)
        return self.state_from_form(view)

    def form_problems(self, form: TableForm, problems: Iterable[Problem]) -> list[Problem]:
        """The scorer's problems, but a typed row that does not read on this page is worded
        here (:func:`typed_row_problems`): the scorer read it in the contract's letters, the
        player typed it in the page's."""
        names = player_names(form)
        shared = shared_names([{"name": name} for name in names])
        typed_rows: dict[str, list[str]] = {}
        for seat in range(min(player_count(form), len(form.players.entries))):
            player = form.players.entries[seat].form
            # Named as the scorer names the window's owner: "Player 1 (Ann)" beside another Ann.
            owner = names[seat]
            if name_key(owner) in shared:
                owner = sagrada_words.say(
                    sagrada_words.PLAYER_N_NAMED, number=seat + 1, name=names[seat]
                )
            for row in range(ROWS):
                typed = text(player.window.entries[row].data)
                if typed and typed_row_codes(typed) is None:
                    path = f"players[{seat}].window[{row}]"
                    typed_rows[path] = typed_row_problems(typed, owner, row + 1)
        shown: list[Problem] = []
        for problem in problems:
            if problem.path not in typed_rows:
                shown.append(problem)
            elif typed_rows[problem.path]:
                shown.extend(Problem(problem.path, message) for message in typed_rows[problem.path])
                typed_rows[problem.path] = []
        for path, messages in typed_rows.items():
            shown.extend(Problem(path, message) for message in messages)
        return shown

    def error_anchor(self, field_id: str, index_maps: IndexMaps = NO_INDEX_MAPS) -> str:
        """Map a state list index back to its form entry, and gather a shared card's errors on it.

        Blank entries are left out of the state, so the scorer's indices can be off from the
        form's; ``state_from_form`` returns the maps back (``index_maps``).

        'shared_objectives-0-objective' (the card's 'match' or shape) → the card's fieldset
        'shared_objectives-0'; with the first pair left blank, state index 0 is form entry 1.
        """
        head, _, rest = field_id.partition("-")
        if head in index_maps:
            index_text, _, tail = rest.partition("-")
            index = read_index(index_text)
            if index is not None and index < len(index_maps[head]):
                field_id = "-".join(filter(None, [head, str(index_maps[head][index]), tail]))
        parts = field_id.split("-")
        if parts[0] == "shared_objectives" and parts[2:] in (["objective"], ["objective", "of"]):
            return "-".join(parts[:2])
        if parts[0] == "players" and parts[2:] == ["private", "1"]:  # A solo player's 2nd colour.
            return "-".join([*parts[:3], "second"])
        return field_id

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data showing a table state again; shared cards are matched to seats by name."""
        raw = list_at(state, "players")
        players = [player_data(player) for player in raw[:MAX_PLAYERS]]
        count = len(players) or DEFAULT_PLAYERS
        names = [player["name"].strip().casefold() for player in players]
        shared = [{"objective": shared_card_data("")} for _ in range(MAX_PLAYERS)]
        placements = state.get("shared_objectives")
        for placement in placements if isinstance(placements, list) else []:
            if not isinstance(placement, dict):
                continue
            left, right = (text(placement.get(side)).casefold() for side in ("left", "right"))
            for seat, next_seat in neighbour_pairs(count):
                if (names[seat], names[next_seat]) == (left, right):
                    shared[seat] = {"objective": shared_card_data(placement.get("objective"))}
        order = ["" for _ in range(MAX_PLAYERS)]
        given = state.get("final_round_order")
        for turn, name in enumerate(given[:MAX_PLAYERS] if isinstance(given, list) else []):
            folded = text(name).casefold() if isinstance(name, str) else ""
            if folded in names:
                order[turn] = str(names.index(folded) + 1)
        publics = state.get("public_objectives")
        chosen = (
            {slug for slug in publics if isinstance(slug, str)}
            if isinstance(publics, list)
            else set()
        )
        target = state.get("solo_target")
        edition = state.get("edition")
        return {
            "player_count": count,
            "players": players + [player_data({}) for _ in range(MAX_PLAYERS - len(players))],
            "public_objectives": {
                objective.value: objective.value in chosen for objective in PublicObjective
            },
            "shared_objectives": shared,
            "final_round_order": order,
            "edition": str(edition) if isinstance(edition, (str, int)) else Edition.ORIGINAL.value,
            "solo_target": "" if target is None else str(target)[:20],
        }

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """Apply one edit button to the form data.

        - ``rows:N`` copies player N's valid typed rows into the window's spaces and clears them
          (a row that does not read stays typed, so its error shows when scoring);
        - ``clear:N`` empties player N's window;
        - anything else (``players``, ``refresh``) just shows the form again for the choices made.

        A malformed seat (``rows:²``) raises ``UnreadableRequest``.
        """
        verb, _, seat_text = action.partition(":")
        if verb not in ("clear", "rows"):
            return data
        seat = action_index(seat_text)
        players = data.get("players") or []
        if seat is None or seat >= len(players):
            return data
        player = players[seat]
        typed = player.get("window") or []
        cells = player.get("cells") or []
        if len(typed) != ROWS or len(cells) != SPACES:
            return data
        if verb == "clear":
            player["window"] = [""] * ROWS
            player["cells"] = [""] * SPACES
        elif verb == "rows":
            for row in range(ROWS):
                if not text(typed[row]):
                    continue
                row_text, row_cells = typed_row_data(text(typed[row]))
                if not row_text:
                    cells[row * COLUMNS : (row + 1) * COLUMNS] = row_cells
                    typed[row] = ""
        return data
