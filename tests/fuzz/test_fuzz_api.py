"""The JSON API and the command line, given mutated versions of every sample table: never a
5xx or a traceback; always a well-formed answer (the result, or the contract's errors, each
with a path and a message), each within a second."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring import SLUGS
from scoring.__main__ import main
from tests.conftest import load_example
from tests.fuzz.strategies import (
    ANSWER_SECONDS,
    fuzz_settings,
    json_text,
    mutated_document,
)
from tests.timing import answer_time

pytestmark = pytest.mark.fuzz

API_ANSWERS = (200, 400, 413, 422)
EXIT_SCORED, EXIT_BAD_INPUT = 0, 2


def assert_contract_errors(errors) -> None:
    assert isinstance(errors, list) and errors, "an error answer lists its problems"
    for error in errors:
        assert isinstance(error["path"], str)
        assert isinstance(error["message"], str) and error["message"].strip()


@pytest.mark.parametrize("slug", SLUGS)
@fuzz_settings(ci=200, local=30)
@given(data=st.data())
def test_mutated_table_posted_to_the_api_gets_a_contract_answer(fuzz_client, slug, data):
    state = data.draw(mutated_document(load_example(slug)["state"]))
    with answer_time() as elapsed:
        response = fuzz_client.post(
            f"/api/v1/games/{slug}/score", data=json_text(state), content_type="application/json"
        )
    assert response.status_code in API_ANSWERS, response.status_code
    assert elapsed() < ANSWER_SECONDS, f"answered in {elapsed():.2f} s"
    assert response.mimetype == "application/json"
    answer = json.loads(response.get_data().decode("utf-8"))
    if response.status_code == 200:
        assert answer["game"] == slug
        assert all(isinstance(player["total"], int) for player in answer["players"])
    else:
        assert_contract_errors(answer["errors"])


@pytest.mark.parametrize("slug", SLUGS)
@fuzz_settings(ci=150, local=30)
@given(data=st.data())
def test_mutated_table_given_to_the_command_line_exits_0_or_2(slug, data):
    """In process, with UTF-8 output as a terminal or a pipe has (strict: text it cannot
    write fails, as it would for a user), so thousands of runs stay quick."""
    document = data.draw(mutated_document(load_example(slug)))  # The sample file, wrapped.
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="")
    stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="")
    with answer_time() as elapsed:
        status = main([slug], io.StringIO(json_text(document)), stdout, stderr)
        stdout.flush()
        stderr.flush()
    assert elapsed() < ANSWER_SECONDS, f"answered in {elapsed():.2f} s"
    out = stdout.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    err = stderr.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    assert "Traceback" not in out + err
    assert status in (EXIT_SCORED, EXIT_BAD_INPUT), status
    if status == EXIT_SCORED:
        assert json.loads(out)["game"] == slug
        assert not err
    else:
        assert not out
        assert err.strip(), "exit 2 says what is wrong"
