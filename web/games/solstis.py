"""Solstis's entry form: two players, each with their panorama, spirits and the Evil Spirit.

Each panorama is drawn as the stepped mountain of the game (on a phone, where ten 44 px columns
do not fit, ``static/games/solstis.css`` lays it on its side); every cell is a plain select
(empty, landscape tile, rainbow, and "in hand" for a Squirrel holder) that ``static/picker.js``
turns into a cell you tap to cycle. ``static/games/solstis.js`` marks a cell whose tile the
other player already has as taken. Without JavaScript the selects work as they are.

The contract lists tiles, rainbows and hand tiles as lists, so the scorer's problem paths
(``players[1].tiles[4]``) name a position in a list, not a cell. ``prepare_form`` therefore
gives each filled cell the id of its place in those lists (``players-1-tiles-4``), and every
problem lands on the cell it is about.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from wtforms import BooleanField, Form, FormField, SelectField, StringField
from wtforms.validators import Length, Optional

from scoring import Result
from scoring.solstis import (
    ALL_CELLS,
    EVIL_SPIRIT_EFFECT,
    EVIL_SPIRIT_NAME,
    FIRE_CELLS,
    MAX_RAINBOWS,
    NO_COVER,
    PLAYER_COUNT,
    ROWS,
    SPIRITS,
    Background,
    Cell,
    Fire,
    Spirit,
)
from web.adapter import FormState, GameAdapter
from web.forms import (
    CachedSelect,
    FieldList,
    FlaskForm,
    SelectChoice,
    choices,
    fixed,
    list_at,
    seat_name,
    text_at,
)

EMPTY, TILE, RAINBOW, HAND = "", "tile", "rainbow", "hand"
"""What a cell of the form holds; HAND marks a tile left in the player's hand (Squirrel)."""

LIST_OF = {TILE: "tiles", RAINBOW: "rainbows", HAND: "hand"}
"""The table state's list each kind of filled cell goes into (spec/solstis.md, "Input")."""

DISPLAY_ROWS = tuple(reversed(ROWS))
"""The mountain as the players see it: purple on top, the red bottom line last."""

DISPLAY_CELLS = tuple(Cell(shape.row, column) for shape in DISPLAY_ROWS for column in shape.columns)
"""Every cell in reading order (top row first, left to right): the order of the state lists."""

SPIRIT_EMOJI = {
    "fish": "🐟",
    "deer": "🦌",
    "eagle": "🦅",
    "bear": "🐻",
    "dragonfly": "🪰",
    "beetle": "🪲",
    "beaver": "🦫",
    "bee": "🐝",
    "ladybug": "🐞",
    "wolf": "🐺",
    "squirrel": "🐿️",
    "bird": "🐦",
    "lizard": "🦎",
    "moth": "🦋",
}
"""Icons beside the spirits' names (the name is always shown too; DESIGN.md, "Palette")."""

BACKGROUND_WORDS = {
    Background.PLAIN: "Plain background: acts once, when met",
    Background.BLUE: "Blue background: scores at the end",
}


def cell_label(cell: Cell) -> str:
    """How a cell is called in the form and the result: 'Green 4'."""
    return f"{cell.colour.value.capitalize()} {cell.column}"


SHORT = {RAINBOW: "🌈R", HAND: "✋H"}
"""What a rainbow or a hand tile shows on its cell: an icon and a letter, since an emoji may
not render (DESIGN.md: an icon never stands alone). The form's hint spells both out."""


@cache
def cell_choices(cell: Cell, with_hand: bool) -> list[Any]:
    """A cell's options; the picker shows ``data-short`` on the cell and styles ``data-tone``."""
    number = str(cell.column)
    options = [
        SelectChoice(EMPTY, "Empty", {"data-short": number}),
        SelectChoice(TILE, "Tile", {"data-short": number, "data-tone": TILE}),
        SelectChoice(RAINBOW, "Rainbow", {"data-short": SHORT[RAINBOW], "data-tone": RAINBOW}),
    ]
    if with_hand:
        options.append(
            SelectChoice(HAND, "In hand", {"data-short": SHORT[HAND], "data-tone": HAND})
        )
    return options


class PanoramaForm(Form):
    """The 48 cells of one panorama, one select each, named like the tiles: ``green-4``."""


for _cell in ALL_CELLS:
    setattr(
        PanoramaForm,
        _cell.name,
        SelectField(
            cell_label(_cell),
            choices=fixed(cell_choices(_cell, False)),
            default=EMPTY,
            widget=CachedSelect(),
        ),
    )


class SpiritsForm(Form):
    """One checkbox per spirit, named by its slug: ``players-0-spirits-bee``."""


for _spirit in Spirit:
    setattr(SpiritsForm, _spirit.value, BooleanField(_spirit.title))


class PlayerForm(Form):
    """One player: name, panorama, spirits met and the Evil Spirit if they hold it."""

    name = StringField("Name", validators=[Optional(), Length(max=30)])
    panorama = FormField(PanoramaForm)
    spirits = FormField(SpiritsForm)
    evil_spirit_covers = SelectField(
        EVIL_SPIRIT_NAME,
        choices=choices(
            [("", "Not held"), (NO_COVER, "Held, with no other spirit to cover")]
            + [(spirit.value, f"Held, covering the {spirit.title}") for spirit in Spirit]
        ),
        default="",
    )


class TableForm(FlaskForm):
    """A whole finished Solstis game: exactly two players."""

    players = FieldList(FormField(PlayerForm), min_entries=PLAYER_COUNT, max_entries=PLAYER_COUNT)


# What the template needs to know about the form.


def player_names(form: TableForm) -> list[str]:
    """The players' names; a blank name reads 'Player 2', as its placeholder shows."""
    entries = form.players.entries[:PLAYER_COUNT]
    return [seat_name(entry.form.name.data, seat) for seat, entry in enumerate(entries)]


def cell_contents(panorama: Any) -> list[tuple[Cell, str]]:
    """The filled cells of one panorama's form data, in reading order, each with its content."""
    data = panorama if isinstance(panorama, dict) else {}
    return [
        (cell, data[cell.name])
        for cell in DISPLAY_CELLS
        if data.get(cell.name) in LIST_OF and isinstance(data.get(cell.name), str)
    ]


def spirits_met(spirits: Any) -> list[str]:
    """The slugs of the spirits ticked in one player's form data, in the game's order."""
    data = spirits if isinstance(spirits, dict) else {}
    return [spirit.value for spirit in Spirit if data.get(spirit.value) is True]


def holds_squirrel(player: Any) -> bool:
    """Whether a player's form data shows the Squirrel, or tiles already marked in hand."""
    data = player if isinstance(player, dict) else {}
    if Spirit.SQUIRREL.value in spirits_met(data.get("spirits")):
        return True
    return any(content == HAND for _, content in cell_contents(data.get("panorama")))


# The result page.


def _fire_lists(result: Result, player_name: str) -> dict[str, list[str]]:
    """Where a player's lit and unlit fires are, from their "fires" items: 'Blue 9', 'the fire
    shared by Purple 5 and Purple 6'."""
    lists: dict[str, list[str]] = {"lit_fires": [], "unlit_fires": []}
    for category in result.player(player_name).categories:
        for item in category.items:
            if "fire" not in item.details:
                continue
            fire = Fire(tuple(Cell.from_name(name) for name in item.details["cells"]))
            lists["lit_fires" if item.details["lit"] else "unlit_fires"].append(fire.place)
    return lists


# Form → table state.


# Table state → form (to edit a table scored before).


def _strings(value: Any) -> list[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


# Edit buttons without JavaScript.


REFRESH = "refresh"
"""The one edit button: redraw the form, so a player who just ticked the Squirrel gets "in
hand" in their cells (with JavaScript, ticking the Squirrel does this by itself)."""


class SolstisAdapter(GameAdapter[TableForm]):
    """Solstis's entry form, as the views use it."""

    form_class = TableForm

    def prepare_form(self, form: TableForm) -> None:
        """Offer "in hand" to a Squirrel holder, and give each filled cell the id of its state path.

        A tile is ``players-0-tiles-3`` when it is the 4th tile of the state's list, so the scorer's
        ``players[0].tiles[3]`` lands on that very cell (see the module docstring).
        """
        for index, entry in enumerate(form.players.entries[:PLAYER_COUNT]):
            player = entry.form
            with_hand = holds_squirrel(player.data)
            for cell in ALL_CELLS:
                field = player.panorama.form[cell.name]
                assert isinstance(field, SelectField)  # Every cell is a select (PanoramaForm).
                field.choices = cell_choices(cell, with_hand)
                field.id = f"{player.panorama.id}-{cell.name}"
            positions = dict.fromkeys(LIST_OF.values(), 0)
            for cell, content in cell_contents(player.panorama.data):
                name = LIST_OF[content]
                player.panorama.form[cell.name].id = f"players-{index}-{name}-{positions[name]}"
                positions[name] += 1

    def template_context(self, form: TableForm) -> dict[str, Any]:
        """Labels and lookups the Solstis form template draws with."""
        names = player_names(form)
        summaries = []
        for entry in form.players.entries[:PLAYER_COUNT]:
            contents = [content for _, content in cell_contents(entry.form.panorama.data)]
            summaries.append(
                {
                    "tiles": contents.count(TILE),
                    "rainbows": contents.count(RAINBOW),
                    "hand": contents.count(HAND),
                    "spirits": len(spirits_met(entry.form.spirits.data)),
                }
            )
        return {
            "names": names,
            "summaries": summaries,
            "rows": [
                (shape, [Cell(shape.row, column) for column in shape.columns])
                for shape in DISPLAY_ROWS
            ],
            "cell_label": cell_label,
            "fire_cells": {cell.name for cell in FIRE_CELLS},
            "spirit_groups": [
                (
                    BACKGROUND_WORDS[background],
                    [card for card in SPIRITS.values() if card.background is background],
                )
                for background in (Background.BLUE, Background.PLAIN)
            ],
            "spirit_emoji": SPIRIT_EMOJI,
            "evil_spirit_effect": EVIL_SPIRIT_EFFECT,
            "max_rainbows": MAX_RAINBOWS,
            "holds_squirrel": [holds_squirrel(entry.form.data) for entry in form.players.entries],
        }

    def state_from_form(self, form: TableForm) -> FormState:
        """The table state the form describes, in the contract's shape (spec/solstis.md).

        Values the form cannot hold (a tampered select) are left out; the form's own validation
        reports them beside their field.
        """
        names = player_names(form)
        covers = {NO_COVER} | {spirit.value for spirit in Spirit}
        players = []
        for name, entry in zip(names, form.players.entries, strict=False):
            player = entry.form
            lists: dict[str, list[str]] = {key: [] for key in LIST_OF.values()}
            for cell, content in cell_contents(player.panorama.data):
                lists[LIST_OF[content]].append(cell.name)
            state: dict[str, Any] = {
                "name": name,
                "tiles": lists["tiles"],
                "rainbows": lists["rainbows"],
                "spirits": spirits_met(player.spirits.data),
                "evil_spirit_covers": None,
                "hand": lists["hand"],
            }
            covered = player.evil_spirit_covers.data
            if isinstance(covered, str) and covered in covers:
                state["evil_spirit_covers"] = covered
            players.append(state)
        return FormState({"players": players})

    choices_set_by_prepare_form = frozenset({PanoramaForm})

    def state_from_data(self, data: dict[str, Any]) -> FormState | None:
        """:meth:`state_from_form` for a post read without the form (``web.fastpost``), None
        when a cell holds what its select does not offer (``prepare_form`` offers "in hand"
        only to a player who holds the Squirrel): the form then shows that error."""
        entries = data["players"][:PLAYER_COUNT]
        for player in entries:
            with_hand = holds_squirrel(player)
            for cell in ALL_CELLS:
                offered = (choice.value for choice in cell_choices(cell, with_hand))
                if player["panorama"][cell.name] not in offered:
                    return None
        names = [seat_name(player["name"], seat) for seat, player in enumerate(entries)]
        players = []
        for name, player in zip(names, entries, strict=False):
            lists: dict[str, list[str]] = {key: [] for key in LIST_OF.values()}
            for cell, content in cell_contents(player["panorama"]):
                lists[LIST_OF[content]].append(cell.name)
            covered = player["evil_spirit_covers"]
            players.append(
                {
                    "name": name,
                    "tiles": lists["tiles"],
                    "rainbows": lists["rainbows"],
                    "spirits": spirits_met(player["spirits"]),
                    "evil_spirit_covers": covered if covered else None,
                    "hand": lists["hand"],
                }
            )
        return FormState({"players": players})

    def result_context(self, result: Result) -> dict[str, Any]:
        """Each panorama of the result as the page draws it: per cell its text, marks and words."""
        drawn = []
        for panorama in result.sections.get("panoramas", []):
            rows = []
            for row in panorama["rows"]:
                cells = []
                for spot in row["cells"]:
                    cell = Cell.from_name(spot["cell"])
                    lit = [fire["lit"] for fire in spot["fires"]]
                    words = [cell_label(cell)]
                    words.append({TILE: "tile", RAINBOW: "rainbow"}.get(spot["content"], "empty"))
                    if spot["in_largest_area"]:
                        words.append("in the largest area")
                    if spot["from_hand"]:
                        words.append("placed from hand by the Squirrel")
                    if lit:
                        state = "lit" if all(lit) else "unlit"
                        words.append(
                            f"{len(lit)} {state} fires" if len(lit) > 1 else f"{state} fire"
                        )
                    cells.append(
                        {
                            "column": cell.column,
                            "content": spot["content"],
                            "short": SHORT[RAINBOW]
                            if spot["content"] == RAINBOW
                            else str(cell.column),
                            "largest": spot["in_largest_area"],
                            "from_hand": spot["from_hand"],
                            "fire": None if not lit else ("lit" if all(lit) else "unlit"),
                            "words": ", ".join(words),
                        }
                    )
                rows.append(
                    {"colour": row["colour"], "name": row["colour"].capitalize(), "cells": cells}
                )
            fires = _fire_lists(result, panorama["player"])
            drawn.append({**panorama, "drawn_rows": rows, **fires})
        return {"drawn": drawn}

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data showing a table state again; anything unreadable is simply left blank."""
        entries = list_at(state, "players")
        players = []
        for entry in (entries + [{}] * PLAYER_COUNT)[:PLAYER_COUNT]:
            player = entry if isinstance(entry, dict) else {}
            panorama: dict[str, str] = {}
            for content in (RAINBOW, HAND, TILE):  # A tile wins a cell listed twice.
                for name in _strings(player.get(LIST_OF[content])):
                    try:
                        panorama[Cell.from_name(name).name] = content
                    except ValueError:
                        continue
            slugs = {spirit.value for spirit in Spirit}
            covered = player.get("evil_spirit_covers")
            players.append(
                {
                    "name": text_at(player, "name"),
                    "panorama": panorama,
                    "spirits": {s: True for s in _strings(player.get("spirits")) if s in slugs},
                    "evil_spirit_covers": covered if isinstance(covered, str) else "",
                }
            )
        return {"players": players}

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """Apply one edit button. Only "refresh" exists, and the redraw is all it needs:
        ``prepare_form`` offers "in hand" to a Squirrel holder. Unknown actions change nothing
        either: the form simply comes back as it was."""
        return data
