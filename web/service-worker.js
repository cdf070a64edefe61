// Offline after the first visit (docs/web.md): the page, the program and its data are kept in the browser's cache
// when the page is first opened, and served from there when the network is gone, so a classroom with weak Wi-Fi
// still runs Polyroids. Online, each file is fetched fresh (and the cache updated), so a new build is seen at once.
'use strict';
var cacheName = 'polyroids';
var files = ['./', 'index.html', 'polyroids.js', 'polyroids.wasm', 'polyroids.data', 'manifest.webmanifest', 'polyroids.svg'];

// Kept from the browser's own HTTP cache, where the page's first load has just put them ('force-cache': no second
// download of the program and its data on the first visit; the network only for what the page did not load).
self.addEventListener('install', function (event) {
  var requests = files.map(function (file) { return new Request(file, { cache: 'force-cache' }); });
  event.waitUntil(caches.open(cacheName).then(function (cache) { return cache.addAll(requests); }).then(function () { return self.skipWaiting(); }));
});
self.addEventListener('activate', function (event) { event.waitUntil(self.clients.claim()); });

// Network first, the cache when the network fails: the address's query (?lab, ?lesson=N) and fragment select
// nothing on the server, so the page is the same cached index.html for all of them.
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(cacheName).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  }).catch(function () {
    return caches.match(request, { ignoreSearch: true }).then(function (cached) {
      return cached || caches.match('index.html').then(function (page) {
        return request.mode === 'navigate' && page ? page : Response.error();
      });
    });
  }));
});
