"""Times in the reader's time zone (issue 23): where the phone said its zone (the ``tz``
cookie static/vantage.js keeps), a saved table's versions, its delete page, the history and a
group's page show the phone's clock; without it, or with a cookie naming no zone, UTC, said
beside the time. Expected times are worked out by hand: 1 Dec 2026 23:30 UTC is 2 Dec 2026
00:30 in Rome (CET, UTC+1 in winter), a Wednesday, and 1 Dec 2026 is a Tuesday."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from html import unescape
from pathlib import Path

import pytest
import sqlalchemy as sa

from tests.web.social import sample_state, score_on_this_phone, start_group
from web.models import SavedTable
from web.platform.db import db

SAVED_AT = datetime(2026, 12, 1, 23, 30, tzinfo=UTC)
IT = {"Accept-Language": "it"}
EN = {"Accept-Language": "en"}


def text_of(page: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", page)).split())


@pytest.fixture
def table_id(app, client) -> str:
    """A table this phone saved, at 23:30 UTC on 1 Dec 2026."""
    found = score_on_this_phone(client, "tsukimi", sample_state("tsukimi"))
    with app.app_context():
        db.session.execute(
            sa.update(SavedTable)
            .where(SavedTable.id == found)
            .values(created=SAVED_AT, updated=SAVED_AT)
        )
        db.session.commit()
    return found


def test_a_saved_table_shows_when_it_was_saved_on_the_phones_clock(client, table_id):
    client.set_cookie("tz", "Europe/Rome")
    english = text_of(client.get(f"/t/{table_id}", headers=EN).get_data(as_text=True))
    assert "saved 2 Dec 2026, 00:30:" in english
    assert "UTC" not in english
    italian = text_of(client.get(f"/t/{table_id}", headers=IT).get_data(as_text=True))
    assert "salvata il 2 dic 2026, 00:30:" in italian  # "il 2", the Roman day's article


def test_without_the_phones_zone_a_time_is_utc_and_says_so(client, table_id):
    english = text_of(client.get(f"/t/{table_id}", headers=EN).get_data(as_text=True))
    assert "saved 1 Dec 2026, 23:30 UTC:" in english
    italian = text_of(client.get(f"/t/{table_id}", headers=IT).get_data(as_text=True))
    assert "salvata l'1 dic 2026, 23:30 UTC:" in italian


@pytest.mark.parametrize(
    "cookie",
    [
        "Mars/Olympus_Mons",
        "../../../../etc/passwd",
        "Europe/../Europe/Rome",
        "/usr/share/zoneinfo/Europe/Rome",
        "Europe/Rome/Extra/Parts",
        "E" * 200,
        "Europe%2FRome",
        "",
    ],
)
def test_a_cookie_naming_no_zone_falls_back_to_utc(client, table_id, cookie):
    client.set_cookie("tz", cookie)
    response = client.get(f"/t/{table_id}", headers=EN)
    assert response.status_code == 200
    assert "saved 1 Dec 2026, 23:30 UTC:" in text_of(response.get_data(as_text=True))


def test_the_delete_page_says_the_time_on_the_phones_clock(client, table_id):
    client.set_cookie("tz", "America/New_York")  # EST, UTC−5: 18:30 on 1 Dec
    page = text_of(client.get(f"/t/{table_id}/delete", headers=EN).get_data(as_text=True))
    assert "saved 1 Dec 2026, 18:30 (" in page


def test_the_history_and_a_group_give_the_day_on_the_phones_clock(client, table_id):
    group = start_group(client, table_id, "Thursday")
    for url in ("/tables", f"/g/{group}"):
        assert "Tue 1 Dec 2026" in text_of(client.get(url, headers=EN).get_data(as_text=True))
    client.set_cookie("tz", "Europe/Rome")
    for url in ("/tables", f"/g/{group}"):
        english = text_of(client.get(url, headers=EN).get_data(as_text=True))
        assert "Wed 2 Dec 2026" in english and "Tue 1 Dec 2026" not in english
        assert "mer 2 dic 2026" in text_of(client.get(url, headers=IT).get_data(as_text=True))


def test_the_phones_script_keeps_its_zone_in_the_tz_cookie():
    """static/vantage.js (every page's site.js) sets the cookie, for a year, Lax; the server
    sets none (a page without JavaScript stays in UTC)."""
    script = (Path(__file__).parents[2] / "static" / "vantage.js").read_text(encoding="utf-8")
    assert "Intl.DateTimeFormat().resolvedOptions().timeZone" in script
    assert '"tz=" + zone + "; Max-Age=31536000; Path=/; SameSite=Lax"' in script


def test_no_page_sets_the_tz_cookie_itself(client, table_id):
    response = client.get(f"/t/{table_id}", headers=EN)
    assert not any(value.startswith("tz=") for value in response.headers.getlist("Set-Cookie"))
