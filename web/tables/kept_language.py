"""A saved table's result is kept without its language and shown in its reader's language.

A table scored on an Italian phone is opened later on an English one (the link, the QR
code), and the other way round: its explanations must read in the language of the page, not
the one it happened to be scored in. So what is saved is the result's language-neutral form
(:func:`scoring.neutral.neutral`: every line item, label, category name, tie-break sentence
and warning as its message ids and values), whatever the language it was scored in, and a
page or API answer words it in its own language (:func:`scoring.neutral.worded`). Nothing is
scored again: a saved table shows the very figures it was saved with, whatever the rules say
since, and in any language.

Rows saved before results were kept neutral hold English text (no recipes). They are still
shown: as saved, or (the legacy reader, :func:`legacy_shown_result`) scored again in the
page's language when that gives the same figures.
"""

from __future__ import annotations

from typing import Any

from scoring import TableError, get_game
from scoring.i18n import SOURCE_LANGUAGE, current_language
from scoring.neutral import is_neutral, neutral, worded


def kept_result(result: dict[str, Any]) -> dict[str, Any]:
    """The result as a saved table keeps it: language-neutral (``result`` is a result's
    ``to_dict()`` as scoring gave it, in whatever language)."""
    return neutral(result)


def shown_result(game_slug: str, state: dict[str, Any], kept: dict[str, Any]) -> dict[str, Any]:
    """The kept result in the current language: worded from its recipes, never scored again
    (a row saved as English text goes to :func:`legacy_shown_result`)."""
    if is_neutral(kept):
        return worded(kept, current_language())
    return legacy_shown_result(game_slug, state, kept)


# --- The legacy reader: rows saved as English text, before results were kept neutral --------


def legacy_shown_result(
    game_slug: str, state: dict[str, Any], kept: dict[str, Any]
) -> dict[str, Any]:
    """A result saved as English text, in the current language: ``state`` scored again in
    it when that gives the same figures as ``kept``; ``kept`` as saved otherwise (or in
    English)."""
    if current_language() == SOURCE_LANGUAGE:
        return kept
    try:
        again = get_game(game_slug).score_state(state).to_dict()
    except (TableError, ValueError, TypeError):
        return kept
    return again if figures(again) == figures(kept) else kept


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
