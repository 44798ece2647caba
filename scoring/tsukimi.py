"""Tsukimi: each tile on the moon board goes to the player with more rabbits around it.

The rules are in ``spec/tsukimi.md`` (from the Board Game Arena game help, in Italian, in
``seeds/004_8b51b73abd33517a.txt``). Two players place eighteen tiles (value 0–5, a colour and
an effect) on the moon board and surround them with rabbits. At the end:

- each tile goes to the player with **more rabbits around it**; equal rabbits (even none)
  leave it to nobody;
- a player scores the sum of the values of the tiles they won;
- ties go to the player who won more tiles, then to the one with more rabbits left in their
  reserve, and otherwise the win is shared.

The board geometry is not entered: for every tile the players read off how many rabbits of
each colour touch it.

>>> table = parse({
...     "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren", "reserve": 4}],
...     "tiles": [
...         {"value": 3, "color": "red", "rabbits": {"Aki": 2, "Ren": 1}},
...         {"value": 0, "color": "blue", "rabbits": {"Aki": 0, "Ren": 0}},
...     ],
... })
>>> result = score(table)
>>> [(player.name, player.total) for player in result.players]
[('Aki', 3), ('Ren', 0)]
>>> result.player("Aki").category(TILES_WON).items[0].label
'Tile 1: 3 (red)'
>>> result.winners
('Aki',)
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scoring.result import Category, LineItem, PlayerScore, Result, TieBreaker
from scoring.validation import (
    MAX_NAME_LENGTH,
    UNENCODABLE_TEXT,
    Problems,
    find_player,
    is_encodable,
    join_path,
    names_tell_players_apart,
    shown,
)
from scoring.wording import join_words, plural

__all__ = [
    "DEFAULT_VARIANT",
    "GAME",
    "INPUT_NOTES",
    "MAX_RABBITS_AROUND_TILE",
    "MAX_TILES",
    "MAX_TILE_VALUE",
    "MIN_TILES",
    "MIN_TILE_VALUE",
    "PLAYER_COUNT",
    "RABBITS_PER_PLAYER",
    "READINGS",
    "STARTING_RESERVE",
    "TIEBREAKERS",
    "TIES",
    "TILES_IN_FINISHED_GAME",
    "TILES_NOT_WON",
    "TILES_TOUCHED_PER_RABBIT",
    "TILES_WON",
    "VARIANT_TITLES",
    "Player",
    "Table",
    "Tile",
    "TileOutcome",
    "Variant",
    "parse",
    "score",
    "tile_winner",
]

GAME = "tsukimi"
"""The slug this module scores (spec/README.md)."""

# --- Rule numbers -------------------------------------------------------------------------------

PLAYER_COUNT = 2
"""Tsukimi is a game for exactly two players (spec/tsukimi.md)."""

RABBITS_PER_PLAYER = 15
"""Each player owns 15 rabbits of their colour, so a reserve holds 0–15 (spec/tsukimi.md,
"Input"); in the Dark side variant the rabbits not yet earned are not in the reserve."""

TILES_IN_FINISHED_GAME = 18
"""The game ends when all 18 tiles are on the moon board (spec/tsukimi.md); fewer is scored
with a warning."""

MIN_TILES = 1
"""A table lists at least one tile on the moon board (spec/tsukimi.md, "Input")."""

MAX_TILES = 18
"""At most 18 tiles fit the game: there are no more in the box (spec/tsukimi.md, "Input")."""

MIN_TILE_VALUE = 0
"""The lowest value printed on a tile (spec/tsukimi.md: "a value 0–5")."""

MAX_TILE_VALUE = 5
"""The highest value printed on a tile (spec/tsukimi.md: "a value 0–5")."""

MAX_RABBITS_AROUND_TILE = 6
"""One player has 0–6 rabbits touching one tile (spec/tsukimi.md, "Input")."""

TILES_TOUCHED_PER_RABBIT = 3
"""A rabbit touches every tile around its space, up to three tiles (spec/tsukimi.md); used by
the plausibility warning."""


class Variant(enum.Enum):
    """The two ways to play (spec/tsukimi.md, ``variant``)."""

    STANDARD = "standard"
    """The base game: each player starts with 15 rabbits in reserve."""

    DARK_SIDE = "dark_side"
    """The Dark side of the Moon: 3 rabbits to start, more earned from rabbit spaces."""

    @property
    def title(self) -> str:
        """The variant's name as players say it."""
        return VARIANT_TITLES[self]


VARIANT_TITLES: dict[Variant, str] = {
    Variant.STANDARD: "Standard",
    Variant.DARK_SIDE: "Dark side of the Moon",
}
"""How each variant is named on the page and in explanations."""

STARTING_RESERVE: dict[Variant, int] = {Variant.STANDARD: 15, Variant.DARK_SIDE: 3}
"""Rabbits in each player's reserve at the start (seed: "I giocatori iniziano la partita con
soli 3 conigli nella propria riserva" for the Dark side). Shown only: the end state is what is
scored."""

DEFAULT_VARIANT = Variant.STANDARD
"""``variant`` may be left out; it then means the standard game (spec/tsukimi.md)."""


class TileOutcome(enum.Enum):
    """How one tile ended for one player."""

    WON = "won"
    LOST = "lost"
    TIE = "tie"


# --- Result vocabulary ----------------------------------------------------------------------

TILES_WON = "tiles won"
"""Breakdown category: one item per tile the player won, worth the tile's value."""

TILES_NOT_WON = "tiles not won"
"""Breakdown category: one 0-point item per tile the player did not win (lost or tied)."""

TIES = "for the tie-breakers (no points)"
"""Breakdown category: 0-point items for the tiles won and the reserve (shown, not added); its
name says so, as the page shows it beside the points categories."""

TIEBREAKERS: tuple[str, ...] = ("most tiles won", "most rabbits left in reserve")
"""The tie-breakers in order, each completing "wins on …" (spec/tsukimi.md, "Scoring"); still
level after both, the players share the win."""

READINGS: tuple[str, ...] = (
    "A tile goes to the player with strictly more rabbits around it; with equal rabbits, "
    "including none at all, nobody wins it.",
    "A player scores the sum of the values of the tiles they won; a won tile of value 0 adds no "
    "points but still counts as a tile won for the tie-breaker.",
    "Ties on points go to the player who won more tiles (whatever their values), then to the "
    "player with more rabbits left in their reserve; if both are still level, they share the "
    "win (the printed rules stop at the reserve).",
    "The reserve is the rabbits still in front of the player at the end; rabbits paid to take a "
    "tile or removed by an opponent's set of 3 are out of the game and do not count.",
    "The Dark side of the Moon variant changes how rabbits are earned (3 to start, more from "
    "rabbit spaces) but not how the game is scored (the rulebook: 'per il resto, le regole "
    "rimangono invariate'); a player still owns at most 15 rabbits, so the reserve is 0 to 15 "
    "and the same check of the rabbits around the tiles applies; rabbits not yet earned are "
    "not in the reserve.",
    "The board is not entered: for every tile the players count how many rabbits of each "
    "player touch it, 0 to 6 per player.",
    "Each player's rabbits around a tile are checked on their own (0 to 6); we do not check "
    "both players' rabbits together against the spaces around a tile, nor which tiles are "
    "neighbours.",
    "A tile's colour is shown in the explanations only and may be left out: sets of 3 "
    "matching tiles act during play (removing a rabbit) and score nothing at the end.",
    "A table with fewer than 18 tiles is scored as entered, with a warning, since the game ends "
    "only when all 18 tiles are placed.",
    "A rabbit touches at most 3 tiles and a player owns 15 rabbits, so when a player's rabbits "
    "around the tiles add up to more than 3 times the rabbits not in their reserve (15 minus "
    "the reserve), the table is scored with a warning rather than refused: the final table "
    "cannot show which count is wrong.",
)
"""Where the printed rules are silent or ambiguous, what this product does (one sentence each)."""

INPUT_NOTES: tuple[str, ...] = (
    "A player left out of a tile's rabbits counts 0 rabbits there.",
    "Names in a tile's rabbits are matched to the players ignoring case and surrounding spaces.",
    "A tile's color is a free label: any text of up to 60 characters, or left out.",
)
"""How the table-state JSON is read, for developers using the API or the command line."""


# --- The table ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    """A player: their name and the rabbits left in their reserve at the end."""

    name: str
    reserve: int


@dataclass(frozen=True)
class Tile:
    """A tile on the moon board: its value, its colour and the rabbits touching it.

    ``rabbits`` is parallel to the table's players: ``rabbits[0]`` is the first player's count.
    """

    value: int
    color: str
    """A free label, shown only; empty when the table did not give one."""
    rabbits: tuple[int, ...]

    @property
    def face(self) -> str:
        """The tile as players name it: ``3 (red)``, or ``3`` without a colour."""
        return f"{self.value} ({self.color})" if self.color else str(self.value)


@dataclass(frozen=True)
class Table:
    """A finished Tsukimi table: the variant, the two players and the tiles on the moon board."""

    variant: Variant
    players: tuple[Player, ...]
    tiles: tuple[Tile, ...]

    @classmethod
    def from_dict(cls, data: Any) -> Table:
        """Validate a decoded JSON table state (the same as :func:`parse`)."""
        return parse(data)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in input order."""
        return tuple(player.name for player in self.players)


def tile_winner(rabbits: tuple[int, ...]) -> int | None:
    """The index of the player with strictly the most rabbits around a tile, or None on a tie.

    >>> tile_winner((2, 1))
    0
    >>> tile_winner((1, 3))
    1
    >>> tile_winner((0, 0)) is None
    True
    """
    if not rabbits:
        return None
    most = max(rabbits)
    leaders = [index for index, count in enumerate(rabbits) if count == most]
    return leaders[0] if len(leaders) == 1 else None


# --- Parsing --------------------------------------------------------------------------------


def _quoted_name(key: str) -> str:
    """A name from a tile's rabbits as a message may repeat it: trimmed and cut short."""
    name = key.strip()
    if not name:
        return "this player"
    return name if len(name) <= MAX_NAME_LENGTH else name[:MAX_NAME_LENGTH] + "…"


def _is_whole_number(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _read_count(
    problems: Problems,
    value: Any,
    path: str,
    what: str,
    minimum: int,
    maximum: int,
    why: str,
) -> int | None:
    """A whole number in a range, with a message that says why the range is what it is."""
    if isinstance(value, float) and not value.is_integer():
        problems.add(
            path, f"{what} is {value}; it must be a whole number from {minimum} to {maximum}."
        )
        return None
    if not _is_whole_number(value):
        return problems.as_integer(value, path, what)
    number = int(value)
    if not minimum <= number <= maximum:
        problems.add(path, f"{what} is {number}; it must be from {minimum} to {maximum} ({why}).")
        return None
    return number


def _parse_variant(data: dict[str, Any], problems: Problems) -> Variant:
    raw = data.get("variant")
    if raw is None:
        return DEFAULT_VARIANT
    choices = tuple(variant.value for variant in Variant)
    slug = problems.as_choice(raw, "variant", choices, what="The variant")
    return Variant(slug) if slug is not None else DEFAULT_VARIANT


def _parse_players(data: dict[str, Any], problems: Problems) -> list[tuple[str | None, int | None]]:
    if "players" not in data:
        problems.add("players", "The players are missing; Tsukimi is for exactly 2 players.")
        return []
    raw = problems.as_list(data["players"], "players", "The list of players")
    if raw is None:
        return []
    if len(raw) != PLAYER_COUNT:
        problems.add(
            "players",
            f"Tsukimi is for exactly {PLAYER_COUNT} players; this table has {len(raw):,}.",
        )
        if len(raw) > PLAYER_COUNT:
            return []  # a third player cannot be scored: their entries are not read
    players: list[tuple[str | None, int | None]] = []
    for index, entry in enumerate(raw):
        path = join_path("players", index)
        player = problems.as_object(entry, path, f"Player {index + 1}")
        if player is None:
            players.append((None, None))
            continue
        name: str | None
        if "name" not in player:
            problems.add(join_path(path, "name"), f"Player {index + 1} has no name.")
            name = None
        else:
            name = problems.player_name(player["name"], join_path(path, "name"))
        who = name if name is not None else f"Player {index + 1}"
        reserve_path = join_path(path, "reserve")
        reserve: int | None
        if "reserve" not in player or player["reserve"] is None:
            problems.add(
                reserve_path,
                f"{who}'s reserve is missing; give the rabbits still in front of {who} "
                f"(0 to {RABBITS_PER_PLAYER}).",
            )
            reserve = None
        else:
            reserve = _read_count(
                problems,
                player["reserve"],
                reserve_path,
                f"{who}'s reserve",
                0,
                RABBITS_PER_PLAYER,
                f"each player has {RABBITS_PER_PLAYER} rabbits",
            )
        players.append((name, reserve))
    problems.unique_names(
        [
            (join_path(join_path("players", index), "name"), name)
            for index, (name, _) in enumerate(players)
            if name is not None
        ]
    )
    return players


def _parse_rabbits(
    raw: Any,
    path: str,
    number: int,
    names: list[str] | None,
    problems: Problems,
    given_names: list[str] | None = None,
) -> tuple[int, ...] | None:
    """One tile's rabbits: a count per player (0 for a player left out).

    ``names`` is None when the players are not a valid pair (a name unreadable or repeated,
    or not 2 players): no counts are built then. ``given_names`` are every player's name when
    each can be read and no two are the same, and there are at least 2: a rabbit name that
    matches none of them then belongs to nobody, and is reported. Otherwise it is None and
    unknown names are not reported: one may be the name of the player whose name is missing,
    unreadable or repeated by mistake.
    """
    if raw is None:
        return tuple(0 for _ in names) if names is not None else None
    rabbits = problems.as_object(raw, path, f"Tile {number}'s rabbits")
    if rabbits is None:
        return None
    if len(rabbits) > MAX_RABBITS_AROUND_TILE:  # refused before its names are read
        problems.add(
            path,
            f"Tile {number}'s rabbits list {len(rabbits):,} names; a tile has only "
            f"{MAX_RABBITS_AROUND_TILE} spaces around it, and each player's count is given once.",
        )
        return None
    counts: dict[str, int] = {}
    sources: dict[str, str] = {}
    complete = True
    for key, value in rabbits.items():
        if not isinstance(key, str):
            problems.add(path, f"Tile {number}'s rabbits should be listed by player name.")
            complete = False
            continue
        if not is_encodable(key):
            problems.add(
                path, f"Tile {number}'s rabbits name {shown(key)}, which {UNENCODABLE_TEXT}"
            )
            complete = False
            continue
        if len(key.strip()) > MAX_NAME_LENGTH:  # no player's name, and too long for a path
            problems.add(
                path,
                f"Tile {number}'s rabbits name {shown(key)}, which is longer than any player's "
                f"name (names are at most {MAX_NAME_LENGTH} characters).",
            )
            complete = False
            continue
        entry_path = join_path(path, key)
        player = find_player(key, names) if names is not None else None
        who = player if player is not None else _quoted_name(key)
        count = _read_count(
            problems,
            value,
            entry_path,
            f"{who}'s rabbit count around tile {number}",
            0,
            MAX_RABBITS_AROUND_TILE,
            f"a tile has {MAX_RABBITS_AROUND_TILE} spaces around it",
        )
        listed = names if names is not None else given_names
        if listed is not None and find_player(key, listed) is None:
            problems.add(
                entry_path,
                f"Tile {number} lists rabbits for {shown(key)}, who is not a player at this "
                f"table; the players are {join_words(list(listed))}.",
            )
            complete = False
            continue
        if names is None or player is None:
            continue
        if player in sources:
            problems.add(
                entry_path,
                f"Tile {number} lists {player}'s rabbits twice (as {sources[player]!r} and "
                f"{shown(key)}); give each player's count once.",
            )
            complete = False
            continue
        sources[player] = key
        if count is None:
            complete = False
        else:
            counts[player] = count
    if names is None or not complete:
        return None
    return tuple(counts.get(name, 0) for name in names)


def _parse_tiles(
    data: dict[str, Any],
    names: list[str] | None,
    problems: Problems,
    given_names: list[str] | None = None,
) -> list[Tile | None]:
    if "tiles" not in data:
        problems.add(
            "tiles",
            f"The tiles are missing; list the tiles on the moon board "
            f"(a finished game has {TILES_IN_FINISHED_GAME}).",
        )
        return []
    raw = problems.as_list(data["tiles"], "tiles", "The list of tiles")
    if raw is None:
        return []
    if len(raw) < MIN_TILES:
        problems.add(
            "tiles",
            f"No tiles are listed; enter the tiles on the moon board "
            f"(a finished game has {TILES_IN_FINISHED_GAME}).",
        )
    if len(raw) > MAX_TILES:
        problems.add(
            "tiles",
            f"This table lists {len(raw):,} tiles; the game has only {MAX_TILES}.",
        )
        return []  # more tiles than the box holds: their entries are not read
    tiles: list[Tile | None] = []
    for index, entry in enumerate(raw):
        number = index + 1
        path = join_path("tiles", index)
        tile = problems.as_object(entry, path, f"Tile {number}")
        if tile is None:
            tiles.append(None)
            continue
        value_path = join_path(path, "value")
        value: int | None
        if "value" not in tile or tile["value"] is None:
            problems.add(
                value_path,
                f"Tile {number} has no value; give the number printed on it "
                f"({MIN_TILE_VALUE} to {MAX_TILE_VALUE}).",
            )
            value = None
        else:
            value = _read_count(
                problems,
                tile["value"],
                value_path,
                f"Tile {number}'s value",
                MIN_TILE_VALUE,
                MAX_TILE_VALUE,
                f"tiles are worth {MIN_TILE_VALUE} to {MAX_TILE_VALUE}",
            )
        color_path = join_path(path, "color")
        color: str | None = ""
        if tile.get("color") is not None:
            color = problems.as_text(tile["color"], color_path, f"Tile {number}'s colour")
            if color is not None:
                color = color.strip()
        rabbits = _parse_rabbits(
            tile.get("rabbits"), join_path(path, "rabbits"), number, names, problems, given_names
        )
        if value is None or color is None or rabbits is None:
            tiles.append(None)
        else:
            tiles.append(Tile(value, color, rabbits))
    return tiles


def parse(data: Any) -> Table:
    """Validate a decoded JSON table state and return the :class:`Table`.

    Raises one :class:`~scoring.errors.TableError` naming every problem (with its path, e.g.
    ``tiles[3].rabbits.Aki``); never anything else, whatever the input.

    >>> parse({"players": [{"name": "Aki", "reserve": 2}], "tiles": []})
    Traceback (most recent call last):
    ...
    scoring.errors.TableError: players: Tsukimi is for exactly 2 players; this table has 1.
    tiles: No tiles are listed; enter the tiles on the moon board (a finished game has 18).
    """
    problems = Problems()
    try:
        table = _parse(data, problems)
    except RecursionError:  # pragma: no cover - nothing here recurses, but never crash
        problems.add("", "The table state is nested too deeply to read.")
        table = None
    if table is None and not problems:  # pragma: no cover - every failure records a problem
        problems.add("", "The table state could not be read.")
    problems.raise_if_any()
    assert table is not None
    return table


def _parse(data: Any, problems: Problems) -> Table | None:
    root = problems.as_object(data, "", "A Tsukimi table state")
    if root is None:
        return None
    variant = _parse_variant(root, problems)
    players = _parse_players(root, problems)
    raw_names = [name for name, _ in players]
    readable = [name for name in raw_names if name is not None]
    given_names: list[str] | None = None
    if len(players) >= PLAYER_COUNT and names_tell_players_apart(readable, len(players)):
        given_names = readable
    names = given_names if len(players) == PLAYER_COUNT else None
    tiles = _parse_tiles(root, names, problems, given_names)
    if problems or names is None:
        return None
    seated = tuple(
        Player(name, reserve)
        for name, reserve in players
        if name is not None and reserve is not None
    )
    placed = tuple(tile for tile in tiles if tile is not None)
    return Table(variant, seated, placed)


# --- Scoring --------------------------------------------------------------------------------


def _counts_text(table: Table, tile: Tile) -> str:
    return " – ".join(
        f"{player.name} {count}" for player, count in zip(table.players, tile.rabbits, strict=True)
    )


def _tile_item(table: Table, number: int, tile: Tile, seat: int) -> LineItem:
    """The line item for one tile in one player's breakdown."""
    winner = tile_winner(tile.rabbits)
    name = table.players[seat].name
    counts = _counts_text(table, tile)
    if winner is None:
        outcome = TileOutcome.TIE
        none_at_all = " (none at all)" if max(tile.rabbits) == 0 else ""
        explanation = (
            f"{tile.face}: tie {counts} → nobody. Equal rabbits around the tile{none_at_all}, "
            f"so nobody wins it: 0 points."
        )
        points = 0
    elif winner == seat:
        outcome = TileOutcome.WON
        explanation = (
            f"{tile.face}: {counts} → {name}. {name} has more rabbits around the tile, so {name} "
            f"wins it and scores its value: {plural(tile.value, 'point')}."
        )
        if tile.value == 0:
            explanation += " It still counts as a tile won for the tie-breaker."
        points = tile.value
    else:
        outcome = TileOutcome.LOST
        other = table.players[winner].name
        explanation = (
            f"{tile.face}: {counts} → {other}. {other} has more rabbits around the tile, so it "
            f"goes to {other}: 0 points for {name}."
        )
        points = 0
    return LineItem(
        label=f"Tile {number}: {tile.face}",
        points=points,
        explanation=explanation,
        refs=(number,),
        details={
            "tile": number,
            "value": tile.value,
            "color": tile.color or None,
            "rabbits": dict(zip(table.names, tile.rabbits, strict=True)),
            "winner": table.players[winner].name if winner is not None else None,
            "outcome": outcome.value,
        },
    )


def _tiles_won(table: Table) -> list[list[int]]:
    """For each player, the 1-based numbers of the tiles they won."""
    won: list[list[int]] = [[] for _ in table.players]
    for number, tile in enumerate(table.tiles, start=1):
        winner = tile_winner(tile.rabbits)
        if winner is not None:
            won[winner].append(number)
    return won


def _plausibility_warnings(table: Table) -> list[str]:
    warnings: list[str] = []
    if len(table.tiles) < TILES_IN_FINISHED_GAME:
        warnings.append(
            f"Only {plural(len(table.tiles), 'tile is', 'tiles are')} on the moon board; a "
            f"finished game has {TILES_IN_FINISHED_GAME}. The table is scored as entered."
        )
    for seat, player in enumerate(table.players):
        touches = sum(tile.rabbits[seat] for tile in table.tiles)
        on_board = RABBITS_PER_PLAYER - player.reserve
        most = TILES_TOUCHED_PER_RABBIT * on_board
        if touches > most:
            warnings.append(
                f"{player.name}'s rabbits around the tiles add up to {touches}, but with "
                f"{plural(player.reserve, 'rabbit')} in reserve {player.name} has at most "
                f"{on_board} on the board, and a rabbit touches at most "
                f"{TILES_TOUCHED_PER_RABBIT} tiles ({TILES_TOUCHED_PER_RABBIT} × {on_board} = "
                f"{most}). Check the rabbit counts and the reserve."
            )
    return warnings


def score(table: Table) -> Result:
    """Score a parsed table: every tile to its majority, then the tie-breakers.

    Each player's breakdown has three categories: ``tiles won`` (one item per tile won, worth
    its value), ``tiles not won`` (0-point items for the tiles lost or tied) and
    ``for the tie-breakers (no points)`` (0-point items showing the count of tiles won and the
    reserve).
    """
    won = _tiles_won(table)
    total_tiles = len(table.tiles)
    scores: list[PlayerScore] = []
    for seat, player in enumerate(table.players):
        items = [
            _tile_item(table, number, tile, seat)
            for number, tile in enumerate(table.tiles, start=1)
        ]
        won_items = tuple(item for item in items if item.details["outcome"] == "won")
        other_items = tuple(item for item in items if item.details["outcome"] != "won")
        numbers = won[seat]
        which = ""
        if numbers:
            listed = join_words([str(number) for number in numbers])
            which = f" (tile{'s' if len(numbers) > 1 else ''} {listed})"
        tie_items = (
            LineItem(
                label=f"Tiles won: {len(numbers)}",
                points=0,
                explanation=(
                    f"{player.name} won {len(numbers)} of the {total_tiles} tiles{which}. "
                    f"First tie-breaker: shown, not added to the points."
                ),
                refs=tuple(numbers),
                details={"tiles_won": len(numbers), "tiles": list(numbers), "not_points": True},
            ),
            LineItem(
                label=f"Reserve: {plural(player.reserve, 'rabbit')}",
                points=0,
                explanation=(
                    f"{player.name} has {plural(player.reserve, 'rabbit')} left in reserve. "
                    f"Second tie-breaker: shown, not added to the points."
                ),
                details={"reserve": player.reserve, "not_points": True},
            ),
        )
        scores.append(
            PlayerScore(
                player.name,
                (
                    Category(TILES_WON, won_items),
                    Category(TILES_NOT_WON, other_items),
                    Category(TIES, tie_items),
                ),
            )
        )

    tiles_section = []
    for number, tile in enumerate(table.tiles, start=1):
        winner = tile_winner(tile.rabbits)
        tiles_section.append(
            {
                "index": number,
                "value": tile.value,
                "color": tile.color or None,
                "rabbits": dict(zip(table.names, tile.rabbits, strict=True)),
                "winner": table.players[winner].name if winner is not None else None,
            }
        )

    return Result.ranked(
        GAME,
        scores,
        tiebreakers=_tiebreakers(table, won),
        warnings=_plausibility_warnings(table),
        sections={"variant": table.variant.value, "tiles": tiles_section},
    )


def _tiebreakers(table: Table, won: list[list[int]]) -> tuple[TieBreaker, ...]:
    def by_tiles(seat: int) -> float:
        return len(won[seat])

    def show_tiles(seat: int) -> str:
        return plural(len(won[seat]), "tile")

    def by_reserve(seat: int) -> float:
        return table.players[seat].reserve

    def show_reserve(seat: int) -> str:
        return plural(table.players[seat].reserve, "rabbit") + " in reserve"

    breakers: list[tuple[str, Callable[[int], float], Callable[[int], str]]] = [
        (TIEBREAKERS[0], by_tiles, show_tiles),
        (TIEBREAKERS[1], by_reserve, show_reserve),
    ]
    return tuple(TieBreaker(description, key, show) for description, key, show in breakers)
