"""The room page as a 360 px phone shows it: seats and parts are boxes without list bullets,
and each part's state sits on a line below its title, so "Award tiles" and "not started"
("Tessere Premio" and "non iniziata") never read as one sentence."""

from __future__ import annotations

import pytest

from tests.browser.conftest import NARROW_PHONE_VIEWPORT
from tests.browser.test_rooms_browser import open_room

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("language", ["en", "it"])
def test_room_parts_show_their_state_below_their_title_without_bullets(phone, language):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, timeout=15_000)
    open_room(page, "panorama", {"players": ["Ann", "Ben", "Cat", "Dev"]})  # on the English form
    page.context.set_extra_http_headers({"Accept-Language": language})
    page.reload()
    assert page.get_attribute("html", "lang") == language
    bullets = page.evaluate(
        """() => ['.room-parts', '.seat-list'].map(
             selector => getComputedStyle(document.querySelector(selector)).listStyleType)"""
    )
    assert bullets == ["none", "none"]
    rows = page.evaluate(
        """() => Array.from(document.querySelectorAll('.room-part')).map(row => {
             const title = row.querySelector('.room-part-title').getBoundingClientRect();
             const state = row.querySelector('.room-part-state').getBoundingClientRect();
             return state.top >= title.bottom - 1;
           })"""
    )
    assert len(rows) == 9  # 4 Dusk and 4 Dawn panoramas, and the Award tiles
    assert all(rows), rows
