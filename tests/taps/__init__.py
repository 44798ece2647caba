"""A player's thumb on a phone-sized page, and one module per game that enters its sample
table with it (``tests.taps.SLUG``: ``enter(thumb, state)``, ``TARGET``, ``BY_HAND``).

Used by the browser tests that enter a whole table (the offline ones) and by
``bench/taps.py``, which counts the taps, typed characters and scrolls (its docstring says
what each is). A game's entry is written against what the player reads (roles, names,
labels), so that it follows the form as it changes. A game is found by its slug
(:func:`entry_of`): no list of games is kept here.
"""

from __future__ import annotations

import importlib
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from scoring import SLUGS

PHONE = {"width": 390, "height": 844}


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


def in_screen_order(controls: list[Any]) -> list[Any]:
    """Controls top to bottom, left to right, as a thumb goes down the page."""

    def position(control: Any) -> tuple[float, float]:
        box = control.bounding_box() or {"y": 0.0, "x": 0.0}
        return (box["y"], box["x"])

    return sorted(controls, key=position)


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


Entry = Callable[[Thumb, dict[str, Any]], None]
"""Enters a table state on the page, as a player reads it off the table."""


def taps_module(slug: str) -> ModuleType | None:
    """``tests.taps.SLUG``, or None for a game whose entry is not written."""
    try:
        return importlib.import_module(f"tests.taps.{slug}")
    except ModuleNotFoundError as error:
        if error.name != f"tests.taps.{slug}":
            raise
        return None


def entry_of(slug: str) -> Entry:
    """How a player enters a table of the game ``slug`` (KeyError for one not written)."""
    module = taps_module(slug)
    if module is None:
        raise KeyError(slug)
    enter: Entry = module.enter
    return enter


def games() -> list[str]:
    """The games whose entry is written, in the registry's order."""
    return [slug for slug in SLUGS if taps_module(slug) is not None]
