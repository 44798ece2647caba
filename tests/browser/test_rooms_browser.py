"""Table rooms as a table uses them (issue 12): several phones, each a browser context of its
own (its own cookies), filling in their own parts at the same time; every page passes axe."""

from __future__ import annotations

import copy
import json
import re

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    axe_violations,
    podium_totals,
    settle,
    small_tap_targets,
)
from tests.conftest import load_example
from web.games.panorama.parts import PAIR_DASH

pytestmark = pytest.mark.browser

TABLE_URL = re.compile(r"/t/[A-Za-z0-9_-]{22,}$")
ROOM_URL = re.compile(r"/r/[A-Za-z0-9_-]{22,}$")
SAGRADA_TOTALS = {"Ann": 19, "Ben": 21, "Cat": -1}
"""tests/examples/sagrada.json's expected totals."""
PRIVATE_WORDS = {"green": "Green", "blue": "Blue", "red": "Red"}
LIVE_WAIT_MS = 3000
"""The issue's promise: another phone's change shows within 3 seconds."""


ROOM_PHONE = {"timeout": 15_000}
"""A room phone waits longer by default: its pages wait on each other's saves."""


def open_form_with(page, slug: str, state: dict) -> None:
    """The game's form filled in with ``state``, as "Edit a copy" opens it."""
    page.goto(f"/{slug}/rules")
    page.evaluate(
        """([slug, state]) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = "/" + slug + "/edit";
            const input = document.createElement("input");
            input.type = "hidden";
            input.name = "state";
            input.value = state;
            form.append(input);
            document.body.append(form);
            form.submit();
        }""",
        [slug, json.dumps(state)],
    )
    page.wait_for_selector("text=Score together")


def open_room(page, slug: str, state: dict) -> str:
    """Tap "Score together" on the form; returns the room's join code."""
    open_form_with(page, slug, state)
    page.click("button:has-text('Score together')")
    page.wait_for_url(ROOM_URL)
    return page.inner_text("#room-code")


def take_seat(page, code: str, name: str) -> None:
    page.goto(f"/j/{code.lower()}")
    page.click(f"button.seat-button:has-text('{name}')")
    page.wait_for_url(ROOM_URL)


def assert_phone_ready(page) -> None:
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []


def fill_window(page, seat: int, player: dict) -> None:
    """Type the four rows of a window (offered under it, issue 15), tap its private colour,
    set its favor tokens."""
    for row, text in enumerate(player["window"]):
        page.fill(f"#players-{seat}-window-{row}", text)
    page.click(f'button[value="rows:{seat}"]')
    settle(page)
    private = PRIVATE_WORDS[player["private"]]
    page.locator(
        f"#players-{seat}-private label.chip", has_text=re.compile(f"^\\s*{private}")
    ).click()
    page.fill(f"#players-{seat}-favor_tokens", str(player["favor_tokens"]))


def test_three_phones_fill_in_a_sagrada_table_at_once_and_all_land_on_its_result(phone):
    example = load_example("sagrada")["state"]
    shared_only = copy.deepcopy(example)
    shared_only["players"] = [{"name": player["name"]} for player in example["players"]]
    ann, ben, cat = (phone(**ROOM_PHONE) for _ in range(3))
    code = open_room(ann, "sagrada", shared_only)
    assert_phone_ready(ann)
    ann.click("button.seat-button:has-text('I am Ann')")
    ben.goto(f"/j/{code.lower()}")
    assert_phone_ready(ben)  # The seat list.
    ben.click("button.seat-button:has-text('Ben')")
    ben.wait_for_url(ROOM_URL)
    take_seat(cat, code, "Cat")
    for page in (ann, ben, cat):
        page.wait_for_selector(
            "#room-seats:has-text('Ann entering… · Ben entering… · Cat entering…')",
            timeout=LIVE_WAIT_MS,
        )
    phones = [(ann, 0), (ben, 1), (cat, 2)]
    for page, seat in phones:  # Everyone opens their own window at the same time …
        page.click(f"a.button:has-text('{example['players'][seat]['name']}\\'s window')")
        page.wait_for_selector(f"#players-{seat}")
        assert page.locator("details.section").count() == 1  # … and sees only their own.
    assert_phone_ready(ben)
    for page, seat in phones:
        fill_window(page, seat, example["players"][seat])
    for page, _seat in phones:
        page.click("button:has-text('Save, my part is done')")
    for page, _seat in phones:
        page.wait_for_url(ROOM_URL)
    # Every phone sees every other phone's progress without a reload; Ann, the host, is not
    # done while her objectives are not (issue 21: "Ann ✓" beside a part not started).
    for page in (ann, ben, cat):
        page.wait_for_selector(
            "#room-seats:has-text('Ann entering… · Ben ✓ · Cat ✓')", timeout=LIVE_WAIT_MS
        )
        assert page.inner_text("#room-preview") == "Ann 19 · Ben 21 · Cat −1"
    # The host confirms the objectives that came with the room, then Cat scores.
    ann.click("a.button:has-text('Objectives on the table')")
    ann.click("button:has-text('Save, my part is done')")
    ann.wait_for_url(ROOM_URL)
    for page in (ann, ben, cat):
        page.wait_for_selector(
            "#room-seats:has-text('Ann ✓ · Ben ✓ · Cat ✓')", timeout=LIVE_WAIT_MS
        )
    cat.wait_for_selector("#room-score:has-text('Score this table')", timeout=LIVE_WAIT_MS)
    cat.click("#room-score")
    cat.wait_for_url(TABLE_URL)
    for page in (ann, ben):
        # The promise is that the other phones start for the result within 3 seconds; the
        # result's own load (its QR code) may take longer on a busy machine.
        page.wait_for_url(cat.url, timeout=LIVE_WAIT_MS, wait_until="commit")
        page.wait_for_load_state()
    for page in (ann, ben, cat):
        assert podium_totals(page) == SAGRADA_TOTALS


def test_a_shared_panorama_edited_from_both_its_phones_merges_with_one_tap(phone):
    """Issue 21: Ben's tree and Ann's bear, added to the same panorama at once, are both
    kept; Ann is asked only whose card comes first, and one tap saves."""
    example = load_example("panorama")["state"]
    ann, ben = (phone(**ROOM_PHONE) for _ in range(2))
    empty_first = copy.deepcopy(example)
    empty_first["dusk"][0]["cards"] = []
    code = open_room(ann, "panorama", empty_first)
    ann.click("button.seat-button:has-text('I am Ann')")
    take_seat(ben, code, "Ben")
    # Dusk 0 lies between Ann and Ben: both open it, from the same version.
    for page in (ann, ben):
        page.click(f"a.button:has-text('Dusk panorama Ann{PAIR_DASH}Ben')")
        page.wait_for_selector("#dusk-0")
    ben.click('#dusk-0-palette button[value="add:dusk-0:tree"]')
    settle(ben)
    ben.click("button:has-text('Save for now')")
    ben.wait_for_url(ROOM_URL)
    ann.click('#dusk-0-palette button[value="add:dusk-0:bear"]')
    settle(ann)
    ann.click("button:has-text('Save, my part is done')")
    # Both cards are shown as the form names them; one tap keeps both, Ann's first.
    ann.wait_for_selector("#stale-title")
    assert ann.inner_text("#stale-title") == "Saved by Ben meanwhile"
    assert "cards: tree" not in ann.inner_text("main")
    # Each card drawn (its icon, hidden from screen readers) and named.
    assert ann.inner_text("[data-side='theirs'] .merge-items").split() == ["🌲", "Tree"]
    assert ann.inner_text("[data-side='mine'] .merge-items").split() == ["🐻", "Bear"]
    assert axe_violations(ann) == []
    assert small_tap_targets(ann) == []
    ann.click("[data-side='mine'] button.merge-keep")
    ann.wait_for_url(ROOM_URL)
    ben.wait_for_selector("[data-part='dusk-0']:has-text('done ✓')", timeout=LIVE_WAIT_MS)
    response = ben.request.get(ben.url.replace("/r/", "/api/v1/rooms/"))
    dusk = next(part for part in response.json()["parts"] if part["key"] == "dusk-0")
    assert dusk["content"] == {"cards": ["bear", "tree"]}
    assert dusk["version"] == 2


def test_a_phone_without_javascript_joins_by_typing_the_code_and_saves_its_part(phone):
    example = load_example("sagrada")["state"]
    host = phone(**ROOM_PHONE)
    plain = phone(viewport=NARROW_PHONE_VIEWPORT, javascript=False, **ROOM_PHONE)
    code = open_room(host, "sagrada", example)
    plain.goto("/j")
    plain.fill("#code", code.lower())
    plain.click("button:has-text('Join')")
    plain.click("button.seat-button:has-text('Ben')")
    plain.wait_for_url(ROOM_URL)
    assert plain.is_visible("#room-refresh")  # No JavaScript: the Refresh button shows.
    assert "Ben entering…" in plain.inner_text("#room-seats")
    # (axe needs JavaScript in the page: the same pages are scanned in the other tests.)
    plain.click('a.button:has-text("Ben\'s window")')
    plain.select_option("#players-1-cells-0", "G1")
    plain.click("button:has-text('Save, my part is done')")
    plain.wait_for_url(ROOM_URL)
    assert "Ben ✓" in plain.inner_text("#room-seats")
    # The host's phone sees it by itself; this one sees the host's next change on Refresh.
    host.wait_for_selector("#room-seats:has-text('Ben ✓')", timeout=LIVE_WAIT_MS)
    host.click("button.seat-button:has-text('I am Ann')")
    assert "Ann entering…" not in plain.inner_text("#room-seats")
    plain.click("#room-refresh")
    assert "Ann entering…" in plain.inner_text("#room-seats")
