"""Solstis's entry form: two players, each with their panorama, spirits and the Evil Spirit.

Each panorama is drawn as the stepped mountain of the game, upright at every width as it
lies on the table (on a phone its cells are about 33 px wide, which DESIGN.md allows for a
grid that keeps the table's shape); every cell is a plain select (empty, landscape tile,
rainbow, or "in hand": a tile left in the hand, which the Squirrel places) that
``static/picker.js`` turns into a button. ``static/games/solstis.js`` adds the brushes (what
a tap places: Tile steps empty → tile → rainbow, Rainbow and In hand place theirs in one
tap), marks a cell whose tile the other player already has as taken, ticks the Squirrel
when a tile is marked in hand, and keeps the part that comes next on screen (a player's
spirits under their mountain, then the next player's mountain: issue 15). Without JavaScript
the selects work as they are.

The contract lists tiles, rainbows and hand tiles as lists, so the scorer's problem paths
(``players[1].tiles[4]``) name a position in a list, not a cell. ``prepare_form`` therefore
gives each filled cell the id of its place in those lists (``players-1-tiles-4``), and every
problem lands on the cell it is about.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import BooleanField, FormField, SelectField, StringField
from wtforms.validators import Length, Optional

from scoring.solstis import (
    ALL_CELLS,
    NO_COVER,
    PLAYER_COUNT,
    Cell,
    Spirit,
)
from web.forms.fields import (
    CachedSelect,
    EntryForm,
    FieldList,
    FlaskForm,
    SelectChoice,
    choices,
    fixed,
)
from web.platform.translate import gettext as _

EMPTY, TILE, RAINBOW, HAND = "", "tile", "rainbow", "hand"
"""What a cell of the form holds; HAND marks a tile left in the player's hand (Squirrel)."""


def cell_label(cell: Cell) -> str:
    """How a cell is called in the form and the result: 'Green 4' (in the page's language)."""
    return str(cell)


CELL_WORDS = {EMPTY: _l("Empty"), TILE: _l("Tile"), RAINBOW: _l("Rainbow"), HAND: _l("In hand")}
"""What a cell holds, as its select's options and the brushes name it."""


SHORT = {RAINBOW: _l("🌈R"), HAND: _l("✋H")}
"""What a rainbow or a hand tile shows on its cell: an icon and a letter (the word's first:
R for Rainbow, H for Hand, in each language its own), since an emoji may not render
(DESIGN.md: an icon never stands alone). The form's hint spells both out."""


@cache
def cell_choices(cell: Cell, language: str = "en") -> list[Any]:
    """A cell's options in ``language``; the picker shows ``data-short`` on the cell and
    styles ``data-tone``. One list per cell and language, so the select's cache is shared by
    every page in that language (and a page in the other language gets its own).

    "In hand" is offered to every player: marking a tile in hand is how a player says the
    Squirrel has tiles to place (the scorer ignores a hand without a working Squirrel)."""
    number = str(cell.column)
    word = {content: str(text) for content, text in CELL_WORDS.items()}
    short = {content: str(text) for content, text in SHORT.items()}
    return [
        SelectChoice(EMPTY, word[EMPTY], {"data-short": number}),
        SelectChoice(TILE, word[TILE], {"data-short": number, "data-tone": TILE}),
        SelectChoice(RAINBOW, word[RAINBOW], {"data-short": short[RAINBOW], "data-tone": RAINBOW}),
        SelectChoice(HAND, word[HAND], {"data-short": short[HAND], "data-tone": HAND}),
    ]


@cache
def evil_spirit_choices(language: str = "en") -> list[Any]:
    """The Evil Spirit's select: not held, held with nothing to cover, or covering a spirit."""
    return choices(
        [("", _("Not held")), (NO_COVER, _("Held, with no other spirit to cover"))]
        + [
            (spirit.value, _("Held, covering the %(spirit)s", spirit=spirit.label))
            for spirit in Spirit
        ]
    )


class PanoramaForm(EntryForm):
    """The 48 cells of one panorama, one select each, named like the tiles: ``green-4``."""


for _cell in ALL_CELLS:
    setattr(
        PanoramaForm,
        _cell.name,
        SelectField(
            cell_label(_cell),
            choices=fixed(cell_choices(_cell)),  # In the page's language: prepare_form.
            default=EMPTY,
            widget=CachedSelect(),
        ),
    )


class SpiritsForm(EntryForm):
    """One checkbox per spirit, named by its slug: ``players-0-spirits-bee``."""


for _spirit in Spirit:
    setattr(SpiritsForm, _spirit.value, BooleanField(_spirit.title))


class PlayerForm(EntryForm):
    """One player: name, panorama, spirits met and the Evil Spirit if they hold it."""

    name = StringField(_l("Name"), validators=[Optional(), Length(max=30)])
    panorama = FormField(PanoramaForm)
    spirits = FormField(SpiritsForm)
    evil_spirit_covers = SelectField(
        _l("Evil Spirit (red background)"),
        choices=evil_spirit_choices(),  # In the page's language: prepare_form.
        default="",
    )


class TableForm(FlaskForm):
    """A whole finished Solstis game: exactly two players."""

    players = FieldList(FormField(PlayerForm), min_entries=PLAYER_COUNT, max_entries=PLAYER_COUNT)
