"""The scoring blueprint: the game list, each game's form and result pages, and the
stateless scoring API.

Importing the package imports none of its modules: ``init_app`` does, so a module that needs
only ``web.entry.api`` does not bring in the pages with it (and cannot close an import cycle).
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """The scoring API (/api/v1/games...) and the game pages (/, /SLUG/...)."""
    from web.entry import api, views

    app.register_blueprint(api.bp)
    app.extensions["csrf"].exempt(api.bp)  # Stateless JSON: no cookies, so no CSRF token (spec).
    views.init_app(app)  # Every form needs its token (a stale one: the form comes back filled in).
