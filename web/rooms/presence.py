"""Who is on which part right now: "Ben is entering this part", before anyone saves.

A part's page says so when it opens and every time it polls (``static/rooms.js``): the phone's
row in ``room_presence`` (one per phone and room: ``seat:1``, ``host``, as
:mod:`web.rooms.savers` keeps savers) names the part and when it was last seen. Seen within
:data:`PRESENCE_LIFETIME`, it is on that part for every other phone; a phone that leaves the
page (or closes it) stops polling and drops off by itself. Kept in the database, never in a
worker's memory, so every worker sees every phone.

Presence changes no room ``revision`` (that would re-send the room to every phone on every
poll); the room's ETag folds in :func:`fingerprint` instead.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Final

import sqlalchemy as sa

from scoring.i18n import N_
from web.models import RoomPresence, utc_now
from web.platform.db import db, write_transaction
from web.platform.translate import gettext as _
from web.platform.translate import ngettext
from web.rooms.savers import HOST, SEAT, SOMEONE, Saver, saver_of

PRESENCE_LIFETIME: Final = timedelta(seconds=30)
"""How long a part page's last poll keeps its phone "on" the part: longer than the slowest
poll (15 s, ``static/rooms.js``), short enough that a phone gone is soon gone."""

ENTERING = {
    SEAT: N_("%(name)s is entering this part right now."),
    HOST: N_("The host is entering this part right now."),
    SOMEONE: N_("Someone else is entering this part right now."),
}
"""Said on a part's page about another phone on it."""

ON_IT = {
    SEAT: N_("%(name)s is on it"),
    HOST: N_("the host is on it"),
    SOMEONE: N_("someone is on it"),
}
"""Said on the room page beside a part another phone has open."""


def mark(room_id: str, by: str, key: str) -> None:
    """The phone kept as ``by`` is on part ``key`` now (its page opened, or polled)."""
    now = utc_now()
    with write_transaction():
        row = db.session.scalar(
            sa.select(RoomPresence).where(RoomPresence.room_id == room_id, RoomPresence.by == by)
        )
        if row is None:
            db.session.add(RoomPresence(room_id=room_id, by=by, key=key, seen=now))
        else:
            row.key, row.seen = key, now


def present(room_id: str) -> list[tuple[str, str]]:
    """(who, part key) of every phone on a part of the room now, in a steady order."""
    since = utc_now() - PRESENCE_LIFETIME
    rows = db.session.execute(
        sa.select(RoomPresence.by, RoomPresence.key)
        .where(RoomPresence.room_id == room_id, RoomPresence.seen > since)
        .order_by(RoomPresence.by)
    ).all()
    return [(row.by, row.key) for row in rows]


def fingerprint(room_id: str) -> str:
    """A short digest of who is on which part: part of the room's ETag."""
    text = ";".join(f"{by}={key}" for by, key in present(room_id))
    return hashlib.sha256(text.encode()).hexdigest()[:8]


def others_on(room_id: str, key: str, me: str, seat_names: Sequence[str]) -> list[Saver]:
    """The other phones on part ``key`` now."""
    return [
        saver
        for by, on in present(room_id)
        if on == key and by != me
        for saver in [saver_of(by, seat_names)]
        if saver is not None
    ]


def on_parts(room_id: str, seat_names: Sequence[str], me: str | None) -> dict[str, list[str]]:
    """For each part key, what the room page says of the other phones on it."""
    found: dict[str, list[str]] = {}
    for by, key in present(room_id):
        saver = saver_of(by, seat_names)
        if by != me and saver is not None:
            found.setdefault(key, []).append(saver.says(ON_IT))
    return found


SAVED_JUST_NOW = {
    SEAT: N_("Last saved by %(name)s less than a minute ago."),
    HOST: N_("Last saved by the host less than a minute ago."),
    SOMEONE: N_("Last saved less than a minute ago."),
}
"""Who saved a part last, and when, on its page."""


def saved_words(saver: Saver | None, when: datetime | None) -> str | None:
    """ "Last saved by Ann 3 minutes ago." (None for a part nobody saved)."""
    if saver is None or when is None:
        return None
    minutes = int((utc_now() - when).total_seconds() // 60)
    if minutes < 1:
        return _(SAVED_JUST_NOW[saver.kind], name=saver.name)
    if saver.kind == SEAT:
        return ngettext(
            "Last saved by %(name)s %(num)d minute ago.",
            "Last saved by %(name)s %(num)d minutes ago.",
            minutes,
            name=saver.name,
        )
    if saver.kind == HOST:
        return ngettext(
            "Last saved by the host %(num)d minute ago.",
            "Last saved by the host %(num)d minutes ago.",
            minutes,
        )
    return ngettext("Last saved %(num)d minute ago.", "Last saved %(num)d minutes ago.", minutes)
