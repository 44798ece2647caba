"""Groups without accounts, as data: the group of an id, the groups this browser remembers
(its cookie), the tables filed into one and the filing itself (one write transaction each),
and a saved table's "File into a group" block. Not a blueprint: the group pages
(``web.groups.views``), the saved table's page and "Your tables" use it."""

from __future__ import annotations

import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

import sqlalchemy as sa
from flask import (
    Request,
    current_app,
    request,
)
from werkzeug.wrappers import Response

from scoring import UnknownGameError, get_game
from web.groups.stats import Play
from web.models import Group, SavedTable, utc_now
from web.platform.db import db, write_transaction
from web.tables.names import GROUP_NAME_MOST, group_name_problem

GROUPS_COOKIE = "vantage_groups"
"""The groups this browser opened or created: their ids, newest first, ``~``-separated."""


REMEMBERED_GROUPS = 20
"""How many groups a browser keeps: a few game nights' worth, far under a cookie's 4 KB."""


COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60
"""About 13 months, as long as a browser keeps any cookie (as for the tables' cookie)."""


GROUP_ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{16,32}")


NAME_MAX_LENGTH = GROUP_NAME_MOST
"""A group's name: at most 60 characters, and no control character (``web.tables.names``)."""


def new_group_id() -> str:
    """A fresh, unguessable group id: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def get_group(group_id: str) -> Group | None:
    """The group with this id, or None (unknown, or not an id at all)."""
    if not GROUP_ID_PATTERN.fullmatch(group_id):
        return None
    return db.session.get(Group, group_id)


def remembered_group_ids(req: Request) -> list[str]:
    """The ids of the groups this browser opened or created, newest first; anything in the
    cookie that is not an id is ignored."""
    ids: list[str] = []
    for group_id in req.cookies.get(GROUPS_COOKIE, "").split("~"):
        if GROUP_ID_PATTERN.fullmatch(group_id) and group_id not in ids:
            ids.append(group_id)
    return ids[:REMEMBERED_GROUPS]


def remembered_groups(req: Request) -> list[Group]:
    """The groups this browser knows that still exist, newest first."""
    ids = remembered_group_ids(req)
    if not ids:
        return []
    found = {
        group.id: group for group in db.session.scalars(sa.select(Group).where(Group.id.in_(ids)))
    }
    return [found[group_id] for group_id in ids if group_id in found]


def remember_group(response: Response, group_id: str) -> None:
    """Put a group first in this browser's list (the oldest falls off past the bound)."""
    kept = [other for other in remembered_group_ids(request) if other != group_id]
    response.set_cookie(
        GROUPS_COOKIE,
        "~".join([group_id, *kept][:REMEMBERED_GROUPS]),
        max_age=COOKIE_MAX_AGE_SECONDS,
        path="/",
        secure=bool(current_app.config.get("SESSION_COOKIE_SECURE")),
        httponly=True,
        samesite="Lax",
    )


def group_tables(group: Group) -> list[SavedTable]:
    """The tables filed into a group, newest first."""
    query = (
        sa.select(SavedTable)
        .where(SavedTable.group_id == group.id)
        .order_by(SavedTable.created.desc(), SavedTable.id)
    )
    return list(db.session.scalars(query))


def plays_of(tables: Sequence[SavedTable]) -> list[Play]:
    """Each saved table as a play: its game, when it was first saved, and its result."""
    return [Play.from_result(t.id, t.game, t.created, t.result) for t in tables]


def game_name(slug: str) -> str:
    """A game's name for people ("Panorama"), in the page's language; the slug itself for a
    game no longer known."""
    try:
        return get_game(slug).local_name
    except UnknownGameError:
        return slug


def create_group(name: str, table_id: str | None = None) -> Group:
    """A new group, committed; with ``table_id``, that table is filed into it at once (in
    the same transaction, so no empty group is left behind by a failed filing)."""
    if group_name_problem(name) is not None:  # The views say why; nothing reaches the database.
        raise ValueError(f"not a group name: {name!r}")
    group = Group(id=new_group_id(), name=name, created=utc_now())
    with write_transaction():
        db.session.add(group)
        db.session.flush()
        if table_id is not None:
            _file(table_id, group.id)
    return group


def set_group(table_id: str, group_id: str | None) -> None:
    """File a table into a group (or out of any, with None), committed."""
    with write_transaction():
        _file(table_id, group_id)


def _file(table_id: str, group_id: str | None) -> None:
    db.session.execute(
        sa.update(SavedTable).where(SavedTable.id == table_id).values(group_id=group_id)
    )


@dataclass(frozen=True)
class GroupFiling:
    """What a saved table's "File into a group" block shows: the group it is filed in, and
    the groups this phone can file it into (only for the browser that may edit it)."""

    group: Group | None
    choices: list[Group]
    may_edit: bool


def group_filing(group_id: str | None, may_edit: bool) -> GroupFiling:
    """The filing block of a table filed into ``group_id`` (None: into no group). The group
    is asked for by id: the saved table's page reads its table as a plain row
    (``web.tables.service.read_table``)."""
    return GroupFiling(
        group=get_group(group_id) if group_id is not None else None,
        choices=remembered_groups(request) if may_edit else [],
        may_edit=may_edit,
    )
