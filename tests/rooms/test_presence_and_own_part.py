"""Issue 21: a part's page says who else is on it (and who saved it last), the room page says
it beside the part; a seat's page offers only what the seat may edit; a phone let back in
sees its seat at the next poll."""

from __future__ import annotations

import re
from datetime import timedelta

import sqlalchemy as sa

from tests.conftest import load_example
from tests.rooms.phones import names_only, part_fields
from tests.rooms.test_rooms_pages import open_from_form, sit
from web.models import RoomPresence
from web.platform.db import db


def test_a_part_someone_else_is_on_says_so_before_you_start(room_app):
    state = load_example("panorama")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "panorama", names_only("panorama", state))
    ann, ben = room_app.test_client(), room_app.test_client()
    sit(ann, room_url, 0)
    sit(ben, room_url, 1)
    assert ann.get(f"{room_url}/p/dusk-0").status_code == 200
    page = ben.get(f"{room_url}/p/dusk-0").get_data(as_text=True)
    assert "Ann is entering this part right now." in page
    here = ann.get(f"{room_url}/p/dusk-0/here").get_json()
    assert "Ben is entering this part right now." in here["html"]
    assert "Ann is entering" not in here["html"]  # Not about itself.
    room = host.get(f"{room_url}/state").get_json()["html"]
    assert "Ann is on it" in room and "Ben is on it" in room
    fields = part_fields(room_app, "panorama", state, "dusk-0").to_dict(flat=False)
    assert ben.post(f"{room_url}/p/dusk-0", data={**fields, "version": "0"}).status_code == 303
    here = ann.get(f"{room_url}/p/dusk-0/here").get_json()
    assert here["version"] == 1
    assert "Last saved by Ben less than a minute ago." in here["html"]


def test_a_phone_that_left_the_part_drops_off_after_thirty_seconds(room_app):
    state = load_example("panorama")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "panorama", names_only("panorama", state))
    ann, ben = room_app.test_client(), room_app.test_client()
    sit(ann, room_url, 0)
    sit(ben, room_url, 1)
    ann.get(f"{room_url}/p/dusk-0")
    with room_app.app_context():
        for row in db.session.scalars(sa.select(RoomPresence)):
            row.seen = row.seen - timedelta(seconds=31)
        db.session.commit()
    assert "is entering" not in ben.get(f"{room_url}/p/dusk-0").get_data(as_text=True)


def test_a_closed_rooms_part_poll_answers_404(app):
    host = app.test_client()
    assert host.get("/r/AAAAAAAAAAAAAAAAAAAAAA/p/dusk-0/here").status_code == 404


def test_a_topiary_seat_page_shows_the_garden_read_only_and_offers_only_its_own_chip(app):
    state = load_example("topiary")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "topiary", state)
    ben = app.test_client()
    sit(ben, room_url, 1)
    page = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert not re.search(r'<select[^>]*name="garden-', page)  # No garden tile to set.
    assert "The garden is the host" in page
    assert not re.search(r'<input[^>]*type="text"[^>]*name="players-1-name"', page)
    dropped = re.findall(r"aria-label=\"Take away ([^'&]*)(?:'|&#39;)s visitor", page)
    assert dropped and set(dropped) - {"__TITLE__"} == {"Ben"}  # Only his own can go.
    opened = ben.post(
        f"{room_url}/p/seat-1",
        data={
            **part_fields(app, "topiary", state, "seat-1").to_dict(flat=False),
            "version": "0",
            "action": "place:0-1",
        },
    ).get_data(as_text=True)
    chips = re.findall(r'value="visit:[^"]*:(\d+)"', opened)
    assert chips and set(chips) == {"1"}  # Ben's chip only, not Ann's or Cat's.


def test_the_hosts_garden_page_still_sets_tiles_and_offers_every_chip(app):
    state = load_example("topiary")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "topiary", names_only("topiary", state))
    page = host.get(f"{room_url}/p/shared").get_data(as_text=True)
    assert re.search(r'<select[^>]*name="garden-0-0"', page)


def test_a_phone_let_back_in_sees_its_seat_at_the_next_poll(app):
    state = load_example("sagrada")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "sagrada", names_only("sagrada", state))
    ben, new_ben = app.test_client(), app.test_client()
    sit(ben, room_url, 1)
    sit(new_ben, room_url, 1)  # Held: asks the host.
    asking = new_ben.get(f"{room_url}/state").get_json()["html"]
    assert "You asked for Ben" in asking
    assert host.post(f"{room_url}/reclaim/1", data={"answer": "approve"}).status_code == 303
    let_in = new_ben.get(f"{room_url}/state").get_json()["html"]
    assert "You asked for" not in let_in
    assert "You are Ben." in let_in
    assert "I am Ann" not in let_in
