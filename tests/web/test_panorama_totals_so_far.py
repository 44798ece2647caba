"""Panorama's running totals as the table is entered (issue 26): a panorama with no card yet
and a Watchtower without its positions score nothing yet, and everything entered scores as
it goes, instead of "—" for every player until the last card."""

from __future__ import annotations

from typing import Any

from tests.web.formdata import flatten
from web.games import get_adapter


def totals(app: Any, client: Any, state: dict[str, Any]) -> dict[str, int | None]:
    adapter = get_adapter("panorama")
    assert adapter is not None
    with app.test_request_context():
        form = flatten(adapter.form_data_from_state(state))
    answer = client.post("/panorama/totals", data=form).get_json()
    return {player["name"]: player["total"] for player in answer["players"]}


def two_players(first_dusk: list[Any]) -> dict[str, Any]:
    """Ann and Ben (each panorama is one player's): Ann's dusk panorama holds ``first_dusk``,
    the other three nothing yet."""
    return {
        "players": ["Ann", "Ben"],
        "dusk": [{"players": ["Ann"], "cards": first_dusk}, {"players": ["Ben"], "cards": []}],
        "dawn": [{"players": ["Ann"], "cards": []}, {"players": ["Ben"], "cards": []}],
    }


def test_the_first_panorama_scores_before_the_others_have_a_card(app, client):
    # spec/panorama.md: a Bear scores 2 for each card next to it with a tree icon; a Tree
    # card scores nothing itself. Tree, Bear, Tree: 2 + 2 = 4 for Ann; Ben has no card yet.
    assert totals(app, client, two_players(["tree", "bear", "tree"])) == {"Ann": 4, "Ben": 0}


def test_a_watchtower_without_positions_yet_scores_nothing_and_the_rest_still_counts(app, client):
    cards = ["tree", "bear", {"icons": ["watchtower"], "watch": []}]
    # The Bear has one card with a tree next to it: 2. The Watchtower: nothing yet.
    assert totals(app, client, two_players(cards)) == {"Ann": 2, "Ben": 0}


def test_a_real_mistake_still_gives_no_totals(app, client):
    # Two face-up Suns in one panorama is a mistake, not a part not entered yet.
    assert totals(app, client, two_players(["sun", "bear", "sun"])) == {"Ann": None, "Ben": None}
