"""Taps, typed characters and scrolls per phone to enter each sample table in a room
(measured, never asserted): ``python3 bench/room_taps.py [--game SLUG] [--json] [--trace]``.

Like ``bench/taps.py`` (same app on a loopback port with a throwaway SQLite file, same
Chromium and flags, same phone, the same :class:`tests.taps.Thumb` and counting rules), but
the table plays a room as a real table does (issue 21):

- the **host** phone (the first player) opens the game's form, picks the number of players,
  types the names (as the one-phone entry does, Next key included) and taps "Score together";
  on the room page it taps its seat ("I am Ann");
- every **other player** is a browser context of its own (390 × 844, touch) that opens the
  room's join link, as scanning its QR code does (0 taps: the camera is not the screen), taps
  its seat, taps "Fill in" beside each of its parts, enters only that part on the part page
  and taps "Save, my part is done";
- the host then fills in its own parts the same way (its seat's, and the host's shared part)
  and taps Score ("Score this table"; or "Score anyway" and its confirmation, if asked).

Who enters what is what the room assigns (``web/games/SLUG/parts.py``, ``docs/rooms.md``): a
seat's part by that seat, a host's part (Sagrada's objectives, Topiary's garden, Panorama's
Awards) by the host. A part two seats may edit goes to one of them: each Panorama panorama
to the player it is listed first for in the room (dusk-N and dawn-N to seat N, so each phone
has its two), and Tsukimi's board (anyone in the room) to the host, the other phone only
taking its seat (two phones entering the same tiles would only make work to merge).

Typing the code instead of scanning (``/j``: a tap in the field, the 6 characters, a tap on
Join) is measured once per game on a phone of its own, and reported beside the table.
Each part's entry reuses ``tests/taps``' per-game entry code (a window, a card, a tile, a
cell); what the one-phone entry does for the whole form is done here for one part, by the
same roles and accessible names. The scored result must show the sample's expected totals.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Error as PlaywrightError  # noqa: E402

from bench.taps import CHROMIUM, CHROMIUM_FLAGS, EXAMPLES, running_app  # noqa: E402
from tests.taps import (  # noqa: E402
    PHONE,
    OutOfTime,
    Tally,
    Thumb,
    exactly,
    name_field,
    player_count,
    result_totals,
    sagrada,
    solstis,
    starting,
    topiary,
    tsukimi,
    type_names,
    words,
)
from tests.taps.panorama import PANORAMA_PHASES, add_panorama_card  # noqa: E402

GAMES = ["panorama", "sagrada", "topiary", "tsukimi", "solstis"]
"""The games measured, in the order of the README's one-phone table."""

ONE_PHONE = {"panorama": 106, "sagrada": 80, "topiary": 74, "tsukimi": 51, "solstis": 50}
"""The one-phone taps from the README's Taps section (bench/taps.py, 2026-12-01)."""

NEXT_KEY_NAMES = {"sagrada", "solstis"}
"""Games whose one-phone entry goes from name to name with the keyboard's Next key."""

ROOM_URL = re.compile(r"/r/[A-Za-z0-9_-]{22,}$")
TABLE_URL = re.compile(r"/t/[A-Za-z0-9_-]{22,}$")


@dataclass
class PhoneTally:
    """What one phone of the room entered, and what it cost."""

    phone: str
    entered: str
    taps: int = 0
    typed: int = 0
    scrolls: int = 0


@dataclass
class RoomTally:
    game: str
    phones: list[PhoneTally] = field(default_factory=list)
    typing_code: tuple[int, int] = (0, 0)
    totals: dict[str, int] = field(default_factory=dict)
    expected: dict[str, int] = field(default_factory=dict)
    matched: bool = False
    seconds: float = 0.0
    problem: str = ""


# Who enters which part (see the docstring).


def assignment(game: str, state: dict[str, Any]) -> list[list[str]]:
    """Each seat's parts, in the order that phone fills them in (the host's last)."""
    names = player_names(state)
    seats: list[list[str]] = [[] for _ in names]
    if game == "panorama":
        for seat in range(len(names)):
            seats[seat] += [f"dusk-{seat}", f"dawn-{seat}"]
        seats[0].append("shared")
    elif game == "tsukimi":
        seats[0].append("board")
    else:
        for seat in range(len(names)):
            seats[seat].append(f"seat-{seat}")
        if game in ("sagrada", "topiary"):
            seats[0].append("shared")
    return seats


def player_names(state: dict[str, Any]) -> list[str]:
    return [p if isinstance(p, str) else p["name"] for p in state["players"]]


def entered_words(game: str, key: str, state: dict[str, Any]) -> str:
    """A part as the report names it."""
    if key == "shared":
        return {"panorama": "Awards", "sagrada": "objectives", "topiary": "garden"}[game]
    if key == "board":
        return "the board (18 tiles, reserves)"
    if key.startswith(("dusk", "dawn")):
        phase, index = key.split("-")
        return f"{phase} {int(index) + 1}"
    return {
        "sagrada": "window",
        "solstis": "mountain, spirits",
        "topiary": "hand, visitors",
    }[game]


# One part, entered on its page.


def seat_of(key: str) -> int:
    """``seat-2`` → 2."""
    return int(key.split("-")[1])


def enter_part(thumb: Thumb, game: str, key: str, state: dict[str, Any]) -> None:
    page = thumb.page
    names = player_names(state)
    if game == "panorama" and key == "shared":
        awards = page.get_by_role("group", name=re.compile(r"Award tiles on the table$"))
        for award in state["awards"]:
            thumb.tap(awards.get_by_role("checkbox", name=starting(f"{words(award)} (")))
    elif game == "panorama":
        phase, index = key.split("-")
        palette = page.get_by_role(
            "group", name=starting(f"Add a card to the right end of {PANORAMA_PHASES[phase]}:")
        ).first
        for position, card in enumerate(state[phase][int(index)]["cards"], start=1):
            add_panorama_card(thumb, palette, position, card)
    elif game == "sagrada" and key == "shared":
        sagrada.enter_public_objectives(thumb, state)
        sagrada.enter_shared_objectives(thumb, state)
    elif game == "sagrada":
        sagrada.enter_player(thumb, state["players"][seat_of(key)])
    elif game == "topiary" and key == "shared":
        topiary.enter_garden(thumb, state["garden"])
    elif game == "topiary":
        name = names[seat_of(key)]
        topiary.enter_hand(thumb, names, seat_of(key), state["players"][seat_of(key)]["hand"])
        own = [visitor for visitor in state["visitors"] if visitor["player"] == name]
        topiary.enter_visitors(thumb, names, own)
    elif game == "solstis":
        solstis.enter_player(thumb, 0, state["players"][seat_of(key)])  # Its page: one mountain.
    elif game == "tsukimi":
        tsukimi.enter_board(thumb, state)
    else:
        raise KeyError(f"{game}: no entry for the part {key!r}")


# The phones.


def open_the_room(thumb: Thumb, game: str, names: list[str]) -> None:
    """The host's form: the number of players, the names, then "Score together"."""
    page = thumb.page
    page.goto(f"/{game}/")
    if page.get_by_label("Number of players").count():
        player_count(thumb, len(names))
    if game in NEXT_KEY_NAMES:
        thumb.tap(name_field(page, 0))
        for number, name in enumerate(names):
            if number:
                page.keyboard.press("Enter")  # The phone keyboard's Next key.
                thumb.tally.typed += 1
            page.keyboard.type(name)
            thumb.tally.typed += len(name)
            thumb.note("type", repr(name))
            thumb.settle()
    else:
        type_names(thumb, names)
    thumb.tap(page.get_by_role("button", name="Score together", exact=True), leaves_the_page=True)
    page.wait_for_url(ROOM_URL)
    thumb.settle()


def room_tap(thumb: Thumb, control: Any, leaves_the_page: bool = False) -> None:
    """A tap on the room page, whose live part its poll (static/rooms.js) redraws at any
    moment: when the control is redrawn under the thumb before it lands, the page is put
    back where it was and the tap made again, counted once (as a thumb on the redrawn
    button at the same place would)."""
    for attempt in range(3):
        taps, scrolls = thumb.tally.taps, thumb.tally.scrolls
        top = thumb.page.evaluate("[scrollX, scrollY]")
        try:
            thumb.tap(control, leaves_the_page)
            return
        except (TypeError, PlaywrightError):  # its box is gone: redrawn meanwhile
            if attempt == 2:
                raise
            thumb.tally.taps, thumb.tally.scrolls = taps, scrolls
            thumb.note("redrawn, again:", control)
            thumb.page.evaluate("([x, y]) => scrollTo(x, y)", top)
            thumb.settle()


def fill_in(thumb: Thumb, game: str, key: str, state: dict[str, Any]) -> None:
    """From the room page: "Fill in" beside the part, the part, "Save, my part is done"."""
    page = thumb.page
    row = page.locator(f"li.room-part[data-part='{key}']")
    room_tap(thumb, row.get_by_role("link", name=starting("Fill in")), leaves_the_page=True)
    done = page.get_by_role("button", name="Save, my part is done")
    done.wait_for()
    thumb.settle()
    enter_part(thumb, game, key, state)
    thumb.tap(done, leaves_the_page=True)
    page.wait_for_url(ROOM_URL)
    thumb.settle()


def score_the_room(thumb: Thumb) -> None:
    """The host's Score (and its confirmation, if a part is not done), then the result."""
    page = thumb.page
    now = page.get_by_role("button", name="Score this table")
    anyway = page.get_by_role("link", name=starting("Score anyway"))
    page.locator("#room-score").wait_for()
    if now.count():
        room_tap(thumb, now, leaves_the_page=True)
    else:
        room_tap(thumb, anyway, leaves_the_page=True)
        thumb.tap(page.get_by_role("button", name=starting("Score")), leaves_the_page=True)
    try:
        page.wait_for_selector("#podium-title, #error-summary")
    except Exception as error:
        main = page.locator("main").inner_text()[:300] if page.locator("main").count() else ""
        raise RuntimeError(f"no result after Score: at {page.url}: {main!r}") from error
    thumb.settle()


def typing_the_code(browser: Any, base: str, code: str, deadline: float, step: float) -> Tally:
    """A phone that types the code on /j instead of scanning: up to the seat list."""
    context = phone_context(browser, base, step)
    tally = Tally("code")
    try:
        page = context.new_page()
        page.goto("/j")
        thumb = Thumb(page, tally, deadline)
        thumb.type_into(page.get_by_label("The code on the host's phone"), code)
        thumb.tap(page.get_by_role("button", name="Join", exact=True), leaves_the_page=True)
        page.wait_for_selector("text=Which player are you?")
    finally:
        context.close()
    return tally


def phone_context(browser: Any, base: str, step_timeout: float) -> Any:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, base_url=base)
    # Loopback only: anything else the page asks for is refused.
    context.route(re.compile(r"^(?!http://127\.0\.0\.1:|data:)"), lambda route: route.abort())
    context.set_default_timeout(step_timeout * 1000)
    return context


def play_room(browser: Any, base: str, room: RoomTally, deadline: float, options: Any) -> None:
    """Play the room of ``room.game``'s sample table, tallying each phone into ``room``."""
    game = room.game
    sample = json.loads((EXAMPLES / f"{game}.json").read_text(encoding="utf-8"))
    state = sample["state"]
    names = player_names(state)
    parts = assignment(game, state)
    room.expected = sample["expect"]["totals"]
    contexts = []
    thumbs: list[Thumb] = []
    try:
        host_context = phone_context(browser, base, options.step_timeout)
        contexts.append(host_context)
        host = Thumb(host_context.new_page(), Tally(f"{game}/{names[0]}"), deadline, options.trace)
        thumbs.append(host)
        open_the_room(host, game, names)
        join_url = host.page.locator(".share-link a").get_attribute("href")
        code = host.page.locator("#room-code").inner_text().strip()
        room_tap(host, host.page.get_by_role("button", name=f"I am {names[0]}", exact=True))
        code_tally = typing_the_code(browser, base, code, deadline, options.step_timeout)
        room.typing_code = (code_tally.taps, code_tally.typed)
        for seat in range(1, len(names)):
            context = phone_context(browser, base, options.step_timeout)
            contexts.append(context)
            guest = Thumb(context.new_page(), Tally(f"{game}/{names[seat]}"), deadline)
            guest.trace = options.trace
            guest.page.goto(join_url)  # The QR code, scanned: no tap on the screen.
            guest.settle()
            thumbs.append(guest)
            guest.tap(guest.page.get_by_role("button", name=exactly(names[seat])))
            guest.page.wait_for_url(ROOM_URL)
            guest.settle()
            for key in parts[seat]:
                fill_in(guest, game, key, state)
        for key in parts[0]:
            fill_in(host, game, key, state)
        score_the_room(host)
        if host.page.locator("#error-summary").count():
            room.problem = host.page.locator("#error-summary").inner_text()
        else:
            room.totals = result_totals(host.page)
            room.matched = room.totals == room.expected
    finally:
        for seat, thumb in enumerate(thumbs):
            entered = [entered_words(game, key, state) for key in parts[seat]]
            room.phones.append(
                PhoneTally(
                    names[seat] + (" (host)" if seat == 0 else ""),
                    ", ".join(entered) or "nothing (its seat only)",
                    thumb.tally.taps,
                    thumb.tally.typed,
                    thumb.tally.scrolls,
                )
            )
        for context in contexts:
            context.close()


def measure(options: Any) -> list[RoomTally]:
    from playwright.sync_api import sync_playwright

    deadline = time.monotonic() + options.timeout
    rooms = []
    with running_app() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            for game in [options.game] if options.game else GAMES:
                started = time.monotonic()
                room = RoomTally(game)
                try:
                    play_room(browser, base, room, deadline, options)
                except OutOfTime:
                    room.problem = "out of time"
                    rooms.append(room)
                    break
                except Exception as error:  # report it, measure the rest
                    first = (str(error).splitlines() or [""])[0]
                    room.problem = f"{type(error).__name__}: {first}"
                room.seconds = round(time.monotonic() - started, 1)
                rooms.append(room)
        finally:
            browser.close()
    return rooms


def report(rooms: list[RoomTally]) -> str:
    lines = []
    for room in rooms:
        lines += [f"{room.game}:", "", "| phone | entered | taps | typed | scrolls |"]
        lines.append("|---|---|---|---|---|")
        for phone in room.phones:
            lines.append(
                f"| {phone.phone} | {phone.entered} | {phone.taps} | {phone.typed} | "
                f"{phone.scrolls} |"
            )
        taps = sum(phone.taps for phone in room.phones)
        typed = sum(phone.typed for phone in room.phones)
        scrolls = sum(phone.scrolls for phone in room.phones)
        lines.append(f"| the table | | {taps} | {typed} | {scrolls} |")
        verdict = "as expected" if room.matched else f"DIFFER: {room.totals or room.problem}"
        code_taps, code_typed = room.typing_code
        lines += [
            "",
            f"one phone: {ONE_PHONE[room.game]} taps; typing the code instead of scanning: "
            f"+{code_taps} taps, +{code_typed} characters a phone; totals {verdict}",
            "",
        ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=GAMES, help="one game only")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--timeout", type=float, default=900, help="seconds for the whole run")
    parser.add_argument("--step-timeout", type=float, default=15, help="seconds per step")
    parser.add_argument("--trace", action="store_true", help="each gesture on standard error")
    options = parser.parse_args(argv)
    rooms = measure(options)
    if options.json:
        print(json.dumps([asdict(room) for room in rooms], indent=2, ensure_ascii=False))
    else:
        print(report(rooms))
    return 0 if rooms and all(room.matched for room in rooms) else 1


if __name__ == "__main__":
    sys.exit(main())
