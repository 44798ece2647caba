/* Tsukimi form: the "who holds this tile" mark follows every tap, players' names follow the
   name fields, a second tap takes a colour off, and "Clear" empties a row in place. Without
   this file the Update and Clear buttons do the same on the server. */
(function () {
  "use strict";

  var SEATS = [0, 1];

  function each(root, selector, action) {
    Array.prototype.forEach.call(root.querySelectorAll(selector), action);
  }

  function playerNames() {
    return SEATS.map(function (seat) {
      var input = document.getElementById("players-" + seat + "-name");
      return (input && input.value.trim()) || "Player " + (seat + 1);
    });
  }

  function refreshTile(tile, names) {
    var counts = [];
    each(tile, ".rabbits input", function (input) {
      counts.push(input.value.trim() === "" ? 0 : Number(input.value));
    });
    var value = tile.querySelector(".values input:checked");
    var touched = value || tile.querySelector(".colours input:checked") ||
      counts[0] !== 0 || counts[1] !== 0;
    var text = "Empty";
    var seat = -1;
    if (touched && !value) {
      text = "Value missing";
    } else if (touched && !(Number.isInteger(counts[0]) && Number.isInteger(counts[1]))) {
      text = "Check the rabbits";
    } else if (touched && counts[0] === counts[1]) {
      text = "Tie: nobody";
    } else if (touched) {
      seat = counts[0] > counts[1] ? 0 : 1;
      text = names[seat] + " holds it";
    }
    var mark = tile.querySelector(".holder");
    SEATS.forEach(function (s) { mark.classList.toggle("player-" + (s + 1), s === seat); });
    if (mark.textContent !== text) { mark.textContent = text; }
  }

  // Keep each rabbit stepper's label and button names (vantage.js adds the buttons) in step
  // with the players' names.
  function nameStepper(box, label, where) {
    box.querySelector("label").textContent = label;
    var fewer = box.querySelector('[data-step="-1"]');
    var more = box.querySelector('[data-step="1"]');
    if (fewer) { fewer.setAttribute("aria-label", "One fewer: " + where); }
    if (more) { more.setAttribute("aria-label", "One more: " + where); }
  }

  function refreshSteppers(names) {
    each(document, ".tile .rabbits [data-stepper]", function (box, index) {
      if (!box.querySelector("[data-step]")) { return; }
      var label = names[index % SEATS.length] + "’s rabbits";
      nameStepper(box, label, label + ", " + box.closest(".tile").querySelector("legend").textContent);
    });
    SEATS.forEach(function (seat) {
      var seatBox = document.getElementById("players-" + seat);
      var box = seatBox && seatBox.querySelector("[data-stepper]");
      if (!box) { return; }
      var label = names[seat] + "’s rabbits left in reserve";
      nameStepper(box, label, label);
    });
  }

  function refreshAll() {
    var names = playerNames();
    refreshSteppers(names);
    each(document, ".tsukimi-form .tile", function (tile) { refreshTile(tile, names); });
  }

  function onEdit(event) {
    var target = event.target;
    if (/^players-\d+-name$/.test(target.id)) {
      refreshAll();
    } else if (target.closest && target.closest(".tsukimi-form .tile")) {
      refreshTile(target.closest(".tile"), playerNames());
    }
  }

  document.addEventListener("input", onEdit);
  document.addEventListener("change", onEdit);
  document.addEventListener("vantage:updated", refreshAll);
  document.addEventListener("DOMContentLoaded", refreshAll);

  // A colour is optional: tapping the chosen one again takes it off.
  var colourBefore = null;
  document.addEventListener("pointerdown", function (event) {
    var input = event.target.closest(".tsukimi-form .colours input");
    colourBefore = input && input.checked ? input : null;
  }, true);
  document.addEventListener("click", function (event) {
    var input = event.target.closest(".tsukimi-form .colours input");
    if (input && input === colourBefore) {
      input.checked = false;
      colourBefore = null;
      refreshTile(input.closest(".tile"), playerNames());
    }
  });

  // Capture phase: runs before vantage.js would post the button to the server.
  document.addEventListener("click", function (event) {
    var button = event.target.closest(".tsukimi-form .tile button.clear");
    if (!button) { return; }
    event.preventDefault();
    event.stopPropagation();
    var tile = button.closest(".tile");
    each(tile, ".values input, .colours input", function (input) { input.checked = false; });
    each(tile, ".rabbits input", function (input) { input.value = "0"; });
    refreshTile(tile, playerNames());
  }, true);
})();
