"""Solstis in a table room (``web.rooms``): each seat's own part, nothing shared."""

from __future__ import annotations

from scoring.i18n import _
from web.games.base import PartSpec


def room_parts(names: list[str]) -> list[PartSpec]:
    """Each seat's panorama, spirits and hand; nothing is shared."""
    return [
        PartSpec(
            f"seat-{i}",
            _("%(name)s's panorama, spirits and hand") % {"name": name},
            (i,),
            (f"players-{i}",),
            (f"players-{i}",),
        )
        for i, name in enumerate(names)
    ]
