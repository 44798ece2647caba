"""Saving, re-scoring and deleting tables, and the browser's memory of the tables it saved.

Shared by the JSON API (``web.tables.api``), the result pages (``web.tables.views``) and the web
form (``web.entry.views``), so every way in saves the same thing the same way. Every function that
writes commits before it returns: a caller that then answers 201 or redirects has a table
that is already safe on disk.

Ids are ``secrets.token_urlsafe(16)`` (128 random bits); edit tokens are
``secrets.token_urlsafe(32)``, stored only as their SHA-256 hash and compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import re
import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask import Request, current_app, flash, redirect, request, url_for
from werkzeug.wrappers import Response

from scoring import Problem, UnknownGameError, get_game
from scoring.i18n import N_
from web.models import Revision, SavedTable, utc_now
from web.platform.dates import MONTHS
from web.platform.db import WRITE, db, write_transaction
from web.platform.i18n import page_locale
from web.platform.translate import gettext as _
from web.platform.zone import reader_moment
from web.tables.kept_language import kept_result, kept_result_text, shown_result

SAVED_TABLE_COLUMNS = tuple(SavedTable.__table__.columns)
"""What a new saved table's row is written from (every column, read from the model)."""

TABLES_COOKIE = "vantage_tables"
"""The browser's list of the tables it saved: ``id.token`` pairs, newest first."""
REMEMBERED_LIMIT = 50
"""The cookie keeps the newest 50 tables, so it stays well under a browser's 4 KB limit."""
COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60
"""About 13 months, the longest a browser keeps a cookie: last year's game night still edits."""

SAVED_TABLE_FIELD = "saved_table"
"""The form field that says which saved table a form corrects (set by "Edit this table")."""

ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{16,32}")
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{32,64}")
PAIR_PATTERN = re.compile(rf"({ID_PATTERN.pattern})\.({TOKEN_PATTERN.pattern})")
"""One entry of the browser's list of its tables: ``id.token``."""
COOKIE_PAIRS = re.compile(rf"(?:^|~){PAIR_PATTERN.pattern}(?=~|\Z)")
"""Every well-formed entry of the cookie (entries are separated by ``~``, which neither half
holds), found in one scan: a whole entry or nothing, as ``PAIR_PATTERN.fullmatch`` of each."""


# Messages, in English, marked for the catalogue; each problem carries its translation.
NUMBER_TOO_LARGE = N_("This number is too large to keep; a real table never needs it.")
NOT_UNICODE = N_("This text has a character that is not valid Unicode; type it again.")
TOO_DEEP = N_("This is nested far deeper than any table; nothing was saved.")
MAX_DEPTH = 32
"""A table state nests a few levels (players → tiles → rabbits); 32 is far beyond any."""


def unstorable_values(document: Any) -> list[Problem]:
    """What in a JSON document cannot be saved and shown again, each with its path.

    Scoring may ignore such a value (in a field it does not read), but a saved table keeps
    the state whole: a number too large for a float (``1e400`` reads as infinity, which is
    not JSON and which PostgreSQL refuses), text with a lone surrogate (``"\\ud800"``, which
    no page can be encoded with) or nesting deep enough to exhaust the stack when it is
    written out would make the table impossible to store or to show.

    >>> [str(problem) for problem in unstorable_values({"players": [{"name": "A\\ud800"}]})]
    ['players[0].name: This text has a character that is not valid Unicode; type it again.']
    >>> unstorable_values({"reserve": 3, "note": 1e400})[0].path
    'note'
    """
    problems: list[Problem] = []
    pending: list[tuple[Any, str, int]] = [(document, "", 0)]
    while pending:
        value, path, depth = pending.pop()
        if depth > MAX_DEPTH:
            problems.append(Problem(path, _(TOO_DEEP)))
        elif isinstance(value, float) and not math.isfinite(value):
            problems.append(Problem(path, _(NUMBER_TOO_LARGE)))
        elif isinstance(value, str) and not _is_unicode(value):
            problems.append(Problem(path, _(NOT_UNICODE)))
        elif isinstance(value, dict):
            for key, inner in reversed(value.items()):
                if not _is_unicode(str(key)):
                    problems.append(Problem(path, _(NOT_UNICODE)))
                else:
                    pending.append((inner, f"{path}.{key}" if path else str(key), depth + 1))
        elif isinstance(value, list):
            for index in reversed(range(len(value))):
                pending.append((value[index], f"{path}[{index}]", depth + 1))
    return problems


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def new_table_id() -> str:
    """A fresh, unguessable id: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def new_edit_token() -> str:
    """A fresh edit token: 256 random bits, URL-safe."""
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """The form a token is stored in: SHA-256, hex (a leaked database edits nothing)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(table: SavedColumns, token: str | None) -> bool:
    """True when ``token`` is this table's edit token, compared in constant time."""
    if not token:
        return False
    return hmac.compare_digest(hash_token(token), table.token_hash)


def get_table(table_id: str) -> SavedTable | None:
    """The saved table with this id, or None (unknown, deleted, or not an id at all).

    Its revisions are loaded when first read, by a second small query: loading them in the
    same query (``joinedload``) measured slower, 1.6 against 1.4 ms for a 6-player Panorama
    table never corrected.
    """
    if not ID_PATTERN.fullmatch(table_id):
        return None
    return db.session.get(SavedTable, table_id)


TABLE_BY_ID = sa.select(*SAVED_TABLE_COLUMNS).where(
    SavedTable.__table__.c.id == sa.bindparam("table_id")
)
GAME_AND_DAY_BY_ID = sa.select(SavedTable.__table__.c.game, SavedTable.__table__.c.created).where(
    SavedTable.__table__.c.id == sa.bindparam("table_id")
)
"""What :func:`tell_forgotten` says of a table: its game and day, without its state and
result (a 6-player Panorama row's JSON took 1.5 ms to read back, on every save once a phone
keeps :data:`REMEMBERED_LIMIT` tables)."""


@dataclass(frozen=True)
class SavedRow:
    """A saved table's row, read to be shown: its columns and nothing more. It has no
    ``revisions`` or ``group`` to read as empty; they are asked for by id where a page needs
    them (``web.tables.views.revisions_of``, ``web.groups.views.group_filing``)."""

    id: str
    game: str
    state: dict[str, Any]
    result: dict[str, Any]
    token_hash: str
    created: datetime
    updated: datetime
    group_id: str | None


SavedColumns = SavedRow | SavedTable
"""A saved table's columns: a row read to be shown, or the session's object."""


def read_table(table_id: str) -> SavedRow | None:
    """The saved table with this id, read to be shown (its result page), or None.

    One SELECT of its row, as a plain frozen row: the ORM's ``get`` costs twice as much for
    the same row (the identity map, loading an instance). A page that changes the table, or
    reads its revisions, reads it with :func:`get_table`.
    """
    if not ID_PATTERN.fullmatch(table_id):
        return None
    row = db.session.execute(TABLE_BY_ID, {"table_id": table_id}).first()
    return None if row is None else SavedRow(**row._mapping)


def save_table(
    game: str, state: dict[str, Any], result: dict[str, Any], group_id: str | None = None
) -> tuple[SavedTable, str]:
    """Save a newly scored table; returns it (committed) and its edit token. The result is
    kept language-neutral, whatever the language it was scored in (``web.tables.kept_language``),
    and written to the row as its JSON text in one pass (``kept_result_text``): the table
    returned carries no ``result`` (read it back with :func:`get_table`)."""
    token = new_edit_token()
    now = utc_now()
    table = SavedTable(
        id=new_table_id(),
        game=game,
        state=state,
        token_hash=hash_token(token),
        created=now,
        updated=now,
        group_id=group_id,
    )
    # One INSERT, without the unit of work's flush (a third of a small table's save): the
    # row is new, so there is nothing to compare it with. The object returned is the row
    # as saved, outside the session (a later ``get_table`` reads it back).
    row = {column.key: getattr(table, column.key) for column in SAVED_TABLE_COLUMNS}
    row["result"] = kept_result_text(result)
    _insert_row(row)
    return table, token


INSERT_TABLE = sa.insert(SavedTable.__table__)


def _insert_row(row: dict[str, Any]) -> None:
    """Write one new saved table's row in a transaction of its own, committed on return.

    A Core connection of the session's engine, not the session: a new row has nothing the
    unit of work could add, and the session's transaction machinery (bind lookup, state
    changes, its events) cost as much as the INSERT and COMMIT themselves (0.3 of a 6-player
    Panorama table's 1.2 ms save). The session's own read transaction, if the request opened
    one, is ended first, as in :func:`web.platform.db.write_transaction`; the write still starts
    ``BEGIN IMMEDIATE``, so concurrent saves queue for the lock. A request that never used its
    session (a Score read by the fast path: nothing asks the session before the save) has none
    to end, and none is made to be rolled back (26 µs of a save, its removal included).
    """
    if db.session.registry.has():
        db.session.rollback()
    with db.engine.connect() as connection:
        connection.execution_options(**WRITE)
        with connection.begin():
            connection.execute(INSERT_TABLE, [row])


def revise_table(table_id: str, state: dict[str, Any], result: dict[str, Any]) -> SavedTable | None:
    """Keep the table's current version as a revision and save the new one in its place.

    The caller has checked the edit token. Returns the revised table (committed), or None
    when it was deleted in the meantime. The result is kept language-neutral
    (``web.tables.kept_language``).
    """
    with write_transaction():
        table = db.session.get(SavedTable, table_id, populate_existing=True, with_for_update=True)
        if table is None:
            return None
        db.session.add(
            Revision(
                table_id=table.id,
                number=len(table.revisions) + 1,
                state=table.state,
                result=table.result,
                saved=table.updated,
            )
        )
        table.state = state
        table.result = kept_result(result)
        table.updated = utc_now()
    db.session.expire(table, ["revisions"])
    return table


def delete_table(table_id: str) -> bool:
    """Delete a table and its revisions for good; False when it was already gone."""
    with write_transaction():
        table = db.session.get(SavedTable, table_id, populate_existing=True, with_for_update=True)
        if table is None:
            return False
        db.session.delete(table)
    return True


def timestamp(moment: datetime) -> str:
    """A moment as the API writes it: ISO 8601 in UTC, to the microsecond (so that two
    timestamps compare as text in time order)."""
    return moment.isoformat(timespec="microseconds")


def table_to_dict(table: SavedTable) -> dict[str, Any]:
    """The contract's body for ``GET /api/v1/tables/ID``: revisions oldest first."""
    return {
        "id": table.id,
        "game": table.game,
        "state": table.state,
        "result": shown_result(table.game, table.state, table.result),
        "created": timestamp(table.created),
        "updated": timestamp(table.updated),
        "revisions": [
            {
                "state": revision.state,
                "result": shown_result(table.game, revision.state, revision.result),
                "saved": timestamp(revision.saved),
            }
            for revision in table.revisions
        ],
    }


# The browser's memory: which tables this phone saved, and their edit tokens.


def remembered_tables(req: Request) -> list[tuple[str, str]]:
    """(id, edit token) of every table this browser saved, newest first (at most 50).

    Anything in the cookie that is not a well-formed pair is ignored, never an error.
    """
    pairs: list[tuple[str, str]] = []
    seen: set[str] = set()
    # One scan of the cookie, not a match per entry: it is read on every page.
    for table_id, token in COOKIE_PAIRS.findall(req.cookies.get(TABLES_COOKIE, "")):
        if table_id not in seen:
            seen.add(table_id)
            pairs.append((table_id, token))
            if len(pairs) == REMEMBERED_LIMIT:
                break
    return pairs


def remembered_token(req: Request, table_id: str) -> str | None:
    """The edit token this browser keeps for a table, if it keeps one."""
    return dict(remembered_tables(req)).get(table_id)


def _store(response: Response, pairs: list[tuple[str, str]]) -> None:
    value = "~".join(f"{table_id}.{token}" for table_id, token in pairs[:REMEMBERED_LIMIT])
    response.set_cookie(
        TABLES_COOKIE,
        value,
        max_age=COOKIE_MAX_AGE_SECONDS,
        path="/",
        secure=bool(current_app.config.get("SESSION_COOKIE_SECURE")),
        httponly=True,
        samesite="Lax",
    )


def remember_table(response: Response, table_id: str, token: str) -> None:
    """Add (or move to the front) a table this browser saved, in the response's cookie.

    The cookie keeps the newest ``REMEMBERED_LIMIT``: when this one pushes the oldest out,
    the player is told on the next page (a flashed message: the result page they land on),
    since that table can no longer be edited from this phone (issue 27)."""
    kept = [pair for pair in remembered_tables(request) if pair[0] != table_id]
    pairs = [(table_id, token), *kept]
    _store(response, pairs)
    for forgotten_id, _token in pairs[REMEMBERED_LIMIT:]:
        tell_forgotten(forgotten_id)


FORGOTTEN_TABLE = N_(
    "This phone keeps edit rights for your %(most)d newest tables: your %(game)s table "
    "(%(day)s) can no longer be edited from here; its page still opens."
)


def tell_forgotten(table_id: str) -> None:
    """Tell the player (a flashed message) that this phone no longer keeps a table's token.

    Read on a Core connection of its own, as :func:`_insert_row` writes, not through the
    session: the save that pushed it out has ended the session's transaction, and the
    session's machinery (its transaction begun, then rolled back when the request ends) is
    half the cost of this one small SELECT."""
    with db.engine.connect() as connection:
        row = connection.execute(GAME_AND_DAY_BY_ID, {"table_id": table_id}).first()
    if row is None:
        return  # Deleted meanwhile: nothing was lost.
    try:
        game = get_game(row.game).local_name
    except UnknownGameError:
        game = row.game
    months = MONTHS.get(str(page_locale()), MONTHS["en"])
    created, _own_zone = reader_moment(row.created)  # the day on the reader's clock
    day = f"{created.day} {months[created.month - 1]} {created.year}"
    flash(_(FORGOTTEN_TABLE, most=REMEMBERED_LIMIT, game=game, day=day), "done")


def forget_table(response: Response, table_id: str) -> None:
    """Drop a table from this browser's list (after it was deleted)."""
    _store(response, [pair for pair in remembered_tables(request) if pair[0] != table_id])


def posted_table_id() -> str | None:
    """The saved table the posted form corrects, if any: "Edit this table" puts its id in the
    form (``SAVED_TABLE_FIELD``), which carries it through every round trip (edit buttons,
    errors)."""
    table_id = request.form.get(SAVED_TABLE_FIELD, "")
    return table_id if ID_PATTERN.fullmatch(table_id) else None


def save_from_form(
    game: str, state: dict[str, Any], result: dict[str, Any], group_id: str | None = None
) -> Response:
    """Save a table scored on the web form, then send the browser to its page (303).

    A form that corrects a saved table (it carries ``SAVED_TABLE_FIELD``) saves a new revision
    of it, when this browser keeps that table's edit token; otherwise, nothing entered is
    lost: it is saved as a new table. The redirect is sent only after the commit, with the
    edit token added to the browser's cookie.
    """
    table_id = request.form.get(SAVED_TABLE_FIELD, "")
    token = remembered_token(request, table_id) if table_id else None
    table = get_table(table_id) if token else None
    saved: SavedTable | None = None
    if table is not None and table.game == game and token_matches(table, token):
        saved = revise_table(table.id, state, result)
    if saved is None or token is None:
        saved, token = save_table(game, state, result, group_id)
    response = redirect(url_for("saved.show", table_id=saved.id), code=303)
    remember_table(response, saved.id, token)
    return response
