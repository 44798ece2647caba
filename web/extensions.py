"""Flask extensions, created once and bound to the app in ``create_app``."""

from __future__ import annotations

from collections.abc import Callable

from flask import Blueprint, current_app
from flask.typing import ResponseReturnValue
from flask_wtf.csrf import CSRFError, CSRFProtect
from werkzeug.exceptions import HTTPException

csrf = CSRFProtect()
"""Every POST needs its form token (the stateless JSON APIs and the views that change nothing
are exempted by name, where they are registered); a blueprint answers a missing or expired
token kindly with :func:`answers_stale_forms`."""

StaleFormAnswer = Callable[[CSRFError], ResponseReturnValue]


def answers_stale_forms(bp: Blueprint) -> Callable[[StaleFormAnswer], StaleFormAnswer]:
    """Register the decorated function as ``bp``'s answer to a form posted without a valid
    token (Flask-WTF's ``CSRFError``, raised before the view runs): the blueprint's own page,
    the form filled in as posted, instead of a bare 400.

    An HTTP error raised while answering (``abort(404)`` for a game or a table that is not
    there) is answered as the app answers it anywhere else, not as a 500.
    """

    def register(answer: StaleFormAnswer) -> StaleFormAnswer:
        def handler(error: CSRFError) -> ResponseReturnValue:
            try:
                return answer(error)
            except HTTPException as raised:
                return current_app.handle_http_exception(raised)

        bp.register_error_handler(CSRFError, handler)
        return answer

    return register
