"""Each part goes through the game's own form and comes back as it was entered."""

from __future__ import annotations

import pytest
from werkzeug.datastructures import MultiDict

from scoring import get_game
from tests.conftest import load_example
from web.games import get_adapter
from web.rooms.formdata import merged_formdata, posted_pairs
from web.rooms.parts import extract, parts, player_names

GAMES = ["panorama", "sagrada", "solstis", "topiary", "tsukimi"]


@pytest.fixture
def request_context(app):
    with app.test_request_context("/", method="POST"):
        yield


def form_from_state(adapter, state):
    form = adapter.filled_form(adapter.form_data_from_state(state))
    adapter.prepare_form(form)
    return form


def state_from_posted(adapter, formdata):
    form = adapter.posted_form(formdata)
    adapter.prepare_form(form)
    return adapter.state_from_form(form).state


@pytest.mark.parametrize("game", GAMES)
def test_every_part_posted_from_its_own_fields_reads_back_as_the_sample(game, request_context):
    """A phone posts only its part's fields; merged with the room's table they give its part."""
    state = load_example(game)["state"]
    adapter = get_adapter(game)
    full = MultiDict(posted_pairs(form_from_state(adapter, state)))
    whole = state_from_posted(adapter, full)  # The form's own spelling of the sample table.
    result = get_game(game).score(get_game(game).parse(whole)).to_dict()
    totals = {player["name"]: player["total"] for player in result["players"]}
    assert totals == load_example(game)["expect"]["totals"]
    names = player_names(game, state)
    # The room before anyone entered anything: only the names.
    empty = form_from_state(adapter, {**state_with_names_only(game, state)})
    for part in parts(game, names):
        own = MultiDict([(k, v) for k, v in full.items(multi=True) if part.owns_field(k)])
        merged = merged_formdata(empty, own, part)
        assert extract(game, state_from_posted(adapter, merged), part.key) == extract(
            game, whole, part.key
        ), part.key


def state_with_names_only(game, state):
    names = player_names(game, state)
    if game == "panorama":
        return {"players": names}
    return {"players": [{"name": name} for name in names]}
