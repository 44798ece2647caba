/* Tsukimi form: the "who holds this tile" mark follows every tap, players' names follow the
   name fields, and "Clear" empties a row in place. Without this file the Update and Clear
   buttons do the same on the server. */
(function () {
  "use strict";

  var SEATS = [0, 1];

  function playerNames() {
    return SEATS.map(function (seat) {
      var input = document.getElementById("players-" + seat + "-name");
      var typed = input ? input.value.trim() : "";
      return typed || "Player " + (seat + 1);
    });
  }

  function rabbitCount(input) {
    return input.value.trim() === "" ? 0 : Number(input.value);
  }

  function refreshTile(tile, names) {
    var counts = Array.prototype.map.call(tile.querySelectorAll(".rabbits input"), rabbitCount);
    var colour = tile.querySelector(".colours input:checked");
    var touched = tile.querySelector(".values input:checked") || (colour && colour.value) ||
      counts.some(function (n) { return n !== 0; });
    var mark = tile.querySelector(".holder");
    var text = "Not entered";
    var seat = -1;
    if (touched && counts.some(function (n) { return !Number.isInteger(n); })) {
      text = "Check the rabbits";
    } else if (touched && counts[0] === counts[1]) {
      text = "Tie: nobody";
    } else if (touched) {
      seat = counts[0] > counts[1] ? 0 : 1;
      text = names[seat] + " holds it";
    }
    SEATS.forEach(function (s) { mark.classList.toggle("player-" + (s + 1), s === seat); });
    if (mark.textContent !== text) { mark.textContent = text; }
  }

  function stepButton(step, text) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "step";
    button.setAttribute("data-step", String(step));
    button.textContent = text;
    return button;
  }

  // The tile rows' steppers come without their −/+ buttons (a lighter page): add them, and
  // keep each label and button name in step with the players' names.
  function refreshSteppers(names) {
    document.querySelectorAll(".tile .rabbits [data-stepper]").forEach(function (box, index) {
      var input = box.querySelector("input");
      if (!box.querySelector("[data-step]")) {
        input.before(stepButton(-1, "−"));
        input.after(stepButton(1, "+"));
      }
      var tile = box.closest(".tile").querySelector("legend").textContent;
      var label = names[index % SEATS.length] + "’s rabbits";
      box.querySelector("label").textContent = label;
      box.querySelector('[data-step="-1"]').setAttribute("aria-label", "One fewer: " + label + ", " + tile);
      box.querySelector('[data-step="1"]').setAttribute("aria-label", "One more: " + label + ", " + tile);
    });
  }

  function refreshAll() {
    if (!document.querySelector(".tsukimi-form")) { return; }
    var names = playerNames();
    refreshSteppers(names);
    document.querySelectorAll(".tsukimi-form .tile").forEach(function (tile) {
      refreshTile(tile, names);
    });
  }

  function onEdit(event) {
    var target = event.target;
    if (!target.closest || !target.closest(".tsukimi-form")) { return; }
    if (/^players-\d+-name$/.test(target.id)) {
      refreshAll();
      return;
    }
    var tile = target.closest(".tile");
    if (tile) { refreshTile(tile, playerNames()); }
  }

  document.addEventListener("input", onEdit);
  document.addEventListener("change", onEdit);
  document.addEventListener("vantage:updated", refreshAll);
  document.addEventListener("DOMContentLoaded", refreshAll);

  // Capture phase: runs before vantage.js would post the button to the server.
  document.addEventListener("click", function (event) {
    var button = event.target.closest(".tsukimi-form .tile button.clear");
    if (!button) { return; }
    event.preventDefault();
    event.stopPropagation();
    var tile = button.closest(".tile");
    tile.querySelectorAll(".values input").forEach(function (input) { input.checked = false; });
    var none = tile.querySelector('.colours input[value=""]');
    if (none) { none.checked = true; }
    tile.querySelectorAll(".rabbits input").forEach(function (input) { input.value = "0"; });
    refreshTile(tile, playerNames());
  }, true);
})();
