"""Reading a Tsukimi table state (spec/tsukimi.md, "Input") into a :class:`Table`.

:func:`parse` checks everything at once and raises one :class:`~scoring.errors.TableError`
naming every problem with its path (``tiles[3].rabbits.Aki``), in the words of
:mod:`~scoring.tsukimi.words`.
"""

from __future__ import annotations

from functools import lru_cache

from scoring.i18n import _, current_language
from scoring.records import dataclass
from scoring.tsukimi import words
from scoring.tsukimi.model import (
    DEFAULT_VARIANT,
    MAX_RABBITS_AROUND_TILE,
    MAX_TILE_VALUE,
    MAX_TILES,
    MIN_TILE_VALUE,
    MIN_TILES,
    PLAYER_COUNT,
    RABBITS_PER_PLAYER,
    TILES_IN_FINISHED_GAME,
    Player,
    Table,
    Tile,
    Variant,
)
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
from scoring.wording import join_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@dataclass(frozen=True)
class _Count:
    """How one whole-number field is named and limited, and the sentences that refuse it."""

    what: str
    """The field's name, for the shared "should be a whole number" message: a sentence of
    :mod:`~scoring.tsukimi.words` filled in with ``values``, worded only for that message (a
    table has a hundred counts, nearly always whole)."""
    least: int
    most: int
    not_whole: str
    """The sentence for a fraction: placeholders ``value``, ``least``, ``most`` and any of
    ``values``."""
    out_of_range: str
    """The sentence for a whole number outside ``least``–``most``, with the same placeholders."""
    values: dict[str, Any]


def _quoted_name(key: str) -> str:
    """A name from a tile's rabbits as a message may repeat it: trimmed and cut short."""
    name = key.strip()
    if not name:
        return _(words.THIS_PLAYER)
    return name if len(name) <= MAX_NAME_LENGTH else name[:MAX_NAME_LENGTH] + "…"


def _is_whole_number(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _read_count(problems: Problems, value: Any, path: str, count: _Count) -> int | None:
    """A whole number in a range, with a message that says why the range is what it is."""
    limits = {"least": count.least, "most": count.most, **count.values}
    if isinstance(value, float) and not value.is_integer():
        problems.add(path, words.say(count.not_whole, value=value, **limits))
        return None
    if not _is_whole_number(value):
        return problems.as_integer(value, path, words.say(count.what, **count.values))
    number = int(value)
    if not count.least <= number <= count.most:
        problems.add(path, words.say(count.out_of_range, value=number, **limits))
        return None
    return number


def _object(
    problems: Problems, value: Any, path: str, what: str, **values: Any
) -> dict[str, Any] | None:
    """``value`` if it is a JSON object, else None with the problem recorded; ``what`` (a
    sentence of :mod:`~scoring.tsukimi.words` filled in with ``values``) names it, worded only
    then (a table has dozens of objects, nearly always objects)."""
    if isinstance(value, dict):
        return value
    return problems.as_object(value, path, words.say(what, **values))


def _parse_variant(data: dict[str, Any], problems: Problems) -> Variant:
    raw = data.get("variant")
    if raw is None:
        return DEFAULT_VARIANT
    choices = tuple(variant.value for variant in Variant)
    slug = problems.as_choice(raw, "variant", choices, what=_(words.WHAT_VARIANT))
    return Variant(slug) if slug is not None else DEFAULT_VARIANT


def _parse_reserve(player: dict[str, Any], path: str, who: str, problems: Problems) -> int | None:
    reserve_path = join_path(path, "reserve")
    if "reserve" not in player or player["reserve"] is None:
        problems.add(
            reserve_path, words.say(words.RESERVE_MISSING, who=who, most=RABBITS_PER_PLAYER)
        )
        return None
    reserve = _Count(
        words.WHAT_RESERVE,
        0,
        RABBITS_PER_PLAYER,
        words.RESERVE_NOT_WHOLE,
        words.RESERVE_OUT_OF_RANGE,
        {"who": who},
    )
    return _read_count(problems, player["reserve"], reserve_path, reserve)


def _parse_player(
    entry: Any, index: int, problems: Problems, shared_names: frozenset[str] = frozenset()
) -> tuple[str | None, int | None]:
    path = join_path("players", index)
    player = _object(problems, entry, path, words.WHAT_PLAYER, number=index + 1)
    if player is None:
        return None, None
    name: str | None
    if "name" not in player:
        problems.add(
            join_path(path, "name"), words.say(words.PLAYER_WITHOUT_NAME, number=index + 1)
        )
        name = None
    else:
        name = problems.player_name(player["name"], join_path(path, "name"))
    if name is None:
        who = words.say(words.WHAT_PLAYER, number=index + 1)
    elif name in shared_names:  # Two "Ann": say which one each problem is about.
        who = words.say(words.PLAYER_N_NAMED, number=index + 1, name=name)
    else:
        who = name
    return name, _parse_reserve(player, path, who, problems)


def _parse_players(data: dict[str, Any], problems: Problems) -> list[tuple[str | None, int | None]]:
    if "players" not in data:
        problems.add("players", _(words.PLAYERS_MISSING))
        return []
    raw = problems.as_list(data["players"], "players", _(words.WHAT_PLAYERS))
    if raw is None:
        return []
    if len(raw) != PLAYER_COUNT:
        problems.add(
            "players",
            words.say(
                words.WRONG_PLAYER_COUNT, players=PLAYER_COUNT, count=words.grouped(len(raw))
            ),
        )
        if len(raw) > PLAYER_COUNT:
            return []  # a third player cannot be scored: their entries are not read
    typed = [entry.get("name") for entry in raw if isinstance(entry, dict)]
    shared = frozenset(name for name in typed if isinstance(name, str) and typed.count(name) > 1)
    players = [_parse_player(entry, index, problems, shared) for index, entry in enumerate(raw)]
    problems.unique_names(
        [
            (join_path(join_path("players", index), "name"), name)
            for index, (name, _) in enumerate(players)
            if name is not None
        ]
    )
    return players


def _readable_rabbit_name(key: Any, path: str, number: int, problems: Problems) -> bool:
    """Whether a key of a tile's rabbits can be a player's name; if not, a problem says why."""
    if not isinstance(key, str):
        problems.add(path, words.say(words.RABBITS_NOT_BY_NAME, number=number))
        return False
    if not is_encodable(key):
        problems.add(
            path,
            words.say(
                words.RABBIT_NAME_UNWRITABLE,
                number=number,
                name=shown(key),
                unwritable=_(UNENCODABLE_TEXT),
            ),
        )
        return False
    if len(key.strip()) > MAX_NAME_LENGTH:  # no player's name, and too long for a path
        problems.add(
            path,
            words.say(
                words.RABBIT_NAME_TOO_LONG, number=number, name=shown(key), most=MAX_NAME_LENGTH
            ),
        )
        return False
    return True


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
    rabbits = _object(problems, raw, path, words.WHAT_TILE_RABBITS, number=number)
    if rabbits is None:
        return None
    if len(rabbits) > MAX_RABBITS_AROUND_TILE:  # refused before its names are read
        problems.add(
            path,
            words.say(
                words.TOO_MANY_RABBIT_NAMES,
                number=number,
                count=words.grouped(len(rabbits)),
                most=MAX_RABBITS_AROUND_TILE,
            ),
        )
        return None
    counts: dict[str, int] = {}
    sources: dict[str, str] = {}
    complete = True
    for key, value in rabbits.items():
        seen = _RabbitsSeen(path, number, names, given_names, sources)
        readable, entry = _rabbit_entry(key, value, seen, problems)
        complete = complete and readable
        if entry is not None:
            counts[entry[0]] = entry[1]
    if names is None or not complete:
        return None
    return tuple(counts.get(name, 0) for name in names)


@dataclass(frozen=True)
class _RabbitsSeen:
    """What reading one tile's rabbits needs to know about the tile and the players."""

    path: str
    number: int
    names: list[str] | None
    given_names: list[str] | None
    sources: dict[str, str]
    """Each seated player's name as this tile's rabbits first gave it (filled in as read)."""


def _rabbit_entry(
    key: Any, value: Any, seen: _RabbitsSeen, problems: Problems
) -> tuple[bool, tuple[str, int] | None]:
    """One entry of a tile's rabbits: whether it leaves the tile readable, and the seated
    player's count when there is one (see :func:`_parse_rabbits` for the names)."""
    number, names = seen.number, seen.names
    if not _readable_rabbit_name(key, seen.path, number, problems):
        return False, None
    entry_path = join_path(seen.path, key)
    listed = names if names is not None else seen.given_names
    found = find_player(key, listed) if listed is not None else None
    player = found if names is not None else None
    count = _read_count(problems, value, entry_path, _rabbit_count(player, key, number))
    if listed is not None and found is None:
        players = join_words(list(listed))
        problems.add(
            entry_path,
            words.say(words.RABBITS_OF_A_STRANGER, number=number, name=shown(key), players=players),
        )
        return False, None
    if names is None or player is None:
        return True, None
    if player in seen.sources:
        problems.add(
            entry_path,
            words.say(
                words.RABBITS_TWICE,
                number=number,
                player=player,
                first=repr(seen.sources[player]),
                second=shown(key),
            ),
        )
        return False, None
    seen.sources[player] = key
    return (False, None) if count is None else (True, (player, count))


def _rabbit_count(player: str | None, key: str, number: int) -> _Count:
    """How one player's rabbit count around tile ``number`` is named and limited."""
    who = player if player is not None else _quoted_name(key)
    return _Count(
        words.WHAT_RABBIT_COUNT,
        0,
        MAX_RABBITS_AROUND_TILE,
        words.RABBIT_COUNT_NOT_WHOLE,
        words.RABBIT_COUNT_OUT_OF_RANGE,
        {"who": who, "number": number},
    )


def _parse_value(tile: dict[str, Any], path: str, number: int, problems: Problems) -> int | None:
    value_path = join_path(path, "value")
    if "value" not in tile or tile["value"] is None:
        problems.add(
            value_path,
            words.say(
                words.TILE_WITHOUT_VALUE, number=number, least=MIN_TILE_VALUE, most=MAX_TILE_VALUE
            ),
        )
        return None
    value = _Count(
        words.WHAT_TILE_VALUE,
        MIN_TILE_VALUE,
        MAX_TILE_VALUE,
        words.TILE_VALUE_NOT_WHOLE,
        words.TILE_VALUE_OUT_OF_RANGE,
        {"number": number},
    )
    return _read_count(problems, tile["value"], value_path, value)


@lru_cache(maxsize=256)
def _tile_colour_what(number: int, language: str) -> str:
    """A tile's colour named in a problem ("Tile 3's colour"), in ``language`` (the current
    one: the cache is keyed by it): worded for every tile with a colour, in case it is wrong
    (issue 24, fourth round: the scorers). At most 256 tile numbers kept."""
    return words.say(words.WHAT_TILE_COLOR, number=number)


def _parse_tile(
    entry: Any,
    index: int,
    names: list[str] | None,
    problems: Problems,
    given_names: list[str] | None,
) -> Tile | None:
    number = index + 1
    path = join_path("tiles", index)
    tile = _object(problems, entry, path, words.WHAT_TILE, number=number)
    if tile is None:
        return None
    value = _parse_value(tile, path, number, problems)
    color: str | None = ""
    if tile.get("color") is not None:
        what = _tile_colour_what(number, current_language())
        color = problems.as_text(tile["color"], join_path(path, "color"), what)
        if color is not None:
            color = color.strip()
    rabbits = _parse_rabbits(
        tile.get("rabbits"), join_path(path, "rabbits"), number, names, problems, given_names
    )
    if value is None or color is None or rabbits is None:
        return None
    return Tile(value, color, rabbits)


def _parse_tiles(
    data: dict[str, Any],
    names: list[str] | None,
    problems: Problems,
    given_names: list[str] | None = None,
) -> list[Tile | None]:
    if "tiles" not in data:
        problems.add("tiles", words.say(words.TILES_MISSING, finished=TILES_IN_FINISHED_GAME))
        return []
    raw = problems.as_list(data["tiles"], "tiles", _(words.WHAT_TILES))
    if raw is None:
        return []
    if len(raw) < MIN_TILES:
        problems.add("tiles", words.say(words.NO_TILES, finished=TILES_IN_FINISHED_GAME))
    if len(raw) > MAX_TILES:
        problems.add(
            "tiles", words.say(words.TOO_MANY_TILES, count=words.grouped(len(raw)), most=MAX_TILES)
        )
        return []  # more tiles than the box holds: their entries are not read
    return [
        _parse_tile(entry, index, names, problems, given_names) for index, entry in enumerate(raw)
    ]


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
        problems.add("", _(words.NESTED_TOO_DEEPLY))
        table = None
    if table is None and not problems:  # pragma: no cover - every failure records a problem
        problems.add("", _(words.UNREADABLE))
    problems.raise_if_any()
    assert table is not None
    return table


def _parse(data: Any, problems: Problems) -> Table | None:
    root = problems.as_object(data, "", _(words.WHAT_TABLE))
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
