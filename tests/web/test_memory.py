"""The garbage collector works between requests, not in the middle of a player's request;
the C library hands back what it holds free."""

from __future__ import annotations

import gc
import platform
import subprocess
import sys
from pathlib import Path

import pytest

from app import create_app
from tests.conftest import dispose
from tests.samples import largest_table
from tests.saved.conftest import make_app
from tests.starting import imported_by_a_start
from tests.web.formdata import flatten
from web.games import ADAPTERS, get_adapter
from web.platform import memory
from web.platform.memory import (
    FULL_COLLECTION_EVERY,
    MIDDLE_GENERATION_THRESHOLD,
    YOUNGEST_GENERATION_THRESHOLD,
)

ROOT = Path(__file__).resolve().parents[2]
GLIBC = platform.system() == "Linux" and platform.libc_ver()[0] == "glibc"


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


def test_every_full_collection_hands_what_malloc_holds_free_back(monkeypatch):
    calls: list[object] = []
    monkeypatch.setattr(gc, "freeze", lambda: None)
    monkeypatch.setattr(gc, "set_threshold", lambda *limits: None)
    monkeypatch.setattr(gc, "collect", lambda generation=2: calls.append(generation))
    monkeypatch.setattr(memory, "release_free_memory", lambda: calls.append("released"))
    client = create_app({"SECRET_KEY": "a-secret-for-this-test"}).test_client()
    for _ in range(FULL_COLLECTION_EVERY):
        client.get("/").close()
    assert calls[-2:] == [2, "released"]
    assert calls.count("released") == 1


@pytest.mark.skipif(not GLIBC, reason="malloc_trim and mallopt are glibc's")
def test_on_glibc_free_memory_is_handed_back_and_a_worker_can_keep_one_arena():
    assert memory.GLIBC_MALLOC is not None
    assert memory.release_free_memory() in (True, False)  # False: nothing was free to hand back.
    program = "from web.platform.memory import one_malloc_arena; print(one_malloc_arena())"
    answer = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.strip() == "True"


def test_without_glibcs_malloc_functions_nothing_is_done(monkeypatch):
    monkeypatch.setattr(memory, "GLIBC_MALLOC", None)
    assert memory.release_free_memory() is False
    assert memory.one_malloc_arena() is False


def test_a_start_on_sqlite_imports_no_postgresql_dialect(tmp_path):
    """Only a PostgreSQL engine loads its dialect (2 MB of every worker's memory). On a
    database that is up to date, as at every start but the first (migrating imports Alembic,
    which loads every dialect it knows)."""
    url = f"sqlite:///{tmp_path / 'only-sqlite.sqlite3'}"
    dispose(make_app(url))
    assert imported_by_a_start(url, ("sqlalchemy.dialects.postgresql",)) == []


@pytest.mark.parametrize("slug", sorted(ADAPTERS))
def test_no_game_s_largest_score_starts_a_collection_of_its_own(tmp_path, slug):
    """At the app's threshold, scoring each game's largest table (the post, its 303 and the
    saved page: issue 24's Score) makes too few objects at once for the collector to start
    in the middle of it: the one collection it pays for is the one after each response."""
    app = make_app(f"sqlite:///{tmp_path / 'collections.sqlite3'}")
    client = app.test_client()
    with app.test_request_context():
        adapter = get_adapter(slug)
        assert adapter is not None
        data = flatten(adapter.form_data_from_state(largest_table(slug)[1]))
    started: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(info["generation"])

    client.post(f"/{slug}/", data=data, follow_redirects=True).close()  # Warm: first drawings.
    limits = gc.get_threshold()
    gc.set_threshold(YOUNGEST_GENERATION_THRESHOLD, MIDDLE_GENERATION_THRESHOLD, limits[2])
    gc.callbacks.append(count)
    try:
        for _ in range(3):
            gc.collect(1)  # As after the response before it (collect_once_sent).
            started.clear()
            with client.post(f"/{slug}/", data=data, follow_redirects=True) as response:
                assert response.status_code == 200
                assert response.request.path.startswith("/t/")
            assert started == []
    finally:
        gc.callbacks.remove(count)
        gc.set_threshold(*limits)
        dispose(app)
