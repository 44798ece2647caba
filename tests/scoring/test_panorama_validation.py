"""Panorama: every validation error (with its path and a recognisable message) and every
warning of the spec (spec/panorama.md, "Input")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring.errors import TableError
from scoring.i18n import language
from scoring.panorama import parse, score
from tests.scoring.cli import run_scoring

NAMES = ("Ann", "Ben", "Cat", "Dev", "Eve", "Fay")


def solo_state(dusk: list[Any], dawn: list[Any] | None = None) -> dict[str, Any]:
    return {
        "players": ["Ann"],
        "dusk": [{"players": ["Ann"], "cards": dusk}],
        "dawn": [{"players": ["Ann"], "cards": dawn if dawn is not None else ["fox"]}],
    }


def shared_state(count: int, cards: list[Any] | None = None, **extra: Any) -> dict[str, Any]:
    names = list(NAMES[:count])
    cards = cards if cards is not None else ["fox"]

    def phase() -> list[dict[str, Any]]:
        return [
            {"players": [names[i], names[(i + 1) % count]], "cards": list(cards)}
            for i in range(count)
        ]

    state: dict[str, Any] = {"players": names, "dusk": phase(), "dawn": phase()}
    state.update(extra)
    return state


def problems(state: Any) -> dict[str, str]:
    """Every problem parse reports, as {path: message} (the first message per path)."""
    with pytest.raises(TableError) as caught:
        parse(state)
    found: dict[str, str] = {}
    for problem in caught.value.problems:
        found.setdefault(problem.path, problem.message)
    return found


def card_problem(card: Any) -> dict[str, str]:
    return problems(solo_state(["tree", card]))


def warnings(state: dict[str, Any]) -> tuple[str, ...]:
    return score(parse(state)).warnings


# The table state and the seating


@pytest.mark.parametrize("state", [None, [], "panorama", 3, True])
def test_table_state_must_be_an_object(state: Any) -> None:
    assert "should be an object" in problems(state)[""]


def test_players_are_required() -> None:
    found = problems({"dusk": [], "dawn": []})
    assert "clockwise seating order" in found["players"]


def test_players_must_be_a_list() -> None:
    assert "should be a list" in problems({"players": "Ann"})["players"]


@pytest.mark.parametrize("count", [0, 7])
def test_panorama_is_for_one_to_six_players(count: int) -> None:
    state = {"players": [f"P{i}" for i in range(count)], "dusk": [], "dawn": []}
    assert "1 to 6 players" in problems(state)["players"]


def test_player_names_must_be_text_and_not_empty() -> None:
    state = shared_state(3)
    state["players"] = ["Ann", 7, "  "]
    found = problems(state)
    assert "should be text" in found["players[1]"]
    assert "empty" in found["players[2]"]


def test_player_names_must_be_unique_ignoring_case() -> None:
    state = shared_state(3)
    state["players"] = ["Ann", "Ben", "ann"]
    assert "Two players are called 'ann'" in problems(state)["players[2]"]


def test_two_players_of_the_same_name_have_their_panoramas_told_apart_by_number() -> None:
    """Two "Ann" (and Ben), each panorama with a second face-up Moon: while names repeat, a
    panorama is named by its phase and number ("Dusk panorama 2"), never by its owners ("Ann
    and Ann", "Ann and Ben" twice over), so no two problems read alike, in Italian too."""
    state = shared_state(3, cards=["moon", "moon"])
    state["players"] = ["Ann", "Ann", "Ben"]
    for phase in ("dusk", "dawn"):
        state[phase][0]["players"] = ["Ann", "Ann"]
        state[phase][1]["players"] = ["Ann", "Ben"]
        state[phase][2]["players"] = ["Ben", "Ann"]
    for lang, first, second in (
        ("en", "Dusk panorama 1 has a second", "Dawn panorama 3 has a second"),
        ("it", "Tramonto, panorama 1 ha una seconda", "Alba, panorama 3 ha una seconda"),
    ):
        with language(lang), pytest.raises(TableError) as caught:
            parse(state)
        messages = [problem.message for problem in caught.value.problems]
        assert len(messages) == 7  # the repeated name, and the six second Moons
        assert len(set(messages)) == len(messages), messages
        assert any(message.startswith(first) for message in messages), messages
        assert any(message.startswith(second) for message in messages), messages


def test_player_name_at_most_thirty_characters() -> None:
    state = solo_state(["tree"])
    state["players"] = ["A" * 31]
    assert "at most 30" in problems(state)["players[0]"]


# Awards


def test_awards_with_two_players_are_an_error() -> None:
    state = {
        "players": ["Ann", "Ben"],
        "awards": ["treescape"],
        "dusk": [{"players": ["Ann"], "cards": ["fox"]}, {"players": ["Ben"], "cards": ["fox"]}],
        "dawn": [{"players": ["Ann"], "cards": ["fox"]}, {"players": ["Ben"], "cards": ["fox"]}],
    }
    assert "not used in a two-player game" in problems(state)["awards"]


def test_awards_with_two_players_are_reported_even_when_their_names_clash() -> None:
    state = {
        "players": ["Ann", "ANN"],
        "awards": ["treescape"],
        "dusk": [{"players": ["Ann"], "cards": ["fox"]}, {"players": ["ANN"], "cards": ["fox"]}],
        "dawn": [{"players": ["Ann"], "cards": ["fox"]}, {"players": ["ANN"], "cards": ["fox"]}],
    }
    found = problems(state)
    assert "Two players are called 'ANN'" in found["players[1]"]
    assert "not used in a two-player game" in found["awards"]


def test_awards_in_a_solo_game_are_an_error() -> None:
    state = solo_state(["fox"])
    state["awards"] = ["treescape", "outfoxed"]
    assert "not used in a solo game" in problems(state)["awards"]


def test_unknown_award() -> None:
    found = problems(shared_state(3, awards=["treescape", "best_view"]))
    assert "'best_view' is not known" in found["awards[1]"]
    assert "eagle_eye" in found["awards[1]"]


def test_award_must_be_text() -> None:
    assert "not a number" in problems(shared_state(3, awards=[5]))["awards[0]"]


def test_awards_must_be_a_list() -> None:
    assert "should be a list" in problems(shared_state(3, awards="treescape"))["awards"]


def test_repeated_award() -> None:
    found = problems(shared_state(3, awards=["treescape", "treescape"]))
    assert "listed twice" in found["awards[1]"]


@pytest.mark.parametrize(
    ("award", "advice"),
    [
        ("TREESCAPE", "write it in lower case: 'treescape'"),
        (
            "Fox Friend",
            "write it in lower case and with underscores between the words: 'fox_friend'",
        ),
        (" naturalist", "write it without spaces around it: 'naturalist'"),
    ],
)
def test_award_slugs_are_exact_and_a_near_miss_names_the_slug(award: str, advice: str) -> None:
    message = problems(shared_state(3, awards=[award]))["awards[0]"]
    assert message == f"The Award {award!r} is not written as the rules list it; {advice}."


def test_more_than_four_awards() -> None:
    awards = ["treescape", "originality", "fox_friend", "naturalist", "wide_angle"]
    assert "only 4 Award tiles" in problems(shared_state(3, awards=awards))["awards"]


# Phases and panoramas


@pytest.mark.parametrize("phase", ["dusk", "dawn"])
def test_a_phase_is_required(phase: str) -> None:
    state = shared_state(3)
    del state[phase]
    assert "is missing" in problems(state)[phase]


@pytest.mark.parametrize("phase", ["dusk", "dawn"])
def test_an_empty_phase_is_invalid(phase: str) -> None:
    state = shared_state(3)
    state[phase] = []
    assert "has no panoramas" in problems(state)[phase]


def test_a_phase_must_be_a_list() -> None:
    state = shared_state(3)
    state["dusk"] = {"players": ["Ann", "Ben"]}
    assert "should be a list" in problems(state)["dusk"]


def test_a_panorama_must_be_an_object() -> None:
    state = shared_state(3)
    state["dusk"][1] = ["fox"]
    assert "should be an object" in problems(state)["dusk[1]"]


def test_a_panorama_with_no_cards_is_invalid() -> None:
    state = shared_state(3)
    state["dawn"][2]["cards"] = []
    found = problems(state)
    assert found["dawn[2].cards"] == (
        "Dawn: Cat and Ann have no cards; a panorama has at least one card."
    )


def test_a_panorama_without_a_card_list() -> None:
    state = shared_state(3)
    del state["dusk"][0]["cards"]
    assert problems(state)["dusk[0].cards"] == (
        "Dusk: Ann and Ben have no cards; list them from left to right."
    )


def test_cards_must_be_a_list() -> None:
    state = shared_state(3)
    state["dusk"][0]["cards"] = "bear"
    assert "should be a list" in problems(state)["dusk[0].cards"]


def test_panorama_players_are_required() -> None:
    state = shared_state(3)
    del state["dusk"][0]["players"]
    assert "two neighbours" in problems(state)["dusk[0].players"]


def test_shared_panorama_names_two_players() -> None:
    state = shared_state(4)
    state["dusk"][0]["players"] = ["Ann"]
    assert "name 2" in problems(state)["dusk[0].players"]


def test_player_not_at_the_table() -> None:
    state = shared_state(3)
    state["dusk"][0]["players"] = ["Ann", "Zoe"]
    found = problems(state)
    assert found["dusk[0].players[1]"] == "'Zoe' is not a player at this table (Ann, Ben and Cat)."


def test_player_not_seated_next_to_the_partner_named() -> None:
    state = shared_state(4)
    state["dusk"][0]["players"] = ["Ann", "Cat"]
    found = problems(state)
    assert found["dusk[0].players"] == (
        "Ann and Cat do not sit next to each other (Ann sits between Dev and Ben); a panorama "
        "is shared by neighbours."
    )


def test_same_player_twice_in_a_panorama() -> None:
    state = shared_state(3)
    state["dusk"][0]["players"] = ["Ann", "ann"]
    assert "names Ann twice" in problems(state)["dusk[0].players"]


def test_repeated_pair_in_a_phase() -> None:
    state = shared_state(4)
    state["dawn"][2]["players"] = ["Ben", "Ann"]
    found = problems(state)
    assert "Ben and Ann already share a Dawn panorama (dawn[0])" in found["dawn[2].players"]


def test_missing_pair_in_a_phase() -> None:
    state = shared_state(4)
    del state["dusk"][3]
    found = problems(state)
    assert found["dusk"] == (
        "The Dusk phase has no panorama for Dev and Ann, who sit next to each other; every pair "
        "of neighbours builds one."
    )


def test_missing_pair_is_reported_beside_a_repeated_one() -> None:
    # Dusk lists Ben and Ann twice and never Ben and Cat: both problems are reported.
    state = shared_state(4)
    state["dusk"][1]["players"] = ["Ben", "Ann"]
    found = problems(state)
    assert "Ben and Ann already share a Dusk panorama" in found["dusk[1].players"]
    assert "no panorama for Ben and Cat" in found["dusk"]


def test_missing_pairs_are_reported_beside_a_bad_card() -> None:
    state = shared_state(4)
    state["dawn"] = [{"players": ["Ann", "Ben"], "cards": ["unicorn"]}]
    with pytest.raises(TableError) as caught:
        parse(state)
    reported = [(problem.path, problem.message) for problem in caught.value.problems]
    assert reported[0][0] == "dawn[0].cards[0]"
    assert [message for path, message in reported[1:] if path == "dawn"] == [
        f"The Dawn phase has no panorama for {pair}, who sit next to each other; every pair "
        "of neighbours builds one."
        for pair in ("Ben and Cat", "Cat and Dev", "Dev and Ann")
    ]


def test_missing_pair_is_not_guessed_while_a_panorama_names_a_stranger() -> None:
    # Dusk's last panorama names "Eve" instead of Ann: that panorama may be the missing pair.
    state = shared_state(4)
    state["dusk"][3]["players"] = ["Dev", "Eve"]
    found = problems(state)
    assert "'Eve' is not a player at this table" in found["dusk[3].players[1]"]
    assert "dusk" not in found


def test_two_player_panorama_names_only_its_player() -> None:
    state = {
        "players": ["Ann", "Ben"],
        "dusk": [{"players": ["Ann", "Ben"], "cards": ["fox"]}],
        "dawn": [{"players": ["Ann"], "cards": ["fox"]}, {"players": ["Ben"], "cards": ["fox"]}],
    }
    assert "name only them" in problems(state)["dusk[0].players"]


def test_two_player_game_needs_one_panorama_per_player_per_phase() -> None:
    state = {
        "players": ["Ann", "Ben"],
        "dusk": [{"players": ["Ann"], "cards": ["fox"]}],
        "dawn": [{"players": ["Ann"], "cards": ["fox"]}, {"players": ["ann"], "cards": ["fox"]}],
    }
    found = problems(state)
    assert "no panorama for Ben" in found["dusk"]
    assert "Ann already has a Dawn panorama (dawn[0])" in found["dawn[1].players"]


# Cards


def test_unknown_card_shorthand() -> None:
    found = card_problem("wolf")
    assert "'wolf' is not a card" in found["dusk[0].cards[1]"]
    assert "Dusk: Ann, card 2" in found["dusk[0].cards[1]"]


def test_watchtower_shorthand_is_not_allowed() -> None:
    found = card_problem("watchtower")
    assert "is a Watchtower: write it as an object" in found["dusk[0].cards[1]"]


def test_watchtower_shorthand_in_capitals_is_told_to_be_an_object() -> None:
    found = card_problem("Watchtower")
    assert "is a Watchtower: write it as an object" in found["dusk[0].cards[1]"]


@pytest.mark.parametrize(
    ("card", "path", "advice"),
    [
        ("Bear", "", "write it in lower case: 'bear'"),
        ("BEAR", "", "write it in lower case: 'bear'"),
        (" bear ", "", "write it without spaces around it: 'bear'"),
        ("DOWN", "", "write it in lower case: 'down'"),
        ("Down ", "", "in lower case and without spaces around it: 'down'"),
        ("northern lights", "", "with underscores between the words: 'northern_lights'"),
        ({"icons": ["Bear"]}, ".icons[0]", "write it in lower case: 'bear'"),
        ({"icons": ["bear", "lake"], "scores_as": "LAKE"}, ".scores_as", "lower case: 'lake'"),
        ({"icons": ["fox"], "scores_as": "None"}, ".scores_as", "lower case: 'none'"),
        (
            {"icons": ["watchtower"], "watch": [{"offset": 2, "icon": " tree"}]},
            ".watch[0].icon",
            "write it without spaces around it: 'tree'",
        ),
    ],
)
def test_icons_shorthands_and_rules_are_exact_and_a_near_miss_names_the_slug(
    card: Any, path: str, advice: str
) -> None:
    message = card_problem(card)[f"dusk[0].cards[1]{path}"]
    assert "is not written as the rules list it" in message
    assert message.endswith(f"{advice}.")


@pytest.mark.parametrize("card", [None, 3, True, ["bear"]])
def test_card_must_be_a_name_or_an_object(card: Any) -> None:
    assert "should be a card name" in card_problem(card)["dusk[0].cards[1]"]


def test_unknown_icon() -> None:
    found = card_problem({"icons": ["bear", "wolf"]})
    assert "the icon 'wolf' is not known" in found["dusk[0].cards[1].icons[1]"]


def test_icons_are_required_on_a_face_up_card() -> None:
    assert "needs its icons" in card_problem({"scores_as": "bear"})["dusk[0].cards[1].icons"]


def test_icons_must_be_a_list() -> None:
    assert "should be a list" in card_problem({"icons": "bear"})["dusk[0].cards[1].icons"]


def test_empty_icon_list() -> None:
    assert "lists no icons" in card_problem({"icons": []})["dusk[0].cards[1].icons"]


def test_repeated_icon() -> None:
    found = card_problem({"icons": ["tree", "tree"]})
    assert "lists the Tree icon twice" in found["dusk[0].cards[1].icons[1]"]


def test_unknown_rule() -> None:
    found = card_problem({"icons": ["bear"], "scores_as": "grizzly"})
    assert "the rule 'grizzly' is not known" in found["dusk[0].cards[1].scores_as"]


def test_fox_is_not_a_rule() -> None:
    found = card_problem({"icons": ["fox"], "scores_as": "fox"})
    assert "none" in found["dusk[0].cards[1].scores_as"]


def test_two_scoring_icons_need_scores_as() -> None:
    found = card_problem({"icons": ["bear", "lake"]})
    assert found["dusk[0].cards[1].scores_as"] == (
        "Dusk: Ann, card 2 shows two scoring icons (Bear and Lake); say which rule it "
        "scores by with scores_as (bear, lake)."
    )


def test_watch_is_required_for_a_watchtower() -> None:
    found = card_problem({"icons": ["watchtower"]})
    assert "list the positions it indicates" in found["dusk[0].cards[1].watch"]


def test_watch_is_not_allowed_on_another_rule() -> None:
    found = card_problem({"icons": ["bear"], "watch": [{"offset": 2, "icon": "tree"}]})
    assert "scores as Bear, not as a Watchtower" in found["dusk[0].cards[1].watch"]


def test_watch_is_not_allowed_when_a_watchtower_card_scores_another_rule() -> None:
    card = {"icons": ["watchtower", "lake"], "scores_as": "lake", "watch": []}
    assert "not as a Watchtower" in card_problem(card)["dusk[0].cards[1].watch"]


def test_watch_needs_at_least_one_position() -> None:
    found = card_problem({"icons": ["watchtower"], "watch": []})
    assert "no positions" in found["dusk[0].cards[1].watch"]


def test_watch_at_most_four_positions() -> None:
    watch = [{"offset": i, "icon": "tree"} for i in (2, 3, 4, -2, -3)]
    found = card_problem({"icons": ["watchtower"], "watch": watch})
    assert "indicates 5 positions" in found["dusk[0].cards[1].watch"]


def test_watch_must_be_a_list() -> None:
    found = card_problem({"icons": ["watchtower"], "watch": {"offset": 2, "icon": "tree"}})
    assert "should be a list" in found["dusk[0].cards[1].watch"]


def test_watch_offset_zero_is_the_watchtower_itself() -> None:
    found = card_problem({"icons": ["watchtower"], "watch": [{"offset": 0, "icon": "tree"}]})
    assert "offset 0 is the Watchtower itself" in found["dusk[0].cards[1].watch[0].offset"]


def watchtower_table(*offsets: int) -> dict[str, Any]:
    """Three players; Dusk: Cat and Ann is Tree, Fox, Watchtower, Fox, Tree, the
    Watchtower (card 3) looking for a Tree at each offset, and every other panorama a Fox."""
    tower = {"icons": ["watchtower"], "watch": [{"offset": o, "icon": "tree"} for o in offsets]}
    state = shared_state(3)
    state["dusk"][2]["cards"] = ["tree", "fox", tower, "fox", "tree"]
    return state


WATCHTOWER_OFFSET_PATH = "dusk[2].cards[2].watch[0].offset"
"""Where a refused position of :func:`watchtower_table` is reported."""


@pytest.mark.parametrize(("offset", "side"), [(-1, "left"), (1, "right")])
def test_watchtower_beside_it_is_refused(offset: int, side: str) -> None:
    # Rulebook, Watchtower: "Any card can be directly next to the Watchtower, but it will not
    # score any points", so no Watchtower indicates the card right beside it.
    message = problems(watchtower_table(offset))[WATCHTOWER_OFFSET_PATH]
    assert message.startswith(
        f"Dusk: Cat and Ann, card 3: a position 1 card to its {side} (offset {offset}) "
        "is the card directly beside the Watchtower"
    )
    assert "“Any card can be directly next to the Watchtower, but it will not score" in message
    assert "2 or more cards away" in message


def test_watchtower_beside_it_is_refused_among_good_positions() -> None:
    found = problems(watchtower_table(2, -1, -2))
    assert list(found) == ["dusk[2].cards[2].watch[1].offset"]


@pytest.mark.parametrize("offset", [-2, 2])
def test_watchtower_two_cards_away_is_accepted_and_scored(offset: int) -> None:
    # The Tree 2 cards away (card 1 or card 5) scores 1 for Cat and Ann; Ben scores nothing.
    result = score(parse(watchtower_table(offset))).to_dict()
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 1, "Ben": 0, "Cat": 1}


def test_watchtower_beside_it_is_refused_by_the_command_line(tmp_path: Path) -> None:
    for offset in (-1, 1):
        table = tmp_path / f"watchtower{offset}.json"
        table.write_text(json.dumps(watchtower_table(offset)), encoding="utf-8")
        completed = run_scoring("panorama", str(table))
        assert completed.returncode == 2
        assert completed.stdout == ""
        lines = completed.stderr.splitlines()
        assert len(lines) == 1, completed.stderr
        assert lines[0].startswith(f"{WATCHTOWER_OFFSET_PATH}: Dusk: Cat and Ann")
        assert "Any card can be directly next to the Watchtower" in lines[0]


def test_watchtower_two_cards_away_is_scored_by_the_command_line(tmp_path: Path) -> None:
    table = tmp_path / "watchtower.json"
    table.write_text(json.dumps(watchtower_table(-2, 2)), encoding="utf-8")
    completed = run_scoring("panorama", str(table))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    # Both Trees 2 cards away score: 2 for Cat and Ann.
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 2, "Ben": 0, "Cat": 2}


@pytest.mark.parametrize(
    ("offset", "told"),
    [
        (1.5, "the Watchtower offset is 1.5; it should be a whole number."),
        ("2", "the Watchtower offset should be a whole number, not text."),
        (True, "the Watchtower offset should be a whole number, not true/false."),
    ],
)
def test_watch_offset_must_be_a_whole_number(offset: Any, told: str) -> None:
    card = {"icons": ["watchtower"], "watch": [{"offset": offset, "icon": "tree"}]}
    message = card_problem(card)["dusk[0].cards[1].watch[0].offset"]
    assert message == f"Dusk: Ann, card 2: {told}"


def test_watch_offset_left_empty_is_asked_for_with_examples() -> None:
    card = {"icons": ["watchtower"], "watch": [{"offset": None, "icon": "tree"}]}
    message = card_problem(card)["dusk[0].cards[1].watch[0].offset"]
    assert message == (
        "Dusk: Ann, card 2: a Watchtower position needs its offset (−2 = two cards to "
        "its left, +3 = three cards to its right)."
    )


def test_watch_offset_may_be_a_whole_float() -> None:
    card = {"icons": ["watchtower"], "watch": [{"offset": -2.0, "icon": "tree"}]}
    table = parse(solo_state(["tree", card]))
    assert table.dusk[0].cards[1].watch[0].offset == -2


def test_watch_icon_must_be_known() -> None:
    card = {"icons": ["watchtower"], "watch": [{"offset": 2, "icon": "sign"}]}
    found = card_problem(card)
    assert "the Watchtower icon 'sign' is not known" in found["dusk[0].cards[1].watch[0].icon"]


def test_watch_icon_is_required() -> None:
    card = {"icons": ["watchtower"], "watch": [{"offset": 2}]}
    assert "needs the icon" in card_problem(card)["dusk[0].cards[1].watch[0].icon"]


def test_watch_position_must_be_an_object() -> None:
    card = {"icons": ["watchtower"], "watch": [[1, "tree"]]}
    assert "should be an object" in card_problem(card)["dusk[0].cards[1].watch[0]"]


def test_face_down_must_be_true_or_false() -> None:
    found = card_problem({"face_down": "yes"})
    assert "true or false" in found["dusk[0].cards[1].face_down"]


def test_face_down_card_shows_no_icons() -> None:
    found = card_problem({"face_down": True, "icons": ["bear"]})
    assert "is face down, so it shows no icons" in found["dusk[0].cards[1].icons"]


def test_two_face_up_moons_are_rejected_naming_the_card_to_turn() -> None:
    found = problems(solo_state(["moon", "tree", "moon"]))
    message = found["dusk[0].cards[2]"]
    assert "second face-up Moon at card 3 (the first is card 1)" in message
    assert "turn card 3 face down, or card" in message


def test_two_face_up_suns_are_rejected() -> None:
    found = problems(solo_state(["fox"], ["sun", {"icons": ["sun", "fox"]}]))
    assert "second face-up Sun at card 2" in found["dawn[0].cards[1]"]


def test_a_face_down_moon_next_to_a_face_up_moon_is_fine() -> None:
    table = parse(solo_state(["moon", "down", "sun", "down"]))
    assert len(table.dusk[0].cards) == 4


def test_moon_check_runs_even_when_another_card_is_wrong() -> None:
    found = problems(solo_state(["moon", "wolf", "moon"]))
    assert "'wolf'" in found["dusk[0].cards[1]"]
    assert "second face-up Moon" in found["dusk[0].cards[2]"]


def test_every_problem_is_reported_at_once() -> None:
    state = shared_state(3, awards=["best_view"])
    state["dusk"][0]["cards"] = ["wolf", {"icons": ["bear", "lake"]}]
    state["dawn"][1]["players"] = ["Ben", "Zoe"]
    found = problems(state)
    assert set(found) == {
        "awards[0]",
        "dusk[0].cards[0]",
        "dusk[0].cards[1].scores_as",
        "dawn[1].players[1]",
    }


# Warnings


@pytest.mark.parametrize(("count", "deal"), [(3, 12), (4, 10), (5, 9), (6, 9)])
def test_deal_size_is_checked_per_phase(count: int, deal: int) -> None:
    exact = shared_state(
        count, ["fox"] * deal, awards=["treescape", "outfoxed", "in_focus", "wildlife"]
    )
    assert warnings(exact) == ()
    short = shared_state(
        count, ["fox"] * deal, awards=["treescape", "outfoxed", "in_focus", "wildlife"]
    )
    short["dawn"][0]["cards"] = ["fox"] * (deal - 1)
    (warning,) = warnings(short)
    assert warning.startswith(f"The Dawn phase has {deal * count - 1} cards")
    assert f"each is dealt {deal}, so a phase ends with {deal * count}" in warning


def test_deal_size_warns_once_per_phase() -> None:
    state = shared_state(3, ["fox"], awards=["treescape", "outfoxed", "in_focus", "wildlife"])
    found = warnings(state)
    assert len(found) == 2
    assert found[0].startswith("The Dusk phase has 3 cards")
    assert found[1].startswith("The Dawn phase has 3 cards")


def test_two_player_panoramas_of_ten_cards_give_no_warning() -> None:
    state = {
        "players": ["Ann", "Ben"],
        "dusk": [{"players": [n], "cards": ["fox"] * 10} for n in ("Ann", "Ben")],
        "dawn": [{"players": [n], "cards": ["fox"] * 10} for n in ("Ben", "Ann")],
    }
    assert warnings(state) == ()
    state["dusk"][1]["cards"] = ["fox"] * 9
    (warning,) = warnings(state)
    assert warning == (
        "In the Dusk phase Ben's panorama has 9 cards; in the two-player game each panorama "
        "ends with 10 cards. Check for a missing or extra card."
    )


def test_solo_panorama_size_warning() -> None:
    found = warnings(solo_state(["fox"] * 10, ["fox"] * 11))
    assert len(found) == 1
    assert "In the Dawn phase Ann's panorama has 11 cards; in the solo game" in found[0]


def test_two_player_count_warning_names_each_panorama_in_a_sentence() -> None:
    """Issue 23: it read "Ann's has 1, Ben's has 1 cards"."""
    state = {
        "players": ["Ann", "Ben"],
        "dusk": [{"players": [n], "cards": ["fox"]} for n in ("Ann", "Ben")],
        "dawn": [{"players": [n], "cards": ["fox"] * 10} for n in ("Ben", "Ann")],
    }
    (warning,) = warnings(state)
    assert warning.startswith(
        "In the Dusk phase Ann's panorama has 1 card and Ben's panorama has 1 card; "
    )


def test_fewer_than_four_awards_warn() -> None:
    found = warnings(shared_state(3, ["fox"] * 12, awards=["treescape", "outfoxed"]))
    assert found == (
        "Only 2 Awards are listed; a game with 3 to 6 players has 4 Award tiles in play, so "
        "check for missing ones.",
    )


def test_no_awards_warn_with_three_players() -> None:
    found = warnings(shared_state(3, ["fox"] * 12))
    assert found[0].startswith("No Awards are listed")


def test_five_mountains_warn() -> None:
    found = warnings(solo_state(["mountain"] * 5 + ["fox"] * 5, ["fox"] * 10))
    assert found == (
        "Ann's Dusk panorama has 5 Mountains; the Mountain scale stops at 4 (8 points), so it "
        "scores 8.",
    )


# A panorama named by its players is the subject of its sentence: the verb agrees with the
# number of names ("Ann and Ben have", "Ann e Ben hanno"; "Ann has", "Ann ha").
SECOND_MOON = {
    "en": (
        "Dusk: Ann has a second face-up Moon at card 3 (the first is card 1);",
        "Dusk: Ann and Ben have a second face-up Moon at card 3 (the first is card 1);",
    ),
    "it": (
        "Tramonto: Ann ha una seconda Luna scoperta alla carta 3 (la prima è la carta 1);",
        "Tramonto: Ann e Ben hanno una seconda Luna scoperta alla carta 3 (la prima è la carta 1);",
    ),
}


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_second_moon_agrees_with_one_and_with_two_names(code: str) -> None:
    one, two = SECOND_MOON[code]
    with language(code):
        solo = problems(solo_state(["moon", "tree", "moon"]))["dusk[0].cards[2]"]
        pair = shared_state(3)
        pair["dusk"][0]["cards"] = ["moon", "tree", "moon"]
        shared = problems(pair)["dusk[0].cards[2]"]
    assert solo.startswith(one)
    assert shared.startswith(two)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "Dawn: Ben and Cat have a second face-up Sun at card 2"),
        ("it", "Alba: Ben e Cat hanno un secondo Sole scoperto alla carta 2"),
    ],
)
def test_a_second_sun_agrees_with_two_names(code: str, expected: str) -> None:
    state = shared_state(3)
    state["dawn"][1]["cards"] = ["sun", "sun"]
    with language(code):
        assert problems(state)["dawn[1].cards[1]"].startswith(expected)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "Dawn: Ann has no cards; a panorama has at least one card."),
        ("it", "Alba: Ann non ha carte; un panorama ha almeno una carta."),
    ],
)
def test_an_empty_panorama_of_one_name_takes_the_singular(code: str, expected: str) -> None:
    state = solo_state(["fox"], [])
    with language(code):
        assert problems(state)["dawn[0].cards"] == expected
