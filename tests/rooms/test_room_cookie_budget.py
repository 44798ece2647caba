"""The cookie budget (issue 27, item 5): a phone keeps its rooms' tokens in one bounded
cookie, newest first, closed rooms dropped; the one-cookie-per-room cookies of earlier
versions are read, folded in and dropped. Today each room set its own 400-day cookie on
``/``: a phone in about 58 rooms sent more than gunicorn's 8,190-byte header and every page
answered 431."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import sqlalchemy as sa

from tests.conftest import load_example
from tests.rooms.phones import names_only, open_room
from web.models import Room, utc_now
from web.platform.db import db
from web.rooms.common import ROOMS_COOKIE, ROOMS_KEPT, cookie_name

STATE = names_only("sagrada", load_example("sagrada")["state"])
HEADER_LIMIT = int(
    re.search(
        r"^limit_request_field_size = (\d+)",
        (Path(__file__).parents[2] / "gunicorn.conf.py").read_text(encoding="utf-8"),
        flags=re.MULTILINE,
    )[1]
)
"""gunicorn's limit on one header line (not run: gunicorn.conf.py sets production's
environment)."""


def cookie_header(response) -> str:
    """The Cookie header the phone sent with this request."""
    return response.request.headers.get("Cookie", "")


def test_a_phone_in_100_rooms_is_still_served(room_app):
    host = room_app.test_client()
    phone = room_app.test_client()
    rooms = [open_room(host, "sagrada", STATE) for _ in range(100)]
    for opened in rooms:
        taken = phone.post(f"/r/{opened['id']}/seat", data={"seat": 1})
        assert taken.status_code == 303
    home = phone.get("/")
    assert home.status_code == 200
    sent = cookie_header(home)
    assert len(sent) < 4096 < HEADER_LIMIT
    # The newest rooms are kept: the phone is still Ben in the last one it joined...
    newest = phone.get(f"/r/{rooms[-1]['id']}").get_data(as_text=True)
    assert "You are Ben." in newest
    assert sent.count(".") >= ROOMS_KEPT  # One pair a room kept, ROOMS_KEPT of them.
    # ...and the oldest, dropped, can be asked for again like a lost cookie.
    oldest = phone.get(f"/r/{rooms[0]['id']}").get_data(as_text=True)
    assert "You are Ben." not in oldest


def test_scored_and_expired_rooms_are_dropped_from_the_cookie(room_app):
    host = room_app.test_client()
    phone = room_app.test_client()
    rooms = [open_room(host, "sagrada", STATE) for _ in range(3)]
    for opened in rooms:
        assert phone.post(f"/r/{opened['id']}/seat", data={"seat": 1}).status_code == 303
    with room_app.app_context():
        db.session.execute(
            sa.update(Room)
            .where(Room.id == rooms[0]["id"])
            .values(last_activity=utc_now() - timedelta(days=2))
        )
        db.session.execute(sa.update(Room).where(Room.id == rooms[1]["id"]).values(status="scored"))
        db.session.commit()
    fresh = open_room(host, "sagrada", STATE)
    joined = phone.post(f"/r/{fresh['id']}/seat", data={"seat": 2})
    written = next(
        header for header in joined.headers.getlist("Set-Cookie") if header.startswith(ROOMS_COOKIE)
    )
    assert fresh["id"] in written and rooms[2]["id"] in written
    assert rooms[0]["id"] not in written and rooms[1]["id"] not in written


def test_an_earlier_versions_per_room_cookies_are_folded_in_and_dropped(room_app):
    host = room_app.test_client()
    opened = open_room(host, "sagrada", STATE)
    ben = room_app.test_client()
    token = ben.post(
        "/api/v1/rooms/join", json={"code": opened["code"], "key": opened["id"], "seat": 1}
    ).get_json()["token"]
    old = room_app.test_client()
    old.set_cookie(cookie_name(opened["id"]), token)
    first = old.get("/")
    written = first.headers.getlist("Set-Cookie")
    assert any(header.startswith(f"{ROOMS_COOKIE}=") and token in header for header in written)
    assert any(header.startswith(f"{cookie_name(opened['id'])}=;") for header in written)
    later = old.get(f"/r/{opened['id']}")
    assert "You are Ben." in later.get_data(as_text=True)
    assert cookie_name(opened["id"]) not in cookie_header(later)
