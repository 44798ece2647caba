"""Migration 0002 creates exactly the room tables the models describe, on both databases."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from web.platform.db import db

ROOM_TABLES = {
    "rooms",
    "room_seats",
    "room_parts",
    "room_part_versions",
    "room_presence",
    "join_attempts",
}


def test_the_migrated_room_tables_match_the_models(room_app):
    with room_app.app_context(), db.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": False})
        differences = compare_metadata(context, db.metadata)
    about_rooms = [
        difference
        for difference in differences
        if any(name in repr(difference) for name in ROOM_TABLES)
    ]
    assert about_rooms == []
