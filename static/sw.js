/* Vantage's service worker (issue 15): a table can be entered with no connection.

   Served as /sw.js by web/phone.py, which writes in VERSION (a hash of this file and of every
   asset's versioned name), PAGES (the list of games, each game's form and rules page) and
   ASSETS (every /assets/ bundle, the icon, the manifest). Each version keeps its own cache
   and drops the others once it is in charge, so a deploy never mixes old pages and new
   assets.

   - /assets/…: cache first. A versioned name never changes its content (immutable).
   - PAGES: the network first, so a page is always the newest when there is a connection; the
     copy kept from the last visit when there is none.
   - Everything else, POSTs above all, saved tables (/t/ID: private, and another person's on
     a shared phone), rooms and the API: the network only, never kept. */
"use strict";

var VERSION = "__VERSION__";
var PAGES = "__PAGES__";
var ASSETS = "__ASSETS__";
var CACHE = "vantage-" + VERSION;

function keepable(response) {
  var control = response.headers.get("Cache-Control") || "";
  return response.ok && response.type === "basic" && !response.redirected &&
    !/no-store|private/.test(control);
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(ASSETS).then(function () {
      return Promise.all(PAGES.map(function (page) {
        // Without cookies: a response here must never set the phone's session (its form
        // token) behind the back of the page being filled in. The copy kept is replaced by
        // the page as the phone itself sees it at its next visit.
        return fetch(page, { credentials: "omit" }).then(function (response) {
          if (keepable(response)) { return cache.put(page, response); }
        }).catch(function () {}); // A page not kept now is kept at its next visit.
      }));
    });
  }).then(function () {
    return self.skipWaiting();
  }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("vantage-") === 0 && name !== CACHE;
    }).map(function (name) {
      return caches.delete(name);
    }));
  }).then(function () {
    return self.clients.claim();
  }));
});

function cacheFirst(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request).then(function (kept) {
      return kept || fetch(request).then(function (response) {
        if (keepable(response)) { cache.put(request, response.clone()); }
        return response;
      });
    });
  });
}

// A page is kept by its path: "?lang=it" opens the copy last seen, in its language.
function networkFirst(request, path) {
  return fetch(request).then(function (response) {
    if (keepable(response)) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { return cache.put(path, copy); });
    }
    return response;
  }).catch(function (error) {
    // A page asked for with no cache (static/drafts.js's fresh form token) wants the
    // server's own answer or none: a kept copy's token is not this phone's.
    if (request.cache === "no-store") { throw error; }
    return caches.open(CACHE).then(function (cache) {
      return cache.match(path);
    }).then(function (kept) {
      return kept || Response.error();
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") { return; }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) { return; }
  if (url.pathname.indexOf("/assets/") === 0 || ASSETS.indexOf(url.pathname) !== -1) {
    event.respondWith(cacheFirst(request));
  } else if (PAGES.indexOf(url.pathname) !== -1) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
