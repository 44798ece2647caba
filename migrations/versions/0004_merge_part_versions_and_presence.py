"""Rooms that merge: every part's saved versions, and who is on which part (issue 21).

Revision ID: 0004_merge
Revises: 0003_seats
Create Date: 2026-12-02

Self-contained on purpose (no import of web.models), as 0001 and 0002.
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_merge"
down_revision = "0003_seats"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "room_part_versions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_id", sa.String(length=32), nullable=False),
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("content", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["room_id"],
            ["rooms.id"],
            name=op.f("fk_room_part_versions_room_id_rooms"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_room_part_versions")),
        sa.UniqueConstraint(
            "room_id", "key", "version", name=op.f("uq_room_part_versions_room_id")
        ),
    )
    op.create_index(op.f("ix_room_part_versions_room_id"), "room_part_versions", ["room_id"])
    op.create_table(
        "room_presence",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_id", sa.String(length=32), nullable=False),
        sa.Column("by", sa.String(length=100), nullable=False),
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("seen", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["room_id"],
            ["rooms.id"],
            name=op.f("fk_room_presence_room_id_rooms"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_room_presence")),
        sa.UniqueConstraint("room_id", "by", name=op.f("uq_room_presence_room_id")),
    )
    op.create_index(op.f("ix_room_presence_room_id"), "room_presence", ["room_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_room_presence_room_id"), table_name="room_presence")
    op.drop_table("room_presence")
    op.drop_index(op.f("ix_room_part_versions_room_id"), table_name="room_part_versions")
    op.drop_table("room_part_versions")
