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

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape
from wtforms import FormField, HiddenField, SelectField, StringField

from scoring import Result
from scoring.i18n import N_, _, current_language
from scoring.topiary import (
    FACE_DOWN,
    GARDEN_SIZE,
    HIGHEST_VALUE,
    MAX_HAND_TILES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VISITORS_PER_PLAYER,
    Facing,
    Suit,
    Tile,
    describe_looking,
    describe_place,
    describe_spot,
    standing_spot,
    suit_name,
    visitor_spots,
    words,
)
from scoring.topiary.words import fill
from scoring.wording import capitalize_first
from web.forms.edits import Edit, apply_edit, choose, edit_attribute, remove, require, toggle
from web.forms.fields import (
    CachedSelect,
    EntryForm,
    FieldList,
    FlaskForm,
    action_index,
    choices,
    list_at,
    player_count_field,
    read_index,
    text_at,
)
from web.games.base import (
    NO_INDEX_MAPS,
    FormState,
    GameAdapter,
    IndexMaps,
    PartSpec,
    list_in,
    numbered_part,
)
from web.games.topiary import parts as topiary_parts
from web.platform.translate import gettext, ngettext

DEFAULT_PLAYERS = 2
RING = GARDEN_SIZE + 1
"""Row or column index of the far ring: places to stand are rows/columns 0 and 6."""

SUIT_SHORT = {
    Suit.WHALE: N_("Wh (Whale)"),
    Suit.SWAN: N_("Sw (Swan)"),
    Suit.ELEPHANT: N_("El (Elephant)"),
    Suit.TREX: N_("TR (T-Rex)"),
    Suit.SPIRAL: N_("Sp (Spiral)"),
    Suit.PYRAMID: N_("Py (Pyramid)"),
    Suit.ICOSAHEDRON: N_("Ic (Icosahedron)"),
    Suit.POMPOM: N_("PP (Pom-Pom)"),
}
"""Two letters per suit for a grid cell ("Wh5"); the legend and every label give the word.
Each message names its suit, so a translation abbreviates its own suit name ("Ba" for
Balena); the letters before the space are what a cell shows (:func:`suit_short`)."""


def suit_short(suit: Suit) -> str:
    """A suit's two letters in the current language: "Wh" (Italian "Ba")."""
    return _(SUIT_SHORT[suit]).split(" ", 1)[0]


FACE_DOWN_SHORT = "▨"
ARROWS = {
    Facing.N: "↑",
    Facing.NE: "↗",
    Facing.E: "→",
    Facing.SE: "↘",
    Facing.S: "↓",
    Facing.SW: "↙",
    Facing.W: "←",
    Facing.NW: "↖",
}
CLOCKWISE = list(ARROWS)
"""Facings in clockwise order from N: how a place lists the ways a visitor there can look."""

SPOTS: tuple[tuple[tuple[int, int], Facing], ...] = visitor_spots()
"""All 56 legal visitor spots as (at, facing)."""


def spot_key(at: tuple[int, int], facing: Facing | str) -> str:
    """A spot's key in actions and lookups: ``"2-1-E"`` (first tile row, column, facing)."""
    return f"{at[0]}-{at[1]}-{Facing(facing).value if isinstance(facing, Facing) else facing}"


SPOT_BY_KEY = {spot_key(at, facing): (at, facing) for at, facing in SPOTS}


def _places() -> dict[tuple[int, int], list[str]]:
    places: dict[tuple[int, int], list[str]] = {}
    for at, facing in SPOTS:
        places.setdefault(standing_spot(at, facing), []).append(spot_key(at, facing))
    for keys in places.values():
        keys.sort(key=lambda key: CLOCKWISE.index(SPOT_BY_KEY[key][1]))
    return places


PLACES = _places()
"""The 24 places around the garden (ring cells, as (row, column) with 0 and 6 outside) and
the spot keys of the visitors that can stand at each, in clockwise order of their facing."""


def place_words(place: tuple[int, int]) -> str:
    """Where a ring cell is: 'Left of row 2', 'Above column 3', 'Top-left corner' (the
    scorer's words, so the visitor list and the result name a place as it was tapped).

    >>> place_words((2, 0)), place_words((0, 3)), place_words((6, 6))
    ('Left of row 2', 'Above column 3', 'Bottom-right corner')
    """
    return describe_place(place)


def look_words(key: str) -> str:
    """The way a visitor looks from its place: 'right (E) along row 2', 'down-right (SE)
    along the long diagonal'."""
    return describe_looking(*SPOT_BY_KEY[key])


# Tiles.


TILE_WORDS_CACHED = 128
"""A garden and its hands show each of the 31 tile codes many times over: their words are
worked out once (a bounded cache, since a tampered form can send any text as a code)."""


@lru_cache(maxsize=TILE_WORDS_CACHED)
def _tile_short(code: str, language: str) -> str:
    """A tile as a grid cell shows it: 'Wh5', or ▨ for a face-down tile, in ``language`` (the
    page's: the cache is keyed by it)."""
    if code == FACE_DOWN:
        return FACE_DOWN_SHORT
    try:
        tile = Tile.from_code(code)
    except (ValueError, TypeError):
        return "?"
    return f"{suit_short(tile.suit)}{tile.value}"


@lru_cache(maxsize=TILE_WORDS_CACHED)
def _tile_name(code: str, language: str) -> str:
    """A tile as a player says it: 'T-Rex 3', 'Face down', in ``language`` (the page's: the
    cache is keyed by it)."""
    if code == FACE_DOWN:
        return _(FACE_DOWN_WORDS)
    try:
        return Tile.from_code(code).name
    except (ValueError, TypeError):
        return str(code)


@lru_cache(maxsize=TILE_WORDS_CACHED)
def tile_suit(code: str) -> str:
    """The suit slug of a tile code ('' for face down or unreadable): the cell's colour tone."""
    try:
        return Tile.from_code(code).suit.value
    except (ValueError, TypeError):
        return FACE_DOWN if code == FACE_DOWN else ""


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


# The form.


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


# What the template needs to know about the form.


def player_count(form: TableForm) -> int:
    return seat_count(form.player_count.data)


def seat_count(count: Any) -> int:
    """The number of players the form's count holds; 2 when it holds none (a tampered post)."""
    return count if isinstance(count, int) and MIN_PLAYERS <= count <= MAX_PLAYERS else 2


def seat_words(typed: object, seat: int) -> str:
    """A player's name as typed, or 'Player 2' (its placeholder, in the request's language)
    when left blank: the words the headings, the errors and the result all use."""
    name = typed.strip() if isinstance(typed, str) else ""
    return name or fill(words.WHAT_PLAYER, number=seat + 1)


def player_names(form: TableForm) -> list[str]:
    """The seated players' names; a blank name reads 'Player 2', as its placeholder shows."""
    entries = form.players.entries
    return seated_names(form.player_count.data, [entry.form.name.data for entry in entries])


def seated_names(count: Any, typed_names: list[Any]) -> list[str]:
    """:func:`player_names` of the form's data: its count and each seat's name as typed."""
    return [seat_words(typed_names[seat], seat) for seat in range(seat_count(count))]


def player_marks(names: list[str]) -> list[str]:
    """A short mark per player for the little visitor figures: initials, longer when two
    players share one ('An', 'Al'), the seat number when even that is not enough.

    >>> player_marks(["Ann", "Ben"]), player_marks(["Ann", "Alex", "Ben"])
    (['A', 'B'], ['An', 'Al', 'B'])
    """
    marks = []
    for index, name in enumerate(names):
        mark = name[:1].upper()
        clashes = [other for other in names if other[:1].upper() == mark]
        if len(clashes) > 1:
            mark = name[:1].upper() + name[1:2].lower()
            if sum(1 for other in names if other[:2].lower() == name[:2].lower()) > 1:
                mark = str(index + 1)
        marks.append(mark or str(index + 1))
    return marks


def seat_of(value: Any) -> int | None:
    """A visitor's seat (0-based) from its hidden player field, None when it is not a seat."""
    seat = read_index(value)
    return seat if seat is not None and seat < MAX_PLAYERS else None


def at_text(at: Any) -> str:
    return f"{at[0]},{at[1]}" if isinstance(at, (list, tuple)) and len(at) == 2 else str(at)


def visitor_key(visitor: dict[str, Any]) -> str | None:
    """The spot key of a visitor's form data, None when it names no legal spot."""
    at = (visitor.get("at") or "").replace(" ", "").split(",")
    facing = (visitor.get("facing") or "").strip().upper()
    key = f"{'-'.join(at)}-{facing}"
    return key if key in SPOT_BY_KEY else None


def spot_words(visitor: dict[str, Any]) -> str:
    """Where a listed visitor stands, as the place was tapped; a tampered one as it came."""
    key = visitor_key(visitor)
    if key is None:
        return str(
            gettext(
                "at %(at)s facing %(facing)s",
                at=visitor.get("at") or "?",
                facing=visitor.get("facing") or "?",
            )
        )
    return describe_spot(*SPOT_BY_KEY[key])


def parse_place(text: Any) -> tuple[int, int] | None:
    """A ring place from its 'row-column' text, None unless it is one of the 24 places."""
    parts = [read_index(part) for part in text.split("-")] if isinstance(text, str) else []
    if len(parts) == 2 and parts[0] is not None and parts[1] is not None:
        place = (parts[0], parts[1])
        return place if place in PLACES else None
    return None


# Form → table state.


def _at_state(text: Any) -> Any:
    """[row, column] from the hidden 'row,column' text; anything else is passed on to be
    reported by the scorer."""
    parts = text.replace(" ", "").split(",") if isinstance(text, str) else []
    indices = [read_index(part) for part in parts]
    if len(indices) == 2 and indices[0] is not None and indices[1] is not None:
        return [indices[0], indices[1]]
    return text


def visitor_player(raw: str, names: list[str]) -> str:
    """A visitor's player name from its seat number; a seat beyond the table reads
    'Player 4' so the scorer can say who is not at the table."""
    seat = seat_of(raw)
    if seat is None:
        return raw
    return names[seat] if seat < len(names) else seat_words("", seat)


# Table state → form (to edit a table scored before).


def _tile_data(code: Any, allow_down: bool) -> str:
    if not isinstance(code, str):
        return FACE_DOWN if allow_down else ""
    if allow_down and code.strip().lower() == FACE_DOWN:
        return FACE_DOWN
    try:
        return Tile.from_code(code).code
    except ValueError:
        return code


# Edit buttons without JavaScript.


def place_edit(where: str) -> Edit:
    """A place's button (``where``: "row-column"): its chooser opens, or closes when open."""
    return [toggle("open_place", where)]


def visit_edit(at: str, facing: str, seat: str | None) -> Edit:
    """A chip of the open place: seat ``seat``'s visitor stands at ``at`` (the first tile it
    sees, "row,column") looking ``facing``; the visitor there already goes to that seat, or
    away when it is that seat's (or ``seat`` is None: Nobody)."""
    return [choose("visitors", {"at": at, "facing": facing}, "player", seat, len(SPOTS))]


def drop_edit(index: int) -> Edit:
    """A listed visitor's ✕: the visitor leaves the list."""
    return [require("visitors", index), remove("visitors", index)]


OFFLINE_SPOT = ("__AT__", "__FACING__")
"""Stand for a spot's fields in the chips of the offline template of a way to look (its key
is ``__KEY__``), for static/games/topiary.js to fill in."""


@lru_cache(maxsize=4096)
def edit_of(verb: str, target: str | int, seat: str | None = None) -> Markup:
    """The ``data-edit`` attribute of an edit button (``web.forms.edits``): "place" (``target``
    "row-column"), "visit" (``target`` a spot key, ``seat`` the chip's seat or None for
    Nobody) or "drop" (``target`` the visitor's number). The same few hundred on every page:
    each written once."""
    if verb == "place":
        return edit_attribute(place_edit(str(target)))
    if verb == "visit":
        spot = SPOT_BY_KEY.get(str(target))
        at, facing = (at_text(spot[0]), spot[1].value) if spot else OFFLINE_SPOT
        return edit_attribute(visit_edit(at, facing, seat))
    return edit_attribute(drop_edit(int(target)))


# Drawn on the phone with no connection (static/games/topiary.js).

OFFLINE_PLACED = 9901
"""The number of visitors placed that the offline templates' counts are written with, for
static/games/topiary.js to put the real number in its place (a placeholder that a count of
at most 56 visitors can never be)."""
OFFLINE_INDEX = 9902
"""The visitor number the offline template of a listed visitor is written with, likewise."""


def offline_words() -> dict[str, Any]:
    """What static/games/topiary.js needs, with no connection, to draw the places, the open
    place's chooser and the visitor list as the server does: every place's words and spot
    keys, every spot's words and fields, and the sentences with a name or a way in them
    (their placeholders in braces), in the request's language."""
    return _offline_words(current_language())


@lru_cache(maxsize=8)
def _offline_words(language: str) -> dict[str, Any]:
    spots = {}
    for key, (at, facing) in SPOT_BY_KEY.items():
        spots[key] = {
            "at": at_text(at),
            "facing": facing.value,
            "arrow": ARROWS[facing],
            "look": str(gettext("Looking %(way)s", way=look_words(key))),
            "way": look_words(key),
            "spot": describe_spot(at, facing),
        }
    return {
        "places": {
            f"{row}-{column}": {"words": place_words((row, column)), "keys": keys}
            for (row, column), keys in PLACES.items()
        },
        "spots": spots,
        "defaults": [seat_words("", seat) for seat in range(MAX_PLAYERS)],
        "maxPlayers": MAX_PLAYERS,
        "looking": str(gettext("%(name)s looking %(way)s", name="{name}", way="{way}")),
        "noVisitor": str(gettext("no visitor")),
        "another": str(gettext("another player")),
        "stranger": str(gettext("Players not at this table")),
        "tampered": str(gettext("at %(at)s facing %(facing)s", at="{at}", facing="{facing}")),
        "placed": OFFLINE_PLACED,
        "index": OFFLINE_INDEX,
    }


# The result page.


def _blank_cell(row: int, column: int) -> str:
    """A cell of a small board off the visitor's line: a garden square or a ring place."""
    inside = 1 <= row <= RING - 1 and 1 <= column <= RING - 1
    return '<i class="off"></i>' if inside else "<i></i>"


BLANK_BOARD = tuple(
    _blank_cell(row, column) for row in range(RING + 1) for column in range(RING + 1)
)
"""A small board's 49 cells, row by row, before a visitor's line and place are drawn on it."""


def mini_board(line: list[dict[str, Any]], standing: tuple[int, int], mark: str) -> Markup:
    """One visitor's small board on the result page: the tiles of its line of sight (seen,
    hidden or face down), the visitor at its place around the garden, the rest blank.

    Written here rather than in the template: a 4-player result has 20 of these boards of 49
    cells each, and Jinja's loops took a third of the page's time. The blank cells are written
    once (:data:`BLANK_BOARD`); only the line and the place are drawn on each board.
    """
    language = current_language()
    cells = list(BLANK_BOARD)
    cells[standing[0] * (RING + 1) + standing[1]] = (
        f'<span class="ring-spot"><span class="mark">{escape(mark)}</span></span>'
    )
    for cell in line:
        row, column = cell["position"][0], cell["position"][1]
        tile = cell["tile"]
        cells[row * (RING + 1) + column] = (
            f'<span class="tile {escape(cell["status"])}" data-tone="'
            f'{escape(tile_suit(tile))}">{escape(_tile_short(tile, language))}</span>'
        )
    return Markup("\n".join(cells))


LINE_STATUS = {"seen": N_("seen"), "hidden": N_("hidden"), "down": N_("face down")}
"""How the result page reads out each cell of a visitor's line (its ``status``)."""


def garden_words(garden: dict[str, Any]) -> str:
    """The result's garden read out (the drawing's accessible name): each row's tiles, then
    every visitor and where it stands."""
    language = current_language()
    rows = "; ".join(
        gettext(
            "row %(row)d: %(tiles)s",
            row=number,
            tiles=", ".join(_tile_name(code, language) for code in row),
        )
        for number, row in enumerate(garden.get("rows") or [], start=1)
    )
    visitors = "; ".join(
        gettext("%(player)s %(spot)s", player=visitor["player"], spot=visitor["spot"])
        for visitor in garden.get("visitors") or []
    )
    return str(
        gettext("The garden: %(rows)s. Visitors: %(visitors)s.", rows=rows, visitors=visitors)
    )


def line_words(label: str, line: list[dict[str, Any]]) -> str:
    """One visitor's small board read out: its label, then each tile of its line and what the
    visitor makes of it ("T-Rex 2 seen, Swan 5 hidden, face down")."""
    language = current_language()
    cells = ", ".join(
        _(LINE_STATUS["down"])
        if cell["status"] == "down"
        else gettext(
            "%(tile)s %(status)s",
            tile=_tile_name(cell["tile"], language),
            status=_(LINE_STATUS.get(cell["status"], cell["status"])),
        )
        for cell in line
    )
    return str(gettext("%(visitor)s: %(line)s", visitor=label, line=cells))


def seen_words(cells: list[dict[str, Any]]) -> str:
    """The tiles a visitor sees, as a sum ("T-Rex 2 + T-Rex 3"), or "nothing"."""
    language = current_language()
    named = " + ".join(_tile_name(cell["tile"], language) for cell in cells)
    return named or str(gettext("nothing"))


def garden_board(
    rows: list[list[str]],
    visitors_at: dict[tuple[int, int], list[dict[str, Any]]],
    marks: list[str],
) -> Markup:
    """The result's garden with the ring of places around it: each tile on its suit's tone,
    and at each place the marks of the visitors standing there (seat letter and arrow), one
    cell a line. Written here, as :func:`mini_board` is: 49 cells through the template's loops
    cost more than the rest of the section."""
    language = current_language()
    cells = []
    for row in range(RING + 1):
        for column in range(RING + 1):
            if 1 <= row <= RING - 1 and 1 <= column <= RING - 1:
                code = rows[row - 1][column - 1]
                cells.append(
                    f'<span class="tile" data-tone="{escape(tile_suit(code))}">'
                    f"{escape(_tile_short(code, language))}</span>\n"
                )
                continue
            standing = "".join(
                f'<span class="mark player-{visitor["seat"] + 1}">'
                f"{escape(marks[visitor['seat']])}{escape(visitor['arrow'])}</span>"
                for visitor in visitors_at.get((row, column), [])
            )
            cells.append(f'<span class="ring-spot">{standing}</span>\n')
    return Markup("".join(cells))


def hand_list(items: list[dict[str, Any]]) -> Markup:
    """A player's hand tiles on the result page, one ``<li>`` each: the tile, whether it
    scores, and why."""
    language = current_language()
    scores, scores_nothing = Markup(gettext("scores %(points)d ✓")), Markup(gettext("scores 0"))
    tiles = []
    for item in items:
        details = item["details"]
        if details["scores"]:
            status = f'<span class="status-seen">{scores % {"points": item["points"]}}</span>'
        else:
            status = f'<span class="status-down">{scores_nothing}</span>'
        tiles.append(
            f"<li><strong>{escape(_tile_name(details['tile'], language))}</strong> {status}"
            f'<p class="item-explanation">{escape(item["explanation"])}</p></li>\n'
        )
    return Markup("".join(tiles))


@dataclass(frozen=True)
class VisitorWords:
    """The words every visitor's view on the result page may show, in one language: looked
    up once per language (:func:`visitor_words`), not once per visitor or tile."""

    seen: Markup
    hidden: Markup
    down: Markup
    behind: Markup
    seen_sum: Markup
    bonus: Markup
    no_bonus: Markup
    total: Markup
    suits: dict[str, str]


@lru_cache(maxsize=8)  # One entry per language.
def visitor_words(language: str) -> VisitorWords:
    """:class:`VisitorWords` in ``language`` (the page's: the cache is keyed by it)."""
    return VisitorWords(
        seen=Markup(gettext("seen ✓")),
        hidden=Markup(gettext("hidden ✗")),
        down=Markup(gettext("face down (0)")),
        behind=Markup(gettext("behind %(tile)s")),
        seen_sum=Markup(gettext("Seen: %(tiles)s = %(points)s.")),
        bonus=Markup(gettext("%(count)d %(suit)s bonus +%(points)d.")),
        no_bonus=Markup(gettext("No bonus.")),
        total=Markup(gettext("Total <strong>%(points)s</strong>.")),
        suits={suit.value: suit_name(suit) for suit in Suit},
    )


def visitor_views(items: list[dict[str, Any]], mark: str) -> Markup:
    """A player's visitors on the result page, each where it stands and looks, its points,
    its small board, each tile of its line with what the visitor makes of it, and the sum.

    Written here rather than in the template, as :func:`mini_board` is: a 4-player result shows
    20 visitors of up to 6 tiles each, and the template's loops, lookups and translations per
    tile took half the page's time.
    """
    language = current_language()
    said = visitor_words(language)
    views = []
    for item in items:
        details = item["details"]
        line = details["line"]
        facing = Facing(details["facing"])
        standing = standing_spot((details["at"][0], details["at"][1]), facing)
        spot = escape(capitalize_first(details["spot"]))
        points = Markup(ngettext("%(num)d point", "%(num)d points", item["points"]))
        words = escape(line_words(item["label"], line))
        board = mini_board(line, standing, mark + ARROWS[facing])
        views.append(
            f'<div class="visitor-view">\n<h4><span>{spot}</span><span>{points}</span></h4>\n'
            f'<div class="mini-board" role="img" aria-label="{words}">\n{board}\n</div>\n'
            f'<div>\n<ol class="line-list">\n{_line_list(line, said, language)}</ol>\n'
            f"{_visitor_sum(details, item['points'], said)}</div>\n</div>\n"
        )
    return Markup("".join(views))


def _line_list(line: list[dict[str, Any]], said: VisitorWords, language: str) -> str:
    """The tiles of a visitor's line, one ``<li>`` each: seen, hidden behind a tile, or face
    down."""
    cells = []
    for cell in line:
        if cell["status"] == "seen":
            name = escape(_tile_name(cell["tile"], language))
            cells.append(f'<li>\n{name}: <span class="status-seen">{said.seen}</span>\n</li>\n')
        elif cell["status"] == "hidden":
            name = escape(_tile_name(cell["tile"], language))
            front = said.behind % {"tile": _tile_name(cell["hidden_by"]["tile"], language)}
            cells.append(
                f'<li>\n{name}: <span class="status-hidden">{said.hidden}</span> {front}\n</li>\n'
            )
        else:
            cells.append(f'<li>\n<span class="status-down">{said.down}</span></li>\n')
    return "".join(cells)


def _visitor_sum(details: dict[str, Any], points: int, said: VisitorWords) -> str:
    """A visitor's sum in words: the tiles it sees and their points, each bonus, its total."""
    seen = [cell for cell in details["line"] if cell["status"] == "seen"]
    base = Markup(ngettext("%(num)d point", "%(num)d points", details["base"]))
    sentence = said.seen_sum % {"tiles": seen_words(seen), "points": base}
    bonuses = [
        said.bonus
        % {
            "count": len(group["tiles"]),
            "suit": said.suits[group["suit"]],
            "points": group["points"],
        }
        for group in details["bonus_groups"]
    ] or [said.no_bonus]
    listed = "".join(f"{bonus} " for bonus in bonuses)
    total = said.total % {"points": points}
    return f'<p class="item-explanation">\n{sentence}\n{listed}{total}</p>\n'


class TopiaryAdapter(GameAdapter[TableForm]):
    """Topiary's entry form, as the views use it."""

    form_class = TableForm
    form_scripts = ("picker.js",)
    shared_excludes = topiary_parts.SHARED_EXCLUDES

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return topiary_parts.room_parts(names)

    def extract_part(self, state: dict[str, Any], key: str) -> dict[str, Any]:
        """A seat's hand, and its visitors."""
        fragment = super().extract_part(state, key)
        names, seat = self.room_player_names(state), numbered_part(key, "seat")
        name = names[seat] if seat is not None and seat < len(names) else None
        fragment["visitors"] = topiary_parts.own_visitors(state, name)
        return fragment

    def insert_part(
        self, state: dict[str, Any], key: str, fragment: dict[str, Any]
    ) -> dict[str, Any]:
        """A seat's hand, and its visitors in their places among everyone's."""
        own = {name: value for name, value in fragment.items() if name != "visitors"}
        result = super().insert_part(state, key, own)
        visitors, seat = fragment.get("visitors"), numbered_part(key, "seat")
        if seat is not None and isinstance(visitors, list):
            name = self.room_player_names(state)[seat]
            result["visitors"] = topiary_parts.placed_visitors(
                list_in(result, "visitors"), name, visitors
            )
        return result

    def template_context(self, form: TableForm) -> dict[str, Any]:
        """Labels, the garden's ring of places and the visitor counts the form template draws."""
        names = player_names(form)
        count = len(names)
        marks = player_marks(names)
        visitors = [entry.data for entry in form.visitors]
        owner_by_key: dict[str, int | None] = {}
        by_seat: dict[int | None, list[tuple[int, dict[str, Any]]]] = {}
        for index, visitor in enumerate(visitors):
            seat = seat_of(visitor.get("player"))
            key = visitor_key(visitor)
            if key is not None:
                owner_by_key.setdefault(key, seat)
            by_seat.setdefault(seat if seat is not None and seat < count else None, []).append(
                (index, visitor)
            )
        open_place = parse_place(form.open_place.data)
        return {
            "names": names,
            "count": count,
            "marks": marks,
            "allowed": VISITORS_PER_PLAYER[count],
            "places": PLACES,
            "place_words": place_words,
            "look_words": look_words,
            "arrow_of": lambda key: ARROWS[SPOT_BY_KEY[key][1]],
            "owner_by_key": owner_by_key,
            "visitors_by_seat": by_seat,
            "spot_words": lambda visitor: spot_words(visitor),
            "open_place": open_place,
            "suits": [(suit_short(suit), suit_name(suit), suit.value) for suit in Suit],
            "ring": RING,
            "offline_words": offline_words(),
            "edit_of": edit_of,
        }

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """The table state the form's data describes, in the contract's shape (spec/topiary.md)."""
        seats = data["players"]
        names = seated_names(data["player_count"], [seat["name"] for seat in seats])
        players = [
            {"name": name, "hand": [code for code in (seats[index]["hand"] or []) if code]}
            for index, name in enumerate(names)
        ]
        garden = [
            [cell if isinstance(cell, str) else FACE_DOWN for cell in row]
            for row in data["garden"] or []
        ]
        visitors = [
            {
                "player": visitor_player(entry.get("player") or "", names),
                "at": _at_state(entry.get("at")),
                "facing": entry.get("facing") or "",
            }
            for entry in data["visitors"] or []
        ]
        return FormState({"players": players, "garden": garden, "visitors": visitors})

    def error_anchor(self, field_id: str, index_maps: IndexMaps = NO_INDEX_MAPS) -> str:
        """A visitor's errors are shown on its line in the list: 'visitors-3-at' → 'visitors-3'."""
        parts = field_id.split("-")
        if len(parts) > 2 and parts[0] == "visitors":
            return "-".join(parts[:2])
        return field_id

    def result_context(self, result: Result) -> dict[str, Any]:
        """Lookups the Topiary result page draws the garden and each visitor's line with."""
        names = [player.name for player in result.players]
        seat_by_name = {name: index for index, name in enumerate(names)}
        garden = result.sections.get("garden") or {}
        visitors_at: dict[tuple[int, int], list[dict[str, Any]]] = {}
        for visitor in garden.get("visitors") or []:
            at = tuple(visitor["at"])
            facing = Facing(visitor["facing"])
            place = standing_spot((at[0], at[1]), facing)
            visitors_at.setdefault(place, []).append(
                {**visitor, "seat": seat_by_name.get(visitor["player"], 0), "arrow": ARROWS[facing]}
            )
        return {
            "marks": player_marks(names),
            "visitors_at": visitors_at,
            "garden_words": garden_words,
            "visitor_views": visitor_views,
            "garden_board": garden_board,
            "hand_list": hand_list,
            "suits": [(suit_short(suit), suit_name(suit), suit.value) for suit in Suit],
        }

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data showing a table state again; visitors keep their order and find their seat
        by name (ignoring case)."""
        raw_players = list_at(state, "players")
        players: list[dict[str, Any]] = []
        for entry in raw_players[:MAX_PLAYERS]:
            entry = entry if isinstance(entry, dict) else {}
            name = text_at(entry, "name")
            hand = list_at(entry, "hand")
            codes = [_tile_data(code, allow_down=False) for code in hand[:MAX_HAND_TILES]]
            players.append({"name": name, "hand": codes + [""] * (MAX_HAND_TILES - len(codes))})
        count = min(max(len(players), MIN_PLAYERS), MAX_PLAYERS)
        while len(players) < MAX_PLAYERS:
            players.append({"name": "", "hand": [""] * MAX_HAND_TILES})
        folded = [player["name"].strip().casefold() for player in players[:count]]

        raw_garden = list_at(state, "garden")
        garden = []
        for row_index in range(GARDEN_SIZE):
            row = raw_garden[row_index] if row_index < len(raw_garden) else []
            row = row if isinstance(row, list) else []
            garden.append(
                [
                    _tile_data(row[column] if column < len(row) else FACE_DOWN, allow_down=True)
                    for column in range(GARDEN_SIZE)
                ]
            )

        visitors = []
        raw_visitors = list_at(state, "visitors")
        for visitor in raw_visitors[: len(SPOTS)]:
            if not isinstance(visitor, dict):
                continue
            owner = text_at(visitor, "player")
            key = owner.strip().casefold()
            player = str(folded.index(key)) if key in folded else owner
            facing = visitor.get("facing")
            visitors.append(
                {
                    "player": player,
                    "at": at_text(visitor.get("at")),
                    "facing": facing.strip().upper() if isinstance(facing, str) else "",
                }
            )
        return {
            "player_count": count,
            "players": players,
            "garden": garden,
            "visitors": visitors,
            "open_place": "",
        }

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """Apply one edit button to the form data.

        - ``players``: show as many players as the count says (nothing else changes);
        - ``place:R-C``: open (or close) the place at ring row R, column C below the garden;
        - ``visit:R-C-F:S``: the visitor whose first tile is row R, column C, looking F, belongs to
          seat S; tapping its owner again, or ``S`` = ``none``, takes it away;
        - ``drop:I``: take away the I-th visitor of the list.

        Each change is the one the page's button carries for the phone to make with no
        connection (:func:`place_edit`, :func:`visit_edit`, :func:`drop_edit`, ``web.forms.edits``).
        Unknown or stale actions change nothing: the form simply comes back as it was; a malformed
        number (``drop:²``, ``place:²-1``) raises ``UnreadableRequest``.
        """
        verb, _, rest = action.partition(":")
        visitors: list[dict[str, Any]] = [
            v for v in data.get("visitors") or [] if isinstance(v, dict)
        ]
        data["visitors"] = visitors
        if verb == "place":
            row_text, _, column_text = rest.partition("-")
            place = (action_index(row_text), action_index(column_text))
            if place in PLACES:
                return apply_edit(data, place_edit(f"{place[0]}-{place[1]}"))
        elif verb == "visit":
            key, _, seat_text = rest.partition(":")
            nobody = seat_text == "none"
            seat = None if nobody else action_index(seat_text)
            if key in SPOT_BY_KEY and (nobody or (seat is not None and seat < MAX_PLAYERS)):
                at, facing = SPOT_BY_KEY[key]
                chosen = None if seat is None else str(seat)
                return apply_edit(data, visit_edit(at_text(at), facing.value, chosen))
        elif verb == "drop":
            index = action_index(rest)
            if index is not None:
                return apply_edit(data, drop_edit(index))
        return data
