"""Tsukimi's entry form: two players with their reserves, then the tiles on the moon board.

Each tile row has its value (one tap on a chip 0–5), its colour (optional swatches with their
names) and, for each player, a stepper for the rabbits touching it. Rows left untouched are not
sent as tiles. The form works without JavaScript: an "Update" button shows who holds each tile
and a "Clear" button empties a row; ``static/games/tsukimi.js`` does both live in the page.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from wtforms import FormField, RadioField, StringField

from scoring.tsukimi import (
    DEFAULT_VARIANT,
    MAX_TILES,
    PLAYER_COUNT,
    VARIANT_TITLES,
    Variant,
)
from web.forms.fields import (
    EntryForm,
    FieldList,
    FlaskForm,
    choices,
)

TILE_ROWS = MAX_TILES
"""Rows ready on the form: every tile of a finished game."""


class PlayerForm(EntryForm):
    """One player: a name and the rabbits left in their reserve."""

    name = StringField(_l("Name"))
    reserve = StringField(_l("Rabbits left in reserve"))


class TileForm(EntryForm):
    """One tile on the moon board. Text fields throughout: the scorer says what is wrong."""

    value = StringField(_l("Value"))
    color = StringField(_l("Colour"))
    rabbits = FieldList(
        StringField(_l("Rabbits"), default="0"), min_entries=PLAYER_COUNT, max_entries=PLAYER_COUNT
    )


class TableForm(FlaskForm):
    """A whole finished Tsukimi game."""

    variant = RadioField(
        _l("Variant"),
        choices=choices((variant.value, _l(VARIANT_TITLES[variant])) for variant in Variant),
        default=DEFAULT_VARIANT.value,
        validate_choice=False,  # An unknown variant is reported by the scorer, once.
    )
    players = FieldList(FormField(PlayerForm), min_entries=PLAYER_COUNT, max_entries=PLAYER_COUNT)
    tiles = FieldList(FormField(TileForm), min_entries=TILE_ROWS, max_entries=TILE_ROWS)
