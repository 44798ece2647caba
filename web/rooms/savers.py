"""Who saved a room's part: kept as a key, said in each reader's language.

A part remembers who saved it last (``RoomPart.updated_by``) as a key, never as words:
``seat:N`` (the player in seat N), ``host`` (the host's phone, holding no seat) or ``someone``
(a phone with neither, on a part anyone may edit). Each page then says a whole sentence for
each kind ("saved by Ann", "saved by the host"), in the language of the phone reading it. A
word kept at saving time and glued into the sentence read "saved by The host" (and, from a
phone in Italian, "salvata da L'host" on every phone).

A part saved before keys were kept holds the saver's name (or their words for the host): it
is shown as a name. That lasts a day at most, since a room closes a day after its last change.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

from scoring.i18n import N_
from web.platform.translate import gettext as _

Kind = Literal["seat", "host", "someone"]
"""Who saved a part: a seat's player, the host's phone, or a phone with neither."""
SEAT: Final = "seat"
HOST: Final = "host"
SOMEONE: Final = "someone"

SEAT_KEY = re.compile(r"seat:(\d+)", re.ASCII)
"""The key a seat's saves are kept under: ``seat:2``."""

SAVED_BY = {
    SEAT: N_("saved by %(name)s"),
    HOST: N_("saved by the host"),
    SOMEONE: N_("saved by someone without a seat"),
}
"""A part's state on the room page, once it has been saved."""

STALE_TITLE = {
    SEAT: N_("Saved by %(name)s meanwhile"),
    HOST: N_("Saved by the host meanwhile"),
    SOMEONE: N_("Saved by someone else meanwhile"),
}
"""The heading over a save refused because someone saved the part first."""

STALE_VERSION = {
    SEAT: N_("%(name)s's version"),
    HOST: N_("The host's version"),
    SOMEONE: N_("The other version"),
}
"""The heading of the newer version, beside this phone's, where both changed one thing."""


@dataclass(frozen=True)
class Saver:
    """Who saved a part: a seat's player (``name``), the host, or someone without a seat."""

    kind: Kind
    name: str = ""

    def says(self, sentences: dict[str, str]) -> str:
        """This saver's sentence of ``sentences`` (one of the tables above), translated."""
        return _(sentences[self.kind], name=self.name)


def saver_key(seat: int | None, is_host: bool) -> str:
    """What a part keeps of the phone saving it: its seat, else whether it is the host.

    >>> saver_key(2, True), saver_key(None, True), saver_key(None, False)
    ('seat:2', 'host', 'someone')
    """
    if seat is not None:
        return f"seat:{seat}"
    return HOST if is_host else SOMEONE


def saver_of(kept: str | None, seat_names: Sequence[str]) -> Saver | None:
    """Who saved a part, from what it keeps (``None``: never saved) and the room's seats.

    >>> saver_of("seat:1", ["Ann", "Ben"]), saver_of("host", ["Ann"])
    (Saver(kind='seat', name='Ben'), Saver(kind='host', name=''))
    >>> saver_of("Ann", ["Ann"])  # kept before keys were: the name it was saved with
    Saver(kind='seat', name='Ann')
    """
    if kept is None:
        return None
    if kept == HOST:
        return Saver(HOST)
    if kept == SOMEONE:
        return Saver(SOMEONE)
    seat = SEAT_KEY.fullmatch(kept)
    if seat is not None and int(seat[1]) < len(seat_names):
        return Saver(SEAT, seat_names[int(seat[1])])
    return Saver(SEAT, kept)
