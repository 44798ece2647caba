"""The room API (docs/rooms.md): ``/api/v1/rooms``, JSON in and out.

A phone (or a program) is known by its room token, sent as ``Authorization: Bearer TOKEN``;
no cookies, so no CSRF token. Reading a room answers ``304 Not Modified`` to an
``If-None-Match`` naming its current ETag, from one indexed query.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify, request, url_for

from scoring import UnknownGameError, get_game
from scoring.i18n import N_
from web.entry.api import error_response
from web.platform.translate import gettext as _
from web.rooms import parts as room_parts
from web.rooms import service
from web.rooms.common import (
    HOST_LETS_IN,
    NAMES_NEEDED,
    NOT_YOUR_PART,
    NOT_YOUR_SEAT,
    NOT_YOURS_TO_RENAME,
    ROOM_GONE,
    SCORED_FIRST,
    TOO_MANY_CODES,
    bearer_token,
    owner_of,
    phone_token,
    room_state_response,
    saved_by,
    seat_names,
    too_many_seats,
)
from web.rooms.savers import saver_key
from web.tables.api import NOT_AN_OBJECT, read_body
from web.tables.names import seat_name_problem
from web.tables.service import new_edit_token, unstorable_values

bp = Blueprint("rooms_api", __name__, url_prefix="/api/v1/rooms")

# Messages, in English, marked for the catalogue; error_response answers them translated.
NOT_A_PART = N_('Send an object: {"version": N, "content": {...}, "done": false}.')
NO_VERSION = N_("Say which version of the part you started from (0 for a part nobody saved).")
NO_SEAT = N_('Say which seat you take, by its number: {"code": "K7MQ2P", "seat": 0}.')
STALE = N_(
    "Someone saved this part first: its newer version is in 'part', both saves merged in "
    "'merged' (theirs where both changed the same thing, listed in 'conflicts'); save again."
)
NO_GAME = N_("There is no game called %(slug)s.")
NO_SUCH_SEAT = N_("This room has no such seat.")
NO_SUCH_PART = N_("This room has no such part.")
NO_TOKEN = N_(
    "Send your room token as Authorization: Bearer TOKEN (the room's cookie is not enough)."
)
NO_ANSWER = N_(
    'Answer with {"answer": "approve"} or "refuse" (the host), "give" or "keep" (the seat\'s '
    "holder)."
)
NOT_ASKING = N_("That phone is not asking any more: read the room again.")


def room_url(room_id: str) -> str:
    return url_for("rooms_api.read", room_id=room_id)


@bp.post("")
def create() -> Any:
    """Open a room: ``{"game", "state"}`` (the state names the players) → 201."""
    body, failure = read_body()
    if failure is not None:
        return failure
    if not isinstance(body, dict) or not isinstance(body.get("state"), dict):
        return error_response(400, NOT_AN_OBJECT)
    slug = str(body.get("game", ""))
    try:
        get_game(slug)
    except UnknownGameError:
        return error_response(404, _(NO_GAME, slug=repr(slug)), "game")
    if not room_parts.has_parts(slug):  # No form, or none a room can split into parts.
        return error_response(404, _(NO_GAME, slug=repr(slug)), "game")
    state = body["state"]
    problems = unstorable_values(state)
    if problems:
        return error_response(422, problems[0].message, f"state.{problems[0].path}")
    names = room_parts.player_names(slug, state)
    crowded = too_many_seats(slug, names)
    if crowded is not None:
        return error_response(422, crowded, "state.players")
    if not room_parts.names_tell_apart(names):
        return error_response(422, NAMES_NEEDED, "state.players")
    bad_name = seat_name_problem(names, state)
    if bad_name is not None:
        return error_response(422, bad_name.message, f"state.{bad_name.path}")
    room, token, recovery = service.open_room(slug, state)
    body = {
        "id": room.id,
        "code": room.code,
        "url": room_url(room.id),
        "join_url": url_for("rooms.join_link", code=room.code, key=room.id, _external=True),
        "token": token,
        "recovery_code": recovery,
    }
    response = jsonify(body)
    response.status_code = 201
    response.headers["Location"] = room_url(room.id)
    return response


@bp.post("/join")
def join() -> Any:
    """Take a seat: ``{"code", "seat"}`` (and ``"key"``, the room's link key, or ``"name"``,
    the name a phone asking for a held seat gives) → 200 with the token, 202 when the seat is
    held by another phone (its holder and the host are asked), 404 for a code that is no room,
    429 while the address waits out its wrong typed codes (never with the right ``key``)."""
    body, failure = read_body()
    if failure is not None:
        return failure
    if not isinstance(body, dict):
        return error_response(400, NO_SEAT)
    key = body.get("key")
    if isinstance(key, str) and key:
        room = service.get_room(key)
        if room is None or room.code != service.normal_code(str(body.get("code", ""))):
            return error_response(404, ROOM_GONE, "key")
    else:
        client = service.client_key(request.remote_addr)
        outcome, room_id = service.typed_code(client, str(body.get("code", "")))
        if outcome == "wait":
            return error_response(429, TOO_MANY_CODES, "code")
        room = service.get_room(room_id or "")
        if room is None:
            return error_response(404, ROOM_GONE, "code")
    seat = body.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        return error_response(400, NO_SEAT, "seat")
    name = body.get("name")
    token = phone_token(room.id) or new_edit_token()
    outcome = service.take_seat(room.id, seat, token, asker=name if isinstance(name, str) else "")
    if outcome == "gone":
        return error_response(404, NO_SUCH_SEAT, "seat")
    answer = jsonify(
        {"id": room.id, "url": room_url(room.id), "seat": seat, "token": token, "status": outcome}
    )
    answer.status_code = 200 if outcome == "joined" else 202
    return answer


@bp.get("/<room_id>")
def read(room_id: str) -> Any:
    """The room: seats, parts with their versions and content, the preview; 304 unchanged."""
    return room_state_response(room_id, with_html=False)


@bp.put("/<room_id>/parts/<key>")
def save_part(room_id: str, key: str) -> Any:
    """Save a part against the version it was read at: 200, or 409 with the newer part."""
    room = service.get_room(room_id)
    if room is None:
        return error_response(404, ROOM_GONE)
    spec = room_parts.part_by_key(room.game, [seat.name for seat in room.seats], key)
    if spec is None:
        return error_response(404, NO_SUCH_PART, "key")
    who = service.viewer(room, phone_token(room.id))
    if not spec.editable_by(who.seat, who.is_host):
        return error_response(403, NOT_YOUR_PART)
    body, failure = read_body()
    if failure is not None:
        return failure
    if not isinstance(body, dict) or not isinstance(body.get("content"), dict):
        return error_response(400, NOT_A_PART)
    version = body.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        return error_response(400, NO_VERSION, "version")
    problems = unstorable_values(body["content"])
    if problems:
        return error_response(422, problems[0].message, f"content.{problems[0].path}")
    outcome = service.save_part(
        room.id,
        key,
        body["content"],
        version,
        saver_key(who.seat, who.is_host),
        body.get("done") is True,
    )
    if outcome.status == "scored":
        return error_response(409, SCORED_FIRST)
    if outcome.status == "gone" or outcome.part is None:
        return error_response(404, ROOM_GONE)
    part = {
        "key": outcome.part.key,
        "version": outcome.part.version,
        "done": outcome.part.done,
        **saved_by(outcome.part, seat_names(room)),
        "content": outcome.part.content,
    }
    if outcome.status in ("stale", "conflict"):
        conflicts = [
            {
                "key": found.key,
                "path": list(found.path),
                "base": found.base,
                "theirs": found.theirs,
                "mine": found.mine,
                "inserted": found.inserted,
            }
            for found in outcome.conflicts
        ]
        answer = jsonify(
            {
                "errors": [{"path": "version", "message": _(STALE)}],
                "part": part,
                "merged": outcome.merged,
                "conflicts": conflicts,
            }
        )
        answer.status_code = 409
        return answer
    return jsonify(part)


@bp.post("/<room_id>/requests/<int:request_id>")
def answer_request(room_id: str, request_id: int) -> Any:
    """Answer a seat request: the host ``approve``s or ``refuse``s it, the seat's holder
    ``give``s or ``keep``s its seat → 200 with the room; 403 for another phone, 404 for a
    request that is not there any more."""
    room = service.get_room(room_id)
    if room is None:
        return error_response(404, ROOM_GONE)
    body, failure = read_body()
    if failure is not None:
        return failure
    answer = body.get("answer") if isinstance(body, dict) else None
    if answer not in ("approve", "refuse", "give", "keep"):
        return error_response(400, NO_ANSWER, "answer")
    token = phone_token(room.id)
    who = service.viewer(room, token)
    if answer in ("approve", "refuse"):
        if not who.is_host:
            return error_response(403, HOST_LETS_IN)
        answered = service.answer_request(room.id, request_id, answer == "approve")
    else:
        asked = next((found for found in room.requests if found.id == request_id), None)
        if asked is not None and who.seat != asked.seat:
            return error_response(403, NOT_YOUR_SEAT)
        answered = service.holder_answers(room.id, request_id, token, answer == "give")
    if not answered:
        return error_response(404, NOT_ASKING, "request")
    return room_state_response(room.id, with_html=False)


@bp.post("/<room_id>/score")
def score(room_id: str) -> Any:
    """Score the room's table, once: 201 with the saved table (and its edit token), 200 with
    the same table for every later "Score", 409 before every part is done (unless the host
    asks), 422 with every problem and the part it concerns. Only a Bearer token counts here,
    never the room's cookie: another page of the same site cannot score a room for a phone."""
    token = bearer_token()
    if token is None:
        return error_response(401, NO_TOKEN)
    outcome = service.score_room(room_id, token)
    if outcome.gone:
        return error_response(404, ROOM_GONE)
    if outcome.refusal:
        return error_response(409, outcome.refusal)
    if outcome.table_id is None:
        room = service.get_room(room_id)
        if room is None:
            return error_response(404, ROOM_GONE)
        specs = room_parts.parts(room.game, [seat.name for seat in room.seats])
        errors = [{**found.to_dict(), "part": owner_of(specs, found)} for found in outcome.problems]
        answer = jsonify({"errors": errors})
        answer.status_code = 422
        return answer
    body = {"table_id": outcome.table_id, "url": url_for("saved.show", table_id=outcome.table_id)}
    if outcome.already or outcome.token is None:
        return jsonify(body)
    answer = jsonify({**body, "edit_token": outcome.token})
    answer.status_code = 201
    return answer


NOT_A_NAME = N_('Send the seat\'s new name: {"name": "Ann"}.')


@bp.put("/<room_id>/seats/<int:seat>")
def rename_seat(room_id: str, seat: int) -> Any:
    """Rename a seat (the host any seat, a player their own) → 200 with the room, every part
    naming the player renamed too; 403 for another phone's seat, 422 for a name the table
    cannot take (its rule in the message). A Bearer token only, as for scoring."""
    token = bearer_token()
    if token is None:
        return error_response(401, NO_TOKEN)
    body, failure = read_body()
    if failure is not None:
        return failure
    name = body.get("name") if isinstance(body, dict) else None
    if not isinstance(name, str):
        return error_response(400, NOT_A_NAME, "name")
    outcome = service.rename_seats(room_id, {seat: name.strip()}, token)
    if outcome.status == "gone":
        return error_response(404, ROOM_GONE)
    if outcome.status == "refused":
        room = service.get_room(room_id)
        if room is None or not 0 <= seat < len(room.seats):
            return error_response(404, NO_SUCH_SEAT, "seat")
        return error_response(403, NOT_YOURS_TO_RENAME)
    if outcome.status == "problem":
        message = outcome.problem or ""
        if outcome.params is not None:
            message = _(message, **outcome.params)
        return error_response(422, message, "name")
    return room_state_response(room_id, with_html=False)
