"""The result model every game returns: explained line items, totals and a ranking.

Totals are never stored: a category's points are the sum of its items and a player's total is
the sum of their categories, so an explanation can never disagree with the score it explains.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scoring.i18n import _
from scoring.records import dataclass, field
from scoring.wording import (
    tie_falls_behind,
    tie_level_on,
    tie_rival,
    tie_stands,
    tie_without_tiebreaker,
    tie_won_on,
    tied,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@dataclass(frozen=True)
class LineItem:
    """Points given for one thing on the table, and why.

    ``refs`` names what the item looked at (cards, cells, dice) in a game-specific form, so a
    page can highlight them; ``details`` carries any further structured data for the page.
    ``details["not_points"]`` marks a 0-point item that only shows a fact (a tie-breaker's
    count), which pages show without a points figure. ``rule`` is the id of the rulebook's
    paragraph the item applies (:mod:`scoring.rules`, ``"panorama:bear"``): every item a game
    scores names one; an item read back from a result saved before rules were cited has none
    (``""``).
    """

    label: str
    points: int
    explanation: str
    refs: tuple[Any, ...] = ()
    details: dict[str, Any] = field(default_factory=dict, compare=False)
    rule: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The item as the result JSON shows it (``rule``, ``refs`` and ``details`` only when
        set: ``rule`` is an optional field the contract allows, spec/README.md)."""
        item: dict[str, Any] = {
            "label": self.label,
            "points": self.points,
            "explanation": self.explanation,
        }
        if self.rule:
            item["rule"] = self.rule
        if self.refs:
            item["refs"] = [list(ref) if isinstance(ref, tuple) else ref for ref in self.refs]
        if self.details:
            item["details"] = self.details
        return item


@dataclass(frozen=True)
class Category:
    """A group of line items in a player's breakdown ("visitors", "Dusk, with Ben")."""

    name: str
    items: tuple[LineItem, ...] = ()

    @property
    def points(self) -> int:
        """The sum of the items, never stored, so it cannot disagree with them."""
        return sum(item.points for item in self.items)

    def to_dict(self) -> dict[str, Any]:
        """The category as the result JSON shows it."""
        return {
            "category": self.name,
            "points": self.points,
            "items": [item.to_dict() for item in self.items],
        }


@dataclass(frozen=True)
class PlayerScore:
    """One player's explained score."""

    name: str
    categories: tuple[Category, ...]

    @property
    def total(self) -> int:
        """The sum of the categories, never stored, so it cannot disagree with them."""
        return sum(category.points for category in self.categories)

    def category(self, name: str) -> Category:
        """The category called ``name`` (KeyError if the player has none)."""
        for category in self.categories:
            if category.name == name:
                return category
        raise KeyError(name)


@dataclass(frozen=True)
class TieBreaker:
    """A rule that orders players with equal totals: a higher ``key`` wins.

    ``description`` completes "wins on …" ("most points from the hand"), and ``show`` turns a
    player's key into words for the tie-break sentence ("3 hand points").
    """

    description: str
    key: Callable[[int], float]
    show: Callable[[int], str] = str


@dataclass(frozen=True)
class Standing:
    """Ranks (parallel to the players), the winners' names and the tie-break sentence."""

    ranks: tuple[int, ...]
    winners: tuple[str, ...]
    tiebreak: str | None


def _line_item(item: dict[str, Any]) -> LineItem:
    """A line item again from its JSON: refs written as lists become tuples again.

    A saved table's page makes one for every item it shows (a 6-player Panorama table has
    over 200), so the refs are converted in one list (a generator costs more per ref) and
    only what is there is copied. An item saved before items cited their rule has no
    ``rule``: it is read as ``""``."""
    refs = item.get("refs")
    details = item.get("details")
    return LineItem(
        item["label"],
        item["points"],
        item["explanation"],
        tuple([tuple(ref) if isinstance(ref, list) else ref for ref in refs]) if refs else (),
        dict(details) if details else {},
        item.get("rule") or "",
    )


def rank_players(
    names: Sequence[str],
    totals: Sequence[int],
    tiebreakers: Sequence[TieBreaker] = (),
) -> Standing:
    """Rank players by total, then by each tie-breaker in turn.

    A player's rank is 1 plus the number of players strictly ahead of them on (total, then
    each tie-breaker), so players still level after every tie-breaker share a rank.

    >>> rank_players(["Ann", "Ben", "Cat"], [10, 12, 10]).ranks
    (2, 1, 2)
    >>> rank_players(["Ann", "Ben"], [10, 10]).tiebreak
    'Ann and Ben tied on 10 points; the rules give no tie-breaker, so they share the win.'
    """

    def full_key(index: int) -> tuple[float, ...]:
        return (totals[index], *(breaker.key(index) for breaker in tiebreakers))

    keys = [full_key(index) for index in range(len(names))]
    ranks = tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
    winners = tuple(name for name, rank in zip(names, ranks, strict=True) if rank == 1)

    best = max(totals, default=0)
    tied = [index for index, total in enumerate(totals) if total == best]
    if len(tied) < 2:
        return Standing(ranks, winners, None)
    return Standing(ranks, winners, _tiebreak_sentence(names, best, tied, tiebreakers))


def _tiebreak_sentence(
    names: Sequence[str], best: int, tied_players: list[int], tiebreakers: Sequence[TieBreaker]
) -> str:
    """How a tie for the win was broken, or why it stands, one tie-breaker at a time.

    Each step is a whole sentence of :mod:`scoring.wording` that takes the sentence so far, so
    a translation can word each step its own way. A tie-breaker's description is translated
    here too, so a game may give it marked with ``N_`` or already translated.
    """
    sentence = tied([names[i] for i in tied_players], best)
    if not tiebreakers:
        return tie_without_tiebreaker(sentence)
    for breaker in tiebreakers:
        description = _(breaker.description)
        top = max(breaker.key(i) for i in tied_players)
        leaders = [i for i in tied_players if breaker.key(i) == top]
        if len(leaders) == 1:
            winner = leaders[0]
            others = [tie_rival(names[i], breaker.show(i)) for i in tied_players if i != winner]
            return tie_won_on(sentence, names[winner], description, breaker.show(winner), others)
        if len(leaders) < len(tied_players):
            behind = [names[i] for i in tied_players if i not in leaders]
            sentence = tie_falls_behind(sentence, behind, description)
        else:
            sentence = tie_level_on(sentence, description, breaker.show(tied_players[0]))
        tied_players = leaders
    return tie_stands(sentence, [names[i] for i in tied_players])


@dataclass(frozen=True)
class Result:
    """A scored table: players in input order, their standing, warnings and game sections."""

    game: str
    players: tuple[PlayerScore, ...]
    standing: Standing
    warnings: tuple[str, ...] = ()
    sections: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def ranked(
        cls,
        game: str,
        players: Sequence[PlayerScore],
        tiebreakers: Sequence[TieBreaker] = (),
        warnings: Sequence[str] = (),
        sections: dict[str, Any] | None = None,
    ) -> Result:
        """Build a result, ranking the players by total and then by the tie-breakers."""
        players = tuple(players)
        standing = rank_players(
            [player.name for player in players], [player.total for player in players], tiebreakers
        )
        return cls(game, players, standing, tuple(warnings), dict(sections or {}))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Result:
        """The result again from its JSON (:meth:`to_dict`), as a saved table keeps it.

        A saved table is shown as it was scored, so its page is drawn from the stored JSON,
        not from scoring the state again with rules that may have been read anew since.

        >>> item = LineItem("Bear", 4, "Trees on both sides", refs=((1, 2),))
        >>> result = Result.ranked("demo", [PlayerScore("Ann", (Category("cards", (item,)),))])
        >>> Result.from_dict(result.to_dict()) == result
        True
        """
        known = {"game", "players", "winners", "tiebreak", "warnings"}
        players = tuple(
            PlayerScore(
                player["name"],
                tuple(
                    Category(
                        category["category"],
                        tuple([_line_item(item) for item in category["items"]]),
                    )
                    for category in player["breakdown"]
                ),
            )
            for player in data["players"]
        )
        standing = Standing(
            tuple(player["rank"] for player in data["players"]),
            tuple(data["winners"]),
            data["tiebreak"],
        )
        sections = {key: value for key, value in data.items() if key not in known}
        return cls(data["game"], players, standing, tuple(data["warnings"]), sections)

    @property
    def winners(self) -> tuple[str, ...]:
        """Every player ranked 1."""
        return self.standing.winners

    def player(self, name: str) -> PlayerScore:
        """The score of the player called ``name`` (KeyError if there is none)."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        """The contract's result JSON (spec/README.md, "Result JSON")."""
        result: dict[str, Any] = {
            "game": self.game,
            "players": [
                {
                    "name": player.name,
                    "total": player.total,
                    "rank": rank,
                    "breakdown": [category.to_dict() for category in player.categories],
                }
                for player, rank in zip(self.players, self.standing.ranks, strict=True)
            ],
            "winners": list(self.standing.winners),
            "tiebreak": self.standing.tiebreak,
            "warnings": list(self.warnings),
        }
        result.update(self.sections)
        return result
