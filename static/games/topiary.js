/* Topiary form: tapping a place around the garden opens its chooser. Without JavaScript the
   chooser is drawn below the garden and the place buttons' formaction anchors scroll to it.
   With JavaScript it opens right there, over the garden next to the tapped place, so the
   owner is the very next tap with no scroll (issue 15): after vantage.js has swapped in the
   updated form, the chooser is moved into the board, laid over the 5 × 5 tiles (never over
   the ring of places, so the next place stays one tap away) and given focus. Escape, the
   Done button or the place tapped again closes it. */
(function () {
  "use strict";

  var RING = 6;
  var lastAction = "";

  // Capture phase: remember the button before vantage.js posts it.
  document.addEventListener("click", function (event) {
    var button = event.target.closest('form.topiary button[name="action"]');
    if (button) { lastAction = button.value; }
  }, true);

  function calmScroll() {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  }

  // The board is a 7 × 7 grid: its children are the ring places and garden cells, row by row.
  function cellAt(board, row, column) {
    return board.children[row * (RING + 1) + column];
  }

  function place(panel) {
    var parts = (panel.getAttribute("data-place") || "").split("-").map(Number);
    return parts.length === 2 && !isNaN(parts[0]) && !isNaN(parts[1]) ? parts : null;
  }

  // Whether the chooser needs a scroll, or a row of chips is wider than the chooser.
  function overflows(panel) {
    if (panel.scrollHeight > panel.clientHeight + 1) { return true; }
    return Array.prototype.some.call(panel.querySelectorAll(".palette"), function (palette) {
      return palette.scrollWidth > palette.clientWidth + 1;
    });
  }

  // Lay the chooser over the garden's tiles, at the side of the place it belongs to.
  function openAtPlace() {
    var panel = document.getElementById("place-panel");
    var form = panel && panel.closest("form.topiary[data-enhance]");
    var board = form && form.querySelector(".board");
    var where = panel && place(panel);
    if (!board || !where) { return null; }
    if (panel.parentNode !== board) {
      // Moving it drops the focus vantage.js gave the chip just tapped: give it back.
      var focused = panel.contains(document.activeElement) ? document.activeElement : null;
      board.appendChild(panel);
      if (focused) { focused.focus({ preventScroll: true }); }
    }
    panel.classList.add("is-popover");
    var first = cellAt(board, 1, 1);
    var last = cellAt(board, RING - 1, RING - 1);
    var top = first.offsetTop;
    var bottom = last.offsetTop + last.offsetHeight;
    panel.style.left = first.offsetLeft + "px";
    panel.style.width = (last.offsetLeft + last.offsetWidth - first.offsetLeft) + "px";
    panel.style.maxHeight = (bottom - top) + "px";
    panel.classList.remove("is-compact");
    if (overflows(panel)) { panel.classList.add("is-compact"); }
    var height = panel.offsetHeight;
    var at;
    if (where[0] === 0) {
      at = top;
    } else if (where[0] === RING) {
      at = bottom - height;
    } else {
      var row = cellAt(board, where[0], 1);
      at = row.offsetTop + row.offsetHeight / 2 - height / 2;
    }
    panel.style.top = Math.max(top, Math.min(at, bottom - height)) + "px";
    return panel;
  }

  function update(action) {
    var panel = openAtPlace();
    if (action.indexOf("place:") !== 0) { return; }
    if (panel) {
      panel.scrollIntoView({ block: "nearest", behavior: calmScroll() });
      panel.focus({ preventScroll: true });
      return;
    }
    var garden = document.querySelector("form.topiary .board");
    if (garden) {
      garden.scrollIntoView({ block: "nearest", behavior: calmScroll() });
    }
  }

  document.addEventListener("vantage:updated", function () {
    var action = lastAction;
    lastAction = "";
    update(action);
  });

  // A page that comes back with a place open (a round trip, a reload) opens it the same way.
  document.addEventListener("DOMContentLoaded", function () { openAtPlace(); });
  window.addEventListener("resize", function () { openAtPlace(); });

  // The next part within reach (issue 15). Once a player's hand is complete, from taps on
  // the sheet, the page brings the next player (after the last one, the whole garden with its
  // ring of places and the suits' key) into view by itself; a tile picked in the garden keeps
  // the whole garden in view. It scrolls no further than that takes, so what was just entered
  // stays on screen and the next thing to enter arrives under the thumb, above the Score bar.
  // Only after a pick from the sheet (a player's tap): never on a draft restored, never while
  // a player reads. Without JavaScript the page scrolls as any page does.
  var MARGIN = 8;

  function visibleBottom() {
    var bar = document.querySelector(".action-bar");
    var top = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return Math.min(top, window.innerHeight);
  }

  // The garden's part of the page a player needs next: the board, down to the suits' key.
  function gardenPart(form) {
    var board = form.querySelector(".board");
    return board ? [board, form.querySelector(".legend-line") || board] : null;
  }

  // What comes after a pick in `select`, as [first element, last element], or null.
  function partAfter(select) {
    var form = select.closest("form.topiary[data-enhance]");
    if (!form) { return null; }
    if (select.closest(".board")) { return gardenPart(form); }
    var entry = select.closest(".player-entry");
    if (!entry || !select.closest(".hand")) { return null; }
    var complete = Array.prototype.every.call(
      entry.querySelectorAll(".hand select"), function (tile) { return tile.value !== ""; });
    if (!complete) { return null; }
    var entries = Array.prototype.slice.call(form.querySelectorAll(".player-entry"));
    var next = entries[entries.indexOf(entry) + 1];
    return next ? [next, next] : gardenPart(form);
  }

  function bringIntoReach(part) {
    var top = part[0].getBoundingClientRect().top;
    var bottom = part[1].getBoundingClientRect().bottom;
    var room = visibleBottom() - MARGIN;
    // Taller than the screen (a phone held sideways): no scroll would show it all, so the
    // page stays where the player has put it.
    if (bottom - top > room - MARGIN) { return; }
    var by = bottom > room ? bottom - room : Math.min(0, top - MARGIN);
    if (Math.abs(by) >= 1) { window.scrollBy({ top: by, behavior: calmScroll() }); }
  }

  document.addEventListener("change", function (event) {
    var sheet = document.querySelector("dialog.picker-sheet[open]");
    var select = event.target;
    if (!sheet || !select.matches || !select.matches("form.topiary select[data-picker]")) {
      return;
    }
    var part = partAfter(select);
    if (!part) { return; }
    // The sheet closes next and gives the focus back to the tile just set: move on after that.
    sheet.addEventListener("close", function () { bringIntoReach(part); }, { once: true });
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || document.querySelector("dialog[open]")) { return; }
    var panel = document.querySelector("#place-panel.is-popover");
    var done = panel && panel.querySelector(".close-x");
    if (done) {
      event.preventDefault();
      done.click();
    }
  });
})();
