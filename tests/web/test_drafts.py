"""Drafts: the form marks itself for static/drafts.js, and a posted form comes back whole.

The second half is what "without JavaScript nothing is lost" rests on: every edit button
posts the whole form and the server draws it again from what was posted, and it is also how
drafts.js restores a draft (it posts the saved fields with the edit action "restore").
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from werkzeug.datastructures import MultiDict

from scoring import SLUGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import get_adapter

NOT_ENTRIES = {"csrf_token", "recheck"}


class FormFields(HTMLParser):
    """The (name, value) pairs a browser would send for the page's form, buttons aside.

    An option without a value sends its text, as in a browser (Sagrada writes its dice so).
    """

    def __init__(self) -> None:
        super().__init__()
        self.fields: list[tuple[str, str]] = []
        self._select: str | None = None
        self._options: list[tuple[str | None, bool]] = []  # (value attribute, selected)
        self._texts: list[str] = []
        self._textarea: str | None = None
        self._text = ""

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        name = attributes.get("name")
        if tag == "input" and name and attributes.get("type") not in {"submit", "button"}:
            if attributes.get("type") in {"checkbox", "radio"} and "checked" not in attributes:
                return
            self.fields.append((name, attributes.get("value") or ""))
        elif tag == "select" and name:
            self._select, self._options, self._texts = name, [], []
        elif tag == "option" and self._select is not None:
            self._options.append((attributes.get("value"), "selected" in attributes))
            self._texts.append("")
        elif tag == "textarea" and name:
            self._textarea, self._text = name, ""

    def handle_data(self, data):
        if self._textarea is not None:
            self._text += data
        elif self._select is not None and self._texts:
            self._texts[-1] += data

    def handle_endtag(self, tag):
        if tag == "select" and self._select is not None:
            values = [
                (text.strip() if value is None else value, selected)
                for (value, selected), text in zip(self._options, self._texts, strict=True)
            ]
            chosen = [value for value, selected in values if selected] or [values[0][0]]
            self.fields.append((self._select, chosen[-1]))
            self._select = None
        elif tag == "textarea" and self._textarea is not None:
            self.fields.append((self._textarea, self._text.removeprefix("\n")))
            self._textarea = None


def form_fields(page: str) -> list[tuple[str, str]]:
    parser = FormFields()
    parser.feed(page.split('id="form"', 1)[1].split("</form>", 1)[0])
    return [(name, value) for name, value in parser.fields if name not in NOT_ENTRIES]


def restored(client, slug: str, fields) -> str:
    data = MultiDict(fields)
    data.add("action", "restore")
    response = client.post(f"/{slug}/", data=data)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def table_state(client, slug: str, fields) -> dict:
    """The contract's table state the form describes when these fields are posted."""
    data = MultiDict(fields)
    with client.application.test_request_context(f"/{slug}/", method="POST", data=data):
        adapter = get_adapter(slug)
        form = adapter.posted_form(data)
        adapter.prepare_form(form)
        state: dict = adapter.state_from_form(form).state
    if isinstance(state.get("awards"), list):
        state["awards"] = sorted(state["awards"])  # the Award tiles on the table: a set
    return state


def sample_fields(client, slug):
    with client.application.test_request_context():
        adapter = get_adapter(slug)
        return flatten(adapter.form_data_from_state(load_example(slug)["state"]))


def test_a_blank_form_offers_drafts_and_an_edited_one_does_not(client):
    blank = client.get("/panorama/").get_data(as_text=True)
    assert 'data-draft="panorama" data-draft-start="blank"' in blank
    assert "data-draft-banner" in blank and "Continue where you left off" in blank
    posted = restored(client, "panorama", [("players-0", "Ann")])
    assert 'data-draft="panorama">' in posted  # the player's own entries: kept at once
    script = re.search(r'<script src="(/assets/[^"]+\.js)"[^>]* defer></script>', posted)
    assert script is not None  # the page's one script bundle carries static/drafts.js
    assert "data-draft-banner" in client.get(script.group(1)).get_data(as_text=True)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_posted_table_comes_back_with_every_entry(client, slug):
    """The spec's sample table, posted as the form: the form drawn again describes the same
    table, and posting that form again changes nothing."""
    sample = sample_fields(client, slug)
    first = form_fields(restored(client, slug, sample))
    assert table_state(client, slug, first) == table_state(client, slug, sample)
    assert form_fields(restored(client, slug, first)) == first


@pytest.mark.parametrize("slug", SLUGS)
def test_a_restored_draft_scores_as_the_table_did(client, slug):
    """A draft of the whole sample table, restored and then scored, gives the sample's totals."""
    fields = form_fields(restored(client, slug, sample_fields(client, slug)))
    data = MultiDict(fields)
    data.add("action", "score")
    response = client.post(f"/{slug}/", data=data)
    assert response.status_code == 303  # saved, then shown at its own address
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert 'id="podium-title"' in page, page[:2000]
    assert dict(podium(page)) == load_example(slug)["expect"]["totals"]
