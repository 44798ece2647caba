"""A group's plays as downloads (``/g/ID/plays.csv`` and ``.json``): one row per player per
play, the CSV safe to open in a spreadsheet (no cell read as a formula)."""

from __future__ import annotations

import csv
import io
import re
from typing import Any

from flask import (
    url_for,
)
from flask_babel import pgettext

from web.groups.service import (
    group_tables,
    plays_of,
)
from web.groups.stats import play_rows
from web.models import Group

SPREADSHEET_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
"""A cell starting with one of these is read as a formula by spreadsheets: a name typed as
``=HYPERLINK(...)`` must stay text in the CSV download (OWASP's CSV injection advice)."""


def download_rows(group: Group) -> list[dict[str, Any]]:
    """The rows of the downloads: one per player per play, newest first, each with its
    table's address."""
    rows = play_rows(plays_of(group_tables(group)))
    for row in rows:
        row["url"] = url_for("saved.show", table_id=row["table"], _external=True)
    return rows


DOWNLOAD_COLUMNS = ("date", "game", "table", "url", "player", "total", "rank", "winner")
"""The columns, as the JSON download names each row's fields."""


def csv_header() -> list[str]:
    """The CSV's header line in the request's language (an Italian spreadsheet reads
    "data, gioco, …"), one heading per :data:`DOWNLOAD_COLUMNS`."""
    return [
        pgettext("download column", "date"),
        pgettext("download column", "game"),
        pgettext("download column", "table"),
        pgettext("download column", "url"),
        pgettext("download column", "player"),
        pgettext("download column", "total"),
        pgettext("download column", "rank"),
        pgettext("download column", "winner"),
    ]


def as_spreadsheet_text(value: str) -> str:
    """Text that a spreadsheet will not run as a formula.

    >>> as_spreadsheet_text("=1+1"), as_spreadsheet_text("Ann")
    ("'=1+1", 'Ann')
    """
    return "'" + value if value.startswith(SPREADSHEET_FORMULA_START) else value


def csv_text(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV with a header line, in the request's language; ``winner`` reads yes
    or no (sì o no)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(csv_header())
    yes, no = pgettext("winner column", "yes"), pgettext("winner column", "no")
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
                yes if row["winner"] else no,
            ]
        )
    return out.getvalue()


def download_name(group: Group, extension: str) -> str:
    """A file name for a download: ``vantage-thursday-group.csv``."""
    words = re.sub(r"[^a-z0-9]+", "-", group.name.casefold()).strip("-")[:40] or "group"
    return f"vantage-{words}.{extension}"
