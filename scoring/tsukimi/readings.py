"""What the rules page says about Tsukimi: the readings of the rules, the input notes and
the tie-breakers, one sentence each (spec/tsukimi.md, "Interpretations")."""

from __future__ import annotations

from scoring.i18n import N_
from scoring.tsukimi import words

TIEBREAKERS: tuple[str, ...] = (words.MOST_TILES_WON, words.MOST_RABBITS_IN_RESERVE)
"""The tie-breakers in order, each completing "wins on …" (spec/tsukimi.md, "Scoring"); still
level after both, the players share the win."""

READINGS: tuple[str, ...] = (
    N_(
        "A tile goes to the player with strictly more rabbits around it; with equal rabbits, "
        "including none at all, nobody wins it."
    ),
    N_(
        "A player scores the sum of the values of the tiles they won; a won tile of value 0 "
        "adds no points but still counts as a tile won for the tie-breaker."
    ),
    N_(
        "Ties on points go to the player who won more tiles (whatever their values), then to "
        "the player with more rabbits left in their reserve; if both are still level, they "
        "share the win (the printed rules stop at the reserve)."
    ),
    N_(
        "The reserve is the rabbits still in front of the player at the end; rabbits paid to "
        "take a tile or removed by an opponent's set of 3 are out of the game and do not count."
    ),
    N_(
        "The Dark side of the Moon variant changes how rabbits are earned (3 to start, more "
        "from rabbit spaces) but not how the game is scored (the rulebook: 'per il resto, le "
        "regole rimangono invariate'); a player still owns at most 15 rabbits, so the reserve "
        "is 0 to 15 and the same check of the rabbits around the tiles applies; rabbits not yet "
        "earned are not in the reserve."
    ),
    N_(
        "The board is not entered: for every tile the players count how many rabbits of each "
        "player touch it, 0 to 6 per player."
    ),
    N_(
        "Each player's rabbits around a tile are checked on their own (0 to 6); we do not check "
        "both players' rabbits together against the spaces around a tile, nor which tiles are "
        "neighbours."
    ),
    N_(
        "A tile's colour is shown in the explanations only and may be left out: sets of 3 "
        "matching tiles act during play (removing a rabbit) and score nothing at the end."
    ),
    N_(
        "A table with fewer than 18 tiles is scored as entered, with a warning, since the game "
        "ends only when all 18 tiles are placed."
    ),
    N_(
        "A rabbit touches at most 3 tiles and a player owns 15 rabbits, so when a player's "
        "rabbits around the tiles add up to more than 3 times the rabbits not in their reserve "
        "(15 minus the reserve), the table is scored with a warning rather than refused: the "
        "final table cannot show which count is wrong."
    ),
    N_(
        "The temple tile is not one of the 18 tiles and never goes on the moon board: it only "
        "sets what taking a tile costs during the game (a rabbit from the reserve for each tile "
        "between the temple and the one taken), scores nothing and is not entered."
    ),
)
"""Where the printed rules are silent or ambiguous, what this product does (one sentence each),
in English, marked for translation: the rules page shows each through ``_()``."""

INPUT_NOTES: tuple[str, ...] = (
    N_("A player left out of a tile's rabbits counts 0 rabbits there."),
    N_(
        "Names in a tile's rabbits are matched to the players ignoring case and surrounding spaces."
    ),
    N_("A tile's color is a free label: any text of up to 60 characters, or left out."),
)
"""How the table-state JSON is read, for developers using the API or the command line."""
