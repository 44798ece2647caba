"""Fixtures for the room tests: phones (test clients) in one room, on SQLite and PostgreSQL.

The room tests that matter most across workers run on both databases, with the saved-tables
tier's live PostgreSQL (``tests/saved/conftest.py``; skipped without PostgreSQL's programs,
required under CI).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from tests.conftest import dispose
from tests.saved.conftest import (
    database_url,
    make_app,
    migrated,
    migrated_postgres,
    postgres_server,
)

__all__ = ["database_url", "migrated_postgres", "postgres_server"]


@pytest.fixture
def room_app(request, database_url) -> Iterator[Flask]:
    """The app on the parametrised database (SQLite file, then PostgreSQL), migrated
    (``tests.saved.conftest.migrated``)."""
    migrated(request, database_url)
    app = make_app(database_url)
    yield app
    dispose(app)
