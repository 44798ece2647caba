/* What static/drafts.js does on a page that is not an entry form (issue 24: drafts.js, 14 KB
   minified, stays off every other page): once a table is scored, the result it came back to
   (.podium) drops that game's draft and keeps the players' names for the next blank form;
   drafts older than a month go. The same keys, versions and ages as drafts.js, which does
   this on a form's pages (a form back with errors keeps its draft). Without JavaScript this
   file does nothing. */
(function () {
  "use strict";

  var PREFIX = "vantage:draft:";
  var SCORING = "vantage:draft-scoring";
  var NAMES = "vantage:names";
  var VERSION = 1;
  var MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
  var MAX_NAMES = 6;

  function storage(kind) {
    try {
      var store = window[kind];
      var probe = "vantage:probe";
      store.setItem(probe, "1");
      store.removeItem(probe);
      return store;
    } catch (error) {
      return null; // Private mode, storage off or full: nothing to keep or drop.
    }
  }
  var local = storage("localStorage");
  var session = storage("sessionStorage");

  function fresh(slug) {
    try {
      var draft = JSON.parse(local.getItem(PREFIX + slug) || "null");
      return draft && draft.version === VERSION && Date.now() - draft.saved < MAX_AGE_MS &&
        Array.isArray(draft.fields);
    } catch (error) {
      return false;
    }
  }

  function removeOldDrafts() {
    for (var index = local.length - 1; index >= 0; index -= 1) {
      var key = local.key(index);
      if (key && key.indexOf(PREFIX) === 0 && !fresh(key.slice(PREFIX.length))) {
        local.removeItem(key);
      }
    }
  }

  function rememberNames() {
    var section = document.querySelector("[data-table-players]");
    if (!section) { return; }
    try {
      var names = JSON.parse(section.getAttribute("data-table-players"));
      if (Array.isArray(names) && names.length) {
        local.setItem(NAMES, JSON.stringify(names.slice(0, MAX_NAMES)));
      }
    } catch (error) {
      // A page we did not write: nothing to remember.
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (!local) { return; }
    removeOldDrafts();
    var scored = session && session.getItem(SCORING);
    if (!scored) { return; }
    session.removeItem(SCORING);
    if (!document.querySelector("form[data-draft]") && document.querySelector(".podium")) {
      local.removeItem(PREFIX + scored);
      rememberNames();
    }
  });
})();
