"""Sagrada's sample table entered as a player reads it off the table (``tests.taps``)."""

from __future__ import annotations

from typing import Any

from tests.taps import (
    Thumb,
    name_field,
    player_count,
    starting,
    words,
)

TARGET = 70
"""Issue 26's target (one phone): at most this many taps for the sample table."""

BY_HAND = (185, 44)
"""Issue 15's figures measured by hand (taps, scrolls), for comparison."""


def sagrada_card(shared: dict[str, Any]) -> str:
    """The Card select's option for a shared objective."""
    objective = shared["objective"]
    if isinstance(objective, str):
        return words(objective)
    return {"distinct": "Other: how many different"}.get(objective["type"], objective["type"])


def enter(thumb: Thumb, state: dict[str, Any]) -> None:
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
    enter_public_objectives(thumb, state)
    for player in players:
        enter_player(thumb, player)
    enter_shared_objectives(thumb, state)


def enter_public_objectives(thumb: Thumb, state: dict[str, Any]) -> None:
    public = thumb.page.get_by_role("group", name="Public objectives on the table")
    for objective in state["public_objectives"]:
        thumb.tap(public.get_by_role("checkbox", name=starting(f"{words(objective)} (")))


def enter_player(thumb: Thumb, player: dict[str, Any]) -> None:
    """One player's window from the sheet of dice, private colour and favor tokens (a room
    seat's whole part: bench/room_taps.py)."""
    page = thumb.page
    name = player["name"]
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


def enter_shared_objectives(thumb: Thumb, state: dict[str, Any]) -> None:
    page = thumb.page
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
