"""Tsukimi on an Italian phone (issue 13): Chromium at 390 × 844 asking for it-IT enters the
sample table by tapping the Italian controls and reads the Italian result; the language
switch keeps a half-entered table, with and without a draft, with and without JavaScript;
axe finds no WCAG 2 A/AA violation on the Italian form, result and rules pages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.browser.conftest import (
    assert_no_horizontal_scroll,
    axe_violations,
    podium_totals,
    small_tap_targets,
)

pytestmark = pytest.mark.browser

SAMPLE = json.loads((Path(__file__).parents[1] / "examples" / "tsukimi.json").read_text())
ITALIAN_NAMES = {"red": "Rosso", "yellow": "Giallo", "green": "Verde", "blue": "Blu"}
NO_STORAGE = """Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("storage is off", "SecurityError"); }
});"""
"""A phone whose browser keeps nothing (private mode, storage off): no draft is possible."""


@pytest.fixture
def italian_phone(phone):
    """A new phone asking for Italian, as its browser's language setting says."""

    def open_phone(javascript: bool = True, storage: bool = True):
        page = phone(language="it", javascript=javascript, mobile=javascript)
        if not storage:
            page.context.add_init_script(NO_STORAGE)
        return page

    return open_phone


def tap(page, locator, javascript: bool = True) -> None:
    locator.tap() if javascript else locator.click()


def score_button(page):
    return page.locator(".action-bar button.primary")


def enter_tile(page, number: int, tile: dict, names: list[str], javascript: bool = True):
    """One tile, found by its Italian names: "Tessera 3", "Valore della tessera 3"… (without
    JavaScript the labels say "Giocatore 1" until the next round trip)."""
    labels = names if javascript else ["Giocatore 1", "Giocatore 2"]
    group = page.get_by_role("group", name=f"Tessera {number}", exact=True)
    values = group.get_by_role("radiogroup", name=f"Valore della tessera {number}")
    tap(page, values.get_by_role("radio", name=str(tile["value"]), exact=True), javascript)
    if tile.get("color"):
        # The swatches come once asked for ("Annota anche il colore…", not scored).
        switch = page.get_by_role("checkbox", name=re.compile("^Annota anche il colore"))
        if not switch.is_checked():
            tap(page, page.locator("label:has(#ask-colours)"), javascript)
        colours = group.get_by_role("radiogroup", name=f"Colore della tessera {number}")
        colour = ITALIAN_NAMES[tile["color"]]
        tap(page, colours.get_by_role("radio", name=colour, exact=True), javascript)
    for name, label in zip(names, labels, strict=True):
        counts = group.get_by_role("radiogroup", name=f"Conigli di {label} Tessera {number}")
        chip = counts.get_by_role("radio", name=str(tile["rabbits"][name]), exact=True)
        if not chip.is_checked():
            tap(page, chip, javascript)


def enter_players(page, state: dict, javascript: bool = True) -> list[str]:
    names = [player["name"] for player in state["players"]]
    for seat, player in enumerate(state["players"]):
        page.get_by_role("textbox", name=f"Giocatore {seat + 1}", exact=True).fill(player["name"])
        label = player["name"] if javascript else f"Giocatore {seat + 1}"
        reserve = page.get_by_role("spinbutton", name=f"Conigli di {label} rimasti nella riserva")
        reserve.fill(str(player["reserve"]))
    return names


def test_an_italian_phone_enters_the_sample_and_reads_the_italian_result(italian_phone):
    page = italian_phone()
    page.goto("/tsukimi/")
    assert page.get_attribute("html", "lang") == "it"
    assert page.get_by_role("heading", level=1).inner_text() == "Calcola il punteggio di Tsukimi"
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    state = SAMPLE["state"]
    names = enter_players(page, state)
    for number, tile in enumerate(state["tiles"], start=1):
        enter_tile(page, number, tile, names)
    assert page.inner_text("#tiles-0 .holder") == "È di Ben"
    assert page.inner_text("#tiles-7 .holder") == "Parità: nessuno"
    assert page.inner_text("#tiles-0-rabbits-1-label") == "Conigli di Ben"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)

    score_button(page).tap()
    page.wait_for_selector("#podium-title")
    assert page.get_attribute("html", "lang") == "it"
    assert podium_totals(page) == SAMPLE["expect"]["totals"] == {"Ann": 11, "Ben": 31}
    assert page.inner_text("#board-title") == "Il tabellone della luna, tessera per tessera"
    assert page.inner_text("#players-title") == "Tessere conquistate e riserve"
    assert "Ann ha conquistato le tessere 2, 3, 5, 7, 12, 17." in page.inner_text("main")
    assert page.locator("#result-tile-6 .nobody").inner_text() == "Parità: nessuno"
    assert "blu" in page.locator("#result-tile-1 .tile-face").inner_text()
    page.locator("details.category").evaluate_all("all => all.forEach(d => (d.open = true))")
    explanations = page.locator(".item-explanation").all_inner_texts()
    assert any(text.startswith("5 (blu): Ann 0 – Ben 2 → Ben.") for text in explanations)
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


def half_entered_table(page, javascript: bool = True) -> None:
    """Names, reserves and the first two tiles of the sample, then nothing more."""
    state = SAMPLE["state"]
    names = enter_players(page, state, javascript)
    for number, tile in enumerate(state["tiles"][:2], start=1):
        enter_tile(page, number, tile, names, javascript)


def assert_still_entered(page) -> None:
    """The half-entered table is all there: names, reserves, both tiles."""
    assert page.input_value("#players-0-name") == "Ann"
    assert page.input_value("#players-1-name") == "Ben"
    assert page.input_value("#players-0-reserve") == "6"
    assert page.input_value("#players-1-reserve") == "1"
    checked = page.locator("#tiles-0 input:checked, #tiles-1 input:checked").evaluate_all(
        "all => all.map(input => input.name + '=' + input.value)"
    )
    assert checked == [
        "tiles-0-value=5",
        "tiles-0-color=blue",
        "tiles-0-rabbits-0=0",
        "tiles-0-rabbits-1=2",
        "tiles-1-value=0",
        "tiles-1-color=red",
        "tiles-1-rabbits-0=2",
        "tiles-1-rabbits-1=1",
    ]
    assert page.locator("#tiles-2 .values input:checked").count() == 0


@pytest.mark.parametrize(
    ("javascript", "storage"),
    [(True, True), (True, False), (False, False)],
    ids=["with-a-draft", "no-draft-storage-off", "no-javascript"],
)
def test_switching_to_english_and_back_keeps_the_entered_table(italian_phone, javascript, storage):
    page = italian_phone(javascript=javascript, storage=storage)
    page.goto("/tsukimi/")
    half_entered_table(page, javascript)
    switch = page.get_by_role("navigation", name="Lingua")
    tap(page, switch.get_by_role("button", name="English"), javascript)
    page.wait_for_selector('html[lang="en"]')
    assert page.get_by_role("heading", level=1).inner_text() == "Score Tsukimi"
    assert_still_entered(page)
    assert page.inner_text("#tiles-1 .holder") == "Ann holds it"
    assert page.locator("[data-draft-banner]:visible").count() == 0  # nothing to answer

    tap(
        page,
        page.get_by_role("navigation", name="Language").get_by_role("button", name="Italiano"),
        javascript,
    )
    page.wait_for_selector('html[lang="it"]')
    assert_still_entered(page)
    assert page.inner_text("#tiles-1 .holder") == "È di Ann"
    # The choice is remembered: the next page asked for is Italian.
    page.goto("/tsukimi/rules")
    assert page.get_attribute("html", "lang") == "it"


def test_the_italian_rules_page_passes_axe_and_fits_the_phone(italian_phone):
    page = italian_phone()
    page.goto("/tsukimi/rules")
    assert page.get_attribute("html", "lang") == "it"
    assert "Il lato oscuro della Luna (Dark side of the Moon)" in page.inner_text("main")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
