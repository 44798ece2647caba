"""A phone past 50 saved tables is told which one it can no longer edit (issue 27, item 12).

The "your tables" cookie keeps the edit tokens of the newest 50 tables
(``web.tables.service.REMEMBERED_LIMIT``). Saving a 51st silently dropped the oldest: its Edit
button was gone with no word. The result page after the save now says so, naming it.
"""

from __future__ import annotations

import re

from tests.web.social import sample_state, score_on_this_phone
from web.tables.service import REMEMBERED_LIMIT, TABLES_COOKIE

TSUKIMI = "tsukimi"


def phone_with_saved_tables(client, count: int) -> list[str]:
    """A phone that saved ``count`` Tsukimi tables (through the API, then put in its cookie as
    the form puts them), newest first: their ids."""
    pairs = []
    for _ in range(count):
        body = client.post("/api/v1/tables", json={"game": TSUKIMI, "state": sample_state(TSUKIMI)})
        saved = body.get_json()
        pairs.insert(0, (saved["id"], saved["edit_token"]))
    client.set_cookie(TABLES_COOKIE, "~".join(f"{table}.{token}" for table, token in pairs))
    return [table for table, _token in pairs]


def notice(page: str) -> str | None:
    found = re.search(r'<p class="done-message">([^<]*edit[^<]*)</p>', page)
    return found.group(1) if found else None


def test_the_51st_table_names_the_one_this_phone_can_no_longer_edit(client):
    ids = phone_with_saved_tables(client, REMEMBERED_LIMIT)
    oldest = ids[-1]
    assert "Edit this table" in client.get(f"/t/{oldest}").get_data(as_text=True)
    newest = score_on_this_phone(client, "panorama", sample_state("panorama"))
    page = client.get(f"/t/{newest}").get_data(as_text=True)
    said = notice(page)
    assert said is not None, "the result page says a table was dropped"
    assert said.startswith(
        "This phone keeps edit rights for your 50 newest tables: your Tsukimi table ("
    )
    assert said.endswith(") can no longer be edited from here; its page still opens.")
    assert "Edit this table" not in client.get(f"/t/{oldest}").get_data(as_text=True)
    assert "Edit this table" in client.get(f"/t/{ids[-2]}").get_data(as_text=True)
    # Said once: the next page is quiet again.
    assert notice(client.get(f"/t/{newest}").get_data(as_text=True)) is None


def test_up_to_50_tables_nothing_is_said(client):
    phone_with_saved_tables(client, REMEMBERED_LIMIT - 1)
    newest = score_on_this_phone(client, "panorama", sample_state("panorama"))
    assert notice(client.get(f"/t/{newest}").get_data(as_text=True)) is None


def test_the_notice_is_in_italian_for_an_italian_phone(client):
    phone_with_saved_tables(client, REMEMBERED_LIMIT)
    client.set_cookie("lang", "it")
    newest = score_on_this_phone(client, "panorama", sample_state("panorama"))
    page = client.get(f"/t/{newest}", headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert (
        "Questo telefono può modificare solo le tue 50 partite più recenti: la tua partita di"
        in page
    )
