"""Every sentence Sagrada's scorer writes for players, whole, with named placeholders.

The rules fill these in with :func:`scoring.wording.say` and never glue English fragments
together, so a translation can reorder a sentence freely and the rules need not change.
"""

from __future__ import annotations

# --- Shared objectives ---------------------------------------------------------------------

SHARED_LEFT_LABEL = "{card} with {neighbour} (left neighbour)"
SHARED_RIGHT_LABEL = "{card} with {neighbour} (right neighbour)"
NO_SHARED_LABEL = "No shared objective"
NO_SHARED_EXPLANATION = "No shared objective card lies beside {name}."

# --- Tie-breakers (each completes "wins on ...") ---------------------------------------------

BY_PRIVATE_POINTS = "most points from the private objective"
BY_FAVOR_TOKENS = "most unused favor tokens"
BY_LATER_TURN = "coming later in the final round's turn order"
PRIVATE_POINT = "private objective point"
FAVOR_TOKEN = "favor token"
TURN_POSITION = "{ordinal} to play"
