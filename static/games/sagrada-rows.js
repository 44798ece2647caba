/* Sagrada's typed rows, read on the phone (issue 26), fetched once the form has loaded with
   the form's later scripts (web/platform/assets.py sagrada-later.js; issue 24: a first load
   under 20 KB; moved from static/games/sagrada.js, whose helpers it reads from
   window.vantageSagrada). Until it comes a typed row is what it is without JavaScript: the
   server puts a row that reads into its spaces on the next edit or Score, and flags one that
   does not.

   - A typed row that reads ("R5 Y2 . B6 G1", as the server reads it) goes into its grid row
     and its box is cleared, so the grid always shows what is scored.
   - One that does not read says what it gets wrong under it, in the scorer's words. */
(function () {
  "use strict";
  var shared = window.vantageSagrada;
  if (!shared) { return; }
  var fill = shared.fill;
  var offlineWords = shared.offlineWords;

  // A typed row that reads correctly goes into its grid row as soon as it is left. How a row reads is
  // the server's (web/games/sagrada/adapter.py row_reading: its cells split at spaces, read in
  // capitals, the empty mark, and a die as a colour written in the page's language, initial or
  // name, with its contract letter, then a value), so the phone reads a row as the server does
  // and puts it where prepare_form would.
  var TYPED_ROW = /^players-(\d+)-window-(\d+)$/;

  function rowReading(root) {
    var holder = root.querySelector("#sagrada-words");
    return holder ? JSON.parse(holder.getAttribute("data-row-reading")) : null;
  }

  // The code a typed cell puts in its space ("" for the empty mark), or null: it reads as none.
  function readCell(cell, reading) {
    var text = cell.toUpperCase();
    if (text === reading.empty) { return ""; }
    var spelling = text.slice(0, -1);
    var value = text.slice(-1);
    if (!value || reading.values.indexOf(value) === -1) { return null; }
    return Object.prototype.hasOwnProperty.call(reading.colours, spelling) ? reading.colours[spelling] + value : null;
  }

  // The codes of a typed row's spaces, or null: it does not read.
  function readRow(text, reading) {
    var cells = text.trim().split(/\s+/);
    if (!reading || cells.length !== reading.columns) { return null; }
    var codes = cells.map(function (cell) { return readCell(cell, reading); });
    return codes.indexOf(null) === -1 ? codes : null;
  }

  // What a typed row that does not read gets wrong, every problem at once, in the scorer's
  // words (offline_words: typed_row_problem_words): its number of cells, each cell not a die.
  function rowProblems(text, reading, words) {
    var cells = text.trim().split(/\s+/);
    var problems = [];
    if (cells.length !== reading.columns) {
      var counted = fill(cells.length === 1 ? words.cellsOne : words.cellsMany, { count: cells.length });
      problems.push(fill(words.rowCount, { cells: counted }));
    }
    cells.slice(0, reading.columns * 2).forEach(function (cell, index) {
      if (readCell(cell, reading) === null) {
        problems.push(fill(words.cellProblem, { column: index + 1, given: "'" + cell.slice(0, 12) + "'" }));
      }
    });
    return problems;
  }

  // The row's problems under it (none: the list goes); the server's own list for the field, now
  // out of date, goes too.
  function showRowProblems(input, problems) {
    var id = input.id + "-typed-problems";
    var list = document.getElementById(id);
    var stale = document.getElementById(input.id + "-errors");
    if (stale) { stale.remove(); }
    var described = (input.getAttribute("aria-describedby") || "").split(" ").filter(function (token) {
      return token && token !== id && token !== input.id + "-errors";
    });
    if (!problems.length) {
      if (list) { list.remove(); }
      input.removeAttribute("aria-invalid");
    } else {
      if (!list) {
        list = document.createElement("ul");
        list.className = "field-errors";
        list.id = id;
        input.insertAdjacentElement("afterend", list);
      }
      list.textContent = "";
      problems.forEach(function (problem) {
        var item = document.createElement("li");
        item.textContent = problem;
        list.appendChild(item);
      });
      described.push(id);
      input.setAttribute("aria-invalid", "true");
    }
    if (described.length) { input.setAttribute("aria-describedby", described.join(" ")); }
    else { input.removeAttribute("aria-describedby"); }
  }

  function readTypedRow(input) {
    var match = input.id && TYPED_ROW.exec(input.id);
    if (!match) { return; }
    var reading = rowReading(document);
    var words = offlineWords(document);
    if (!input.value.trim()) {
      if (words) { showRowProblems(input, []); }
      return;
    }
    var codes = readRow(input.value, reading);
    if (!codes) {
      // Not put into the window: said under the row, and to a screen reader.
      var problems = words && reading ? rowProblems(input.value, reading, words) : [];
      if (words) { showRowProblems(input, problems); }
      var status = input.closest(".typed-rows") && input.closest(".typed-rows").querySelector("[data-typed-status]");
      if (status) { status.textContent = problems.join(" "); }
      return;
    }
    if (words) { showRowProblems(input, []); }
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
    var status = section.querySelector("[data-typed-status]");
    var label = document.querySelector('label[for="' + input.id + '"]');
    if (status && label) { status.textContent = label.textContent.trim() + " ✓"; }
  }

  document.addEventListener("change", function (event) { readTypedRow(event.target); });

  // A row typed before this script came (its value no longer the one the page was drawn
  // with) and left, so its change was missed: read now, as that change would have been. The
  // row being typed is read when it is left, as any other.
  document.querySelectorAll("input[id^='players-'][id*='-window-']").forEach(function (input) {
    if (input.value !== input.defaultValue && input !== document.activeElement) { readTypedRow(input); }
  });

  // For the drawing of an edit made with no connection (static/games/sagrada-offline.js).
  shared.TYPED_ROW = TYPED_ROW;
  shared.rowReading = rowReading;
  shared.readCell = readCell;
  shared.readRow = readRow;
})();
