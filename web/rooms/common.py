"""What the room pages and the room API share: the messages both answer with, how a phone is
known (its cookie or a Bearer token), and the room as both read it (``room_document``, its
state with an ETag). Not a blueprint: ``views`` and ``api`` are the two blueprints.
"""

from __future__ import annotations

import hashlib
import re
from datetime import timedelta
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

from scoring import Problem, TableError, get_game
from scoring.i18n import N_
from web.entry.rendering import game_adapter
from web.forms.fields import field_id_for_path
from web.models import Room, utc_now
from web.platform.translate import gettext as _
from web.rooms import parts as room_parts
from web.rooms import presence, service
from web.rooms.parts import PartSpec
from web.rooms.savers import SAVED_BY, saver_key, saver_of
from web.tables.service import COOKIE_MAX_AGE_SECONDS

ROOMS_COOKIE = "vantage_rooms"
"""One cookie for every room this phone is in: ``ROOM_ID.TOKEN`` pairs, newest first."""
ROOMS_KEPT = 24
"""Rooms the cookie keeps (about 70 bytes each, 1.7 KB in all); rooms that closed or were
scored are dropped whenever it is written. Rooms live a day, so 24 is a long night."""
ROOM_PAIRS = re.compile(r"([A-Za-z0-9_-]{16,32})\.([A-Za-z0-9_-]{16,64})")
COOKIE_PREFIX = "vantage_room_"
"""The cookies of earlier versions, one per room (each on ``/`` for 400 days, so a phone in
about 58 rooms was refused by every page: 431): read, folded into ``ROOMS_COOKIE``, dropped."""

# Messages both the pages and the API answer with, in English, marked for the catalogue and
# translated where they are shown.
ROOM_GONE = N_(
    "There is no open room with this code: it may be mistyped, or the room closed "
    "(a room closes a day after its last change)."
)
TOO_MANY_CODES = N_(
    "That is a lot of codes that match no room: wait a minute, then type the code again. "
    "Scanning the QR code on the host's phone works at once."
)
NOT_YOUR_PART = N_("This part is another player's to fill in: you can see it on the room page.")
HOST_LETS_IN = N_("Only the host can let a phone into a seat.")
NOT_YOUR_SEAT = N_("Only the phone holding this seat can give it or keep it.")
NOT_YOURS_TO_RENAME = N_("Only the host, or the player in that seat, can change its name.")
NAMES_NEEDED = N_("Every player needs a different name to score together: check the names.")
SCORED_FIRST = N_(
    "The table was scored before this save arrived, so it was not kept: the result is the "
    "table as it was. The host can reopen the room for a few minutes to add it."
)
TOO_MANY_SEATS = N_("%(game)s is played by at most %(count)d players: a room has a seat for each.")


def cookie_name(room_id: str) -> str:
    """An earlier version's cookie for one room (still read, then dropped)."""
    return COOKIE_PREFIX + room_id


def old_room_cookies() -> list[tuple[str, str]]:
    """(room id, token) of every earlier version's per-room cookie this request carries."""
    return [
        (name[len(COOKIE_PREFIX) :], value)
        for name, value in request.cookies.items()
        if name.startswith(COOKIE_PREFIX) and value
    ]


def kept_rooms() -> list[tuple[str, str]]:
    """(room id, token) of every room this phone's cookies name, newest first; anything
    malformed is ignored, never an error."""
    pairs: list[tuple[str, str]] = []
    seen: set[str] = set()
    found = ROOM_PAIRS.findall(request.cookies.get(ROOMS_COOKIE, ""))
    for room_id, token in [*found, *old_room_cookies()]:
        if room_id not in seen:
            seen.add(room_id)
            pairs.append((room_id, token))
    return pairs


def phone_token(room_id: str) -> str | None:
    """This phone's token for a room: its cookie, or (for programs) a Bearer token."""
    header = request.headers.get("Authorization", "")
    if header.startswith("Bearer "):
        return header[len("Bearer ") :].strip() or None
    return dict(kept_rooms()).get(room_id)


def bearer_token() -> str | None:
    """The token a program sends (``Authorization: Bearer TOKEN``), never the room's cookie:
    what the API's writes require, so a page of the same site cannot write for a phone."""
    header = request.headers.get("Authorization", "")
    if header.startswith("Bearer "):
        return header[len("Bearer ") :].strip() or None
    return None


def too_many_seats(game: str, names: list[str]) -> str | None:
    """Why a room cannot seat these players (more than the game is played by), or None: every
    poll reads every seat, so a room's seats are capped at the game's own player count."""
    found = get_game(game)
    if len(names) <= found.max_players:
        return None
    return _(TOO_MANY_SEATS, game=found.short_name, count=found.max_players)


def store_rooms(response: BaseResponse, pairs: list[tuple[str, str]], keep: str = "") -> None:
    """Write the rooms cookie: ``pairs`` newest first, only rooms still open (``keep`` in any
    case), at most ``ROOMS_KEPT``; the earlier versions' per-room cookies are dropped."""
    live = service.live_open_rooms([room_id for room_id, _token in pairs])
    kept = [(room_id, token) for room_id, token in pairs if room_id in live or room_id == keep]
    secure = bool(current_app.config.get("SESSION_COOKIE_SECURE"))
    response.set_cookie(
        ROOMS_COOKIE,
        "~".join(f"{room_id}.{token}" for room_id, token in kept[:ROOMS_KEPT]),
        max_age=COOKIE_MAX_AGE_SECONDS,
        path="/",
        secure=secure,
        httponly=True,
        samesite="Lax",
    )
    for room_id, _token in old_room_cookies():
        response.delete_cookie(
            cookie_name(room_id), path="/", secure=secure, httponly=True, samesite="Lax"
        )


def keep_token(response: BaseResponse, room_id: str, token: str) -> None:
    """This phone keeps ``token`` for the room, first in its rooms cookie."""
    others = [pair for pair in kept_rooms() if pair[0] != room_id]
    store_rooms(response, [(room_id, token), *others], keep=room_id)


def fold_old_cookies(response: BaseResponse) -> BaseResponse:
    """Any answer to a phone still carrying an earlier version's per-room cookies moves them
    into the rooms cookie and drops them (unless this answer writes the cookie already)."""
    if old_room_cookies() and not any(
        header.startswith(f"{ROOMS_COOKIE}=") for header in response.headers.getlist("Set-Cookie")
    ):
        store_rooms(response, kept_rooms())
    return response


def part_problems(
    room: Room, state: dict[str, Any] | None = None
) -> tuple[dict[str, list[Problem]], list[Problem]]:
    """The problems of the table the room holds (``state``, when the caller assembled it
    already), by the part whose fields they name; and the ones no part owns (shown to
    everyone)."""
    game = game_adapter(room.game).game
    specs = room_parts.parts(room.game, [seat.name for seat in room.seats])
    try:
        game.parse(service.assembled_state(room) if state is None else state)
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


def preview_totals(room: Room, state: dict[str, Any] | None = None) -> list[tuple[str, int]] | None:
    """Every player's total if the table were scored now (``state``, when the caller
    assembled it already), or None while it does not score."""
    game = game_adapter(room.game).game
    try:
        table = game.parse(service.assembled_state(room) if state is None else state)
        result = game.score(table).to_dict()
    except TableError:
        return None
    return [(player["name"], player["total"]) for player in result["players"]]


def seat_line(room: Room) -> list[dict[str, Any]]:
    """Each seat as the status line reads it: "Ann ✓", "Ben entering…", "Cat not here yet"."""
    specs = room_parts.parts(room.game, [seat.name for seat in room.seats])
    done = {part.key: part.done for part in room.parts}
    line = []
    for seat in room.seats:
        # The host's seat answers for the host's parts too: "Ann ✓" while the shared part she
        # enters as the host is not started would say the table is ready when it is not.
        hosts = seat.token_hash is not None and seat.token_hash == room.host_token_hash
        own = [
            spec.key
            for spec in specs
            if seat.seat in spec.editors
            or room_parts.ANYONE in spec.editors
            or (hosts and room_parts.HOST in spec.editors)
        ]
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
    # Assembled once for the whole poll, and scored for the preview only without problems.
    state = service.assembled_state(room)
    problems_by_part, loose = part_problems(room, state)
    preview = None if problems_by_part or loose else preview_totals(room, state)
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
        "preview": preview,
        "everyone_done": everyone_done,
        "may_score": who.is_host or (everyone_done and who.seat is not None),
        "asking": seat_requests(room, names),
        "asking_me": [
            request for request in seat_requests(room, names) if request["seat"] == who.seat
        ]
        if who.seat is not None
        else [],
        "names": names,
    }


def seat_requests(room: Room, names: list[str]) -> list[dict[str, Any]]:
    """Every phone asking for a held seat, oldest first, as the host reads them: which seat,
    the name it gave, the seat it held when it asked, what phone, how long ago."""
    now = utc_now()
    listed = []
    for number, found in enumerate(room.requests, start=1):
        minutes = max(0, (now - found.asked) // timedelta(minutes=1))
        from_seat = found.from_seat
        listed.append(
            {
                "id": found.id,
                "number": number,
                "seat": found.seat,
                "seat_name": names[found.seat],
                "asker": found.asker or _("request %(number)d", number=number),
                "from": names[from_seat] if from_seat is not None else None,
                "device": found.device,
                "when": _("just now") if minutes < 1 else _("%(minutes)d min ago", minutes=minutes),
            }
        )
    return listed


def room_etag(revision: int, token: str | None, on_parts: str = "") -> str:
    """The room's version as this phone sees it (a phone's own view differs: its seat), and
    who is on which part (``web.rooms.presence.fingerprint``)."""
    phone = hashlib.sha256((token or "").encode()).hexdigest()[:8]
    return f'"{revision}-{on_parts}{phone}"'


def room_document(room: Room, who: service.Viewer, with_html: bool = True) -> dict[str, Any]:
    """The room as the API and the polling page read it (see docs/rooms.md); the page also
    gets its live part as HTML."""
    context = status_context(room, who)
    scored = room.status == "scored" and room.table_id  # Reopened: open, its table kept.
    table_url = url_for("saved.show", table_id=room.table_id) if scored else None
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
        "requests": [
            {
                "id": found.id,
                "seat": found.seat,
                "name": found.asker,
                "from_seat": found.from_seat,
                "device": found.device,
                "asked": found.asked.isoformat(timespec="seconds"),
            }
            for found in room.requests
            if who.is_host or (who.seat is not None and found.seat == who.seat)
        ],
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
