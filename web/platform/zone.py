"""The reader's time zone: the times a page shows are the phone's own clock where it says its
zone, and UTC (said beside the time) where it does not.

``static/vantage.js`` keeps the phone's IANA zone (``Intl.DateTimeFormat().resolvedOptions()
.timeZone``, such as ``Europe/Rome``) in the ``tz`` cookie, for a year; a page opened without
JavaScript, or before the cookie is there, or with a cookie that names no zone of the tz
database, shows UTC. The cookie is read strictly: a name of the database's own characters,
one to three parts, that ``zoneinfo`` finds.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from flask import g, has_request_context, request

ZONE_COOKIE = "tz"
"""The cookie the phone's zone is kept in (set by ``static/vantage.js``, never by the server)."""

MAX_ZONE_NAME = 64
"""Longer than any zone of the tz database ("America/Argentina/ComodRivadavia" is 32)."""

ZONE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+-]*(?:/[A-Za-z0-9_+-]+){0,2}")
"""A zone's name as the tz database writes them ("Europe/Rome", "America/Indiana/Knox",
"Etc/GMT+1"): no dot, so no part of it can climb out of the database's folder."""


def zone_named(name: str | None) -> ZoneInfo | None:
    """The zone a cookie names, or None when it names none.

    >>> zone_named("Europe/Rome"), zone_named("../etc/passwd"), zone_named("Mars/Olympus")
    (zoneinfo.ZoneInfo(key='Europe/Rome'), None, None)
    """
    if not name or len(name) > MAX_ZONE_NAME or not ZONE_NAME.fullmatch(name):
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None


def reader_zone() -> ZoneInfo | None:
    """This request's reader's zone, from the ``tz`` cookie; None: show UTC (no cookie, a
    cookie naming no zone, or no request)."""
    if not has_request_context():
        return None
    if "reader_zone" not in g:
        g.reader_zone = zone_named(request.cookies.get(ZONE_COOKIE))
    zone: ZoneInfo | None = g.reader_zone
    return zone


def reader_moment(moment: datetime) -> tuple[datetime, bool]:
    """A saved moment (UTC; a naive one is taken as UTC) on the reader's clock, and whether
    that is the reader's own zone (False: it is UTC, and a time shown should say so).

    >>> reader_moment(datetime(2026, 12, 1, 21, 5))
    (datetime.datetime(2026, 12, 1, 21, 5, tzinfo=datetime.timezone.utc), False)
    """
    aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    zone = reader_zone()
    if zone is None:
        return aware.astimezone(UTC), False
    return aware.astimezone(zone), True
