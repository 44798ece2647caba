"""Topiary in a table room (``web.rooms``): each seat's hand and visitors, the garden for the
host."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.i18n import _
from web.games.base import HOST, SHARED, PartSpec, copy_without, list_in, renamed

SHARED_EXCLUDES = ("players", "visitors")
"""What the shared part (the garden) never holds: the seats' hands and visitors."""


def room_parts(names: list[str]) -> list[PartSpec]:
    """Each seat's hand and visitors (seen on the garden), and the garden for the host."""
    seats = [
        PartSpec(
            f"seat-{i}",
            _("%(name)s's hand and visitors") % {"name": name},
            (i,),
            ("players", f"players-{i}", "garden", "visitors"),
            (f"players-{i}", "visitors", "open_place", "place"),
        )
        for i, name in enumerate(names)
    ]
    shared = PartSpec(SHARED, _("The garden"), (HOST,), ("garden",), ("garden", "open_place"))
    return [*seats, shared]


def own_visitors(state: dict[str, Any], name: str | None) -> list[dict[str, Any]]:
    """The visitors of the player called ``name``, without their player (copies)."""
    return [
        copy_without(visitor, "player")
        for visitor in list_in(state, "visitors")
        if isinstance(visitor, dict) and visitor.get("player") == name
    ]


def placed_visitors(
    visitors: list[Any], name: str, own: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The visitors with one player's replaced by ``own``: they keep the places in the list
    the player's visitors had (so the order of turns is kept), extra ones go last."""
    mine = [{"player": name, **copy_without(visitor, "player")} for visitor in own]
    placed: list[dict[str, Any]] = []
    for visitor in visitors:
        if isinstance(visitor, dict) and visitor.get("player") == name:
            if mine:
                placed.append(mine.pop(0))
        else:
            placed.append(visitor)
    return placed + mine


def renamed_visitors(state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
    """``state`` (a copy, its ``players`` already renamed) with every visitor's player renamed
    too."""
    for visitor in list_in(state, "visitors"):
        if isinstance(visitor, dict) and "player" in visitor:
            visitor["player"] = renamed(visitor["player"], renames)
    return state
