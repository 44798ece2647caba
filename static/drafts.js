/* Vantage drafts: a half-entered table survives a reload, a closed tab and a locked phone.

   Every game's form (form[data-draft="SLUG"]) is kept on this device as it is typed: its
   fields as name → value pairs (in order, so repeated names such as ticked Awards and the
   length of every list come back as they were), under localStorage "vantage:draft:SLUG".
   When the blank form (data-draft-start="blank") opens again and a draft is there, the banner (templates/saved/
   drafts.html) offers "Continue where you left off" or "Start fresh", brought into view.
   A saved table being corrected (/t/ID/edit, data-draft-start="saved") is offered its own
   correction the same way when it opens again (the blank form offers it too, as a correction).

   A reload (or the phone bringing back a tab it dropped) is no time to ask (issue 26): the
   page may come back scrolled far below the banner, and the player only wants the table back.
   Then the draft is restored at once. Whatever the player taps before answering the banner
   never throws the draft away: only "Start fresh" does (it keeps what was typed since).

   Continuing posts the saved fields back to the form with the edit action "restore", which
   the server answers by drawing the form for those fields, as every edit button does: the
   lists (cards, players, rows) get their lengths on the server, never rebuilt here. With
   static/vantage.js the page is swapped in place; without it the post is a plain one. With
   no connection static/vantage.js draws it from the form the service worker kept.

   A draft is dropped once its table is scored: the Score button marks the tab (session
   storage), and the next page, when it is a result (.podium) rather than the form back with
   errors, clears the draft. Without JavaScript this file does nothing; nothing is lost then
   either, because every edit button already sends the whole form and gets it back.

   Offline (issue 15): Score with no connection keeps the draft, says so on the page, and
   marks it "to score" (localStorage "vantage:to-score"); when the connection is back (at
   once, or when the form opens again later) the kept fields are posted with a fresh form
   token, exactly as Score would have posted them. A blank form that opens with a kept table
   it cannot score yet offers it as any draft is, also when the phone says it is online
   but the server cannot be reached (Chromium 150 reports a page the service worker served
   with no network as online).

   The last names (issue 15): a result this phone just scored keeps its players' names
   (localStorage "vantage:names"); a blank form then offers them as chips beside the name
   fields: one chip fills every name (and sets the number of players), each other chip one
   name. */
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
  var NAMES = "vantage:names";
  var TO_SCORE = "vantage:to-score";
  var NAME_FIELD = /^players-(\d+)(-name)?$/; // Panorama's "players-0", the others' "players-0-name".
  var MAX_NAMES = 6;
  var RETRY_MS = 3000;
  var MAX_RETRIES = 5;
  var retries = 0;

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

  // Where the form's draft is kept: under the game's slug (a correction too: the blank form
  // offers it, and it goes on as a correction).
  function draftKey(form) {
    return form.getAttribute("data-draft");
  }

  // The saved table a form corrects, or a draft's fields correct; "" for a new table.
  function correcting(form) {
    var table = form.querySelector('input[name="saved_table"]');
    return (table && table.value) || "";
  }
  function draftCorrects(draft) {
    var found = "";
    draft.fields.forEach(function (pair) { if (pair[0] === "saved_table") { found = pair[1]; } });
    return found;
  }

  // The page was opened again by a reload or by the browser bringing it back, not by the
  // player choosing to open the form.
  function reopened() {
    var entries = window.performance && performance.getEntriesByType &&
      performance.getEntriesByType("navigation");
    var kind = entries && entries[0] && entries[0].type;
    return kind === "reload" || kind === "back_forward";
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

  // ``keep``: even a form as it opened is kept (Score with no connection: it is to be scored).
  function saveNow(keep) {
    clearTimeout(timer);
    timer = null;
    var form = draftForm();
    if (!local || !form || offering) { return; }
    var slug = draftKey(form);
    var fields = fieldsOf(form);
    if (start !== null && JSON.stringify(fields) === start && keep !== true) {
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
    offered = null;
    var element = banner();
    if (element) { element.hidden = true; }
  }

  var offered = null; // The draft the banner offers, while it does.

  // An edit button redrew the form while the banner was offering: the new form's banner is
  // hidden as the server draws it; the question still stands.
  function stillOffering() {
    if (offering && offered) { offer(offered); }
  }

  function inView(element) {
    var box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }

  function offer(draft) {
    var element = banner();
    if (!element) { return; }
    var when = element.querySelector("[data-draft-when]");
    if (when) {
      // In the page's language (<html lang="it">), not the browser's: an Italian page in an
      // en-US browser reads "mar 1 dic, 21:40", not "Tue, Dec 1, 09:39 PM" (issue 23).
      var lang = document.documentElement.getAttribute("lang") || undefined;
      when.textContent = new Date(draft.saved).toLocaleString(lang ? [lang] : [], {
        weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit"
      });
    }
    offering = true;
    offered = draft;
    element.hidden = false;
    bringIntoView(element);
  }

  // The offer is made where the player is: a page opened mid-way down has its banner above
  // the screen. Checked again once the browser has put the page where it was.
  function bringIntoView(element) {
    var look = function () {
      if (offering && !element.hidden && element.isConnected && !inView(element)) {
        element.scrollIntoView({ block: "start" });
      }
    };
    look();
    if (document.readyState !== "complete") { window.addEventListener("load", look, { once: true }); }
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
    post(draft, RESTORE_ACTION);
  }

  function post(draft, action) {
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
    button.value = action;
    button.hidden = true;
    form.appendChild(button);
    button.click();
  }

  document.addEventListener("click", function (event) {
    var choice = event.target.closest("[data-draft-choice]");
    var form = draftForm();
    if (!choice || !form) { return; }
    var slug = draftKey(form);
    if (choice.getAttribute("data-draft-choice") === "continue") {
      // With no connection static/vantage.js draws the restored form from the kept one.
      var draft = readDraft(slug);
      if (draft) { restore(draft); } else { hideBanner(); }
    } else {
      hideBanner();
      dropDraft(slug);
      if (local && local.getItem(TO_SCORE) === slug) { local.removeItem(TO_SCORE); }
      saveNow(); // What was typed before answering is the new table's draft.
      var first = form.querySelector("input:not([type=hidden]), select, textarea");
      if (first) { first.focus(); }
    }
  });

  function edited(event) {
    if (!event.target.closest || !event.target.closest("form[data-draft]")) { return; }
    saveSoon(); // Not while the banner offers a draft: that one is kept until answered.
  }
  document.addEventListener("input", edited);
  document.addEventListener("change", edited);
  // An edit button (add a card, more players…) redrew the form in place.
  document.addEventListener("vantage:updated", function () {
    stillOffering();
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
    if (navigator.onLine === false) {
      // No connection: the post would be lost to the browser's error page. Keep it instead.
      event.preventDefault();
      hideBanner();
      saveNow(true);
      if (local) { local.setItem(TO_SCORE, draftKey(form)); }
      say("data-offline-score");
      return;
    }
    saveNow();
    if (session) { session.setItem(SCORING, draftKey(form)); }
  });

  // Words for the scripts, written by templates/base.html in the page's language.
  function word(name) {
    var words = document.getElementById("phone-words");
    return (words && words.getAttribute(name)) || "";
  }

  // The notice sits in the Score bar of a form (made there again after each redraw), and at
  // the top of the screen on other pages (templates/base.html's).
  function notice() {
    var bar = document.querySelector("form[data-draft] .action-bar");
    if (!bar) { return document.querySelector("body > [data-offline-notice]"); }
    var inBar = bar.querySelector("[data-offline-notice]");
    if (!inBar) {
      inBar = document.createElement("p");
      inBar.className = "offline-notice";
      inBar.setAttribute("role", "status");
      inBar.setAttribute("data-offline-notice", "");
      bar.insertBefore(inBar, bar.querySelector("button"));
    }
    return inBar;
  }

  function say(name) {
    var element = notice();
    if (!element) { return; }
    element.textContent = word(name);
    element.setAttribute("data-says", name);
    element.hidden = false;
  }

  function unsay(name) {
    var element = notice();
    if (element && element.getAttribute("data-says") === name) { element.hidden = true; }
  }

  document.addEventListener("vantage:offline", function () { say("data-offline-edit"); });
  window.addEventListener("online", function () { unsay("data-offline-edit"); });

  // Offline is said as soon as it happens on a form (issue 26), not only once Score is
  // pressed: the running totals stop, and the player should know why and that nothing is lost.
  function sayOfflineEntry() {
    if (navigator.onLine !== false || !draftForm()) { return; }
    var element = notice();
    if (!element) { return; }
    var says = element.getAttribute("data-says");
    if (!element.hidden && says && says !== "data-offline-entry") { return; } // Score's own word
    say("data-offline-entry");
  }
  window.addEventListener("offline", sayOfflineEntry);
  document.addEventListener("vantage:updated", sayOfflineEntry);
  document.addEventListener("DOMContentLoaded", sayOfflineEntry);
  window.addEventListener("online", function () { unsay("data-offline-entry"); });

  // A form token for this phone's session, from the blank form: a page kept by the service
  // worker carries one that may be older than a token lives, or of no session at all.
  function freshToken(form) {
    var url = form.getAttribute("action") || window.location.pathname;
    return fetch(url, { credentials: "same-origin", cache: "no-store" }).then(function (response) {
      if (!response.ok) { throw new Error("no fresh form"); }
      return response.text();
    }).then(function (html) {
      var fresh = new DOMParser().parseFromString(html, "text/html");
      var token = fresh.querySelector('input[name="csrf_token"]');
      var mine = form.querySelector('input[name="csrf_token"]');
      if (token && mine) { mine.value = token.value; }
    });
  }

  // A page opened with no connection (the worker's copy), now online: its token is renewed
  // before the player taps Score.
  var openedOffline = navigator.onLine === false;
  window.addEventListener("online", function () {
    var form = draftForm();
    if (openedOffline && form && !(local && local.getItem(TO_SCORE))) {
      openedOffline = false;
      freshToken(form).catch(function () { openedOffline = true; });
    }
  });

  // The kept table is posted as Score posts it, with a fresh form token: the page may have
  // been open (or kept by the service worker) longer than its token lives.
  var scoring = false;
  // A blank form that opened with a kept table offers it once, as any draft is, when the
  // server cannot be reached: the phone may say "online" with no network behind it.
  var offerKept = false;
  function offerKeptDraft(slug) {
    if (!offerKept) { return; }
    offerKept = false;
    var kept = readDraft(slug);
    if (kept) { offer(kept); }
  }
  function scoreKept() {
    var form = draftForm();
    var slug = form && draftKey(form);
    if (!local || scoring || !form || local.getItem(TO_SCORE) !== slug) { return; }
    if (navigator.onLine === false) { say("data-offline-score"); offerKeptDraft(slug); return; }
    if (timer !== null) { saveNow(); } // The last change, not written yet.
    var draft = readDraft(slug);
    if (!draft) { local.removeItem(TO_SCORE); return; }
    scoring = true;
    say("data-back-online");
    freshToken(form).then(function () {
      local.removeItem(TO_SCORE);
      if (session) { session.setItem(SCORING, slug); }
      post(draft, "score");
    }).catch(function () {
      scoring = false;
      say("data-offline-score");
      offerKeptDraft(slug);
      // No server yet: the phone may say "online" a moment before the network carries
      // anything. Try again shortly, and at every "online".
      if (navigator.onLine !== false && retries < MAX_RETRIES) {
        retries += 1;
        setTimeout(scoreKept, RETRY_MS);
      }
    });
  }
  window.addEventListener("online", scoreKept);
  window.addEventListener("offline", function () {
    var form = draftForm();
    if (form && local && local.getItem(TO_SCORE) === draftKey(form)) {
      say("data-offline-score");
    }
  });

  // The last names used on this phone, offered on a blank form.
  function rememberNames() {
    var section = document.querySelector("[data-table-players]");
    if (!local || !section) { return; }
    try {
      var names = JSON.parse(section.getAttribute("data-table-players"));
      if (Array.isArray(names) && names.length) {
        local.setItem(NAMES, JSON.stringify(names.slice(0, MAX_NAMES)));
      }
    } catch (error) {
      // A page we did not write: nothing to remember.
    }
  }

  function lastNames() {
    if (!local) { return []; }
    try {
      var names = JSON.parse(local.getItem(NAMES) || "[]");
      return Array.isArray(names) ? names.filter(function (name) {
        return typeof name === "string" && name.trim();
      }).slice(0, MAX_NAMES) : [];
    } catch (error) {
      return [];
    }
  }

  function nameFields(form) {
    var fields = [];
    Array.prototype.forEach.call(form.elements, function (element) {
      var match = element.tagName === "INPUT" && NAME_FIELD.exec(element.name || "");
      if (match) { fields[Number(match[1])] = element; }
    });
    return fields.filter(Boolean);
  }

  function shownNameFields(form) {
    return nameFields(form).filter(function (field) { return field.type === "text"; });
  }

  function fillName(field, name) {
    field.value = name;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }

  var namesAfterRedraw = null; // Set while the number of players changes for "Everyone".

  function fillAll(form, names) {
    nameFields(form).forEach(function (field, seat) {
      if (seat < names.length) { fillName(field, names[seat]); }
    });
    var count = form.querySelector('select[name="player_count"]');
    if (count) {
      var offered = Array.prototype.map.call(count.options, function (option) {
        return Number(option.value);
      });
      var wanted = Math.min(Math.max(names.length, Math.min.apply(null, offered)),
                            Math.max.apply(null, offered));
      if (Number(count.value) !== wanted) {
        namesAfterRedraw = names;
        count.value = String(wanted);
        count.dispatchEvent(new Event("change", { bubbles: true })); // vantage.js redraws.
        return;
      }
    }
    removeChips(form);
  }

  function fillOne(form, name) {
    var fields = shownNameFields(form);
    var focused = fields.indexOf(document.activeElement) !== -1 ? document.activeElement : null;
    var target = focused && !focused.value.trim() ? focused : fields.filter(function (field) {
      return !field.value.trim();
    })[0];
    if (!target) { return; }
    fillName(target, name);
    offerNames(form);
  }

  function removeChips(form) {
    var chips = form.querySelector("[data-name-chips]");
    if (chips) { chips.remove(); }
  }

  function chip(text, onTap) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "chip";
    button.textContent = text;
    button.addEventListener("click", onTap);
    return button;
  }

  // The chips sit just before the first name field, inside the form (so they go when an edit
  // button redraws it, and are offered again for the fields as they are then).
  function offerNames(form) {
    removeChips(form);
    var names = lastNames();
    var fields = shownNameFields(form);
    if (!names.length || !fields.length) { return; }
    var typed = fields.map(function (field) { return field.value.trim().toLowerCase(); });
    var left = names.filter(function (name) { return typed.indexOf(name.trim().toLowerCase()) === -1; });
    var empty = typed.filter(function (name) { return !name; }).length;
    if (!left.length || !empty) { return; }
    var group = document.createElement("div");
    group.className = "last-names";
    group.setAttribute("data-name-chips", "");
    group.setAttribute("role", "group");
    var title = document.createElement("p");
    title.className = "last-names-title";
    title.id = "last-names-title";
    title.textContent = word("data-last-names");
    group.setAttribute("aria-labelledby", title.id);
    group.appendChild(title);
    var list = document.createElement("div");
    list.className = "palette";
    if (empty === fields.length && names.length > 1) {
      var everyone = chip(word("data-everyone").replace("%(names)s", names.join(", ")), function () {
        fillAll(form, names);
      });
      everyone.classList.add("everyone");
      list.appendChild(everyone);
    }
    left.forEach(function (name) {
      list.appendChild(chip(name, function () { fillOne(form, name); }));
    });
    group.appendChild(list);
    var first = fields[0];
    var place = first.closest(".field") || first;
    // Before the player count when it leads the names: "Everyone" also sets it.
    var count = form.querySelector('select[name="player_count"]');
    var countField = count && count.closest(".field");
    if (countField && countField.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING &&
        countField.parentNode === place.parentNode) {
      place = countField;
    }
    place.parentNode.insertBefore(group, place);
  }

  document.addEventListener("vantage:updated", function () {
    var form = draftForm();
    if (!form) { return; }
    if (namesAfterRedraw) {
      var names = namesAfterRedraw;
      namesAfterRedraw = null;
      nameFields(form).forEach(function (field, seat) {
        if (seat < names.length && !field.value.trim()) { fillName(field, names[seat]); }
      });
      removeChips(form);
      return;
    }
    offerNames(form);
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
      if (!form && document.querySelector(".podium")) {
        dropDraft(scored);
        rememberNames();
      }
    }
    if (!form) { return; }
    // "blank": a new form, where a draft is offered; "saved": a scored table opened to edit,
    // kept once it changes; none: the player's own entries drawn again (errors, an edit
    // button without JavaScript), kept at once.
    var opened = form.getAttribute("data-draft-start");
    var slug = draftKey(form);
    if (local && local.getItem(TO_SCORE) === slug && readDraft(slug)) {
      // A table kept offline: score it now; still offline, it is offered as any draft is.
      if (navigator.onLine !== false) {
        if (opened) { start = JSON.stringify(fieldsOf(form)); }
        offerKept = opened === "blank";
        scoreKept();
        return;
      }
      say("data-offline-score");
    }
    if (opened) {
      start = JSON.stringify(fieldsOf(form));
      var draft = readDraft(slug);
      // A saved table opened to correct is offered its own correction only.
      if (draft && opened === "saved" && draftCorrects(draft) !== correcting(form)) { draft = null; }
      if (draft && JSON.stringify(draft.fields) !== start) {
        if (reopened()) { restore(draft); return; }
        offer(draft);
      }
    } else {
      saveNow();
    }
    if (opened) { offerNames(form); }
  });
})();
