"""What every game's form does between "Score" and the result: errors that stay in view."""

from __future__ import annotations

import copy

import pytest

from scoring import SLUGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from web.games import get_adapter


def form_with_a_repeated_name(client, slug):
    """The sample table typed into the form, with the second player named like the first."""
    state = copy.deepcopy(load_example(slug)["state"])
    players = state["players"]
    if isinstance(players[0], str):
        players[1] = players[0].upper()
    else:
        players[1]["name"] = players[0]["name"].upper()
    with client.application.test_request_context():
        return flatten(get_adapter(slug).form_data_from_state(state))


@pytest.mark.parametrize("slug", SLUGS)
def test_errors_stay_in_view_after_an_edit_button(client, slug):
    """A player fixing one mistake with an edit button (add a card, place a visitor) still
    sees the others: the form that shows errors asks for them again with every edit."""
    data = form_with_a_repeated_name(client, slug)
    scored = client.post(f"/{slug}/", data=data, follow_redirects=True)
    assert scored.status_code == 422
    page = scored.get_data(as_text=True)
    assert 'name="recheck"' in page
    assert "Two players are called" in page

    data.add("action", "no-such-edit")  # an edit that changes nothing
    data.add("recheck", "1")
    edited = client.post(f"/{slug}/", data=data, follow_redirects=True).get_data(as_text=True)
    assert 'id="error-summary"' in edited
    assert "Two players are called" in edited
    assert 'name="recheck"' in edited


@pytest.mark.parametrize("slug", SLUGS)
def test_an_edit_before_the_first_score_shows_no_errors(client, slug):
    data = form_with_a_repeated_name(client, slug)
    data.add("action", "no-such-edit")
    page = client.post(f"/{slug}/", data=data, follow_redirects=True).get_data(as_text=True)
    assert 'id="error-summary"' not in page
    assert 'name="recheck"' not in page
