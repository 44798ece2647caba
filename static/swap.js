/* The forms' edit buttons (add, remove, move...) update the page in place (static/vantage.js
   asks here, offline.submit): the form is posted and the page the server sends back swapped
   in, keeping the scroll position, the open sections and what was typed meanwhile; with no
   connection, drawn again on the phone (static/offline-form.js). Only a form's
   (form[data-enhance], templates/game_form.html), in a form's first script, not in the
   later one (web/platform/assets.py LATER_JS says why). Moved from static/vantage.js. */
(function () {
  "use strict";
  var offline = window.vantageOffline;
  if (!offline) { return; }
  var page = offline.page;

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
  function submitAction(formId, name, value) {
    page.setPending(1);
    queue = queue.then(function () {
      var form = document.getElementById(formId);
      if (navigator.onLine === false) { return offlineAction(form, name, value); }
      return postAction(form, name, value).catch(function (error) {
        // No answer at all (the phone says it is online, the network carries nothing): as
        // with no connection. Any other failure goes to the plain post below.
        if (error instanceof TypeError) { return offlineAction(form, name, value); }
        throw error;
      });
    }).catch(function () {
      if (navigator.onLine === false) {
        // No connection: a plain post would land on the browser's error page. The form stays
        // as it is (static/drafts.js keeps it on this phone), and the page says why.
        offline.notice();
        return;
      }
      // Anything unexpected: fall back to the plain form post.
      page.plainPost(document.getElementById(formId), name, value);
    }).then(function () {
      page.setPending(-1);
    });
    return queue;
  }

  function offlineAction(form, name, value) {
    // A game's form fetches offline-form.js once it has loaded (static/later.js): waited for.
    var arrived = offline.redraw || !window.vantageLater ? Promise.resolve() : window.vantageLater;
    return arrived.then(function () {
      if (offline.redraw) { return offline.redraw(form, name, value); }
      form.removeAttribute("aria-busy");
      offline.notice(); // Not kept on this phone: the edit needs the connection.
    });
  }

  // The main part of a page drawn elsewhere (the server's answer, or a kept form filled in
  // here) takes the place of this one, keeping the scroll position and the open sections.
  // The text typed while the form was being drawn again (a name typed while the number of
  // players changes): what the field holds now, where it differs from what was sent.
  function typedSince(main, sent) {
    var typed = [];
    if (!sent) { return typed; }
    main.querySelectorAll("input[name], textarea[name]").forEach(function (field) {
      // A disabled field was not sent (a draft's restore sends its own values instead).
      if (field.disabled) { return; }
      var kind = (field.type || "").toLowerCase();
      if (field.tagName === "INPUT" && ["text", "search", "number", "tel", "email"].indexOf(kind) === -1) { return; }
      var posted = sent.getAll(field.name);
      if (posted.length === 1 && posted[0] !== field.value) { typed.push([field.name, field.value]); }
    });
    return typed;
  }

  function keepTyped(main, typed) {
    typed.forEach(function (pair) {
      var field = main.querySelector('[name="' + CSS.escape(pair[0]) + '"]');
      if (field && (field.tagName === "TEXTAREA" || field.tagName === "INPUT") && field.type !== "hidden") {
        field.value = pair[1];
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
  }

  function swapMain(newMain, name, value, sent) {
    var main = document.getElementById("main");
    var typed = typedSince(main, sent);
    var openIds = openSectionIds(main);
    var scrollY = window.scrollY;
    var focusedId = document.activeElement && document.activeElement.id;
    if (newMain.hasAttribute("data-filled-here")) {
      // Filled in here: its nodes move over as they are, with the values typed into them
      // (markup would carry only the values the server wrote).
      main.replaceChildren.apply(main, Array.prototype.map.call(newMain.childNodes, function (node) {
        return node;
      }).map(function (node) { return document.adoptNode(node); }));
    } else {
      main.innerHTML = newMain.innerHTML;
      keepTyped(main, typed);
    }
    openIds.forEach(function (id) {
      var details = document.getElementById(id);
      if (details && details.tagName === "DETAILS") { details.open = true; }
    });
    page.revealEnhancements(main);
    page.enhanceSteppers(main);
    page.followNames(main);
    window.scrollTo(0, scrollY);
    // The focus goes back to the button tapped, drawn again; when that button is hidden (the
    // no-JavaScript "Apply" of a select that applies itself), to the control that had it.
    var again = main.querySelector('button[name="' + name + '"][value="' + CSS.escape(value) + '"]');
    var before = focusedId && document.getElementById(focusedId);
    if (again && !again.disabled && again.getClientRects().length) {
      again.focus({ preventScroll: true });
    } else if (before && main.contains(before)) {
      before.focus({ preventScroll: true });
    }
    document.dispatchEvent(new CustomEvent("vantage:updated"));
  }

  function postAction(form, name, value) {
    var data = new FormData(form);
    data.set(name, value);
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
      swapMain(newMain, name, value, data);
    });
  }

  offline.swapMain = swapMain;
  offline.submit = submitAction;
})();
