"""Reading a table state (any JSON value) into a :class:`Table`, reporting every problem."""

from __future__ import annotations

from functools import lru_cache

from scoring.errors import TableError
from scoring.i18n import _, current_language
from scoring.records import dataclass
from scoring.topiary import words
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
    FACING_CODES,
    GARDEN_SIZE,
    MAX_HAND_TILES,
    MAX_PLAYERS,
    MAX_VISITORS,
    MIN_PLAYERS,
    VISITORS_PER_PLAYER,
    Facing,
)
from scoring.topiary.words import fill
from scoring.validation import (
    Problems,
    describe_type,
    find_player,
    join_path,
    name_key,
    respelling,
    shared_names,
    spelling_advice,
)
from scoring.wording import capitalize_first, printable, shorten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _read_tile(problems: Problems, value: Any, path: str, where: str, allow_down: bool) -> Any:
    """A Tile, FACE_DOWN (when allowed), or None after recording a problem."""
    if not isinstance(value, str):
        sentence = words.GARDEN_TILE_NOT_TEXT if allow_down else words.TILE_NOT_TEXT
        problems.add(path, fill(sentence, where=where, down=FACE_DOWN, type=describe_type(value)))
        return None
    if allow_down and value == FACE_DOWN:
        return FACE_DOWN
    if allow_down and respelling(value, (FACE_DOWN,)) is not None:
        advice = spelling_advice(value, FACE_DOWN)
        problems.add(
            path,
            fill(
                words.DOWN_MISWRITTEN, where=where, value=printable(shorten(value)), advice=advice
            ),
        )
        return None
    try:
        return Tile.from_code(value)
    except ValueError as error:
        problems.add(path, fill(words.TILE_PROBLEM, where=where, problem=str(error)))
        return None


def _read_hand(
    problems: Problems, raw: dict[str, Any], hand_path: str, who: str
) -> list[tuple[int, Tile]]:
    """A player's readable hand tiles with their index in the hand."""
    hand: list[tuple[int, Tile]] = []
    raw_hand = raw.get("hand")
    if "hand" not in raw:
        problems.add(hand_path, fill(words.HAND_MISSING, who=who))
        return hand
    if not isinstance(raw_hand, list):
        problems.add(hand_path, fill(words.HAND_NOT_A_LIST, who=who, type=describe_type(raw_hand)))
        return hand
    if len(raw_hand) > MAX_HAND_TILES:
        problems.add(hand_path, words.hand_too_long(who, len(raw_hand), MAX_HAND_TILES))
        return hand  # tiles beyond a hand's are not read
    for position, code in enumerate(raw_hand):
        tile = _read_tile(
            problems,
            code,
            join_path(hand_path, position),
            fill(words.WHAT_HAND_TILE, who=who, number=position + 1),
            allow_down=False,
        )
        if isinstance(tile, Tile):
            hand.append((position, tile))
    return hand


def _read_players(
    problems: Problems, value: Any
) -> list[tuple[str | None, str, list[tuple[int, Tile]]]]:
    """Each player's name (None when unusable), how problems name the player (the name, or
    "Player 2 (Ann)" when two players share it, or "Player 2" without one) and readable hand
    tiles with their index in the hand; an empty list when the player list is unusable."""
    if value is None:
        problems.add("players", fill(words.NO_PLAYERS, fewest=MIN_PLAYERS, most=MAX_PLAYERS))
        return []
    if not isinstance(value, list):
        problems.add("players", fill(words.PLAYERS_NOT_A_LIST, type=describe_type(value)))
        return []
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        problems.add("players", words.wrong_player_count(len(value), MIN_PLAYERS, MAX_PLAYERS))
        if len(value) > MAX_PLAYERS:
            return []  # players beyond the game's are not read
    players: list[tuple[str | None, str, list[tuple[int, Tile]]]] = []
    named: list[tuple[str, str]] = []
    shared = shared_names(value)
    for index, entry in enumerate(value):
        path = join_path("players", index)
        seat = fill(words.WHAT_PLAYER, number=index + 1)
        raw = problems.as_object(entry, path, seat)
        if raw is None:
            players.append((None, seat, []))
            continue
        name = problems.player_name(raw.get("name"), join_path(path, "name"))
        who = seat
        if name is not None:
            named.append((join_path(path, "name"), name))
            told_apart = fill(words.PLAYER_N_NAMED, number=index + 1, name=name)
            who = told_apart if name_key(name) in shared else name
        hand = _read_hand(problems, raw, join_path(path, "hand"), who)
        players.append((name, who, hand))
    problems.unique_names(named)
    return players


WORDS_CACHED = 256
"""How many garden cells and visitors keep their words below: a bound, though a garden has
25 cells and a table at most a few dozen visitors, in each language."""


@lru_cache(maxsize=WORDS_CACHED)
def _garden_place(row: int, column: int, language: str) -> tuple[str, str]:
    """A garden cell in words ("garden row 2, column 3") and capitalised, as a problem starts
    with it, in ``language`` (the current one: the cache is keyed by it): every cell of every
    table is worded so, in case it is wrong (issue 24, fourth round: the scorers)."""
    place = fill(words.WHAT_GARDEN_CELL, row=row, column=column)
    return place, capitalize_first(place)


@lru_cache(maxsize=WORDS_CACHED)
def _visitor_what(number: int, language: str) -> str:
    """A visitor by its place in the list ("Visitor 3"), in ``language`` (the current one:
    the cache is keyed by it)."""
    return fill(words.WHAT_VISITOR, number=number)


def _read_garden_row(
    problems: Problems, row: Any, row_index: int, tiles: list[tuple[Tile, str, str]]
) -> list[Tile | None] | None:
    """One garden row's cells (None when it is no list or too long to read); its readable
    face-up tiles join ``tiles`` with their path and place in words."""
    row_path = join_path("garden", row_index)
    if not isinstance(row, list):
        problems.add(
            row_path,
            fill(
                words.GARDEN_ROW_NOT_A_LIST,
                row=row_index + 1,
                size=GARDEN_SIZE,
                type=describe_type(row),
            ),
        )
        return None
    if len(row) != GARDEN_SIZE:
        problems.add(row_path, words.garden_row_length(row_index + 1, len(row), GARDEN_SIZE))
        if len(row) > GARDEN_SIZE:
            return None  # tiles beyond the row's are not read
    cells: list[Tile | None] = []
    language = current_language()
    for column_index, code in enumerate(row):
        path = join_path(row_path, column_index)
        place, what = _garden_place(row_index + 1, column_index + 1, language)
        tile = _read_tile(problems, code, path, what, allow_down=True)
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
        problems.add("garden", fill(words.GARDEN_MISSING, size=GARDEN_SIZE))
        return None, tiles
    if not isinstance(value, list):
        problems.add(
            "garden",
            fill(words.GARDEN_NOT_A_LIST, size=GARDEN_SIZE, type=describe_type(value)),
        )
        return None, tiles
    shape_ok = len(value) == GARDEN_SIZE
    if not shape_ok:
        problems.add("garden", words.garden_row_count(len(value), GARDEN_SIZE))
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
        shape = describe_type(value) if not isinstance(value, list) else words.numbers(len(value))
        problems.add(path, fill(words.POSITION_NOT_A_PAIR, who=who, shape=shape))
        return None
    row_what = fill(words.WHAT_ROW, who=who)
    column_what = fill(words.WHAT_COLUMN, who=who)
    row = problems.as_integer(value[0], join_path(path, 0), row_what, 1, GARDEN_SIZE)
    column = problems.as_integer(value[1], join_path(path, 1), column_what, 1, GARDEN_SIZE)
    if row is None or column is None:
        return None
    return (row, column)


def _read_facing(problems: Problems, value: Any, path: str, who: str) -> Facing | None:
    facings = tuple(FACING_CODES.values())
    options = ", ".join(facings)
    if not isinstance(value, str):
        problems.add(
            path, fill(words.FACING_NOT_TEXT, who=who, options=options, type=describe_type(value))
        )
        return None
    if value in facings:
        return Facing(value)
    exact = respelling(value, facings)
    if exact is not None:
        advice = spelling_advice(value, exact)
        problems.add(
            path,
            fill(words.FACING_MISWRITTEN, who=who, value=printable(shorten(value)), advice=advice),
        )
    else:
        problems.add(
            path,
            fill(words.FACING_UNKNOWN, who=who, value=printable(shorten(value)), options=options),
        )
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
        problems.add("visitors", _(words.VISITORS_MISSING))
        return []
    if not isinstance(value, list):
        problems.add("visitors", fill(words.VISITORS_NOT_A_LIST, type=describe_type(value)))
        return []
    if len(value) > MAX_VISITORS:
        each = VISITORS_PER_PLAYER[MAX_PLAYERS]
        problems.add(
            "visitors", words.too_many_visitors(len(value), MAX_VISITORS, MAX_PLAYERS, each)
        )
        return []
    visitors: list[_RawVisitor] = []
    for index, entry in enumerate(value):
        path = join_path("visitors", index)
        who = _visitor_what(index + 1, current_language())
        raw = problems.as_object(entry, path, who)
        if raw is None:
            continue
        player: str | None = None
        raw_player = raw.get("player")
        if not isinstance(raw_player, str):
            problems.add(
                join_path(path, "player"),
                fill(words.VISITOR_WITHOUT_PLAYER, who=who, type=describe_type(raw_player)),
            )
        else:
            player = find_player(raw_player, player_names)
            if player is None and every_name_read:
                problems.add(
                    join_path(path, "player"),
                    fill(
                        words.VISITOR_OF_A_STRANGER,
                        who=who,
                        name=printable(shorten(raw_player.strip())),
                        players=", ".join(player_names),
                    ),
                )
            elif player is not None:
                who = fill(words.WHAT_PLAYERS_VISITOR, player=player, number=index + 1)
        at = _read_position(problems, raw.get("at"), join_path(path, "at"), who)
        facing = _read_facing(problems, raw.get("facing"), join_path(path, "facing"), who)
        visitors.append(_RawVisitor(index, player, at, facing))
    return visitors


def _check_visitors(
    problems: Problems,
    visitors: list[_RawVisitor],
    player_count: int,
    shared: frozenset[str],
) -> None:
    """Visitors on the edge, one per spot and direction, and no more per player than allowed."""
    _check_visitor_spots(problems, visitors)
    _check_visitor_counts(problems, visitors, player_count, shared)


def _check_visitor_spots(problems: Problems, visitors: list[_RawVisitor]) -> None:
    """Each visitor on the garden's edge, facing in, and no two on one spot facing one way."""
    taken: dict[tuple[Position, Facing], _RawVisitor] = {}
    for visitor in visitors:
        if visitor.at is None or visitor.facing is None:
            continue
        path = join_path("visitors", visitor.index)
        who = (
            fill(words.VISITOR_OF, player=visitor.player)
            if visitor.player
            else _(words.THIS_VISITOR)
        )
        if not is_edge_spot(visitor.at, visitor.facing):
            behind = standing_spot(visitor.at, visitor.facing)
            problems.add(
                join_path(path, "at"),
                fill(
                    words.NOT_ON_THE_EDGE,
                    who=who,
                    position=describe_position(visitor.at),
                    facing=visitor.facing.value,
                    behind=describe_position(behind),
                ),
            )
            continue
        key = (visitor.at, visitor.facing)
        first = taken.get(key)
        if first is None:
            taken[key] = visitor
            continue
        spot, number = describe_spot(*key), first.index + 1
        problems.add(
            path,
            fill(words.SPOT_TAKEN_BY, who=who, spot=spot, owner=first.player, number=number)
            if first.player
            else fill(words.SPOT_TAKEN, who=who, spot=spot, number=number),
        )


def _check_visitor_counts(
    problems: Problems, visitors: list[_RawVisitor], player_count: int, shared: frozenset[str]
) -> None:
    """No player with more visitors than the player count allows.

    The visitors of a name two players share (``shared``, compared by ``name_key``) are not
    counted: 9 visitors named "Red" may be 8 of one Red and 1 of the other; the repeated name
    is reported instead, and every other player's visitors are still counted."""
    allowed = VISITORS_PER_PLAYER.get(player_count)
    if allowed is None:
        return
    counts: dict[str, int] = {}
    for visitor in visitors:
        if visitor.player is None or name_key(visitor.player) in shared:
            continue
        counts[visitor.player] = counts.get(visitor.player, 0) + 1
        if counts[visitor.player] == allowed + 1:
            problems.add(
                join_path("visitors", visitor.index),
                fill(
                    words.ONE_VISITOR_TOO_MANY,
                    player=visitor.player,
                    players=player_count,
                    allowed=allowed,
                ),
            )


def _check_unique_tiles(problems: Problems, tiles: list[tuple[Tile, str, str]]) -> None:
    """Each (suit, value) exists once in the whole game (spec/topiary.md, "Table shape")."""
    first_place: dict[Tile, str] = {}
    for tile, path, place in tiles:
        if tile in first_place:
            problems.add(
                path, fill(words.TILE_TWICE, tile=tile.name, first=first_place[tile], place=place)
            )
        else:
            first_place[tile] = place


def parse(data: Any) -> Table:
    """Validate a decoded table state (any JSON value) and build a :class:`Table`.

    Raises one :class:`~scoring.errors.TableError` naming every problem, and nothing else.
    """
    problems = Problems()
    root = problems.as_object(data, "", _(words.WHAT_TABLE))
    if root is None:
        raise TableError(list(problems))
    players = _read_players(problems, root.get("players"))
    garden, garden_tiles = _read_garden(problems, root.get("garden"))
    names = [name for name, _, _ in players if name is not None]
    every_name_read = 0 < len(players) == len(names)
    keys = [name_key(name) for name in names]
    shared = frozenset(key for key in keys if keys.count(key) > 1)
    visitors = _read_visitors(problems, root.get("visitors"), names, every_name_read)
    _check_visitors(problems, visitors, len(players), shared)
    hand_tiles = [
        (
            tile,
            join_path(join_path(join_path("players", index), "hand"), position),
            words.tile_in_hand(who),
        )
        for index, (_, who, hand) in enumerate(players)
        for position, tile in hand
    ]
    _check_unique_tiles(problems, garden_tiles + hand_tiles)
    problems.raise_if_any()
    assert garden is not None  # every garden shape problem was reported above
    return Table(
        players=tuple(
            Player(name or "", tuple(tile for _, tile in hand)) for name, _, hand in players
        ),
        garden=tuple(tuple(row) for row in garden),
        visitors=tuple(
            Visitor(visitor.player or "", visitor.at or (0, 0), visitor.facing or Facing.N)
            for visitor in visitors
        ),
    )
