"""Fixtures shared by every test tier: the app, its test client and the sample tables."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, settings

from app import create_app
from web.platform.db import db

# Property tests check rules, not speed: a slow or busy CI machine must not fail them with
# Hypothesis's per-example deadline or its "too slow" health check. Locally the quick "dev"
# profile tries a few examples of each property, so the fast tier stays fast; CI (the CI
# variable set) runs the full "ci" profile. HYPOTHESIS_PROFILE picks one explicitly.
_PATIENT = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("ci", max_examples=200, **_PATIENT)
settings.register_profile("dev", max_examples=15, **_PATIENT)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)

EXAMPLES = Path(__file__).parent / "examples"


def load_example(slug: str) -> dict[str, Any]:
    """A sample table from the spec (copied from shared/examples): its state and totals."""
    data: dict[str, Any] = json.loads((EXAMPLES / f"{slug}.json").read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="session", autouse=True)
def no_real_database(tmp_path_factory) -> Iterator[None]:
    """An app a test creates without naming a database uses a throwaway SQLite file, never
    the developer's ``instance/`` database or whatever ``DATABASE_URL`` points at."""
    before = os.environ.get("DATABASE_URL")
    os.environ["DATABASE_URL"] = f"sqlite:///{tmp_path_factory.mktemp('db') / 'any.sqlite3'}"
    yield
    if before is None:
        del os.environ["DATABASE_URL"]
    else:
        os.environ["DATABASE_URL"] = before


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory) -> Path:
    """A SQLite database brought up to date by the migrations once, copied for each test."""
    path = tmp_path_factory.mktemp("template") / "vantage.sqlite3"
    template = create_app({"SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    dispose(template)
    return path


@pytest.fixture
def database_uri(tmp_path, migrated_sqlite) -> str:
    """A fresh, migrated SQLite file of this test's own."""
    target = tmp_path / "vantage.sqlite3"
    shutil.copyfile(migrated_sqlite, target)
    return f"sqlite:///{target}"


def dispose(app: Flask) -> None:
    """Close the app's database connections (a test's app does not outlive the test)."""
    with app.app_context():
        db.engine.dispose()


@pytest.fixture
def app(database_uri) -> Iterator[Flask]:
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": database_uri,
        }
    )
    yield app
    dispose(app)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def csrf_app(database_uri) -> Iterator[Flask]:
    """The app with CSRF protection on, as it runs for real."""
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": database_uri}
    )
    yield app
    dispose(app)
