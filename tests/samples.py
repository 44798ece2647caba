"""Each game's tables to measure and to try the forms on, found by the game's slug (no list of
games): the spec's sample table (``tests/examples/SLUG.json``, its state and expected totals)
and, for a game whose sample is smaller than a full table, a full table at the most players
(``tests/examples/largest/SLUG.json``), which the benchmarks time (``bench/benchmark.py``) and
the fast-post test posts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).parent / "examples"
LARGEST = EXAMPLES / "largest"


def sample_state(slug: str) -> dict[str, Any]:
    """The state of the game's sample table from the spec."""
    data = json.loads((EXAMPLES / f"{slug}.json").read_text(encoding="utf-8"))
    state: dict[str, Any] = data["state"]
    return state


def largest_table(slug: str) -> tuple[str, dict[str, Any]]:
    """The game's largest table and what it is ("6 players"): its full table when it has one,
    else its sample table ("sample table")."""
    path = LARGEST / f"{slug}.json"
    if not path.is_file():
        return "sample table", sample_state(slug)
    state: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["state"]
    return f"{len(state['players'])} players", state
