"""Running totals (``POST /SLUG/totals``) while a table is entered.

The contract's API reads JSON only, so the form as the browser posts it is read here through
the same adapter and the same ``parse`` and ``score`` as "Score", and only each player's total
goes back, as JSON. Nothing is saved.
"""

from __future__ import annotations

from typing import Any

from flask import (
    Response,
    abort,
    jsonify,
    request,
    session,
)

from scoring import TableError
from web.forms.fields import readable_formdata, seat_name
from web.games import get_adapter
from web.phone.blueprint import bp


def state_names(state: dict[str, Any]) -> list[str]:
    """The players' names in a table state built from a form (bare names or objects)."""
    players = state.get("players")
    names = []
    for seat, player in enumerate(players if isinstance(players, list) else []):
        typed = player.get("name") if isinstance(player, dict) else player
        names.append(seat_name(typed, seat))
    return names


@bp.post("/<slug>/totals")
def running_totals(slug: str) -> Response:
    """Each player's total for the form as posted, while it is being entered (JSON).

    ``{"players": [{"name": "Ann", "total": 43}, …], "problems": 0}``; while the table has
    problems every total is null and ``problems`` counts them (the form's Score shows them,
    with their explanations, beside their fields). Nothing is saved and no token is needed:
    the answer only repeats what the page already holds.
    """
    adapter = get_adapter(slug)
    if adapter is None:
        abort(404)
    formdata, left_out = readable_formdata(request.form)
    # As the Score does (``views.score_form``): a post that is a valid form as it stands is
    # read without building the form, by the same reader as the form's data. Its token does
    # not matter here: nothing is saved. For the 6-player Panorama table this makes the
    # totals 0.74-0.78x a whole Score instead of 2.45-2.70x (bench/running_totals.py, three
    # runs each on a loaded machine); tests/web/test_totals_fast_path.py pins the answers.
    described = adapter.fast_state(formdata, check_token=False)
    form_problems = 0
    if described is None:
        form = adapter.posted_form(formdata)
        adapter.prepare_form(form)
        form.validate()
        form_problems = sum(
            len(messages) if isinstance(messages, list) else 1
            for name, messages in form.errors.items()
            if name != "csrf_token"
        )
        described = adapter.state_from_form(form)
    names = state_names(described.state)
    problems = len(left_out) + form_problems
    totals: list[int | None] = [None] * len(names)
    try:
        table = adapter.game.parse(described.state)
    except TableError as error:
        problems += len(error.problems)
        # Parts not entered yet (a Panorama panorama without cards): the rest scores so far.
        table = None
        so_far = adapter.running_state(described.state) if not form_problems else None
        if so_far is not None:
            try:
                table = adapter.game.parse(so_far)
            except TableError:
                table = None
        if table is not None:
            result = adapter.game.score(table)
            names = [player.name for player in result.players]
            totals = [player.total for player in result.players]
    else:
        if not problems:
            result = adapter.game.score(table)
            names = [player.name for player in result.players]
            totals = [player.total for player in result.players]
    response = jsonify(
        players=[{"name": name, "total": total} for name, total in zip(names, totals, strict=True)],
        problems=problems,
    )
    response.headers["Cache-Control"] = "no-store"
    # Reading the form gave it a token, which a phone with no session yet would keep: a new
    # session cookie here could outdate the token of the page being filled in. Never set one.
    session.modified = False
    return response
