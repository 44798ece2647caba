"""What Vantage keeps: saved tables, their earlier revisions, and the groups tables are filed in.

A saved table is the table state as entered, the result it scored (kept, not re-computed, so
a link opened next month shows what the table saw that night) and every earlier revision.
Ids are random and unguessable; an edit token is kept only as its SHA-256 hash.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Mapped, mapped_column, relationship

from web.platform.db import db

ID_LENGTH = 32
"""Room for ``secrets.token_urlsafe(16)`` (22 characters) and for longer ids later."""


def utc_now() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(sa.types.TypeDecorator[datetime]):
    """A moment in UTC, read back as an aware datetime on every database.

    SQLite has no time zones and hands back naive datetimes; PostgreSQL keeps them. Storing
    UTC and reading it back as UTC makes both say the same.
    """

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is not None and value.tzinfo is not None:
            value = value.astimezone(UTC)
        return value

    def process_result_value(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is not None:
            value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
        return value


JSONDocument = sa.JSON()
"""A JSON document kept as the text it was (PostgreSQL's ``json``, not ``jsonb``): a table
comes back with its keys in the order they were written, so a page lists players' rabbits,
say, in the table's order on every database."""


class Group(db.Model):  # type: ignore[name-defined,misc]
    """A private link (``/g/ID``) that tables are filed into, e.g. "Thursday group"."""

    __tablename__ = "groups"

    id: Mapped[str] = mapped_column(sa.String(ID_LENGTH), primary_key=True)
    name: Mapped[str] = mapped_column(sa.String(100))
    created: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)

    tables: Mapped[list[SavedTable]] = relationship(back_populates="group")


class SavedTable(db.Model):  # type: ignore[name-defined,misc]
    """One scored table as it stands now; its earlier versions are its ``revisions``."""

    __tablename__ = "saved_tables"

    id: Mapped[str] = mapped_column(sa.String(ID_LENGTH), primary_key=True)
    game: Mapped[str] = mapped_column(sa.String(40))
    state: Mapped[dict[str, Any]] = mapped_column(JSONDocument)
    result: Mapped[dict[str, Any]] = mapped_column(JSONDocument)
    token_hash: Mapped[str] = mapped_column(sa.String(64))
    """SHA-256 of the edit token, hex: the token itself is never stored."""
    created: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    group_id: Mapped[str | None] = mapped_column(
        sa.ForeignKey("groups.id", ondelete="SET NULL"), index=True
    )

    group: Mapped[Group | None] = relationship(back_populates="tables")
    revisions: Mapped[list[Revision]] = relationship(
        back_populates="table",
        order_by="Revision.number",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )


class Revision(db.Model):  # type: ignore[name-defined,misc]
    """An earlier version of a saved table: what it was, what it scored, and when it was saved.

    ``number`` counts from 1 (the table as first saved) in the order they were replaced.
    """

    __tablename__ = "revisions"
    __table_args__ = (sa.UniqueConstraint("table_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[str] = mapped_column(
        sa.ForeignKey("saved_tables.id", ondelete="CASCADE"), index=True
    )
    number: Mapped[int]
    state: Mapped[dict[str, Any]] = mapped_column(JSONDocument)
    result: Mapped[dict[str, Any]] = mapped_column(JSONDocument)
    saved: Mapped[datetime] = mapped_column(UTCDateTime)

    table: Mapped[SavedTable] = relationship(back_populates="revisions")


class Room(db.Model):  # type: ignore[name-defined,misc]
    """A table being entered together (issue 12): every phone fills in its own part.

    ``id`` is random (128 bits) and is what its pages' addresses carry; ``code`` is the short
    join code players type (unique, upper case). ``base`` is the table state the room was
    opened with (its players' names, whatever was already entered); the parts hold the rest.
    ``revision`` goes up by one with every change, so a phone asking "anything new?" is
    answered from this one row (its ETag).
    """

    __tablename__ = "rooms"

    id: Mapped[str] = mapped_column(sa.String(ID_LENGTH), primary_key=True)
    code: Mapped[str] = mapped_column(sa.String(6), unique=True)
    game: Mapped[str] = mapped_column(sa.String(40))
    base: Mapped[dict[str, Any]] = mapped_column(JSONDocument)
    host_token_hash: Mapped[str] = mapped_column(sa.String(64))
    status: Mapped[str] = mapped_column(sa.String(10), default="open")
    """``open`` while parts are entered, ``scored`` once it is a saved table."""
    table_id: Mapped[str | None] = mapped_column(
        sa.ForeignKey("saved_tables.id", ondelete="SET NULL")
    )
    revision: Mapped[int] = mapped_column(default=1)
    created: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    last_activity: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, index=True)
    host_recovery_hash: Mapped[str | None] = mapped_column(sa.String(64))
    """The host's recovery code (shown once, when the room opens), hashed: with it another
    phone takes the host's place back."""

    seats: Mapped[list[RoomSeat]] = relationship(
        back_populates="room",
        order_by="RoomSeat.seat",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )
    parts: Mapped[list[RoomPart]] = relationship(
        back_populates="room", cascade="all, delete-orphan", passive_deletes=True
    )
    requests: Mapped[list[SeatRequest]] = relationship(
        back_populates="room",
        order_by="(SeatRequest.asked, SeatRequest.id)",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )


class RoomSeat(db.Model):  # type: ignore[name-defined,misc]
    """One player's seat in a room, held by the phone whose token hashes to ``token_hash``.
    Phones asking for a seat that is already held are its :class:`SeatRequest` rows."""

    __tablename__ = "room_seats"
    __table_args__ = (sa.UniqueConstraint("room_id", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[str] = mapped_column(sa.ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    name: Mapped[str] = mapped_column(sa.String(100))
    token_hash: Mapped[str | None] = mapped_column(sa.String(64))
    joined: Mapped[datetime | None] = mapped_column(UTCDateTime)

    room: Mapped[Room] = relationship(back_populates="seats")


class RoomPart(db.Model):  # type: ignore[name-defined,misc]
    """One part of a room's table (``web.rooms.parts``): its fragment of the table state and
    its version, which every save must name (a save against an older version is refused)."""

    __tablename__ = "room_parts"
    __table_args__ = (sa.UniqueConstraint("room_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[str] = mapped_column(sa.ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(sa.String(40))
    content: Mapped[dict[str, Any]] = mapped_column(JSONDocument)
    version: Mapped[int] = mapped_column(default=0)
    """0 until someone saves it, then one more with every save."""
    done: Mapped[bool] = mapped_column(default=False)
    updated_by: Mapped[str | None] = mapped_column(sa.String(100))
    updated: Mapped[datetime | None] = mapped_column(UTCDateTime)

    room: Mapped[Room] = relationship(back_populates="parts")


class RoomPartVersion(db.Model):  # type: ignore[name-defined,misc]
    """A part as one save left it (its ``version``): what a later save that started from it is
    merged against (``web.rooms.merge``), so two phones saving at once keep both entries."""

    __tablename__ = "room_part_versions"
    __table_args__ = (sa.UniqueConstraint("room_id", "key", "version"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[str] = mapped_column(sa.ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(sa.String(40))
    version: Mapped[int]
    content: Mapped[dict[str, Any]] = mapped_column(JSONDocument)


class RoomPresence(db.Model):  # type: ignore[name-defined,misc]
    """A phone on a part's page: who (``by``, as ``web.rooms.savers`` keeps savers:
    ``seat:1``, ``host``) and when it last said so (its page's poll). Seen within
    ``web.rooms.presence.PRESENCE_LIFETIME``, it is "entering" the part for the others."""

    __tablename__ = "room_presence"
    __table_args__ = (sa.UniqueConstraint("room_id", "by"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[str] = mapped_column(sa.ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    by: Mapped[str] = mapped_column(sa.String(100))
    key: Mapped[str] = mapped_column(sa.String(40))
    seen: Mapped[datetime] = mapped_column(UTCDateTime)


class SeatRequest(db.Model):  # type: ignore[name-defined,misc]
    """A phone asking for a seat another phone holds (it lost its cookie, or it is a
    stranger): every request is kept, with when it came, the name the asker gave and the seat
    the asking phone held then, until the seat's holder gives the seat or keeps it, or the
    host lets one in by name."""

    __tablename__ = "seat_requests"

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[str] = mapped_column(sa.ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    token_hash: Mapped[str] = mapped_column(sa.String(64))
    asker: Mapped[str] = mapped_column(sa.String(60), default="")
    """The name the asking phone gave (may be empty): what the host picks by."""
    from_seat: Mapped[int | None]
    """The seat the asking phone held when it asked (None: no seat)."""
    device: Mapped[str] = mapped_column(sa.String(40), default="")
    """What kind of phone asked ("Android", "iPhone"), from its browser's User-Agent."""
    asked: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)

    room: Mapped[Room] = relationship(back_populates="requests")


class JoinLimit(db.Model):  # type: ignore[name-defined,misc]
    """Wrong join codes typed from one address (a hash of it, IPv6 by its /64): how many in
    the current window, and until when the next typed code waits. One row per address,
    counted atomically under its row lock, in the database so every worker sees it."""

    __tablename__ = "join_limits"

    bucket: Mapped[str] = mapped_column(sa.String(64), primary_key=True)
    wrong: Mapped[int] = mapped_column(default=0)
    last_wrong: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, index=True)
    wait_until: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
