"""Pebbles's web adapter: its form and how it becomes the table state and back. Nothing but
``form_class``, its one form reader (``state_from_data``), ``form_data_from_state`` and the
optional hooks its form needs: every other fact (room parts, offline variants, bundles, bare
names) keeps the default of ``GameAdapter``."""

from __future__ import annotations

from typing import Any

from wtforms import FormField, StringField

from tests.sixth_game.pebbles import MAX_PLAYERS, MIN_PLAYERS
from web.forms.fields import EntryForm, FieldList, FlaskForm, list_at, player_count_field, seat_name
from web.games.base import FormState, GameAdapter, PartSpec


class PlayerForm(EntryForm):
    name = StringField("Name")
    pebbles = StringField("Pebbles")


class TableForm(FlaskForm):
    player_count = player_count_field(MIN_PLAYERS, MAX_PLAYERS, default=MIN_PLAYERS)
    players = FieldList(FormField(PlayerForm), min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS)


def pebbles(typed: Any) -> Any:
    """A typed count: a number, or the text as typed for the scorer to report."""
    text = typed.strip() if isinstance(typed, str) else ""
    return int(text) if text.isdigit() else text


class PebblesAdapter(GameAdapter[TableForm]):
    form_class = TableForm

    def state_from_data(self, data: dict[str, Any]) -> FormState:
        """The game's one reader of its form: the base class reads a WTForms form with it too,
        and a valid post is read with it without building the form (the fast path)."""
        count = data.get("player_count")
        seated = count if isinstance(count, int) else MIN_PLAYERS
        players = [
            {
                "name": seat_name(entry.get("name"), seat),
                "pebbles": pebbles(entry.get("pebbles")),
            }
            for seat, entry in enumerate(list_at(data, "players")[:seated])
            if isinstance(entry, dict)
        ]
        return FormState({"players": players})

    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        players = [player for player in list_at(state, "players") if isinstance(player, dict)]
        rows = [
            {"name": str(player.get("name", "")), "pebbles": str(player.get("pebbles", ""))}
            for player in players[:MAX_PLAYERS]
        ]
        count = min(max(len(rows), MIN_PLAYERS), MAX_PLAYERS)
        rows += [{"name": "", "pebbles": ""}] * (MAX_PLAYERS - len(rows))
        return {"player_count": count, "players": rows}


class PebblesTogetherAdapter(PebblesAdapter):
    """The same game with room parts: each seat fills in its own pebbles. The default
    ``extract_part`` and ``insert_part`` (part ``seat-N`` is the N-th player) do the rest."""

    def room_parts(self, names: list[str]) -> list[PartSpec]:
        return [
            PartSpec(f"seat-{i}", f"{name}'s pebbles", (i,), (f"players-{i}",), (f"players-{i}",))
            for i, name in enumerate(names)
        ]
