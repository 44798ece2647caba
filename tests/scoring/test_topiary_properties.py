"""Topiary properties (spec/topiary.md) checked on generated tables with hypothesis.

Generated tables follow the rules: 2–4 players in turn order, one suit removed with 2–3
players, each tile at most once, visitors on distinct edge spots within each player's
allowance. Seating order matters in Topiary (the last tie-breaker is the player latest in
turn order), so reordering the players is checked to change no one's score, not the ranking.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scoring.errors import TableError
from scoring.topiary import (
    FACING_STEPS,
    VISITORS_PER_PLAYER,
    Facing,
    Suit,
    parse,
    score,
    visitor_spots,
)

NAMES = ("Ann", "Ben", "Cat", "Dan")
SPOTS = visitor_spots()


@st.composite
def table_states(draw: st.DrawFn) -> dict[str, Any]:
    """A legal finished (or partly entered) table state."""
    count = draw(st.integers(2, 4))
    suits = list(Suit)
    if count < 4:
        suits.remove(draw(st.sampled_from(suits)))
    tiles = draw(
        st.permutations([f"{suit.value}-{value}" for suit in suits for value in range(1, 6)])
    )
    face_up = draw(st.lists(st.booleans(), min_size=25, max_size=25))
    garden = [
        [tiles[row * 5 + column] if face_up[row * 5 + column] else "down" for column in range(5)]
        for row in range(5)
    ]
    spare = iter(tiles[25:])
    players = []
    for name in NAMES[:count]:
        size = draw(st.integers(0, 3))
        players.append({"name": name, "hand": [next(spare) for _ in range(size)]})
    spots = iter(draw(st.permutations(SPOTS)))
    allowed = VISITORS_PER_PLAYER[count]
    placed = [draw(st.integers(0, allowed)) for _ in range(count)]
    visitors = []
    for turn in range(allowed):
        for index in range(count):
            if turn < placed[index]:
                at, facing = next(spots)
                visitors.append({"player": NAMES[index], "at": list(at), "facing": facing.value})
    return {"players": players, "garden": garden, "visitors": visitors}


def reference_totals(data: dict[str, Any]) -> dict[str, int]:
    """An independent, plain reading of the rules, to compare the scorer with."""
    steps = {facing.value: step for facing, step in FACING_STEPS.items()}
    totals = {entry["name"]: 0 for entry in data["players"]}
    seen_by: dict[str, list[tuple[str, int]]] = {name: [] for name in totals}
    for entry in data["visitors"]:
        (row, column), (down, right) = entry["at"], steps[entry["facing"]]
        largest, seen = 0, []
        while 1 <= row <= 5 and 1 <= column <= 5:
            code = data["garden"][row - 1][column - 1]
            if code != "down":
                suit, value = code.rsplit("-", 1)
                if int(value) > largest:
                    seen.append((suit, int(value)))
                    largest = int(value)
            row, column = row + down, column + right
        points = sum(value for _, value in seen)
        for suit in {suit for suit, _ in seen}:
            repeats = sum(1 for other, _ in seen if other == suit)
            points += repeats if repeats >= 2 else 0
        totals[entry["player"]] += points
        seen_by[entry["player"]] += seen
    for entry in data["players"]:
        for code in entry["hand"]:
            suit, value = code.rsplit("-", 1)
            if any(other == suit and seen > int(value) for other, seen in seen_by[entry["name"]]):
                totals[entry["name"]] += int(value)
    return totals


def totals_of(data: dict[str, Any]) -> dict[str, int]:
    result = score(parse(data)).to_dict()
    return {entry["name"]: entry["total"] for entry in result["players"]}


@given(table_states())
def test_scores_match_an_independent_reading_of_the_rules(data: dict[str, Any]) -> None:
    assert totals_of(data) == reference_totals(data)


@given(table_states())
def test_the_last_tie_breaker_separates_everyone_so_ranks_are_one_to_n(
    data: dict[str, Any],
) -> None:
    result = score(parse(data)).to_dict()
    for entry in result["players"]:
        assert [category["category"] for category in entry["breakdown"]] == ["visitors", "hand"]
    ranks = [entry["rank"] for entry in result["players"]]
    # The last tie-breaker (latest in turn order) separates everyone: ranks are 1..n.
    assert sorted(ranks) == list(range(1, len(ranks) + 1))
    assert len(result["winners"]) == 1


@given(table_states())
def test_a_visitor_never_sees_more_than_five_tiles(data: dict[str, Any]) -> None:
    table = parse(data)
    result = score(table).to_dict()
    for entry in result["players"]:
        for item in entry["breakdown"][0]["items"]:
            seen = [cell for cell in item["details"]["line"] if cell["status"] == "seen"]
            assert len(seen) <= 5
            assert item.get("refs", []) == [cell["position"] for cell in seen]
            values = [int(cell["tile"].rsplit("-", 1)[1]) for cell in seen]
            assert values == sorted(set(values))  # strictly increasing sizes
            assert item["points"] == item["details"]["base"] + item["details"]["bonus"]


def seen_cells(data: dict[str, Any]) -> list[set[tuple[int, int]]]:
    """For each visitor (input order), the positions it sees."""
    table = parse(data)
    result = score(table).to_dict()
    by_visitor: dict[tuple[tuple[int, int], str], set[tuple[int, int]]] = {}
    for entry in result["players"]:
        for item in entry["breakdown"][0]["items"]:
            key = (tuple(item["details"]["at"]), item["details"]["facing"])
            by_visitor[key] = {
                (cell["position"][0], cell["position"][1])
                for cell in item["details"]["line"]
                if cell["status"] == "seen"
            }
    return [by_visitor[(tuple(v["at"]), v["facing"])] for v in data["visitors"]]


@given(table_states(), st.data())
def test_turning_a_tile_face_down_never_hides_a_tile_that_was_seen(
    data: dict[str, Any], draw: st.DataObject
) -> None:
    face_up = [
        (row, column)
        for row in range(1, 6)
        for column in range(1, 6)
        if data["garden"][row - 1][column - 1] != "down"
    ]
    if not face_up:
        return
    row, column = draw.draw(st.sampled_from(face_up))
    before = seen_cells(data)
    turned = copy.deepcopy(data)
    turned["garden"][row - 1][column - 1] = "down"
    after = seen_cells(turned)
    for seen_before, seen_after in zip(before, after, strict=True):
        assert seen_before - {(row, column)} <= seen_after


TYPED_NAMES = st.text(
    st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=12
).map(str.strip)
"""Names a player may type: any text but control characters, which no name holds (the spec's
"Names and text"; ``scoring.validation.has_control_character``)."""


@given(table_states(), st.lists(TYPED_NAMES, min_size=4))
def test_renaming_players_changes_nothing(data: dict[str, Any], names: list[str]) -> None:
    fresh = list({name.casefold(): name for name in names if name}.values())
    if len(fresh) < len(data["players"]):
        return
    renames = {entry["name"]: fresh[index] for index, entry in enumerate(data["players"])}
    renamed = copy.deepcopy(data)
    for entry in renamed["players"]:
        entry["name"] = renames[entry["name"]]
    for entry in renamed["visitors"]:
        entry["player"] = renames[entry["player"]]
    before = score(parse(data)).to_dict()
    after = score(parse(renamed)).to_dict()
    for old, new in zip(before["players"], after["players"], strict=True):
        assert new["name"] == renames[old["name"]]
        assert (new["total"], new["rank"]) == (old["total"], old["rank"])
        assert [c["points"] for c in new["breakdown"]] == [c["points"] for c in old["breakdown"]]
    assert after["winners"] == [renames[name] for name in before["winners"]]


@given(table_states(), st.randoms(use_true_random=False))
def test_reordering_players_changes_no_score(data: dict[str, Any], random: Any) -> None:
    reordered = copy.deepcopy(data)
    random.shuffle(reordered["players"])
    random.shuffle(reordered["visitors"])
    assert totals_of(reordered) == totals_of(data)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 10)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["down", "trex-3", "N", "NE", "Ann", "swan-5"]),
    lambda children: (
        st.lists(children, max_size=6)
        | st.dictionaries(
            st.sampled_from(
                ["players", "garden", "visitors", "name", "hand", "player", "at", "facing"]
            )
            | st.text(max_size=6),
            children,
            max_size=5,
        )
    ),
    max_leaves=40,
)


@given(json_values)
def test_parse_on_arbitrary_json_raises_only_table_error(data: Any) -> None:
    try:
        table = parse(data)
    except TableError as error:
        assert error.problems
        assert all(isinstance(problem.message, str) for problem in error.problems)
    else:
        score(table).to_dict()


def leaf_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, dict):
        return [path, *(p for key in value for p in leaf_paths(value[key], (*path, key)))]
    if isinstance(value, list):
        return [
            path,
            *(p for index, item in enumerate(value) for p in leaf_paths(item, (*path, index))),
        ]
    return [path]


@given(table_states(), st.data())
def test_one_broken_field_in_a_good_table_raises_only_table_error(
    data: dict[str, Any], draw: st.DataObject
) -> None:
    path = draw.draw(st.sampled_from(leaf_paths(data)[1:]))
    broken = copy.deepcopy(data)
    target: Any = broken
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = draw.draw(json_values)
    try:
        table = parse(broken)
    except TableError as error:
        assert error.problems
    else:
        score(table).to_dict()


def test_deeply_nested_garbage_raises_table_error() -> None:
    deep: Any = "trex-1"
    for _ in range(5000):
        deep = [deep]
    for data in (deep, {"players": deep, "garden": deep, "visitors": deep}):
        try:
            parse(data)
        except TableError:
            pass
        else:  # pragma: no cover
            raise AssertionError("nested garbage parsed")


def test_every_facing_is_generated() -> None:
    assert {facing for _, facing in SPOTS} == set(Facing)
