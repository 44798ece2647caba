"""Reading a table state (any JSON value) into a :class:`Table`, reporting every problem."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.errors import TableError
from scoring.topiary.garden import (
    Player,
    Position,
    Table,
    Tile,
    Visitor,
    describe_position,
    describe_spot,
    is_edge_spot,
    standing_spot,
)
from scoring.topiary.model import (
    FACE_DOWN,
    GARDEN_SIZE,
    MAX_HAND_TILES,
    MAX_PLAYERS,
    MAX_VISITORS,
    MIN_PLAYERS,
    VISITORS_PER_PLAYER,
    Facing,
)
from scoring.validation import (
    Problems,
    describe_type,
    find_player,
    join_path,
    respelling,
    spelling_advice,
)
from scoring.wording import capitalize_first, ordinal, plural, shorten


def _read_tile(problems: Problems, value: Any, path: str, where: str, allow_down: bool) -> Any:
    """A Tile, FACE_DOWN (when allowed), or None after recording a problem."""
    example = f"a tile code such as trex-3{f' or {FACE_DOWN}' if allow_down else ''}"
    if not isinstance(value, str):
        problems.add(path, f"{where} should be {example}, not {describe_type(value)}.")
        return None
    if allow_down and value == FACE_DOWN:
        return FACE_DOWN
    if allow_down and respelling(value, (FACE_DOWN,)) is not None:
        problems.add(
            path,
            f"{where}: {shorten(value)!r} is not written as the rules list it; "
            f"{spelling_advice(value, FACE_DOWN)}.",
        )
        return None
    try:
        return Tile.from_code(value)
    except ValueError as error:
        problems.add(path, f"{where}: {error}")
        return None


def _read_hand(
    problems: Problems, raw: dict[str, Any], hand_path: str, who: str
) -> list[tuple[int, Tile]]:
    """A player's readable hand tiles with their index in the hand."""
    hand: list[tuple[int, Tile]] = []
    raw_hand = raw.get("hand")
    if "hand" not in raw:
        problems.add(
            hand_path, f"{who}'s hand is missing; list the tiles left in it ([] for none)."
        )
        return hand
    if not isinstance(raw_hand, list):
        problems.add(
            hand_path,
            f"{who}'s hand should be a list of tile codes, not {describe_type(raw_hand)}.",
        )
        return hand
    if len(raw_hand) > MAX_HAND_TILES:
        problems.add(
            hand_path,
            f"{who}'s hand has {len(raw_hand):,} tiles; a hand holds at most {MAX_HAND_TILES}.",
        )
        return hand  # tiles beyond a hand's are not read
    for position, code in enumerate(raw_hand):
        tile = _read_tile(
            problems,
            code,
            join_path(hand_path, position),
            f"{who}'s {ordinal(position + 1)} hand tile",
            allow_down=False,
        )
        if isinstance(tile, Tile):
            hand.append((position, tile))
    return hand


def _read_players(
    problems: Problems, value: Any
) -> list[tuple[str | None, list[tuple[int, Tile]]]]:
    """Each player's name (None when unusable) and readable hand tiles with their index in the
    hand; an empty list when the player list is unusable."""
    if value is None:
        problems.add(
            "players", f"The table has no players; Topiary needs {MIN_PLAYERS}–{MAX_PLAYERS}."
        )
        return []
    if not isinstance(value, list):
        problems.add("players", f"The players should be a list, not {describe_type(value)}.")
        return []
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        problems.add(
            "players",
            f"Topiary is for {MIN_PLAYERS} to {MAX_PLAYERS} players; this table has "
            f"{len(value):,}.",
        )
        if len(value) > MAX_PLAYERS:
            return []  # players beyond the game's are not read
    players: list[tuple[str | None, list[tuple[int, Tile]]]] = []
    named: list[tuple[str, str]] = []
    for index, entry in enumerate(value):
        path = join_path("players", index)
        raw = problems.as_object(entry, path, f"Player {index + 1}")
        if raw is None:
            players.append((None, []))
            continue
        name = problems.player_name(raw.get("name"), join_path(path, "name"))
        if name is not None:
            named.append((join_path(path, "name"), name))
        who = name or f"Player {index + 1}"
        hand = _read_hand(problems, raw, join_path(path, "hand"), who)
        players.append((name, hand))
    problems.unique_names(named)
    return players


def _read_garden_row(
    problems: Problems, row: Any, row_index: int, tiles: list[tuple[Tile, str, str]]
) -> list[Tile | None] | None:
    """One garden row's cells (None when it is no list or too long to read); its readable
    face-up tiles join ``tiles`` with their path and place in words."""
    row_path = join_path("garden", row_index)
    if not isinstance(row, list):
        problems.add(
            row_path,
            f"Garden row {row_index + 1} should be a list of {GARDEN_SIZE} tiles, not "
            f"{describe_type(row)}.",
        )
        return None
    if len(row) != GARDEN_SIZE:
        problems.add(
            row_path,
            f"Garden row {row_index + 1} has {plural(len(row), 'tile')}; a row has {GARDEN_SIZE}.",
        )
        if len(row) > GARDEN_SIZE:
            return None  # tiles beyond the row's are not read
    cells: list[Tile | None] = []
    for column_index, code in enumerate(row):
        path = join_path(row_path, column_index)
        place = f"garden row {row_index + 1}, column {column_index + 1}"
        tile = _read_tile(problems, code, path, capitalize_first(place), allow_down=True)
        if isinstance(tile, Tile):
            tiles.append((tile, path, place))
            cells.append(tile)
        else:
            cells.append(None)
    return cells


def _read_garden(
    problems: Problems, value: Any
) -> tuple[list[list[Tile | None]] | None, list[tuple[Tile, str, str]]]:
    """The garden grid (None when its shape is wrong) and every readable face-up tile with its
    path and place in words, for the duplicate check."""
    tiles: list[tuple[Tile, str, str]] = []
    if value is None:
        problems.add("garden", "The garden is missing; enter its 5 rows of 5 tiles.")
        return None, tiles
    if not isinstance(value, list):
        problems.add(
            "garden", f"The garden should be a list of 5 rows, not {describe_type(value)}."
        )
        return None, tiles
    shape_ok = len(value) == GARDEN_SIZE
    if not shape_ok:
        problems.add(
            "garden",
            f"The garden has {plural(len(value), 'row')}; it has {GARDEN_SIZE} rows of "
            f"{GARDEN_SIZE} tiles.",
        )
        if len(value) > GARDEN_SIZE:
            return None, tiles  # rows beyond the garden's are not read
    grid: list[list[Tile | None]] = []
    for row_index, row in enumerate(value):
        cells = _read_garden_row(problems, row, row_index, tiles)
        if cells is None or len(cells) != GARDEN_SIZE:
            shape_ok = False
        if cells is not None:
            grid.append(cells)
    return (grid if shape_ok else None), tiles


@dataclass(frozen=True)
class _RawVisitor:
    index: int
    player: str | None
    at: Position | None
    facing: Facing | None


def _read_position(problems: Problems, value: Any, path: str, who: str) -> Position | None:
    if not isinstance(value, list) or len(value) != 2:
        shape = describe_type(value) if not isinstance(value, list) else f"{len(value)} numbers"
        problems.add(
            path,
            f"{who}'s position should be [row, column] (the first tile it sees), not {shape}.",
        )
        return None
    row = problems.as_integer(value[0], join_path(path, 0), f"{who}'s row", 1, GARDEN_SIZE)
    column = problems.as_integer(value[1], join_path(path, 1), f"{who}'s column", 1, GARDEN_SIZE)
    if row is None or column is None:
        return None
    return (row, column)


def _read_facing(problems: Problems, value: Any, path: str, who: str) -> Facing | None:
    facings = tuple(facing.value for facing in Facing)
    options = ", ".join(facings)
    if not isinstance(value, str):
        problems.add(
            path, f"{who}'s facing should be one of {options}, not {describe_type(value)}."
        )
        return None
    if value in facings:
        return Facing(value)
    exact = respelling(value, facings)
    if exact is not None:
        problems.add(
            path,
            f"{who}'s facing {shorten(value)!r} is not written as the rules list it; "
            f"{spelling_advice(value, exact)}.",
        )
    else:
        problems.add(path, f"{who}'s facing {shorten(value)!r} is not known; use one of {options}.")
    return None


def _read_visitors(
    problems: Problems, value: Any, player_names: list[str], every_name_read: bool
) -> list[_RawVisitor]:
    """The visitors as listed, each with the seated player it names (as that player's name
    was first written).

    A name that matches no player is reported only when every player's name could be read
    (``every_name_read``), repeated or not: otherwise it may be the very player whose name is
    missing or unreadable, and that name is what is reported. A repeated name hides nothing
    else: the visitors of every other player are still matched, counted and checked, so every
    problem is reported at once (spec/README.md, "Errors").
    """
    if value is None:
        problems.add(
            "visitors", "The visitors are missing; list every visitor placed ([] for none)."
        )
        return []
    if not isinstance(value, list):
        problems.add("visitors", f"The visitors should be a list, not {describe_type(value)}.")
        return []
    if len(value) > MAX_VISITORS:
        problems.add(
            "visitors",
            f"{plural(len(value), 'visitor')} are listed; a game places at most {MAX_VISITORS} "
            f"(5 for each of 4 players).",
        )
        return []
    visitors: list[_RawVisitor] = []
    for index, entry in enumerate(value):
        path = join_path("visitors", index)
        who = f"Visitor {index + 1}"
        raw = problems.as_object(entry, path, who)
        if raw is None:
            continue
        player: str | None = None
        raw_player = raw.get("player")
        if not isinstance(raw_player, str):
            problems.add(
                join_path(path, "player"),
                f"{who} should name its player, not {describe_type(raw_player)}.",
            )
        else:
            player = find_player(raw_player, player_names)
            if player is None and every_name_read:
                problems.add(
                    join_path(path, "player"),
                    f"{who} belongs to {shorten(raw_player.strip())!r}, who is not at this "
                    f"table; the players are {', '.join(player_names)}.",
                )
            elif player is not None:
                who = f"{player}'s visitor {index + 1}"
        at = _read_position(problems, raw.get("at"), join_path(path, "at"), who)
        facing = _read_facing(problems, raw.get("facing"), join_path(path, "facing"), who)
        visitors.append(_RawVisitor(index, player, at, facing))
    return visitors


def _check_visitors(
    problems: Problems, visitors: list[_RawVisitor], player_count: int, shared: set[str]
) -> None:
    """Visitors on the edge, one per spot and direction, and no more per player than allowed.

    The visitors of a name two players share (``shared``, case-folded) are not counted: 9
    visitors named "Red" may be 8 of one Red and 1 of the other; the repeated name is
    reported instead, and every other player's visitors are still counted."""
    taken: dict[tuple[Position, Facing], _RawVisitor] = {}
    for visitor in visitors:
        path = join_path("visitors", visitor.index)
        who = f"{visitor.player}'s visitor" if visitor.player else "This visitor"
        if visitor.at is None or visitor.facing is None:
            continue
        if not is_edge_spot(visitor.at, visitor.facing):
            behind = standing_spot(visitor.at, visitor.facing)
            problems.add(
                join_path(path, "at"),
                f"{who} at {describe_position(visitor.at)} facing {visitor.facing.value} is not "
                f"on the edge: it would stand at {describe_position(behind)}, inside the garden. "
                f"'at' is the first tile it sees, next to the edge it stands on.",
            )
            continue
        key = (visitor.at, visitor.facing)
        first = taken.get(key)
        if first is not None:
            owner = f"{first.player}'s" if first.player else "another"
            problems.add(
                path,
                f"{who} {describe_spot(*key)} stands where {owner} visitor "
                f"(visitor {first.index + 1}) already stands; no two visitors share a spot and "
                f"direction.",
            )
        else:
            taken[key] = visitor
    allowed = VISITORS_PER_PLAYER.get(player_count)
    if allowed is None:
        return
    counts: dict[str, int] = {}
    for visitor in visitors:
        if visitor.player is None or visitor.player.casefold() in shared:
            continue
        counts[visitor.player] = counts.get(visitor.player, 0) + 1
        if counts[visitor.player] == allowed + 1:
            problems.add(
                join_path("visitors", visitor.index),
                f"{visitor.player}'s {ordinal(allowed + 1)} visitor is one too many: with "
                f"{player_count} players each player has {allowed} visitors.",
            )


def _check_unique_tiles(problems: Problems, tiles: list[tuple[Tile, str, str]]) -> None:
    """Each (suit, value) exists once in the whole game (spec/topiary.md, "Table shape")."""
    first_place: dict[Tile, str] = {}
    for tile, path, place in tiles:
        if tile in first_place:
            problems.add(
                path,
                f"{tile.name} is both in {first_place[tile]} and in {place}; the game has only "
                "one.",
            )
        else:
            first_place[tile] = place


def parse(data: Any) -> Table:
    """Validate a decoded table state (any JSON value) and build a :class:`Table`.

    Raises one :class:`~scoring.errors.TableError` naming every problem, and nothing else.
    """
    problems = Problems()
    root = problems.as_object(data, "", "The table state")
    if root is None:
        raise TableError(list(problems))
    players = _read_players(problems, root.get("players"))
    garden, garden_tiles = _read_garden(problems, root.get("garden"))
    names = [name for name, _ in players if name is not None]
    every_name_read = 0 < len(players) == len(names)
    folded = [name.casefold() for name in names]
    shared = {name for name in folded if folded.count(name) > 1}
    visitors = _read_visitors(problems, root.get("visitors"), names, every_name_read)
    _check_visitors(problems, visitors, len(players), shared)
    hand_tiles = [
        (
            tile,
            join_path(join_path(join_path("players", index), "hand"), position),
            f"{name or f'Player {index + 1}'}'s hand",
        )
        for index, (name, hand) in enumerate(players)
        for position, tile in hand
    ]
    _check_unique_tiles(problems, garden_tiles + hand_tiles)
    problems.raise_if_any()
    assert garden is not None  # every garden shape problem was reported above
    return Table(
        players=tuple(
            Player(name or "", tuple(tile for _, tile in hand)) for name, hand in players
        ),
        garden=tuple(tuple(row) for row in garden),
        visitors=tuple(
            Visitor(visitor.player or "", visitor.at or (0, 0), visitor.facing or Facing.N)
            for visitor in visitors
        ),
    )
