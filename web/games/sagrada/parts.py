"""Sagrada in a table room (``web.rooms``): a window per seat, the objectives for the host."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.i18n import _
from web.games.base import HOST, SHARED, PartSpec, list_in, renamed

SHARED_FIELDS = (
    "public_objectives",
    "shared_objectives",
    "final_round_order",
    "edition",
    "solo_target",
)
"""What lies on the table for everyone (its sections and its fields alike)."""


def room_parts(names: list[str]) -> list[PartSpec]:
    """A window per seat, and the objectives on the table for the host."""
    seats = [
        PartSpec(
            f"seat-{i}",
            _("%(name)s's window") % {"name": name},
            (i,),
            (f"players-{i}",),
            (f"players-{i}",),
        )
        for i, name in enumerate(names)
    ]
    shared = PartSpec(SHARED, _("Objectives on the table"), (HOST,), SHARED_FIELDS, SHARED_FIELDS)
    return [*seats, shared]


def renamed_neighbours(state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
    """``state`` (a copy, its ``players`` already renamed) with the neighbours of every shared
    objective and the final round's order renamed too."""
    for shared in list_in(state, "shared_objectives"):
        if isinstance(shared, dict):
            for side in ("left", "right"):
                if side in shared:
                    shared[side] = renamed(shared[side], renames)
    if isinstance(state.get("final_round_order"), list):
        state["final_round_order"] = [renamed(name, renames) for name in state["final_round_order"]]
    return state
