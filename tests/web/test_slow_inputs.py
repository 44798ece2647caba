"""The API answers the slow bodies of issue 14 at once, with every problem the scorer found.

A Tsukimi body of 32 KB of ``0`` tiles once took 20 s, and two such posts stopped a 2-worker
server; a valid Panorama table of 31,035 cards was accepted. Each body is now one problem at
the too-long list's path, whatever its size up to the request limit.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import load_example
from tests.scoring.slow_bodies import (
    LARGEST_BODY,
    SLOW_BODIES,
    SMALL_BODY,
    SlowBody,
    expected_problems,
)
from tests.timing import answer_time
from web.config import MAX_REQUEST_BYTES


def post_json(client, slug, text):
    return client.post(f"/api/v1/games/{slug}/score", data=text, content_type="application/json")


def test_the_largest_body_is_the_request_limit() -> None:
    assert LARGEST_BODY == MAX_REQUEST_BYTES


@pytest.mark.parametrize("size", [SMALL_BODY, LARGEST_BODY], ids=["32KB", "256KB"])
@pytest.mark.parametrize("body", SLOW_BODIES, ids=[body.name for body in SLOW_BODIES])
def test_a_slow_body_is_answered_422_with_one_problem_per_list(
    client, body: SlowBody, size: int
) -> None:
    response = post_json(client, body.slug, body.text(size))
    assert response.status_code == 422, response.get_data(as_text=True)[:200]
    assert response.get_json()["errors"] == [
        {"path": path, "message": message} for path, message in expected_problems(body, size)
    ]


def test_the_largest_tsukimi_body_is_answered_within_a_second(client) -> None:
    body = next(body for body in SLOW_BODIES if body.name == "tsukimi_tiles")
    text = body.text(LARGEST_BODY)
    with answer_time() as elapsed:
        response = post_json(client, "tsukimi", text)
    assert elapsed() < 1.0
    assert response.status_code == 422


def test_many_bad_cards_are_answered_with_at_most_101_errors(client) -> None:
    names = ["Ann", "Ben", "Cat", "Dev", "Eve", "Fay"]
    dusk = [{"players": [names[i], names[(i + 1) % 6]], "cards": [0] * 58} for i in range(6)]
    response = post_json(client, "panorama", json.dumps({"players": names, "dusk": dusk}))
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert len(errors) == 101
    assert errors[-1]["path"] == ""
    assert errors[-1]["message"].startswith("…and 249 more problems")


def test_a_panorama_of_31035_cards_is_answered_422_not_with_megabytes(client) -> None:
    state = {
        "players": ["Ann"],
        "dusk": [{"players": ["Ann"], "cards": ["tree"] * 31_035}],
        "dawn": [{"players": ["Ann"], "cards": ["tree"] * 10}],
    }
    text = json.dumps(state, separators=(",", ":"))
    assert len(text) <= MAX_REQUEST_BYTES
    response = post_json(client, "panorama", text)
    assert response.status_code == 422
    assert response.get_json()["errors"] == [
        {
            "path": "dusk[0].cards",
            "message": "A panorama has at most 58 cards (its phase's whole deck); Dusk: Ann "
            "has 31,035.",
        }
    ]
    assert len(response.get_data()) < 1000


@pytest.mark.parametrize("slug", ["panorama", "solstis", "sagrada", "topiary", "tsukimi"])
def test_a_name_with_a_lone_surrogate_is_answered_422_at_its_path(client, slug: str) -> None:
    state = load_example(slug)["state"]
    text = json.dumps(state)  # every sample's first player is Ann
    text = text.replace('"Ann"', '"Ann\\ud800"', 1)
    response = post_json(client, slug, text)
    assert response.status_code == 422
    path = "players[0]" if slug == "panorama" else "players[0].name"
    messages = [e["message"] for e in response.get_json()["errors"] if e["path"] == path]
    assert messages == [
        "A player name 'Ann\\ud800' contains a broken character (such as half of an emoji) "
        "that cannot be shown or saved; retype it."
    ]


def test_unknown_keys_with_lone_surrogates_are_ignored(client) -> None:
    example = load_example("tsukimi")
    text = json.dumps({**example["state"], "\ud800": "\udfff"})
    assert "\\ud800" in text
    response = post_json(client, "tsukimi", text)
    assert response.status_code == 200
    totals = {p["name"]: p["total"] for p in response.get_json()["players"]}
    assert totals == example["expect"]["totals"]
