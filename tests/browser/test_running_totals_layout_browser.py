"""The running totals in the Score bar on a 360 px phone, in English and Italian: each
player's total whole on one line ("Giocatore 1 —"), and the "·" between two totals never
the first or the last thing seen on a line ("Giocatore 1 — ·" was)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import NARROW_PHONE_VIEWPORT, settle
from tests.browser.test_phone_browser import wait_for_totals

pytestmark = pytest.mark.browser

SEAT_NAMES = {"en": "Player %d", "it": "Giocatore %d"}

SEPARATORS_AT_LINE_EDGES = """(output) => {
  const box = output.getBoundingClientRect();
  const seen = (r) => r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
  const glyphs = [];
  const walker = document.createTreeWalker(output, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest('.visually-hidden')) continue;
    for (let at = 0; at < node.data.length; at += 1) {
      if (!node.data[at].trim()) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const rect = range.getBoundingClientRect();
      if (!seen(rect)) continue;
      glyphs.push({ text: node.data[at], top: Math.round(rect.top), left: rect.left });
    }
  }
  const lines = new Map();
  glyphs.forEach((glyph) => {
    if (!lines.has(glyph.top)) lines.set(glyph.top, []);
    lines.get(glyph.top).push(glyph);
  });
  const edges = [];
  lines.forEach((line) => {
    line.sort((a, b) => a.left - b.left);
    const words = line.map((glyph) => glyph.text).join('');
    if (words.startsWith('·') || words.endsWith('·')) edges.push(words);
  });
  return edges;
}"""
"""The lines of the totals (as the visible characters on each) that start or end with "·"."""

WHOLE_TOTALS = """(output) => Array.from(output.querySelectorAll('.running-total'))
  .filter((item) => new Set(
    Array.from(item.getClientRects()).map((r) => Math.round(r.top))).size > 1)
  .map((item) => item.textContent)"""
"""The totals broken over two lines."""


@pytest.fixture
def phone_at_360(phone):
    return lambda code: phone(viewport=NARROW_PHONE_VIEWPORT, language=code)


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("code", ["en", "it"])
def test_running_totals_keep_each_total_whole_and_no_separator_at_a_line_edge(
    phone_at_360, code, players
):
    page = phone_at_360(code)
    page.goto("/sagrada/")
    page.select_option("#player_count", str(players))
    settle(page)
    wait_for_totals(page, [f"{SEAT_NAMES[code] % seat} —" for seat in range(1, players + 1)])
    output = page.locator("[data-running-totals]")
    lines = output.evaluate(
        "(output) => new Set(Array.from(output.querySelectorAll('.running-total'))"
        ".map((item) => Math.round(item.getBoundingClientRect().top))).size"
    )
    assert lines > 1  # the totals fill more than one line, so lines have edges to check
    assert output.evaluate(SEPARATORS_AT_LINE_EDGES) == []
    assert output.evaluate(WHOLE_TOTALS) == []
    page.locator(".action-bar").screenshot(path=f"/tmp/x/totals-{code}-{players}.png")


@pytest.mark.parametrize("code", ["en", "it"])
def test_short_names_share_a_line_with_a_separator_between_them(phone_at_360, code):
    page = phone_at_360(code)
    page.goto("/sagrada/")
    page.select_option("#player_count", "4")
    settle(page)
    names = ["Ann", "Ben", "Cat", "Dev"]
    for seat, name in enumerate(names):
        page.fill(f"#players-{seat}-name", name)
    wait_for_totals(page, [f"{name} —" for name in names])
    output = page.locator("[data-running-totals]")
    assert output.evaluate(SEPARATORS_AT_LINE_EDGES) == []
    shown = output.evaluate(
        """(output) => {
          const box = output.getBoundingClientRect();
          return Array.from(output.querySelectorAll('.running-total-gap'))
            .filter((gap) => gap.getBoundingClientRect().left >= box.left - 0.5).length;
        }"""
    )
    assert shown >= 1  # two totals on one line, with the "·" seen between them
    page.locator(".action-bar").screenshot(path=f"/tmp/x/totals-short-{code}.png")
