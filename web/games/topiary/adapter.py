"""Topiary's web adapter: its form read into the contract's table state and back, its
edit buttons (``apply_action``), its room parts and what its result page is given.

The form's classes and choices are in ``forms``, the result's own drawing in ``result``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from markupsafe import Markup

from scoring.i18n import current_language
from scoring.topiary import (
    FACE_DOWN,
    GARDEN_SIZE,
    MAX_HAND_TILES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VISITORS_PER_PLAYER,
    Facing,
    Suit,
    Tile,
    describe_looking,
    describe_place,
    describe_spot,
    standing_spot,
    suit_name,
    words,
)
from scoring.topiary.words import fill
from web.forms.edits import Edit, apply_edit, choose, edit_attribute, remove, require, toggle
from web.forms.fields import (
    action_index,
    list_at,
    read_index,
    text_at,
)
from web.games.base import (
    NO_INDEX_MAPS,
    FormState,
    GameAdapter,
    IndexMaps,
    PartSpec,
    list_in,
    numbered_part,
)
from web.games.topiary import parts as topiary_parts
from web.games.topiary.forms import SPOTS, TableForm, seat_count
from web.games.topiary.result import (
    ARROWS,
    RING,
    garden_board,
    garden_words,
    hand_list,
    player_marks,
    suit_short,
    visitor_views,
)
from web.platform.translate import gettext

CLOCKWISE = list(ARROWS)
"""Facings in clockwise order from N: how a place lists the ways a visitor there can look."""


def spot_key(at: tuple[int, int], facing: Facing | str) -> str:
    """A spot's key in actions and lookups: ``"2-1-E"`` (first tile row, column, facing)."""
    return f"{at[0]}-{at[1]}-{Facing(facing).value if isinstance(facing, Facing) else facing}"


SPOT_BY_KEY = {spot_key(at, facing): (at, facing) for at, facing in SPOTS}


def _places() -> dict[tuple[int, int], list[str]]:
    places: dict[tuple[int, int], list[str]] = {}
    for at, facing in SPOTS:
        places.setdefault(standing_spot(at, facing), []).append(spot_key(at, facing))
    for keys in places.values():
        keys.sort(key=lambda key: CLOCKWISE.index(SPOT_BY_KEY[key][1]))
    return places


PLACES = _places()
"""The 24 places around the garden (ring cells, as (row, column) with 0 and 6 outside) and
the spot keys of the visitors that can stand at each, in clockwise order of their facing."""


def place_words(place: tuple[int, int]) -> str:
    """Where a ring cell is: 'Left of row 2', 'Above column 3', 'Top-left corner' (the
    scorer's words, so the visitor list and the result name a place as it was tapped).

    >>> place_words((2, 0)), place_words((0, 3)), place_words((6, 6))
    ('Left of row 2', 'Above column 3', 'Bottom-right corner')
    """
    return describe_place(place)


def look_words(key: str) -> str:
    """The way a visitor looks from its place: 'right (E) along row 2', 'down-right (SE)
    along the long diagonal'."""
    return describe_looking(*SPOT_BY_KEY[key])


# Tiles.


# The form.


# What the template needs to know about the form.


def seat_words(typed: object, seat: int) -> str:
    """A player's name as typed, or 'Player 2' (its placeholder, in the request's language)
    when left blank: the words the headings, the errors and the result all use."""
    name = typed.strip() if isinstance(typed, str) else ""
    return name or fill(words.WHAT_PLAYER, number=seat + 1)


def player_names(form: TableForm) -> list[str]:
    """The seated players' names; a blank name reads 'Player 2', as its placeholder shows."""
    entries = form.players.entries
    return seated_names(form.player_count.data, [entry.form.name.data for entry in entries])


def seated_names(count: Any, typed_names: list[Any]) -> list[str]:
    """:func:`player_names` of the form's data: its count and each seat's name as typed."""
    return [seat_words(typed_names[seat], seat) for seat in range(seat_count(count))]


def seat_of(value: Any) -> int | None:
    """A visitor's seat (0-based) from its hidden player field, None when it is not a seat."""
    seat = read_index(value)
    return seat if seat is not None and seat < MAX_PLAYERS else None


def at_text(at: Any) -> str:
    return f"{at[0]},{at[1]}" if isinstance(at, (list, tuple)) and len(at) == 2 else str(at)


def visitor_key(visitor: dict[str, Any]) -> str | None:
    """The spot key of a visitor's form data, None when it names no legal spot."""
    at = (visitor.get("at") or "").replace(" ", "").split(",")
    facing = (visitor.get("facing") or "").strip().upper()
    key = f"{'-'.join(at)}-{facing}"
    return key if key in SPOT_BY_KEY else None


def spot_words(visitor: dict[str, Any]) -> str:
    """Where a listed visitor stands, as the place was tapped; a tampered one as it came."""
    key = visitor_key(visitor)
    if key is None:
        return str(
            gettext(
                "at %(at)s facing %(facing)s",
                at=visitor.get("at") or "?",
                facing=visitor.get("facing") or "?",
            )
        )
    return describe_spot(*SPOT_BY_KEY[key])


def parse_place(text: Any) -> tuple[int, int] | None:
    """A ring place from its 'row-column' text, None unless it is one of the 24 places."""
    parts = [read_index(part) for part in text.split("-")] if isinstance(text, str) else []
    if len(parts) == 2 and parts[0] is not None and parts[1] is not None:
        place = (parts[0], parts[1])
        return place if place in PLACES else None
    return None


# Form → table state.


def _at_state(text: Any) -> Any:
    """[row, column] from the hidden 'row,column' text; anything else is passed on to be
    reported by the scorer."""
    parts = text.replace(" ", "").split(",") if isinstance(text, str) else []
    indices = [read_index(part) for part in parts]
    if len(indices) == 2 and indices[0] is not None and indices[1] is not None:
        return [indices[0], indices[1]]
    return text


def visitor_player(raw: str, names: list[str]) -> str:
    """A visitor's player name from its seat number; a seat beyond the table reads
    'Player 4' so the scorer can say who is not at the table."""
    seat = seat_of(raw)
    if seat is None:
        return raw
    return names[seat] if seat < len(names) else seat_words("", seat)


# Table state → form (to edit a table scored before).


def _tile_data(code: Any, allow_down: bool) -> str:
    if not isinstance(code, str):
        return FACE_DOWN if allow_down else ""
    if allow_down and code.strip().lower() == FACE_DOWN:
        return FACE_DOWN
    try:
        return Tile.from_code(code).code
    except ValueError:
        return code


# Edit buttons without JavaScript.


def place_edit(where: str) -> Edit:
    """A place's button (``where``: "row-column"): its chooser opens, or closes when open."""
    return [toggle("open_place", where)]


def visit_edit(at: str, facing: str, seat: str | None) -> Edit:
    """A chip of the open place: seat ``seat``'s visitor stands at ``at`` (the first tile it
    sees, "row,column") looking ``facing``; the visitor there already goes to that seat, or
    away when it is that seat's (or ``seat`` is None: Nobody)."""
    return [choose("visitors", {"at": at, "facing": facing}, "player", seat, len(SPOTS))]


def drop_edit(index: int) -> Edit:
    """A listed visitor's ✕: the visitor leaves the list."""
    return [require("visitors", index), remove("visitors", index)]


OFFLINE_SPOT = ("__AT__", "__FACING__")
"""Stand for a spot's fields in the chips of the offline template of a way to look (its key
is ``__KEY__``), for static/games/topiary.js to fill in."""


@lru_cache(maxsize=4096)
def edit_of(verb: str, target: str | int, seat: str | None = None) -> Markup:
    """The ``data-edit`` attribute of an edit button (``web.forms.edits``): "place" (``target``
    "row-column"), "visit" (``target`` a spot key, ``seat`` the chip's seat or None for
    Nobody) or "drop" (``target`` the visitor's number). The same few hundred on every page:
    each written once."""
    if verb == "place":
        return edit_attribute(place_edit(str(target)))
    if verb == "visit":
        spot = SPOT_BY_KEY.get(str(target))
        at, facing = (at_text(spot[0]), spot[1].value) if spot else OFFLINE_SPOT
        return edit_attribute(visit_edit(at, facing, seat))
    return edit_attribute(drop_edit(int(target)))


# Drawn on the phone with no connection (static/games/topiary.js).

OFFLINE_PLACED = 9901
"""The number of visitors placed that the offline templates' counts are written with, for
static/games/topiary.js to put the real number in its place (a placeholder that a count of
at most 56 visitors can never be)."""
OFFLINE_INDEX = 9902
"""The visitor number the offline template of a listed visitor is written with, likewise."""


def offline_words() -> dict[str, Any]:
    """What static/games/topiary.js needs, with no connection, to draw the places, the open
    place's chooser and the visitor list as the server does: every place's words and spot
    keys, every spot's words and fields, and the sentences with a name or a way in them
    (their placeholders in braces), in the request's language."""
    return _offline_words(current_language())


@lru_cache(maxsize=8)
def _offline_words(language: str) -> dict[str, Any]:
    spots = {}
    for key, (at, facing) in SPOT_BY_KEY.items():
        spots[key] = {
            "at": at_text(at),
            "facing": facing.value,
            "arrow": ARROWS[facing],
            "look": str(gettext("Looking %(way)s", way=look_words(key))),
            "way": look_words(key),
            "spot": describe_spot(at, facing),
        }
    return {
        "places": {
            f"{row}-{column}": {"words": place_words((row, column)), "keys": keys}
            for (row, column), keys in PLACES.items()
        },
        "spots": spots,
        "defaults": [seat_words("", seat) for seat in range(MAX_PLAYERS)],
        "maxPlayers": MAX_PLAYERS,
        "looking": str(gettext("%(name)s looking %(way)s", name="{name}", way="{way}")),
        "noVisitor": str(gettext("no visitor")),
        "another": str(gettext("another player")),
        "stranger": str(gettext("Players not at this table")),
        "tampered": str(gettext("at %(at)s facing %(facing)s", at="{at}", facing="{facing}")),
        "placed": OFFLINE_PLACED,
        "index": OFFLINE_INDEX,
    }


# The result page.


class TopiaryAdapter(GameAdapter[TableForm]):
    """Topiary's entry form, as the views use it."""

    form_class = TableForm
    form_scripts = ("picker.js", "picker-sheet.js")
    shared_excludes = topiary_parts.SHARED_EXCLUDES

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return topiary_parts.room_parts(names)

    def start_player(self, state: dict[str, Any]) -> int | None:
        """The first player listed: Topiary's players are entered in turn order, first player
        first (its rules page says so)."""
        return 0 if list_in(state, "players") else None

    def renamed_players(self, state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
        return topiary_parts.renamed_visitors(super().renamed_players(state, renames), renames)

    def extract_part(self, state: dict[str, Any], key: str) -> dict[str, Any]:
        """A seat's hand, and its visitors."""
        fragment = super().extract_part(state, key)
        names, seat = self.room_player_names(state), numbered_part(key, "seat")
        name = names[seat] if seat is not None and seat < len(names) else None
        fragment["visitors"] = topiary_parts.own_visitors(state, name)
        return fragment

    def insert_part(
        self, state: dict[str, Any], key: str, fragment: dict[str, Any]
    ) -> dict[str, Any]:
        """A seat's hand, and its visitors in their places among everyone's."""
        own = {name: value for name, value in fragment.items() if name != "visitors"}
        result = super().insert_part(state, key, own)
        visitors, seat = fragment.get("visitors"), numbered_part(key, "seat")
        if seat is not None and isinstance(visitors, list):
            name = self.room_player_names(state)[seat]
            result["visitors"] = topiary_parts.placed_visitors(
                list_in(result, "visitors"), name, visitors
            )
        return result

    def template_context(self, form: TableForm) -> dict[str, Any]:
        """Labels, the garden's ring of places and the visitor counts the form template draws."""
        names = player_names(form)
        count = len(names)
        marks = player_marks(names)
        visitors = [entry.data for entry in form.visitors]
        owner_by_key: dict[str, int | None] = {}
        by_seat: dict[int | None, list[tuple[int, dict[str, Any]]]] = {}
        for index, visitor in enumerate(visitors):
            seat = seat_of(visitor.get("player"))
            key = visitor_key(visitor)
            if key is not None:
                owner_by_key.setdefault(key, seat)
            by_seat.setdefault(seat if seat is not None and seat < count else None, []).append(
                (index, visitor)
            )
        open_place = parse_place(form.open_place.data)
        return {
            "names": names,
            "count": count,
            "marks": marks,
            "allowed": VISITORS_PER_PLAYER[count],
            "places": PLACES,
            "place_words": place_words,
            "look_words": look_words,
            "arrow_of": lambda key: ARROWS[SPOT_BY_KEY[key][1]],
            "owner_by_key": owner_by_key,
            "visitors_by_seat": by_seat,
            "spot_words": lambda visitor: spot_words(visitor),
            "open_place": open_place,
            "suits": [(suit_short(suit), suit_name(suit), suit.value) for suit in Suit],
            "ring": RING,
            "offline_words": offline_words(),
            "edit_of": edit_of,
        }

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """The table state the form's data describes, in the contract's shape (spec/topiary.md)."""
        seats = data["players"]
        names = seated_names(data["player_count"], [seat["name"] for seat in seats])
        players = [
            {"name": name, "hand": [code for code in (seats[index]["hand"] or []) if code]}
            for index, name in enumerate(names)
        ]
        garden = [
            [cell if isinstance(cell, str) else FACE_DOWN for cell in row]
            for row in data["garden"] or []
        ]
        visitors = [
            {
                "player": visitor_player(entry.get("player") or "", names),
                "at": _at_state(entry.get("at")),
                "facing": entry.get("facing") or "",
            }
            for entry in data["visitors"] or []
        ]
        return FormState({"players": players, "garden": garden, "visitors": visitors})

    def error_anchor(self, field_id: str, index_maps: IndexMaps = NO_INDEX_MAPS) -> str:
        """A visitor's errors are shown on its line in the list: 'visitors-3-at' → 'visitors-3'."""
        parts = field_id.split("-")
        if len(parts) > 2 and parts[0] == "visitors":
            return "-".join(parts[:2])
        return field_id

    def result_context(self, result: dict[str, Any]) -> dict[str, Any]:
        """Lookups the Topiary result page draws the garden and each visitor's line with."""
        names = [player["name"] for player in result["players"]]
        seat_by_name = {name: index for index, name in enumerate(names)}
        garden = result.get("garden") or {}
        visitors_at: dict[tuple[int, int], list[dict[str, Any]]] = {}
        for visitor in garden.get("visitors") or []:
            at = tuple(visitor["at"])
            facing = Facing(visitor["facing"])
            place = standing_spot((at[0], at[1]), facing)
            visitors_at.setdefault(place, []).append(
                {**visitor, "seat": seat_by_name.get(visitor["player"], 0), "arrow": ARROWS[facing]}
            )
        return {
            "marks": player_marks(names),
            "visitors_at": visitors_at,
            "garden_words": garden_words,
            "visitor_views": visitor_views,
            "garden_board": garden_board,
            "hand_list": hand_list,
            "suits": [(suit_short(suit), suit_name(suit), suit.value) for suit in Suit],
        }

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data showing a table state again; visitors keep their order and find their seat
        by name (ignoring case)."""
        raw_players = list_at(state, "players")
        players: list[dict[str, Any]] = []
        for entry in raw_players[:MAX_PLAYERS]:
            entry = entry if isinstance(entry, dict) else {}
            name = text_at(entry, "name")
            hand = list_at(entry, "hand")
            codes = [_tile_data(code, allow_down=False) for code in hand[:MAX_HAND_TILES]]
            players.append({"name": name, "hand": codes + [""] * (MAX_HAND_TILES - len(codes))})
        count = min(max(len(players), MIN_PLAYERS), MAX_PLAYERS)
        while len(players) < MAX_PLAYERS:
            players.append({"name": "", "hand": [""] * MAX_HAND_TILES})
        folded = [player["name"].strip().casefold() for player in players[:count]]

        raw_garden = list_at(state, "garden")
        garden = []
        for row_index in range(GARDEN_SIZE):
            row = raw_garden[row_index] if row_index < len(raw_garden) else []
            row = row if isinstance(row, list) else []
            garden.append(
                [
                    _tile_data(row[column] if column < len(row) else FACE_DOWN, allow_down=True)
                    for column in range(GARDEN_SIZE)
                ]
            )

        visitors = []
        raw_visitors = list_at(state, "visitors")
        for visitor in raw_visitors[: len(SPOTS)]:
            if not isinstance(visitor, dict):
                continue
            owner = text_at(visitor, "player")
            key = owner.strip().casefold()
            player = str(folded.index(key)) if key in folded else owner
            facing = visitor.get("facing")
            visitors.append(
                {
                    "player": player,
                    "at": at_text(visitor.get("at")),
                    "facing": facing.strip().upper() if isinstance(facing, str) else "",
                }
            )
        return {
            "player_count": count,
            "players": players,
            "garden": garden,
            "visitors": visitors,
            "open_place": "",
        }

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """Apply one edit button to the form data.

        - ``players``: show as many players as the count says (nothing else changes);
        - ``place:R-C``: open (or close) the place at ring row R, column C below the garden;
        - ``visit:R-C-F:S``: the visitor whose first tile is row R, column C, looking F, belongs to
          seat S; tapping its owner again, or ``S`` = ``none``, takes it away;
        - ``drop:I``: take away the I-th visitor of the list.

        Each change is the one the page's button carries for the phone to make with no
        connection (:func:`place_edit`, :func:`visit_edit`, :func:`drop_edit`, ``web.forms.edits``).
        Unknown or stale actions change nothing: the form simply comes back as it was; a malformed
        number (``drop:²``, ``place:²-1``) raises ``UnreadableRequest``.
        """
        verb, _, rest = action.partition(":")
        visitors: list[dict[str, Any]] = [
            v for v in data.get("visitors") or [] if isinstance(v, dict)
        ]
        data["visitors"] = visitors
        if verb == "place":
            row_text, _, column_text = rest.partition("-")
            place = (action_index(row_text), action_index(column_text))
            if place in PLACES:
                return apply_edit(data, place_edit(f"{place[0]}-{place[1]}"))
        elif verb == "visit":
            key, _, seat_text = rest.partition(":")
            nobody = seat_text == "none"
            seat = None if nobody else action_index(seat_text)
            if key in SPOT_BY_KEY and (nobody or (seat is not None and seat < MAX_PLAYERS)):
                at, facing = SPOT_BY_KEY[key]
                chosen = None if seat is None else str(seat)
                return apply_edit(data, visit_edit(at_text(at), facing.value, chosen))
        elif verb == "drop":
            index = action_index(rest)
            if index is not None:
                return apply_edit(data, drop_edit(index))
        return data
