"""The plumbing every request goes through and no feature author needs to open:
security headers, compression, ETags, asset bundles, memory, error pages, templating, the
language of each request and the database engine.

``init_app`` sets all of it up but the memory's (``memory.init_app``), which ``create_app``
calls last, once every feature exists.
"""

from __future__ import annotations

from flask import Flask

from web.extensions import csrf
from web.platform import (
    assets,
    compression,
    conditional,
    db,
    errors,
    i18n,
    security,
    templating,
    unavailable,
)


def init_app(app: Flask) -> None:
    """Security headers, error pages, the language, CSRF, templates, assets, gzip, the database."""
    security.init_app(app)
    errors.init_app(app)
    i18n.init_app(app)  # English or Italian per request (issue 13)
    # After those two: a body too large is refused before the token is read from it, and a
    # stale form's answer is worded in the page's language.
    csrf.init_app(app)
    templating.init_app(app)
    assets.init_app(app)
    compression.init_app(app)
    conditional.init_app(app)  # After gzip's hook, so it runs first: a 304 is not zipped.
    assets.init_style_policy(app)  # Last, so it runs first: it reads the page as drawn.
    db.init_app(app)  # Saved tables (issue 11): the database, migrated at start-up.
    unavailable.init_app(app)  # A database that blinks is answered 503 (issue 22).
