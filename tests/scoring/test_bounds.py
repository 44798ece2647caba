"""Validation that is linear and bounded, and text that can always be written (issue 14).

A list is checked against the game's real limit before any of its entries is read, at most 100
problems are reported (then one that counts the rest), and text that UTF-8 cannot write (a
lone surrogate such as JSON's ``"\\ud800"``) is refused at its path. The command line answers
every such input with exit 2 or a result, never a traceback.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from scoring.errors import TableError
from scoring.jsontext import parse_json
from scoring.registry import get_game
from scoring.validation import MAX_REPORTED_PROBLEMS, Problems
from tests.conftest import load_example
from tests.scoring.cli import ROOT, run_scoring
from tests.scoring.slow_bodies import (
    LARGEST_BODY,
    SLOW_BODIES,
    SMALL_BODY,
    SlowBody,
    expected_problems,
)
from tests.timing import answer_time

BROKEN = (
    "contains a broken character (such as half of an emoji) that cannot be shown or saved; "
    "retype it."
)
"""How every game ends the message for text with a lone surrogate."""


def problems_of(slug: str, state: Any) -> list[tuple[str, str]]:
    """Every problem the game reports for ``state``, as (path, message), in order."""
    with pytest.raises(TableError) as caught:
        get_game(slug).parse(state)
    return [(problem.path, problem.message) for problem in caught.value.problems]


def example(slug: str) -> dict[str, Any]:
    """A fresh copy of the spec's sample state for ``slug``."""
    return copy.deepcopy(load_example(slug)["state"])


# --- Problems: in order, once each, at most 100 --------------------------------------------


def test_a_problem_found_twice_is_reported_once_in_the_order_found() -> None:
    problems = Problems()
    problems.add("tiles[1]", "Second.")
    problems.add("tiles[0]", "First.")
    problems.add("tiles[1]", "Second.")
    problems.add("tiles[1]", "Another message at the same path.")
    assert [(problem.path, problem.message) for problem in problems] == [
        ("tiles[1]", "Second."),
        ("tiles[0]", "First."),
        ("tiles[1]", "Another message at the same path."),
    ]
    assert len(problems) == 3


def test_exactly_100_problems_are_all_reported_without_a_count() -> None:
    problems = Problems()
    for index in range(100):
        problems.add(f"tiles[{index}]", "Not a tile.")
    reported = list(problems)
    assert len(reported) == 100
    assert reported[-1].path == "tiles[99]"


def test_many_problems_report_the_first_100_then_how_many_more() -> None:
    problems = Problems()
    for index in range(5000):
        problems.add(f"tiles[{index}]", "Not a tile.")
    reported = list(problems)
    assert len(reported) == MAX_REPORTED_PROBLEMS + 1 == 101
    assert [problem.path for problem in reported[:100]] == [f"tiles[{i}]" for i in range(100)]
    assert (reported[-1].path, reported[-1].message) == (
        "",
        "…and 4,900 more problems, not listed here; fix the ones above and score again to see "
        "them.",
    )


def test_one_problem_beyond_100_is_counted_in_the_singular() -> None:
    problems = Problems()
    for index in range(101):
        problems.add(f"tiles[{index}]", "Not a tile.")
    assert list(problems)[-1].message == (
        "…and 1 more problem, not listed here; fix the ones above and score again to see it."
    )


def test_recording_20000_problems_takes_well_under_a_second() -> None:
    # Checking each new problem against a list made this take minutes (issue 14).
    problems = Problems()
    with answer_time() as elapsed:
        for index in range(20_000):
            problems.add(f"tiles[{index}]", "Not a tile.")
        reported = list(problems)
    assert elapsed() < 1.0
    assert len(problems) == 20_000 and len(reported) == 101


def test_many_bad_cards_within_the_limits_report_at_most_100_problems() -> None:
    # Six players, six Dusk panoramas of 58 cards that are not cards: 6 × 58 = 348 problems,
    # and the Dawn phase missing is the 349th. The first 100 are reported in order.
    names = ["Ann", "Ben", "Cat", "Dev", "Eve", "Fay"]
    dusk = [{"players": [names[i], names[(i + 1) % 6]], "cards": [0] * 58} for i in range(6)]
    found = problems_of("panorama", {"players": names, "dusk": dusk})
    assert len(found) == 101
    assert [path for path, _ in found[:58]] == [f"dusk[0].cards[{i}]" for i in range(58)]
    assert [path for path, _ in found[58:100]] == [f"dusk[1].cards[{i}]" for i in range(42)]
    assert found[0][1] == (
        'Dusk: Ann and Ben, card 1 should be a card name (such as "bear" or "down") '
        "or an object with icons, not a number."
    )
    assert found[-1] == (
        "",
        "…and 249 more problems, not listed here; fix the ones above and score again to see them.",
    )


# --- The slow bodies of issue 14 ------------------------------------------------------------


@pytest.mark.parametrize("size", [SMALL_BODY, LARGEST_BODY], ids=["32KB", "256KB"])
@pytest.mark.parametrize("body", SLOW_BODIES, ids=[body.name for body in SLOW_BODIES])
def test_a_list_of_many_bad_entries_is_one_problem_at_its_path(body: SlowBody, size: int) -> None:
    text = body.text(size)
    assert size - 2 <= len(text.encode()) <= size
    assert problems_of(body.slug, parse_json(text)) == expected_problems(body, size)


def test_the_largest_tsukimi_body_is_refused_within_a_second() -> None:
    body = next(body for body in SLOW_BODIES if body.name == "tsukimi_tiles")
    data = parse_json(body.text(LARGEST_BODY))
    with answer_time() as elapsed, pytest.raises(TableError):
        get_game("tsukimi").parse(data)
    assert elapsed() < 1.0


def test_a_panorama_of_31035_cards_is_refused_with_the_deck_size() -> None:
    # Every card is a valid Tree: the table was accepted and answered with 5.7 MB (issue 14).
    state = {
        "players": ["Ann"],
        "dusk": [{"players": ["Ann"], "cards": ["tree"] * 31_035}],
        "dawn": [{"players": ["Ann"], "cards": ["tree"] * 10}],
    }
    assert problems_of("panorama", state) == [
        (
            "dusk[0].cards",
            "A panorama has at most 58 cards (its phase's whole deck); Dusk: Ann has 31,035.",
        )
    ]


def test_a_panorama_of_a_whole_deck_is_still_scored() -> None:
    state = {
        "players": ["Ann"],
        "dusk": [{"players": ["Ann"], "cards": ["tree"] * 58}],
        "dawn": [{"players": ["Ann"], "cards": ["tree"] * 10}],
    }
    result = get_game("panorama").score_state(state)
    assert result.player("Ann").total == 0  # Trees score nothing on their own


# --- Every game's limits, checked before the entries ----------------------------------------


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(state: dict[str, Any]) -> None:
        node: Any = state
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


def _seven_sagrada_players(state: dict[str, Any]) -> None:
    for name in ("Dev", "Eve", "Fay", "Gus"):
        seat = copy.deepcopy(state["players"][0])
        seat["name"] = name
        state["players"].append(seat)


LIMITS: list[tuple[str, str, Callable[[dict[str, Any]], None], str, str]] = [
    (
        "tsukimi_three_players",
        "tsukimi",
        lambda state: state["players"].append({"name": "Kai", "reserve": 99}),
        "players",
        "Tsukimi is for exactly 2 players; this table has 3.",
    ),
    (
        "tsukimi_19_tiles",
        "tsukimi",
        lambda state: state["tiles"].append({"value": 9}),
        "tiles",
        "This table lists 19 tiles; the game has only 18.",
    ),
    (
        "tsukimi_seven_names_around_a_tile",
        "tsukimi",
        _set(("tiles", 0, "rabbits"), {name: 9 for name in "ABCDEFG"}),
        "tiles[0].rabbits",
        "Tile 1's rabbits list 7 names; a tile has only 6 spaces around it, and each player's "
        "count is given once.",
    ),
    (
        "panorama_59_cards",
        "panorama",
        _set(("dusk", 0, "cards"), ["bogus"] * 59),
        "dusk[0].cards",
        "A panorama has at most 58 cards (its phase's whole deck); Dusk: Ann and Ben have 59.",
    ),
    (
        "panorama_seven_panoramas",
        "panorama",
        lambda state: state["dusk"].extend([0, 0, 0]),
        "dusk",
        "The Dusk phase lists 7 panoramas; a phase has at most 6 (one per player, or per pair "
        "of neighbours).",
    ),
    (
        "panorama_14_icons",
        "panorama",
        _set(("dusk", 0, "cards", 0), {"icons": ["bogus"] * 14}),
        "dusk[0].cards[0].icons",
        "Dusk: Ann and Ben, card 1 lists 14 icons; a card shows each of the 13 icons at most once.",
    ),
    (
        "panorama_five_awards",
        "panorama",
        _set(("awards",), ["bogus"] * 5),
        "awards",
        "5 Awards are listed; only 4 Award tiles are dealt into a game.",
    ),
    (
        "topiary_five_players",
        "topiary",
        lambda state: state["players"].extend([0, 0]),
        "players",
        "Topiary is for 2 to 4 players; this table has 5.",
    ),
    (
        "topiary_four_hand_tiles",
        "topiary",
        _set(("players", 0, "hand"), ["bogus"] * 4),
        "players[0].hand",
        "Ann's hand has 4 tiles; a hand holds at most 3.",
    ),
    (
        "topiary_21_visitors",
        "topiary",
        _set(("visitors",), [0] * 21),
        "visitors",
        "21 visitors are listed; a game places at most 20 (5 for each of 4 players).",
    ),
    (
        "topiary_six_garden_rows",
        "topiary",
        lambda state: state["garden"].append([0] * 5),
        "garden",
        "The garden has 6 rows; it has 5 rows of 5 tiles.",
    ),
    (
        "topiary_six_tiles_in_a_row",
        "topiary",
        lambda state: state["garden"][0].append(0),
        "garden[0]",
        "Garden row 1 has 6 tiles; a row has 5.",
    ),
    (
        "solstis_three_players",
        "solstis",
        lambda state: state["players"].append(0),
        "players",
        "Solstis is for exactly 2 players; this table has 3.",
    ),
    (
        "solstis_49_tiles",
        "solstis",
        _set(("players", 0, "tiles"), [0] * 49),
        "players[0].tiles",
        "Ann's tiles list 49 cells; the panorama has only 48.",
    ),
    (
        "solstis_13_rainbows",
        "solstis",
        _set(("players", 1, "rainbows"), [0] * 13),
        "players[1].rainbows",
        "Ben has 13 rainbows; the game has only 12.",
    ),
    (
        "solstis_49_hand_tiles",
        "solstis",
        _set(("players", 0, "hand"), [0] * 49),
        "players[0].hand",
        "Ann's hand list 49 cells; the panorama has only 48.",
    ),
    (
        "solstis_16_spirits",
        "solstis",
        _set(("players", 1, "spirits"), [0] * 16),
        "players[1].spirits",
        "Ben lists 16 spirits; the game has only 14, and the Evil Spirit.",
    ),
    (
        "sagrada_seven_players",
        "sagrada",
        _seven_sagrada_players,
        "players",
        "Sagrada is for 1 to 6 players; this table lists 7.",
    ),
    (
        "sagrada_five_window_rows",
        "sagrada",
        lambda state: state["players"][0]["window"].append(0),
        "players[0].window",
        "Ann's window has 5 rows; a window has 4 (top row first).",
    ),
    (
        "sagrada_21_focal_spaces",
        "sagrada",
        _set(("players", 0, "private"), {"focal_point": {"spaces": [0] * 21}}),
        "players[0].private.focal_point.spaces",
        "Ann's Focal Point card shades at most 20 spaces (the whole window); this list has 21.",
    ),
    (
        "sagrada_four_public_objectives",
        "sagrada",
        _set(("public_objectives",), [0] * 4),
        "public_objectives",
        "A game uses at most 3 public objectives; 4 are listed.",
    ),
    (
        "sagrada_13_shared_objectives",
        "sagrada",
        _set(("shared_objectives",), [0] * 13),
        "shared_objectives",
        "13 shared objectives are listed; a game has at most one between each pair of "
        "neighbours, so 12 are far more than enough.",
    ),
    (
        "sagrada_nine_counts_on_a_card",
        "sagrada",
        _set(
            ("shared_objectives", 0, "objective"),
            {"type": "count_each", "of": "color", "points": {str(n): 0 for n in range(1, 10)}},
        ),
        "shared_objectives[0].objective.points",
        "The count_each card's points give 9 counts; a card gives at most 8, one for each count "
        "from 1 to 8.",
    ),
    (
        "sagrada_seven_turns_in_the_final_round",
        "sagrada",
        _set(("final_round_order",), [0] * 7),
        "final_round_order",
        "The final round's turn order lists 7 turns; every player plays once, and a game has "
        "at most 6 players.",
    ),
]


@pytest.mark.parametrize(
    ("slug", "change", "path", "message"),
    [case[1:] for case in LIMITS],
    ids=[case[0] for case in LIMITS],
)
def test_a_list_longer_than_the_game_allows_is_one_problem_and_its_entries_are_not_read(
    slug: str, change: Callable[[dict[str, Any]], None], path: str, message: str
) -> None:
    state = example(slug)
    change(state)
    # Every entry of the too-long list is invalid: had one been read, it would be reported.
    assert problems_of(slug, state) == [(path, message)]


# --- Text that cannot be written -------------------------------------------------------------

SURROGATES: list[tuple[str, str, Callable[[dict[str, Any]], None], str, str]] = [
    ("panorama_name", "panorama", _set(("players", 0), "Ann\ud800"), "players[0]", "A player name"),
    (
        "solstis_name",
        "solstis",
        _set(("players", 0, "name"), "Ann\ud800"),
        "players[0].name",
        "A player name",
    ),
    (
        "sagrada_name",
        "sagrada",
        _set(("players", 0, "name"), "Ann\ud800"),
        "players[0].name",
        "A player name",
    ),
    (
        "sagrada_focal_point_name",
        "sagrada",
        _set(("players", 0, "private"), {"focal_point": {"name": "Ann\ud800", "spaces": [[1, 1]]}}),
        "players[0].private.focal_point.name",
        "The Focal Point's name",
    ),
    (
        "sagrada_shared_card_name",
        "sagrada",
        _set(
            ("shared_objectives", 0, "objective"),
            {"type": "shade_resonance", "name": "Ann\ud800"},
        ),
        "shared_objectives[0].objective.name",
        "The card's name",
    ),
    (
        "topiary_name",
        "topiary",
        _set(("players", 0, "name"), "Ann\ud800"),
        "players[0].name",
        "A player name",
    ),
    (
        "tsukimi_name",
        "tsukimi",
        _set(("players", 0, "name"), "Ann\ud800"),
        "players[0].name",
        "A player name",
    ),
    (
        "tsukimi_colour",
        "tsukimi",
        _set(("tiles", 0, "color"), "Ann\ud800"),
        "tiles[0].color",
        "Tile 1's colour",
    ),
]


@pytest.mark.parametrize(
    ("slug", "change", "path", "what"),
    [case[1:] for case in SURROGATES],
    ids=[case[0] for case in SURROGATES],
)
def test_text_with_a_lone_surrogate_is_refused_at_its_path(
    slug: str, change: Callable[[dict[str, Any]], None], path: str, what: str
) -> None:
    state = example(slug)
    change(state)
    assert (path, f"{what} 'Ann\\ud800' {BROKEN}") in problems_of(slug, state)


def test_a_rabbit_name_with_a_lone_surrogate_is_refused_at_the_tile_and_escaped() -> None:
    state = example("tsukimi")
    state["tiles"][0]["rabbits"] = {"Ann\udc00": 1}
    found = problems_of("tsukimi", state)
    assert found == [("tiles[0].rabbits", f"Tile 1's rabbits name 'Ann\\udc00', which {BROKEN}")]
    assert all(message.isprintable() for _, message in found)


def test_a_problem_quoting_a_lone_surrogate_can_always_be_written_as_utf8() -> None:
    # An unknown Award is quoted in its message, and a points key is part of its path.
    state = example("sagrada")
    state["shared_objectives"][0]["objective"] = {
        "type": "count_each",
        "of": "color",
        "points": {"\ud800": 4},
    }
    found = problems_of("sagrada", state)
    assert found[0][0] == "shared_objectives[0].objective.points.\\ud800"
    for path, message in found:
        (path + message).encode("utf-8")  # raises UnicodeEncodeError if it cannot be written


@pytest.mark.parametrize("slug", ["panorama", "solstis", "sagrada", "topiary", "tsukimi"])
def test_unknown_keys_with_lone_surrogates_are_ignored_and_the_result_is_writable(
    slug: str,
) -> None:
    state = example(slug)
    state["\ud800note"] = "\udfff"
    result = get_game(slug).score_state(state)
    assert json.dumps(result.to_dict(), ensure_ascii=False).encode("utf-8")
    expected = load_example(slug)["expect"]["totals"]
    assert {player.name: player.total for player in result.players} == expected


def test_a_colour_of_60_characters_is_read_and_one_of_61_is_refused() -> None:
    state = example("tsukimi")
    state["tiles"][0]["color"] = "c" * 60
    get_game("tsukimi").parse(state)
    state["tiles"][0]["color"] = "c" * 61
    assert problems_of("tsukimi", state) == [
        # The message quotes at most 40 characters: 37 letters and "…" between two quotes.
        (
            "tiles[0].color",
            f"Tile 1's colour '{'c' * 37}…' is 61 characters long; it is at most 60.",
        )
    ]


def test_a_focal_point_name_longer_than_the_form_allows_is_refused() -> None:
    state = example("sagrada")
    name = "Rose window of the cathedral " * 3  # 87 characters; the form allows 60
    state["players"][0]["private"] = {"focal_point": {"name": name, "spaces": [[1, 1]]}}
    # The message quotes at most 40 characters: 37 letters and "…" between two quotes.
    assert (
        "players[0].private.focal_point.name",
        f"The Focal Point's name '{name[:37]}…' is 87 characters long; it is at most 60.",
    ) in problems_of("sagrada", state)


# --- The command line -----------------------------------------------------------------------


def run_with_bytes(
    *args: str, stdin: bytes = b"", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    """``python -m scoring`` with raw bytes on standard input and, optionally, a changed
    environment (a terminal that is not UTF-8)."""
    return subprocess.run(
        [sys.executable, "-m", "scoring", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.parametrize("size", [SMALL_BODY, LARGEST_BODY], ids=["32KB", "256KB"])
@pytest.mark.parametrize("body", SLOW_BODIES, ids=[body.name for body in SLOW_BODIES])
def test_command_line_refuses_a_slow_body_with_exit_2(body: SlowBody, size: int) -> None:
    completed = run_scoring(body.slug, stdin=body.text(size))
    assert completed.returncode == 2, completed.stderr
    assert completed.stdout == ""
    lines = completed.stderr.splitlines()
    assert lines == [f"{path}: {message}" for path, message in expected_problems(body, size)]


def test_command_line_prints_at_most_101_problems() -> None:
    names = ["Ann", "Ben", "Cat", "Dev", "Eve", "Fay"]
    dusk = [{"players": [names[i], names[(i + 1) % 6]], "cards": [0] * 58} for i in range(6)]
    completed = run_scoring("panorama", stdin=json.dumps({"players": names, "dusk": dusk}))
    assert completed.returncode == 2
    lines = completed.stderr.splitlines()
    assert len(lines) == 101
    assert lines[-1].startswith("…and 249 more problems")


def test_command_line_refuses_a_lone_surrogate_in_a_name_with_exit_2() -> None:
    state = example("tsukimi")
    state["players"][0]["name"] = "Ann\ud800"
    completed = run_scoring("tsukimi", stdin=json.dumps(state))  # JSON text: "Ann\\ud800"
    assert completed.returncode == 2
    assert "Traceback" not in completed.stderr
    assert f"players[0].name: A player name 'Ann\\ud800' {BROKEN}" in completed.stderr.splitlines()


def test_command_line_scores_a_state_with_lone_surrogates_in_unknown_keys() -> None:
    state = example("tsukimi")
    state["\ud800"] = {"\udfff": "\ud800"}
    state["players"][0]["x\ud800"] = 1
    completed = run_scoring("tsukimi", stdin=json.dumps(state))
    assert completed.returncode == 0, completed.stderr
    totals = {p["name"]: p["total"] for p in json.loads(completed.stdout)["players"]}
    assert totals == load_example("tsukimi")["expect"]["totals"]


@pytest.mark.parametrize("where", ["stdin", "file"])
def test_command_line_refuses_bytes_that_are_not_utf8_with_exit_2(where: str, tmp_path) -> None:
    text = json.dumps(example("tsukimi")).encode("utf-8").replace(b'"Ann"', b'"Ann\xff"')
    if where == "stdin":
        completed = run_with_bytes("tsukimi", stdin=text)
        source = "standard input"
    else:
        path = tmp_path / "table.json"
        path.write_bytes(text)
        completed = run_with_bytes("tsukimi", str(path))
        source = str(path)
    assert completed.returncode == 2
    stderr = completed.stderr.decode("utf-8")
    assert "Traceback" not in stderr
    position = text.index(b"\xff")
    assert stderr == (
        f"cannot read {source}: it is not UTF-8 text (byte 0xff at position {position}); "
        "save the table state as UTF-8.\n"
    )


def test_command_line_writes_ascii_json_to_a_terminal_that_cannot_take_the_names() -> None:
    state = example("tsukimi")
    for player in state["players"]:
        player["name"] = {"Ann": "Zoë", "Ben": "Bjørn"}[player["name"]]
    for tile in state["tiles"]:
        tile["rabbits"] = {
            {"Ann": "Zoë", "Ben": "Bjørn"}[name]: count for name, count in tile["rabbits"].items()
        }
    completed = run_with_bytes(
        "tsukimi", stdin=json.dumps(state).encode(), env={"PYTHONIOENCODING": "ascii"}
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.isascii()
    names = [player["name"] for player in json.loads(completed.stdout)["players"]]
    assert names == ["Zoë", "Bjørn"]


def test_command_line_escapes_a_lone_surrogate_it_quotes_on_an_ascii_terminal() -> None:
    state = example("tsukimi")
    state["players"][0]["name"] = "Zoë\ud800"
    completed = run_with_bytes(
        "tsukimi", stdin=json.dumps(state).encode(), env={"PYTHONIOENCODING": "ascii"}
    )
    assert completed.returncode == 2
    stderr = completed.stderr.decode("ascii")
    assert "Traceback" not in stderr
    assert "players[0].name: A player name 'Zo\\xeb\\ud800' contains a broken" in stderr
