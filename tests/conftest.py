"""Fixtures shared by every test tier: the app, its test client and the sample tables."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from app import create_app

# Property tests check rules, not speed: a slow or busy CI machine must not fail them with
# Hypothesis's per-example deadline or its "too slow" health check.
settings.register_profile("vantage", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("vantage")

EXAMPLES = Path(__file__).parent / "examples"


def load_example(slug: str) -> dict[str, Any]:
    """A sample table from the spec (copied from shared/examples): its state and totals."""
    data: dict[str, Any] = json.loads((EXAMPLES / f"{slug}.json").read_text(encoding="utf-8"))
    return data


@pytest.fixture
def app():
    return create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def csrf_app():
    """The app with CSRF protection on, as it runs for real."""
    return create_app({"TESTING": True, "SECRET_KEY": "test"})
