"""How a Topiary result is drawn beyond its line items: the garden board, each visitor's line of
sight and the hand tiles (markup the result template places; the words come from the scorer's
result)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markupsafe import Markup, escape

from scoring.i18n import N_, _, current_language
from scoring.topiary import (
    FACE_DOWN,
    GARDEN_SIZE,
    Facing,
    Suit,
    Tile,
    standing_spot,
    suit_name,
)
from web.games.topiary.forms import FACE_DOWN_SHORT, FACE_DOWN_WORDS
from web.platform.templating import capitalize_first_text
from web.platform.translate import gettext, ngettext

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
        spot = escape(capitalize_first_text(details["spot"]))
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
