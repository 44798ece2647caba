"""Panorama (Sparkworks, 2021): scoring finished panoramas and their Awards.

``parse`` reads a table state (spec/panorama.md, "Input") into a :class:`Table`, reporting every
problem at once; ``score`` returns a :class:`~scoring.result.Result` whose every point is an
explained line item, with the spec's ``panoramas`` and ``awards`` sections.

>>> table = parse({
...     "players": ["Ann"],
...     "dusk": [{"players": ["Ann"], "cards": ["tree", "bear", "tree"]}],
...     "dawn": [{"players": ["Ann"], "cards": ["mountain", "fox", "mountain"]}],
... })
>>> result = score(table)
>>> [(item.label, item.points) for c in result.players[0].categories for item in c.items]
[('Bear (card 2)', 4), ('Mountains', 3)]
"""

from __future__ import annotations

from scoring.panorama.awards import AWARD_MEASURES, AwardOutcome, Goal, decide_award
from scoring.panorama.cards import CARD_RULES, mountain_points, score_cards
from scoring.panorama.model import (
    ANIMALS,
    AWARD_NAMES,
    AWARD_POINTS,
    AWARDS_IN_PLAY,
    BEAR_POINTS_PER_TREE,
    CAMPFIRE_POINTS_PER_ANIMAL,
    CAMPFIRE_REACH,
    CARD_CAPS,
    CLIFF_ANIMAL_ON_LEFT,
    CLIFF_FEATURE_ON_RIGHT,
    CLIFF_FLOOR,
    DEAL_SIZES,
    FEATURES,
    GAME,
    ICON_LABELS,
    ICON_RULES,
    LAKE_ANIMAL_ON_RIGHT,
    LAKE_FEATURE_ON_LEFT,
    MAN_MADE_FEATURES,
    MAX_PLAYERS,
    MAX_WATCH_POSITIONS,
    MIN_PLAYERS,
    MIN_SHARED_PLAYERS,
    MOON_POINTS,
    MOOSE_POINTS_PER_NON_ANIMAL,
    MOUNTAIN_MOST,
    MOUNTAIN_POINTS,
    NATURAL_FEATURES,
    NORTHERN_LIGHTS_PAIR_POINTS,
    RANGER_STATION_POINTS_PER_SIGN,
    RULE_LABELS,
    SCORING_ICONS,
    SMALL_GAME_PANORAMA_SIZE,
    SUN_CARDS_PER_POINT,
    WATCH_NEAREST,
    WATCHTOWER_BESIDE_IT,
    WATCHTOWER_POINTS_PER_POSITION,
    Award,
    Card,
    Icon,
    Panorama,
    Phase,
    Rule,
    Table,
    Watch,
)
from scoring.panorama.parsing import parse
from scoring.panorama.points import score
from scoring.panorama.readings import AWARD_RULES, INPUT_NOTES, READINGS, RULE_TEXTS
from scoring.panorama.rulebook import RULES

__all__ = [
    "ANIMALS",
    "AWARDS_IN_PLAY",
    "AWARD_MEASURES",
    "AWARD_NAMES",
    "AWARD_POINTS",
    "AWARD_RULES",
    "BEAR_POINTS_PER_TREE",
    "CAMPFIRE_POINTS_PER_ANIMAL",
    "CAMPFIRE_REACH",
    "CARD_CAPS",
    "CARD_RULES",
    "CLIFF_ANIMAL_ON_LEFT",
    "CLIFF_FEATURE_ON_RIGHT",
    "CLIFF_FLOOR",
    "DEAL_SIZES",
    "FEATURES",
    "GAME",
    "ICON_LABELS",
    "ICON_RULES",
    "INPUT_NOTES",
    "LAKE_ANIMAL_ON_RIGHT",
    "LAKE_FEATURE_ON_LEFT",
    "MAN_MADE_FEATURES",
    "MAX_PLAYERS",
    "MAX_WATCH_POSITIONS",
    "MIN_PLAYERS",
    "MIN_SHARED_PLAYERS",
    "MOON_POINTS",
    "MOOSE_POINTS_PER_NON_ANIMAL",
    "MOUNTAIN_MOST",
    "MOUNTAIN_POINTS",
    "NATURAL_FEATURES",
    "NORTHERN_LIGHTS_PAIR_POINTS",
    "RANGER_STATION_POINTS_PER_SIGN",
    "READINGS",
    "RULES",
    "RULE_LABELS",
    "RULE_TEXTS",
    "SCORING_ICONS",
    "SMALL_GAME_PANORAMA_SIZE",
    "SUN_CARDS_PER_POINT",
    "WATCHTOWER_BESIDE_IT",
    "WATCHTOWER_POINTS_PER_POSITION",
    "WATCH_NEAREST",
    "Award",
    "AwardOutcome",
    "Card",
    "Goal",
    "Icon",
    "Panorama",
    "Phase",
    "Rule",
    "Table",
    "Watch",
    "decide_award",
    "mountain_points",
    "parse",
    "score",
    "score_cards",
]
