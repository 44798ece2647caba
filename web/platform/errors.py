"""Error pages: JSON for the API, a friendly page for people; never a bare 500.

An unexpected exception is logged with its traceback and a short random request id; the page
(or the API's JSON) shows the same id, so a player who reports the problem can quote it and
the log line can be found.

Messages are worded in the request's language (web/platform/i18n.py): each is kept in English,
marked with ``N_``, and translated with ``gettext`` when an error is answered.
"""

from __future__ import annotations

import html
import logging
import secrets
import sys
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, current_app, render_template, request
from werkzeug.datastructures import LanguageAccept
from werkzeug.exceptions import HTTPException, InternalServerError
from werkzeug.http import parse_accept_header

from scoring.i18n import N_
from web.platform.db import db
from web.platform.i18n import DEFAULT_LANGUAGE, LANGUAGES
from web.platform.translate import gettext

FRIENDLY_MESSAGES = {
    400: N_("That request could not be read."),
    404: N_("There is no page here."),
    405: N_("That page does not accept this kind of request."),
    413: N_("That table is far larger than any real game; nothing was scored."),
    415: N_("That kind of content is not accepted here."),
}
SOMETHING_WENT_WRONG = N_("Something went wrong.")
UNEXPECTED_MESSAGE = N_(
    "Something went wrong on our side, so this page could not be shown. It is our mistake, not "
    "yours. If you tell us about it, quote this id: %(request_id)s."
)
REQUEST_ID_HEADER = "X-Request-Id"


def handle_http_error(error: HTTPException) -> Any:
    """An HTTP error as the contract's JSON for the API, as a friendly page otherwise."""
    original = getattr(error, "original_exception", None)
    if isinstance(error, InternalServerError) and isinstance(original, Exception):
        # An exception outside the view (an after_request hook) reaches Flask as a 500 that
        # wraps it: it is logged and answered with a request id like any other.
        return handle_unexpected_error(original)
    status = error.code or 500
    if status in FRIENDLY_MESSAGES:
        message = gettext(FRIENDLY_MESSAGES[status])
    else:
        message = error.description or gettext(SOMETHING_WENT_WRONG)
    if request.path.startswith("/api/"):
        return {"errors": [{"path": "", "message": message}]}, status
    return render_template("error.html", status=status, message=message), status


def new_request_id() -> str:
    """A short random id (8 hex digits) naming one failed request in the log and on its page.

    >>> len(new_request_id()), new_request_id() != new_request_id()
    (8, True)
    """
    return secrets.token_hex(4)


def handle_unexpected_error(error: Exception) -> Any:
    """The last resort: log the traceback under a new request id and show that id.

    The page promises nothing it cannot keep: the same request would fail the same way, and
    nothing was saved, so it says so and asks for the id instead. The session is rolled back
    first (as microblog's ``internal_error`` does), so the page renders on a clean one: a
    failed write leaves PostgreSQL refusing every statement of its transaction.
    """
    request_id = new_request_id()
    try:
        db.session.rollback()
    except Exception:  # The database itself is what failed: the page is still shown.
        current_app.logger.exception("Rolling back failed, request id %s", request_id)
    current_app.logger.error(
        "Unexpected error, request id %s: %s %s",
        request_id,
        request.method,
        request.path,
        exc_info=error,
    )
    message = _unexpected_message(request_id)
    headers = {REQUEST_ID_HEADER: request_id}
    if request.path.startswith("/api/"):
        body = {"errors": [{"path": "", "message": message}], "request_id": request_id}
        return body, 500, headers
    try:
        page = render_template("error.html", status=500, message=message, request_id=request_id)
    except Exception:  # The page itself failed: the id still reaches the player, as text.
        current_app.logger.exception("The error page failed too, request id %s", request_id)
        return message, 500, {**headers, "Content-Type": "text/plain; charset=utf-8"}
    return page, 500, headers


def _unexpected_message(request_id: str) -> str:
    """The last resort's message in the request's language; in English if even that fails."""
    try:
        return str(gettext(UNEXPECTED_MESSAGE, request_id=request_id))
    except Exception:  # The catalogue is what failed: the id must still reach the player.
        return UNEXPECTED_MESSAGE % {"request_id": request_id}


class LastResort:
    """Around the whole app (outermost WSGI middleware): an exception that escapes Flask (a
    teardown function failing, the error page's own answer failing) still gets the app's own
    page, in the reader's language, with a request id, never the server's bare "Internal
    Server Error".

    The pages are rendered once per language, on first need, through the app's own error
    template; if even that fails, a minimal page with the same words is used.
    """

    def __init__(self, app: Flask, inner: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.inner = inner
        self.pages: dict[str, str] = {}
        self.logger = logging.getLogger("vantage.errors")

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        try:
            return self.inner(environ, start_response)
        except Exception as error:
            request_id = new_request_id()
            self.logger.error(
                "Error outside the app's handlers, request id %s: %s %s",
                request_id,
                environ.get("REQUEST_METHOD"),
                environ.get("PATH_INFO"),
                exc_info=error,
            )
            language = self.language(environ.get("HTTP_ACCEPT_LANGUAGE", ""))
            body = self.page(language).replace("__REQUEST_ID__", request_id).encode()
            headers = [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Length", str(len(body))),
                ("Cache-Control", "no-store"),
                (REQUEST_ID_HEADER, request_id),
            ]
            start_response("500 INTERNAL SERVER ERROR", headers, sys.exc_info())
            return [body]

    def language(self, accept: str) -> str:
        """The reader's language among the app's, from ``Accept-Language`` alone (the cookie
        that may override it is read by the app, which is what failed)."""
        best = parse_accept_header(accept, LanguageAccept).best_match(list(LANGUAGES))
        return best or DEFAULT_LANGUAGE

    def page(self, language: str) -> str:
        if language not in self.pages:
            self.pages[language] = self.render(language)
        return self.pages[language]

    def render(self, language: str) -> str:
        try:
            with self.app.test_request_context("/", headers={"Accept-Language": language}):
                message = _unexpected_message("__REQUEST_ID__")
                return render_template(
                    "error.html", status=500, message=message, request_id="__REQUEST_ID__"
                )
        except Exception:
            self.logger.exception("The last-resort page could not be rendered")
            message = html.escape(UNEXPECTED_MESSAGE % {"request_id": "__REQUEST_ID__"})
            return (
                f'<!doctype html><html lang="{language}"><meta charset="utf-8">'
                f"<title>500</title><p>{message}</p></html>"
            )


def init_app(app: Flask) -> None:
    """Register the handlers; under test, unexpected errors propagate so tests see them."""
    app.register_error_handler(HTTPException, handle_http_error)
    if not app.testing:
        app.register_error_handler(Exception, handle_unexpected_error)
        app.wsgi_app = LastResort(app, app.wsgi_app)  # type: ignore[method-assign]
