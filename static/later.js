/* What a form needs only once it is shown (issue 24: a first load under 20 KB): the form's
   later scripts (web/platform/assets.py LATER_JS: the edit buttons with no connection, the
   running totals, the service worker's registration), fetched once the page has loaded, from
   the address its script names (data-later, templates/base.html). Until then the page is the
   form as it is without JavaScript for those: an edit button posts, Score scores. */
(function () {
  "use strict";
  var script = document.currentScript;
  var later = script && script.getAttribute("data-later");
  if (!later) { return; }
  // Settled once they have run, or failed to come: static/vantage.js waits for it before an
  // edit with no connection (a draft restored on a reload while offline, at once).
  var arrived;
  window.vantageLater = new Promise(function (resolve) { arrived = resolve; });
  function load() {
    var element = document.createElement("script");
    element.src = later;
    element.addEventListener("load", arrived);
    element.addEventListener("error", arrived);
    document.body.appendChild(element);
  }
  if (document.readyState === "complete") { load(); } else { window.addEventListener("load", load, { once: true }); }
})();
