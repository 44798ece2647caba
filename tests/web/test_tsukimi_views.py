"""Tsukimi's form, result and rules pages, through Flask's test client (no JavaScript)."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from typing import Any

import pytest
from werkzeug.datastructures import MultiDict

from scoring import tsukimi
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium

EMPTY_ROW = {"value": "", "color": "", "rabbits": ["0", "0"]}


def table_form(
    players: list[tuple[str, Any]],
    tiles: list[tuple[Any, str, Any, Any]],
    variant: str = "standard",
    action: str | None = None,
) -> MultiDict:
    """The form a player fills in: (name, reserve) per player, (value, colour, rabbits of the
    first player, rabbits of the second) per tile row; the rest of the 18 rows left untouched."""
    rows = [
        {"value": str(value), "color": colour, "rabbits": [str(first), str(second)]}
        for value, colour, first, second in tiles
    ]
    rows += [dict(EMPTY_ROW) for _ in range(18 - len(rows))]
    data = flatten(
        {
            "variant": variant,
            "players": [{"name": name, "reserve": str(reserve)} for name, reserve in players],
            "tiles": rows,
        }
    )
    if action is not None:
        data.add("action", action)
    return data


def sample_form() -> MultiDict:
    """The sample table (tests/examples/tsukimi.json) typed into the form, row by row."""
    state = load_example("tsukimi")["state"]
    names = [player["name"] for player in state["players"]]
    return table_form(
        [(player["name"], player["reserve"]) for player in state["players"]],
        [
            (tile["value"], tile["color"], tile["rabbits"][names[0]], tile["rabbits"][names[1]])
            for tile in state["tiles"]
        ],
    )


class FormValues(HTMLParser):
    """What a browser would post for a page's form: inputs' values and checked radios."""

    def __init__(self) -> None:
        super().__init__()
        self.values = MultiDict()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        name = attributes.get("name")
        if tag != "input" or not name or name == "action":
            return
        if attributes.get("type") in ("radio", "checkbox") and "checked" not in attributes:
            return
        self.values.add(name, attributes.get("value") or "")


def posted_values(page: str) -> MultiDict:
    parser = FormValues()
    parser.feed(page)
    return parser.values


def errors_beside(page: str, field_id: str) -> str:
    """The text of the error list shown beside a field (empty when there is none)."""
    found = re.search(rf'<ul class="field-errors" id="{field_id}-errors">(.*?)</ul>', page, re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip() if found else ""


def ranking(page: str) -> list[tuple[str, int]]:
    """(name, total) in the podium's order."""
    return podium(page)


def test_blank_form_has_both_players_and_18_tile_rows(client):
    response = client.get("/tsukimi/")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert 'id="players-0-name"' in page and 'id="players-1-reserve"' in page
    assert page.count('<fieldset class="tile reach"') == 18
    assert "name=tiles-17-value value=5" in page
    assert "tiles-18-value" not in page
    assert page.count('name="variant"') == 2
    # The standard game, and 0 rabbits for both players around each of the 18 tiles; no
    # value or colour yet.
    assert page.count(" checked") == 1 + 2 * 18
    assert page.count("name=tiles-0-rabbits-1 value=0 checked") == 1


def test_each_players_rabbits_around_a_tile_are_chips_0_to_6(client):
    """One tap per count: a player has 0 to 6 rabbits around a tile (spec/tsukimi.md)."""
    page = client.get("/tsukimi/").get_data(as_text=True)
    for seat in (0, 1):
        chips = re.findall(rf"name=tiles-4-rabbits-{seat} value=(\d+)", page)
        assert chips == ["0", "1", "2", "3", "4", "5", "6"]
    group = re.search(r"<div class=count role=radiogroup id=tiles-4-rabbits-1 ([^>]*)>", page)
    assert group.group(1) == 'aria-labelledby="tiles-4-rabbits-1-label tiles-4-legend"'
    assert "<legend id=tiles-4-legend>Tile 5</legend>" in page


def test_rabbit_chip_labels_follow_the_typed_names(client):
    page = client.post(
        "/tsukimi/",
        data={"players-0-name": "", "players-1-name": "Ren", "action": "update"},
        follow_redirects=True,
    ).get_data(as_text=True)
    assert (
        "<span class=count-label id=tiles-0-rabbits-1-label>"
        '<span data-name-of=players-1-name data-name-default="Player 2">Ren</span>’s rabbits'
    ) in page
    assert 'data-name-default="Player 1">Player 1</span>’s rabbits' in page


def test_an_edited_count_that_is_no_chip_is_kept_as_its_own_chip(client):
    """A count the chips do not offer (7, from an edited table) is shown and kept, so that
    the scorer can say what is wrong with it beside the tile, not lose it."""
    state = {
        "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren", "reserve": 4}],
        "tiles": [{"value": 3, "rabbits": {"Aki": 7, "Ren": 1}}],
    }
    page = client.post("/tsukimi/edit", data={"state": json.dumps(state)}).get_data(as_text=True)
    kept = posted_values(page)
    assert (kept["tiles-0-rabbits-0"], kept["tiles-0-rabbits-1"]) == ("7", "1")
    response = client.post("/tsukimi/", data=kept, follow_redirects=True)
    assert response.status_code == 422
    assert errors_beside(response.get_data(as_text=True), "tiles-0-rabbits").startswith(
        "Aki's rabbit count around tile 1 is 7"
    )


def test_name_fields_are_labelled_player_1_and_player_2_like_their_placeholders(client):
    page = client.get("/tsukimi/").get_data(as_text=True)
    for seat in (1, 2):
        assert f'<label for="players-{seat - 1}-name">Player {seat}</label>' in page
        assert re.search(rf'id="players-{seat - 1}-name"[^>]*placeholder="Player {seat}"', page)
        assert (
            f'<label for="players-{seat - 1}-reserve">Player {seat}’s rabbits left in reserve'
            in page
        )
    named = client.post(
        "/tsukimi/", data={"players-0-name": "Ann", "action": "update"}, follow_redirects=True
    )
    assert "Ann’s rabbits left in reserve" in named.get_data(as_text=True)


def test_tie_breaker_counts_are_not_shown_as_a_points_category(client):
    page = client.post("/tsukimi/", data=sample_form(), follow_redirects=True).get_data(
        as_text=True
    )
    assert page.count('<span class="category-name">For the tie-breakers (no points)</span>') == 2
    assert "Tie-breakers" not in page


def test_sample_table_scores_ben_31_ann_11(client):
    # Ann wins tiles 2, 3, 5, 7, 12, 17: 0 + 3 + 2 + 2 + 2 + 2 = 11.
    # Ben wins tiles 1, 4, 9, 10, 11, 14, 15, 18: 5 + 4 + 4 + 3 + 5 + 4 + 5 + 1 = 31.
    response = client.post("/tsukimi/", data=sample_form(), follow_redirects=True)
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert '<h1 id="podium-title">Ben wins</h1>' in page
    assert ranking(page) == [("Ben", 31), ("Ann", 11)]
    board = page.split('class="moon-board"', 1)[1]
    assert board.count('<span class="badge" aria-hidden="true">B</span> Ben') == 8
    assert board.count('<span class="badge" aria-hidden="true">A</span> Ann') == 6
    assert board.count('class="moon-tile won"') == 14
    assert page.count("Tie: nobody") == 4  # tiles 6, 8, 13 and 16
    assert "Ann won tiles 2, 3, 5, 7, 12, 17." in page
    assert "Ben won tiles 1, 4, 9, 10, 11, 14, 15, 18." in page
    summary = re.findall(r"<td class=\"num\">(\d+)</td>", page)
    assert summary[:6] == ["11", "6", "6", "31", "8", "1"]  # points, tiles won, reserve
    assert "Worth a second look" not in page  # 18 tiles and plausible rabbits: no warning


def test_result_shows_every_tile_with_its_rabbits_and_winner(client):
    page = client.post("/tsukimi/", data=sample_form(), follow_redirects=True).get_data(
        as_text=True
    )
    first = re.search(r'id="result-tile-1">(.*?)</li>', page, re.S).group(1)
    assert "Tile 1" in first and ">5<" in first and "blue" in first
    assert "<span>Ann 0</span> – <span>Ben 2</span>" in first
    assert '<span class="won-by"><span class="badge" aria-hidden="true">B</span> Ben' in first
    eighth = re.search(r'id="result-tile-8">(.*?)</li>', page, re.S).group(1)
    assert "<span>Ann 2</span> – <span>Ben 2</span>" in eighth and "Tie: nobody" in eighth
    assert 'class="moon-tile" id="result-tile-8"' in page  # a tie: no outline of a winner
    assert "0 (red): Ann 2 – Ben 1 → Ann." in page  # the breakdown's explanation


@pytest.mark.parametrize(
    ("names", "badges"),
    [(["Ann", "Ben"], ["A", "B"]), (["Aki", "ann"], ["1", "2"]), (["ren", "Ben"], ["R", "B"])],
)
def test_a_tiles_winner_is_marked_with_a_badge_not_a_colour(client, names, badges):
    """The badge is the player's initial, or the seat number when both initials are the
    same: never a colour that a tile's own colour could be mistaken for."""
    form = table_form([(names[0], 0), (names[1], 0)], [(3, "blue", 2, 1), (4, "red", 0, 1)])
    page = client.post("/tsukimi/", data=form, follow_redirects=True).get_data(as_text=True)
    first = re.search(r'id="result-tile-1">(.*?)</li>', page, re.S).group(1)
    second = re.search(r'id="result-tile-2">(.*?)</li>', page, re.S).group(1)
    assert f'<span class="badge" aria-hidden="true">{badges[0]}</span> {names[0]}' in first
    assert f'<span class="badge" aria-hidden="true">{badges[1]}</span> {names[1]}' in second
    assert 'class="moon-tile won player' not in page


def test_result_board_shows_typed_names_and_colours_as_text(client):
    """Names and a colour typed by the players reach the board as text, never as markup; a
    colour that is not one of the form's swatches gets the neutral swatch, and a tile without
    a colour shows only its value."""
    form = table_form(
        [("<b>Ann</b> & Co", 0), ("Ben", 0)], [(3, "<i>teal</i>", 2, 1), (4, "", 0, 1)]
    )
    page = client.post("/tsukimi/", data=form, follow_redirects=True).get_data(as_text=True)
    first = re.search(r'id="result-tile-1">(.*?)</li>', page, re.S).group(1)
    second = re.search(r'id="result-tile-2">(.*?)</li>', page, re.S).group(1)
    assert '<span class="swatch sw-other"></span>&lt;i&gt;teal&lt;/i&gt;</span>' in first
    assert "<span>&lt;b&gt;Ann&lt;/b&gt; &amp; Co 2</span> – <span>Ben 1</span>" in first
    assert "</span> &lt;b&gt;Ann&lt;/b&gt; &amp; Co</span>" in first  # the winner, by name
    assert '<span class="tile-face"><span class="tile-value">4</span></span>' in second
    assert "<b>Ann</b>" not in page and "<i>teal</i>" not in page


def test_points_tie_goes_to_the_player_with_more_tiles(client):
    # Ann: tile 1 (3). Ben: tiles 2 and 3 (1 + 2 = 3), so Ben wins on tiles won, 2 to 1.
    form = table_form([("Ann", 2), ("Ben", 5)], [(3, "", 1, 0), (1, "", 0, 1), (2, "", 1, 2)])
    page = client.post("/tsukimi/", data=form, follow_redirects=True).get_data(as_text=True)
    assert '<h1 id="podium-title">Ben wins</h1>' in page
    assert "Ben wins on most tiles won (2 tiles against Ann 1 tile)" in page
    assert ranking(page) == [("Ben", 3), ("Ann", 3)]
    assert "Only 3 tiles are on the moon board" in page


def test_untouched_rows_between_tiles_are_left_out(client):
    form = table_form(
        [("Ann", 0), ("Ben", 0)],
        [(4, "green", 2, 0), ("", "", 0, 0), ("", "", "", ""), (5, "", 0, 1)],
    )
    page = client.post("/tsukimi/", data=form, follow_redirects=True).get_data(as_text=True)
    assert ranking(page) == [("Ben", 5), ("Ann", 4)]
    assert 'id="result-tile-2"' in page and 'id="result-tile-3"' not in page
    assert "Only 2 tiles are on the moon board" in page


def test_dark_side_variant_is_shown_on_the_result(client):
    form = table_form([("Aki", 1), ("Ren", 0)], [(2, "", 1, 0)], variant="dark_side")
    page = client.post("/tsukimi/", data=form, follow_redirects=True).get_data(as_text=True)
    assert "Variant: Dark side of the Moon." in page
    assert '"variant": "dark_side"' in html.unescape(page)


def test_rabbits_without_a_value_is_an_error_on_that_row_and_keeps_everything(client):
    form = table_form([("Ann", 3), ("Ben", 4)], [(2, "red", 1, 0), ("", "blue", 2, 1)])
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    message = "Tile 2 has no value; give the number printed on it (0 to 5)."
    assert errors_beside(page, "tiles-1-value") == message
    assert f'<a href="#tiles-1-value">{message}</a>' in page
    assert 'aria-describedby="tiles-1-value-errors"' in page
    kept = posted_values(page)
    assert kept["players-0-name"] == "Ann" and kept["players-1-reserve"] == "4"
    assert kept["tiles-0-value"] == "2" and kept["tiles-0-color"] == "red"
    assert kept["tiles-1-color"] == "blue"
    assert kept.getlist("tiles-1-rabbits-0") == ["2"] and kept["tiles-1-rabbits-1"] == "1"
    assert "tiles-1-value" not in kept
    assert '<output class="holder">Value missing</output>' in page


def test_rows_are_renumbered_so_messages_match_the_rows(client):
    # Rows 1 and 2 left empty: the row with rabbits but no value becomes tile 1, and the
    # message about it sits on row 1.
    form = table_form([("Ann", 3), ("Ben", 4)], [("", "", 0, 0), ("", "", 0, 0), ("", "", 0, 2)])
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert errors_beside(page, "tiles-0-value").startswith("Tile 1 has no value")
    assert posted_values(page)["tiles-0-rabbits-1"] == "2"
    assert posted_values(page)["tiles-2-rabbits-1"] == "0"


@pytest.mark.parametrize(
    ("players", "field_id", "message"),
    [
        (
            [("Ann", 16), ("Ben", 0)],
            "players-0-reserve",
            "Ann's reserve is 16; it must be from 0 to 15 (each player has 15 rabbits).",
        ),
        (
            [("Ann", 2), ("Ben", "")],
            "players-1-reserve",
            "Ben's reserve is missing; give the rabbits still in front of Ben (0 to 15).",
        ),
        (
            [("Ann", 2), ("ann", 1)],
            "players-1-name",
            "Two players are called 'ann'; give each a different name.",
        ),
        (
            [("Ann", "lots"), ("Ben", 1)],
            "players-0-reserve",
            "Ann's reserve should be a whole number, not text.",
        ),
    ],
)
def test_player_problems_sit_beside_their_field_with_the_typed_value(
    client, players, field_id, message
):
    response = client.post(
        "/tsukimi/", data=table_form(players, [(3, "", 1, 0)]), follow_redirects=True
    )
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert errors_beside(page, field_id) == message
    typed = players[int(field_id[8])][1 if field_id.endswith("reserve") else 0]
    assert posted_values(page)[field_id] == str(typed)


@pytest.mark.parametrize(
    ("field", "typed", "field_id", "message"),
    [
        ("tiles-0-value", "9", "tiles-0-value", "Tile 1's value is 9; it must be from 0 to 5"),
        ("tiles-0-value", "x", "tiles-0-value", "Tile 1's value should be a whole number"),
        ("tiles-0-rabbits-0", "7", "tiles-0-rabbits", "Ann's rabbit count around tile 1 is 7"),
        ("tiles-0-rabbits-1", "-1", "tiles-0-rabbits", "Ben's rabbit count around tile 1 is -1"),
        ("tiles-0-rabbits-1", "2.5", "tiles-0-rabbits", "Ben's rabbit count around tile 1"),
        ("variant", "moon", "variant", "The variant 'moon' is not known"),
    ],
)
def test_tampered_values_are_reported_beside_their_field(client, field, typed, field_id, message):
    form = table_form([("Ann", 1), ("Ben", 2)], [(3, "red", 1, 0)])
    form.setlist(field, [typed])
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert errors_beside(page, field_id).startswith(message)
    assert 'class="error-summary"' in page


@pytest.mark.parametrize(
    ("tampering", "status"),
    [
        ({"tiles-40-value": "3"}, 200),  # beyond the form's rows: not read
        ({"tiles-0-rabbits-7": "3"}, 200),  # a third player's count: not read
        ({"tiles-0-color": "<script>alert(1)</script>"}, 200),  # a colour is free text
        ({"tiles-0-color": "x" * 5000}, 422),  # longer than any text kept
        ({"players-5-name": "Cat"}, 200),  # a seat the game does not have: not read
        ({"players-0-name": "A" * 40}, 422),  # longer than a name may be
        ({"action": "clear:99"}, 200),  # edit buttons: the form again
        ({"action": "clear:abc"}, 200),
        ({"action": "clear:"}, 200),
        ({"action": "explode"}, 200),
        ({"tiles-0-value": ""}, 422),  # a tile with rabbits and a colour but no value
        ({"variant": ""}, 200),  # the standard game
    ],
)
def test_garbage_never_breaks_the_page(client, tampering, status):
    form = table_form([("Ann", 1), ("Ben", 2)], [(3, "red", 1, 0)])
    for name, value in tampering.items():
        form.setlist(name, [value])
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == status
    assert "<script>alert" not in response.get_data(as_text=True)


def test_a_post_with_no_fields_at_all_asks_for_tiles(client):
    response = client.post("/tsukimi/", data={}, follow_redirects=True)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert errors_beside(page, "tiles").startswith("No tiles are listed")
    assert errors_beside(page, "players-0-reserve").startswith("Player 1's reserve is missing")


def test_a_colour_from_an_edited_table_is_kept_as_its_own_chip(client):
    state = {
        "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren", "reserve": 4}],
        "tiles": [{"value": 3, "color": "purple", "rabbits": {"Aki": 2, "Ren": 1}}],
    }
    page = client.post("/tsukimi/edit", data={"state": json.dumps(state)}).get_data(as_text=True)
    assert posted_values(page)["tiles-0-color"] == "purple"
    assert "<label class=sw-other>" in page
    result = client.post("/tsukimi/", data=posted_values(page), follow_redirects=True).get_data(
        as_text=True
    )
    assert "Tile 1: 3 (purple)" in result


def test_edit_refills_the_form_and_scores_the_same_again(client):
    example = load_example("tsukimi")
    response = client.post("/tsukimi/edit", data={"state": json.dumps(example["state"])})
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    kept = posted_values(page)
    assert kept["players-0-name"] == "Ann" and kept["players-0-reserve"] == "6"
    assert kept["players-1-name"] == "Ben" and kept["players-1-reserve"] == "1"
    assert kept["tiles-0-value"] == "5" and kept["tiles-0-color"] == "blue"
    assert (kept["tiles-0-rabbits-0"], kept["tiles-0-rabbits-1"]) == ("0", "2")
    assert kept["tiles-17-value"] == "1" and kept["tiles-17-color"] == "yellow"
    assert page.count(">Ben holds it<") == 8 and page.count(">Tie: nobody<") == 4

    result = client.post("/tsukimi/", data=kept, follow_redirects=True).get_data(as_text=True)
    assert ranking(result) == [("Ben", 31), ("Ann", 11)]
    state = json.loads(
        html.unescape(
            re.search(r'<textarea[^>]* name="state"[^>]*>(.*?)</textarea>', result, re.S)[1]
        )
    )
    assert state["tiles"] == example["state"]["tiles"]
    assert state["players"] == example["state"]["players"]


def test_edit_matches_rabbits_to_players_by_name_whatever_the_case(client):
    state = {
        "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren", "reserve": 4}],
        "tiles": [{"value": 3, "rabbits": {" ren ": 3, "AKI": 1}}],
    }
    page = client.post("/tsukimi/edit", data={"state": json.dumps(state)}).get_data(as_text=True)
    kept = posted_values(page)
    assert (kept["tiles-0-rabbits-0"], kept["tiles-0-rabbits-1"]) == ("1", "3")
    assert ">Ren holds it<" in page


@pytest.mark.parametrize(
    ("state", "status"),
    [
        ("not json", 400),  # no table at all
        ("[1, 2]", 400),  # JSON, but not an object
        ('{"players": 5, "tiles": "x"}', 200),  # an object: the form, with what it can show
    ],
)
def test_edit_with_a_broken_table_never_breaks(client, state, status):
    response = client.post("/tsukimi/edit", data={"state": state})
    assert response.status_code == status
    assert 'id="players-0-name"' in response.get_data(as_text=True)


def test_update_button_shows_who_holds_each_tile_without_javascript(client):
    form = table_form(
        [("Ann", 1), ("Ben", 2)], [(3, "red", 2, 1), (4, "", 1, 1), (2, "", 0, 3)], action="update"
    )
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert '<output class="holder held">Ann holds it</output>' in page
    assert '<output class="holder">Tie: nobody</output>' in page
    assert '<output class="holder held">Ben holds it</output>' in page
    assert page.count('<output class="holder">Empty</output>') == 15
    assert "Ann’s rabbits" in page and "Ben’s rabbits" in page
    assert posted_values(page)["tiles-2-rabbits-1"] == "3"


def test_clear_button_empties_a_row_and_moves_the_rest_up(client):
    form = table_form(
        [("Ann", 1), ("Ben", 2)], [(3, "red", 2, 1), (4, "blue", 1, 1)], action="clear:0"
    )
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == 200
    kept = posted_values(response.get_data(as_text=True))
    assert kept["tiles-0-value"] == "4" and kept["tiles-0-color"] == "blue"
    assert (kept["tiles-0-rabbits-0"], kept["tiles-0-rabbits-1"]) == ("1", "1")
    assert "tiles-1-value" not in kept and "tiles-1-color" not in kept
    assert kept["players-1-name"] == "Ben"


def test_form_without_a_token_comes_back_filled_in_with_a_message(csrf_app):
    client = csrf_app.test_client()
    response = client.post("/tsukimi/", data=sample_form(), follow_redirects=True)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "everything you entered is still here" in page
    kept = posted_values(page)
    assert kept["players-0-name"] == "Ann" and kept["tiles-17-value"] == "1"


def test_form_with_its_token_scores(csrf_app):
    client = csrf_app.test_client()
    blank = client.get("/tsukimi/").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', blank).group(1)
    form = sample_form()
    form.add("csrf_token", token)
    response = client.post("/tsukimi/", data=form, follow_redirects=True)
    assert response.status_code == 200
    assert ranking(response.get_data(as_text=True)) == [("Ben", 31), ("Ann", 11)]


def test_rules_page_lists_the_rules_and_every_reading(client):
    response = client.get("/tsukimi/rules")
    assert response.status_code == 200
    page = html.unescape(response.get_data(as_text=True))
    for reading in tsukimi.READINGS:
        assert reading in page
    notes = page.split('<details class="table-json">', 1)[1]
    assert notes.lstrip().startswith("<summary>For developers: how the JSON is read</summary>")
    for note in tsukimi.INPUT_NOTES:
        assert note in notes
    assert "The player with the most tiles won wins." in page
    assert "The player with the most rabbits left in reserve wins." in page
    assert "more rabbits around it" in page


def test_the_language_switch_on_the_form_posts_back_what_was_typed(client):
    """Switching language on a half-entered form keeps the table (issue 13): the other
    language is a button posting the form back, an edit that changes nothing, so it works
    with and without JavaScript, and with and without a draft on the phone."""
    page = client.get("/tsukimi/").get_data(as_text=True)
    switch = re.search(r'<nav class="language-switch"[^>]*>(.*?)</nav>', page, re.S).group(1)
    assert (
        '<button type="submit" form="form" formaction="/tsukimi/?lang=it" name="action" '
        'value="restore" lang="it">Italiano</button>'
    ) in switch
    form = table_form([("Ann", 6), ("Ben", 1)], [(5, "blue", 0, 2), (0, "red", 2, 1)])
    form.add("action", "restore")
    italian = client.post("/tsukimi/?lang=it", data=form)
    assert italian.status_code == 200
    assert '<html lang="it">' in italian.get_data(as_text=True)
    kept = posted_values(italian.get_data(as_text=True))
    assert kept["players-0-name"] == "Ann" and kept["players-1-reserve"] == "1"
    assert (kept["tiles-1-value"], kept["tiles-1-color"]) == ("0", "red")
    assert (kept["tiles-1-rabbits-0"], kept["tiles-1-rabbits-1"]) == ("2", "1")
    kept.add("action", "restore")
    english = client.post("/tsukimi/?lang=en", data=kept).get_data(as_text=True)
    assert '<html lang="en">' in english
    assert posted_values(english) == posted_values(italian.get_data(as_text=True))
