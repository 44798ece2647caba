"""The posts that gave 500s (issue 14): malformed form keys and edit buttons, and text a page
cannot carry. Each is now a 400 or a 422 with a message on the form page, never a 500, and
the rest of the form comes back filled in."""

from __future__ import annotations

import json
import logging
import re

import pytest
from werkzeug.datastructures import MultiDict

from app import create_app
from scoring import SLUGS
from tests.conftest import load_example
from tests.web.formdata import sample_form
from web.forms.fields import (
    UNREADABLE_BUTTON_MESSAGE,
    UNREADABLE_FIELD_MESSAGE,
    UNSHOWABLE_TEXT_MESSAGE,
)

FIVE_THOUSAND_DIGITS = "9" * 5000
"""Longer than Python's int() reads (4,300 digits): it used to crash WTForms itself."""

SUPERSCRIPT_TWO = "²"
"""``"²".isdigit()`` is True, ``int("²")`` raises: the classic trap."""


def page_of(response) -> str:
    return response.get_data(as_text=True)


def with_field(form: MultiDict, key: str, value: str) -> MultiDict:
    posted = MultiDict(form)
    posted.add(key, value)
    return posted


def escaped(message: str) -> str:
    return message.replace("'", "&#39;").replace('"', "&#34;")


def assert_sample_names_shown(page: str) -> None:
    """The form came back filled in: the sample's first two players are in their fields."""
    assert re.search(r'value="Ann"', page), "Ann's name was lost"
    assert re.search(r'value="Ben"', page), "Ben's name was lost"


# Malformed form keys: WTForms reads every "digit" part of a key with int().


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("index", [SUPERSCRIPT_TWO, FIVE_THOUSAND_DIGITS, "١"])
def test_player_key_with_an_unreadable_index_is_a_400_with_the_form_filled_in(
    app, client, slug, index
):
    posted = with_field(sample_form(app, slug), f"players-{index}-name", "x")
    response = client.post(f"/{slug}/", data=posted)
    assert response.status_code == 400
    page = page_of(response)
    assert escaped(UNREADABLE_FIELD_MESSAGE) in page
    assert_sample_names_shown(page)


@pytest.mark.parametrize(
    ("slug", "key"),
    [
        ("panorama", f"dusk-0-cards-{SUPERSCRIPT_TWO}-icon"),
        ("panorama", f"dusk-0-cards-0-watch-{FIVE_THOUSAND_DIGITS}-offset"),
        ("sagrada", f"players-0-cells-{SUPERSCRIPT_TWO}"),
        ("sagrada", f"final_round_order-{SUPERSCRIPT_TWO}"),
        ("topiary", f"garden-0-{SUPERSCRIPT_TWO}"),
        ("topiary", "visitors-1234567-at"),
        ("tsukimi", f"tiles-{SUPERSCRIPT_TWO}-value"),
        ("tsukimi", f"tiles-0-rabbits-{FIVE_THOUSAND_DIGITS}"),
    ],
)
def test_nested_key_with_an_unreadable_index_is_a_400(app, client, slug, key):
    response = client.post(f"/{slug}/", data=with_field(sample_form(app, slug), key, "1"))
    assert response.status_code == 400
    assert escaped(UNREADABLE_FIELD_MESSAGE) in page_of(response)


def test_a_key_with_a_long_but_readable_index_is_not_refused(client):
    """Six ASCII digits are still an index: such a post is read as usual (the seat simply
    does not exist), so the reader refuses only what it cannot read."""
    response = client.post("/tsukimi/", data={"players-000042-name": "x", "players-0-name": "A"})
    assert response.status_code == 422  # read, then refused as a table: no reserves, no tiles


# Malformed edit buttons: the same reader reads their numbers.

MALFORMED_ACTIONS = [
    ("panorama", f"add:dusk-{SUPERSCRIPT_TWO}:bear"),
    ("panorama", f"add:dawn-{FIVE_THOUSAND_DIGITS}:bear"),
    ("panorama", f"remove:dusk-0:{SUPERSCRIPT_TWO}"),
    ("panorama", f"left:dusk-0:{FIVE_THOUSAND_DIGITS}"),
    ("sagrada", f"rows:{SUPERSCRIPT_TWO}"),
    ("sagrada", f"clear:{SUPERSCRIPT_TWO}"),
    ("sagrada", f"clear:{FIVE_THOUSAND_DIGITS}"),
    ("topiary", f"drop:{SUPERSCRIPT_TWO}"),
    ("topiary", f"drop:{FIVE_THOUSAND_DIGITS}"),
    ("topiary", f"place:{SUPERSCRIPT_TWO}-1"),
    ("topiary", f"place:1-{FIVE_THOUSAND_DIGITS}"),
    ("topiary", f"visit:0-1-S:{SUPERSCRIPT_TWO}"),
    ("tsukimi", f"clear:{SUPERSCRIPT_TWO}"),
    ("tsukimi", f"clear:{FIVE_THOUSAND_DIGITS}"),
]


@pytest.mark.parametrize(("slug", "action"), MALFORMED_ACTIONS)
def test_edit_button_with_an_unreadable_number_is_a_400_that_changes_nothing(
    app, client, slug, action
):
    posted = sample_form(app, slug)
    posted["action"] = action
    response = client.post(f"/{slug}/", data=posted)
    assert response.status_code == 400
    page = page_of(response)
    assert escaped(UNREADABLE_BUTTON_MESSAGE) in page
    assert_sample_names_shown(page)


@pytest.mark.parametrize(
    ("slug", "action"),
    [("panorama", "remove:dusk-0:39"), ("sagrada", "clear:5"), ("topiary", "drop:30")],
)
def test_edit_button_for_an_entry_that_is_gone_still_just_shows_the_form(app, client, slug, action):
    """A well-formed button from a page that is out of date (a double tap) is not an error."""
    posted = sample_form(app, slug)
    posted["action"] = action
    response = client.post(f"/{slug}/", data=posted)
    assert response.status_code == 200
    assert_sample_names_shown(page_of(response))


def test_final_round_turn_that_is_not_a_seat_number_is_reported_beside_it(app, client):
    posted = sample_form(app, "sagrada")
    posted.setlist("final_round_order-0", [SUPERSCRIPT_TWO])
    response = client.post("/sagrada/", data=posted)
    assert response.status_code == 422
    page = page_of(response)
    assert 'href="#final_round_order-0"' in page
    assert "no player has that name" in page


def test_topiary_visitor_whose_seat_is_not_a_number_is_reported_not_crashed(app, client):
    posted = sample_form(app, "topiary")
    posted.setlist("visitors-0-player", [SUPERSCRIPT_TWO])
    response = client.post("/topiary/", data=posted)
    assert response.status_code == 422
    assert 'href="#visitors-0"' in page_of(response)


def test_topiary_visitor_place_with_unreadable_numbers_is_reported_not_crashed(app, client):
    posted = sample_form(app, "topiary")
    posted.setlist("visitors-0-at", [f"{SUPERSCRIPT_TWO},1"])
    response = client.post("/topiary/", data=posted)
    assert response.status_code == 422
    assert 'href="#visitors-0"' in page_of(response)


# Lone surrogates: JSON's \ud800 escape carries text no page can be written out with.


@pytest.mark.parametrize("slug", SLUGS)
def test_edit_page_with_a_lone_surrogate_in_a_name_flags_the_field(client, slug):
    state_json = json.dumps(load_example(slug)["state"]).replace('"Ann"', '"Ann\\ud800"')
    assert "\\ud800" in state_json
    response = client.post(f"/{slug}/edit", data={"state": state_json})
    assert response.status_code == 422
    page = response.get_data().decode("utf-8")  # Written out at all: that used to fail.
    assert escaped(UNSHOWABLE_TEXT_MESSAGE) in page
    assert "Ann\ufffd" in page, "the rest of the name is kept, the bad character marked"
    assert re.search(r'value="Ben"', page), "the other players are still filled in"


@pytest.mark.parametrize("slug", SLUGS)
def test_edit_page_with_a_lone_surrogate_as_an_object_key_is_answered(client, slug):
    state = load_example(slug)["state"]
    text = json.dumps(state)[:-1] + ', "\\udfff": 1}'
    response = client.post(f"/{slug}/edit", data={"state": text})
    assert response.status_code == 422
    assert escaped(UNSHOWABLE_TEXT_MESSAGE) in response.get_data().decode("utf-8")


@pytest.mark.parametrize("slug", SLUGS)
def test_api_answers_a_lone_surrogate_with_json_not_a_500(client, slug):
    """The API escapes what it echoes (``\\ud800`` in, ``\\ud800`` out), so its answer can be
    written; the scorer refusing such names (422) is the scoring library's decision."""
    body = json.dumps(load_example(slug)["state"]).replace('"Ann"', '"Ann\\ud800"')
    response = client.post(
        f"/api/v1/games/{slug}/score", data=body, content_type="application/json"
    )
    assert response.status_code == 422
    answer = json.loads(response.get_data().decode("ascii"))
    assert answer["errors"]


# The last resort: an unexpected exception is logged with an id the page shows.


@pytest.fixture
def failing_app():
    """The app as it runs for real (not TESTING, so the catch-all handler is on), with two
    test-only routes that raise."""
    app = create_app({"SECRET_KEY": "test", "WTF_CSRF_ENABLED": False})

    def fail() -> str:
        raise RuntimeError("the boom this test raised")

    app.add_url_rule("/boom", "boom", fail)
    app.add_url_rule("/api/v1/boom", "api_boom", fail)
    return app


def logged_request_id(caplog) -> tuple[str, logging.LogRecord]:
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    match = re.search(r"request id ([0-9a-f]{8})", record.getMessage())
    assert match, record.getMessage()
    return match.group(1), record


def test_unexpected_error_is_logged_with_its_traceback_and_the_id_the_page_shows(
    failing_app, caplog
):
    with caplog.at_level(logging.ERROR):
        response = failing_app.test_client().get("/boom")
    assert response.status_code == 500
    request_id, record = logged_request_id(caplog)
    assert record.exc_info is not None and record.exc_info[0] is RuntimeError
    assert "the boom this test raised" in caplog.text  # The traceback is in the log.
    page = page_of(response)
    assert request_id in page
    assert "quote this id" in page
    assert "retry" not in page.lower() and "try again" not in page.lower()
    assert "the boom this test raised" not in page  # No internals on the page.
    assert response.headers["X-Request-Id"] == request_id


def test_unexpected_api_error_is_json_with_the_logged_id(failing_app, caplog):
    with caplog.at_level(logging.ERROR):
        response = failing_app.test_client().get("/api/v1/boom")
    assert response.status_code == 500
    request_id, _record = logged_request_id(caplog)
    answer = response.get_json()
    assert answer["request_id"] == request_id
    assert request_id in answer["errors"][0]["message"]
    assert "Traceback" not in response.get_data(as_text=True)


def test_every_failure_gets_its_own_id(failing_app, caplog):
    client = failing_app.test_client()
    with caplog.at_level(logging.ERROR):
        first = client.get("/boom").headers["X-Request-Id"]
        second = client.get("/boom").headers["X-Request-Id"]
    assert first != second


def test_edit_page_with_a_panorama_longer_than_the_form_holds_is_answered(client):
    """Found by the fuzz tier: 41 cards in one panorama (the form holds 40, a long real one
    has 13) crashed WTForms; the form now shows the first 40."""
    state = load_example("panorama")["state"]
    state["dusk"][0]["cards"] = ["bear"] * 41
    response = client.post("/panorama/edit", data={"state": json.dumps(state)})
    assert response.status_code == 200
    assert 'id="dusk-0-cards-39"' in page_of(response)
    assert 'id="dusk-0-cards-40"' not in page_of(response)


def test_the_error_page_is_rendered_on_a_rolled_back_session(failing_app, monkeypatch):
    # As microblog's internal_error: whatever the failed request left in its unit of work is
    # gone before the page renders (on PostgreSQL a failed transaction refuses every query).
    from web.models import Group, utc_now
    from web.platform import errors
    from web.platform.db import db

    def fail_mid_write() -> str:
        db.session.add(Group(id="g" * 22, name="Half-made", created=utc_now()))
        raise RuntimeError("the boom this test raised")

    failing_app.add_url_rule("/boom-mid-write", "boom_mid_write", fail_mid_write)
    left_over: list[int] = []
    render = errors.render_template

    def render_and_look(*args, **kwargs):
        left_over.append(len(db.session.new))
        return render(*args, **kwargs)

    monkeypatch.setattr(errors, "render_template", render_and_look)
    response = failing_app.test_client().get("/boom-mid-write")
    assert response.status_code == 500
    assert left_over == [0]
