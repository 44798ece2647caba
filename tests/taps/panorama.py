"""Panorama's sample table entered as a player reads it off the table (``tests.taps``)."""

from __future__ import annotations

import re
from typing import Any

from tests.taps import (
    Thumb,
    player_count,
    starting,
    type_names,
    words,
)

TARGET = 80
"""Issue 26's target (one phone): at most this many taps for the sample table."""

BY_HAND = (151, 32)
"""Issue 15's figures measured by hand (taps, scrolls), for comparison."""


PANORAMA_PHASES = {"dusk": "Dusk", "dawn": "Dawn"}


PANORAMA_ICONS = {"down": "Face down"}


def enter(thumb: Thumb, state: dict[str, Any]) -> None:
    """Players, the four Awards, then each panorama's cards left to right, from its palette
    (a printed two-icon card is one chip); a Watchtower's editor opens by itself, and each of
    its positions is two taps (how far, then the icon). "Next: …" brings the next panorama's
    palette to the thumb."""
    page = thumb.page
    names = state["players"]
    player_count(thumb, len(names))
    type_names(thumb, names)
    awards = page.get_by_role("group", name=re.compile(r"Award tiles on the table$"))
    for award in state["awards"]:
        thumb.tap(awards.get_by_role("checkbox", name=starting(f"{words(award)} (")))
    thumb.tap(awards.get_by_role("link", name=starting("Next: ")))
    panoramas = [(phase, index) for phase in PANORAMA_PHASES for index in range(len(state[phase]))]
    for number, (phase, index) in enumerate(panoramas):
        palettes = page.get_by_role(
            "group", name=starting(f"Add a card to the right end of {PANORAMA_PHASES[phase]}:")
        )
        for position, card in enumerate(state[phase][index]["cards"], start=1):
            add_panorama_card(thumb, palettes.nth(index), position, card)
        if number + 1 < len(panoramas):
            thumb.tap(page.get_by_role("link", name=starting("Next: ")).nth(number + 1))


def add_panorama_card(thumb: Thumb, palette: Any, position: int, card: Any) -> None:
    page = thumb.page
    if isinstance(card, str) or card.get("face_down"):
        icon = "down" if not isinstance(card, str) else card
        thumb.tap(
            palette.get_by_role("button", name=PANORAMA_ICONS.get(icon, words(icon)), exact=True)
        )
        return
    icons = card["icons"]
    pair = palette.get_by_role("button", name=" + ".join(words(icon) for icon in icons), exact=True)
    printed = len(icons) == 2 and pair.count() == 1
    first = icons[0]
    thumb.tap(pair if printed else palette.get_by_role("button", name=words(first), exact=True))
    # The editor's name grows with the card ("Card 2: Watchtower with Fox").
    editor = page.get_by_role("group", name=starting(f"Card {position}: {words(first)}"))
    needs_editor = (len(icons) > 1 and not printed) or card.get("scores_as") or card.get("watch")
    if needs_editor and not editor.is_visible():  # a Watchtower opens its editor by itself
        thumb.tap(
            page.get_by_role("button", name=starting(f"Card {position}, {words(first)}")).last
        )
    if len(icons) > 1 and not printed:
        if not editor.get_by_label("Second icon").is_visible():
            thumb.tap(editor.get_by_text(starting("Its icons:")))
        thumb.choose(editor.get_by_label("Second icon"), words(icons[1]))
    for number, watch in enumerate(card.get("watch", []), start=1):
        offset = watch["offset"]
        mark = f"−{-offset}" if offset < 0 else f"+{offset}"
        far = editor.get_by_role("radiogroup", name=f"Position {number}: cards from the Watchtower")
        thumb.tap(far.get_by_role("radio", name=starting(f"{mark} (")))
        wanted = editor.get_by_role("radiogroup", name=f"Position {number}: icon wanted there")
        thumb.tap(wanted.get_by_role("radio", name=words(watch["icon"]), exact=True))
