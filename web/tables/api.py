"""The saved-tables JSON API (spec/README.md, "Saved tables"): ``/api/v1/tables``.

Stateless like the scoring API: JSON in and out, no cookies, no CSRF token. Changing or
deleting a table takes its edit token as ``Authorization: Bearer TOKEN``. Bodies are read
exactly as the scoring API reads them, so the same 400 / 404 / 413 / 415 / 422 come back,
and nothing is saved then.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request, url_for

from scoring import Game, TableError, UnknownGameError, get_game
from scoring.i18n import N_
from scoring.jsontext import json_problem, parse_json
from web.entry.api import error_response
from web.models import SavedTable
from web.platform.translate import gettext as _
from web.tables.service import (
    delete_table,
    get_table,
    revise_table,
    save_table,
    table_to_dict,
    token_matches,
    unstorable_values,
)

bp = Blueprint("tables_api", __name__, url_prefix="/api/v1/tables")

# Messages, in English, marked for the catalogue and translated when they are answered.
NOT_FOUND = N_("There is no saved table with this id; it may have been deleted.")
NO_TOKEN = N_("Send the table's edit token as the header Authorization: Bearer EDIT_TOKEN.")
WRONG_TOKEN = N_("That edit token is not this table's; the table was not changed.")
NOT_JSON_TYPE = N_("Send the table as JSON with the header Content-Type: application/json.")
NOT_AN_OBJECT = N_('Send an object: {"game": "SLUG", "state": {...}}.')
NOT_A_STATE_OBJECT = N_('Send an object: {"state": {...}}.')
MISSING_STATE = N_("The table state is missing.")
MISSING_GAME = N_("Say which game this table is, as its slug (for example panorama).")
OTHER_GAME = N_("A saved table keeps its game (%(game)s); save a new table for another game.")


def unprocessable(path: str, message: str) -> tuple[Response, int]:
    """The contract's 422 with one problem, its message in the request's language."""
    return error_response(422, _(message), path)


def read_body() -> tuple[Any, tuple[Response, int] | None]:
    """The request's JSON body, or the error to answer (415, 400; 413 is raised by Werkzeug)."""
    if not request.is_json:
        return None, error_response(415, _(NOT_JSON_TYPE))
    try:
        return parse_json(request.get_data(cache=False)), None
    except (ValueError, RecursionError) as error:
        return None, error_response(
            400, _("The body is not valid JSON: %(error)s", error=json_problem(error))
        )


def score_or_errors(game: Game, state: Any) -> tuple[dict[str, Any] | None, Any]:
    """The result of a state as JSON, or the contract's 422 with every problem (including
    values that could be scored but not kept, see ``unstorable_values``)."""
    problems = unstorable_values(state)
    try:
        result = game.score_state(state).to_dict()
    except TableError as error:
        problems = [*error.problems, *problems]
    if problems:
        body = jsonify({"errors": [problem.to_dict() for problem in problems]})
        return None, (body, 422)
    return result, None


def bearer_token() -> str | None:
    """The token from ``Authorization: Bearer TOKEN``, or None when there is none."""
    scheme, _, token = request.headers.get("Authorization", "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return token


def authorised_table(table_id: str) -> tuple[SavedTable | None, Any]:
    """The table, if it exists and the request carries its edit token; otherwise 404/401/403."""
    table = get_table(table_id)
    if table is None:
        return None, error_response(404, _(NOT_FOUND))
    token = bearer_token()
    if token is None:
        response, status = error_response(401, _(NO_TOKEN))
        response.headers["WWW-Authenticate"] = 'Bearer realm="vantage"'
        return None, (response, status)
    if not token_matches(table, token):
        return None, error_response(403, _(WRONG_TOKEN))
    return table, None


@bp.after_request
def not_indexed(response: Response) -> Response:
    """Saved tables are private links: never indexed, no referrer sent onward, never cached
    by a shared cache (the page-only security headers do not reach JSON answers)."""
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers.setdefault("Cache-Control", "no-store")
    return response


@bp.post("")
def create() -> Any:
    """Score a table and save it: 201 with its id, page, edit token and result."""
    data, problem = read_body()
    if problem is not None:
        return problem
    if not isinstance(data, dict):
        return unprocessable("", NOT_AN_OBJECT)
    slug = data.get("game")
    if not isinstance(slug, str) or not slug:
        return unprocessable("game", MISSING_GAME)
    try:
        game = get_game(slug)
    except UnknownGameError as error:
        return error_response(404, str(error), "game")
    if "state" not in data:
        return unprocessable("state", MISSING_STATE)
    result, problem = score_or_errors(game, data["state"])
    if result is None:
        return problem
    table, token = save_table(game.slug, data["state"], result)
    body = {
        "id": table.id,
        "url": url_for("saved.show", table_id=table.id),
        "edit_token": token,
        "result": result,
    }
    response = jsonify(body)
    response.status_code = 201
    response.headers["Location"] = url_for("tables_api.read", table_id=table.id)
    return response


@bp.get("/<table_id>")
def read(table_id: str) -> Any:
    """A saved table: its state, result, times and every earlier revision (oldest first)."""
    table = get_table(table_id)
    if table is None:
        return error_response(404, _(NOT_FOUND))
    return jsonify(table_to_dict(table))


@bp.put("/<table_id>")
def update(table_id: str) -> Any:
    """Re-score a saved table with a new state: the old one becomes a revision."""
    table, problem = authorised_table(table_id)
    if table is None:
        return problem
    data, problem = read_body()
    if problem is not None:
        return problem
    if not isinstance(data, dict):
        return unprocessable("", NOT_A_STATE_OBJECT)
    if "game" in data and data["game"] != table.game:
        return error_response(422, _(OTHER_GAME, game=table.game), "game")
    if "state" not in data:
        return unprocessable("state", MISSING_STATE)
    result, problem = score_or_errors(get_game(table.game), data["state"])
    if result is None:
        return problem
    revised = revise_table(table.id, data["state"], result)
    if revised is None:
        return error_response(404, _(NOT_FOUND))
    return jsonify(table_to_dict(revised))


@bp.delete("/<table_id>")
def delete(table_id: str) -> Any:
    """Delete a saved table and its revisions: 204, and 404 from then on."""
    table, problem = authorised_table(table_id)
    if table is None:
        return problem
    if not delete_table(table.id):
        return error_response(404, _(NOT_FOUND))
    return Response(status=204)
