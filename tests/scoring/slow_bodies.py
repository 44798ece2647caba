"""Table states that once took the square of their length to validate (issue 14), shared by
the scorer, command-line and API tests.

Each is one list of many invalid entries, the shape a fuzzer or an attacker posts: before the
fix, a Tsukimi body of 32 KB of ``0`` tiles took 20 s to answer. Every game now checks a list's
length against its real limit before reading a single entry.
"""

from __future__ import annotations

from dataclasses import dataclass

KB = 1024
SMALL_BODY = 32 * KB
"""The size at which the issue measured 20.6 s."""

LARGEST_BODY = 256 * KB
"""The API's request limit (web.config.MAX_REQUEST_BYTES): the largest body anyone can post."""


@dataclass(frozen=True)
class SlowBody:
    """A JSON body ``prefix + "0,0,…,0" + suffix``: one list of ``0`` entries, none of which is
    what the list should hold."""

    name: str
    slug: str
    prefix: str
    suffix: str

    def entries(self, size: int) -> int:
        """How many ``0`` entries fit in a body of at most ``size`` bytes."""
        room = size - len(self.prefix) - len(self.suffix)
        return (room + 1) // 2  # "0" then ",0" for each further entry

    def text(self, size: int) -> str:
        """The body, as close to ``size`` bytes as it can be without going over."""
        return self.prefix + ",".join(["0"] * self.entries(size)) + self.suffix


SLOW_BODIES: tuple[SlowBody, ...] = (
    SlowBody("tsukimi_tiles", "tsukimi", '{"players":[],"tiles":[', "]}"),
    SlowBody(
        "panorama_cards",
        "panorama",
        '{"players":["Ann"],"dusk":[{"players":["Ann"],"cards":[',
        ']}],"dawn":[]}',
    ),
    SlowBody("panorama_panoramas", "panorama", '{"players":[],"dusk":[', "]}"),
    SlowBody("topiary_visitors", "topiary", '{"players":[],"visitors":[', "]}"),
    SlowBody(
        "solstis_tiles",
        "solstis",
        '{"players":[{"name":"Ann","tiles":[',
        ']},{"name":"Ben","tiles":["red-1"]}]}',
    ),
    SlowBody(
        "sagrada_rows", "sagrada", '{"players":[{"name":"Ann","private":"red","window":[', "]}]}"
    ),
)


def expected_problems(body: SlowBody, size: int) -> list[tuple[str, str]]:
    """Every problem ``body`` at ``size`` bytes has, written from the rules: the list's length
    against the game's limit, and what else is missing from the table."""
    count = f"{body.entries(size):,}"
    return {
        "tsukimi_tiles": [
            ("players", "Tsukimi is for exactly 2 players; this table has 0."),
            ("tiles", f"This table lists {count} tiles; the game has only 18."),
        ],
        "panorama_cards": [
            (
                "dusk[0].cards",
                f"A panorama has at most 58 cards (its phase's whole deck); Dusk: Ann has {count}.",
            ),
            ("dawn", "The Dawn phase has no panoramas; list every panorama built in it."),
        ],
        "panorama_panoramas": [
            ("players", "Panorama is for 1 to 6 players; this table lists none."),
            (
                "dusk",
                f"The Dusk phase lists {count} panoramas; a phase has at most 6 (one per player, "
                "or per pair of neighbours).",
            ),
            ("dawn", "The Dawn phase is missing; list its panoramas."),
        ],
        "topiary_visitors": [
            ("players", "Topiary is for 2 to 4 players; this table has 0."),
            ("garden", "The garden is missing; enter its 5 rows of 5 tiles."),
            (
                "visitors",
                f"{count} visitors are listed; a game places at most 20 (5 for each of 4 players).",
            ),
        ],
        "solstis_tiles": [
            ("players[0].tiles", f"Ann's tiles list {count} cells; the panorama has only 48."),
        ],
        "sagrada_rows": [
            (
                "players[0].window",
                f"Ann's window has {count} rows; a window has 4 (top row first).",
            ),
        ],
    }[body.name]
