"""Names: the players' names of a saved result, as the pages that offer them again read them,
and the one check of every name a player types that is kept outside a table's state (a room's
seats, a group), the same on SQLite and PostgreSQL (issue 27)."""

from __future__ import annotations

from typing import Any

from scoring import Problem
from scoring.i18n import N_
from scoring.validation import (
    MAX_NAME_LENGTH,
    Problems,
    has_control_character,
    without_control_characters,
)
from web.platform.translate import gettext as _


def result_names(result: dict[str, Any]) -> list[str]:
    """The players' names of a saved result, in the table's order."""
    players = result.get("players")
    if not isinstance(players, list):
        return []
    return [p["name"] for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)]


PLAYER_NAME_MOST = MAX_NAME_LENGTH
"""A player's name, and so a room's seat: at most 30 characters (the contract, ``spec/README.md``
"Names and text"), however it comes in: the form, the API, a room."""
GROUP_NAME_MOST = 60
"""A group's name ("Thursday group"): at most 60 characters."""


def seat_name_problem(names: list[str], state: dict[str, Any]) -> Problem | None:
    """The first problem with a room's seat names (``names``, read from ``state``), as the
    scorer words it for the same name in a table (too long, a control character, empty...),
    or None. The names become rows of the database: a NUL or a name over the column's size
    is refused here, on every database alike, not by PostgreSQL alone as a 500. The path is
    the name's in the contract's ``players`` (a name, or an object with its ``name``)."""
    players = state.get("players")
    for index, name in enumerate(names):
        entry = players[index] if isinstance(players, list) and index < len(players) else None
        path = f"players[{index}]" + (".name" if isinstance(entry, dict) else "")
        problems = Problems()
        problems.player_name(name, path)
        if problems:
            return next(iter(problems))
    return None


def group_name_problem(name: str) -> str | None:
    """Why ``name`` (already trimmed) cannot be a group's name, in the player's words, or None."""
    if has_control_character(name):
        return _(GROUP_NAME_HAS_CONTROL_CHARACTER, name=without_control_characters(name[:60]))
    if not name or len(name) > GROUP_NAME_MOST:
        return _(GROUP_NAME_NEEDED, most=GROUP_NAME_MOST)
    return None


GROUP_NAME_NEEDED = N_("Give the group a name (up to %(most)d characters).")
GROUP_NAME_HAS_CONTROL_CHARACTER = N_(
    "The group name %(name)s has a hidden control character in it (shown as \ufffd) that "
    "cannot be saved; retype the name."
)
