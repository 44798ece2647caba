"""How a Solstis result is drawn beyond its line items: the stepped mountain of cells, the fires
and the largest areas (markup the result template places; the words come from the scorer's
result)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup, escape

from scoring.solstis import (
    Cell,
    Fire,
)
from web.games.solstis.forms import (
    RAINBOW,
    SHORT,
    TILE,
    cell_label,
)
from web.platform.translate import gettext as _
from web.platform.translate import ngettext


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


def fire_lists(result: dict[str, Any], player_name: str) -> dict[str, list[str]]:
    """Where a player's lit and unlit fires are, from their "fires" items: 'Blue 9', 'the fire
    shared by Purple 5 and Purple 6' (``result``: a result's ``to_dict()``, worded; the first
    player called ``player_name``, KeyError if there is none)."""
    lists: dict[str, list[str]] = {"lit_fires": [], "unlit_fires": []}
    player = next((player for player in result["players"] if player["name"] == player_name), None)
    if player is None:
        raise KeyError(player_name)
    for category in player["breakdown"]:
        for item in category["items"]:
            details = item.get("details") or {}
            if "fire" not in details:
                continue
            fire = Fire(tuple(Cell.from_name(name) for name in details["cells"]))
            lists["lit_fires" if details["lit"] else "unlit_fires"].append(fire.place)
    return lists


def area_summary(areas: list[dict[str, Any]]) -> str:
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
