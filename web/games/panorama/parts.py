"""Panorama in a table room (``web.rooms``): every panorama for the seats that share it, the
Awards for the host."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from scoring.i18n import _
from web.games.base import (
    HOST,
    SHARED,
    PartSpec,
    copy_without,
    list_in,
    numbered_part,
    renamed,
)
from web.games.panorama.result import ICON_EMOJI
from web.games.panorama.words import card_words as named
from web.games.panorama.words import watch_words

MIN_SHARED_PANORAMA_PLAYERS = 3
"""With 3 or more players each panorama sits between two neighbours (spec)."""

PHASES = ("dusk", "dawn")

SHARED_EXCLUDES = ("players", "dusk", "dawn")
"""What the shared part (the Awards) never holds: the names and the panoramas."""

PAIR_DASH = "\u2060–\u2060"
"""Between the two players a part lies between ("Ann–Ben"): an en dash held to both names by
word joiners, which show nothing, so a title that wraps keeps the pair on one line (a line may
break after a plain dash: "Ann–" then "Ben")."""


def panorama_title(phase: str, players: str) -> str:
    """A part's title, in the current language: "Dusk panorama Ann–Ben"."""
    if phase == "dusk":
        return _("Dusk panorama %(players)s") % {"players": players}
    return _("Dawn panorama %(players)s") % {"players": players}


def panorama_owner_seats(count: int, index: int) -> tuple[int, ...]:
    """Who shares panorama ``index``: the player and their left neighbour with 3+ players,
    its builder alone otherwise."""
    if count >= MIN_SHARED_PANORAMA_PLAYERS:
        return (index, (index + 1) % count)
    return (index,)


def room_parts(names: list[str]) -> list[PartSpec]:
    """Every panorama of both phases for the seats that share it, and the Awards for the
    host when there are any (3 or more players)."""
    count = len(names)
    result = []
    for phase in PHASES:
        for i in range(count):
            owners = panorama_owner_seats(count, i)
            title = PAIR_DASH.join(names[seat] for seat in owners)
            result.append(
                PartSpec(
                    f"{phase}-{i}",
                    panorama_title(phase, title),
                    owners,
                    (f"{phase}-{i}",),
                    (f"{phase}-{i}", "editing"),
                )
            )
    if count >= MIN_SHARED_PANORAMA_PLAYERS:
        result.append(PartSpec(SHARED, _("Award tiles"), (HOST,), ("awards",), ("awards",)))
    return result


def phase_and_seat(key: str) -> tuple[str, int]:
    """``dusk-2`` → ("dusk", 2); a ValueError for a key that is no panorama's."""
    seat = numbered_part(key, *PHASES)
    if seat is None:
        raise ValueError(f"unknown part: {key!r}")
    return key.split("-")[0], seat


def extract_part(state: dict[str, Any], key: str) -> dict[str, Any]:
    """One panorama without its players (the room's seats name them)."""
    phase, seat = phase_and_seat(key)
    panoramas = list_in(state, phase)
    return copy_without(panoramas[seat], "players") if seat < len(panoramas) else {"cards": []}


def insert_part(
    names: list[str], state: dict[str, Any], key: str, fragment: dict[str, Any]
) -> dict[str, Any]:
    """``state`` with one panorama replaced, its players as the table listed them (either
    order) or else its owners' seats."""
    phase, seat = phase_and_seat(key)
    result = dict(state)  # Shallow: only the phase's list is replaced, by a new one.
    owners = [names[i] for i in panorama_owner_seats(len(names), seat)]
    panoramas = list_in(result, phase)
    panoramas = panoramas + [{"cards": []} for _ in range(seat + 1 - len(panoramas))]
    if isinstance(panoramas[seat], dict) and "players" in panoramas[seat]:
        owners = panoramas[seat]["players"]  # As the table listed them (either order).
    panoramas[seat] = {"players": owners, **copy_without(fragment, "players")}
    result[phase] = panoramas
    return result


def card_words(card: Any) -> str:
    """A card as the form names it: "Fox", "Bear with Tree", "Watchtower (2 right: Moose)"."""
    if isinstance(card, str):
        return named(card)
    if not isinstance(card, dict):
        return str(card)
    icons = [str(icon) for icon in list_in(card, "icons")] or [str(card.get("face", ""))]
    words = named(icons[0] if icons else "", icons[1] if len(icons) > 1 else "")
    watch = [row for row in list_in(card, "watch") if isinstance(row, dict)]
    return f"{words} ({watch_words(watch)})" if watch else words


def card_drawn(card: Any) -> Markup | None:
    """A card drawn as the palette draws it: its icons (its words are beside them)."""
    if isinstance(card, str):
        icons = [card]
    elif isinstance(card, dict):
        icons = [str(icon) for icon in list_in(card, "icons")] or [str(card.get("face", ""))]
    else:
        return None
    glyphs = "".join(ICON_EMOJI.get(icon, "") for icon in icons)
    if not glyphs:
        return None
    return Markup('<span class="icon" aria-hidden="true">{}</span>').format(glyphs)


def value_drawn(path: tuple[str | int, ...], value: Any) -> list[Markup | None]:
    """Cards drawn (see :func:`value_words`); nothing for anything else."""
    if path and path[0] == "cards":
        items = value if isinstance(value, list) and len(path) == 1 else [value]
        return [card_drawn(card) for card in items]
    return []


def value_words(path: tuple[str | int, ...], value: Any) -> list[str] | None:
    """Cards in the form's words (None: the default words)."""
    if path and path[0] == "cards":
        items = value if isinstance(value, list) and len(path) == 1 else [value]
        return [card_words(card) for card in items] or ["—"]
    return None


def renamed_owners(state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
    """``state`` (a copy, its ``players`` already renamed) with every panorama's owners
    renamed too."""
    for phase in PHASES:
        for panorama in list_in(state, phase):
            if isinstance(panorama, dict) and isinstance(panorama.get("players"), list):
                panorama["players"] = [renamed(name, renames) for name in panorama["players"]]
    return state
