"""Seats a table can trust: every request for a held seat kept, the host's recovery code,
and wrong join codes counted per address in one row (issues 21 and 27).

Revision ID: 0003_seats
Revises: 0002
Create Date: 2026-12-02

Self-contained on purpose (no import of web.models), as 0001 and 0002. A seat's one pending
request (``room_seats.reclaim_hash``) becomes a row of ``seat_requests``; the old rows of
wrong codes (``join_attempts``) are dropped: they only slowed guessing for ten minutes.
"""

import sqlalchemy as sa
from alembic import op

revision = "0003_seats"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "seat_requests",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_id", sa.String(length=32), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("asker", sa.String(length=60), nullable=False),
        sa.Column("from_seat", sa.Integer(), nullable=True),
        sa.Column("device", sa.String(length=40), nullable=False),
        sa.Column("asked", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["room_id"],
            ["rooms.id"],
            name=op.f("fk_seat_requests_room_id_rooms"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seat_requests")),
    )
    op.create_index(op.f("ix_seat_requests_room_id"), "seat_requests", ["room_id"])
    op.execute(
        "INSERT INTO seat_requests (room_id, seat, token_hash, asker, device, asked) "
        "SELECT s.room_id, s.seat, s.reclaim_hash, '', '', r.last_activity "
        "FROM room_seats s JOIN rooms r ON r.id = s.room_id WHERE s.reclaim_hash IS NOT NULL"
    )
    with op.batch_alter_table("room_seats") as batch:
        batch.drop_column("reclaim_hash")
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(sa.Column("host_recovery_hash", sa.String(length=64), nullable=True))
    op.create_table(
        "join_limits",
        sa.Column("bucket", sa.String(length=64), nullable=False),
        sa.Column("wrong", sa.Integer(), nullable=False),
        sa.Column("last_wrong", sa.DateTime(timezone=True), nullable=False),
        sa.Column("wait_until", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("bucket", name=op.f("pk_join_limits")),
    )
    op.create_index(op.f("ix_join_limits_last_wrong"), "join_limits", ["last_wrong"])
    op.drop_index("ix_join_attempts_client_at", table_name="join_attempts")
    op.drop_table("join_attempts")


def downgrade() -> None:
    op.create_table(
        "join_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("client", sa.String(length=64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_join_attempts")),
    )
    op.create_index("ix_join_attempts_client_at", "join_attempts", ["client", "at"])
    op.drop_index(op.f("ix_join_limits_last_wrong"), table_name="join_limits")
    op.drop_table("join_limits")
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("host_recovery_hash")
    with op.batch_alter_table("room_seats") as batch:
        batch.add_column(sa.Column("reclaim_hash", sa.String(length=64), nullable=True))
    op.drop_index(op.f("ix_seat_requests_room_id"), table_name="seat_requests")
    op.drop_table("seat_requests")
