"""The shared pages in Italian in real Chromium at phone size (issue 13): the longer Italian
sentences still fit a 390 px screen, and axe finds no WCAG 2 A/AA violation on them.

Covered here: a form's error summary, a saved table's page with its group block, "Your tables",
a group's page, deleting a table, a room with its seats, and joining by code.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import assert_no_horizontal_scroll, axe_violations
from tests.conftest import load_example

pytestmark = pytest.mark.browser


def reads_italian_and_passes(page) -> None:
    assert page.evaluate("document.documentElement.lang") == "it"
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []


def test_an_italian_form_with_mistakes_lists_them_in_italian(italian_page):
    page = italian_page
    page.goto("/tsukimi/")
    page.click("button.primary[value=score]")
    page.wait_for_selector("#error-summary")
    assert re.fullmatch(r"\d+ cos[ae] da correggere", page.inner_text("#error-summary h2"))
    reads_italian_and_passes(page)


def test_an_italian_saved_table_its_group_your_tables_and_delete(italian_page):
    page = italian_page
    state = load_example("tsukimi")["state"]
    page.goto("/tsukimi/")
    # The phone saves the table itself (its cookie keeps the edit token): post the sample
    # through the form's own "edit a copy" path, then score it.
    page.evaluate(
        """state => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = "/tsukimi/edit";
            const field = document.createElement("textarea");
            field.name = "state";
            field.value = JSON.stringify(state);
            form.appendChild(field);
            document.body.appendChild(form);
            form.submit();
        }""",
        state,
    )
    page.wait_for_selector("#form")
    page.click("button.primary[value=score]")
    page.wait_for_selector("#podium-title")
    assert page.inner_text("#podium-title") == "Vince Ben"
    assert page.inner_text("#share-title") == "Condividi questo risultato"
    reads_italian_and_passes(page)

    page.fill("#new-group-name", "Gruppo del giovedì")
    page.click("text=Crealo e archivia questa partita")
    page.wait_for_selector(".done-message")
    assert page.inner_text(".done-message") == "Archiviato in Gruppo del giovedì."
    reads_italian_and_passes(page)

    page.click(".group-filing a")
    page.wait_for_selector("h1")
    assert page.inner_text("h1") == "Gruppo del giovedì"
    assert "Giocatori, prima chi ha più vittorie" in page.inner_text("main")
    reads_italian_and_passes(page)

    page.goto("/tables")
    assert page.inner_text("h1") == "Le tue partite"
    assert "ha vinto Ben" in page.inner_text(".saved-list")
    reads_italian_and_passes(page)

    page.click(".saved-list .saved-link >> nth=0")
    page.click("text=Elimina questa partita")
    page.wait_for_selector("h1")
    assert page.inner_text("h1") == "Eliminare questa partita?"
    reads_italian_and_passes(page)


def test_an_italian_room_and_joining_it_by_code(italian_page):
    page = italian_page
    page.goto("/sagrada/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    page.click("button:has-text('Calcola insieme')")
    page.wait_for_selector("#room-code")
    assert "punteggio insieme" in page.inner_text("h1")
    assert page.inner_text("#room-seats") == "Ann non è ancora qui · Ben non è ancora qui"
    reads_italian_and_passes(page)
    code = page.inner_text("#room-code")

    page.goto("/j")
    assert page.inner_text("h1") == "Unisciti a una partita"
    reads_italian_and_passes(page)
    page.fill("#code", code.lower())
    page.click("button.primary")
    page.wait_for_selector("h1")
    assert "Unisciti alla partita di Sagrada" in page.inner_text("h1")
    reads_italian_and_passes(page)
