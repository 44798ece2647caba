"""How a Tsukimi result is drawn beyond its line items: the moon board with each player's rabbits
and the tie-breaker's details (markup the result template places; the words come from the
scorer's result)."""

from __future__ import annotations

import re
from typing import Any

from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape

from scoring.tsukimi.words import colour_name
from web.platform.translate import gettext as _

COLOURS: tuple[tuple[str, Any], ...] = (
    ("red", _l("Red")),
    ("yellow", _l("Yellow")),
    ("green", _l("Green")),
    ("blue", _l("Blue")),
)
"""The colour swatches offered, by the label the form sends (English, as in the table state)
and the name the page shows (in the page's language); a tile's colour is a free label that
only the page shows."""


WHOLE_NUMBER = re.compile(r"[+-]?\d{1,6}")


def text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def count(value: Any) -> Any:
    """A typed count as the state wants it: a number, None when blank, else the raw text.

    Raw text is passed on so that the scorer can say what is wrong with it, beside the field.
    """
    typed = text(value)
    if not typed:
        return None
    return int(typed) if WHOLE_NUMBER.fullmatch(typed) else typed


def seat_badges(names: list[str]) -> dict[str, str]:
    """The badge that marks each player's tiles: their initial, or their seat number when
    both names start with the same letter ("Ann" and "Aki" are 1 and 2).

    A badge is neutral (text on the page's own colours), so that it can never be read as one
    of the tiles' colours, as a player colour could (a red outline on a blue tile).
    """
    initials = [name.strip()[:1].upper() or str(seat + 1) for seat, name in enumerate(names)]
    if len(set(initials)) < len(initials):
        initials = [str(seat + 1) for seat in range(len(names))]
    return dict(zip(names, initials, strict=True))


def moon_board_markup(tiles: list[dict[str, Any]], badges: dict[str, str]) -> Markup:
    """The result's tiles (its ``tiles`` section) as the page's moon board lists them, one
    ``<li>`` each: number, value and colour, each player's rabbits and who won it.

    Drawn through the template, a board cost about a hundred Jinja calls and lookups a page;
    here the page's words are translated once and each value escaped once
    (``templates/tsukimi/result.html`` writes the list around them). A translation is
    written as the template's ``_()`` writes it: as the translator wrote it, only the
    filled-in values escaped."""
    tile_number = Markup(_("Tile %(number)s"))
    nobody = Markup(_("Tie: nobody")) % {}
    swatches = {value for value, _label in COLOURS}
    rows = []
    for tile in tiles:
        winner = tile["winner"]
        face = f'<span class="tile-value">{escape(tile["value"])}</span>'
        colour = tile["color"]
        if colour:
            swatch = escape(colour if colour in swatches else "other")
            face += (
                f'<span class="tile-colour"><span class="swatch sw-{swatch}"></span>'
                f"{escape(colour_name(colour))}</span>"
            )
        rabbits = " – ".join(
            f"<span>{escape(name)} {escape(count)}</span>"
            for name, count in tile["rabbits"].items()
        )
        if winner:
            held = (
                f'<span class="won-by"><span class="badge" aria-hidden="true">'
                f"{escape(badges[winner])}</span> {escape(winner)}</span>"
            )
        else:
            held = f'<span class="nobody">{nobody}</span>'
        won = " won" if winner else ""
        rows.append(
            f'<li class="moon-tile{won}" id="result-tile-{escape(tile["index"])}">\n'
            f'<span class="tile-number">{tile_number % {"number": tile["index"]}}</span>\n'
            f'<span class="tile-face">{face}</span>\n'
            f'<span class="tile-rabbits">{rabbits}</span>\n{held}</li>\n'
        )
    return Markup("".join(rows))


def tie_breaker_details(player: dict[str, Any]) -> dict[str, Any]:
    """A player's tiles won and reserve, as their tie-breaker items carry them (found by
    their details, not by the category's name, which is in the page's language; ``player``
    as a result's ``to_dict()`` writes one)."""
    details: dict[str, Any] = {}
    for category in player["breakdown"]:
        for item in category["items"]:
            shown = item.get("details")
            if shown and shown.get("not_points"):
                details.update(shown)
    return details
