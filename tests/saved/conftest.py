"""Fixtures for the saved-tables tests: the same tests on SQLite and on a live PostgreSQL.

``database_url`` is parametrised: each test using it runs once on a fresh SQLite file and
once on a fresh database of a PostgreSQL server the tests start themselves. Without
PostgreSQL's programs the PostgreSQL runs are skipped, except under CI (``CI`` set), where
``.ci/run`` installs them and a missing server fails the run instead.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from app import create_app
from tests.conftest import dispose, load_example
from tests.saved.postgres import PostgresServer, start_server, why_unavailable

DATABASES = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A live PostgreSQL server for the whole session."""
    missing = why_unavailable()
    if missing is not None:
        if os.environ.get("CI"):
            pytest.fail(f"{missing}; .ci/run must install Debian's postgresql.")
        pytest.skip(f"{missing}: the PostgreSQL tier is skipped.")
    server = start_server()
    yield server
    server.stop()
    shutil.rmtree(server.root, ignore_errors=True)


@pytest.fixture(params=DATABASES)
def database_url(request, tmp_path) -> Iterator[str]:
    """An empty database (nothing created yet: the app migrates it when it starts)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'saved.sqlite3'}"
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    name = server.create_database()
    yield server.url(name)
    server.drop_database(name)


@pytest.fixture(scope="session")
def migrated_postgres(postgres_server: PostgresServer) -> str:
    """A PostgreSQL database brought up to date by the migrations once, the template of each
    test's migrated database (the SQLite tier's is ``migrated_sqlite``)."""
    name = postgres_server.create_database()
    dispose(make_app(postgres_server.url(name)))
    return name


def migrated(request: pytest.FixtureRequest, database_url: str) -> None:
    """Fill the empty database at ``database_url`` with the migrated schema, copied from the
    session's template (a file copy on SQLite, ``CREATE DATABASE … TEMPLATE`` on PostgreSQL):
    the same tables the app's start-up migration makes, at a fraction of its cost (each test's
    app used to run every migration). The database keeps its URL, so a test holding
    ``database_url`` too reaches the same one. Tests of the migrations themselves take the
    empty ``database_url`` alone."""
    if database_url.startswith("sqlite"):
        template = request.getfixturevalue("migrated_sqlite")
        shutil.copyfile(template, database_url.removeprefix("sqlite:///"))
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    template = request.getfixturevalue("migrated_postgres")
    name = database_url.rsplit("/", 1)[1]
    server.drop_database(name)
    server.create_database(name, template=template)


def make_app(database_url: str, **config: Any) -> Flask:
    return create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "saved-tests",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": database_url,
            **config,
        }
    )


@pytest.fixture
def saved_app(request, database_url) -> Iterator[Flask]:
    """The app on the parametrised database, migrated (:func:`migrated`)."""
    migrated(request, database_url)
    app = make_app(database_url)
    yield app
    dispose(app)


@pytest.fixture
def api(saved_app) -> FlaskClient:
    return saved_app.test_client()


@pytest.fixture
def panorama() -> dict[str, Any]:
    """The spec's 6-player Panorama table: its state and hand-checked totals."""
    return load_example("panorama")


def post_json(client: FlaskClient, path: str, body: Any, **headers: str) -> Any:
    """POST a JSON body as a program would."""
    return client.post(
        path, data=json.dumps(body), content_type="application/json", headers=headers
    )


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
