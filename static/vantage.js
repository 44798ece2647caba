/* Vantage: progressive enhancement only. Every page works without this file; with it,
   steppers get − and + buttons and the forms' edit buttons update the page in place
   (static/swap.js, in a form's first script after this one).

   With no connection (issue 15) the edit buttons still work: the form is drawn again on the
   phone (static/offline-form.js) from the blank form the service worker kept for the number of
   players (web/phone/offline.py /SLUG/blank/N), every value entered carried over by field name. An edit button that
   changes the form's lists carries its change, described by the server (data-edit,
   web/forms/edits.py), which static/edits.js performs (window.vantageOffline.edits); a game's own
   script draws those lists into the kept form (window.vantageOffline.builders). Online the
   server's page is the only source, as before. */
(function () {
  "use strict";

  function revealEnhancements(root) {
    root.querySelectorAll(".js-only").forEach(function (element) {
      element.hidden = false;
    });
    root.querySelectorAll(".no-js-only").forEach(function (element) {
      element.hidden = true;
    });
  }

  // Steppers: the page sends a plain number box; the − and + buttons are added here, once.
  function stepButton(step, text, label) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "step";
    button.setAttribute("data-step", String(step));
    // The page's language words it (base.html: "One more: {what}" on the body).
    var words = document.body.getAttribute(step < 0 ? "data-one-fewer" : "data-one-more");
    button.setAttribute("aria-label", (words || "{what}").replace("{what}", label));
    button.textContent = text;
    return button;
  }

  function enhanceSteppers(root) {
    root.querySelectorAll("[data-stepper]").forEach(function (stepper) {
      var input = stepper.querySelector("input");
      if (!input || stepper.querySelector("[data-step]")) { return; }
      var label = stepper.querySelector("label");
      var words = label ? label.textContent.trim() : input.name;
      input.before(stepButton(-1, "−", words));
      input.after(stepButton(1, "+", words));
    });
  }

  function focusErrorSummary(root) {
    var summary = root.querySelector("#error-summary");
    if (summary) {
      summary.focus();
    }
  }

  // Steppers: − value +
  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-step]");
    if (!button) {
      return;
    }
    var input = button.closest("[data-stepper]").querySelector("input");
    var step = Number(button.getAttribute("data-step"));
    var value = Number(input.value) || 0;
    var next = value + step;
    if (input.min !== "" && next < Number(input.min)) { next = Number(input.min); }
    if (input.max !== "" && next > Number(input.max)) { next = Number(input.max); }
    input.value = String(next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });

  // Edit buttons (add, remove, move...) post the form and swap in the page the server sends
  // back (static/swap.js, in a form's first script: a tap, a draft restored or a select
  // applied before it has run waits for the form's later script, static/later.js, and is a
  // plain post if swap.js never came).
  var pending = 0;

  function setPending(change) {
    pending += change;
    if (pending > 0) {
      document.documentElement.setAttribute("data-pending", String(pending));
    } else {
      document.documentElement.removeAttribute("data-pending");
    }
  }

  // The form posted as it is without JavaScript, the button's name and value with it.
  function plainPost(form, name, value) {
    var hidden = document.createElement("input");
    hidden.type = "hidden";
    hidden.name = name;
    hidden.value = value;
    form.appendChild(hidden);
    HTMLFormElement.prototype.submit.call(form);
  }

  // static/drafts.js says so on the page, in the page's language.
  function offlineNotice() {
    document.dispatchEvent(new CustomEvent("vantage:offline"));
  }

  // Offline edits: the form drawn again on the phone (static/offline-form.js, fetched once a
  // game's form has loaded, sets offline.redraw, and static/swap.js offline.swapMain); the
  // edits a button describes (static/edits.js) and the lists a game's script draws into the
  // kept form.
  var offline = window.vantageOffline = {
    edits: [], builders: [], redraw: null, swapMain: null, notice: offlineNotice,
    page: { setPending: setPending, plainPost: plainPost, revealEnhancements: revealEnhancements,
            enhanceSteppers: enhanceSteppers, followNames: followNames }
  };

  function submitAction(formId, name, value) {
    if (offline.submit) { return offline.submit(formId, name, value); }
    setPending(1);
    var arrived = window.vantageLater || Promise.resolve();
    return arrived.then(function () {
      var form = document.getElementById(formId);
      if (offline.submit) {
        offline.submit(formId, name, value);
      } else if (navigator.onLine === false) {
        offlineNotice();
      } else if (form) {
        plainPost(form, name, value);
      }
      setPending(-1);
    });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest('form[data-enhance] button[name="action"]');
    if (!button || button.value === "score") {
      return;
    }
    event.preventDefault();
    submitAction(button.form.id, button.name, button.value);
  });

  // The language switch posts the form to be drawn in another language: with no connection
  // there is no one to draw it (the browser would show its error page). The form stays.
  document.addEventListener("submit", function (event) {
    var button = event.submitter;
    if (navigator.onLine === false && button && button.name === "action" &&
        button.value !== "score" && event.target.hasAttribute("data-enhance")) {
      event.preventDefault();
      offlineNotice();
    }
  });

  // A select that changes the shape of the form (such as the number of players) applies
  // itself at once instead of waiting for its "Apply" button.
  document.addEventListener("change", function (event) {
    var select = event.target.closest("[data-apply]");
    if (!select || !select.form || !select.form.hasAttribute("data-enhance")) {
      return;
    }
    submitAction(select.form.id, "action", select.getAttribute("data-apply"));
  });

  // A link to a collapsed section (or to something inside one) opens it first; a link to a
  // grid cell whose select picker.js has replaced with a button goes to that button.
  function openTarget(id) {
    var target = id && document.getElementById(id);
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === "DETAILS") { node.open = true; }
    }
    return target;
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest('a[href^="#"]');
    if (!link) { return; }
    var target = openTarget(decodeURIComponent(link.getAttribute("href").slice(1)));
    var button = target && target._pickerButton;
    if (button && button.isConnected) {
      event.preventDefault();
      button.scrollIntoView({ block: "center" });
      button.focus({ preventScroll: true });
    }
  });
  window.addEventListener("hashchange", function () { openTarget(location.hash.slice(1)); });

  // Headings follow the names as they are typed: an element marked
  // data-name-of="players-0-name" shows that field's name, or its data-name-default (such
  // as "Player 1") while the field is empty. The server writes the same names into the page,
  // so without JavaScript the headings are right from the next round trip.
  function showTypedName(element) {
    var field = document.getElementById(element.getAttribute("data-name-of"));
    if (!field) { return; }
    var typed = field.value.trim();
    element.textContent = typed || element.getAttribute("data-name-default") || "";
  }
  // A select whose label names a player (data-label-name-of, data-label-pattern with
  // "{name}" where the name goes): its label, its picker's sheet title and button follow too
  // (Topiary's "Ann's hand tile 1").
  function labelTypedName(select) {
    var field = document.getElementById(select.getAttribute("data-label-name-of"));
    if (!field) { return; }
    var name = field.value.trim() || select.getAttribute("data-name-default") || "";
    var label = (select.getAttribute("data-label-pattern") || "").split("{name}").join(name);
    if (select.getAttribute("data-picker-label") === label) { return; }
    select.setAttribute("data-picker-label", label);
    var hidden = select.id && document.querySelector('label[for="' + select.id + '"]');
    if (hidden) { hidden.textContent = label; }
    var button = select._pickerButton;
    if (button) {
      var option = select.options[select.selectedIndex];
      button.setAttribute("aria-label", label + ": " + (option ? option.text : ""));
    }
  }
  function followNames(root) {
    root.querySelectorAll("[data-name-of]").forEach(showTypedName);
    root.querySelectorAll("select[data-label-name-of]").forEach(labelTypedName);
  }
  document.addEventListener("input", function (event) {
    var id = event.target.id;
    if (!id) { return; }
    document.querySelectorAll('[data-name-of="' + id + '"]').forEach(showTypedName);
    document.querySelectorAll('select[data-label-name-of="' + id + '"]').forEach(labelTypedName);
  });

  // The phone's time zone, kept for a year in the tz cookie the server reads (web/platform/
  // zone.py), so the times a page shows are the phone's clock; without it (no JavaScript, the
  // first page) they are UTC and say so. A name of the tz database's characters only.
  var ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

  function rememberTimeZone() {
    var zone;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch (error) {
      return;
    }
    if (!zone || zone.length > 64 || !ZONE_NAME.test(zone)) { return; }
    if (document.cookie.split("; ").indexOf("tz=" + zone) !== -1) { return; }
    document.cookie = "tz=" + zone + "; Max-Age=31536000; Path=/; SameSite=Lax" +
      (location.protocol === "https:" ? "; Secure" : "");
  }

  rememberTimeZone();

  document.addEventListener("DOMContentLoaded", function () {
    revealEnhancements(document);
    enhanceSteppers(document);
    focusErrorSummary(document);
    followNames(document);
  });
})();
