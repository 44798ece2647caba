"""Panorama's pages through Flask's test client: the form, its edit buttons, the result."""

from __future__ import annotations

import html as html_text
import json
import re
from html.parser import HTMLParser

import pytest
from werkzeug.datastructures import MultiDict

from scoring import get_game
from scoring.panorama import INPUT_NOTES, READINGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import get_adapter

EMPTY_WATCH_ROW = {"offset": "", "icon": ""}

ADAPTER = get_adapter("panorama")
assert ADAPTER is not None


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
    assert "Dusk: Player 1 and Player 2" in page_text(html)


def test_sample_table_posted_as_a_form_scores_the_expected_totals(client):
    example = load_example("panorama")
    response = form_post(client, ADAPTER.form_data_from_state(example["state"]))
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert totals_on_page(html) == example["expect"]["totals"]
    assert "Dev wins" in html


def test_result_explains_each_card(client):
    data = blank_data(1)
    data["dusk"][0]["cards"] = [card("tree"), card("bear"), card("tree")]
    data["dawn"][0]["cards"] = [card("moon")]
    html = form_post(client, data).get_data(as_text=True)
    # Bear: a Tree on each side, 2 points each (spec/panorama.md); each Tree 1; the Moon 0.
    assert "card 1 on its left (Tree) has a Tree; card 3 on its right (Tree) has a Tree" in html
    assert "2 Trees × 2 = 4" in html
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
    # The second Moon is the one too many: its card shows the error, not the first Moon.
    assert 'id="dusk-0-cards-1-errors"' in html
    assert 'id="dusk-0-cards-0-errors"' not in html
    # Ben's Dawn panorama has no cards: the error is on its (empty) list of cards.
    assert 'id="dawn-1-cards-errors"' in html
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
    assert 'name="dawn-0-cards-0-watch-3-offset"' in html
    data["dawn"][0]["cards"] = [
        card(
            "watchtower", watch=[{"offset": "2", "icon": "tree"}] + [{"offset": "", "icon": ""}] * 3
        ),
        card("fox"),
        card("tree"),
    ]
    data["dusk"][0]["cards"] = [card("fox")]
    html = form_post(client, data).get_data(as_text=True)
    assert totals_on_page(html) == {"Ann": 1}


def test_changing_the_player_count_reshapes_the_panoramas(client):
    data = blank_data(3)
    html = form_post(client, dict(data, player_count=5), action="players").get_data(as_text=True)
    assert "Dusk: Player 5 and Ann" in page_text(html)
    assert 'id="awards"' in html
    html = form_post(client, dict(data, player_count=2), action="players").get_data(as_text=True)
    assert 'id="awards"' not in html and "Dusk: Ann" in page_text(html)


def test_edit_refills_the_form_with_the_table(client):
    example = load_example("panorama")
    response = client.post("/panorama/edit", data={"state": json.dumps(example["state"])})
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'value="Dev"' in html
    # The cards on the page; the <template>s the phone copies offline hold one of each kind.
    shown = re.sub(r"<template\b.*?</template>", "", html, flags=re.S)
    assert shown.count('name="action" value="remove:') == sum(
        len(panorama["cards"]) for phase in ("dusk", "dawn") for panorama in example["state"][phase]
    )


def test_form_and_state_round_trip_to_the_same_score(app):
    """A table shown again in the form (edit) becomes the same table when it is scored."""
    example = load_example("panorama")
    game = get_game("panorama")
    with app.test_request_context():
        form = ADAPTER.filled_form(ADAPTER.form_data_from_state(example["state"]))
        ADAPTER.prepare_form(form)
        state = ADAPTER.state_from_form(form).state
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
def test_tampered_form_values_are_refused_beside_their_field_never_a_crash(client, garbage):
    # None of these tables can be scored (at the least, a panorama has no cards): 422.
    response = client.post("/panorama/", data=garbage)
    assert response.status_code == 422
    assert 'id="error-summary"' in response.get_data(as_text=True)


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
    # A translated sentence is written as the catalogue has it ("icon's", not "icon&#39;s").
    text = html_text.unescape(html)
    for reading in READINGS:
        assert reading in text
    notes = text.split('<details class="table-json">', 1)[1]
    assert notes.lstrip().startswith("<summary>For developers: how the JSON is read</summary>")
    for note in INPUT_NOTES:
        assert note in notes


def test_rules_page_quotes_the_rulebook_on_the_cards_beside_a_watchtower(client):
    html = client.get("/panorama/rules").get_data(as_text=True)
    assert "“Any card can be directly next to the Watchtower, but it will not score any " in html
    assert "its positions are 2 or more cards away" in html


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


class _FormFields(HTMLParser):
    """Collects what a browser posts for a page: inputs with a name (checkboxes only when
    checked), and each select's chosen option (its first one when none is marked)."""

    def __init__(self) -> None:
        super().__init__()
        self.pairs: list[tuple[str, str]] = []
        self.select: str | None = None
        self.options: list[tuple[str, bool]] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        name = attributes.get("name")
        if "disabled" in attributes:
            return
        if tag == "input" and name and name != "action":
            if attributes.get("type") in ("checkbox", "radio") and "checked" not in attributes:
                return
            self.pairs.append((name, attributes.get("value") or ""))
        elif tag == "select" and name:
            self.select, self.options = name, []
        elif tag == "option" and self.select is not None:
            self.options.append((attributes.get("value") or "", "selected" in attributes))

    def handle_endtag(self, tag):
        if tag == "select" and self.select is not None:
            chosen = [value for value, selected in self.options if selected]
            first = [value for value, _ in self.options[:1]]
            self.pairs.extend((self.select, value) for value in (chosen or first)[:1])
            self.select = None


def fields_the_browser_sends(html: str) -> list[tuple[str, str]]:
    """The name/value pairs a browser posts for a page's form (no JavaScript); vantage.js
    posts the same pairs (``new FormData(form)``) with the button's action."""
    parser = _FormFields()
    parser.feed(html)
    return parser.pairs


def press(client, html: str, action: str, status: int = 200, **changed: str) -> str:
    """Post a page's form as a browser would, with some fields changed and one button; the
    answer must have ``status`` (an edit button and a table that scores: 200)."""
    body = [(name, value) for name, value in fields_the_browser_sends(html) if name not in changed]
    body += [*changed.items(), ("action", action)]
    response = client.post("/panorama/", data=MultiDict(body), follow_redirects=True)
    assert response.status_code == status, response.status_code
    return response.get_data(as_text=True)


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


# Changing the player count and back loses and moves nothing (issue 14).


def sample_table_form(client) -> str:
    """The spec's 4-player sample table (Ann 56, Ben 30, Cat 37, Dev 63) shown in the form."""
    state = load_example("panorama")["state"]
    return client.post("/panorama/edit", data={"state": json.dumps(state)}).get_data(as_text=True)


@pytest.mark.parametrize("fewer", [3, 2, 1])
def test_changing_the_player_count_and_back_keeps_every_card_and_award(client, fewer):
    example = load_example("panorama")
    before = sample_table_form(client)
    html = press(client, before, "players", player_count=str(fewer))
    assert f'value="add:dusk-{fewer}:bear"' not in html  # seat hidden, not dropped
    html = press(client, html, "players", player_count="4")
    assert sorted(fields_the_browser_sends(html)) == sorted(fields_the_browser_sends(before))
    assert ("awards", "originality") in fields_the_browser_sends(html)
    scored = press(client, html, "score")
    assert totals_on_page(scored) == example["expect"]["totals"]  # Ann 56, Ben 30, Cat 37, Dev 63
    assert "Dev wins" in scored


def test_hidden_seats_keep_empty_panoramas_in_their_place(client):
    """5 players, Dusk 4 still empty and Dusk 5 filled: 5 → 3 → 5 moves no card into Dusk 4."""
    data = blank_data(5)
    data["dusk"][4]["cards"] = [card("bear"), card("tree")]
    data["dawn"][3]["cards"] = [card("fox")]
    html = form_post(client, data, action="edit:dusk-0:0")
    html = press(client, html.get_data(as_text=True), "players", player_count="3")
    html = press(client, html, "players", player_count="5")
    assert card_icons(html, "dusk-3") == []
    assert card_icons(html, "dusk-4") == ["bear", "tree"]
    assert card_icons(html, "dawn-3") == ["fox"]
    assert card_icons(html, "dawn-4") == []
    assert 'value="Eve"' in html


# Watchtower positions (issue 9): never the card right beside it.


def watchtower_card(offset: str) -> dict:
    return card("watchtower", watch=[{"offset": offset, "icon": "tree"}] + [EMPTY_WATCH_ROW] * 3)


def watchtower_data(offset: str) -> dict:
    """Ann, Ben and Cat; Cat and Ann's Dusk panorama (dusk-2) opens with a Watchtower looking
    for a Tree at ``offset``, then Tree, Tree; every other panorama is a Fox."""
    data = blank_data(3)
    for phase in ("dusk", "dawn"):
        for panorama in data[phase]:
            panorama["cards"] = [card("fox")]
    data["dusk"][2]["cards"] = [watchtower_card(offset), card("tree"), card("tree")]
    return data


def card_errors(html: str, card_id: str) -> str:
    """The errors listed beside a closed card, as the page shows them."""
    errors = re.search(rf'<ul class="field-errors" id="{card_id}-errors">(.*?)</ul>', html, re.S)
    assert errors is not None, f"no errors beside {card_id}"
    return html_text.unescape(errors.group(1))


def page_text(html: str) -> str:
    """The page's text as a player reads it: tags dropped (a heading's names are spans)."""
    return html_text.unescape(re.sub(r"<[^>]+>", "", html))


def offsets_offered(html: str, name: str) -> list[str]:
    """The positions a Watchtower's row offers as chips (radio buttons), in page order."""
    offered = re.findall(rf'<input type="radio" name="{name}" value="([^"]*)"', html)
    assert offered, name
    return offered


def test_watchtower_form_offers_only_positions_two_or_more_cards_away(client):
    html = form_post(client, blank_data(1), action="add:dusk-0:watchtower").get_data(as_text=True)
    for row in range(4):
        offered = offsets_offered(html, f"dusk-0-cards-0-watch-{row}-offset")
        assert offered == ["-4", "-3", "-2", "2", "3", "4", ""]
    assert "2 to the left" in html and "1 to the left" not in html and "1 to the right" not in html


@pytest.mark.parametrize("offset", ["-1", "1"])
def test_watchtower_beside_it_posted_anyway_comes_back_with_the_error_on_its_card(client, offset):
    response = form_post(client, watchtower_data(offset))
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    errors = card_errors(html, "dusk-2-cards-0")
    assert "is the card directly beside the Watchtower" in errors
    assert "Any card can be directly next to the Watchtower" in errors
    assert 'href="#dusk-2-cards-0"' in html  # the summary at the top links to the card
    # The form comes back as it was posted, the refused position included.
    assert f'name="dusk-2-cards-0-watch-0-offset" value="{offset}"' in html
    assert card_icons(html, "dusk-2") == ["watchtower", "tree", "tree"]
    assert 'value="Cat"' in html


def test_watchtower_beside_it_shows_its_error_in_the_open_editor(client):
    data = watchtower_data("1")
    data["editing"] = "dusk-2-cards-0"
    html = form_post(client, data).get_data(as_text=True)
    editor = html.split('id="dusk-2-cards-0-editor"', 1)[1].split("</fieldset>", 1)[0]
    assert "is the card directly beside the Watchtower" in editor


@pytest.mark.parametrize("offset", ["2", "-2"])
def test_watchtower_two_cards_away_is_scored_from_the_form(client, offset):
    data = watchtower_data(offset)
    if offset == "-2":  # Tree, Tree, Watchtower: the Tree 2 cards to its left.
        data["dusk"][2]["cards"].reverse()
    response = form_post(client, data)
    assert response.status_code == 200
    # The Watchtower finds its Tree: 1 point for Cat and Ann's panorama.
    assert totals_on_page(response.get_data(as_text=True)) == {"Ann": 1, "Cat": 1, "Ben": 0}


WATCHTOWER_STATE = {
    "players": ["Ann", "Ben", "Cat"],
    "dusk": [
        {"players": ["Ann", "Ben"], "cards": ["fox"]},
        {"players": ["Ben", "Cat"], "cards": ["fox"]},
        {"players": ["Cat", "Ann"], "cards": ["tree", "fox", None, "fox", "tree"]},
    ],
    "dawn": [
        {"players": ["Ann", "Ben"], "cards": ["fox"]},
        {"players": ["Ben", "Cat"], "cards": ["fox"]},
        {"players": ["Cat", "Ann"], "cards": ["fox"]},
    ],
}


def watchtower_state(*offsets: int) -> dict:
    """WATCHTOWER_STATE with its Watchtower (Dusk Cat–Ann, card 3) looking for Trees."""
    state = json.loads(json.dumps(WATCHTOWER_STATE))
    state["dusk"][2]["cards"][2] = {
        "icons": ["watchtower"],
        "watch": [{"offset": offset, "icon": "tree"} for offset in offsets],
    }
    return state


@pytest.mark.parametrize("offset", [-1, 1])
def test_watchtower_beside_it_is_refused_by_the_api(client, offset):
    response = client.post("/api/v1/games/panorama/score", json=watchtower_state(offset))
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert [error["path"] for error in errors] == ["dusk[2].cards[2].watch[0].offset"]
    assert "Any card can be directly next to the Watchtower" in errors[0]["message"]


def test_watchtower_two_cards_away_is_scored_by_the_api(client):
    response = client.post("/api/v1/games/panorama/score", json=watchtower_state(-2, 2))
    assert response.status_code == 200
    # The Trees 2 cards to its left and right: 2 points for Cat and Ann's panorama.
    totals = {p["name"]: p["total"] for p in response.get_json()["players"]}
    assert totals == {"Ann": 2, "Ben": 0, "Cat": 2}


# A card posted with a second icon and no first one (issue 14).


def test_a_card_with_only_a_second_icon_reads_as_that_icon(client):
    body = flatten(watchtower_data("2"))
    body["dusk-0-cards-0-icon"] = ""
    del body["dusk-0-cards-0-icon"]
    body["dusk-0-cards-0-second_icon"] = "moon"
    response = client.post("/panorama/", data=body, follow_redirects=True)
    assert response.status_code == 200
    # Dusk Ann–Ben is now a Moon alone (2 points) besides the Watchtower's Tree (1 point).
    assert totals_on_page(response.get_data(as_text=True)) == {"Ann": 3, "Ben": 2, "Cat": 1}


@pytest.mark.parametrize("action", ["edit:dusk-0:0", "players", "left:dusk-0:0"])
def test_a_card_with_only_a_second_icon_is_shown_by_the_edit_buttons(client, action):
    body = flatten(blank_data(1))
    body["dusk-0-cards-0-second_icon"] = "tree"
    body["action"] = action
    response = client.post("/panorama/", data=body)
    assert response.status_code == 200
    assert "Card 1, Tree" in response.get_data(as_text=True)


def test_a_card_with_no_icon_at_all_is_a_field_error(client):
    body = flatten(blank_data(1))
    body["dusk-0-cards-0-scores_as"] = "bear"
    response = client.post("/panorama/", data=body)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert "lists no icons" in card_errors(html, "dusk-0-cards-0")


# Issue 15: entry at the speed of the table, without JavaScript (the server's actions).


def apply(data: dict, *actions: str) -> dict:
    """The form data after pressing ``actions`` one after the other (as the server does)."""
    for action in actions:
        data = ADAPTER.apply_action(data, action)
    return data


def icons_of(data: dict, phase: str = "dusk", index: int = 0) -> list[str]:
    return [
        "+".join(filter(None, (c["icon"], c["second_icon"]))) for c in data[phase][index]["cards"]
    ]


@pytest.mark.parametrize(
    ("chip", "icons"),
    [
        ("bear+tree", ["bear", "tree"]),
        ("fox+tree", ["fox", "tree"]),
        ("fox+lake", ["fox", "lake"]),
        ("watchtower+fox", ["watchtower", "fox"]),
    ],
)
def test_printed_two_icon_card_is_one_chip(client, chip, icons):
    html = client.get("/panorama/").get_data(as_text=True)
    assert f'value="add:dusk-0:{chip}"' in html
    data = apply(blank_data(1), f"add:dusk-0:{chip}")
    assert icons_of(data) == ["+".join(icons)]


@pytest.mark.parametrize("chip", ["fox+moon", "bear+tree+fox", "tree+bear", "+", "bear+"])
def test_a_two_icon_chip_that_is_not_printed_adds_nothing(chip):
    assert icons_of(apply(blank_data(1), f"add:dusk-0:{chip}")) == []


def test_bear_with_tree_chip_scores_as_a_bear(client):
    """Solo: Tree, Bear with Tree, Tree: the Bear has a Tree card on each side, 2 + 2 = 4; the
    Dawn Moon 2: 6 in all."""
    data = blank_data(1)
    data = apply(data, "add:dusk-0:tree", "add:dusk-0:bear+tree", "add:dusk-0:tree")
    data = apply(data, "add:dawn-0:moon")
    assert totals_on_page(form_post(client, data).get_data(as_text=True)) == {"Ann": 6}


def test_insert_here_puts_new_cards_before_that_card_in_their_order():
    data = apply(blank_data(1), "add:dusk-0:fox", "add:dusk-0:tree", "insert:dusk-0:1")
    assert data["inserting"] == "dusk-0-cards-1"
    data = apply(data, "add:dusk-0:bear", "add:dusk-0:moose")
    assert icons_of(data) == ["fox", "bear", "moose", "tree"]
    # Pressed again, the mark goes: the next card goes to the right end.
    data = apply(data, "insert:dusk-0:3", "add:dusk-0:lake")
    assert icons_of(data) == ["fox", "bear", "moose", "tree", "lake"]
    assert data["inserting"] == ""


def test_insert_before_the_first_card():
    data = apply(blank_data(1), "add:dusk-0:tree", "insert:dusk-0:0", "add:dusk-0:sun")
    assert icons_of(data) == ["sun", "tree"]


def test_insert_mark_follows_its_card_when_an_earlier_card_is_removed():
    data = apply(blank_data(1), "add:dusk-0:fox", "add:dusk-0:bear", "add:dusk-0:tree")
    data = apply(data, "insert:dusk-0:2", "remove:dusk-0:0", "add:dusk-0:moose")
    assert icons_of(data) == ["bear", "moose", "tree"]


def test_insert_mark_of_one_panorama_never_moves_cards_of_another():
    data = apply(blank_data(1), "add:dusk-0:fox", "add:dusk-0:tree", "insert:dusk-0:1")
    data = apply(data, "add:dawn-0:moon")
    assert icons_of(data, "dawn") == ["moon"] and icons_of(data) == ["fox", "tree"]


@pytest.mark.parametrize("action", ["insert:dusk-0:9", "insert:dusk-7:0", "insert:noon-0:0"])
def test_a_stale_insert_changes_nothing(action):
    data = apply(blank_data(1), "add:dusk-0:fox")
    assert apply(data, action) == apply(blank_data(1), "add:dusk-0:fox")


def test_insert_here_without_javascript_round_trips_through_the_page(client):
    """The mark travels in the page (a hidden field) and the palette says where cards go."""
    data = apply(blank_data(1), "add:dusk-0:fox", "add:dusk-0:tree")
    html = form_post(client, data, action="insert:dusk-0:1").get_data(as_text=True)
    assert '<input type="hidden" name="inserting" value="dusk-0-cards-1">' in html
    assert "New cards go before card 2 (Tree)." in page_text(html)
    assert "Add a card before card 2 of" in html
    html = press(client, html, "add:dusk-0:bear")
    assert card_icons(html, "dusk-0") == ["fox", "bear", "tree"]


def test_without_javascript_a_new_watchtower_lands_at_its_position_fields(client):
    """Its chip posts to the address of the editor it opens, not to the palette below it."""
    data = apply(blank_data(1), "add:dusk-0:fox", "add:dusk-0:tree")
    html = form_post(client, data).get_data(as_text=True)
    for chip in ("watchtower", "watchtower+fox"):
        button = re.search(rf'<button[^>]*value="add:dusk-0:{re.escape(chip)}"[^>]*>', html)
        assert button is not None
        assert 'formaction="/panorama/#dusk-0-cards-2-editor"' in button.group(0)
    html = form_post(client, data, action="add:dusk-0:watchtower").get_data(as_text=True)
    assert 'id="dusk-0-cards-2-editor"' in html


def test_closed_watchtower_shows_its_positions(client):
    data = blank_data(1)
    data["dusk"][0]["cards"] = [
        card(
            "watchtower", watch=[{"offset": "2", "icon": "tree"}, {"offset": "-3", "icon": "bear"}]
        ),
        card("fox"),
        card("tree"),
    ]
    html = form_post(client, data, action="players").get_data(as_text=True)
    assert "+2 Tree · −3 Bear" in page_text(html)
    assert 'aria-label="Card 1, Watchtower: +2 Tree · −3 Bear: change"' in html


def test_card_editor_opens_inside_its_card(client):
    data = apply(blank_data(1), "add:dusk-0:fox", "add:dusk-0:tree", "add:dusk-0:lake")
    html = form_post(client, data, action="edit:dusk-0:1").get_data(as_text=True)
    opened = r'<li class="card editing" id="dusk-0-cards-1">(.*?)</li>\s*<li'
    card_item = re.search(opened, html, re.S)
    assert card_item is not None and 'id="dusk-0-cards-1-editor"' in card_item.group(1)


def test_errors_name_the_panorama_as_its_heading_does(client):
    """Two face-up Moons in Ann and Ben's Dusk panorama: the message names "Dusk: Ann and Ben",
    the words of the heading above it, not "Dusk panorama 1"."""
    data = blank_data(3)
    data["dusk"][0]["cards"] = [card("moon"), card("moon")]
    html = form_post(client, data).get_data(as_text=True)
    assert "Dusk: Ann and Ben have a second face-up Moon at card 2" in html_text.unescape(html)
    assert "Dusk panorama 1" not in html
