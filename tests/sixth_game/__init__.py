"""A made-up sixth game, Pebbles, that lives in the test tree only: its scoring package
(``pebbles/``), its web adapter (``adapter.py``) and its templates (``templates/pebbles/``).
``tests/web/test_sixth_game.py`` registers it as the README's "Adding a game" says and checks
that every feature of the app either works for it or is cleanly absent: no list of games
elsewhere had to change."""
