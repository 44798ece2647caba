"""Table rooms (issue 12): every player fills in their own part of a table on their own phone.

``parts`` splits a game's table state into parts and puts it back together (pure functions on
the contract's state); ``formdata`` lets the game's own form edit one part; ``service`` keeps
rooms in the database (nothing in process memory); ``views`` and ``api`` are the pages and the
JSON API.
"""
