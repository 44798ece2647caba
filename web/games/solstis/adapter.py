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

from dataclasses import dataclass
from functools import cache
from typing import Any

from flask_babel import get_translations
from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape
from wtforms import BooleanField, FormField, SelectField, StringField
from wtforms.validators import Length, Optional

from scoring import Result
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
    Fire,
    Spirit,
)
from scoring.solstis.words import colour_name
from web.forms.fields import (
    CachedSelect,
    EntryForm,
    FieldList,
    FlaskForm,
    SelectChoice,
    choices,
    fixed,
    list_at,
    seat_name,
    text_at,
)
from web.games.base import FormState, GameAdapter, PartSpec
from web.games.solstis import parts as solstis_parts
from web.platform.i18n import current_language
from web.platform.translate import gettext as _
from web.platform.translate import ngettext

EMPTY, TILE, RAINBOW, HAND = "", "tile", "rainbow", "hand"
"""What a cell of the form holds; HAND marks a tile left in the player's hand (Squirrel)."""

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


def cell_label(cell: Cell) -> str:
    """How a cell is called in the form and the result: 'Green 4' (in the page's language)."""
    return str(cell)


CELL_WORDS = {EMPTY: _l("Empty"), TILE: _l("Tile"), RAINBOW: _l("Rainbow"), HAND: _l("In hand")}
"""What a cell holds, as its select's options and the brushes name it."""

SHORT = {RAINBOW: _l("🌈R"), HAND: _l("✋H")}
"""What a rainbow or a hand tile shows on its cell: an icon and a letter (the word's first:
R for Rainbow, H for Hand, in each language its own), since an emoji may not render
(DESIGN.md: an icon never stands alone). The form's hint spells both out."""


def brushes() -> list[tuple[str, str, str]]:
    """What a tap on a cell can place (JavaScript only): value, icon and word. Tile, the
    first, steps a cell through empty → tile → rainbow; the others place their own in one tap."""
    return [
        (TILE, "▣", str(CELL_WORDS[TILE])),
        (RAINBOW, str(SHORT[RAINBOW]), str(CELL_WORDS[RAINBOW])),
        (HAND, str(SHORT[HAND]), str(CELL_WORDS[HAND])),
    ]


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


@dataclass(frozen=True)
class CellWords:
    """The words and marks a result page describes its cells with, in the page's language:
    worded once a page, not once a cell (a page draws 48 cells a player)."""

    holds: dict[str, str]
    empty: str
    in_largest: str
    from_hand: str
    rainbow_short: Markup
    """A rainbow's icon and letter, escaped."""

    @classmethod
    def current(cls) -> CellWords:
        """The words in the page's language."""
        return cls(
            holds={TILE: _("tile"), RAINBOW: _("rainbow")},
            empty=_("empty"),
            in_largest=_("in the largest area"),
            from_hand=_("placed from hand by the Squirrel"),
            rainbow_short=escape(str(SHORT[RAINBOW])),
        )


def cells_markup(spots: list[dict[str, Any]], words: CellWords) -> Markup:
    """One row of a result panorama (its ``cells`` in the result JSON) as the page shows it:
    each cell's number (or a rainbow's mark), its marks and its words for screen readers
    ("Green 4, tile, in the largest area, lit fire"). Drawing each cell through the template
    cost a third of the page: here the constant markup is written once and only the words
    are escaped (``templates/solstis/result.html`` writes the rows around them)."""
    lines = []
    for spot in spots:
        cell = Cell.from_name(spot["cell"])
        content = spot["content"]
        described = [cell_label(cell), words.holds.get(content, words.empty)]
        classes = f"cell c{cell.column} {escape(content)}"
        marks = ""
        if spot["in_largest_area"]:
            described.append(words.in_largest)
            classes += " largest"
            marks += '<span class="mark-largest">★</span>'
        if spot["from_hand"]:
            described.append(words.from_hand)
        lit = [fire["lit"] for fire in spot["fires"]]
        if lit:
            fire = "lit" if all(lit) else "unlit"
            described.append(_fire_words(fire, len(lit)))
            classes += f" fire-{fire}"
            marks += f'<span class="mark-fire">{"🔥" if fire == "lit" else "○"}</span>'
        if spot["from_hand"]:
            marks += '<span class="mark-hand">✋</span>'
        short = words.rainbow_short if content == RAINBOW else cell.column
        lines.append(
            f'<span role="listitem" class="{classes}">\n'
            f'<span aria-hidden="true">{short}</span>\n'
            f'<span class="marks" aria-hidden="true">{marks}</span>\n'
            f'<span class="visually-hidden">{escape(", ".join(described))}</span>\n</span>\n'
        )
    return Markup("".join(lines))


def _fire_words(fire: str, count: int) -> str:
    """A cell's fires for screen readers: "lit fire", "2 unlit fires"."""
    if fire == "lit":
        return ngettext("lit fire", "%(num)d lit fires", count)
    return ngettext("unlit fire", "%(num)d unlit fires", count)


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


def _area_summary(areas: list[dict[str, Any]]) -> str:
    """A result panorama's one line: "largest area 28 cells, 23 tiles + 5 rainbows; 1 area"."""
    count = str(ngettext("%(num)d area", "%(num)d areas", len(areas)))
    largest = next((area for area in areas if area["largest"]), None)
    if largest is None:
        return count
    sizes = {
        "cells": ngettext("%(num)d cell", "%(num)d cells", largest["cells"]),
        "tiles": ngettext("%(num)d tile", "%(num)d tiles", largest["tiles"]),
        "rainbows": ngettext("%(num)d rainbow", "%(num)d rainbows", largest["rainbows"]),
        "areas": count,
    }
    if largest["rainbows"]:
        return str(_("largest area %(cells)s, %(tiles)s + %(rainbows)s; %(areas)s", **sizes))
    return str(_("largest area %(cells)s, %(tiles)s; %(areas)s", **sizes))


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

    def result_context(self, result: Result) -> dict[str, Any]:
        """Each panorama of the result as the page draws it: its rows' markup, its one-line
        summary and where its fires are."""
        words = CellWords.current()
        drawn = []
        for panorama in result.sections.get("panoramas", []):
            rows = [
                {
                    "colour": row["colour"],
                    "name": colour_name(row["colour"]),
                    "cells_markup": cells_markup(row["cells"], words),
                }
                for row in panorama["rows"]
            ]
            fires = _fire_lists(result, panorama["player"])
            summary = _area_summary(panorama["areas"])
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
