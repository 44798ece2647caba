"""A saved table's result as a picture (issue 25): the card a chat shows beside its link.

``/t/ID`` names the card of the version it shows in its ``og:image`` (``/t/ID/card/N.png`` in
the page's language), and the Share button shares it as a file where the phone can. It is the
podium and the totals, 1200×630 (the size link previews ask for), drawn here with Pillow in the
DejaVu Sans the app ships (``static/fonts/``, its licence beside it), which has every letter
of Italian and of most European names.

What it shows comes from the saved result alone (its ranks, totals and winners, worded in the
reader's language), never from which game it is: :func:`card_data` reads it, :func:`card_png`
draws it. A name too long for its line ends in "…"; a card is remembered by what it shows, so
a new version of a table, or another language, is another card.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from PIL import Image, ImageDraw, ImageFont

from scoring.wording import join_words
from web.platform.bounded import bytes_bounded_cache
from web.platform.templating import points_text
from web.platform.translate import gettext as _
from web.platform.translate import page_translations

WIDTH, HEIGHT = 1200, 630
"""The size of a large link preview (Open Graph's and X's ``summary_large_image``)."""

MAX_LINES = 6
"""Lines of the ranking the card has room for: every game's most players."""

FONTS = Path(__file__).resolve().parent.parent.parent / "static" / "fonts"
REGULAR_FONT = FONTS / "DejaVuSans.ttf"
BOLD_FONT = FONTS / "DejaVuSans-Bold.ttf"

CARD_IMAGES_BYTES = 8 * 1024 * 1024
"""What each worker keeps of the cards it drew: some three hundred (about 25 KB each)."""

PALETTE_COLOURS = 64

MARGIN = 64
BACKGROUND = (20, 23, 28)
"""The app's own dark colour (its ``theme-color``)."""
TEXT = (236, 239, 244)
MUTED = (160, 168, 180)
GOLD = (242, 193, 78)
ROW = (33, 38, 46)
WINNER_ROW = (52, 46, 30)
ELLIPSIS = "…"


class CardLine(NamedTuple):
    """One line of the card's ranking."""

    rank: str
    name: str
    points: str
    """The total with its unit, worded: "63 points", "63 punti"."""
    winner: bool


class CardData(NamedTuple):
    """Everything a card shows, in words already (a tuple, so a memo can weigh it)."""

    game: str
    headline: str
    """Who won: "Dev wins", "Ann and Ben share the win"."""
    lines: tuple[CardLine, ...]
    brand: str = "Vantage"


def winner_sentence(winners: list[str]) -> str:
    """The podium's headline, as the page's podium words it."""
    if len(winners) == 1:
        return _("%(name)s wins", name=winners[0])
    return _("%(names)s share the win", names=join_words(winners))


def points_words(total: int) -> str:
    """A total with its unit, as the page writes it: "63 points", "1 point"."""
    worded: str = page_translations().ungettext("%(num)s point", "%(num)s points", total)
    return worded % {"num": points_text(total)}


def card_data(game_name: str, result: dict[str, Any]) -> CardData:
    """What the card of a saved result shows, in the page's language: its winners, then every
    player by rank (the table's order among equals), at most :data:`MAX_LINES`."""
    players = sorted(result.get("players", []), key=lambda player: player["rank"])
    lines = tuple(
        CardLine(
            str(player["rank"]), player["name"], points_words(player["total"]), player["rank"] == 1
        )
        for player in players[:MAX_LINES]
    )
    return CardData(game_name, winner_sentence(list(result.get("winners", []))), lines)


def description(data: CardData) -> str:
    """The card in one sentence, for ``og:description``: "Dev wins. Dev 63 points, Ann 56
    points …"."""
    totals = ", ".join(f"{line.name} {line.points}" for line in data.lines)
    return _("%(headline)s. Totals: %(totals)s", headline=data.headline, totals=totals)


@cache
def font(path: Path, size: int) -> ImageFont.FreeTypeFont:
    """A font of the app's at one size, loaded once a process."""
    return ImageFont.truetype(str(path), size)


def one_line(text: str) -> str:
    """``text`` on one line: every run of spaces, tabs or line breaks one space."""
    return " ".join(text.split())


def fitted(text: str, face: ImageFont.FreeTypeFont, width: float) -> str:
    """``text`` as it fits ``width`` pixels in ``face``: whole, or cut and ended with "…"."""
    text = one_line(text)
    if face.getlength(text) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # The longest start that fits with the ellipsis after it.
        middle = (low + high + 1) // 2
        if face.getlength(text[:middle].rstrip() + ELLIPSIS) <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def largest_fitting(
    text: str, path: Path, width: float, sizes: tuple[int, ...]
) -> tuple[ImageFont.FreeTypeFont, str]:
    """The first of ``sizes`` at which ``text`` fits ``width`` whole; else the last, cut."""
    for size in sizes:
        face = font(path, size)
        if face.getlength(one_line(text)) <= width:
            return face, one_line(text)
    face = font(path, sizes[-1])
    return face, fitted(text, face, width)


def draw_card(data: CardData) -> Image.Image:
    """The card as an image: the game and the brand on top, who won, then the ranking."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    inner = WIDTH - 2 * MARGIN

    small = font(REGULAR_FONT, 30)
    brand = font(BOLD_FONT, 30)
    brand_width = brand.getlength(data.brand)
    draw.text((WIDTH - MARGIN, 48), data.brand, font=brand, fill=GOLD, anchor="ra")
    draw.text(
        (MARGIN, 48), fitted(data.game, small, inner - brand_width - 40), font=small, fill=MUTED
    )

    headline, words = largest_fitting(data.headline, BOLD_FONT, inner, (64, 56, 48, 40))
    draw.text((MARGIN, 100), words, font=headline, fill=TEXT)

    lines = data.lines[:MAX_LINES]
    top, bottom = 200, HEIGHT - 40
    row_height = min(96, (bottom - top) // max(len(lines), 1))
    size = max(22, int(row_height * 0.5))
    name_face, points_face = font(REGULAR_FONT, size), font(BOLD_FONT, size)
    badge = row_height - 12
    for index, line in enumerate(lines):
        y = top + index * row_height
        middle = y + (row_height - 6) / 2
        draw.rounded_rectangle(
            (MARGIN, y, WIDTH - MARGIN, y + row_height - 6),
            radius=12,
            fill=WINNER_ROW if line.winner else ROW,
        )
        draw.ellipse(
            (MARGIN + 10, middle - badge / 2 + 3, MARGIN + 10 + badge - 6, middle + badge / 2 - 3),
            fill=GOLD if line.winner else MUTED,
        )
        rank_face = font(BOLD_FONT, max(16, int(size * (0.9 if len(line.rank) < 2 else 0.7))))
        draw.text(
            (MARGIN + 10 + (badge - 6) / 2, middle),
            line.rank,
            font=rank_face,
            fill=BACKGROUND,
            anchor="mm",
        )
        points = fitted(line.points, points_face, inner * 0.4)
        points_right = WIDTH - MARGIN - 24
        draw.text((points_right, middle), points, font=points_face, fill=TEXT, anchor="rm")
        name_left = MARGIN + 10 + badge + 14
        name_room = points_right - points_face.getlength(points) - 32 - name_left
        draw.text(
            (name_left, middle),
            fitted(line.name, name_face, name_room),
            font=name_face,
            fill=GOLD if line.winner else TEXT,
            anchor="lm",
        )
    return image


@bytes_bounded_cache(CARD_IMAGES_BYTES)
def card_png(data: CardData) -> bytes:
    """The card as a PNG file, drawn once a worker for what it shows: in 64 colours, which
    its flat colours and smoothed letters need no more of (some 25 KB, against 65 KB in full
    colour; about 0.1 s to draw and pack, where Pillow's ``optimize`` took 0.5 s for 3%)."""
    document = io.BytesIO()
    draw_card(data).quantize(PALETTE_COLOURS).save(document, format="PNG")
    return document.getvalue()
