"""Saved tables as phones at the table use them: scored on one phone, opened on another, filed
into a group, found again in "Your tables"; every such page passes axe at phone size."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from tests.browser.conftest import (
    assert_no_horizontal_scroll,
    axe_violations,
    podium_totals,
    score_the_game,
    small_tap_targets,
)
from tests.browser.test_panorama_browser import fill_three_player_game
from tests.conftest import load_example
from web.tables.service import TABLES_COOKIE

pytestmark = pytest.mark.browser

TABLE_URL = re.compile(r"/t/[A-Za-z0-9_-]{22,}$")
THREE_PLAYER_TOTALS = {"Ann": 34, "Ben": 32, "Cat": 24}
"""fill_three_player_game's table, added up by hand in test_panorama_browser."""


def score_three_player_game(page) -> str:
    """Score the table on this phone; returns the result's own address (/t/ID)."""
    fill_three_player_game(page)
    score_the_game(page)
    assert TABLE_URL.search(page.url), page.url
    return page.url


def test_a_scored_table_opens_on_another_phone_with_the_same_totals(page, phone):
    url = score_three_player_game(page)
    assert podium_totals(page) == THREE_PLAYER_TOTALS
    other = phone()
    other.goto(url)
    assert podium_totals(other) == THREE_PLAYER_TOTALS
    assert other.inner_text("#podium-title") == "Ann wins"
    # The same explanations, item by item, as the phone that scored it.
    explanations = ".item-explanation"
    assert (
        other.locator(explanations).all_inner_texts()
        == page.locator(explanations).all_inner_texts()
    )
    # Only the phone that saved it may change it.
    assert other.locator("text=Delete").count() == 0
    assert other.locator("#group-choice, #new-group-name").count() == 0
    assert axe_violations(other) == []


def test_reload_of_the_result_keeps_it(page):
    url = score_three_player_game(page)
    page.reload()
    assert page.url == url
    assert podium_totals(page) == THREE_PLAYER_TOTALS


def test_file_into_a_new_group_then_find_it_in_your_tables(page):
    url = score_three_player_game(page)
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
    page.fill("#new-group-name", "Thursday group")
    page.click('button:has-text("Start it and file this table")')
    page.wait_for_selector("text=Filed into Thursday group.")
    assert page.url.split("#")[0] == url
    assert axe_violations(page) == []  # with the group's message, select and buttons
    assert small_tap_targets(page) == []
    page.click('#group a:has-text("Thursday group")')
    page.wait_for_selector("h1:has-text('Thursday group')")
    # Ann 34 (won), Ben 32, Cat 24: one play each.
    rows = page.locator(".group-game table.plain:not(.head-to-head) tbody tr")
    assert rows.all_inner_texts()[0].split() == ["Ann", "1", "1", "34", "34.0"]
    assert page.locator('a[href^="/t/"]').count() == 1
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
    assert small_tap_targets(page) == []

    page.goto("/")
    page.click("text=Your tables and groups")
    page.wait_for_selector("h1:has-text('Your tables')")
    line = page.locator(".saved-list a.saved-link").first
    assert "Panorama" in line.inner_text() and "Ann won" in line.inner_text()
    assert "Thursday group" in page.inner_text("#groups")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
    line.click()
    assert page.url == url


def test_empty_history_and_empty_group_pass_axe(page):
    page.goto("/tables")
    assert "No tables here yet" in page.inner_text("main")
    assert axe_violations(page) == []
    page.fill("#group-name", "Sunday lunch")
    page.click('button:has-text("Start this group")')
    page.wait_for_selector("h1:has-text('Sunday lunch')")
    assert "No plays yet" in page.inner_text("main")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


def save_through_the_api(live_server: str, state: dict) -> dict:
    request = urllib.request.Request(
        f"{live_server}/api/v1/tables",
        data=json.dumps({"game": "panorama", "state": state}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request) as response:
        saved: dict = json.load(response)
    return saved


def long_names() -> dict[str, str]:
    """The sample's four players with names near the form's 30 characters, to fill a
    phone's width."""
    state = load_example("panorama")["state"]
    return {name: f"{name}-Alexandrina Longname"[:30] for name in state["players"]}


def test_a_group_of_long_names_fits_a_phone_and_passes_axe(page, live_server):
    """Head to head with long names: the tables scroll inside themselves, never the page."""
    from tests.web.social import renamed

    names = long_names()
    state = renamed(load_example("panorama")["state"], names)
    saved = [save_through_the_api(live_server, state) for _ in range(2)]
    cookie = "~".join(f"{table['id']}.{table['edit_token']}" for table in saved)
    page.context.add_cookies([{"name": TABLES_COOKIE, "value": cookie, "url": live_server}])
    page.goto(saved[0]["url"])
    page.fill("#new-group-name", "Long names")
    page.click('button:has-text("Start it and file this table")')
    page.wait_for_selector("text=Filed into Long names.")
    page.goto(saved[1]["url"])
    page.select_option("#group-choice", label="Long names")
    page.click('button:has-text("File into this group")')
    page.wait_for_selector("text=Filed into Long names.")
    page.click('#group a:has-text("Long names")')
    page.wait_for_selector(".head-to-head")
    assert page.locator(".head-to-head tbody tr").count() == 4
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []


def test_a_correction_left_half_done_continues_as_a_correction(page):
    url = score_three_player_game(page)
    page.click('button:has-text("Edit this table")')
    page.wait_for_selector("#players-2")
    page.wait_for_timeout(400)
    page.goto("/panorama/")  # opened to correct, left unchanged: nothing to offer
    page.wait_for_timeout(300)
    assert page.is_hidden("[data-draft-banner]")

    page.goto(url)
    page.click('button:has-text("Edit this table")')
    page.wait_for_selector("#players-2")
    page.fill("#players-2", "Cy")
    page.wait_for_timeout(400)
    page.goto("/panorama/")
    page.wait_for_selector("[data-draft-banner]", state="visible")
    page.click('button[data-draft-choice="continue"]')
    page.wait_for_selector("text=You are correcting a saved table")
    assert page.input_value("#players-2") == "Cy"
    score_the_game(page)
    assert page.url == url  # the same table, corrected
    assert podium_totals(page) == {"Ann": 34, "Ben": 32, "Cy": 24}
    assert "This table was edited 1 time" in page.inner_text("main")
    page.goto("/panorama/")
    page.wait_for_timeout(300)
    assert page.is_hidden("[data-draft-banner]")
