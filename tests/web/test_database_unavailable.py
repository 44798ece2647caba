"""When the database blinks (issue 22): every answer is the app's own, 503 with Retry-After,
in the reader's language; a posted form comes back with everything typed; pages that need no
database keep working; and once the database is back the same post saves.

The failures are real, never mocked: a PostgreSQL address nothing listens on (refused), a
SQLite file opened read-only, and a SQLite file another connection holds the write lock of
(locked beyond the busy timeout). Stopping a live PostgreSQL server in the middle of posts is
``tests/saved/test_database_blinks.py``.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from app import create_app
from tests.conftest import dispose, load_example
from tests.rooms.phones import form_fields, part_fields
from tests.samples import sample_state
from tests.saved.postgres import free_port
from tests.web.formdata import flatten
from web.games import get_adapter
from web.platform.db import DATABASE_WAIT_SECONDS, SQLITE_BUSY_TIMEOUT_MS

SCORE_AGAIN = "tap Score again in a moment"
SCORE_AGAIN_IT = "tra un momento calcola di nuovo il punteggio"
CANNOT_REACH = "cannot reach its saved tables right now"


def production_like(uri: str, **config: Any) -> Flask:
    """An app as it runs for players (not TESTING: unexpected errors get the app's own 500
    page, not a traceback), on ``uri``, without migrating at start (the database is down)."""
    return create_app(
        {
            "SECRET_KEY": "blink",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": uri,
            "DATABASE_AUTO_UPGRADE": False,
            **config,
        }
    )


def score_post(slug: str = "solstis") -> Any:
    """The game's sample table as its form posts it, Score tapped."""
    adapter = get_adapter(slug)
    assert adapter is not None
    return flatten(adapter.form_data_from_state(sample_state(slug)))


@pytest.fixture
def refused() -> Iterator[FlaskClient]:
    """The app on a PostgreSQL server that refuses every connection (nothing listens)."""
    app = production_like(f"postgresql+psycopg://vantage@127.0.0.1:{free_port()}/vantage")
    yield app.test_client()
    dispose(app)


def test_a_form_scored_while_the_database_is_unreachable_comes_back_filled_in(refused) -> None:
    response = refused.post("/solstis/", data=score_post())
    page = response.get_data(as_text=True)
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    assert SCORE_AGAIN in page
    assert 'value="Ann"' in page  # What was typed is on the form again.
    assert "Internal Server Error" not in page


def test_the_message_is_in_the_readers_language(refused) -> None:
    response = refused.post("/solstis/", data=score_post(), headers={"Accept-Language": "it"})
    assert response.status_code == 503
    assert SCORE_AGAIN_IT in response.get_data(as_text=True)


def test_the_api_answers_503_json_with_retry_after(refused) -> None:
    response = refused.post(
        "/api/v1/tables", json={"game": "solstis", "state": sample_state("solstis")}
    )
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    assert CANNOT_REACH in response.get_json()["errors"][0]["message"]


def test_a_page_that_needs_the_database_is_the_apps_own_503_page(refused) -> None:
    response = refused.get("/t/abcdefghijklmnopqrstuv", headers={"Accept-Language": "it"})
    page = response.get_data(as_text=True)
    assert response.status_code == 503
    assert "<html" in page and "Internal Server Error" not in page
    assert 'lang="it"' in page


def test_a_poll_asking_for_json_gets_json(refused) -> None:
    response = refused.get(
        "/r/abcdefghijklmnopqrstuv/state", headers={"Accept": "application/json"}
    )
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    assert response.get_json()["errors"]


@pytest.mark.parametrize("path", ["/", "/solstis/", "/panorama/", "/solstis/rules"])
def test_pages_that_need_no_database_keep_working(refused, path: str) -> None:
    assert refused.get(path).status_code == 200


def test_waits_on_the_database_are_bounded() -> None:
    """A server that does not answer fails a request within the wait issue 22 allows (2 s):
    connecting, and data the server does not acknowledge; a statement it runs within 10 s."""
    app = production_like("postgresql+psycopg://vantage@127.0.0.1:5/vantage")
    options = app.config["SQLALCHEMY_ENGINE_OPTIONS"]
    assert DATABASE_WAIT_SECONDS == 2
    assert options["pool_pre_ping"] is True  # Back by itself once the database is.
    assert options["connect_args"]["connect_timeout"] == 2
    assert options["connect_args"]["tcp_user_timeout"] == 2000
    assert "statement_timeout=10000" in options["connect_args"]["options"]
    assert SQLITE_BUSY_TIMEOUT_MS == 15_000  # SQLite queues writers: a lock is held for ms.
    dispose(app)


@pytest.fixture
def migrated_file(tmp_path, migrated_sqlite) -> Path:
    target = tmp_path / "vantage.sqlite3"
    shutil.copyfile(migrated_sqlite, target)
    return target


def test_a_read_only_sqlite_answers_503_and_keeps_the_form(migrated_file) -> None:
    app = production_like(f"sqlite:///file:{migrated_file}?mode=ro&uri=true")
    client = app.test_client()
    response = client.post("/solstis/", data=score_post())
    assert response.status_code == 503
    assert SCORE_AGAIN in response.get_data(as_text=True)
    dispose(app)
    # Writable again: the very same post saves.
    app = production_like(f"sqlite:///{migrated_file}")
    response = app.test_client().post("/solstis/", data=score_post())
    assert response.status_code == 303
    assert response.headers["Location"].startswith("/t/")
    dispose(app)


def test_sqlite_locked_beyond_its_busy_timeout_answers_503_then_saves(migrated_file) -> None:
    app = production_like(f"sqlite:///{migrated_file}", SQLITE_BUSY_TIMEOUT_MS=300)
    client = app.test_client()
    holder = sqlite3.connect(migrated_file, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # Another writer holds the lock (a backup, say).
    try:
        response = client.post("/solstis/", data=score_post())
        assert response.status_code == 503
        assert 'value="Ann"' in response.get_data(as_text=True)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    response = client.post("/solstis/", data=score_post())
    assert response.status_code == 303
    dispose(app)


def test_a_correction_scored_while_the_database_is_unreachable_stays_a_correction(
    refused,
) -> None:
    """Correcting a saved table posts its form with the table's id: on a 503 the form comes
    back with what was typed and still correcting that table, so Score again revises it."""
    posted = {**score_post(), "saved_table": "AbCdEfGhIjKlMnOpQrStUv"}
    response = refused.post("/solstis/", data=posted)
    page = response.get_data(as_text=True)
    assert response.status_code == 503
    assert SCORE_AGAIN in page
    assert 'value="Ann"' in page
    assert 'name="saved_table" value="AbCdEfGhIjKlMnOpQrStUv"' in page
    assert "You are correcting a saved table" in page


def resent_fields(page: str) -> dict[str, str]:
    """The hidden fields of the 503 page's Try again form."""
    form = page.split('class="resend"', 1)[1].split("</form>", 1)[0]
    return dict(re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', form))


def test_any_other_post_is_kept_in_the_503_page_to_send_again(refused) -> None:
    """A post with no page of its own to come back to (a group's name, a room's part when the
    room cannot even be read) is kept in the 503 page, with one button that posts it again."""
    response = refused.post("/g/", data={"name": "Thursday club"})
    page = response.get_data(as_text=True)
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    assert "What you entered is kept on this page" in page
    assert 'action="/g/"' in page
    assert resent_fields(page) == {"name": "Thursday club"}
    part = {"players-1-name": "Bën <b>", "players-1-favor_tokens": "3", "version": "4"}
    response = refused.post("/r/AbCdEfGhIjKlMnOpQr/p/seat-1", data=part)
    page = response.get_data(as_text=True)
    assert response.status_code == 503
    assert 'action="/r/AbCdEfGhIjKlMnOpQr/p/seat-1"' in page
    assert resent_fields(page) == {
        "players-1-name": "Bën &lt;b&gt;",  # Escaped in the page, sent back as typed.
        "players-1-favor_tokens": "3",
        "version": "4",
    }


def test_the_kept_post_page_is_in_the_readers_language(refused) -> None:
    response = refused.post("/g/", data={"name": "Giovedì"}, headers={"Accept-Language": "it"})
    page = response.get_data(as_text=True)
    assert response.status_code == 503
    assert "Quello che hai inserito è conservato in questa pagina" in page
    assert ">Riprova</button>" in page


def test_a_room_part_saved_while_sqlite_is_locked_comes_back_filled_in(migrated_file) -> None:
    """The room could be read but not written: its part page comes back as the phone posted
    it (every value typed), the message on top, and the same post saves once unlocked."""
    app = production_like(f"sqlite:///{migrated_file}", SQLITE_BUSY_TIMEOUT_MS=300)
    state = load_example("sagrada")["state"]
    host = app.test_client()
    opened = host.post("/sagrada/together", data=form_fields(app, "sagrada", state))
    assert opened.status_code == 303
    room_url = opened.headers["Location"]
    ben = app.test_client()
    assert ben.post(f"{room_url}/seat", data={"seat": 1}).status_code == 303
    fields = part_fields(app, "sagrada", state, "seat-1")
    fields["players-1-favor_tokens"] = "4"
    posted = {**fields.to_dict(flat=False), "version": "0"}
    holder = sqlite3.connect(migrated_file, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        response = ben.post(f"{room_url}/p/seat-1", data=posted)
        page = response.get_data(as_text=True)
        assert response.status_code == 503
        assert SCORE_AGAIN in page
        assert 'name="players-1-favor_tokens"' in page
        assert re.search(r'name="players-1-favor_tokens"[^>]*value="4"', page)
        assert 'name="version" value="0"' in page
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    response = ben.post(f"{room_url}/p/seat-1", data=posted)
    assert response.status_code == 303
    page = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert re.search(r'name="players-1-favor_tokens"[^>]*value="4"', page)
    dispose(app)
