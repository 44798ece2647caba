"""What Vantage keeps: saved tables, their earlier revisions, and the groups tables are filed in.

A saved table is the table state as entered, the result it scored (kept, not re-computed, so
a link opened next month shows what the table saw that night) and every earlier revision.
Ids are random and unguessable; an edit token is kept only as its SHA-256 hash.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import Mapped, mapped_column, relationship

from web.db import db

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


JSONDocument = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
"""A JSON document: JSONB on PostgreSQL, JSON text on SQLite."""


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
