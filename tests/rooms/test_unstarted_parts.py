"""A room just opened has nothing to look at: every part reads "not started", none "needs a
look", in English and Italian, and a part's form opens without errors beside its fields. A
part someone saved with a mistake does need a look (tests/rooms/test_rooms_pages.py)."""

from __future__ import annotations

import re

import pytest

from scoring import SLUGS
from tests.conftest import load_example
from tests.rooms.phones import names_only
from tests.rooms.test_rooms_pages import open_from_form, sit

LANGUAGES = {"en": "en", "it": "it-IT,it;q=0.9"}
NEEDS_A_LOOK = {"en": "needs a look", "it": "da ricontrollare"}


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("slug", SLUGS)
def test_a_newly_opened_room_has_no_part_that_needs_a_look(app, slug, code):
    host = app.test_client()
    state = names_only(slug, load_example(slug)["state"])
    room_url = open_from_form(app, host, slug, state)
    page = host.get(room_url, headers={"Accept-Language": LANGUAGES[code]})
    # The page without its stylesheet, which names every class (issue 24: in the page).
    text = re.sub(r"<style[^>]*>[^<]*</style>", "", page.get_data(as_text=True))
    assert NEEDS_A_LOOK[code] not in text
    assert "has-error" not in text
    assert ("not started" if code == "en" else "non iniziata") in text


@pytest.mark.parametrize("slug", SLUGS)
def test_the_room_api_counts_no_problem_in_a_part_nobody_saved(app, slug):
    host = app.test_client()
    room_url = open_from_form(app, host, slug, names_only(slug, load_example(slug)["state"]))
    status = host.get(f"{room_url}/state").get_json()
    assert {part["version"] for part in status["parts"]} == {0}
    assert [part["problems"] for part in status["parts"]] == [0] * len(status["parts"])


def test_a_part_not_started_opens_without_errors_beside_its_fields(app):
    host = app.test_client()
    room_url = open_from_form(
        app, host, "sagrada", names_only("sagrada", load_example("sagrada")["state"])
    )
    ben = app.test_client()
    sit(ben, room_url, 1)
    page = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert 'class="field-errors"' not in page
