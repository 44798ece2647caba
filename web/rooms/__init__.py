"""Table rooms (issue 12): every player fills in their own part of a table on their own phone.

``parts`` splits a game's table state into parts and puts it back together (pure functions on
the contract's state); ``formdata`` lets the game's own form edit one part; ``service`` keeps
rooms in the database (nothing in process memory) and scores a room's table; ``views`` and
``api`` are the pages and the JSON API, and ``common`` what those two share.
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """The room pages and the room API.

    Imported here, not at the top: ``parts``, ``service`` and ``formdata`` are imported on
    their own (by the games, the tests, the bench) without loading every page of the app.
    """
    from web.rooms import api, views

    app.register_blueprint(views.bp)  # Its forms need their token (a stale one: stale_page).
    app.register_blueprint(api.bp)
    app.extensions["csrf"].exempt(api.bp)  # JSON with a Bearer token: no cookies, no CSRF.
