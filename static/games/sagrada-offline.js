/* Fetched once the form has loaded, after the forms' later scripts (web/platform/assets.py
   sagrada-later.js; issue 24: a first load under 20 KB): it acts only on an edit with no
   connection, which waits for it (window.vantageLater). Moved from static/games/sagrada.js,
   whose helpers it reads (window.vantageSagrada). */
(function () {
  "use strict";
  var shared = window.vantageSagrada;
  if (!shared) { return; }
  var fill = shared.fill;
  var TYPED_ROW = shared.TYPED_ROW;
  var rowReading = shared.rowReading;
  var readCell = shared.readCell;
  var readRow = shared.readRow;
  var offlineWords = shared.offlineWords;

  // With no connection (static/vantage.js draws the form from the kept blank one): the form
  // is drawn as the server's page would be after the same edit (web/games/sagrada/adapter.py
  // prepare_form and apply_action, tests/browser/test_offline_sagrada.py compares).
  // "Put these rows in the window" (rows:N) is drawn again like any other edit (its data-edit
  // changes no field, static/edits.js): every typed
  // row that reads goes into its spaces and is cleared, in every window (prepare_form does
  // so on every page, which covers apply_action's rows:N); a row that does not read stays
  // typed, with its note above the window, its grid row marked and its spaces' labels saying
  // so. The players' summaries count the dice and name the private objective. The words are
  // the server's (<template id="sagrada-words">, written once).
  var offline = window.vantageOffline;

  // ``fields`` (what the kept form is filled with) changed in place as prepare_form changes
  // the form: the rows still typed, by seat, are returned.
  function putTypedRows(fields, reading) {
    var at = {};
    fields.forEach(function (pair, index) { at[pair[0]] = index; });
    var left = {};
    fields.forEach(function (pair) {
      var match = TYPED_ROW.exec(pair[0]);
      if (!match || !pair[1].trim()) { return; }
      var seat = match[1];
      var row = Number(match[2]);
      var codes = readRow(pair[1], reading);
      if (!codes) {
        (left[seat] = left[seat] || []).push(row);
        return;
      }
      codes.forEach(function (code, column) {
        var name = "players-" + seat + "-cells-" + (row * 5 + column);
        if (Object.prototype.hasOwnProperty.call(at, name)) {
          fields[at[name]][1] = code;
        } else {
          at[name] = fields.push([name, code]) - 1;
        }
      });
      pair[1] = "";
    });
    return left;
  }

  function valueOf(fields, name) {
    var found = null;
    fields.forEach(function (pair) { if (pair[0] === name) { found = pair[1]; } });
    return found;
  }

  // As web/games/sagrada/adapter.py private_words.
  function privateWords(words, fields, seat, solo) {
    var kind = valueOf(fields, "players-" + seat + "-private-kind") || "";
    if (kind === "focal_point") {
      var name = (valueOf(fields, "players-" + seat + "-private-focal_point-name") || "").trim();
      return name ? fill(words.focalNamed, { name: name }) : words.focal;
    }
    var second = solo ? (valueOf(fields, "players-" + seat + "-private-second") || "").trim() : "";
    var has = Object.prototype.hasOwnProperty;
    if (has.call(words.colours, kind) && has.call(words.colours, second)) {
      return fill(words.either, { first: words.colours[kind], second: words.colours[second] });
    }
    return has.call(words.colours, kind) ? words.colours[kind] : words.none;
  }

  // A choice's fields the server keeps hidden while they are not shown (a Focal Point card's
  // name beside a colour, a solo second colour, a shared card's numbers, the solo target)
  // are written only when they hold something (form.html): the same fields leave ``fields``
  // here when the kept form does not show them. A seat (or pair) this count does not show
  // keeps every field, empty ones too (hidden_entries), so those stay.
  var KEPT_WHEN_SET = [
    [/^players-(\d+)-private-(?:focal_point-name|second)$/, "seat", [""]],
    [/^shared_objectives-(\d+)-objective-(?:points|name)$/, "pair", [""]],
    [/^shared_objectives-(\d+)-objective-of$/, "pair", ["", "color"]],
    [/^solo_target$/, "table", [""]]
  ];

  function dropUnsetHidden(kept, fields) {
    var count = Number(valueOf(fields, "player_count")) || 0;
    var sharedStart = count >= 3 ? count : 0;
    for (var index = fields.length - 1; index >= 0; index -= 1) {
      var name = fields[index][0];
      var value = fields[index][1];
      if (kept.querySelector('[name="' + CSS.escape(name) + '"]')) { continue; }
      var drop = KEPT_WHEN_SET.some(function (rule) {
        var match = rule[0].exec(name);
        if (!match || rule[2].indexOf(value) === -1) { return false; }
        if (rule[1] === "seat") { return Number(match[1]) < count; }
        if (rule[1] === "pair") { return Number(match[1]) < sharedStart; }
        return true;
      });
      if (drop) { fields.splice(index, 1); }
    }
  }

  function drawWindows(kept, fields) {
    var words = offlineWords(kept);
    if (!words) { return; }
    dropUnsetHidden(kept, fields);
    var reading = rowReading(kept);
    var left = putTypedRows(fields, reading);
    var sections = kept.querySelectorAll("details.section[id^='players-']");
    var solo = valueOf(fields, "player_count") === "1";
    Array.prototype.forEach.call(sections, function (section) {
      var seat = /^players-(\d+)$/.exec(section.id);
      if (!seat) { return; }
      seat = seat[1];
      var grid = section.querySelector("[data-window]");
      var rows = left[seat] || [];
      var dice = 0;
      for (var row = 0; row < 4; row += 1) {
        var typed = rows.indexOf(row) !== -1;
        if (typed) {
          (valueOf(fields, "players-" + seat + "-window-" + row) || "").trim().split(/\s+/)
            .forEach(function (cell) { if (reading && readCell(cell, reading)) { dice += 1; } });
        }
        for (var column = 0; column < 5; column += 1) {
          var id = "players-" + seat + "-cells-" + (row * 5 + column);
          if (!typed && valueOf(fields, id)) { dice += 1; }
          var select = grid && grid.querySelector("#" + id);
          if (typed && select) {
            // As the server names a space of a row read from what was typed (form.html).
            var space = shared.spaceOf(select);
            select.setAttribute("aria-label", fill(words.space, { space: space }));
            select.setAttribute("data-die", space);
          }
        }
        if (typed && grid) {
          var note = kept.ownerDocument.createElement("p");
          note.className = "typed-note";
          note.setAttribute("data-typed-note", String(row + 1));
          note.textContent = fill(words.note, { row: String(row + 1) });
          grid.parentNode.insertBefore(note, grid);
          grid.classList.add("typed-row-" + (row + 1));
        }
      }
      var count = section.querySelector("[data-dice-count]");
      if (count) { count.textContent = String(dice); }
      var privateMark = section.querySelector("[data-private-words]");
      if (privateMark) { privateMark.textContent = privateWords(words, fields, seat, solo); }
    });
  }

  if (offline) { offline.builders.push(drawWindows); }
})();
