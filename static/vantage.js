/* Vantage: progressive enhancement only. Every page works without this file; with it,
   steppers get − and + buttons and the forms' edit buttons update the page in place. */
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
  // back, keeping the scroll position and the open sections: quicker than a full reload.
  function openSectionIds(root) {
    return Array.prototype.map.call(root.querySelectorAll("details[id][open]"), function (d) {
      return d.id;
    });
  }

  // Taps are queued: each edit posts the whole form, so the next one must start from the page
  // the previous one produced, or fast taps would undo each other.
  var queue = Promise.resolve();
  var pending = 0;

  function setPending(change) {
    pending += change;
    if (pending > 0) {
      document.documentElement.setAttribute("data-pending", String(pending));
    } else {
      document.documentElement.removeAttribute("data-pending");
    }
  }

  function submitAction(formId, name, value) {
    setPending(1);
    queue = queue.then(function () {
      return postAction(document.getElementById(formId), name, value);
    }).catch(function () {
      if (navigator.onLine === false) {
        // No connection: a plain post would land on the browser's error page. The form stays
        // as it is (static/drafts.js keeps it on this phone), and the page says why.
        offlineNotice();
        return;
      }
      // Anything unexpected: fall back to the plain form post.
      var form = document.getElementById(formId);
      var hidden = document.createElement("input");
      hidden.type = "hidden";
      hidden.name = name;
      hidden.value = value;
      form.appendChild(hidden);
      HTMLFormElement.prototype.submit.call(form);
    }).then(function () {
      setPending(-1);
    });
    return queue;
  }

  // static/drafts.js says so on the page, in the page's language.
  function offlineNotice() {
    document.dispatchEvent(new CustomEvent("vantage:offline"));
  }

  function postAction(form, name, value) {
    var data = new FormData(form);
    data.set(name, value);
    var main = document.getElementById("main");
    var openIds = openSectionIds(main);
    var scrollY = window.scrollY;
    form.setAttribute("aria-busy", "true");
    // form.action would be the buttons called "action": read the attribute instead.
    var url = form.getAttribute("action") || window.location.href;
    return fetch(url, {
      method: "POST",
      body: new URLSearchParams(data),
      headers: { "X-Requested-With": "fetch" },
      credentials: "same-origin"
    }).then(function (response) {
      return response.text();
    }).then(function (html) {
      var page = new DOMParser().parseFromString(html, "text/html");
      var newMain = page.getElementById("main");
      if (!newMain) {
        throw new Error("no main in response");
      }
      main.innerHTML = newMain.innerHTML;
      openIds.forEach(function (id) {
        var details = document.getElementById(id);
        if (details && details.tagName === "DETAILS") { details.open = true; }
      });
      revealEnhancements(main);
      enhanceSteppers(main);
      followNames(main);
      window.scrollTo(0, scrollY);
      var again = main.querySelector('button[name="' + name + '"][value="' + CSS.escape(value) + '"]');
      if (again && !again.disabled) { again.focus({ preventScroll: true }); }
      document.dispatchEvent(new CustomEvent("vantage:updated"));
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
  function followNames(root) {
    root.querySelectorAll("[data-name-of]").forEach(showTypedName);
  }
  document.addEventListener("input", function (event) {
    var id = event.target.id;
    if (!id) { return; }
    document.querySelectorAll('[data-name-of="' + id + '"]').forEach(showTypedName);
  });

  document.addEventListener("DOMContentLoaded", function () {
    revealEnhancements(document);
    enhanceSteppers(document);
    focusErrorSummary(document);
    followNames(document);
  });
})();
