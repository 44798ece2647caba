""" "Your tables": the tables saved from this phone, newest first, and the groups it knows.

No accounts: the list is the browser's own cookie of the tables it saved (``web.tables.service``,
newest 50) and of the groups it opened (``web.groups.views``). Another phone has its own list; a
table sent by link is opened, not listed, until that phone saves one itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import sqlalchemy as sa
from flask import Blueprint, render_template, request
from flask import Response as FlaskResponse
from sqlalchemy.orm import selectinload
from werkzeug.wrappers import Response

from web.groups.service import game_name, remembered_groups
from web.models import SavedTable
from web.platform.db import db
from web.platform.security import private
from web.tables.service import remembered_tables

bp = Blueprint("history", __name__)


@dataclass(frozen=True)
class TableLine:
    """One line of the list: what the table was and who won, to find it again."""

    id: str
    game: str
    saved: datetime
    players: tuple[str, ...]
    winners: tuple[str, ...]
    group_name: str | None


def table_line(table: SavedTable) -> TableLine:
    players = tuple(str(player.get("name", "")) for player in table.result.get("players") or [])
    return TableLine(
        id=table.id,
        game=game_name(table.game),
        saved=table.created,
        players=players,
        winners=tuple(str(name) for name in table.result.get("winners") or []),
        group_name=table.group.name if table.group is not None else None,
    )


def saved_from_this_phone() -> list[TableLine]:
    """The tables this browser saved that still exist (deleted ones drop out), newest first."""
    ids = [table_id for table_id, _token in remembered_tables(request)]
    if not ids:
        return []
    query = (
        sa.select(SavedTable)
        .where(SavedTable.id.in_(ids))
        .options(selectinload(SavedTable.group))  # one query for all their groups
        .order_by(SavedTable.created.desc(), SavedTable.id)
    )
    return [table_line(table) for table in db.session.scalars(query)]


@bp.get("/tables")
def tables() -> Response:
    """The tables saved from this phone, and its groups."""
    page = render_template(
        "saved/history.html", lines=saved_from_this_phone(), groups=remembered_groups(request)
    )
    return private(FlaskResponse(page))
