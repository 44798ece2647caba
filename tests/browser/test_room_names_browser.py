"""A name changed at the table (issue 21, "edits of names go to the room"), each phone a
Chromium context of its own at 390 px: Ben, on Tsukimi's board, taps "Change" beside his
name, becomes "Benedetta", and Ann's room page and her board show the new name at their next
poll, her rabbits still hers."""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import axe_violations, small_tap_targets
from tests.browser.test_rooms_browser import ROOM_PHONE, open_room, take_seat
from tests.conftest import load_example
from tests.rooms.phones import names_only

pytestmark = pytest.mark.browser

ROOM_URL = re.compile(r"/r/[A-Za-z0-9_-]{22,}$")
LIVE_WAIT_MS = 5000


def test_a_player_renames_their_seat_from_the_board_and_every_phone_follows(phone):
    ann, ben = (phone(**ROOM_PHONE) for _ in range(2))
    code = open_room(ann, "tsukimi", names_only("tsukimi", load_example("tsukimi")["state"]))
    take_seat(ann, code, "Ann")
    take_seat(ben, code, "Ben")
    ben.click("a.button:has-text('Fill in')")
    ben.wait_for_selector("#players-1-name-shown")
    assert small_tap_targets(ben) == []
    ben.click("#players-1-name-shown a")  # "Change" beside his own name.
    ben.wait_for_selector('h1:has-text("Players\' names")')
    assert axe_violations(ben) == []
    assert small_tap_targets(ben) == []
    assert ben.locator("input[name=name-0]").count() == 0  # Ann's name is hers to change.
    ben.fill("input[name=name-1]", "ann")
    ben.click("button:has-text('Save the names')")
    ben.wait_for_selector("text=Two players cannot have the same name")
    assert ben.input_value("input[name=name-1]") == "ann"  # Came back as typed.
    ben.fill("input[name=name-1]", "Benedetta")
    ben.click("button:has-text('Save the names')")
    ben.wait_for_url(ROOM_URL)
    assert "You are Benedetta." in ben.inner_text("#room-status")
    ann.wait_for_selector("#room-seats:has-text('Benedetta')", timeout=LIVE_WAIT_MS)
    ann.click("a.button:has-text('Fill in')")
    assert ann.inner_text("#players-1-name-shown").startswith("Benedetta")
