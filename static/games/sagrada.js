/* Sagrada: the window spaces' selects are written lean (20 spaces × 31 choices per player), so
   each die option gets its colour group's data-tone here, before static/picker.js (loaded
   after this file) turns the selects into buttons; a typed row that reads goes into the grid.
   Without JavaScript nothing needs this: the server does both. */
(function () {
  "use strict";

  function toneOptions(root) {
    root.querySelectorAll("select[data-picker] optgroup[data-tone]").forEach(function (group) {
      var tone = group.getAttribute("data-tone");
      Array.prototype.forEach.call(group.children, function (option) {
        option.setAttribute("data-tone", tone);
      });
    });
  }

  // The player's one-line summary counts the dice as spaces are picked.
  document.addEventListener("change", function (event) {
    var select = event.target.closest("select[data-picker]");
    var section = select && select.closest("details.section");
    var count = section && section.querySelector("[data-dice-count]");
    if (!count) { return; }
    var filled = Array.prototype.filter.call(
      section.querySelectorAll(".window select[data-picker]"),
      function (other) { return other.value !== ""; }
    ).length;
    count.textContent = String(filled);
  });

  // A typed row that reads correctly ("R5 Y2 . B6 G1", as the server reads it) goes into its
  // grid row straight away and the box is cleared, so the grid always shows what is scored.
  // A row that does not read stays typed; the server explains it when scoring.
  var TYPED_ROW = /^players-(\d+)-window-(\d+)$/;
  var CELL = /^(?:[RYGBP][1-6]|\.)$/;

  function readRow(text) {
    var cells = text.trim().toUpperCase().split(/\s+/);
    if (cells.length !== 5 || !cells.every(function (cell) { return CELL.test(cell); })) {
      return null;
    }
    return cells.map(function (cell) { return cell === "." ? "" : cell; });
  }

  document.addEventListener("change", function (event) {
    var input = event.target;
    var match = input.id && TYPED_ROW.exec(input.id);
    if (!match || !input.value.trim()) { return; }
    var codes = readRow(input.value);
    if (!codes) { return; }
    var seat = match[1];
    var row = Number(match[2]);
    codes.forEach(function (code, column) {
      var select = document.getElementById("players-" + seat + "-cells-" + (row * 5 + column));
      if (!select) { return; }
      select.value = code;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    input.value = "";
    var section = document.getElementById("players-" + seat);
    if (!section) { return; }
    var grid = section.querySelector("[data-window]");
    if (grid) {
      grid.classList.remove("typed-row-" + (row + 1), "bad-row-" + (row + 1));
    }
    var note = section.querySelector('[data-typed-note="' + (row + 1) + '"]');
    if (note) { note.remove(); }
    var left = Array.prototype.filter.call(
      section.querySelectorAll(".typed-rows input"),
      function (other) { return other.value.trim() !== ""; }
    ).length;
    var count = section.querySelector("[data-typed-count]");
    if (count) { count.textContent = left ? " (" + left + " typed)" : ""; }
    var status = section.querySelector("[data-typed-status]");
    if (status) { status.textContent = "Row " + (row + 1) + " is now in the window above."; }
  });

  document.addEventListener("DOMContentLoaded", function () { toneOptions(document); });
  document.addEventListener("vantage:updated", function () { toneOptions(document); });
})();
