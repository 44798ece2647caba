"""Panorama: hypothesis properties over random finished tables.

- totals are the sum of their categories and each category the sum of its items;
- an independent, deliberately plain re-implementation of the spec agrees on every total;
- rotating the seating (listing players from another seat, same panoramas) changes no score;
- the order the panoramas are listed in, and the order each names its players, do not matter;
- ``parse`` on arbitrary JSON, or on a valid table with one part replaced by junk, raises only
  ``TableError``.
"""

from __future__ import annotations

import copy
import itertools
import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scoring.errors import TableError
from scoring.panorama import Card, Icon, Rule, Watch, parse, score
from scoring.panorama.parsing import _Parser, well_formed_card
from scoring.validation import Problems

NAMES = ("Ann", "Ben", "Cat", "Dev", "Eve", "Fay")
ICONS = (
    "bear",
    "fox",
    "moose",
    "tree",
    "lake",
    "cliff",
    "mountain",
    "moon",
    "sun",
    "northern_lights",
    "campfire",
    "watchtower",
    "ranger_station",
)
ANIMALS = {"bear", "fox", "moose"}
NATURAL = {"tree", "lake", "cliff", "mountain", "moon", "sun", "northern_lights"}
FEATURES = NATURAL | {"campfire", "watchtower", "ranger_station"}
NON_SCORING = {"fox", "tree"}
RULES = (*tuple(icon for icon in ICONS if icon not in NON_SCORING), "none")
AWARDS = (
    "treescape",
    "originality",
    "fox_friend",
    "naturalist",
    "wide_angle",
    "wildlife",
    "in_focus",
    "clearview",
    "outfoxed",
    "eagle_eye",
)


# Strategies


@st.composite
def watch_lists(draw: st.DrawFn) -> list[dict[str, Any]]:
    # No Watchtower indicates itself or the card right beside it (spec, "Interpretations").
    offsets = st.integers(-5, 5).filter(lambda offset: abs(offset) >= 2)
    return draw(
        st.lists(
            st.fixed_dictionaries({"offset": offsets, "icon": st.sampled_from(ICONS)}),
            min_size=1,
            max_size=4,
        )
    )


@st.composite
def object_cards(draw: st.DrawFn) -> dict[str, Any]:
    icons = draw(st.lists(st.sampled_from(ICONS), min_size=1, max_size=3, unique=True))
    scoring = [icon for icon in icons if icon not in NON_SCORING]
    card: dict[str, Any] = {"icons": icons}
    if len(scoring) > 1 or draw(st.booleans()):
        choices = scoring or ["none"]
        rule = draw(st.sampled_from(choices) | st.sampled_from(RULES))
        card["scores_as"] = rule
    else:
        rule = scoring[0] if scoring else "none"
    if rule == "watchtower":
        card["watch"] = draw(watch_lists())
    return card


SHORTHANDS = [icon for icon in ICONS if icon != "watchtower"] + ["down"]
cards = st.one_of(
    st.sampled_from(SHORTHANDS),
    st.just({"face_down": True}),
    object_cards(),
)


def shows(card: Any, icon: str) -> bool:
    if isinstance(card, str):
        return card == icon
    return not card.get("face_down") and icon in card.get("icons", [])


def one_moon_and_sun(row: list[Any]) -> list[Any]:
    """Turn later face-up Moons and Suns face down, as the rules require."""
    fixed: list[Any] = []
    for card in row:
        if any(
            shows(card, icon) and any(shows(c, icon) for c in fixed) for icon in ("moon", "sun")
        ):
            fixed.append("down")
        else:
            fixed.append(card)
    return fixed


panorama_cards = st.lists(cards, min_size=1, max_size=13).map(one_moon_and_sun)


@st.composite
def tables(draw: st.DrawFn, min_players: int = 1) -> dict[str, Any]:
    count = draw(st.integers(min_players, 6))
    names = list(NAMES[:count])
    state: dict[str, Any] = {"players": names}
    if count >= 3:
        state["awards"] = draw(st.lists(st.sampled_from(AWARDS), max_size=4, unique=True))
    for phase in ("dusk", "dawn"):
        if count >= 3:
            owners = [[names[i], names[(i + 1) % count]] for i in range(count)]
        else:
            owners = [[name] for name in names]
        state[phase] = [{"players": o, "cards": draw(panorama_cards)} for o in owners]
    return state


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(["down", "bear", "watchtower", "Ann", "players", "dusk"]),
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.sampled_from(
                ["players", "awards", "dusk", "dawn", "cards", "icons", "watch", "offset", "icon"]
            )
            | st.text(max_size=8),
            children,
            max_size=5,
        )
    ),
    max_leaves=30,
)


# An independent reading of spec/panorama.md, written plainly for comparison.


def normal(card: Any) -> tuple[frozenset[str], str, list[tuple[int, str]], bool]:
    if card == "down" or (isinstance(card, dict) and card.get("face_down")):
        return frozenset(), "none", [], True
    if isinstance(card, str):
        return frozenset({card}), "none" if card in NON_SCORING else card, [], False
    icons = frozenset(card["icons"])
    scoring = [icon for icon in card["icons"] if icon not in NON_SCORING]
    rule = card.get("scores_as") or (scoring[0] if scoring else "none")
    watch = [(w["offset"], w["icon"]) for w in card.get("watch", [])]
    return icons, rule, watch, False


def reference_panorama_points(row: list[Any]) -> int:
    cs = [normal(card) for card in row]
    n = len(cs)

    def get(i: int) -> tuple[frozenset[str], str, list[tuple[int, str]], bool] | None:
        return cs[i] if 0 <= i < n else None

    def animal(c: Any) -> bool:
        return c is not None and bool(c[0] & ANIMALS)

    def feature(c: Any) -> bool:
        return c is not None and bool(c[0] & FEATURES)

    total = 0
    for i, (_, rule, watch, _) in enumerate(cs):
        left, right = get(i - 1), get(i + 1)
        if rule == "bear":
            total += min(4, 2 * sum(1 for c in (left, right) if c and "tree" in c[0]))
        elif rule == "campfire":
            near = [get(j) for j in (i - 2, i - 1, i + 1, i + 2)]
            total += min(4, sum(1 for c in near if animal(c)))
        elif rule == "cliff":
            total += (3 if feature(right) else 0) - (2 if animal(left) else 0)
        elif rule == "lake":
            total += min(4, (2 if animal(right) else 0) + (2 if feature(left) else 0))
        elif rule == "moon":
            total += 2
        elif rule == "moose":
            total += min(4, 2 * sum(1 for c in (left, right) if c is not None and not animal(c)))
        elif rule == "ranger_station":
            total += min(4, 2 * sum(1 for c in (left, right) if c is not None and c[3]))
        elif rule == "watchtower":
            hits = 0
            for offset, icon in watch:
                c = get(i + offset)
                hits += 1 if c is not None and icon in c[0] else 0
            total += min(4, hits)
        elif rule == "sun":
            total += i // 2
    mountains = sum(1 for c in cs if "mountain" in c[0])
    total += {0: 0, 1: 1, 2: 3, 3: 5}.get(mountains, 8)
    lights = [("northern_lights" in c[0]) for c in cs]
    total += 3 * sum(1 for a, b in itertools.pairwise(lights) if a and b)
    return total


def reference_award_points(state: dict[str, Any]) -> dict[tuple[str, int], int]:
    rows = {
        (phase, i): p["cards"] for phase in ("dusk", "dawn") for i, p in enumerate(state[phase])
    }
    points = dict.fromkeys(rows, 0)
    if len(state["players"]) < 3:
        return points

    def count(row: list[Any], icon: str) -> int:
        return sum(1 for card in row if icon in normal(card)[0])

    measures = {
        "treescape": (lambda r: count(r, "tree"), "most", 5),
        "fox_friend": (lambda r: count(r, "fox"), "most", 5),
        "naturalist": (lambda r: sum(len(normal(c)[0] & NATURAL) for c in r), "most", 3),
        "wide_angle": (len, "most", 4),
        "eagle_eye": (lambda r: count(r, "watchtower"), "most", 3),
        "in_focus": (len, "fewest", 6),
        "clearview": (lambda r: count(r, "tree"), "fewest", 4),
        "outfoxed": (lambda r: count(r, "fox"), "fewest", 4),
    }
    for award in state.get("awards", []):
        if award == "originality":
            for key, row in rows.items():
                if all(sum(1 for c in row if f in normal(c)[0]) <= 1 for f in FEATURES):
                    points[key] += 6
        elif award == "wildlife":
            for key, row in rows.items():
                if all(normal(c)[0] & ANIMALS for c in row):
                    points[key] += 6
        else:
            measure, goal, value = measures[award]
            counts = {key: measure(row) for key, row in rows.items()}
            best = max(counts.values()) if goal == "most" else min(counts.values())
            if goal == "most" and best == 0:
                continue
            for key, c in counts.items():
                if c == best:
                    points[key] += value
    return points


def reference_totals(state: dict[str, Any]) -> dict[str, int]:
    awards = reference_award_points(state)
    result = dict.fromkeys(state["players"], 0)
    for phase in ("dusk", "dawn"):
        for i, panorama in enumerate(state[phase]):
            points = reference_panorama_points(panorama["cards"]) + awards[(phase, i)]
            for name in panorama["players"]:
                result[name] += points
    return result


def totals(state: dict[str, Any]) -> dict[str, int]:
    return {player.name: player.total for player in score(parse(state)).players}


# Properties


@given(tables())
def test_property_a_panorama_total_is_its_cards_plus_its_awards(state: dict[str, Any]) -> None:
    result = score(parse(state)).to_dict()
    for panorama in result["panoramas"]:
        assert panorama["total"] == panorama["card_points"] + sum(
            award["points"] for award in panorama["awards"]
        )
    expected_categories = 4 if len(state["players"]) >= 3 else 2
    assert all(len(p["breakdown"]) == expected_categories for p in result["players"])


@given(tables())
def test_property_independent_reading_of_the_spec_agrees(state: dict[str, Any]) -> None:
    assert totals(state) == reference_totals(state)


@given(tables(min_players=3), st.integers(1, 5))
def test_property_rotating_the_seating_changes_no_score(state: dict[str, Any], shift: int) -> None:
    rotated = copy.deepcopy(state)
    names = state["players"]
    shift %= len(names)
    rotated["players"] = names[shift:] + names[:shift]
    assert totals(rotated) == totals(state)


@given(tables())
def test_property_panorama_list_order_does_not_matter(state: dict[str, Any]) -> None:
    reversed_state = copy.deepcopy(state)
    for phase in ("dusk", "dawn"):
        reversed_state[phase] = [
            {"players": list(reversed(p["players"])), "cards": p["cards"]}
            for p in reversed(state[phase])
        ]
    assert totals(reversed_state) == totals(state)


@given(json_values)
def test_property_parse_on_arbitrary_json_raises_only_table_error(data: Any) -> None:
    try:
        parse(data)
    except TableError as error:
        assert error.problems
        assert all(isinstance(problem.message, str) for problem in error.problems)


def replace_somewhere(state: Any, path: list[int], junk: Any) -> Any:
    """Replace the value reached by following ``path`` (indices mod each container's size)."""
    if not path or not isinstance(state, (dict, list)) or not state:
        return junk
    if isinstance(state, dict):
        key = sorted(state)[path[0] % len(state)]
        return {**state, key: replace_somewhere(state[key], path[1:], junk)}
    index = path[0] % len(state)
    return [
        replace_somewhere(item, path[1:], junk) if i == index else item
        for i, item in enumerate(state)
    ]


@given(tables(), st.lists(st.integers(0, 20), max_size=6), json_values)
def test_property_a_damaged_table_raises_only_table_error(
    state: dict[str, Any], path: list[int], junk: Any
) -> None:
    damaged = replace_somewhere(state, path, junk)
    try:
        table = parse(damaged)
    except TableError as error:
        assert error.problems
    else:
        score(table).to_dict()


# A well-formed card object is read at once (scoring/panorama/parsing.py, well_formed_card),
# without wording the sentences an error would need: it must never take a card the full
# checks refuse, and must read each card it takes as they do.

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.floats(-3, 3), st.text(max_size=3)
)
near_slugs = st.sampled_from([*ICONS, "Bear", " fox", "wolf", ""])
odd_offsets = st.one_of(st.integers(-5, 5), st.sampled_from([2.0, -3.0, 2.5, "2", True, None]))


@st.composite
def nearly_valid_card_objects(draw: st.DrawFn) -> dict[str, Any]:
    """A valid card object with one part changed, often into something the rules refuse."""
    card = draw(object_cards())
    part = draw(st.sampled_from(["face_down", "icons", "repeat", "scores_as", "watch", "row"]))
    if part == "face_down":
        card["face_down"] = draw(st.sampled_from([None, False, True, 0, "false"]))
    elif part == "icons":
        card["icons"] = draw(st.one_of(junk, st.lists(st.one_of(near_slugs, junk), max_size=4)))
    elif part == "repeat":
        card["icons"] = [*card["icons"], draw(st.sampled_from(card["icons"]))]
    elif part == "scores_as":
        card["scores_as"] = draw(st.one_of(junk, st.sampled_from([*RULES, "Bear", "wolf"])))
    elif part == "watch":
        card["watch"] = draw(st.one_of(junk, watch_lists(), st.lists(watch_lists(), max_size=2)))
    else:
        rows = draw(watch_lists())
        rows[0] = {"offset": draw(odd_offsets), "icon": draw(near_slugs)}
        card = {"icons": ["watchtower", *draw(st.sampled_from([[], ["fox"]]))], "watch": rows}
    return card


@given(st.one_of(object_cards(), nearly_valid_card_objects()))
def test_property_a_card_object_read_at_once_is_the_card_the_full_checks_read(
    value: dict[str, Any],
) -> None:
    problems = Problems()
    checked = _Parser(problems).card_object(value, "dusk[0].cards[0]", "card 1")
    quick = well_formed_card(value)
    if quick is not None:
        assert not problems
        assert checked is not None
        # Compared as the result writes them too: an offset of 2.0 must be read as 2.
        assert (quick, json.dumps(quick.to_dict())) == (checked, json.dumps(checked.to_dict()))


def test_a_watchtower_as_the_form_posts_it_is_read_at_once() -> None:
    watchtower = {
        "icons": ["watchtower", "fox"],
        "watch": [{"offset": -2, "icon": "tree"}, {"offset": 3, "icon": "bear"}],
    }
    assert well_formed_card(watchtower) == Card(
        (Icon.WATCHTOWER, Icon.FOX),
        Rule.WATCHTOWER,
        (Watch(-2, Icon.TREE), Watch(3, Icon.BEAR)),
    )
