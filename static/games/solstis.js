/* Solstis form, progressive enhancement on top of static/picker.js: lays the panorama out as
   the stepped mountain once its cells are tappable, marks a cell whose tile the other player
   already has (each landscape tile exists once) and skips "tile" and "in hand" when tapping
   such a cell, and keeps each player's one-line summary up to date. */
(function () {
  "use strict";

  var CELL = /^players-(\d+)-panorama-([a-z]+-\d+)$/;
  var HOLDS_TILE = { tile: true, hand: true };

  function cellSelect(form, player, cell) {
    return form.querySelector('select[name="players-' + player + "-panorama-" + cell + '"]');
  }

  function otherHoldsTile(select) {
    var match = CELL.exec(select.name);
    if (!match) { return null; }
    var other = cellSelect(select.form, match[1] === "0" ? 1 : 0, match[2]);
    return other && HOLDS_TILE[other.value] ? other : null;
  }

  function playerName(form, player) {
    var input = form.querySelector('input[name="players-' + player + '-name"]');
    return (input && input.value.trim()) || "Player " + (Number(player) + 1);
  }

  function twinOf(select) {
    var match = CELL.exec(select.name);
    return match ? cellSelect(select.form, match[1] === "0" ? 1 : 0, match[2]) : null;
  }

  function markCell(select) {
    var match = CELL.exec(select.name);
    var slot = select.closest(".slot");
    var button = select.nextElementSibling;
    if (!match || !slot || !button || !button.classList.contains("picker-button")) { return; }
    var other = otherHoldsTile(select);
    var clash = !!other && !!HOLDS_TILE[select.value];
    slot.classList.toggle("is-taken", !!other && !clash);
    slot.classList.toggle("is-clash", clash);
    var option = select.options[select.selectedIndex];
    var label = select.getAttribute("data-picker-label") + ": " + (option ? option.text : "");
    if (other) {
      var owner = playerName(select.form, match[1] === "0" ? 1 : 0);
      label += clash ? ", but " + owner + " has this tile too" : ", taken: " + owner + " has this tile";
    }
    button.setAttribute("aria-label", label);
    var mountain = select.closest(".mountain");
    if (mountain) { mountain.classList.add("is-tappable"); }
  }

  function markCells(form) {
    form.querySelectorAll("select[data-picker]").forEach(markCell);
  }

  function plural(count, word) {
    return count + " " + word + (count === 1 ? "" : "s");
  }

  function updateSummaries(form) {
    form.querySelectorAll("[data-summary]").forEach(function (note) {
      var player = note.getAttribute("data-summary");
      var counts = { tile: 0, rainbow: 0, hand: 0 };
      form.querySelectorAll('select[name^="players-' + player + '-panorama-"]').forEach(function (s) {
        if (counts[s.value] !== undefined) { counts[s.value] += 1; }
      });
      var spirits = form.querySelectorAll('input[name^="players-' + player + '-spirits-"]:checked').length;
      note.textContent = plural(counts.tile, "tile") + ", " + plural(counts.rainbow, "rainbow") +
        ", " + plural(spirits, "spirit") + (counts.hand ? ", " + counts.hand + " in hand" : "");
    });
  }

  function refreshAll() {
    var form = document.getElementById("form");
    if (!form) { return; }
    markCells(form);
    updateSummaries(form);
  }

  // A tap on a cell whose tile the other player has steps past "tile" and "in hand".
  document.addEventListener("change", function (event) {
    var select = event.target;
    if (select.tagName === "SELECT" && CELL.test(select.name) && HOLDS_TILE[select.value] &&
        otherHoldsTile(select)) {
      var index = select.selectedIndex;
      for (var step = 0; step < select.options.length && HOLDS_TILE[select.value]; step += 1) {
        index = (index + 1) % select.options.length;
        select.selectedIndex = index;
      }
    }
    if (select.form) { updateSummaries(select.form); }
  });
  // The picker has just written a cell's label: add "taken" to it and to the other player's
  // same cell, whose state depends on this one. Synchronous, so no tap can read a stale label.
  document.addEventListener("picker:refreshed", function (event) {
    var select = event.target;
    markCell(select);
    var twin = twinOf(select);
    if (twin) { markCell(twin); }
  });
  document.addEventListener("input", function (event) {
    if (event.target.name && /-name$/.test(event.target.name)) { refreshAll(); }
  });
  document.addEventListener("DOMContentLoaded", refreshAll);
  document.addEventListener("vantage:updated", refreshAll);
})();
