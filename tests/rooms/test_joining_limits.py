"""Joining a room (issue 21 item 4, issue 27 item 9): the room's link (its QR code) carries
an unguessable key and always works; typed codes are limited per address, wrong codes only,
with a wait that doubles; the count is atomic under concurrent phones and an IPv6 address
counts by its /64. On SQLite and PostgreSQL."""

from __future__ import annotations

import threading
from datetime import timedelta

import sqlalchemy as sa

from tests.conftest import load_example
from tests.rooms.phones import names_only, open_room
from web.models import JoinLimit, utc_now
from web.platform.db import db
from web.rooms import service

STATE = names_only("sagrada", load_example("sagrada")["state"])


def typed(client, code: str, address: str = "192.0.2.10", seat: int = 0):
    """A phone typing ``code`` on the API, from ``address``."""
    return client.post(
        "/api/v1/rooms/join",
        json={"code": code, "seat": seat},
        environ_base={"REMOTE_ADDR": address},
    )


def waits_over(app) -> None:
    """Time passes: every address's wait is over (its count stays)."""
    with app.app_context():
        db.session.execute(sa.update(JoinLimit).values(wait_until=utc_now() - timedelta(seconds=1)))
        db.session.commit()


def test_25_mistyped_codes_leave_the_qr_link_working_and_the_right_code_after_the_wait(
    room_app,
):
    """Today the 21st code and the QR link /j/CODE answer 429 for ten minutes."""
    host = room_app.test_client()
    opened = open_room(host, "sagrada", STATE)
    router = {"REMOTE_ADDR": "192.0.2.10"}
    clumsy = room_app.test_client()
    answers = [
        clumsy.get(f"/j/ZZZZZ{letter}", environ_base=router).status_code
        for letter in "ABCDEFGHJKMNPQRSTUVWXYZ23"
    ]
    assert answers == [404] * 20 + [429] * 5
    # Another phone behind the same router scans the QR code: its link works at once.
    scanner = room_app.test_client()
    link = opened["join_url"].removeprefix("http://localhost")
    seats = scanner.get(link, environ_base=router)
    assert seats.status_code == 200
    assert "Which player are you?" in seats.get_data(as_text=True)
    by_key = scanner.post(
        "/api/v1/rooms/join",
        json={"code": opened["code"], "key": opened["id"], "seat": 1},
        environ_base=router,
    )
    assert by_key.status_code == 200
    # The right code typed waits its turn like any code (15 s after the 20th wrong one)...
    assert typed(room_app.test_client(), opened["code"]).status_code == 429
    assert (
        "QR code"
        in typed(room_app.test_client(), opened["code"]).get_json()["errors"][0]["message"]
    )
    # ...then works, and is never counted: typed again and again, still no wait.
    waits_over(room_app)
    for seat in (2, 2, 2):
        assert typed(room_app.test_client(), opened["code"], seat=seat).status_code in (200, 202)
    # A phone that guesses on after the wait gets a longer one (30 s), and no look at its code.
    assert typed(room_app.test_client(), "ZZZZZZ").status_code == 404
    assert typed(room_app.test_client(), opened["code"]).status_code == 429
    with room_app.app_context():
        limit = db.session.get(JoinLimit, service.client_key("192.0.2.10"))
        assert limit is not None and limit.wrong == 21
        wait = limit.wait_until - limit.last_wrong
        assert timedelta(seconds=29) < wait <= timedelta(seconds=30)


def test_a_link_with_a_wrong_key_is_no_room_and_counts_nothing(room_app):
    host = room_app.test_client()
    opened = open_room(host, "sagrada", STATE)
    phone = room_app.test_client()
    assert phone.get(f"/j/{opened['code']}/{'x' * 22}").status_code == 404
    assert phone.get(f"/j/ZZZZZZ/{opened['id']}").status_code == 404
    with room_app.app_context():
        assert db.session.scalar(sa.select(sa.func.count()).select_from(JoinLimit)) == 0


def test_wrong_codes_from_8_phones_at_once_are_counted_exactly(room_app, monkeypatch):
    """Today the check and the count were apart: 26 codes got through under 8 clients."""
    monkeypatch.setattr(service, "FIRST_WAIT", timedelta(minutes=10), raising=False)
    answers: list[int] = []
    lock = threading.Lock()
    start = threading.Barrier(8)

    def phone(number: int) -> None:
        client = room_app.test_client()
        start.wait()
        for attempt in range(6):
            code = f"Z{number}Z{attempt}ZZ".replace("0", "A").replace("1", "B")
            status = typed(client, code).status_code
            with lock:
                answers.append(status)

    threads = [threading.Thread(target=phone, args=(number,)) for number in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert sorted(answers) == [404] * service.JOIN_ATTEMPTS_ALLOWED + [429] * (
        48 - service.JOIN_ATTEMPTS_ALLOWED
    )


def test_an_ipv6_address_counts_by_its_64(room_app):
    """Today every IPv6 address was its own bucket: a phone picks any address in its /64."""
    client = room_app.test_client()
    for number in range(service.JOIN_ATTEMPTS_ALLOWED):
        assert typed(client, "ZZZZZZ", f"2001:db8:1:2::{number + 1:x}").status_code == 404
    assert typed(client, "ZZZZZZ", "2001:db8:1:2:abcd::1").status_code == 429
    assert typed(client, "ZZZZZZ", "2001:db8:1:3::1").status_code == 404  # Another home.
    assert typed(client, "ZZZZZZ", "192.0.2.99").status_code == 404


def test_the_page_says_to_scan_the_qr_code_which_works(room_app):
    client = room_app.test_client()
    for _ in range(service.JOIN_ATTEMPTS_ALLOWED):
        client.get("/j/ZZZZZZ")
    waiting = client.get("/j/ZZZZZZ")
    assert waiting.status_code == 429
    assert "Scanning the QR code on the host's phone works at once" in waiting.get_data(
        as_text=True
    ).replace("&#39;", "'")
