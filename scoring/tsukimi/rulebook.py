"""The rulebook's paragraphs Tsukimi's line items apply (:mod:`scoring.rules`): the words of
the Italian game help (``shared/seeds/004_8b51b73abd33517a.txt``, "VITTORIA"), our English
translation of them, and the readings of :mod:`scoring.tsukimi.readings` that apply to each.

The seed's Italian is marked ``N_`` too, so the catalogue holds it (its Italian is itself)."""

from __future__ import annotations

from scoring.i18n import N_
from scoring.rules import Rule
from scoring.tsukimi.readings import READINGS

TILES_RULE = "tsukimi:tiles"
TIES_RULE = "tsukimi:ties"

RULES: tuple[Rule, ...] = (
    Rule(
        TILES_RULE,
        N_("Tiles won"),
        N_(
            "Al termine della partita, le tessere vengono assegnate al giocatore che ha il "
            "maggior numero di conigli attorno a esse. Ogni giocatore somma il valore delle "
            "tessere che ha conquistato. Vince chi ottiene il punteggio più alto."
        ),
        tuple(READINGS[i] for i in (0, 1)),
        language="it",
        english=N_(
            "At the end of the game, the tiles are awarded to the player who has the most "
            "rabbits around them. Each player adds up the value of the tiles they won. The "
            "highest score wins."
        ),
    ),
    Rule(
        TIES_RULE,
        N_("Ties on points"),
        N_(
            "In caso di parità, vince chi ha conquistato il maggior numero di tessere.\n"
            "In caso di ulteriore parità, vince chi possiede più conigli nella propria riserva."
        ),
        tuple(READINGS[i] for i in (2, 3)),
        language="it",
        english=N_(
            "In case of a tie, the player who won the most tiles wins.\n"
            "If still tied, the player who has the most rabbits in their reserve wins."
        ),
    ),
)
"""Every rule a Tsukimi line item cites."""
