"""``python -m scoring SLUG [FILE]`` exactly as the contract describes it (spec/README.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoring import SLUGS
from tests.scoring.cli import run_scoring

EXAMPLES = Path(__file__).parents[1] / "examples"


@pytest.mark.parametrize("slug", SLUGS)
def test_sample_table_file_prints_its_expected_totals(slug: str) -> None:
    """The spec's sample files wrap the state with its expected totals; they score as they are."""
    path = EXAMPLES / f"{slug}.json"
    expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
    completed = run_scoring(slug, str(path))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert {player["name"]: player["total"] for player in result["players"]} == expect["totals"]
    assert sorted(result["winners"]) == sorted(expect["winners"])


@pytest.mark.parametrize("slug", SLUGS)
def test_state_on_standard_input_is_scored(slug: str) -> None:
    state = json.loads((EXAMPLES / f"{slug}.json").read_text(encoding="utf-8"))["state"]
    for args in ((slug,), (slug, "-")):
        completed = run_scoring(*args, stdin=json.dumps(state))
        assert completed.returncode == 0, completed.stderr
        assert json.loads(completed.stdout)["game"] == slug


def test_unknown_game_exits_2_with_the_list_of_slugs() -> None:
    completed = run_scoring("chess", "-", stdin="{}")
    assert completed.returncode == 2
    assert all(slug in completed.stderr for slug in SLUGS)
    assert completed.stdout == ""


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "",
        "[" * 100_000,
        '{"n": ' + "9" * 5000 + "}",
        '{"players": NaN}',
        '{"tiles": [{"value": Infinity}]}',
    ],
)
def test_input_that_is_not_json_exits_2_without_a_traceback(text: str) -> None:
    completed = run_scoring("tsukimi", stdin=text)
    assert completed.returncode == 2
    assert "not valid JSON" in completed.stderr
    assert "Traceback" not in completed.stderr


def test_bad_table_prints_one_problem_per_line_with_its_path() -> None:
    completed = run_scoring("tsukimi", stdin='{"players": [{"name": "Aki", "reserve": 99}]}')
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert len(lines) >= 2
    assert any(line.startswith("players") for line in lines)
    assert all(": " in line for line in lines)


def test_missing_file_exits_2() -> None:
    completed = run_scoring("tsukimi", "no-such-file.json")
    assert completed.returncode == 2
    assert "cannot read" in completed.stderr


def test_wrong_number_of_arguments_shows_usage() -> None:
    completed = run_scoring()
    assert completed.returncode == 2
    assert "usage" in completed.stderr
