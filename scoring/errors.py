"""Errors the scoring library raises, each naming the input it could not accept.

A table state can break several rules at once. Players at the table want to fix everything in
one pass, so parsing collects every problem (with the path of its field, in the contract's
``players[1].window[2]`` notation) and raises them together as one :class:`TableError`.
"""

from __future__ import annotations

from scoring.i18n import _
from scoring.records import dataclass


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a table state: where it is and what a player should fix."""

    path: str
    message: str

    def to_dict(self) -> dict[str, str]:
        """The problem as the API's error JSON shows it."""
        return {"path": self.path, "message": self.message}

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class TableError(ValueError):
    """A table state that cannot be scored, with every problem found in it.

    >>> error = TableError([Problem("players", "A table needs at least 2 players.")])
    >>> str(error)
    'players: A table needs at least 2 players.'
    """

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))


class UnknownGameError(ValueError):
    """A game slug that is not in the registry; its message is in the language chosen when it
    is raised (the command line's, the API request's)."""

    def __init__(self, slug: object, known: tuple[str, ...]) -> None:
        self.slug = slug
        self.known = known
        super().__init__(
            _("unknown game: '%(slug)s'; the games are %(games)s")
            % {
                "slug": repr(slug)[1:-1] if isinstance(slug, str) else str(slug),
                "games": ", ".join(known),
            }
        )
