"""How a Panorama result is drawn beyond its line items: each panorama's cards as a line of icons
(markup the result template places; the words come from the scorer's result)."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape

from web.games.panorama.forms import (
    FACE_DOWN,
)
from web.platform.templating import points_class, rule_links

ICON_EMOJI = {
    "bear": "🐻",
    "fox": "🦊",
    "moose": "🫎",
    "tree": "🌲",
    "lake": "💧",
    "cliff": "🪨",
    "mountain": "⛰️",
    "moon": "🌙",
    "sun": "☀️",
    "northern_lights": "🌌",
    "campfire": "🔥",
    "watchtower": "🗼",
    "ranger_station": "🛖",
    FACE_DOWN: "🂠",
}
"""Palette icons; the word is always shown beside them (DESIGN.md, "Palette")."""


PHASE_NAMES = {"dusk": _l("Dusk"), "dawn": _l("Dawn")}
"""The phases as the form's headings name them."""


def card_lines_markup(panorama: dict[str, Any]) -> Markup:
    """A panorama's card lines, then its set lines, as the result page shows them.

    A 6-player table has over a hundred of them, and drawing each through the template cost
    a tenth of the page (five lookups and escapes a card); here only the words are escaped
    (a position and points are the scorer's whole numbers, the icons' emoji our own
    constants) and the constant markup is written once. ``templates/panorama/result.html``
    writes the rest of the panorama around them; the lines' markup is the one it had there."""
    lines: list[str] = []
    rule_link = rule_links()
    for card in panorama.get("cards", ()):
        points = card["points"]
        lines.append(
            '<li class="item">\n<div class="item-head">\n'
            f'<span class="item-label">{card["position"]:d}. '
            f'<span aria-hidden="true">{card_emoji(card.get("icons"))}</span> '
            f"{escape(card['label'])}</span>\n"
            f'<span class="{points_class(points)}">{points:d}</span>\n</div>\n'
            f'<p class="item-explanation">{escape(card["explanation"])}</p>\n'
            f"{rule_link(card.get('rule'))}</li>\n"
        )
    for line in panorama.get("sets", ()):
        points = line["points"]
        lines.append(
            '<li class="item">\n<div class="item-head">'
            f'<span class="item-label">{escape(line["label"])}</span>'
            f'<span class="{points_class(points)}">{points:d}</span></div>\n'
            f'<p class="item-explanation">{escape(line["explanation"])}</p>\n'
            f"{rule_link(line.get('rule'))}</li>\n"
        )
    return Markup("".join(lines))


def card_emoji(icons: list[str] | None) -> str:
    """A result card's icons as emoji (a face-down card's back when it shows none); an icon
    without one adds nothing, so the text is only ever our own emoji."""
    return "".join(ICON_EMOJI.get(icon, "") for icon in icons or (FACE_DOWN,))
