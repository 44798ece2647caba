"""Issue 21 with real phones: two Chromium contexts on one part at once. Both players'
entries end up saved (at most one tap per thing both changed), each sees the other on the
part, and the pages' polling backs off, pauses in a hidden tab and stops on a closed room."""

from __future__ import annotations

import pytest

from tests.browser.conftest import axe_violations, settle
from tests.browser.test_rooms_browser import (
    LIVE_WAIT_MS,
    ROOM_PHONE,
    ROOM_URL,
    open_room,
    take_seat,
)
from tests.conftest import load_example
from web.games.panorama.parts import PAIR_DASH

pytestmark = pytest.mark.browser


def tap_value(page, row: int, value: int) -> None:
    page.click(f"label:has(> input[name='tiles-{row}-value'][value='{value}'])")


def board_of(page) -> dict:
    response = page.request.get(page.url.replace("/r/", "/api/v1/rooms/"))
    return next(part for part in response.json()["parts"] if part["key"] == "board")


def test_two_phones_entering_one_tsukimi_board_at_once_keep_both_with_no_tap(phone):
    state = load_example("tsukimi")["state"]
    ann, ben = (phone(**ROOM_PHONE) for _ in range(2))
    code = open_room(ann, "tsukimi", {"players": state["players"], "tiles": []})
    ann.click("button.seat-button:has-text('I am Ann')")
    take_seat(ben, code, "Ben")
    for page in (ann, ben):
        page.click("a.button:has-text('The board')")
        page.wait_for_selector("#tiles")
    # Each sees the other on the board before entering anything.
    ben.wait_for_selector("#part-presence:has-text('Ann is entering this part')")
    ann.wait_for_selector(
        "#part-presence:has-text('Ben is entering this part')", timeout=LIVE_WAIT_MS + 1000
    )
    # Ann enters tiles 1 and 2, Ben tile 3 (as split at the table), interleaved.
    tap_value(ann, 0, 5)
    tap_value(ben, 2, 2)
    tap_value(ann, 1, 4)
    settle(ann)
    settle(ben)
    ann.click("button:has-text('Save for now')")
    ann.wait_for_url(ROOM_URL)
    ben.click("button:has-text('Save, my part is done')")
    ben.wait_for_url(ROOM_URL)  # Merged by itself: nothing both changed, no question.
    board = board_of(ben)
    assert board["version"] == 2
    assert sorted(tile["value"] for tile in board["content"]["tiles"]) == [2, 4, 5]
    assert [player.get("reserve") for player in board["content"]["players"]] == [6, 1]


def test_two_phones_setting_one_panorama_card_differently_get_one_tap(phone):
    example = load_example("panorama")["state"]
    ann, ben = (phone(**ROOM_PHONE) for _ in range(2))
    start = {**example, "dusk": [{"players": ["Ann", "Ben"], "cards": []}, *example["dusk"][1:]]}
    code = open_room(ann, "panorama", start)
    ann.click("button.seat-button:has-text('I am Ann')")
    take_seat(ben, code, "Ben")
    for page in (ann, ben):
        page.click(f"a.button:has-text('Dusk panorama Ann{PAIR_DASH}Ben')")
        page.wait_for_selector("#dusk-0")
    for icon in ("tree", "fox"):
        ben.click(f'#dusk-0-palette button[value="add:dusk-0:{icon}"]')
        settle(ben)
    ann.click('#dusk-0-palette button[value="add:dusk-0:bear"]')
    settle(ann)
    ben.click("button:has-text('Save for now')")
    ben.wait_for_url(ROOM_URL)
    ann.click("button:has-text('Save for now')")
    ann.wait_for_selector(".merge-conflict")
    assert ann.locator(".merge-conflict").count() == 1
    assert axe_violations(ann) == []
    ann.click("[data-side='theirs'] button.merge-keep")  # Ben's cards first: one tap.
    ann.wait_for_url(ROOM_URL)
    response = ann.request.get(ann.url.replace("/r/", "/api/v1/rooms/"))
    dusk = next(part for part in response.json()["parts"] if part["key"] == "dusk-0")
    assert dusk["content"] == {"cards": ["tree", "fox", "bear"]}


def polls_in(page, seconds: float, path: str) -> int:
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url) if path in request.url else None)
    page.wait_for_timeout(seconds * 1000)  # Events reach Python only while it waits on the page.
    return len(seen)


def test_an_idle_room_page_polls_less_and_less_and_not_at_all_when_hidden(phone):
    state = load_example("sagrada")["state"]
    ann = phone(**ROOM_PHONE)
    open_room(ann, "sagrada", {"players": [{"name": p["name"]} for p in state["players"]]})
    idle = polls_in(ann, 12, "/state")
    assert 1 <= idle <= 4  # 2 s, then 3, 4.5, 6.75 …: was 6 at a steady 2 s.
    ann.evaluate(
        """() => {
            Object.defineProperty(document, "hidden", {value: true, configurable: true});
            document.dispatchEvent(new Event("visibilitychange"));
        }"""
    )
    assert polls_in(ann, 8, "/state") == 0
    with ann.expect_request("**/state", timeout=1500):  # Shown again: it asks at once.
        ann.evaluate(
            """() => {
                Object.defineProperty(document, "hidden", {value: false, configurable: true});
                document.dispatchEvent(new Event("visibilitychange"));
            }"""
        )


def test_a_closed_room_is_not_polled_again(phone):
    state = load_example("sagrada")["state"]
    ann = phone(**ROOM_PHONE, allowed_errors=("404",))
    open_room(ann, "sagrada", {"players": [{"name": p["name"]} for p in state["players"]]})
    ann.route(
        "**/state",
        lambda route: route.fulfill(status=404, body="{}", content_type="application/json"),
    )
    assert polls_in(ann, 4, "/state") == 1
    assert polls_in(ann, 16, "/state") == 0


def test_a_room_whose_server_cannot_answer_says_reconnecting_and_comes_back(phone):
    """Issue 22: while the database blinks, a poll answers 503 with Retry-After; the room page
    says "Reconnecting…" (the page gives the words, in its language), waits as told, and
    clears it once the server answers again."""
    state = load_example("sagrada")["state"]
    ann = phone(**ROOM_PHONE, allowed_errors=("503",))
    open_room(ann, "sagrada", {"players": [{"name": p["name"]} for p in state["players"]]})
    unavailable = {"on": True}

    def answer(route):
        if unavailable["on"]:
            route.fulfill(
                status=503,
                headers={"Retry-After": "3"},
                body='{"errors": [{"path": "", "message": "…"}]}',
                content_type="application/json",
            )
        else:
            route.continue_()

    ann.route("**/state", answer)
    notice = ann.locator("[data-reconnecting-notice]")
    notice.wait_for(state="visible", timeout=LIVE_WAIT_MS)
    assert notice.inner_text() == "Reconnecting…"
    assert polls_in(ann, 2.5, "/state") == 0  # It waits the 3 s the server asked for.
    unavailable["on"] = False
    notice.wait_for(state="hidden", timeout=20_000)


def test_the_room_pages_first_poll_redraws_nothing_it_already_shows(phone):
    """A poll that finds nothing changed redraws nothing (its form tokens are signed anew each
    second, which is no change): nothing is swapped under a thumb about to tap
    (bench/room_taps.py caught a seat button redrawn under its tap)."""
    state = load_example("sagrada")["state"]
    ann = phone(**ROOM_PHONE)
    open_room(ann, "sagrada", {"players": [{"name": p["name"]} for p in state["players"]]})
    # A mark only a script sees (no attribute: the page must look as the server drew it).
    marked = ann.evaluate(
        """() => { const buttons = document.querySelectorAll("[data-room-poll] button");
                   buttons.forEach(button => { button.drawnFirst = true; });
                   return buttons.length; }"""
    )
    assert marked > 0
    for _poll in range(2):  # The first poll, then one whose form token is signed anew.
        with ann.expect_response("**/state", timeout=8000):
            pass
    ann.wait_for_timeout(200)  # The answer applied.
    redrawn = ann.evaluate(
        """() => Array.from(document.querySelectorAll("[data-room-poll] button"))
                   .filter(button => !button.drawnFirst).length"""
    )
    assert redrawn == 0
