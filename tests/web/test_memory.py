"""The garbage collector works between requests, not in the middle of a player's request."""

from __future__ import annotations

import gc

from app import create_app
from web.platform.memory import (
    FULL_COLLECTION_EVERY,
    MIDDLE_GENERATION_THRESHOLD,
    YOUNGEST_GENERATION_THRESHOLD,
)


def test_outside_tests_start_up_is_frozen_and_each_sent_response_is_collected(monkeypatch):
    calls: list[object] = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    monkeypatch.setattr(gc, "set_threshold", lambda *limits: calls.append(limits))
    monkeypatch.setattr(gc, "collect", lambda generation=2: calls.append(("collect", generation)))
    app = create_app({"SECRET_KEY": "a-secret-for-this-test"})
    assert calls[0] == "freeze"
    assert calls[1][:2] == (YOUNGEST_GENERATION_THRESHOLD, MIDDLE_GENERATION_THRESHOLD)
    response = app.test_client().get("/")
    assert ("collect", 1) not in calls  # Not while the response is still being sent...
    response.close()
    assert calls[-1] == ("collect", 1)  # ...but as soon as it has been.


def test_under_test_the_collector_is_left_alone(monkeypatch):
    calls: list[object] = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    monkeypatch.setattr(gc, "set_threshold", lambda *limits: calls.append(limits))
    create_app({"TESTING": True, "SECRET_KEY": "test"}).test_client().get("/").close()
    assert calls == []


def test_every_fiftieth_sent_response_is_followed_by_a_full_collection(monkeypatch):
    """Between full passes the oldest generation keeps what requests held when their
    responses closed; every FULL_COLLECTION_EVERY responses it is collected too."""
    calls: list[object] = []
    monkeypatch.setattr(gc, "freeze", lambda: None)
    monkeypatch.setattr(gc, "set_threshold", lambda *limits: None)
    monkeypatch.setattr(gc, "collect", lambda generation=2: calls.append(generation))
    client = create_app({"SECRET_KEY": "a-secret-for-this-test"}).test_client()
    for _ in range(2 * FULL_COLLECTION_EVERY):
        client.get("/").close()
    assert FULL_COLLECTION_EVERY == 50
    full = [number for number, generation in enumerate(calls, start=1) if generation == 2]
    assert full == [50, 100]
    assert calls.count(1) == 98
