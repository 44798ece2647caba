"""The Solstis pages through Flask's test client: entry form, result, errors, edit, rules."""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser

import pytest
from hypothesis import HealthCheck, given, settings
from markupsafe import escape
from werkzeug.datastructures import MultiDict

from scoring.solstis import INPUT_NOTES, READINGS, RULEBOOK_LARGEST_AREA
from tests.conftest import load_example
from tests.scoring.test_solstis_properties import (
    rainbow_panoramas,
    reference_largest_area,
    scored_largest_area,
)
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.entry.views import EXPIRED_FORM_MESSAGE, RECHECK_FIELD
from web.games import get_adapter

# Hand-computed table. Ann: tiles in column 2 from red up to blue (blue 2 shows a fire), red 3
# and orange 3, a rainbow on green 3; Moth and Lizard. Largest area 6 tiles (the rainbow joins
# it and scores nothing) 6 + the blue 2 fire lit 1 + 2 spirits 2 + Moth 1 lit fire 1 + Lizard
# 1 rainbow 1 = 11.
# Ben: purple 4–5 and pink 3–5 (fires on pink 3, purple 4, purple 5, none reaching the red
# line), red 9–10; the Ladybug. Largest area 5 + 0 lit fires + 1 spirit + Ladybug 3 unlit = 9.
ADAPTER = get_adapter("solstis")
assert ADAPTER is not None

ANN = {
    "name": "Ann",
    "tiles": ["red-2", "orange-2", "green-2", "blue-2", "red-3", "orange-3"],
    "rainbows": ["green-3"],
    "spirits": ["moth", "lizard"],
}
COLUMN_COLOURS = ("red", "orange", "green", "blue", "pink", "purple")
"""The rows from the bottom line up: a column of tiles in them reaches the red line."""
BEN = {
    "name": "Ben",
    "tiles": ["purple-4", "purple-5", "pink-3", "pink-4", "pink-5", "red-9", "red-10"],
    "spirits": ["ladybug"],
}


def form_data(state: dict) -> MultiDict:
    """What a browser posts for a table state entered in the form."""
    return flatten(ADAPTER.form_data_from_state(state))


def page(response) -> str:
    return response.get_data(as_text=True)


def totals(html: str) -> dict[str, int]:
    """Each player's total as the podium shows it."""
    return dict(podium(html))


class FormReader(HTMLParser):
    """Reads a form the way a browser would post it: inputs, checked boxes and radios, selected
    options; an input that names another form (``form="..."``) is not part of this one."""

    def __init__(self) -> None:
        super().__init__()
        self.data = MultiDict()
        self.select: str | None = None
        self.first_option: str | None = None
        self.chosen = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        name = attributes.get("name")
        if tag == "input" and name and name not in {"action", "state"}:
            if "form" in attributes and attributes["form"] != "form":
                return
            if attributes.get("type") not in {"checkbox", "radio"} or "checked" in attributes:
                self.data.add(name, attributes.get("value") or "")
        elif tag == "select":
            self.select, self.first_option, self.chosen = name, None, False
        elif tag == "option" and self.select:
            value = attributes.get("value", "")
            if self.first_option is None:
                self.first_option = value
            if "selected" in attributes and not self.chosen:
                self.data.add(self.select, value)
                self.chosen = True

    def handle_endtag(self, tag):
        if tag == "select" and self.select:
            if not self.chosen:
                self.data.add(self.select, self.first_option or "")
            self.select = None


def read_form(html: str) -> MultiDict:
    reader = FormReader()
    reader.feed(html[html.index('<form method="post" action="/solstis/"') :])
    return reader.data


def entered(data: MultiDict) -> dict[str, str]:
    """The values a form holds, blanks left out and ticked boxes shown as "ticked" (the form's
    own "recheck" marker is not something the player entered)."""
    return {
        name: "ticked" if "-spirits-" in name else value
        for name, value in data.items(multi=True)
        if value and name != RECHECK_FIELD
    }


def cell_select(html: str, field_id: str) -> str:
    """The <select> element with this id (a filled cell's, its state path) or, a blank cell
    having no id (issue 24), this name."""
    match = re.search(rf'<select[^>]*(?:id|name)="{field_id}"[^>]*>.*?</select>', html, flags=re.S)
    assert match, f"no select #{field_id}"
    return match.group(0)


def test_blank_form_draws_two_stepped_mountains_and_the_spirits(client):
    response = client.get("/solstis/")
    html = page(response)
    assert response.status_code == 200
    assert html.count('data-picker-mode="cycle"') == 2 * 48
    # The stepped shape: purple 4–7 on top, blue 2–9, red 1–10.
    assert 'name="players-0-panorama-purple-4"' in html
    assert 'name="players-0-panorama-purple-3"' not in html
    assert 'name="players-1-panorama-blue-9"' in html
    assert 'name="players-1-panorama-blue-10"' not in html
    assert 'name="players-1-panorama-red-10"' in html
    # A blank cell is named by its select alone, with no id for an error to point at (issue 24).
    assert (
        '<select aria-label="Purple 4" data-picker="" data-picker-mode="cycle"'
        ' name="players-0-panorama-purple-4">'
    ) in html
    assert 'for="players-0-panorama-purple-4"' not in html
    # Every spirit as a checkbox with its one-line effect; the Evil Spirit as a select.
    assert 'id="players-0-spirits-ladybug"' in html
    assert "End: +1 per unlit fire." in html
    assert 'id="players-1-evil_spirit_covers"' in html
    # "In hand" is in every cell of both players, no Squirrel needed first (issue 15).
    assert html.count('value="hand">In hand</option>') == 2 * 48
    assert "<script>" not in html and "style=" not in html
    # Every row is named, the three full-width bottom rows too.
    for colour in ("Purple", "Pink", "Blue", "Green", "Orange", "Red"):
        assert html.count(f'<span class="row-name" aria-hidden="true">{colour}</span>') == 2


def test_name_fields_are_labelled_as_the_blank_name_reads(client):
    html = page(client.get("/solstis/"))
    for number in (1, 2):
        field = f'id="players-{number - 1}-name"'
        assert f'<label for="players-{number - 1}-name">Player {number}</label>' in html
        tag = html[html.rindex("<input", 0, html.index(field)) : html.index(">", html.index(field))]
        assert f'placeholder="Player {number}"' in tag


def test_sample_table_posted_as_a_form_scores_the_expected_totals(client):
    example = load_example("solstis")
    response = client.post("/solstis/", data=form_data(example["state"]), follow_redirects=True)
    html = page(response)
    assert response.status_code == 200, html[:2000]
    assert totals(html) == example["expect"]["totals"] == {"Ann": 47, "Ben": 12}
    assert '<h1 id="podium-title">Ann wins</h1>' in html


def test_hand_computed_table_scores_and_explains_every_point(client):
    response = client.post(
        "/solstis/", data=form_data({"players": [ANN, BEN]}), follow_redirects=True
    )
    html = page(response)
    assert response.status_code == 200, html[:2000]
    assert totals(html) == {"Ann": 11, "Ben": 9}
    assert "Ann wins" in html
    assert "Fire on Blue 2: lit" in html
    assert "Lizard: 1 rainbow" in html
    assert "Lit fires (joined to the red bottom line): Blue 2." in html
    assert "Unlit fires (no path to the bottom line): Pink 3, Purple 4, Purple 5." in html


def test_result_redraw_outlines_the_largest_area_and_marks_fires(client):
    html = page(
        client.post("/solstis/", data=form_data({"players": [ANN, BEN]}), follow_redirects=True)
    )
    ann = html[html.index('id="result-panorama-0"') : html.index('id="result-panorama-1"')]
    ben = html[html.index('id="result-panorama-1"') : html.index('id="breakdown-title"')]
    # Ann's 6 tiles and the joining rainbow are all in the largest area, each starred.
    assert len(re.findall(r'class="cell c\d+ \w+ largest', ann)) == 7
    assert ann.count('class="mark-largest"') == 7
    assert "Blue 2, tile, in the largest area, lit fire" in ann
    assert "Green 3, rainbow, in the largest area" in ann
    # Ben's red 9–10 are a separate, smaller area: not starred; his fires are unlit.
    assert len(re.findall(r'class="cell c\d+ \w+ largest', ben)) == 5
    assert ben.count('class="mark-largest"') == 5
    assert "Red 9, tile</span>" in ben
    assert "Pink 3, tile, in the largest area, unlit fire" in ben
    assert "Purple 5, tile, in the largest area, unlit fire" in ben


# The example: red 1–3 joined by rainbows on orange 1–3 and green 1 (7 cells, 3 tiles)
# against red 6–9 (4 cells, 4 tiles). The largest area has the most cells: 3 points, not 4.
LOU_RAINBOWS = {
    "name": "Lou",
    "tiles": ["red-1", "red-2", "red-3", "red-6", "red-7", "red-8", "red-9"],
    "rainbows": ["orange-1", "orange-2", "orange-3", "green-1"],
}
MAX_ALONE = {"name": "Max", "tiles": ["pink-3"]}


def test_largest_area_with_most_cells_is_outlined_and_explained(client):
    state = {"players": [LOU_RAINBOWS, MAX_ALONE]}
    html = page(client.post("/solstis/", data=form_data(state), follow_redirects=True))
    # Lou: 3 (largest area) + 0 fires + 0 spirits; Max: pink 3 alone, 1 tile, its fire unlit.
    assert totals(html) == {"Lou": 3, "Max": 1}
    lou = html[html.index('id="result-panorama-0"') : html.index('id="result-panorama-1"')]
    assert "largest area 7 cells, 3 tiles + 4 rainbows; 2 areas" in lou
    assert len(re.findall(r'class="cell c\d+ \w+ largest', lou)) == 7
    assert lou.count('class="mark-largest"') == 7
    assert "Orange 2, rainbow, in the largest area" in lou
    assert "Red 1, tile, in the largest area" in lou
    assert "Red 6, tile</span>" in lou
    assert "Largest area: 7 cells, 3 tiles + 4 rainbows" in html
    assert "Area 1 is the largest area: 7 cells, 3 tiles + 4 rainbows → 3." in unescape(html)


def test_api_scores_the_largest_area_by_cells(client):
    response = client.post(
        "/api/v1/games/solstis/score", json={"players": [LOU_RAINBOWS, MAX_ALONE]}
    )
    assert response.status_code == 200
    lou = response.get_json()["players"][0]
    largest = lou["breakdown"][0]
    assert (largest["category"], largest["points"]) == ("largest area", 3)
    assert largest["items"][0]["details"]["size"] == 7
    assert lou["total"] == 3


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=rainbow_panoramas())
def test_api_largest_area_matches_the_independent_reference(client, data):
    response = client.post("/api/v1/games/solstis/score", json=data)
    assert response.status_code == 200
    assert scored_largest_area(response.get_json(), 0) == reference_largest_area(data["players"][0])


def test_tile_in_both_panoramas_is_reported_on_the_cell_and_keeps_everything(client):
    ben = {**BEN, "tiles": [*BEN["tiles"], "red-2"], "name": "Ben"}
    data = form_data({"players": [ANN, ben]})
    response = client.post("/solstis/", data=data, follow_redirects=True)
    html = page(response)
    assert response.status_code == 422
    # Ben's tiles in reading order: purple 4, purple 5, pink 3, pink 4, pink 5, red 2 → the 6th.
    message = "Red 2 is in the panoramas of both Ann and Ben; each landscape tile exists once."
    assert re.search(rf'id="players-1-tiles-5-errors">\s*<li>{message}</li>', html)
    assert f'<a href="#players-1-tiles-5">{message}</a>' in html
    select = cell_select(html, "players-1-tiles-5")
    assert 'name="players-1-panorama-red-2"' in select
    assert 'aria-invalid="true"' in select
    assert '<option data-short="2" data-tone="tile" selected value="tile">' in select
    # Everything typed is still there.
    assert entered(read_form(html)) == entered(data)


def test_players_with_one_name_are_told_apart_by_number(client):
    ben = {**BEN, "tiles": [*BEN["tiles"], "red-2"], "name": "Ann"}
    html = page(
        client.post("/solstis/", data=form_data({"players": [ANN, ben]}), follow_redirects=True)
    )
    message = (
        "Red 2 is in the panoramas of both Player 1 (Ann) and Player 2 (Ann); "
        "each landscape tile exists once."
    )
    assert f'<a href="#players-1-tiles-5">{message}</a>' in html
    assert "Two players are called &#39;Ann&#39;; give each a different name." in html


def test_shared_fire_is_named_by_both_tiles(client):
    ann = {
        "name": "Ann",
        "tiles": [f"{colour}-{column}" for colour in COLUMN_COLOURS for column in (5, 6)],
    }
    ben = {"name": "Ben", "tiles": ["red-9", "red-10"]}
    html = page(
        client.post("/solstis/", data=form_data({"players": [ann, ben]}), follow_redirects=True)
    )
    assert "Fire shared by Purple 5 and Purple 6: lit" in html
    assert (
        "Lit fires (joined to the red bottom line): Purple 5, Purple 6, "
        "the fire shared by Purple 5 and Purple 6." in html
    )
    assert "Purple 5, tile, in the largest area, 2 lit fires" in html


def test_too_many_spirits_and_a_long_name_come_back_beside_their_fields(client):
    ann = {**ANN, "name": "A" * 31, "spirits": ["moth", "lizard", "bee"]}
    response = client.post(
        "/solstis/", data=form_data({"players": [ann, BEN]}), follow_redirects=True
    )
    html = page(response)
    assert response.status_code == 422
    assert 'id="players-0-name-errors"' in html
    assert f'value="{"A" * 31}"' in html
    spirits_errors = re.search(r'id="players-0-spirits-errors">\s*<li>([^<]+)</li>', html)
    assert spirits_errors is not None
    assert "3 spirits but the panorama has only 2 complete 2×2 blocks" in spirits_errors.group(1)
    assert '<input checked id="players-0-spirits-bee"' in html


def test_evil_spirit_covering_a_spirit_the_player_lacks_is_an_error_on_its_select(client):
    ann = {**ANN, "evil_spirit_covers": "wolf"}
    html = page(
        client.post("/solstis/", data=form_data({"players": [ann, BEN]}), follow_redirects=True)
    )
    assert 'id="players-0-evil_spirit_covers-errors"' in html
    assert "Ann&#39;s Evil Spirit covers the Wolf, but Ann has no Wolf" in html
    assert '<option selected value="wolf">Held, covering the Wolf</option>' in html


def evil_spirit_fold(html: str, player: int) -> str:
    """The opening tag of a player's Evil Spirit fold (the details around its select)."""
    folds = re.findall(r'<details class="evil-spirit[^"]*"[^>]*>', html)
    assert len(folds) == 2, folds
    return folds[player]


def test_the_evil_spirit_is_one_folded_line_while_nobody_holds_it(client):
    """Issue 15: most games have no Evil Spirit, so its select waits in a closed fold and the
    next player's panorama comes right under the spirits; the fold works without JavaScript."""
    html = page(client.get("/solstis/"))
    assert " open" not in evil_spirit_fold(html, 0)
    assert " open" not in evil_spirit_fold(html, 1)
    assert 'id="players-0-evil_spirit_covers"' in html


def test_a_held_evil_spirit_and_its_error_show_in_an_open_fold(client):
    ann = {**ANN, "evil_spirit_covers": "wolf"}  # Ann has no Wolf: an error on the select
    html = page(
        client.post("/solstis/", data=form_data({"players": [ann, BEN]}), follow_redirects=True)
    )
    assert evil_spirit_fold(html, 0) == '<details class="evil-spirit has-error" open>'
    assert evil_spirit_fold(html, 1) == '<details class="evil-spirit">'


def test_evil_spirit_covering_the_moth_takes_its_point_and_bonus(client):
    ann = {**ANN, "evil_spirit_covers": "moth"}
    html = page(
        client.post("/solstis/", data=form_data({"players": [ann, BEN]}), follow_redirects=True)
    )
    # 11 - the Moth's point - its lit-fire bonus = 9, tied with Ben.
    assert totals(html) == {"Ann": 9, "Ben": 9}
    assert "Ann and Ben share the win" in html
    assert "Moth (covered)" in html


def test_edit_refills_the_form_and_the_refilled_form_scores_the_same(client):
    example = load_example("solstis")
    response = client.post("/solstis/edit", data={"state": json.dumps(example["state"])})
    html = page(response)
    assert response.status_code == 200
    assert 'value="Ann"' in html and 'value="Ben"' in html
    assert '<option data-short="🌈R" data-tone="rainbow" selected value="rainbow">' in (
        cell_select(html, "players-0-rainbows-0")  # blue 2, Ann's first rainbow from the top
    )
    # Ann's blue 9 is in her hand; Ben's red 10 is offered "in hand" too but is empty.
    assert 'selected value="hand"' in cell_select(html, "players-0-hand-0")
    assert 'selected value=""' in cell_select(html, "players-1-panorama-red-10")
    rescored = client.post("/solstis/", data=read_form(html), follow_redirects=True)
    assert totals(page(rescored)) == {"Ann": 47, "Ben": 12}


def test_result_page_carries_the_table_for_editing(client):
    state = {"players": [ANN, BEN]}
    html = page(client.post("/solstis/", data=form_data(state), follow_redirects=True))
    match = re.search(r'<textarea id="table-state" name="state"[^>]*>([^<]+)</textarea>', html)
    assert match is not None
    carried = json.loads(unescape(match.group(1)))
    assert [player["tiles"] for player in carried["players"]] == [
        ["blue-2", "green-2", "orange-2", "orange-3", "red-2", "red-3"],
        ["purple-4", "purple-5", "pink-3", "pink-4", "pink-5", "red-9", "red-10"],
    ]
    assert carried["players"][0]["rainbows"] == ["green-3"]


@pytest.mark.parametrize("state", ["not json", "[]", '"text"', "{", ""])
def test_edit_with_an_unreadable_table_asks_for_it_again(client, state):
    response = client.post("/solstis/edit", data={"state": state})
    assert response.status_code == 400
    assert "could not be read back" in page(response)


def test_edit_with_a_garbled_table_shows_what_it_can(client):
    state = {
        "players": [
            {"name": 5, "tiles": ["red-1", "purple-1", 7], "spirits": "bee", "hand": None},
            "Ben",
            {"name": "Extra"},
        ]
    }
    response = client.post("/solstis/edit", data={"state": json.dumps(state)})
    html = page(response)
    assert response.status_code == 200
    assert 'selected value="tile"' in cell_select(html, "players-0-tiles-0")
    assert "Extra" not in html


def test_in_hand_is_one_choice_away_without_javascript_and_no_refresh_is_asked(client):
    """Issue 15: a tile in hand is a choice of its cell's select from the start, for both
    players, so there is no "Ticked the Squirrel? Show in hand" round trip any more."""
    html = page(client.get("/solstis/"))
    assert 'value="hand">In hand</option>' in cell_select(html, "players-0-panorama-red-10")
    assert 'value="hand">In hand</option>' in cell_select(html, "players-1-panorama-red-1")
    assert 'value="refresh"' not in html


def test_the_brushes_are_never_posted_with_the_table(client):
    """The brush radios (JavaScript only) belong to no form, so a posted table holds only the
    cells, spirits and names."""
    html = page(client.get("/solstis/"))
    brushes = re.findall(
        r'<input type="radio" name="brush-(\d)" value="(\w+)" form="([^"]*)"', html
    )
    assert sorted({(seat, value) for seat, value, _ in brushes}) == [
        ("0", "hand"),
        ("0", "rainbow"),
        ("0", "tile"),
        ("1", "hand"),
        ("1", "rainbow"),
        ("1", "tile"),
    ]
    assert {owner for _, _, owner in brushes} == {"solstis-brushes"}
    assert 'id="solstis-brushes"' not in html  # no such form: the radios are not submitted
    assert "brush-0" not in read_form(html)


def test_both_names_come_first_and_the_headings_follow_them(client):
    """The two name fields sit together above the panoramas (the Next key goes from one to the
    other), and each heading names the player as typed, "Player 2" while blank."""
    state = {"players": [ANN, {**BEN, "name": ""}]}
    html = page(client.post("/solstis/edit", data={"state": json.dumps(state)}))
    first_section = html.index('id="players-0"')
    assert html.index('id="players-0-name"') < first_section
    assert html.index('id="players-1-name"') < first_section
    assert 'enterkeyhint="next"' in html
    assert '<span data-name-of="players-0-name" data-name-default="Player 1">Ann</span>' in html
    assert (
        '<span data-name-of="players-1-name" data-name-default="Player 2">Player 2</span>' in html
    )


def test_squirrel_places_a_hand_tile_entered_as_in_hand(client):
    ann = {**ANN, "spirits": ["squirrel", "moth"], "hand": ["red-4"]}
    html = page(
        client.post("/solstis/", data=form_data({"players": [ann, BEN]}), follow_redirects=True)
    )
    # Red 4 joins the area (7 tiles); 7 + 1 lit fire + 2 spirits + Moth 1 = 11.
    assert totals(html) == {"Ann": 11, "Ben": 9}
    assert "The Squirrel placed 1 tile from hand before scoring." in html
    assert "Red 4, tile, in the largest area, placed from hand by the Squirrel" in html


def test_a_hand_tile_without_the_squirrel_is_kept_and_moves_nothing(client):
    data = form_data({"players": [ANN, BEN]})
    data["players-0-panorama-red-4"] = "hand"
    html = page(client.post("/solstis/", data=data, follow_redirects=True))
    assert totals(html) == {"Ann": 11, "Ben": 9}
    assert "Red 4, empty" in html


def test_unknown_action_returns_the_form_unchanged(client):
    data = form_data({"players": [ANN, BEN]})
    data["action"] = "explode:9"
    response = client.post("/solstis/", data=data, follow_redirects=True)
    assert response.status_code == 200
    assert entered(read_form(page(response))) == entered(form_data({"players": [ANN, BEN]}))


@pytest.mark.parametrize(
    "field, value",
    [
        ("players-0-panorama-green-4", "bogus"),
        ("players-1-evil_spirit_covers", "dragon"),
        ("players-0-name", "x" * 5000),
    ],
)
def test_tampered_values_come_back_as_errors_never_a_crash(client, field, value):
    data = form_data({"players": [ANN, BEN]})
    data[field] = value
    response = client.post("/solstis/", data=data, follow_redirects=True)
    assert response.status_code == 422
    assert 'id="error-summary"' in page(response)


@pytest.mark.parametrize(
    ("data", "scores"),
    [
        # Keys no field has, a second value for a cell, a stray token: ignored, and the
        # table as it stands is scored (an empty one is a shared win at 0).
        ({}, True),
        ({"players-7-name": "Zed", "players-0-panorama-pink-1": "tile"}, True),
        ({"players-0-panorama-red-1": ["tile", "rainbow"]}, True),
        ({"csrf_token": "x", "players": "y", "players-0": "z", "players-0-panorama": "q"}, True),
        # A spirit met with no 2x2 block in the panorama cannot be: refused beside it.
        ({"players-0-spirits-bee": "maybe", "players-0-spirits-unicorn": "y"}, False),
    ],
)
def test_garbage_forms_are_scored_as_they_stand_or_refused_never_a_crash(client, data, scores):
    response = client.post("/solstis/", data=data, follow_redirects=True)
    if scores:
        assert response.status_code == 200
        assert "podium-title" in page(response)
    else:
        assert response.status_code == 422
        assert 'id="error-summary"' in page(response)


def test_empty_form_scores_as_a_shared_win_at_zero(client):
    html = page(client.post("/solstis/", data={}, follow_redirects=True))
    assert totals(html) == {"Player 1": 0, "Player 2": 0}
    assert "Player 1 and Player 2 share the win" in html


def test_post_without_a_token_brings_the_form_back_filled_in(csrf_app):
    response = csrf_app.test_client().post(
        "/solstis/", data=form_data({"players": [ANN, BEN]}), follow_redirects=True
    )
    html = page(response)
    assert response.status_code == 400
    assert str(escape(EXPIRED_FORM_MESSAGE)) in html
    assert 'value="Ann"' in html
    assert 'selected value="tile"' in cell_select(html, "players-1-tiles-0")


def test_rules_page_lists_the_scoring_rules_and_every_reading(client):
    html = page(client.get("/solstis/rules"))
    assert "Largest area" in html and "Lit fires" in html
    assert "the one with the most cells, rainbows included" in html
    assert "between areas of the same size, the one with more landscape tiles counts" in html
    assert str(escape(RULEBOOK_LARGEST_AREA)) in html
    assert "End: +1 per rainbow in your panorama." in html
    assert "Evil Spirit" in html
    for reading in READINGS:
        assert str(escape(reading)) in html
    notes = html.split('<details class="table-json">', 1)[1]
    assert notes.lstrip().startswith("<summary>For developers: how the JSON is read</summary>")
    for note in INPUT_NOTES:
        assert str(escape(note)) in notes


def test_a_tile_marked_in_hand_without_the_squirrel_is_pointed_out_on_the_result(client):
    """Every cell offers "in hand", so a player may mark one and forget to tick the Squirrel:
    the tile stays in the hand (only the Squirrel places it) and the result says so."""
    data = form_data({"players": [{**ANN, "hand": ["red-4"]}, BEN]})
    html = unescape(page(client.post("/solstis/", data=data, follow_redirects=True)))
    assert totals(html) == {"Ann": 11, "Ben": 9}  # as without the hand tile (see ANN, BEN)
    assert (
        "Ann has 1 tile marked in hand but did not meet the Squirrel, so it stays in the hand "
        "and scores nothing. Tick the Squirrel if Ann met it."
    ) in html
