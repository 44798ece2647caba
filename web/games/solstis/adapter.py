"""Solstis's web adapter: its form read into the contract's table state and back, its
edit buttons (``apply_action``), its room parts and what its result page is given.

The form's classes and choices are in ``forms``, the result's own drawing in ``result``.
"""

from __future__ import annotations

from typing import Any

from flask_babel import get_translations
from flask_babel import lazy_gettext as _l
from wtforms import SelectField

from scoring.i18n import _ as scoring_gettext
from scoring.solstis import (
    ALL_CELLS,
    EVIL_SPIRIT_EFFECT,
    FIRE_CELLS,
    MAX_RAINBOWS,
    NO_COVER,
    PLAYER_COUNT,
    ROWS,
    SPIRITS,
    Background,
    Cell,
    Spirit,
)
from scoring.solstis.words import colour_name
from web.forms.fields import (
    list_at,
    seat_name,
    text_at,
)
from web.games.base import FormState, GameAdapter, PartSpec
from web.games.solstis import parts as solstis_parts
from web.games.solstis.forms import (
    CELL_WORDS,
    EMPTY,
    HAND,
    RAINBOW,
    SHORT,
    TILE,
    PanoramaForm,
    TableForm,
    cell_choices,
    cell_label,
    evil_spirit_choices,
)
from web.games.solstis.result import CellWords, area_summary, cells_markup, fire_lists
from web.platform.i18n import current_language
from web.platform.translate import gettext as _
from web.platform.translate import ngettext

LIST_OF = {TILE: "tiles", RAINBOW: "rainbows", HAND: "hand"}
"""The table state's list each kind of filled cell goes into (spec/solstis.md, "Input")."""

DISPLAY_ROWS = tuple(reversed(ROWS))
"""The mountain as the players see it: purple on top, the red bottom line last."""

DISPLAY_CELLS = tuple(Cell(shape.row, column) for shape in DISPLAY_ROWS for column in shape.columns)
"""Every cell in reading order (top row first, left to right): the order of the state lists."""

DISPLAY_NAMES = tuple(cell.name for cell in DISPLAY_CELLS)
"""The cells' names (their fields' names in a panorama's form) in reading order."""

CELL_VALUES = frozenset((EMPTY, *LIST_OF))
"""Every value a cell's select offers (the same four for every cell, in every language)."""

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
    Background.PLAIN: _l("Plain background: acts once, when met"),
    Background.BLUE: _l("Blue background: scores at the end"),
}


def brushes() -> list[tuple[str, str, str]]:
    """What a tap on a cell can place (JavaScript only): value, icon and word. Tile, the
    first, steps a cell through empty → tile → rainbow; the others place their own in one tap."""
    return [
        (TILE, "▣", str(CELL_WORDS[TILE])),
        (RAINBOW, str(SHORT[RAINBOW]), str(CELL_WORDS[RAINBOW])),
        (HAND, str(SHORT[HAND]), str(CELL_WORDS[HAND])),
    ]


# What the template needs to know about the form.


def player_names(form: TableForm) -> list[str]:
    """The players' names; a blank name reads 'Player 2' (in the page's language), as its
    placeholder shows."""
    return seated_names([entry.form.name.data for entry in form.players.entries[:PLAYER_COUNT]])


def seated_names(typed_names: list[Any]) -> list[str]:
    """The names as typed in each seat, a blank one worded as :func:`player_names` says."""
    typed = [seat_name(name, seat) for seat, name in enumerate(typed_names)]
    blank = [seat_name("", seat) for seat in range(len(typed_names))]
    return [
        _("Player %(number)d", number=seat + 1) if name == blank[seat] else name
        for seat, name in enumerate(typed)
    ]


def cell_contents(panorama: Any) -> list[tuple[str, str]]:
    """The filled cells of one panorama's form data, in reading order: each cell's name and
    content."""
    data = panorama if isinstance(panorama, dict) else {}
    filled = []
    for name in DISPLAY_NAMES:
        content = data.get(name)
        if isinstance(content, str) and content in LIST_OF:
            filled.append((name, content))
    return filled


def panorama_lists(panorama: Any) -> dict[str, list[str]]:
    """One panorama's form data as the state's lists of cell names (tiles, rainbows, hand),
    each in reading order."""
    lists: dict[str, list[str]] = {key: [] for key in LIST_OF.values()}
    for name, content in cell_contents(panorama):
        lists[LIST_OF[content]].append(name)
    return lists


def spirits_met(spirits: Any) -> list[str]:
    """The slugs of the spirits ticked in one player's form data, in the game's order."""
    data = spirits if isinstance(spirits, dict) else {}
    return [spirit.value for spirit in Spirit if data.get(spirit.value) is True]


def summary_words(counts: dict[str, int]) -> str:
    """A player's one-line summary: "21 tiles, 5 rainbows, 7 spirits, 2 in hand"."""
    parts = {
        "tiles": ngettext("%(num)d tile", "%(num)d tiles", counts["tiles"]),
        "rainbows": ngettext("%(num)d rainbow", "%(num)d rainbows", counts["rainbows"]),
        "spirits": ngettext("%(num)d spirit", "%(num)d spirits", counts["spirits"]),
    }
    if counts["hand"]:
        return str(
            _(
                "%(tiles)s, %(rainbows)s, %(spirits)s, %(hand)d in hand",
                hand=counts["hand"],
                **parts,
            )
        )
    return str(_("%(tiles)s, %(rainbows)s, %(spirits)s", **parts))


def script_words() -> dict[str, Any]:
    """The words static/games/solstis.js writes (the summary, a taken cell's label), in the
    page's language: each count's singular and plural (Italian and English both use the
    singular for exactly 1), and the sentences with their placeholders."""
    translations = get_translations()

    def forms(singular: str, plural: str) -> list[str]:
        return [
            translations.ngettext(singular, plural, 1),
            translations.ngettext(singular, plural, 2),
        ]

    return {
        "tile": forms("%(num)d tile", "%(num)d tiles"),
        "rainbow": forms("%(num)d rainbow", "%(num)d rainbows"),
        "spirit": forms("%(num)d spirit", "%(num)d spirits"),
        "summary": translations.gettext("%(tiles)s, %(rainbows)s, %(spirits)s"),
        "summary_hand": translations.gettext(
            "%(tiles)s, %(rainbows)s, %(spirits)s, %(hand)d in hand"
        ),
        "taken": translations.gettext("%(cell)s, taken: %(owner)s has this tile"),
        "clash": translations.gettext("%(cell)s, but %(owner)s has this tile too"),
    }


# The result page.


def _area_with_cells(area: dict[str, Any]) -> dict[str, Any]:
    """A saved result's area with its ``cells``: its tiles and its rainbows."""
    if "cells" in area:
        return area
    return {**area, "cells": area["tiles"] + area["rainbows"]}


def _item_with_size(item: dict[str, Any], areas: list[dict[str, Any]]) -> dict[str, Any]:
    """A saved largest-area item with its area's ``size`` in cells and the areas as large
    with fewer tiles (``same_size``), read from its own tiles and rainbows."""
    details = item.get("details") or {}
    if "tied_with" not in details or "size" in details:  # Not a largest-area item's.
        return item
    size = len(details["tiles"]) + len(details["rainbows"])
    same_size = [
        area["id"]
        for area in areas
        if area["cells"] == size and area["tiles"] < len(details["tiles"])
    ]
    return {**item, "details": {**details, "size": size, "same_size": same_size}}


# Form → table state.


# Table state → form (to edit a table scored before).


def _strings(value: Any) -> list[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


# Edit buttons without JavaScript.


REFRESH = "refresh"
"""The one edit action: redraw the form as it is (no button asks for it any more, since every
cell offers "in hand"; an old page's button still works)."""


class SolstisAdapter(GameAdapter[TableForm]):
    """Solstis's entry form, as the views use it."""

    form_class = TableForm
    form_scripts = ("picker.js",)

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return solstis_parts.room_parts(names)

    def prepare_form(self, form: TableForm) -> None:
        """Word the cells and the Evil Spirit's choices in the page's language, and give each
        filled cell the id of its state path.

        A tile is ``players-0-tiles-3`` when it is the 4th tile of the state's list, so the scorer's
        ``players[0].tiles[3]`` lands on that very cell (see the module docstring).
        """
        for index, entry in enumerate(form.players.entries[:PLAYER_COUNT]):
            player = entry.form
            language = current_language()
            for cell in ALL_CELLS:
                field = player.panorama.form[cell.name]
                assert isinstance(field, SelectField)  # Every cell is a select (PanoramaForm).
                field.choices = cell_choices(cell, language)
                field.id = f"{player.panorama.id}-{cell.name}"
            player.evil_spirit_covers.choices = evil_spirit_choices(language)
            positions = dict.fromkeys(LIST_OF.values(), 0)
            for cell_name, content in cell_contents(player.panorama.data):
                name = LIST_OF[content]
                player.panorama.form[cell_name].id = f"players-{index}-{name}-{positions[name]}"
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
            "evil_spirit_effect": scoring_gettext(EVIL_SPIRIT_EFFECT),
            "max_rainbows": MAX_RAINBOWS,
            "brushes": brushes(),
            "summary_words": summary_words,
            "script_words": script_words(),
            "short": {"rainbow": str(SHORT[RAINBOW]), "hand": str(SHORT[HAND])},
            "colour_name": colour_name,
        }

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """The table state the form's data describes, in the contract's shape (spec/solstis.md).

        Values the form cannot hold (a tampered select) are left out; the form's own validation
        reports them beside their field.
        """
        entries = data["players"]
        names = seated_names([player["name"] for player in entries[:PLAYER_COUNT]])
        covers = {NO_COVER} | {spirit.value for spirit in Spirit}
        players = []
        for name, player in zip(names, entries, strict=False):
            lists = panorama_lists(player["panorama"])
            state: dict[str, Any] = {
                "name": name,
                "tiles": lists["tiles"],
                "rainbows": lists["rainbows"],
                "spirits": spirits_met(player["spirits"]),
                "evil_spirit_covers": None,
                "hand": lists["hand"],
            }
            covered = player["evil_spirit_covers"]
            if isinstance(covered, str) and covered in covers:
                state["evil_spirit_covers"] = covered
            players.append(state)
        return FormState({"players": players})

    choices_set_by_prepare_form = frozenset({PanoramaForm})

    def has_offered_choices(self, data: dict[str, Any]) -> bool:
        """Whether every cell holds what its select offers (``prepare_form`` sets the cells'
        choices); when one does not, the form shows that error."""
        return all(
            CELL_VALUES.issuperset(player["panorama"].values())
            for player in data["players"][:PLAYER_COUNT]
        )

    def result_context(self, result: dict[str, Any]) -> dict[str, Any]:
        """Each panorama of the result as the page draws it: its rows' markup, its one-line
        summary and where its fires are."""
        words = CellWords.current()
        drawn = []
        for panorama in result.get("panoramas", []):
            rows = [
                {
                    "colour": row["colour"],
                    "name": colour_name(row["colour"]),
                    "cells_markup": cells_markup(row["cells"], words),
                }
                for row in panorama["rows"]
            ]
            fires = fire_lists(result, panorama["player"])
            summary = area_summary(panorama["areas"])
            drawn.append({**panorama, "drawn_rows": rows, "summary": summary, **fires})
        return {"drawn": drawn, "short": {"rainbow": str(SHORT[RAINBOW])}}

    def upgraded_result(self, result: dict[str, Any]) -> dict[str, Any]:
        """A result saved before an area's size counted its rainbows (09622fc) gives each area
        its tiles and rainbows but not its ``cells``, and its largest-area item no ``size`` or
        ``same_size``: an area's cells are its tiles and its rainbows, so they are filled in
        from what it saved (its points are its own, as saved)."""
        panoramas = result.get("panoramas")
        if not isinstance(panoramas, list) or all(
            "cells" in area for panorama in panoramas for area in panorama["areas"]
        ):
            return result
        upgraded = [
            {**panorama, "areas": [_area_with_cells(area) for area in panorama["areas"]]}
            for panorama in panoramas
        ]
        areas_of = {panorama["player"]: panorama["areas"] for panorama in upgraded}
        players = [
            {
                **player,
                "breakdown": [
                    {
                        **category,
                        "items": [
                            _item_with_size(item, areas_of.get(player["name"], []))
                            for item in category["items"]
                        ],
                    }
                    for category in player["breakdown"]
                ],
            }
            for player in result["players"]
        ]
        return {**result, "players": players, "panoramas": upgraded}

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
        """Apply one edit button. Only "refresh" exists, and the redraw is all it needs.
        Unknown actions change nothing either: the form simply comes back as it was."""
        return data
