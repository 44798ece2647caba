"""Taps, typed characters and scrolls to enter each sample table (measured, never asserted).

``python3 bench/taps.py [--game SLUG] [--json] [--trace]`` starts the app (the development
server on a free loopback port, in a thread, with a throwaway SQLite file as
``DATABASE_URL``), opens Debian's Chromium (``/usr/bin/chromium``, through Playwright's
``executable_path``; no browser is downloaded) at a 390 × 844 phone with touch, and enters
each sample table of ``tests/examples/`` the way a player does: tapping the visible controls
found by their role and accessible name, typing names on the keyboard. It then checks that
the result page shows the sample's expected totals.

What is counted (issue 15, item 1):

- a **tap** is every tap on the screen, made as a touch at the centre of what the player
  sees (a chip's label, when its radio or checkbox is hidden inside it). Picking from a
  native ``<select>`` is 2 (open it, tap the option). Tapping a field to type in it is a tap.
- a **typed character** is every key pressed on the phone's keyboard, backspaces included.
- a **scroll** is needed when the next control to tap is not fully in the viewport, or is
  covered there (by a sticky bar, say): measured on its bounding box before the tap. It is
  counted, then the control is brought to the middle of the screen, as a thumb would. A
  scroll the page makes by itself (bringing an opened chooser into view) is not counted.
  After every gesture the script waits for the page to stop moving, so the figures are the
  same from run to run and from a fast machine to a slow one.

A count (rabbits, favor tokens) is entered the cheaper way for a player: its − or + button
tapped once per step, or, when that is more actions, a tap in the field and the number typed
(backspaces over what it held, then the digits). Grid cells, spirits and Topiary's places
are taken in the order they sit on the screen, top to bottom, as a thumb goes down the page.

Each game's entry is one small function written against what the player reads (roles, names,
labels), so that it follows the forms as they change. Every step waits at most
``--step-timeout`` seconds, and the whole run stops after ``--timeout`` seconds.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

EXAMPLES = ROOT / "tests" / "examples"
CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 390, "height": 844}
CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""The launch flags the browser tests use on this machine (tests/browser/conftest.py)."""

TARGETS = {"panorama": 110, "sagrada": 120, "topiary": 80, "tsukimi": 80, "solstis": 50}
"""Issue 15's targets: at most this many taps per sample table."""

BY_HAND = {
    "panorama": (151, 32),
    "sagrada": (185, 44),
    "topiary": (96, 23),
    "tsukimi": (104, 16),
    "solstis": (59, 10),
}
"""Issue 15's figures measured by hand (taps, scrolls), for comparison."""

GAMES = ("panorama", "sagrada", "topiary", "tsukimi", "solstis")


def words(slug: str) -> str:
    """A contract slug as the form prints it: ``wide_angle`` → ``Wide Angle``."""
    return " ".join(part.capitalize() for part in slug.split("_"))


def exactly(text: str) -> re.Pattern[str]:
    return re.compile(f"^{re.escape(text)}$")


def starting(text: str) -> re.Pattern[str]:
    return re.compile(f"^{re.escape(text)}")


class OutOfTime(RuntimeError):
    """The run took longer than ``--timeout``."""


@dataclass
class Tally:
    """What one game's entry cost a player."""

    game: str
    taps: int = 0
    typed: int = 0
    scrolls: int = 0
    matched: bool = False
    totals: dict[str, int] = field(default_factory=dict)
    expected: dict[str, int] = field(default_factory=dict)
    target: int = 0
    seconds: float = 0.0
    problem: str = ""


class Thumb:
    """A player's thumb on the page: taps, types and scrolls, and counts each."""

    def __init__(self, page: Any, tally: Tally, deadline: float, trace: bool = False) -> None:
        self.page = page
        self.tally = tally
        self.deadline = deadline
        self.trace = trace

    def note(self, gesture: str, what: Any) -> None:
        """With ``--trace``: one line per gesture on standard error, to check the counts."""
        if self.trace:
            what = str(what).split(" selector=")[-1].rstrip(">")
            top = self.page.evaluate("Math.round(scrollY)")
            print(f"{self.tally.game}: {gesture} {what} (page at {top} px)", file=sys.stderr)

    # The gestures.

    def tap(self, control: Any, leaves_the_page: bool = False) -> None:
        """Tap a control (a radio or checkbox hidden in its chip is tapped on its label)."""
        target = self._reach(control)
        self.note("tap", control)
        # Where the thumb sees it: Playwright's own tap may scroll to retry, a player's not.
        box = target.bounding_box()
        self.page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self.tally.taps += 1
        if not leaves_the_page:
            self.settle()

    def type_into(self, control: Any, text: str) -> None:
        """Tap a text field, then type ``text`` on the keyboard."""
        self.tap(control)
        self.page.keyboard.type(text)
        self.tally.typed += len(text)
        self.note("type", repr(text))
        self.settle()

    def choose(self, select: Any, label: str) -> None:
        """Pick an option of a native select: one tap opens it, one picks the option (none
        when it already shows that option)."""
        if select.locator("option:checked").inner_text().strip() == label:
            return
        self._reach(select)
        select.select_option(label=label)
        self.tally.taps += 2
        self.note("choose (2 taps)", f"{label!r} in {select}")
        self.settle()

    def count(self, field_: Any, fewer: Any, more: Any, target: int) -> None:
        """Bring a number field to ``target`` the cheaper way: steps, or typing it."""
        held = field_.input_value().strip()
        current = int(held) if held.lstrip("-").isdigit() else 0
        steps = abs(target - current)
        typing = 1 + len(held) + len(str(target))
        if steps <= typing:
            for _ in range(steps):
                self.tap(more if target > current else fewer)
            return
        self.tap(field_)
        self.page.keyboard.press("End")
        for _ in held:
            self.page.keyboard.press("Backspace")
        self.page.keyboard.type(str(target))
        self.tally.typed += len(held) + len(str(target))
        self.note("type", f"{len(held)} backspaces and {target}")
        # The player's next tap ends the edit; blur the field so its change event fires now.
        self.page.evaluate("document.activeElement && document.activeElement.blur()")
        self.settle()

    # Waiting and reaching.

    def settle(self) -> None:
        """Wait for any in-place update (vantage.js) to come back and for the page to stop
        moving (the browser scrolls a focused field into view on its own time), so that
        what is in view next does not depend on the machine's speed; and check the clock."""
        self.page.wait_for_selector("html:not([data-pending])", state="attached")
        self.page.evaluate(STILL)
        if time.monotonic() > self.deadline:
            raise OutOfTime("the run took longer than --timeout")

    def _reach(self, control: Any) -> Any:
        """The element the thumb lands on, in view: counted as a scroll when it was not."""
        control.wait_for(state="attached")
        target = control.element_handle()
        if not target.is_visible() or _tiny(target.bounding_box()):
            label = target.evaluate_handle("e => (e.labels && e.labels[0]) || e").as_element()
            target = label or target
        if not self._in_view(target):
            self.tally.scrolls += 1
            self.note("scroll to", control)
            target.evaluate("e => e.scrollIntoView({block: 'center', behavior: 'instant'})")
            self.page.evaluate(STILL)
        return target

    def _in_view(self, target: Any) -> bool:
        """Fully inside the viewport, and the topmost thing at its centre (nothing over it)."""
        return bool(
            target.evaluate(
                """e => {
                  const r = e.getBoundingClientRect();
                  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
                    return false;
                  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                  return !!hit && (e === hit || e.contains(hit) || hit.contains(e));
                }"""
            )
        )


STILL = """() => new Promise(resolve => {
  let last = null, still = 0;
  const look = () => {
    const now = [scrollX, scrollY, visualViewport.pageTop, visualViewport.scale,
                 document.documentElement.scrollHeight].join();
    still = now === last ? still + 1 : 0;
    last = now;
    still >= 5 ? resolve() : requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})"""
"""Resolves once the page has not scrolled, zoomed or grown for 5 frames in a row."""


def _tiny(box: dict[str, float] | None) -> bool:
    return box is None or box["width"] < 4 or box["height"] < 4


def score(thumb: Thumb) -> None:
    """Tap Score and wait for the result page."""
    thumb.tap(thumb.page.get_by_role("button", name="Score this game"), leaves_the_page=True)
    thumb.page.wait_for_selector("#podium-title, #error-summary")


def name_field(page: Any, seat: int) -> Any:
    """Seat ``seat``'s name field, labelled "Player N" (some forms add a mark or "(starts)")."""
    return page.get_by_role("textbox", name=re.compile(rf"Player {seat + 1}\b")).first


def seat_words(names: list[str], seat: int) -> str:
    """A pattern for how a form names a seat: the typed name, or "Player N" where the form
    does not follow the typed names (yet: issue 15, item 6)."""
    return f"(?:{re.escape(names[seat])}|Player {seat + 1})"


def type_names(thumb: Thumb, names: list[str]) -> None:
    for seat, name in enumerate(names):
        thumb.type_into(name_field(thumb.page, seat), name)


def player_count(thumb: Thumb, count: int) -> None:
    """Pick the number of players, unless the form already shows that many."""
    wanted = f"{count} player" + ("s" if count > 1 else "")
    thumb.choose(thumb.page.get_by_label("Number of players"), wanted)


# One function per game: the sample's state, entered as a player reads it off the table.


def enter_tsukimi(thumb: Thumb, state: dict[str, Any]) -> None:
    """Names, reserves, then each tile: a tap on its value, one on its colour and one on each
    player's count of rabbits around it (a chip 0–6; 0 is already chosen, so it costs none)."""
    page = thumb.page
    names = [player["name"] for player in state["players"]]
    type_names(thumb, names)
    for player in state["players"]:
        what = f"{player['name']}’s rabbits left in reserve"
        thumb.count(
            page.get_by_role("spinbutton", name=what),
            page.get_by_role("button", name=f"One fewer: {what}"),
            page.get_by_role("button", name=f"One more: {what}"),
            player["reserve"],
        )
    for number, tile in enumerate(state["tiles"], start=1):
        group = page.get_by_role("group", name=f"Tile {number}", exact=True)
        values = group.get_by_role("radiogroup", name=f"Value of tile {number}")
        thumb.tap(values.get_by_role("radio", name=str(tile["value"]), exact=True))
        if tile.get("color"):
            colours = group.get_by_role("radiogroup", name=f"Colour of tile {number}")
            thumb.tap(colours.get_by_role("radio", name=words(tile["color"]), exact=True))
        for name in names:
            counts = group.get_by_role("radiogroup", name=starting(f"{name}’s rabbits"))
            chip = counts.get_by_role("radio", name=str(tile["rabbits"][name]), exact=True)
            if not chip.is_checked():
                thumb.tap(chip)


SOLSTIS_BRUSHES = {"tiles": "Tile", "rainbows": "Rainbow", "hand": "In hand"}
"""The brush (what a tap places) for each list of a Solstis player, and what a cell's name
says once it holds it."""


def enter_solstis(thumb: Thumb, state: dict[str, Any]) -> None:
    """Both names (the keyboard's Next key goes from the first to the second), then each
    player: the mountain's cells brush by brush (Tile, then Rainbow, then In hand, each cell
    in the order it sits on screen), then the spirits met that are not ticked yet (marking a
    tile in hand ticks the Squirrel). A tap in a mountain or on a spirit lets the page bring
    that part to the top when the next one would be off screen (a scroll the page makes by
    itself, not counted); the thumb never scrolls unless a control is out of view."""
    page = thumb.page
    names = [player["name"] for player in state["players"]]
    thumb.type_into(name_field(page, 0), names[0])
    page.keyboard.press("Enter")  # The phone keyboard's Next key: a key, not a tap.
    thumb.tally.typed += 1
    page.keyboard.type(names[1])
    thumb.tally.typed += len(names[1])
    thumb.note("type", f"Next, then {names[1]!r}")
    thumb.settle()
    for seat, player in enumerate(state["players"]):
        mountain = page.get_by_role("group", name=re.compile(r"'s panorama$")).nth(seat)
        brushes = mountain.get_by_role("radiogroup", name="A tap on a cell places")
        for kind, brush in SOLSTIS_BRUSHES.items():
            if not player.get(kind):
                continue
            chip = brushes.get_by_role("radio", name=brush)
            if not chip.is_checked():
                thumb.tap(chip)
            tap_cells_in_screen_order(thumb, mountain, [(cell, kind) for cell in player[kind]])
        spirits = page.get_by_role("group", name=re.compile(r"^Spirits .* met$")).nth(seat)
        ticks = [
            spirits.get_by_role("checkbox", name=exactly(words(spirit)))
            for spirit in player.get("spirits", [])
        ]
        for tick in in_screen_order(ticks):
            if not tick.is_checked():
                thumb.tap(tick)


def in_screen_order(controls: list[Any]) -> list[Any]:
    """Controls top to bottom, left to right, as a thumb goes down the page."""

    def position(control: Any) -> tuple[float, float]:
        box = control.bounding_box() or {"y": 0.0, "x": 0.0}
        return (box["y"], box["x"])

    return sorted(controls, key=position)


def tap_cells_in_screen_order(thumb: Thumb, mountain: Any, cells: list[tuple[str, str]]) -> None:
    """Tap each cell until its name says what it holds, in the order they sit on screen."""
    wanted = {}
    for cell, kind in cells:
        colour, number = cell.split("-")
        button = mountain.get_by_role("button", name=starting(f"{words(colour)} {number}:"))
        wanted[button] = SOLSTIS_BRUSHES[kind]
    for button in in_screen_order(list(wanted)):
        for _ in range(4):
            thumb.tap(button)
            if re.search(rf": {wanted[button]}\b", button.get_attribute("aria-label") or ""):
                break
        else:
            raise AssertionError(f"{button} never showed {wanted[button]}")


TOPIARY_SUITS = {"trex": "T-Rex", "pompom": "Pom-Pom"}
"""Suit names that are not their slug capitalised."""


def pick_topiary_tile(thumb: Thumb, cell: Any, code: str) -> None:
    """Tap a tile's cell, then its suit, then its value in the sheet."""
    suit, value = code.split("-")
    thumb.tap(cell)
    sheet = thumb.page.get_by_role("dialog")
    thumb.tap(sheet.get_by_role("button", name=TOPIARY_SUITS.get(suit, words(suit)), exact=True))
    thumb.tap(sheet.get_by_role("button", name=value, exact=True))


def enter_topiary(thumb: Thumb, state: dict[str, Any]) -> None:
    """Players and their hands, the garden's face-up tiles, then the visitors place by place,
    in the order the places sit on screen (each place once, with every visitor standing
    there): a place's tap opens its chooser over the garden beside it, and each visitor is
    then one tap on its owner's chip in the row of the way it looks. A complete hand brings
    the next player, and the last one the whole garden, into view by itself (not counted)."""
    from scoring.topiary.garden import standing_spot
    from web.games.topiary.adapter import look_words, place_words, spot_key

    page = thumb.page
    names = [player["name"] for player in state["players"]]
    player_count(thumb, len(names))
    type_names(thumb, names)
    for seat, player in enumerate(state["players"]):
        for slot, code in enumerate(player["hand"], start=1):
            what = rf"^{seat_words(names, seat)}'s hand tile {slot}:"
            pick_topiary_tile(thumb, page.get_by_role("button", name=re.compile(what)), code)
    for row, line in enumerate(state["garden"], start=1):
        for column, code in enumerate(line, start=1):
            if code != "down":
                what = f"Garden row {row}, column {column}"
                button = page.get_by_role("button", name=starting(f"{what}:"))
                pick_topiary_tile(thumb, button, code)
    by_place: dict[str, list[dict[str, Any]]] = {}
    for visitor in state["visitors"]:
        at = (visitor["at"][0], visitor["at"][1])
        by_place.setdefault(place_words(standing_spot(at, visitor["facing"])), []).append(visitor)
    places = {page.get_by_role("button", name=starting(f"{where}:")): where for where in by_place}
    for button in in_screen_order(list(places)):
        where = places[button]
        thumb.tap(button)
        chooser = page.get_by_role("region", name=where, exact=True)
        for visitor in by_place[where]:
            looking = look_words(spot_key(tuple(visitor["at"]), visitor["facing"]))
            way = chooser.get_by_role("group", name=f"Looking {looking}", exact=True)
            seat = names.index(visitor["player"])
            owner = re.compile(f"^{seat_words(names, seat)}$")
            thumb.tap(way.get_by_role("button", name=owner))


def sagrada_card(shared: dict[str, Any]) -> str:
    """The Card select's option for a shared objective."""
    objective = shared["objective"]
    if isinstance(objective, str):
        return words(objective)
    return {"distinct": "Other: how many different"}.get(objective["type"], objective["type"])


def enter_sagrada(thumb: Thumb, state: dict[str, Any]) -> None:
    """Players (a tap in the first name, then the keyboard's Next key after each name: to the
    next name, and after the last on to the public objectives), public objectives, then each
    window from the sheet of dice: a tap on the first space that holds a die opens the sheet
    there, then one tap per space in reading order (its die, or Empty), as the sheet moves on
    by itself; after the last die, Done if the sheet is still open. A run of 3 or more empty
    spaces is cheaper as Done and a tap on the next die's space. Then the private colour, the
    favor tokens and the shared objectives."""
    page = thumb.page
    players = state["players"]
    names = [player["name"] for player in players]
    player_count(thumb, len(names))
    thumb.tap(name_field(page, 0))
    for name in names:
        page.keyboard.type(name)
        page.keyboard.press("Enter")  # The phone keyboard's Next key: a key, not a tap.
        thumb.tally.typed += len(name) + 1
        thumb.note("type", f"{name!r}, then Next")
        thumb.settle()
    public = page.get_by_role("group", name="Public objectives on the table")
    for objective in state["public_objectives"]:
        thumb.tap(public.get_by_role("checkbox", name=starting(f"{words(objective)} (")))
    for seat, player in enumerate(players):
        name = names[seat]
        window = page.get_by_role("group", name=f"{name}'s window", exact=True)
        spaces = [
            (row, column, die)
            for row, line in enumerate(player["window"], start=1)
            for column, die in enumerate(line.split(), start=1)
        ]
        enter_window(thumb, window, name, spaces)
        private = page.get_by_role("group", name=f"{name}'s private objective", exact=True)
        thumb.tap(private.get_by_role("radio", name=words(player["private"]), exact=True))
        what = f"{name}'s unused favor tokens"
        thumb.count(
            page.get_by_role("spinbutton", name=what, exact=True),
            page.get_by_role("button", name=f"One fewer: {what}", exact=True),
            page.get_by_role("button", name=f"One more: {what}", exact=True),
            player.get("favor_tokens", 0),
        )
    shared_region = page.get_by_role("region", name="Shared objectives (Panorama)")
    for shared in state.get("shared_objectives", []):
        pair = shared_region.get_by_role("group", name=f"{shared['left']} | {shared['right']}")
        thumb.choose(pair.get_by_label("Card"), sagrada_card(shared))
        objective = shared["objective"]
        if isinstance(objective, dict):
            aspect = {"color": "Colours", "shade": "Values (shades)"}[objective["of"]]
            thumb.choose(pair.get_by_label("It counts"), aspect)
            points = " ".join(f"{k}:{v}" for k, v in objective["points"].items())
            thumb.type_into(pair.get_by_label("Points printed on the card"), points)


def enter_window(thumb: Thumb, window: Any, name: str, spaces: list[tuple[int, int, str]]) -> None:
    """One window from the sheet of dice, space by space in reading order (see enter_sagrada)."""
    page = thumb.page
    sheet = page.get_by_role("dialog")
    dice = [index for index, (_, _, die) in enumerate(spaces) if die != "."]
    if not dice:
        return
    index = dice[0]
    while index <= dice[-1]:
        row, column, die = spaces[index]
        if not sheet.is_visible():
            thumb.tap(window.get_by_role("button", name=starting(f"Row {row}, column {column}:")))
        title = sheet.get_by_role("heading").inner_text()
        if title != f"{name}'s window: Row {row}, column {column}":
            raise AssertionError(f"the sheet is on {title!r}, not row {row}, column {column}")
        if die != ".":
            thumb.tap(sheet.get_by_role("button", name=die, exact=True))
            index += 1
            continue
        empties = next(n for n in dice if n > index) - index
        if empties >= 3:
            thumb.tap(sheet.get_by_role("button", name="Done", exact=True))
            index += empties
            continue
        thumb.tap(sheet.get_by_role("button", name="Empty", exact=True))
        index += 1
    if sheet.is_visible():
        thumb.tap(sheet.get_by_role("button", name="Done", exact=True))


PANORAMA_PHASES = {"dusk": "Dusk", "dawn": "Dawn"}
PANORAMA_ICONS = {"down": "Face down"}


def enter_panorama(thumb: Thumb, state: dict[str, Any]) -> None:
    """Players, the four Awards, then each panorama's cards left to right, from its palette
    (a printed two-icon card is one chip); a Watchtower's editor opens by itself, and each of
    its positions is two taps (how far, then the icon). "Next: …" brings the next panorama's
    palette to the thumb."""
    page = thumb.page
    names = state["players"]
    player_count(thumb, len(names))
    type_names(thumb, names)
    awards = page.get_by_role("group", name=re.compile(r"Award tiles on the table$"))
    for award in state["awards"]:
        thumb.tap(awards.get_by_role("checkbox", name=starting(f"{words(award)} (")))
    thumb.tap(awards.get_by_role("link", name=starting("Next: ")))
    panoramas = [(phase, index) for phase in PANORAMA_PHASES for index in range(len(state[phase]))]
    for number, (phase, index) in enumerate(panoramas):
        palettes = page.get_by_role(
            "group", name=starting(f"Add a card to the right end of {PANORAMA_PHASES[phase]}:")
        )
        for position, card in enumerate(state[phase][index]["cards"], start=1):
            add_panorama_card(thumb, palettes.nth(index), position, card)
        if number + 1 < len(panoramas):
            thumb.tap(page.get_by_role("link", name=starting("Next: ")).nth(number + 1))


def add_panorama_card(thumb: Thumb, palette: Any, position: int, card: Any) -> None:
    page = thumb.page
    if isinstance(card, str) or card.get("face_down"):
        icon = "down" if not isinstance(card, str) else card
        thumb.tap(
            palette.get_by_role("button", name=PANORAMA_ICONS.get(icon, words(icon)), exact=True)
        )
        return
    icons = card["icons"]
    pair = palette.get_by_role("button", name=" + ".join(words(icon) for icon in icons), exact=True)
    printed = len(icons) == 2 and pair.count() == 1
    first = icons[0]
    thumb.tap(pair if printed else palette.get_by_role("button", name=words(first), exact=True))
    # The editor's name grows with the card ("Card 2: Watchtower with Fox").
    editor = page.get_by_role("group", name=starting(f"Card {position}: {words(first)}"))
    needs_editor = (len(icons) > 1 and not printed) or card.get("scores_as") or card.get("watch")
    if needs_editor and not editor.is_visible():  # a Watchtower opens its editor by itself
        thumb.tap(
            page.get_by_role("button", name=starting(f"Card {position}, {words(first)}")).last
        )
    if len(icons) > 1 and not printed:
        if not editor.get_by_label("Second icon").is_visible():
            thumb.tap(editor.get_by_text(starting("Its icons:")))
        thumb.choose(editor.get_by_label("Second icon"), words(icons[1]))
    for number, watch in enumerate(card.get("watch", []), start=1):
        offset = watch["offset"]
        mark = f"−{-offset}" if offset < 0 else f"+{offset}"
        far = editor.get_by_role("radiogroup", name=f"Position {number}: cards from the Watchtower")
        thumb.tap(far.get_by_role("radio", name=starting(f"{mark} (")))
        wanted = editor.get_by_role("radiogroup", name=f"Position {number}: icon wanted there")
        thumb.tap(wanted.get_by_role("radio", name=words(watch["icon"]), exact=True))
    # An open editor closes by itself when the next card is added (or the game scored).


ENTRIES: dict[str, Callable[[Thumb, dict[str, Any]], None]] = {
    "panorama": enter_panorama,
    "sagrada": enter_sagrada,
    "topiary": enter_topiary,
    "tsukimi": enter_tsukimi,
    "solstis": enter_solstis,
}


RANKED = re.compile(r"^\s*\d+\s+(?P<name>.+?)\s+(?P<points>[−-]?\d+)\s+points?\s*$", re.DOTALL)
"""A line of the podium as it reads: rank, name, total ("2 Ann 11 points")."""


def result_totals(page: Any) -> dict[str, int]:
    """Every player's total as the result page's podium reads ("Ben wins": 1 Ben 31 points)."""
    podium = page.get_by_role("region", name=re.compile(r" (wins|share the win)$"))
    totals = {}
    for line in podium.get_by_role("listitem").all_inner_texts():
        ranked = RANKED.match(line)
        if ranked is None:
            raise AssertionError(f"the podium line {line!r} does not read rank, name, points")
        totals[ranked["name"]] = int(ranked["points"].replace("−", "-"))
    return totals


@contextmanager
def running_app() -> Iterator[str]:
    """The app on a free loopback port, in a thread, on a throwaway SQLite file."""
    with tempfile.TemporaryDirectory(prefix="vantage-taps-") as folder:
        os.environ["DATABASE_URL"] = f"sqlite:///{folder}/taps.sqlite3"
        logging.getLogger("werkzeug").setLevel(logging.ERROR)
        from werkzeug.serving import make_server

        from app import create_app

        app = create_app({"SECRET_KEY": "bench-taps-" + os.urandom(8).hex()})
        server = make_server("127.0.0.1", 0, app, threaded=True)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_port}"
        finally:
            server.shutdown()
            thread.join(5)


def measure(
    games: list[str], timeout: float, step_timeout: float, trace: bool = False
) -> list[Tally]:
    """Enter each game's sample table in a fresh phone browser context and tally it."""
    from playwright.sync_api import sync_playwright

    deadline = time.monotonic() + timeout
    tallies = []
    with running_app() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            for game in games:
                sample = json.loads((EXAMPLES / f"{game}.json").read_text(encoding="utf-8"))
                tally = Tally(game, expected=sample["expect"]["totals"], target=TARGETS[game])
                context = browser.new_context(
                    viewport=PHONE, is_mobile=True, has_touch=True, base_url=base
                )
                # Loopback only: anything else the page asks for is refused.
                context.route(
                    re.compile(r"^(?!http://127\.0\.0\.1:|data:)"), lambda route: route.abort()
                )
                context.set_default_timeout(step_timeout * 1000)
                page = context.new_page()
                started = time.monotonic()
                try:
                    page.goto(f"/{game}/")
                    thumb = Thumb(page, tally, deadline, trace)
                    ENTRIES[game](thumb, sample["state"])
                    score(thumb)
                    if page.locator("#error-summary").count():
                        tally.problem = page.locator("#error-summary").inner_text()
                    else:
                        tally.totals = result_totals(page)
                        tally.matched = tally.totals == tally.expected
                except OutOfTime:
                    tally.problem = "out of time"
                    tallies.append(tally)
                    context.close()
                    break
                except Exception as error:  # report it, measure the rest
                    tally.problem = (
                        f"{type(error).__name__}: {(str(error).splitlines() or [''])[0]}"
                    )
                tally.seconds = round(time.monotonic() - started, 1)
                tallies.append(tally)
                context.close()
        finally:
            browser.close()
    return tallies


def report(tallies: list[Tally]) -> str:
    lines = [
        "| game | taps | target | typed | scrolls | by hand (taps / scrolls) | totals |",
        "|---|---|---|---|---|---|---|",
    ]
    for tally in tallies:
        hand_taps, hand_scrolls = BY_HAND[tally.game]
        verdict = "match" if tally.matched else f"DIFFER: {tally.totals or tally.problem}"
        lines.append(
            f"| {tally.game} | {tally.taps} | ≤ {tally.target} | {tally.typed} | "
            f"{tally.scrolls} | {hand_taps} / {hand_scrolls} | {verdict} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, help="one game only")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--timeout", type=float, default=600, help="seconds for the whole run")
    parser.add_argument("--step-timeout", type=float, default=15, help="seconds per step")
    parser.add_argument("--trace", action="store_true", help="each gesture on standard error")
    options = parser.parse_args(argv)
    games = [options.game] if options.game else list(GAMES)
    tallies = measure(games, options.timeout, options.step_timeout, options.trace)
    if options.json:
        print(json.dumps([asdict(tally) for tally in tallies], indent=2, ensure_ascii=False))
    else:
        print(report(tallies))
    return 0 if tallies and all(tally.matched for tally in tallies) else 1


if __name__ == "__main__":
    sys.exit(main())
