"""Seats a table can trust (issue 21, item 3): every phone asking for a held seat is listed
for the host with when it asked, the name it gave and the seat it held; the host lets in the
one it picks by name; the seat's holder is asked first; a host that lost its cookie takes its
place back with the recovery code shown once. Several test clients are several phones, on
SQLite and PostgreSQL."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import load_example
from tests.rooms.phones import fill_in, form_fields, join, names_only, open_room, send
from web.rooms.parts import extract

STATE = names_only("sagrada", load_example("sagrada")["state"])


def open_from_form(app: Flask, host: FlaskClient) -> str:
    """The host taps "Score together": the room's address."""
    response = host.post("/sagrada/together", data=form_fields(app, "sagrada", STATE))
    assert response.status_code == 303
    return response.headers["Location"]


def sit(phone: FlaskClient, room_url: str, seat: int, asker: str = "") -> None:
    response = phone.post(f"{room_url}/seat", data={"seat": seat, "asker": asker})
    assert response.status_code == 303


def page(phone: FlaskClient, room_url: str) -> str:
    return phone.get(room_url).get_data(as_text=True)


def requests_on(host_page: str) -> list[tuple[str, str]]:
    """(request id, its sentence) of every seat request the host's page lists, in order."""
    return [
        (found[0], re.sub(r"<[^>]+>", "", found[1]).strip())
        for found in re.findall(r'data-request="(\d+)">.*?<p>(.*?)</p>', host_page, flags=re.DOTALL)
    ]


def you_are(phone: FlaskClient, room_url: str) -> str | None:
    found = re.search(r"You are (\w+)(?:, the host)?\.", page(phone, room_url))
    return found[1] if found else None


@pytest.fixture
def room(room_app: Flask):
    """A Sagrada room: the host (Ann), Ben and Cat seated, each on a phone of their own."""
    host, ben, cat = (room_app.test_client() for _ in range(3))
    room_url = open_from_form(room_app, host)
    sit(host, room_url, 0)
    sit(ben, room_url, 1)
    sit(cat, room_url, 2)
    return {"url": room_url, "host": host, "ben": ben, "cat": cat, "app": room_app}


def test_every_request_for_a_held_seat_is_listed_with_its_name_time_and_seat(room):
    """Today each seat keeps one request and the last phone to ask overwrites it."""
    new_ben, stranger = room["app"].test_client(), room["app"].test_client()
    sit(new_ben, room["url"], 1, "Ben, new phone")
    sit(stranger, room["url"], 1, "Ben")
    sit(room["cat"], room["url"], 1, "Cat")
    listed = requests_on(page(room["host"], room["url"]))
    assert [sentence for _id, sentence in listed] == [
        "Another phone asks for Ben's seat: “Ben, new phone”, just now, from a phone with no seat.",
        "Another phone asks for Ben's seat: “Ben”, just now, from a phone with no seat.",
        "Another phone asks for Ben's seat: “Cat”, just now, from Cat's phone.",
    ]
    assert "3 phones ask for a seat" in page(room["host"], room["url"])
    # Only the host sees the list; Cat (who asked) and the others do not.
    assert requests_on(page(room["cat"], room["url"])) == []


def test_the_host_lets_in_the_phone_it_picks_by_name_not_the_last_to_ask(room):
    """The review's case: the real Ben lost his cookie and asked; a stranger asked after him.
    Today the host's one "Let it in as Ben" gave the seat to the stranger."""
    new_ben, stranger = room["app"].test_client(), room["app"].test_client()
    sit(new_ben, room["url"], 1, "Ben")
    sit(stranger, room["url"], 1, "Ben's cousin")
    host_page = page(room["host"], room["url"])
    [(ben_request, _), (stranger_request, _)] = requests_on(host_page)
    assert "Let “Ben” in as Ben" in host_page
    assert "Let “Ben's cousin” in as Ben" in host_page.replace("&#39;", "'")
    answered = room["host"].post(
        f"{room['url']}/reclaim/1", data={"request": ben_request, "answer": "approve"}
    )
    assert answered.status_code == 303
    assert you_are(new_ben, room["url"]) == "Ben"
    assert you_are(stranger, room["url"]) is None
    assert you_are(room["ben"], room["url"]) is None  # The old phone lost the seat.
    # The stranger's request is still there, now for the new Ben's phone to answer first.
    assert [found for found, _ in requests_on(page(room["host"], room["url"]))] == [
        stranger_request
    ]
    assert "Another phone asks for your seat" in page(new_ben, room["url"])


def test_the_seat_holder_is_asked_first_and_keeping_it_ends_the_request(room):
    stranger = room["app"].test_client()
    sit(stranger, room["url"], 1, "Ben")
    ben_page = page(room["ben"], room["url"])
    assert "Another phone asks for your seat" in ben_page
    assert 'value="keep"' in ben_page and 'value="give"' in ben_page
    # Nobody else is asked about Ben's seat: not Cat, not the stranger.
    assert "Another phone asks for your seat" not in page(room["cat"], room["url"])
    [(request_id, _)] = requests_on(page(room["host"], room["url"]))
    # Cat cannot answer for Ben's seat.
    refused = room["cat"].post(
        f"{room['url']}/my-seat", data={"request": request_id, "answer": "give"}
    )
    assert refused.status_code == 409
    kept = room["ben"].post(
        f"{room['url']}/my-seat", data={"request": request_id, "answer": "keep"}
    )
    assert kept.status_code == 303
    assert you_are(room["ben"], room["url"]) == "Ben"
    assert you_are(stranger, room["url"]) is None
    assert requests_on(page(room["host"], room["url"])) == []


def test_the_seat_holder_can_give_its_seat_to_its_own_new_phone(room):
    tablet = room["app"].test_client()
    sit(tablet, room["url"], 1, "Ben on the tablet")
    [(request_id, _)] = requests_on(page(room["host"], room["url"]))
    given = room["ben"].post(
        f"{room['url']}/my-seat", data={"request": request_id, "answer": "give"}
    )
    assert given.status_code == 303
    assert you_are(tablet, room["url"]) == "Ben"
    assert you_are(room["ben"], room["url"]) is None


def test_a_request_answered_already_says_so_instead_of_failing(room):
    stranger = room["app"].test_client()
    sit(stranger, room["url"], 1)
    [(request_id, _)] = requests_on(page(room["host"], room["url"]))
    room["ben"].post(f"{room['url']}/my-seat", data={"request": request_id, "answer": "keep"})
    late = room["host"].post(
        f"{room['url']}/reclaim/1", data={"request": request_id, "answer": "approve"}
    )
    assert late.status_code == 409
    assert "not asking any more" in late.get_data(as_text=True)
    assert you_are(room["ben"], room["url"]) == "Ben"


def test_a_room_keeps_at_most_twenty_requests_and_a_phone_asking_again_replaces_its_own(room):
    phones = [room["app"].test_client() for _ in range(22)]
    for number, phone in enumerate(phones):
        sit(phone, room["url"], 1, f"phone {number}")
    sit(phones[-1], room["url"], 2, "phone 21 again")
    listed = requests_on(page(room["host"], room["url"]))
    assert len(listed) == 20
    assert "“phone 0”" not in listed[0][1] and "“phone 1”" not in listed[0][1]
    assert "“phone 21 again”" in listed[-1][1] and "Cat's seat" in listed[-1][1]


def test_the_recovery_code_is_shown_once_and_takes_the_hosts_place_back(room):
    """Today a host that lost its cookie could only ask for its seat, and only the host can
    let a phone in: the host's part answered 403 and nobody could score early for a day."""
    app = room["app"]
    host = app.test_client()
    room_url = open_from_form(app, host)
    first = page(host, room_url)
    code = re.search(r"Your recovery code: ([A-Z0-9]{4}-[A-Z0-9]{4})", first)
    assert code is not None
    assert "Your recovery code" not in page(host, room_url)  # Shown only once.
    sit(host, room_url, 0)
    # The host's phone loses its cookie: a new phone, and the recovery code typed in small
    # letters without the dash.
    lost = app.test_client()
    assert lost.post(f"{room_url}/host", data={"recovery": "WRONG-CODE"}).status_code == 403
    taken = lost.post(f"{room_url}/host", data={"recovery": code[1].replace("-", "").lower()})
    assert taken.status_code == 303
    back = page(lost, room_url)
    assert "You are Ann, the host." in back
    assert "Score anyway" in back
    assert lost.get(f"{room_url}/p/shared").status_code == 200
    # The old phone is neither the host nor Ann any more.
    assert host.get(f"{room_url}/p/shared").status_code == 403
    assert "You are Ann" not in page(host, room_url)


def test_the_api_gives_the_host_its_recovery_code(room_app):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", STATE)
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}", opened["recovery_code"])
    lost = room_app.test_client()
    taken = lost.post(f"/r/{opened['id']}/host", data={"recovery": opened["recovery_code"]})
    assert taken.status_code == 303
    state = load_example("sagrada")["state"]
    # The new phone's cookie now edits the host's part; the old host token does not.
    body = {"version": 0, "content": extract("sagrada", state, "shared"), "done": True}
    assert lost.put(f"/api/v1/rooms/{opened['id']}/parts/shared", json=body).status_code == 200
    old = fill_in(client, opened["id"], "sagrada", state, "shared", opened["token"], 1)
    assert old.status_code == 403


def test_wrong_recovery_codes_wait_per_room_whatever_the_address(room_app):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", STATE)
    for number in range(20):
        guess = client.post(
            f"/r/{opened['id']}/host",
            data={"recovery": "ZZZZ-ZZZZ"},
            environ_base={"REMOTE_ADDR": f"198.51.100.{number + 1}"},
        )
        assert guess.status_code == 403
    late = client.post(
        f"/r/{opened['id']}/host",
        data={"recovery": opened["recovery_code"]},
        environ_base={"REMOTE_ADDR": "203.0.113.5"},
    )
    assert late.status_code == 429
    assert "wait a minute" in late.get_data(as_text=True)


def test_the_api_lists_requests_to_the_host_and_the_holder_and_takes_their_answers(room_app):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", STATE)
    ben = join(client, opened["code"], 1)["token"]
    cat = join(client, opened["code"], 2)["token"]
    asked = send(
        client, "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": 1, "name": "Ben"}
    )
    assert asked.status_code == 202
    read = send(client, "GET", f"/api/v1/rooms/{opened['id']}", None, opened["token"])
    [request] = read.get_json()["requests"]
    assert (request["seat"], request["name"], request["from_seat"]) == (1, "Ben", None)
    assert send(client, "GET", f"/api/v1/rooms/{opened['id']}", None, ben).get_json()[
        "requests"
    ] == [request]
    assert (
        send(client, "GET", f"/api/v1/rooms/{opened['id']}", None, cat).get_json()["requests"] == []
    )
    answer = f"/api/v1/rooms/{opened['id']}/requests/{request['id']}"
    assert send(client, "POST", answer, {"answer": "give"}, cat).status_code == 403
    assert send(client, "POST", answer, {"answer": "approve"}, ben).status_code == 403
    assert send(client, "POST", answer, {"answer": "maybe"}, ben).status_code == 400
    kept = send(client, "POST", answer, {"answer": "keep"}, ben)
    assert kept.status_code == 200
    assert kept.get_json()["requests"] == []
    assert send(client, "POST", answer, {"answer": "approve"}, opened["token"]).status_code == 404
