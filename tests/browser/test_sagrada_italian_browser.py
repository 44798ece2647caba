"""Sagrada in Italian in Chromium at 390 × 844 (issue 13): the form, the sheet of dice and the
result read Italian in the glossary's words, the totals are the sample's, and axe finds no
WCAG 2 A/AA violation on the Italian pages."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    assert_no_horizontal_scroll,
    axe_violations,
    podium_totals,
    score_the_game,
)
from tests.browser.test_sagrada_browser import SHEET, open_table, space
from tests.conftest import load_example

pytestmark = pytest.mark.browser


def test_the_sample_entered_in_italian_reads_italian_and_keeps_its_totals(italian_page):
    page = italian_page
    open_table(page, load_example("sagrada")["state"])
    assert page.get_attribute("html", "lang") == "it"
    assert page.inner_text("#players-0-window legend") == "Vetrata di Ann"
    assert page.inner_text("#public_objectives legend") == "Obiettivi pubblici sul tavolo"
    assert axe_violations(page) == []
    page.locator(space(1, 0)).tap()
    assert page.inner_text(f"{SHEET} h2") == "Vetrata di Ben: Riga 1, colonna 1"
    assert page.locator(SHEET).get_by_role("button", name="Vuoto").is_visible()
    assert axe_violations(page) == []
    page.locator(SHEET).get_by_role("button", name="Fatto").tap()
    assert page.get_attribute(space(1, 0), "aria-label") == "Riga 1, colonna 1: Viola 5"
    score_the_game(page)
    assert podium_totals(page) == {"Ben": 21, "Ann": 19, "Cat": -1}
    assert page.inner_text("details#warnings > summary") == "19 cose da ricontrollare"
    assert "Obiettivo privato: verde" in page.inner_text("#window-1")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
