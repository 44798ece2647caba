"""How Panorama's form names what a player entered: a card by its icons ("Bear with Tree"),
a Watchtower's positions ("2 right: Moose"); shared by the adapter, its edit buttons and its
room parts (which name a clash of two saves by them)."""

from __future__ import annotations

from typing import Any

from scoring.panorama import (
    ICON_LABELS,
    Icon,
)
from web.games.panorama.forms import (
    FACE_DOWN,
)
from web.platform.translate import gettext as _

PAIR_MARK = "+"
"""How a two-icon chip's value joins its icons: ``add:dusk-0:bear+tree``."""


PRINTED_PAIRS = (
    (Icon.BEAR, Icon.TREE),
    (Icon.FOX, Icon.TREE),
    (Icon.FOX, Icon.LAKE),
    (Icon.WATCHTOWER, Icon.FOX),
)
"""The two-icon cards the palette offers as one chip: those of the spec's sample table
(Bear with Tree, Fox with Tree, Fox with Lake) and the rulebook's Watchtower example ("The Fox
on the Watchtower card"). Neither lists the whole deck; any other pair is still entered with
the card editor's "Second icon"."""


def offset_words(offset: int) -> str:
    """How a Watchtower position reads: '2 to the left', '3 to the right'."""
    if offset < 0:
        return _("%(cards)d to the left", cards=-offset)
    return _("%(cards)d to the right", cards=offset)


def offset_mark(offset: int | str) -> str:
    """A Watchtower position as its chip shows it: '−2' (left), '+3' (right).

    >>> offset_mark(-2), offset_mark("3"), offset_mark("x")
    ('−2', '+3', 'x')
    """
    number = whole_number(str(offset))
    if not isinstance(number, int):
        return str(offset)
    return f"−{-number}" if number < 0 else f"+{number}"


def watch_words(rows: list[dict[str, Any]]) -> str:
    """A closed Watchtower's positions: '+2 Tree · −3 Bear' (a half-filled one with '?').

    >>> watch_words([{"offset": "2", "icon": "tree"}, {"offset": "-3", "icon": "bear"}])
    '+2 Tree · −3 Bear'
    >>> watch_words([{"offset": "", "icon": ""}, {"offset": "4", "icon": ""}])
    '+4 ?'
    """
    shown = []
    for row in rows:
        offset, icon = row.get("offset") or "", row.get("icon") or ""
        if offset or icon:
            where = offset_mark(offset) if offset else "?"
            shown.append(
                _("%(position)s %(icon)s", position=where, icon=icon_words(icon) if icon else "?")
            )
    return " · ".join(shown)


def chosen_icons(icon: str | None, second_icon: str | None) -> list[str]:
    """The icons a card's editor holds, first icon first, blanks skipped and a repeat dropped.

    A card posted with a second icon and no first one (only a tampered or cut-off post sends
    that) reads as a card with that one icon.

    >>> chosen_icons("bear", "tree"), chosen_icons(None, "tree"), chosen_icons("fox", "fox")
    (['bear', 'tree'], ['tree'], ['fox'])
    """
    icons: list[str] = []
    for chosen in (icon, second_icon):
        if chosen and chosen not in icons:
            icons.append(chosen)
    return icons


def icon_words(icon: str) -> str:
    """An icon's name ('Northern Lights'); an unknown one as it was sent (the page escapes it)."""
    return _(ICON_LABELS[Icon(icon)]) if icon in set(Icon) else icon


def card_words(icon: str | None, second_icon: str | None = "") -> str:
    """A card's name in the form: 'Fox', 'Bear with Tree', 'Face-down card'."""
    icons = chosen_icons(icon, second_icon)
    if not icons:
        return _("Card with no icon")
    if icons[0] == FACE_DOWN:
        return _("Face-down card")
    if len(icons) == 1:
        return icon_words(icons[0])
    return _("%(icon)s with %(second)s", icon=icon_words(icons[0]), second=icon_words(icons[1]))


def whole_number(text: str) -> int | str | None:
    """A typed number as an int; anything else passed on as typed, for the scorer to report."""
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        return text
