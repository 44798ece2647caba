"""Topiary's entry form: players in turn order with their hands, the garden, and the visitors.

The garden is a 5×5 grid of tile pickers (``grid_select``), drawn inside a ring of the 24
places a visitor can stand. Tapping a place opens it below the garden with the 1–3 ways a
visitor there can look, and a chip per player to put (or take away) a visitor. Those chips
are ordinary submit buttons handled by ``apply_action``, so everything works without
JavaScript; ``static/vantage.js`` turns them into in-place updates and ``static/picker.js``
turns each tile select into a tap-to-open sheet.

Field names mirror the table state: ``players-0-name``, ``players-0-hand-2``, ``garden-1-3``
and ``visitors-4-player`` / ``-at`` / ``-facing`` (hidden inputs, one visitor each, listed
under their players), so every problem the scorer reports lands beside what it is about.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import FormField, HiddenField, SelectField, StringField

from scoring.i18n import N_, _, current_language
from scoring.topiary import (
    FACE_DOWN,
    GARDEN_SIZE,
    HIGHEST_VALUE,
    MAX_HAND_TILES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Facing,
    Suit,
    Tile,
    suit_name,
    visitor_spots,
)
from web.forms.fields import (
    CachedSelect,
    EntryForm,
    FieldList,
    FlaskForm,
    choices,
    player_count_field,
)

DEFAULT_PLAYERS = 2


FACE_DOWN_SHORT = "▨"


SPOTS: tuple[tuple[tuple[int, int], Facing], ...] = visitor_spots()
"""All 56 legal visitor spots as (at, facing)."""


def tile_choices() -> list[tuple[str, str, dict[str, str], str]]:
    """Every tile as an option in its suit's group, in the current language. The picker
    derives the cell text ("Wh3"), the sheet text ("3") and the tone ("whale") from the group,
    so 31 selects of 41 options stay light; the groups' labels are the printed suit names
    that SUIT_SHORT abbreviates."""
    made = []
    for suit in Suit:
        group = suit_name(suit)
        # picker.js reads the tone from an English group's name ("T-Rex" → "trex"); a
        # translated name ("Balena") names no tone, so its options carry their own.
        derived = "".join(letter for letter in group.lower() if "a" <= letter <= "z")
        attributes = {} if derived == suit.value else {"data-tone": suit.value}
        for value in range(1, HIGHEST_VALUE + 1):
            made.append((f"{suit.value}-{value}", Tile(suit, value).name, attributes, group))
    return made


def _select_choices(first: list[tuple[str, str, dict[str, str]]]) -> list[Any]:
    made = choices((value, label) for value, label, _attributes in first)
    for choice, (_value, _label, attrs) in zip(made, first, strict=True):
        choice.render_kw = attrs
    for value, label, attrs, group in tile_choices():
        [choice] = choices([(value, label)])
        choice.render_kw = attrs
        choice.optgroup = group
        made.append(choice)
    return made


FACE_DOWN_WORDS = N_("Face down")


NO_TILE = N_("No tile")


@lru_cache(maxsize=8)
def garden_choices(language: str) -> list[Any]:
    """A garden cell's options in a language: made once per language, so that CachedSelect
    (which keeps the options it wrote for each list) writes each language's own."""
    attributes = {"data-short": FACE_DOWN_SHORT, "data-tone": FACE_DOWN}
    return _select_choices([(FACE_DOWN, _(FACE_DOWN_WORDS), attributes)])


@lru_cache(maxsize=8)
def hand_choices(language: str) -> list[Any]:
    """A hand tile's options in a language (see :func:`garden_choices`)."""
    return _select_choices([("", _(NO_TILE), {"data-short": "–"})])


class PlayerForm(EntryForm):
    """One player: their name and the tiles left in their hand.

    The tile selects skip WTForms' own choice check (``validate_choice=False``): the scorer
    says what is wrong with a tile no option holds in the players' words, once.
    """

    name = StringField(_l("Name"))
    hand = FieldList(
        SelectField(
            _l("Hand tile"),
            choices=lambda: hand_choices(current_language()),
            default="",
            widget=CachedSelect(),
            validate_choice=False,
        ),
        min_entries=MAX_HAND_TILES,
        max_entries=MAX_HAND_TILES,
    )


class VisitorForm(EntryForm):
    """One visitor: its player (seat number), the first tile it sees and where it looks."""

    player = HiddenField()
    at = HiddenField()
    facing = HiddenField()


class TableForm(FlaskForm):
    """A whole finished Topiary game."""

    player_count = player_count_field(MIN_PLAYERS, MAX_PLAYERS, default=DEFAULT_PLAYERS)
    players = FieldList(FormField(PlayerForm), min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS)
    garden = FieldList(
        FieldList(
            SelectField(
                _l("Garden tile"),
                choices=lambda: garden_choices(current_language()),
                default=FACE_DOWN,
                widget=CachedSelect(),
                validate_choice=False,
            ),
            min_entries=GARDEN_SIZE,
            max_entries=GARDEN_SIZE,
        ),
        min_entries=GARDEN_SIZE,
        max_entries=GARDEN_SIZE,
    )
    visitors = FieldList(FormField(VisitorForm), max_entries=len(SPOTS))
    open_place = HiddenField(default="")


def player_count(form: TableForm) -> int:
    return seat_count(form.player_count.data)


def seat_count(count: Any) -> int:
    """The number of players the form's count holds; 2 when it holds none (a tampered post)."""
    return count if isinstance(count, int) and MIN_PLAYERS <= count <= MAX_PLAYERS else 2
