"""Saved tables, their revisions, and groups (issue 11).

Revision ID: 0001
Revises:
Create Date: 2026-12-01

Self-contained on purpose (no import of web.models): a migration describes the schema as it
was when it was written, whatever the models say later.
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def json_document() -> sa.types.TypeEngine[object]:
    """JSONB on PostgreSQL, JSON text on SQLite (as ``web.models.JSONDocument``)."""
    return sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    op.create_table(
        "groups",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_groups")),
    )
    op.create_table(
        "saved_tables",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("state", json_document(), nullable=False),
        sa.Column("result", json_document(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
        sa.Column("group_id", sa.String(length=32), nullable=True),
        sa.ForeignKeyConstraint(
            ["group_id"],
            ["groups.id"],
            name=op.f("fk_saved_tables_group_id_groups"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_saved_tables")),
    )
    op.create_index(op.f("ix_saved_tables_group_id"), "saved_tables", ["group_id"])
    op.create_table(
        "revisions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.String(length=32), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("state", json_document(), nullable=False),
        sa.Column("result", json_document(), nullable=False),
        sa.Column("saved", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["saved_tables.id"],
            name=op.f("fk_revisions_table_id_saved_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_revisions")),
        sa.UniqueConstraint("table_id", "number", name=op.f("uq_revisions_table_id")),
    )
    op.create_index(op.f("ix_revisions_table_id"), "revisions", ["table_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_revisions_table_id"), table_name="revisions")
    op.drop_table("revisions")
    op.drop_index(op.f("ix_saved_tables_group_id"), table_name="saved_tables")
    op.drop_table("saved_tables")
    op.drop_table("groups")
