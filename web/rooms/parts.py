"""Which part of a table each seat fills in, and how parts come out of and go back into a state.

Pure functions on the contract's table state (no Flask, no database), one small table of rules
per game. A part is a fragment of the state; ``extract(game, state, key)`` takes it out and
``insert(game, state, key, fragment)`` puts it back, so assembling every part of a table onto
its room's base gives back the table (tested on every sample table).

A part also names the sections of the game's form that show it (``sections``, the ids the
templates check with ``part.shows(id)``) and the form fields it owns (``fields``, name
prefixes): when a phone saves its part, only those fields are taken from what it posted.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scoring.i18n import _
from scoring.validation import name_key

SHARED = "shared"
"""The key of the part that holds what is shared (Awards, objectives, the garden)."""

HOST = -1
"""Stands for the room's host among a part's editors."""

ANYONE = -2
"""Stands for every seat among a part's editors (Tsukimi's board)."""

MIN_SHARED_PANORAMA_PLAYERS = 3
"""Panorama: with 3 or more players each panorama sits between two neighbours (spec)."""


SHARED_EXCLUDES = {
    "sagrada": ("players",),
    "panorama": ("players", "dusk", "dawn"),
    "topiary": ("players", "visitors"),
}
"""What the shared part never holds: the keys the seats' parts (and the room's names) own."""


@dataclass(frozen=True)
class PartSpec:
    """One part of a table: its key, the title players read, who may edit it, and where it is
    on the game's form."""

    key: str
    title: str
    editors: tuple[int, ...]
    """Seat indices, ``HOST`` and/or ``ANYONE``."""
    sections: tuple[str, ...]
    fields: tuple[str, ...]

    def shows(self, section: str) -> bool:
        """True when the form section with this id belongs to this part."""
        return section in self.sections

    def owns_field(self, name: str) -> bool:
        """True when the form field ``name`` is this part's (``players-1`` owns
        ``players-1-window-0`` but not ``players-10-window-0``)."""
        return any(name == prefix or name.startswith(prefix + "-") for prefix in self.fields)

    def editable_by(self, seat: int | None, is_host: bool) -> bool:
        """May this phone (its seat, and whether it is the host) edit the part?"""
        if ANYONE in self.editors:
            return True
        if is_host and HOST in self.editors:
            return True
        return seat is not None and seat in self.editors


PAIR_DASH = "\u2060–\u2060"
"""Between the two players a Panorama part lies between ("Ann–Ben"): an en dash held to both
names by word joiners, which show nothing, so a title that wraps keeps the pair on one line
(a line may break after a plain dash: "Ann–" then "Ben")."""


def panorama_title(phase: str, players: str) -> str:
    """A Panorama part's title, in the current language: "Dusk panorama Ann–Ben"."""
    if phase == "dusk":
        return _("Dusk panorama %(players)s") % {"players": players}
    return _("Dawn panorama %(players)s") % {"players": players}


SAGRADA_SHARED_FIELDS = (
    "public_objectives",
    "shared_objectives",
    "final_round_order",
    "edition",
    "solo_target",
)
"""Sagrada: what lies on the table for everyone (its sections and its fields alike)."""


def _sagrada_parts(names: list[str]) -> list[PartSpec]:
    """A window per seat, and the objectives on the table for the host."""
    seats = [
        PartSpec(
            f"seat-{i}",
            _("%(name)s's window") % {"name": name},
            (i,),
            (f"players-{i}",),
            (f"players-{i}",),
        )
        for i, name in enumerate(names)
    ]
    shared = PartSpec(
        SHARED, _("Objectives on the table"), (HOST,), SAGRADA_SHARED_FIELDS, SAGRADA_SHARED_FIELDS
    )
    return [*seats, shared]


def _panorama_parts(names: list[str]) -> list[PartSpec]:
    """Every panorama of both phases for the seats that share it, and the Awards for the
    host when there are any (3 or more players)."""
    count = len(names)
    result = []
    for phase in ("dusk", "dawn"):
        for i in range(count):
            owners = panorama_owner_seats(count, i)
            title = PAIR_DASH.join(names[seat] for seat in owners)
            result.append(
                PartSpec(
                    f"{phase}-{i}",
                    panorama_title(phase, title),
                    owners,
                    (f"{phase}-{i}",),
                    (f"{phase}-{i}", "editing"),
                )
            )
    if count >= MIN_SHARED_PANORAMA_PLAYERS:
        result.append(PartSpec(SHARED, _("Award tiles"), (HOST,), ("awards",), ("awards",)))
    return result


def _solstis_parts(names: list[str]) -> list[PartSpec]:
    """Each seat's panorama, spirits and hand; nothing is shared."""
    return [
        PartSpec(
            f"seat-{i}",
            _("%(name)s's panorama, spirits and hand") % {"name": name},
            (i,),
            (f"players-{i}",),
            (f"players-{i}",),
        )
        for i, name in enumerate(names)
    ]


def _topiary_parts(names: list[str]) -> list[PartSpec]:
    """Each seat's hand and visitors (seen on the garden), and the garden for the host."""
    seats = [
        PartSpec(
            f"seat-{i}",
            _("%(name)s's hand and visitors") % {"name": name},
            (i,),
            ("players", f"players-{i}", "garden", "visitors"),
            (f"players-{i}", "visitors", "open_place", "place"),
        )
        for i, name in enumerate(names)
    ]
    shared = PartSpec(SHARED, _("The garden"), (HOST,), ("garden",), ("garden", "open_place"))
    return [*seats, shared]


def _tsukimi_parts(names: list[str]) -> list[PartSpec]:
    """One board that anyone at the table may fill in."""
    return [
        PartSpec(
            "board",
            _("The board"),
            (ANYONE,),
            ("variant", "tiles"),
            ("variant", "players", "tiles"),
        )
    ]


PARTS_OF_GAME: dict[str, Callable[[list[str]], list[PartSpec]]] = {
    "sagrada": _sagrada_parts,
    "panorama": _panorama_parts,
    "solstis": _solstis_parts,
    "topiary": _topiary_parts,
    "tsukimi": _tsukimi_parts,
}
"""Each game's parts, from its players' names in seating order."""


def parts(game: str, names: list[str]) -> list[PartSpec]:
    """The parts of a ``game`` table with these players (in seating order); their titles
    are in the current language (:mod:`scoring.i18n`, set for each request)."""
    made = PARTS_OF_GAME.get(game)
    if made is None:
        raise ValueError(f"unknown game: {game!r}")
    return made(names)


def panorama_owner_seats(count: int, index: int) -> tuple[int, ...]:
    """Who shares panorama ``index``: the player and their left neighbour with 3+ players,
    its builder alone otherwise."""
    if count >= MIN_SHARED_PANORAMA_PLAYERS:
        return (index, (index + 1) % count)
    return (index,)


def part_by_key(game: str, names: list[str], key: str) -> PartSpec | None:
    """The part with this key, or None."""
    return next((part for part in parts(game, names) if part.key == key), None)


def seat_of(key: str) -> int | None:
    """The seat index of a ``seat-N`` key (``dusk-N`` and ``dawn-N`` too)."""
    prefix, _, number = key.rpartition("-")
    if prefix in ("seat", "dusk", "dawn") and number.isdigit():
        return int(number)
    return None


def player_names(game: str, state: dict[str, Any]) -> list[str]:
    """The players' names, in seating order, as the state lists them."""
    players = state.get("players")
    if not isinstance(players, list):
        return []
    if game == "panorama":
        return [str(name) for name in players]
    return [str(player.get("name", "")) if isinstance(player, dict) else "" for player in players]


def names_tell_apart(names: list[str]) -> bool:
    """Whether every player has a name of their own, compared as every game's scorer compares
    them (:func:`scoring.validation.name_key`: case, spaces and invisible characters ignored):
    a room whose seats were "Ann" and "ann" could never be scored, and its seat list would
    offer two players who look the same.

    >>> names_tell_apart(["Ann", "Ben"]), names_tell_apart(["Ann", "ann"])
    (True, False)
    >>> names_tell_apart(["Ann", "Ann "]), names_tell_apart(["Ann", " "]), names_tell_apart([])
    (False, False, False)
    >>> names_tell_apart(["Ann Lee", "Ann  Lee"]), names_tell_apart(["José", "Jose\u0301"])
    (False, False)
    """
    keys = [name_key(name) for name in names]
    return bool(keys) and all(keys) and len(set(keys)) == len(keys)


def _without(mapping: Any, *keys: str) -> dict[str, Any]:
    if not isinstance(mapping, dict):
        return {}
    return {key: copy.deepcopy(value) for key, value in mapping.items() if key not in keys}


def _list(state: dict[str, Any], key: str) -> list[Any]:
    value = state.get(key)
    return value if isinstance(value, list) else []


def _padded(items: list[Any], length: int, filler: Any) -> list[Any]:
    return items + [copy.deepcopy(filler) for _ in range(length - len(items))]


def extract(game: str, state: dict[str, Any], key: str) -> dict[str, Any]:
    """The fragment of ``state`` that is part ``key`` (a copy: changing it changes no state)."""
    names = player_names(game, state)
    if key == SHARED:
        return _without(state, *SHARED_EXCLUDES.get(game, ("players",)))
    if game == "tsukimi":
        return copy.deepcopy(state)
    seat = seat_of(key)
    if seat is None:
        raise ValueError(f"unknown part: {key!r}")
    if game == "panorama":
        phase = key.split("-")[0]
        panoramas = _list(state, phase)
        return _without(panoramas[seat], "players") if seat < len(panoramas) else {"cards": []}
    players = _list(state, "players")
    fragment = _without(players[seat], "name") if seat < len(players) else {}
    if game == "topiary":
        name = names[seat] if seat < len(names) else None
        fragment["visitors"] = [
            _without(visitor, "player")
            for visitor in _list(state, "visitors")
            if isinstance(visitor, dict) and visitor.get("player") == name
        ]
    return fragment


def insert(game: str, state: dict[str, Any], key: str, fragment: dict[str, Any]) -> dict[str, Any]:
    """A new state: ``state`` with part ``key`` replaced by ``fragment`` (neither is changed)."""
    result = copy.deepcopy(state)
    fragment = copy.deepcopy(fragment)
    names = player_names(game, state)
    if key == SHARED:
        for name in extract(game, state, SHARED):
            result.pop(name, None)
        owned_elsewhere = SHARED_EXCLUDES.get(game, ("players",))
        result.update(
            {name: value for name, value in fragment.items() if name not in owned_elsewhere}
        )
        return result
    if game == "tsukimi":
        for index, player in enumerate(_list(fragment, "players")):
            if isinstance(player, dict) and index < len(names):
                player["name"] = names[index]  # Names are the room's seats.
        return fragment
    seat = seat_of(key)
    if seat is None:
        raise ValueError(f"unknown part: {key!r}")
    if game == "panorama":
        phase = key.split("-")[0]
        owners = [names[i] for i in panorama_owner_seats(len(names), seat)]
        panoramas = _padded(list(_list(result, phase)), seat + 1, {"cards": []})
        if isinstance(panoramas[seat], dict) and "players" in panoramas[seat]:
            owners = panoramas[seat]["players"]  # As the table listed them (either order).
        panoramas[seat] = {"players": owners, **_without(fragment, "players")}
        result[phase] = panoramas
        return result
    visitors = fragment.pop("visitors", None)
    players = list(_list(result, "players"))
    players[seat] = {"name": names[seat], **_without(fragment, "name")}
    result["players"] = players
    if game == "topiary" and isinstance(visitors, list):
        result["visitors"] = _placed_visitors(_list(result, "visitors"), names[seat], visitors)
    return result


def _placed_visitors(
    visitors: list[Any], name: str, own: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Topiary's visitors with one player's replaced by ``own``: they keep the places in the
    list the player's visitors had (so the order of turns is kept), extra ones go last."""
    mine = [{"player": name, **_without(visitor, "player")} for visitor in own]
    placed: list[dict[str, Any]] = []
    for visitor in visitors:
        if isinstance(visitor, dict) and visitor.get("player") == name:
            if mine:
                placed.append(mine.pop(0))
        else:
            placed.append(visitor)
    return placed + mine


def assemble(
    game: str, base: dict[str, Any], fragments: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """The whole table: every part's fragment inserted into the room's ``base`` state, in the
    game's order of parts."""
    state = copy.deepcopy(base)
    for part in parts(game, player_names(game, base)):
        if part.key in fragments:
            state = insert(game, state, part.key, fragments[part.key])
    return state
