"""Groups without accounts: a private link (``/g/ID``) that saved tables are filed into.

A group is its link: whoever has it sees the group's plays and figures, and can file a table
they may edit into it. Ids are ``secrets.token_urlsafe(16)`` (128 random bits). The groups
this browser opened or created are remembered in a cookie (ids only, newest first, bounded),
so the result page can offer them when a table is filed. The figures come from
``web.groups.stats``; this module only reads the database and draws the pages.
"""

from __future__ import annotations

import csv
import io
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from babel.dates import format_datetime
from flask import (
    Blueprint,
    Flask,
    Request,
    abort,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask import Response as FlaskResponse
from flask_wtf.csrf import CSRFError
from werkzeug.wrappers import Response

from scoring import UnknownGameError, get_game
from scoring.i18n import N_
from web.extensions import answers_stale_forms
from web.groups.stats import Play, group_stats, play_rows
from web.models import Group, SavedTable, utc_now
from web.platform.dates import DAYS, MONTHS
from web.platform.db import db, write_transaction
from web.platform.i18n import page_locale
from web.platform.translate import gettext as _
from web.tables.service import get_table, remembered_token, token_matches

bp = Blueprint("groups", __name__)

GROUPS_COOKIE = "vantage_groups"
"""The groups this browser opened or created: their ids, newest first, ``~``-separated."""
REMEMBERED_GROUPS = 20
"""How many groups a browser keeps: a few game nights' worth, far under a cookie's 4 KB."""
COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60
"""About 13 months, as long as a browser keeps any cookie (as for the tables' cookie)."""
GROUP_ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{16,32}")
NAME_MAX_LENGTH = 60
PRIVATE_PAGE_HEADERS = {
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "private, no-cache",
}
"""A group's pages are private links: never indexed, the address never leaks onward, and no
shared cache keeps them (they also depend on this browser's cookies)."""
SPREADSHEET_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
"""A cell starting with one of these is read as a formula by spreadsheets: a name typed as
``=HYPERLINK(...)`` must stay text in the CSV download (OWASP's CSV injection advice)."""

# Every sentence this module shows a player, in English, marked for the catalogue and
# translated when it is flashed (in the language of the request that flashes it).
FILED_MESSAGE = N_("Filed into %(name)s.")
UNFILED_MESSAGE = N_("Taken out of %(name)s.")
NAME_NEEDED_MESSAGE = N_("Give the group a name (up to %(most)d characters).")
NO_SUCH_GROUP_MESSAGE = N_("That group is not known on this phone; open its link first.")
NOT_YOURS_MESSAGE = N_("Only the phone that saved this table can file it into a group.")
STALE_PAGE_MESSAGE = N_("This page was open for a very long time; tap once more.")


def new_group_id() -> str:
    """A fresh, unguessable group id: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def get_group(group_id: str) -> Group | None:
    """The group with this id, or None (unknown, or not an id at all)."""
    if not GROUP_ID_PATTERN.fullmatch(group_id):
        return None
    return db.session.get(Group, group_id)


# This browser's memory of its groups.


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


# Reading a group's plays.


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


def download_rows(group: Group) -> list[dict[str, Any]]:
    """The rows of the downloads: one per player per play, newest first, each with its
    table's address."""
    rows = play_rows(plays_of(group_tables(group)))
    for row in rows:
        row["url"] = url_for("saved.show", table_id=row["table"], _external=True)
    return rows


DOWNLOAD_COLUMNS = ("date", "game", "table", "url", "player", "total", "rank", "winner")


def as_spreadsheet_text(value: str) -> str:
    """Text that a spreadsheet will not run as a formula.

    >>> as_spreadsheet_text("=1+1"), as_spreadsheet_text("Ann")
    ("'=1+1", 'Ann')
    """
    return "'" + value if value.startswith(SPREADSHEET_FORMULA_START) else value


def csv_text(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV with a header line; ``winner`` reads yes or no."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(DOWNLOAD_COLUMNS)
    for row in rows:
        writer.writerow(
            [
                row["date"],
                row["game"],
                row["table"],
                row["url"],
                as_spreadsheet_text(row["player"]),
                row["total"],
                row["rank"],
                "yes" if row["winner"] else "no",
            ]
        )
    return out.getvalue()


def download_name(group: Group, extension: str) -> str:
    """A file name for a download: ``vantage-thursday-group.csv``."""
    words = re.sub(r"[^a-z0-9]+", "-", group.name.casefold()).strip("-")[:40] or "group"
    return f"vantage-{words}.{extension}"


def private(response: Response) -> Response:
    """Mark a response as a private link's page (as ``web.tables.views`` does for /t/ID)."""
    for header, value in PRIVATE_PAGE_HEADERS.items():
        response.headers[header] = value
    response.vary.add("Cookie")
    return response


@bp.after_request
def mark_private(response: Response) -> Response:
    """Every page of this blueprint is a private link's page."""
    return private(response)


@bp.app_template_filter("played_on")
def played_on(moment: datetime) -> str:
    """The day a table was saved, as players write it, in the page's language: "Tue 1 Dec
    2026", "mar 1 dic 2026" (UTC; Babel's names of days and months, kept in ``web.tables.views``
    for the languages offered, so that Babel's locale data is not loaded).

    >>> played_on(datetime(2026, 12, 1, 21, 30))
    'Tue 1 Dec 2026'
    """
    locale = page_locale()
    days, months = DAYS.get(str(locale)), MONTHS.get(str(locale))
    if days is None or months is None:
        return format_datetime(moment, "EEE d MMM y", locale=locale)
    return f"{days[moment.weekday()]} {moment.day} {months[moment.month - 1]} {moment.year}"


# Pages.


@bp.get("/g/<group_id>")
def show(group_id: str) -> Response:
    """A group's page: its plays, newest first, and per game who wins and who beats whom.
    Opening it remembers the group on this phone, so tables can be filed into it."""
    group = get_group(group_id)
    if group is None:
        abort(404)
    tables = group_tables(group)
    page = render_template(
        "saved/groups_show.html",
        group=group,
        tables=tables,
        games=group_stats(plays_of(tables)),
        game_name=game_name,
        group_url=url_for("groups.show", group_id=group.id, _external=True),
    )
    response: Response = FlaskResponse(page)
    remember_group(response, group.id)
    return response


@bp.get("/g/<group_id>/plays.csv")
def plays_csv(group_id: str) -> Response:
    """The group's plays as CSV: one row per player per play."""
    group = get_group(group_id)
    if group is None:
        abort(404)
    response: Response = FlaskResponse(csv_text(download_rows(group)), mimetype="text/csv")
    response.headers["Content-Disposition"] = (
        f'attachment; filename="{download_name(group, "csv")}"'
    )
    return response


@bp.get("/g/<group_id>/plays.json")
def plays_json(group_id: str) -> Response:
    """The group's plays as JSON: the group, then one row per player per play."""
    group = get_group(group_id)
    if group is None:
        abort(404)
    body = {
        "group": {
            "id": group.id,
            "name": group.name,
            "url": url_for("groups.show", group_id=group.id, _external=True),
        },
        "rows": [
            {column: row[column] for column in DOWNLOAD_COLUMNS} for row in download_rows(group)
        ],
    }
    response: Response = FlaskResponse(current_app.json.dumps(body), mimetype="application/json")
    response.headers["Content-Disposition"] = (
        f'attachment; filename="{download_name(group, "json")}"'
    )
    return response


def group_name_from_form() -> str | None:
    """The new group's name as typed, trimmed; None when it is empty or too long."""
    name = " ".join(request.form.get("name", "").split())
    return name if 0 < len(name) <= NAME_MAX_LENGTH else None


def create_group(name: str, table_id: str | None = None) -> Group:
    """A new group, committed; with ``table_id``, that table is filed into it at once (in
    the same transaction, so no empty group is left behind by a failed filing)."""
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


@bp.post("/g/")
def create() -> Response:
    """Start a group (from "Your tables"), and open its page."""
    name = group_name_from_form()
    if name is None:
        flash(_(NAME_NEEDED_MESSAGE, most=NAME_MAX_LENGTH), "error")
        return redirect(url_for("history.tables", _anchor="groups"), code=303)
    group = create_group(name)
    response = redirect(url_for("groups.show", group_id=group.id), code=303)
    remember_group(response, group.id)
    return response


@bp.post("/t/<table_id>/group")
def file_table(table_id: str) -> Response:
    """File a saved table into a group this phone knows, into a new group, or out of its
    group (``action`` = ``file``, ``new`` or ``unfile``). Only the browser that keeps the
    table's edit token may; the answer is its result page again (303), with a message."""
    table = get_table(table_id)
    if table is None:
        abort(404)
    back = url_for("saved.show", table_id=table.id, _anchor="group")
    if not token_matches(table, remembered_token(request, table.id)):
        flash(_(NOT_YOURS_MESSAGE), "error")
        return redirect(back, code=303)
    action = request.form.get("action", "file")
    group: Group | None
    if action == "unfile":
        group = table.group
        set_group(table.id, None)
        if group is not None:
            flash(_(UNFILED_MESSAGE, name=group.name), "done")
        return redirect(back, code=303)
    if action == "new":
        name = group_name_from_form()
        if name is None:
            flash(_(NAME_NEEDED_MESSAGE, most=NAME_MAX_LENGTH), "error")
            return redirect(back, code=303)
        group = create_group(name, table.id)
    else:
        chosen = request.form.get("group", "")
        group = get_group(chosen) if chosen in remembered_group_ids(request) else None
        if group is None:
            flash(_(NO_SUCH_GROUP_MESSAGE), "error")
            return redirect(back, code=303)
        set_group(table.id, group.id)
    flash(_(FILED_MESSAGE, name=group.name), "done")
    response = redirect(back, code=303)
    remember_group(response, group.id)
    return response


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


@answers_stale_forms(bp)
def stale_page(_error: CSRFError) -> Response:
    """A form posted without a valid token (a page left open all evening): nothing is saved,
    and the page it came from comes back with a message saying so."""
    if request.endpoint == "groups.file_table":
        table = get_table((request.view_args or {}).get("table_id", ""))
        if table is None:
            abort(404)
        back = url_for("saved.show", table_id=table.id, _anchor="group")
    else:
        back = url_for("history.tables", _anchor="groups")
    flash(_(STALE_PAGE_MESSAGE), "error")
    return redirect(back, code=303)


def init_app(app: Flask) -> None:
    """The group pages (a stale form is answered by :func:`stale_page`)."""
    app.register_blueprint(bp)
