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
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import sqlalchemy as sa

from scoring import Problem, TableError, get_game
from scoring.i18n import N_
from web.models import JoinAttempt, Room, RoomPart, RoomSeat, utc_now
from web.platform.db import db, write_transaction
from web.rooms import parts as room_parts
from web.tables.names import seat_name_problem
from web.tables.service import (
    ID_PATTERN,
    hash_token,
    new_edit_token,
    new_table_id,
    save_table,
)

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""Join codes use no look-alikes: no 0/O, 1/I/L."""
CODE_LENGTH = 6
ROOM_LIFETIME = timedelta(days=1)
"""A room closes after a day with no change in it."""
JOIN_WINDOW = timedelta(minutes=10)
JOIN_ATTEMPTS_ALLOWED = 20
"""Wrong join codes allowed per client address in ``JOIN_WINDOW``: plenty for typos, and
31⁶ ≈ 887 million codes make guessing hopeless at 20 per 10 minutes."""
HOST_SCORES = N_("Only the host can score before every part is done.")


def normal_code(text: str) -> str | None:
    """The join code typed, in its canonical form, or None when it cannot be one.

    >>> normal_code(" k7m-q2p ")
    'K7MQ2P'
    >>> normal_code("OOOOOO") is None
    True
    """
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != CODE_LENGTH or any(letter not in CODE_ALPHABET for letter in code):
        return None
    return code


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def is_live(room: Room) -> bool:
    """Open or scored, and changed within the last day."""
    return utc_now() - room.last_activity < ROOM_LIFETIME


def get_room(room_id: str, for_update: bool = False) -> Room | None:
    """The live room with this id, or None (unknown or expired; or no id at all: PostgreSQL
    refuses a NUL in what it is sent, so only an id's own characters are looked up)."""
    if not ID_PATTERN.fullmatch(room_id):
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
    if not ID_PATTERN.fullmatch(room_id):
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


def open_room(game: str, base: dict[str, Any]) -> tuple[Room, str]:
    """A new room for ``base`` (its players named, in seating order); returns it and the
    host's token. Rooms that expired are cleared out first, freeing their codes."""
    names = room_parts.player_names(game, base)
    if seat_name_problem(names, base) is not None:  # The views say why; nothing is saved.
        raise ValueError(f"not seat names: {names!r}")
    token = new_edit_token()
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
    return room, token


@dataclass(frozen=True)
class Viewer:
    """Who a phone is in a room: the host or not, and its seat if it holds one."""

    is_host: bool
    seat: int | None
    asking_for: int | None = None
    """The seat this phone asked the host to let it back into, if any."""


def _matches(token: str | None, hashed: str | None) -> bool:
    return (
        bool(token) and bool(hashed) and hmac.compare_digest(hash_token(token or ""), hashed or "")
    )


def viewer(room: Room, token: str | None) -> Viewer:
    """Who the phone holding ``token`` is in ``room``."""
    seat = next((s.seat for s in room.seats if _matches(token, s.token_hash)), None)
    asking = next((s.seat for s in room.seats if _matches(token, s.reclaim_hash)), None)
    return Viewer(_matches(token, room.host_token_hash), seat, asking)


def take_seat(room_id: str, seat: int, token: str) -> str:
    """The phone holding ``token`` sits in ``seat``: ``"joined"``, or ``"asked"`` when the seat
    is held by another phone (the host is asked to let this one in), ``"gone"`` for a room or
    seat that is not there. A phone holds one seat: taking another frees the first."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is None or room.status != "open":
            return "gone"
        target = next((s for s in room.seats if s.seat == seat), None)
        if target is None:
            return "gone"
        if _matches(token, target.token_hash):
            return "joined"
        if target.token_hash is not None:
            target.reclaim_hash = hash_token(token)
            touch(room)
            return "asked"
        for other in room.seats:
            if _matches(token, other.token_hash):
                other.token_hash = None
        target.token_hash = hash_token(token)
        target.joined = target.joined or utc_now()
        target.reclaim_hash = None
        touch(room)
    return "joined"


def answer_reclaim(room_id: str, seat: int, approve: bool) -> bool:
    """The host lets the phone asking for ``seat`` in (the old phone loses it), or refuses."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        target = next((s for s in room.seats if s.seat == seat), None) if room else None
        if room is None or target is None or target.reclaim_hash is None:
            return False
        if approve:
            target.token_hash = target.reclaim_hash
        target.reclaim_hash = None
        touch(room)
    return True


@dataclass(frozen=True)
class SaveOutcome:
    """What became of a part save: ``saved``, ``stale`` (someone saved first: ``part`` is
    theirs) or ``gone``."""

    status: str
    part: RoomPart | None


def save_part(
    room_id: str, key: str, content: dict[str, Any], version: int, by: str, done: bool
) -> SaveOutcome:
    """Save a part if ``version`` is still its version (the version rule); else refuse it.
    ``by`` is who saves it, as :func:`web.rooms.savers.saver_key` keeps it (``seat:1``).
    """
    with write_transaction():
        room = get_room(room_id, for_update=True)
        part = next((p for p in room.parts if p.key == key), None) if room else None
        if room is None or part is None or room.status != "open":
            return SaveOutcome("gone", None)
        if version != part.version:
            return SaveOutcome("stale", part)
        part.content = content
        part.version += 1
        part.done = done
        part.updated_by = by
        part.updated = utc_now()
        touch(room)
    return SaveOutcome("saved", part)


def assembled_state(room: Room) -> dict[str, Any]:
    """The whole table as the room holds it now: every part put into the base state."""
    fragments = {part.key: part.content for part in room.parts}
    return room_parts.assemble(room.game, room.base, fragments)


def mark_scored(room_id: str, table_id: str) -> None:
    """The room became saved table ``table_id``: every phone's next poll goes there."""
    with write_transaction():
        room = get_room(room_id, for_update=True)
        if room is not None:
            room.status = "scored"
            room.table_id = table_id
            touch(room)


@dataclass(frozen=True)
class ScoreOutcome:
    """What became of "Score": a saved table (``table_id``, and the edit token the scorer
    keeps), a ``refusal`` (this phone may not score yet), or the table's ``problems``."""

    table_id: str | None = None
    token: str | None = None
    refusal: str | None = None
    problems: tuple[Problem, ...] = ()


def score_room(room: Room, who: Viewer) -> ScoreOutcome:
    """Score the table the room holds and save it; the host may score before every part is
    done, any seated player once they all are."""
    if not who.is_host and not (who.seat is not None and all(p.done for p in room.parts)):
        return ScoreOutcome(refusal=HOST_SCORES)
    game = get_game(room.game)
    state = assembled_state(room)
    try:
        table = game.parse(state)
    except TableError as error:
        return ScoreOutcome(problems=tuple(error.problems))
    table_saved, token = save_table(room.game, state, game.score(table).to_dict())
    mark_scored(room.id, table_saved.id)
    return ScoreOutcome(table_id=table_saved.id, token=token)


def join_attempts_left(client: str) -> int:
    """How many more wrong join codes this client may type in the current window."""
    since = utc_now() - JOIN_WINDOW
    wrong = db.session.scalar(
        sa.select(sa.func.count())
        .select_from(JoinAttempt)
        .where(JoinAttempt.client == client, JoinAttempt.at > since)
    )
    return JOIN_ATTEMPTS_ALLOWED - int(wrong or 0)


def record_wrong_code(client: str) -> None:
    """Count a join code that matched no room (and forget attempts older than the window)."""
    now = utc_now()
    with write_transaction():
        db.session.execute(sa.delete(JoinAttempt).where(JoinAttempt.at < now - JOIN_WINDOW))
        db.session.add(JoinAttempt(client=client, at=now))


def client_key(address: str | None) -> str:
    """The client's address as counted (hashed: the database keeps no addresses)."""
    return hash_token(f"join:{address or 'unknown'}")
