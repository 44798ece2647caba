"""Saved tables: the service (save, revise, read), the /t/ID pages, /api/v1/tables,
"your tables" and the kept language of a result."""
