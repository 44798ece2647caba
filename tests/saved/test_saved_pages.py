"""Saving from the web form and the /t/ID pages: POST → 303 → GET, share, edit, delete.

Two test clients stand for two phones at the table: the one that scored the table (it keeps
the edit token in its cookie) and another that only has the link. Totals are the spec's
sample Panorama table (Ann 56, Ben 30, Cat 37, Dev 63).
"""

from __future__ import annotations

import gzip
import json
import re

import pytest
import segno
import sqlalchemy as sa
from werkzeug.datastructures import MultiDict

from tests.conftest import load_example
from tests.samples import largest_table
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import get_adapter
from web.models import Revision, SavedTable
from web.platform.db import db
from web.tables.bgstats import CREATE_PLAY as BGSTATS_IMPORT
from web.tables.service import (
    REMEMBERED_LIMIT,
    TABLES_COOKIE,
    new_edit_token,
    new_table_id,
    remember_table,
    remembered_tables,
)

EXPECTED = [("Dev", 63), ("Ann", 56), ("Cat", 37), ("Ben", 30)]
TABLE_PAGE = re.compile(r"^/t/([A-Za-z0-9_-]{22,})$")


def form_fields(app, state) -> MultiDict:
    with app.test_request_context():
        return flatten(get_adapter("panorama").form_data_from_state(state))


def renamed(state, old="Ann", new="Anna"):
    return json.loads(json.dumps(state).replace(f'"{old}"', f'"{new}"'))


def score(client, state=None, **extra) -> str:
    """Score the sample table on the form; returns the address it was saved at."""
    fields = form_fields(client.application, state or load_example("panorama")["state"])
    for key, value in extra.items():
        fields[key] = value
    response = client.post("/panorama/", data=fields)
    assert response.status_code == 303, response.get_data(as_text=True)[:500]
    location = response.headers["Location"]
    assert TABLE_PAGE.match(location)
    return location


def counts(app) -> tuple[int, int]:
    with app.app_context():
        return (
            db.session.scalar(sa.select(sa.func.count()).select_from(SavedTable)),
            db.session.scalar(sa.select(sa.func.count()).select_from(Revision)),
        )


@pytest.fixture
def other_phone(app):
    """A second phone: the same app, no cookies."""
    return app.test_client()


def test_scoring_the_form_saves_and_redirects_303_to_its_page_with_the_same_totals(client, app):
    location = score(client)
    assert counts(app) == (1, 0)
    page = client.get(location)
    assert page.status_code == 200
    assert podium(page.get_data(as_text=True)) == EXPECTED


def test_following_the_redirect_ends_on_a_get_so_a_reload_never_posts_again(client, app):
    fields = form_fields(app, load_example("panorama")["state"])
    response = client.post("/panorama/", data=fields, follow_redirects=True)
    assert response.status_code == 200
    assert [step.status_code for step in response.history] == [303]
    assert response.request.method == "GET"
    reloaded = client.get(response.request.path)
    assert podium(reloaded.get_data(as_text=True)) == EXPECTED
    assert counts(app) == (1, 0)


def test_another_phone_sees_the_same_result_read_only(client, other_phone):
    location = score(client)
    mine = client.get(location).get_data(as_text=True)
    theirs = other_phone.get(location).get_data(as_text=True)
    assert podium(theirs) == podium(mine) == EXPECTED
    assert "Edit this table" in mine and "Delete this table" in mine
    assert "Edit this table" not in theirs
    assert "Delete" not in theirs
    assert "/edit" in theirs  # the copy form: /panorama/edit, which changes no saved table
    assert f'action="{location}/edit"' not in theirs


def test_the_page_carries_a_qr_code_of_its_own_address_a_link_and_a_share_button(client):
    location = score(client)
    html = client.get(location).get_data(as_text=True)
    address = f"http://localhost{location}"
    expected = segno.make(address, error="m", micro=False).svg_inline(
        scale=1, dark="#000", light="#fff", omitsize=True, svgclass="qr-code", lineclass=None
    )
    path_data = re.findall(r' d="([^"]+)"', expected)
    assert f'<img class="qr-code" src="{location}/qr.svg" alt="">' in html
    image = client.get(f"{location}/qr.svg")
    assert image.mimetype == "image/svg+xml"
    assert image.get_data(as_text=True).startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    assert path_data and all(data in image.get_data(as_text=True) for data in path_data)
    assert f'<a href="{location}">{address}</a>' in html
    assert re.search(r'<button type="button"[^>]*data-share-url="' + address + '"[^>]*hidden', html)
    script = re.search(r'<script src="(/assets/[^"]+\.js)" defer></script>', html)
    assert script is not None  # the page's one script bundle carries static/share.js
    assert "navigator.share" in client.get(script.group(1)).get_data(as_text=True)


def test_a_tables_qr_code_is_kept_by_the_phone_for_a_year_and_unknown_tables_have_none(client):
    location = score(client)
    image = client.get(f"{location}/qr.svg")
    assert image.headers["Cache-Control"] == "private, max-age=31536000, immutable"
    assert client.get("/t/" + "x" * 22 + "/qr.svg").status_code == 404


def test_saved_pages_are_not_indexed_and_send_no_referrer(client, other_phone):
    location = score(client)
    for response in (client.get(location), other_phone.get(location)):
        assert response.headers["X-Robots-Tag"].startswith("noindex")
        assert response.headers["Referrer-Policy"] == "no-referrer"
        assert '<meta name="robots" content="noindex, nofollow">' in response.get_data(as_text=True)
    missing = other_phone.get("/t/AAAAAAAAAAAAAAAAAAAAAA")
    assert missing.headers["X-Robots-Tag"].startswith("noindex")


def test_the_browser_keeps_the_edit_token_in_a_long_lived_http_only_cookie(app):
    client = app.test_client()
    fields = form_fields(app, load_example("panorama")["state"])
    response = client.post("/panorama/", data=fields)
    cookie = response.headers["Set-Cookie"]
    assert cookie.startswith(f"{TABLES_COOKIE}=")
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Path=/" in cookie
    assert int(re.search(r"Max-Age=(\d+)", cookie).group(1)) > 300 * 24 * 3600


def test_the_cookie_is_secure_when_the_app_runs_on_https(app):
    app.config["SESSION_COOKIE_SECURE"] = True
    response = app.test_client().post(
        "/panorama/", data=form_fields(app, load_example("panorama")["state"])
    )
    assert "Secure" in response.headers["Set-Cookie"]


def test_the_cookie_keeps_only_the_newest_tables(app):
    pairs = [(new_table_id(), new_edit_token()) for _ in range(REMEMBERED_LIMIT + 5)]
    cookie = "~".join(f"{table_id}.{token}" for table_id, token in pairs[1:])
    newest = pairs[0]
    with app.test_request_context(headers={"Cookie": f"{TABLES_COOKIE}={cookie}"}):
        response = app.response_class()
        remember_table(response, *newest)
        value = response.headers["Set-Cookie"].split(";")[0].split("=", 1)[1]
    assert len(value) < 4000
    with app.test_request_context(headers={"Cookie": f"{TABLES_COOKIE}={value}"}):
        from flask import request

        kept = remembered_tables(request)
    assert kept == pairs[:REMEMBERED_LIMIT]


def test_a_mangled_cookie_is_ignored_not_an_error(app):
    with app.test_request_context(headers={"Cookie": f"{TABLES_COOKIE}=..~x.y~<script>"}):
        from flask import request

        assert remembered_tables(request) == []


def test_only_whole_well_formed_entries_of_the_cookie_are_kept_each_table_once(app):
    """An entry is kept when all of it is one id, a dot and one token; a table listed twice
    keeps its first (newest) token. A good pair inside a longer entry is not an entry."""
    first, second, third = (("a" * 16, "t" * 32), ("b" * 22, "u" * 43), ("c" * 32, "v" * 64))
    entries = [
        f"{first[0]}.{first[1]}",
        f"{first[0]}.{'w' * 40}",  # the same table again: the newer token above wins
        f"x{second[0]}.{second[1]}.",  # a pair with more around it
        f"{second[0]}.{second[1]}",
        f"{'d' * 15}.{'t' * 32}",  # an id one character short
        f"{third[0]}.{third[1]}!",  # a character no token has, after it
        f"{third[0]}.{third[1]}",
    ]
    with app.test_request_context(headers={"Cookie": f"{TABLES_COOKIE}={'~'.join(entries)}"}):
        from flask import request

        assert remembered_tables(request) == [first, second, third]


def test_a_table_never_corrected_is_shown_from_one_query(client, app, other_phone):
    """Saved once, a table has no revisions to look for: its page reads the one row."""
    location = score(client)
    statements: list[str] = []

    def record(_connection, _cursor, statement, *_rest) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            statements.append(statement)

    with app.app_context():
        sa.event.listen(db.engine, "before_cursor_execute", record)
        try:
            page = other_phone.get(location).get_data(as_text=True)
        finally:
            sa.event.remove(db.engine, "before_cursor_execute", record)
    assert "This table was never edited" in page
    assert len(statements) == 1
    assert "FROM saved_tables" in statements[0]


def test_editing_and_scoring_again_saves_a_revision_of_the_same_table(client, app, other_phone):
    location = score(client)
    table_id = TABLE_PAGE.match(location).group(1)
    form = client.post(f"{location}/edit")
    assert form.status_code == 200
    html = form.get_data(as_text=True)
    assert f'<input type="hidden" name="saved_table" value="{table_id}">' in html
    assert 'value="Ann"' in html  # the form comes back filled in with the saved table

    corrected = renamed(load_example("panorama")["state"])
    assert score(client, corrected, saved_table=table_id) == location
    assert counts(app) == (1, 1)
    page = other_phone.get(location).get_data(as_text=True)
    assert podium(page) == [("Dev", 63), ("Anna", 56), ("Cat", 37), ("Ben", 30)]
    assert "This table was edited 1 time" in page
    assert "Ann 56, Ben 30, Cat 37, Dev 63" in page  # version 1's totals, in the history
    assert "Anna 56, Ben 30, Cat 37, Dev 63" in page

    score(client, renamed(load_example("panorama")["state"], new="Annie"), saved_table=table_id)
    page = other_phone.get(location).get_data(as_text=True)
    assert "This table was edited 2 times" in page
    first = other_phone.get(f"{location}/revisions/1")
    assert first.status_code == 200
    first_html = first.get_data(as_text=True)
    assert podium(first_html) == EXPECTED
    assert "This is version 1 of this table" in first_html
    assert podium(other_phone.get(f"{location}/revisions/2").get_data(as_text=True))[1] == (
        "Anna",
        56,
    )
    assert other_phone.get(f"{location}/revisions/3").status_code == 302  # the current one
    assert other_phone.get(f"{location}/revisions/4").status_code == 404
    assert other_phone.get(f"{location}/revisions/0").status_code == 404


def test_an_earlier_version_offers_no_edit_even_to_its_owner(client):
    location = score(client)
    table_id = TABLE_PAGE.match(location).group(1)
    score(client, renamed(load_example("panorama")["state"]), saved_table=table_id)
    html = client.get(f"{location}/revisions/1").get_data(as_text=True)
    assert "Edit this table" not in html and "Delete this table" not in html


def test_a_form_naming_a_table_this_phone_cannot_edit_is_saved_as_a_new_table(
    client, other_phone, app
):
    location = score(client)
    table_id = TABLE_PAGE.match(location).group(1)
    elsewhere = score(other_phone, renamed(load_example("panorama")["state"]), saved_table=table_id)
    assert elsewhere != location
    assert counts(app) == (2, 0)
    assert podium(client.get(location).get_data(as_text=True)) == EXPECTED


def test_another_phone_cannot_open_edit_or_delete(client, other_phone, app):
    location = score(client)
    assert other_phone.post(f"{location}/edit").status_code == 403
    assert other_phone.get(f"{location}/delete").status_code == 403
    refused = other_phone.post(f"{location}/delete")
    assert refused.status_code == 403
    assert "Only the phone that saved this table" in refused.get_data(as_text=True)
    assert counts(app) == (1, 0)


def test_delete_asks_first_then_the_table_is_gone_for_every_phone(client, other_phone, app):
    location = score(client)
    confirm = client.get(f"{location}/delete")
    assert confirm.status_code == 200
    html = confirm.get_data(as_text=True)
    assert f'<form method="post" action="{location}/delete"' in html
    assert "Dev 63" in html
    assert counts(app) == (1, 0)  # asking deletes nothing

    deleted = client.post(f"{location}/delete")
    assert deleted.status_code == 303
    assert deleted.headers["Location"] == "/panorama/"
    assert counts(app) == (0, 0)
    for phone in (client, other_phone):
        gone = phone.get(location)
        assert gone.status_code == 404
        assert "There is no saved table at this address" in gone.get_data(as_text=True)
    assert TABLE_PAGE.match(location).group(1) not in deleted.headers["Set-Cookie"]


def test_an_unknown_address_is_a_friendly_404(other_phone):
    for path in ("/t/AAAAAAAAAAAAAAAAAAAAAA", "/t/x", "/t/AAAAAAAAAAAAAAAAAAAAAA/revisions/1"):
        response = other_phone.get(path)
        assert response.status_code == 404
        assert "Back to the games" in response.get_data(as_text=True)


def test_a_form_with_errors_comes_back_filled_in_and_saves_nothing(client, app):
    state = load_example("panorama")["state"]
    state["players"][1] = "ANN"
    response = client.post("/panorama/", data=form_fields(app, state))
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert 'value="ANN"' in html and "Two players are called" in html
    assert counts(app) == (0, 0)


def test_a_correction_with_errors_keeps_naming_the_table_it_corrects(client, app):
    location = score(client)
    table_id = TABLE_PAGE.match(location).group(1)
    state = load_example("panorama")["state"]
    state["players"][1] = "ANN"
    fields = form_fields(app, state)
    fields["saved_table"] = table_id
    response = client.post("/panorama/", data=fields)
    assert response.status_code == 422
    assert f'name="saved_table" value="{table_id}"' in response.get_data(as_text=True)
    assert counts(app) == (1, 0)


def test_edit_and_delete_forms_check_their_csrf_token(csrf_app):
    phone = csrf_app.test_client()
    page = phone.get("/panorama/").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    fields = form_fields(csrf_app, load_example("panorama")["state"])
    fields["csrf_token"] = token
    location = phone.post("/panorama/", data=fields).headers["Location"]
    html = phone.get(location).get_data(as_text=True)
    assert f'action="{location}/edit"' in html

    stale = phone.post(f"{location}/delete", data={"csrf_token": "forged"})
    assert stale.status_code == 400
    assert "Back to the table" in stale.get_data(as_text=True)
    assert phone.get(location).status_code == 200
    assert phone.post(f"{location}/edit").status_code == 400

    fresh = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
    assert phone.post(f"{location}/edit", data={"csrf_token": fresh}).status_code == 200
    assert phone.post(f"{location}/delete", data={"csrf_token": fresh}).status_code == 303
    assert phone.get(location).status_code == 404


def test_saved_pages_keep_to_the_content_security_policy(client):
    location = score(client)
    table_id = TABLE_PAGE.match(location).group(1)
    score(client, renamed(load_example("panorama")["state"]), saved_table=table_id)
    paths = [location, f"{location}/revisions/1", f"{location}/delete", "/t/nothing-here"]
    pages = [client.get(path).get_data(as_text=True) for path in paths]
    pages.append(client.post(f"{location}/edit").get_data(as_text=True))
    for html in pages:
        assert not re.search(r"<script(?![^>]*\ssrc=)", html), "inline script"
        assert not re.search(r"\sstyle=", html), "inline style attribute"
        # One <style>: the page's stylesheet, which its policy allows by hash (issue 24).
        assert html.count("<style") == 1
        assert re.search(r'<style data-css="[a-z-]+\.css">[^<]*</style>', html)
        assert not re.search(r"\son[a-z]+=", html), "inline event handler"
        assert not re.search(r"(?:src|action)=\"(?:https?:)?//", html), "outside address"
        # The one link out is "Send to BG Stats", a link the player follows (issue 25).
        outside = re.findall(r"href=\"((?:https?:)?//[^\"]*)\"", html)
        assert all(link.startswith(BGSTATS_IMPORT) for link in outside), "outside address"


def test_a_six_player_result_page_is_under_30_kb_as_sent_with_its_qr_code(client):
    """The issue's budget: the /t/ID page of the largest table, gzipped as the app sends it."""
    location = score(client, largest_table("panorama")[1])
    response = client.get(location, headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"
    sent = response.get_data()
    assert 'class="qr-code"' in gzip.decompress(sent).decode()
    assert len(sent) < 30 * 1024


def test_a_tables_qr_code_is_sent_gzipped_to_a_phone_that_accepts_it(client):
    """The QR image is SVG, text: gzipped like the page around it (it was sent raw)."""
    location = score(client)
    plain = client.get(f"{location}/qr.svg")
    packed = client.get(f"{location}/qr.svg", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert gzip.decompress(packed.get_data()) == plain.get_data()
    assert len(packed.get_data()) < len(plain.get_data()) / 2


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_saved_tables_dates_are_written_as_babel_writes_them_in_every_language(app, language):
    """The page writes its month names itself (Babel's locale data costs 4 MB a worker):
    every month, in every language offered, as Babel's ``d MMM y, HH:mm 'UTC'`` has it."""
    from datetime import datetime

    from babel.dates import format_datetime

    from web.platform.dates import MONTHS
    from web.platform.i18n import LANGUAGES
    from web.tables.views import moment_text

    assert set(MONTHS) == set(LANGUAGES)
    for month in range(1, 13):
        moment = datetime(2026, month, 9, 7, 5)
        with app.test_request_context(f"/?lang={language}"):
            written = moment_text(moment)
        assert written == format_datetime(moment, "d MMM y, HH:mm 'UTC'", locale=language)
    assert written == {"en": "9 Dec 2026, 07:05 UTC", "it": "9 dic 2026, 07:05 UTC"}[language]


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_day_a_table_was_played_is_written_as_babel_writes_it_in_every_language(app, language):
    """Group pages write the names of days and months themselves, as Babel's
    ``EEE d MMM y`` has them: every weekday and every month, in every language offered."""
    from datetime import datetime, timedelta

    from babel.dates import format_datetime

    from web.groups.views import played_on
    from web.platform.dates import DAYS
    from web.platform.i18n import LANGUAGES

    assert set(DAYS) == set(LANGUAGES)
    moments = [datetime(2026, 11, 30, 21, 30) + timedelta(days=day) for day in range(7)]
    moments += [datetime(2026, month, 9, 7, 5) for month in range(1, 13)]
    for moment in moments:
        with app.test_request_context(f"/?lang={language}"):
            written = played_on(moment)
        assert written == format_datetime(moment, "EEE d MMM y", locale=language)
    assert written == {"en": "Wed 9 Dec 2026", "it": "mer 9 dic 2026"}[language]


@pytest.mark.parametrize(
    ("day", "italian"),
    [
        (1, "salvata l'1 dic 2026, 21:05 UTC: Ann 3"),
        (2, "salvata il 2 dic 2026, 21:05 UTC: Ann 3"),
        (8, "salvata l'8 dic 2026, 21:05 UTC: Ann 3"),
        (11, "salvata l'11 dic 2026, 21:05 UTC: Ann 3"),
        (18, "salvata il 18 dic 2026, 21:05 UTC: Ann 3"),
    ],
)
def test_saved_on_a_day_takes_the_italian_article_that_day_is_read_with(app, day, italian):
    """Italian elides the article before the days read with a vowel first (uno, otto,
    undici): "salvata l'1 dic", "salvata il 2 dic"; English writes no article."""
    from datetime import datetime

    from flask_babel import gettext

    from web.tables.views import saved_moment_text

    moment = datetime(2026, 12, day, 21, 5)
    with app.test_request_context("/?lang=it"):
        written = gettext(
            "saved %(when)s: %(totals)s", when=saved_moment_text(moment), totals="Ann 3"
        )
    assert written == italian
    with app.test_request_context("/?lang=en"):
        written = gettext(
            "saved %(when)s: %(totals)s", when=saved_moment_text(moment), totals="Ann 3"
        )
    assert written == f"saved {day} Dec 2026, 21:05 UTC: Ann 3"


def test_a_table_read_to_be_shown_is_a_plain_row_with_no_relationships_to_read_empty(app, client):
    # Issue 28: a detached SavedTable read its revisions as [] and its group as None.
    import dataclasses

    from web.tables.service import SavedRow, get_table, read_table

    location = score(client)
    table_id = TABLE_PAGE.match(location).group(1)
    score(client, renamed(load_example("panorama")["state"]), saved_table=table_id)
    with app.test_request_context():
        row = read_table(table_id)
        table = get_table(table_id)
        assert isinstance(row, SavedRow)
        assert len(table.revisions) == 1
        assert not hasattr(row, "revisions") and not hasattr(row, "group")
        for field in dataclasses.fields(row):
            assert getattr(row, field.name) == getattr(table, field.name), field.name
        with pytest.raises(dataclasses.FrozenInstanceError):
            row.game = "sagrada"  # type: ignore[misc]
    assert "edited 1 time" in client.get(location).get_data(as_text=True)
