"""Tsukimi's web adapter: its form read into the contract's table state and back, its
edit buttons (``apply_action``), its room parts and what its result page is given.

The form's classes and choices are in ``forms``, the result's own drawing in ``result``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from scoring.tsukimi import (
    DEFAULT_VARIANT,
    MAX_RABBITS_AROUND_TILE,
    MAX_TILE_VALUE,
    MIN_TILE_VALUE,
    PLAYER_COUNT,
    RABBITS_PER_PLAYER,
    STARTING_RESERVE,
    Variant,
    tile_winner,
)
from web.forms.fields import (
    action_index,
    dict_at,
    list_at,
)
from web.games.base import FormState, GameAdapter, PartSpec
from web.games.tsukimi import parts as tsukimi_parts
from web.games.tsukimi.forms import TILE_ROWS, TableForm
from web.games.tsukimi.result import (
    COLOURS,
    count,
    moon_board_markup,
    seat_badges,
    text,
    tie_breaker_details,
)
from web.platform.translate import gettext as _

NO_COLOUR = ""
VALUES = tuple(str(value) for value in range(MIN_TILE_VALUE, MAX_TILE_VALUE + 1))
RABBIT_VALUES = [str(count) for count in range(MAX_RABBITS_AROUND_TILE + 1)]
"""The rabbit chips of a tile, 0 to 6 for each player: one tap enters a count."""

CLEAR = "clear"
"""The Clear button's action, "clear:3" for the fourth row; every other action ("update")
changes nothing and simply shows the form again, marks and names brought up to date."""


# Reading the form.


def player_names(form: TableForm) -> list[str]:
    """The players' names; a blank name reads 'Player 2' ('Giocatore 2' on an Italian page),
    as its label and placeholder show, so that headings and messages name the player as the
    page does."""
    entries = form.players.entries
    return seated_names([entry.form.name.data for entry in entries])


def seated_names(typed_names: list[Any]) -> list[str]:
    """Each seat's name as typed, a blank (or missing) one worded as :func:`player_names` says."""
    names = []
    for seat in range(PLAYER_COUNT):
        typed = text(typed_names[seat] if seat < len(typed_names) else "")
        names.append(typed or _("Player %(number)s", number=seat + 1))
    return names


def row_data(tile: dict[str, Any]) -> dict[str, Any]:
    """One row's data in a fixed shape, whatever the browser sent."""
    rabbits = list(tile.get("rabbits") or [])[:PLAYER_COUNT]
    rabbits += [""] * (PLAYER_COUNT - len(rabbits))
    return {
        "value": text(tile.get("value")),
        "color": text(tile.get("color")),
        "rabbits": ["" if typed is None else text(str(typed)) for typed in rabbits],
    }


def is_touched(row: dict[str, Any]) -> bool:
    """A row the players filled in: a value, a colour or a rabbit. Untouched rows are no tile."""
    return bool(
        row["value"] or row["color"] or any(count(r) not in (None, 0) for r in row["rabbits"])
    )


def tile_state(row: dict[str, Any], names: list[str]) -> dict[str, Any]:
    tile: dict[str, Any] = {"value": count(row["value"])}
    if row["color"]:
        tile["color"] = row["color"]
    counts = [count(typed) for typed in row["rabbits"]]
    tile["rabbits"] = {
        name: 0 if counted is None else counted for name, counted in zip(names, counts, strict=True)
    }
    return tile


# Bringing the form in line with the state it describes.


def set_row(entry: Any, row: dict[str, Any]) -> None:
    entry.form.value.data = row["value"]
    entry.form.color.data = row["color"]
    for field, typed in zip(entry.form.rabbits.entries, row["rabbits"], strict=False):
        field.data = typed


def holder(row: dict[str, Any], names: list[str]) -> tuple[str, int | None]:
    """Who holds a row's tile so far, as the mark beside it says, and their seat."""
    if not is_touched(row):
        return _("Empty"), None
    if not row["value"]:
        return _("Value missing"), None
    counts = [count(typed) or 0 for typed in row["rabbits"]]
    if not all(isinstance(number, int) for number in counts):
        return _("Check the rabbits"), None
    seat = tile_winner(tuple(counts))
    if seat is None:
        return _("Tie: nobody"), None
    return _("%(name)s holds it", name=names[seat]), seat


# Table state → form (to edit a table scored before).


def blank_row() -> dict[str, Any]:
    return {"value": "", "color": NO_COLOUR, "rabbits": ["0"] * PLAYER_COUNT}


# Edit buttons without JavaScript.


# The result page.


class TsukimiAdapter(GameAdapter[TableForm]):
    """Tsukimi's entry form, as the views use it."""

    form_class = TableForm
    room_unordered_lists = tsukimi_parts.UNORDERED_LISTS

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return tsukimi_parts.room_parts(names)

    def room_value_words(self, path: tuple[str | int, ...], value: Any) -> list[str]:
        return tsukimi_parts.value_words(path, value) or super().room_value_words(path, value)

    def room_value_drawn(self, path: tuple[str | int, ...], value: Any) -> list[Markup | None]:
        return tsukimi_parts.value_drawn(path, value)

    def renamed_players(self, state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
        return tsukimi_parts.renamed_rabbits(super().renamed_players(state, renames), renames)

    def extract_part(self, state: dict[str, Any], key: str) -> dict[str, Any]:
        return tsukimi_parts.extract_part(state)

    def insert_part(
        self, state: dict[str, Any], key: str, fragment: dict[str, Any]
    ) -> dict[str, Any]:
        return tsukimi_parts.insert_part(self.room_player_names(state), fragment)

    def prepare_form(self, form: TableForm) -> None:
        """Filled rows first, in order: tile N of the state (and of every message) is row N."""
        rows = [row_data(entry.data) for entry in form.tiles.entries]
        ordered = [row for row in rows if is_touched(row)] + [
            row for row in rows if not is_touched(row)
        ]
        if ordered != rows:
            for entry, row in zip(form.tiles.entries, ordered, strict=True):
                set_row(entry, row)

    def template_context(self, form: TableForm) -> dict[str, Any]:
        """Names, marks and swatches the Tsukimi form template draws with."""
        names = player_names(form)
        rows = [row_data(entry.data) for entry in form.tiles.entries]
        colours = list(COLOURS)
        known = {value for value, _label in COLOURS}
        for row in rows:  # A colour from an edited table that is not a swatch: offer it too.
            if row["color"] and row["color"] not in known:
                known.add(row["color"])
                colours.append((row["color"], row["color"]))
        return {
            "names": names,
            "holders": [holder(row, names) for row in rows],
            "values": VALUES,
            "rabbit_values": RABBIT_VALUES,
            "colours": colours,
            "swatches": {value for value, _label in COLOURS},
            "max_rabbits": MAX_RABBITS_AROUND_TILE,
            "max_reserve": RABBITS_PER_PLAYER,
            "starting_reserve": {variant.value: STARTING_RESERVE[variant] for variant in Variant},
        }

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """The table state the form's data describes, in the contract's shape (spec/tsukimi.md).

        :meth:`prepare_form` only moves the filled rows up, which leaves the state as it is.
        """
        entries = data["players"]
        names = seated_names([entry["name"] for entry in entries])
        players = []
        for seat, name in enumerate(names):
            player: dict[str, Any] = {"name": name}
            reserve = count(entries[seat]["reserve"])
            if reserve is not None:
                player["reserve"] = reserve
            players.append(player)
        rows = [row_data(entry) for entry in data["tiles"]]
        return FormState(
            {
                "variant": text(data["variant"]) or DEFAULT_VARIANT.value,
                "players": players,
                "tiles": [tile_state(row, names) for row in rows if is_touched(row)],
            }
        )

    def result_context(self, result: dict[str, Any]) -> dict[str, Any]:
        """Each player's seat, tiles won and reserve for the summary, and the variant's name."""
        summary = []
        for player in result["players"]:
            details = tie_breaker_details(player)
            summary.append(
                {
                    "name": player["name"],
                    "total": player["total"],
                    "tiles": details.get("tiles", []),
                    "count": details.get("tiles_won", 0),
                    "reserve": details.get("reserve", 0),
                }
            )
        badges = seat_badges([player["name"] for player in result["players"]])
        return {
            "badges": badges,
            "summary": summary,
            "variant_title": Variant(result["variant"]).label,
            "moon_board": moon_board_markup(result["tiles"], badges),
        }

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data showing a table state again; rabbits are matched to seats by name."""
        raw_players = list_at(state, "players")
        players = []
        for entry in raw_players[:PLAYER_COUNT]:
            entry = entry if isinstance(entry, dict) else {}
            name = entry.get("name")
            reserve = entry.get("reserve")
            players.append(
                {
                    "name": name if isinstance(name, str) else "",
                    "reserve": "" if reserve is None or isinstance(reserve, bool) else str(reserve),
                }
            )
        players += [{"name": "", "reserve": ""} for _ in range(PLAYER_COUNT - len(players))]
        folded = [text(player["name"]).casefold() for player in players]

        tiles = []
        raw_tiles = list_at(state, "tiles")
        for tile in raw_tiles[:TILE_ROWS]:
            tile = tile if isinstance(tile, dict) else {}
            rabbits = ["0"] * PLAYER_COUNT
            raw_rabbits = dict_at(tile, "rabbits")
            for key, number in raw_rabbits.items():
                seat = (
                    folded.index(text(key).casefold()) if text(key).casefold() in folded else None
                )
                if seat is not None and not isinstance(number, bool) and number is not None:
                    rabbits[seat] = str(number)
            value = tile.get("value")
            colour = tile.get("color")
            tiles.append(
                {
                    "value": "" if value is None or isinstance(value, bool) else str(value),
                    "color": colour if isinstance(colour, str) else "",
                    "rabbits": rabbits,
                }
            )
        tiles += [blank_row() for _ in range(TILE_ROWS - len(tiles))]
        variant = state.get("variant")
        return {
            "variant": variant if isinstance(variant, str) else DEFAULT_VARIANT.value,
            "players": players,
            "tiles": tiles,
        }

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """Apply one button: "clear:3" empties row 4 (the rows below move up when the form is
        shown again); "update" and unknown or stale actions change nothing; a malformed row
        (``clear:²``) raises ``UnreadableRequest``.
        """
        verb, _, argument = action.partition(":")
        tiles = data.get("tiles")
        if verb == CLEAR and isinstance(tiles, list):
            index = action_index(argument)
            if index is not None and index < len(tiles):
                tiles[index] = blank_row()
        return data
