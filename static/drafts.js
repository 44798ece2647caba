/* Vantage drafts: a half-entered table survives a reload, a closed tab and a locked phone.

   Every game's form (form[data-draft="SLUG"]) is kept on this device as it is typed: its
   fields as name → value pairs (in order, so repeated names such as ticked Awards and the
   length of every list come back as they were), under localStorage "vantage:draft:SLUG".
   When the blank form (data-draft-start="blank") opens again and a draft is there, the banner (templates/saved/
   draft_banner.html) offers "Continue where you left off" or "Start fresh".

   Continuing posts the saved fields back to the form with the edit action "restore", which
   the server answers by drawing the form for those fields, as every edit button does: the
   lists (cards, players, rows) get their lengths on the server, never rebuilt here. With
   static/vantage.js the page is swapped in place; without it the post is a plain one.

   A draft is dropped once its table is scored: the Score button marks the tab (session
   storage), and the next page, when it is a result (.podium) rather than the form back with
   errors, clears the draft. Without JavaScript this file does nothing; nothing is lost then
   either, because every edit button already sends the whole form and gets it back. */
(function () {
  "use strict";

  var PREFIX = "vantage:draft:";
  var SCORING = "vantage:draft-scoring";
  var VERSION = 1;
  var MAX_CHARACTERS = 200000; // The server takes 256 KB; a 6-player table is under 20 KB.
  var MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
  var RESTORE_ACTION = "restore";
  var NOT_KEPT = { csrf_token: true, action: true, recheck: true };
  var SAVE_DELAY_MS = 250;

  var start = null; // The fields as the page opened, when they are not the player's own yet.
  var offering = false; // The banner is showing and the player has not answered yet.
  var timer = null;

  function storage(kind) {
    try {
      var store = window[kind];
      var probe = "vantage:probe";
      store.setItem(probe, "1");
      store.removeItem(probe);
      return store;
    } catch (error) {
      return null; // Private mode, storage off or full: the form still works, unsaved.
    }
  }
  var local = storage("localStorage");
  var session = storage("sessionStorage");

  function draftForm() {
    return document.querySelector("form[data-draft]");
  }

  function fieldsOf(form) {
    var fields = [];
    new FormData(form).forEach(function (value, name) {
      if (typeof value === "string" && !NOT_KEPT[name]) { fields.push([name, value]); }
    });
    return fields;
  }

  function readDraft(slug) {
    if (!local) { return null; }
    try {
      var draft = JSON.parse(local.getItem(PREFIX + slug) || "null");
      var fresh = draft && draft.version === VERSION && Date.now() - draft.saved < MAX_AGE_MS;
      return fresh && Array.isArray(draft.fields) ? draft : null;
    } catch (error) {
      return null;
    }
  }

  function dropDraft(slug) {
    if (local) { local.removeItem(PREFIX + slug); }
  }

  function saveNow() {
    clearTimeout(timer);
    timer = null;
    var form = draftForm();
    if (!local || !form || offering) { return; }
    var slug = form.getAttribute("data-draft");
    var fields = fieldsOf(form);
    if (start !== null && JSON.stringify(fields) === start) {
      dropDraft(slug); // Back to the form as it opened: nothing worth offering later.
      return;
    }
    var text = JSON.stringify({ version: VERSION, saved: Date.now(), fields: fields });
    if (text.length > MAX_CHARACTERS) { return; }
    try {
      local.setItem(PREFIX + slug, text);
    } catch (error) {
      // Storage full: keep going without a draft rather than break the form.
    }
  }

  function saveSoon() {
    clearTimeout(timer);
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
  }

  function banner() {
    return document.querySelector("[data-draft-banner]");
  }

  function hideBanner() {
    offering = false;
    var element = banner();
    if (element) { element.hidden = true; }
  }

  // The player typed into the blank form instead of answering: they started a new table.
  function startedAnew() {
    if (!offering) { return; }
    hideBanner();
    var form = draftForm();
    if (form) { dropDraft(form.getAttribute("data-draft")); }
  }

  function offer(draft) {
    var element = banner();
    if (!element) { return; }
    var when = element.querySelector("[data-draft-when]");
    if (when) {
      when.textContent = new Date(draft.saved).toLocaleString([], {
        weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit"
      });
    }
    offering = true;
    element.hidden = false;
  }

  function hidden(name, value) {
    var input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    return input;
  }

  // The saved fields replace the blank ones (disabled fields are not sent), and the restore
  // button is pressed: static/vantage.js posts it and swaps the page the server draws; a plain
  // post does the same without it.
  function restore(draft) {
    var form = draftForm();
    if (!form) { return; }
    hideBanner();
    Array.prototype.forEach.call(form.elements, function (element) {
      if (element.name && element.name !== "csrf_token") { element.disabled = true; }
    });
    draft.fields.forEach(function (pair) {
      if (typeof pair[0] === "string" && typeof pair[1] === "string" && !NOT_KEPT[pair[0]]) {
        form.appendChild(hidden(pair[0], pair[1]));
      }
    });
    var button = document.createElement("button");
    button.type = "submit";
    button.name = "action";
    button.value = RESTORE_ACTION;
    button.hidden = true;
    form.appendChild(button);
    button.click();
  }

  document.addEventListener("click", function (event) {
    var choice = event.target.closest("[data-draft-choice]");
    var form = draftForm();
    if (!choice || !form) { return; }
    var slug = form.getAttribute("data-draft");
    if (choice.getAttribute("data-draft-choice") === "continue") {
      var draft = readDraft(slug);
      if (draft) { restore(draft); } else { hideBanner(); }
    } else {
      hideBanner();
      dropDraft(slug);
      var first = form.querySelector("input:not([type=hidden]), select, textarea");
      if (first) { first.focus(); }
    }
  });

  function edited(event) {
    if (!event.target.closest || !event.target.closest("form[data-draft]")) { return; }
    startedAnew();
    saveSoon();
  }
  document.addEventListener("input", edited);
  document.addEventListener("change", edited);
  // An edit button (add a card, more players…) redrew the form in place.
  document.addEventListener("vantage:updated", function () {
    startedAnew();
    saveNow();
  });
  // The phone locks or the tab closes: write what is pending at once.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden" && timer !== null) { saveNow(); }
  });
  window.addEventListener("pagehide", function () {
    if (timer !== null) { saveNow(); }
  });

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.hasAttribute || !form.hasAttribute("data-draft")) { return; }
    var button = event.submitter;
    if (button && button.name === "action" && button.value !== "score") { return; }
    saveNow();
    if (session) { session.setItem(SCORING, form.getAttribute("data-draft")); }
  });

  function removeOldDrafts() {
    if (!local) { return; }
    for (var index = local.length - 1; index >= 0; index -= 1) {
      var key = local.key(index);
      if (key && key.indexOf(PREFIX) === 0 && !readDraft(key.slice(PREFIX.length))) {
        local.removeItem(key);
      }
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    removeOldDrafts();
    var form = draftForm();
    var scored = session && session.getItem(SCORING);
    if (scored) {
      session.removeItem(SCORING);
      // A result came back: that table is scored (and saved), its draft has done its job.
      // The form back with errors instead keeps it.
      if (!form && document.querySelector(".podium")) { dropDraft(scored); }
    }
    if (!form) { return; }
    // "blank": a new form, where a draft is offered; "saved": a scored table opened to edit,
    // kept once it changes; none: the player's own entries drawn again (errors, an edit
    // button without JavaScript), kept at once.
    var opened = form.getAttribute("data-draft-start");
    if (opened) {
      start = JSON.stringify(fieldsOf(form));
      var draft = opened === "blank" && readDraft(form.getAttribute("data-draft"));
      if (draft) { offer(draft); }
    } else {
      saveNow();
    }
  });
})();
