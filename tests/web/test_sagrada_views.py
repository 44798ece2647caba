"""Sagrada's entry form, result and rules pages through Flask's test client."""

from __future__ import annotations

import gzip
import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from markupsafe import escape
from werkzeug.datastructures import MultiDict

from scoring.sagrada import INPUT_NOTES, READINGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.entry.views import EXPIRED_FORM_MESSAGE
from web.games import get_adapter
from web.platform.assets import minified

SAMPLE = load_example("sagrada")
ADAPTER = get_adapter("sagrada")
assert ADAPTER is not None
form_data_from_state = ADAPTER.form_data_from_state
EMPTY_ROW = ". . . . ."


class FormValues(HTMLParser):
    """What a browser would post for the entry form as it is shown (no button pressed)."""

    def __init__(self) -> None:
        super().__init__()
        self.values: list[tuple[str, str]] = []
        self.select: dict[str, Any] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        name = attributes.get("name")
        if tag == "input" and name:
            kind = attributes.get("type") or "text"
            if kind in ("checkbox", "radio"):
                if "checked" in attributes:
                    self.values.append((name, attributes.get("value") or "on"))
            else:
                self.values.append((name, attributes.get("value") or ""))
        elif tag == "select":
            self.select = {"name": name, "options": []}
        elif tag == "option" and self.select is not None:
            self.select["options"].append([attributes.get("value"), "selected" in attributes, ""])

    def handle_data(self, data: str) -> None:
        if self.select is not None and self.select["options"]:
            self.select["options"][-1][2] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "select" and self.select is not None:
            options = self.select["options"]
            chosen = [option for option in options if option[1]] or options[:1]
            if chosen and self.select["name"]:
                value, _, label = chosen[-1]
                self.values.append((self.select["name"], label.strip() if value is None else value))
            self.select = None


def form_values(page: str) -> MultiDict:
    parser = FormValues()
    parser.feed(page)
    return MultiDict(parser.values)


def cells(*rows: str) -> list[str]:
    """The 20 spaces of a window from its 4 rows, as the form's selects hold them."""
    return ["" if cell == "." else cell for row in rows for cell in row.split()]


def player(name: str, rows: list[str], private: str = "red", tokens: str = "0") -> dict:
    return {
        "name": name,
        "cells": cells(*rows),
        "window": ["", "", "", ""],
        "private": {"kind": private},
        "favor_tokens": tokens,
    }


def post_form(client, data: MultiDict | dict, action: str | None = None):
    posted = data if isinstance(data, MultiDict) else flatten(data)
    if action is not None:
        posted = MultiDict(posted)
        posted["action"] = action
    return client.post("/sagrada/", data=posted, follow_redirects=True)


def totals(page: str) -> dict[str, int]:
    """Each player's total as the podium shows it."""
    return dict(podium(page))


def selected_cell(page: str, field_id: str) -> str:
    """The option chosen in one window space's select ('' when the space is empty)."""
    select = re.search(rf'<select[^>]* id="{field_id}"[^>]*>(.*?)</select>', page, re.S)
    assert select is not None, field_id
    chosen = re.search(r"<option (?:value=\"([^\"]*)\" )?selected[^>]*>([^<]*)", select[1])
    assert chosen is not None, field_id
    return chosen[1] if chosen[1] is not None else chosen[2]


def two_player_table() -> dict[str, Any]:
    return {
        "player_count": "2",
        "public_objectives": {"light_shades": "y"},
        "players": [
            player("Ann", ["R1 Y2 G3 B4 P5", ". . . . .", ". . . . .", ". . . . ."], "red", "3"),
            player("Ben", ["B1 G2 . . .", "G2 B1 . . .", ". . . . .", ". . . . ."], "blue"),
        ],
        "edition": "2017",
    }


# The blank form.


def test_form_script_holds_sagrada_s_own_script_and_not_the_grid_picker(app, client):
    """The sheet of dice is sagrada.js's own: the grid-cell picker (static/picker.js), which no
    Sagrada control uses, is not sent to a phone with the form."""
    page = client.get("/sagrada/").get_data(as_text=True)
    [script] = re.findall(r'<script src="(/assets/sagrada-form\.[0-9a-f]+\.js)"', page)
    body = client.get(script).get_data()
    static = Path(app.static_folder)
    own = minified("js", (static / "games" / "sagrada.js").read_text(encoding="utf-8"))
    assert own.encode() in body
    # One script a page (issue 24): the form's shared scripts come in the same file.
    assert minified("js", (static / "vantage.js").read_text(encoding="utf-8")).encode() in body
    assert b"VantagePicker" not in body


def test_blank_form_shows_two_windows_of_twenty_tappable_spaces(client):
    response = client.get("/sagrada/")
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert 'id="players-1-cells-19"' in page
    assert 'id="players-2-cells-0"' not in page
    assert page.count('<select aria-label="Row ') == page.count(" data-die ") == 40
    space = re.search(r'<select[^>]* id="players-0-cells-7"[^>]*>(.*?)</select>', page, re.S)
    assert space is not None
    assert space[1].count("<option") == 31  # Empty, then R1…R6, Y1…Y6, G1…G6, B1…B6, P1…P6
    assert '<optgroup label="Purple" data-tone="purple">' in space[1]
    assert '<select aria-label="Row 2, column 3" data-die id="players-0-cells-7"' in page
    assert "<script>" not in page and "style=" not in page


def test_blank_form_stays_light_on_a_phone(app, client):
    plain = client.get("/sagrada/")
    packed = client.get("/sagrada/", headers={"Accept-Encoding": "gzip"})
    # The page holds its stylesheet (issue 24: no round trip before the first paint): the
    # form itself is held to what it was, the styles to what they weigh alone.
    style = app.extensions["vantage_assets"]["sagrada-form.css"]
    assert len(plain.data) < 48_000 + len(style.body)
    assert packed.headers["Content-Encoding"] == "gzip"
    assert len(packed.data) < 6_000 + len(style.gzipped)
    assert len(gzip.decompress(packed.data)) == len(plain.data)


def test_six_player_form_has_a_window_and_a_shared_card_per_seat(client):
    data = form_data_from_state({"players": [{"name": n} for n in "ABCDEF"]})
    page = post_form(client, data, action="players").get_data(as_text=True)
    assert 'id="players-5-cells-19"' in page
    assert 'id="shared_objectives-5-objective-type"' in page
    # The last seat shares a card with the first; the legend follows the typed names.
    assert re.search(
        r'<legend><span data-name-of="players-5-name"[^>]*>F</span> \| '
        r'<span data-name-of="players-0-name"[^>]*>A</span></legend>',
        page,
    )
    assert 'id="final_round_order-5"' in page


# Scoring.


def test_sample_table_from_the_spec_scores_its_expected_totals(client):
    response = post_form(client, form_data_from_state(SAMPLE["state"]))
    page = response.get_data(as_text=True)
    assert response.status_code == 200, page
    assert totals(page) == SAMPLE["expect"]["totals"] == {"Ann": 19, "Ben": 21, "Cat": -1}
    assert '<h1 id="podium-title">Ben wins</h1>' in page
    # The Cat | Ann "distinct" card has 3 empty spaces among its 8, so it scores 0 and says so.
    assert (
        "By our reading (the rules do not say so), this card counts only when all 8 "
        "neighbouring spaces hold a die"
    ) in page
    assert (
        "3 spaces are empty (Cat&#39;s column 5, row 2; Ann&#39;s column 1, rows 3 and 4)" in page
    )


def test_hand_filled_two_player_game_light_shades_and_private_colours(client):
    # Ann: Light Shades min(#1 = 1, #2 = 1) = 1 set × 2 = 2, red R1 = 1, 3 favor tokens,
    # 15 empty spaces = −15: −9. Ben: min(#1 = 2, #2 = 2) = 2 sets × 2 = 4, blue 1 + 1 = 2,
    # 16 empty spaces = −16: −10.
    response = post_form(client, two_player_table())
    page = response.get_data(as_text=True)
    assert response.status_code == 200, page
    assert totals(page) == {"Ann": -9, "Ben": -10}
    assert "Ann wins" in page


def test_typed_row_wins_over_the_spaces_of_its_row(client):
    table = two_player_table()
    # Ben's typed top row replaces "B1 G2 . . .": 2 more dice, and no 1 or 2 among them.
    table["players"][1]["window"][0] = "b6 g5 r4 . ."
    page = post_form(client, table).get_data(as_text=True)
    # Ben: Light Shades min(#1 = 1, #2 = 1) = 2, blue 6 + 1 = 7, 15 empty = −15: −6.
    assert totals(page)["Ben"] == -6
    assert "Ben wins" in page


def test_typed_row_that_reads_is_put_in_the_grid_when_the_form_comes_back(client):
    table = two_player_table()
    table["players"][1]["window"][0] = "b6 g5 r4 . ."
    table["players"][1]["name"] = "Ann"  # A repeated name: the form comes back with an error.
    page = post_form(client, table).get_data(as_text=True)
    assert [selected_cell(page, f"players-1-cells-{i}") for i in range(5)] == [
        "B6",
        "G5",
        "R4",
        "",
        "",
    ]
    assert re.search(r'<input [^>]*id="players-1-window-0"[^>]* value="">', page)
    # No note and no space read from a typed row (the words for the phone are written once,
    # in <template id="sagrada-words">, whatever the table).
    assert "data-typed-note" not in page
    assert "(read from the typed row below)</label>" not in page
    # The summary counts the dice the grid shows: B6 G5 R4 and G2 B1.
    ben = page[page.index('id="players-1"') :]
    assert re.search(r"<span data-dice-count>5</span>/20 dice", ben)


def test_typed_row_that_does_not_read_flags_its_grid_row(client):
    table = two_player_table()
    table["players"][1]["window"][0] = "P5 Y4 R7 P2 R4"
    page = post_form(client, table).get_data(as_text=True)
    assert "Ben&#39;s window row 1, column 3: &#39;R7&#39; is not a die" in page
    ben = page[page.index('id="players-1"') :]
    assert re.search(r'<div class="grid grid-5 window typed-row-1 bad-row-1" data-window>', ben)
    assert (
        '<p class="typed-note field-errors" data-typed-note="1">Row 1 is read from its typed '
        "row below, which needs fixing: its spaces here are not used.</p>"
    ) in ben
    assert re.search(
        r'<select aria-label="Row 1, column 3 \(read from the typed row below\)" '
        r'data-die="Row 1, column 3"[^>]* id="players-1-cells-2"',
        ben,
    )
    assert re.search(
        r'<select aria-label="Row 2, column 1" data-die [^>]*id="players-1-cells-5"', ben
    )
    # Only the 4 dice that read are counted: the typed row's P5 Y4 P2 R4, and G2 B1 below.
    assert re.search(r"<span data-dice-count>6</span>/20 dice", ben)


def test_more_than_six_favor_tokens_is_scored_with_a_warning(client):
    table = two_player_table()
    table["players"][0]["favor_tokens"] = "9"
    page = post_form(client, table).get_data(as_text=True)
    assert totals(page)["Ann"] == -3
    assert ("<li>Ann has 9 unused favor tokens; a window card gives at most 6.</li>") in page


def test_favor_tokens_box_stops_at_twelve_and_more_is_an_error(client):
    page = client.get("/sagrada/").get_data(as_text=True)
    assert re.search(r'<input [^>]*id="players-0-favor_tokens"[^>]* max="12" min="0"', page)
    table = two_player_table()
    table["players"][0]["favor_tokens"] = "99"
    response = post_form(client, table)
    assert response.status_code == 422
    assert 'id="players-0-favor_tokens-errors"' in response.get_data(as_text=True)


def test_result_marks_the_counted_dice_of_each_objective(client):
    page = post_form(client, form_data_from_state(SAMPLE["state"])).get_data(as_text=True)
    ann = page[page.index('id="window-1"') : page.index('id="window-2"')]
    private = ann[ann.index("Private objective: green") :]
    private = private[: private.index("</li>")]
    # Ann's green dice at row 2, columns 4 and 5; row 4, columns 3 and 5: outlined and marked.
    assert re.findall(r'<i class="t-(\w) k">(\w\d)', private) == [
        ("G", "G5"),
        ("G", "G2"),
        ("G", "G2"),
        ("G", "G2"),
    ]
    empty = ann[ann.index("Empty spaces") :]
    empty = empty[: empty.index("</li>")]
    assert empty.count('<i class="e k">') == 4
    # Ann | Ben, Shade Resonance: the three 2s among the 8 dice are marked, 4 points each.
    shared = page[page.index('id="shared-1-title"') : page.index('id="shared-2-title"')]
    assert shared.count(' k">') == 3
    assert (
        "Ann's column 5, top to bottom: empty, Green 2 (counted), Red 6, Green 2 (counted)"
    ) in shared
    assert "Ann and Ben both score <strong>4</strong>" in shared


def test_result_names_both_spaces_of_a_placement_warning(client):
    page = post_form(client, form_data_from_state(SAMPLE["state"])).get_data(as_text=True)
    assert (
        "Ann&#39;s window: Red 6 at row 3, column 4 and Red 6 at row 3, column 5 are side by "
        "side and share both colour (red) and value (6)"
    ) in page


def test_the_results_warnings_are_one_closed_line_with_their_count_before_the_windows(client):
    """The sample's 19 placement warnings (issue 15 counted 22 on an earlier sample) fold
    into one closed line with their count, so the points come first."""
    page = post_form(client, form_data_from_state(SAMPLE["state"])).get_data(as_text=True)
    warnings = page[page.index('<details class="warnings') :]
    warnings = warnings[: warnings.index("</details>")]
    assert warnings.startswith('<details class="warnings warnings-collapsed" id="warnings">')
    assert "19 things worth a second look</h2></summary>" in warnings
    assert warnings.count("<li>") == 19
    assert page.index('id="podium-title"') < page.index('id="warnings"')
    assert page.index('id="warnings"') < page.index('id="windows-title"')


def test_focal_point_card_scores_its_shaded_spaces(client):
    table = two_player_table()
    table["players"][1]["private"] = {
        "kind": "focal_point",
        "focal_point": {"name": "Gate", "spaces": {"r1c1": "y", "r2c1": "y", "r4c5": "y"}},
    }
    page = post_form(client, table).get_data(as_text=True)
    # Ben's Gate: Blue 1 + Green 2 + row 4, column 5 empty = 3, instead of blue's 2: −9.
    assert "Focal Point: Gate" in page
    assert totals(page)["Ben"] == -9
    # A tie at −9: private objective points decide, Ben's 3 against Ann's 1.
    assert "Ben wins" in page


def test_solo_game_against_its_target(client):
    table = {
        "player_count": "1",
        "public_objectives": {"light_shades": "y"},
        "players": [player("Ann", ["R1 Y2 G3 B4 P5"] + [EMPTY_ROW] * 3, "yellow", "4")],
        "solo_target": "20",
    }
    page = post_form(client, table).get_data(as_text=True)
    # Light Shades 2, yellow Y2 = 2, no favor tokens in solo, 15 empty × −3 = −45: −41.
    assert totals(page) == {"Ann": -41}
    assert "Solo target: not beaten" in page
    assert "Ann scored -41 against a target of 20" in page


def test_shared_objectives_with_generic_card_numbers(client):
    data = form_data_from_state(SAMPLE["state"])
    data["shared_objectives"][2]["objective"] = {
        "type": "pairs",
        "of": "color",
        "points": "3",
        "name": "Twins",
    }
    page = post_form(client, data).get_data(as_text=True)
    # Cat's column 5 (G1, ., B6, G3) beside Ann's column 1 (P5, B3, ., .): no matching pair,
    # so Ann loses the 7 of the sample's Different colours card and Cat too.
    assert totals(page) == {"Ann": 19, "Ben": 21, "Cat": -1}
    assert "Twins" in page


# Errors: every problem beside its field, everything typed still there.


def test_bad_form_comes_back_422_with_everything_typed(client):
    table = two_player_table()
    table["players"][1]["name"] = "ann"
    table["players"][0]["window"][2] = "R5 Y2 B6"
    table["players"][1]["favor_tokens"] = "lots"
    response = post_form(client, table)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert 'id="error-summary"' in page
    assert 'id="players-1-name-errors"' in page
    assert "Two players are called" in page
    assert 'id="players-0-window-2-errors"' in page
    # "Ann" and "ann" share a name: the problem says which seat it is about.
    assert "Player 1 (Ann)&#39;s window row 3 has 3 cells; a row has 5" in page
    assert 'id="players-1-favor_tokens-errors"' in page
    assert 'href="#players-0-window-2"' in page
    # What was typed is still there: the names, the typed row, and all 20 spaces of each.
    assert 'value="ann"' in page and 'value="R5 Y2 B6"' in page and 'value="lots"' in page
    for index, code in enumerate(cells("R1 Y2 G3 B4 P5", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW)):
        assert selected_cell(page, f"players-0-cells-{index}") == code
    for index, code in enumerate(cells("B1 G2 . . .", "G2 B1 . . .", EMPTY_ROW, EMPTY_ROW)):
        assert selected_cell(page, f"players-1-cells-{index}") == code
    # The typed rows are always shown (issue 15: offered up front), so the message is seen.
    assert '<div class="typed-rows" id="players-0-typed">' in page
    assert '<details class="typed-rows"' not in page


def test_missing_private_objective_is_reported_on_its_choices(client):
    table = two_player_table()
    table["players"][0]["private"] = {"kind": ""}
    response = post_form(client, table)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert 'id="players-0-private-errors"' in page
    assert "Ann needs a private objective" in page


def test_focal_point_without_spaces_is_reported_on_its_grid(client):
    table = two_player_table()
    table["players"][0]["private"] = {"kind": "focal_point", "focal_point": {"name": "Gate"}}
    response = post_form(client, table)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert 'id="players-0-private-focal_point-spaces-errors"' in page
    assert 'value="Gate"' in page


def test_shared_card_error_lands_on_its_own_pair_when_an_earlier_pair_is_blank(client):
    data = form_data_from_state(SAMPLE["state"])
    data["shared_objectives"][0]["objective"]["type"] = ""
    data["shared_objectives"][2]["objective"]["points"] = "4:3 3:x"
    response = post_form(client, data)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert 'id="shared_objectives-2-objective-points-errors"' in page
    assert 'id="shared_objectives-1-objective-points-errors"' not in page
    assert 'value="4:3 3:x"' in page


def test_repeated_turn_lands_on_its_own_select_when_an_earlier_turn_is_blank(client):
    data = form_data_from_state(SAMPLE["state"])
    data["final_round_order"][:3] = ["", "2", "2"]
    response = post_form(client, data)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert 'id="final_round_order-2-errors"' in page
    assert "lists Ben twice" in page
    assert re.search(r'<details class="section has-error" id="final_round_order" open>', page)


def test_csrf_on_rejects_a_post_without_token_and_keeps_the_form(csrf_app):
    response = csrf_app.test_client().post(
        "/sagrada/", data=flatten(two_player_table()), follow_redirects=True
    )
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    assert EXPIRED_FORM_MESSAGE.replace("'", "&#39;") in page
    assert 'value="Ann"' in page
    assert selected_cell(page, "players-0-cells-4") == "P5"
    assert 'name="csrf_token"' in page


# Edit this table: the result's state refills the form, which scores the same again.


def test_edit_refills_the_form_and_scores_the_same_again(client):
    state = json.dumps(SAMPLE["state"])
    response = client.post("/sagrada/edit", data={"state": state})
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert selected_cell(page, "players-0-cells-0") == "P5"
    assert selected_cell(page, "players-0-cells-4") == ""
    assert selected_cell(page, "players-2-cells-19") == "G3"
    assert 'value="Cat"' in page
    again = client.post("/sagrada/", data=form_values(page), follow_redirects=True)
    assert again.status_code == 200, again.get_data(as_text=True)
    assert totals(again.get_data(as_text=True)) == SAMPLE["expect"]["totals"]


def test_result_footer_state_round_trips_through_edit(client):
    page = post_form(client, two_player_table()).get_data(as_text=True)
    state = re.search(r'<textarea[^>]* name="state"[^>]*>([^<]*)</textarea>', page)
    assert state is not None
    state_json = html.unescape(state[1])
    edited = client.post("/sagrada/edit", data={"state": state_json}).get_data(as_text=True)
    again = client.post("/sagrada/", data=form_values(edited), follow_redirects=True).get_data(
        as_text=True
    )
    assert totals(again) == {"Ann": -9, "Ben": -10}


def test_edit_with_a_row_that_does_not_read_keeps_it_typed(client):
    state = {"players": [{"name": "Ann", "private": "red", "window": ["R1 Q9", "", "", ""]}]}
    page = client.post("/sagrada/edit", data={"state": json.dumps(state)}).get_data(as_text=True)
    assert 'id="players-0-window-0"' in page and 'value="R1 Q9"' in page


@pytest.mark.parametrize("state", ["", "not json", "[1, 2]", '"text"', "{" * 5000])
def test_edit_with_an_unreadable_state_asks_to_enter_it_again(client, state):
    response = client.post("/sagrada/edit", data={"state": state})
    assert response.status_code == 400
    assert "could not be read back" in response.get_data(as_text=True)


@pytest.mark.parametrize(
    "state",
    [
        {"players": "Ann"},
        {"players": [1, None, "x"], "shared_objectives": 5, "final_round_order": 3},
        {"players": [{"window": 7, "private": {"focal_point": {"spaces": [[[1], 2], "a"]}}}]},
        {"players": [{"name": 5, "favor_tokens": {}, "private": ["red"]}], "edition": []},
        {"shared_objectives": [{"left": 1, "right": None, "objective": {"points": 3}}]},
    ],
)
def test_edit_with_a_strange_state_never_fails(client, state):
    response = client.post("/sagrada/edit", data={"state": json.dumps(state)})
    assert response.status_code == 200


# Edit buttons without JavaScript.


def test_players_button_shows_that_many_windows_and_keeps_the_others(client):
    data = two_player_table()
    data["player_count"] = "4"
    page = post_form(client, data, action="players").get_data(as_text=True)
    assert 'id="players-3-cells-19"' in page
    assert 'id="shared_objectives-3-objective-type"' in page  # 4 neighbouring pairs
    posted = form_values(page)
    posted["player_count"] = "1"
    page = client.post(
        "/sagrada/", data=MultiDict({**posted, "action": "players"}), follow_redirects=True
    ).get_data(as_text=True)
    assert 'id="players-1-cells-0"' not in page
    assert '<input type="hidden" name="players-1-cells-0" value="B1">' in page
    assert 'name="players-1-name" value="Ben"' in page
    assert "Solo target" in page and "A solo game has no favor tokens" in page


def test_rows_button_puts_valid_typed_rows_in_the_window(client):
    data = two_player_table()
    data["players"][0]["window"] = ["", "y1 . r6 . .", "R5 Y2", ""]
    page = post_form(client, data, action="rows:0").get_data(as_text=True)
    assert [selected_cell(page, f"players-0-cells-{i}") for i in range(5, 10)] == [
        "Y1",
        "",
        "R6",
        "",
        "",
    ]
    assert re.search(r'<input [^>]*id="players-0-window-1"[^>]* value="">', page)
    # A row that does not read stays typed, to be fixed.
    assert 'value="R5 Y2"' in page
    assert selected_cell(page, "players-0-cells-10") == ""


def test_refresh_after_choosing_focal_point_shows_its_spaces(client):
    data = two_player_table()
    data["players"][1]["private"] = {"kind": "focal_point"}
    page = post_form(client, data, action="refresh").get_data(as_text=True)
    assert 'id="players-1-private-focal_point-spaces"' in page
    assert page.count('name="players-1-private-focal_point-spaces-r') == 20
    assert 'id="players-0-private-focal_point-spaces"' not in page


def test_refresh_after_choosing_a_generic_shared_card_shows_its_numbers(client):
    data = form_data_from_state(SAMPLE["state"])
    data["shared_objectives"][1]["objective"]["type"] = "count_each"
    page = post_form(client, data, action="refresh").get_data(as_text=True)
    assert 'id="shared_objectives-1-objective-points"' in page
    assert 'id="shared_objectives-0-objective-points"' not in page


def test_generic_card_numbers_are_explained_beside_their_box(client):
    data = form_data_from_state(SAMPLE["state"])
    data["shared_objectives"][1]["objective"]["type"] = "distinct"
    data["shared_objectives"][2]["objective"]["type"] = "count_each"
    page = post_form(client, data, action="refresh").get_data(as_text=True)
    assert '<label for="shared_objectives-1-objective-points">Points printed on the card' in page
    assert 'aria-describedby="shared_objectives-1-objective-points-hint"' in page
    assert (
        "<kbd>4:3 3:7 2:16</kbd> means 4 different colours score 3, 3 score 7 and 2 score 16."
    ) in page
    assert (
        "<kbd>3:4 4:8</kbd> means 4 points for each colour (or value) found 3 times and 8 for "
        "each found 4 times."
    ) in page


def test_unknown_or_stale_actions_change_nothing(client):
    for action in ("rows:9", "rows:x", "clear:-1", "explode", "rows:"):
        page = post_form(client, two_player_table(), action=action).get_data(as_text=True)
        assert selected_cell(page, "players-0-cells-0") == "R1"


def test_clear_button_empties_one_window(client):
    page = post_form(client, two_player_table(), action="clear:1").get_data(as_text=True)
    assert all(selected_cell(page, f"players-1-cells-{i}") == "" for i in range(20))
    assert selected_cell(page, "players-0-cells-0") == "R1"


# Whatever is posted, never a 500.


@pytest.mark.parametrize(
    ("field", "value", "status"),
    [
        ("player_count", "abc", 422),
        ("player_count", "99", 422),
        ("players-0-cells-3", "X9", 422),
        ("players-0-cells-3", "<script>alert(1)</script>", 422),
        ("players-0-cells-3", "R1 R2", 422),
        ("players-0-window-0", "R1 " * 500, 422),
        ("players-0-private-kind", "orange", 422),
        ("players-0-favor_tokens", "-3", 422),
        ("players-0-favor_tokens", "9" * 5000, 422),
        ("players-0-favor_tokens", "1e999", 422),
        ("edition", "1999", 422),
        # Fields this two-player table does not read, or reads as any text: it scores.
        ("public_objectives-light_shades", "False", 200),
        ("solo_target", "lots", 200),
        ("final_round_order-0", "7", 422),
        ("shared_objectives-0-objective-type", "bogus", 200),
    ],
)
def test_tampered_values_never_cause_a_server_error(client, field, value, status):
    posted = flatten(two_player_table())
    posted[field] = value
    response = client.post("/sagrada/", data=posted, follow_redirects=True)
    assert response.status_code == status, response.get_data(as_text=True)


def test_tampered_space_value_is_reported_and_kept(client):
    posted = flatten(two_player_table())
    posted["players-0-cells-3"] = "X9"
    response = client.post("/sagrada/", data=posted, follow_redirects=True)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "&#39;X9&#39; is not a die" in page
    assert selected_cell(page, "players-0-cells-3") == "X9"


def test_tampered_shared_objectives_with_two_players_are_ignored(client):
    posted = flatten(two_player_table())
    posted["shared_objectives-0-objective-type"] = "shade_resonance"
    response = client.post("/sagrada/", data=posted, follow_redirects=True)
    assert response.status_code == 200
    assert totals(response.get_data(as_text=True)) == {"Ann": -9, "Ben": -10}


# The rules page.


def test_rules_page_lists_every_reading_and_card(client):
    response = client.get("/sagrada/rules")
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    for reading in READINGS:
        assert str(escape(reading)) in page
    notes = page.split('<details class="table-json">', 1)[1]
    assert notes.lstrip().startswith("<summary>For developers: how the JSON is read</summary>")
    for note in INPUT_NOTES:
        assert str(escape(note)) in notes
    for card in ("Row Color Variety", "Color Diagonals", "Shade Resonance", "Color Resonance"):
        assert card in page
    assert "−3" in page  # the solo penalty per empty space


def test_too_long_name_is_reported_once_beside_it(client):
    table = two_player_table()
    table["players"][1]["name"] = "B" * 31
    response = post_form(client, table)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    errors = re.search(r'id="players-1-name-errors">(.*?)</ul>', page, re.S)
    assert errors is not None and errors[1].count("<li>") == 1


# Changing the player count and back (issue 14): hidden seats keep every cell and every entry.


def sample_form_page(client) -> str:
    """The sample table's entry form, as the edit button shows it."""
    response = client.post("/sagrada/edit", data={"state": json.dumps(SAMPLE["state"])})
    assert response.status_code == 200
    return response.get_data(as_text=True)


def change_player_count(client, page: str, count: int) -> str:
    """Post the form as shown with another player count, as the "Show these players" button
    (or sagrada.js's fetch of the same action) does."""
    posted = form_values(page)
    posted["player_count"] = str(count)
    posted["action"] = "players"
    response = client.post("/sagrada/", data=posted)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def window_of(page: str, seat: int) -> list[str]:
    return [selected_cell(page, f"players-{seat}-cells-{index}") for index in range(20)]


def hidden_value(page: str, name: str) -> str | None:
    found = re.search(rf'<input type="hidden" name="{name}" value="([^"]*)">', page)
    return None if found is None else html.unescape(found[1])


@pytest.mark.parametrize("other_count", [2, 1, 4, 6])
def test_player_count_changed_and_back_keeps_the_sample_table_and_its_totals(client, other_count):
    before = sample_form_page(client)
    windows = [window_of(before, seat) for seat in range(3)]
    assert windows[2][:5] == ["", "G1", "", "B1", "G1"]  # Cat's ". G1 . B1 G1"
    page = change_player_count(client, before, other_count)
    page = change_player_count(client, page, 3)
    assert [window_of(page, seat) for seat in range(3)] == windows
    assert form_values(page).getlist("shared_objectives-2-objective-type") == ["distinct"]
    assert [form_values(page)[f"final_round_order-{turn}"] for turn in range(3)] == [
        "1",
        "2",
        "3",
    ]
    scored = client.post("/sagrada/", data=form_values(page), follow_redirects=True)
    assert scored.status_code == 200, scored.get_data(as_text=True)
    assert totals(scored.get_data(as_text=True)) == {"Ann": 19, "Ben": 21, "Cat": -1}


def test_hidden_seat_keeps_its_empty_spaces_in_their_places(client):
    page = change_player_count(client, sample_form_page(client), 2)
    # Cat's window is hidden: every space is posted, the empty ones too, in its own place.
    cat = [hidden_value(page, f"players-2-cells-{index}") for index in range(20)]
    assert cat == cells(". G1 . B1 G1", "Y3 G6 . Y3 .", ". B5 P4 G1 B6", "G1 Y2 P3 Y6 G3")
    assert hidden_value(page, "players-2-name") == "Cat"
    assert hidden_value(page, "players-2-private-kind") == "red"
    assert hidden_value(page, "players-2-favor_tokens") == "4"
    # The shared cards (none shown with 2 players) and the third turn are kept as well.
    assert hidden_value(page, "shared_objectives-0-objective-type") == "shade_resonance"
    assert hidden_value(page, "shared_objectives-2-objective-type") == "distinct"
    assert hidden_value(page, "shared_objectives-2-objective-points") == "4:3 3:7 2:16"
    assert hidden_value(page, "final_round_order-2") == "3"
    # Seats never used are not written out: a blank form restores them by itself.
    assert 'name="players-3-' not in page and 'name="players-5-' not in page


def test_turn_naming_a_seat_not_shown_keeps_it_and_is_reported_when_scored(client):
    state = dict(SAMPLE["state"], final_round_order=["Cat", "Ann", "Ben"])
    page = client.post("/sagrada/edit", data={"state": json.dumps(state)}).get_data(as_text=True)
    page = change_player_count(client, page, 2)
    assert '<option value="3" selected>Cat (not playing now)</option>' in page
    response = client.post("/sagrada/", data=form_values(page))
    assert response.status_code == 422
    assert "The final round&#39;s turn order names &#39;Cat&#39;, but no player" in (
        response.get_data(as_text=True)
    )
    back = change_player_count(client, page, 3)
    assert [form_values(back)[f"final_round_order-{turn}"] for turn in range(3)] == [
        "3",
        "1",
        "2",
    ]


# A solo player's two private colours.

# FULL is a complete legal window: red dice 1, 1, 2 and 4 (8); blue dice 4, 5, 6 and 2 (17).
FULL = ["R1 Y2 G3 B4 P5", "Y3 G4 B5 P6 R1", "G5 B6 P1 R2 Y3", "B2 P3 R4 Y5 G6"]


def solo_table(first: str, second: str) -> dict[str, Any]:
    ann = player("Ann", FULL, first)
    ann["private"]["second"] = second
    return {"player_count": "1", "players": [ann], "edition": "2017"}


def test_solo_form_offers_a_second_private_colour(client):
    page = post_form(client, solo_table("red", ""), action="refresh").get_data(as_text=True)
    assert "Second private colour (solo)" in page
    assert page.count('type="radio" name="players-0-private-second"') == 6  # None + 5 colours
    two = post_form(client, two_player_table(), action="refresh").get_data(as_text=True)
    assert 'name="players-0-private-second"' not in two


@pytest.mark.parametrize(("first", "second"), [("red", "blue"), ("blue", "red")])
def test_solo_form_scores_the_better_of_two_private_colours(client, first, second):
    response = post_form(client, solo_table(first, second))
    page = response.get_data(as_text=True)
    assert response.status_code == 200, page
    assert totals(page) == {"Ann": 17}  # blue 17 beats red 8; a full window, no penalty
    assert "Private objective: blue (better than red)" in page
    assert "4 + 5 + 6 + 2 = 17" in page and "1 + 1 + 2 + 4 = 8" in page
    assert "Blue scores more (17 against 8): 17." in page


def test_solo_form_second_colour_repeating_the_first_is_shown_beside_it(client):
    response = post_form(client, solo_table("red", "red"))
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    errors = re.search(r'id="players-0-private-second-errors">(.*?)</ul>', page, re.S)
    assert errors is not None
    assert "lists red twice" in errors[1]


def test_solo_two_colours_round_trip_through_edit(client):
    page = post_form(client, solo_table("red", "blue")).get_data(as_text=True)
    state = re.search(r'<textarea[^>]* name="state"[^>]*>([^<]*)</textarea>', page)
    assert state is not None
    state_json = html.unescape(state[1])
    assert json.loads(state_json)["players"][0]["private"] == ["red", "blue"]
    edited = client.post("/sagrada/edit", data={"state": state_json}).get_data(as_text=True)
    values = form_values(edited)
    assert values["players-0-private-kind"] == "red"
    assert values["players-0-private-second"] == "blue"
    again = client.post("/sagrada/", data=values, follow_redirects=True).get_data(as_text=True)
    assert totals(again) == {"Ann": 17}


def test_second_colour_is_kept_but_not_scored_with_more_players(client):
    table = two_player_table()
    table["players"][0]["private"]["second"] = "blue"
    response = post_form(client, table)
    assert response.status_code == 200
    assert totals(response.get_data(as_text=True)) == {"Ann": -9, "Ben": -10}
    page = post_form(client, table, action="refresh").get_data(as_text=True)
    assert hidden_value(page, "players-0-private-second") == "blue"


def test_api_scores_two_solo_private_colours_and_refuses_them_outside_solo(client):
    ann = {"name": "Ann", "window": FULL, "private": ["blue", "red"]}
    solo = client.post("/api/v1/games/sagrada/score", json={"players": [ann]})
    assert solo.status_code == 200
    assert solo.get_json()["players"][0]["total"] == 17
    ben = {"name": "Ben", "window": [EMPTY_ROW] * 4, "private": "green"}
    refused = client.post("/api/v1/games/sagrada/score", json={"players": [ann, ben]})
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == [
        {
            "path": "players[0].private",
            "message": "Ann's private objective lists 2 colours, but only a solo player is "
            "dealt 2 private colours; give the one colour Ann holds.",
        }
    ]


def test_api_warns_about_a_colour_held_twice_and_six_players_without_focal_points(client):
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    focal = {"focal_point": {"spaces": [[1, 1]]}}
    players = [{"name": name, "window": [EMPTY_ROW] * 4, "private": focal} for name in names]
    players[4]["private"] = players[5]["private"] = "purple"
    response = client.post("/api/v1/games/sagrada/score", json={"players": players})
    assert response.status_code == 200
    assert response.get_json()["warnings"] == [
        "With 6 players the Panorama expansion requires Focal Point private objectives "
        '("In a 6-player game, you must use the Focal Point Private Objectives"), but Eve and '
        "Fay hold a colour; scored as entered.",
        "Eve and Fay both hold the purple private objective, but there is one card per colour; "
        "scored as entered.",
    ]


def test_rules_page_states_the_corrected_readings_in_the_rulebooks_words(client):
    page = " ".join(html.unescape(client.get("/sagrada/rules").get_data(as_text=True)).split())
    assert "cannot be achieved alone" in page
    assert "3/7/16 points for 4/3/2 colors" in page
    assert "counts only when all 8 of their spaces hold a die" in page
    assert "In a 6-player game, you must use the Focal Point Private Objectives" in page
    assert "dealt 2 private colours and score one of them" in page
    assert "one private objective card per colour" in page
