"""A posted table read without WTForms (``web.forms.fastpost``) means exactly what the form means.

For every game, on the sample tables as posted and on random and edge-case changes of them
(values swapped between fields, blanked, overlong or foreign, fields dropped or repeated,
entry numbers with gaps), the fast path either declines (the view then takes the form path)
or gives the very data ``form.data`` holds and the very table state ``prepare_form`` then
``state_from_form`` give, for a form that validates.
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
from tests.conftest import dispose, load_example
from tests.samples import largest_table
from tests.web.formdata import flatten
from web.forms.fastpost import read_post
from web.forms.fields import readable_formdata
from web.games import ADAPTERS, get_adapter

GAMES = sorted(ADAPTERS)

ODD_VALUES = ["", " ", "0", "1", "7", "-1", "99", "x" * 31, "Zoë", "y", "False", "hand"]
"""Values no sample posts in some fields: blanks, numbers out of range, a name one letter
too long, a checkbox's "y", a select value of another game."""


def sample_posts(app: Any, slug: str) -> list[MultiDict[str, str]]:
    """What a browser posts for the game's sample table and for its benchmark table."""
    adapter = get_adapter(slug)
    assert adapter is not None
    with app.test_request_context():
        return [
            flatten(adapter.form_data_from_state(load_example(slug)["state"])),
            flatten(adapter.form_data_from_state(largest_table(slug)[1])),
        ]


def both_paths(app: Any, slug: str, post: MultiDict[str, str]) -> tuple[Any, Any, Any]:
    """(the fast path's data, its table state, the form path's answer) for one post; the
    form path's answer is (valid, form data, table state, index maps)."""
    adapter = get_adapter(slug)
    assert adapter is not None
    with app.test_request_context(f"/{slug}/", method="POST", data=post):
        from flask import request

        posted, left_out = readable_formdata(request.form)
        assert not left_out
        data = read_post(adapter.form_class, posted, adapter.choices_set_by_prepare_form)
        fast = adapter.fast_state(posted)
        form = adapter.posted_form(posted)
        form_data = form.data
        form_data.pop("csrf_token", None)
        adapter.prepare_form(form)
        valid = form.validate()
        described = adapter.state_from_form(form)
        return data, fast, (valid, form_data, described.state, dict(described.index_maps))


def changed(post: MultiDict[str, str], edits: list[tuple[str, int, int]]) -> MultiDict[str, str]:
    """The post with each edit applied: (what, which field, which value)."""
    items = list(post.items(multi=True))
    values = [value for _, value in items] + ODD_VALUES
    for what, field, value in edits:
        if not items:
            break
        key, _ = items[field % len(items)]
        new = values[value % len(values)]
        position = field % len(items)
        if what == "set":
            items[position] = (key, new)
        elif what == "drop":
            items.pop(position)
        elif what == "repeat":
            items.insert(position + 1, (key, new))
        elif what == "renumber":
            # An entry number moved on: a gap in its list (WTForms renumbers such a list).
            parts = key.split("-")
            numbers = [i for i, part in enumerate(parts) if part.isdigit()]
            if numbers:
                parts[numbers[value % len(numbers)]] = str(int(parts[numbers[-1]]) + 2)
                items[position] = ("-".join(parts), items[position][1])
        else:
            items.append((f"unknown-{value}", new))
    return MultiDict(items)


@pytest.fixture(scope="module")
def forms_app() -> Iterator[Flask]:
    """One app for every example (nothing here touches its database)."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": "sqlite://",
        }
    )
    yield app
    dispose(app)


EDITS = st.lists(
    st.tuples(
        st.sampled_from(["set", "set", "set", "drop", "repeat", "renumber", "add"]),
        st.integers(min_value=0, max_value=10_000),
        st.integers(min_value=0, max_value=10_000),
    ),
    max_size=6,
)


@pytest.mark.parametrize("slug", GAMES)
def test_the_fast_path_reads_a_sample_table_as_the_form_does(app, slug):
    for post in sample_posts(app, slug):
        data, fast, (valid, form_data, state, index_maps) = both_paths(app, slug, post)
        assert valid
        assert fast is not None, "a sample table must take the fast path"
        assert data == form_data
        assert fast.state == state
        assert dict(fast.index_maps) == index_maps


@pytest.mark.parametrize("slug", GAMES)
@given(edits=EDITS, which=st.integers(min_value=0, max_value=1))
def test_the_fast_path_gives_the_form_paths_state_or_declines(forms_app, slug, edits, which):
    post = changed(sample_posts(forms_app, slug)[which], edits)
    data, fast, (valid, form_data, state, index_maps) = both_paths(forms_app, slug, post)
    if data is not None:
        assert data == form_data
    if fast is not None:
        assert valid, "the fast path took a post the form refuses"
        assert fast.state == state
        assert dict(fast.index_maps) == index_maps


def test_a_name_one_letter_too_long_takes_the_form_path(app):
    post = sample_posts(app, "panorama")[0]
    post["players-0"] = "x" * 31
    data, fast, (valid, *_) = both_paths(app, "panorama", post)
    assert (data, fast, valid) == (None, None, False)


def test_a_list_with_a_gap_in_its_numbers_takes_the_form_path(app):
    post = sample_posts(app, "panorama")[0]
    for field in ("icon", "second_icon", "scores_as"):
        post[f"dusk-0-cards-9-{field}"] = post.pop(f"dusk-0-cards-0-{field}")
    data, fast, (valid, *_) = both_paths(app, "panorama", post)
    assert (data, fast, valid) == (None, None, True)


def test_a_solstis_tile_in_hand_is_read_alike_on_both_paths(app):
    """Only a player with the Squirrel is offered "in hand", and a tile in hand shows that
    the player holds it: the fast path leaves that to the game, which reads it as the form."""
    post = sample_posts(app, "solstis")[0]
    cell = next(key for key in post if key.startswith("players-1-panorama-"))
    post[cell] = "hand"
    _, fast, (valid, _, state, _) = both_paths(app, "solstis", post)
    assert valid
    assert fast is not None
    assert fast.state == state


@pytest.mark.parametrize("slug", GAMES)
def test_a_post_without_its_csrf_token_takes_the_form_path(csrf_app, slug):
    post = sample_posts(csrf_app, slug)[0]
    adapter = get_adapter(slug)
    assert adapter is not None
    with csrf_app.test_request_context(f"/{slug}/", method="POST", data=post):
        from flask import request

        posted, _ = readable_formdata(request.form)
        assert adapter.fast_state(posted) is None


def test_a_post_with_a_valid_csrf_token_takes_the_fast_path(csrf_app):
    from flask_wtf.csrf import generate_csrf

    adapter = get_adapter("tsukimi")
    assert adapter is not None
    post = sample_posts(csrf_app, "tsukimi")[0]
    with csrf_app.test_request_context("/tsukimi/", method="POST"):
        post["csrf_token"] = generate_csrf()
        posted, _ = readable_formdata(post)
        assert adapter.fast_state(posted) is not None


@pytest.mark.parametrize("slug", GAMES)
def test_a_token_csrfprotect_checked_is_not_checked_again_as_flaskform_does(csrf_app, slug):
    """Once ``CSRFProtect`` has checked a request's token (``g.csrf_valid``), the fast path
    reads the post without checking it again, as ``FlaskForm`` validates then: both paths
    take the post alike, its token field or not (each sample and largest table)."""
    from flask import g, request

    adapter = get_adapter(slug)
    assert adapter is not None
    for post in sample_posts(csrf_app, slug):
        post.pop("csrf_token", None)
        with csrf_app.test_request_context(f"/{slug}/", method="POST", data=post):
            g.csrf_valid = True  # as CSRFProtect marks a request it let through
            posted, _ = readable_formdata(request.form)
            fast = adapter.fast_state(posted)
            form = adapter.posted_form(posted)
            adapter.prepare_form(form)
            assert form.validate(), form.errors
            assert fast is not None
            assert fast.state == adapter.state_from_form(form).state


def test_a_score_checks_its_token_once(csrf_app, monkeypatch):
    """A Score's token is checked by ``CSRFProtect`` before the view, and not again by the
    fast reader; a post with a wrong token is still refused before any view."""
    import flask_wtf.csrf

    from tests.web.formdata import flatten

    checked: list[object] = []
    original = flask_wtf.csrf.validate_csrf

    def counted(*args: Any, **kwargs: Any) -> Any:
        checked.append(args[0] if args else None)
        return original(*args, **kwargs)

    monkeypatch.setattr(flask_wtf.csrf, "validate_csrf", counted)
    monkeypatch.setattr("web.forms.fastpost.validate_csrf", counted)
    adapter = get_adapter("panorama")
    assert adapter is not None
    client = csrf_app.test_client()
    page = client.get("/panorama/").get_data(as_text=True)
    token = page.split('name="csrf_token" type="hidden" value="', 1)[1].split('"', 1)[0]
    with csrf_app.test_request_context():
        post = flatten(adapter.form_data_from_state(largest_table("panorama")[1]))
    post["csrf_token"] = token
    checked.clear()
    assert client.post("/panorama/", data=post).status_code == 303
    assert checked == [token]
    post["csrf_token"] = token[:-2] + "xx"
    assert client.post("/panorama/", data=post).status_code == 400
