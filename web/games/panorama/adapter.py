"""Panorama's web adapter: its form read into the contract's table state and back, its
edit buttons (``apply_action``), its room parts and what its result page is given.

The form's classes and choices are in ``forms``, the result's own drawing in ``result``.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from flask import url_for
from flask_babel import lazy_gettext as _l
from markupsafe import Markup

from scoring.panorama import (
    AWARD_NAMES,
    AWARD_POINTS,
    AWARD_RULES,
    MAX_WATCH_POSITIONS,
    MIN_SHARED_PLAYERS,
    SCORING_ICONS,
    Award,
    Icon,
    Rule,
)
from web.forms.edits import (
    NOTHING,
    Edit,
    apply_edit,
    edit_attribute,
    insert,
    move,
    remove,
    require,
    room,
    set_field,
    toggle,
)
from web.forms.fields import (
    FieldList,
    action_index,
    list_at,
    seat_name,
)
from web.games.base import NO_INDEX_MAPS, FormState, GameAdapter, IndexMaps, PartSpec
from web.games.panorama import parts as panorama_parts
from web.games.panorama.forms import (
    FACE_DOWN,
    ICON_CHOICES,
    MAX_CARDS_PER_PANORAMA,
    MAX_PLAYERS,
    WATCH_OFFSETS,
    CardForm,
    TableForm,
    player_count,
    seat_count,
)
from web.games.panorama.result import ICON_EMOJI, PHASE_NAMES, panorama_sections_markup
from web.games.panorama.words import (
    PAIR_MARK,
    PRINTED_PAIRS,
    card_words,
    chosen_icons,
    icon_words,
    offset_mark,
    offset_words,
    watch_words,
    whole_number,
)
from web.platform.translate import gettext as _

PHASES = ("dusk", "dawn")


# What the template needs to know about the form.


def player_names(form: TableForm) -> list[str]:
    """The seated players' names; a blank name reads 'Player 2', as its placeholder shows."""
    return seated_names(form.player_count.data, form.players.data)


def seated_names(count: Any, typed_names: list[Any]) -> list[str]:
    """:func:`player_names` of the form's data: its count and its names as typed."""
    return [seat_name(typed_names[seat], seat) for seat in range(seat_count(count))]


def panorama_owners(names: list[str], index: int) -> list[str]:
    """Who shares panorama ``index`` of a phase: neighbours with 3+, its builder otherwise."""
    if len(names) >= MIN_SHARED_PLAYERS:
        return [names[index], names[(index + 1) % len(names)]]
    return [names[index]]


def phase_panoramas(form: TableForm, phase: str) -> FieldList:
    """The panoramas of one phase ('dusk' or 'dawn'), seat by seat."""
    panoramas: FieldList = form.dusk if phase == "dusk" else form.dawn
    return panoramas


def is_watchtower_card(card: CardForm) -> bool:
    """A card that scores by the Watchtower rule, and so needs its indicated positions."""
    icons = chosen_icons(card.icon.data, card.second_icon.data)
    return is_watchtower_data(icons, card.scores_as.data or "")


# Form → table state.


WATCHTOWER = Icon.WATCHTOWER.value
"""The Watchtower's icon and rule slug, as the form posts them."""


def is_watchtower_data(icons: list[str], scores_as: str) -> bool:
    """Whether a card's form data (its chosen icons and its rule) is a Watchtower card, the
    one kind of card that keeps position rows (:func:`is_watchtower_card` on the form)."""
    return scores_as == WATCHTOWER or (not scores_as and WATCHTOWER in icons)


def card_state(card: dict[str, Any]) -> Any:
    """The contract's card (a shorthand string where one exists) for one card's form data.

    Only a Watchtower's first four position rows are read, the ones ``prepare_form`` leaves
    it (and none of any other card's), so a post read without the form gives the same card.
    """
    icons = chosen_icons(card.get("icon"), card.get("second_icon"))
    if icons and icons[0] == FACE_DOWN:
        return FACE_DOWN
    scores_as = card.get("scores_as") or ""
    if not is_watchtower_data(icons, scores_as):
        if len(icons) == 1 and not scores_as:
            return icons[0]
        # No icon at all is sent as an empty list, which the scorer explains ("lists no icons").
        return {"icons": icons, "scores_as": scores_as} if scores_as else {"icons": icons}
    watch = []
    for row in (card.get("watch") or [])[:MAX_WATCH_POSITIONS]:
        offset, wanted = (row or {}).get("offset") or "", (row or {}).get("icon") or ""
        if offset or wanted:
            watch.append({"offset": whole_number(offset), "icon": wanted or None})
    state: dict[str, Any] = {"icons": icons}
    if scores_as:
        state["scores_as"] = scores_as
    state["watch"] = watch
    return state


def so_far_card(card: Any) -> Any:
    """A card of the running totals: a Watchtower with a position not given yet is face down."""
    if not isinstance(card, dict) or "watch" not in card:
        return card
    watch = card["watch"]
    given = all(isinstance(row.get("offset"), int) and row.get("icon") for row in watch)
    return card if watch and given else FACE_DOWN


# Table state → form (to edit a table scored before).


def blank_card(icon: str, second_icon: str = "") -> dict[str, Any]:
    return {"icon": icon, "second_icon": second_icon, "scores_as": "", "watch": []}


def palette_icons(value: str) -> tuple[str, str] | None:
    """The card a palette chip adds ('bear+tree' → Bear with Tree); None for an unknown chip.

    >>> palette_icons("fox"), palette_icons("watchtower+fox"), palette_icons("fox+moon")
    (('fox', ''), ('watchtower', 'fox'), None)
    """
    if value == FACE_DOWN or value in set(Icon):
        return value, ""
    first, _mark, second = value.partition(PAIR_MARK)
    if any(value == f"{a.value}{PAIR_MARK}{b.value}" for a, b in PRINTED_PAIRS):
        return first, second
    return None


def card_data(card: Any) -> dict[str, Any]:
    """Form data for one card of a table state."""
    if isinstance(card, str):
        return blank_card(card)
    if not isinstance(card, dict) or card.get("face_down"):
        return blank_card(FACE_DOWN)
    icons = [icon for icon in list_at(card, "icons") if isinstance(icon, str)] or [FACE_DOWN]
    data = blank_card(icons[0])
    data["second_icon"] = icons[1] if len(icons) > 1 else ""
    scores_as = card.get("scores_as")
    data["scores_as"] = scores_as if isinstance(scores_as, str) else ""
    data["watch"] = [
        {"offset": str(position.get("offset", "")), "icon": position.get("icon") or ""}
        for position in list_at(card, "watch")[:MAX_WATCH_POSITIONS]
        if isinstance(position, dict)
    ]
    return data


def seat_of(owners: Any, folded_names: list[str], fallback: int) -> int | None:
    """The form index of a panorama: the seat of its left-hand player."""
    if not isinstance(owners, list) or not owners:
        return fallback
    seats = sorted(
        folded_names.index(owner.casefold())
        for owner in owners
        if isinstance(owner, str) and owner.casefold() in folded_names
    )
    count = len(folded_names)
    if len(seats) == 2 and count >= MIN_SHARED_PLAYERS:
        first, second = seats
        return second if (first, second) == (0, count - 1) else first
    return seats[0] if seats else fallback


# Edit buttons without JavaScript.

CARD_VERBS = ("add", "edit", "insert", "remove", "left", "right")


class PanoramaAdapter(GameAdapter[TableForm]):
    """Panorama's entry form, as the views use it."""

    form_class = TableForm
    players_as_names = True
    shared_excludes = panorama_parts.SHARED_EXCLUDES

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return panorama_parts.room_parts(names)

    def room_value_words(self, path: tuple[str | int, ...], value: Any) -> list[str]:
        return panorama_parts.value_words(path, value) or super().room_value_words(path, value)

    def room_value_drawn(self, path: tuple[str | int, ...], value: Any) -> list[Markup | None]:
        return panorama_parts.value_drawn(path, value)

    def renamed_players(self, state: dict[str, Any], renames: Mapping[str, str]) -> dict[str, Any]:
        return panorama_parts.renamed_owners(super().renamed_players(state, renames), renames)

    def extract_part(self, state: dict[str, Any], key: str) -> dict[str, Any]:
        return panorama_parts.extract_part(state, key)

    def insert_part(
        self, state: dict[str, Any], key: str, fragment: dict[str, Any]
    ) -> dict[str, Any]:
        return panorama_parts.insert_part(self.room_player_names(state), state, key, fragment)

    def prepare_form(self, form: TableForm) -> None:
        """At least one panorama per player in each phase; four position rows on each Watchtower.

        Panoramas beyond the player count are kept (hidden on the page, left out of the table),
        so a mistaken change of the count loses no cards.
        """
        count = player_count(form)
        for phase in PHASES:
            panoramas = phase_panoramas(form, phase)
            while len(panoramas) < count:
                panoramas.append_entry()
            for panorama in panoramas:
                for card in panorama.form.cards:
                    rows = card.form.watch
                    wanted = MAX_WATCH_POSITIONS if is_watchtower_card(card.form) else 0
                    while len(rows) < wanted:
                        rows.append_entry()
                    while len(rows) > wanted:
                        rows.pop_entry()

    def template_context(self, form: TableForm) -> dict[str, Any]:
        """Labels and lookups the Panorama form template draws with."""
        return {
            "names": player_names(form),
            "count": player_count(form),
            "editing": form.editing.data or "",
            "inserting": form.inserting.data or "",
            "insert_position": insert_position,
            "watch_words": watch_words,
            "offset_mark": offset_mark,
            "offset_words": offset_words,
            "watch_offsets": WATCH_OFFSETS,
            "watch_icons": ICON_CHOICES,
            "pair_palette": [
                (f"{first.value}{PAIR_MARK}{second.value}", first.value, second.value)
                for first, second in PRINTED_PAIRS
            ],
            "shared": player_count(form) >= MIN_SHARED_PLAYERS,
            "form_url": url_for("views.score_form", slug="panorama"),
            "panorama_owners": panorama_owners,
            "card_words": card_words,
            "icon_emoji": ICON_EMOJI,
            "palette": [*ICON_CHOICES, (FACE_DOWN, _l("Face down"))],
            "phase_names": PHASE_NAMES,
            "phase_headings": {"dusk": _l("Dusk phase"), "dawn": _l("Dawn phase")},
            "award_points": {award.value: AWARD_POINTS[award] for award in Award},
            "award_rules": {award.value: _(AWARD_RULES[award]) for award in Award},
            "scoring_icons": {icon.value for icon in SCORING_ICONS},
            "template_cards": {"watch": template_card(True), "plain": template_card(False)},
            "offline_words": offline_words,
            "card_edit": card_edit_attribute,
        }

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """The table state the form's data describes, in the contract's shape (spec/panorama.md).

        :meth:`prepare_form`'s part is done here, so the data before it reads alike: a
        panorama not posted has no cards, and a card keeps its position rows only if it is a
        Watchtower, as :func:`card_state` reads them.
        """
        names = seated_names(data["player_count"], data["players"])
        state: dict[str, Any] = {"players": names}
        if len(names) >= MIN_SHARED_PLAYERS:
            state["awards"] = list(data["awards"] or [])
        for phase in PHASES:
            panoramas = data[phase]
            state[phase] = [
                {
                    "players": panorama_owners(names, index),
                    "cards": [card_state(card) for card in panoramas[index]["cards"]]
                    if index < len(panoramas)
                    else [],
                }
                for index in range(len(names))
            ]
        return FormState(state)

    def running_state(self, state: dict[str, Any]) -> dict[str, Any] | None:
        """The table so far (issue 26): a panorama with no card yet holds one face-down card,
        and a Watchtower whose positions are not all given yet is face down, so each scores
        nothing until it is entered and everything entered scores as it goes."""
        changed = False
        phases: dict[str, Any] = {}
        for phase in PHASES:
            panoramas = state.get(phase)
            if not isinstance(panoramas, list):
                return None
            phases[phase] = []
            for panorama in panoramas:
                cards = [so_far_card(card) for card in panorama.get("cards") or []] or [FACE_DOWN]
                changed = changed or cards != panorama.get("cards")
                phases[phase].append({**panorama, "cards": cards})
        return {**state, **phases} if changed else None

    def error_anchor(self, field_id: str, index_maps: IndexMaps = NO_INDEX_MAPS) -> str:
        """Every error inside a card is shown on the card: 'dusk-0-cards-3-watch-1-icon' → card."""
        parts = field_id.split("-")
        if len(parts) > 4 and parts[2] == "cards":
            return "-".join(parts[:4])
        return field_id

    def result_context(self, result: dict[str, Any]) -> dict[str, Any]:
        """Names the Panorama result page shows for awards and phases, translated once for
        the page (a lazy name is translated anew each time it is shown: twelve panoramas),
        and every panorama's section, drawn here (:func:`panorama_sections_markup`)."""
        award_names = {award.value: _(AWARD_NAMES[award]) for award in Award}
        phase_names = {phase: str(name) for phase, name in PHASE_NAMES.items()}
        return {
            "award_names": award_names,
            "panorama_sections": panorama_sections_markup(
                result.get("panoramas") or [], phase_names, award_names
            ),
        }

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data showing a table state again, panoramas matched to seats by their players."""
        names = [name if isinstance(name, str) else "" for name in list_at(state, "players")]
        names = names[:MAX_PLAYERS]
        data: dict[str, Any] = {
            "player_count": len(names) or 3,
            "players": names + [""] * (MAX_PLAYERS - len(names)),
            "awards": [award for award in list_at(state, "awards") if isinstance(award, str)],
        }
        folded = [name.casefold() for name in names]
        for phase in PHASES:
            seats: list[dict[str, Any]] = [{"cards": [], "shown": "1"} for _seat in names]
            for position, panorama in enumerate(list_at(state, phase)):
                if not isinstance(panorama, dict):
                    continue
                seat = seat_of(panorama.get("players"), folded, position)
                if seat is not None and seat < len(seats):
                    # No more cards than the form holds (a list that long is no real game).
                    cards = list_at(panorama, "cards")[:MAX_CARDS_PER_PANORAMA]
                    seats[seat]["cards"] = [card_data(card) for card in cards]
            data[phase] = seats
        return data

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """Apply one edit button ("add:dusk-0:bear", "insert:dusk-0:2", …) to the form data:
        the change :func:`card_edit` describes, the one the page's button carries for the
        phone to make with no connection.

        Unknown or stale actions change nothing: the form simply comes back as it was; a
        malformed index (``add:dusk-²:bear``) raises ``UnreadableRequest``.
        """
        verb, _colon, rest = action.partition(":")
        target, _colon, argument = rest.partition(":")
        phase, _dash, index_text = target.partition("-")
        if verb not in CARD_VERBS or phase not in PHASES:
            return data
        index = action_index(index_text)
        if index is None or index >= len(data.get(phase) or []):
            return data
        if verb == "add":
            return apply_edit(data, card_edit(verb, f"{phase}-{index}", argument))
        position = action_index(argument)
        if position is None:
            return data
        return apply_edit(data, card_edit(verb, f"{phase}-{index}", position))


def card_edit(verb: str, panorama_id: str, argument: str | int) -> Edit:
    """What a card's edit button does to the form (``web.forms.edits``), for ``apply_action`` and
    for the phone with no connection (the button's ``data-edit``, :func:`card_edit_attribute`).

    A palette chip ("add", ``argument`` the chip) puts its card at the insert mark, which then
    moves on so the next card goes after it, or at the right end; a Watchtower's editor opens
    at once for its positions, any other editor closes. The other buttons act on the card at
    position ``argument``: open or close its editor ("edit"), mark it to insert before it or
    unmark it ("insert"), take it away ("remove", the mark following the cards after it) or
    move it one place ("left", "right").

    >>> card_edit("edit", "dusk-0", 2)
    [{'op': 'require', 'list': 'dusk-0-cards', 'index': 2}, \
{'op': 'toggle', 'field': 'editing', 'value': 'dusk-0-cards-2'}]
    """
    cards = f"{panorama_id}-cards"
    if verb == "add":
        icons = palette_icons(str(argument))
        if icons is None:
            return NOTHING
        opens = "editing" if WATCHTOWER in icons else None
        return [
            room(cards, MAX_CARDS_PER_PANORAMA),
            set_field("editing", ""),
            insert(cards, blank_card(*icons), mark="inserting", opens=opens),
        ]
    position = int(argument)
    found = require(cards, position)
    card_id = f"{cards}-{position}"
    if verb == "edit":
        return [found, toggle("editing", card_id)]
    if verb == "insert":
        return [found, toggle("inserting", card_id), set_field("editing", "")]
    if verb == "remove":
        return [found, set_field("editing", ""), remove(cards, position, mark="inserting")]
    if verb in ("left", "right"):
        return [found, set_field("editing", ""), move(cards, position, -1 if verb == "left" else 1)]
    return NOTHING


@functools.lru_cache(maxsize=4096)
def card_edit_attribute(verb: str, panorama_id: str, argument: str | int) -> Markup:
    """The ``data-edit`` attribute of a card's edit button (the same few hundred on every
    page of a form: each written once)."""
    return edit_attribute(card_edit(verb, panorama_id, argument))


TEMPLATE_PANORAMA = "__P__"
"""Stands for a panorama's id in the cards drawn for the phone to copy offline."""
TEMPLATE_POSITION = 9998
"""Stands for a card's position there (its number, one more, for the number shown): no
panorama holds that many cards, so the phone finds each one to replace."""


@dataclass(frozen=True)
class TemplateCard:
    """A card for the phone to copy when it adds one with no connection (static/games/
    panorama.js): drawn by the same macros as every card, its panorama, position and words
    left as the placeholders above (``__WORDS__`` …) for the phone to fill in."""

    id: str
    form: CardForm


def template_card(watchtower: bool) -> TemplateCard:
    """The placeholder card: a Watchtower (with its four position rows) or another card, and
    its scoring rule shown (the phone takes it away where the card has no choice of rule)."""
    card_id = f"{TEMPLATE_PANORAMA}-cards-{TEMPLATE_POSITION}"
    rows: list[dict[str, str]] = [{}] * MAX_WATCH_POSITIONS if watchtower else []
    data = {"icon": Icon.WATCHTOWER.value if watchtower else "", "scores_as": "", "watch": rows}
    return TemplateCard(card_id, CardForm(prefix=card_id, data=data))


def offline_words() -> dict[str, Any]:
    """What static/games/panorama.js needs to name a card it draws with no connection, in the
    page's language: the same words as ``card_words`` and ``watch_words``."""
    return {
        "icons": {icon.value: icon_words(icon.value) for icon in Icon},
        "emoji": ICON_EMOJI,
        "with": _("%(icon)s with %(second)s", icon="{icon}", second="{second}"),
        "none": _("Card with no icon"),
        "down": _("Face-down card"),
        "position": _("%(position)s %(icon)s", position="{position}", icon="{icon}"),
        "named": _("%(card)s: %(positions)s", card="{card}", positions="{positions}"),
        "noPositions": _("no positions yet"),
        "scoring": sorted(icon.value for icon in SCORING_ICONS),
        "watchtower": Icon.WATCHTOWER.value,
        "watchRule": Rule.WATCHTOWER.value,
        "faceDown": FACE_DOWN,
        "rows": MAX_WATCH_POSITIONS,
        "maxCards": MAX_CARDS_PER_PANORAMA,
        "pairs": [f"{first.value}{PAIR_MARK}{second.value}" for first, second in PRINTED_PAIRS],
        "placeholder": {"panorama": TEMPLATE_PANORAMA, "position": TEMPLATE_POSITION},
    }


def insert_position(inserting: Any, panorama_id: str) -> int | None:
    """The card index new cards of ``panorama_id`` go before, or None (the right end).

    >>> insert_position("dusk-0-cards-2", "dusk-0"), insert_position("dusk-1-cards-2", "dusk-0")
    (2, None)
    """
    prefix = f"{panorama_id}-cards-"
    if not isinstance(inserting, str) or not inserting.startswith(prefix):
        return None
    number = inserting[len(prefix) :]
    return int(number) if number.isdecimal() and number.isascii() else None
