/* Panorama's form: keeps what the thumb tapped where it was. Progressive enhancement only:
   without this file every button posts the form and the page lands on the palette or card
   it came from (the buttons' formaction anchors).
   - A palette chip, a card or its editor stays at the same height on the screen when the
     page comes back from an edit, so the palette never slides down under the growing list
     or under the Score bar, and a card's editor opens at the card.
   - "Next: Dawn: Ann and Ben" brings the next panorama's palette to where this one was.
   - A Watchtower's position rows show one at a time: the next once both of its choices are
     made (without JavaScript, all four are shown). */
(function () {
  "use strict";

  var anchor = null;

  function topOf(element) {
    return element.getBoundingClientRect().top;
  }

  // What to keep still: the card the tap was on (its editor opens there), else the palette.
  function anchorFor(control) {
    var card = control.closest(".sequence > .card");
    if (card && !control.closest(".card-tools")) { return card; }
    var body = control.closest(".section-body");
    return body && body.querySelector(".card-palette");
  }

  function remember(control) {
    var element = anchorFor(control);
    anchor = element && element.id ? { id: element.id, top: topOf(element) } : null;
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest('#form button[name="action"]');
    if (button && button.value !== "score") { remember(button); }
  });
  document.addEventListener("change", function (event) {
    var select = event.target.closest("#form [data-apply]");
    if (select) { remember(select); }
  });

  function barTop() {
    var bar = document.querySelector(".action-bar");
    return bar ? topOf(bar) : window.innerHeight;
  }

  function keepAnchorStill() {
    if (!anchor) { return; }
    var element = document.getElementById(anchor.id);
    if (!element) { return; }
    window.scrollBy(0, topOf(element) - anchor.top);
    var editor = document.querySelector(".card.editing");
    if (element.classList.contains("card")) {
      // A card tapped: its editor opens under it; if that runs under the Score bar, the
      // page moves up just enough, never taking the card itself off the top.
      if (editor === element) {
        var under = editor.getBoundingClientRect().bottom - barTop() + 4;
        if (under > 0) { window.scrollBy(0, Math.min(under, topOf(editor) - 8)); }
      }
      return;
    }
    // The palette stays whole on the screen, above the Score bar; an editor that opened
    // taller than the room above the palette is shown from its top as far as that allows,
    // and its first position to choose is always whole on the screen.
    var bottom = element.getBoundingClientRect().bottom;
    if (bottom > barTop()) { window.scrollBy(0, bottom - barTop() + 4); }
    if (editor && topOf(editor) < 0) {
      bottom = element.getBoundingClientRect().bottom;
      window.scrollBy(0, Math.max(topOf(editor) - 8, bottom - barTop() + 4));
    }
    var row = editor && editor.querySelector("[data-watch-row]:not([hidden])");
    if (row && topOf(row) < 0) { window.scrollBy(0, topOf(row) - 8); }
  }

  // "Next": the next panorama's palette takes this palette's place on the screen.
  document.addEventListener("click", function (event) {
    var link = event.target.closest("a.next-panorama");
    if (!link) { return; }
    var target = document.getElementById(link.getAttribute("href").slice(1));
    var section = link.closest(".section-body");
    var here = section ? section.querySelector(".card-palette") : link;
    target = target.closest(".palette-block") || target;
    here = here.closest(".palette-block") || here;
    if (!target || !here) { return; }
    event.preventDefault();
    window.scrollBy(0, topOf(target) - topOf(here));
    var bottom = target.getBoundingClientRect().bottom;
    if (bottom > barTop()) { window.scrollBy(0, bottom - barTop() + 4); }
    var first = target.querySelector("button");
    if (first) { first.focus({ preventScroll: true }); }
  });

  // Watchtower positions, one row at a time.
  function rowIsComplete(row) {
    var chosen = row.querySelectorAll("input[type=radio]:checked");
    return chosen.length === 2 && Array.prototype.every.call(chosen, function (radio) {
      return radio.value !== "";
    });
  }

  // A finished row folds to one line ("+3 Lake, change"); the first unfinished one is open;
  // the rows after it wait. The one being changed (data-reopened) stays open.
  function rowWords(row) {
    // The chips' words as they read, without their icons or the words for screen readers.
    return Array.prototype.map.call(row.querySelectorAll("input[type=radio]:checked"), function (radio) {
      var label = radio.parentElement.cloneNode(true);
      label.querySelectorAll("[aria-hidden], .visually-hidden").forEach(function (extra) {
        extra.remove();
      });
      return label.textContent.trim();
    }).join(" ");
  }

  function showWatchRows(root) {
    root.querySelectorAll(".card-editor").forEach(function (editor) {
      var waiting = false;
      editor.querySelectorAll("[data-watch-row]").forEach(function (row) {
        var complete = rowIsComplete(row);
        var folded = complete && !row.hasAttribute("data-reopened");
        row.hidden = waiting;
        row.classList.toggle("folded", folded);
        var change = row.querySelector(".watch-change");
        change.hidden = !folded;
        if (folded) {
          var words = rowWords(row);
          change.querySelector("[data-watch-summary]").textContent = words;
          // "Position 1: +2 Tree, change", the last word in the page's language.
          change.setAttribute("aria-label", row.querySelector("legend").textContent + ": " + words +
            ", " + change.getAttribute("data-change"));
        }
        if (!complete) { waiting = true; }
      });
    });
  }

  // Revealing or folding rows keeps the palette still under the thumb.
  function keepingPaletteStill(control, change) {
    var body = control.closest(".section-body");
    var palette = body && body.querySelector(".card-palette");
    var before = palette ? topOf(palette) : 0;
    change();
    if (palette) { window.scrollBy(0, topOf(palette) - before); }
  }

  document.addEventListener("change", function (event) {
    var row = event.target.closest("[data-watch-row]");
    if (!row) { return; }
    keepingPaletteStill(row, function () {
      if (rowIsComplete(row)) { row.removeAttribute("data-reopened"); }
      showWatchRows(document);
    });
  });
  document.addEventListener("click", function (event) {
    var change = event.target.closest(".watch-change");
    if (!change) { return; }
    var row = change.closest("[data-watch-row]");
    keepingPaletteStill(row, function () {
      row.setAttribute("data-reopened", "");
      showWatchRows(document);
    });
  });
  document.addEventListener("vantage:updated", function () {
    showWatchRows(document);
    keepAnchorStill();
    anchor = null;
  });
  document.addEventListener("DOMContentLoaded", function () { showWatchRows(document); });
})();
