"""A saved table's result is kept in English and shown in its reader's language.

A table scored on an Italian phone is opened later on an English one (the link, the QR
code), and the other way round: its explanations must read in the language of the page, not
the one it happened to be scored in. So what is saved is always the English result (the
source language, like the rules), and a page or API answer in another language scores the
saved state again in that language — but shows that only when it gives the very same points,
ranks and winners as the saved result. When the rules have been read anew since (a reading
changed a total), the saved result is shown as it was scored, in English: a saved table
never changes its figures behind its players' backs.
"""

from __future__ import annotations

from typing import Any

from scoring import TableError, get_game
from scoring.i18n import SOURCE_LANGUAGE, current_language, language


def kept_result(game_slug: str, state: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """The result as a saved table keeps it: ``result`` itself when it was scored in English,
    otherwise ``state`` scored again in English (the same figures, in the source's words)."""
    if current_language() == SOURCE_LANGUAGE:
        return result
    with language(SOURCE_LANGUAGE):
        return get_game(game_slug).score_state(state).to_dict()


def shown_result(game_slug: str, state: dict[str, Any], kept: dict[str, Any]) -> dict[str, Any]:
    """The kept result in the current language: ``state`` scored again in it when that gives
    the same figures as ``kept``; ``kept`` as saved otherwise (or in English)."""
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
