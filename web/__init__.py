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

from web import config, entry, groups, phone, platform, rooms, tables
from web.platform import memory

FEATURES = (entry, tables, groups, rooms, phone)
"""Each feature's package, registered in this order by its ``init_app(app)``: the scoring pages
and API, saved tables (issue 11), groups, table rooms (issue 12), the phone (issue 15)."""

ROOT = Path(__file__).resolve().parent.parent
"""The project's folder: templates/ and static/ are found from it, as from app.py before."""


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create and configure the app."""
    app = Flask(__name__, root_path=str(ROOT), instance_relative_config=True)
    config.init_app(app, test_config)  # Every setting, the environment's included.
    app.json.sort_keys = False  # type: ignore[attr-defined]

    # Headers, errors, language, CSRF, templates, assets, gzip, database.
    platform.init_app(app)
    # Every feature's forms need their token (CSRFProtect); only the stateless JSON APIs
    # are exempted, each by its own package's init_app.
    for feature in FEATURES:
        feature.init_app(app)
    memory.init_app(app)  # Last: what exists by now lives as long as the app.
    return app
