"""Migrations are never edited after release; 0005 repairs what editing 0001 left behind
(issue 27, item 4).

0001 shipped at c7a7d70 with ``jsonb`` columns on PostgreSQL and was edited in place to
``json`` (b561e8c): a database created before kept ``jsonb``, so ``flask db check`` failed, a
state holding ``\\u0000`` answered 500 (201 on a fresh database) and Tsukimi's rabbits came
back in another order. A database created at c7a7d70 (``fixtures/c7a7d70.*.sql.gz``, written
by that version's own app) is upgraded to the head by today's app, on both engines.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask_migrate.cli import db as migrate_commands

from tests.conftest import dispose, load_example
from tests.saved.conftest import make_app
from tests.saved.postgres import PostgresServer
from tests.upgrade.conftest import ENGINES, load_postgres, load_sqlite
from web.platform.db import db

VERSIONS = Path(__file__).resolve().parents[2] / "migrations" / "versions"

RELEASED = {
    "0001_saved_tables_revisions_and_groups.py": (
        "c753d30c07ffcc75c92864b0b4f6ff828fa75b3b11a04ff41ddce7292bcddfcb"
    ),
    "0002_table_rooms.py": "795a8b60497225497e0106f8e47087b6eaaeb0150c46228f55ab7145b882f058",
}
"""Every migration released, with the SHA-256 of its file as released. A migration is added
here when it ships; from then on a change to the schema is a new migration, never an edit
(a database already migrated would never run the edit: the drift 0005 repairs)."""

JSON_COLUMNS = {
    ("saved_tables", "state"),
    ("saved_tables", "result"),
    ("revisions", "state"),
    ("revisions", "result"),
    ("rooms", "base"),
    ("room_parts", "content"),
    ("room_part_versions", "content"),
}


def test_released_migrations_are_never_edited() -> None:
    for name, digest in RELEASED.items():
        text = (VERSIONS / name).read_bytes()
        assert hashlib.sha256(text).hexdigest() == digest, (
            f"{name} was released: leave it as it is and add a new migration instead"
        )


@pytest.fixture(
    params=[(start, engine) for start in ("c7a7d70", "fresh") for engine in ENGINES],
    ids=[f"{start}-{engine}" for start in ("c7a7d70", "fresh") for engine in ENGINES],
)
def migrated(request, tmp_path: Path) -> Iterator[tuple[str, str, Flask]]:
    """Today's app on a database created at c7a7d70 or on an empty one: it migrates to the
    head as it starts, as a deploy does."""
    start, engine = request.param
    name = None
    server: PostgresServer | None = None
    if engine == "postgresql":
        server = request.getfixturevalue("postgres_server")
    if start == "fresh":
        if server is None:
            url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
        else:
            name = server.create_database()
            url = server.url(name)
    elif server is None:
        url = load_sqlite(start, tmp_path / "old.sqlite3")
    else:
        url, name = load_postgres(start, server)
    app = make_app(url)
    yield start, engine, app
    dispose(app)
    if server is not None and name is not None:
        server.drop_database(name)


def test_flask_db_check_finds_nothing_to_migrate(migrated) -> None:
    start, engine, app = migrated
    answer = app.test_cli_runner().invoke(migrate_commands, ["check"])
    assert answer.exit_code == 0, (start, engine, answer.output, answer.exception)


def test_every_json_column_is_json_on_postgresql(migrated) -> None:
    start, engine, app = migrated
    if engine != "postgresql":
        return
    with app.app_context():
        rows = db.session.execute(
            sa.text(
                "SELECT table_name, column_name, data_type FROM information_schema.columns"
                " WHERE table_schema = current_schema() AND data_type IN ('json', 'jsonb')"
            )
        ).all()
    assert {(table, column) for table, column, _type in rows} == JSON_COLUMNS
    assert {data_type for _table, _column, data_type in rows} == {"json"}, start


def save_and_read(app: Flask, game: str, state: dict[str, Any]) -> dict[str, Any]:
    client = app.test_client()
    answer = client.post("/api/v1/tables", json={"game": game, "state": state})
    assert answer.status_code == 201, answer.get_data(as_text=True)[:300]
    again = client.get(f"/api/v1/tables/{answer.get_json()['id']}")
    assert again.status_code == 200
    body: dict[str, Any] = again.get_json()
    return body


def test_a_state_holding_a_nul_character_is_saved_and_read_back(migrated) -> None:
    start, engine, app = migrated
    state = copy.deepcopy(load_example("tsukimi")["state"])
    state["note"] = "moon\u0000night"  # A field scoring does not read: the state is kept whole.
    assert save_and_read(app, "tsukimi", state)["state"] == state, (start, engine)


def test_tsukimi_rabbits_come_back_in_the_tables_order(migrated) -> None:
    """``jsonb`` keeps an object's keys shortest first: Zoe's rabbits would come back after
    Al's."""
    start, engine, app = migrated
    state = copy.deepcopy(load_example("tsukimi")["state"])
    renamed = {"Ann": "Zoe", "Ben": "Al"}
    for player in state["players"]:
        player["name"] = renamed[player["name"]]
    for tile in state["tiles"]:
        tile["rabbits"] = {renamed[name]: count for name, count in tile["rabbits"].items()}
    read = save_and_read(app, "tsukimi", state)["state"]
    assert [list(tile["rabbits"]) for tile in read["tiles"]] == [
        ["Zoe", "Al"] for _tile in state["tiles"]
    ], (start, engine)
