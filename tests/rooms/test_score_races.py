"""Scoring a room races nothing (issue 27, items 1 and 2): 30 trials of each race, on SQLite
and PostgreSQL in one process (threads, each its own phone), and on PostgreSQL behind two
gunicorn workers (each request on its own connection, so either worker may answer it).

- A part saved at the moment the host scores is either in the saved table (its save answered
  200) or refused (409, nothing changed): never answered 200 and left out of the result.
- Three phones tapping Score at once make one saved table, and every phone is sent to it.

Before the fix, the score read the parts without the room's lock and checked "already
scored?" outside it: 19 of 29 such saves were lost on SQLite, and 24 of 30 rooms got several
tables (docs/rooms.md, "Scoring").
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from typing import Any

import pytest
import sqlalchemy as sa

from tests.conftest import load_example
from tests.rooms.phones import send
from tests.rooms.test_rooms_workers import call, two_workers
from web.models import SavedTable
from web.platform.db import db
from web.rooms.parts import extract

__all__ = ["two_workers"]

TRIALS = 30
Caller = Callable[[str, str, Any, "str | None"], tuple[int, Any]]
"""One phone's request: (method, path, JSON body or None, Bearer token) → (status, JSON)."""


def app_caller(app) -> Caller:
    """Requests through the app in this process, each on a test client of its own."""

    def request(method: str, path: str, body: Any, token: str | None) -> tuple[int, Any]:
        response = send(app.test_client(), method, path, body, token)
        return response.status_code, response.get_json(silent=True)

    return request


def server_caller(base: str) -> Caller:
    """Requests to a running server, each on a new connection."""

    def request(method: str, path: str, body: Any, token: str | None) -> tuple[int, Any]:
        status, answer, _headers = call(base, method, path, body, token)
        return status, answer

    return request


def at_once(*jobs: Callable[[], Any]) -> list[Any]:
    """Run every job in a thread of its own, all released together; their answers in order."""
    start = threading.Barrier(len(jobs))
    answers: list[Any] = [None] * len(jobs)

    def run(index: int) -> None:
        start.wait()
        answers[index] = jobs[index]()

    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return answers


def sagrada_room(request: Caller) -> tuple[dict[str, Any], list[str]]:
    """A Sagrada room with the whole example entered (opened with it), three phones seated
    (the host in seat 0): the room and the seats' tokens."""
    state = load_example("sagrada")["state"]
    status, opened = request("POST", "/api/v1/rooms", {"game": "sagrada", "state": state}, None)
    assert status == 201, opened
    tokens = []
    for seat in range(3):
        token = opened["token"] if seat == 0 else None
        status, joined = request(
            "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": seat}, token
        )
        assert status == 200, joined
        tokens.append(joined["token"])
    return opened, tokens


def saved_state(request: Caller, table_id: str) -> dict[str, Any]:
    status, table = request("GET", f"/api/v1/tables/{table_id}", None, None)
    assert status == 200, table
    return dict(table["state"])


def part_saved_while_scoring(request: Caller) -> str:
    """One trial: Ben saves one more favor token as the host scores. What became of it:
    ``kept`` (in the table), ``refused`` (409, not in it) or ``lost`` (200, not in it)."""
    state = load_example("sagrada")["state"]
    opened, tokens = sagrada_room(request)
    room = f"/api/v1/rooms/{opened['id']}"
    content = copy.deepcopy(extract("sagrada", state, "seat-1"))
    content["favor_tokens"] = state["players"][1]["favor_tokens"] + 1
    saved, scored = at_once(
        lambda: request(
            "PUT",
            f"{room}/parts/seat-1",
            {"version": 0, "content": content, "done": True},
            tokens[1],
        ),
        lambda: request("POST", f"{room}/score", None, tokens[0]),
    )
    assert scored[0] == 201, scored
    assert saved[0] in (200, 409), saved
    tokens_saved = saved_state(request, scored[1]["table_id"])["players"][1]["favor_tokens"]
    if saved[0] == 409:
        assert tokens_saved == state["players"][1]["favor_tokens"]
        assert "scored before this save arrived" in saved[1]["errors"][0]["message"]
        return "refused"
    return "kept" if tokens_saved == content["favor_tokens"] else "lost"


def scored_at_once(request: Caller) -> set[str]:
    """One trial: all three phones tap Score at once (every part done): the tables they are
    sent to."""
    state = load_example("sagrada")["state"]
    opened, tokens = sagrada_room(request)
    room = f"/api/v1/rooms/{opened['id']}"
    for seat, key in enumerate(("seat-0", "seat-1", "seat-2")):
        body = {"version": 0, "content": extract("sagrada", state, key), "done": True}
        assert request("PUT", f"{room}/parts/{key}", body, tokens[seat])[0] == 200
    shared = {"version": 0, "content": extract("sagrada", state, "shared"), "done": True}
    assert request("PUT", f"{room}/parts/shared", shared, tokens[0])[0] == 200
    answers = at_once(
        *(lambda token=token: request("POST", f"{room}/score", None, token) for token in tokens)
    )
    assert sorted(status for status, _ in answers) == [200, 200, 201], answers
    assert sum("edit_token" in answer for _, answer in answers) == 1  # One phone keeps it.
    status, seen = request("GET", room, None, tokens[1])
    assert status == 200
    return {answer["table_id"] for _, answer in answers} | {seen["table_url"].rsplit("/", 1)[1]}


def test_a_part_saved_while_the_room_is_scored_is_in_the_table_or_refused(room_app):
    outcomes = [part_saved_while_scoring(app_caller(room_app)) for _ in range(TRIALS)]
    assert outcomes.count("lost") == 0, outcomes


def test_phones_scoring_at_once_make_one_table(room_app):
    request = app_caller(room_app)
    for _ in range(TRIALS):
        assert len(scored_at_once(request)) == 1
    with room_app.app_context():
        tables = db.session.scalar(sa.select(sa.func.count()).select_from(SavedTable))
    assert tables == TRIALS  # Exactly one table per room, and nothing else saved.


@pytest.mark.parametrize("race", ["save while scoring", "score at once"])
def test_scoring_races_nothing_on_two_workers(two_workers, race):
    request = server_caller(two_workers)
    if race == "save while scoring":
        outcomes = [part_saved_while_scoring(request) for _ in range(TRIALS)]
        assert outcomes.count("lost") == 0, outcomes
    else:
        assert all(len(scored_at_once(request)) == 1 for _ in range(TRIALS))
