"""Panorama's pages through Flask's test client: the form, its edit buttons, the result."""

from __future__ import annotations

import json
import re

import pytest
from markupsafe import escape
from werkzeug.datastructures import MultiDict

from scoring import get_game
from scoring.panorama import INPUT_NOTES, READINGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import panorama as adapter

EMPTY_WATCH_ROW = {"offset": "", "icon": ""}


def form_post(client, data, **extra):
    body = flatten(data)
    for key, value in extra.items():
        body[key] = value
    return client.post("/panorama/", data=body, follow_redirects=True)


def blank_data(count: int) -> dict:
    return {
        "player_count": count,
        "players": ["Ann", "Ben", "Cat", "Dev", "Eve", "Fay"][:count] + [""] * (6 - count),
        "awards": [],
        "dusk": [{"cards": [], "shown": "1"} for _ in range(count)],
        "dawn": [{"cards": [], "shown": "1"} for _ in range(count)],
    }


def card(icon, second="", scores_as="", watch=()):
    return {"icon": icon, "second_icon": second, "scores_as": scores_as, "watch": list(watch)}


def card_icons(html: str, panorama_id: str) -> list[str]:
    """The main icon of each card of a panorama, as the page carries it (hidden or chosen)."""
    hidden = re.findall(rf'name="{panorama_id}-cards-(\d+)-icon" value="(\w+)"', html)
    shown = re.findall(
        rf'name="{panorama_id}-cards-(\d+)-icon">.*?<option selected value="(\w+)"', html
    )
    return [icon for _, icon in sorted(hidden + shown, key=lambda pair: int(pair[0]))]


def totals_on_page(html: str) -> dict[str, int]:
    """Each player's total as the podium shows it."""
    return dict(podium(html))


def test_blank_form_offers_three_players_and_six_panoramas(client):
    html = client.get("/panorama/").get_data(as_text=True)
    assert 'id="players-2"' in html and 'id="players-3"' not in html
    for panorama_id in ("dusk-0", "dusk-1", "dusk-2", "dawn-0", "dawn-1", "dawn-2"):
        assert f'value="add:{panorama_id}:bear"' in html
    assert "Dusk: Player 1 and Player 2" in html


def test_sample_table_posted_as_a_form_scores_the_expected_totals(client):
    example = load_example("panorama")
    response = form_post(client, adapter.form_data_from_state(example["state"]))
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert totals_on_page(html) == example["expect"]["totals"]
    assert "Dev wins" in html


def test_result_explains_each_card(client):
    data = blank_data(1)
    data["dusk"][0]["cards"] = [card("tree"), card("bear"), card("tree")]
    data["dawn"][0]["cards"] = [card("moon")]
    html = form_post(client, data).get_data(as_text=True)
    assert "Trees on both sides" in html or "2 Trees" in html
    assert totals_on_page(html) == {"Ann": 6}


def test_bad_form_comes_back_filled_in_with_each_error_beside_its_field(client):
    data = blank_data(2)
    data["players"][1] = "ann"
    data["dusk"][0]["cards"] = [card("moon"), card("moon")]
    data["dusk"][1]["cards"] = [card("fox")]
    data["dawn"][0]["cards"] = [card("fox")]
    response = form_post(client, data)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert 'value="ann"' in html
    assert 'id="players-1-errors"' in html
    assert 'id="dusk-0-cards-1-errors"' in html or 'id="dusk-0-cards-0-errors"' in html
    assert 'id="dawn-1-errors"' in html or 'id="dawn-1-cards-errors"' in html
    assert 'href="#players-1"' in html  # the summary links to the field


def test_blank_names_read_as_their_placeholders(client):
    data = blank_data(1)
    data["players"][0] = "   "
    data["dusk"][0]["cards"] = [card("moon")]
    data["dawn"][0]["cards"] = [card("fox")]
    html = form_post(client, data).get_data(as_text=True)
    assert totals_on_page(html) == {"Player 1": 2}


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        ("add:dusk-0:moose", ["bear", "tree", "moose"]),
        ("left:dusk-0:1", ["tree", "bear"]),
        ("right:dusk-0:0", ["tree", "bear"]),
        ("remove:dusk-0:0", ["tree"]),
        ("left:dusk-0:0", ["bear", "tree"]),  # already at the left end: nothing moves
        ("remove:dusk-0:9", ["bear", "tree"]),  # stale button: nothing changes
        ("explode:dusk-0:0", ["bear", "tree"]),
        ("add:dusk-7:bear", ["bear", "tree"]),
    ],
)
def test_edit_buttons_work_without_javascript(client, action, expected):
    data = blank_data(3)
    data["dusk"][0]["cards"] = [card("bear"), card("tree")]
    html = form_post(client, data, action=action).get_data(as_text=True)
    assert card_icons(html, "dusk-0") == expected


def test_adding_a_watchtower_asks_for_its_positions(client):
    data = blank_data(1)
    html = form_post(client, data, action="add:dawn-0:watchtower").get_data(as_text=True)
    assert 'id="dawn-0-cards-0-watch-3-offset"' in html
    data["dawn"][0]["cards"] = [
        card(
            "watchtower", watch=[{"offset": "1", "icon": "tree"}] + [{"offset": "", "icon": ""}] * 3
        ),
        card("tree"),
    ]
    data["dusk"][0]["cards"] = [card("fox")]
    html = form_post(client, data).get_data(as_text=True)
    assert totals_on_page(html) == {"Ann": 1}


def test_changing_the_player_count_reshapes_the_panoramas(client):
    data = blank_data(3)
    html = form_post(client, dict(data, player_count=5), action="players").get_data(as_text=True)
    assert "Dusk: Player 5 and Ann" in html
    assert 'id="awards"' in html
    html = form_post(client, dict(data, player_count=2), action="players").get_data(as_text=True)
    assert 'id="awards"' not in html and "Dusk: Ann" in html


def test_edit_refills_the_form_with_the_table(client):
    example = load_example("panorama")
    response = client.post("/panorama/edit", data={"state": json.dumps(example["state"])})
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'value="Dev"' in html
    assert html.count('name="action" value="remove:') == sum(
        len(panorama["cards"]) for phase in ("dusk", "dawn") for panorama in example["state"][phase]
    )


def test_form_and_state_round_trip_to_the_same_score(app):
    """A table shown again in the form (edit) becomes the same table when it is scored."""
    example = load_example("panorama")
    game = get_game("panorama")
    with app.test_request_context():
        form = adapter.TableForm(formdata=None, data=adapter.form_data_from_state(example["state"]))
        adapter.prepare_form(form)
        state = adapter.state_from_form(form)
    before = game.score_state(example["state"]).to_dict()["players"]
    after = game.score_state(state).to_dict()["players"]
    assert [(p["name"], p["total"]) for p in after] == [(p["name"], p["total"]) for p in before]


def test_edit_with_an_unreadable_table_says_so(client):
    response = client.post("/panorama/edit", data={"state": "{broken"})
    assert response.status_code == 400
    assert "could not be read back" in response.get_data(as_text=True)


@pytest.mark.parametrize(
    "garbage",
    [
        {"player_count": "seven"},
        {"player_count": "99"},
        {"dusk-0-cards-0-icon": "dragon"},
        {"dusk-0-cards-0-watch-0-offset": "x", "dusk-0-cards-0-icon": "watchtower"},
        {"awards": "not-an-award"},
        {"dusk-999999-cards-0-icon": "bear"},
        {"players-0": "x" * 500},
    ],
)
def test_tampered_form_values_never_crash(client, garbage):
    response = client.post("/panorama/", data=garbage, follow_redirects=True)
    assert response.status_code in (200, 422)


def test_form_without_a_valid_csrf_token_comes_back_filled_in(csrf_app):
    client = csrf_app.test_client()
    data = blank_data(1)
    data["players"][0] = "Zed"
    data["dusk"][0]["cards"] = [card("moon")]
    response = client.post("/panorama/", data=flatten(data), follow_redirects=True)
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert 'value="Zed"' in html
    assert "tap Score again" in html


def test_form_with_its_csrf_token_scores(csrf_app):
    client = csrf_app.test_client()
    page = client.get("/panorama/").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    data = blank_data(1)
    data["dusk"][0]["cards"] = [card("moon")]
    data["dawn"][0]["cards"] = [card("fox")]
    body = flatten(data)
    body["csrf_token"] = token
    response = client.post("/panorama/", data=body, follow_redirects=True)
    assert response.status_code == 200
    assert totals_on_page(response.get_data(as_text=True)) == {"Ann": 2}


def test_rules_page_states_every_reading(client):
    html = client.get("/panorama/rules").get_data(as_text=True)
    for reading in READINGS:
        assert str(escape(reading)) in html
    notes = html.split('<details class="table-json">', 1)[1]
    assert notes.lstrip().startswith("<summary>For developers: how the JSON is read</summary>")
    for note in INPUT_NOTES:
        assert str(escape(note)) in notes


def test_tapping_a_card_opens_its_editor_and_tapping_again_closes_it(client):
    data = blank_data(1)
    data["dusk"][0]["cards"] = [card("fox"), card("tree")]
    html = form_post(client, data, action="edit:dusk-0:1").get_data(as_text=True)
    assert 'id="dusk-0-cards-1-editor"' in html
    assert 'id="dusk-0-cards-1-second_icon"' in html
    assert 'id="dusk-0-cards-0-second_icon"' not in html  # only one editor is open
    data["editing"] = "dusk-0-cards-1"
    html = form_post(client, data, action="edit:dusk-0:1").get_data(as_text=True)
    assert 'id="dusk-0-cards-1-editor"' not in html


def test_a_second_icon_chosen_in_the_editor_is_scored(client):
    data = blank_data(1)
    data["dusk"][0]["cards"] = [card("fox", second="tree"), card("bear")]
    data["dawn"][0]["cards"] = [card("moon")]
    html = form_post(client, data).get_data(as_text=True)
    assert totals_on_page(html) == {"Ann": 4}  # Bear beside a Fox-with-Tree: 2, Moon: 2


def test_fewer_players_hides_panoramas_without_losing_their_cards(client):
    data = blank_data(4)
    data["dusk"][3]["cards"] = [card("bear"), card("tree")]
    html = form_post(client, dict(data, player_count=3), action="players").get_data(as_text=True)
    assert 'value="add:dusk-3:bear"' not in html
    assert card_icons(html, "dusk-3") == ["bear", "tree"]  # kept as hidden fields
    data["player_count"] = 3
    html = form_post(client, dict(data, player_count=4), action="players").get_data(as_text=True)
    assert card_icons(html, "dusk-3") == ["bear", "tree"]


def fields_the_browser_sends(html: str) -> list[tuple[str, str]]:
    """The name/value pairs a browser posts for a page's inputs and selects (no JavaScript)."""
    pairs = re.findall(r'<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"', html)
    pairs += re.findall(
        r'<select[^>]*?name="([^"]+)"[^>]*>.*?<option selected value="([^"]*)"', html
    )
    return [(name, value) for name, value in pairs if name != "action"]


def test_cards_stay_in_their_panorama_when_an_earlier_one_is_still_empty(client):
    """Adding to Dusk 2 first must not move its cards into the still empty Dusk 1."""
    page = client.get("/panorama/").get_data(as_text=True)
    body = [*fields_the_browser_sends(page), ("action", "add:dusk-1:bear")]
    html = client.post("/panorama/", data=MultiDict(body), follow_redirects=True).get_data(
        as_text=True
    )
    assert card_icons(html, "dusk-0") == []
    assert card_icons(html, "dusk-1") == ["bear"]
    body = [*fields_the_browser_sends(html), ("action", "add:dusk-1:tree")]
    html = client.post("/panorama/", data=MultiDict(body), follow_redirects=True).get_data(
        as_text=True
    )
    assert card_icons(html, "dusk-1") == ["bear", "tree"]
