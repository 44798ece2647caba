"""How a Panorama result is drawn beyond its line items: each panorama's cards as a line of icons
(markup the result template places; the words come from the scorer's result)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape

from web.games.panorama.forms import (
    FACE_DOWN,
)
from web.platform.templating import points_class, rule_links
from web.platform.translate import page_translations

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


OPEN_UP_TO = 4
"""A result with at most this many panoramas shows each open; a longer one shows them closed."""


def panorama_sections_markup(
    panoramas: list[dict[str, Any]], phase_names: dict[str, str], award_names: dict[str, str]
) -> Markup:
    """Every panorama of a result as its page shows it, one ``<details>`` each: its phase and
    players, its points, its card and set lines (:func:`card_lines_markup`), its Awards, and
    its total. ``phase_names`` and ``award_names`` are the page's (``result_context``).

    A 6-player table has twelve, and drawing each through the template cost some thirty
    lookups, calls and escapes (its Awards, its sentences); here each sentence is translated
    and filled as the template's ``_`` and ``ngettext`` do it (the translation as the
    translator wrote it, its values escaped) and the constant markup is written once. The
    markup is the one ``templates/panorama/result.html`` drew
    (tests/web/test_result_page_shortcuts.py holds it to the template's)."""
    translations = page_translations()
    gettext, ngettext = translations.ugettext, translations.ungettext
    two_players = Markup(gettext("%(phase)s: %(first)s and %(second)s"))
    players_text = Markup(gettext("%(phase)s: %(player)s"))
    award_text = Markup(gettext("Award: %(award)s"))
    shared_total = Markup(
        gettext("<strong>Panorama total: %(points)d</strong>, for both %(first)s and %(second)s.")
    )
    total_text = Markup(gettext("<strong>Panorama total: %(points)d</strong>."))
    opened = " open" if len(panoramas) <= OPEN_UP_TO else ""
    rule_link = rule_links()
    sections: list[str] = []
    for panorama in panoramas:
        players = panorama["players"]
        phase = phase_names.get(panorama["phase"], "")
        total = panorama["total"]
        if len(players) == 2:
            heading = two_players % {"phase": phase, "first": players[0], "second": players[1]}
            summary = shared_total % {"points": total, "first": players[0], "second": players[1]}
        else:
            heading = players_text % {"phase": phase, "player": ", ".join(map(str, players))}
            summary = total_text % {"points": total}
        points = Markup(ngettext("%(num)d point", "%(num)d points", abs(total))) % {"num": total}
        awards = "".join(
            '<li class="item">\n<div class="item-head"><span class="item-label">'
            f"{award_text % {'award': award_name(won, award_names)}}</span>"
            f'<span class="item-points">{escape(won.get("points", ""))}</span></div>\n'
            f"{rule_link(won.get('rule'))}</li>\n"
            for won in panorama["awards"]
        )
        cards = card_lines_markup(panorama, rule_link)
        sections.append(
            f'<details class="section" id="panorama-{escape(panorama["phase"])}-'
            f'{escape(panorama["index"])}"{opened}>\n<summary>\n<span>{heading}</span>\n'
            f'<span class="summary-note">{points}</span>\n</summary>\n'
            f'<div class="section-body">\n<ol class="items">\n{cards}{awards}</ol>\n'
            f"<p>{summary}</p>\n</div>\n</details>\n"
        )
    return Markup("".join(sections))


def award_name(won: dict[str, Any], award_names: dict[str, str]) -> str:
    """An Award's name as a result page shows it: the page's own name for it, else the name
    the result gives, else its key."""
    return award_names.get(won.get("award", "")) or won.get("name") or won.get("award") or ""


def card_lines_markup(
    panorama: dict[str, Any], rule_link: Callable[[Any], Markup] | None = None
) -> Markup:
    """A panorama's card lines, then its set lines, as the result page shows them.

    A 6-player table has over a hundred of them, and drawing each through the template cost
    a tenth of the page (five lookups and escapes a card); here only the words are escaped
    (a position and points are the scorer's whole numbers, the icons' emoji our own
    constants) and the constant markup is written once. :func:`panorama_sections_markup`
    writes the rest of the panorama around them; the lines' markup is the one they had in
    the template. ``rule_link``: the page's ``rule_links()``, when the caller has it (one
    look-up a page, not one a panorama)."""
    lines: list[str] = []
    if rule_link is None:
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
