"""The room API (docs/rooms.md): join, read, save a part, score; on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa

from tests.conftest import dispose, load_example
from tests.rooms.phones import every_part, fill_in, join, names_only, open_room, send
from tests.saved.conftest import make_app
from web.models import Room, utc_now
from web.platform.db import db
from web.rooms.service import CODE_ALPHABET, JOIN_ATTEMPTS_ALLOWED


@pytest.fixture
def sagrada():
    return load_example("sagrada")


def test_a_room_opens_with_a_six_character_code_without_look_alikes(room_app, sagrada):
    opened = open_room(room_app.test_client(), "sagrada", names_only("sagrada", sagrada["state"]))
    assert len(opened["code"]) == 6
    assert set(opened["code"]) <= set(CODE_ALPHABET)
    assert not set(opened["code"]) & set("0O1IL")
    assert opened["join_url"].endswith(f"/j/{opened['code']}/{opened['id']}")  # The QR link.


def test_three_phones_fill_in_their_windows_and_the_table_scores_the_examples_totals(
    room_app, sagrada
):
    state = sagrada["state"]
    host = room_app.test_client()
    opened = open_room(host, "sagrada", names_only("sagrada", state))
    room_id = opened["id"]
    tokens = [join(host, opened["code"], 0, opened["token"])["token"]]
    tokens += [
        join(room_app.test_client(), opened["code"].lower(), seat)["token"] for seat in (1, 2)
    ]
    assert tokens[0] == opened["token"]  # The host's phone sits in seat 0 with its own token.
    for seat in (2, 0, 1):
        assert (
            fill_in(host, room_id, "sagrada", state, f"seat-{seat}", tokens[seat]).status_code
            == 200
        )
    assert fill_in(host, room_id, "sagrada", state, "shared", opened["token"]).status_code == 200
    room = send(host, "GET", f"/api/v1/rooms/{room_id}", None, tokens[1]).get_json()
    assert [seat["words"] for seat in room["seats"]] == ["Ann ✓", "Ben ✓", "Cat ✓"]
    assert room["preview"] == [
        {"name": "Ann", "total": 19},
        {"name": "Ben", "total": 21},
        {"name": "Cat", "total": -1},
    ]
    scored = send(host, "POST", f"/api/v1/rooms/{room_id}/score", None, tokens[2])
    assert scored.status_code == 201, scored.get_json()
    table = host.get(f"/api/v1/tables/{scored.get_json()['table_id']}").get_json()
    assert {player["name"]: player["total"] for player in table["result"]["players"]} == {
        "Ann": 19,
        "Ben": 21,
        "Cat": -1,
    }
    after = send(host, "GET", f"/api/v1/rooms/{room_id}", None, tokens[0]).get_json()
    assert after["status"] == "scored"
    assert after["table_url"] == f"/t/{scored.get_json()['table_id']}"


def test_a_save_against_an_older_version_is_refused_and_the_newer_part_is_returned(room_app):
    panorama = load_example("panorama")["state"]
    client = room_app.test_client()
    opened = open_room(client, "panorama", names_only("panorama", panorama))
    ann = join(client, opened["code"], 0, opened["token"])["token"]
    ben = join(room_app.test_client(), opened["code"], 1)["token"]
    # dusk-0 is Ann's and Ben's: both start from version 0; Ben saves first.
    assert fill_in(client, opened["id"], "panorama", panorama, "dusk-0", ben).status_code == 200
    late = send(
        client,
        "PUT",
        f"/api/v1/rooms/{opened['id']}/parts/dusk-0",
        {"version": 0, "content": {"cards": ["bear"]}},
        ann,
    )
    assert late.status_code == 409
    assert late.get_json()["part"]["version"] == 1
    assert late.get_json()["part"]["updated_by"] == "Ben"
    assert late.get_json()["part"]["content"] == {"cards": panorama["dusk"][0]["cards"]}
    merged = send(
        client,
        "PUT",
        f"/api/v1/rooms/{opened['id']}/parts/dusk-0",
        {"version": 1, "content": {"cards": ["tree", "bear"]}},
        ann,
    )
    assert merged.status_code == 200
    assert merged.get_json()["version"] == 2


def test_a_player_cannot_save_another_players_window(room_app, sagrada):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", sagrada["state"]))
    ben = join(client, opened["code"], 1)["token"]
    refused = fill_in(client, opened["id"], "sagrada", sagrada["state"], "seat-0", ben)
    assert refused.status_code == 403
    nobody = fill_in(client, opened["id"], "sagrada", sagrada["state"], "seat-1", None)
    assert nobody.status_code == 403


def test_an_unchanged_room_answers_304_and_a_saved_part_changes_its_etag(room_app, sagrada):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", sagrada["state"]))
    path = f"/api/v1/rooms/{opened['id']}"
    first = send(client, "GET", path, None, opened["token"])
    etag = first.headers["ETag"]
    again = client.get(
        path, headers={"If-None-Match": etag, "Authorization": f"Bearer {opened['token']}"}
    )
    assert again.status_code == 304
    assert again.data == b""
    ann = join(client, opened["code"], 0, opened["token"])["token"]
    fill_in(client, opened["id"], "sagrada", sagrada["state"], "seat-0", ann, done=False)
    changed = client.get(path, headers={"If-None-Match": etag, "Authorization": f"Bearer {ann}"})
    assert changed.status_code == 200
    assert changed.headers["ETag"] != etag
    assert [seat["words"] for seat in changed.get_json()["seats"]][:2] == [
        "Ann entering…",
        "Ben not here yet",
    ]


def test_only_the_host_scores_before_every_part_is_done(room_app, sagrada):
    state = sagrada["state"]
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", state))
    ben = join(client, opened["code"], 1)["token"]
    for key in ("seat-0", "seat-2", "shared"):
        fill_in(
            client,
            opened["id"],
            "sagrada",
            state,
            key,
            opened["token"] if key == "shared" else None,
        )
    # Seats 0 and 2 were not joined, so only the shared part is saved: Ben may not score.
    refused = send(client, "POST", f"/api/v1/rooms/{opened['id']}/score", None, ben)
    assert refused.status_code == 409
    anyway = send(client, "POST", f"/api/v1/rooms/{opened['id']}/score", None, opened["token"])
    assert anyway.status_code == 422  # The host may try: the empty windows are the problem.


def test_problems_name_the_part_they_concern(room_app, sagrada):
    state = sagrada["state"]
    client = room_app.test_client()
    opened = open_room(client, "sagrada", state)  # Everything already entered …
    ben = join(client, opened["code"], 1)["token"]
    broken = send(
        client,
        "PUT",
        f"/api/v1/rooms/{opened['id']}/parts/seat-1",
        {"version": 0, "content": {**state["players"][1], "favor_tokens": -3}},
        ben,
    )
    assert broken.status_code == 200  # … but Ben's favor tokens cannot be negative.
    scored = send(client, "POST", f"/api/v1/rooms/{opened['id']}/score", None, opened["token"])
    assert scored.status_code == 422
    errors = scored.get_json()["errors"]
    assert errors
    assert {error["part"] for error in errors} == {"seat-1"}
    assert errors[0]["path"].startswith("players[1].favor_tokens")


def test_wrong_join_codes_are_limited_per_client_in_the_database(room_app, database_url, sagrada):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", sagrada["state"]))
    for _ in range(JOIN_ATTEMPTS_ALLOWED):
        wrong = send(client, "POST", "/api/v1/rooms/join", {"code": "ZZZZZZ", "seat": 0})
        assert wrong.status_code == 404
    # The right code too is refused now: guessing has stopped paying.
    blocked = send(client, "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": 0})
    assert blocked.status_code == 429
    assert client.get(f"/j/{opened['code']}").status_code == 429
    # Another worker (another app on the same database) counts the same attempts.
    other = make_app(database_url)
    blocked_there = send(
        other.test_client(), "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": 0}
    )
    assert blocked_there.status_code == 429
    dispose(other)


def test_a_room_closes_after_a_day_without_changes(room_app, sagrada):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", sagrada["state"]))
    with room_app.app_context():
        db.session.execute(
            sa.update(Room)
            .where(Room.id == opened["id"])
            .values(last_activity=utc_now() - timedelta(days=1, seconds=1))
        )
        db.session.commit()
    assert send(client, "GET", f"/api/v1/rooms/{opened['id']}", None).status_code == 404
    assert (
        send(client, "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": 0}).status_code
        == 404
    )


def test_a_phone_that_lost_its_seat_gets_it_back_only_with_the_hosts_approval(room_app, sagrada):
    client = room_app.test_client()
    opened = open_room(client, "sagrada", names_only("sagrada", sagrada["state"]))
    old_ben = join(client, opened["code"], 1)["token"]
    asked = send(client, "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": 1})
    assert asked.status_code == 202
    new_ben = asked.get_json()["token"]
    assert (
        fill_in(client, opened["id"], "sagrada", sagrada["state"], "seat-1", new_ben).status_code
        == 403
    )
    with room_app.test_client() as host:
        host.set_cookie(f"vantage_room_{opened['id']}", opened["token"])
        approved = host.post(f"/r/{opened['id']}/reclaim/1", data={"answer": "approve"})
        assert approved.status_code == 303
    assert (
        fill_in(client, opened["id"], "sagrada", sagrada["state"], "seat-1", new_ben).status_code
        == 200
    )
    assert (
        fill_in(client, opened["id"], "sagrada", sagrada["state"], "seat-1", old_ben, 1).status_code
        == 403
    )


HOST_PARTS = {"shared", "board"}
"""The parts the host's own token saves: the table's shared part (Panorama's awards, Sagrada's
objectives, Topiary's garden) and Tsukimi's board, which anyone edits. Every other part is a
seat's (or a pair of seats') own: the host is answered 403."""


@pytest.mark.parametrize("game", ["panorama", "sagrada", "solstis", "topiary", "tsukimi"])
def test_every_sample_table_entered_part_by_part_scores_its_totals(room_app, game):
    example = load_example(game)
    client = room_app.test_client()
    opened = open_room(client, game, names_only(game, example["state"]))
    seats: dict[int, str] = {}
    for part in every_part(game, example["state"]):
        saved = fill_in(client, opened["id"], game, example["state"], part.key, opened["token"])
        host_edits = part.key in HOST_PARTS
        assert saved.status_code == (200 if host_edits else 403), saved.get_json()
        if not host_edits:  # A seat's own part: that seat saves it.
            seat = part.editors[0]
            if seat not in seats:
                seats[seat] = join(room_app.test_client(), opened["code"], seat)["token"]
            saved = fill_in(client, opened["id"], game, example["state"], part.key, seats[seat])
            assert saved.status_code == 200
    scored = send(client, "POST", f"/api/v1/rooms/{opened['id']}/score", None, opened["token"])
    assert scored.status_code == 201, scored.get_json()
    table = client.get(f"/api/v1/tables/{scored.get_json()['table_id']}").get_json()
    totals = {player["name"]: player["total"] for player in table["result"]["players"]}
    assert totals == example["expect"]["totals"]
