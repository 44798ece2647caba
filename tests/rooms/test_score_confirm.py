"""Scoring a room, as a table uses it (issue 21, "Scoring"; issue 27, items 6, 10 and 11).

The review's table: Ann (the host, in seat 0), Ben and Cat each saved their Sagrada window as
done; the objectives on the table, the host's shared part, were never started. The status
said "Ann ✓ · Ben ✓ · Cat ✓", one tap scored 11/9/−1 instead of 19/21/−1 and moved every phone
there. Now Ann is not ✓ until her shared part is done, "Score" lists what is not done and
asks first, and a room scored early can be reopened by its host for ten minutes.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa

from tests.conftest import load_example
from tests.rooms.phones import fill_in, join, names_only, open_room, part_fields, send
from tests.rooms.test_rooms_pages import open_from_form, sit
from web.models import Room
from web.platform.db import db
from web.rooms import service

EXAMPLE = load_example("sagrada")
STATE = EXAMPLE["state"]


def table_entered_but_the_hosts_part(app):
    """The review's room through the pages: three phones, each window saved as done, the
    host's objectives not started. The room's address and the three phones."""
    host, ben, cat = app.test_client(), app.test_client(), app.test_client()
    room_url = open_from_form(app, host, "sagrada", names_only("sagrada", STATE))
    for seat, phone in enumerate((host, ben, cat)):
        sit(phone, room_url, seat)
        fields = part_fields(app, "sagrada", STATE, f"seat-{seat}").to_dict(flat=False)
        saved = phone.post(
            f"{room_url}/p/seat-{seat}", data={**fields, "version": "0", "done": "1"}
        )
        assert saved.status_code == 303, saved.get_data(as_text=True)
    return room_url, host, ben, cat


def test_the_hosts_seat_is_not_done_while_the_hosts_shared_part_is_not_started(app):
    room_url, _host, ben, _cat = table_entered_but_the_hosts_part(app)
    page = ben.get(room_url).get_data(as_text=True)
    assert "Ann entering… · Ben ✓ · Cat ✓" in page
    assert "Ann ✓" not in page
    seats = ben.get(f"{room_url}/state").get_json()["seats"]
    assert [seat["done"] for seat in seats] == [False, True, True]


def test_score_lists_what_is_not_done_and_asks_first(app):
    room_url, host, _ben, cat = table_entered_but_the_hosts_part(app)
    page = host.get(room_url).get_data(as_text=True)
    assert f'href="{room_url}/score"' in page  # "Score anyway" leads to the list first.
    tapped = host.post(f"{room_url}/score")
    assert tapped.status_code == 303
    assert tapped.headers["Location"] == f"{room_url}/score"
    assert cat.get(room_url).status_code == 200  # Nothing was scored.
    asked = host.get(f"{room_url}/score").get_data(as_text=True)
    assert "Not every part is done" in asked
    assert "Objectives on the table" in asked
    assert "not started · filled in by the host" in asked
    assert "Ann's window" not in asked and "Ben" not in asked  # Only what is not done.
    assert 'name="anyway" value="1"' in asked and 'id="score-back"' in asked
    confirmed = host.post(f"{room_url}/score", data={"anyway": "1"})
    assert confirmed.status_code == 303 and confirmed.headers["Location"].startswith("/t/")
    assert cat.get(room_url).headers["Location"] == confirmed.headers["Location"]


def test_a_finished_table_is_scored_in_one_tap(app):
    room_url, host, ben, _cat = table_entered_but_the_hosts_part(app)
    shared = part_fields(app, "sagrada", STATE, "shared").to_dict(flat=False)
    done = host.post(f"{room_url}/p/shared", data={**shared, "version": "0", "done": "1"})
    assert done.status_code == 303
    assert "Ann ✓ · Ben ✓ · Cat ✓" in ben.get(room_url).get_data(as_text=True)
    scored = ben.post(f"{room_url}/score")
    assert scored.status_code == 303 and scored.headers["Location"].startswith("/t/")


def scored_early(app):
    room_url, host, ben, cat = table_entered_but_the_hosts_part(app)
    scored = host.post(f"{room_url}/score", data={"anyway": "1"})
    return room_url, scored.headers["Location"], host, ben, cat


def totals_of(client, table_url):
    table = client.get(f"/api/v1/tables/{table_url.rsplit('/', 1)[1]}").get_json()
    return {player["name"]: player["total"] for player in table["result"]["players"]}, table


def test_the_host_reopens_a_room_scored_early_and_scoring_again_revises_the_same_table(app):
    room_url, table_url, host, ben, _cat = scored_early(app)
    early, _ = totals_of(ben, table_url)
    assert early != EXAMPLE["expect"]["totals"]  # The objectives were missing.
    assert ben.get(room_url).headers["Location"] == table_url
    page = host.get(room_url)  # The host, back on the room's page, may reopen it.
    assert page.status_code == 200
    assert 'id="room-reopen"' in page.get_data(as_text=True)
    assert ben.post(f"{room_url}/reopen").status_code == 403  # Only the host.
    reopened = host.post(f"{room_url}/reopen")
    assert reopened.status_code == 303 and reopened.headers["Location"] == room_url
    assert ben.get(room_url).status_code == 200  # Open again for every phone …
    assert ben.get(f"{room_url}/state").get_json()["table_url"] is None  # … polls stay.
    shared = part_fields(app, "sagrada", STATE, "shared").to_dict(flat=False)
    assert (
        host.post(f"{room_url}/p/shared", data={**shared, "version": "0", "done": "1"}).status_code
        == 303
    )
    again = ben.post(f"{room_url}/score")
    assert again.headers["Location"] == table_url  # The same table, its next version.
    totals, table = totals_of(ben, table_url)
    assert totals == EXAMPLE["expect"]["totals"] == {"Ann": 19, "Ben": 21, "Cat": -1}
    assert len(table["revisions"]) == 1  # The early scoring is kept as its first version.


def test_a_room_stays_scored_once_the_minutes_to_reopen_it_are_over(app):
    room_url, table_url, host, _ben, _cat = scored_early(app)
    with app.app_context():
        room = db.session.scalar(sa.select(Room))
        room.last_activity -= service.REOPEN_WINDOW + timedelta(seconds=1)
        db.session.commit()
    assert host.get(room_url).headers["Location"] == table_url
    late = host.post(f"{room_url}/reopen")
    assert late.status_code == 409
    assert "stays scored" in late.get_data(as_text=True)


def test_a_part_saved_after_scoring_is_refused_and_stays_on_the_phone(app):
    room_url, _table_url, _host, ben, _cat = scored_early(app)
    fields = part_fields(app, "sagrada", STATE, "seat-1")
    fields["players-1-favor_tokens"] = "4"
    late = ben.post(f"{room_url}/p/seat-1", data={**fields.to_dict(flat=False), "version": "1"})
    assert late.status_code == 409
    page = late.get_data(as_text=True)
    assert "scored before this save arrived" in page
    assert 'value="4"' in page  # What Ben entered is still in the form.


def test_the_score_api_needs_the_room_token_not_the_rooms_cookie(app):
    host = app.test_client()  # Opened on the form: the host's phone holds the room's cookie.
    room_url = open_from_form(app, host, "sagrada", STATE)
    room_id = room_url.rsplit("/", 1)[1]
    forged = host.post(f"/api/v1/rooms/{room_id}/score")  # A same-site page's post.
    assert forged.status_code == 401
    assert "Authorization: Bearer" in forged.get_json()["errors"][0]["message"]
    assert host.get(room_url).status_code == 200  # Still open: nothing was scored.


def test_a_second_score_through_the_api_answers_the_first_table(app):
    client = app.test_client()
    opened = open_room(client, "sagrada", STATE)
    first = send(client, "POST", f"/api/v1/rooms/{opened['id']}/score", None, opened["token"])
    second = send(client, "POST", f"/api/v1/rooms/{opened['id']}/score", None, opened["token"])
    assert first.status_code == 201 and second.status_code == 200
    assert second.get_json()["table_id"] == first.get_json()["table_id"]
    assert "edit_token" not in second.get_json()


@pytest.mark.parametrize("players", [7, 1000])
def test_a_room_seats_at_most_the_games_players(app, players):
    client = app.test_client()
    state = {"players": [{"name": f"Player {number}"} for number in range(players)]}
    refused = send(client, "POST", "/api/v1/rooms", {"game": "sagrada", "state": state})
    assert refused.status_code == 422
    error = refused.get_json()["errors"][0]
    assert error == {
        "path": "state.players",
        "message": "Sagrada is played by at most 6 players: a room has a seat for each.",
    }
    six = {"players": state["players"][:6]}
    assert (
        send(client, "POST", "/api/v1/rooms", {"game": "sagrada", "state": six}).status_code == 201
    )


def test_a_nul_in_a_room_id_is_no_room(room_app):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", STATE))
    ben = join(client, opened["code"], 1)["token"]
    nul = opened["id"][:10] + "%00" + opened["id"][10:]
    assert client.get(f"/api/v1/rooms/{nul}").status_code == 404
    assert client.get(f"/r/{nul}").status_code == 404
    assert client.get(f"/r/{nul}/state").status_code == 404
    assert (
        send(client, "POST", f"/api/v1/rooms/{nul}/score", None, opened["token"]).status_code == 404
    )
    put = fill_in(client, nul, "sagrada", STATE, "seat-1", ben)
    assert put.status_code == 404
