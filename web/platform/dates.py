"""The names of months and days a page writes dates with, in each language offered."""

from __future__ import annotations

MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
}
"""Each language's abbreviated month names, as Babel (CLDR) writes them in ``d MMM y``
(``tests/saved/test_saved_pages.py`` holds them to Babel's). Kept here because a saved
table's page is the one common page that writes a date, and asking Babel for them loads its
whole locale data, some 4 MB in every worker, for twelve words."""
DAYS: dict[str, tuple[str, ...]] = {
    "en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
    "it": ("lun", "mar", "mer", "gio", "ven", "sab", "dom"),
}
"""Each language's abbreviated day names, Monday first, as Babel writes them in ``EEE``: the
day a table was played on (``web.groups.views.played_on``), kept here for the same reason."""
