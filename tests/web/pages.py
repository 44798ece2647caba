"""Reading a rendered page the way a player reads it, for the view tests of every game."""

from __future__ import annotations

import html as html_text
import re

RANKING_ROW = re.compile(
    r'<span class="name">([^<]*)</span>\s*<span class="points">([-−]?\d+)', flags=re.S
)


def podium(page: str) -> list[tuple[str, int]]:
    """(name, total) for every player, in the ranking's order; totals keep their sign (the
    page writes it as a minus sign, "−3").

    >>> podium('<span class="name">Ann &amp; Co</span> <span class="points">−3</span>')
    [('Ann & Co', -3)]
    """
    return [
        (html_text.unescape(name), int(points.replace("−", "-")))
        for name, points in RANKING_ROW.findall(page)
    ]
