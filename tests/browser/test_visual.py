"""Every game's blank form and sample result look as reviewed (issue 26): a screenshot at 390
and 360 px wide, light and dark, compared with a reference picture kept in the repository
(``tests/browser/visual/NAME.png``), so a style rule deleted by accident fails the day it is
deleted.

Each page is shot whole (``full_page``), halved in each direction and drawn in 256 colours
(:data:`PALETTE`) before it is compared or kept: a deleted rule shows as boxes,
colours or a layout that moved, which such a picture still shows, and the references stay
small (a few dozen kB). A pixel differs when one of its channels is off by more than
:data:`CHANNEL_TOLERANCE`; a picture passes with at most :data:`DIFFERING_SHARE` of its
pixels differing (anti-aliasing that moved), and never with another size.

A missing reference is written and the test fails, so a new picture is looked at and
committed; ``VANTAGE_UPDATE_VISUAL=1`` rewrites the references that differ (and passes), for a
change meant to be seen. A picture that differs is written beside its reference as
``NAME.actual.png`` (not committed: .gitignore). The pictures are decoded, halved, compared
and encoded by the browser itself (a blank page's canvas); Python only wraps the rows in a
PNG: no imaging package needed.

Rendering is made steady: fixed viewport, reduced motion, no animations, nothing focused (no
caret), no service worker (its precaching is load, not looks), the theme by
``prefers-color-scheme``, the fonts Debian's Chromium picks by default (DejaVu); what changes
from run to run (a saved table's address, QR code and save time) is replaced by fixed text or
hidden. Nothing is injected as an inline style: the pages keep their strict CSP, and the
guards still fail a test on any violation.
"""

from __future__ import annotations

import base64
import os
import struct
import zlib
from pathlib import Path

import pytest

from tests.browser.conftest import NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT, settle
from tests.browser.test_one_phone_browser import scored_sample

pytestmark = pytest.mark.browser

REFERENCES = Path(__file__).parent / "visual"
GAMES = ["panorama", "sagrada", "solstis", "topiary", "tsukimi"]
VARIANTS = [
    (viewport, scheme)
    for viewport in (NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT)
    for scheme in ("light", "dark")
]
SCALE = 0.5
"""Each side of a kept picture, as a share of the page's CSS pixels."""
CHANNEL_TOLERANCE = 40
"""How far (of 255) a channel may be off before its pixel differs: less than the cube's step
(51), so a colour that moved one step counts only when it moved far enough."""
DIFFERING_SHARE = 0.002
"""The share of a picture's pixels that may differ (0.2 %)."""
CUBE = range(0, 256, 51)
PALETTE = [
    *([red, green, blue] for red in CUBE for green in CUBE for blue in CUBE),
    *([round(k * 255 / 39)] * 3 for k in range(40)),
]
"""The 256 colours a kept picture is drawn in: a 6-level cube (index 36 r + 6 g + b), then 40
greys (index 216 + k)."""

STEADY = """() => {
  // What changes from run to run: a saved table's address (fixed text of the same shape), its
  // QR code (hidden, its box kept) and the moments it was saved (a fixed moment).
  for (const link of document.querySelectorAll(".share-link a")) {
    link.textContent = "http://127.0.0.1:50000/t/AAAAAAAAAAAAAAAAAAAAAA";
  }
  for (const code of document.querySelectorAll(".qr > *")) code.style.visibility = "hidden";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  // A moment is written in the phone's zone once its script has told the server the zone
  // (the tz cookie), with "UTC" beside it before: both become the same fixed moment.
  const moment = /\\d{1,2} \\S+ \\d{4}, \\d\\d:\\d\\d( UTC)?/g;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    node.data = node.data.replace(moment, "1 Jan 2026, 12:00 UTC");
  }
  document.activeElement?.blur();
  return document.fonts.ready.then(() => true);
}"""

HALVE_AND_COMPARE = """async ([shot, reference, scale, tolerance, palette]) => {
  const PALETTE = palette;
  // The shot halved (smoothly), each pixel then drawn in the nearest of PALETTE's colours: the
  // 216 of a 6-level cube (index 36 r + 6 g + b, levels 0, 51, ..., 255) or one of 40 greys
  // (index 216 + k, grey k * 255 / 39), the greys for the near-neutral surfaces of both themes.
  const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const GREY = 255 / 39;
  const nearest = (r, g, b) => {
    const cr = Math.round(r / 51), cg = Math.round(g / 51), cb = Math.round(b / 51);
    const k = Math.round((r + g + b) / 3 / GREY), grey = k * GREY;
    const cube = (r - cr * 51) ** 2 + (g - cg * 51) ** 2 + (b - cb * 51) ** 2;
    const neutral = (r - grey) ** 2 + (g - grey) ** 2 + (b - grey) ** 2;
    return neutral < cube ? 216 + k : cr * 36 + cg * 6 + cb;
  };
  const levels = async (b64, factor) => {
    const bitmap = await createImageBitmap(new Blob([bytes(b64)], {type: "image/png"}),
      {colorSpaceConversion: "none", premultiplyAlpha: "none"});
    const width = Math.max(1, Math.round(bitmap.width * factor));
    const height = Math.max(1, Math.round(bitmap.height * factor));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d", {willReadFrequently: true});
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data;
    const data = new Uint8Array(width * height * 3);
    const index = new Uint8Array(width * height);
    for (let i = 0, j = 0, n = 0; i < rgba.length; i += 4, j += 3, n++) {
      index[n] = factor === 1 ? 0 : nearest(rgba[i], rgba[i + 1], rgba[i + 2]);
      const colour = factor === 1 ? [rgba[i], rgba[i + 1], rgba[i + 2]] : PALETTE[index[n]];
      data[j] = colour[0];
      data[j + 1] = colour[1];
      data[j + 2] = colour[2];
    }
    return {width, height, data, index};
  };
  const {width, height, data, index} = await levels(shot, scale);
  // The PNG's rows: filter byte 0, then one palette index a pixel.
  const rows = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    rows.set(index.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  let binary = "";
  for (let i = 0; i < rows.length; i += 32768) {
    binary += String.fromCharCode.apply(null, rows.subarray(i, i + 32768));
  }
  const result = {width, height, rows: btoa(binary), differing: null, size: null};
  if (reference) {
    const kept = await levels(reference, 1);
    result.size = [kept.width, kept.height];
    if (kept.width === width && kept.height === height) {
      let differing = 0;
      for (let i = 0; i < data.length; i += 3) {
        if (Math.abs(data[i] - kept.data[i]) > tolerance ||
            Math.abs(data[i + 1] - kept.data[i + 1]) > tolerance ||
            Math.abs(data[i + 2] - kept.data[i + 2]) > tolerance) differing++;
      }
      result.differing = differing;
    }
  }
  return result;
}"""


def png(width: int, height: int, rows: bytes) -> bytes:
    """A PNG of :data:`PALETTE`'s colours from its filtered rows, compressed as zlib best can."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + body))
        return struct.pack(">I", len(body)) + kind + body + crc

    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"PLTE", bytes(channel for colour in PALETTE for channel in colour))
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


@pytest.fixture(scope="module")
def canvas(browser):
    """A blank page (no app, no CSP) whose canvas halves, rounds and compares the pictures."""
    context = browser.new_context()
    yield context.new_page()
    context.close()


def looks_as_reviewed(canvas, page, name: str) -> str | None:
    """Shoot the page and compare it with its reference: ``None`` when it matches, else why
    not (the reference written when it was missing, or when updating is asked for)."""
    settle(page)
    page.evaluate(STEADY)
    shot = page.screenshot(full_page=True, animations="disabled")
    path = REFERENCES / f"{name}.png"
    reference = base64.b64encode(path.read_bytes()).decode() if path.is_file() else None
    result = canvas.evaluate(
        HALVE_AND_COMPARE,
        [base64.b64encode(shot).decode(), reference, SCALE, CHANNEL_TOLERANCE, PALETTE],
    )
    size = [result["width"], result["height"]]
    if reference is not None and result["size"] == size:
        share = result["differing"] / (size[0] * size[1])
        if share <= DIFFERING_SHARE:
            return None
        why = f"{name}: {share:.2%} of its pixels differ from the reference"
    elif reference is not None:
        kept = result["size"]
        why = f"{name} is {size[0]}×{size[1]} (halved), its reference {kept[0]}×{kept[1]}"
    else:
        why = f"{name}: no reference yet"
    picture = png(size[0], size[1], base64.b64decode(result["rows"]))
    if os.environ.get("VANTAGE_UPDATE_VISUAL") == "1" or reference is None:
        REFERENCES.mkdir(exist_ok=True)
        path.write_bytes(picture)
        return None if reference is not None else f"{why}; written to {path}: look, then commit"
    actual = path.with_name(f"{name}.actual.png")
    actual.write_bytes(picture)
    return f"{why} (this run's: {actual}; VANTAGE_UPDATE_VISUAL=1 makes it the reference)"


def steady_phone(phone, viewport: dict[str, int]):
    """A phone with nothing moving on its own and no service worker."""
    return phone(viewport=viewport, reduced_motion="reduce", service_workers="block")


def show(page, viewport: dict[str, int], scheme: str) -> None:
    page.set_viewport_size(viewport)
    page.emulate_media(color_scheme=scheme, reduced_motion="reduce")


@pytest.mark.parametrize("slug", GAMES)
def test_the_blank_form_looks_as_reviewed(phone, canvas, slug):
    page = steady_phone(phone, VARIANTS[0][0])
    mismatches = []
    for viewport, scheme in VARIANTS:
        show(page, viewport, scheme)
        page.goto(f"/{slug}/")
        problem = looks_as_reviewed(canvas, page, f"{slug}-form-{viewport['width']}-{scheme}")
        mismatches += [problem] if problem else []
    assert mismatches == []


@pytest.mark.parametrize("slug", GAMES)
def test_the_sample_result_looks_as_reviewed(phone, canvas, slug):
    """The saved table's page right after Score, as the phone that scored it sees it (what
    opens by itself open: Solstis's panoramas, the first player's explanations)."""
    page = steady_phone(phone, VARIANTS[0][0])
    scored_sample(page, slug)
    address = page.url
    mismatches = []
    for viewport, scheme in VARIANTS:
        show(page, viewport, scheme)
        page.goto(address)
        page.wait_for_selector("#podium-title")
        name = f"{slug}-result-{viewport['width']}-{scheme}"
        problem = looks_as_reviewed(canvas, page, name)
        mismatches += [problem] if problem else []
    assert mismatches == []
