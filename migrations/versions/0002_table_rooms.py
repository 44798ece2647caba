"""Table rooms: rooms, their seats and parts, and wrong join codes (issue 12).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01

Self-contained on purpose (no import of web.models), as 0001.
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rooms",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("code", sa.String(length=6), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("base", sa.JSON(), nullable=False),
        sa.Column("host_token_hash", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("table_id", sa.String(length=32), nullable=True),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_activity", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["saved_tables.id"],
            name=op.f("fk_rooms_table_id_saved_tables"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rooms")),
        sa.UniqueConstraint("code", name=op.f("uq_rooms_code")),
    )
    op.create_index(op.f("ix_rooms_last_activity"), "rooms", ["last_activity"])
    op.create_table(
        "room_seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_id", sa.String(length=32), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=True),
        sa.Column("joined", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reclaim_hash", sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(
            ["room_id"], ["rooms.id"], name=op.f("fk_room_seats_room_id_rooms"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_room_seats")),
        sa.UniqueConstraint("room_id", "seat", name=op.f("uq_room_seats_room_id")),
    )
    op.create_index(op.f("ix_room_seats_room_id"), "room_seats", ["room_id"])
    op.create_table(
        "room_parts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_id", sa.String(length=32), nullable=False),
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("content", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("done", sa.Boolean(), nullable=False),
        sa.Column("updated_by", sa.String(length=100), nullable=True),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["room_id"], ["rooms.id"], name=op.f("fk_room_parts_room_id_rooms"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_room_parts")),
        sa.UniqueConstraint("room_id", "key", name=op.f("uq_room_parts_room_id")),
    )
    op.create_index(op.f("ix_room_parts_room_id"), "room_parts", ["room_id"])
    op.create_table(
        "join_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("client", sa.String(length=64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_join_attempts")),
    )
    op.create_index("ix_join_attempts_client_at", "join_attempts", ["client", "at"])


def downgrade() -> None:
    op.drop_index("ix_join_attempts_client_at", table_name="join_attempts")
    op.drop_table("join_attempts")
    op.drop_index(op.f("ix_room_parts_room_id"), table_name="room_parts")
    op.drop_table("room_parts")
    op.drop_index(op.f("ix_room_seats_room_id"), table_name="room_seats")
    op.drop_table("room_seats")
    op.drop_index(op.f("ix_rooms_last_activity"), table_name="rooms")
    op.drop_table("rooms")
