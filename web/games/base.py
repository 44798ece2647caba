"""The contract between a game and the web pages: one ``GameAdapter`` subclass per game.

As python-chess's variants subclass one ``Board``, each game's adapter (``web.games.SLUG``)
subclasses :class:`GameAdapter`, names its form class and overrides only the hooks it needs;
the base class gives every optional hook a default that does nothing. The views call these
hooks and nothing else, so a game's module never needs to guess what the views look for.

A game reads its form in one place: :meth:`GameAdapter.state_from_data`, on the form's data
(``form.data``, or the same data read straight from the post by ``web.forms.fastpost``); the base
class derives :meth:`GameAdapter.state_from_form` from it, so the scoring of a valid post, of
an invalid one, a room part's save and the running totals all read a form alike.

A hook never keeps anything between calls: what one call finds out that a later one needs
(Sagrada's map from the table state's list indices back to its form entries) is returned with
its answer, as a :class:`FormState`.

Every fact about one game that a feature needs lives here too, as a class attribute or a hook
with a default, and the feature asks the adapter instead of naming the game: how a table room
splits the table into parts (:meth:`GameAdapter.room_parts`, none by default: no "Score
together"), whether the players are bare names (``players_as_names``), the form's choices
that change its shape offline (``offline_variants``), the shared scripts its own script
needs (``form_scripts``) and its scripts that may come after the form's load
(``later_scripts``).
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from markupsafe import Markup
from werkzeug.datastructures import MultiDict

from scoring import Game, Problem
from web.forms.fastpost import read_post
from web.forms.fields import FlaskForm, PostedFields

IndexMaps = Mapping[str, Sequence[int]]
"""For a list of the table state, the form entry each of its entries came from (by list name):
blank entries are left out of the state, so a problem at ``final_round_order[0]`` may be about
the form's second entry."""

NO_INDEX_MAPS: IndexMaps = {}


@dataclass(frozen=True)
class FormState:
    """The table state a form describes, with what placing its problems on the form needs."""

    state: dict[str, Any]
    index_maps: IndexMaps = field(default_factory=dict)


FormT = TypeVar("FormT", bound=FlaskForm)


# What the adapter's facts are made of: a table room's parts, a form's offline variants.

SHARED = "shared"
"""The key of the part that holds what is shared (Awards, objectives, the garden)."""

HOST = -1
"""Stands for the room's host among a part's editors."""

ANYONE = -2
"""Stands for every seat among a part's editors (Tsukimi's board)."""


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
        if ANYONE in self.editors:  # Anyone in the room: a seat or the host, never a stranger.
            return seat is not None or is_host
        if is_host and HOST in self.editors:
            return True
        return seat is not None and seat in self.editors


def numbered_part(key: str, *prefixes: str) -> int | None:
    """The number of a part key made of one of ``prefixes`` and a number (``seat-2`` → 2)."""
    prefix, _, number = key.rpartition("-")
    if prefix in prefixes and number.isdigit():
        return int(number)
    return None


def copy_without(mapping: Any, *keys: str) -> dict[str, Any]:
    """A deep copy of ``mapping`` without ``keys`` (``{}`` for anything but an object)."""
    if not isinstance(mapping, dict):
        return {}
    return {key: copy.deepcopy(value) for key, value in mapping.items() if key not in keys}


def renamed(name: Any, renames: Mapping[str, str]) -> Any:
    """``name`` as ``renames`` renames it; anything else as it is.

    >>> renamed("Ann", {"Ann": "Anna"}), renamed("Ben", {"Ann": "Anna"}), renamed(3, {})
    ('Anna', 'Ben', 3)
    """
    return renames.get(name, name) if isinstance(name, str) else name


def renamed_player(player: Any, renames: Mapping[str, str]) -> Any:
    """A ``players`` entry (a bare name, or an object with its ``name``) renamed."""
    if isinstance(player, dict) and "name" in player:
        return {**player, "name": renamed(player["name"], renames)}
    return renamed(player, renames)


def plain_words(value: Any) -> str:
    """A JSON value as short words: ``{"value": 5, "color": "red"}`` → ``value 5, color red``.

    >>> plain_words({"icons": ["bear", "tree"]}), plain_words(None), plain_words([1, 2])
    ('icons bear tree', '—', '1 2')
    """
    if value is None or value == "" or value == [] or value == {}:
        return "—"
    if isinstance(value, dict):
        return ", ".join(f"{key} {plain_words(item)}" for key, item in value.items())
    if isinstance(value, list):
        return " ".join(plain_words(item) for item in value)
    return str(value)


def list_in(state: dict[str, Any], key: str) -> list[Any]:
    """``state[key]`` when it is a list, else ``[]`` (the list itself, not a copy)."""
    value = state.get(key)
    return value if isinstance(value, list) else []


@dataclass(frozen=True)
class OfflineVariant:
    """A part of a game's form that the server draws only for some choices (Sagrada's focal
    point card, a shared objective's numbers): with no connection the phone takes that part
    from a kept form where every such choice is ``value`` (``/SLUG/blank/N/VALUE``).

    ``field`` matches the choice's field name (its first group the entry's number) and
    ``element`` is the id of the part it shapes, with ``{}`` for that number.
    """

    field: str
    values: tuple[str, ...]
    element: str


class GameAdapter(ABC, Generic[FormT]):
    """One game's entry form and how it becomes the contract's table state, and back.

    Subclasses set ``form_class`` and implement :meth:`state_from_data` (or, for a game whose
    reader walks the form itself, :meth:`state_from_form`) and :meth:`form_data_from_state`;
    every other hook is optional.
    """

    form_class: type[FormT]
    """The Flask-WTF form class for the whole table."""

    choices_set_by_prepare_form: frozenset[type[Any]] = frozenset()
    """Sub-form classes whose selects :meth:`prepare_form` gives their choices: the fast path
    leaves their choices to :meth:`has_offered_choices` to check."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if (
            cls.state_from_data is GameAdapter.state_from_data
            and cls.state_from_form is GameAdapter.state_from_form
        ):
            raise TypeError(f"{cls.__name__} reads no form: it needs a state_from_data")

    players_as_names: ClassVar[bool] = False
    """Whether the game's contract lists the players as bare names (``"players": ["Ann",
    "Ben"]``, Panorama) rather than as objects with a ``name`` (every other game)."""

    offline_variants: ClassVar[tuple[OfflineVariant, ...]] = ()
    """The choices other than the number of players that change the form's shape: the phone
    keeps a blank form for each (``web.phone.offline``). None by default."""

    form_scripts: ClassVar[tuple[str, ...]] = ()
    """Shared scripts (``static/``) the game's own ``static/games/SLUG.js`` works with, joined
    before it in the form's bundle (``picker.js``). The game's bundles themselves, ``SLUG.css``
    and ``SLUG-form.js``, are made from ``static/games/SLUG.css`` and ``.js`` when it has them
    (``web.platform.assets``)."""

    later_scripts: ClassVar[tuple[str, ...]] = ()
    """The game's own scripts (``static/``) that act only once the player edits the form, joined
    into what its form fetches after its load (``SLUG-later.js``, before the game's offline
    drawing; issue 24: a first load under 20 KB), and into a room's part with the rest. None by
    default."""

    room_unordered_lists: ClassVar[tuple[str, ...]] = ()
    """The lists of a room's part whose order means nothing to the scorer (Tsukimi's tiles), by
    path without list indices: two phones' additions to one merge with no question asked
    (``web.rooms.merge``); any other list's are ordered, and the players say whose come first."""

    shared_excludes: ClassVar[tuple[str, ...]] = ("players",)
    """What a table room's shared part never holds: the keys the seats' parts (and the room's
    names) own."""

    bgg_id: ClassVar[int | None] = None
    """The game's id on BoardGameGeek, which "Send to BG Stats" passes on (``web.tables.bgstats``)
    so BG Stats finds the game; None where it is not known (left out, never guessed)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    @property
    def slug(self) -> str:
        return self.game.slug

    # Forms.

    def blank_form(self) -> FormT:
        """The form for a new table."""
        return self.form_class(formdata=None)

    def posted_form(self, formdata: MultiDict[str, str]) -> FormT:
        """The form as a browser posted it."""
        return self.form_class(formdata=formdata)

    def filled_form(self, data: dict[str, Any]) -> FormT:
        """A form showing ``data`` (from :meth:`form_data_from_state` or :meth:`apply_action`)."""
        return self.form_class(formdata=None, data=data)

    # Hooks every game has.

    def state_from_data(self, data: dict[str, Any]) -> FormState | None:
        """The table state the form's data describes, in the contract's shape: the game's one
        reader of its form. Forgiving: it never rejects anything itself, the game's ``parse``
        reports what is wrong.

        ``data`` is ``form.data`` of a form as posted or filled in (any value a field can hold,
        a valid one or not), before or after :meth:`prepare_form`: both give the same state, so
        a post read without WTForms (``web.forms.fastpost``, which gives the data before it) is read
        exactly as its form. None (the default) for a game that implements
        :meth:`state_from_form` instead; it has no fast path."""
        return None

    def state_from_form(self, form: FormT) -> FormState:
        """The table state a form describes, once :meth:`prepare_form` has run on it (as every
        caller does): :meth:`state_from_data` of its data.

        A game whose reader walks the form's fields itself (Sagrada) overrides this instead,
        and may give :meth:`state_from_data` as this very reader run on a
        ``web.forms.fastpost.FormView`` of the data."""
        described = self.state_from_data(form.data)
        if described is None:
            raise NotImplementedError(f"{type(self).__name__}.state_from_data")
        return described

    @abstractmethod
    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data that shows a table state again, for "edit this table" on the result page.
        Any part of ``state`` may be missing or of the wrong type."""

    # Optional hooks: the defaults do nothing.

    def has_offered_choices(self, data: dict[str, Any]) -> bool:
        """Whether every select of :attr:`choices_set_by_prepare_form` holds one of the choices
        :meth:`prepare_form` offers it, in a post read without WTForms: when not, the post
        takes the form path, which shows the error. True by default (no such select)."""
        return True

    def fast_state(self, posted: PostedFields, check_token: bool = True) -> FormState | None:
        """The table state of a post that is a valid table form as it stands, read without
        building the form; None whenever the full form path is needed (errors, doubts).
        ``check_token=False`` reads a post whose form token does not matter (nothing saved)."""
        data = read_post(self.form_class, posted, self.choices_set_by_prepare_form, check_token)
        if data is None or not self.has_offered_choices(data):
            return None
        return self.state_from_data(data)

    def running_state(self, state: dict[str, Any]) -> dict[str, Any] | None:
        """The table as it stands, for the running totals while it is entered (issue 26): the
        state with what is not entered yet left out, so that what is there scores; None (the
        default) when the game's tables score as they go, or nothing can be left out."""
        return None

    def start_player(self, state: dict[str, Any]) -> int | None:
        """The index of the player who started the game, among the table state's players, when
        the game's table says it (BG Stats' ``startPlayer``); None (the default) when it does
        not."""
        return None

    def prepare_form(self, form: FormT) -> None:
        """Bring the form's lists in line with its counts (lists the browser sent nothing for
        still get their entries). Runs before every render and before reading the form."""

    def template_context(self, form: FormT) -> dict[str, Any]:
        """Extra names the game's form template draws with."""
        return {}

    def form_problems(self, form: FormT, problems: Iterable[Problem]) -> list[Problem]:
        """The problems a form shows beside its fields: the scorer's, as they are (the
        default). A game whose form reads something its own way (Sagrada's typed rows, in the
        page's language) words the problems of what it read itself."""
        return list(problems)

    def error_anchor(self, field_id: str, index_maps: IndexMaps = NO_INDEX_MAPS) -> str:
        """The field a problem about ``field_id`` is shown beside (a card gathers its own)."""
        return field_id

    def result_context(self, result: dict[str, Any]) -> dict[str, Any]:
        """Extra names the game's result template draws with, from ``result``: the result as
        its page shows it (a result's ``to_dict()``, worded in the page's language, in
        today's shape: ``web.tables.kept_language.shown_result``), the dict the template
        reads as ``view``. Read as it is, not typed again as a ``Result``: a page needs none
        of its line items as records (a 6-player Panorama page made some 200 for nothing)."""
        return {}

    def upgraded_result(self, result: dict[str, Any]) -> dict[str, Any]:
        """A saved result (a result's ``to_dict()``, worded) in the shape this version's
        result pages and API read: a table saved by an earlier version may lack what a later
        one added (``web.tables.kept_language.shown_result`` asks every saved result here).
        Fill in only what the saved result itself tells, never a figure it does not hold;
        return a result already in today's shape as it is. The default: as it is."""
        return result

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """The form data after a server-side edit button, so the form works without
        JavaScript. Reads the button's numbers with ``web.forms.fields.action_index``, which raises
        ``UnreadableRequest`` (a 400) for one that passes for digits but is not ours. Unknown
        or stale buttons change nothing."""
        return data

    # Scoring together (web.rooms): the parts of a table. No parts by default.

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        """The parts a table room splits a table with these players (in seating order) into,
        their titles in the current language. None (the default): the game's form offers no
        "Score together" and ``POST /SLUG/together`` answers 404."""
        return []

    @property
    def scores_together(self) -> bool:
        """Whether a table room can split this game's tables into parts."""
        return bool(self.room_parts([""] * max(self.game.min_players, 1)))

    def room_player_names(self, state: dict[str, Any]) -> list[str]:
        """The players' names, in seating order, as the state lists them."""
        players = state.get("players")
        if not isinstance(players, list):
            return []
        if self.players_as_names:
            return [str(name) for name in players]
        return [
            str(player.get("name", "")) if isinstance(player, dict) else "" for player in players
        ]

    def renamed_players(self, state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
        """A copy of ``state`` with players renamed (``renames``: old name → new, all at once,
        so two players may swap names) wherever the state names them, for a room whose seats
        are renamed (``web.rooms.service.rename_seats``). By default the ``players`` list (bare
        names or objects with a ``name``); a game whose state names players elsewhere too (a
        panorama's owners, a visitor's player, the rabbits around a tile) adds those."""
        result = copy.deepcopy(state)
        players = result.get("players")
        if isinstance(players, list):
            result["players"] = [renamed_player(player, renames) for player in players]
        return result

    def room_value_words(self, path: tuple[str | int, ...], value: Any) -> list[str]:
        """A value of a room's part as the players name it, for the page that asks which of two
        phones' entries to keep (``web.rooms.merge``): one line per item of a list (a run of
        cards, of tiles), the lone value else. ``path`` is where it is in the part
        (``("cards",)``, ``("players", 1, "reserve")``). By default the value's own words."""
        items = value if isinstance(value, list) and path and isinstance(path[-1], str) else [value]
        return [plain_words(item) for item in items] or ["—"]

    def room_value_drawn(self, path: tuple[str | int, ...], value: Any) -> list[Markup | None]:
        """Each item of :meth:`room_value_words` drawn as the game's pages draw it (a window
        row's dice, a tile in its colour), for the clash page, with the game's stylesheet;
        None (or a shorter list) where the words are all there is. By default nothing."""
        return []

    def extract_part(self, state: dict[str, Any], key: str) -> dict[str, Any]:
        """The fragment of ``state`` that is part ``key`` (a copy), for every part but the
        shared one (``web.rooms.parts`` takes that out). By default part ``seat-N`` is the
        N-th player without their name."""
        seat = numbered_part(key, "seat")
        if seat is None:
            raise ValueError(f"unknown part: {key!r}")
        players = list_in(state, "players")
        return copy_without(players[seat], "name") if seat < len(players) else {}

    def insert_part(
        self, state: dict[str, Any], key: str, fragment: dict[str, Any]
    ) -> dict[str, Any]:
        """A new state: ``state`` with part ``key`` replaced by ``fragment`` (neither is
        changed), for every part but the shared one. By default part ``seat-N`` becomes the
        N-th player, named as the room's seat."""
        seat = numbered_part(key, "seat")
        if seat is None:
            raise ValueError(f"unknown part: {key!r}")
        names = self.room_player_names(state)
        result = dict(state)  # Shallow: only "players" is replaced, by a new list.
        players = list(list_in(result, "players"))
        players[seat] = {"name": names[seat], **copy_without(fragment, "name")}
        result["players"] = players
        return result
