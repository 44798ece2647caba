"""Sagrada in a table room (``web.rooms``): a window per seat, the objectives for the host."""

from __future__ import annotations

from scoring.i18n import _
from web.games.base import HOST, SHARED, PartSpec

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
