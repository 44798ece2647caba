"""Saved tables: the service (save, revise, read), the /t/ID pages, /api/v1/tables,
"your tables" and the kept language of a result.

Importing the package imports none of its modules: ``init_app`` does, so a module that needs
only ``web.tables.service`` does not bring in the pages with it (and cannot close an import cycle).
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """/api/v1/tables, the /t/ID pages and "your tables" (/tables)."""
    from web.tables import api, history, views

    app.register_blueprint(api.bp)
    app.extensions["csrf"].exempt(api.bp)  # Stateless JSON with a Bearer token, like scoring's.
    views.init_app(app)
    app.register_blueprint(history.bp)
