/* The personal page's service worker (scope /staff/): keeps the page's shell and its last
   answer so a phone shows the last loaded shifts offline. Registered by the staff page only
   (frontend/src/features/staff-page/offline.ts). What it keeps is decided in sw-rules.js. */
'use strict';

importScripts('/staff/sw-rules.js');

var CACHE = 'rotaledger-staff-v1';
/** The header the page reads to say "as loaded at …" (LOADED_AT_HEADER in offline.ts). */
var LOADED_AT = 'Rotaledger-Loaded-At';
/** The shell's navigation answer is index.html whatever the token: kept once, under this key. */
var SHELL_KEY = '/staff/';
/** Old builds' assets are dropped beyond this many kept files. */
var MAX_ASSETS = 80;

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('rotaledger-staff-') === 0 && name !== CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/** The answer as kept: its body and headers, plus when it was loaded. */
function stamped(response) {
  var headers = new Headers(response.headers);
  headers.set(LOADED_AT, new Date().toISOString());
  return response.blob().then(function (body) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
  });
}

function trimAssets(cache) {
  return cache.keys().then(function (keys) {
    var assets = keys.filter(function (request) {
      return new URL(request.url).pathname.indexOf('/assets/') === 0;
    });
    return Promise.all(
      assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map(function (request) {
        return cache.delete(request);
      }),
    );
  });
}

/** Network first; a good answer replaces the kept one; a 404 (a revoked link) deletes it. */
function networkFirst(request, kind) {
  var key = kind === 'page' ? SHELL_KEY : request;
  return caches.open(CACHE).then(function (cache) {
    return fetch(request)
      .then(function (response) {
        if (response.ok) {
          var copy = kind === 'answer' ? stamped(response.clone()) : Promise.resolve(response.clone());
          copy
            .then(function (kept) {
              return cache.put(key, kept);
            })
            .then(function () {
              return kind === 'asset' ? trimAssets(cache) : undefined;
            })
            .catch(function () {});
        } else if (response.status === 404 && kind === 'answer') {
          cache.delete(key);
        }
        return response;
      })
      .catch(function (error) {
        return cache.match(key).then(function (kept) {
          if (kept) return kept;
          throw error;
        });
      });
  });
}

self.addEventListener('fetch', function (event) {
  var kind = self.rotaledgerStaffCache.cacheKind(event.request, self.location.origin);
  if (kind) event.respondWith(networkFirst(event.request, kind));
});
