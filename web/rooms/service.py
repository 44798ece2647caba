"""Rooms in the database: open, join, save a part, score. Nothing is kept in process memory,
so any worker on any machine answers any phone.

Every function that writes takes the room's row lock first (``SELECT … FOR UPDATE`` on
PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite), bumps the room's ``revision`` and its last
activity, and commits before it returns.

Phone tokens (``secrets.token_urlsafe(32)``) are stored only as SHA-256 hashes and compared in
constant time; the same token names a phone as the host and as the holder of its seat.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import sqlite

from scoring import Problem, TableError, get_game
from scoring.i18n import N_
from scoring.validation import name_key
from web.models import (
    JoinLimit,
    Revision,
    Room,
    RoomPart,
    RoomPartVersion,
    RoomSeat,
    SavedTable,
    SeatRequest,
    utc_now,
)
from web.platform.db import db, write_transaction
from web.rooms import parts as room_parts
from web.rooms.merge import Conflict, merge
from web.tables.kept_language import kept_result
from web.tables.names import seat_name_problem
from web.tables.service import ID_PATTERN, hash_token, new_edit_token, new_table_id

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""Join codes use no look-alikes: no 0/O, 1/I/L."""
CODE_LENGTH = 6
ROOM_LIFETIME = timedelta(days=1)
"""A room closes after a day with no change in it."""
JOIN_WINDOW = timedelta(minutes=10)
JOIN_ATTEMPTS_ALLOWED = 20
"""Wrong codes (join codes, host recovery codes) an address may type in ``JOIN_WINDOW``
before it has to wait between codes: plenty for typos, and 31⁶ ≈ 887 million join codes make
guessing hopeless at that pace. Right codes are never counted; the room's link (its QR code)
is never limited."""
FIRST_WAIT = timedelta(seconds=15)
"""The wait after the last free wrong code; it doubles with each further wrong one."""
LONGEST_WAIT = timedelta(minutes=10)
RECOVERY_LENGTH = 8
"""The host's recovery code: 8 characters of ``CODE_ALPHABET`` (31⁸ ≈ 850 billion)."""
REQUESTS_KEPT = 20
"""Seat requests a room keeps at most (the oldest go first): a phone asking again and again
replaces its own request, so only many phones fill the list."""
HOST_SCORES = N_("Only the host can score before every part is done.")
REOPEN_WINDOW = timedelta(minutes=10)
"""How long after scoring the host may reopen the room (docs/rooms.md, "Scoring"): every
phone is on the result within seconds, so these are the minutes the table looks at it."""


def plausible_id(room_id: str) -> bool:
    """Whether ``room_id`` could be a room's id at all: only an id's own characters (no NUL,
    which PostgreSQL refuses in any text, answering an error rather than "no such room")."""
    return ID_PATTERN.fullmatch(room_id) is not None


def normal_code(text: str, length: int = CODE_LENGTH) -> str | None:
    """The join code (or recovery code) typed, in its canonical form, or None when it cannot
    be one.

    >>> normal_code(" k7m-q2p ")
    'K7MQ2P'
    >>> normal_code("OOOOOO") is None
    True
    >>> normal_code("abcd-efgh", RECOVERY_LENGTH)
    'ABCDEFGH'
    """
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != length or any(letter not in CODE_ALPHABET for letter in code):
        return None
    return code


def new_code(length: int = CODE_LENGTH) -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def shown_recovery(code: str) -> str:
    """A recovery code as the host reads it: ``ABCD-EFGH``."""
    return f"{code[:4]}-{code[4:]}"


def is_live(room: Room) -> bool:
    """Open or scored, and changed within the last day."""
    return utc_now() - room.last_activity < ROOM_LIFETIME


def get_room(room_id: str, for_update: bool = False) -> Room | None:
    """The live room with this id, or None (unknown or expired)."""
    if not plausible_id(room_id):
        return None
    room = db.session.get(
        Room, room_id, with_for_update=for_update or None, populate_existing=for_update
    )
    return room if room is not None and is_live(room) else None


def room_by_code(code: str) -> Room | None:
    """The live room with this join code, or None."""
    room = db.session.scalar(sa.select(Room).where(Room.code == code))
    return room if room is not None and is_live(room) else None


def room_revision(room_id: str) -> tuple[int, str] | None:
    """(revision, status) of a live room, with one indexed query: what an unchanged poll costs."""
    if not plausible_id(room_id):
        return None
    row = db.session.execute(
        sa.select(Room.revision, Room.status, Room.last_activity).where(Room.id == room_id)
    ).first()
    if row is None or utc_now() - row.last_activity >= ROOM_LIFETIME:
        return None
    return row.revision, row.status


def touch(room: Room) -> None:
    """Something changed: every phone's next poll sees a new revision."""
    room.revision += 1
    room.last_activity = utc_now()


def open_room(game: str, base: dict[str, Any]) -> tuple[Room, str, str]:
    """A new room for ``base`` (its players named, in seating order); returns it, the
    host's token and the host's recovery code (shown once, kept only hashed). Rooms that
    expired are cleared out first, freeing their codes."""
    names = room_parts.player_names(game, base)
    if seat_name_problem(names, base) is not None:  # The views say why; nothing is saved.
        raise ValueError(f"not seat names: {names!r}")
    token = new_edit_token()
    recovery = new_code(RECOVERY_LENGTH)
    now = utc_now()
    with write_transaction():
        db.session.execute(sa.delete(Room).where(Room.last_activity < now - ROOM_LIFETIME))
        taken = set(db.session.scalars(sa.select(Room.code)))
        code = new_code()
        while code in taken:
            code = new_code()
        room = Room(
            id=new_table_id(),
            code=code,
            game=game,
            base=base,
            host_token_hash=hash_token(token),
            host_recovery_hash=hash_token(f"recovery:{recovery}"),
            status="open",
            revision=1,
            created=now,
            last_activity=now,
        )
        db.session.add(room)
        for index, name in enumerate(names):
            db.session.add(RoomSeat(room_id=room.id, seat=index, name=name))
        for part in room_parts.parts(game, names):
            content = room_parts.extract(game, base, part.key)
            db.session.add(RoomPart(room_id=room.id, key=part.key, content=content, version=0))
    return room, token, shown_recovery(recovery)


@dataclass(frozen=True)
class Viewer:
    """Who a phone is in a room: the host or not, and its seat if it holds one."""

    is_host: bool
    seat: int | None
    asking_for: int | None = None
    """The seat this phone asked to be let into, if it is still asking."""


def _matches(token: str | None, hashed: str | None) -> bool:
    return (
        bool(token) and bool(hashed) and hmac.compare_digest(hash_token(token or ""), hashed or "")
    )


def viewer(room: Room, token: str | None) -> Viewer:
    """Who the phone holding ``token`` is in ``room``."""
    seat = next((s.seat for s in room.seats if _matches(token, s.token_hash)), None)
    asking = next((r.seat for r in room.requests if _matches(token, r.token_hash)), None)
    return Viewer(_matches(token, room.host_token_hash), seat, asking if seat is None else None)


def take_seat(room_id: str, seat: int, token: str, asker: str = "", device: str = "") -> str:
    """The phone holding ``token`` sits in ``seat``: ``"joined"``, or ``"asked"`` when the seat
    is held by another phone, ``"gone"`` for a room or seat that is not there. A phone holds
    one seat: taking another frees the first.

    Asking for a held seat adds a request (this phone's earlier request, for any seat, is
    replaced), with when it came, ``asker`` (the name the phone gave) and the seat the phone
    holds now: the seat's holder is asked first (give it or keep it), and the host may let
    one request in by name (:func:`answer_request`)."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is None or room.status != "open":
            return "gone"
        target = next((s for s in room.seats if s.seat == seat), None)
        if target is None:
            return "gone"
        if _matches(token, target.token_hash):
            return "joined"
        mine = [r for r in room.requests if _matches(token, r.token_hash)]
        for request in mine:
            room.requests.remove(request)
        if target.token_hash is not None:
            held = next((s.seat for s in room.seats if _matches(token, s.token_hash)), None)
            room.requests.append(
                SeatRequest(
                    seat=seat,
                    token_hash=hash_token(token),
                    asker=" ".join(asker.split())[:60],
                    from_seat=held,
                    device=device[:40],
                    asked=utc_now(),
                )
            )
            while len(room.requests) > REQUESTS_KEPT:
                room.requests.remove(min(room.requests, key=lambda r: (r.asked, r.id or 0)))
            touch(room)
            return "asked"
        _seat_phone(room, target, hash_token(token))
        touch(room)
    return "joined"


def _seat_phone(room: Room, target: RoomSeat, token_hash: str) -> None:
    """The phone whose token hashes to ``token_hash`` holds ``target`` (and no other seat)."""
    for other in room.seats:
        if other is not target and other.token_hash == token_hash:
            other.token_hash = None
    target.token_hash = token_hash
    target.joined = target.joined or utc_now()


def _let_in(room: Room, request: SeatRequest) -> None:
    target = next(s for s in room.seats if s.seat == request.seat)
    room.requests.remove(request)
    _seat_phone(room, target, request.token_hash)
    touch(room)


def answer_request(room_id: str, request_id: int, approve: bool) -> bool:
    """The host lets the phone of request ``request_id`` into the seat it asked for (the
    phone holding it loses it; the other requests stay for the host to answer), or refuses
    it. False when the request is not there any more."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        request = next((r for r in room.requests if r.id == request_id), None) if room else None
        if room is None or request is None or room.status != "open":
            return False
        if approve:
            _let_in(room, request)
        else:
            room.requests.remove(request)
            touch(room)
    return True


def holder_answers(room_id: str, request_id: int, token: str | None, give: bool) -> bool:
    """The phone holding the seat a request asks for answers it first: ``give`` lets the
    asking phone in, else the request is dropped (the holder keeps its seat). False when this
    phone does not hold that seat, or the request is not there any more."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        request = next((r for r in room.requests if r.id == request_id), None) if room else None
        if room is None or request is None or room.status != "open":
            return False
        target = next(s for s in room.seats if s.seat == request.seat)
        if not _matches(token, target.token_hash):
            return False
        if give:
            _let_in(room, request)
        else:
            room.requests.remove(request)
            touch(room)
    return True


def recover_host(room_id: str, code: str, token: str) -> bool:
    """The phone holding ``token`` takes the host's place with the host's recovery code: the
    host's token (and the host's seat, if it holds one) becomes this phone's. The code stays
    good (the host may lose a phone again). False for a wrong code."""
    normal = normal_code(code, RECOVERY_LENGTH)
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is None or room.status != "open" or normal is None:
            return False
        if not _matches(f"recovery:{normal}", room.host_recovery_hash):
            return False
        new_hash = hash_token(token)
        old_seat = next((s for s in room.seats if s.token_hash == room.host_token_hash), None)
        room.host_token_hash = new_hash
        if old_seat is not None:
            _seat_phone(room, old_seat, new_hash)
        for request in [r for r in room.requests if r.token_hash == new_hash]:
            room.requests.remove(request)
        touch(room)
    return True


@dataclass(frozen=True)
class SaveOutcome:
    """What became of a part save: ``saved``, ``merged`` (someone saved first and both saves
    merged by themselves: saved too), ``conflict`` (both changed the same thing: ``part`` is
    theirs, ``merged`` both merged with theirs where they clash, ``conflicts`` what to choose;
    nothing saved), ``stale`` (someone saved first and the save asked not to merge) ``scored``
    (the table was scored first: nothing saved) or ``gone``."""

    status: str
    part: RoomPart | None
    merged: dict[str, Any] | None = None
    conflicts: tuple[Conflict, ...] = ()


def part_version(room: Room, key: str, version: int) -> dict[str, Any] | None:
    """Part ``key`` as the save that made ``version`` left it (version 0: as the room
    opened); None when it is not kept (a room from before versions were kept)."""
    if version == 0:
        return room_parts.extract(room.game, room.base, key)
    return db.session.scalar(
        sa.select(RoomPartVersion.content).where(
            RoomPartVersion.room_id == room.id,
            RoomPartVersion.key == key,
            RoomPartVersion.version == version,
        )
    )


def named_as_seats(room: Room, content: dict[str, Any]) -> dict[str, Any]:
    """A part's ``content`` with the players it names by seat (a part that is the whole
    table, Tsukimi's board) renamed to the room's seats: a page opened before a seat was
    renamed still posts the old names, and the room's names are the ones that count."""
    adapter = room_parts.adapter_of(room.game)
    posted, seats = adapter.room_player_names(content), names_of(room)
    if len(posted) != len(seats):
        return content
    renames = {old: new for old, new in zip(posted, seats, strict=True) if old != new}
    return adapter.renamed_players(content, renames) if renames else content


def save_part(
    room_id: str,
    key: str,
    content: dict[str, Any],
    version: int,
    by: str,
    done: bool,
    merge_stale: bool = False,
    choices: dict[str, str] | None = None,
) -> SaveOutcome:
    """Save a part if ``version`` is still its version (the version rule). Else someone saved
    first: with ``merge_stale`` the save is merged with theirs against ``version``
    (:mod:`web.rooms.merge`), and saved when nothing both changed clashes (``choices``
    settles clashes already chosen); without it (or with a clash) nothing is saved and the
    outcome carries the merge. ``by`` is who saves it, as
    :func:`web.rooms.savers.saver_key` keeps it (``seat:1``)."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        part = next((p for p in room.parts if p.key == key), None) if room else None
        if room is not None and part is not None and room.status == "scored":
            return SaveOutcome("scored", None)
        if room is None or part is None or room.status != "open":
            return SaveOutcome("gone", None)
        content = named_as_seats(room, content)
        status = "saved"
        if version != part.version:
            base = part_version(room, key, version) if 0 <= version < part.version else None
            unordered = room_parts.adapter_of(room.game).room_unordered_lists
            found = merge(base, part.content, content, unordered, choices)
            if found.conflicts or not merge_stale:
                return SaveOutcome(
                    "conflict" if found.conflicts else "stale",
                    part,
                    found.value if isinstance(found.value, dict) else {},
                    found.conflicts,
                )
            content, status = found.value, "merged"
        part.content = content
        part.version += 1
        part.done = done
        part.updated_by = by
        part.updated = utc_now()
        db.session.add(
            RoomPartVersion(room_id=room.id, key=key, version=part.version, content=content)
        )
        touch(room)
    return SaveOutcome(status, part)


@dataclass(frozen=True)
class RenameOutcome:
    """What became of renaming seats: ``renamed`` (saved), or a ``problem`` with the name
    (its seat, and the message, marked or a scorer's :class:`~scoring.Problem`), or ``gone``
    (no open room), or ``refused`` (a seat this phone may not rename)."""

    status: str
    seat: int | None = None
    problem: str | None = None
    """In the page's language already, or marked (``N_``) when ``params`` are given."""
    params: dict[str, str] | None = None


NAME_TAKEN = N_("Two players cannot have the same name: “%(name)s” is taken.")


def name_taken(names: list[str], seat: int) -> bool:
    """Whether seat ``seat``'s name is another seat's too, compared as the scorer compares
    names (:func:`scoring.validation.name_key`: "ann" is "Ann")."""
    key = name_key(names[seat])
    return any(name_key(name) == key for other, name in enumerate(names) if other != seat)


def may_rename(who: Viewer, seat: int) -> bool:
    """The host renames any seat; a player renames their own."""
    return who.is_host or who.seat == seat


def renamed_fragment(
    game: str, base: dict[str, Any], key: str, content: dict[str, Any], renames: dict[str, str]
) -> dict[str, Any]:
    """Part ``key``'s ``content`` with its players renamed: put into the room's (old) base,
    renamed by the game's adapter, taken out again, so every game's parts are renamed alike
    (a Panorama panorama, Topiary's visitors, the rabbits of Tsukimi's board)."""
    adapter = room_parts.adapter_of(game)
    whole = room_parts.insert(game, base, key, content)
    return room_parts.extract(game, adapter.renamed_players(whole, renames), key)


def rename_seats(room_id: str, names: dict[int, str], token: str | None) -> RenameOutcome:
    """Rename seats (seat → new name) of an open room, everywhere the room holds the names:
    its seats, its base, every part and every kept version of a part (so a phone that started
    from an earlier version still merges with the names as they are now). The host renames
    any seat, a player their own; names are checked as the table's (the scorer's rules) and
    must still tell every player apart."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is None or room.status != "open":
            return RenameOutcome("gone")
        who = viewer(room, token)
        old_names = names_of(room)
        new_names = list(old_names)
        for seat, name in names.items():
            if not 0 <= seat < len(old_names):
                return RenameOutcome("refused", seat)
            if name != old_names[seat] and not may_rename(who, seat):
                return RenameOutcome("refused", seat)
            new_names[seat] = name
        renames = {old: new for old, new in zip(old_names, new_names, strict=True) if old != new}
        if not renames:
            return RenameOutcome("renamed")
        adapter = room_parts.adapter_of(room.game)
        base = adapter.renamed_players(room.base, renames)
        problem = seat_name_problem(new_names, base)
        if problem is not None:
            where = next((i for i in names if f"players[{i}]" in problem.path), None)
            return RenameOutcome("problem", where, problem.message)
        changed = sorted(names, key=lambda seat: (new_names[seat] == old_names[seat], seat))
        taken = next((seat for seat in changed if name_taken(new_names, seat)), None)
        if taken is not None:
            return RenameOutcome("problem", taken, NAME_TAKEN, {"name": new_names[taken]})
        for part in room.parts:
            part.content = renamed_fragment(room.game, room.base, part.key, part.content, renames)
        versions = db.session.scalars(
            sa.select(RoomPartVersion).where(RoomPartVersion.room_id == room.id)
        )
        for kept in versions:
            kept.content = renamed_fragment(room.game, room.base, kept.key, kept.content, renames)
        room.base = base
        for row in room.seats:
            row.name = new_names[row.seat]
        touch(room)
    return RenameOutcome("renamed")


def assembled_state(room: Room) -> dict[str, Any]:
    """The whole table as the room holds it now: every part put into the base state."""
    fragments = {part.key: part.content for part in room.parts}
    return room_parts.assemble(room.game, room.base, fragments)


@dataclass(frozen=True)
class ScoreOutcome:
    """What became of "Score": a saved table (``table_id``, and the edit token the scorer
    keeps; ``already`` when another phone scored it first, so no token), a ``refusal`` (this
    phone may not score yet), the table's ``problems``, or ``gone`` (no such room)."""

    table_id: str | None = None
    token: str | None = None
    refusal: str | None = None
    problems: tuple[Problem, ...] = ()
    already: bool = False
    gone: bool = False


def unfinished_parts(room: Room) -> list[RoomPart]:
    """The parts not marked done (the host's own included), in the game's order of parts."""
    specs = room_parts.parts(room.game, names_of(room))
    order = {spec.key: index for index, spec in enumerate(specs)}
    return sorted((p for p in room.parts if not p.done), key=lambda p: order.get(p.key, 0))


def names_of(room: Room) -> list[str]:
    return [seat.name for seat in sorted(room.seats, key=lambda seat: seat.seat)]


def score_room(room_id: str, token: str | None) -> ScoreOutcome:
    """Score the table the room holds and save it, once: the host may score before every part
    is done, any seated player once they all are.

    All of it happens under the room's lock (the lock every part save takes), so a part saved
    meanwhile is either in the table or refused ("scored"), never acknowledged and left out;
    and a second "Score" (another phone, a double tap) finds the room scored and answers the
    first table. A room the host reopened is scored again as a new version of the same table.
    """
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is None:
            return ScoreOutcome(gone=True)
        if room.status == "scored" and room.table_id:
            return ScoreOutcome(table_id=room.table_id, already=True)
        who = viewer(room, token)
        if not who.is_host and not (who.seat is not None and all(p.done for p in room.parts)):
            return ScoreOutcome(refusal=HOST_SCORES)
        game = get_game(room.game)
        state = assembled_state(room)
        try:
            table = game.parse(state)
        except TableError as error:
            return ScoreOutcome(problems=tuple(error.problems))
        result = kept_result(game.score(table).to_dict())
        earlier = db.session.get(SavedTable, room.table_id) if room.table_id else None
        edit_token: str | None = None
        if earlier is not None:  # Reopened by its host: a new version of the same table.
            db.session.add(
                Revision(
                    table_id=earlier.id,
                    number=len(earlier.revisions) + 1,
                    state=earlier.state,
                    result=earlier.result,
                    saved=earlier.updated,
                )
            )
            earlier.state, earlier.result, earlier.updated = state, result, utc_now()
            table_id = earlier.id
        else:
            edit_token = new_edit_token()
            now = utc_now()
            saved = SavedTable(
                id=new_table_id(),
                game=room.game,
                state=state,
                result=result,
                token_hash=hash_token(edit_token),
                created=now,
                updated=now,
            )
            db.session.add(saved)
            db.session.flush()  # The row exists before the room names it.
            table_id = saved.id
        room.status = "scored"
        room.table_id = table_id
        touch(room)
    return ScoreOutcome(table_id=table_id, token=edit_token)


def reopen_room(room_id: str, token: str | None) -> str:
    """The host reopens a room scored too early: ``"reopened"``; ``"not-host"``, ``"late"``
    (more than :data:`REOPEN_WINDOW` after scoring), ``"open"`` (it is not scored) or
    ``"gone"``. The saved table stays: scoring again saves its next version."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is None:
            return "gone"
        if room.status != "scored":
            return "open"
        if not viewer(room, token).is_host:
            return "not-host"
        if not may_reopen(room):
            return "late"
        room.status = "open"
        touch(room)
    return "reopened"


def may_reopen(room: Room) -> bool:
    """Whether a scored room is still within the minutes its host may reopen it (scoring was
    its last change: nothing else changes a scored room)."""
    return room.status == "scored" and utc_now() - room.last_activity < REOPEN_WINDOW


def _bucket(address: str | None) -> str:
    """The address a wrong code is counted against: an IPv4 address as it is, an IPv6 one by
    its /64 (one home or phone gets a whole /64, and picks any address in it).

    >>> _bucket("2001:db8:1:2::5") == _bucket("2001:db8:1:2:ffff::9")
    True
    >>> _bucket("2001:db8:1:3::5") == _bucket("2001:db8:1:2::5")
    False
    >>> _bucket("::ffff:192.0.2.7")
    '192.0.2.7'
    """
    try:
        found = ipaddress.ip_address((address or "").strip())
    except ValueError:
        return address or "unknown"
    if isinstance(found, ipaddress.IPv6Address):
        if found.ipv4_mapped is not None:
            return str(found.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{found}/64", strict=False))
    return str(found)


def client_key(address: str | None) -> str:
    """The client's address as counted (hashed: the database keeps no addresses)."""
    return hash_token(f"join:{_bucket(address)}")


def wait_after(wrong: int) -> timedelta:
    """How long an address waits before its next typed code is looked at, after ``wrong``
    wrong codes in the window: nothing for the first ``JOIN_ATTEMPTS_ALLOWED``, then 15 s,
    30 s, 1 min … at most 10 minutes.

    >>> [int(wait_after(n).total_seconds()) for n in (1, 19, 20, 21, 22, 30)]
    [0, 0, 15, 30, 60, 600]
    """
    if wrong < JOIN_ATTEMPTS_ALLOWED:
        return timedelta(0)
    doublings = min(wrong - JOIN_ATTEMPTS_ALLOWED, 16)
    return min(FIRST_WAIT * (1 << doublings), LONGEST_WAIT)


def must_wait(client: str) -> bool:
    """This address is waiting out its wrong codes: its next typed code is not looked at.
    Locks the address's row (made first if the address has none, so two first codes cannot
    both pass unlocked): call inside the write transaction that counts."""
    table = JoinLimit.__table__
    long_ago = utc_now() - JOIN_WINDOW - LONGEST_WAIT - timedelta(seconds=1)
    db.session.execute(
        _insert(table)
        .values(bucket=client, wrong=0, last_wrong=long_ago, wait_until=long_ago)
        .on_conflict_do_nothing(index_elements=[table.c.bucket])
    )
    wait_until = db.session.scalar(
        sa.select(table.c.wait_until).where(table.c.bucket == client).with_for_update()
    )
    return wait_until is not None and wait_until > utc_now()


def _insert(table: sa.Table) -> Any:
    """``INSERT`` with ``ON CONFLICT`` for the database in use (PostgreSQL or SQLite)."""
    if db.session.get_bind().dialect.name == "postgresql":
        # Imported here: the engine has loaded it already on PostgreSQL, and on SQLite it is
        # 1.2 MB of a worker's memory that nothing uses (issue 24).
        from sqlalchemy.dialects import postgresql

        return postgresql.insert(table)
    return sqlite.insert(table)


def count_wrong(client: str) -> None:
    """Count a wrong code against the address, atomically (one upsert, ``RETURNING`` the
    count, under the transaction the caller holds), and set its wait; rows of addresses
    quiet for longer than the window and the longest wait are cleared."""
    now = utc_now()
    table = JoinLimit.__table__
    insert = _insert(table)
    quiet = table.c.last_wrong < now - JOIN_WINDOW
    upsert = (
        insert.values(bucket=client, wrong=1, last_wrong=now, wait_until=now)
        .on_conflict_do_update(
            index_elements=[table.c.bucket],
            set_={"wrong": sa.case((quiet, 1), else_=table.c.wrong + 1), "last_wrong": now},
        )
        .returning(table.c.wrong)
    )
    wrong = int(db.session.execute(upsert).scalar_one())
    wait = wait_after(wrong)
    if wait:
        db.session.execute(
            sa.update(table).where(table.c.bucket == client).values(wait_until=now + wait)
        )
    quiet_long = (
        sa.select(table.c.bucket)
        .where(table.c.last_wrong < now - JOIN_WINDOW - LONGEST_WAIT, table.c.bucket != client)
        .with_for_update(skip_locked=True)  # Rows other codes hold now are left to them.
    )
    db.session.execute(sa.delete(table).where(table.c.bucket.in_(quiet_long.scalar_subquery())))


def typed_code(client: str, text: str) -> tuple[str, str | None]:
    """A join code typed from address ``client``: ``("room", ROOM_ID)`` for a live room's
    code, ``("wrong", None)`` (counted), or ``("wait", None)`` while the address waits out
    its wrong codes (nothing is looked at, nothing counted). Checked and counted in one write
    transaction under the address's row lock, so concurrent codes cannot slip past the count.
    """
    with write_transaction():
        if must_wait(client):
            return "wait", None
        normal = normal_code(text)
        room = room_by_code(normal) if normal else None
        if room is not None:
            return "room", room.id
        count_wrong(client)
    return "wrong", None


def recover_host_typed(client: str, room_id: str, code: str, token: str) -> str:
    """:func:`recover_host` for a code typed from ``client``: ``"host"``, ``"wrong"`` or
    ``"wait"``. A wrong recovery code counts against the address and against the room (its
    own bucket: guesses at one room's code from many addresses wait too)."""
    buckets = (client, hash_token(f"recovery:{room_id}"))
    with write_transaction():
        waiting = any([must_wait(bucket) for bucket in buckets])
    if waiting:
        return "wait"
    if recover_host(room_id, code, token):
        return "host"
    with write_transaction():
        for bucket in buckets:
            count_wrong(bucket)
    return "wrong"


def live_open_rooms(room_ids: list[str]) -> set[str]:
    """Which of these rooms are still open and live (a phone's cookie keeps only those)."""
    if not room_ids:
        return set()
    since = utc_now() - ROOM_LIFETIME
    return set(
        db.session.scalars(
            sa.select(Room.id).where(
                Room.id.in_(room_ids), Room.status == "open", Room.last_activity > since
            )
        )
    )
