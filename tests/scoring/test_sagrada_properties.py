"""Sagrada properties checked with hypothesis over random windows and tables.

Seating: a Sagrada table's order in ``players`` means nothing for scoring (shared objectives
name their neighbours, and the final round's order is its own field), so any reordering of the
players must leave every score and rank unchanged.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scoring.errors import TableError
from scoring.sagrada import (
    Color,
    PublicObjective,
    Window,
    parse,
    score,
    score_public_objective,
)

LETTERS = [color.letter for color in Color]
OBJECTIVE_SLUGS = [objective.value for objective in PublicObjective]
COLOR_NAMES = [color.label for color in Color]

cells = st.one_of(
    st.just("."),
    st.builds(
        lambda letter, value: f"{letter}{value}", st.sampled_from(LETTERS), st.integers(1, 6)
    ),
)
rows = st.lists(cells, min_size=5, max_size=5).map(" ".join)
windows = st.lists(rows, min_size=4, max_size=4)
privates = st.one_of(
    st.sampled_from(COLOR_NAMES),
    st.builds(
        lambda spaces: {"focal_point": {"name": "Card", "spaces": sorted(spaces)}},
        st.sets(st.tuples(st.integers(1, 4), st.integers(1, 5)), min_size=1, max_size=6).map(
            lambda spaces: [list(space) for space in spaces]
        ),
    ),
)

solo_colors = st.lists(st.sampled_from(COLOR_NAMES), min_size=2, max_size=2, unique=True)
"""A solo player's two private colours (spec/sagrada.md, "Solo")."""
solo_privates = st.one_of(privates, solo_colors)


@st.composite
def tables(draw: st.DrawFn, min_players: int = 1, max_players: int = 6) -> dict[str, Any]:
    count = draw(st.integers(min_players, max_players))
    names = [f"P{index}" for index in range(count)]
    players = [
        {
            "name": name,
            "window": draw(windows),
            "private": draw(solo_privates if count == 1 else privates),
            "favor_tokens": draw(st.integers(0, 6)),
        }
        for name in names
    ]
    limit = 2 if count == 1 else 3
    state: dict[str, Any] = {
        "players": players,
        "public_objectives": draw(
            st.lists(st.sampled_from(OBJECTIVE_SLUGS), max_size=limit, unique=True)
        ),
        "edition": draw(st.sampled_from(["2017", "2026"])),
    }
    if count >= 3 and draw(st.booleans()):
        cards = st.one_of(
            st.sampled_from(["shade_resonance", "color_resonance"]),
            st.builds(
                lambda kind, of, points: {"type": kind, "of": of, "points": points},
                st.sampled_from(["count_each", "distinct"]),
                st.sampled_from(["color", "shade"]),
                st.dictionaries(
                    st.integers(1, 8).map(str), st.integers(0, 20), min_size=1, max_size=4
                ),
            ),
            st.builds(
                lambda match, points: {"type": "pairs", "match": match, "points": points},
                st.sampled_from(["color", "shade"]),
                st.integers(0, 5),
            ),
        )
        state["shared_objectives"] = [
            {"left": names[index], "right": names[(index + 1) % count], "objective": draw(cards)}
            for index in range(count)
        ]
    if draw(st.booleans()):
        state["final_round_order"] = draw(st.permutations(names))
    return state


@given(tables(min_players=2), st.randoms(use_true_random=False))
def test_property_reordering_players_changes_no_score(state: dict[str, Any], random: Any) -> None:
    before = score(parse(state)).to_dict()
    shuffled = dict(state)
    shuffled["players"] = list(state["players"])
    random.shuffle(shuffled["players"])
    after = score(parse(shuffled)).to_dict()
    by_name = {entry["name"]: (entry["total"], entry["rank"]) for entry in before["players"]}
    assert {entry["name"]: (entry["total"], entry["rank"]) for entry in after["players"]} == by_name
    assert sorted(before["winners"]) == sorted(after["winners"])


@given(
    st.lists(st.sampled_from(OBJECTIVE_SLUGS), max_size=3, unique=True),
    st.sampled_from(COLOR_NAMES),
    st.sampled_from(["2017", "2026"]),
    st.integers(2, 6),
)
def test_property_an_empty_window_without_favor_tokens_scores_minus_twenty(
    objectives: list[str], private: str, edition: str, count: int
) -> None:
    state = {
        "players": [
            {"name": f"P{index}", "window": [". . . . ."] * 4, "private": private}
            for index in range(count)
        ],
        "public_objectives": objectives,
        "edition": edition,
    }
    result = score(parse(state)).to_dict()
    assert [entry["total"] for entry in result["players"]] == [-20] * count


@given(windows)
def test_property_mirroring_a_window_keeps_every_public_objective(rows: list[str]) -> None:
    window = (
        parse({"players": [{"name": "Ann", "window": rows, "private": "red"}]}).players[0].window
    )
    mirrored = Window(tuple(tuple(reversed(row)) for row in window.rows))
    assert mirrored == window.mirrored()
    for objective in PublicObjective:
        assert (
            score_public_objective(mirrored, objective).points
            == score_public_objective(window, objective).points
        )


@given(tables(min_players=3, max_players=3))
def test_property_both_neighbours_score_the_same_for_a_card(state: dict[str, Any]) -> None:
    result = score(parse(state)).to_dict()
    for card in result["shared_objectives"]:
        for name in (card["left"], card["right"]):
            entry = next(entry for entry in result["players"] if entry["name"] == name)
            shared = next(g for g in entry["breakdown"] if g["category"] == "shared objectives")
            assert any(item["points"] == card["points"] for item in shared["items"])


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=5)
    ),
    max_leaves=30,
)


@given(json_values)
def test_property_arbitrary_json_raises_only_table_error(data: Any) -> None:
    try:
        parse(data)
    except TableError as error:
        assert error.problems
        assert all(isinstance(problem.message, str) for problem in error.problems)


table_keys = st.sampled_from(
    [
        "players",
        "public_objectives",
        "shared_objectives",
        "final_round_order",
        "edition",
        "solo_target",
    ]
)
player_keys = st.sampled_from(["name", "window", "private", "favor_tokens"])


@given(tables(), table_keys, player_keys, json_values, st.booleans())
def test_property_a_damaged_table_raises_only_table_error(
    state: dict[str, Any], key: str, player_key: str, garbage: Any, in_player: bool
) -> None:
    damaged = dict(state)
    if in_player:
        players = [dict(entry) for entry in state["players"]]
        players[0][player_key] = garbage
        damaged["players"] = players
    else:
        damaged[key] = garbage
    try:
        result = score(parse(damaged))
    except TableError as error:
        assert error.problems
    else:
        assert result.to_dict()["game"] == "sagrada"


@given(windows, solo_colors, st.sampled_from(["2017", "2026"]))
def test_property_solo_scores_the_better_colour_whichever_is_listed_first(
    window: list[str], colors: list[str], edition: str
) -> None:
    def result(private: Any) -> dict[str, Any]:
        state = {"players": [{"name": "Ann", "window": window, "private": private}]}
        return score(parse({**state, "edition": edition})).to_dict()

    both = result(colors)
    assert both == result(list(reversed(colors)))
    each_alone = [result(color)["players"][0]["total"] for color in colors]
    assert both["players"][0]["total"] == max(each_alone)
