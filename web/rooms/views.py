"""The room pages: open a room from a game's form, join it, fill in a part, watch, score.

Every page works without JavaScript (forms, links and a Refresh button); ``static/rooms.js``
polls the room's state every 2 seconds (ETag: an unchanged room answers 304) and updates the
page in place. A phone is known by a token in an HttpOnly cookie, one per room.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from flask import (
    Blueprint,
    Response,
    abort,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_wtf.csrf import CSRFError

from scoring import Problem
from scoring.i18n import N_
from web.entry.rendering import Adapter, errors_beside_fields, game_adapter, render_form
from web.extensions import answers_stale_forms
from web.forms.fields import FieldErrors, FlaskForm, place_errors, readable_formdata
from web.models import Room
from web.platform.translate import gettext as _
from web.rooms import parts as room_parts
from web.rooms import service
from web.rooms.common import (
    NAMES_NEEDED,
    NOT_YOUR_PART,
    ROOM_GONE,
    TOO_MANY_CODES,
    keep_token,
    part_problems,
    phone_token,
    room_state_response,
    seat_names,
    status_context,
)
from web.rooms.formdata import merged_formdata
from web.rooms.parts import PartSpec
from web.rooms.savers import (
    STALE_TEXT,
    STALE_TITLE,
    STALE_VERSION,
    Saver,
    saver_key,
    saver_of,
)
from web.tables.names import seat_name_problem
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
HOST_LETS_IN = N_("Only the host can let a phone into a seat.")


def problem(message: str, status: int, room: Room | None = None) -> tuple[str, int]:
    """A friendly page for a room or part that is not there or not this phone's; ``message``
    (marked with ``N_``) in the page's language."""
    back = url_for("rooms.room", room_id=room.id) if room is not None else None
    page = render_template("rooms/problem.html", status=status, message=_(message), back=back)
    return page, status


@dataclass(frozen=True)
class PartView:
    """What a game's form template needs in part mode (``part`` in its context)."""

    spec: PartSpec
    room: Room
    action: str
    version: int
    room_url: str
    stale_by: Saver | None = None
    """Who saved the part first, when this phone's save was refused as stale."""
    stale_lines: tuple[str, ...] = ()

    def shows(self, section: str) -> bool:
        return self.spec.shows(section)

    @property
    def stale_words(self) -> dict[str, str]:
        """The refused save's heading, explanation and the newer version's heading, each a
        whole sentence for who saved first (the host has sentences of its own)."""
        if self.stale_by is None:
            return {}
        return {
            "title": self.stale_by.says(STALE_TITLE),
            "text": self.stale_by.says(STALE_TEXT),
            "version": self.stale_by.says(STALE_VERSION),
        }

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
    if not room_parts.names_tell_apart(names):
        errors = place_errors(form, [Problem("players", _(NAMES_NEEDED))])
        return render_form(adapter, form, errors, 422)
    bad_name = seat_name_problem(names, state)
    if bad_name is not None:
        return render_form(adapter, form, place_errors(form, [bad_name]), 422)
    room, token = service.open_room(slug, state)
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
    """A room by its join code: pick your seat (a phone that has one goes straight in)."""
    client = service.client_key(request.remote_addr)
    if service.join_attempts_left(client) <= 0:
        return render_template("rooms/join_code.html", message=_(TOO_MANY_CODES)), 429
    normal = service.normal_code(code)
    room = service.room_by_code(normal) if normal else None
    if room is None:
        service.record_wrong_code(client)
        return render_template("rooms/join_code.html", message=_(ROOM_GONE)), 404
    who = service.viewer(room, phone_token(room.id))
    if who.seat is not None or room.status == "scored":
        return redirect(url_for("rooms.room", room_id=room.id), code=303)
    return render_template(
        "rooms/seats.html", room=room, who=who, game=game_adapter(room.game).game
    )


@bp.post("/r/<room_id>/seat")
def take_seat(room_id: str) -> Any:
    """Sit in a seat; a seat another phone holds asks the host to let this phone in."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    try:
        seat = int(request.form.get("seat", ""))
    except ValueError:
        return problem(PICK_A_SEAT, 400, room)
    token = phone_token(room.id) or new_edit_token()
    outcome = service.take_seat(room.id, seat, token)
    if outcome == "gone":
        return problem(ROOM_GONE, 404)
    response = redirect(url_for("rooms.room", room_id=room.id), code=303)
    keep_token(response, room.id, token)
    return response


@bp.post("/r/<room_id>/reclaim/<int:seat>")
def answer_reclaim(room_id: str, seat: int) -> Any:
    """The host lets a phone back into its seat, or refuses."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    if not service.viewer(room, phone_token(room.id)).is_host:
        return problem(HOST_LETS_IN, 403, room)
    service.answer_reclaim(room.id, seat, request.form.get("answer") == "approve")
    return redirect(url_for("rooms.room", room_id=room.id), code=303)


# The room page and its state.


@bp.get("/r/<room_id>")
def room(room_id: str) -> Any:
    """The room: its code and QR code, who is here and done, every part, the preview."""
    found = service.get_room(room_id)
    if found is None:
        return problem(ROOM_GONE, 404)
    if found.status == "scored" and found.table_id:
        return redirect(url_for("saved.show", table_id=found.table_id), code=303)
    who = service.viewer(found, phone_token(found.id))
    join_url = url_for("rooms.join", code=found.code, _external=True)
    return render_template(
        "rooms/room.html",
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
    stale_by: Saver | None = None,
    stale_lines: tuple[str, ...] = (),
) -> tuple[str, int]:
    adapter = game_adapter(room.game)
    game = adapter.game
    adapter.prepare_form(form)
    context = adapter.template_context(form)
    action = url_for("rooms.part", room_id=room.id, key=spec.key)
    context["form_url"] = action
    context["part"] = PartView(
        spec,
        room,
        action,
        version,
        url_for("rooms.room", room_id=room.id),
        stale_by,
        stale_lines,
    )
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


def fragment_lines(fragment: Any, path: str = "") -> list[str]:
    """A part's content as short lines ("cards[2]: bear"), to show a newer version beside
    the phone's own attempt."""
    if isinstance(fragment, dict):
        return [
            line
            for key, value in fragment.items()
            for line in fragment_lines(value, f"{path}.{key}" if path else str(key))
        ]
    if isinstance(fragment, list):
        if all(not isinstance(item, (dict, list)) for item in fragment):
            return [f"{path}: {', '.join(str(item) for item in fragment) or '—'}"]
        return [
            line
            for index, item in enumerate(fragment)
            for line in fragment_lines(item, f"{path}[{index}]")
        ]
    return [f"{path}: {fragment}"]


def part_in_room(room_id: str, key: str) -> tuple[Room, PartSpec, service.Viewer] | tuple[str, int]:
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    spec = room_parts.part_by_key(room.game, [seat.name for seat in room.seats], key)
    if spec is None:
        return problem(NO_SUCH_PART, 404, room)
    who = service.viewer(room, phone_token(room.id))
    if not spec.editable_by(who.seat, who.is_host):
        return problem(NOT_YOUR_PART, 403, room)
    return room, spec, who


@bp.get("/r/<room_id>/p/<key>")
def part(room_id: str, key: str) -> Any:
    """Fill in one part of the table, with the game's own form showing only that part."""
    found = part_in_room(room_id, key)
    if not isinstance(found[0], Room):
        return found
    room, spec, _who = cast(tuple[Room, PartSpec, service.Viewer], found)
    if room.status == "scored" and room.table_id:
        return redirect(url_for("saved.show", table_id=room.table_id), code=303)
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
    by = saver_key(who.seat, who.is_host)
    outcome = service.save_part(
        room.id, spec.key, fragment, version, by, bool(request.form.get("done"))
    )
    if outcome.status == "gone" or outcome.part is None:
        return problem(ROOM_GONE, 404)
    if outcome.status == "stale":
        newer = outcome.part
        return render_part(
            room,
            spec,
            form,
            newer.version,
            status=409,
            stale_by=saver_of(newer.updated_by, seat_names(room)) or Saver("someone"),
            stale_lines=tuple(fragment_lines(newer.content)),
        )
    return redirect(url_for("rooms.room", room_id=room.id), code=303)


# Scoring: the room becomes a saved table.


@bp.post("/r/<room_id>/score")
def score(room_id: str) -> Any:
    """Score the table the room holds: saved as a table, and every phone goes to /t/ID."""
    room = service.get_room(room_id)
    if room is None:
        return problem(ROOM_GONE, 404)
    if room.status == "scored" and room.table_id:
        return redirect(url_for("saved.show", table_id=room.table_id), code=303)
    who = service.viewer(room, phone_token(room.id))
    outcome = service.score_room(room, who)
    if outcome.refusal:
        return problem(outcome.refusal, 409, room)
    if outcome.table_id is None or outcome.token is None:
        # Problems: each phone sees those of its own part beside its fields (the room page
        # says which parts need a look); the rest are on the room page for everyone.
        return redirect(url_for("rooms.room", room_id=room.id), code=303)
    response = redirect(url_for("saved.show", table_id=outcome.table_id), code=303)
    remember_table(response, outcome.table_id, outcome.token)
    return response


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
    found_room = service.get_room(arguments.get("room_id", ""))
    if found_room is None:
        return problem(ROOM_GONE, 404)
    return problem(STALE_PAGE, 400, found_room)
