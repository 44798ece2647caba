"""Panorama: every card rule, the Mountain and Northern Lights sets, every Award, the three
table shapes, the rulebook's examples, the sample table and the command line.

Positions in the tests are 1-based, as in the explanations ("Bear (card 2)").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring.errors import TableError
from scoring.i18n import language
from scoring.panorama import (
    AWARD_NAMES,
    AWARD_POINTS,
    AWARD_RULES,
    ICON_LABELS,
    INPUT_NOTES,
    MOUNTAIN_POINTS,
    READINGS,
    RULE_LABELS,
    RULE_TEXTS,
    Award,
    Card,
    Icon,
    Panorama,
    Rule,
    mountain_points,
    parse,
    score,
    score_cards,
)
from scoring.result import LineItem, Result
from tests.scoring.cli import run_scoring

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "tests" / "examples" / "panorama.json"
NAMES = ("Ann", "Ben", "Cat", "Dev", "Eve", "Fay")


def watchtower(*watch: tuple[int, str], icons: tuple[str, ...] = ("watchtower",)) -> dict[str, Any]:
    """A Watchtower card object indicating ``(offset, icon)`` positions."""
    return {"icons": list(icons), "watch": [{"offset": o, "icon": i} for o, i in watch]}


def solo_state(dusk: list[Any], dawn: list[Any] | None = None) -> dict[str, Any]:
    """A solo table state with the given Dusk (and Dawn) cards."""
    return {
        "players": ["Ann"],
        "dusk": [{"players": ["Ann"], "cards": dusk}],
        "dawn": [{"players": ["Ann"], "cards": dawn if dawn is not None else ["fox"]}],
    }


def one_panorama(*cards: Any) -> Panorama:
    """The parsed panorama of these cards (as a solo Dusk panorama)."""
    return parse(solo_state(list(cards))).dusk[0]


def card_items(*cards: Any) -> dict[str, LineItem]:
    """The panorama's card line items (card rules, Mountains, Northern Lights) by label."""
    return {item.label: item for item in score_cards(one_panorama(*cards)).items}


def card_points(*cards: Any) -> dict[str, int]:
    """The panorama's card points by item label."""
    return {label: item.points for label, item in card_items(*cards).items()}


def panorama_total(*cards: Any) -> int:
    """Every point the panorama's cards score."""
    return score_cards(one_panorama(*cards)).points


def shared_state(
    dusk: list[list[Any]],
    dawn: list[list[Any]] | None = None,
    awards: list[str] | None = None,
) -> dict[str, Any]:
    """A 3–6 player state: panorama ``i`` of each phase is shared by seats ``i`` and ``i + 1``."""
    count = len(dusk)
    names = list(NAMES[:count])
    dawn = dawn if dawn is not None else [["fox"] for _ in range(count)]

    def phase(cards: list[list[Any]]) -> list[dict[str, Any]]:
        return [
            {"players": [names[i], names[(i + 1) % count]], "cards": cards[i]} for i in range(count)
        ]

    return {
        "players": names,
        "awards": awards if awards is not None else [],
        "dusk": phase(dusk),
        "dawn": phase(dawn),
    }


def score_state(state: dict[str, Any]) -> Result:
    """Parse and score a table state."""
    return score(parse(state))


def totals(result: Result) -> dict[str, int]:
    """Each player's total by name."""
    return {player.name: player.total for player in result.players}


def award_winners(result: Result, award: str) -> list[tuple[str, int]]:
    """The ``(phase, index)`` of every panorama that won ``award``."""
    for entry in result.sections["awards"]:
        if entry["award"] == award:
            return [(winner["phase"], winner["index"]) for winner in entry["winners"]]
    raise KeyError(award)


# The rulebook's worked examples


def test_rulebook_cliff_with_moon_on_its_right_and_no_animal_left_scores_three() -> None:
    items = card_items("tree", "cliff", "moon")
    assert items["Cliff (card 2)"].points == 3
    assert (
        "card 3 on its right (Moon) is a feature card → +3" in items["Cliff (card 2)"].explanation
    )
    assert "no penalty" in items["Cliff (card 2)"].explanation


def test_rulebook_northern_lights_alone_scores_nothing() -> None:
    items = card_items("tree", "northern_lights", "fox")
    assert items["Northern Lights (card 2)"].points == 0
    assert "no Northern Lights card beside it" in items["Northern Lights (card 2)"].explanation
    assert panorama_total("tree", "northern_lights", "fox") == 0


def test_rulebook_watchtower_scores_two_for_tree_and_moose_and_not_its_own_fox() -> None:
    # The rulebook's example: the Watchtower at the far left scores the Tree and the Moose;
    # the Fox on it scores nothing, and "any card can be directly next to the Watchtower, but
    # it will not score any points" (here a Fox).
    tower = watchtower((2, "tree"), (3, "moose"), icons=("watchtower", "fox"))
    items = card_items(tower, "fox", "tree", "moose")
    assert items["Watchtower (card 1)"].points == 2
    text = items["Watchtower (card 1)"].explanation
    assert "Tree 2 cards to its right: card 3 (Tree) → 1" in text
    assert "Moose 3 cards to its right: card 4 (Moose) → 1" in text
    assert "card 2" not in text and "Fox" not in text


@pytest.mark.parametrize(("left", "points"), [(4, 2), (9, 4)])
def test_rulebook_sun_with_four_and_nine_cards_to_its_left(left: int, points: int) -> None:
    cards = ["fox"] * left + ["sun"]
    assert card_points(*cards)[f"Sun (card {left + 1})"] == points


def test_rulebook_three_adjacent_northern_lights_are_two_pairs_for_six() -> None:
    points = card_points("northern_lights", "northern_lights", "northern_lights")
    assert points == {"Northern Lights (cards 1 and 2)": 3, "Northern Lights (cards 2 and 3)": 3}
    assert panorama_total("northern_lights", "northern_lights", "northern_lights") == 6


# Bear


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["tree", "bear", "tree"], 4),
        (["tree", "bear", "fox"], 2),
        (["fox", "bear", "tree"], 2),
        (["fox", "bear", "lake"], 0),
        (["bear", "tree"], 2),
        (["tree", "bear"], 2),
        (["bear"], 0),
        (["down", "bear", "down"], 0),
        ([{"icons": ["fox", "tree"]}, "bear", {"icons": ["bear", "tree"]}], 4),
        (["tree", "fox", "bear", "fox", "tree"], 0),
    ],
)
def test_bear_scores_two_per_tree_card_beside_it_max_four(cards: list[Any], points: int) -> None:
    position = next(i for i, card in enumerate(cards) if card == "bear") + 1
    assert card_points(*cards)[f"Bear (card {position})"] == points


def test_bear_explanation_names_the_trees_and_the_cap() -> None:
    item = card_items("tree", "bear", "tree")["Bear (card 2)"]
    assert item.explanation == (
        "Bear: card 1 on its left (Tree) has a Tree; card 3 on its right (Tree) has a Tree "
        "→ 2 Trees × 2 = 4 (max 4)"
    )
    assert item.refs == (2, 1, 3)
    assert item.details["looked_at"] == [1, 3]


# Campfire


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["bear", "fox", "campfire", "moose", "bear"], 4),
        (["bear", "tree", "campfire", "tree", "fox"], 2),
        (["bear", "tree", "tree", "campfire", "tree", "tree", "fox"], 0),
        (["campfire", "bear", "fox", "moose"], 2),
        (["moose", "campfire"], 1),
        (["campfire"], 0),
        (["down", "down", "campfire", "down", "down"], 0),
        ([{"icons": ["fox", "lake"]}, "lake", "campfire", "tree", {"icons": ["bear", "tree"]}], 2),
    ],
)
def test_campfire_counts_animal_cards_among_two_closest_each_side(
    cards: list[Any], points: int
) -> None:
    position = cards.index("campfire") + 1
    assert card_points(*cards)[f"Campfire (card {position})"] == points


def test_campfire_explanation_lists_the_cards_looked_at() -> None:
    item = card_items("bear", "tree", "tree", "campfire", "fox")["Campfire (card 4)"]
    assert "cards 2, 3, 5" in item.explanation
    assert "card 5 (Fox)" in item.explanation
    assert item.refs == (4, 2, 3, 5)


# Cliff


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["tree", "cliff", "moon"], 3),
        (["bear", "cliff", "moon"], 1),
        (["bear", "cliff", "fox"], -2),
        (["fox", "cliff"], -2),
        (["cliff", "campfire"], 3),
        (["cliff"], 0),
        (["cliff", "down"], 0),
        (["down", "cliff"], 0),
        (["bear", "tree", "cliff", "fox", "moon"], 0),
        (["lake", "cliff", {"icons": ["fox", "lake"]}], 3),
        ([{"icons": ["fox", "lake"]}, "cliff", "lake"], 1),
    ],
)
def test_cliff_looks_only_at_the_adjacent_cards_range_minus_two_to_three(
    cards: list[Any], points: int
) -> None:
    position = cards.index("cliff") + 1
    assert card_points(*cards)[f"Cliff (card {position})"] == points


def test_cliff_penalty_is_explained() -> None:
    item = card_items("bear", "cliff")["Cliff (card 2)"]
    assert "card 1 on its left (Bear) is an animal card → -2" in item.explanation
    assert "nothing on its right (end of the panorama)" in item.explanation
    assert "(range −2 to 3)" in item.explanation


# Lake


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["tree", "lake", "bear"], 4),
        (["campfire", "lake", "fox"], 4),
        (["bear", "lake", "tree"], 0),
        (["lake", "moose"], 2),
        (["mountain", "lake"], 2),
        (["lake"], 0),
        (["down", "lake", "down"], 0),
        (["tree", "bear", "lake", "tree", "bear"], 0),
        ([{"icons": ["fox", "lake"]}, "lake", {"icons": ["fox", "lake"]}], 4),
    ],
)
def test_lake_animal_on_right_and_feature_on_left_max_four(cards: list[Any], points: int) -> None:
    position = cards.index("lake") + 1
    assert card_points(*cards)[f"Lake (card {position})"] == points


# Moon


def test_moon_scores_two() -> None:
    item = card_items("fox", "moon", "fox")["Moon (card 2)"]
    assert item.points == 2
    assert item.explanation == "Moon: a Moon scores 2"


# Moose


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["tree", "moose", "lake"], 4),
        (["bear", "moose", "fox"], 0),
        (["down", "moose", "down"], 4),
        (["down", "moose", "fox"], 2),
        (["moose"], 0),
        (["moose", "tree"], 2),
        (["lake", "moose"], 2),
        ([{"icons": ["fox", "lake"]}, "moose", "campfire"], 2),
    ],
)
def test_moose_scores_two_per_non_animal_neighbour_face_down_counts(
    cards: list[Any], points: int
) -> None:
    position = cards.index("moose") + 1
    assert card_points(*cards)[f"Moose (card {position})"] == points


def test_moose_explains_face_down_neighbour_counts_as_not_animal() -> None:
    item = card_items("down", "moose")["Moose (card 2)"]
    assert "card 1 on its left (face-down card) counts as not animal" in item.explanation
    assert "nothing on its right (end of the panorama)" in item.explanation


# Ranger Station


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["down", "ranger_station", "down"], 4),
        (["down", "ranger_station", "tree"], 2),
        (["tree", "ranger_station", "down"], 2),
        (["tree", "ranger_station", "fox"], 0),
        (["ranger_station"], 0),
        (["down", "down", "tree", "ranger_station"], 0),
    ],
)
def test_ranger_station_scores_two_per_face_down_neighbour(cards: list[Any], points: int) -> None:
    position = cards.index("ranger_station") + 1
    assert card_points(*cards)[f"Ranger Station (card {position})"] == points


# Sun


@pytest.mark.parametrize(("left", "points"), [(0, 0), (1, 0), (2, 1), (3, 1), (5, 2), (12, 6)])
def test_sun_scores_floor_half_the_cards_to_its_left(left: int, points: int) -> None:
    cards = ["tree"] * left + ["sun", "fox", "fox"]
    item = card_items(*cards)[f"Sun (card {left + 1})"]
    assert item.points == points
    assert f"→ {points} full pair" in item.explanation


def test_sun_counts_face_down_cards_to_its_left() -> None:
    assert card_points("down", "down", "down", "down", "sun")["Sun (card 5)"] == 2


# Watchtower


def test_watchtower_offsets_are_relative_and_negative_looks_left() -> None:
    # Card 3 looks 2 to its left (card 1, Bear) and 2 to its right (card 5, Moose).
    tower = watchtower((-2, "bear"), (2, "moose"))
    assert card_points("bear", "tree", tower, "lake", "moose")["Watchtower (card 3)"] == 2
    mirrored = watchtower((-2, "moose"), (2, "bear"))
    assert card_points("bear", "tree", mirrored, "lake", "moose")["Watchtower (card 3)"] == 0


def test_watchtower_cards_right_beside_it_never_score_for_it() -> None:
    # "Any card can be directly next to the Watchtower, but it will not score any points":
    # the Trees beside card 3 are not indicated; only card 5's Tree, 2 to its right, scores.
    tower = watchtower((-2, "tree"), (2, "tree"))
    assert card_points("fox", "tree", tower, "tree", "tree")["Watchtower (card 3)"] == 1


def test_watchtower_position_off_the_end_scores_zero() -> None:
    tower = watchtower((-3, "bear"), (5, "tree"), (2, "lake"))
    item = card_items("bear", tower, "fox", "lake")["Watchtower (card 2)"]
    assert item.points == 1
    assert "off the end of the panorama → 0" in item.explanation


def test_watchtower_face_down_position_and_wrong_icon_score_zero() -> None:
    tower = watchtower((2, "tree"), (3, "tree"))
    assert card_points(tower, "tree", "down", "fox")["Watchtower (card 1)"] == 0


def test_watchtower_counts_an_icon_on_a_two_icon_card() -> None:
    tower = watchtower((2, "tree"), (2, "bear"))
    assert card_points(tower, "fox", {"icons": ["bear", "tree"]})["Watchtower (card 1)"] == 2


def test_watchtower_own_icons_never_score_for_it() -> None:
    tower = watchtower((2, "fox"), (-2, "fox"), icons=("watchtower", "fox"))
    assert card_points("tree", "lake", tower, "lake", "tree")["Watchtower (card 3)"] == 0


def test_watchtower_scores_at_most_four() -> None:
    tower = watchtower((2, "tree"), (3, "tree"), (4, "tree"), (5, "tree"))
    cards = (tower, "tree", "tree", "tree", "tree", "tree")
    assert card_points(*cards)["Watchtower (card 1)"] == 4


def test_watchtower_scores_as_watchtower_on_a_card_with_another_scoring_icon() -> None:
    tower = {
        "icons": ["watchtower", "lake"],
        "scores_as": "watchtower",
        "watch": [{"offset": 2, "icon": "fox"}],
    }
    assert card_points("tree", tower, "tree", "fox") == {"Watchtower (card 2)": 1}


# Mountain set


@pytest.mark.parametrize(("count", "points"), [(1, 1), (2, 3), (3, 5), (4, 8), (5, 8), (6, 8)])
def test_mountain_set_scores_once_per_panorama(count: int, points: int) -> None:
    cards = []
    for _ in range(count):
        cards += ["mountain", "fox"]
    items = card_items(*cards)
    assert items["Mountains"].points == points
    assert items["Mountains"].explanation.startswith(
        f"{count} Mountain{'s' if count > 1 else ''} ("
    )
    assert f"→ {points}" in items["Mountains"].explanation
    assert [label for label in items if "Mountain" in label] == ["Mountains"]
    assert items["Mountains"].details["count"] == count


def test_mountains_need_not_be_adjacent_and_refs_list_them() -> None:
    item = card_items("mountain", "fox", "tree", "mountain", "mountain")["Mountains"]
    assert item.points == 5
    assert item.refs == (1, 4, 5)
    assert item.explanation.startswith("3 Mountains (cards 1, 4 and 5) → 5")


def test_mountain_icon_on_a_card_scoring_another_rule_still_counts() -> None:
    cards = [{"icons": ["mountain", "bear"], "scores_as": "bear"}, "tree", "mountain"]
    assert card_points(*cards) == {"Bear (card 1)": 2, "Mountains": 3}


def test_no_mountains_no_mountain_line() -> None:
    assert "Mountains" not in card_items("fox", "tree")


def test_mountain_points_table() -> None:
    assert MOUNTAIN_POINTS == {1: 1, 2: 3, 3: 5, 4: 8}
    assert [mountain_points(n) for n in range(7)] == [0, 1, 3, 5, 8, 8, 8]


def test_five_mountains_warn_that_the_scale_stops_at_four() -> None:
    result = score_state(solo_state(["mountain"] * 5))
    assert result.players[0].category("Dusk").items[0].points == 8
    assert any("5 Mountains" in w and "stops at 4" in w for w in result.warnings)


# Northern Lights


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["northern_lights", "northern_lights"], 3),
        (["northern_lights", "fox", "northern_lights"], 0),
        (["northern_lights"] * 4, 9),
        (["northern_lights", "northern_lights", "tree", "northern_lights", "northern_lights"], 6),
        (["northern_lights", "down", "northern_lights"], 0),
        ([{"icons": ["northern_lights", "fox"]}, "northern_lights"], 3),
    ],
)
def test_northern_lights_score_three_per_adjacent_pair(cards: list[Any], points: int) -> None:
    assert panorama_total(*cards) == points


def test_northern_lights_one_line_item_per_pair() -> None:
    items = card_items("northern_lights", "northern_lights", "fox", "northern_lights")
    assert items["Northern Lights (cards 1 and 2)"].points == 3
    assert items["Northern Lights (cards 1 and 2)"].refs == (1, 2)
    assert items["Northern Lights (card 4)"].points == 0


# Cards without a rule, face-down cards and scores_as


def test_fox_tree_and_face_down_cards_have_no_items() -> None:
    assert card_items("fox", "tree", "down", {"face_down": True}) == {}


def test_face_down_card_is_neither_animal_nor_feature() -> None:
    card = Card.down()
    assert not card.is_animal
    assert not card.is_feature
    assert not card.has(Icon.TREE)


def test_card_can_be_animal_and_feature() -> None:
    card = one_panorama({"icons": ["fox", "lake"]}).cards[0]
    assert card.is_animal
    assert card.is_feature
    assert card.scores_as is Rule.LAKE


def test_scores_as_chooses_the_rule_of_a_two_scoring_icon_card() -> None:
    card = {"icons": ["bear", "lake"], "scores_as": "lake"}
    assert card_points("tree", card, "fox") == {"Lake (card 2)": 4}


def test_scores_as_none_silences_a_card() -> None:
    assert card_items({"icons": ["moon"], "scores_as": "none"}) == {}


def test_shorthands_score_by_their_icon_rule() -> None:
    panorama = one_panorama("fox", "tree", "bear", "down", "mountain", "northern_lights")
    rules = [card.scores_as for card in panorama.cards]
    assert rules == [
        Rule.NONE,
        Rule.NONE,
        Rule.BEAR,
        Rule.NONE,
        Rule.MOUNTAIN,
        Rule.NORTHERN_LIGHTS,
    ]
    assert panorama.cards[3].face_down


def test_shorthands_are_exact_lower_case_slugs() -> None:
    with pytest.raises(TableError) as caught:
        one_panorama(" Bear ", "DOWN")
    found = {problem.path: problem.message for problem in caught.value.problems}
    assert found["dusk[0].cards[0]"].endswith(
        "' Bear ' is not written as the rules list it; write it in lower case and without "
        "spaces around it: 'bear'."
    )
    assert found["dusk[0].cards[1]"].endswith("write it in lower case: 'down'.")


def test_object_card_with_face_down_false_is_face_up() -> None:
    panorama = one_panorama({"face_down": False, "icons": ["moose"]})
    assert panorama.cards[0] == Card((Icon.MOOSE,), Rule.MOOSE)


def test_card_list_of_the_result_describes_every_position() -> None:
    result = score_state(solo_state(["mountain", "down", "fox", "bear", "tree"]))
    cards = result.sections["panoramas"][0]["cards"]
    assert [card["position"] for card in cards] == [1, 2, 3, 4, 5]
    assert cards[0]["explanation"] == "Mountain: counted in the Mountain set score (1 Mountain → 1)"
    assert cards[1] == {
        "position": 2,
        "points": 0,
        "explanation": "face-down card: no icons, no rule",
        "label": "face-down card",
        "face_down": True,
        "icons": [],
        "scores_as": None,
    }
    assert cards[3]["points"] == 2
    assert cards[3]["scores_as"] == "bear"


# Table shapes


def three_player_state() -> dict[str, Any]:
    return shared_state(
        [["tree", "bear", "tree"], ["moose", "lake", "fox"], ["fox", "cliff", "moon"]],
        [["down", "ranger_station"], ["mountain", "mountain"], ["sun"]],
        ["treescape", "fox_friend", "wide_angle", "in_focus"],
    )


def test_three_players_each_score_the_four_panoramas_beside_them() -> None:
    result = score_state(three_player_state())
    ann = result.player("Ann")
    assert [category.name for category in ann.categories] == [
        "Dusk, with Ben",
        "Dusk, with Cat",
        "Dawn, with Ben",
        "Dawn, with Cat",
    ]
    # Wide Angle (3 cards) goes to all three Dusk panoramas; Fox Friend (1 fox) to Dusk Ben–Cat
    # and Dusk Cat–Ann. Dusk Ann–Ben: Bear 4 + Treescape 5 + Wide Angle 4.
    assert ann.category("Dusk, with Ben").points == 4 + 5 + 4
    # Dusk Cat–Ann: Cliff (fox left −2, moon right +3) 1 + Moon 2 + Fox Friend 5 + Wide Angle 4.
    assert ann.category("Dusk, with Cat").points == 1 + 2 + 5 + 4
    # Dawn Ann–Ben: Ranger Station 2; Dawn Cat–Ann: Sun 0 + In Focus 6 (1 card).
    assert ann.category("Dawn, with Ben").points == 2
    assert ann.category("Dawn, with Cat").points == 0 + 6
    assert ann.total == 13 + 12 + 2 + 6


def test_shared_panorama_counts_in_full_for_both_players() -> None:
    result = score_state(three_player_state())
    ann_side = result.player("Ann").category("Dusk, with Ben")
    ben_side = result.player("Ben").category("Dusk, with Ann")
    assert ann_side.items == ben_side.items
    assert ann_side.points == ben_side.points == 13


def test_three_player_totals() -> None:
    result = score_state(three_player_state())
    # Dusk Ben–Cat: Moose (lake on its right) 2 + Lake (fox on its right) 2 + Fox Friend 5
    # + Wide Angle 4 = 13. Dawn Ben–Cat: 2 Mountains → 3.
    assert totals(result) == {
        "Ann": 13 + 12 + 2 + 6,
        "Ben": 13 + 13 + 2 + 3,
        "Cat": 13 + 12 + 3 + 6,
    }


@pytest.mark.parametrize("count", [3, 4, 5, 6])
def test_every_player_scores_four_categories_with_three_to_six_players(count: int) -> None:
    state = shared_state([["bear", "tree"]] * count, [["tree"]] * count)
    result = score_state(state)
    for seat, player in enumerate(result.players):
        after, before = NAMES[(seat + 1) % count], NAMES[(seat - 1) % count]
        assert [c.name for c in player.categories] == [
            f"Dusk, with {after}",
            f"Dusk, with {before}",
            f"Dawn, with {after}",
            f"Dawn, with {before}",
        ]
        assert player.total == 4


def test_panorama_may_name_its_players_in_either_order() -> None:
    state = three_player_state()
    state["dusk"][0]["players"] = ["Ben", "Ann"]
    state["dawn"][2]["players"] = ["ann", " CAT "]
    assert totals(score_state(state)) == totals(score_state(three_player_state()))
    assert score_state(state).sections["panoramas"][0]["players"] == ["Ben", "Ann"]


def two_player_state() -> dict[str, Any]:
    return {
        "players": ["Ann", "Ben"],
        "dusk": [
            {"players": ["Ann"], "cards": ["tree", "bear", "tree"]},
            {"players": ["Ben"], "cards": ["mountain", "mountain"]},
        ],
        "dawn": [
            {"players": ["Ben"], "cards": ["fox", "fox", "sun"]},
            {"players": ["Ann"], "cards": ["down", "moose"]},
        ],
    }


def test_two_players_score_only_their_own_panoramas() -> None:
    result = score_state(two_player_state())
    ann, ben = result.players
    assert [c.name for c in ann.categories] == ["Dusk", "Dawn"]
    assert ann.category("Dusk").points == 4
    assert ann.category("Dawn").points == 2
    assert ben.category("Dusk").points == 3
    assert ben.category("Dawn").points == 1
    assert totals(result) == {"Ann": 6, "Ben": 4}
    assert result.winners == ("Ann",)
    assert result.sections["awards"] == []


def test_two_player_game_uses_no_awards_even_when_an_empty_list_is_given() -> None:
    state = two_player_state()
    state["awards"] = []
    result = score_state(state)
    assert result.sections["awards"] == []
    assert not any("Award" in w for w in result.warnings)


def test_solo_scores_one_panorama_per_phase() -> None:
    result = score_state(solo_state(["tree", "bear", "tree"], ["fox", "lake", "fox", "sun"]))
    (ann,) = result.players
    assert [c.name for c in ann.categories] == ["Dusk", "Dawn"]
    assert ann.total == 4 + 2 + 1
    assert result.winners == ("Ann",)
    assert result.standing.tiebreak is None


# Awards


def awards_state(dusk: list[list[Any]], dawn: list[list[Any]], award: str) -> dict[str, Any]:
    return shared_state(dusk, dawn, [award])


def test_award_goes_to_every_tied_panorama_and_both_its_players() -> None:
    state = awards_state(
        [["tree", "tree"], ["fox"], ["tree", "fox"]],
        [["fox"], ["tree", "fox", "tree"], ["fox"]],
        "treescape",
    )
    result = score_state(state)
    assert award_winners(result, "treescape") == [("dusk", 0), ("dawn", 1)]
    entry = result.sections["awards"][0]
    assert entry["explanation"] == "most cards with a Tree: 2 (Dusk Ann–Ben, Dawn Ben–Cat)"
    assert entry["points"] == 5
    assert totals(result) == {"Ann": 5, "Ben": 10, "Cat": 5}
    item = result.player("Ann").category("Dusk, with Ben").items[-1]
    assert item.label == "Treescape"
    assert item.points == 5
    assert "tied with Dawn Ben–Cat" in item.explanation
    assert item.refs == (1, 2)


def test_award_is_decided_over_both_phases_together() -> None:
    state = awards_state(
        [["tree", "tree", "tree"], ["fox"], ["fox"]],
        [["tree", "tree"], ["fox"], ["fox"]],
        "treescape",
    )
    assert award_winners(score_state(state), "treescape") == [("dusk", 0)]


@pytest.mark.parametrize("award", ["treescape", "fox_friend", "naturalist", "eagle_eye"])
def test_most_awards_need_at_least_one(award: str) -> None:
    state = awards_state([["bear"], ["moose"], ["down"]], [["bear"], ["bear"], ["bear"]], award)
    result = score_state(state)
    assert award_winners(result, award) == []
    assert result.sections["awards"][0]["explanation"].endswith("so nobody wins it")
    assert totals(result) == {"Ann": 0, "Ben": 0, "Cat": 0}


def test_fox_friend_most_fox_cards() -> None:
    state = awards_state(
        [["fox", {"icons": ["fox", "tree"]}], ["fox"], ["tree"]],
        [
            [
                "fox",
                "down",
                {"icons": ["watchtower", "fox"], "watch": [{"offset": -2, "icon": "fox"}]},
            ],
            ["tree"],
            ["fox", "fox"],
        ],
        "fox_friend",
    )
    assert award_winners(score_state(state), "fox_friend") == [
        ("dusk", 0),
        ("dawn", 0),
        ("dawn", 2),
    ]


def test_naturalist_counts_natural_feature_icons_one_by_one() -> None:
    state = awards_state(
        [[{"icons": ["lake", "tree"]}], ["lake", "campfire"], ["tree"]],
        [["ranger_station", "campfire"], ["mountain", "fox"], ["moose"]],
        "naturalist",
    )
    result = score_state(state)
    assert award_winners(result, "naturalist") == [("dusk", 0)]
    values = [entry["value"] for entry in result.sections["awards"][0]["values"]]
    assert values == [2, 1, 1, 0, 1, 0]


def test_naturalist_ignores_man_made_features() -> None:
    state = awards_state(
        [["campfire", "ranger_station", "campfire"], ["lake"], ["fox"]],
        [["fox"], ["fox"], ["fox"]],
        "naturalist",
    )
    assert award_winners(score_state(state), "naturalist") == [("dusk", 1)]


def test_wide_angle_longest_counts_face_down_cards() -> None:
    state = awards_state(
        [["down", "down", "fox"], ["fox", "tree"], ["fox"]],
        [["fox", "fox", "fox"], ["fox"], ["fox"]],
        "wide_angle",
    )
    result = score_state(state)
    assert award_winners(result, "wide_angle") == [("dusk", 0), ("dawn", 0)]
    assert totals(result) == {"Ann": 8, "Ben": 8, "Cat": 0}


def test_in_focus_shortest_counts_face_down_cards() -> None:
    state = awards_state(
        [["down"], ["fox", "tree"], ["fox", "fox"]],
        [["fox", "fox"], ["fox", "down"], ["down"]],
        "in_focus",
    )
    result = score_state(state)
    assert award_winners(result, "in_focus") == [("dusk", 0), ("dawn", 2)]
    assert totals(result) == {"Ann": 12, "Ben": 6, "Cat": 6}


def test_clearview_fewest_trees_zero_counts() -> None:
    state = awards_state(
        [["tree"], ["fox"], ["tree", "tree"]],
        [["down"], ["tree"], ["tree"]],
        "clearview",
    )
    result = score_state(state)
    assert award_winners(result, "clearview") == [("dusk", 1), ("dawn", 0)]
    assert result.sections["awards"][0]["explanation"] == (
        "fewest cards with a Tree: 0 (Dusk Ben–Cat, Dawn Ann–Ben)"
    )


def test_clearview_all_panoramas_tied_at_zero_all_win() -> None:
    state = awards_state([["fox"], ["fox"], ["fox"]], [["fox"], ["fox"], ["fox"]], "clearview")
    result = score_state(state)
    assert len(award_winners(result, "clearview")) == 6
    assert totals(result) == {"Ann": 16, "Ben": 16, "Cat": 16}


def test_outfoxed_fewest_foxes_zero_counts() -> None:
    state = awards_state(
        [["fox"], [{"icons": ["fox", "lake"]}], ["fox", "fox"]],
        [["fox"], ["fox"], ["tree", "down"]],
        "outfoxed",
    )
    assert award_winners(score_state(state), "outfoxed") == [("dawn", 2)]


def test_outfoxed_when_every_panorama_has_a_fox_the_fewest_win() -> None:
    state = awards_state(
        [["fox"], ["fox", "fox"], ["fox"]],
        [["fox", "fox"], ["fox"], ["fox", "fox"]],
        "outfoxed",
    )
    assert award_winners(score_state(state), "outfoxed") == [("dusk", 0), ("dusk", 2), ("dawn", 1)]


def test_eagle_eye_most_watchtower_cards() -> None:
    tower = watchtower((2, "fox"))
    state = awards_state(
        [[tower, "fox"], [tower, tower, "fox"], ["fox"]],
        [[tower, "fox", tower], ["fox"], ["fox"]],
        "eagle_eye",
    )
    assert award_winners(score_state(state), "eagle_eye") == [("dusk", 1), ("dawn", 0)]


def test_originality_no_feature_icon_on_more_than_one_card() -> None:
    state = awards_state(
        [
            ["lake", "cliff", "campfire", "bear", "bear"],
            ["lake", "fox", "lake"],
            ["campfire", "tree", "campfire"],
        ],
        [
            [{"icons": ["fox", "lake"]}, "lake"],
            ["fox", "fox", "down", "down"],
            [{"icons": ["lake", "tree"]}, "tree"],
        ],
        "originality",
    )
    result = score_state(state)
    assert award_winners(result, "originality") == [("dusk", 0), ("dawn", 1)]
    values = [entry["value"] for entry in result.sections["awards"][0]["values"]]
    assert values == [True, False, False, False, True, False]
    assert AWARD_POINTS[Award.ORIGINALITY] == 6


def test_originality_nobody_when_every_panorama_repeats_a_feature() -> None:
    state = awards_state(
        [["tree", "tree"], ["lake", "lake"], ["moon", "down", "tree", "tree"]],
        [["cliff", "cliff"], ["campfire", "campfire"], ["mountain", "mountain"]],
        "originality",
    )
    result = score_state(state)
    assert award_winners(result, "originality") == []
    assert result.sections["awards"][0]["explanation"].endswith("so nobody wins it")


def test_wildlife_every_card_has_an_animal_face_down_fails() -> None:
    state = awards_state(
        [["bear", {"icons": ["fox", "lake"]}, "moose"], ["bear", "down"], ["fox"]],
        [["bear", "tree"], [{"icons": ["bear", "tree"]}], ["moose", "moose"]],
        "wildlife",
    )
    result = score_state(state)
    assert award_winners(result, "wildlife") == [("dusk", 0), ("dusk", 2), ("dawn", 1), ("dawn", 2)]
    assert result.player("Ben").category("Dusk, with Ann").items[-1].explanation == (
        "Wildlife Award: every one of its cards shows an animal → 6"
    )


def test_wildlife_nobody_wins_when_no_panorama_is_all_animals() -> None:
    state = awards_state([["tree"], ["down"], ["lake"]], [["fox", "tree"]] * 3, "wildlife")
    assert award_winners(score_state(state), "wildlife") == []


def test_all_four_awards_are_listed_in_order_with_their_points() -> None:
    result = score_state(three_player_state())
    assert [entry["award"] for entry in result.sections["awards"]] == [
        "treescape",
        "fox_friend",
        "wide_angle",
        "in_focus",
    ]
    assert [entry["points"] for entry in result.sections["awards"]] == [5, 5, 4, 6]


def test_panorama_section_lists_its_awards_and_total() -> None:
    result = score_state(three_player_state())
    first = result.sections["panoramas"][0]
    assert first["phase"] == "dusk"
    assert first["index"] == 0
    assert first["players"] == ["Ann", "Ben"]
    assert first["card_points"] == 4
    assert [award["award"] for award in first["awards"]] == ["treescape", "wide_angle"]
    assert first["total"] == 13


# Ties


def test_tied_players_share_the_win() -> None:
    state = shared_state([["bear"], ["bear"], ["bear"]], [["fox"], ["fox"], ["fox"]])
    result = score_state(state)
    assert result.winners == ("Ann", "Ben", "Cat")
    assert "share the win" in (result.standing.tiebreak or "")
    assert [player["rank"] for player in result.to_dict()["players"]] == [1, 1, 1]


# Sample table, labels and readings


def test_sample_table_scores_its_expected_totals() -> None:
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    result = score(parse(sample["state"]))
    assert totals(result) == sample["expect"]["totals"]
    assert list(result.winners) == sample["expect"]["winners"]
    assert totals(result) == {"Ann": 56, "Ben": 30, "Cat": 37, "Dev": 63}


def test_sample_table_awards() -> None:
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    result = score(parse(sample["state"]))
    assert award_winners(result, "treescape") == [("dusk", 3), ("dawn", 3)]
    assert award_winners(result, "in_focus") == [("dusk", 0)]
    assert award_winners(result, "wide_angle") == [("dusk", 3), ("dawn", 2), ("dawn", 3)]
    assert award_winners(result, "originality") == [("dusk", 0), ("dusk", 1)]


def test_labels_cover_every_icon_rule_and_award() -> None:
    assert set(ICON_LABELS) == set(Icon)
    assert set(RULE_LABELS) == set(Rule)
    assert set(RULE_TEXTS) == set(Rule)
    assert set(AWARD_NAMES) == set(AWARD_POINTS) == set(AWARD_RULES) == set(Award)
    assert ICON_LABELS[Icon.NORTHERN_LIGHTS] == "Northern Lights"


def test_readings_are_plain_sentences() -> None:
    assert len(READINGS) >= 10
    assert all(reading.endswith(".") for reading in READINGS)
    assert any("Watchtower" in reading for reading in READINGS)
    assert any("1 point for every 2 cards to its left, rounded down" in r for r in READINGS)
    for developer_term in ("scores_as", "floor(", "offset", "→"):
        assert not any(developer_term in reading for reading in READINGS), developer_term


def test_input_notes_hold_what_only_the_json_needs() -> None:
    assert len(INPUT_NOTES) == 2
    assert all(note.endswith(".") for note in INPUT_NOTES)
    assert any("scores_as defaults to the rule of its only scoring icon" in n for n in INPUT_NOTES)
    assert any("-2 is 2 cards to its left" in note for note in INPUT_NOTES)


# Command line


def test_command_line_scores_a_table_file(tmp_path: Path) -> None:
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    path = tmp_path / "table.json"
    path.write_text(json.dumps(sample["state"]), encoding="utf-8")
    completed = run_scoring("panorama", str(path))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["game"] == "panorama"
    assert {p["name"]: p["total"] for p in result["players"]} == sample["expect"]["totals"]
    assert result["winners"] == ["Dev"]
    assert {"panoramas", "awards"} <= set(result)


def test_command_line_reads_standard_input() -> None:
    completed = run_scoring("panorama", stdin=json.dumps(solo_state(["tree", "bear"])))
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["players"][0]["total"] == 2


def test_command_line_reports_every_problem_and_exits_two() -> None:
    state = solo_state(["bare", "moon", "moon"])
    state["awards"] = ["treescape"]
    completed = run_scoring("panorama", "-", stdin=json.dumps(state))
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert lines[0].startswith("awards: Awards are not used in a solo game")
    assert any(line.startswith("dusk[0].cards[0]: ") and "'bare'" in line for line in lines)
    assert any(line.startswith("dusk[0].cards[2]: ") and "Moon" in line for line in lines)
    assert completed.stdout == ""


def test_card_list_notes_a_rule_card_that_is_also_a_mountain() -> None:
    result = score_state(solo_state([{"icons": ["mountain", "bear"], "scores_as": "bear"}, "tree"]))
    note = result.sections["panoramas"][0]["cards"][0]
    assert note["points"] == 2
    assert note["explanation"].endswith("; also counted in the Mountain set score (1 Mountain → 1)")


def test_card_list_notes_a_set_rule_without_its_icon() -> None:
    result = score_state(solo_state([{"icons": ["tree"], "scores_as": "mountain"}]))
    note = result.sections["panoramas"][0]["cards"][0]
    assert note["explanation"] == (
        "Tree: scores as Mountain, but shows no Mountain icon, so it adds nothing"
    )
    assert result.players[0].total == 0


def test_face_up_constructor_needs_scores_as_for_two_scoring_icons() -> None:
    assert Card.face_up(Icon.FOX, Icon.TREE).scores_as is Rule.NONE
    assert Card.face_up(Icon.BEAR, Icon.LAKE, scores_as=Rule.LAKE).scores_as is Rule.LAKE
    with pytest.raises(ValueError, match="needs scores_as"):
        Card.face_up(Icon.BEAR, Icon.LAKE)


def test_result_json_shape_for_a_card_item() -> None:
    result = score_state(solo_state(["tree", "bear", "tree"])).to_dict()
    item = result["players"][0]["breakdown"][0]["items"][0]
    assert item == {
        "label": "Bear (card 2)",
        "points": 4,
        "explanation": (
            "Bear: card 1 on its left (Tree) has a Tree; card 3 on its right (Tree) has a Tree "
            "→ 2 Trees × 2 = 4 (max 4)"
        ),
        "rule": "panorama:bear",  # The rulebook's paragraph the item applies (issue 25).
        "refs": [2, 1, 3],
        "details": {
            "phase": "dusk",
            "index": 0,
            "position": 2,
            "rule": "bear",
            "looked_at": [1, 3],
        },
    }
    assert result["tiebreak"] is None
    assert result["awards"] == []


def test_readings_write_out_the_watchtower_rule_the_model_holds() -> None:
    """The rules page's sentences spell the nearest position and the rulebook's words out in
    full (for translators): they must still say what the model's constants say."""
    from scoring.panorama import READINGS, RULE_TEXTS, WATCH_NEAREST, WATCHTOWER_BESIDE_IT

    quoted = [reading for reading in READINGS if f"“{WATCHTOWER_BESIDE_IT}.”" in reading]
    assert len(quoted) == 1
    assert f"its positions are {WATCH_NEAREST} or more cards away" in quoted[0]
    assert f"its positions are {WATCH_NEAREST} or more cards away" in RULE_TEXTS[Rule.WATCHTOWER]


def test_card_words_kept_per_language_follow_the_language_each_table_is_scored_in() -> None:
    """A card's label, the neighbour it looks at and a no-rule card's note are worded once
    per language and kept (scoring.panorama.cards): English, then Italian, then English again
    each read in their own language. The Italian is the catalogue's ("Orso", "carta")."""
    state = solo_state(["bear", "tree"])

    def words_of(result: Result) -> tuple[str, str, str]:
        bear = result.players[0].categories[0].items[0]
        tree_note = result.sections["panoramas"][0]["cards"][1]["explanation"]
        return bear.label, bear.explanation, tree_note

    english = (
        "Bear (card 1)",
        "card 2 on its right (Tree)",
        "Tree: no scoring rule of its own (other cards may look at it)",
    )
    italian = (
        "Orso (carta 1)",
        "carta 2 alla sua destra (Albero)",
        "Albero: nessuna regola di punteggio propria (le altre carte possono tenerne conto)",
    )
    for expected, lang in ((english, "en"), (italian, "it"), (english, "en")):
        with language(lang):
            label, explanation, note = words_of(score_state(state))
        assert label == expected[0]
        assert expected[1] in explanation
        assert note == expected[2]
