"""The JSON API (spec/README.md, "Entry points"): stateless, JSON in and JSON out.

Messages are in the request's ``Accept-Language`` (web/platform/i18n.py); paths, numbers and the
shape of every answer are the same in every language.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request

from scoring import GAMES, TableError, UnknownGameError, get_game
from scoring.jsontext import json_problem, parse_json
from web.platform.translate import gettext as _

bp = Blueprint("api", __name__, url_prefix="/api/v1")


def error_response(status: int, message: str, path: str = "") -> tuple[Response, int]:
    """The contract's error body, used for every status the API answers with; ``message``
    (marked with ``N_`` or already translated) in the request's language."""
    return jsonify({"errors": [{"path": path, "message": _(message)}]}), status


@bp.get("/games")
def list_games() -> Response:
    """Every game Vantage scores: slug, name and player range."""
    return jsonify({"games": [game.to_dict() for game in GAMES]})


@bp.post("/games/<slug>/score")
def score(slug: str) -> Any:
    """Score one table state posted as JSON."""
    try:
        game = get_game(slug)
    except UnknownGameError as error:
        return error_response(404, str(error))
    if not request.is_json:
        return error_response(
            415, _("Send the table state as JSON with the header Content-Type: application/json.")
        )
    try:
        data = parse_json(request.get_data(cache=False))
    except (ValueError, RecursionError) as error:
        return error_response(
            400, _("The body is not valid JSON: %(error)s", error=json_problem(error))
        )
    try:
        result = game.score_state(data)
    except TableError as error:
        return jsonify({"errors": [problem.to_dict() for problem in error.problems]}), 422
    return jsonify(result.to_dict())
