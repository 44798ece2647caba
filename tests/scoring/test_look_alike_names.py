"""Names that look alike on a page are one name to every game (scoring.validation.name_key):
"José" typed as one accented letter or as "e" and an accent, "Ann" with an invisible space
after it, "Ann Lee" with two spaces inside. Two players so named are refused as repeated
names, with the usual message at the second name's path, in English and Italian."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from scoring import SLUGS, TableError, get_game
from scoring.i18n import language
from tests.conftest import load_example

LOOK_ALIKES = [
    pytest.param("José", "Jose\u0301", id="accent-typed-apart"),
    pytest.param("Ann", "Ann\u200b", id="zero-width-space"),
    pytest.param("Ann Lee", "Ann  Lee", id="two-spaces-inside"),
    pytest.param("Ann", "ANN\u00ad", id="soft-hyphen-and-case"),
    pytest.param("Ann", "\uff21nn", id="full-width-letter"),
]

SHOWN = {
    "Jose\u0301": "'Jose\u0301'",
    "Ann\u200b": "'Ann'",
    "Ann  Lee": "'Ann  Lee'",
    "ANN\u00ad": "'ANN'",
    "\uff21nn": "'\uff21nn'",
}
"""Each look-alike second name as the message quotes it: as a page shows it, the characters
that show nothing left out and nothing escaped (not ``repr``'s 'Ann\\u200b')."""

REPEATED = {
    "en": "Two players are called %s; give each a different name.",
    "it": "Due giocatori si chiamano %s; dai a ciascuno un nome diverso.",
}


def named(slug: str, first: str, second: str) -> dict[str, Any]:
    """The game's sample table with its first two players renamed."""
    state = copy.deepcopy(load_example(slug)["state"])
    players = state["players"]
    for index, name in ((0, first), (1, second)):
        if isinstance(players[index], str):
            players[index] = name
        else:
            players[index]["name"] = name
    return state


def second_name_path(slug: str) -> str:
    """Where the second player's name is in the game's table state."""
    return "players[1]" if slug == "panorama" else "players[1].name"


def problems_of(slug: str, state: dict[str, Any], code: str) -> list[tuple[str, str]]:
    game = get_game(slug)
    with language(code), pytest.raises(TableError) as raised:
        game.parse(state)
    return [(problem.path, problem.message) for problem in raised.value.problems]


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize(("first", "second"), LOOK_ALIKES)
@pytest.mark.parametrize("slug", SLUGS)
def test_names_that_look_alike_are_refused_as_one_name_given_twice(slug, first, second, code):
    problems = problems_of(slug, named(slug, first, second), code)
    assert (second_name_path(slug), REPEATED[code] % SHOWN[second]) in problems


def renamed(value: Any, names: dict[str, str]) -> Any:
    """``value`` with every text equal to a key of ``names`` replaced (a player's name and
    every reference to that player, Tsukimi's rabbit counts keyed by name too)."""
    if isinstance(value, dict):
        return {names.get(key, key): renamed(inner, names) for key, inner in value.items()}
    if isinstance(value, list):
        return [renamed(inner, names) for inner in value]
    return names.get(value, value) if isinstance(value, str) else value


@pytest.mark.parametrize("slug", SLUGS)
def test_a_name_is_kept_as_typed_once_trimmed(slug):
    """Comparing names normalised changes no name: "Ann  Lee" keeps its two spaces and
    "Jose\u0301" its accent typed apart; only the spaces around them go."""
    state = renamed(load_example(slug)["state"], {"Ann": " Ann  Lee ", "Ben": "Jose\u0301"})
    game = get_game(slug)
    shown = [player.name for player in game.score(game.parse(state)).players]
    assert "Ann  Lee" in shown
    assert "Jose\u0301" in shown


EMPTY = "A player name is empty; give every player a name."


@pytest.mark.parametrize(
    "invisible",
    [
        pytest.param("\u200b", id="zero-width-space"),
        pytest.param("\u00ad\u200d", id="soft-hyphen-and-joiner"),
        pytest.param("\u3164", id="hangul-filler"),
    ],
)
@pytest.mark.parametrize("slug", SLUGS)
def test_a_name_made_only_of_invisible_characters_is_refused_as_empty(slug, invisible):
    problems = problems_of(slug, named(slug, "Ann", invisible), "en")
    assert (second_name_path(slug), EMPTY) in problems


SEAT_PROBLEMS = {
    # A problem in each of the first two players' parts, where each message names its player.
    "sagrada": lambda players: [player.pop("window") for player in players[:2]],
    "topiary": lambda players: [player.update(hand=["swan-9"]) for player in players[:2]],
    "solstis": lambda players: [player.update(tiles=["blue-99"]) for player in players[:2]],
}


@pytest.mark.parametrize(("first", "second"), LOOK_ALIKES)
@pytest.mark.parametrize("slug", sorted(SEAT_PROBLEMS))
def test_players_whose_names_look_alike_have_their_problems_told_apart_by_seat(slug, first, second):
    """As for two players typed the same: "Player 1 (Ann)", "Player 2 (Ann…)", so the list
    never shows one sentence twice for two players."""
    state = named(slug, first, second)
    SEAT_PROBLEMS[slug](state["players"])
    problems = problems_of(slug, state, "en")
    for seat in (0, 1):
        about = [
            message
            for path, message in problems
            if path.startswith(f"players[{seat}].") and not path.endswith(".name")
        ]
        assert about, problems
        assert all(f"Player {seat + 1} (" in message for message in about), about
