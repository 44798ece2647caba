"""Vantage's web layer: ``create_app``, the application factory, and the features it wires.

``app.py`` at the project's root imports ``create_app`` from here, so ``flask --app app run``
and ``gunicorn -c gunicorn.conf.py 'app:create_app()'`` run this factory. In production
``web/config.py`` reads the settings from the environment and refuses to start without
``SECRET_KEY``.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any

from flask import Flask

from web import config as production
from web.entry import api, views
from web.extensions import csrf
from web.groups.views import init_app as init_groups
from web.phone import views as phone
from web.platform import assets, compression, errors, i18n, memory, security, templating
from web.platform import db as database
from web.rooms import init_app as init_rooms
from web.tables import api as tables_api
from web.tables import views as saved
from web.tables.history import bp as history_bp

ROOT = Path(__file__).resolve().parent.parent
"""The project's folder: templates/ and static/ are found from it, as from app.py before."""

MAX_REQUEST_BYTES = 256 * 1024
"""The largest request accepted: a full 6-player table is under 20 KB, so this is generous."""

CSRF_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60
"""A form token stays valid for a whole day, so a form opened at the start of a long game night
can still be submitted at the end of it."""


def _secret_key(instance_path: str) -> str:
    """SECRET_KEY from the environment; otherwise a random key kept in the instance folder.

    The fallback is safe for local use (never a fixed, published value) and survives restarts,
    so form tokens issued before a restart still work.
    """
    from_environment = os.environ.get("SECRET_KEY")
    if from_environment:
        return from_environment
    key_file = Path(instance_path) / "secret_key"
    try:
        return key_file.read_text(encoding="utf-8").strip() or _write_new_key(key_file)
    except FileNotFoundError:
        return _write_new_key(key_file)
    except OSError:
        return secrets.token_hex(32)


def _write_new_key(key_file: Path) -> str:
    key = secrets.token_hex(32)
    try:
        key_file.parent.mkdir(parents=True, exist_ok=True)
        key_file.touch(mode=0o600)
        key_file.write_text(key, encoding="utf-8")
    except OSError:
        pass  # A read-only checkout still runs, with a key that lasts until the next restart.
    return key


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create and configure the app."""
    app = Flask(__name__, root_path=str(ROOT), instance_relative_config=True)
    app.config.from_mapping(
        MAX_CONTENT_LENGTH=MAX_REQUEST_BYTES,
        MAX_FORM_MEMORY_SIZE=MAX_REQUEST_BYTES,
        WTF_CSRF_TIME_LIMIT=CSRF_TOKEN_LIFETIME_SECONDS,
        # The token is the check, as it always was (with SameSite=Lax cookies): over HTTPS,
        # Flask-WTF would also want a same-site Referer, which the private pages (saved
        # tables, groups, rooms: ``Referrer-Policy: no-referrer``) never send.
        WTF_CSRF_SSL_STRICT=False,
        SESSION_COOKIE_SAMESITE="Lax",
        JSON_SORT_KEYS=False,
    )
    if test_config is not None:
        app.config.update(test_config)
    production.init_app(app)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(app.instance_path)
    app.json.sort_keys = False  # type: ignore[attr-defined]

    security.init_app(app)
    errors.init_app(app)
    i18n.init_app(app)  # English or Italian per request (issue 13)
    # After those two: a body too large is refused before the token is read from it, and a
    # stale form's answer is worded in the page's language.
    csrf.init_app(app)
    templating.init_app(app)
    assets.init_app(app)
    compression.init_app(app)
    app.register_blueprint(api.bp)
    csrf.exempt(api.bp)  # The API is stateless JSON: no cookies, so no CSRF token (spec).
    # Every form needs its token; a missing or expired one brings the form back filled in
    # with a message (each blueprint's CSRFError handler) instead of a page that loses it.
    views.init_app(app)
    # Saved tables (issue 11): the database, the /api/v1/tables API and the /t/ID pages.
    database.init_app(app, os.environ.get("DATABASE_URL"))
    app.register_blueprint(tables_api.bp)
    csrf.exempt(tables_api.bp)  # Stateless JSON with a Bearer token, like the scoring API.
    saved.init_app(app)
    app.register_blueprint(history_bp)  # "Your tables" and groups (/tables, /g/ID)
    init_groups(app)
    init_rooms(app)  # Table rooms (issue 12): /j/CODE, /r/ID, /api/v1/rooms
    phone.init_app(app)  # Issue 15: running totals, the manifest, icons, the service worker
    memory.init_app(app)  # Last: what exists by now lives as long as the app.
    return app
