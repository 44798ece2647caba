"""Tsukimi's rabbit chips 0–6 in one row on a 360 px phone, in English and Italian: seven
44 px chips fit the row (the "6" alone on a row of its own under 0–5 did not)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
)

pytestmark = pytest.mark.browser

CHIP_ROWS = """() => Array.from(document.querySelectorAll('.tile .count')).map((count) => {
  const chips = Array.from(count.querySelectorAll('label'))
    .map((chip) => chip.getBoundingClientRect());
  return {
    chips: chips.length,
    rows: new Set(chips.map((r) => Math.round(r.top))).size,
    small: chips.filter((r) => r.width < 44 || r.height < 44).length,
  };
})"""
"""For each player's count of rabbits around each tile: its chips, the rows they take and how
many are under 44 px."""


@pytest.mark.parametrize("viewport", [NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT], ids=["360", "390"])
@pytest.mark.parametrize("code", ["en", "it"])
def test_the_rabbit_chips_0_to_6_share_one_row_of_44_pixel_targets(phone, code, viewport):
    page = phone(viewport=viewport, language=code)
    page.goto("/tsukimi/")
    counts = page.evaluate(CHIP_ROWS)
    assert counts, "no rabbit chips on the form"
    assert {(count["chips"], count["rows"], count["small"]) for count in counts} == {(7, 1, 0)}
    assert_no_horizontal_scroll(page)
    page.locator(".tile").first.screenshot(path=f"/tmp/x/tsukimi-{code}-{viewport['width']}.png")
