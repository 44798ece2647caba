/* Installable and usable offline (issue 15): registers the service worker (/sw.js, made
   from static/sw.js by web/phone/offline.py) that keeps the pages and the versioned assets, and asks
   it to keep them in this page's language too (it keeps them in the browser's own at
   install). Without JavaScript, or in a browser without service workers, nothing changes. */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) { return; }
  window.addEventListener("load", function () {
    var url = document.body && document.body.getAttribute("data-service-worker");
    if (!url) { return; }
    navigator.serviceWorker.register(url).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      if (registration.active && navigator.onLine !== false) {
        registration.active.postMessage({ keepLanguage: document.documentElement.lang });
      }
    }).catch(function () {
      // Refused (a private window, storage off): the app works as a plain website.
    });
  });
})();
