/* Topiary form: tapping a place around the garden opens its chooser below the garden, which
   on a phone is off-screen (and behind the Score bar). After vantage.js has swapped in the
   updated form, bring the chooser into view and move focus to it; closing it brings the
   garden back. Without this file the place buttons' formaction anchors do the same. */
(function () {
  "use strict";

  var lastAction = "";

  // Capture phase: remember the button before vantage.js posts it.
  document.addEventListener("click", function (event) {
    var button = event.target.closest('form.topiary button[name="action"]');
    if (button) { lastAction = button.value; }
  }, true);

  function calmScroll() {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  }

  document.addEventListener("vantage:updated", function () {
    var action = lastAction;
    lastAction = "";
    if (action.indexOf("place:") !== 0) { return; }
    var panel = document.getElementById("place-panel");
    if (panel) {
      panel.scrollIntoView({ block: "nearest", behavior: calmScroll() });
      panel.focus({ preventScroll: true });
      return;
    }
    var garden = document.querySelector("form.topiary .board");
    if (garden) {
      garden.scrollIntoView({ block: "nearest", behavior: calmScroll() });
    }
  });
})();
