"""Error pages: JSON for the API, a friendly page for people; never a bare 500."""

from __future__ import annotations

from typing import Any

from flask import Flask, render_template, request
from werkzeug.exceptions import HTTPException

FRIENDLY_MESSAGES = {
    400: "That request could not be read.",
    404: "There is no page here.",
    405: "That page does not accept this kind of request.",
    413: "That table is far larger than any real game; nothing was scored.",
    415: "That kind of content is not accepted here.",
}


def handle_http_error(error: HTTPException) -> Any:
    """An HTTP error as the contract's JSON for the API, as a friendly page otherwise."""
    status = error.code or 500
    message = FRIENDLY_MESSAGES.get(status, error.description or "Something went wrong.")
    if request.path.startswith("/api/"):
        return {"errors": [{"path": "", "message": message}]}, status
    return render_template("error.html", status=status, message=message), status


def handle_unexpected_error(error: Exception) -> Any:
    """The last resort: a calm message instead of a bare 500 (never expected to run)."""
    message = "Something went wrong on our side; what you entered was not lost, go back and retry."
    if request.path.startswith("/api/"):
        return {"errors": [{"path": "", "message": message}]}, 500
    return render_template("error.html", status=500, message=message), 500


def init_app(app: Flask) -> None:
    """Register the handlers; under test, unexpected errors propagate so tests see them."""
    app.register_error_handler(HTTPException, handle_http_error)
    if not app.testing:
        app.register_error_handler(Exception, handle_unexpected_error)
