"""No input produces a 500: odd table states read back into every game's form (edit), and odd
form posts, for all five games."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import SLUGS
from tests.conftest import load_example

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a part of a JSON value."""
    found = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += paths(inner, (*prefix, index))
    return found


def replaced(document: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    copied = copy.deepcopy(document)
    target = copied
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return copied


def edit_status(state: Any) -> int:
    """What the edit page answers a table posted as JSON: the form filled in (200) for a JSON
    object, whatever is inside it; 400 for anything else, which is no table at all. (A text no
    page can carry, a lone surrogate, is 422, but these values hold none: Hypothesis's text
    leaves surrogates out.)"""
    return 200 if isinstance(state, dict) else 400


@pytest.mark.parametrize("slug", SLUGS)
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_edit_reads_back_any_mangled_sample_table_without_crashing(client, slug, data):
    state = load_example(slug)["state"]
    path = data.draw(st.sampled_from(paths(state)))
    mangled = replaced(state, path, data.draw(json_values))
    response = client.post(f"/{slug}/edit", data={"state": json.dumps(mangled)})
    assert response.status_code == edit_status(mangled)


@pytest.mark.parametrize("slug", SLUGS)
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(state=json_values)
def test_edit_reads_back_any_json_without_crashing(client, slug, state):
    response = client.post(f"/{slug}/edit", data={"state": json.dumps(state)})
    assert response.status_code == edit_status(state)


FORM_KEYS = [
    "players-0",
    "players-1-name",
    "player_count",
    "tiles-0-value",
    "garden-0-0",
    "dusk-0-cards-0-icon",
    "players-0-window-0-0",
    "visitors-0-at",
    "players-0-tiles",
    "awards",
    "public_objectives",
    "variant",
    "edition",
]
"""Keys the games' pages post (each game reads its own and leaves the others), all readable."""

NO_DIGITS = st.characters(blacklist_categories=("Nd", "Nl", "No", "Cs"))
"""Text with nothing that passes for a number: an edit button named with it numbers nothing."""


@pytest.mark.parametrize("slug", SLUGS)
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    fields=st.dictionaries(st.sampled_from(FORM_KEYS), st.text(max_size=12), max_size=6),
    action=st.text(alphabet=NO_DIGITS, max_size=12).filter(lambda text: text != "score"),
)
def test_any_edit_button_post_draws_the_form_again(client, slug, fields, action):
    """An edit button (any but Score) changes the form and draws it again; one our pages never
    draw changes nothing: the form comes back, 200, whatever the other fields hold."""
    response = client.post(f"/{slug}/", data={**fields, "action": action})
    assert response.status_code == 200


ALWAYS_INCOMPLETE = {
    # spec/tsukimi.md: each player's reserve (0-15) is part of the table, and no key here
    # gives one.
    "tsukimi": 422,
    # spec/panorama.md: "a panorama with no cards" is invalid, and only dusk-0 can get one
    # here (every count of players has a dawn panorama, and dawn-0 gets none).
    "panorama": 422,
}
"""The games whose table no post of these keys completes, by their rules: Score is always
answered with the form and its problems (422)."""


@pytest.mark.parametrize("slug", sorted(ALWAYS_INCOMPLETE))
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(fields=st.dictionaries(st.sampled_from(FORM_KEYS), st.text(max_size=12), max_size=6))
def test_an_incomplete_table_scored_comes_back_with_its_problems(client, slug, fields):
    response = client.post(f"/{slug}/", data=fields)
    assert response.status_code == ALWAYS_INCOMPLETE[slug]


@pytest.mark.parametrize("slug", SLUGS)
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    fields=st.dictionaries(
        st.sampled_from([*FORM_KEYS, "action"]), st.text(max_size=12), max_size=6
    )
)
def test_any_form_post_is_answered_without_crashing(client, slug, fields):
    # Not pinned yet for these: Score on Solstis, Sagrada and Topiary (whether such a post is
    # a whole table depends on each game's rules for what may be left empty) and a button
    # naming a number in other digits (400 where a game reads that number).
    response = client.post(f"/{slug}/", data=fields, follow_redirects=True)
    assert response.status_code in (200, 400, 422)
