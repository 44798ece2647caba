"""Every setting of the app, read from the environment in one place.

``init_app`` sets the app's configuration in one order: the defaults below, then the
``test_config`` given to ``create_app``, then the environment. The development app
(``flask --app app run``) needs no settings at all:

- ``SECRET_KEY`` signs form tokens and the session. Unset in development, a random key is kept
  in the instance folder (``instance/secret_key``), so tokens survive a restart.
- ``DATABASE_URL`` chooses the database (``web/platform/db.py``); unset, a SQLite file in the
  instance folder.

A public server needs three things it must not guess:

- ``VANTAGE_ENV=production`` (set by the committed ``gunicorn.conf.py``) makes ``SECRET_KEY``
  required: every worker must sign form tokens with the same key, so a key invented per worker
  (or lost with an unwritable ``instance/`` folder) would turn most form posts into "expired".
  Without it the app refuses to start and says why.
- ``VANTAGE_HTTPS`` (on by default in production, ``0`` to serve plain HTTP): the session cookie
  is sent only over HTTPS (``Secure``), links are built as ``https://`` and every response
  carries ``Strict-Transport-Security`` (see ``web/platform/security.py``).
- ``VANTAGE_BEHIND_PROXY=1``: trust the ``X-Forwarded-For``, ``-Proto`` and ``-Host`` headers
  set by that many proxies in front of the app (werkzeug's ``ProxyFix``), so the app sees the
  client's address and the HTTPS scheme. The counts can be changed one by one with
  ``VANTAGE_PROXY_X_FOR``, ``VANTAGE_PROXY_X_PROTO``, ``VANTAGE_PROXY_X_HOST``,
  ``VANTAGE_PROXY_X_PORT`` and ``VANTAGE_PROXY_X_PREFIX``. Off by default: without a proxy
  those headers come from the client and must not be believed.

A bad value is refused at start-up with a message naming the variable, never half-applied.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

MAX_REQUEST_BYTES = 256 * 1024
"""The largest request accepted: a full 6-player table is under 20 KB, so this is generous."""

CSRF_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60
"""A form token stays valid for a whole day, so a form opened at the start of a long game night
can still be submitted at the end of it."""

DEFAULTS: dict[str, Any] = {
    "MAX_CONTENT_LENGTH": MAX_REQUEST_BYTES,
    "MAX_FORM_MEMORY_SIZE": MAX_REQUEST_BYTES,
    "WTF_CSRF_TIME_LIMIT": CSRF_TOKEN_LIFETIME_SECONDS,
    # The token is the check, as it always was (with SameSite=Lax cookies): over HTTPS,
    # Flask-WTF would also want a same-site Referer, which the private pages (saved tables,
    # groups, rooms: ``Referrer-Policy: no-referrer``) never send.
    "WTF_CSRF_SSL_STRICT": False,
    "SESSION_COOKIE_SAMESITE": "Lax",
}
"""The settings no environment variable changes (a test config may)."""

PRODUCTION = "production"
"""The value of ``VANTAGE_ENV`` that turns production mode on."""

MINIMUM_SECRET_KEY_LENGTH = 16
"""A shorter key can be guessed; ``secrets.token_hex(32)`` gives 64 characters."""

HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
"""Browsers remember for a year to use HTTPS only. No ``includeSubDomains``: the app cannot
know what else runs on sibling hosts of its domain."""

PROXY_HEADERS = ("for", "proto", "host", "port", "prefix")
"""The ``X-Forwarded-*`` headers ProxyFix can trust, by its argument names (``x_for``...)."""

DEFAULT_PROXY_COUNTS = {"for": 1, "proto": 1, "host": 1, "port": 0, "prefix": 0}
"""One proxy (nginx, Caddy...) in front: trust its address, scheme and host headers."""

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


class ProductionConfigError(RuntimeError):
    """A production setting is missing or malformed; the app must not start with it.

    A ``RuntimeError``, so gunicorn prints the message alone (``Error: ...``) and exits 1.
    """


def is_production(environ: Mapping[str, str]) -> bool:
    """Whether ``VANTAGE_ENV`` asks for production mode."""
    return environ.get("VANTAGE_ENV", "").strip().lower() == PRODUCTION


def _flag(environ: Mapping[str, str], name: str, default: bool) -> bool:
    raw = environ.get(name, "").strip().lower()
    if not raw:
        return default
    if raw in TRUE_WORDS:
        return True
    if raw in FALSE_WORDS:
        return False
    raise ProductionConfigError(f"{name} must be 1 or 0 (got {environ[name]!r}).")


def _count(environ: Mapping[str, str], name: str, default: int) -> int:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 2):
        raise ProductionConfigError(
            f"{name} must be a number of proxies from 0 to 99 (got {environ[name]!r})."
        )
    return int(raw)


def proxy_counts(environ: Mapping[str, str]) -> dict[str, int] | None:
    """How many proxies to trust for each ``X-Forwarded-*`` header, or None for no proxy."""
    if not _flag(environ, "VANTAGE_BEHIND_PROXY", default=False):
        return None
    return {
        header: _count(environ, f"VANTAGE_PROXY_X_{header.upper()}", default)
        for header, default in DEFAULT_PROXY_COUNTS.items()
    }


def _required_secret_key(app: Flask, environ: Mapping[str, str]) -> str:
    key = str(app.config.get("SECRET_KEY") or environ.get("SECRET_KEY") or "")
    if not key:
        raise ProductionConfigError(
            "SECRET_KEY is not set. In production (VANTAGE_ENV=production, which "
            "gunicorn.conf.py sets) every worker must sign form tokens with the same key, "
            "so it must come from the environment: for example "
            "SECRET_KEY=\"$(python3 -c 'import secrets; print(secrets.token_hex(32))')\". "
            "Keep the same key across restarts so that open forms stay valid."
        )
    if len(key) < MINIMUM_SECRET_KEY_LENGTH:
        raise ProductionConfigError(
            f"SECRET_KEY is {len(key)} characters long; use at least "
            f"{MINIMUM_SECRET_KEY_LENGTH} random ones (secrets.token_hex(32) gives 64)."
        )
    return key


def init_app(
    app: Flask,
    test_config: Mapping[str, Any] | None = None,
    environ: Mapping[str, str] | None = None,
) -> None:
    """Configure ``app``: the defaults, then ``test_config``, then ``environ`` (the process
    environment by default)."""
    environ = os.environ if environ is None else environ
    app.config.from_mapping(DEFAULTS)
    if test_config is not None:
        app.config.update(test_config)
    production_settings(app, environ)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = secret_key(app.instance_path, environ)
    if not app.config.get("DATABASE_URL") and environ.get("DATABASE_URL"):
        app.config["DATABASE_URL"] = environ["DATABASE_URL"]


def production_settings(app: Flask, environ: Mapping[str, str]) -> None:
    """Apply the production settings from ``environ``.

    Applied before the fallback to a development key, so production never invents one. With
    none of the variables set the app is left exactly as in development.
    """
    production = is_production(environ)
    if production:
        app.config["SECRET_KEY"] = _required_secret_key(app, environ)
    if _flag(environ, "VANTAGE_HTTPS", default=production):
        app.config.update(
            SESSION_COOKIE_SECURE=True,
            PREFERRED_URL_SCHEME="https",
            STRICT_TRANSPORT_SECURITY=f"max-age={HSTS_MAX_AGE_SECONDS}",
        )
    counts = proxy_counts(environ)
    if counts is not None:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, **{f"x_{header}": number for header, number in counts.items()}
        )


def secret_key(instance_path: str, environ: Mapping[str, str] | None = None) -> str:
    """SECRET_KEY from the environment; otherwise a random key kept in the instance folder.

    The fallback is safe for local use (never a fixed, published value) and survives restarts,
    so form tokens issued before a restart still work.
    """
    environ = os.environ if environ is None else environ
    from_environment = environ.get("SECRET_KEY")
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
