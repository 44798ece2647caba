"""The running totals read a post as the Score does (``web/phone/totals.py``,
``web/entry/views.py``).

A valid post is read without building the form (``web.forms.fastpost``), by the game's one reader
of its form data (``GameAdapter.state_from_data``); anything else through the form. Either
way the Score bar's totals and their count of problems are the form path's, to the letter.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from hypothesis import given
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict

from app import create_app
from tests.conftest import dispose
from tests.web.formdata import sample_form
from web.games import ADAPTERS
from web.games.base import GameAdapter

GAMES = sorted(ADAPTERS)

ODD_VALUES = ["", " ", "0", "1", "7", "-1", "99", "x" * 31, "Zoë", "y", "hand", "tile", "none"]
"""Values a sample does not post in some fields: blanks, numbers out of range, a name one
letter too long, a checkbox's "y", a cell's contents in another field."""


@pytest.fixture(scope="module")
def totals_app() -> Iterator[Flask]:
    """One app for every example, CSRF on as it runs for real (the totals need no token)."""
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": "sqlite://"}
    )
    yield app
    dispose(app)


def totals(app: Flask, slug: str, post: MultiDict[str, str], fast: bool = True) -> Any:
    """The running totals' answer to ``post``; ``fast=False`` with the fast reader off."""
    adapter = ADAPTERS[slug]
    if not fast:
        adapter.fast_state = lambda *args, **kwargs: None  # type: ignore[method-assign]
    try:
        response = app.test_client().post(f"/{slug}/totals", data=post)
    finally:
        if not fast:
            del adapter.fast_state
    assert response.status_code == 200
    return response.get_json()


def edited(post: MultiDict[str, str], edits: list[tuple[str, int, int]]) -> MultiDict[str, str]:
    """The post with each edit applied: a field set to another value, dropped or repeated."""
    items = list(post.items(multi=True))
    values = [value for _, value in items] + ODD_VALUES
    for what, field, value in edits:
        if not items:
            break
        position = field % len(items)
        key, new = items[position][0], values[value % len(values)]
        if what == "set":
            items[position] = (key, new)
        elif what == "drop":
            items.pop(position)
        else:
            items.insert(position + 1, (key, new))
    return MultiDict(items)


EDITS = st.lists(
    st.tuples(
        st.sampled_from(["set", "set", "set", "drop", "repeat"]),
        st.integers(min_value=0, max_value=10_000),
        st.integers(min_value=0, max_value=10_000),
    ),
    max_size=5,
)


@pytest.mark.parametrize("slug", GAMES)
def test_the_totals_of_a_valid_table_are_read_without_building_the_form(
    totals_app, monkeypatch, slug
):
    adapter = ADAPTERS[slug]

    def no_form(formdata: Any) -> Any:
        raise AssertionError("the form was built for a valid table")

    monkeypatch.setattr(adapter, "posted_form", no_form)
    answer = totals(totals_app, slug, sample_form(totals_app, slug))  # No token: none needed.
    assert answer["problems"] == 0
    assert None not in [player["total"] for player in answer["players"]]


@pytest.mark.parametrize("slug", GAMES)
@given(edits=EDITS)
def test_the_totals_answer_as_the_form_path_does(totals_app, slug, edits):
    post = edited(sample_form(totals_app, slug), edits)
    assert totals(totals_app, slug, post) == totals(totals_app, slug, post, fast=False)


def test_an_adapter_that_reads_no_form_is_refused():
    with pytest.raises(TypeError, match="reads no form"):

        class Unread(GameAdapter[Any]):
            def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
                return {}
