"""JSON documents kept as their text on PostgreSQL, on databases created before 0001 was edited.

Revision ID: 0005_upgrade
Revises: 0004_merge
Create Date: 2026-12-02

Migration 0001 first shipped (c7a7d70) with its JSON columns as ``jsonb`` on PostgreSQL; it
was edited in place afterwards (b561e8c) to make them ``json``, so a database created before
still has ``jsonb``: ``flask db check`` finds the difference, a state holding ``\\u0000`` cannot
be stored (``jsonb`` refuses it) and an object's keys come back reordered (a Tsukimi tile's
rabbits by player). This makes every JSON column ``json``, its text as ``jsonb`` last wrote
it (key order already lost cannot be found again). It changes nothing on a database that
already has ``json`` (every database created since b561e8c) or on SQLite, which has one JSON
type. A released migration is never edited again (``tests/upgrade/test_migrations.py``).

Self-contained on purpose (no import of web.models), as 0001.
"""

import sqlalchemy as sa
from alembic import op

revision = "0005_upgrade"
down_revision = "0004_merge"
branch_labels = None
depends_on = None

JSON_COLUMNS = (
    ("saved_tables", "state"),
    ("saved_tables", "result"),
    ("revisions", "state"),
    ("revisions", "result"),
    ("rooms", "base"),
    ("room_parts", "content"),
)
"""Every JSON column of the schema 0001 and 0002 declare: all ``json``."""


def upgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    for table, column in JSON_COLUMNS:
        data_type = bind.execute(
            sa.text(
                "SELECT data_type FROM information_schema.columns WHERE table_schema ="
                " current_schema() AND table_name = :table AND column_name = :column"
            ),
            {"table": table, "column": column},
        ).scalar()
        if data_type == "jsonb":
            op.alter_column(
                table,
                column,
                type_=sa.JSON(),
                existing_nullable=False,
                postgresql_using=f"{column}::json",
            )


def downgrade() -> None:
    """Nothing to undo: ``json`` is what 0001 and 0002 declare."""
