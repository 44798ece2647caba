"""Panorama's entry form: players in seating order, the Award tiles, and every panorama's cards.

Cards are added by tapping a palette of icons (the printed two-icon cards are one chip each),
at the right end or before any card ("insert here"), and moved or removed with buttons beside
them. Those buttons are ordinary submit buttons handled by ``apply_action`` on the server, so
the form works without JavaScript; ``static/vantage.js`` makes them update the page in place
and ``static/games/panorama.js`` keeps the palette where the thumb is.
"""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import FormField, HiddenField, SelectField, SelectMultipleField, StringField
from wtforms.validators import Length, Optional
from wtforms.widgets import CheckboxInput, ListWidget

from scoring.panorama import (
    AWARD_NAMES,
    ICON_LABELS,
    MAX_WATCH_POSITIONS,
    RULE_LABELS,
    WATCH_NEAREST,
    Award,
    Icon,
    Rule,
)
from web.forms.fields import (
    EntryForm,
    FieldList,
    FlaskForm,
    choices,
    fixed,
    player_count_field,
)

MAX_PLAYERS = 6


MAX_CARDS_PER_PANORAMA = 40
"""Far more than any real panorama (13 is a long one); stops a runaway form, not a player."""


FACE_DOWN = "down"


ICON_CHOICES = [(icon.value, _l(ICON_LABELS[icon])) for icon in Icon]
"""Every icon and its name as a player reads it (``ICON_LABELS`` are marked where they are
written, in ``scoring/panorama/model.py``, and translated here when shown)."""


WATCH_REACH = 4
"""The farthest position the form offers, in cards from the Watchtower."""


WATCH_OFFSETS = [
    offset for offset in range(-WATCH_REACH, WATCH_REACH + 1) if abs(offset) >= WATCH_NEAREST
]
"""The positions the form offers: never the Watchtower itself nor the card right beside it,
which the rulebook says never scores for it (spec/panorama.md, "Interpretations")."""


class MultiCheckboxField(SelectMultipleField):
    """A set of checkboxes, one per choice: easier to tap than a multiple select."""

    widget = ListWidget(prefix_label=False)
    option_widget = CheckboxInput()


class WatchForm(EntryForm):
    """One position a Watchtower indicates, and the icon it wants there."""

    offset = SelectField(
        _l("Position"),
        choices=fixed(choices([("", "—")] + [(str(o), str(o)) for o in WATCH_OFFSETS])),
        default="",
        validate_choice=False,
    )
    icon = SelectField(
        _l("Icon wanted"),
        choices=fixed(choices([("", _l("None")), *ICON_CHOICES])),
        default="",
        validate_choice=False,
    )


class CardForm(EntryForm):
    """One card of a panorama.

    Its selects skip WTForms' own choice check (``validate_choice=False``): the scorer
    reports an unknown icon or rule in the players' words, and a 6-player form holds over a
    hundred cards, so checking each choice twice costs a phone's user real time.
    """

    icon = SelectField(
        _l("Icon"),
        choices=fixed(choices([*ICON_CHOICES, (FACE_DOWN, _l("Face down"))])),
        validate_choice=False,
    )
    second_icon = SelectField(
        _l("Second icon"),
        choices=fixed(choices([("", _l("None")), *ICON_CHOICES])),
        default="",
        validate_choice=False,
    )
    scores_as = SelectField(
        _l("Scores as"),
        choices=fixed(
            choices(
                [("", _l("Its icon's rule"))]
                + [(rule.value, _l(RULE_LABELS[rule])) for rule in Rule]
            )
        ),
        default="",
        validate_choice=False,
    )
    # Rows exist only on Watchtower cards (prepare_form adds them): most cards need none,
    # and a form of 100 cards stays quick to read and light to send.
    watch = FieldList(FormField(WatchForm), max_entries=MAX_WATCH_POSITIONS)


class PanoramaForm(EntryForm):
    """The cards of one panorama, left to right."""

    cards = FieldList(FormField(CardForm), max_entries=MAX_CARDS_PER_PANORAMA)
    shown = HiddenField(default="1")
    """Always sent, even for a panorama with no cards yet: WTForms numbers a list's entries
    from the fields it receives, so without it the cards of panorama 2 would be read as
    panorama 1's whenever panorama 1 is still empty."""


class TableForm(FlaskForm):
    """A whole finished Panorama game."""

    player_count = player_count_field(1, MAX_PLAYERS, default=3)
    players = FieldList(
        StringField(_l("Name"), validators=[Optional(), Length(max=30)]),
        min_entries=MAX_PLAYERS,
        max_entries=MAX_PLAYERS,
    )
    awards = MultiCheckboxField(
        _l("Award tiles in play"),
        choices=choices((award.value, _l(AWARD_NAMES[award])) for award in Award),
    )
    dusk = FieldList(FormField(PanoramaForm), max_entries=MAX_PLAYERS)
    dawn = FieldList(FormField(PanoramaForm), max_entries=MAX_PLAYERS)
    editing = HiddenField(_l("Card being changed"), default="")
    """The id of the one card whose editor is open ('dusk-0-cards-2'); the others show as
    compact chips, which keeps a long game's form short and light."""
    inserting = HiddenField(_l("Where new cards go"), default="")
    """'dusk-0-cards-2' while the palette of that panorama inserts before its card 3 (each
    card added moves the mark one on, so several go in their order); empty: at the right end."""


def player_count(form: TableForm) -> int:
    return seat_count(form.player_count.data)


def seat_count(count: Any) -> int:
    """The number of players the form's count holds; 3 when it holds none (a tampered post)."""
    return count if isinstance(count, int) and 1 <= count <= MAX_PLAYERS else 3
