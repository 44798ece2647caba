"""Sagrada's entry form: each player's 4 × 5 window, their private objective and favor tokens,
the public objectives and, with 3 or more players, the Panorama shared objectives.

A window space is a plain select (an "Empty" option, then one option group per colour), which
``static/games/sagrada.js`` turns into a big button opening the sheet of all 30 dice (one tap
a die; the sheet then moves on to the next space). Under every window the rows can be typed
instead ("R5 Y2 . B6 G1"); a typed row that reads correctly is put into the spaces on every
re-render (:func:`prepare_form`, and by ``sagrada.js`` as soon as it is typed), so the grid
shows what is scored; a row that does not read stays typed, wins over its spaces, and flags
them. Every button is an ordinary submit button handled by ``apply_action``, so the form works
without JavaScript. Labels and choices are translated (``lazy_gettext``), and a space's options
are written once per language.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext, pgettext
from markupsafe import Markup, escape
from wtforms import BooleanField, FormField, RadioField, SelectField, StringField
from wtforms.widgets import html_params

from scoring.sagrada import (
    COLORS,
    COLUMNS,
    MAX_PLAYERS,
    ROWS,
    Edition,
    PublicObjective,
)
from scoring.sagrada.words import die_shown
from web.forms.fields import (
    EntryForm,
    FieldList,
    FlaskForm,
    choices,
    player_count_field,
)
from web.platform.i18n import current_language

DEFAULT_PLAYERS = 2
"""A blank form shows 2 windows: the most common game, and a light page on a phone."""


SPACES = ROWS * COLUMNS


VALUES = range(1, 7)


DIE_CODES = tuple(f"{letter}{value}" for letter, _ in COLORS for value in VALUES)


COLOR_NAMES = tuple(name for _, name in COLORS)


FOCAL = "focal_point"


FALSE_VALUES = (False, "", "false", "False", "n", "off")
"""A checkbox is off when absent, and also for the words tests and older browsers may send."""


SHARED_KIND_LABELS = {
    "": _l("No card here"),
    "shade_resonance": _l("Shade Resonance"),
    "color_resonance": _l("Color Resonance"),
    "count_each": _l("Other: each found N times"),
    "distinct": _l("Other: how many different"),
    "pairs": _l("Other: matching pairs"),
}


ASPECT_LABELS = {"color": _l("Colours"), "shade": _l("Values (shades)")}


EDITION_LABELS = {
    Edition.ORIGINAL.value: _l("2017: the sum of the values"),
    Edition.EDITION_2026.value: _l("2026: 3 points per die"),
}


COLOR_LABELS = {
    "red": _l("Red"),
    "yellow": _l("Yellow"),
    "green": _l("Green"),
    "blue": _l("Blue"),
    "purple": _l("Purple"),
}
"""A colour as the form's chips and the dice sheet name it."""


def space_key(row: int, column: int) -> str:
    """The field name of a Focal Point space: ``r2c5`` is row 2, column 5."""
    return f"r{row}c{column}"


FOCAL_KEYS = tuple(
    (row, column, space_key(row, column))
    for row in range(1, ROWS + 1)
    for column in range(1, COLUMNS + 1)
)


def cell_options(selected: str) -> str:
    """The options of a window space's select, with ``selected`` (a die code or '') chosen,
    in the request's language."""
    return language_cell_options(selected, current_language())


@cache
def language_cell_options(selected: str, language: str) -> str:
    """:func:`cell_options` for one language (the colours' names), written once each."""

    def option(code: str) -> str:
        # The tile's text in the page's language (Ve5 in Italian), the contract's code posted.
        shown = die_shown(code)
        value = f' value="{code}"' if shown != code else ""
        return f"<option{value} selected>{shown}" if code == selected else f"<option{value}>{shown}"

    empty = " selected" if selected == "" else ""
    parts = [f'<option value=""{empty}>{escape(pgettext("window space", "Empty"))}']
    for letter, name in COLORS:
        parts.append(f'<optgroup label="{escape(COLOR_LABELS[name])}" data-tone="{name}">')
        parts.extend(option(f"{letter}{value}") for value in VALUES)
    return "".join(parts)


class DieSelect:
    """Renders a window space's select with :func:`cell_options`."""

    def __call__(self, field: SelectField, **kwargs: Any) -> Markup:
        kwargs.setdefault("id", field.id)
        value = field.data if isinstance(field.data, str) else ""
        shown = value.strip().upper()
        if shown in DIE_CODES or not shown:
            options = cell_options(shown)
        else:  # Something no option holds (a tampered post): keep it, so nothing is lost.
            options = f'<option selected value="{escape(value)}">{escape(value[:12])}' + (
                cell_options("x")
            )
        return Markup(f"<select {html_params(name=field.name, **kwargs)}>{options}</select>")


class FocalSpacesForm(EntryForm):
    """The shaded spaces of a Focal Point card: one checkbox per window space."""


for _row, _column, _key in FOCAL_KEYS:
    setattr(
        FocalSpacesForm,
        _key,
        BooleanField(
            _l("Row %(row)d, column %(column)d", row=_row, column=_column),
            false_values=FALSE_VALUES,
        ),
    )


class FocalPointForm(EntryForm):
    """A Focal Point private objective card (Panorama module 1)."""

    name = StringField(_l("Card name (optional)"))
    spaces = FormField(FocalSpacesForm)


class PrivateForm(EntryForm):
    """A private objective: a secret colour, or a Focal Point card; in a solo game a second
    colour too, since the solo player is dealt two and scores the better (spec/sagrada.md)."""

    kind = RadioField(
        _l("Private objective"),
        choices=choices(
            [(name, COLOR_LABELS[name]) for name in COLOR_NAMES] + [(FOCAL, _l("Focal Point"))]
        ),
        default="",
        validate_choice=False,
    )
    second = RadioField(
        _l("Second private colour"),
        choices=choices(
            [("", lazy_pgettext("colour", "None"))]
            + [(name, COLOR_LABELS[name]) for name in COLOR_NAMES]
        ),
        default="",
        validate_choice=False,
    )
    focal_point = FormField(FocalPointForm)


class PlayerForm(EntryForm):
    """One player's finished board."""

    name = StringField(_l("Name"))
    window = FieldList(StringField(_l("Row")), min_entries=ROWS, max_entries=ROWS)
    cells = FieldList(
        SelectField(_l("Space"), choices=[], widget=DieSelect(), validate_choice=False, default=""),
        min_entries=SPACES,
        max_entries=SPACES,
    )
    private = FormField(PrivateForm)
    favor_tokens = StringField(_l("Unused favor tokens"), default="0")


class PublicObjectivesForm(EntryForm):
    """The public objective cards in play: one checkbox per card."""


for _objective in PublicObjective:
    setattr(
        PublicObjectivesForm,
        _objective.value,
        BooleanField(_l(_objective.card.name), false_values=FALSE_VALUES),
    )


class SharedCardForm(EntryForm):
    """A Panorama shared objective card: a named card, or a generic shape and its numbers.

    No WTForms validators here or on the turn order: the scorer checks these, and its problems
    are mapped back to their form entries by :func:`error_anchor`.
    """

    type = SelectField(
        _l("Card"),
        choices=choices(SHARED_KIND_LABELS.items()),
        default="",
        validate_choice=False,
    )
    of = SelectField(
        _l("It looks at"),
        choices=choices(ASPECT_LABELS.items()),
        default="color",
        validate_choice=False,
    )
    points = StringField(_l("Points printed on the card"))
    name = StringField(_l("Card name (optional)"))


class SharedForm(EntryForm):
    """The shared objective between one player and the player on their right."""

    objective = FormField(SharedCardForm)


class TableForm(FlaskForm):
    """A whole finished game of Sagrada."""

    player_count = player_count_field(1, MAX_PLAYERS, default=DEFAULT_PLAYERS)
    players = FieldList(FormField(PlayerForm), min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS)
    public_objectives = FormField(PublicObjectivesForm)
    shared_objectives = FieldList(
        FormField(SharedForm), min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS
    )
    final_round_order = FieldList(
        SelectField(_l("Turn"), choices=[], default="", validate_choice=False),
        min_entries=MAX_PLAYERS,
        max_entries=MAX_PLAYERS,
    )
    edition = RadioField(
        _l("Edition"),
        choices=choices(EDITION_LABELS.items()),
        default=Edition.ORIGINAL.value,
        validate_choice=False,
    )
    solo_target = StringField(_l("Solo target: the sum of the dice on the round track"))


def player_count(form: TableForm) -> int:
    count = form.player_count.data
    return count if isinstance(count, int) and 1 <= count <= MAX_PLAYERS else DEFAULT_PLAYERS
