"""The games Vantage scores, looked up by slug: the one list of games.

A :class:`Game` entry names everything a game has: its slug, name and player range here, and
through its scoring package (imported on first use, so the command line scoring one game loads
only that game) its scorer, ``parse(data) -> table`` (which raises
:class:`~scoring.errors.TableError` with every problem) and ``score(table) -> Result``, and the
readings and input notes its rules page states. The web layer registers each game's form
against its slug (``web.games.register_adapter``); this library never imports the web.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType

from scoring.errors import UnknownGameError
from scoring.i18n import N_, _
from scoring.records import dataclass
from scoring.result import Result
from scoring.rules import Rule

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@dataclass(frozen=True)
class Game:
    """A game in the registry: its slug, its name, its player range and its scoring module."""

    slug: str
    name: str
    min_players: int
    max_players: int
    module_name: str

    @property
    def local_name(self) -> str:
        """The game's name as the pages show it, in the current language ("Sagrada con
        l'espansione Panorama"); ``name`` stays the English one the API lists.

        >>> get_game("sagrada").local_name
        'Sagrada with the Panorama expansion'
        """
        return _(self.name)

    @property
    def short_name(self) -> str:
        """The game's own name without its expansion ("Sagrada"), the same in every language."""
        return self.name.split(" with ")[0]

    @property
    def module(self) -> ModuleType:
        """The game's scoring module, imported on first use."""
        return importlib.import_module(self.module_name)

    @property
    def readings(self) -> tuple[str, ...]:
        """Every reading we made where the rulebook is silent (``READINGS``), for its rules page,
        in the current language (a game marks them with ``N_``).

        >>> get_game("tsukimi").readings[0][:1].isupper()
        True
        """
        return tuple(_(reading) for reading in self.module.READINGS)

    @property
    def rules(self) -> tuple[Rule, ...]:
        """Every rule of the game's rulebook its line items cite (``RULES``, when the game
        has any: :mod:`scoring.rules`), in the order its rules page shows them.

        >>> get_game("tsukimi").rules[0].id
        'tsukimi:tiles'
        """
        rules: tuple[Rule, ...] = tuple(getattr(self.module, "RULES", ()))
        return rules

    def rule(self, rule_id: str) -> Rule | None:
        """The game's rule with the id ``rule_id``, or ``None`` (an id no rule has any more)."""
        for rule in self.rules:
            if rule.id == rule_id:
                return rule
        return None

    @property
    def input_notes(self) -> tuple[str, ...]:
        """How the game's JSON is read where the contract leaves room (``INPUT_NOTES``, when
        the game has any), for developers."""
        return tuple(_(note) for note in getattr(self.module, "INPUT_NOTES", ()))

    def parse(self, data: Any) -> Any:
        """Validate a decoded table state; raises TableError naming every problem."""
        return self.module.parse(data)

    def score(self, table: Any) -> Result:
        """Score a parsed table."""
        result: Result = self.module.score(table)
        return result

    def score_state(self, data: Any) -> Result:
        """Parse and score a decoded table state in one step."""
        return self.score(self.parse(data))

    def to_dict(self) -> dict[str, Any]:
        """The game as ``GET /api/v1/games`` lists it."""
        return {
            "slug": self.slug,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
        }


GAMES: list[Game] = [
    Game("panorama", "Panorama", 1, 6, "scoring.panorama"),
    Game("solstis", "Solstis", 2, 2, "scoring.solstis"),
    Game("sagrada", N_("Sagrada with the Panorama expansion"), 1, 6, "scoring.sagrada"),
    Game("topiary", "Topiary", 2, 4, "scoring.topiary"),
    Game("tsukimi", "Tsukimi", 2, 2, "scoring.tsukimi"),
]
"""Every game, in the order the home page lists them (spec/README.md). A name that is a
brand stays as it is in every language; only Sagrada's expansion is translated. Changed only
through :func:`register_game` and :func:`unregister_game`."""

SLUGS: list[str] = [game.slug for game in GAMES]


def register_game(game: Game) -> Game:
    """Add ``game`` to the registry, after the others (a game whose scoring package lives
    outside this library, such as a test's). Raises ``ValueError`` for a slug already taken."""
    if game.slug in SLUGS:
        raise ValueError(f"a game is already called {game.slug!r}")
    GAMES.append(game)
    SLUGS.append(game.slug)
    return game


def unregister_game(slug: str) -> None:
    """Take the game called ``slug`` out of the registry (``UnknownGameError`` if it is not
    there)."""
    game = get_game(slug)
    GAMES.remove(game)
    SLUGS.remove(slug)


def find_rule(rule_id: object) -> Rule | None:
    """The rule a line item cites (``item.rule``, ``"panorama:bear"``), from its game's
    rulebook; ``None`` for an empty id (an item saved before items cited rules), a game not
    registered or an id its game no longer has.

    >>> find_rule("topiary:hand").anchor
    'rule-topiary-hand'
    >>> find_rule(""), find_rule("chess:mate")
    (None, None)
    """
    if not isinstance(rule_id, str) or not rule_id:
        return None
    slug = rule_id.partition(":")[0]
    for game in GAMES:
        if game.slug == slug:
            return _rules_by_id(game.module_name).get(rule_id)
    return None


@functools.lru_cache(maxsize=64)
def _rules_by_id(module_name: str) -> dict[str, Rule]:
    """A game's rules by their ids (its scoring module named ``module_name``), found once: a
    result page looks up the rule of each of its hundreds of items."""
    module = importlib.import_module(module_name)
    return {rule.id: rule for rule in getattr(module, "RULES", ())}


def get_game(slug: object) -> Game:
    """The game called ``slug``.

    >>> get_game("panorama").name
    'Panorama'
    >>> get_game("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scoring.errors.UnknownGameError: unknown game: 'chess'; the games are panorama, ...
    """
    for game in GAMES:
        if game.slug == slug:
            return game
    raise UnknownGameError(slug, tuple(SLUGS))
