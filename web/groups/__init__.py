"""Groups without accounts: the /g/ID pages and downloads, and the pure statistics.

Importing the package imports none of its modules: ``init_app`` does, so a module that needs
only ``web.groups.stats`` does not bring in the pages with it (and cannot close an import cycle).
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """The group pages (/g/ID) and their downloads."""
    from web.groups import views

    views.init_app(app)
