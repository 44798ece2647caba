"""The players' names of a saved result, as the pages that offer them again read them."""

from __future__ import annotations

from typing import Any


def result_names(result: dict[str, Any]) -> list[str]:
    """The players' names of a saved result, in the table's order."""
    players = result.get("players")
    if not isinstance(players, list):
        return []
    return [p["name"] for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)]
