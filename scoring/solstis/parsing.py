"""A finished Solstis table, read and checked from the contract's JSON.

The shape is spec/solstis.md, "Input"; every problem is collected with its path and raised
as one :class:`~scoring.errors.TableError`.
"""

from __future__ import annotations

from collections.abc import Callable

from scoring.errors import TableError
from scoring.i18n import _
from scoring.records import dataclass, field
from scoring.solstis import words
from scoring.solstis.model import (
    EVIL_SPIRIT_SLUG,
    MAX_CELL_NAME_LENGTH,
    MAX_CELLS,
    MAX_RAINBOWS,
    MAX_SPIRIT_ENTRIES,
    PLAYER_COUNT,
    Player,
    Table,
)
from scoring.solstis.mountain import Cell, complete_blocks
from scoring.solstis.spirits import NO_COVER, Spirit
from scoring.solstis.words import say
from scoring.validation import (
    Problems,
    describe_type,
    join_path,
    name_key,
    respelling,
    shared_names,
    shown,
    spelling_advice,
)
from scoring.wording import grouped, join_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@dataclass()
class _Draft:
    """What could be read of one player entry, each value with its path."""

    index: int
    who: str
    name: str | None = None
    tiles: list[tuple[str, Cell]] = field(default_factory=list)
    rainbows: list[tuple[str, Cell]] = field(default_factory=list)
    spirits: list[tuple[str, Spirit]] = field(default_factory=list)
    spirits_path: str = ""
    hand: list[tuple[str, Cell]] = field(default_factory=list)
    evil_spirit: bool = False
    evil_cover: Spirit | None = None
    evil_path: str = ""
    cells_ok: bool = True
    spirits_ok: bool = True

    def holds(self, spirit: Spirit) -> bool:
        return any(held is spirit for _, held in self.spirits)

    @property
    def squirrel_works(self) -> bool:
        return self.holds(Spirit.SQUIRREL) and not (
            self.evil_spirit and self.evil_cover is Spirit.SQUIRREL
        )


def parse(data: Any) -> Table:
    """Read and check a table state; raises :class:`TableError` naming every problem.

    >>> table = parse({"players": [{"name": "Lou", "tiles": ["red-1"]},
    ...                            {"name": "Max", "tiles": [], "rainbows": ["red-1"]}]})
    >>> [(player.name, [str(cell) for cell in player.tiles]) for player in table.players]
    [('Lou', ['Red 1']), ('Max', [])]
    """
    problems = Problems()
    try:
        drafts = _read_table(problems, data)
        if not problems:
            return Table(tuple(_build(draft) for draft in drafts))
    except RecursionError:  # pragma: no cover - nothing here recurses on the input
        problems.add("", _(words.NESTED_TOO_DEEPLY))
    problems.raise_if_any()
    raise TableError([])  # pragma: no cover - unreachable: problems were recorded


def _build(draft: _Draft) -> Player:
    return Player(
        name=draft.name or draft.who,
        tiles=tuple(cell for _, cell in draft.tiles),
        rainbows=tuple(cell for _, cell in draft.rainbows),
        spirits=tuple(spirit for _, spirit in draft.spirits),
        evil_spirit=draft.evil_spirit,
        evil_spirit_covers=draft.evil_cover,
        hand=tuple(cell for _, cell in draft.hand),
    )


def _read_table(problems: Problems, data: Any) -> list[_Draft]:
    root = problems.as_object(data, "", _(words.THE_TABLE_STATE))
    if root is None:
        return []
    if "players" not in root:
        problems.add("players", _(words.NO_PLAYERS))
        return []
    entries = problems.as_list(root["players"], "players", _(words.THE_PLAYERS))
    if entries is None:
        return []
    if len(entries) != PLAYER_COUNT:
        problems.add(
            "players",
            say(words.WRONG_PLAYER_COUNT, players=PLAYER_COUNT, count=grouped(len(entries))),
        )
        if len(entries) > PLAYER_COUNT:
            return []  # players beyond the game's are not read
    shared = shared_names(entries)
    drafts = [_read_player(problems, entry, index, shared) for index, entry in enumerate(entries)]
    _check_across_players(problems, drafts)
    return drafts


def _read_player(problems: Problems, entry: Any, index: int, shared: frozenset[str]) -> _Draft:
    """One player's entry read into a draft: name, panorama, rainbows, hand and spirits, each
    problem said of the player by name (by seat too when two share it: ``shared``)."""
    path = join_path("players", index)
    seat = say(words.PLAYER_N, number=index + 1)
    draft = _Draft(index=index, who=seat, spirits_path=join_path(path, "spirits"))
    player = problems.as_object(entry, path, seat)
    if player is None:
        draft.cells_ok = draft.spirits_ok = False
        return draft
    _read_name(problems, player, path, draft, shared)
    _read_player_cells(problems, player, path, draft)
    _read_spirits(problems, player.get("spirits"), draft)
    _read_evil_spirit(problems, player, path, draft)
    _check_own_panorama(problems, path, draft)
    return draft


def _read_name(
    problems: Problems, player: dict[str, Any], path: str, draft: _Draft, shared: frozenset[str]
) -> None:
    """The player's name, and how the rest of the player's problems name them."""
    seat = draft.who
    if "name" in player:
        draft.name = problems.player_name(player["name"], join_path(path, "name"))
    else:
        problems.add(join_path(path, "name"), say(words.NO_NAME, who=seat))
    if draft.name is not None:
        named = say(words.PLAYER_N_NAMED, number=draft.index + 1, name=draft.name)
        draft.who = named if name_key(draft.name) in shared else draft.name


def _read_player_cells(
    problems: Problems, player: dict[str, Any], path: str, draft: _Draft
) -> None:
    """The player's panorama tiles (a list is required), rainbows and hand."""
    who = draft.who
    if "tiles" in player:
        draft.tiles = _read_cells(
            problems,
            player["tiles"],
            join_path(path, "tiles"),
            say(words.WHOSE_TILES, who=who),
            draft,
        )
    else:
        problems.add(join_path(path, "tiles"), say(words.NO_TILES_LIST, who=who))
        draft.cells_ok = False
    draft.rainbows = _read_cells(
        problems,
        player.get("rainbows"),
        join_path(path, "rainbows"),
        say(words.WHOSE_RAINBOWS, who=who),
        draft,
        limit=MAX_RAINBOWS,
        too_long=lambda count: say(
            words.TOO_MANY_RAINBOWS, who=who, count=grouped(count), most=MAX_RAINBOWS
        ),
    )
    draft.hand = _read_cells(
        problems, player.get("hand"), join_path(path, "hand"), say(words.WHOSE_HAND, who=who), draft
    )


def _read_cell(
    problems: Problems, entry: Any, entry_path: str, position: int, what: str
) -> Cell | None:
    """One entry of a list of cells, by name ("green-4"), or None with the problem recorded."""
    if not isinstance(entry, str):
        problems.add(
            entry_path,
            say(
                words.ENTRY_NOT_A_CELL, position=position + 1, what=what, type=describe_type(entry)
            ),
        )
        return None
    try:
        return Cell.from_name(entry)
    except ValueError as error:
        reason = str(error)
        if len(entry) > MAX_CELL_NAME_LENGTH:  # the reason would quote it whole
            reason = say(words.NOT_A_CELL, value=shown(entry))
        problems.add(entry_path, say(words.IN_LIST, what=what, reason=reason))
        return None


def _read_cells(
    problems: Problems,
    value: Any,
    path: str,
    what: str,
    draft: _Draft,
    limit: int = MAX_CELLS,
    too_long: Callable[[int], str] | None = None,
) -> list[tuple[str, Cell]]:
    """A list of cell names (null or absent counts as empty), each checked and unique. A list
    longer than ``limit`` (the panorama's 48 cells, or the game's 12 rainbows) is one problem,
    ``too_long``'s sentence, and its entries are not read."""
    if value is None:
        return []
    entries = problems.as_list(
        value,
        path,
        what,
        max_length=limit,
        too_long=too_long
        or (
            lambda count: say(words.TOO_MANY_CELLS, what=what, count=grouped(count), most=MAX_CELLS)
        ),
    )
    if entries is None:
        draft.cells_ok = False
        return []
    cells: list[tuple[str, Cell]] = []
    seen: set[Cell] = set()
    for position, entry in enumerate(entries):
        entry_path = join_path(path, position)
        cell = _read_cell(problems, entry, entry_path, position, what)
        if cell is None:
            draft.cells_ok = False
            continue
        if cell in seen:
            problems.add(
                entry_path, say(words.LISTED_TWICE, cell=str(cell), name=cell.name, what=what)
            )
            continue
        seen.add(cell)
        cells.append((entry_path, cell))
    return cells


SPIRIT_SLUGS = tuple(spirit.value for spirit in Spirit)
"""Every spirit's slug, in the game's order: what a list of spirits may hold."""

EVIL_SPIRIT_NAMES = (EVIL_SPIRIT_SLUG, "evil")
"""How a player might list the Evil Spirit among their spirits (it has a field of its own)."""


def _names_the_evil_spirit(entry: Any) -> bool:
    """Whether an entry of a list of spirits is the Evil Spirit, however it is spelt (a
    spirit's own slug never is, so it is not respelt: most entries are slugs)."""
    if not isinstance(entry, str) or entry in SPIRIT_SLUGS:
        return False
    return entry in EVIL_SPIRIT_NAMES or respelling(entry, EVIL_SPIRIT_NAMES) is not None


def _read_spirits(problems: Problems, value: Any, draft: _Draft) -> None:
    path = draft.spirits_path
    who = draft.who
    if value is None:
        return
    entries = problems.as_list(value, path, say(words.WHOSE_SPIRITS, who=who))
    if entries is None:
        draft.spirits_ok = False
        return
    if len(entries) > MAX_SPIRIT_ENTRIES:
        problems.add(
            path,
            say(words.TOO_MANY_SPIRITS, who=who, count=grouped(len(entries)), most=len(Spirit)),
        )
        draft.spirits_ok = False
        return
    for position, entry in enumerate(entries):
        entry_path = join_path(path, position)
        if _names_the_evil_spirit(entry):
            problems.add(
                entry_path,
                say(words.EVIL_AMONG_SPIRITS, who=who),
            )
            draft.spirits_ok = False
            continue
        slug = problems.as_choice(entry, entry_path, SPIRIT_SLUGS, say(words.WHOSE_SPIRIT, who=who))
        if slug is None:
            draft.spirits_ok = False
            continue
        spirit = Spirit(slug)
        if draft.holds(spirit):
            problems.add(entry_path, say(words.SPIRIT_TWICE, who=who, spirit=spirit.label))
            continue
        draft.spirits.append((entry_path, spirit))


def _read_evil_spirit(problems: Problems, player: dict[str, Any], path: str, draft: _Draft) -> None:
    draft.evil_path = join_path(path, "evil_spirit_covers")
    value = player.get("evil_spirit_covers")
    if value is None:
        return
    who = draft.who
    draft.evil_spirit = True
    slugs = SPIRIT_SLUGS
    slug = value if isinstance(value, str) and value in (NO_COVER, *slugs) else None
    exact = respelling(value, (NO_COVER, *slugs)) if isinstance(value, str) else None
    if exact is not None:
        problems.add(
            draft.evil_path,
            say(
                words.EVIL_COVERS_MISSPELT,
                who=who,
                value=shown(value),
                advice=spelling_advice(value, exact),
            ),
        )
        return
    if slug is None:
        described = shown(value) if isinstance(value, str) else describe_type(value)
        problems.add(
            draft.evil_path,
            say(
                words.EVIL_COVERS_NOT_A_SPIRIT,
                who=who,
                value=described,
                slugs=", ".join(slugs),
                none=NO_COVER,
            ),
        )
        return
    if slug == NO_COVER:
        return
    spirit = Spirit(slug)
    draft.evil_cover = spirit
    if not draft.holds(spirit) and draft.spirits_ok:
        problems.add(
            draft.evil_path,
            say(words.EVIL_COVERS_UNHELD, who=who, spirit=spirit.label),
        )


def _check_own_panorama(problems: Problems, path: str, draft: _Draft) -> None:
    who = draft.who
    tiles = {cell for _, cell in draft.tiles}
    rainbows = {cell for _, cell in draft.rainbows}
    for entry_path, cell in draft.rainbows:
        if cell in tiles:
            problems.add(
                entry_path,
                say(words.TILE_AND_RAINBOW, who=who, cell=str(cell)),
            )
    for entry_path, cell in draft.hand:
        if cell in tiles:
            problems.add(
                entry_path,
                say(words.HAND_AND_PANORAMA, who=who, cell=str(cell)),
            )
        elif cell in rainbows and draft.squirrel_works:
            problems.add(
                entry_path,
                say(words.HAND_ON_RAINBOW, who=who, cell=str(cell)),
            )
    if draft.cells_ok and draft.spirits:
        blocks = len(complete_blocks(tiles | rainbows))
        if len(draft.spirits) > blocks:
            problems.add(
                draft.spirits_path,
                say(
                    words.MORE_SPIRITS_THAN_BLOCKS,
                    who=who,
                    spirits=words.spirits(len(draft.spirits)),
                    blocks=words.blocks(blocks),
                ),
            )


def _check_tiles_across_players(problems: Problems, drafts: list[_Draft]) -> None:
    """Each landscape tile exists once: in one panorama or one hand."""
    tile_owner: dict[Cell, _Draft] = {}
    for draft in drafts:
        for entry_path, cell in draft.tiles:
            owner = tile_owner.setdefault(cell, draft)
            if owner is not draft:
                problems.add(
                    entry_path,
                    say(
                        words.TILE_IN_BOTH_PANORAMAS,
                        cell=str(cell),
                        first=owner.who,
                        second=draft.who,
                    ),
                )
    hand_owner: dict[Cell, _Draft] = {}
    for draft in drafts:
        for entry_path, cell in draft.hand:
            panorama_owner = tile_owner.get(cell)
            if panorama_owner is not None and panorama_owner is not draft:
                problems.add(
                    entry_path,
                    say(
                        words.HAND_AND_OTHER_PANORAMA,
                        cell=str(cell),
                        holder=draft.who,
                        owner=panorama_owner.who,
                    ),
                )
            holder = hand_owner.setdefault(cell, draft)
            if holder is not draft:
                problems.add(
                    entry_path,
                    say(
                        words.HAND_IN_BOTH_HANDS, cell=str(cell), first=holder.who, second=draft.who
                    ),
                )


def _check_across_players(problems: Problems, drafts: list[_Draft]) -> None:
    """What no single player's entry shows: names, tiles, rainbows and spirits given twice."""
    problems.unique_names(
        [(join_path(join_path("players", d.index), "name"), d.name) for d in drafts if d.name]
    )
    _check_tiles_across_players(problems, drafts)

    with_rainbows = [draft for draft in drafts if draft.rainbows]
    total = sum(len(draft.rainbows) for draft in drafts)
    if total > MAX_RAINBOWS:
        counts = join_words(
            say(words.HAS_RAINBOWS, who=d.who, rainbows=words.rainbows(len(d.rainbows)))
            for d in with_rainbows
        )
        problems.add(
            join_path(join_path("players", with_rainbows[-1].index), "rainbows"),
            say(words.TOO_MANY_RAINBOWS_IN_ALL, counts=counts, total=total, most=MAX_RAINBOWS),
        )

    spirit_owner: dict[Spirit, _Draft] = {}
    for draft in drafts:
        for entry_path, spirit in draft.spirits:
            owner = spirit_owner.setdefault(spirit, draft)
            if owner is not draft:
                problems.add(
                    entry_path,
                    say(
                        words.SPIRIT_FOR_BOTH,
                        spirit=spirit.label,
                        first=owner.who,
                        second=draft.who,
                    ),
                )
    evil_holders = [draft for draft in drafts if draft.evil_spirit]
    for draft in evil_holders[1:]:
        problems.add(
            draft.evil_path,
            say(words.EVIL_SPIRIT_FOR_BOTH, first=evil_holders[0].who, second=draft.who),
        )
