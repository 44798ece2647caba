"""Topiary's web form and result page, through Flask's test client (no browser).

Forms are posted with the field names a browser sends: ``players-0-hand-1``, ``garden-2-4``
and one ``visitors-N-player`` / ``-at`` / ``-facing`` triple per visitor (the player is the
seat number, the first seat being 0).
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from typing import Any

import pytest
from markupsafe import escape
from werkzeug.datastructures import MultiDict

from scoring.topiary import INPUT_NOTES, READINGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium as ranking_rows

SAMPLE = load_example("topiary")


def form_fields(state: dict[str, Any]) -> MultiDict:
    """The fields a browser posts for a table state (built by hand, not by the adapter)."""
    names = [player["name"] for player in state["players"]]
    hands = [player["hand"] + [""] * (3 - len(player["hand"])) for player in state["players"]]
    data: dict[str, Any] = {
        "player_count": len(names),
        "players": [{"name": name, "hand": hand} for name, hand in zip(names, hands, strict=True)],
        "garden": state["garden"],
        "visitors": [
            {
                "player": names.index(visitor["player"]),
                "at": f"{visitor['at'][0]},{visitor['at'][1]}",
                "facing": visitor["facing"],
            }
            for visitor in state["visitors"]
        ],
    }
    return flatten(data)


def face_down_garden(tiles: dict[tuple[int, int], str]) -> list[list[str]]:
    garden = [["down"] * 5 for _ in range(5)]
    for (row, column), code in tiles.items():
        garden[row - 1][column - 1] = code
    return garden


def rulebook_state() -> dict[str, Any]:
    """The rulebook's example: Blue, left of row 3, sees 2, 3, 5 T-Rex and a 4 Swan."""
    row_three = ["trex-2", "trex-3", "swan-4", "trex-5", "swan-5"]
    return {
        "players": [{"name": "Red", "hand": []}, {"name": "Blue", "hand": []}],
        "garden": face_down_garden({(3, column): code for column, code in enumerate(row_three, 1)}),
        "visitors": [{"player": "Blue", "at": [3, 1], "facing": "E"}],
    }


def ranking(html: str) -> list[tuple[str, int]]:
    """(name, total) in the podium's order."""
    return ranking_rows(html)


def podium(html: str) -> str:
    match = re.search(r'<h1 id="podium-title">(.*?)</h1>', html, re.S)
    assert match, "no podium on the page"
    return match.group(1).strip()


class FormReader(HTMLParser):
    """What a browser would post for the page's main form: inputs and selected options."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: MultiDict = MultiDict()
        self.select: str | None = None
        self.first_option: str | None = None
        self.chosen = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = {key: value or "" for key, value in attrs}
        if tag == "input" and "name" in attributes and attributes.get("type") != "submit":
            self.fields.add(attributes["name"], attributes.get("value", ""))
        elif tag == "select":
            self.select, self.first_option, self.chosen = attributes["name"], None, False
        elif tag == "option" and self.select is not None:
            if self.first_option is None:
                self.first_option = attributes.get("value", "")
            if "selected" in attributes:
                self.fields.add(self.select, attributes.get("value", ""))
                self.chosen = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "select" and self.select is not None:
            if not self.chosen:
                self.fields.add(self.select, self.first_option or "")
            self.select = None


def read_form(html: str) -> MultiDict:
    reader = FormReader()
    reader.feed(html.split('id="form"', 1)[1].split("</form>", 1)[0])
    return reader.fields


def shown(html: str) -> str:
    """The page as it shows: without the <template>s the phone copies offline (one panel,
    one visitor line, one group per player, with placeholders)."""
    return re.sub(r"<template\b.*?</template>", "", html, flags=re.S)


def selected(html: str, field_id: str) -> str:
    match = re.search(rf'<select[^>]*id="{field_id}"[^>]*>(.*?)</select>', html, re.S)
    assert match, f"no select {field_id}"
    chosen = re.search(r'<option[^>]*selected[^>]*value="([^"]*)"', match.group(1))
    return chosen.group(1) if chosen else ""


def input_value(html: str, field_id: str) -> str:
    match = re.search(rf'<input[^>]*id="{field_id}"[^>]*>', html)
    assert match, f"no input {field_id}"
    value = re.search(r'value="([^"]*)"', match.group(0))
    return value.group(1) if value else ""


def test_blank_form_shows_two_players_a_face_down_garden_and_the_places(client):
    response = client.get("/topiary/")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert 'id="players-1-name"' in html
    assert 'id="players-2-name"' not in html  # 2 players unless told otherwise
    assert html.count('data-picker=""') == 25 + 2 * 3  # garden cells and two hands of 3
    assert selected(html, "garden-2-2") == "down"
    assert shown(html).count('value="place:') == 24  # the ring of places to stand
    assert shown(html).count("0 of 8 visitors") == 2


def test_sample_table_is_scored_from_the_form(client):
    response = client.post("/topiary/", data=form_fields(SAMPLE["state"]), follow_redirects=True)
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert podium(html) == "Ben wins"
    assert ranking(html) == [("Ben", 15), ("Cat", 14), ("Ann", 13)]
    assert dict(ranking(html)) == SAMPLE["expect"]["totals"]


def test_rulebook_blue_visitor_sees_three_trex_and_a_swan_for_17(client):
    response = client.post("/topiary/", data=form_fields(rulebook_state()), follow_redirects=True)
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert podium(html) == "Blue wins"
    assert ranking(html) == [("Blue", 17), ("Red", 0)]
    # The line drawn: 3 T-Rex seen, the 5 Swan hidden behind the 5 T-Rex, +3 bonus.
    assert 'Swan 5: <span class="status-hidden">hidden ✗</span> behind T-Rex 5' in html
    assert "3 T-Rex bonus +3" in html


def test_result_page_explains_hand_tiles_and_links_back(client):
    html = client.post(
        "/topiary/", data=form_fields(SAMPLE["state"]), follow_redirects=True
    ).get_data(as_text=True)
    # Ann holds Pom-Pom 4; her visitor at the bottom-right corner sees Pom-Pom 5.
    assert "Ann&#39;s visitor at the bottom-right corner" in html
    assert "sees Pom-Pom 5 at row 5, column 5, higher than 4 → 4." in html
    assert 'action="/topiary/edit"' in html
    assert "/topiary/rules" in html


def test_bad_form_comes_back_422_with_everything_typed_and_the_message_beside_its_field(client):
    state = rulebook_state()
    state["players"][0]["hand"] = ["swan-4"]  # Swan 4 is in the garden already
    state["visitors"] += [
        {"player": "Red", "at": [1, column], "facing": "S"} for column in range(1, 6)
    ] + [{"player": "Red", "at": [5, column], "facing": "N"} for column in range(1, 5)]
    response = client.post("/topiary/", data=form_fields(state), follow_redirects=True)
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    assert input_value(html, "players-0-name") == "Red"
    assert selected(html, "players-0-hand-0") == "swan-4"
    assert selected(html, "garden-2-3") == "trex-5"
    assert re.search(r'id="players-0-hand-0-errors">\s*<li>Swan 4 is both in garden row 3', html)
    # Red's 9th visitor (the 10th in the list) is one too many with 2 players.
    assert re.search(r'id="visitors-9-errors">\s*<li>This visitor is one too many for Red', html)
    assert 'href="#visitors-9"' in html and 'href="#players-0-hand-0"' in html
    assert "9 of 8 visitors (too many)" in html


def test_blank_names_read_player_1_and_player_2(client):
    fields = form_fields(rulebook_state())
    fields.setlist("players-0-name", [""])
    fields.setlist("players-1-name", ["  "])
    html = client.post("/topiary/", data=fields, follow_redirects=True).get_data(as_text=True)
    assert ranking(html) == [("Player 2", 17), ("Player 1", 0)]


def test_edit_refills_the_form_and_scores_the_same_again(client):
    response = client.post("/topiary/edit", data={"state": json.dumps(SAMPLE["state"])})
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert selected(html, "player_count") == "3"
    assert input_value(html, "players-2-name") == "Cat"
    assert selected(html, "players-0-hand-2") == "pompom-4"
    assert selected(html, "garden-1-4") == "icosahedron-4"
    assert selected(html, "garden-0-0") == "down"
    assert input_value(html, "visitors-17-at") == "3,1"
    assert input_value(html, "visitors-17-facing") == "SE"
    assert input_value(html, "visitors-17-player") == "2"
    again = client.post("/topiary/", data=read_form(html), follow_redirects=True).get_data(
        as_text=True
    )
    assert ranking(again) == [("Ben", 15), ("Cat", 14), ("Ann", 13)]


def test_edit_with_unreadable_state_asks_to_enter_it_again(client):
    response = client.post("/topiary/edit", data={"state": "not json"})
    assert response.status_code == 400
    assert "could not be read back" in response.get_data(as_text=True)


def post_action(client, fields: MultiDict, action: str) -> str:
    fields = MultiDict(fields)
    fields.setlist("action", [action])
    response = client.post("/topiary/", data=fields, follow_redirects=True)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_tapping_a_place_opens_it_with_a_chip_per_player(client):
    html = post_action(client, form_fields(rulebook_state()), "place:2-0")
    assert '<h3 id="place-panel-title">Left of row 2</h3>' in html
    for key in ("1-1-NE", "2-1-E", "3-1-SE"):
        assert f'value="visit:{key}:0"' in html and f'value="visit:{key}:none"' in html
    assert input_value(html, "open_place") == "2-0"
    closed = post_action(client, read_form(html), "place:2-0")
    assert "place-panel-title" not in shown(closed)


def test_place_buttons_land_on_the_chooser_and_closing_it_on_the_garden(client):
    # Without JavaScript the page comes back at the top; the anchor brings the chooser (below
    # the garden, off-screen on a phone) or, once it is closed, the garden back into view.
    blank = client.get("/topiary/").get_data(as_text=True)
    assert 'value="place:2-0" formaction="/topiary/#place-panel"' in blank
    html = post_action(client, form_fields(rulebook_state()), "place:2-0")
    assert '<section class="place-panel" id="place-panel" tabindex="-1"' in html
    assert 'value="place:2-0" formaction="/topiary/#garden"' in html  # tapped again: closes
    assert 'value="place:0-3" formaction="/topiary/#place-panel"' in html
    assert 'value="visit:2-1-E:0" formaction="/topiary/#place-panel"' in html
    assert 'formaction="/topiary/#garden" class="close-panel"' in html


def test_duplicate_tile_message_names_the_tile_as_printed(client):
    state = rulebook_state()
    state["garden"][0][1] = "pompom-5"
    state["players"][1]["hand"] = ["pompom-5"]
    html = client.post("/topiary/", data=form_fields(state), follow_redirects=True).get_data(
        as_text=True
    )
    message = (
        "Pom-Pom 5 is both in garden row 1, column 2 and in Blue&#39;s hand; the game has only one."
    )
    assert html.count(message) == 2  # in the summary and beside Blue's hand tile
    assert "pompom-5 is" not in html


def test_visit_buttons_place_change_and_take_away_a_visitor(client):
    fields = form_fields(rulebook_state())  # Blue's visitor is visitors-0
    placed = post_action(client, fields, "visit:1-3-S:0")
    assert input_value(placed, "visitors-1-at") == "1,3"
    assert input_value(placed, "visitors-1-facing") == "S"
    assert input_value(placed, "visitors-1-player") == "0"
    assert "1 of 8 visitors" in placed and "above column 3, looking down (S)" in placed
    changed = post_action(client, read_form(placed), "visit:1-3-S:1")
    assert input_value(changed, "visitors-1-player") == "1"
    assert "2 of 8 visitors" in changed
    again = post_action(client, read_form(changed), "visit:1-3-S:1")  # its owner again: away
    assert 'id="visitors-1-at"' not in again
    nobody = post_action(client, read_form(placed), "visit:1-3-S:none")
    assert 'id="visitors-1-at"' not in nobody


def test_drop_button_takes_a_visitor_away_from_the_list(client):
    html = post_action(client, form_fields(rulebook_state()), "drop:0")
    assert 'id="visitors-0-at"' not in html
    assert shown(html).count("0 of 8 visitors") == 2


def test_player_count_button_shows_more_players_and_keeps_the_rest(client):
    fields = form_fields(rulebook_state())
    fields.setlist("player_count", ["3"])
    html = post_action(client, fields, "players")
    assert 'id="players-2-name"' in html
    assert input_value(html, "players-1-name") == "Blue"
    assert selected(html, "garden-2-3") == "trex-5"
    assert shown(html).count("0 of 6 visitors") == 2 and "1 of 6 visitors" in html


@pytest.mark.parametrize(
    ("field", "value", "outcome"),
    [
        # A value no page of ours sends is refused beside its field (422)...
        ("player_count", "seven", 422),
        ("player_count", "9", 422),
        ("garden-0-0", "dragon-9", 422),
        ("players-0-hand-0", "trex-9", 422),
        ("players-0-name", "x" * 500, 422),
        ("visitors-0-player", "7", 422),
        ("visitors-0-player", "Nobody", 422),
        ("visitors-0-at", "99,99", 422),
        ("visitors-0-at", "row three", 422),
        ("visitors-0-facing", "up", 422),
        ("visitors-60-at", "1,1", 422),
        # ...a key no field has is ignored, and the table scores as it stands...
        ("garden-0", "x", "scored"),
        ("open_place", "3-3", "scored"),
        # ...and an edit button no page of ours has changes nothing: the form comes back.
        ("action", "visit:9-9-Q:0", "form"),
        ("action", "visit:1-1-S:12", "form"),
        ("action", "drop:99", "form"),
        ("action", "place:x", "form"),
        ("action", "explode", "form"),
    ],
)
def test_tampered_form_values_get_one_clear_answer_never_a_server_error(
    client, field, value, outcome
):
    fields = form_fields(rulebook_state())
    fields.setlist(field, [value])
    response = client.post("/topiary/", data=fields, follow_redirects=True)
    html = response.get_data(as_text=True)
    if outcome == 422:
        assert response.status_code == 422
        assert 'id="error-summary"' in html
        # Said in the players' words, never in WTForms' own.
        assert "Not a valid choice" not in html and "could not coerce" not in html
    elif outcome == "scored":
        untampered = client.post(
            "/topiary/", data=form_fields(rulebook_state()), follow_redirects=True
        )
        assert response.status_code == 200
        assert ranking(html) == ranking(untampered.get_data(as_text=True))
    else:
        assert response.status_code == 200
        assert "Score Topiary" in html and 'id="podium-title"' not in html
        assert 'id="error-summary"' not in html


def test_tampered_visitor_position_is_reported_beside_the_visitor(client):
    fields = form_fields(rulebook_state())
    fields.setlist("visitors-0-at", ["3,3"])
    html = client.post("/topiary/", data=fields, follow_redirects=True).get_data(as_text=True)
    assert re.search(r'id="visitors-0-errors">\s*<li>Blue&#39;s visitor at row 3, column 3', html)


def test_form_without_csrf_token_comes_back_filled_in(csrf_app):
    response = csrf_app.test_client().post(
        "/topiary/", data=form_fields(rulebook_state()), follow_redirects=True
    )
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "everything you entered is still here" in html
    assert input_value(html, "players-1-name") == "Blue"
    assert selected(html, "garden-2-0") == "trex-2"


def test_rules_page_lists_every_reading(client):
    html = client.get("/topiary/rules").get_data(as_text=True)
    for reading in READINGS:
        assert str(escape(reading)) in html
    notes = html.split('<details class="table-json">', 1)[1]
    assert notes.lstrip().startswith("<summary>For developers: how the JSON is read</summary>")
    for note in INPUT_NOTES:
        assert str(escape(note)) in notes
    assert "2 + 3 + 5 + 4 = 14, +3 bonus for the three T-Rex = 17" in html


def test_the_visitor_list_names_the_spot_as_it_was_tapped(client):
    # Tapped "Left of row 4", then Ann on its down-right way: the visitor's first tile is
    # row 5, column 1, but the list names the place the player tapped, not that tile.
    opened = post_action(client, form_fields(rulebook_state()), "place:4-0")
    assert '<h3 id="place-panel-title">Left of row 4</h3>' in opened
    placed = post_action(client, read_form(opened), "visit:5-1-SE:0")
    visitors = placed.split('id="visitors"', 1)[1]
    assert "left of row 4, looking down-right (SE) along a 1-tile diagonal" in visitors
    assert "row 5, column 1" not in visitors
    # The corner and the places along the rows and columns alike.
    corner = post_action(client, read_form(placed), "visit:5-5-NW:1")
    assert "at the bottom-right corner, looking up-left (NW) along the long diagonal" in corner


def test_a_repeated_name_in_the_form_is_reported_with_every_other_problem(client):
    state = rulebook_state()
    state["players"].append({"name": "red", "hand": []})  # Red and red
    state["garden"][0][0] = "swan-4"  # Swan 4 is in row 3 already
    state["visitors"].append({"player": "Blue", "at": [3, 3], "facing": "E"})  # not on the edge
    fields = form_fields(state)
    fields.setlist("player_count", ["3"])
    response = client.post("/topiary/", data=fields, follow_redirects=True)
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    assert re.search(r'id="players-2-name-errors">\s*<li>Two players are called', html)
    assert re.search(r'id="garden-2-2-errors">\s*<li>Swan 4 is both in garden row 1', html)
    assert re.search(r'id="visitors-1-errors">\s*<li>Blue&#39;s visitor at row 3, column 3', html)
