"""A saved table's result is kept without its language and shown in its reader's language.

A table scored on an Italian phone is opened later on an English one (the link, the QR
code), and the other way round: its explanations must read in the language of the page, not
the one it happened to be scored in. So what is saved is the result's language-neutral form
(:func:`scoring.neutral.neutral`: every line item, label, category name, tie-break sentence
and warning as its message ids and values), whatever the language it was scored in, and a
page or API answer words it in its own language (:func:`scoring.neutral.worded`). Nothing is
scored again: a saved table shows the very figures it was saved with, whatever the rules say
since, and in any language.

Every saved result, of every version, is read by one reader, :func:`shown_result`: the pages,
their earlier versions and the tables API all ask it. What a row holds depends on the version
that saved it (:func:`stored_version`):

- version 0, English text (no recipes), saved before results were kept neutral (``c7a7d70``
  to ``747ec68``): shown as saved, or (the legacy reader, :func:`legacy_shown_result`) scored
  again in the page's language when that gives every figure it was saved with;
- version 1, neutral with each recipe written in place (``{"~": [kind, …]}``, ``6fa85dc``):
  its recipes listed once (:func:`listed_recipes`), which makes it version 2;
- version 2, neutral with its recipes listed once (``"~recipes"``, ``2a42fde`` on): worded.

Then the game's adapter brings it to today's shape (``GameAdapter.upgraded_result``: a Solstis
area saved before areas counted their cells gets them), so a page or an API answer reads
every saved table as it reads one saved today. Line items may carry fields a version added
(a ``rule``): none is required of a saved result. ``tests/upgrade/`` opens tables saved by
every earlier version, on both databases.
"""

from __future__ import annotations

from typing import Any

import orjson

from scoring import TableError, get_game
from scoring.i18n import SOURCE_LANGUAGE, current_language
from scoring.neutral import (
    MARK,
    RECIPE,
    RECIPES,
    TUPLE,
    is_neutral,
    neutral,
    neutral_document,
    worded,
)
from web.games import get_adapter
from web.platform.db import WrittenJSON, json_text

TEXT, IN_PLACE, LISTED = 0, 1, 2
"""The versions of a saved result (:func:`stored_version`); :data:`LISTED` is what is saved
today (:func:`kept_result`)."""


def kept_result(result: dict[str, Any]) -> dict[str, Any]:
    """The result as a saved table keeps it: language-neutral (``result`` is a result's
    ``to_dict()`` as scoring gave it, in whatever language)."""
    return neutral(result)


def kept_result_text(result: dict[str, Any]) -> WrittenJSON:
    """:func:`kept_result` as the database writes it (``json_text``), written in one pass:
    orjson writes the result's body itself and hands each worded text to the recipes
    (:func:`scoring.neutral.neutral_document`), instead of ``neutral`` copying the whole body
    in Python first (a 6-player Panorama table: 4.8 → 3.1 ms of CPU, 200 each). The same
    text, byte for byte (tests/web/test_kept_result_text.py); what orjson refuses (a key that
    is not text, an integer beyond 64 bits) is written from ``neutral`` as before."""
    document, written = neutral_document(result, recipe_key)
    try:
        text = orjson.dumps(document, default=written, option=orjson.OPT_PASSTHROUGH_SUBCLASS)
    except TypeError:
        return WrittenJSON(json_text(neutral(result)))
    return WrittenJSON(text.decode("utf-8"))


def recipe_key(encoded: list[Any]) -> bytes | str:
    """What tells a recipe of a result apart from every other while it is written
    (:func:`scoring.neutral.neutral_document`'s ``key``): orjson's text of its JSON form,
    written in C some ten times as fast as the ``repr`` the library uses (which looks at
    every character of every text to escape it; 0.7 of a 6-player Panorama table's 2.7 ms of
    recipes). Two recipes get the same key exactly when their ``repr`` is the same: the JSON
    form holds lists, dicts with text keys, text, whole numbers, finite floats, ``True``,
    ``False`` and ``None``, which orjson writes each its own way (``1``, ``1.0``, ``true``),
    but for ``None``, ``NaN`` and the infinities, all ``null``; so a text with ``null`` in it,
    and a recipe orjson refuses (a lone surrogate, an integer beyond 64 bits), is keyed by its
    ``repr`` (text, where orjson's keys are bytes: never the same key)."""
    try:
        text = orjson.dumps(encoded)
    except TypeError:
        return repr(encoded)
    return repr(encoded) if b"null" in text else text


def stored_version(kept: dict[str, Any]) -> int:
    """Which form a saved result is in: :data:`TEXT` (worded in English), :data:`IN_PLACE`
    (neutral, each recipe where it is used) or :data:`LISTED` (neutral, recipes listed once).

    >>> stored_version({"game": "tsukimi", "players": []})
    0
    >>> stored_version({"~words": 1, "label": {"~": ["_", "Moon"]}})
    1
    >>> stored_version({"~words": 1, "label": {"~": 0}, "~recipes": [["_", "Moon"]]})
    2
    """
    if not is_neutral(kept):
        return TEXT
    return LISTED if RECIPES in kept else IN_PLACE


def shown_result(
    game_slug: str, state: dict[str, Any], kept: dict[str, Any], *, own: bool = False
) -> dict[str, Any]:
    """The saved result ``kept``, of any version, in the current language and in today's
    shape: the one reader of a saved result. A neutral one is worded from its recipes, never
    scored again; a row saved as English text goes to :func:`legacy_shown_result`.

    ``own``: ``kept`` was read for this answer alone (a row read as a plain row,
    ``web.tables.service.read_table``), so it is worded where it is, its containers not
    copied (``worded(in_place=True)``): ``kept`` is left holding the worded values (its
    players' names and totals as they were)."""
    version = stored_version(kept)
    if version == IN_PLACE:
        kept, version = listed_recipes(kept), LISTED
    if version == LISTED:
        return current_shape(game_slug, worded(kept, current_language(), in_place=own))
    return legacy_shown_result(game_slug, state, kept)


def current_shape(game_slug: str, result: dict[str, Any]) -> dict[str, Any]:
    """A saved result in today's shape, as its game's adapter fills in what a later version
    added (``GameAdapter.upgraded_result``); as it is for a game without an adapter."""
    adapter = get_adapter(game_slug)
    return result if adapter is None else adapter.upgraded_result(result)


def listed_recipes(kept: dict[str, Any]) -> dict[str, Any]:
    """A neutral result with each recipe written in place (``{"~": [kind, argument, …]}``,
    :data:`IN_PLACE`) with its recipes listed once instead, as :func:`scoring.neutral.neutral`
    keeps them today (:data:`LISTED`): the same recipes, the same words.

    >>> listed_recipes({"~words": 1, "a": {"~": ["_", "Moon"]}, "b": [{"~": ["_", "Moon"]}]})
    {'~words': 1, 'a': {'~': 0}, 'b': [{'~': 0}], '~recipes': [['_', 'Moon']]}
    """
    entries: list[list[Any]] = []
    index_of: dict[str, int] = {}

    def listed(value: Any) -> Any:
        if isinstance(value, dict):
            recipe = value.get(RECIPE)
            if isinstance(recipe, list):
                encoded = [listed(argument) for argument in recipe]
                key = repr(encoded)
                if key not in index_of:
                    index_of[key] = len(entries)
                    entries.append(encoded)
                return {RECIPE: index_of[key]}
            if TUPLE in value:
                return {TUPLE: [listed(item) for item in value[TUPLE]]}
            return {key: listed(item) for key, item in value.items()}
        if isinstance(value, list):
            return [listed(item) for item in value]
        return value

    body = {key: listed(value) for key, value in kept.items() if key != MARK}
    return {MARK: kept[MARK], **body, RECIPES: entries}


# --- The legacy reader: rows saved as English text, before results were kept neutral --------


def legacy_shown_result(
    game_slug: str, state: dict[str, Any], kept: dict[str, Any]
) -> dict[str, Any]:
    """A result saved as English text, in the current language and today's shape: ``state``
    scored again in it when that gives every figure ``kept`` was saved with (a field a later
    version added to a result is no figure the table was saved with, :func:`agrees`);
    ``kept`` as saved otherwise (or in English), brought to today's shape."""
    kept = current_shape(game_slug, kept)
    if current_language() == SOURCE_LANGUAGE:
        return kept
    try:
        again = get_game(game_slug).score_state(state).to_dict()
    except (TableError, ValueError, TypeError):
        return kept
    return again if agrees(figures(kept), figures(again)) else kept


def agrees(saved: Any, again: Any) -> bool:
    """Whether ``again`` holds every figure of ``saved`` (both :func:`figures`), where
    ``saved`` has it: ``again`` may have keys ``saved`` has not (fields added since).

    >>> agrees({"total": 3}, {"total": 3, "rule": None})
    True
    >>> agrees({"total": 3, "rule": None}, {"total": 3})
    False
    >>> agrees([1, 2], [1, 2, 3])
    False
    """
    if isinstance(saved, dict):
        return isinstance(again, dict) and all(
            key in again and agrees(value, again[key]) for key, value in saved.items()
        )
    if isinstance(saved, list | tuple):
        return (
            isinstance(again, list | tuple)
            and len(saved) == len(again)
            and all(agrees(one, other) for one, other in zip(saved, again, strict=True))
        )
    return bool(saved == again and type(saved) is type(again))


def figures(result: dict[str, Any]) -> Any:
    """What a result says that is not words: every number, flag and list shape, with its keys
    (:func:`shape`), and the names players typed: each player's, the winners' (never
    translated); the game's slug."""
    players = result.get("players")
    names = [player.get("name") for player in players] if isinstance(players, list) else None
    return shape(result), names, result.get("winners"), result.get("game")


def shape(value: Any) -> Any:
    """``value`` with every text left out: a sentence's keys dropped (:data:`WORDS`), any other
    string (a name of an Award, a phase, a colour) reduced to a mark that it is there."""
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items() if key not in WORDS}
    if isinstance(value, list):
        return [shape(item) for item in value]
    if isinstance(value, str):
        return None  # A word, in the language it was scored in.
    return value


WORDS = frozenset({"label", "explanation", "category", "text", "message", "warnings", "tiebreak"})
"""Keys whose values are sentences in the scoring language (a tie-break or warning is text
too, its list included): left out when two results are compared for their figures."""
