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

  function keepAnchorStill() {
    if (!anchor) { return; }
    var element = document.getElementById(anchor.id);
    if (element) { window.scrollBy(0, topOf(element) - anchor.top); }
    // An editor that opened taller than the room above it is shown from its top.
    var editor = document.querySelector(".card.editing");
    if (editor && topOf(editor) < 0) { window.scrollBy(0, topOf(editor) - 8); }
  }

  // "Next": the next panorama's palette takes this palette's place on the screen.
  document.addEventListener("click", function (event) {
    var link = event.target.closest("a.next-panorama");
    if (!link) { return; }
    var target = document.getElementById(link.getAttribute("href").slice(1));
    var here = link.closest(".section-body").querySelector(".card-palette");
    if (!target || !here) { return; }
    event.preventDefault();
    window.scrollBy(0, topOf(target) - topOf(here));
    var bar = document.querySelector(".action-bar");
    var floor = bar ? topOf(bar) : window.innerHeight;
    var bottom = target.getBoundingClientRect().bottom;
    if (bottom > floor) { window.scrollBy(0, bottom - floor + 8); }
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

  function showWatchRows(root) {
    root.querySelectorAll(".card-editor").forEach(function (editor) {
      var open = true;
      editor.querySelectorAll("[data-watch-row]").forEach(function (row) {
        row.hidden = !open;
        if (open && !rowIsComplete(row)) { open = false; }
      });
    });
  }

  document.addEventListener("change", function (event) {
    var row = event.target.closest("[data-watch-row]");
    if (row) { showWatchRows(document); }
  });
  document.addEventListener("vantage:updated", function () {
    showWatchRows(document);
    keepAnchorStill();
    anchor = null;
  });
  document.addEventListener("DOMContentLoaded", function () { showWatchRows(document); });
})();
