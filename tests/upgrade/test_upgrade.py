"""Tables saved by every earlier version open after an upgrade (issue 27, item 3).

Each database in ``fixtures/`` was written by an earlier version's own app (``make_fixtures.py``
lists the versions and why each one's saved tables differ): every game's example table and
largest table, each corrected once. It is loaded as that version left it, today's app starts
on it (and migrates it to the head, as a deploy does), and every table is opened: its page in
English and in Italian, its earlier version's page, the tables API in both languages, and
"Your tables". Each answers 200 with the totals the table was saved with.

A saved table shows the figures it was saved with, whatever the rules say since (README,
"Translations"): those are the totals the old version's own example file expected, which are
today's except where a rule was read differently since (:data:`RULES_READ_SINCE`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from tests.conftest import dispose, load_example
from tests.saved.conftest import make_app
from tests.saved.postgres import PostgresServer
from tests.upgrade.conftest import ENGINES, load_postgres, load_sqlite, manifest, versions
from tests.web.pages import podium

ITALIAN = {"Accept-Language": "it-IT,it;q=0.9"}
ENGLISH = {"Accept-Language": "en-GB,en;q=0.9"}

RULES_READ_SINCE = {
    ("c7a7d70", "example/sagrada"): "4224286: a 'distinct colours' shared card counts only "
    "where all 8 neighbouring spaces hold a die (Ann 26 → 19, Cat 6 → −1, Ben wins)",
}
"""Example tables whose totals, as saved, are not today's: their rule was read otherwise then."""

SHOWN_AS_SAVED = {
    **RULES_READ_SINCE,
    ("c7a7d70", "example/panorama"): "894377b: no Watchtower indicates the card right beside "
    "it, so the example's Watchtowers of that version (offset 1) are refused today",
}
"""Tables saved as English text that today's scorer cannot score to the figures they were
saved with: an Italian page shows them as saved, in English (the legacy reader)."""


@pytest.fixture(
    scope="module",
    params=[(commit, engine) for commit in versions() for engine in ENGINES],
    ids=[f"{commit}-{engine}" for commit in versions() for engine in ENGINES],
)
def upgraded(
    request, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[str, list[dict[str, Any]], Flask]]:
    """A database written by an earlier version, and today's app on it (migrated to head),
    once for the tests of this module: they only read it."""
    commit, engine = request.param
    if engine == "sqlite":
        folder: Path = tmp_path_factory.mktemp(commit)
        url, name = load_sqlite(commit, folder / "old.sqlite3"), None
    else:
        server: PostgresServer = request.getfixturevalue("postgres_server")
        url, name = load_postgres(commit, server)
    app = make_app(url)
    yield commit, manifest(commit)[engine], app
    dispose(app)
    if name is not None:
        server.drop_database(name)


def totals(result: dict[str, Any]) -> dict[str, int]:
    return {player["name"]: player["total"] for player in result["players"]}


def test_every_table_saved_by_an_earlier_version_opens_with_its_totals(upgraded) -> None:
    commit, tables, app = upgraded
    client = app.test_client()
    assert len(tables) == 8  # Five example tables, three largest tables.
    for table in tables:
        assert "refused" not in table, table
        where = f"{commit} {table['name']}"
        for headers in (ENGLISH, ITALIAN):
            for page in (f"/t/{table['id']}", f"/t/{table['id']}/revisions/1"):
                answer = client.get(page, headers=headers)
                assert answer.status_code == 200, (where, page, headers)
                shown = dict(podium(answer.get_data(as_text=True)))
                assert shown == table["totals"], (where, page, headers)
            answer = client.get(f"/api/v1/tables/{table['id']}", headers=headers)
            assert answer.status_code == 200, (where, headers)
            body = answer.get_json()
            assert totals(body["result"]) == table["totals"], where
            assert body["result"]["winners"] == table["winners"], where
            assert [totals(earlier["result"]) for earlier in body["revisions"]] == [
                table["totals"]
            ], where
            assert body["result"]["game"] == table["game"], where


def test_every_example_table_saved_before_shows_its_examples_totals(upgraded) -> None:
    """An example table shows the totals its version's example file gave, which are today's
    (``tests/examples/SLUG.json``) unless a rule has been read otherwise since."""
    commit, tables, app = upgraded
    client = app.test_client()
    examples = [table for table in tables if table["expect"] is not None]
    assert len(examples) == 5
    for table in examples:
        where = (commit, table["name"])
        assert table["totals"] == table["expect"]["totals"], where
        answer = client.get(f"/api/v1/tables/{table['id']}", headers=ITALIAN)
        assert totals(answer.get_json()["result"]) == table["expect"]["totals"], where
        today = load_example(table["game"])["expect"]
        if where in RULES_READ_SINCE:
            assert table["expect"]["totals"] != today["totals"], where
        else:
            assert table["expect"]["totals"] == today["totals"], where
            assert table["winners"] == today["winners"], where


def test_every_table_saved_before_reads_in_italian_where_its_figures_allow(upgraded) -> None:
    """A neutral result is worded in Italian; one saved as English text is scored again in
    Italian when that gives every figure it was saved with (after its shape is brought up to
    today's: a Solstis area's cells), and shown as saved otherwise."""
    commit, tables, app = upgraded
    client = app.test_client()
    for table in tables:
        address = f"/api/v1/tables/{table['id']}"
        english = client.get(address, headers=ENGLISH).get_json()["result"]
        italian = client.get(address, headers=ITALIAN).get_json()["result"]
        as_saved = (commit, table["name"]) in SHOWN_AS_SAVED
        assert (english == italian) is as_saved, (commit, table["name"])


def test_your_tables_lists_every_table_saved_before(upgraded) -> None:
    commit, tables, app = upgraded
    client = app.test_client()
    cookie = "~".join(f"{table['id']}.{'t' * 43}" for table in tables)
    client.set_cookie("vantage_tables", cookie)
    for headers in (ENGLISH, ITALIAN):
        answer = client.get("/tables", headers=headers)
        assert answer.status_code == 200, commit
        page = answer.get_data(as_text=True)
        for table in tables:
            assert f"/t/{table['id']}" in page, (commit, table["name"])


def test_fixtures_name_the_version_that_wrote_them() -> None:
    for commit in versions():
        kept = manifest(commit)
        assert kept["commit"].startswith(commit)
        assert json.dumps(kept["why"])
