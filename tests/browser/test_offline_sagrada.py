"""Sagrada's edit buttons with no connection (issue 15, item 6), in Chromium at 390 × 844.

"Put these rows in the window" is drawn on the phone as the server's page is after the same
taps (``static/games/sagrada.js``, mirroring ``web/games/sagrada/adapter.py`` prepare_form and
apply_action): the rows that read go into the window, one that does not read stays typed
with the server's note above the window. Each test enters the same taps online and offline
(the form opened online once, so the service worker keeps it) and compares what the form
then posts and how the windows are drawn.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from tests.browser.conftest import axe_violations, settle
from tests.browser.test_offline_entry import (
    OFFLINE_EDIT,
    form_on_a_phone,
    phones,
    posted_fields,
    score_online,
)
from tests.conftest import load_example
from tests.taps import Tally, Thumb, entry_of

pytestmark = pytest.mark.browser

__all__ = ["phones"]  # The fixture, imported so that pytest finds it here.

PUT_ROWS = "Put these rows in the window"

WINDOWS = """() => Array.from(document.querySelectorAll("details.section[id^='players-']"))
  .map(section => ({
    notes: Array.from(section.querySelectorAll(".typed-note"))
      .map(note => [note.getAttribute("data-typed-note"), note.textContent.trim()]),
    grid: section.querySelector("[data-window]").className,
    labels: Array.from(section.querySelectorAll("[data-window] select[data-die]"))
      .map(select => select.getAttribute("aria-label").trim()),
    summary: section.querySelector(".summary-note").textContent.replace(/\\s+/g, " ").trim(),
  }))"""
"""Every window as the page draws it: typed rows' notes, the grid's marks, the spaces' labels
and the player's one-line summary."""


def windows(page: Any) -> list[dict[str, Any]]:
    return list(page.evaluate(WINDOWS))


def offline_notice_shown(page: Any) -> bool:
    """Whether the page said an edit needs the connection (not merely that it is offline,
    which a form says as soon as the connection goes: issue 26)."""
    shown = page.locator("[data-offline-notice]:visible")
    return shown.count() > 0 and shown.first.inner_text().startswith(OFFLINE_EDIT)


def type_rows_and_put_them(thumb: Thumb, name: str, rows: list[str]) -> None:
    """Type each row under ``name``'s window (a tap in its box, then the keys), then tap
    "Put these rows in the window"."""
    page = thumb.page
    window = page.get_by_role("group", name=f"{name}'s window", exact=True)
    for number, row in enumerate(rows, start=1):
        if row:
            thumb.type_into(window.get_by_label(f"Row {number}", exact=True), row)
    thumb.tap(window.get_by_role("button", name=PUT_ROWS))
    settle(page)


def sample_by_typed_rows(thumb: Thumb) -> None:
    """The Sagrada sample entered by tapping (``tests/taps/sagrada.py``) with its windows left
    empty, then each window's rows typed and put in the window with the button."""
    state = copy.deepcopy(load_example("sagrada")["state"])
    typed = [player["window"] for player in state["players"]]
    for player in state["players"]:
        player["window"] = [". . . . ."] * 4
    entry_of("sagrada")(thumb, state)
    for player, rows in zip(state["players"], typed, strict=True):
        type_rows_and_put_them(thumb, player["name"], rows)


def a_row_that_does_not_read(thumb: Thumb) -> None:
    """Ann's row 2 mistyped (X is no colour), row 3 right, then the button."""
    thumb.type_into(thumb.page.locator("#players-0-name"), "Ann")
    type_rows_and_put_them(thumb, "Ann", ["", "R5 Y2 X9 . .", "R1 Y2 G3 B4 P5", ""])


def online_and_offline(
    phones: Any, taps: Callable[[Thumb], None]
) -> list[tuple[list[list[str]], list[dict[str, Any]], bool, Any]]:
    """``taps`` on a phone online, then on another offline: each time what the form posts,
    how its windows are drawn, whether the page said an edit needs the connection, and the
    page (still open, as it was left)."""
    drawn = []
    for offline in (False, True):
        with form_on_a_phone(phones, "sagrada", offline) as page:
            taps(Thumb(page, Tally("sagrada"), deadline=float("inf")))
            drawn.append((posted_fields(page), windows(page), offline_notice_shown(page), page))
    return drawn


def test_typed_rows_put_in_the_window_offline_post_what_the_server_posts_and_score(phones):
    """The sample entered with its windows typed row by row, online and offline: the same
    form and windows; back online, the offline one scores the sample's totals. One test, so
    the sample is typed in offline once (the slowest part of the browser tier)."""
    online, offline = online_and_offline(phones, sample_by_typed_rows)
    assert offline[2] is False, "the button said it needs the connection"
    assert offline[0] == online[0]
    assert offline[1] == online[1]
    # Hand-counted from the sample: Ann's window holds 16 dice, Ben's 20, Cat's 15.
    assert [window["summary"] for window in online[1]] == [
        "16/20 dice · green",
        "20/20 dice · blue",
        "15/20 dice · red",
    ]
    phone = offline[3]
    assert axe_violations(phone) == []  # The form as drawn on the phone.
    assert score_online(phone) == load_example("sagrada")["expect"]["totals"]


def test_a_row_that_does_not_read_stays_typed_offline_with_the_servers_note(phones):
    online, offline = online_and_offline(phones, a_row_that_does_not_read)
    assert offline[2] is False, "the button said it needs the connection"
    assert offline[0] == online[0]
    assert offline[1] == online[1]
    ann = offline[1][0]
    assert ann["notes"] == [
        ["2", "Row 2 is read from its typed row below: its spaces here are not used."]
    ]
    assert "typed-row-2" in ann["grid"].split()
    assert ann["labels"][5] == "Row 2, column 1 (read from the typed row below)"
    assert ann["labels"][10] == "Row 3, column 1"
    assert ann["summary"] == "7/20 dice · no private yet"  # R5, Y2 and row 3's five.
    fields = dict((name, value) for name, value in offline[0] if name.startswith("players-0-"))
    assert fields["players-0-window-1"] == "R5 Y2 X9 . ."
    assert fields["players-0-window-2"] == ""
    assert [fields[f"players-0-cells-{space}"] for space in range(10, 15)] == [
        "R1",
        "Y2",
        "G3",
        "B4",
        "P5",
    ]


def focal_point_for_ann(thumb: Thumb) -> None:
    """Ann's private objective made a Focal Point card (which draws its fields), one shaded
    space ticked, then back to a colour (which hides them, keeping what was ticked)."""
    page = thumb.page
    thumb.type_into(page.locator("#players-0-name"), "Ann")
    private = page.get_by_role("group", name="Ann's private objective", exact=True)
    thumb.tap(private.get_by_role("radio", name="Focal Point"))
    settle(page)
    page.locator("#players-0-private .focal-space").first.click()
    thumb.tap(private.get_by_role("radio", name="Green", exact=True))
    settle(page)


def test_a_focal_point_card_offline_is_drawn_as_the_server_draws_it(phones):
    online, offline = online_and_offline(phones, focal_point_for_ann)
    assert offline[2] is False
    assert offline[0] == online[0]
    assert offline[1] == online[1]
    assert offline[1][0]["summary"] == "0/20 dice · green"
