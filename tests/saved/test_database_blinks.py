"""A live PostgreSQL server stopped in the middle of game night, then started again (issue 22).

While it is down: a posted form comes back filled in (503, Retry-After), an API save answers
503 JSON, a room's poll 503 JSON, a saved table's page the app's own 503 page in the reader's
language, and the forms still open. Once it is back, with no restart of the app: the pool
reconnects by itself (pre-ping) and the same post saves; nothing saved before is lost.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from app import create_app
from tests.conftest import dispose
from tests.samples import sample_state
from tests.saved.postgres import PostgresServer, start_server, why_unavailable
from tests.web.formdata import flatten
from web.games import get_adapter


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A server of this test's own: stopping it must not disturb the session's."""
    missing = why_unavailable()
    if missing is not None:
        pytest.skip(missing)
    server = start_server()
    yield server
    server.stop()
    shutil.rmtree(server.root, ignore_errors=True)


def score_post() -> Any:
    adapter = get_adapter("solstis")
    assert adapter is not None
    return flatten(adapter.form_data_from_state(sample_state("solstis")))


def players_app(url: str) -> Flask:
    """The app as players meet it (not TESTING: its own error pages)."""
    return create_app({"SECRET_KEY": "blink", "WTF_CSRF_ENABLED": False, "DATABASE_URL": url})


def test_postgresql_stopped_and_started_again(own_server) -> None:
    app = players_app(own_server.url(own_server.create_database()))
    client = app.test_client()
    first = client.post("/solstis/", data=score_post())
    assert first.status_code == 303
    table_url = first.headers["Location"]
    room = client.post(
        "/api/v1/rooms",
        json={"game": "solstis", "state": {"players": [{"name": "Ann"}, {"name": "Ben"}]}},
    )
    assert room.status_code == 201
    poll_url = f"/r/{room.get_json()['id']}/state"

    own_server.stop()
    took: dict[str, float] = {}

    def timed(name: str, call: Any) -> Any:
        began = time.monotonic()
        response = call()
        took[name] = time.monotonic() - began
        return response

    form = timed("form", lambda: client.post("/solstis/", data=score_post()))
    assert form.status_code == 503
    assert form.headers["Retry-After"]
    assert 'value="Ann"' in form.get_data(as_text=True)
    saved = timed(
        "api",
        lambda: client.post(
            "/api/v1/tables", json={"game": "solstis", "state": sample_state("solstis")}
        ),
    )
    assert saved.status_code == 503
    assert saved.get_json()["errors"]
    poll = timed("poll", lambda: client.get(poll_url, headers={"Accept": "application/json"}))
    assert poll.status_code == 503
    page = timed("page", lambda: client.get(table_url, headers={"Accept-Language": "it"}))
    assert page.status_code == 503
    assert "Internal Server Error" not in page.get_data(as_text=True)
    assert 'lang="it"' in page.get_data(as_text=True)
    assert client.get("/solstis/").status_code == 200  # The form needs no database.
    print("answer times while down (s):", {k: round(v, 2) for k, v in took.items()})

    own_server.resume()
    again = client.post("/solstis/", data=score_post())
    assert again.status_code == 303  # Back by itself: the pool reconnected.
    assert client.get(table_url).status_code == 200  # Saved before: still there.
    assert client.get(again.headers["Location"]).status_code == 200
    dispose(app)
