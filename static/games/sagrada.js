/* Sagrada: the window spaces' selects are written lean (20 spaces × 31 choices per player), so
   each die option gets its colour group's data-tone here, before static/picker.js (loaded
   after this file) turns the selects into buttons. Without JavaScript nothing needs it. */
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

  document.addEventListener("DOMContentLoaded", function () { toneOptions(document); });
  document.addEventListener("vantage:updated", function () { toneOptions(document); });
})();
