"""Every game's entry form and edit page, posted mutated versions of its sample table: never
a 5xx, never a traceback, always a whole page (the form with a message, or the result), each
within a second."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring import SLUGS
from tests.conftest import load_example
from tests.fuzz.strategies import (
    ANSWER_SECONDS,
    form_body,
    fuzz_settings,
    json_text,
    mutated_document,
    mutated_form,
)
from tests.timing import answer_time
from tests.web.formdata import sample_form

pytestmark = pytest.mark.fuzz

FORM_ANSWERS = (200, 400, 413, 422)


def assert_whole_page(response, elapsed: float) -> str:
    """The answer a player can read: a known status, the full page, errors shown when it is
    not a success, quickly."""
    assert response.status_code in FORM_ANSWERS, response.status_code
    assert elapsed < ANSWER_SECONDS, f"answered in {elapsed:.2f} s"
    assert response.mimetype == "text/html"
    page = response.get_data().decode("utf-8")  # Strict: a page that cannot be read fails.
    assert "Traceback" not in page
    assert page.rstrip().endswith("</html>")
    if response.status_code in (400, 422):
        assert 'class="error-summary"' in page, "an error status with no message shown"
    return page


def timed_post(client, url: str, **kwargs):
    """A post and, for a table that scores, the saved table's page it is sent on to (303):
    both answered within the time, as a phone sees them."""
    with answer_time() as elapsed:
        response = client.post(url, follow_redirects=True, **kwargs)
    return response, elapsed()


@pytest.mark.parametrize("slug", SLUGS)
@fuzz_settings(ci=60, local=12)
@given(data=st.data())
def test_mutated_form_post_is_answered_with_a_page(fuzz_app, fuzz_client, slug, data):
    pairs = data.draw(mutated_form(sample_form(fuzz_app, slug)))
    response, elapsed = timed_post(
        fuzz_client,
        f"/{slug}/",
        data=form_body(pairs),
        content_type="application/x-www-form-urlencoded",
    )
    assert_whole_page(response, elapsed)


@pytest.mark.parametrize("slug", SLUGS)
@fuzz_settings(ci=20, local=5)
@given(data=st.data())
def test_mutated_table_on_the_edit_page_is_answered_with_a_page(fuzz_client, slug, data):
    state = data.draw(mutated_document(load_example(slug)["state"]))
    response, elapsed = timed_post(fuzz_client, f"/{slug}/edit", data={"state": json_text(state)})
    assert_whole_page(response, elapsed)
