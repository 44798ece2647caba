"""Vantage's web layer: ``create_app``, the application factory, and the features it wires.

``app.py`` at the project's root imports ``create_app`` from here, so ``flask --app app run``
and ``gunicorn -c gunicorn.conf.py 'app:create_app()'`` run this factory. In production
``web/config.py`` reads the settings from the environment and refuses to start without
``SECRET_KEY``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Flask

from web import config, platform
from web.entry import api, views
from web.extensions import csrf
from web.groups.views import init_app as init_groups
from web.phone import views as phone
from web.platform import memory
from web.rooms import init_app as init_rooms
from web.tables import api as tables_api
from web.tables import views as saved
from web.tables.history import bp as history_bp

ROOT = Path(__file__).resolve().parent.parent
"""The project's folder: templates/ and static/ are found from it, as from app.py before."""


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create and configure the app."""
    app = Flask(__name__, root_path=str(ROOT), instance_relative_config=True)
    config.init_app(app, test_config)  # Every setting, the environment's included.
    app.json.sort_keys = False  # type: ignore[attr-defined]

    # Headers, errors, language, CSRF, templates, assets, gzip, database.
    platform.init_app(app)
    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)  # The API is stateless JSON: no cookies, so no CSRF token (spec).
    # Every form needs its token; a missing or expired one brings the form back filled in
    # with a message (each blueprint's CSRFError handler) instead of a page that loses it.
    views.init_app(app)
    # Saved tables (issue 11): the /api/v1/tables API and the /t/ID pages.
    app.register_blueprint(tables_api.bp)
    csrf.exempt(tables_api.bp)  # Stateless JSON with a Bearer token, like the scoring API.
    saved.init_app(app)
    app.register_blueprint(history_bp)  # "Your tables" and groups (/tables, /g/ID)
    init_groups(app)
    init_rooms(app)  # Table rooms (issue 12): /j/CODE, /r/ID, /api/v1/rooms
    phone.init_app(app)  # Issue 15: running totals, the manifest, icons, the service worker
    memory.init_app(app)  # Last: what exists by now lives as long as the app.
    return app
