"""Who saved a part, in whole sentences in each phone's own language (the host has its own:
"saved by the host", never "saved by The host" or "salvata da L'host"), and the players'
names a room needs to tell its seats apart."""

from __future__ import annotations

import re

from tests.conftest import load_example
from tests.rooms.phones import (
    fill_in,
    form_fields,
    join,
    names_only,
    open_room,
    part_fields,
    send,
)
from tests.rooms.test_rooms_pages import open_from_form, sit
from web.games.panorama.parts import PAIR_DASH

EN = {"Accept-Language": "en"}
IT = {"Accept-Language": "it-IT,it;q=0.9"}


def part_state(page: str, title: str) -> str:
    """What the room page says of the part titled ``title`` ("saved by Ann", "not started")."""
    row = re.search(
        rf">{re.escape(title)}<.*?class=\"room-part-state[^\"]*\">(.*?)</span>", page, re.S
    )
    assert row is not None, f"no part {title!r} on the room page"
    return row[1]


def test_a_part_the_host_saved_without_a_seat_reads_saved_by_the_host_in_each_phones_language(
    app,
):
    state = load_example("panorama")["state"]  # 4 players: the Award tiles are the host's part
    host = app.test_client()
    room_url = open_from_form(app, host, "panorama", names_only("panorama", state))
    fields = part_fields(app, "panorama", state, "shared")
    saved = host.post(
        f"{room_url}/p/shared", data={**fields.to_dict(flat=False), "version": "0"}, headers=IT
    )
    assert saved.status_code == 303
    reader = app.test_client()  # Saved from a phone in Italian, read on one in English …
    english = reader.get(room_url, headers=EN).get_data(as_text=True)
    assert part_state(english, "Award tiles") == "saved by the host"
    italian = host.get(room_url, headers=IT).get_data(as_text=True)  # … and the other way.
    assert part_state(italian, "Tessere Premio") == "salvata dall&#39;host"


def test_a_part_a_seated_player_saved_reads_saved_by_their_name(app):
    state = load_example("panorama")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "panorama", names_only("panorama", state))
    ben = app.test_client()
    sit(ben, room_url, 1)
    fields = part_fields(app, "panorama", state, "dusk-0")
    ben.post(f"{room_url}/p/dusk-0", data={**fields.to_dict(flat=False), "version": "0"})
    assert (
        part_state(
            host.get(room_url, headers=EN).get_data(as_text=True),
            f"Dusk panorama Ann{PAIR_DASH}Ben",
        )
        == "saved by Ben"
    )
    italian = host.get(room_url, headers=IT).get_data(as_text=True)
    assert part_state(italian, f"Panorama del Tramonto Ann{PAIR_DASH}Ben") == "salvata da Ben"


def test_a_save_refused_because_the_host_saved_first_says_so_in_whole_sentences(app):
    """Tsukimi's board is anyone's in the room: the host (no seat) saves it in Italian, then
    Ann, who started from the same version and changed the same tile, is asked which to keep
    and told who saved first in her language (issue 21: the clash is asked, not refused)."""
    state = load_example("tsukimi")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "tsukimi", names_only("tsukimi", state))
    fields = part_fields(app, "tsukimi", state, "board").to_dict(flat=False)
    saved = host.post(f"{room_url}/p/board", data={**fields, "version": "0"}, headers=IT)
    assert saved.status_code == 303
    ann = app.test_client()
    sit(ann, room_url, 0)
    changed = {**state, "tiles": [{**state["tiles"][0], "value": 1}, *state["tiles"][1:]]}
    mine = part_fields(app, "tsukimi", changed, "board").to_dict(flat=False)
    late = ann.post(f"{room_url}/p/board", data={**mine, "version": "0"}, headers=EN)
    assert late.status_code == 409
    page = late.get_data(as_text=True)
    assert "Saved by the host meanwhile</h2>" in page
    assert "<h3>The host&#39;s version</h3>" in page
    late = ann.post(f"{room_url}/p/board", data={**mine, "version": "0"}, headers=IT)
    page = late.get_data(as_text=True)
    assert "Salvata nel frattempo dall&#39;host</h2>" in page
    assert "<h3>La versione dell&#39;host</h3>" in page


def test_the_room_api_says_who_saved_a_part_by_seat_or_as_the_host_not_in_words(app):
    state = load_example("panorama")["state"]
    client = app.test_client()
    opened = open_room(client, "panorama", names_only("panorama", state))
    ben = join(app.test_client(), opened["code"], 1)["token"]
    by_host = fill_in(client, opened["id"], "panorama", state, "shared", opened["token"])
    assert by_host.status_code == 200
    assert (by_host.get_json()["updated_by"], by_host.get_json()["saved_by"]) == (None, "host")
    by_ben = fill_in(client, opened["id"], "panorama", state, "dusk-0", ben)
    assert (by_ben.get_json()["updated_by"], by_ben.get_json()["saved_by"]) == ("Ben", "seat")
    room = send(client, "GET", f"/api/v1/rooms/{opened['id']}", None, ben).get_json()
    kept = {part["key"]: (part["updated_by"], part["saved_by"]) for part in room["parts"]}
    assert kept["shared"] == (None, "host")
    assert kept["dusk-0"] == ("Ben", "seat")
    assert kept["dusk-1"] == (None, None)  # Nobody saved it yet.


def test_players_whose_names_differ_only_in_case_cannot_score_together(app):
    """Every game's scorer refuses "Ann" beside "ann", so a room for them could never be
    scored: it is refused when it is opened, with the names still in the form."""
    client = app.test_client()
    state = {"players": ["Ann", "ann", "Ben"]}
    response = client.post("/panorama/together", data=form_fields(app, "panorama", state))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "Every player needs a different name to score together" in page
    assert 'value="ann"' in page


def test_the_room_api_refuses_names_that_differ_only_in_spaces_or_case(app):
    client = app.test_client()
    for players in (["Ann", "Ann "], ["Ann", "ANN"], ["Ann", "  "]):
        body = {"game": "panorama", "state": {"players": players}}
        response = send(client, "POST", "/api/v1/rooms", body)
        assert response.status_code == 422, players
        assert response.get_json()["errors"][0]["path"] == "state.players"
