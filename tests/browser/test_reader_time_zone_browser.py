"""The phone tells its time zone (issue 23): in Chromium set to Europe/Rome, a page's script
keeps "Europe/Rome" in the tz cookie and a saved table's time is then written on the phone's
clock, without "UTC"; with JavaScript off nothing is kept and the time says UTC."""

from __future__ import annotations

import json
import urllib.request

import pytest

from tests.conftest import load_example

pytestmark = pytest.mark.browser


def save_tsukimi(live_server: str) -> str:
    """The Tsukimi sample saved through the API: its page's address."""
    request = urllib.request.Request(
        f"{live_server}/api/v1/tables",
        data=json.dumps({"game": "tsukimi", "state": load_example("tsukimi")["state"]}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request) as response:
        return str(json.load(response)["url"])


def test_the_phones_zone_is_kept_and_times_follow_it(phone, live_server):
    url = save_tsukimi(live_server)
    page = phone(timezone="Europe/Rome")
    page.goto("/")
    page.wait_for_load_state("load")
    cookies = {cookie["name"]: cookie for cookie in page.context.cookies()}
    assert cookies["tz"]["value"] == "Europe/Rome"
    assert cookies["tz"]["sameSite"] == "Lax"
    assert cookies["tz"]["expires"] > 0  # kept, not a session cookie
    page.goto(url)
    versions = page.inner_text(".versions")
    assert "saved " in versions and "UTC" not in versions


def test_without_javascript_no_zone_is_kept_and_times_say_utc(phone, live_server):
    url = save_tsukimi(live_server)
    page = phone(timezone="Europe/Rome", javascript=False)
    page.goto("/")
    page.goto(url)
    assert "tz" not in {cookie["name"] for cookie in page.context.cookies()}
    assert " UTC: " in page.inner_text(".versions")
