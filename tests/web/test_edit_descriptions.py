"""Edit buttons described once (issue 28): the change a page's edit button carries for the
phone with no connection (``data-edit``, performed there by static/edits.js) is the change the
server makes for the button's action (``apply_action``), on the very form the page shows.
The browser tier (tests/browser/test_offline_*.py) checks that the phone performs it alike."""

from __future__ import annotations

import copy
import html as html_text
import json
import re
from typing import Any

import pytest
from werkzeug.datastructures import MultiDict

from tests.conftest import load_example
from tests.web.formdata import flatten
from web.forms.edits import apply_edit, insert, move, remove, require, room, set_field, toggle
from web.games import get_adapter
from web.games.sagrada.adapter import typed_row_data

BUTTON = re.compile(r"<button\b[^>]*>")
VALUE = re.compile(r'\bvalue="([^"]*)"')
EDIT = re.compile(r"\bdata-edit='([^']*)'")


def described_buttons(page: str) -> dict[str, Any]:
    """Every edit button of the page's form (its templates aside) that carries its change:
    its action → the change."""
    page = re.sub(r"<template\b.*?</template>", "", page, flags=re.DOTALL)
    found: dict[str, Any] = {}
    for tag in BUTTON.findall(page):
        value, edit = VALUE.search(tag), EDIT.search(tag)
        if value and edit:
            found[html_text.unescape(value.group(1))] = json.loads(edit.group(1))
    return found


def panorama_post() -> MultiDict:
    """The Panorama sample with a card's editor open and an insert mark set."""
    adapter = get_adapter("panorama")
    data = adapter.form_data_from_state(load_example("panorama")["state"])
    data["editing"] = "dusk-0-cards-1"
    data["inserting"] = "dusk-1-cards-2"
    return flatten(data)


def topiary_post() -> MultiDict:
    """The Topiary sample with a place open."""
    adapter = get_adapter("topiary")
    data = adapter.form_data_from_state(load_example("topiary")["state"])
    data["open_place"] = "0-1"
    return flatten(data)


@pytest.mark.parametrize(
    ("slug", "post", "fewest"),
    [("panorama", panorama_post, 300), ("topiary", topiary_post, 30)],
)
def test_every_edit_button_carries_the_change_its_action_makes_on_the_server(
    app, client, slug, post, fewest
):
    fields = post()
    fields["action"] = "players"  # Drawn again as it is.
    page = client.post(f"/{slug}/", data=fields).get_data(as_text=True)
    buttons = described_buttons(page)
    assert len(buttons) >= fewest
    adapter = get_adapter(slug)
    with app.test_request_context():
        form = adapter.posted_form(fields)
        adapter.prepare_form(form)
        data = form.data
        for action, edit in buttons.items():
            expected = adapter.apply_action(copy.deepcopy(data), action)
            assert apply_edit(copy.deepcopy(data), edit) == expected, action


def test_every_card_and_palette_button_of_panorama_is_described(client):
    fields = panorama_post()
    fields["action"] = "players"
    page = client.post("/panorama/", data=fields).get_data(as_text=True)
    described = described_buttons(page)
    page = re.sub(r"<template\b.*?</template>", "", page, flags=re.DOTALL)
    actions = {
        html_text.unescape(value)
        for value in re.findall(r'name="action" value="([^"]*)"', page)
        if value.split(":")[0] in ("add", "edit", "insert", "remove", "left", "right", "update")
    }
    assert actions and actions <= set(described)


# The operations themselves, on form data as WTForms gives it.


def cards(*icons: str) -> list[dict[str, str]]:
    return [{"icon": icon} for icon in icons]


def test_an_entry_goes_before_the_marked_one_and_the_mark_moves_on():
    data = {"inserting": "p-cards-1", "p": {"cards": cards("fox", "tree")}}
    apply_edit(data, [insert("p-cards", {"icon": "bear"}, mark="inserting")])
    assert data["p"]["cards"] == cards("fox", "bear", "tree")
    assert data["inserting"] == "p-cards-2"


def test_an_entry_goes_at_the_end_when_the_mark_names_another_list_which_it_then_loses():
    data = {"inserting": "q-cards-0", "p": {"cards": cards("fox")}}
    apply_edit(data, [insert("p-cards", {"icon": "bear"}, mark="inserting", opens="editing")])
    assert data["p"]["cards"] == cards("fox", "bear")
    assert data["inserting"] == ""
    assert data["editing"] == "p-cards-1"


def test_a_removed_entry_takes_a_later_mark_back_one_and_an_emptied_list_clears_it():
    data = {"inserting": "p-cards-2", "p": {"cards": cards("fox", "tree", "bear")}}
    apply_edit(data, [remove("p-cards", 0, mark="inserting")])
    assert data["p"]["cards"] == cards("tree", "bear")
    assert data["inserting"] == "p-cards-1"
    data = {"inserting": "p-cards-0", "p": {"cards": cards("fox")}}
    apply_edit(data, [remove("p-cards", 0, mark="inserting")])
    assert data["inserting"] == ""


def test_a_failed_check_changes_nothing_at_all():
    data = {"editing": "p-cards-0", "p": {"cards": cards("fox")}}
    before = copy.deepcopy(data)
    assert apply_edit(data, [require("p-cards", 1), set_field("editing", "")]) == before
    assert apply_edit(data, [room("p-cards", 1), set_field("editing", "")]) == before


def test_a_move_past_either_end_moves_nothing_and_toggle_clears_what_it_set():
    data = {"editing": "", "p": {"cards": cards("fox", "tree")}}
    apply_edit(data, [move("p-cards", 0, -1), toggle("editing", "p-cards-0")])
    assert data == {"editing": "p-cards-0", "p": {"cards": cards("fox", "tree")}}
    apply_edit(data, [move("p-cards", 0, 1), toggle("editing", "p-cards-0")])
    assert data == {"editing": "", "p": {"cards": cards("tree", "fox")}}


# Sagrada's typed rows: the page's reading of a cell (what static/games/sagrada.js reads a
# row with) reads every row as the server does.


def read_as_the_page_says(text: str, reading: dict[str, Any]) -> list[str] | None:
    """A typed row read with nothing but the page's ``data-row-reading`` (as the phone does)."""
    codes = []
    cells = text.split()
    if len(cells) != reading["columns"]:
        return None
    for cell in cells:
        text = cell.upper()
        if text == reading["empty"]:
            codes.append("")
        elif text[-1:] in reading["values"] and text[:-1] in reading["colours"] and text[-1:]:
            codes.append(reading["colours"][text[:-1]] + text[-1])
        else:
            return None
    return codes


@pytest.mark.parametrize(
    "row",
    [
        "R5 Y2 . B6 G1",
        "r5 y2 . b6 g1",
        "  P1\tG6  . .   B3 ",
        ". . . . .",
        "R5 Y2 X9 . .",
        "R5 Y2 . B6",
        "R5 Y2 . B6 G1 P3",
        "R7 Y2 . B6 G1",
        "R0 Y2 . B6 G1",
        "RR Y2 . B6 G1",
        "R55 Y2 . B6 G1",
        ".. Y2 . B6 G1",
        "R５ Y2 . B6 G1",
        # Italian initials and names (R, Gi, Ve, B, Vi): rows on an Italian page only.
        "R5 Gi2 . B6 Ve1",
        "rosso5 giallo2 . blu6 verde1",
        "Vi1 Ve6 . . B3",
        "G5 Gi2 . B6 Ve1",
        "V5 Gi2 . B6 Ve1",
    ],
)
@pytest.mark.parametrize("language", ["en", "it"])
def test_a_typed_row_reads_on_the_page_as_the_server_reads_it(app, client, row, language):
    page = client.get(f"/sagrada/?lang={language}").get_data(as_text=True)
    reading = json.loads(re.search(r"data-row-reading='([^']*)'", page).group(1))
    with app.test_request_context(f"/sagrada/?lang={language}"):
        app.preprocess_request()
        typed, cells = typed_row_data(row)
    assert read_as_the_page_says(row, reading) == (None if typed else cells)
