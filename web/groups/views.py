"""Groups without accounts: a private link (``/g/ID``) that saved tables are filed into.

A group is its link: whoever has it sees the group's plays and figures, and can file a table
they may edit into it. Ids are ``secrets.token_urlsafe(16)`` (128 random bits). The groups
this browser opened or created are remembered in a cookie (ids only, newest first, bounded),
so the result page can offer them when a table is filed. The figures come from
``web.groups.stats``; this module only reads the database and draws the pages.
"""

from __future__ import annotations

from datetime import datetime

from babel.dates import format_datetime
from flask import (
    Blueprint,
    Flask,
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

from scoring.i18n import N_
from web.extensions import answers_stale_forms
from web.groups.downloads import (
    DOWNLOAD_COLUMNS,
    csv_text,
    download_name,
    download_rows,
)
from web.groups.service import (
    create_group,
    game_name,
    get_group,
    group_tables,
    plays_of,
    remember_group,
    remembered_group_ids,
    set_group,
)
from web.groups.stats import group_stats
from web.models import Group
from web.platform.dates import DAYS, MONTHS
from web.platform.i18n import page_locale
from web.platform.security import private
from web.platform.translate import gettext as _
from web.platform.zone import reader_moment
from web.tables.names import group_name_problem
from web.tables.service import get_table, remembered_token, token_matches

bp = Blueprint("groups", __name__)


# Every sentence this module shows a player, in English, marked for the catalogue and
# translated when it is flashed (in the language of the request that flashes it).
FILED_MESSAGE = N_("Filed into %(name)s.")
UNFILED_MESSAGE = N_("Taken out of %(name)s.")
NO_SUCH_GROUP_MESSAGE = N_("That group is not known on this phone; open its link first.")
NOT_YOURS_MESSAGE = N_("Only the phone that saved this table can file it into a group.")
STALE_PAGE_MESSAGE = N_("This page was open for a very long time; tap once more.")


@bp.after_request
def mark_private(response: Response) -> Response:
    """Every page of this blueprint is a private link's page."""
    return private(response)


@bp.app_template_filter("played_on")
def played_on(moment: datetime) -> str:
    """The day a table was saved, as players write it, in the page's language: "Tue 1 Dec
    2026", "mar 1 dic 2026" (the day on the reader's clock where the phone said its zone,
    ``web.platform.zone``, else UTC's; Babel's names of days and months, kept in
    ``web.platform.dates`` for the languages offered, so that Babel's locale data is not
    loaded).

    >>> played_on(datetime(2026, 12, 1, 21, 30))
    'Tue 1 Dec 2026'
    """
    shown, _own_zone = reader_moment(moment)
    locale = page_locale()
    days, months = DAYS.get(str(locale)), MONTHS.get(str(locale))
    if days is None or months is None:
        return format_datetime(shown, "EEE d MMM y", tzinfo=shown.tzinfo, locale=locale)
    return f"{days[shown.weekday()]} {shown.day} {months[shown.month - 1]} {shown.year}"


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
    """The new group's name as typed, trimmed; None, with the reason flashed, when it cannot
    be one (empty, too long, a control character: ``web.tables.names``)."""
    name = " ".join(request.form.get("name", "").split())
    problem = group_name_problem(name)
    if problem is not None:
        flash(problem, "error")
        return None
    return name


@bp.post("/g/")
def create() -> Response:
    """Start a group (from "Your tables"), and open its page."""
    name = group_name_from_form()
    if name is None:
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
