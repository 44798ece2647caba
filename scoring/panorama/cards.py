"""Scoring one panorama's cards: each card's rule, the Mountain set and Northern Lights pairs.

Positions are 1-based in every label, explanation and ``refs`` (card 1 is the leftmost card as
the players see it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from scoring.i18n import _, current_language
from scoring.panorama import words
from scoring.panorama.model import (
    BEAR_POINTS_PER_TREE,
    CAMPFIRE_POINTS_PER_ANIMAL,
    CAMPFIRE_REACH,
    CARD_CAPS,
    CLIFF_ANIMAL_ON_LEFT,
    CLIFF_FEATURE_ON_RIGHT,
    CLIFF_FLOOR,
    ICON_CODES,
    ICON_LABELS,
    LAKE_ANIMAL_ON_RIGHT,
    LAKE_FEATURE_ON_LEFT,
    MOON_POINTS,
    MOOSE_POINTS_PER_NON_ANIMAL,
    MOUNTAIN_MOST,
    MOUNTAIN_POINTS,
    NORTHERN_LIGHTS_PAIR_POINTS,
    PHASE_CODES,
    RANGER_STATION_POINTS_PER_SIGN,
    RULE_CODES,
    RULE_LABELS,
    SUN_CARDS_PER_POINT,
    WATCHTOWER_POINTS_PER_POSITION,
    Card,
    Icon,
    Panorama,
    Rule,
    Watch,
)
from scoring.panorama.rulebook import card_rule
from scoring.panorama.words import tell
from scoring.records import dataclass
from scoring.result import LineItem
from scoring.wording import joined

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Literal

SET_RULES: frozenset[Rule] = frozenset({Rule.MOUNTAIN, Rule.NORTHERN_LIGHTS})
"""Rules scored once per panorama (Mountain set, Northern Lights pairs), not card by card."""

WORDS_CACHED = 2048
"""How many of the words below keep their text: a bound, since their keys (a position, a card
in words) come from a table's input, though few differ (a rule and a position up to 9 or so,
a few dozen kinds of card, per language)."""


@lru_cache(maxsize=WORDS_CACHED)
def _card_words(rule: Rule, position: int, language: str) -> tuple[str, str]:
    """A scoring card's rule name and its label ("Bear", "Bear (card 3)") in ``language`` (the
    current one: the cache is keyed by it). Every card of every result has them, and they
    depend only on the rule and the position, so each is worded once per language."""
    rule_name = _(RULE_LABELS[rule])
    return rule_name, tell(words.CARD_LABEL, rule=rule_name, position=position)


@lru_cache(maxsize=WORDS_CACHED)
def _neighbour_words(side: str, position: int, card: str, language: str) -> str:
    """A card beside the scoring one in words ("card 2 on its left (Bear + Tree)"), in
    ``language`` (the current one: the cache is keyed by it); ``card`` is its label. Each card
    words both its neighbours, so the same few phrases come back all through a result."""
    sentence = words.CARD_ON_ITS_LEFT if side == "left" else words.CARD_ON_ITS_RIGHT
    return tell(sentence, position=position, card=card)


@lru_cache(maxsize=WORDS_CACHED)
def _neighbour_said(sentence: str, side: str, position: int, card: str, language: str) -> str:
    """``sentence`` about a card beside the scoring one ("card 2 on its left (Bear + Tree)
    has no Tree"), ``card`` its label, in ``language`` (the current one: the cache is keyed
    by it): what a Bear, a Moose or a Ranger Station says of each neighbour, the same few
    phrases all through a result (issue 24, fourth round: the scorers)."""
    return tell(sentence, neighbour=_neighbour_words(side, position, card, language))


@lru_cache(maxsize=WORDS_CACHED)
def _neighbour_judged(
    sentence: str, side: str, position: int, card: str, language: str, name: str, value: str
) -> str:
    """What a Lake or a Cliff says of a neighbour: ``sentence`` with the neighbour and one
    more value (``name``: its points, or ``"miss"``, the message for none), in ``language``
    (the current one: the cache is keyed by it)."""
    neighbour = _neighbour_words(side, position, card, language)
    if name == "miss":
        return tell(sentence, neighbour=neighbour, miss=_(value) if value else "0")
    return tell(sentence, neighbour=neighbour, points=value)


@lru_cache(maxsize=WORDS_CACHED)
def _face_down_beside(side: str, position: int, language: str) -> str:
    """A Ranger Station's face-down neighbour ("card 2 on its left is face down"), in
    ``language`` (the current one: the cache is keyed by it)."""
    sentence = words.FACE_DOWN_ON_ITS_LEFT if side == "left" else words.FACE_DOWN_ON_ITS_RIGHT
    return tell(sentence, position=position)


@lru_cache(maxsize=WORDS_CACHED)
def _counted_words(counted: Callable[[int], str], count: int, language: str) -> str:
    """What a neighbour rule counted in words ("2 Trees"), in ``language`` (the current one:
    the cache is keyed by it)."""
    return counted(count)


@lru_cache(maxsize=WORDS_CACHED)
def _watched_words(
    watch: Watch, position: int | None, card: str, scores: bool, language: str
) -> str:
    """What a Watchtower says of one position it indicates ("Tree 2 cards to its left: card 3
    (Bear + Tree) → 3"; ``position`` None past the end of the panorama), ``card`` the label
    of the card there, in ``language`` (the current one: the cache is keyed by it)."""
    wanted = _(ICON_LABELS[watch.icon])
    if position is None:
        return tell(words.WATCHED_OFF_THE_END, icon=wanted, where=watch.where)
    return tell(
        words.WATCHED_CARD,
        icon=wanted,
        where=watch.where,
        position=position,
        card=card,
        points=WATCHTOWER_POINTS_PER_POSITION if scores else 0,
    )


@lru_cache(maxsize=WORDS_CACHED)
def _sun_words(left: int, language: str) -> str:
    """A Sun's explanation for ``left`` cards to its left, in ``language`` (the current one:
    the cache is keyed by it)."""
    points = left // SUN_CARDS_PER_POINT
    return tell(
        words.SUN_CARDS, cards=words.cards_left_of_the_sun(left), pairs=words.full_pairs(points)
    )


@lru_cache(maxsize=WORDS_CACHED)
def _moon_words(language: str) -> str:
    """A Moon's explanation, in ``language`` (the current one: the cache is keyed by it)."""
    return tell(words.MOON_SCORES, points=MOON_POINTS)


@lru_cache(maxsize=WORDS_CACHED)
def _card_at(position: int, card: str, language: str) -> str:
    """A card a Campfire sees, "card 3 (Bear)", ``card`` its label, in ``language`` (the
    current one: the cache is keyed by it)."""
    return tell(words.CARD_AT, position=position, card=card)


@lru_cache(maxsize=WORDS_CACHED)
def _no_rule_note(card: str, language: str) -> str:
    """The note of a card with no rule of its own, ``card`` its label, in ``language`` (the
    current one: the cache is keyed by it)."""
    return tell(words.NO_RULE_OF_ITS_OWN, card=card)


@dataclass(frozen=True)
class CardNote:
    """What one position of a panorama scored by its own rule, for the result's card list."""

    position: int
    card: Card
    points: int
    explanation: str
    rule: str = ""
    """The rule id (:mod:`scoring.panorama.rulebook`) of the card's scoring rule, or of the
    set it takes part in (Mountain, Northern Lights); ``""`` for a card without either."""

    def to_dict(self) -> dict[str, Any]:
        note: dict[str, Any] = {
            "position": self.position,
            "points": self.points,
            "explanation": self.explanation,
            "label": self.card.label,
            "face_down": self.card.face_down,
            "icons": [ICON_CODES[icon] for icon in self.card.icons],
            "scores_as": None if self.card.face_down else RULE_CODES[self.card.scores_as],
        }
        if self.rule:
            note["rule"] = self.rule
        if self.card.watch:
            note["watch"] = [
                {"offset": w.offset, "icon": ICON_CODES[w.icon]} for w in self.card.watch
            ]
        return note


@dataclass(frozen=True)
class PanoramaCards:
    """A panorama's card points: line items (cards, Mountains, Northern Lights) and notes."""

    panorama: Panorama
    items: tuple[LineItem, ...]
    notes: tuple[CardNote, ...]
    set_items: tuple[LineItem, ...]
    warnings: tuple[str, ...]

    @property
    def points(self) -> int:
        """Every point the panorama's cards score, Awards not included."""
        return sum(item.points for item in self.items)


@dataclass(frozen=True)
class _Look:
    """A card beside the scoring card, or the end of the panorama when ``card`` is None."""

    position: int
    card: Card | None

    def describe(self, side: str) -> str:
        if self.card is None:
            nothing = words.NOTHING_ON_ITS_LEFT if side == "left" else words.NOTHING_ON_ITS_RIGHT
            return _(nothing)
        return _neighbour_words(side, self.position, self.card.label, current_language())

    def said(self, sentence: str, side: str) -> str:
        """``tell(sentence, neighbour=self.describe(side))`` for a card beside (not the end),
        worded once per language (:func:`_neighbour_said`)."""
        assert self.card is not None
        return _neighbour_said(sentence, side, self.position, self.card.label, current_language())

    def judge(
        self,
        side: str,
        kind: Literal["animal", "feature"],
        points: int,
        *,
        miss: str = "",
    ) -> tuple[int, str]:
        """What this neighbour is worth to a Lake or a Cliff, with the words: ``points`` when
        it is an animal (or a feature) card, else 0, which ``miss`` (a message, translated;
        ``""`` for "0") puts in words."""
        if self.card is None:
            return 0, self.describe(side)
        is_animal = kind == "animal"
        is_kind = self.card.is_animal if is_animal else self.card.is_feature
        label, language = self.card.label, current_language()
        if is_kind:
            sign = "+" if points > 0 else ""
            sentence = words.IS_ANIMAL_CARD if is_animal else words.IS_FEATURE_CARD
            said = _neighbour_judged(
                sentence, side, self.position, label, language, "points", f"{sign}{points}"
            )
            return points, said
        sentence = words.IS_NOT_ANIMAL_CARD if is_animal else words.IS_NOT_FEATURE_CARD
        return 0, _neighbour_judged(sentence, side, self.position, label, language, "miss", miss)


def _look(cards: tuple[Card, ...], index: int) -> _Look:
    """The card at 0-based ``index``, or the end of the panorama."""
    if 0 <= index < len(cards):
        return _Look(index + 1, cards[index])
    return _Look(index + 1, None)


def _capped(rule: Rule, points: int) -> int:
    return min(points, CARD_CAPS[rule])


def _with_cap(text: str, rule: Rule, raw: int) -> str:
    """``text`` with the rule's cap: "…, capped at 4" when it bit, else "… (max 4)"."""
    cap = CARD_CAPS[rule]
    return tell(words.CAPPED_AT if raw > cap else words.AT_MOST, text=text, cap=cap)


_Scored = tuple[int, str, tuple[int, ...]]
"""Points, the explanation after the rule's name, and the positions looked at."""


def _score_neighbours(
    cards: tuple[Card, ...],
    index: int,
    rule: Rule,
    points_each: int,
    judge: Callable[[_Look, str], tuple[bool, str]],
    counted: Callable[[int], str],
) -> _Scored:
    """The rules that count the cards next to this one (Bear, Moose, Ranger Station).

    ``judge`` says whether a neighbour counts and how to say so; ``counted`` names the count
    in the explanation ("2 Trees").
    """
    sides = [("left", _look(cards, index - 1)), ("right", _look(cards, index + 1))]
    parts, count = [], 0
    for side, look in sides:
        if look.card is None:
            parts.append(look.describe(side))
            continue
        counts, phrase = judge(look, side)
        count += counts
        parts.append(phrase)
    raw = count * points_each
    points = _capped(rule, raw)
    text = tell(
        words.NEIGHBOURS_COUNTED,
        sides=joined("; ", parts),
        counted=_counted_words(counted, count, current_language()),
        each=points_each,
        points=points,
    )
    return (
        points,
        _with_cap(text, rule, raw),
        tuple(look.position for _side, look in sides if look.card is not None),
    )


def _bear(cards: tuple[Card, ...], index: int) -> _Scored:
    def judge(look: _Look, side: str) -> tuple[bool, str]:
        assert look.card is not None
        if look.card.has(Icon.TREE):
            return True, look.said(words.HAS_A_TREE, side)
        return False, look.said(words.HAS_NO_TREE, side)

    return _score_neighbours(cards, index, Rule.BEAR, BEAR_POINTS_PER_TREE, judge, words.trees)


def _moose(cards: tuple[Card, ...], index: int) -> _Scored:
    def judge(look: _Look, side: str) -> tuple[bool, str]:
        assert look.card is not None
        if look.card.face_down:
            return True, look.said(words.COUNTS_AS_NOT_ANIMAL, side)
        if look.card.is_animal:
            return False, look.said(words.IS_AN_ANIMAL_CARD, side)
        return True, look.said(words.IS_NOT_AN_ANIMAL_CARD, side)

    return _score_neighbours(cards, index, Rule.MOOSE, MOOSE_POINTS_PER_NON_ANIMAL, judge, str)


def _ranger_station(cards: tuple[Card, ...], index: int) -> _Scored:
    def judge(look: _Look, side: str) -> tuple[bool, str]:
        assert look.card is not None
        if look.card.face_down:
            return True, _face_down_beside(side, look.position, current_language())
        return False, look.said(words.IS_FACE_UP, side)

    return _score_neighbours(
        cards,
        index,
        Rule.RANGER_STATION,
        RANGER_STATION_POINTS_PER_SIGN,
        judge,
        words.face_down_cards,
    )


def _lake(cards: tuple[Card, ...], index: int) -> _Scored:
    right, left = _look(cards, index + 1), _look(cards, index - 1)
    right_points, right_text = right.judge("right", "animal", LAKE_ANIMAL_ON_RIGHT)
    left_points, left_text = left.judge("left", "feature", LAKE_FEATURE_ON_LEFT)
    raw = right_points + left_points
    points = _capped(Rule.LAKE, raw)
    text = _with_cap(
        tell(words.LAKE_TOTAL, right=right_text, left=left_text, points=points), Rule.LAKE, raw
    )
    return points, text, tuple(look.position for look in (left, right) if look.card is not None)


def _cliff(cards: tuple[Card, ...], index: int) -> _Scored:
    right, left = _look(cards, index + 1), _look(cards, index - 1)
    right_points, right_text = right.judge("right", "feature", CLIFF_FEATURE_ON_RIGHT)
    left_points, left_text = left.judge(
        "left", "animal", CLIFF_ANIMAL_ON_LEFT, miss=words.NO_PENALTY
    )
    raw = right_points + left_points
    points = max(CLIFF_FLOOR, min(raw, CARD_CAPS[Rule.CLIFF]))
    floor = str(CLIFF_FLOOR).replace("-", "−")
    text = tell(
        words.CLIFF_TOTAL,
        right=right_text,
        left=left_text,
        points=points,
        floor=floor,
        top=CARD_CAPS[Rule.CLIFF],
    )
    return points, text, tuple(look.position for look in (left, right) if look.card is not None)


def _campfire(cards: tuple[Card, ...], index: int) -> _Scored:
    looked: list[_Look] = []
    for step in range(CAMPFIRE_REACH, 0, -1):
        looked.append(_look(cards, index - step))
    for step in range(1, CAMPFIRE_REACH + 1):
        looked.append(_look(cards, index + step))
    present = [look for look in looked if look.card is not None]
    animals = [look for look in present if look.card is not None and look.card.is_animal]
    raw = len(animals) * CAMPFIRE_POINTS_PER_ANIMAL
    points = _capped(Rule.CAMPFIRE, raw)
    seen = joined(", ", [str(look.position) for look in present]) or _(words.NO_CARDS_SEEN)
    each = CAMPFIRE_POINTS_PER_ANIMAL
    language = current_language()
    if animals:
        found = joined(
            ", ",
            [_card_at(look.position, look.card.label, language) for look in animals if look.card],
        )
        text = tell(
            words.CAMPFIRE_ANIMALS,
            seen=seen,
            found=found,
            count=len(animals),
            each=each,
            points=points,
        )
    else:
        text = tell(words.CAMPFIRE_NO_ANIMAL, seen=seen, each=each, points=points)
    return points, _with_cap(text, Rule.CAMPFIRE, raw), tuple(look.position for look in present)


def _moon(cards: tuple[Card, ...], index: int) -> _Scored:
    return MOON_POINTS, _moon_words(current_language()), ()


def _sun(cards: tuple[Card, ...], index: int) -> _Scored:
    left = index
    points = left // SUN_CARDS_PER_POINT
    return points, _sun_words(left, current_language()), tuple(range(1, left + 1))


def _watchtower(cards: tuple[Card, ...], index: int) -> _Scored:
    card = cards[index]
    parts, hits, looked = [], 0, []
    language = current_language()
    for watch in card.watch:
        target = _look(cards, index + watch.offset)
        # Kept by offset: an offset that is not an ``int`` (1.0 equals 1) is worded afresh.
        watched = _watched_words if type(watch.offset) is int else _watched_words.__wrapped__
        if target.card is None:
            parts.append(watched(watch, None, "", False, language))
            continue
        looked.append(target.position)
        scores = target.card.has(watch.icon)
        hits += int(scores)
        parts.append(watched(watch, target.position, target.card.label, scores, language))
    raw = hits * WATCHTOWER_POINTS_PER_POSITION
    points = _capped(Rule.WATCHTOWER, raw)
    text = _with_cap(
        tell(words.WATCHTOWER_TOTAL, parts=joined("; ", parts), points=points), Rule.WATCHTOWER, raw
    )
    return points, text, tuple(looked)


CARD_RULES: dict[Rule, Callable[[tuple[Card, ...], int], _Scored]] = {
    Rule.BEAR: _bear,
    Rule.CAMPFIRE: _campfire,
    Rule.CLIFF: _cliff,
    Rule.LAKE: _lake,
    Rule.MOON: _moon,
    Rule.MOOSE: _moose,
    Rule.RANGER_STATION: _ranger_station,
    Rule.SUN: _sun,
    Rule.WATCHTOWER: _watchtower,
}
"""The rules a card scores on its own, each given the panorama's cards and the card's index."""

CARD_RULE_IDS: dict[Rule, str] = {rule: card_rule(rule) for rule in Rule}
"""Each card rule's rule id (:mod:`scoring.panorama.rulebook`), looked up by the rule."""
MOUNTAIN_RULE = card_rule(Rule.MOUNTAIN)
LIGHTS_RULE = card_rule(Rule.NORTHERN_LIGHTS)
SET_RULE_IDS: dict[Rule, str] = {Rule.MOUNTAIN: MOUNTAIN_RULE, Rule.NORTHERN_LIGHTS: LIGHTS_RULE}
"""The rules of the cards that score only in a set: their notes cite the set's rule."""


def _positions(positions: list[int]) -> str:
    if len(positions) == 1:
        return tell(words.ONE_POSITION, position=positions[0])
    return tell(
        words.SEVERAL_POSITIONS,
        positions=joined(", ", [str(p) for p in positions[:-1]]),
        last=positions[-1],
    )


def mountain_points(count: int) -> int:
    """The Mountain set score for ``count`` Mountain cards (5 or more score as 4).

    >>> [mountain_points(count) for count in range(6)]
    [0, 1, 3, 5, 8, 8]
    """
    if count <= 0:
        return 0
    return MOUNTAIN_POINTS[min(count, MOUNTAIN_MOST)]


def _mountain_item(
    panorama: Panorama, base: dict[str, Any], mountains: list[int]
) -> tuple[list[LineItem], list[str]]:
    """The Mountains' one set score for the panorama (no item without a Mountain), and the
    warning for more Mountains than the scale holds."""
    if not mountains:
        return [], []
    count = len(mountains)
    total = mountain_points(count)
    values = {
        "count": count,
        "positions": _positions(mountains),
        "points": total,
        "scale": joined(", ", [f"{n} → {p}" for n, p in MOUNTAIN_POINTS.items()]),
        "most": MOUNTAIN_MOST,
    }
    warnings: list[str] = []
    if count > MOUNTAIN_MOST:
        text = tell(words.MOUNTAINS_BEYOND_SCALE, **values)
        warnings.append(tell(words.TOO_MANY_MOUNTAINS, owners=panorama.owners, **values))
    else:
        text = words.mountain_set(
            count, positions=values["positions"], points=total, scale=values["scale"]
        )
    details = {**base, "rule": Rule.MOUNTAIN.value, "count": count, "positions": mountains}
    item = LineItem(_(words.MOUNTAINS_LABEL), total, text, tuple(mountains), details, MOUNTAIN_RULE)
    return [item], warnings


def _northern_lights_items(base: dict[str, Any], lights: list[bool]) -> list[LineItem]:
    """One item per pair of adjacent Northern Lights cards, then a 0 for each lone one."""
    rule = {**base, "rule": Rule.NORTHERN_LIGHTS.value}
    language = current_language()
    items = [
        LineItem(
            *_lights_pair_words(first, language),
            (first, first + 1),
            {**rule, "positions": [first, first + 1]},
            LIGHTS_RULE,
        )
        for first in _light_pairs(lights)
    ]
    for index, shines in enumerate(lights):
        beside = (index > 0 and lights[index - 1]) or (
            index + 1 < len(lights) and lights[index + 1]
        )
        if shines and not beside:
            position = index + 1
            items.append(
                LineItem(
                    *_lone_lights_words(position, language),
                    (position,),
                    {**rule, "positions": [position]},
                    LIGHTS_RULE,
                )
            )
    return items


@lru_cache(maxsize=WORDS_CACHED)
def _lights_pair_words(first: int, language: str) -> tuple[str, int, str]:
    """A Northern Lights pair's label, points and explanation, its first card at ``first``,
    in ``language`` (the current one: the cache is keyed by it)."""
    points = NORTHERN_LIGHTS_PAIR_POINTS
    return (
        tell(words.LIGHTS_PAIR_LABEL, first=first, second=first + 1),
        points,
        tell(words.LIGHTS_PAIR, first=first, second=first + 1, points=points),
    )


@lru_cache(maxsize=WORDS_CACHED)
def _lone_lights_words(position: int, language: str) -> tuple[str, int, str]:
    """A lone Northern Lights card's label, points (0) and explanation, in ``language`` (the
    current one: the cache is keyed by it)."""
    label = tell(words.LONE_LIGHTS_LABEL, position=position)
    return label, 0, tell(words.LONE_LIGHTS, points=NORTHERN_LIGHTS_PAIR_POINTS)


def _light_pairs(lights: list[bool]) -> list[int]:
    """The first position of each pair of adjacent Northern Lights cards."""
    return [i + 1 for i in range(len(lights) - 1) if lights[i] and lights[i + 1]]


def _card_lines(
    cards: tuple[Card, ...],
    base: dict[str, Any],
    mountains: list[int],
    pairs: list[int],
    in_sets: set[int],
) -> tuple[list[LineItem], list[CardNote]]:
    """An item for every face-up card with a rule, and a note for every card; ``in_sets``
    are the positions of the Mountains and Northern Lights, the only cards whose note tells
    their part in a set score."""
    items: list[LineItem] = []
    notes: list[CardNote] = []
    language = current_language()
    for index, card in enumerate(cards):
        position = index + 1
        if card.face_down:
            notes.append(CardNote(position, card, 0, _(words.FACE_DOWN_NOTE)))
            continue
        rule = card.scores_as
        scorer = CARD_RULES.get(rule)
        if scorer is None:
            also = _set_notes(card, position, mountains, pairs) if position in in_sets else []
            note = _set_note(card, also, language)
            notes.append(CardNote(position, card, 0, note, SET_RULE_IDS.get(rule, "")))
            continue
        points, text, looked = scorer(cards, index)
        rule_name, label = _card_words(rule, position, language)
        explanation = tell(words.CARD_EXPLANATION, rule=rule_name, text=text)
        items.append(
            LineItem(
                label,
                points,
                explanation,
                (position, *looked),
                {**base, "position": position, "rule": RULE_CODES[rule], "looked_at": list(looked)},
                CARD_RULE_IDS[rule],
            )
        )
        note = explanation
        if position in in_sets:  # worded only for the cards that take part in a set too
            also = _set_notes(card, position, mountains, pairs)
            note = tell(words.CARD_NOTE_ALSO, explanation=explanation, also=joined("; ", also))
        notes.append(CardNote(position, card, points, note, CARD_RULE_IDS[rule]))
    return items, notes


def score_cards(panorama: Panorama) -> PanoramaCards:
    """Score a panorama's cards: one item per card with a rule, the Mountains, the pairs."""
    cards = panorama.cards
    base = {"phase": PHASE_CODES[panorama.phase], "index": panorama.index}
    # ``card.has(…)``, without a call for each card
    mountains = [
        i + 1 for i, card in enumerate(cards) if not card.face_down and Icon.MOUNTAIN in card.icons
    ]
    lights = [not card.face_down and Icon.NORTHERN_LIGHTS in card.icons for card in cards]
    in_sets = {*mountains, *(i + 1 for i, shines in enumerate(lights) if shines)}
    mountain_line, warnings = _mountain_item(panorama, base, mountains)
    light_lines = sorted(_northern_lights_items(base, lights), key=lambda item: item.refs)
    card_items, notes = _card_lines(cards, base, mountains, _light_pairs(lights), in_sets)
    ordered_sets = tuple(mountain_line + light_lines)
    return PanoramaCards(
        panorama, tuple(card_items) + ordered_sets, tuple(notes), ordered_sets, tuple(warnings)
    )


def _set_note(card: Card, notes: list[str], language: str) -> str:
    """The card list's note for a card scored with the panorama (or not at all); ``notes``
    are its parts in the set scores (:func:`_set_notes`), ``language`` the current one."""
    if card.scores_as in SET_RULES and not notes:
        notes = [tell(words.SCORES_AS_WITHOUT_ITS_ICON, rule=_(RULE_LABELS[card.scores_as]))]
    if notes:
        return tell(words.CARD_NOTES, card=card.label, notes=joined("; ", notes))
    return _no_rule_note(card.label, language)


def _set_notes(card: Card, position: int, mountains: list[int], pairs: list[int]) -> list[str]:
    """How a card takes part in the panorama's Mountain set and Northern Lights pairs."""
    notes: list[str] = []
    if card.has(Icon.MOUNTAIN):
        total = mountain_points(len(mountains))
        count = words.mountains(len(mountains))
        notes.append(tell(words.IN_MOUNTAIN_SET, mountains=count, points=total))
    if card.has(Icon.NORTHERN_LIGHTS):
        mine = [first for first in pairs if position in (first, first + 1)]
        if mine:
            partners = [first + 1 if first == position else first for first in mine]
            notes.append(
                tell(
                    words.IN_LIGHTS_PAIRS,
                    pairs=words.lights_pairs(len(mine)),
                    partners=_positions(partners),
                    points=NORTHERN_LIGHTS_PAIR_POINTS,
                )
            )
        else:
            notes.append(_(words.IN_NO_LIGHTS_PAIR))
    return notes
