"""The installable app: manifest, icons, service worker, offline blank forms,
"another game with these players" and the running totals.

Importing the package imports none of its modules: ``init_app`` does, so a module that needs
only ``web.phone.views`` does not bring in the pages with it (and cannot close an import cycle).
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """Running totals, the manifest, the icons, the service worker, offline blank forms."""
    from web.phone import views

    views.init_app(app)
