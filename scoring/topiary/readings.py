"""What the rules page says about Topiary: how the product reads the rules where they are
silent or ambiguous, and how the JSON is read, one sentence each (spec/topiary.md,
"Interpretations"). Each is marked for translation (``N_``) and translated where it is shown."""

from __future__ import annotations

from scoring.i18n import N_

READINGS: tuple[str, ...] = (
    N_(
        "A visitor looks from its spot on the edge along a whole row, column or diagonal to "
        "the far edge of the garden; diagonals may be 1 to 5 tiles long."
    ),
    N_(
        "Face-down tiles count as 0: a visitor never sees them, they score nothing and they "
        "hide nothing behind them."
    ),
    N_(
        "The first face-up tile in a line is always seen; a later face-up tile is seen only "
        "when it is strictly larger than every face-up tile before it, so a tile of equal "
        "value is hidden."
    ),
    N_(
        "A hidden tile is shown as hidden by the nearest tile in front of it that is as large "
        "or larger, as in the rulebook (the 4 Pom-Pom hides the 4 Icosahedron)."
    ),
    N_(
        "The same-suit bonus counts only tiles the visitor sees: every suit it sees 2 or more "
        "times earns 1 point per seen tile of that suit; hidden tiles of the suit do not "
        "count."
    ),
    N_(
        "A hand tile scores its value when at least 1 of its owner's visitors sees a tile of "
        "the same suit with a higher value; a higher tile that is face down, hidden or seen "
        "only by other players' visitors does not count, and a 5 in hand never scores."
    ),
    N_("A hand tile scores at most once, however many visitors see a higher tile of its suit."),
    N_(
        "Players are entered in turn order, first player first. Ties go to the most hand "
        "points, then to the tied player latest in turn order (every player places the same "
        "number of visitors, so the last in turn order made the last move); so no tie can "
        "stand, and the order the players are entered in changes the result."
    ),
    N_(
        "A row, column or diagonal looked along from its 2 ends gives 2 different spots, and "
        "both may hold a visitor."
    ),
    N_("A hand with fewer than 3 tiles is scored as entered; more than 3 tiles is refused."),
    N_(
        "Fewer visitors than the player count allows is scored as entered with a warning, "
        "since the game may not be over; more visitors than allowed is refused."
    ),
    N_(
        "With 2 or 3 players which suit was removed is not asked; a table showing tiles of "
        "all 8 suits only gets a warning."
    ),
    N_(
        "The centre tile may be entered face down (a table being entered may be incomplete); "
        "the only face-up check is a warning when more tiles are face up than the centre tile "
        "plus 1 per visitor placed."
    ),
    N_(
        "The Draft Variant only changes how the starting hands are dealt (each player keeps "
        "three tiles and passes the rest); it changes nothing in scoring, and it is not entered: "
        "hands still end with at most 3 tiles."
    ),
)
"""How this product reads the rules where the printed rulebook is silent or ambiguous."""


INPUT_NOTES: tuple[str, ...] = (
    N_(
        "The players are listed in turn order, first player first: the order is part of the "
        "table, not a display choice."
    ),
    N_(
        "A visitor's spot is given by at, the [row, column] of the first tile in its line of "
        "sight, and its facing."
    ),
    N_(
        "Tile codes, down and facings are read exactly as the spec writes them (trex-3, down, "
        "NE): T-Rex-3 or ne is refused with the exact spelling to write; only a visitor's "
        "player is matched ignoring case, as names are."
    ),
)
"""How the table-state JSON is read, for developers using the API or the command line."""
