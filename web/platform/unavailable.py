"""When the database blinks (issue 22): a kind 503, everything typed kept, back by itself.

A database that cannot be reached (connection refused or timed out, the server shutting down,
a read-only database, SQLite locked beyond its busy timeout, a statement cancelled by its
timeout) is not a bug of ours, and the same request succeeds a moment later. So it is answered
as **503** with ``Retry-After``, in the reader's language, never as the last-resort 500:

- a feature may register its own answer for its blueprint with :func:`answers_unavailable`
  (the entry form comes back filled in as posted, the message on top);
- the API, and any request that asks for JSON (a room's poll), get the contract's error JSON;
- any other post gets the app's own error page holding what was posted (hidden fields) and a
  Try again button that posts it again, so nothing typed is lost whichever form it came from;
- anything else gets the app's own error page, saying that nothing was lost.

The pool pings a connection before using it (``pool_pre_ping``, ``web.platform.db``), so the
first request after the database is back gets a fresh connection: nothing to restart.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from flask import Blueprint, Flask, current_app, render_template, request
from flask.typing import ResponseReturnValue

from scoring.i18n import N_
from web.platform.db import db, roll_back_then_report
from web.platform.translate import gettext

CANNOT_SAVE = N_(
    "The app cannot save right now; nothing you entered is lost: tap Score again in a moment."
)
"""On a form that comes back filled in: what the player typed is on the page."""
CANNOT_REACH = N_(
    "The app cannot reach its saved tables right now. Nothing saved is lost: try again in a moment."
)
"""Anywhere else: a page to read, a poll, the API."""
CANNOT_SAVE_KEPT = N_(
    "The app cannot save right now. What you entered is kept on this page: "
    "tap Try again in a moment."
)
"""On a posted form that has no page of its own to come back to (a room's part when the room
could not even be read, a group's name): the post is kept in the page, one tap resends it."""
RETRY_AFTER_SECONDS = 5
"""What ``Retry-After`` says: about how long a database restart or failover takes."""

UNAVAILABLE_SQLSTATES = ("08", "53", "57P", "57014", "55P03", "25006")
"""PostgreSQL error codes that mean "not now" rather than "wrong": connection exceptions (08),
insufficient resources (53), the server shutting down or starting (57P), a statement or a lock
wait cancelled by its timeout (57014, 55P03), a read-only transaction on a standby (25006)."""

SQLITE_NOT_NOW = ("locked", "readonly", "read-only", "unable to open", "disk i/o", "disk is full")
"""What SQLite says of a file it cannot use right now (locked by another writer beyond the busy
timeout, opened or mounted read-only, gone, a failing or full disk); its other
OperationalErrors ("no such table") are mistakes, answered as bugs."""


def sqlite_says_not_now(error: sqlite3.Error) -> bool:
    """Whether SQLite's ``error`` is about the file's state rather than the statement.

    >>> sqlite_says_not_now(sqlite3.OperationalError("attempt to write a readonly database"))
    True
    >>> sqlite_says_not_now(sqlite3.OperationalError("no such table: revisions"))
    False
    """
    return isinstance(error, sqlite3.OperationalError) and any(
        words in str(error).lower() for words in SQLITE_NOT_NOW
    )


UnavailableAnswer = Callable[[Exception], ResponseReturnValue]
_ANSWERS: dict[str, UnavailableAnswer] = {}


def is_unavailable(error: BaseException) -> bool:
    """Whether ``error`` says the database cannot be used right now (rather than a mistake in
    a statement): worth answering "try again in a moment".

    >>> locked = sqlite3.OperationalError("database is locked")
    >>> is_unavailable(sa.exc.OperationalError("SELECT 1", {}, locked))
    True
    >>> is_unavailable(sa.exc.IntegrityError("INSERT", {}, Exception("UNIQUE constraint")))
    False
    """
    if isinstance(error, sa.exc.TimeoutError):  # No connection free in the pool in time.
        return True
    if isinstance(error, sqlite3.Error):  # Raised as is by our own BEGIN (db.py).
        return sqlite_says_not_now(error)
    if not isinstance(error, sa.exc.DBAPIError):
        return False
    if error.connection_invalidated:
        return True
    if isinstance(error.orig, sqlite3.Error):
        return sqlite_says_not_now(error.orig)
    # psycopg's OperationalError is a lost or refused connection, or a statement cancelled by
    # its timeout (a missing table is a ProgrammingError: a bug, answered as one).
    if isinstance(error, (sa.exc.OperationalError, sa.exc.InterfaceError)):
        return True
    sqlstate = getattr(error.orig, "sqlstate", None)
    return isinstance(sqlstate, str) and sqlstate.startswith(UNAVAILABLE_SQLSTATES)


def answers_unavailable(bp: Blueprint) -> Callable[[UnavailableAnswer], UnavailableAnswer]:
    """Register the decorated function as ``bp``'s answer when the database cannot be reached
    during one of its requests (its status is made 503, with ``Retry-After``). The session
    has been rolled back already; the answer must not need the database."""

    def register(answer: UnavailableAnswer) -> UnavailableAnswer:
        _ANSWERS[bp.name] = answer
        return answer

    return register


def wants_json() -> bool:
    """The API, and a page's script asking for JSON (a room's poll), read errors as JSON."""
    if request.path.startswith("/api/"):
        return True
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json"


def kept_post() -> dict[str, Any]:
    """What a page needs to hold the post it answers, as ``templates/_resend.html`` draws it:
    where it went and its fields, so one tap on Try again sends it as it came."""
    return {
        "resend": request.full_path.rstrip("?"),
        "posted": list(request.form.items(multi=True)),
    }


def answer_database_error(error: Exception) -> Any:
    """A database error: "try again in a moment" (503) when the database is unavailable; any
    other database error goes on to the usual handling (``roll_back_then_report``)."""
    if not is_unavailable(error):
        if isinstance(error, sa.exc.SQLAlchemyError):
            return roll_back_then_report(error)
        raise error
    try:
        db.session.rollback()
    except Exception:  # The connection is what failed; the pool drops it.
        current_app.logger.debug("Rolling back failed while the database is unavailable")
    current_app.logger.warning(
        "Database unavailable: %s %s: %s", request.method, request.path, error.__class__.__name__
    )
    headers = {"Retry-After": str(RETRY_AFTER_SECONDS), "Cache-Control": "no-store"}
    answer = _ANSWERS.get(request.blueprint or "")
    if answer is not None and request.method == "POST" and not wants_json():
        try:
            response = current_app.make_response(answer(error))
        except Exception:  # Its own page failed too: the plain answer below still helps.
            current_app.logger.exception("The unavailable answer of %s failed", request.blueprint)
        else:
            response.status_code = 503
            response.headers.update(headers)
            return response
    message = gettext(CANNOT_REACH)
    if wants_json():
        return {"errors": [{"path": "", "message": message}]}, 503, headers
    if request.method == "POST":
        page = render_template(
            "error.html",
            status=503,
            message=gettext(CANNOT_SAVE_KEPT),
            **kept_post(),
        )
        return page, 503, headers
    return render_template("error.html", status=503, message=message), 503, headers


def init_app(app: Flask) -> None:
    """Answer an unavailable database kindly, under test too (tests force each failure)."""
    app.register_error_handler(sa.exc.DBAPIError, answer_database_error)
    app.register_error_handler(sa.exc.TimeoutError, answer_database_error)
    app.register_error_handler(sqlite3.OperationalError, answer_database_error)
