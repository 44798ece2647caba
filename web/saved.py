"""The saved table's own pages: ``/t/ID`` (its result, to share), its revisions, edit, delete."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Flask, abort

from web.tables import get_table

bp = Blueprint("saved", __name__)


@bp.get("/t/<table_id>")
def show(table_id: str) -> Any:
    """A saved table's result page."""
    table = get_table(table_id)
    if table is None:
        abort(404)
    return table.id


def init_app(app: Flask) -> None:
    app.register_blueprint(bp)
