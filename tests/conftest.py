"""Fixtures shared by every test tier: the app, its test client and the sample tables."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from app import create_app

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
