"""What the room pages and the room API share: the messages both answer with, how a phone is
known (its cookie or a Bearer token), and the room as both read it (``room_document``, its
state with an ETag). Not a blueprint: ``views`` and ``api`` are the two blueprints.
"""

from __future__ import annotations

import hashlib
from typing import Any

from flask import (
    Response,
    abort,
    current_app,
    jsonify,
    make_response,
    render_template,
    request,
    url_for,
)
from werkzeug.wrappers import Response as BaseResponse

from scoring import Problem, TableError
from scoring.i18n import N_
from web.entry.rendering import game_adapter
from web.forms.fields import field_id_for_path
from web.models import Room
from web.platform.translate import gettext as _
from web.rooms import parts as room_parts
from web.rooms import presence, service
from web.rooms.parts import PartSpec
from web.rooms.savers import SAVED_BY, saver_key, saver_of
from web.tables.service import COOKIE_MAX_AGE_SECONDS

COOKIE_PREFIX = "vantage_room_"

# Messages both the pages and the API answer with, in English, marked for the catalogue and
# translated where they are shown.
ROOM_GONE = N_(
    "There is no open room with this code: it may be mistyped, or the room closed "
    "(a room closes a day after its last change)."
)
TOO_MANY_CODES = N_(
    "That is a lot of codes that match no room. Wait ten minutes, then type the code again "
    "(or scan the QR code on the host's phone)."
)
NOT_YOUR_PART = N_("This part is another player's to fill in: you can see it on the room page.")
NAMES_NEEDED = N_("Every player needs a different name to score together: check the names.")


def cookie_name(room_id: str) -> str:
    return COOKIE_PREFIX + room_id


def phone_token(room_id: str) -> str | None:
    """This phone's token for a room: its cookie, or (for programs) a Bearer token."""
    header = request.headers.get("Authorization", "")
    if header.startswith("Bearer "):
        return header[len("Bearer ") :].strip() or None
    return request.cookies.get(cookie_name(room_id))


def keep_token(response: BaseResponse, room_id: str, token: str) -> None:
    response.set_cookie(
        cookie_name(room_id),
        token,
        max_age=COOKIE_MAX_AGE_SECONDS,
        path="/",
        secure=bool(current_app.config.get("SESSION_COOKIE_SECURE")),
        httponly=True,
        samesite="Lax",
    )


def part_problems(room: Room) -> tuple[dict[str, list[Problem]], list[Problem]]:
    """The problems of the table the room holds, by the part whose fields they name; and the
    ones no part owns (shown to everyone)."""
    game = game_adapter(room.game).game
    specs = room_parts.parts(room.game, [seat.name for seat in room.seats])
    try:
        game.parse(service.assembled_state(room))
    except TableError as error:
        by_part: dict[str, list[Problem]] = {}
        loose: list[Problem] = []
        for found in error.problems:
            owner = owner_of(specs, found)
            if owner is None:
                loose.append(found)
            else:
                by_part.setdefault(owner, []).append(found)
        return by_part, loose
    return {}, []


def owner_of(specs: list[PartSpec], found: Problem) -> str | None:
    """The key of the part whose fields a problem names (None: the table as a whole)."""
    field_id = field_id_for_path(found.path)
    return next((spec.key for spec in specs if spec.owns_field(field_id)), None)


def preview_totals(room: Room) -> list[tuple[str, int]] | None:
    """Every player's total if the table were scored now, or None while it does not score."""
    game = game_adapter(room.game).game
    try:
        result = game.score(game.parse(service.assembled_state(room))).to_dict()
    except TableError:
        return None
    return [(player["name"], player["total"]) for player in result["players"]]


def seat_line(room: Room) -> list[dict[str, Any]]:
    """Each seat as the status line reads it: "Ann ✓", "Ben entering…", "Cat not here yet"."""
    specs = room_parts.parts(room.game, [seat.name for seat in room.seats])
    done = {part.key: part.done for part in room.parts}
    line = []
    for seat in room.seats:
        own = [s.key for s in specs if seat.seat in s.editors or room_parts.ANYONE in s.editors]
        finished = bool(own) and all(done.get(key) for key in own)
        if finished:
            words = _("%(name)s ✓", name=seat.name)
        elif seat.joined:
            words = _("%(name)s entering…", name=seat.name)
        else:
            words = _("%(name)s not here yet", name=seat.name)
        line.append(
            {
                "seat": seat.seat,
                "name": seat.name,
                "joined": bool(seat.joined),
                "done": finished,
                "words": words,
            }
        )
    return line


def status_context(room: Room, who: service.Viewer) -> dict[str, Any]:
    names = seat_names(room)
    specs = room_parts.parts(room.game, names)
    by_key = {part.key: part for part in room.parts}
    problems_by_part, loose = part_problems(room)
    on_it = presence.on_parts(room.id, names, saver_key(who.seat, who.is_host))
    rows = []
    for spec in specs:
        stored = by_key[spec.key]
        saver = saver_of(stored.updated_by, names) if stored.version else None
        rows.append(
            {
                "spec": spec,
                "part": stored,
                "saved_by": saver.says(SAVED_BY) if saver is not None else None,
                "mine": spec.editable_by(who.seat, who.is_host),
                "problems": len(problems_by_part.get(spec.key, [])) if stored.version else 0,
                "url": url_for("rooms.part", room_id=room.id, key=spec.key),
                "on_it": on_it.get(spec.key, []),
            }
        )
    everyone_done = all(part.done for part in room.parts)
    return {
        "room": room,
        "who": who,
        "seats": seat_line(room),
        "rows": rows,
        "loose": loose,
        "preview": preview_totals(room),
        "everyone_done": everyone_done,
        "may_score": who.is_host or (everyone_done and who.seat is not None),
        "asking": [seat for seat in room.seats if seat.reclaim_hash],
        "names": names,
    }


def room_etag(revision: int, token: str | None, on_parts: str = "") -> str:
    """The room's version as this phone sees it (a phone's own view differs: its seat), and
    who is on which part (``web.rooms.presence.fingerprint``)."""
    phone = hashlib.sha256((token or "").encode()).hexdigest()[:8]
    return f'"{revision}-{on_parts}{phone}"'


def room_document(room: Room, who: service.Viewer, with_html: bool = True) -> dict[str, Any]:
    """The room as the API and the polling page read it (see docs/rooms.md); the page also
    gets its live part as HTML."""
    context = status_context(room, who)
    table_url = url_for("saved.show", table_id=room.table_id) if room.table_id else None
    document = {
        "id": room.id,
        "code": room.code,
        "game": room.game,
        "status": room.status,
        "revision": room.revision,
        "table_url": table_url,
        "you": {"host": who.is_host, "seat": who.seat},
        "seats": context["seats"],
        "parts": [
            {
                "key": row["spec"].key,
                "title": row["spec"].title,
                "editors": [seat for seat in row["spec"].editors if seat >= 0],
                "host": room_parts.HOST in row["spec"].editors,
                "anyone": room_parts.ANYONE in row["spec"].editors,
                "version": row["part"].version,
                "done": row["part"].done,
                **saved_by(row["part"], context["names"]),
                "content": row["part"].content,
                "problems": row["problems"],
            }
            for row in context["rows"]
        ],
        "preview": [{"name": name, "total": total} for name, total in context["preview"] or []],
    }
    if with_html:
        document["html"] = render_template("rooms/_status.html", **context)
    return document


def room_state_response(room_id: str, with_html: bool = True) -> Any:
    """The room's state as JSON with its ETag, or 304 when the phone has it already."""
    token = phone_token(room_id)
    current = service.room_revision(room_id)
    if current is None:
        return jsonify({"errors": [{"path": "", "message": _(ROOM_GONE)}]}), 404
    etag = room_etag(current[0], token, presence.fingerprint(room_id))
    if request.if_none_match.contains(etag.strip('"')):
        response = Response(status=304)
        response.set_etag(etag.strip('"'))
        return response
    found = service.get_room(room_id)
    if found is None:
        abort(404)
    document = room_document(found, service.viewer(found, token), with_html)
    response = make_response(jsonify(document))
    response.set_etag(etag.strip('"'))
    response.headers["Cache-Control"] = "private, no-cache"
    return response


def seat_names(room: Room) -> list[str]:
    """The room's players, in seating order."""
    return [seat.name for seat in sorted(room.seats, key=lambda seat: seat.seat)]


def saved_by(part: Any, names: list[str]) -> dict[str, str | None]:
    """Who saved a part last, as the room document gives it: ``updated_by`` the seat's name
    (None when a phone without a seat saved it), ``saved_by`` "seat", "host" or "someone"
    (None until it is saved)."""
    saver = saver_of(part.updated_by, names)
    if saver is None:
        return {"updated_by": None, "saved_by": None}
    return {"updated_by": saver.name or None, "saved_by": saver.kind}
