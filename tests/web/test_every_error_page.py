"""Every error a player can meet is the app's own page, in the reader's language (issue 22):
whatever failed, no framework or server default page ("Internal Server Error") reaches them.

Each failure class is forced for real on an app as it runs for players (not TESTING): a view
raising, an ``after_request`` hook raising, a teardown raising (which escapes Flask's own
handlers, so only the outermost middleware, ``web.platform.errors.LastResort``, can answer
it), a missing page, a wrong method, a body too large, a database that cannot be reached.
The app is called as gunicorn calls it (its ``start_response`` accepts a second call with
``exc_info`` while nothing is sent yet), not through Flask's test client, which runs
teardowns after the answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask, request
from werkzeug.test import EnvironBuilder

from app import create_app
from tests.conftest import dispose
from tests.saved.postgres import free_port


@pytest.fixture
def players_app(database_uri) -> Iterator[Flask]:
    app = create_app({"SECRET_KEY": "errors", "SQLALCHEMY_DATABASE_URI": database_uri})

    def fails() -> str:
        raise RuntimeError("a bug in a view")

    app.add_url_rule("/test-view-fails", "test_view_fails", fails)
    app.add_url_rule("/test-after-fails", "test_after_fails", lambda: "fine")
    app.add_url_rule("/test-teardown-fails", "test_teardown_fails", lambda: "fine")

    @app.after_request
    def after(response: Any) -> Any:
        if request.path == "/test-after-fails":
            raise RuntimeError("a bug in an after_request hook")
        return response

    def teardown(_error: BaseException | None) -> None:
        if request.path == "/test-teardown-fails":
            raise RuntimeError("a bug in a teardown")

    # Run last (teardowns run in reverse order), so the app's own still reset the request's
    # language: a failing one stops those after it, which would leak Italian to later tests.
    app.teardown_request_funcs.setdefault(None, []).insert(0, teardown)

    yield app
    dispose(app)


def as_gunicorn_calls(app: Flask, path: str, method: str = "GET", **options: Any) -> Any:
    """(status code, headers, body) of one request, through the outermost WSGI callable."""
    environ = EnvironBuilder(path=path, method=method, **options).get_environ()
    answer: dict[str, Any] = {}

    def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
        if answer and exc_info is None:
            raise AssertionError("Response headers already set!")
        answer["status"], answer["headers"] = int(status.split()[0]), dict(headers)
        return lambda data: None

    chunks = app.wsgi_app(environ, start_response)
    try:
        body = b"".join(chunks).decode()
    finally:
        getattr(chunks, "close", lambda: None)()
    return answer["status"], answer["headers"], body


ITALIAN = {"Accept-Language": "it"}


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/test-view-fails", 500),
        ("/test-after-fails", 500),
        ("/test-teardown-fails", 500),
        ("/there-is-no-such-page/", 404),
    ],
)
def test_each_failure_is_the_apps_own_page_in_the_readers_language(
    players_app, path: str, status: int
) -> None:
    code, headers, body = as_gunicorn_calls(players_app, path, headers=ITALIAN)
    assert code == status
    assert 'lang="it"' in body
    assert "Internal Server Error" not in body
    assert "Not Found" not in body
    if status == 500:
        assert headers["X-Request-Id"] in body  # The id a player can quote.


def test_a_wrong_method_is_the_apps_own_page(players_app) -> None:
    code, _headers, body = as_gunicorn_calls(players_app, "/solstis/rules", "POST")
    assert code in (400, 405)  # CSRF's 400 or the method's 405: the app's page either way.
    assert "<html" in body and "Method Not Allowed" not in body


def test_a_body_too_large_is_the_apps_own_page(players_app) -> None:
    code, _headers, body = as_gunicorn_calls(
        players_app, "/solstis/", "POST", data={"x": "y" * 400_000}, headers=ITALIAN
    )
    assert code == 413
    assert 'lang="it"' in body and "Request Entity Too Large" not in body


def test_a_database_that_cannot_be_reached_is_the_apps_own_page() -> None:
    app = create_app(
        {
            "SECRET_KEY": "errors",
            "SQLALCHEMY_DATABASE_URI": f"postgresql+psycopg://v@127.0.0.1:{free_port()}/v",
            "DATABASE_AUTO_UPGRADE": False,
        }
    )
    code, headers, body = as_gunicorn_calls(app, "/t/abcdefghijklmnopqrstuv", headers=ITALIAN)
    assert code == 503
    assert headers["Retry-After"] == "5"
    assert 'lang="it"' in body and "Internal Server Error" not in body
    dispose(app)
