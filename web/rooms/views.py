"""The room pages: open a room from a game's form, join it, fill in a part, watch, score.

Every page works without JavaScript (forms, links and a Refresh button); ``static/rooms.js``
polls the room's state every 2 to 15 seconds (ETag: an unchanged room answers 304) and updates
the page in place. A phone is known by its token for the room, kept in one HttpOnly cookie for
every room it is in (``web.rooms.common.keep_token``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

from flask import (
    Blueprint,
    Response,
    abort,
    g,
    jsonify,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_wtf.csrf import CSRFError
from markupsafe import Markup

from scoring import Problem
from scoring.i18n import N_
from web.entry.rendering import Adapter, errors_beside_fields, game_adapter, render_form
from web.extensions import answers_stale_forms
from web.forms.fields import FieldErrors, FlaskForm, place_errors, readable_formdata
from web.models import Room
from web.platform.assets import stylesheet_of
from web.platform.translate import gettext as _
from web.platform.unavailable import CANNOT_SAVE, answers_unavailable, kept_post
from web.rooms import parts as room_parts
from web.rooms import presence, service
from web.rooms.common import (
    HOST_LETS_IN,
    NAMES_NEEDED,
    NOT_YOUR_PART,
    NOT_YOUR_SEAT,
    NOT_YOURS_TO_RENAME,
    ROOM_GONE,
    SCORED_FIRST,
    TOO_MANY_CODES,
    fold_old_cookies,
    keep_token,
    part_problems,
    phone_token,
    room_state_response,
    seat_names,
    status_context,
    too_many_seats,
)
from web.rooms.formdata import merged_formdata
from web.rooms.merge import MINE, THEIRS
from web.rooms.parts import PartSpec
from web.rooms.savers import (
    STALE_TITLE,
    STALE_VERSION,
    Saver,
    saver_key,
    saver_of,
)
from web.tables.names import PLAYER_NAME_MOST, seat_name_problem
from web.tables.qr import qr_code_svg
from web.tables.service import new_edit_token, posted_table_id, remember_table, unstorable_values

bp = Blueprint("rooms", __name__)

POLL_SECONDS = 2

# Every sentence a player reads on the room pages, in English, marked for the catalogue and
# translated where it is shown (``problem``, the templates, the API's ``error_response``).
STALE_PAGE = N_("This page was open for a very long time; open it again and tap once more.")
UNSTORABLE = N_("Some of this cannot be kept: %(problems)s")
NO_SUCH_PART = N_("This room has no such part.")
PICK_A_SEAT = N_("Pick a seat from the list.")
HOST_REOPENS = N_("Only the host can reopen a scored room.")
TOO_LATE_TO_REOPEN = N_(
    "This room was scored more than a few minutes ago, so it stays scored: the result is its "
    "saved table, which the phone that scored it can edit."
)
NO_SUCH_REQUEST = N_(
    "That phone is not asking any more (it was let in, refused, or asked again): look at the "
    "room page."
)
WRONG_RECOVERY = N_(
    "That is not this room's recovery code: check it on the paper or photo you kept "
    "(8 letters and digits, like ABCD-EFGH)."
)
TOO_MANY_RECOVERY = N_(
    "That is a lot of wrong codes: wait a minute, then type the recovery code again."
)
RECOVERY_SESSION = "room_recovery"
"""Where the host's recovery code waits, in the session, to be shown once on the room page."""


def problem(message: str, status: int, room: Room | None = None) -> tuple[str, int]:
    """A friendly page for a room or part that is not there or not this phone's; ``message``
    (marked with ``N_``) in the page's language."""
    back = url_for("rooms.room", room_id=room.id) if room is not None else None
    page = render_template("rooms/problem.html", status=status, message=_(message), back=back)
    return page, status


@dataclass(frozen=True)
class RoomLabel:
    """What a part page says of its room."""

    id: str
    code: str
    game: str


@dataclass(frozen=True)
class PartView:
    """What a game's form template needs in part mode (``part`` in its context)."""

    spec: PartSpec
    room: RoomLabel
    """The room's address and code, as plain values: a page rendered after the database
    failed (``unsaved_part``) reads no attribute of a row the rollback expired."""
    action: str
    version: int
    room_url: str
    presence: tuple[str, ...] = ()
    """Who else is on this part now ("Ben is entering this part right now.")."""
    saved: str | None = None
    """Who saved it last, and when."""
    here_url: str = ""
    """What the page polls (``static/rooms.js``): who is on the part, and its version."""
    names_url: str = ""
    """Where the players' names are changed, for the whole room (``rooms.names``)."""

    def shows(self, section: str) -> bool:
        return self.spec.shows(section)

    @property
    def title(self) -> str:
        return self.spec.title


@bp.after_request
def private_page(response: Response) -> Response:
    """Rooms are private links, as saved tables are: not indexed, no referrer, not kept by
    shared caches."""
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers.setdefault("Cache-Control", "private, no-cache")
    response.vary.add("Cookie")
    return response


@bp.after_app_request
def fold_room_cookies(response: Response) -> Response:
    """Any page answering a phone that still carries an earlier version's per-room cookies
    folds them into the one rooms cookie (web.rooms.common.fold_old_cookies)."""
    return cast(Response, fold_old_cookies(response))


def device_of(user_agent: str) -> str:
    """What kind of phone asks, as its browser says, for the host to tell requests apart.

    >>> device_of("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130")
    'Android'
    >>> device_of("curl/8")
    ''
    """
    for word, name in (
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Android", "Android"),
        ("Windows", "Windows"),
        ("Macintosh", "Mac"),
        ("Linux", "Linux"),
    ):
        if word in user_agent:
            return name
    return ""


# Who is who, and what the room page shows.


# Opening a room: "Score together" on a game's form.


@bp.post("/<slug>/together")
def open_room(slug: str) -> Any:
    """Open a room for the table on this form (its players and whatever is entered so far)."""
    adapter = game_adapter(slug)
    if not adapter.scores_together:
        abort(404)  # Its form offers no "Score together".
    formdata, _left_out = readable_formdata(request.form)
    form = adapter.posted_form(formdata)
    adapter.prepare_form(form)
    state = adapter.state_from_form(form).state
    names = room_parts.player_names(slug, state)
    crowded = too_many_seats(slug, names)
    if crowded is not None:
        return render_form(adapter, form, place_errors(form, [Problem("players", crowded)]), 422)
    if not room_parts.names_tell_apart(names):
        errors = place_errors(form, [Problem("players", _(NAMES_NEEDED))])
        return render_form(adapter, form, errors, 422)
    bad_name = seat_name_problem(names, state)
    if bad_name is not None:
        return render_form(adapter, form, place_errors(form, [bad_name]), 422)
    room, token, recovery = service.open_room(slug, state)
    session[RECOVERY_SESSION] = {"room": room.id, "code": recovery}
    response = redirect(url_for("rooms.room", room_id=room.id), code=303)
    keep_token(response, room.id, token)
    return response


# Joining: /j (type a code), /j/CODE (pick a seat).


@bp.get("/j")
def join_form() -> Any:
    """Type a join code (or follow the link / scan the QR code, which lands on /j/CODE)."""
    typed = request.args.get("code")
    if typed is not None:
        return redirect(url_for("rooms.join", code=typed.strip() or "-"), code=303)
    return render_template("rooms/join_code.html", message=None)


@bp.get("/j/<code>")
def join(code: str) -> Any:
    """A room by its typed join code: pick your seat (a phone that has one goes straight in).
    Wrong codes are counted per address; after too many the next typed code waits."""
    outcome, room_id = service.typed_code(service.client_key(request.remote_addr), code)
    if outcome == "wait":
        return render_template("rooms/join_code.html", message=_(TOO_MANY_CODES)), 429
    room = service.get_room(room_id or "")
    if room is None:
        return render_template("rooms/join_code.html", message=_(ROOM_GONE)), 404
    return seat_page(room)


@bp.get("/j/<code>/<key>")
def join_link(code: str, key: str) -> Any:
    """A room by its link (the QR code): the code and the room's unguessable key. Never
    limited by wrong typed codes, never counted: the key cannot be guessed."""
    room = service.get_room(key)
    if room is None or room.code != service.normal_code(code):
        return render_template("rooms/join_code.html", message=_(ROOM_GONE)), 404
    return seat_page(room)


def seat_page(room: Room, message: str | None = None, status: int = 200) -> Any:
    who = service.viewer(room, phone_token(room.id))
    if (who.seat is not None and message is None) or room.status == "scored":
        return redirect(url_for("rooms.room", room_id=room.id), code=303)
    page = render_template(
        "rooms/seats.html",
        room=room,
        who=who,
        game=game_adapter(room.game).game,
        message=message,
    )
    return page, status


@bp.post("/r/<room_id>/seat")
def take_seat(room_id: str) -> Any:
    """Sit in a seat; asking for a seat another phone holds asks its holder, and the host."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    try:
        seat = int(request.form.get("seat", ""))
    except ValueError:
        return problem(PICK_A_SEAT, 400, room)
    token = phone_token(room.id) or new_edit_token()
    outcome = service.take_seat(
        room.id,
        seat,
        token,
        asker=request.form.get("asker", ""),
        device=device_of(request.headers.get("User-Agent", "")),
    )
    if outcome == "gone":
        return problem(ROOM_GONE, 404)
    response = redirect(url_for("rooms.room", room_id=room.id), code=303)
    keep_token(response, room.id, token)
    return response


def posted_request(room: Room, seat: int | None = None) -> int | None:
    """The seat request a form names (``request``); without one, the only request for
    ``seat`` (a form of an earlier version named only the seat)."""
    try:
        return int(request.form.get("request", ""))
    except ValueError:
        pass
    asking = [found.id for found in room.requests if found.seat == seat]
    return asking[0] if len(asking) == 1 else None


@bp.post("/r/<room_id>/reclaim/<int:seat>")
def answer_reclaim(room_id: str, seat: int) -> Any:
    """The host lets the phone of one request (picked by name) into the seat, or refuses it."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    if not service.viewer(room, phone_token(room.id)).is_host:
        return problem(HOST_LETS_IN, 403, room)
    request_id = posted_request(room, seat)
    approve = request.form.get("answer") == "approve"
    if request_id is None or not service.answer_request(room.id, request_id, approve):
        return problem(NO_SUCH_REQUEST, 409, room)
    return redirect(url_for("rooms.room", room_id=room.id), code=303)


@bp.post("/r/<room_id>/my-seat")
def answer_for_seat(room_id: str) -> Any:
    """The phone holding a seat answers a request for it first: give it, or keep it."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    who = service.viewer(room, phone_token(room.id))
    request_id = posted_request(room, who.seat)
    if who.seat is None:
        return problem(NOT_YOUR_SEAT, 403, room)
    give = request.form.get("answer") == "give"
    if request_id is None or not service.holder_answers(
        room.id, request_id, phone_token(room.id), give
    ):
        return problem(NO_SUCH_REQUEST, 409, room)
    return redirect(url_for("rooms.room", room_id=room.id), code=303)


@bp.post("/r/<room_id>/host")
def recover_host(room_id: str) -> Any:
    """A phone takes the host's place back with the host's recovery code."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    token = phone_token(room.id) or new_edit_token()
    outcome = service.recover_host_typed(
        service.client_key(request.remote_addr), room.id, request.form.get("recovery", ""), token
    )
    if outcome == "wait":
        return seat_page(room, _(TOO_MANY_RECOVERY), 429)
    if outcome == "wrong":
        return seat_page(room, _(WRONG_RECOVERY), 403)
    response = redirect(url_for("rooms.room", room_id=room.id), code=303)
    keep_token(response, room.id, token)
    return response


# The players' names: the room's, changed on one page for every part.


@dataclass(frozen=True)
class NameRow:
    """One seat on the names page: its name (as typed, after a refused save) and whether this
    phone may change it."""

    seat: int
    name: str
    editable: bool
    error: str | None = None


def names_page(
    room: Room, typed: dict[int, str] | None = None, error: tuple[int | None, str] | None = None
) -> tuple[str, int]:
    who = service.viewer(room, phone_token(room.id))
    rows = [
        NameRow(
            seat.seat,
            (typed or {}).get(seat.seat, seat.name),
            service.may_rename(who, seat.seat),
            error[1] if error is not None and error[0] == seat.seat else None,
        )
        for seat in sorted(room.seats, key=lambda seat: seat.seat)
    ]
    loose = error[1] if error is not None and error[0] not in [row.seat for row in rows] else None
    page = render_template(
        "rooms/names.html",
        room=room,
        rows=rows,
        loose=loose,
        game=game_adapter(room.game).game,
        most=PLAYER_NAME_MOST,
    )
    return page, 422 if error is not None else 200


@bp.get("/r/<room_id>/names")
def names(room_id: str) -> Any:
    """The players' names: the host changes any, a player their own; every part follows."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    if room.status != "open":
        return redirect(url_for("rooms.room", room_id=room.id), code=303)
    who = service.viewer(room, phone_token(room.id))
    if not who.is_host and who.seat is None:
        return problem(NOT_YOURS_TO_RENAME, 403, room)
    return names_page(room)


@bp.post("/r/<room_id>/names")
def rename(room_id: str) -> Any:
    """Save the names this phone may change; a name the table cannot take comes back typed,
    its reason beside it."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    who = service.viewer(room, phone_token(room.id))
    typed = {
        seat.seat: request.form.get(f"name-{seat.seat}", "").strip()
        for seat in room.seats
        if service.may_rename(who, seat.seat) and f"name-{seat.seat}" in request.form
    }
    if not typed:
        return problem(NOT_YOURS_TO_RENAME, 403, room)
    outcome = service.rename_seats(room.id, typed, phone_token(room.id))
    if outcome.status == "gone":
        return problem(ROOM_GONE, 404)
    if outcome.status == "refused":
        return problem(NOT_YOURS_TO_RENAME, 403, room)
    if outcome.status == "problem":
        message = outcome.problem or ""
        if outcome.params is not None:
            message = _(message, **outcome.params)
        return names_page(room, typed, (outcome.seat, message))
    return redirect(url_for("rooms.room", room_id=room.id), code=303)


# The room page and its state.


@bp.get("/r/<room_id>")
def room(room_id: str) -> Any:
    """The room: its code and QR code, who is here and done, every part, the preview."""
    found = service.get_room(room_id)
    if found is None:
        return problem(ROOM_GONE, 404)
    who = service.viewer(found, phone_token(found.id))
    if found.status == "scored" and found.table_id:
        if who.is_host and service.may_reopen(found):  # Scored too early? It can reopen.
            return render_template(
                "rooms/scored.html",
                room=found,
                game=game_adapter(found.game).game,
                table_url=url_for("saved.show", table_id=found.table_id),
                reopen_minutes=int(service.REOPEN_WINDOW.total_seconds() // 60),
            )
        return redirect(url_for("saved.show", table_id=found.table_id), code=303)
    join_url = url_for("rooms.join_link", code=found.code, key=found.id, _external=True)
    recovery = session.get(RECOVERY_SESSION)
    shown_once = None
    if who.is_host and isinstance(recovery, dict) and recovery.get("room") == found.id:
        shown_once = str(recovery.get("code", ""))
        session.pop(RECOVERY_SESSION)
    return render_template(
        "rooms/room.html",
        recovery_code=shown_once,
        game=game_adapter(found.game).game,
        join_url=join_url,
        qr_svg=qr_code_svg(join_url),
        poll_url=url_for("rooms.state", room_id=found.id),
        poll_seconds=POLL_SECONDS,
        **status_context(found, who),
    )


@bp.get("/r/<room_id>/state")
def state(room_id: str) -> Any:
    """The room's state as JSON for the page's polling: 304 when nothing changed."""
    return room_state_response(room_id)


# A part: the game's own form, showing only this part.


def render_part(
    room: Room,
    spec: PartSpec,
    form: Any,
    version: int,
    errors: FieldErrors | None = None,
    status: int = 200,
) -> tuple[str, int]:
    return render_part_view(part_view(room, spec, version), form, errors, status)


def part_view(room: Room, spec: PartSpec, version: int) -> PartView:
    """All a part page reads from the database, read now."""
    action = url_for("rooms.part", room_id=room.id, key=spec.key)
    return PartView(
        spec,
        RoomLabel(room.id, room.code, room.game),
        action,
        version,
        url_for("rooms.room", room_id=room.id),
        *presence_words(room, spec, service.viewer(room, phone_token(room.id))),
        url_for("rooms.part_presence", room_id=room.id, key=spec.key),
        url_for("rooms.names", room_id=room.id),
    )


def render_part_view(
    view: PartView, form: Any, errors: FieldErrors | None = None, status: int = 200
) -> tuple[str, int]:
    """The game's form in part mode; needs no database (``view`` holds what it read)."""
    adapter = game_adapter(view.room.game)
    game = adapter.game
    adapter.prepare_form(form)
    context = adapter.template_context(form)
    context["form_url"] = view.action
    context["part"] = view
    page = render_template(
        f"{game.slug}/form.html",
        game=game,
        form=form,
        errors=errors or FieldErrors({}, []),
        correcting=posted_table_id(),
        **context,
    )
    return page, status


def room_form(room: Room, adapter: Adapter) -> Any:
    """The game's form filled in with the whole table as the room holds it now."""
    form = adapter.filled_form(adapter.form_data_from_state(service.assembled_state(room)))
    adapter.prepare_form(form)
    return form


def form_with_part(room: Room, spec: PartSpec, fragment: dict[str, Any]) -> Any:
    """The game's form with the table as the room holds it and this phone's ``fragment`` as
    its part: what the phone entered, kept on its form when it could not be saved."""
    adapter = game_adapter(room.game)
    fragments = {part.key: part.content for part in room.parts}
    fragments[spec.key] = fragment
    state = room_parts.assemble(room.game, room.base, fragments)
    form = adapter.filled_form(adapter.form_data_from_state(state))
    adapter.prepare_form(form)
    return form


def own_errors(room: Room, spec: PartSpec, form: FlaskForm, adapter: Adapter) -> FieldErrors | None:
    """This part's problems in the table the room holds, beside its fields; none before anyone
    saved it (a part not started yet lacks what the table needs, but there is nothing in it to
    look at: the room page says "not started", never "needs a look")."""
    stored = next((part for part in room.parts if part.key == spec.key), None)
    if stored is None or not stored.version:
        return None
    problems = part_problems(room)[0].get(spec.key, [])
    if not problems:
        return None
    return errors_beside_fields(adapter, form, problems, adapter.state_from_form(form).index_maps)


def part_in_room(room_id: str, key: str) -> tuple[Room, PartSpec, service.Viewer] | tuple[str, int]:
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    spec = room_parts.part_by_key(room.game, [seat.name for seat in room.seats], key)
    if spec is None:
        return problem(NO_SUCH_PART, 404, room)
    who = service.viewer(room, phone_token(room.id))
    if not spec.editable_by(who.seat, who.is_host):
        if request.method == "POST":
            return kept_post_problem(NOT_YOUR_PART_KEPT, 403, room)
        return problem(NOT_YOUR_PART, 403, room)
    return room, spec, who


NOT_YOUR_PART_KEPT = N_(
    "Nothing was saved: this phone does not hold this part's seat now (its cookie may have "
    "been cleared). What you entered is kept on this page: take your seat again from the "
    "room page, then tap Try again."
)


def kept_post_problem(message: str, status: int, room: Room) -> tuple[str, int]:
    """``problem``'s page for a post refused as it stands, holding the post (hidden fields and
    a Try again button), so what the phone entered is not lost while it sorts the cause out."""
    page = render_template(
        "rooms/problem.html",
        status=status,
        message=_(message),
        back=url_for("rooms.room", room_id=room.id),
        **kept_post(),
    )
    return page, status


def presence_words(
    room: Room, spec: PartSpec, who: service.Viewer
) -> tuple[tuple[str, ...], str | None]:
    """Who else is on the part now, and who saved it last and when, as the page says them."""
    names = seat_names(room)
    me = saver_key(who.seat, who.is_host)
    others = presence.others_on(room.id, spec.key, me, names)
    stored = next((p for p in room.parts if p.key == spec.key), None)
    saver = saver_of(stored.updated_by, names) if stored is not None and stored.version else None
    when = stored.updated if stored is not None else None
    return tuple(other.says(presence.ENTERING) for other in others), presence.saved_words(
        saver, when
    )


@bp.get("/r/<room_id>/p/<key>/here")
def part_presence(room_id: str, key: str) -> Any:
    """A part page's poll: this phone is still on the part; who else is, and its version.
    404 once the room is gone (the page stops polling), the table's address once scored."""
    found = part_in_room(room_id, key)
    if not isinstance(found[0], Room):
        return jsonify({"errors": [{"path": "", "message": _(ROOM_GONE)}]}), found[1]
    room, spec, who = cast(tuple[Room, PartSpec, service.Viewer], found)
    table_url = url_for("saved.show", table_id=room.table_id) if room.table_id else None
    if room.status == "open":
        presence.mark(room.id, saver_key(who.seat, who.is_host), spec.key)
    others, saved = presence_words(room, spec, who)
    stored = next(p for p in room.parts if p.key == spec.key)
    html = render_template("rooms/_presence.html", presence=others, saved=saved)
    return jsonify({"version": stored.version, "table_url": table_url, "html": html})


@bp.get("/r/<room_id>/p/<key>")
def part(room_id: str, key: str) -> Any:
    """Fill in one part of the table, with the game's own form showing only that part."""
    found = part_in_room(room_id, key)
    if not isinstance(found[0], Room):
        return found
    room, spec, who = cast(tuple[Room, PartSpec, service.Viewer], found)
    if room.status == "scored" and room.table_id:
        return redirect(url_for("saved.show", table_id=room.table_id), code=303)
    presence.mark(room.id, saver_key(who.seat, who.is_host), spec.key)
    adapter = game_adapter(room.game)
    form = room_form(room, adapter)
    stored = next(p for p in room.parts if p.key == spec.key)
    return render_part(room, spec, form, stored.version, own_errors(room, spec, form, adapter))


def posted_part(room: Room, spec: PartSpec, adapter: Any) -> tuple[Any, int]:
    """The whole table's form with this phone's part as posted, and the part's version the
    phone started from (-1 when the post names none)."""
    formdata, _left_out = readable_formdata(request.form)
    merged = merged_formdata(room_form(room, adapter), formdata, spec)
    form = adapter.posted_form(merged)
    adapter.prepare_form(form)
    try:
        version = int(request.form.get("version", ""))
    except ValueError:
        version = -1
    return form, version


@bp.post("/r/<room_id>/p/<key>")
def save_part(room_id: str, key: str) -> Any:
    """An edit button, or save this part (against the version the phone started from)."""
    found = part_in_room(room_id, key)
    if not isinstance(found[0], Room):
        return found
    room, spec, who = cast(tuple[Room, PartSpec, service.Viewer], found)
    adapter = game_adapter(room.game)
    form, version = posted_part(room, spec, adapter)
    action = request.form.get("action", "score")
    if action != "score":
        try:
            data = adapter.apply_action(form.data, action)
        except ValueError:
            return render_part(room, spec, form, version, status=400)
        return render_part(room, spec, adapter.filled_form(data), version)
    fragment = room_parts.extract(room.game, adapter.state_from_form(form).state, spec.key)
    unstorable = unstorable_values(fragment)
    if unstorable:
        message = _(UNSTORABLE, problems="; ".join(str(item) for item in unstorable))
        errors = place_errors(form, [Problem("", message)])
        return render_part(room, spec, form, version, errors, 422)
    keep_for_unavailable(room, spec, form, version)
    return saved_or_merged(room, spec, who, fragment, version, bool(request.form.get("done")), {})


KEPT_PART = "unsaved_room_part"
"""Where a part being saved keeps its page (``flask.g``), for ``unsaved_part``."""


def keep_for_unavailable(room: Room, spec: PartSpec, form: Any, version: int) -> None:
    """Read now what the part's page needs, so that if the database fails while saving, the
    form comes back as the phone posted it (``unsaved_part``) without reading it again."""
    setattr(g, KEPT_PART, (part_view(room, spec, version), form))


def saved_or_merged(
    room: Room,
    spec: PartSpec,
    who: service.Viewer,
    fragment: dict[str, Any],
    version: int,
    done: bool,
    choices: dict[str, str],
) -> Any:
    """Save this phone's part; when someone saved it first, merged with theirs
    (``web.rooms.merge``): saved when nothing clashes, else each clash asked on its own."""
    by = saver_key(who.seat, who.is_host)
    outcome = service.save_part(
        room.id, spec.key, fragment, version, by, done, merge_stale=True, choices=choices
    )
    if outcome.status == "scored":  # Scored first: what this phone entered stays on its form.
        form = form_with_part(room, spec, fragment)
        errors = place_errors(form, [Problem("", _(SCORED_FIRST))])
        return render_part(room, spec, form, version, errors, 409)
    if outcome.status == "gone" or outcome.part is None:
        return problem(ROOM_GONE, 404)
    if outcome.status == "conflict":
        newer = outcome.part
        saver = saver_of(newer.updated_by, seat_names(room)) or Saver("someone")
        adapter = game_adapter(room.game)
        page = render_template(
            "rooms/merge.html",
            room=room,
            game_stylesheet=stylesheet_of(room.game),
            spec=spec,
            action=url_for("rooms.merge_part", room_id=room.id, key=spec.key),
            room_url=url_for("rooms.room", room_id=room.id),
            part_url=url_for("rooms.part", room_id=room.id, key=spec.key),
            title=saver.says(STALE_TITLE),
            theirs_heading=saver.says(STALE_VERSION),
            conflicts=[
                {
                    "key": conflict.key,
                    "inserted": conflict.inserted,
                    "theirs": clash_items(adapter, conflict.path, newer.content, conflict.theirs),
                    "mine": clash_items(adapter, conflict.path, fragment, conflict.mine),
                }
                for conflict in outcome.conflicts
            ],
            mine=json.dumps(fragment, ensure_ascii=False, sort_keys=True),
            names=json.dumps(seat_names(room), ensure_ascii=False),
            base_version=version,
            done=done,
            chosen=json.dumps(choices, sort_keys=True),
        )
        return page, 409
    return redirect(url_for("rooms.room", room_id=room.id), code=303)


@dataclass(frozen=True)
class ClashItem:
    """One item of one side of a clash: its words, and the game's drawing of it (the die, the
    tile) where it has one (``GameAdapter.room_value_drawn``); the words are its name then."""

    words: str
    drawn: Markup | None = None


def clash_items(
    adapter: Adapter, path: tuple[str | int, ...], content: Any, value: Any
) -> list[ClashItem]:
    """One side of a clash as the game shows it: the whole item it is in (the card, the tile,
    the die: a tile's value is shown as the tile), else the value itself."""
    items = [index for index, step in enumerate(path) if isinstance(step, int)]
    if items:
        item_path = path[: items[-1] + 1]
        item: Any = content
        for step in item_path:
            found = (isinstance(step, int) and isinstance(item, list) and step < len(item)) or (
                isinstance(step, str) and isinstance(item, dict) and step in item
            )
            if not found:
                break
            item = item[step]
        else:
            path, value = item_path, item
    words = adapter.room_value_words(path, value)
    drawn = adapter.room_value_drawn(path, value)
    return [
        ClashItem(text, drawn[index] if index < len(drawn) else None)
        for index, text in enumerate(words)
    ]


def named_now(room: Room, fragment: dict[str, Any], posted_names: str) -> dict[str, Any]:
    """A clash page's own entries (``mine``) under the room's names now: the page keeps the
    seats' names it was drawn with, and a seat renamed since (``rooms.names``) is renamed in
    what it holds too (Sagrada's neighbours, Tsukimi's rabbits)."""
    try:
        then = json.loads(posted_names)
    except ValueError:
        return fragment
    now = seat_names(room)
    if not isinstance(then, list) or len(then) != len(now):
        return fragment
    renames = {str(old): new for old, new in zip(then, now, strict=True) if old != new}
    if not renames:
        return fragment
    return room_parts.adapter_of(room.game).renamed_players(fragment, renames)


@bp.post("/r/<room_id>/p/<key>/merge")
def merge_part(room_id: str, key: str) -> Any:
    """One tap on a clash of two saves: keep theirs or this phone's (or, for entries both
    added at one place, whose come first); saved once nothing is left to choose."""
    found = part_in_room(room_id, key)
    if not isinstance(found[0], Room):
        return found
    room, spec, who = cast(tuple[Room, PartSpec, service.Viewer], found)
    try:
        mine = json.loads(request.form.get("mine", ""))
        chosen = json.loads(request.form.get("chosen", "") or "{}")
        version = int(request.form.get("base_version", ""))
    except ValueError:
        return problem(STALE_PAGE, 400, room)
    if not isinstance(mine, dict) or not isinstance(chosen, dict) or unstorable_values(mine):
        return problem(STALE_PAGE, 400, room)
    choices = {str(name): str(value) for name, value in chosen.items()}
    mine = named_now(room, mine, request.form.get("names", ""))
    conflict, _sep, keep = request.form.get("keep", "").rpartition("=")
    if conflict and keep in (MINE, THEIRS):
        choices[conflict] = keep
    keep_for_unavailable(room, spec, form_with_part(room, spec, mine), version)
    return saved_or_merged(room, spec, who, mine, version, bool(request.form.get("done")), choices)


# Scoring: the room becomes a saved table.


@bp.get("/r/<room_id>/score")
def confirm_score(room_id: str) -> Any:
    """Before scoring a table that is not finished: what is not done (the host's own parts
    too), and a button to score anyway."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    if room.status == "scored" and room.table_id:
        return redirect(url_for("rooms.room", room_id=room.id), code=303)
    who = service.viewer(room, phone_token(room.id))
    names = seat_names(room)
    specs = {spec.key: spec for spec in room_parts.parts(room.game, names)}
    unfinished = [
        {"title": specs[part.key].title, "whose": whose_part(specs[part.key], names), "part": part}
        for part in service.unfinished_parts(room)
        if part.key in specs
    ]
    return render_template(
        "rooms/score.html",
        room=room,
        who=who,
        unfinished=unfinished,
        game=game_adapter(room.game).game,
        reopen_minutes=int(service.REOPEN_WINDOW.total_seconds() // 60),
    )


def whose_part(spec: PartSpec, names: list[str]) -> str:
    """Who fills in a part, in words: "Ann", "the host", "anyone"."""
    if room_parts.ANYONE in spec.editors:
        return _("anyone")
    seats = [names[seat] for seat in spec.editors if 0 <= seat < len(names)]
    if room_parts.HOST in spec.editors:
        seats.append(_("the host"))
    return ", ".join(seats)


@bp.post("/r/<room_id>/score")
def score(room_id: str) -> Any:
    """Score the table the room holds: saved as a table, and every phone goes to /t/ID. A host
    scoring a table that is not finished is first shown what is not done (``anyway`` confirms)."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    if room.status == "scored" and room.table_id:
        return redirect(url_for("saved.show", table_id=room.table_id), code=303)
    token = phone_token(room.id)
    unfinished = service.unfinished_parts(room)
    if unfinished and not request.form.get("anyway") and service.viewer(room, token).is_host:
        return redirect(url_for("rooms.confirm_score", room_id=room.id), code=303)
    outcome = service.score_room(room.id, token)
    if outcome.gone:
        return problem(ROOM_GONE, 404)
    if outcome.refusal:
        return problem(outcome.refusal, 409, room)
    if outcome.table_id is None:
        # Problems: each phone sees those of its own part beside its fields (the room page
        # says which parts need a look); the rest are on the room page for everyone.
        return redirect(url_for("rooms.room", room_id=room.id), code=303)
    response = redirect(url_for("saved.show", table_id=outcome.table_id), code=303)
    if outcome.token is not None:  # Only the phone that scored it keeps the edit token.
        remember_table(response, outcome.table_id, outcome.token)
    return response


@bp.post("/r/<room_id>/reopen")
def reopen(room_id: str) -> Any:
    """The host reopens a room scored too early (for a few minutes after scoring): every
    part can be changed again, and scoring again saves the table's next version."""
    outcome = service.reopen_room(room_id, phone_token(room_id))
    if outcome == "gone":
        return problem(ROOM_GONE, 404)
    if outcome == "not-host":
        return problem(HOST_REOPENS, 403)
    if outcome == "late":
        return problem(TOO_LATE_TO_REOPEN, 409)
    return redirect(url_for("rooms.room", room_id=room_id), code=303)


@answers_unavailable(bp)
def unsaved_part(_error: Exception) -> Any:
    """A part saved (or a clash chosen) while the database cannot be reached (issue 22): its
    form comes back as posted, everything typed kept, with the message on top (a 503 with
    ``Retry-After``: ``web.platform.unavailable``); tapping Save again saves it. A post the
    database failed before the room was read has no part page to show: it raises, and gets
    the app's own 503 page, which says nothing saved is lost."""
    kept = getattr(g, KEPT_PART, None)
    if kept is None:
        raise LookupError("no part page kept")
    view, form = kept
    token = getattr(form, "csrf_token", None)
    if token is not None:
        token.errors = []
    return render_part_view(view, form, place_errors(form, [Problem("", _(CANNOT_SAVE))]), 503)


# A form posted without a valid token (a page open all night): nothing changes.


@answers_stale_forms(bp)
def stale_page(_error: CSRFError) -> Any:
    """Each room form's kind answer to a missing or expired token, as its view would answer:
    "Score together" and a part come back filled in as posted with the message beside them,
    the other forms (a seat, letting a phone in, Score) say so on a page leading back to the
    room. An edit button on a part saves nothing, so it is answered as always."""
    arguments = request.view_args or {}
    if request.endpoint == "rooms.open_room":
        adapter = game_adapter(arguments["slug"])
        form = adapter.posted_form(readable_formdata(request.form)[0])
        adapter.prepare_form(form)
        return render_form(adapter, form, place_errors(form, [Problem("", _(STALE_PAGE))]), 400)
    if request.endpoint == "rooms.save_part":
        if request.form.get("action", "score") != "score":
            return save_part(arguments["room_id"], arguments["key"])
        found = part_in_room(arguments["room_id"], arguments["key"])
        if not isinstance(found[0], Room):
            return found
        room, spec, _who = cast(tuple[Room, PartSpec, service.Viewer], found)
        form, version = posted_part(room, spec, game_adapter(room.game))
        errors = place_errors(form, [Problem("", _(STALE_PAGE))])
        return render_part(room, spec, form, version, errors, 400)
    if request.endpoint == "rooms.merge_part":
        found = part_in_room(arguments["room_id"], arguments["key"])
        if not isinstance(found[0], Room):
            return found
        room, spec, _who = cast(tuple[Room, PartSpec, service.Viewer], found)
        try:
            mine = json.loads(request.form.get("mine", ""))
            version = int(request.form.get("base_version", ""))
        except ValueError:
            return problem(STALE_PAGE, 400, room)
        if isinstance(mine, dict) and not unstorable_values(mine):
            # This phone's side of the clash comes back on its form: saving it asks again.
            form = form_with_part(room, spec, mine)
            errors = place_errors(form, [Problem("", _(STALE_PAGE))])
            return render_part(room, spec, form, version, errors, 400)
    found_room = service.get_room(arguments.get("room_id", ""))
    if found_room is None:
        return problem(ROOM_GONE, 404)
    return problem(STALE_PAGE, 400, found_room)
