"""A saved table's own pages: ``/t/ID``, the result any phone at the table can open.

The page is the game's own result page, with the saved table's extras in its footer: a QR
code of its address (an SVG image made here, ``/t/ID/qr.svg``, no outside request), a Share
button and a plain link, "edited N times" with every revision, and "Edit this table" and
"Delete" for the browser that saved it (it keeps the edit token in a cookie, see
``web.tables.service``). Everyone else gets a read-only page. None of these pages is indexed or
sends a referrer.
"""

from __future__ import annotations

import hashlib
import io
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import segno
import sqlalchemy as sa
from babel.dates import format_datetime
from flask import (
    Blueprint,
    Flask,
    Response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_wtf.csrf import CSRFError
from markupsafe import Markup, escape

from scoring.i18n import N_
from web.entry.rendering import game_adapter, render_form
from web.extensions import answers_stale_forms
from web.groups.service import GroupFiling, group_filing
from web.models import Revision, SavedTable
from web.platform.bounded import bytes_bounded_cache
from web.platform.dates import MONTHS
from web.platform.db import db
from web.platform.i18n import current_language, page_locale
from web.platform.templating import points_text
from web.platform.translate import gettext as _
from web.platform.zone import reader_moment
from web.tables.bgstats import bgstats_url
from web.tables.card_image import HEIGHT, WIDTH, card_data, card_png, description
from web.tables.kept_language import shown_result
from web.tables.names import result_names
from web.tables.qr import QR_CODES_BYTES
from web.tables.service import (
    SavedColumns,
    delete_table,
    forget_table,
    get_table,
    read_table,
    remembered_token,
    token_matches,
)

bp = Blueprint("saved", __name__)

# Messages, in English, marked for the catalogue and translated by ``problem_page``.
NOT_FOUND = N_(
    "There is no saved table at this address: the link may be mistyped, or the table was deleted."
)
NOT_YOURS = N_(
    "Only the phone that saved this table can change or delete it. "
    "This one can still open it, and edit a copy."
)
QR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
"""A table's address never changes, so neither does its QR code: a phone keeps it a year."""
STALE_PAGE = N_("This page was open for a very long time; open the table again and tap once more.")
NO_SUCH_VERSION = N_("This table has no such version.")


@dataclass(frozen=True)
class VersionLine:
    """One line of a table's history: which version, when it was saved, the totals it gave."""

    number: int
    saved: str
    totals: str
    url: str
    shown: bool
    """True for the version this page shows."""


@dataclass(frozen=True)
class Preview:
    """What a chat shows of the page's link (``og:`` tags): its title, its winner and totals,
    and the card image of the version shown (``web.tables.card_image``), in the page's
    language."""

    title: str
    description: str
    image_url: str
    """The card's absolute address, as link previews need it (``/t/ID/card/N.png?lang=…``)."""
    image_path: str
    """The same card as the page's Share button fetches it."""
    image_name: str
    """The file name the card is shared as."""
    width: int = WIDTH
    height: int = HEIGHT


@dataclass(frozen=True)
class SavedPage:
    """What the result template needs to know about the saved table it shows."""

    table_id: str
    path: str
    """The address of the table as it is now (``/t/ID``), as its links write it."""
    url: str
    """The page's own absolute address: what the QR code, the link and Share carry."""
    qr_svg: Markup
    """The QR code of ``url``: an ``<img>`` of ``/t/ID/qr.svg`` (:func:`qr_code_image`)."""
    may_edit: bool
    edited: int
    """How many times the table was corrected (its number of earlier revisions)."""
    versions: list[VersionLine]
    shown_version: int
    current_version: int
    names: tuple[str, ...] = ()
    """The players of the version shown, in the table's order: "Score another game" takes them."""
    filing: GroupFiling | None = None
    """Its "File into a group" block (``web.groups.views``)."""
    preview: Preview | None = None
    """Its link preview (``og:`` tags) and card image."""
    bgstats_url: str | None = None
    """Its "Send to BG Stats" link (``web.tables.bgstats``), on the version as it is now."""

    @property
    def is_current(self) -> bool:
        return self.shown_version == self.current_version


def moment_text(moment: datetime) -> str:
    """A moment as players read it, in the page's language, on the reader's clock where the
    phone said its zone (``web.platform.zone``): "1 Dec 2026, 22:05", "1 dic 2026, 22:05";
    otherwise in UTC, which it says: "1 Dec 2026, 21:05 UTC" (Babel's ``d MMM y, HH:mm``, for
    a language without :data:`MONTHS`).

    >>> moment_text(datetime(2026, 12, 1, 21, 5))
    '1 Dec 2026, 21:05 UTC'
    """
    shown, own_zone = reader_moment(moment)
    locale = page_locale()
    months = MONTHS.get(str(locale))
    if months is None:
        pattern = "d MMM y, HH:mm" if own_zone else "d MMM y, HH:mm 'UTC'"
        return format_datetime(shown, pattern, tzinfo=shown.tzinfo, locale=locale)
    text = f"{shown.day} {months[shown.month - 1]} {shown.year}, {shown:%H:%M}"
    return text if own_zone else f"{text} UTC"


ELIDED_DAYS = frozenset({1, 8, 11})
"""Days of the month an Italian reads with a vowel first ("uno", "otto", "undici"): the
article before them is elided, "l'1 dic", where every other day takes "il 2 dic"."""


def saved_moment_text(moment: datetime) -> str:
    """A moment as it follows "saved" in a sentence: "saved 1 Dec 2026, 21:05 UTC"; in Italian
    with the article a date takes there, "salvata l'1 dic 2026, …", "salvata il 2 dic 2026, …"
    (the article depends on the day, the reader's, so it is written here, not in the catalogue).

    >>> saved_moment_text(datetime(2026, 12, 1, 21, 5))
    '1 Dec 2026, 21:05 UTC'
    """
    text = moment_text(moment)
    if str(page_locale()) != "it":
        return text
    return ("l'" if reader_moment(moment)[0].day in ELIDED_DAYS else "il ") + text


def totals_text(result: dict[str, Any]) -> str:
    """Every player's total, in the table's order: "Ann 43, Ben 40"."""
    return ", ".join(
        f"{player['name']} {points_text(player['total'])}" for player in result.get("players", [])
    )


@bytes_bounded_cache(QR_CODES_BYTES)
def qr_code_document(url: str) -> bytes | None:
    """The QR code of ``url`` as an SVG file, drawn as :func:`qr_code_svg` draws it; None
    for an address too long for any QR code (a made-up ``Host``)."""
    try:
        code = segno.make(url, error="m", micro=False)
    except segno.DataOverflowError:
        return None
    document = io.BytesIO()
    code.save(
        document,
        kind="svg",
        scale=1,
        dark="#000",
        light="#fff",
        omitsize=True,
        svgclass="qr-code",
        lineclass=None,
        xmldecl=False,
    )
    return document.getvalue()


def qr_code_image(table_id: str) -> Markup:
    """The QR code on a saved table's page: an image of its own (``/t/ID/qr.svg``).

    Drawing a code is a page's slowest part (choosing its mask, about 3 ms), so the page
    does not wait for it: the phone fetches the image beside the stylesheet and the script,
    once (the code of an address never changes, so it is kept for a year), and it shows
    without JavaScript. The box around it names it for screen readers.
    """
    source = url_for("saved.qr_code", table_id=table_id)
    return Markup(f'<img class="qr-code" src="{escape(source)}" alt="">')


def may_edit(table: SavedColumns) -> bool:
    """True when this browser keeps the table's edit token (checked in constant time)."""
    return token_matches(table, remembered_token(request, table.id))


def revisions_of(table: SavedColumns) -> list[Revision]:
    """The table's earlier versions, oldest first, without asking the database about a
    table saved once and never corrected (``web.tables.service.save_table`` saves it with the same
    ``created`` and ``updated``; every correction moves ``updated`` on). Asked for by the
    table's id, so it holds for a plain row (``read_table``) too."""
    if table.updated == table.created:
        return []
    query = sa.select(Revision).where(Revision.table_id == table.id).order_by(Revision.number)
    return list(db.session.scalars(query))


def saved_page(
    table: SavedColumns,
    shown_version: int,
    names: tuple[str, ...] = (),
    preview: Preview | None = None,
    bgstats: str | None = None,
) -> SavedPage:
    path = url_for("saved.show", table_id=table.id)
    revisions = revisions_of(table)
    current = len(revisions) + 1
    versions = [
        VersionLine(
            number=revision.number,
            saved=saved_moment_text(revision.saved),
            totals=totals_text(revision.result),
            url=url_for("saved.revision", table_id=table.id, number=revision.number),
            shown=revision.number == shown_version,
        )
        for revision in revisions
    ]
    versions.append(
        VersionLine(
            number=current,
            saved=saved_moment_text(table.updated),
            totals=totals_text(table.result),
            url=path,
            shown=current == shown_version,
        )
    )
    editable = shown_version == current and may_edit(table)
    return SavedPage(
        table_id=table.id,
        path=path,
        url=url_for("saved.show", table_id=table.id, _external=True),
        qr_svg=qr_code_image(table.id),
        may_edit=editable,
        edited=current - 1,
        versions=versions,
        shown_version=shown_version,
        current_version=current,
        names=names,
        filing=group_filing(table.group_id, editable),
        preview=preview,
        bgstats_url=bgstats if shown_version == current else None,
    )


def card_address(table_id: str, version: int, external: bool = False) -> str:
    """The address of the card of one version of a table in the page's language: a new
    version, or another language, is another address, so each can be kept for good."""
    return url_for(
        "saved.card",
        table_id=table_id,
        number=version,
        lang=current_language(),
        _external=external,
    )


def preview_of(game_name: str, table_id: str, result: dict[str, Any], version: int) -> Preview:
    """The link preview of one version of a saved table (``result`` as its page shows it)."""
    return Preview(
        title=_("%(game)s result", game=game_name),
        description=description(card_data(game_name, result)),
        image_url=card_address(table_id, version, external=True),
        image_path=card_address(table_id, version),
        image_name=f"vantage-{table_id[:8]}-{version}.png",
    )


def render_saved(
    table: SavedColumns,
    state: dict[str, Any],
    result: dict[str, Any],
    version: int,
    own_result: bool = False,
) -> str:
    """The game's own result page for one version of a saved table, as it was scored.
    ``own_result``: ``result`` was read for this page alone (``read_table``'s plain row), so
    it is worded where it is (``shown_result(own=True)``), after its names are read."""
    adapter = game_adapter(table.game)
    game = adapter.game
    names = tuple(result_names(result))
    # The result as it was scored and saved (rules may have been read anew since), worded in
    # the page's language from its recipes (web.tables.kept_language), typed again.
    result = shown_result(table.game, state, result, own=own_result)
    page = saved_page(
        table,
        version,
        names,
        preview_of(game.local_name, table.id, result, version),
        bgstats_url(table.id, adapter, state, result, table.created),
    )
    return render_template(
        f"{game.slug}/result.html",
        game=game,
        view=result,
        **adapter.result_context(result),
        state_json=json.dumps(state, ensure_ascii=False),
        saved=page,
    )


def problem_page(message: str, status: int, table: SavedTable | None = None) -> tuple[str, int]:
    """A friendly page for a table that is not there, not this phone's, or a stale form;
    ``message`` (marked with ``N_``) in the page's language."""
    back = url_for("saved.show", table_id=table.id) if table is not None else None
    page = render_template(
        "saved/problem.html", status=status, message=_(message), back=back, saved=True
    )
    return page, status


def owned_table(table_id: str) -> tuple[SavedTable | None, tuple[str, int] | None]:
    """The table, when it exists and this browser may change it (a form posted here carries
    its token: CSRFProtect checked it before the view)."""
    table = get_table(table_id)
    if table is None:
        return None, problem_page(NOT_FOUND, 404)
    if not may_edit(table):
        return None, problem_page(NOT_YOURS, 403, table)
    return table, None


@answers_stale_forms(bp)
def stale_page(_error: CSRFError) -> tuple[str, int]:
    """An edit or delete form posted without a valid token (a page open all night): a page
    saying so, with the way back to the table; nothing is changed."""
    table = get_table((request.view_args or {}).get("table_id", ""))
    if table is None:
        return problem_page(NOT_FOUND, 404)
    return problem_page(STALE_PAGE, 400, table)


@bp.after_request
def private_page(response: Response) -> Response:
    """Saved tables are private links: not indexed, no referrer, not kept by shared caches."""
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers.setdefault("Cache-Control", "private, no-cache")
    response.vary.add("Cookie")
    return response


@bp.get("/t/<table_id>")
def show(table_id: str) -> Any:
    """A saved table's result, as any phone with the link sees it."""
    table = read_table(table_id)
    if table is None:
        return problem_page(NOT_FOUND, 404)
    return render_saved(
        table, table.state, table.result, len(revisions_of(table)) + 1, own_result=True
    )


@bp.get("/t/<table_id>/qr.svg")
def qr_code(table_id: str) -> Any:
    """The QR code of a saved table's address, as the image its page shows."""
    table = get_table(table_id)
    if table is None:
        return problem_page(NOT_FOUND, 404)
    document = qr_code_document(url_for("saved.show", table_id=table.id, _external=True))
    if document is None:
        return problem_page(NOT_FOUND, 404)
    response = Response(document, mimetype="image/svg+xml")
    response.headers["Cache-Control"] = f"private, max-age={QR_MAX_AGE_SECONDS}, immutable"
    return response


@bp.get("/t/<table_id>/card/<int:number>.png")
def card(table_id: str, number: int) -> Any:
    """The card of one version of a saved table (its podium and totals, 1200×630 PNG) in the
    language ``?lang=`` names, as its page's ``og:image`` gives it: one address a version
    and language, never changed, so a phone or a chat keeps it (and asks again with its
    ETag)."""
    table = get_table(table_id)
    if table is None:
        return problem_page(NOT_FOUND, 404)
    current = len(table.revisions) + 1
    if not 1 <= number <= current:
        return problem_page(NO_SUCH_VERSION, 404, table)
    kept = table if number == current else table.revisions[number - 1]
    result = shown_result(table.game, kept.state, kept.result)
    image = card_png(card_data(game_adapter(table.game).game.local_name, result))
    response = Response(image, mimetype="image/png")
    response.set_etag(hashlib.sha256(image).hexdigest()[:32])
    response.headers["Cache-Control"] = f"private, max-age={QR_MAX_AGE_SECONDS}, immutable"
    return response.make_conditional(request)


@bp.get("/t/<table_id>/revisions/<int:number>")
def revision(table_id: str, number: int) -> Any:
    """An earlier version of a saved table, as it was scored before it was corrected."""
    table = get_table(table_id)
    if table is None:
        return problem_page(NOT_FOUND, 404)
    if number == len(table.revisions) + 1:
        return redirect(url_for("saved.show", table_id=table.id))
    if not 1 <= number <= len(table.revisions):
        return problem_page(NO_SUCH_VERSION, 404, table)
    earlier = table.revisions[number - 1]
    return render_saved(table, earlier.state, earlier.result, number)


@bp.post("/t/<table_id>/edit")
def edit(table_id: str) -> Any:
    """The game's form, filled in with the saved table; scoring it saves a new revision."""
    table, problem = owned_table(table_id)
    if table is None:
        return problem
    adapter = game_adapter(table.game)
    form = adapter.filled_form(adapter.form_data_from_state(table.state))
    return render_form(adapter, form, correcting=table.id)


@bp.get("/t/<table_id>/edit")
def edit_address(table_id: str) -> Any:
    """The edit address opened as a link (another phone, a typed address): never a bare "does
    not accept this kind of request" (issue 26). The phone that saved the table goes back to
    it (the form is opened from its "Edit this table" button); any other is told why it
    cannot, with the way to the table and its "Edit a copy"."""
    table, problem = owned_table(table_id)
    if table is None:
        return problem
    return redirect(url_for("saved.show", table_id=table.id), code=303)


@bp.get("/t/<table_id>/delete")
def confirm_delete(table_id: str) -> Any:
    """Are you sure? Deleting works without JavaScript, so it asks on a page of its own."""
    table, problem = owned_table(table_id)
    if table is None:
        return problem
    game = game_adapter(table.game).game
    return render_template(
        "saved/delete.html",
        game=game,
        table=table,
        saved=True,
        totals=totals_text(table.result),
        when=saved_moment_text(table.created),
    )


@bp.post("/t/<table_id>/delete")
def delete(table_id: str) -> Any:
    """Delete the table and its revisions for good, then back to the game's form."""
    table, problem = owned_table(table_id)
    if table is None:
        return problem
    slug = table.game
    delete_table(table.id)
    response = redirect(url_for("views.game_form", slug=slug), code=303)
    forget_table(response, table_id)
    return response


def init_app(app: Flask) -> None:
    """The /t/ID pages."""
    app.register_blueprint(bp)
