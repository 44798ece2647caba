"""The fuzz tier's app: one per module, as it runs under test (CSRF off, so a mutated form
reaches the code behind the token check)."""

from __future__ import annotations

import pytest

from app import create_app


@pytest.fixture(scope="module")
def fuzz_app():
    return create_app({"TESTING": True, "SECRET_KEY": "fuzz", "WTF_CSRF_ENABLED": False})


@pytest.fixture(scope="module")
def fuzz_client(fuzz_app):
    return fuzz_app.test_client()
