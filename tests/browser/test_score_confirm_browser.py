"""Scoring a room that is not finished, on two phones at 390 px, with JavaScript on and off
(issue 21, "Scoring"): the host's "Score anyway" lists what is not done (its own objectives
included) and asks first; a room scored early is reopened by its host from the room page,
where Back from the result leads, and scoring again keeps the same result's address."""

from __future__ import annotations

import pytest

from tests.browser.test_rooms_browser import (
    ROOM_PHONE,
    ROOM_URL,
    TABLE_URL,
    assert_phone_ready,
    open_room,
    take_seat,
)
from tests.conftest import load_example

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_the_host_is_asked_before_scoring_a_table_not_done_and_can_reopen_it(phone, javascript):
    state = load_example("sagrada")["state"]
    ann = phone(javascript=javascript, **ROOM_PHONE)
    ben = phone(javascript=javascript, **ROOM_PHONE)
    code = open_room(ann, "sagrada", state)  # Everything entered, nothing marked done.
    take_seat(ann, code, "Ann")
    take_seat(ben, code, "Ben")
    room_url = ann.url
    ann.click("#room-score")  # "Score anyway (not every part is done)"
    ann.wait_for_url(f"{room_url}/score")
    listed = ann.inner_text("#score-unfinished")
    assert "Objectives on the table" in listed and "filled in by the host" in listed
    assert "Ben's window" in listed and "not started" in listed
    if javascript:  # axe runs in the page: only with JavaScript.
        assert_phone_ready(ann)
    ann.click("#score-back")  # Not yet: back to the room, nothing scored.
    ann.wait_for_url(room_url)
    ben.reload()
    assert ROOM_URL.search(ben.url)
    ann.click("#room-score")
    ann.click("#score-anyway")
    ann.wait_for_url(TABLE_URL)
    table_url = ann.url
    if javascript:
        ben.wait_for_url(table_url)  # The room's polling moves Ben there by itself.
    else:
        ben.click("#room-refresh")
        ben.wait_for_url(table_url)
    ann.go_back()  # Scored too early: the room's page offers to reopen it.
    ann.wait_for_selector("#room-reopen")
    if javascript:
        assert_phone_ready(ann)
    ann.click("#room-reopen")
    ann.wait_for_url(room_url)
    ben.goto(room_url)
    ann.click("#room-score")
    ann.click("#score-anyway")
    ann.wait_for_url(table_url)  # The same table, its next version.
    assert "This table was edited 1 time" in ann.inner_text("main")
